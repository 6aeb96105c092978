#include "csmith.h"
static int32_t g_30=0x705BE734L;
static int16_t g_71=0L;
static int8_t g_446=0xBAL;
static volatile int32_t g_470=0x51F378BAL;
static uint16_t g_612=0x9E0AL;
static volatile int32_t g_738=0xD35BC134L;
static int32_t g_748=0L;
static uint32_t func_1(void);
static const int32_t func_5(uint32_t p_6);
static int32_t func_9(int32_t p_11,int32_t p_12,int16_t p_13);
static uint16_t func_21(void);
static uint32_t func_1(void)
{
uint32_t l_4=0xD0374C7AL;
uint32_t l_509=5UL;
uint32_t l_510=0xF94DE21DL;
uint32_t l_511=4294967288UL;
int32_t l_543=0xD2B12624L;
int16_t l_544=0xFB02L;
uint16_t l_837=0xE0EAL;
uint16_t l_848=0x724FL;
const uint8_t l_849=0x76L;
if(((((((((((((0)<=0)||(((((((0)||l_4)<g_71)||250UL)&&l_509)^l_510)||0x6FL))|l_509)||g_446)^2UL)>=g_71),l_511)==0xA7L),0x3454266FL),l_4)<=(-6L)))
{}
else
{
int32_t l_710=(-9L);
for(l_511=(-12);(l_511>32);l_511=0)
{
if((safe_sub_func_uint32_t_u_u(l_511,(-8L))))
{
g_30=(-2L);
}
else
{
}
if(l_544)
goto lbl_826;
}
lbl_826:
if((!(g_446||(g_30!=(0)))))
{}
else
{}
l_710=g_30;
}
if((0))
{
return g_71;
}
else
{
int8_t l_898=(-1L);
return l_898;
}
}
static const int32_t func_5(uint32_t p_6)
{
uint8_t l_7=246UL;
int32_t l_8=(-1L);
uint16_t l_14=0UL;
l_7=1L;
l_8=p_6;
l_8=0;
l_8=(+((0)==p_6));
return p_6;
}
static int32_t func_9(int32_t p_11,int32_t p_12,int16_t p_13)
{
uint16_t l_82=0x72CCL;
int32_t l_286=0xA5D7D258L;
if((safe_add_func_uint32_t_u_u((+(safe_add_func_uint32_t_u_u((~0UL),(g_71>((p_11==p_12)<((((safe_rshift_func_int16_t_s_s((0x75F43C6BL!=((((safe_unary_minus_func_uint32_t_u(((~(g_30>((l_82,(0xEFL|0x7FL))|1UL)))==g_71)))<g_30)&&0x62BBL)<0x7DEC96EAL)),g_30))==0x12A80D85L)>=0L)<=p_13)))))),0x92778613L)))
{}
else
{}
for(g_446=22;(g_446>20);g_446=safe_sub_func_int8_t_s_s(g_446,1))
{}
l_286=p_11;
return g_446;
}
static uint16_t func_21(void)
{ int16_t p_24; uint32_t p_22;
int32_t l_31=0x369DDA31L;
int32_t l_70=(-9L);
l_31=g_30;
g_30=(safe_sub_func_int16_t_s_s((safe_lshift_func_int8_t_s_u(((l_31<=((l_31>(6L==l_31)),(safe_rshift_func_int16_t_s_s(p_24,9))))>=((((!l_31)>(safe_add_func_uint8_t_u_u(((((((((safe_mul_func_int8_t_s_s(((safe_lshift_func_uint8_t_u_s(0xD4L,7))<((safe_add_func_int32_t_s_s(0x7ABE3335L,(safe_add_func_int16_t_s_s((((safe_lshift_func_uint16_t_u_u((safe_add_func_uint16_t_u_u((((0xFEDDD8D7L>l_31)|l_31)&(-1L)),g_30)),p_22))||l_31),g_30),l_31))))&0xF1L)),0x2FL)),l_31)|g_30)>=0L)<5L),(-1L))||0x33E1ABB4L)&&3UL),p_22))),l_31),0xE653L)),l_31)),3UL));
l_70=(p_22<(safe_mod_func_uint16_t_u_u(((safe_rshift_func_uint16_t_u_s(l_31,1))|(safe_mod_func_uint32_t_u_u((safe_add_func_int16_t_s_s(((p_22>l_31)==0x45DDL),(safe_mul_func_int16_t_s_s((((p_24>=((+l_31)>=(((safe_sub_func_int32_t_s_s(((safe_sub_func_int8_t_s_s((safe_mul_func_uint16_t_u_u(p_22,(0x49480DD0L<=l_31))),l_31))|l_31),l_31))==g_30)==l_31))),0xFBB1L)||l_31),0x2567L)))),0x2B408DBEL))),p_22)));
return p_24;
}
int main(void)
{
int print_hash_value=0;
platform_main_begin();
crc32_gentab();
func_1();
transparent_crc(g_30,"g_30",print_hash_value);
transparent_crc(g_71,"g_71",print_hash_value);
transparent_crc(g_446,"g_446",print_hash_value);
transparent_crc(g_470,"g_470",print_hash_value);
transparent_crc(g_612,"g_612",print_hash_value);
transparent_crc(g_738,"g_738",print_hash_value);
transparent_crc(g_748,"g_748",print_hash_value);
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
