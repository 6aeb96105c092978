"""The comment grammar, with Hypothesis: commands are found in any prose around them, never inside quotes
or code blocks, at most ``max_commands`` per comment, and parsing never fails on any text."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from reportsmith.learn.commands import parse_comment

PREFIXES = ["#reportsmith", "@bot"]
VERBS = st.sampled_from(["known", "dup", "undup", "invalid", "fixed", "unfix", "retest", "frob", "Dup:"])
WORD = st.text(st.characters(codec="utf-8", exclude_categories=["Cc", "Cs", "Zs", "Zl", "Zp"]), min_size=1,
               max_size=12)  # fmt: skip
ARGUMENT = st.lists(WORD, max_size=3).map(" ".join)
#: A prose line: never starts with a prefix, a quote, a fence or an indent (those are tested on their own).
PROSE = st.text(max_size=60).map(lambda t: "x " + t.replace("\n", " ").replace("\r", " "))


@st.composite
def comments(draw):  # type: ignore[no-untyped-def]
    """(body, the commands in it) with commands between prose lines."""
    lines, expected = [], []
    for _ in range(draw(st.integers(0, 5))):
        lines += draw(st.lists(PROSE, max_size=2))
        prefix, verb, argument = draw(st.sampled_from(PREFIXES)), draw(VERBS), draw(ARGUMENT)
        lines.append(f"{draw(st.sampled_from(['', ' ']))}{prefix} {verb} {argument}".rstrip())
        expected.append((verb, argument))
    lines += draw(st.lists(PROSE, max_size=2))
    return "\n".join(lines), expected


@given(comments(), st.integers(1, 6))
def test_commands_are_found_in_order_and_at_most_max(comment, limit) -> None:
    body, expected = comment
    parsed = parse_comment(body, PREFIXES, max_commands=limit)
    assert [(c.verb, c.argument) for c in parsed.commands] == expected[:limit]
    assert parsed.dropped == max(0, len(expected) - limit)


@given(comments(), st.sampled_from(["quote", "fence", "tilde", "indent"]))
def test_quoted_and_code_commands_are_ignored(comment, how) -> None:
    body, _ = comment
    if how == "quote":
        hidden = "\n".join("> " + line for line in body.split("\n"))
    elif how == "indent":
        hidden = "\n".join("    " + line for line in body.split("\n"))
    else:
        fence = "```" if how == "fence" else "~~~"
        hidden = f"{fence}c\n{body.replace(fence, '')}\n{fence}"
    assert parse_comment(hidden, PREFIXES, max_commands=10).commands == []


@settings(max_examples=200)
@given(st.text(max_size=400), st.integers(1, 300))
def test_any_text_parses_and_is_cut_at_max_bytes(text, max_bytes) -> None:
    parsed = parse_comment(text, PREFIXES, max_commands=3, max_bytes=max_bytes)
    assert parsed.truncated == (len(text.encode("utf-8", "replace")) > max_bytes)
    assert len(parsed.commands) <= 3


def test_prefix_must_be_a_whole_word_and_mentions_are_case_blind() -> None:
    body = "\n".join(
        [
            "#reportsmithy known",
            "see #reportsmith known x",
            "@BOT known a",
            "#reportsmith: dup: 12",
            "#ReportSmith known",
        ]
    )
    parsed = parse_comment(body, PREFIXES)
    assert [(c.verb, c.argument, c.line) for c in parsed.commands] == [("known", "a", 3), ("dup:", "12", 4)]


def test_a_megabyte_comment_is_read_up_to_the_limit() -> None:
    body = "#reportsmith known early\n" + "a" * 1_000_000 + "\n#reportsmith known late"
    parsed = parse_comment(body, PREFIXES, max_bytes=65536)
    assert parsed.truncated and [c.argument for c in parsed.commands] == ["early"]
