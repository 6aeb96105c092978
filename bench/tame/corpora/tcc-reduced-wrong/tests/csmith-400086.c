#include "csmith.h"
static int32_t g_15=0xF82D83D7L;
static int16_t g_21=(-10L);
static int8_t g_23=(-1L);
static int8_t g_37=0x9FL;
static uint8_t g_65=0x00L;
static int32_t g_80=0xFAA33FE6L;
static int8_t*g_101= &g_37;
static int8_t**g_100[6][4][3]={};
static uint32_t g_120=4294967289UL;
static int8_t***g_147= &g_100[5][2][0];
static int8_t****g_146= &g_147;
static int32_t**g_164=(void*)0;
static int32_t***g_163= &g_164;
static int16_t g_195=0L;
static int8_t g_221=(-8L);
static uint32_t g_223=1UL;
static int16_t g_240[9][9]={{0xF7CBL,0x88A1L,0L,0xC4BEL,4L,0x27E3L,1L,0x67F0L,1L},{},{},{},{},{},{},{},{}};
static int16_t func_1(void);
static int32_t*func_2(int32_t p_3,uint8_t p_4,int32_t p_6,uint16_t p_7);
static uint32_t func_8(int8_t p_9);
static int8_t func_10(int32_t*p_11,int32_t*p_12,int8_t p_13);
static int16_t func_1(void)
{
int32_t*l_14[10]={};
int16_t*l_20= &g_21;
int8_t*l_22= &g_23;
int32_t l_491=0L;
l_14[6]=func_2((func_8((((func_10(l_14[6],l_14[7],((*l_22)=((0x8D383303L!=(safe_mod_func_int16_t_s_s((safe_lshift_func_int8_t_s_u((1L&&0x6659L),1)),(-5L))))^((*l_20)=g_15))))&g_120)&&g_65)^g_223))!=g_223),g_80,g_80,g_240[0][3]);
return l_491;
}
static int32_t*func_2(int32_t p_3,uint8_t p_4,int32_t p_6,uint16_t p_7)
{ int32_t * p_5 = 0;
uint32_t l_241[4];
int32_t l_242=1L;
uint32_t*l_246= &g_120;
uint32_t**l_247= &l_246;
int32_t****l_266= &g_163;
int16_t*l_272= &g_240[2][6];
int32_t*l_273= &g_15;
int i,j,k;
for(i=0;i<4;i=i+1)
l_241[i]=0x275DC9E8L;
if(((l_242&=((*g_101)=l_241[1]))<((~((p_6=((p_7>(safe_mul_func_uint8_t_u_u(((g_15==3UL)|(p_5!=((*l_247)=l_246))),(((safe_rshift_func_uint8_t_u_u((safe_add_func_uint8_t_u_u((safe_sub_func_uint32_t_u_u(p_7,l_241[3])),((g_120!=p_7)>65535UL))),1))>=0x62B8D949L)|p_6))))|l_241[1]))^l_241[2]))>=p_4)))
{}
else
{}
(*l_273)|=(g_221>((*l_272)^=g_223));
for(g_223=(-20);(g_223!=8);g_223=safe_add_func_int8_t_s_s(g_223,1))
{
int8_t***l_294[2];
int32_t l_295=0x427902D2L;
for(i=0;i<2;i=i+1)
l_294[i]= &g_100[5][0][2];
if(((safe_rshift_func_uint16_t_u_s((((*l_273)<=(safe_sub_func_uint32_t_u_u((~0xA82D6B21L),(((**l_266)=(*g_163))==(void*)0))))^(((safe_rshift_func_int16_t_s_u(p_3,g_80))&(&p_4== &p_4))^g_195)),8))<g_223))
{
int32_t l_305=0x14BB1F64L;
int32_t*****l_350[2];
int i;
for(i=0;i<2;i=i+1)
l_350[i]=(void*)0;
(*l_273)&=((void*)0!=(*g_163));
if(((l_295=(safe_unary_minus_func_int8_t_s((((((safe_sub_func_uint16_t_u_u((safe_unary_minus_func_int16_t_s(g_240[0][3])),(0x8AF5L&(safe_lshift_func_uint16_t_u_u((safe_sub_func_uint8_t_u_u((*l_273),((-7L)&((!((l_294[0]==(*g_146))<(((&g_163!=l_266)==(p_3<=l_295))<0x32BAL)))<0xC421L)))),14)))))&&l_295)&p_3)|(-1L))>g_120))))&&p_7))
{
uint32_t l_296=0x9A62E858L;
if(((((((*l_246)=0x5DCC4CECL)!=(l_296&(safe_unary_minus_func_uint32_t_u(0x18702F2CL))))|((*l_273)<(safe_mul_func_uint16_t_u_u(p_3,(safe_unary_minus_func_uint16_t_u(((safe_div_func_uint16_t_u_u((safe_mul_func_uint16_t_u_u(0x33B9L,(l_305>(((void*)0!= &g_163)||1L)))),0xA02EL))==0x3F03L)))))))||l_295)&p_3))
{}
else
{}
}
else
{
}
for(p_4=1;(p_4<=4);p_4+=1)
{}
if((*l_273))
continue;
}
else
{}
for(g_37=0;(g_37>=(-13));--g_37)
{}
}
return&g_15;
}
static uint32_t func_8(int8_t p_9)
{
return g_221;
}
static int8_t func_10(int32_t*p_11,int32_t*p_12,int8_t p_13)
{
uint32_t l_222=4294967292UL;
if(g_23)
{}
else
{}
return l_222;
}
int main(int argc,char*argv[])
{
int i,j,k;
int print_hash_value=0;
if(argc==2&&strcmp(argv[1],"1")==0)print_hash_value=1;
platform_main_begin();
crc32_gentab();
func_1();
transparent_crc(g_15,"g_15",print_hash_value);
transparent_crc(g_21,"g_21",print_hash_value);
transparent_crc(g_80,"g_80",print_hash_value);
transparent_crc(g_120,"g_120",print_hash_value);
transparent_crc(g_221,"g_221",print_hash_value);
for(i=0;i<9;i=i+1)
{}
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
