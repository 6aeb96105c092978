"""A reduction keeps the original's release range, not just a failure (bot/regression_guard.py).

Two "releases" of a compiler are made from gcc, so the test decides which one has which bug: ``cc-old``
builds the program with ``-DOLDBUG`` (a bug both releases have) and ``cc-new``, the compiler under test,
with ``-DOLDBUG -DBUGGY`` (plus the regression). The original crashes only under BUGGY: "passes with cc-old,
fails since cc-new". Its OLDBUG block crashes only when ``r == 999``, which never holds: a reducer that drops
that condition still has a program that crashes under cc-new (and no undefined behaviour the references can
see: they define neither macro), but it now fails with cc-old too — the other bug. The guard refuses it.
"""

from __future__ import annotations

import os
import shutil
from dataclasses import replace
from pathlib import Path

import pytest
from foundation.two_releases import ORIGINAL, RANGE_LOST, crashes, install_releases
from reportsmith.app import App
from reportsmith.bisect import api as bisect
from reportsmith.config import Compiler, ReleaseSeries, default_config_path, load_config
from reportsmith.pipeline import ingest_stage
from reportsmith.reducer import Schedule, ScheduledPass, reduce
from reportsmith.reducer.wrong_code import WrongCodePredicate
from reportsmith.reduction import reduce_failure
from reportsmith.regression_guard import (
    PassProbe,
    RegressionGuard,
    boundaries,
    guilty_pass_name,
    learn_regression,
)
from reportsmith.store.failures import get_failure, list_failures
from rich.console import Console

pytestmark = pytest.mark.skipif(
    not (shutil.which("gcc") and shutil.which("clang-16")), reason="needs gcc and clang-16"
)


