"""The pass interface and the registry of passes by name.

A pass is an object with

* ``name: str`` — its registry name (the schedule and ``--passes`` refer to it);
* ``grows: bool`` — True when its edits may make the text larger (the engine then accepts an interesting
  variant that is not smaller; otherwise it requires strictly smaller);
* ``candidates(text, resume, context) -> Iterator[Candidate]`` — the edits it proposes on ``text``, lazily,
  best first. ``resume`` is ``None`` on the first call of a sweep, else the ``Candidate.resume`` of the last
  accepted candidate, so the pass continues where it was (C-Reduce's new/advance state, but kept by the
  engine). A pass must be a pure function of its arguments: the engine relies on it for determinism.

Passes are registered with :func:`register` on a factory (usually the class) that takes the schedule entry's
options as keyword arguments: ``{pass = "lines", level = 1}`` builds ``Lines(level=1)``. Each pass lives in
its own module of this package; :func:`load_all` imports them, so adding a pass is adding a module.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, Protocol

from reportsmith.reducer.edits import Candidate
from reportsmith.reducer.errors import ScheduleError


@dataclass
class PassContext:
    """What a pass may know besides the text: the test file's name (language, clang-format), a seeded
    random generator (for passes that sample), a timeout for tools a pass runs itself, and, when the
    predicate can tell, ``crash_lines(text)``: the source lines of a runtime crash's backtrace, innermost
    frame first (the wrong-code predicate's compiler under test, ``after-crash``)."""

    file_name: str = "test.c"
    rng: random.Random = field(default_factory=lambda: random.Random(0))
    tool_timeout: float = 30.0
    crash_lines: Callable[[bytes], list[int]] | None = None


class Pass(Protocol):
    name: str
    grows: bool

    def candidates(self, text: bytes, resume: Any, context: PassContext) -> Iterator[Candidate]: ...


PassFactory = Callable[..., Pass]
_REGISTRY: dict[str, PassFactory] = {}


def register(name: str) -> Callable[[PassFactory], PassFactory]:
    """Class decorator: make a pass available under ``name``."""

    def decorate(factory: PassFactory) -> PassFactory:
        if name in _REGISTRY and _REGISTRY[name] is not factory:
            raise ValueError(f"pass name {name!r} registered twice")
        _REGISTRY[name] = factory
        return factory

    return decorate


def load_all() -> None:
    """Import every pass module of this package (each registers itself)."""
    for module_info in pkgutil.iter_modules(__path__):
        if not module_info.name.startswith("_"):
            importlib.import_module(f"{__name__}.{module_info.name}")


def names() -> list[str]:
    load_all()
    return sorted(_REGISTRY)


def create(name: str, **options: Any) -> Pass:
    """Build the pass registered as ``name`` with its schedule options."""
    load_all()
    try:
        factory = _REGISTRY[name]
    except KeyError:
        raise ScheduleError(f"unknown pass {name!r}; known passes: {', '.join(sorted(_REGISTRY))}") from None
    try:
        # Only the binding of the options is the schedule's fault: a TypeError raised while the pass is
        # built is a bug in the pass and must not be relabelled as a schedule error.
        inspect.signature(factory).bind(**options)
    except TypeError as error:
        raise ScheduleError(f"bad options {options} for pass {name!r}: {error}") from None
    return factory(**options)
