#include "csmith.h"
static uint32_t g_224[8]={};
static int32_t g_226=(-4);
static uint32_t func_19(uint8_t p_21,uint16_t p_23);
static void func_1(void)
{static int16_t g_16=0x19E9;static uint16_t g_4=0x58D3;
int32_t l_7=(-8);
int32_t l_44=3;
uint16_t l_45=65526U;
uint8_t l_450=0xD7;
l_450=((safe_add_func_uint16_t_u_u((g_4=g_4),((((safe_add_func_int16_t_s_s(l_7,(safe_mod_func_uint32_t_u_u(((-7)>(safe_lshift_func_uint16_t_u_u(((safe_lshift_func_int16_t_s_u((safe_mod_func_int32_t_s_s(g_16,((safe_rshift_func_int16_t_s_s((func_19(g_16,g_16)^(-4)),(-4)))^g_16))),l_45))&0xB88B),(-4)))),g_16))))&&0U)!=g_16)^l_45)))&(-4));
3;
}
static uint32_t func_19(uint8_t p_21,uint16_t p_23)
{static uint16_t g_169=0x55A9;static uint32_t g_167=5U;int32_t g_131_2;int32_t g_129_7;static uint8_t g_85=0U;uint16_t g_83_0;static uint16_t g_64=0x6013; uint32_t p_24; int32_t p_20;
uint8_t l_168=246U;
p_20=((((safe_rshift_func_uint16_t_u_s((g_64=(~g_64)),(1U||((0)^(safe_sub_func_uint16_t_u_u((g_169=((g_83_0=(g_167=p_20))==(p_24||246U))),((safe_unary_minus_func_int32_t_s(((g_85&&(g_131_2<=g_129_7))||0xBB59)))|246U)))))))>(-1))&p_21)==p_23);
uint32_t l_46=9U;
return 9U;
}
int main(int argc,char*argv[])
{
func_1();









return 0;
}
