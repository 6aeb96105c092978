"""Leases on SQLite and PostgreSQL: exclusive across threads and processes, a busy one names its holder, a
dead holder's lease is taken over (same machine: at once; another machine: after the heartbeats stop)."""

from __future__ import annotations

import datetime as dt
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from reportsmith.errors import LeaseBusy
from reportsmith.store import Store
from reportsmith.store.leases import (
    EXPIRES_AFTER_SECONDS,
    Lease,
    boot_id,
    hold,
    holder_of,
    leases,
    process_start,
)
from reportsmith.store.models import utcnow

EXAMPLES = Path(__file__).resolve().parents[2] / "config" / "examples"

HOLD_IN_A_CHILD = """
import sys, time
from reportsmith.store import Store
from reportsmith.store.leases import hold
store = Store(sys.argv[1])
with hold(store, "k", "a child holding k"):
    print("held", flush=True)
    time.sleep(600)
"""


def _child_holding(url: str) -> subprocess.Popen[str]:
    child = subprocess.Popen([sys.executable, "-c", HOLD_IN_A_CHILD, url], stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None and child.stdout.readline() == "held\n"
    return child


def test_one_holder_at_a_time_across_threads_and_a_process(store_url: str) -> None:
    """Eight threads, each with its own engine, do a read-modify-write under the lease while a child process
    holds it at first: no update is lost, and no two critical sections overlap."""
    store = Store(store_url)
    child = _child_holding(store_url)
    inside, overlaps, counter = [0], [], {"n": 0}
    guard = threading.Lock()

    def work() -> None:
        own = Store(store_url)
        for _ in range(5):
            with hold(own, "k", "a thread", wait=120):
                with guard:
                    inside[0] += 1
                    overlaps.append(inside[0])
                value = counter["n"]
                time.sleep(0.002)
                counter["n"] = value + 1
                with guard:
                    inside[0] -= 1
        own.close()

    threads = [threading.Thread(target=work) for _ in range(8)]
    for thread in threads:
        thread.start()
    time.sleep(0.5)
    assert counter["n"] == 0  # the child holds it: everyone waits
    child.send_signal(signal.SIGTERM)
    child.wait()
    for thread in threads:
        thread.join(120)
    assert counter["n"] == 40 and max(overlaps) == 1
    assert leases(store) == []


def test_a_busy_lease_names_its_holder_and_a_waiter_gets_it_when_released(store_url: str) -> None:
    store = Store(store_url)
    child = _child_holding(store_url)
    try:
        with pytest.raises(LeaseBusy) as busy:
            with hold(store, "k", "me", wait=0.3):
                pass
        message = str(busy.value)
        assert f"a child holding k on host {socket.gethostname()}, pid {child.pid}, since " in message
        assert busy.value.holder.pid == child.pid
        threading.Timer(0.5, child.terminate).start()
        with hold(store, "k", "me", wait=30):
            assert holder_of(store, "k").pid == os.getpid()
    finally:
        child.kill()
        child.wait()
    assert holder_of(store, "k") is None


def test_a_killed_holder_is_taken_over_at_once_even_before_it_is_reaped(store_url: str) -> None:
    store = Store(store_url)
    child = _child_holding(store_url)
    os.kill(child.pid, signal.SIGKILL)
    while process_start(child.pid) is not None:  # a zombie (killed, not reaped yet) counts as dead
        time.sleep(0.01)
    started = time.monotonic()
    with hold(store, "k", "me", wait=0):
        assert holder_of(store, "k").pid == os.getpid()
    assert time.monotonic() - started < 5
    child.wait()


def _foreign(store: Store, key: str, beat_age: float, **row: object) -> None:
    now = utcnow()
    values = dict(key=key, token="f" * 32, host="build-7", boot_id="other-boot", pid=4242, process_start="1",
                  purpose="a worker elsewhere", taken_at=now - dt.timedelta(hours=1),
                  heartbeat_at=now - dt.timedelta(seconds=beat_age))  # fmt: skip
    values.update(row)
    with store.transaction() as session:
        session.add(Lease(**values))


def test_a_lease_from_another_machine_holds_while_it_beats_and_expires_after(store_url: str) -> None:
    store = Store(store_url)
    _foreign(store, "k", beat_age=5)
    with pytest.raises(LeaseBusy, match="a worker elsewhere on host build-7, pid 4242, since "):
        with hold(store, "k", "me"):
            pass
    _foreign(store, "j", beat_age=EXPIRES_AFTER_SECONDS + 5)
    with hold(store, "j", "me"):
        assert holder_of(store, "j").host == socket.gethostname()


def test_a_pid_reused_by_another_process_is_not_the_holder(store_url: str) -> None:
    store = Store(store_url)
    # Our own machine and a live pid (this process), but another start time: the holder died and its pid
    # was given to someone else.
    _foreign(store, "k", beat_age=0, host=socket.gethostname(), boot_id=boot_id(), pid=os.getpid())
    with hold(store, "k", "me", wait=0):
        assert holder_of(store, "k").purpose == "me"


def test_a_thread_may_take_its_own_lease_again(store_url: str) -> None:
    store = Store(store_url)
    with hold(store, "k", "outer"):
        with hold(store, "k", "inner", wait=0):
            assert holder_of(store, "k").purpose == "outer"
        assert holder_of(store, "k") is not None  # the inner release does not give it back
    assert holder_of(store, "k") is None


def test_heartbeats_renew_a_held_lease(store_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    import reportsmith.store.leases as module

    monkeypatch.setattr(module, "HEARTBEAT_SECONDS", 0.05)
    store = Store(store_url)
    with hold(store, "k", "me"):
        first = holder_of(store, "k").heartbeat_at
        deadline = time.monotonic() + 10
        while holder_of(store, "k").heartbeat_at == first and time.monotonic() < deadline:
            time.sleep(0.05)
        assert holder_of(store, "k").heartbeat_at > first


def test_a_second_run_of_the_stages_waits_for_the_first(data_dir, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """`reportsmith run` while another run of the stages holds the store: it says whom it waits for, and runs
    its stages only once that one let go (serve's nightly and resume jobs, or a user, never reduce side by
    side)."""
    from reportsmith.app import App

    inbox = tmp_path / "inbox"
    inbox.mkdir()
    for suffix in (".c", ".toml"):
        (inbox / f"passing{suffix}").write_bytes((EXAMPLES / f"passing{suffix}").read_bytes())
    store = App.from_config_file().store
    with hold(store, "pipeline", "a nightly run elsewhere"):
        run = subprocess.Popen(
            [sys.executable, "-m", "reportsmith", "run", str(inbox)],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        )  # fmt: skip
        assert run.stdout is not None
        said = ""
        while "waiting for the stages run by" not in said:
            line = run.stdout.readline()
            assert line, f"run ended without waiting: {said}"
            said += line
        assert f"a nightly run elsewhere on host {socket.gethostname()}, pid {os.getpid()}" in said
        time.sleep(1)
        assert run.poll() is None  # still waiting
    out, _ = run.communicate(timeout=300)
    assert run.returncode == 0 and "everything stored" in out
    assert holder_of(store, "pipeline") is None
