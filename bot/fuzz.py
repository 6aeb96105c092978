"""The Csmith campaign: generate programs, judge each with every build under test, store the failures.

Work is spread over ``jobs`` threads; each thread's work is subprocesses (csmith, compilers, programs), so
threads are enough. Only the calling thread writes to the store, one transaction per failure, so a Ctrl-C or
``kill -9`` loses at most the programs in flight, never a stored failure. A failure already stored (same test
text, compiler and flags) is counted as a duplicate and not stored again.

A failing Csmith program is stored self-contained, as ingest stores one (:mod:`reportsmith.self_contained`):
Csmith's headers inlined and the campaign's ``-I`` flag dropped, judged again that way and kept only when it
still fails the same way (else stored as generated, and its details say why).
"""

from __future__ import annotations

import concurrent.futures
import os
import random
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path

from reportsmith.app import App
from reportsmith.common.kinds import FailureKind
from reportsmith.common.process import Limits, run_limited, split_command
from reportsmith.errors import CampaignError, GeneratorError
from reportsmith.fuzzers.arith import ArithGenerator
from reportsmith.fuzzers.base import GENERATORS, Generator, Program
from reportsmith.fuzzers.csmith import CsmithGenerator
from reportsmith.fuzzers.loops import LoopsGenerator
from reportsmith.oracle import Build, Judgement, Oracle
from reportsmith.self_contained import Inlining, inline_headers, opened_headers, without_dir_flags
from reportsmith.store.details import SelfContained
from reportsmith.store.failures import record_failure
from reportsmith.store.models import EventKind

CSMITH_TIMEOUT = 30.0
#: Csmith features that swarm testing leaves out at random, each with probability 1/2 per program
#: (Groce et al., "Swarm testing", ISSTA 2012: programs that omit features reach more, and other, bugs
#: than programs that all use everything). Never --no-safe-math or --packed-struct: those change validity.
SWARM_FEATURES = (
    "arrays", "bitfields", "comma-operators", "compound-assignment", "consts", "divs", "embedded-assigns",
    "jumps", "longlong", "int8", "uint8", "math64", "inline-function", "muls", "pointers", "structs",
    "unions", "volatiles", "volatile-pointers", "const-pointers", "global-variables", "builtins", "argc",
    "pre-incr-operator", "pre-decr-operator", "post-incr-operator", "post-decr-operator",
    "unary-plus-operator",
)  # fmt: skip
#: Csmith output over this size is skipped (it is rare, and such programs are slow to judge).
CSMITH_MAX_BYTES = 8 << 20


@dataclass
class CampaignStats:
    programs: int = 0
    #: Arithmetic operations in the programs judged (0 for generators that do not count them).
    operations: int = 0
    skipped: int = 0
    duplicates: int = 0
    failures: Counter[str] = field(default_factory=Counter)
    started: float = field(default_factory=time.monotonic)

    @property
    def elapsed(self) -> float:
        return time.monotonic() - self.started

    @property
    def rate(self) -> float:
        return self.programs / self.elapsed if self.elapsed > 0 else 0.0

    def describe(self) -> str:
        found = ", ".join(f"{count} {kind}" for kind, count in sorted(self.failures.items())) or "none"
        return (
            f"{self.programs} programs in {self.elapsed:.0f} s ({self.rate:.2f}/s"
            f"{f', {self.operations / self.elapsed:.0f} operations/s' if self.operations else ''}); "
            f"new failures: {found}; "
            f"duplicates: {self.duplicates}; skipped: {self.skipped}"
        )


@dataclass
class Stored:
    """What the campaign stores for one failing build: the test, its common flags, verdict, and details."""

    source: bytes
    common_flags: list[str]
    judgement: Judgement
    contained: SelfContained | None


@dataclass
class ProgramResult:
    seed: int
    source: bytes | None
    judgements: list[Judgement]
    problem: str = ""
    program: Program | None = None


