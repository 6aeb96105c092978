"""Validity checks for wrong-code test cases: is a program free of undefined behaviour, as far as compilers,
sanitizers and Frama-C can tell? Regehr et al., "Test-Case Reduction for C Compiler Bugs" (PLDI 2012), §7.5:
without a semantics checker 29% of wrong-code reductions ended in programs whose "bug" was their own undefined
behaviour.

The building blocks are shared by the wrong-code predicate (which runs them on every variant, cheapest and
most-likely-to-fail first) and by :func:`reportsmith.reducer.independent.independent_check` (run once on a
final result with the *other* reference compiler, for the bench's validity count):

* :func:`warning_check` — a reference compiler builds the program with the warnings that signal undefined
  behaviour turned into errors (uninitialized reads, missing returns, implicit declarations, ...);
* :func:`sanitized_run` — build with ASan+UBSan (or MSan, clang only) and ``-fno-sanitize-recover=all``,
  run, and report whether it ran clean and what it printed;
* :func:`passing_screens` — which of the stricter clang warnings (:data:`CLANG_SCREENS`) the original passes:
  only those are demanded of its variants.

The C semantics check (Frama-C) is :mod:`reportsmith.reducer.semantics`.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from reportsmith.common.family import is_clang
from reportsmith.common.probe import compile_variant, run_program
from reportsmith.common.process import Limits, RunResult, run_limited

#: Warnings that signal undefined behaviour (or a program no longer meaning what it did), per family.
#: ``-Wsometimes-uninitialized``/``-Wuninitialized`` work in clang's front end, so ``-fsyntax-only`` is
#: enough there; gcc's flow warnings need the real compile, so gcc's list is added to its sanitizer build.
CLANG_UB_WARNINGS = (
    "uninitialized",
    "sometimes-uninitialized",
    "return-type",
    "implicit-function-declaration",
    "implicit-int",
    "int-conversion",
    "incompatible-pointer-types",
    "array-bounds",
    "unsequenced",
    "shift-count-overflow",
    "shift-count-negative",
    "shift-negative-value",
    "division-by-zero",
    "integer-overflow",
    "return-stack-address",
    "null-dereference",
    "excess-initializers",
    "incompatible-function-pointer-types",
    # printf("%d\n") with its argument reduced away: garbage that two references print alike by chance
    # (llvm#218844's reduction: the quick builds both printed 1, the sanitizer builds two other numbers)
    "format-insufficient-args",
)
GCC_UB_WARNINGS = (
    "uninitialized",
    "maybe-uninitialized",
    "return-type",
    "implicit-function-declaration",
    "implicit-int",
    "int-conversion",
    "incompatible-pointer-types",
    "array-bounds",
    "sequence-point",
    "shift-count-overflow",
    "shift-count-negative",
    "div-by-zero",
    "return-local-addr",
    "nonnull",
    "init-self",
)
#: Stricter clang warnings, for what reductions were seen to introduce and the sanitizers miss: a local
#: (volatile included) read on a path where it may be uninitialised — a loop's first iteration reading what
#: the previous one writes —, and calls that do not match a prototype (a function declared ``f()`` called
#: with arguments, then defined with another number of them). Legitimate programs can trip them, so a
#: variant must pass only the screens its original passes (:func:`passing_screens`).
CLANG_SCREENS = ("conditional-uninitialized", "deprecated-non-prototype")
ASAN_UBSAN = ("-fsanitize=address,undefined", "-fno-sanitize-recover=all", "-fno-omit-frame-pointer")
MSAN = ("-fsanitize=memory", "-fno-sanitize-recover=all", "-fno-omit-frame-pointer")
#: UBSan in trap mode, for the quick check's plain reference build: an out-of-bounds index, a signed overflow
#: or a bad shift stops the program (SIGILL) with no runtime library to link, at no measurable cost. Without
#: it the quick check let through what only the whole check's sanitizers saw: on llvm#70566's test
#: ``operators`` and ``tokens`` made ``a[i]`` read past the array in every round, each such step was
#: accepted on the quick check and rolled back at the next validation, round after round (issue 37).
#: ``-fstrict-flex-arrays=3``: only ``[]`` is a flexible array, so an index into ``int a[0]`` (what emptying
#: ``int a[] = {...}`` makes) is checked too (clang 16 and later; an older reference rejects the flag on the
#: original, and the quick check then goes without traps).
CLANG_UB_TRAPS = ("-fsanitize=undefined", "-fsanitize-trap=undefined", "-fstrict-flex-arrays=3")
GCC_UB_TRAPS = ("-fsanitize=undefined", "-fsanitize-undefined-trap-on-error")
SANITIZER_ENV = {
    "ASAN_OPTIONS": "detect_leaks=0:abort_on_error=0:exitcode=86",
    "UBSAN_OPTIONS": "halt_on_error=1:exitcode=87",
    "MSAN_OPTIONS": "exitcode=88",
}


#: A program's wall-clock backstop: this many times its CPU-time limit, plus a few seconds.
WALL_BACKSTOP_FACTOR = 10.0


def cpu_limits(seconds: float, *, memory_mb: int | None = None, output_bytes: int = 1 << 20) -> Limits:
    """Limits for running a test program (or Frama-C) for at most ``seconds`` of CPU time.

    A wall-clock limit made verdicts depend on the machine's load: on a busy machine a variant that runs in
    0.5 s took 3 s and was judged a timeout, so the same input took other steps (issue 37). The CPU time of
    one process does not depend on the load; the wall clock only backstops a program that sleeps."""
    backstop = WALL_BACKSTOP_FACTOR * seconds + 5.0
    return Limits(timeout=backstop, cpu_seconds=seconds, memory_mb=memory_mb, output_bytes=output_bytes)


def without_silencers(flags: Sequence[str]) -> list[str]:
    """``flags`` without those that would silence the UB warnings a check turns into errors: ``-w`` (gcc and
    clang both let it win over ``-Werror=NAME``) and ``-Wno-NAME`` / ``-Wno-error=NAME`` for those warnings.

    A campaign builds with ``-w`` (Csmith's programs warn a lot) and stores it among the test's common flags;
    given to the checks as it was, it turned every UB warning check off. The failure a campaign stored then
    reduced under sanitizers and Frama-C alone: most speculative chains were rolled back, and 300 s left
    84 KB where the same program ingested without ``-w`` reached 8 KB (issue 37)."""
    names = {*CLANG_UB_WARNINGS, *GCC_UB_WARNINGS, *CLANG_SCREENS}
    silencers = {"-w", *(f"-Wno-{name}" for name in names), *(f"-Wno-error={name}" for name in names)}
    return [flag for flag in flags if flag not in silencers]


def ub_trap_flags(compiler: str) -> tuple[str, ...]:
    """The flags that make ``compiler``'s build stop at undefined behaviour UBSan sees, without a runtime."""
    return CLANG_UB_TRAPS if is_clang(compiler) else GCC_UB_TRAPS


def ub_warning_flags(compiler: str) -> list[str]:
    names = CLANG_UB_WARNINGS if is_clang(compiler) else GCC_UB_WARNINGS
    return [f"-Werror={name}" for name in names]


@dataclass
class RunOutcome:
    """What one sanitized build and run of a program did."""

    built: bool
    clean: bool
    result: RunResult | None = None
    message: str = ""

    @property
    def output(self) -> bytes:
        return self.result.stdout if self.result is not None else b""


def _environment(base: dict[str, str] | None) -> dict[str, str]:
    environment = dict(base if base is not None else os.environ)
    environment.update(SANITIZER_ENV)
    return environment


def warning_check(
    compiler: str,
    source: Path,
    flags: Sequence[str],
    warnings: Sequence[str] | None = None,
    *,
    timeout: float,
    env: dict[str, str] | None = None,
) -> RunResult:
    """``compiler -fsyntax-only`` with ``warnings`` (default: the UB warnings as errors); ``.ok`` means none
    fired."""
    # no -w: it would silence the -Werror= warnings too
    chosen = ub_warning_flags(compiler) if warnings is None else list(warnings)
    command = [compiler, "-fsyntax-only", *chosen, *without_silencers(flags), source.name]
    return run_limited(command, cwd=source.parent, limits=Limits(timeout=timeout, memory_mb=None), env=env)


def passing_screens(compiler: str, source: Path, flags: Sequence[str], *, timeout: float) -> list[str]:
    """The :data:`CLANG_SCREENS` that ``source`` passes with ``compiler`` (one compile when it passes all)."""
    if not is_clang(compiler):
        return []

    def passes(names: Sequence[str]) -> bool:
        errors = [f"-Werror={name}" for name in names]
        return warning_check(compiler, source, flags, errors, timeout=timeout).ok

    if passes(CLANG_SCREENS):
        return list(CLANG_SCREENS)
    return [name for name in CLANG_SCREENS if passes([name])]


def sanitized_run(
    compiler: str,
    source: Path,
    flags: Sequence[str],
    link_flags: Sequence[str],
    *,
    sanitizers: Sequence[str] = ASAN_UBSAN,
    warnings: bool = True,
    compile_timeout: float,
    run_timeout: float,
    env: dict[str, str] | None = None,
    tag: str = "ref",
) -> RunOutcome:
    """Build ``source`` with ``sanitizers`` (and the UB warnings as errors), run it: did it run clean?"""
    binary = source.parent / f"{tag}.out"
    # -w only without the UB warnings: it wins over -Werror=NAME (it had silenced them all, issue 37)
    quiet = [*ub_warning_flags(compiler), *without_silencers(flags)] if warnings else ["-w", *flags]
    built = compile_variant(
        [compiler, "-O0", "-g", *sanitizers, *quiet],
        source.name,
        source.parent,
        output=binary.name,
        after=link_flags,
        limits=Limits(timeout=compile_timeout, memory_mb=None),
        env=env,
    )
    if not built.ok:
        return RunOutcome(
            False, False, built, f"{os.path.basename(compiler)} build failed: {built.err[-300:]}"
        )
    limits = cpu_limits(run_timeout)
    ran = run_program(binary, limits=limits, env=_environment(env)).result
    if ran.timed_out:
        return RunOutcome(True, False, ran, "sanitized run timed out")
    if not ran.ok:
        return RunOutcome(True, False, ran, f"sanitized run failed ({ran.returncode}): {ran.err[-300:]}")
    return RunOutcome(True, True, ran)
