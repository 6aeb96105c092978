#include "csmith.h"
struct S0{
int16_t f0;
int16_t f1;
uint32_t f2;
uint32_t f3;
int16_t f4;
int16_t f5;
uint32_t f6;
int32_t f7;
uint16_t f8;
};
static int32_t g_6=0xA5852835L;
static uint32_t g_31=6UL;
static uint32_t g_38[6]={};
static int32_t g_61=0xA077628DL;
static uint32_t g_67=0x2F41F982L;
static uint16_t g_109=0x18F1L;
static int32_t g_165=0xCAA50289L;
static struct S0 g_221={};
static int16_t g_385=0x920FL;
static int16_t g_595=0L;
static int32_t g_632=1L;
static uint16_t g_684=0UL;
static int32_t g_725=(-10L);
static uint32_t g_870=0xA1DB6BEFL;
static uint16_t g_908=65533UL;
static struct S0 g_929[9][5]={};
static uint16_t g_1028=0x9A86L;
static int16_t g_1074=0x26D3L;
static int32_t func_2(uint32_t p_3,int16_t p_5);
static uint16_t func_12(void);
static uint32_t func_18(void);
static uint32_t func_1(void)
{
uint16_t l_7=0xD52AL;
int32_t l_30=0x2966B911L;
uint16_t l_1188=65535UL;
int32_t l_1189=0x27DA0D22L;
int32_t l_1190[8]={};
l_1190[5]|=(l_1189=((func_2(g_6,(0))||l_30)==l_1188));
return g_929[4][4].f3;
}
static int32_t func_2(uint32_t p_3,int16_t p_5)
{
if(((0xCEFCL!=p_5)<(g_38[3]=((safe_sub_func_int32_t_s_s((g_6&=0L),(-1L)))<p_3))))
{}
else
{}
return g_221.f8;
}
int main(void)
{
int i,j;
int print_hash_value=0;
platform_main_begin();
crc32_gentab();
func_1();
transparent_crc(g_6,"g_6",print_hash_value);
transparent_crc(g_31,"g_31",print_hash_value);
for(i=0;i<6;i=i+1)
{
transparent_crc(g_38[i],"g_38[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
for(i=0;i<10;i=i+1)
{}
transparent_crc(g_61,"g_61",print_hash_value);
transparent_crc(g_67,"g_67",print_hash_value);
for(i=0;i<4;i=i+1)
{}
for(i=0;i<6;i=i+1)
{}
transparent_crc(g_109,"g_109",print_hash_value);
transparent_crc(g_165,"g_165",print_hash_value);
transparent_crc(g_221.f0,"g_221.f0",print_hash_value);
transparent_crc(g_221.f1,"g_221.f1",print_hash_value);
transparent_crc(g_221.f2,"g_221.f2",print_hash_value);
transparent_crc(g_221.f3,"g_221.f3",print_hash_value);
transparent_crc(g_221.f4,"g_221.f4",print_hash_value);
transparent_crc(g_221.f5,"g_221.f5",print_hash_value);
transparent_crc(g_221.f6,"g_221.f6",print_hash_value);
transparent_crc(g_221.f7,"g_221.f7",print_hash_value);
transparent_crc(g_221.f8,"g_221.f8",print_hash_value);
transparent_crc(g_385,"g_385",print_hash_value);
transparent_crc(g_595,"g_595",print_hash_value);
transparent_crc(g_632,"g_632",print_hash_value);
transparent_crc(g_684,"g_684",print_hash_value);
transparent_crc(g_725,"g_725",print_hash_value);
transparent_crc(g_870,"g_870",print_hash_value);
transparent_crc(g_908,"g_908",print_hash_value);
for(i=0;i<9;i=i+1)
{}
transparent_crc(g_1028,"g_1028",print_hash_value);
transparent_crc(g_1074,"g_1074",print_hash_value);
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
