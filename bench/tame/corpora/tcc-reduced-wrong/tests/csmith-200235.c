#define NO_LONGLONG
#include "csmith.h"
union U0{
uint32_t f0;
uint32_t f1;
};
union U1{
uint16_t f0;
const uint8_t f1;
};
union U2{
const int32_t f0;
int32_t f1;
int32_t f2;
};
union U3{
int16_t f0;
int32_t f1;
};
static uint16_t g_14=0x6EDA;
static union U0 g_21={};
static uint32_t g_35[7]={};
static union U1 g_59={};
static union U2 g_62={};
static uint32_t g_81=1U;
static int32_t g_146=(-1);
static uint32_t g_158[6][7][4]={};
static uint32_t g_162[8][1]={};
static uint32_t g_173=0xD7BC6382;
static uint32_t g_220=0x22C6849B;
static uint32_t g_230=4294967295U;
static int32_t g_243=0x72236B93;
static int32_t g_247[8][6]={};
static int32_t g_299=4;
static int16_t g_320[10][6][4]={};
static uint32_t g_409=0xB180C521;
static int32_t g_414=8;
static int32_t g_416=(-10);
static uint32_t g_431=4294967295U;
static int32_t g_435=0x5F62A797;
static uint32_t g_474[8]={};
static uint32_t g_477[4]={};
static int16_t g_550[6][9]={};
static uint16_t g_644[7]={};
static uint16_t g_714=1U;
static union U0 func_1(void);
static uint16_t func_5(int32_t p_6,union U1 p_7,uint8_t p_8);
static union U2 func_17(union U0 p_18,int16_t p_19,union U0 p_20);
static union U0 func_1(void)
{
uint32_t l_4=0x7A73D2D6;
union U1 l_9[4]={};
int32_t l_821[5]={};
union U0 l_824={};
uint16_t l_828=0U;
int32_t l_835=0;
int i;
l_821[2]=((safe_add_func_uint32_t_u_u(l_4,0xA8358BD4)),(l_4||func_5(l_4,l_9[1],l_9[1].f0)));
l_835=((safe_add_func_int16_t_s_s(((g_162[6][0],func_17(g_21,l_821[2],l_824)),((safe_unary_minus_func_uint16_t_u(l_821[2])),(l_828&&(((safe_mod_func_int16_t_s_s((0x9D999341|(((safe_mul_func_int16_t_s_s((safe_mod_func_int32_t_s_s(g_714,g_59.f0)),0U))&&5U)||g_21.f1)),g_416))>=g_220)==l_835)))),g_644[5]))|g_14);
return l_824;
}
static uint16_t func_5(int32_t p_6,union U1 p_7,uint8_t p_8)
{
int16_t l_31=(-10);
uint32_t l_585=0xAA2FA705;
uint32_t l_673=4294967295U;
int32_t l_694=(-3);
const uint32_t l_715=0x56504EAE;
int16_t l_786=(-5);
int32_t l_820=0xA39681AB;
for(p_8=0;(p_8<24);++p_8)
{}
return l_715;
}
static union U2 func_17(union U0 p_18,int16_t p_19,union U0 p_20)
{
int32_t l_60=(-1);
int32_t l_394=0xA4672518;
union U2 l_511={};
uint32_t l_533[9][2]={};
union U1 l_574={0xCA23};
uint32_t l_579=0x9E3E81E9;
int32_t l_582=1;
int i,j;
for(p_20.f0=0;(p_20.f0>28);++p_20.f0)
{
int16_t l_378=2;
int32_t l_395[9][10][1]={{{0x57CA74A0},{0x7A13DAAA},{0xA6A50228},{7},{0xB0A3FC12},{0x46217EB9},{0xB0A3FC12},{7},{0xA6A50228},{0x7A13DAAA}},{{0x57CA74A0},{0xB562337D},{(-1)},{0xAC8C8206},{1},{0x7A13DAAA},{0x2BC6B43B},{(-10)},{0xB0A3FC12},{6}},{{0x5091F22C},{7},{0x2BC6B43B},{0xD77C2A98},{0x57CA74A0},{0xAC8C8206},{0x69D36941},{0xAC8C8206},{0x57CA74A0},{0}},{{(-1)},{0x46217EB9},{1},{0xEFA3F52D},{1},{0x6EA87081},{(-1)},{0xC9CE54CF},{0x5948C765},{(-10)}},{{(-10)},{4},{0x69D36941},{0xC9CE54CF},{0xBF541D3C},{0x46217EB9},{1},{0xA7388A2A},{1},{0x46217EB9}},{{0xBF541D3C},{0xC9CE54CF},{0x69D36941},{4},{(-10)},{(-10)},{0x5948C765},{0xC9CE54CF},{(-1)},{0x6EA87081}},{{1},{0xEFA3F52D},{1},{0x46217EB9},{(-1)},{0},{0x69D36941},{(-10)},{0xEE43BC70},{(-10)}},{{0x69D36941},{0},{(-1)},{0x46217EB9},{1},{0xEFA3F52D},{1},{0x6EA87081},{(-1)},{0xC9CE54CF}},{{0x5948C765},{(-10)},{(-10)},{4},{0x69D36941},{0xC9CE54CF},{0xBF541D3C},{0x46217EB9},{1},{0xA7388A2A}}};
const union U1 l_403[2][8][3]={{{{0xDDA7},{0x9633},{0x7440}},{{65535U},{3U},{3U}},{{0x7440},{0xC4C5},{0xBA47}},{{65535U},{0x9FAF},{65535U}},{{0xDDA7},{0xB29B},{0xBA47}},{{1U},{1U},{3U}},{{1U},{0xB29B},{0x7440}},{{3U},{0x9FAF},{0x3806}}},{{{1U},{0xC4C5},{1U}},{{1U},{3U},{0x3806}},{{0xDDA7},{0x9633},{0x7440}},{{65535U},{3U},{3U}},{{0x7440},{0xC4C5},{0xBA47}},{{65535U},{0x9FAF},{65535U}},{{0xDDA7},{0xB29B},{0xBA47}},{{1U},{1U},{3U}}}};
uint32_t l_475=4294967295U;
int32_t l_478=(-7);
union U0 l_484={4294967288U};
union U3 l_536={-1};
uint32_t l_571=0x90C2D0CD;
int i,j,k;
for(g_21.f0=0;(g_21.f0<=6);g_21.f0+=1)
{
uint8_t l_61[8]={4U,4U,0U,4U,4U,0U,4U,4U};
union U1 l_63={65532U};
int32_t l_398=(-1);
uint32_t l_446=0x37F0132B;
int32_t l_476[4]={(-1),(-1),(-1),(-1)};
int i;
if((g_59.f1^(safe_mod_func_uint32_t_u_u(p_18.f0,(safe_rshift_func_int16_t_s_s((safe_rshift_func_int16_t_s_s((p_19=l_63.f0),2)),((safe_mod_func_int16_t_s_s(((safe_lshift_func_uint16_t_u_s((((-1)&&(!g_59.f0))<(((g_320[7][1][3]=g_230)^(p_20.f0,((l_63,9)&&0)))&g_146)),g_243))>l_378),g_247[0][1])),l_63.f0)))))))
{
int32_t l_379=0x3680E14F;
int32_t l_413[8];
int i;
}
else
{
uint32_t l_473=4294967295U;
int32_t l_483[2];
union U1 l_499={0x3E0C};
int i;
for(l_394=2;(l_394<=6);l_394+=1)
{
int32_t l_482=0x9031822C;
int32_t l_500=0x64BA1011;
int i;
for(l_60=0;(l_60<=5);l_60+=1)
{
int i,j;
}
}
}
}
}
l_582=((((safe_sub_func_uint16_t_u_u(((l_574,l_511.f1)||(l_60=0xB6EE)),(l_394=(safe_add_func_int32_t_s_s((l_574.f0<(l_574.f1||(safe_add_func_uint32_t_u_u((g_158[3][0][1]&&l_579),((((g_243>=(safe_mod_func_uint16_t_u_u(g_21.f0,p_18.f0))),7)<=g_477[1])||0x2A63))))),p_20.f0)))))==0xE150014C)>=0xFAA541C9),(-6));
g_243=g_62.f0;
l_582=g_247[7][1];
return l_511;
}
int main(int argc,char*argv[])
{
int i,j,k;
int print_hash_value=0;
if(argc==2&&strcmp(argv[1],"1")==0)print_hash_value=1;
platform_main_begin();
crc32_gentab();
func_1();
transparent_crc(g_14,"g_14",print_hash_value);
transparent_crc(g_21.f0,"g_21.f0",print_hash_value);
transparent_crc(g_21.f1,"g_21.f1",print_hash_value);
for(i=0;i<7;i=i+1)
{
transparent_crc(g_35[i],"g_35[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_59.f0,"g_59.f0",print_hash_value);
transparent_crc(g_59.f1,"g_59.f1",print_hash_value);
transparent_crc(g_62.f0,"g_62.f0",print_hash_value);
transparent_crc(g_62.f1,"g_62.f1",print_hash_value);
transparent_crc(g_62.f2,"g_62.f2",print_hash_value);
transparent_crc(g_81,"g_81",print_hash_value);
transparent_crc(g_146,"g_146",print_hash_value);
for(i=0;i<6;i=i+1)
{
for(j=0;j<7;j=j+1)
{
for(k=0;k<4;k=k+1)
{
transparent_crc(g_158[i][j][k],"g_158[i][j][k]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
for(i=0;i<8;i=i+1)
{
for(j=0;j<1;j=j+1)
{
transparent_crc(g_162[i][j],"g_162[i][j]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d]\n",i,j);
}
}
transparent_crc(g_173,"g_173",print_hash_value);
transparent_crc(g_220,"g_220",print_hash_value);
transparent_crc(g_230,"g_230",print_hash_value);
transparent_crc(g_243,"g_243",print_hash_value);
for(i=0;i<8;i=i+1)
{
for(j=0;j<6;j=j+1)
{
transparent_crc(g_247[i][j],"g_247[i][j]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d]\n",i,j);
}
}
transparent_crc(g_299,"g_299",print_hash_value);
for(i=0;i<10;i=i+1)
{
for(j=0;j<6;j=j+1)
{
for(k=0;k<4;k=k+1)
{
transparent_crc(g_320[i][j][k],"g_320[i][j][k]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
transparent_crc(g_409,"g_409",print_hash_value);
transparent_crc(g_414,"g_414",print_hash_value);
transparent_crc(g_416,"g_416",print_hash_value);
transparent_crc(g_431,"g_431",print_hash_value);
transparent_crc(g_435,"g_435",print_hash_value);
for(i=0;i<8;i=i+1)
{
transparent_crc(g_474[i],"g_474[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
for(i=0;i<4;i=i+1)
{
transparent_crc(g_477[i],"g_477[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
for(i=0;i<6;i=i+1)
{
for(j=0;j<9;j=j+1)
{
transparent_crc(g_550[i][j],"g_550[i][j]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d]\n",i,j);
}
}
for(i=0;i<7;i=i+1)
{
transparent_crc(g_644[i],"g_644[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_714,"g_714",print_hash_value);
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
