"""What the reduce, bisect, IR and tame stages found, as stored on a failure (``Failure.reduction``,
``.bisection``, ``.ir_reproducer``, ``.tame``), and what held a stage back from storing its result
(``Failure.holds``).

The stages write these dataclasses and the report drafter reads their fields; the store keeps them as JSON
through :mod:`.jsonable`, with the keys the bot has always written, so rows stored by older versions read.
"""

from __future__ import annotations

import enum
import shlex
from dataclasses import dataclass, field

from reportsmith.bisect.llvm_ir import CrashLocation
from reportsmith.common.kinds import FailureKind
from reportsmith.common.predicates import Mark
from reportsmith.reducer import PassStats


@dataclass
class Recheck:
    """The oracle re-run on the reduced test: did it fail the same way as the original?"""

    verdict: FailureKind = FailureKind.PASS
    signature: str = ""
    same: bool = False
    reason: str = ""


@dataclass
class KeptRegression:
    """What identifies the original's regression, learned before reducing (bot/regression_guard.py): its
    release range, the releases next to each change of verdict that every variant had to give the original's
    mark on, and the guilty pass every variant had to keep."""

    summary: str = ""
    #: release name -> good | bad | skip, for the original test (stored as "verdicts")
    marks: dict[str, Mark] = field(default_factory=dict, metadata={"json": "verdicts"})
    #: release name -> the mark every variant kept there (empty: no change of verdict to keep)
    boundaries: dict[str, Mark] = field(default_factory=dict)
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


#: How a release's verdict reads in a sentence.
RELEASE_SAID = {Mark.GOOD: "passes", Mark.BAD: "fails", Mark.SKIP: "untestable"}


@dataclass
class ReleaseSearch:
    summary: str = ""
    probes: int = 0
    #: release name -> good | bad | skip (stored as "verdicts")
    marks: dict[str, Mark] = field(default_factory=dict, metadata={"json": "verdicts"})
    #: "original" or "reduced": which test the releases compiled ("" in rows stored before both were probed).
    test: str = ""

    def each(self) -> str:
        """Every probed release's verdict: "clang-15: fails, clang-16: passes"."""
        return ", ".join(f"{name}: {RELEASE_SAID.get(v, v)}" for name, v in self.marks.items())

    def described(self) -> str:
        """The summary with the verdict of every release probed, when they are not all alike (a uniform
        result already names them all: "fails with every tested release (gcc-11, gcc-12)")."""
        if len(set(self.marks.values())) < 2:
            return self.summary
        return f"{self.summary} ({self.each()})"


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


@dataclass
class Holds:
    """What held a per-failure stage back from storing its result, so that the next step
    (:func:`reportsmith.stages.next_step`) passes over it instead of trying again and again.

    ``errors``: the stage (``reduce``, ``bisect``, ``ir``, ``draft``) -> the error that broke it; the failure
    goes on without that stage's result (a broken reduction is bisected and drafted unreduced), and the stage
    runs again once a person cleared it (``reportsmith retry ID``; a successful ``reportsmith reduce
    --failure ID`` or ``report draft ID`` clears its stage too). ``suppressed``: why the draft stage drafted
    nothing (a look-alike of a bug people classified known or invalid: :mod:`reportsmith.report.recurrence`).
    """

    errors: dict[str, str] = field(default_factory=dict)
    suppressed: str = ""

    def __bool__(self) -> bool:
        return bool(self.errors or self.suppressed)


class IRKind(enum.StrEnum):
    """What an IR reproducer shows."""

    CRASH = "crash"
    MISCOMPILE = "miscompile"


class IRStatus(enum.StrEnum):
    """What became of a clang failure's IR reproducer."""

    #: The IR and one ``opt``/``llc`` command show the failure (``command``, ``reduced_ir``).
    REPRODUCED = "reproduced"
    #: The crash is in clang's front end (Parse, Sema, AST, clang's IR generation): the C/C++ test is the
    #: reproducer, and the report has no IR section.
    FRONT_END = "front-end"
    #: clang emits IR that LLVM's parser or verifier rejects: the bug is clang's IR generation (``note``).
    INVALID_IR = "invalid-ir"
    #: No ``opt``/``llc`` command on the IR shows the failure (``note`` says what each one did).
    NOT_REPRODUCED = "not-reproduced"
    #: Nothing could be tried: the release's LLVM tools are not installed, or no guilty pass is known.
    UNAVAILABLE = "unavailable"


@dataclass
class IRReproducer:
    """Where a clang crash happens and, when in LLVM, the IR and the one ``opt``/``llc`` command that show
    it; for a miscompile, the IR before the guilty pass that ``opt -passes=<pass>`` turns wrong. Stored in
    ``Failure.ir_reproducer`` (migration 0009). Commands hold ``{ir}`` where the IR file goes."""

    #: What the IR reproduces: a crash or a miscompile (None: not sought yet).
    kind: IRKind | None = None
    status: IRStatus = IRStatus.UNAVAILABLE
    #: Where the crash is, and the frame that says so; a miscompile: the optimizer, and the guilty pass run.
    location: CrashLocation = CrashLocation.UNKNOWN
    frame: str = ""
    note: str = ""
    #: The LLVM release whose tools ran ("16"), and which C/C++ test the IR came from (original/reduced).
    release: str = ""
    test: str = "original"
    command: list[str] = field(default_factory=list)
    #: The pass the command runs alone ("indvars", "coro-split"; "" for a pipeline or llc), and the name
    #: LLVM's titles use for it ("IndVarSimplify", "CoroSplit", "SelectionDAG").
    pass_name: str = ""
    component: str = ""
    #: A crash: the tool's signature and stack top (``crash_shape``) on the IR.
    signature: str = ""
    shape: str = ""
    #: A miscompile: how the IR is run (lli), how it behaves before and after the pass, the symptom kept.
    run_command: list[str] = field(default_factory=list)
    expected: str = ""
    actual: str = ""
    symptom: str = ""
    sanitizer_clang: str = ""
    max_undef: int = 0
    original_ir: str = ""
    reduced_ir: str = ""
    after_ir: str = ""
    original_size: int = 0
    size: int = 0
    seconds: float = 0.0
    tests: int = 0
    sessions: int = 0
    #: llvm-reduce reached its fixpoint; ``final``: the session ended (False while saved mid-way).
    complete: bool = False
    final: bool = False
    stopped: str = ""
    #: What was run on the stored reduced IR, and held (the report's claims).
    checks: list[str] = field(default_factory=list)

    @property
    def ir_file(self) -> str:
        """The IR file's name in commands shown to people: the reduced crash IR, or the IR before the pass."""
        return "reduced.ll" if self.kind is IRKind.CRASH else "before.ll"

    def shell(self, command: list[str], ir_file: str | None = None) -> str:
        """``command`` as a shell line, the IR file (``{ir}``) named ``ir_file`` (default :attr:`ir_file`)."""
        return shlex.join(ir_file or self.ir_file if word == "{ir}" else word for word in command)
