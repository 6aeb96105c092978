"""Helpers the learn tests share."""

from __future__ import annotations

from typing import Any


def bot_comments(github: Any, number: int) -> list[str]:
    """What the bot (login ``bot``) posted on GitHub issue ``number``."""
    comments = github.comments.get(("compilers/tcc", number), [])
    return [comment["body"] for comment in comments if comment["user"]["login"] == "bot"]
