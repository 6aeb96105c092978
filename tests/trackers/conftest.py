"""Trackers tests: real failures in a fresh store, local tracker servers, an App configured to use them."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from fakes.local_bugzilla import LocalBugzilla
from fakes.local_github import LocalGitHub
from reportsmith.app import App
from reportsmith.config import load_config
from reportsmith.pipeline import ingest_stage
from reportsmith.store.failures import list_failures
from rich.console import Console

EXAMPLES = Path(__file__).resolve().parents[2] / "config" / "examples"
#: The bundled example of each verdict that the tracker and learn tests file.
EXAMPLE_OF_VERDICT = {
    "crash": "pcc-crash-label.c",
    "wrong-code": "tcc-wrong-csmith-20042.c",
    "rejects-valid": "tcc-rejects-pragma-pack.c",
}
TOKEN = "ghp_Tr4ckerT3stT0ken0123456789abcdef"
API_KEY = "bzKEY-0123456789-secret-api-key"


@pytest.fixture
def servers(monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    monkeypatch.setenv("GITHUB_TOKEN", TOKEN)
    monkeypatch.setenv("BUGZILLA_API_KEY", API_KEY)
    with LocalGitHub(TOKEN) as github, LocalBugzilla(API_KEY) as bugzilla:
        yield github, bugzilla


def make_app(data: Path, github: LocalGitHub, bugzilla: LocalBugzilla, **trackers: object) -> App:
    config = load_config()
    settings = dataclasses.replace(
        config.trackers,
        backoff=0.01,
        github=dataclasses.replace(config.trackers.github, api_url=github.root, repository="compilers/tcc",
                                   seconds_between_requests=0, seconds_between_writes=0),
        bugzilla=dataclasses.replace(config.trackers.bugzilla, url=bugzilla.url, product="tcc",
                                     component="c"),
    )  # fmt: skip
    settings = dataclasses.replace(settings, **trackers)
    return App(dataclasses.replace(config, data_dir=str(data), trackers=settings))


@pytest.fixture(scope="session")
def ingested_store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A store with the bundled examples ingested by the real oracle (copied per test: tests file to it)."""
    data = tmp_path_factory.mktemp("trackers-store")
    app = App(dataclasses.replace(load_config(), data_dir=str(data)))
    ingest_stage(app, [EXAMPLES], Console(quiet=True))
    app.store.close()
    return data


@pytest.fixture
def app(ingested_store: Path, tmp_path: Path, servers) -> App:  # type: ignore[no-untyped-def]
    data = tmp_path / "data"
    data.mkdir()
    for path in ingested_store.iterdir():
        (data / path.name).write_bytes(path.read_bytes())
    return make_app(data, *servers)


@pytest.fixture
def ids(app: App) -> dict[str, int]:
    """The id of the bundled tcc/pcc example of each verdict (not the GCC and Clang examples)."""
    by_name = {f.test_name: f.id for f in list_failures(app.store)}
    return {verdict: by_name[name] for verdict, name in EXAMPLE_OF_VERDICT.items()}


@pytest.fixture
def secrets() -> tuple[str, str]:
    return TOKEN, API_KEY
