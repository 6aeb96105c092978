"""``reportsmith serve``: the bot as one long-running process — the scheduler and the review page.

The scheduler (APScheduler ``BackgroundScheduler``, jobs stored in the store's database: see
:mod:`reportsmith.schedule`) runs the jobs in child processes; the review page (uvicorn, in a thread) serves
people. SIGTERM or SIGINT stops it: no new runs start, the page stops answering, running jobs are
interrupted so they save what they have (the reducer's best-so-far, committed transactions) and killed
after a grace period; the process exits within seconds, and the next start resumes from the store.

One ``serve`` per store: it holds the store's ``serve`` lease (:mod:`reportsmith.store.leases`) while it
runs, so a second one refuses to start and names the first (host, pid, since when); the lease of one that
was killed (``kill -9``, a crash, a power cut) is taken over at once on the same machine, and expires a
minute after its last heartbeat on another. Distributed workers (``reportsmith worker``) share the store on
purpose and take no such lease.
"""

from __future__ import annotations

import contextlib
import logging
import signal
import threading
from collections.abc import Sequence
from datetime import UTC, datetime
from types import FrameType

from apscheduler.schedulers.background import BackgroundScheduler
from reportsmith.app import App
from reportsmith.errors import AlreadyServing
from reportsmith.schedule import (
    configure,
    cut_short_reductions,
    ensure_jobs,
    job_specs,
    schedule_resume,
    stop_children,
)
from reportsmith.store.leases import Holder, hold
from reportsmith.web.security import WebSettings, check_bind

LOG = logging.getLogger("reportsmith.service")
STOP_GRACE = 5.0
SERVE_LEASE = "serve"


def one_serve_per_store(app: App, settings: WebSettings | None) -> contextlib.AbstractContextManager[None]:
    """Hold the store's ``serve`` lease, or raise :class:`AlreadyServing` naming the one that holds it."""
    page = "no review page" if settings is None else f"review page http://{settings.host}:{settings.port}/"
    store = app.store.url_for_display

    def busy(holder: Holder) -> str:
        return (
            f"another reportsmith serve is running on the store {store}: {holder.describe()}. One serve per "
            "store: stop that one first (SIGTERM), or give this one another store ([store] database or "
            "REPORTSMITH_DATA)"
        )

    return hold(app.store, SERVE_LEASE, f"reportsmith serve ({page})", busy=busy, error=AlreadyServing)


def start_scheduler(app: App, config_path: str | None, run_now: Sequence[str] = ()) -> BackgroundScheduler:
    """A running scheduler with the configured jobs; stored next runs are kept (missed ones run once).
    The jobs in ``run_now`` run at once (``serve --run-now``); after that run their schedule goes on."""
    scheduler = configure(BackgroundScheduler(timezone="UTC"), app.store)
    scheduler.start(paused=True)  # paused: see the stored jobs before anything runs
    specs = job_specs(app, config_path)
    if app.config.distributed.broker_url:  # the same jobs enqueue for the workers (reportsmith.distributed)
        # deferred: Celery and Redis, loaded only with a broker ([distributed] broker_url)
        from reportsmith.distributed.submit import distributed_specs

        specs = distributed_specs(app, specs, config_path)
    try:
        ensure_jobs(scheduler, specs)
        for job_id in run_now:
            scheduler.modify_job(job_id, next_run_time=datetime.now(UTC))
        in_process = not app.config.distributed.broker_url  # with a broker, requeue continues them
        if in_process and "nightly" not in run_now and cut_short_reductions(app):
            # The last service died (or was stopped) mid-reduction: continue it now, not at the next night.
            schedule_resume(scheduler, config_path)
    except BaseException:
        scheduler.shutdown(wait=False)
        raise
    scheduler.resume()
    return scheduler


def serve(
    app: App,
    config_path: str | None,
    settings: WebSettings | None,
    stop: threading.Event,
    run_now: Sequence[str] = (),
) -> None:
    """Run until ``stop`` is set (the signal handlers of :func:`run` set it); ``settings=None``: no page."""
    if settings is not None:
        check_bind(settings)  # before anything starts: a bad bind must not leave a half-started service
    with one_serve_per_store(app, settings):
        _serve(app, config_path, settings, stop, run_now)


def _serve(
    app: App,
    config_path: str | None,
    settings: WebSettings | None,
    stop: threading.Event,
    run_now: Sequence[str],
) -> None:
    scheduler = start_scheduler(app, config_path, run_now)
    server, thread = None, None
    try:
        if settings is not None:
            # deferred: uvicorn, only when the page is served
            from reportsmith.web.app import make_server

            server = make_server(app, settings)
            thread = threading.Thread(target=server.run, name="review-page", daemon=True)
            thread.start()
        stop.wait()
    finally:
        LOG.info("serve: stopping")
        scheduler.shutdown(wait=False)  # no new runs
        if server is not None:
            server.should_exit = True
        stop_children(STOP_GRACE)
        if thread is not None:
            thread.join(STOP_GRACE)


def run(app: App, config_path: str | None, settings: WebSettings | None, run_now: Sequence[str] = ()) -> None:
    """:func:`serve` in the main thread, stopped by SIGTERM or SIGINT."""
    stop = threading.Event()

    def on_signal(number: int, _frame: FrameType | None) -> None:
        LOG.info("serve: signal %d", number)
        stop.set()

    previous = {sig: signal.signal(sig, on_signal) for sig in (signal.SIGTERM, signal.SIGINT)}
    try:
        serve(app, config_path, settings, stop, run_now)
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
