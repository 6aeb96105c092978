"""Build ``bench/tame/corpora/tcc-reduced-wrong``: reduced wrong-code tests of tcc-history, tests only.

The setting of the PLDI'13 GCC wrong-code study and of most ``reportsmith tame --dir`` users: reduced tests
that miscompile, and nothing else (no compiler output, no coverage, no bisection). Made from the corpus in
the repository, reproducibly:

1. select -- the wrong-code tests of ``tcc-history`` (``meta.json``), at most ``--per-bug`` per label in seed
             order (the most frequent bugs would otherwise be most of the corpus and of the work).
2. reduce -- ``reportsmith reduce prog.c test.sh`` (the project's reducer, ``--max-seconds`` each) with an
             interestingness test written per test: the program built by gcc -O0 prints what gcc's
             ASan+UBSan build and clang-16's MSan build print and passes gcc's warnings about uninitialized
             values, missing returns and implicit declarations (the undefined-behaviour screen C-Reduce's
             wrong-code tests use); tinycc at the failing revision and at the parent of the labelled fix
             print something else (``tcc -run``: the old revisions' executables crash on today's glibc),
             and tinycc at the fix prints what gcc's build prints. So the reduced test still shows *the
             labelled bug* (fails just before its fix, passes at it): no bug slippage (Chen, "Improving
             the Utility of Compiler Fuzzers", §6.3).
3. write  -- ``labels.csv``, ``tests/<name>.c`` (reduced, plain text), ``meta.json`` (original and reduced
             sizes, whether the reduction reached its fixpoint, the revisions probed) and ``README.md``.
             No ``outputs/``: this corpus measures test-text distances only.

Builds come from ``reportsmith.bisect``'s build cache (the one ``tcc_history_facts.py`` uses); state lives
in ``--work`` (resumable: a reduced test is not reduced again).

    nice -n 10 flock /tmp/reportsmith-bench.lock .venv/bin/python bench/tame/build_tcc_reduced_corpus.py
"""

from __future__ import annotations

import argparse
import csv
import gzip
import json
import shutil
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from build_tcc_history_corpus import FLAGS, INCLUDE, MIRROR, recipe  # noqa: E402
from reportsmith.bisect.api import BuildCache  # noqa: E402
from reportsmith.bisect.git_history import git  # noqa: E402
from reportsmith.common.process import Limits, run_limited  # noqa: E402

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "corpora" / "tcc-history"
DEFAULT_OUT = HERE / "corpora" / "tcc-reduced-wrong"
REPO_ROOT = HERE.parents[1]
#: Scratch (tinycc clone, builds, one folder per reduction): bench/out is never committed.
WORK = REPO_ROOT / "bench" / "out" / "tcc-reduced"

#: gcc warnings that mean undefined behaviour a sanitizer may miss (C-Reduce's wrong-code test recipe).
#: Not -Werror=incompatible-pointer-types: Csmith's own programs convert away const qualifiers (3 originals
#: of the first run were refused for it), which is no undefined behaviour by itself.
WARNINGS = [
    "-Werror=uninitialized", "-Werror=maybe-uninitialized", "-Werror=return-type",
    "-Werror=implicit-function-declaration", "-Werror=implicit-int", "-Werror=int-conversion",
    "-Werror=div-by-zero", "-Werror=sequence-point", "-Werror=array-bounds", "-Werror=init-self",
]  # fmt: skip

SCRIPT = """#!/bin/sh
# Written by bench/tame/build_tcc_reduced_corpus.py: interesting (exit 0) when prog.c is free of the
# undefined behaviour gcc's ASan+UBSan, clang-16's MSan and gcc's warnings see, and tinycc at {own}
# and at {before} (just before the fix) print something else than gcc -O0, and tinycc at {fix} does not.
I="-I{include}"
T="{flags}"
gcc -O0 -w $I prog.c -o ref -lm >/dev/null 2>&1 || exit 1
timeout 2 ./ref > ref.txt 2>&1; echo "exit $?" >> ref.txt
grep -q '^exit 124$' ref.txt && exit 1
{own_tcc} $T -c prog.c -o own.o >/dev/null 2>&1 || exit 1
timeout 5 {own_tcc} $T -run prog.c > own.txt 2>&1; echo "exit $?" >> own.txt
cmp -s ref.txt own.txt && exit 1
timeout 5 {before_tcc} $T -run prog.c > before.txt 2>&1; echo "exit $?" >> before.txt
cmp -s ref.txt before.txt && exit 1
timeout 5 {fix_tcc} $T -run prog.c > fix.txt 2>&1; echo "exit $?" >> fix.txt
cmp -s ref.txt fix.txt || exit 1
gcc -O1 -c {warnings} $I prog.c -o warn.o >/dev/null 2>&1 || exit 1
S="-fsanitize=address,undefined -fno-sanitize-recover=all"
gcc -O0 -w $S $I prog.c -o asan -lm >/dev/null 2>&1 || exit 1
timeout 5 ./asan > asan.txt 2>&1; echo "exit $?" >> asan.txt
cmp -s ref.txt asan.txt || exit 1
clang-16 -O0 -w -fsanitize=memory $I prog.c -o msan -lm >/dev/null 2>&1 || exit 1
timeout 5 ./msan > msan.txt 2>&1; echo "exit $?" >> msan.txt
cmp -s ref.txt msan.txt || exit 1
exit 0
"""


