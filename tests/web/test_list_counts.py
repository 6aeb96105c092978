"""What the reviewer reads on the list and a failure's page (issue 39): each row's draft title; ``all (N)``
counts every failure (the correct program ingest found not reproduced too) and each view lists exactly the
failures its count says; a failure a job is reducing says so ("reducing since HH:MM, best N B") and offers
no approve, edit or file; the no-guilty-pass note reads as a sentence."""

from __future__ import annotations

import re

import httpx
from reportsmith.lifecycle import Actor, FailureState, move_failure, settle_interrupted
from reportsmith.report.drafting import list_reports
from reportsmith.store.failures import get_failure, list_failures
from reportsmith.store.models import Failure
from reportsmith.store.results import Bisection
from reportsmith.web.views import reviewer_note
from web.served import Served


def _views(page: str) -> dict[str, int]:
    nav = page[page.index('<nav class="views"') : page.index("</nav>")]
    return {label: int(count) for label, count in re.findall(r">?([\w -]+) \((\d+)\)<", nav)}


def _listed(page: str) -> set[int]:
    return {int(i) for i in re.findall(r'<td><a href="/failure/(\d+)">', page)}


def test_every_view_lists_what_it_counts_and_all_counts_every_failure(site: Served) -> None:
    failures = list_failures(site.app.store)
    assert any(f.status == "not-reproduced" for f in failures)  # the bundled correct program
    with httpx.Client(base_url=site.url) as client:
        views = _views(client.get("/").text)
        assert views["all"] == len(failures) and views["not-reproduced"] >= 1
        for label, count in views.items():
            state = {"to do": "", "all": "all"}.get(label, label)
            page = client.get("/", params={"state": state}).text
            listed = _listed(page)
            assert len(listed) == count, (label, count, listed)
            if state not in ("", "all"):
                assert all(get_failure(site.app.store, i).status == state for i in listed)


def test_the_list_shows_each_drafts_title(site: Served) -> None:
    reports = list_reports(site.app.store)
    assert reports
    with httpx.Client(base_url=site.url) as client:
        page = client.get("/", params={"state": "all"}).text
    for report in reports:
        row = page[page.index(f'<td><a href="/failure/{report.failure_id}">') :].split("</tr>")[0]
        title = row.split('<td class="draft-title">')[1].split("</td>")[0]
        assert report.title.replace('"', "&#34;").replace("'", "&#39;") in title or report.title in title


def test_a_failure_being_reduced_says_so_and_offers_no_approve_until_the_job_ends(site: Served) -> None:
    store = site.app.store
    drafted = next(f for f in list_failures(store) if f.status == "drafted" and f.verdict == "crash")
    with httpx.Client(base_url=site.url) as client:
        assert 'name="approve"' in client.get(f"/failure/{drafted.id}").text
        move_failure(store, drafted.id, FailureState.REDUCING, Actor("reportsmith", "serve"), "queued")
        since = get_failure(store, drafted.id).events[-1].at.strftime("%H:%M")
        said = f"reducing since {since}, best {len(drafted.test_bytes)} B"
        page = client.get(f"/failure/{drafted.id}").text
        assert said in page and "cannot be approved, edited or filed until then" in page
        for absent in ('name="approve"', 'name="file"', "Edit title and body"):
            assert absent not in page, absent
        listing = client.get("/", params={"state": "reducing"}).text
        row = listing[listing.index(f'<td><a href="/failure/{drafted.id}">') :].split("</tr>")[0]
        assert said in row and _views(listing)["reducing"] == 1
        all_count = _views(listing)["all"]
        assert all_count == len(list_failures(store))  # the counts include it

        # The service stopped mid-job: back where it was, so the next start continues it.
        assert settle_interrupted(store) == [drafted.id]
        assert get_failure(store, drafted.id).status == "drafted"
        assert 'name="approve"' in client.get(f"/failure/{drafted.id}").text


def test_the_no_guilty_pass_note_is_a_sentence(site: Served) -> None:
    machine = (
        "pass: clang-15 printed no 'BISECT: running pass' lines with -mllvm -opt-bisect-limit=-1 (not clang, "
        "or no optimization level among the flags?): warning: ignoring return value"
    )
    said = "no guilty pass: the failure needs no optimization (-fsanitize only)"
    assert reviewer_note(machine, ["-fsanitize=alignment", "-c"]) == said
    assert reviewer_note("releases: gcc-11 is not installed", []) == "releases: gcc-11 is not installed"
    store = site.app.store
    failure = next(f for f in list_failures(store) if f.verdict == "crash")
    with store.transaction() as session:
        stored = session.get(Failure, failure.id)
        stored.flags = ["-fsanitize=alignment"]
        stored.bisection = Bisection(notes=[machine])
    with httpx.Client(base_url=site.url) as client:
        page = client.get(f"/failure/{failure.id}").text
    assert said in page and "BISECT: running pass" not in page


def test_a_draft_routed_elsewhere_has_no_file_button(app) -> None:  # type: ignore[no-untyped-def]
    """Both trackers configured: the g++ ICE goes to Bugzilla, so its GitHub draft is not filed from the
    page (the hint names the route and the --force that files it there anyway)."""
    import dataclasses

    from reportsmith.app import App
    from reportsmith.review import approve
    from web.served import serving

    bugzilla = dataclasses.replace(app.config.trackers.bugzilla, url="http://127.0.0.1:9", product="gcc")
    both = App(dataclasses.replace(app.config, trackers=dataclasses.replace(app.config.trackers,
                                                                            bugzilla=bugzilla)))  # fmt: skip
    gcc = next(f for f in list_failures(both.store) if f.compiler == "gcc-12")
    approve(both.store, gcc.id, Actor("alice", "test"))
    with serving(both) as site, httpx.Client(base_url=site.url) as client:
        page = client.get(f"/failure/{gcc.id}").text
    assert 'name="file"' not in page
    hint = f"Not filed from here: F{gcc.id} is a gcc failure (gcc-12): its reports go to bugzilla"
    assert hint in page and f"report file F{gcc.id} --tracker github --force" in page
