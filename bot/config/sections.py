"""The configuration's schema: one frozen dataclass per TOML table, and :class:`Config`, the whole file.

The field types are the schema: :mod:`reportsmith.config.validator` builds these classes from parsed TOML and
rejects an unknown key or a value of the wrong type; :mod:`reportsmith.config.checks` adds what types cannot
say (values from a fixed set, references between sections). A ``#:`` comment above a field is its
documentation (the bundled ``config/reportsmith.toml`` explains each key to users).
"""

from __future__ import annotations

import enum
import os
from dataclasses import dataclass, field
from pathlib import Path

from reportsmith.common.family import CompilerFamily, compiler_family
from reportsmith.common.kinds import FailureKind
from reportsmith.common.process import (
    DEFAULT_COMPILE_TIMEOUT,
    DEFAULT_MEMORY_MB,
    DEFAULT_RUN_TIMEOUT,
    split_command,
)
from reportsmith.errors import ConfigError
from reportsmith.fuzzers.params import ArithParams, LoopParams


class AutoFilePolicy(enum.StrEnum):
    """``[report] auto_file`` (and per tracker): what ``reportsmith serve`` files by itself
    (:mod:`reportsmith.autofile`)."""

    OFF = "off"
    APPROVED = "approved"
    CHECKED = "checked"


class DuplicatePolicy(enum.StrEnum):
    """``[trackers] on_duplicate``: what filing does when an open issue has the same signature."""

    COMMENT = "comment"
    SKIP = "skip"
    FILE = "file"


@dataclass(frozen=True)
class Compiler:
    """A compiler: under test (``[[compilers]]``) or as a reference (``[[references]]``)."""

    name: str
    command: str
    #: Under test: each flag set is tried on every program. References use only the first.
    flag_sets: list[str] = field(default_factory=lambda: [""])
    #: gcc, clang, tcc, pcc or other: the compiler's family when its command says nothing (a wrapper
    #: script, a build called ``trunk``); unset, :func:`reportsmith.common.family.compiler_family` tells it.
    family: CompilerFamily | None = None

    @property
    def argv(self) -> list[str]:
        return split_command(self.command)


@dataclass(frozen=True)
class Fuzzer:
    """The Csmith campaign."""

    csmith: str = "csmith"
    options: str = "--no-packed-struct"
    include_dir: str = "/usr/include/csmith"
    #: Flags every build of a Csmith program gets (the runtime headers, libm).
    build_flags: str = "-w -I{include_dir}"
    link_flags: str = "-lm"
    #: Swarm testing: each program leaves out a random half of Csmith's optional features.
    swarm: bool = False


@dataclass(frozen=True)
class Limits:
    """Time and memory limits of the oracle's runs (seconds, MiB)."""

    compile_timeout: float = DEFAULT_COMPILE_TIMEOUT
    run_timeout: float = DEFAULT_RUN_TIMEOUT
    memory_mb: int = DEFAULT_MEMORY_MB
    #: Larger test files are refused on ingest.
    max_test_bytes: int = 10_000_000


@dataclass(frozen=True)
class Inbox:
    """Folders other fuzzers drop failures into (a C/C++ file plus a .toml or .json sidecar)."""

    folders: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class GitHubTracker:
    """Where ``reportsmith report file --tracker github`` files: a repository on GitHub (or Enterprise)."""

    #: REST API root: https://api.github.com, or https://HOST/api/v3 for GitHub Enterprise.
    api_url: str = "https://api.github.com"
    #: "owner/name"; empty: filing to GitHub is not configured.
    repository: str = ""
    #: Name of the environment variable holding the token (the token itself is never in a file).
    token_env: str = "GITHUB_TOKEN"
    labels: list[str] = field(default_factory=lambda: ["bug"])
    #: PyGithub's pacing between requests and between writes (seconds).
    seconds_between_requests: float = 0.25
    seconds_between_writes: float = 1.0
    #: This tracker's auto-filing policy: off | approved | checked; unset = [report] auto_file.
    auto_file: AutoFilePolicy | None = None
    #: The compiler families whose failures this tracker takes (reportsmith.report.routing): LLVM's issues
    #: take clang's. A failure of another family is drafted for it only by hand, and filed only with --force.
    families: list[CompilerFamily] = field(default_factory=lambda: [CompilerFamily.CLANG])


