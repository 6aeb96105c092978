"""reportsmith.report: drafting bug reports from failure records.

Entry points: :func:`draft_reports` (the pipeline's stage: draft and store reports for failures),
:func:`reportsmith.report.drafts.draft_and_save`, :func:`reportsmith.report.draft.render` (render without
storing). See README.md in this folder.
"""

from reportsmith.report.draft import Attachment, Draft, DraftError, render
from reportsmith.report.drafts import draft_and_save, draft_reports, list_reports

__all__ = ["Attachment", "Draft", "DraftError", "draft_and_save", "draft_reports", "list_reports", "render"]
