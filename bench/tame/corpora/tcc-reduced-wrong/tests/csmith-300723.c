#include "csmith.h"
struct S0{
uint32_t f6;
};
static struct S0 g_100[7]={};
static int32_t g_107=0x934F3F07L;
static uint16_t g_109=0x7815L;
static int16_t g_177=0x6198L;
static struct S0 func_2(uint64_t p_4);
static uint32_t func_1(void)
{
int32_t l_108[4][8]={};
g_100[0]=func_2(((g_109^=(((0&&(0))>(0))!=(((0)>(g_107=(g_100[0].f6>(-2L))))|l_108[2][0])))==l_108[2][0]));
return g_177;
}
static struct S0 func_2(uint64_t p_4)
{
struct S0 l_112[6]={};
return l_112[5];
}
static uint32_t func_6(uint64_t p_7)
{
int32_t l_55=(-3L);



return l_55;
}
int main(void)
{
int print_hash_value=0;
crc32_gentab();
func_1();



transparent_crc(g_107,"g_107",print_hash_value);
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
