"""Learn tests: the trackers tests' store of real ingested failures and local servers, plus filed reports."""

from __future__ import annotations

import pytest
from reportsmith.app import App
from reportsmith.trackers.filing import Filer
from trackers.conftest import API_KEY, TOKEN, app, ids, ingested_store, make_app, servers  # noqa: F401

BOT = "bot"


@pytest.fixture
def filed(app: App, ids: dict[str, int]) -> dict[str, int]:
    """The three real failures filed: crash and wrong-code to GitHub (#1, #2), rejects-valid to both
    (GitHub #3, Bugzilla bug 1)."""
    for verdict in ("crash", "wrong-code", "rejects-valid"):
        Filer(app, "github").file(ids[verdict])
    Filer(app, "bugzilla").file(ids["rejects-valid"])
    return ids
