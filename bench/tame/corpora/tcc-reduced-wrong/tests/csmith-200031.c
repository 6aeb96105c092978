#define NO_LONGLONG
#include "csmith.h"
static int32_t g_8=1;
static int32_t g_17=(-4);
static uint8_t g_19=0x39;
static uint8_t g_20=0xE0;
static int32_t*g_77= &g_17;
static const uint8_t g_138[4]={};
static int32_t*g_161= &g_17;
static uint32_t g_204=1U;
static uint32_t g_216=0x8F7168B7;
static int8_t g_223=0x99;
static int32_t**g_224= &g_161;
static uint8_t func_1(void);
static int32_t func_2(int8_t p_3);
static int8_t func_4(void);
static int32_t*func_10(void);
static uint8_t func_1(void)
{
(*g_77)=func_2(func_4());
return g_17;
}
static int32_t func_2(int8_t p_3)
{
int32_t l_290=0x57E8F957;
int32_t***l_322= &g_224;
int32_t*l_364= &g_17;
uint32_t l_526[6];
uint8_t l_535=9U;
int i;
for(i=0;i<6;i++)
l_526[i]=6U;
if((l_290==g_138[2]))
{}
else
{
for(p_3=0;(p_3>17);p_3++)
{}
}
(*g_224)=func_10();
(*l_364)=(((((safe_add_func_int16_t_s_s(((*l_364)&((((*l_322)==(*l_322))>=(!((safe_mod_func_int16_t_s_s((((safe_rshift_func_int8_t_s_s(0xA6,(~p_3)))^(((*l_322)==(*l_322))<((&l_322!=(void*)0)<=g_8)))>=p_3),1))^p_3)))&l_535)),p_3))>=(-1))|0x60)||3U)&&0xE4);
if(((safe_add_func_int16_t_s_s((*l_364),(safe_lshift_func_int8_t_s_u((((safe_mod_func_int16_t_s_s(((((safe_rshift_func_int16_t_s_u((-1),15))|((*l_322)==(void*)0))^g_216)>=(0!=(*l_364))),0xAC32))&(((g_8&&0x14)<=p_3)<p_3))<0x69),4))))>(*l_364)))
{}
else
{}
return p_3;
}
static int8_t func_4(void)
{
return g_20;
}
static int32_t*func_10(void)
{
int32_t*l_265=(void*)0;
int32_t*l_266= &g_17;
int i,j;
for(i=0;i<2;i++)
{}
if((g_8||g_8))
{}
else
{}
(*g_224)=l_265;
return l_266;
}
int main(int argc,char*argv[])
{
int i,j;
int print_hash_value=0;
if(argc==2&&strcmp(argv[1],"1")==0)print_hash_value=1;
platform_main_begin();
crc32_gentab();
func_1();
transparent_crc(g_8,"g_8",print_hash_value);
transparent_crc(g_17,"g_17",print_hash_value);
transparent_crc(g_19,"g_19",print_hash_value);
transparent_crc(g_20,"g_20",print_hash_value);
for(i=0;i<4;i++)
{}
transparent_crc(g_204,"g_204",print_hash_value);
transparent_crc(g_216,"g_216",print_hash_value);
transparent_crc(g_223,"g_223",print_hash_value);
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
