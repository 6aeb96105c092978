"""The wrong-code predicate's quick stages: the cheap stand-in for its sanitizer stages that a reduction
speculates on (reducer/speculation.py), after the compiler under test has shown the bug again.

With a clang reference: ONE plain ``-O0`` build with the UB warnings (and screens) as errors -- the
``-fsyntax-only`` check and a reference build in one compile --, run clean and, for a wrong-output bug,
printing something else than the compiler under test. On the 190 KB Csmith program this costs 0.4 s where
the syntax check plus a plain gcc build cost 1.0 s, and most speculative tests that get this far pass it.

With ``traps`` (the original passes them so), both references' plain builds trap on what UBSan sees
(:data:`~reportsmith.reducer.validity.CLANG_UB_TRAPS`, no runtime to link), and the gcc reference's plain
build follows clang's, printing the same: on llvm#215690's test gcc's object-size check and the references'
disagreement had rolled back 12 chains that clang's quick build let through (issue 37).

Without a clang reference: the gcc reference's plain build alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from reportsmith.common.probe import build_and_run, link_separately
from reportsmith.common.process import Limits
from reportsmith.reducer.validity import cpu_limits, sanitized_run, ub_trap_flags, without_silencers


@dataclass(frozen=True)
class QuickReferences:
    """The reference builds of the quick stages, with what the predicate calibrated."""

    clang: str | None
    gcc: str | None
    flags: list[str]
    link_flags: list[str]
    #: the UB warnings and the screens the original passes, as errors (the clang build's)
    clang_warnings: list[str]
    traps: bool
    compile_timeout: float
    run_timeout: float

    def check(self, source: Path, cut_output: bytes, wants_output: bool) -> str | None:
        """None when ``source`` passes the quick stages, else the name of the first it failed."""
        if self.clang is None:
            return self._plain(source, cut_output, wants_output)
        traps = ub_trap_flags(self.clang) if self.traps else ()
        flags = without_silencers(self.flags)
        checked = [self.clang, "-O0", *traps, *self.clang_warnings, *flags]
        # the traps need no runtime, so gcc links the object as it links the compiler under test's: Debian's
        # clang driver links with a process of its own (~40 ms of the ~125 ms build on a 300 B test)
        link_with = [self.gcc] if self.gcc is not None and link_separately([self.clang, *flags]) else None
        built, behaviour = build_and_run(
            checked, source.name, source.parent, after=self.link_flags,
            compile_limits=Limits(timeout=self.compile_timeout, memory_mb=None),
            run_limits=cpu_limits(self.run_timeout), executable="plain.out",
            link_with=link_with,
        )  # fmt: skip
        if behaviour is None:
            return f"{self.clang}: UB warning" if "-Werror" in built.err else f"{self.clang} -O0: build"
        ran = behaviour.result
        if not ran.ok:
            return f"{self.clang} -O0: run"
        if wants_output and cut_output == ran.stdout:
            return "compiler under test: same output as the plain reference"
        if not self.traps or self.gcc is None:
            return None
        return self._plain(source, cut_output, wants_output, clang_output=ran.stdout)

    def _plain(
        self, source: Path, cut_output: bytes, wants_output: bool, *, clang_output: bytes | None = None
    ) -> str | None:
        """A plain ``-O0`` build of the gcc reference (else the clang one) runs clean and, for a wrong-output
        bug, prints something else than the compiler under test. ``clang_output``: what the clang
        reference's quick build printed, which this one must print too (the whole check's references must
        agree); its build then has gcc's UB warnings as errors, as the whole check's gcc build has."""
        reference = self.gcc or self.clang
        if reference is None:
            return None
        after_clang = clang_output is not None
        outcome = sanitized_run(
            reference, source, self.flags, self.link_flags,
            sanitizers=ub_trap_flags(reference) if self.traps else (), warnings=after_clang,
            compile_timeout=self.compile_timeout, run_timeout=self.run_timeout,
            tag="plain-gcc" if after_clang else "plain",
        )  # fmt: skip
        if not outcome.clean:
            return f"{reference} -O0: {'build' if not outcome.built else 'run'}"
        if after_clang and outcome.output != clang_output:
            return "references disagree (plain -O0 builds)"
        if wants_output and cut_output == outcome.output:
            return "compiler under test: same output as the plain reference"
        return None
