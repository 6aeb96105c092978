"""The comment grammar, in the spirit of syzbot's ``#syz`` commands: a line ``#reportsmith <verb> [args]``
(the prefix is configurable; on GitHub ``@<bot login> <verb> [args]`` too).

Rules (why): a command is a whole line, so prose that mentions the prefix mid-sentence is not one; lines
quoted with ``>`` and lines inside fenced (```` ``` ````/``~~~``) or indented code blocks are ignored, because
people quote the bot's instructions and earlier commands when they reply; at most ``max_commands`` commands
are read from one comment (a pasted log full of commands must not drive the bot), and only the first
``max_bytes`` of a comment are read. The verb ends at the first blank; a trailing ``:`` is allowed
(``#reportsmith dup: 12``); the argument is the rest of the line. Parsing never fails: whether a verb and
its argument make sense is :func:`reportsmith.actions.parse_action`'s to say.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class CommandLine:
    verb: str
    argument: str
    line: int  # 1-based line number in the comment


@dataclass(frozen=True)
class ParsedComment:
    commands: list[CommandLine] = field(default_factory=list)
    #: Commands past ``max_commands`` (not read), and whether the comment was cut at ``max_bytes``.
    dropped: int = 0
    truncated: bool = False


def _fence(stripped: str) -> str:
    for marker in ("```", "~~~"):
        if stripped.startswith(marker):
            return marker
    return ""


def _command_text(line: str, prefixes: list[str]) -> str | None:
    """The text after a prefix when ``line`` is a command line, else None."""
    text = line.strip()
    lowered = text.lower()
    for prefix in prefixes:
        if not prefix:
            continue
        case_blind = prefix.startswith("@")  # GitHub logins are case-insensitive
        head = lowered if case_blind else text
        wanted = prefix.lower() if case_blind else prefix
        if head.startswith(wanted):
            rest = text[len(prefix) :]
            if not rest or rest[0] in " \t:":
                return rest.lstrip(" \t:")
    return None


def parse_comment(
    body: str, prefixes: list[str], *, max_commands: int = 3, max_bytes: int = 65536
) -> ParsedComment:
    """The commands in comment ``body`` (see the module's rules), in order."""
    truncated = len(body.encode("utf-8", "replace")) > max_bytes
    if truncated:
        body = body.encode("utf-8", "replace")[:max_bytes].decode("utf-8", "ignore")
    commands: list[CommandLine] = []
    dropped = 0
    fence = ""
    for number, line in enumerate(body.replace("\r\n", "\n").replace("\r", "\n").split("\n"), start=1):
        stripped = line.strip()
        if fence:
            if stripped.startswith(fence):
                fence = ""
            continue
        if _fence(stripped):
            fence = _fence(stripped)
            continue
        if stripped.startswith(">") or line.startswith(("    ", "\t")):
            continue  # a quote, or an indented code block
        text = _command_text(line, prefixes)
        if text is None:
            continue
        verb, _, argument = text.partition(" ")
        if "\t" in verb:
            verb, _, more = verb.partition("\t")
            argument = f"{more} {argument}"
        if len(commands) >= max_commands:
            dropped += 1
            continue
        commands.append(CommandLine(verb.strip(), argument.strip(), number))
    return ParsedComment(commands, dropped, truncated)
