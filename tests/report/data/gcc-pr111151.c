/* GCC PR 111151 (gcc.gnu.org/bugzilla/show_bug.cgi?id=111151): max(a * 2U, b * 2U) * 2U folded into
   max(a * 4U, b * 4U), wrong when the products wrap; Debian gcc-11 and gcc-12 print 4 at -O0, clang 0. */
#include <stdio.h>
int main(void) {
  unsigned a = (1U + __INT_MAX__) / 2U;
  unsigned b = 1U;
  unsigned c = (a * 2U > b * 2U ? a * 2U : b * 2U) * 2U;
  printf("%u\n", c);
  return 0;
}
