"""The arithmetic programs' own oracle and the campaign's ``--generator arith``, with real compilers.

A real wrong-code failure without a compiler bug: building a program whose variables are plain ``char``
(signed on x86-64, which the expected values assume) with ``gcc -funsigned-char`` changes what it computes.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from reportsmith.app import App
from reportsmith.common.kinds import FailureKind
from reportsmith.config import load_config
from reportsmith.errors import ConfigError, GeneratorError
from reportsmith.fuzz import Campaign
from reportsmith.fuzzers.arith_oracle import ArithOracle
from reportsmith.fuzzers.generate import generate_program
from reportsmith.fuzzers.params import ArithParams
from reportsmith.oracle import Build, Oracle
from reportsmith.store.failures import list_failures

CHARS = ArithParams(ops=4, exprs=4, variables=4, swarm=False, types=["char"])
UNSIGNED_CHAR = Build("gcc", ["gcc"], ["-O1", "-funsigned-char"])


def _judge(oracle: Oracle, seed: int, builds: list[Build]) -> list:  # type: ignore[type-arg]
    program = generate_program(seed, CHARS)
    source = program.render().encode()
    return ArithOracle(oracle).judge_all(source, f"arith-{seed}.c", builds, program.patterns)


def test_a_correct_build_passes_without_any_reference_build() -> None:
    # A reference that cannot even start: the judgement must not need it.
    oracle = Oracle([Build("missing", ["no-such-compiler-anywhere"])])
    (judgement,) = _judge(oracle, 1, [Build("gcc", ["gcc"], ["-O2"])])
    assert judgement.verdict == FailureKind.PASS and "expected value" in judgement.reason


def test_a_mismatch_is_wrong_code_named_by_the_operator_pattern() -> None:
    oracle = Oracle([Build("missing", ["no-such-compiler-anywhere"])])
    (judgement,) = _judge(oracle, 5, [UNSIGNED_CHAR])
    assert judgement.verdict == FailureKind.WRONG_CODE
    # seed 5 (CHARS) assigns t5 = ((t4 << (x0 + k8)) ^ t5) and t6 = (((x1 >> (t5 < t5)) - t4) + t7)
    assert judgement.signature == "gcc -O1 -funsigned-char: wrong code: ((_ << (_ + _)) ^ _)"
    assert judgement.details.mismatches == ["t5", "t6"] and "NG t5 " in judgement.program_output


def test_a_rejected_program_goes_to_the_full_oracle() -> None:
    oracle = Oracle([Build("gcc", ["gcc"], ["-O0"])])
    (judgement,) = _judge(oracle, 1, [Build("gcc", ["gcc"], ["-fno-such-option-at-all"])])
    assert judgement.verdict == FailureKind.REJECTS_VALID and "-fno-such-option-at-all" in judgement.signature


def _config(tmp_path: Path, arith: str) -> Path:
    path = tmp_path / "rs.toml"
    path.write_text(
        '[[compilers]]\nname = "gcc"\ncommand = "gcc"\nflag_sets = ["-O1 -funsigned-char", "-O2"]\n'
        '[[references]]\nname = "gcc"\ncommand = "gcc"\nflag_sets = ["-O0"]\n'
        f"[arith]\n{arith}\n"
    )
    return path


def test_the_campaign_stores_arith_failures_once(tmp_path: Path, data_dir: Path) -> None:
    config = _config(tmp_path, 'ops = 4\nexprs = 4\nvariables = 4\nswarm = false\ntypes = ["char"]')
    app = App(load_config(config))
    campaign = Campaign(app, "arith")
    stats = campaign.run(programs=2, jobs=1, first_seed=4)
    assert stats.programs == 2 and stats.failures == {"wrong-code": 2} and stats.operations > 0
    failures = list_failures(app.store)
    flags = ["-O1", "-funsigned-char"]
    assert [(f.test_name, f.flags) for f in failures] == [("arith-4.c", flags), ("arith-5.c", flags)]
    assert failures[0].origin.startswith("reportsmith arith seed 4 ")
    assert failures[0].details.arith_seed == 4
    assert failures[0].signature == "gcc -O1 -funsigned-char: wrong code: (_ * _)"  # t4 = (t7 * t4)
    again = campaign.run(programs=1, jobs=1, first_seed=4)
    assert again.duplicates == 1 and len(list_failures(app.store)) == 2


def test_arith_parameters_are_checked(tmp_path: Path, data_dir: Path) -> None:
    with pytest.raises(ConfigError, match=r"arith\.opz: unknown key"):
        load_config(_config(tmp_path, "opz = 3"))
    app = App(load_config(_config(tmp_path, 'ops = -1\noperators = ["+"]')))
    expected = r"rs\.toml: arith\.ops: expected an integer from 0 to 10000, got -1"
    with pytest.raises(GeneratorError, match=expected):
        Campaign(app, "arith")
    app = App(load_config(_config(tmp_path, 'operators = ["+", "**"]')))
    expected = r"arith\.operators: expected a non-empty list of .*; got '\*\*'"
    with pytest.raises(GeneratorError, match=expected):
        Campaign(app, "arith")


def test_fuzz_command_runs_the_arith_generator(tmp_path: Path) -> None:
    config = _config(tmp_path, 'ops = 4\nexprs = 4\nvariables = 4\nswarm = false\ntypes = ["char"]')
    result = subprocess.run(
        [sys.executable, "-m", "reportsmith", "fuzz", "--generator", "arith", "--programs", "1",
         "--seed", "4", "--jobs", "1", "--config", str(config)],
        capture_output=True, text=True, env={**os.environ, "REPORTSMITH_DATA": str(tmp_path / "data")},
        timeout=600,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    described = "fuzz: arith generator (Random Testing of Arithmetic Optimization): up to 4 operations x 4"
    assert f"{described} expressions" in result.stderr
    assert "new failures: 1 wrong-code" in result.stderr
