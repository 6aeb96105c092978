"""Review-page tests: a store with real failures (ingested, ranked, drafted) and the page served for real."""

from __future__ import annotations

import dataclasses
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from fakes.local_github import LocalGitHub
from reportsmith.app import App
from reportsmith.config import load_config
from reportsmith.lifecycle import Actor, FailureState, advance
from reportsmith.pipeline import ingest_stage, tame_stage
from reportsmith.report import draft_reports
from reportsmith.store.failures import list_failures
from rich.console import Console
from web.served import Served, serving

EXAMPLES = Path(__file__).resolve().parents[2] / "config" / "examples"
GITHUB_TOKEN = "ghp_W3bT3stT0ken0123456789abcdefABCD"


@pytest.fixture(scope="session")
def drafted_store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The bundled examples ingested by the real oracle, ranked and drafted, in state ``drafted`` as the draft
    stage leaves them (copied per test)."""
    data = tmp_path_factory.mktemp("web-store")
    app = App(dataclasses.replace(load_config(), data_dir=str(data)))
    ingest_stage(app, [EXAMPLES], Console(quiet=True))
    rank_and_draft(app)
    app.store.close()
    return data


def rank_and_draft(app: App, failures: list[int] | None = None) -> None:
    """Rank the stored failures, and draft ``failures`` (default: every failing one) for GitHub, in state
    ``drafted`` as the draft stage records it: drafts to review."""
    tame_stage(app, Console(quiet=True))
    failing = failures or [f.id for f in list_failures(app.store) if f.verdict != "pass"]
    for report in draft_reports(app, failing, ["github"]):
        advance(app.store, report.failure_id, FailureState.DRAFTED, Actor("reportsmith", "draft"))


def make_app(data: Path, github: LocalGitHub | None = None) -> App:
    config = load_config()
    if github is not None:
        trackers = dataclasses.replace(
            config.trackers, backoff=0.01,
            github=dataclasses.replace(config.trackers.github, api_url=github.root,
                                       repository="compilers/tcc", seconds_between_requests=0,
                                       seconds_between_writes=0),
        )  # fmt: skip
        config = dataclasses.replace(config, trackers=trackers)
    return App(dataclasses.replace(config, data_dir=str(data)))


@pytest.fixture
def github(monkeypatch: pytest.MonkeyPatch) -> Iterator[LocalGitHub]:
    monkeypatch.setenv("GITHUB_TOKEN", GITHUB_TOKEN)
    with LocalGitHub(GITHUB_TOKEN) as server:
        yield server


@pytest.fixture
def app(drafted_store: Path, tmp_path: Path, github: LocalGitHub) -> App:
    data = tmp_path / "data"
    shutil.copytree(drafted_store, data)
    return make_app(data, github)


@pytest.fixture
def site(app: App) -> Iterator[Served]:
    with serving(app) as served:
        yield served
