#include "csmith.h"
struct S0{
signed f0:16;
};
static struct S0 g_2={129};
static uint32_t g_15=0x6C7979B3;
static uint8_t g_16=0x4E;
static int32_t g_61[9][1]={};
static uint16_t g_79=0x9F23;
static int16_t g_130=0x6BA3;
static int32_t g_131=2;
static int32_t g_132=(-8);
static int32_t g_326[9][5]={};
static uint32_t g_429=1U;
static volatile int32_t g_584=(-7);
static uint8_t func_1(void)
{
uint8_t l_14=0x89;
int32_t l_25=5;
int32_t l_26=(-10);
g_2=g_2;
g_61[5][0]=((0)==l_26);
g_61[6][0]=(g_2.f0&(8||l_14));
l_25=((0)||g_326[3][3]);
return l_14;
}
static int32_t func_5(uint32_t p_6)
{
int32_t l_39[6];


struct S0 l_27={};
return l_27.f0;
}
static uint8_t func_12(void)
{ uint32_t p_13;
return p_13;
}
int main(void)
{
int i,j,k;
int print_hash_value=0;
platform_main_begin();
crc32_gentab();
func_1();
transparent_crc(g_2.f0,"g_2.f0",print_hash_value);
transparent_crc(g_15,"g_15",print_hash_value);
transparent_crc(g_16,"g_16",print_hash_value);
for(i=0;i<9;i=i+1)
{
for(j=0;j<1;j=j+1)
{
transparent_crc(g_61[i][j],"g_61[i][j]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d]\n",i,j);
}
}
transparent_crc(g_79,"g_79",print_hash_value);
transparent_crc(g_130,"g_130",print_hash_value);



platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
