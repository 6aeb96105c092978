"""The direction of imports the top-level README writes down holds, and nothing imports in a cycle.

The README's block under "The direction of imports" lists the parts of the package from the top (the
command line) to the bottom (``reportsmith.common``); a part may import only parts on lines below its own.
Every import counts: at module level, under ``TYPE_CHECKING`` and inside functions. An import inside a
function is allowed only with a ``# deferred: REASON`` comment (a heavy dependency the module needs on one
path only), so that deferring never hides a cycle. The parts: each module and each folder of ``bot/``
(``reportsmith``), and ``reducer/``, ``tamer/``, ``bisect/``.

The application reaches a library only through its public API: the modules :data:`PUBLIC_MODULES` lists (the
one list of them; each library's ``__init__``/``api`` says what it exports); ``test_seams.py``'s rule (c)
enforces it.
"""

from __future__ import annotations

import ast
import re
from collections import defaultdict
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: Where each part of the package lives.
FOLDERS = {"bot": "reportsmith", "reducer": "reportsmith.reducer", "tamer": "reportsmith.tamer",
           "bisect": "reportsmith.bisect"}  # fmt: skip
MARKER = "# deferred:"
#: Each library's public API: the only modules of it the application may import (the rest are its own).
PUBLIC_MODULES = {
    "reportsmith.reducer": (
        "reportsmith.reducer", "reportsmith.reducer.errors", "reportsmith.reducer.passes",
    ),
    # evaluate and plot load scikit-learn and matplotlib: the CLI imports them where it uses them
    "reportsmith.tamer": (
        "reportsmith.tamer", "reportsmith.tamer.errors", "reportsmith.tamer.evaluate",
        "reportsmith.tamer.plot",
    ),
    # bisect/ is a namespace package: api.py is its front; llvm_ir/ (the IR reproducers) has its own
    "reportsmith.bisect": (
        "reportsmith.bisect.api", "reportsmith.bisect.errors", "reportsmith.bisect.llvm_ir",
    ),
}  # fmt: skip


