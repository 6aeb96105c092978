"""``llvm-reduce``'s interestingness test:
``python -m reportsmith.bisect.llvm_ir.interesting SPEC CANDIDATE``.

``SPEC`` is the JSON file :func:`write_spec` wrote: the check (:mod:`.checks`), the file that keeps the
smallest interesting candidate seen so far (``best``) and a log with one byte per test (``+`` interesting,
``-`` not). Exit status 0 means interesting, as ``llvm-reduce --test`` expects.

The best file is what makes a budget, ``kill -9`` or Ctrl-C harmless: ``llvm-reduce`` writes its result only
at its end, but every candidate a test accepted is a valid reproducer, so the smallest is copied (under a
lock: ``llvm-reduce -j N`` runs tests in parallel) and the next session starts from it.
"""

from __future__ import annotations

import fcntl
import json
import os
import shutil
import sys
from pathlib import Path

from reportsmith.bisect.llvm_ir.checks import Check, check_from_json, check_to_json

_BITCODE_MAGIC = b"BC\xc0\xde"


def write_spec(path: Path, check: Check, best: Path, log: Path) -> None:
    spec = {"check": check_to_json(check), "best": str(best), "log": str(log)}
    path.write_text(json.dumps(spec, indent=1))


def record_best(candidate: Path, best: Path) -> bool:
    """Copy ``candidate`` over ``best`` when it is smaller (atomically, one writer at a time)."""
    if candidate.read_bytes()[:4] == _BITCODE_MAGIC:
        return False  # only textual IR is kept (the input is textual, so llvm-reduce's candidates are too)
    with open(best.with_suffix(".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if best.exists() and best.stat().st_size <= candidate.stat().st_size:
            return False
        partial = best.with_suffix(".partial")
        shutil.copyfile(candidate, partial)
        os.replace(partial, best)
        return True


def main(argv: list[str]) -> int:
    if len(argv) < 3:
        print(
            "usage: python -m reportsmith.bisect.llvm_ir.interesting SPEC.json CANDIDATE.ll", file=sys.stderr
        )
        return 2
    spec = json.loads(Path(argv[1]).read_text())
    candidate = Path(argv[-1])
    interesting = check_from_json(spec["check"]).holds(candidate)
    with open(spec["log"], "ab") as log:
        log.write(b"+" if interesting else b"-")
    if interesting:
        record_best(candidate, Path(spec["best"]))
    return 0 if interesting else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
