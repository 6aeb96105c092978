#include "csmith.h"
static int32_t g_3=0x0ADE2167L;
static int32_t g_4=0x56A3367FL;
static int32_t g_5=0xA095A979L;
static uint32_t g_14=0xBBB4F5ACL;
static uint16_t g_462=1UL;
static int32_t g_2299[5]={};
static int32_t g_2940=(-10L);
static int64_t g_2941=1L;
static uint64_t g_2970=0xEC44AF4A8F59B6D4LL;
static int32_t func_6(uint32_t p_7);
static uint64_t func_1(void)
{
uint32_t l_2[10]={0x862FD41EL,0x862FD41EL,0x960F57A7L,0x862FD41EL,0x862FD41EL,0x960F57A7L,0x862FD41EL,0x862FD41EL,0x960F57A7L,0x862FD41EL};
{
int32_t l_2992[3];
int i,j;
for(i=0;i<3;i++)
l_2992[i]=0L;
for(g_4=8;(g_4>=1);g_4-=1)
{
for(g_5=9;(g_5>=2);g_5-=1)
{
if((func_6(l_2[g_5])<=0xF315CE69L))
{}
else
{
g_2940=(g_2299[3]=0L);
}
}
}
for(g_14=0;(g_14<=9);g_14+=1)
{}
}
return g_462;
}
static int32_t func_6(uint32_t p_7)
{ uint64_t p_8;
int16_t l_9=0x0184L;
int32_t l_2969[2];
int i;
for(i=0;i<2;i++)
l_2969[i]=1L;
if(l_9)
{
return p_7;
}

return p_8;
}
int main(void)
{
int print_hash_value=0;
platform_main_begin();
crc32_gentab();
func_1();













transparent_crc(g_2940,"g_2940",print_hash_value);
transparent_crc(g_2941,"g_2941",print_hash_value);
transparent_crc(g_2970,"g_2970",print_hash_value);
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
