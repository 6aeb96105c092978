"""Inlining project headers: search order, include guards, system headers kept, flags dropped."""

from __future__ import annotations

import subprocess
from pathlib import Path

from reportsmith.self_contained import inline_headers, opened_headers, search_path, without_dir_flags


def _tree(tmp_path: Path) -> Path:
    inc = tmp_path / "inc"
    (inc / "sub").mkdir(parents=True)
    guarded = "#ifndef GUARDED_H\n#define GUARDED_H\nstatic int g(void) { return 1; }\n#endif\n"
    (inc / "guarded.h").write_text(guarded)
    (inc / "twice.h").write_text("X(1)\n")  # no guard: an X-macro list, read each time it is included
    (inc / "sub" / "deep.h").write_text('#pragma once\n#include "../guarded.h"\n#include <stdio.h>\n')
    (inc / "unused.h").write_text("#error never read\n")
    return inc


def test_headers_are_inlined_recursively_guarded_ones_once(tmp_path: Path) -> None:
    inc = _tree(tmp_path)
    source = (
        b'#include "sub/deep.h"\n#include <guarded.h>\n#define X(n) + n\nint t = 0\n#include "twice.h"\n'
        b'#include "twice.h"\n;\n#ifdef NEVER\n#include "unused.h"\n#endif\n'
        b'int main(void) { printf("%d\\n", t + g()); return 0; }\n'
    )
    test = tmp_path / "t.c"
    test.write_bytes(source)
    flags = ["-O2", "-I", str(inc)]
    opened = opened_headers([["gcc", *flags], ["clang-16", *flags]], source, "t.c", 30)
    assert (inc / "unused.h").resolve() not in opened
    result = inline_headers(source, tmp_path, flags, opened)
    assert result is not None
    text = result.source.decode()
    assert [Path(h).name for h in result.headers] == ["deep.h", "guarded.h", "twice.h", "twice.h"]
    assert text.count("static int g(void)") == 1 and text.count("X(1)") == 2
    assert "#include <stdio.h>" in text and "#pragma once" not in text
    assert result.untaken == ["unused.h"] and result.dir_flags == ["-I", str(inc)]
    (tmp_path / "inlined.c").write_bytes(result.source)
    build = subprocess.run(
        ["gcc", "-o", str(tmp_path / "a.out"), str(tmp_path / "inlined.c")], capture_output=True
    )
    assert build.returncode == 0, build.stderr
    assert subprocess.run([str(tmp_path / "a.out")], capture_output=True, text=True).stdout == "3\n"


def test_nothing_to_inline_without_project_headers(tmp_path: Path) -> None:
    source = b"#include <stdio.h>\nint main(void) { return 0; }\n"
    assert inline_headers(source, tmp_path, ["-I/nowhere"]) is None


def test_include_directory_flags_are_read_and_dropped(tmp_path: Path) -> None:
    flags = ["-w", "-Ia", "-iquote", "q", "-isystem/s", "-DX=1", "-I", "/b"]
    path = search_path(flags, tmp_path)
    assert path.quote == [tmp_path / "q", tmp_path / "a", Path("/b"), Path("/s")]
    assert path.bracket == [tmp_path / "a", Path("/b"), Path("/s")]
    assert without_dir_flags(flags) == ["-w", "-DX=1"]
