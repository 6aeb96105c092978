"""Ingest: failures found by other fuzzers, re-checked by the oracle before they are stored.

A failure is a test file (``.c``, ``.i``, ``.cc``, ``.cpp``, ``.cxx``) with a *sidecar* of the same stem,
``NAME.toml`` or ``NAME.json``, saying how it fails::

    compiler = "tcc"            # a configured compiler's name, or a command ("clang-16", "/opt/gcc/bin/gcc")
    flags = "-O2 -w"            # string or array of strings; -c/-S/-E/-fsyntax-only: compile only
    common_flags = "-I/usr/include/csmith"   # optional: given to the references too
    link_flags = "-lm"          # optional: when linking
    expect = "wrong-code"       # optional: crash | rejects-valid | wrong-code | hang
    origin = "yarpgen seed 42"  # optional: where it came from

Each problem with one pair (no sidecar, bad key, empty or huge test, file gone mid-scan) is reported with its
path and skipped; the other pairs are still ingested. A test that no longer fails is stored as
``not-reproduced`` with the oracle's reason, so the record of what was tried is kept.
"""

from __future__ import annotations

import enum
import json
import shutil
import tomllib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from reportsmith.common.kinds import FailureKind
from reportsmith.common.process import split_command
from reportsmith.errors import IngestError
from reportsmith.names import failure_name
from reportsmith.oracle import Build, Judgement, Oracle
from reportsmith.self_contained import inline_headers, opened_headers, without_dir_flags
from reportsmith.store import Store
from reportsmith.store.details import SelfContained
from reportsmith.store.failures import NewFailure, find_failure, record_failure
from reportsmith.store.models import EventKind, FailureState

TEST_SUFFIXES = (".c", ".i", ".cc", ".cpp", ".cxx")
SIDECAR_SUFFIXES = (".toml", ".json")
EXPECTABLE = FailureKind.failures()


@dataclass(frozen=True)
class Sidecar:
    compiler: str
    flags: list[str]
    common_flags: list[str] = field(default_factory=list)
    link_flags: list[str] = field(default_factory=list)
    expect: FailureKind | None = None
    origin: str = ""


@dataclass(frozen=True)
class Entry:
    """One test file and its sidecar (either may be missing: that is reported when the entry is ingested)."""

    test: Path | None
    sidecar: Path | None


class Ingested(enum.StrEnum):
    """What ingesting one entry did (printed as these words)."""

    STORED = "stored"
    NOT_REPRODUCED = "not-reproduced"  # the oracle found nothing wrong: stored as such
    DUPLICATE = "duplicate"  # the same test, compiler and flags are stored already
    ERROR = "error"  # the entry could not be read or judged: nothing stored


@dataclass
class IngestOutcome:
    path: str
    outcome: Ingested
    verdict: FailureKind | None = None
    signature: str = ""
    message: str = ""
    failure_id: int | None = None


def _flags(value: Any, key: str, path: Path) -> list[str]:
    if isinstance(value, str):
        return split_command(value)
    if isinstance(value, list) and all(isinstance(item, str) for item in value):
        return list(value)
    got = type(value).__name__
    raise IngestError(f"{path}: key {key!r}: expected a string or an array of strings, got {got} ({value!r})")


def _expected_kind(value: Any, path: Path) -> FailureKind | None:
    if value is None:
        return None
    if isinstance(value, str) and value in {str(kind) for kind in EXPECTABLE}:
        return FailureKind(value)
    raise IngestError(f"{path}: key 'expect': expected one of {', '.join(EXPECTABLE)}, got {value!r}")


