"""The bisect stage: what :mod:`reportsmith.bisect` can say about a stored failure, stored as a
:class:`~reportsmith.store.results.Bisection`.

For each reduced failure (the reduced test when there is one: probes are faster and the report shows it;
the release range also probes the original):

* **flags**: a 1-minimal set of the failing flags, and the single flags that hide the failure;
* **releases**: when ``[[bisect.releases]]`` lists a series for the compiler, where the verdict changes, for
  the original test (the range reports state: a reduction keeps the signature, not the release range) and
  for the reduced test beside it (reports say when the two differ);
* **prebuilt**: when ``[[bisect.prebuilt]]`` lists prebuilt builds of the compiler (a folder named by
  revision, or an HTTP archive of tarballs), the first bad (or fixing) revision among them, with no build;
* **git**: when ``[[bisect.git]]`` has a recipe for the compiler, the first bad commit (or, when the newest
  commit no longer fails, the commit that fixed it); skipped when the prebuilt builds already named one;
* **pass**: clang's guilty pass by opt-bisect, or the gcc passes whose ``-fdisable-*`` hides it.

Each search fills its fields of the result (and its own details and probe count); a search that cannot run
for this compiler says why in ``notes`` instead of failing the stage.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from reportsmith.app import App
from reportsmith.bisect import api as bisect
from reportsmith.common.family import CompilerFamily
from reportsmith.common.kinds import FailureKind
from reportsmith.common.process import split_command
from reportsmith.common.signature import first_error
from reportsmith.config import GitRecipe, PrebuiltBuilds
from reportsmith.names import failure_name
from reportsmith.store import Failure
from reportsmith.store.failures import log_event
from reportsmith.store.models import EventKind
from reportsmith.store.results import Bisection, Commit, FlagSearch, GitSearch, PassSearch, ReleaseSearch

BISECTED_VERDICTS = (FailureKind.CRASH, FailureKind.REJECTS_VALID, FailureKind.WRONG_CODE)


def probe_predicate(
    app: App, failure: Failure, test: Path, across_releases: bool = False
) -> bisect.BuildPredicate:
    """What "the failure is there" means for a compiler probed on ``test``: the same crash, the same first
    error, or a program that behaves unlike the reference's (the stage's searches and the reducer's kept
    range use the same one)."""
    timeout = app.config.limits.compile_timeout
    if failure.verdict == FailureKind.CRASH:
        return bisect.CrashPredicate(
            test_file=test, signature=failure.signature, compile_args=("-c",), timeout=timeout,
            across_releases=across_releases,
        )  # fmt: skip
    if failure.verdict == FailureKind.REJECTS_VALID:
        error = first_error(failure.compiler_output, [failure.test_name])
        return bisect.RejectPredicate(test_file=test, signature=error, compile_args=("-c",), timeout=timeout)
    reference = app.config.references[0]
    return bisect.OutputDiffersPredicate(
        test,
        (*reference.argv, *split_command(reference.flag_sets[0]), *failure.common_flags, *failure.link_flags),
        run_timeout=app.config.limits.run_timeout,
    )


def probe_flags(failure: Failure) -> list[str]:
    """The failing flags with the test's common and link flags, as every probe gets them."""
    return [*failure.flags, *failure.common_flags, *failure.link_flags]


def _search_flags(
    compiler: list[str], flags: list[str], predicate: bisect.BuildPredicate, found: Bisection
) -> None:
    minimal = bisect.minimal_flags(compiler, flags, predicate)
    found.minimal_flags = list(minimal.minimal)
    found.flags = FlagSearch(tests=minimal.tests, expanded=minimal.expanded or "", notes=list(minimal.notes))
    try:
        hiding = bisect.hiding_flags(compiler, minimal.minimal, predicate)
        found.hiding_flags = list(hiding.hiding)
        found.flags.hiding_candidates = hiding.candidates
    except bisect.FlagsError:
        found.hiding_flags_note = f"not searched: {Path(compiler[0]).name} lists no optimizations to turn off"


def installed_releases(app: App, failure: Failure) -> bisect.ReleaseList | None:
    """The installed releases of the failure's compiler's ``[[bisect.releases]]`` series (None: no series)."""
    series = next((s for s in app.config.bisect.releases if s.compiler == failure.compiler), None)
    return bisect.ReleaseList.of(*series.releases).installed() if series is not None else None


