"""The Csmith campaign: generate programs, judge each with every build under test, store the failures.

Work is spread over ``jobs`` threads; each thread's work is subprocesses (csmith, compilers, programs), so
threads are enough. Only the calling thread writes to the store, one transaction per failure, so a Ctrl-C or
``kill -9`` loses at most the programs in flight, never a stored failure. A failure already stored (same test
text, compiler and flags) is counted as a duplicate and not stored again.
"""

from __future__ import annotations

import concurrent.futures
import random
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from reportsmith.app import App
from reportsmith.common.errors import ReportsmithError
from reportsmith.common.process import Limits, run_limited, split_command
from reportsmith.oracle import Build, Judgement, Oracle
from reportsmith.store.failures import NewFailure, record_failure
from reportsmith.store.models import FailureState

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


class CampaignError(ReportsmithError):
    """The campaign cannot start (csmith missing or failing on every seed)."""


@dataclass
class CampaignStats:
    programs: int = 0
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
            f"{self.programs} programs in {self.elapsed:.0f} s ({self.rate:.2f}/s); new failures: {found}; "
            f"duplicates: {self.duplicates}; skipped: {self.skipped}"
        )


@dataclass
class ProgramResult:
    seed: int
    source: bytes | None
    verdicts: list[Judgement]
    problem: str = ""


class Campaign:
    """A differential Csmith campaign over the configured builds under test."""

    def __init__(self, app: App) -> None:
        self.app = app
        fuzzer = app.config.fuzzer
        self.csmith = [*split_command(fuzzer.csmith), *split_command(fuzzer.options)]
        build_flags = split_command(fuzzer.build_flags.format(include_dir=fuzzer.include_dir))
        self.oracle: Oracle = app.oracle(build_flags, split_command(fuzzer.link_flags))
        self.builds: list[Build] = app.builds_under_test()
        if not self.builds:
            raise CampaignError(f"{app.config.source}: no [[compilers]] under test configured")

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
        source, problem = self.generate(seed)
        if source is None:
            return ProgramResult(seed, None, [], problem)
        return ProgramResult(seed, source, self.oracle.judge_all(source, f"csmith-{seed}.c", self.builds))

    def store(self, result: ProgramResult, stats: CampaignStats) -> None:
        assert result.source is not None
        for build, verdict in zip(self.builds, result.verdicts, strict=True):
            if not verdict.is_failure:
                continue
            new = NewFailure(
                test_name=f"csmith-{result.seed}.c",
                test_bytes=result.source,
                compiler=build.name,
                compiler_command=" ".join(build.command),
                flags=" ".join(build.flags),
                verdict=verdict.kind,
                signature=verdict.signature,
                status=FailureState.NEW,
                origin=" ".join(self.csmith_command(result.seed)),
                reason=verdict.reason,
                compiler_output=verdict.compiler_output,
                program_output=verdict.program_output,
                reference_output=verdict.reference_output,
                details={
                    **verdict.details,
                    "csmith_seed": result.seed,
                    "common_flags": self.oracle.common_flags,
                    "link_flags": self.oracle.link_flags,
                },
            )
            _, created = record_failure(self.app.store, new, "fuzzed", verdict.reason)
            if created:
                stats.failures[verdict.kind] += 1
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
