"""An ``opt`` or ``llc`` command that crashes on IR the way clang crashed on the C/C++ test.

A crash in the optimizer: the IR entering it (:func:`~.emit.optimizer_input`) must crash ``opt
-passes=default<On>`` with the failure's signature. When a stack frame names the pass (``llvm::XPass::run``),
its pipeline name is looked up (:mod:`.pass_names`), ``-print-before=<name> -print-module-scope`` dumps the
module before every run of that pass, and the last dump -- the module the pass crashed on -- is kept if
``opt -passes=<name>`` alone crashes on it the same way: one pass and a smaller IR, what a reader of the
report can debug at once. Otherwise the whole pipeline is the command.

A crash in the code generator: the IR entering it (the optimized IR) must crash ``llc -O<n>
-filetype=obj`` (clang builds position-independent code on Debian, so ``-relocation-model=pic`` is tried
too).

Either way the IR must first be valid (:func:`~.emit.verify`): clang's release builds do not verify what they
emit, and an invalid IR means the bug is clang's IR generation, which no ``opt``/``llc`` command shows.
"""

from __future__ import annotations

import mmap
import re
from dataclasses import dataclass, field
from pathlib import Path

from reportsmith.bisect.errors import NoReproducerError
from reportsmith.bisect.llvm_ir import emit, pass_names
from reportsmith.bisect.llvm_ir.checks import IR, CrashCheck, same_crash, undef_count
from reportsmith.bisect.llvm_ir.location import CrashLocation, CrashSite, crash_shape
from reportsmith.bisect.llvm_ir.tools import LLVMTools
from reportsmith.common.process import Limits, run_limited, scratch_dir

_PASS_FRAME = re.compile(r"\bllvm::(?:\w+::)*?(?P<cls>\w+Pass)::run\(")
_DUMP_HEADER = re.compile(rb"^\*\*\* IR Dump Before (?P<cls>\w+)[^\n]*\*\*\*$", re.M)
_DUMP_END = re.compile(rb"^(?:PLEASE submit a bug report|Stack dump:|\*\*\* IR Dump)", re.M)


@dataclass
class CrashReproducer:
    """The command (``{ir}`` for the file) and the unreduced IR it crashes on with ``signature``."""

    command: list[str]
    ir: str
    signature: str
    #: The pass the command runs alone ("coro-split"), "" for a whole pipeline or ``llc``.
    pass_name: str = ""
    #: What LLVM's titles name: the pass ("CoroSplit") or the code generator's part ("SelectionDAG").
    component: str = ""
    notes: list[str] = field(default_factory=list)

    #: The stack top of the tool's crash on ``ir`` (:func:`~.location.crash_shape`).
    shape: str = ""

    def check(self, *, repeat: int = 2) -> CrashCheck:
        """The check a reduction of ``ir`` keeps: same signature and stack top, no more undef than now."""
        return CrashCheck(self.command, self.signature, shape=self.shape, max_undef=undef_count(self.ir),
                          repeat=repeat)  # fmt: skip


def find_crash_reproducer(
    tools: LLVMTools, source: emit.Source, output: str, site: CrashSite, signature: str
) -> CrashReproducer:
    """The ``opt``/``llc`` command and IR that crash with ``signature``: the failure's, whose clang run
    printed ``output`` and crashed at ``site``."""
    if site.location is CrashLocation.CODE_GENERATOR:
        return _codegen(tools, source, site, signature)
    if site.location is CrashLocation.OPTIMIZER:
        return _optimizer(tools, source, output, signature)
    raise NoReproducerError(f"the crash is not in LLVM ({site.location}: {site.reason})")


def _try(command: list[str], ir: str, signature: str, tried: list[str]) -> CrashReproducer | None:
    """``command`` run on ``ir``: a reproducer when it crashes with ``signature``; what it did goes in
    ``tried``."""
    with scratch_dir(prefix="reportsmith-ircrash-") as scratch:
        path = scratch.path / "input.ll"
        path.write_text(ir)
        result, found = CrashCheck(command, signature).run(path)
    said = found or (f"exit {result.returncode}" if result.returncode is not None else "stopped")
    tried.append(f"{' '.join(command)}: {said}")
    if not found or not same_crash(found, signature):
        return None
    return CrashReproducer(command, ir, found, shape=crash_shape(result.err))


