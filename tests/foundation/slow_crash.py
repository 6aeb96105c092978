"""A stored crash whose reduction takes long enough to be cut short on purpose, for kill and Ctrl-C tests.

The failure is the bundled pcc crash (``config/examples/pcc-crash-label.c``, 2,222 bytes) under a compiler
``slowpcc``: a wrapper that waits 0.3 s and runs Debian's pcc. Every test of the reducer then costs at least
0.3 s, so a full reduction takes minutes (hundreds of tests on 2 jobs) while the first improvement is
saved within seconds: a test that stops the reduction after the first save stops it mid-way, not after
the end, whatever the machine's load.
"""

from __future__ import annotations

import os
import shutil
import stat
from pathlib import Path

from reportsmith.config import default_config_path

EXAMPLES = Path(__file__).resolve().parents[2] / "config" / "examples"


def slow_crash_config(tmp_path: Path, *, max_seconds: float = 300.0, cron: str = "0 1 * * *") -> Path:
    """A config (the default one, edited) with ``slowpcc`` under test, an inbox holding the pcc crash for
    it, no fuzzing in the nightly job, 2 reduce jobs and ``max_seconds`` per reduction."""
    wrapper = tmp_path / "slowpcc"
    wrapper.write_text('#!/bin/sh\nsleep 0.3\nexec pcc "$@"\n')
    wrapper.chmod(wrapper.stat().st_mode | stat.S_IXUSR)
    inbox = tmp_path / "inbox"
    inbox.mkdir(exist_ok=True)
    shutil.copy(EXAMPLES / "pcc-crash-label.c", inbox / "slow-crash.c")
    (inbox / "slow-crash.toml").write_text('compiler = "slowpcc"\nflags = "-c -w"\nexpect = "crash"\n')
    text = default_config_path().read_text()
    for old, new in (
        ("[[compilers]]", f'[[compilers]]\nname = "slowpcc"\ncommand = "{wrapper}"\nflag_sets = ["-w"]\n\n'
         "[[compilers]]"),
        ('folders = ["examples"]', f'folders = ["{inbox}"]'),
        ("jobs = 0\nmax_seconds = 300.0", f"jobs = 2\nmax_seconds = {max_seconds}"),
        ("fuzz_minutes = 360.0", "fuzz_minutes = 0.0"),
        ('cron = "0 1 * * *"', f'cron = "{cron}"'),
    ):  # fmt: skip
        assert old in text, f"the default config changed: {old!r} not found"
        text = text.replace(old, new, 1)
    config = tmp_path / "slow.toml"
    config.write_text(text)
    return config


def environment(data: Path) -> dict[str, str]:
    """The environment of a reportsmith child process using the store in ``data``."""
    env = {**os.environ, "REPORTSMITH_DATA": str(data)}
    env.pop("REPORTSMITH_CONFIG", None)
    return env
