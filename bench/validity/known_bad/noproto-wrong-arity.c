/* A function declared without a prototype, called with one argument, defined with two (C11 6.5.2.2p6:
   undefined). The sanitizers and Valgrind run it clean; Frama-C refuses it ("Declaration of bq does not
   match previous declaration ... (different number of arguments)"). */
#include <stdio.h>
static int bq();
int main(void) {
  printf("%d\n", bq(1) & 0);
  return 0;
}
static int bq(int a, int b) { return a + b; }
