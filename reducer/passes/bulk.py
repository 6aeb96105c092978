"""Bulk structural passes for big inputs (preprocessed C++ as attached to compiler bug reports).

Line-level ddmin on a megabyte of headers mostly proposes chunks that cut a declaration in half or remove
something used later, so nearly every test fails and each success removes a few hundred bytes. These passes
remove *whole declarations* chosen so that most candidates succeed, by binary search over their count
(``_bulk.py``, C-Reduce's ``clang_binsrch``), on one libclang outline per text (``clang/outline.py``):

* ``bulk-bodies`` — function and method definitions become declarations (``{...}`` -> ``;``; a definition
  outside its class goes whole): nothing a crash in the user's code needs lives in most header bodies.
* ``bulk-unused`` — every declaration of a name spelled nowhere else in the file goes (all overloads and
  specialisations of the name together): what nothing names is rarely needed.
* ``bulk-decls`` (``scope``) — hierarchical delta debugging: the declarations at file scope (namespaces
  whole), then those inside namespaces, then class members, each level by binary search.

``smallest`` (schedule option) stops a sweep at chunks of that many units: in the first phase the
one-by-one tail on a megabyte is left to the same passes in the main phase, on a much smaller file.
All skip ``main`` and parse failures (a variant libclang cannot parse proposes nothing).
"""

from __future__ import annotations

import bisect
import re
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import replace

from reportsmith.reducer.clang.base import report_problem
from reportsmith.reducer.clang.outline import Decl, outline
from reportsmith.reducer.clang.text import line_tail
from reportsmith.reducer.edits import Replacement
from reportsmith.reducer.errors import ScheduleError
from reportsmith.reducer.passes import PassContext, register
from reportsmith.reducer.passes._bulk import BulkPass, Unit

_IDENTIFIER = re.compile(rb"[A-Za-z_][A-Za-z_0-9]*")
#: Declarations the unused-name pass never removes by name: unnamed, or named by the language itself.
_NOT_BY_NAME = {
    "NAMESPACE", "CONSTRUCTOR", "DESTRUCTOR", "CONVERSION_FUNCTION", "CXX_ACCESS_SPEC_DECL", "FRIEND_DECL",
    "STATIC_ASSERT", "USING_DIRECTIVE", "UNEXPOSED_DECL", "CXX_BASE_SPECIFIER",
}  # fmt: skip
_NOT_DECLARATIONS = {
    "CXX_ACCESS_SPEC_DECL",
    "CXX_BASE_SPECIFIER",
    "TYPE_REF",
    "TEMPLATE_REF",
    "NAMESPACE_REF",
}
SCOPES = ("file", "namespace", "class")
_ALLOCATION = ("operator new", "operator delete")  # new-expressions and construct_at use them unspelled
_CLASS_KINDS = {
    "STRUCT_DECL", "CLASS_DECL", "UNION_DECL", "CLASS_TEMPLATE", "CLASS_TEMPLATE_PARTIAL_SPECIALIZATION",
    "ENUM_DECL",
}  # fmt: skip
# Not typedefs and aliases: `size_t` is spelled by hundreds of operators (operator""s, operator<<) that no
# expression on a size_t uses, and taking them along kept all of <string> and <ostream>.
#: Names the C++ language itself uses without spelling them (coroutines, range-for, initializer lists,
#: structured bindings, <=>, new/delete, typeid): unspelled, yet removing them breaks the program.
IMPLICITLY_USED = frozenset({
    "coroutine_traits", "coroutine_handle", "promise_type", "get_return_object", "initial_suspend",
    "final_suspend", "unhandled_exception", "return_void", "return_value", "yield_value", "await_ready",
    "await_suspend", "await_resume", "await_transform", "get_return_object_on_allocation_failure",
    "from_promise", "from_address", "address", "nothrow", "initializer_list", "begin", "end", "tuple_size",
    "tuple_element", "get",
    "strong_ordering", "weak_ordering", "partial_ordering", "type_info", "bad_alloc", "nothrow_t",
    "align_val_t", "destroying_delete_t", "source_location", "main",
})  # fmt: skip


def _decls(text: bytes, context: PassContext, pass_name: str) -> Sequence[Decl]:
    try:
        return outline(text, context.file_name).decls
    except Exception as error:  # noqa: BLE001 - a variant libclang cannot handle proposes nothing
        report_problem(pass_name, error)
        return ()


def _deletion(text: bytes, decl: Decl) -> Replacement:
    return Replacement(decl.start, line_tail(text, decl.end))


