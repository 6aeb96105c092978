"""The generator's C type rules agree with real compilers: integer promotions, the usual arithmetic
conversions, the type of a shift, conversion of values, and the literals it writes."""

from __future__ import annotations

from pathlib import Path

from reportsmith.fuzzers.ctypes_lp64 import FLOAT_TYPES, TYPES, common_type, convert, literal, promote
from reportsmith.fuzzers.sanitized import build_and_run

ALL = TYPES + FLOAT_TYPES


def _typename_program(expressions: list[str]) -> str:
    # _Generic tells the type of an expression; plain char is its own type, apart from signed char.
    cases = ", ".join(f'{ctype.name}: "{ctype.name}"' for ctype in ALL)
    lines = [f"{ctype.name} v{index};" for index, ctype in enumerate(ALL)]
    lines += ["#include <stdio.h>", f"#define NAME(e) _Generic((e), {cases})", "int main(void) {"]
    lines += [f"    puts(NAME({expression}));" for expression in expressions]
    return "\n".join([*lines, "    return 0;", "}", ""])


def test_common_type_and_shift_type_match_gcc_and_clang(tmp_path: Path) -> None:
    pairs = [(a, b) for a in range(len(ALL)) for b in range(len(ALL))]
    shifts = [(a, b) for a, b in pairs if not ALL[a].floating and not ALL[b].floating]
    expressions = [f"v{a} + v{b}" for a, b in pairs] + [f"v{a} << v{b}" for a, b in shifts]
    expected = [common_type(ALL[a], ALL[b]).name for a, b in pairs]
    expected += [promote(ALL[a]).name for a, _ in shifts]
    for compiler in ("gcc", "clang-16"):
        run = build_and_run(_typename_program(expressions), compiler, tmp_path / compiler, flags=[])
        assert run.clean, run.stderr
        assert run.stdout.splitlines() == expected


def test_conversions_and_literals_match_the_compiler(tmp_path: Path) -> None:
    values = [0, 1, -1, 127, 128, -129, 255, 256, 32767, -32769, 65535, 2**31 - 1, -(2**31), 2**31, 2**32 - 1,
              2**32, 2**63 - 1, -(2**63), 2**64 - 1, 123456789012345]  # fmt: skip
    lines = ["#include <stdio.h>", "int main(void) {"]
    expected = []
    for ctype in TYPES:
        for value in values:
            source_value = literal(convert(value, TYPES[-1]), TYPES[-1])  # as unsigned long long, then cast
            conversion = "%lld" if ctype.signed else "%llu"
            cast = "long long" if ctype.signed else "unsigned long long"
            lines.append(f'    printf("{conversion}\\n", ({cast})({ctype.name})({source_value}));')
            expected.append(str(convert(value, ctype)))
            lines.append(f'    printf("%d\\n", ({ctype.name}){literal(convert(value, ctype), ctype)} == '
                         f"({ctype.name})({source_value}));")  # fmt: skip
            expected.append("1")
    source = "\n".join([*lines, "    return 0;", "}", ""])
    for compiler in ("gcc", "clang-16"):
        run = build_and_run(source, compiler, tmp_path / compiler, flags=["-Werror=overflow"])
        assert run.clean, run.stderr
        assert run.stdout.splitlines() == expected
