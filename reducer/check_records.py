"""What the wrong-code predicate's checks say: the behaviour a signature names, one check's record on one
text (``CheckRecord``, what a report's validity list is made of), and the original's run times that
:meth:`~reportsmith.reducer.wrong_code.WrongCodePredicate.calibrate` derives the run limits from."""

from __future__ import annotations

from dataclasses import dataclass, field


def behaviour_from_signature(signature: str | None) -> str | None:
    """The behaviour class named by a case signature such as ``executable killed by SIGSEGV``."""
    if not signature:
        return None
    for word in signature.replace(",", " ").split():
        if word.startswith("SIG"):
            return f"signal:{word}"
    if "timeout" in signature or "hang" in signature:
        return "timeout"
    if "output" in signature or "wrong" in signature:
        return "wrong-output"
    return None


@dataclass(frozen=True)
class CheckRecord:
    """One check of :meth:`WrongCodePredicate.audit` on one text: ``passed`` None means it did not run
    (``detail`` says why); False means it failed (``detail`` says how)."""

    check: str
    passed: bool | None
    detail: str = ""


def ending(behaviour: str | None) -> str:
    """``signal:SIGSEGV`` as a report says it: ``dies by SIGSEGV``; ``exit:3``: ``exits with status 3``."""
    kind, _, value = (behaviour or "").partition(":")
    if kind == "signal":
        return f"dies by {value}"
    if kind == "exit":
        return f"exits with status {value}"
    return "does not finish in time" if kind == "timeout" else f"ends as the original does ({behaviour})"


@dataclass
class RunTimes:
    """How long the original's programs ran (seconds, wall), as :meth:`WrongCodePredicate.calibrate` saw."""

    cut: list[float] = field(default_factory=list)
    reference: list[float] = field(default_factory=list)


class Trace(list[CheckRecord]):
    """What the checks of one :meth:`WrongCodePredicate.check` call said, in order (only when audited)."""

    def note(self, check: str, passed: bool | None, detail: str = "") -> bool | None:
        self.append(CheckRecord(check, passed, detail))
        return passed
