"""kill -9 of ``reportsmith serve`` in the middle of a reduction (issue 12): after a restart the failure's
reduction finishes, continued from the best-so-far the killed one stored, not restarted from the original.

serve runs the nightly job at once (``--run-now nightly``: no fuzzing in this config, so the pipeline on the
inbox), which reduces a real pcc crash under a slow compiler wrapper (``foundation.slow_crash``). Two kills:
of serve's whole process group (serve and the job's child together, as when the machine goes down), and of
serve alone (its job's child must not go on reducing as an orphan: it is interrupted, saves its best and
exits). Restarted *without* ``--run-now``, serve itself continues the reduction that was cut short.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from foundation.slow_crash import environment, slow_crash_config
from reportsmith.app import App
from reportsmith.config import load_config
from reportsmith.store import Failure
from reportsmith.store.failures import list_failures
from web.served import stop, wait_for


def _serve(config: Path, data: Path, *extra: str) -> subprocess.Popen[bytes]:
    argv = [sys.executable, "-m", "reportsmith", "serve", "--config", str(config), "--no-web", *extra]
    return subprocess.Popen(
        argv, env=environment(data), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True
    )


def _failure(app: App) -> Failure | None:
    failures = list_failures(app.store)
    return failures[0] if failures else None


@pytest.mark.parametrize("killed", ["group", "serve-only"])
def test_kill_9_of_serve_mid_reduction_then_restart_finishes_from_the_stored_best(
    tmp_path: Path, data_dir: Path, killed: str
) -> None:
    config = slow_crash_config(tmp_path)
    app = App(load_config(config))
    process = _serve(config, data_dir, "--run-now", "nightly")
    try:
        wait_for(lambda: (f := _failure(app)) is not None and bool(f.reduced_bytes), "a stored best", process,
                 timeout=300)  # fmt: skip
    finally:
        if killed == "group":
            os.killpg(process.pid, signal.SIGKILL)  # serve and the nightly job's child: the machine went down
        else:
            process.send_signal(signal.SIGKILL)
        process.wait(timeout=30)
    if killed == "serve-only":  # the orphaned job is interrupted: it stores its best as final and exits

        def stored_final() -> bool:
            cut_short = _failure(app)
            return cut_short is not None and cut_short.reduction is not None and cut_short.reduction.final

        wait_for(stored_final, "the orphaned job stored its best", None, timeout=60)
        wait_for(lambda: not _group_alive(process.pid), "the orphaned job exited", None, timeout=30)
    cut = _failure(app)
    assert cut is not None and cut.reduction is not None and not cut.reduction.complete
    best = cut.reduced_bytes
    assert best is not None and len(best) < len(cut.test_bytes)
    process = _serve(config, data_dir)  # no --run-now: serve continues cut-short reductions by itself
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


def _group_alive(group: int) -> bool:
    try:
        os.killpg(group, 0)  # signal 0: is anything of the group left?
    except ProcessLookupError:
        return False
    return True
