"""The default distance chosen by what the failures have (tamer/choice.py); ``tame`` says which and why."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from reportsmith.cli import main
from reportsmith.tamer.case import Case, Facts
from reportsmith.tamer.choice import FACT_TERMS, RULES, SHORT_TEST_BYTES, Rule, choose_distance, profile_of
from reportsmith.tamer.rank import rank

TESTS = ["int a; int main(void) { return a / 3; }", "struct S { int x : 3; } s;", "long b = 5 % 2;"]


def _rule(outputs: bool, coverage: bool, c: bool) -> Rule:
    profile = profile_of([Case("x", "", "out" if outputs else "", coverage=frozenset() if coverage else None,
                               language="c" if c else "js")])  # fmt: skip
    return next(rule for rule in RULES if rule.fits(profile))


def test_tests_without_outputs_get_the_tests_only_distance_of_their_language() -> None:
    c = [Case(str(i), test) for i, test in enumerate(TESTS)]
    choice = choose_distance(c)
    assert choice.distance == _rule(False, False, True).distance
    assert choice.reason.startswith(f"default for tests only: {choice.distance} (")
    js = [Case(f"{i}.js", test, language="js") for i, test in enumerate(TESTS)]
    assert choose_distance(js).distance == _rule(False, False, False).distance
    assert "cfeatures" not in choose_distance(js).distance  # libclang parses C, not JavaScript


def test_long_c_tests_without_outputs_get_no_levenshtein_part() -> None:
    # Unreduced programs: the median test is longer than SHORT_TEST_BYTES (one short test does not count).
    padding = "/* generated */\n" * (SHORT_TEST_BYTES // 16 + 1)
    long = [Case(str(i), padding + test) for i, test in enumerate(TESTS)] + [Case("s", TESTS[0])]
    choice = choose_distance(long)
    assert not choice.profile.short_tests and "lev_test" not in choice.distance
    assert choice.distance != choose_distance([Case(str(i), t) for i, t in enumerate(TESTS)]).distance
    assert choice.reason.startswith(f"default for tests only (long tests): {choice.distance} (")
    short = [Case(str(i), test) for i, test in enumerate(TESTS)] + [Case("l", padding)]
    assert profile_of(short).short_tests


def test_outputs_count_when_at_least_half_the_failures_have_one() -> None:
    half = [
        Case("1", TESTS[0], "t.c:1: error: x"),
        Case("2", TESTS[1], "Segmentation fault"),
        Case("3", TESTS[2]),
    ]
    assert profile_of(half).outputs and choose_distance(half).distance == _rule(True, False, True).distance
    # What normalization removes (positions, addresses) is no output.
    few = [
        Case("1", TESTS[0], "t.c:1:2:"),
        Case("2", TESTS[1], "0xdeadbeef"),
        Case("3", TESTS[2], "x: error"),
    ]
    assert not profile_of(few).outputs


def test_coverage_counts_only_when_every_failure_has_it() -> None:
    some = [
        Case(str(i), t, "error: x", coverage=frozenset({"f.c:g:1"}) if i else None)
        for i, t in enumerate(TESTS)
    ]
    every = [Case(str(i), t, "error: x", coverage=frozenset({"f.c:g:1"})) for i, t in enumerate(TESTS)]
    assert not profile_of(some).coverage and profile_of(every).coverage
    assert choose_distance(every).distance == _rule(True, True, True).distance


def test_measured_facts_add_their_term_and_unmeasured_ones_are_named_not_used() -> None:
    facts = Facts(first_bad_commit="c1", passes=frozenset({"gvn"}))
    cases = [Case(str(i), t, facts=facts) for i, t in enumerate(TESTS)]
    choice = choose_distance(cases)
    assert choice.profile.facts == ("first_bad_commit", "passes")
    assert choice.distance == _rule(False, False, True).distance + "+" + FACT_TERMS["first_bad_commit"]
    assert (
        "guilty passes (guilty_pass)" in choice.reason and "no labelled corpus measured them" in choice.reason
    )
    # A fact only one failure has cannot make two alike: not part of the profile.
    once = [Case("1", TESTS[0], facts=facts), Case("2", TESTS[1]), Case("3", TESTS[2])]
    assert profile_of(once).facts == ()


def test_rank_chooses_when_no_distance_is_given_and_says_why() -> None:
    cases = [Case(str(i), t) for i, t in enumerate(TESTS)]
    chosen = rank(cases)
    assert (
        chosen.distance == choose_distance(cases).distance and chosen.reason == choose_distance(cases).reason
    )
    given = rank(cases, "lev_test")
    assert given.distance == "lev_test" and given.reason.startswith("given by the caller")


def test_tame_dir_on_tests_without_outputs_says_which_distance_and_why(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "400")  # one line per sentence in rich's output
    folder = tmp_path / "reduced"
    folder.mkdir()
    for index, test in enumerate([*TESTS, *(t.replace("3", "7") for t in TESTS)]):
        (folder / f"t{index}.c").write_text(test + "\n")
    expected = _rule(False, False, True)
    assert main(["tame", "--dir", str(folder)]) == 0
    printed = " ".join(capsys.readouterr().out.split())  # the table's title may wrap
    assert f"by {expected.distance}" in printed
    assert "nan" not in printed  # the first failure has no earlier one: its distance reads "-"
    assert (
        f"distance {expected.distance}: default for tests only: {expected.distance} ({expected.measured})"
        in printed
    )
    assert main(["tame", "--dir", str(folder), "--explain", "2"]) == 0
    explained = [line for line in capsys.readouterr().out.splitlines() if line.strip()]
    assert explained[0].startswith("2. ") and explained[1].startswith(
        f"distance {expected.distance}: default"
    )
    assert main(["tame", "--dir", str(folder), "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert shown["distance"] == expected.distance and shown["distance_reason"].startswith(
        "default for tests only"
    )
