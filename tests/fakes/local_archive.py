"""A local build archive: files of a folder served over HTTP with Range requests (206 Partial Content), as
object stores serve build tarballs. Built on :class:`fakes.local_http.LocalServer`, so its faults apply
(``Fault("GET", r"/builds/.*", cut_body=N)`` drops a download mid-body once)."""

from __future__ import annotations

import re
from pathlib import Path

from fakes.local_http import LocalServer, Reply, Seen

OCTETS = {"Content-Type": "application/octet-stream", "Accept-Ranges": "bytes"}


class LocalArchive(LocalServer):
    def __init__(self, folder: Path) -> None:
        super().__init__()
        self.folder = folder
        self.route("GET", r"/(?P<name>[A-Za-z0-9._/-]+)", self.serve)

    def url(self, name: str) -> str:
        return f"{self.root}/{name}"

    def serve(self, request: Seen, payload: object, name: str) -> Reply:
        path = (self.folder / name).resolve()
        if self.folder.resolve() not in path.parents or not path.is_file():
            return Reply(404, {"message": "Not Found"})
        data = path.read_bytes()
        wanted = re.fullmatch(r"bytes=(\d+)-", request.headers.get("Range", ""))
        if not wanted:
            return Reply(200, data, dict(OCTETS))
        start = int(wanted.group(1))
        if start >= len(data):
            return Reply(416, b"", {"Content-Range": f"bytes */{len(data)}"})
        return Reply(
            206, data[start:], {**OCTETS, "Content-Range": f"bytes {start}-{len(data) - 1}/{len(data)}"}
        )

    def requests_for(self, name: str) -> list[Seen]:
        return [seen for seen in self.seen if seen.path == f"/{name}"]
