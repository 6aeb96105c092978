"""The review page, served for real on 127.0.0.1 and driven with httpx."""

from __future__ import annotations

import shutil
import threading
from collections.abc import Iterator
from pathlib import Path
from wsgiref.simple_server import WSGIRequestHandler, make_server

import httpx
import pytest
from reportsmith.app import App
from reportsmith.config import default_config_path, load_config
from reportsmith.pipeline import ingest_stage, tame_stage
from reportsmith.store.failures import get_failure, list_failures
from reportsmith.web import ReviewApp
from rich.console import Console

EXAMPLES = Path(__file__).resolve().parents[2] / "config" / "examples"


class _Quiet(WSGIRequestHandler):
    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def site(data_dir: Path, tmp_path: Path) -> Iterator[tuple[App, str]]:
    app = App(load_config(default_config_path()))
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    for name in ("pcc-crash-label", "tcc-rejects-pragma-pack"):
        for suffix in (".c", ".toml"):
            shutil.copy(EXAMPLES / f"{name}{suffix}", inbox)
    quiet = Console(file=open("/dev/null", "w"))  # noqa: SIM115
    ingest_stage(app, [inbox], quiet)
    tame_stage(app, quiet)
    server = make_server("127.0.0.1", 0, ReviewApp(app), handler_class=_Quiet)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield app, f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        server.server_close()


def test_index_lists_failures_in_tamer_order(site: tuple[App, str]) -> None:
    app, url = site
    page = httpx.get(url + "/").text
    ranked = sorted(list_failures(app.store), key=lambda f: f.tame_rank)
    positions = [page.index(f"href='/failure/{f.id}'") for f in ranked]
    assert positions == sorted(positions)
    assert "label N outside boundaries N-N" in page


def test_failure_page_renders_the_draft_without_letting_html_through(site: tuple[App, str]) -> None:
    app, url = site
    crash = next(f for f in list_failures(app.store) if f.verdict == "crash")
    response = httpx.get(f"{url}/failure/{crash.id}")
    assert response.status_code == 200
    assert "<h3>Steps to reproduce</h3>" in response.text  # Markdown rendered
    assert "<details>" not in response.text  # raw HTML from the body stays text
    assert httpx.get(f"{url}/failure/999").status_code == 404


def test_labelling_a_known_bug_makes_it_a_tamer_seed(site: tuple[App, str]) -> None:
    app, url = site
    crash = next(f for f in list_failures(app.store) if f.verdict == "crash")
    response = httpx.post(f"{url}/failure/{crash.id}/label", data={"known_bug": "pcc-bug-7"})
    assert response.status_code == 303
    assert "labelled" in httpx.get(url + response.headers["location"]).text
    assert get_failure(app.store, crash.id).details["known_bug"] == "pcc-bug-7"
    tame_stage(app, Console(file=open("/dev/null", "w")))  # noqa: SIM115
    assert get_failure(app.store, crash.id).tame_rank is None
    assert "labelled" in [e.kind for e in get_failure(app.store, crash.id).events]
