"""Bisection over prebuilt compilers, on real builds of a small C compiler driver whose git history the tests
generate: a folder of builds named by revision, and an HTTP archive of tarballs served by a local server
(resumed downloads, checksums, eviction, missing builds).

The compiler, ``minicc``, is a C program built with ``./configure && make && make install`` at every commit;
it parses ``#pragma pack`` itself and hands the rest to gcc, as a driver does. Its history carries the bug
tinycc had before e97e108d0bf4 ("tccpe: #pragma pack(push) - support this form"): ``#pragma pack(push)`` is
rejected with "',' expected" until the fixing commit. The history has a side branch merged into the mainline
(its first commit does not build), so the range is the five *first-parent* commits, as git bisection and the
prebuilt order see it. Git bisection builds the commits it probes with the build cache, the one commit it did
not need is built too, and those real builds are packed as the archive's tarballs.
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
from reportsmith.bisect.build_cache import tree_size

FIX_SUBJECT = "minicc: #pragma pack(push) - support this form"
BUILD = ["./configure --prefix={prefix} >/dev/null", "make -j{jobs}", "make install"]
PROGRAM = """#pragma pack(push)
#pragma pack(1)
struct s { char c; int i; };
#pragma pack(pop)
int size(void) { return sizeof(struct s); }
"""
MINICC = "{prefix}/bin/minicc"

# minicc's source; {version} and the pack(push ...) branch ({push}) change along the history.
SOURCE = r"""/* minicc: a C compiler driver: it checks #pragma lines itself, gcc compiles. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#define VERSION "{version}"

static const char *file_name;
static int line_number;

static const char *skip_space(const char *p)
{{
    while (*p == ' ' || *p == '\t')
        p++;
    return p;
}}

static int expected(const char *what, const char *got)
{{
    int length = 0;
    while (got[length] && got[length] != '\n' && length < 8)
        length++;
    fprintf(stderr, "%s:%d: error: %s expected (got \"%.*s\")\n", file_name, line_number, what, length, got);
    return 1;
}}

static int pack_value(const char *p)
{{
    p = skip_space(p);
    if (!isdigit((unsigned char)*p))
        return expected("alignment", p);
    while (isdigit((unsigned char)*p))
        p++;
    p = skip_space(p);
    return *p == ')' ? 0 : expected("')'", p);
}}

/* #pragma pack(N), pack(), pack(push, N), pack(pop): p points after "pack(". */
static int pack(const char *p)
{{
    p = skip_space(p);
    if (*p == ')')
        return 0;
    if (strncmp(p, "pop", 3) == 0)
        return *skip_space(p + 3) == ')' ? 0 : expected("')'", skip_space(p + 3));
    if (strncmp(p, "push", 4) == 0) {{
        p = skip_space(p + 4);
{push}
        if (*p != ',')
            return expected("','", p);
        return pack_value(p + 1);
    }}
    return pack_value(p);
}}

static int check_pragmas(const char *name)
{{
    char line[4096];
    int errors = 0;
    FILE *file = fopen(name, "r");
    if (!file) {{
        fprintf(stderr, "minicc: error: file '%s' not found\n", name);
        return 1;
    }}
    file_name = name;
    for (line_number = 1; fgets(line, sizeof line, file); line_number++) {{
        const char *p = skip_space(line);
        if (*p++ != '#')
            continue;
        p = skip_space(p);
        if (strncmp(p, "pragma", 6) != 0)
            continue;
        p = skip_space(p + 6);
        if (strncmp(p, "pack", 4) == 0 && *(p = skip_space(p + 4)) == '(')
            errors += pack(p + 1);
    }}
    fclose(file);
    return errors;
}}

