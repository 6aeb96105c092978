"""The IR before a guilty pass, and the check that the pass alone miscompiles it.

opt-bisect named the pass run that makes the program wrong (``pass (65) IndVarSimplifyPass on <loop>``:
:func:`reportsmith.bisect.passes.guilty_pass`). clang emits the IR just before it
(:func:`~.emit.before_pass`), the pass's pipeline name is looked up (:mod:`.pass_names`), and
:class:`~.checks.MiscompileCheck` must hold on that IR: ``lli`` runs it cleanly, and after ``opt
-passes=<name>`` it shows the failure's symptom. That is LLVM's miscompile report: the pass, the IR before it,
the command and what goes wrong. When the sanitizer builds cannot run (no sanitizer runtime for this
release), the check goes without them and says so.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

from reportsmith.bisect.llvm_ir import emit, pass_names
from reportsmith.bisect.llvm_ir.checks import MiscompileCheck, MiscompileOutcome, undef_count
from reportsmith.bisect.llvm_ir.crash import NoReproducerError
from reportsmith.bisect.llvm_ir.tools import LLVMTools
from reportsmith.common.process import scratch_dir


@dataclass
class MiscompileReproducer:
    """The IR before the guilty pass, the check that holds on it, and what the check saw."""

    ir: str
    check: MiscompileCheck
    outcome: MiscompileOutcome
    #: The pass class ("IndVarSimplifyPass"; LLVM 22's opt-bisect prints "indvars", whose class opt names).
    pass_class: str
    notes: list[str] = field(default_factory=list)

    @property
    def component(self) -> str:
        return pass_names.component(self.pass_class)


def find_miscompile_reproducer(
    tools: LLVMTools,
    source: emit.Source,
    pass_number: int,
    pass_class: str,
    *,
    symptom: str = "",
    run_timeout: float = 10.0,
    sanitizer_clang: str | None = None,
) -> MiscompileReproducer:
    """The IR before opt-bisect's pass ``pass_number`` (of class ``pass_class``) on which that pass alone
    turns a clean run into ``symptom`` ("" = any other behaviour). ``sanitizer_clang`` builds the
    sanitizer checks (default: the release's clang)."""
    ir = emit.before_pass(source, pass_number)
    emit.verify(tools.opt, ir, what=f"the IR before pass {pass_number} ({pass_class})")
    with scratch_dir(prefix="reportsmith-irmis-") as scratch:
        before = scratch.path / "before.ll"
        before.write_text(ir)
        name = pass_names.pipeline_name(tools.opt, pass_class, before)
        if name is None:
            raise NoReproducerError(f"no opt -passes= name runs {pass_class} on the IR before it")
        if pass_names.is_pipeline_name(pass_class):  # LLVM 22's opt-bisect: the class names the component
            pass_class = pass_names.class_of(tools.opt, name, before) or pass_class
        check = MiscompileCheck(
            opt=tools.opt,
            passes=name,
            lli=tools.lli,
            symptom=symptom,
            max_undef=undef_count(ir),
            sanitizer_clang=sanitizer_clang if sanitizer_clang is not None else tools.clang,
            timeout=run_timeout,
        )
        return _checked(ir, check, before, pass_class)


def _checked(ir: str, check: MiscompileCheck, before: Path, pass_class: str) -> MiscompileReproducer:
    outcome = check.evaluate(before)
    if outcome.holds:
        return MiscompileReproducer(ir, check, outcome, pass_class)
    without = replace(check, sanitizer_clang="")
    plain = without.evaluate(before)
    if not plain.holds:
        raise NoReproducerError(f"opt -passes={check.passes} on the IR before {pass_class}: {plain.reason}")
    if "build failed" in outcome.reason:
        # No sanitizer runtime for this release: the check runs without the sanitizer builds, and says so.
        note = f"the sanitizer builds were not run ({outcome.reason})"
        return MiscompileReproducer(ir, without, plain, pass_class, [note])
    raise NoReproducerError(f"the IR before {pass_class} is not clean: {outcome.reason}")