def _modules() -> dict[str, Path]:
    """Module name -> file, for every module of the package."""
    found = {}
    for folder, package in FOLDERS.items():
        for path in sorted((ROOT / folder).rglob("*.py")):
            parts = list(path.relative_to(ROOT / folder).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found[".".join([package, *parts])] = path
    return found


MODULES = _modules()


def part_of(module: str) -> str:
    """The README's name for the part ``module`` belongs to."""
    rest = module.split(".")[1:]
    if not rest:
        return "__init__"
    return rest[0]


def _resolve(name: str) -> str | None:
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


class _Imports(ast.NodeVisitor):
    """Every import of a module: (line, imported module, inside a function)."""

    def __init__(self) -> None:
        self.found: list[tuple[int, str, bool]] = []
        self.depth = 0

    def _function(self, node: ast.AST) -> None:
        self.depth += 1
        self.generic_visit(node)
        self.depth -= 1

    visit_FunctionDef = visit_AsyncFunctionDef = visit_Lambda = _function  # noqa: N815

    def visit_Import(self, node: ast.Import) -> None:  # noqa: N802
        for alias in node.names:
            self.found.append((node.lineno, alias.name, self.depth > 0))

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:  # noqa: N802
        base = node.module or ""
        for alias in node.names:  # `from a import b` may import the module a.b
            self.found.append((node.lineno, f"{base}.{alias.name}" if base else alias.name, self.depth > 0))


def _imports(path: Path) -> list[tuple[int, str, bool]]:
    return _imports_in(path.read_text(encoding="utf-8"))


def _imports_in(source: str) -> list[tuple[int, str, bool]]:
    visitor = _Imports()
    visitor.visit(ast.parse(source))
    return visitor.found


def unexplained_imports(source: str) -> list[tuple[int, str]]:
    """(line, module) of each import inside a function of ``source`` without the ``# deferred:`` marker."""
    lines = source.splitlines()
    return [(line, name) for line, name, deferred in _imports_in(source)
            if deferred and not _explained(lines, line - 1)]  # fmt: skip


def documented_order() -> list[list[str]]:
    """The README's block of parts, top line first."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("### The direction of imports", 1)[1]
    block = re.search(r"```text\n(.*?)```", section, re.DOTALL)
    assert block, "README.md: the direction of imports is a ```text block under its heading"
    return [line.split("#")[0].split() for line in block.group(1).splitlines() if line.split("#")[0].strip()]


def _edges() -> dict[str, list[tuple[str, Path, int, bool]]]:
    """Module -> the package modules it imports (module, file, line, inside a function)."""
    edges: dict[str, list[tuple[str, Path, int, bool]]] = defaultdict(list)
    for module, path in MODULES.items():
        for line, name, deferred in _imports(path):
            target = _resolve(name) if name.startswith("reportsmith") else None
            if target is not None and target != module:
                edges[module].append((target, path, line, deferred))
    return edges


def test_every_part_is_placed_once_in_the_documented_order() -> None:
    order = documented_order()
    placed = [part for line in order for part in line]
    assert len(placed) == len(set(placed)), f"a part is listed twice: {placed}"
    parts = {part_of(module) for module in MODULES}
    assert sorted(parts - set(placed)) == [], "parts missing from README.md's direction of imports"
    assert sorted(set(placed) - parts) == [], "README.md's direction of imports lists parts that do not exist"


def test_imports_go_down_the_documented_order_only() -> None:
    level = {part: index for index, line in enumerate(documented_order()) for part in line}
    wrong = []
    for module, targets in _edges().items():
        for target, path, line, _deferred in targets:
            here, there = part_of(module), part_of(target)
            if here != there and level.get(there, -1) <= level.get(here, -1):
                wrong.append(f"{path.relative_to(ROOT)}:{line}: {here} imports {there} ({target})")
    assert wrong == [], "imports against README.md's direction of imports:\n" + "\n".join(wrong)


def test_no_import_cycle() -> None:
    graph = {module: {target for target, *_ in targets} for module, targets in _edges().items()}
    cycles = _cycles(graph)
    assert cycles == [], "import cycles:\n" + "\n".join(" -> ".join(cycle) for cycle in cycles)


def test_imports_inside_functions_say_why() -> None:
    unexplained = [
        f"{path.relative_to(ROOT)}:{line}: import {name}"
        for path in MODULES.values()
        for line, name in unexplained_imports(path.read_text(encoding="utf-8"))
    ]
    assert unexplained == [], (
        f"imports inside functions without a '{MARKER} REASON' comment (import at module level instead, "
        "unless a heavy dependency is needed on one path only):\n" + "\n".join(sorted(set(unexplained)))
    )


def _explained(lines: list[str], index: int) -> bool:
    """The import at ``lines[index]`` (or the first of the imports right above it) carries the marker, on
    its own line or in the comment line above."""
    while index > 0 and lines[index - 1].lstrip().startswith(("from ", "import ")):
        index -= 1
    return MARKER in lines[index] or (index > 0 and MARKER in lines[index - 1])


def exported(module: str) -> set[str]:
    """The names a package's ``__init__`` lists in ``__all__`` (a name there may also be a module's)."""
    tree = ast.parse(MODULES[module].read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "__all__" for t in node.targets):
            return set(ast.literal_eval(node.value))
    return set()


def test_the_public_modules_exist() -> None:
    """Each module :data:`PUBLIC_MODULES` lists exists (``test_seams.py``'s rule (c) holds the application to
    them)."""
    listed = [module for modules in PUBLIC_MODULES.values() for module in modules]
    assert [module for module in listed if module not in MODULES] == []


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), each as a sorted list."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in graph.get(node, ()):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


@pytest.mark.parametrize(
    ("graph", "expected"),
    [({"a": {"b"}, "b": {"a"}}, [["a", "b"]]), ({"a": {"b"}, "b": {"c"}, "c": set()}, [])],
)
def test_the_cycle_finder_finds_cycles(graph: dict[str, set[str]], expected: list[list[str]]) -> None:
    assert _cycles(graph) == expected
