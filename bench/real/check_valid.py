"""Are the reduced crashes of a `bench/real/run_all.py` store still valid? (bench/RESULTS.md, issue 14)

    .venv/bin/python bench/real/check_valid.py WORK_DIR

For each stored crash: the oracle's label (ice on valid/invalid), whether gcc-12 and clang-16 accept the
reduced test with ``-fsyntax-only`` in the test's language, and whether the reduce stage's re-check found the
same crash.
"""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

from reportsmith.common.process import Limits, run_limited, scratch_dir
from reportsmith.common.syntax_check import syntax_check_command
from reportsmith.store import Failure, Store
from sqlalchemy import select


def main() -> None:
    store = Store(f"sqlite:///{Path(sys.argv[1]) / 'data' / 'reportsmith.db'}")
    with store.transaction() as session:
        for failure in session.scalars(select(Failure).order_by(Failure.id)):
            if failure.verdict != "crash" or failure.reduced_bytes is None:
                continue
            said = []
            for reference in ("gcc-12", "clang-16"):
                with scratch_dir() as scratch:
                    (scratch.path / failure.test_name).write_bytes(failure.reduced_bytes)
                    check = syntax_check_command([reference], shlex.split(failure.flags))
                    command = [*check, failure.test_name]
                    result = run_limited(command, cwd=scratch.path, limits=Limits(timeout=60))
                said.append(f"{reference}: {'accepts' if result.ok else f'exit {result.returncode}'}")
            recheck = failure.reduction.recheck if failure.reduction else None
            print(failure.test_name, failure.details.get("ice_on"), "; ".join(said), "| same crash:",
                  recheck.same if recheck else None)  # fmt: skip


if __name__ == "__main__":
    main()
