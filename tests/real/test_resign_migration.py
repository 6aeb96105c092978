"""Migration 0006 re-signs stored crashes whose old signature named a libc or LLVM-support frame."""

from __future__ import annotations

from pathlib import Path

import pytest
import sqlalchemy as sa
from alembic import command
from reportsmith.store import Store
from reportsmith.store.database import _alembic_config
from reportsmith.store.migrations.versions import r0006_resign

STACK = """\
PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/ and include the crash backtrace.
Stack dump:
 #0 0x00007f1 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) (/lib/libLLVM-15.so.1+0xd5)
 #3 0x00007f4 __memcpy_avx_unaligned_erms (/lib/x86_64-linux-gnu/libc.so.6+0x1597e)
 #5 0x00007f6 clang::Sema::ActOnCondition(clang::Scope*, clang::SourceLocation) (/lib/libclang-cpp.so.15+0x1)
"""
OLD = "clang++-15: clang frontend crash in __memcpy_avx_unaligned_erms"
NEW = "clang++-15: clang frontend crash in clang::Sema::ActOnCondition"


def _insert(connection: sa.Connection, signature: str, output: str, verdict: str = "crash") -> None:
    connection.execute(
        sa.text(
            "INSERT INTO failures (content_hash, test_name, test_bytes, language, origin, compiler,"
            " compiler_command, flags, verdict, signature, status, reason, compiler_output, program_output,"
            " reference_output, details, created_at, updated_at) VALUES (:hash, 't.cpp', :bytes, 'c++', '',"
            " 'clang++-15', 'clang++-15', '-c', :verdict, :signature, 'new', '', :output, '', '', '{}',"
            " CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)"
        ),
        {
            "hash": signature[-20:],
            "bytes": b"x",
            "verdict": verdict,
            "signature": signature,
            "output": output,
        },
    )


def test_stored_crashes_are_resigned_and_the_downgrade_restores_them(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'store.db'}"
    config = _alembic_config()
    engine = sa.create_engine(url)
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "0003")
        _insert(connection, OLD, STACK)
        _insert(connection, "clang++-15: killed by SIGSEGV", "no message at all")
        _insert(connection, "tcc: wrong code: wrong output", STACK, verdict="wrong-code")
    Store(url)  # opening the store migrates it to the head
    with engine.connect() as connection:
        rows = connection.execute(sa.text("SELECT signature, details FROM failures ORDER BY id")).all()
    assert [row[0] for row in rows] == [NEW, "clang++-15: killed by SIGSEGV", "tcc: wrong code: wrong output"]
    assert OLD in rows[0][1]
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.downgrade(config, "0003")
    with engine.connect() as connection:
        restored = connection.execute(sa.text("SELECT signature, details FROM failures ORDER BY id")).all()
    assert restored[0][0] == OLD and "signature_before_0006" not in restored[0][1]


# What migration 0006 makes of each kind of stored crash, as it did when it was written (commit ab9cdcc's
# signer gives these same strings). The migration imports the live signer (its comment says why): a change
# to reportsmith.common.signature that changes one of these changes what 0006 does to an old store, and
# must freeze the r0006 signer into the migration first.
GCC_ICE = """\
t.c: In function 'f':
t.c:3:1: internal compiler error: Segmentation fault
    3 | }
      | ^
0x7f3a1c crash_signal
\t../../src/gcc/toplev.cc:314
0x8d2e41 expand_expr_real_1(tree_node*, rtx_def*, machine_mode, expand_modifier, rtx_def**, bool)
\t../../src/gcc/expr.cc:10513
Please submit a full bug report, with preprocessed source (by using -freport-bug).
"""
BACKEND_ERROR = """\
fatal error: error in backend: Cannot select: 0x55d0c8: i64 = X86ISD::PEXTRQ 0x55d0a0, Constant:i8<1>
PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/ and include the crash backtrace.
Stack dump:
1.\tProgram arguments: clang-16 -O2 -c t.c
 #0 0x00007f1 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) (/lib/libLLVM-16.so.1+0xd5)
 #4 0x00007f4 llvm::report_fatal_error(llvm::Twine const&, bool) (/lib/libLLVM-16.so.1+0x1)
 #5 0x00007f6 llvm::SelectionDAGISel::CannotYetSelect(llvm::SDNode*) (/lib/libLLVM-16.so.1+0x2)
"""
ASSERTION = """\
clang-14: /build/llvm/lib/Transforms/Coroutines/CoroSplit.cpp:1204: void f(): Assertion `Idx < size() && \
"out of range"' failed.
PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/ and include the crash backtrace.
"""


@pytest.mark.parametrize(
    ("compiler", "old", "output", "new"),
    [
        ("clang++-15", OLD, STACK, NEW),
        ("gcc-12", "gcc-12: internal compiler error: Segmentation fault", GCC_ICE,
         "gcc-12: internal compiler error: Segmentation fault in expand_expr_real_1"),
        ("clang-16", "clang-16: clang frontend crash in llvm::report_fatal_error", BACKEND_ERROR,
         "clang-16: error in backend: Cannot select: i64 = X86ISD::PEXTRQ , Constant:i8<N> in "
         "llvm::SelectionDAGISel::CannotYetSelect"),
        # An old signature without a compiler prefix gets the compiler's name.
        ("clang-14", "internal compiler error", ASSERTION,
         "clang-14: Assertion `Idx < size() && \"out of range\"' failed."),
        ("clang-14", "clang-14: killed by SIGSEGV", "no message at all", None),
    ],
)  # fmt: skip
def test_what_0006_makes_of_each_kind_of_crash(compiler: str, old: str, output: str, new: str | None) -> None:
    assert r0006_resign._resigned(compiler, "t.c", old, output) == new
