"""The review page in a real browser: headless Chromium (Debian's package) driven by Playwright.

A reviewer logs in, opens the tcc pragma bug's draft (the representative of its look-alikes), edits its
title, approves it and files it to the local GitHub server, where the issue is then found with the edited
title. A maintainer says ``#reportsmith known`` there; after one poll (as ``serve`` runs it, and no
``tame``) the list's order has changed: the known failure seeds the ranking and leaves it, its look-alikes
rank after every distinct failure. A closed failure's page offers no approve button; fixed/unfix,
dup/undup and retest work from the page. The screenshots of the list and of the failure page in docs/ are
taken here (``REPORTSMITH_SCREENSHOTS=docs`` writes them there; otherwise under tmp_path).
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from fakes.local_github import LocalGitHub
from playwright.sync_api import Page, sync_playwright
from reportsmith.app import App
from reportsmith.learn.poll import poll_trackers
from reportsmith.lifecycle import Actor, FailureState, move_failure
from reportsmith.pipeline import ingest_stage
from reportsmith.review import approve, file_approved
from reportsmith.store.failures import get_failure, list_failures
from rich.console import Console
from web.conftest import rank_and_draft
from web.served import serving

LOGIN_TOKEN = "browser-test-login-token-0123456789"
EDITED = "[review] tcc rejects #pragma pack(push)"
PRAGMA = "#pragma pack(push)\nint {name}(void) {{ return {value}; }}\nint main(void) {{ return {name}(); }}\n"


def chromium() -> str:
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    if found is None:  # .ci/setup installs Debian's chromium; a missing browser is a broken setup, not a skip
        raise AssertionError("chromium is not installed: run bash .ci/setup (apt-get install chromium)")
    return found


def _with_look_alikes(app: App, folder: Path) -> list[int]:
    """Two more tests tcc rejects for the pragma bug, ingested, ranked and drafted with the others; the ids
    of the pragma group (the bundled example first)."""
    folder.mkdir()
    for index, (name, value) in enumerate([("f", 1), ("g", 7)]):
        (folder / f"alike{index}.c").write_text(PRAGMA.format(name=name, value=value))
        sidecar = 'compiler = "tcc"\nflags = "-w"\nexpect = "rejects-valid"\n'
        (folder / f"alike{index}.toml").write_text(sidecar)
    ingested = [o.failure_id for o in ingest_stage(app, [folder], Console(quiet=True)) if o.failure_id]
    rank_and_draft(app, ingested)
    [example] = [f.id for f in list_failures(app.store) if f.test_name == "tcc-rejects-pragma-pack.c"]
    return [example, *ingested]


def _order(page: Page) -> list[str]:
    return page.locator("tbody tr td:nth-child(2) a").all_inner_texts()


def _act(page: Page, verb: str, argument: str | None = None) -> str:
    """Press an action's button on the failure page (filling its argument); the message it answers with."""
    form = page.locator(f"form:has(input[name=verb][value={verb}])")
    if argument is not None:
        form.locator("input[name=argument]").fill(argument)
    form.locator(f"button[name={verb}]").click()
    return page.locator(".flash").inner_text()


def test_review_in_a_browser_with_the_ranking_and_the_actions_kept_current(
    app: App, github: LocalGitHub, tmp_path: Path
) -> None:
    shots = Path(os.environ.get("REPORTSMITH_SCREENSHOTS") or tmp_path)
    group = _with_look_alikes(app, tmp_path / "alikes")
    ranks = {f.id: f.tame_rank for f in list_failures(app.store)}
    representative = min(group, key=lambda i: ranks[i] or 0)  # the one of the group ranked early
    distinct = [f.id for f in list_failures(app.store) if f.tame_rank is not None and f.id not in group]
    with serving(app, token=LOGIN_TOKEN) as site, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium(), args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        page.goto(site.url + "/")
        assert page.url.endswith("/login")
        page.fill("input[name=name]", "alice")
        page.fill("input[name=token]", LOGIN_TOKEN)
        page.click("button[name=login]")
        page.wait_for_url(site.url + "/")
        assert page.locator("tbody tr").count() >= 2 and "to do (" in page.locator("nav.views").inner_text()
        page.screenshot(path=str(shots / "review-list.png"), full_page=True)
        page.goto(site.url + "/?state=all")
        before = _order(page)
        assert before.index(f"F{representative}") < max(before.index(f"F{i}") for i in distinct)

        page.goto(f"{site.url}/failure/{representative}")
        page.click("text=Edit title and body")
        page.fill("input[name=title]", EDITED)
        page.click("button[name=save]")
        assert page.locator("h3.draft-title").inner_text() == EDITED
        assert "this edited version is what will be filed" in page.locator(".flash").inner_text()
        page.click("button[name=approve]")
        assert "approved" in page.locator(".flash").inner_text()
        page.click("button[name=file]")
        assert "filed" in page.locator(".flash").inner_text()
        page.screenshot(path=str(shots / "review-failure.png"), full_page=False)

        # A maintainer's comment, one poll as the service runs it, and no 'reportsmith tame'.
        github.permissions["alice"] = "write"
        github.add_comment(1, "Known upstream.\n#reportsmith known pragma-pack", "alice")
        poll_trackers(app, ["github"])
        page.goto(site.url + "/?state=all")
        after = _order(page)
        assert after != before and after[-1] == f"F{representative}"  # a seed now, unranked: last
        row = page.locator(f"tbody tr:has(a:text-is('F{representative}'))")
        assert "known: pragma-pack" in row.inner_text()
        alikes = [i for i in group if i != representative]
        assert min(after.index(f"F{i}") for i in alikes) > max(after.index(f"F{i}") for i in distinct)

        # A closed failure: no approve (nor reject, nor file) button, what it can still do is offered.
        closed = next(f.id for f in list_failures(app.store) if f.test_name == "pcc-crash-label.c")
        approve(app.store, closed, Actor("alice", "test"))
        assert file_approved(app, closed, "github", Actor("alice", "test")).status == "filed"
        move_failure(app.store, closed, FailureState.CLOSED, Actor("reportsmith", "verify"), "verified fixed")
        page.goto(f"{site.url}/failure/{closed}")
        for absent in ("approve", "reject", "file", "known", "fixed"):  # the state machine allows none
            assert page.locator(f"button[name={absent}]").count() == 0, absent
        assert page.locator("button[name=retest]").count() == 1
        assert "can do in state closed: retest" in page.locator("p.hint").inner_text()

        # fixed / unfix, dup / undup, retest: each from the page, each only where it fits.
        wrong = next(f.id for f in list_failures(app.store) if f.test_name == "tcc-wrong-csmith-20042.c")
        page.goto(f"{site.url}/failure/{wrong}")
        assert page.locator("button[name=unfix]").count() == 0
        assert f"F{wrong} is fixed (tcc-0.9.28) (was drafted, now fixed)" in _act(page, "fixed", "tcc-0.9.28")
        assert get_failure(app.store, wrong).status == "fixed"
        assert f"F{wrong} is no longer fixed (was fixed, now drafted)" in _act(page, "unfix")
        assert f"F{wrong} is a duplicate of #1" in _act(page, "dup", "1")
        assert get_failure(app.store, wrong).status == "duplicate"
        assert f"F{wrong} is no longer duplicate (was duplicate, now drafted)" in _act(page, "undup")
        assert "test still fails with tcc -w" in _act(page, "retest")
        assert get_failure(app.store, wrong).status == "drafted"
        browser.close()
    issues = github.issues["compilers/tcc"]
    assert [issue["title"] for issue in issues][0] == EDITED
    assert get_failure(app.store, representative).status == "known"
