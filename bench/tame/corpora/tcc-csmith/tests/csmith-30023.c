#include "csmith.h"
#pragma pack(push)
struct S0{
signed f0:2;
};
struct S1{
struct S0 f0;
uint32_t f1;
volatile signed f2:8;
uint32_t f3;
uint32_t f4;
int64_t f5;
uint64_t f6;
uint16_t f7;
};
static int32_t g_2=0x21009D43L;
static uint8_t g_31[3][6][9]={};
static int32_t g_44=0x5C66B319L;
static int16_t g_45=1L;
static uint16_t g_46=0xE9EEL;
static uint8_t g_50=253UL;
static struct S0 g_84[4]={};
static int32_t g_87=0x13CFF855L;
static volatile int8_t g_92=0xE9L;
static volatile uint32_t g_93=0xF3EF28B5L;
static volatile uint8_t g_102=0x96L;
static volatile uint8_t*volatile g_101= &g_102;
static volatile uint8_t*volatile*g_100= &g_101;
static volatile uint8_t*volatile**g_99= &g_100;
static uint8_t*g_112= &g_50;
static uint8_t**g_111= &g_112;
static uint32_t g_117=0xAC92380CL;
static int32_t g_123=0x738CF3A2L;
static int64_t g_125[9][7][4]={};
static uint64_t g_128=0x59640E1577BE735BLL;
static int32_t g_147=0xFFAB6C5FL;
static uint16_t g_152=0x282FL;
static volatile struct S1 g_155[4][10][1]={};
static struct S0 g_163={};
static int32_t*g_193= &g_44;
static struct S1 g_221={};
static uint8_t g_226=0x28L;
static uint8_t g_233=0UL;
static uint64_t*g_242= &g_221.f6;
static int32_t*volatile g_247= &g_87;
static int32_t**volatile g_248= &g_193;
static volatile struct S1*const g_253=(void*)0;
static const uint8_t*g_292= &g_50;
static const uint8_t**g_291= &g_292;
static const uint8_t***g_290= &g_291;
static uint32_t g_297=4294967295UL;
static volatile uint64_t g_319=0x48A50CEE0398EE97LL;
static volatile uint64_t*volatile g_328= &g_155[3][8][0].f6;
static int32_t g_330=1L;
static struct S1 g_380={};
static int32_t**volatile g_390= &g_193;
static int16_t g_400=(-5L);
static int32_t g_401=0x3B4932BBL;
static int8_t g_404=(-1L);
static const int16_t g_407[9][7][4]={};
static volatile struct S1 g_435={};
static int64_t g_440=(-8L);
static int32_t g_442=6L;
static uint32_t g_444[9][6]={{3UL,3UL,4UL,3UL,3UL,4UL},{3UL,3UL,4UL,3UL,3UL,4UL},{3UL,3UL,4UL,3UL,3UL,4UL},{3UL,3UL,4UL,3UL,3UL,4UL},{3UL,3UL,4UL,3UL,3UL,4UL},{3UL,3UL,4UL,3UL,3UL,4UL},{3UL,3UL,4UL,3UL,3UL,4UL},{3UL,3UL,4UL,3UL,3UL,4UL},{3UL,3UL,4UL,3UL,3UL,4UL}};
static int16_t*volatile*g_476=(void*)0;
static int8_t g_490=0x4CL;
static struct S1 g_500={{1},18446744073709551615UL,12,0x5C0A1C73L,0xB7BAED7FL,4L,0x215879119DF868F4LL,8UL};
static int64_t g_524=0x4DBCA335BC6A01FFLL;
static struct S1 g_535={{1},0xEDE3505AL,2,18446744073709551615UL,0x519E1F5BL,-8L,0xC9525309283CC6DCLL,65535UL};
static volatile struct S1 g_543={{0},1UL,4,18446744073709551615UL,0x686054BBL,0x9AE4ED05AA8E4D87LL,0x77EC3D8817911AC9LL,0x4FE3L};
static uint32_t g_551[8]={0x44ED7F2AL,0x44ED7F2AL,0x44ED7F2AL,0x44ED7F2AL,0x44ED7F2AL,0x44ED7F2AL,0x44ED7F2AL,0x44ED7F2AL};
static int32_t g_553=0x8DDBFA05L;
static volatile struct S1 g_618={{1},18446744073709551615UL,-12,0xFB78DF7EL,1UL,1L,0UL,1UL};
static volatile struct S1 g_620={{1},0x5E13FC44L,10,0UL,0x4839C18AL,0x9179CCE443FE79B7LL,1UL,0x431AL};
static const volatile struct S1 g_621={{-0},0x1A2ED5FBL,1,18446744073709551608UL,0xBD8A0667L,0x286DE5F2D1587752LL,2UL,1UL};
static volatile struct S1 g_622={{0},0x1B9D64F8L,1,18446744073709551612UL,5UL,0x694093B609AF77E8LL,18446744073709551615UL,0x3FDCL};
static volatile struct S1 g_625={{-0},0x370B43B1L,-2,0x887D220FL,0UL,0xFB514DCF4F7CB32CLL,0xCB15012088B5780ALL,65529UL};
static volatile struct S1 g_626={{-1},0x5597EF3BL,9,3UL,2UL,0xFDF33184897C6781LL,0x161E9A5B81007B56LL,0x0389L};
static int32_t**volatile g_661= &g_193;
static int32_t**volatile g_696= &g_193;
static const struct S1 g_700[10][1][2]={{{{{-0},0x08ABCB79L,-0,0UL,0x9B795AC7L,0x2EBF9263B1796C6ELL,0xCEE0753EF9BA4884LL,1UL},{{1},0x21DB5304L,0,0x0FDDC16EL,0x0569FD74L,0x36BD237CE46B5DE3LL,8UL,6UL}}},{{{{0},1UL,6,0x3135BEC9L,0x051A5C64L,-2L,0UL,0xA534L},{{0},1UL,6,0x3135BEC9L,0x051A5C64L,-2L,0UL,0xA534L}}},{{{{0},1UL,6,0x3135BEC9L,0x051A5C64L,-2L,0UL,0xA534L},{{1},0x21DB5304L,0,0x0FDDC16EL,0x0569FD74L,0x36BD237CE46B5DE3LL,8UL,6UL}}},{{{{-0},0x08ABCB79L,-0,0UL,0x9B795AC7L,0x2EBF9263B1796C6ELL,0xCEE0753EF9BA4884LL,1UL},{{-0},18446744073709551606UL,13,0xC240D6B0L,0x67DD9850L,0x569676271C1FAC29LL,0x108D20B66B834559LL,0UL}}},{{{{1},0x21DB5304L,0,0x0FDDC16EL,0x0569FD74L,0x36BD237CE46B5DE3LL,8UL,6UL},{{-0},18446744073709551606UL,13,0xC240D6B0L,0x67DD9850L,0x569676271C1FAC29LL,0x108D20B66B834559LL,0UL}}},{{{{-0},0x08ABCB79L,-0,0UL,0x9B795AC7L,0x2EBF9263B1796C6ELL,0xCEE0753EF9BA4884LL,1UL},{{1},0x21DB5304L,0,0x0FDDC16EL,0x0569FD74L,0x36BD237CE46B5DE3LL,8UL,6UL}}},{{{{0},1UL,6,0x3135BEC9L,0x051A5C64L,-2L,0UL,0xA534L},{{0},1UL,6,0x3135BEC9L,0x051A5C64L,-2L,0UL,0xA534L}}},{{{{0},1UL,6,0x3135BEC9L,0x051A5C64L,-2L,0UL,0xA534L},{{1},0x21DB5304L,0,0x0FDDC16EL,0x0569FD74L,0x36BD237CE46B5DE3LL,8UL,6UL}}},{{{{-0},0x08ABCB79L,-0,0UL,0x9B795AC7L,0x2EBF9263B1796C6ELL,0xCEE0753EF9BA4884LL,1UL},{{-0},18446744073709551606UL,13,0xC240D6B0L,0x67DD9850L,0x569676271C1FAC29LL,0x108D20B66B834559LL,0UL}}},{{{{1},0x21DB5304L,0,0x0FDDC16EL,0x0569FD74L,0x36BD237CE46B5DE3LL,8UL,6UL},{{-0},18446744073709551606UL,13,0xC240D6B0L,0x67DD9850L,0x569676271C1FAC29LL,0x108D20B66B834559LL,0UL}}}};
static int8_t*g_725= &g_404;
static struct S1 g_790[3][2]={{{{-0},1UL,11,0x037D740CL,3UL,0xD0C92A130B7CFF47LL,0x385692757F56F086LL,0x61BCL},{{-0},1UL,11,0x037D740CL,3UL,0xD0C92A130B7CFF47LL,0x385692757F56F086LL,0x61BCL}},{{{-0},1UL,11,0x037D740CL,3UL,0xD0C92A130B7CFF47LL,0x385692757F56F086LL,0x61BCL},{{-0},1UL,11,0x037D740CL,3UL,0xD0C92A130B7CFF47LL,0x385692757F56F086LL,0x61BCL}},{{{-0},1UL,11,0x037D740CL,3UL,0xD0C92A130B7CFF47LL,0x385692757F56F086LL,0x61BCL},{{-0},1UL,11,0x037D740CL,3UL,0xD0C92A130B7CFF47LL,0x385692757F56F086LL,0x61BCL}}};
static const volatile struct S1 g_807={{1},0UL,8,0xC4C9CD16L,0UL,1L,4UL,0x9797L};
static uint8_t g_830=0x31L;
static const volatile struct S1 g_834={{0},8UL,9,0x18E6C7E3L,0xD0BDC294L,0x2762EA5E7CE04474LL,18446744073709551615UL,0xAFC6L};
static int8_t g_847[10]={0x0AL,0x0AL,0xEBL,0x0AL,0x0AL,0xEBL,0x0AL,0x0AL,0xEBL,0x0AL};
static int32_t g_849=0x4435991DL;
static const int32_t g_885=0xEB1B1782L;
static const int32_t*g_886=(void*)0;
static const int32_t g_888=8L;
static struct S1 g_912={{1},0xBA976BFAL,9,18446744073709551613UL,0UL,0x119D99C7E4394523LL,0x35F19503A445258BLL,0xBA4EL};
static const struct S0*g_945= &g_500.f0;
static const struct S0**volatile g_944= &g_945;
static struct S1 g_1007={{0},0x8EAE3A58L,6,0UL,0x8FBAB065L,0xBFE7AEF3532B0C59LL,0x3D0A76C368764651LL,0x0E0DL};
static struct S1 g_1008={{0},0UL,-11,1UL,0x9600B43BL,-7L,9UL,0x4B58L};
static struct S1 g_1009={{0},0xE76C3D07L,1,0x687CE4E8L,0xC811A67CL,0x8052B53DF6357B9CLL,0x8446BFA453C63A8DLL,0xE38AL};
static struct S1 g_1046={{0},0x3732DC89L,10,0x70A63EC8L,0x2D9085EDL,1L,0UL,0x2023L};
static struct S1 g_1047={{-0},1UL,-13,18446744073709551615UL,0UL,0x21205D7A5AC5CFACLL,0x5A1670ABF5610FE9LL,65532UL};
static struct S1 g_1084={{-0},0xD5646F44L,2,18446744073709551615UL,18446744073709551614UL,5L,0xA4C0624445887146LL,0xE1ECL};
static struct S1 g_1085={{1},0x5D0232E5L,8,0x4C4B8154L,0xB8ACFB5CL,1L,0UL,0UL};
static struct S0*g_1237= &g_84[3];
static struct S0**volatile g_1236= &g_1237;
static struct S1 g_1238={{-1},3UL,8,0xFD00B416L,3UL,-7L,18446744073709551614UL,6UL};
static int16_t func_3(int32_t p_4,uint64_t p_5,int16_t p_6,uint8_t p_7,int8_t p_8);
static uint16_t func_15(int32_t p_16,int64_t p_17,int32_t p_18,struct S0 p_19,uint32_t p_20);
static int32_t func_23(uint64_t p_24,int32_t p_25,uint8_t p_26,uint64_t p_27,int64_t p_28);
static uint32_t func_39(uint8_t*p_40);
static struct S1 func_1(void)
{
uint32_t l_21=9UL;
struct S0 l_22={-1};
uint16_t*l_1163[6]={&g_1008.f7,&g_1008.f7,&g_1008.f7,&g_1008.f7,&g_1008.f7,&g_1008.f7};
int32_t l_1164=0L;
int8_t l_1169=0L;
uint64_t l_1182[3];
int32_t*l_1225= &g_2;
int32_t*l_1226=(void*)0;
int32_t*l_1227= &g_87;
int32_t*l_1228= &g_147;
int32_t*l_1229=(void*)0;
int32_t*l_1230= &g_44;
int32_t*l_1231[3][8][5]={{{&g_849,&l_1164,(void*)0,&g_44,&l_1164},{(void*)0,&g_2,&g_2,(void*)0,&g_87},{&g_849,&l_1164,(void*)0,&g_44,&l_1164},{(void*)0,&g_2,&g_2,(void*)0,&g_87},{&g_849,&l_1164,(void*)0,&g_44,&l_1164},{(void*)0,&g_2,&g_2,(void*)0,&g_87},{&g_849,&l_1164,(void*)0,&g_44,&l_1164},{(void*)0,&g_2,&g_2,(void*)0,&g_87}},{{&g_849,&l_1164,(void*)0,&g_44,&l_1164},{(void*)0,&g_2,&g_2,(void*)0,&g_87},{&g_849,&l_1164,(void*)0,&g_44,&l_1164},{(void*)0,&g_2,&g_2,(void*)0,&g_87},{&g_849,&l_1164,(void*)0,&g_44,&l_1164},{(void*)0,&g_2,&g_2,(void*)0,&g_87},{&g_849,&l_1164,(void*)0,&g_44,&l_1164},{(void*)0,&g_2,&g_2,(void*)0,&g_87}},{{&g_849,&l_1164,(void*)0,&g_44,&l_1164},{(void*)0,&g_2,&g_2,(void*)0,&g_87},{&g_849,&l_1164,(void*)0,&g_44,&l_1164},{(void*)0,&g_2,&g_2,(void*)0,&g_87},{&g_849,&l_1164,(void*)0,&g_44,&l_1164},{(void*)0,&g_2,&g_2,(void*)0,&g_87},{&g_849,&l_1164,(void*)0,&g_44,&l_1164},{(void*)0,&g_2,&g_2,(void*)0,&g_87}}};
int32_t l_1232=0L;
uint64_t l_1233[3][1][3]={{{18446744073709551606UL,18446744073709551615UL,18446744073709551606UL}},{{18446744073709551607UL,18446744073709551607UL,18446744073709551607UL}},{{18446744073709551606UL,18446744073709551615UL,18446744073709551606UL}}};
int i,j,k;
for(i=0;i<3;i++)
l_1182[i]=0xA5518BF645574967LL;
(*l_1225)=((g_2,func_3(func_9(((((+(g_2!=((safe_lshift_func_int8_t_s_s(((l_1164^=func_15(g_2,l_21,g_2,l_22,l_22.f0)),(safe_div_func_uint8_t_u_u(((((safe_sub_func_int8_t_s_s((-7L),l_21))|l_21)==6UL),l_1164),0x82L))),l_21)),18446744073709551615UL)))>1L)&l_1169)||(*g_725)),g_1007.f0.f0),l_22.f0,l_1169,l_1182[0],l_22.f0)),(-5L));
++l_1233[0][0][1];
(*g_1236)= &l_22;
return g_1238;
}
static int16_t func_3(int32_t p_4,uint64_t p_5,int16_t p_6,uint8_t p_7,int8_t p_8)
{
int32_t*l_1170= &g_123;
int32_t*l_1171= &g_2;
int32_t*l_1172= &g_87;
int32_t*l_1173=(void*)0;
int32_t*l_1174= &g_147;
int32_t*l_1175= &g_123;
int32_t*l_1176= &g_849;
int32_t l_1177=0xBE10C584L;
int32_t*l_1178[9][7]={{&g_87,&l_1177,&g_44,&g_44,&l_1177,&g_87,&g_87},{&g_87,&g_44,&g_44,(void*)0,(void*)0,&g_44,&g_2},{&g_44,&g_44,&g_87,&g_44,&g_553,&g_123,&g_44},{&g_44,&g_87,&g_147,(void*)0,&l_1177,&g_123,&g_123},{&l_1177,&g_44,(void*)0,&g_44,&l_1177,&g_87,&g_87},{&g_44,&g_123,(void*)0,&g_87,&g_553,&g_44,&g_44},{&g_147,&g_44,&g_44,&g_553,&g_87,(void*)0,&g_123},{&g_44,&g_87,&g_87,&l_1177,&g_44,(void*)0,&g_44},{&l_1177,&g_123,&g_123,&l_1177,(void*)0,&g_147,&g_87}};
uint64_t l_1179=1UL;
int i,j;
l_1179++;
return(**g_696);
}
static uint16_t func_15(int32_t p_16,int64_t p_17,int32_t p_18,struct S0 p_19,uint32_t p_20)
{
uint8_t l_29=1UL;
uint8_t*l_30[6][5][8]={{{&l_29,&g_31[2][0][4],&l_29,&l_29,&g_31[0][5][7],&l_29,&l_29,(void*)0},{&l_29,&l_29,&g_31[1][4][0],&g_31[0][1][4],&l_29,&l_29,&l_29,&l_29},{&l_29,&g_31[2][0][4],&g_31[0][1][4],&l_29,&g_31[2][0][4],(void*)0,(void*)0,&g_31[0][5][7]},{&l_29,&g_31[0][1][4],(void*)0,&g_31[0][1][4],(void*)0,&g_31[0][1][4],(void*)0,&g_31[0][1][4]},{&l_29,(void*)0,&l_29,&g_31[2][0][4],&l_29,&g_31[0][1][4],&g_31[0][1][4],&l_29}},{{&l_29,&g_31[0][5][7],(void*)0,&l_29,&l_29,&l_29,&g_31[0][1][4],&l_29},{(void*)0,&l_29,&l_29,&g_31[0][1][4],&g_31[2][1][5],&l_29,(void*)0,(void*)0},{&g_31[2][1][5],&l_29,(void*)0,(void*)0,&g_31[2][3][7],&g_31[2][3][7],(void*)0,(void*)0},{&g_31[0][5][7],&g_31[0][5][7],&g_31[0][1][4],&l_29,&g_31[0][1][4],&g_31[0][1][7],&l_29,&g_31[0][1][4]},{&l_29,&l_29,&g_31[1][4][0],(void*)0,&g_31[2][1][5],&g_31[0][1][4],&l_29,&g_31[0][1][4]}},{{&l_29,&g_31[2][3][7],&l_29,&l_29,&g_31[1][4][0],&l_29,&g_31[0][1][4],(void*)0},{&l_29,&g_31[2][0][4],(void*)0,(void*)0,&g_31[0][5][7],(void*)0,&g_31[0][5][7],(void*)0},{&g_31[1][4][0],&g_31[1][1][7],&g_31[1][4][0],&g_31[0][1][4],(void*)0,&l_29,&l_29,&l_29},{&l_29,&g_31[0][1][4],&l_29,&l_29,&g_31[0][1][4],&l_29,(void*)0,&l_29},{&l_29,&g_31[0][1][4],&g_31[0][1][6],&g_31[2][0][4],(void*)0,&g_31[2][5][5],&l_29,&g_31[0][1][4]}},{{&g_31[1][4][0],&l_29,&l_29,&g_31[0][1][4],&g_31[0][5][7],&g_31[0][1][4],&g_31[0][1][4],&g_31[0][5][7]},{&l_29,&l_29,&l_29,&l_29,&g_31[1][4][0],&g_31[2][3][7],&g_31[0][1][4],&l_29},{&l_29,&l_29,(void*)0,&g_31[0][1][4],&g_31[2][1][5],&g_31[0][1][4],&l_29,&g_31[2][3][7]},{(void*)0,&l_29,&g_31[0][1][4],&l_29,&l_29,(void*)0,&l_29,&l_29},{&g_31[0][1][4],&g_31[0][1][7],(void*)0,&g_31[0][1][4],(void*)0,&g_31[0][1][6],&g_31[1][4][0],&g_31[0][1][6]}},{{&l_29,&l_29,&g_31[2][0][4],&l_29,&l_29,&l_29,&g_31[0][1][4],(void*)0},{&g_31[0][1][4],&l_29,&g_31[0][1][4],&g_31[2][5][5],&g_31[0][1][4],&g_31[0][1][4],(void*)0,&l_29},{&l_29,&g_31[0][1][4],&g_31[0][1][4],&g_31[2][3][7],&g_31[0][1][7],(void*)0,&g_31[0][1][4],&l_29},{&g_31[0][1][4],&l_29,&g_31[2][0][4],(void*)0,&g_31[2][3][7],&l_29,&g_31[1][4][0],&g_31[1][4][0]},{&g_31[0][1][4],&l_29,(void*)0,(void*)0,&l_29,&g_31[0][1][4],&l_29,&g_31[0][1][4]}},{{&g_31[1][4][0],(void*)0,&g_31[0][1][4],&l_29,&l_29,&g_31[0][1][4],&l_29,(void*)0},{&g_31[0][1][4],&l_29,&l_29,&l_29,&g_31[0][1][4],&l_29,(void*)0,&g_31[0][1][4]},{(void*)0,&g_31[0][1][4],&g_31[0][1][7],(void*)0,&g_31[0][1][4],(void*)0,&g_31[0][1][6],&g_31[1][4][0]},{&l_29,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,&l_29,&l_29},{&l_29,&l_29,&g_31[1][1][7],&g_31[2][3][7],&l_29,&g_31[2][1][5],&g_31[2][3][7],&l_29}}};
int32_t l_32=0x18DE0F4CL;
int32_t l_33=(-1L);
int32_t l_34=0xB3533B01L;
int8_t*l_561[3][5][1];
uint64_t l_562[8][7][2]={{{1UL,18446744073709551614UL},{0xDA1B507B07FD7D7BLL,18446744073709551614UL},{1UL,18446744073709551615UL},{1UL,0x70903FF8ECC9AB72LL},{1UL,0x16BC9A1764A3ADFBLL},{0xDA1B507B07FD7D7BLL,0x16BC9A1764A3ADFBLL},{1UL,0x70903FF8ECC9AB72LL}},{{1UL,18446744073709551615UL},{1UL,18446744073709551614UL},{0xDA1B507B07FD7D7BLL,18446744073709551614UL},{1UL,18446744073709551615UL},{1UL,0x70903FF8ECC9AB72LL},{1UL,0x16BC9A1764A3ADFBLL},{0xDA1B507B07FD7D7BLL,0x16BC9A1764A3ADFBLL}},{{1UL,0x70903FF8ECC9AB72LL},{1UL,18446744073709551615UL},{1UL,18446744073709551614UL},{0xDA1B507B07FD7D7BLL,18446744073709551614UL},{1UL,18446744073709551615UL},{1UL,0x70903FF8ECC9AB72LL},{1UL,0x16BC9A1764A3ADFBLL}},{{0xDA1B507B07FD7D7BLL,0x16BC9A1764A3ADFBLL},{1UL,0x70903FF8ECC9AB72LL},{1UL,18446744073709551615UL},{1UL,18446744073709551614UL},{0xDA1B507B07FD7D7BLL,18446744073709551614UL},{1UL,18446744073709551615UL},{1UL,0x70903FF8ECC9AB72LL}},{{1UL,0x16BC9A1764A3ADFBLL},{0xDA1B507B07FD7D7BLL,0x16BC9A1764A3ADFBLL},{1UL,0x70903FF8ECC9AB72LL},{1UL,18446744073709551615UL},{1UL,18446744073709551614UL},{0xDA1B507B07FD7D7BLL,18446744073709551614UL},{1UL,18446744073709551615UL}},{{1UL,0x70903FF8ECC9AB72LL},{1UL,0x16BC9A1764A3ADFBLL},{0xDA1B507B07FD7D7BLL,0x16BC9A1764A3ADFBLL},{1UL,0x70903FF8ECC9AB72LL},{1UL,18446744073709551615UL},{1UL,18446744073709551614UL},{0xDA1B507B07FD7D7BLL,18446744073709551614UL}},{{1UL,18446744073709551615UL},{1UL,0x70903FF8ECC9AB72LL},{1UL,0x16BC9A1764A3ADFBLL},{0xDA1B507B07FD7D7BLL,0x16BC9A1764A3ADFBLL},{1UL,0x70903FF8ECC9AB72LL},{1UL,18446744073709551615UL},{1UL,18446744073709551614UL}},{{0xDA1B507B07FD7D7BLL,18446744073709551614UL},{1UL,18446744073709551615UL},{1UL,0x70903FF8ECC9AB72LL},{1UL,0x16BC9A1764A3ADFBLL},{0xDA1B507B07FD7D7BLL,0x16BC9A1764A3ADFBLL},{1UL,0x70903FF8ECC9AB72LL},{1UL,18446744073709551615UL}}};
uint16_t l_563=1UL;
int32_t*l_1161[2];
int32_t**l_1162[7][1][10]={{{(void*)0,(void*)0,(void*)0,&l_1161[1],&l_1161[1],&l_1161[1],(void*)0,(void*)0,(void*)0,(void*)0}},{{&l_1161[0],&l_1161[1],&g_193,&g_193,&l_1161[1],&l_1161[0],(void*)0,&l_1161[0],&l_1161[1],&g_193}},{{&l_1161[0],(void*)0,&l_1161[0],&g_193,(void*)0,(void*)0,&g_193,&l_1161[0],(void*)0,&l_1161[0]}},{{&l_1161[0],&l_1161[0],(void*)0,&l_1161[1],(void*)0,&l_1161[0],&l_1161[0],&l_1161[0],&l_1161[0],(void*)0}},{{&l_1161[0],&l_1161[0],&l_1161[0],&l_1161[0],(void*)0,&l_1161[1],(void*)0,&l_1161[0],&l_1161[0],&l_1161[0]}},{{(void*)0,&l_1161[0],&g_193,(void*)0,(void*)0,&g_193,&l_1161[0],(void*)0,&l_1161[0],&g_193}},{{&l_1161[1],&l_1161[0],(void*)0,&l_1161[0],&l_1161[1],&g_193,&g_193,&l_1161[1],&l_1161[0],(void*)0}}};
int i,j,k;
for(i=0;i<3;i++)
{
for(j=0;j<5;j++)
{
for(k=0;k<1;k++)
l_561[i][j][k]= &g_490;
}
}
for(i=0;i<2;i++)
l_1161[i]= &g_44;
p_16=func_23(l_29,((g_31[2][0][7]--)>=(((safe_mul_func_uint16_t_u_u(1UL,(func_39(func_41(l_29))==(((g_535.f5,l_32),((safe_add_func_int8_t_s_s(l_33,(safe_sub_func_int8_t_s_s((l_34=(((safe_div_func_uint64_t_u_u(((p_20!=l_34)&p_20),l_32))|l_29)&&0xFB16L)),l_562[3][6][1]))))!=g_380.f5))==l_562[4][3][1])))),l_29),0L)),p_19.f0,l_563,g_500.f4);
(*g_390)=func_67(g_790[2][0].f4,p_19.f0,g_543.f0.f0,p_17);
return p_18;
}
static int32_t func_23(uint64_t p_24,int32_t p_25,uint8_t p_26,uint64_t p_27,int64_t p_28)
{
const struct S0 l_569={-0};
struct S0*l_574= &g_535.f0;
struct S0**l_573= &l_574;
struct S0***l_572[7];
int16_t*l_578= &g_400;
int16_t**l_577= &l_578;
uint64_t**l_584= &g_242;
uint64_t***l_583= &l_584;
uint32_t*l_585= &g_297;
uint32_t*l_586= &g_444[8][4];
int32_t l_587=0x11FE330EL;
int32_t l_591=7L;
int32_t l_592=0xEEE2ED08L;
int32_t l_593=0xF306CB98L;
int32_t l_594=0x7DE47684L;
int16_t l_688=0x7588L;
int16_t l_726=0xA836L;
uint32_t l_765=9UL;
int16_t l_789=8L;
int8_t**l_833= &g_725;
uint8_t l_889=252UL;
uint8_t l_893[3];
int32_t*l_935[8]={&l_593,&l_593,&l_593,&l_593,&l_593,&l_593,&l_593,&l_593};
int32_t l_936[9]={0L,0L,0L,0L,0L,0L,0L,0L,0L};
int32_t l_937=0L;
int16_t l_938=0xA550L;
uint64_t l_939=3UL;
const struct S0*l_943= &g_535.f0;
int32_t l_975=4L;
uint8_t l_1025=0UL;
int32_t*l_1066=(void*)0;
int8_t l_1092=(-1L);
int64_t l_1106[4]={0x94AA385F4537E6A3LL,0x94AA385F4537E6A3LL,0x94AA385F4537E6A3LL,0x94AA385F4537E6A3LL};
uint32_t l_1109=18446744073709551615UL;
int8_t l_1122[6]={5L,5L,5L,5L,5L,5L};
uint64_t l_1143=3UL;
int32_t*l_1160[5]={&g_87,&g_87,&g_87,&g_87,&g_87};
int i;
for(i=0;i<7;i++)
l_572[i]= &l_573;
for(i=0;i<3;i++)
l_893[i]=0UL;
if((safe_sub_func_int64_t_s_s((~(safe_div_func_uint8_t_u_u(((l_569,(((safe_mod_func_int8_t_s_s((l_572[1]!= &l_573),(safe_mod_func_int64_t_s_s((((((((l_577!=(void*)0)<=(safe_sub_func_int32_t_s_s((g_543.f7,(-9L)),(safe_div_func_uint32_t_u_u(((*l_586)=((*l_585)^=(l_583==((((((*g_242)&=(l_578!=(void*)0))<p_24)==0UL)==0x88598931L),(void*)0)))),p_25)))))||0xA6D1L)>g_380.f5)<l_569.f0)>=0x1DD830E3L)&&0xDCA312389DF60560LL),l_569.f0))))>=p_24)^l_569.f0))||g_407[7][3][3]),l_569.f0))),l_569.f0)))
{
int32_t*l_588= &g_123;
int32_t*l_589= &g_44;
int32_t*l_590[1];
uint8_t l_595=0x59L;
struct S0 l_598={0};
int16_t*l_607= &g_400;
uint16_t*l_616[1][2];
int16_t l_628=(-9L);
int32_t l_653=0x52383E9CL;
int8_t**l_761= &g_725;
int8_t l_766=7L;
const int8_t*l_797= &l_766;
int32_t l_837=0x1B3E9F45L;
int i,j;
for(i=0;i<1;i++)
l_590[i]= &g_553;
for(i=0;i<1;i++)
{
for(j=0;j<2;j++)
l_616[i][j]= &g_500.f7;
}
--l_595;
if(((l_598,g_535.f2),(((0x9EL>((safe_add_func_int16_t_s_s(p_28,(((l_592|=((safe_div_func_int16_t_s_s(((g_535.f7=(safe_mod_func_int8_t_s_s((p_27&&(safe_add_func_int32_t_s_s((l_607!=l_607),((*l_585)&=(safe_div_func_int16_t_s_s((g_500.f7|(((((safe_mul_func_uint8_t_u_u((l_591^=(safe_mod_func_int64_t_s_s((g_125[6][3][0]|=(l_593^=g_102)),p_28))),1UL)),p_25),p_25),g_435.f1)>g_407[0][6][2])),l_594)))))),l_594)))<g_128),l_594))&&(*l_589)))||9UL)&&p_28))),0x7AL))&g_84[2].f0),0x2EAF13FCL)))
{
struct S0 l_617={1};
volatile struct S1*l_619[2];
int32_t l_632=0x30D683B0L;
int32_t l_634=8L;
int32_t l_637=0L;
int i;
for(i=0;i<2;i++)
l_619[i]= &g_543;
(*l_574)=l_617;
g_620=((*l_588),g_618);
(*l_574)=l_598;
for(g_152=0;(g_152<=3);g_152+=1)
{
int32_t l_639=3L;
uint8_t*const*l_706= &g_112;
int i;
g_622=g_621;
if(l_617.f0)
goto lbl_942;
}
}
else
{
int16_t l_739[5][8][6]={{{(-7L),0x5052L,(-1L),0xB674L,(-7L),(-1L)},{1L,0xAAB4L,7L,(-9L),0xB674L,0x4605L},{(-7L),1L,7L,0xEE5BL,0x5052L,7L},{(-1L),0x9A20L,7L,0xB674L,0xAAB4L,0x4605L},{0x294BL,(-7L),7L,(-1L),1L,(-1L)},{(-1L),1L,(-1L),0x9A20L,0x9A20L,(-1L)},{(-1L),(-1L),7L,0x8F2BL,(-7L),0x4605L},{0xB674L,0xEA2FL,7L,(-9L),1L,7L}},{{0xAAB4L,0xB674L,7L,0x9A20L,(-1L),0x4605L},{(-7L),0x9A20L,7L,0x294BL,0xEA2FL,(-1L)},{0x294BL,0xEA2FL,(-1L),(-7L),0xB674L,(-1L)},{0xAAB4L,1L,7L,0x7587L,(-10L),0x9A20L},{(-10L),0xCE62L,0x5052L,0x34ACL,0xF870L,(-7L)},{1L,0x70EDL,0x5052L,0x70EDL,1L,0x9A20L},{0L,0x255CL,(-7L),0L,0xCE62L,0xEE5BL},{0L,0xCE62L,0xEE5BL,0x255CL,0x70EDL,0xEE5BL}},{{1L,0xCF64L,(-7L),5L,0x255CL,0x9A20L},{0x70EDL,0x106BL,0x5052L,0x7587L,0xCE62L,(-7L)},{(-8L),(-10L),0x5052L,0x255CL,0xCF64L,0x9A20L},{0xA167L,0x70EDL,(-7L),0L,0x106BL,0xEE5BL},{0L,0x106BL,0xEE5BL,(-10L),(-10L),0xEE5BL},{(-8L),(-8L),(-7L),0x34ACL,0x70EDL,0x9A20L},{0x255CL,0xF870L,0x5052L,5L,0x106BL,(-7L)},{0xCF64L,0x255CL,0x5052L,(-10L),(-8L),0x9A20L}},{{0L,(-10L),(-7L),0xA167L,0xF870L,0xEE5BL},{0xA167L,0xF870L,0xEE5BL,0x70EDL,0x255CL,0xEE5BL},{0xCF64L,1L,(-7L),0x7587L,(-10L),0x9A20L},{(-10L),0xCE62L,0x5052L,0x34ACL,0xF870L,(-7L)},{1L,0x70EDL,0x5052L,0x70EDL,1L,0x9A20L},{0L,0x255CL,(-7L),0L,0xCE62L,0xEE5BL},{0L,0xCE62L,0xEE5BL,0x255CL,0x70EDL,0xEE5BL},{1L,0xCF64L,(-7L),5L,0x255CL,0x9A20L}},{{0x70EDL,0x106BL,0x5052L,0x7587L,0xCE62L,(-7L)},{(-8L),(-10L),0x5052L,0x255CL,0xCF64L,0x9A20L},{0xA167L,0x70EDL,(-7L),0L,0x106BL,0xEE5BL},{0L,0x106BL,0xEE5BL,(-10L),(-10L),0xEE5BL},{(-8L),(-8L),(-7L),0x34ACL,0x70EDL,0x9A20L},{0x255CL,0xF870L,0x5052L,5L,0x106BL,(-7L)},{0xCF64L,0x255CL,0x5052L,(-10L),(-8L),0x9A20L},{0L,(-10L),(-7L),0xA167L,0xF870L,0xEE5BL}}};
const uint32_t*l_758=(void*)0;
int32_t l_764=(-1L);
uint16_t l_774=0UL;
uint32_t l_817=0UL;
int32_t l_829=0xE2A12075L;
const uint8_t**l_840=(void*)0;
int i,j,k;
if(((safe_lshift_func_int8_t_s_u((safe_mul_func_uint16_t_u_u((l_739[1][1][1]=(safe_rshift_func_uint16_t_u_u((safe_lshift_func_int16_t_s_s(((*l_574),l_592),5)),1))),(((l_764=(safe_mod_func_uint8_t_u_u((((safe_sub_func_int32_t_s_s((safe_lshift_func_int8_t_s_u((safe_rshift_func_int8_t_s_s((safe_div_func_uint64_t_u_u((safe_div_func_uint32_t_u_u(((((safe_sub_func_uint64_t_u_u((*l_589),(safe_mod_func_int32_t_s_s((safe_div_func_uint8_t_u_u((p_26&=((((l_758==l_585),(safe_lshift_func_uint8_t_u_s(((l_761==((l_765=(safe_div_func_uint32_t_u_u(l_764,(p_27,(*l_588))))),(void*)0))||l_592),l_593)))&&1L)^p_24)),3UL)),0x1224BFFAL))))&0x3EL)&0x6136C70A39191139LL)&p_25),0xAC3B0902L)),l_764)),l_688)),6)),(*g_247)))==(*g_725))&&l_592),(**g_291)))),0xC041D82EA844D096LL)&l_766))),7))&&0UL))
{
int32_t*l_769=(void*)0;
uint8_t l_825=0xC0L;
int32_t l_827[6][9][4];
uint64_t*l_850= &g_535.f6;
int32_t**l_851= &l_590[0];
struct S0 l_852={1};
int i,j,k;
for(i=0;i<6;i++)
{
for(j=0;j<9;j++)
{
for(k=0;k<4;k++)
l_827[i][j][k]=0L;
}
}
for(p_24=0;(p_24<=1);p_24+=1)
{
const uint64_t l_824=0x18AA03221D377D8ALL;
for(l_766=0;(l_766>=0);l_766-=1)
{
int32_t**l_768= &l_590[0];
(*l_768)= &l_764;
}
for(g_490=0;(g_490<=0);g_490+=1)
{
int i,j;
(*l_589)|=g_444[(g_490+4)][g_490];
(*l_588)=((g_380.f7=g_444[(g_490+2)][g_490])<((void*)0!=l_769));
if(g_444[(g_490+4)][g_490])
continue;
}
if((((safe_mul_func_int8_t_s_s(((l_774&&(safe_add_func_uint64_t_u_u((safe_add_func_int16_t_s_s(0xDE1BL,(((safe_mul_func_uint8_t_u_u(p_26,((((((***l_583)|=(safe_add_func_int16_t_s_s(((l_587,(g_221.f3|((*l_588)==(p_28<=(safe_mul_func_int8_t_s_s((l_587==((safe_mul_func_uint8_t_u_u(((*g_112)=(((safe_div_func_uint32_t_u_u((l_688^(*l_589)),1L))|1L)<p_25)),251UL))&&p_25)),l_789))))))|(*l_589)),0xDAA5L))),0x089619ECL)==p_26)&&l_789)^(*l_588))))^l_764),l_739[3][2][1]))),p_28))),(*g_725)),p_28))==0L)&&l_726))
{
uint32_t l_798=18446744073709551606UL;
int64_t*l_803= &g_380.f5;
int32_t**l_808= &l_588;
int i;
(*g_696)=(((g_790[2][0],(safe_add_func_int8_t_s_s(p_24,1UL)))==l_739[1][1][1]),func_67(g_92,(safe_rshift_func_uint8_t_u_s((&g_242!=((*l_583)= &g_242)),p_28)),(safe_add_func_int8_t_s_s(((**l_761)=((void*)0!=l_797)),0x55L)),l_798));
(*l_808)=func_67((~p_27),p_26,(safe_mul_func_int16_t_s_s((0xCAAA05D2467C34EFLL<=((*l_803)|=g_226)),(((+(((*l_577)=(void*)0)==((((((**g_111)>7L)!=(((g_807,l_598),0x1BB8B94CL)<=0x50B0D29AL))>p_27),l_798),&l_628)))||l_587)<=p_27))),l_798);
(*l_589)|=((((0x096A6A3CCFE0DD9DLL^(**l_808))<=((*l_803)=(-9L)))!=(((safe_rshift_func_int16_t_s_u(4L,(safe_mul_func_int8_t_s_s((safe_rshift_func_int8_t_s_s(((*g_725)|=(247UL>p_26)),5)),((safe_mod_func_int32_t_s_s((((l_817^(safe_sub_func_uint64_t_u_u(0xE568E02A6633CDC9LL,((safe_mod_func_uint8_t_u_u((((safe_rshift_func_uint8_t_u_s((((l_817^p_27)|l_824)>p_24),p_24)),0xD2L)>p_24),l_594))<g_621.f6))))>=g_84[2].f0),(**g_248)),l_825))==0xC78B4332L)))))&&g_543.f6)>=(*g_193))),p_28);
}
else
{
struct S0*l_826= &g_163;
int32_t l_828=0x8F0DB053L;
if(l_593)
break;
(*l_573)=l_826;
--g_830;
}
for(l_592=1;(l_592>=0);l_592-=1)
{
return l_739[1][1][1];
}
}
(*l_588)=(l_833!=(g_834,((((((safe_sub_func_int32_t_s_s(l_837,(safe_mul_func_uint8_t_u_u((**g_291),((((g_700[4][0][1].f2!=((l_840=(*g_290))!=(*g_290)))&(p_26||1L))!=(*l_589))>0x09L)))))^0x45L)>=l_726)>=(*l_589))||0xA447L),(void*)0)));
(*l_851)=(l_598,func_67((g_834.f1|(safe_mul_func_uint8_t_u_u((l_774,(**g_291)),(&g_128==((safe_div_func_int16_t_s_s(((((0L||(*g_242))==(((safe_mod_func_int32_t_s_s(((*l_588)=g_847[4]),(((+((((*l_850)=(((g_849&&p_28),(*g_242))>=0xFB8F261EA435570BLL))|g_233)^1L))^g_147),0x5B5C165FL)))!=(*g_725))>g_380.f3))<p_24),0xD359L),65535UL)),&g_128))))),p_25,p_27,p_27));
(**l_573)=l_852;
}
else
{
for(g_221.f1=(-25);(g_221.f1>25);g_221.f1=safe_add_func_uint16_t_u_u(g_221.f1,9))
{
(*l_574)=l_598;
}
}
}
}
else
{
int16_t l_879=0x7D2AL;
const int32_t*l_881= &g_147;
const int32_t*l_887= &g_888;
for(g_442=0;(g_442<=2);g_442+=1)
{
uint16_t*l_871=(void*)0;
int32_t l_874=7L;
int64_t*l_880= &g_500.f5;
const int32_t**l_882= &l_881;
const int32_t*l_884= &g_885;
const int32_t**l_883[1];
const int16_t*l_925[4][3][8]={{{&l_726,&l_789,&l_688,&l_789,&l_726,&g_407[4][6][3],&l_879,(void*)0},{&g_45,&g_400,&g_400,&g_407[6][4][1],&g_400,&l_789,&l_879,&l_789},{&l_879,&l_688,&g_400,&l_726,&l_879,&g_407[4][6][3],&g_45,&l_726}},{{&g_407[6][4][1],&g_45,&l_879,&g_407[6][4][1],&g_407[6][4][1],&l_879,&g_45,&g_407[6][4][1]},{&l_726,&g_45,&g_407[4][6][3],&l_879,&l_789,(void*)0,&g_45,&g_45},{&g_400,&l_688,&g_407[6][4][1],&g_407[6][4][1],&l_879,(void*)0,&g_407[6][4][1],&g_400}},{{&g_407[6][4][1],&g_45,(void*)0,&g_45,&g_400,&l_879,&g_400,&g_45},{&g_400,&g_45,&g_400,&g_400,&l_688,&g_407[4][6][3],&g_45,&l_688},{&l_879,&g_45,&l_688,&l_879,&g_400,&g_407[6][4][1],&l_688,&g_400}},{{&l_879,&g_407[6][4][1],&l_879,&l_879,&l_688,(void*)0,&l_789,&l_789},{&g_400,&g_400,&l_879,&l_879,&g_400,&g_400,&l_688,&l_879},{&g_407[6][4][1],&g_45,&g_400,&g_45,&l_879,&l_688,&g_407[6][4][1],&l_726}}};
const int16_t**l_924= &l_925[1][0][0];
int32_t l_928=(-7L);
int32_t*l_933= &l_587;
int i,j,k;
for(i=0;i<1;i++)
l_883[i]= &l_884;
if((((4294967295UL>=((void*)0== &g_125[2][4][2]))|(((***l_583)=(safe_lshift_func_uint8_t_u_u((safe_mod_func_int16_t_s_s((safe_unary_minus_func_uint16_t_u((safe_lshift_func_int8_t_s_s(((*g_725)=(~g_543.f0.f0)),5)))),(((((safe_mul_func_uint16_t_u_u(((0xE2B1L>(((safe_rshift_func_uint8_t_u_u((safe_mod_func_uint32_t_u_u((~((*g_292)>((l_887=(g_886=((*l_882)=(((*l_880)=(p_24>(safe_unary_minus_func_int32_t_s(((g_46++)^((p_26=(l_874,(safe_sub_func_int16_t_s_s((safe_add_func_uint32_t_u_u((((l_879==0x74L)!=p_27)|p_24),4294967295UL)),g_221.f3))))^l_726)))))),l_881))))!= &p_25))),p_27)),2))^p_24)>0x84DCB0E2L)),0x1F6EL),(-6L)))<0UL)^0xB24ECD4CL),(**g_111))||(**l_882)))),p_28)))&&l_889))|0L))
{
struct S0 l_890[7]={{1},{1},{1},{1},{1},{1},{1}};
int i;
(*g_661)=(l_890[0],((((-7L)&(p_25<=(((&g_551[7]!=(g_400,l_585))||p_24),(safe_add_func_uint32_t_u_u((l_893[2]==(safe_sub_func_int8_t_s_s((p_26<=0x6D36L),0L))),(-1L))))))>=(**g_111)),(void*)0));
}
else
{
int8_t l_918=0x63L;
if((p_24==((((safe_rshift_func_int8_t_s_s(((safe_lshift_func_uint16_t_u_s((l_594=((**l_882)==(safe_sub_func_uint8_t_u_u((((safe_mul_func_int16_t_s_s((safe_div_func_int32_t_s_s(0x9E8C4240L,((safe_mul_func_int16_t_s_s(((safe_mod_func_uint16_t_u_u(((safe_div_func_uint64_t_u_u(((((*g_725)=((((*l_881),g_912),((*l_881)>=((safe_mul_func_uint16_t_u_u((!(-3L)),((++(*g_112))<=1UL))),(p_28|(*l_881)))))|0xA6CD4A395F4BC583LL))&&p_27),l_688),l_593)),1UL),p_24))>p_25),g_535.f5))&&(*g_725)))),(*l_884)))==l_918)>0x518BD10EFF4081DFLL),p_26)))),2)),(*g_725)),2))==(*g_886))&&g_535.f5)>=0UL)))
{
uint16_t l_919[6][1]={{1UL},{0xC083L},{1UL},{0xC083L},{1UL},{0xC083L}};
int32_t*l_920[10]={(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
uint64_t l_921=0UL;
int i,j;
l_874^=(((0xE8L>=(((l_918|p_28)>=(l_919[2][0]=((*l_881)==((*l_585)=p_24)))),l_893[2]))|(l_921=0L)),1L);
return l_918;
}
else
{
return(*l_884);
}
}
(*l_933)=(safe_rshift_func_int8_t_s_s(((((l_924==(void*)0)!=(safe_sub_func_uint32_t_u_u(g_834.f6,l_928)))<=(*l_884))&(safe_lshift_func_uint8_t_u_u((safe_lshift_func_uint8_t_u_s(1UL,4)),(((*g_886),g_476)==(l_893[2],&l_578))))),l_593));
if(p_26)
{
if((*g_886))
break;
}
else
{
int16_t l_934=0xF5AAL;
return l_934;
}
for(g_440=0;(g_440<=2);g_440+=1)
{
return p_25;
}
}
}
lbl_942:
--l_939;
(*g_944)=l_943;
for(g_535.f3=7;(g_535.f3<46);++g_535.f3)
{
struct S1*l_950[1][8]={{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}};
struct S1**l_949= &l_950[0][6];
struct S1***l_948= &l_949;
int32_t l_951=0x61B262C3L;
int8_t*l_961= &g_847[4];
int64_t l_1000=0x0AD7BDE551799246LL;
uint8_t*const*l_1035= &g_112;
uint8_t*const**l_1034= &l_1035;
uint8_t*const***const l_1033= &l_1034;
int32_t*l_1049= &l_587;
uint32_t l_1062=0UL;
int32_t l_1119[10][1]={{0x347A58D2L},{0xBCC8FD54L},{0x347A58D2L},{0x347A58D2L},{0xBCC8FD54L},{0x347A58D2L},{0x347A58D2L},{0xBCC8FD54L},{0x347A58D2L},{0x347A58D2L}};
int32_t l_1158=0xABD36BEBL;
uint8_t l_1159=1UL;
int i,j;
l_951&=((void*)0!=l_948);
for(l_593=0;(l_593>=(-16));l_593--)
{
int32_t**l_955= &l_935[6];
(*l_955)= &p_25;
}
}
return(*g_247);
}
static uint32_t func_39(uint8_t*p_40)
{
int32_t*l_43[4];
uint8_t*l_49= &g_50;
int i;
for(i=0;i<4;i++)
l_43[i]= &g_44;
++g_46;
return l_49;
}
static int64_t func_57(uint32_t p_58,int8_t p_59,uint8_t*p_60,int32_t*p_61,uint32_t p_62)
{
struct S0*l_85[3][2][10]={{{&g_84[2],(void*)0,&g_84[2],&g_84[2],&g_84[1],&g_84[1],&g_84[2],&g_84[2],(void*)0,&g_84[2]},{&g_84[2],(void*)0,(void*)0,&g_84[2],(void*)0,(void*)0,&g_84[2],&g_84[2],(void*)0,(void*)0}},{{(void*)0,&g_84[2],&g_84[2],(void*)0,(void*)0,&g_84[2],(void*)0,(void*)0,&g_84[2],&g_84[2]},{(void*)0,&g_84[2],&g_84[2],&g_84[1],&g_84[1],&g_84[2],&g_84[2],(void*)0,&g_84[2],&g_84[2]}},{{&g_84[2],(void*)0,&g_84[1],(void*)0,&g_84[2],&g_84[2],&g_84[2],&g_84[2],(void*)0,&g_84[1]},{(void*)0,(void*)0,&g_84[1],&g_84[2],&g_84[0],&g_84[2],&g_84[1],(void*)0,(void*)0,&g_84[1]}}};
int32_t*l_86= &g_87;
int32_t*l_88= &g_87;
int32_t*l_89=(void*)0;
int32_t*l_90= &g_87;
int32_t*l_91[1];
int i,j,k;
for(i=0;i<1;i++)
l_91[i]= &g_87;
l_85[2][0][1]=l_85[1][1][4];
++g_93;
return l_88;
}
static uint16_t func_72(uint16_t p_73,int32_t*p_74,int64_t p_75,int32_t p_76,uint8_t*p_77)
{
const struct S0 l_83={1};
g_84[2]=l_83;
return p_76;
}
int main(int argc,char*argv[])
{
int i,j,k;
int print_hash_value=0;
if(argc==2&&strcmp(argv[1],"1")==0)print_hash_value=1;
platform_main_begin();
crc32_gentab();
func_1();
transparent_crc(g_2,"g_2",print_hash_value);
for(i=0;i<3;i++)
{
for(j=0;j<6;j++)
{
for(k=0;k<9;k++)
{
transparent_crc(g_31[i][j][k],"g_31[i][j][k]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
transparent_crc(g_44,"g_44",print_hash_value);
transparent_crc(g_45,"g_45",print_hash_value);
transparent_crc(g_46,"g_46",print_hash_value);
transparent_crc(g_50,"g_50",print_hash_value);
for(i=0;i<4;i++)
{
transparent_crc(g_84[i].f0,"g_84[i].f0",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_87,"g_87",print_hash_value);
transparent_crc(g_92,"g_92",print_hash_value);
transparent_crc(g_93,"g_93",print_hash_value);
transparent_crc(g_102,"g_102",print_hash_value);
transparent_crc(g_117,"g_117",print_hash_value);
transparent_crc(g_123,"g_123",print_hash_value);
for(i=0;i<9;i++)
{
for(j=0;j<7;j++)
{
for(k=0;k<4;k++)
{
transparent_crc(g_125[i][j][k],"g_125[i][j][k]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
transparent_crc(g_128,"g_128",print_hash_value);
transparent_crc(g_147,"g_147",print_hash_value);
transparent_crc(g_152,"g_152",print_hash_value);
for(i=0;i<4;i++)
{
for(j=0;j<10;j++)
{
for(k=0;k<1;k++)
{
transparent_crc(g_155[i][j][k].f0.f0,"g_155[i][j][k].f0.f0",print_hash_value);
transparent_crc(g_155[i][j][k].f1,"g_155[i][j][k].f1",print_hash_value);
transparent_crc(g_155[i][j][k].f2,"g_155[i][j][k].f2",print_hash_value);
transparent_crc(g_155[i][j][k].f3,"g_155[i][j][k].f3",print_hash_value);
transparent_crc(g_155[i][j][k].f4,"g_155[i][j][k].f4",print_hash_value);
transparent_crc(g_155[i][j][k].f5,"g_155[i][j][k].f5",print_hash_value);
transparent_crc(g_155[i][j][k].f6,"g_155[i][j][k].f6",print_hash_value);
transparent_crc(g_155[i][j][k].f7,"g_155[i][j][k].f7",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
transparent_crc(g_163.f0,"g_163.f0",print_hash_value);
transparent_crc(g_221.f0.f0,"g_221.f0.f0",print_hash_value);
transparent_crc(g_221.f1,"g_221.f1",print_hash_value);
transparent_crc(g_221.f2,"g_221.f2",print_hash_value);
transparent_crc(g_221.f3,"g_221.f3",print_hash_value);
transparent_crc(g_221.f4,"g_221.f4",print_hash_value);
transparent_crc(g_221.f5,"g_221.f5",print_hash_value);
transparent_crc(g_221.f6,"g_221.f6",print_hash_value);
transparent_crc(g_221.f7,"g_221.f7",print_hash_value);
transparent_crc(g_226,"g_226",print_hash_value);
transparent_crc(g_233,"g_233",print_hash_value);
transparent_crc(g_297,"g_297",print_hash_value);
transparent_crc(g_319,"g_319",print_hash_value);
transparent_crc(g_330,"g_330",print_hash_value);
transparent_crc(g_380.f0.f0,"g_380.f0.f0",print_hash_value);
transparent_crc(g_380.f1,"g_380.f1",print_hash_value);
transparent_crc(g_380.f2,"g_380.f2",print_hash_value);
transparent_crc(g_380.f3,"g_380.f3",print_hash_value);
transparent_crc(g_380.f4,"g_380.f4",print_hash_value);
transparent_crc(g_380.f5,"g_380.f5",print_hash_value);
transparent_crc(g_380.f6,"g_380.f6",print_hash_value);
transparent_crc(g_380.f7,"g_380.f7",print_hash_value);
transparent_crc(g_400,"g_400",print_hash_value);
transparent_crc(g_401,"g_401",print_hash_value);
transparent_crc(g_404,"g_404",print_hash_value);
for(i=0;i<9;i++)
{
for(j=0;j<7;j++)
{
for(k=0;k<4;k++)
{
transparent_crc(g_407[i][j][k],"g_407[i][j][k]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
transparent_crc(g_435.f0.f0,"g_435.f0.f0",print_hash_value);
transparent_crc(g_435.f1,"g_435.f1",print_hash_value);
transparent_crc(g_435.f2,"g_435.f2",print_hash_value);
transparent_crc(g_435.f3,"g_435.f3",print_hash_value);
transparent_crc(g_435.f4,"g_435.f4",print_hash_value);
transparent_crc(g_435.f5,"g_435.f5",print_hash_value);
transparent_crc(g_435.f6,"g_435.f6",print_hash_value);
transparent_crc(g_435.f7,"g_435.f7",print_hash_value);
transparent_crc(g_440,"g_440",print_hash_value);
transparent_crc(g_442,"g_442",print_hash_value);
for(i=0;i<9;i++)
{
for(j=0;j<6;j++)
{
transparent_crc(g_444[i][j],"g_444[i][j]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d]\n",i,j);
}
}
transparent_crc(g_490,"g_490",print_hash_value);
transparent_crc(g_500.f0.f0,"g_500.f0.f0",print_hash_value);
transparent_crc(g_500.f1,"g_500.f1",print_hash_value);
transparent_crc(g_500.f2,"g_500.f2",print_hash_value);
transparent_crc(g_500.f3,"g_500.f3",print_hash_value);
transparent_crc(g_500.f4,"g_500.f4",print_hash_value);
transparent_crc(g_500.f5,"g_500.f5",print_hash_value);
transparent_crc(g_500.f6,"g_500.f6",print_hash_value);
transparent_crc(g_500.f7,"g_500.f7",print_hash_value);
transparent_crc(g_524,"g_524",print_hash_value);
transparent_crc(g_535.f0.f0,"g_535.f0.f0",print_hash_value);
transparent_crc(g_535.f1,"g_535.f1",print_hash_value);
transparent_crc(g_535.f2,"g_535.f2",print_hash_value);
transparent_crc(g_535.f3,"g_535.f3",print_hash_value);
transparent_crc(g_535.f4,"g_535.f4",print_hash_value);
transparent_crc(g_535.f5,"g_535.f5",print_hash_value);
transparent_crc(g_535.f6,"g_535.f6",print_hash_value);
transparent_crc(g_535.f7,"g_535.f7",print_hash_value);
transparent_crc(g_543.f0.f0,"g_543.f0.f0",print_hash_value);
transparent_crc(g_543.f1,"g_543.f1",print_hash_value);
transparent_crc(g_543.f2,"g_543.f2",print_hash_value);
transparent_crc(g_543.f3,"g_543.f3",print_hash_value);
transparent_crc(g_543.f4,"g_543.f4",print_hash_value);
transparent_crc(g_543.f5,"g_543.f5",print_hash_value);
transparent_crc(g_543.f6,"g_543.f6",print_hash_value);
transparent_crc(g_543.f7,"g_543.f7",print_hash_value);
for(i=0;i<8;i++)
{
transparent_crc(g_551[i],"g_551[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_553,"g_553",print_hash_value);
transparent_crc(g_618.f0.f0,"g_618.f0.f0",print_hash_value);
transparent_crc(g_618.f1,"g_618.f1",print_hash_value);
transparent_crc(g_618.f2,"g_618.f2",print_hash_value);
transparent_crc(g_618.f3,"g_618.f3",print_hash_value);
transparent_crc(g_618.f4,"g_618.f4",print_hash_value);
transparent_crc(g_618.f5,"g_618.f5",print_hash_value);
transparent_crc(g_618.f6,"g_618.f6",print_hash_value);
transparent_crc(g_618.f7,"g_618.f7",print_hash_value);
transparent_crc(g_620.f0.f0,"g_620.f0.f0",print_hash_value);
transparent_crc(g_620.f1,"g_620.f1",print_hash_value);
transparent_crc(g_620.f2,"g_620.f2",print_hash_value);
transparent_crc(g_620.f3,"g_620.f3",print_hash_value);
transparent_crc(g_620.f4,"g_620.f4",print_hash_value);
transparent_crc(g_620.f5,"g_620.f5",print_hash_value);
transparent_crc(g_620.f6,"g_620.f6",print_hash_value);
transparent_crc(g_620.f7,"g_620.f7",print_hash_value);
transparent_crc(g_621.f0.f0,"g_621.f0.f0",print_hash_value);
transparent_crc(g_621.f1,"g_621.f1",print_hash_value);
transparent_crc(g_621.f2,"g_621.f2",print_hash_value);
transparent_crc(g_621.f3,"g_621.f3",print_hash_value);
transparent_crc(g_621.f4,"g_621.f4",print_hash_value);
transparent_crc(g_621.f5,"g_621.f5",print_hash_value);
transparent_crc(g_621.f6,"g_621.f6",print_hash_value);
transparent_crc(g_621.f7,"g_621.f7",print_hash_value);
transparent_crc(g_622.f0.f0,"g_622.f0.f0",print_hash_value);
transparent_crc(g_622.f1,"g_622.f1",print_hash_value);
transparent_crc(g_622.f2,"g_622.f2",print_hash_value);
transparent_crc(g_622.f3,"g_622.f3",print_hash_value);
transparent_crc(g_622.f4,"g_622.f4",print_hash_value);
transparent_crc(g_622.f5,"g_622.f5",print_hash_value);
transparent_crc(g_622.f6,"g_622.f6",print_hash_value);
transparent_crc(g_622.f7,"g_622.f7",print_hash_value);
transparent_crc(g_625.f0.f0,"g_625.f0.f0",print_hash_value);
transparent_crc(g_625.f1,"g_625.f1",print_hash_value);
transparent_crc(g_625.f2,"g_625.f2",print_hash_value);
transparent_crc(g_625.f3,"g_625.f3",print_hash_value);
transparent_crc(g_625.f4,"g_625.f4",print_hash_value);
transparent_crc(g_625.f5,"g_625.f5",print_hash_value);
transparent_crc(g_625.f6,"g_625.f6",print_hash_value);
transparent_crc(g_625.f7,"g_625.f7",print_hash_value);
transparent_crc(g_626.f0.f0,"g_626.f0.f0",print_hash_value);
transparent_crc(g_626.f1,"g_626.f1",print_hash_value);
transparent_crc(g_626.f2,"g_626.f2",print_hash_value);
transparent_crc(g_626.f3,"g_626.f3",print_hash_value);
transparent_crc(g_626.f4,"g_626.f4",print_hash_value);
transparent_crc(g_626.f5,"g_626.f5",print_hash_value);
transparent_crc(g_626.f6,"g_626.f6",print_hash_value);
transparent_crc(g_626.f7,"g_626.f7",print_hash_value);
for(i=0;i<10;i++)
{
for(j=0;j<1;j++)
{
for(k=0;k<2;k++)
{
transparent_crc(g_700[i][j][k].f0.f0,"g_700[i][j][k].f0.f0",print_hash_value);
transparent_crc(g_700[i][j][k].f1,"g_700[i][j][k].f1",print_hash_value);
transparent_crc(g_700[i][j][k].f2,"g_700[i][j][k].f2",print_hash_value);
transparent_crc(g_700[i][j][k].f3,"g_700[i][j][k].f3",print_hash_value);
transparent_crc(g_700[i][j][k].f4,"g_700[i][j][k].f4",print_hash_value);
transparent_crc(g_700[i][j][k].f5,"g_700[i][j][k].f5",print_hash_value);
transparent_crc(g_700[i][j][k].f6,"g_700[i][j][k].f6",print_hash_value);
transparent_crc(g_700[i][j][k].f7,"g_700[i][j][k].f7",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
for(i=0;i<3;i++)
{
for(j=0;j<2;j++)
{
transparent_crc(g_790[i][j].f0.f0,"g_790[i][j].f0.f0",print_hash_value);
transparent_crc(g_790[i][j].f1,"g_790[i][j].f1",print_hash_value);
transparent_crc(g_790[i][j].f2,"g_790[i][j].f2",print_hash_value);
transparent_crc(g_790[i][j].f3,"g_790[i][j].f3",print_hash_value);
transparent_crc(g_790[i][j].f4,"g_790[i][j].f4",print_hash_value);
transparent_crc(g_790[i][j].f5,"g_790[i][j].f5",print_hash_value);
transparent_crc(g_790[i][j].f6,"g_790[i][j].f6",print_hash_value);
transparent_crc(g_790[i][j].f7,"g_790[i][j].f7",print_hash_value);
if(print_hash_value)printf("index = [%d][%d]\n",i,j);
}
}
transparent_crc(g_807.f0.f0,"g_807.f0.f0",print_hash_value);
transparent_crc(g_807.f1,"g_807.f1",print_hash_value);
transparent_crc(g_807.f2,"g_807.f2",print_hash_value);
transparent_crc(g_807.f3,"g_807.f3",print_hash_value);
transparent_crc(g_807.f4,"g_807.f4",print_hash_value);
transparent_crc(g_807.f5,"g_807.f5",print_hash_value);
transparent_crc(g_807.f6,"g_807.f6",print_hash_value);
transparent_crc(g_807.f7,"g_807.f7",print_hash_value);
transparent_crc(g_830,"g_830",print_hash_value);
transparent_crc(g_834.f0.f0,"g_834.f0.f0",print_hash_value);
transparent_crc(g_834.f1,"g_834.f1",print_hash_value);
transparent_crc(g_834.f2,"g_834.f2",print_hash_value);
transparent_crc(g_834.f3,"g_834.f3",print_hash_value);
transparent_crc(g_834.f4,"g_834.f4",print_hash_value);
transparent_crc(g_834.f5,"g_834.f5",print_hash_value);
transparent_crc(g_834.f6,"g_834.f6",print_hash_value);
transparent_crc(g_834.f7,"g_834.f7",print_hash_value);
for(i=0;i<10;i++)
{
transparent_crc(g_847[i],"g_847[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_849,"g_849",print_hash_value);
transparent_crc(g_885,"g_885",print_hash_value);
transparent_crc(g_888,"g_888",print_hash_value);
transparent_crc(g_912.f0.f0,"g_912.f0.f0",print_hash_value);
transparent_crc(g_912.f1,"g_912.f1",print_hash_value);
transparent_crc(g_912.f2,"g_912.f2",print_hash_value);
transparent_crc(g_912.f3,"g_912.f3",print_hash_value);
transparent_crc(g_912.f4,"g_912.f4",print_hash_value);
transparent_crc(g_912.f5,"g_912.f5",print_hash_value);
transparent_crc(g_912.f6,"g_912.f6",print_hash_value);
transparent_crc(g_912.f7,"g_912.f7",print_hash_value);
transparent_crc(g_1007.f0.f0,"g_1007.f0.f0",print_hash_value);
transparent_crc(g_1007.f1,"g_1007.f1",print_hash_value);
transparent_crc(g_1007.f2,"g_1007.f2",print_hash_value);
transparent_crc(g_1007.f3,"g_1007.f3",print_hash_value);
transparent_crc(g_1007.f4,"g_1007.f4",print_hash_value);
transparent_crc(g_1007.f5,"g_1007.f5",print_hash_value);
transparent_crc(g_1007.f6,"g_1007.f6",print_hash_value);
transparent_crc(g_1007.f7,"g_1007.f7",print_hash_value);
transparent_crc(g_1008.f0.f0,"g_1008.f0.f0",print_hash_value);
transparent_crc(g_1008.f1,"g_1008.f1",print_hash_value);
transparent_crc(g_1008.f2,"g_1008.f2",print_hash_value);
transparent_crc(g_1008.f3,"g_1008.f3",print_hash_value);
transparent_crc(g_1008.f4,"g_1008.f4",print_hash_value);
transparent_crc(g_1008.f5,"g_1008.f5",print_hash_value);
transparent_crc(g_1008.f6,"g_1008.f6",print_hash_value);
transparent_crc(g_1008.f7,"g_1008.f7",print_hash_value);
transparent_crc(g_1009.f0.f0,"g_1009.f0.f0",print_hash_value);
transparent_crc(g_1009.f1,"g_1009.f1",print_hash_value);
transparent_crc(g_1009.f2,"g_1009.f2",print_hash_value);
transparent_crc(g_1009.f3,"g_1009.f3",print_hash_value);
transparent_crc(g_1009.f4,"g_1009.f4",print_hash_value);
transparent_crc(g_1009.f5,"g_1009.f5",print_hash_value);
transparent_crc(g_1009.f6,"g_1009.f6",print_hash_value);
transparent_crc(g_1009.f7,"g_1009.f7",print_hash_value);
transparent_crc(g_1046.f0.f0,"g_1046.f0.f0",print_hash_value);
transparent_crc(g_1046.f1,"g_1046.f1",print_hash_value);
transparent_crc(g_1046.f2,"g_1046.f2",print_hash_value);
transparent_crc(g_1046.f3,"g_1046.f3",print_hash_value);
transparent_crc(g_1046.f4,"g_1046.f4",print_hash_value);
transparent_crc(g_1046.f5,"g_1046.f5",print_hash_value);
transparent_crc(g_1046.f6,"g_1046.f6",print_hash_value);
transparent_crc(g_1046.f7,"g_1046.f7",print_hash_value);
transparent_crc(g_1047.f0.f0,"g_1047.f0.f0",print_hash_value);
transparent_crc(g_1047.f1,"g_1047.f1",print_hash_value);
transparent_crc(g_1047.f2,"g_1047.f2",print_hash_value);
transparent_crc(g_1047.f3,"g_1047.f3",print_hash_value);
transparent_crc(g_1047.f4,"g_1047.f4",print_hash_value);
transparent_crc(g_1047.f5,"g_1047.f5",print_hash_value);
transparent_crc(g_1047.f6,"g_1047.f6",print_hash_value);
transparent_crc(g_1047.f7,"g_1047.f7",print_hash_value);
transparent_crc(g_1084.f0.f0,"g_1084.f0.f0",print_hash_value);
transparent_crc(g_1084.f1,"g_1084.f1",print_hash_value);
transparent_crc(g_1084.f2,"g_1084.f2",print_hash_value);
transparent_crc(g_1084.f3,"g_1084.f3",print_hash_value);
transparent_crc(g_1084.f4,"g_1084.f4",print_hash_value);
transparent_crc(g_1084.f5,"g_1084.f5",print_hash_value);
transparent_crc(g_1084.f6,"g_1084.f6",print_hash_value);
transparent_crc(g_1084.f7,"g_1084.f7",print_hash_value);
transparent_crc(g_1085.f0.f0,"g_1085.f0.f0",print_hash_value);
transparent_crc(g_1085.f1,"g_1085.f1",print_hash_value);
transparent_crc(g_1085.f2,"g_1085.f2",print_hash_value);
transparent_crc(g_1085.f3,"g_1085.f3",print_hash_value);
transparent_crc(g_1085.f4,"g_1085.f4",print_hash_value);
transparent_crc(g_1085.f5,"g_1085.f5",print_hash_value);
transparent_crc(g_1085.f6,"g_1085.f6",print_hash_value);
transparent_crc(g_1085.f7,"g_1085.f7",print_hash_value);
transparent_crc(g_1238.f0.f0,"g_1238.f0.f0",print_hash_value);
transparent_crc(g_1238.f1,"g_1238.f1",print_hash_value);
transparent_crc(g_1238.f2,"g_1238.f2",print_hash_value);
transparent_crc(g_1238.f3,"g_1238.f3",print_hash_value);
transparent_crc(g_1238.f4,"g_1238.f4",print_hash_value);
transparent_crc(g_1238.f5,"g_1238.f5",print_hash_value);
transparent_crc(g_1238.f6,"g_1238.f6",print_hash_value);
transparent_crc(g_1238.f7,"g_1238.f7",print_hash_value);
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
