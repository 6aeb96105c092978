"""Golden files of rendered reports (crash, wrong-code, rejects-valid; GitHub and Bugzilla) from real stored
failures, and the GitHub body checked with a Markdown renderer.

Regenerate after an intended change with REPORTSMITH_UPDATE_GOLDEN=1 and review the diff.
"""

from __future__ import annotations

import dataclasses
import os
import re
from pathlib import Path

import pytest
from markdown_it import MarkdownIt
from reportsmith.common.predicates import Mark
from reportsmith.report.drafting import render_for
from reportsmith.store.failures import get_failure
from reportsmith.store.results import Bisection, Commit, FlagSearch, GitSearch, ReleaseSearch

GOLDEN = Path(__file__).resolve().parent / "golden"
CASES = [
    (verdict, tracker)
    for verdict in ("crash", "wrong-code", "rejects-valid")
    for tracker in ("github", "bugzilla")
]


@pytest.mark.parametrize(("verdict", "tracker"), CASES)
def test_rendered_report_matches_golden_file(report_app, failures_by_verdict, verdict, tracker) -> None:
    failure = get_failure(report_app.store, failures_by_verdict[verdict])
    draft = render_for(report_app, failure, tracker)
    attachments = "".join(f"attachment: {a.file_name} {a.content_type} {len(a.data)} bytes: {a.description}\n"
                          for a in draft.attachments)  # fmt: skip
    text = f"title: {draft.title}\nfields: {draft.fields}\n{attachments}---\n{draft.body}"
    text = re.sub(r"0x[0-9a-f]{6,}", "0xADDRESS", text)  # pcc prints a heap address (ASLR) in its message
    path = GOLDEN / f"{verdict}.{tracker}.txt"
    if os.environ.get("REPORTSMITH_UPDATE_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8")


def test_titles_follow_conventions(report_app, failures_by_verdict) -> None:
    titles = {v: render_for(report_app, get_failure(report_app.store, i), "github").title
              for v, i in failures_by_verdict.items()}  # fmt: skip
    # From the reduced test's own output (the reduce stage re-runs the compiler on it).
    assert titles["crash"] == "pcc 1.2.0.DEVEL 20220331: compiler error: label 0 outside boundaries 275-283"
    assert titles["wrong-code"] == "tcc 0.9.27: wrong code on x86_64 Linux: program dies by SIGSEGV"
    assert titles["rejects-valid"] == "tcc 0.9.27 rejects valid code: ',' expected (got \")\")"


def _structure(body: str) -> tuple[list[str], list[str], list[str]]:
    tokens = MarkdownIt("commonmark").parse(body)
    fences = [t.content for t in tokens if t.type == "fence"]
    html = [t.content.strip() for t in tokens if t.type == "html_block"]
    headings = [tokens[i + 1].content for i, t in enumerate(tokens) if t.type == "heading_open"]
    return fences, html, headings


@pytest.mark.parametrize("verdict", ["crash", "wrong-code", "rejects-valid"])
def test_github_body_renders_as_intended(report_app, failures_by_verdict, verdict) -> None:
    failure = get_failure(report_app.store, failures_by_verdict[verdict])
    body = render_for(report_app, failure, "github").body
    fences, html, headings = _structure(body)
    assert headings[:3] == ["Compiler", "Steps to reproduce", "Test case (" + headings[2].split("(", 1)[1]]
    assert "Validity checks the test passed" in headings
    shown = (failure.reduced_bytes or failure.test_bytes).decode()
    if len(shown) < 8000:
        assert shown in fences  # the test is one code block, byte for byte
    opened = sum(h.count("<details>") for h in html)
    assert opened == sum(h.count("</details>") for h in html)
    assert len(body) < 65_536


#: A bisection as the bisect stage stores it (bot/bisection.py) when every search found something: releases,
#: a git culprit, minimal and hiding flags, a guilty pass. Rendering is what is tested here; the stage itself
#: is tested on a real history in tests/foundation/test_bisection_stage.py.
BISECTION = Bisection(
    test="reduced",
    minimal_flags=["-O2", "-fno-inline"],
    hiding_flags=["-fno-tree-vrp"],
    flags=FlagSearch(tests=9, hiding_candidates=40),
    releases=ReleaseSearch(
        summary="passes with tcc-0.9.26, fails since tcc-0.9.27",
        probes=2,
        marks={"tcc-0.9.26": Mark.GOOD, "tcc-0.9.27": Mark.BAD},
    ),
    regression=True,
    last_good="tcc-0.9.26",
    first_bad="tcc-0.9.27",
    regression_releases=["0.9.27"],
    git=GitSearch(summary="first bad commit: 5f1e2d3c4b5a", builds=6),
    culprit=Commit(
        "5f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6",
        "5f1e2d3c4b5a 2024-03-02 Ada Tester <ada@example.org>: x86_64-gen: fold constant subtractions",
    ),
    guilty_pass="BISECT: running pass (42) InstCombinePass on main",
    summary="passes with tcc-0.9.26, fails since tcc-0.9.27; culprit: 5f1e2d3c4b5a 2024-03-02 Ada Tester "
    "<ada@example.org>: x86_64-gen: fold constant subtractions; "
    "guilty pass: BISECT: running pass (42) InstCombinePass on main",
)


