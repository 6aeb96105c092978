"""Compile and run one variant of a test under limits, and judge what the compiler did: the one core the
reducer's predicates, bisect's predicates and the oracle share.

Each caller asks its own question ("still this crash?", "good or bad?", "which kind of bug?") but the
steps underneath are the same: write the variant into a scratch directory, compile it with
:func:`~reportsmith.common.process.run_limited`, classify the compile (:class:`CompileStatus` with the
crash signature or first error), and, for behaviour, run the built program and say how it ended
(:class:`Behaviour`). Signatures come from :mod:`reportsmith.common.signature`.
"""

from __future__ import annotations

import enum
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from reportsmith.common.process import Limits, RunResult, run_limited
from reportsmith.common.signature import crash_signature, first_error

_DEFAULT_LIMITS = Limits()
_BUILD_LIMITS = Limits(timeout=120.0)


def write_variant(directory: Path, file_name: str, source: bytes) -> Path:
    """Write ``source`` as ``directory/file_name`` (only the base name of ``file_name`` is used)."""
    path = directory / os.path.basename(file_name)
    path.write_bytes(source)
    return path


def compile_variant(
    command: Sequence[str],
    file_name: str,
    directory: Path,
    *,
    output: str | None = None,
    after: Sequence[str] = (),
    limits: Limits = _DEFAULT_LIMITS,
    env: Mapping[str, str] | None = None,
) -> RunResult:
    """Run ``command FILE [-o output] after...`` in ``directory``: libraries in ``after`` come after the file
    that needs them."""
    argv = [*command, os.path.basename(file_name), *(["-o", output] if output else []), *after]
    return run_limited(argv, cwd=directory, limits=limits, env=env)


#: Flags that change what a C compile's link step does (the driver that links must know them).
_LINK_FLAGS = (
    "-flto", "-fsanitize", "-fprofile", "-fopenmp", "-fuse-ld", "-fxray", "-fcoverage", "-static", "-shared",
    "-pie", "-no-pie", "-nostdlib", "-nostartfiles", "-nodefaultlibs", "-rtlib", "-unwindlib", "-stdlib",
    "-m32", "-mx32", "-m16", "-pg", "--coverage", "-pthread", "-Wl,", "-Xlinker", "-l", "-L", "-B",
    "--target", "-target", "--sysroot", "-isysroot", "-x",
)  # fmt: skip


def link_separately(command: Sequence[str]) -> bool:
    """Whether ``command`` (a C compile) may compile with ``-c`` and leave the link to another driver: none
    of its flags tells the link step anything. Debian's clang driver starts the compiler proper as a second
    process and links with a third: 67 ms on a 500 B test, of which its link is 20 (gcc links the same
    object in 12). For clang compilers under test, whose objects hold the bug, that is a third of a test."""
    return not any(arg.startswith(_LINK_FLAGS) for arg in command[1:])


#: Flags that say what a C source means (headers, macros, the standard): every compiler that builds the same
#: test needs them, reference or fast one alike; optimisation and warning flags are each command's own.
_SOURCE_FLAGS = ("-I", "-D", "-std=")


def source_flags(args: Sequence[str]) -> list[str]:
    """The flags of ``args`` that say what the source means (``-I``, ``-D``, ``-std=``), in order."""
    return [arg for arg in args if arg.startswith(_SOURCE_FLAGS)]


class CompileStatus(enum.Enum):
    """How one compile ended."""

    BUILT = "built"
    CRASHED = "crashed"  # internal error message or death by signal
    REJECTED = "rejected"  # a diagnostic and a non-zero exit status
    TIMED_OUT = "timed-out"
    #: Killed over the memory limit (resident memory of the process group): not a crash, not a rejection.
    OUT_OF_MEMORY = "out-of-memory"
    NOT_STARTED = "not-started"  # the compiler could not be run at all


