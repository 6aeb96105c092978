"""Checkpoints: the probe results of a bisection, kept in a JSON file so an interrupted run resumes.

A git bisection may build dozens of compilers; losing that work to a Ctrl-C or a reboot is not acceptable.
After every probe the engine rewrites the checkpoint *atomically* (write a temporary file in the same folder,
fsync, ``os.replace``), so the file is always either the old or the new complete state, never half written.

The file records an *identity* (a digest of the ordered item keys and the direction of the search); resuming
with a different range or direction is refused rather than silently mixing results.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from reportsmith.bisect.errors import CheckpointError

FORMAT_VERSION = 1


def search_identity(keys: Sequence[str], old: str) -> str:
    """A digest naming one search: the ordered items and which verdict comes first."""
    digest = hashlib.sha256()
    digest.update(old.encode())
    for key in keys:
        digest.update(b"\0" + key.encode())
    return digest.hexdigest()[:16]


def write_json_atomically(path: Path, data: Any) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    descriptor, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(descriptor, "w") as stream:
            json.dump(data, stream, indent=1, sort_keys=True)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


class Checkpoint:
    """Probe results by item key (each a list of verdict strings, one per run), stored in ``path``."""

    def __init__(self, path: str | os.PathLike[str], identity: str) -> None:
        self.path = Path(path)
        self.identity = identity
        self.results: dict[str, list[str]] = {}
        if self.path.exists():
            self._load()

    def _load(self) -> None:
        try:
            data = json.loads(self.path.read_text())
        except (OSError, ValueError) as error:
            raise CheckpointError(
                f"{self.path}: not a readable bisection checkpoint ({error}); delete it to start afresh"
            ) from error
        if not isinstance(data, dict) or data.get("version") != FORMAT_VERSION:
            raise CheckpointError(f"{self.path}: unknown checkpoint format; delete it to start afresh")
        if data.get("identity") != self.identity:
            raise CheckpointError(
                f"{self.path}: checkpoint of a different bisection (other range or direction); "
                "use another --checkpoint file or delete this one"
            )
        results = data.get("results", {})
        self.results = {str(key): [str(v) for v in value] for key, value in results.items()}

    def get(self, key: str) -> list[str] | None:
        return self.results.get(key)

    def record(self, key: str, verdicts: Sequence[str]) -> None:
        self.results[key] = list(verdicts)
        write_json_atomically(
            self.path, {"version": FORMAT_VERSION, "identity": self.identity, "results": self.results}
        )
