"""``reportsmith tame`` on 10,000 failures with the default distance: the whole command, wall clock.

Writes ``bench/tame/run.py``'s synthetic failures (power-law bug families; ~200-byte tests, ~100-byte compiler
outputs) as a folder of test files plus ``outputs/<name>.txt`` in a temporary folder, then times
``reportsmith tame --dir FOLDER`` (start-up, reading, ranking, printing) as a user runs it. Goal: < 60 s.

    .venv/bin/python bench/tame/tame10k.py [--n 10000] [--distance D] [--repeat 1]
"""

from __future__ import annotations

import argparse
import json
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from reportsmith.tamer.rank import AUTO  # noqa: E402
from run import synthetic  # noqa: E402

REPORTSMITH = Path(sys.executable).parent / "reportsmith"


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--n", type=int, default=10_000)
    parser.add_argument("--distance", default=AUTO, help="default: the one the tamer chooses")
    parser.add_argument("--repeat", type=int, default=1)
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="tame10k-") as folder:
        root = Path(folder)
        (root / "outputs").mkdir()
        for failure in synthetic(arguments.n):
            (root / f"t{failure.id}.c").write_text(failure.test)
            (root / "outputs" / f"t{failure.id}.c.txt").write_text(failure.output)
        for _ in range(arguments.repeat):
            started = time.perf_counter()
            done = subprocess.run(
                [str(REPORTSMITH), "tame", "--dir", folder, "--distance", arguments.distance, "--top", "3"],
                capture_output=True,
                text=True,
            )
            seconds = time.perf_counter() - started
            if done.returncode != 0:
                print(done.stderr, file=sys.stderr)
                return 1
            stamp = time.strftime("%Y-%m-%d %H:%M")
            row = {"n": arguments.n, "distance": arguments.distance, "seconds": round(seconds, 1)}
            print(json.dumps({**row, "machine": platform.node(), "date": stamp}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
