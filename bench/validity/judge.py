"""Independent judges of a wrong-code test (bench/validity), written without reportsmith's code.

The reducer has its own validity checks (``reportsmith.reducer.wrong_code``, ``.validity``); this module
re-implements the judgement from the tools themselves, so a bug in the reducer's checks cannot hide here:

* ``frama-c``: Frama-C EVA used as an interpreter of a closed program (``-eva-slevel 1000000000``,
  ``-Dvolatile=`` so a volatile read is an ordinary read), reading the program as GCC's C on x86_64
  (``-machdep gcc_x86_64``: the tests are GNU C built by gcc, clang and tcc; with ``-machdep x86_64``
  Frama-C refuses Csmith's empty structs, "empty structs only allowed for GCC/MSVC machdeps").
  Floating point is judged by ISO C alone, stricter than the bot's check: a non-finite value alarms
  (Frama-C's default ``-warn-special-float non-finite``) and so does a float division by zero
  (``asan+ubsan`` below), which IEEE 754 (C's Annex F, followed by gcc and clang on x86_64) defines; a
  reader of a report stops at either. Any alarm, any user error (parse or typing
  error: e.g. a call that does not match the function's definition), a program that does not terminate,
  or a ``main`` that was not the function analysed makes the test invalid. When ``main`` takes
  ``(argc, argv)`` an extra file defines the entry ``validity_entry`` that calls ``main(1, argv)``.
* ``asan+ubsan``: clang-16 -O0 -g -fsanitize=address,undefined,float-divide-by-zero
  -fno-sanitize-recover=all, run: any report (or a build that fails) makes it invalid.
* ``msan``: clang-16 -O0 -g -fsanitize=memory -fno-sanitize-recover=all, run: the same.
* ``valgrind``: memcheck on a gcc -O0 -g build (uninitialised values, invalid reads and writes).
* ``bug``: the compiler under test still shows the bug: gcc -O0 and clang-16 -O0 builds agree (exit
  status and output) and the build under test differs (dies by the expected signal when one is given).
* ``range`` (cases with a known regression range): the releases that showed the bug still show it, with
  the same flags, and those that did not still behave like the references.

Each judge answers with a :class:`Verdict`: ``clean``, ``invalid`` (with the evidence), or ``timeout``
(the tool did not finish: no evidence either way). ``bug`` answers ``clean`` when the bug is still there.

Run by hand: ``.venv/bin/python bench/validity/judge.py TEST.c SIDECAR.toml`` (an inbox sidecar: compiler,
flags, common_flags, link_flags, expect), or ``judge.py --self-test`` on ``known_bad/``.
"""

from __future__ import annotations

import argparse
import os
import re
import shlex
import signal
import subprocess
import sys
import tempfile
import time
import tomllib
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path

HERE = Path(__file__).resolve().parent
CLANG = "clang-16"
COMPILE_SECONDS = 120.0
RUN_SECONDS = 20.0
VALGRIND_SECONDS = 600.0
FRAMA_C_SECONDS = 600.0
REFERENCES = (["gcc", "-O0", "-w"], [CLANG, "-O0", "-w"])
ENTRY = "validity_entry"
ENTRY_FILE = f"""int main(int, char **);
int {ENTRY}(void) {{
  static char name[] = "prog";
  static char *argv[] = {{name, 0}};
  return main(1, argv);
}}
"""
#: The judges of undefined behaviour (``bug`` and ``range`` judge the bug itself).
UB_JUDGES = ("frama-c", "asan+ubsan", "msan", "valgrind")


class Outcome(StrEnum):
    CLEAN = "clean"
    INVALID = "invalid"
    TIMEOUT = "timeout"


@dataclass(frozen=True)
class Verdict:
    judge: str
    outcome: Outcome
    detail: str = ""
    seconds: float = 0.0

    def short(self) -> str:
        """One cell of the results table."""
        return self.outcome.value if not self.detail else f"{self.outcome.value}: {self.detail}"


#: A regression range: (releases that show the bug, releases that do not).
Releases = tuple[tuple[str, ...], tuple[str, ...]]


