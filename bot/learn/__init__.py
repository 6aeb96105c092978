"""The bot hears back: commands in comments on filed issues, labels, maintainers' resolutions, fix
verification and recurrence, all flowing into the one set of actions in :mod:`reportsmith.actions`.

Modules: ``commands`` (the comment grammar), ``models`` (cursors and the record of what was read),
``poll`` (reading the trackers exactly once), ``verify`` (re-running filed failures with the newest
compiler), ``recurrence`` (which new failures are drafted, and how).
"""
