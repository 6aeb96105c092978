"""blank: white space squeezed and blank lines removed, the tokens kept."""

from reportsmith.reducer.lexer import tokenize
from reportsmith.reducer.passes.blank import squeeze


def test_squeeze_keeps_tokens_and_lines():
    text = b"int   a  =  - -b ;\n\n\n   x = a / *p;\n#define X  1\n"
    squeezed = squeeze(text)
    assert squeezed == b"int a= - -b;\nx=a/ *p;\n#define X 1\n"
    assert [t.text for t in tokenize(squeezed)] == [t.text for t in tokenize(text)]


def test_blank_proposes_squeeze_then_blank_lines(variants):
    text = b"int a;\n\n   \nint   b;\n"
    assert variants("blank", text) == [b"int a;\nint b;\n", b"int a;\nint   b;\n"]