@dataclass(frozen=True)
class Case:
    """What the judges need to know about a failure: how it is built and how it fails."""

    file_name: str
    compiler: list[str]  # the command under test, with its flags
    common_flags: list[str] = field(default_factory=list)
    link_flags: list[str] = field(default_factory=list)
    signal: str | None = None  # "SIGSEGV" when the failure is a run that dies by it
    #: The regression range, when known: releases (commands) that show the bug, and that do not.
    fails_with: tuple[str, ...] = ()
    passes_with: tuple[str, ...] = ()

    @classmethod
    def from_sidecar(
        cls, test: Path, sidecar: Path, signal_name: str | None = None, releases: Releases = ((), ())
    ) -> Case:
        meta = tomllib.loads(sidecar.read_text())

        def flags(key: str) -> list[str]:
            value = meta.get(key, "")
            return shlex.split(value) if isinstance(value, str) else list(value)

        compiler = [*shlex.split(meta["compiler"]), *flags("flags")]
        common, link = flags("common_flags"), flags("link_flags")
        return cls(test.name, compiler, common, link, signal_name, *releases)

    @property
    def preprocessor_flags(self) -> list[str]:
        """The -I/-D/-U flags of the build (Frama-C's preprocessor needs them too)."""
        found, words = [], [*self.compiler[1:], *self.common_flags]
        for index, word in enumerate(words):
            if word in ("-I", "-D", "-U") and index + 1 < len(words):
                found += [word, words[index + 1]]
            elif word[:2] in ("-I", "-D", "-U") and len(word) > 2:
                found.append(word)
        return found


@dataclass(frozen=True)
class Ran:
    returncode: int | None  # None: killed at its time limit
    stdout: bytes
    stderr: bytes
    seconds: float

    @property
    def timed_out(self) -> bool:
        return self.returncode is None

    def describe(self) -> str:
        if self.returncode is None:
            return "timeout"
        if self.returncode < 0:
            return f"killed by {signal.Signals(-self.returncode).name}"
        return f"exit {self.returncode}"


def run(argv: list[str], cwd: Path, timeout: float, env: dict[str, str] | None = None) -> Ran:
    """``argv`` in its own process group, killed whole at ``timeout``; no core files. ``PWD`` is set to
    ``cwd``: frama-c resolves relative file names by it."""
    started = time.monotonic()
    process = subprocess.Popen(
        argv, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
        start_new_session=True, env={**os.environ, "PWD": str(cwd), **(env or {})}, preexec_fn=_no_core,
    )  # fmt: skip
    try:
        stdout, stderr = process.communicate(timeout=timeout)
        code: int | None = process.returncode
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        stdout, stderr = process.communicate()
        code = None
    return Ran(code, stdout, stderr, time.monotonic() - started)


def _no_core() -> None:
    import resource

    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


def _first_lines(text: bytes, pattern: str, count: int = 1) -> str:
    lines = text.decode(errors="replace").splitlines()
    hits = [i for i, line in enumerate(lines) if re.search(pattern, line)]
    if not hits:
        return ""
    start = hits[0]
    return " ".join(line.strip() for line in lines[start : start + count])[:200]


# --- Frama-C EVA ---------------------------------------------------------------------------------------

_MAIN = re.compile(rb"\bmain\s*\(([^()]*)\)\s*(?:\{|$)", re.MULTILINE)


def main_takes_arguments(source: bytes) -> bool:
    """True when main's definition has parameters (Csmith's ``main(int argc, char *argv[])``)."""
    for match in _MAIN.finditer(source):
        parameters = match.group(1).strip()
        return parameters not in (b"", b"void")
    return False


#: GNU C's (and C23's) empty initializer, within one line (Frama-C's messages keep their line numbers).
_EMPTY_BRACES = re.compile(rb"=(\s*)\{[ \t]*\}")


