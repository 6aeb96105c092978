"""What each compiler project asks of a bug report, beyond the title (gcc.gnu.org/bugs, LLVM's
HowToSubmitABug), computed from a failure's record:

* GCC Bugzilla: the keyword (``ice-on-valid-code`` or ``ice-on-invalid-code`` as the oracle labelled the
  crash, ``wrong-code``, ``rejects-valid``, ``compile-time-hog``), "Known to work" / "Known to fail" from
  the release bisection, the regression marker ``[11/12 Regression]`` in GCC's form (major versions), and
  the preprocessed source (``-E``: what ``-save-temps`` leaves as .i/.ii) as an attachment.
* LLVM GitHub: labels (``clang:frontend``/``clang:codegen``/``llvm:optimizations``/``llvm:codegen``,
  ``crash``, ``miscompilation``, ``regression``), the backtrace trimmed to the frames that identify the bug
  (no LLVM signal/support frames, no libc, no driver), the assertion text, and the ``-cc1`` command that
  ``-###`` prints. A regression is said in the body and as a label, never as a title prefix.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Sequence
from dataclasses import dataclass, field

from reportsmith.common.family import CompilerFamily
from reportsmith.common.kinds import FailureKind
from reportsmith.common.predicates import Mark
from reportsmith.common.process import Limits, run_limited, scratch_dir
from reportsmith.common.signature import first_compiler_frame
from reportsmith.common.syntax_check import language_flags
from reportsmith.store.details import FailureDetails, IceOn
from reportsmith.store.results import Bisection

_VERSION = re.compile(r"(\d[\w.]*)$")
_FRAME = re.compile(r"^\s*#\d+\s+0x[0-9a-fA-F]+\s")
_ASSERTION = re.compile(r"(Assertion [`'].*' failed\.?)")
_CLANG_FRONTEND = re.compile(r"clang::(?:Sema|Parser|Preprocessor|Lexer|ASTContext|Template|Decl|Expr)")
_CLANG_CODEGEN = re.compile(r"clang::CodeGen::")
_LLVM_CODEGEN = re.compile(r"llvm::(?:SelectionDAG|MachineFunction|TargetLowering|X86|AsmPrinter|RegAlloc)")
#: Frames kept in a report's trimmed backtrace.
BACKTRACE_FRAMES = 12


def major(release: str) -> str:
    """``gcc-12`` -> ``12``, ``clang-16`` -> ``16``, ``tcc-0.9.26`` -> ``0.9.26``: the version a release name
    ends with; a name without one stays as it is."""
    match = _VERSION.search(release)
    return match.group(1) if match else release


def _order(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in re.findall(r"\d+", version))


@dataclass(frozen=True)
class KnownReleases:
    """Releases the bisection probed, split the way GCC's Bugzilla fields want them (major versions)."""

    work: list[str]
    fail: list[str]
    #: The same releases by their full names (``clang-15``), as LLVM's reports say them.
    work_releases: list[str] = field(default_factory=list)
    fail_releases: list[str] = field(default_factory=list)

    @property
    def regression_releases(self) -> list[str]:
        """The failing releases newer than the newest that works: GCC's ``[11/12 Regression]``."""
        if not self.work:
            return []
        newest_good = max(_order(release) for release in self.work)
        return [release for release in self.fail if _order(release) > newest_good]


def known_releases(bisection: Bisection | None) -> KnownReleases:
    """The release range reports state: the original test's (the reduced test's when only it was probed)."""
    if bisection is None or bisection.releases is None:
        return KnownReleases([], [])
    return _known(bisection.releases.marks)


def reduced_releases(bisection: Bisection | None) -> KnownReleases | None:
    """The reduced test's releases when they differ from the stated range (a reduction keeps the failure,
    not the range: reports then say both), else None."""
    if bisection is None or bisection.releases is None or bisection.reduced_releases is None:
        return None
    if bisection.reduced_releases.marks == bisection.releases.marks:
        return None
    return _known(bisection.reduced_releases.marks)


def _known(verdicts: dict[str, Mark]) -> KnownReleases:
    work = [name for name, verdict in verdicts.items() if verdict is Mark.GOOD]
    fail = [name for name, verdict in verdicts.items() if verdict is Mark.BAD]
    return KnownReleases([major(name) for name in work], [major(name) for name in fail], work, fail)