@dataclass(frozen=True)
class BugzillaTracker:
    """Where ``reportsmith report file --tracker bugzilla`` files (REST API, Bugzilla 5+)."""

    #: The Bugzilla's root URL (e.g. https://gcc.gnu.org/bugzilla); empty: not configured.
    url: str = ""
    #: Name of the environment variable holding the API key.
    api_key_env: str = "BUGZILLA_API_KEY"
    product: str = ""
    component: str = ""
    version: str = "unspecified"
    platform: str = "All"
    op_sys: str = "All"
    severity: str = "normal"
    keywords: list[str] = field(default_factory=list)
    #: This tracker's auto-filing policy: off | approved | checked; unset = [report] auto_file.
    auto_file: AutoFilePolicy | None = None
    #: The compiler families whose failures this tracker takes (reportsmith.report.routing): GCC's
    #: Bugzilla takes gcc's (g++ included).
    families: list[CompilerFamily] = field(default_factory=lambda: [CompilerFamily.GCC])


@dataclass(frozen=True)
class Trackers:
    """Filing: limits, duplicate policy, retries, and the trackers."""

    #: At most this many reports filed (or commented) per UTC day, all trackers together.
    daily_limit: int = 10
    #: An open issue with the same signature exists: "comment" on it, "skip" filing, or "file" anyway
    #: (:class:`DuplicatePolicy`).
    on_duplicate: DuplicatePolicy = DuplicatePolicy.COMMENT
    #: Retries of a request that failed with 5xx, a rate limit or a broken connection; backoff base seconds.
    max_retries: int = 5
    backoff: float = 1.0
    #: Seconds before one request is given up.
    timeout: float = 60.0
    github: GitHubTracker = field(default_factory=GitHubTracker)
    bugzilla: BugzillaTracker = field(default_factory=BugzillaTracker)


@dataclass(frozen=True)
class Drafting:
    """``[report]``: drafting reports (the reports are ``reportsmith.store.report_models.Report``)."""

    #: A folder of Jinja2 templates that override the bundled ones by file name ("" = bundled only).
    template_dir: str = ""
    #: Auto-filing by ``reportsmith serve`` (:mod:`reportsmith.autofile`): "off"; "approved" (what people
    #: approved); "checked" (with no person in the loop, drafts that pass every check). Per tracker:
    #: [trackers.github] / [trackers.bugzilla] auto_file.
    auto_file: AutoFilePolicy = AutoFilePolicy.OFF
    #: At most this many automatic filings per tracker and UTC day (never more than trackers.daily_limit,
    #: which caps all filing).
    daily_limit: int = 3


@dataclass(frozen=True)
class Reduce:
    """The reduce stage: which failures, how many workers, how long each may take."""

    #: Verdicts whose failures are reduced.
    verdicts: list[str] = field(
        default_factory=lambda: [FailureKind.CRASH, FailureKind.REJECTS_VALID, FailureKind.WRONG_CODE]
    )
    #: Parallel tests per reduction; 0 = the usable cores.
    jobs: int = 0
    #: A reduction still running after this many seconds stops and keeps its best result so far.
    max_seconds: float = 300.0
    seed: int = 0
    #: The C semantics checker of wrong-code variants: "frama-c" (Frama-C Eva, run as an interpreter) or
    #: "none" (compiler warnings and sanitizers only; reports then say no semantics check ran).
    semantics_checker: str = "frama-c"
    #: Keep the original's regression: each variant must still fail with the first bad release and pass with
    #: the last good one ([[bisect.releases]]), and keep clang's guilty pass (opt-bisect); both are learned
    #: from the original before reducing.
    keep_regression: bool = True


@dataclass(frozen=True)
class IRReproduce:
    """IR reproducers for clang failures in LLVM: a crash in the optimizer or code generator, a miscompile
    whose guilty pass bisect found (``reportsmith.bisect.llvm_ir``)."""

    enabled: bool = True
    #: Time per failure for llvm-reduce; a reduction cut short is continued from its best by the next run.
    max_seconds: float = 300.0
    #: llvm-reduce's threads (-j, LLVM 15 on); 0 = the usable cores.
    jobs: int = 0


@dataclass(frozen=True)
class Tame:
    """The tame stage: the distance between failures (a name or weighted sum from the tamer's registry), or
    "auto": chosen by what the failures have (reportsmith.tamer.choice)."""

    distance: str = "auto"


@dataclass(frozen=True)
class ReleaseSeries:
    """Installed releases of the compiler ``compiler`` (a [[compilers]] name), oldest first."""

    compiler: str
    releases: list[str]


