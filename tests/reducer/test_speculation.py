"""Speculative acceptance (reducer/speculation.py): steps decided on a staged predicate's quick checks,
validated in bulk by the whole predicate, rolled back when the whole predicate refuses.

The staged predicate here is pure Python: the quick check wants the crash marker, the whole predicate also
wants every ``guard`` line kept (the stand-in for "free of undefined behaviour", which only the expensive
stages can tell). Line ddmin removes guard lines on quick checks alone, so the chain must be rolled back.
"""

from __future__ import annotations

import threading

from reportsmith.reducer import EngineOptions, Schedule, ScheduledPass, reduce
from reportsmith.reducer.engine import Engine
from reportsmith.reducer.speculation import Chain

TEXT = b"".join(
    [b"filler %d\n" % i for i in range(20)]
    + [b"guard a\n", b"crash marker\n", b"guard b\n"]
    + [b"filler %d\n" % i for i in range(20, 40)]
)


class Staged:
    """Quick: the crash marker is there. Whole: also both guard lines. Records what each check saw."""

    def __init__(self) -> None:
        self.full_seen: list[bytes] = []
        self.quick_calls = 0

    def is_interesting_quick(self, variant: bytes, scratch: object) -> bool:
        self.quick_calls += 1
        return b"crash marker" in variant

    def is_interesting(self, variant: bytes, scratch: object) -> bool:
        self.full_seen.append(variant)
        return b"crash marker" in variant and b"guard a" in variant and b"guard b" in variant


class WaitsForAQuickCheck(Staged):
    """Quick: also both guard lines. The first whole check waits (at most 10 s) for a quick check made at
    the moment ``now()`` says (a later pass, a later round); ``saw_it`` records whether one came."""

    def __init__(self) -> None:
        super().__init__()
        self.quick_then = threading.Event()
        self.saw_it: bool | None = None

    def now(self) -> bool:
        raise NotImplementedError

    def is_interesting_quick(self, variant: bytes, scratch: object) -> bool:
        if self.now():
            self.quick_then.set()
        guarded = b"guard a" in variant and b"guard b" in variant
        return guarded and super().is_interesting_quick(variant, scratch)

    def is_interesting(self, variant: bytes, scratch: object) -> bool:
        if self.saw_it is None:  # the first steps, validated in the background
            self.saw_it = self.quick_then.wait(timeout=10)
        return super().is_interesting(variant, scratch)


LINES = Schedule(first=(), main=(ScheduledPass("lines", {"level": 0}),), last=())


def test_speculation_rolls_back_and_ends_on_a_fully_valid_text() -> None:
    predicate = Staged()
    bests: list[bytes] = []
    options = EngineOptions(validate_every=4)
    engine = Engine(predicate, jobs=2, on_best=bests.append, options=options)
    engine.start(TEXT)
    engine.run(LINES)
    result = engine.result().text
    assert result == b"guard a\ncrash marker\nguard b\n"
    assert engine.chain is not None and engine.chain.stats.rollbacks >= 1
    # every text reported as a new best passed the whole predicate, not only the quick check
    assert bests and all(predicate.is_interesting(best, None) for best in bests)
    # the whole predicate ran far less often than the quick one
    assert len(predicate.full_seen) < predicate.quick_calls


def test_without_speculation_every_test_is_the_whole_predicate() -> None:
    predicate = Staged()
    result = reduce(TEXT, predicate, jobs=2, schedule=LINES, options=EngineOptions(speculate=False))
    assert result.text == b"guard a\ncrash marker\nguard b\n"
    assert predicate.quick_calls == 0


def test_a_predicate_without_quick_checks_is_never_speculated_on() -> None:
    class Plain:
        def is_interesting(self, variant: bytes, scratch: object) -> bool:
            return b"crash marker" in variant

    engine = Engine(Plain(), jobs=2)
    engine.start(TEXT)
    assert engine.chain is None


def test_chain_bisects_to_the_newest_text_that_passes() -> None:
    chain = Chain(b"v0")
    chain.pending = [b"v1", b"v2", b"v3-bad", b"v4-bad", b"v5-bad"]
    checked: list[bytes] = []

    def full(text: bytes) -> bool:
        checked.append(text)
        return b"bad" not in text

    rejected = chain.validate(full)
    assert chain.validated == b"v2"
    assert rejected == [b"v3-bad", b"v4-bad", b"v5-bad"]
    assert chain.pending == [] and chain.stats.rollbacks == 1
    assert len(checked) <= 4  # the newest, then a binary search over five


