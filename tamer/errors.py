"""Errors the tamer raises for bad input: each message says what is wrong and what to do."""

from __future__ import annotations

from reportsmith.common.errors import ReportsmithError


class TamerError(ReportsmithError):
    """Base of the tamer's user-facing errors."""


class UnknownDistanceError(TamerError):
    """A distance name or weighted-sum expression that the registry does not know."""


class CorpusError(TamerError):
    """A labelled corpus folder that is missing files or has malformed labels."""


class CoverageError(TamerError):
    """Coverage cannot be collected (no gcov folder, a compiler not built with --coverage, gcov failing)."""
