"""Benchmark: reducing fresh wrong-code failures, by every road a failure takes into the reducer (issue 37).

The cases (``fresh_cases.toml``) are failures the bot's own campaigns found on new random seeds, kept as
their generator, seed and options only, never as tuned text. For each case, each *form* and each repeat:

* ``campaign``: ``reportsmith fuzz --programs 1 --seed S`` into a new store (the campaign's own storing:
  headers inlined, its common flags), then ``reportsmith reduce --failure ID`` (the reduce stage of the main
  job, ``reduction.reduce_failure``) within ``--budget`` seconds;
* ``ingested``: the same program as generated, ingested from a folder with a sidecar
  (``common_flags = "-I/usr/include/csmith"``), then ``reduce --failure ID``;
* ``cli``: ``reportsmith reduce prog.c --wrong-code "COMPILER FLAGS -I..." --max-seconds B``;
* ``creduce`` / ``cvise``: the competitors on the same program with a sanitizer-checked test script
  (``competitors.competitor_test`` in its strict form, as ``small.py`` gives it: the compiler under test
  misbehaves as the original does, dying by the same signal when it was one, gcc -O0 ASan+UBSan and clang
  MSan run clean and agree, gcc's and clang's UB warnings as errors), capped at the same budget. (The loose
  form, "any exit above 128", let C-Reduce turn a SIGFPE into pcc's garbage exit status from a ``main``
  without ``return``: another bug.)

Recorded per run: the size at the budget (or at the fixpoint, with its time), tests run, the load average at
the start and end, and for the bot's forms the sizes it passed through (``trace``: the same input must take
the same steps whatever the form and the load; the runs of one case are compared on it). ``--busy N`` runs N
CPU-bound loops beside every run (the "with one other CPU-bound process" measurement).

Run: ``.venv/bin/python bench/reduce/fresh.py [--budget 300] [--repeats 1] [--forms campaign,ingested,cli]
[--competitors creduce,cvise] [--cases ID,ID] [--busy 0] [--out bench/reduce/fresh-run]``; then
``fresh.py table OUT/results.json`` prints the RESULTS table (median and worst per form);
``fresh.py check OUT/results.json`` re-checks every run's final text (each form's and each competitor's)
with a fresh predicate made from the case's original, Frama-C included, and records the verdict.
``fresh.py collect --store DATA_DIR`` prints case entries for the wrong-code failures a campaign stored.
"""

from __future__ import annotations

import argparse
import json
import re
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path

from competitors import ScriptSpec, load_average, run_command, timing_trace
from competitors import run_competitor as run_competitor_on

REPO = Path(__file__).resolve().parents[2]
CASES = Path(__file__).resolve().parent / "fresh_cases.toml"
REPORTSMITH = str(REPO / ".venv/bin/reportsmith")
#: Characters of the bot's output kept per run (results.json): enough for the per-pass table.
LOG_TAIL = 6000
PYTHON = str(REPO / ".venv/bin/python")
CSMITH_INCLUDE = "/usr/include/csmith"
FORMS = ("campaign", "ingested", "cli")


@dataclass(frozen=True)
class Case:
    """A fresh failure as its campaign found it: the generator's seed and options, the build that fails."""

    id: str
    generator: str  # csmith | arith
    seed: int
    options: str  # the generator's options (csmith: the swarm choice, as the campaign recorded it)
    compiler: str  # the configured compiler under test (its [[compilers]] name)
    flags: str  # the failing flag set
    behaviour: str = "wrong-output"  # or signal:SIGSEGV...: what the competitors' test script keeps
    found: str = ""  # when and by which campaign


@dataclass
class Run:
    case: str
    form: str
    repeat: int
    busy: int
    budget: float
    original: int = 0
    size: int = 0
    seconds: float = 0.0
    finished: bool = False  # reached the fixpoint within the budget
    tests: int = 0
    load_start: str = ""
    load_end: str = ""
    trace: list[int] = field(default_factory=list)
    error: str = ""
    log_tail: str = ""  # the end of the bot's --timing output: its per-pass table (where the tests went)
    final: str = ""  # the text at the end (checked afterwards: Frama-C, the sanitizers, the range)


def load_cases(path: Path = CASES) -> list[Case]:
    with path.open("rb") as handle:
        data = tomllib.load(handle)
    return [Case(**entry) for entry in data.get("case", [])]


