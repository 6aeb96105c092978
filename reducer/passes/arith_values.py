"""Expression elimination and bottom-up minimisation ("Random Testing of Arithmetic Optimization" §5 (1) and
(3)): replace an integer expression — a whole assignment's right-hand side, an initializer, a variable read,
any subexpression — by the value it had in a run of the reference build. Candidates first replace *all*
observed expressions, then halves, quarters, ... (binary search, as the paper does for its first iteration),
then one by one.

How values are observed: an instrumented copy of the variant wraps each candidate expression ``E`` of
integer type ``T`` as ``((T)__rs_obs(K, (E)))`` — the cast back to ``T`` keeps every surrounding operation
in its original type — and prints, at exit, each expression's value if it was evaluated and always had the
same value. That copy is built with the reference compiler (schedule option ``reference``) and run under a
time limit; if it does not build or run, the pass proposes nothing for that variant. Observations are cached
by the variant's content, so a pass restarted on the same text does not run the program again.
"""

from __future__ import annotations

import hashlib
import os
import re
import shlex
from collections.abc import Iterator
from typing import Any

from reportsmith.common.process import Limits, run_limited, scratch_dir
from reportsmith.reducer.clang.base import report_problem
from reportsmith.reducer.clang.text import strip_through
from reportsmith.reducer.clang.tree import Node, Tree, parse
from reportsmith.reducer.edits import Candidate, Edit, Replacement
from reportsmith.reducer.passes import PassContext, register
from reportsmith.reducer.passes._chunks import chunk_candidates

SIGNED = {"INT": "", "LONG": "L", "LONGLONG": "LL", "SHORT": "", "SCHAR": "", "CHAR_S": ""}
UNSIGNED = {
    "UINT": "U",
    "ULONG": "UL",
    "ULONGLONG": "ULL",
    "USHORT": "U",
    "UCHAR": "U",
    "CHAR_U": "U",
    "BOOL": "U",
}
SKIPPED_KINDS = {"INTEGER_LITERAL", "CHARACTER_LITERAL", "UNEXPOSED_EXPR", "PAREN_EXPR", "INIT_LIST_EXPR"}
RUNTIME = b"""
extern int dprintf(int, const char *, ...);
static unsigned long long __rs_first[%(count)d];
static unsigned char __rs_state[%(count)d]; /* 0: never evaluated, 1: one value, 2: several values */
static unsigned long long __rs_obs(int k, unsigned long long v) {
  if (__rs_state[k] == 0) { __rs_state[k] = 1; __rs_first[k] = v; }
  else if (__rs_first[k] != v) __rs_state[k] = 2;
  return v;
}
__attribute__((destructor)) static void __rs_report(void) {
  for (int k = 0; k < %(count)d; k++)
    if (__rs_state[k] == 1) dprintf(2, "@@rs %%d %%llu\\n", k, __rs_first[k]);
}
#line 1
"""
_REPORT = re.compile(rb"^@@rs (\d+) (\d+)$", re.MULTILINE)
_CACHE: dict[bytes, dict[int, int]] = {}


def integer_kind(node: Node) -> str | None:
    kind = node.cursor.type.get_canonical().kind.name  # type: ignore[attr-defined]
    return kind if kind in SIGNED or kind in UNSIGNED else None


def is_lvalue_use(node: Node) -> bool:
    """True when replacing ``node`` by a constant cannot compile: assigned, incremented, address taken."""
    parent = strip_through(node)
    if parent is None:
        return True
    if parent.kind == "UNARY_OPERATOR" and parent.operator in ("&", "++", "--"):
        return True
    if parent.kind in ("BINARY_OPERATOR", "COMPOUND_ASSIGNMENT_OPERATOR") and parent.children:
        left = parent.children[0]
        return (
            left.start <= node.start
            and node.end <= left.end
            and (parent.kind == "COMPOUND_ASSIGNMENT_OPERATOR" or parent.operator == "=")
        )
    return parent.kind in ("MEMBER_REF_EXPR", "ARRAY_SUBSCRIPT_EXPR") and parent.children[0] is node


def has_side_effect(node: Node) -> bool:
    """True when evaluating ``node`` changes state: an assignment, ``++``/``--``, a compound assignment or a
    call anywhere inside it. Replacing such an expression by its value would drop the change (``for (k = 0;
    ...)`` would leave ``k`` uninitialised), so it is never a valid reduction."""
    for part in node.walk():
        if part.kind in ("CALL_EXPR", "COMPOUND_ASSIGNMENT_OPERATOR"):
            return True
        if part.kind == "BINARY_OPERATOR" and part.operator == "=":
            return True
        if part.kind == "UNARY_OPERATOR" and part.operator in ("++", "--"):
            return True
    return False


