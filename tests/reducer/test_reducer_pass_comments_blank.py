"""comments and blank: text that never matters to a compiler bug, removed cheaply."""

from reportsmith.reducer.lexer import tokenize
from reportsmith.reducer.passes.blank import squeeze


def test_comments_all_at_once_then_one_by_one(variants):
    text = b"int a; /* one */\n// two\nint b;\n"
    proposed = variants("comments", text)
    assert proposed[0] == b"int a; \n\nint b;\n"
    assert b"int a; \n// two\nint b;\n" in proposed


def test_squeeze_keeps_tokens_and_lines():
    text = b"int   a  =  - -b ;\n\n\n   x = a / *p;\n#define X  1\n"
    squeezed = squeeze(text)
    assert squeezed == b"int a= - -b;\nx=a/ *p;\n#define X 1\n"
    assert [t.text for t in tokenize(squeezed)] == [t.text for t in tokenize(text)]


def test_blank_proposes_squeeze_then_blank_lines(variants):
    text = b"int a;\n\n   \nint   b;\n"
    assert variants("blank", text) == [b"int a;\nint b;\n", b"int a;\nint   b;\n"]