def _release_search(report: bisect.ReleaseReport, test: str) -> ReleaseSearch:
    return ReleaseSearch(
        summary=report.summary,
        probes=report.probes,
        marks=dict(report.marks),
        test=test,
    )


def _search_releases(
    app: App, failure: Failure, tests: tuple[Path, Path | None], flags: list[str], found: Bisection
) -> None:
    """The release range of the original test, and the reduced test's over the same releases.

    A reduction keeps the signature, not the range (a reduced llvm#70566 also fails with clang-14, whose
    original passes), so the original's range is *the* range: the reported bug is the original's.
    """
    releases = installed_releases(app, failure)
    if releases is None:
        return
    original, reduced = tests

    def probe(test: Path) -> bisect.ReleaseReport:
        predicate = probe_predicate(app, failure, test, across_releases=True)
        return bisect.first_bad_release(releases, predicate, flags)

    report = probe(original)
    found.releases = _release_search(report, "original")
    if reduced is not None:
        found.reduced_releases = _release_search(probe(reduced), "reduced")
    if report.regressions:
        last_good, first_bad = report.regressions[-1]
        found.regression, found.last_good, found.first_bad = True, str(last_good), str(first_bad)
        found.regression_releases = [str(first_bad)]


def _prebuilt_source(app: App, failure: Failure, builds: PrebuiltBuilds) -> bisect.BuildSource:
    if builds.index_url:
        return bisect.BuildArchive(
            builds.index_url,
            app.data_path / "build-cache" / failure.compiler / "prebuilt",
            cache_budget_mb=builds.cache_budget_mb,
        )
    order = Path(os.path.expanduser(builds.order_file)) if builds.order_file else None
    return bisect.BuildFolder(Path(os.path.expanduser(builds.folder)), order_file=order)


def _record_revision_search(
    found: Bisection, search: str, culprits: list[bisect.CommitInfo] | list[str], hashes: list[str]
) -> None:
    """The culprit (or fixing) revision of a git or prebuilt search, or the candidates when ambiguous."""
    if len(culprits) == 1:
        culprit = Commit(hashes[0], str(culprits[0]))
        if search == "fix":
            found.fixed_by = culprit
        else:
            found.culprit = culprit
    elif culprits:
        found.culprits = [str(c) for c in culprits]


def _search_prebuilt(app: App, failure: Failure, test: Path, flags: list[str], found: Bisection) -> None:
    builds = next((b for b in app.config.bisect.prebuilt if b.compiler == failure.compiler), None)
    if builds is None:
        return
    search = bisect.first_fixed_prebuilt if builds.search == "fix" else bisect.first_bad_prebuilt
    source = _prebuilt_source(app, failure, builds)
    try:
        report = search(
            source,
            builds.binary,
            builds.old,
            builds.new,
            probe_predicate(app, failure, test),
            flags,
            repository=Path(os.path.expanduser(builds.repository)) if builds.repository else None,
            checkpoint=app.data_path / "bisect" / f"{failure.id}-prebuilt.json",
        )
    finally:
        if isinstance(source, bisect.BuildArchive):
            source.close()
    # Stored as a revision search like git's (the same fields: a prebuilt build *is* a revision's build).
    found.git = GitSearch(
        summary=report.summary,
        search=builds.search,
        unbuildable=sorted(report.missing),
        notes=[*report.notes, *(f"no build of {rev[:12]}: {why}" for rev, why in report.missing.items())],
    )
    _record_revision_search(found, builds.search, report.commits or report.culprits, report.culprits)


def _search_git(app: App, failure: Failure, test: Path, flags: list[str], found: Bisection) -> None:
    recipe: GitRecipe | None = next(
        (g for g in app.config.bisect.git if g.compiler == failure.compiler), None
    )
    if recipe is None or found.culprit or found.fixed_by:
        return  # no recipe, or the prebuilt builds already named the revision: nothing to build
    build = bisect.GitBuildRecipe(
        repository=Path(os.path.expanduser(recipe.repository)),
        build=recipe.build,
        compiler=recipe.binary,
        cache_dir=app.data_path / "build-cache" / failure.compiler,
        cache_budget_mb=recipe.cache_budget_mb,
    )
    search = bisect.first_fixed_revision if recipe.search == "fix" else bisect.first_bad_revision
    report = search(
        build,
        recipe.old,
        recipe.new,
        probe_predicate(app, failure, test),
        flags,
        checkpoint=app.data_path / "bisect" / f"{failure.id}-git.json",
        check_before=2,
    )
    found.git = GitSearch(
        summary=report.summary,
        search=recipe.search,
        builds=report.builds,
        cache_hits=report.cache_hits,
        unbuildable=sorted(report.unbuildable),
        notes=list(report.notes),
    )
    _record_revision_search(found, recipe.search, report.culprits, [c.hash for c in report.culprits])


