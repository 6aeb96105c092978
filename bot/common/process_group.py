"""A running command's process group: its resident memory, measured cheaply enough to poll, and stopping
the whole group. :func:`reportsmith.common.process.run_limited` runs every command in a group of its own
and uses both: memory is bounded by what the *group* holds (a compiler driver and its cc1/as/ld, a script
and everything it forks), and a timeout or the limit stops every member, not just the leader.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
from collections.abc import Iterable

#: Seconds between SIGTERM and SIGKILL when a process group is stopped.
KILL_GRACE_SECONDS = 0.5
_PAGE_BYTES = os.sysconf("SC_PAGE_SIZE")


def stat_fields(pid: int | str) -> list[bytes] | None:
    """The fields of ``/proc/<pid>/stat`` after the command name (state first: field 3 of proc(5) is
    ``[0]``), or None when there is no such process; another OSError (no /proc, not allowed to read it)
    is raised, for the caller to decide what an unreadable process means."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as stat_file:
            line = stat_file.read()
    except FileNotFoundError:
        return None
    fields = line[line.rfind(b")") + 2 :].split()  # the command name may hold spaces and parentheses
    return fields if len(fields) > 21 else None


def group_rss_bytes(group: int, pids: Iterable[int | str] | None = None) -> tuple[int, set[int]]:
    """The summed resident size of process group ``group``'s live members and those members.

    Looks at ``pids`` (default: every process in /proc). Field 3 after the name is the group, field 22 the
    RSS in pages; zombies hold no memory and report 0.
    """
    if pids is None:
        pids = (name for name in os.listdir("/proc") if name.isdigit())
    total, members = 0, set()
    for pid in pids:
        try:
            fields = stat_fields(pid)
        except OSError:  # the process ended meanwhile
            continue
        if fields is not None and int(fields[2]) == group:
            total += int(fields[21]) * _PAGE_BYTES
            members.add(int(pid))
    return total, members


def _children(pid: int) -> list[int]:
    found: list[int] = []
    with contextlib.suppress(OSError):
        for task in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{task}/children", "rb") as children:
                found.extend(int(child) for child in children.read().split())
    return found


class GroupMemory:
    """Resident memory of a process group, measured cheaply enough to poll.

    A full /proc scan costs ~50 µs per process on the machine; most polls instead walk the group's known
    members and their children (``/proc/<pid>/task/*/children``), a few reads for a compiler driver and its
    cc1/as/ld. Every ``FULL_SCAN_EVERY``-th poll scans /proc to find members whose parent died (orphans
    are re-parented outside the group's tree but stay in the group).
    """

    FULL_SCAN_EVERY = 20

    def __init__(self, group: int) -> None:
        self.group, self.members, self.polls = group, {group}, 0

    def measure(self) -> int:
        self.polls += 1
        if self.polls % self.FULL_SCAN_EVERY == 0:
            total, self.members = group_rss_bytes(self.group)
            return total
        seen, todo = set(), list(self.members)
        while todo:
            pid = todo.pop()
            if pid not in seen:
                seen.add(pid)
                todo.extend(_children(pid))
        total, self.members = group_rss_bytes(self.group, seen)
        return total


def kill_group(pid: int, proc: subprocess.Popen[bytes] | None = None) -> None:
    """Stop a whole process group: TERM, a grace period for the leader ``proc`` to exit, then KILL.

    We never poll the group for emptiness: orphaned members that died become zombies which PID 1 may never
    reap in a container, and they would count as members forever. Never raises.
    """
    try:
        os.killpg(pid, signal.SIGTERM)
    except (ProcessLookupError, PermissionError):
        return
    if proc is not None and proc.poll() is None:
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(timeout=KILL_GRACE_SECONDS)
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pid, signal.SIGKILL)
