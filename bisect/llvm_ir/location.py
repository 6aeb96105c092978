"""Where a clang crash happens: in the front end, in LLVM's optimizer, or in LLVM's code generator.

A front-end crash (Parse, Sema, AST, clang's own IR generation in ``clang::CodeGen``) is reproduced by the
C/C++ test and nothing else; a crash inside LLVM is reproduced by IR and one ``opt`` or ``llc`` command,
which is what LLVM developers ask for. The crash output says which, two ways:

* clang's pretty stack trace names the phase: ``2. Optimizer`` (the IR pass pipeline) or
  ``2. Code generation`` (instruction selection and the machine passes); a crash while parsing or in
  Sema shows only ``parser at ...`` / ``parsing function body`` / ``instantiating ...`` lines;
* the first stack frame that is the compiler's own
  (:func:`~reportsmith.common.signature.first_compiler_frame`) names a ``clang::`` or an ``llvm::``
  function, and the shared object it lives in (``libclang-cpp`` vs ``libLLVM``) says the same when the frame
  has no symbol.

The phase wins when clang prints one (clang 13 and later do), except that a ``clang::`` frame on top
means clang code called back from the pipeline. Without a phase line, the frames decide.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass
from pathlib import Path

from reportsmith.common.signature import first_compiler_frame

_PHASE = re.compile(r"^\d+\.\s+(?P<phase>Optimizer|Code generation)\s*$", re.M)
_LEGACY_PASS = re.compile(r"^\d+\.\s+Running pass '(?P<pass>[^']+)' on function", re.M)
_FRAME = re.compile(r"^\s*#\d+\s+0x[0-9a-fA-F]+\s+(?P<rest>.*)$")
_LIBRARY = re.compile(r"\((?P<path>/[^()+]+)\+0x[0-9a-fA-F]+\)\s*$")
_SIGNAL_MACHINERY = re.compile(r"llvm::sys::|llvm::PrettyStackTrace|llvm::CrashRecoveryContext")
_CODEGEN_SYMBOL = re.compile(
    r"llvm::(?:SelectionDAG|SDNode|DAGTypeLegalizer|FastISel|IRTranslator|Machine|TargetLowering|X86|AArch64|"
    r"ARM|RISCV|AsmPrinter|MCStreamer|RegAlloc|LiveIntervals|ScheduleDAG|TargetInstrInfo|CodeGen)"
)


class CrashLocation(enum.StrEnum):
    """Which part of clang/LLVM a crash happens in; stored with the failure's IR result."""

    FRONT_END = "front-end"
    OPTIMIZER = "optimizer"
    CODE_GENERATOR = "code-generator"
    UNKNOWN = "unknown"

    @property
    def in_llvm(self) -> bool:
        """A crash an IR reproducer can show: in LLVM's optimizer or code generator."""
        return self in (CrashLocation.OPTIMIZER, CrashLocation.CODE_GENERATOR)


@dataclass(frozen=True)
class CrashSite:
    """Where a crash happened, and what said so (for the report and the stored result)."""

    location: CrashLocation
    #: The compiler's first own frame ("llvm::CoroSplitPass::run"), "" when the output has none.
    frame: str
    #: clang's phase line ("Optimizer", "Code generation") or "" when it printed none.
    phase: str
    #: The machine pass of a legacy pass manager run ("X86 DAG->DAG Instruction Selection"), if printed.
    machine_pass: str
    reason: str


def _first_library(lines: list[str]) -> str:
    """ "clang" or "llvm": whose shared object holds the crash site when no frame has a symbol, e.g.
    ``#5 0x... (/lib/x86_64-linux-gnu/libLLVM-14.so.1+0x21159be)``: the first frame past the signal's entry
    (the first frame in the C library: the kernel's signal trampoline), or past LLVM's own handlers."""
    frames = [frame.group("rest") for line in lines if (frame := _FRAME.match(line))]
    libc = next((i for i, rest in enumerate(frames) if re.search(r"/libc\.so", rest)), -1)
    for rest in frames[libc + 1 :]:
        library = _LIBRARY.search(rest)
        if library is None or _SIGNAL_MACHINERY.match(rest):
            continue
        if "libclang-cpp" in library.group("path"):
            return "clang"
        if "libLLVM" in library.group("path"):
            return "llvm"
    return ""


def crash_site(output: str) -> CrashSite:
    """Where the crash in ``output`` (a clang run's stderr) happened."""
    lines = output.splitlines()
    frame = first_compiler_frame(lines) or ""
    phases = _PHASE.findall(output)
    phase = phases[-1] if phases else ""
    machine = _LEGACY_PASS.findall(output)
    machine_pass = machine[-1] if machine else ""
    owner = "clang" if frame.startswith("clang::") else "llvm" if frame.startswith("llvm::") else ""
    owner = owner or _first_library(lines)
    if owner == "clang":
        location = CrashLocation.FRONT_END
        reason = f"the crash is in clang's own code ({frame or 'libclang-cpp'})"
    elif phase == "Optimizer":
        location, reason = CrashLocation.OPTIMIZER, "clang was running LLVM's optimization pipeline"
    elif phase == "Code generation":
        location, reason = CrashLocation.CODE_GENERATOR, "clang was running LLVM's code generator"
    elif owner == "llvm":
        codegen = _CODEGEN_SYMBOL.match(frame) or machine_pass
        location = CrashLocation.CODE_GENERATOR if codegen else CrashLocation.OPTIMIZER
        reason = f"the crash is in LLVM ({frame or 'libLLVM'}) and clang printed no phase"
    elif re.search(r"^\d+\.\s+(?:<eof> parser|.*: (?:parsing|instantiating|in compound))", output, re.M):
        location, reason = CrashLocation.FRONT_END, "clang was parsing (no optimizer or codegen phase)"
    else:
        location, reason = CrashLocation.UNKNOWN, "the output names no frame and no phase"
    return CrashSite(location, frame, phase, machine_pass, reason)


def crash_shape(output: str) -> str:
    """The top of a crashed stack as the same binary prints it each time it crashes the same way: the shared
    object that faulted, then the return addresses (``libLLVM-14.so.1+0x2115342``) of the unnamed frames up
    to the first frame with a symbol. "" when the output shows no signal (a fatal error, no frames).

    The faulting address itself is left out (the same bug may fault a few instructions apart), the call
    sites are not: a reduction whose crash moved into another function of LLVM's (one more unnamed frame,
    another return address) is another crash, even when the first named frame, and so the signature, is
    the same."""
    frames = [frame.group("rest") for line in output.splitlines() if (frame := _FRAME.match(line))]
    libc = next((i for i, rest in enumerate(frames) if re.search(r"/libc\.so", rest)), None)
    if libc is None or libc + 1 >= len(frames):
        return ""
    fault, *callers = frames[libc + 1 :]
    library = _LIBRARY.search(fault)
    shape = [Path(library["path"]).name if library else "?"]
    for rest in callers:
        if not rest.startswith("("):  # a frame with a symbol
            break
        caller = re.search(r"/(?P<name>[^/()]+)\+(?P<offset>0x[0-9a-fA-F]+)\)\s*$", rest)
        shape.append(f"{caller['name']}+{caller['offset']}" if caller else "?")
    return " <- ".join(shape)
