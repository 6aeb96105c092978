"""What reportsmith's bisection finds about each tcc-history failure: release range and first bad commit.

The corpus labels (``labels.csv``) are fixing commits; these facts are the other end of each failure's
history, computed with the bot's own bisection library and never read from the labels:

1. releases -- :func:`reportsmith.bisect.api.first_bad_release` over the nine tinycc revisions the corpus was
               fuzzed with (oldest first, as a ``[[bisect.releases]]`` list): which revisions fail, and the
               regression step (last good, first bad) before the failure's own revision, if there is one.
2. commits  -- :func:`reportsmith.bisect.api.first_bad_revision` over tinycc's first-parent history between
               that last good and first bad revision (a ``[[bisect.git]]`` search): the first bad commit.
               A failure that already fails at the oldest revision (release_0_9_25, the first with x86-64)
               has no step to search: its first bad commit is unknown.
3. write    -- ``facts.json`` in the corpus: per test, ``first_bad_release``, ``release_verdicts``, and
               ``first_bad_commit`` (or the candidates of an ambiguous search), plus how each was found.

The predicate is the one the corpus was built with (``judge`` of ``build_tcc_history_corpus.py``: ``tcc -run``
against gcc -O0; the same crash, the same error message, or wrong code), wrapped as a bisect predicate. Each
test is checkpointed (``--work``), so a stopped run resumes; builds are shared through the build cache.

    nice -n 10 flock /tmp/reportsmith-bench.lock .venv/bin/python bench/tame/tcc_history_facts.py
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from build_tcc_history_corpus import FLAGS, MIRROR, REVISIONS, judge, recipe  # noqa: E402
from reportsmith.bisect.api import (  # noqa: E402
    BisectError,
    BuildCache,
    Mark,
    Release,
    ReleaseList,
    Status,
    first_bad_release,
    first_bad_revision,
)
from reportsmith.bisect.git_history import resolve  # noqa: E402
from reportsmith.common.process import Limits, run_limited, scratch_dir  # noqa: E402
from tcc_history_label import verdict_of  # noqa: E402

HERE = Path(__file__).resolve().parent
CORPUS = HERE / "corpora" / "tcc-history"
#: Scratch (tinycc clone, builds, checkpoints): bench/out is never committed.
WORK = HERE.parents[1] / "bench" / "out" / "tcc-history-facts"


def log(message: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {message}", flush=True)


class CorpusPredicate:
    """BAD when a tinycc shows this test's failure (crash, the same error, or wrong code vs gcc -O0)."""

    def __init__(self, folder: Path, name: str, verdict: str, signature: str) -> None:
        self.folder, self.name, self.verdict, self.signature = folder, name, verdict, signature
        self.expected: tuple[str, int] | None = None
        self.last_output = ""
        if verdict == "wrong-code":
            command = ["gcc", "-O0", *FLAGS, name, "-o", "ref", "-lm"]
            built = run_limited(command, cwd=folder, limits=Limits(120))
            ran = run_limited(["./ref"], cwd=folder, limits=Limits(10)) if built.ok else None
            if ran is None or ran.stopped or ran.returncode is None:
                raise BisectError(f"{name}: the reference (gcc -O0) cannot build or run the program")
            self.expected = (ran.out, ran.returncode)

    def __call__(self, compiler: Sequence[str], flags: Sequence[str]) -> Mark:
        outcome = judge(list(compiler), self.folder, self.name, self.expected)
        self.last_output = f"{outcome.verdict}: {outcome.signature}\n{outcome.compiler_output[-1500:]}"
        return verdict_of(self.verdict, self.signature, outcome)


def release_list(repo: Path, cache: BuildCache) -> tuple[ReleaseList, dict[str, str]]:
    """The corpus revisions as releases (named as in ``REVISIONS``), and name -> full hash."""
    releases, commits = [], {}
    for name in REVISIONS.split(","):
        commit = resolve(repo, name)
        build = cache.get(commit)
        if not build.ok or build.prefix is None:
            raise SystemExit(f"{name}: does not build (log {build.log})")
        releases.append(Release(name, tuple(cache.recipe.compiler_command(build.prefix))))
        commits[name] = commit
    return ReleaseList(releases), commits


def regression_step(names: list[str], verdicts: dict[str, str], own: str) -> tuple[str, str] | None:
    """(last good, first bad) of the last good->bad step at or before the failure's own revision ``own``."""
    step, good = None, None
    for name in names[: names.index(own) + 1]:
        verdict = verdicts.get(name)
        if verdict == "good":
            good = name
        elif verdict == "bad":
            if good is not None:
                step = (good, name)
            good = None
    return step


