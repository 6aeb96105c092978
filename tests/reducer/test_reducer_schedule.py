"""The schedule file: the default loads, bad files give errors naming the file, entry and problem."""

import pytest
from reportsmith.reducer import ScheduleError, load_schedule


def test_default_schedule_has_three_phases_of_registered_passes():
    schedule = load_schedule()
    assert schedule.first and schedule.main and schedule.last
    names = {step.build().name for step in schedule.main}
    assert {"lines:0", "lines", "balanced:curly:all", "ints"} <= names
    # whitespace and formatting are normalised once, at the end: a main-phase step of theirs changes no token
    assert not names & {"blank", "clang-format"}
    assert {step.build().name for step in schedule.last} == {"blank", "clang-format"}


def test_selection_by_pass_or_instance_name():
    schedule = load_schedule()
    only_lines = schedule.select(only=["lines"])
    assert {step.pass_name for _, steps in only_lines.phases() for step in steps} == {"lines"}
    without_level_one = schedule.select(skip=["lines:1"])
    assert all(step.build().name != "lines:1" for step in without_level_one.main)
    with pytest.raises(ScheduleError, match="unknown pass 'bogus'"):
        schedule.select(only=["bogus"])


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("[[main]\n", "not valid TOML"),
        ('[[middle]]\npass = "lines"\n', "unknown phase"),
        ("[[main]]\nlevel = 1\n", r"\[\[main\]\] entry 1 needs pass"),
        ('[[main]]\npass = "nope"\n', "unknown pass 'nope'"),
        ('[[first]]\npass = "balanced"\ndelimiter = "angle"\n', "entry 1: bad options"),
    ],
)
def test_bad_schedule_files(tmp_path, content, message):
    path = tmp_path / "schedule.toml"
    path.write_text(content)
    with pytest.raises(ScheduleError, match=message):
        load_schedule(path)
    with pytest.raises(ScheduleError, match="cannot read"):
        load_schedule(tmp_path / "missing.toml")


def test_not_c_skip_initial_and_start_with():
    from reportsmith.reducer.schedule import GENERIC_PASSES, load

    schedule = load()
    generic = schedule.generic()
    assert generic.main and all(s.pass_name in GENERIC_PASSES for _, steps in generic.phases() for s in steps)
    assert schedule.without_first().first == () and schedule.without_first().main == schedule.main
    started = schedule.starting_with("lines:2")
    names = [s.build().name for s in started.main]
    assert (
        started.first == ()
        and names[0] == "lines:2"
        and sorted(names) == sorted(s.build().name for s in schedule.main)
    )  # the main phase rotated: every pass still runs in later rounds
    assert schedule.starting_with("directives").first[0].pass_name == "directives"


def test_steps_limited_to_a_language_run_only_on_files_of_that_language(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from reportsmith.reducer.engine import Engine

    path = tmp_path / "s.toml"
    path.write_text('[[main]]\npass = "lines"\nlevel = 0\nlanguages = ["c"]\n[[main]]\npass = "blank"\n')
    schedule = load_schedule(path)
    assert [s.languages for s in schedule.main] == [("c",), ()]
    assert schedule.main[0].applies_to("t.c") and not schedule.main[0].applies_to("t.ii")

    class Lines:
        def is_interesting(self, variant: bytes, scratch: object) -> bool:
            return b"keep" in variant

    for name, expected in (("t.c", b"keep\n"), ("t.cpp", b"drop\nkeep\n")):
        engine = Engine(Lines(), jobs=1, file_name=name)
        engine.start(b"drop\nkeep\n")
        engine.run(schedule)
        assert engine.result().text == expected


def test_languages_must_be_known(tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "s.toml"
    path.write_text('[[main]]\npass = "blank"\nlanguages = ["fortran"]\n')
    with pytest.raises(ScheduleError, match="entry 1: languages must be a list of"):
        load_schedule(path)


def test_fine_steps_wait_for_a_round_the_coarse_passes_no_longer_shrink(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from reportsmith.reducer.engine import Engine

    path = tmp_path / "s.toml"
    path.write_text('[[main]]\npass = "lines"\nlevel = 0\n[[main]]\npass = "ints"\nfine = true\n')
    schedule = load_schedule(path)
    assert [s.fine for s in schedule.main] == [False, True]

    class KeepsTheLine:
        def is_interesting(self, variant: bytes, scratch: object) -> bool:
            return b"keep" in variant

    seen: list[tuple[int, str]] = []
    engine = Engine(KeepsTheLine(), jobs=1, progress=lambda p: seen.append((p.round, p.pass_name)))
    engine.start(b"keep 12345;\n" + b"drop 1;\n" * 20)
    engine.run(schedule)
    # round 1: lines removed 90% of the text, so ints waited; round 2 (lines removed nothing) ran it
    assert (1, "ints") not in seen and (2, "ints") in seen
    assert engine.result().text == b"keep 0;\n"
    path.write_text('[[main]]\npass = "ints"\nfine = "yes"\n')
    with pytest.raises(ScheduleError, match="entry 1: fine must be true or false"):
        load_schedule(path)
