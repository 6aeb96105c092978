"""Core invariants of the engine, with Hypothesis and a cheap pure-Python predicate."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from reportsmith.reducer import load_schedule, reduce
from reportsmith.reducer.schedule import Schedule

from .conftest import ContainsAll

WORDS = ["int", "x", "y", "f", "(", ")", "{", "}", ";", "=", "+", "1", "42", '"s"', "/* c */", "static", ","]


def non_growing_schedule() -> Schedule:
    schedule = load_schedule()
    return schedule.select(skip=["clang-format"])


@st.composite
def programs(draw):
    lines = draw(st.lists(st.lists(st.sampled_from(WORDS), min_size=1, max_size=8), min_size=1, max_size=12))
    text = "\n".join(" ".join(line) for line in lines).encode() + b"\n"
    words = sorted({word for line in lines for word in line})
    needles = draw(st.lists(st.sampled_from(words), min_size=1, max_size=2))
    return text, [n.encode() for n in needles]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(programs(), st.integers(min_value=1, max_value=3))
def test_result_is_interesting_not_larger_and_deterministic(program, jobs):
    text, needles = program
    schedule = non_growing_schedule()
    first = reduce(text, ContainsAll(*needles), jobs=jobs, seed=1, schedule=schedule)
    assert ContainsAll(*needles).is_interesting(first.text, None)
    assert first.size <= len(text)
    second = reduce(text, ContainsAll(*needles), jobs=jobs, seed=1, schedule=schedule)
    assert second.text == first.text
    assert second.tests_run == first.tests_run


def test_reduces_to_the_needle_and_counts_statistics():
    text = b"".join(b"int v%d = %d;\n" % (i, i) for i in range(200)) + b"int keep_me;\n"
    predicate = ContainsAll(b"keep_me")
    result = reduce(text, predicate, jobs=2, schedule=non_growing_schedule())
    assert result.text.strip() == b"keep_me" or result.text.strip() == b"int keep_me;"
    assert result.tests_run > 0 and result.cache_hits > 0
    assert sum(s.bytes_removed for s in result.pass_stats.values()) == len(text) - result.size
    assert result.pass_stats["bulk-unused"].bytes_removed > len(text) // 2  # 200 unused names at once


def test_best_is_reported_each_time_it_improves():
    text = b"a;\nb;\nc;\nkeep;\nd;\n"
    seen: list[bytes] = []
    result = reduce(text, ContainsAll(b"keep"), jobs=1, schedule=non_growing_schedule(), on_best=seen.append)
    assert seen and seen[-1] == result.text
    assert all(len(later) < len(earlier) for earlier, later in zip(seen, seen[1:], strict=False))


def test_engine_options_no_cache_max_improvement_save_temps(tmp_path):
    from reportsmith.reducer import EngineOptions

    text = b"".join(b"int v%d = %d;\n" % (i, i) for i in range(30)) + b"int keep_me;\n"
    schedule = non_growing_schedule()
    cached, uncached = ContainsAll(b"keep_me"), ContainsAll(b"keep_me")
    first = reduce(text, cached, jobs=2, schedule=schedule)
    second = reduce(text, uncached, jobs=2, schedule=schedule, options=EngineOptions(use_cache=False))
    assert second.text == first.text and uncached.calls > cached.calls  # repeats are re-tested
    sizes: list[bytes] = []
    limited = reduce(text, ContainsAll(b"keep_me"), jobs=1, schedule=schedule, on_best=sizes.append,
                     options=EngineOptions(max_improvement=40))  # fmt: skip
    steps = [len(a) - len(b) for a, b in zip([text, *sizes], sizes, strict=False)]
    assert limited.size < len(text) and steps and max(steps) <= 40
    kept = reduce(b"a;\nkeep_me;\n", ContainsAll(b"keep_me"), jobs=1, schedule=schedule,
                  scratch_parent=tmp_path, options=EngineOptions(save_temps=True))  # fmt: skip
    assert len(list(tmp_path.iterdir())) == kept.tests_run > 0
