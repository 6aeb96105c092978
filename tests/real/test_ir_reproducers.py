"""IR reproducers from the main job (issue 30), on real clang bugs: what `reportsmith run` stores and drafts,
and the stored commands run again here, for real, on the stored IR.

* llvm#54760 (clang++-14, CoroSplit): a reduced .ll and one opt command that crashes with the failure's
  signature;
* llvm#62305 (clang-16, SelectionDAGISel): clang-16 emits IR that LLVM's own parser rejects, so no opt/llc
  command can show it: the stage says so, and the report says the bug is clang's IR generation;
* llvm#70566, the quick start's example ([IndVarSimplify] miscompile at -O3): the report's IR and its
  ``opt -passes=indvars`` command turn a clean run into a SIGSEGV, and the IR is smaller than unreduced;
* llvm#58207 (clang-15, a crash under Sema): a front-end crash gets no IR section.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from real.cases import load
from real.processes import left_behind
from reportsmith.app import App
from reportsmith.bisect.llvm_ir import emit
from reportsmith.bisect.llvm_ir.checks import fill
from reportsmith.cli import main
from reportsmith.common.process import Limits, run_limited
from reportsmith.common.signature import crash_signature, same_failure
from reportsmith.config import default_config_path, load_config
from reportsmith.pipeline import ingest_stage, ir_stage
from reportsmith.report.drafting import render_for
from reportsmith.schedule import cut_short_reductions
from reportsmith.store import Failure, Store
from reportsmith.store.failures import list_failures
from reportsmith.store.results import IRReproducer, IRStatus
from rich.console import Console

EXAMPLES = Path(__file__).resolve().parents[2] / "config" / "examples"
SIDECARS = {
    "clang14-coro-split-while-loop": 'compiler = "clang++-14"\nflags = "-std=c++20 -O2"\nexpect = "crash"\n',
    "clang16-assume-aligned-isel": 'compiler = "clang-16"\nflags = ""\nexpect = "crash"\n',
}
SEMA_CRASH = b"""struct channel {
    consteval channel(const char* name) noexcept { }
};
consteval const char* make_channel_name(const char* name) { return name;}

