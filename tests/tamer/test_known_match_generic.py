"""Generic signatures (a miscompilation's "wrong code", a timeout) never make two failures look alike."""

from __future__ import annotations

from reportsmith.report.known_match import Known, best_match, generic, signatures_similar

TEST = "int main(void) { int a = 3; return a * 7 - 21; }"


def test_wrong_code_and_timeouts_are_generic_and_similar_to_nothing() -> None:
    assert generic("wrong code") and generic("clang-16 -O3 -w: wrong code: crash at run time (SIGSEGV)")
    assert generic("program timeout") and not generic("error: ',' expected (got \")\")")
    assert not signatures_similar("wrong code", "wrong code")
    assert signatures_similar("error: lvalue expected", "error: lvalue expected")


def test_a_wrong_code_failure_is_no_likely_duplicate_even_with_the_same_test() -> None:
    reports = [Known("#1", "u1", "wrong-code", "wrong code", TEST)]
    assert best_match("wrong-code", "wrong code", TEST, reports) is None
    reports = [Known("#2", "u2", "rejects-valid", "error: lvalue expected", TEST)]
    match = best_match("rejects-valid", "error: lvalue expected", TEST, reports)
    assert match is not None and match.known.label == "#2"
