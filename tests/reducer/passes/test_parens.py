"""parens: every redundant parenthesis pair in one candidate; what the syntax needs stays, and a real
compiler produces the same code from the variant."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from reportsmith.reducer.passes import PassContext, create

EXAMPLES = Path(__file__).resolve().parents[3] / "config" / "examples"


def _all_at_once(text: bytes) -> bytes:
    """The pass's first candidate (every unit), or the text when it proposes nothing."""
    first = next(iter(create("parens").candidates(text, None, PassContext(file_name="t.c"))), None)
    return text if first is None else first.edit.apply(text)


def test_csmith_noise_goes_in_one_candidate() -> None:
    text = (
        b"v() { (((w((x((((y()))))))))); for (s; (s != 32); s = ((s) + (8))) ; return (1U || ((e && 1))); }"
    )
    assert _all_at_once(text) == b"v() { w(x(y())); for (s; s != 32; s = (s) + 8) ; return 1U || (e && 1); }"


def test_prefix_operands_go_unless_a_postfix_operator_follows() -> None:
    assert _all_at_once(b"(*p) = (-x) + (**q)[1];") == b"*p = -x + (**q)[1];"


def test_a_deleted_paren_never_glues_two_tokens() -> None:
    assert _all_at_once(b"return(x); y = a-(-1);") == b"return x; y = a- -1;"


@pytest.mark.parametrize(
    "text",
    [
        b"f((a, b));",  # one argument, a comma expression: not two
        b"if (x) y();",  # the if's own parentheses
        b"n = sizeof (x);",  # sizeof of a type needs them
        b"n = (T)-x;",  # a cast if T names a type
        b"n = (T)(x);",
        b"n = (T){1};",
        b"int (*f)(void);",  # a declarator
        b"void g() __attribute__((noinline));",
        b"#define M(x) ((x))\n",  # macros are left alone
        b"n = (a) * b;",  # *b could be what a cast applies to
    ],
)
def test_what_the_syntax_needs_stays(text: bytes) -> None:
    assert _all_at_once(text) == text


@pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")
def test_a_csmith_program_compiles_to_the_same_code_without_them(tmp_path: Path) -> None:
    """The bundled Csmith program (157 KB): gcc -O0 emits the same assembly for the variant; its
    parentheses are mostly redundant, so the variant is much smaller."""
    original = (EXAMPLES / "tcc-wrong-csmith-20042.c").read_bytes()
    variant = _all_at_once(original)
    assert len(variant) < len(original) - 3_000
    for name, text in (("a.c", original), ("b.c", variant)):
        (tmp_path / name).write_bytes(text)
        subprocess.run(
            ["gcc", "-O0", "-w", "-S", "-I/usr/include/csmith", name, "-o", name + ".s"],
            cwd=tmp_path, check=True, capture_output=True,
        )  # fmt: skip
    assert (tmp_path / "a.c.s").read_text().replace("a.c", "") == (tmp_path / "b.c.s").read_text().replace(
        "b.c", ""
    )
