/* The shape of issue 27's invalid Clang -O3 draft: config/examples/clang-wrong-code-O3.c with
   `volatile char d` moved from file scope (zero-initialized) into main without an initializer, then read. */
long a[] = {4073709551615, 9, 3, 9, 4073709551615, 3};
int b, c, e = 12;
long f;
int main() {
  volatile char d;
  int *g = &c, h = 0;
  for (; h < 6; h++) {
    f = 6;
    for (; f >= 0; f--)
      ;
  }
  b = 5;
  for (; b >= 0; b--) {
    int i = d, j = ~e;
    i = b;
    b = ~(b & ~(~f | j) & ~(c || d));
    c = j && (~i || ~(e && d));
    if (e < i && i > f)
      break;
    b = i;
    *g = a[i];
  }
  return 0;
}
