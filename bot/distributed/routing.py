"""What a unit of distributed work is, which queue it goes to, and which queues a worker consumes.

A unit of work (:class:`Work`) is keyed by what it works on: "reduce failure 17" is ``reduce-17`` whatever
enqueued it, so the task id, the claim that keeps two workers off it, the heartbeat and the requeue check all
use the same key. Work that needs a compiler (reduce, bisect, ir, draft, verify) goes to a queue per compiler
(``reduce.gcc-12``): a worker consumes only the queues of the compilers its machine has, so such a task only
ever reaches a machine that can run it. A fuzz shard runs every build under test and goes to ``fuzz``.
"""

from __future__ import annotations

import enum
import shutil
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from reportsmith.config import Config
from reportsmith.errors import RoutingError


class Kind(enum.StrEnum):
    """The kinds of task, one queue family each (a site can dedicate machines to each)."""

    FUZZ = "fuzz"
    REDUCE = "reduce"
    BISECT = "bisect"
    DRAFT = "draft"
    VERIFY = "verify"
    IR = "ir"  # last: the claims' numbers of the others stay what they were


#: Kinds a worker consumes when ``--queues`` is not given.
DEFAULT_KINDS = tuple(Kind)
#: The number that identifies each kind in claims (PostgreSQL advisory locks take two integers).
KIND_NUMBER = {kind: number for number, kind in enumerate(Kind, 1)}


@dataclass(frozen=True)
class Work:
    """One unit of work: its kind, the id of what it works on (failure, report, first seed of a shard), for
    work that needs one the compiler (a configured name) that routes it."""

    kind: Kind
    subject: int
    compiler: str = ""
    #: For a reduction cut short at its budget that ``run`` continues: the sessions that had ended when it
    #: was sent, so a redelivered copy finds it already continued and does nothing (0: a pipeline step).
    session: int = 0

    @property
    def key(self) -> str:
        return f"{self.kind}-{self.subject}"

    @property
    def queue(self) -> str:
        return queue_name(self.kind, self.compiler)


def queue_name(kind: Kind, compiler: str = "") -> str:
    return str(kind) if kind is Kind.FUZZ else f"{kind}.{compiler}"


def all_queues(config: Config) -> list[str]:
    """Every queue work for this configuration can be in (what `status` and `requeue` look at)."""
    names = [c.name for c in [*config.compilers, *config.references]]
    return worker_queues(config, DEFAULT_KINDS, names)


def machine_compilers(config: Config, declared: Sequence[str] = ()) -> list[str]:
    """The compilers this machine has: ``declared`` (``--compilers``), else ``[distributed] compilers``,
    else every configured compiler whose command is on PATH."""
    known = {c.name: c for c in [*config.compilers, *config.references]}
    chosen = list(declared or config.distributed.compilers)
    for name in chosen:
        if name not in known:
            raise RoutingError(
                f"{config.source}: compiler {name!r} is not configured (expected one of: {', '.join(known)})"
            )
    if chosen:
        return chosen
    return [name for name, compiler in known.items() if compiler.argv and shutil.which(compiler.argv[0])]


def parse_kinds(text: str) -> list[Kind]:
    """``fuzz,reduce,bisect`` -> kinds; a clear error names an unknown one."""
    kinds = []
    for part in filter(None, (p.strip() for p in text.split(","))):
        try:
            kinds.append(Kind(part))
        except ValueError:
            raise RoutingError(
                f"--queues: unknown queue {part!r} (expected some of: {', '.join(Kind)})"
            ) from None
    if not kinds:
        raise RoutingError(f"--queues: expected some of: {', '.join(Kind)}")
    return kinds


def worker_queues(config: Config, kinds: Iterable[Kind], compilers: Sequence[str]) -> list[str]:
    """The queues a worker with ``compilers`` consumes for ``kinds``. Fuzz needs every build under test."""
    queues = []
    for kind in kinds:
        if kind is Kind.FUZZ:
            if all(c.name in compilers for c in config.compilers):
                queues.append(queue_name(kind))
            continue
        queues += [queue_name(kind, name) for name in compilers]
    return queues
