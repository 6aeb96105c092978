#include "csmith.h"
static volatile uint16_t g_13=1U;
static int32_t g_14=1;
static int32_t g_32=0x7AF2C9A1;
static int32_t g_52=3;
static int32_t g_63=1;
static uint8_t g_66=0x49;
static int16_t g_87=0x65BD;
static uint32_t g_89=0x1F9D3F58;
static int16_t g_93=0x80BF;
static int32_t*g_101= &g_32;
static int32_t*g_103= &g_32;
static int32_t**g_102= &g_103;
static volatile uint16_t g_116=65535U;
static uint16_t g_120=1U;
static uint16_t*g_119= &g_120;
static uint32_t g_137=0x6E0766B1;
static uint16_t***g_142=(void*)0;
static int16_t g_175=0xDDD0;
static uint16_t****g_180= &g_142;
static int16_t*g_188= &g_87;
static int16_t**g_187= &g_188;
static uint16_t*****g_231= &g_180;
static int32_t g_267=(-8);
static uint16_t g_286=0x836B;
static uint32_t g_311=4294967295U;
static uint32_t g_379=0U;
static uint32_t*g_388= &g_311;
static uint32_t**g_387= &g_388;
static uint32_t g_544=4294967287U;
static uint8_t g_597=0xE0;
static uint32_t g_613=0x6BF709E3;
static uint32_t***g_649= &g_387;
static int16_t g_675=1;
static int32_t g_708=9;
static uint32_t g_730=0x08EC3B6F;
static int32_t g_836=0;
static uint16_t g_846=0x53EF;
static volatile uint32_t g_917=0xC6800D07;
static volatile int32_t***g_968=(void*)0;
static int32_t**volatile g_976= &g_101;
static volatile int16_t g_1285=(-1);
static uint32_t g_1287=0x072283C0;
static volatile int16_t*****volatile g_1321=(void*)0;
static int32_t g_1422=1;
static uint16_t g_1427=65535U;
static int32_t*func_2(uint8_t p_3,int16_t p_5);
static int32_t func_1(void)
{
int32_t l_6=(-1);
int32_t*l_31= &g_32;
(*g_976)=func_2(l_6,l_6);
return(*l_31);
}
static int32_t*func_2(uint8_t p_3,int16_t p_5)
{ int32_t * p_4 = 0;
int16_t***l_922= &g_187;
int16_t****l_923=(void*)0;
int16_t****l_924= &l_922;
int32_t l_925=0;
int32_t*l_929= &g_708;
int32_t l_947=0xC13C54A4;
uint16_t****l_959= &g_142;
uint16_t***l_1322=(void*)0;
uint32_t*l_1329= &g_379;
uint32_t l_1330=0x005D09F1;
int32_t*l_1331= &g_32;
(*l_929)^=((((0)>=l_925)^0xA9E6)<=0U);
if(((1U!=(0))||(**g_187)))
{
int32_t l_952=0x5C35F439;
uint32_t l_955=0x1C4D9732;
int16_t*l_958= &g_175;
uint16_t****l_960= &g_142;
int32_t l_961=0xA15CE5BA;
uint16_t*l_962= &g_846;
uint32_t*l_975= &g_613;
lbl_1119:
(*l_929)&=((0)||l_961);
if((safe_sub_func_uint32_t_u_u((l_961^=(((0)>=((***g_649)=4294967287U))!=(*g_119))),(((*l_958)=(p_5=(*l_929)))&(l_952=(0))))))
{
}
else

(*l_929)&=((void*)0!= &p_5);
for(g_32=27;(g_32<=(-1));g_32=0)
{}
}
else
{}
if((safe_mod_func_int16_t_s_s((safe_unary_minus_func_uint16_t_u(((safe_sub_func_int16_t_s_s(((((*l_1331)=((*l_929)=((((&l_923==g_1321)<=((*g_388)=(((**g_231)=(void*)0)==l_1322)))<=((p_3<(*l_929))||((safe_mod_func_uint16_t_u_u(((-1)<((**g_187)=(safe_sub_func_uint16_t_u_u(((p_3!=((*l_1329)=(0)))<=p_5),0xD20C)))),l_1330))==p_3)))!=0x03F8B2D8)))<0x2DBB08EC)<=p_3),p_5))<g_730))),p_3)))
{}
else

for(g_93=0;(g_93>=24);g_93=0)
{}
return p_4;
--g_917;
return(*g_102);
}
static uint16_t func_25(void)
{ uint16_t p_30; uint32_t p_27; uint32_t p_26;
int32_t*l_33= &g_32;
int32_t**l_35= &l_33;
int32_t l_36=0;
int32_t l_43=0x64974402;
(*l_35)=l_33;
--g_66;
if((0))
{}
else

return(*g_119);
}
int main(int argc,char*argv[])
{
int print_hash_value=0;
if(argc==2&&0==0)print_hash_value=1;
platform_main_begin();
crc32_gentab();
func_1();
transparent_crc(g_13,"g_13",print_hash_value);
transparent_crc(g_14,"g_14",print_hash_value);
transparent_crc(g_32,"g_32",print_hash_value);
transparent_crc(g_52,"g_52",print_hash_value);
transparent_crc(g_63,"g_63",print_hash_value);
transparent_crc(g_66,"g_66",print_hash_value);
transparent_crc(g_87,"g_87",print_hash_value);
transparent_crc(g_89,"g_89",print_hash_value);
transparent_crc(g_93,"g_93",print_hash_value);
transparent_crc(g_116,"g_116",print_hash_value);
transparent_crc(g_120,"g_120",print_hash_value);
transparent_crc(g_137,"g_137",print_hash_value);
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
