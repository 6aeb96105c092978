"""Distances between failures, chosen by name: normalized Levenshtein, tf-idf cosine/Euclidean, weighted sums.

A :class:`Distance` is a recipe; ``prepare(failures)`` precomputes what it needs (normalized texts, a sparse
tf-idf matrix, C-feature vectors) and returns a :class:`Prepared` that answers *rows*: the distances from one
failure to many. FPF only ever asks for rows (one per pick), never for the n×n matrix, unless the caller
wants the matrix (the evaluation, which reruns FPF hundreds of times over the same corpus).

Every component is scaled into [0, 1] so that weighted sums mean what they say (Chen's thesis §5.3.3.3
normalizes Levenshtein by the longer string's length; tf-idf vectors are l2-normalized).

The ``cutoff`` of :meth:`Prepared.row`: a caller that only cares about distances *below* ``cutoff`` (FPF: only
those can lower a nearest distance) may get any value >= ``cutoff`` for larger ones. ``cutoff`` is one number
or one bound per target (FPF passes each target's current nearest distance). Levenshtein first drops the
targets whose length difference alone reaches their bound (``|len a - len b| / max`` is a lower bound of the
normalized distance), then runs banded (rapidfuzz's ``score_cutoff``) on the rest. A weighted sum computes its
components one after the other and asks the next component only about the targets whose partial sum is still
below their bound, with the bound that is left: exact, because components are non-negative. Together this is
most of the speed of the 10,000-failure benchmark.

Names (:data:`DISTANCES`): ``lev_test``, ``lev_output``, ``tfidf_test``, ``tfidf_test_clang``,
``tfidf_output``, ``euclid_test``, ``euclid_output``, ``cfeatures``, ``coverage``, and the bot's findings
(:mod:`.facts`: ``bisect_commit``, ``bisect_release``, ``fix_commit``, ``guilty_pass``, ``hiding_flags``,
``minimal_flags``, ``crash_frames``); sums such as ``lev_test+lev_output`` or
``0.5*tfidf_test+0.5*lev_output+2*bisect_commit`` (:func:`parse_distance`).
"""

from __future__ import annotations

import math
import os
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

import numpy as np
from rapidfuzz import process
from rapidfuzz.distance import Levenshtein
from reportsmith.tamer import features
from reportsmith.tamer.case import Case
from reportsmith.tamer.errors import UnknownDistanceError
from reportsmith.tamer.facts import FACT_DISTANCES, FactDistance
from scipy import sparse

#: Threads rapidfuzz may use for one row (the machine has 2 cores; -1 would mean all).
WORKERS = int(os.environ.get("REPORTSMITH_TAMER_WORKERS", "2"))


#: A bound for a row: one for all targets, or one per target.
Cutoff = float | np.ndarray


class Prepared(Protocol):
    """Distances over one fixed list of failures, by index."""

    size: int

    def row(self, source: int, targets: np.ndarray, cutoff: Cutoff = math.inf) -> np.ndarray: ...

    def matrix(self) -> np.ndarray: ...


class Distance(Protocol):
    name: str

    def prepare(self, failures: Sequence[Case]) -> Prepared: ...


def _field_text(failure: Case, field: str) -> str:
    if field == "test":
        return failure.test
    if field == "output":
        return features.normalized_output(failure.output)
    raise ValueError(f"unknown failure field {field!r}")


# ---------------------------------------------------------------------------------------------- Levenshtein
@dataclass
class _PreparedLevenshtein:
    texts: list[str]

    def __post_init__(self) -> None:
        self.array = np.array(self.texts, dtype=object)
        self.lengths = np.fromiter((len(t) for t in self.texts), dtype=np.float64, count=len(self.texts))

    @property
    def size(self) -> int:
        return len(self.texts)

    @property
    def cost(self) -> float:
        """Relative cost of a row per target (a sum asks its cheapest parts first): the mean text length."""
        return float(self.lengths.mean()) if self.size else 0.0

    def row(self, source: int, targets: np.ndarray, cutoff: Cutoff = math.inf) -> np.ndarray:
        bounds = np.broadcast_to(np.asarray(cutoff, dtype=np.float64), targets.shape)
        lengths = self.lengths[targets]
        longer = np.maximum(lengths, self.lengths[source])
        # |len a - len b| / max(len a, len b) <= normalized Levenshtein: targets at or beyond their bound by
        # length alone keep that lower bound (a value >= cutoff is all the caller may get for them).
        result = np.divide(np.abs(lengths - self.lengths[source]), longer, out=np.zeros_like(lengths),
                           where=longer > 0)  # fmt: skip
        alive = np.flatnonzero(result < bounds)
        if len(alive):
            band = float(bounds[alive].max())
            found = process.cdist(
                [self.texts[source]],
                self.array[targets[alive]].tolist(),
                scorer=Levenshtein.normalized_distance,
                score_cutoff=None if band >= 1.0 else band,
                workers=WORKERS,
                dtype=np.float64,
            )
            result[alive] = found[0]
        return result

    def matrix(self) -> np.ndarray:
        return process.cdist(
            self.texts, self.texts, scorer=Levenshtein.normalized_distance, workers=WORKERS, dtype=np.float64
        )