def generated_program(case: Case, work: Path) -> Path:
    """The case's program as its generator printed it (Csmith: ``#include "csmith.h"``, not inlined)."""
    source = work / f"{case.id}.c"
    if case.generator == "csmith":
        source.write_text(run_command(["csmith", *shlex.split(case.options), "--seed", str(case.seed)], work))
        return source
    store = _campaign_store(case, work / "generated")
    source.write_bytes(bytes.fromhex(_stored(store)["test_bytes"]))
    return source


def _campaign_config(case: Case, data: Path) -> Path:
    """The bundled configuration with Csmith's options fixed to the case's (swarm off: the case's options
    are the swarm choice its campaign made, or the bundled example's own)."""
    text = (REPO / "config/reportsmith.toml").read_text()
    text = re.sub(r'(?m)^options = "--no-packed-struct"$', f'options = "{case.options}"', text, count=1)
    text = re.sub(r"(?m)^swarm = true$", "swarm = false", text, count=1)
    config = data / "reportsmith.toml"
    config.write_text(text)
    return config


def _campaign_store(case: Case, data: Path) -> Path:
    data.mkdir(parents=True, exist_ok=True)
    config = ["--config", str(_campaign_config(case, data))] if case.generator == "csmith" else []
    run_command([REPORTSMITH, "fuzz", "--programs", "1", "--jobs", "1", "--seed", str(case.seed),
                 "--generator", case.generator, "--compiler", case.compiler, *config], REPO,
                env={"REPORTSMITH_DATA": str(data)})  # fmt: skip
    return data


_READ_STORE = """
import json, sys
from reportsmith.app import App
from reportsmith.common.kinds import FailureKind
from reportsmith.store import Failure
with App.from_config_file().store.transaction() as session:
    failures = [f for f in session.query(Failure).all() if f.verdict == FailureKind.WRONG_CODE]
    if not failures:
        sys.exit("no wrong-code failure stored")
    f = failures[0]
    r = f.reduction
    size = len(f.reduced_bytes or f.test_bytes)
    print(json.dumps({"id": f.id, "test_bytes": f.test_bytes.hex(), "size": size,
        "reduced": (f.reduced_bytes or f.test_bytes).hex(),
        "original": len(f.test_bytes), "complete": bool(r and r.complete), "seconds": r.seconds if r else 0,
        "tests": r.tests_run if r else 0}))
"""


def _stored(data: Path) -> dict:
    """The store's wrong-code failure as ``_READ_STORE`` prints it (texts as hex), read in one subprocess."""
    return json.loads(run_command([PYTHON, "-c", _READ_STORE], REPO, env={"REPORTSMITH_DATA": str(data)}))


def reduce_stored(data: Path, run: Run) -> None:
    """``reduce --failure`` on the store's wrong-code failure (the main job's reduce stage)."""
    failure = _stored(data)["id"]
    started = time.monotonic()
    log = run_command([REPORTSMITH, "reduce", "--failure", str(failure), "--max-seconds", str(run.budget),
                       "--timing"], REPO, env={"REPORTSMITH_DATA": str(data)})  # fmt: skip
    run.seconds = round(time.monotonic() - started, 1)
    found = _stored(data)
    run.size, run.original = found["size"], found["original"]
    run.finished, run.tests = found["complete"], found["tests"]
    run.trace, run.log_tail = timing_trace(log), log[-LOG_TAIL:]
    run.final = bytes.fromhex(found["reduced"]).decode(errors="replace")


def run_form(case: Case, form: str, run: Run, work: Path) -> None:
    program = generated_program(case, work)
    if form == "campaign":
        reduce_stored(_campaign_store(case, work / "store"), run)
    elif form == "ingested":
        inbox = work / "inbox"
        inbox.mkdir()
        (inbox / program.name).write_bytes(program.read_bytes())
        sidecar = {"compiler": case.compiler, "flags": case.flags, "expect": "wrong-code",
                   "common_flags": f"-I{CSMITH_INCLUDE}" if case.generator == "csmith" else "",
                   "link_flags": "-lm"}  # fmt: skip
        (inbox / f"{program.stem}.json").write_text(json.dumps(sidecar))
        data = work / "ingested"
        run_command([REPORTSMITH, "ingest", str(inbox)], REPO, env={"REPORTSMITH_DATA": str(data)})
        reduce_stored(data, run)
    elif form == "cli":
        command = f"{case.compiler} {case.flags} -I{CSMITH_INCLUDE}"
        run.original = program.stat().st_size
        started = time.monotonic()
        log = run_command([REPORTSMITH, "reduce", str(program), "--wrong-code", command, "--max-seconds",
                           str(run.budget), "--timing"], work)  # fmt: skip
        run.seconds = round(time.monotonic() - started, 1)
        run.size, run.trace, run.log_tail = program.stat().st_size, timing_trace(log), log[-LOG_TAIL:]
        run.final = program.read_text(errors="replace")
        run.finished = "stopped" not in log and "time budget" not in log
    else:
        run_competitor(case, form, run, program, work)


