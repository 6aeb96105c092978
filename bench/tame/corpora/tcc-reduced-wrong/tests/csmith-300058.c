#include "csmith.h"
static uint16_t g_42=65535U;
static int16_t g_43=0x688C;
static int32_t g_86=0x6ABB4AA4;
static int32_t g_87=1;
static uint32_t g_93=4294967290U;
static int32_t func_2(uint8_t p_3);
static int16_t func_1(void)
{
int16_t l_11=0xD952;
uint32_t l_95=0xC8015B33;
l_95=func_2(((g_87&=(safe_lshift_func_uint16_t_u_s((0>(0)),(g_86=(l_11<(safe_unary_minus_func_uint32_t_u(g_43)))))))>(((((0),g_42)>=g_42),g_42)<=(-1))));
return g_93;
}
static int32_t func_2(uint8_t p_3)
{
return g_42;
}
static uint16_t func_8(uint16_t p_9,int32_t p_10)
{
return g_43;
}
static int32_t func_17(uint32_t p_20)
{
return p_20;
}
int main(void)
{
int print_hash_value=0;
crc32_gentab();
func_1();
transparent_crc(g_86,"g_86",print_hash_value);
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