int main(int argc, char **argv)
{{
    int errors = 0;
    if (argc == 2 && strcmp(argv[1], "-v") == 0) {{
        printf("minicc version %s\n", VERSION);
        return 0;
    }}
    for (int i = 1; i < argc; i++) {{
        size_t length = strlen(argv[i]);
        if (length > 2 && strcmp(argv[i] + length - 2, ".c") == 0)
            errors += check_pragmas(argv[i]);
    }}
    if (errors)
        return 1;
    argv[0] = "gcc";
    execvp("gcc", argv);
    perror("minicc: gcc");
    return 1;
}}
"""
BUGGY_PUSH = ""
FIXED_PUSH = "        if (*p == ')')\n            return 0; /* pack(push): save the alignment only */"
CONFIGURE = """#!/bin/sh
# minicc's configure: --prefix only.
prefix=/usr/local
for arg; do
    case "$arg" in
        --prefix=*) prefix="${arg#--prefix=}";;
        *) echo "configure: unknown option $arg" >&2; exit 1;;
    esac
done
echo "PREFIX = $prefix" > config.mak
echo "configure: prefix $prefix"
"""
MAKEFILE = """include config.mak
CFLAGS = -O1 -Wall

minicc: minicc.c
\t$(CC) $(CFLAGS) -o $@ minicc.c

install: minicc
\tmkdir -p $(PREFIX)/bin $(PREFIX)/share/doc/minicc
\tcp minicc $(PREFIX)/bin/minicc
\tcp README $(PREFIX)/share/doc/minicc/README
"""
CHECK_TARGET = """
check: minicc
\t./minicc -v
"""


@dataclass
class History:
    repository: Path
    #: The first-parent commits of the range, oldest first, and the fixing commit among them.
    range: list[str]
    fix: str
    #: A commit of the merged side branch: in the history, but not in the first-parent range.
    side: str


def generate_history(repository: Path) -> History:
    """minicc's history: c0, c1, a merge of a side branch (whose first commit's Makefile is broken), the fix,
    one more commit. Returns the first-parent range c0..c4."""
    repository.mkdir()

    def git(*args: str) -> str:
        done = subprocess.run(
            ["git", "-C", str(repository), *args], check=True, capture_output=True, text=True
        )
        return done.stdout.strip()

    def commit(message: str, day: int) -> str:
        git("add", "-A")
        git("commit", "-q", "-m", message, "--date", f"2021-08-{day:02d}T12:00:00")
        return git("rev-parse", "HEAD")

    def write(name: str, text: str, mode: int = 0o644) -> None:
        (repository / name).write_text(text)
        (repository / name).chmod(mode)

    git("init", "-q", "-b", "mob")
    git("config", "user.name", "Ada Tester")
    git("config", "user.email", "ada@example.org")
    write("configure", CONFIGURE, 0o755)
    write("Makefile", MAKEFILE)
    write("README", "minicc: a C compiler driver.\n")
    write("minicc.c", SOURCE.format(version="0.9.27", push=BUGGY_PUSH))
    commits = [commit("minicc: a driver that checks #pragma pack", 10)]
    write("minicc.c", SOURCE.format(version="0.9.27", push=BUGGY_PUSH).replace("length < 8", "length < 12"))
    commits.append(commit("minicc: quote more of the unexpected token", 12))
    git("checkout", "-q", "-b", "check-target", commits[0])
    write("Makefile", MAKEFILE + CHECK_TARGET.replace("\t", "    "))  # make: missing separator
    side = commit("Makefile: a check target", 13)
    write("Makefile", MAKEFILE + CHECK_TARGET)
    commit("Makefile: indent the check recipe with a tab", 14)
    git("checkout", "-q", "mob")
    git("merge", "-q", "--no-ff", "-m", "Merge branch 'check-target'", "check-target")
    commits.append(git("rev-parse", "HEAD"))
    write("minicc.c", SOURCE.format(version="0.9.27", push=FIXED_PUSH).replace("length < 8", "length < 12"))
    commits.append(commit(FIX_SUBJECT, 19))
    write("README", "minicc: a C compiler driver.\nIt checks #pragma lines and compiles with gcc.\n")
    commits.append(commit("README: say what minicc does", 20))
    return History(repository, commits, commits[3], side)


@dataclass
class RealBuilds:
    history: History
    git_report: GitBisectReport
    #: revision -> install prefix of its real build (every commit of the range).
    prefixes: dict[str, Path]
    program: Path

    @property
    def range(self) -> list[str]:
        return self.history.range

    @property
    def fix(self) -> str:
        return self.history.fix

    @property
    def repository(self) -> Path:
        return self.history.repository


def _rejects(program: Path) -> RejectPredicate:
    """Bad while the compiler rejects ``program`` (compiled with -c), whatever the error."""
    return RejectPredicate(test_file=program, compile_args=("-c",))


@pytest.fixture(scope="module")
def real_builds(tmp_path_factory: pytest.TempPathFactory) -> RealBuilds:
    """minicc's history, bisected with git (each probed commit really built), and the builds it made."""
    root = tmp_path_factory.mktemp("minicc")
    history = generate_history(root / "minicc")
    program = root / "pack.c"
    program.write_text(PROGRAM)
    recipe = GitBuildRecipe(
        history.repository, BUILD, MINICC, root / "build-cache", cache_budget_mb=64, jobs=2
    )
    report = first_fixed_revision(recipe, history.range[0], history.range[-1], _rejects(program))
    cache = BuildCache(recipe)
    for commit in history.range:  # the archive holds every revision; git bisection built all but one of them
        assert cache.get(commit).ok
    assert not cache.get(history.side).ok  # the side branch's broken commit: outside the first-parent range
    prefixes = {commit: cache.prefix_of(commit) for commit in history.range}
    return RealBuilds(history, report, prefixes, program)


