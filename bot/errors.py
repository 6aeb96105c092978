"""The application's errors, in one place (as httpx keeps its own): every error a user can fix is a
:class:`~reportsmith.common.errors.ReportsmithError` whose message says what is wrong and what to do; the CLI
prints it as one line and exits with status 2, a stage holds it on the failure it broke, the review page shows
it beside the action it refused.

The libraries keep theirs in their own ``errors.py`` (``reportsmith.reducer.errors``,
``reportsmith.tamer.errors``, ``reportsmith.bisect.errors``); ``reportsmith.common.errors`` holds the root and
what both sides share (``LibclangUnavailable``, ``PredicateError``). The modules that raise an error import it
from here, so ``reportsmith.config.ConfigError`` and the like still name the same class.
"""

from __future__ import annotations

from typing import Protocol

from reportsmith.common.errors import ReportsmithError


class LeaseHolder(Protocol):
    """Who holds a lease (:class:`reportsmith.store.leases.Holder`), as :class:`LeaseBusy` names it."""

    pid: int

    def describe(self) -> str: ...


# -- Configuration and store ---------------------------------------------------------------------------------
class ConfigError(ReportsmithError):
    """The configuration file is malformed; the message names the file, the key and what was expected."""


class StoreError(ReportsmithError):
    """The store cannot be opened or migrated; the message says which database and why."""


class LeaseBusy(ReportsmithError):
    """Another process or thread holds the lease; the message names it (host, pid, what for, since when)."""

    def __init__(self, message: str, holder: LeaseHolder) -> None:
        super().__init__(message)
        self.holder = holder


class IllegalTransition(ReportsmithError):
    """A move the state machine does not allow; the message says from where, to where, and what is allowed."""


# -- Finding and storing failures ----------------------------------------------------------------------------
class OracleError(ReportsmithError):
    """A compiler of the configuration cannot be run at all (not a verdict about the test)."""


class IngestError(ReportsmithError):
    """One inbox entry cannot be ingested; the message names the file and what was expected."""


class GeneratorError(ReportsmithError):
    """A generator cannot start (its program is missing, or its configuration is wrong)."""


class CampaignError(ReportsmithError):
    """The campaign cannot start (csmith missing or failing on every seed)."""


# -- Reducing ------------------------------------------------------------------------------------------------
class BuiltinInputError(ReportsmithError):
    """FILE does not fail the way the chosen built-in predicate needs (or its command cannot run)."""


class NotReducible(ReportsmithError):
    """This failure's verdict has no predicate the reducer can keep."""


class ReduceInputError(ReportsmithError):
    """FILE or SCRIPT cannot be used."""


class StoredFailureError(ReportsmithError):
    """The failure named by --failure does not exist or may not be reduced now."""


class OutOfTime(Exception):  # noqa: N818 -- a signal, not an error
    """A reduction's time budget (``reduce.max_seconds``, ``--max-seconds``) passed: its progress callback
    raises this to stop the reducer, and the caller keeps the best so far. Not a :class:`ReportsmithError`:
    nothing is wrong."""


# -- Drafting, reviewing and filing --------------------------------------------------------------------------
class DraftError(ReportsmithError):
    """A report cannot be drafted (unknown tracker, broken template, failure that is not a failure)."""


class TrackerError(ReportsmithError):
    """Filing failed; the message says which tracker and why (never with a credential)."""


class TrackerConfigError(TrackerError):
    """A tracker is not configured or its credential is missing."""


class PermanentTrackerError(TrackerError):
    """The tracker refused the request; sending it again would be refused again."""


class AmbiguousRequestError(TrackerError):
    """The request may have reached the tracker (5xx, lost connection, timeout): search before resending."""


class DailyLimitReached(TrackerError):
    """The configured number of reports per UTC day has been filed."""


class FilingBusy(LeaseBusy, TrackerError):
    """Someone else is filing this report right now and did not finish within the wait."""


class ActionError(ReportsmithError):
    """A bad verb or argument, or an action that cannot apply; the message says what is allowed."""


class ReviewError(ReportsmithError):
    """A review action that cannot be done as asked; the message says why and what to do instead."""


class VerifyConfigError(ReportsmithError):
    """A ``[[verify]]`` entry names a compiler that is not configured or not installed."""


# -- The service: jobs, workers, the review page -------------------------------------------------------------
class JobScheduleError(ReportsmithError):
    """The [schedule] section cannot be turned into a schedule."""


class JobFailed(ReportsmithError):
    """A scheduled run's child process failed; the message has the end of what it printed."""


class RoutingError(ReportsmithError):
    """A queue or compiler a worker was told to use does not exist."""


class BadFilter(ReportsmithError):
    """A list filter the page does not know; the message lists what it accepts."""


class WebSecurityError(ReportsmithError):
    """The review page cannot be served safely as configured; the message says what to set."""


class Forbidden(ReportsmithError):
    """A POST without a valid session and CSRF token, or from another origin."""


class AlreadyServing(LeaseBusy):
    """Another ``reportsmith serve`` runs on this store."""
