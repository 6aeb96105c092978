#include "csmith.h"
static int a;
static int16_t b();
static void c()
{static int f=19;
int h=0;
h^=(((safe_mod_func_uint64_t_u_u((safe_rshift_func_int16_t_s_u(b(),3)),f))));
(a=h);
}
static int16_t b()
{
uint32_t i=52992;
return i;
}
int main()
{
crc32_gentab();
c();
transparent_crc(a,"g_172",0);
platform_main_end(crc32_context,0);
return 0;
}
