#include "csmith.h"
struct S0{
int16_t f0;
uint32_t f1;
int32_t f2;
uint32_t f3;
uint16_t f6;
};
struct S1{
int8_t f0;
uint32_t f4;
int8_t f5;
const uint32_t f6;
};
struct S2{
int32_t f0;
uint16_t f5;
struct S1 f6;
const struct S1 f7;
};
union U3{
};
static uint32_t g_22=1U;
static int32_t g_38=0x903FEF63;
static struct S0 g_48={};
static int16_t g_62=(-2);
static struct S2 g_83={};
static struct S0 g_178={};
static uint32_t g_219=0x75B43022;
static uint32_t g_513=0x4175F0D5;
static uint32_t g_547=1U;
static struct S1 g_582[8]={};
static struct S2 func_4(struct S0 p_5,struct S1 p_7,struct S1 p_8);
static struct S1 func_11(void);
static struct S1 func_1(void)
{
struct S0 l_10={};
struct S2 l_23={};
union U3 l_82={};
const struct S1*l_382= &l_23.f6;
const struct S1**l_381= &l_382;
const struct S1***l_380= &l_381;
const struct S1****l_379= &l_380;
lbl_225:
g_219&=(safe_lshift_func_int16_t_s_s(((func_4(l_10,func_11(),l_23.f7),l_23.f6),l_10.f2),0));
for(g_178.f6=25;(g_178.f6>=46);g_178.f6++)

if((((*l_381)!=(***l_379))==(0x252B7B0C&g_178.f0)))
{}
else
{}
return g_582[7];
}
static struct S2 func_4(struct S0 p_5,struct S1 p_7,struct S1 p_8)
{
int32_t*l_216= &g_178.f2;
int32_t**l_217= &l_216;
struct S2 l_218={};
for(g_83.f6.f4=0;g_83.f6.f4<8;g_83.f6.f4+=1)

(*l_217)=l_216;
return l_218;
}
static struct S1 func_11(void)
{
struct S1 l_94={};
for(g_48.f2=4;(g_48.f2>=0);g_48.f2-=1)
{}
return l_94;
}
int main(int argc,char*argv[])
{
int i,j;
int print_hash_value=0;
if(argc==2&&0==0)print_hash_value=1;
platform_main_begin();
crc32_gentab();
func_1();
transparent_crc(g_22,"g_22",print_hash_value);
transparent_crc(g_38,"g_38",print_hash_value);
transparent_crc(g_48.f0,"g_48.f0",print_hash_value);
transparent_crc(g_48.f1,"g_48.f1",print_hash_value);


platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
