"""Errors of the bisection library: what went wrong and what the user can do about it.

Every error here is a :class:`~reportsmith.common.errors.ReportsmithError`, so the CLI prints it as one line.
A predicate that cannot decide anything raises :class:`reportsmith.common.predicates.PredicateError` (the
predicates are shared with the reducer); a bisection catches it beside :class:`BisectError`.
"""

from __future__ import annotations

from reportsmith.common.errors import ReportsmithError


class BisectError(ReportsmithError):
    """Base of every bisection error."""


class CheckpointError(BisectError):
    """A checkpoint file cannot be read, or belongs to a different bisection."""


class GitError(BisectError):
    """A git command failed (bad repository path, unknown revision...)."""


class RecipeError(BisectError):
    """A build recipe is malformed (unknown placeholder, no build commands...)."""


class FlagsError(BisectError):
    """The failing command does not fail, so there is nothing to minimize."""


class PassError(BisectError):
    """Pass localisation is impossible with this compiler (no opt-bisect output, no pass list...)."""


class EndpointError(BisectError):
    """An end of the range cannot be tested (the probe says skip) or does not show the verdict it must."""


class TooManySkipsError(BisectError):
    """Several probes in a row said skip: the predicate (or the build) is broken, not just one commit."""