def make_archive(real_builds: RealBuilds, folder: Path, skip: tuple[str, ...] = ()) -> Path:
    """Pack the real builds as tarballs with an index (oldest first), as a build archive holds them."""
    folder.mkdir()
    entries = []
    for revision in real_builds.range:
        if revision in skip:
            continue
        name = f"minicc-{revision[:12]}.tar.gz"
        sha256 = pack_build(real_builds.prefixes[revision], folder / name)
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
    assert (
        git.result.status is Status.FOUND and git.culprits[0].hash == real_builds.fix
    )  # the real fix commit
    served = make_archive(real_builds, tmp_path / "served")
    with LocalArchive(served) as server:
        archive = BuildArchive(server.url("index.json"), tmp_path / "cache", cache_budget_mb=64)
        report = first_fixed_prebuilt(
            archive,
            MINICC,
            real_builds.range[0],
            real_builds.range[-1],
            _rejects(real_builds.program),
            validate=True,
        )
        assert report.culprits == [real_builds.fix] and report.result.status is Status.FOUND
        assert report.summary.startswith(f"fixed revision (prebuilt): {real_builds.fix}")
        assert [p.key for p in report.result.probes if not p.validation][: git.result.probe_count] == [
            p.key for p in git.result.probes
        ]
        assert archive.downloads == len({p.key for p in report.result.probes}) and archive.resumed == 0
        # Again over the same cache: no download at all.
        again = BuildArchive(server.url("index.json"), tmp_path / "cache", cache_budget_mb=64)
        second = first_fixed_prebuilt(
            again, MINICC, real_builds.range[0], real_builds.range[-1], _rejects(real_builds.program)
        )
        assert second.culprits == [real_builds.fix] and again.downloads == 0 and again.cache_hits > 0
    # The folder form (gcc-bisect style): one folder per revision, named by abbreviated hash, ordered by git.
    folder = tmp_path / "installed"
    folder.mkdir()
    for revision, prefix in real_builds.prefixes.items():
        subprocess.run(["cp", "-a", str(prefix), str(folder / revision[:10])], check=True)
    by_folder = first_fixed_prebuilt(
        BuildFolder(folder),
        MINICC,
        real_builds.range[0],
        real_builds.range[-1],
        _rejects(real_builds.program),
        repository=real_builds.repository,
    )
    assert by_folder.culprits == [real_builds.fix]
    assert by_folder.commits[0].subject == FIX_SUBJECT


