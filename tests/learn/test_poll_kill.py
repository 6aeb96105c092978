"""``reportsmith poll`` is killed (SIGKILL) while its reply is in flight: after the command was applied and
recorded, with the reply either already posted or not. After a restart no command is applied twice and no
reply is posted twice: each command has exactly one line (its acknowledgement or refusal) in one reply (the
action and the item's row were one transaction; the reply carries a marker the
restarted poll looks for before posting)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from fakes.local_http import Fault
from learn.helpers import bot_comments
from reportsmith.store.failures import get_failure
from trackers.test_trackers_kill import _config, kill_when_held


def _poll(config: Path, data: Path) -> subprocess.Popen[bytes]:
    env = {**os.environ, "REPORTSMITH_DATA": str(data)}
    argv = [sys.executable, "-m", "reportsmith", "poll", "--tracker", "github", "--config", str(config)]
    return subprocess.Popen(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def _actions(app, failure_id: int) -> list[dict]:  # type: ignore[no-untyped-def]
    return [e.data for e in get_failure(app.store, failure_id).events if e.kind == "action"]


@pytest.mark.parametrize("posted", [True, False], ids=["reply-posted-then-kill", "kill-before-reply"])
def test_kill_during_the_reply_applies_and_replies_once(app, filed, servers, tmp_path, posted) -> None:
    github, bugzilla = servers
    github.permissions["alice"] = "write"
    github.add_comment(1, "#reportsmith known pcc-label\n#reportsmith frobnicate", "alice")
    held = github.add_fault(
        Fault(
            "POST",
            r"/repos/compilers/tcc/issues/1/comments",
            hold=True,
            **({} if posted else {"status": 502}),
        )
    )
    config = _config(tmp_path / "reportsmith.toml", github, bugzilla)
    data = Path(app.config.data_path)
    process = _poll(config, data)
    # the store write came first: the command is applied and recorded before the reply leaves
    kill_when_held(process, held, lambda: [a["verb"] for a in _actions(app, filed["crash"])] == ["known"])
    assert len(bot_comments(github, 1)) == (1 if posted else 0)

    restarted = _poll(config, data)
    out, err = restarted.communicate(timeout=120)
    assert restarted.returncode == 0, err.decode()
    [reply] = bot_comments(github, 1)
    # one line per command, each once: the acknowledgement of what 'known' changed, and the refusal
    lines = [line for line in reply.splitlines() if line.startswith("reportsmith:")]
    assert len(lines) == 2 and reply.count("reportsmith-reply ") == 1
    assert lines[0].startswith(f"reportsmith: known pcc-label (from alice): F{filed['crash']} is an exemplar")
    assert "unknown command 'frobnicate'" in lines[1]
    assert [a["verb"] for a in _actions(app, filed["crash"])] == ["known"]
    assert get_failure(app.store, filed["crash"]).details.known_bug == "pcc-label"
    assert (b"1 replies posted" in out) == (not posted)
