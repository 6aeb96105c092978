"""A failure found by ``reportsmith fuzz`` is stored self-contained, as an ingested one is: Csmith's headers
inlined, the campaign's ``-I`` flag dropped, and the stored test still compiles with no ``-I`` and fails the
same way (real Csmith seed 20042, which tcc miscompiles)."""

from __future__ import annotations

import subprocess
from dataclasses import replace
from pathlib import Path

from reportsmith.app import App
from reportsmith.config import default_config_path, load_config
from reportsmith.fuzz import Campaign
from reportsmith.store.failures import list_failures


def test_a_fuzzed_csmith_failure_is_stored_with_its_headers_inlined(data_dir: Path, tmp_path: Path) -> None:
    config = load_config(default_config_path())
    app = App(replace(config, fuzzer=replace(config.fuzzer, swarm=False)))  # seed 20042 as Csmith writes it
    campaign = Campaign(app)
    campaign.builds = [build for build in campaign.builds if build.name == "tcc"]
    stats = campaign.run(programs=1, jobs=1, first_seed=20042)
    assert stats.failures == {"wrong-code": 1}
    (failure,) = list_failures(app.store)
    assert failure.signature == "tcc -w: wrong code: crash at run time (SIGSEGV)"
    text = failure.test_bytes.decode()
    assert '#include "csmith.h"' not in text and "safe_add_func_int32_t_s_s" in text
    assert not any(flag.startswith("-I") for flag in failure.common_flags), failure.common_flags
    contained = failure.details.self_contained
    assert contained.dropped_flags == ["-I/usr/include/csmith"]
    assert "/usr/include/csmith/csmith.h" in contained.inlined_headers
    assert contained.original_bytes < len(failure.test_bytes)
    stored = tmp_path / "csmith-20042.c"
    stored.write_bytes(failure.test_bytes)
    check = subprocess.run(["gcc-12", "-fsyntax-only", "-w", str(stored)], capture_output=True, text=True)
    assert check.returncode == 0, check.stderr
    # The same seed again: the stored self-contained failure is found, nothing new is stored.
    again = campaign.run(programs=1, jobs=1, first_seed=20042)
    assert again.duplicates == 1 and len(list_failures(app.store)) == 1
