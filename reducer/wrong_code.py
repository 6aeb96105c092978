"""The wrong-code predicate: a variant is interesting only if it is free of undefined behaviour (as far as
two reference compilers, three sanitizers and optionally frama-c can tell) AND the compiler under test still
miscompiles it *in the same way* as the original (same runtime signal, same exit status, a timeout, or
output different from the references').

Checks run cheapest and most-likely-to-fail first, so most variants cost one fast build and run:

1. the compiler under test builds and runs the variant: same behaviour class as the original? (most variants
   made by a reducer lose the bug, and tcc-like compilers are fast);
2. the clang reference, ``-fsyntax-only`` with the UB-signalling warnings as errors (cheap, catches
   uninitialised and implicitly declared things before any sanitizer build);
3. the gcc reference (clang when there is none) with ASan+UBSan (and the UB warnings as errors) builds and
   runs clean; for a wrong-output bug the compiler under test's output must differ from this reference
   output (with no reference output at all, nothing is a wrong output);
4. the clang reference with MSan runs clean (uninitialised reads that ASan/UBSan miss);
5. the two reference outputs agree;
6. frama-c EVA finds no alarm (only when enabled: it is slow).

Time limits derive from the original's run times (:meth:`WrongCodePredicate.calibrate`): a variant that
runs 5x longer than the original (plus a second) is not interesting — reductions make programs shorter,
and infinite loops introduced by reduction must not cost the full default timeout each.
"""

from __future__ import annotations

import os
import re
import threading
import time
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from reportsmith.common.probe import build_and_run, compile_variant, run_program
from reportsmith.common.process import Limits, ScratchDir, scratch_dir, split_command
from reportsmith.reducer.errors import NotInterestingError
from reportsmith.reducer.validity import (
    ASAN_UBSAN,
    MSAN,
    RunOutcome,
    frama_c_eva,
    is_clang,
    sanitized_run,
    ub_warning_flags,
    warning_check,
)

#: Exit statuses our sanitizer runs use; a compiler under test's program never sees those options.
DEFAULT_REFERENCES = ("gcc", "clang-16")


