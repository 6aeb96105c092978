"""reportsmith.bisect.llvm_ir: IR reproducers for clang failures inside LLVM, as LLVM developers ask for them.

For a crash in LLVM's optimizer or code generator: the IR and the one ``opt``/``llc`` command that crash
with the failure's signature, reduced by ``llvm-reduce`` of the same release. For a miscompile whose guilty
pass opt-bisect found: the IR just before that pass, on which ``opt -passes=<pass>`` alone turns a clean run
into a wrong one, reduced under that check. A crash in clang's front end has no IR reproducer.

Entry points (one module per concept). The application takes them from this package, its public API: each
name below is imported from its module on first use (PEP 562), so this file itself imports nothing and the
interestingness test that ``llvm-reduce`` starts for every candidate loads only what it needs:

* ``location.crash_site(output)`` -> front end / optimizer / code generator, with the frame that says so;
* ``tools.LLVMTools.matching(compiler_argv)`` -> ``opt-N``, ``llc-N``, ``lli-N``, ``llvm-reduce-N``;
* ``crash.find_crash_reproducer(...)`` and ``miscompile.find_miscompile_reproducer(...)`` -> the IR, the
  command and the check (``checks.CrashCheck`` / ``checks.MiscompileCheck``) it passes;
* ``reduce.reduce_ir(tools, check, ir, work=, max_seconds=, ...)`` -> the smallest IR passing the check, with
  a time budget, a stop event and the best so far kept (resume by passing it back in).

See README.md in this folder.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

#: The public names, and the module of this package each one lives in.
_PUBLIC = {
    "Check": "checks", "CrashCheck": "checks", "MiscompileCheck": "checks",
    "find_crash_reproducer": "crash",
    "Source": "emit", "crash_output": "emit",
    "CrashLocation": "location", "crash_site": "location",
    "find_miscompile_reproducer": "miscompile",
    "reduce_ir": "reduce",
    "LLVMTools": "tools",
}  # fmt: skip

__all__ = [
    "Check", "CrashCheck", "CrashLocation", "LLVMTools", "MiscompileCheck", "Source", "crash_output",
    "crash_site", "find_crash_reproducer", "find_miscompile_reproducer", "reduce_ir",
]  # fmt: skip

if TYPE_CHECKING:
    from reportsmith.bisect.llvm_ir.checks import Check, CrashCheck, MiscompileCheck
    from reportsmith.bisect.llvm_ir.crash import find_crash_reproducer
    from reportsmith.bisect.llvm_ir.emit import Source, crash_output
    from reportsmith.bisect.llvm_ir.location import CrashLocation, crash_site
    from reportsmith.bisect.llvm_ir.miscompile import find_miscompile_reproducer
    from reportsmith.bisect.llvm_ir.reduce import reduce_ir
    from reportsmith.bisect.llvm_ir.tools import LLVMTools


def __getattr__(name: str) -> object:
    """The public ``name``, imported from its module now (this package imports nothing up front)."""
    if name not in _PUBLIC:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{_PUBLIC[name]}"), name)
