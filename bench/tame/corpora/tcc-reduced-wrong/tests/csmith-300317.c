#include "csmith.h"
static int32_t c;
static void e()
{static uint32_t f;static int32_t g;((((((((((((((1),(((((((((g=((-1L)<0xB6610EE1L))))))))))))),2U))),f)),14)))));
c=((g));
1UL;
}
int main()
{
crc32_gentab();
e();
transparent_crc(c,"g_99",0);
platform_main_end(crc32_context,0);
return 0;
}
