"""The package layout of DEVELOPERS.md: folders map onto one import package; the stdlib is not shadowed."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _declared() -> tuple[dict[str, str], set[str]]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    return config["package-dir"], set(config["packages"])


def test_every_folder_with_modules_is_a_declared_package() -> None:
    package_dir, packages = _declared()
    for package, folder in package_dir.items():
        for module in (ROOT / folder).rglob("*.py"):
            parts = module.parent.relative_to(ROOT / folder).parts
            name = ".".join([package, *parts])
            message = f"{module} belongs to {name}, which pyproject.toml does not list in packages"
            assert name in packages, message


def test_stdlib_bisect_is_not_shadowed_from_repo_root() -> None:
    assert not (ROOT / "bisect" / "__init__.py").exists()
    for flags in (["-S"], []):
        run = subprocess.run(
            [sys.executable, *flags, "-c", "import random, bisect; print(bisect.insort)"],
            cwd=ROOT,
            capture_output=True,
            text=True,
        )
        assert run.returncode == 0, run.stderr


def test_libraries_do_not_import_the_application() -> None:
    code = (
        "import sys, reportsmith.reducer, reportsmith.tamer, reportsmith.common.process\n"
        "app = [m for m in sys.modules if m.startswith('reportsmith.') and m.split('.')[1] not in "
        "{'reducer', 'tamer', 'bisect', 'common'}]\n"
        "assert not app, app\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
