"""The store: failures found by the campaign or ingested, with their verdicts, signatures and history.

Entry points: :class:`Store` (open and migrate, transactions) and the queries in :mod:`.failures`.
"""

from reportsmith.errors import StoreError
from reportsmith.store.database import Store
from reportsmith.store.models import Event, Failure
from reportsmith.store.report_models import Report  # noqa: F401  (registers the reports table)

__all__ = ["Event", "Failure", "Store", "StoreError"]
