"""Crash signatures name the compiler's own frame, and crashes say whether the code was valid (issue 14)."""

from __future__ import annotations

import http.server
import threading
from typing import ClassVar

import pytest
from real.cases import all_cases, load
from reportsmith.common.kinds import FailureKind
from reportsmith.common.process import Limits, run_limited, scratch_dir
from reportsmith.common.signature import crash_signature, error_before_crash, first_compiler_frame
from reportsmith.oracle import Build, Oracle, OracleLimits

# A clang release build dying inside glibc's memcpy, called from Sema: the stack as clang prints it.
MEMCPY_STACK = """\
PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/ and include the crash backtrace.
Stack dump:
0.	Program arguments: clang++-15 -c t.cpp
 #0 0x00007f1 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) (/lib/libLLVM-15.so.1+0xd5)
 #1 0x00007f2 llvm::sys::RunSignalHandlers() (/lib/libLLVM-15.so.1+0xd6)
 #2 0x00007f3 (/lib/x86_64-linux-gnu/libc.so.6+0x3bf90)
 #3 0x00007f4 __memcpy_avx_unaligned_erms (/lib/x86_64-linux-gnu/libc.so.6+0x1597e)
 #4 0x00007f5 operator new(unsigned long) (/lib/x86_64-linux-gnu/libstdc++.so.6+0xa1)
 #5 0x00007f6 clang::Sema::ActOnCondition(clang::Scope*, clang::SourceLocation) (/lib/libclang-cpp.so.15+0x1)
 #6 0x00007f7 clang::Parser::ParseParenExprOrCondition() (/lib/libclang-cpp.so.15)
"""


def test_libc_allocator_and_llvm_support_frames_name_nothing() -> None:
    assert first_compiler_frame(MEMCPY_STACK.splitlines()) == "clang::Sema::ActOnCondition"


def test_a_symbol_inside_libc_is_skipped_by_its_library_even_when_its_name_is_unknown() -> None:
    lines = [
        " #3 0x00007f4 __some_new_glibc_helper (/lib/x86_64-linux-gnu/libc.so.6+0x1)",
        *MEMCPY_STACK.splitlines(),
    ]
    assert first_compiler_frame(lines) == "clang::Sema::ActOnCondition"


def test_an_error_before_the_crash_makes_it_a_crash_on_invalid_code() -> None:
    assert error_before_crash("t.c:3:1: error: expected ';' after expression\n" + MEMCPY_STACK, ["t.c"]) == (
        "error: expected ';' after expression"
    )
    assert error_before_crash(MEMCPY_STACK, ["t.c"]) is None
    backend = "fatal error: error in backend: Cannot select: 0x55: i64 = bitcast\n" + MEMCPY_STACK
    assert error_before_crash(backend, ["t.c"]) is None  # that "error" is the crash itself


CRASHES = [case for case in all_cases() if case.kind == "crash"]


@pytest.mark.parametrize("case", CRASHES, ids=lambda case: case.name)
def test_real_crash_signatures_name_a_compiler_frame_or_gccs_own_message(case, tmp_path) -> None:  # noqa: ANN001
    (tmp_path / case.source).write_bytes(case.text)
    result = run_limited(
        [case.compiler, *case.flags, "-c", case.source, "-o", "out.o"],
        cwd=tmp_path,
        limits=Limits(timeout=120),
    )
    signature = crash_signature(case.compiler, result, [case.source])
    assert signature is not None, result.output[-2000:]
    if case.compiler.startswith("clang"):
        # Debian's LLVM has symbols: the signature names where in clang/LLVM it broke.
        frame = signature.rsplit(" in ", 1)[1].split(" during ")[0]
        assert frame.startswith(("clang::", "llvm::")), signature
        assert "report_fatal_error" not in frame and "llvm::sys::" not in frame
    else:
        # Debian's cc1plus is stripped: its backtrace is "???" and libc frames, none of which may name it.
        assert signature == f"{case.compiler}: internal compiler error: Segmentation fault"


