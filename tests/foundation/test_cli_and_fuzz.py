"""The command line as a user runs it, and a real (small) Csmith campaign."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

from reportsmith.app import App
from reportsmith.config import default_config_path, load_config
from reportsmith.fuzz import Campaign
from reportsmith.store.failures import list_failures

REPORTSMITH = [sys.executable, "-m", "reportsmith"]


def _run(
    *arguments: str, cwd: Path, env_data: Path, timeout: float = 300
) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "REPORTSMITH_DATA": str(env_data)}
    env.pop("REPORTSMITH_CONFIG", None)
    return subprocess.run(
        [*REPORTSMITH, *arguments], cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout
    )


def test_help_lists_the_commands_from_another_directory(tmp_path: Path) -> None:
    result = _run("--help", cwd=tmp_path, env_data=tmp_path / "d")
    assert result.returncode == 0
    for command in ("fuzz", "ingest", "status", "list", "run"):
        assert command in result.stdout


def test_main_job_runs_every_stage_on_the_bundled_examples(tmp_path: Path) -> None:
    data = tmp_path / "data"
    # The bundled config, with a shorter reduction budget so the big Csmith program does not take 5 minutes.
    text = default_config_path().read_text()
    assert "max_seconds = 300.0" in text
    text = text.replace("max_seconds = 300.0", "max_seconds = 20.0")
    text = text.replace(
        'folders = ["examples"]', f'folders = ["{default_config_path().parent / "examples"}"]'
    )
    config = tmp_path / "fast.toml"
    config.write_text(text)
    # Seven reductions of up to 20 s, release bisections, drafts: minutes on a loaded 2-core machine.
    result = _run("run", "--config", str(config), cwd=tmp_path, env_data=data, timeout=1200)
    assert result.returncode == 0, result.stderr
    assert "label N outside boundaries N-N" in result.stdout
    assert "crash at run time (SIGSEGV)" in result.stdout
    assert "pcc-crash-label.c: reduced 2222 -> " in result.stderr
    assert "tame: 7 distinct failures ranked" in result.stderr
    # The GCC and Clang examples are bisected over the installed releases ([[bisect.releases]]).
    assert "passes since clang-16" in result.stderr
    assert "fails with every tested release (gcc-11, gcc-12)" in result.stderr
    assert str(data / "reportsmith.db") in result.stderr
    drafts = sorted(path.name for path in (data / "reports").iterdir())
    assert [name[:4] for name in drafts] == ["001-", "002-", "003-", "004-", "005-", "006-", "007-"]
    status = _run("status", cwd=tmp_path, env_data=data)
    assert "not-reproduced" in status.stdout and "rejects-valid" in status.stdout
    listing = _run("list", "--verdict", "wrong-code", cwd=tmp_path, env_data=data)
    assert "tcc-wrong-csmith" in listing.stdout and "pcc-crash" not in listing.stdout


def test_a_broken_config_is_one_line_and_exit_2(tmp_path: Path) -> None:
    config = tmp_path / "bad.toml"
    config.write_text('[[compilers]]\nname = "x"\ncommand = "tcc"\nflag_sets = "-O2"\n')
    result = _run("status", "--config", str(config), cwd=tmp_path, env_data=tmp_path / "d")
    assert result.returncode == 2
    expected = "compilers[0].flag_sets: expected an array of strings, got a string ('-O2')"
    assert result.stderr.strip() == f"reportsmith: error: {config}: {expected}"


def test_show_of_a_missing_failure_says_where_to_look(tmp_path: Path) -> None:
    result = _run("show", "99", cwd=tmp_path, env_data=tmp_path / "d")
    assert (
        result.returncode == 2 and "no failure F99" in result.stderr and "reportsmith list" in result.stderr
    )


def test_campaign_finds_and_stores_the_tcc_miscompilation_of_seed_20042(data_dir: Path) -> None:
    config = load_config(default_config_path())
    app = App(replace(config, fuzzer=replace(config.fuzzer, swarm=False)))  # seed 20042 as Csmith writes it
    campaign = Campaign(app)
    campaign.builds = [build for build in campaign.builds if build.name == "tcc"]
    stats = campaign.run(programs=1, jobs=1, first_seed=20042)
    assert stats.programs == 1 and stats.failures == {"wrong-code": 1}
    (failure,) = list_failures(app.store)
    assert failure.origin == "csmith --no-packed-struct --seed 20042"
    assert failure.signature == "tcc -w: wrong code: crash at run time (SIGSEGV)"
    again = campaign.run(programs=1, jobs=1, first_seed=20042)
    assert again.duplicates == 1 and len(list_failures(app.store)) == 1


def test_swarm_testing_leaves_out_features_chosen_by_the_seed(data_dir: Path) -> None:
    from reportsmith.fuzz import SWARM_FEATURES

    campaign = Campaign(App(load_config(default_config_path())))
    first, again, other = (campaign.csmith_command(s) for s in (7, 7, 8))
    assert first == again and first != other and first[-2:] == ["--seed", "7"]
    left_out = [option for option in first if option.startswith("--no-") and option != "--no-packed-struct"]
    assert left_out and all(option[5:] in SWARM_FEATURES for option in left_out)
    program, problem = campaign.generate(7)
    assert program and not problem


def _parse_output(parser_of_command: object, words: list[str]) -> str:
    """What ``parse_args(words)`` prints (help or an error) and its exit status."""
    import contextlib
    import io

    printed = io.StringIO()
    with contextlib.redirect_stdout(printed), contextlib.redirect_stderr(printed):
        try:
            parser_of_command.parse_args(words)  # type: ignore[attr-defined]
            status: object = "parsed"
        except SystemExit as stop:
            status = stop.code
    return f"{status}\n{printed.getvalue()}"


def test_a_command_parsed_alone_prints_the_same_help_and_errors(monkeypatch: object) -> None:
    """``main`` imports only the named command's module; its help and its errors are the whole parser's."""
    from reportsmith import cli

    monkeypatch.setenv("COLUMNS", "100")  # type: ignore[attr-defined]
    whole = cli.build_parser()
    commands = next(action for action in whole._actions if hasattr(action, "choices") and action.choices)
    assert {"fuzz", "reduce", "status", "list", "show", "report", "worker"} <= set(commands.choices)
    for command in commands.choices:
        alone = cli.build_parser(cli._module_of(command))
        for words in ([command, "--help"], [command, "--no-such-option"]):
            assert _parse_output(alone, words) == _parse_output(whole, words), words


def test_a_command_imports_no_other_command(tmp_path: Path) -> None:
    check = (
        "import sys\nfrom reportsmith.cli import main\ntry:\n    main(['reduce', '--help'])\n"
        "except SystemExit:\n    pass\n"
        "print(sorted(name for name in sys.modules\n"
        "             if name.startswith('reportsmith.cli.') and name.endswith('_cmd')))"
    )
    result = subprocess.run([sys.executable, "-c", check], cwd=tmp_path, capture_output=True, text=True)
    assert result.stdout.strip().splitlines()[-1] == "['reportsmith.cli.reduce_cmd']", result.stderr
