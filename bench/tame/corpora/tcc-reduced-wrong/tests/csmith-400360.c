#include "csmith.h"
union U0{
uint32_t f0;
};
static uint16_t g_17=0xC544L;
static uint16_t g_45=8UL;
static int32_t g_49=0x39C36DE1L;
static int32_t*g_50= &g_49;
static int16_t g_59=7L;
static int16_t g_75=0L;
static uint32_t g_78=0UL;
static uint16_t g_80=0x3A0AL;
static int32_t g_82[2]={};
static uint32_t*const g_340[7]={};
static uint32_t*const*g_339= &g_340[2];
static uint32_t*const*const*g_338= &g_339;
static uint32_t*const*const**volatile g_337= &g_338;
static const int32_t g_484=1L;
static union U0*g_517[7][2]={};
static union U0*g_521=(void*)0;
static int32_t*volatile g_562= &g_82[1];
static const uint16_t func_3(uint16_t p_4,int16_t p_5);
static uint16_t func_9(uint32_t p_10);
static uint32_t func_11(int32_t p_12,uint32_t p_14,union U0 p_16);
static uint32_t func_1(void)
{
uint32_t l_2=9UL;
int16_t l_46=0x0C28L;
union U0 l_47={};
uint32_t l_537=0x3387C044L;
int32_t l_1005[9][1]={};

if((((l_2<func_3((~(safe_div_func_uint16_t_u_u(((((func_9(func_11(g_17,l_2,l_47))!=l_2)>l_46)^l_46)&l_46),g_484))),l_537))>0x2352L)>=l_47.f0))
{}

return l_1005[2][0];
}
static const uint16_t func_3(uint16_t p_4,int16_t p_5)
{
uint16_t l_547=1UL;
uint16_t*l_563= &g_45;
if(((((l_547==(g_17^=((*l_563)=(p_4=0UL))))>=(0)),(*g_337))== &g_339))
{}
{}
return p_5;
}
static uint16_t func_9(uint32_t p_10)
{
uint32_t l_524[10][1];
int32_t*l_536= &g_82[1];
int i,j;
for(i=0;i<10;i=i+1)
{
for(j=0;j<1;j=j+1)
l_524[i][j]=0xF73D86DDL;
}
return(*l_536);
}
static uint32_t func_11(int32_t p_12,uint32_t p_14,union U0 p_16)
{ uint32_t p_13;
int32_t*l_48= &g_49;
int16_t*l_58= &g_59;
int32_t l_83[4][10]={};
for(p_13=2;(p_13<=7);p_13+=1)

if((safe_lshift_func_int16_t_s_u(((((*l_58)=(*l_48))|0x52E9L)!=g_17),1)))
{
uint16_t l_60=0x8257L;
int32_t l_67=2L;
uint16_t*l_73= &g_45;
int16_t*l_74= &g_75;
const uint16_t l_76=0xFBECL;
uint32_t*l_77= &g_78;
uint16_t*l_79= &g_80;
(*l_48)=l_60;
l_83[0][4]^=(g_45,(((*l_79)|=(((*l_77)^=(safe_sub_func_int32_t_s_s((l_60,(*l_48)),(safe_sub_func_int32_t_s_s(((0)==l_60),p_13)))))>p_12))^l_76));
for(g_45=0;(g_45<=1);g_45+=1)

for(p_13=20;(p_13<43);p_13=safe_add_func_uint16_t_u_u(p_13,1))
{}
}
else
{}
return p_12;
}
int main(int argc,char*argv[])
{
int i,j,k;
int print_hash_value=0;
if(argc==2&&0==0)print_hash_value=1;
platform_main_begin();
crc32_gentab();
func_1();
transparent_crc(g_17,"g_17",print_hash_value);
for(i=0;i<8;i=i+1)

transparent_crc(g_75,"g_75",print_hash_value);
transparent_crc(g_80,"g_80",print_hash_value);
for(i=0;i<2;i=i+1)




platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
