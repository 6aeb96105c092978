"""An independent validity check of a reduced wrong-code test, written without the reducer's code.

The reduced program must be free of the undefined behaviour clang-16's sanitizers see (an ASan+UBSan build
and an MSan build both run clean) and still be miscompiled: the compiler under test's program dies by a
signal, or prints something other than the sanitized clang-16 build. Used by the tests and, run as a
script (``python tests/foundation/independent_validity.py FILE [COMPILER...]``), for bench/RESULTS.md.
"""

from __future__ import annotations

import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

CSMITH = "-I/usr/include/csmith"


@dataclass(frozen=True)
class Validity:
    asan_ubsan_clean: bool
    msan_clean: bool
    still_wrong: bool
    evidence: str

    @property
    def valid(self) -> bool:
        return self.asan_ubsan_clean and self.msan_clean and self.still_wrong


def _build_and_run(argv: list[str], source: Path, name: str) -> subprocess.CompletedProcess[bytes] | None:
    built = subprocess.run(
        [*argv, CSMITH, source.name, "-o", name, "-lm"], cwd=source.parent, capture_output=True, timeout=300
    )
    if built.returncode != 0:
        return None
    try:
        return subprocess.run([f"./{name}"], cwd=source.parent, capture_output=True, timeout=60)
    except subprocess.TimeoutExpired:
        return None


def check(source: Path, compiler: tuple[str, ...] = ("tcc", "-w")) -> Validity:
    sanitize = ["clang-16", "-O0", "-w", "-fno-sanitize-recover=all"]
    asan = _build_and_run([*sanitize, "-fsanitize=address,undefined"], source, "asan.out")
    msan = _build_and_run([*sanitize, "-fsanitize=memory"], source, "msan.out")
    tested = _build_and_run(list(compiler), source, "tested.out")
    asan_clean = asan is not None and asan.returncode == 0
    msan_clean = msan is not None and msan.returncode == 0
    wrong = (
        tested is not None
        and asan is not None
        and (tested.returncode < 0 or tested.stdout != asan.stdout)
    )
    evidence = (
        f"asan+ubsan: {None if asan is None else asan.returncode}, "
        f"msan: {None if msan is None else msan.returncode}, "
        f"{' '.join(compiler)}: {None if tested is None else tested.returncode}"
        + (f"; {(asan.stderr if asan else b'')[-300:]!r}" if not asan_clean else "")
        + (f"; {(msan.stderr if msan else b'')[-300:]!r}" if not msan_clean else "")
    )
    return Validity(asan_clean, msan_clean, wrong, evidence)


if __name__ == "__main__":
    result = check(Path(sys.argv[1]).resolve(), tuple(sys.argv[2:]) or ("tcc", "-w"))
    print(f"{sys.argv[1]}: {'valid' if result.valid else 'INVALID'} ({result.evidence})")
    sys.exit(0 if result.valid else 1)
