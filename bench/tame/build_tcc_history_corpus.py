"""Build ``bench/tame/corpora/tcc-history``: Csmith failures of old tinycc revisions, labelled by fix commit.

Ground truth comes from tinycc's history, never from the features the tamer ranks by (as PLDI'13 labelled its
corpora): each failure is labelled by the first later commit of tinycc's first-parent history on which the
failing program no longer fails (fix search).

Stages (each resumable; state lives in ``--work``, never in the repository; one process, one core):

1. build  -- the old revisions under test (``--revisions``) through ``reportsmith.bisect``'s build cache.
             Revisions before ~2016 link executables that crash on today's glibc, so every program runs with
             ``tcc -run`` (in-process: tcc's own code generation and loader, no system linker).
2. fuzz   -- Csmith with swarm testing (``reportsmith.fuzz.SWARM_FEATURES``, chosen from the seed exactly as a
             campaign does), a fraction of the seeds with Csmith's default packed structs. gcc -O0 is the
             reference. Each program is judged by every old revision; a failing program is kept once, with the
             newest revision it fails on (crash, rejects-valid or wrong code; hangs are not labelled).
3. label  -- checkpointed fix search with :func:`reportsmith.bisect.engine.find_transition`: first over a
             grid of every ``--grid``-th commit (shared by all failures, so builds are reused from the cache),
             then inside the bracketing grid interval. The label is ``fix-<hash12>`` (``unfixed-...`` when the
             program still fails at the newest commit; ``ambiguous`` results name the first candidate).
4. write  -- ``labels.csv``, ``tests/<name>.c.gz`` (unreduced programs, gzip: the corpus loader reads
             ``.gz``), ``outputs/`` (the old tcc's output, and the program's for wrong code) and ``meta.json``
             (seed, Csmith options, revision, verdict, and the fix search of every label).

    .venv/bin/python bench/tame/build_tcc_history_corpus.py --minutes 40

Faster on a shared machine: several fuzz processes over disjoint seed ranges, each with its own ``--work``
and ``--cache`` (and its own ``--stages label`` loop), then one ``--stages write --merge WORK...``. A label
stage reuses the label of an earlier build of the corpus (``--out``'s ``meta.json``) for a failure with the
same seed, revision and verdict.
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import re
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from reportsmith.bisect.build_cache import BuildCache, GitBuildRecipe  # noqa: E402
from reportsmith.bisect.git_history import resolve  # noqa: E402
from reportsmith.common.process import Limits, run_limited, scratch_dir  # noqa: E402
from reportsmith.fuzz import SWARM_FEATURES  # noqa: E402
from tcc_history_label import label_all, write_corpus  # noqa: E402

REPO_ROOT = Path(__file__).resolve().parents[2]
DEFAULT_OUT = REPO_ROOT / "bench" / "tame" / "corpora" / "tcc-history"
MIRROR = Path("/work/.mirror/TinyCC+tinycc/repo")
INCLUDE = "/usr/include/csmith"
#: Revisions before 0.9.27 know no multiarch paths: Debian's headers and libc (for ``tcc -run``) named.
MULTIARCH = ["-I/usr/include/x86_64-linux-gnu", "-L/usr/lib/x86_64-linux-gnu"]
FLAGS = ["-w", f"-I{INCLUDE}", *MULTIARCH]
#: glibc 2.34 removed the malloc hooks that tinycc's bound checker (2016-2021) assigns: declare them so those
#: revisions build (the bound checker is never used here).
PATCH_BCHECK = (
    "grep -q __malloc_hook lib/bcheck.c 2>/dev/null && ! grep -q __malloc_hook /usr/include/malloc.h && "
    "sed -i '1i void *(*__malloc_hook)(); void (*__free_hook)(); void *(*__realloc_hook)(); "
    "void *(*__memalign_hook)();' lib/bcheck.c; true"
)
#: tcc itself built with gcc -O0: a build takes ~3 s instead of ~30 s, which is what makes a fix search over
#: 2,900 commits affordable (tcc's bugs are in tcc's logic, not in how gcc optimises it). Releases up to
#: 2016 build documentation that needs texi2html and makeinfo: the files are touched first so that neither
#: ``make`` nor ``make install`` tries.
BUILD = [
    PATCH_BCHECK,
    "./configure --prefix={prefix} --extra-cflags=-O0 >/dev/null",
    "touch tcc-doc.html tcc-doc.info tcc.1",
    "make -j{jobs}",
    "make install",
]
#: The same build, then tcc itself rebuilt with --coverage over the installed one, its .gcno notes files (and
#: sources, for gcov) kept in {prefix}/gcov with BUILD_DIR (reportsmith.tamer.coverage). Its own cache folder:
#: the build cache keys builds by commit alone.
COVERAGE_BUILD = [
    *BUILD,
    "rm -f tcc *.o libtcc.a",
    "make tcc CC='gcc --coverage' CFLAGS='-O0 -g'",  # CC: old Makefiles link without LDFLAGS
    "cp tcc {prefix}/bin/tcc && mkdir -p {prefix}/gcov && cp *.gcno *.c *.h {prefix}/gcov/",
    "pwd > {prefix}/gcov/BUILD_DIR",
]

REFERENCE_SECONDS = 1.0
#: Smaller programs: cheaper to generate, judge and compare (Levenshtein), and tinycc's bugs are local.
CSMITH_SIZE = ["--max-funcs", "4"]
#: release_0_9_25 (2009, the first with x86-64), three commits between it and 0.9.26 (2010-2012),
#: release_0_9_26, three commits between it and 0.9.27, release_0_9_27.
REVISIONS = (
    "release_0_9_25,46862360,32a682b8,1d0a5c25,"
    "release_0_9_26,f2c8491fc0ec,4bb9dd44f14f,11747fe5d0b8,release_0_9_27"
)


def log(message: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {message}", flush=True)


def recipe(repo: Path, cache: Path) -> GitBuildRecipe:
    return GitBuildRecipe(repo, BUILD, "{prefix}/bin/tcc", cache, cache_budget_mb=8192, jobs=1)


@dataclass
class Outcome:
    """How one compiler handled one program."""

    verdict: str  # "ok", "crash", "rejects-valid", "wrong-code", "hang"
    signature: str = ""
    compiler_output: str = ""
    program_output: str = ""


def first_error(output: str) -> str:
    for line in output.splitlines():
        if "error" in line:
            return re.sub(r"^[^:]*:\d+: ", "", line.strip())
    return output.strip().splitlines()[0] if output.strip() else "(no message)"


def judge(tcc: list[str], directory: Path, name: str, expected: tuple[str, int] | None) -> Outcome:
    """Compile ``name`` with ``tcc`` (crash? rejected?), then run it (``tcc -run``) against ``expected``."""
    compiled = run_limited([*tcc, *FLAGS, "-c", name, "-o", "out.o"], cwd=directory, limits=Limits(60))
    if compiled.signal is not None:
        return Outcome("crash", f"tcc: crash {compiled.signal_name}", compiled.output)
    if compiled.stopped:
        return Outcome("hang", "compiler timeout", compiled.output)
    if compiled.returncode != 0:
        return Outcome("rejects-valid", first_error(compiled.output), compiled.output)
    if expected is None:
        return Outcome("ok")
    ran = run_limited([*tcc, *FLAGS, "-run", name], cwd=directory, limits=Limits(4 * REFERENCE_SECONDS))
    if ran.stopped:
        return Outcome("hang", "program timeout", compiled.output)
    status = ran.returncode if ran.returncode is not None else -1
    if (ran.out, status) == expected:
        return Outcome("ok")
    shown = f"exit status {status}" if ran.signal is None else f"killed by {ran.signal_name}"
    return Outcome("wrong-code", "wrong code", compiled.output, f"{shown}\n{ran.out[-2000:]}")


def reference(directory: Path, name: str) -> tuple[str, int] | None:
    built = run_limited(["gcc", "-O0", *FLAGS, name, "-o", "ref", "-lm"], cwd=directory, limits=Limits(120))
    if not built.ok:
        return None
    # Programs that run long under gcc -O0 are skipped: a few hang for minutes and tcc -run is no faster.
    ran = run_limited(["./ref"], cwd=directory, limits=Limits(REFERENCE_SECONDS))
    return None if ran.stopped or ran.returncode is None else (ran.out, ran.returncode)


def csmith_options(seed: int, packed_every: int) -> list[str]:
    choose = random.Random(seed)  # the same choice as reportsmith.fuzz.Campaign.csmith_command
    options = [f"--no-{feature}" for feature in SWARM_FEATURES if choose.random() < 0.5]
    return options if packed_every and seed % packed_every == 0 else ["--no-packed-struct", *options]


def fuzz(
    work: Path, builds: dict[str, list[str]], newest: list[str], first: int, minutes: float, packed_every: int
) -> None:
    failures_path = work / "failures.jsonl"
    state_path = work / "fuzz-state.json"
    state = json.loads(state_path.read_text()) if state_path.exists() else {"next": first, "programs": 0}
    deadline = time.monotonic() + minutes * 60
    found = sum(1 for _ in failures_path.open()) if failures_path.exists() else 0
    (work / "tests").mkdir(exist_ok=True)
    while time.monotonic() < deadline:
        seed = state["next"]
        options = csmith_options(seed, packed_every)
        with scratch_dir(prefix="tcc-history-") as scratch:
            name = f"csmith-{seed}.c"
            command = ["csmith", *CSMITH_SIZE, *options, "--seed", str(seed)]
            made = run_limited(command, limits=Limits(30, output_bytes=8 << 20))
            if made.ok and made.stdout:
                (scratch.path / name).write_bytes(made.stdout)
                failure, expected = None, None
                # gcc runs only when an old revision's program behaves unlike today's tinycc (or today's
                # cannot run it): most programs agree, and gcc -O0 is most of the cost of a program.
                modern = run_limited([*newest, *FLAGS, "-run", name], cwd=scratch.path, limits=Limits(4))
                agreed = (
                    None if modern.stopped or modern.returncode is None else (modern.out, modern.returncode)
                )
                if agreed is None:
                    expected = reference(scratch.path, name)
                for revision, tcc in builds.items():  # oldest first: keep the newest failing revision
                    outcome = judge(tcc, scratch.path, name, agreed or expected)
                    if outcome.verdict == "wrong-code" and agreed is not None:
                        expected = expected or reference(scratch.path, name)
                        outcome = judge(tcc, scratch.path, name, expected) if expected else Outcome("ok")
                    if outcome.verdict in ("crash", "rejects-valid", "wrong-code"):
                        failure = {
                            "seed": seed,
                            "options": command[1:-2],
                            "revision": revision,
                            **outcome.__dict__,
                        }
                if failure and (expected is not None or failure["verdict"] != "wrong-code"):
                    (work / "tests" / f"{name}.gz").write_bytes(gzip.compress(made.stdout, 9))
                    failure["reference_output"] = expected[0] if expected else None
                    with failures_path.open("a") as stream:
                        stream.write(json.dumps(failure) + "\n")
                    found += 1
                    log(
                        f"seed {seed}: {failure['verdict']} at {failure['revision'][:12]}: "
                        f"{failure['signature'][:80]} ({found} failures / {state['programs'] + 1} programs)"
                    )
                state["programs"] += 1
        state["next"] = seed + 1
        state_path.write_text(json.dumps(state))
    log(f"fuzz: {state['programs']} programs so far, {found} failures")


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--revisions", default=REVISIONS, help="comma-separated, oldest first")
    parser.add_argument("--first-seed", type=int, default=100000)
    parser.add_argument("--minutes", type=float, default=40.0, help="fuzzing time (resumes where it stopped)")
    parser.add_argument("--packed-every", type=int, default=4, help="every N-th seed keeps packed structs")
    parser.add_argument("--grid", type=int, default=48, help="commits between fix-search checkpoints")
    parser.add_argument("--label-minutes", type=float, default=None, help="stop starting fix searches after")
    parser.add_argument("--work", type=Path, default=Path("/work/cache/h16/corpus"))
    parser.add_argument("--repo", type=Path, default=Path("/work/cache/h16/tinycc"))
    parser.add_argument("--cache", type=Path, default=Path("/work/cache/h16/cache2"))
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--stages", default="fuzz,label,write")
    more = "write: more work folders (other seed ranges, fuzzed and labelled in parallel)"
    parser.add_argument("--merge", type=Path, nargs="*", default=[], help=more)
    arguments = parser.parse_args()
    started = time.monotonic()
    arguments.work.mkdir(parents=True, exist_ok=True)
    if not arguments.repo.exists():
        run_limited(["git", "clone", "-q", str(MIRROR), str(arguments.repo)], limits=Limits(600))
    build_recipe = recipe(arguments.repo, arguments.cache)
    cache = BuildCache(build_recipe)
    stages = set(arguments.stages.split(","))
    if "fuzz" in stages:
        builds: dict[str, list[str]] = {}
        for name in arguments.revisions.split(","):
            commit = resolve(arguments.repo, name)
            outcome = cache.get(commit)
            if not outcome.ok:
                raise SystemExit(f"{name}: does not build (log {outcome.log})")
            builds[commit] = build_recipe.compiler_command(outcome.prefix)
        newest = build_recipe.compiler_command(cache.get(resolve(arguments.repo, "mob")).prefix)
        fuzz(arguments.work, builds, newest, arguments.first_seed, arguments.minutes, arguments.packed_every)
    if "label" in stages:
        deadline = time.time() + arguments.label_minutes * 60 if arguments.label_minutes else None
        oldest = resolve(arguments.repo, arguments.revisions.split(",")[0])
        label_all(arguments.work, build_recipe, oldest, arguments.grid, deadline, judge, FLAGS, arguments.out)
    if "write" in stages:
        write_corpus([arguments.work, *arguments.merge], arguments.out, arguments.repo)
    log(f"took {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
