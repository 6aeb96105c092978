"""Build the real-failure tamer corpus ``bench/tame/corpora/tcc-csmith`` from Debian tcc and Csmith.

Ground truth comes from tinycc's history, not from the features the tamer ranks by: every failure is
labelled by the tinycc commit that *fixes* it (fix search, first good after bad, over the first-parent
history from the Debian snapshot ``777c017034af`` to ``origin/mob``), probing the *reduced* test.

Stages (each resumable; state lives in ``--work``, never in the repository):

1. fuzz   -- ``reportsmith.fuzz.Campaign`` with Debian tcc -w under test and gcc -O0 as the reference, in two
             Csmith modes: default (packed structs: most programs hit the ``#pragma pack(push)`` rejects-valid
             bug) and ``--no-packed-struct`` (rare miscompilations and crashes). Failures go to a store.
2. reduce -- ``reportsmith.reduction.reduce_failure`` per failure with a per-verdict time budget (partial
             reductions are kept and marked ``complete: false``).
3. label  -- ``reportsmith.bisect.api.first_fixed_revision`` with a ``GitBuildRecipe`` and the predicate of
             the verdict (RejectPredicate / CrashPredicate / OutputDiffersPredicate vs gcc -O0). A failure
             still failing at the newest commit is labelled ``unfixed-<signature>``.
4. write  -- ``labels.csv`` (test,bug), ``tests/``, ``outputs/`` (Debian tcc's output on the reduced test,
             plus the program's output for wrong code) and ``meta.json`` (provenance of every label).

    .venv/bin/python bench/tame/build_tcc_corpus.py --packed-seeds 30000:120 --seeds 20000:1600

Hangs are not labelled (a "program timeout (also with references)" is not a compiler bug).
"""

from __future__ import annotations

import argparse
import csv
import json
import platform
import re
import shutil
import sys
import time
from dataclasses import replace
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
DEFAULT_OUT = REPO_ROOT / "bench" / "tame" / "corpora" / "tcc-csmith"
BUILD = ["./configure --prefix={prefix} >/dev/null", "make -j{jobs}", "make install"]
INCLUDE = "/usr/include/csmith"
FLAGS = ["-w", f"-I{INCLUDE}"]
LABELLED = ("crash", "rejects-valid", "wrong-code")

CONFIG = """# written by bench/tame/build_tcc_corpus.py
data_dir = "{data}"

[[compilers]]
name = "tcc"
command = "tcc"
flag_sets = ["-w"]

[[references]]
name = "gcc"
command = "gcc"
flag_sets = ["-O0 -w"]

[fuzzer]
options = "{options}"

[limits]
run_timeout = 5.0

[reduce]
verdicts = ["crash", "rejects-valid", "wrong-code"]
jobs = {jobs}
max_seconds = 60.0
"""


def seed_range(text: str) -> tuple[int, int]:
    start, _, count = text.partition(":")
    return int(start), int(count or 0)


def app_for(work: Path, options: str, jobs: int):  # type: ignore[no-untyped-def]
    from reportsmith.app import App
    from reportsmith.config import load_config

    path = work / f"config{'-packed' if not options else ''}.toml"
    path.write_text(CONFIG.format(data=work / "data", options=options, jobs=jobs))
    return App(load_config(path))


