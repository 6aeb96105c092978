"""tokens: windows of tokens removed, fixed or sliding."""


def test_token_windows(variants):
    proposed = variants("tokens", b"a b c", sizes=[2, 1])
    assert proposed == [b"  c", b"a b ", b" b c", b"a  c", b"a b "]


def test_sliding_token_windows_start_at_every_token(variants):
    assert variants("tokens", b"a b c", sizes=[2], sliding=True) == [b"  c", b"a  "]
