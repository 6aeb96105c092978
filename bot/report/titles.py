"""Titles in each compiler project's own conventions.

* GCC (Bugzilla): ``[12 Regression] ICE in expand_expr, at expr.cc:8845``, ``ICE: Segmentation fault in X``,
  ``wrong code at -O2 on x86_64-linux-gnu``, ``rejects valid code: ...``, with `` since r12-1234`` when a
  bisection by commit found the culprit. The ``[N Regression]`` prefix is
  only written when a bisection says the failure is a regression (``Bisection.regression``), with the
  releases it names (``regression_releases``) or else the major version under test.
* LLVM (GitHub): ``[clang] crash in X`` (X = the first interesting stack frame, else the assertion;
  ``[CoroSplit] crash in X`` when an IR reproducer runs that pass alone),
  ``[IndVarSimplify] miscompile at -O3 on x86_64-pc-linux-gnu`` when opt-bisect named the guilty pass, else
  ``[clang] wrong code at -O2 on x86_64-pc-linux-gnu``, ``[clang] rejects valid code: ...``.
* tcc and pcc have no such conventions; the analogue names the compiler and version first, because their
  trackers (mailing list, tinycc's savannah) read titles without a component field:
  ``tcc 0.9.27: wrong code on x86_64 Linux: program dies by SIGSEGV``, ``pcc 1.2.0.DEVEL: compiler error:
  label 0 outside boundaries``.

Messages in titles are the compiler's own line, with the test's file name and location taken out (they are
the reader's first clue, so concrete numbers stay; only the *signature* is normalized).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from reportsmith.common.family import CompilerFamily, compiler_family
from reportsmith.common.kinds import FailureKind
from reportsmith.common.signature import first_error
from reportsmith.report.conventions import known_releases, major
from reportsmith.report.escape import title_text
from reportsmith.report.identify import Identification
from reportsmith.store.details import FailureDetails
from reportsmith.store.results import Bisection

_GCC_ICE = re.compile(r"internal compiler error:\s*(?P<message>.*)$", re.MULTILINE)
_LLVM_ASSERT = re.compile(r"(Assertion [`'].*' failed\.?)")
_PCC_ERROR = re.compile(r"(compiler error: .*)$", re.MULTILINE)
_HEX_IN_PARENS = re.compile(r"\s*\(?0x[0-9a-fA-F]+\)")
_OPT_LEVEL = re.compile(r"^-O(\d|s|z|fast|g)?$")
_LLVM_PASS = re.compile(r"\b([A-Z]\w*?)Pass\b")
_BACKEND_ERROR = re.compile(r"error in backend: (.+?)(?: in \S+)?$")
_SIGNATURE_FRAME = re.compile(r" in ([A-Za-z_][\w:<>~]*)")
#: GCC's revision names (``git gcc-descr``): r12-1234, r12-1234-g0123abcd.
_GCC_REVISION = re.compile(r"\br\d+-\d+(?:-g[0-9a-f]+)?\b")


def optimization_level(flags: list[str]) -> str:
    """The last -O flag (what the compiler obeys), or -O0."""
    levels = [flag for flag in flags if _OPT_LEVEL.match(flag)]
    level = levels[-1] if levels else "-O0"
    return "-O1" if level == "-O" else level


def _regression_prefix(
    bisection: Bisection | None, identification: Identification, family: CompilerFamily
) -> str:
    """``[11/12 Regression] `` only when a bisection says it is one: for GCC its own form (major versions
    of the failing releases newer than the newest that works); LLVM never (body and label instead)."""
    if not bisection or not bisection.regression or family is CompilerFamily.CLANG:
        return ""
    releases = list(bisection.regression_releases)
    if family is CompilerFamily.GCC:
        releases = known_releases(bisection).regression_releases or [major(release) for release in releases]
    return f"[{'/'.join(releases or [identification.major or '?'])} Regression] "


def crash_frame(signature: str) -> str | None:
    """The compiler function a crash signature names: its last `` in F`` (the oracle appends the first
    compiler frame last: ``... error in backend: Cannot select: ... in llvm::SelectionDAGISel::Select``)."""
    found = _SIGNATURE_FRAME.findall(signature)
    return found[-1] if found else None


def llvm_pass_component(guilty_pass: str) -> str:
    """``IndVarSimplify`` from opt-bisect's ``pass (65) IndVarSimplifyPass on <loop>``: the component LLVM's
    titles name; empty when there is no pass (a frontend bug) or it does not look like an LLVM pass."""
    match = _LLVM_PASS.search(guilty_pass)
    return match.group(1) if match else ""


def gcc_since(bisection: Bisection | None) -> str:
    """`` since r12-1234`` (GCC's revision name when the bisected build or commit has one, else the commit's
    hash) when a bisection by commit found the culprit; empty otherwise."""
    culprit = bisection.culprit if bisection is not None else None
    if culprit is None or not culprit.commit:
        return ""
    revision = _GCC_REVISION.search(f"{culprit.commit} {culprit.summary}")
    return f" since {revision.group(0)}" if revision else f" since commit {culprit.commit[:12]}"


def _crash_message(output: str, test_names: list[str]) -> str:
    """The compiler's own crash line, with the test's name, location and addresses taken out."""
    for pattern in (_GCC_ICE, _LLVM_ASSERT, _PCC_ERROR):
        if match := pattern.search(output):
            line = match.group(1)
            for name in test_names:
                line = line.replace(name, "test.c")
            return _HEX_IN_PARENS.sub("", line).strip()
    return ""


def _error_message(output: str, test_names: list[str]) -> str:
    for line in output.splitlines():
        if re.search(r"\berror\b", line, re.IGNORECASE) and "terminated with status" not in line:
            message = re.sub(r"^\S+?:\d+(?::\d+)?:\s*", "", line.strip())
            return re.sub(r"^(?:error|fatal error):\s*", "", message)
    return first_error(output, test_names) or "error"


@dataclass(frozen=True)
class _TitleFacts:
    """What every project's title is made of: the verdict, the build, and the compiler's own words."""

    verdict: FailureKind | str
    level: str
    target: str
    signature: str
    compiler_output: str
    test_names: list[str]

    def crash_message(self) -> str:
        return _crash_message(self.compiler_output, self.test_names)

    def error_message(self) -> str:
        return _error_message(self.compiler_output, self.test_names)


def make_title(
    *,
    verdict: FailureKind | str,
    compiler: str,
    identification: Identification,
    flags: list[str],
    signature: str,
    compiler_output: str,
    test_names: list[str],
    details: FailureDetails,
    bisection: Bisection | None,
    ir_component: str = "",
    family: CompilerFamily | None = None,
) -> str:
    """The title of a report on this failure, in the conventions of the compiler's project. ``ir_component``:
    the LLVM pass or part an IR reproducer runs (``CoroSplit``), which an LLVM crash title names; ``family``:
    the compiler's (told from its name and ``-v`` when not given)."""
    if family is None:
        family = compiler_family(compiler, version=identification.version)
    # GCC writes a regression into the title; LLVM says it in the body and as a label.
    prefix = _regression_prefix(bisection, identification, family)
    facts = _TitleFacts(
        verdict, optimization_level(flags), identification.target or "unknown target", signature,
        compiler_output, test_names,
    )  # fmt: skip
    if family is CompilerFamily.GCC:
        return title_text(prefix + _gcc_title(facts) + gcc_since(bisection))
    if family is CompilerFamily.CLANG:
        return title_text(prefix + _llvm_title(facts, bisection, ir_component))
    short_version = identification.version.replace("Portable C Compiler ", "").replace("tcc version ", "")
    name = f"{compiler} {short_version}".strip()
    return title_text(prefix + _versioned_title(facts, name, details.signal))


