"""One arithmetic test program: its variables, its expressions with their expected values, and its C text
("Random Testing of Arithmetic Optimization" Fig. 7: declarations, one assignment per t-variable, then one
check per t-variable that prints ``NG tN VALUE`` when the value differs from the one the generator
computed)."""

from __future__ import annotations

from dataclasses import dataclass, field

from reportsmith.fuzzers.ctypes_lp64 import literal, printf_format
from reportsmith.fuzzers.expr import Node, Variable, operators_in, pattern, render

#: The program's last line of output: how many checks failed. Its absence means the run broke off.
SUMMARY = "arith: {failed} of {checks} checks failed"
MISMATCH_PREFIX = "NG "


@dataclass
class Assignment:
    target: Variable
    expression: Node
    expected: int


@dataclass
class ArithProgram:
    seed: int
    variables: list[Variable]
    assignments: list[Assignment]
    header: str = ""
    flips: int = 0
    insertions: int = 0
    patterns: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.patterns = {a.target.name: pattern(a.expression) for a in self.assignments}

    @property
    def operations(self) -> int:
        return sum(1 for assignment in self.assignments for _ in operators_in(assignment.expression))

    def render(self) -> str:
        globals_ = [_declaration(v) for v in self.variables if v.storage.is_global]
        locals_ = [f"    {_declaration(v)}" for v in self.variables if not v.storage.is_global]
        body = [f"    {a.target.name} = {render(a.expression)};" for a in self.assignments]
        checks = [_check(a) for a in self.assignments]
        summary = SUMMARY.format(failed="%d", checks=len(self.assignments))
        return "\n".join([
            "#include <stdio.h>", "", f"/* {self.header} */" if self.header else "", *globals_, "",
            "int main(void)", "{", *locals_, "    int failed = 0;", "", *body, "", *checks,
            f'    printf("{summary}\\n", failed);', "    return 0;", "}", "",
        ])  # fmt: skip


def _declaration(variable: Variable) -> str:
    words = [
        "static" if variable.storage.is_static else "",
        "const" if variable.const else "",
        "volatile" if variable.volatile else "",
        variable.ctype.name,
    ]
    return f"{' '.join(w for w in words if w)} {variable.name} = {literal(variable.initial, variable.ctype)};"


def _check(assignment: Assignment) -> str:
    name = assignment.target.name
    conversion, cast = printf_format(assignment.target.ctype)
    expected = literal(assignment.expected, assignment.target.ctype)
    return (
        f'    if ({name} != {expected}) {{ printf("{MISMATCH_PREFIX}{name} {conversion}\\n", ({cast}){name});'
        " failed++; }"
    )
