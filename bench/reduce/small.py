"""Benchmark: small wrong-code tests to their fixpoint, reportsmith beside cvise (issue 37).

The Show point: "a <= 1 KB wrong-code test reaches its fixpoint in <= 60 s, for at least 3 such tests from
../shared/bench/real or a public LLVM/GCC report, side by side with cvise given the same sanitizer-checked
test script". The cases (``small_cases.toml``) are public reports' tests, each checked free of undefined
behaviour by hand. For each case and repeat:

* ``reportsmith``: ``reportsmith reduce FILE --wrong-code "COMPILER FLAGS" [--keep-range A..B] --timing``
  with no budget, to its fixpoint (``--cap`` seconds only kill a run that never ends, recorded as not
  finished): wall seconds, tests, final size;
* then the final text is checked again by a fresh predicate built from the original (the same built-in
  wrong-code predicate and release range, :meth:`audit`): Frama-C Eva clean (run on its own, so it is
  known even when an earlier check fails), every check passed, and the range kept;
* ``cvise`` (``--competitor``, or none with ``--no-competitor``) on the same input with ``--n 2`` and the
  sanitizer-checked script of :func:`competitors.competitor_test` in its strict form (gcc-12's UB warnings
  as errors too, the original's very signal, as ``../shared/bench/real``'s ``test.sh``), also to its
  fixpoint; its result gets the same re-check.

Run: ``.venv/bin/python bench/reduce/small.py [--cases ID,ID] [--repeats 1] [--no-competitor]
[--competitor cvise] [--cap 3600] [--out bench/out/small]``; it prints the table and writes
``OUT/results.json`` after every run; ``small.py table OUT/results.json`` prints the table again.
Timed figures want the machine to themselves.
"""

from __future__ import annotations

import argparse
import json
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import tomllib
from dataclasses import asdict, dataclass, field
from pathlib import Path

from competitors import ScriptSpec, competitor_test, load_average, run_competitor, run_session, timing_trace
from reportsmith.errors import ReportsmithError

REPO = Path(__file__).resolve().parents[2]
CASES = Path(__file__).resolve().parent / "small_cases.toml"
REPORTSMITH = str(REPO / ".venv/bin/reportsmith")
#: ``reduce FILE``'s last line: ``FILE: A -> B bytes (P%) in S s, N tests, ...``.
_SUMMARY = re.compile(r": (\d+) -> (\d+) bytes \([\d.]+%\) in ([\d.]+) s, (\d+) tests")


@dataclass(frozen=True)
class SmallCase:
    """A public report's small wrong-code test and the build that miscompiles it."""

    id: str
    source: str  # relative to the repository root
    url: str
    title: str
    wrong_code: str  # --wrong-code COMMAND: the compiler under test and its flags
    keep_range: str  # --keep-range A..B ("" when no installed release passes)
    behaviour: str  # wrong-output | signal:NAME
    fails_with: list[str] = field(default_factory=list)
    passes_with: list[str] = field(default_factory=list)

    @property
    def path(self) -> Path:
        return (REPO / self.source).resolve()

    def script_spec(self) -> ScriptSpec:
        compiler, *flags = shlex.split(self.wrong_code)
        return ScriptSpec(compiler, shlex.join(flags), self.behaviour, strict=True)


@dataclass
class Result:
    case: str
    tool: str
    repeat: int
    original: int = 0
    size: int = 0
    seconds: float = 0.0
    tests: int = 0
    finished: bool = False  # reached the fixpoint (not killed by --cap)
    frama_c: str = ""  # Frama-C Eva on the final text: clean, or the first alarm
    checks_passed: bool | None = (
        None  # every check of a fresh predicate (from the original) on the final text
    )
    range_kept: bool | None = None  # None: no range to keep
    recheck: str = ""  # the first check that failed
    load_start: str = ""
    load_end: str = ""
    trace: list[int] = field(default_factory=list)
    error: str = ""


def load_cases(path: Path = CASES) -> list[SmallCase]:
    """The cases of ``path``; a ValueError naming the file, the entry and the key that is wrong."""
    with path.open("rb") as handle:
        entries = tomllib.load(handle).get("case", [])
    cases = []
    for number, entry in enumerate(entries, 1):
        try:
            cases.append(SmallCase(**entry))
        except TypeError as error:
            name = entry.get("id", f"#{number}")
            raise ValueError(f"{path}: [[case]] {name}: {error} (keys: see the file's header)") from None
    return cases


