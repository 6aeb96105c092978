"""operators: an operation keeps one of its operands."""


def test_operators_keep_one_operand(variants):
    proposed = variants("operators", b"r = a + (b * c);\n")
    assert b"r = a;\n" in proposed  # '+' keeps its left operand
    assert b"r = (b * c);\n" in proposed  # '+' keeps its right operand
    assert b"a + (b * c);\n" in proposed  # '=' keeps its right side
