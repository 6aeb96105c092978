"""Every real case of bench/real/ through ``reportsmith run``, tabulated for bench/RESULTS.md.

    .venv/bin/python bench/real/run_all.py [WORK_DIR] [REDUCE_SECONDS]

Builds an inbox from the cases (each case's compiler and flags as its sidecar; crashes compile only), a
configuration that is the bundled one with that inbox, the cases' compilers under test and a
``[[bisect.releases]]`` series (clang-13..16, gcc-11/12) for each, runs the whole pipeline, and prints a
Markdown table: the verdict, whether the crash was on valid code, the signature, the reduced size, and
the release range the report states (the original test's: Known to work/fail) against the case's own
``fails_with``/``passes_with``, with the reduced test's failing releases when they differ.

A second table is the IR stage's (issue 30) beside the source reduction: where each Clang crash is, the
opt/llc command and the IR reduced by llvm-reduce (sizes, seconds, tests), or why there is none. The load
average at the start and the end goes to stderr: the machine is shared, so times are only as good as it.
"""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

from reportsmith.config import default_config_path
from reportsmith.report.conventions import known_releases, reduced_releases
from reportsmith.store import Failure, Store
from sqlalchemy import select

HERE = Path(__file__).resolve().parent
RELEASES = {"clang": ["clang-13", "clang-14", "clang-15", "clang-16"], "gcc": ["gcc-11", "gcc-12"]}


def _name(compiler: str) -> str:
    """``clang++-14`` -> ``clang-14``, ``g++-12`` -> ``gcc-12``: the C driver compiles C++ by extension."""
    return compiler.replace("clang++", "clang").replace("g++", "gcc")


def _inbox(inbox: Path, folder: Path = HERE) -> dict[str, dict]:
    """Each case of ``folder`` (these, or ``../shared/bench/real``) as an inbox entry; the cases by file."""
    cases = {}
    for case_file in sorted(folder.glob("*/case.toml")):
        case = tomllib.loads(case_file.read_text())
        source = case_file.parent / case["source"]
        flags = case["flags"] + (" -c" if case["kind"] == "crash" else " -w")
        (inbox / source.name).write_bytes(source.read_bytes())
        sidecar = (
            f'compiler = "{_name(case["compiler"])}"\nflags = "{flags.strip()}"\nexpect = "{case["kind"]}"\n'
        )
        (inbox / source.with_suffix(".toml").name).write_text(sidecar + f'origin = "{case["url"]}"\n')
        cases[source.name] = case
    return cases


def _config(work: Path, cases: dict[str, dict], reduce_seconds: float) -> Path:
    text = default_config_path().read_text()
    text = re.sub(r"(?m)^folders = \[.*\]$", f'folders = ["{work / "inbox"}"]', text)
    text = re.sub(r"(?m)^max_seconds = .*$", f"max_seconds = {reduce_seconds}", text)
    names = sorted({_name(case["compiler"]) for case in cases.values()})
    configured = set(re.findall(r'(?m)^name = "([^"]+)"', text))
    extra = "".join(
        f'\n[[compilers]]\nname = "{name}"\ncommand = "{name}"\nflag_sets = ["-O2"]\n'
        for name in names
        if name not in configured
    )
    text = text.replace("# Reference compilers:", extra + "\n# Reference compilers:", 1)
    text = re.sub(r"(?ms)^\[\[bisect\.releases\]\].*?(?=^# Commit bisection)", "", text)
    series = "".join(
        f'[[bisect.releases]]\ncompiler = "{name}"\nreleases = {RELEASES[name.split("-")[0]]!r}\n\n'.replace(
            "'", '"'
        )
        for name in names
    )
    text = text.replace("# Commit bisection", series + "# Commit bisection", 1)
    path = work / "reportsmith.toml"
    path.write_text(text)
    return path


