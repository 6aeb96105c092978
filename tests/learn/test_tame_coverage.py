"""Coverage stored per failure (migration 0007) by `reportsmith tame coverage`, and used by the tamer's
coverage distance: real ingested failures, a real --coverage build, gcov."""

from __future__ import annotations

import subprocess

from reportsmith.cli import main
from reportsmith.store.failures import list_failures
from reportsmith.taming import RANKED_VERDICTS, tame_failures

#: A "compiler" whose covered lines depend on its input (the last argument), built with --coverage.
MINI = r"""
#include <stdio.h>
static int digit(void) { return 1; }
static int other(void) { return 2; }
int main(int argc, char **argv) {
    FILE *in = fopen(argv[argc - 1], "r");
    int c, n = 0;
    while (in && (c = fgetc(in)) != EOF) n += (c >= '0' && c <= '9') ? digit() : other();
    return n < 0;
}
"""


def test_tame_coverage_stores_each_failures_lines_and_ranks_by_them(
    app, ids, tmp_path, capsys, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    build, gcov = tmp_path / "build", tmp_path / "gcov"
    build.mkdir()
    gcov.mkdir()
    (build / "mini.c").write_text(MINI)
    subprocess.run(["gcc", "--coverage", "-O0", "mini.c", "-o", "mini"], cwd=build, check=True)
    (gcov / "mini.gcno").write_bytes((build / "mini.gcno").read_bytes())
    (gcov / "BUILD_DIR").write_text(str(build))
    monkeypatch.setenv("REPORTSMITH_DATA", str(app.config.data_path))  # the command reads the app's store
    monkeypatch.delenv("REPORTSMITH_CONFIG", raising=False)

    assert main(["tame", "coverage", str(build / "mini"), str(gcov)]) == 0
    ranked = [f for f in list_failures(app.store) if f.verdict in RANKED_VERDICTS]
    assert ranked and all(f.coverage and f.coverage_seconds is not None for f in ranked)
    assert all(any(t.startswith("mini.c:main:") for t in f.coverage) for f in ranked)
    assert f"coverage collected for {len(ranked)} failures" in capsys.readouterr().out
    # A second run has nothing left to collect.
    assert main(["tame", "coverage", str(build / "mini"), str(gcov)]) == 0
    assert "coverage collected for 0 failures" in capsys.readouterr().out

    ranking = tame_failures(app, distance="coverage")
    assert ranking.distance == "coverage" and len(ranking.entries) >= 1
