"""Tamer benchmark: scale (synthetic 10,000 / 50,000 failures) and quality (labelled corpora).

Run: ``.venv/bin/python bench/tame/run.py`` (or ``bench/tame/run``). Each scale scenario runs in its own
process so its peak RSS (``ru_maxrss``) is its own. Synthetic failures: bug families with power-law sizes,
each a ~200-byte C template whose identifiers and constants are mutated per failure, and a ~100-byte
compiler message per family with varying file names, line numbers and addresses.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import resource
import subprocess
import sys
import time
from pathlib import Path

TEMPLATES = [
    "struct S{k} {{ int a : {c}; volatile char b; }} s{k};\nint f{k}(int p) {{ for (int i = 0; i < {c}; i++) "
    "s{k}.a += p / {c}; return s{k}.b ? {v} : p % {c}; }}\nint main(void) {{ return f{k}({c}); }}\n",
    "union U{k} {{ long x; short y[{c}]; }};\nstatic union U{k} g{k};\nvoid h{k}(long *q) {{ while (*q) "
    "{{ g{k}.y[{c} - 1] ^= (short)*q; *q >>= {c}; }} }}\n"
    "int main(void) {{ long t = {v}; h{k}(&t); return 0; }}\n",
    "int a{k}[{c}][{c}];\nchar b{k};\nvoid fn{k}(void) {{ b{k} = 0; for (; b{k} < {c}; b{k} += 1) "
    "a{k}[1][b{k}] = {v}; }}\nint main(void) {{ fn{k}(); return a{k}[1][0] != {v}; }}\n",
    "unsigned long long m{k}(unsigned char x) {{ return (unsigned) ~x >> {c}; }}\nint main(void) {{ "
    "volatile unsigned char z = {v}; return m{k}(z) == {c} ? 0 : 1; }} /* {k} */\n",
]
MESSAGES = [
    "{f}:{l}:{c}: internal compiler error: in {fn}, at {src}.c:{line}\n0x{addr:x} {fn}\n"
    "Please submit a report\n",
    "{f}:{l}: error: {fn}: assertion `{src} != 0' failed at {src}.c:{line} (0x{addr:x})\n",
    "tcc: {f}:{l}: {fn}: Assertion `vtop->r == {line}' failed; Segmentation fault /tmp/cc{k}.o\n",
]


def synthetic(n: int, seed: int = 0) -> list:  # type: ignore[type-arg]
    from reportsmith.tamer.case import Case

    rng = random.Random(seed)
    families = 60
    weights = [1.0 / (rank + 1) ** 1.2 for rank in range(families)]
    failures = []
    for i in range(n):
        family = rng.choices(range(families), weights)[0]
        template = TEMPLATES[family % len(TEMPLATES)]
        test = "/* csmith seed {v} */\n" + template
        test = test.format(
            k=rng.choice("abcdefgh") * rng.randint(1, 3), c=rng.randint(1, 64), v=rng.randint(0, 1 << 16)
        )
        output = MESSAGES[family % len(MESSAGES)].format(
            f=f"t{i}.c",
            l=rng.randint(1, 9),
            c=rng.randint(1, 40),
            fn=f"gen_op{family}",
            src=f"pass{family % 17}",
            line=100 + family * 37,
            addr=rng.getrandbits(40),
            k=f"{rng.getrandbits(24):06x}",
        )
        failures.append(Case(str(i), test, output))
    return failures


def one(scenario: str, n: int, distance: str, head: int | None) -> dict[str, float]:
    from reportsmith.tamer.rank import rank

    failures = synthetic(n)
    started = time.perf_counter()
    ranking = rank(failures, distance, head=head)
    elapsed = time.perf_counter() - started
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return {
        "scenario": scenario,
        "n": n,
        "distinct": len(ranking.entries),
        "distance": distance,
        "head": head or min(len(ranking.entries), 2000),
        "seconds": round(elapsed, 2),
        "peak_rss_mb": round(peak_mb),
        "test_bytes": round(sum(len(f.test) for f in failures) / n),
        "output_bytes": round(sum(len(f.output) for f in failures) / n),
    }


SCENARIOS = {
    "lev10k": (10_000, "lev_test+lev_output", None),
    "tfidf10k": (10_000, "tfidf_test", None),
    "tfidf50k": (50_000, "tfidf_test", None),
    "tfidf50k_out": (50_000, "0.5*tfidf_test+0.5*tfidf_output", None),
    "lev10k_full": (10_000, "lev_test+lev_output", 10_000),
}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--one", help=argparse.SUPPRESS)
    parser.add_argument("--full", action="store_true", help="also rank all 10,000 by exact FPF (slow)")
    parser.add_argument("--skip-quality", action="store_true")
    parser.add_argument(
        "--corpora",
        default=str(Path(__file__).resolve().parents[3] / "shared" / "bench" / "tame"),
        help="folder of labelled corpora",
    )
    arguments = parser.parse_args()
    if arguments.one:
        print(json.dumps(one(arguments.one, *SCENARIOS[arguments.one])))
        return 0
    print(
        f"# {time.strftime('%Y-%m-%d')} {platform.node()} {platform.processor() or platform.machine()}, "
        f"python {platform.python_version()}"
    )
    names = [n for n in SCENARIOS if arguments.full or n != "lev10k_full"]
    for name in names:
        out = subprocess.run(
            [sys.executable, __file__, "--one", name], capture_output=True, text=True, check=True
        )
        print(out.stdout.strip(), flush=True)
    if not arguments.skip_quality:
        from reportsmith.tamer.corpus import load_corpus
        from reportsmith.tamer.evaluate import evaluate_corpus

        # The shared corpora, then the ones built here (bench/tame/corpora/*, e.g. build_tcc_corpus.py's).
        roots = [Path(arguments.corpora), Path(__file__).resolve().parent / "corpora"]
        folders = [f for root in roots if root.is_dir() for f in sorted(root.iterdir())]
        for folder in (f for f in folders if (f / "labels.csv").is_file()):
            corpus = load_corpus(folder)
            # "auto": the default the tamer chooses for what this corpus has (reportsmith.tamer.choice).
            distances = ["auto", "lev_test", "tfidf_test", "lev_test+tfidf_test"]
            if any(failure.output for failure in corpus.failures):
                distances.insert(2, "lev_test+lev_output")
            for distance in distances:
                started = time.perf_counter()
                # Known-bug mode makes half the bugs "known": meaningless with fewer than 4 bugs.
                report = evaluate_corpus(corpus, distance, draws=100 if corpus.bugs >= 4 else 0)
                print(
                    f"## {corpus.name} ({report.tests} tests, {report.bugs} bugs) distance={report.distance} "
                    f"[{time.perf_counter() - started:.1f} s]"
                )
                for metrics in report.methods + (report.known.methods if report.known else []):
                    print(json.dumps(metrics.row()), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
