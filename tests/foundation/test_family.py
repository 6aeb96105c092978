"""One compiler-family detector (`reportsmith.common.family`): names with and without version suffixes,
wrappers and target triples, what the compiler says for -v, and the configuration's ``family =``."""

from __future__ import annotations

import os
import stat
import subprocess
from pathlib import Path

import pytest
from reportsmith.common.family import CompilerFamily, compiler_family, is_clang, program_name
from reportsmith.config import load_config
from reportsmith.errors import ConfigError
from reportsmith.report.identify import identify

GCC, CLANG, TCC, PCC, OTHER = (CompilerFamily.GCC, CompilerFamily.CLANG, CompilerFamily.TCC,
                               CompilerFamily.PCC, CompilerFamily.OTHER)  # fmt: skip


@pytest.mark.parametrize(
    ("command", "family"),
    [
        ("gcc", GCC), ("gcc-12", GCC), ("gcc12", GCC), ("/usr/bin/gcc-12.2", GCC),
        ("g++", GCC), ("g++-12", GCC),
        ("cc", GCC), ("c++", GCC), ("cc1", GCC), ("cc1plus", GCC),
        ("clang", CLANG), ("clang-16", CLANG), ("clang-16.0.6", CLANG), ("/usr/lib/llvm-16/bin/clang", CLANG),
        ("clang++", CLANG), ("clang++-19", CLANG),
        ("tcc", TCC), ("pcc", PCC),
        ("x86_64-linux-gnu-gcc-12", GCC), ("aarch64-linux-gnu-g++", GCC),
        ("clang-trunk-asserts", CLANG),
        ("icx", OTHER), ("mycc", OTHER), ("", OTHER),
    ],
)  # fmt: skip
def test_names_with_and_without_version_suffixes(command: str, family: CompilerFamily) -> None:
    assert compiler_family(command) is family


@pytest.mark.parametrize(
    ("command", "family"),
    [
        ("ccache gcc-12 -O2", GCC),
        ("ccache clang++-16", CLANG),
        ("sccache /usr/bin/clang-16 -w", CLANG),
        ("env CC=/opt/x/cc FOO=1 clang-16", CLANG),
        ("nice -n 10 ccache g++", GCC),
        (["distcc", "gcc-12", "-c"], GCC),
    ],
)
def test_wrappers_are_looked_past(command: str | list[str], family: CompilerFamily) -> None:
    assert compiler_family(command) is family


def test_program_name_skips_wrappers_and_their_options() -> None:
    assert program_name("env -i CC=x ccache /usr/bin/clang-16 -O2") == "clang-16"
    assert program_name([]) == ""


def test_the_command_is_asked_before_the_configured_name() -> None:
    assert compiler_family("/opt/wrap.sh", name="gcc-trunk") is GCC
    assert compiler_family("clang-16", name="gcc-looking-name") is CLANG


def test_what_the_compiler_says_decides_a_name_that_says_nothing_and_generic_cc() -> None:
    assert compiler_family("/opt/build/bin/trunk", version="clang version 19.1.7") is CLANG
    assert compiler_family("trunk", version="gcc version 12.2.0 (Debian 12.2.0-14)") is GCC
    assert compiler_family("cc", version="Debian clang version 16.0.6") is CLANG  # cc may be clang
    assert compiler_family("cc") is GCC  # Debian's cc is GCC when nothing else is known
    assert compiler_family("cpc", version="Portable C Compiler 1.2.0.DEVEL 20220331 for x86_64") is PCC


def test_a_declared_family_wins_over_everything() -> None:
    assert compiler_family("clang-16", version="clang version 16", declared=GCC) is GCC
    assert compiler_family("ccache gcc-12", declared=OTHER) is OTHER


def test_is_clang_is_the_detector() -> None:
    assert is_clang("/usr/bin/clang-16") and is_clang("ccache clang++")
    assert not is_clang("gcc-12") and not is_clang("tcc")


@pytest.mark.parametrize("program", ["gcc-12", "g++-12", "cc", "clang-16", "clang++-16", "tcc", "pcc"])
def test_installed_compilers_name_and_version_agree(program: str) -> None:
    """What the name says is what the real compiler says of itself for -v."""
    version = identify((program,)).version
    assert version, f"{program} -v said no version"
    by_name = compiler_family(program)
    assert compiler_family("unnamed", version=version) is by_name


def _wrapper(folder: Path, target: str) -> Path:
    script = folder / "trunk"
    script.write_text(f'#!/bin/sh\nexec {target} "$@"\n')
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    return script


def _config(folder: Path, command: Path, family: str | None) -> Path:
    declared = f'family = "{family}"\n' if family else ""
    path = folder / "rs.toml"
    path.write_text(
        f'[[compilers]]\nname = "trunk"\ncommand = "{command}"\n{declared}'
        '[[references]]\nname = "gcc-12"\ncommand = "gcc-12"\n'
    )
    return path


def test_family_override_in_compilers_for_a_wrapper(tmp_path: Path) -> None:
    """A real wrapper script around gcc-12: its name says nothing; ``-v`` tells GCC, the declaration wins."""
    wrapper = _wrapper(tmp_path, "gcc-12")
    assert subprocess.run([str(wrapper), "--version"], capture_output=True, check=True).returncode == 0
    version = identify((str(wrapper),)).version
    undeclared = load_config(_config(tmp_path, wrapper, None))
    assert undeclared.declared_family("trunk") is None
    assert undeclared.compiler_family("trunk", str(wrapper)) is OTHER  # nothing run: the name says nothing
    assert undeclared.compiler_family("trunk", str(wrapper), version) is GCC  # what it says for -v
    declared = load_config(_config(tmp_path, wrapper, "clang"))
    assert declared.compilers[0].family is CLANG
    assert declared.compiler_family("trunk", str(wrapper), version) is CLANG
    assert declared.compiler_family("gcc-12", "gcc-12") is GCC  # the reference declares nothing


def test_a_family_outside_the_enum_is_a_config_error(tmp_path: Path) -> None:
    path = _config(tmp_path, Path("/bin/true"), "llvm")
    with pytest.raises(ConfigError) as caught:
        load_config(path)
    message = str(caught.value)
    assert "compilers[0].family: expected one of gcc, clang, tcc, pcc, other, got 'llvm'" in message
    assert message.startswith(str(path)) and os.linesep not in message
