"""The checks GCC's bug-writing guide asks of a wrong-code report, run when the report is drafted.

gcc.gnu.org/bugs: "if compiling with -fwrapv, -fno-strict-aliasing or -fno-aggressive-loop-optimizations makes
the problem go away, your code is probably invalid" (signed overflow, type-based aliasing, undefined behaviour
inside a loop). A GCC wrong-code report therefore says, for each of the three flags, whether the program
built with it still goes wrong: each flag is added to the failing build and the oracle judges the test again
against the same references (on the reduced test when there is one: cheap). "Still fails" with all three is
what a maintainer wants to read; a flag that makes it pass is said plainly, because it points at the test.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from reportsmith.common.family import CompilerFamily
from reportsmith.common.kinds import FailureKind
from reportsmith.common.process import split_command
from reportsmith.config import Compiler
from reportsmith.errors import OracleError
from reportsmith.oracle import Build, Oracle
from reportsmith.store import Failure

#: The flags gcc.gnu.org/bugs names for wrong-code reports, in its order.
GCC_WRONG_CODE_FLAGS = ("-fwrapv", "-fno-strict-aliasing", "-fno-aggressive-loop-optimizations")


@dataclass(frozen=True)
class FlagCheck:
    """One flag added to the failing build: does the program still go wrong?"""

    flag: str
    still_fails: bool | None  # None: the oracle could not say (e.g. the build stopped failing another way)
    verdict: str  # the oracle's verdict with the flag added
    reason: str

    @property
    def said(self) -> str:
        if self.still_fails:
            return "still fails"
        if self.still_fails is None:
            return f"undecided ({self.verdict}: {self.reason})"
        return "passes: the test may rely on undefined behaviour this flag defines"


def wrong_code_flag_checks(
    compiler: Sequence[str],
    flags: Sequence[str],
    test_name: str,
    source: bytes,
    references: Sequence[Compiler],
    common_flags: Sequence[str] = (),
    link_flags: Sequence[str] = (),
) -> list[FlagCheck]:
    """Judge ``source`` built with ``flags`` plus each of :data:`GCC_WRONG_CODE_FLAGS` (empty when the
    references cannot be run: the report then says the checks were not run)."""
    builds = [
        Build(each.name, each.argv, split_command(each.flag_sets[0]) if each.flag_sets else [])
        for each in references
    ]
    try:
        oracle = Oracle(builds, common_flags=list(common_flags), link_flags=list(link_flags))
        variants = [Build(compiler[0], list(compiler), [*flags, flag]) for flag in GCC_WRONG_CODE_FLAGS]
        judgements = oracle.judge_all(source, test_name, variants)
    except OracleError:
        return []
    checks = []
    for flag, judgement in zip(GCC_WRONG_CODE_FLAGS, judgements, strict=True):
        if judgement.verdict == FailureKind.WRONG_CODE:
            still: bool | None = True
        elif judgement.verdict == FailureKind.PASS:
            still = False
        else:
            still = None
        checks.append(FlagCheck(flag, still, str(judgement.verdict), judgement.reason))
    return checks


def report_checks(
    failure: Failure, family: CompilerFamily, references: Sequence[Compiler], shown: bytes, test_file: str
) -> list[dict[str, str]]:
    """The template's ``gcc_checks`` for a report on ``failure`` (compiler family ``family``): the three flags
    judged on the test the report shows; empty unless it is GCC wrong code."""
    if failure.verdict != FailureKind.WRONG_CODE or family is not CompilerFamily.GCC:
        return []
    checks = wrong_code_flag_checks(
        split_command(failure.compiler_command or failure.compiler),
        list(failure.flags),
        test_file,
        shown,
        references,
        failure.common_flags,
        failure.link_flags,
    )
    return [{"flag": check.flag, "said": check.said} for check in checks]
