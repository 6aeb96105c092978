"""Hostile text from tests and compilers cannot break the Markdown, mention anyone or close <details>."""

from __future__ import annotations

import dataclasses

from hypothesis import given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt
from reportsmith.report.drafting import render_for
from reportsmith.report.escape import code_span, fenced, prose
from reportsmith.store.failures import get_failure
from reportsmith.store.results import Reduction

MD = MarkdownIt("commonmark")


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from([*"`~@a\n </>#*_[]()!|-", "</details>", "```", "@user"])).map("".join))
def test_a_fenced_block_holds_any_text_exactly(text: str) -> None:
    tokens = MD.parse("before\n\n" + fenced(text, "c") + "\n\nafter\n")
    fences = [t for t in tokens if t.type == "fence"]
    assert len(fences) == 1
    expected = text if text.endswith("\n") else text + "\n"
    assert fences[0].content == expected
    assert tokens[-2].content == "after"


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("`a @\n"))))
def test_a_code_span_holds_one_line_exactly(text: str) -> None:
    flat = " ".join(text.split())
    rendered = MD.renderInline(code_span(text)) if flat else ""
    if flat:
        assert (
            rendered.startswith("<code>") and rendered.endswith("</code>") and rendered.count("<code>") == 1
        )


def test_prose_mentions_nobody_and_adds_no_markup() -> None:
    html = MD.renderInline(prose("ping @torvalds see #123 <details> *bold* [x](http://e)"))
    assert "@torvalds" not in html and "@\u200btorvalds" in html
    assert "<details>" not in html and "<em>" not in html and "<a " not in html


def test_hostile_compiler_output_stays_inside_the_report(report_app, failures_by_verdict) -> None:
    failure = get_failure(report_app.store, failures_by_verdict["crash"])
    hostile = "x.c:1: error: ```` </details> @maintainer\n```\n# heading\n</details>\n"
    failure.compiler_output = hostile * 30  # long enough to be collapsed as well as excerpted
    # The report shows the reduced test's own output when the reduce stage stored it: make that hostile too.
    failure.reduction = dataclasses.replace(failure.reduction or Reduction(), compiler_output=hostile * 30)
    failure.reduced_bytes = b"/* @octocat ``` </details> */\nint main(void) { return 0; }\n"
    body = render_for(report_app, failure, "github").body
    tokens = MD.parse(body)
    outside = "".join(t.content for t in tokens if t.type not in ("fence", "code_block"))
    assert "@maintainer" not in outside and "@octocat" not in outside
    html = [t.content for t in tokens if t.type == "html_block"]
    # -v output, unreduced test, full compiler output: three sections, each closed once, by the template
    assert sum(h.count("<details>") for h in html) == sum(h.count("</details>") for h in html) == 3
    headings = [tokens[i + 1].content for i, t in enumerate(tokens) if t.type == "heading_open"]
    assert "heading" not in headings
