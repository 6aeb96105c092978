"""bench/campaign: a fixed CPU budget per generator (Csmith with swarm, arith, loops), against the older
releases and against today's, then every failure through the bot.

    .venv/bin/python bench/campaign/run.py --cpu-minutes 60 [--sets old,today]
        [--generators csmith,arith,loops] [--jobs 2] [--first-seed 1] [--out bench/out/campaign] [--no-bot]

Compiler sets: ``old`` = clang-13, 14, 15, 16 and gcc-11, 12 at -O3 (releases with known bugs); ``today``
= clang-22 at -O1, -O2, -O3, -Os and gcc-12 at -O2, -O3. References: the bundled configuration's (gcc and
clang-16 at -O0). Each (set, generator) runs ``reportsmith.fuzz.Campaign`` in this process, in chunks of
seeds, until this process and its finished children have used ``--cpu-minutes`` of CPU (user + system
from getrusage: CPU time, not wall time, so a loaded machine lowers the wall rate but not the budget). Each
run has its own store under OUT/SET-GENERATOR/data and its own configuration (the bundled one with the
set's [[compilers]]), and then ``reportsmith run`` carries its failures through reduce, tame, bisect and
draft. Prints a Markdown block for bench/RESULTS.md; the tracker-lookup column is left for a person.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import resource
import subprocess
import sys
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from reportsmith.app import App
from reportsmith.common import process
from reportsmith.config import load_config
from reportsmith.fuzz import Campaign
from reportsmith.store.failures import list_failures

ROOT = Path(__file__).resolve().parents[2]
SETS = {
    "old": [
        (name, ["-O3 -w"]) for name in ("clang-13", "clang-14", "clang-15", "clang-16", "gcc-11", "gcc-12")
    ],
    "today": [("clang-22", ["-O1 -w", "-O2 -w", "-O3 -w", "-Os -w"]), ("gcc-12", ["-O2 -w", "-O3 -w"])],
}
GENERATORS = ("csmith", "arith", "loops")
#: The releases installed here (.ci/setup), oldest first: every failure is bisected over its family.
CLANGS = ("clang-13", "clang-14", "clang-15", "clang-16", "clang-19", "clang-22")
GCCS = ("gcc-11", "gcc-12")


@dataclass
class Timing:
    """Seconds (wall, summed over threads) spent generating, compiling and running programs."""

    generate: float = 0.0
    compile: float = 0.0
    run: float = 0.0
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, what: str, seconds: float) -> None:
        with self.lock:
            setattr(self, what, getattr(self, what) + seconds)

    def split(self) -> str:
        total = self.generate + self.compile + self.run or 1.0
        return " / ".join(f"{100 * getattr(self, k) / total:.0f}%" for k in ("generate", "compile", "run"))


@dataclass
class Record:
    compilers: str
    generator: str
    programs: int = 0
    cpu: float = 0.0
    wall: float = 0.0
    timing: Timing = field(default_factory=Timing)
    verdicts: Counter[str] = field(default_factory=Counter)
    stored: Counter[str] = field(default_factory=Counter)
    duplicates: int = 0


def cpu_seconds() -> float:
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def timed_commands(timing: Timing) -> None:
    """Count every subprocess's wall time as compiling or running (generating is timed around generate)."""
    original = process.run_limited

    def run_limited(command: Any, **options: Any) -> process.RunResult:
        result = original(command, **options)
        first = Path(command[0] if not isinstance(command, str) else command.split()[0]).name
        if first != "csmith":
            timing.add("run" if first.endswith(".out") else "compile", result.duration)
        return result

    import reportsmith.common.probe as probe
    import reportsmith.fuzzers.arith_oracle as arith_oracle
    import reportsmith.fuzzers.loops as loops

    for module in (probe, arith_oracle, loops):
        module.run_limited = run_limited  # type: ignore[attr-defined]


def config_for(folder: Path) -> Path:
    """The bundled configuration with every release installed here as [[compilers]] (the campaign picks its
    set's builds) and bisected over its siblings, and no inbox folder, written into ``folder``."""
    kept, skipping = [], False
    for line in (ROOT / "config" / "reportsmith.toml").read_text().splitlines():
        if line.strip() in ("[[compilers]]", "[[bisect.releases]]"):
            skipping = True
        elif skipping and not line.strip():
            skipping = False
        if not skipping:
            kept.append(line)
    text = "\n".join(kept).replace('folders = ["examples"]', "folders = []") + "\n"
    flags = {name: sorted({f for _, builds in SETS.items() for n, fs in builds if n == name for f in fs})
             for name in CLANGS + GCCS}  # fmt: skip
    for name in CLANGS + GCCS:
        flag_sets = json.dumps(flags[name] or ["-O2 -w"])
        text += f'\n[[compilers]]\nname = "{name}"\ncommand = "{name}"\nflag_sets = {flag_sets}\n'
    for family in (CLANGS, GCCS):
        for name in family:
            text += f'\n[[bisect.releases]]\ncompiler = "{name}"\nreleases = {json.dumps(list(family))}\n'
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "config.toml").write_text(text)
    return folder / "config.toml"


