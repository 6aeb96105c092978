"""reportsmith.bisect.llvm_ir: IR reproducers for clang failures inside LLVM, as LLVM developers ask for them.

For a crash in LLVM's optimizer or code generator: the IR and the one ``opt``/``llc`` command that crash
with the failure's signature, reduced by ``llvm-reduce`` of the same release. For a miscompile whose guilty
pass opt-bisect found: the IR just before that pass, on which ``opt -passes=<pass>`` alone turns a clean run
into a wrong one, reduced under that check. A crash in clang's front end has no IR reproducer.

Entry points (one module per concept; this file imports nothing, so the interestingness test that
``llvm-reduce`` starts for every candidate loads only what it needs):

* ``location.crash_site(output)`` -> front end / optimizer / code generator, with the frame that says so;
* ``tools.LLVMTools.matching(compiler_argv)`` -> ``opt-N``, ``llc-N``, ``lli-N``, ``llvm-reduce-N``;
* ``crash.find_crash_reproducer(...)`` and ``miscompile.find_miscompile_reproducer(...)`` -> the IR, the
  command and the check (``checks.CrashCheck`` / ``checks.MiscompileCheck``) it passes;
* ``reduce.reduce_ir(tools, check, ir, work=, max_seconds=, ...)`` -> the smallest IR passing the check, with
  a time budget, a stop event and the best so far kept (resume by passing it back in).

See README.md in this folder.
"""
