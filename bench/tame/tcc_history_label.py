"""Stages 3 and 4 of ``build_tcc_history_corpus.py``: label failures by fix search, write the corpus.

The fix search is checkpointed so that failures share builds: a first
:func:`~reportsmith.bisect.engine.find_transition` runs over a fixed grid of commits (every ``grid``-th
commit of the first-parent history from the oldest revision under test to ``mob``: every failure probes the
same grid commits, which the build cache builds once), a second one inside the grid interval where the
failure stops. Both treat an unbuildable commit (or a probe that cannot tell, e.g. a wrong-code program the
probed tinycc rejects) as a skip, as ``reportsmith bisect`` does. Before both, the :data:`KNOWN_FIRST` most
frequent fixes found so far are checked directly (BAD at the fix's parent and GOOD at the fix is a fix
transition of this failure; ``"via": "known fix"`` in its entry): in a power-law corpus most failures belong
to a few bugs, and this turns a dozen probes into two. Like the search itself, it assumes that a failure,
once fixed, stays fixed along the first-parent history.
"""

from __future__ import annotations

import csv
import gzip
import json
import shutil
import time
from collections import Counter
from pathlib import Path

from reportsmith.bisect.build_cache import BuildCache, GitBuildRecipe
from reportsmith.bisect.engine import Status, find_transition
from reportsmith.bisect.errors import EndpointError
from reportsmith.bisect.git_history import commit_info, commit_range
from reportsmith.common.predicates import Mark
from reportsmith.common.process import Limits, run_limited, scratch_dir

NEWEST = "mob"
#: How many of the most frequent fixes found so far a fix search checks first.
KNOWN_FIRST = 3