@pytest.fixture
def releases(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    return install_releases(tmp_path, monkeypatch)


def test_the_guard_refuses_a_variant_that_fails_with_the_last_good_release(
    releases: Path, tmp_path: Path
) -> None:
    assert crashes("cc-new", RANGE_LOST, tmp_path) and crashes("cc-old", RANGE_LOST, tmp_path)
    inner = WrongCodePredicate(["cc-new", "-w"], file_name="prog.c", use_frama_c=False)
    inner.calibrate(ORIGINAL)
    test = tmp_path / "original" / "prog.c"
    test.parent.mkdir()
    test.write_bytes(ORIGINAL)

    refused: list[bisect.Mark] = []

    def judge(path: Path) -> bisect.BuildPredicate:
        differs = bisect.OutputDiffersPredicate(path, ("gcc",))

        def counting(compiler: list[str], flags: list[str]) -> bisect.Mark:
            verdict = differs(compiler, flags)
            if compiler[0] == "cc-old" and verdict is bisect.Mark.BAD:
                refused.append(verdict)
            return verdict

        return counting

    report = bisect.first_bad_release(bisect.ReleaseList.of("cc-old", "cc-new"), judge(test), ["-w"])
    assert report.summary == "regression: passes with cc-old, fails since cc-new"
    kept = boundaries(report, ["cc-new", "-w"])
    assert [(b.release.name, b.verdict) for b in kept] == [("cc-old", bisect.Mark.GOOD)]
    guarded = RegressionGuard(inner, kept, judge, ["-w"], "prog.c")
    assert guarded.keeps_regression(ORIGINAL) and not guarded.keeps_regression(RANGE_LOST)
    with bisect_scratch() as scratch:
        assert inner.is_interesting(RANGE_LOST, scratch)  # the inner predicate alone takes it
        assert not guarded.is_interesting(RANGE_LOST, scratch)
        assert guarded.is_interesting_quick(RANGE_LOST, scratch)  # the range is the whole check's
    records = guarded.audit(RANGE_LOST)
    assert records[-1].check == "it passes with cc-old, as the original does" and records[-1].passed is False
    # a reduction under the guard meets such variants, refuses them and keeps the range (line deletion only,
    # so that dropping the never-true condition is one of its first steps)
    refused.clear()
    lines = Schedule(main=(ScheduledPass("lines"),))
    kept_result = reduce(ORIGINAL, guarded, jobs=2, file_name="prog.c", schedule=lines, max_rounds=2)
    assert refused, "the reduction never tried a variant that fails with cc-old"
    assert len(kept_result.text) < len(ORIGINAL)
    assert crashes("cc-new", kept_result.text, tmp_path) and not crashes("cc-old", kept_result.text, tmp_path)


def bisect_scratch():  # type: ignore[no-untyped-def]
    from reportsmith.common.process import scratch_dir

    return scratch_dir(prefix="test-range-")


def test_the_reduce_stage_learns_the_range_first_and_keeps_it(
    releases: Path, data_dir: Path, tmp_path: Path
) -> None:
    config = load_config(default_config_path())
    compiler = Compiler("cc-new", "cc-new", ["-w"])
    config = replace(
        config,
        compilers=[compiler],
        reduce=replace(config.reduce, jobs=2, max_seconds=240, semantics_checker="none"),
        bisect=replace(config.bisect, releases=[ReleaseSeries("cc-new", ["cc-old", "cc-new"])]),
    )
    app = App(config)
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    (inbox / "prog.c").write_bytes(ORIGINAL)
    (inbox / "prog.toml").write_text('compiler = "cc-new"\nflags = "-w"\nexpect = "wrong-code"\n')
    ingest_stage(app, [inbox], Console(file=open(os.devnull, "w")))  # noqa: SIM115
    [failure] = list_failures(app.store)
    learned = learn_regression(app, failure)
    assert learned is not None and learned.boundaries == {"cc-old": "good"}
    reduce_failure(app, failure)
    stored = get_failure(app.store, failure.id)
    assert stored.reduction is not None and stored.reduced_bytes is not None
    assert stored.reduction.kept_regression == learned and stored.reduction.valid
    assert len(stored.reduced_bytes) < len(ORIGINAL)
    assert crashes("cc-new", stored.reduced_bytes, tmp_path)
    assert not crashes("cc-old", stored.reduced_bytes, tmp_path)
    passed = [check.check for check in stored.reduction.checks if check.passed]
    assert "it passes with cc-old, as the original does" in passed
    not_run = {check.check: check.detail for check in stored.reduction.checks if check.passed is None}
    assert any("Frama-C" in check for check in not_run)  # semantics_checker = "none": said, not claimed
    events = [event.kind for event in stored.events]
    assert "regression-learned" in events


@pytest.mark.skipif(shutil.which("clang-16") is None, reason="needs clang-16")
def test_the_guilty_pass_of_the_quick_starts_clang_miscompile_is_kept(tmp_path: Path) -> None:
    """llvm#70566 (config/examples): opt-bisect names IndVarSimplifyPass; a guard that expected another pass
    refuses the very same text, so the name is what is compared."""
    example = Path(__file__).resolve().parents[2] / "config" / "examples" / "clang-wrong-code-O3.c"
    original = example.read_bytes()
    test = tmp_path / "test.c"
    test.write_bytes(original)

    def judge(path: Path) -> bisect.BuildPredicate:
        return bisect.OutputDiffersPredicate(path, ("gcc",))

    probe = PassProbe(("clang-16",), ("-O3", "-w"), "")
    assert guilty_pass_name(probe, test, judge) == "IndVarSimplifyPass"
    inner = WrongCodePredicate(["clang-16", "-O3", "-w"], file_name="test.c", use_frama_c=False)
    names = ("IndVarSimplifyPass", "InstCombinePass")
    kept, wrong = (PassProbe(probe.compiler, probe.flags, name) for name in names)
    same = RegressionGuard(inner, [], judge, [], "test.c", kept)
    other = RegressionGuard(inner, [], judge, [], "test.c", wrong)
    assert same.keeps_regression(original)
    assert not other.keeps_regression(original)
    [record] = other.probes(original, tmp_path)
    assert record.passed is False and record.detail == "IndVarSimplifyPass"
