#include "csmith.h"
struct S0{
int32_t f1;
};
struct S1{
int32_t f1;
int32_t f4;
};
struct S2{
int32_t f1;
uint32_t f2;
int32_t f5;
int8_t f6;
};
static int32_t g_5=0x0F023498L;
static struct S2 g_17={};
static uint16_t g_246=65535UL;
static uint32_t g_302=4294967286UL;
static struct S1 g_412={};
static uint32_t func_2(int32_t p_3,uint16_t p_4);
static uint16_t func_6(struct S2 p_7,struct S1 p_8);
static struct S2 func_12(struct S2 p_13,struct S2 p_15);
static uint16_t func_1(void)
{
struct S2 l_16={};
struct S1 l_844={};
uint16_t l_847=0x6317L;
int32_t l_877=5L;
l_844.f4=(func_2(g_5,(0xF7E7308FL<=(((func_6(func_12(l_16,g_17),l_844)&g_17.f2)^0xF74A39AAL)&l_847)))^1UL);
return l_844.f1;
}
static uint32_t func_2(int32_t p_3,uint16_t p_4)
{
struct S0 l_871={};

{}
return l_871.f1;
}
static uint16_t func_6(struct S2 p_7,struct S1 p_8)
{
uint32_t l_845=0xEEC13170L;
struct S0 l_846={};
return p_8.f4;
}
static struct S2 func_12(struct S2 p_13,struct S2 p_15)
{
uint16_t l_34=0x3EC5L;
int32_t l_131=0x17AC7FE3L;
{
uint16_t l_149=0UL;
g_17.f1|=(0x9560L<=p_15.f6);
l_149--;
if(((safe_add_func_uint32_t_u_u((safe_add_func_int32_t_s_s((0),0x16E304FEL)),4294967295UL))<=(-9L)))
{
}
else
{
for(l_34=13;(l_34>28);l_34=0)
{}
for(g_246=26;(g_246!=8);g_246=safe_sub_func_uint16_t_u_u(g_246,6))
{}
}
}
for(g_17.f5=0;(g_17.f5>=(-5));g_17.f5--)
{}
return g_17;
}
int main(int argc,char*argv[])
{
int print_hash_value=0;
crc32_gentab();
func_1();
transparent_crc(g_5,"g_5",print_hash_value);
transparent_crc(g_246,"g_246",print_hash_value);
transparent_crc(g_302,"g_302",print_hash_value);
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