def test_the_isel_crash_keeps_the_backend_message_without_addresses(tmp_path) -> None:  # noqa: ANN001
    case = load("clang16-assume-aligned-isel")
    (tmp_path / case.source).write_bytes(case.text)
    result = run_limited(
        [case.compiler, "-c", case.source, "-o", "out.o"], cwd=tmp_path, limits=Limits(timeout=120)
    )
    assert crash_signature("clang-16", result, [case.source]) == (
        "clang-16: error in backend: Cannot select: i64 = bitcast in llvm::SelectionDAGISel::SelectCodeCommon"
    )


REFERENCES = [Build("gcc-12", ["gcc-12"], ["-O0", "-w"]), Build("clang-16", ["clang-16"], ["-O0", "-w"])]


@pytest.mark.parametrize(
    ("name", "ice_on"),
    [("clang14-coro-split-while-loop", "valid"), ("gcc12-lambda-in-alias-template", "valid")],
)
def test_the_oracle_labels_a_crash_on_code_the_references_accept_ice_on_valid(name: str, ice_on: str) -> None:
    case = load(name)
    # gcc-12 is both a reference and (for the lambda case) the crashing compiler: its crash is no opinion.
    # The limit has the margin the other real-case tests give: on a loaded 2-core machine the default 30 s
    # once cut the clang-14 compile short, and the case was judged a compile-time hog.
    oracle = Oracle(REFERENCES, limits=OracleLimits(compile_timeout=120))
    judgement = oracle.judge(case.text, case.source, Build(case.compiler, [case.compiler], case.flags))
    assert judgement.verdict is FailureKind.CRASH, judgement.reason
    assert judgement.details.ice_on == ice_on


def test_a_crash_after_a_syntax_error_is_ice_on_invalid_from_the_start() -> None:
    case = load("clang14-coro-split-while-loop")
    broken = case.text + b"\nint broken( {\n"
    judgement = Oracle(REFERENCES).judge(
        broken, case.source, Build(case.compiler, [case.compiler], case.flags)
    )
    # clang stops at the error (no crash) or crashes after it: either way never labelled ice-on-valid.
    assert judgement.verdict is not FailureKind.CRASH or judgement.details.ice_on == "invalid"


def test_code_a_reference_rejects_is_ice_on_invalid_with_the_reason() -> None:
    case = load("clang16-assume-aligned-isel")
    strict = [Build("clang-15", ["clang-15"], ["-O0"])]  # clang-15 makes -Wint-conversion an error
    judgement = Oracle(strict).judge(case.text, case.source, Build("clang-16", ["clang-16"], ["-c"]))
    assert judgement.verdict is FailureKind.CRASH
    assert judgement.details.ice_on == "invalid"
    assert "clang-15 -O0 rejects it" in judgement.details.invalid_because
    assert (
        "int-conversion" in judgement.details.invalid_because
        or "incompatible" in judgement.details.invalid_because
    )


class _BuildIdRequests(http.server.BaseHTTPRequestHandler):
    """A debuginfod server that has nothing and remembers what it was asked for."""

    asked: ClassVar[list[str]] = []

    def do_GET(self) -> None:  # noqa: N802 (the http.server name)
        self.asked.append(self.path)
        self.send_error(404)

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 (the http.server signature)
        pass


def test_a_crash_backtrace_never_waits_on_debuginfod(monkeypatch: pytest.MonkeyPatch) -> None:
    """With DEBUGINFOD_URLS set (Debian sets it in every login shell), clang-14's llvm-symbolizer asks the
    server for each library's debug info while the crashed compiler waits, and names inlined frames when it
    gets them: the crash's signature then depends on the network. The compiler must not ask at all."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _BuildIdRequests)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    monkeypatch.setenv("DEBUGINFOD_URLS", f"http://127.0.0.1:{server.server_address[1]}")
    case = load("clang14-coro-split-while-loop")
    try:
        with scratch_dir() as scratch:
            (scratch.path / case.source).write_bytes(case.text)
            result = run_limited(
                [case.compiler, *case.flags, "-c", case.source],
                cwd=scratch.path, env=scratch.env, limits=Limits(timeout=120),
            )  # fmt: skip
    finally:
        server.shutdown()
    assert crash_signature(case.compiler, result, [case.source]) is not None, result.output[-2000:]
    assert _BuildIdRequests.asked == []
