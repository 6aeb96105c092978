"""strings: string literals emptied, all at once, then each."""


def test_strings_emptied_all_then_each(variants):
    proposed = variants("strings", b'a("xy", "z");')
    assert proposed == [b'a("", "");', b'a("", "z");', b'a("xy", "");']
