"""kill -9 of ``reportsmith serve`` in the middle of a reduction (issue 12): after a restart the failure's
reduction finishes, continued from the best-so-far the killed one stored, not restarted from the original.

serve runs the nightly job at once (``--run-now nightly``: no fuzzing in this config, so the pipeline on the
inbox), which reduces a real pcc crash under a slow compiler wrapper (``foundation.slow_crash``). The kill
is of serve's whole process group, serve and the job's child process together, as when the machine goes
down: nothing is left running to finish the work behind the test's back.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from foundation.slow_crash import environment, slow_crash_config
from reportsmith.app import App
from reportsmith.config import load_config
from reportsmith.store import Failure
from reportsmith.store.failures import list_failures
from web.served import stop, wait_for


def _serve(config: Path, data: Path) -> subprocess.Popen[bytes]:
    argv = [sys.executable, "-m", "reportsmith", "serve", "--config", str(config), "--no-web"]
    return subprocess.Popen(
        [*argv, "--run-now", "nightly"], env=environment(data), stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT, start_new_session=True,
    )  # fmt: skip


def _failure(app: App) -> Failure | None:
    failures = list_failures(app.store)
    return failures[0] if failures else None


def test_kill_9_of_serve_mid_reduction_then_restart_finishes_from_the_stored_best(
    tmp_path: Path, data_dir: Path
) -> None:
    config = slow_crash_config(tmp_path)
    app = App(load_config(config))
    process = _serve(config, data_dir)
    try:
        wait_for(lambda: (f := _failure(app)) is not None and bool(f.reduced_bytes), "a stored best", process,
                 timeout=300)  # fmt: skip
    finally:
        os.killpg(process.pid, signal.SIGKILL)  # serve and the nightly job's child: the machine went down
        process.wait(timeout=30)
    cut = _failure(app)
    assert cut is not None and cut.reduction is not None and not cut.reduction.complete
    best = cut.reduced_bytes
    assert best is not None and len(best) < len(cut.test_bytes)
    process = _serve(config, data_dir)
    try:
        wait_for(
            lambda: (f := _failure(app)) is not None and f.reduction is not None and f.reduction.complete,
            "the reduction to finish after the restart", process, timeout=600,
        )  # fmt: skip
    finally:
        assert stop(process) == 0
    done = _failure(app)
    assert done is not None and done.reduction is not None
    assert (done.reduction.sessions, done.reduction.resumed_from) == (2, len(best))
    assert done.reduced_bytes is not None and len(done.reduced_bytes) <= len(best)
    assert done.reduction.recheck is not None and done.reduction.recheck.same  # still pcc's crash
    assert len(list_failures(app.store)) == 1  # the inbox was not ingested twice
