"""The wrong-code predicate: a variant is interesting only if it is free of undefined behaviour (as far as two
reference compilers, three sanitizers and Frama-C can tell) AND the compiler under test still miscompiles it
*in the same way* as the original (same runtime signal, same exit status, a timeout, or output different from
the references').

Checks run cheapest and most-likely-to-fail first, so most variants cost one fast build and run, or none:

0. in process, before anything runs (:meth:`~WrongCodePredicate.is_interesting` and its quick form), libclang
   stands in for stage 2's front end (:mod:`reportsmith.reducer.front_end`): most variants of the token and
   line passes do not compile, and it refuses them in milliseconds;
1. the compiler under test builds and runs the variant: same behaviour class as the original? (most variants
   made by a reducer lose the bug, and tcc-like compilers are fast); in a reduction's tests, a wrong output
   that tcc's build prints too is refused here in ~5 ms (:mod:`reportsmith.reducer.fast_reference`);
2. the clang reference, ``-fsyntax-only`` with the UB-signalling warnings as errors (cheap, catches
   uninitialised and implicitly declared things before any sanitizer build), plus the *screens*
   (:data:`~reportsmith.reducer.validity.CLANG_SCREENS`: a local read that may be uninitialised, a call that
   does not match a prototype) when the original passes them;
3. the gcc reference (clang when there is none) with ASan+UBSan (and the UB warnings as errors) builds and
   runs clean; for a wrong-output bug the compiler under test's output must differ from this reference
   output (with no reference output at all, nothing is a wrong output);
4. the clang reference with MSan runs clean (uninitialised reads that ASan/UBSan miss);
5. the two reference outputs agree;
6. Frama-C's Eva, run as an interpreter (:mod:`reportsmith.reducer.semantics`), finds no undefined behaviour,
   within a time derived from the original's. On by default; a program Frama-C cannot analyse *as an
   original* (C++, a library call it has no code for, an alarm on the original itself) turns it off for that
   reduction, and :attr:`WrongCodePredicate.semantics_off` says why, for the report.

The *quick* check a reduction speculates on (reducer/speculation.py) is stage 1, then one plain ``-O0``
build of the clang reference with the UB warnings as errors and UBSan in trap mode, and its run.

:meth:`WrongCodePredicate.audit` runs the same checks on one text and returns what each said
(:class:`CheckRecord`, "did not run" included): a report lists exactly those.

Time limits derive from the original's run times (:meth:`WrongCodePredicate.calibrate`): a variant that
runs 5x longer than the original (plus half a second of CPU) is not interesting — reductions make programs
shorter, and infinite loops introduced by reduction must not cost the full default timeout each.
"""

from __future__ import annotations

import os
import threading
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from reportsmith.common.family import CompilerFamily, compiler_family, is_clang
from reportsmith.common.probe import Behaviour, build_and_run, link_separately
from reportsmith.common.process import Limits, RunResult, ScratchDir, scratch_dir, split_command
from reportsmith.reducer.backtrace import tcc_crash_lines
from reportsmith.reducer.check_records import (
    CheckRecord,
    RunTimes,
    Trace,
    ending,
)
from reportsmith.reducer.errors import NotInterestingError
from reportsmith.reducer.fast_link import fast_linker
from reportsmith.reducer.fast_reference import FastReference, fast_reference_for
from reportsmith.reducer.front_end import FrontEndCheck, front_end_check
from reportsmith.reducer.layout import layout_cannot_matter
from reportsmith.reducer.quick_check import QuickReferences
from reportsmith.reducer.semantics import FramaC, SemanticsFinding
from reportsmith.reducer.validity import (
    ASAN_UBSAN,
    MSAN,
    RunOutcome,
    cpu_limits,
    passing_screens,
    sanitized_run,
    ub_warning_flags,
    warning_check,
    without_silencers,
)

#: Exit statuses our sanitizer runs use; a compiler under test's program never sees those options.
DEFAULT_REFERENCES = ("gcc", "clang-16")
#: Frama-C's time on a variant may exceed the original's by this factor plus SEMANTICS_SLACK seconds (the
#: PLDI 2012 paper allowed the original's time plus 3 s; a shared 2-core machine needs more slack).
SEMANTICS_FACTOR = 2.0
SEMANTICS_SLACK = 10.0
#: The least CPU time a variant's run by the compiler under test gets (the original's 5x plus this). A
#: variant that loops (a token pass deletes an ``i++``) runs to this limit: at 0.5 s, 36 such variants were a
#: sixth of the worker time of llvm#218844's reduction (a test whose program runs in 1 ms). 0.1 s is still
#: 100x that; CPU time, so the machine's load does not change a verdict (validity.cpu_limits).
MIN_RUN_SECONDS = 0.1