def run_competitor(case: Case, tool: str, run: Run, program: Path, work: Path) -> None:
    spec = ScriptSpec(case.compiler, case.flags, case.behaviour, include=f"-I{CSMITH_INCLUDE}", strict=True)
    run.original = program.stat().st_size
    done = run_competitor_on(tool, spec, program, work, timeout=run.budget)
    run.seconds, run.size, run.tests, run.finished = done.seconds, done.size, done.tests, done.finished
    run.final = program.read_text(errors="replace")


@contextmanager
def busy_loops(count: int):  # type: ignore[no-untyped-def]
    """``count`` CPU-bound processes beside the measured run (one core kept busy each)."""
    loops = [subprocess.Popen(["sh", "-c", "while :; do :; done"]) for _ in range(count)]
    try:
        yield
    finally:
        for loop in loops:
            loop.kill()
            loop.wait()


def measure(cases: list[Case], forms: list[str], args: argparse.Namespace) -> list[Run]:
    runs: list[Run] = []
    args.out.mkdir(parents=True, exist_ok=True)
    for case in cases:
        for repeat in range(args.repeats):
            for form in forms:
                run = Run(case.id, form, repeat, args.busy, args.budget, load_start=load_average())
                print(f"{case.id} {form} #{repeat} (load {run.load_start}) ...", file=sys.stderr, flush=True)
                with (
                    tempfile.TemporaryDirectory(prefix=f"fresh-{case.id}-{form}-") as work,
                    busy_loops(args.busy),
                ):
                    try:
                        run_form(case, form, run, Path(work))
                    except (RuntimeError, subprocess.SubprocessError, ValueError) as error:
                        run.error = str(error)[-800:]
                run.load_end = load_average()
                print(
                    f"  {run.size} B in {run.seconds} s, finished {run.finished} {run.error}", file=sys.stderr
                )
                runs.append(run)
                (args.out / "results.json").write_text(json.dumps([asdict(r) for r in runs], indent=1))
    return runs


def table(runs: list[dict]) -> str:
    """Median and worst size per form (and case), and the time to the fixpoint where it was reached."""
    lines = ["| case | form | runs | median B | worst B | fixpoint reached | median s to fixpoint | load |",
             "|---|---|---:|---:|---:|---:|---:|---|"]  # fmt: skip
    keys = sorted({(r["case"], r["form"], r["busy"]) for r in runs})
    for case, form, busy in keys:
        chosen = [
            r for r in runs if (r["case"], r["form"], r["busy"]) == (case, form, busy) and not r["error"]
        ]
        if not chosen:
            lines.append(f"| {case} | {form} | 0 | | | | | error |")
            continue
        sizes = [r["size"] for r in chosen]
        done = [r["seconds"] for r in chosen if r["finished"]]
        loads = f"{chosen[0]['load_start']} .. {chosen[-1]['load_end']}" + (f", {busy} busy" if busy else "")
        median_done = f"{statistics.median(done):.0f}" if done else "-"
        lines.append(
            f"| {case} | {form} | {len(chosen)} | {statistics.median(sizes):.0f} | {max(sizes)} | "
            f"{len(done)}/{len(chosen)} | {median_done} | {loads} |"
        )
    return "\n".join(lines) + "\n"


