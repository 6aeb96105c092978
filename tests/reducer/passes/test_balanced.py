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


def test_bad_options_are_schedule_errors_but_bugs_are_not_relabelled(monkeypatch):
    from reportsmith.reducer import passes
    from reportsmith.reducer.errors import ScheduleError

    with pytest.raises(ScheduleError, match="mode must be one of"):
        passes.create("balanced", mode="sideways")
    with pytest.raises(ScheduleError, match="bad options"):
        passes.create("balanced", colour="red")

    class Broken:  # a pass whose constructor has a bug: the TypeError must reach the caller as it is
        def __init__(self, size: int = 1) -> None:
            self.size = size + "1"  # type: ignore[operator]

    monkeypatch.setitem(passes._REGISTRY, "broken-for-test", Broken)
    with pytest.raises(TypeError, match="unsupported operand"):
        passes.create("broken-for-test")
