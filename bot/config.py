"""The bot's configuration: one TOML file, validated on load.

Where it comes from, first match wins: ``--config PATH``, ``$REPORTSMITH_CONFIG``, the bundled default
(``config/reportsmith.toml``, installed as ``reportsmith.defaults``). Relative paths inside a file are
relative to that file's folder.

Validation is strict because a typo in a config file otherwise shows up hours later as a silent no-op: an
unknown key, a value of the wrong type or a compiler that is not on PATH is one :class:`ConfigError` line
naming the file, the key and what was expected. The schema is the dataclasses below; their field types drive
the validator (:mod:`reportsmith.config_schema`).
"""

from __future__ import annotations

import os
import shutil
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from importlib import resources
from pathlib import Path

from reportsmith.common.errors import ReportsmithError
from reportsmith.common.kinds import FailureKind
from reportsmith.common.process import split_command
from reportsmith.config_schema import build
from reportsmith.fuzzers.params import ArithParams
from reportsmith.store.report_models import Tracker


class ConfigError(ReportsmithError):
    """The configuration file is malformed; the message names the file, the key and what was expected."""


@dataclass(frozen=True)
class Compiler:
    """A compiler: under test (``[[compilers]]``) or as a reference (``[[references]]``)."""

    name: str
    command: str
    #: Under test: each flag set is tried on every program. References use only the first.
    flag_sets: list[str] = field(default_factory=lambda: [""])

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

    compile_timeout: float = 30.0
    run_timeout: float = 5.0
    memory_mb: int = 4096
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
    #: This tracker's auto-filing policy: off | approved | checked; "" = [report] auto_file.
    auto_file: str = ""


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
    #: This tracker's auto-filing policy: off | approved | checked; "" = [report] auto_file.
    auto_file: str = ""


@dataclass(frozen=True)
class Trackers:
    """Filing: limits, duplicate policy, retries, and the trackers."""

    #: At most this many reports filed (or commented) per UTC day, all trackers together.
    daily_limit: int = 10
    #: An open issue with the same signature exists: "comment" on it, "skip" filing, or "file" anyway
    #: (:data:`DUPLICATE_POLICIES`).
    on_duplicate: str = "comment"
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
    auto_file: str = "off"
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

    @property
    def data_path(self) -> Path:
        if self.data_dir:
            return Path(self.data_dir)
        return Path(os.environ.get("REPORTSMITH_DATA") or "data").resolve()

    @property
    def database(self) -> str:
        return self.database_url or f"sqlite:///{self.data_path / 'reportsmith.db'}"


def default_config_path() -> Path:
    return Path(str(resources.files("reportsmith.defaults").joinpath("reportsmith.toml")))


def config_path(explicit: str | os.PathLike[str] | None = None) -> Path:
    if explicit:
        return Path(explicit)
    if os.environ.get("REPORTSMITH_CONFIG"):
        return Path(os.environ["REPORTSMITH_CONFIG"])
    return default_config_path()


