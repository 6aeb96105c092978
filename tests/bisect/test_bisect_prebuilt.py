"""Bisection over prebuilt compilers, on real tinycc builds: a folder of builds named by revision, and an HTTP
archive of tarballs served by a local server (resumed downloads, checksums, eviction, missing builds).

The real bug: tinycc before e97e108d0bf4 ("tccpe: #pragma pack(push) - support this form", 2021-08-19)
rejects ``#pragma pack(push)`` with "',' expected" (Debian's tcc still does). The range is the five
first-parent commits 675046bd..ca11849e around the fix; git bisection builds the commits it probes with the
build cache, the one commit it did not need is built too, and those real builds are packed as the archive's
tarballs.
"""

from __future__ import annotations

import json
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest
from fakes.local_archive import LocalArchive
from fakes.local_http import Fault
from reportsmith.bisect.api import (
    ArchiveChecksumError,
    BuildArchive,
    BuildCache,
    BuildFolder,
    BuildMissingError,
    GitBisectReport,
    GitBuildRecipe,
    Mark,
    RejectPredicate,
    Status,
    first_fixed_prebuilt,
    first_fixed_revision,
    pack_build,
)

MIRROR = Path("/work/.mirror/TinyCC+tinycc/repo")
UPSTREAM = "https://github.com/TinyCC/tinycc"
RANGE = [
    "675046bd59bc6977bb2016c7d2e115ace8a6ae6c",
    "c7a57bf1fa734005f0f058060069fbdc1df1d82f",
    "e97e108d0bf494ccb2b6979a57210df452a522a5",  # the fix
    "15e9b7384e7091200aa33499b1ddcbf6e2f6a959",
    "ca11849ebb88ef4ff87beda46bf5687e22949bd6",
]
FIX = RANGE[2]
BUILD = ["./configure --prefix={prefix} >/dev/null", "make -j{jobs}", "make install"]
PROGRAM = """#pragma pack(push)
#pragma pack(1)
struct s { char c; int i; };
#pragma pack(pop)
int size(void) { return sizeof(struct s); }
"""
TCC = "{prefix}/bin/tcc"


@dataclass
class RealBuilds:
    repository: Path
    git_report: GitBisectReport
    #: revision -> install prefix of its real build (every commit of the range).
    prefixes: dict[str, Path]
    program: Path


@pytest.fixture(scope="module")
def real_builds(tmp_path_factory: pytest.TempPathFactory) -> RealBuilds:
    """tinycc's history, bisected with git (each probed commit really built), and the builds it made."""
    root = tmp_path_factory.mktemp("tinycc")
    repository = root / "tinycc"
    source = str(MIRROR) if MIRROR.exists() else UPSTREAM
    clone = ["git", "clone", "-q", "--no-checkout", source, str(repository)]
    cloned = subprocess.run(clone, capture_output=True)
    if cloned.returncode != 0:  # a machine with neither the mirror nor the network: say what is missing
        pytest.fail(
            f"needs tinycc's history: {MIRROR} (the fetch tool: github:TinyCC/tinycc) or {UPSTREAM}: "
            f"{cloned.stderr.decode(errors='replace').strip()}"
        )
    program = root / "pack.c"
    program.write_text(PROGRAM)
    recipe = GitBuildRecipe(repository, BUILD, TCC, root / "build-cache", cache_budget_mb=512, jobs=2)
    report = first_fixed_revision(
        recipe, RANGE[0], RANGE[-1], RejectPredicate(test_file=program, compile_args=("-c",))
    )
    cache = BuildCache(recipe)
    for commit in RANGE:  # the archive holds every revision; git bisection built all but one of them
        assert cache.get(commit).ok
    prefixes = {commit: cache.prefix_of(commit) for commit in cache.cached_commits()}
    return RealBuilds(repository, report, prefixes, program)


def make_archive(builds: RealBuilds, folder: Path, skip: tuple[str, ...] = ()) -> Path:
    """Pack the real builds as tarballs with an index (oldest first), as a build archive holds them."""
    folder.mkdir()
    entries = []
    for revision in RANGE:
        if revision in skip:
            continue
        name = f"tcc-{revision[:12]}.tar.gz"
        sha256 = pack_build(builds.prefixes[revision], folder / name)
        size = (folder / name).stat().st_size
        entries.append({"revision": revision, "file": f"builds/{name}", "sha256": sha256, "size": size})
    (folder / "builds").mkdir()
    for entry in entries:
        (folder / Path(entry["file"]).name).rename(folder / entry["file"])
    (folder / "index.json").write_text(json.dumps({"builds": entries}))
    return folder


