"""reportsmith.report: drafting bug reports from failure records.

Entry points: :func:`draft_reports` (the pipeline's stage: draft and store reports for failures),
:func:`reportsmith.report.drafting.draft_and_save`, :func:`reportsmith.report.rendering.render` (render
without storing). See README.md in this folder.
"""

from reportsmith.errors import DraftError
from reportsmith.report.drafting import draft_and_save, draft_reports, list_reports
from reportsmith.report.rendering import Attachment, Draft, render

__all__ = ["Attachment", "Draft", "DraftError", "draft_and_save", "draft_reports", "list_reports", "render"]
