#include "csmith.h"
struct S0{
volatile signed f0:25;
unsigned f1:12;
};
struct S1{
int32_t f0;
uint32_t f1;
uint16_t f2;
};
struct S5{
unsigned f0:20;
const signed f1:28;
};
static int32_t g_13[8]={};
static int32_t g_42=0x91F13110L;
static int16_t g_91=0x801BL;
static int32_t g_114=0xDEA9B0B6L;
static struct S0 g_144={};
static uint32_t g_187=0UL;
static int16_t g_188=(-1L);
static volatile struct S1 g_218={};
static const volatile struct S0 g_273={};
static const uint32_t g_281=1UL;
static volatile struct S0 g_374={};
static uint32_t g_512[9]={};
static uint32_t g_547=7UL;
static uint16_t g_719[6][7][1]={};
static volatile struct S0 g_874={};
static volatile struct S0 g_875={};
static int32_t g_898[8][6]={{3L,9L,1L,3L,1L,9L},{0x62F79676L,9L,0x964031ACL,0x62F79676L,1L,1L},{0L,9L,9L,0L,1L,0x964031ACL},{3L,9L,1L,3L,1L,9L},{0x62F79676L,9L,0x964031ACL,0x62F79676L,1L,1L},{0L,9L,9L,0L,1L,0x964031ACL},{3L,9L,1L,3L,1L,9L},{0x62F79676L,9L,0x964031ACL,0x62F79676L,1L,1L}};
static int16_t g_994=1L;
static struct S1 g_1092={-7L,4294967291UL,0x21D1L};
static const struct S0 g_1255={3631,26};
static int32_t g_1341=5L;
static struct S0 g_1395={3277,56};
static int32_t g_1416=0x9B8F532FL;
static uint32_t g_1482[3][6][5]={{{0x9EE8F86FL,4294967295UL,4294967295UL,0x9EE8F86FL,0xE54FE312L},{0x330423B4L,0x2B0B16CAL,0x36A5115EL,0x1412AB42L,0xE54FE312L},{4294967295UL,0x330423B4L,0xB9E60547L,4294967295UL,0xB9E60547L},{4294967295UL,4294967295UL,0xE54FE312L,0x1412AB42L,0x36A5115EL},{4294967295UL,1UL,0xE54FE312L,0x9EE8F86FL,4294967295UL},{4294967290UL,0xE54FE312L,0xB9E60547L,0xE54FE312L,4294967290UL}},{{0x1412AB42L,1UL,0x36A5115EL,4294967290UL,4294967295UL},{0x1412AB42L,4294967295UL,4294967295UL,0x2B0B16CAL,0x2B0B16CAL},{4294967290UL,0x330423B4L,4294967290UL,1UL,4294967295UL},{4294967295UL,0x2B0B16CAL,4294967295UL,1UL,4294967290UL},{4294967295UL,4294967295UL,0x2B0B16CAL,0x2B0B16CAL,4294967295UL},{4294967295UL,0UL,4294967295UL,4294967290UL,0x36A5115EL}},{{0x330423B4L,0UL,4294967290UL,0xE54FE312L,0xB9E60547L},{0x9EE8F86FL,4294967295UL,4294967295UL,0x9EE8F86FL,0xE54FE312L},{0x330423B4L,0x2B0B16CAL,0x36A5115EL,0x1412AB42L,0xE54FE312L},{4294967295UL,0x330423B4L,0xB9E60547L,4294967295UL,0xB9E60547L},{4294967295UL,4294967295UL,0xE54FE312L,0x1412AB42L,0x36A5115EL},{4294967295UL,1UL,0xE54FE312L,0x9EE8F86FL,4294967295UL}}};
static uint16_t func_1(void);
static struct S1 func_2(struct S1 p_3,struct S1 p_4,uint32_t p_5,const struct S1 p_6);
static struct S1 func_7(int32_t p_8,uint32_t p_9,uint32_t p_10,uint16_t p_11);
static const uint16_t func_18(int16_t p_19,const struct S5 p_20);
static uint16_t func_1(void)
{
uint32_t l_12=0x3674F9AFL;
const struct S5 l_21={218,-11908};
int32_t l_1088=0L;
uint16_t l_1093[4][10][5]={{{65535UL,0x9D02L,1UL,2UL,3UL},{0x90E4L,0xB5FAL,0x639AL,0x2008L,3UL},{1UL,1UL,0x1B63L,1UL,65533UL},{0x9667L,1UL,0x2CE7L,0x2CE7L,1UL},{1UL,0xF048L,0x90E4L,1UL,9UL},{0x2CE7L,0x9667L,1UL,0x7D12L,0x801CL},{0x4628L,65527UL,6UL,0xD783L,0x6840L},{0x2CE7L,0xD3CFL,2UL,0x1B63L,0x2008L},{0xF269L,1UL,65535UL,0xF048L,0UL},{65530UL,0x4628L,0x639AL,65527UL,0x1B63L}},{{1UL,0xD4B9L,0x9D02L,0x1B63L,65535UL},{65535UL,0xD4B9L,0x7D12L,65526UL,0x278AL},{65526UL,0x4628L,0x1B63L,0UL,0UL},{0xF048L,1UL,0xF048L,0x90E4L,1UL},{65535UL,0UL,65535UL,6UL,0x9D02L},{0x639AL,65535UL,0x278AL,9UL,0xF269L},{0x90E4L,65530UL,65535UL,0x9D02L,0x639AL},{65527UL,1UL,0xF048L,65535UL,0xD3CFL},{0xB5FAL,0x1CFCL,0x1B63L,6UL,0x90E4L},{0x4628L,0xF269L,0x7D12L,0UL,0xDE81L}},{{65535UL,9UL,0x9D02L,0UL,0xD783L},{0x9667L,0xDE81L,0x639AL,6UL,0xD4B9L},{1UL,65535UL,65535UL,65535UL,1UL},{0x1B63L,6UL,0UL,0x9D02L,0UL},{0xDE81L,0UL,1UL,9UL,65535UL},{1UL,0x7717L,0xF269L,6UL,0UL},{65535UL,9UL,65535UL,0x90E4L,1UL},{0UL,1UL,0x7717L,0UL,0xD4B9L},{0x7D12L,0xB5FAL,0xD4B9L,65526UL,0xD783L},{65533UL,9UL,0x90E4L,0x1B63L,0xDE81L}},{{65533UL,0x801CL,0x1CFCL,65527UL,0x90E4L},{0x7D12L,0x9D02L,0xD3CFL,0xF048L,0xD3CFL},{0UL,0UL,0x2008L,0xD4B9L,0x639AL},{65535UL,0UL,0x6840L,0x2008L,0xF269L},{1UL,0x7D12L,0x801CL,0xD783L,0x9D02L},{0xDE81L,0UL,9UL,1UL,1UL},{0x1B63L,0UL,1UL,0x7717L,0UL},{1UL,0x9D02L,65533UL,0x1CFCL,0x278AL},{0x9667L,0x801CL,3UL,65535UL,65535UL},{65535UL,9UL,3UL,0UL,0x1B63L}}};
int32_t l_1481=0x3105B58DL;
int16_t l_1485=0L;
uint16_t l_1486=65534UL;
int16_t l_1508=0x4325L;
uint32_t l_1537=0xA66B8F2FL;
uint16_t l_1560=0x2670L;
int32_t l_1561=0x438EFE4AL;
int i,j,k;
lbl_1605:
g_1092=func_2(func_7(l_12,g_13[2],(((safe_add_func_uint16_t_u_u(((safe_add_func_uint16_t_u_u(func_18(g_13[0],l_21),(((safe_lshift_func_uint16_t_u_u(((((g_994&g_512[3])>=(!(1UL!=(safe_add_func_uint32_t_u_u((safe_unary_minus_func_int32_t_s((((g_719[1][5][0]&&0x5AF8L)&&0xE85AL)!=0x34E6D297L))),l_12)))))&g_512[0])<=l_21.f0),g_994))&l_21.f1)<g_994)))>l_21.f0),l_21.f0))^g_994)==0UL),l_1088),g_1092,l_1093[1][8][3],g_1092);
if(((!(safe_add_func_int16_t_s_s(l_1088,(((safe_mod_func_uint16_t_u_u((safe_sub_func_int16_t_s_s(0L,(g_91&&((safe_mul_func_uint16_t_u_u((l_1093[1][9][0]&((g_719[4][2][0]<=l_1481)|g_374.f1)),g_1482[1][0][3]))&&(safe_mod_func_uint32_t_u_u((0x2D22L>=g_187),8L)))))),1UL))>=l_1485)&&l_1093[1][8][3]))))>l_1486))
{
uint32_t l_1501=18446744073709551615UL;
int32_t l_1503=(-4L);
for(g_91=0;(g_91<=14);g_91=safe_add_func_uint32_t_u_u(g_91,1))
{
uint16_t l_1492=65535UL;
for(g_1341=0;(g_1341!=(-27));g_1341=safe_sub_func_int16_t_s_s(g_1341,1))
{
uint16_t l_1502=0x3FCEL;
uint32_t l_1552=0xF367E095L;
uint32_t l_1602[10][3][6]={{{18446744073709551615UL,18446744073709551615UL,1UL,0x14BE0D6CL,0x14BE0D6CL,1UL},{0xC1C39FC5L,0xC1C39FC5L,0xC6FF1B84L,0UL,1UL,0x0C911838L},{0x23F731DCL,0x0C911838L,0UL,0xD5B79CBCL,0xC73EE331L,0xC6FF1B84L}},{{0xC6FF1B84L,0x23F731DCL,0UL,0xD69E8D92L,0xC1C39FC5L,0x0C911838L},{0xA9EF19F6L,0xD69E8D92L,0xC6FF1B84L,18446744073709551611UL,18446744073709551611UL,1UL},{18446744073709551615UL,0UL,0x14BE0D6CL,0xD5B79CBCL,0UL,0xD5B79CBCL}},{{0xC3BD2056L,18446744073709551611UL,0xC3BD2056L,0UL,0xC6FF1B84L,0x4012DBB5L},{0xC6FF1B84L,0xD5B79CBCL,0x23F731DCL,1UL,0xBF5BB0DFL,18446744073709551615UL},{0UL,0xA9EF19F6L,0x43C35E7DL,1UL,0x4012DBB5L,0UL}},{{0xC6FF1B84L,0xC73EE331L,0xD5B79CBCL,0UL,0x0C911838L,0x23F731DCL},{0xC3BD2056L,18446744073709551611UL,0x90A86D50L,0xD5B79CBCL,0xA8F7255BL,0xA8F7255BL},{18446744073709551615UL,0x0C911838L,0x0C911838L,18446744073709551615UL,0xA9EF19F6L,18446744073709551615UL}},{{18446744073709551611UL,0UL,0xBF5BB0DFL,0x90A86D50L,0xE7F1DADEL,0xC6FF1B84L},{0xC1C39FC5L,0x14BE0D6CL,18446744073709551615UL,0xA8F7255BL,0xE7F1DADEL,0x43C35E7DL},{1UL,0UL,0UL,18446744073709551606UL,0xA9EF19F6L,0xC73EE331L}},{{0xA7F8687CL,0x0C911838L,0xD69E8D92L,0x43C35E7DL,0xA8F7255BL,18446744073709551606UL},{0x0C911838L,18446744073709551611UL,18446744073709551615UL,18446744073709551611UL,0x0C911838L,0xC3BD2056L},{18446744073709551615UL,0xC73EE331L,18446744073709551611UL,0xC1C39FC5L,0x4012DBB5L,0x0C911838L}},{{18446744073709551611UL,0xA9EF19F6L,0UL,0xC73EE331L,0xBF5BB0DFL,0x0C911838L},{1UL,0xD5B79CBCL,18446744073709551611UL,1UL,0xC6FF1B84L,0xC3BD2056L},{0xBF5BB0DFL,18446744073709551611UL,18446744073709551615UL,0x14BE0D6CL,0UL,18446744073709551606UL}},{{0xC73EE331L,0UL,0xD69E8D92L,0xD69E8D92L,0UL,0xC73EE331L},{0x4012DBB5L,0x90A86D50L,0UL,0xE7F1DADEL,0xA7F8687CL,0x43C35E7DL},{18446744073709551606UL,1UL,18446744073709551615UL,0xBF5BB0DFL,18446744073709551611UL,0xC6FF1B84L}},{{18446744073709551606UL,1UL,0xBF5BB0DFL,0xE7F1DADEL,0x14BE0D6CL,18446744073709551615UL},{0x4012DBB5L,0xA7F8687CL,0x0C911838L,0xD69E8D92L,0x43C35E7DL,0xA8F7255BL},{0xC73EE331L,0x23F731DCL,0x90A86D50L,0x14BE0D6CL,0x90A86D50L,0x23F731DCL}},{{0xBF5BB0DFL,18446744073709551606UL,0xD5B79CBCL,1UL,0xC73EE331L,0UL},{1UL,1UL,0x43C35E7DL,0xC73EE331L,18446744073709551615UL,18446744073709551615UL},{18446744073709551611UL,1UL,0x23F731DCL,0xC1C39FC5L,0xC73EE331L,0x4012DBB5L}}};
int i,j,k;
l_1503=(1L<((safe_unary_minus_func_int32_t_s(l_1492))||(safe_lshift_func_int16_t_s_u(((safe_rshift_func_uint16_t_u_s((safe_lshift_func_uint16_t_u_u(((((0x9CB3L<=(0x6A38L<g_13[0]))>=((0x7EE298CFL>(0x38B75DE0L==(-2L)))>(safe_mod_func_int16_t_s_s((g_281!=g_1416),g_1092.f1))))&l_1501)<=l_1502),l_1486)),7))>=g_144.f0),l_1501))));
if(((~(g_273.f0&(l_1492||(safe_unary_minus_func_int32_t_s((safe_add_func_uint32_t_u_u(g_1416,l_1492)))))))|l_1508))
{
int16_t l_1513=(-6L);
}
else
{
int32_t l_1538[8][10]={{0xD84B1699L,0xDE704E49L,0xF4BF207DL,0x99849B1EL,(-1L),0xAD2863F7L,3L,3L,0xAD2863F7L,(-1L)},{0x99849B1EL,(-10L),(-10L),0x99849B1EL,0xFA13839DL,(-6L),0xDE704E49L,0x8F26C578L,0xAD2863F7L,0xFA13839DL},{4L,0x8F26C578L,3L,0x99849B1EL,0x9B8D518FL,0xD84B1699L,(-10L),0xDE704E49L,0xAD2863F7L,0x9B8D518FL},{0xAD2863F7L,0xF4BF207DL,0x8F26C578L,0x99849B1EL,0x284F4ECCL,0x99849B1EL,0x8F26C578L,0xF4BF207DL,0xAD2863F7L,0x284F4ECCL},{(-6L),0xAD2863F7L,4L,(-5L),(-2L),0L,(-6L),0x99849B1EL,3L,(-2L)},{(-1L),4L,(-6L),(-5L),0xD76A38E6L,3L,0xAD2863F7L,0xAD2863F7L,3L,0xD76A38E6L},{(-5L),0x99849B1EL,0x99849B1EL,(-5L),0x853F7117L,2L,4L,0xD84B1699L,3L,0x853F7117L},{0L,0xD84B1699L,0xAD2863F7L,(-5L),0L,(-1L),0x99849B1EL,4L,3L,0L}};
int32_t l_1553=(-1L);
int i,j;
for(l_1486=0;(l_1486<=0);l_1486+=1)
{
int i,j,k;
return g_512[(l_1486+6)];
}
for(l_1502=0;(l_1502<=21);l_1502=safe_add_func_int32_t_s_s(l_1502,1))
{
g_42=(safe_sub_func_uint16_t_u_u(g_144.f0,g_1341));
l_1561=((safe_add_func_int16_t_s_s(g_91,(g_898[3][1]&0x99FEL)))<=l_1560);
}
if((safe_add_func_uint32_t_u_u((safe_rshift_func_int16_t_s_u(((safe_lshift_func_uint16_t_u_s((g_374.f0<g_512[3]),(safe_mul_func_uint16_t_u_u(((!(((~g_42)>l_1492)>=(safe_mul_func_uint16_t_u_u(g_512[5],((safe_rshift_func_int16_t_s_s((l_1538[4][0]|g_114),(l_1492|g_91)))<l_1502)))))^g_1092.f0),(-8L)))))&&l_1492),7)),0xD22D004EL)))
{
}
else
{
const int32_t l_1603[2]={(-1L),(-1L)};
uint32_t l_1604=18446744073709551606UL;
int i;
g_13[2]=6L;
}
}
if(l_1508)
goto lbl_1605;
}
return g_281;
}
}
else
{
int16_t l_1608=0x0D5DL;
g_1341=l_1486;
}
return g_1395.f0;
}
static struct S1 func_2(struct S1 p_3,struct S1 p_4,uint32_t p_5,const struct S1 p_6)
{
uint32_t l_1115=18446744073709551610UL;
struct S1 l_1118[7]={{1L,4294967293UL,0x271AL},{1L,4294967293UL,0x271AL},{1L,4294967293UL,0x271AL},{1L,4294967293UL,0x271AL},{1L,4294967293UL,0x271AL},{1L,4294967293UL,0x271AL},{1L,4294967293UL,0x271AL}};
uint32_t l_1196[2];
int32_t l_1199=1L;
int16_t l_1254=0xF0F4L;
uint32_t l_1279=0x4C3AEEFDL;
const uint32_t l_1280=0xB523EE5AL;
const uint32_t l_1310=0xE66E352FL;
uint32_t l_1388=5UL;
int16_t l_1452=0xC9C2L;
int32_t l_1453=0x44B2DC93L;
int i;
for(i=0;i<2;i++)
l_1196[i]=18446744073709551612UL;
if(((-9L)^((safe_rshift_func_uint16_t_u_s((safe_mod_func_uint16_t_u_u(p_4.f2,0xB0ABL)),10))>=(safe_lshift_func_uint16_t_u_u((safe_mod_func_int16_t_s_s(g_1092.f1,(safe_mod_func_uint32_t_u_u(0x8964A416L,(g_218.f0|(!((safe_add_func_int16_t_s_s((safe_add_func_int16_t_s_s(((safe_mod_func_int32_t_s_s((safe_sub_func_int32_t_s_s((0x4859ED0BL<(safe_rshift_func_uint16_t_u_s(l_1115,p_6.f2))),p_3.f0)),g_114))&0L),g_547)),l_1115))||0x1AA40445L))))))),15)))))
{
uint32_t l_1126=0x7D3BF67AL;
int32_t l_1251=0L;
for(p_4.f1=0;(p_4.f1<=19);p_4.f1=safe_add_func_uint16_t_u_u(p_4.f1,9))
{
int32_t l_1125=1L;
uint32_t l_1242=0x9D88FE39L;
l_1118[0]=g_1092;
if((safe_add_func_int16_t_s_s((safe_mod_func_uint32_t_u_u(g_114,(safe_mod_func_int32_t_s_s(l_1125,(p_4.f1|(l_1126|g_273.f1)))))),(((safe_unary_minus_func_int16_t_s(((l_1115>=((safe_sub_func_int32_t_s_s((!(l_1125|(0L|(safe_rshift_func_int16_t_s_u(g_42,g_13[4]))))),0x4A4CF66BL))||g_13[5]))&0L)))^(-1L))^l_1126))))
{
int16_t l_1149=9L;
int16_t l_1219=(-1L);
int16_t l_1235=0x64AAL;
for(p_3.f0=25;(p_3.f0>19);p_3.f0=safe_sub_func_uint16_t_u_u(p_3.f0,7))
{
uint16_t l_1148=0x89F5L;
int32_t l_1220=(-6L);
g_874.f0=(safe_mul_func_uint16_t_u_u((((((p_6.f0<(l_1115==p_4.f2))|0x15414DBFL)<=((p_3.f0!=(!(safe_lshift_func_uint16_t_u_u(((0x4207L>=((g_547>=(65526UL^(!((~(safe_mul_func_uint16_t_u_u((safe_lshift_func_int16_t_s_s((l_1148||0x7E7B54C0L),3)),p_5)))>=p_5))))^p_3.f0))>g_1092.f1),12))))<4294967289UL))&&p_4.f2)>=p_4.f0),l_1125));
g_898[3][1]=(l_1149|(((g_273.f1<=(((safe_sub_func_uint32_t_u_u(p_5,((safe_add_func_uint16_t_u_u((safe_add_func_uint32_t_u_u(((-1L)|((safe_rshift_func_uint16_t_u_s((safe_mul_func_uint32_t_u_u(g_13[5],((safe_mul_func_int16_t_s_s((safe_lshift_func_int16_t_s_s((safe_mod_func_int16_t_s_s(((-1L)|(safe_add_func_int32_t_s_s(((((safe_lshift_func_int16_t_s_s((safe_add_func_int16_t_s_s((safe_mul_func_int16_t_s_s((1L&((safe_add_func_uint16_t_u_u(g_719[0][2][0],((safe_add_func_uint16_t_u_u((safe_add_func_uint32_t_u_u((safe_lshift_func_uint16_t_u_u((((((safe_add_func_uint32_t_u_u(0x24BE20CEL,4L))==p_3.f2)!=p_3.f2)|0xB792FE9AL)|l_1149),10)),0x873CDCF0L)),l_1118[0].f0))|0xA402602EL)))&&p_4.f1)),p_5)),0x1279L)),2))==3L)!=p_3.f0)<l_1125),g_898[4][5]))),(-10L))),p_6.f1)),g_512[3]))==l_1149))),9))||l_1126)),p_6.f1)),0x1078L))||0x4082L)))<0x45153FE0L)<p_6.f1))!=0UL)<l_1148));
if(p_4.f2)
{
const uint32_t l_1184=0x0B7EF9DAL;
if(l_1184)
break;
}
else
{
int16_t l_1248=0xA674L;
l_1220=((0xD340L^p_6.f1)<((safe_unary_minus_func_uint16_t_u((4294967295UL^0UL)))!=((((safe_add_func_int16_t_s_s(0x131DL,(safe_add_func_int16_t_s_s((((safe_lshift_func_uint16_t_u_u((safe_mod_func_int16_t_s_s(p_4.f2,(0L^0x5599B9F5L))),0))==(safe_lshift_func_int16_t_s_u(((safe_mod_func_int16_t_s_s((((((safe_sub_func_uint16_t_u_u((safe_add_func_int32_t_s_s(((safe_add_func_int16_t_s_s(1L,0x097FL))>=p_4.f0),l_1149)),l_1126))||l_1219)<=(-1L))!=p_6.f2)&0x54DDC043L),0x1ACCL))==p_3.f2),p_4.f0)))<(-4L)),0x5190L))))!=g_719[4][2][0])|g_281)<=(-6L))));
}
}
}
else
{
}
}
}
else
{
l_1254=(safe_mul_func_uint16_t_u_u(1UL,0x72CEL));
g_898[3][1]=0L;
g_374=g_1255;
}
l_1199=(safe_mod_func_int32_t_s_s((((safe_mul_func_uint16_t_u_u(65535UL,p_3.f0))||(!(safe_rshift_func_int16_t_s_s((safe_mul_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_s((safe_mod_func_uint32_t_u_u((safe_rshift_func_uint16_t_u_s(((g_273.f1<(safe_lshift_func_uint16_t_u_u(((safe_add_func_uint16_t_u_u(p_3.f0,g_898[3][1]))|(safe_mul_func_int16_t_s_s((((safe_mod_func_int16_t_s_s(((p_5&0x51BAL)&&((p_3.f0!=g_898[2][3])^g_187)),p_6.f0))|l_1279)<=0x14E1L),l_1196[0]))),l_1280)))==g_188),10)),0xB65D6310L)),p_3.f2)),0xD5CCL)),l_1118[0].f2))))&l_1199),p_5));
for(g_188=0;(g_188<=5);g_188+=1)
{
int32_t l_1285=0xAD1409D3L;
uint32_t l_1340=0xD7E0D5B3L;
int32_t l_1438=(-6L);
struct S1 l_1439={0xF9C5BC43L,4294967293UL,0xC0A9L};
if(((safe_mul_func_uint16_t_u_u((safe_lshift_func_uint16_t_u_u(l_1285,6)),((((p_6.f1==(((-1L)==(g_188>(g_547>=l_1279)))<=p_4.f0))&&(safe_mul_func_uint16_t_u_u((safe_add_func_uint16_t_u_u((g_994|(((g_898[3][4]!=0x2F46L)^9L)^0x5C07C816L)),g_1092.f1)),l_1196[0])))!=0xE6051043L)!=g_91)))!=0x79EA31F2L))
{
l_1199=(safe_mul_func_int16_t_s_s((((safe_sub_func_uint16_t_u_u(g_13[5],(safe_rshift_func_int16_t_s_u(p_3.f1,((safe_lshift_func_uint16_t_u_s(p_6.f1,(((l_1280!=(safe_mod_func_int16_t_s_s((safe_mul_func_int16_t_s_s((((safe_rshift_func_int16_t_s_s(l_1115,g_281))>=(g_1092.f2==((safe_rshift_func_uint16_t_u_u(g_91,g_273.f0))!=0x4A9943BCL)))>l_1310),2L)),l_1118[0].f2)))^p_6.f1)<0x29CF7C85L)))>6L)))))==0xEED82D4EL)>=1L),g_1092.f1));
if(((safe_mul_func_int16_t_s_s((safe_lshift_func_int16_t_s_s((safe_rshift_func_uint16_t_u_u(((safe_mod_func_int32_t_s_s(l_1285,(safe_unary_minus_func_int32_t_s(((1UL&&(1UL||((((safe_add_func_uint16_t_u_u(((safe_add_func_int16_t_s_s(((((safe_mul_func_int16_t_s_s(g_42,g_512[2]))>((safe_mul_func_int16_t_s_s(((safe_sub_func_int32_t_s_s((safe_mod_func_uint16_t_u_u((safe_add_func_uint32_t_u_u(((safe_sub_func_uint32_t_u_u(0x2DC868EAL,(safe_sub_func_uint32_t_u_u((g_144.f1<(safe_lshift_func_uint16_t_u_s(l_1340,4))),g_1092.f0))))&g_898[3][1]),p_5)),g_144.f1)),1L))&&g_874.f0),p_3.f0))&g_719[4][2][0]))>=0xFA69L)||p_3.f2),g_1092.f1))&&0L),l_1118[0].f1))&&0xB2B6L)|g_1092.f1)!=65532UL)))^g_512[3])))))>65535UL),g_719[1][4][0])),11)),g_1341))&0x2447L))
{
for(p_3.f2=0;(p_3.f2<=6);p_3.f2+=1)
{
return g_218;
}
}
else
{
return p_4;
}
}
else
{
uint32_t l_1356=9UL;
int16_t l_1368[1][8];
struct S1 l_1389[9][3]={{{0xA0852326L,0x35413F3BL,1UL},{0xEFD4B659L,1UL,2UL},{0xA0852326L,0x35413F3BL,1UL}},{{0xA0852326L,0x35413F3BL,1UL},{0x1C19F325L,0xBF8142D3L,8UL},{0x3828CAB2L,0x993BCFC4L,0x16A8L}},{{0xA0852326L,0x35413F3BL,1UL},{0xC98B7FA9L,3UL,0xA5C2L},{0L,2UL,0x853CL}},{{0xA0852326L,0x35413F3BL,1UL},{0xEFD4B659L,1UL,2UL},{0xA0852326L,0x35413F3BL,1UL}},{{0xA0852326L,0x35413F3BL,1UL},{0x1C19F325L,0xBF8142D3L,8UL},{0x3828CAB2L,0x993BCFC4L,0x16A8L}},{{0xA0852326L,0x35413F3BL,1UL},{0xC98B7FA9L,3UL,0xA5C2L},{0L,2UL,0x853CL}},{{0xA0852326L,0x35413F3BL,1UL},{0xEFD4B659L,1UL,2UL},{0xA0852326L,0x35413F3BL,1UL}},{{0xA0852326L,0x35413F3BL,1UL},{0x1C19F325L,0xBF8142D3L,8UL},{0x3828CAB2L,0x993BCFC4L,0x16A8L}},{{0xA0852326L,0x35413F3BL,1UL},{0xC98B7FA9L,3UL,0xA5C2L},{0L,2UL,0x853CL}}};
int i,j;
for(i=0;i<1;i++)
{
for(j=0;j<8;j++)
l_1368[i][j]=0x8B60L;
}
if(((g_512[3]!=65535UL)^(safe_add_func_uint32_t_u_u((safe_mod_func_int32_t_s_s((((safe_mul_func_uint16_t_u_u((safe_mul_func_uint16_t_u_u(((safe_mul_func_uint16_t_u_u(((safe_mul_func_uint16_t_u_u((safe_mul_func_uint16_t_u_u(l_1356,65530UL)),((((((safe_sub_func_int16_t_s_s(g_144.f0,((!(65529UL>(safe_mul_func_uint16_t_u_u((safe_mod_func_int16_t_s_s(g_91,(safe_add_func_uint32_t_u_u((safe_lshift_func_uint16_t_u_u(0x4A95L,((((0x06DCDEDAL>p_3.f2)>=g_1092.f0)&p_4.f0)!=g_719[4][2][0]))),l_1356)))),g_187))))^p_4.f0)))<g_719[4][2][0])&&l_1368[0][3])>=0x7353L)^g_994)>=g_281)))^g_1341),p_6.f1))<=p_3.f0),g_187)),l_1285))!=l_1196[0])>=g_512[3]),p_3.f2)),g_1092.f0))))
{
uint16_t l_1375=2UL;
const uint32_t l_1417=4294967293UL;
if((safe_sub_func_uint16_t_u_u((((safe_lshift_func_uint16_t_u_s(0x494AL,(safe_add_func_int32_t_s_s(l_1285,l_1375))))^(safe_rshift_func_int16_t_s_u((safe_add_func_int16_t_s_s((safe_mod_func_uint32_t_u_u(((safe_add_func_int32_t_s_s(l_1375,(((((g_512[3]<=(((safe_add_func_uint16_t_u_u((p_6.f1>(((g_994>l_1368[0][3])|(safe_mul_func_uint16_t_u_u(g_374.f0,0xDE57L)))|p_4.f0)),7L))|l_1368[0][3])&0UL))!=65529UL)&&9L)==p_3.f2)<=p_3.f1)))<=p_4.f1),l_1388)),l_1310)),14)))^7UL),l_1368[0][3])))
{
return l_1389[5][2];
}
else
{
int32_t l_1394=(-4L);
if(((safe_mul_func_int16_t_s_s(((((p_4.f2||p_3.f2)&((safe_rshift_func_int16_t_s_u(0xDF58L,(5L^l_1388)))||l_1394))<=(p_3.f0&g_218.f2))^p_6.f1),g_114))!=g_898[3][1]))
{
int i;
l_1118[(g_188+1)]=g_218;
g_13[1]=p_4.f1;
}
else
{
g_1395=g_1255;
}
l_1394=(((0x026DL>=(((l_1356>(1L<=(p_3.f2&&(((safe_mul_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_u((safe_add_func_int32_t_s_s((safe_mul_func_uint16_t_u_u(p_3.f0,0x2FDEL)),((safe_lshift_func_uint16_t_u_u(((g_144.f1>=(safe_lshift_func_int16_t_s_s(((safe_sub_func_uint16_t_u_u((0x3929BABAL&&(safe_mul_func_uint16_t_u_u((((safe_mod_func_uint32_t_u_u(p_6.f2,l_1394))&g_1395.f0)>=4294967293UL),g_1416))),0xA754L))>=g_1092.f2),p_4.f2)))>=l_1394),p_4.f2))||p_3.f0))),13)),l_1115))==l_1310)|0x6D84AA59L))))&(-6L))<=0x6775EC87L))&l_1196[0])^0x1A59L);
}
if(l_1417)
continue;
g_144.f0=((((((((safe_lshift_func_uint16_t_u_u((g_13[2]&&0x25CDL),6))==(((safe_rshift_func_uint16_t_u_u(((g_91>=l_1389[5][2].f0)&0x15DC87C1L),((safe_lshift_func_int16_t_s_s(p_5,7))&&l_1375)))<=p_3.f1)|(safe_rshift_func_int16_t_s_s((safe_mod_func_uint16_t_u_u(l_1285,l_1285)),l_1285))))||0x1FD0B9FFL)!=l_1417)&g_144.f1)>=4294967295UL)|p_5)>=l_1285);
}
else
{
g_13[2]=0xCE1B478EL;
if(p_6.f1)
break;
}
}
for(p_4.f0=6;(p_4.f0>=0);p_4.f0-=1)
{
uint32_t l_1454=4294967291UL;
for(l_1285=6;(l_1285>=0);l_1285-=1)
{
for(g_994=4;(g_994>=0);g_994-=1)
{
int i,j;
l_1118[p_4.f0]=p_4;
}
if(l_1310)
{
return l_1439;
}
else
{
}
}
}
}
return g_1092;
}
static struct S1 func_7(int32_t p_8,uint32_t p_9,uint32_t p_10,uint16_t p_11)
{
int16_t l_1089=0xD764L;
int32_t l_1090=6L;
struct S1 l_1091={0x259CC6E2L,0xB135DDC4L,65535UL};
l_1090=l_1089;
return l_1091;
}
static const uint16_t func_18(int16_t p_19,const struct S5 p_20)
{
uint32_t l_35=0xFFAEF179L;
int32_t l_119[9][6]={{0x42400662L,0x7C731693L,0x42400662L,0x07E14A34L,1L,0x07E14A34L},{0x42400662L,0x7C731693L,0x42400662L,0x07E14A34L,1L,0x07E14A34L},{0x42400662L,0x7C731693L,0x42400662L,0x07E14A34L,1L,0x07E14A34L},{0x42400662L,0x7C731693L,0x42400662L,0x07E14A34L,1L,0x07E14A34L},{0x42400662L,0x7C731693L,0x42400662L,0x07E14A34L,1L,0x07E14A34L},{0x42400662L,0x7C731693L,0x42400662L,0x07E14A34L,1L,0x07E14A34L},{0x42400662L,0x7C731693L,0x42400662L,0x07E14A34L,1L,0x07E14A34L},{0x42400662L,0x7C731693L,0x42400662L,0x07E14A34L,1L,0x07E14A34L},{0x42400662L,0x7C731693L,0x42400662L,0x07E14A34L,1L,0x07E14A34L}};
int32_t l_186=0xD32DC010L;
uint32_t l_189=4294967295UL;
uint32_t l_356=9UL;
uint32_t l_357=4294967295UL;
int32_t l_373=0xF596772FL;
int32_t l_569=0x209FC49EL;
int32_t l_599[6][3][7]={{{0L,6L,0L,0x3953A27AL,6L,0x86F23EEDL,0x86F23EEDL},{6L,0x6877D466L,1L,0x6877D466L,6L,1L,0x668301A6L},{0x668301A6L,0x86F23EEDL,0x3953A27AL,0x668301A6L,0x3953A27AL,0x86F23EEDL,0x668301A6L}},{{0L,0x668301A6L,0x86F23EEDL,0x3953A27AL,0x668301A6L,0x3953A27AL,0x86F23EEDL},{0x668301A6L,0x668301A6L,1L,6L,0x6877D466L,1L,0x6877D466L},{6L,0x86F23EEDL,0x86F23EEDL,6L,0x3953A27AL,0L,6L}},{{0L,0x6877D466L,0x3953A27AL,0x3953A27AL,0x6877D466L,0L,0x86F23EEDL},{0x6877D466L,6L,1L,0x668301A6L,0x668301A6L,1L,6L},{0x6877D466L,0x86F23EEDL,0L,0x6877D466L,0x3953A27AL,0x3953A27AL,0x3953A27AL}},{{0x16FF0CAEL,0x86F23EEDL,0x16FF0CAEL,1L,0x86F23EEDL,1L,1L},{0x86F23EEDL,0x3953A27AL,0x668301A6L,0x3953A27AL,0x86F23EEDL,0x668301A6L,0L},{0L,1L,1L,0L,1L,1L,0L}},{{0x16FF0CAEL,0L,1L,1L,0L,1L,1L},{0L,0L,0x668301A6L,0x86F23EEDL,0x3953A27AL,0x668301A6L,0x3953A27AL},{0x86F23EEDL,1L,1L,0x86F23EEDL,1L,0x16FF0CAEL,0x86F23EEDL}},{{0x16FF0CAEL,0x3953A27AL,1L,1L,0x3953A27AL,0x16FF0CAEL,1L},{0x3953A27AL,0x86F23EEDL,0x668301A6L,0L,0L,0x668301A6L,0x86F23EEDL},{0x3953A27AL,1L,0x16FF0CAEL,0x3953A27AL,1L,1L,0x3953A27AL}}};
uint32_t l_769=0xCAA9D258L;
int32_t l_818=0x710FE351L;
int32_t l_1024=1L;
int16_t l_1065=0L;
int i,j,k;
if(((safe_unary_minus_func_uint32_t_u((safe_sub_func_uint32_t_u_u((safe_sub_func_uint16_t_u_u((((g_13[1]>=g_13[2])!=0xF3BC9FC2L)||(safe_mul_func_int16_t_s_s((safe_mul_func_uint16_t_u_u(((safe_mod_func_uint32_t_u_u(g_13[2],g_13[2]))<p_19),((safe_add_func_uint32_t_u_u(((g_13[2]&&l_35)<(safe_sub_func_int32_t_s_s(((l_35>0xC683L)|p_19),g_13[1]))),p_20.f1))==l_35))),g_13[6]))),g_13[6])),1UL))))!=7L))
{
uint32_t l_69=4294967293UL;
int32_t l_213=(-10L);
int32_t l_244=0x9CC21467L;
for(l_35=(-26);(l_35!=11);l_35++)
{
int32_t l_66=0x99C48247L;
int16_t l_143=1L;
for(p_19=0;(p_19<23);p_19++)
{
uint16_t l_92=0x9122L;
uint32_t l_108=18446744073709551608UL;
for(g_42=0;(g_42<=4);g_42=safe_add_func_int32_t_s_s(g_42,2))
{
int32_t l_65=0xCD49D549L;
int16_t l_109=0L;
l_66=((((safe_mod_func_int16_t_s_s(g_42,(safe_lshift_func_uint16_t_u_s((safe_mod_func_uint32_t_u_u((safe_lshift_func_int16_t_s_s((((safe_lshift_func_int16_t_s_u((safe_mod_func_uint32_t_u_u((0x626BL>=((0x577DL<=((g_13[2]&(safe_mul_func_int16_t_s_s(g_42,g_13[2])))&&(g_42>(((safe_mul_func_uint16_t_u_u((safe_mod_func_uint32_t_u_u(0UL,(safe_mod_func_int32_t_s_s(0x4890B8A2L,l_65)))),(-1L)))<l_35)||p_20.f1))))<=9UL)),g_13[2])),12))>(-1L))==g_13[2]),7)),0xFE7A216DL)),14))))<g_13[2])^0x513AL)>=0x00155102L);
l_65=(p_20.f0>(safe_mod_func_uint16_t_u_u(((l_69&&p_20.f1)==g_13[4]),((safe_add_func_uint16_t_u_u((safe_add_func_int32_t_s_s((safe_rshift_func_uint16_t_u_u(((safe_lshift_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_u((safe_add_func_uint32_t_u_u(l_35,((safe_rshift_func_uint16_t_u_u(1UL,4))<=(safe_mod_func_uint16_t_u_u((((safe_lshift_func_int16_t_s_u(p_20.f1,(safe_lshift_func_uint16_t_u_s((0x5A08L>=(((safe_unary_minus_func_uint32_t_u(g_13[6]))>p_20.f0)==4294967287UL)),g_91))))==l_92)>g_42),0x95A0L))))),g_91)),g_91))<=g_13[7]),l_65)),p_20.f0)),l_66))&&0x0DB99E5BL))));
g_114=(safe_rshift_func_int16_t_s_u(((l_35>(safe_sub_func_uint32_t_u_u((((((safe_unary_minus_func_uint32_t_u((safe_mul_func_int16_t_s_s(g_42,(safe_rshift_func_uint16_t_u_u((safe_add_func_int32_t_s_s((safe_sub_func_uint32_t_u_u(1UL,(safe_add_func_int16_t_s_s(l_69,l_108)))),l_109)),g_42))))))&&g_13[4])<(safe_lshift_func_int16_t_s_s(((safe_add_func_int16_t_s_s(4L,p_20.f0))!=g_91),p_20.f1)))<=g_13[2])<=l_69),l_35)))!=p_19),2));
if((g_42>=(p_20.f0&(0x2D9AL>(0x9764L>=(((safe_rshift_func_int16_t_s_u((safe_add_func_uint32_t_u_u(9UL,5UL)),5))<=p_20.f0)|p_20.f1))))))
{
l_119[6][4]=l_92;
}
else
{
int32_t l_120[10]={5L,1L,5L,5L,5L,5L,1L,5L,5L,5L};
int i;
}
}
}
return g_13[3];
}
for(l_69=0;(l_69!=55);l_69=safe_add_func_uint32_t_u_u(l_69,1))
{
uint16_t l_162[5][5][5]={{{0x20C2L,65535UL,0x20C2L,0x1407L,65535UL},{0xDA1AL,65529UL,65535UL,65529UL,0xDA1AL},{0x20C2L,65529UL,65535UL,0xDA1AL,65535UL},{65535UL,65535UL,65535UL,0xDA1AL,0x1C79L},{65529UL,0x20C2L,0x20C2L,65529UL,65535UL}},{{65529UL,0xDA1AL,0x1407L,0x1407L,0xDA1AL},{65535UL,0x20C2L,0x1407L,65535UL,65535UL},{0x20C2L,65535UL,0x20C2L,0x1407L,65535UL},{0xDA1AL,65529UL,65535UL,65529UL,0xDA1AL},{0x20C2L,65529UL,65535UL,0xDA1AL,65535UL}},{{65535UL,65535UL,65535UL,0xDA1AL,0x1C79L},{65529UL,0x20C2L,0x20C2L,65529UL,65535UL},{65529UL,0xDA1AL,0x1407L,0x1407L,0xDA1AL},{65535UL,0x20C2L,0x1407L,65535UL,65535UL},{0x20C2L,65535UL,0x20C2L,0x1407L,65535UL}},{{0xDA1AL,65529UL,65535UL,65529UL,0xDA1AL},{0x20C2L,65529UL,65535UL,0xDA1AL,65535UL},{65535UL,65535UL,65535UL,0xDA1AL,0x1C79L},{65529UL,0x20C2L,0x20C2L,65529UL,65535UL},{65529UL,0xDA1AL,0x1407L,0x1407L,0xDA1AL}},{{65535UL,0x20C2L,0x1407L,65535UL,65535UL},{0x20C2L,65535UL,0x20C2L,0x1407L,65535UL},{0xDA1AL,65529UL,65535UL,65529UL,0xDA1AL},{0x20C2L,65529UL,0x1C79L,0x1407L,0x1C79L},{0x1C79L,0x1C79L,65535UL,0x1407L,65529UL}}};
uint16_t l_185=65535UL;
struct S1 l_216={0x06608B69L,0x9FB56803L,1UL};
volatile struct S1 l_219[7]={{8L,2UL,8UL},{8L,2UL,8UL},{8L,2UL,8UL},{8L,2UL,8UL},{8L,2UL,8UL},{8L,2UL,8UL},{8L,2UL,8UL}};
int i,j,k;
if((((!((p_20.f1&(g_114>((safe_mod_func_uint32_t_u_u(((safe_mod_func_uint32_t_u_u(((safe_add_func_uint16_t_u_u((2L<g_13[2]),(0UL<=4294967295UL)))<=((safe_lshift_func_uint16_t_u_u(((safe_add_func_uint16_t_u_u((safe_add_func_uint16_t_u_u((safe_mod_func_uint16_t_u_u((l_162[3][1][0]<((((-3L)&&1UL)<g_42)<p_20.f1)),p_20.f0)),65530UL)),0L))==0xCB31L),p_20.f0))<p_20.f1)),4294967295UL))||0L),g_144.f0))||0x3056L)))>=0x86B9L))|g_13[0])==g_42))
{
return l_119[6][4];
}
else
{
for(l_189=1;(l_189<=5);l_189+=1)
{
int i,j;
if(l_119[(l_189+2)][l_189])
{
return p_20.f1;
}
else
{
int32_t l_199[7][7]={{0x226855CDL,0xEA59E92CL,0L,0xEA59E92CL,0x226855CDL,0L,0xA01A805FL},{6L,0x6DAC1646L,1L,6L,1L,0x6DAC1646L,6L},{(-1L),0xA01A805FL,0xE22B5A8EL,2L,0xA01A805FL,2L,0xE22B5A8EL},{6L,6L,0xC9D84B15L,0L,0xB6445F9DL,0xC9D84B15L,0xB6445F9DL},{0x226855CDL,0xE22B5A8EL,0xE22B5A8EL,0x226855CDL,2L,(-1L),0x226855CDL},{0x077F640AL,0xB6445F9DL,1L,1L,0xB6445F9DL,0x077F640AL,0x6DAC1646L},{0xEA59E92CL,0x226855CDL,0L,0xA01A805FL,0xA01A805FL,0L,0x226855CDL}};
int i,j;
}
return l_119[(l_189+2)][l_189];
}
}
}
}
else
{
uint16_t l_278[9]={0x5069L,0x5069L,0x5069L,0x5069L,0x5069L,0x5069L,0x5069L,0x5069L,0x5069L};
int16_t l_307=0xFC73L;
int32_t l_316=1L;
int32_t l_454=0xC3802B2CL;
uint32_t l_522=0xF66EF92DL;
volatile struct S1 l_530={0xEEC1BB38L,4294967295UL,0x58D7L};
int32_t l_770=0x7CE919EEL;
int i;
for(l_35=(-30);(l_35!=58);l_35=safe_add_func_uint16_t_u_u(l_35,4))
{
int32_t l_355=0xDFED32D8L;
int32_t l_646[10][4]={{(-5L),1L,0x51F46808L,0x4EC4807FL},{0x51F46808L,0x4EC4807FL,0x51F46808L,1L},{(-5L),0x4EC4807FL,(-1L),0x4EC4807FL},{(-5L),1L,0x51F46808L,0x4EC4807FL},{0x51F46808L,0x4EC4807FL,0x51F46808L,1L},{(-5L),0x4EC4807FL,(-1L),0x4EC4807FL},{(-5L),1L,0x51F46808L,0x4EC4807FL},{0x51F46808L,0x4EC4807FL,0x51F46808L,1L},{(-5L),0x4EC4807FL,(-1L),0x4EC4807FL},{(-5L),1L,0x51F46808L,0x4EC4807FL}};
uint16_t l_787=65532UL;
uint32_t l_836=7UL;
int32_t l_849=0L;
struct S1 l_850[10]={{1L,1UL,65535UL},{0xFEA3D2E9L,0xAF7B4F85L,0xA420L},{1L,1UL,65535UL},{0x74C370ADL,0UL,0xE0DDL},{0x74C370ADL,0UL,0xE0DDL},{1L,1UL,65535UL},{0xFEA3D2E9L,0xAF7B4F85L,0xA420L},{1L,1UL,65535UL},{0x74C370ADL,0UL,0xE0DDL},{0x74C370ADL,0UL,0xE0DDL}};
int16_t l_859=0x4C59L;
int i,j;
if((safe_sub_func_int16_t_s_s(g_218.f2,(safe_mul_func_uint16_t_u_u(p_20.f0,(safe_lshift_func_uint16_t_u_s(l_316,(~(safe_rshift_func_int16_t_s_u((safe_mul_func_int16_t_s_s((safe_lshift_func_uint16_t_u_u((safe_mul_func_uint16_t_u_u((safe_mul_func_uint16_t_u_u(((((((safe_rshift_func_int16_t_s_s(((((((safe_add_func_uint32_t_u_u(((safe_mod_func_int32_t_s_s((safe_sub_func_uint16_t_u_u(p_20.f0,1L)),((safe_lshift_func_int16_t_s_u((((safe_mod_func_int16_t_s_s((!((safe_lshift_func_int16_t_s_u(((safe_rshift_func_int16_t_s_u((g_42==(safe_rshift_func_int16_t_s_s(((8UL>(safe_mul_func_uint16_t_u_u(((safe_add_func_uint32_t_u_u(((safe_lshift_func_uint16_t_u_s((safe_add_func_int16_t_s_s(g_13[2],(0L>=g_281))),g_144.f1))<=l_355),l_356))&&0UL),g_281)))^p_19),13))),14))!=0xBB75L),1))!=l_357)),0x0037L))&1L)<l_278[5]),l_355))&&p_20.f0)))&&p_20.f1),0L))==0L)==(-7L))>=0xE084898BL)==0x8E12B70EL)>=l_278[6]),g_13[2]))^0x39E1L)<1L)<=g_114)||0xFCA81645L)>=0x283BL),g_188)),0xD8B2L)),p_19)),l_355)),1))))))))))
{
uint32_t l_370=1UL;
uint32_t l_407=0x987FC7DBL;
int16_t l_465=2L;
uint32_t l_492=0xE1A0B9CBL;
int32_t l_513=0x0E2C48CEL;
if((((safe_rshift_func_int16_t_s_u(g_281,(safe_mul_func_uint16_t_u_u((p_20.f1>=l_307),(((((safe_add_func_uint16_t_u_u(g_13[2],(safe_rshift_func_int16_t_s_u(((safe_mul_func_int16_t_s_s(g_13[2],(safe_lshift_func_uint16_t_u_u(((p_20.f1!=g_144.f1)|((l_370<(safe_add_func_int16_t_s_s(l_355,p_20.f0)))>l_370)),1))))|p_20.f1),l_355))))&p_19)&&l_373)&0xF022L)||g_42)))))^8L)|p_20.f0))
{
uint16_t l_382=0x3E39L;
const uint32_t l_418=18446744073709551615UL;
int32_t l_438=(-1L);
for(l_189=(-15);(l_189<21);l_189=safe_add_func_uint16_t_u_u(l_189,8))
{
return p_20.f1;
}
}
else
{
int32_t l_459=0x170657B3L;
int32_t l_460=9L;
}
}
else
{
int32_t l_581=0x8E2DC144L;
struct S1 l_650={0L,3UL,3UL};
}
if(((((safe_lshift_func_int16_t_s_s((safe_sub_func_uint16_t_u_u((g_512[0]&&((4294967295UL>=((safe_add_func_int16_t_s_s((((safe_mul_func_int16_t_s_s((safe_lshift_func_uint16_t_u_s((safe_sub_func_int32_t_s_s((g_512[6]!=(safe_rshift_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_u(l_569,2)),(((safe_mod_func_int16_t_s_s(((safe_sub_func_uint32_t_u_u(4294967291UL,((safe_mod_func_int32_t_s_s((safe_mul_func_int16_t_s_s(((safe_lshift_func_int16_t_s_u(((p_19||(safe_sub_func_uint32_t_u_u((safe_add_func_uint16_t_u_u(p_19,(((1L&((safe_lshift_func_int16_t_s_u((safe_add_func_uint16_t_u_u((safe_mod_func_int16_t_s_s(((p_20.f0||p_19)||(-3L)),g_374.f1)),2UL)),8))<=l_278[6]))||l_356)&6L))),0x0061187EL)))|l_646[6][3]),g_13[2]))==65530UL),9L)),g_91))||g_42)))|0xA413L),(-10L)))^4L)!=g_281)))),l_355)),4)),0UL))|(-5L))==8UL),l_355))|l_646[4][2]))>2L)),p_19)),p_20.f0))|p_20.f1)&&0x53574818L)|p_20.f0))
{
uint32_t l_687[8][9][3]={{{0x9AFC706BL,0xA96F4BDFL,0x9AFC706BL},{0x733BC389L,0x51E853A6L,18446744073709551606UL},{0x5F160813L,0xDD58D6CBL,18446744073709551615UL},{0x51419E77L,0x45CB3187L,18446744073709551615UL},{4UL,18446744073709551610UL,0UL},{0x51419E77L,0xA96F4BDFL,18446744073709551615UL},{0x5F160813L,0UL,0xDE81FBE6L},{0x733BC389L,0UL,18446744073709551615UL},{0x9AFC706BL,0x51E853A6L,0UL}},{{1UL,0x944CFA46L,0x272E4FD6L},{0x51419E77L,0x944CFA46L,0xC7288217L},{18446744073709551606UL,0x51E853A6L,0UL},{0xF9D97035L,0UL,18446744073709551615UL},{1UL,0UL,18446744073709551615UL},{18446744073709551615UL,0xA96F4BDFL,0x272E4FD6L},{0x9AFC706BL,18446744073709551610UL,0x51419E77L},{0x5F160813L,0x45CB3187L,0x272E4FD6L},{0xF9D97035L,0xDD58D6CBL,18446744073709551615UL}},{{0xE31938AEL,0x51E853A6L,18446744073709551615UL},{0UL,0xA96F4BDFL,0UL},{1UL,18446744073709551615UL,18446744073709551615UL},{0x11DF7DF3L,18446744073709551615UL,0UL},{0x11DF7DF3L,18446744073709551615UL,0xA8E26C5DL},{0x76A29682L,0xE31938AEL,0xA82ABD4EL},{0xA8E26C5DL,18446744073709551606UL,18446744073709551615UL},{0x883E8B3BL,0x733BC389L,18446744073709551607UL},{18446744073709551615UL,18446744073709551615UL,5UL}},{{1UL,18446744073709551615UL,18446744073709551611UL},{9UL,18446744073709551615UL,0xA82ABD4EL},{0xA82ABD4EL,0x733BC389L,0xBE364382L},{0x76A29682L,18446744073709551606UL,9UL},{18446744073709551615UL,0xE31938AEL,18446744073709551615UL},{0xF746BDAEL,18446744073709551615UL,0xF9012050L},{18446744073709551615UL,18446744073709551615UL,0xF9012050L},{0x6741BA7BL,0UL,18446744073709551615UL},{9UL,1UL,9UL}},{{0x11DF7DF3L,0x9AFC706BL,0xBE364382L},{1UL,4UL,0xA82ABD4EL},{18446744073709551615UL,0xE31938AEL,18446744073709551611UL},{1UL,0x733BC389L,5UL},{18446744073709551615UL,1UL,18446744073709551607UL},{1UL,0xC7288217L,18446744073709551615UL},{0x11DF7DF3L,0x1AAE2FDCL,0xA82ABD4EL},{9UL,0x9AFC706BL,0xA8E26C5DL},{0x6741BA7BL,18446744073709551606UL,0UL}},{{18446744073709551615UL,18446744073709551606UL,18446744073709551615UL},{0xF746BDAEL,0x9AFC706BL,5UL},{18446744073709551615UL,0x1AAE2FDCL,0xF9012050L},{0x76A29682L,0xC7288217L,18446744073709551611UL},{0xA82ABD4EL,1UL,0UL},{9UL,0x733BC389L,18446744073709551615UL},{1UL,0xE31938AEL,0UL},{18446744073709551615UL,4UL,18446744073709551611UL},{0x883E8B3BL,0x9AFC706BL,0xF9012050L}},{{0xA8E26C5DL,1UL,5UL},{0x76A29682L,0UL,18446744073709551615UL},{0x11DF7DF3L,18446744073709551615UL,0UL},{0x11DF7DF3L,18446744073709551615UL,0xA8E26C5DL},{0x76A29682L,0xE31938AEL,0xA82ABD4EL},{0xA8E26C5DL,18446744073709551606UL,18446744073709551615UL},{0x883E8B3BL,0x733BC389L,18446744073709551607UL},{18446744073709551615UL,18446744073709551615UL,5UL},{1UL,18446744073709551615UL,18446744073709551611UL}},{{9UL,18446744073709551615UL,0xA82ABD4EL},{0xA82ABD4EL,0x733BC389L,0xBE364382L},{0x76A29682L,18446744073709551606UL,9UL},{18446744073709551615UL,0xE31938AEL,18446744073709551615UL},{0xF746BDAEL,18446744073709551615UL,0xF9012050L},{18446744073709551615UL,18446744073709551615UL,0xF9012050L},{0x6741BA7BL,0UL,18446744073709551615UL},{9UL,1UL,9UL},{0x11DF7DF3L,0x9AFC706BL,0xBE364382L}}};
uint16_t l_873=0x93A6L;
int32_t l_901=0x26317045L;
int i,j,k;
if(l_687[4][3][2])
{
uint16_t l_718[10][7][3]={{{65532UL,0xB876L,0xC016L},{0x6D89L,6UL,0x57F7L},{65535UL,0xF4FEL,0UL},{65529UL,0xB102L,65532UL},{0UL,0x244AL,0UL},{0x0134L,0UL,0x57F7L},{0x8E37L,0x2D4FL,0xC016L}},{{1UL,4UL,0UL},{1UL,1UL,65528UL},{1UL,1UL,65529UL},{0x8E37L,65527UL,65532UL},{0x0134L,65535UL,1UL},{0UL,65535UL,0UL},{0x9CD3L,0x0212L,1UL}},{{1UL,65528UL,0x0C3EL},{6UL,0x57F7L,0x7934L},{65528UL,1UL,0UL},{0x7934L,0x0134L,0x7934L},{0x0BB4L,0UL,0x0C3EL},{0xE03DL,65534UL,1UL},{65531UL,65535UL,0UL}},{{0x306EL,65527UL,65528UL},{65531UL,0x9B54L,65528UL},{0xE03DL,1UL,0x9CD3L},{0x0BB4L,0xC016L,65531UL},{0x7934L,0x6D89L,0x34B6L},{65528UL,0xC016L,0UL},{6UL,1UL,65535UL}},{{1UL,0x9B54L,65535UL},{0x9CD3L,65527UL,0x8D8EL},{65535UL,65535UL,65535UL},{65528UL,65534UL,65535UL},{0x51DCL,0UL,0UL},{65528UL,0x0134L,0x34B6L},{0x2411L,1UL,65531UL}},{{65528UL,0x57F7L,0x9CD3L},{0x51DCL,65528UL,65528UL},{65528UL,0x0212L,65528UL},{65535UL,65535UL,0UL},{0x9CD3L,0x0212L,1UL},{1UL,65528UL,0x0C3EL},{6UL,0x57F7L,0x7934L}},{{65528UL,1UL,0UL},{0x7934L,0x0134L,0x7934L},{0x0BB4L,0UL,0x0C3EL},{0xE03DL,65534UL,1UL},{65531UL,65535UL,0UL},{0x306EL,65527UL,65528UL},{65531UL,0x9B54L,65528UL}},{{0xE03DL,1UL,0x9CD3L},{0x0BB4L,0xC016L,65531UL},{0x7934L,0x6D89L,0x34B6L},{65528UL,0xC016L,0UL},{6UL,1UL,65535UL},{1UL,0x9B54L,65535UL},{0x9CD3L,65527UL,0x8D8EL}},{{65535UL,65535UL,65535UL},{65528UL,65534UL,65535UL},{0x51DCL,0UL,0UL},{65528UL,0x0134L,0x34B6L},{0x2411L,1UL,65531UL},{65528UL,0x57F7L,0x9CD3L},{0x51DCL,65528UL,65528UL}},{{65528UL,0x0212L,65528UL},{65535UL,65535UL,0UL},{0x9CD3L,0x0212L,1UL},{1UL,65528UL,0x0C3EL},{6UL,0x57F7L,0x7934L},{65528UL,1UL,0UL},{0x7934L,0x0134L,0x7934L}}};
int i,j,k;
if((safe_unary_minus_func_int32_t_s(l_530.f2)))
{
return l_119[6][1];
}
else
{
}
}
else
{
}
}
else
{
return p_20.f0;
}
}
}
for(g_187=0;(g_187==55);g_187=safe_add_func_int16_t_s_s(g_187,1))
{
int16_t l_915=0xC918L;
int32_t l_940[8][6];
uint32_t l_1066[8][3][4]={{{0xC3AA9B49L,0x7D33A04FL,4294967295UL,0x0EF8165AL},{0xB042EDB7L,4294967294UL,0xBAADB2A4L,0x7E72BC18L},{5UL,0x7D33A04FL,4294967294UL,7UL}},{{0xEDA237ABL,0x17D08E23L,4294967295UL,1UL},{0xB276DDADL,0x7E72BC18L,0xB276DDADL,0xC487C592L},{4294967293UL,0xEDA237ABL,0x7E72BC18L,0UL}},{{0x0EF8165AL,0x11018FF0L,7UL,0xEDA237ABL},{0x3C64C44FL,0xB042EDB7L,7UL,0x0EF8165AL},{0x0EF8165AL,6UL,0x7E72BC18L,1UL}},{{4294967293UL,4294967295UL,0xB276DDADL,0x76F80D21L},{0xB276DDADL,0x76F80D21L,4294967295UL,6UL},{0xEDA237ABL,0x3C64C44FL,4294967294UL,4294967294UL}},{{5UL,5UL,0UL,4294967295UL},{0x7E72BC18L,0xC487C592L,0xA01CF49BL,4294967295UL},{4294967295UL,1UL,4294967295UL,0xA01CF49BL}},{{0UL,1UL,0xB042EDB7L,4294967295UL},{1UL,0xC487C592L,0x3C64C44FL,4294967295UL},{1UL,5UL,0x7D33A04FL,4294967294UL}},{{4294967295UL,0x3C64C44FL,1UL,6UL},{0x7D33A04FL,0x76F80D21L,4294967293UL,0x76F80D21L},{0xA01CF49BL,4294967295UL,6UL,1UL}},{{0xBAADB2A4L,6UL,0x17D08E23L,0x0EF8165AL},{0x76F80D21L,0xB042EDB7L,0xC3AA9B49L,0xEDA237ABL},{0x76F80D21L,0x11018FF0L,0x17D08E23L,0UL}}};
int32_t l_1080=0xACB7A9D7L;
int16_t l_1081=(-1L);
int i,j,k;
for(i=0;i<8;i++)
{
}
if((safe_lshift_func_uint16_t_u_s((g_144.f0!=(((safe_unary_minus_func_int16_t_s(((p_19^g_898[0][0])&(safe_rshift_func_int16_t_s_u(0L,5)))))&&(((safe_sub_func_int32_t_s_s(1L,g_512[1]))==g_898[3][1])&((safe_lshift_func_int16_t_s_s(p_19,6))&&(((safe_mod_func_int32_t_s_s((((((p_19&&g_187)&g_144.f1)&&p_19)^l_915)&&0x2C63L),0x70788D71L))>l_357)^p_20.f1))))<=l_599[2][0][5])),5)))
{
int16_t l_916=0x18B7L;
int32_t l_969=(-5L);
for(l_35=0;(l_35<=23);l_35=safe_add_func_int32_t_s_s(l_35,1))
{
for(g_547=0;(g_547<=5);g_547+=1)
{
uint32_t l_939=0xF4E2DF13L;
for(l_373=2;(l_373<=8);l_373+=1)
{
int i,j;
l_119[(g_547+2)][g_547]=(((safe_rshift_func_int16_t_s_s(g_512[(g_547+3)],9))!=(safe_sub_func_uint32_t_u_u(1UL,(((safe_mod_func_int16_t_s_s(((((safe_add_func_uint16_t_u_u((safe_lshift_func_uint16_t_u_u((safe_mod_func_int32_t_s_s((l_119[(g_547+3)][g_547]||(safe_rshift_func_uint16_t_u_u(((safe_mul_func_int16_t_s_s((safe_sub_func_uint32_t_u_u(l_119[l_373][g_547],0x1B71D3D7L)),4UL))||(l_119[l_373][g_547]&p_19)),((((safe_sub_func_uint32_t_u_u((g_42<l_939),g_13[2]))!=4294967288UL)||l_915)|l_186)))),g_874.f1)),0)),p_20.f1))<=g_114)&p_20.f1)>0x07B4L),0x263AL))!=p_20.f1)!=0xAE5CL))))!=p_20.f0);
return p_19;
}
}
}
if((((safe_lshift_func_uint16_t_u_u((safe_sub_func_int32_t_s_s(l_916,(safe_lshift_func_uint16_t_u_s((safe_rshift_func_uint16_t_u_u((safe_add_func_uint32_t_u_u((l_356<(((((safe_mul_func_int16_t_s_s((((safe_mod_func_uint32_t_u_u(g_144.f1,(safe_sub_func_int16_t_s_s((((((safe_lshift_func_int16_t_s_s((p_20.f0&(-7L)),(safe_rshift_func_int16_t_s_s((safe_rshift_func_int16_t_s_s((((g_547||g_281)&(safe_sub_func_int16_t_s_s((safe_rshift_func_uint16_t_u_s((safe_sub_func_uint16_t_u_u((0x329DL!=(l_916^0UL)),p_20.f0)),p_20.f1)),g_512[2])))&&0x53D3L),g_187)),l_35))))!=l_969)!=l_969)<=g_719[4][2][0])&&0x351190FCL),6UL))))^g_719[4][2][0])>=0xFB3CL),g_273.f0))|g_13[4])||0xC2DBL)|l_916)>p_20.f1)),g_13[2])),g_898[3][1])),5)))),3))>p_20.f0)&2UL))
{
g_874=g_374;
}
else
{
int16_t l_993=0x52A3L;
int32_t l_1045=(-9L);
if((safe_lshift_func_int16_t_s_s(((safe_sub_func_int16_t_s_s((safe_mul_func_uint16_t_u_u((safe_add_func_int32_t_s_s((p_20.f0||((safe_add_func_uint32_t_u_u(p_20.f0,((safe_rshift_func_uint16_t_u_u((7UL&&0x25E9BA19L),3))>=(safe_unary_minus_func_int16_t_s(((safe_add_func_int32_t_s_s(((safe_add_func_uint16_t_u_u((((0x27F7L<((safe_rshift_func_uint16_t_u_u((((((((((safe_add_func_int32_t_s_s(((g_875.f0>=(safe_add_func_int16_t_s_s(l_993,l_119[6][4])))>p_19),l_940[6][0]))==p_19)<9UL)&&0x1830L)!=g_42)^l_916)&0x9408A991L)&0UL)==1L),g_114))>=l_916))|g_281)<p_20.f0),g_994))&&2L),0xE5C5C0BCL))!=g_719[2][0][0]))))))&&g_719[4][2][0])),l_916)),0x0EABL)),0xCBF3L))||2L),12)))
{
uint32_t l_1011=1UL;
}
else
{
l_1045=((safe_mod_func_int32_t_s_s(l_993,1UL))==(safe_add_func_uint16_t_u_u((((g_42|g_719[4][2][0])||(safe_lshift_func_uint16_t_u_u((0xA5B3BCCBL<=l_769),15)))>(((safe_mod_func_uint32_t_u_u((safe_sub_func_uint32_t_u_u(((((safe_mod_func_uint16_t_u_u((((~((0x0C0AFBECL&(((safe_unary_minus_func_uint16_t_u(((safe_mod_func_uint16_t_u_u((safe_add_func_int16_t_s_s(l_356,(safe_rshift_func_uint16_t_u_u(g_281,p_20.f0)))),0x3284L))|1L)))|p_20.f0)<=g_273.f1))|l_915))&l_993)<=0UL),g_512[3]))<=65535UL)==0x885BL)^0xA901L),4294967295UL)),4294967289UL))<=(-7L))>=g_187)),g_994)));
return g_374.f0;
}
}
}
else
{
int32_t l_1058=0x895C4CD4L;
for(g_42=5;(g_42>=0);g_42-=1)
{
int i;
for(l_357=0;l_357<8;l_357+=1)
{
}
g_144.f0=g_512[g_42];
}
}
}
return l_1065;
}
int main(void)
{
int i,j,k;
int print_hash_value=0;
platform_main_begin();
crc32_gentab();
func_1();
for(i=0;i<8;i++)
{
transparent_crc(g_13[i],"g_13[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_42,"g_42",print_hash_value);
transparent_crc(g_91,"g_91",print_hash_value);
transparent_crc(g_114,"g_114",print_hash_value);
transparent_crc(g_144.f0,"g_144.f0",print_hash_value);
transparent_crc(g_144.f1,"g_144.f1",print_hash_value);
transparent_crc(g_187,"g_187",print_hash_value);
transparent_crc(g_188,"g_188",print_hash_value);
transparent_crc(g_218.f0,"g_218.f0",print_hash_value);
transparent_crc(g_218.f1,"g_218.f1",print_hash_value);
transparent_crc(g_218.f2,"g_218.f2",print_hash_value);
transparent_crc(g_273.f0,"g_273.f0",print_hash_value);
transparent_crc(g_273.f1,"g_273.f1",print_hash_value);
transparent_crc(g_281,"g_281",print_hash_value);
transparent_crc(g_374.f0,"g_374.f0",print_hash_value);
transparent_crc(g_374.f1,"g_374.f1",print_hash_value);
for(i=0;i<9;i++)
{
transparent_crc(g_512[i],"g_512[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_547,"g_547",print_hash_value);
for(i=0;i<6;i++)
{
for(j=0;j<7;j++)
{
for(k=0;k<1;k++)
{
transparent_crc(g_719[i][j][k],"g_719[i][j][k]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
transparent_crc(g_874.f0,"g_874.f0",print_hash_value);
transparent_crc(g_874.f1,"g_874.f1",print_hash_value);
transparent_crc(g_875.f0,"g_875.f0",print_hash_value);
transparent_crc(g_875.f1,"g_875.f1",print_hash_value);
for(i=0;i<8;i++)
{
for(j=0;j<6;j++)
{
transparent_crc(g_898[i][j],"g_898[i][j]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d]\n",i,j);
}
}
transparent_crc(g_994,"g_994",print_hash_value);
transparent_crc(g_1092.f0,"g_1092.f0",print_hash_value);
transparent_crc(g_1092.f1,"g_1092.f1",print_hash_value);
transparent_crc(g_1092.f2,"g_1092.f2",print_hash_value);
transparent_crc(g_1255.f0,"g_1255.f0",print_hash_value);
transparent_crc(g_1341,"g_1341",print_hash_value);
transparent_crc(g_1395.f0,"g_1395.f0",print_hash_value);
transparent_crc(g_1395.f1,"g_1395.f1",print_hash_value);
transparent_crc(g_1416,"g_1416",print_hash_value);
for(i=0;i<3;i++)
{
for(j=0;j<6;j++)
{
for(k=0;k<5;k++)
{
transparent_crc(g_1482[i][j][k],"g_1482[i][j][k]",print_hash_value);
}
}
}
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
