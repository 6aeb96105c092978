"""Fuzzy matching of a new failure against known reports, before it is drafted (issue 16).

A failure whose signature and reduced test are close to those of a report already filed (or of a failure
people classified as a known bug) is most likely the same bug: its draft is marked "likely duplicate of #N"
and links that report instead of reading as a new bug.

"Close" follows ClusterFuzz's grouper (``crash_comparer.CrashComparer``): two signatures are similar when
they are equal, when their frames (lines; a one-line signature is split at `` in `` / `` < `` / ``;``) share a
longest common subsequence of at least :data:`SAME_FRAMES` frames, or when the mean Levenshtein similarity of
frames at the same position exceeds :data:`SIGNATURE_SIMILARITY` (0.8, as there). Compiler signatures are
coarse ("wrong code", one error message), so the reduced tests must also be close: the tamer's ``tfidf_test``
distance at most :data:`TEST_DISTANCE`. Both thresholds were measured on the labelled corpora
(``bench/tame/fuzzy_match.py``, ``bench/RESULTS.md``): pairs of failures of the same bug vs different bugs.
"""

from __future__ import annotations

import dataclasses
import math
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from rapidfuzz.distance import Levenshtein
from reportsmith.app import App
from reportsmith.lifecycle import FailureState
from reportsmith.names import failure_name, issue_name
from reportsmith.report.rendering import Draft
from reportsmith.store import Failure
from reportsmith.store.report_models import Report
from reportsmith.tamer import c_tokens
from sqlalchemy import select

#: ClusterFuzz's CrashComparer.COMPARE_THRESHOLD.
SIGNATURE_SIMILARITY = 0.8
#: ClusterFuzz's CrashComparer.SAME_FRAMES_THRESHOLD.
SAME_FRAMES = 2
#: Largest tf-idf cosine distance of the reduced tests for a match (bench/tame/fuzzy_match.py).
TEST_DISTANCE = 0.5

#: Signatures that name a symptom, not a place: every miscompilation is "wrong code" (a compiler prefix
#: and the run-time symptom at most), every hang a timeout. On tcc-history (many wrong-code bugs, all
#: signed "wrong code") letting them match made most answers false merges (bench/RESULTS.md).
_GENERIC = re.compile(r"(^|: )wrong code\b|^(compiler|program) timeout\b", re.IGNORECASE)
_SPLIT = re.compile(r"\n| in | < |; ")
_VOLATILE = re.compile(r"0x[0-9a-fA-F]+|\b\d+\b")


def frames(signature: str) -> list[str]:
    """The frames of a signature, addresses and numbers blanked (they differ between builds and tests)."""
    parts = [_VOLATILE.sub("N", part).strip() for part in _SPLIT.split(signature or "")]
    return [part for part in parts if part]


def longest_common_subsequence(first: Sequence[str], second: Sequence[str]) -> int:
    previous = [0] * (len(second) + 1)
    for item in first:
        current = [0]
        for j, other in enumerate(second, start=1):
            current.append(previous[j - 1] + 1 if item == other else max(previous[j], current[j - 1]))
        previous = current
    return previous[-1]


def generic(signature: str) -> bool:
    """True for a signature that tells nothing about where the bug is (:data:`_GENERIC`)."""
    return bool(_GENERIC.search((signature or "").strip()))


def signatures_similar(first: str, second: str, threshold: float = SIGNATURE_SIMILARITY) -> bool:
    """ClusterFuzz's ``CrashComparer.is_similar`` over :func:`frames`; a :func:`generic` signature is similar
    to nothing (ClusterFuzz likewise never groups by an uninformative crash state)."""
    a, b = frames(first), frames(second)
    if not a or not b or generic(first) or generic(second):
        return False
    if a == b or longest_common_subsequence(a, b) >= SAME_FRAMES:
        return True
    pairs = list(zip(a, b, strict=False))
    mean = sum(Levenshtein.normalized_similarity(x, y) for x, y in pairs) / len(pairs)
    return mean > threshold


