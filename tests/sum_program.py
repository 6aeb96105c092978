"""The small C program several tests make a "bug" of with macros: it sums a global array and prints 10.

Built with ``-DBUGGY`` it dies by SIGSEGV before printing, as a crash or a miscompilation would. Each test
adds what it needs through :func:`sum_program`: a function for a reduction to remove (``helpers``), or code
before the bug (``before_bug``, e.g. a second bug under another macro).
"""

from __future__ import annotations

_HEAD = b"""#include <stdio.h>
int g[4] = {1, 2, 3, 4};
int compute(int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += g[i];
  return s;
}
"""

_BUG_AND_END = b"""#ifdef BUGGY
  *(volatile int *)0 = r;
#endif
  printf("%d\\n", r);
  return 0;
}
"""


def sum_program(*, helpers: bytes = b"", before_bug: bytes = b"") -> bytes:
    """The program's text: ``helpers`` go before ``main``, ``before_bug`` between ``r``'s computation and
    the BUGGY block."""
    return _HEAD + helpers + b"int main(void) {\n  int r = compute(4);\n" + before_bug + _BUG_AND_END
