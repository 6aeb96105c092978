"""Exit 0 when the strict editable install's link tree (build/__editable__.*) links every source file.

`.ci/setup` re-installs only when this says no: rebuilding the link tree briefly removes it, which breaks any
test or command running at that moment, so a no-op setup must not touch it.
"""

import sys
import tomllib
from pathlib import Path

root = Path(__file__).resolve().parent.parent
trees = sorted(root.glob("build/__editable__.*"))
if not trees:
    sys.exit(1)
tree = trees[-1]
if (root / "pyproject.toml").stat().st_mtime > tree.stat().st_mtime:
    sys.exit(1)
package_dir = tomllib.loads((root / "pyproject.toml").read_text())["tool"]["setuptools"]["package-dir"]
for package, folder in package_dir.items():
    for source in (root / folder).rglob("*"):
        if "__pycache__" in source.parts or not source.is_file() or source.suffix in {".pyc", ".md"}:
            continue
        relative = source.relative_to(root / folder)
        dotted = f"{package}.{Path(relative.parts[0]).stem}"
        candidates = [p for p in package_dir if dotted == p or dotted.startswith(p + ".") or p == package]
        owner = max(candidates, key=len)
        if owner != package:
            continue  # a nested folder mapped on its own (bot/ holds no such folder today)
        linked = tree.joinpath(*package.split("."), relative)
        if source.suffix == ".py" and not linked.exists():
            sys.exit(1)
sys.exit(0)