class Campaign:
    """A campaign over the configured builds under test: differential with Csmith (the default
    ``generator``), self-checking with ``"arith"``, checked against the generator's checksums with ``"loops"``
    (:mod:`reportsmith.fuzzers`)."""

    def __init__(self, app: App, generator: str = "csmith") -> None:
        self.app = app
        fuzzer = app.config.fuzzer
        self.csmith = [*split_command(fuzzer.csmith), *split_command(fuzzer.options)]
        build_flags = split_command(fuzzer.build_flags.format(include_dir=fuzzer.include_dir))
        self.oracle: Oracle = app.oracle(build_flags, split_command(fuzzer.link_flags))
        #: The same oracle without the include-directory flags: it judges failures with headers inlined.
        self.contained_oracle = app.oracle(without_dir_flags(build_flags), split_command(fuzzer.link_flags))
        # A program the references run past the limit is a hang for every build, which is then not compiled.
        self.oracle.drop_hangs = True
        self.generator_name = generator
        self.builds: list[Build] = app.builds_under_test()
        if not self.builds:
            raise CampaignError(f"{app.config.source}: no [[compilers]] under test configured")
        self.generator = generator_for(generator, self)

    def csmith_command(self, seed: int) -> list[str]:
        """The Csmith command for ``seed``; with swarm testing, the features left out follow from the seed."""
        options: list[str] = []
        if self.app.config.fuzzer.swarm:
            choose = random.Random(seed)
            options = [f"--no-{feature}" for feature in SWARM_FEATURES if choose.random() < 0.5]
        return [*self.csmith, *options, "--seed", str(seed)]

    def generate(self, seed: int) -> tuple[bytes | None, str]:
        result = run_limited(
            self.csmith_command(seed),
            limits=Limits(timeout=CSMITH_TIMEOUT, output_bytes=CSMITH_MAX_BYTES),
        )
        if result.start_error:
            raise CampaignError(f"fuzzer.csmith: {result.start_error} (apt-get install csmith libcsmith-dev)")
        if result.timed_out or result.returncode != 0 or result.truncated or not result.stdout:
            return None, f"csmith seed {seed}: {'timeout' if result.timed_out else 'no usable program'}"
        return result.stdout, ""

    def judge_seed(self, seed: int) -> ProgramResult:
        program, problem = self.generator.generate(seed)
        if program is None:
            return ProgramResult(seed, None, [], problem)
        judgements = self.generator.judge_all(program, self.builds)
        return ProgramResult(seed, program.source, judgements, "", program)

    def self_contained(self, program: Program, failing: list[tuple[Build, Judgement]]) -> list[Stored]:
        """What to store for each failing build of ``program``: with its project headers inlined and the
        ``-I`` flags dropped when the inlined program fails the same way with that build, else as generated.

        Hangs are stored as generated: they are stored, never reported, and judging one again costs the
        run limit. Other generators judge with their own oracle and include no project header.
        """
        common = self.oracle.common_flags
        stored = [Stored(program.source, common, judgement, None) for _, judgement in failing]
        wanted = [i for i, (_, judgement) in enumerate(failing) if judgement.verdict is not FailureKind.HANG]
        if self.generator_name != "csmith" or not wanted:
            return stored
        builds = [failing[i][0] for i in wanted]
        inlined = self._inline(program, builds)
        if inlined is None:
            return stored
        record = inlined.record(program.source)
        # One judgement of the inlined program for all its failing builds (the references run once).
        again = self.contained_oracle.judge_all(inlined.source, program.name, builds)
        for index, judgement in zip(wanted, again, strict=True):
            original = failing[index][1]
            if judgement.verdict == original.verdict:
                stored[index] = Stored(inlined.source, self.contained_oracle.common_flags, judgement, record)
            else:
                kept = f"with headers inlined the oracle says {judgement.verdict} ({judgement.reason})"
                stored[index].contained = replace(
                    record, inlined_headers=[], kept_original=f"{kept}; kept as generated"
                )
        return stored

    def _inline(self, program: Program, builds: list[Build]) -> Inlining | None:
        """``program`` with the headers its preprocessors open through the campaign's -I flags inlined."""
        common = self.oracle.common_flags
        flags = [*builds[0].flags, *common]
        # A generated program has no folder: its quoted includes resolve through the -I flags only.
        with tempfile.TemporaryDirectory(prefix="reportsmith-fuzz-") as nowhere:
            if inline_headers(program.source, Path(nowhere), flags) is None:
                return None  # cheap first look: no project header at all
            preprocessors = [[*b.command, *b.flags, *common] for b in (*builds, *self.oracle.references)]
            timeout = self.oracle.limits.compile_timeout
            opened = opened_headers(preprocessors, program.source, program.name, timeout)
            return inline_headers(program.source, Path(nowhere), flags, opened)

    def store(self, result: ProgramResult, stats: CampaignStats) -> None:
        assert result.source is not None and result.program is not None
        failing = [(b, v) for b, v in zip(self.builds, result.judgements, strict=True) if v.is_failure]
        for (build, _), stored in zip(failing, self.self_contained(result.program, failing), strict=True):
            judgement = stored.judgement
            new = judgement.new_failure(
                build,
                result.program.name,
                stored.source,
                origin=result.program.origin,
                details=replace(
                    judgement.details.merged(result.program.details),
                    common_flags=list(stored.common_flags),
                    link_flags=list(self.oracle.link_flags),
                    self_contained=stored.contained,
                ),
            )
            _, created = record_failure(self.app.store, new, EventKind.FUZZED, judgement.reason)
            if created:
                stats.failures[judgement.verdict] += 1
            else:
                stats.duplicates += 1

    def run(
        self,
        *,
        programs: int | None = None,
        minutes: float | None = None,
        jobs: int = 1,
        first_seed: int | None = None,
        on_progress: Callable[[CampaignStats], None] = lambda stats: None,
    ) -> CampaignStats:
        """Judge ``programs`` programs, or as many as fit in ``minutes``; returns the statistics.

        Seeds are ``first_seed``, ``first_seed + 1``... (reproducible) or random. Ctrl-C stops the campaign
        after the failures found so far are stored; the KeyboardInterrupt is re-raised.
        """
        if programs is None and minutes is None:
            raise CampaignError("give --programs N or --minutes T")
        stats = CampaignStats()
        deadline = None if minutes is None else stats.started + minutes * 60
        seeds = _seeds(first_seed)
        submitted = 0

        def more_wanted() -> bool:
            if programs is not None and submitted >= programs:
                return False
            return deadline is None or time.monotonic() < deadline

        # The compiles of one program run in parallel over the cores the programs in flight leave free.
        self.oracle.parallel = self.contained_oracle.parallel = max(1, len(os.sched_getaffinity(0)) // jobs)
        pool = concurrent.futures.ThreadPoolExecutor(max_workers=jobs, thread_name_prefix="fuzz")
        pending: set[concurrent.futures.Future[ProgramResult]] = set()
        try:
            while True:
                while len(pending) < jobs and more_wanted():
                    pending.add(pool.submit(self.judge_seed, next(seeds)))
                    submitted += 1
                if not pending:
                    break
                done, pending = concurrent.futures.wait(pending, timeout=1.0, return_when="FIRST_COMPLETED")
                for future in sorted(done, key=lambda f: f.result().seed):
                    result = future.result()
                    if result.source is None:
                        stats.skipped += 1
                        continue
                    stats.programs += 1
                    stats.operations += result.program.operations if result.program else 0
                    self.store(result, stats)
                on_progress(stats)
        finally:
            for future in pending:
                future.cancel()
            pool.shutdown(wait=False, cancel_futures=True)
        return stats


def _seeds(first_seed: int | None) -> Iterator[int]:
    if first_seed is not None:
        seed = first_seed
        while True:
            yield seed
            seed += 1
    generator = random.SystemRandom()
    while True:
        yield generator.randrange(1, 2**31)


def generator_for(name: str, campaign: Campaign) -> Generator:
    """The generator called ``name`` for ``campaign`` (its configuration, oracle, limits and flags)."""
    if name == "csmith":
        return CsmithGenerator(campaign)
    config = campaign.app.config
    # the self-checking generators: their config section is checked first, one bad key named
    sections = {"arith": (config.arith, ArithGenerator), "loops": (config.loops, LoopsGenerator)}
    if name in sections:
        section, generator = sections[name]
        problems = section.problems()
        if problems:
            raise GeneratorError(f"{config.source}: {problems[0]}")
        return generator(section, campaign.oracle)  # type: ignore[arg-type]
    raise GeneratorError(f"--generator {name}: unknown generator (expected one of: {', '.join(GENERATORS)})")
