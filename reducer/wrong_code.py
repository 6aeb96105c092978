"""The wrong-code predicate: a variant is interesting only if it is free of undefined behaviour (as far as two
reference compilers, three sanitizers and Frama-C can tell) AND the compiler under test still miscompiles it
*in the same way* as the original (same runtime signal, same exit status, a timeout, or output different from
the references').

Checks run cheapest and most-likely-to-fail first, so most variants cost one fast build and run, or none:

0. in process, before anything runs (:meth:`~WrongCodePredicate.is_interesting` and its quick form), libclang
   stands in for stage 2's front end (:mod:`reportsmith.reducer.front_end`): most variants of the token and
   line passes do not compile, and it refuses them in milliseconds;
1. the compiler under test builds and runs the variant: same behaviour class as the original? (most variants
   made by a reducer lose the bug, and tcc-like compilers are fast);
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
runs 5x longer than the original (plus a second) is not interesting — reductions make programs shorter,
and infinite loops introduced by reduction must not cost the full default timeout each.
"""

from __future__ import annotations

import os
import threading
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from reportsmith.common.family import is_clang
from reportsmith.common.probe import build_and_run, compile_variant, run_program
from reportsmith.common.process import Limits, ScratchDir, scratch_dir, split_command
from reportsmith.reducer.backtrace import tcc_crash_lines
from reportsmith.reducer.check_records import (
    CheckRecord,
    RunTimes,
    Trace,
    behaviour_from_signature,
    ending,
)
from reportsmith.reducer.errors import NotInterestingError
from reportsmith.reducer.front_end import FrontEndCheck, front_end_check
from reportsmith.reducer.semantics import FramaC, SemanticsFinding
from reportsmith.reducer.validity import (
    ASAN_UBSAN,
    MSAN,
    RunOutcome,
    cpu_limits,
    passing_screens,
    sanitized_run,
    ub_trap_flags,
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
        self.run_timeout = run_timeout
        self.reference_run_timeout = run_timeout
        self.compile_timeout = compile_timeout
        self.rejections: Counter[str] = Counter()
        self._lock = threading.Lock()
        #: The original's run times, collected while :meth:`calibrate` runs (None otherwise).
        self._run_times: RunTimes | None = None

    @classmethod
    def from_case(cls, case: dict, **options: object) -> WrongCodePredicate:
        """From a bench ``case.toml``: ``compiler = "tcc -w -I/usr/include/csmith -lm"``, ``signature``..."""
        argv = split_command(case["compiler"])
        flags = [a for a in argv[1:] if a.startswith(("-I", "-D", "-std="))]
        link_flags = [a for a in argv[1:] if a.startswith("-l")]
        compiler = [a for a in argv if not a.startswith("-l")]
        options.setdefault("expected", behaviour_from_signature(case.get("signature")))
        return cls(
            compiler, file_name=case.get("file", "test.c"), flags=flags, link_flags=link_flags, **options
        )  # type: ignore[arg-type]

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
        self, source: Path, *, timeout: float | None = None
    ) -> tuple[str, bytes]:
        """``signal:SIGSEGV``, ``exit:N``, ``timeout``, ``build-failed`` or ``output`` (ran fine); stdout."""
        _, behaviour = build_and_run(
            self.compiler,
            source.name,
            source.parent,
            after=self.link_flags,
            compile_limits=Limits(timeout=self.compile_timeout, memory_mb=4096),
            run_limits=cpu_limits(timeout or self.run_timeout, memory_mb=4096),
            executable="cut.out",
        )
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
        return self.semantics.check(source, timeout=self.semantics_timeout)

    def _plain_reference(
        self, source: Path, cut_output: bytes, wants_output: bool, *, clang_output: bytes | None = None
    ) -> str | None:
        """The quick stand-in for the sanitizer stages: a plain ``-O0`` build of the gcc reference (else the
        clang one) runs clean (UBSan traps with :attr:`quick_traps`) and, for a wrong-output bug, prints
        something else than the compiler under test. ``clang_output``: what the clang reference's quick
        build printed, which this one must print too (the whole check's references must agree)."""
        reference = self.gcc_reference or self.clang_reference
        if reference is None:
            return None
        traps = ub_trap_flags(reference) if self.quick_traps else ()
        outcome = sanitized_run(
            reference, source, self.flags, self.link_flags, sanitizers=traps,
            warnings=clang_output is not None, compile_timeout=self.compile_timeout,
            run_timeout=self.reference_run_timeout, tag="plain-gcc" if clang_output is not None else "plain",
        )  # fmt: skip
        if not outcome.clean:
            return f"{reference} -O0: {'build' if not outcome.built else 'run'}"
        if clang_output is not None and outcome.output != clang_output:
            return "references disagree (plain -O0 builds)"
        if wants_output and cut_output == outcome.output:
            return "compiler under test: same output as the plain reference"
        return None

    def _quick_reference(self, clang: str, source: Path, cut_output: bytes, wants_output: bool) -> str | None:
        """The quick stages with a clang reference: ONE plain ``-O0`` build with the UB warnings (and screens)
        as errors (the ``-fsyntax-only`` check and a reference build in one compile), run clean and, for a
        wrong-output bug, printing something else than the compiler under test. On the 190 KB Csmith program
        this costs 0.4 s where the syntax check plus a plain gcc build cost 1.0 s, and most speculative tests
        that get this far pass it.

        With :attr:`quick_traps`, the gcc reference's plain build follows (UBSan traps, gcc's UB warnings):
        on llvm#215690's test gcc's object-size check and the references' disagreement rolled back 12
        chains that clang's quick build had let through; a gcc build is the cheaper of the two."""
        traps = ub_trap_flags(clang) if self.quick_traps else ()
        checked = [clang, "-O0", *traps, *self._warnings(clang), *without_silencers(self.flags)]
        built = compile_variant(
            checked, source.name, source.parent,
            output="plain.out", after=self.link_flags,
            limits=Limits(timeout=self.compile_timeout, memory_mb=None),
        )  # fmt: skip
        if not built.ok:
            return f"{clang}: UB warning" if "-Werror" in built.err else f"{clang} -O0: build"
        limits = cpu_limits(self.reference_run_timeout)
        ran = run_program(source.parent / "plain.out", limits=limits).result
        if not ran.ok:
            return f"{clang} -O0: run"
        if wants_output and cut_output == ran.stdout:
            return "compiler under test: same output as the plain reference"
        if not self.quick_traps or self.gcc_reference is None:
            return None
        return self._plain_reference(source, cut_output, wants_output, clang_output=ran.stdout)

    def check(
        self, variant: bytes, directory: Path, *, quick: bool = False, trace: Trace | None = None
    ) -> str | None:
        """None when ``variant`` is interesting, else the name of the first check it failed. ``quick``: only
        the cheap stages (compiler under test, then one plain clang build with the UB warnings as errors
        and its run), the stand-in the reducer speculates on (reducer/speculation.py). ``trace`` collects
        what each check of the whole predicate said (:meth:`audit`)."""
        trace = trace if trace is not None else Trace()
        source = directory / self.file_name
        source.write_bytes(variant)
        behaviour, cut_output = self.behaviour_of_compiler_under_test(source)
        wants_output = self.expected in (None, "wrong-output")
        shown = behaviour == "output" if wants_output else behaviour == self.expected
        said = "prints a different output than the references" if wants_output else ending(self.expected)
        if not trace.note(f"the program built by {' '.join(self.compiler)} {said}", shown, behaviour):
            return "compiler under test: not the same behaviour"
        clang = self.clang_reference
        if quick and clang is not None:
            return self._quick_reference(clang, source, cut_output, wants_output)
        if quick:
            return self._plain_reference(source, cut_output, wants_output)
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
        failed = self._front_end_error(variant) or self.check(variant, scratch.path)
        with self._lock:
            self.rejections[failed or "interesting"] += 1
        return failed is None

    def is_interesting_quick(self, variant: bytes, scratch: ScratchDir) -> bool:
        failed = self._front_end_error(variant) or self.check(variant, scratch.path, quick=True)
        with self._lock:
            self.rejections[f"quick: {failed}" if failed else "quick: interesting"] += 1
        return failed is None

    def _front_end_error(self, variant: bytes) -> str | None:
        """The in-process stand-in for the clang reference's front end (:mod:`.front_end`): the name of the
        check that refused ``variant``, None when it passes (or the stand-in is off)."""
        if self.front_end is None or not self.front_end.rejects(variant):
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
            behaviour, _ = self.behaviour_of_compiler_under_test(source, timeout=max(self.run_timeout, 60.0))
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
                self.quick_traps = True  # demanded of variants only if the original passes the quick check so
                self.quick_traps = self.check(original, scratch.path, quick=True) is None
                clang_ = self.clang_reference
                flags = [*self._warnings(clang_), *without_silencers(self.flags)] if clang_ else None
                self.front_end = front_end_check(flags, self.file_name, original)
            self.reference_run_timeout = saved
        times, self._run_times = self._run_times, None
        if failed is not None:
            raise NotInterestingError(
                f"the original is not a valid wrong-code test case: {failed} (the predicate needs it to "
                "build without UB warnings, run clean under the sanitizers, and still show the bug)",
                check=failed,
            )
        self.run_timeout = max(2.0, 5 * max(times.cut, default=0.0) + 1)
        self.reference_run_timeout = max(5.0, 5 * max(times.reference, default=0.0) + 1)

    def _calibrate_semantics(self, source: Path) -> None:
        """Frama-C on the original: its time bounds the variants'; an original it cannot call clean turns
        the check off for this reduction (the report then says why instead of claiming the check)."""
        if not self.semantics_runs:
            return
        verdict = self._semantics_check(source)
        if verdict.clean:
            self.semantics_timeout = SEMANTICS_FACTOR * verdict.seconds + SEMANTICS_SLACK
        else:
            self.semantics_off = f"Frama-C cannot vouch for the original test ({verdict.describe()})"
