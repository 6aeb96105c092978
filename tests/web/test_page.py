"""The review page served for real (uvicorn on 127.0.0.1), driven with httpx: list, failure page, actions."""

from __future__ import annotations

import datetime as dt
import html
import re

import httpx
from fakes.local_github import LocalGitHub
from reportsmith.report.drafting import get_report, list_reports
from reportsmith.store.failures import get_failure, list_failures
from reportsmith.store.models import Failure
from reportsmith.store.report_edits import edit_info
from reportsmith.store.report_models import Tracker
from web.served import Served


def _csrf(page: str) -> str:
    found = re.search(r'name="csrf" value="([^"]+)"', page)
    assert found, "no CSRF token in the page"
    return found.group(1)


def _draft_html(page: str) -> str:
    """The rendered draft on a failure's page (up to the edit form that follows it)."""
    start = page.index('<div class="draft">')
    return page[start : page.index("<summary>Edit title and body</summary>", start)]


def _ranked(site: Served) -> list[Failure]:
    ranked = [f for f in list_failures(site.app.store) if f.tame_rank is not None]
    return sorted(ranked, key=lambda f: f.tame_rank or 0)


def test_the_list_is_in_tamer_order_with_its_columns_and_filters(site: Served) -> None:
    with httpx.Client(base_url=site.url) as client:
        page = client.get("/").text
        ranked = _ranked(site)
        assert len(ranked) >= 2
        positions = [page.index(f'href="/failure/{f.id}"') for f in ranked]
        assert positions == sorted(positions)
        crash = next(f for f in ranked if f.verdict == "crash")
        row = page[page.index(f'href="/failure/{crash.id}"') :].split("</tr>")[0]
        assert "crash" in row and crash.compiler in row and f"{len(crash.test_bytes)} → not reduced" in row
        assert "not bisected" in row and "state-drafted" in row
        only_crashes = client.get("/", params={"verdict": "crash"}).text
        assert f'href="/failure/{crash.id}"' in only_crashes
        others = [f for f in ranked if f.verdict != "crash"]
        assert all(f'href="/failure/{f.id}"' not in only_crashes for f in others)
        none = client.get("/", params={"state": "filed"}).text
        assert "No failures match." in none
        bad = client.get("/", params={"state": "sleeping"})
        assert bad.status_code == 400 and "expected one of" in bad.text


def test_the_failure_page_renders_the_draft_as_github_does_and_sanitized(site: Served) -> None:
    crash = next(f for f in _ranked(site) if f.verdict == "crash")
    with httpx.Client(base_url=site.url) as client:
        page = client.get(f"/failure/{crash.id}").text
    draft = _draft_html(page)
    assert "<details><summary>" in draft  # the template's folds fold, as on GitHub
    assert "&lt;details&gt;" not in draft and "<h3>Steps to reproduce</h3>" in draft
    assert '<span class="k' in page or '<span class="kt">' in page  # Pygments highlighted the test
    assert "<script" not in page
    assert client_404(site)


def client_404(site: Served) -> bool:
    return httpx.get(f"{site.url}/failure/99999").status_code == 404


def test_html_in_a_draft_is_reduced_to_the_allowlist() -> None:
    from reportsmith.web.views import tracker_html

    hostile = (
        "Hello [x](javascript:alert(3)) <script>alert(1)</script><img src=x onerror=alert(2)>\n\n"
        "<details open><summary>more</summary><a href='https://e.org' "
        "onclick='alert(4)'>e</a></details>"
    )
    html = str(tracker_html(hostile, "github"))
    assert "<script" not in html and "onerror" not in html and "onclick" not in html
    assert 'href="javascript' not in html and "<img" not in html
    assert '<details open=""><summary>more</summary>' in html and 'href="https://e.org"' in html


def test_edit_approve_and_file_through_the_page(site: Served, github: LocalGitHub) -> None:
    crash = next(f for f in _ranked(site) if f.test_name == "pcc-crash-label.c")
    generated = get_report(site.app.store, crash.id, "github")
    assert generated is not None
    with httpx.Client(base_url=site.url) as client:
        csrf = _csrf(client.get(f"/failure/{crash.id}").text)
        refused = client.post(f"/failure/{crash.id}/file", data={"csrf": csrf, "tracker": "github"})
        assert refused.status_code == 303
        assert "not approved" in client.get(f"/failure/{crash.id}").text
        assert github.issues["compilers/tcc"] == []
        edited = client.post(
            f"/failure/{crash.id}/edit",
            data={
                "csrf": csrf,
                "tracker": "github",
                "title": "pcc: crash on a label",
                "body": "Edited body.",
            },  # fmt: skip
        )
        assert edited.status_code == 303
        report = get_report(site.app.store, crash.id, "github")
        assert report is not None and (report.title, report.body) == ("pcc: crash on a label", "Edited body.")
        info = edit_info(site.app.store, report.id)
        assert (info.generated_title, info.generated_body) == (generated.title, generated.body)
        client.post(f"/failure/{crash.id}/approve", data={"csrf": csrf})
        assert get_failure(site.app.store, crash.id).status == "approved"
        client.post(f"/failure/{crash.id}/file", data={"csrf": csrf, "tracker": "github"})
    issues = github.issues["compilers/tcc"]
    assert [issue["title"] for issue in issues] == ["pcc: crash on a label"]
    assert issues[0]["body"].startswith("Edited body.")
    # retested just before it left: the newest pcc there is (no newer release is configured) still fails
    today = dt.datetime.now(dt.UTC).date().isoformat()
    assert "\n\nRetested before filing: still fails with pcc (Portable C Compiler 1.2.0" in issues[0]["body"]
    assert f"as of {today}." in issues[0]["body"]
    failure = get_failure(site.app.store, crash.id)
    assert failure.status == "filed"
    moves = [(e.data["from"], e.data["to"], e.data["actor"]) for e in failure.events if e.kind == "state"]
    assert [m[:2] for m in moves] == [("new", "drafted"), ("drafted", "approved"), ("approved", "filed")]