def _gcc_title(facts: _TitleFacts) -> str:
    """GCC's forms: ``ICE in X``, ``ICE: Segmentation fault ...``, ``wrong code at -O2 on TARGET``, ..."""
    if facts.verdict == FailureKind.CRASH:
        message = facts.crash_message()
        if message.startswith("in "):
            return f"ICE {message}"
        if message.lower().startswith("segmentation fault"):
            return f"ICE: {message}"
        return f"ICE: {message or facts.signature.split(': ', 1)[-1]}"
    if facts.verdict == FailureKind.WRONG_CODE:
        return f"wrong code at {facts.level} on {facts.target}"
    if facts.verdict == FailureKind.REJECTS_VALID:
        return f"rejects valid code: {facts.error_message()}"
    return f"{facts.verdict} at {facts.level} on {facts.target}"


def _llvm_title(facts: _TitleFacts, bisection: Bisection | None, ir_component: str) -> str:
    """LLVM's forms: ``[clang] crash in X`` (or the IR reproducer's component), ``[Pass] miscompile ...``."""
    if facts.verdict == FailureKind.CRASH:
        # A fatal backend error says what failed ("Cannot select: i64 = bitcast"), "crash in backend" not.
        backend = _BACKEND_ERROR.search(facts.signature)
        if backend:
            what = f"error in backend: {backend.group(1)}"
        elif frame := crash_frame(facts.signature):
            what = f"crash in {frame}"
        else:
            what = f"crash: {facts.crash_message()}"
        return f"[{ir_component or 'clang'}] {what.rstrip(': ')}"
    if facts.verdict == FailureKind.WRONG_CODE:
        # LLVM names a miscompile after the guilty pass when opt-bisect found it: "[LoopVectorize] ...".
        component = llvm_pass_component(bisection.guilty_pass if bisection else "")
        if component:
            return f"[{component}] miscompile at {facts.level} on {facts.target}"
        return f"[clang] wrong code at {facts.level} on {facts.target}"
    if facts.verdict == FailureKind.REJECTS_VALID:
        return f"[clang] rejects valid code: {facts.error_message()}"
    return f"[clang] {facts.verdict} at {facts.level} on {facts.target}"


def _versioned_title(facts: _TitleFacts, name: str, signal: str) -> str:
    """tcc's and pcc's analogue: the compiler and version first (``tcc 0.9.27: wrong code on ...``)."""
    if facts.verdict == FailureKind.CRASH:
        return f"{name}: {facts.crash_message() or facts.signature.split(': ', 1)[-1]}"
    if facts.verdict == FailureKind.WRONG_CODE:
        what = f"program dies by {signal}" if signal else "program prints wrong output"
        return f"{name}: wrong code on {facts.target}: {what}"
    if facts.verdict == FailureKind.REJECTS_VALID:
        return f"{name} rejects valid code: {facts.error_message()}"
    return f"{name}: {facts.verdict} on {facts.target}"
