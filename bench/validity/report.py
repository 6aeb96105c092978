"""The table of bench/validity for bench/RESULTS.md, from run.py's ``results.jsonl``.

    .venv/bin/python bench/validity/report.py [bench/out/validity/results.jsonl] [--budget 300]

Two groups of cases, each with its own table and totals: those on which the semantic check ran in the loop
(the ``with`` run's stored final gate has a Frama-C verdict) and those on which it was off (Frama-C cannot
vouch for the original: ``long double``; the report says "not checked"), where ``with`` and ``without``
differ only by chance. One row per case and configuration: original and reduced size, reduction seconds
(the stored summary's) and the whole ``reportsmith run``'s wall time with the load average before and
after it, finished or cut by the budget, and each judge's verdict on the stored reduced test (``ok``;
``UB`` with the evidence in the notes under the table; ``timeout``: the tool did not finish, no evidence
either way). Totals per group and configuration: cases with undefined behaviour by any judge, and the time
and size per case; the check's cost per case, with against without.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

from judge import UB_JUDGES

JUDGES = UB_JUDGES
SHORT = {"clean": "ok", "invalid": "UB", "timeout": "timeout"}


def undefined(judges: dict[str, dict]) -> list[str]:
    """The judges that found undefined behaviour (or a refusal) in a test."""
    return [name for name in JUDGES if judges.get(name, {}).get("outcome") == "invalid"]


def one_line(record: dict) -> str:
    if "error" in record:
        return f"{record['case']} [{record['config']}]: {record['error']}"
    judges = record["judges"]
    names = [name for name in (*JUDGES, "bug", "range") if name in judges]
    said = ", ".join(f"{name} {SHORT[judges[name]['outcome']]}" for name in names)
    ended = _ended(record)
    return (f"{record['original_bytes']} -> {record['reduced_bytes']} B in {record['reduce_seconds']} s "
            f"({ended}; run {record['wall_seconds']} s): {said}")  # fmt: skip


def _ended(record: dict) -> str:
    """How the reduction ended: finished, cut by its budget, or broken (the reduce stage failed: the
    stored text is the last one saved mid-way, and its final gate did not run)."""
    if record["complete"]:
        return "finished"
    return "reduce failed" if record.get("reduce_failed") else "budget"


def _cell(verdict: dict, notes: list[str], where: str, name: str) -> str:
    outcome = SHORT[verdict["outcome"]]
    if verdict["outcome"] != "clean":
        notes.append(f"{where}, {name}: {verdict['detail']}")
        return f"**{outcome}** [{len(notes)}]"
    return outcome


def _bug_cell(judges: dict[str, dict], notes: list[str], where: str) -> str:
    """ "kept" or "lost" for the bug, and for its regression range when the case has one."""
    cells = []
    for name, word in (("bug", ""), ("range", "range ")):
        verdict = judges.get(name)
        if verdict is None:
            continue
        if verdict["outcome"] == "clean":
            cells.append(f"{word}kept")
        else:
            notes.append(f"{where}, {name}: {verdict['detail']}")
            cells.append(f"**{word}lost** [{len(notes)}]")
    return "; ".join(cells)


CHECKED = "the semantic check in the loop"
UNCHECKED = "the semantic check off (Frama-C cannot vouch for the original)"


def checked_cases(results: list[dict]) -> set[str]:
    """The cases whose ``with`` run had the semantic check in the loop (its final gate has a Frama-C
    verdict; rows stored before the ``semantics`` field: the validity list names Frama-C)."""

    def ran(record: dict) -> bool:
        if "semantics" in record:
            return bool(record["semantics"]["ran"])
        return any("Frama-C" in check for check in record.get("validity_checks", []))

    return {r["case"] for r in results if r["config"] == "with" and "error" not in r and ran(r)}


def _load(record: dict) -> str:
    before = record.get("load_before")
    return f"{before:.1f}→{record['load_after']:.1f}" if before is not None else f"{record['load_after']:.1f}"


def rows(results: list[dict], notes: list[str]) -> list[str]:
    table = [
        "| case | original B | original: UB judges | config | reduced B | reduce s | run s | load | ended | "
        "frama-c | asan+ubsan | msan | valgrind | bug |",
        "|---|---:|---|---|---:|---:|---:|---|---|---|---|---|---|---|",
    ]
    for record in sorted(results, key=lambda r: (r["case"], r["config"])):
        where = f"{record['case']} ({record['config']})"
        if "error" in record:
            table.append(f"| {record['case']} | | | {record['config']} | | | {record['wall_seconds']} | "
                         f"{_load(record)} | error: {record['error']} | | | | | |")  # fmt: skip
            continue
        original = undefined(record["original_judges"])
        said_original = "none" if not original else "**" + ", ".join(original) + "**"
        if original:
            for name in original:
                notes.append(
                    f"{record['case']} original, {name}: {record['original_judges'][name]['detail']}"
                )
            said_original += f" [{len(notes)}]"
        cells = [_cell(record["judges"][name], notes, where, name) for name in JUDGES]
        ended = _ended(record)
        if record.get("reduce_failed"):
            notes.append(f"{where}, the reduce stage: {record['reduce_failed']}")
            ended = f"**{ended}** [{len(notes)}]"
        table.append(
            f"| {record['case']} | {record['original_bytes']} | {said_original} | {record['config']} | "
            f"{record['reduced_bytes']} | {record['reduce_seconds']} | {record['wall_seconds']} | "
            f"{_load(record)} | {ended} | "
            f"{' | '.join(cells)} | {_bug_cell(record['judges'], notes, where)} |"
        )
    return table


def totals(results: list[dict]) -> list[str]:
    lines = ["| config | cases reduced | with UB (any judge) | UB where the original is clean | "
             "found only by frama-c | list names Frama-C | bug kept | finished in budget | "
             "median reduced B | mean reduce s | mean run s |",
             "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]  # fmt: skip
    for config in configs_in(results):
        done = [r for r in results if r["config"] == config and "error" not in r]
        if not done:
            continue
        bad = [r for r in done if undefined(r["judges"])]
        clean_original = [r for r in done if not undefined(r["original_judges"])]
        bad_of_clean = [r for r in clean_original if undefined(r["judges"])]
        only_frama = [r for r in bad if undefined(r["judges"]) == ["frama-c"]]
        kept = sum(r["judges"]["bug"]["outcome"] == "clean" for r in done)
        # the stored reduction's validity list (what the draft says was checked) naming Frama-C
        named = sum(any("Frama-C" in check for check in r.get("validity_checks", [])) for r in done)
        commits = ", ".join(sorted({r.get("commit", "?") for r in done}))
        lines.append(
            f"| {config} ({commits}) | {len(done)} | {len(bad)} ({len(bad) / len(done):.0%}) | "
            f"{len(bad_of_clean)} of {len(clean_original)} "
            f"({len(bad_of_clean) / max(1, len(clean_original)):.0%}) | {len(only_frama)} | {named} | "
            f"{kept} | "
            f"{sum(r['complete'] for r in done)} | "
            f"{statistics.median(r['reduced_bytes'] for r in done):.0f} | "
            f"{statistics.mean(r['reduce_seconds'] for r in done):.1f} | "
            f"{statistics.mean(r['wall_seconds'] for r in done):.1f} |"
        )
    return lines


def configs_in(results: list[dict]) -> list[str]:
    order = ("with", "without", "default")
    return sorted({r["config"] for r in results}, key=lambda c: (order.index(c) if c in order else 9, c))


def cost(results: list[dict]) -> list[str]:
    """The semantic check's cost: per case reduced with it and without it (``without``, else ``default``),
    the differences in wall time of the whole run, reduction time and time per test, and in size."""
    pairs: dict[str, dict[str, dict]] = {}
    for record in results:
        if "error" not in record:
            pairs.setdefault(record["case"], {})[record["config"]] = record
    names = set(configs_in(results))
    other = "without" if "without" in names else "default"
    both = {case: p for case, p in sorted(pairs.items()) if {"with", other} <= set(p)}
    if not both:
        return ["The cost of the check needs the configuration with it and one without it (only one ran)."]
    lines = [f"| case | run s with / {other} | reduce s with / {other} | tests with / {other} | "
             f"ms per test with / {other} | validations: s (count) with / {other} | "
             f"reduced B with / {other} | both ended |",
             "|---|---:|---:|---:|---:|---:|---:|---|"]  # fmt: skip
    for case, p in both.items():
        w, o = p["with"], p[other]
        ended = "/".join(_ended(r) for r in (w, o))
        lines.append(f"| {case} | {w['wall_seconds']} / {o['wall_seconds']} | {w['reduce_seconds']} / "
                     f"{o['reduce_seconds']} | {_tests(w)} / {_tests(o)} | {_per_test(w)} / {_per_test(o)} | "
                     f"{_validations(w)} / {_validations(o)} | "
                     f"{w['reduced_bytes']} / {o['reduced_bytes']} | {ended} |")  # fmt: skip
    pairs_list = list(both.values())
    wall = statistics.mean(p["with"]["wall_seconds"] - p[other]["wall_seconds"] for p in pairs_list)
    reduce = statistics.mean(p["with"]["reduce_seconds"] - p[other]["reduce_seconds"] for p in pairs_list)
    finished = [p for p in pairs_list if p["with"]["complete"] and p[other]["complete"]]
    ratio = ""
    if finished:
        times = statistics.median(p["with"]["reduce_seconds"] / max(0.1, p[other]["reduce_seconds"])
                                  for p in finished)  # fmt: skip
        ratio = (
            f"; over the {len(finished)} finished both ways, reduction time with/{other} median {times:.2f}x"
        )
    size = statistics.median(p["with"]["reduced_bytes"] / max(1, p[other]["reduced_bytes"])
                             for p in pairs_list)  # fmt: skip
    return [*lines, "", f"Cost of the semantic check (with vs {other}) over {len(both)} cases reduced both "
            f"ways: {wall:+.1f} s of the whole run and {reduce:+.1f} s of reduction per case on average"
            f"{ratio}; median reduced size with/{other} {size:.2f}x."]  # fmt: skip


def _validations(record: dict) -> str:
    """The engine's validations of speculated chains (the whole predicate; Frama-C too when on)."""
    if "validations" not in record:
        return "?"
    return f"{record['validation_seconds']} ({record['validations']})"