@dataclass
class LevenshteinDistance:
    """Levenshtein distance between two texts divided by the longer one's length (rapidfuzz)."""

    field: str

    @property
    def name(self) -> str:
        return f"lev_{self.field}"

    def prepare(self, failures: Sequence[Case]) -> Prepared:
        return _PreparedLevenshtein([_field_text(f, self.field) for f in failures])


# ---------------------------------------------------------------------------------------------- vectors
@dataclass
class _PreparedVectors:
    """Rows of an l2-normalized non-negative matrix; cosine distance or Euclidean distance / sqrt(2)."""

    vectors: sparse.csr_matrix
    euclidean: bool

    def __post_init__(self) -> None:
        self.empty = np.asarray(self.vectors.getnnz(axis=1) == 0)

    @property
    def size(self) -> int:
        return self.vectors.shape[0]

    def _from_similarity(self, similarity: np.ndarray, source_empty: bool, targets_empty: np.ndarray):  # type: ignore[no-untyped-def]
        similarity = np.clip(similarity, 0.0, 1.0)
        # Two failures without any token are alike (both empty); one empty and one not are unlike.
        similarity = np.where(targets_empty & source_empty, 1.0, similarity)
        if self.euclidean:
            return np.sqrt(np.maximum(2.0 - 2.0 * similarity, 0.0)) / math.sqrt(2.0)
        return 1.0 - similarity

    def row(self, source: int, targets: np.ndarray, cutoff: Cutoff = math.inf) -> np.ndarray:
        # CSR times a dense vector over all rows, then pick the targets: no copy of the matrix per step.
        dense = self.vectors[source].toarray().ravel()
        similarity = (self.vectors @ dense)[targets]
        return self._from_similarity(similarity, bool(self.empty[source]), self.empty[targets])

    def matrix(self) -> np.ndarray:
        similarity = (self.vectors @ self.vectors.T).toarray()
        result = self._from_similarity(similarity, False, np.zeros(self.size, dtype=bool))
        both_empty = np.outer(self.empty, self.empty)
        result[both_empty] = 0.0
        return result


def _identity(tokens: list[str]) -> list[str]:
    return tokens


def _tfidf_matrix(documents: list[list[str]]) -> sparse.csr_matrix:
    if not any(documents):
        return sparse.csr_matrix((len(documents), 1))
    # Imported here: scikit-learn takes ~1.5 s to import, and every `reportsmith` command imports the tamer.
    # deferred: scikit-learn, only for the tfidf distance
    from sklearn.feature_extraction.text import TfidfVectorizer

    # Tokens in every document get idf ~ 1 with smooth_idf; Chen's thesis drops them, sublinear scaling is
    # off.
    vectorizer = TfidfVectorizer(analyzer=_identity, lowercase=False, norm="l2", dtype=np.float64)
    return vectorizer.fit_transform(documents).tocsr()


@dataclass
class TfidfDistance:
    """tf-idf over tokens of the test or output (cosine, or Euclidean between l2-normalized vectors)."""

    field: str
    euclidean: bool = False
    tokenizer: str = "regex"

    @property
    def name(self) -> str:
        if self.field == "coverage" and not self.euclidean:
            return "coverage"  # the registry's name, so that a ranking's distance parses again
        kind = "euclid" if self.euclidean else "tfidf"
        return f"{kind}_{self.field}" + ("_clang" if self.tokenizer == "clang" else "")

    def _tokens(self, failure: Case) -> list[str]:
        if self.field == "test":
            return (
                features.clang_tokens(failure.test)
                if self.tokenizer == "clang"
                else features.c_tokens(failure.test)
            )
        if self.field == "output":
            return features.output_tokens(failure.output)
        if self.field == "coverage":
            return sorted(failure.coverage or ())
        raise ValueError(f"unknown failure field {self.field!r}")

    def prepare(self, failures: Sequence[Case]) -> Prepared:
        return _PreparedVectors(_tfidf_matrix([self._tokens(f) for f in failures]), self.euclidean)


