"""bench/bisect: fix search over tinycc's real history for a real tcc rejects-valid bug.

Debian's tcc (0.9.27+git20200814) rejects csmith's ``#pragma pack(push)`` ("',' expected (got ")")"); later
tinycc accepts it. This finds the commit that fixed it, first with an empty build cache, then again with the
cache warm, and (with --git-bisect) runs ``git bisect run`` with the same build and test as the competitor.

    .venv/bin/python bench/bisect/run_tinycc.py [--repo /work/cache/tinycc] [--git-bisect]

The tinycc clone and every build live outside this repository (default /work/cache); nothing is committed.
"""

from __future__ import annotations

import argparse
import json
import platform
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

from reportsmith.bisect.api import GitBuildRecipe, RejectPredicate, first_fixed_revision
from reportsmith.common.process import run_limited
from reportsmith.common.signature import first_error

CASE = (
    Path(__file__).resolve().parents[3] / "shared" / "bench" / "reduce" / "tcc-rejects-pragma-pack" / "prog.c"
)
FLAGS = ["-w", "-I/usr/include/csmith"]
BUILD = ["./configure --prefix={prefix} >/dev/null", "make -j{jobs}", "make install"]
MIRROR = Path("/work/.mirror/TinyCC+tinycc/repo")


def ensure_clone(repo: Path) -> None:
    if not repo.exists():
        source = str(MIRROR) if MIRROR.exists() else "https://github.com/TinyCC/tinycc"
        subprocess.run(["git", "clone", "-q", source, str(repo)], check=True)


def rev(repo: Path, *args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(repo), *args], check=True, capture_output=True, text=True
    ).stdout.strip()


def our_run(repo: Path, cache: Path, bad: str, fixed: str, predicate: RejectPredicate) -> dict:
    recipe = GitBuildRecipe(repo, BUILD, "{prefix}/bin/tcc", cache, cache_budget_mb=2048, jobs=2)
    started = time.monotonic()
    report = first_fixed_revision(recipe, bad, fixed, predicate, FLAGS)
    return {
        "summary": report.summary,
        "status": report.result.status.value,
        "probes": report.result.probe_count,
        "commits": len(report.result.keys),
        "builds": report.builds,
        "cache_hits": report.cache_hits,
        "unbuildable": len(report.unbuildable),
        "wall_seconds": round(time.monotonic() - started, 1),
        "notes": report.notes,
    }


GIT_BISECT_SCRIPT = """#!/bin/sh
# exit 0: still rejects (old = broken); 1: accepts (new = fixed); 125: does not build
prefix=$(mktemp -d)
git clean -qfdx >/dev/null; ./configure --prefix=$prefix >/dev/null 2>&1 && make -j2 >/dev/null 2>&1 \\
  && make install >/dev/null 2>&1 || exit 125
cd {case_dir}
$prefix/bin/tcc -c -w -I/usr/include/csmith prog.c -o $prefix/out.o 2>&1 | grep -q "',' expected" \\
  && status=0 || status=1
rm -rf $prefix
exit $status
"""


def git_bisect_run(repo: Path, bad: str, fixed: str, work: Path) -> dict:
    tree = work / "git-bisect-tree"
    if tree.exists():
        subprocess.run(["git", "-C", str(repo), "worktree", "remove", "--force", str(tree)], check=False)
    subprocess.run(
        ["git", "-C", str(repo), "worktree", "add", "-q", "--detach", str(tree), fixed], check=True
    )
    script = work / "git-bisect-test.sh"
    script.write_text(GIT_BISECT_SCRIPT.format(case_dir=CASE.parent))
    script.chmod(0o755)
    started = time.monotonic()
    git = ["git", "-C", str(tree)]
    subprocess.run(
        [*git, "bisect", "start", "--first-parent", "--term-old=broken", "--term-new=fixed", fixed, bad],
        check=True,
        capture_output=True,
    )
    run = subprocess.run([*git, "bisect", "run", str(script)], capture_output=True, text=True)
    wall = time.monotonic() - started
    steps = run.stdout.count("running ")
    culprit = next((line for line in run.stdout.splitlines() if "is the first fixed commit" in line), "")
    subprocess.run([*git, "bisect", "reset"], capture_output=True)
    subprocess.run(["git", "-C", str(repo), "worktree", "remove", "--force", str(tree)], check=False)
    return {"culprit": culprit, "builds_and_probes": steps, "wall_seconds": round(wall, 1)}


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--repo", type=Path, default=Path("/work/cache/tinycc"))
    parser.add_argument("--work", type=Path, default=Path("/work/cache/bisect-bench"))
    parser.add_argument("--git-bisect", action="store_true", help="also time git bisect run (the competitor)")
    args = parser.parse_args()
    ensure_clone(args.repo)
    # The old end: the last mob commit of the day of Debian's snapshot (0.9.27+git20200814).
    bad = rev(args.repo, "rev-list", "-1", "--first-parent", "--before=2020-08-15", "origin/mob")
    fixed = rev(args.repo, "rev-parse", "origin/mob")
    # Never "-o /dev/null": tcc unlinks its output on error, and as root that removes /dev/null.
    debian = run_limited(["tcc", "-c", *FLAGS, str(CASE), "-o", "debian.o"], cwd=tempfile.gettempdir())
    signature = first_error(debian.output, [CASE.name])
    predicate = RejectPredicate(test_file=CASE, signature=signature, compile_args=("-c",))
    cache = args.work / "cache"
    if cache.exists():
        shutil.rmtree(cache)
    results = {
        "date": time.strftime("%Y-%m-%d"),
        "machine": f"{platform.node()} {platform.machine()}, load {open('/proc/loadavg').read().split()[0]}",
        "range": f"{bad[:12]}..{fixed[:12]}",
        "signature": signature,
        "cold_cache": our_run(args.repo, cache, bad, fixed, predicate),
        "warm_cache": our_run(args.repo, cache, bad, fixed, predicate),
    }
    if args.git_bisect:
        results["git_bisect_run"] = git_bisect_run(args.repo, bad, fixed, args.work)
    print(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
