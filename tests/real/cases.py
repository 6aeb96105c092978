"""The real GCC/Clang cases of bench/real/ (public reports) as test data: where they are, what they say."""

from __future__ import annotations

import shlex
import tomllib
from dataclasses import dataclass
from pathlib import Path

REAL = Path(__file__).resolve().parents[2] / "bench" / "real"


@dataclass(frozen=True)
class RealCase:
    name: str
    folder: Path
    kind: str
    source: str
    compiler: str
    flags: list[str]
    fails_with: list[str]
    passes_with: list[str]

    @property
    def text(self) -> bytes:
        return (self.folder / self.source).read_bytes()


def load(name: str) -> RealCase:
    folder = REAL / name
    case = tomllib.loads((folder / "case.toml").read_text())
    return RealCase(
        name,
        folder,
        case["kind"],
        case["source"],
        case["compiler"],
        shlex.split(case["flags"]),
        case["fails_with"],
        case["passes_with"],
    )


def all_cases() -> list[RealCase]:
    return [load(folder.name) for folder in sorted(REAL.iterdir()) if (folder / "case.toml").exists()]
