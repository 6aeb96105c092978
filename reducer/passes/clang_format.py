"""clang-format as a pass inside the loop: one candidate, the file reformatted.

Formatting puts one statement per line, which the line passes then remove one by one; at the end it
makes the result readable. It may grow the file (indentation), so the schedule marks where growth is
allowed. When clang-format is missing or fails the pass proposes nothing.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from typing import Any

from reportsmith.common.process import Limits, run_limited
from reportsmith.reducer.edits import Candidate, Edit
from reportsmith.reducer.passes import PassContext, register

# FixNamespaceComments off: "// namespace std" after each closing brace is bytes no pass takes away again
STYLE = (
    "{BasedOnStyle: LLVM, IndentWidth: 1, ColumnLimit: 100, AllowShortFunctionsOnASingleLine: All,"
    " FixNamespaceComments: false}"
)


@register("clang-format")
class ClangFormat:
    name = "clang-format"

    def __init__(self, grows: bool = True, style: str = STYLE, executable: str = "clang-format") -> None:
        self.grows = grows
        self.style = style
        self.executable = executable

    def candidates(self, text: bytes, resume: Any, context: PassContext) -> Iterator[Candidate]:
        if resume is not None or not text.strip() or shutil.which(self.executable) is None:
            return
        result = run_limited(
            [self.executable, f"-style={self.style}", f"-assume-filename={context.file_name}"],
            stdin=text,
            limits=Limits(timeout=context.tool_timeout, memory_mb=None, output_bytes=16 * len(text) + 4096),
        )
        if result.ok and not result.truncated and result.stdout and result.stdout != text:
            yield Candidate(Edit.replace(0, len(text), result.stdout), True, "clang-format")
