"""A fast reference for a wrong-output reduction: tcc builds and runs a variant in ~5 ms, so a variant that
lost the bug is refused before the quick stages' clang and gcc builds (~150 ms) run.

Why (issue 37): on llvm#218844's 346 B test (clang-22 -O2 prints 100 where -O0 prints -20), 376 of the 415
variants that reached the quick stages' clang build were refused there as "same output as the plain
reference": the variant no longer showed the bug, and finding that out cost a clang compile, its link and a
run each time (60 of the reduction's 106 s of worker time).

The rule: when tcc builds the variant, runs it to a clean exit and prints exactly what the compiler under
test's build printed, the variant is refused (the compiler under test agrees with an independent compiler:
the bug is gone, or tcc and it are wrong alike, which no report could show). In every other case (tcc
cannot build it, its run fails, times out or prints something else) it has no opinion and the predicate's
own checks decide, as before. So it only ever refuses; it makes the predicate stricter, never looser, and a
verdict it gives depends on the variant alone (no clock, no load).

It is off when the compiler under test is tcc itself (it would agree with itself), when tcc is not
installed, and when on the original it does not hold (tcc cannot build it, or prints the compiler under
test's output): :func:`fast_reference_for` decides once, at calibration.
"""

from __future__ import annotations

import shutil
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from reportsmith.common.family import CompilerFamily, compiler_family
from reportsmith.common.probe import Behaviour, build_and_run, source_flags
from reportsmith.common.process import Limits
from reportsmith.reducer.validity import cpu_limits

#: The fast reference's compiler (Debian's ``tcc``): it compiles and links a small test in ~3 ms.
FAST_COMPILER = "tcc"
#: Its run's CPU limit: this many times its run on the original, plus MIN_RUN_SECONDS (tcc's code is slow).
RUN_FACTOR = 5.0
MIN_RUN_SECONDS = 0.5


@dataclass(frozen=True)
class FastReference:
    """tcc with the test's own flags (``-I``/``-D``/``-std=``) and link flags, and a run limit."""

    command: tuple[str, ...]
    link_flags: tuple[str, ...]
    run_seconds: float
    compile_seconds: float = 30.0

    def run(self, source: Path) -> Behaviour | None:
        """tcc's build of ``source``, run; None when it does not build."""
        _, behaviour = build_and_run(
            self.command, source.name, source.parent, after=self.link_flags,
            compile_limits=Limits(timeout=self.compile_seconds, memory_mb=1024),
            run_limits=cpu_limits(self.run_seconds, memory_mb=1024), executable="fast.out",
        )  # fmt: skip
        return behaviour

    def agrees(self, source: Path, cut_output: bytes) -> bool:
        """Whether tcc's build exits cleanly printing exactly ``cut_output`` (then the variant is refused)."""
        behaviour = self.run(source)
        return behaviour is not None and behaviour.clean_exit and behaviour.stdout == cut_output


def fast_reference_for(
    compiler_under_test: Sequence[str],
    flags: Sequence[str],
    link_flags: Sequence[str],
    original: Path,
    cut_output: bytes,
) -> FastReference | None:
    """The fast reference for a reduction of ``original`` (already written), or None when it is off: tcc is
    the compiler under test or not installed, or on the original it has no opinion or agrees with the
    compiler under test (``cut_output``)."""
    if compiler_family(compiler_under_test) is CompilerFamily.TCC or shutil.which(FAST_COMPILER) is None:
        return None
    own_flags = source_flags(flags)
    probe = FastReference((FAST_COMPILER, "-w", *own_flags), tuple(link_flags), run_seconds=60.0)
    behaviour = probe.run(original)
    if behaviour is None or not behaviour.clean_exit or behaviour.stdout == cut_output:
        return None
    seconds = RUN_FACTOR * behaviour.result.duration + MIN_RUN_SECONDS
    return replace(probe, run_seconds=seconds)
