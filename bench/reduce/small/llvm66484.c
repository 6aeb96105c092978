int printf(const char *, ...);
int c, d, i, k, f, n, r, l;
int *e = &k, *a;
char g = -44, b;
int *j = &f;
short o;
char *s = &g;
unsigned fn1(char t, char u) { return t + u; }
int v() {
  if (i & c)
    if (d)
      return 0;
  return 1;
}
int **m = &j;
void w();
void x() {
  int **p = &a;
  int q = 0;
  for (; n <= 3; n++) {
    for (; *e < 1;)
      ;
    for (; v() + g + *e - 196 + q; q++) {
      for (; *e < 3;)
        for (; *e;)
          w();
      for (; *e - 299 + b; b++)
        for (; 19 + *e + **m - 318; o++)
          *p = 0;
    }
  }
}
void w() { *s = r; }
int main() {
  k = -20;
  unsigned char h = k;
  l = h + 3;
  k = l;
  r = 34339 + l;
  *s ^= r;
  for (; f <= 55; f = fn1(f, 5))
    ;
  x();
  printf("%d\n", o);
}
