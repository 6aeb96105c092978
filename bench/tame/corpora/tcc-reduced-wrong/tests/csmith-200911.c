#include "csmith.h"
static uint32_t g_28[4][8]={};
static int32_t g_40=0L;
static uint8_t g_51=1UL;
static uint32_t g_86=0x5CBB879DL;
static int32_t*g_165=(void*)0;
static int32_t g_193=0L;
static uint16_t g_194=65535UL;
static int32_t g_269=(-1L);
static int16_t g_271=1L;
static int16_t g_272=(-5L);
static int32_t g_273=0xF00AB023L;
static int32_t g_276=0x5EAB3F58L;
static uint8_t g_277=4UL;
static int32_t**g_310= &g_165;
static int32_t***g_309= &g_310;
static uint8_t g_505=0x15L;
static uint8_t g_534=0xEBL;
static uint32_t g_630=1UL;
static int16_t g_811[8][1]={};
static int32_t g_872=0xA8B4A8ADL;
static uint16_t g_1188=0x258AL;
static int16_t func_1(void);
static int16_t func_2(const int32_t p_3,uint32_t p_4,int16_t p_5,int16_t p_6);
static int16_t func_9(uint32_t p_10,int16_t p_11,int32_t p_12);
static int16_t func_18(int32_t p_19,const int32_t p_20,int16_t p_21,int16_t p_22,uint32_t p_23);
static int16_t func_1(void)
{
uint16_t l_13=65535UL;
uint32_t l_37[1][1];
int32_t l_1139=0xC480A2D1L;
int32_t*l_1346[7];
int i,j;
for(i=0;i<1;i=i+1)
{
for(j=0;j<1;j=j+1)
l_37[i][j]=0x279329BFL;
}
for(i=0;i<7;i=i+1)
l_1346[i]= &l_1139;
if((func_2((safe_sub_func_int16_t_s_s(func_9(l_13,(safe_mul_func_uint16_t_u_u(((safe_lshift_func_int16_t_s_s(func_18((~(safe_unary_minus_func_uint16_t_u(65535UL))),(0x5998AB54L||(((l_13|(safe_add_func_uint32_t_u_u(((g_28[1][1]>=((safe_sub_func_uint32_t_u_u(((safe_mod_func_int32_t_s_s(g_28[1][1],(g_28[3][4]||(0xDD9AL&&(safe_mod_func_uint32_t_u_u((safe_sub_func_uint16_t_u_u(0x896EL,l_13)),4L))))))|6L),0x49DCB7BEL))&0xFD574417L))<=l_37[0][0]),g_28[1][1]))),g_28[1][4]),0x380D33B9L)),l_37[0][0],l_37[0][0],g_28[1][1]),g_40))>g_28[1][1]),l_37[0][0])),l_37[0][0]),l_37[0][0])),g_269,g_28[1][1],l_13)==l_37[0][0]))
{}
else
{}
return g_276;
}
static int16_t func_2(const int32_t p_3,uint32_t p_4,int16_t p_5,int16_t p_6)
{
int32_t****l_781= &g_309;
for(g_277=0;g_277<10;g_277+=1)
{}
for(g_273=0;(g_273<=5);g_273=safe_add_func_int32_t_s_s(g_273,4))
{
int32_t l_776[1][6][3];
int32_t*l_777= &g_276;
int32_t****l_780=(void*)0;
int32_t***l_808= &g_310;
int i,j,k;
for(i=0;i<1;i=i+1)
{
for(j=0;j<6;j=j+1)
{
for(k=0;k<3;k=k+1)
l_776[i][j][k]=0x15A44F02L;
}
}
if((safe_rshift_func_int16_t_s_u((((((((l_780!=l_781),(*l_781))==(void*)0)&(6L||(((p_4&(safe_add_func_int16_t_s_s(g_630,(*l_777))))>=g_505)!=p_5)))!=0xAFBBL)|(*l_777))&&g_269),3)))
{}
else
{
for(p_6=2;(p_6>=0);p_6-=1)
{
const int32_t l_809=(-8L);
int32_t l_810=(-1L);
int32_t l_824=1L;
const int32_t*l_840= &l_824;
const int32_t**l_839= &l_840;
if(((~(safe_rshift_func_uint16_t_u_s(((((safe_sub_func_int16_t_s_s((((safe_mul_func_int16_t_s_s((((&p_3==((g_28[p_6][(p_6+5)]<(safe_lshift_func_uint16_t_u_s(g_28[(p_6+1)][p_6],13))),&p_3))&&(safe_add_func_uint16_t_u_u((safe_add_func_int32_t_s_s((*l_777),((0x36ACL^(safe_sub_func_uint16_t_u_u(((void*)0==l_808),g_28[(p_6+1)][p_6])))||g_28[p_6][(p_6+5)]))),g_193)))!=g_28[p_6][(p_6+5)]),p_4)),0UL)&&p_3),l_809)),65535UL)>0x7D67L)||l_810),g_811[0][0])))||p_6))
{}
else
{}
(*l_839)= &p_3;
return g_276;
}
}
if(p_4)
{}
else
{}
}
return p_4;
}
static int16_t func_9(uint32_t p_10,int16_t p_11,int32_t p_12)
{
int32_t*l_45[1];
uint8_t l_552[4];
int i,j,k;
for(i=0;i<1;i=i+1)
l_45[i]= &g_40;
for(i=0;i<4;i=i+1)
l_552[i]=0x0FL;
for(i=0;i<3;i=i+1)
{}
if((1L<(safe_lshift_func_uint16_t_u_u(((((0x392614F5L||(safe_mul_func_int16_t_s_s((g_28[1][1],g_40),((((((void*)0== &g_40),0L),p_12),l_45[0])!=l_45[0])))),g_40)>g_40)^0x0041L),g_40))))
{}
else
{}
return p_12;
}
static int16_t func_18(int32_t p_19,const int32_t p_20,int16_t p_21,int16_t p_22,uint32_t p_23)
{
uint32_t l_38=1UL;
p_19=l_38;
return p_22;
}
int main(void)
{
int i,j,k;
int print_hash_value=0;
platform_main_begin();
crc32_gentab();
func_1();
for(i=0;i<4;i=i+1)
{}
transparent_crc(g_40,"g_40",print_hash_value);
transparent_crc(g_51,"g_51",print_hash_value);
for(i=0;i<10;i=i+1)
{}
transparent_crc(g_86,"g_86",print_hash_value);
transparent_crc(g_193,"g_193",print_hash_value);
transparent_crc(g_194,"g_194",print_hash_value);
transparent_crc(g_269,"g_269",print_hash_value);
transparent_crc(g_271,"g_271",print_hash_value);
transparent_crc(g_272,"g_272",print_hash_value);
transparent_crc(g_273,"g_273",print_hash_value);
transparent_crc(g_276,"g_276",print_hash_value);
transparent_crc(g_277,"g_277",print_hash_value);
transparent_crc(g_505,"g_505",print_hash_value);
transparent_crc(g_534,"g_534",print_hash_value);
transparent_crc(g_630,"g_630",print_hash_value);
for(i=0;i<8;i=i+1)
{}
transparent_crc(g_872,"g_872",print_hash_value);
for(i=0;i<1;i=i+1)
{}
transparent_crc(g_1188,"g_1188",print_hash_value);
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