def campaign(record: Record, config: Path, data: Path, budget: float, jobs: int, seed: int) -> None:
    app = _app(config, data)
    fuzz = Campaign(app, record.generator)
    wanted = {(name, flags) for name, flag_sets in SETS[record.compilers] for flags in flag_sets}
    fuzz.builds = [build for build in fuzz.builds if (build.name, " ".join(build.flags)) in wanted]
    assert len(fuzz.builds) == len(wanted), (fuzz.builds, wanted)
    generate, judge = fuzz.generator.generate, fuzz.generator.judge_all

    def timed_generate(number: int) -> Any:
        started = time.monotonic()
        try:
            return generate(number)
        finally:
            record.timing.add("generate", time.monotonic() - started)

    def counted_judge(program: Any, builds: Any) -> list[Any]:
        judgements = judge(program, builds)
        for judgement in judgements:
            dropped = " (not built)" if "was not built" in judgement.reason else ""
            record.verdicts[f"{judgement.verdict}{dropped}"] += 1
        return judgements

    fuzz.generator.generate, fuzz.generator.judge_all = timed_generate, counted_judge  # type: ignore[method-assign]
    started_cpu, started = cpu_seconds(), time.monotonic()
    while cpu_seconds() - started_cpu < budget:
        stats = fuzz.run(programs=2 * jobs, jobs=jobs, first_seed=seed)
        seed += 2 * jobs
        record.programs += stats.programs
        record.stored.update(stats.failures)
        record.duplicates += stats.duplicates
    record.cpu, record.wall = cpu_seconds() - started_cpu, time.monotonic() - started


def carry_through_bot(config: Path, data: Path, log: Path, wall_limit: float) -> str:
    """``reportsmith run`` on the store (reduce, tame, bisect, draft); the last lines it printed."""
    env = {**os.environ, "REPORTSMITH_DATA": str(data)}
    command = [str(ROOT / ".venv" / "bin" / "reportsmith"), "run", "--config", str(config)]
    try:
        done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=wall_limit)
        log.write_text(done.stdout + done.stderr)
        return f"exit {done.returncode}"
    except subprocess.TimeoutExpired as expired:
        log.write_text(f"{expired.stdout or ''}{expired.stderr or ''}")
        return f"stopped after {wall_limit:.0f} s"


def failures_table(config: Path, data: Path) -> list[str]:
    rows = []
    for failure in list_failures(_app(config, data).store):
        if failure.details.not_a_compiler_bug:
            continue
        size = f"{len(failure.test_bytes)}"
        if failure.reduced_bytes is not None:
            size = f"{len(failure.test_bytes)} -> {len(failure.reduced_bytes)}"
        found = failure.bisection
        evidence = f"{found.summary} {found.guilty_pass}".strip() if found is not None else ""
        rows.append(
            f"| #{failure.id} | {failure.compiler} {' '.join(failure.flags)} | {failure.verdict} | "
            f"`{failure.signature}` | {failure.status} | {size} | {evidence} | |"
        )
    return rows


def _app(config: Path, data: Path) -> App:
    return App(dataclasses.replace(load_config(config), data_dir=str(data)))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cpu-minutes", type=float, default=60.0, help="CPU budget per generator and set")
    parser.add_argument("--sets", default="old,today")
    parser.add_argument("--generators", default=",".join(GENERATORS))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "out" / "campaign")
    parser.add_argument("--no-bot", action="store_true", help="skip `reportsmith run` on the stores")
    parser.add_argument(
        "--bot-minutes", type=float, default=30.0, help="wall limit of each `reportsmith run`"
    )
    arguments = parser.parse_args()
    records: list[tuple[Record, Path, Path]] = []
    for set_name in arguments.sets.split(","):
        for generator in arguments.generators.split(","):
            record = Record(set_name, generator)
            timed_commands(record.timing)
            folder = arguments.out / f"{set_name}-{generator}"
            config = config_for(folder)
            campaign(
                record,
                config,
                folder / "data",
                arguments.cpu_minutes * 60,
                arguments.jobs,
                arguments.first_seed,
            )
            print(
                f"campaign: {set_name} {generator}: {record.programs} programs, {record.cpu:.0f} CPU s, "
                f"{record.wall:.0f} s wall, stored {dict(record.stored)}",
                file=sys.stderr,
                flush=True,
            )
            records.append((record, config, folder))
    report(records, arguments)
    return 0


def report(records: list[tuple[Record, Path, Path]], arguments: argparse.Namespace) -> None:
    load = Path("/proc/loadavg").read_text().split()[:3]
    print(
        f"### campaign, {time.strftime('%Y-%m-%d %H:%M', time.gmtime())} UTC: {arguments.cpu_minutes:g} "
        f"CPU-minutes per generator and set, --jobs {arguments.jobs}, "
        f"load average at the end {' '.join(load)}\n"
    )
    print(
        "| set | generator | programs | CPU s | wall s | programs/CPU-s | generate / compile / run | "
        "verdicts (every build) | stored new | duplicates |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|")
    for record, _, _ in records:
        verdicts = ", ".join(f"{k} {v}" for k, v in sorted(record.verdicts.items()))
        stored = ", ".join(f"{k} {v}" for k, v in sorted(record.stored.items())) or "none"
        print(
            f"| {record.compilers} | {record.generator} | {record.programs} | {record.cpu:.0f} | "
            f"{record.wall:.0f} | {record.programs / max(record.cpu, 1e-9):.3f} | {record.timing.split()} | "
            f"{verdicts} | {stored} | {record.duplicates} |"
        )
    print("\nFailures (hangs of programs the references cannot finish left out), after `reportsmith run`:\n")
    print(
        "| set-generator | failure | build | verdict | signature | status | bytes | range / pass | tracker |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    for record, config, folder in records:
        rows = failures_table(config, folder / "data")
        if rows and not arguments.no_bot:
            outcome = carry_through_bot(
                config, folder / "data", folder / "bot.log", arguments.bot_minutes * 60
            )
            print(
                f"<!-- {record.compilers}-{record.generator}: reportsmith run: {outcome} -->", file=sys.stderr
            )
            rows = failures_table(config, folder / "data")
        for row in rows:
            print(f"| {record.compilers}-{record.generator} {row}")


if __name__ == "__main__":
    sys.exit(main())
