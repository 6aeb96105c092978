"""Rendering one report: a failure's record as a ready-to-file report for one tracker.

:func:`build_context` gathers everything a compiler developer needs from the record (identification,
commands, outputs, reduced test, flags, regression range, validity checks) into plain values; the Jinja2
templates in ``templates/`` (or a configured folder overriding them by name) lay it out. Everything from the
test or a compiler reaches a Markdown template through the filters ``fenced``, ``code`` and ``prose``
(:mod:`.escape`), never raw.

The record is a :class:`reportsmith.store.Failure` with its typed stage results (``failure.reduction`` a
:class:`~reportsmith.store.results.Reduction`, ``failure.bisection`` a
:class:`~reportsmith.store.results.Bisection`).
Absent stages are said plainly: a record without ``reduced_bytes`` is "not reduced", without ``bisection``
"not bisected"; nothing is invented.

Drafts are deterministic for a given record and compiler (no dates, no host names), so golden files can pin
them and a re-draft of an unchanged record is a no-op.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field, replace
from importlib import resources
from pathlib import Path
from typing import Any

import jinja2
from reportsmith.common.family import CompilerFamily, compiler_family
from reportsmith.common.kinds import FailureKind
from reportsmith.common.process import split_command
from reportsmith.common.signature import names_the_bug
from reportsmith.config import BugzillaTracker, Compiler, GitHubTracker
from reportsmith.errors import DraftError
from reportsmith.names import failure_name
from reportsmith.report import compiler_explorer, conventions, escape, facts
from reportsmith.report.context import ReportContext
from reportsmith.report.gcc_checks import report_checks
from reportsmith.report.identify import Identification, identify
from reportsmith.report.ir import ir_facts
from reportsmith.report.titles import make_title
from reportsmith.store import Failure
from reportsmith.store.details import FailureDetails
from reportsmith.store.report_models import Tracker
from reportsmith.store.results import Bisection
from reportsmith.store.tracker_kind import parse_tracker

TRACKERS = tuple(Tracker)
TEMPLATES = {Tracker.GITHUB: "github_issue.md.j2", Tracker.BUGZILLA: "bugzilla_description.txt.j2"}
#: GitHub refuses bodies over 65,536 characters; collapsed sections are left out (and said so) past this.
GITHUB_BODY_BUDGET = 60_000
#: A test longer than this is not shown inline when it is not reduced (it is attached / collapsed).
INLINE_TEST_LIMIT = 8_000
#: Compiler output shown in the body; the whole output goes in a collapsed section / attachment past this.
OUTPUT_EXCERPT_LINES = 40


def checked_tracker(tracker: str) -> Tracker:
    """``tracker`` as a :class:`Tracker`; :class:`DraftError` for a value no tracker has (a caller that passed
    text it did not parse)."""
    try:
        return parse_tracker(tracker)
    except ValueError as error:
        raise DraftError(str(error)) from None


@dataclass(frozen=True)
class Attachment:
    file_name: str
    content_type: str
    description: str
    data: bytes


@dataclass
class Draft:
    """A report ready to file: what is sent, and the markers that make filing exactly-once."""

    failure_id: int
    tracker: Tracker
    title: str
    body: str
    marker: str
    signature_key: str
    fields: dict[str, Any] = field(default_factory=dict)
    attachments: list[Attachment] = field(default_factory=list)


def report_marker(content_hash: str, compiler: str, flags: str, tracker: Tracker) -> str:
    """Stable for (test, compiler, flags, tracker): the same failure gets the same marker in every run
    (``flags`` joined with spaces, as the store kept them before migration 0011, so markers already sent
    are found again)."""
    digest = hashlib.sha256(f"{content_hash}\n{compiler}\n{flags}\n{tracker}".encode()).hexdigest()
    return f"reportsmith-report-{digest[:16]}"


def signature_key(failure: Failure, declared: CompilerFamily | None = None) -> str:
    """Names the bug: two failures with the same key are duplicates (filing comments on an open issue that
    has it, and recurrence reads a fixed one's as "it came back"). It is the compiler family and the
    normalized signature when the signature tells bugs apart (``common.signature.names_the_bug``);
    otherwise ("wrong code: crash at run time (SIGSEGV)", a bare "Segmentation fault") it also names the
    test, so that distinct bugs with the same coarse signature are never commented away as one. The family
    is told without running the compiler (``declared``, the command, the name), as recurrence asks it too."""
    text = f"{failure_family(failure, declared=declared)}\n{failure.signature}"
    if not names_the_bug(failure.verdict, failure.signature):
        text += f"\n{failure.content_hash}"
    digest = hashlib.sha256(text.encode()).hexdigest()
    return f"reportsmith-signature-{digest[:12]}"


def failure_family(
    failure: Failure, version: str = "", declared: CompilerFamily | None = None
) -> CompilerFamily:
    """The family of ``failure``'s compiler (:func:`reportsmith.common.family.compiler_family` on its
    command and name; ``version``: what it says for ``-v``; ``declared``: the configuration's word)."""
    command = failure.compiler_command or failure.compiler
    return compiler_family(command, name=failure.compiler, version=version, declared=declared)


def template_environment(template_dir: str | Path | None = None) -> jinja2.Environment:
    """Templates from ``template_dir`` first (overrides by file name), then the bundled ones."""
    loaders: list[jinja2.BaseLoader] = []
    if template_dir:
        if not Path(template_dir).is_dir():
            raise DraftError(
                f"report.template_dir {str(template_dir)!r} is not a folder (expected templates)"
            )
        loaders.append(jinja2.FileSystemLoader(str(template_dir)))
    loaders.append(jinja2.FileSystemLoader(str(resources.files("reportsmith.templates"))))
    environment = jinja2.Environment(
        loader=jinja2.ChoiceLoader(loaders),
        autoescape=False,  # Markdown, not HTML: escaping is explicit, per context (escape.py)
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    environment.filters.update(fenced=escape.fenced, code=escape.code_span, prose=escape.prose)
    return environment


def build_context(
    failure: Failure,
    tracker: Tracker,
    *,
    references: Sequence[Compiler],
    identification: Identification | None = None,
    declared: CompilerFamily | None = None,
) -> ReportContext:
    """What a report on ``failure`` (a store record) to ``tracker`` says; ``declared``: the compiler's family
    as the configuration declares it, if it does."""
    compiler_argv = split_command(failure.compiler_command or failure.compiler)
    ident = identification or identify(tuple(compiler_argv))
    family = failure_family(failure, ident.version, declared)
    flags = list(failure.flags)
    test_file = Path(failure.test_name).name or "test.c"
    reduced = facts.trusted_reduced(failure)
    shown = reduced if reduced is not None else failure.test_bytes
    details = failure.details
    outputs = facts.outputs_of_shown_test(failure)
    bisection = {
        **facts.bisection_facts(failure.bisection),
        **facts.guilty_pass_facts(failure.bisection, failure.verdict, failure.signature),
        **_release_lines(failure.bisection),
    }
    title = make_title(
        verdict=failure.verdict,
        compiler=failure.compiler,
        identification=ident,
        flags=flags,
        signature=failure.signature,
        compiler_output=outputs["compiler"],
        test_names=[test_file],
        details=details,
        bisection=failure.bisection,
        ir_component=(failure.ir_reproducer.component if failure.ir_reproducer else ""),
        family=family,
    )
    wrong_code = failure.verdict == FailureKind.WRONG_CODE
    return ReportContext(
        tracker=tracker,
        title=title,
        failure=_failure_facts(failure, test_file),
        ident=ident,
        commands=facts.commands(failure, ident, test_file),
        reference_commands=facts.reference_commands(references, failure, test_file) if wrong_code else [],
        test=_test_facts(failure, reduced is not None, shown),
        outputs=_output_facts(outputs, details),
        flags=facts.flag_facts(failure.bisection, flags),
        bisection=bisection,
        ir=ir_facts(failure),
        checks=facts.validity_checks(failure, references),
        unchecked=facts.checks_not_run(failure),
        marker=report_marker(failure.content_hash, failure.compiler, " ".join(failure.flags), tracker),
        signature_key=signature_key(failure, declared),
        **_project_facts(failure, family, compiler_argv, flags, test_file, outputs["compiler"]),
        gcc_checks=report_checks(failure, family, references, shown, test_file),
        explorer=_explorer(failure, family, ident, references, shown, flags),
    )


def _failure_facts(failure: Failure, test_file: str) -> dict[str, Any]:
    return {
        "id": failure.id,
        "verdict": failure.verdict,
        "signature": failure.signature,
        "reason": failure.reason,
        "origin": failure.origin,
        "compiler": failure.compiler,
        "flags": " ".join(failure.flags),
        "language": failure.language or "c",
        "test_file": test_file,
        "content_hash": failure.content_hash,
    }


def _test_facts(failure: Failure, reduced: bool, shown: bytes) -> dict[str, Any]:
    """The test the report shows (the trusted reduced one, else the original), and whether it is inlined.
    A reduction that removed nothing (a test filed already reduced) is said as such, not as "reduced from
    57 to 57 bytes" above a copy of the same text as the "unreduced" one."""
    unchanged = reduced and shown == failure.test_bytes
    if unchanged:
        heading = "reportsmith's reduction removed nothing"
    elif reduced:
        heading = f"reduced by reportsmith from {len(failure.test_bytes)} to {len(shown)} bytes"
    else:
        heading = "not reduced"
    return {
        "reduced": reduced and not unchanged,
        "heading": heading,
        "text": shown.decode("utf-8", "replace"),
        "size": len(shown),
        "original_size": len(failure.test_bytes),
        "inline": len(shown) <= (4 * INLINE_TEST_LIMIT if reduced else INLINE_TEST_LIMIT),
        "original_text": failure.test_text,
    }


def _output_facts(outputs: dict[str, str], details: FailureDetails) -> dict[str, Any]:
    """What the compiler and the program printed for the shown test, and how the program ended."""
    return {
        "compiler": outputs["compiler"],
        "excerpt": _excerpt(outputs["compiler"]),
        "clipped": _excerpt(outputs["compiler"]) != outputs["compiler"],
        "program": outputs["program"],
        "expected": outputs["expected"],
        "signal": details.signal,
        "exit": details.exit,
        "expected_exit": details.expected_exit,
    }


def _explorer(
    failure: Failure,
    family: CompilerFamily,
    ident: Identification,
    references: Sequence[Compiler],
    shown: bytes,
    flags: list[str],
) -> compiler_explorer.ExplorerLink | None:
    """The Compiler Explorer link of an LLVM or GCC report (:mod:`.compiler_explorer`): the shown test, the
    compiler under test and the first reference there, with their flags; None for other compilers."""
    if family not in (CompilerFamily.CLANG, CompilerFamily.GCC):
        return None
    common = failure.common_flags
    tested = (ident.raw, [*flags, *common])
    others = [
        (identify(tuple(r.argv)).raw, [*split_command(r.flag_sets[0] if r.flag_sets else ""), *common])
        for r in references
    ]
    execute = failure.verdict == FailureKind.WRONG_CODE
    text = shown.decode("utf-8", "replace")
    return compiler_explorer.explorer_link(text, failure.language or "c", tested, others, execute=execute)


def _release_lines(bisection: Bisection | None) -> dict[str, Any]:
    """What the Regression range section says about releases, each fact once: the range ("last good;
    first bad"), then the releases probed (their verdicts only, the range being said), or the release
    search's own sentence when there is no range ("fixed: fails with clang-15, passes since clang-16");
    the reduced test's releases when they differ; ``summary_needed`` when no other fact is there to say
    (the summary repeats the others: it is said only alone, e.g. "no release series configured")."""
    lines: dict[str, Any] = {"releases_said": "", "reduced_said": "", "summary_needed": False}
    if bisection is None:
        return lines
    releases, reduced = bisection.releases, bisection.reduced_releases
    if releases is not None and releases.marks:
        ranged = bool(bisection.last_good and bisection.first_bad)
        lines["releases_said"] = releases.each() if ranged else releases.described()
        lines["ranged"] = ranged
    if reduced is not None and releases is not None and reduced.marks != releases.marks:
        lines["reduced_said"] = reduced.described()
    said = (bisection.last_good, bisection.first_bad, lines["releases_said"], bisection.culprit,
            bisection.culprits, bisection.fixed_by, bisection.guilty_pass,
            bisection.hiding_passes)  # fmt: skip
    lines["summary_needed"] = not any(said)
    return lines


def _project_facts(
    failure: Failure,
    family: CompilerFamily,
    compiler: list[str],
    flags: list[str],
    test_file: str,
    compiler_output: str,
) -> dict[str, Any]:
    """What the compiler's own project asks for (:mod:`.conventions`): GCC's known-to-work/fail releases
    and keyword, LLVM's trimmed backtrace, assertion and ``-cc1`` line."""
    known = conventions.known_releases(failure.bisection)
    reduced = conventions.reduced_releases(failure.bisection)
    llvm: dict[str, str] = {"backtrace": "", "assertion": "", "cc1": ""}
    if family is CompilerFamily.CLANG and failure.verdict == FailureKind.CRASH:
        llvm = {
            "backtrace": conventions.trimmed_backtrace(compiler_output),
            "assertion": conventions.assertion(compiler_output),
            "cc1": conventions.cc1_command(
                compiler,
                [*flags, *failure.common_flags],
                test_file,
                failure.reduced_bytes or failure.test_bytes,
            ),
        }
    return {
        "family": family,
        "gcc_no_frame": conventions.gcc_frameless_note(
            family, failure.verdict, failure.signature, failure.language
        ),
        # The stated range (the original test's), and the reduced test's when it differs.
        "known": {**asdict(known), "reduced": None if reduced is None else asdict(reduced)},
        "ice_on": failure.details.ice_on or "",
        "invalid_because": failure.details.invalid_because,
        "hog": {k: getattr(failure.details, k) for k in ("seconds", "reference_seconds", "ratio")},
        "llvm": llvm,
    }


def _excerpt(text: str) -> str:
    lines = text.splitlines(keepends=True)
    if len(lines) <= OUTPUT_EXCERPT_LINES:
        return text
    return "".join(lines[:OUTPUT_EXCERPT_LINES]) + f"[... {len(lines) - OUTPUT_EXCERPT_LINES} more lines]\n"


def _attachments(failure: Failure, context: ReportContext) -> list[Attachment]:
    test_file = context.failure["test_file"]
    stem, _, suffix = test_file.rpartition(".")
    attachments = []
    reduced = facts.trusted_reduced(failure)
    if reduced is not None and context.test["reduced"]:  # _test_facts: shown, and not the original again
        attachments.append(Attachment(test_file, "text/x-csrc", "reduced test case", reduced))
        attachments.append(
            Attachment(f"{stem}.unreduced.{suffix}", "text/x-csrc", "unreduced test case", failure.test_bytes)
        )
    else:
        described = f"test case ({context.test['heading']})"
        attachments.append(Attachment(test_file, "text/x-csrc", described, failure.test_bytes))
    if context.family is CompilerFamily.GCC:
        shown = failure.reduced_bytes if failure.reduced_bytes is not None else failure.test_bytes
        compiler = split_command(failure.compiler_command or failure.compiler)
        flags = [*failure.flags, *failure.common_flags]
        cpp = conventions.preprocessed(compiler, flags, test_file, shown)
        if cpp is not None:
            # What GCC's bug-writing guide asks for: the preprocessed source (-save-temps' .i/.ii).
            extension = "ii" if failure.language in ("c++", "cpp") or suffix in ("cpp", "cc", "cxx") else "i"
            attachments.append(Attachment(f"{stem}.{extension}", "text/plain", "preprocessed source", cpp))
    if failure.compiler_output:
        attachments.append(
            Attachment(
                "compiler-output.txt", "text/plain", "full compiler output", failure.compiler_output.encode()
            )
        )
    return attachments


def render(
    failure: Failure,
    tracker: Tracker,
    *,
    references: Sequence[Compiler],
    tracker_config: GitHubTracker | BugzillaTracker | None = None,
    template_dir: str | Path | None = None,
    identification: Identification | None = None,
    declared: CompilerFamily | None = None,
) -> Draft:
    """The draft of a report on ``failure`` for ``tracker`` (github | bugzilla); ``declared``: the compiler's
    family if the configuration declares it."""
    tracker = checked_tracker(tracker)
    if failure.verdict == FailureKind.PASS or not failure.signature:
        name = failure_name(failure.id)
        raise DraftError(f"{name} is not a compiler failure (verdict {failure.verdict!r})")
    context = build_context(
        failure, tracker, references=references, identification=identification, declared=declared
    )
    environment = template_environment(template_dir)
    try:
        template = environment.get_template(TEMPLATES[tracker])
        body = template.render(context.variables())
        if tracker == Tracker.GITHUB and len(body) > GITHUB_BODY_BUDGET:
            body = template.render(replace(context, collapsed=False).variables())
    except jinja2.TemplateError as error:
        where = getattr(error, "filename", None) or TEMPLATES[tracker]
        line = getattr(error, "lineno", None)
        raise DraftError(f"template {where}{f':{line}' if line else ''}: {error}") from None
    fields: dict[str, Any] = {}
    if tracker == Tracker.GITHUB:
        labels = list(getattr(tracker_config, "labels", []) or [])
        own = (
            conventions.llvm_labels(
                failure.verdict,
                failure.signature,
                failure.compiler_output,
                context.bisection.get("regression"),
            )
            if context.family is CompilerFamily.CLANG
            else [str(failure.verdict)]
        )
        fields["labels"] = [*labels, *(label for label in own if label not in labels)]
    else:
        keywords = list(getattr(tracker_config, "keywords", []) or [])
        keyword = conventions.gcc_keyword(failure.verdict, failure.details)
        if context.family is CompilerFamily.GCC and keyword:
            keywords.append(keyword)
        if context.known["work"] or context.known["fail"]:
            fields["cf_known_to_work"] = " ".join(context.known["work"])
            fields["cf_known_to_fail"] = " ".join(context.known["fail"])
        for name in ("product", "component", "version", "platform", "op_sys", "severity"):
            fields[name] = getattr(tracker_config, name, "") if tracker_config is not None else ""
        fields["keywords"] = keywords
    return Draft(
        failure_id=failure.id,
        tracker=tracker,
        title=context.title,
        body=body,
        marker=context.marker,
        signature_key=context.signature_key,
        fields=fields,
        attachments=_attachments(failure, context) if tracker == Tracker.BUGZILLA else [],
    )
