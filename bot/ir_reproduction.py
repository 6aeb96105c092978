"""The IR stage: what LLVM developers ask for beside the C/C++ test, from :mod:`reportsmith.bisect.llvm_ir`.

For each clang failure (the compiler's family is clang):

* a **crash**: where it happens, from the crash output's frames and clang's phase line (front end,
  optimizer, code generator), stored as ``IRReproducer.location``. A crash in LLVM gets the IR that enters the
  optimizer (or code generator) and the one ``opt``/``llc`` command that crashes on it with the failure's
  signature, preferably one pass alone on the IR before it; that IR is reduced by ``llvm-reduce`` of the same
  release under the crash check.
* a **miscompile** whose guilty pass the bisect stage found (``-opt-bisect-limit``): the IR just before that
  pass, checked to turn from correct to wrong under ``opt -passes=<pass>`` alone, reduced under that check.

Which C/C++ test the IR comes from (:class:`IRStart`) is not decided here: :func:`reportsmith.stages.ir_start`
decides it once for every path (a crash's is always the original test, whenever its step runs).

Each reduction has ``[ir] max_seconds``; its best so far is saved as it improves (``final`` False) and at
the end, so a budget, Ctrl-C or ``kill -9`` loses nothing, and the next run continues from it. The result's
``checks`` say what was run on the stored reduced IR (the report claims nothing else).
"""

from __future__ import annotations

import os
import shutil
import threading
import time
from dataclasses import dataclass, replace
from pathlib import Path

from reportsmith.app import App
from reportsmith.bisect.api import PassRun
from reportsmith.bisect.errors import BisectError, InvalidIRError, ToolsMissingError
from reportsmith.bisect.llvm_ir import (
    Check,
    CrashCheck,
    CrashLocation,
    LLVMTools,
    MiscompileCheck,
    Source,
    crash_output,
    crash_site,
    find_crash_reproducer,
    find_miscompile_reproducer,
    reduce_ir,
)
from reportsmith.common.family import CompilerFamily
from reportsmith.common.kinds import FailureKind
from reportsmith.common.process import split_command
from reportsmith.common.signature import internal_error, strip_compiler_name
from reportsmith.config import Config
from reportsmith.store import Failure
from reportsmith.store.failures import log_event
from reportsmith.store.models import EventKind
from reportsmith.store.models import FailureState as S
from reportsmith.store.results import IRKind, IRReproducer, IRStatus

IR_VERDICTS = (FailureKind.CRASH, FailureKind.WRONG_CODE)
#: How often (seconds) a reduction's new best is written to the store; the last one always is.
SAVE_INTERVAL = 5.0
#: States in which the IR stage works on a failure: before a person approved or settled its report.
OPEN_STATES = (S.NEW, S.REDUCING, S.REDUCED, S.BISECTED, S.DRAFTED)
#: Runs of the crash command on the stored reduced IR: every one must crash the same way.
FINAL_RUNS = 3


def wants_ir(config: Config, failure: Failure, verdicts: tuple[FailureKind, ...] = IR_VERDICTS) -> bool:
    """A clang crash or miscompile (with its bisection done) whose IR work is not done: never tried, cut
    short, or tried when the release's LLVM tools were not installed (``release`` empty)."""
    if (
        not config.ir.enabled
        or failure.verdict not in verdicts
        or config.compiler_family(failure.compiler, failure.compiler_command) is not CompilerFamily.CLANG
    ):
        return False
    if failure.status not in OPEN_STATES:  # approved, filed, closed, rejected...: the report is settled
        return False
    if failure.verdict == FailureKind.WRONG_CODE and failure.bisection is None:
        return False
    found = failure.ir_reproducer
    tools_were_missing = found is not None and found.status is IRStatus.UNAVAILABLE and not found.release
    return found is None or tools_were_missing or ir_cut_short(failure)


def ir_cut_short(failure: Failure) -> bool:
    """An IR reproducer whose reduction a budget, Ctrl-C or ``kill -9`` cut short: the next run goes on."""
    found = failure.ir_reproducer
    cut_short = found is not None and found.status is IRStatus.REPRODUCED and not found.complete
    return cut_short and failure.status in OPEN_STATES


@dataclass(frozen=True)
class IRStart:
    """The C/C++ test an IR step compiles to IR: which one (``original`` or ``reduced``, stored as
    ``IRReproducer.test``) and its text."""

    test: str
    text: bytes


def reproduce_in_ir(
    app: App, failure: Failure, start: IRStart, *, stop: threading.Event | None = None
) -> IRReproducer:
    """Find (or continue) ``failure``'s IR reproducer from the test ``start``, reduce it within the budget,
    store and return it. A reproducer found already is continued from its own stored IR."""
    previous = failure.ir_reproducer
    if previous is not None and previous.status is IRStatus.REPRODUCED and previous.original_ir:
        found = previous
    else:
        found = _find(app, failure, start)
        _save(app, failure.id, found)
        if found.status is not IRStatus.REPRODUCED:
            log_event(app.store, failure.id, EventKind.IR, describe(found))
            return found
    found = _reduce(app, failure, found, stop)
    log_event(app.store, failure.id, EventKind.IR, describe(found))
    return found


