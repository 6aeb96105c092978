"""Configuration validation: every mistake is one line naming the file, the key and what was expected."""

from __future__ import annotations

from pathlib import Path

import pytest
from reportsmith.config import ConfigError, default_config_path, load_config

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
    assert "reduce.verdicts[1]: expected one of crash, rejects-valid, wrong-code, hang, got 'slow'" in message
    series = '[[bisect.releases]]\ncompiler = "gcc"\nreleases = ["gcc-11", "gcc-12"]\n'
    message = _error(tmp_path, MINIMAL + series)
    assert "bisect.releases[0].compiler: 'gcc' is not a [[compilers]] name (expected one of: tcc)" in message
