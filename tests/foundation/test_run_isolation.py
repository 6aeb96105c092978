"""A failure never takes the run down with it: one failure's error in a stage is stored on it as an event,
the other failures go through every stage, and ``reportsmith run`` lists the broken one at the end."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
import reportsmith.report.rendering as render_module
from reportsmith.bisect import api as bisect_api
from reportsmith.cli import main
from reportsmith.config import default_config_path
from reportsmith.store.failures import list_failures

EXAMPLES = Path(__file__).resolve().parents[2] / "config" / "examples"


def _inbox_and_config(tmp_path: Path) -> tuple[Path, Path]:
    """The pcc crash and the tcc rejects-valid examples; a config without reduction (kept fast)."""
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    for name in ("pcc-crash-label", "tcc-rejects-pragma-pack"):
        for suffix in (".c", ".toml"):
            shutil.copy(EXAMPLES / f"{name}{suffix}", inbox)
    text = default_config_path().read_text()
    config = tmp_path / "reportsmith.toml"
    no_reduction, replaced = re.subn(r"(?m)^verdicts = \[.*\]$", "verdicts = []", text)
    assert replaced == 1, "the bundled config's [reduce] verdicts line changed: update this test"
    config.write_text(no_reduction)
    return inbox, config


def test_one_failures_broken_bisection_does_not_stop_the_run(
    data_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    inbox, config = _inbox_and_config(tmp_path)
    real = bisect_api.minimal_flags

    def minimal_flags_with_a_bug(compiler, flags, predicate):  # type: ignore[no-untyped-def]
        if Path(compiler[0]).name == "pcc":
            raise ZeroDivisionError("a bug in the flag search, on pcc only")
        return real(compiler, flags, predicate)

    monkeypatch.setattr(bisect_api, "minimal_flags", minimal_flags_with_a_bug)
    assert main(["run", str(inbox), "--config", str(config)]) == 0
    err = capsys.readouterr().err
    failures = {f.compiler: f for f in list_failures(_store(config))}
    pcc, tcc = failures["pcc"], failures["tcc"]
    # The other failure went through every stage: bisected, ranked and drafted.
    assert tcc.bisection is not None and tcc.bisection.minimal_flags == []
    drafts = data_dir / "reports"
    assert list(drafts.glob(f"*-failure{tcc.id}-github.md"))
    # The broken one: its error is an event on it, it is still drafted (as "not bisected"), and listed last.
    assert pcc.bisection is None
    event = next(e for e in pcc.events if e.kind == "bisect-failed")
    assert event.message == "ZeroDivisionError: a bug in the flag search, on pcc only"
    assert "minimal_flags_with_a_bug" in event.data["traceback"]
    assert "not bisected" in next(drafts.glob(f"*-failure{pcc.id}-github.md")).read_text()
    summary = err[err.index("failure(s) broke a stage") :]
    assert f"F{pcc.id} pcc-crash-label.c: bisect: ZeroDivisionError: a bug in the flag search" in summary
    assert f"F{tcc.id} " not in summary
    # Each stage moved its failure along the lifecycle (this config reduces nothing): no bisected for pcc.
    assert [e.data["to"] for e in tcc.events if e.kind == "state"] == ["bisected", "drafted"]
    assert [e.data["to"] for e in pcc.events if e.kind == "state"] == ["drafted"]


def test_one_failures_draft_error_does_not_stop_the_others(
    data_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    inbox, config = _inbox_and_config(tmp_path)
    real = render_module.template_environment

    def broken_for_tcc(template_dir=None):  # type: ignore[no-untyped-def]
        environment = real(template_dir)
        original = environment.get_template

        def get_template(name):  # type: ignore[no-untyped-def]
            template = original(name)
            render = template.render

            def render_or_fail(context):  # type: ignore[no-untyped-def]
                if context["failure"]["compiler"] == "tcc":
                    raise render_module.DraftError("template says no to tcc")
                return render(context)

            template.render = render_or_fail
            return template

        environment.get_template = get_template
        return environment

    monkeypatch.setattr(render_module, "template_environment", broken_for_tcc)
    assert main(["run", str(inbox), "--config", str(config)]) == 0
    err = capsys.readouterr().err
    failures = {f.compiler: f for f in list_failures(_store(config))}
    drafts = sorted(p.name for p in (data_dir / "reports").iterdir())
    assert drafts == [n for n in drafts if f"failure{failures['pcc'].id}-" in n] and drafts
    assert [e.message for e in failures["tcc"].events if e.kind == "draft-failed"] == [
        "template says no to tcc"
    ]
    assert f"F{failures['tcc'].id} tcc-rejects-pragma-pack.c: draft: template says no to tcc" in err
    assert failures["tcc"].status != "drafted" and failures["pcc"].status == "drafted"


def _store(config: Path):  # type: ignore[no-untyped-def]
    from reportsmith.app import App
    from reportsmith.config import load_config

    return App(load_config(config)).store
