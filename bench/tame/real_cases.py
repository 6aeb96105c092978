"""The real GCC and Clang bugs of ``../shared/bench/real``, each filed twice, ranked by the bot (issue 32).

Each public report becomes two failures of one bug: its original reproducer, and the reduced test an
earlier ``bench/real/run_all.py`` run made of it (a user dropping a bug the bot has seen, reduced, into the
inbox again). Both go through ``reportsmith run`` with the bundled configuration and the release series of
``run_all.py`` (clang-13..16, gcc-11/12), so every fact is the bot's own: first bad release of the text it
was given, guilty pass, hiding and minimal flags, crash frames (:func:`reportsmith.report.same_bug.facts_of`).

Then, with the bug of each failure known (its case):

* discovery curves of the default the tamer chooses (:func:`~reportsmith.tamer.choice.choose_distance`), the
  same without the facts (*text only*), and each fact distance added to the text one: FPF over every start
  point (:func:`~reportsmith.tamer.evaluate.fpf_metrics`), and the random expectation;
* the ranking the tame stage stored: which bug each position holds;
* every pair of failures that shares strong evidence (:func:`~reportsmith.tamer.facts.strong_evidence`),
  which is what makes a draft say "likely the same bug as": same bug or not.

    .venv/bin/python bench/tame/real_cases.py FIRST_RUN_WORK WORK [REDUCE_SECONDS]

FIRST_RUN_WORK is the folder ``bench/real/run_all.py`` was given; WORK a new folder (inbox, config, store).
"""

from __future__ import annotations

import argparse
import itertools
import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

from reportsmith.report.same_bug import facts_of
from reportsmith.store import Failure
from reportsmith.tamer.choice import choose_distance
from reportsmith.tamer.distances import parse_distance
from reportsmith.tamer.evaluate import fpf_metrics, random_baseline
from reportsmith.tamer.facts import FACT_DISTANCES, shared_facts, strong_evidence
from reportsmith.taming import case_of

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[0] / "real"))
from run_all import _config, _inbox, stored_failures  # noqa: E402

REDUCED = "-reduced"


def build_inbox(first_run: Path, work: Path) -> dict[str, dict]:
    """The cases' originals (as ``run_all.py`` lays them out) and, beside each, the reduced test the first
    run stored, with the same compiler, flags and expectation. Returns the cases by test file name."""
    inbox = work / "inbox"
    inbox.mkdir(parents=True, exist_ok=True)
    cases = _inbox(inbox)
    for failure in stored_failures(first_run):
        if failure.reduced_bytes is None or failure.test_name not in cases:
            continue
        original = inbox / failure.test_name
        twin = original.with_name(original.stem + REDUCED + original.suffix)
        twin.write_bytes(failure.reduced_bytes)
        sidecar = original.with_suffix(".toml").read_text()
        twin.with_suffix(".toml").write_text(sidecar)
        cases[twin.name] = cases[failure.test_name]
    return cases


def bug_of(test_name: str) -> str:
    path = Path(test_name)
    return path.stem.removesuffix(REDUCED) + path.suffix


def curves(cases: list, labels: list[str]) -> dict[str, dict]:
    """Discovery metrics of the default, text only, and text only + each fact distance."""
    default = choose_distance(cases).distance
    text_only = choose_distance([replace(case, facts=None) for case in cases]).distance
    rows = {"default": default, "text only": text_only}
    rows |= {f"text only + {name}": f"{text_only}+{name}" for name in FACT_DISTANCES}
    found = {}
    for label, expression in rows.items():
        matrix = parse_distance(expression).prepare(cases).matrix()
        found[label] = {"distance": expression, **fpf_metrics(labels, matrix, starts=len(cases))[1].row()}
    found["random (expected)"] = random_baseline(labels).row()
    return found


def described(failure: Failure, bug: str) -> dict:
    facts = facts_of(failure)
    known = facts.known() if facts is not None else {}
    return {
        "test": failure.test_name,
        "bug": bug,
        "tame_rank": failure.tame_rank,
        "verdict": str(failure.verdict),
        "bytes": len(failure.reduced_bytes or failure.test_bytes),
        "facts": {name: sorted(v) if isinstance(v, frozenset) else v for name, v in known.items()},
    }


def strong_pairs(failures: list[Failure], labels: list[str]) -> list[dict]:
    """Every pair sharing strong evidence: what it shares, and whether the two are one bug."""
    pairs = []
    for (a, bug_a), (b, bug_b) in itertools.combinations(zip(failures, labels, strict=True), 2):
        mine, theirs = facts_of(a), facts_of(b)
        shared = shared_facts(mine, theirs) if mine is not None and theirs is not None else {}
        if strong_evidence(shared):
            pairs.append({"failures": [a.test_name, b.test_name], "same_bug": bug_a == bug_b,
                          "shared": list(shared.values())})  # fmt: skip
    return pairs


def main() -> int:
    formatter = argparse.RawDescriptionHelpFormatter
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=formatter)
    parser.add_argument("first_run", type=Path, help="the WORK_DIR of an earlier bench/real/run_all.py run")
    parser.add_argument("work", type=Path, help="a new folder for this run's inbox, config and store")
    parser.add_argument("seconds", type=float, nargs="?", default=120.0, help="reduction budget a failure")
    parser.add_argument("--table-only", action="store_true", help="evaluate WORK's store without running")
    parser.add_argument("--out", type=Path, default=HERE / "results" / "real-cases.json")
    arguments = parser.parse_args()
    work = arguments.work.resolve()
    first_store = arguments.first_run / "data" / "reportsmith.db"
    if not first_store.is_file():
        said = f"{first_store}: no such store; run bench/real/run_all.py with that folder first"
        print(said, file=sys.stderr)
        return 2
    cases = build_inbox(arguments.first_run.resolve(), work)
    if not arguments.table_only:
        env = {"REPORTSMITH_CONFIG": str(_config(work, cases, arguments.seconds)),
               "REPORTSMITH_DATA": str(work / "data"), "PATH": "/usr/bin:/bin"}  # fmt: skip
        subprocess.run([str(Path(sys.executable).parent / "reportsmith"), "run"], env=env, check=True)
    failures = [f for f in stored_failures(work) if f.tame_rank is not None]
    labels = [bug_of(f.test_name) for f in failures]
    tame_cases = [case_of(f) for f in failures]
    ranked = sorted(zip(failures, labels, strict=True), key=lambda pair: pair[0].tame_rank or 0)
    result = {
        "failures": [described(f, bug) for f, bug in ranked],
        "stored_distance": failures[0].tame.distance if failures and failures[0].tame else None,
        "curves": curves(tame_cases, labels),
        "strong_pairs": strong_pairs(failures, labels),
    }
    arguments.out.parent.mkdir(parents=True, exist_ok=True)
    arguments.out.write_text(json.dumps(result, indent=1) + "\n")
    print(json.dumps({k: result[k] for k in ("stored_distance", "curves", "strong_pairs")}, indent=1))
    print("ranking stored by the tame stage:", [(f["tame_rank"], f["bug"]) for f in result["failures"]])
    return 0


if __name__ == "__main__":
    sys.exit(main())
