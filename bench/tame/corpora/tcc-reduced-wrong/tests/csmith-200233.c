#include "csmith.h"
struct S0{
const int32_t f0;
uint32_t f1;
const uint16_t f2;
uint32_t f3;
};
struct S1{
unsigned f0:1;
const unsigned f1:1;
struct S0 f2;
signed f3:7;
};
struct S2{
signed f0:11;
const unsigned f1:12;
unsigned f2:31;
unsigned f3:13;
};
struct S3{
uint32_t f0;
signed f1:8;
unsigned f2:4;
signed f3:7;
const unsigned f4:27;
};
struct S4{
struct S1 f0;
struct S3 f1;
uint16_t f2;
int16_t f3;
};
static int16_t g_5=0xADACL;
static struct S3 g_12={2UL,-7,2,-5,11130};
static int32_t g_16=(-1L);
static uint32_t g_25=1UL;
static int16_t g_27=(-1L);
static struct S4 g_28={{0,0,{-6L,0x931BC1F9L,3UL,0x071694A9L},-9},{4294967295UL,0,3,1,10708},1UL,0xAD58L};
static const struct S1*g_62=(void*)0;
static int32_t*g_93= &g_16;
static int32_t*g_94= &g_16;
static int16_t*g_97= &g_28.f3;
static struct S1 g_105={0,0,{-1L,18446744073709551608UL,0UL,1UL},9};
static struct S1*g_104[5]={&g_105,&g_105,&g_105,&g_105,&g_105};
static uint16_t g_139=65531UL;
static int32_t g_140[4]={0xFB52A324L,0xFB52A324L,0xFB52A324L,0xFB52A324L};
static uint16_t g_142=0xA5C6L;
static uint16_t g_147=1UL;
static int32_t****g_148=(void*)0;
static struct S1**g_199= &g_104[0];
static struct S1***g_198= &g_199;
static struct S2 g_212={-43,11,40831,52};
static struct S2*g_211[7][3][7]={{{&g_212,&g_212,(void*)0,&g_212,&g_212,&g_212,&g_212},{&g_212,&g_212,&g_212,&g_212,&g_212,&g_212,&g_212},{&g_212,&g_212,(void*)0,(void*)0,(void*)0,&g_212,&g_212}},{{&g_212,&g_212,&g_212,&g_212,&g_212,&g_212,&g_212},{&g_212,&g_212,&g_212,&g_212,&g_212,&g_212,&g_212},{&g_212,&g_212,&g_212,&g_212,(void*)0,&g_212,&g_212}},{{&g_212,&g_212,&g_212,&g_212,(void*)0,(void*)0,(void*)0},{&g_212,&g_212,&g_212,&g_212,(void*)0,&g_212,&g_212},{&g_212,(void*)0,&g_212,&g_212,&g_212,(void*)0,&g_212}},{{&g_212,&g_212,(void*)0,&g_212,&g_212,&g_212,&g_212},{(void*)0,(void*)0,(void*)0,&g_212,&g_212,&g_212,&g_212},{&g_212,&g_212,(void*)0,&g_212,&g_212,&g_212,&g_212}},{{&g_212,&g_212,&g_212,&g_212,&g_212,&g_212,(void*)0},{&g_212,&g_212,&g_212,&g_212,&g_212,&g_212,&g_212},{(void*)0,(void*)0,&g_212,&g_212,&g_212,&g_212,&g_212}},{{&g_212,&g_212,&g_212,&g_212,&g_212,&g_212,&g_212},{&g_212,(void*)0,&g_212,&g_212,(void*)0,&g_212,&g_212},{&g_212,&g_212,&g_212,&g_212,&g_212,&g_212,&g_212}},{{(void*)0,&g_212,&g_212,&g_212,&g_212,&g_212,(void*)0},{&g_212,&g_212,&g_212,&g_212,&g_212,&g_212,&g_212},{&g_212,&g_212,(void*)0,&g_212,&g_212,&g_212,&g_212}}};
static struct S0*g_217= &g_105.f2;
static int16_t**g_258[10]={(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static int16_t***g_257= &g_258[0];
static const uint32_t g_264=0UL;
static int32_t*g_284= &g_16;
static struct S3 g_294[8]={{1UL,9,3,6,8874},{1UL,9,3,6,8874},{1UL,9,3,6,8874},{1UL,9,3,6,8874},{1UL,9,3,6,8874},{1UL,9,3,6,8874},{1UL,9,3,6,8874},{1UL,9,3,6,8874}};
static struct S2**g_310[5][7][7]={{{(void*)0,&g_211[2][0][4],(void*)0,&g_211[2][0][4],&g_211[0][0][5],(void*)0,&g_211[6][0][3]},{&g_211[2][0][4],&g_211[5][0][1],&g_211[3][0][6],&g_211[1][0][1],&g_211[5][0][1],&g_211[5][0][6],&g_211[2][0][4]},{&g_211[2][0][4],&g_211[6][0][3],(void*)0,&g_211[2][0][4],&g_211[4][1][0],(void*)0,&g_211[5][0][1]},{(void*)0,&g_211[0][0][5],(void*)0,(void*)0,&g_211[5][2][2],&g_211[0][1][6],&g_211[2][0][4]},{&g_211[1][2][5],&g_211[2][0][4],&g_211[6][2][1],&g_211[1][2][5],&g_211[2][0][4],&g_211[6][2][6],&g_211[6][2][5]},{&g_211[1][2][5],&g_211[0][1][6],&g_211[2][0][4],&g_211[0][0][5],&g_211[0][1][0],&g_211[2][0][4],&g_211[1][0][1]},{(void*)0,&g_211[2][0][4],(void*)0,(void*)0,&g_211[2][0][4],(void*)0,(void*)0}},{{&g_211[2][0][4],&g_211[2][0][4],&g_211[6][0][1],&g_211[2][0][4],&g_211[2][0][4],&g_211[1][2][5],&g_211[5][2][2]},{&g_211[2][0][4],&g_211[2][0][4],&g_211[2][0][4],&g_211[2][0][4],(void*)0,&g_211[2][0][4],&g_211[5][0][1]},{&g_211[1][2][0],&g_211[2][0][4],&g_211[2][0][4],&g_211[3][0][6],&g_211[4][1][3],&g_211[2][0][4],&g_211[1][2][0]},{&g_211[2][0][4],&g_211[2][0][4],&g_211[5][0][4],(void*)0,(void*)0,&g_211[0][0][5],(void*)0},{&g_211[4][1][0],&g_211[5][0][6],&g_211[4][1][0],(void*)0,&g_211[6][2][6],&g_211[2][0][4],&g_211[3][2][2]},{&g_211[4][1][0],&g_211[6][0][3],&g_211[6][0][1],&g_211[6][2][1],(void*)0,&g_211[6][0][6],&g_211[2][2][2]},{&g_211[0][1][0],&g_211[6][0][3],&g_211[2][0][4],&g_211[2][0][4],(void*)0,&g_211[2][0][4],&g_211[2][0][4]}},{{&g_211[6][0][3],&g_211[5][0][6],&g_211[3][0][6],(void*)0,&g_211[6][0][1],&g_211[6][0][1],(void*)0},{&g_211[2][2][2],&g_211[2][0][4],&g_211[2][2][2],&g_211[6][0][1],&g_211[2][0][4],&g_211[5][0][6],&g_211[2][0][4]},{(void*)0,&g_211[2][0][4],&g_211[2][0][4],&g_211[2][0][4],(void*)0,&g_211[2][0][4],&g_211[2][0][4]},{&g_211[4][1][0],&g_211[2][2][2],&g_211[5][0][6],&g_211[2][0][4],&g_211[2][0][4],&g_211[5][0][6],&g_211[0][1][0]},{&g_211[6][2][6],(void*)0,&g_211[4][2][5],&g_211[2][0][4],&g_211[2][0][4],&g_211[6][0][1],&g_211[2][0][4]},{&g_211[2][0][4],(void*)0,&g_211[1][2][2],&g_211[4][1][3],(void*)0,&g_211[2][0][4],(void*)0},{&g_211[2][0][4],&g_211[2][0][4],&g_211[2][0][4],&g_211[4][1][0],&g_211[2][0][4],&g_211[6][0][6],&g_211[2][0][4]}},{{&g_211[2][0][4],(void*)0,&g_211[2][0][4],&g_211[2][0][4],&g_211[2][0][4],&g_211[2][0][4],&g_211[2][0][4]},{&g_211[3][2][2],(void*)0,&g_211[1][2][2],&g_211[2][0][4],(void*)0,&g_211[0][0][5],(void*)0},{&g_211[2][0][4],&g_211[4][2][5],&g_211[4][2][5],&g_211[2][0][4],&g_211[4][1][0],&g_211[2][0][4],(void*)0},{&g_211[6][0][1],&g_211[2][0][4],&g_211[5][0][6],&g_211[2][0][4],&g_211[2][0][4],&g_211[2][0][4],&g_211[2][0][4]},{&g_211[3][2][2],(void*)0,&g_211[2][0][4],&g_211[2][0][4],(void*)0,&g_211[6][0][0],(void*)0},{(void*)0,&g_211[2][0][4],&g_211[2][2][2],&g_211[6][0][3],&g_211[2][0][4],&g_211[1][2][0],(void*)0},{&g_211[6][0][6],&g_211[0][1][0],&g_211[3][0][6],&g_211[4][2][5],&g_211[3][2][2],&g_211[2][0][4],&g_211[2][0][4]}},{{&g_211[2][0][4],&g_211[2][0][4],&g_211[2][0][4],(void*)0,&g_211[4][1][3],&g_211[2][0][4],&g_211[2][0][4]},{&g_211[2][0][4],&g_211[1][2][0],&g_211[6][0][1],(void*)0,&g_211[2][0][4],&g_211[2][0][4],(void*)0},{&g_211[2][0][4],(void*)0,&g_211[4][1][0],&g_211[4][2][5],&g_211[2][0][4],&g_211[2][0][4],&g_211[2][0][4]},{(void*)0,&g_211[6][0][3],&g_211[5][0][4],&g_211[6][0][3],(void*)0,&g_211[5][2][2],&g_211[0][1][0]},{&g_211[0][1][0],&g_211[6][2][1],&g_211[2][0][4],&g_211[2][0][4],&g_211[3][0][6],&g_211[1][2][5],&g_211[2][0][4]},{&g_211[6][2][1],(void*)0,&g_211[3][0][6],&g_211[2][0][4],&g_211[2][0][4],&g_211[6][0][1],&g_211[2][0][4]},{&g_211[0][1][0],&g_211[2][0][4],&g_211[2][0][4],&g_211[2][0][4],&g_211[2][0][4],&g_211[2][0][4],(void*)0}}};
static struct S2***g_309= &g_310[0][0][2];
static struct S2****g_308= &g_309;
static uint32_t**g_342=(void*)0;
static uint32_t***g_341= &g_342;
static uint32_t*const**g_343=(void*)0;
static const int32_t*g_355= &g_28.f0.f2.f0;
static const int32_t**g_354= &g_355;
static struct S4**g_363=(void*)0;
static const struct S2 g_400={3,28,14468,24};
static const struct S2*g_399= &g_400;
static const struct S2**g_398= &g_399;
static const struct S2***g_397[7]={&g_398,&g_398,&g_398,&g_398,&g_398,&g_398,&g_398};
static struct S3 g_407={4294967295UL,-3,1,-10,8097};
static struct S3*g_406= &g_407;
static struct S2 g_446={-36,40,3944,6};
static uint32_t****g_476= &g_341;
static uint32_t***const*const g_563[4][9]={{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&g_341,&g_341,&g_341,&g_341,&g_341,&g_341,&g_341,&g_341,&g_341},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&g_341,&g_341,&g_341,&g_341,&g_341,&g_341,&g_341,&g_341,&g_341}};
static uint32_t g_623=18446744073709551607UL;
static int16_t g_636=0xCBD8L;
static const struct S1 g_707={0,0,{0x91C32799L,0x8CF31A1EL,65530UL,18446744073709551615UL},-1};
static struct S1 g_773={0,0,{-7L,18446744073709551615UL,65535UL,18446744073709551609UL},8};
static struct S0*g_856[5]={&g_773.f2,&g_773.f2,&g_773.f2,&g_773.f2,&g_773.f2};
static int32_t*****g_902= &g_148;
static struct S0 func_1(void);
static int32_t func_2(int32_t p_3,struct S0 p_4);
static struct S0 func_6(struct S3 p_7,int32_t p_8,int32_t p_9,struct S4 p_10,int16_t p_11);
static int32_t*func_29(int32_t*p_30,struct S1 p_31);
static struct S0 func_1(void)
{
int32_t*l_15[5];
uint32_t l_22=0x2300B631L;
uint32_t*l_23= &l_22;
uint32_t*l_24[4];
int32_t l_26=1L;
int32_t l_910=0L;
struct S0 l_911={0x54336148L,18446744073709551615UL,1UL,18446744073709551607UL};
int i;
for(i=0;i<5;i++)
l_15[i]= &g_16;
for(i=0;i<4;i++)
l_24[i]= &g_25;
g_294[0].f3=func_2(g_5,func_6(g_12,(safe_mod_func_int32_t_s_s((((g_16=g_5)!=(g_12.f1&(-5L)))&(~(0xCB4FL<(((g_27=((l_26=((-1L)>((((*l_23)=l_22)!=g_12.f1)>g_12.f2)))||g_25))>g_12.f4)>=g_25)))),g_12.f4)),g_25,g_28,g_12.f3));
g_407.f1=(g_294[0].f3=l_910);
return l_911;
}
static int32_t func_2(int32_t p_3,struct S0 p_4)
{
int32_t l_234=0x8E5A45A9L;
int32_t*l_251=(void*)0;
struct S4*l_281= &g_28;
const uint32_t*l_286= &g_25;
const uint32_t**l_285[3][7]={{&l_286,&l_286,&l_286,&l_286,(void*)0,&l_286,&l_286},{&l_286,&l_286,&l_286,&l_286,&l_286,&l_286,&l_286},{&l_286,&l_286,&l_286,&l_286,&l_286,&l_286,&l_286}};
struct S3*l_291= &g_12;
int32_t**l_358= &l_251;
struct S1 l_371={0,0,{1L,0x6F3951A5L,0x4E5CL,18446744073709551611UL},-6};
int16_t*l_380=(void*)0;
struct S0*l_403=(void*)0;
int16_t l_433=0x796AL;
struct S2*l_444[5][6]={{(void*)0,&g_212,&g_212,(void*)0,(void*)0,&g_212},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&g_212,(void*)0,&g_212,&g_212,(void*)0,(void*)0},{(void*)0,&g_212,&g_212,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,&g_212}};
struct S1 l_595={0,0,{0xD6957ED2L,0x2094C5C4L,0UL,0xB8913626L},-2};
uint16_t l_665[8]={0UL,0UL,0UL,0UL,0UL,0UL,0UL,0UL};
int32_t***l_698= &l_358;
int32_t****l_697[3][3][9]={{{&l_698,&l_698,&l_698,&l_698,(void*)0,&l_698,&l_698,&l_698,(void*)0},{(void*)0,&l_698,(void*)0,&l_698,&l_698,(void*)0,(void*)0,&l_698,&l_698},{&l_698,&l_698,&l_698,&l_698,(void*)0,&l_698,&l_698,&l_698,(void*)0}},{{(void*)0,&l_698,(void*)0,&l_698,&l_698,(void*)0,(void*)0,&l_698,&l_698},{&l_698,&l_698,&l_698,&l_698,(void*)0,&l_698,&l_698,&l_698,(void*)0},{(void*)0,&l_698,(void*)0,&l_698,&l_698,(void*)0,(void*)0,&l_698,&l_698}},{{&l_698,&l_698,&l_698,&l_698,(void*)0,&l_698,&l_698,&l_698,(void*)0},{(void*)0,&l_698,(void*)0,&l_698,&l_698,(void*)0,(void*)0,&l_698,&l_698},{&l_698,&l_698,&l_698,&l_698,(void*)0,&l_698,&l_698,&l_698,(void*)0}}};
const struct S1*l_706= &g_707;
int32_t*l_832= &g_16;
uint16_t l_852=65535UL;
int16_t****l_893=(void*)0;
struct S2*****l_905[2];
int i,j,k;
for(i=0;i<2;i++)
l_905[i]= &g_308;
if(p_3)
{
struct S2**l_240= &g_211[6][1][2];
struct S2***l_239= &l_240;
int32_t*l_241=(void*)0;
int32_t*l_242= &g_16;
const uint16_t l_247=0x00B7L;
int32_t*l_248= &l_234;
struct S1*const*l_275[6];
struct S1*const**l_274= &l_275[3];
struct S3*l_293= &g_294[0];
struct S0**l_298= &g_217;
uint32_t l_369=7UL;
const struct S2*l_396= &g_212;
const struct S2**l_395= &l_396;
const struct S2***l_394= &l_395;
uint32_t l_408[3][5][4]={{{18446744073709551613UL,18446744073709551606UL,18446744073709551613UL,18446744073709551613UL},{18446744073709551606UL,18446744073709551606UL,18446744073709551606UL,18446744073709551613UL},{18446744073709551613UL,0xEA18B767L,0xEA18B767L,18446744073709551613UL},{0xEA18B767L,18446744073709551613UL,0xEA18B767L,0xEA18B767L},{18446744073709551613UL,18446744073709551613UL,18446744073709551606UL,18446744073709551613UL}},{{18446744073709551613UL,0xEA18B767L,0xEA18B767L,18446744073709551613UL},{0xEA18B767L,18446744073709551613UL,0xEA18B767L,0xEA18B767L},{18446744073709551613UL,18446744073709551613UL,18446744073709551606UL,18446744073709551613UL},{18446744073709551613UL,0xEA18B767L,0xEA18B767L,18446744073709551613UL},{0xEA18B767L,18446744073709551613UL,0xEA18B767L,0xEA18B767L}},{{18446744073709551613UL,18446744073709551613UL,18446744073709551606UL,18446744073709551613UL},{18446744073709551613UL,0xEA18B767L,0xEA18B767L,18446744073709551613UL},{0xEA18B767L,18446744073709551613UL,0xEA18B767L,0xEA18B767L},{18446744073709551613UL,18446744073709551613UL,18446744073709551606UL,18446744073709551613UL},{18446744073709551613UL,0xEA18B767L,0xEA18B767L,18446744073709551613UL}}};
uint32_t*const l_419= &g_28.f1.f0;
uint32_t*const*l_418= &l_419;
uint32_t*const**l_417[6]={(void*)0,&l_418,(void*)0,(void*)0,&l_418,(void*)0};
int32_t l_540[5][1][1];
int32_t l_564=(-2L);
struct S3****l_591=(void*)0;
int i,j,k;
for(i=0;i<6;i++)
l_275[i]= &g_104[0];
for(i=0;i<5;i++)
{
for(j=0;j<1;j++)
{
for(k=0;k<1;k++)
l_540[i][j][k]=0x3362F09AL;
}
}
if((safe_rshift_func_int16_t_s_s((((*l_248)=(safe_sub_func_int16_t_s_s(l_234,((((65535UL>(safe_lshift_func_uint16_t_u_s(l_234,((void*)0==g_148))))&p_4.f1)==((safe_mod_func_int32_t_s_s(((*l_242)=(((*l_239)=(void*)0)==(void*)0)),(safe_rshift_func_int16_t_s_s((safe_lshift_func_int16_t_s_u(1L,l_247)),l_234))))>=g_28.f0.f2.f2))|g_28.f3))))<=g_105.f2.f0),6)))
{
struct S1*l_249= &g_28.f0;
int32_t*l_266= &g_16;
struct S2**l_268= &g_211[2][0][4];
struct S1*const**l_276[9]={&l_275[3],&l_275[3],&l_275[3],&l_275[3],&l_275[3],&l_275[3],&l_275[3],&l_275[3],&l_275[3]};
struct S3**l_292= &l_291;
int i;
if((l_249==(void*)0))
{
int32_t**l_250= &g_93;
struct S1**const l_252= &g_104[0];
const int32_t l_278[8]={0x7B865241L,0x7B865241L,0x7B865241L,0x7B865241L,0x7B865241L,0x7B865241L,0x7B865241L,0x7B865241L};
int i;
l_251=((*l_250)= &p_3);
if(((**l_250)=p_3))
{
int32_t***l_260= &l_250;
int32_t****l_259= &l_260;
const uint32_t**l_261=(void*)0;
const uint32_t*l_263= &g_264;
const uint32_t**l_262= &l_263;
struct S2**const l_269= &g_211[3][1][4];
struct S1 l_271={0,0,{0xEE31FBE3L,18446744073709551615UL,65535UL,0x774B25CBL},8};
if((safe_sub_func_int16_t_s_s((((safe_add_func_uint16_t_u_u((g_257==(void*)0),(g_148!=l_259)))||((****l_259)>=p_4.f0))>=g_140[3]),(l_251==((*l_262)=(void*)0)))))
{
return p_4.f3;
}
else
{
struct S0**l_265= &g_217;
lbl_267:
(****l_259)=((void*)0!=l_266);
lbl_270:
(****l_259)=((*l_266)=(l_268!=l_269));
}
}
else
{
lbl_277:
for(g_139=(-19);(g_139!=36);g_139=safe_add_func_int16_t_s_s(g_139,5))
{
if(p_4.f3)
break;
return p_4.f3;
}
if((*l_266))
{
uint16_t*l_279=(void*)0;
uint16_t*l_280= &g_139;
}
else
{
struct S4**l_282=(void*)0;
struct S4**l_283= &l_281;
}
}
}
else
{
const uint32_t***l_287= &l_285[2][3];
int32_t**l_288= &g_284;
for(g_16=(-12);(g_16==28);g_16=safe_add_func_int32_t_s_s(g_16,1))
{
return l_234;
}
}
}
else
{
uint16_t*l_297[3];
int32_t l_299=0xC23AA35DL;
struct S1*l_300[3];
struct S2****l_306= &l_239;
const struct S4*l_336= &g_28;
uint32_t*l_338= &g_294[0].f0;
uint32_t l_368=1UL;
uint16_t l_370=65527UL;
int32_t*l_372= &l_299;
uint16_t l_381=65535UL;
struct S0**const l_447[5][1]={{&g_217},{&g_217},{&g_217},{&g_217},{&g_217}};
int16_t***l_454= &g_258[0];
uint32_t l_467=1UL;
int16_t****l_492= &l_454;
uint32_t*****l_560= &g_476;
int i,j;
for(i=0;i<3;i++)
l_297[i]= &g_147;
for(i=0;i<3;i++)
l_300[i]= &g_105;
for(g_105.f2.f3=0;(g_105.f2.f3<=2);g_105.f2.f3+=1)
{
int32_t**l_357[1];
int i;
for(i=0;i<1;i++)
l_357[i]= &g_94;
for(g_12.f0=0;(g_12.f0<=2);g_12.f0+=1)
{
for(g_16=2;(g_16>=0);g_16-=1)
{
int32_t**l_301= &g_93;
const int16_t l_302[9]={7L,7L,0xBBE0L,7L,7L,0xBBE0L,7L,7L,0xBBE0L};
int i;
(*l_301)=(void*)0;
(*l_248)=l_302[2];
if(p_4.f0)
break;
}
}
if((((safe_sub_func_int32_t_s_s(p_4.f2,(!p_4.f3)))|0x6EDBL)>4294967295UL))
{
struct S2*****l_307[3][3];
uint32_t l_317=0xE3C2AE3BL;
int i,j;
}
else
{
uint32_t l_351=0x24316215L;
const int32_t***l_356= &g_354;
uint32_t*l_367= &g_12.f0;
(*g_284)=(safe_add_func_uint32_t_u_u(((safe_div_func_uint32_t_u_u(((*l_338)=(safe_add_func_uint32_t_u_u(l_351,(p_4.f2>=(safe_rshift_func_int16_t_s_s((((*l_356)=g_354)!=(l_358=l_357[0])),5)))))),0x97EDA3FDL))==(g_147=(safe_add_func_uint32_t_u_u(((*l_367)=((safe_lshift_func_int16_t_s_u(((void*)0!=g_363),8))||(~((safe_mod_func_int32_t_s_s((g_139^0UL),p_4.f0))<=g_294[0].f4)))),0x6A11987DL)))),l_368));
}
for(g_5=0;(g_5<=2);g_5+=1)
{
const int32_t l_401=0x54CF7B1FL;
if(l_369)
break;
if((0x74A446EAL>0L))
{
}
else
{
int16_t*l_378= &g_27;
int16_t**l_379=(void*)0;
l_381=(safe_add_func_uint16_t_u_u((g_147=p_3),(p_4.f1!=(((p_4.f0>(0x051B7049L>=(!p_3)))>(((1L==(5UL!=(safe_rshift_func_uint16_t_u_u((l_378!=(l_380=(void*)0)),8))))||(*l_242))>(*l_372)))&p_3))));
}
}
if((**g_354))
{
return p_3;
}
else
{
return l_408[0][2][3];
}
}
}
}
else
{
uint32_t l_601=0UL;
struct S1*const*l_610[3];
int32_t l_615=(-3L);
int16_t l_622=(-1L);
int32_t l_638=1L;
uint32_t l_641[7][3][7]={{{0xEFB00829L,0x8DA9A74CL,0xEFB00829L,0x8DA9A74CL,0xEFB00829L,0x8DA9A74CL,0xEFB00829L},{0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L},{0xEFB00829L,0x8DA9A74CL,0xEFB00829L,0x8DA9A74CL,0xEFB00829L,0x8DA9A74CL,0xEFB00829L}},{{0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L},{0xEFB00829L,0x8DA9A74CL,0xEFB00829L,0x8DA9A74CL,0xEFB00829L,0x8DA9A74CL,0xEFB00829L},{0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L}},{{0xEFB00829L,0x8DA9A74CL,0xEFB00829L,0x8DA9A74CL,0xEFB00829L,0x8DA9A74CL,0xEFB00829L},{0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L},{0xEFB00829L,0x8DA9A74CL,0xEFB00829L,0x8DA9A74CL,0xEFB00829L,0x8DA9A74CL,0xEFB00829L}},{{0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L},{0xEFB00829L,0x8DA9A74CL,0xEFB00829L,0x8DA9A74CL,0xEFB00829L,0x8DA9A74CL,0xEFB00829L},{0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L}},{{0xEFB00829L,0x8DA9A74CL,0xEFB00829L,0x8DA9A74CL,0xEFB00829L,0x8DA9A74CL,0xEFB00829L},{0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L},{0xEFB00829L,0x8DA9A74CL,0xEFB00829L,0x8DA9A74CL,0xEFB00829L,0x8DA9A74CL,0xEFB00829L}},{{0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L},{0xEFB00829L,0x8DA9A74CL,0xEFB00829L,0x8DA9A74CL,0xEFB00829L,0x8DA9A74CL,0xEFB00829L},{0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L}},{{0xEFB00829L,0x8DA9A74CL,0xEFB00829L,0x8DA9A74CL,0xEFB00829L,0x8DA9A74CL,0xEFB00829L},{0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L,0xF28E5889L},{0xEFB00829L,0x8DA9A74CL,0xEFB00829L,0x8DA9A74CL,0xEFB00829L,0x8DA9A74CL,0xEFB00829L}}};
struct S3*l_657= &g_407;
int32_t l_660[10]={1L,(-1L),0x00389825L,(-1L),1L,1L,(-1L),0x00389825L,(-1L),1L};
uint16_t l_662[2];
int i,j,k;
for(l_638=0;(l_638!=12);l_638=safe_add_func_int32_t_s_s(l_638,6))
{
return(*g_355);
}
}
for(l_595.f2.f1=0;(l_595.f2.f1<=49);l_595.f2.f1=safe_add_func_uint16_t_u_u(l_595.f2.f1,2))
{
int32_t l_678=0L;
const uint32_t*l_689[7]={&g_28.f1.f0,&g_28.f1.f0,&g_28.f1.f0,&g_28.f1.f0,&g_28.f1.f0,&g_28.f1.f0,&g_28.f1.f0};
int16_t l_694[8][1]={{(-1L)},{0xFB89L},{(-1L)},{0xFB89L},{(-1L)},{0xFB89L},{(-1L)},{0xFB89L}};
int32_t l_732=(-2L);
struct S4*l_758=(void*)0;
struct S1*l_772= &g_773;
int32_t l_791[1][6];
struct S0**l_827= &l_403;
int i,j;
if((((*g_97)=((*g_257)!= &l_380))>(safe_add_func_uint16_t_u_u(p_3,((safe_add_func_uint32_t_u_u(((safe_add_func_int16_t_s_s(l_678,(safe_add_func_int32_t_s_s((safe_mod_func_uint16_t_u_u(p_4.f1,p_4.f0)),(safe_lshift_func_uint16_t_u_s(((safe_add_func_int32_t_s_s(((safe_lshift_func_uint16_t_u_u((l_689[6]==(void*)0),(safe_sub_func_int32_t_s_s((safe_add_func_int16_t_s_s(p_4.f1,65535UL)),l_694[2][0]))))<=p_3),p_3))^p_4.f3),12))))))<l_678),0x6354FD52L))<0L)))))
{
struct S4*l_699= &g_28;
int32_t l_700=0x3BED47ADL;
for(g_28.f2=4;(g_28.f2>=36);g_28.f2=safe_add_func_int32_t_s_s(g_28.f2,7))
{
if((g_28.f1.f1=(l_697[2][1][0]== &l_698)))
{
return l_700;
}
else
{
return p_4.f2;
}
}
}
else
{
struct S4*l_712= &g_28;
struct S1**l_715= &g_104[0];
int32_t l_728=0xBA0E5357L;
struct S3**l_731= &g_406;
int32_t l_740[9][1];
struct S1***l_761= &l_715;
int i,j;
}
for(l_371.f2.f3=0;(l_371.f2.f3<=0);l_371.f2.f3+=1)
{
uint32_t l_762=18446744073709551615UL;
struct S0**l_763= &l_403;
int32_t*****l_769= &g_148;
uint16_t l_775=0x4770L;
struct S3**l_819= &l_291;
if(((void*)0==l_763))
{
}
else
{
struct S4*l_777[8][1][10]={{{(void*)0,&g_28,&g_28,&g_28,&g_28,&g_28,&g_28,&g_28,&g_28,&g_28}},{{&g_28,&g_28,&g_28,&g_28,&g_28,&g_28,&g_28,(void*)0,&g_28,&g_28}},{{&g_28,(void*)0,&g_28,&g_28,&g_28,&g_28,&g_28,&g_28,&g_28,(void*)0}},{{&g_28,(void*)0,&g_28,&g_28,&g_28,(void*)0,&g_28,&g_28,&g_28,&g_28}},{{&g_28,&g_28,&g_28,&g_28,&g_28,&g_28,&g_28,&g_28,&g_28,&g_28}},{{&g_28,&g_28,&g_28,&g_28,&g_28,(void*)0,&g_28,&g_28,&g_28,&g_28}},{{&g_28,&g_28,&g_28,(void*)0,(void*)0,&g_28,&g_28,&g_28,&g_28,&g_28}},{{&g_28,&g_28,&g_28,&g_28,&g_28,(void*)0,(void*)0,&g_28,&g_28,&g_28}}};
const int32_t l_794=0x1A76648AL;
int32_t l_803[9]={(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)};
const struct S3*l_821=(void*)0;
const struct S3**l_820= &l_821;
const int32_t*l_824= &l_595.f2.f0;
struct S1 l_825={0,0,{0xF747E856L,0xD7FD7A95L,65528UL,0x8DC80907L},-6};
struct S0***l_828= &l_763;
int i,j,k;
for(g_28.f1.f0=0;(g_28.f1.f0<=0);g_28.f1.f0+=1)
{
int16_t l_771=0L;
struct S1**l_774[4];
int i;
for(g_142=0;(g_142<=6);g_142+=1)
{
int32_t*****l_770[8][5][2]={{{&g_148,&l_697[2][1][0]},{&l_697[2][1][0],&l_697[2][1][0]},{&l_697[2][1][0],&g_148},{&l_697[2][1][0],&l_697[2][1][0]},{&l_697[1][1][6],&l_697[2][1][0]}},{{(void*)0,&l_697[1][1][6]},{&g_148,&l_697[2][1][0]},{&g_148,&l_697[1][1][6]},{(void*)0,&l_697[2][1][0]},{&l_697[1][1][6],&l_697[2][1][0]}},{{&l_697[2][1][0],&g_148},{&l_697[2][1][0],&l_697[2][1][0]},{&l_697[2][1][0],&l_697[2][1][0]},{&g_148,&l_697[2][1][0]},{&l_697[2][1][0],&l_697[1][1][6]}},{{&l_697[2][1][0],(void*)0},{&l_697[1][1][6],&g_148},{&l_697[2][1][0],&g_148},{&l_697[1][1][6],(void*)0},{&l_697[2][1][0],&l_697[1][1][6]}},{{&l_697[2][1][0],&l_697[2][1][0]},{&g_148,&l_697[2][1][0]},{&l_697[2][1][0],&l_697[2][1][0]},{&l_697[2][1][0],&g_148},{&l_697[2][1][0],&l_697[2][1][0]}},{{&l_697[1][1][6],&l_697[2][1][0]},{(void*)0,&l_697[1][1][6]},{&g_148,&l_697[2][1][0]},{&g_148,&l_697[1][1][6]},{(void*)0,&l_697[2][1][0]}},{{&l_697[1][1][6],&l_697[2][1][0]},{&l_697[2][1][0],&l_697[2][1][0]},{&l_697[1][2][3],&g_148},{&g_148,&l_697[1][2][3]},{&l_697[2][1][0],&g_148}},{{&g_148,&l_697[2][1][0]},{&g_148,(void*)0},{&l_697[2][1][0],&l_697[2][1][0]},{&g_148,&l_697[2][1][0]},{&l_697[2][1][0],(void*)0}}};
int i,j,k;
return p_4.f0;
}
}
if((**g_354))
{
}
else
{
int32_t l_786=(-1L);
for(l_775=0;(l_775<=0);l_775+=1)
{
uint16_t*l_792= &l_665[3];
int16_t*l_793= &g_27;
int i;
return p_4.f3;
}
}
}
}
}
for(g_25=0;(g_25<17);g_25=safe_add_func_int32_t_s_s(g_25,1))
{
int32_t l_831=(-1L);
const int32_t l_857=0x12E03246L;
int32_t*l_885= &g_16;
struct S0**l_898[5];
struct S0***l_897= &l_898[1];
int32_t*****l_903= &g_148;
struct S2*****l_906[5][10]={{&g_308,&g_308,&g_308,&g_308,&g_308,&g_308,&g_308,&g_308,&g_308,&g_308},{&g_308,(void*)0,(void*)0,(void*)0,(void*)0,&g_308,&g_308,&g_308,&g_308,&g_308},{&g_308,&g_308,&g_308,&g_308,&g_308,(void*)0,&g_308,(void*)0,&g_308,&g_308},{&g_308,&g_308,&g_308,&g_308,&g_308,&g_308,&g_308,&g_308,&g_308,&g_308},{&g_308,&g_308,&g_308,&g_308,&g_308,&g_308,&g_308,(void*)0,&g_308,(void*)0}};
int i,j;
return p_4.f0;
}
return p_4.f3;
}
static struct S0 func_6(struct S3 p_7,int32_t p_8,int32_t p_9,struct S4 p_10,int16_t p_11)
{
struct S1 l_32[6][3][4]={{{{0,0,{6L,0xC0D0DA96L,65535UL,0UL},-4},{0,0,{0x2E55FDCFL,0x1F6B071CL,0UL,0xCDE8B735L},9},{0,0,{-7L,0UL,0x01CCL,18446744073709551615UL},-1},{0,0,{-7L,0UL,0x01CCL,18446744073709551615UL},-1}},{{0,0,{-7L,9UL,9UL,0x763FF636L},4},{0,0,{-7L,9UL,9UL,0x763FF636L},4},{0,0,{6L,0xC0D0DA96L,65535UL,0UL},-4},{0,0,{-7L,0UL,0x01CCL,18446744073709551615UL},-1}},{{0,0,{0x5C884E0BL,0x90452CFDL,0x125BL,0xC372B4D3L},8},{0,0,{0x2E55FDCFL,0x1F6B071CL,0UL,0xCDE8B735L},9},{0,0,{0x5C884E0BL,0x90452CFDL,0x125BL,0xC372B4D3L},8},{0,0,{6L,0xC0D0DA96L,65535UL,0UL},-4}}},{{{0,0,{0x5C884E0BL,0x90452CFDL,0x125BL,0xC372B4D3L},8},{0,0,{6L,0xC0D0DA96L,65535UL,0UL},-4},{0,0,{6L,0xC0D0DA96L,65535UL,0UL},-4},{0,0,{0x5C884E0BL,0x90452CFDL,0x125BL,0xC372B4D3L},8}},{{0,0,{-7L,9UL,9UL,0x763FF636L},4},{0,0,{6L,0xC0D0DA96L,65535UL,0UL},-4},{0,0,{-7L,0UL,0x01CCL,18446744073709551615UL},-1},{0,0,{6L,0xC0D0DA96L,65535UL,0UL},-4}},{{0,0,{6L,0xC0D0DA96L,65535UL,0UL},-4},{0,0,{0x2E55FDCFL,0x1F6B071CL,0UL,0xCDE8B735L},9},{0,0,{-7L,0UL,0x01CCL,18446744073709551615UL},-1},{0,0,{-7L,0UL,0x01CCL,18446744073709551615UL},-1}}},{{{0,0,{-7L,9UL,9UL,0x763FF636L},4},{0,0,{-7L,9UL,9UL,0x763FF636L},4},{0,0,{6L,0xC0D0DA96L,65535UL,0UL},-4},{0,0,{-7L,0UL,0x01CCL,18446744073709551615UL},-1}},{{0,0,{0x5C884E0BL,0x90452CFDL,0x125BL,0xC372B4D3L},8},{0,0,{0x2E55FDCFL,0x1F6B071CL,0UL,0xCDE8B735L},9},{0,0,{0x5C884E0BL,0x90452CFDL,0x125BL,0xC372B4D3L},8},{0,0,{6L,0xC0D0DA96L,65535UL,0UL},-4}},{{0,0,{0x5C884E0BL,0x90452CFDL,0x125BL,0xC372B4D3L},8},{0,0,{6L,0xC0D0DA96L,65535UL,0UL},-4},{0,0,{6L,0xC0D0DA96L,65535UL,0UL},-4},{0,0,{0x5C884E0BL,0x90452CFDL,0x125BL,0xC372B4D3L},8}}},{{{0,0,{-7L,9UL,9UL,0x763FF636L},4},{0,0,{6L,0xC0D0DA96L,65535UL,0UL},-4},{0,0,{-7L,0UL,0x01CCL,18446744073709551615UL},-1},{0,0,{6L,0xC0D0DA96L,65535UL,0UL},-4}},{{0,0,{6L,0xC0D0DA96L,65535UL,0UL},-4},{0,0,{0x2E55FDCFL,0x1F6B071CL,0UL,0xCDE8B735L},9},{0,0,{-7L,0UL,0x01CCL,18446744073709551615UL},-1},{0,0,{-7L,0UL,0x01CCL,18446744073709551615UL},-1}},{{0,0,{-7L,9UL,9UL,0x763FF636L},4},{0,0,{-7L,9UL,9UL,0x763FF636L},4},{0,0,{6L,0xC0D0DA96L,65535UL,0UL},-4},{0,0,{-7L,0UL,0x01CCL,18446744073709551615UL},-1}}},{{{0,0,{0x5C884E0BL,0x90452CFDL,0x125BL,0xC372B4D3L},8},{0,0,{0x2E55FDCFL,0x1F6B071CL,0UL,0xCDE8B735L},9},{0,0,{0x5C884E0BL,0x90452CFDL,0x125BL,0xC372B4D3L},8},{0,0,{6L,0xC0D0DA96L,65535UL,0UL},-4}},{{0,0,{0x5C884E0BL,0x90452CFDL,0x125BL,0xC372B4D3L},8},{0,0,{6L,0xC0D0DA96L,65535UL,0UL},-4},{0,0,{6L,0xC0D0DA96L,65535UL,0UL},-4},{0,0,{0x5C884E0BL,0x90452CFDL,0x125BL,0xC372B4D3L},8}},{{0,0,{-7L,9UL,9UL,0x763FF636L},4},{0,0,{6L,0xC0D0DA96L,65535UL,0UL},-4},{0,0,{-7L,0UL,0x01CCL,18446744073709551615UL},-1},{0,0,{6L,0xC0D0DA96L,65535UL,0UL},-4}}},{{{0,0,{6L,0xC0D0DA96L,65535UL,0UL},-4},{0,0,{-7L,9UL,9UL,0x763FF636L},4},{0,0,{0x2E55FDCFL,0x1F6B071CL,0UL,0xCDE8B735L},9},{0,0,{0x2E55FDCFL,0x1F6B071CL,0UL,0xCDE8B735L},9}},{{0,0,{6L,0xC0D0DA96L,65535UL,0UL},-4},{0,0,{6L,0xC0D0DA96L,65535UL,0UL},-4},{0,0,{0x5C884E0BL,0x90452CFDL,0x125BL,0xC372B4D3L},8},{0,0,{0x2E55FDCFL,0x1F6B071CL,0UL,0xCDE8B735L},9}},{{0,0,{-7L,0UL,0x01CCL,18446744073709551615UL},-1},{0,0,{-7L,9UL,9UL,0x763FF636L},4},{0,0,{-7L,0UL,0x01CCL,18446744073709551615UL},-1},{0,0,{0x5C884E0BL,0x90452CFDL,0x125BL,0xC372B4D3L},8}}}};
int32_t**l_106= &g_93;
uint32_t l_127[3][3][4];
const int32_t****l_149=(void*)0;
uint16_t l_210=0xEB9DL;
struct S0**l_229= &g_217;
int i,j,k;
for(i=0;i<3;i++)
{
for(j=0;j<3;j++)
{
for(k=0;k<4;k++)
l_127[i][j][k]=0xDE3861B4L;
}
}
(*l_106)=func_29(&p_9,l_32[2][2][3]);
for(p_10.f1.f0=0;(p_10.f1.f0<=4);p_10.f1.f0+=1)
{
int32_t***l_108= &l_106;
int32_t****l_107= &l_108;
uint16_t*l_122= &g_28.f2;
int32_t l_128=0xE70362B2L;
(*l_107)= &l_106;
for(p_8=4;(p_8>=0);p_8-=1)
{
const uint32_t l_109=0x7ABF92C0L;
if(l_109)
break;
}
(****l_107)=(safe_div_func_int16_t_s_s((**l_106),(safe_rshift_func_uint16_t_u_u((safe_lshift_func_uint16_t_u_u((0x44EDL>=(g_105.f1==((*l_122)=(p_8&&(~((*g_97)=p_10.f0.f1)))))),1)),((**l_106)!=((safe_div_func_uint32_t_u_u((2L==(*g_94)),(((l_128=((safe_mod_func_int16_t_s_s(l_127[1][0][3],1L))<=p_10.f0.f2.f0))^(*g_94))^g_5)))>(*g_93)))))));
for(g_28.f3=0;(g_28.f3<=4);g_28.f3+=1)
{
int16_t l_137=(-1L);
struct S0 l_197={-7L,0xA9B2710EL,0x8BEEL,0xB7360856L};
for(l_128=4;(l_128>=0);l_128-=1)
{
const int32_t***l_150=(void*)0;
}
if(p_10.f0.f2.f3)
break;
}
}
return(**l_229);
}
static int32_t*func_29(int32_t*p_30,struct S1 p_31)
{
const struct S1*l_64[3];
int16_t l_68=0x69BDL;
struct S1*l_103=(void*)0;
int i;
for(i=0;i<3;i++)
l_64[i]= &g_28.f0;
for(p_31.f2.f1=0;(p_31.f2.f1<52);p_31.f2.f1=safe_add_func_int32_t_s_s(p_31.f2.f1,2))
{
uint32_t*l_42= &g_28.f1.f0;
uint16_t l_56=1UL;
int32_t*l_67= &g_16;
for(g_28.f3=(-23);(g_28.f3<16);g_28.f3=safe_add_func_int16_t_s_s(g_28.f3,3))
{
uint32_t l_37=1UL;
int32_t*l_45[9][3]={{&g_16,&g_16,&g_16},{&g_16,&g_16,&g_16},{&g_16,&g_16,&g_16},{&g_16,&g_16,&g_16},{&g_16,&g_16,&g_16},{&g_16,&g_16,&g_16},{&g_16,&g_16,&g_16},{&g_16,&g_16,&g_16},{&g_16,&g_16,&g_16}};
int32_t**l_44= &l_45[1][2];
int32_t*l_47= &g_16;
int32_t**l_46= &l_47;
uint32_t*l_57= &g_25;
int16_t*l_58=(void*)0;
int16_t*l_59= &g_27;
const struct S1**l_65=(void*)0;
const struct S1**l_66= &l_64[0];
int i,j;
for(l_37=(-1);(l_37<6);l_37=safe_add_func_uint32_t_u_u(l_37,1))
{
const struct S1**l_63= &g_62;
}
(*l_66)=l_64[0];
}
return p_30;
}
if((l_68<=(((p_31.f0=(safe_div_func_uint32_t_u_u((safe_div_func_uint16_t_u_u((safe_div_func_uint16_t_u_u(p_31.f2.f1,((&l_64[2]!= &l_64[0])&&((~(safe_mod_func_uint16_t_u_u((((p_31.f3==((*p_30)=((safe_rshift_func_int16_t_s_u((safe_rshift_func_int16_t_s_s(p_31.f2.f2,g_28.f0.f0)),15))>0xCE2C80CFL)))<65528UL)|0xB75A479CL),(-1L))))<0x661B5B55L)))),7UL)),0x2E665D24L)))^0x36229654L)&&g_28.f0.f2.f3)))
{
const int32_t*l_82=(void*)0;
const int32_t**l_83= &l_82;
}
else
{
uint16_t*l_90= &g_28.f2;
int32_t**l_91=(void*)0;
struct S1*l_101= &g_28.f0;
if((((((&g_16!=(void*)0)||(((safe_sub_func_uint32_t_u_u((l_68<(safe_lshift_func_int16_t_s_u((safe_mod_func_int16_t_s_s(6L,((*l_90)=g_28.f1.f2))),p_31.f2.f2))),(g_28.f0.f2.f3|((&p_30!=l_91)&l_68))))<l_68)|0xF6875C0BL))==g_28.f0.f2.f0)>g_28.f0.f2.f3)||5UL))
{
return&g_16;
}
else
{
int16_t*const l_98[1]={&g_27};
int i;
(*g_94)=(safe_rshift_func_uint16_t_u_s(((g_97!=l_98[0])&g_12.f3),((void*)0!=p_30)));
}
}
return&g_16;
}
int main(void)
{
int i,j,k;
int print_hash_value=0;
platform_main_begin();
crc32_gentab();
func_1();
transparent_crc(g_12.f1,"g_12.f1",print_hash_value);
transparent_crc(g_12.f3,"g_12.f3",print_hash_value);
transparent_crc(g_16,"g_16",print_hash_value);
transparent_crc(g_28.f0.f2.f0,"g_28.f0.f2.f0",print_hash_value);
transparent_crc(g_28.f0.f2.f1,"g_28.f0.f2.f1",print_hash_value);
transparent_crc(g_28.f1.f0,"g_28.f1.f0",print_hash_value);
transparent_crc(g_28.f1.f2,"g_28.f1.f2",print_hash_value);
transparent_crc(g_28.f1.f3,"g_28.f1.f3",print_hash_value);
transparent_crc(g_105.f0,"g_105.f0",print_hash_value);
transparent_crc(g_105.f2.f0,"g_105.f2.f0",print_hash_value);
transparent_crc(g_105.f2.f1,"g_105.f2.f1",print_hash_value);
transparent_crc(g_139,"g_139",print_hash_value);
for(i=0;i<4;i++)
{
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_142,"g_142",print_hash_value);
transparent_crc(g_147,"g_147",print_hash_value);
transparent_crc(g_212.f0,"g_212.f0",print_hash_value);
transparent_crc(g_212.f2,"g_212.f2",print_hash_value);
transparent_crc(g_212.f3,"g_212.f3",print_hash_value);
transparent_crc(g_264,"g_264",print_hash_value);
for(i=0;i<8;i++)
{
transparent_crc(g_294[i].f1,"g_294[i].f1",print_hash_value);
transparent_crc(g_294[i].f2,"g_294[i].f2",print_hash_value);
transparent_crc(g_294[i].f3,"g_294[i].f3",print_hash_value);
transparent_crc(g_294[i].f4,"g_294[i].f4",print_hash_value);
}
transparent_crc(g_400.f0,"g_400.f0",print_hash_value);
transparent_crc(g_400.f2,"g_400.f2",print_hash_value);
transparent_crc(g_400.f3,"g_400.f3",print_hash_value);
transparent_crc(g_407.f2,"g_407.f2",print_hash_value);
transparent_crc(g_407.f3,"g_407.f3",print_hash_value);
transparent_crc(g_407.f4,"g_407.f4",print_hash_value);
transparent_crc(g_446.f0,"g_446.f0",print_hash_value);
transparent_crc(g_446.f3,"g_446.f3",print_hash_value);
transparent_crc(g_623,"g_623",print_hash_value);
transparent_crc(g_636,"g_636",print_hash_value);
transparent_crc(g_707.f0,"g_707.f0",print_hash_value);
transparent_crc(g_707.f1,"g_707.f1",print_hash_value);
transparent_crc(g_707.f2.f1,"g_707.f2.f1",print_hash_value);
transparent_crc(g_707.f2.f3,"g_707.f2.f3",print_hash_value);
transparent_crc(g_707.f3,"g_707.f3",print_hash_value);
transparent_crc(g_773.f2.f1,"g_773.f2.f1",print_hash_value);
transparent_crc(g_773.f2.f2,"g_773.f2.f2",print_hash_value);
transparent_crc(g_773.f2.f3,"g_773.f2.f3",print_hash_value);
return 0;
}
