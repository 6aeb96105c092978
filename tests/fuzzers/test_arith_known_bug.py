"""The generator finds a known miscompilation of an installed release with a small targeted configuration
(bench/arith/known_bug.toml): GCC PR 111151, fold-const distributing a multiplication by a constant into
MAX_EXPR, wrong code at -O0 in GCC 11 and 12 (fixed in 12.4/13.3/14). Debian 12's gcc-11 11.3.0 and gcc-12
12.2.0 have it; clang does not. bench/arith/known_bug.py runs the search as a campaign."""

from __future__ import annotations

import tomllib
from pathlib import Path

from reportsmith.common.kinds import FailureKind
from reportsmith.fuzzers.arith_oracle import ArithOracle
from reportsmith.fuzzers.generate import generate_program
from reportsmith.fuzzers.params import ArithParams
from reportsmith.oracle import Build, Oracle

TARGETED = Path(__file__).resolve().parents[2] / "bench" / "arith" / "known_bug.toml"


def test_seed_3_of_the_targeted_config_shows_gcc_pr111151() -> None:
    params = ArithParams(**tomllib.loads(TARGETED.read_text())["arith"])
    program = generate_program(3, params)
    builds = [Build(name, [name], ["-O0"]) for name in ("gcc-11", "gcc-12", "clang-14", "clang-16")]
    oracle = ArithOracle(Oracle([Build("clang-16", ["clang-16"], ["-O0"])]))
    judgements = oracle.judge_all(program.render().encode(), "arith-3.c", builds, program.patterns)
    assert [v.verdict for v in judgements] == [FailureKind.WRONG_CODE] * 2 + [FailureKind.PASS] * 2
    # t30 = (884709644U * ((17U * t4) > max(7U, 4294967286U) ? (17U * t4) : max(...))): GCC folds the
    # outer multiplication into the MAX_EXPR's operands, where 17U * 884709644U * t4 wraps differently.
    assert judgements[1].signature == "gcc-12 -O0: wrong code: (_ * max((_ * _), max(_, _)))"
    assert judgements[1].details.mismatches == ["t30"]
