"""Migration 0006 re-signs stored crashes whose old signature named a libc or LLVM-support frame."""

from __future__ import annotations

from pathlib import Path

import sqlalchemy as sa
from alembic import command
from reportsmith.store import Store
from reportsmith.store.database import _alembic_config

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