def test_reject_needs_a_reason_and_keeps_it(site: Served) -> None:
    crash = next(f for f in _ranked(site) if f.verdict == "crash")
    with httpx.Client(base_url=site.url) as client:
        csrf = _csrf(client.get(f"/failure/{crash.id}").text)
        client.post(f"/failure/{crash.id}/reject", data={"csrf": csrf, "reason": "  "})
        assert "needs a reason" in client.get(f"/failure/{crash.id}").text
        assert get_failure(site.app.store, crash.id).status == "drafted"
        client.post(f"/failure/{crash.id}/reject", data={"csrf": csrf, "reason": "not a bug: UB"})
    failure = get_failure(site.app.store, crash.id)
    assert failure.status == "rejected"
    assert any(e.kind == "state" and e.data["reason"] == "not a bug: UB" for e in failure.events)


def test_pages_go_through_the_ranked_then_the_unranked(app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from reportsmith.web import queries

    failing = sorted(
        (f for f in list_failures(app.store) if f.verdict != "pass"), key=lambda f: f.tame_rank or 0
    )
    unranked = failing[0].id  # the top-ranked one loses its rank: it must come last
    with app.store.transaction() as session:
        session.get(Failure, unranked).tame_rank = None
    monkeypatch.setattr(queries, "PER_PAGE", 2)
    count = (len(failing) + 1) // 2
    pages = [queries.list_page(app.store, queries.Filters(page=number)) for number in range(1, count + 1)]
    assert [p.total for p in pages] == [len(failing)] * count and pages[0].pages == count
    order = [row.id for page in pages for row in page.rows]
    assert order == [f.id for f in failing[1:]] + [unranked]


def test_every_fenced_block_of_a_draft_is_highlighted_by_its_language(site: Served) -> None:
    from markdown_it import MarkdownIt

    crash = next(f for f in _ranked(site) if f.verdict == "crash")
    body = get_report(site.app.store, crash.id, "github").body
    fences = [t.info for t in MarkdownIt("commonmark").parse(body) if t.type == "fence"]
    assert {"c", "sh", "text"} <= set(fences)  # the test, the commands, the outputs
    with httpx.Client(base_url=site.url) as client:
        page = client.get(f"/failure/{crash.id}").text
    draft = _draft_html(page)
    assert draft.count('<div class="hl"><pre>') == len(fences)  # each block, none left plain
    # C keywords and shell words got their token classes; the allowlist kept them and nothing else
    test_block = draft.split('<div class="hl"><pre>')[1 + fences.index("c")]
    assert '<span class="kt">int</span>' in test_block or '<span class="k">' in test_block
    from pygments.token import STANDARD_TYPES

    inner = draft.removeprefix('<div class="draft">')
    assert set(re.findall(r'class="([^"]+)"', inner)) <= {"hl", *STANDARD_TYPES.values()}


def test_highlighting_keeps_the_allowlist() -> None:
    from reportsmith.web.views import tracker_html

    html = str(tracker_html("```c\nint x = 1; /* </pre><script>alert(1)</script> */\n```\n", "github"))
    assert "<script" not in html and "&lt;script&gt;" in html and '<span class="kt">int</span>' in html


def test_the_forms_tracker_is_parsed_once_and_an_unknown_one_named(site: Served) -> None:
    crash = next(f for f in _ranked(site) if f.verdict == "crash")
    before = [(r.failure_id, r.tracker, r.title) for r in list_reports(site.app.store)]
    with httpx.Client(base_url=site.url) as client:
        csrf = _csrf(client.get(f"/failure/{crash.id}").text)
        client.post(f"/failure/{crash.id}/draft", data={"csrf": csrf, "tracker": "gitlab"})
        said = html.unescape(client.get(f"/failure/{crash.id}").text)
        assert "unknown tracker 'gitlab' (expected github or bugzilla)" in said
        assert [(r.failure_id, r.tracker, r.title) for r in list_reports(site.app.store)] == before
        client.post(f"/failure/{crash.id}/draft", data={"csrf": csrf, "tracker": "bugzilla"})
        assert "bugzilla draft: draft" in client.get(f"/failure/{crash.id}").text
    drafted = get_report(site.app.store, crash.id, Tracker.BUGZILLA)
    assert drafted is not None and drafted.tracker is Tracker.BUGZILLA
