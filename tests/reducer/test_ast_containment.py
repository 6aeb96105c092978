"""A libclang parse failure or a pass that raises is contained: the pass proposes nothing for that variant,
the problem is reported once, and the reduction continues and finishes."""

from __future__ import annotations

import logging

import pytest
from reportsmith.reducer import Schedule, ScheduledPass, reduce
from reportsmith.reducer.clang import base
from reportsmith.reducer.clang.base import AstPass
from reportsmith.reducer.clang.tree import ParseFailure, Tree, parse
from reportsmith.reducer.passes import PassContext, register

PROGRAM = b"int unused1(void) { return 1; }\nint unused2(void) { return 2; }\nint main(void) { return 0; }\n"


@register("test-raising-ast-pass")
class Raising(AstPass):
    name = "test-raising-ast-pass"

    def opportunities(self, tree: Tree):  # type: ignore[no-untyped-def]
        raise RuntimeError("this pass always fails")


class KeepsMain:
    def __init__(self) -> None:
        self.calls = 0

    def is_interesting(self, variant: bytes, scratch: object) -> bool:
        self.calls += 1
        return b"int main(void) { return 0; }" in variant


def schedule(*names: str) -> Schedule:
    return Schedule(main=tuple(ScheduledPass(name) for name in names))


def test_raising_pass_is_skipped_reported_once_and_reduction_continues(
    caplog: pytest.LogCaptureFixture,
) -> None:
    base.PROBLEMS.clear()
    with caplog.at_level(logging.WARNING, logger="reportsmith.reducer.ast"):
        result = reduce(
            PROGRAM, KeepsMain(), jobs=1, schedule=schedule("test-raising-ast-pass", "ast-unused-function")
        )
    assert result.text == b"int main(void) { return 0; }\n"  # the other pass still ran
    assert base.PROBLEMS[("test-raising-ast-pass", "RuntimeError")] >= 2  # skipped on every variant...
    warnings = [r for r in caplog.records if "test-raising-ast-pass" in r.getMessage()]
    assert len(warnings) == 1  # ...but reported once


def test_parse_failure_is_contained(monkeypatch: pytest.MonkeyPatch) -> None:
    base.PROBLEMS.clear()
    monkeypatch.setenv("REPORTSMITH_CLANG_ARGS", "-x no-such-language")  # libclang refuses to parse at all
    text = PROGRAM + b"/* a variant no other pass has parsed */\n"
    with pytest.raises(ParseFailure):
        parse(text)
    pass_ = __import__("reportsmith.reducer.passes", fromlist=["create"]).create("ast-unused-function")
    assert list(pass_.candidates(text, None, PassContext())) == []
    assert base.PROBLEMS[("ast-unused-function", "ParseFailure")] == 1
    result = reduce(text, KeepsMain(), jobs=1, schedule=schedule("ast-unused-function", "lines"))
    assert result.size < len(text)  # the line pass reduced what the AST pass could not


def test_garbage_is_not_an_error() -> None:
    """libclang parses broken text with errors; passes then just find fewer opportunities."""
    pass_ = __import__("reportsmith.reducer.passes", fromlist=["create"]).create("ast-simplify-if")
    assert list(pass_.candidates(b"\xff\xfe garbage ))) {{{ int", None, PassContext())) == []
