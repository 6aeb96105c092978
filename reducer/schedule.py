"""The pass schedule: which passes run in which phase, read from a TOML data file.

The default is ``schedule.toml`` next to this module (package data). A schedule is three lists of
:class:`ScheduledPass` (a pass name and its options). ``select`` narrows it for ``--passes``/``--skip-pass``.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from reportsmith.reducer import passes
from reportsmith.reducer.clang.tree import is_cpp
from reportsmith.reducer.errors import ScheduleError

PHASES = ("first", "main", "last")
#: Passes that know nothing of C (``--not-c``, as C-Reduce's and C-Vise's): lines, blanks, balanced pairs.
GENERIC_PASSES = frozenset({"lines", "blank", "balanced"})


LANGUAGES = ("c", "c++")


@dataclass(frozen=True)
class ScheduledPass:
    """A pass and its options; ``languages`` (schedule key ``languages = ["c"]``) limits the step to files
    of those languages (by the file name: ``is_cpp``), empty = all. ``fine`` (``fine = true``, main phase):
    a pass that removes a token or a keyword per step, deferred in a round until the other passes stop
    shrinking the text (yields.py)."""

    pass_name: str
    options: dict[str, Any] = field(default_factory=dict)
    languages: tuple[str, ...] = ()
    fine: bool = False

    def build(self) -> passes.Pass:
        return passes.create(self.pass_name, **self.options)

    def applies_to(self, file_name: str) -> bool:
        return not self.languages or ("c++" if is_cpp(file_name) else "c") in self.languages


@dataclass(frozen=True)
class Schedule:
    first: tuple[ScheduledPass, ...] = ()
    main: tuple[ScheduledPass, ...] = ()
    last: tuple[ScheduledPass, ...] = ()

    def phases(self) -> list[tuple[str, tuple[ScheduledPass, ...]]]:
        return [("first", self.first), ("main", self.main), ("last", self.last)]

    def select(self, only: Iterable[str] = (), skip: Iterable[str] = ()) -> Schedule:
        """Keep the steps whose pass name (``lines``) or instance name (``lines:1``) is in ``only`` (all
        when empty) and not in ``skip``."""
        only, skip = set(only), set(skip)
        known = set(passes.names())
        for name in only | skip:
            if name.split(":")[0] not in known:
                raise ScheduleError(f"unknown pass {name!r}; known passes: {', '.join(sorted(known))}")

        def keep(step: ScheduledPass) -> bool:
            names = {step.pass_name, step.build().name}
            return (not only or bool(names & only)) and not names & skip

        return Schedule(*(tuple(s for s in steps if keep(s)) for _, steps in self.phases()))

    def generic(self) -> Schedule:
        """Only the passes that do not assume C or C++ (``--not-c``)."""
        return Schedule(
            *(tuple(s for s in steps if s.pass_name in GENERIC_PASSES) for _, steps in self.phases())
        )

    def without_first(self) -> Schedule:
        """The schedule without its first phase (``--skip-initial-passes``)."""
        return Schedule((), self.main, self.last)

    def starting_with(self, name: str) -> Schedule:
        """Start at the first step named ``name`` (pass or instance name, ``lines`` or ``lines:1``): earlier
        phases and the steps before it in the first or last phase are left out; the main phase, which
        repeats, is rotated to begin with it (``--start-with-pass``)."""
        if name.split(":")[0] not in set(passes.names()):
            raise ScheduleError(f"unknown pass {name!r}; known passes: {', '.join(passes.names())}")
        phases = self.phases()
        for number, (_, steps) in enumerate(phases):
            for index, step in enumerate(steps):
                if name in (step.pass_name, step.build().name):
                    kept = [list(s) for _, s in phases]
                    for earlier in range(number):
                        kept[earlier] = []
                    before = kept[number][:index] if phases[number][0] == "main" else []
                    kept[number] = kept[number][index:] + before
                    return Schedule(*(tuple(k) for k in kept))
        raise ScheduleError(f"--start-with-pass {name}: the schedule has no step running that pass")


def parse(data: dict[str, Any], source: str) -> Schedule:
    unknown = set(data) - set(PHASES)
    if unknown:
        raise ScheduleError(f"{source}: unknown phase(s) {sorted(unknown)}; expected {list(PHASES)}")
    phases: dict[str, tuple[ScheduledPass, ...]] = {}
    for phase in PHASES:
        steps = []
        for number, entry in enumerate(data.get(phase, []), 1):
            if not isinstance(entry, dict) or not isinstance(entry.get("pass"), str):
                raise ScheduleError(f'{source}: [[{phase}]] entry {number} needs pass = "<name>"')
            options = {k: v for k, v in entry.items() if k not in ("pass", "languages", "fine")}
            languages = entry.get("languages", [])
            if not isinstance(languages, list) or not set(languages) <= set(LANGUAGES):
                raise ScheduleError(
                    f"{source}: [[{phase}]] entry {number}: languages must be a list of {list(LANGUAGES)}"
                )
            fine = entry.get("fine", False)
            if not isinstance(fine, bool):
                raise ScheduleError(f"{source}: [[{phase}]] entry {number}: fine must be true or false")
            step = ScheduledPass(entry["pass"], options, tuple(languages), fine)
            try:
                step.build()
            except ScheduleError as error:
                raise ScheduleError(f"{source}: [[{phase}]] entry {number}: {error}") from None
            steps.append(step)
        phases[phase] = tuple(steps)
    return Schedule(**phases)


def load(path: str | Path | None = None) -> Schedule:
    """The schedule in ``path``, or the default one."""
    if path is None:
        text = resources.files("reportsmith.reducer").joinpath("schedule.toml").read_text()
        source = "schedule.toml (default)"
    else:
        try:
            text = Path(path).read_text()
        except OSError as error:
            raise ScheduleError(f"cannot read schedule {path}: {error.strerror}") from None
        source = str(path)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise ScheduleError(f"{source}: not valid TOML: {error}") from None
    return parse(data, source)
