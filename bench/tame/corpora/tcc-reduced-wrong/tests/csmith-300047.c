#include "csmith.h"
static int32_t g_728=0x301AF8F8L;
static uint32_t g_791=18446744073709551615UL;
static uint16_t func_1(void)
{
uint32_t l_2=18446744073709551611UL;
int32_t l_826=(-1L);
uint32_t l_835=9UL;
uint8_t l_857=7UL;
int32_t l_858=0x10ECB24DL;
if((+((-2L)>=l_835)))
{
g_728=(0);
}
return l_857;
}
int main(int argc,char*argv[])
{
int i,j;
int print_hash_value=0;
crc32_gentab();
func_1();




transparent_crc(g_728,"g_728",print_hash_value);
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