def read_sidecar(path: Path) -> Sidecar:
    """Parse and validate a sidecar; IngestError names the file, the key and what was expected."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise IngestError(f"{path}: disappeared while being ingested") from None
    except UnicodeDecodeError as error:
        raise IngestError(f"{path}: sidecar is not UTF-8 text (byte {error.start})") from None
    try:
        raw = json.loads(text) if path.suffix == ".json" else tomllib.loads(text)
    except (json.JSONDecodeError, tomllib.TOMLDecodeError) as error:
        raise IngestError(f"{path}: not valid {path.suffix[1:].upper()}: {error}") from None
    if not isinstance(raw, dict):
        raise IngestError(f"{path}: expected a table/object at the top, got {type(raw).__name__}")
    known = {"compiler", "flags", "common_flags", "link_flags", "expect", "origin"}
    for key in raw:
        if key not in known:
            raise IngestError(f"{path}: unknown key {key!r} (expected one of: {', '.join(sorted(known))})")
    compiler = raw.get("compiler")
    if not isinstance(compiler, str) or not compiler.strip():
        raise IngestError(f"{path}: key 'compiler': expected a compiler name or command (a string)")
    expect = _expected_kind(raw.get("expect"), path)
    origin = raw.get("origin", "")
    if not isinstance(origin, str):
        raise IngestError(f"{path}: key 'origin': expected a string, got {type(origin).__name__}")
    return Sidecar(
        compiler=compiler,
        flags=_flags(raw.get("flags", ""), "flags", path),
        common_flags=_flags(raw.get("common_flags", ""), "common_flags", path),
        link_flags=_flags(raw.get("link_flags", ""), "link_flags", path),
        expect=expect,
        origin=origin,
    )


def find_entries(paths: Iterable[str | Path]) -> list[Entry]:
    """Test/sidecar pairs named by ``paths`` (files, or folders scanned one level deep), sorted by name."""
    entries: dict[Path, Entry] = {}
    for given in map(Path, paths):
        if given.is_dir():
            candidates = sorted(p for p in given.iterdir() if p.is_file())
        elif given.exists():
            candidates = [given]
        else:
            raise IngestError(f"{given}: no such file or folder")
        for candidate in candidates:
            stem = candidate.with_suffix("")
            if candidate.suffix in TEST_SUFFIXES:
                entry = entries.get(stem, Entry(None, None))
                sidecar = entry.sidecar or next(
                    (stem.with_suffix(s) for s in SIDECAR_SUFFIXES if stem.with_suffix(s).exists()), None
                )
                entries[stem] = Entry(candidate, sidecar)
            elif candidate.suffix in SIDECAR_SUFFIXES:
                entry = entries.get(stem, Entry(None, None))
                if entry.test is None:
                    test = next(
                        (stem.with_suffix(s) for s in TEST_SUFFIXES if stem.with_suffix(s).exists()), None
                    )
                    entries[stem] = Entry(test, candidate)
    return [entries[key] for key in sorted(entries)]


def read_test(path: Path, max_bytes: int) -> tuple[bytes, str]:
    """The test's bytes and a note (empty, or why its text looks odd); IngestError when it cannot be used."""
    try:
        size = path.stat().st_size
        if size > max_bytes:
            raise IngestError(
                f"{path}: {size / 1e6:.1f} MB is over the limit of {max_bytes / 1e6:.1f} MB "
                "(limits.max_test_bytes in the config)"
            )
        data = path.read_bytes()
    except FileNotFoundError:
        raise IngestError(f"{path}: disappeared while being ingested") from None
    if not data.strip():
        raise IngestError(f"{path}: empty file ({len(data)} bytes): nothing to test")
    try:
        data.decode("utf-8")
        note = ""
    except UnicodeDecodeError as error:
        note = f"not UTF-8 (first bad byte at offset {error.start}); stored byte for byte"
    return data, note


def _paths(entry: Entry) -> tuple[Path, Path]:
    """The entry's test and sidecar; IngestError when either is missing."""
    if entry.test is None:
        raise IngestError(f"{entry.sidecar}: sidecar without a test file (expected one of {TEST_SUFFIXES})")
    if entry.sidecar is None:
        stem = entry.test.with_suffix("")
        raise IngestError(f"{entry.test}: no sidecar (expected {stem}.toml or {stem}.json)")
    return entry.test, entry.sidecar


@dataclass(frozen=True)
class _Judged:
    """A test as it will be stored (headers inlined or not), the compiler it was judged with, and what the
    oracle said; ``note``: what reading the test found (not UTF-8)."""

    test: Path
    data: bytes
    sidecar: Sidecar
    compiler: str
    command: list[str]
    judgement: Judgement
    contained: SelfContained | None
    note: str

    def new_failure(self, reason: str) -> NewFailure:
        judgement, sidecar = self.judgement, self.sidecar
        return judgement.new_failure(
            Build(self.compiler, self.command, list(sidecar.flags)),
            self.test.name,
            self.data,
            status=FailureState.NEW if judgement.is_failure else FailureState.NOT_REPRODUCED,
            origin=sidecar.origin or f"ingested from {self.test}",
            reason=reason,
            language="c++" if self.test.suffix in (".cc", ".cpp", ".cxx") else "c",
            details=replace(
                judgement.details,
                common_flags=list(sidecar.common_flags),
                link_flags=list(sidecar.link_flags),
                expect=sidecar.expect,
                self_contained=self.contained,
                note=self.note,
            ),
        )


