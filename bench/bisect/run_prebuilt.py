"""bench/bisect: bisection over an HTTP archive of prebuilt tinycc builds vs git bisection building commits.

The real bug: tinycc before e97e108d0bf4 ("tccpe: #pragma pack(push) - support this form") rejects
``#pragma pack(push)`` (Debian's tcc still does). Over the first-parent range of ``--range`` commits around
the fix, this

1. runs git bisection (fix search) with an empty build cache: every probed commit is built;
2. builds the commits git bisection did not need (untimed: the archive's builder did this once for everyone),
   packs every build as a tarball with an ``index.json`` (sha256, size), and serves them on 127.0.0.1;
3. runs the same search over the archive with an empty download cache, then again with the cache warm.

    .venv/bin/python bench/bisect/run_prebuilt.py [--repo /work/cache/tinycc] [--range 9]

The clone, builds and archive live outside this repository (default /work/cache); nothing is committed.
"""

from __future__ import annotations

import argparse
import functools
import json
import platform
import shutil
import subprocess
import threading
import time
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from reportsmith.bisect.api import (
    BuildArchive,
    BuildCache,
    GitBuildRecipe,
    RejectPredicate,
    first_fixed_prebuilt,
    first_fixed_revision,
    pack_build,
)

FIX = "e97e108d0bf494ccb2b6979a57210df452a522a5"
BUILD = ["./configure --prefix={prefix} >/dev/null", "make -j{jobs}", "make install"]
MIRROR = Path("/work/.mirror/TinyCC+tinycc/repo")
PROGRAM = "#pragma pack(push)\n#pragma pack(1)\nstruct s { char c; int i; };\n#pragma pack(pop)\nint n;\n"


def git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(repo), *args], check=True, capture_output=True, text=True).stdout


def the_range(repo: Path, count: int) -> list[str]:
    """``count`` first-parent commits with the fix in the middle, oldest first."""
    history = git(repo, "rev-list", "--first-parent", "--reverse", "origin/mob").split()
    middle = history.index(FIX)
    return history[middle - count // 2 : middle - count // 2 + count]


class QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass


def serve(folder: Path) -> ThreadingHTTPServer:
    handler = functools.partial(QuietHandler, directory=str(folder))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def pack_archive(cache: BuildCache, commits: list[str], folder: Path) -> int:
    folder.mkdir(parents=True)
    entries = []
    for commit in commits:
        name = f"tcc-{commit[:12]}.tar.gz"
        sha256 = pack_build(cache.prefix_of(commit), folder / name)
        entries.append(
            {"revision": commit, "file": name, "sha256": sha256, "size": (folder / name).stat().st_size}
        )
    (folder / "index.json").write_text(json.dumps({"builds": entries}))
    return sum(e["size"] for e in entries)


def archive_run(url: str, cache: Path, commits: list[str], predicate: RejectPredicate) -> dict:
    archive = BuildArchive(url, cache, cache_budget_mb=512)
    started = time.monotonic()
    report = first_fixed_prebuilt(archive, "{prefix}/bin/tcc", commits[0], commits[-1], predicate)
    return {
        "summary": report.summary,
        "probes": report.result.probe_count,
        "downloads": archive.downloads,
        "bytes_downloaded": archive.bytes_downloaded,
        "cache_hits": archive.cache_hits,
        "wall_seconds": round(time.monotonic() - started, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--repo", type=Path, default=Path("/work/cache/tinycc"))
    parser.add_argument("--work", type=Path, default=Path("/work/cache/prebuilt-bench"))
    parser.add_argument("--range", type=int, default=9, help="commits in the range (the fix in the middle)")
    args = parser.parse_args()
    if not args.repo.exists():
        source = str(MIRROR) if MIRROR.exists() else "https://github.com/TinyCC/tinycc"
        subprocess.run(["git", "clone", "-q", source, str(args.repo)], check=True)
    if args.work.exists():
        shutil.rmtree(args.work)
    args.work.mkdir(parents=True)
    program = args.work / "pack.c"
    program.write_text(PROGRAM)
    predicate = RejectPredicate(test_file=program, compile_args=("-c",))
    commits = the_range(args.repo, args.range)
    recipe = GitBuildRecipe(args.repo, BUILD, "{prefix}/bin/tcc", args.work / "build-cache", 2048, jobs=2)
    started = time.monotonic()
    report = first_fixed_revision(recipe, commits[0], commits[-1], predicate)
    git_run = {
        "summary": report.summary,
        "probes": report.result.probe_count,
        "builds": report.builds,
        "wall_seconds": round(time.monotonic() - started, 1),
    }
    cache = BuildCache(recipe)
    started = time.monotonic()
    for commit in commits:
        cache.get(commit)
    rest = {"builds": cache.builds_run, "wall_seconds": round(time.monotonic() - started, 1)}
    archive_bytes = pack_archive(cache, commits, args.work / "archive")
    server = serve(args.work / "archive")
    url = f"http://127.0.0.1:{server.server_address[1]}/index.json"
    try:
        cold = archive_run(url, args.work / "download-cache", commits, predicate)
        warm = archive_run(url, args.work / "download-cache", commits, predicate)
    finally:
        server.shutdown()
    results = {
        "date": time.strftime("%Y-%m-%d"),
        "machine": f"{platform.node()} {platform.machine()}, load {open('/proc/loadavg').read().split()[0]}",
        "range": f"{commits[0][:12]}..{commits[-1][:12]} ({len(commits)} commits)",
        "git_bisection_cold": git_run,
        "building_the_rest_for_the_archive": rest,
        "archive": {"tarballs": len(commits), "bytes": archive_bytes},
        "archive_cold_cache": cold,
        "archive_warm_cache": warm,
    }
    print(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