def gcc_keyword(verdict: FailureKind, details: FailureDetails) -> str | None:
    if verdict == FailureKind.CRASH:
        return "ice-on-invalid-code" if details.ice_on is IceOn.INVALID else "ice-on-valid-code"
    return {
        FailureKind.WRONG_CODE: "wrong-code",
        FailureKind.REJECTS_VALID: "rejects-valid",
        FailureKind.HOG: "compile-time-hog",
    }.get(verdict)


def llvm_labels(verdict: str, signature: str, compiler_output: str, regression: bool) -> list[str]:
    """GitHub labels in LLVM's vocabulary for this failure."""
    labels: list[str] = []
    if verdict == FailureKind.CRASH:
        labels.append("crash")
        if _CLANG_CODEGEN.search(signature):
            labels.append("clang:codegen")
        elif _CLANG_FRONTEND.search(signature) or "clang::" in signature:
            labels.append("clang:frontend")
        elif _LLVM_CODEGEN.search(signature) or "error in backend" in signature:
            labels.append("llvm:codegen")
        else:
            labels.append("llvm:optimizations")
    elif verdict == FailureKind.WRONG_CODE:
        labels += ["miscompilation", "llvm:optimizations"]
    elif verdict == FailureKind.REJECTS_VALID:
        labels.append("clang:frontend")
    elif verdict == FailureKind.HOG:
        labels.append("slow-compile")
    if regression:
        labels.append("regression")
    return labels


def trimmed_backtrace(output: str, limit: int = BACKTRACE_FRAMES) -> str:
    """The stack dump from the compiler's first own frame on, at most ``limit`` frames, addresses and
    library paths taken out (they differ on every machine and identify nothing)."""
    frames = [line for line in output.splitlines() if _FRAME.match(line)]
    first = first_compiler_frame(frames)
    if first is None:
        return ""
    start = next(index for index, line in enumerate(frames) if first in line)
    kept = []
    for line in frames[start:]:
        text = re.sub(r"^\s*(#\d+)\s+0x[0-9a-fA-F]+\s+", r"\1 ", line)
        text = re.sub(r"\s+\(/[^)]*\)$", "", text)
        if re.fullmatch(r"#\d+", text.strip()):
            continue  # a frame without a symbol says nothing to a reader
        kept.append(text)
        if len(kept) == limit:
            break
    return "\n".join(kept)


def gcc_frameless_note(
    family: CompilerFamily, verdict: FailureKind, signature: str, language: str | None
) -> str:
    """For a GCC crash whose signature names no compiler function (a stripped cc1/cc1plus prints only libc
    and ``???`` frames, and a signal ICE has no ``in <function>, at <file>:<line>``): say so, rather than let
    the signal stand for a location."""
    if (
        family is not CompilerFamily.GCC
        or verdict != FailureKind.CRASH
        or ", at " in signature
        or " in " in signature
    ):
        return ""
    program = "cc1plus" if language in ("c++", "cpp") else "cc1"
    return (
        f"Where it crashes: GCC's backtrace names no frame of {program} itself (this {program} has no "
        "symbols: only C library and ??? frames), so the signature says only how it crashes. "
        "A GCC built with symbols, or run under gdb, names the function."
    )


def assertion(output: str) -> str:
    match = _ASSERTION.search(output)
    return match.group(1) if match else ""


def cc1_command(compiler: Sequence[str], flags: Sequence[str], test_file: str, source: bytes) -> str:
    """The ``-cc1`` line ``clang -###`` prints for this compile, the scratch folder's path written ``.``."""
    with scratch_dir(prefix="reportsmith-cc1-") as scratch:
        (scratch.path / test_file).write_bytes(source)
        result = run_limited(
            [*compiler, *flags, "-c", test_file, "-###"], cwd=scratch.path, limits=Limits(timeout=20)
        )
        folder = str(scratch.path)
    for line in result.output.splitlines():
        if '"-cc1"' in line:
            return shlex.join(word.replace(folder, ".") for word in shlex.split(line))
    return ""


def preprocessed(
    compiler: Sequence[str], flags: Sequence[str], test_file: str, source: bytes
) -> bytes | None:
    """The test preprocessed (``-E -P``) with the flags that decide its meaning, or None when that fails."""
    with scratch_dir(prefix="reportsmith-cpp-") as scratch:
        (scratch.path / test_file).write_bytes(source)
        result = run_limited(
            [*compiler, *language_flags(flags), "-E", test_file], cwd=scratch.path, limits=Limits(timeout=30)
        )
    return result.stdout if result.ok else None
