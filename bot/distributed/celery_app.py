"""The Celery application: one per process, configured from the project's ``[distributed]`` section.

Only imported when a broker is configured (``reportsmith worker``, or serve/run/status/requeue with
``[distributed] broker_url``): without one, nothing imports Celery.

Settings that make redelivery safe: ``acks_late`` (a task is acknowledged when it ends, so one whose worker
died is delivered again), ``reject_on_worker_lost``, a prefetch of one (a worker holds no message it is not
working on), the broker's visibility timeout from the config with the unacknowledged-message sweep running
often enough to honour it, and no result backend (results are in the store).
"""

from __future__ import annotations

import functools
import os

from celery import Celery
from reportsmith.app import App
from reportsmith.config import Config, load_config

celery_app = Celery("reportsmith", set_as_current=False)
#: The configuration file the worker was started with (tasks load the App from it once per process).
CONFIG_ENV = "REPORTSMITH_CONFIG"


def configure(config: Config) -> Celery:
    """``celery_app`` set up for ``config``'s broker; safe to call again."""
    settings = config.distributed
    timeout = settings.visibility_timeout
    if celery_app.conf.broker_url and celery_app.conf.broker_url != settings.broker_url:
        # Another broker than this process used before (a test, a second configuration): drop the cached
        # connection and producer pools, as Celery itself does after a fork, or sends would go to the old one.
        celery_app._pool = None
        celery_app.amqp._producer_pool = None
    celery_app.conf.update(
        broker_url=settings.broker_url,
        broker_connection_retry_on_startup=True,
        broker_connection_max_retries=None,  # a broker restart must not stop the workers
        broker_transport_options={
            "visibility_timeout": timeout,
            # The sweep that hands a dead worker's message to another one: often enough for the timeout.
            "unacked_restore_interval": max(1, min(60, int(timeout / 4))),
            "unacked_restore_throttle": 1,
        },
        task_acks_late=True,
        task_reject_on_worker_lost=True,
        task_ignore_result=True,
        task_publish_retry_policy={"max_retries": 3, "interval_start": 0.5, "interval_step": 1.0},
        worker_prefetch_multiplier=1,
        worker_cancel_long_running_tasks_on_connection_loss=False,
        task_default_queue="fuzz",
        task_create_missing_queues=True,
        # Every log line of a task carries its key (``reduce-17``: the failure id).
        worker_task_log_format="%(asctime)s %(levelname)s %(processName)s %(task_id)s: %(message)s",
        worker_log_format="%(asctime)s %(levelname)s %(processName)s: %(message)s",
        worker_hijack_root_logger=False,
        worker_redirect_stdouts=False,
    )
    return celery_app


@functools.cache
def worker_app() -> App:
    """The App tasks use in this process, from the configuration the worker was started with."""
    # check_path=False: a worker machine need not have every configured compiler (routing sends it only
    # the work its compilers can do).
    return App(load_config(os.environ.get(CONFIG_ENV) or None, check_path=False))
