#define NO_LONGLONG
#include "csmith.h"
static uint32_t g_8=0U;
static int32_t g_75=0x84A8A623;
static uint16_t g_84=0x77BF;
static uint32_t g_85=4294967295U;
static uint16_t g_108=0x8980;
static uint32_t g_110=0x43879702;
static uint32_t g_131=0x66949726;
static int32_t g_152=0xF6F5F90F;
static int32_t g_153=(-1);
static int32_t g_169[7][6]={};
static int32_t g_246[3]={};
static uint16_t g_262[10]={};
static uint16_t g_302=0U;
static int16_t g_325=0xBCA8;
static uint32_t g_326=0xB459C849;
static uint32_t g_397=0xB60CB633;
static uint32_t g_412=0x27BD1524;
static volatile uint32_t g_442=4294967294U;
static int32_t g_443=0xB96589D0;
static uint32_t g_478=1U;
static volatile int32_t g_602=0xF917EF73;
static volatile int16_t g_897=0;
static volatile int32_t g_907[2]={};
static volatile uint32_t g_1049=0x1D1F028E;
static uint32_t g_1073[9]={};
static int16_t g_1142=0;
static int32_t g_1319=1;
static volatile int32_t g_1329=1;
static uint16_t g_1350=0xF12B;
static volatile int16_t g_1462=0xC078;
static volatile int32_t g_1569=(-1);
static uint32_t g_1803[8][1][9]={};
static int16_t g_1956=0x992E;
static uint32_t g_1974=0xD20E7281;
static volatile uint16_t g_2003=0x09F5;
static uint32_t g_2051=0x0C1771F9;
static int32_t g_2267=0;
static int16_t func_1(void);
static int16_t func_4(int32_t p_5,int16_t p_6,uint16_t p_7);
static uint16_t func_17(int16_t p_18,uint32_t p_19,int32_t p_20,uint32_t p_21,int32_t p_22);
static uint16_t func_26(int32_t p_27,int16_t p_28,int32_t p_29,int16_t p_30);
static int16_t func_1(void)
{
int32_t l_9=(-1);
int32_t l_23=0xCE3051EB;
int32_t l_2091=0x6B4F8F51;
int32_t l_2118=0x0FF62AC4;
uint16_t l_2154[7][5]={};
int32_t l_2270=0x467299B7;
int16_t l_2315=(-2);
int i,j;
if((safe_rshift_func_int16_t_s_s(func_4((l_9=g_8),((safe_mod_func_uint32_t_u_u((safe_sub_func_uint32_t_u_u(((l_2091^=(!((safe_lshift_func_int16_t_s_s(0x5047,4)),func_17((l_23,l_23),g_8,(safe_rshift_func_int16_t_s_u((func_26(l_23,l_23,g_8,l_23),g_8),g_8)),g_8,g_8))))&g_1974),g_1350)),7))<0xEE520815),l_23),g_1319)))
{}
else
{}
return g_1319;
}
static int16_t func_4(int32_t p_5,int16_t p_6,uint16_t p_7)
{
return p_6;
}
static uint16_t func_17(int16_t p_18,uint32_t p_19,int32_t p_20,uint32_t p_21,int32_t p_22)
{
int32_t l_284=0x834A9D08;
int16_t l_301=0;
int32_t l_360=(-3);
int32_t l_363=0;
int16_t l_494=0;
int16_t l_572=(-10);
int16_t l_581=0xE16A;
int32_t l_750=0xBF4E788C;
int32_t l_755[10][3];
uint32_t l_814=0x090D5513;
int32_t l_876[2];
uint32_t l_877=0x6ABBDA1E;
int32_t l_916=1;
uint16_t l_1001=65532U;
int16_t l_1044=0xE1C8;
int32_t l_1068=(-1);
uint16_t l_1070=0x0D60;
uint16_t l_1076=0x0BEA;
uint16_t l_1107=0x53D1;
uint16_t l_1109[10][6][2]={};
uint32_t l_1376=0x219740D7;
int32_t l_1597[1][6];
int16_t l_1697=0x9758;
uint16_t l_1705=0xCBBF;
int16_t l_1715[7]={};
int32_t l_1951=0x7CA078A2;
uint32_t l_1975=0xBB564A03;
uint16_t l_2026=65531U;
int16_t l_2087=0x0C3F;
int32_t l_2088[2][2][5];
int32_t l_2089=0x63849F00;
int i,j,k;
for(i=0;i<10;i++)
{
for(j=0;j<3;j++)
l_755[i][j]=2;
}
for(i=0;i<2;i++)
l_876[i]=6;
for(i=0;i<1;i++)
{}
for(i=0;i<2;i++)
{}
lbl_1167:
if((((safe_add_func_uint16_t_u_u((safe_lshift_func_uint16_t_u_u((((l_284=0x317CE281),(((safe_rshift_func_int16_t_s_u(l_284,l_284))>=l_284)&(safe_add_func_uint16_t_u_u(((l_284>0x87DB)==l_284),((safe_add_func_uint16_t_u_u(((((((safe_lshift_func_uint16_t_u_u((safe_lshift_func_uint16_t_u_s(((p_20!=(safe_mod_func_int16_t_s_s(((safe_sub_func_uint16_t_u_u((safe_sub_func_uint16_t_u_u(((g_108,l_284),p_21),g_131)),l_284))<=p_22),(-1)))),p_21),l_301)),3))!=(-8)),0xB25CBC68),g_302)|0U)>p_19),l_301))^g_169[1][2])))))|g_75),11)),0x5E9C))&l_301)==l_301))
{}
else
{}
if((0x5C480870>g_85))
{}
else
{}
return p_20;
}
static uint16_t func_26(int32_t p_27,int16_t p_28,int32_t p_29,int16_t p_30)
{
uint16_t l_58=9U;
int32_t l_63=(-1);
int32_t l_250[5];
uint16_t l_251=0x1BE9;
uint32_t l_277[7][8][4]={};
int32_t l_278=(-3);
int32_t l_279=1;
int i,j,k;
for(i=0;i<5;i++)
l_250[i]=1;
if(((5U>=g_8)!=p_30))
{
uint32_t l_61=0U;
int32_t l_64[2][10][3]={};
int i,j,k;
for(p_30=(-21);(p_30<0);p_30++)
{
int32_t l_41=0x1521FAFB;
uint16_t l_104[8][4]={{65535U,0x85C8,0x3F44,0x85C8},{65535U,0U,0x3F44,0U},{65535U,0x85C8,0x3F44,0x85C8},{65535U,0U,0x3F44,0U},{65535U,0x85C8,0x3F44,0x85C8},{65535U,0U,0x3F44,0U},{65535U,0x85C8,0x3F44,0x85C8},{65535U,0U,0x3F44,0U}};
int32_t l_111[5];
int32_t l_168=0xBE6D3215;
int i,j;
for(i=0;i<5;i++)
l_111[i]=1;
for(p_29=0;(p_29>(-15));p_29=safe_sub_func_int32_t_s_s(p_29,4))
{
uint32_t l_62=0x7ED469F4;
int32_t l_109[5];
int32_t l_114=(-10);
int32_t l_130=(-3);
uint16_t l_216=65535U;
int32_t l_247=0xF3B7A9B2;
int i;
for(i=0;i<5;i++)
l_109[i]=0;
if((safe_sub_func_int32_t_s_s((safe_add_func_uint32_t_u_u(0x8217C712,(safe_sub_func_uint32_t_u_u(l_41,(safe_lshift_func_int16_t_s_u(p_27,((safe_div_func_int32_t_s_s(((safe_add_func_int32_t_s_s(g_8,(((0xA81D<(safe_add_func_uint32_t_u_u((g_8,(l_64[1][9][1]=(((safe_rshift_func_uint16_t_u_s(0xD89D,8))&&(safe_sub_func_int32_t_s_s((safe_sub_func_int16_t_s_s(((safe_rshift_func_uint16_t_u_s(((l_41>=(((++l_58)^(((0xFD39||(-5))>0x46CB4F5F)^l_41)),l_61)),l_62),g_8))==l_63),0xA832)),g_8)))&p_29))),g_8)))==p_30)==0xB6C7)))>=g_8),p_30)),0x36A7))))))),p_28)))
{
int32_t l_95=5;
l_111[1]^=(p_27=(((g_110|=(safe_mod_func_uint16_t_u_u((safe_lshift_func_int16_t_s_u((((((safe_lshift_func_uint16_t_u_s(((safe_rshift_func_int16_t_s_u((((safe_div_func_uint32_t_u_u((g_75=0x8BB1B5B3),(safe_sub_func_int16_t_s_s(l_41,(safe_mod_func_uint32_t_u_u((safe_lshift_func_int16_t_s_u(0x7F55,(safe_div_func_int32_t_s_s((((g_85=(g_84|=(l_64[0][5][0]|=g_8)))&&((safe_mod_func_int32_t_s_s((safe_div_func_uint32_t_u_u((l_63=((safe_sub_func_int32_t_s_s(((((l_109[4]=((safe_unary_minus_func_uint16_t_u((((g_108&=(safe_div_func_uint32_t_u_u(l_95,(safe_rshift_func_uint16_t_u_u((safe_lshift_func_int16_t_s_u((safe_div_func_int32_t_s_s((safe_sub_func_uint16_t_u_u((0x325A&&(l_104[7][2],((safe_lshift_func_uint16_t_u_s(p_27,3))==(safe_unary_minus_func_uint32_t_u(0xD34DB645))))),0x7B2C)),0x8D9B3EEA)),l_64[1][9][1])),0))))),0xFA76),0x3BE9)))>=p_30))>=65535U)!=0x146E0633)>=g_84),l_62))&l_95)),l_104[7][2])),g_84))^0x7CEC))^g_8),l_62)))),p_27))))))!=g_8)&&p_28),6)),l_95),p_30))>=l_58)&&p_28),0x5FA2FCAA)<g_8),p_30)),0x19E8)))<=p_29)==l_58));
g_131=(p_27&&(safe_add_func_uint16_t_u_u(((l_114=1)<(safe_sub_func_int16_t_s_s(l_58,(((safe_div_func_int16_t_s_s((((safe_sub_func_uint32_t_u_u(((-1)^65535U),p_30))<=0x3D5F)<=((((safe_lshift_func_uint16_t_u_u(((l_64[1][6][0]=(((safe_sub_func_int32_t_s_s(((safe_unary_minus_func_int16_t_s(((safe_sub_func_int16_t_s_s(((0x29EA|(((safe_lshift_func_uint16_t_u_u((((-7)&g_84)<=(-1)),2))|p_30)==p_29))<g_84),0xD17E))!=g_110)))>l_111[1]),p_28))==l_63),0xDBF79CE2))&l_41),g_8))==l_130)<(-1))!=0)),l_104[7][2]))&0xFA98)|g_8)))),1)));
for(l_114=0;(l_114>=(-28));l_114=safe_sub_func_int16_t_s_s(l_114,1))
{
g_169[1][2]=(safe_unary_minus_func_int16_t_s(((safe_rshift_func_uint16_t_u_u(g_8,11))||(((((g_152=(l_95&&(safe_mod_func_uint32_t_u_u((safe_mod_func_int32_t_s_s(p_28,((g_84=((l_63=((p_29&&l_62)!=g_153))!=g_85)),(safe_div_func_int16_t_s_s((((safe_sub_func_int32_t_s_s(0x3CA2B8C2,(!((l_95!=g_8)|g_108))))==p_28)&&4294967288U),0x24E8))))),p_27))))||p_30)&&l_109[4])&&l_168)&&p_30))));
}
}
else
{
uint32_t l_217=0x6B6E5B2E;
int32_t l_218=0xF13F4DB0;
int32_t l_234=0;
if((g_131>(g_131>=(safe_rshift_func_uint16_t_u_u(0x3529,2)))))
{
int32_t l_223=(-1);
int32_t l_235=0x7D826FC9;
}
else
{
return p_30;
}
}
l_251++;
}
l_250[3]=0xCD1C2966;
if(p_29)
break;
}
return g_169[1][2];
}
else
{
uint32_t l_254=1U;
}
return g_85;
}
int main(int argc,char*argv[])
{
int i,j,k;
int print_hash_value=0;
if(argc==2&&strcmp(argv[1],"1")==0)print_hash_value=1;
platform_main_begin();
crc32_gentab();
func_1();
transparent_crc(g_8,"g_8",print_hash_value);
transparent_crc(g_75,"g_75",print_hash_value);
transparent_crc(g_84,"g_84",print_hash_value);
transparent_crc(g_85,"g_85",print_hash_value);
transparent_crc(g_108,"g_108",print_hash_value);
transparent_crc(g_110,"g_110",print_hash_value);
transparent_crc(g_131,"g_131",print_hash_value);
transparent_crc(g_152,"g_152",print_hash_value);
transparent_crc(g_153,"g_153",print_hash_value);
for(i=0;i<7;i++)
{
for(j=0;j<6;j++)
{
transparent_crc(g_169[i][j],"g_169[i][j]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d]\n",i,j);
}
}
for(i=0;i<3;i++)
{
transparent_crc(g_246[i],"g_246[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
for(i=0;i<10;i++)
{
transparent_crc(g_262[i],"g_262[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_302,"g_302",print_hash_value);
transparent_crc(g_325,"g_325",print_hash_value);
transparent_crc(g_326,"g_326",print_hash_value);
transparent_crc(g_397,"g_397",print_hash_value);
transparent_crc(g_412,"g_412",print_hash_value);
transparent_crc(g_442,"g_442",print_hash_value);
transparent_crc(g_443,"g_443",print_hash_value);
transparent_crc(g_478,"g_478",print_hash_value);
transparent_crc(g_602,"g_602",print_hash_value);
transparent_crc(g_897,"g_897",print_hash_value);
for(i=0;i<2;i++)
{
transparent_crc(g_907[i],"g_907[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_1049,"g_1049",print_hash_value);
for(i=0;i<9;i++)
{
transparent_crc(g_1073[i],"g_1073[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_1142,"g_1142",print_hash_value);
transparent_crc(g_1319,"g_1319",print_hash_value);
transparent_crc(g_1329,"g_1329",print_hash_value);
transparent_crc(g_1350,"g_1350",print_hash_value);
transparent_crc(g_1462,"g_1462",print_hash_value);
transparent_crc(g_1569,"g_1569",print_hash_value);
for(i=0;i<8;i++)
{
for(j=0;j<1;j++)
{
for(k=0;k<9;k++)
{
transparent_crc(g_1803[i][j][k],"g_1803[i][j][k]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
transparent_crc(g_1956,"g_1956",print_hash_value);
transparent_crc(g_1974,"g_1974",print_hash_value);
transparent_crc(g_2003,"g_2003",print_hash_value);
transparent_crc(g_2051,"g_2051",print_hash_value);
transparent_crc(g_2267,"g_2267",print_hash_value);
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
