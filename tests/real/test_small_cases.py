"""bench/reduce/small_cases.toml, the small wrong-code tests of ``bench/reduce/small.py`` (issue 37): each is
a test of at most 1 KB whose stated compilers agree with its range, and the competitors' sanitizer-checked
script (``bench/reduce/competitors.py``, strict form) holds on a case and not on the same program fixed."""

from __future__ import annotations

import dataclasses
import importlib
import shlex
import sys
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench" / "reduce"


@pytest.fixture(scope="module")
def small() -> ModuleType:
    sys.path.insert(0, str(BENCH))  # small.py imports competitors.py beside it, as when run as a script
    try:
        return importlib.import_module("small")
    finally:
        sys.path.remove(str(BENCH))


def test_every_case_is_a_small_test_whose_compilers_agree_with_its_range(small: ModuleType) -> None:
    cases = small.load_cases()
    assert len(cases) >= 3 and len({c.id for c in cases}) == len(cases)
    for case in cases:
        if not case.path.is_file():
            assert case.source.startswith("../shared/"), f"{case.id}: {case.source} is missing"
            continue  # ../shared beside the repository: not in every checkout
        assert case.path.stat().st_size <= 1024, case.id
        assert case.url.startswith("https://"), case.id
        compiler = shlex.split(case.wrong_code)[0]
        assert compiler in case.fails_with and compiler not in case.passes_with, case.id
        if case.keep_range:
            first, second = case.keep_range.split("..")
            failing = [name for name in (first, second) if name in case.fails_with]
            passing = [name for name in (first, second) if name in case.passes_with]
            assert len(failing) == len(passing) == 1, case.id  # one release on each side
        assert case.behaviour == "wrong-output" or case.behaviour.startswith("signal:SIG"), case.id


def test_a_case_missing_a_key_is_refused_naming_it(small: ModuleType, tmp_path: Path) -> None:
    bad = tmp_path / "cases.toml"
    bad.write_text('[[case]]\nid = "x"\nsource = "a.c"\n')
    with pytest.raises(ValueError, match=r"cases\.toml: \[\[case\]\] x: .*missing .*'url'"):
        small.load_cases(bad)


def test_the_competitor_script_keeps_the_miscompiled_program_and_not_the_fixed_one(
    small: ModuleType, tmp_path: Path
) -> None:
    case = next(c for c in small.load_cases() if c.id == "llvm64047")  # clang-16 -O2 prints 1, -O0 prints 4
    (tmp_path / "original").mkdir()
    (tmp_path / "fixed").mkdir()
    assert small.competitor_holds(case, tmp_path / "original")
    fixed = tmp_path / case.path.name
    fixed.write_text('int printf(const char *, ...);\nint main(void) { printf("%d\\n", 4); return 0; }\n')
    same = dataclasses.replace(case, source=str(fixed))  # an absolute source stays as it is
    assert not small.competitor_holds(same, tmp_path / "fixed")