def describe(found: IRReproducer) -> str:
    """One line on an IR reproducer, for the console and the failure's history."""
    if found.status is not IRStatus.REPRODUCED:
        return f"{found.status}: {found.note}"
    state = "" if found.complete else f" (stopped early: {found.stopped}; the next run continues it)"
    sizes = f"IR {found.original_size} -> {found.size} bytes in {found.seconds} s"
    return f"{sizes}: {found.shell(found.command)}{state}"


def _find(app: App, failure: Failure, start: IRStart) -> IRReproducer:
    compiler = split_command(failure.compiler_command or failure.compiler)
    source = Source(
        compiler,
        [*failure.flags, *failure.common_flags],
        failure.test_name,
        start.text,
        timeout=max(120.0, app.config.limits.compile_timeout),
    )
    kind = IRKind.CRASH if failure.verdict == FailureKind.CRASH else IRKind.MISCOMPILE
    output, signature = _crash_output(failure, source) if kind is IRKind.CRASH else ("", "")
    if kind is IRKind.CRASH:
        site = crash_site(output)
        base = IRReproducer(
            kind=kind, location=site.location, frame=site.frame, test=start.test, note=site.reason
        )
        if site.location is CrashLocation.FRONT_END:
            return replace(base, status=IRStatus.FRONT_END)
    else:
        base = IRReproducer(kind=kind, location=CrashLocation.OPTIMIZER, test=start.test)
    try:
        tools = LLVMTools.matching(compiler)
        base.release = str(tools.release)
        if kind is IRKind.CRASH:
            return _crash(tools, source, output, signature, base)
        return _miscompile(app, failure, tools, source, base)
    except ToolsMissingError as error:
        return replace(base, status=IRStatus.UNAVAILABLE, note=str(error))
    except InvalidIRError as error:
        return replace(base, status=IRStatus.INVALID_IR, note=str(error))
    except BisectError as error:
        return replace(base, status=IRStatus.NOT_REPRODUCED, note=str(error))


def _crash_output(failure: Failure, source: Source) -> tuple[str, str]:
    """The crash output with the most to say about where, and its signature: the stored ones when the output
    has a stack dump, else those of a ``-c`` compile of the same test when it crashes the same way (a
    compile-and-link run of clang may print no stack for a fatal error in the backend; the stack adds the
    frame to the signature: ``error in backend: X in llvm::Y``)."""
    if "Stack dump:" in failure.compiler_output:
        return failure.compiler_output, failure.signature
    again = crash_output(source)
    found = internal_error(again, [Path(failure.test_name).name])
    stored = strip_compiler_name(failure.signature)
    if found is not None and (found == stored or found.startswith(f"{stored} in ")):
        return again, f"{failure.compiler}: {found}"
    return failure.compiler_output, failure.signature


def _crash(tools: LLVMTools, source: Source, output: str, signature: str, base: IRReproducer) -> IRReproducer:
    site = crash_site(output)
    if site.location is CrashLocation.UNKNOWN:  # no frame, no phase: try the optimizer
        site = replace(site, location=CrashLocation.OPTIMIZER)
    found = find_crash_reproducer(tools, source, output, site, signature)
    return replace(
        base,
        status=IRStatus.REPRODUCED,
        note="; ".join(found.notes),
        command=found.command,
        pass_name=found.pass_name,
        component=found.component,
        signature=found.signature,
        shape=found.shape,
        max_undef=found.check().max_undef or 0,
        original_ir=found.ir,
        original_size=len(found.ir.encode()),
    )


def _miscompile(
    app: App, failure: Failure, tools: LLVMTools, source: Source, base: IRReproducer
) -> IRReproducer:
    guilty = PassRun.parse(failure.bisection.guilty_pass) if failure.bisection else None
    if guilty is None:
        note = "bisect found no guilty pass (opt-bisect): there is no pass to run alone"
        return replace(base, status=IRStatus.UNAVAILABLE, note=note)
    symptom = failure.details.signal
    timeout = app.config.limits.run_timeout
    found = find_miscompile_reproducer(
        tools, source, guilty.number, guilty.class_name, symptom=symptom, run_timeout=timeout
    )
    check = found.check
    return replace(
        base,
        status=IRStatus.REPRODUCED,
        frame=str(guilty),
        note="; ".join(found.notes),
        command=check.opt_command,
        pass_name=check.passes,
        component=found.component,
        run_command=check.run_command,
        symptom=symptom,
        sanitizer_clang=check.sanitizer_clang,
        max_undef=check.max_undef,
        expected=str(found.outcome.before),
        actual=str(found.outcome.after),
        original_ir=found.ir,
        original_size=len(found.ir.encode()),
    )


