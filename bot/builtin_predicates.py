"""The built-in predicates of ``reportsmith reduce FILE --crash|--rejects|--wrong-code|--hang COMMAND``.

No script to write: the predicate is the one the bot's own reduce stage uses for that kind of failure, built
from COMMAND (the compiler under test and its flags) and the configuration's reference compilers:

* ``--crash CMD``: CMD still crashes with the original's crash signature;
* ``--rejects CMD``: CMD still stops with the original's first error while the first reference compiler
  accepts the variant (``-fsyntax-only``): the variant stays valid C;
* ``--wrong-code CMD``: the whole :class:`~reportsmith.reducer.wrong_code.WrongCodePredicate` (references
  warning-free and sanitizer-clean, agreeing with each other, Frama-C finding no undefined behaviour, CMD's
  program still behaving differently). A FILE that includes headers from CMD's ``-I`` directories (a Csmith
  program's ``csmith.h``) is reduced with them inlined, as the bot stores its own failures
  (:mod:`reportsmith.self_contained`): their code is reduced too and the result needs no ``-I``;
* ``--hang CMD``: a compile-time hog: CMD takes ``ratio`` × the slowest reference's compile time
  (:class:`~reportsmith.reducer.hog.HogPredicate`, the same test as the oracle's ``compile-time-hog``).

``--keep-range A..B`` adds the release range (:mod:`reportsmith.regression_guard`): each variant must give the
original's verdict with releases A and B too (one fails, the other passes).

Every predicate is checked on the original before anything is written, and a FILE it does not hold for is
refused with a :class:`BuiltinInputError` saying what the compiler did and what to do instead.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path
from typing import Any

from reportsmith.bisect import api as bisect
from reportsmith.common.kinds import FailureKind
from reportsmith.common.probe import CompileStatus, source_flags
from reportsmith.common.process import ScratchDir, scratch_dir, split_command
from reportsmith.config import Config
from reportsmith.errors import BuiltinInputError
from reportsmith.oracle import OracleLimits
from reportsmith.reducer import (
    CrashPredicate,
    HogPredicate,
    NotInterestingError,
    Predicate,
    RejectPredicate,
    WrongCodePredicate,
)
from reportsmith.regression_guard import Judge, RegressionGuard, check_boundaries, parse_range
from reportsmith.self_contained import inline_headers, opened_headers, without_dir_flags

#: The CLI option of each kind, for messages.
OPTIONS = {
    FailureKind.CRASH: "--crash",
    FailureKind.REJECTS_VALID: "--rejects",
    FailureKind.WRONG_CODE: "--wrong-code",
    FailureKind.HOG: "--hang",
}

#: What to do when the original fails one of the wrong-code predicate's checks (by the check's name).
WRONG_CODE_HINTS = {
    "references disagree": "the reference compilers ([[references]] in the config) give different outputs, "
    "so there is no right answer to compare with: the program's behaviour is not defined by the C standard "
    "(implementation-defined or unspecified); use a program they agree on",
    "UB warning": "clang warns about undefined behaviour in it: fix that first (or reduce with a script)",
    "asan+ubsan": "a reference build with ASan+UBSan fails or reports undefined behaviour: the program is "
    "not a valid test case; fix the undefined behaviour first",
    "msan": "the MSan reference build reports a read of uninitialised memory: initialise it first",
    "same output as the reference": "the compiler under test's program prints what the references print: "
    "this command shows no wrong code on FILE (check the flags)",
    "not the same behaviour": "the compiler under test's program does not behave as expected",
}


@dataclass(frozen=True)
class BuiltinSpec:
    """What the CLI asked for: the verdict to keep, the compiler-under-test command, FILE's name and bytes."""

    verdict: FailureKind
    command: str
    file: Path
    original: bytes
    hang_ratio: float = OracleLimits.hog_ratio
    hang_min_seconds: float = OracleLimits.hog_min_seconds
    #: ``--keep-range A..B``: two releases on both sides of the original's change of verdict.
    keep_range: str | None = None


@dataclass(frozen=True)
class Builtin:
    """The predicate for a :class:`BuiltinSpec`, the text to reduce (FILE, or FILE with its project headers
    inlined) and what was done to FILE first, to tell the user ("" when nothing)."""

    predicate: Predicate
    start: bytes
    note: str = ""


def builtin_predicate(config: Config, spec: BuiltinSpec) -> Builtin:
    """The predicate for ``spec``, checked on the original (:class:`BuiltinInputError` when it fails)."""
    argv = split_command(spec.command)
    if not argv:
        raise BuiltinInputError(f'{OPTIONS[spec.verdict]} needs a compiler command, e.g. "gcc -O2 -c"')
    if spec.verdict == FailureKind.HOG and spec.keep_range:
        raise BuiltinInputError("--keep-range keeps the release range of a crash, rejection or wrong code")
    if spec.verdict == FailureKind.CRASH:
        return Builtin(_crash(config, spec, argv), spec.original)
    if spec.verdict == FailureKind.REJECTS_VALID:
        return Builtin(_rejects(config, spec, argv), spec.original)
    if spec.verdict == FailureKind.WRONG_CODE:
        return _self_contained_wrong_code(config, spec, argv)
    return Builtin(_hang(config, spec, argv), spec.original)


