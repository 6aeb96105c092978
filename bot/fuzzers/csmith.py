"""Csmith behind the generator interface: the campaign's Csmith command (with swarm options) and the
differential oracle (reference compilers), as :class:`reportsmith.fuzz.Campaign` has always run them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from reportsmith.fuzzers.base import Program
from reportsmith.fuzzers.expr import OPERATORS
from reportsmith.oracle import Build, Oracle
from reportsmith.reducer import code_tokens
from reportsmith.store.details import FailureDetails

_OPERATORS = frozenset(op.encode() for op in OPERATORS) | {b"~", b"!"}


def operations(source: bytes) -> int:
    """Arithmetic operations in a Csmith program, roughly: operator tokens (unary ``-``, ``*`` and ``&``
    included) and calls of its safe-math wrappers (``safe_add_func_int32_t_s_s(a, b)`` is one addition)."""
    return sum(
        1 for token in code_tokens(source)
        if token.text in _OPERATORS or (token.kind == "ident" and token.text.startswith(b"safe_"))
    )  # fmt: skip


class CsmithRunner(Protocol):
    """What the generator needs of the campaign (:class:`reportsmith.fuzz.Campaign`): its Csmith command,
    running it for a seed, and the differential oracle."""

    csmith: list[str]
    oracle: Oracle

    def csmith_command(self, seed: int) -> list[str]: ...

    def generate(self, seed: int) -> tuple[bytes | None, str]: ...


class CsmithGenerator:
    name = "csmith"

    def __init__(self, campaign: CsmithRunner) -> None:
        self.campaign = campaign

    def describe(self) -> str:
        return " ".join(self.campaign.csmith)

    def generate(self, seed: int) -> tuple[Program | None, str]:
        source, problem = self.campaign.generate(seed)
        if source is None:
            return None, problem
        origin = " ".join(self.campaign.csmith_command(seed))
        details = FailureDetails(csmith_seed=seed)
        program = Program(seed, f"csmith-{seed}.c", source, origin, operations(source), details)
        return program, ""

    def judge_all(self, program: Program, builds: Sequence[Build]) -> list[Any]:
        return self.campaign.oracle.judge_all(program.source, program.name, list(builds))
