"""Identifiers renamed to the shortest unused names (``g_1274`` → ``a``), every occurrence at once; and,
tried first, every occurrence of an identifier deleted (``struct S {} x;`` → ``struct {} x;``).

Renaming removes no tokens but many bytes, and makes the report readable. Names are tried in order of
the bytes a rename saves. Declarations from headers (``int32_t``, ``printf``) fail the test once each and
are then left alone. Text inside strings and comments is not touched (the lexer skips it).
"""

from __future__ import annotations

import itertools
import string
from collections import Counter
from collections.abc import Iterator
from typing import Any

from reportsmith.reducer.edits import Candidate, Edit, Replacement
from reportsmith.reducer.lexer import code_tokens
from reportsmith.reducer.passes import PassContext, register


def short_names(taken: set[bytes]) -> Iterator[bytes]:
    """a, b, ..., z, aa, ab, ... skipping names already in the text."""
    for length in itertools.count(1):
        for letters in itertools.product(string.ascii_lowercase, repeat=length):
            name = "".join(letters).encode()
            if name not in taken:
                yield name


@register("rename")
class Rename:
    name = "rename"
    grows = False

    def candidates(self, text: bytes, resume: Any, context: PassContext) -> Iterator[Candidate]:
        tokens = [t for t in code_tokens(text) if t.kind == "ident"]
        counts = Counter(t.text for t in tokens)
        taken = set(counts)
        fresh = next(short_names(taken))
        order = sorted(
            (name for name in counts if len(name) >= len(fresh)),
            key=lambda name: (-(len(name) - len(fresh)) * counts[name], name),
        )
        for index in range(resume or 0, len(order)):
            old = order[index]
            occurrences = [t for t in tokens if t.text == old]
            label = old.decode(errors="replace")
            deletion = Edit.of(Replacement(t.start, t.end) for t in occurrences)
            yield Candidate(deletion, index, f"delete {label}")
            edit = Edit.of(Replacement(t.start, t.end, fresh) for t in occurrences)
            yield Candidate(edit, index, f"rename {label} -> {fresh.decode()}")