@dataclass(frozen=True)
class GitRecipe:
    """How to build ``compiler`` (a [[compilers]] name) from its git history, for commit bisection."""

    compiler: str
    repository: str
    #: Shell commands run in a worktree of each probed commit; placeholders {src} {prefix} {jobs}.
    build: list[str]
    #: The built compiler command; placeholders {prefix} {src}.
    binary: str
    #: The range to search, oldest first: for "regression", a good and a bad revision; for "fix", a bad
    #: revision and a later one that no longer fails (then the commit that fixed it is found).
    old: str
    new: str = "HEAD"
    search: str = "regression"
    cache_budget_mb: int = 4096


@dataclass(frozen=True)
class PrebuiltBuilds:
    """Prebuilt builds of ``compiler`` (a [[compilers]] name), one per revision, for revision bisection
    without building: a ``folder`` of installed builds named by revision, or an HTTP archive of tarballs
    (``index_url``)."""

    compiler: str
    #: The compiler command in a build; placeholder {prefix} (the build's install prefix).
    binary: str
    #: The range, oldest first: for "regression" a good and a bad revision, for "fix" a bad and a fixed one.
    old: str
    new: str
    folder: str = ""
    index_url: str = ""
    #: The order of the revisions: the compiler's git repository (first-parent history), else an order file
    #: (one revision a line, oldest first); an archive's index gives its own order.
    repository: str = ""
    order_file: str = ""
    search: str = "regression"
    #: Disk budget of the downloaded builds (an archive only; least recently used builds are evicted).
    cache_budget_mb: int = 4096


@dataclass(frozen=True)
class Bisect:
    """The bisect stage: release series, git recipes, prebuilt builds, and which searches run."""

    releases: list[ReleaseSeries] = field(default_factory=list)
    git: list[GitRecipe] = field(default_factory=list)
    prebuilt: list[PrebuiltBuilds] = field(default_factory=list)
    #: Minimize the failing flags and look for single flags that hide the failure.
    flags: bool = True
    #: Name the guilty optimization pass (clang: opt-bisect; gcc: -fdisable-*).
    passes: bool = True


@dataclass(frozen=True)
class Nightly:
    """``[schedule]``: when the nightly job runs and how long it fuzzes (``reportsmith schedule``; the
    reducer's pass schedule is another thing: ``reportsmith.reducer.Schedule``)."""

    #: Crontab fields, UTC: minute hour day month weekday.
    cron: str = "0 1 * * *"
    fuzz_minutes: float = 360.0
    #: Parallel programs in the campaign; 0 = the usable cores.
    jobs: int = 0


@dataclass(frozen=True)
class LearnLabels:
    """GitHub labels that act like a command when someone adds them to a filed issue ("" = none)."""

    known: str = "reportsmith:known"
    invalid: str = "reportsmith:invalid"
    fixed: str = "reportsmith:fixed"
    retest: str = "reportsmith:retest"


@dataclass(frozen=True)
class Learn:
    """``reportsmith poll``: commands in comments on filed issues, labels, maintainers' resolutions."""

    #: A comment line starting with this (or ``@<bot login>`` on GitHub) is a command.
    prefix: str = "#reportsmith"
    #: Tracker users (GitHub logins, Bugzilla e-mails) whose commands count; on GitHub, users with write
    #: access to the repository count too.
    allowed_users: list[str] = field(default_factory=list)
    #: The bot's own accounts (their comments are never commands); GitHub's is also asked from the API.
    bot_users: list[str] = field(default_factory=list)
    max_commands: int = 3
    #: Only this much of a comment is read for commands.
    max_comment_bytes: int = 65536
    #: A closed GitHub issue with this label is a duplicate.
    duplicate_label: str = "duplicate"
    labels: LearnLabels = field(default_factory=LearnLabels)


@dataclass(frozen=True)
class Verify:
    """``reportsmith verify``: failures of ``compiler`` are re-run with ``newest`` (a command or a configured
    compiler name); ``close`` lets the bot close the issue / resolve the bug it verified fixed."""

    compiler: str
    newest: str
    close: bool = False


@dataclass(frozen=True)
class Serve:
    """``reportsmith serve``: the review page's address and login, and how often the service's jobs run."""

    host: str = "127.0.0.1"
    port: int = 8080
    #: The environment variable holding the login token; required when host is not a loopback address.
    token_env: str = "REPORTSMITH_WEB_TOKEN"
    #: Largest request body the page accepts, in KiB (an edited draft is the biggest form).
    max_body_kb: int = 256
    #: Minutes between inbox ingests, tracker polls and fix verifications.
    ingest_minutes: float = 5.0
    poll_minutes: float = 30.0
    verify_minutes: float = 360.0


