"""Benchmark: reportsmith's reducer against cvise and creduce on the shared reduction corpus.

For every case directory (a C file, its creduce-style ``test.sh``, ``case.toml``) and every tool, the case
is copied to a fresh temporary directory (the corpus is never modified), the tool runs with the same job
count on a *counting wrapper* around ``test.sh`` (so "tests run" is counted the same way for all tools),
under a wall-clock cap per tool and case (the whole process group is killed when it is hit, and the
result is the file as the tool left it). Recorded per run: final size in bytes and in C tokens (one
lexer for all tools: ``reportsmith.reducer.lexer.count_tokens``), wall time, tests run, whether the cap
was hit and whether the final file is still interesting. Then medians and reportsmith/cvise ratios.

Cases: every directory of ``../shared/bench/reduce`` and of ``bench/reduce/cases`` (cases built here from a
committed source: ``preprocess = "..."`` in their case.toml makes ``file`` with the installed headers).

Run: ``bench/reduce/run [--cap SECONDS] [--tools reportsmith,cvise,creduce] [--cases a,b]``.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

from reportsmith.common.process import Limits, run_limited
from reportsmith.reducer.lexer import count_tokens

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "bench" / "reduce"  # ../shared beside the repo
# Cases built here from a committed source (``preprocess`` in case.toml makes ``file`` at run time).
OWN_CASES = Path(__file__).resolve().parent / "cases"
REPO = Path(__file__).resolve().parents[2]
TOOLS = ("reportsmith", "cvise", "creduce")

WRAPPER = """#!/bin/sh
echo x >> {counter}
exec {test}
"""


def case_value(case: Path, key: str) -> str | None:
    for line in (case / "case.toml").read_text().splitlines():
        if line.split("=", 1)[0].strip() == key:
            return line.split("=", 1)[1].strip().strip('"')
    return None


def case_file(case: Path) -> Path:
    name = case_value(case, "file")
    if name is None:
        raise SystemExit(f"{case}/case.toml: no 'file = ...' line")
    return case / name


def prepared(case: Path, work: Path) -> Path:
    """``case`` itself, or a copy under ``work`` with ``file`` made by the case's ``preprocess`` command."""
    command = case_value(case, "preprocess")
    if command is None:
        return case
    copy = work / case.name
    if not copy.exists():
        shutil.copytree(case, copy)
        made = run_limited(command.split(), cwd=copy, limits=Limits(timeout=300, memory_mb=None))
        if not made.ok:
            raise SystemExit(f"{case}/case.toml: preprocess failed: {made.err[-400:]}")
    return copy


def command(tool: str, file: Path, wrapper: Path, jobs: int) -> list[str]:
    if tool == "reportsmith":
        reportsmith = str(REPO / ".venv/bin/reportsmith")
        return [reportsmith, "reduce", str(file), str(wrapper), "--jobs", str(jobs), "-q", "--timing"]
    return [tool, "--n", str(jobs), str(wrapper), str(file)]


def run_one(tool: str, case: Path, jobs: int, cap: float, logs: Path) -> dict[str, object]:
    source = case_file(case)
    with tempfile.TemporaryDirectory(prefix=f"bench-reduce-{tool}-") as work_name:
        work = Path(work_name)
        copy = work / "case"
        shutil.copytree(case, copy)
        for path in copy.rglob("*"):
            path.chmod(0o755 if path.is_dir() or path.name == "test.sh" else 0o644)
        counter = work / "tests.count"
        counter.write_text("")
        wrapper = work / "counting-test.sh"
        wrapper.write_text(WRAPPER.format(counter=counter, test=copy / "test.sh"))
        wrapper.chmod(0o755)
        file = copy / source.name
        started = time.monotonic()
        result = run_limited(
            command(tool, Path(file.name), wrapper, jobs), cwd=copy,  # cvise wants a bare file name
            limits=Limits(timeout=cap, memory_mb=None, output_bytes=1 << 22),
        )  # fmt: skip
        (logs / f"{case.name}.{tool}.log").write_bytes(result.stderr)  # reportsmith: --timing trace per best
        seconds = time.monotonic() - started
        final = file.read_bytes()
        check_dir = work / "check"
        check_dir.mkdir()
        (check_dir / source.name).write_bytes(final)
        for helper in copy.iterdir():
            if helper.name == "test.sh":
                shutil.copy(helper, check_dir / helper.name)
        check_limits = Limits(timeout=60, memory_mb=None)
        still = run_limited([str(check_dir / "test.sh")], cwd=check_dir, limits=check_limits)
        return {
            "tool": tool,
            "case": case.name,
            "original_bytes": source.stat().st_size,
            "original_tokens": count_tokens(source.read_bytes()),
            "bytes": len(final),
            "tokens": count_tokens(final),
            "seconds": round(seconds, 1),
            "tests": len(counter.read_text().splitlines()),
            "cap_hit": result.timed_out,
            "exit": result.returncode,
            "interesting": still.ok,
            "stderr_tail": result.start_error or (result.err[-400:] if not result.ok else ""),
            "uptime_load": " ".join(f"{x:.1f}" for x in os.getloadavg()),
        }


def median(rows: list[dict[str, object]], tool: str, key: str) -> float:
    return statistics.median(float(r[key]) for r in rows if r["tool"] == tool)  # type: ignore[arg-type]


