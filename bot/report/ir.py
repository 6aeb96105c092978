"""A failure's IR reproducer as a report shows it (``failure.ir_reproducer``, from the IR stage).

LLVM developers read an LLVM bug in this order: the title naming the pass, the IR and the one ``opt``/``llc``
command, and only then the C/C++ test it came from. :func:`ir_facts` gives the template what that section
needs, or None when there is nothing to show: a front-end crash (the C/C++ test is the reproducer), a failure
the IR stage has not looked at, or one it could not try (no tools). When the IR stage found that no IR
can show the failure -- clang emits invalid IR, or no command crashes the same way -- the section is one
sentence saying so, because that too tells an LLVM developer where the bug is.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from reportsmith.store import Failure
from reportsmith.store.results import IRKind, IRReproducer, IRStatus

#: Reduced IR longer than this is not put in a GitHub issue body (65,536 characters at most, test included).
INLINE_IR_LIMIT = 30_000


def _commands(found: IRReproducer) -> str:
    """The shell lines that show the failure on :attr:`IRReproducer.ir_file`."""
    if found.kind is IRKind.CRASH:
        return found.shell(found.command)
    run = found.run_command

    def said(what: str) -> str:  # how it ran, when it was run on this very text
        return f"  # {what}" if what else ""

    lines = [
        f"{found.shell(run)}{said(found.expected)}",
        found.shell(found.command),
        f"{found.shell(run, 'after.ll')}{said(found.actual)}",
    ]
    return "\n".join(lines)


def _summary(found: IRReproducer) -> str:
    reducer = f"llvm-reduce-{found.release}" if found.release else "llvm-reduce"
    if found.size >= found.original_size:
        said = f"not smaller after {reducer} ({found.size} bytes)"
    else:
        factor = found.original_size / max(found.size, 1)
        said = f"reduced by {reducer} from {found.original_size} to {found.size} bytes, {factor:.1f}x smaller"
    if not found.complete:
        said += f"; reduction stopped early: {found.stopped}"
    return said


def _why_not(found: IRReproducer) -> str:
    if found.status is IRStatus.INVALID_IR:
        return (
            f"No IR reproducer: {found.note}. clang's release builds do not verify the IR they emit, so the "
            "bug is in clang's IR generation (the crash only shows later, in LLVM); the test below is the "
            "reproducer."
        )
    return (
        f"No opt/llc command on clang's IR shows the failure: {found.note}. The test below is the reproducer."
    )


def ir_facts(failure: Failure) -> dict[str, Any] | None:
    """The IR section's facts for ``failure``, or None when its report has no IR section."""
    found = failure.ir_reproducer
    if found is None or found.status in (IRStatus.FRONT_END, IRStatus.UNAVAILABLE):
        return None
    if found.status is not IRStatus.REPRODUCED or not found.reduced_ir:
        return {"shown": False, "note": _why_not(found)}
    signature = found.signature.replace("clang frontend crash", "crash")
    return {
        "shown": True,
        "kind": found.kind,
        "tool": Path(found.command[0]).name if found.command else "",
        "pass_name": found.pass_name,
        "component": found.component,
        "signature": signature.split(": ", 1)[-1] if signature else "",
        "commands": _commands(found),
        "file": found.ir_file,
        "text": found.reduced_ir,
        "inline": len(found.reduced_ir) + len(found.after_ir) <= INLINE_IR_LIMIT,
        "after": found.after_ir,
        "summary": _summary(found),
        "checks": list(found.checks),
        "unchecked": _unchecked(found),
        "test": found.test,
    }


def _unchecked(found: IRReproducer) -> list[str]:
    """What a miscompile's IR was not checked for: its MSan/ASan builds, when the release has no sanitizer
    runtime (then a read of uninitialized memory can pass for a clean run before the pass)."""
    if found.kind != "miscompile" or found.sanitizer_clang:
        return []
    return [
        "MemorySanitizer and AddressSanitizer builds of the IR before the pass (no sanitizer runtime for "
        "this release: Debian's libclang-rt-N-dev): an uninitialized read could pass for a clean run"
    ]
