"""The tame stage over the store with bisection facts: the distance it chooses and says, the stored
``TameResult``, and the "likely the same bug" evidence in drafts (bot/taming.py)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from reportsmith.app import App
from reportsmith.config import default_config_path, load_config
from reportsmith.pipeline import ingest_stage
from reportsmith.report.drafting import draft_and_save
from reportsmith.report.same_bug import facts_of, same_bug_evidence
from reportsmith.store import Failure
from reportsmith.store.failures import get_failure, list_failures
from reportsmith.store.results import Bisection, Commit, ReleaseSearch, TameResult
from reportsmith.tamer.case import Facts
from reportsmith.tamer.choice import FACT_TERMS
from reportsmith.taming import tame_failures
from rich.console import Console
from sqlalchemy import text

EXAMPLES = Path(__file__).resolve().parents[2] / "config" / "examples"
SHARED_COMMIT = "c0ffee" + "0" * 34


@pytest.fixture
def app(data_dir: Path, tmp_path: Path) -> App:
    """Three real failures ingested: a pcc crash, a tcc rejects-valid, a tcc wrong-code."""
    app = App(load_config(default_config_path()))
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    for name in ("pcc-crash-label", "tcc-rejects-pragma-pack", "tcc-wrong-csmith-20042"):
        for suffix in (".c", ".toml"):
            shutil.copy(EXAMPLES / f"{name}{suffix}", inbox)
    ingest_stage(app, [inbox], Console(file=open("/dev/null", "w")))  # noqa: SIM115
    return app


def _bisect(app: App, failure_id: int, found: Bisection) -> None:
    """What the bisect stage would store (its searches need a tinycc history this test does not have)."""
    with app.store.transaction() as session:
        stored = session.get(Failure, failure_id)
        assert stored is not None
        stored.bisection = found


def _failures(app: App) -> dict[str, Failure]:
    return {Path(f.test_name).stem: f for f in list_failures(app.store) if f.verdict != "pass"}


def test_facts_of_reads_the_stored_bisection() -> None:
    found = Bisection(
        culprit=Commit(SHARED_COMMIT, "c0ffee0 2020-01-01 someone: change"),
        releases=ReleaseSearch(marks={"clang-14": "bad", "clang-15": "bad"}),
        guilty_pass="pass (41) InstCombinePass on main",
        hiding_flags=["-fno-strict-aliasing"],
        minimal_flags=[],
    )
    failure = Failure(verdict="wrong-code", bisection=found, compiler_output="", signature="wrong code")
    assert facts_of(failure) == Facts(
        first_bad_commit=SHARED_COMMIT,
        first_bad_release="clang-14 or earlier",
        passes=frozenset({"InstCombinePass"}),
        hiding_flags=frozenset({"-fno-strict-aliasing"}),
    )  # no minimal flags needed is no fact two failures could share
    assert facts_of(Failure(verdict="wrong-code", bisection=None, signature="wrong code")) is None
    signature = "internal compiler error: in expand_expr_real_1, at expr.cc:8801"
    ice = Failure(verdict="crash", bisection=None, compiler_output="", signature=signature)
    assert facts_of(ice) == Facts(crash_frames=frozenset({"expand_expr_real_1"}))


def test_failures_sharing_a_first_bad_commit_rank_as_one_and_the_draft_says_so(app: App) -> None:
    failures = _failures(app)
    rejects, wrong, crash = (failures[n] for n in ("tcc-rejects-pragma-pack", "tcc-wrong-csmith-20042",
                                                   "pcc-crash-label"))  # fmt: skip
    for failure in (rejects, wrong):
        _bisect(app, failure.id, Bisection(culprit=Commit(SHARED_COMMIT, "c0ffee0 tccgen: a change"),
                                           regression=True, first_bad="tcc-0.9.27"))  # fmt: skip
    _bisect(app, crash.id, Bisection(culprit=Commit("ba5e" + "1" * 36, "ba5e111 pcc: another")))
    ranking = tame_failures(app)
    terms = "+" + "+".join(FACT_TERMS[fact] for fact in ("first_bad_commit", "first_bad_release"))
    assert ranking.distance.endswith(terms) and "first bad commits" in ranking.reason
    stored = {f.id: f for f in list_failures(app.store)}
    last = max((stored[rejects.id], stored[wrong.id]), key=lambda f: f.tame_rank or 0)
    first = stored[rejects.id if last.id == wrong.id else wrong.id]
    assert last.tame_rank == 3 and stored[crash.id].tame_rank in (1, 2)  # the pair ranks as one bug
    assert isinstance(last.tame, TameResult) and last.tame.nearest == str(first.id)
    shared = ["same first bad commit c0ffee000000", "same first bad release tcc-0.9.27"]
    assert last.tame.shared_facts == shared
    assert last.tame.distance_reason == ranking.reason
    body = draft_and_save(app, last.id, "github").body
    assert body.startswith(
        f"**Likely the same bug as failure F{first.id}**: same first bad commit c0ffee000000; same first bad "
        "release tcc-0.9.27 (reportsmith's bisection of both failures)."
    )
    assert "Likely the same bug" not in draft_and_save(app, crash.id, "github").body


def test_a_tame_row_stored_as_a_plain_dict_reads_as_a_tame_result(app: App) -> None:
    failure = next(iter(_failures(app).values()))
    row = '{"distance": "lev_test", "nearest": "4", "nearest_is_known_bug": false, "explanation": "2. x"}'
    with app.store.transaction() as session:
        update = text("UPDATE failures SET tame = :row WHERE id = :id")
        session.execute(update, {"row": row, "id": failure.id})
    read = get_failure(app.store, failure.id)
    assert read is not None and read.tame == TameResult(distance="lev_test", nearest="4", explanation="2. x")


def test_the_note_names_the_earlier_failure_that_shares_the_most_facts(app: App) -> None:
    """Two earlier failures share a first bad commit with the last; the one that also shares its first bad
    release is named, though the other is ranked first."""
    failures = _failures(app)
    commit_only, both, last = (failures[n] for n in ("pcc-crash-label", "tcc-rejects-pragma-pack",
                                                     "tcc-wrong-csmith-20042"))  # fmt: skip
    culprit = Commit(SHARED_COMMIT, "c0ffee0 tccgen: a change")
    _bisect(app, commit_only.id, Bisection(culprit=culprit))
    for failure in (both, last):
        _bisect(app, failure.id, Bisection(culprit=culprit, regression=True, first_bad="tcc-0.9.27"))
    with app.store.transaction() as session:
        for rank, failure in enumerate((commit_only, both, last), start=1):
            stored = session.get(Failure, failure.id)
            assert stored is not None
            stored.tame_rank = rank
    found = same_bug_evidence(app, get_failure(app.store, last.id))
    assert found is not None and found[0].id == both.id
    assert list(found[1]) == ["first_bad_commit", "first_bad_release"]