def reduce_with_reportsmith(case: SmallCase, program: Path, result: Result, cap: float) -> None:
    argv = [REPORTSMITH, "reduce", program.name, "--wrong-code", case.wrong_code, "--timing", "--tidy"]
    if case.keep_range:
        argv += ["--keep-range", case.keep_range]
    done = run_session(argv, program.parent, timeout=cap)
    result.seconds, result.finished = done.seconds, done.returncode == 0
    result.size, result.trace = program.stat().st_size, timing_trace(done.output)
    summary = _SUMMARY.search(done.output)
    if summary is not None:
        result.tests = int(summary.group(4))
    if done.returncode not in (0, None):
        result.error = done.output[-800:]


def competitor_holds(case: SmallCase, work: Path) -> bool:
    """Whether the competitors' script says the original is interesting (else they cannot start)."""
    (work / case.path.name).write_bytes(case.path.read_bytes())
    (work / "test.sh").write_text(competitor_test(case.script_spec(), case.path.name))
    return subprocess.run(["sh", "test.sh"], cwd=work, capture_output=True).returncode == 0


def reduce_with_competitor(tool: str, case: SmallCase, program: Path, result: Result, cap: float) -> None:
    with tempfile.TemporaryDirectory(prefix="small-check-") as check:
        if not competitor_holds(case, Path(check)):
            result.error = f"the {tool} script does not hold on the original"
            return
    done = run_competitor(tool, case.script_spec(), program, program.parent, timeout=cap)
    result.seconds, result.size, result.tests = done.seconds, done.size, done.tests
    result.finished = done.finished


def recheck(case: SmallCase, final: bytes, result: Result) -> None:
    """Frama-C on ``final``, then a fresh predicate (built from the original, with its range) audits it."""
    from reportsmith.builtin_predicates import BuiltinSpec, builtin_predicate
    from reportsmith.common.kinds import FailureKind
    from reportsmith.config import load_config
    from reportsmith.reducer.semantics import FramaC

    with tempfile.TemporaryDirectory(prefix="small-recheck-") as scratch:
        copy = Path(scratch) / case.path.name
        copy.write_bytes(final)
        result.frama_c = FramaC().check(copy, timeout=300).describe()
    spec = BuiltinSpec(FailureKind.WRONG_CODE, case.wrong_code, case.path, case.path.read_bytes(),
                       keep_range=case.keep_range or None)  # fmt: skip
    records = builtin_predicate(load_config(), spec).predicate.audit(final)
    failed = [r for r in records if r.passed is False]
    result.checks_passed = not failed
    result.recheck = f"{failed[0].check}: {failed[0].detail}" if failed else ""
    if case.keep_range:
        probes = [r for r in records if r.check.startswith(("it fails with", "it passes with"))]
        result.range_kept = len(probes) == 2 and all(r.passed for r in probes)


def run_one(case: SmallCase, tool: str, result: Result, cap: float) -> None:
    with tempfile.TemporaryDirectory(prefix=f"small-{case.id}-{tool}-") as work:
        program = Path(work) / case.path.name
        shutil.copyfile(case.path, program)
        result.original = program.stat().st_size
        if tool == "reportsmith":
            reduce_with_reportsmith(case, program, result, cap)
        else:
            reduce_with_competitor(tool, case, program, result, cap)
        if not result.error:
            recheck(case, program.read_bytes(), result)


def measure(cases: list[SmallCase], tools: list[str], args: argparse.Namespace) -> list[Result]:
    results: list[Result] = []
    args.out.mkdir(parents=True, exist_ok=True)
    for case in cases:
        for repeat in range(args.repeats):
            for tool in tools:
                result = Result(case.id, tool, repeat, load_start=load_average())
                print(
                    f"{case.id} {tool} #{repeat} (load {result.load_start}) ...", file=sys.stderr, flush=True
                )
                try:
                    run_one(case, tool, result, args.cap)
                except (
                    OSError,
                    ReportsmithError,
                    RuntimeError,
                    ValueError,
                    subprocess.SubprocessError,
                ) as error:
                    result.error = str(error)[-800:]
                result.load_end = load_average()
                print(f"  {result.original} -> {result.size} B in {result.seconds} s, {result.tests} tests, "
                      f"fixpoint {result.finished}; Frama-C {result.frama_c or '-'}, checks "
                      f"{result.checks_passed}, range {result.range_kept} {result.recheck} {result.error}",
                      file=sys.stderr, flush=True)  # fmt: skip
                results.append(result)
                (args.out / "results.json").write_text(json.dumps([asdict(r) for r in results], indent=1))
    return results


