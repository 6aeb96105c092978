"""What the store keeps about a failure beyond its columns (``Failure.details``), as one typed record.

Who writes what:

* the finder (fuzz, ingest): how every build of the test needs to be made (``common_flags``, ``link_flags``),
  where it came from (the generator's seed and parameters, the sidecar's ``expect``, a ``note``), and what
  was inlined to make it self-contained (:class:`SelfContained`);
* the oracle (:class:`reportsmith.oracle.Judgement` carries the same record): the evidence behind the
  verdict -- exit statuses, the signal, a crash on valid or invalid code and why, a hog's times, the memory a
  killed compile held, an arithmetic program's failing checks;
* people and maintainers (:mod:`reportsmith.actions`): the known bug it is, what it duplicates, why it is
  invalid, where it was fixed.

It is stored as JSON through :mod:`.jsonable`, the serializer of the stages' results, so rows written by
older versions read (missing keys take their defaults). Every key the bot has ever written is a field here:
a key this record did not know would be dropped on the next write.
"""

from __future__ import annotations

import dataclasses
import enum
from dataclasses import dataclass, field
from typing import Any

from reportsmith.common.kinds import FailureKind
from reportsmith.store.tracker_kind import Tracker


class IceOn(enum.StrEnum):
    """Whether the code a compiler crashed on is valid (every reference accepts it) or not: GCC's
    ``ice-on-valid-code`` / ``ice-on-invalid-code``."""

    VALID = "valid"
    INVALID = "invalid"


@dataclass
class SelfContained:
    """The project headers inlined into the stored test (:mod:`reportsmith.self_contained`)."""

    inlined_headers: list[str] = field(default_factory=list)
    #: Includes left in preprocessor branches no build takes.
    untaken_includes: list[str] = field(default_factory=list)
    #: The include-directory flags the inlined test no longer needs.
    dropped_flags: list[str] = field(default_factory=list)
    original_bytes: int = 0
    original_sha256: str = ""
    #: Why the test was stored as given after all (inlining changed the verdict); "" when it was inlined.
    kept_original: str = ""


@dataclass
class DuplicateOf:
    """The issue a person (or the tracker) said this failure duplicates."""

    tracker: Tracker | None = None
    number: str = ""
    url: str = ""
    #: The stored failure whose report that issue is (None: an issue reportsmith did not file).
    failure_id: int | None = None
    known_bug: str = ""


@dataclass
class Invalid:
    """Why a person (or the tracker) said this is not a compiler bug."""

    reason: str = ""
    signature: str = ""


@dataclass
class Fixed:
    """Where a person, the tracker or fix verification said the bug is fixed."""

    release: str = field(default="", metadata={"json": "in"})
    signature: str = ""


@dataclass
class FixedUpstream:
    """The retest before filing found the bug fixed in a newer release than the compiler under test."""

    release: str = field(default="", metadata={"json": "in"})
    #: The newest release the retest built the test with, and the day it did.
    newest: str = ""
    on: str = ""


@dataclass
class FailureDetails:
    """Everything a failure records besides its columns; every field optional (see the module notes)."""

    # How every build of the test is made (the references' too).
    common_flags: list[str] = field(default_factory=list)
    link_flags: list[str] = field(default_factory=list)
    # Where it came from.
    expect: FailureKind | None = None
    note: str = ""
    self_contained: SelfContained | None = None
    csmith_seed: int | None = None
    arith_seed: int | None = None
    #: The arithmetic generator's parameters (``reportsmith.fuzzers.params.ArithParams``, as stored).
    arith: dict[str, Any] | None = None
    operations: int | None = None
    # The oracle's evidence.
    exit: int | None = None
    expected_exit: int | None = None
    signal: str = ""
    #: A crash on valid or invalid code (None for other verdicts), and why it is invalid.
    ice_on: IceOn | None = None
    invalid_because: str = ""
    peak_memory_mb: float | None = None
    #: A compile-time hog: the compiler under test's seconds, the slowest reference's, their ratio, and
    #: whether the compile was stopped at the time limit (its seconds are then a lower bound).
    seconds: float | None = None
    reference_seconds: float | None = None
    ratio: float | None = None
    cut_short: bool = False
    #: The program's own problem (its references disagree, it does not terminate): no compiler bug.
    not_a_compiler_bug: bool = False
    #: An arithmetic program's failing self-checks and the first one's expression pattern.
    mismatches: list[str] = field(default_factory=list)
    first_pattern: str = ""
    #: The signature migration 0006 replaced (its downgrade puts it back).
    signature_before_0006: str = ""
    # What people said.
    known_bug: str | None = None
    duplicate_of: DuplicateOf | None = None
    invalid: Invalid | None = None
    fixed: Fixed | None = None
    fixed_upstream: FixedUpstream | None = None

    def merged(self, other: FailureDetails) -> FailureDetails:
        """This record with every field ``other`` sets (differs from the default) taken from ``other``."""
        blank = FailureDetails()
        changes = {
            f.name: getattr(other, f.name)
            for f in dataclasses.fields(other)
            if getattr(other, f.name) != getattr(blank, f.name)
        }
        return dataclasses.replace(self, **changes)