def log(message: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {message}", flush=True)


def select(per_bug: int) -> list[dict]:
    """The wrong-code tests of tcc-history with a found fix, at most ``per_bug`` per label, in seed order."""
    tests = json.loads((SOURCE / "meta.json").read_text())["tests"]
    taken: Counter[str] = Counter()
    chosen = []
    for test in sorted(tests, key=lambda t: t["seed"]):
        if test["verdict"] != "wrong-code" or not test["candidates"] or taken[test["bug"]] >= per_bug:
            continue
        taken[test["bug"]] += 1
        chosen.append(test)
    return chosen


def write_script(folder: Path, test: dict, repo: Path, cache: BuildCache) -> bool:
    """``folder/test.sh`` for ``test``; False when one of its three tinycc revisions does not build."""
    fix = test["candidates"][0]
    before = git(repo, "rev-parse", f"{fix}^1").strip()
    commands = {}
    for role, commit in (("own", test["revision"]), ("before", before), ("fix", fix)):
        build = cache.get(commit)
        if not build.ok or build.prefix is None:
            return False
        commands[role] = " ".join(cache.recipe.compiler_command(build.prefix))
    text = SCRIPT.format(
        own=test["revision"][:12], before=before[:12], fix=fix[:12], include=INCLUDE,
        flags=" ".join(FLAGS), warnings=" ".join(WARNINGS),
        own_tcc=commands["own"], before_tcc=commands["before"], fix_tcc=commands["fix"],
    )  # fmt: skip
    script = folder / "test.sh"
    script.write_text(text)
    script.chmod(0o755)
    revisions = {"own": test["revision"], "before": before, "fix": fix}
    (folder / "revisions.json").write_text(json.dumps(revisions))
    return True


def interesting(folder: Path, source: Path) -> bool:
    """The interestingness test on ``source`` (copied as prog.c into a scratch folder under ``folder``)."""
    scratch = folder / "check"
    shutil.rmtree(scratch, ignore_errors=True)
    scratch.mkdir()
    shutil.copy(source, scratch / "prog.c")
    return run_limited([str(folder / "test.sh")], cwd=scratch, limits=Limits(120)).returncode == 0


def reduce_one(test: dict, work: Path, repo: Path, cache: BuildCache, seconds: float, jobs: int) -> dict:
    folder = work / test["test"].removesuffix(".c.gz")
    done = folder / "result.json"
    if done.exists():
        return json.loads(done.read_text())
    folder.mkdir(parents=True, exist_ok=True)
    original = gzip.decompress((SOURCE / "tests" / test["test"]).read_bytes())
    (folder / "original.c").write_bytes(original)
    result: dict = {"test": test["test"], "bug": test["bug"], "original_bytes": len(original)}
    if not write_script(folder, test, repo, cache):
        result["status"] = "unbuildable revision"
    elif not interesting(folder, folder / "original.c"):
        result["status"] = "original not interesting"  # e.g. a sanitizer or warning flags the original
    else:
        shutil.copy(folder / "original.c", folder / "prog.c")
        started = time.monotonic()
        ran = subprocess.run(
            [str(REPO_ROOT / ".venv" / "bin" / "reportsmith"), "reduce", "prog.c", "test.sh", "--tidy",
             "--quiet", "-j", str(jobs), "--timeout", "60", "--max-seconds", str(seconds)],
            cwd=folder, capture_output=True, text=True,
        )  # fmt: skip
        reduced = (folder / "prog.c").read_bytes()
        result |= {
            "status": "reduced" if ran.returncode == 0 else f"reducer exit {ran.returncode}",
            "reduced_bytes": len(reduced),
            "seconds": round(time.monotonic() - started, 1),
            "fixpoint": "stopped after" not in ran.stdout + ran.stderr,
            "reducer_tail": (ran.stdout + ran.stderr)[-400:],
            "rechecked": interesting(folder, folder / "prog.c"),
        }
    done.write_text(json.dumps(result, indent=1))
    return result


def write_corpus(results: list[dict], out: Path, work: Path, arguments: argparse.Namespace) -> None:
    kept = [r for r in results if r.get("status") == "reduced" and r.get("rechecked")]
    if out.exists():
        shutil.rmtree(out)
    (out / "tests").mkdir(parents=True)
    rows = []
    for result in kept:
        name = result["test"].removesuffix(".gz")
        shutil.copy(work / name.removesuffix(".c") / "prog.c", out / "tests" / name)
        rows.append((name, result["bug"]))
    with (out / "labels.csv").open("w", newline="") as stream:
        writer = csv.writer(stream, lineterminator="\n")
        writer.writerow(["test", "bug"])
        writer.writerows(rows)
    counted = Counter(bug for _, bug in rows)
    dropped = Counter(
        r.get("status") if r.get("status") != "reduced" else "reduced test no longer interesting"
        for r in results
        if r not in kept
    )
    sizes = sorted(r["reduced_bytes"] for r in kept)
    meta = {"source": "bench/tame/corpora/tcc-history", "per_bug": arguments.per_bug,
            "max_seconds": arguments.max_seconds, "selected": len(results), "tests": len(rows),
            "bugs": dict(counted.most_common()), "dropped": dict(dropped),
            "median_reduced_bytes": sizes[len(sizes) // 2] if sizes else None,
            "reductions": results}  # fmt: skip
    (out / "meta.json").write_text(json.dumps(meta, indent=1) + "\n")
    lines = [
        "# tcc-reduced-wrong: reduced wrong-code tests of old tinycc revisions, tests only",
        "",
        "Built by `bench/tame/build_tcc_reduced_corpus.py` (do not edit by hand) from the wrong-code",
        f"tests of `tcc-history` (at most {arguments.per_bug} per bug, in seed order), each reduced by",
        f"`reportsmith reduce` for at most {arguments.max_seconds:g} s with an interestingness test that",
        "keeps the program free of undefined behaviour (gcc ASan+UBSan, clang-16 MSan, gcc's warnings) and",
        "keeps *its labelled bug*: tinycc miscompiles it at the failing revision and just before the",
        "labelled fix, and not at the fix. Labels are tcc-history's (fixing commits). No compiler outputs:",
        "the setting of a folder of reduced tests.",
        "",
        f"{len(rows)} tests, {len(counted)} bugs; median size {meta['median_reduced_bytes']} bytes; dropped:",
        f"{', '.join(f'{n} {why}' for why, n in dropped.items()) or 'none'}.",
        "",
        "| bug | tests |",
        "|---|---:|",
        *(f"| {bug} | {n} |" for bug, n in counted.most_common()),
        "",
    ]
    (out / "README.md").write_text("\n".join(lines))
    log(f"write: {len(rows)} tests, {len(counted)} bugs -> {out}")


def main() -> int:
    formatter = argparse.RawDescriptionHelpFormatter
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=formatter)
    parser.add_argument("--per-bug", type=int, default=8)
    parser.add_argument("--max-seconds", type=float, default=100.0, help="reduction budget per test")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--work", type=Path, default=WORK / "reduced")
    parser.add_argument("--repo", type=Path, default=WORK / "tinycc")
    parser.add_argument("--cache", type=Path, default=WORK / "builds")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--stages", default="reduce,write")
    arguments = parser.parse_args()
    arguments.work.mkdir(parents=True, exist_ok=True)
    if not arguments.repo.exists():
        run_limited(["git", "clone", "-q", str(MIRROR), str(arguments.repo)], limits=Limits(600))
    cache = BuildCache(recipe(arguments.repo, arguments.cache))
    chosen = select(arguments.per_bug)
    log(f"select: {len(chosen)} tests, {len({t['bug'] for t in chosen})} bugs")
    results = []
    for number, test in enumerate(chosen, start=1):
        if "reduce" in arguments.stages.split(","):
            result = reduce_one(test, arguments.work, arguments.repo, cache, arguments.max_seconds,
                                arguments.jobs)  # fmt: skip
            log(f"{number}/{len(chosen)} {test['test']} {test['bug']}: {result['status']} "
                f"{result['original_bytes']} -> {result.get('reduced_bytes', '-')} B "
                f"({result.get('seconds', 0)} s, rechecked {result.get('rechecked')})")  # fmt: skip
        else:
            path = arguments.work / test["test"].removesuffix(".c.gz") / "result.json"
            missing = {"test": test["test"], "status": "not run"}
            result = json.loads(path.read_text()) if path.exists() else missing
        results.append(result)
    if "write" in arguments.stages.split(","):
        write_corpus(results, arguments.out, arguments.work, arguments)
    return 0


if __name__ == "__main__":
    sys.exit(main())
