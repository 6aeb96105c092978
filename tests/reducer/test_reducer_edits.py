"""Edits and the lexer: the two pieces every pass builds on."""

import pytest
from reportsmith.reducer.edits import Edit, Replacement
from reportsmith.reducer.lexer import count_tokens, matching_pairs, tokenize


def test_edit_applies_replacements_against_the_original_offsets():
    edit = Edit.of([Replacement(6, 11, b"X"), Replacement(0, 5, b"")])
    assert edit.apply(b"hello world!") == b" X!"


def test_overlapping_replacements_are_refused():
    with pytest.raises(ValueError):
        Edit.of([Replacement(0, 5), Replacement(3, 8)])


def test_non_overlapping_edits_merge_and_overlapping_ones_do_not():
    first, second, third = Edit.delete(0, 2), Edit.delete(4, 6), Edit.delete(1, 5)
    assert not first.overlaps(second)
    assert first.merge(second).apply(b"abcdefgh") == b"cdgh"
    assert first.overlaps(third) and second.overlaps(third)


def test_lexer_keeps_offsets_and_kinds():
    text = b'int x = 0x1fU; /* c */ s = "a\\"b"; // end\n'
    tokens = tokenize(text)
    assert [t.kind for t in tokens][:5] == ["keyword", "ident", "punct", "number", "punct"]
    assert all(text[t.start : t.end] == t.text for t in tokens)
    assert [t.text for t in tokens if t.kind == "comment"] == [b"/* c */", b"// end"]
    assert count_tokens(text) == 9


def test_matching_pairs_skips_unbalanced_delimiters():
    tokens = tokenize(b"} ( a ( b ) ) (")
    pairs = matching_pairs(tokens, b"(", b")")
    assert [(tokens[o].start, tokens[c].start) for o, c in pairs] == [(2, 12), (6, 10)]