def frama_c(source: bytes, case: Case, work: Path, timeout: float = FRAMA_C_SECONDS) -> Verdict:
    # Frama-C 25 cannot parse `= {}` for a union ("Can initialize only one field for union"): it gets
    # `= {0}`, the same zero initialization, so a parser's limit is not taken for undefined behaviour.
    (work / case.file_name).write_bytes(_EMPTY_BRACES.sub(rb"=\1{0}", source))
    files, entry = [case.file_name], "main"
    if main_takes_arguments(source):
        (work / "validity_entry.c").write_text(ENTRY_FILE)
        files, entry = [case.file_name, "validity_entry.c"], ENTRY
    cpp = " ".join(["-Dvolatile=", *map(shlex.quote, case.preprocessor_flags)])
    argv = ["frama-c", "-eva", "-eva-slevel", "1000000000", "-eva-no-show-progress",
            "-machdep", "gcc_x86_64", f"-cpp-extra-args={cpp}", *files, "-main", entry]  # fmt: skip
    ran = run(argv, work, timeout)
    if ran.timed_out:
        return Verdict("frama-c", Outcome.TIMEOUT, f"EVA still running after {timeout:g} s", ran.seconds)
    return Verdict("frama-c", *_eva_outcome(ran, entry), seconds=ran.seconds)


def _eva_outcome(ran: Ran, entry: str) -> tuple[Outcome, str]:
    out = ran.stdout + ran.stderr
    text = out.decode(errors="replace")
    user_error = _first_lines(out, r"User Error", 2)
    if user_error:
        return Outcome.INVALID, f"refused: {user_error}"
    if ran.returncode != 0:
        aborted = _first_lines(out, r"Frama-C aborted", 1)
        feature = _first_lines(out, r"'\[Frama-C\] ", 1)
        return Outcome.INVALID, f"stopped ({ran.describe()}): {aborted} {feature}".strip()
    for problem in (rf"Incompatible declaration for {entry}\b", r"Incompatible declaration for main\b",
                    r"Neither code nor specification for function"):  # fmt: skip
        hit = _first_lines(out, problem, 2)
        if hit:
            return Outcome.INVALID, f"not analysed: {hit}"
    lines = text.splitlines()
    alarms = [i for i, line in enumerate(lines) if line.startswith("[eva:alarm]")]
    if alarms:
        first = [lines[alarms[0]].removeprefix("[eva:alarm] ").replace(" Warning:", "")]
        first += [line.strip() for line in lines[alarms[0] + 1 : alarms[0] + 3] if line[:1].isspace()]
        return Outcome.INVALID, f"{len(alarms)} alarm(s): {' '.join(first)[:200]}"
    if re.search(rf"Values at end of function {re.escape(entry)}:\s*\n\s*NON TERMINATING FUNCTION", text):
        return Outcome.INVALID, f"{entry} never returns (EVA)"
    if f"Analyzing a complete application starting at {entry}" not in text:
        return Outcome.INVALID, f"EVA did not analyse {entry}"
    if "degenerat" in text.lower():
        return Outcome.INVALID, f"analysis degenerated: {_first_lines(out, '(?i)degenerat')}"
    return Outcome.CLEAN, ""


# --- sanitizers and Valgrind ---------------------------------------------------------------------------

SANITIZER_REPORT = re.compile(rb"runtime error:|ERROR: AddressSanitizer|WARNING: MemorySanitizer|"
                              rb"ERROR: UndefinedBehaviorSanitizer|SUMMARY: \w+Sanitizer")  # fmt: skip
SANITIZE_ENV = {"ASAN_OPTIONS": "detect_leaks=0", "UBSAN_OPTIONS": "print_stacktrace=0"}


def _build(command: list[str], source: bytes, case: Case, work: Path, exe: str) -> Ran:
    (work / case.file_name).write_bytes(source)
    argv = [*command, *case.common_flags, case.file_name, "-o", exe, *case.link_flags]
    return run(argv, work, COMPILE_SECONDS)


def sanitizer(name: str, flags: list[str], source: bytes, case: Case, work: Path) -> Verdict:
    built = _build([CLANG, "-O0", "-g", "-w", *flags], source, case, work, name)
    if built.returncode != 0:
        detail = _first_lines(built.stderr, r"error") or built.describe()
        return Verdict(name, Outcome.INVALID, f"{CLANG} does not build it: {detail}", built.seconds)
    ran = run([f"./{name}"], work, RUN_SECONDS, SANITIZE_ENV)
    seconds = built.seconds + ran.seconds
    report = SANITIZER_REPORT.search(ran.stderr)
    if report:
        line = _first_lines(ran.stderr, re.escape(report.group(0).decode()))
        return Verdict(name, Outcome.INVALID, line, seconds)
    if ran.timed_out:
        return Verdict(name, Outcome.TIMEOUT, f"run past {RUN_SECONDS:g} s", seconds)
    if ran.returncode != 0:
        return Verdict(name, Outcome.INVALID, f"{ran.describe()} without a report", seconds)
    return Verdict(name, Outcome.CLEAN, "", seconds)