HEADER = (
    "| case | size in | reportsmith s | tests | bytes | fixpoint, valid, range | competitor s | tests "
    "| bytes | competitor valid | s ratio | load |\n|---|---:|---:|---:|---:|---|---:|---:|---:|---|---:|---|"
)


def _medians(runs: list[dict]) -> list[str]:
    """Median seconds, tests and bytes of ``runs`` ("-" when there is none)."""
    if not runs:
        return ["-", "-", "-"]
    return [f"{statistics.median(r[key] for r in runs):.0f}" for key in ("seconds", "tests", "size")]


def _counts(runs: list[dict], keys: tuple[str, ...]) -> str:
    """How many of ``runs`` have each of ``keys`` true, e.g. ``3/3, 3/3, 2/3``."""
    return ", ".join(f"{sum(bool(r[key]) for r in runs)}/{len(runs)}" for key in keys) if runs else "-"


def table(results: list[dict]) -> str:
    """Per case: the size in, then reportsmith's and the competitor's medians (seconds, tests, bytes) over
    their runs without error, how many were valid on the re-check, and reportsmith's seconds over the
    competitor's; the runs that failed are listed after the row."""
    lines = [HEADER]
    for case in dict.fromkeys(r["case"] for r in results):
        runs = [r for r in results if r["case"] == case]
        ours = [r for r in runs if r["tool"] == "reportsmith" and not r["error"]]
        theirs = [r for r in runs if r["tool"] != "reportsmith" and not r["error"]]
        ratio = "-"
        if ours and theirs:
            seconds = [statistics.median(r["seconds"] for r in group) for group in (ours, theirs)]
            ratio = f"{seconds[0] / max(0.1, seconds[1]):.2f}"
        row = [case, str(runs[0]["original"]), *_medians(ours), _counts(ours, ("finished", "checks_passed",
               "range_kept")), *_medians(theirs), _counts(theirs, ("checks_passed",)), ratio,
               f"{runs[0]['load_start']} .. {runs[-1]['load_end']}"]  # fmt: skip
        errors = "; ".join(f"{r['tool']}: {r['error'][:80]}" for r in runs if r["error"])
        lines.append("| " + " | ".join(row) + " |" + (f" errors: {errors}" if errors else ""))
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("command", nargs="?", default="run", choices=("run", "table"))
    parser.add_argument("path", nargs="?", type=Path, help="table: a results.json")
    parser.add_argument("--cases", default="", help="comma-separated case ids (default: all)")
    parser.add_argument("--repeats", type=int, default=1)
    parser.add_argument("--competitor", default="cvise", help="cvise or creduce")
    parser.add_argument("--no-competitor", action="store_true", help="reportsmith only")
    parser.add_argument("--cap", type=float, default=3600.0, help="kill a run after this many seconds")
    parser.add_argument("--out", type=Path, default=REPO / "bench/out/small")
    args = parser.parse_args(argv)
    if args.command == "table":
        print(table(json.loads((args.path or args.out / "results.json").read_text())))
        return 0
    cases = load_cases()
    if args.cases:
        wanted = args.cases.split(",")
        unknown = sorted(set(wanted) - {c.id for c in cases})
        if unknown:
            parser.error(
                f"--cases: no such case {', '.join(unknown)} in {CASES} ({', '.join(c.id for c in cases)})"
            )
        cases = [c for c in cases if c.id in wanted]
    missing = [str(c.path) for c in cases if not c.path.is_file()]
    if missing:
        parser.error(f"missing sources: {', '.join(missing)} (../shared is the folder beside the repository)")
    tools = ["reportsmith"] + ([] if args.no_competitor else [args.competitor])
    print(table([asdict(r) for r in measure(cases, tools, args)]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