def log(message: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {message}", flush=True)


def verdict_of(kind: str, signature: str, outcome) -> Mark:  # type: ignore[no-untyped-def]
    """BAD when the probed tinycc shows the failure ``kind`` (a different error or crash is GOOD, as in
    ``reportsmith.bisect``'s predicates); a wrong-code program it cannot compile or run is a SKIP."""
    if kind == "wrong-code":
        return {"wrong-code": Mark.BAD, "ok": Mark.GOOD}.get(outcome.verdict, Mark.SKIP)
    if outcome.verdict != kind:
        return Mark.GOOD
    return Mark.BAD if kind == "crash" or outcome.signature == signature else Mark.GOOD


def grid_keys(commits: list[str], start: int, grid: int) -> list[int]:
    """Indexes of the fix search's first level: the failure's own revision, every grid-th commit, the last."""
    return [start, *(i for i in range(0, len(commits) - 1, grid) if i > start), len(commits) - 1]


def fix_search(
    failure: dict,
    commits: list[str],
    cache: BuildCache,
    grid: int,
    judge,
    flags,
    work: Path,
    known: list[str] = [],  # noqa: B006 (read only)
) -> dict:  # type: ignore[no-untyped-def]
    name = f"csmith-{failure['seed']}.c"
    probes: dict[int, Mark] = {}
    with scratch_dir(prefix="tcc-history-label-") as scratch:
        test = scratch.path / name
        test.write_bytes(gzip.decompress((work / "tests" / f"{name}.gz").read_bytes()))
        expected = None
        if failure["verdict"] == "wrong-code":
            built = run_limited(["gcc", "-O0", *flags, name, "-o", "ref", "-lm"], cwd=scratch.path,
                                limits=Limits(120))  # fmt: skip
            ran = run_limited(["./ref"], cwd=scratch.path, limits=Limits(10)) if built.ok else None
            if ran is None or ran.stopped or ran.returncode is None:
                return {"status": "error", "error": "the reference cannot build or run the program"}
            expected = (ran.out, ran.returncode)

        def probe(index: int) -> Mark:
            if index not in probes:
                build = cache.get(commits[index])
                if not build.ok:
                    probes[index] = Mark.SKIP
                else:
                    tcc = cache.recipe.compiler_command(build.prefix)
                    outcome = judge(tcc, scratch.path, name, expected)
                    probes[index] = verdict_of(failure["verdict"], failure["signature"], outcome)
            return probes[index]

        start = commits.index(failure["revision"])
        for fix in known:
            # A fix found for other failures, checked first: BAD just before it and GOOD at it is a fix
            # transition of this failure too (two probes instead of a dozen for the common bugs).
            index = commits.index(fix) if fix in commits else -1
            if index - 1 >= start and probe(index) is Mark.GOOD and probe(index - 1) is Mark.BAD:
                return {"status": "found", "candidates": [fix], "probes": len(probes), "via": "known fix",
                        "skips": sum(1 for v in probes.values() if v is Mark.SKIP)}  # fmt: skip
        coarse = grid_keys(commits, start, grid)
        first = find_transition([commits[i] for i in coarse], lambda k: probe(coarse[k]), old=Mark.BAD,
                                max_skips=None)  # fmt: skip
        if first.status is not Status.FOUND and first.status is not Status.AMBIGUOUS:
            return {"status": first.status.value, "probes": len(probes)}
        low, high = coarse[first.last_old], coarse[first.first_new]
        fine = list(range(low, high + 1))
        second = find_transition([commits[i] for i in fine], lambda k: probe(fine[k]), old=Mark.BAD,
                                 max_skips=None)  # fmt: skip
        candidates = [commits[fine[i]] for i in second.candidates]
        return {"status": second.status.value, "candidates": candidates, "probes": len(probes),
                "skips": sum(1 for v in probes.values() if v is Mark.SKIP)}  # fmt: skip


def earlier_labels(corpus: Path) -> dict[str, dict]:
    """The labelled tests of an earlier build of the corpus (its ``meta.json``), by seed."""
    meta = corpus / "meta.json"
    return {str(t["seed"]): t for t in json.loads(meta.read_text())["tests"]} if meta.exists() else {}


def label_all(
    work: Path,
    recipe: GitBuildRecipe,
    oldest: str,
    grid: int,
    deadline: float | None,
    judge,
    flags,
    previous: Path | None = None,
) -> None:  # type: ignore[no-untyped-def]
    """Fix search for every failure in ``work/failures.jsonl`` (resumable: ``labels.json``); the grid is
    laid over the first-parent history from ``oldest`` (the oldest revision under test) to ``mob``.
    A failure that an earlier build of the corpus (``previous``) labelled -- same seed, revision and
    verdict -- keeps that label and its fix search (marked ``reused``) instead of a new search."""
    cache = BuildCache(recipe)
    failures = [json.loads(line) for line in (work / "failures.jsonl").open()]
    commits = commit_range(recipe.repository, oldest, NEWEST)
    labels_path = work / "labels.json"
    labels = json.loads(labels_path.read_text()) if labels_path.exists() else {}
    earlier = earlier_labels(previous) if previous else {}
    # The most common signature first: its failures share one fix search (the first builds, the others hit
    # the cache), so a deadline cuts off rare failures, each of which needs a search of its own.
    order = Counter(f["signature"] for f in failures)
    for failure in sorted(failures, key=lambda f: (-order[f["signature"]], f["seed"])):
        key = str(failure["seed"])
        if key in labels:
            continue
        same = earlier.get(key)
        if same and (same["revision"], same["verdict"], same["fix_search"]) == (
            failure["revision"],
            failure["verdict"],
            "found",
        ):
            # The same program failing the same way on the same revision: the earlier (unambiguous) fix
            # search holds.
            labels[key] = {"status": same["fix_search"], "candidates": same["candidates"],
                           "label": same["bug"], "probes": same["probes"], "seconds": same["seconds"],
                           "reused": True}  # fmt: skip
            labels_path.write_text(json.dumps(labels, indent=1))
            continue
        if deadline is not None and time.time() > deadline:
            log("label: deadline reached, the rest stay unlabelled")
            break
        started = time.monotonic()
        found = Counter(e["candidates"][0] for e in labels.values() if e.get("status") == "found")
        found.update(t["candidates"][0] for t in earlier.values() if t["fix_search"] == "found")
        known = [fix for fix, _ in found.most_common(KNOWN_FIRST)]
        try:
            entry = fix_search(failure, commits, cache, grid, judge, flags, work, known)
        except EndpointError as error:
            # An end of the grid that cannot judge the program (e.g. mob cannot run it): this failure stays
            # unlabelled, the others are still searched.
            entry = {"status": "error", "error": str(error)[:200]}
        entry["seconds"] = round(time.monotonic() - started, 1)
        if entry.get("candidates"):
            entry["label"] = "fix-" + entry["candidates"][0][:12]
        elif entry["status"] == "all-old":
            entry["label"] = "unfixed-" + ("wrong-code" if failure["verdict"] == "wrong-code"
                                           else failure["signature"][:40].replace(" ", "-"))  # fmt: skip
        labels[key] = entry
        labels_path.write_text(json.dumps(labels, indent=1))
        log(
            f"seed {key} {failure['verdict']}: {entry['status']} {entry.get('label', '')} "
            f"({entry.get('probes')} probes, {entry['seconds']} s, builds so far {cache.builds_run})"
        )


def write_corpus(works: list[Path], out: Path, repo: Path) -> None:
    """Write the corpus from one or more work folders (fuzzed over disjoint seed ranges)."""
    failures, labels, where, programs, seeds = {}, {}, {}, 0, []
    for work in works:
        for failure in map(json.loads, (work / "failures.jsonl").open()):
            failures[str(failure["seed"])] = failure
            where[str(failure["seed"])] = work
        if (work / "labels.json").exists():
            labels.update(json.loads((work / "labels.json").read_text()))
        state = json.loads((work / "fuzz-state.json").read_text())
        programs += state["programs"]
        seeds.append(f"{state['next'] - state['programs']}..{state['next'] - 1}")  # one seed per program
    if out.exists():
        shutil.rmtree(out)
    (out / "tests").mkdir(parents=True)
    (out / "outputs").mkdir()
    rows, meta = [], []
    for key, entry in sorted(labels.items(), key=lambda kv: int(kv[0])):
        if "label" not in entry:
            continue
        failure = failures[key]
        name = f"csmith-{key}.c"
        shutil.copy(where[key] / "tests" / f"{name}.gz", out / "tests" / f"{name}.gz")
        output = failure["compiler_output"]
        if failure["verdict"] == "wrong-code":
            output += "\n" + failure["program_output"]
        (out / "outputs" / f"{name}.gz.txt").write_text(output)
        rows.append((f"{name}.gz", entry["label"]))
        fix = commit_info(repo, entry["candidates"][0]) if entry.get("candidates") else None
        meta.append({"test": f"{name}.gz", "bug": entry["label"], "seed": failure["seed"],
                     "csmith_options": failure["options"], "revision": failure["revision"],
                     "verdict": failure["verdict"], "signature": failure["signature"],
                     "fix_search": entry["status"], "candidates": entry.get("candidates", []),
                     "fix_subject": fix.subject if fix else None, "fix_date": fix.date if fix else None,
                     "probes": entry.get("probes"), "seconds": entry.get("seconds")})  # fmt: skip
    with (out / "labels.csv").open("w", newline="") as stream:
        writer = csv.writer(stream, lineterminator="\n")
        writer.writerow(["test", "bug"])
        writer.writerows(rows)
    counted = Counter(bug for _, bug in rows)
    stats = {"programs": programs, "failures": len(failures), "labelled": len(rows),
             "unlabelled": sorted(set(failures) - {str(m["seed"]) for m in meta}, key=int),
             "bugs": dict(counted.most_common()), "tests": sorted(meta, key=lambda m: m["seed"])}  # fmt: skip
    (out / "meta.json").write_text(json.dumps(stats, indent=1) + "\n")
    subjects = {m["bug"]: (m["fix_subject"] or m["signature"], m["verdict"]) for m in meta}
    lines = [
        "# tcc-history: Csmith failures of old tinycc revisions (2009-2017), labelled by fixing commit",
        "",
        "Built by `bench/tame/build_tcc_history_corpus.py` (do not edit by hand). Each test is an",
        "unreduced Csmith program (swarm testing; gzip) that an old tinycc revision crashes on, rejects,",
        "or miscompiles (run with `tcc -run`, compared with gcc -O0). Its label is the first commit of",
        "tinycc's first-parent history after that revision on which it no longer fails (fix search;",
        "`unfixed-...`: still fails at mob). `meta.json` records, per test, the seed, the Csmith options,",
        "the revision, the verdict and the fix search (candidates, probes).",
        "",
        f"{len(rows)} tests, {len(counted)} bugs, from {programs} programs (Csmith seeds",
        f"{', '.join(seeds)}).",
        "",
        "Rebuild: `.venv/bin/python bench/tame/build_tcc_history_corpus.py --first-seed S --minutes M` for",
        "one seed range; for several (as here), one `--stages fuzz,label --first-seed S --work W --cache C`",
        "per range (each its own work and cache folder), then `--stages write --work W1 --merge W2 ...`.",
        "",
        "| bug | tests | verdict | fixing commit (subject) / signature |",
        "|---|---:|---|---|",
        *(f"| {bug} | {n} | {subjects[bug][1]} | {subjects[bug][0]} |" for bug, n in counted.most_common()),
        "",
    ]
    (out / "README.md").write_text("\n".join(lines))
    log(f"write: {len(rows)} tests, {len(counted)} bugs -> {out}")
