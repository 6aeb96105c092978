"""The package layout the top-level README describes (Layout): folders map onto one import package; the stdlib
is not shadowed."""

from __future__ import annotations

import os
import shutil
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


LIBRARIES = {"reducer": "reducer", "tamer": "tamer", "bisect": "bisect", "common": "bot/common"}


def _library_modules() -> list[str]:
    """Every module of the libraries and of reportsmith.common, as import names (bisect's too: it has no
    __init__.py, so only importing its modules shows that they are found)."""
    names = []
    for library, folder in LIBRARIES.items():
        for module in sorted((ROOT / folder).rglob("*.py")):
            parts = module.relative_to(ROOT / folder).with_suffix("").parts
            names.append(".".join(["reportsmith", library, *(p for p in parts if p != "__init__")]))
    return names


def _imports_only_libraries(python: list[str], modules: list[str], env: dict[str, str] | None = None) -> str:
    """Import ``modules`` with ``python``; fails when one of them loads the application. Returns the
    folder reportsmith was imported from."""
    code = (
        "import importlib, sys, reportsmith\n"
        f"for name in {modules!r}: importlib.import_module(name)\n"
        "app = [m for m in sys.modules if m.startswith('reportsmith.') and m.split('.')[1] not in "
        f"{set(LIBRARIES)!r}]\n"
        "assert not app, app\n"
        "print(reportsmith.__file__)\n"
    )
    run = subprocess.run([*python, "-c", code], capture_output=True, text=True, env=env, cwd="/")
    assert run.returncode == 0, run.stderr
    return run.stdout.strip()


def test_libraries_do_not_import_the_application() -> None:
    modules = _library_modules()
    assert "reportsmith.bisect.api" in modules and "reportsmith.reducer.passes.balanced" in modules
    _imports_only_libraries([sys.executable], modules)


def test_a_normal_install_ships_every_library_module(tmp_path: Path) -> None:
    """``pip install .`` (a real wheel, not the editable link tree) holds bisect/ and every other library
    module: the namespace package is the one setuptools could miss."""
    # From a copy: pip builds in the source folder (build/lib), which must not leave files in the checkout.
    source, target = tmp_path / "source", tmp_path / "site"
    shutil.copytree(
        ROOT, source, ignore=shutil.ignore_patterns(".git", ".venv", "build", "bench", "__pycache__")
    )
    build = subprocess.run(
        [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(target), str(source)],
        capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert build.returncode == 0, build.stdout + build.stderr
    assert not (target / "reportsmith" / "bisect" / "__init__.py").exists()
    env = {**os.environ, "PYTHONPATH": str(target)}  # ahead of the editable install's link tree
    where = _imports_only_libraries([sys.executable], _library_modules(), env)
    assert where == str(target / "reportsmith" / "__init__.py")
    assert not list(target.rglob("local_github.py"))  # the tracker fakes are test fixtures, not shipped