def facts_of(test: dict, repo: Path, cache: BuildCache, releases: ReleaseList, commits: dict[str, str],
             work: Path) -> dict:  # fmt: skip
    names = [r.name for r in releases.releases]
    own = next(name for name, commit in commits.items() if commit == test["revision"])
    name = test["test"].removesuffix(".gz")
    with scratch_dir(prefix="tcc-history-facts-") as scratch:
        (scratch.path / name).write_bytes(gzip.decompress((CORPUS / "tests" / test["test"]).read_bytes()))
        predicate = CorpusPredicate(scratch.path, name, test["verdict"], test["signature"])
        report = first_bad_release(releases, predicate)
        verdicts = {n: v.value for n, v in report.marks.items()}
        found: dict = {"release_verdicts": verdicts, "release_summary": report.summary, "own": own}
        step = regression_step(names, verdicts, own)
        if step is None:
            first = next((n for n in names if verdicts.get(n) == "bad"), own)
            found |= {"first_bad_release": first, "since_oldest_tested": first == names[0]
                      or all(verdicts.get(n) != "good" for n in names[: names.index(first)])}  # fmt: skip
            return found
        good, bad = step
        found |= {"first_bad_release": bad, "last_good_release": good, "since_oldest_tested": False}
        checkpoint = work / "checkpoints" / f"{name}.json"
        checkpoint.parent.mkdir(parents=True, exist_ok=True)
        try:
            git = first_bad_revision(
                cache.recipe, commits[good], commits[bad], predicate, checkpoint=checkpoint, max_skips=None
            )
        except BisectError as error:
            return found | {"commit_search": "error", "commit_error": str(error)[:300]}
        found["commit_search"] = git.result.status.value
        found["commit_probes"] = git.result.probe_count
        if git.result.status in (Status.FOUND, Status.AMBIGUOUS):
            found["first_bad_candidates"] = [c.hash for c in git.culprits]
            found["first_bad_subject"] = git.culprits[0].subject
        if git.result.status is Status.FOUND:
            found["first_bad_commit"] = git.culprits[0].hash
        return found


def as_corpus_facts(found: dict) -> dict:
    """A test's entry of ``facts.json``: the tamer's fact fields (``reportsmith.tamer.case.Facts``) and, under
    ``bisection``, what the searches said. Only regression facts: the corpus labels are fixing commits, so a
    fix fact would be the label itself."""
    facts: dict = {}
    if "first_bad_release" in found:
        first = found["first_bad_release"]
        facts["first_bad_release"] = f"{first} or earlier" if found.get("since_oldest_tested") else first
    if found.get("first_bad_commit"):
        facts["first_bad_commit"] = found["first_bad_commit"]
    return {**facts, "bisection": found}


def main() -> int:
    formatter = argparse.RawDescriptionHelpFormatter
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=formatter)
    parser.add_argument("--work", type=Path, default=WORK / "facts")
    parser.add_argument("--repo", type=Path, default=WORK / "tinycc")
    parser.add_argument("--cache", type=Path, default=WORK / "builds")
    parser.add_argument("--limit", type=int, default=0, help="stop after this many new tests (0: all)")
    parser.add_argument("--out", type=Path, default=CORPUS / "facts.json")
    arguments = parser.parse_args()
    arguments.work.mkdir(parents=True, exist_ok=True)
    if not arguments.repo.exists():
        run_limited(["git", "clone", "-q", str(MIRROR), str(arguments.repo)], limits=Limits(600))
    cache = BuildCache(recipe(arguments.repo, arguments.cache))
    releases, commits = release_list(arguments.repo, cache)
    tests = json.loads((CORPUS / "meta.json").read_text())["tests"]
    done_path = arguments.work / "facts.json"
    done = json.loads(done_path.read_text()) if done_path.exists() else {}
    started, new = time.monotonic(), 0
    for test in tests:
        if test["test"] in done:
            continue
        if arguments.limit and new >= arguments.limit:
            break
        began = time.monotonic()
        try:
            found = facts_of(test, arguments.repo, cache, releases, commits, arguments.work)
        except BisectError as error:
            found = {"error": str(error)[:300]}
        found["seconds"] = round(time.monotonic() - began, 1)
        done[test["test"]] = found
        done_path.write_text(json.dumps(done, indent=1))
        new += 1
        log(f"{test['test']} {test['verdict']}: {found.get('release_summary', found.get('error'))}; "
            f"first bad commit {str(found.get('first_bad_commit', found.get('commit_search', '-')))[:12]} "
            f"({found['seconds']} s; builds {cache.builds_run}, {len(done)}/{len(tests)})")  # fmt: skip
    ordered = {t["test"]: as_corpus_facts(done[t["test"]]) for t in tests if t["test"] in done}
    arguments.out.write_text(json.dumps(ordered, indent=1, sort_keys=True) + "\n")
    log(f"wrote {len(ordered)} tests' facts to {arguments.out} in {time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
