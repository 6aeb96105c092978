#include "csmith.h"
struct S0{
uint32_t f0;
int8_t f1;
int8_t f2;
int32_t f3;
int32_t f4;
uint32_t f5;
};
struct S1{
int32_t f0;
};
struct S2{
int8_t f0;
uint32_t f1;
uint16_t f2;
unsigned f3:19;
uint32_t f4;
};
struct S3{
int32_t f0;
uint32_t f1;
int8_t f2;
uint16_t f3;
struct S2 f4;
unsigned f5:10;
struct S1 f6;
uint16_t f7;
};
struct S4{
signed f0:1;
unsigned f1:16;
signed f2:24;
unsigned f3:13;
};
static uint32_t func_1(void);
static struct S1 func_2(struct S2 p_3,struct S3 p_4,int32_t p_5);
static uint32_t func_6(struct S3 p_7,int32_t p_8,int32_t p_9);
static struct S3 func_10(struct S0 p_11,struct S1 p_12,struct S1 p_13,uint32_t p_14,int8_t p_15);
static uint32_t func_1(void)
{
struct S0 l_16[8][3][8]={};
struct S1 l_17={};
uint32_t l_28[4][1][4]={};
struct S2 l_1210={};
struct S3 l_1211={};
int i,j,k;
l_1211.f6=func_2((func_6(func_10(l_16[2][1][3],l_17,l_17,((safe_lshift_func_int16_t_s_u((safe_lshift_func_uint16_t_u_u(((safe_rshift_func_uint16_t_u_u((((l_16[2][1][3].f4>(safe_add_func_int16_t_s_s((l_16[2][1][3].f5^l_16[2][1][3].f4),(safe_rshift_func_uint16_t_u_u(l_28[0][0][2],((safe_mod_func_int16_t_s_s(l_28[0][0][1],l_16[2][1][3].f0))>l_16[2][1][3].f4))))))^0x9048C16DL)>l_28[0][0][2]),l_28[0][0][2]))<=l_16[2][1][3].f3),9)),13))!=1L),l_16[2][1][3].f5),l_28[1][0][3],l_16[2][1][3].f5),l_1210),l_1211,l_1210.f3);
return l_1211.f4.f2;
}
static struct S1 func_2(struct S2 p_3,struct S3 p_4,int32_t p_5)
{
struct S0 l_1212={};
struct S3 l_1213={};
struct S1 l_1228[1]={};
int i;
l_1212=l_1212;
l_1213=(l_1212,l_1213);
if((((safe_mul_func_int16_t_s_s(l_1212.f3,(safe_div_func_uint16_t_u_u((l_1212,65535UL),(safe_mod_func_uint16_t_u_u(p_3.f0,(safe_mod_func_uint16_t_u_u(l_1213.f7,p_4.f1))))))))==((l_1213.f5<=((safe_div_func_uint16_t_u_u((safe_div_func_int16_t_s_s((!(p_4.f5&&(0xFE83L<0UL))),0x5818L)),l_1213.f6.f0))>=l_1212.f4))||0xA436E77BL))&65532UL))
{}
else
{}
return l_1228[0];
}
static uint32_t func_6(struct S3 p_7,int32_t p_8,int32_t p_9)
{
struct S2 l_56[4]={};
uint16_t l_64=65535UL;
struct S4 l_81[4]={};
uint32_t l_155=9UL;
struct S1 l_167[2]={};
uint32_t l_410=0UL;
int32_t l_411=(-7L);
struct S0 l_429={};
struct S0 l_569={};
struct S3 l_580[4]={};
struct S0 l_636[1][9][10]={};
struct S4 l_690={};
uint32_t l_702=7UL;
int32_t l_821[1][1];
uint32_t l_1115=0xC46474E6L;
int i,j,k;
for(i=0;i<1;i++)
{}
for(p_7.f7=0;(p_7.f7<=3);p_7.f7+=1)
{}
return p_9;
}
static struct S3 func_10(struct S0 p_11,struct S1 p_12,struct S1 p_13,uint32_t p_14,int8_t p_15)
{
uint32_t l_54=18446744073709551615UL;
struct S3 l_55={};
for(p_14=0;(p_14<=53);p_14++)
{}
p_11.f3=0xC4E8884CL;
return l_55;
}
int main(void)
{
int print_hash_value=0;
platform_main_begin();
crc32_gentab();
func_1();
return 0;
}
