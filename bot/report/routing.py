"""Where a failure's report goes: the tracker of its compiler's project, and only there.

LLVM and GCC each take their own bugs: clang's go to LLVM's GitHub issues, gcc's and g++'s to GCC's Bugzilla.
Each configured tracker says which compiler families it takes (``[trackers.github] families``, default
``["clang"]``; ``[trackers.bugzilla] families``, default ``["gcc"]``). A failure whose family no configured
tracker takes (tcc, pcc) is routed nowhere: it gets a draft to read, and is never filed automatically; a
person may still file it by hand where they choose.

:func:`route` is the one place that decides; drafting, filing by hand (``--force`` to file elsewhere),
the auto-filing plan and the review page all ask it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from reportsmith.common.family import CompilerFamily
from reportsmith.names import failure_name
from reportsmith.store.models import Failure
from reportsmith.store.report_models import Tracker


def trackers_set_up(config: Any) -> list[Tracker]:
    """The trackers the configuration sets up (a GitHub repository, a Bugzilla URL)."""
    configured = {
        Tracker.GITHUB: bool(config.trackers.github.repository),
        Tracker.BUGZILLA: bool(config.trackers.bugzilla.url),
    }
    return [tracker for tracker in Tracker if configured[tracker]]


def _families(config: Any, tracker: Tracker) -> list[CompilerFamily]:
    return list(getattr(config.trackers, tracker).families)


@dataclass(frozen=True)
class Route:
    """Failure ``failure_id``'s route: its compiler's ``family`` and the configured tracker that takes it
    (None: none does)."""

    failure_id: int
    compiler: str
    family: CompilerFamily
    tracker: Tracker | None
    #: Every configured tracker with the families it takes, for the sentences below.
    taken: tuple[tuple[Tracker, tuple[CompilerFamily, ...]], ...]

    def takes(self, tracker: Tracker) -> bool:
        return self.tracker == tracker

    def elsewhere(self, tracker: Tracker) -> bool:
        """Routed to another configured tracker than ``tracker`` (filing there by hand needs --force)."""
        return self.tracker is not None and self.tracker != tracker

    def why_not(self, tracker: Tracker) -> str:
        """Why ``tracker`` does not take it, as a sentence's main clause ("" when it does)."""
        name = failure_name(self.failure_id)
        if self.tracker == tracker:
            return ""
        if self.tracker is not None:
            return (
                f"{name} is a {self.family} failure ({self.compiler}): its reports go to {self.tracker} "
                f"(trackers.{self.tracker}.families), not to {tracker}"
            )
        said = "; ".join(f"trackers.{t}.families = {', '.join(f) or 'none'}" for t, f in self.taken)
        return (
            f"{name}'s compiler {self.compiler} ({self.family}) has no tracker: no configured tracker takes "
            f"its family ({said or 'no tracker is configured'})"
        )


def route(config: Any, failure: Failure) -> Route:
    """The configured tracker that takes ``failure``'s compiler family (the first one, when several do)."""
    # the one detector (reportsmith.common.family), with what the configuration declares
    kind = config.compiler_family(failure.compiler, failure.compiler_command or failure.compiler)
    configured = trackers_set_up(config)
    taken = tuple((tracker, tuple(_families(config, tracker))) for tracker in configured)
    chosen = next((tracker for tracker, families in taken if kind in families), None)
    return Route(failure.id, failure.compiler, kind, chosen, taken)
