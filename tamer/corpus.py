"""Labelled corpora: failures with ground-truth bug ids, for discovery-curve evaluation.

A corpus is a folder holding ``labels.csv`` (header ``test,bug``; one row per test file) and ``tests/``
with the files it names (a name ending in ``.gz`` is read gzip-decompressed: large unreduced programs are
stored compressed). Optional: ``outputs/<test>.txt`` (or ``.out``), the compiler output of that test, and
``coverage/<test>.txt``, the compiler's covered lines on it (one token a line,
:mod:`reportsmith.tamer.coverage`; gzip when ``.txt.gz``); ``facts.json``, what bisecting each test found
(``{"<test>": {"first_bad_commit": ..., "first_bad_release": ..., "passes": [...], ...}}``: the fields of
:class:`~reportsmith.tamer.case.Facts`, lists for sets; other keys are provenance and are ignored).
A test's language is its file name's (``.c``, ``.cc``/``.cpp`` C++, ``.js``...; ``.gz`` left off).
This is the layout of ``/work/shared/bench/tame/*`` and of corpora built by ``bench/tame``.
"""

from __future__ import annotations

import csv
import gzip
import json
from dataclasses import dataclass, fields
from pathlib import Path

from reportsmith.tamer.case import Case, Facts
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


_LANGUAGES = {".c": "c", ".h": "c", ".i": "c", ".cc": "c++", ".cpp": "c++", ".cxx": "c++", ".C": "c++"}


def language_of(name: str) -> str:
    """The language a test file's name says (``.gz`` left off): "c", "c++", or its suffix without the dot."""
    suffix = Path(name.removesuffix(".gz")).suffix
    return _LANGUAGES.get(suffix, suffix.lstrip(".") or "c")


def facts_from_json(data: dict, where: str) -> Facts:
    """:class:`Facts` from one ``facts.json`` entry (lists become sets; unknown keys are provenance)."""
    values = {}
    for field in fields(Facts):
        value = data.get(field.name)
        if value is None:
            continue
        if isinstance(value, list):
            value = frozenset(str(v) for v in value)
        elif not isinstance(value, str):
            raise CorpusError(f"{where}: {field.name}: expected a string or a list, found {value!r}")
        values[field.name] = value
    return Facts(**values)


def _facts(root: Path) -> dict[str, Facts]:
    path = root / "facts.json"
    if not path.is_file():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as error:
        raise CorpusError(f"{path}:{error.lineno}: not JSON ({error.msg})") from None
    if not isinstance(data, dict):
        raise CorpusError(f"{path}: expected an object of test name -> facts")
    return {name: facts_from_json(entry, f"{path}: {name}") for name, entry in data.items()}


def load_corpus(folder: str | Path) -> Corpus:
    """Read a corpus folder; raises :class:`CorpusError` naming the file and line that is wrong."""
    root = Path(folder)
    labels_path = root / "labels.csv"
    if not labels_path.is_file():
        raise CorpusError(f"{root}: no labels.csv; a corpus folder needs labels.csv (test,bug) and tests/")
    failures: list[Case] = []
    labels: list[str] = []
    facts = _facts(root)
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
            case = Case(name, _read_text(test_path), output, coverage=_coverage(root, name),
                        facts=facts.get(name), language=language_of(name))  # fmt: skip
            failures.append(case)
            labels.append(bug)
    if not failures:
        raise CorpusError(f"{labels_path}: no labelled tests")
    return Corpus(root.name, failures, labels)