def load_config(path: str | os.PathLike[str] | None = None, *, check_path: bool = True) -> Config:
    """Read and validate the configuration. ``check_path`` also checks every compiler is installed."""
    source = config_path(path)
    try:
        raw = tomllib.loads(source.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ConfigError(f"{source}: configuration file not found") from None
    except UnicodeDecodeError as error:
        raise ConfigError(f"{source}: not UTF-8 text ({error.reason} at byte {error.start})") from None
    except tomllib.TOMLDecodeError as error:
        raise ConfigError(f"{source}: not valid TOML: {error}") from None
    try:
        config: Config = build(Config, raw, "", skip={"source"})
    except ValueError as error:
        raise ConfigError(f"{source}: {error}") from None
    config = _resolve_paths(config, source)
    _check_enums(config, source)
    _check_references_between_sections(config, source)
    _check_prebuilt(config, source)
    if check_path:
        for section, compilers in (("compilers", config.compilers), ("references", config.references)):
            for index, compiler in enumerate(compilers):
                program = compiler.argv[0] if compiler.argv else ""
                if not program or not shutil.which(program):
                    raise ConfigError(
                        f"{source}: {section}[{index}].command: {program!r} is not on PATH "
                        f"(expected an installed compiler for {compiler.name!r})"
                    )
    return config


#: trackers.on_duplicate: what filing does when an open issue has the same signature.
DUPLICATE_POLICIES = ("comment", "skip", "file")
#: report.auto_file and trackers.*.auto_file (reportsmith.autofile.Policy).
AUTO_FILE_POLICIES = ("off", "approved", "checked")
#: bisect.git[].search.
GIT_SEARCHES = ("regression", "fix")
#: Distances tame.distance may name (the tamer's registry, without "coverage": no failure records coverage
#: yet, so it would rank on nothing; a test keeps this list in step with the registry).
TAME_DISTANCES = (
    "lev_test",
    "lev_output",
    "tfidf_test",
    "tfidf_test_clang",
    "tfidf_output",
    "euclid_test",
    "euclid_output",
    "cfeatures",
    "bisect_commit",
    "bisect_release",
    "fix_commit",
    "guilty_pass",
    "hiding_flags",
    "minimal_flags",
    "crash_frames",
)


SEMANTICS_CHECKERS = ("frama-c", "none")


def _check_choice(source: Path, key: str, value: str, allowed: Sequence[str]) -> None:
    if value not in allowed:
        raise ConfigError(f"{source}: {key}: expected one of {', '.join(allowed)}, got {value!r}")


def _distance_names(expression: str) -> list[str]:
    """The distance names of ``NAME`` or ``W*NAME+W*NAME`` (weights are checked when the tamer parses it)."""
    return [term.split("*")[-1].strip() for term in expression.split("+")]


def _check_enums(config: Config, source: Path) -> None:
    """Every key whose value is one of a fixed set, so a typo fails at load instead of mid-run."""
    kinds = [str(kind) for kind in FailureKind.failures()]
    for index, verdict in enumerate(config.reduce.verdicts):
        _check_choice(source, f"reduce.verdicts[{index}]", verdict, kinds)
    for index, recipe in enumerate(config.bisect.git):
        _check_choice(source, f"bisect.git[{index}].search", recipe.search, GIT_SEARCHES)
    for index, builds in enumerate(config.bisect.prebuilt):
        _check_choice(source, f"bisect.prebuilt[{index}].search", builds.search, GIT_SEARCHES)
    _check_choice(source, "trackers.on_duplicate", config.trackers.on_duplicate, DUPLICATE_POLICIES)
    _check_auto_file(config, source)
    _check_choice(source, "reduce.semantics_checker", config.reduce.semantics_checker, SEMANTICS_CHECKERS)
    if config.tame.distance.strip() != "auto":
        for name in _distance_names(config.tame.distance):
            _check_choice(source, "tame.distance", name, TAME_DISTANCES)
    _check_distributed(config.distributed, source)


def _check_auto_file(config: Config, source: Path) -> None:
    _check_choice(source, "report.auto_file", config.report.auto_file, AUTO_FILE_POLICIES)
    for tracker in Tracker:
        value = getattr(config.trackers, tracker).auto_file
        if value:
            _check_choice(source, f"trackers.{tracker}.auto_file", value, AUTO_FILE_POLICIES)
    limit, cap = config.report.daily_limit, config.trackers.daily_limit
    if not 0 <= limit <= cap:
        raise ConfigError(
            f"{source}: report.daily_limit: expected automatic filings per tracker and UTC day from 0 to "
            f"trackers.daily_limit ({cap}, which caps all filing), got {limit}"
        )


def _check_distributed(settings: Distributed, source: Path) -> None:
    url = settings.broker_url
    if url and not url.startswith(("redis://", "rediss://", "unix://")):
        raise ConfigError(
            f"{source}: distributed.broker_url: expected a Redis URL (redis://HOST:PORT/DB), got {url!r}"
        )
    positive = ("visibility_timeout", "heartbeat_seconds", "requeue_minutes", "fuzz_shards", "shard_programs")
    for key in positive:
        value = getattr(settings, key)
        if value <= 0:
            raise ConfigError(f"{source}: distributed.{key}: expected a number > 0, got {value}")
    if settings.shard_seconds < 0:
        raise ConfigError(
            f"{source}: distributed.shard_seconds: expected a number >= 0, got {settings.shard_seconds}"
        )


def _check_references_between_sections(config: Config, source: Path) -> None:
    under_test = [compiler.name for compiler in config.compilers]
    sections = (
        ("bisect.releases", config.bisect.releases),
        ("bisect.git", config.bisect.git),
        ("bisect.prebuilt", config.bisect.prebuilt),
    )
    for section, entries in sections:
        for index, entry in enumerate(entries):
            if entry.compiler not in under_test:
                raise ConfigError(
                    f"{source}: {section}[{index}].compiler: {entry.compiler!r} is not a "
                    f"[[compilers]] name (expected one of: {', '.join(under_test)})"
                )


def _check_prebuilt(config: Config, source: Path) -> None:
    """Each [[bisect.prebuilt]] names one source of builds, an order for a folder, and a usable binary."""
    for index, builds in enumerate(config.bisect.prebuilt):
        key = f"{source}: bisect.prebuilt[{index}]"
        if bool(builds.folder) == bool(builds.index_url):
            raise ConfigError(
                f"{key}: give exactly one of folder (installed builds named by revision) or index_url "
                "(the index of an HTTP archive of build tarballs)"
            )
        if builds.index_url and not builds.index_url.startswith(("http://", "https://")):
            raise ConfigError(
                f"{key}.index_url: expected an http:// or https:// URL, got {builds.index_url!r}"
            )
        if builds.folder and not (builds.repository or builds.order_file):
            raise ConfigError(
                f"{key}: a folder of builds needs an order: set repository (the compiler's git repository) "
                "or order_file (one revision a line, oldest first)"
            )
        if "{prefix}" not in builds.binary:
            raise ConfigError(
                f'{key}.binary: expected a command with {{prefix}} (e.g. "{{prefix}}/bin/gcc"), '
                f"got {builds.binary!r}"
            )
        if builds.cache_budget_mb <= 0:
            raise ConfigError(f"{key}.cache_budget_mb: expected a positive number of MB")


def _resolve_paths(config: Config, source: Path) -> Config:
    base = source.parent

    def resolve(folder: str) -> str:
        return str((base / os.path.expanduser(folder)).resolve())

    inbox = replace(config.inbox, folders=[resolve(f) for f in config.inbox.folders])
    # An explicit data_dir in the file wins; $REPORTSMITH_DATA is only the fallback (see Config.data_path).
    data_dir = resolve(config.data_dir) if config.data_dir else ""
    return replace(config, inbox=inbox, data_dir=data_dir, source=str(source))
