"""An HTTP archive of compiler build tarballs, fetched on demand (the way ClusterFuzz bisects over its build
archives) and cached on disk under a budget.

The archive is an index (JSON, at ``index_url``) listing builds oldest first::

    {"builds": [{"revision": "e97e108d0bf4...", "file": "tcc-e97e108d0bf4.tar.gz",
                 "sha256": "<hex>", "size": 1234567}, ...]}

``file`` is relative to the index's URL (or a full URL). A tarball holds an install prefix (``bin/tcc``,
``lib/...``), either at its top level or under one top-level folder.

* Downloads are **resumable**: the body goes to ``<cache>/downloads/<revision>.part``; when the connection
  drops, the next attempt asks for the rest with ``Range: bytes=N-`` (a server that answers 200 instead of
  206 sends the whole file again, and the part is restarted).
* Every download is **checksummed** with the index's sha256 before it is unpacked: a mismatch raises
  :class:`~.errors.ArchiveChecksumError`, the download is deleted and nothing is cached.
* Unpacked builds stay in ``<cache>/builds/<revision>``; ``index.json`` there keeps size and last use, and the
  least recently used builds are evicted when the total exceeds the budget (the build in use is never
  evicted): the git build cache's :class:`~.build_cache.DiskIndex`, one eviction rule for both.
"""

from __future__ import annotations

import hashlib
import json
import re
import tarfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urljoin

import httpx
from reportsmith.bisect.build_cache import DiskIndex, tree_size
from reportsmith.bisect.errors import ArchiveChecksumError, ArchiveError, BuildMissingError
from reportsmith.common.process import remove_tree

CHUNK = 1 << 16
#: Shortest build name taken as an abbreviated commit hash.
MIN_ABBREV = 7


@dataclass(frozen=True)
class ArchivedBuild:
    revision: str
    url: str
    sha256: str
    size: int | None = None


def parse_index(text: str, index_url: str) -> list[ArchivedBuild]:
    """The builds an archive index lists, oldest first; :class:`ArchiveError` names what is malformed."""
    try:
        data = json.loads(text)
    except ValueError as error:
        raise ArchiveError(f"{index_url}: the archive index is not JSON ({error})") from None
    entries = data.get("builds") if isinstance(data, dict) else None
    if not isinstance(entries, list):
        raise ArchiveError(f'{index_url}: expected {{"builds": [...]}} in the archive index')
    builds = []
    for number, entry in enumerate(entries):
        where = f"{index_url}: builds[{number}]"
        if not isinstance(entry, dict):
            raise ArchiveError(f"{where}: expected a table with revision, file, sha256")
        missing = [key for key in ("revision", "file", "sha256") if not isinstance(entry.get(key), str)]
        if missing:
            raise ArchiveError(f"{where}: missing or not a string: {', '.join(missing)}")
        if not re.fullmatch(r"[A-Za-z0-9][A-Za-z0-9._-]*", entry["revision"]):
            raise ArchiveError(
                f"{where}.revision: {entry['revision']!r} is not a plain revision name or hash"
            )
        size = entry.get("size")
        builds.append(
            ArchivedBuild(
                entry["revision"],
                urljoin(index_url, entry["file"]),
                entry["sha256"].lower(),
                size if isinstance(size, int) else None,
            )
        )
    return builds


def names_revision(name: str, revision: str) -> bool:
    """Whether a build named ``name`` is ``revision``'s: the same name, or an abbreviated hash of it."""
    return name == revision or (len(name) >= MIN_ABBREV and revision.startswith(name))


