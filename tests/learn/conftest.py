"""Learn tests: the trackers tests' store of real ingested failures and local servers, plus filed reports."""

from __future__ import annotations

import pytest
import trackers.conftest as shared
from reportsmith.app import App
from reportsmith.trackers.filing import Filer
from trackers.conftest import API_KEY, TOKEN, make_app  # noqa: F401

# The trackers tests' fixtures, shared (pytest finds fixtures by name in a conftest).
servers, ingested_store, app, ids = shared.servers, shared.ingested_store, shared.app, shared.ids

BOT = "bot"


@pytest.fixture
def filed(app: App, ids: dict[str, int]) -> dict[str, int]:
    """The three real failures filed: crash and wrong-code to GitHub (#1, #2), rejects-valid to both
    (GitHub #3, Bugzilla bug 1)."""
    for verdict in ("crash", "wrong-code", "rejects-valid"):
        Filer(app, "github").file(ids[verdict])
    Filer(app, "bugzilla").file(ids["rejects-valid"])
    return ids