def _probe(kind: Callable[..., bisect.BuildPredicate], test: Path, **options: Any) -> bisect.BuildPredicate:
    """A compile-only probe of ``test`` (bisect's shared predicates take the test by keyword)."""
    return kind(test_file=test, compile_args=("-c",), **options)


def _keeping_range(spec: BuiltinSpec, predicate: Predicate, judge: Judge, argv: list[str]) -> Predicate:
    """``predicate`` with ``--keep-range`` (when given): the releases named, with the original's verdicts."""
    if not spec.keep_range:
        return predicate
    flags = argv[1:]
    try:
        kept = check_boundaries(judge, spec.original, spec.file.name, flags, parse_range(spec.keep_range))
    except (ValueError, bisect.BisectError) as error:
        raise BuiltinInputError(f"{spec.file}: {error}") from None
    return RegressionGuard(predicate, kept, judge, flags, spec.file.name)


def _what_it_did(predicate: CrashPredicate | RejectPredicate, spec: BuiltinSpec, scratch: ScratchDir) -> str:
    judged = predicate.judge(spec.original, scratch)
    result = judged.result
    if result.start_error:
        return f"cannot be run ({result.start_error})"
    if result.timed_out:
        return f"ran out of time ({predicate.limits.timeout:g} s, limits.compile_timeout)"
    if judged.status is CompileStatus.REJECTED:
        return f"rejects it with the first error: {judged.signature}"
    if judged.status is CompileStatus.CRASHED:
        return f"crashes on it: {judged.signature}"
    return f"compiles it without error (exit status {result.returncode})"


def _crash(config: Config, spec: BuiltinSpec, argv: list[str]) -> Predicate:
    predicate = CrashPredicate(
        compiler=argv, signature="", file_name=spec.file.name, timeout=config.limits.compile_timeout,
        memory_mb=config.limits.memory_mb,
    )  # fmt: skip
    with scratch_dir(prefix="reportsmith-builtin-") as scratch:
        signature = predicate.signature_of(spec.original, scratch)
        if signature is None:
            did = _what_it_did(predicate, spec, scratch)
            raise BuiltinInputError(
                f"{spec.file}: `{spec.command}` does not crash on it: it {did} (--crash keeps a crash; "
                "check the command and flags, or use --rejects / --wrong-code / a script)"
            )
    predicate.signature = signature
    judge = partial(_probe, bisect.CrashPredicate, signature=signature, across_releases=True)
    return _keeping_range(spec, predicate, judge, argv)


def _rejects(config: Config, spec: BuiltinSpec, argv: list[str]) -> Predicate:
    if not config.references:
        raise BuiltinInputError(f"{config.source}: --rejects needs a [[references]] compiler to accept FILE")
    reference = config.references[0]
    flags = source_flags(argv[1:])
    reference_argv = [*reference.argv, *split_command(reference.flag_sets[0]), *flags, "-fsyntax-only"]
    predicate = RejectPredicate(
        compiler=argv, signature="", file_name=spec.file.name, timeout=config.limits.compile_timeout,
        reference=reference_argv, memory_mb=config.limits.memory_mb,
    )  # fmt: skip
    with scratch_dir(prefix="reportsmith-builtin-") as scratch:
        error = predicate.signature_of(spec.original, scratch)
        if not error:
            did = _what_it_did(predicate, spec, scratch)
            raise BuiltinInputError(
                f"{spec.file}: `{spec.command}` does not reject it with an error: it {did} (--rejects keeps "
                "a rejection of valid code; check the command, or use --crash / --wrong-code)"
            )
        if not predicate.compile_with(reference_argv, scratch).ok:
            raise BuiltinInputError(
                f"{spec.file}: the reference `{' '.join(reference_argv)}` rejects it too, so it is not a "
                "rejects-valid case (fix the program so the reference accepts it, or reduce with a script)"
            )
    predicate.signature = error
    return _keeping_range(spec, predicate, partial(_probe, bisect.RejectPredicate, signature=error), argv)


def _csmith_flags(config: Config, spec: BuiltinSpec) -> tuple[list[str], list[str]]:
    """A Csmith program needs Csmith's runtime headers and libm, as the campaign builds it."""
    if b"csmith.h" not in spec.original:
        return [], []
    return [f"-I{config.fuzzer.include_dir}"], split_command(config.fuzzer.link_flags)


