"""What a report template is given: one typed record, :class:`ReportContext`, built by
:func:`reportsmith.report.rendering.build_context` and read by rendering's own decisions (attachments, labels,
keywords) by attribute. Templates get :meth:`ReportContext.variables` (each field by its name), so their
variables are the fields below; the facts inside (``failure``, ``test``, ``bisection``...) are the plain
values :mod:`.facts` and :mod:`.ir` gather."""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from reportsmith.common.family import CompilerFamily
from reportsmith.report.compiler_explorer import ExplorerLink
from reportsmith.report.identify import Identification
from reportsmith.store.report_models import Tracker


@dataclass(frozen=True)
class ReportContext:
    """Everything a report on one failure says, for one tracker."""

    tracker: Tracker
    title: str
    #: The record's own facts: id, verdict, signature, compiler, flags, test file...
    failure: dict[str, Any]
    ident: Identification
    commands: dict[str, list[str]]
    reference_commands: list[str]
    #: The test the report shows (reduced or not), and whether it is inlined.
    test: dict[str, Any]
    outputs: dict[str, Any]
    flags: dict[str, Any]
    bisection: dict[str, Any]
    ir: dict[str, Any] | None
    checks: list[str]
    unchecked: list[str]
    marker: str
    signature_key: str
    #: What the compiler's own project asks for (:mod:`.conventions`).
    family: CompilerFamily
    gcc_no_frame: str
    known: dict[str, Any]
    ice_on: str
    invalid_because: str
    hog: dict[str, Any]
    llvm: dict[str, str]
    gcc_checks: list[dict[str, str]]
    explorer: ExplorerLink | None
    #: Long sections collapsed (GitHub's body budget renders once more without).
    collapsed: bool = True

    def variables(self) -> dict[str, Any]:
        """The template's variables: each field by its name."""
        return {field.name: getattr(self, field.name) for field in fields(self)}
