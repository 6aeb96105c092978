"""Flags: the smallest set of the failing command's flags that still fails, and the flags that hide it.

* :func:`minimal_flags` runs ddmin (Zeller and Hildebrandt's delta debugging) over the command's flags, an
option and its separate argument
  (``-I dir``, ``-mllvm -x``) being one unit. When ``-O2``/``-O3``/``-Os``/``-Ofast`` survives and the
  compiler can list what it enables (``gcc -Q --help=optimizers -O2``), the level is replaced by ``-O1`` plus
  every optimization flag the level adds to ``-O1``, and ddmin runs again, so the answer can be
  "-O1 -ftree-loop-distribute-patterns" instead of "-O2". (At -O0 GCC ignores most -f flags, so -O1 is the
  floor.) If the expanded set no longer fails (levels also change --param values), -O2 is kept and said so.
* :func:`hiding_flags` finds the single flags that make the failure vanish when *added* (delta debugging's
  "-ffast-math prevents the failure"). Candidates default to ``-fno-X`` for every optimization X enabled in
  the failing command. They are tested in groups, split in halves when a group hides the failure: a group
  that still fails is assumed to hold no single hider, which saves most of the ~130 compiles per candidate
  list; every reported flag is confirmed alone.

"Still fails" is the predicate's BAD; a SKIP (e.g. the compiler rejects a flag combination) counts as not
failing in ddmin and as "untestable" for a hiding candidate.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from reportsmith.bisect.ddmin import ddmin
from reportsmith.bisect.errors import FlagsError
from reportsmith.bisect.predicate import BuildPredicate
from reportsmith.common.predicates import Mark
from reportsmith.common.process import Limits, run_limited

#: Options whose argument is the next word; they and their argument are removed together.
OPTIONS_WITH_ARGUMENT = frozenset(
    "-I -D -U -include -isystem -iquote -idirafter -L -l -o -x -mllvm -Xclang -Xlinker -Xassembler "
    "-MF -MT -MQ --param -imacros -target".split()
)
_LEVEL = re.compile(r"^-O(2|3|s|fast|z)$")
_ENABLED = re.compile(r"^\s+(-f[\w+.=-]+)\s+\[enabled\]", re.MULTILINE)

Unit = tuple[str, ...]


def flag_units(flags: Sequence[str]) -> list[Unit]:
    units: list[Unit] = []
    index = 0
    while index < len(flags):
        flag = flags[index]
        if flag in OPTIONS_WITH_ARGUMENT and index + 1 < len(flags):
            units.append((flag, flags[index + 1]))
            index += 2
        else:
            units.append((flag,))
            index += 1
    return units


def flatten(units: Sequence[Unit]) -> list[str]:
    return [word for unit in units for word in unit]


def enabled_optimizations(compiler: Sequence[str], flags: Sequence[str]) -> set[str] | None:
    """The -f optimization flags ``compiler`` enables with ``flags`` (GCC's -Q --help=optimizers), or None."""
    options = [f for f in flags if f.startswith(("-O", "-f", "-m"))]
    result = run_limited([*compiler, *options, "-Q", "--help=optimizers"], limits=Limits(timeout=30))
    found = set(_ENABLED.findall(result.out))
    return found or None


def expand_level(compiler: Sequence[str], level: str) -> list[str] | None:
    """``-O1`` plus the flags ``level`` enables beyond -O1, or None when the compiler cannot list them."""
    if not _LEVEL.match(level):
        return None
    at_level, at_one = enabled_optimizations(compiler, [level]), enabled_optimizations(compiler, ["-O1"])
    if at_level is None or at_one is None:
        return None
    return ["-O1", *sorted(at_level - at_one)]


@dataclass
class FlagMinimization:
    original: list[str]
    minimal: list[str]
    #: The -O level that was expanded into -O1 plus single flags, if any.
    expanded: str | None = None
    tests: int = 0
    notes: list[str] = field(default_factory=list)


def minimal_flags(
    compiler: Sequence[str], flags: Sequence[str], predicate: BuildPredicate, *, expand: bool = True
) -> FlagMinimization:
    """A 1-minimal subset of ``flags`` with which ``compiler`` still shows the failure."""
    flags = list(flags)
    if predicate(compiler, flags) is not Mark.BAD:
        raise FlagsError(f"{' '.join([*compiler, *flags])} does not show the failure; nothing to minimize")

    def fails(units: list[Unit]) -> bool:
        return predicate(compiler, flatten(units)) is Mark.BAD

    minimal, tests = ddmin(flag_units(flags), fails)
    outcome = FlagMinimization(flags, flatten(minimal), tests=tests + 1)
    level = next((unit[0] for unit in minimal if _LEVEL.match(unit[0])), None)
    if expand and level:
        expansion = expand_level(compiler, level)
        if expansion is None:
            outcome.notes.append(f"{compiler[0]} cannot list what {level} enables; kept {level}")
            return outcome
        others = [unit for unit in minimal if unit[0] != level]
        expanded = [*others, *((flag,) for flag in expansion)]
        outcome.tests += 1
        if not fails(expanded):
            outcome.notes.append(
                f"-O1 plus the flags {level} adds does not fail ({level} also sets params); kept {level}"
            )
            return outcome
        finer, more = ddmin(expanded, fails)
        outcome.minimal, outcome.expanded, outcome.tests = flatten(finer), level, outcome.tests + more
    return outcome


@dataclass
class HidingFlags:
    hiding: list[str]
    candidates: int
    tests: int
    untestable: list[str] = field(default_factory=list)


def hiding_candidates(compiler: Sequence[str], flags: Sequence[str]) -> list[str]:
    """``-fno-X`` for each optimization X the failing command enables (empty when the compiler cannot say)."""
    enabled = enabled_optimizations(compiler, flags) or set()
    return [f"-fno-{name[2:]}" for name in sorted(enabled) if "=" not in name]


def hiding_flags(
    compiler: Sequence[str],
    flags: Sequence[str],
    predicate: BuildPredicate,
    candidates: Sequence[str] | None = None,
) -> HidingFlags:
    """The single flags that, added to the failing command, make the failure vanish."""
    flags = list(flags)
    pool = list(candidates) if candidates is not None else hiding_candidates(compiler, flags)
    if not pool:
        raise FlagsError(
            f"no candidate flags for {compiler[0]}: give them explicitly (e.g. --candidate -fno-X)"
        )
    outcome = HidingFlags([], len(pool), 0)

    def search(group: list[str]) -> None:
        outcome.tests += 1
        verdict = predicate(compiler, [*flags, *group])
        if verdict is Mark.BAD:
            return  # the failure survives the whole group: assume no single hider in it (module notes)
        if len(group) == 1:
            (outcome.hiding if verdict is Mark.GOOD else outcome.untestable).append(group[0])
            return
        middle = len(group) // 2
        search(group[:middle])
        search(group[middle:])

    search(pool)
    return outcome
