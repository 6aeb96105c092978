"""bench/validity: reduce every corpus entry through the main job, with and without the semantic check,
then judge each stored result independently of the reducer (judge.py).

For each case of ``cases.toml`` (its inbox entry in ``corpus/``) and each configuration:

* ``with``: config/reportsmith.toml with ``[reduce] semantics_checker = "frama-c"`` (the check on);
* ``without``: the same with ``[reduce] semantics_checker = "none"``;
* ``default``: config/reportsmith.toml as it is (what the code does by default).

a fresh data folder (``REPORTSMITH_DATA``) gets ``reportsmith run ENTRY`` with ``[reduce] max_seconds =
--budget`` (the main job: ingest, reduce, tame, bisect, draft; the same ``predicate_for``/``reduce_failure``
code as every night), and the stored reduced test is judged by Frama-C EVA, clang-16 ASan+UBSan, MSan,
Valgrind, and "the compiler under test still shows the bug". The stored original is judged once per case.

When the code has no ``semantics_checker`` key yet, ``reportsmith`` refuses it with a ConfigError: the
harness says so and runs ``default`` only. Each result records the commit that ran it.

Results go to ``--out`` (default bench/out/validity/) as ``results.jsonl``, one line per case and
configuration; a second run skips what is already there (``--again`` redoes it), so an interrupted run
continues. ``--rejudge`` judges the stored results again (their data folders are kept under ``--out``).
``report.py`` prints the table for bench/RESULTS.md (also printed at the end).

    flock /tmp/reportsmith-bench.lock nice -n 10 .venv/bin/python bench/validity/run.py [--budget 300]
        [--only NAME] [--configs with,without,default] [--out DIR] [--again] [--rejudge]
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import judge  # noqa: E402  (bench/validity/judge.py, next to this file)
import report  # noqa: E402
from make_corpus import CORPUS, DEFAULT_CONFIG, REPO, CaseSpec  # noqa: E402

#: Configuration name -> the value of ``[reduce] semantics_checker`` (None: the key is left out).
CONFIGS = {"with": "frama-c", "without": "none", "default": None}
SEMANTICS_KEY = "semantics_checker"


def derived_config(base: str, budget: float, checker: str | None) -> str:
    """config/reportsmith.toml's text with ``[reduce] max_seconds = budget`` (and ``semantics_checker``),
    and the LLVM IR stage off (``[ir] enabled = false``): it reduces IR after the source reduction, which
    is what is judged here, and would only add its own minutes to the clang case's run time."""
    lines = base.splitlines()
    reduce = {"max_seconds": str(budget)} | ({SEMANTICS_KEY: f'"{checker}"'} if checker is not None else {})
    lines = with_keys(lines, "[reduce]", reduce, drop=(SEMANTICS_KEY,))
    if "[ir]" in lines:
        lines = with_keys(lines, "[ir]", {"enabled": "false"})
    # The bundled inbox folder is relative to the bundled file; the harness names its entries itself.
    return "\n".join(re.sub(r"^folders = \[.*\]$", "folders = []", line) for line in lines) + "\n"


def with_keys(lines: list[str], header: str, keys: dict[str, str], drop: tuple[str, ...] = ()) -> list[str]:
    """``lines`` (a TOML file) with ``keys`` set at the top of section ``header`` (their old lines, and
    those of ``drop``, removed)."""
    start = lines.index(header)
    end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("[")), len(lines))
    names = "|".join(map(re.escape, [*keys, *drop]))
    section = [line for line in lines[start + 1 : end] if not re.match(rf"({names})\s*=", line)]
    return [*lines[: start + 1], *(f"{key} = {value}" for key, value in keys.items()), *section, *lines[end:]]


def reportsmith(
    args: list[str], data: Path, config: Path, log: Path | None = None
) -> subprocess.CompletedProcess:
    env = {**os.environ, "REPORTSMITH_DATA": str(data)}
    command = [sys.executable, "-m", "reportsmith", *args, "--config", str(config)]
    done = subprocess.run(command, capture_output=True, text=True, env=env, cwd=REPO)
    if log is not None:
        log.write_text(f"$ {' '.join(command)}\n{done.stdout}\n{done.stderr}")
    return done