@dataclass(frozen=True)
class Distributed:
    """Scale-out on Celery workers (:mod:`reportsmith.distributed`). Without ``broker_url`` everything runs in
    process, as before, and Celery is never imported."""

    #: The Celery broker (Redis), e.g. "redis://host:6379/0"; "" = no broker: serve/run work in process.
    broker_url: str = ""
    #: Seconds a task may go unacknowledged before the broker hands it to another worker (a worker that died
    #: with it); longer than a task's heartbeat silence, shorter than you are willing to wait after a crash.
    visibility_timeout: float = 3600.0
    #: Seconds between a running task's heartbeats; a task silent for three of them counts as stuck.
    heartbeat_seconds: float = 10.0
    #: The compilers (configured names) this machine has; [] = every configured compiler found on PATH.
    compilers: list[str] = field(default_factory=list)
    #: Fuzz shards the nightly job enqueues, and the programs (consecutive seeds) in each.
    fuzz_shards: int = 8
    shard_programs: int = 50
    #: Seconds of each shard's time slice (it ends when its seeds are done or its slice is over, whichever
    #: comes first; equal slices divide a campaign evenly over the workers); 0 = no slice.
    shard_seconds: float = 0.0
    #: Minutes between the service's requeue of stuck or lost work (`reportsmith requeue` does it by hand).
    requeue_minutes: float = 5.0


@dataclass(frozen=True)
class Config:
    """The whole configuration. :attr:`source` is the file it was read from."""

    compilers: list[Compiler]
    references: list[Compiler]
    fuzzer: Fuzzer = field(default_factory=Fuzzer)
    #: The arithmetic generator (``reportsmith fuzz --generator arith``).
    arith: ArithParams = field(default_factory=ArithParams)
    #: The loop generator (``reportsmith fuzz --generator loops``).
    loops: LoopParams = field(default_factory=LoopParams)
    limits: Limits = field(default_factory=Limits)
    inbox: Inbox = field(default_factory=Inbox)
    trackers: Trackers = field(default_factory=Trackers)
    report: Drafting = field(default_factory=Drafting)
    reduce: Reduce = field(default_factory=Reduce)
    ir: IRReproduce = field(default_factory=IRReproduce)
    tame: Tame = field(default_factory=Tame)
    bisect: Bisect = field(default_factory=Bisect)
    schedule: Nightly = field(default_factory=Nightly)
    learn: Learn = field(default_factory=Learn)
    verify: list[Verify] = field(default_factory=list)
    serve: Serve = field(default_factory=Serve)
    distributed: Distributed = field(default_factory=Distributed)
    #: Where the store and work files live; "" = $REPORTSMITH_DATA, else ./data. An explicit value wins
    #: over $REPORTSMITH_DATA.
    data_dir: str = ""
    #: SQLAlchemy URL; "" = a SQLite file in the data directory.
    database_url: str = ""
    source: str = ""

    def compiler(self, name: str) -> Compiler:
        for compiler in [*self.compilers, *self.references]:
            if compiler.name == name:
                return compiler
        known = ", ".join(c.name for c in [*self.compilers, *self.references])
        raise ConfigError(f"{self.source}: no compiler named {name!r} (configured: {known})")

    def declared_family(self, name: str) -> CompilerFamily | None:
        """The ``family`` the configuration declares for the compiler named ``name`` (None: not declared,
        or no such compiler: the detector decides)."""
        found = [c.family for c in [*self.compilers, *self.references] if c.name == name]
        return found[0] if found else None

    def compiler_family(self, name: str, command: str = "", version: str = "") -> CompilerFamily:
        """The family of the compiler named ``name`` (run as ``command``; ``version``: what it says for
        ``-v``): declared here, else told by :func:`reportsmith.common.family.compiler_family`."""
        declared = self.declared_family(name)
        return compiler_family(command or name, name=name, version=version, declared=declared)

    @property
    def data_path(self) -> Path:
        if self.data_dir:
            return Path(self.data_dir)
        return Path(os.environ.get("REPORTSMITH_DATA") or "data").resolve()

    @property
    def database(self) -> str:
        return self.database_url or f"sqlite:///{self.data_path / 'reportsmith.db'}"
