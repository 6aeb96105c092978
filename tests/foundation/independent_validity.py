"""An independent validity check of a reduced wrong-code test, written without the reducer's code.

The reduced program must be free of the undefined behaviour clang-16's sanitizers see (an ASan+UBSan build
and an MSan build both run clean) and that Frama-C's Eva sees when it follows the program's one execution
(no alarm, no parse error), and still be miscompiled: the compiler under test's program dies by a signal, or
prints something other than the sanitized clang-16 build. Used by the tests and, run as a
script (``python tests/foundation/independent_validity.py FILE [COMPILER...]``), for bench/RESULTS.md.
"""

from __future__ import annotations

import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

CSMITH = "-I/usr/include/csmith"


@dataclass(frozen=True)
class Validity:
    asan_ubsan_clean: bool
    msan_clean: bool
    frama_c_clean: bool
    still_wrong: bool
    evidence: str

    @property
    def valid(self) -> bool:
        return self.asan_ubsan_clean and self.msan_clean and self.frama_c_clean and self.still_wrong


ENTRY = """int main(int, char **);
int entry(void) { static char *argv[] = {"t", 0}; return main(1, argv); }
"""


def frama_c(source: Path) -> tuple[bool, str]:
    """Frama-C Eva with unbounded slevel (one execution followed), volatiles as plain objects; main(argc,
    argv) analysed as called with no arguments.

    The programs are GNU C (Csmith's and what gcc, clang and tcc accept), so GCC's machine description; and
    Csmith's empty initializer ``= {}`` (GNU C, and C23: zero initialization) is read as ``= {0}``, which
    means the same and which Frama-C 25 also parses for a union."""
    text = source.read_text(errors="replace")
    analysed = source.parent / "frama-c" / source.name
    analysed.parent.mkdir(exist_ok=True)
    analysed.write_text(re.sub(r"=\s*\{\s*\}", "= {0}", text))
    command = ["frama-c", "-eva", "-eva-slevel", "1000000000", "-machdep", "gcc_x86_64",
               f"-cpp-extra-args=-Dvolatile= {CSMITH}", str(analysed.resolve())]  # fmt: skip
    if re.search(r"\bmain\s*\(\s*int", text):
        (analysed.parent / "entry.c").write_text(ENTRY)
        command += ["-main", "entry", str((analysed.parent / "entry.c").resolve())]
    ran = subprocess.run(command, cwd=analysed.parent, capture_output=True, text=True, timeout=600)
    output = ran.stdout + ran.stderr
    clean = ran.returncode == 0 and "0 alarms generated" in output and "Neither code nor spec" not in output
    return clean, "" if clean else output[-400:]


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
    frama_c_clean, frama_c_says = frama_c(source)
    wrong = (
        tested is not None and asan is not None and (tested.returncode < 0 or tested.stdout != asan.stdout)
    )
    evidence = (
        f"asan+ubsan: {None if asan is None else asan.returncode}, "
        f"msan: {None if msan is None else msan.returncode}, "
        f"{' '.join(compiler)}: {None if tested is None else tested.returncode}"
        + (f"; {(asan.stderr if asan else b'')[-300:]!r}" if not asan_clean else "")
        + (f"; {(msan.stderr if msan else b'')[-300:]!r}" if not msan_clean else "")
        + (f"; frama-c: {frama_c_says!r}" if not frama_c_clean else "; frama-c: no alarm")
    )
    return Validity(asan_clean, msan_clean, frama_c_clean, wrong, evidence)


if __name__ == "__main__":
    result = check(Path(sys.argv[1]).resolve(), tuple(sys.argv[2:]) or ("tcc", "-w"))
    print(f"{sys.argv[1]}: {'valid' if result.valid else 'INVALID'} ({result.evidence})")
    sys.exit(0 if result.valid else 1)