def configurations(out: Path, budget: float, wanted: list[str]) -> dict[str, Path]:
    """The configuration file of each wanted configuration; without the ``semantics_checker`` key on this
    branch, only ``default`` (the unchanged configuration: whatever this code does by default)."""
    base = DEFAULT_CONFIG.read_text()
    probe = out / "config-probe.toml"
    probe.write_text(derived_config(base, budget, "none"))
    refused = reportsmith(["status"], out / "probe-data", probe)
    if refused.returncode != 0 and SEMANTICS_KEY in refused.stderr:
        print(
            f"this code has no [reduce] {SEMANTICS_KEY} yet (reportsmith says: {refused.stderr.strip()}); "
            f"running the unchanged configuration once, as 'default' (commit {commit()})",
            flush=True,
        )
        wanted = ["default"]
    configs = {}
    for name in wanted:
        path = out / f"config-{name}.toml"
        path.write_text(derived_config(base, budget, CONFIGS[name]))
        configs[name] = path
    return configs


def commit() -> str:
    """The code that ran: HEAD, and "+changes" when the work tree differs from it."""
    head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, cwd=REPO)
    dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], capture_output=True,
                           text=True, cwd=REPO).stdout.strip()  # fmt: skip
    return head.stdout.strip() + ("+changes" if dirty else "")


def stored_failure(data: Path):  # type: ignore[no-untyped-def]
    from reportsmith.store import Store
    from reportsmith.store.failures import list_failures

    store = Store(f"sqlite:///{data / 'reportsmith.db'}")
    failures = list_failures(store)
    return failures[0] if len(failures) == 1 else None


def case_of(failure, spec: CaseSpec) -> judge.Case:  # type: ignore[no-untyped-def]
    """What the judges need, from the stored failure (its test as stored: Csmith's headers inlined)."""
    compiler = [*failure.compiler_command.split(), *failure.flags]
    signal = failure.details.signal or None
    common, link = list(failure.common_flags), list(failure.link_flags)
    return judge.Case(failure.test_name, compiler, common, link, signal, spec.fails_with, spec.passes_with)


def verdict_record(verdicts: dict[str, judge.Verdict]) -> dict[str, dict]:
    return {name: {"outcome": v.outcome.value, "detail": v.detail, "seconds": round(v.seconds, 1)}
            for name, v in verdicts.items()}  # fmt: skip


def run_case(spec: CaseSpec, name: str, config: Path, out: Path, frama_c_seconds: float) -> dict:
    data = out / "data" / name / spec.name
    if data.exists():
        shutil.rmtree(data)
    data.mkdir(parents=True)
    entry = out / "inbox" / spec.name
    entry.mkdir(parents=True, exist_ok=True)
    for suffix in (".c", ".toml"):
        shutil.copy(CORPUS / f"{spec.name}{suffix}", entry / f"{spec.name}{suffix}")
    load_before = os.getloadavg()[0]
    started = time.monotonic()
    done = reportsmith(["run", str(entry)], data, config, data / "run.log")
    wall = round(time.monotonic() - started, 1)
    failure = stored_failure(data)
    record = {"case": spec.name, "config": name, "commit": commit(), "wall_seconds": wall,
              "exit": done.returncode, "load_before": load_before,
              "load_after": os.getloadavg()[0]}  # fmt: skip
    if failure is None or failure.verdict != "wrong-code":
        return {**record, "error": f"not stored as one wrong-code failure (see {data / 'run.log'})"}
    reduction = failure.reduction
    record.update(original_bytes=len(failure.test_bytes), verdict=failure.verdict, status=str(failure.status))
    if reduction is None or failure.reduced_bytes is None:
        return {**record, "error": f"no reduction stored (see {data / 'run.log'})"}
    broke = re.search(r"^\S+ \S+: reduce failed: (.*)$", (data / "run.log").read_text(), re.MULTILINE)
    if broke:
        record["reduce_failed"] = broke.group(1)
    reduced = failure.reduced_bytes
    (data / f"reduced-{failure.test_name}").write_bytes(reduced)
    record.update(
        reduced_bytes=len(reduced), reduce_seconds=reduction.seconds, complete=reduction.complete,
        stopped=reduction.stopped, validity_checks=list(reduction.validity_checks),
        recheck_same=reduction.recheck.same if reduction.recheck else None, tests_run=reduction.tests_run,
        valid=reduction.valid, semantics=semantics_check(reduction), **validation(reduction),
    )  # fmt: skip
    return {**record, **judged(failure, spec, frama_c_seconds)}


