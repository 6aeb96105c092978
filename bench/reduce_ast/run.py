"""Bench of issue 4 (AST + arithmetic passes): reportsmith reduce vs cvise on ../shared/bench/reduce/.

One command:  .venv/bin/python bench/reduce_ast/run.py [--tool cvise|reportsmith|both] [--jobs 2] [CASE...]

Each case directory is copied to a scratch directory and reduced there with the case's own test.sh and the
same job count for both tools. Results (final size, wall time, tests, per-pass bytes removed) go to
bench/reduce_ast/results/<tool>-<case>.json, and a summary table is printed. For wrong-code cases the final
file is checked by reportsmith.reducer.validity (the other reference compiler with ASan+UBSan, MSan, and
frama-c EVA when installed). The core bench (bench/reduce/) supersedes this one once it exists.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "bench" / "reduce"
RESULTS = Path(__file__).resolve().parent / "results"


def run_cvise(case: Path, work: Path, jobs: int, timeout: float) -> dict:
    meta = tomllib.loads((case / "case.toml").read_text())
    started = time.monotonic()
    process = subprocess.run(
        ["cvise", "--n", str(jobs), "--timeout", "60", "test.sh", meta["file"]],
        cwd=work,
        capture_output=True,
        timeout=timeout,
        check=False,
    )
    seconds = time.monotonic() - started
    return {
        "returncode": process.returncode,
        "seconds": seconds,
        "size": (work / meta["file"]).stat().st_size,
    }


def run_reportsmith(case: Path, work: Path, jobs: int, timeout: float, without_ast: bool = False) -> dict:
    """Crash and rejects-valid cases: the case's test.sh. Wrong-code cases: the wrong-code predicate
    (reference gcc with ASan+UBSan and clang-16 with MSan, UB warnings as errors) built from case.toml."""
    from reportsmith.reducer import ScriptPredicate, load_schedule, passes, reduce
    from reportsmith.reducer.clang.base import PROBLEMS
    from reportsmith.reducer.independent import predicate_from_case
    from reportsmith.reducer.wrong_code import WrongCodePredicate

    meta = tomllib.loads((case / "case.toml").read_text())
    path = work / meta["file"]
    if meta.get("kind") == "wrong-code":
        predicate = predicate_from_case(meta)
        predicate.calibrate(path.read_bytes())
    else:
        predicate = ScriptPredicate(script=work / "test.sh", file_name=meta["file"], timeout=60.0)
    PROBLEMS.clear()
    schedule = load_schedule()
    if without_ast:  # the ablation: the core's text passes only
        ours = [n for n in passes.names() if n.startswith(("ast-", "arith-"))]
        schedule = schedule.select(skip=ours)
    result = reduce(
        path.read_bytes(),
        predicate,
        jobs=jobs,
        file_name=meta["file"],
        on_best=path.write_bytes,
        schedule=schedule,
    )
    path.write_bytes(result.text)
    stats = {
        name: {"bytes_removed": s.bytes_removed, "tests": s.tests, "seconds": round(s.seconds, 1)}
        for name, s in result.pass_stats.items()
    }
    record = {"seconds": result.seconds, "size": result.size, "tests": result.tests_run, "passes": stats}
    record["contained_problems"] = {f"{p}/{e}": n for (p, e), n in PROBLEMS.items()}
    if isinstance(predicate, WrongCodePredicate):
        record["rejections"] = dict(predicate.rejections)
    return record


def validity(case: Path, work: Path) -> dict | None:
    meta = tomllib.loads((case / "case.toml").read_text())
    if meta.get("kind") != "wrong-code":
        return None
    from reportsmith.reducer.independent import independent_check

    report = independent_check((work / meta["file"]).read_bytes(), meta, work)
    return report


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("cases", nargs="*", help="case names (default: all)")
    parser.add_argument(
        "--tool", choices=["cvise", "reportsmith", "reportsmith-text-only", "both"], default="both"
    )
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=3600.0, help="per case and tool, seconds")
    args = parser.parse_args()
    RESULTS.mkdir(exist_ok=True)
    cases = [CORPUS / name for name in args.cases] if args.cases else sorted(p for p in CORPUS.iterdir())
    tools = ["cvise", "reportsmith"] if args.tool == "both" else [args.tool]
    for case in cases:
        for tool in tools:
            with tempfile.TemporaryDirectory(prefix=f"rs-bench-{tool}-") as scratch:
                work = Path(scratch) / case.name
                shutil.copytree(case, work)
                for item in work.iterdir():
                    item.chmod(0o755 if item.name == "test.sh" else 0o644)
                try:
                    if tool == "cvise":
                        record = run_cvise(case, work, args.jobs, args.timeout)
                    else:
                        record = run_reportsmith(
                            case, work, args.jobs, args.timeout, tool.endswith("text-only")
                        )
                except subprocess.TimeoutExpired:
                    record = {"timed_out": True, "seconds": args.timeout}
                record["valid"] = validity(case, work)
                record.update(case=case.name, tool=tool, jobs=args.jobs, date=time.strftime("%Y-%m-%d"))
                (RESULTS / f"{tool}-{case.name}.json").write_text(json.dumps(record, indent=1))
                shutil.copy(
                    work / tomllib.loads((case / "case.toml").read_text())["file"],
                    RESULTS / f"{tool}-{case.name}.out",
                )
                print(json.dumps({k: v for k, v in record.items() if k != "passes"}), flush=True)
    summary(tools)
    return 0


def summary(tools: list[str]) -> None:
    for tool in tools:
        records = [json.loads(p.read_text()) for p in sorted(RESULTS.glob(f"{tool}-*.json"))]
        sizes = [r["size"] for r in records if "size" in r]
        times = [r["seconds"] for r in records]
        if sizes:
            print(
                f"{tool}: cases={len(records)} median size={statistics.median(sizes)} "
                f"median seconds={statistics.median(times):.0f}"
            )


if __name__ == "__main__":
    sys.exit(main())