def observable(tree: Tree) -> list[tuple[Node, str]]:
    """Expressions inside function bodies whose value we can observe and write back as a literal."""
    found = []
    for node in tree.nodes:
        if (
            node.kind in SKIPPED_KINDS
            or not node.kind.endswith(("_EXPR", "_OPERATOR"))
            or node.kind == "CALL_EXPR"
        ):
            continue
        if not any(a.kind == "COMPOUND_STMT" for a in node.ancestors()):
            continue  # file scope: constant expressions only, nothing runs
        if any(a.kind in ("CASE_STMT",) or a.name == "sizeof" for a in node.ancestors()):
            continue
        kind = integer_kind(node)
        if kind is None or is_lvalue_use(node) or b"sizeof" in tree.source(node) or has_side_effect(node):
            continue
        found.append((node, kind))
    return found


def literal(value: int, kind: str) -> bytes:
    if kind in UNSIGNED:
        return f"{value}{UNSIGNED[kind]}".encode()
    bits = {"LONG": 64, "LONGLONG": 64}.get(kind, 32)
    value &= (1 << bits) - 1
    if value >= 1 << (bits - 1):
        value -= 1 << bits
    spelled = f"{value}{SIGNED[kind]}"
    return f"({spelled})".encode() if value < 0 else spelled.encode()


@register("arith-values")
class Values:
    grows = False

    def __init__(self, reference: str = "gcc -w -O0", link: str = "-lm", timeout: float = 10.0) -> None:
        self.reference = shlex.split(reference)
        self.link = shlex.split(link)
        self.timeout = timeout
        self.name = "arith-values"

    def observe(self, tree: Tree, expressions: list[tuple[Node, str]], file_name: str) -> dict[int, int]:
        key = hashlib.sha256(tree.text + " ".join(self.reference).encode()).digest()
        if key in _CACHE:
            return _CACHE[key]
        replacements = []
        for index, (node, _kind) in enumerate(expressions):
            cast = node.cursor.type.spelling  # type: ignore[attr-defined]
            replacements.append(Replacement(node.start, node.start, f"(({cast})__rs_obs({index}, (".encode()))
            replacements.append(Replacement(node.end, node.end, b")))"))
        replacements.sort(key=lambda r: r.start)
        instrumented = _apply_insertions(tree.text, replacements)
        program = RUNTIME % {b"count": max(1, len(expressions))} + instrumented
        values: dict[int, int] = {}
        with scratch_dir(prefix="reportsmith-values-") as scratch:
            source = scratch.path / os.path.basename(file_name)
            source.write_bytes(program)
            include = [f"-I{d}" for d in ("/usr/include/csmith",) if os.path.isdir(d)]
            built = run_limited([*self.reference, *include, source.name, "-o", "observe.out", *self.link],
                                cwd=scratch.path, limits=Limits(timeout=120.0))  # fmt: skip
            if built.ok:
                limits = Limits(timeout=self.timeout, output_bytes=8 << 20)
                ran = run_limited(["./observe.out"], cwd=scratch.path, limits=limits)
                if ran.ok:
                    values = {int(k): int(v) for k, v in _REPORT.findall(ran.stderr)}
            # a build failure is no problem to report: crash test cases often have no main, or do not link
        _CACHE[key] = values
        if len(_CACHE) > 64:
            _CACHE.pop(next(iter(_CACHE)))
        return values

    def candidates(self, text: bytes, resume: Any, context: PassContext) -> Iterator[Candidate]:
        try:
            tree = parse(text, context.file_name)
            expressions = observable(tree)
            values = self.observe(tree, expressions, context.file_name)
            units = []
            for index, (node, kind) in enumerate(expressions):
                if index in values:
                    new = literal(values[index], kind)
                    if len(new) < node.end - node.start:
                        units.append((node.start, node.end, new))
            units = _outermost(units)
        except Exception as error:  # noqa: BLE001 - contained: see reportsmith.reducer.clang.base
            report_problem(self.name, error)
            return
        spans = [(start, end) for start, end, _ in units]
        replacement_of = {(start, end): new for start, end, new in units}
        for candidate in chunk_candidates(spans, resume, self.name):
            edit = Edit.of(
                Replacement(r.start, r.end, replacement_of[(r.start, r.end)])
                for r in candidate.edit.replacements
            )
            yield Candidate(edit, candidate.resume, candidate.label)


def _outermost(units: list[tuple[int, int, bytes]]) -> list[tuple[int, int, bytes]]:
    """Drop replacements nested inside another one (the outer value already covers them)."""
    kept: list[tuple[int, int, bytes]] = []
    for unit in sorted(units, key=lambda u: (u[0], -u[1])):
        if kept and unit[0] < kept[-1][1]:
            continue
        kept.append(unit)
    return kept


def _apply_insertions(text: bytes, insertions: list[Replacement]) -> bytes:
    parts, position = [], 0
    for insertion in sorted(insertions, key=lambda r: r.start):
        parts += [text[position : insertion.start], insertion.new]
        position = insertion.start
    parts.append(text[position:])
    return b"".join(parts)
