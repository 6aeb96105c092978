"""The documentation's own claims: every folder with modules has a README (the top-level README says so),
and papers are cited by name, never by the file number they have in the seed folder."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _tracked(*patterns: str) -> list[Path]:
    listed = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard", *patterns],
        cwd=ROOT, capture_output=True, text=True, check=True,
    ).stdout.split()  # fmt: skip
    return [ROOT / name for name in listed]


def test_every_folder_with_modules_has_a_readme() -> None:
    folders = {path.parent for path in _tracked("*.py")}
    missing = sorted(str(f.relative_to(ROOT)) for f in folders if not (f / "README.md").is_file())
    assert missing == [], f"folders with modules and no README.md: {missing}"


def test_papers_are_cited_by_name() -> None:
    numbered = re.compile(r"\bseed 00\d\b", re.IGNORECASE)
    found = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in _tracked("*.py", "*.md", "*.toml", "*.j2")
        if path.is_file()
        for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1)
        if numbered.search(line)
    ]
    assert found == [], f"cite the paper by name (the top-level README's Papers), not 'seed 00N': {found}"
