"""Facts of a failure's record, as the report templates show them: what was bisected and which flags
matter, the commands that reproduce the failure, what the references checked, and the outputs of the test the
report shows (the reduced one when it is trusted, else the original).

:mod:`.rendering` gathers these into a template context; nothing here renders or formats text for a tracker.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Sequence
from typing import Any

from reportsmith.common.kinds import FailureKind
from reportsmith.common.process import split_command
from reportsmith.config import Compiler
from reportsmith.oracle import COMPILE_ONLY_FLAGS
from reportsmith.report.identify import Identification
from reportsmith.report.titles import crash_frame, llvm_pass_component, optimization_level
from reportsmith.store import Failure
from reportsmith.store.results import Bisection, Reduction


def bisection_facts(bisection: Bisection | None) -> dict[str, Any]:
    """Regression range, culprit, guilty pass and flag results from the bisection (None when not bisected)."""
    if bisection is None:
        return {"bisected": False, "regression": False}
    culprits = list(bisection.culprits)
    return {
        "bisected": True,
        "regression": bisection.regression,
        "last_good": bisection.last_good,
        "first_bad": bisection.first_bad,
        "culprit": str(bisection.culprit or (culprits[0] if len(culprits) == 1 else "")),
        "culprits": culprits,
        "fixed_by": str(bisection.fixed_by or ""),
        "guilty_pass": bisection.guilty_pass,
        "hiding_passes": list(bisection.hiding_passes),
        "summary": bisection.summary,
    }


_PASS_RUN_NUMBER = re.compile(r"\bpass \((\d+)\) (\S+)")


def guilty_pass_facts(bisection: Bisection | None, verdict: str, signature: str) -> dict[str, Any]:
    """What opt-bisect's search showed, said as it was checked: the limit that first shows the failure (the
    one below does not), and for a crash outside the guilty pass, where it crashes. A crash in a pass
    opt-bisect cannot skip (llvm#54760 in CoroSplitPass) has as "guilty pass" the last one it can, whose
    output the crashing pass then chokes on: the report says both rather than let one stand for the other."""
    match = _PASS_RUN_NUMBER.search(bisection.guilty_pass or "") if bisection is not None else None
    if match is None:
        return {"guilty_limit": None, "crash_elsewhere": ""}
    frame = crash_frame(signature) if verdict == FailureKind.CRASH else None
    component = llvm_pass_component(bisection.guilty_pass)
    elsewhere = frame if frame and component and component not in frame else ""
    return {"guilty_limit": int(match.group(1)), "crash_elsewhere": elsewhere}


def flag_facts(bisection: Bisection | None, flags: list[str]) -> dict[str, Any]:
    return {
        "minimal": None if bisection is None else bisection.minimal_flags,
        "hiding": None if bisection is None else bisection.hiding_flags,
        "hiding_note": "" if bisection is None else bisection.hiding_flags_note,
        "level": optimization_level(flags),
    }


def commands(failure: Failure, identification: Identification, test_file: str) -> dict[str, list[str]]:
    """Shell lines that reproduce the failure with the test saved as ``test_file``."""
    compiler = split_command(failure.compiler_command or failure.compiler)
    flags = list(failure.flags)
    common, link = failure.common_flags, failure.link_flags
    compile_only = any(flag in COMPILE_ONLY_FLAGS for flag in flags)
    if failure.verdict in (FailureKind.CRASH, FailureKind.REJECTS_VALID) or compile_only:
        return {
            "tested": [
                shlex.join([*compiler, *flags, *common, test_file, *(["-c"] if not compile_only else [])])
            ]
        }
    tested = [shlex.join([*compiler, *flags, *common, test_file, "-o", "bad.out", *link]), "./bad.out"]
    return {"tested": tested, "link": link, "common": common}


def reference_commands(references: Sequence[Compiler], failure: Failure, test_file: str) -> list[str]:
    common, link = failure.common_flags, failure.link_flags
    lines = []
    for index, reference in enumerate(references):
        output = f"good{index}.out"
        flags = split_command(reference.flag_sets[0]) if reference.flag_sets else []
        lines += [
            shlex.join([*reference.argv, *flags, *common, test_file, "-o", output, *link]),
            f"./{output}",
        ]
    return lines


def validity_checks(failure: Failure, references: Sequence[Compiler]) -> list[str]:
    """The checks the shown test passed, each run on its exact text: the final gate's audit when the reduction
    has one (wrong code, a kept range), else what ingest and the reduce stage's re-check established."""
    reduction = failure.reduction
    audited = reduction is not None and bool(reduction.checks)
    described = ", ".join(
        " ".join([reference.name, *(reference.flag_sets[:1] or [])]).strip() for reference in references
    )
    checks: list[str] = []
    if failure.verdict == FailureKind.REJECTS_VALID:
        checks.append(f"accepted by the reference compilers ({described})")
    elif failure.verdict == FailureKind.WRONG_CODE and not audited:
        checks.append(f"built by every reference compiler ({described}); the builds run to completion")
        checks.append("the reference builds agree with each other on output and exit status")
    elif failure.verdict == FailureKind.CRASH:
        checks.append("the crash reproduces when the bot re-runs the compiler (re-checked on ingest)")
    if reduction is None:
        return checks
    if not audited:
        return checks + reduction.validity_checks
    if reduction.valid:  # the oracle's re-check line is about the reduced test, shown only when it passed
        checks += [line for line in reduction.validity_checks if line.startswith("the oracle re-run")]
    return checks + [check.check for check in reduction.checks if check.passed]


def checks_not_run(failure: Failure) -> list[str]:
    """What the report must say was not checked on the shown test (and why), so it claims nothing more."""
    reduction = failure.reduction
    lines = []
    if reduction is not None and not reduction.valid:
        lines.append(
            "the reduced test did not pass the final check, so this report shows the original test "
            "(the next run reduces it again)"
        )
    if reduction is not None and reduction.checks:
        lines += [f"{check.check}: {check.detail}" for check in reduction.checks if check.passed is None]
    elif failure.verdict == FailureKind.WRONG_CODE:
        lines.append("Frama-C (the C semantics check): not run on this test")
    return lines


def trusted_reduced(failure: Failure) -> bytes | None:
    """The reduced test, unless the oracle's re-check found it no longer fails the same way or it failed the
    final gate's checks (then a report shows the original: a reduction that lost the bug is worse than
    none)."""
    reduction = failure.reduction
    recheck = reduction.recheck if reduction is not None else None
    if recheck is not None and not recheck.same:
        return None
    if reduction is not None and not reduction.valid:
        return None
    return failure.reduced_bytes


def outputs_of_shown_test(failure: Failure) -> dict[str, str]:
    """Outputs of the test the report shows: the reduce stage re-runs the compilers on the reduced test and
    stores what they print in the reduction; the stored originals otherwise."""
    reduction: Reduction | None = failure.reduction
    shows_reduced = trusted_reduced(failure) is not None
    if shows_reduced and reduction is not None and reduction.compiler_output is not None:
        return {
            "compiler": reduction.compiler_output,
            "program": reduction.program_output,
            "expected": reduction.reference_output,
        }
    return {
        "compiler": failure.compiler_output,
        "program": failure.program_output,
        "expected": failure.reference_output,
    }