def _tests(record: dict) -> str:
    return str(record.get("tests_run", "?"))


def _per_test(record: dict) -> str:
    tests = record.get("tests_run")
    return f"{1000 * record['reduce_seconds'] / tests:.0f}" if tests else "?"


def markdown(results: list[dict], budget: float | None = None) -> str:
    if budget is not None:
        results = [r for r in results if r.get("budget") == budget]
    checked = checked_cases(results)
    parts: list[str] = []
    for title, group in ((CHECKED, [r for r in results if r["case"] in checked]),
                         (UNCHECKED, [r for r in results if r["case"] not in checked])):  # fmt: skip
        if not group:
            continue
        notes: list[str] = []
        cases = len({r["case"] for r in group})
        parts += [f"#### {cases} cases with {title}", "", *rows(group, notes), "", *totals(group), ""]
        if title == CHECKED:
            parts += [*cost(group), ""]
        parts += [f"[{number}] {note}" for number, note in enumerate(notes, 1)]
        parts.append("")
    return "\n".join(parts)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    default = Path(__file__).resolve().parents[1] / "out" / "validity" / "results.jsonl"
    parser.add_argument("results", nargs="?", type=Path, default=default)
    parser.add_argument("--budget", type=float)
    args = parser.parse_args(argv)
    results = [json.loads(line) for line in args.results.read_text().splitlines() if line.strip()]
    print(markdown(results, args.budget))
    return 0


if __name__ == "__main__":
    sys.exit(main())
