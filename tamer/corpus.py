"""Labelled corpora: failures with ground-truth bug ids, for discovery-curve evaluation.

A corpus is a folder holding ``labels.csv`` (header ``test,bug``; one row per test file) and ``tests/``
with the files it names (a name ending in ``.gz`` is read gzip-decompressed: large unreduced programs are
stored compressed). Optional: ``outputs/<test>.txt`` (or ``.out``), the compiler output of that test, and
``coverage/<test>.txt``, the compiler's covered lines on it (one token a line,
:mod:`reportsmith.tamer.coverage`; gzip when ``.txt.gz``).
This is the layout of ``/work/shared/bench/tame/*`` and of corpora built by ``bench/tame``.
"""

from __future__ import annotations

import csv
import gzip
from dataclasses import dataclass
from pathlib import Path

from reportsmith.tamer.case import Case
from reportsmith.tamer.errors import CorpusError


@dataclass(frozen=True)
class Corpus:
    name: str
    failures: list[Case]
    labels: list[str]  # labels[i] is the bug of failures[i]

    @property
    def bugs(self) -> int:
        return len(set(self.labels))


def _read_text(path: Path) -> str:
    data = path.read_bytes()
    return (gzip.decompress(data) if path.suffix == ".gz" else data).decode("utf-8", errors="replace")


def _coverage(root: Path, name: str) -> frozenset[str] | None:
    for suffix in (".txt", ".txt.gz"):
        path = root / "coverage" / f"{name}{suffix}"
        if path.is_file():
            return frozenset(line for line in _read_text(path).splitlines() if line.strip())
    return None


def load_corpus(folder: str | Path) -> Corpus:
    """Read a corpus folder; raises :class:`CorpusError` naming the file and line that is wrong."""
    root = Path(folder)
    labels_path = root / "labels.csv"
    if not labels_path.is_file():
        raise CorpusError(f"{root}: no labels.csv; a corpus folder needs labels.csv (test,bug) and tests/")
    failures: list[Case] = []
    labels: list[str] = []
    with labels_path.open(newline="", encoding="utf-8") as stream:
        reader = csv.reader(stream)
        header = next(reader, None)
        if header is None or [h.strip() for h in header[:2]] != ["test", "bug"]:
            raise CorpusError(f"{labels_path}:1: expected the header 'test,bug', found {header!r}")
        for line, row in enumerate(reader, start=2):
            if not row or not "".join(row).strip():
                continue
            if len(row) < 2 or not row[0].strip() or not row[1].strip():
                raise CorpusError(f"{labels_path}:{line}: expected 'test,bug', found {','.join(row)!r}")
            name, bug = row[0].strip(), row[1].strip()
            test_path = root / "tests" / name
            if not test_path.is_file():
                raise CorpusError(f"{labels_path}:{line}: test file {test_path} does not exist")
            output = ""
            for suffix in (".txt", ".out"):
                output_path = root / "outputs" / f"{name}{suffix}"
                if output_path.is_file():
                    output = output_path.read_text(encoding="utf-8", errors="replace")
                    break
            failures.append(Case(name, _read_text(test_path), output, coverage=_coverage(root, name)))
            labels.append(bug)
    if not failures:
        raise CorpusError(f"{labels_path}: no labelled tests")
    return Corpus(root.name, failures, labels)
