#include "csmith.h"
union U0{
int16_t f4;
};
union U1{
int32_t f0;
int16_t f1;
};
static int64_t g_3=0xBC6E5C7A00F47A6DLL;
static union U1 g_20={};
static uint32_t g_72=0x05BF03BEL;
static int64_t func_4(uint32_t p_5,uint64_t p_6);
static union U1 func_7(union U1 p_9,int64_t p_12);
static union U1 func_13(union U1 p_15,int32_t p_17,union U1 p_18);
static int16_t func_1(void)
{
int32_t l_2=1L;
union U1 l_19={};
g_72=(0x74AA0D72276B87D0LL==func_4((func_7(func_13(l_19,l_2,g_20),g_3),g_20.f1),g_3));
return l_19.f0;
}
static int64_t func_4(uint32_t p_5,uint64_t p_6)
{
int32_t l_71=0xA8980DF3L;
return l_71;
}
static union U1 func_7(union U1 p_9,int64_t p_12)
{ int32_t p_11; int32_t p_8;
union U0 l_38={};
union U1 l_53={};
return l_53;
}
static union U1 func_13(union U1 p_15,int32_t p_17,union U1 p_18)
{
int16_t l_21=0L;
g_20.f0=(l_21|0x5ACEE617L);
p_17^=p_18.f1;
return g_20;
}
int main(int argc,char*argv[])
{
int print_hash_value=0;
if(argc==2&&0==0)print_hash_value=1;
platform_main_begin();
crc32_gentab();
func_1();
transparent_crc(g_3,"g_3",print_hash_value);
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