def asan_ubsan(source: bytes, case: Case, work: Path) -> Verdict:
    flags = ["-fsanitize=address,undefined,float-divide-by-zero", "-fno-sanitize-recover=all"]
    return sanitizer("asan+ubsan", flags, source, case, work)


def msan(source: bytes, case: Case, work: Path) -> Verdict:
    return sanitizer("msan", ["-fsanitize=memory", "-fno-sanitize-recover=all"], source, case, work)


def valgrind(source: bytes, case: Case, work: Path) -> Verdict:
    built = _build(["gcc", "-O0", "-g", "-w"], source, case, work, "vg")
    if built.returncode != 0:
        detail = _first_lines(built.stderr, r"error") or built.describe()
        return Verdict("valgrind", Outcome.INVALID, f"gcc does not build it: {detail}", built.seconds)
    argv = ["valgrind", "-q", "--error-exitcode=97", "--track-origins=yes", "./vg"]
    ran = run(argv, work, VALGRIND_SECONDS)
    ran = Ran(ran.returncode, ran.stdout, ran.stderr, built.seconds + ran.seconds)
    if ran.timed_out:
        return Verdict("valgrind", Outcome.TIMEOUT, f"run past {VALGRIND_SECONDS:g} s", ran.seconds)
    if ran.returncode == 97:
        return Verdict("valgrind", Outcome.INVALID, _first_lines(ran.stderr, r"^==\d+== \S", 1), ran.seconds)
    return Verdict("valgrind", Outcome.CLEAN, "", ran.seconds)


# --- the bug itself ------------------------------------------------------------------------------------


def _behaviours(source: bytes, case: Case, commands: list[list[str]], work: Path) -> list[Ran] | str:
    """Each command's build of ``source``, run; or why one did not build."""
    outcomes = []
    for number, command in enumerate(commands):
        built = _build(command, source, case, work, f"bug{number}")
        if built.returncode != 0:
            return (
                f"{command[0]} does not build it: {_first_lines(built.stderr, r'error') or built.describe()}"
            )
        outcomes.append(run([f"./bug{number}"], work, RUN_SECONDS))
    return outcomes


def _references(source: bytes, case: Case, work: Path) -> Ran | str:
    """The references' common behaviour (gcc -O0 and clang-16 -O0 agree, and end normally); or why not."""
    outcomes = _behaviours(source, case, [*REFERENCES], work)
    if isinstance(outcomes, str):
        return outcomes
    gcc, clang = outcomes
    if (gcc.returncode, gcc.stdout) != (clang.returncode, clang.stdout):
        return f"references disagree (gcc {gcc.describe()}, clang {clang.describe()})"
    if gcc.timed_out or (gcc.returncode or 0) < 0:
        return f"the references' program ends by {gcc.describe()}"
    return gcc


def _shows_bug(tested: Ran, reference: Ran, case: Case) -> str | None:
    """How ``tested`` shows the bug (dies by the case's signal, or differs from the references), or None."""
    if case.signal:
        dead = tested.returncode is not None and tested.returncode < 0
        name = signal.Signals(-tested.returncode).name if dead and tested.returncode else ""
        return f"dies by {name}" if name == case.signal else None
    if (tested.returncode, tested.stdout) == (reference.returncode, reference.stdout):
        return None
    return f"differs ({tested.describe()})"


def still_fails(source: bytes, case: Case, work: Path) -> Verdict:
    """gcc -O0 and clang-16 -O0 agree; the build under test differs (by ``case.signal`` when given)."""
    started = time.monotonic()
    reference = _references(source, case, work)
    tested = _behaviours(source, case, [case.compiler], work) if not isinstance(reference, str) else reference
    seconds = time.monotonic() - started
    if isinstance(reference, str) or isinstance(tested, str):
        return Verdict("bug", Outcome.INVALID, str(tested), seconds)
    shown = _shows_bug(tested[0], reference, case)
    if shown is None:
        wanted = f"not {case.signal}" if case.signal else "the same as the references"
        return Verdict("bug", Outcome.INVALID, f"{tested[0].describe()}: {wanted}", seconds)
    return Verdict("bug", Outcome.CLEAN, shown, seconds)


