#include "csmith.h"
union U1{
uint64_t f0;
int8_t f1;
uint16_t f2;
uint64_t f3;
int8_t f4;
};
static int32_t g_2[5]={};
static uint32_t g_22=18446744073709551615UL;
static int32_t g_27=(-10L);
static int16_t g_42=0x4166L;
static int16_t g_46=7L;
static uint32_t g_58=0xE49D2A59L;
static uint16_t g_63=0x32A0L;
static int16_t g_64=0L;
static int32_t g_77=1L;
static uint32_t g_101=0UL;
static int32_t g_129=(-1L);
static int32_t g_148=0L;
static uint64_t g_149=0xAD9A83C40526A7B9LL;
static int32_t g_154=(-9L);
static int16_t g_275=0L;
static int8_t g_613[9]={};
static int32_t g_719=1L;
static volatile int8_t g_747=(-1L);
static int16_t func_8(int16_t p_9,int32_t p_10);
static uint32_t func_13(uint64_t p_14);
static uint64_t func_17(void);
static uint16_t func_1(void)
{
uint16_t l_12=0x3A4DL;
union U1 l_19={};
for(g_2[0]=(-20);(g_2[0]<(-2));g_2[0]=0)
{
uint32_t l_7=18446744073709551613UL;
int32_t l_224=(-4L);
int32_t l_842=(-3L);
l_842=(safe_sub_func_int64_t_s_s(l_7,((8L^0x0068L)&&func_8(((l_12^(func_13(func_17())^g_613[6]))&&l_19.f0),g_613[1]))));
}
return l_19.f3;
}
static int16_t func_8(int16_t p_9,int32_t p_10)
{ int32_t p_11;
int32_t l_746[9]={};
int32_t l_771=(-1L);
int64_t l_774[4]={};
uint32_t l_776=0xE5A1CA92L;
p_11=(-7L);
if(((g_275=(0))>=0x9DB4L))
{}
else

return p_10;
}
static uint32_t func_13(uint64_t p_14)
{
int8_t l_576[10];
int32_t l_744=0L;
int i;
for(i=0;i<10;i=i+1)
l_576[i]=(-8L);
for(g_149=2;(g_149>51);g_149=0)

g_77^=(l_744&=g_58);
return p_14;
}
static uint64_t func_17(void)
{ union U1 p_18;
uint32_t l_24[9][2]={{},{},{},{4294967289UL,1UL},{},{},{},{},};
int32_t l_39=1L;
int32_t l_57=(-1L);
int64_t l_221=(-1L);
for(p_18.f4=(-29);(p_18.f4!=(-17));p_18.f4=0)
{
int32_t l_23[4][6]={};
g_22=0xDE4BF748L;
l_23[1][3]=g_22;
if(l_24[3][0])
{
uint32_t l_43=6UL;
int32_t l_65[7][8][4]={};
if((1L||0x5A93L))
{
int32_t l_40=0x7A0B8914L;
int32_t l_44[4][6]={};
for(g_22=0;(g_22<12);g_22=0)
{
uint16_t l_45=1UL;
g_27|=l_24[5][0];
if(g_27)
{
int32_t l_62=0x3ADEB0CCL;
g_46|=(0);
g_64|=(p_18.f1&&((safe_add_func_uint16_t_u_u((safe_add_func_uint32_t_u_u((l_39=g_27),(g_63=(safe_mod_func_uint64_t_u_u((safe_add_func_int16_t_s_s((((0x4E94L<p_18.f1)==(((l_57=(0))&((g_2[0]<=((g_58=0L)<(~(0))))<=18446744073709551610UL))<l_43))||l_45),0xC17FL)),l_62))))),g_42))==0UL));
if(l_65[4][0][3])
continue;
return g_46;
}
else
{}
}
}
else
{}
}
else
{}
}
l_39^=(-2L);
return l_221;
}
int main(void)
{
int i,j,k;
int print_hash_value=0;
platform_main_begin();
crc32_gentab();
func_1();
for(i=0;i<5;i=i+1)

transparent_crc(g_22,"g_22",print_hash_value);
transparent_crc(g_42,"g_42",print_hash_value);
transparent_crc(g_63,"g_63",print_hash_value);
transparent_crc(g_101,"g_101",print_hash_value);
transparent_crc(g_129,"g_129",print_hash_value);
for(i=0;i<2;i=i+1)

transparent_crc(g_148,"g_148",print_hash_value);
transparent_crc(g_149,"g_149",print_hash_value);
transparent_crc(g_154,"g_154",print_hash_value);
transparent_crc(g_275,"g_275",print_hash_value);
for(i=0;i<9;i=i+1)
{}
transparent_crc(g_719,"g_719",print_hash_value);
transparent_crc(g_747,"g_747",print_hash_value);
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
