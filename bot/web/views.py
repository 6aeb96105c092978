"""Turning drafts and tests into HTML for the page: Markdown as GitHub shows it, C with highlighting.

A GitHub draft is rendered with raw HTML on (the templates fold long sections in ``<details>``, as GitHub
does), and the result always passes through nh3's allowlist: only formatting tags survive, no scripts, no
event attributes, no styles, links only to http(s)/mailto. Text from tests and compilers is escaped
before that by the drafter (``report/escape.py``), so the allowlist is the second wall, not the only one.

Every fenced code block of a draft is highlighted by its info string's language, as GitHub does (``c``,
``sh``, ``llvm``...), and so is the page's reduced test: Pygments escapes what it prints, and the allowlist
keeps only its ``<span class>`` token classes (:data:`_TOKEN_CLASSES`). A block in a language Pygments does
not know, or past :data:`HIGHLIGHT_LIMIT`, is shown plain.
"""

from __future__ import annotations

import functools

import nh3
from markdown_it import MarkdownIt
from markupsafe import Markup
from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexer import Lexer
from pygments.lexers import get_lexer_by_name
from pygments.token import STANDARD_TYPES
from pygments.util import ClassNotFound
from reportsmith.report.titles import optimization_level
from reportsmith.store.report_models import Tracker

ALLOWED_TAGS = {
    "a", "abbr", "b", "blockquote", "br", "code", "dd", "del", "details", "div", "dl", "dt", "em",
    "h1", "h2", "h3", "h4", "h5", "h6", "hr", "i", "kbd", "li", "ol", "p", "pre", "s", "samp", "span",
    "strong", "sub", "summary", "sup", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "tt", "ul",
}  # fmt: skip
ALLOWED_ATTRIBUTES = {"a": {"href", "title"}, "details": {"open"}, "td": {"align"}, "th": {"align"}}
_HIGHLIGHT_CSS_CLASS = "hl"
#: Pygments' token classes: the only classes a draft's HTML keeps (on ``span``; ``div`` keeps ``hl``).
_TOKEN_CLASSES = {name for name in STANDARD_TYPES.values() if name}
#: Larger tests (an unreduced Csmith program is ~150 KB) are shown plain: highlighting them takes seconds.
HIGHLIGHT_LIMIT = 16 * 1024


def _lexer(language: str) -> Lexer | None:
    try:
        return get_lexer_by_name(language.strip().lower())
    except ClassNotFound:
        return None


def _highlight_fence(code: str, language: str, _attributes: str) -> str:
    """markdown-it's ``highlight`` hook: a fenced block highlighted by its language ("" = shown plain,
    markdown-it escapes it itself)."""
    lexer = _lexer(language) if language else None
    if lexer is None or len(code) > HIGHLIGHT_LIMIT:
        return ""
    return str(highlight(code, lexer, HtmlFormatter(cssclass=_HIGHLIGHT_CSS_CLASS)))


@functools.cache
def _markdown() -> MarkdownIt:
    options = {"html": True, "highlight": _highlight_fence}
    return MarkdownIt("commonmark", options).enable("table").enable("strikethrough")


def tracker_html(body: str, tracker: Tracker) -> Markup:
    """The draft's body as the tracker will show it: GitHub Markdown, or Bugzilla's preformatted text."""
    if tracker != Tracker.GITHUB:
        return Markup("<pre class='plain'>") + Markup.escape(body) + Markup("</pre>")
    rendered = _markdown().render(body)
    clean = nh3.clean(
        rendered,
        tags=ALLOWED_TAGS,
        attributes=ALLOWED_ATTRIBUTES,
        url_schemes={"http", "https", "mailto"},
        link_rel="noopener noreferrer nofollow",
        allowed_classes={"span": _TOKEN_CLASSES, "div": {_HIGHLIGHT_CSS_CLASS}},
    )
    return Markup(clean)  # noqa: S704 - sanitized by nh3's allowlist just above


def highlighted_c(source: str, language: str = "c") -> Markup:
    """The test with syntax highlighting (Pygments escapes the text); plain past HIGHLIGHT_LIMIT."""
    html = _highlight_fence(source, language or "c", "")
    if not html:
        return Markup("<pre class='plain'>") + Markup.escape(source) + Markup("</pre>")
    return Markup(html)  # noqa: S704 - Pygments output: tokens escaped by the formatter


@functools.cache
def highlight_css() -> str:
    return HtmlFormatter(style="default").get_style_defs(f".{_HIGHLIGHT_CSS_CLASS}")


_NO_PASS_LINES = "printed no 'BISECT: running pass' lines"


def reviewer_note(note: str, flags: list[str]) -> str:
    """A bisection note as a reviewer reads it: the machine's "pass: clang-15 printed no 'BISECT: running
    pass' lines with -mllvm -opt-bisect-limit=-1 (...)" becomes "no guilty pass: the failure needs no
    optimization (-fsanitize only)"; other notes are shown as they are."""
    search, _, said = note.partition(": ")
    if search != "pass" or _NO_PASS_LINES not in said:
        return note
    level = optimization_level(flags)
    if level not in ("-O0", ""):
        return (
            f"no guilty pass: the compiler ran no optimization pass that opt-bisect controls at {level} "
            "(the failure comes before or after LLVM's optimizer)"
        )
    plain = ("-c", "-w")
    significant = [flag for flag in flags if flag not in plain and not flag.startswith(("-O", "-std="))]
    if significant and all(flag.startswith("-fsanitize") for flag in significant):
        why = "-fsanitize only"
    elif significant:
        why = "its flags: " + " ".join(significant)
    else:
        why = "no -O flag"
    return f"no guilty pass: the failure needs no optimization ({why})"
