"""Where a compiled test program crashes: the source lines of its backtrace (tcc's ``-bt``).

The ``after-crash`` pass removes what would run after the crash; it needs the crash's lines, which only a
compiler that prints a backtrace can tell (tcc ``-bt``; gcc and clang would need a debugger).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from reportsmith.common.family import CompilerFamily, compiler_family
from reportsmith.common.probe import build_and_run
from reportsmith.common.process import Limits, scratch_dir
from reportsmith.reducer.validity import cpu_limits


def tcc_crash_lines(
    compiler: Sequence[str],
    file_name: str,
    link_flags: Sequence[str],
    variant: bytes,
    *,
    compile_timeout: float,
    run_timeout: float,
) -> list[int]:
    """The source lines of the crash's backtrace in ``compiler``'s build of ``variant``, innermost first;
    empty for a compiler that prints none (only tcc does, with ``-bt``) or a build that fails."""
    if compiler_family(compiler) is not CompilerFamily.TCC:
        return []
    with scratch_dir(prefix="reportsmith-backtrace-") as scratch:
        source = scratch.path / file_name
        source.write_bytes(variant)
        _, behaviour = build_and_run(
            [*compiler, "-g", "-bt"], source.name, scratch.path, after=list(link_flags),
            compile_limits=Limits(timeout=compile_timeout, memory_mb=4096),
            run_limits=cpu_limits(run_timeout, memory_mb=4096, output_bytes=1 << 16),
            executable="bt.out",
        )  # fmt: skip
    if behaviour is None:
        return []
    frame = re.compile(rf"^{re.escape(file_name)}:(\d+): (?:at|by) ", re.MULTILINE)
    return [int(m.group(1)) for m in frame.finditer(behaviour.result.err)]
