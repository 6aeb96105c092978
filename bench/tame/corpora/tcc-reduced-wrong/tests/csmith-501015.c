#include "csmith.h"
struct S0{};
struct S1{
unsigned f0:9;
unsigned f1:9;
};
struct S2{
unsigned f3:30;
signed f5:29;
};
static uint32_t g_24=2UL;
static struct S2 g_49={};
static int32_t g_92=1L;
static struct S2 g_201={};
static struct S1 g_245={};
static struct S1 g_362={};
static uint16_t func_4(uint32_t p_5,int32_t p_6,uint32_t p_7);
static int32_t func_1(void)
{
uint32_t l_14=0UL;
uint32_t l_43=0x3C535718L;
if(((safe_mod_func_uint16_t_u_u(func_4(0,l_14,l_43),g_24))<g_24))
{}
return g_92;
}
static uint16_t func_4(uint32_t p_5,int32_t p_6,uint32_t p_7)
{
int32_t l_304=4L;
struct S0 l_382={};
int16_t l_942=0L;
uint32_t l_1079=18446744073709551615UL;
{}

{
int32_t l_941=(-4L);
if(p_7)
{
uint16_t l_929=0UL;
if((((0)==(safe_mod_func_uint16_t_u_u((((safe_lshift_func_int16_t_s_u(l_929,((safe_div_func_uint32_t_u_u((+((+l_304)<(safe_rshift_func_uint16_t_u_s((((g_362.f1|(g_245.f0|=(0xC39E1FB0L<(~((0)==l_941)))))^p_5)||g_49.f3),p_6)))),5L))>l_942)))|l_942)||l_929),p_5)))!=0x030F1414L))
{}
else
{}
}
else
{}
return p_6;
}
}

static uint32_t func_17(void)
{
return g_24;
}
int main(int argc,char*argv[])
{
int print_hash_value=0;
crc32_gentab();
func_1();
transparent_crc(g_245.f0,"g_245.f0",print_hash_value);
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
