#include "csmith.h"
static int16_t a;
static uint32_t b, c;
static int32_t d;
static int32_t e();
static void f()
{static int64_t g;static int32_t h;
int64_t i;
uint32_t j;
int32_t k;
(((e())));

0UL;
}
static int32_t e(int32_t l)
{static uint16_t m, n;static int32_t o;static uint64_t p;static uint32_t q;static uint16_t r;static int16_t s;static uint16_t t;static int32_t u; uint32_t v;
int64_t w;
int32_t x;
int32_t y;
int32_t z=0x491A634BL;
if((safe_sub_func_int32_t_s_s))
{
int16_t aa=0L;
int32_t ab;
int32_t ac;
int16_t ad;
int32_t ae;
int16_t af;

(safe_mul_func_int16_t_s_s((safe_unary_minus_func_int64_t_s((~r))),(((((((((((0U),(safe_lshift_func_int16_t_s_u(((((!(((((((safe_lshift_func_int16_t_s_u((l),((((((((s|=(((d=((aa!=0xD6FE95660AEF3999LL))),0U))))))))))))))))))),0L))),0U))))))))))))));
}

return z;
}
int main()
{
int ag;
crc32_gentab();
f();
transparent_crc(d,"g_556",0);
platform_main_end(crc32_context,0);
return 0;
}