def test_a_stop_by_the_progress_callback_keeps_the_steps_accepted_since_the_last_validation() -> None:
    class Budget(Exception):
        pass

    reports = []

    def stop_after_a_while(snapshot: object) -> None:
        reports.append(snapshot)
        if len(reports) == 6:
            raise Budget

    class Agreeing(Staged):  # the whole predicate agrees with the quick one: validations hold
        def is_interesting(self, variant: bytes, scratch: object) -> bool:
            self.full_seen.append(variant)
            return b"crash marker" in variant

    predicate = Agreeing()
    bests: list[bytes] = []
    options = EngineOptions(validate_every=1000)  # no validation on its own
    engine = Engine(predicate, jobs=2, on_best=bests.append, progress=stop_after_a_while, options=options)
    engine.start(TEXT)
    try:
        engine.run(LINES)
    except Budget:
        pass
    assert engine.chain is not None and engine.chain.stats.validations >= 1
    assert bests and len(engine.best) < len(TEXT) and predicate.is_interesting(engine.best, None)


def test_validation_runs_in_the_background_while_quick_checks_go_on() -> None:
    import threading

    class Overlapping(Staged):
        """The first whole check waits (at most 10 s) for a quick check to run while it does."""

        def __init__(self) -> None:
            super().__init__()
            self.validating = threading.Event()
            self.quick_meanwhile = threading.Event()
            self.saw_quick_meanwhile: bool | None = None

        def is_interesting_quick(self, variant: bytes, scratch: object) -> bool:
            if self.validating.is_set():
                self.quick_meanwhile.set()
            return super().is_interesting_quick(variant, scratch)

        def is_interesting(self, variant: bytes, scratch: object) -> bool:
            if self.saw_quick_meanwhile is None and variant not in (TEXT, b""):  # not reduce()'s own checks
                self.validating.set()
                self.saw_quick_meanwhile = self.quick_meanwhile.wait(timeout=10)
                self.validating.clear()
            return super().is_interesting(variant, scratch)

    predicate = Overlapping()
    options = EngineOptions(validate_every=2)
    result = reduce(TEXT, predicate, jobs=2, schedule=LINES, options=options)
    assert predicate.saw_quick_meanwhile  # a synchronous validation would have waited the 10 s in vain
    assert result.text == b"guard a\ncrash marker\nguard b\n"


def test_the_steps_taken_do_not_depend_on_how_fast_the_checks_are() -> None:
    """Issue 37: one run whose whole checks are slow and quick checks fast, one the other way round, take the
    same steps to the same result. (Taking a background verdict in "when it is back" made the chain, and
    every step after a rollback, depend on the machine's load.) Delays are fixed by the text, not random."""
    import hashlib
    import time

    def delay(variant: bytes, slow: bool) -> None:
        jitter = hashlib.sha256(variant).digest()[0] / 255  # 0..1, fixed per text
        time.sleep(0.02 + 0.03 * jitter if slow else 0.001)

    class Timed(Staged):
        def __init__(self, slow_whole: bool) -> None:
            super().__init__()
            self.slow_whole = slow_whole

        def is_interesting_quick(self, variant: bytes, scratch: object) -> bool:
            delay(variant, not self.slow_whole)
            return super().is_interesting_quick(variant, scratch)

        def is_interesting(self, variant: bytes, scratch: object) -> bool:
            delay(variant, self.slow_whole)
            return super().is_interesting(variant, scratch)

    runs = []
    for slow_whole in (True, False):
        bests: list[bytes] = []
        options = EngineOptions(validate_every=3)
        engine = Engine(Timed(slow_whole), jobs=2, on_best=bests.append, options=options)
        engine.start(TEXT)
        engine.run(LINES)
        assert engine.chain is not None
        runs.append((bests, engine.result().text, engine.tests_run, engine.chain.stats.rollbacks))
    assert runs[0] == runs[1]
    assert runs[0][3] >= 1  # the runs did roll back: the timing of verdicts mattered


