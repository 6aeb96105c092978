"""bench/arith/campaign.py: the arithmetic generator and Csmith side by side, in the same run.

Two campaigns run at the same time over the same builds (bench/arith/config.toml: gcc-11, gcc-12,
clang-14/15/16 at -O2 and -O3, tcc, pcc), one thread each, so they share the machine and its load; each has
its own store in a temporary data folder (or --data DIR). Prints a Markdown block for bench/RESULTS.md:
programs and operations per second, failures by kind and by compiler, and each failure's signature.

    .venv/bin/python bench/arith/campaign.py --minutes 30 [--seed 1] [--data DIR]
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import tempfile
import threading
from collections import Counter
from pathlib import Path

from reportsmith.app import App
from reportsmith.config import load_config
from reportsmith.fuzz import Campaign, CampaignStats
from reportsmith.store.failures import list_failures

HERE = Path(__file__).resolve().parent


Results = dict[str, tuple[CampaignStats, App]]


def run_one(name: str, data: Path, minutes: float, seed: int, results: Results) -> None:
    app = App(dataclasses.replace(load_config(HERE / "config.toml"), data_dir=str(data)))
    campaign = Campaign(app, name)
    stats = campaign.run(minutes=minutes, jobs=1, first_seed=seed)
    results[name] = (stats, app)


def describe(name: str, stats: CampaignStats, app: App) -> list[str]:
    failures = list_failures(app.store)
    # The differential oracle stores programs that even the references cannot finish as hangs marked
    # not_a_compiler_bug (Csmith writes long-running programs); they are counted apart.
    by_kind = Counter(
        "hang (program, not compiler)" if (f.details or {}).get("not_a_compiler_bug") else str(f.verdict)
        for f in failures
    )
    by_compiler = Counter(f"{f.compiler} {f.flags}".strip() for f in failures)
    lines = [
        f"| {name} | {stats.programs} | {stats.elapsed:.0f} | {stats.rate:.3f} | "
        f"{stats.operations / stats.elapsed:.0f} | {stats.skipped} | "
        f"{', '.join(f'{k} {v}' for k, v in sorted(by_kind.items())) or 'none'} | "
        f"{', '.join(f'{k}: {v}' for k, v in sorted(by_compiler.items())) or 'none'} |"
    ]
    real = [f for f in failures if not (f.details or {}).get("not_a_compiler_bug")]
    endless = sorted({f.test_name for f in failures} - {f.test_name for f in real})
    if endless:
        lines.append(f"  - {name}: {len(endless)} programs run past the run limit with the references too: "
                     f"{', '.join(endless)}")  # fmt: skip
    return lines + [f"  - {name} #{f.id}: `{f.signature}` ({f.test_name})" for f in real]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=30.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--data", type=Path, help="keep the stores here (default: a temporary folder)")
    arguments = parser.parse_args()
    base = arguments.data or Path(tempfile.mkdtemp(prefix="bench-arith-"))
    load = os.getloadavg()[0]
    results: Results = {}
    threads = []
    for name in ("arith", "csmith"):
        thread = threading.Thread(target=run_one, args=(name, base / name, arguments.minutes, arguments.seed,
                                                        results))  # fmt: skip
        thread.start()
        threads.append(thread)
    for thread in threads:
        thread.join()
    print(
        f"### {os.uname().nodename}: {os.cpu_count()} cores, load {load:.1f} at start, "
        f"{os.getloadavg()[0]:.1f} at end; {arguments.minutes:g} min each, side by side, one job each"
    )
    print()
    print(
        "| generator | programs | seconds | programs/s | operations/s | skipped | failures by kind | "
        "failures by build |"
    )
    print("|---|---|---|---|---|---|---|---|")
    details: list[str] = []
    for name in ("arith", "csmith"):
        if name not in results:
            print(f"| {name} | (did not finish: see the error above) |")
            continue
        row, *signatures = describe(name, *results[name])
        print(row)
        details += signatures
    print()
    print("\n".join(details) or "no failures")
    print(f"\nstores: {base}")


if __name__ == "__main__":
    main()
