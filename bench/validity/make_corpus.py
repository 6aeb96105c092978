"""Make bench/validity's corpus again from ``cases.toml``: every wrong-code failure from its seed or command.

Each ``[[case]]`` of ``cases.toml`` becomes an inbox entry in ``corpus/``: ``NAME.c`` and the sidecar
``NAME.toml`` (compiler, flags, common_flags, link_flags, expect = "wrong-code", origin), the form other
fuzzers drop into the inbox. A case is made by one of:

* ``generator = "arith"``, ``seed = N``: ``reportsmith fuzz --generator arith``'s program for seed N with the
  ``[arith]`` parameters of ``fuzz.toml`` (the generator is deterministic in its seed and parameters);
* ``generator = "csmith"``, ``command = "csmith ... --seed N"``: Csmith's output (the campaign's command,
  swarm options included, as stored in the failure's origin);
* ``path = "../shared/..."``: a copy of a real reproducer, relative to the repository root.

    .venv/bin/python bench/validity/make_corpus.py            # write corpus/ (say which entries changed)
    .venv/bin/python bench/validity/make_corpus.py --check    # also ingest each into a scratch store: every
                                                              # entry must be stored as wrong-code
    .venv/bin/python bench/validity/make_corpus.py --judge    # judge.py's judges on each entry as written
    .venv/bin/python bench/validity/make_corpus.py --discover arith --seed 5000 --programs 300
                                                              # a campaign with fuzz.toml; prints candidates

``--check`` is the corpus's admission test: the bot's own oracle (``reportsmith ingest`` with the default
configuration, config/reportsmith.toml) must store the entry as a wrong-code failure, not as
not-reproduced or another kind. Entries that fail it do not belong in ``cases.toml``.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import tomllib
from dataclasses import dataclass, replace
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
CORPUS = HERE / "corpus"
CASES = HERE / "cases.toml"
FUZZ_CONFIG = HERE / "fuzz.toml"
DEFAULT_CONFIG = REPO / "config" / "reportsmith.toml"
REPORTSMITH = [sys.executable, "-m", "reportsmith"]


@dataclass(frozen=True)
class CaseSpec:
    """One ``[[case]]`` of cases.toml."""

    name: str
    compiler: str
    flags: str
    note: str
    generator: str = ""
    seed: int = 0
    command: str = ""
    path: str = ""
    common_flags: str = ""
    link_flags: str = "-lm"
    #: The regression range, when known (judge.py's ``range`` judge checks the reduced test keeps it).
    fails_with: tuple[str, ...] = ()
    passes_with: tuple[str, ...] = ()
    #: arith: the types drawn from, instead of fuzz.toml's [arith] types (e.g. all but long double).
    types: tuple[str, ...] = ()

    @classmethod
    def load_all(cls, path: Path = CASES) -> list[CaseSpec]:
        specs = [cls(**raw) for raw in tomllib.loads(path.read_text())["case"]]
        specs = [
            replace(s, fails_with=tuple(s.fails_with), passes_with=tuple(s.passes_with), types=tuple(s.types))
            for s in specs
        ]
        names = [spec.name for spec in specs]
        duplicated = sorted({name for name in names if names.count(name) > 1})
        if duplicated:
            raise SystemExit(f"{path}: case names used twice: {', '.join(duplicated)}")
        return specs

    @property
    def origin(self) -> str:
        if self.generator == "arith":
            types = f", types = {list(self.types)}" if self.types else ""
            return f"reportsmith arith seed {self.seed} ([arith] of bench/validity/fuzz.toml{types})"
        if self.generator == "csmith":
            return f"{self.command} (Csmith {csmith_version()})"
        return self.note.split(";")[0] if not self.path else f"{self.path}: {self.note.split(';')[0]}"

    def source(self) -> bytes:
        if self.generator == "arith":
            return arith_program(self.seed, self.types)
        if self.generator == "csmith":
            made = subprocess.run(shlex.split(self.command), capture_output=True, check=True, timeout=120)
            return made.stdout
        if self.path:
            return (REPO / self.path).read_bytes()
        raise SystemExit(f"{CASES}: case {self.name}: needs generator (arith, csmith) or path")

    def sidecar(self) -> str:
        lines = [f"# {line}" for line in self.note.strip().splitlines()]
        lines += [f"compiler = {json.dumps(self.compiler)}", f"flags = {json.dumps(self.flags)}"]
        if self.common_flags:
            lines.append(f"common_flags = {json.dumps(self.common_flags)}")
        if self.link_flags:
            lines.append(f"link_flags = {json.dumps(self.link_flags)}")
        lines += ['expect = "wrong-code"', f"origin = {json.dumps(self.origin)}"]
        return "\n".join(lines) + "\n"


def csmith_version() -> str:
    made = subprocess.run(["csmith", "--version"], capture_output=True, text=True, check=True)
    return made.stdout.split()[1] if len(made.stdout.split()) > 1 else made.stdout.strip()


def arith_program(seed: int, types: tuple[str, ...] = ()) -> bytes:
    from reportsmith.config import load_config
    from reportsmith.fuzzers.generate import generate_program

    params = load_config(FUZZ_CONFIG, check_path=False).arith
    if types:
        params = replace(params, types=list(types))
    return generate_program(seed, params).render().encode()


def config_with_types(types: list[str], folder: Path) -> Path:
    """fuzz.toml with ``[arith] types`` replaced (a campaign over fewer types)."""
    text = re.sub(r"^types = \[.*?\]", f"types = {json.dumps(types)}", FUZZ_CONFIG.read_text(),
                  count=1, flags=re.MULTILINE | re.DOTALL)  # fmt: skip
    path = folder / "fuzz.toml"
    path.write_text(text)
    return path


def write_corpus(specs: list[CaseSpec]) -> list[str]:
    """Write every entry; returns the names whose test or sidecar changed."""
    CORPUS.mkdir(exist_ok=True)
    changed = []
    for spec in specs:
        test, sidecar = CORPUS / f"{spec.name}.c", CORPUS / f"{spec.name}.toml"
        new_test, new_sidecar = spec.source(), spec.sidecar()
        old = (
            test.read_bytes() if test.exists() else None,
            sidecar.read_text() if sidecar.exists() else None,
        )
        if old != (new_test, new_sidecar):
            changed.append(spec.name)
            test.write_bytes(new_test)
            sidecar.write_text(new_sidecar)
    return changed


def warn_stale(specs: list[CaseSpec]) -> None:
    """Name the files of corpus/ that no case makes (left alone: a person decides)."""
    stale = {p.stem for p in CORPUS.glob("*.c")} - {spec.name for spec in specs}
    for name in sorted(stale):
        print(f"corpus/{name}.c is in no [[case]] of cases.toml: remove it by hand if it is not wanted")


def reportsmith(args: list[str], data: Path, config: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "REPORTSMITH_DATA": str(data)}
    return subprocess.run([*REPORTSMITH, *args, "--config", str(config)], capture_output=True, text=True,
                          env=env, cwd=REPO)  # fmt: skip


def check(specs: list[CaseSpec]) -> int:
    """Ingest every entry into a scratch store with the default configuration; each must be wrong-code."""
    bad = 0
    with tempfile.TemporaryDirectory(prefix="validity-corpus-") as scratch:
        for spec in specs:
            data = Path(scratch) / spec.name
            ingested = reportsmith(["ingest", str(CORPUS / f"{spec.name}.c")], data, DEFAULT_CONFIG)
            listed = reportsmith(["list", "--json"], data, DEFAULT_CONFIG)
            failures = json.loads(listed.stdout)["failures"] if listed.returncode == 0 else []
            kinds = [(f["verdict"], f["status"], f["signature"]) for f in failures]
            good = len(kinds) == 1 and kinds[0][0] == "wrong-code" and kinds[0][1] == "new"
            bad += not good
            said = kinds[0] if kinds else ("nothing stored", ingested.stdout + ingested.stderr, "")
            print(f"{'ok ' if good else 'BAD'} {spec.name}: {said[0]} ({said[1]}) {said[2]}", flush=True)
    print(f"{len(specs) - bad} of {len(specs)} entries are stored as wrong-code failures")
    return 1 if bad else 0


def judge_originals(specs: list[CaseSpec]) -> int:
    """Every judge of judge.py on each entry as written (not as ingest stores it: headers not inlined)."""
    import judge

    unclean = 0
    for spec in specs:
        test = CORPUS / f"{spec.name}.c"
        releases = (spec.fails_with, spec.passes_with)
        case = judge.Case.from_sidecar(test, test.with_suffix(".toml"), releases=releases)
        verdicts = judge.judge_all(test.read_bytes(), case)
        bad = judge.undefined(verdicts) or verdicts["bug"].outcome is not judge.Outcome.CLEAN
        unclean += bad
        said = "; ".join(f"{name} {v.short()[:120]}" for name, v in verdicts.items())
        print(f"{'BAD' if bad else 'ok '} {spec.name}: {said}", flush=True)
    print(f"{len(specs) - unclean} of {len(specs)} entries are clean by every judge and still fail")
    return 1 if unclean else 0


def discover(generator: str, seed: int, programs: int, keep: Path | None, types: list[str]) -> int:
    """A campaign with fuzz.toml in a scratch store; prints its wrong-code failures as [[case]] candidates."""
    data = keep or Path(tempfile.mkdtemp(prefix="validity-discover-"))
    data.mkdir(parents=True, exist_ok=True)
    fuzz = ["fuzz", "--generator", generator, "--seed", str(seed), "--programs", str(programs), "--jobs", "1"]
    made = reportsmith(fuzz, data, config_with_types(types, data) if types else FUZZ_CONFIG)
    print(made.stderr.strip().splitlines()[-2] if made.stderr.strip() else made.stdout)
    from reportsmith.store import Store
    from reportsmith.store.failures import list_failures

    store = Store(f"sqlite:///{data / 'reportsmith.db'}")
    for failure in list_failures(store):
        if failure.verdict != "wrong-code":
            continue
        key = "seed" if generator == "arith" else "command"
        value = failure.details.arith_seed if generator == "arith" else json.dumps(failure.origin)
        print(f'# {failure.signature[:150]} ({len(failure.test_bytes)} B)\n[[case]]\n'
              f'name = "{failure.compiler}-{Path(failure.test_name).stem}"\ngenerator = "{generator}"\n'
              f'{key} = {value}\ncompiler = "{failure.compiler}"\nflags = "{shlex.join(failure.flags)}"\n'
              + (f"types = {json.dumps(types)}\n" if types else ""))  # fmt: skip
    print(f"# store kept in {data}" if keep else "")
    if not keep:
        shutil.rmtree(data)
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--check", action="store_true", help="ingest each entry: must be wrong-code")
    parser.add_argument("--judge", action="store_true", help="run judge.py's judges on each entry")
    parser.add_argument("--only", action="append", default=[], metavar="NAME", help="only these cases")
    parser.add_argument("--discover", choices=("arith", "csmith"), help="run a campaign, print candidates")
    parser.add_argument("--seed", type=int, default=5000)
    parser.add_argument("--programs", type=int, default=200)
    parser.add_argument("--keep", type=Path, help="--discover: keep the campaign's store here")
    parser.add_argument("--types", default="", help="--discover arith: comma-separated [arith] types")
    args = parser.parse_args(argv)
    if args.discover:
        types = [name.strip() for name in args.types.split(",") if name.strip()]
        return discover(args.discover, args.seed, args.programs, args.keep, types)
    every = CaseSpec.load_all()
    warn_stale(every)
    specs = [spec for spec in every if not args.only or spec.name in args.only]
    changed = write_corpus(specs)
    print(f"{len(specs)} entries; changed: {', '.join(changed) or 'none'}")
    failed = check(specs) if args.check else 0
    return (judge_originals(specs) if args.judge else 0) or failed


if __name__ == "__main__":
    sys.exit(main())
