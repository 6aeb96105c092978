"""From a pass's C++ class name to the name ``opt -passes=`` takes: ``IndVarSimplifyPass`` -> ``indvars``.

opt-bisect, stack frames and ``-debug-pass-manager`` name passes by class; a command needs the pipeline name,
and LLVM keeps the mapping inside its pass registry, not in a file a program can read. So the names ``opt
-print-passes`` lists are ranked by how alike they are to the class name (``CoroSplitPass`` ~
``coro-split``) and the best few tried: a name is the class's when ``opt -passes=<name>
-debug-pass-manager`` on the IR at hand prints ``Running pass: <Class>``. The IR matters: a loop pass only
runs, and says so, on IR with a loop.
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


def runs_as(opt: str, name: str, class_name: str, ir: Path) -> bool:
    """Does ``opt -passes=<name>`` run the pass class ``class_name`` on ``ir``?"""
    with scratch_dir(prefix="reportsmith-passname-") as scratch:
        shutil.copy(ir, scratch.path / "input.ll")
        result = run_limited(
            [opt, f"-passes={name}", "-debug-pass-manager", "-disable-output", "input.ll"],
            cwd=scratch.path,
            limits=Limits(timeout=60, output_bytes=4 << 20),
        )
    return re.search(rf"^Running pass: {re.escape(class_name)}\b", result.err, re.M) is not None


def pipeline_name(opt: str, class_name: str, ir: Path, *, tries: int = TRIES) -> str | None:
    """The ``-passes=`` name of ``class_name``, checked on ``ir``; None when none of the likeliest is."""
    for name in ranked(class_name, pipeline_names(opt))[:tries]:
        if runs_as(opt, name, class_name, ir):
            return name
    return None


def component(class_name: str) -> str:
    """The component LLVM's issue titles use for a pass class: ``CoroSplitPass`` -> ``CoroSplit``."""
    return class_name.removesuffix("Pass")
