"""Line coverage of tinycc on every test of a tcc corpus, for the ``coverage`` distance (issue 16).

The compiler is the corpus's own tinycc revision built with ``--coverage`` through ``reportsmith.bisect``'s
build cache (``COVERAGE_BUILD`` of ``build_tcc_history_corpus.py``; its own cache folder). Each test is
compiled (``tcc -w -I<csmith> -c``) and its covered lines (:mod:`reportsmith.tamer.coverage`) are written to
``coverage/<test>.txt.gz``; ``coverage/cost.json`` records the seconds per failure.

    .venv/bin/python bench/tame/corpus_coverage.py bench/tame/corpora/tcc-csmith --revision 777c017034af
    .venv/bin/python bench/tame/corpus_coverage.py bench/tame/corpora/tcc-history   # revision from meta.json
"""

from __future__ import annotations

import argparse
import gzip
import json
import statistics
import sys
import time
from pathlib import Path

from build_tcc_history_corpus import COVERAGE_BUILD, FLAGS
from reportsmith.bisect.build_cache import BuildCache, GitBuildRecipe
from reportsmith.bisect.git_history import resolve
from reportsmith.common.process import scratch_dir
from reportsmith.tamer.corpus import load_corpus
from reportsmith.tamer.coverage import Coverage, collect_coverage
from reportsmith.tamer.errors import CoverageError


def main() -> int:
    formatter = argparse.RawDescriptionHelpFormatter
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=formatter)
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--revision", help="tinycc revision for every test (default: meta.json's per test)")
    parser.add_argument("--repo", type=Path, default=Path("/work/cache/h16/tinycc"))
    parser.add_argument("--cache", type=Path, default=Path("/work/cache/h16/cache-cov"))
    arguments = parser.parse_args()
    corpus = load_corpus(arguments.corpus)
    revisions: dict[str, str] = {}
    if not arguments.revision:
        meta = json.loads((arguments.corpus / "meta.json").read_text())
        revisions = {row["test"]: row["revision"] for row in meta["tests"]}
    recipe = GitBuildRecipe(arguments.repo, COVERAGE_BUILD, "{prefix}/bin/tcc", arguments.cache, jobs=1)
    cache = BuildCache(recipe)
    out = arguments.corpus / "coverage"
    out.mkdir(exist_ok=True)
    seconds: list[float] = []
    builds: dict[str, float] = {}
    lost: list[str] = []
    for case in corpus.failures:
        commit = resolve(arguments.repo, arguments.revision or revisions[case.id])
        started = time.monotonic()
        build = cache.get(commit)
        if commit not in builds:
            builds[commit] = round(time.monotonic() - started, 1)
        if not build.ok:
            raise SystemExit(f"{commit}: the --coverage build failed (log {build.log})")
        with scratch_dir(prefix="corpus-coverage-") as scratch:
            test = scratch.path / case.id.removesuffix(".gz")
            test.write_text(case.test)
            tcc = recipe.compiler_command(build.prefix)
            try:
                found = collect_coverage(tcc, [*FLAGS, "-c"], test, build.prefix / "gcov")
            except CoverageError:
                # A compile that crashes (SIGABRT, SIGSEGV) never writes its counters (gcov writes them at
                # exit): the test gets no covered lines, an empty document for the coverage distance.
                found = Coverage(frozenset(), 0.0)
                lost.append(case.id)
        seconds.append(found.seconds)
        (out / f"{case.id}.txt.gz").write_bytes(gzip.compress("\n".join(sorted(found.lines)).encode(), 9))
    cost = {"failures": len(seconds), "mean_seconds": round(statistics.mean(seconds), 3),
            "median_seconds": round(statistics.median(seconds), 3), "max_seconds": round(max(seconds), 3),
            "coverage_build_seconds": builds, "no_counters": lost,
            "date": time.strftime("%Y-%m-%d %H:%M")}  # fmt: skip
    (out / "cost.json").write_text(json.dumps(cost, indent=1) + "\n")
    print(json.dumps(cost))
    return 0


if __name__ == "__main__":
    sys.exit(main())
