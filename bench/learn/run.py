"""Known-bug seeding through tracker comments, measured against the tamer's own known-bug mode.

Run: ``.venv/bin/python bench/learn/run.py [--draws N] [--corpus DIR]`` (default: 10 draws on
``../shared/bench/tame/spidermonkey16``, distance ``lev_test``).

Each draw picks half the bugs as "known" and up to 5 exemplar tests of each, with the same random choices as
``reportsmith.tamer.evaluate.known_bug_mode`` (seed 0). Then:

* **tamer**: the tamer's known-bug mode: FPF over the distance matrix seeded with the exemplars;
* **comments**: the bot's path: every test is a stored failure; each exemplar's report is an issue on the
  local GitHub server; a user with write access comments ``#reportsmith known bug-B`` on it;
  ``reportsmith.learn.poll.poll_trackers`` reads the comments (PyGithub, unmodified) and applies them;
  ``reportsmith.taming.tame_failures`` ranks the store (exact FPF at every position).

Only the unknown bugs count; the table gives distinct unknown bugs in the first 15 and 50 positions and the
tests needed to see them all, per method, averaged over the draws.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))  # the local GitHub server (a test fixture, not shipped)

from fakes.local_github import LocalGitHub  # noqa: E402
from reportsmith.app import App  # noqa: E402
from reportsmith.config import load_config  # noqa: E402
from reportsmith.learn.poll import poll_trackers  # noqa: E402
from reportsmith.report.drafting import save_draft  # noqa: E402
from reportsmith.report.rendering import Draft  # noqa: E402
from reportsmith.store.failures import NewFailure, list_failures, record_failure  # noqa: E402
from reportsmith.store.report_models import Report  # noqa: E402
from reportsmith.tamer.corpus import Corpus, load_corpus  # noqa: E402
from reportsmith.tamer.evaluate import discovery_curve, distance_matrix, tests_to_all  # noqa: E402
from reportsmith.tamer.fpf import fpf_order, matrix_rows  # noqa: E402
from reportsmith.taming import tame_failures  # noqa: E402
from reportsmith.trackers.github import GitHubClient  # noqa: E402

TOKEN = "ghp_bench_learn_token_0123456789"
DISTANCE = "lev_test"


def draws(
    labels: list[str], count: int, exemplars: int = 5, seed: int = 0
) -> list[tuple[set[str], list[int]]]:
    """(known bugs, exemplar indices) per draw, with known_bug_mode's random choices in its order."""
    generator = np.random.default_rng(seed)
    bugs = sorted(set(labels))
    by_bug = {b: [i for i, label in enumerate(labels) if label == b] for b in bugs}
    chosen = []
    for _ in range(count):
        known = set(generator.choice(bugs, size=len(bugs) // 2, replace=False).tolist())
        seeds: list[int] = []
        for bug in sorted(known):
            members = by_bug[bug]
            seeds += generator.choice(members, size=min(exemplars, len(members)), replace=False).tolist()
        generator.permutation(len(labels) - len(seeds))  # known_bug_mode's random baseline draws here
        chosen.append((known, seeds))
    return chosen


def measure(order_labels: list[str], unknown: set[str]) -> tuple[float, float, float]:
    curve = discovery_curve(order_labels, unknown)
    return float(curve[14]), float(curve[49]), tests_to_all(curve, len(unknown))


def tamer_mode(labels: list[str], matrix: np.ndarray, seeds: list[int]) -> list[str]:
    seed_set = set(seeds)
    rest = np.array([i for i in range(len(labels)) if i not in seed_set])
    sub = matrix[np.ix_(rest, rest)]
    seed_rows = [matrix[s, rest] for s in seeds]
    return [labels[rest[p.item]] for p in fpf_order(len(rest), matrix_rows(sub), seed_rows)]


def template_store(corpus: Corpus, folder: Path) -> Path:
    """A store holding every corpus test as a stored failure (copied for each draw)."""
    app = App(dataclasses.replace(load_config(), data_dir=str(folder)))
    for failure in corpus.failures:
        new = NewFailure(failure.id, failure.test.encode(), "js", "js", "", "crash", "", "new")
        record_failure(app.store, new, "bench")
    app.store.engine.dispose()
    return folder


def comments_mode(corpus: Corpus, template: Path, work: Path, seeds: list[int]) -> tuple[list[str], float]:
    shutil.copytree(template, work)
    with LocalGitHub(TOKEN) as github:
        os.environ["GITHUB_TOKEN"] = TOKEN
        config = load_config()
        trackers = dataclasses.replace(
            config.trackers,
            github=dataclasses.replace(config.trackers.github, api_url=github.root,
                                       repository="compilers/tcc", seconds_between_requests=0,
                                       seconds_between_writes=0),
        )  # fmt: skip
        app = App(dataclasses.replace(config, data_dir=str(work), trackers=trackers))
        client = GitHubClient(api_url=github.root, repository="compilers/tcc", token=TOKEN,
                              seconds_between_requests=0, seconds_between_writes=0)  # fmt: skip
        ids = {f.test_name: f.id for f in list_failures(app.store)}
        github.permissions["alice"] = "write"
        for index in seeds:
            test = corpus.failures[index]
            draft = Draft(
                ids[test.id], "github", f"crash on {test.id}", "a stored failure", f"bench-{test.id}", "k"
            )
            issue = client.create(draft)
            report_id = save_draft(app.store, draft).id
            with app.store.transaction() as session:
                report = session.get(Report, report_id)
                assert report is not None
                report.status, report.remote_id, report.remote_url = "filed", issue.id, issue.url
            github.add_comment(int(issue.id), f"#reportsmith known bug-{corpus.labels[index]}", "alice")
        started = time.monotonic()
        [summary] = poll_trackers(app, ["github"])
        polled = time.monotonic() - started
        assert len(summary.applied) == len(seeds) and not summary.problems, summary
        tame_failures(app, distance=DISTANCE, head=len(corpus.failures))
        ranked = sorted(
            (f for f in list_failures(app.store) if f.tame_rank), key=lambda f: (f.tame_rank, f.id)
        )
        label = dict(zip([f.id for f in corpus.failures], corpus.labels, strict=True))
        app.store.engine.dispose()
        return [label[f.test_name] for f in ranked], polled


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--draws", type=int, default=10)
    parser.add_argument("--corpus", default=str(ROOT.parent / "shared" / "bench" / "tame" / "spidermonkey16"))
    arguments = parser.parse_args()
    corpus = load_corpus(arguments.corpus)
    labels = list(corpus.labels)
    matrix = distance_matrix(corpus, DISTANCE)
    results: dict[str, list[tuple[float, float, float]]] = {"tamer": [], "comments": []}
    with tempfile.TemporaryDirectory(prefix="reportsmith-bench-learn-") as scratch:
        template = template_store(corpus, Path(scratch) / "template")
        for number, (known, seeds) in enumerate(draws(labels, arguments.draws)):
            unknown = set(labels) - known
            results["tamer"].append(measure(tamer_mode(labels, matrix, seeds), unknown))
            order, polled = comments_mode(corpus, template, Path(scratch) / f"draw{number}", seeds)
            results["comments"].append(measure(order, unknown))
            tamer, comments = results["tamer"][-1], results["comments"][-1]
            print(f"draw {number}: {len(seeds)} exemplars, poll {polled:.1f} s; tamer {tamer}, "
                  f"comments {comments}", flush=True)  # fmt: skip
    print(
        f"\n{corpus.name}: {len(labels)} tests, {len(set(labels))} bugs, {DISTANCE}, {arguments.draws} draws"
    )
    print("| method | unknown bugs in first 15 | first 50 | tests to all |\n|---|---|---|---|")
    for name, rows in results.items():
        first15, first50, total = (float(np.mean([row[i] for row in rows])) for i in range(3))
        print(f"| {name} | {first15:.2f} | {first50:.2f} | {total:.1f} |")


if __name__ == "__main__":
    main()