def keeps_range(source: bytes, case: Case, work: Path) -> Verdict:
    """The regression range: every release in ``case.fails_with`` shows the bug (the compiler under test's
    flags), every one in ``case.passes_with`` behaves like the references."""
    started = time.monotonic()
    reference = _references(source, case, work)
    if isinstance(reference, str):
        return Verdict("range", Outcome.INVALID, reference, time.monotonic() - started)
    releases = [*case.fails_with, *case.passes_with]
    outcomes = _behaviours(source, case, [[release, *case.compiler[1:]] for release in releases], work)
    if isinstance(outcomes, str):
        return Verdict("range", Outcome.INVALID, outcomes, time.monotonic() - started)
    failing = [r for r, ran in zip(releases, outcomes, strict=True) if _shows_bug(ran, reference, case)]
    seconds = time.monotonic() - started
    if failing == list(case.fails_with):
        return Verdict("range", Outcome.CLEAN, f"fails with {', '.join(failing)}", seconds)
    return Verdict("range", Outcome.INVALID, f"fails with {', '.join(failing) or 'none'} (wanted: "
                                             f"{', '.join(case.fails_with)})", seconds)  # fmt: skip


def judge_all(source: bytes, case: Case, frama_c_seconds: float = FRAMA_C_SECONDS) -> dict[str, Verdict]:
    """Every judge on ``source``, each in its own scratch folder."""
    checks = {
        "frama-c": lambda work: frama_c(source, case, work, frama_c_seconds),
        "asan+ubsan": lambda work: asan_ubsan(source, case, work),
        "msan": lambda work: msan(source, case, work),
        "valgrind": lambda work: valgrind(source, case, work),
        "bug": lambda work: still_fails(source, case, work),
    }
    if case.fails_with or case.passes_with:
        checks["range"] = lambda work: keeps_range(source, case, work)
    verdicts = {}
    for name, check in checks.items():
        with tempfile.TemporaryDirectory(prefix=f"validity-{name.replace('+', '-')}-") as folder:
            verdicts[name] = check(Path(folder))
    return verdicts


def undefined(verdicts: dict[str, Verdict]) -> bool:
    """Whether any UB judge (not ``bug`` or ``range``) found the test invalid."""
    return any(verdicts[name].outcome is Outcome.INVALID for name in UB_JUDGES if name in verdicts)


# --- command line --------------------------------------------------------------------------------------


def self_test() -> int:
    """Frama-C must refuse or alarm on every program in known_bad/; says what the other judges do."""
    failures = 0
    for test in sorted((HERE / "known_bad").glob("*.c")):
        case = Case(test.name, ["tcc", "-w"])
        verdicts = judge_all(test.read_bytes(), case)
        print(f"{test.name}:")
        for name, verdict in verdicts.items():
            if name != "bug":
                print(f"  {name:11} {verdict.short()}")
        if verdicts["frama-c"].outcome is not Outcome.INVALID:
            print("  FAIL: frama-c must find this invalid")
            failures += 1
    return 1 if failures else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("test", nargs="?", type=Path)
    parser.add_argument("sidecar", nargs="?", type=Path)
    parser.add_argument("--signal", help="the build under test must die by this signal (e.g. SIGSEGV)")
    parser.add_argument("--self-test", action="store_true", help="run on known_bad/ (Frama-C must refuse)")
    args = parser.parse_args(argv)
    if args.self_test:
        return self_test()
    if args.test is None or args.sidecar is None:
        parser.error("TEST and SIDECAR are needed (or --self-test)")
    case = Case.from_sidecar(args.test, args.sidecar, args.signal)
    verdicts = judge_all(args.test.read_bytes(), case)
    for name, verdict in verdicts.items():
        print(f"{name:11} {verdict.short()}  ({verdict.seconds:.1f} s)")
    return 1 if undefined(verdicts) or verdicts["bug"].outcome is not Outcome.CLEAN else 0


if __name__ == "__main__":
    sys.exit(main())