@dataclass(frozen=True)
class JudgedCompile:
    """A compile, classified: ``signature`` is the crash signature (CRASHED) or first error (REJECTED).
    (The oracle's :class:`reportsmith.oracle.Judgement` is another thing: a whole program and build judged
    against the references, with a :class:`~reportsmith.common.kinds.FailureKind`.)"""

    status: CompileStatus
    result: RunResult = field(repr=False)
    signature: str | None = None


def judge_compile(compiler_name: str, result: RunResult, test_names: Sequence[str]) -> JudgedCompile:
    """Classify ``result``: ``compiler_name`` prefixes crash signatures, ``test_names`` are normalized
    away."""
    if result.start_error:
        return JudgedCompile(CompileStatus.NOT_STARTED, result)
    if result.timed_out:
        # A compiler that printed its internal error and then stalled (LLVM's crash handler writing the
        # reproducer or symbolizing the stack on a loaded machine, or deadlocked in malloc after a crash
        # inside it) has crashed: the time limit only cut its report short. Death by the limit's own SIGKILL
        # says nothing: a stopped run has no exit status, so only the printed message can make it a crash.
        crash = crash_signature(compiler_name, result, test_names)
        if crash:
            return JudgedCompile(CompileStatus.CRASHED, result, crash)
        return JudgedCompile(CompileStatus.TIMED_OUT, result)
    if result.memory_exceeded:
        return JudgedCompile(CompileStatus.OUT_OF_MEMORY, result)
    crash = crash_signature(compiler_name, result, test_names)
    if crash:
        return JudgedCompile(CompileStatus.CRASHED, result, crash)
    if result.returncode != 0:
        return JudgedCompile(CompileStatus.REJECTED, result, first_error(result.output, test_names))
    return JudgedCompile(CompileStatus.BUILT, result)


@dataclass(frozen=True)
class Behaviour:
    """What a built program did: its stdout and how it ended (``exit N``, ``timeout`` or a signal name)."""

    stdout: bytes
    ending: str
    result: RunResult = field(repr=False, compare=False)

    @property
    def timed_out(self) -> bool:
        return self.ending == "timeout"

    @property
    def clean_exit(self) -> bool:
        return self.ending == "exit 0"


def run_program(
    executable: Path, *, limits: Limits = _DEFAULT_LIMITS, env: Mapping[str, str] | None = None
) -> Behaviour:
    """Run ``executable`` in its directory under ``limits`` and say how it ended."""
    ran = run_limited([str(executable)], cwd=executable.parent, limits=limits, env=env)
    if ran.timed_out:
        ending = "timeout"
    elif ran.memory_exceeded:
        ending = "out of memory"
    elif ran.signal_name:
        ending = ran.signal_name
    else:
        ending = f"exit {ran.returncode}"
    return Behaviour(ran.stdout, ending, ran)


def build_and_run(
    command: Sequence[str],
    file_name: str,
    directory: Path,
    *,
    after: Sequence[str] = (),
    compile_limits: Limits = _BUILD_LIMITS,
    run_limits: Limits = _DEFAULT_LIMITS,
    env: Mapping[str, str] | None = None,
    executable: str = "program.out",
    link_with: Sequence[str] | None = None,
) -> tuple[RunResult, Behaviour | None]:
    """Compile ``file_name`` in ``directory`` to ``executable`` and run it; the behaviour is None when it
    does not build. ``link_with``: compile with ``command -c`` and link the object with this driver
    (:func:`link_separately`)."""
    if link_with is None:
        built = compile_variant(
            command, file_name, directory, output=executable, after=after, limits=compile_limits, env=env
        )
    else:
        built = compile_variant(
            [*command, "-c"], file_name, directory, output=f"{executable}.o", limits=compile_limits, env=env
        )
        if built.ok:
            built = compile_variant(
                link_with, f"{executable}.o", directory, output=executable, after=after,
                limits=compile_limits, env=env,
            )  # fmt: skip
    program = directory / executable
    if not built.ok or not program.exists():
        return built, None
    return built, run_program(program, limits=run_limits, env=env)
