"""keywords: qualifiers and specifiers dropped one at a time."""


def test_keywords_dropped_one_at_a_time(variants):
    assert variants("keywords", b"static const int x;") == [b"const int x;", b"static int x;"]
