"""The loop generator: a seed reproduces its program; subscripts stay in bounds; undefined operations are
rewritten into forms defined for every value; programs run clean under ASan+UBSan with gcc and clang and
print the checksums the generator computed (a few Hypothesis examples here; bench/fuzz/loops_clean.py runs
1,000 and Frama-C Eva); its oracle passes a correct build without references and hands a deviating one to
them; the campaign runs it.

A real wrong-code verdict without a compiler bug: arrays of plain ``char`` (signed on x86-64, as the
generator computes) built with ``gcc -funsigned-char`` print other checksums.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from reportsmith.app import App
from reportsmith.common.kinds import FailureKind
from reportsmith.config import load_config
from reportsmith.errors import GeneratorError
from reportsmith.fuzz import Campaign
from reportsmith.fuzzers.ctypes_lp64 import INT, LONG, UINT
from reportsmith.fuzzers.loops import LoopsOracle
from reportsmith.fuzzers.loops_ast import Binary, Const, Elem, Index, State, Unary, Undefined, Var
from reportsmith.fuzzers.loops_gen import generate_loops
from reportsmith.fuzzers.params import LOOP_FEATURES, LOOP_TYPES, LoopParams
from reportsmith.fuzzers.sanitized import build_and_run
from reportsmith.oracle import Build, Oracle
from reportsmith.store.failures import list_failures

SEEDS = st.integers(min_value=0, max_value=2**32)
CHARS = LoopParams(
    arrays=3, length=16, nests=1, depth=1, statements=2, swarm=False, types=["char"], features=[]
)
UNSIGNED_CHAR = Build("gcc", ["gcc"], ["-O1", "-funsigned-char"])
NOWHERE = Oracle([Build("missing", ["no-such-compiler-anywhere"])])


@st.composite
def params(draw: st.DrawFn) -> LoopParams:
    return LoopParams(
        arrays=draw(st.integers(2, 8)),
        length=draw(st.integers(8, 200)),
        nests=draw(st.integers(1, 4)),
        depth=draw(st.integers(1, 4)),
        statements=draw(st.integers(1, 6)),
        expression_depth=draw(st.integers(0, 5)),
        iterations=draw(st.sampled_from([100, 2000, 20_000])),
        swarm=draw(st.booleans()),
        types=draw(st.lists(st.sampled_from(LOOP_TYPES), min_size=1, unique=True)),
        features=draw(st.lists(st.sampled_from(LOOP_FEATURES), unique=True)),
    )


@settings(max_examples=40, deadline=None)
@given(SEEDS, params())
def test_a_seed_reproduces_its_program_and_its_subscripts_stay_in_bounds(
    seed: int, chosen: LoopParams
) -> None:
    # Elem.eval raises IndexError on a subscript out of bounds: generating is the check.
    first = generate_loops(seed, chosen)
    again = generate_loops(seed, chosen)
    assert first.render() == again.render() and first.expected_output() == again.expected_output()
    assert first.nests and first.expected_output().splitlines()[-1].startswith("checksum ")


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(SEEDS, params())
def test_programs_run_clean_under_the_sanitizers_and_print_the_expected_checksums(
    seed: int, chosen: LoopParams
) -> None:
    program = generate_loops(seed, chosen)
    with tempfile.TemporaryDirectory() as folder:  # hypothesis runs many examples per test: no tmp_path
        for compiler in ("gcc", "clang-16"):
            run = build_and_run(program.render(), compiler, Path(folder) / compiler)
            assert run.clean, f"seed {seed} {chosen}: {compiler}: {run.stderr[:2000]}"
            assert run.stdout == program.expected_output(), f"seed {seed} {chosen}: {compiler}"


def _state(**ivs: int) -> State:
    return State({"a": [2**31 - 1, -(2**31), 5, 0]}, {}, dict(ivs))


def _element(position: int) -> Elem:
    return Elem("a", INT, Index(None, 1, position))


@pytest.mark.parametrize(
    ("node", "total_form", "value"),
    [
        (Binary("+", _element(0), Const(1, INT)), "((unsigned int)a[0] + (unsigned int)1)", 2**31),
        (Binary("*", _element(1), Const(-1, INT)), "((unsigned int)a[1] * (unsigned int)-1)", 2**31),
        (Binary("/", _element(2), _element(3)), "((unsigned int)a[2] / ((unsigned int)a[3] | 1))", 5),
        (Binary("%", _element(1), Const(-1, INT)), "((unsigned int)a[1] % ((unsigned int)-1 | 1))", 2**31),
        (Binary("<<", _element(2), Const(40, INT)), "((unsigned int)a[2] << (40 & 31))", 5 << 8),
        (Binary("<<", _element(1), Const(1, INT)), "((unsigned int)a[1] << (1 & 31))", 0),
        (Binary(">>", _element(2), Const(-1, INT)), "(a[2] >> (-1 & 31))", 0),
        (Unary("-", _element(1)), "(-(unsigned int)a[1])", 2**31),
    ],
)
def test_an_undefined_operation_is_rewritten_into_a_total_form(node: Binary | Unary, total_form: str,
                                                                value: int) -> None:  # fmt: skip
    node.retype()
    with pytest.raises(Undefined) as raised:
        node.eval(_state())
    assert raised.value.node is node
    node.safe = True
    node.retype()
    assert (node.render(), node.eval(_state())) == (total_form, value)


def test_the_usual_conversions_decide_a_comparison_and_the_type() -> None:
    minus_one, one = Const(-1, INT), Const(1, UINT)
    less = Binary("<", minus_one, one)
    wide = Binary("+", Var("i", LONG, iv=True), one)
    for node in (less, wide):
        node.retype()
    assert less.eval(_state()) == 0  # -1 converts to UINT_MAX
    assert (wide.ctype, wide.eval(_state(i=-3))) == (LONG, -2)


def _judge(oracle: Oracle, seed: int, builds: list[Build]) -> list:  # type: ignore[type-arg]
    program = generate_loops(seed, CHARS)
    source = program.render().encode()
    return LoopsOracle(oracle).judge_all(source, f"loops-{seed}.c", builds, program.expected_output())


def test_a_correct_build_passes_without_any_reference_build() -> None:
    (verdict,) = _judge(NOWHERE, 1, [Build("gcc", ["gcc"], ["-O2"])])
    assert verdict.verdict == FailureKind.PASS and "checksums" in verdict.reason


def test_a_deviating_build_is_judged_by_the_references() -> None:
    references = Oracle([Build("gcc", ["gcc"], ["-O0"])], parallel=2)
    passing, wrong = _judge(references, 2, [Build("gcc", ["gcc"], ["-O2"]), UNSIGNED_CHAR])
    assert passing.verdict == FailureKind.PASS
    assert (
        wrong.verdict == FailureKind.WRONG_CODE
        and wrong.signature == "gcc -O1 -funsigned-char: wrong code: wrong output"
    )
    assert wrong.program_output != wrong.reference_output == generate_loops(2, CHARS).expected_output()


def _config(tmp_path: Path, loops: str) -> Path:
    path = tmp_path / "rs.toml"
    path.write_text(
        '[[compilers]]\nname = "gcc"\ncommand = "gcc"\nflag_sets = ["-O1 -funsigned-char", "-O2"]\n'
        '[[references]]\nname = "gcc"\ncommand = "gcc"\nflag_sets = ["-O0"]\n'
        f"[loops]\n{loops}\n"
    )
    return path


def test_the_campaign_stores_loop_failures_once(tmp_path: Path, data_dir: Path) -> None:
    shape = 'arrays = 3\nlength = 16\nnests = 1\ndepth = 1\nstatements = 2\nswarm = false\ntypes = ["char"]'
    app = App(load_config(_config(tmp_path, f"{shape}\nfeatures = []")))
    campaign = Campaign(app, "loops")
    stats = campaign.run(programs=2, jobs=1, first_seed=1)
    assert stats.programs == 2 and stats.failures == {"wrong-code": 2} and stats.operations > 0
    failures = list_failures(app.store)
    assert [(f.test_name, f.flags) for f in failures] == [
        (f"loops-{s}.c", ["-O1", "-funsigned-char"]) for s in (1, 2)
    ]
    assert failures[0].origin.startswith("reportsmith loops seed 1 ")
    again = campaign.run(programs=1, jobs=1, first_seed=1)
    assert again.duplicates == 1 and not again.failures


def test_a_bad_loops_section_is_one_clear_error(tmp_path: Path, data_dir: Path) -> None:
    app = App(load_config(_config(tmp_path, 'arrays = 1\nfeatures = ["gotos"]')))
    with pytest.raises(
        GeneratorError, match=r"rs.toml: loops.arrays: expected an integer from 2 to 64, got 1"
    ):
        Campaign(app, "loops")
