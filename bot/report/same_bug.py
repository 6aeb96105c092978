"""Evidence from the bot's own findings that a failure is likely the same bug as one ranked before it.

Two failures whose bisections end at the same first bad commit (or the same fixing commit), that appear with
the same optimization pass since the same release, or that crash in the same compiler functions are most
likely one bug, whatever their tests look like (BugLens, 2025; syzbot's duplicates suggested by a shared
fix). :func:`facts_of` maps a stored :class:`~reportsmith.store.results.Bisection` (and a crash's
backtrace) to the tamer's :class:`~reportsmith.tamer.case.Facts`, which the tame stage ranks with
(``reportsmith.taming``);
:func:`note_same_bug` puts "Likely the same bug as failure F7: same first bad commit ..." first in a draft,
as :mod:`.known_match` does for a filed look-alike.

The pipeline ranks *before* it bisects (bisection follows the ranking), so the note is decided when
drafting, from both failures' stored bisections, not from the stored ranking's reasons.
"""

from __future__ import annotations

import dataclasses
import re

from reportsmith.app import App
from reportsmith.common.kinds import FailureKind
from reportsmith.common.predicates import Mark
from reportsmith.names import failure_name
from reportsmith.report.conventions import trimmed_backtrace
from reportsmith.report.rendering import Draft
from reportsmith.store.failures import list_failures
from reportsmith.store.models import Failure
from reportsmith.store.results import Bisection
from reportsmith.tamer import Facts, shared_facts, strong_evidence

_GUILTY_PASS = re.compile(r"^pass \(\d+\) (\S+)")
_GCC_ICE_FUNCTION = re.compile(r"\bin ([\w:~<>]+), at ")
#: How many of the innermost frames say where a compiler crashed: ClusterFuzz's *crash state* is the top
#: three frames. Frames further down are the driver and the pass managers, which every crash of that
#: compiler shares (llvm#54760's crash in CoroSplitPass and llvm#62305's in instruction selection both pass
#: through clang::EmitBackendOutput, clang::ParseAST, clang::FrontendAction::Execute).
CRASH_STATE_FRAMES = 3


def _first_bad_release(bisection: Bisection) -> str | None:
    """The first release that fails; "<oldest> or earlier" when every tested release fails."""
    if bisection.regression and bisection.first_bad:
        return bisection.first_bad
    verdicts = bisection.releases.marks if bisection.releases else {}
    decided = [(name, verdict) for name, verdict in verdicts.items() if verdict in (Mark.GOOD, Mark.BAD)]
    if decided and all(verdict == Mark.BAD for _, verdict in decided):
        return f"{decided[0][0]} or earlier"
    return None


def crash_frames(failure: Failure) -> frozenset[str] | None:
    """Where a compiler crashed: the innermost :data:`CRASH_STATE_FRAMES` of its own functions on the
    backtrace (LLVM's stack dump), and GCC's ``in F, at``."""
    if failure.verdict != FailureKind.CRASH:
        return None
    frames = set()
    for line in trimmed_backtrace(failure.compiler_output or "", limit=CRASH_STATE_FRAMES).splitlines():
        name = re.sub(r"^#\d+\s+", "", line).split("(")[0].strip()
        if name:
            frames.add(name)
    frames.update(_GCC_ICE_FUNCTION.findall(failure.signature or ""))
    return frozenset(frames) or None


def facts_of(failure: Failure) -> Facts | None:
    """What the bisect stage found about ``failure``, as the tamer's :class:`Facts` (None: nothing).
    Empty findings (no flag hides it, no pass named) are no facts: sharing them says nothing."""
    found = failure.bisection
    frames = crash_frames(failure)
    if found is None:
        return Facts(crash_frames=frames) if frames else None
    guilty = _GUILTY_PASS.match(found.guilty_pass or "")
    passes = {guilty.group(1)} if guilty else set(found.hiding_passes)
    facts = Facts(
        first_bad_commit=found.culprit.commit if found.culprit and found.culprit.commit else None,
        first_bad_release=_first_bad_release(found),
        fixed_by=found.fixed_by.commit if found.fixed_by and found.fixed_by.commit else None,
        passes=frozenset(passes) or None,
        hiding_flags=frozenset(found.hiding_flags or ()) or None,
        minimal_flags=frozenset(found.minimal_flags or ()) or None,
        crash_frames=frames,
    )
    return facts if facts.known() else None


def same_bug_evidence(app: App, failure: Failure) -> tuple[Failure, dict[str, str]] | None:
    """The failure ranked before ``failure`` (or a labelled known-bug exemplar) that shares the most strong
    facts with it (:func:`~reportsmith.tamer.facts.strong_evidence`: first bad or fixing commit, crash
    frames, a pass with a first bad release), with every fact they share; None when none shares a strong one
    (or ``failure`` is not ranked)."""
    mine = facts_of(failure)
    if mine is None or failure.tame_rank is None:
        return None
    best: tuple[tuple[int, int, int], Failure, dict[str, str]] | None = None
    for other in list_failures(app.store):
        earlier = other.tame_rank is not None and other.tame_rank < failure.tame_rank
        if other.id == failure.id or not (earlier or other.details.known_bug):
            continue
        theirs = facts_of(other)
        shared = shared_facts(mine, theirs) if theirs is not None else {}
        strong = len(strong_evidence(shared))
        key = (strong, len(shared), -(other.tame_rank or 0))  # then the most facts, then the earliest
        if strong and (best is None or key > best[0]):
            best = (key, other, shared)
    return None if best is None else (best[1], best[2])


def note_same_bug(app: App, failure: Failure, draft: Draft) -> Draft:
    """``draft`` with "Likely the same bug as failure F7: same first bad commit ..." first when
    :func:`same_bug_evidence` finds one (unchanged otherwise)."""
    found = same_bug_evidence(app, failure)
    if found is None:
        return draft
    other, shared = found
    known = other.details.known_bug
    name = failure_name(other.id)
    name = f"the known bug {known} (failure {name})" if known else f"failure {name}"
    note = (
        f"**Likely the same bug as {name}**: {'; '.join(shared.values())} (reportsmith's bisection of both "
        "failures). Check that one before filing this.\n\n"
    )
    return dataclasses.replace(draft, body=note + draft.body)