def token_counts(test: str) -> Counter[str]:
    return Counter(c_tokens(test))


def counts_distance(first: Counter[str], second: Counter[str]) -> float:
    """tf-idf cosine distance of two token counts, idf over the pair as scikit-learn's smoothed idf computes
    it (the tamer's ``tfidf_test`` over a two-test corpus): a token in only one test weighs ln(1.5) + 1."""
    if not first or not second:
        return 0.0 if not first and not second else 1.0
    rare = math.log(1.5) + 1.0

    def weight(token: str) -> float:
        return 1.0 if token in first and token in second else rare

    dot = sum(count * second[token] for token, count in first.items() if token in second)
    norm_first = math.sqrt(sum((count * weight(t)) ** 2 for t, count in first.items()))
    norm_second = math.sqrt(sum((count * weight(t)) ** 2 for t, count in second.items()))
    return max(0.0, 1.0 - dot / (norm_first * norm_second))


def reduced_test_distance(first: str, second: str) -> float:
    return counts_distance(token_counts(first), token_counts(second))


@dataclass(frozen=True)
class Known:
    """A report (or classified failure) a new failure may duplicate."""

    label: str  # "#12" (the tracker's number) or the known bug's name
    url: str
    kind: str
    signature: str
    test: str


@dataclass(frozen=True)
class Match:
    known: Known
    test_distance: float

    def note(self) -> str:
        where = f" ({self.known.url})" if self.known.url else ""
        return (
            f"**Likely duplicate of {self.known.label}**{where}: similar signature and a reduced test at "
            f"tf-idf distance {self.test_distance:.2f} (reportsmith's fuzzy match; comment there rather than "
            "filing this if it is the same bug).\n\n"
        )


def best_match(
    kind: str, signature: str, test: str, known: Sequence[Known], max_distance: float = TEST_DISTANCE
) -> Match | None:
    """The closest known report of the same kind with a similar signature and a test within
    ``max_distance``; None when there is none."""
    best: Match | None = None
    for candidate in known:
        if candidate.kind != kind or not signatures_similar(signature, candidate.signature):
            continue
        distance = reduced_test_distance(test, candidate.test)
        if distance <= max_distance and (best is None or distance < best.test_distance):
            best = Match(candidate, distance)
    return best


def known_reports(app: App, exclude: int) -> list[Known]:
    """Every filed report (its failure's kind, signature and reduced test) and every failure classified
    known or duplicate, except failure ``exclude``'s own."""
    found: list[Known] = []
    with app.store.transaction() as session:
        reports = session.scalars(
            select(Report)
            .where(Report.remote_url.is_not(None), Report.failure_id != exclude)
            .order_by(Report.id)
        )
        for report in reports:
            failure = session.get(Failure, report.failure_id)
            if failure is not None:
                label = issue_name(report.tracker, report.remote_id) or report.title
                found.append(Known(label, report.remote_url or "", failure.verdict, failure.signature,
                                   _test_of(failure)))  # fmt: skip
        classified = session.scalars(
            select(Failure).where(
                Failure.id != exclude, Failure.status.in_([FailureState.KNOWN, FailureState.DUPLICATE])
            )
        )
        for failure in classified:
            name = failure.details.known_bug or f"failure {failure_name(failure.id)}"
            found.append(Known(str(name), "", failure.verdict, failure.signature, _test_of(failure)))
    return found


def _test_of(failure: Failure) -> str:
    return failure.reduced_text if failure.reduced_bytes is not None else failure.test_text


def link_known_duplicate(app: App, failure: Failure, draft: Draft) -> Draft:
    """``draft`` with a "likely duplicate of #N" note first when a known report matches (the review page shows
    the body); unchanged otherwise. The tracker fields are left alone: they are what the tracker is sent."""
    match = best_match(failure.verdict, failure.signature, _test_of(failure), known_reports(app, failure.id))
    if match is None:
        return draft
    return dataclasses.replace(draft, body=match.note() + draft.body)
