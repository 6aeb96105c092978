"""What every libclang pass shares, on small C programs: the test program compiles, and opportunities come in
a stable order with every edit applying (Hypothesis). Each pass's own tests are in
``passes/test_<pass>.py``."""

from __future__ import annotations

from ast_program import PROGRAM, compiles, variants
from hypothesis import given, settings
from hypothesis import strategies as st


def test_program_compiles() -> None:
    assert compiles(PROGRAM)


NAMES = st.sampled_from(["alpha", "beta", "gamma", "delta", "epsilon"])


@settings(max_examples=10, deadline=None)
@given(names=st.lists(NAMES, min_size=2, max_size=4, unique=True), value=st.integers(0, 1000))
def test_opportunities_are_stable_and_well_formed(names: list[str], value: int) -> None:
    """Two sweeps give the same candidates in the same order (reproducible runs), every edit applies."""
    body = "".join(f"int {n} = {value};\nint use_{n}(int p) {{ return p + {n}; }}\n" for n in names)
    text = (body + f"int main(void) {{ return use_{names[0]}({value}) ? 1 : 0; }}\n").encode()
    for name in ("ast-unused-function", "ast-unused-variable", "ast-rename", "ast-remove-parameter"):
        first, second = variants(name, text), variants(name, text)
        assert first == second
        assert all(v != text for v in first)
        if name != "ast-remove-parameter":  # a used parameter becomes a (longer) local
            assert all(len(v) < len(text) for v in first)