class Ingester:
    """Re-checks inbox entries with the oracle and stores them."""

    def __init__(
        self,
        store: Store,
        make_oracle: Callable[[Sidecar], Oracle],
        resolve_compiler: Callable[[str], tuple[str, list[str]]],
        max_test_bytes: int,
    ) -> None:
        self.store = store
        self.make_oracle = make_oracle
        self.resolve_compiler = resolve_compiler
        self.max_test_bytes = max_test_bytes

    def ingest(self, entry: Entry) -> IngestOutcome:
        shown = str(entry.test or entry.sidecar)
        try:
            return self._ingest(entry)
        except IngestError as error:
            return IngestOutcome(shown, Ingested.ERROR, message=str(error))

    def _ingest(self, entry: Entry) -> IngestOutcome:
        test, sidecar_path = _paths(entry)
        sidecar = read_sidecar(sidecar_path)
        data, note = read_test(test, self.max_test_bytes)
        name, command = self.resolve_compiler(sidecar.compiler)
        if not shutil.which(command[0]):
            raise IngestError(f"{sidecar_path}: key 'compiler': {command[0]!r} is not on PATH")
        existing = find_failure(self.store, data, name, sidecar.flags)
        judgement = None
        if existing is None:  # not stored as given; maybe with its headers inlined
            data, sidecar, judgement, contained = self._judge(test, data, sidecar, name, command)
            if judgement is None:
                existing = find_failure(self.store, data, name, sidecar.flags)
        if existing is not None or judgement is None:
            assert existing is not None
            message = f"already stored as {failure_name(existing.id)}"
            return IngestOutcome(
                str(test), Ingested.DUPLICATE, existing.verdict, existing.signature, message, existing.id
            )
        return self._store(_Judged(test, data, sidecar, name, command, judgement, contained, note))

    def _store(self, judged: _Judged) -> IngestOutcome:
        """Record a judged test: a failure (``new``), or a test the oracle found nothing wrong with."""
        judgement, sidecar = judged.judgement, judged.sidecar
        reproduced = judgement.is_failure
        reason = judgement.reason
        if sidecar.expect and judgement.verdict != sidecar.expect:
            reason = f"expected {sidecar.expect}, the oracle now says {judgement.verdict}: {judgement.reason}"
        new = judged.new_failure(reason)
        failure_id, created = record_failure(self.store, new, EventKind.INGESTED, reason)
        outcome = (
            (Ingested.STORED if reproduced else Ingested.NOT_REPRODUCED) if created else Ingested.DUPLICATE
        )
        message = "; ".join(part for part in (reason if not reproduced else "", judged.note) if part)
        said = judgement.verdict, judgement.signature
        return IngestOutcome(str(judged.test), outcome, *said, message, failure_id)

    def _judge(
        self, test: Path, data: bytes, sidecar: Sidecar, name: str, command: list[str]
    ) -> tuple[bytes, Sidecar, Judgement | None, SelfContained | None]:
        """Judge the test with its project headers inlined (see :mod:`reportsmith.self_contained`).

        Returns the bytes and sidecar to store, the verdict, and what was inlined (for the details). The
        inlined test is kept only when it still fails as expected; else the original is judged and stored, and
        the details say why. The verdict is None when the inlined test is already stored (a duplicate).
        """
        oracle = self.make_oracle(sidecar)
        build = Build(name, command, sidecar.flags)
        preprocessors = [
            [*each.command, *each.flags, *sidecar.common_flags] for each in (build, *oracle.references)
        ]
        opened = opened_headers(preprocessors, data, test.name, oracle.limits.compile_timeout)
        inlined = inline_headers(data, test.parent, [*sidecar.flags, *sidecar.common_flags], opened)
        if inlined is None:
            return data, sidecar, oracle.judge(data, test.name, build), None
        contained = replace(
            sidecar,
            flags=without_dir_flags(sidecar.flags),
            common_flags=without_dir_flags(sidecar.common_flags),
        )
        if find_failure(self.store, inlined.source, name, contained.flags) is not None:
            return inlined.source, contained, None, None
        judgement = self.make_oracle(contained).judge(
            inlined.source, test.name, Build(name, command, contained.flags)
        )
        record = inlined.record(data)
        if judgement.is_failure and sidecar.expect in (None, judgement.verdict):
            return inlined.source, contained, judgement, record
        original = oracle.judge(data, test.name, build)
        if original.is_failure:  # inlining changed the verdict: store the test as given, and say so
            says = f"{judgement.verdict} ({judgement.reason})"
            kept = f"with headers inlined the oracle says {says}; kept as given"
            return data, sidecar, original, replace(record, inlined_headers=[], kept_original=kept)
        return data, sidecar, original, None
