"""reportsmith.trackers: filing drafted reports to GitHub (PyGithub) and Bugzilla (python-bugzilla), once.

Entry points: :func:`reportsmith.trackers.filing.file_report` (exactly-once filing of a stored draft),
:func:`reportsmith.trackers.filing.client_for` (a configured tracker client), and the local tracker servers
for tests and demos, :mod:`.local_github` and :mod:`.local_bugzilla`. See README.md in this folder.
"""
