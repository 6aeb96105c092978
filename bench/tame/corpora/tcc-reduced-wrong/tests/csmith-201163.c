#include "csmith.h"
struct S0{
uint64_t f0;
int16_t f2;
int32_t f3;
uint32_t f4;
int16_t f5;
int64_t f7;
};
struct S1{
uint64_t f0;
uint32_t f1;
int32_t f2;
};
static int64_t func_1(void);
static struct S0 func_16(int16_t*p_17);
static int16_t*func_19(struct S1 p_20,int64_t p_21,struct S1 p_22,uint16_t p_23,int16_t*p_24);
static struct S1 func_25(int16_t*p_26,int64_t p_27,int64_t p_28,uint32_t p_29);
static int64_t func_1(void)
{
int64_t l_9=(-7L);
int16_t l_11=0xAC46L;
int16_t*l_10= &l_11;
uint16_t l_45=0x45D0L;
uint16_t*l_44= &l_45;
uint32_t l_46=0x18246746L;
uint32_t l_47=4294967295UL;
struct S1 l_91={};
int16_t l_1390=0x03ECL;
int16_t*l_1389= &l_1390;
int16_t**l_1388= &l_1389;
uint32_t l_1418=0UL;
uint64_t l_1419=0x57C5CB3BD0E6F752LL;
int32_t l_1421=1L;
int32_t*l_1420= &l_1421;
struct S1*l_1431=(void*)0;
struct S1**l_1430= &l_1431;
uint32_t*l_1435= &l_91.f1;
uint32_t l_1438=6UL;
struct S0 l_1448={};
struct S0*l_1447= &l_1448;
int32_t l_1449=5L;
int64_t*l_1450= &l_1448.f7;
uint32_t l_1473=1UL;
(*l_1420)=((safe_lshift_func_int16_t_s_u(((*l_10)=(0)),(safe_mod_func_uint32_t_u_u((((safe_add_func_uint32_t_u_u((func_16(((*l_1388)=func_19(func_25((((((0)|(-6L)),l_47),l_47),l_44),l_46,l_46,l_9),l_46,l_91,l_46,l_44))),4294967295UL),3UL))>=l_9)&0L),l_1418)))),l_1419);
(*l_1420)=(0);
for(l_1390=4;(l_1390>(-19));l_1390=safe_sub_func_int16_t_s_s(l_1390,1))
{}
return l_1473;
}
static struct S0 func_16(int16_t*p_17)
{
int32_t l_1395=0x5D78149AL;
uint64_t*l_1398=(void*)0;
uint64_t l_1401=0xB2971036D4489C92LL;
uint64_t*l_1400= &l_1401;
uint64_t**l_1399= &l_1400;
uint32_t l_1406=0x3257EECDL;
uint32_t*l_1405= &l_1406;
uint64_t**l_1409=(void*)0;
struct S1 l_1414={};
struct S1*l_1413= &l_1414;
struct S1**l_1412= &l_1413;
struct S1***l_1411= &l_1412;
struct S1****l_1410= &l_1411;
int32_t l_1416=1L;
int32_t*l_1415= &l_1416;
struct S0 l_1417={};
(*l_1415)&=(0);
return l_1417;
}
static int16_t*func_19(struct S1 p_20,int64_t p_21,struct S1 p_22,uint16_t p_23,int16_t*p_24)
{
struct S0 l_100={};
struct S1 l_104={};
uint16_t l_109=6UL;
uint16_t*l_108= &l_109;
if((safe_rshift_func_uint16_t_u_u(65528UL,1)))
{
int32_t*l_105= &l_100.f3;
uint32_t l_110=4294967288UL;
if((safe_rshift_func_uint16_t_u_s((safe_mod_func_uint32_t_u_u(((safe_lshift_func_uint16_t_u_u(((l_100,(safe_unary_minus_func_uint16_t_u((((((safe_sub_func_uint64_t_u_u((((*l_105)=(l_104,(0xD06FL&&(p_22.f2|p_22.f1))))<(-1L)),((((safe_lshift_func_uint16_t_u_s((p_20.f1&p_20.f2),5))|(1UL==p_20.f1)),l_108)== &p_23)))||3UL)<=0L)==(*p_24))>0x96B43B7A3E983FE5LL))))<l_110),p_22.f1))<0xC3FE914D0EF1DBD4LL),p_20.f1)),12)))
{}
else
{}
if((safe_div_func_uint32_t_u_u(4294967288UL,(p_20.f1^=p_22.f1))))
{}
else
{}
}
else
{}
return p_24;
}
static struct S1 func_25(int16_t*p_26,int64_t p_27,int64_t p_28,uint32_t p_29)
{
int16_t l_51=(-1L);
int16_t*l_50= &l_51;
uint32_t l_64=0UL;
uint32_t*l_63= &l_64;
int64_t l_68=0x20A50D0CE47CEE57LL;
int64_t*l_67= &l_68;
int32_t l_69=(-10L);
int32_t l_70=0x28FFEA05L;
int32_t l_72=0L;
int32_t*l_71= &l_72;
struct S1 l_89={};
struct S1*l_88= &l_89;
struct S1 l_90={};
(*l_71)^=(((safe_add_func_int64_t_s_s(((void*)0==l_50),(safe_mod_func_int16_t_s_s((((safe_div_func_uint64_t_u_u(((safe_sub_func_uint64_t_u_u((!((p_26== &l_51),((safe_mod_func_int16_t_s_s(((*p_26)|=(safe_lshift_func_int16_t_s_u((((*l_63)=(p_29&=0x8C9E433CL)),((*l_50)=(safe_lshift_func_uint16_t_u_s(((l_69^=((l_51,p_27),(p_28==((((*l_67)^=p_29),0x48071C3330F6BB02LL)&&p_27))))&&l_51),13)))),5))),l_70))^p_28))),18446744073709551615UL))&p_28),p_28))&(-1L)),0x6F69L),l_70))))^l_70)==4294967290UL);
l_88=l_88;
return l_90;
}
int main(int argc,char*argv[])
{
int print_hash_value=0;
if(argc==2&&strcmp(argv[1],"1")==0)print_hash_value=1;
platform_main_begin();
crc32_gentab();
func_1();
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
