"""Signatures: one normalized line that says *which* failure a compiler run shows.

The oracle stores a signature with every failure, the reducer keeps it fixed while it shrinks the test (no
bug slippage: a variant that crashes *differently* is not interesting), bisect asks "same signature?" at each
probe, and the tamer compares them. So the normalization lives here, once.

What normalization removes is what depends on the *test* rather than on the *bug*: the test's file name,
line and column, addresses, temporary file names, identifiers the test chose and numbers the test decides.
What it keeps is what depends on the compiler: GCC's ``in expand_expr, at expr.cc:8845``, an assertion's
text, the signal.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from reportsmith.common.kinds import FailureKind
from reportsmith.common.process import RunResult

# A line that says the compiler itself broke, best first. Group "msg" is what identifies the bug.
_INTERNAL_ERROR_PATTERNS = [
    re.compile(r"internal compiler error:?\s*(?P<msg>.*)$"),  # gcc, pcc ("major internal compiler error")
    re.compile(r"(?P<msg>Assertion [`'].*' failed\.?)"),  # clang/LLVM assertion builds
    re.compile(r"(?P<msg>LLVM ERROR: .*)$"),
    re.compile(r"(?P<msg>error in backend: .*)$"),  # clang's report_fatal_error, e.g. "Cannot select: ..."
    re.compile(r"(?:^|: )(?P<msg>compiler error: .*)$"),  # pcc
    re.compile(r"(?P<msg>UNREACHABLE executed.*)$"),
]
_SAYS_NOT_WHERE = re.compile(
    r"Segmentation fault|signal terminated|Killed signal|^LLVM ERROR|^error in backend"
)
_CLANG_CRASH = re.compile(
    r"PLEASE submit a bug report|clang frontend command failed (?:due to signal|with exit code)"
)
# One stack frame: LLVM's "#5 0xADDR symbol(args) (/lib/libLLVM-16.so.1+0x..)" or GCC's "0xADDR symbol(args)".
_STACK_FRAME = re.compile(
    r"^\s*#\d+\s+0x[0-9a-fA-F]+\s+(?:\(.*?\)\s+)?(?P<symbol>[A-Za-z_][\w:<>~]*)(?P<rest>.*)$"
)
_GCC_FRAME = re.compile(r"^0x[0-9a-fA-F]+\s+(?P<symbol>[A-Za-z_][\w:<>~]*)(?P<rest>.*)$")
# Frames that identify nothing about the bug, skipped when a crash is named after its first frame (the idea
# of ClusterFuzz's stack-analyzer ignore list): the C library and the allocator (a crash *in* memcpy is a
# crash in whoever called it), the C++ runtime, and each compiler's own crash machinery (LLVM's signal,
# support and error-reporting frames, GCC's diagnostic and crash_signal frames) and its driver entry points.
_IGNORED_FRAME = re.compile(
    r"^(?:"
    r"__restore_rt|_start$|__libc_|__GI_|main$|abort$|raise$|gsignal$|__assert|__cxa_|__gnu_cxx::|std::"
    r"|__mem|__str|__wmem|mem(?:cpy|move|set|cmp|chr)$|str(?:len|cmp|ncmp|cpy|chr)$"
    r"|malloc$|calloc$|realloc$|free$|cfree$|_int_(?:malloc|free|realloc)|operator new|operator delete"
    r"|SignalHandler|PrintStackTrace|llvm::sys::|llvm::report_fatal_error|llvm::llvm_unreachable_internal"
    r"|llvm::CrashRecoveryContext|llvm::PrettyStackTrace|llvm::raw_ostream|llvm::Twine"
    r"|crash_signal|diagnostic_|internal_error|fancy_abort|xmalloc$|xcalloc$|xrealloc$"
    r"|cc1_main|cc1as_main|clang_main|ExecuteCC1Tool|clang::driver::|clang::ExecuteCompilerInvocation"
    r")"
)
# A frame inside one of these shared objects is never the compiler's own, whatever its symbol.
_SYSTEM_LIBRARY = re.compile(r"/(?:libc|libm|libpthread|libdl|ld-linux[\w-]*|libstdc\+\+|libgcc_s)\.so")
_CLANG_PASS = re.compile(r"Running pass '(?P<pass>[^']+)'")

_HEX = re.compile(r"\(?0x[0-9a-fA-F]+\)?")
_EMPTY_FIELD = re.compile(r":\s+:")  # "Cannot select: 0x55..: i64" without its address
_TEMP_PATH = re.compile(r"/tmp/\S+|\b(?:cc|tmp)[A-Za-z0-9]{6}\.[a-z]+\b")
_LOCATION_PREFIX = re.compile(r"^(?:\S+?):\d+(?::\d+)?:\s*")
_PCC_LOCATION = re.compile(r"\S+,\s*line\s+\d+:?\s*")
# A compiler-source location such as "expr.cc:8845" is part of the bug's identity; other numbers are not.
_NUMBER = re.compile(r"(?<![\w.:])\d+(?![\w.])")
_SOURCE_LOCATION = re.compile(r"\b[\w-]+\.(?:c|cc|cpp|cxx|h|def|md|y):\d+\b")
_QUOTED_IDENTIFIER = re.compile(r"(['‘])([A-Za-z_]\w*)(['’])")
_C_KEYWORDS = frozenset(
    "auto break case char const continue default do double else enum extern float for goto if inline int "
    "long register restrict return short signed sizeof static struct switch typedef union unsigned void "
    "volatile while _Bool _Complex _Alignas _Alignof _Atomic _Generic _Noreturn _Static_assert "
    "_Thread_local".split()
)
_SPACES = re.compile(r"\s+")
# A crash signature that says only *that* the compiler died, not where (a stripped cc1plus's "internal
# compiler error: Segmentation fault", a signal with no frame): every such crash of that compiler has it.
_BARE_CRASH = re.compile(
    r"^(?:internal compiler error: )?(?:Segmentation fault|Aborted|Bus error|Illegal instruction"
    r"|Killed signal terminated program \S+|killed by SIG\w+|clang frontend crash)(?: during '[^']*')?$"
)


def _remove_test_names(line: str, test_names: Iterable[str]) -> str:
    for name in sorted({n for n in test_names if n}, key=len, reverse=True):
        escaped = re.escape(name)
        line = re.sub(rf"\S*{escaped}(?::\d+)*(?:,\s*line\s+\d+)?:?", "", line)
    return line


def normalize_line(line: str, test_names: Sequence[str] = ()) -> str:
    """One compiler message with everything the test decides taken out."""
    line = _remove_test_names(line, test_names)
    line = _PCC_LOCATION.sub("", line)
    line = _LOCATION_PREFIX.sub("", line.strip())
    line = _EMPTY_FIELD.sub(":", _HEX.sub("", line))
    line = _TEMP_PATH.sub("<tmp>", line)
    kept: dict[str, str] = {}

    def protect(match: re.Match[str]) -> str:
        key = f"\x00{chr(0xE000 + len(kept))}\x00"  # no digits: _NUMBER must not rewrite the placeholder
        kept[key] = match.group(0)
        return key

    line = _SOURCE_LOCATION.sub(protect, line)
    line = _NUMBER.sub("N", line)
    for key, value in kept.items():
        line = line.replace(key, value)
    line = _QUOTED_IDENTIFIER.sub(
        lambda m: m.group(0) if m.group(2) in _C_KEYWORDS else f"{m.group(1)}ID{m.group(3)}", line
    )
    return _SPACES.sub(" ", line).strip(" :")


def first_compiler_frame(lines: Sequence[str]) -> str | None:
    """The first stack frame in ``lines`` that belongs to the compiler itself, or None (e.g. GCC built
    without symbols prints only ``???`` frames)."""
    for line in lines:
        match = _STACK_FRAME.match(line) or _GCC_FRAME.match(line)
        if not match or _SYSTEM_LIBRARY.search(match.group("rest")):
            continue
        if not _IGNORED_FRAME.match(match.group("symbol")):
            return match.group("symbol")
    return None


def internal_error(output: str, test_names: Sequence[str] = ()) -> str | None:
    """The normalized internal-error message in a compiler's output, or None when there is none."""
    lines = output.splitlines()
    for pattern in _INTERNAL_ERROR_PATTERNS:
        for index, line in enumerate(lines):
            match = pattern.search(line)
            if not match:
                continue
            message = normalize_line(match.group("msg"), test_names)
            if "internal compiler error" in line and line.lstrip().startswith("major"):
                message = f"major internal compiler error {message}".strip()
            elif pattern is _INTERNAL_ERROR_PATTERNS[0]:
                message = f"internal compiler error: {message}".rstrip(": ")
            # These messages say *that* the compiler broke, not where: the first compiler frame says where.
            if _SAYS_NOT_WHERE.search(message):
                frame = first_compiler_frame(lines[index + 1 :])
                if frame:
                    message += f" in {frame}"
            return message
    if _CLANG_CRASH.search(output):
        frame = first_compiler_frame(lines)
        passes = _CLANG_PASS.findall(output)
        where = f" in {frame}" if frame else ""
        during = f" during '{passes[-1]}'" if passes else ""
        return f"clang frontend crash{where}{during}"
    return None


