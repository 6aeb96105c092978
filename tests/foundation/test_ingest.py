"""Ingest: bundled examples get the right verdicts; bad input gets a clear message and loses nothing."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from reportsmith.app import App
from reportsmith.common.kinds import FailureKind
from reportsmith.config import default_config_path, load_config
from reportsmith.ingest import Ingester, find_entries, read_sidecar
from reportsmith.pipeline import ingest_stage
from reportsmith.store.details import FailureDetails
from reportsmith.store.failures import NewFailure, counts_by_status_and_verdict, list_failures, record_failure
from reportsmith.store.models import FailureState

EXAMPLES = Path(__file__).resolve().parents[2] / "config" / "examples"


@pytest.fixture
def app(data_dir: Path) -> App:
    return App(load_config(default_config_path()))


def _ingester(app: App) -> Ingester:
    return Ingester(
        app.store, lambda s: app.oracle(s.common_flags, s.link_flags), app.resolve_compiler, 1_000_000
    )


def _pair(folder: Path, name: str, test: bytes, sidecar: str) -> Path:
    folder.mkdir(exist_ok=True)
    (folder / f"{name}.c").write_bytes(test)
    (folder / f"{name}.toml").write_text(sidecar)
    return folder / f"{name}.c"


def _console():  # type: ignore[no-untyped-def]
    from rich.console import Console

    return Console(file=open("/dev/null", "w"))  # noqa: SIM115


def test_bundled_examples_get_their_verdicts_and_signatures(app: App) -> None:
    outcomes = {Path(o.path).name: o for o in ingest_stage(app, [EXAMPLES], _console())}
    assert outcomes["pcc-crash-label.c"].verdict == "crash"
    assert outcomes["pcc-crash-label.c"].signature == "pcc: compiler error: label N outside boundaries N-N"
    assert outcomes["tcc-rejects-pragma-pack.c"].verdict == "rejects-valid"
    assert outcomes["tcc-wrong-csmith-20042.c"].signature == "tcc -w: wrong code: crash at run time (SIGSEGV)"
    assert outcomes["passing.c"].outcome == "not-reproduced"
    assert "agree" in list_failures(app.store, status="not-reproduced")[0].reason
    # The real GCC and Clang examples (issue 14).
    assert outcomes["clang-ubsan-assume-aligned.c"].signature == (
        "clang-15: clang frontend crash in clang::CodeGen::CodeGenFunction::emitAlignmentAssumptionCheck"
    )
    assert (
        outcomes["gcc-lambda-alias-template.cpp"].signature
        == "gcc-12: internal compiler error: Segmentation fault"
    )
    assert outcomes["clang-wrong-code-O3.c"].verdict == "wrong-code"
    again = ingest_stage(app, [EXAMPLES], _console())
    assert {o.outcome for o in again} == {"duplicate"}
    assert sum(counts_by_status_and_verdict(app.store).values()) == 7


def test_bad_entries_are_reported_and_the_rest_ingested(app: App, tmp_path: Path) -> None:
    inbox = tmp_path / "inbox"
    good = b"int main(void) { return undeclared_thing; }\n"
    _pair(inbox, "a_empty", b"", 'compiler = "tcc"\n')
    _pair(inbox, "b_huge", b"int x;\n" * 300_000, 'compiler = "tcc"\n')
    _pair(inbox, "c_wrongtype", good, 'compiler = "tcc"\nflags = 3\n')
    _pair(inbox, "d_unknownkey", good, 'compiler = "tcc"\nflagz = "-w"\n')
    _pair(inbox, "e_badtoml", good, 'compiler = "tcc\n')
    _pair(
        inbox,
        "f_latin1",
        b"/* caf\xe9 */\nint main(void) { return 0; }\n",
        'compiler = "tcc"\nflags = "-w"\n',
    )
    (inbox / "g_nosidecar.c").write_bytes(good)
    (inbox / "h_orphan.json").write_text('{"compiler": "tcc"}')
    _pair(inbox, "i_gone", good, 'compiler = "tcc"\n')
    ingester = _ingester(app)
    entries = find_entries([inbox])
    (inbox / "i_gone.c").unlink()  # disappears between the scan and its turn
    outcomes = {Path(o.path).stem: o for o in map(ingester.ingest, entries)}
    assert "empty file" in outcomes["a_empty"].message
    assert "over the limit" in outcomes["b_huge"].message and "max_test_bytes" in outcomes["b_huge"].message
    assert "key 'flags': expected a string or an array of strings, got int" in outcomes["c_wrongtype"].message
    assert "unknown key 'flagz'" in outcomes["d_unknownkey"].message
    assert "not valid TOML" in outcomes["e_badtoml"].message
    assert "no sidecar" in outcomes["g_nosidecar"].message
    assert "sidecar without a test file" in outcomes["h_orphan"].message
    assert "disappeared" in outcomes["i_gone"].message
    for stem in ("a_empty", "b_huge", "c_wrongtype", "d_unknownkey", "e_badtoml", "g_nosidecar", "i_gone"):
        assert outcomes[stem].outcome == "error" and str(inbox) in outcomes[stem].message
    assert outcomes["f_latin1"].outcome == "not-reproduced" and "not UTF-8" in outcomes["f_latin1"].message
    stored = list_failures(app.store)
    assert [f.test_name for f in stored] == ["f_latin1.c"]
    assert stored[0].test_bytes == b"/* caf\xe9 */\nint main(void) { return 0; }\n"


def test_a_50_mb_file_is_refused_without_reading_it(app: App, tmp_path: Path) -> None:
    big = tmp_path / "big" / "big.c"
    big.parent.mkdir()
    with open(big, "wb") as handle:
        handle.truncate(50 * 1024 * 1024)
    (tmp_path / "big" / "big.toml").write_text('compiler = "tcc"\n')
    ingester = Ingester(
        app.store, lambda s: app.oracle(), app.resolve_compiler, app.config.limits.max_test_bytes
    )
    (outcome,) = [ingester.ingest(e) for e in find_entries([big.parent])]
    assert outcome.outcome == "error" and "52.4 MB is over the limit of 10.0 MB" in outcome.message


def test_expected_verdict_mismatch_is_recorded(app: App, tmp_path: Path) -> None:
    test = _pair(
        tmp_path / "in", "ok", (EXAMPLES / "passing.c").read_bytes(), 'compiler = "tcc"\nexpect = "crash"\n'
    )
    (outcome,) = [_ingester(app).ingest(e) for e in find_entries([test])]
    assert outcome.outcome == "not-reproduced"
    assert list_failures(app.store)[0].reason.startswith("expected crash, the oracle now says pass")


def test_json_sidecar_and_flag_lists(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    path.write_text('{"compiler": "gcc", "flags": ["-O2", "-w"], "expect": "wrong-code"}')
    sidecar = read_sidecar(path)
    assert sidecar.flags == ["-O2", "-w"] and sidecar.expect is FailureKind.WRONG_CODE


@pytest.mark.parametrize("value", ['"crashes"', '"pass"', "3"])
def test_an_unknown_expected_kind_names_the_file_and_key(tmp_path: Path, value: str) -> None:
    from reportsmith.errors import IngestError

    path = tmp_path / "x.toml"
    path.write_text(f'compiler = "gcc"\nexpect = {value}\n')
    with pytest.raises(IngestError, match=r"x\.toml: key 'expect': expected one of crash, rejects-valid, "):
        read_sidecar(path)


def test_copied_inbox_with_a_vanishing_folder_is_a_clear_error(app: App, tmp_path: Path) -> None:
    folder = tmp_path / "copy"
    shutil.copytree(EXAMPLES, folder)
    shutil.rmtree(folder)
    from reportsmith.errors import IngestError

    with pytest.raises(IngestError, match="no such file or folder"):
        find_entries([folder])


def test_ingest_on_each_backend(store_url: str, tmp_path: Path) -> None:
    from dataclasses import replace

    app = App(replace(load_config(default_config_path()), database_url=store_url))
    only = tmp_path / "in"
    only.mkdir()
    for name in ("pcc-crash-label", "passing"):
        for suffix in (".c", ".toml"):
            shutil.copy(EXAMPLES / f"{name}{suffix}", only)
    outcomes = {Path(o.path).name: o.outcome for o in ingest_stage(app, [only], _console())}
    assert outcomes == {"pcc-crash-label.c": "stored", "passing.c": "not-reproduced"}
    assert counts_by_status_and_verdict(app.store) == {("new", "crash"): 1, ("not-reproduced", "pass"): 1}


def test_the_csmith_example_is_stored_self_contained(app: App, tmp_path: Path) -> None:
    """Csmith's headers are inlined at ingest: the stored test compiles without -I and fails the same way."""
    example = EXAMPLES / "tcc-wrong-csmith-20042.c"
    (outcome,) = [_ingester(app).ingest(e) for e in find_entries([example])]
    assert (outcome.outcome, outcome.verdict) == ("stored", FailureKind.WRONG_CODE)
    assert outcome.signature == "tcc -w: wrong code: crash at run time (SIGSEGV)"
    (failure,) = list_failures(app.store)
    text = failure.test_bytes.decode()
    assert '#include "csmith.h"' not in text and "safe_add_func_int32_t_s_s" in text
    assert failure.common_flags == [] and failure.flags == ["-w"]
    contained = failure.details.self_contained
    assert contained.dropped_flags == ["-I/usr/include/csmith"]
    assert "/usr/include/csmith/csmith.h" in contained.inlined_headers
    assert contained.original_bytes == example.stat().st_size
    stored = tmp_path / "stored.c"
    stored.write_bytes(failure.test_bytes)
    check = subprocess.run(["clang-16", "-fsyntax-only", "-w", str(stored)], capture_output=True, text=True)
    assert check.returncode == 0, check.stderr
    # Ingested again, as given: the stored inlined failure is found, nothing new is stored.
    (again,) = [_ingester(app).ingest(e) for e in find_entries([example])]
    assert (again.outcome, again.failure_id) == ("duplicate", failure.id)


def test_a_failure_stored_before_inlining_stays_a_duplicate(app: App) -> None:
    """A failure stored as given (with its -I flag) by an older version is recognised, not stored again."""
    example = EXAMPLES / "tcc-wrong-csmith-20042.c"
    old = NewFailure(
        test_name=example.name,
        test_bytes=example.read_bytes(),
        compiler="tcc",
        compiler_command="tcc",
        flags=["-w"],
        verdict=FailureKind.WRONG_CODE,
        signature="tcc -w: wrong code: crash at run time (SIGSEGV)",
        status=FailureState.NEW,
        origin="older reportsmith",
        reason="",
        details=FailureDetails(common_flags=["-I/usr/include/csmith"], link_flags=["-lm"]),
    )
    failure_id, _created = record_failure(app.store, old, "ingested")
    (outcome,) = [_ingester(app).ingest(e) for e in find_entries([example])]
    assert (outcome.outcome, outcome.failure_id) == ("duplicate", failure_id)
