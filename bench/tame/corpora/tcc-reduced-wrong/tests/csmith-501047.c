#include "csmith.h"
static int32_t b[5]={};
static int64_t f;
static int32_t g();
static void h()
{
b[0]=g();
}
static int32_t g(uint64_t k)
{static uint64_t n;int32_t o[8];
(b[0]&=((((((((~(((n=(((f^=(~(((-1))<=0xF79AD8F9L)))))))))),(-8))))))));
return 250U;
}
int main()
{
crc32_gentab();
h();
transparent_crc(f,"g_692",0);
platform_main_end(crc32_context,0);
return 0;
}
