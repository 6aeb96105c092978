"""The default distance, chosen by what the failures have (issue 32).

A distance can only use what the failures carry: a folder of reduced tests has no compiler output, a store
whose compiler was never built with ``--coverage`` has no coverage, and only bisected failures have a first
bad commit. So the default is not one expression but one per :class:`Profile` (:data:`RULES`), each picked
by the measured rule of ``bench/tame/distance_table.py``: within 5% of the best measured distance, on bugs in
the first 15 and on tests to all bugs, on every labelled corpus that has that information (its other
information hidden). Where no distance meets that on every corpus, the one that comes closest (the largest
worst margin, ``distance_table.margin``), and each rule's text says which of the two it is. The numbers are
in ``bench/RESULTS.md``; :func:`choose_distance` says which rule it took and why (``reportsmith tame
--explain``).

Bisection facts add terms (:data:`FACT_TERMS`) when at least two failures have the fact; only facts
measured on a labelled corpus are added (``tcc-history``'s first bad commits and releases, computed by the
bot's own bisection). Guilty passes, hiding and minimal flags and crash frames have no labelled corpus yet:
they are shown as evidence in drafts (:func:`reportsmith.tamer.facts.shared_facts`) and can be named in
``--distance``, but the default leaves them out and says so.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields

from reportsmith.tamer.case import Case, Facts
from reportsmith.tamer.facts import FACT_DISTANCES
from reportsmith.tamer.features import normalized_output

#: Share of failures that must have a compiler output for the output distances to be used.
OUTPUT_SHARE = 0.5
#: Tests whose median length is at most this are *short* (reduced tests: tcc-reduced-wrong's median is 2.1 KB,
#: the PLDI 2013 GCC corpus's 205 B; unreduced Csmith programs are 14-53 KB). Levenshtein over the test text
#: costs the product of the lengths (0.16 s a pair at 53 KB), so only short tests get a ``lev_test`` part
#: when nothing else is known.
SHORT_TEST_BYTES = 8192


@dataclass(frozen=True)
class Profile:
    """What the failures carry that a distance can use."""

    outputs: bool
    coverage: bool
    #: Every test is C (``cfeatures`` parses C with libclang).
    c: bool
    #: Facts (:class:`Facts` field names) that at least two failures have.
    facts: tuple[str, ...] = ()
    #: The median test is at most :data:`SHORT_TEST_BYTES` long.
    short_tests: bool = True

    def describe(self) -> str:
        have = ["compiler outputs"] if self.outputs else []
        have += ["coverage"] if self.coverage else []
        have += [_FACT_NAMES[f] for f in self.facts]
        text = "tests only" if not have else "tests, " + ", ".join(have)
        return text + ("" if self.c else " (not C)") + ("" if self.short_tests else " (long tests)")


_FACT_NAMES = {
    "first_bad_commit": "first bad commits",
    "first_bad_release": "first bad releases",
    "fixed_by": "fixing commits",
    "passes": "guilty passes",
    "hiding_flags": "hiding flags",
    "minimal_flags": "minimal flags",
    "crash_frames": "crash frames",
}


@dataclass(frozen=True)
class Rule:
    """The default for failures with (at least) this information; ``measured`` says where it won."""

    outputs: bool
    coverage: bool
    c: bool | None  # None: any language
    distance: str
    measured: str
    short: bool | None = None  # None: tests of any length

    def fits(self, profile: Profile) -> bool:
        return (
            (profile.outputs or not self.outputs)
            and (profile.coverage or not self.coverage)
            and (self.c is None or profile.c == self.c)
            and (self.short is None or profile.short_tests == self.short)
        )


#: Most information first; the first rule that fits is taken. Each is the row of ``distance_table.py
#: --search`` with the largest worst margin over the views of that profile (bench/RESULTS.md, 2026-11-27).
RULES: tuple[Rule, ...] = (
    Rule(True, True, None, "coverage+lev_output",
         "closest to the best on tcc-csmith, tcc-history and tcc-history-small with coverage and outputs; "
         "no row is within 5% on all three"),
    Rule(True, False, None, "0.25*lev_test+0.75*lev_output",
         "within 5% of the best on tcc-csmith and tcc-history-small, which have outputs"),
    Rule(False, True, None, "coverage",
         "closest to the best on tcc-csmith, tcc-history, tcc-history-small and the PLDI 2013 GCC corpus "
         "with coverage and no outputs (worst margin 0.50, on the GCC corpus's tests to all bugs); no row is "
         "within 5% on all four"),
    Rule(False, False, True, "0.25*lev_test+0.75*cfeatures",
         "closest to the best on the three C corpora of short tests without outputs (the PLDI 2013 GCC "
         "wrong-code corpus, tcc-reduced-wrong, tcc-csmith), at least as good as tfidf_test on each; "
         "worst margin 0.92, no row within 5% on all three", short=True),
    Rule(False, False, True, "0.75*euclid_test+0.25*cfeatures",
         "on the C corpora of long tests without outputs (tcc-history, tcc-history-small) no row is within "
         "5% of the best on both, and only tfidf_test itself is as good as tfidf_test; this row comes "
         "closest (worst margin 0.80) of those that also stay close once first bad commits are added"),
    Rule(False, False, None, "lev_test",
         "the best on spidermonkey16 (JavaScript, tests only)"),
)  # fmt: skip

#: Fact field -> the term added to the text distance, for the facts measured on a labelled corpus: of the
#: fact terms tried, the one with the largest worst margin over the tcc-history views that have the facts.
FACT_TERMS: dict[str, str] = {
    "first_bad_commit": "bisect_commit",
    "first_bad_release": "0.25*bisect_release",
}
FACT_MEASURED = "first bad commits and releases computed by reportsmith's bisection on tcc-history"


@dataclass(frozen=True)
class Choice:
    """The distance :func:`choose_distance` took, for which failures, and why."""

    distance: str
    profile: Profile
    reason: str


def profile_of(failures: Sequence[Case]) -> Profile:
    """What ``failures`` carry (see :class:`Profile`)."""
    count = len(failures)
    lengths = sorted(len(f.test) for f in failures)
    with_output = sum(1 for f in failures if normalized_output(f.output).strip())
    facts = tuple(
        field.name
        for field in fields(Facts)
        if sum(1 for f in failures if f.facts is not None and getattr(f.facts, field.name) is not None) >= 2
    )
    return Profile(
        outputs=count > 0 and with_output >= OUTPUT_SHARE * count,
        coverage=count > 0 and all(f.coverage is not None for f in failures),
        c=all(f.language == "c" for f in failures),
        facts=facts,
        short_tests=not lengths or lengths[len(lengths) // 2] <= SHORT_TEST_BYTES,
    )


def choose_distance(failures: Sequence[Case]) -> Choice:
    """The default distance for ``failures``: the first rule of :data:`RULES` their profile fits, plus a
    term per measured fact they have."""
    profile = profile_of(failures)
    rule = next(r for r in RULES if r.fits(profile))
    distance = rule.distance
    reason = f"default for {profile.describe()}: {distance} ({rule.measured})"
    used = [fact for fact in profile.facts if fact in FACT_TERMS]
    if used:
        distance += "".join(f"+{FACT_TERMS[fact]}" for fact in used)
        reason += f"; + {'+'.join(FACT_TERMS[f] for f in used)} ({FACT_MEASURED})"
    names = {field: name for name, field in FACT_DISTANCES.items()}
    unused = [f"{_FACT_NAMES[fact]} ({names[fact]})" for fact in profile.facts if fact not in FACT_TERMS]
    if unused:
        reason += f"; not used: {', '.join(unused)}: no labelled corpus measured them (--distance adds them)"
    return Choice(distance, profile, reason)
