"""ints: an integer literal becomes 0, 1, or a shorter spelling of itself."""

from reportsmith.reducer.passes.ints import smaller_forms


def test_ints_zero_one_and_shortened():
    assert smaller_forms(b"1234UL") == [b"0", b"1", b"1234", b"234UL", b"123UL"]
    assert smaller_forms(b"0x10") == [b"0", b"1", b"0x1"]
    assert smaller_forms(b"1") == [b"0"]
    assert smaller_forms(b"1.5") == []