def semantics_check(reduction) -> dict:  # type: ignore[no-untyped-def]
    """What the stored final gate says of the semantic check on the reduced text: ``ran`` (False when it
    was off: turned off, or refused because Frama-C cannot vouch for the original), ``passed``, ``detail``."""
    for check in reduction.checks:
        if check.check.startswith("Frama-C"):
            return {"ran": check.passed is not None, "passed": check.passed, "detail": check.detail}
    return {"ran": False, "passed": None, "detail": "no Frama-C check in the stored final gate"}


def validation(reduction) -> dict:  # type: ignore[no-untyped-def]
    """The engine's validations (the whole predicate, Frama-C included when on, on a chain of speculated
    steps): how many and their seconds, from the stored pass statistics (empty when none were stored)."""
    stats = reduction.passes.get("(validation)")
    return {} if stats is None else {"validations": stats.tests, "validation_seconds": stats.seconds}


def judged(failure, spec: CaseSpec, frama_c_seconds: float) -> dict:  # type: ignore[no-untyped-def]
    """judge.py's verdicts on the stored reduced test and on the stored original."""
    case = case_of(failure, spec)
    return {
        "judges": verdict_record(judge.judge_all(failure.reduced_bytes, case, frama_c_seconds)),
        "original_judges": verdict_record(judge.judge_all(failure.test_bytes, case, frama_c_seconds)),
    }


def rejudge(results_path: Path, out: Path, frama_c_seconds: float) -> None:
    """Judge every stored result of results.jsonl again (after judge.py changed), in place."""
    specs = {spec.name: spec for spec in CaseSpec.load_all()}
    records = load_results(results_path)
    for record in records:
        failure = stored_failure(out / "data" / record["config"] / record["case"])
        if "error" in record or failure is None or record["case"] not in specs:
            continue
        record.update(judged(failure, specs[record["case"]], frama_c_seconds))
        print(f"{record['case']} [{record['config']}]", report.one_line(record), flush=True)
    results_path.write_text("".join(json.dumps(record) + "\n" for record in records))


def load_results(path: Path) -> list[dict]:
    return (
        [json.loads(line) for line in path.read_text().splitlines() if line.strip()] if path.exists() else []
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--budget", type=float, default=300.0, help="[reduce] max_seconds per case (300)")
    parser.add_argument("--only", action="append", default=[], metavar="NAME", help="only these cases")
    parser.add_argument("--configs", default="with,without",
                        help="with (semantics_checker = frama-c), without (= none), default (the key left "
                             "out); comma-separated (default: with,without)")  # fmt: skip
    parser.add_argument("--out", type=Path, default=REPO / "bench" / "out" / "validity")
    parser.add_argument("--frama-c-seconds", type=float, default=judge.FRAMA_C_SECONDS)
    parser.add_argument("--again", action="store_true", help="redo cases already in results.jsonl")
    parser.add_argument(
        "--rejudge",
        action="store_true",
        help="only judge the stored results of --out again (after judge.py changed)",
    )
    args = parser.parse_args(argv)
    wanted = [name.strip() for name in args.configs.split(",") if name.strip()]
    if not set(wanted) <= set(CONFIGS):
        parser.error(f"--configs: expected names from {', '.join(CONFIGS)}, got {args.configs!r}")
    args.out.mkdir(parents=True, exist_ok=True)
    results_path = args.out / "results.jsonl"
    if args.rejudge:
        rejudge(results_path, args.out, args.frama_c_seconds)
        print(report.markdown(load_results(results_path), args.budget))
        return 0
    configs = configurations(args.out, args.budget, wanted)
    specs = [spec for spec in CaseSpec.load_all() if not args.only or spec.name in args.only]
    done = {(r["case"], r["config"]) for r in load_results(results_path) if r.get("budget") == args.budget}
    header = {"started": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"), "machine": platform.node(),
              "cpus": os.cpu_count(), "uptime": subprocess.run(["uptime"], capture_output=True,
                                                               text=True).stdout.strip()}  # fmt: skip
    print(json.dumps(header), flush=True)
    for spec in specs:
        for name, config in configs.items():
            if (spec.name, name) in done and not args.again:
                continue
            print(f"{spec.name} [{name}] ...", flush=True)
            record = {**run_case(spec, name, config, args.out, args.frama_c_seconds), "budget": args.budget,
                      "at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds")}  # fmt: skip
            print("   ", report.one_line(record), flush=True)
            with results_path.open("a") as results:
                results.write(json.dumps(record) + "\n")
    print(report.markdown(load_results(results_path), args.budget))
    print("uptime at the end:", subprocess.run(["uptime"], capture_output=True, text=True).stdout.strip())
    return 0


if __name__ == "__main__":
    sys.exit(main())