def _sections(body: str) -> dict[str, str]:
    """GitHub body: heading -> its text; Bugzilla text: "Name:" lines start sections."""
    parts = re.split(r"^(?:### (.+)|([A-Z][A-Za-z ]+):)$", body, flags=re.MULTILINE)
    return {(parts[i] or parts[i + 1]).strip(): parts[i + 2] for i in range(1, len(parts) - 2, 3)}


@pytest.mark.parametrize("tracker", ["github", "bugzilla"])
def test_bisected_report_matches_golden_and_says_the_bisection_where_it_belongs(
    report_app, failures_by_verdict, tracker
) -> None:
    failure = get_failure(report_app.store, failures_by_verdict["wrong-code"])
    failure.bisection = BISECTION  # in memory only: the session-wide store stays unbisected
    draft = render_for(report_app, failure, tracker)
    text = f"title: {draft.title}\nfields: {draft.fields}\n---\n{draft.body}"
    path = GOLDEN / f"wrong-code-bisected.{tracker}.txt"
    if os.environ.get("REPORTSMITH_UPDATE_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8")
    # Meaning, not only bytes: the title's regression prefix names the first bad release; each fact is in
    # its own section.
    assert (
        draft.title == "[0.9.27 Regression] tcc 0.9.27: wrong code on x86_64 Linux: program dies by SIGSEGV"
    )
    sections = _sections(draft.body)
    regression = sections["Regression range"]
    assert "tcc-0.9.26" in regression and "tcc-0.9.27" in regression
    assert "5f1e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6" in regression  # the culprit, by its full hash
    assert "x86_64-gen: fold constant subtractions" in regression
    assert "InstCombinePass" in regression
    flags = sections["Flags"]
    assert "-O2 -fno-inline" in flags and "-fno-tree-vrp" in flags
    for name, text_of_section in sections.items():
        if name not in ("Regression range", "Flags"):
            assert "5f1e2d3c4b5a" not in text_of_section and "InstCombinePass" not in text_of_section, name
    unbisected = render_for(report_app, get_failure(report_app.store, failure.id), tracker)
    assert "not bisected" in _sections(unbisected.body)["Regression range"].lower()
    assert not unbisected.title.startswith("[")


@pytest.mark.parametrize("tracker", ["github", "bugzilla"])
def test_the_release_range_is_said_once_when_the_reduced_test_differs(
    report_app, failures_by_verdict, tracker
) -> None:
    """The original and the reduced test's releases differ: each is said once, in the Regression range
    section, never again as a paragraph nor through the bisection's one-line summary."""
    failure = get_failure(report_app.store, failures_by_verdict["wrong-code"])
    reduced = ReleaseSearch(summary="fails with every tested release (tcc-0.9.26, tcc-0.9.27)", probes=2,
                            marks={"tcc-0.9.26": "bad", "tcc-0.9.27": "bad"}, test="reduced")  # fmt: skip
    failure.bisection = dataclasses.replace(
        BISECTION,
        reduced_releases=reduced,
        summary="passes with tcc-0.9.26, fails since tcc-0.9.27 (…) with the original test; "
        "fails with every tested release (tcc-0.9.26, tcc-0.9.27) with the reduced test; culprit: …",
    )
    body = render_for(report_app, failure, tracker).body
    assert "with the original test;" not in body  # the summary repeats the facts below: not printed
    assert body.count("tcc-0.9.26: passes, tcc-0.9.27: fails") == 1
    assert body.count("fails with every tested release (tcc-0.9.26, tcc-0.9.27)") == 1
    assert body.count("the reduction kept the failure, not the release range") == 1
    assert "last good" in _sections(body)["Regression range"]
    assert "the reduction kept the failure" in _sections(body)["Regression range"]