@dataclass
class CFeatureDistance:
    """Euclidean distance between tf-idf-weighted, l2-normalized C-feature count vectors (libclang)."""

    name: str = "cfeatures"

    def prepare(self, failures: Sequence[Case]) -> Prepared:
        documents = []
        for failure in failures:
            counts = features.c_features(failure.test)
            documents.append([name for name, count in sorted(counts.items()) for _ in range(int(count))])
        return _PreparedVectors(_tfidf_matrix(documents), euclidean=True)


# ---------------------------------------------------------------------------------------------- sums
@dataclass
class _PreparedSum:
    parts: list[tuple[float, Prepared]]

    def __post_init__(self) -> None:
        # Cheapest first (vectors cost nothing per target, short texts little): the expensive parts then
        # only see the targets the cheap ones could not rule out.
        self.order = sorted(self.parts, key=lambda part: getattr(part[1], "cost", 0.0))

    @property
    def size(self) -> int:
        return self.parts[0][1].size

    def row(self, source: int, targets: np.ndarray, cutoff: Cutoff = math.inf) -> np.ndarray:
        bounds = np.broadcast_to(np.asarray(cutoff, dtype=np.float64), targets.shape)
        total = np.zeros(len(targets), dtype=np.float64)
        alive = np.arange(len(targets))
        for weight, part in self.order:
            # Targets whose partial sum already reaches their bound are done: later parts only add to it.
            alive = alive[total[alive] < bounds[alive]]
            if not len(alive):
                break
            total[alive] += weight * part.row(source, targets[alive], (bounds[alive] - total[alive]) / weight)
        return total

    def matrix(self) -> np.ndarray:
        return sum((weight * part.matrix() for weight, part in self.parts), np.zeros((self.size, self.size)))


@dataclass
class WeightedSum:
    """sum(weight * component); weights must be positive."""

    parts: list[tuple[float, Distance]]

    @property
    def name(self) -> str:
        return "+".join(n if w == 1.0 else f"{w:g}*{n}" for w, n in ((w, d.name) for w, d in self.parts))

    def prepare(self, failures: Sequence[Case]) -> Prepared:
        return _PreparedSum([(weight, part.prepare(failures)) for weight, part in self.parts])


#: Distance name -> factory. Add an entry to make a distance available to config and CLI.
DISTANCES: dict[str, Callable[[], Distance]] = {
    "lev_test": lambda: LevenshteinDistance("test"),
    "lev_output": lambda: LevenshteinDistance("output"),
    "tfidf_test": lambda: TfidfDistance("test"),
    "tfidf_test_clang": lambda: TfidfDistance("test", tokenizer="clang"),
    "tfidf_output": lambda: TfidfDistance("output"),
    "euclid_test": lambda: TfidfDistance("test", euclidean=True),
    "euclid_output": lambda: TfidfDistance("output", euclidean=True),
    "cfeatures": CFeatureDistance,
    "coverage": lambda: TfidfDistance("coverage"),
    # The bot's own findings (facts.py): bisect_commit, bisect_release, fix_commit, guilty_pass, ...
    **{name: (lambda name=name: FactDistance(name)) for name in FACT_DISTANCES},
}

_TERM = re.compile(r"^\s*(?:(?P<weight>\d+(?:\.\d*)?|\.\d+)\s*\*\s*)?(?P<name>[a-z_]+)\s*$")


def parse_distance(expression: str) -> Distance:
    """A distance from a name or a weighted sum such as ``0.5*tfidf_test+0.5*lev_output``."""
    parts: list[tuple[float, Distance]] = []
    for term in expression.split("+"):
        match = _TERM.match(term)
        if not match:
            raise UnknownDistanceError(
                f"distance {expression!r}: cannot read term {term.strip()!r}; expected NAME or WEIGHT*NAME "
                f"joined by '+', e.g. 'lev_test+lev_output' or '0.5*tfidf_test+0.5*lev_output'"
            )
        name = match.group("name")
        if name not in DISTANCES:
            raise UnknownDistanceError(
                f"distance {expression!r}: unknown distance {name!r}; known: {', '.join(sorted(DISTANCES))}"
            )
        weight = float(match.group("weight") or 1.0)
        if weight <= 0:
            raise UnknownDistanceError(f"distance {expression!r}: weight of {name!r} must be positive")
        parts.append((weight, DISTANCES[name]()))
    if len(parts) == 1 and parts[0][0] == 1.0:
        return parts[0][1]
    return WeightedSum(parts)
