"""What kind of failure a compiler run shows: one enum for the oracle, reducer, bisect, tamer and reports.

The values are the strings the store, the config (`expect = "crash"` in an inbox sidecar) and the JSON output
have always used, so :class:`FailureKind` is a ``StrEnum``: ``FailureKind("wrong-code")`` parses one (raising
``ValueError`` on anything else, which callers turn into their own error with the file and key), and
``str(kind)`` prints it. Compare members, never string literals.
"""

from __future__ import annotations

import enum


class FailureKind(enum.StrEnum):
    """The oracle's verdict on one program and build."""

    #: The compiler died: an internal compiler error, an assertion, a signal.
    CRASH = "crash"
    #: The compiler rejects a program every reference compiler accepts.
    REJECTS_VALID = "rejects-valid"
    #: The compiled program behaves differently from the references' builds.
    WRONG_CODE = "wrong-code"
    #: The compiler (or the program it built) runs out of time where the references finish.
    HANG = "hang"
    #: The compiler finishes, but takes many times the references' time on the same program and flags
    #: (GCC's ``compile-time-hog`` keyword); the store keeps both figures.
    HOG = "compile-time-hog"
    #: Nothing wrong was found.
    PASS = "pass"

    @property
    def is_failure(self) -> bool:
        return self is not FailureKind.PASS

    @classmethod
    def failures(cls) -> tuple[FailureKind, ...]:
        """Every kind that is a failure, in the order reports list them."""
        return tuple(kind for kind in cls if kind.is_failure)
