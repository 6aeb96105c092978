"""The review page in a real browser: headless Chromium (Debian's package) driven by Playwright.

A reviewer logs in, opens the top-ranked draft, edits its title, approves it and files it to the local GitHub
server, where the issue is then found with the edited title. The screenshots of the list and of the failure
page in docs/ are taken here (``REPORTSMITH_SCREENSHOTS=docs`` writes them there; otherwise under tmp_path).
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from fakes.local_github import LocalGitHub
from playwright.sync_api import sync_playwright
from reportsmith.app import App
from reportsmith.store.failures import get_failure, list_failures
from web.served import serving

LOGIN_TOKEN = "browser-test-login-token-0123456789"
EDITED = "[review] edited title of the top-ranked failure"


def chromium() -> str:
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    if found is None:  # .ci/setup installs Debian's chromium; a missing browser is a broken setup, not a skip
        raise AssertionError("chromium is not installed: run bash .ci/setup (apt-get install chromium)")
    return found


def test_log_in_edit_approve_and_file_in_a_browser(app: App, github: LocalGitHub, tmp_path: Path) -> None:
    shots = Path(os.environ.get("REPORTSMITH_SCREENSHOTS") or tmp_path)
    ranked = [f for f in list_failures(app.store) if f.tame_rank is not None]
    top = min(ranked, key=lambda f: f.tame_rank or 0)
    with serving(app, token=LOGIN_TOKEN) as site, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium(), args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        page.goto(site.url + "/")
        assert page.url.endswith("/login")
        page.fill("input[name=name]", "alice")
        page.fill("input[name=token]", LOGIN_TOKEN)
        page.click("button[name=login]")
        page.wait_for_url(site.url + "/")
        rows = page.locator("tbody tr")
        assert rows.count() >= 2
        page.screenshot(path=str(shots / "review-list.png"), full_page=True)
        rows.first.locator("a").click()  # the top-ranked failure
        page.wait_for_url(f"{site.url}/failure/{top.id}")
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
        browser.close()
    issues = github.issues["compilers/tcc"]
    assert [issue["title"] for issue in issues] == [EDITED]
    assert get_failure(app.store, top.id).status == "filed"
