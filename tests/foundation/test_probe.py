"""The shared compile/run/judge core (reportsmith.common.probe) with real compilers."""

from __future__ import annotations

from pathlib import Path

from reportsmith.common.probe import (
    CompileStatus,
    build_and_run,
    compile_variant,
    judge_compile,
    link_separately,
    write_variant,
)
from reportsmith.common.process import Limits


def judged(tmp_path: Path, command: list[str], source: bytes):  # type: ignore[no-untyped-def]
    write_variant(tmp_path, "sub/t.c", source)  # only the base name counts
    result = compile_variant(command, "t.c", tmp_path, output="t.o", limits=Limits(timeout=60))
    return judge_compile("gcc-configured", result, ["t.c"])


def test_a_compile_is_built_rejected_or_not_started(tmp_path: Path) -> None:
    assert judged(tmp_path, ["gcc", "-c"], b"int x;\n").status is CompileStatus.BUILT
    rejected = judged(tmp_path, ["gcc", "-c"], b"int f(void) { return undeclared; }\n")
    assert rejected.status is CompileStatus.REJECTED
    assert rejected.signature and "undeclared" in rejected.signature and "t.c" not in rejected.signature
    missing = judged(tmp_path, ["no-such-compiler-here"], b"int x;\n")
    assert missing.status is CompileStatus.NOT_STARTED


def test_a_compiler_killed_by_a_signal_is_a_crash_under_its_configured_name(tmp_path: Path) -> None:
    crashed = judged(tmp_path, ["sh", "-c", "kill -SEGV $$", "cc"], b"int x;\n")
    assert crashed.status is CompileStatus.CRASHED
    assert crashed.signature == "gcc-configured: killed by SIGSEGV"


def test_a_compiler_that_prints_its_internal_error_and_then_stalls_has_crashed(tmp_path: Path) -> None:
    # clang's crash handler can stall after the crash (writing the reproducer, symbolizing, a malloc
    # deadlock): the limit kills it, but the crash already happened and its message is the signature.
    script = 'echo "t.c:1:1: internal compiler error: in expand_expr, at expr.cc:8845" >&2; exec sleep 30'
    write_variant(tmp_path, "t.c", b"int x;\n")
    result = compile_variant(["sh", "-c", script, "cc"], "t.c", tmp_path, limits=Limits(timeout=1))
    assert result.timed_out
    crashed = judge_compile("gcc-configured", result, ["t.c"])
    assert crashed.status is CompileStatus.CRASHED
    assert crashed.signature == "gcc-configured: internal compiler error: in expand_expr, at expr.cc:8845"
    # Cut off by the limit with no message: a timeout, never "killed by SIGKILL".
    silent = compile_variant(["sh", "-c", "exec sleep 30", "cc"], "t.c", tmp_path, limits=Limits(timeout=1))
    assert judge_compile("gcc-configured", silent, ["t.c"]).status is CompileStatus.TIMED_OUT


def test_build_and_run_says_how_the_program_ended(tmp_path: Path) -> None:
    source = b'#include <stdio.h>\nint main(void) { puts("hi"); return 3; }\n'
    write_variant(tmp_path, "t.c", source)
    built, behaviour = build_and_run(["gcc"], "t.c", tmp_path, run_limits=Limits(timeout=10))
    assert built.ok and behaviour is not None
    assert (behaviour.stdout, behaviour.ending, behaviour.clean_exit) == (b"hi\n", "exit 3", False)
    write_variant(tmp_path, "t.c", b"int main(void) { for (;;) ; }\n")
    _, looping = build_and_run(["gcc"], "t.c", tmp_path, run_limits=Limits(timeout=1))
    assert looping is not None and looping.timed_out
    write_variant(tmp_path, "t.c", b"int main(void) { return nope; }\n")
    assert build_and_run(["gcc"], "t.c", tmp_path)[1] is None


def test_a_clang_object_linked_by_gcc_behaves_as_the_one_command_build(tmp_path: Path) -> None:
    """The wrong-code predicate compiles a clang under test with ``-c`` and links with gcc: the program is
    the same, and it still needs the libraries after the object."""
    source = (
        b"#include <math.h>\n#include <stdio.h>\nvolatile double x = 2.25;\n"
        b'int main(void) { printf("%.1f\\n", sqrt(x)); return 3; }\n'
    )
    write_variant(tmp_path, "t.c", source)
    endings = []
    for link_with in (None, ["gcc"]):
        _, behaviour = build_and_run(["clang-16", "-O2"], "t.c", tmp_path, after=["-lm"], link_with=link_with)
        assert behaviour is not None
        endings.append((behaviour.result.returncode, behaviour.stdout))
    assert endings == [(3, b"1.5\n"), (3, b"1.5\n")]
    assert (tmp_path / "program.out.o").exists()  # the second build went through an object


def test_only_a_command_whose_flags_say_nothing_to_the_linker_links_separately() -> None:
    assert link_separately(["clang-16", "-O3", "-w", "-march=native", "-fno-strict-aliasing", "-DX=1", "-I."])
    for flag in ("-flto", "-fsanitize=address", "-static", "-m32", "-fuse-ld=lld", "-Wl,-z,now", "-pthread"):
        assert not link_separately(["clang-16", "-O2", flag]), flag
