"""Interestingness predicates: what the engine asks of every variant.

A predicate is any object with ``is_interesting(variant: bytes, scratch: ScratchDir) -> bool``; the engine
gives each call a fresh scratch directory (TMPDIR inside it, always removed) and may call it from several
threads at once. Implementations here:

* :class:`ScriptPredicate` — a user's script in the creduce/cvise convention: the variant is written under
  the original file name into the scratch directory, the script runs there, exit status 0 = interesting;
  on timeout its whole process group is killed (TERM, then KILL) by ``run_limited``.
* :class:`CrashPredicate` — the compiler still crashes with the same signature (``crash_signature``,
  compared by :func:`~reportsmith.common.signature.same_failure`: the compiler's name does not matter).
* :class:`RejectPredicate` — the compiler still rejects with the same first error (``first_error``),
  optionally while a reference compiler still accepts the variant (rejects-valid).

Compiling and judging the compile is :mod:`reportsmith.common.probe`, shared with bisect and the oracle.

The wrong-code predicate of the validity issue implements the same protocol.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Protocol

from reportsmith.common.probe import (
    CompileJudgement,
    CompileStatus,
    compile_variant,
    judge_compile,
    write_variant,
)
from reportsmith.common.process import Limits, RunResult, ScratchDir, run_limited, split_command
from reportsmith.common.signature import same_failure


class Predicate(Protocol):
    def is_interesting(self, variant: bytes, scratch: ScratchDir) -> bool: ...


class ScriptPredicate:
    """Run ``script`` in the scratch directory holding the variant as ``file_name``; exit 0 = interesting."""

    def __init__(
        self,
        script: str | os.PathLike[str],
        file_name: str,
        *,
        timeout: float = 300.0,
        memory_mb: int | None = 4096,  # resident memory of the script's process group: sanitizers survive it
    ) -> None:
        self.script = str(Path(script).resolve())
        self.file_name = os.path.basename(file_name)
        self.limits = Limits(timeout=timeout, memory_mb=memory_mb, output_bytes=64 * 1024)

    def run(self, variant: bytes, scratch: ScratchDir) -> RunResult:
        write_variant(scratch.path, self.file_name, variant)
        return run_limited([self.script], cwd=scratch.path, limits=self.limits, env=scratch.env)

    def is_interesting(self, variant: bytes, scratch: ScratchDir) -> bool:
        return self.run(variant, scratch).ok


class _CompilerPredicate:
    def __init__(
        self,
        compiler: str | Sequence[str],
        *,
        file_name: str = "test.c",
        timeout: float = 30.0,
        memory_mb: int | None = 4096,
    ) -> None:
        self.argv = split_command(compiler)
        self.name = os.path.basename(self.argv[0])
        self.file_name = os.path.basename(file_name)
        self.limits = Limits(timeout=timeout, memory_mb=memory_mb, output_bytes=256 * 1024)

    def compile(self, variant: bytes, scratch: ScratchDir, argv: Sequence[str] | None = None) -> RunResult:
        write_variant(scratch.path, self.file_name, variant)
        return compile_variant(
            argv or self.argv, self.file_name, scratch.path, limits=self.limits, env=scratch.env
        )

    def judge(self, variant: bytes, scratch: ScratchDir) -> CompileJudgement:
        return judge_compile(self.name, self.compile(variant, scratch), [self.file_name])


class CrashPredicate(_CompilerPredicate):
    """Interesting when ``compiler FILE`` crashes with ``signature`` (as ``crash_signature`` computes it;
    the compiler's name in it is ignored)."""

    def __init__(self, compiler: str | Sequence[str], signature: str, **options: object) -> None:
        super().__init__(compiler, **options)  # type: ignore[arg-type]
        self.signature = signature

    def signature_of(self, variant: bytes, scratch: ScratchDir) -> str | None:
        judged = self.judge(variant, scratch)
        return judged.signature if judged.status is CompileStatus.CRASHED else None

    def is_interesting(self, variant: bytes, scratch: ScratchDir) -> bool:
        return same_failure(self.signature_of(variant, scratch), self.signature)


class RejectPredicate(_CompilerPredicate):
    """Interesting when ``compiler FILE`` fails with first error ``error`` (as ``first_error`` normalises
    it) and, when ``reference`` is given, the reference compiler accepts the variant (rejects-valid)."""

    def __init__(
        self,
        compiler: str | Sequence[str],
        error: str,
        *,
        reference: str | Sequence[str] | None = None,
        **options: object,
    ) -> None:
        super().__init__(compiler, **options)  # type: ignore[arg-type]
        self.error = error
        self.reference = split_command(reference) if reference is not None else None

    def error_of(self, variant: bytes, scratch: ScratchDir) -> str | None:
        judged = self.judge(variant, scratch)
        return judged.signature if judged.status is CompileStatus.REJECTED else None

    def is_interesting(self, variant: bytes, scratch: ScratchDir) -> bool:
        if not same_failure(self.error_of(variant, scratch), self.error):
            return False
        return self.reference is None or self.compile(variant, scratch, self.reference).ok
