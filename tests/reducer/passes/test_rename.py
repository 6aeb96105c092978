"""rename: a long name becomes the shortest unused one, everywhere but in strings."""


def test_rename_uses_the_shortest_unused_name_everywhere(variants):
    proposed = variants("rename", b'int long_name = a; f(long_name, "long_name");')
    assert proposed[:2] == [b'int  = a; f(, "long_name");', b'int b = a; f(b, "long_name");']
