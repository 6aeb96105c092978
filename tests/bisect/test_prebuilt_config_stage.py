"""``[[bisect.prebuilt]]``: its config errors (one line naming the key), and the bisect stage using a
folder of prebuilt builds named by revision (the gcc-bisect form) instead of building the git history."""

from __future__ import annotations

import dataclasses
import json
import shutil
from pathlib import Path

import pytest
from fakes.local_archive import LocalArchive
from foundation.test_bisection_stage import TEST, _history
from reportsmith.app import App
from reportsmith.bisect.api import (
    ArchiveError,
    BuildArchive,
    BuildCache,
    GitBuildRecipe,
    OutputDiffersPredicate,
    first_bad_prebuilt,
    pack_build,
)
from reportsmith.bisect.archive import parse_index
from reportsmith.config import Bisect, GitRecipe, PrebuiltBuilds, load_config
from reportsmith.errors import ConfigError
from reportsmith.pipeline import ingest_stage
from reportsmith.store.failures import list_failures
from rich.console import Console

MINIMAL = """
[[compilers]]
name = "tcc"
command = "tcc"
[[references]]
name = "gcc"
command = "gcc"
"""
FOLDER = """
[[bisect.prebuilt]]
compiler = "tcc"
folder = "builds"
repository = "tinycc"
binary = "{prefix}/bin/tcc"
old = "a"
new = "b"
"""


@pytest.mark.parametrize(
    ("extra", "expected"),
    [
        (FOLDER.replace("folder =", "foldr ="), "bisect.prebuilt[0].foldr: unknown key (expected one of: "),
        (FOLDER.replace('old = "a"\n', ""), "bisect.prebuilt[0].old: missing (expected a string)"),
        (
            FOLDER + 'index_url = "https://example.org/index.json"\n',
            "bisect.prebuilt[0]: give exactly one of folder (installed builds named by revision) or index",
        ),
        (
            FOLDER.replace('folder = "builds"', 'index_url = "ftp://example.org/index.json"'),
            "bisect.prebuilt[0].index_url: expected an http:// or https:// URL, got 'ftp://example.org/index.json'",
        ),
        (
            FOLDER.replace('repository = "tinycc"\n', ""),
            "bisect.prebuilt[0]: a folder of builds needs an order: set repository",
        ),
        (
            FOLDER.replace("{prefix}/bin/tcc", "/usr/bin/tcc"),
            "bisect.prebuilt[0].binary: expected a command with",
        ),
        (
            FOLDER + 'search = "both"\n',
            "bisect.prebuilt[0].search: expected one of regression, fix, got 'both'",
        ),
        (
            FOLDER.replace('"tcc"\nfolder', '"gcc-99"\nfolder'),
            "bisect.prebuilt[0].compiler: 'gcc-99' is not a",
        ),
        (FOLDER + "cache_budget_mb = 0\n", "bisect.prebuilt[0].cache_budget_mb: expected a positive number"),
    ],
)
def test_bad_prebuilt_tables_get_one_line_errors(tmp_path: Path, extra: str, expected: str) -> None:
    path = tmp_path / "rs.toml"
    path.write_text(MINIMAL + extra)
    with pytest.raises(ConfigError) as caught:
        load_config(path)
    message = str(caught.value)
    assert message.startswith(str(path)) and "\n" not in message
    assert expected in message


def test_a_good_archive_table_loads(tmp_path: Path) -> None:
    path = tmp_path / "rs.toml"
    path.write_text(MINIMAL + FOLDER.replace('folder = "builds"', 'index_url = "http://127.0.0.1:1/i.json"'))
    (builds,) = load_config(path).bisect.prebuilt
    assert (
        builds.index_url.endswith("/i.json")
        and builds.cache_budget_mb == 4096
        and builds.search == "regression"
    )


BUILD = ["sh {src}/build.sh {prefix}"]


def _prebuilt_folder(tmp_path: Path, hashes: list[str]) -> Path:
    """Every commit built once elsewhere, installed in <folder>/<abbreviated hash>/bin/cc, except commit 3."""
    builder = BuildCache(
        GitBuildRecipe(tmp_path / "compiler", BUILD, "{prefix}/bin/cc", tmp_path / "elsewhere")
    )
    folder = tmp_path / "prebuilt"
    for commit in hashes:
        shutil.copytree(builder.get(commit).prefix, folder / commit[:9])
    shutil.rmtree(folder / hashes[3][:9])
    return folder


