"""Typed seams stay typed: an ast scan of the package, beside ``test_imports.py``'s direction of imports.

Each rule is a function over one module's source (so a planted snippet shows it fails), run over the tree:

* (a) a compiler family, verdict, status, tracker, policy or event kind is compared with its enum's members,
  never with a string literal, outside the parsing edge (:data:`PARSING_EDGE`: where text from outside —
  migrations' old rows — is read). A comparison counts when one side names the concept (a name, attribute
  or ``x["key"]`` whose last word contains one of :data:`CONCEPTS`) and the other is a string (or a tuple of
  strings) that is a value of that concept's enums.
* (b) an import inside a function says why (``# deferred: REASON``): ``test_imports.unexplained_imports``.
* (d) no parameter named ``app`` is typed ``Any``: it is the :class:`~reportsmith.app.App` (issue 40).
* (c) the application (``bot/`` but ``common/``) imports a library (``reducer/``, ``tamer/``, ``bisect/``)
  only through its public modules, :data:`LIBRARY_SURFACE`.
"""

from __future__ import annotations

import ast
import enum
from collections.abc import Iterator

from reportsmith.common.family import CompilerFamily
from reportsmith.common.kinds import FailureKind
from reportsmith.config import AutoFilePolicy, DuplicatePolicy
from reportsmith.store.models import EventKind, FailureState
from reportsmith.store.report_models import ReportStatus
from reportsmith.store.tracker_kind import Tracker
from reportsmith.trackers.filing import FilingResult
from test_imports import MODULES, PUBLIC_MODULES, ROOT, exported, unexplained_imports

#: Words that make an expression name a concept, and the enums whose values must not be spelled as strings
#: in a comparison with it.
CONCEPTS: dict[str, tuple[type[enum.StrEnum], ...]] = {
    "family": (CompilerFamily,),
    "verdict": (FailureKind,),
    "kind": (FailureKind, EventKind),
    "event": (EventKind,),
    "status": (FailureState, ReportStatus, FilingResult),
    "state": (FailureState, ReportStatus),
    "tracker": (Tracker,),
    "policy": (AutoFilePolicy, DuplicatePolicy),
    "auto_file": (AutoFilePolicy,),
    "on_duplicate": (DuplicatePolicy,),
}
#: Modules that read outside text and may compare it as text: the migrations read rows as they were stored,
#: the GitHub poll reads GitHub's own timeline events (``closed``, ``labeled``), not ours.
PARSING_EDGE = ("reportsmith.store.migrations", "reportsmith.learn.github_poll")

LIBRARIES = tuple(PUBLIC_MODULES)
#: What the application may import of each library: its public modules, ``test_imports.PUBLIC_MODULES`` (the
#: one list of them; each library's ``__init__``/``api`` says what it exports).
LIBRARY_SURFACE = frozenset(module for modules in PUBLIC_MODULES.values() for module in modules)


def _members(node: ast.expr) -> frozenset[str]:
    """The values of the enums of the concept ``node`` names (``failure.verdict``, ``family``,
    ``context["family"]``, ``str(report.status)``); empty when it names none."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "str" and node.args:
        return _members(node.args[0])
    word = None
    if isinstance(node, ast.Name):
        word = node.id
    elif isinstance(node, ast.Attribute):
        word = node.attr
    elif isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant):
        word = str(node.slice.value)
    named = [enums for concept, enums in CONCEPTS.items() if word is not None and concept in word.lower()]
    return frozenset(str(member) for enums in named for kind in enums for member in kind)


def _strings(node: ast.expr) -> list[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return [e.value for e in node.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)]
    return []


def string_comparisons(source: str) -> list[str]:
    """Rule (a): ``line: text`` of each comparison of a concept with a string spelling an enum member."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Compare):
            continue
        sides = [node.left, *node.comparators]
        for left, right in zip(sides, sides[1:], strict=False):
            for named, literal in ((left, right), (right, left)):
                if set(_strings(literal)) & _members(named):
                    found.append((node.lineno, f"{node.lineno}: {ast.unparse(node)}"))
    return [text for _, text in sorted(set(found))]


