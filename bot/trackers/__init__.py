"""reportsmith.trackers: filing drafted reports to GitHub (PyGithub) and Bugzilla (python-bugzilla), once.

Entry points: :func:`reportsmith.trackers.filing.file_report` (exactly-once filing of a stored draft),
:func:`reportsmith.trackers.filing.client_for` (a configured tracker client). The local GitHub and Bugzilla
servers the tests file to are test fixtures in ``tests/fakes/``, not part of the package. See README.md here.
"""