def test_interrupted_download_resumes_with_a_range_request(real_builds: RealBuilds, tmp_path: Path) -> None:
    served = make_archive(real_builds, tmp_path / "served")
    name = f"builds/minicc-{real_builds.fix[:12]}.tar.gz"
    whole = (served / name).stat().st_size
    with LocalArchive(served) as server:
        server.add_fault(Fault("GET", f"/{name}", cut_body=whole // 3))
        archive = BuildArchive(server.url("index.json"), tmp_path / "cache")
        prefix = archive.prefix(real_builds.fix)
        requests = server.requests_for(name)
    assert [r.headers.get("Range") for r in requests] == [None, f"bytes={whole // 3}-"]
    assert [r.status for r in requests] == [200, 206]
    assert archive.resumed == 1 and archive.bytes_downloaded == whole
    version = subprocess.run(
        [str(prefix / "bin" / "minicc"), "-v"], capture_output=True, text=True, check=True
    )
    assert version.stdout.startswith("minicc version 0.9.27")
    assert _rejects(real_builds.program)([str(prefix / "bin" / "minicc")], []) is Mark.GOOD


def test_corrupt_tarball_is_refused_and_not_cached(real_builds: RealBuilds, tmp_path: Path) -> None:
    served = make_archive(real_builds, tmp_path / "served")
    name = f"builds/minicc-{real_builds.fix[:12]}.tar.gz"
    data = bytearray((served / name).read_bytes())
    data[len(data) // 2] ^= 0xFF  # one flipped byte in the middle of the tarball
    (served / name).write_bytes(bytes(data))
    with LocalArchive(served) as server:
        archive = BuildArchive(server.url("index.json"), tmp_path / "cache")
        with pytest.raises(ArchiveChecksumError, match=r"sha256 mismatch .* deleted and not cached"):
            archive.prefix(real_builds.fix)
        assert archive.cached_revisions() == [] and not list((tmp_path / "cache").rglob("*.part"))
        assert not archive.prefix_of(real_builds.fix).exists()
        # In a bisection the refused build is a skip with its reason, and the range is still narrowed.
        report = first_fixed_prebuilt(
            archive, MINICC, real_builds.range[0], real_builds.range[-1], _rejects(real_builds.program)
        )
    assert "sha256 mismatch" in report.missing[real_builds.fix]
    assert report.result.status is Status.AMBIGUOUS and real_builds.fix in report.culprits


def test_eviction_keeps_the_cache_under_its_budget(real_builds: RealBuilds, tmp_path: Path) -> None:
    served = make_archive(real_builds, tmp_path / "served")
    sizes = []
    with LocalArchive(served) as server:
        revisions = sorted(real_builds.prefixes, key=real_builds.range.index)[:3]
        build_bytes = [tree_size(real_builds.prefixes[revision]) for revision in revisions]
        assert max(build_bytes) < 1.5 * min(build_bytes)  # builds of about one size: one fits, two do not
        budget_mb = 1.5 * max(build_bytes) / (1024 * 1024)
        archive = BuildArchive(server.url("index.json"), tmp_path / "cache", cache_budget_mb=budget_mb)
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
    served = make_archive(real_builds, tmp_path / "served", skip=(real_builds.fix,))
    with LocalArchive(served) as server:
        archive = BuildArchive(server.url("index.json"), tmp_path / "cache")
        with pytest.raises(BuildMissingError, match=f"no build of {real_builds.fix}"):
            archive.prefix(real_builds.fix)
        report = first_fixed_prebuilt(
            archive,
            MINICC,
            real_builds.range[0],
            real_builds.range[-1],
            _rejects(real_builds.program),
            repository=real_builds.repository,  # the order from git: the archive lacks one revision
        )
    assert list(report.missing) == [real_builds.fix] and "no build of" in report.missing[real_builds.fix]
    assert report.result.skipped == [real_builds.range.index(real_builds.fix)]
    assert report.result.status is Status.AMBIGUOUS and real_builds.fix in report.culprits
    assert "revisions without a build border it" in report.summary
