"""identifiers: a name is replaced by 0 where a value is read."""


def test_identifiers_replaced_by_zero_only_where_a_value_is_read(variants):
    proposed = variants("identifiers", b"x = y + f(z);\n")
    assert proposed == [b"x = 0 + f(z);\n", b"x = y + f(0);\n"]