class WrongCodePredicate:
    def __init__(
        self,
        compiler: str | Sequence[str],
        *,
        file_name: str = "test.c",
        flags: Sequence[str] = (),
        link_flags: Sequence[str] = (),
        references: Sequence[str] = DEFAULT_REFERENCES,
        expected: str | None = None,
        use_msan: bool = True,
        use_frama_c: bool = True,
        run_timeout: float = 10.0,
        compile_timeout: float = 120.0,
    ) -> None:
        self.compiler = split_command(compiler)
        self.file_name = os.path.basename(file_name)
        self.flags = list(flags)
        self.link_flags = list(link_flags)
        self.references = list(references)
        self.expected = expected
        self.use_msan = use_msan
        self.semantics = FramaC(self.flags) if use_frama_c else None
        #: The driver that links a clang under test's object (:func:`~reportsmith.common.probe.
        #: link_separately`): the gcc reference, when there is one and the command allows it.
        gcc = self.gcc_reference
        separately = is_clang(self.compiler[0]) and link_separately(self.compiler)
        self.link_with: list[str] | None = [gcc] if gcc is not None and separately else None
        #: The driver that links a variant whose object :attr:`link_with` could not link (the gcc one when
        #: :attr:`link_with` is the fast linker, :mod:`.fast_link`; None otherwise).
        self.fallback_link: list[str] | None = None
        self._front_end_first = compiler_family(self.compiler) in (CompilerFamily.GCC, CompilerFamily.CLANG)
        #: Why the semantics check does not run ("" when it does): set by :meth:`calibrate`.
        self.semantics_off = "" if use_frama_c else 'turned off ([reduce] semantics_checker = "none")'
        self.semantics_timeout = compile_timeout
        #: The clang screens the original passes: only those are demanded of variants (:meth:`calibrate`).
        self.screens: list[str] = []
        #: The quick check's reference build traps on what UBSan sees (:data:`~reportsmith.reducer.validity.
        #: CLANG_UB_TRAPS`): set by :meth:`calibrate` when the original passes it that way.
        self.quick_traps = False
        #: The clang reference's front end in process (:mod:`.front_end`), when the original passes it.
        self.front_end: FrontEndCheck | None = None
        #: tcc as a fast reference for a wrong-output bug (:mod:`.fast_reference`): set by :meth:`calibrate`.
        self.fast_reference: FastReference | None = None
        #: The verdict cannot depend on whitespace (:mod:`.layout`): set by :meth:`calibrate`.
        self.layout_insensitive = False
        self.run_timeout = run_timeout
        self.reference_run_timeout = run_timeout
        self.compile_timeout = compile_timeout
        self.rejections: Counter[str] = Counter()
        self._lock = threading.Lock()
        #: The original's run times, collected while :meth:`calibrate` runs (None otherwise).
        self._run_times: RunTimes | None = None
        #: Frama-C's verdict on the original while :meth:`calibrate` runs: its whole check of the original
        #: takes it instead of running Frama-C a second time on the same text (~1 s of every start).
        self._original_semantics: tuple[bytes, SemanticsFinding] | None = None

    # -- the checks -----------------------------------------------------------------------------------
    @property
    def gcc_reference(self) -> str | None:
        return next((r for r in self.references if not is_clang(r)), None)

    @property
    def clang_reference(self) -> str | None:
        return next((r for r in self.references if is_clang(r)), None)

    @property
    def semantics_runs(self) -> bool:
        return self.semantics is not None and not self.semantics_off

    def behaviour_of_compiler_under_test(
        self, source: Path, *, timeout: float | None = None, exact: bool = False
    ) -> tuple[str, bytes]:
        """``signal:SIGSEGV``, ``exit:N``, ``timeout``, ``build-failed`` or ``output`` (ran fine); stdout.
        A clang under test compiles with ``-c`` and gcc (or tcc, :mod:`.fast_link`) links
        (:attr:`link_with`), unless ``exact``: the audit a report lists builds with the very command."""
        link_with = None if exact else self.link_with
        built, behaviour = self._build_and_run(source, timeout, link_with)
        if behaviour is None and link_with is not None and self.fallback_link is not None:
            if built.argv[:1] == link_with[:1]:  # it compiled, and the fast linker failed
                _, behaviour = self._build_and_run(source, timeout, self.fallback_link)
        if behaviour is None:
            return "build-failed", b""
        if self._run_times is not None:
            self._run_times.cut.append(behaviour.result.duration)
        if behaviour.timed_out:
            return "timeout", behaviour.stdout
        if behaviour.result.signal is not None:
            return f"signal:{behaviour.ending}", behaviour.stdout
        if not behaviour.clean_exit:
            return f"exit:{behaviour.result.returncode}", behaviour.stdout
        return "output", behaviour.stdout

    def _build_and_run(
        self, source: Path, timeout: float | None, link_with: list[str] | None
    ) -> tuple[RunResult, Behaviour | None]:
        return build_and_run(
            self.compiler, source.name, source.parent, after=self.link_flags,
            compile_limits=Limits(timeout=self.compile_timeout, memory_mb=4096),
            run_limits=cpu_limits(timeout or self.run_timeout, memory_mb=4096),
            executable="cut.out", link_with=link_with,
        )  # fmt: skip

    def _warnings(self, compiler: str) -> list[str]:
        """The UB warnings as errors, plus the screens the original passes (clang only)."""
        screens = [f"-Werror={name}" for name in self.screens] if is_clang(compiler) else []
        return [*ub_warning_flags(compiler), *screens]

    def _reference_run(self, compiler: str, source: Path, *, msan: bool) -> RunOutcome:
        """A sanitized reference build and run: ASan+UBSan with the UB warnings, or MSan (clang only)."""
        outcome = sanitized_run(
            compiler,
            source,
            self.flags,
            self.link_flags,
            sanitizers=MSAN if msan else ASAN_UBSAN,
            warnings=not msan,
            compile_timeout=self.compile_timeout,
            run_timeout=self.reference_run_timeout,
            tag="msan" if msan else "asan",
        )
        if self._run_times is not None and outcome.built and outcome.result is not None:
            self._run_times.reference.append(outcome.result.duration)
        return outcome

    def _semantics_check(self, source: Path) -> SemanticsFinding:
        assert self.semantics is not None
        known = self._original_semantics
        if known is not None and source.read_bytes() == known[0]:
            return known[1]
        return self.semantics.check(source, timeout=self.semantics_timeout)

    def _quick_references(self) -> QuickReferences:
        clang = self.clang_reference
        return QuickReferences(
            clang, self.gcc_reference, self.flags, self.link_flags,
            self._warnings(clang) if clang is not None else [], self.quick_traps,
            self.compile_timeout, self.reference_run_timeout,
        )  # fmt: skip

    def check(
        self,
        variant: bytes,
        directory: Path,
        *,
        quick: bool = False,
        trace: Trace | None = None,
        front_end: bool = False,
    ) -> str | None:
        """None when ``variant`` is interesting, else the name of the first check it failed. ``quick``: only
        the cheap stages (compiler under test, then one plain clang build with the UB warnings as errors
        and its run), the stand-in the reducer speculates on (reducer/speculation.py). ``trace`` collects
        what each check of the whole predicate said (:meth:`audit`), which builds with the exact command.
        ``front_end``: libclang's in-process check may refuse the variant first (a reduction's tests)."""
        exact = trace is not None
        trace = trace if trace is not None else Trace()
        if front_end and (refused := self._front_end_error(variant, before_the_compiler_under_test=True)):
            return refused
        source = directory / self.file_name
        source.write_bytes(variant)
        behaviour, cut_output = self.behaviour_of_compiler_under_test(source, exact=exact)
        wants_output = self.expected in (None, "wrong-output")
        shown = behaviour == "output" if wants_output else behaviour == self.expected
        said = "prints a different output than the references" if wants_output else ending(self.expected)
        if not trace.note(f"the program built by {' '.join(self.compiler)} {said}", shown, behaviour):
            return "compiler under test: not the same behaviour"
        if front_end and (refused := self._front_end_error(variant, before_the_compiler_under_test=False)):
            return refused
        fast = self.fast_reference if front_end and wants_output else None
        if fast is not None and fast.agrees(source, cut_output):
            return "compiler under test: same output as tcc (fast reference)"
        if quick:
            return self._quick_references().check(source, cut_output, wants_output)
        clang = self.clang_reference
        # MSan and Frama-C start at once beside the other stages: a variant that gets here (a speculative
        # chain's validation) nearly always passes them all, and the engine's workers wait for it meanwhile;
        # their verdicts are still reported in stage order. Leaving the pool waits for them: the scratch
        # directory is never removed under a running check.
        with ThreadPoolExecutor(2, thread_name_prefix="full-check") as pool:
            msan = None
            if clang is not None and self.use_msan:
                msan = pool.submit(self._reference_run, clang, source, msan=True)
            semantics = pool.submit(self._semantics_check, source) if self.semantics_runs else None
            failed = self._full_stages(source, cut_output, wants_output, msan, trace)
            if failed is None:
                failed = self._semantics_stage(semantics, trace)
            for pending in (msan, semantics):
                if pending is not None:
                    pending.cancel()
            return failed

    def _full_stages(
        self,
        source: Path,
        cut_output: bytes,
        wants_output: bool,
        msan: Future[RunOutcome] | None,
        trace: Trace,
    ) -> str | None:
        clang, gcc = self.clang_reference, self.gcc_reference
        if clang is not None:
            warnings = self._warnings(clang)
            result = warning_check(clang, source, self.flags, warnings, timeout=self.compile_timeout)
            screens = f" (nor {', '.join('-W' + name for name in self.screens)})" if self.screens else ""
            check = f"{clang} -fsyntax-only reports none of the warnings that signal undefined behaviour"
            if not trace.note(check + screens, result.ok, "" if result.ok else result.err[-300:]):
                return f"{clang}: UB warning"
        reference_outputs = []
        # The ASan+UBSan reference: gcc's, else clang's. Without one, a wrong-output variant would have
        # nothing to differ from and everything would look interesting (a reduction to an empty main).
        sanitized = gcc if gcc is not None else clang
        if sanitized is not None:
            outcome = self._reference_run(sanitized, source, msan=False)
            check = f"a {sanitized} -fsanitize=address,undefined build runs clean"
            if not trace.note(check, outcome.clean, outcome.message):
                return f"{sanitized} asan+ubsan: {'build' if not outcome.built else 'run'}"
            reference_outputs.append(outcome.output)
        if wants_output and (not reference_outputs or cut_output == reference_outputs[0]):
            trace.note("the compiler under test's output differs from the reference's", False)
            return "compiler under test: same output as the reference"
        if msan is None:
            why = "it needs a clang reference" if clang is None else "turned off"
            trace.note("an MSan build runs clean (uninitialised reads)", None, why)
        else:
            outcome = msan.result()
            check = f"a {clang} -fsanitize=memory build runs clean"
            if not trace.note(check, outcome.clean, outcome.message):
                return f"{clang} msan: {'build' if not outcome.built else 'run'}"
            reference_outputs.append(outcome.output)
        if len(reference_outputs) > 1 and not trace.note(
            "the reference builds agree with each other", len(set(reference_outputs)) == 1
        ):
            return "references disagree"
        return None

    def _semantics_stage(self, semantics: Future[SemanticsFinding] | None, trace: Trace) -> str | None:
        name = "Frama-C Eva, run as an interpreter, finds no undefined behaviour"
        if semantics is None:
            trace.note(name, None, self.semantics_off)
            return None
        verdict = semantics.result()
        if trace.note(name, verdict.clean, f"{verdict.seconds} s" if verdict.clean else verdict.describe()):
            return None
        return f"frama-c eva: {verdict.status.value}"

    def audit(self, text: bytes) -> list[CheckRecord]:
        """Every check of the whole predicate on ``text``, as it ran: what passed, what failed (the first
        failure ends it) and what did not run, and why. A report's validity list is made from this."""
        trace = Trace()
        with scratch_dir(prefix="reportsmith-audit-") as scratch:
            self.check(text, scratch.path, trace=trace)
        return list(trace)

    def is_interesting(self, variant: bytes, scratch: ScratchDir) -> bool:
        failed = self.check(variant, scratch.path, front_end=True)
        with self._lock:
            self.rejections[failed or "interesting"] += 1
        return failed is None

    def is_interesting_quick(self, variant: bytes, scratch: ScratchDir) -> bool:
        failed = self.check(variant, scratch.path, quick=True, front_end=True)
        with self._lock:
            self.rejections[f"quick: {failed}" if failed else "quick: interesting"] += 1
        return failed is None

    def _front_end_error(self, variant: bytes, *, before_the_compiler_under_test: bool) -> str | None:
        """The in-process stand-in for the clang reference's front end (:mod:`.front_end`): the name of the
        check that refused ``variant``, None when it passes (or the stand-in is off). It runs before the
        compiler under test when that is GCC or clang (a compile costs tens of ms, a parse ~5 ms on a small
        test), after it otherwise: tcc builds a 150 KB Csmith program faster than libclang parses it."""
        if self.front_end is None or before_the_compiler_under_test != self._front_end_first:
            return None
        if not self.front_end.rejects(variant):
            return None
        return f"{self.clang_reference}: error or UB warning (libclang)"

    def crash_lines(self, variant: bytes) -> list[int]:
        """The source lines of the crash's backtrace in the compiler under test's build, innermost first;
        only for a signal and a compiler that prints one (tcc ``-bt``), else empty (``after-crash``)."""
        if not (self.expected or "").startswith("signal:"):
            return []
        return tcc_crash_lines(
            self.compiler, self.file_name, self.link_flags, variant,
            compile_timeout=self.compile_timeout, run_timeout=self.run_timeout,
        )  # fmt: skip

    # -- calibration ----------------------------------------------------------------------------------
    def calibrate(self, original: bytes) -> None:
        """Check the original passes every check (else NotInterestingError saying which one failed), take the
        expected behaviour from it when not given, derive time limits from its run times, keep the clang
        screens it passes, and time Frama-C on it (or turn the semantics check off, saying why).

        The run limits come from the original's *runs* alone (the compiler under test's program, the
        sanitized references), not from the whole check: timed with its compiles and Frama-C on a busy
        machine, 5x the check gave a 190 KB Csmith program's references ~250 s where they run in
        milliseconds, and a variant that loops (reductions make them) held a worker that long (issue 37)."""
        self._run_times = RunTimes()
        with scratch_dir(prefix="reportsmith-wrong-code-") as scratch:
            source = scratch.path / self.file_name
            source.write_bytes(original)
            timeout = max(self.run_timeout, 60.0)
            behaviour, cut_output = self.behaviour_of_compiler_under_test(source, timeout=timeout)
            if self.expected in (None, "wrong-output") and behaviour == "output":
                self._calibrate_link(source, timeout, (behaviour, cut_output))
            if self.expected is None and behaviour != "output":
                self.expected = behaviour
            clang = self.clang_reference
            if clang is not None:
                self.screens = passing_screens(clang, source, self.flags, timeout=self.compile_timeout)
            self._calibrate_semantics(source)
            saved = self.reference_run_timeout
            self.reference_run_timeout = max(saved, 120.0)
            failed = self.check(original, scratch.path)
            if failed is None:
                if self.expected is None:  # a wrong output: tcc may refuse what lost it (.fast_reference)
                    self.fast_reference = fast_reference_for(self.compiler, self.flags, self.link_flags,
                                                             source, cut_output)  # fmt: skip
                self.quick_traps = True  # demanded of variants only if the original passes the quick check so
                self.quick_traps = self.check(original, scratch.path, quick=True) is None
                flags = [*self._warnings(clang), *without_silencers(self.flags)] if clang else None
                self.front_end = front_end_check(flags, self.file_name, original)
                self.layout_insensitive = layout_cannot_matter(original, [*self.flags, *self.link_flags])
            self.reference_run_timeout = saved
        times, self._run_times = self._run_times, None
        self._original_semantics = None
        if failed is not None:
            raise NotInterestingError(
                f"the original is not a valid wrong-code test case: {failed} (the predicate needs it to "
                "build without UB warnings, run clean under the sanitizers, and still show the bug)",
                check=failed,
            )
        # CPU seconds: a variant that loops (a deleted `i++`) is the commonest slow test of a token pass; at
        # 2 s each they were most of the CPU a small test's reduction took (llvm#64047: 170 tests, 51 s)
        self.run_timeout = max(MIN_RUN_SECONDS, 5 * max(times.cut, default=0.0) + MIN_RUN_SECONDS)
        self.reference_run_timeout = max(5.0, 5 * max(times.reference, default=0.0) + 1)

    def _calibrate_link(self, source: Path, timeout: float, linked_by_gcc: tuple[str, bytes]) -> None:
        """tcc links the variants' objects when the original's, linked by it, behaves exactly as linked by
        gcc (:mod:`.fast_link`); gcc then links what tcc cannot."""
        fast = fast_linker(self.compiler, self.file_name) if self.link_with is not None else None
        if fast is None:
            return
        gcc, self.link_with = self.link_with, fast
        if self.behaviour_of_compiler_under_test(source, timeout=timeout) == linked_by_gcc:
            self.fallback_link = gcc
        else:
            self.link_with = gcc

    def _calibrate_semantics(self, source: Path) -> None:
        """Frama-C on the original: its time bounds the variants'; an original it cannot call clean turns
        the check off for this reduction (the report then says why instead of claiming the check)."""
        if not self.semantics_runs:
            return
        verdict = self._semantics_check(source)
        self._original_semantics = (source.read_bytes(), verdict)
        if verdict.clean:
            self.semantics_timeout = SEMANTICS_FACTOR * verdict.seconds + SEMANTICS_SLACK
        else:
            self.semantics_off = f"Frama-C cannot vouch for the original test ({verdict.describe()})"
