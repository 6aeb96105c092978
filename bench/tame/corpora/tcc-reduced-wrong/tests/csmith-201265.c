#define NO_LONGLONG
#include "csmith.h"
struct S0{
int32_t f0;
const int32_t f1;
const int16_t f2;
int32_t f3;
};
static int16_t g_12=0xE9BF;
static int32_t g_30[4]={};
static struct S0 g_31={};
static int16_t g_70=0x298A;
static uint32_t g_84=4294967292U;
static uint16_t g_85=65535U;
static uint32_t g_90=0x02009A6D;
static int16_t g_246=5;
static uint32_t g_281=4294967295U;
static uint32_t g_350=2U;
static uint32_t g_356=0x9D2F6EB1;
static uint32_t g_416=0x9E9252BB;
static uint32_t g_428=4294967295U;
static uint32_t g_471=4294967291U;
static const uint32_t g_529=0U;
static uint16_t g_668=65530U;
static uint32_t g_728=1U;
static uint32_t g_730[2][5]={};
static uint32_t g_880=4294967295U;
static uint32_t g_965=0xBBEE2798;
static int32_t g_982[7][9]={};
static uint32_t g_1235=0x63B68A5A;
static int32_t g_1288=8;
static uint32_t func_1(void);
static const uint16_t func_6(int32_t p_7,int16_t p_8,uint32_t p_9,uint32_t p_10);
static int16_t func_16(uint16_t p_17,struct S0 p_18,int32_t p_19,int32_t p_20,uint32_t p_21);
static struct S0 func_22(uint32_t p_23,const int32_t p_24,struct S0 p_25,int32_t p_26,struct S0 p_27);
static uint32_t func_1(void)
{
int32_t l_11=1;
uint32_t l_32[4][2][5]={};
struct S0 l_33={};
int32_t l_1003[4]={};
int32_t l_1099[8];
int i,j,k;
for(i=0;i<8;i=i+1)
l_1099[i]=1;
if((safe_sub_func_int16_t_s_s((((safe_rshift_func_uint16_t_u_u(func_6(l_11,g_12,l_11,(~((safe_add_func_int16_t_s_s(func_16(l_11,func_22(((safe_rshift_func_uint16_t_u_s(l_11,6))!=g_12),(g_30[3]=g_12),g_31,l_32[3][0][0],l_33),l_33.f3,g_12,l_32[3][0][2]),l_33.f3))^l_32[3][0][0]))),g_730[0][2]))|g_982[4][1])!=0xBE546A84),l_1003[3])))
{}
else
{}
return g_668;
}
static const uint16_t func_6(int32_t p_7,int16_t p_8,uint32_t p_9,uint32_t p_10)
{
int32_t l_835=0x9AC1011B;
int32_t l_862=0x0750F30F;
for(g_728=0;(g_728<29);g_728=safe_add_func_int32_t_s_s(g_728,3))
{
uint32_t l_828=0U;
uint16_t l_861=65529U;
int32_t l_863[2];
int32_t l_866=0;
int i;
for(i=0;i<2;i=i+1)
l_863[i]=0;
if(((p_7&(safe_add_func_uint16_t_u_u(((safe_mod_func_uint16_t_u_u((safe_mod_func_int16_t_s_s((safe_lshift_func_int16_t_s_s(l_828,(p_8^(safe_mod_func_uint16_t_u_u(((g_31.f0=((safe_rshift_func_int16_t_s_s((-4),2))||(0x5B93D66B^(((p_7&((0x8C9C47F1||p_9)<((((safe_mul_func_int16_t_s_s(p_9,l_828))==0x486B)^g_428)&&l_828)))^g_90)>l_828))))>=g_471),g_730[0][3]))))),g_356)),l_835))||g_471),l_828)))>=l_828))
{
uint32_t l_847[7][7]={};
uint32_t l_854[3];
int32_t l_864=7;
uint32_t l_865=4294967288U;
int32_t l_879[7][8][4]={};
for(i=0;i<3;i=i+1)
l_854[i]=7U;
l_866=((safe_unary_minus_func_uint32_t_u((safe_mul_func_int16_t_s_s((safe_add_func_uint16_t_u_u(0xA89B,((((safe_lshift_func_uint16_t_u_s(l_835,(p_8=(l_835|(l_862=(65530U&&((~(l_864=(!((l_863[1]=(p_10=((safe_mul_func_uint16_t_u_u((l_847[0][3]<(((0x10A58D1E!=(((g_85=(safe_sub_func_uint32_t_u_u((safe_mul_func_int16_t_s_s((safe_rshift_func_int16_t_s_s(l_854[2],((0x086E<(safe_mod_func_int32_t_s_s((safe_mul_func_int16_t_s_s((safe_sub_func_uint16_t_u_u((l_828^g_84),l_828)),p_9)),0x57D4CDA0)))||g_428))),g_356)),l_861)))|l_862)&&0x1CE2))|0xE938)&p_7)),p_10))!=g_90)))!=0x42E80AAD))))!=l_862)))))))>=l_865)|l_828)^g_70))),p_7))))>=9);
l_835=(((safe_rshift_func_uint16_t_u_s(((((l_854[2]>=(l_862=l_863[0]))<((p_10=0U)!=(safe_mod_func_int32_t_s_s((g_31.f3=((safe_mul_func_int16_t_s_s(((g_30[3]=p_8)||((~g_85)!=0x2D1A)),((((safe_mod_func_uint32_t_u_u(l_864,(safe_unary_minus_func_uint32_t_u((l_879[5][1][0]=(safe_mul_func_int16_t_s_s(p_9,(g_246=((l_863[1]||l_828)==g_31.f3)))))))))<=l_864)<g_880)&l_835)))>=l_835)),(-1)))))<=g_31.f0)|p_8),g_428))!=p_8)>=l_835);
}
else
{}
}
g_30[3]=(~(g_12=(0xFFEA12C8&&l_835)));
l_862=(safe_sub_func_int16_t_s_s((safe_unary_minus_func_uint32_t_u(4294967295U)),0xD4D3));
return g_668;
}
static int16_t func_16(uint16_t p_17,struct S0 p_18,int32_t p_19,int32_t p_20,uint32_t p_21)
{
int16_t l_534[8];
int32_t l_773[1][1];
int i,j;
for(i=0;i<8;i=i+1)
l_534[i]=(-4);
for(i=0;i<1;i=i+1)
{}
for(g_246=0;(g_246<=(-23));g_246=safe_sub_func_int32_t_s_s(g_246,2))
{}
l_773[0][0]=g_246;
lbl_800:
p_20=(0x45C61370&p_19);
for(g_728=0;(g_728<=1);g_728+=1)
{}
return p_18.f3;
}
static struct S0 func_22(uint32_t p_23,const int32_t p_24,struct S0 p_25,int32_t p_26,struct S0 p_27)
{
uint16_t l_34=0x0BAB;
struct S0 l_283={};
lbl_64:
p_27.f3=l_34;
for(p_25.f3=0;(p_25.f3<(-9));p_25.f3=safe_sub_func_uint16_t_u_u(p_25.f3,4))
{}
return l_283;
}
int main(int argc,char*argv[])
{
int i,j;
int print_hash_value=0;
if(argc==2&&strcmp(argv[1],"1")==0)print_hash_value=1;
platform_main_begin();
crc32_gentab();
func_1();
transparent_crc(g_12,"g_12",print_hash_value);
for(i=0;i<4;i=i+1)
{}
transparent_crc(g_31.f1,"g_31.f1",print_hash_value);
transparent_crc(g_31.f2,"g_31.f2",print_hash_value);
transparent_crc(g_31.f3,"g_31.f3",print_hash_value);
transparent_crc(g_70,"g_70",print_hash_value);
transparent_crc(g_84,"g_84",print_hash_value);
transparent_crc(g_90,"g_90",print_hash_value);
transparent_crc(g_246,"g_246",print_hash_value);
transparent_crc(g_281,"g_281",print_hash_value);
transparent_crc(g_350,"g_350",print_hash_value);
transparent_crc(g_356,"g_356",print_hash_value);
transparent_crc(g_416,"g_416",print_hash_value);
transparent_crc(g_428,"g_428",print_hash_value);
transparent_crc(g_471,"g_471",print_hash_value);
transparent_crc(g_529,"g_529",print_hash_value);
transparent_crc(g_668,"g_668",print_hash_value);
transparent_crc(g_728,"g_728",print_hash_value);
for(i=0;i<2;i=i+1)
{}
transparent_crc(g_880,"g_880",print_hash_value);
transparent_crc(g_965,"g_965",print_hash_value);
for(i=0;i<7;i=i+1)
{}
for(i=0;i<8;i=i+1)
{}
transparent_crc(g_1235,"g_1235",print_hash_value);
transparent_crc(g_1288,"g_1288",print_hash_value);
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
