#include "csmith.h"
static uint32_t g_9=0xF23B1A95L;
static int32_t g_22=0L;
static int32_t*g_21= &g_22;
static int32_t*g_24=(void*)0;
static int64_t g_39=1L;
static uint64_t g_47=0x0AB83DCDCBD5F5ABLL;
static uint64_t*g_46= &g_47;
static uint16_t g_49=2UL;
static int32_t g_66=(-6L);
static int16_t g_72=1L;
static int32_t g_73=0x968679DDL;
static uint32_t g_89=0xED4FF94FL;
static uint32_t g_121=0xB997E345L;
static uint16_t g_127=65535UL;
static const uint16_t g_178=65531UL;
static int32_t**g_193= &g_24;
static int32_t***g_192= &g_193;
static const uint32_t g_248=1UL;
static const uint32_t*g_247= &g_248;
static uint64_t**g_486= &g_46;
static uint64_t***g_485= &g_486;
static volatile uint32_t g_1370=18446744073709551612UL;
static uint16_t g_1559=0xBF97L;
static int32_t*func_2(int32_t p_5,uint64_t p_6);
static uint16_t func_12(int32_t p_13,int32_t*p_14);
static int32_t*func_15(int16_t p_16,const uint16_t p_17,int32_t*p_18);
static uint32_t func_1(void)
{
uint32_t l_7=0x9AED23B6L;
int32_t*l_8=(void*)0;
int32_t**l_23= &g_21;
int32_t**l_25= &g_24;
int32_t*l_26= &g_22;
const uint32_t l_1031=18446744073709551615UL;
(*l_23)=func_2(((g_9,g_9),(safe_mod_func_uint16_t_u_u((func_12(l_7,func_15((((*l_23)=g_21)== &g_22),(((*l_25)=g_24)== &g_22),&g_22))^l_1031),0x5EC8L))),g_178);
return(*g_247);
}
static int32_t*func_2(int32_t p_5,uint64_t p_6)
{
uint64_t l_1039=0xB437F155E10568F7LL;
uint64_t*l_1046=(void*)0;
uint64_t*l_1048=(void*)0;
uint64_t**l_1047= &l_1048;
int32_t l_1049=(-1L);
uint16_t l_1050=0x022BL;
uint32_t l_1067=0x8C8669ADL;
int32_t l_1128=0x6BFB1C88L;
int32_t l_1129=0x27425FFBL;
uint64_t l_1150=0x45E4965F58525761LL;
uint16_t*l_1153= &g_127;
int32_t l_1163=0x61F1EAC2L;
int64_t*l_1164= &g_39;
int32_t**l_1516= &g_21;
if((0))
{}
else
{}
if(((0)|p_5))
{}
else
{}
return(*l_1516);
}
static uint16_t func_12(int32_t p_13,int32_t*p_14)
{
uint16_t l_530=65535UL;
int32_t*l_539= &g_66;
int16_t*l_545= &g_72;
int16_t**l_544= &l_545;
int16_t**l_547= &l_545;
int16_t***l_546= &l_547;
uint64_t**l_548=(void*)0;
int64_t*l_549= &g_39;
int32_t*l_554= &g_73;
int64_t l_565=0x565544F09820A1D9LL;
int32_t*l_744= &g_73;
uint64_t****l_1024= &g_485;
int32_t l_1030=(-2L);
(*g_21)=l_530;
(*l_539)=(p_13^((0)^(*l_539)));
if(((*l_554)=((g_39||(((((*l_539),(*l_554))^((((0)!=g_89),(*l_554))==g_121))!=0x288BL),(*g_46))),0xB5A85652L)))
{}
else
{}
(*l_539)|=((((0)&&(0))<g_72),(*g_21));
return l_1030;
}
static int32_t*func_15(int16_t p_16,const uint16_t p_17,int32_t*p_18)
{ int32_t * p_19 = 0;
int32_t l_37=0xE2718B96L;
int32_t*l_42= &g_22;
int64_t l_43=(-10L);
int32_t l_233=0x70E2737EL;
int32_t***l_259= &g_193;
if((safe_rshift_func_uint16_t_u_s((safe_lshift_func_uint16_t_u_s((((((0)<g_9)==l_43),(-5L))<=g_9),l_37)),g_9)))
{}
else
{
int32_t**l_145=(void*)0;
int32_t***l_144= &l_145;
int32_t****l_143= &l_144;
int16_t*l_262= &g_72;
int16_t**l_261= &l_262;
int16_t***l_260= &l_261;
if((*g_21))
{}
else
{
int32_t*l_252= &l_233;
p_19=l_252;
if((((0)>((((p_16^((**l_261)&=(l_260==(void*)0)))==(~(0)))|(*g_247))>=g_73)),(*p_19)))
{}
else
{}
}
}
(**l_259)=p_19;
(**g_192)=p_19;
return p_18;
}
int main(void)
{
int print_hash_value=0;
crc32_gentab();
func_1();
transparent_crc(g_9,"g_9",print_hash_value);
transparent_crc(g_22,"g_22",print_hash_value);
transparent_crc(g_49,"g_49",print_hash_value);
transparent_crc(g_66,"g_66",print_hash_value);
transparent_crc(g_72,"g_72",print_hash_value);
transparent_crc(g_89,"g_89",print_hash_value);
transparent_crc(g_1370,"g_1370",print_hash_value);
transparent_crc(g_1559,"g_1559",print_hash_value);
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
