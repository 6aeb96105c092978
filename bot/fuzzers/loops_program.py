"""One loop program: its arrays, scalars and loop nests, their execution (the generator's evaluation), the
C text, and the output a correct build prints (one checksum per array and scalar, then a total)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from reportsmith.fuzzers.ctypes_lp64 import CType, convert, literal, printf_format
from reportsmith.fuzzers.loops_ast import Binary, Const, Elem, Expr, State, Var, nodes

#: FNV-1a over each element as unsigned long long: the checksum the program prints and the generator computes.
FNV_OFFSET, FNV_PRIME, MASK = 14695981039346656037, 1099511628211, (1 << 64) - 1
TOTAL_PREFIX = "checksum "


def mix(hash_: int, value: int) -> int:
    return ((hash_ ^ (value & MASK)) * FNV_PRIME) & MASK


@dataclass
class Array:
    name: str
    ctype: CType
    values: list[int]


@dataclass(eq=False)
class Assign:
    """``target = value;`` or, when ``compound`` names the operator and ``value`` is ``target op rhs``
    still in its plain form, ``target op= rhs;``; guarded by ``if (cond)`` when there is a ``cond``, or with
    ``select`` written ``target = (cond ? value : target);`` (the same effect: C evaluates only the chosen
    operand)."""

    target: Elem | Var
    value: Expr
    compound: str = ""
    cond: Expr | None = None
    select: bool = False

    def retype(self) -> None:
        for expr in (self.target, self.value, self.cond):
            if expr is not None:
                expr.retype()

    def execute(self, state: State) -> None:
        if self.cond is not None and self.cond.eval(state) == 0:
            return
        value = convert(self.value.eval(state), self.target.of)
        if isinstance(self.target, Var):
            state.scalars[self.target.name] = value
        else:
            state.arrays[self.target.array][self.target.index.eval(state)] = value

    def expressions(self) -> list[Expr]:
        return [self.value] + ([self.cond] if self.cond is not None else [])

    def render(self, indent: str) -> list[str]:
        value, target = self.value, self.target.render()
        if self.cond is not None and self.select:
            return [f"{indent}{target} = ({self.cond.render()} ? {value.render()} : {target});"]
        if self.compound and isinstance(value, Binary) and not value.safe:
            text = f"{target} {self.compound}= {value.right.render()};"
        else:
            text = f"{target} = {value.render()};"
        if self.cond is None:
            return [indent + text]
        return [f"{indent}if {self.cond.render()}", f"{indent}    {text}"]


@dataclass(eq=False)
class Loop:
    """``for (T iv = start; test; iv += step) { body }`` (a negative ``step`` counts down)."""

    iv: Var
    start: Expr
    test: Binary
    step: int
    body: list[Statement]

    def retype(self) -> None:
        self.start.retype()
        self.test.retype()
        for statement in self.body:
            statement.retype()

    def run(self, state: State, execute: Callable[[Statement], None]) -> None:
        name, ctype = self.iv.name, self.iv.of
        state.ivs[name] = convert(self.start.eval(state), ctype)
        while self.test.eval(state):
            for statement in self.body:
                execute(statement)
            state.ivs[name] = convert(state.ivs[name] + self.step, ctype)

    def expressions(self) -> list[Expr]:
        return [self.start, self.test] + [e for s in self.body for e in s.expressions()]

    def render(self, indent: str) -> list[str]:
        name = self.iv.name
        if abs(self.step) == 1:
            advance = f"{name}{'++' if self.step > 0 else '--'}"
        else:
            advance = f"{name} {'+' if self.step > 0 else '-'}= {abs(self.step)}"
        start = self.start.render()
        head = f"{indent}for ({self.iv.of.name} {name} = {start}; {self.test.render()[1:-1]}; {advance}) {{"
        return [head, *(line for s in self.body for line in s.render(indent + "    ")), f"{indent}}}"]


Statement = Assign | Loop


@dataclass
class LoopProgram:
    seed: int
    features: list[str]
    length: int
    arrays: list[Array]
    scalars: list[Var]
    initial_scalars: dict[str, int]
    bounds: list[tuple[Var, int]]
    nests: list[Loop]
    final: State
    rewritten: int  # nodes rewritten into their total form to remove undefined behaviour

    @property
    def operations(self) -> int:
        """Operators in the program's loops (each counted once, however often it runs)."""
        return sum(1 for nest in self.nests for e in nest.expressions() for n in nodes(e)
                   if not isinstance(n, Elem | Var | Const))  # fmt: skip

    def expected_output(self) -> str:
        lines, total = [], FNV_OFFSET
        for array in self.arrays:
            hash_ = FNV_OFFSET
            for value in self.final.arrays[array.name]:
                hash_ = mix(hash_, value)
            lines.append(f"{array.name} {hash_:016x}")
            total = mix(total, hash_)
        for scalar in self.scalars:
            value = self.final.scalars[scalar.name]
            lines.append(f"{scalar.name} {value}")
            total = mix(total, value)
        lines.append(f"{TOTAL_PREFIX}{total:016x}")
        return "\n".join(lines) + "\n"

    def render(self) -> str:
        n = self.length
        header = f"/* reportsmith loops seed {self.seed}: {', '.join(self.features) or 'no features'} */"
        declarations = []
        for array in self.arrays:
            values = ", ".join(literal(v, array.ctype) for v in array.values)
            declarations.append(f"static {array.ctype.name} {array.name}[{n}] = {{{values}}};")
        for scalar in self.scalars:
            value = literal(self.initial_scalars[scalar.name], scalar.of)
            declarations.append(f"static {scalar.of.name} {scalar.name} = {value};")
        declarations += [f"int {bound.name} = {value};" for bound, value in self.bounds]
        body = [line for nest in self.nests for line in nest.render("    ")]
        checks = []
        for array in self.arrays:
            element = f"(unsigned long long){array.name}[k]"
            checks += [
                f"    h = {FNV_OFFSET}ULL;",
                f"    for (int k = 0; k < {n}; k++) h = mix(h, {element});",
                f'    printf("{array.name} %016llx\\n", h);',
                "    total = mix(total, h);",
            ]
        for scalar in self.scalars:
            conversion, cast = printf_format(scalar.of)
            checks += [f'    printf("{scalar.name} {conversion}\\n", ({cast}){scalar.name});',
                       f"    total = mix(total, (unsigned long long){scalar.name});"]  # fmt: skip
        return "\n".join([
            "#include <stdio.h>", "", header, "", *declarations, "",
            "static __attribute__((noinline)) void test(void)", "{", *body, "}", "",
            "static unsigned long long mix(unsigned long long h, unsigned long long v)", "{",
            f"    return (h ^ v) * {FNV_PRIME}ULL;", "}", "",
            "int main(void)", "{", f"    unsigned long long h, total = {FNV_OFFSET}ULL;", "    test();",
            *checks, f'    printf("{TOTAL_PREFIX}%016llx\\n", total);', "    return 0;", "}", "",
        ])  # fmt: skip
