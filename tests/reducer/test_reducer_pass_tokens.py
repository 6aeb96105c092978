"""Token-level passes: ints, identifiers, operators, keywords, strings, token windows."""

from reportsmith.reducer.passes.ints import smaller_forms


def test_ints_zero_one_and_shortened():
    assert smaller_forms(b"1234UL") == [b"0", b"1", b"1234", b"234UL", b"123UL"]
    assert smaller_forms(b"0x10") == [b"0", b"1", b"0x1"]
    assert smaller_forms(b"1") == [b"0"]
    assert smaller_forms(b"1.5") == []


def test_identifiers_replaced_by_zero_only_where_a_value_is_read(variants):
    proposed = variants("identifiers", b"x = y + f(z);\n")
    assert proposed == [b"x = 0 + f(z);\n", b"x = y + f(0);\n"]


def test_operators_keep_one_operand(variants):
    proposed = variants("operators", b"r = a + (b * c);\n")
    assert b"r = a;\n" in proposed  # '+' keeps its left operand
    assert b"r = (b * c);\n" in proposed  # '+' keeps its right operand
    assert b"a + (b * c);\n" in proposed  # '=' keeps its right side


def test_keywords_dropped_one_at_a_time(variants):
    assert variants("keywords", b"static const int x;") == [b"const int x;", b"static int x;"]


def test_strings_emptied_all_then_each(variants):
    proposed = variants("strings", b'a("xy", "z");')
    assert proposed == [b'a("", "");', b'a("", "z");', b'a("xy", "");']


def test_token_windows(variants):
    proposed = variants("tokens", b"a b c", sizes=[2, 1])
    assert proposed == [b"  c", b"a b ", b" b c", b"a  c", b"a b "]


def test_rename_uses_the_shortest_unused_name_everywhere(variants):
    proposed = variants("rename", b'int long_name = a; f(long_name, "long_name");')
    assert proposed[:2] == [b'int  = a; f(, "long_name");', b'int b = a; f(b, "long_name");']


def test_sliding_token_windows_start_at_every_token(variants):
    assert variants("tokens", b"a b c", sizes=[2], sliding=True) == [b"  c", b"a  "]
