"""The service says what it is doing (issue 39), in a real browser (Debian's Chromium, Playwright) against
``reportsmith serve`` itself.

A real pcc crash under a slow compiler wrapper (``foundation.slow_crash``) is drafted by ``reportsmith run``
with its reduction cut short by a small budget. ``serve`` continues it at start: from the first page load
the list and the failure's page say "reducing since HH:MM, best N B", the page offers no approve (nor edit,
nor file), and the list's counts include it. A SIGTERM during that job stops the service cleanly (no
``JobFailed`` traceback) and leaves the failure ``drafted`` with its reduction cut short, which the next
start continues (asserted in the store). The next ``serve`` runs the job to its end; the page then shows
the new draft, with the smaller test, and offers approve again. The list shows the draft's title and, per
filter, the failures it counts.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from foundation.slow_crash import environment, slow_crash_config
from playwright.sync_api import Page, sync_playwright
from reportsmith.app import App
from reportsmith.config import load_config
from reportsmith.report.drafting import list_reports
from reportsmith.schedule import cut_short_reductions
from reportsmith.store import Failure
from reportsmith.store.failures import list_failures
from web.served import free_port, page_up, stop, wait_for
from web.test_browser import chromium

NEVER_SOON = "0 3 1 1 *"  # the nightly job: 1 January, 03:00 UTC (not during the test)


def _config(folder: Path, max_seconds: float) -> Path:
    folder.mkdir()
    return slow_crash_config(folder, max_seconds=max_seconds, cron=NEVER_SOON)


def _failure(app: App) -> Failure:
    [failure] = list_failures(app.store)
    return failure


def _serve(config: Path, data: Path, port: int) -> subprocess.Popen[bytes]:
    argv = [sys.executable, "-m", "reportsmith", "serve", "--config", str(config), "--port", str(port)]
    env = environment(data)
    env.pop("REPORTSMITH_WEB_TOKEN", None)
    return subprocess.Popen(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)


def _stopped(service: subprocess.Popen[bytes]) -> tuple[int, str]:
    """SIGTERM (served.stop: gone within 10 s), the exit status and what serve printed."""
    try:
        status = stop(service)
    except AssertionError as error:
        said = service.stdout.read().decode() if service.stdout else ""
        raise AssertionError(f"{error}: {said}") from None
    return status, service.stdout.read().decode() if service.stdout else ""


def _reduction_ends(failure: Failure) -> list[object]:
    """The moves out of ``reducing`` made by the reduction itself (not by serve putting it back)."""
    return [
        e for e in failure.events
        if e.kind == "state" and (e.data or {}).get("from") == "reducing" and e.data.get("source") != "serve"
    ]  # fmt: skip


def _views(page: Page) -> dict[str, int]:
    nav = page.locator("nav.views").inner_text()
    return {label.strip(): int(count) for label, count in re.findall(r"([\w -]+) \((\d+)\)", nav)}


def _shows_reducing(page: Page, url: str, failure: Failure) -> None:
    page.goto(url + "/?state=all")
    row = page.locator(f"tbody tr:has(a:text-is('F{failure.id}'))")
    assert re.search(r"reducing since \d\d:\d\d, best \d+ B", row.inner_text()), row.inner_text()
    views = _views(page)
    assert views["reducing"] == 1 and views["all"] == 1 and views["to do"] == 0
    page.goto(f"{url}/failure/{failure.id}")
    said = page.locator("p.busy").inner_text()
    assert re.search(rf"F{failure.id} is reducing since \d\d:\d\d, best \d+ B", said), said
    for absent in ("approve", "file", "save"):
        assert page.locator(f"button[name={absent}]").count() == 0, absent


def test_serve_resumes_a_reduction_says_so_survives_sigterm_and_then_shows_the_new_draft(
    tmp_path: Path, data_dir: Path
) -> None:
    quick = _config(tmp_path / "quick", max_seconds=4)
    drafted = subprocess.run(
        [sys.executable, "-m", "reportsmith", "run", "--config", str(quick)],
        env=environment(data_dir), capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert drafted.returncode == 0, drafted.stdout + drafted.stderr
    app = App(load_config(quick))
    first = _failure(app)
    assert first.status == "drafted" and first.reduction is not None and not first.reduction.complete
    best = len(first.reduced_bytes or first.test_bytes)
    [report] = list_reports(app.store)

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium(), args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1280, "height": 900})

        # 1. serve continues the reduction at start; SIGTERM while its job runs.
        port = free_port()
        url = f"http://127.0.0.1:{port}"
        service = _serve(_config(tmp_path / "long", max_seconds=300), data_dir, port)
        try:
            wait_for(lambda: page_up(url + "/"), "the review page", service)
            _shows_reducing(page, url, _failure(app))
            page.goto(url + "/?state=all")
            assert report.title in page.locator("td.draft-title").inner_text()  # the list shows the title
            wait_for(lambda: len(_failure(app).reduced_bytes or b"") < best, "the job's first better test",
                     service, timeout=300)  # fmt: skip
        finally:
            page.goto("about:blank")  # no open connection to the page while it stops
            status, said = _stopped(service)
        assert status == 0, said
        assert "JobFailed" not in said and "Traceback" not in said, said
        stopped = _failure(app)
        assert stopped.status == "drafted"  # back where it was, never left reducing
        assert stopped.reduction is not None and not stopped.reduction.complete
        assert cut_short_reductions(app) == [stopped.id]  # what the next start continues
        settled = [e for e in stopped.events if e.kind == "state" and (e.data or {}).get("to") == "drafted"]
        assert "the next start continues it" in settled[-1].message

        # 2. The next serve continues it again and lets it end: the new draft, approve offered again.
        port = free_port()
        url = f"http://127.0.0.1:{port}"
        service = _serve(_config(tmp_path / "short", max_seconds=6), data_dir, port)
        try:
            wait_for(lambda: page_up(url + "/"), "the review page", service)
            if _failure(app).status == "reducing":  # the job may already be done on a fast machine
                _shows_reducing(page, url, _failure(app))
            ended = len(_reduction_ends(_failure(app)))
            wait_for(lambda: (f := _failure(app)).status == "drafted" and len(_reduction_ends(f)) > ended,
                     "the continued reduction to end and the failure to be drafted again", service,
                     timeout=300)  # fmt: skip
            done = _failure(app)
            page.goto(f"{url}/failure/{done.id}")
            assert page.locator("p.busy").count() == 0
            assert page.locator("button[name=approve]").count() == 1
            size = len(done.reduced_bytes or b"")
            heading = page.locator("h2:has-text('Test (reduced')").inner_text()
            assert f"{len(done.test_bytes)} → {size} bytes" in heading
            [redrafted] = list_reports(app.store)
            assert done.reduced_text.strip().splitlines()[0] in redrafted.body  # the draft shows the new test
            page.goto(url + "/")
            views = _views(page)
            assert views["to do"] == 1 and views["drafted"] == 1 and views["all"] == 1
            assert "reducing" not in views
            assert redrafted.title in page.locator("td.draft-title").inner_text()
        finally:
            page.goto("about:blank")
            status, said = _stopped(service)
            assert status == 0, said
        browser.close()