def test_a_pass_that_takes_no_step_goes_on_while_the_verdict_is_in_flight() -> None:
    """Issue 37: the end of a pass that took no step does not wait for the background validation of an
    earlier pass's steps; the next pass's quick checks run while it does (one of two workers sat idle a
    third of a small test's reduction waiting there). The whole check here waits (at most 10 s) for a quick
    check of the third pass."""

    from reportsmith.reducer.edits import Candidate, Edit, Replacement

    class Deletions:
        """Candidates: delete each filler line (``what="fillers"``: these steps hold), or each line's first
        or last character (``"first-characters"``, ``"last-characters"``: the quick check refuses them)."""

        grows = False

        def __init__(self, name: str, what: str) -> None:
            self.name, self.what = name, what

        def candidates(self, text: bytes, resume: object, context: object):  # type: ignore[no-untyped-def]
            start = 0
            for line in text.splitlines(keepends=True):
                end = start + len(line)
                if self.what == "fillers" and line.startswith(b"filler"):
                    yield Candidate(Edit((Replacement(start, end, b""),)), None)
                elif self.what == "first-characters":
                    yield Candidate(Edit((Replacement(start, start + 1, b""),)), None)
                elif self.what == "last-characters":
                    yield Candidate(Edit((Replacement(end - 2, end - 1, b""),)), None)
                start = end

    class WaitsForTheThirdPass(WaitsForAQuickCheck):
        pass_name = ""

        def now(self) -> bool:
            return self.pass_name == "third"

    predicate = WaitsForTheThirdPass()
    engine = Engine(predicate, jobs=2, options=EngineOptions(validate_every=1000))
    engine.start(TEXT)
    for name, what in (("first", "fillers"), ("second", "last-characters"), ("third", "first-characters")):
        predicate.pass_name = name
        engine.run_pass(Deletions(name, what), grows=False)  # type: ignore[arg-type]
    assert not engine.validate()
    engine.close()
    assert predicate.saw_it  # the second pass's end waited for the verdict: the event never came
    assert engine.current == b"guard a\ncrash marker\nguard b\n"


def test_a_round_that_shrank_goes_on_while_its_verdict_is_in_flight() -> None:
    """Issue 37: a round that shrank the text is followed by another round whatever its verdict, so its end
    does not wait for the background validation (llvm#218844's round ends kept one of two workers idle 8 of
    62 s); the verdict is taken at the next round's first settle point. The whole check here waits (at most
    10 s) for a quick check of the second round."""

    from reportsmith.reducer.edits import Candidate, Edit, Replacement
    from reportsmith.reducer.yields import MainPass

    class FillersThenLastCharacters:
        """Round 1: delete filler lines (the steps hold). Later rounds: delete a line's last character (the
        quick check refuses it), variants round 1 never tried."""

        name, grows = "fillers-then-last-characters", False

        def __init__(self) -> None:
            self.engine: Engine | None = None

        def candidates(self, text: bytes, resume: object, context: object):  # type: ignore[no-untyped-def]
            assert self.engine is not None
            start = 0
            for line in text.splitlines(keepends=True):
                end = start + len(line)
                if self.engine.round == 1 and line.startswith(b"filler"):
                    yield Candidate(Edit((Replacement(start, end, b""),)), None)
                elif self.engine.round > 1:
                    yield Candidate(Edit((Replacement(end - 2, end - 1, b""),)), None)
                start = end

    class WaitsForTheSecondRound(WaitsForAQuickCheck):
        engine: Engine | None = None

        def now(self) -> bool:
            assert self.engine is not None
            return self.engine.round == 2

    predicate, pass_ = WaitsForTheSecondRound(), FillersThenLastCharacters()
    engine = Engine(predicate, jobs=2, options=EngineOptions(validate_every=1000))
    predicate.engine = pass_.engine = engine
    engine.start(TEXT)
    engine._main_phase([MainPass(pass_)], None)  # type: ignore[arg-type]
    engine.close()
    assert predicate.saw_it  # the first round's end waited for the verdict: the event never came
    assert engine.round == 2 and engine.current == b"guard a\ncrash marker\nguard b\n"
    assert engine.chain is not None and not engine.chain.pending and engine.chain.in_flight is None
