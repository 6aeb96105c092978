"""LLVM's report form of today (issue 38), as fuzzer reports on llvm/llvm-project read in 2026:

* "fails:/works:" lines from the releases the bisection probed, each with the version its ``-v`` prints:
  ``fails: clang-22 (22.1.8)`` / ``works: clang-19 (19.1.7) and earlier`` (a run of releases that all
  work, or all fail, from the oldest probed on is said once, by its newest, "and earlier");
* the exact commands, each followed by what it printed (a shell transcript: the compile of the compiler
  under test, its program's output, and the reference builds' likewise);
* the Compiler Explorer compiler set to the first failing release of a regression (the compiler under
  test otherwise), so the link opens the release the reader should start from.

The rest (``clang -v``, the IR section, the validity checks) is the common report's.
:mod:`.rendering` gathers :func:`form_facts` into the template context (empty for other compilers).
"""

from __future__ import annotations

import re
import shlex
import shutil
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from reportsmith.common.family import CompilerFamily
from reportsmith.common.kinds import FailureKind
from reportsmith.common.predicates import Mark
from reportsmith.common.process import split_command
from reportsmith.config import Compiler
from reportsmith.report.identify import Identification, identify
from reportsmith.store import Failure
from reportsmith.store.results import Bisection

_FULL_VERSION = re.compile(r"\bversion (\d+\.\d+\.\d+)")
_SIGNALS = {"SIGSEGV": "Segmentation fault", "SIGABRT": "Aborted", "SIGFPE": "Floating point exception",
            "SIGILL": "Illegal instruction", "SIGBUS": "Bus error", "SIGKILL": "Killed"}  # fmt: skip


def release_version(release: str) -> str:
    """``22.1.8`` for an installed ``clang-22`` (what its ``-v`` says); "" when it is not installed."""
    if shutil.which(release) is None:
        return ""
    match = _FULL_VERSION.search(identify((release,)).version)
    return match.group(1) if match else ""


@dataclass(frozen=True)
class ReleaseLines:
    """``fails: ...`` and ``works: ...`` as LLVM's reports say them (each empty when no release did so)."""

    fails: str
    works: str


def release_lines(
    bisection: Bisection | None, version_of: Callable[[str], str] = release_version
) -> ReleaseLines:
    """The probed releases of the original test (oldest first, as the bisection probed them), split into
    those that fail and those that work; releases skipped (not installed, not built) are left out."""
    if bisection is None or bisection.releases is None:
        return ReleaseLines("", "")
    probed = [(name, v) for name, v in bisection.releases.marks.items() if v in (Mark.GOOD, Mark.BAD)]
    if len(probed) < 1:
        return ReleaseLines("", "")
    # The oldest run of one verdict, when it has more than one release, is said by its newest "and earlier".
    run = 1
    while run < len(probed) and probed[run][1] == probed[0][1]:
        run += 1
    said: dict[Mark, list[str]] = {Mark.BAD: [], Mark.GOOD: []}
    for index, (name, verdict) in enumerate(probed):
        if run > 1 and index < run - 1:
            continue
        version = version_of(name)
        text = f"{name} ({version})" if version else name
        said[verdict].append(f"{text} and earlier" if run > 1 and index == run - 1 else text)
    return ReleaseLines(", ".join(said[Mark.BAD]), ", ".join(said[Mark.GOOD]))


def first_failing_release(bisection: Bisection | None) -> str:
    """The release a regression starts with (installed, so its ``-v`` can be read), else ""."""
    if bisection is None or not bisection.regression or not bisection.first_bad:
        return ""
    return bisection.first_bad if shutil.which(bisection.first_bad) else ""


def explorer_identification(bisection: Bisection | None, under_test: Identification) -> Identification:
    """Whose ``-v`` picks the Compiler Explorer compiler: the first failing release of a regression, else
    the compiler under test."""
    first = first_failing_release(bisection)
    return identify((first,)) if first else under_test


def _ending(signal: str, exit_status: int | None) -> list[str]:
    if signal:
        return [_SIGNALS.get(signal, f"(killed by {signal})")]
    return [f"(exit status {exit_status})"] if exit_status else []


def _lines(text: str) -> list[str]:
    return text.splitlines() if text else []


@dataclass(frozen=True)
class Run:
    """One build and run in a transcript: the build command, what it printed, and the program's outputs."""

    build: Sequence[str]
    build_output: str
    program: str
    output: str
    signal: str = ""
    exit_status: int | None = None


def transcript(runs: Sequence[Run]) -> str:
    """The commands, each followed by what it printed, as a shell session reads (``$ `` before commands)."""
    lines: list[str] = []
    for run in runs:
        lines.append(f"$ {shlex.join(run.build)}")
        lines += _lines(run.build_output)
        lines.append(f"$ {run.program}")
        lines += _lines(run.output)
        lines += _ending(run.signal, run.exit_status)
    return "\n".join(lines) + "\n"


def form_facts(
    failure: Failure,
    kind: CompilerFamily,
    references: Sequence[Compiler],
    test_file: str,
    outputs: dict[str, str],
) -> dict[str, Any]:
    """The template facts of LLVM's form for a failure of compiler family ``kind``: the fails/works lines
    and, for wrong code, the commands each with what it printed (``outputs``: those of the shown test).
    Empty for compilers other than clang."""
    if kind is not CompilerFamily.CLANG:
        return {"fails": "", "works": "", "transcript": ""}
    lines = release_lines(failure.bisection)
    said = ""
    if failure.verdict == FailureKind.WRONG_CODE:
        compiler = split_command(failure.compiler_command or failure.compiler)
        common, link = failure.common_flags, failure.link_flags
        details = failure.details
        runs = [
            Run(
                [*compiler, *failure.flags, *common, test_file, "-o", "bad.out", *link],
                outputs["compiler"],
                "./bad.out",
                outputs["program"],
                details.signal,
                details.exit,
            )
        ]
        for index, reference in enumerate(references):
            flags = split_command(reference.flag_sets[0]) if reference.flag_sets else []
            build = [*reference.argv, *flags, *common, test_file, "-o", f"good{index}.out", *link]
            runs.append(Run(build, "", f"./good{index}.out", outputs["expected"], "", details.expected_exit))
        said = transcript(runs)
    return {"fails": lines.fails, "works": lines.works, "transcript": said}
