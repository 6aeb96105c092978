"""A Ctrl-C that lands inside a ctypes callback (libclang's visitor) is swallowed by ctypes; check() brings it
back, so the reducer stops at its next batch instead of running to the end and exiting 0."""

from __future__ import annotations

import ctypes
import os
import signal
import time
from collections.abc import Iterator

import pytest
from reportsmith.common import interrupts


@pytest.fixture
def handler() -> Iterator[None]:
    before = signal.getsignal(signal.SIGINT)
    signal.signal(signal.SIGINT, signal.default_int_handler)
    interrupts.install()
    yield
    signal.signal(signal.SIGINT, before)
    interrupts._pending = interrupts._once = False


def _sort_with_a_callback_that_gets_sigint() -> None:
    compare_type = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_int))

    def compare(a: ctypes._Pointer, b: ctypes._Pointer) -> int:  # type: ignore[type-arg]
        os.kill(os.getpid(), signal.SIGINT)  # Ctrl-C while C code runs our callback
        return a[0] - b[0]

    numbers = (ctypes.c_int * 4)(3, 1, 2, 0)
    libc = ctypes.CDLL(None)
    libc.qsort(numbers, len(numbers), ctypes.sizeof(ctypes.c_int), compare_type(compare))


@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")  # what ctypes does with it
def test_an_interrupt_swallowed_by_a_ctypes_callback_is_raised_again_by_check(handler: None) -> None:
    interrupts.check()  # nothing pending yet
    _sort_with_a_callback_that_gets_sigint()  # returns normally: ctypes printed the exception and went on
    with pytest.raises(KeyboardInterrupt):
        interrupts.check()


def test_once_ignores_the_second_sigint(handler: None) -> None:
    interrupts.install(once=True)
    with pytest.raises(KeyboardInterrupt):
        os.kill(os.getpid(), signal.SIGINT)
        time.sleep(5)  # not reached: the handler raises at once
    assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN
    os.kill(os.getpid(), signal.SIGINT)  # ignored: no KeyboardInterrupt