@register("bulk-bodies")
class Bodies(BulkPass):
    """Function definitions -> declarations, by binary search over their count."""

    name = "bulk-bodies"

    def units(self, text: bytes, context: PassContext) -> list[Unit]:
        found: list[Unit] = []
        for decl in _decls(text, context, self.name):
            if decl.body is None or decl.name == "main":
                continue
            if decl.out_of_line:
                found.append((_deletion(text, decl),))
            elif decl.body[1] - decl.body[0] > 1:
                found.append((Replacement(decl.body[0], decl.body[1], b";"),))
        return _disjoint(found)


@register("bulk-unused")
class Unused(BulkPass):
    """Every declaration of a name that nothing else in the file spells, by binary search over names."""

    name = "bulk-unused"

    def units(self, text: bytes, context: PassContext) -> list[Unit]:
        groups: dict[str, list[Decl]] = defaultdict(list)
        for decl in _decls(text, context, self.name):
            named = _IDENTIFIER.fullmatch(decl.name.encode()) and decl.name not in IMPLICITLY_USED
            if named and decl.kind not in _NOT_BY_NAME and decl.kind not in _NOT_DECLARATIONS:
                groups[decl.name].append(decl)
            if decl.owner:  # C::f's definition names C, and goes with C
                groups[decl.owner].append(decl)
        if not groups:
            return []
        spelled: dict[bytes, list[int]] = defaultdict(list)
        for match in _IDENTIFIER.finditer(text):
            spelled[match.group()].append(match.start())
        found: list[tuple[int, Unit]] = []
        for name, decls in groups.items():
            ranges = sorted((d.start, d.end) for d in decls)
            starts = [start for start, _ in ranges]
            names = {name.encode()} | {member.encode() for d in decls for member in d.members}
            positions = [p for n in names for p in spelled.get(n, ())]
            if all(_inside(position, ranges, starts) for position in positions):
                found.append((ranges[0][0], tuple(_deletion(text, d) for d in decls)))
        return [unit for _, unit in sorted(found, key=lambda item: item[0])]


@register("bulk-closure")
class Closure(BulkPass):
    """Everything at namespace scope that the code outside namespaces cannot reach by name: the roots are
    the declarations at file scope (the user's code after the headers) and the names the language uses
    implicitly; a declaration is reached when a reached one spells its name (or one of its enum constants).
    Spelling is an over-approximation of use, so the first candidate — all unreached declarations at once —
    usually holds, and cuts a preprocessed file down to what its own code needs."""

    name = "bulk-closure"

    def units(self, text: bytes, context: PassContext) -> list[Unit]:
        decls = _decls(text, context, self.name)
        top = sorted(
            (d for d in decls if d.scope != "class" and d.kind != "NAMESPACE"), key=lambda d: d.start
        )
        if not any(d.scope == "namespace" for d in top):
            return []
        top = sorted(
            [_owned(text, d) for d in top] + _gap_statements(text, top, decls), key=lambda d: d.start
        )
        spelled, outside = _spelled_inside(text, top, decls)
        by_name: dict[bytes, list[int]] = defaultdict(list)
        operators: dict[bytes, list[int]] = defaultdict(list)  # class name -> operators spelling it
        for index, decl in enumerate(top):
            if decl.owner:  # `C::f`'s own name is C's member, not a use of a namespace-level f
                spelled[index].discard(decl.name.encode())
            spelled[index].difference_update(member.encode() for member in decl.members)  # enum constants
            # template parameters (`_Size`, `_Begin`) share their names with libstdc++'s own declarations
            spelled[index].difference_update(_TEMPLATE_PARAMETER.findall(text, decl.start, decl.end))
            for name in (decl.name, decl.owner, *decl.members):
                if name:
                    by_name[name.encode()].append(index)
            if decl.name.startswith("operator") and not decl.name.startswith(_ALLOCATION):
                for name in _parameter_names(text, decl) & spelled[index]:
                    operators[name].append(index)
        roots = outside | _implicit_roots(text, decls)
        reached = {i for i, d in enumerate(top) if d.scope == "file" or d.name.startswith(_ALLOCATION)}
        reached |= {i for name in roots for i in by_name.get(name, ())}
        frontier = list(reached)
        while frontier:
            current = frontier.pop()
            # operators are used unspelled (`a + b`): one comes with a class whose name it spells
            found = (
                [o for o in operators.get(top[current].name.encode(), ())]
                if top[current].kind in _CLASS_KINDS
                else []
            )
            found += [other for name in spelled[current] for other in by_name.get(name, ())]
            for other in found:
                if other not in reached:
                    reached.add(other)
                    frontier.append(other)
        return _disjoint([(_deletion(text, d),) for i, d in enumerate(top) if i not in reached])


