"""Fuzz shards in the store: what each shard is and how far it got (table ``fuzz_shards``, migration 0008).

The store, not the broker, holds a shard: ``fuzz_shards`` enqueues a row per shard before it sends the
messages, the shard writes its progress after every program (the first seed not yet judged, programs judged,
seconds spent) and marks itself finished at the end. So a shard redelivered after its worker died resumes
where the last one stopped, one that already finished does nothing, and ``requeue`` rebuilds the fuzz queue
from the unfinished rows after the broker lost it.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from reportsmith.app import App
from reportsmith.distributed.routing import Kind, Work
from reportsmith.store.models import Base, utcnow
from sqlalchemy import BigInteger, Boolean, DateTime, Float, Integer, String, select
from sqlalchemy.orm import Mapped, mapped_column


class FuzzShard(Base):
    """One shard of a distributed campaign: seeds ``first_seed .. first_seed + programs - 1``, judged until
    they are done or ``seconds`` (0: no limit) are spent, whichever comes first."""

    __tablename__ = "fuzz_shards"

    first_seed: Mapped[int] = mapped_column(BigInteger, primary_key=True, autoincrement=False)
    generator: Mapped[str] = mapped_column(String(32))
    programs: Mapped[int] = mapped_column(Integer)
    seconds: Mapped[float] = mapped_column(Float)
    next_seed: Mapped[int] = mapped_column(BigInteger)
    judged: Mapped[int] = mapped_column(Integer, default=0)
    skipped: Mapped[int] = mapped_column(Integer, default=0)
    elapsed: Mapped[float] = mapped_column(Float, default=0.0)
    finished: Mapped[bool] = mapped_column(Boolean, default=False, index=True)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), default=utcnow)


@dataclass(frozen=True)
class ShardSpec:
    """What a shard is (the part that never changes)."""

    first_seed: int
    programs: int
    seconds: float = 0.0
    generator: str = "csmith"

    @property
    def work(self) -> Work:
        return Work(Kind.FUZZ, self.first_seed)


@dataclass(frozen=True)
class ShardProgress:
    """How far a shard got: the first seed not yet judged, the programs judged and skipped, the seconds
    spent (over every delivery), and whether it is over."""

    next_seed: int
    judged: int
    skipped: int
    elapsed: float
    finished: bool


def record_shards(app: App, specs: list[ShardSpec]) -> None:
    """Store a row per shard not stored yet (a shard already there keeps its definition and progress)."""
    with app.store.transaction() as session:
        for spec in specs:
            if session.get(FuzzShard, spec.first_seed) is None:
                session.add(FuzzShard(
                    first_seed=spec.first_seed, generator=spec.generator, programs=spec.programs,
                    seconds=spec.seconds, next_seed=spec.first_seed, judged=0, skipped=0, elapsed=0.0,
                    finished=False,
                ))  # fmt: skip


def load_shard(app: App, first_seed: int) -> tuple[ShardSpec, ShardProgress] | None:
    with app.store.transaction() as session:
        row = session.get(FuzzShard, first_seed)
        if row is None:
            return None
        spec = ShardSpec(row.first_seed, row.programs, row.seconds, row.generator)
        return spec, ShardProgress(row.next_seed, row.judged, row.skipped, row.elapsed, row.finished)


def save_progress(app: App, first_seed: int, progress: ShardProgress) -> None:
    with app.store.transaction() as session:
        row = session.get(FuzzShard, first_seed)
        if row is None:
            return
        row.next_seed, row.judged, row.skipped = progress.next_seed, progress.judged, progress.skipped
        row.elapsed, row.finished = progress.elapsed, progress.finished


def unfinished_shards(app: App) -> list[Work]:
    """A fuzz work per shard that has not finished: what the fuzz queue must hold."""
    with app.store.transaction() as session:
        seeds = session.scalars(
            select(FuzzShard.first_seed).where(FuzzShard.finished.is_(False)).order_by(FuzzShard.first_seed)
        )
        return [Work(Kind.FUZZ, seed) for seed in seeds]


def shard_totals(app: App, first_seeds: list[int]) -> tuple[int, bool]:
    """(programs judged, every one finished) over the shards ``first_seeds`` (``bench/distributed``)."""
    with app.store.transaction() as session:
        rows = session.scalars(select(FuzzShard).where(FuzzShard.first_seed.in_(first_seeds))).all()
        judged = sum(row.judged for row in rows)
        return judged, len(rows) == len(first_seeds) and all(row.finished for row in rows)
