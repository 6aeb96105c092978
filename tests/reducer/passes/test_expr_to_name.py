"""The expr-to-name pass: an expression after '=' replaced by one of the file's shortest names."""

import shutil

import pytest
from reportsmith.reducer import Schedule, ScheduledPass, ScriptPredicate, reduce


def test_each_right_hand_side_replaced_by_the_shortest_names(variants):
    proposed = variants("expr-to-name", b"struct S{}a=(struct S){};\nint bb = f(1, 2), c = 3;\n", names=2)
    assert proposed == [
        b"struct S{}a=S;\nint bb = f(1, 2), c = 3;\n",
        b"struct S{}a=a;\nint bb = f(1, 2), c = 3;\n",
        b"struct S{}a=(struct S){};\nint bb = S, c = 3;\n",
        b"struct S{}a=(struct S){};\nint bb = a, c = 3;\n",
    ]  # 'c = 3' is one token: nothing to gain


def test_big_files_are_left_to_other_passes(variants):
    text = b"int a = 1 + 2;\n" * 200
    assert variants("expr-to-name", text, max_tokens=100) == []


@pytest.mark.skipif(shutil.which("pcc") is None, reason="needs pcc")
def test_keeps_a_pcc_crash_with_a_variable_of_the_same_type(tmp_path) -> None:  # type: ignore[no-untyped-def]
    # pcc 1.2.0~DEVEL crashes on a compound literal of an empty struct as a file-scope initialiser, and on
    # the variable itself; '0' would be an error instead.
    script = tmp_path / "test.sh"
    script.write_text(
        "#!/bin/sh\npcc -c -w t.c -o t.o >log 2>&1\ngrep -q 'major internal compiler error' log\n"
    )
    script.chmod(0o755)
    crash = ScriptPredicate(script=script, file_name="t.c")
    schedule = Schedule(main=(ScheduledPass("expr-to-name"),))
    result = reduce(b"struct S{}a=(struct S){};\n", crash, jobs=1, schedule=schedule, file_name="t.c")
    assert result.text in (b"struct S{}a=a;\n", b"struct S{}a=S;\n")
