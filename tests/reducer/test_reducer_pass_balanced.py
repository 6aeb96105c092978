"""balanced: (), {}, [] with contents, contents only, delimiters only."""

import pytest

TEXT = b"int f(int a) { return (a + (1)); }\n"


def test_curly_all_removes_the_body_with_its_braces(variants):
    assert variants("balanced", TEXT, delimiter="curly", mode="all") == [b"int f(int a) \n"]


def test_paren_inside_empties_outermost_first(variants):
    proposed = variants("balanced", TEXT, delimiter="paren", mode="inside")
    assert proposed[0] == b"int f() { return (a + (1)); }\n"
    assert proposed[1] == b"int f(int a) { return (); }\n"


def test_delimiters_alone(variants):
    proposed = variants("balanced", TEXT, delimiter="paren", mode="delimiters")
    assert b"int f(int a) { return a + (1); }\n" in proposed
    assert b"int f(int a) { return (a + 1); }\n" in proposed


def test_square_and_unknown_options(variants):
    assert variants("balanced", b"x[1][2];", delimiter="square", mode="all") == [b"x[2];", b"x[1];"]
    from reportsmith.reducer.errors import ScheduleError
    from reportsmith.reducer.passes import create

    with pytest.raises(ScheduleError, match="delimiter"):
        create("balanced", delimiter="angle")
