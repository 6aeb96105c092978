"""Layout-only steps (reducer/layout.py): what counts as whitespace alone, and when it cannot matter."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st
from reportsmith.reducer.engine import Engine
from reportsmith.reducer.layout import layout_cannot_matter, same_but_layout
from reportsmith.reducer.passes.blank import squeeze

PROGRAM = b"#define N 3\n\nint main(void) {\n    int  a = N;   /* kept */\n\n    return a - -1;\n}\n"


def test_blank_lines_indentation_and_runs_of_spaces_are_layout() -> None:
    assert same_but_layout(squeeze(PROGRAM), PROGRAM)
    assert same_but_layout(PROGRAM.replace(b"\n\n", b"\n"), PROGRAM)


def test_joining_a_directive_with_the_next_line_is_not() -> None:
    joined = PROGRAM.replace(b"#define N 3\n\n", b"#define N 3 ")
    assert not same_but_layout(joined, PROGRAM)  # the same tokens, but `int main...` is now N's body


def test_tokens_comments_and_strings_are_not() -> None:
    assert not same_but_layout(PROGRAM.replace(b"- -1", b"--1"), PROGRAM)
    assert not same_but_layout(PROGRAM.replace(b"/* kept */", b"/* kept  */"), PROGRAM)
    assert not same_but_layout(b'puts("a  b");\n', b'puts("a b");\n')
    assert not same_but_layout(PROGRAM, PROGRAM)  # no change is no step


@given(st.lists(st.sampled_from([b"int", b"x", b"=", b"1", b";", b"-", b"#", b"define"]), max_size=12),
       st.lists(st.sampled_from([b" ", b"  ", b"\t", b"\n", b"\n\n", b" \n"]), max_size=12))  # fmt: skip
def test_a_change_of_spaces_within_lines_is_layout_one_of_line_breaks_is_not(
    words: list[bytes], gaps: list[bytes]
) -> None:
    between = [gaps[i] if i < len(gaps) else b" " for i in range(len(words) - 1)]
    text = b"".join(word + gap for word, gap in zip(words, [*between, b"\n"], strict=False))
    spaced = text.replace(b" ", b"   ")
    assert spaced == text or same_but_layout(spaced, text)
    if any(b"\n" in gap for gap in between):  # a line break between two tokens goes
        assert not same_but_layout(text.replace(b"\n", b" "), text)


def test_a_program_that_reads_its_line_numbers_or_debug_information_is_not_layout_insensitive() -> None:
    assert layout_cannot_matter(PROGRAM, ["-O2", "-w"])
    assert not layout_cannot_matter(PROGRAM + b'int f(void) { return __LINE__; }\n', ["-O2"])
    assert not layout_cannot_matter(b"#include <assert.h>\nint main(void) { assert(1); }\n", ["-O2"])
    assert not layout_cannot_matter(PROGRAM, ["-O2", "-g"])


class _Counting:
    """Whole and quick checks: the text still returns ``a - -1``. Counts every test it is asked."""

    layout_insensitive = True

    def __init__(self) -> None:
        self.tested: list[bytes] = []

    def is_interesting_quick(self, variant: bytes, scratch: object) -> bool:
        self.tested.append(variant)
        return b"- -1" in variant

    def is_interesting(self, variant: bytes, scratch: object) -> bool:
        self.tested.append(variant)
        return b"- -1" in variant


def test_the_engine_takes_a_layout_step_untested_and_validates_it_with_the_chain() -> None:
    from reportsmith.reducer.passes import create

    for insensitive in (True, False):
        predicate = _Counting()
        predicate.layout_insensitive = insensitive
        engine = Engine(predicate, jobs=2)
        engine.start(PROGRAM)
        engine.run_pass(create("blank"), grows=False)
        assert not engine.validate()
        engine.close()
        assert engine.current == squeeze(PROGRAM)
        # untested when the predicate says layout cannot matter: only the chain's validation saw a text;
        # else quick checks first (the window tests the pass's other candidate too)
        if insensitive:
            assert predicate.tested == [engine.current]
        else:
            assert predicate.tested.count(engine.current) == 2 and len(predicate.tested) == 3