def _row(failure: Failure, case: dict) -> str:
    """One case: the release range *the report states* (Known to work/fail), against the case's."""
    bisection = failure.bisection
    search = bisection.releases if bisection is not None else None
    known = known_releases(bisection)
    stated = {**dict.fromkeys(known.work_releases, "good"), **dict.fromkeys(known.fail_releases, "bad")}
    expected_fail = set(case["fails_with"]) & set(stated)
    expected_pass = set(case["passes_with"]) & set(stated)
    agrees = set(known.fail_releases) == expected_fail and set(known.work_releases) <= expected_pass | set(
        case.get("not_applicable", [])
    )
    reduced = len(failure.reduced_bytes) if failure.reduced_bytes else "-"
    if failure.reduction is not None and not failure.reduction.complete:
        reduced = f"{reduced} (budget)"
    probed = "not bisected"
    if search is not None:
        probed = ", ".join(f"{name}: {stated.get(name, 'skip')}" for name in search.marks)
        probed += f" ({search.test or 'reduced'} test)"
    other = reduced_releases(bisection)
    if other is not None:
        probed += "; the reduced test fails " + (", ".join(other.fail_releases) or "with none")
    return (
        f"| {case['name']} | {failure.verdict} | {failure.details.ice_on or '-'} "
        f"| `{failure.signature}` | {len(failure.test_bytes)} → {reduced} | {probed} "
        f"| fails {', '.join(case['fails_with'])} | {'yes' if agrees else 'NO'} |"
    )


def _seconds(summary: object) -> str:
    seconds, complete = getattr(summary, "seconds", 0), getattr(summary, "complete", False)
    return f"{seconds} s" + ("" if complete else " (budget)")


def _ir_row(failure: Failure, case: dict) -> str:
    """The source reduction and the IR reproducer of one case, side by side."""
    source = f"{len(failure.test_bytes)} → {len(failure.reduced_bytes or failure.test_bytes)} B"
    source += f", {_seconds(failure.reduction)}" if failure.reduction else ""
    found = failure.ir_reproducer
    if found is None:
        return f"| {case['name']} | {source} | - (not clang) | | | |"
    if found.status != "reproduced":
        where = found.location if found.location == found.status else f"{found.location}: {found.status}"
        return f"| {case['name']} | {source} | {where} | {found.note} | | |"
    factor = found.original_size / max(found.size, 1)
    return (
        f"| {case['name']} | {source} | {found.location}: `{found.shell(found.command)}` "
        f"| {found.original_size} → {found.size} B ({factor:.1f}x), {_seconds(found)}, {found.tests} tests "
        f"| {'; '.join(found.checks)} | {found.sessions} |"
    )


def stored_failures(work: Path) -> list[Failure]:
    """Every failure of the store a run in ``work`` left (``work/data/reportsmith.db``), by id."""
    store = Store(f"sqlite:///{work / 'data' / 'reportsmith.db'}")
    with store.transaction() as session:
        return list(session.scalars(select(Failure).order_by(Failure.id)))


def _load() -> str:
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


def main() -> None:
    work = (Path(sys.argv[1]) if len(sys.argv) > 1 else Path(tempfile.mkdtemp(prefix="real-run-"))).resolve()
    reduce_seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 300.0
    (work / "inbox").mkdir(parents=True, exist_ok=True)
    cases = _inbox(work / "inbox")
    config = _config(work, cases, reduce_seconds)
    env = {"REPORTSMITH_CONFIG": str(config), "REPORTSMITH_DATA": str(work / "data"), "PATH": "/usr/bin:/bin"}
    command = [str(Path(sys.executable).parent / "reportsmith"), "run"]
    print("$", shlex.join(command), file=sys.stderr)
    if "--table-only" not in sys.argv:
        print(f"load average at the start: {_load()}", file=sys.stderr)
        subprocess.run(command, env=env, check=True)
        print(f"load average at the end: {_load()}", file=sys.stderr)
    print("| case | verdict | ice on | signature | size (B) | release verdicts | case says | agrees |")
    print("|---|---|---|---|---|---|---|---|")
    failures = stored_failures(work)
    for failure in failures:
        print(_row(failure, cases[failure.test_name]))
    print(
        "\n| case | source reduction | IR stage: where, command | IR size, time | checked on IR | sessions |"
    )
    print("|---|---|---|---|---|---|")
    for failure in failures:
        print(_ir_row(failure, cases[failure.test_name]))


if __name__ == "__main__":
    main()
