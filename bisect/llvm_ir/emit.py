"""The IR of a C/C++ test at the points an IR reproducer starts from, emitted by the clang under test.

* :func:`optimizer_input`: the IR that enters LLVM's optimizer (``-Xclang -disable-llvm-passes``: clang's
  IR generation at the failing ``-O`` level, so functions carry the attributes that level gives them);
* :func:`codegen_input`: the IR that enters the code generator (the whole pipeline ran: ``-S -emit-llvm``);
* :func:`before_pass`: the IR just before opt-bisect's pass number ``N`` (``-opt-bisect-limit=N-1``: the
  first N-1 passes ran, the rest were skipped).

:func:`verify` says whether LLVM's parser and verifier accept an IR text: clang's release builds pass
``-disable-llvm-verifier``, so a front end that emits invalid IR shows up only as a crash somewhere in LLVM.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from reportsmith.bisect.errors import EmitError, InvalidIRError
from reportsmith.common.flags import without_output
from reportsmith.common.process import Limits, run_limited, scratch_dir

#: Flags that choose what a compile produces (the IR emission chooses its own), or only matter to the linker.
_OUTPUT_FLAGS = frozenset({"-c", "-S", "-E", "-emit-llvm", "-fsyntax-only", "-fno-crash-diagnostics"})
_LINK_FLAG = re.compile(r"^(?:-l|-L|-Wl,|-static$|-shared$|-pie$|-no-pie$|-rdynamic$)")
_OPT_LEVEL = re.compile(r"^-O(?P<level>\d|s|z|fast|g)?$")


@dataclass(frozen=True)
class Source:
    """A C/C++ test and the compile that fails on it."""

    compiler: list[str]
    flags: list[str]
    file_name: str
    text: bytes
    timeout: float = 120.0


def compile_flags(flags: Sequence[str]) -> list[str]:
    """``flags`` without output selection (``-c``, ``-o X``...) and linker-only flags."""
    return without_output(flags, lambda flag: flag in _OUTPUT_FLAGS or _LINK_FLAG.match(flag))


def optimization_level(flags: Sequence[str]) -> str:
    """The pipeline level clang uses for ``flags``, as ``opt -passes=default<...>`` names it."""
    level = "0"
    for flag in flags:
        match = _OPT_LEVEL.match(flag)
        if match:
            level = match["level"] if match["level"] is not None else "1"
    return {"fast": "O3", "g": "O1"}.get(level, f"O{level}")


def codegen_level(flags: Sequence[str]) -> str:
    """The ``llc -O`` level clang's code generator uses for ``flags``."""
    return {"O0": "-O0", "O1": "-O1", "O3": "-O3"}.get(optimization_level(flags), "-O2")


def emit_ir(source: Source, extra: Sequence[str]) -> str:
    """The IR clang emits for ``source`` with ``extra`` flags (``-S -emit-llvm``)."""
    with scratch_dir(prefix="reportsmith-emit-") as scratch:
        (scratch.path / Path(source.file_name).name).write_bytes(source.text)
        argv = [*source.compiler, *compile_flags(source.flags), *extra, "-fno-crash-diagnostics",
                "-S", "-emit-llvm", "-o", "out.ll", Path(source.file_name).name]  # fmt: skip
        result = run_limited(argv, cwd=scratch.path, limits=Limits(timeout=source.timeout))
        out = scratch.path / "out.ll"
        if not result.ok or not out.exists():
            raise EmitError(f"{' '.join(argv)} failed: {result.err.strip()[-400:]}")
        return out.read_text(errors="replace")


def crash_output(source: Source) -> str:
    """What clang prints when it crashes compiling ``source`` alone (``-c``, no crash reproducer files): a
    stack dump and phase lines, which a compile-and-link run of the driver may not print (a fatal error in
    the backend then shows only its message)."""
    with scratch_dir(prefix="reportsmith-emit-") as scratch:
        (scratch.path / Path(source.file_name).name).write_bytes(source.text)
        argv = [*source.compiler, *compile_flags(source.flags), "-fno-crash-diagnostics", "-c",
                Path(source.file_name).name, "-o", "out.o"]  # fmt: skip
        return run_limited(argv, cwd=scratch.path, limits=Limits(timeout=source.timeout)).err


def optimizer_input(source: Source) -> str:
    return emit_ir(source, ["-Xclang", "-disable-llvm-passes"])


def codegen_input(source: Source) -> str:
    return emit_ir(source, [])


def before_pass(source: Source, number: int) -> str:
    return emit_ir(source, ["-mllvm", f"-opt-bisect-limit={number - 1}"])


def verify(opt: str, ir_text: str, *, what: str = "the IR") -> None:
    """Raise :class:`InvalidIRError` when ``opt`` cannot parse or verify ``ir_text``."""
    with scratch_dir(prefix="reportsmith-verify-") as scratch:
        (scratch.path / "input.ll").write_text(ir_text)
        result = run_limited(
            [opt, "-passes=verify", "-disable-output", "input.ll"],
            cwd=scratch.path,
            limits=Limits(timeout=120),
        )
    if result.ok:
        return
    lines = [line for line in result.err.splitlines() if line.strip()]
    first = next((line for line in lines if "error" in line), lines[0] if lines else "no message")
    first = re.sub(r"^(?:\S+: )?(?:error: )?\S*input\.ll:\d+:\d+: ", "", first).strip()
    raise InvalidIRError(f"{what} is not valid LLVM IR ({Path(opt).name}: {first})", first)
