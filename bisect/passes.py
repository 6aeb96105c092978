"""Pass localisation: which optimization pass, on which function, makes the failure appear.

* clang/LLVM: ``-mllvm -opt-bisect-limit=N`` runs only the first N passes that opt-bisect controls. One run
  with N=-1 lists them (``BISECT: running pass (N) <pass> on <function>`` on stderr); a binary search over N
  (the engine, with GOOD at N=0 and BAD at N=all) finds the first N that shows the failure, and the Nth line
  names the pass and the function. The listing compiles with ``-c``; a predicate compiling in another mode
  (``-S``) runs the same IR and machine passes, so the numbering agrees.
* GCC: ``-fdump-passes`` lists the passes that run; each enabled ``tree-``/``rtl-``/``ipa-`` pass is tried
  as ``-fdisable-<pass>`` (grouped and halved like hiding flags) and the ones that make the failure vanish
  are reported. For GCC's debug counters (``-fdbg-cnt-list`` prints how often each fired), a counter that
  hides the failure at 0 is binary-searched for the first transformation that brings it back.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from reportsmith.bisect.engine import ProbeRecord, Status, TransitionResult, find_transition
from reportsmith.bisect.errors import PassError
from reportsmith.bisect.flags import hiding_flags
from reportsmith.bisect.predicate import BuildPredicate
from reportsmith.common.predicates import Mark
from reportsmith.common.process import Limits, RunResult, run_limited, scratch_dir

_BISECT_LINE = re.compile(r"^BISECT: running pass \((?P<number>\d+)\) (?P<pass>.+?) on (?P<target>.+)$", re.M)
_GCC_PASS_LINE = re.compile(r"^\s*(?P<name>(?:tree|rtl|ipa)-[\w-]+)\s*:\s*ON\s*$", re.M)
_DBG_COUNTER_LINE = re.compile(r"^\s+(?P<name>\w+)\s+(?P<count>\d+)\s", re.M)
_PASS_RUN_TEXT = re.compile(
    r"^pass \((?P<number>\d+)\) (?P<name>\S+) on (?P<target>.+?)(?: \(in function (?P<function>.+)\))?$"
)


@dataclass(frozen=True)
class PassRun:
    number: int
    name: str
    #: What the pass ran on, as LLVM prints it: a function, "[module]", an SCC, "<unnamed loop>"...
    target: str
    #: For loop and SCC passes, the function of the nearest preceding function-level run.
    function: str | None = None

    def __str__(self) -> str:
        inside = f" (in function {self.function})" if self.function and self.function != self.target else ""
        return f"pass ({self.number}) {self.name} on {self.target}{inside}"

    @classmethod
    def parse(cls, text: str) -> PassRun | None:
        """The run whose ``str()`` is ``text`` (as a stored bisection keeps it), or None."""
        match = _PASS_RUN_TEXT.match(text)
        if match is None:
            return None
        return cls(int(match["number"]), match["name"], match["target"], match["function"] or match["target"])


def _is_function_name(target: str) -> bool:
    return re.fullmatch(r"[A-Za-z_.$][\w.$]*", target) is not None


def _compile_test(
    compiler: Sequence[str], flags: Sequence[str], test_file: Path, extra: Sequence[str]
) -> RunResult:
    with scratch_dir(prefix="reportsmith-passes-") as scratch:
        shutil.copy(test_file, scratch.path / test_file.name)
        argv = [*compiler, *flags, *extra, "-c", test_file.name, "-o", "out.o"]
        return run_limited(argv, cwd=scratch.path, limits=Limits(timeout=120, output_bytes=64 << 20))


def llvm_pass_runs(compiler: Sequence[str], flags: Sequence[str], test_file: str | Path) -> list[PassRun]:
    """Every pass run opt-bisect controls, in order, for compiling ``test_file``."""
    result = _compile_test(compiler, flags, Path(test_file), ["-mllvm", "-opt-bisect-limit=-1"])
    runs, function = [], None
    for match in _BISECT_LINE.finditer(result.err):
        target = match["target"]
        function = target if _is_function_name(target) else function
        runs.append(PassRun(int(match["number"]), match["pass"], target, function))
    if not runs:
        raise PassError(
            f"{compiler[0]} printed no 'BISECT: running pass' lines with -mllvm -opt-bisect-limit=-1 "
            f"(not clang, or no optimization level among the flags?): {result.err.strip()[:200]}"
        )
    return runs


@dataclass
class GuiltyPass:
    """The outcome of an opt-bisect search."""

    search: TransitionResult
    guilty: PassRun | None
    total: int
    notes: list[str] = field(default_factory=list)

    @property
    def summary(self) -> str:
        if self.guilty:
            return f"the failure appears with {self.guilty} (opt-bisect-limit={self.guilty.number})"
        return "; ".join(self.notes) or "no guilty pass found"


def guilty_pass(
    compiler: Sequence[str],
    flags: Sequence[str],
    test_file: str | Path,
    predicate: BuildPredicate,
    *,
    on_probe: Callable[[ProbeRecord], None] | None = None,
) -> GuiltyPass:
    """Binary search on ``-opt-bisect-limit`` for the first LLVM pass run that makes ``predicate`` BAD."""
    runs = llvm_pass_runs(compiler, flags, test_file)
    limits = list(range(len(runs) + 1))

    def probe(index: int) -> Mark:
        return predicate(compiler, [*flags, "-mllvm", f"-opt-bisect-limit={limits[index]}"])

    search = find_transition([str(n) for n in limits], probe, on_probe=on_probe)
    outcome = GuiltyPass(search, None, len(runs), list(search.notes))
    if search.status is Status.FOUND and search.first_new is not None:
        number = limits[search.first_new]
        outcome.guilty = next(run for run in runs if run.number == number)
    elif search.status is Status.ALL_NEW:
        outcome.notes.append("the failure shows with opt-bisect-limit=0: no optimization pass is needed")
    elif search.status is Status.ALL_OLD:
        outcome.notes.append("the failure does not show with every pass enabled under opt-bisect")
    return outcome


def shows_guilty_pass(
    compiler: Sequence[str], flags: Sequence[str], test_file: str | Path, predicate: BuildPredicate, name: str
) -> bool:
    """Whether ``name``'s first run is where the failure appears: opt-bisect's limit just before it does not
    show the failure and its own does. Two compiles after the listing, where :func:`guilty_pass` searches
    with a dozen; when it holds, the search would find that run (the first limit that shows the failure).
    False says only "not confirmed this way": the caller then searches (a failure that is not monotonic in
    the limit, a pass whose first run is not the guilty one). The reducer's guard asks this of every
    validated chain (issue 37: costly checks cost as little as they can)."""
    runs = [run for run in llvm_pass_runs(compiler, flags, test_file) if run.name == name]
    if not runs:
        return False
    number = runs[0].number

    def at(limit: int) -> Mark:
        return predicate(compiler, [*flags, "-mllvm", f"-opt-bisect-limit={limit}"])

    return at(number - 1) is Mark.GOOD and at(number) is Mark.BAD


def gcc_passes(compiler: Sequence[str], flags: Sequence[str], test_file: str | Path) -> list[str]:
    """The named tree/rtl/ipa passes GCC runs for ``test_file`` with ``flags`` (from -fdump-passes)."""
    result = _compile_test(compiler, flags, Path(test_file), ["-fdump-passes"])
    names = list(dict.fromkeys(m["name"] for m in _GCC_PASS_LINE.finditer(result.err)))
    if not names:
        raise PassError(
            f"{compiler[0]} -fdump-passes listed no passes (not GCC?): {result.err.strip()[:200]}"
        )
    return names


@dataclass
class HidingPasses:
    passes: list[str]
    candidates: int
    tests: int
    #: (counter, first transformation number that brings the failure back) for debug counters that hide it.
    counters: list[tuple[str, int]] = field(default_factory=list)


def debug_counters(compiler: Sequence[str], flags: Sequence[str], test_file: str | Path) -> dict[str, int]:
    """How many times each GCC debug counter fired while compiling ``test_file`` (-fdbg-cnt-list)."""
    result = _compile_test(compiler, flags, Path(test_file), ["-fdbg-cnt-list"])
    return {m["name"]: int(m["count"]) for m in _DBG_COUNTER_LINE.finditer(result.err) if int(m["count"]) > 0}


def first_counter_value(
    compiler: Sequence[str], flags: Sequence[str], predicate: BuildPredicate, counter: str, count: int
) -> int | None:
    """The smallest upper bound u such that ``-fdbg-cnt=<counter>:u`` shows the failure (u=0 must not)."""
    search = find_transition(
        [str(u) for u in range(count + 1)],
        lambda index: predicate(compiler, [*flags, f"-fdbg-cnt={counter}:{index}"]),
    )
    return search.first_new if search.status is Status.FOUND else None


def hiding_passes(
    compiler: Sequence[str],
    flags: Sequence[str],
    test_file: str | Path,
    predicate: BuildPredicate,
    *,
    counters: bool = True,
) -> HidingPasses:
    """The GCC passes whose ``-fdisable-<pass>`` makes the failure vanish, and the debug counters that do."""
    names = gcc_passes(compiler, flags, test_file)
    found = hiding_flags(compiler, flags, predicate, [f"-fdisable-{name}" for name in names])
    outcome = HidingPasses(
        [flag.removeprefix("-fdisable-") for flag in found.hiding], len(names), found.tests
    )
    if counters:
        for counter, count in sorted(debug_counters(compiler, flags, test_file).items()):
            outcome.tests += 1
            if predicate(compiler, [*flags, f"-fdbg-cnt={counter}:0"]) is not Mark.GOOD:
                continue
            first = first_counter_value(compiler, flags, predicate, counter, count)
            if first is not None:
                outcome.counters.append((counter, first))
    return outcome
