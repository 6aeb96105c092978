"""Fixtures shared by the whole suite."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "config" / "examples"
SHARED_BENCH = ROOT.parent / "shared" / "bench"


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A private data directory (and so a private SQLite store) for one test."""
    path = tmp_path / "data"
    monkeypatch.setenv("REPORTSMITH_DATA", str(path))
    monkeypatch.delenv("REPORTSMITH_CONFIG", raising=False)
    return path
