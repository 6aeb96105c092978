#include "csmith.h"
struct S0{
uint8_t f0;
signed f1:20;
signed f2:26;
uint32_t f3;
signed f7:18;
};
struct S1{
signed f0:17;
int32_t f1;
uint32_t f2;
signed f3:12;
signed f4:18;
signed f6:13;
};
static struct S1 g_3={};
static struct S1*g_27= &g_3;
static struct S1**g_26= &g_27;
static int8_t g_37=(-6);
static int32_t g_52=0xD1C2B13F;
static uint16_t g_70=0xFA32;
static int8_t g_93=5;
static struct S0 g_118={};
static int32_t*g_121=(void*)0;
static uint8_t g_286=0x4E;
static int8_t g_293=0x73;
static uint16_t g_456=0x3F46;
static struct S0 g_616={};
static int8_t g_646=0;
static int32_t g_650=0x5CFE5E80;
static int32_t g_652=0x4BB14397;
static int16_t g_742=(-1);
static int8_t g_1098=0x9D;
static int32_t func_5(struct S1**p_6,int16_t p_7);
static struct S1**func_11(struct S1 p_12);
static struct S1 func_15(struct S0 p_16,struct S1 p_17,struct S1*p_18,uint32_t p_19,struct S1**p_20);
static int16_t func_1(void)
{
struct S1*l_2= &g_3;
struct S1**l_4= &l_2;
struct S0 l_21={};
int32_t l_459=(-1);
struct S1 l_618={};
uint16_t l_619=0x251E;
int32_t*l_651= &g_652;
(*l_4)=l_2;
if(((*l_651)&=(l_618.f6=func_5(func_11(func_15(l_21,g_3,(*l_4),g_3.f4,((0),g_26))),g_3.f0))))
{}
else

(*g_121)=0;
return(*l_651);
}
static int32_t func_5(struct S1**p_6,int16_t p_7)
{
uint16_t l_622=0U;
uint16_t*l_623= &g_70;
struct S0*l_642= &g_118;
int8_t l_644=0;
int32_t*l_645= &g_3.f1;
return(*l_645);
}
static struct S1**func_11(struct S1 p_12)
{
int32_t**l_460= &g_121;
int32_t*l_461= &g_3.f1;
struct S0*l_462= &g_118;
struct S1**l_617=(void*)0;
l_461=((*l_460)= &g_52);
(*l_462)=g_118;
for(g_118.f3=0;(g_118.f3!=50);g_118.f3=safe_add_func_int16_t_s_s(g_118.f3,5))
{}
return l_617;
}
static struct S1 func_15(struct S0 p_16,struct S1 p_17,struct S1*p_18,uint32_t p_19,struct S1**p_20)
{
int32_t*l_62= &g_3.f1;
uint32_t*l_135= &g_118.f3;
for(p_17.f2=21;(p_17.f2==2);p_17.f2=0)

(*l_62)^=(0);
if(((((*p_20)==(*g_26)),(0))>=(0)))
{}
else

++g_456;
return(**g_26);
}
int main(void)
{
int print_hash_value=0;
platform_main_begin();
crc32_gentab();
func_1();
transparent_crc(g_3.f1,"g_3.f1",print_hash_value);
transparent_crc(g_1098,"g_1098",print_hash_value);
return 0;
}
