#include "csmith.h"
union U2{
uint64_t f0;
};
static int64_t g_17=0x086335C0DE450BB1LL;
static int32_t g_67=0L;
static union U2 g_71={0xD4E0D3BD28F7D061LL};
static uint32_t g_133=0x671F1E86L;
static int32_t func_2(int32_t p_4,union U2 p_5);
static void func_1(void)
{
g_133=func_2(g_17,g_71);
g_67;
}
static int32_t func_2(int32_t p_4,union U2 p_5)
{
int32_t l_103=(-1L);
{
g_67|=(safe_rshift_func_int16_t_s_s(p_5.f0,8));
}

return (-1);
}
static void func_6(void)
{
int16_t l_69=0x39BCL;
l_69;
}
static void func_11(void)
{ uint32_t l_18=1UL;

1UL;
}
int main(int argc,char*argv[])
{
int print_hash_value=0;
crc32_gentab();
func_1();
transparent_crc(g_67,"g_67",0);
platform_main_end(crc32_context^0xFFFFFFFFUL,0);
return 0;
}
