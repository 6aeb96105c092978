"""reportsmith.tamer: rank compiler failures so that distinct bugs come first ("Taming Compiler Fuzzers").

The public API, what the application imports (``tests/test_imports.py`` holds it to that):

* :class:`Case` (one failure as the tamer sees it, with its :class:`Facts`) and :func:`rank` -> a
  :class:`Ranking` of :class:`RankedEntry` (the distance ``AUTO`` chooses by what the cases have);
* :func:`shared_facts` / :func:`strong_evidence` -- what two failures' facts have in common;
* :func:`collect_coverage` -- a test's coverage of a ``--coverage`` compiler build;
* :func:`c_tokens` -- a C test's tokens (libclang's lexer); :func:`load_corpus`, :func:`language_of` -- a
  labelled corpus;
* ``reportsmith.tamer.errors`` -- the errors it raises; ``reportsmith.tamer.evaluate`` and
  ``reportsmith.tamer.plot`` -- the corpus evaluation and its plots (scikit-learn, matplotlib: imported only
  where used).

See README.md in this folder.
"""

from __future__ import annotations

from reportsmith.tamer.case import Case, Facts
from reportsmith.tamer.corpus import language_of, load_corpus
from reportsmith.tamer.coverage import collect_coverage
from reportsmith.tamer.facts import shared_facts, strong_evidence
from reportsmith.tamer.features import c_tokens
from reportsmith.tamer.rank import AUTO, RankedEntry, Ranking, rank

__all__ = [
    "AUTO", "Case", "Facts", "RankedEntry", "Ranking", "c_tokens", "collect_coverage", "language_of",
    "load_corpus", "rank", "shared_facts", "strong_evidence",
]  # fmt: skip