@dataclass
class BuildArchive:
    """Builds listed by an HTTP archive index, downloaded when first asked for and cached under a budget."""

    index_url: str
    cache_dir: Path
    cache_budget_mb: float = 4096
    timeout: float = 120.0
    #: Attempts per download; each one after a dropped connection resumes where the last stopped.
    attempts: int = 4
    client: httpx.Client | None = None
    downloads: int = 0
    resumed: int = 0
    cache_hits: int = 0
    bytes_downloaded: int = 0
    evictions: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.cache_dir = Path(self.cache_dir).expanduser().resolve()
        for sub in ("builds", "downloads"):
            (self.cache_dir / sub).mkdir(parents=True, exist_ok=True)
        self.http = self.client or httpx.Client(timeout=self.timeout, follow_redirects=True)
        self.lru = DiskIndex(self.cache_dir / "index.json")
        self.index = self.lru.entries
        self._builds: list[ArchivedBuild] | None = None

    def builds(self) -> list[ArchivedBuild]:
        """The archive's index, read once."""
        if self._builds is None:
            try:
                reply = self.http.get(self.index_url)
            except httpx.HTTPError as error:
                raise ArchiveError(f"{self.index_url}: cannot read the archive index ({error})") from None
            if reply.status_code != 200:
                raise ArchiveError(f"{self.index_url}: the archive index answered HTTP {reply.status_code}")
            self._builds = parse_index(reply.text, self.index_url)
        return self._builds

    def revisions(self) -> list[str]:
        return [build.revision for build in self.builds()]

    def prefix_of(self, revision: str) -> Path:
        return self.cache_dir / "builds" / revision

    def cached_revisions(self) -> list[str]:
        return sorted(r for r in self.index if self.prefix_of(r).is_dir())

    def cached_bytes(self) -> int:
        return sum(entry["size"] for entry in self.index.values())

    def prefix(self, revision: str) -> Path:
        """The unpacked build of ``revision``, downloading it first when it is not cached."""
        # The order may come from git (full hashes) while the archive names builds by abbreviated hashes.
        cached = next((name for name in self.index if names_revision(name, revision)), None)
        if cached is not None and self.prefix_of(cached).is_dir():
            self.cache_hits += 1
            self.lru.touch(cached)
            return self._install_root(self.prefix_of(cached))
        build = next((b for b in self.builds() if names_revision(b.revision, revision)), None)
        if build is None:
            raise BuildMissingError(f"no build of {revision} in the archive {self.index_url}")
        tarball = self._download(build)
        self._unpack(build, tarball)
        return self._install_root(self.prefix_of(build.revision))

    def _download(self, build: ArchivedBuild) -> Path:
        part = self.cache_dir / "downloads" / f"{build.revision}.part"
        last_error = ""
        for _ in range(max(1, self.attempts)):
            try:
                self._fetch_into(build, part)
                break
            except httpx.TransportError as error:  # dropped connection, timeout: resume
                last_error = f"{type(error).__name__}: {error}"
        else:
            raise ArchiveError(
                f"{build.url}: download failed after {self.attempts} attempts ({last_error}); "
                f"{part.stat().st_size if part.exists() else 0} bytes kept, run again to resume"
            )
        self.downloads += 1
        digest = hashlib.sha256()
        with part.open("rb") as stream:
            for chunk in iter(lambda: stream.read(CHUNK), b""):
                digest.update(chunk)
        if digest.hexdigest() != build.sha256:
            size = part.stat().st_size
            part.unlink()
            raise ArchiveChecksumError(
                f"{build.url}: sha256 mismatch ({size} bytes: got {digest.hexdigest()}, the archive index "
                f"says {build.sha256}); the download was deleted and not cached: the tarball or the index "
                "is corrupt, rebuild or re-upload that build"
            )
        return part

    def _fetch_into(self, build: ArchivedBuild, part: Path) -> None:
        have = part.stat().st_size if part.exists() else 0
        headers = {"Range": f"bytes={have}-"} if have else {}
        with self.http.stream("GET", build.url, headers=headers) as reply:
            if reply.status_code == 404:
                raise BuildMissingError(f"{build.url}: listed in the archive index but not found (HTTP 404)")
            if reply.status_code == 416 and have:
                return  # the part is already whole: the checksum decides
            if reply.status_code not in (200, 206):
                raise ArchiveError(f"{build.url}: HTTP {reply.status_code} (expected 200 or 206)")
            if reply.status_code == 206 and not reply.headers.get("Content-Range", "").startswith(
                f"bytes {have}-"
            ):
                raise ArchiveError(
                    f"{build.url}: asked for bytes {have}- and got {reply.headers.get('Content-Range')!r}; "
                    f"delete {part} to download it again"
                )
            mode = "ab" if reply.status_code == 206 else "wb"  # 200: the server ignored Range, restart
            if have and mode == "ab":
                self.resumed += 1
            with part.open(mode) as out:
                for chunk in reply.iter_bytes():  # as received: a dropped connection loses nothing kept
                    out.write(chunk)
                    self.bytes_downloaded += len(chunk)

    def _unpack(self, build: ArchivedBuild, tarball: Path) -> None:
        target = self.prefix_of(build.revision)
        staging = target.with_name(f"{build.revision}.unpacking")
        for stale in (staging, target):
            if stale.exists():
                remove_tree(stale)
        staging.mkdir(parents=True)
        try:
            with tarfile.open(tarball) as archive:
                archive.extractall(staging, filter="data")  # no absolute paths or links out of the folder
        except (tarfile.TarError, OSError) as error:
            remove_tree(staging)
            raise ArchiveError(f"{build.url}: cannot unpack the tarball ({error})") from None
        finally:
            tarball.unlink(missing_ok=True)
        staging.rename(target)
        self.index[build.revision] = {"size": tree_size(target), "last_used": time.time()}
        budget = int(self.cache_budget_mb * 1024 * 1024)
        self.evictions += self.lru.evict(budget, keep=build.revision, remove=self._remove)
        self.lru.save()

    def _remove(self, revision: str) -> None:
        remove_tree(self.prefix_of(revision))

    @staticmethod
    def _install_root(folder: Path) -> Path:
        """The install prefix inside an unpacked tarball: the folder, or its only subfolder."""
        children = list(folder.iterdir())
        if len(children) == 1 and children[0].is_dir() and children[0].name not in ("bin", "lib"):
            return children[0]
        return folder

    def close(self) -> None:
        if self.client is None:
            self.http.close()


def pack_build(prefix: Path, tarball: Path) -> str:
    """Pack an install prefix as a gzip tarball (the archive's form); returns its sha256."""
    with tarfile.open(tarball, "w:gz") as archive:
        for child in sorted(prefix.iterdir()):
            archive.add(child, arcname=child.name)
    return hashlib.sha256(tarball.read_bytes()).hexdigest()
