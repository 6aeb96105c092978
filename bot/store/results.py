"""What the reduce and bisect stages found, as stored on a failure (``Failure.reduction``, ``.bisection``).

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
class KeptRegression:
    """What identifies the original's regression, learned before reducing (bot/regression_guard.py): its
    release range, the releases next to each change of verdict that every variant had to give the original's
    verdict on, and the guilty pass every variant had to keep."""

    summary: str = ""
    #: release name -> good | bad | skip, for the original test
    verdicts: dict[str, str] = field(default_factory=dict)
    #: release name -> the verdict every variant kept there (empty: no change of verdict to keep)
    boundaries: dict[str, str] = field(default_factory=dict)
    #: The LLVM pass (opt-bisect) that makes the original fail ("" when none was found or searched).
    guilty_pass: str = ""


@dataclass
class ValidityCheck:
    """One check run on the exact text a report shows: ``passed`` True, False, or None when it did not run
    (``detail`` says why, or how it failed)."""

    check: str = ""
    passed: bool | None = None
    detail: str = ""


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
    #: What the final gate's checks said on the stored text, in order (wrong code; the kept range): reports
    #: list the ones that passed and name the ones that did not run. Empty for rows stored before the gate.
    checks: list[ValidityCheck] = field(default_factory=list)
    #: The final gate: False when a check failed on the reduced text (reports then show the original).
    valid: bool = True
    #: The regression the reduction kept (None: nothing was learned, or [reduce] keep_regression is off).
    kept_regression: KeptRegression | None = None
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