def check_of(app: App, found: IRReproducer) -> Check:
    """The check a stored reproducer's IR is reduced under (rebuilt from the stored fields, so a reduction
    resumed by a later run keeps exactly the same one)."""
    if found.kind is IRKind.CRASH:
        timeout = max(60.0, 2 * app.config.limits.compile_timeout)
        return CrashCheck(found.command, found.signature, timeout, found.shape, found.max_undef)
    return MiscompileCheck(
        opt=found.command[0],
        passes=found.pass_name,
        lli=found.run_command[0],
        symptom=found.symptom,
        max_undef=found.max_undef,
        sanitizer_clang=found.sanitizer_clang,
        timeout=app.config.limits.run_timeout,
    )


def _reduce(app: App, failure: Failure, found: IRReproducer, stop: threading.Event | None) -> IRReproducer:
    """A session of llvm-reduce from the stored best (the unreduced IR the first time), then the checks on
    its result; saved as it improves and at the end."""
    start = found.reduced_ir or found.original_ir
    # What was seen on an earlier text is no claim about the next one: the checks run again at the end.
    found = replace(found, checks=[], after_ir="", expected="", actual="")
    tools = LLVMTools.matching(split_command(failure.compiler_command or failure.compiler))
    check = check_of(app, found)
    work = app.data_path / "ir" / str(failure.id)
    shutil.rmtree(work, ignore_errors=True)
    if start != found.original_ir and not _still_holds(check, start, work):
        # A best kept under an older, weaker check (the bot's own fixes make checks stricter): start over.
        start = found.original_ir
    last_save, latest = time.monotonic(), start

    def offer(text: str) -> None:
        nonlocal last_save, latest
        latest = text
        if time.monotonic() - last_save >= SAVE_INTERVAL:
            _save(app, failure.id, replace(found, reduced_ir=text, size=len(text.encode()), final=False))
            last_save = time.monotonic()

    try:
        session = reduce_ir(
            tools, check, start, work=work, max_seconds=app.config.ir.max_seconds,
            jobs=app.config.ir.jobs or len(os.sched_getaffinity(0)), on_best=offer, stop=stop,
        )  # fmt: skip
    except KeyboardInterrupt:  # Ctrl-C in this thread: the best so far is stored, the next run goes on
        _save(app, failure.id, replace(found, reduced_ir=latest, size=len(latest.encode()), final=False))
        raise
    said = {
        "budget": f"time budget of {app.config.ir.max_seconds:g} s (ir.max_seconds)",
        "stopped": "interrupted",
    }
    stopped = said.get(session.stopped, session.stopped)
    result = replace(
        found,
        reduced_ir=session.text,
        size=session.size,
        seconds=round(found.seconds + session.seconds, 1),
        tests=found.tests + session.tests,
        sessions=found.sessions + 1,
        complete=session.complete,
        final=True,
        stopped=stopped,
    )
    if session.stopped != "stopped":  # interrupted: the next run's session checks its own result
        result = _checked(check, result, work)
    _save(app, failure.id, result)
    return result


def _still_holds(check: Check, text: str, work: Path) -> bool:
    """Does the stored best IR ``text`` still pass ``check`` (run in ``work``, which is then emptied)?"""
    work.mkdir(parents=True, exist_ok=True)
    try:
        (work / "resumed.ll").write_text(text)
        return check.holds(work / "resumed.ll")
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _checked(check: Check, found: IRReproducer, work: Path) -> IRReproducer:
    """``found`` with what its reduced IR was seen to do: the claims its report may make."""
    reduced = work / found.ir_file
    reduced.write_text(found.reduced_ir)
    command = found.shell(found.command)
    if isinstance(check, CrashCheck):
        runs = [check.run(reduced) for _ in range(FINAL_RUNS)]
        same = sum(check.same(result, signature) for result, signature in runs)
        said = f"{command} crashes with the failure's signature in {same} of {FINAL_RUNS} runs"
        return replace(found, checks=[said])
    outcome = check.evaluate(reduced)
    if not outcome.holds:
        return replace(found, checks=[f"{command} on the reduced IR: {outcome.reason}"])
    return replace(
        found,
        after_ir=outcome.after_ir,
        expected=str(outcome.before),
        actual=str(outcome.after),
        checks=[f"{command}, then {found.shell(found.run_command)} and on after.ll", *outcome.checks],
    )


def _save(app: App, failure_id: int, found: IRReproducer) -> None:
    with app.store.transaction() as session:
        stored = session.get(Failure, failure_id)
        assert stored is not None
        stored.ir_reproducer = found