def _codegen(tools: LLVMTools, source: emit.Source, site: CrashSite, signature: str) -> CrashReproducer:
    ir = emit.codegen_input(source)
    emit.verify(tools.opt, ir, what=f"the IR {Path(source.compiler[0]).name} hands to its code generator")
    level = emit.codegen_level(source.flags)
    tried: list[str] = []
    for extra in ([], ["-relocation-model=pic"]):
        found = _try([tools.llc, level, *extra, "-filetype=obj", IR, "-o", "out.o"], ir, signature, tried)
        if found:
            found.component = _codegen_component(site)
            return found
    raise NoReproducerError("no llc command crashes the same way: " + "; ".join(tried))


def _codegen_component(site: CrashSite) -> str:
    if "SelectionDAG" in site.frame or "DAG->DAG" in site.machine_pass:
        return "SelectionDAG"
    if "FastISel" in site.frame:
        return "FastISel"
    return "CodeGen"


def _optimizer(tools: LLVMTools, source: emit.Source, output: str, signature: str) -> CrashReproducer:
    ir = emit.optimizer_input(source)
    emit.verify(tools.opt, ir, what=f"the IR {Path(source.compiler[0]).name} hands to its optimizer")
    pipeline = f"default<{emit.optimization_level(source.flags)}>"
    tried: list[str] = []
    whole = _try([tools.opt, f"-passes={pipeline}", IR, "-disable-output"], ir, signature, tried)
    if whole is None:
        raise NoReproducerError("opt does not crash the same way: " + "; ".join(tried))
    crashing = _PASS_FRAME.search(output)  # the innermost pass on the stack: frames print innermost first
    if crashing is None:
        whole.notes.append("no stack frame names the pass that crashed: the command runs the whole pipeline")
        return whole
    single = _single_pass(tools, ir, pipeline, crashing["cls"], signature, tried)
    if single is None:
        whole.component = pass_names.component(crashing["cls"])
        whole.notes.append(f"{crashing['cls']} alone on the IR before it did not crash: " + "; ".join(tried))
        return whole
    return single


def _single_pass(
    tools: LLVMTools, ir: str, pipeline: str, class_name: str, signature: str, tried: list[str]
) -> CrashReproducer | None:
    with scratch_dir(prefix="reportsmith-ircrash-") as scratch:
        start = scratch.path / "input.ll"
        start.write_text(ir)
        name = pass_names.pipeline_name(tools.opt, class_name, start)
        if name is None:
            tried.append(f"no -passes= name runs {class_name}")
            return None
        before = _module_before_last_run(tools.opt, pipeline, name, class_name, scratch.path)
    if before is None:
        tried.append(f"opt -print-before={name} printed no module before {class_name}")
        return None
    found = _try([tools.opt, f"-passes={name}", IR, "-disable-output"], before, signature, tried)
    if found:
        found.pass_name, found.component = name, pass_names.component(class_name)
    return found


def _module_before_last_run(opt: str, pipeline: str, name: str, class_name: str, work: Path) -> str | None:
    """The module as it was before the last run of pass ``name`` in ``pipeline`` (the crashing run)."""
    argv = [opt, f"-passes={pipeline}", f"-print-before={name}", "-print-module-scope", "-disable-output",
            "input.ll"]  # fmt: skip
    # The dumps go to a file: with one module per run of the pass they can be far larger than a pipe buffer.
    run_limited(["sh", "-c", 'exec "$@" 2>dumps.txt', "sh", *argv], cwd=work, limits=Limits(timeout=300))
    dumps = work / "dumps.txt"
    if not dumps.exists() or dumps.stat().st_size == 0:
        return None
    with dumps.open("rb") as file, mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ) as data:
        headers = list(_DUMP_HEADER.finditer(data))
        headers = [h for h in headers if h["cls"].decode() == class_name]
        if not headers:
            return None
        start = headers[-1].end() + 1
        end = _DUMP_END.search(data, start)
        return data[start : end.start() if end else len(data)].decode(errors="replace")
