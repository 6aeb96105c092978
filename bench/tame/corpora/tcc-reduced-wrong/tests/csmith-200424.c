#include "csmith.h"
union U0{
int32_t f0;
};
union U1{
int32_t f0;
uint16_t f3;
};
static int32_t g_9=0xEC17E5C2L;
static union U1 g_17={};
static int32_t*g_24= &g_17.f0;
static int32_t**g_23= &g_24;
static uint32_t g_44=4294967295UL;
static int16_t g_46=0x4518L;
static const union U0 g_78={};
static int32_t*func_2(int16_t p_3);
static int32_t func_10(uint32_t p_14);
static int8_t func_1(void)
{
int32_t l_4=(-1L);
(*g_23)=func_2(l_4);
return l_4;
}
static int32_t*func_2(int16_t p_3)
{
for(p_3=0;(p_3>6);++p_3)
{}
if(func_10(p_3))

(*g_23)=(void*)0;
return(*g_23);
}
static int32_t func_10(uint32_t p_14)
{
union U1*l_28= &g_17;
union U1*l_30=(void*)0;
union U1**l_29= &l_30;
int32_t**l_37= &g_24;
uint32_t*l_43= &g_44;
uint16_t*l_47=(void*)0;
uint16_t*l_48= &g_17.f3;
uint32_t l_49=0UL;
int32_t*l_50= &g_9;
if((!(0x1A76A447L!=(safe_sub_func_int32_t_s_s(((*l_50)>g_17.f3),(safe_add_func_uint32_t_u_u(((*l_43)=(p_14>=(((l_47=l_47)!=(void*)0)|(*l_50)))),(&g_17==((*l_29)=(*l_29))))))))))
{}
return(*l_50);
}
int main(void)
{
int print_hash_value=0;
crc32_gentab();
func_1();
transparent_crc(g_44,"g_44",print_hash_value);
transparent_crc(g_78.f0,"g_78.f0",print_hash_value);
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
