"""lines: topformflat levels and ddmin chunking."""

from reportsmith.reducer.passes.lines import units_at_level

PROGRAM = b"int g;\nint f(void) {\n  if (g) {\n    g = 1;\n  }\n  return g;\n}\n\nint h;\n"


def _units(level):
    return [PROGRAM[s:e] for s, e in units_at_level(PROGRAM, level)]


def test_level_zero_keeps_a_whole_function_in_one_unit():
    function = b"int f(void) {\n  if (g) {\n    g = 1;\n  }\n  return g;\n}\n"
    assert _units(0) == [b"int g;\n", function, b"int h;\n"]


def test_level_one_splits_function_body_statements():
    assert b"  return g;\n" in _units(1)
    assert b"  if (g) {\n    g = 1;\n  }\n" in _units(1)


def test_raw_lines_skip_blank_lines():
    assert len(_units(-1)) == 8


def test_braces_in_comments_and_strings_do_not_count():
    text = b'char *s = "{";\n/* { */\nint x;\n'
    assert [text[s:e] for s, e in units_at_level(text, 0)] == [b'char *s = "{";\n', b"/* { */\n", b"int x;\n"]


def test_chunks_halve_from_everything_to_single_units(variants):
    proposed = variants("lines", PROGRAM, level=0)
    assert proposed[0] == b"\n"  # all three units at once (blank line stays)
    assert b"int g;\n\nint h;\n" in proposed  # the function alone
    assert len(proposed) == 1 + 3  # chunk sizes 3, then 1 (3 // 2)


def test_coarse_probe_stops_at_an_eighth_of_the_units(variants):
    text = b"".join(b"int v%d;\n" % i for i in range(64))
    proposed = variants("lines", text, level=0, coarse=8)
    # chunks of 64, 32, 16 and 8 units: 1 + 2 + 4 + 8 candidates, never a single line
    assert len(proposed) == 15
    assert all(variant.count(b"\n") <= 56 for variant in proposed)


def test_coarse_probe_leaves_small_files_alone(variants):
    assert variants("lines", PROGRAM, level=0, coarse=8, min_bytes=len(PROGRAM) + 1) == []
    assert variants("lines", PROGRAM, level=0, coarse=8, min_bytes=len(PROGRAM)) != []