def _self_contained_wrong_code(config: Config, spec: BuiltinSpec, argv: list[str]) -> Builtin:
    """The wrong-code predicate on FILE with the headers of COMMAND's ``-I`` directories inlined (when it
    includes any, and the inlined test still fails the same way), else on FILE as it is."""
    common, _ = _csmith_flags(config, spec)
    flags = [*argv[1:], *common]
    preprocessors = [[*argv, *common], *([*r.argv, *common] for r in config.references)]
    opened = opened_headers(preprocessors, spec.original, spec.file.name, config.limits.compile_timeout)
    inlined = inline_headers(spec.original, spec.file.parent.resolve(), flags, opened)
    if inlined is None:
        return Builtin(_wrong_code(config, spec, argv), spec.original)
    contained = replace(spec, original=inlined.source)
    try:
        predicate = _wrong_code(config, contained, without_dir_flags(argv), csmith_headers=False)
    except BuiltinInputError:
        return Builtin(_wrong_code(config, spec, argv), spec.original)  # as given: the error says why
    names = ", ".join(Path(header).name for header in inlined.headers)
    dirs = " ".join(dict.fromkeys(inlined.dir_flags))  # COMMAND's -I and the configuration's may be the same
    note = (
        f"{spec.file}: reduced with {names} inlined (from {dirs}): the result "
        f"needs no -I; the original is kept in {spec.file}.orig"
    )
    return Builtin(predicate, inlined.source, note)


def _wrong_code(config: Config, spec: BuiltinSpec, argv: list[str], csmith_headers: bool = True) -> Predicate:
    """``csmith_headers`` False: FILE has Csmith's headers inlined already (it still needs libm)."""
    if csmith_headers:
        common, link = _csmith_flags(config, spec)
    else:
        common, link = [], split_command(config.fuzzer.link_flags)
    common += source_flags(argv[1:])
    link += [arg for arg in argv[1:] if arg.startswith("-l")]
    compiler = [arg for arg in argv if not arg.startswith("-l")]
    predicate = WrongCodePredicate(
        [*compiler, *[flag for flag in common if flag not in compiler]],
        file_name=spec.file.name,
        flags=common,
        link_flags=link,
        references=[reference.command for reference in config.references],
        run_timeout=config.limits.run_timeout,
        compile_timeout=config.limits.compile_timeout,
        use_frama_c=config.reduce.semantics_checker == "frama-c",
    )
    with scratch_dir(prefix="reportsmith-builtin-") as scratch:
        source = scratch.path / spec.file.name
        source.write_bytes(spec.original)
        behaviour, _ = predicate.behaviour_of_compiler_under_test(source, timeout=60.0)
    if behaviour == "build-failed":
        raise BuiltinInputError(
            f"{spec.file}: `{spec.command}` cannot build it (--wrong-code needs a program the compiler under "
            "test builds and runs; for a compiler crash use --crash, for a rejection --rejects)"
        )
    try:
        predicate.calibrate(spec.original)
    except NotInterestingError as error:
        # by the failed check's name only: the error's own text mentions UB warnings and sanitizers whatever
        # failed (matching it sent a correct program's "same output" to the UB-warning hint)
        failed = error.check or str(error)
        hint = next((text for check, text in WRONG_CODE_HINTS.items() if check in failed), str(error))
        raise BuiltinInputError(f"{spec.file}: not a wrong-code case for `{spec.command}`: {hint}") from None
    first = config.references[0]
    reference = (*first.argv, *split_command(first.flag_sets[0]), *common, *link)
    judge = partial(bisect.OutputDiffersPredicate, reference=reference, run_timeout=config.limits.run_timeout)
    return _keeping_range(spec, predicate, judge, [*compiler, *link])


def _hang(config: Config, spec: BuiltinSpec, argv: list[str]) -> Predicate:
    if not config.references:
        raise BuiltinInputError(f"{config.source}: --hang needs [[references]] compilers to compare with")
    flags = argv[1:] if "-c" in argv else [*argv[1:], "-c"]
    predicate = HogPredicate(
        [argv[0], *flags],
        [[*reference.argv, *flags] for reference in config.references],
        ratio=spec.hang_ratio,
        min_seconds=spec.hang_min_seconds,
        file_name=spec.file.name,
        reference_timeout=config.limits.compile_timeout,
        memory_mb=config.limits.memory_mb,
    )
    with scratch_dir(prefix="reportsmith-builtin-") as scratch:
        measured = predicate.measure(spec.original, scratch)
    if not measured.references_accept:
        raise BuiltinInputError(
            f"{spec.file}: a reference compiler ([[references]]) does not compile it with {' '.join(flags)}: "
            "--hang compares compile times of a program every reference compiles"
        )
    if not measured.is_hog:
        raise BuiltinInputError(
            f"{spec.file}: `{spec.command}` takes {measured.seconds:.1f} s on it, the slowest reference "
            f"{measured.reference_seconds:.1f} s: not a compile-time hog (--hang needs at least "
            f"{spec.hang_ratio:g} x the references and {spec.hang_min_seconds:g} s; see --hang-ratio)"
        )
    return predicate
