"""Turning drafts and tests into HTML for the page: Markdown as GitHub shows it, C with highlighting.

A GitHub draft is rendered with raw HTML on (the templates fold long sections in ``<details>``, as GitHub
does), and the result always passes through nh3's allowlist: only formatting tags survive, no scripts, no
event attributes, no styles, links only to http(s)/mailto. Text from tests and compilers is escaped
before that by the drafter (``report/escape.py``), so the allowlist is the second wall, not the only one.
Reduced tests are highlighted by Pygments, which escapes what it prints.
"""

from __future__ import annotations

import functools

import nh3
from markdown_it import MarkdownIt
from markupsafe import Markup
from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers import CLexer

ALLOWED_TAGS = {
    "a", "abbr", "b", "blockquote", "br", "code", "dd", "del", "details", "div", "dl", "dt", "em",
    "h1", "h2", "h3", "h4", "h5", "h6", "hr", "i", "kbd", "li", "ol", "p", "pre", "s", "samp", "strong",
    "sub", "summary", "sup", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "tt", "ul",
}  # fmt: skip
ALLOWED_ATTRIBUTES = {"a": {"href", "title"}, "details": {"open"}, "td": {"align"}, "th": {"align"}}
_HIGHLIGHT_CSS_CLASS = "hl"
#: Larger tests (an unreduced Csmith program is ~150 KB) are shown plain: highlighting them takes seconds.
HIGHLIGHT_LIMIT = 16 * 1024


@functools.cache
def _markdown() -> MarkdownIt:
    return MarkdownIt("commonmark", {"html": True}).enable("table").enable("strikethrough")


def tracker_html(body: str, tracker: str) -> Markup:
    """The draft's body as the tracker will show it: GitHub Markdown, or Bugzilla's preformatted text."""
    if tracker != "github":
        return Markup("<pre class='plain'>") + Markup.escape(body) + Markup("</pre>")
    rendered = _markdown().render(body)
    clean = nh3.clean(
        rendered,
        tags=ALLOWED_TAGS,
        attributes=ALLOWED_ATTRIBUTES,
        url_schemes={"http", "https", "mailto"},
        link_rel="noopener noreferrer nofollow",
    )
    return Markup(clean)  # noqa: S704 - sanitized by nh3's allowlist just above


def highlighted_c(source: str) -> Markup:
    """The test with C syntax highlighting (Pygments escapes the text); plain past HIGHLIGHT_LIMIT."""
    if len(source) > HIGHLIGHT_LIMIT:
        return Markup("<pre class='plain'>") + Markup.escape(source) + Markup("</pre>")
    html = highlight(source, CLexer(), HtmlFormatter(cssclass=_HIGHLIGHT_CSS_CLASS, linenos=False))
    return Markup(html)  # noqa: S704 - Pygments output: tokens escaped by the formatter


@functools.cache
def highlight_css() -> str:
    return HtmlFormatter(style="default").get_style_defs(f".{_HIGHLIGHT_CSS_CLASS}")
