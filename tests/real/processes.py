"""Processes a test left running: what a killed or stopped run must not leave behind."""

from __future__ import annotations

import os
import time
from pathlib import Path


def running_in(folder: Path) -> list[str]:
    """Processes whose working directory is in ``folder`` (zombies aside), as "pid state command"."""
    found = []
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and os.readlink(entry / "cwd").startswith(str(folder)):
                state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
                command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
                if state != "Z":
                    found.append(f"{entry.name} {state} {command}")
        except OSError:
            continue
    return found


def left_behind(folder: Path, within: float = 5.0) -> list[str]:
    """The processes in ``folder`` still there after ``within`` seconds (a killed process may take a moment
    to be torn down by the kernel)."""
    deadline = time.monotonic() + within
    while (found := running_in(folder)) and time.monotonic() < deadline:
        time.sleep(0.1)
    return found
