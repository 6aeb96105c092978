"""Helpers shared by the reducer tests: run one pass by hand, a cheap pure-Python predicate."""

from __future__ import annotations

from reportsmith.reducer import passes
from reportsmith.reducer.passes import PassContext


def variants(pass_name: str, text: bytes, **options: object) -> list[bytes]:
    """Every variant the pass proposes on ``text`` (first sweep, no resume)."""
    pass_ = passes.create(pass_name, **options)
    return [c.edit.apply(text) for c in pass_.candidates(text, None, PassContext())]


class ContainsAll:
    """Interesting when every needle occurs in the variant (a pure-Python predicate; counts calls)."""

    def __init__(self, *needles: bytes) -> None:
        self.needles = needles
        self.calls = 0

    def is_interesting(self, variant: bytes, scratch: object) -> bool:
        self.calls += 1
        return all(needle in variant for needle in self.needles)


import pytest  # noqa: E402


@pytest.fixture(name="variants")
def _variants_fixture():
    return variants
