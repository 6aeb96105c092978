"""Building and running a program under the sanitizers: how the generator's programs are shown UB-free
(its tests, ``bench/arith/ubfree.py``). A program that runs clean under
``-fsanitize=undefined,address -fno-sanitize-recover=all`` at -O0 executed no undefined behaviour that
UBSan or ASan detects, and its checks then compare with what that compiler computes."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from reportsmith.common.process import Limits, run_limited

#: float-cast-overflow and float-divide-by-zero are not in gcc's "undefined" group: named for floating types.
SANITIZE = [
    "-fsanitize=undefined,address,float-cast-overflow,float-divide-by-zero", "-fno-sanitize-recover=all",
]  # fmt: skip


@dataclass
class Run:
    compiled: bool
    returncode: int | None
    stdout: str
    stderr: str

    @property
    def clean(self) -> bool:
        """Built, exited 0 and said nothing on stderr (a sanitizer report goes there)."""
        return self.compiled and self.returncode == 0 and not self.stderr


def build_and_run(source: str, compiler: str, folder: Path, flags: list[str] | None = None) -> Run:
    """``source`` built with ``compiler -O0 -w`` plus ``flags`` (default: the sanitizers), then run."""
    folder.mkdir(parents=True, exist_ok=True)
    program = folder / "test.c"
    program.write_text(source)
    binary = folder / f"test-{compiler}"
    built = run_limited([compiler, "-O0", "-w", *(SANITIZE if flags is None else flags), str(program), "-o",
                         str(binary)], limits=Limits(timeout=120, memory_mb=None))  # fmt: skip
    if built.returncode != 0:
        return Run(False, built.returncode, built.out, built.err)
    ran = run_limited([str(binary)], limits=Limits(timeout=60, memory_mb=None))  # ASan reserves huge VM
    return Run(True, ran.returncode, ran.out, ran.err)
