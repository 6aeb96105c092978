/* An automatic volatile read before it is written, in a loop, in a way MSan does not see: the value only
   reaches the output through `& 0`, so no branch and no library call depends on it (C11 6.3.2.1p2:
   undefined). Frama-C EVA (with -Dvolatile=): "accessing uninitialized left-value". */
#include <stdio.h>
int a = 1;
int main(void) {
  volatile char d;
  int i, s = 0;
  for (i = 0; i < 4; i++) {
    int x = d;
    s += a + (x & 0);
  }
  printf("%d\n", s);
  return 0;
}