def behaviour_from_signature(signature: str | None) -> str | None:
    """The behaviour class named by a case signature such as ``executable killed by SIGSEGV``."""
    if not signature:
        return None
    for word in signature.replace(",", " ").split():
        if word.startswith("SIG"):
            return f"signal:{word}"
    if "timeout" in signature or "hang" in signature:
        return "timeout"
    if "output" in signature or "wrong" in signature:
        return "wrong-output"
    return None


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
        use_frama_c: bool = False,
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
        self.use_frama_c = use_frama_c
        self.run_timeout = run_timeout
        self.reference_run_timeout = run_timeout
        self.compile_timeout = compile_timeout
        self.rejections: Counter[str] = Counter()
        self._lock = threading.Lock()

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
            run_limits=Limits(timeout=timeout or self.run_timeout, memory_mb=4096, output_bytes=1 << 20),
            executable="cut.out",
        )
        if behaviour is None:
            return "build-failed", b""
        if behaviour.timed_out:
            return "timeout", behaviour.stdout
        if behaviour.result.signal is not None:
            return f"signal:{behaviour.ending}", behaviour.stdout
        if not behaviour.clean_exit:
            return f"exit:{behaviour.result.returncode}", behaviour.stdout
        return "output", behaviour.stdout

    def _reference_run(self, compiler: str, source: Path, *, msan: bool) -> RunOutcome:
        """A sanitized reference build and run: ASan+UBSan with the UB warnings, or MSan (clang only)."""
        return sanitized_run(
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

    def _plain_reference(self, source: Path, cut_output: bytes, wants_output: bool) -> str | None:
        """The quick stand-in for the sanitizer stages: a plain ``-O0`` reference build runs clean and, for a
        wrong-output bug, prints something else than the compiler under test."""
        reference = self.gcc_reference or self.clang_reference
        if reference is None:
            return None
        outcome = sanitized_run(
            reference, source, self.flags, self.link_flags, sanitizers=(), warnings=False,
            compile_timeout=self.compile_timeout, run_timeout=self.reference_run_timeout, tag="plain",
        )  # fmt: skip
        if not outcome.clean:
            return f"{reference} -O0: {'build' if not outcome.built else 'run'}"
        if wants_output and cut_output == outcome.output:
            return "compiler under test: same output as the plain reference"
        return None

    def _quick_reference(self, clang: str, source: Path, cut_output: bytes, wants_output: bool) -> str | None:
        """The quick stages with a clang reference: ONE plain ``-O0`` build with the UB warnings as errors
        (the ``-fsyntax-only`` check and a reference build in one compile), run clean and, for a wrong-output
        bug, printing something else than the compiler under test. On the 190 KB Csmith program this costs
        0.4 s where the syntax check plus a plain gcc build cost 1.0 s, and most speculative tests that get
        this far pass it."""
        built = compile_variant(
            [clang, "-O0", *ub_warning_flags(clang), *self.flags], source.name, source.parent,
            output="plain.out", after=self.link_flags,
            limits=Limits(timeout=self.compile_timeout, memory_mb=None),
        )  # fmt: skip
        if not built.ok:
            return f"{clang}: UB warning" if "-Werror" in built.err else f"{clang} -O0: build"
        limits = Limits(timeout=self.reference_run_timeout, memory_mb=None, output_bytes=1 << 20)
        ran = run_program(source.parent / "plain.out", limits=limits).result
        if not ran.ok:
            return f"{clang} -O0: run"
        if wants_output and cut_output == ran.stdout:
            return "compiler under test: same output as the plain reference"
        return None

    def check(self, variant: bytes, directory: Path, *, quick: bool = False) -> str | None:
        """None when ``variant`` is interesting, else the name of the first check it failed. ``quick``: only
        the cheap stages (compiler under test, then one plain clang build with the UB warnings as errors
        and its run), the stand-in the reducer speculates on (reducer/speculation.py)."""
        source = directory / self.file_name
        source.write_bytes(variant)
        behaviour, cut_output = self.behaviour_of_compiler_under_test(source)
        wants_output = self.expected in (None, "wrong-output")
        if (wants_output and behaviour != "output") or (not wants_output and behaviour != self.expected):
            return "compiler under test: not the same behaviour"
        clang = self.clang_reference
        if quick and clang is not None:
            return self._quick_reference(clang, source, cut_output, wants_output)
        if quick:
            return self._plain_reference(source, cut_output, wants_output)
        # The MSan build and run starts at once beside the other stages: a variant that gets here (a
        # speculative chain's validation) nearly always passes them all, and the engine's workers wait
        # for it meanwhile; its verdict is still reported in stage order.
        if clang is None or not self.use_msan:
            return self._full_stages(source, cut_output, wants_output, None)
        # leaving the pool waits for the build: the scratch directory is never removed under it
        with ThreadPoolExecutor(1, thread_name_prefix="msan") as pool:
            msan = pool.submit(self._reference_run, clang, source, msan=True)
            return self._full_stages(source, cut_output, wants_output, msan)

    def _full_stages(
        self, source: Path, cut_output: bytes, wants_output: bool, msan: Future[RunOutcome] | None
    ) -> str | None:
        clang, gcc = self.clang_reference, self.gcc_reference
        if (
            clang is not None
            and not warning_check(clang, source, self.flags, timeout=self.compile_timeout).ok
        ):
            return f"{clang}: UB warning"
        reference_outputs = []
        # The ASan+UBSan reference: gcc's, else clang's. Without one, a wrong-output variant would have
        # nothing to differ from and everything would look interesting (a reduction to an empty main).
        sanitized = gcc if gcc is not None else clang
        if sanitized is not None:
            outcome = self._reference_run(sanitized, source, msan=False)
            if not outcome.clean:
                return f"{sanitized} asan+ubsan: {'build' if not outcome.built else 'run'}"
            reference_outputs.append(outcome.output)
        if wants_output and (not reference_outputs or cut_output == reference_outputs[0]):
            return "compiler under test: same output as the reference"
        if msan is not None:
            outcome = msan.result()
            if not outcome.clean:
                return f"{clang} msan: {'build' if not outcome.built else 'run'}"
            reference_outputs.append(outcome.output)
        if len(set(reference_outputs)) > 1:
            return "references disagree"
        if self.use_frama_c and frama_c_eva(source, self.flags, timeout=self.compile_timeout) not in (
            "clean",
        ):
            return "frama-c eva"
        return None

    def is_interesting(self, variant: bytes, scratch: ScratchDir) -> bool:
        failed = self.check(variant, scratch.path)
        with self._lock:
            self.rejections[failed or "interesting"] += 1
        return failed is None

    def is_interesting_quick(self, variant: bytes, scratch: ScratchDir) -> bool:
        failed = self.check(variant, scratch.path, quick=True)
        with self._lock:
            self.rejections[f"quick: {failed}" if failed else "quick: interesting"] += 1
        return failed is None

    def crash_lines(self, variant: bytes) -> list[int]:
        """The source lines of the crash's backtrace in the compiler under test's build, innermost first;
        only for a signal and a compiler that prints one (tcc ``-bt``), else empty (``after-crash``)."""
        if not (self.expected or "").startswith("signal:") or "tcc" not in os.path.basename(self.compiler[0]):
            return []
        with scratch_dir(prefix="reportsmith-backtrace-") as scratch:
            source = scratch.path / self.file_name
            source.write_bytes(variant)
            _, behaviour = build_and_run(
                [*self.compiler, "-g", "-bt"], source.name, scratch.path, after=self.link_flags,
                compile_limits=Limits(timeout=self.compile_timeout, memory_mb=4096),
                run_limits=Limits(timeout=self.run_timeout, memory_mb=4096, output_bytes=1 << 16),
                executable="bt.out",
            )  # fmt: skip
        if behaviour is None:
            return []
        frame = re.compile(rf"^{re.escape(self.file_name)}:(\d+): (?:at|by) ", re.MULTILINE)
        return [int(m.group(1)) for m in frame.finditer(behaviour.result.err)]

    # -- calibration ----------------------------------------------------------------------------------
    def calibrate(self, original: bytes) -> None:
        """Check the original passes every check (else NotInterestingError saying which one failed), take the
        expected behaviour from it when not given, and derive time limits from its run times."""
        with scratch_dir(prefix="reportsmith-wrong-code-") as scratch:
            source = scratch.path / self.file_name
            source.write_bytes(original)
            started = time.monotonic()
            behaviour, _ = self.behaviour_of_compiler_under_test(source, timeout=max(self.run_timeout, 60.0))
            cut_seconds = time.monotonic() - started
            if self.expected is None and behaviour != "output":
                self.expected = behaviour
            saved = self.reference_run_timeout
            self.reference_run_timeout = max(saved, 120.0)
            started = time.monotonic()
            failed = self.check(original, scratch.path)
            reference_seconds = time.monotonic() - started
            self.reference_run_timeout = saved
        if failed is not None:
            raise NotInterestingError(
                f"the original is not a valid wrong-code test case: {failed} (the predicate needs it to "
                "build without UB warnings, run clean under the sanitizers, and still show the bug)",
                check=failed,
            )
        self.run_timeout = max(2.0, 5 * cut_seconds + 1)
        self.reference_run_timeout = max(5.0, 5 * reference_seconds + 1)
