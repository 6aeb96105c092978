"""Ctrl-C that is not lost: a SIGINT is remembered as well as raised, so long loops can raise it again.

Python raises KeyboardInterrupt wherever the main thread happens to be, and some places swallow it: inside a
ctypes callback (libclang's cursor visitor, which the reducer's AST passes run all the time) the exception is
printed as "ignored" and the program carries on. A reduction interrupted there ran to its end and exited 0
(seen under load, where more of the main thread's time is spent in those callbacks). So the CLI installs
:func:`install`'s handler, and loops that run for minutes call :func:`check` at safe points (the reducer
after each batch of tests): a swallowed interrupt comes back there.
"""

from __future__ import annotations

import signal
from types import FrameType

_pending = False
_once = False


def _handler(signum: int, frame: FrameType | None) -> None:
    global _pending
    if _once:
        # Later ones are ignored, so that saving the best is not itself interrupted: a job's child gets one
        # parent-death signal per exiting thread of a killed service (reportsmith.schedule.die_with_parent).
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    _pending = True
    raise KeyboardInterrupt


def install(*, once: bool = False, force: bool = False) -> None:
    """Handle SIGINT here, unless it is ignored (a background job started by a shell) or already taken and
    not ``force``. ``once``: only the first SIGINT interrupts, later ones are ignored."""
    global _once
    if force or signal.getsignal(signal.SIGINT) in (signal.default_int_handler, _handler):
        _once = once
        signal.signal(signal.SIGINT, _handler)


def check() -> None:
    """Raise KeyboardInterrupt if a SIGINT came, even one that something swallowed."""
    if _pending:
        raise KeyboardInterrupt


def reset() -> None:
    """Forget a SIGINT already handled, for a process that caught it and goes on (a test runner)."""
    global _pending, _once
    _pending = _once = False
