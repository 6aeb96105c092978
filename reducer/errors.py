"""Errors of the reducer a user can fix, each saying what is wrong and what to do."""

from __future__ import annotations

from reportsmith.common.errors import ReportsmithError


class ReductionError(ReportsmithError):
    """Base of the reducer's user-facing errors."""


class NotInterestingError(ReductionError):
    """The original test case is not interesting: the test rejects it before anything was changed.
    ``check`` names the predicate's check that refused it, when the predicate has named checks."""

    def __init__(self, message: str, check: str | None = None) -> None:
        super().__init__(message)
        self.check = check


class FlakyTestError(ReductionError):
    """The interestingness test gives different answers for the same input."""


class EmptyIsInterestingError(ReductionError):
    """The empty file is interesting: the test does not check what it should."""


class ScheduleError(ReductionError):
    """The pass schedule file or a pass selection is wrong."""


class ParseFailure(ReductionError):
    """libclang could not parse the variant at all (the AST passes propose nothing for it: contained)."""