def first_error(output: str, test_names: Sequence[str] = ()) -> str | None:
    """The first normalized ``error:`` line, for rejects-valid signatures."""
    for line in output.splitlines():
        if re.search(r"\berror\b", line, re.IGNORECASE) and not re.search(r"terminated with status", line):
            return normalize_line(line, test_names)
    return None


# Where a crash's own report starts in a compiler's output; an error before it was the compiler's verdict on
# the *program* (the crash then happened while recovering from invalid code).
_CRASH_START = re.compile(
    r"internal compiler error|compiler error:|PLEASE submit a bug report|^Stack dump:|LLVM ERROR:|"
    r"error in backend:|Assertion [`'].*' failed|UNREACHABLE executed"
)
_ERROR_LINE = re.compile(r"(?:^|:\s)(?:fatal )?error:")


def error_before_crash(output: str, test_names: Sequence[str] = ()) -> str | None:
    """The first normalized ``error:`` line printed before the crash report in ``output``, or None: a crash
    after an error is a crash on invalid code (ice-on-invalid), whatever the code looked like."""
    for line in output.splitlines():
        if _CRASH_START.search(line):
            return None
        if _ERROR_LINE.search(line):
            return normalize_line(line, test_names)
    return None


def crash_signature(compiler: str, result: RunResult, test_names: Sequence[str] = ()) -> str | None:
    """The signature of a compiler crash in ``result``, or None when the compiler did not crash.

    A crash is an internal-error message (whatever the exit status) or death by a signal.
    """
    message = internal_error(result.output, test_names)
    if message:
        return f"{compiler}: {message}"
    if result.signal is not None:
        return f"{compiler}: killed by {result.signal_name}"
    return None