def markdown(rows: list[dict[str, object]], tools: list[str], jobs: int, cap: float) -> str:
    lines = [
        f"Run {datetime.datetime.now().astimezone():%Y-%m-%d %H:%M %Z} on {platform.node()} "
        f"({os.cpu_count()} cores, {platform.platform()}), --jobs {jobs} for every tool, cap {cap:.0f} s "
        f"per tool and case. Load average at the end: {' '.join(f'{x:.1f}' for x in os.getloadavg())} "
        "(the machine is shared; other engineers' jobs ran at the same time).",
        "",
        "| case | original B / tok | tool | final B | final tok | % of original | wall s | tests | note |",
        "|---|---|---|---:|---:|---:|---:|---:|---|",
    ]
    for row in rows:
        note = []
        if row["cap_hit"]:
            note.append("CAP HIT")
        if row["exit"] not in (0, None) or row["stderr_tail"] and not row["cap_hit"]:
            note.append(f"exit {row['exit']}")
        if not row["interesting"]:
            note.append("FINAL NOT INTERESTING")
        percent = 100.0 * float(row["bytes"]) / float(row["original_bytes"])  # type: ignore[arg-type]
        lines.append(
            f"| {row['case']} | {row['original_bytes']} / {row['original_tokens']} | {row['tool']} | "
            f"{row['bytes']} | {row['tokens']} | {percent:.2f} | {row['seconds']} | {row['tests']} | "
            f"{' '.join(note)} |"
        )
    lines += ["", "| tool | median final B | median final tok | median wall s | median tests |"]
    lines += ["|---|---:|---:|---:|---:|"]
    for tool in tools:
        lines.append(
            f"| {tool} | {median(rows, tool, 'bytes'):g} | {median(rows, tool, 'tokens'):g} | "
            f"{median(rows, tool, 'seconds'):g} | {median(rows, tool, 'tests'):g} |"
        )
    if "reportsmith" in tools and "cvise" in tools:
        lines += ["", "reportsmith / cvise (ratio of medians): " + ", ".join(
            f"{key} {median(rows, 'reportsmith', key) / max(1e-9, median(rows, 'cvise', key)):.2f}"
            for key in ("bytes", "tokens", "seconds", "tests")
        )]  # fmt: skip
    return "\n".join(lines) + "\n"


def against(rows: list[dict[str, object]], competitor: str) -> str:
    """reportsmith / competitor per case and the issue's three numbers: median time and size ratios (of the
    medians), and the largest size ratio of a case."""
    mine = {r["case"]: r for r in rows if r["tool"] == "reportsmith"}
    theirs = {r["case"]: r for r in rows if r["tool"] == competitor}
    both = sorted(set(mine) & set(theirs))
    if not both:
        return ""
    lines = ["", f"| case | cap s | reportsmith / {competitor} size | time |", "|---|---:|---:|---:|"]
    ratios = []
    for case in both:
        size = float(mine[case]["bytes"]) / max(1.0, float(theirs[case]["bytes"]))  # type: ignore[arg-type]
        time_ = float(mine[case]["seconds"]) / max(1e-9, float(theirs[case]["seconds"]))  # type: ignore[arg-type]
        ratios.append(size)
        lines.append(f"| {case} | {mine[case].get('cap', '')} | {size:.2f} | {time_:.2f} |")
    chosen = [r for r in rows if r["case"] in both]
    lines += ["", f"Ratios of the medians over {len(both)} cases: time "
              f"{median(chosen, 'reportsmith', 'seconds') / median(chosen, competitor, 'seconds'):.2f}, size "
              f"{median(chosen, 'reportsmith', 'bytes') / median(chosen, competitor, 'bytes'):.2f}; "
              f"largest size ratio of a case {max(ratios):.2f}."]  # fmt: skip
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--tools", default=",".join(TOOLS))
    parser.add_argument("--cases", default="", help="comma-separated case names (default: all)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--cap", type=float, default=1800.0, help="wall-clock seconds per tool and case")
    parser.add_argument(
        "--case-cap", action="append", default=[], metavar="CASE=SECONDS",
        help="another cap for one case (repeatable), e.g. the preprocessed C++ cases at 600 s",
    )  # fmt: skip
    parser.add_argument("--out", type=Path, default=REPO / "bench/reduce/last-run")
    args = parser.parse_args(argv)
    try:
        case_caps = {k: float(v) for k, v in (item.split("=", 1) for item in args.case_cap)}
    except ValueError:
        parser.error("--case-cap takes CASE=SECONDS, e.g. clang14-coro-preprocessed=600")
    tools = [t for t in args.tools.split(",") if t]
    for tool in tools:
        if tool != "reportsmith" and shutil.which(tool) is None:
            parser.error(f"{tool} is not installed (apt-get install {tool})")
    cases = sorted(
        (p for corpus in (CORPUS, OWN_CASES) for p in corpus.iterdir() if (p / "test.sh").exists()),
        key=lambda p: p.name,
    )
    if args.cases:
        wanted = set(args.cases.split(","))
        cases = [c for c in cases if c.name in wanted]
    rows = []
    args.out.mkdir(parents=True, exist_ok=True)
    prepared_dir = Path(tempfile.mkdtemp(prefix="bench-reduce-cases-"))
    for case in cases:
        for tool in tools:
            print(f"{case.name}: {tool} ...", file=sys.stderr, flush=True)
            cap = case_caps.get(case.name, args.cap)
            row = run_one(tool, prepared(case, prepared_dir), args.jobs, cap, args.out) | {"cap": cap}
            print(f"  {row}", file=sys.stderr, flush=True)
            rows.append(row)
            (args.out / "results.json").write_text(json.dumps(rows, indent=1))
    shutil.rmtree(prepared_dir, ignore_errors=True)
    report = markdown(rows, tools, args.jobs, args.cap) + against(rows, "creduce")
    (args.out / "results.md").write_text(report)
    print(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
