#include "csmith.h"
union U0{
unsigned f0:14;
};
union U1{
int32_t f0;
uint32_t f2;
unsigned f3:31;
};
static int64_t g_5=0xE52D8CB4C23AFC37LL;
static int32_t g_53=7L;
static uint64_t g_70=0x237EEBDC1AABB774LL;
static int32_t g_105=0x7465F9E9L;
static uint8_t g_161=0x31L;
static uint32_t g_182=3UL;
static int16_t g_269=(-1L);
static uint16_t g_298=0x54CFL;
static uint8_t g_311=255UL;
static int16_t g_316=0xE3D1L;
static int64_t g_420=0xB6316A7CD64ACCCFLL;
static union U0 g_477={};
static uint8_t g_484=248UL;
static uint8_t g_507=1UL;
static const uint32_t func_1(void);
static int32_t func_2(uint32_t p_3,uint16_t p_4);
static uint16_t func_12(uint64_t p_13);
static uint64_t func_18(union U1 p_19,const uint32_t p_21,union U1 p_22);
static const uint32_t func_1(void)
{
uint8_t l_490=4UL;
int32_t l_493=0xE1A0B9CBL;
int32_t l_505=3L;
uint64_t l_506=1UL;
int32_t l_508=0xC11A9DF1L;
l_490=func_2(g_5,g_5);
if((((0)|l_490)>=(0)))
{}
else
{}
for(l_493=0;(l_493>=14);l_493=0)
{}
return l_493;
}
static int32_t func_2(uint32_t p_3,uint16_t p_4)
{
union U1 l_23={};
uint16_t l_52=0UL;
int32_t l_54=0xDC4B6369L;
int32_t l_55=0xC507B392L;
int32_t l_56=0x6F4DAD24L;
union U0 l_478={};
int32_t l_482=1L;
int32_t l_483=7L;
g_484=(l_483=(l_482=(safe_rshift_func_uint16_t_u_s(((safe_lshift_func_uint16_t_u_s((safe_add_func_uint16_t_u_u(func_12(func_18(l_23,(l_56=(!(0))),l_23)),l_478.f0)),3))>=p_4),13))));
l_54=g_484;
return p_3;
}
static uint16_t func_12(uint64_t p_13)
{
return p_13;
}
static uint64_t func_18(union U1 p_19,const uint32_t p_21,union U1 p_22)
{
int32_t l_85=0x83C6DDDDL;
int32_t l_86=0xE7C99AE1L;
int32_t l_180=0x2BBB44E8L;
uint32_t l_342=0xC40503BBL;
for(g_53=20;(g_53>17);g_53=0)
{
int32_t l_76=(-6L);
uint32_t l_377=18446744073709551606UL;
for(g_5=(-21);(g_5==(-10));g_5=0)
{}
for(g_316=0;(g_316<=14);g_316=safe_add_func_uint32_t_u_u(g_316,1))
{
int16_t l_412=0x6C29L;
if(g_316)
continue;
g_105=(l_180=(0xD1BAL&(((l_412^((g_5=(l_86=(0)))|g_316))!=g_269)&((g_70=((safe_mul_func_int16_t_s_s((safe_mul_func_int16_t_s_s((((((((safe_rshift_func_uint16_t_u_u(((g_269&(((g_298=(safe_add_func_int32_t_s_s((-1L),(safe_rshift_func_uint16_t_u_u(((safe_mul_func_int16_t_s_s(0x5708L,g_161))^0x926CAD5DE5B7766CLL),p_19.f2)))))||p_22.f0)>=g_420))<18446744073709551608UL),l_76))^l_412)!=0x44B7L)>=l_377)|1L)^p_22.f2)||7L),p_21)),l_85))|g_420))|0xAA1CCE248CDE05DDLL))));
}
}
return p_19.f3;
}
int main(int argc,char*argv[])
{
int print_hash_value=0;
crc32_gentab();
func_1();
transparent_crc(g_53,"g_53",print_hash_value);
transparent_crc(g_70,"g_70",print_hash_value);
transparent_crc(g_105,"g_105",print_hash_value);
transparent_crc(g_161,"g_161",print_hash_value);
transparent_crc(g_182,"g_182",print_hash_value);
transparent_crc(g_311,"g_311",print_hash_value);
transparent_crc(g_316,"g_316",print_hash_value);
transparent_crc(g_420,"g_420",print_hash_value);
transparent_crc(g_477.f0,"g_477.f0",print_hash_value);
transparent_crc(g_484,"g_484",print_hash_value);
transparent_crc(g_507,"g_507",print_hash_value);
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