channel rsx_log(make_channel_name("rsx_log"));
channel sys_log(make_channel_name("sys_log"));
"""


def _config(folder: Path, *, reduce: str, ir_seconds: int, passes: bool) -> Path:
    """The bundled config with short budgets, no flag search, and reduction of ``reduce`` verdicts only."""
    text = default_config_path().read_text()
    text, n = re.subn(r"(?m)^verdicts = \[.*\]$", f"verdicts = [{reduce}]", text)
    text, m = re.subn(r"(?m)^(\[reduce\](?:\n.*)*?\nmax_seconds = )300\.0", r"\g<1>20.0", text)
    text, k = re.subn(r"(?m)^(\[ir\]\nenabled = true\nmax_seconds = )300\.0", rf"\g<1>{ir_seconds}.0", text)
    text = text.replace(
        "[bisect]\nflags = true\npasses = true", f"[bisect]\nflags = false\npasses = {str(passes).lower()}"
    )
    assert (n, m, k) == (1, 1, 1) and "flags = false" in text, "the bundled config changed: update this test"
    config = folder / "reportsmith.toml"
    config.write_text(text.replace('folders = ["examples"]', "folders = []"))
    return config


def _run_bundled(folder: Path, monkeypatch: pytest.MonkeyPatch, example: str, *, ir_seconds: int) -> Path:
    """`reportsmith run` on the bundled ``example`` (its test and sidecar) in a private data folder, with no
    source reduction and the pass search on; the config it ran with."""
    inbox = folder / "inbox"
    inbox.mkdir()
    for suffix in (".c", ".toml"):
        shutil.copy(EXAMPLES / f"{example}{suffix}", inbox)
    config = _config(folder, reduce="", ir_seconds=ir_seconds, passes=True)
    monkeypatch.setenv("REPORTSMITH_DATA", str(folder / "data"))
    assert main(["run", str(inbox), "--config", str(config)]) == 0
    return config


def _failures(config: Path) -> dict[str, Failure]:
    return {f.test_name: f for f in list_failures(App(load_config(config)).store)}


@pytest.fixture(scope="module")
def crashes(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, dict[str, Failure]]]:
    """`reportsmith run` on the two LLVM crash cases of bench/real: the IR stage beside a short reduction."""
    folder = tmp_path_factory.mktemp("ir-crashes")
    inbox = folder / "inbox"
    inbox.mkdir()
    for name, sidecar in SIDECARS.items():
        case = load(name)
        shutil.copy(case.folder / case.source, inbox)
        (inbox / Path(case.source).with_suffix(".toml")).write_text(sidecar)
    config = _config(folder, reduce='"crash"', ir_seconds=120, passes=False)
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("REPORTSMITH_DATA", str(folder / "data"))
        assert main(["run", str(inbox), "--config", str(config)]) == 0
        yield folder, _failures(config)


def _draft(folder: Path, failure: Failure) -> str:
    return next((folder / "data" / "reports").glob(f"*-failure{failure.id}-github.md")).read_text()


def test_the_coroutine_crash_gets_a_reduced_ll_and_one_opt_command_that_crashes_the_same_way(
    crashes: tuple[Path, dict[str, Failure]], tmp_path: Path
) -> None:
    folder, failures = crashes
    failure = failures["gh54760.cpp"]
    found = failure.ir_reproducer
    assert found is not None and found.status is IRStatus.REPRODUCED, found
    assert (found.location, found.frame) == ("optimizer", "llvm::CoroSplitPass::run")
    assert found.command == ["opt-14", "-passes=coro-split", "{ir}", "-disable-output"]
    assert 0 < found.size < found.original_size == len(found.original_ir.encode())
    # The stored command, run here on the stored reduced .ll, crashes with the failure's own signature.
    (tmp_path / "reduced.ll").write_text(found.reduced_ir)
    ran = run_limited(fill(found.command, "reduced.ll"), cwd=tmp_path, limits=Limits(timeout=60))
    assert same_failure(crash_signature("opt-14", ran, ["reduced.ll"]), failure.signature), ran.err[-1500:]
    # The report: the pass in the title, the IR and the command before the C++ test.
    draft = _draft(folder, failure)
    title, body = draft.split("\n", 1)
    assert title.startswith("[CoroSplit] crash in llvm::CoroSplitPass::run")
    section = body.index("### Reproducer in LLVM IR")
    assert section < body.index("### Steps to reproduce") < body.index("### Test case")
    assert "opt-14 -passes=coro-split reduced.ll -disable-output" in body[section:]
    assert found.reduced_ir.strip().splitlines()[-1] in body[section:]
    assert "crashes with the failure's signature in 3 of 3 runs" in body


def test_the_isel_crash_is_clangs_invalid_ir_and_the_report_says_so(
    crashes: tuple[Path, dict[str, Failure]],
) -> None:
    folder, failures = crashes
    failure = failures["gh62305.c"]
    found = failure.ir_reproducer
    assert found is not None and found.status is IRStatus.INVALID_IR, found
    assert found.location == "code-generator" and "SelectionDAGISel" in found.frame
    assert "invalid cast opcode for cast from 'i32' to 'ptr addrspace(32)'" in found.note
    # Checked again here: LLVM 16's own tools refuse the IR clang-16 emits for this test.
    case = load("clang16-assume-aligned-isel")
    ir = emit.codegen_input(emit.Source([case.compiler], [], case.source, case.text))
    with pytest.raises(emit.InvalidIRError):
        emit.verify("opt-16", ir)
    body = _draft(folder, failure)
    assert "### LLVM IR" in body and "bug is in clang's IR generation" in body
    assert "### Reproducer in LLVM IR" not in body


def test_a_front_end_crash_gets_no_ir_section(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    (inbox / "channel.cpp").write_bytes(SEMA_CRASH)
    (inbox / "channel.toml").write_text('compiler = "clang++-15"\nflags = "-std=c++20"\nexpect = "crash"\n')
    monkeypatch.setenv("REPORTSMITH_DATA", str(tmp_path / "data"))
    app = App(load_config(_config(tmp_path, reduce="", ir_seconds=60, passes=False)))
    ingest_stage(app, [inbox], Console(quiet=True))
    ir_stage(app, Console(quiet=True))
    (failure,) = list_failures(app.store)
    found = failure.ir_reproducer
    assert found is not None and found.status is IRStatus.FRONT_END and found.location == "front-end"
    assert found.frame.startswith("clang::") and not found.command and not found.reduced_ir
    body = render_for(app, failure, "github").body
    assert "LLVM IR" not in body and "Reproducer in" not in body


def _fenced(body: str, language: str, after: str) -> str:
    match = re.compile(rf"(`{{3,}}){language}\n(.*?)\n\1", re.S).search(body, body.index(after))
    assert match, f"no {language} block after {after!r}"
    return match.group(2)


def test_the_indvars_miscompile_report_reproduces_with_its_ir_and_opt_command(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    config = _run_bundled(tmp_path, monkeypatch, "clang-wrong-code-O3", ir_seconds=150)
    failure = _failures(config)["clang-wrong-code-O3.c"]
    found = failure.ir_reproducer
    assert found is not None and found.status is IRStatus.REPRODUCED, found
    assert (found.kind, found.pass_name, found.component) == ("miscompile", "indvars", "IndVarSimplify")
    factor = found.original_size / found.size
    print(f"IR before IndVarSimplify: {found.original_size} -> {found.size} bytes ({factor:.1f}x)")
    assert factor > 1
    draft = _draft(tmp_path, failure)
    title, body = draft.split("\n", 1)
    assert title.startswith("[IndVarSimplify] miscompile at -O3")
    # The report's own IR and commands, run here: clean before the pass, SIGSEGV after it.
    section = "### Reproducer in LLVM IR"
    (tmp_path / "before.ll").write_text(_fenced(body, "llvm", section) + "\n")
    commands = [line.split("  #")[0].split() for line in _fenced(body, "sh", section).splitlines()]
    assert [c[0] for c in commands] == ["lli-16", "opt-16", "lli-16"] and "-passes=indvars" in commands[1]
    before = run_limited(commands[0], cwd=tmp_path, limits=Limits(timeout=30))
    assert before.returncode == 0, before.err[-1000:]
    assert run_limited(commands[1], cwd=tmp_path, limits=Limits(timeout=60)).ok
    after = run_limited(commands[2], cwd=tmp_path, limits=Limits(timeout=30))
    assert after.signal_name == "SIGSEGV", (after.returncode, after.err[-1000:])
    assert body.index(section) < body.index("### Test case")


def _coroutine_inbox(folder: Path) -> Path:
    """An inbox holding llvm#54760 (clang++-14 -std=c++20 -O2, CoroSplit)."""
    case = load("clang14-coro-split-while-loop")
    inbox = folder / "inbox"
    inbox.mkdir()
    shutil.copy(case.folder / case.source, inbox)
    (inbox / "gh54760.toml").write_text(SIDECARS[case.name])
    return inbox