def collect(data: Path) -> str:
    """Case entries for the wrong-code failures stored in the campaign store ``data``."""
    script = """
import json
from reportsmith.app import App
from reportsmith.common.kinds import FailureKind
from reportsmith.store import Failure
with App.from_config_file().store.transaction() as session:
    print(json.dumps([{"compiler": f.compiler, "flags": " ".join(f.flags), "origin": f.origin or "",
        "signal": f.details.signal or "", "name": f.test_name}
        for f in session.query(Failure).all() if f.verdict == FailureKind.WRONG_CODE]))
"""
    entries = []
    for found in json.loads(run_command([PYTHON, "-c", script], REPO, env={"REPORTSMITH_DATA": str(data)})):
        origin = found["origin"]
        if origin.startswith("csmith"):  # csmith OPTIONS --seed N
            words = shlex.split(origin)
            seed = int(words[words.index("--seed") + 1])
            generator, options = "csmith", " ".join(w for w in words[1:] if w not in ("--seed", str(seed)))
        else:  # reportsmith arith seed N {the [arith] parameters}
            words = origin.split(maxsplit=4)
            generator, seed, options = words[1], int(words[3]), ""
        entries.append(
            f'[[case]]\nid = "{found["compiler"]}-{seed}"\ngenerator = "{generator}"\nseed = {seed}\n'
            f'options = "{options}"\ncompiler = "{found["compiler"]}"\nflags = "{found["flags"]}"\n'
            f'behaviour = "{"signal:" + found["signal"] if found["signal"] else "wrong-output"}"\n'
        )
    return "\n".join(entries)


def check(results: Path) -> str:
    """Every run's final text re-checked by a fresh predicate made from the case's original (the CLI's
    ``--wrong-code`` predicate: every check, Frama-C included); the verdicts go into ``results``."""
    from reportsmith.builtin_predicates import BuiltinSpec, builtin_predicate
    from reportsmith.common.kinds import FailureKind
    from reportsmith.config import load_config
    from reportsmith.self_contained import inline_headers, opened_headers

    runs, cases, predicates, lines = json.loads(results.read_text()), {c.id: c for c in load_cases()}, {}, []
    for run in (run for run in runs if run.get("final")):
        case = cases[run["case"]]
        if case.id not in predicates:
            program = generated_program(case, Path(tempfile.mkdtemp(prefix=f"fresh-check-{case.id}-")))
            command = f"{case.compiler} {case.flags} -I{CSMITH_INCLUDE}"
            spec = BuiltinSpec(FailureKind.WRONG_CODE, command, program, program.read_bytes())
            predicates[case.id] = builtin_predicate(load_config(), spec).predicate
        final = run["final"].encode()  # a competitor's still includes csmith.h: checked with it inlined
        flags = [f"-I{CSMITH_INCLUDE}"]
        opened = opened_headers([["gcc", *flags]], final, f"{case.id}.c", timeout=60)
        inlined = inline_headers(final, Path(CSMITH_INCLUDE), flags, opened)
        records = predicates[case.id].audit(inlined.source if inlined else final)
        failed = [r for r in records if r.passed is False]
        run["valid"] = not failed
        run["invalid_because"] = f"{failed[0].check}: {failed[0].detail}" if failed else ""
        lines.append(f"{case.id} {run['form']} #{run['repeat']}: {run['size']} B, valid {run['valid']} "
                     f"{run['invalid_because'][:200]}")  # fmt: skip
    results.write_text(json.dumps(runs, indent=1))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("command", nargs="?", default="run", choices=("run", "table", "collect", "check"))
    parser.add_argument("path", nargs="?", type=Path, help="results.json (table, check); data dir (collect)")
    parser.add_argument("--store", type=Path, help="collect: the campaign's data directory")
    parser.add_argument("--budget", type=float, default=300.0)
    parser.add_argument("--repeats", type=int, default=1)
    parser.add_argument("--forms", default=",".join(FORMS))
    parser.add_argument("--competitors", default="", help="creduce,cvise")
    parser.add_argument("--cases", default="", help="comma-separated case ids (default: all)")
    parser.add_argument("--busy", type=int, default=0, help="CPU-bound loops beside each run")
    parser.add_argument("--out", type=Path, default=REPO / "bench/reduce/fresh-run")
    args = parser.parse_args(argv)
    if args.command == "table":
        print(table(json.loads((args.path or args.out / "results.json").read_text())))
        return 0
    if args.command == "check":
        print(check(args.path or args.out / "results.json"))
        return 0
    if args.command == "collect":
        print(collect(args.store or args.path))
        return 0
    cases = load_cases()
    if args.cases:
        wanted = set(args.cases.split(","))
        cases = [c for c in cases if c.id in wanted]
    forms = [f for f in (*args.forms.split(","), *args.competitors.split(",")) if f]
    runs = measure(cases, forms, args)
    print(table([asdict(r) for r in runs]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
