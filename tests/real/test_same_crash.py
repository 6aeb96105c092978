"""Crashes are called "likely the same bug" only when they crash in the same place (issue 32).

Every Clang crash passes through the driver and the pass managers (clang::ParseAST,
clang::FrontendAction::Execute, clang::EmitBackendOutput): sharing those says nothing. Filed through
``reportsmith run``, llvm#54760 (CoroSplitPass) and llvm#62305 (instruction selection) were called the same
bug on exactly those frames before the crash frames became the innermost three (ClusterFuzz's crash state).
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from real.cases import RealCase, all_cases
from reportsmith.common.kinds import FailureKind
from reportsmith.common.process import Limits, run_limited
from reportsmith.common.signature import crash_signature
from reportsmith.report.same_bug import CRASH_STATE_FRAMES, crash_frames
from reportsmith.store.models import Failure
from reportsmith.tamer.case import Facts
from reportsmith.tamer.facts import shared_facts

CLANG_CRASHES = [case for case in all_cases() if case.kind == "crash" and "clang" in case.compiler]


def _crash(case: RealCase, folder: Path, text: bytes) -> Failure:
    folder.mkdir()
    (folder / case.source).write_bytes(text)
    result = run_limited(
        [case.compiler, *case.flags, "-c", case.source, "-o", "out.o"], cwd=folder, limits=Limits(timeout=120)
    )
    signature = crash_signature(case.compiler, result, [case.source])
    assert signature is not None, result.output[-2000:]
    return Failure(verdict=FailureKind.CRASH, compiler_output=result.output, signature=signature)


@pytest.fixture(scope="module")
def crashes(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Failure, Failure]]:
    """Each Clang crash of bench/real, as reported and with a comment added (another test, the same bug)."""
    root = tmp_path_factory.mktemp("crashes")
    return {
        case.name: (
            _crash(case, root / case.name, case.text),
            _crash(case, root / f"{case.name}-again", b"/* the same bug, another test */\n" + case.text),
        )
        for case in CLANG_CRASHES
    }


def test_there_are_clang_crashes_of_different_bugs() -> None:
    assert len(CLANG_CRASHES) >= 3


def test_crash_frames_are_where_it_crashed_not_the_driver(crashes) -> None:  # noqa: ANN001
    for name, (failure, _) in crashes.items():
        frames = crash_frames(failure)
        assert frames is not None and 1 <= len(frames) <= CRASH_STATE_FRAMES, name
        assert not frames & {"clang::ParseAST", "clang::FrontendAction::Execute", "clang::EmitBackendOutput"}
    coro, isel = crashes["clang14-coro-split-while-loop"][0], crashes["clang16-assume-aligned-isel"][0]
    assert "llvm::CoroSplitPass::run" in (crash_frames(coro) or ())
    assert "llvm::SelectionDAGISel::SelectCodeCommon" in (crash_frames(isel) or ())


def test_the_same_bug_shares_its_crash_frames_and_different_bugs_do_not(crashes) -> None:  # noqa: ANN001
    def facts(failure: Failure) -> Facts:
        return Facts(crash_frames=crash_frames(failure))

    for name, (failure, again) in crashes.items():
        assert "crash_frames" in shared_facts(facts(failure), facts(again)), name
    for (one, (first, _)), (other, (second, _)) in itertools.combinations(crashes.items(), 2):
        assert "crash_frames" not in shared_facts(facts(first), facts(second)), (one, other)


def test_overlapping_but_different_crash_states_are_not_the_same_bug() -> None:
    """Two crashes in different passes under the same pass manager share a frame, not a crash state."""
    first = Facts(crash_frames=frozenset({"llvm::InstCombinePass::run", "llvm::PassManager<Function>::run"}))
    second = Facts(crash_frames=frozenset({"llvm::GVNPass::run", "llvm::PassManager<Function>::run"}))
    assert "crash_frames" not in shared_facts(first, second)
    assert shared_facts(first, first)["crash_frames"] == (
        "same crash frames llvm::InstCombinePass::run, llvm::PassManager<Function>::run"
    )
