#include "csmith.h"
static int32_t g_4=0x72D4EA68;
static uint32_t g_21=1U;
static int32_t g_24=3;
static uint8_t g_33=0x03;
static int32_t g_38=0x18073565;
static int16_t g_47=0x19BA;
static uint16_t g_50=0x8B05;
static uint32_t g_71=0x60987955;
static int32_t g_75=1;
static int32_t**g_111[1][4][5]={};
static int32_t***g_110= &g_111[0][3][1];
static int32_t****g_134= &g_110;
static int32_t g_217=0x09870BFB;
static uint32_t g_450=4294967286U;
static int32_t g_522=0;
static const int32_t*g_714= &g_522;
static int16_t g_1172=0x6CAE;
static int32_t g_1328=(-1);
static int16_t func_9(uint32_t p_10,const int32_t*p_11);
static uint8_t func_13(uint32_t p_14,uint32_t p_16);
static int16_t func_17(void);
static int32_t func_1(void)
{
uint32_t l_2[9]={0x87DF2F4A,0x87DF2F4A,0x87DF2F4A,0x87DF2F4A,0x87DF2F4A,0x87DF2F4A,0x87DF2F4A,0x87DF2F4A,0x87DF2F4A};
int32_t*l_3= &g_4;
int16_t l_36[2][1][8]={};
int16_t*l_37= &l_36[0][0][7];
uint32_t l_39=0xC9E520C3;
int i,j,k;
for(i=0;i<1;i=i+1)

if((safe_mod_func_int32_t_s_s((safe_lshift_func_int16_t_s_u(g_4,(func_9(l_2[3],(func_13((func_17()|(g_38=(((0)||g_33)^g_24))),l_39),l_3)),l_36[0][0][0]))),0xE661AE7A)))
{}
return(*g_714);
}
static int16_t func_9(uint32_t p_10,const int32_t*p_11)
{
uint16_t*l_669[4];
uint16_t l_776=0x7F4C;
int32_t*****l_992[7];

return p_10;
}
static uint8_t func_13(uint32_t p_14,uint32_t p_16)
{
const int32_t*l_40= &g_4;
int16_t*l_46= &g_47;
int32_t*l_48= &g_24;
uint16_t*l_49= &g_50;
if((g_38>=(((((65533U>((*l_49)=(((l_40!=(void*)0)|(safe_sub_func_uint32_t_u_u(((safe_rshift_func_int16_t_s_s(((*l_46)=(g_21<=(*l_40))),0))>=(((*l_40)<=g_33)!=(((((*l_48)=((*l_40)<p_16))&g_21)&(*l_40))|p_14))),p_14)))>p_14)))<=0x06EE4F12)==g_38)<g_21),(*l_48))))
{}

{}
return g_38;
}
static int16_t func_17(void)
{ int32_t * p_18 = 0;
uint32_t*l_20= &g_21;
return g_4;
}
int main(void)
{
int i,j,k;
int print_hash_value=0;
platform_main_begin();
crc32_gentab();
func_1();
transparent_crc(g_4,"g_4",print_hash_value);
transparent_crc(g_47,"g_47",print_hash_value);
transparent_crc(g_50,"g_50",print_hash_value);




platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
