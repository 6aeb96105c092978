"""The per-pass table of a reduction: what each pass cost (tests, seconds) and what it removed.

One table for every road into the reducer (issue 37: the campaign-stored failure, the ingested one and the
CLI ended 10x apart and nothing said why): ``reportsmith reduce FILE --timing``, ``reduce --failure ID
--timing`` and the main job's reduce stage print it, the latter two from the stored ``Reduction.passes``
(so a reduction continued over several sessions shows its totals).
"""

from __future__ import annotations

from collections.abc import Mapping

from reportsmith.reducer import PassStats
from rich.table import Table


def pass_table(passes: Mapping[str, PassStats], title: str = "per pass") -> Table:
    """The passes that ran, most bytes removed first."""
    table = Table(title=title, show_edge=False)
    for column in ("pass", "tests", "cache hits", "accepted", "seconds", "bytes removed"):
        table.add_column(column, justify="left" if column == "pass" else "right")
    for name, stats in sorted(passes.items(), key=lambda item: -item[1].bytes_removed):
        table.add_row(name, str(stats.tests), str(stats.cache_hits), str(stats.successes),
                      f"{stats.seconds:.1f}", str(stats.bytes_removed))  # fmt: skip
    return table


def timing_line(seconds: float, pass_name: str, before: int, after: int) -> str:
    """One ``--timing`` line: a new best, when and by which pass (``reduce FILE``, ``reduce --failure``)."""
    return f"[{seconds:8.1f} s] {pass_name}: {before} -> {after} bytes"
