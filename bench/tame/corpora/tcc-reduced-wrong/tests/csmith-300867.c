#include "csmith.h"
static uint16_t a;
static int32_t*b(uint32_t c);
static void h()
{static uint32_t n;
int32_t p=0xD221E9C9L;
uint16_t*q= &a;
b(((((((*q)=((1L&n)>=p)))))));
p;
}
static int32_t*b(uint32_t s)
{static int32_t u;
int32_t*v= &u;
return v;
}
int main()
{
crc32_gentab();
h();
transparent_crc(a,"g_16",0);
platform_main_end(crc32_context,0);
return 0;
}
