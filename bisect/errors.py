"""Errors of the bisection library: what went wrong and what the user can do about it.

Every error here is a :class:`~reportsmith.common.errors.ReportsmithError`, so the CLI prints it as one line.
A predicate that cannot decide anything raises :class:`reportsmith.common.errors.PredicateError` (the
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


class ArchiveError(BisectError):
    """The build archive cannot be read (index unreachable or malformed, download failed)."""


class ArchiveChecksumError(ArchiveError):
    """A downloaded build does not match the sha256 the archive's index gives: refused, not cached."""


class BuildMissingError(BisectError):
    """No build of this revision exists (not in the folder, not in the archive): the revision is a skip."""


class EmitError(BisectError):
    """clang could not emit the IR (it crashed or rejected the test while doing so)."""


class InvalidIRError(BisectError):
    """The IR clang emits is rejected by LLVM's own parser or verifier."""

    def __init__(self, message: str, first_error: str) -> None:
        super().__init__(message)
        self.first_error = first_error


class NotInterestingError(BisectError):  # the IR reducer's; the test reducer's is reducer.errors'
    """The IR to reduce does not pass its own check: nothing to reduce (``llvm-reduce`` refused it)."""


class NoReproducerError(BisectError):
    """No ``opt``/``llc`` command shows the failure: each one tried and what it did are in the message."""


class ToolsMissingError(BisectError):
    """The compiler is not clang, or its release's LLVM tools are not installed."""