def _imported(source: str) -> Iterator[tuple[int, str]]:
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            yield from ((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:  # `from a import b` may import module a.b
            yield from ((node.lineno, f"{node.module}.{alias.name}") for alias in node.names)


def _library_module(name: str) -> str | None:
    """The library module ``name`` imports (``pkg.mod.NAME`` resolves to ``pkg.mod``; ``pkg.NAME`` to ``pkg``
    when ``pkg`` exports NAME, even where a module of ``pkg`` has that name too), or None."""
    if not any(name == library or name.startswith(library + ".") for library in LIBRARIES):
        return None
    package, _, last = name.rpartition(".")
    if package in MODULES and last in exported(package):
        return package
    while name not in MODULES and name not in LIBRARIES:  # bisect/ is a namespace package
        name = name.rpartition(".")[0]
    return name


def private_library_imports(module: str, source: str) -> list[str]:
    """Rule (c): ``line: module`` of each import by application module ``module`` of a library module
    outside :data:`LIBRARY_SURFACE`."""
    if module.startswith((*LIBRARIES, "reportsmith.common")):
        return []
    found = set()
    for line, name in _imported(source):
        target = _library_module(name)
        if target is not None and target not in LIBRARY_SURFACE:
            found.add(f"{line}: {target}")
    return sorted(found)


def _tree() -> Iterator[tuple[str, str, str]]:
    for module, path in sorted(MODULES.items()):
        yield module, str(path.relative_to(ROOT)), path.read_text(encoding="utf-8")


def test_no_concept_is_compared_with_a_string_outside_the_parsing_edge() -> None:
    wrong = [
        f"{where}:{found}"
        for module, where, source in _tree()
        if not module.startswith(PARSING_EDGE)
        for found in string_comparisons(source)
    ]
    assert wrong == [], "compare with the enum's members, not strings:\n" + "\n".join(wrong)


def test_the_application_uses_only_the_libraries_public_modules() -> None:
    wrong = [f"{where}:{found}" for module, where, source in _tree()
             for found in private_library_imports(module, source)]  # fmt: skip
    assert wrong == [], "imports past a library's public modules (LIBRARY_SURFACE):\n" + "\n".join(wrong)


# -- the rules fail on planted examples --------------------------------------------------------------------
PLANTED_COMPARISONS = """
def f(failure, context, report, compiler, event, config):
    if failure.verdict == "crash":  # (a)
        pass
    if context["family"] != "gcc":  # (a)
        pass
    if str(report.status) in ("filed", "commented"):  # (a)
        pass
    if "github" == report.tracker:  # (a), either side
        pass
    if event.kind == "state" or config.report.auto_file != "off":  # (a) an event kind, a policy
        pass
    if family is CompilerFamily.GCC or failure.verdict == FailureKind.CRASH:  # typed: fine
        pass
    if compiler == "gcc" or failure.signature == "crash":  # no concept named, or no member spelled
        pass
"""


def test_rule_a_finds_planted_string_comparisons() -> None:
    found = string_comparisons(PLANTED_COMPARISONS)
    assert [line.split(":")[0] for line in found] == ["3", "5", "7", "9", "11", "11"]
    assert "failure.verdict == 'crash'" in found[0]


PLANTED_IMPORTS = """
import os


def heavy():
    import sklearn  # (b): no reason

    return sklearn


def explained():
    # deferred: libclang is needed on this path only
    import clang.cindex

    return clang.cindex
"""


def test_rule_b_finds_a_planted_unexplained_import() -> None:
    assert unexplained_imports(PLANTED_IMPORTS) == [(6, "sklearn")]


PLANTED_LIBRARY_IMPORTS = """
from reportsmith.bisect import api as bisect
from reportsmith.reducer import Predicate
from reportsmith.bisect.git_history import GitHistory  # (c)
import reportsmith.tamer.distances  # (c)
from reportsmith.common.process import run_limited
"""


def test_rule_c_finds_planted_imports_past_the_public_surface() -> None:
    found = private_library_imports("reportsmith.pipeline", PLANTED_LIBRARY_IMPORTS)
    assert found == ["4: reportsmith.bisect.git_history", "5: reportsmith.tamer.distances"]
    # A library may import its own modules.
    assert private_library_imports("reportsmith.bisect.api", PLANTED_LIBRARY_IMPORTS) == []


def untyped_apps(source: str) -> list[str]:
    """Rule (d): ``app: Any`` parameters, as ``function:line``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            for argument in [*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs]:
                annotation = argument.annotation
                if argument.arg == "app" and isinstance(annotation, ast.Name) and annotation.id == "Any":
                    found.append(f"{node.name}:{argument.lineno}")
    return found


def test_no_app_parameter_is_typed_any() -> None:
    wrong = [f"{where}:{found}" for _, where, source in _tree() for found in untyped_apps(source)]
    assert wrong == [], "type it App (or a narrow protocol):\n" + "\n".join(wrong)


def test_rule_d_finds_a_planted_untyped_app() -> None:
    planted = "def check(app: Any, n: int) -> None: ...\ndef ok(app: App) -> None: ...\n"
    assert untyped_apps(planted) == ["check:1"]
