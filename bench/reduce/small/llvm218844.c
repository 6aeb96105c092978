#include <stdio.h>
long a[47];
int b, c, e;
long d;
int f(char p1) {
  static short g[47];
  b = 0;
  for (; b < 7; b++)
    c = 0;
  for (; c < 21; c++)
    g[c] = c * (long)p1 >> 29;
  c = 0;
  for (; c < 21; c++)
    a[c] = g[c];
  c = 0;
  for (; c < 21; c++)
    d = d + a[c];
  return d;
}
int main() {
  e = f(154);
  printf("%d\n", e);
}
