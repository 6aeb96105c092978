#include "csmith.h"
struct S0{
signed f0:27;
volatile unsigned f1:4;
};
static int32_t g_15=(-5L);
static int32_t*g_87= &g_15;
static int32_t**g_86= &g_87;
static struct S0 g_108={};
static struct S0 g_118={};
static int32_t***g_158= &g_86;
static struct S0***g_350[2][4][3]={};
static int16_t g_444=0L;
static struct S0 g_463={};
static struct S0 g_1579={};
static uint16_t func_4(int64_t p_5,uint32_t p_6);
static uint32_t func_10(uint16_t p_13);
static int16_t func_18(uint32_t p_20,uint32_t p_22,uint16_t p_23);
static struct S0 func_1(void)
{
uint32_t l_9=0xEAA29C14L;
int32_t l_30[3];
int32_t l_37=1L;
int32_t***l_1042[2];
struct S0****l_1569= &g_350[0][3][1];
int i;
for(i=0;i<3;i++)
l_30[i]=1L;
for(i=0;i<2;i++)
if(((safe_rshift_func_uint16_t_u_u(1UL,func_4(l_9,func_10((safe_add_func_int32_t_s_s(((((func_18((0),l_30[1],g_15)&&g_463.f1)<=g_444)|l_37)>0L),l_9))))))&&65535UL))
{}

(*l_1569)=g_350[1][0][2];
return g_1579;
}
static uint16_t func_4(int64_t p_5,uint32_t p_6)
{
uint64_t l_917=0x9EC51F8E976B9DA9LL;
if(((0)|0x0DA5453BL))
return l_917;
}
static uint32_t func_10(uint16_t p_13)
{
return g_118.f0;
}
static int16_t func_18(uint32_t p_20,uint32_t p_22,uint16_t p_23)
{
uint64_t l_594=0x5F499A8F726C6758LL;
uint32_t l_615=1UL;
int i,j;
++l_594;
g_108.f0&=(((0)^1L)||0x48D414CA8AE80089LL);
return l_615;
}
int main(void)
{
int i,j,k;
int print_hash_value=0;
crc32_gentab();
func_1();

transparent_crc(g_108.f0,"g_108.f0",print_hash_value);









platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
