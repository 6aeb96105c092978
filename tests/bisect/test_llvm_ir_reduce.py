"""llvm-reduce under a check (issue 30): a budget or a stop keeps an interesting best, a later session
continues from it to the fixpoint, an input that fails its own check is refused. Real llvm-reduce-14 and
opt-14 on llvm#54760's IR."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest
from real.cases import load
from real.processes import left_behind
from reportsmith.bisect.llvm_ir import emit
from reportsmith.bisect.llvm_ir.checks import CrashCheck
from reportsmith.bisect.llvm_ir.crash import CrashReproducer, find_crash_reproducer
from reportsmith.bisect.llvm_ir.location import crash_site
from reportsmith.bisect.llvm_ir.reduce import NotInterestingError, reduce_ir
from reportsmith.bisect.llvm_ir.tools import LLVMTools
from reportsmith.common.process import Limits, run_limited
from reportsmith.common.signature import crash_signature

DATA = Path(__file__).resolve().parent / "data"
TOOLS = LLVMTools.matching(["clang++-14"])


@pytest.fixture(scope="module")
def coro(tmp_path_factory: pytest.TempPathFactory) -> CrashReproducer:
    """The module CoroSplit crashes on, found from the C++ test as the IR stage finds it (9 KB)."""
    real = load("clang14-coro-split-while-loop")
    folder = tmp_path_factory.mktemp("coro")
    (folder / real.source).write_bytes(real.text)
    compiled = run_limited(
        [real.compiler, *real.flags, "-c", real.source, "-o", "out.o"], cwd=folder, limits=Limits(timeout=120)
    )
    signature = crash_signature(real.compiler, compiled, [real.source])
    assert signature is not None
    source = emit.Source([real.compiler], real.flags, real.source, real.text)
    return find_crash_reproducer(TOOLS, source, compiled.err, crash_site(compiled.err), signature)


def test_a_budget_stops_the_reduction_with_an_interesting_best(coro: CrashReproducer, tmp_path: Path) -> None:
    seen: list[int] = []
    work = tmp_path / "work"
    result = reduce_ir(
        TOOLS,
        coro.check(),
        coro.ir,
        work=work,
        max_seconds=6,
        jobs=2,
        on_best=lambda text: seen.append(len(text)),
    )
    assert (result.complete, result.stopped) == (False, "budget")
    assert result.seconds < 20 and not left_behind(work)
    assert result.size <= result.start_size == len(coro.ir.encode())
    best = tmp_path / "best.ll"
    best.write_text(result.text)
    assert coro.check().holds(best)  # what a budget leaves is a reproducer, run for real
    assert result.tests >= result.interesting
    if seen:  # every improvement was offered as it came
        assert min(seen) == result.size


def test_a_stop_request_ends_the_session_at_once(coro: CrashReproducer, tmp_path: Path) -> None:
    stop = threading.Event()
    threading.Timer(3.0, stop.set).start()
    work = tmp_path / "work"
    started = time.monotonic()
    result = reduce_ir(TOOLS, coro.check(), coro.ir, work=work, max_seconds=600, stop=stop)
    assert result.stopped == "stopped" and time.monotonic() - started < 30
    assert not left_behind(work)


def test_a_session_from_a_best_at_the_fixpoint_completes(coro: CrashReproducer, tmp_path: Path) -> None:
    """A session resumed from the stored best (here the 1,533-byte IR an earlier reduction reached) ends
    when a round of llvm-reduce shrinks nothing."""
    best = (DATA / "coro-split-54760.reduced.ll").read_text()
    check = CrashCheck(coro.command, coro.signature, shape=coro.shape, max_undef=0)
    result = reduce_ir(TOOLS, check, best, work=tmp_path / "work", max_seconds=600, jobs=2)
    assert result.complete and result.stopped == "" and result.size <= len(best.encode())
    reduced = tmp_path / "reduced.ll"
    reduced.write_text(result.text)
    assert check.holds(reduced)


def test_an_input_that_fails_its_own_check_is_refused(coro: CrashReproducer, tmp_path: Path) -> None:
    not_crashing = "define void @f() {\n  ret void\n}\n"
    with pytest.raises(NotInterestingError, match="not interesting"):
        reduce_ir(TOOLS, coro.check(), not_crashing, work=tmp_path / "work", max_seconds=60)
