"""Escaping text from tests and compilers for GitHub Markdown.

A report quotes text nobody at the bot wrote: the test program, compiler messages, program output. That text
must come out exactly as it is (a compiler developer copies it to reproduce) and must not change the report
around it. So:

* blocks go in a fenced code block whose fence is longer than any backtick run inside, so nothing inside can
  close it (CommonMark: a closing fence needs at least as many backticks as the opening). Inside a code block
  nothing is Markdown or HTML: ``@name`` mentions nobody, ``</details>`` closes nothing, the text is exact;
* one-liners inside prose go in a code span sized the same way (newlines become spaces);
* free text that is neither (rare: titles of drafts shown as prose) has Markdown punctuation
  backslash-escaped, HTML angle brackets replaced by entities and mentions / issue references broken with a
  zero-width space.

GitHub titles are plain text (not rendered), so :func:`title_text` only flattens and clips them.
"""

from __future__ import annotations

import re

_BACKTICK_RUN = re.compile(r"`+")
_MENTION = re.compile(r"(?<![\w`])@(?=[A-Za-z0-9])")
_ISSUE_REF = re.compile(r"(?<![\w&])#(?=\d)")
_MARKDOWN_PUNCTUATION = re.compile(r"([\\`*_\[\]|~])")
_LINE_START = re.compile(r"^([#>+\-=]|\d+[.)])")
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
ZERO_WIDTH_SPACE = "\u200b"


def longest_backtick_run(text: str) -> int:
    return max((len(run) for run in _BACKTICK_RUN.findall(text)), default=0)


def fenced(text: str, language: str = "") -> str:
    """``text`` as a fenced code block that nothing inside can close (no newline after the closing fence)."""
    fence = "`" * max(3, longest_backtick_run(text) + 1)
    body = _CONTROL.sub(lambda m: f"\\x{ord(m.group()):02x}", text)
    if not body.endswith("\n"):
        body += "\n"
    return f"{fence}{language}\n{body}{fence}"


def code_span(text: str) -> str:
    """``text`` on one line as an inline code span that nothing inside can close."""
    flat = " ".join(_CONTROL.sub(" ", text).split())
    if not flat:
        return ""
    ticks = "`" * (longest_backtick_run(flat) + 1)
    # A span starting or ending with a backtick needs a space of padding (stripped by the renderer).
    pad = " " if flat.startswith("`") or flat.endswith("`") else ""
    return f"{ticks}{pad}{flat}{pad}{ticks}"


def prose(text: str) -> str:
    """Free text made inert: no Markdown structure, no HTML, no mentions, no issue links."""
    flat = " ".join(_CONTROL.sub(" ", text).split())
    flat = flat.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    flat = _MARKDOWN_PUNCTUATION.sub(r"\\\1", flat)
    flat = _LINE_START.sub(r"\\\1", flat)
    flat = _MENTION.sub("@" + ZERO_WIDTH_SPACE, flat)
    return _ISSUE_REF.sub("#" + ZERO_WIDTH_SPACE, flat)


def title_text(text: str, limit: int = 200) -> str:
    """One line, no control characters, at most ``limit`` characters (GitHub allows 256, Bugzilla 255)."""
    flat = " ".join(_CONTROL.sub(" ", text).split())
    return flat if len(flat) <= limit else flat[: limit - 1].rstrip() + "…"
