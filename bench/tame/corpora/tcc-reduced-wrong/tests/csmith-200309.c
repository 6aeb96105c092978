#define NO_LONGLONG
#include "csmith.h"
struct S0{
signed f0:25;
unsigned f1:12;
signed f2:31;
signed f3:14;
int32_t f4;
unsigned f5:31;
unsigned f6:17;
unsigned f7:20;
};
static int32_t func_1(void);
static int32_t func_15(uint16_t p_16);
static struct S0 func_35(struct S0 p_36,uint32_t p_37,struct S0 p_38,int16_t p_39);
static struct S0 func_40(uint32_t p_41,uint32_t p_42,uint32_t p_43,int16_t p_44);
static int32_t func_1(void)
{
int32_t l_2=0x52D8CB4C;
int16_t l_23=0x3413;
int32_t l_24=1;
int32_t l_25=1;
int32_t l_31=0xBD77DFCC;
int32_t l_32=0xC6200D40;
int16_t l_33=0;
int32_t l_1434=0xAA0EA60C;
l_2=l_2;
l_32=(safe_add_func_uint32_t_u_u((safe_sub_func_uint16_t_u_u((safe_lshift_func_uint16_t_u_u(((safe_div_func_uint32_t_u_u(((safe_mul_func_uint16_t_u_u((safe_lshift_func_int16_t_s_s(((func_15(((((l_2=((safe_add_func_uint16_t_u_u((safe_mod_func_int32_t_s_s(l_2,l_2)),l_2))|(l_25=(safe_div_func_uint16_t_u_u(l_2,(l_24=(l_23=(0xB16AAC89&l_2))))))))&&l_24)|(safe_lshift_func_int16_t_s_s(((safe_unary_minus_func_uint16_t_u((((safe_mod_func_int16_t_s_s((((l_31=l_31)<=(l_32&0xCAD8E65D))&&0),l_33))&l_32)<=0x6369DDA3)))==l_33),l_32)))&&l_24))||l_24)&&0x577F),l_32)),l_33))^0x97647FF4),0x09BBEF1D))==0xFFFE),10)),0xA7BB)),l_33));
return l_1434;
}
static int32_t func_15(uint16_t p_16)
{
uint32_t l_34=0x87B70D8A;
int32_t l_57=0;
struct S0 l_799={};
l_34=0xE16511C2;
l_799=func_35(func_40((l_57=(l_34<=(safe_mod_func_uint32_t_u_u(p_16,(8U&(safe_lshift_func_uint16_t_u_u((safe_sub_func_int16_t_s_s(l_34,(safe_mul_func_int16_t_s_s((safe_sub_func_uint16_t_u_u(p_16,(((l_34>=((+(l_34||3))^(safe_unary_minus_func_int16_t_s(l_34))))^0xF13110EA)>=l_34))),65530U)))),l_34))))))),l_34,p_16,l_34),p_16,l_799,p_16);
return l_799.f7;
}
static struct S0 func_35(struct S0 p_36,uint32_t p_37,struct S0 p_38,int16_t p_39)
{
int32_t l_802=0;
int32_t l_811=0xBC01EA85;
int32_t l_812=0xEE77EFF8;
int16_t l_813=(-8);
int16_t l_814=0x4F44;
int32_t l_815=(-4);
uint16_t l_841=0x08BD;
int16_t l_862=1;
int32_t l_863=5;
struct S0 l_1344={};
int32_t l_1355=(-1);
lbl_1268:
l_815=(safe_mod_func_uint16_t_u_u((((l_802>(safe_mul_func_int16_t_s_s(0,(((l_802<((-8)<=(safe_sub_func_uint32_t_u_u((safe_lshift_func_uint16_t_u_s(p_36.f4,3)),l_802))))<((safe_add_func_uint32_t_u_u(p_38.f0,p_36.f5))&(l_812=(l_811=l_802))))^l_813))))<p_38.f1)&&p_39),l_814));
if((safe_add_func_uint32_t_u_u(l_813,(p_36.f3==l_814))))
{
uint32_t l_822=0x13DA9F5A;
int32_t l_839=0x73F862A9;
int32_t l_840=1;
struct S0 l_957={};
uint16_t l_985=65527U;
if(((((safe_add_func_int16_t_s_s((safe_lshift_func_int16_t_s_u((l_822=((0x6DD19B83==l_811)&&p_39)),(safe_lshift_func_uint16_t_u_s((safe_rshift_func_uint16_t_u_s((l_839=(safe_mod_func_int16_t_s_s(p_36.f3,(safe_sub_func_uint32_t_u_u((((((safe_mod_func_uint32_t_u_u(p_38.f7,(p_36.f2^((((safe_mod_func_uint16_t_u_u((p_38.f3>(l_812=(0xA8900902>(safe_mod_func_int16_t_s_s(((l_814>l_839)||0x66AA),l_814))))),0x3AFC))|l_840)<l_839)^6U))))>0xC1514BB7)^l_840)^l_841)&p_37),l_839))))),p_38.f2)),l_840)))),p_38.f6))>0xF4B3)||p_38.f1)>=0xE022))
{
int16_t l_845=(-1);
int32_t l_849=(-7);
int32_t l_860=0x25048133;
int32_t l_861=0x2DB4BAAA;
int32_t l_865=0x1F3609DF;
struct S0 l_906={};
return l_957;
}
else
{
int16_t l_984=1;
struct S0 l_986={};
return l_986;
}
}
else
{
uint32_t l_988=0xEA1DAC1B;
int32_t l_989=0x774B20BF;
int32_t l_1263=1;
int32_t l_1264=1;
struct S0 l_1319={};
uint32_t l_1383=1U;
int16_t l_1425=(-1);
if(l_989)
{
struct S0 l_990={};
return l_990;
}
else
{
uint32_t l_1020=0x4D19601C;
int32_t l_1044=(-3);
int32_t l_1118=0;
uint16_t l_1231=0xFF3B;
struct S0 l_1267={};
uint32_t l_1294=4294967293U;
uint16_t l_1342=0x2436;
uint32_t l_1343=4294967295U;
if(((safe_lshift_func_uint16_t_u_u(p_36.f5,9))>=p_37))
{
uint16_t l_1004=65535U;
int32_t l_1018=0;
int32_t l_1041=0x271C356E;
int16_t l_1061=1;
uint32_t l_1109=0x6501A0B0;
int32_t l_1258=0;
uint32_t l_1265=4294967295U;
lbl_1266:
if(p_39)
{}
else
{}
return l_1267;
}
else
{
int32_t l_1287=1;
int32_t l_1301=0;
struct S0 l_1360={};
if((safe_mod_func_int16_t_s_s(l_1263,(safe_mod_func_int32_t_s_s((safe_rshift_func_uint16_t_u_u(l_1267.f4,15)),l_1044)))))
{
int32_t l_1300=1;
uint32_t l_1314=0x51F66D29;
uint16_t l_1341=0x9757;
for(l_812=9;(l_812==(-10));l_812--)
{}
if((p_38.f3=((safe_mod_func_int16_t_s_s(0xDD3B,((safe_sub_func_uint16_t_u_u(65535U,(((p_36.f3!=(((safe_add_func_uint16_t_u_u((safe_mul_func_uint16_t_u_u((l_1300^(safe_div_func_int16_t_s_s(p_36.f0,l_1314))),(safe_lshift_func_int16_t_s_u((safe_add_func_uint16_t_u_u(p_36.f2,l_1287)),1)))),(65529U&l_989)))|1)<=l_1267.f7))<p_38.f1)<l_811)))|l_1263)))>p_36.f5)))
{
}
else
{}
if(((p_38.f6<=0x333F5D77)<=(safe_rshift_func_uint16_t_u_s((safe_mod_func_uint32_t_u_u(3U,(safe_rshift_func_uint16_t_u_u(((l_1267.f3^((((safe_mod_func_int32_t_s_s((l_1301=(((0xC404||(1U>=((l_1355=0x9FAC)<((0>=((safe_mod_func_int16_t_s_s((-1),p_38.f5))<=p_37))<=l_1319.f3))))|p_38.f0)<p_38.f4)),0xC91E2900))|l_1287)!=0x3DCD)|0U))^7U),p_38.f1)))),5))))
{
int16_t l_1378=1;
return p_38;
}
else
{
return l_1319;
}
}
else
{
int32_t l_1384=0x5CF4AF11;
int32_t l_1405=5;
int16_t l_1406=0xE2F4;
if(((safe_add_func_uint32_t_u_u((safe_rshift_func_int16_t_s_s((l_1406=(((l_1383<l_1384)>(safe_add_func_uint32_t_u_u((safe_sub_func_uint16_t_u_u((safe_sub_func_uint16_t_u_u((safe_add_func_uint16_t_u_u((((l_863=l_1301)==((p_38.f3!=((((l_1344.f2=((p_38.f7<l_1267.f5)>(safe_lshift_func_uint16_t_u_s((0U|((l_1044=(safe_mul_func_uint16_t_u_u(l_1360.f0,(l_1267.f4=(l_1267.f2=(safe_sub_func_int32_t_s_s(((safe_add_func_int32_t_s_s((safe_mul_func_uint16_t_u_u((l_1405=((safe_sub_func_uint32_t_u_u(((0x5406B172|p_39)<=0xC2FC),p_36.f0))!=0x61EDF55A)),l_1360.f1)),(-7)))>=0),l_1267.f0)))))))|0xF132AFEE)),2))))|65526U)&&0U)!=p_36.f5))>l_1355))==l_1384),0xEE87)),l_1294)),l_1360.f4)),p_36.f7)))==65529U)),p_36.f3)),l_989))||l_1384))
{}
else
{}
return p_36;
}
}
}
}
}
static struct S0 func_40(uint32_t p_41,uint32_t p_42,uint32_t p_43,int16_t p_44)
{
int16_t l_62=0xA477;
uint32_t l_80=4294967292U;
uint16_t l_85=1U;
int32_t l_86=7;
int32_t l_105=1;
uint32_t l_140=0U;
int32_t l_189=(-1);
struct S0 l_190={};
struct S0 l_449={};
uint16_t l_456=0xD400;
uint16_t l_476=65527U;
uint32_t l_540=0x9FB1676A;
struct S0 l_623={};
uint32_t l_718=0xCB318783;
int32_t l_757=(-1);
int16_t l_766=0xCD86;
int16_t l_767=0x0E63;
uint16_t l_777=0x73FC;
int16_t l_798=5;
if((l_86=((safe_sub_func_int32_t_s_s((((safe_div_func_uint16_t_u_u((l_62>(safe_mod_func_uint16_t_u_u((((safe_mod_func_int32_t_s_s((0x043B>(((((l_62^(safe_add_func_uint32_t_u_u(l_62,(p_41<=((safe_mul_func_uint16_t_u_u((safe_mod_func_uint16_t_u_u(((safe_add_func_int32_t_s_s((!l_62),(!(!(safe_div_func_uint16_t_u_u(l_80,(safe_add_func_uint16_t_u_u(((safe_mod_func_uint32_t_u_u((p_44&l_80),l_85))>=l_86),0x239C))))))))^p_41),p_42)),(-1)))>=0x47AD075F)))))<=0x68E7EE3D)<=0x9165)==l_80)==0x74E5)),l_86))|0x1A26)<=l_86),p_42))),p_44))<=l_85)>=7),l_86))==65533U)))
{}
else
{}
l_623.f2=((((safe_lshift_func_int16_t_s_u((l_105=(safe_mul_func_uint16_t_u_u((l_189=(l_190.f6!=(-1))),(((l_62&(0>0x2423D1EE))&(safe_div_func_uint32_t_u_u(((l_105&&(l_190.f0=p_41))<3),(safe_add_func_uint32_t_u_u((l_766=l_623.f7),l_767)))))&&p_42)))),11))!=0x96EE0FD7)!=l_190.f3)&&0x506A);
return l_449;
}
int main(void)
{
int print_hash_value=0;
platform_main_begin();
crc32_gentab();
func_1();
return 0;
}
