"""What the types of :mod:`reportsmith.config.sections` cannot say, checked when the file is loaded.

A value from a fixed set (a verdict, a search, a filing policy, a distance name), a reference from one
section to another (``bisect.*.compiler`` names a ``[[compilers]]`` entry), the rules of a prebuilt-builds
source, and that every configured compiler is installed. Each failed check is one :class:`ConfigError`
naming the file, the key and what was expected, so a typo fails at load instead of hours into a run.
"""

from __future__ import annotations

import shutil
from collections.abc import Sequence
from pathlib import Path

from reportsmith.common.kinds import FailureKind
from reportsmith.config.sections import Config, Distributed
from reportsmith.errors import ConfigError

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
    _check_daily_limits(config, source)
    _check_choice(source, "reduce.semantics_checker", config.reduce.semantics_checker, SEMANTICS_CHECKERS)
    if config.tame.distance.strip() != "auto":
        for name in _distance_names(config.tame.distance):
            _check_choice(source, "tame.distance", name, TAME_DISTANCES)
    _check_distributed(config.distributed, source)


def _check_daily_limits(config: Config, source: Path) -> None:
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


def check(config: Config, source: Path) -> None:
    """Every check but :func:`check_installed`; ``source`` is the file named in the errors."""
    _check_enums(config, source)
    _check_references_between_sections(config, source)
    _check_prebuilt(config, source)


def check_installed(config: Config, source: Path) -> None:
    """Every compiler (under test and reference) is on PATH."""
    for section, compilers in (("compilers", config.compilers), ("references", config.references)):
        for index, compiler in enumerate(compilers):
            program = compiler.argv[0] if compiler.argv else ""
            if not program or not shutil.which(program):
                raise ConfigError(
                    f"{source}: {section}[{index}].command: {program!r} is not on PATH "
                    f"(expected an installed compiler for {compiler.name!r})"
                )
