"""The two interestingness tests an IR reproducer is found and reduced under, run for real on a ``.ll`` file.

* :class:`CrashCheck`: one ``opt``/``llc`` command (``{ir}`` stands for the file) crashes with a given
  signature. The signature is compared by :func:`same_crash`: the tool's name is not part of it, and LLVM's
  ``LLVM ERROR:`` (what ``opt``/``llc`` print) is clang's ``error in backend:``.
* :class:`MiscompileCheck`: running one pass on the IR turns a correct program into a wrong one. The IR
  *before* the pass runs cleanly under ``lli`` (it exits), the IR *after* ``opt -passes=<pass>`` shows the
  failure's symptom (the same signal, or other output). A reduced IR must not buy that difference with
  undefined behaviour, so it may hold no more ``undef``/``poison`` than the unreduced one, and its program
  must run the same, and clean, when built with MemorySanitizer and with AddressSanitizer (every defined
  function gets the ``sanitize_*`` attribute with ``opt -passes=forceattrs``: IR from clang carries them only
  when the C was compiled with ``-fsanitize``). ``main`` must still return ``i32`` (``llvm-reduce`` may turn
  it into ``ptr @main()``, whose exit status is then an address), and a second run must agree: the IR
  before the pass behaves the same again and the IR after it is wrong again (a difference made by addresses
  or uninitialized memory is no miscompile: issue 38's first clang-22 reduction ended as ``ret ptr
  %alloca``, "exit 192" before the pass and "exit 128" after).
  Cheap stages first; the sanitizer builds only run on variants that passed the rest.

Both are plain frozen dataclasses that serialize to JSON (:func:`check_to_json` / :func:`check_from_json`),
because ``llvm-reduce`` runs them as a separate program for every candidate (:mod:`.interesting`).
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from reportsmith.bisect.llvm_ir.location import crash_shape
from reportsmith.common.process import Limits, RunResult, run_limited, scratch_dir
from reportsmith.common.signature import crash_signature, strip_compiler_name

#: Stands for the IR file in a stored command.
_MAIN = re.compile(r"^define\b[^\n]*@main\(", re.M)
_MAIN_RETURNS_INT = re.compile(r"^define\b[^\n]*\bi32 @main\(", re.M)
IR = "{ir}"
_UNDEF = re.compile(r"\b(?:undef|poison)\b")
_DEFINE = re.compile(r'^define\b[^@\n]*@(?P<name>"[^"]+"|[\w.$-]+)\(', re.M)
_TOOL_ERROR = re.compile(r"^(?:LLVM ERROR|error in backend): ")


def fill(command: Sequence[str], ir_file: str | Path) -> list[str]:
    """``command`` with the IR file in place of ``{ir}``."""
    return [str(ir_file) if word == IR else word for word in command]


def run_on_ir(command: Sequence[str], ir: Path, *, timeout: float, cwd: Path | None = None) -> RunResult:
    return run_limited(fill(command, ir.name if cwd else ir), cwd=cwd, limits=Limits(timeout=timeout))


def tool_signature(command: Sequence[str], result: RunResult, ir_name: str) -> str | None:
    """The crash signature of an ``opt``/``llc`` run, named like the clang one it stands for."""
    return crash_signature(Path(command[0]).name, result, [ir_name])


def same_crash(found: str | None, wanted: str | None) -> bool:
    """Is the tool's crash ``found`` the clang crash ``wanted``? Compiler names aside, LLVM's fatal errors
    print as ``LLVM ERROR: X`` from a tool and ``error in backend: X`` from clang."""
    if found is None or wanted is None:
        return False

    def canonical(signature: str) -> str:
        return _TOOL_ERROR.sub("error in backend: ", strip_compiler_name(signature))

    return canonical(found) == canonical(wanted)


def undef_count(ir_text: str) -> int:
    return len(_UNDEF.findall(ir_text))


def defined_functions(ir_text: str) -> list[str]:
    return [match["name"].strip('"') for match in _DEFINE.finditer(ir_text)]


@dataclass(frozen=True)
class CrashCheck:
    """Interesting while ``command`` (with ``{ir}``) crashes with ``signature`` and the stack top ``shape``
    (:func:`~.location.crash_shape`; "" = any) ``repeat`` times in a row, on IR with at most ``max_undef``
    undef/poison values (None: any number).

    The last three guard against a reduction sliding into a crash that is not the bug's: ``llvm-reduce``
    replaces what it removes with ``undef``, a pass reading an ``undef`` token or pointer may crash only now
    and then (the heap's layout decides), and a malformed input can crash the same pass in another of its
    functions (same first named frame, so same signature; different call sites)."""

    command: list[str]
    signature: str
    timeout: float = 60.0
    shape: str = ""
    max_undef: int | None = None
    repeat: int = 2
    kind: str = "crash"

    def run(self, ir: Path) -> tuple[RunResult, str | None]:
        with scratch_dir(prefix="reportsmith-ir-") as scratch:
            shutil.copy(ir, scratch.path / "input.ll")
            result = run_on_ir(
                self.command, scratch.path / "input.ll", timeout=self.timeout, cwd=scratch.path
            )
        return result, tool_signature(self.command, result, "input.ll")

    def holds(self, ir: Path) -> bool:
        if self.max_undef is not None and undef_count(ir.read_text(errors="replace")) > self.max_undef:
            return False
        return all(self.same(*self.run(ir)) for _ in range(self.repeat))

    def same(self, result: RunResult, signature: str | None) -> bool:
        """Does one run (``result``, its ``signature``) show this crash?"""
        return same_crash(signature, self.signature) and (
            not self.shape or crash_shape(result.err) == self.shape
        )


@dataclass(frozen=True)
class Behaviour:
    """How a program ended (``exit 0``, ``SIGSEGV``, ``timeout``) and what it printed."""

    ending: str
    stdout: str = ""

    @classmethod
    def of(cls, result: RunResult) -> Behaviour:
        if result.timed_out:
            ending = "timeout"
        elif result.start_error or result.memory_exceeded:
            ending = result.start_error or "out of memory"
        elif result.signal_name:
            ending = result.signal_name
        else:
            ending = f"exit {result.returncode}"
        return cls(ending, result.out)

    @property
    def exited(self) -> bool:
        return self.ending.startswith("exit ")

    def __str__(self) -> str:
        printed = f", prints {self.stdout[:60]!r}" if self.stdout else ", prints nothing"
        return f"{self.ending}{printed}"


@dataclass(frozen=True)
class MiscompileOutcome:
    holds: bool
    reason: str
    before: Behaviour | None = None
    after: Behaviour | None = None
    after_ir: str = ""
    checks: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class MiscompileCheck:
    """Interesting while ``opt -passes=<passes>`` turns the IR's clean run into ``symptom`` (a signal name;
    "" = any other behaviour), with no more undef/poison than ``max_undef`` and sanitizer-clean builds (by
    ``sanitizer_clang``; "" = not checked)."""

    opt: str
    passes: str
    lli: str
    symptom: str = ""
    max_undef: int = 0
    sanitizer_clang: str = ""
    timeout: float = 10.0
    kind: str = "miscompile"

    @property
    def opt_command(self) -> list[str]:
        return [self.opt, f"-passes={self.passes}", IR, "-S", "-o", "after.ll"]

    @property
    def run_command(self) -> list[str]:
        return [self.lli, IR]

    def holds(self, ir: Path) -> bool:
        return self.evaluate(ir).holds

    def evaluate(self, ir: Path, *, sanitizers: bool = True) -> MiscompileOutcome:
        text = ir.read_text(errors="replace")
        if undef_count(text) > self.max_undef:
            return MiscompileOutcome(False, f"more undef/poison than the unreduced IR ({self.max_undef})")
        if _MAIN.search(text) and not _MAIN_RETURNS_INT.search(text):
            # llvm-reduce may change main's return type: lli's exit status is then a pointer's low byte.
            return MiscompileOutcome(False, "main no longer returns i32: its exit status says nothing")
        with scratch_dir(prefix="reportsmith-ir-") as scratch:
            before = scratch.path / "before.ll"
            shutil.copy(ir, before)
            optimized = run_on_ir(self.opt_command, before, timeout=self.timeout * 6, cwd=scratch.path)
            after = scratch.path / "after.ll"
            if not optimized.ok or not after.exists():
                return MiscompileOutcome(False, f"opt -passes={self.passes} failed: {optimized.err[-300:]}")
            ran_before = Behaviour.of(self._lli(before, scratch.path))
            if not ran_before.exited:
                return MiscompileOutcome(False, f"the IR before the pass does not exit cleanly: {ran_before}")
            ran_after = Behaviour.of(self._lli(after, scratch.path))
            outcome = self._compare(ran_before, ran_after, after.read_text(errors="replace"))
            if outcome.holds:
                outcome = self._repeated(outcome, before, after, scratch.path)
            if not outcome.holds or not sanitizers or not self.sanitizer_clang:
                return outcome
            return self._sanitized(before, ran_before, outcome, scratch.path)

    def _lli(self, ir: Path, cwd: Path) -> RunResult:
        return run_on_ir(self.run_command, ir, timeout=self.timeout, cwd=cwd)

    def _repeated(
        self, outcome: MiscompileOutcome, before: Path, after: Path, cwd: Path
    ) -> MiscompileOutcome:
        """``outcome`` when a second run agrees: the IR before the pass behaves the same again (a correct
        program whose output comes from addresses (ASLR) or uninitialized memory proves nothing), and the
        IR after it is wrong again (the miscompiled program may read garbage: it need not repeat itself)."""
        again = Behaviour.of(self._lli(before, cwd))
        if again != outcome.before:
            reason = f"the IR before the pass runs differently when run again ({outcome.before}; {again})"
            return MiscompileOutcome(False, reason, outcome.before, outcome.after)
        second = self._compare(outcome.before, Behaviour.of(self._lli(after, cwd)), outcome.after_ir)
        if not second.holds:
            return MiscompileOutcome(False, f"run again, {second.reason}", outcome.before, outcome.after)
        return outcome

    def _compare(self, before: Behaviour, after: Behaviour, after_ir: str) -> MiscompileOutcome:
        if after.ending == "timeout":
            return MiscompileOutcome(False, "the IR after the pass runs out of time", before, after)
        if self.symptom and after.ending != self.symptom:
            return MiscompileOutcome(False, f"after the pass: {after}, not {self.symptom}", before, after)
        if after == before:
            return MiscompileOutcome(
                False, f"the pass changes nothing the program shows ({after})", before, after
            )
        checks = [f"lli runs the IR before the pass: {before}", f"and the IR after it: {after}"]
        return MiscompileOutcome(True, "", before, after, after_ir, checks)

    def _sanitized(
        self, ir: Path, clean: Behaviour, outcome: MiscompileOutcome, work: Path
    ) -> MiscompileOutcome:
        checks = list(outcome.checks)
        for sanitizer, attribute in (("memory", "sanitize_memory"), ("address", "sanitize_address")):
            ran = self._sanitizer_run(ir, sanitizer, attribute, work)
            if ran != clean:
                reason = f"the IR before the pass built with -fsanitize={sanitizer} runs differently: {ran}"
                return MiscompileOutcome(False, reason, outcome.before, outcome.after)
            checks.append(
                f"{Path(self.sanitizer_clang).name} -fsanitize={sanitizer} build of it runs the same"
            )
        return MiscompileOutcome(True, "", outcome.before, outcome.after, outcome.after_ir, checks)

    def _sanitizer_run(self, ir: Path, sanitizer: str, attribute: str, work: Path) -> Behaviour:
        forced = [f"-force-attribute={name}:{attribute}" for name in defined_functions(ir.read_text())]
        marked = work / f"{sanitizer}.ll"
        limits = Limits(timeout=self.timeout * 6)
        run_limited([self.opt, "-passes=forceattrs", *forced, ir.name, "-S", "-o", marked.name], cwd=work,
                    limits=limits)  # fmt: skip
        program = work / f"{sanitizer}.out"
        built = run_limited(
            [self.sanitizer_clang, "-O0", f"-fsanitize={sanitizer}", "-w", marked.name, "-o", program.name],
            cwd=work,
            limits=limits,
        )
        if not built.ok:
            return Behaviour(f"build failed: {built.err.strip()[-200:]}")
        return Behaviour.of(run_limited([str(program)], cwd=work, limits=Limits(timeout=self.timeout)))


Check = CrashCheck | MiscompileCheck


def check_to_json(check: Check) -> dict[str, Any]:
    return asdict(check)


def check_from_json(data: dict[str, Any]) -> Check:
    kinds: dict[str, type[CrashCheck] | type[MiscompileCheck]] = {
        "crash": CrashCheck,
        "miscompile": MiscompileCheck,
    }
    return kinds[data["kind"]](**data)
