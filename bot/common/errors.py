"""The root of reportsmith's error hierarchy.

Every error a user can cause (bad config, bad input file, a test that is not interesting...) is a subclass
of :class:`ReportsmithError` whose message says what is wrong and what to do. The CLI prints such errors as
one line and exits with status 2; anything else is a bug in reportsmith and shows a traceback.

Each library keeps its own errors under this root in its ``errors.py`` (``reportsmith.reducer.errors``,
``reportsmith.tamer.errors``, ``reportsmith.bisect.errors``), the application in ``reportsmith.errors``;
what both sides share (libclang) is here.
"""


class ReportsmithError(Exception):
    """A problem the user can fix; the message says which file/key/line and what was expected."""

    exit_status = 2


class LibclangUnavailable(ReportsmithError):
    """libclang cannot be loaded or has no builtin headers; install ``libclang`` and a system clang."""


class PredicateError(ReportsmithError):
    """The failure predicate cannot decide anything (missing script or test, reference compiler broken...).
    The predicates are shared by the reducer and bisect (:mod:`reportsmith.common.predicates`)."""
