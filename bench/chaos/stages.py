"""What ``serve`` is doing right now, read from outside: its process tree and the store's leases.

A job runs in a child (``reportsmith schedule --run-job JOB``); the commands it starts run in scratch folders
whose names say the stage (``reportsmith-reduce-*``, ``reportsmith-bisect-*``, ``reportsmith-oracle-*``...),
and drafting asks each compiler its version. Tracker writes hold leases (``file:*``, ``poll:*``,
``verify:*``, ``reply:*``). The stage names are the issue's: fuzz, ingest, reduce, tame, bisect, draft, poll,
verify, file.
"""

from __future__ import annotations

import os
from pathlib import Path

import sqlalchemy as sa

STAGES = ("fuzz", "ingest", "reduce", "tame", "bisect", "draft", "poll", "verify", "file")
#: Scratch-folder prefixes (the cwd of a command a stage runs) -> stage.
SCRATCH = {
    "reportsmith-reduce-": "reduce", "reportsmith-wrong-code-": "reduce", "reportsmith-ast-": "reduce",
    "reportsmith-values-": "reduce", "reportsmith-backtrace-": "reduce", "reportsmith-gcov-": "reduce",
    "reportsmith-ifs-": "reduce", "reportsmith-bisect-": "bisect", "reportsmith-passes-": "bisect",
    "reportsmith-cc1-": "draft", "reportsmith-cpp-": "draft", "reportsmith-tame-coverage-": "tame",
}  # fmt: skip
LEASES = {"file": "file", "poll": "poll", "verify": "verify", "reply": "poll"}


def _stat(pid: int) -> list[str] | None:
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return text[text.rindex(")") + 2 :].split()


def alive(pid: int) -> bool:
    fields = _stat(pid)
    return fields is not None and fields[0] not in ("Z", "X")


def _parents() -> dict[int, int]:
    parents = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            fields = _stat(int(entry))
            if fields is not None:
                parents[int(entry)] = int(fields[1])
    return parents


def tree(root: int) -> dict[int, int]:
    """Every process below ``root`` (children, their children...), with its parent."""
    parents = _parents()
    children: dict[int, list[int]] = {}
    for pid, parent in parents.items():
        children.setdefault(parent, []).append(pid)
    found, todo = {}, [root]
    while todo:
        parent = todo.pop()
        for child in children.get(parent, []):
            found[child] = parent
            todo.append(child)
    return found


def descendants(root: int) -> list[int]:
    return list(tree(root))


def _cmdline(pid: int) -> list[str]:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().decode(errors="replace").split("\0")
    except OSError:
        return []


def _cwd(pid: int) -> str:
    try:
        return os.readlink(f"/proc/{pid}/cwd")
    except OSError:
        return ""


def _job(pid: int, below: dict[int, int], jobs: dict[int, str]) -> str:
    """The job (``--run-job`` child) ``pid`` works for ("" when none)."""
    while pid in below:
        if pid in jobs:
            return jobs[pid]
        pid = below[pid]
    return ""


def process_stages(serve_pid: int) -> set[str]:
    """The stages the process tree below ``serve_pid`` shows."""
    below = tree(serve_pid)
    argvs = {pid: _cmdline(pid) for pid in below}
    jobs = {pid: argv[argv.index("--run-job") + 1] for pid, argv in argvs.items()
            if "--run-job" in argv[:-1]}  # fmt: skip
    stages = {job for job in jobs.values() if job in ("ingest", "poll", "verify")}
    for pid, argv in argvs.items():
        if pid in jobs:
            continue
        folder = Path(_cwd(pid)).name
        stages |= {stage for prefix, stage in SCRATCH.items() if folder.startswith(prefix)}
        if argv and Path(argv[0]).name == "csmith":
            stages.add("fuzz")
        if "--version" in argv or "-dumpfullversion" in argv:
            stages.add("draft")  # drafting names each compiler's version
        if folder.startswith("reportsmith-oracle-"):
            stages.add("ingest" if _job(pid, below, jobs) == "ingest" else "fuzz")
    return stages


def lease_stages(engine: sa.Engine, pids: set[int]) -> set[str]:
    """The stages of the leases held by ``pids``."""
    with engine.connect() as connection:
        rows = connection.execute(sa.text("SELECT key, pid FROM leases")).all()
    kinds = {key.split(":")[0] for key, pid in rows if pid in pids}
    return {LEASES[kind] for kind in kinds if kind in LEASES}


def now(serve_pid: int, engine: sa.Engine) -> set[str]:
    """What serve (its page included) and its jobs are doing."""
    pids = {serve_pid, *descendants(serve_pid)}
    return process_stages(serve_pid) | lease_stages(engine, pids)
