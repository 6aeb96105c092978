#define NO_LONGLONG
#include "csmith.h"
struct S0{
uint16_t f0;
int16_t f1;
};
static int32_t g_8=0x6942A1E9;
static int32_t g_11=0x16B471DF;
static int16_t g_12=0x7A61;
static int32_t g_14=0;
static int16_t g_50=(-10);
static uint32_t g_59=0U;
static struct S0 g_67={};
static uint32_t g_112=0xF9C202D2;
static uint32_t g_167=0x5DEE7F6E;
static int16_t g_211=(-10);
static uint16_t g_232=0x996D;
static uint16_t g_239=3U;
static uint16_t g_241=1U;
static uint16_t*g_240= &g_241;
static int32_t g_374=(-1);
static uint32_t g_375=0xB09FE853;
static int32_t g_415=0x3A87524C;
static int16_t*g_425= &g_211;
static int16_t**g_424= &g_425;
static uint32_t*g_429= &g_375;
static uint32_t g_431=7U;
static uint32_t*g_430= &g_431;
static int32_t*g_434=(void*)0;
static int32_t**g_433= &g_434;
static uint32_t func_1(void);
static uint16_t func_4(void);
static int32_t*func_115(uint32_t p_116,int8_t p_118);
static uint32_t func_1(void)
{
uint32_t l_9=0x29729CF3;
int32_t*l_10= &g_11;
int32_t*l_13= &g_14;
int32_t*l_414= &g_415;
int32_t**l_416= &l_414;
struct S0*l_428= &g_67;
int16_t*l_432= &g_12;
int32_t***l_435= &g_433;
(*l_414)|=(0);
(*l_416)=(void*)0;
(*l_435)=((safe_lshift_func_uint16_t_u_u(((!(((safe_sub_func_uint16_t_u_u(0x2893,((((((safe_sub_func_int16_t_s_s((-1),((g_429=func_115(g_11,((((((*g_240)&&(safe_mul_func_uint16_t_u_u(((void*)0==l_428),((*g_240)>=(*g_240)))))<65532U)^g_67.f1)>g_211),(-1))))!=g_430)))<=g_431)>=(-10)),l_432)!=(void*)0)&&(*l_10)))),(-1))&&0))|0U),g_415)),g_433);
return g_375;
}
static uint16_t func_4(void)
{
int32_t l_57=(-5);
for(g_14=0;(g_14<=6);g_14=safe_add_func_int16_t_s_s(g_14,1))
{}
if(l_57)
{}
else
{}
return(*g_240);
}
static int32_t*func_115(uint32_t p_116,int8_t p_118)
{ uint32_t p_117;
uint32_t*l_143=(void*)0;
int32_t*l_155= &g_11;
int32_t l_160=3;
int32_t*l_161= &g_14;
int16_t*l_163= &g_12;
int32_t l_164=0x65BC9E73;
int16_t*l_166= &g_67.f1;
g_167^=(((~(-8)),((((*l_166)=(safe_sub_func_int32_t_s_s((p_118>=(safe_sub_func_uint32_t_u_u((safe_add_func_uint32_t_u_u((p_117=((!g_67.f0)^((void*)0!=l_143))),((safe_lshift_func_int16_t_s_s(((safe_lshift_func_int16_t_s_s(((*l_163)|=(safe_sub_func_int32_t_s_s(((*l_161)=(~(safe_mul_func_uint16_t_u_u((safe_add_func_int32_t_s_s(((*l_155)=((-8)^0x6BD2E779)),(safe_add_func_uint16_t_u_u((((safe_add_func_uint32_t_u_u(g_112,g_67.f0))&7),0xB338),g_112)))),l_160)))),g_59))),g_59))>0),l_164))<g_67.f0))),p_116))),g_50)))&&0xB4CD)!=g_50))&&p_117);
g_11&=p_117;
if(((*l_155)=g_67.f1))
{}
else
{}
return&g_374;
}
int main(void)
{
int print_hash_value=0;
crc32_gentab();
func_1();
transparent_crc(g_8,"g_8",print_hash_value);
transparent_crc(g_11,"g_11",print_hash_value);
transparent_crc(g_12,"g_12",print_hash_value);
transparent_crc(g_59,"g_59",print_hash_value);
transparent_crc(g_67.f0,"g_67.f0",print_hash_value);
transparent_crc(g_67.f1,"g_67.f1",print_hash_value);
transparent_crc(g_232,"g_232",print_hash_value);
transparent_crc(g_239,"g_239",print_hash_value);
transparent_crc(g_415,"g_415",print_hash_value);
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
