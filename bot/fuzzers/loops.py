"""The loop generator behind the campaign's interface: programs from :mod:`.loops_gen`, judged first against
the output the generator computed, then (only when a build deviates) by the campaign's differential oracle.

Each build under test compiles the program and runs it once (the builds compile ``parallel`` at a time, as
the oracle's do). A build that exits 0 printing exactly the expected checksums *passes* without any
reference build. Any other outcome (a crash, a rejection, a timeout, other output) goes to the campaign's
:class:`reportsmith.oracle.Oracle`, which judges it with its references as it judges Csmith's programs;
so a verdict other than *pass* always rests on the references, never on the generator alone, and an
error in the generator's evaluation could cost time, never a false report.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from reportsmith.common.kinds import FailureKind
from reportsmith.common.process import Limits, run_limited, scratch_dir
from reportsmith.fuzzers.base import Program
from reportsmith.fuzzers.loops_gen import generate_loops
from reportsmith.fuzzers.params import LoopParams
from reportsmith.oracle import Build, Judgement, Oracle
from reportsmith.store.details import FailureDetails


@dataclasses.dataclass
class LoopTest(Program):
    #: What a correct build prints (the generator's checksums).
    expected: str = ""


class LoopsOracle:
    """Expected output first; the differential ``oracle`` for every build that deviates from it."""

    def __init__(self, oracle: Oracle) -> None:
        self.oracle = oracle

    def judge_all(self, source: bytes, name: str, builds: Sequence[Build], expected: str) -> list[Judgement]:
        name = Path(name).name
        with scratch_dir(prefix="reportsmith-loops-") as scratch:
            (scratch.path / name).write_bytes(source)

            def passes(item: tuple[int, Build]) -> bool:
                return self._passes(scratch.path, scratch.env, name, item, expected)

            passed = self.oracle.map(passes, list(enumerate(builds)))
        deviating = [build for build, ok in zip(builds, passed, strict=True) if not ok]
        judged = iter(self.oracle.judge_all(source, name, deviating) if deviating else [])
        return [
            Judgement(FailureKind.PASS, reason=f"{build.describe()} prints the generator's checksums")
            if ok
            else next(judged)
            for build, ok in zip(builds, passed, strict=True)
        ]

    def _passes(
        self, directory: Path, env: dict[str, str], name: str, item: tuple[int, Build], expected: str
    ) -> bool:
        index, build = item
        if build.compile_only:
            return False  # nothing to run: the oracle judges the compile
        limits, binary = self.oracle.limits, f"tested{index}.out"
        argv = [*build.command, *build.flags, *self.oracle.common_flags, name, "-o", binary,
                *self.oracle.link_flags]  # fmt: skip
        compile_limits = Limits(timeout=limits.compile_timeout, memory_mb=limits.memory_mb)
        compiled = run_limited(argv, cwd=directory, env=env, limits=compile_limits)
        if compiled.start_error or compiled.timed_out or compiled.returncode != 0:
            return False
        run_limits = Limits(timeout=limits.run_timeout, memory_mb=limits.memory_mb)
        ran = run_limited([str(directory / binary)], cwd=directory, env=env, limits=run_limits)
        return not ran.timed_out and ran.returncode == 0 and ran.out == expected


class LoopsGenerator:
    name = "loops"

    def __init__(self, params: LoopParams, oracle: Oracle) -> None:
        self.params = params
        self.oracle = LoopsOracle(oracle)

    def describe(self) -> str:
        p = self.params
        swarm = ", swarm" if p.swarm else ""
        return (f"loop generator (after YARPGen): up to {p.nests} nests x {p.depth} loops x {p.statements} "
                f"statements over {p.arrays} arrays of up to {p.length} elements{swarm}")  # fmt: skip

    def origin(self, seed: int) -> str:
        return f"reportsmith loops seed {seed} {dataclasses.asdict(self.params)}"

    def generate(self, seed: int) -> tuple[Program | None, str]:
        program = generate_loops(seed, self.params)
        details = FailureDetails(operations=program.operations)
        test = LoopTest(seed, f"loops-{seed}.c", program.render().encode(), self.origin(seed),
                        program.operations, details, program.expected_output())  # fmt: skip
        return test, ""

    def judge_all(self, program: Program, builds: Sequence[Build]) -> list[Any]:
        assert isinstance(program, LoopTest)
        return self.oracle.judge_all(program.source, program.name, builds, program.expected)
