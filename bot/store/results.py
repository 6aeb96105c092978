"""What the reduce, bisect and tame stages found, as stored on a failure (``Failure.reduction``,
``.bisection``, ``.tame``).

The stages write these dataclasses and the report drafter reads their fields; the store keeps them as JSON
through :mod:`.jsonable`, with the keys the bot has always written, so rows stored by older versions read.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from reportsmith.common.kinds import FailureKind


@dataclass
class Recheck:
    """The oracle re-run on the reduced test: did it fail the same way as the original?"""

    verdict: FailureKind = FailureKind.PASS
    signature: str = ""
    same: bool = False
    reason: str = ""


@dataclass
class PassStats:
    tests: int = 0
    successes: int = 0
    bytes_removed: int = 0
    seconds: float = 0.0


@dataclass
class Reduction:
    """A reduction, maybe cut short (``complete`` False, ``stopped`` says why); ``size`` of the best test."""

    complete: bool = False
    #: True once the reduction ended (finished, out of time or interrupted); False while it is saved mid-way.
    final: bool = False
    original_size: int = 0
    size: int = 0
    stopped: str = ""
    tests_run: int = 0
    cache_hits: int = 0
    seconds: float = 0.0
    rounds: int = 0
    passes: dict[str, PassStats] = field(default_factory=dict)
    recheck: Recheck | None = None
    #: Outputs of the reduced test (None until the re-check ran: the report then shows the original's).
    compiler_output: str | None = None
    program_output: str = ""
    reference_output: str = ""
    validity_checks: list[str] = field(default_factory=list)
    #: How many sessions worked on it: a reduction cut short (budget, Ctrl-C, kill -9) is resumed by the next
    #: one from its stored best; ``tests_run``, ``seconds`` and ``passes`` add up over the sessions.
    sessions: int = 1
    #: Size of the stored best the last session started from (0: it started from the original).
    resumed_from: int = 0


@dataclass
class FlagSearch:
    tests: int = 0
    #: The -O level that was expanded into -O1 plus single flags ("" when none was).
    expanded: str = ""
    notes: list[str] = field(default_factory=list)
    #: How many single flags were tried as hiders.
    hiding_candidates: int = 0


@dataclass
class ReleaseSearch:
    summary: str = ""
    probes: int = 0
    #: release name -> good | bad | skip
    verdicts: dict[str, str] = field(default_factory=dict)
    #: "original" or "reduced": which test the releases compiled ("" in rows stored before both were probed).
    test: str = ""


@dataclass
class GitSearch:
    summary: str = ""
    search: str = "regression"
    builds: int = 0
    cache_hits: int = 0
    unbuildable: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


@dataclass
class Commit:
    #: The full hash; ``summary`` is bisect's one-line description (short hash, date, author: subject).
    commit: str = ""
    summary: str = ""

    def __str__(self) -> str:
        """The full hash, then the summary without its short hash (reports say the hash once, in full)."""
        rest = self.summary.removeprefix(self.commit[:12]).strip() if self.commit else self.summary
        return f"{self.commit} {rest}".strip()


@dataclass
class PassSearch:
    summary: str = ""
    tests: int = 0
    #: How many passes were tried (-fdisable-*).
    candidates: int = 0


@dataclass
class Bisection:
    """Every bisection search that ran on a failure; a search that did not run leaves its fields empty."""

    #: "reduced" or "original": which test the probes compiled.
    test: str = "original"
    summary: str = ""
    notes: list[str] = field(default_factory=list)
    minimal_flags: list[str] | None = None
    hiding_flags: list[str] | None = None
    hiding_flags_note: str = ""
    flags: FlagSearch | None = None
    #: The release range: the original test's (a reduction keeps the signature, not the range), so the
    #: regression fields, Known to work/fail and titles say what the reported bug does.
    releases: ReleaseSearch | None = None
    #: The reduced test over the same releases (None without a reduced test); reports say when it differs.
    reduced_releases: ReleaseSearch | None = None
    regression: bool = False
    last_good: str = ""
    first_bad: str = ""
    regression_releases: list[str] = field(default_factory=list)
    git: GitSearch | None = None
    culprit: Commit | None = None
    fixed_by: Commit | None = None
    #: When git bisection ended with several candidates (unbuildable commits between them).
    culprits: list[str] = field(default_factory=list)
    guilty_pass: str = ""
    hiding_passes: list[str] = field(default_factory=list)
    pass_search: PassSearch | None = field(default=None, metadata={"json": "pass"})


@dataclass
class TameResult:
    """Where the tame stage put a failure, and why (``Failure.tame``; ``Failure.tame_rank`` is the position).

    Rows stored before this dataclass (a plain dict with the same keys) read as one.
    """

    #: The distance the ranking used, and why that one (the default's rule, or that it was configured).
    distance: str = ""
    distance_reason: str = ""
    #: The nearest failure listed before this one (a tamer id: the failure's id as text), None for the first.
    nearest: str | None = None
    nearest_is_known_bug: bool = False
    distance_to_nearest: float | None = None
    #: The failure this one is an exact duplicate of (same test and output), ranked in its place.
    duplicate_of: str | None = None
    explanation: str = ""
    #: For a labelled known-bug exemplar: the bug (it seeds the ranking and has no position).
    known_bug: str | None = None
    #: Bisection and flag facts this failure shares with ``nearest`` ("same first bad commit 1a2b3c4d5e6f").
    shared_facts: list[str] = field(default_factory=list)
