"""The generator interface of the campaign: a seed in, a program out, and who judges its builds.

:class:`reportsmith.fuzz.Campaign` drives any :class:`Generator`; :func:`reportsmith.fuzz.generator_for`
builds one by name (``reportsmith fuzz --generator NAME``). A generator decides its own oracle: Csmith's
programs need the reference compilers (differential testing), the arithmetic generator's programs check
themselves.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from reportsmith.oracle import Build
from reportsmith.store.details import FailureDetails

#: The names ``--generator`` accepts.
GENERATORS = ("csmith", "arith", "loops")


@dataclass
class Program:
    """A generated test program and what a stored failure keeps about where it came from."""

    seed: int
    name: str  # the file name it is compiled as, e.g. "arith-17.c"
    source: bytes
    origin: str  # how to make it again
    #: Arithmetic operations in it (the "operations tested per second" of a campaign; 0 when unknown).
    operations: int = 0
    #: Stored with each failure (seed, flags every build of it needs, parameters).
    details: FailureDetails = field(default_factory=FailureDetails)


class Generator(Protocol):
    name: str

    def describe(self) -> str:
        """One line for the campaign's start message."""
        ...

    def generate(self, seed: int) -> tuple[Program | None, str]:
        """The program of ``seed``, or None and why there is none (the campaign counts it as skipped)."""
        ...

    def judge_all(self, program: Program, builds: Sequence[Build]) -> list[Any]:
        """One verdict (:mod:`reportsmith.oracle`) per build, in order."""
        ...
