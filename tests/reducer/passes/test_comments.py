"""comments: comments never matter to a compiler bug; removed all at once, then one by one."""


def test_comments_all_at_once_then_one_by_one(variants):
    text = b"int a; /* one */\n// two\nint b;\n"
    proposed = variants("comments", text)
    assert proposed[0] == b"int a; \n\nint b;\n"
    assert b"int a; \n// two\nint b;\n" in proposed
