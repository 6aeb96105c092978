"""The campaign's oracle spends no compile on a program the references cannot finish, and compiles one
program's builds in parallel with the same verdicts as one at a time."""

from __future__ import annotations

import pytest
from reportsmith.common.kinds import FailureKind
from reportsmith.errors import OracleError
from reportsmith.fuzzers.loops_gen import generate_loops
from reportsmith.fuzzers.params import LoopParams
from reportsmith.oracle import Build, Oracle, OracleLimits

FOREVER = b"int main(void) { for (;;) ; }\n"
#: A compiler that cannot even start: any attempt to build with it raises OracleError.
MISSING = Build("missing", ["no-such-compiler-anywhere"], ["-O2"])
REFERENCE = Build("gcc", ["gcc"], ["-O0", "-w"])


def _oracle(**options: object) -> Oracle:
    return Oracle([REFERENCE], OracleLimits(run_timeout=1.0), **options)  # type: ignore[arg-type]


def test_a_program_the_references_cannot_finish_is_not_built_under_test() -> None:
    hang, compile_only = _oracle(drop_hangs=True).judge_all(
        FOREVER, "forever.c", [MISSING, Build("gcc", ["gcc"], ["-c", "-O2"])]
    )
    assert hang.verdict is FailureKind.HANG and hang.details.not_a_compiler_bug
    assert hang.signature == "missing -O2: program timeout (references too)"
    assert "was not built" in hang.reason
    assert compile_only.verdict is FailureKind.PASS and "compile-only" in compile_only.reason


def test_without_drop_hangs_the_build_under_test_is_compiled_first() -> None:
    # ingest and the reducer keep the old order: a crash is a crash whatever the program does when run
    with pytest.raises(OracleError, match="missing"):
        _oracle().judge_all(FOREVER, "forever.c", [MISSING])


@pytest.mark.parametrize("parallel", [1, 3])
def test_parallel_compiles_give_the_same_verdicts(parallel: int) -> None:
    chars = LoopParams(arrays=3, length=16, nests=1, depth=1, statements=2, swarm=False, types=["char"],
                       features=[])  # fmt: skip
    source = generate_loops(2, chars).render().encode()
    builds = [
        Build("gcc", ["gcc"], ["-O2"]),
        Build("gcc", ["gcc"], ["-O1", "-funsigned-char"]),
        Build("clang-16", ["clang-16"], ["-O3"]),
        Build("gcc", ["gcc"], ["-fno-such-option-at-all"]),
    ]
    verdicts = _oracle(parallel=parallel, drop_hangs=True).judge_all(source, "loops-2.c", builds)
    kinds = [judgement.verdict for judgement in verdicts]
    assert kinds == [FailureKind.PASS, FailureKind.WRONG_CODE, FailureKind.PASS, FailureKind.REJECTS_VALID]
