#define NO_LONGLONG
#include "csmith.h"
union U0{
uint32_t f2;
int32_t f3;
};
union U1{
uint16_t f0;
uint16_t f1;
int8_t f2;
int32_t f3;
int8_t f4;
};
static union U1 g_15[4][3]={};
static int32_t g_30=9;
static uint32_t g_32=0x9CDE30EC;
static int16_t g_51=0x571B;
static int8_t g_57=0;
static int32_t g_59[5][3]={};
static uint16_t g_70=0x8AA3;
static uint16_t g_71=0xD940;
static uint32_t g_98=0x253AD3D7;
static uint32_t g_118=4294967286U;
static int32_t g_119=(-1);
static uint16_t g_145=0x0FE9;
static int32_t g_151=(-8);
static int16_t g_156=(-5);
static int32_t g_157[10]={};
static int32_t g_172=0x1EA34FD0;
static uint16_t g_186=0x9802;
static union U1 g_191={};
static int32_t g_289=0x90BFC1F7;
static int32_t g_290=0x0577D41C;
static int32_t g_294=0xF688447C;
static uint16_t g_503=65535U;
static uint32_t g_528=0x161496DC;
static int32_t g_611=7;
static int32_t g_775[7]={};
static uint16_t g_782=65535U;
static int8_t g_949=0x24;
static uint32_t g_955=0xE35B328D;
static int8_t g_979=0xC1;
static uint32_t g_1015=0x939C44DB;
static int32_t func_1(void);
static int16_t func_8(int32_t p_9,union U1 p_10,uint32_t p_11);
static uint32_t func_16(union U1 p_18);
static union U1 func_20(void);
static int32_t func_1(void)
{
uint32_t l_12[9][2][3]={};
int32_t l_13=0;
union U1 l_14={};
int32_t l_19=0x34AC0198;
union U0 l_33[3]={};
int32_t l_918[10]={};
int16_t l_1013=7;
uint32_t l_1014[8]={};
int8_t l_1016=(-1);
int8_t l_1017=0x43;
int16_t l_1018=1;
int32_t l_1019=0x861F465B;
if((safe_mul_func_int16_t_s_s((~(!(safe_rshift_func_int16_t_s_u(func_8((l_13=(l_12[4][0][2]<0x7AB61B58)),(g_15[2][2]=l_14),((0>1U)>=g_59[2][1])),g_775[3])))),l_33[1].f3)))
{}
else
{}
l_1019=(((0)>=0x6351BBED)<=l_14.f1);
return l_33[1].f2;
}
static int16_t func_8(int32_t p_9,union U1 p_10,uint32_t p_11)
{
int32_t l_245[8]={};
int32_t l_252=0xBCD9D4EA;
uint16_t l_297[2];
uint16_t l_298[6][1];
int32_t l_314=0xBE1EC9E0;
uint16_t l_912=65535U;
int i,j;
for(i=0;i<2;i++)
l_297[i]=1U;
if((safe_add_func_int32_t_s_s(((p_11|((((safe_add_func_uint16_t_u_u((safe_add_func_int32_t_s_s((p_10.f3=((((((p_10.f2|(((l_252=p_10.f2)||((((p_10.f1>(g_15[2][2].f0=0x86A6))>=(0))!=l_245[7])<=l_245[7]))<=0x207CD84E))||g_70)&&g_145)<=l_245[5])||g_172)==0x0E6E)),0)),g_59[2][1]))!=p_11)&g_98)!=g_157[5]))|p_11),l_245[4])))
{
int32_t l_261[3];
int32_t l_286[9]={};
int32_t l_309=0x4730E419;
int16_t l_311=(-6);
for(i=0;i<3;i++)
l_261[i]=0x1EF68BC1;
if(((safe_add_func_uint16_t_u_u((g_15[2][2].f2&l_261[2]),(l_252=(0))))^l_245[2]))
{
int16_t l_267=0x0FAD;
int32_t l_274[3];
int i;
for(i=0;i<3;i++)
l_274[i]=(-1);
l_267=0xCC7F17F3;
if((safe_mod_func_uint32_t_u_u((safe_add_func_uint32_t_u_u((((0)!=8)>=p_10.f3),l_267)),p_11)))
{}
else
{
uint32_t l_310=4294967292U;
g_30=g_151;
l_261[2]=(l_311=((((0)==4U)!=l_267)>=(((l_298[3][0]=1)<((((l_252=(0))==l_261[2])&&g_30)|(-3)))<=p_10.f3)));
}
}
else
{}
for(l_314=0;(l_314>=11);l_314=0)
{}
}
else
{}
g_15[2][2].f3=((0)!=(safe_unary_minus_func_uint16_t_u(p_10.f0)));
return l_297[0];
}
static uint32_t func_16(union U1 p_18)
{
return p_18.f0;
}
static union U1 func_20(void)
{ uint16_t p_24;
union U1 l_232[2]={};
for(p_24=23;(p_24<9);p_24=safe_sub_func_uint16_t_u_u(p_24,6))
{}
for(p_24=0;(p_24<=2);p_24+=1)
{}
for(g_191.f1=0;(g_191.f1<58);g_191.f1++)
{}
return l_232[1];
}
int main(void)
{
int i,j;
int print_hash_value=0;
platform_main_begin();
crc32_gentab();
func_1();
for(i=0;i<4;i++)
{}
transparent_crc(g_30,"g_30",print_hash_value);
transparent_crc(g_32,"g_32",print_hash_value);
transparent_crc(g_51,"g_51",print_hash_value);
transparent_crc(g_57,"g_57",print_hash_value);
for(i=0;i<5;i++)
{}
transparent_crc(g_70,"g_70",print_hash_value);
transparent_crc(g_71,"g_71",print_hash_value);
transparent_crc(g_98,"g_98",print_hash_value);
transparent_crc(g_118,"g_118",print_hash_value);
transparent_crc(g_119,"g_119",print_hash_value);
transparent_crc(g_145,"g_145",print_hash_value);
transparent_crc(g_151,"g_151",print_hash_value);
transparent_crc(g_156,"g_156",print_hash_value);
for(i=0;i<10;i++)
{}
transparent_crc(g_172,"g_172",print_hash_value);
transparent_crc(g_186,"g_186",print_hash_value);
transparent_crc(g_191.f0,"g_191.f0",print_hash_value);
transparent_crc(g_191.f1,"g_191.f1",print_hash_value);
transparent_crc(g_191.f2,"g_191.f2",print_hash_value);
transparent_crc(g_191.f4,"g_191.f4",print_hash_value);
transparent_crc(g_289,"g_289",print_hash_value);
transparent_crc(g_290,"g_290",print_hash_value);
transparent_crc(g_294,"g_294",print_hash_value);
transparent_crc(g_503,"g_503",print_hash_value);
transparent_crc(g_528,"g_528",print_hash_value);
transparent_crc(g_611,"g_611",print_hash_value);
for(i=0;i<7;i++)
{}
transparent_crc(g_782,"g_782",print_hash_value);
for(i=0;i<2;i++)
{}
transparent_crc(g_949,"g_949",print_hash_value);
transparent_crc(g_955,"g_955",print_hash_value);
for(i=0;i<9;i++)
{}
transparent_crc(g_979,"g_979",print_hash_value);
transparent_crc(g_1015,"g_1015",print_hash_value);
for(i=0;i<7;i++)
{}
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
