"""The independent validity check of a final wrong-code result: run once, with the *other* reference compiler.

The wrong-code predicate (:mod:`reportsmith.reducer.wrong_code`) checks every variant with its references;
this asks again of the result, with what the predicate did not use, so a bench can count how many results are
valid (C-Reduce paper, §7.5). The building blocks are :mod:`reportsmith.reducer.validity`'s.
"""

from __future__ import annotations

from pathlib import Path

from reportsmith.common.family import is_clang
from reportsmith.common.probe import source_flags
from reportsmith.common.process import split_command
from reportsmith.reducer.check_records import behaviour_from_signature
from reportsmith.reducer.semantics import FramaC, SemanticsStatus
from reportsmith.reducer.validity import MSAN, sanitized_run
from reportsmith.reducer.wrong_code import WrongCodePredicate


def predicate_from_case(case: dict, **options: object) -> WrongCodePredicate:
    """The wrong-code predicate of a bench ``case.toml``: ``compiler = "tcc -w -I/usr/include/csmith -lm"``,
    ``signature``, ``file``."""
    argv = split_command(case["compiler"])
    flags = source_flags(argv[1:])
    link_flags = [a for a in argv[1:] if a.startswith("-l")]
    compiler = [a for a in argv if not a.startswith("-l")]
    options.setdefault("expected", behaviour_from_signature(case.get("signature")))
    return WrongCodePredicate(
        compiler, file_name=case.get("file", "test.c"), flags=flags, link_flags=link_flags, **options
    )  # type: ignore[arg-type]


def independent_check(
    text: bytes, case: dict, directory: Path, *, use_frama_c: bool = True, timeout: float = 60.0
) -> dict[str, object]:
    """Check a final wrong-code result independently of the predicate that produced it: it still shows the
    bug (the compiler under test still fails the same way), and the *other* reference compiler (clang when
    the case's reference is gcc) with ASan+UBSan and with MSan runs it clean; plus frama-c EVA."""
    source = directory / "independent" / case["file"]
    source.parent.mkdir(exist_ok=True)
    source.write_bytes(text)
    reference = str(case.get("reference", "gcc")).split()[0]
    other = "clang-16" if not is_clang(reference) else "gcc"
    predicate = predicate_from_case(case)
    flags = predicate.flags
    findings: dict[str, object] = {}
    with_both = sanitized_run(
        other,
        source,
        flags,
        predicate.link_flags,
        compile_timeout=timeout,
        run_timeout=timeout,
        tag="other",
        warnings=True,
    )
    findings[f"{other} asan+ubsan"] = "clean" if with_both.clean else with_both.message
    clean = with_both.clean
    if is_clang(other):
        msan = sanitized_run(
            other,
            source,
            flags,
            predicate.link_flags,
            sanitizers=MSAN,
            compile_timeout=timeout,
            run_timeout=timeout,
            tag="msan",
            warnings=False,
        )
        findings[f"{other} msan"] = "clean" if msan.clean else msan.message
        clean = clean and msan.clean
    behaviour, output = predicate.behaviour_of_compiler_under_test(source, timeout=timeout)
    if predicate.expected in (None, "wrong-output"):
        shown = behaviour == "output" and with_both.clean and output != with_both.output
    else:
        shown = behaviour == predicate.expected
    findings["compiler under test"] = behaviour
    findings["shows bug"] = shown
    if use_frama_c:
        eva = FramaC(flags).check(source, timeout=timeout * 5)
        findings["frama-c eva"] = eva.describe()
        clean = clean and eva.status in (SemanticsStatus.CLEAN, SemanticsStatus.UNAVAILABLE)
    findings["valid"] = bool(clean and shown)
    return findings