def log(message: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {message}", flush=True)


# -- 1. fuzz ------------------------------------------------------------------------------------------


def fuzz(work: Path, mode: str, seeds: tuple[int, int], jobs: int) -> None:
    from reportsmith.fuzz import Campaign

    start, count = seeds
    if not count:
        return
    marker = work / f"fuzzed-{mode}-{start}-{count}"
    if marker.exists():
        log(f"fuzz {mode} {start}:{count}: done before")
        return
    options = "" if mode == "packed" else "--no-packed-struct"
    campaign = Campaign(app_for(work, options, jobs))
    log(f"fuzz {mode}: seeds {start}..{start + count - 1}")
    stats = campaign.run(programs=count, jobs=jobs, first_seed=start)
    log(f"fuzz {mode}: {stats.describe()}")
    marker.write_text(stats.describe() + "\n")


# -- 2. reduce ----------------------------------------------------------------------------------------


def reduce_all(work: Path, jobs: int, budgets: dict[str, float], continue_partial: bool) -> None:
    from reportsmith.errors import NotReducible
    from reportsmith.reduction import reduce_failure
    from reportsmith.store.failures import list_failures
    from reportsmith.store.models import FailureState

    base = app_for(work, "--no-packed-struct", jobs)
    pending = [f for f in list_failures(base.store, status=FailureState.NEW) if f.verdict in LABELLED]
    # A reduction cut short by its budget continues from its best result (another budget's worth).
    partial = [
        f
        for f in list_failures(base.store, status=FailureState.REDUCED)
        if continue_partial and f.verdict in LABELLED and not (f.reduction and f.reduction.complete)
    ]
    log(f"reduce: {len(pending)} new failures, {len(partial)} partial reductions to continue")
    for failure in partial:
        failure.test_bytes = failure.reduced_bytes  # in memory only: the store keeps the original
    rounds_path = work / "reduce-rounds.json"
    rounds = json.loads(rounds_path.read_text()) if rounds_path.exists() else {}
    for failure in pending + partial:
        config = replace(
            base.config, reduce=replace(base.config.reduce, max_seconds=budgets[failure.verdict])
        )
        app = type(base)(config)
        try:
            summary = reduce_failure(app, failure)
        except NotReducible as error:
            log(f"#{failure.id}: not reducible: {error}")
            continue
        rounds.setdefault(str(failure.id), []).append(
            {k: getattr(summary, k) for k in ("original_size", "size", "seconds", "complete", "stopped")}
        )
        rounds_path.write_text(json.dumps(rounds, indent=1))
        log(
            f"#{failure.id} {failure.test_name} {failure.verdict}: {summary.original_size} -> "
            f"{summary.size} B in {summary.seconds} s"
            f"{'' if summary.complete else ' (partial: ' + summary.stopped + ')'}"
        )


# -- 3. label -----------------------------------------------------------------------------------------


def short_signature(signature: str) -> str:
    text = re.sub(r"^tcc( -w)?: ", "", signature)
    return re.sub(r"[^A-Za-z0-9]+", "-", text).strip("-").lower()[:60]


def predicate_for(failure, test: Path):  # type: ignore[no-untyped-def]
    from reportsmith.bisect.api import CrashPredicate, OutputDiffersPredicate, RejectPredicate
    from reportsmith.common.process import run_limited
    from reportsmith.common.signature import first_error

    if failure.verdict == "rejects-valid":
        # The error Debian's tcc gives on the reduced test (never "-o /dev/null": tcc unlinks it as root).
        debian = run_limited(["tcc", "-c", *FLAGS, str(test), "-o", "debian.o"], cwd=test.parent)
        return RejectPredicate(
            test_file=test, signature=first_error(debian.output, [test.name]), compile_args=("-c",)
        ), FLAGS
    if failure.verdict == "crash":
        return CrashPredicate(test_file=test, signature=failure.signature, compile_args=("-c",)), FLAGS
    reference = ("gcc", "-O0", *FLAGS)
    return OutputDiffersPredicate(test, reference, run_timeout=10.0), [*FLAGS, "-lm"]


def label_all(work: Path, repo: Path, cache: Path, deadline: float | None) -> None:
    from reportsmith.bisect.api import GitBuildRecipe, first_fixed_revision
    from reportsmith.bisect.git_history import resolve
    from reportsmith.store.failures import list_failures

    app = app_for(work, "--no-packed-struct", 2)
    labels_path = work / "labels.json"
    labels = json.loads(labels_path.read_text()) if labels_path.exists() else {}
    bad = resolve(repo, "777c017034af")
    fixed = resolve(repo, "origin/mob")
    recipe = GitBuildRecipe(repo, BUILD, "{prefix}/bin/tcc", cache, cache_budget_mb=4096, jobs=2)
    failures = [f for f in list_failures(app.store) if f.verdict in LABELLED and f.reduced_bytes]
    # Rare bugs first: the pragma-pack failures all hit cached builds and are cheap.
    failures.sort(key=lambda f: (f.verdict == "rejects-valid", f.id))
    for failure in failures:
        key = str(failure.id)
        if key in labels:
            continue
        if deadline is not None and time.time() > deadline:
            log("label: deadline reached, the rest stay unlabelled")
            break
        folder = work / "label" / key
        folder.mkdir(parents=True, exist_ok=True)
        test = folder / failure.test_name
        test.write_bytes(failure.reduced_bytes)
        predicate, flags = predicate_for(failure, test)
        started = time.monotonic()
        try:
            report = first_fixed_revision(recipe, bad, fixed, predicate, flags)
        except Exception as error:  # a predicate that cannot run (e.g. reference cannot build): say so
            labels[key] = {"status": "error", "error": f"{type(error).__name__}: {error}"}
            log(f"#{key}: bisection failed: {error}")
            labels_path.write_text(json.dumps(labels, indent=1))
            continue
        status = report.result.status.value
        entry = {
            "status": status,
            "summary": report.summary,
            "probes": report.result.probe_count,
            "builds": report.builds,
            "cache_hits": report.cache_hits,
            "seconds": round(time.monotonic() - started, 1),
            "notes": report.notes,
            "culprits": [
                {"hash": c.hash, "date": c.date, "author": c.author, "subject": c.subject}
                for c in report.culprits
            ],
        }
        if report.culprits and status in ("found", "ambiguous"):
            entry["label"] = "fix-" + report.culprits[0].hash[:12]
        elif status == "all-old":
            entry["label"] = "unfixed-" + short_signature(failure.signature)
        labels[key] = entry
        labels_path.write_text(json.dumps(labels, indent=1))
        log(f"#{key} {failure.test_name}: {report.summary} ({entry['builds']} builds, {entry['seconds']} s)")


# -- 4. write -----------------------------------------------------------------------------------------


def write_corpus(work: Path, out: Path, started: float, arguments: argparse.Namespace) -> dict:
    from reportsmith.store.failures import list_failures
    from reportsmith.store.results import Reduction

    app = app_for(work, "--no-packed-struct", 2)
    labels = json.loads((work / "labels.json").read_text()) if (work / "labels.json").exists() else {}
    rounds_path = work / "reduce-rounds.json"
    rounds = json.loads(rounds_path.read_text()) if rounds_path.exists() else {}
    if out.exists():
        shutil.rmtree(out)
    (out / "tests").mkdir(parents=True)
    (out / "outputs").mkdir()
    rows, meta = [], []
    all_failures = list_failures(app.store)
    for failure in all_failures:
        entry = labels.get(str(failure.id), {})
        if "label" not in entry or not failure.reduced_bytes:
            continue
        reduction = failure.reduction or Reduction()
        seed = (failure.details or {}).get("csmith_seed")
        mode = "no-packed-struct" if "--no-packed-struct" in failure.origin else "packed"
        name = f"csmith-{seed}.c"  # the name says nothing of the bug or the verdict
        (out / "tests" / name).write_bytes(failure.reduced_bytes)
        output = reduction.compiler_output or ""
        if failure.verdict == "wrong-code":  # what the oracle saw the program do, and its output
            reason = reduction.recheck.reason if reduction.recheck else ""
            output += f"\n{reason}\n{reduction.program_output}"
        (out / "outputs" / f"{name}.txt").write_text(output)
        rows.append((name, entry["label"]))
        culprit = entry["culprits"][0] if entry.get("culprits") else None
        meta.append(
            {
                "test": name,
                "bug": entry["label"],
                "csmith": f"csmith {'--no-packed-struct ' if mode != 'packed' else ''}--seed {seed}",
                "verdict": failure.verdict,
                "signature": failure.signature,
                "original_bytes": len(failure.test_bytes),
                "reduced_bytes": len(failure.reduced_bytes),
                "reduction_complete": reduction.complete,
                "reduction_seconds": sum(r["seconds"] or 0 for r in rounds.get(str(failure.id), [])),
                "reduction_rounds": len(rounds.get(str(failure.id), [])),
                "recheck_same": reduction.recheck.same if reduction.recheck else None,
                "bisection": entry["summary"],
                "fix_subject": culprit["subject"] if culprit else None,
                "probes": entry["probes"],
                "builds": entry["builds"],
            }
        )
    with (out / "labels.csv").open("w", newline="") as stream:
        writer = csv.writer(stream, lineterminator="\n")
        writer.writerow(["test", "bug"])
        writer.writerows(sorted(rows))
    counted = {}
    for _, bug in rows:
        counted[bug] = counted.get(bug, 0) + 1
    stats = {
        "date": time.strftime("%Y-%m-%d %H:%M"),
        "machine": f"{platform.node()} {platform.machine()}",
        # Every campaign run in --work so far (stages may be run separately; each leaves a marker).
        "campaigns": {m.name: m.read_text().strip() for m in sorted(work.glob("fuzzed-*"))},
        "stored_failures": {
            v: sum(1 for f in all_failures if f.verdict == v)
            for v in sorted({f.verdict for f in all_failures})
        },
        "tests": len(rows),
        "bugs": counted,
        "unlabelled": sorted(
            str(f.id)
            for f in all_failures
            if f.verdict in LABELLED and "label" not in labels.get(str(f.id), {})
        ),
        "reductions_partial": sum(1 for m in meta if not m["reduction_complete"]),
        "build_seconds_this_run": round(time.monotonic() - started, 1),
        "failures": sorted(meta, key=lambda m: m["test"]),
    }
    (out / "meta.json").write_text(json.dumps(stats, indent=1) + "\n")
    subjects = {m["bug"]: m["fix_subject"] or m["signature"] for m in meta}
    lines = [
        "# tcc-csmith: real Debian tcc (0.9.27+git20200814) failures on Csmith programs",
        "",
        "Built by `bench/tame/build_tcc_corpus.py` (do not edit by hand). Each test is the reduced",
        "failing program; its label is the tinycc commit that fixes it, found by fix search over tinycc's",
        "first-parent history 777c017034af..origin/mob probing the reduced test (`unfixed-...`: still",
        "failing at mob). `outputs/` holds Debian tcc's output on the reduced test (and, for wrong code,",
        "the program's output). `meta.json` records, for every test, the Csmith seed, verdict, sizes,",
        "whether the reduction finished in its budget, and the bisection summary.",
        "",
        "| bug | tests | fixing commit / signature |",
        "|---|---:|---|",
        *(f"| {bug} | {n} | {subjects[bug]} |" for bug, n in sorted(counted.items(), key=lambda kv: -kv[1])),
        "",
    ]
    (out / "README.md").write_text("\n".join(lines))
    log(f"write: {len(rows)} tests, {len(counted)} bugs -> {out}: {counted}")
    return stats


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--packed-seeds", default="30000:120", help="START:COUNT, csmith default options")
    parser.add_argument("--seeds", default="20000:1600", help="START:COUNT, csmith --no-packed-struct")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--work", type=Path, default=Path("/work/cache/tcc-corpus"))
    parser.add_argument("--repo", type=Path, default=Path("/work/cache/tinycc"))
    parser.add_argument("--cache", type=Path, default=Path("/work/cache/bisect-bench/cache"))
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument(
        "--reduce-rejects", type=float, default=20.0, help="seconds per rejects-valid failure"
    )
    parser.add_argument("--reduce-seconds", type=float, default=90.0, help="seconds per crash / wrong code")
    parser.add_argument("--label-minutes", type=float, default=None, help="stop starting bisections after")
    parser.add_argument("--stages", default="fuzz,reduce,label,write")
    parser.add_argument(
        "--continue-partial", action="store_true", help="give budget-cut reductions another budget"
    )
    arguments = parser.parse_args()
    started = time.monotonic()
    arguments.work.mkdir(parents=True, exist_ok=True)
    stages = set(arguments.stages.split(","))
    if "fuzz" in stages:
        fuzz(arguments.work, "packed", seed_range(arguments.packed_seeds), arguments.jobs)
        fuzz(arguments.work, "no-packed-struct", seed_range(arguments.seeds), arguments.jobs)
    if "reduce" in stages:
        budgets = {
            "rejects-valid": arguments.reduce_rejects,
            "crash": arguments.reduce_seconds,
            "wrong-code": arguments.reduce_seconds,
        }
        reduce_all(arguments.work, arguments.jobs, budgets, arguments.continue_partial)
    if "label" in stages:
        deadline = time.time() + arguments.label_minutes * 60 if arguments.label_minutes else None
        label_all(arguments.work, arguments.repo, arguments.cache, deadline)
    if "write" in stages:
        write_corpus(arguments.work, arguments.out, started, arguments)
    log(f"took {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