def test_archive_and_folder_find_the_commit_git_bisection_finds(
    real_builds: RealBuilds, tmp_path: Path
) -> None:
    git = real_builds.git_report
    assert git.result.status is Status.FOUND and git.culprits[0].hash == FIX  # the real fix commit
    served = make_archive(real_builds, tmp_path / "served")
    with LocalArchive(served) as server:
        archive = BuildArchive(server.url("index.json"), tmp_path / "cache", cache_budget_mb=64)
        report = first_fixed_prebuilt(
            archive,
            TCC,
            RANGE[0],
            RANGE[-1],
            RejectPredicate(test_file=real_builds.program, compile_args=("-c",)),
            validate=True,
        )
        assert report.culprits == [FIX] and report.result.status is Status.FOUND
        assert report.summary.startswith(f"fixed revision (prebuilt): {FIX}")
        assert [p.key for p in report.result.probes if not p.validation][: git.result.probe_count] == [
            p.key for p in git.result.probes
        ]
        assert archive.downloads == len({p.key for p in report.result.probes}) and archive.resumed == 0
        # Again over the same cache: no download at all.
        again = BuildArchive(server.url("index.json"), tmp_path / "cache", cache_budget_mb=64)
        second = first_fixed_prebuilt(
            again,
            TCC,
            RANGE[0],
            RANGE[-1],
            RejectPredicate(test_file=real_builds.program, compile_args=("-c",)),
        )
        assert second.culprits == [FIX] and again.downloads == 0 and again.cache_hits > 0
    # The folder form (gcc-bisect style): one folder per revision, named by abbreviated hash, ordered by git.
    folder = tmp_path / "installed"
    folder.mkdir()
    for revision, prefix in real_builds.prefixes.items():
        subprocess.run(["cp", "-a", str(prefix), str(folder / revision[:10])], check=True)
    by_folder = first_fixed_prebuilt(
        BuildFolder(folder),
        TCC,
        RANGE[0],
        RANGE[-1],
        RejectPredicate(test_file=real_builds.program, compile_args=("-c",)),
        repository=real_builds.repository,
    )
    assert by_folder.culprits == [FIX]
    assert by_folder.commits[0].subject == "tccpe: #pragma pack(push) - support this form"


def test_interrupted_download_resumes_with_a_range_request(real_builds: RealBuilds, tmp_path: Path) -> None:
    served = make_archive(real_builds, tmp_path / "served")
    name = f"builds/tcc-{FIX[:12]}.tar.gz"
    whole = (served / name).stat().st_size
    with LocalArchive(served) as server:
        server.add_fault(Fault("GET", f"/{name}", cut_body=whole // 3))
        archive = BuildArchive(server.url("index.json"), tmp_path / "cache")
        prefix = archive.prefix(FIX)
        requests = server.requests_for(name)
    assert [r.headers.get("Range") for r in requests] == [None, f"bytes={whole // 3}-"]
    assert [r.status for r in requests] == [200, 206]
    assert archive.resumed == 1 and archive.bytes_downloaded == whole
    version = subprocess.run([str(prefix / "bin" / "tcc"), "-v"], capture_output=True, text=True, check=True)
    assert version.stdout.startswith("tcc version 0.9.27")
    assert (
        RejectPredicate(test_file=real_builds.program, compile_args=("-c",))(
            [str(prefix / "bin" / "tcc")], []
        )
        is Mark.GOOD
    )


def test_corrupt_tarball_is_refused_and_not_cached(real_builds: RealBuilds, tmp_path: Path) -> None:
    served = make_archive(real_builds, tmp_path / "served")
    name = f"builds/tcc-{FIX[:12]}.tar.gz"
    data = bytearray((served / name).read_bytes())
    data[len(data) // 2] ^= 0xFF  # one flipped byte in the middle of the tarball
    (served / name).write_bytes(bytes(data))
    with LocalArchive(served) as server:
        archive = BuildArchive(server.url("index.json"), tmp_path / "cache")
        with pytest.raises(ArchiveChecksumError, match=r"sha256 mismatch .* deleted and not cached"):
            archive.prefix(FIX)
        assert archive.cached_revisions() == [] and not list((tmp_path / "cache").rglob("*.part"))
        assert not archive.prefix_of(FIX).exists()
        # In a bisection the refused build is a skip with its reason, and the range is still narrowed.
        report = first_fixed_prebuilt(
            archive,
            TCC,
            RANGE[0],
            RANGE[-1],
            RejectPredicate(test_file=real_builds.program, compile_args=("-c",)),
        )
    assert "sha256 mismatch" in report.missing[FIX]
    assert report.result.status is Status.AMBIGUOUS and FIX in report.culprits


def test_eviction_keeps_the_cache_under_its_budget(real_builds: RealBuilds, tmp_path: Path) -> None:
    served = make_archive(real_builds, tmp_path / "served")
    sizes = []
    with LocalArchive(served) as server:
        budget_mb = 1.5  # a tcc build is ~1.1 MB unpacked: one fits, two do not
        archive = BuildArchive(server.url("index.json"), tmp_path / "cache", cache_budget_mb=budget_mb)
        revisions = sorted(real_builds.prefixes, key=RANGE.index)[:3]
        for revision in revisions:
            archive.prefix(revision)
            sizes.append(archive.cached_bytes())
    assert all(size <= budget_mb * 1024 * 1024 for size in sizes)
    assert archive.cached_revisions() == [revisions[-1]]
    assert archive.evictions == revisions[:-1]
    assert not archive.prefix_of(revisions[0]).exists()


def test_revision_missing_from_the_archive_is_skipped_like_an_unbuildable_commit(
    real_builds: RealBuilds, tmp_path: Path
) -> None:
    served = make_archive(real_builds, tmp_path / "served", skip=(FIX,))
    with LocalArchive(served) as server:
        archive = BuildArchive(server.url("index.json"), tmp_path / "cache")
        with pytest.raises(BuildMissingError, match=f"no build of {FIX}"):
            archive.prefix(FIX)
        report = first_fixed_prebuilt(
            archive,
            TCC,
            RANGE[0],
            RANGE[-1],
            RejectPredicate(test_file=real_builds.program, compile_args=("-c",)),
            repository=real_builds.repository,  # the order from git: the archive lacks one revision
        )
    assert list(report.missing) == [FIX] and "no build of" in report.missing[FIX]
    assert report.result.skipped == [RANGE.index(FIX)]
    assert report.result.status is Status.AMBIGUOUS and FIX in report.culprits
    assert "revisions without a build border it" in report.summary