def _ingested(folder: Path, monkeypatch: pytest.MonkeyPatch, inbox: Path, *, ir_seconds: int) -> App:
    """The app of a private data folder in ``folder`` with ``inbox`` ingested, no source reduction."""
    monkeypatch.setenv("REPORTSMITH_DATA", str(folder / "data"))
    app = App(load_config(_config(folder, reduce="", ir_seconds=ir_seconds, passes=False)))
    ingest_stage(app, [inbox], Console(quiet=True))
    return app


def test_an_ir_reduction_cut_short_is_continued_from_its_stored_best(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    inbox = _coroutine_inbox(tmp_path)
    app = _ingested(tmp_path, monkeypatch, inbox, ir_seconds=10)
    (first,) = ir_stage(app, Console(quiet=True))
    assert first.status is IRStatus.REPRODUCED and not first.complete and first.final
    assert first.stopped == "time budget of 10 s (ir.max_seconds)" and first.sessions == 1
    (failure,) = list_failures(app.store)
    assert failure.id in cut_short_reductions(app)  # what `serve` continues at start
    (second,) = ir_stage(app, Console(quiet=True))  # the next run continues it
    assert second.sessions == 2 and second.size <= first.size and second.original_ir == first.original_ir
    assert second.seconds >= first.seconds + 9
    assert [e.kind for e in list_failures(app.store)[0].events].count("ir") == 2


def test_kill_9_of_the_main_job_loses_no_ir_best(tmp_path: Path) -> None:
    """`reportsmith run` killed by SIGKILL while llvm-reduce works: the best saved mid-way (``final`` False)
    is where the next run's session starts, and nothing of the killed run is left running."""
    inbox = _coroutine_inbox(tmp_path)
    config = _config(tmp_path, reduce="", ir_seconds=300, passes=False)
    env = {**os.environ, "REPORTSMITH_DATA": str(tmp_path / "data")}
    command = [str(Path(sys.executable).parent / "reportsmith"), "run", str(inbox), "--config", str(config)]
    job = subprocess.Popen(
        command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True
    )
    try:
        saved = _wait_for_a_saved_best(tmp_path / "data" / "reportsmith.db", deadline=time.monotonic() + 240)
    finally:
        os.killpg(job.pid, signal.SIGKILL)
        job.wait()
    assert not left_behind(tmp_path)  # llvm-reduce and its tests died with the job
    assert saved.final is False and 0 < saved.size < saved.original_size
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("REPORTSMITH_DATA", str(tmp_path / "data"))
        app = App(load_config(config))
        (failure,) = list_failures(app.store)
        stored = failure.ir_reproducer
        assert stored is not None and stored.size <= saved.size and failure.id in cut_short_reductions(app)
        app = App(replace(app.config, ir=replace(app.config.ir, max_seconds=5.0)))
        (resumed,) = ir_stage(app, Console(quiet=True))
    started_from = (tmp_path / "data" / "ir" / str(failure.id) / "start.ll").read_text()
    assert started_from == stored.reduced_ir and resumed.size <= stored.size and resumed.final


def _wait_for_a_saved_best(database: Path, deadline: float) -> IRReproducer:
    """The failure's IR reproducer once the running job has saved a best smaller than the start."""
    while time.monotonic() < deadline:
        time.sleep(1)
        if not database.exists():
            continue
        try:
            failures = list_failures(Store(f"sqlite:///{database}"))
        except Exception:  # noqa: BLE001 -- the job may be creating the store right now
            continue
        found = failures[0].ir_reproducer if failures else None
        if found is not None and not found.final and found.reduced_ir and found.size < found.original_size:
            return found
    raise AssertionError("no IR best was saved mid-way within the deadline")


def test_ctrl_c_during_the_ir_reduction_stores_its_best(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ctrl-C (SIGINT to this process, as a terminal sends it) once llvm-reduce has improved on the start:
    the newest best is stored as a cut-short reduction, no claim from before goes with it, nothing is left
    running."""
    inbox = _coroutine_inbox(tmp_path)
    app = _ingested(tmp_path, monkeypatch, inbox, ir_seconds=300)
    best = tmp_path / "data" / "ir" / "1" / "best.ll"

    stage_over = threading.Event()

    def interrupt_after_a_first_improvement() -> None:
        deadline = time.monotonic() + 240
        while time.monotonic() < deadline and not stage_over.is_set():
            time.sleep(0.2)
            found = list_failures(app.store)[0].ir_reproducer
            if found and found.original_size and best.exists() and best.stat().st_size < found.original_size:
                break
        if not stage_over.is_set():  # never a SIGINT after the stage: it would land in the next test
            os.kill(os.getpid(), signal.SIGINT)

    watcher = threading.Thread(target=interrupt_after_a_first_improvement)
    watcher.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            ir_stage(app, Console(quiet=True))
    finally:
        stage_over.set()
        watcher.join()
    assert not left_behind(tmp_path)
    (failure,) = list_failures(app.store)
    stored = failure.ir_reproducer
    assert stored is not None and not stored.final and not stored.checks
    assert stored.reduced_ir == best.read_text() and stored.size < stored.original_size
    assert failure.id in cut_short_reductions(app)