# -- comparing signatures -------------------------------------------------------------------------------

# Words a message starts with; a "name: " prefix that is one of them is the message, not a compiler's name.
_DIAGNOSTIC_HEAD = re.compile(
    r"^(?:(?:fatal |major )?(?:internal compiler )?error|warning|note|compiler error)$", re.IGNORECASE
)
# A location in the compiler's own sources, e.g. "expr.cc:8845" (GCC 12) or "expr.c:8845" (GCC 11).
_COMPILER_SOURCE = re.compile(r"\b(?P<stem>[\w/-]+)\.(?:c|cc|cpp|cxx):\d+\b")


def strip_compiler_name(signature: str) -> str:
    """``signature`` without its ``"<compiler>: "`` prefix, so ``clang-14: X`` and ``clang-16: X`` compare
    equal, and so do a configured name (``tcc-O2: X``) and a binary's (``tcc: X``). A prefix that is a
    diagnostic word (``error: X``, ``internal compiler error: X``) is part of the message and stays."""
    head, separator, rest = signature.partition(": ")
    if not separator or " " in head or _DIAGNOSTIC_HEAD.match(head):
        return signature
    return rest


def release_invariant(signature: str) -> str:
    """The form of ``signature`` that stays the same across a compiler's releases.

    GCC 12 renamed its sources from ``.c`` to ``.cc`` (``expr.c:8845`` in gcc-11, ``expr.cc:8845`` in
    gcc-12), so the extension goes. The line number goes too: any edit above the function moves it between
    releases, while the function name GCC prints (``in expand_expr, at expr:``) already pins the place. The
    cost — two different ICEs with the same message in the same function count as one — is rare and only
    applies where releases are compared (bisecting over releases), never to exact comparisons.
    """
    return _COMPILER_SOURCE.sub(lambda match: f"{match.group('stem')}:N", strip_compiler_name(signature))


def same_failure(found: str | None, wanted: str | None, *, across_releases: bool = False) -> bool:
    """Is ``found`` the failure ``wanted`` names? The one comparison the reducer, bisect and the oracle use.

    Compiler names are ignored (the same bug in ``gcc-11`` and ``gcc``); with ``across_releases`` the
    compiler-source location is compared by :func:`release_invariant`. No signature is never a match.
    """
    if found is None or wanted is None:
        return False
    if across_releases:
        return release_invariant(found) == release_invariant(wanted)
    return strip_compiler_name(found) == strip_compiler_name(wanted)


def names_the_bug(verdict: str, signature: str) -> bool:
    """Whether ``signature`` alone tells this bug from the compiler's others, so that two failures with it
    may be taken for one bug without looking at their tests.

    A crash signature does when it says where or what (a frame, GCC's ``in F, at file``, an assertion, a
    backend message); one that names only a signal does not. A wrong-code, hang or hog signature never
    does: "wrong code: crash at run time (SIGSEGV)" is every miscompilation that ends in a segfault.
    """
    if verdict == FailureKind.CRASH:
        return _BARE_CRASH.match(strip_compiler_name(signature)) is None
    return verdict == FailureKind.REJECTS_VALID
