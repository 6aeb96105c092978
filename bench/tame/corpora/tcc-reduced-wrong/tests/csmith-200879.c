#include "csmith.h"
union U0{
unsigned f0:31;
};
union U1{
int16_t f0;
};
union U2{
};
union U3{
};
static volatile uint32_t g_2=0xA1BF2B29L;
static union U0 g_17={};
static union U3 g_18={};
static int32_t g_34=0x7DD9AE65L;
static int32_t*volatile g_33= &g_34;
static union U1 g_41={};
static volatile union U2 g_71={};
static union U1 g_90={};
static int32_t g_135=(-7L);
static volatile uint32_t g_286=0xC73545BEL;
static int64_t g_339=0x92035A7E591EEE53LL;
static uint64_t g_393=18446744073709551608UL;
static uint32_t g_405=0xCDDB0EE1L;
static volatile union U0 g_446={};
static int64_t g_523=0xB8875B6B19BEA268LL;
static uint32_t g_528=0UL;
static union U2 g_550={};
static volatile int32_t g_556=0x7EF21948L;
static volatile int32_t*g_555= &g_556;
static volatile int32_t**g_554= &g_555;
static volatile int32_t**volatile*g_553= &g_554;
static int32_t g_701=0xEA9D46AFL;
static volatile int64_t g_714=0L;
static const int32_t g_1136=0x71646CE1L;
static int32_t g_1162=0x9383CD0AL;
static volatile int32_t*volatile g_1163= &g_556;
static union U1 g_1340={};
static uint16_t func_4(uint16_t p_5);
static uint64_t func_6(union U0 p_8);
static union U0 func_11(union U0 p_12,union U3 p_13,union U2 p_15);
static union U1 func_1(void)
{
int64_t l_3=0x36544D1878ABC106LL;
union U2 l_32={};
if(g_2)
{
uint64_t l_29=1UL;
union U2 l_36={};
int32_t*l_1161= &g_1162;
(*l_1161)&=((l_3^func_4((func_6(func_11(g_17,g_18,l_32)),g_17.f0)))||0L);
g_1163=g_1163;
}
else
{}
return g_1340;
}
static uint16_t func_4(uint16_t p_5)
{
union U1*l_40= &g_41;

(**g_553)=(**g_553);
return g_135;
}
static uint64_t func_6(union U0 p_8)
{
union U1*l_37=(void*)0;
l_37=l_37;
return g_17.f0;
}
static union U0 func_11(union U0 p_12,union U3 p_13,union U2 p_15)
{
int32_t*volatile l_35= &g_34;
l_35=g_33;
return p_12;
}
int main(void)
{
int print_hash_value=0;
platform_main_begin();
crc32_gentab();
func_1();
transparent_crc(g_2,"g_2",print_hash_value);
transparent_crc(g_17.f0,"g_17.f0",print_hash_value);
return 0;
}