@register("bulk-decls")
class Declarations(BulkPass):
    """Hierarchical delta debugging: the declarations of one scope level, by binary search."""

    def __init__(self, scope: str = "file", smallest: int = 1) -> None:
        if scope not in SCOPES:
            raise ScheduleError(f"bulk-decls: scope must be one of {SCOPES}, not {scope!r}")
        super().__init__(smallest)
        self.scope = scope
        self.name = f"bulk-decls:{scope}"

    def units(self, text: bytes, context: PassContext) -> list[Unit]:
        decls = [
            d for d in _decls(text, context, self.name)
            if d.scope == self.scope and d.kind not in _NOT_DECLARATIONS and d.name != "main"
        ]  # fmt: skip
        decls.sort(key=lambda d: d.start)
        return _disjoint([(_deletion(text, d),) for d in decls])


#: What makes the language use the names of IMPLICITLY_USED, in the user's code (outside namespaces):
#: only those names are closure roots, so a coroutine's file does not keep <tuple> alive for ``get``.
_IMPLICIT_WHEN = (
    (rb"\bco_(await|yield|return)\b", (
        "coroutine_traits", "coroutine_handle", "promise_type", "get_return_object", "initial_suspend",
        "final_suspend", "unhandled_exception", "return_void", "return_value", "yield_value", "await_ready",
        "await_suspend", "await_resume", "await_transform", "get_return_object_on_allocation_failure",
        "from_promise", "from_address", "address", "nothrow", "nothrow_t", "bad_alloc", "align_val_t",
    )),
    (rb"\bfor\s*\(", ("begin", "end", "initializer_list")),
    (rb"\bauto\s*&{0,2}\s*\[", ("tuple_size", "tuple_element", "get")),
    (rb"<=>", ("strong_ordering", "weak_ordering", "partial_ordering")),
    (rb"\btypeid\b", ("type_info",)),
    (rb"\b(new|delete)\b", ("nothrow", "nothrow_t", "bad_alloc", "align_val_t", "destroying_delete_t")),
)  # fmt: skip
_ALWAYS_IMPLICIT = frozenset({b"source_location", b"main"})


def _implicit_roots(text: bytes, decls: Sequence[Decl]) -> set[bytes]:
    """The names of IMPLICITLY_USED that the code outside namespaces makes the language use."""
    inside = sorted((d.start, d.end) for d in decls if d.kind == "NAMESPACE" or d.scope == "namespace")
    user, position = [], 0
    for start, end in inside:
        if start > position:
            user.append(text[position:start])
        position = max(position, end)
    user_text = b"\n".join([*user, text[position:]])
    roots = set(_ALWAYS_IMPLICIT)
    for pattern, names in _IMPLICIT_WHEN:
        if re.search(pattern, user_text):
            roots |= {name.encode() for name in names}
    return roots


_TEMPLATE_PARAMETER = re.compile(
    rb"\b(?:typename|class)\s*(?:\.\.\.)?\s*([A-Za-z_][A-Za-z_0-9]*)\s*(?=[,>=])"
)
_MEMBER_ACCESS = re.compile(rb"(?<!\.)\.\s*$")  # not `->`: also a trailing return type, `{ e } -> C;`
_GAP_STATEMENT = re.compile(rb"[^;{}]*;")
_DELETED = re.compile(rb"=\s*delete\s*;$")
_CALLED = re.compile(rb"([A-Za-z_][A-Za-z_0-9]*)\s*\(")


def _gap_statements(text: bytes, top: list[Decl], decls: Sequence[Decl]) -> list[Decl]:
    """Statements inside namespaces that the outline does not see, as declarations the closure may remove
    (only these two shapes: a concept's requires-expression also holds ``...;`` between braces): explicit
    instantiations (``extern template ostream& __ostream_insert(...);``, named nothing: nothing
    needs one) and abbreviated templates (``void rend(auto&) = delete;``, named by the function). Left as
    gaps, their names counted as the user's code and kept half of <iostream> and <ranges> reachable."""
    namespaces = sorted((d.start, d.end) for d in decls if d.kind == "NAMESPACE")
    starts = [start for start, _ in namespaces]
    found: list[Decl] = []
    position = 0
    for decl in [*top, Decl("", "", len(text), len(text), "file")]:
        for match in _GAP_STATEMENT.finditer(text, position, max(position, decl.start)):
            body = b"\n".join(
                line for line in match.group().split(b"\n") if not line.lstrip().startswith(b"#")
            )
            start = match.start() + len(match.group()) - len(body.lstrip())
            if not body.strip(b" \t\n;") or not _inside(start, namespaces, starts):
                continue
            called = _CALLED.search(body)
            if body.lstrip().startswith((b"extern template", b"template class", b"template struct")):
                found.append(Decl("GAP_STATEMENT", "", start, match.end(), "namespace"))
            elif called is not None and _DELETED.search(body):
                found.append(Decl("GAP_STATEMENT", called.group(1).decode(), start, match.end(), "namespace"))
        position = max(position, decl.end)
    return found