def test_bisect_stage_uses_the_prebuilt_folder_and_builds_nothing(data_dir: Path, tmp_path: Path) -> None:
    from reportsmith.bisection import bisect_failure

    hashes = _history(tmp_path)  # commit 5 of 9 brings a miscompilation at -O2
    recipe = GitRecipe(
        compiler="mycc",
        repository=str(tmp_path / "compiler"),
        build=BUILD,
        binary="{prefix}/bin/cc",
        old=hashes[2],
        new=hashes[-1],
    )
    folder = _prebuilt_folder(tmp_path, hashes)
    newest = tmp_path / "cc"
    shutil.copy(folder / hashes[-1][:9] / "bin" / "cc", newest)
    (tmp_path / "reportsmith.toml").write_text(
        f'[[compilers]]\nname = "mycc"\ncommand = "{newest}"\nflag_sets = ["-O2"]\n'
        '[[references]]\nname = "gcc"\ncommand = "gcc"\nflag_sets = ["-O0 -w"]\n'
    )
    config = load_config(tmp_path / "reportsmith.toml")
    prebuilt = PrebuiltBuilds(
        compiler="mycc",
        binary="{prefix}/bin/cc",
        old=hashes[2],
        new=hashes[-1],
        folder=str(folder),
        repository=str(tmp_path / "compiler"),
    )
    bisect = Bisect(git=[recipe], prebuilt=[prebuilt], flags=False, passes=False)
    app = App(dataclasses.replace(config, bisect=bisect))
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    (inbox / "minus.c").write_text(TEST)
    (inbox / "minus.toml").write_text('compiler = "mycc"\nflags = "-O2"\nexpect = "wrong-code"\n')
    ingest_stage(app, [inbox], Console(quiet=True))
    (failure,) = list_failures(app.store)
    found = bisect_failure(app, failure)
    assert found.culprit is not None and found.culprit.commit == hashes[5], found.notes
    assert "change 5: fold x - y" in found.culprit.summary
    assert found.git is not None and found.git.summary.startswith("first bad revision (prebuilt): ")
    assert found.git.builds == 0  # the git recipe was not needed: nothing was built
    assert found.git.unbuildable == [hashes[3]]
    assert not (app.data_path / "build-cache" / "mycc" / "builds").exists()


def test_bisect_prebuilt_command_with_an_order_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from reportsmith.cli import main

    hashes = _history(tmp_path)
    folder = _prebuilt_folder(tmp_path, hashes)
    order = tmp_path / "order.txt"
    order.write_text("# oldest first\n" + "".join(f"{h[:9]}\n" for h in hashes))
    test = tmp_path / "minus.c"
    test.write_text(TEST)
    argv = ["bisect", "prebuilt", "--folder", str(folder), "--order-file", str(order), "--old", hashes[2][:9]]
    argv += ["--new", hashes[-1][:9], "--compiler", "{prefix}/bin/cc", "--flags=-O2", "--differs-from", "gcc"]
    assert main([*argv, str(test)]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"first bad revision (prebuilt): {hashes[5][:9]}")
    assert f"skipped {hashes[3][:9]}: no build of {hashes[3][:9]} in {folder}" in out


def test_archive_named_by_abbreviated_hashes_with_the_order_from_git(tmp_path: Path) -> None:
    hashes = _history(tmp_path)
    folder = _prebuilt_folder(tmp_path, hashes)
    served = tmp_path / "served"
    served.mkdir()
    entries = []
    for build in sorted(folder.iterdir(), key=lambda path: [h[:9] for h in hashes].index(path.name)):
        sha256 = pack_build(build, served / f"{build.name}.tar.gz")
        entries.append({"revision": build.name, "file": f"{build.name}.tar.gz", "sha256": sha256})
    (served / "index.json").write_text(json.dumps({"builds": entries}))
    test = tmp_path / "minus.c"
    test.write_text(TEST)
    predicate = OutputDiffersPredicate(test, ("gcc",))
    with LocalArchive(served) as server:
        for run in range(2):
            archive = BuildArchive(server.url("index.json"), tmp_path / "cache")
            report = first_bad_prebuilt(
                archive,
                "{prefix}/bin/cc",
                hashes[0],
                hashes[-1],
                predicate,
                ["-O2"],
                repository=tmp_path / "compiler",
            )
            assert report.culprits == [hashes[5]] and report.commits[0].subject == "change 5: fold x - y"
            probed = {p.key for p in report.result.probes} - set(report.missing)
            assert archive.downloads == (len(probed) if run == 0 else 0)  # the second run: all cached
            assert archive.cache_hits == (0 if run == 0 else len(probed))
    assert archive.cached_revisions() == sorted(h[:9] for h in probed)  # stored under the archive's names


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("<html>", "the archive index is not JSON"),
        ('{"files": []}', 'expected {"builds": [...]}'),
        (
            '{"builds": [{"revision": "abc1234", "file": "a.tgz"}]}',
            "builds[0]: missing or not a string: sha256",
        ),
        (
            '{"builds": [{"revision": "../../etc", "file": "a.tgz", "sha256": "00"}]}',
            "builds[0].revision: '../../etc' is not a plain revision name",
        ),
    ],
)
def test_a_malformed_archive_index_is_refused_naming_the_entry(text: str, expected: str) -> None:
    with pytest.raises(ArchiveError) as caught:
        parse_index(text, "http://127.0.0.1/index.json")
    assert str(caught.value).startswith("http://127.0.0.1/index.json: ") and expected in str(caught.value)


def test_parse_index_resolves_files_against_the_index_url() -> None:
    (build,) = parse_index(
        '{"builds": [{"revision": "abc1234", "file": "b/t.tgz", "sha256": "AB", "size": 3}]}',
        "http://127.0.0.1:9/archive/index.json",
    )
    assert build.url == "http://127.0.0.1:9/archive/b/t.tgz" and build.sha256 == "ab" and build.size == 3
