"""Configuration validation: every mistake is one line naming the file, the key and what was expected."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportsmith.config import default_config_path, load_config
from reportsmith.errors import ConfigError

MINIMAL = """
[[compilers]]
name = "tcc"
command = "tcc"
[[references]]
name = "gcc"
command = "gcc"
"""


def _load(tmp_path: Path, text: str):  # type: ignore[no-untyped-def]
    path = tmp_path / "rs.toml"
    path.write_text(text)
    return path, load_config(path)


def _error(tmp_path: Path, text: str) -> str:
    path = tmp_path / "rs.toml"
    path.write_text(text)
    with pytest.raises(ConfigError) as caught:
        load_config(path)
    message = str(caught.value)
    assert message.startswith(str(path)) and "\n" not in message
    return message


def test_the_bundled_default_is_valid() -> None:
    config = load_config(default_config_path())
    assert [c.name for c in config.compilers] == ["tcc", "pcc", "gcc-12", "clang-16", "clang-15"]
    assert {s.compiler for s in config.bisect.releases} == {"gcc-12", "clang-16", "clang-15"}
    assert config.inbox.folders and Path(config.inbox.folders[0]).is_dir()


def test_minimal_config_gets_defaults(tmp_path: Path) -> None:
    _, config = _load(tmp_path, MINIMAL)
    assert config.compilers[0].flag_sets == [""] and config.limits.run_timeout == 5.0


def test_unknown_key_names_the_key_and_the_expected_ones(tmp_path: Path) -> None:
    message = _error(tmp_path, MINIMAL + "[limits]\ncompile_timout = 3\n")
    assert "limits.compile_timout: unknown key" in message and "compile_timeout" in message


def test_wrong_type_names_the_key_and_the_type(tmp_path: Path) -> None:
    message = _error(tmp_path, MINIMAL.replace('command = "tcc"', "command = 3"))
    assert "compilers[0].command: expected a string, got an integer" in message


def test_wrong_list_item_type(tmp_path: Path) -> None:
    message = _error(tmp_path, MINIMAL.replace('command = "tcc"', 'command = "tcc"\nflag_sets = ["-O1", 2]'))
    assert "compilers[0].flag_sets[1]: expected a string" in message


def test_missing_required_key(tmp_path: Path) -> None:
    assert "references[0].command: missing" in _error(tmp_path, MINIMAL.replace('command = "gcc"', ""))


def test_compiler_not_on_path(tmp_path: Path) -> None:
    message = _error(tmp_path, MINIMAL.replace('command = "tcc"', 'command = "no-such-cc-9 -O2"'))
    assert "compilers[0].command: 'no-such-cc-9' is not on PATH" in message


def test_invalid_toml_gives_the_line(tmp_path: Path) -> None:
    assert "line 2" in _error(tmp_path, "[[compilers]]\nname = \n")


def test_config_file_from_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path, _ = _load(tmp_path, MINIMAL)
    monkeypatch.setenv("REPORTSMITH_CONFIG", str(path))
    assert load_config().source == str(path)


def test_data_dir_follows_the_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("REPORTSMITH_DATA", str(tmp_path / "elsewhere"))
    _, config = _load(tmp_path, MINIMAL)
    assert config.database == f"sqlite:///{tmp_path / 'elsewhere' / 'reportsmith.db'}"


def test_stage_sections_are_checked_against_each_other(tmp_path: Path) -> None:
    message = _error(tmp_path, MINIMAL + '[reduce]\nverdicts = ["crash", "slow"]\n')
    expected = "expected one of crash, rejects-valid, wrong-code, hang, compile-time-hog, got 'slow'"
    assert f"reduce.verdicts[1]: {expected}" in message
    series = '[[bisect.releases]]\ncompiler = "gcc"\nreleases = ["gcc-11", "gcc-12"]\n'
    message = _error(tmp_path, MINIMAL + series)
    assert "bisect.releases[0].compiler: 'gcc' is not a [[compilers]] name (expected one of: tcc)" in message


def test_an_explicit_data_dir_wins_over_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("REPORTSMITH_DATA", str(tmp_path / "from-env"))
    _, config = _load(tmp_path, 'data_dir = "mine"\n' + MINIMAL)
    assert config.data_path == tmp_path / "mine"  # relative to the file's folder
    assert config.database == f"sqlite:///{tmp_path / 'mine' / 'reportsmith.db'}"
    _, fallback = _load(tmp_path, MINIMAL)  # data_dir empty: the environment is the fallback
    assert fallback.data_path == tmp_path / "from-env"


DISTANCE_NAMES = (
    "lev_test, lev_output, tfidf_test, tfidf_test_clang, tfidf_output, euclid_test, euclid_output, "
    "cfeatures, bisect_commit, bisect_release, fix_commit, guilty_pass, hiding_flags, minimal_flags, "
    "crash_frames"
)
GIT_RECIPE = """
[[bisect.git]]
compiler = "tcc"
repository = "tinycc"
build = ["make"]
binary = "{prefix}/bin/tcc"
old = "v1"
search = "backwards"
"""


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            '[trackers]\non_duplicate = "reopen"\n',
            "trackers.on_duplicate: expected one of comment, skip, file, got 'reopen'",
        ),
        (
            '[reduce]\nverdicts = ["crash", "pass"]\n',
            "reduce.verdicts[1]: expected one of crash, rejects-valid, wrong-code, hang, compile-time-hog, "
            "got 'pass'",
        ),
        (GIT_RECIPE, "bisect.git[0].search: expected one of regression, fix, got 'backwards'"),
        (
            '[tame]\ndistance = "0.5*lev_test+0.5*levenshtein"\n',
            f"tame.distance: expected one of {DISTANCE_NAMES}, got 'levenshtein'",
        ),
        (
            '[tame]\ndistance = "coverage"\n',
            f"tame.distance: expected one of {DISTANCE_NAMES}, got 'coverage'",
        ),
    ],
    ids=["on_duplicate", "reduce.verdicts", "bisect.git.search", "tame.distance", "tame.distance-coverage"],
)
def test_every_enum_key_is_checked_at_load(tmp_path: Path, text: str, expected: str) -> None:
    message = _error(tmp_path, MINIMAL + text)
    assert message == f"{tmp_path / 'rs.toml'}: {expected}"


def test_the_enum_values_accepted_at_load_are_the_ones_the_code_knows(tmp_path: Path) -> None:
    from reportsmith.config import TAME_DISTANCES, DuplicatePolicy
    from reportsmith.tamer.distances import DISTANCES

    assert set(TAME_DISTANCES) == set(DISTANCES) - {"coverage"}  # coverage: no failure records it yet
    for policy in DuplicatePolicy:
        _, config = _load(tmp_path, MINIMAL + f'[trackers]\non_duplicate = "{policy}"\n')
        assert config.trackers.on_duplicate is policy
    _, config = _load(tmp_path, MINIMAL + '[tame]\ndistance = "0.5*tfidf_test_clang + 2*cfeatures"\n')
    assert config.tame.distance == "0.5*tfidf_test_clang + 2*cfeatures"
    _, config = _load(tmp_path, MINIMAL)
    assert config.tame.distance == "auto"  # chosen by what the failures have (reportsmith.tamer.choice)
