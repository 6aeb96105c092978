"""Between a pass's C++ class and the name ``opt -passes=`` takes: ``IndVarSimplifyPass`` <-> ``indvars``.

opt-bisect up to LLVM 19, stack frames and ``-debug-pass-manager`` name passes by class; a command needs the
pipeline name, and LLVM keeps the mapping inside its pass registry, not in a file a program can read. So the
names ``opt -print-passes`` lists are ranked by how alike they are to the class name (``CoroSplitPass`` ~
``coro-split``) and the best few tried: a name is the class's when ``opt -passes=<name>
-debug-pass-manager`` on the IR at hand prints ``Running pass: <Class>``. The IR matters: a loop pass only
runs, and says so, on IR with a loop.

LLVM 22's opt-bisect prints the pipeline name itself (``simplifycfg``): :func:`pipeline_name` takes it as
is once ``opt`` runs it, and :func:`class_of` finds the class the other way round (the class most alike
among those ``-debug-pass-manager`` says ran), for titles that name the component (``SimplifyCFG``).
"""

from __future__ import annotations

import difflib
import functools
import re
import shutil
from pathlib import Path

from reportsmith.common.process import Limits, run_limited, scratch_dir

#: How many of the most alike names are tried before giving up.
TRIES = 8
_SECTION = re.compile(r"^(?P<title>\S.*):\s*$")
#: A pass as ``opt -passes=`` names it (``loop-vectorize``, ``simplifycfg``), never a class (``LICMPass``).
_PIPELINE_NAME = re.compile(r"^[a-z][a-z0-9-]*(?:<[^>]*>)?$")
_RAN = re.compile(r"^Running pass: (?P<cls>[\w:<>, ]+?) on ", re.M)
#: Classes every ``opt -passes=`` run may print besides the pass asked for.
_BOOKKEEPING = frozenset({"VerifierPass", "PrintModulePass"})
#: How alike (0..1) a class must be to a pipeline name to be taken as its class.
_LIKENESS = 0.5


def is_pipeline_name(name: str) -> bool:
    """Is ``name`` how ``opt -passes=`` names a pass (LLVM 22's opt-bisect), not a class?"""
    return _PIPELINE_NAME.match(name) is not None


@functools.cache
def pipeline_names(opt: str) -> tuple[str, ...]:
    """Every pass name ``opt -print-passes`` lists (analyses left out), parameters stripped."""
    listing = run_limited([opt, "-print-passes"], limits=Limits(timeout=30)).out
    names: list[str] = []
    wanted = False
    for line in listing.splitlines():
        section = _SECTION.match(line)
        if section:
            wanted = "passes" in section["title"] and "analys" not in section["title"]
        elif wanted and line.strip():
            names.append(line.strip().split("<", 1)[0])
    return tuple(dict.fromkeys(names))


def _squash(name: str) -> str:
    return re.sub(r"[^a-z0-9]", "", name.removesuffix("Pass").lower())


def ranked(class_name: str, names: tuple[str, ...]) -> list[str]:
    """``names`` most alike to ``class_name`` first."""
    key = _squash(class_name)

    def likeness(name: str) -> float:
        return difflib.SequenceMatcher(None, key, _squash(name)).ratio()

    return sorted(names, key=likeness, reverse=True)


def _passes_run(opt: str, name: str, ir: Path) -> str:
    """What ``opt -passes=<name> -debug-pass-manager`` on ``ir`` prints."""
    with scratch_dir(prefix="reportsmith-passname-") as scratch:
        shutil.copy(ir, scratch.path / "input.ll")
        return run_limited(
            [opt, f"-passes={name}", "-debug-pass-manager", "-disable-output", "input.ll"],
            cwd=scratch.path,
            limits=Limits(timeout=60, output_bytes=4 << 20),
        ).err


def runs_as(opt: str, name: str, class_name: str, ir: Path) -> bool:
    """Does ``opt -passes=<name>`` run the pass class ``class_name`` on ``ir``?"""
    printed = _passes_run(opt, name, ir)
    return re.search(rf"^Running pass: {re.escape(class_name)}\b", printed, re.M) is not None


def class_of(opt: str, name: str, ir: Path) -> str | None:
    """The class of the pass ``opt -passes=<name>`` runs on ``ir`` (``simplifycfg`` -> ``SimplifyCFGPass``):
    of the classes ``-debug-pass-manager`` says ran, the one most alike to ``name``; None when none ran or
    none is alike (a loop pass on IR without a loop runs only its adaptor's helpers)."""
    ran = [cls for cls in dict.fromkeys(_RAN.findall(_passes_run(opt, name, ir))) if cls not in _BOOKKEEPING]
    if not ran:
        return None
    key = _squash(name)
    likeness = {cls: difflib.SequenceMatcher(None, key, _squash(cls)).ratio() for cls in ran}
    best = max(ran, key=likeness.__getitem__)
    return best if likeness[best] >= _LIKENESS else None


def pipeline_name(opt: str, class_name: str, ir: Path, *, tries: int = TRIES) -> str | None:
    """The ``-passes=`` name of ``class_name``, checked on ``ir``; None when none of the likeliest is. A
    pipeline name (LLVM 22's opt-bisect prints one) is its own, once ``opt`` runs a pass of that name."""
    if is_pipeline_name(class_name):
        known = class_name.split("<", 1)[0] in pipeline_names(opt)
        return class_name if known and class_of(opt, class_name, ir) is not None else None
    for name in ranked(class_name, pipeline_names(opt))[:tries]:
        if runs_as(opt, name, class_name, ir):
            return name
    return None


def component(class_name: str) -> str:
    """The component LLVM's issue titles use for a pass class: ``CoroSplitPass`` -> ``CoroSplit`` (a pipeline
    name whose class is not known stays as it is: ``simplifycfg``)."""
    return class_name.removesuffix("Pass")