def _owned(text: bytes, decl: Decl) -> Decl:
    """``decl`` with its class as owner when it defines a static data member outside the class
    (``const strong_ordering strong_ordering::equal(...);``), so that it comes with the class."""
    if decl.owner or decl.kind != "VAR_DECL" or not decl.name:
        return decl
    found = re.search(rb"::\s*" + re.escape(decl.name.encode()) + rb"\b", text[decl.start : decl.end])
    if found is None:
        return decl
    head = text[decl.start : decl.start + found.start()].rstrip()
    if head.endswith(b">"):  # back over the class's template arguments
        depth, position = 0, len(head)
        while position > 0:
            position -= 1
            depth += {62: 1, 60: -1}.get(head[position], 0)  # > and <
            if depth == 0:
                break
        head = head[:position].rstrip()
    owner = re.search(rb"[A-Za-z_][A-Za-z_0-9]*$", head[-200:])
    return replace(decl, owner=owner.group().decode()) if owner else decl


def _parameter_names(text: bytes, decl: Decl) -> set[bytes]:
    """The identifiers of an operator's parameter list: ``a + b`` uses the operators whose parameters name
    a's or b's class, not those returning it (every ``operator<=>`` returns strong_ordering)."""
    at = text.find(b"operator", decl.start, decl.end)
    if at < 0:
        return set()
    opening = text.find(
        b"(", text.find(b"()", at, at + 12) + 2 if b"operator()" in text[at : at + 12] else at
    )
    depth, position = 0, opening
    for position in range(opening, min(decl.end, opening + 4096)):
        depth += {40: 1, 41: -1}.get(text[position], 0)  # ( and )
        if depth == 0:
            break
    return set(_IDENTIFIER.findall(text, opening, position)) if opening >= 0 else set()


def _spelled_inside(
    text: bytes, top: list[Decl], decls: Sequence[Decl] = ()
) -> tuple[list[set[bytes]], set[bytes]]:
    """The identifiers spelled inside each of the disjoint, sorted declarations ``top``, and those spelled
    outside all of them (by code the outline does not see). A member access (``.destroy``) and a
    class's own member names (``decls`` at class scope inside it; the definitions of its static members
    outside it come with it by their owner, :func:`_owned`) do not count: they name members, and
    counting them let coroutine_handle's ``destroy()`` reach std::destroy and through it half of <string>."""
    starts = [d.start for d in top]
    spelled: list[set[bytes]] = [set() for _ in top]
    outside: set[bytes] = set()
    for match in _IDENTIFIER.finditer(text):
        if _MEMBER_ACCESS.search(text, max(0, match.start() - 8), match.start()):
            continue
        index = bisect.bisect_right(starts, match.start()) - 1
        if index >= 0 and match.start() < top[index].end:
            spelled[index].add(match.group())
        else:
            outside.add(match.group())
    for decl in decls:
        index = bisect.bisect_right(starts, decl.start) - 1
        if decl.scope == "class" and index >= 0 and decl.end <= top[index].end and decl.name:
            spelled[index].discard(decl.name.encode())
    return spelled, outside


def _inside(position: int, ranges: list[tuple[int, int]], starts: list[int]) -> bool:
    index = bisect.bisect_right(starts, position) - 1
    return index >= 0 and ranges[index][0] <= position < ranges[index][1]


def _disjoint(units: list[Unit]) -> list[Unit]:
    """``units`` in source order without those overlapping an earlier one (declarations sharing a
    declaration statement, ``int a, b;``, would otherwise be proposed twice)."""
    out: list[Unit] = []
    end = -1
    for unit in sorted(units, key=lambda u: u[0].start):
        if unit[0].start >= end:
            out.append(unit)
            end = unit[-1].end
    return out