def _search_pass(app: App, failure: Failure, test: Path, flags: list[str], found: Bisection) -> None:
    compiler = split_command(failure.compiler_command)
    family = app.config.compiler_family(failure.compiler, failure.compiler_command)
    predicate = probe_predicate(app, failure, test)
    if family is CompilerFamily.CLANG:
        guilty = bisect.guilty_pass(compiler, flags, test, predicate)
        found.guilty_pass = str(guilty.guilty) if guilty.guilty else ""
        found.pass_search = PassSearch(summary=guilty.summary)
    elif family is CompilerFamily.GCC:
        hiding = bisect.hiding_passes(compiler, flags, test, predicate)
        found.hiding_passes = list(hiding.passes)
        found.pass_search = PassSearch(tests=hiding.tests, candidates=hiding.candidates)
    # tcc, pcc...: no pass manager to bisect


def bisect_failure(app: App, failure: Failure, say: Callable[[str], None] = lambda line: None) -> Bisection:
    """Run every search that applies to ``failure``; store and return what they found."""
    work = app.data_path / "bisect" / str(failure.id)
    work.mkdir(parents=True, exist_ok=True)
    test = work / failure.test_name
    test.write_bytes(failure.reduced_bytes if failure.reduced_bytes is not None else failure.test_bytes)
    # The release range is the original test's (and the reduced test's beside it): same name, own folder.
    original, reduced = test, None
    if failure.reduced_bytes is not None:
        original, reduced = work / "original" / failure.test_name, test
        original.parent.mkdir(exist_ok=True)
        original.write_bytes(failure.test_bytes)
    compiler = split_command(failure.compiler_command)
    flags = probe_flags(failure)
    found = Bisection(test="reduced" if failure.reduced_bytes is not None else "original")
    searches: list[tuple[str, bool, Callable[[], None]]] = [
        (
            "flags",
            app.config.bisect.flags,
            lambda: _search_flags(compiler, flags, probe_predicate(app, failure, test), found),
        ),
        ("releases", True, lambda: _search_releases(app, failure, (original, reduced), flags, found)),
        ("prebuilt", True, lambda: _search_prebuilt(app, failure, test, flags, found)),
        ("git", True, lambda: _search_git(app, failure, test, flags, found)),
        ("pass", app.config.bisect.passes, lambda: _search_pass(app, failure, test, flags, found)),
    ]
    for name, enabled, search in searches:
        if not enabled:
            continue
        say(f"bisect {failure_name(failure.id)}: {name}")
        try:
            search()
        except (bisect.BisectError, bisect.PredicateError) as error:
            found.notes.append(f"{name}: {error}")
    found.summary = _summary(found, failure.compiler)
    with app.store.transaction() as session:
        stored = session.get(Failure, failure.id)
        assert stored is not None
        stored.bisection = found
    log_event(app.store, failure.id, EventKind.BISECTED, found.summary)
    return found


def _summary(found: Bisection, compiler: str) -> str:
    """The regression-range facts in one line (flags have their own fields)."""
    parts = []
    if found.releases:
        reduced = found.reduced_releases
        if reduced is not None and reduced.marks != found.releases.marks:
            parts.append(
                f"{found.releases.described()} with the original test; "
                f"{reduced.described()} with the reduced test"
            )
        else:
            parts.append(found.releases.described())
    if found.culprit:
        parts.append(f"culprit: {found.culprit.summary}")
    if found.fixed_by:
        parts.append(f"fixed by: {found.fixed_by.summary}")
    if found.guilty_pass:
        parts.append(f"guilty pass: {found.guilty_pass}")
    if found.hiding_passes:
        parts.append(f"hidden by disabling: {', '.join(found.hiding_passes)}")
    if found.releases is None and found.git is None:
        parts.append(
            f"no release series, prebuilt builds or git history configured for {compiler} "
            "([[bisect.releases]], [[bisect.prebuilt]], [[bisect.git]] in the config)"
        )
    return "; ".join(parts) or "nothing found"
