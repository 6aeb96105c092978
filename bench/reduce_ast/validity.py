"""Re-run the independent validity check on the final outputs already in bench/reduce_ast/results/.

One command:  .venv/bin/python bench/reduce_ast/validity.py
For every wrong-code case and tool with a result, prints and stores the verdict of
reportsmith.reducer.independent.independent_check (the other reference compiler with ASan+UBSan and MSan, the
compiler under test still failing the same way, frama-c EVA when installed).
"""

from __future__ import annotations

import json
import tempfile
import tomllib
from pathlib import Path

from reportsmith.reducer.independent import independent_check

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "bench" / "reduce"
RESULTS = Path(__file__).resolve().parent / "results"


def main() -> None:
    for case in sorted(CORPUS.iterdir()):
        meta = tomllib.loads((case / "case.toml").read_text())
        if meta.get("kind") != "wrong-code":
            continue
        for output in sorted(RESULTS.glob(f"*-{case.name}.out")):
            with tempfile.TemporaryDirectory(prefix="rs-validity-") as directory:
                verdict = independent_check(output.read_bytes(), meta, Path(directory))
            record_path = output.with_suffix(".json")
            record = json.loads(record_path.read_text()) if record_path.exists() else {}
            record["valid"] = verdict
            record["size"] = output.stat().st_size
            record_path.write_text(json.dumps(record, indent=1))
            print(output.name, json.dumps(verdict))


if __name__ == "__main__":
    main()
