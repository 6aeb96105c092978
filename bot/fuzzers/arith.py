"""The arithmetic generator behind the campaign's interface: programs from :mod:`.generate`, judged by
their own checks (:mod:`.arith_oracle`)."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from reportsmith.fuzzers.arith_oracle import ArithOracle
from reportsmith.fuzzers.base import Program
from reportsmith.fuzzers.generate import generate_program
from reportsmith.fuzzers.params import ArithParams
from reportsmith.oracle import Build, Oracle
from reportsmith.store.details import FailureDetails


@dataclasses.dataclass
class ArithTest(Program):
    #: Each t-variable's expression pattern, for the wrong-code signature.
    patterns: dict[str, str] = dataclasses.field(default_factory=dict)


class ArithGenerator:
    name = "arith"

    def __init__(self, params: ArithParams, oracle: Oracle) -> None:
        self.params = params
        self.oracle = ArithOracle(oracle)

    def describe(self) -> str:
        p = self.params
        swarm = ", swarm" if p.swarm else ""
        return (f"arith generator (Random Testing of Arithmetic Optimization): up to {p.ops} operations x "
                f"{p.exprs} expressions, {p.variables} variables, depth {p.depth}{swarm}")  # fmt: skip

    def origin(self, seed: int) -> str:
        return f"reportsmith arith seed {seed} {dataclasses.asdict(self.params)}"

    def generate(self, seed: int) -> tuple[Program | None, str]:
        program = generate_program(seed, self.params)
        details = FailureDetails(
            arith_seed=seed, arith=dataclasses.asdict(self.params), operations=program.operations
        )
        test = ArithTest(seed, f"arith-{seed}.c", program.render().encode(), self.origin(seed),
                         program.operations, details, program.patterns)  # fmt: skip
        return test, ""

    def judge_all(self, program: Program, builds: Sequence[Build]) -> list[Any]:
        assert isinstance(program, ArithTest)
        return self.oracle.judge_all(program.source, program.name, builds, program.patterns)
