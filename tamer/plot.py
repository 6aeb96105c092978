"""Discovery-curve PNGs (matplotlib, Agg backend: no display needed)."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from reportsmith.tamer.evaluate import CorpusReport  # noqa: E402


def plot_report(report: CorpusReport, path: str | Path, first: int | None = None) -> Path:
    """Write the discovery curves of ``report`` (and its known-bug panel) to ``path``; returns the path."""
    panels = 2 if report.known else 1
    figure, axes = plt.subplots(1, panels, figsize=(6.5 * panels, 4.5), squeeze=False)
    axis = axes[0][0]
    limit = first or report.tests
    ideal = [min(i, report.bugs) for i in range(1, limit + 1)]
    axis.plot(range(1, limit + 1), ideal, color="0.7", linestyle=":", label="ideal")
    for metrics in report.methods:
        axis.plot(range(1, limit + 1), metrics.curve[:limit], label=metrics.name)
    axis.set(
        title=f"{report.corpus}: {report.bugs} bugs, {report.tests} tests\ndistance {report.distance}",
        xlabel="tests examined",
        ylabel="distinct bugs seen",
        xscale="log",
    )
    axis.legend(fontsize=8, loc="lower right")
    if report.known:
        axis = axes[0][1]
        for metrics in report.known.methods:
            size = min(limit, len(metrics.curve))
            axis.plot(range(1, size + 1), metrics.curve[:size], label=metrics.name)
        axis.set(
            title=f"known-bug mode: mean of {report.known.draws} draws\n(only unknown bugs counted)",
            xlabel="tests examined",
            ylabel="distinct unknown bugs seen",
            xscale="log",
        )
        axis.legend(fontsize=8, loc="lower right")
    figure.tight_layout()
    target = Path(path)
    figure.savefig(target, dpi=110)
    plt.close(figure)
    return target
