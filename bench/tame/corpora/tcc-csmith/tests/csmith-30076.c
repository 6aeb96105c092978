#include "csmith.h"
static long __undefined;
struct S0{
int32_t f0;
uint64_t f1;
int32_t f2;
};
struct S1{
unsigned f0:27;
uint16_t f1;
signed f2:1;
volatile unsigned f3:27;
const volatile signed f4:4;
unsigned f5:24;
unsigned f6:6;
unsigned f7:10;
};
#pragma pack(push)
struct S2{
const volatile signed f0:1;
signed f1:21;
unsigned f2:24;
volatile unsigned f3:20;
unsigned f4:26;
};
struct S3{
const volatile unsigned f0:5;
volatile signed f1:19;
const signed f2:11;
volatile signed f3:12;
};
union U4{
struct S0 f0;
volatile unsigned f1:20;
};
union U5{
uint16_t f0;
signed f1:29;
volatile uint8_t f2;
struct S0 f3;
};
union U6{
int8_t*f0;
};
static uint8_t g_10=0x5FL;
static uint32_t g_13=0x1EF9953EL;
static uint8_t g_16=0x51L;
static int32_t g_20=(-6L);
static int8_t g_36=0xE1L;
static int8_t*const g_35= &g_36;
static struct S2 g_45={-0,1363,3619,436,1003};
static const int32_t*g_52= &g_20;
static volatile struct S3 g_68={4,15,10,-23};
static uint64_t g_79=1UL;
static int16_t g_94=0x2A3BL;
static int16_t g_97=0xD5D9L;
static int8_t g_104=0x6BL;
static int32_t*volatile g_105= &g_20;
static int32_t g_109=4L;
static struct S0 g_114={0x60A8A208L,0UL,1L};
static uint16_t g_116=0xDCC4L;
static int32_t g_118=(-6L);
static volatile int16_t g_134=(-1L);
static volatile int32_t g_135=(-8L);
static uint64_t g_136[3][2][7]={{{9UL,0x352EEFF2A67DBE3FLL,9UL,9UL,0x352EEFF2A67DBE3FLL,9UL,9UL},{0xD442BFBA12D9ECA6LL,0x1BE5FB79008C5D1BLL,0x82A544FF936C86F3LL,0x1BE5FB79008C5D1BLL,0xD442BFBA12D9ECA6LL,0x5947468A156A7B95LL,0xD442BFBA12D9ECA6LL}},{{0x352EEFF2A67DBE3FLL,9UL,9UL,0x352EEFF2A67DBE3FLL,9UL,9UL,0x352EEFF2A67DBE3FLL},{18446744073709551606UL,0x1BE5FB79008C5D1BLL,18446744073709551606UL,0x6069AB3D763EE6F0LL,0xD442BFBA12D9ECA6LL,0x6069AB3D763EE6F0LL,18446744073709551606UL}},{{0x352EEFF2A67DBE3FLL,0x352EEFF2A67DBE3FLL,0xCDD685B67D8BC617LL,0x352EEFF2A67DBE3FLL,0x352EEFF2A67DBE3FLL,0xCDD685B67D8BC617LL,0x352EEFF2A67DBE3FLL},{0xD442BFBA12D9ECA6LL,0x6069AB3D763EE6F0LL,18446744073709551606UL,0x1BE5FB79008C5D1BLL,18446744073709551606UL,0x6069AB3D763EE6F0LL,0xD442BFBA12D9ECA6LL}}};
static volatile union U4 g_144={{0xECC317C6L,0x24AF2DFD280BCC4BLL,0x74F05488L}};
static int32_t g_164[9]={0xCDD5523DL,0xEAFE2984L,0xCDD5523DL,0xCDD5523DL,0xCDD5523DL,9L,9L,0xCDD5523DL,9L};
static uint32_t g_165=1UL;
static struct S0*volatile g_175= &g_114;
static const union U6 g_176={0};
static uint32_t g_226=2UL;
static struct S3 g_233[6][8]={{{3,-588,-36,21},{0,73,15,-20},{2,-187,-27,-35},{3,-567,40,31},{0,-407,24,-11},{3,-588,-36,21},{3,-567,40,31},{0,391,24,-48}},{{0,-407,24,-11},{3,-588,-36,21},{3,-567,40,31},{0,391,24,-48},{3,-567,40,31},{3,-588,-36,21},{0,-407,24,-11},{3,-567,40,31}},{{2,-14,-3,-25},{0,73,15,-20},{1,-195,4,-3},{2,-14,-3,-25},{4,-234,22,4},{3,694,1,-8},{0,73,15,-20},{0,73,15,-20}},{{3,-567,40,31},{4,-234,22,4},{2,-187,-27,-35},{2,-187,-27,-35},{4,-234,22,4},{3,-567,40,31},{2,-23,3,-3},{0,391,24,-48}},{{2,-14,-3,-25},{2,-23,3,-3},{4,-513,17,-43},{0,73,15,-20},{3,-567,40,31},{4,-513,17,-43},{4,-234,22,4},{4,-513,17,-43}},{{0,-407,24,-11},{0,73,15,-20},{2,-221,36,54},{0,73,15,-20},{0,-407,24,-11},{4,253,15,48},{0,73,15,-20},{0,391,24,-48}}};
static uint32_t g_239=6UL;
static union U4 g_256={{1L,18446744073709551615UL,1L}};
static uint32_t g_274=8UL;
static union U6 g_293={0};
static union U6*g_292= &g_293;
static volatile int32_t g_302[9][8][2]={{{0L,(-4L)},{0xFDCEE5B4L,0xA1521E2DL},{0L,(-4L)},{2L,0x66C3AEF1L},{(-1L),(-3L)},{(-4L),(-5L)},{(-4L),0xC345CE31L},{0x35416227L,1L}},{{(-4L),0xD5AF8A9DL},{0xDCB5EDF6L,(-5L)},{(-1L),4L},{6L,6L},{(-3L),0x151BE30DL},{0xF3299ABAL,0L},{0xBA9FA5B3L,0x98F74BABL},{0x66C3AEF1L,0xBA9FA5B3L}},{{1L,0x098913C8L},{1L,0xBA9FA5B3L},{0x66C3AEF1L,0x98F74BABL},{0xBA9FA5B3L,0L},{0xF3299ABAL,0x151BE30DL},{(-3L),6L},{6L,4L},{(-1L),(-5L)}},{{0xDCB5EDF6L,0xD5AF8A9DL},{(-4L),1L},{0x35416227L,0xC345CE31L},{(-4L),(-5L)},{(-4L),(-3L)},{(-1L),0x66C3AEF1L},{2L,(-4L)},{0L,0xA1521E2DL}},{{0xFDCEE5B4L,(-4L)},{0L,0x236005EBL},{0x098913C8L,(-5L)},{4L,0x4D8CB42AL},{0x236005EBL,0L},{0x31B227EBL,0x196C32E4L},{2L,0x196C32E4L},{0x31B227EBL,0L}},{{0x236005EBL,0x4D8CB42AL},{4L,(-5L)},{0x098913C8L,0x236005EBL},{0L,(-4L)},{0xFDCEE5B4L,0xA1521E2DL},{0L,(-4L)},{2L,0x66C3AEF1L},{(-1L),(-3L)}},{{(-4L),(-5L)},{(-4L),0xC345CE31L},{0x35416227L,1L},{(-4L),0xD5AF8A9DL},{0xDCB5EDF6L,(-5L)},{(-1L),4L},{6L,6L},{(-3L),0x151BE30DL}},{{0xF3299ABAL,0L},{0xBA9FA5B3L,0x98F74BABL},{0x66C3AEF1L,0xBA9FA5B3L},{1L,0x098913C8L},{1L,0xBA9FA5B3L},{0x66C3AEF1L,0x98F74BABL},{0xBA9FA5B3L,0L},{0xF3299ABAL,0x151BE30DL}},{{(-3L),6L},{6L,4L},{(-1L),(-5L)},{0xDCB5EDF6L,0xD5AF8A9DL},{(-4L),1L},{1L,0xA1521E2DL},{(-3L),0x236005EBL},{(-1L),0x196C32E4L}}};
static int32_t g_305[8][8]={{1L,5L,1L,7L,5L,1L,1L,5L},{5L,1L,1L,5L,7L,1L,5L,1L},{5L,0x9BEDD66AL,0xD1A0008BL,0x9BEDD66AL,5L,0xD1A0008BL,(-3L),(-3L)},{1L,0x9BEDD66AL,7L,7L,0x9BEDD66AL,1L,1L,0x9BEDD66AL},{(-3L),1L,7L,(-3L),7L,1L,(-3L),1L},{0x9BEDD66AL,5L,0xD1A0008BL,(-3L),(-3L),0xD1A0008BL,5L,0x9BEDD66AL},{1L,(-3L),1L,7L,(-3L),7L,1L,(-3L)},{0x9BEDD66AL,1L,1L,0x9BEDD66AL,7L,7L,0x9BEDD66AL,1L}};
static struct S2**volatile g_336[2]={(void*)0,(void*)0};
static struct S1 g_361={816,0x62F6L,0,5747,2,1542,7,11};
static volatile union U4 g_362={{0L,1UL,0x18E7FE26L}};
static int64_t g_368=0x7B25B12C8D474819LL;
static const int32_t**volatile g_372= &g_52;
static const volatile struct S1 g_373[5][2][1]={{{{8214,0xF0FBL,0,1270,-2,1008,1,3}},{{3888,0x5F9EL,-0,1303,-0,2336,2,26}}},{{{8214,0xF0FBL,0,1270,-2,1008,1,3}},{{496,0UL,0,8262,3,1107,2,18}}},{{{496,0UL,0,8262,3,1107,2,18}},{{8214,0xF0FBL,0,1270,-2,1008,1,3}}},{{{3888,0x5F9EL,-0,1303,-0,2336,2,26}},{{8214,0xF0FBL,0,1270,-2,1008,1,3}}},{{{496,0UL,0,8262,3,1107,2,18}},{{496,0UL,0,8262,3,1107,2,18}}}};
static const volatile union U4 g_411[7]={{{0L,1UL,0xB501A06FL}},{{0L,1UL,0xB501A06FL}},{{0L,1UL,0xB501A06FL}},{{0L,1UL,0xB501A06FL}},{{0L,1UL,0xB501A06FL}},{{0L,1UL,0xB501A06FL}},{{0L,1UL,0xB501A06FL}}};
static uint32_t*g_431= &g_274;
static volatile union U5 g_438={4UL};
static union U5 g_439={65531UL};
static volatile uint8_t*volatile*const g_468=(void*)0;
static volatile uint8_t*volatile**volatile g_469=(void*)0;
static volatile uint8_t*volatile g_471[4]={&g_439.f2,&g_439.f2,&g_439.f2,&g_439.f2};
static struct S3 g_476={0,709,13,-17};
static struct S3*g_477=(void*)0;
static const volatile struct S1*g_484= &g_373[4][1][0];
static const volatile struct S1**volatile g_483[5][2]={{&g_484,&g_484},{&g_484,&g_484},{&g_484,&g_484},{&g_484,&g_484},{&g_484,&g_484}};
static volatile struct S1 g_486={5448,65533UL,-0,4609,-0,2189,2,0};
static volatile struct S1 g_496={9815,0x4738L,-0,7850,2,385,0,6};
static const volatile struct S2 g_532={-0,-1436,3313,751,5536};
static struct S0*volatile g_544= &g_114;
static int32_t*volatile g_548= &g_305[4][7];
static volatile struct S1 g_563={1090,0x6248L,0,10912,-1,3487,6,13};
static int16_t*g_565= &g_97;
static int16_t**g_564[1][8]={{&g_565,&g_565,(void*)0,&g_565,&g_565,(void*)0,&g_565,&g_565}};
static const int16_t g_568=0xC0C9L;
static int32_t*g_571= &g_305[6][1];
static int32_t**volatile g_570= &g_571;
static int32_t**volatile g_572= &g_571;
static uint32_t g_602=0xF5EF6DCBL;
static volatile struct S1 g_603={8534,0xE762L,0,8647,-2,3562,3,13};
static int8_t g_611[7]={0L,0L,0L,0L,0L,0L,0L};
static int32_t**volatile g_613= &g_571;
static struct S3 g_628={1,-376,-20,-14};
static union U5 g_734={0xA84AL};
static const int16_t*g_738[6][8][5]={{{&g_97,(void*)0,&g_568,&g_94,&g_568},{&g_94,&g_97,&g_97,&g_94,&g_94},{&g_568,&g_97,&g_568,&g_97,(void*)0},{&g_94,&g_97,&g_97,&g_97,&g_94},{&g_568,&g_97,&g_94,&g_568,&g_568},{&g_97,&g_97,&g_97,&g_94,&g_94},{(void*)0,&g_94,&g_568,(void*)0,&g_568},{&g_97,&g_94,&g_97,&g_568,&g_94}},{{&g_568,&g_97,&g_568,&g_94,&g_568},{&g_94,&g_97,&g_97,&g_94,&g_94},{(void*)0,(void*)0,(void*)0,&g_97,(void*)0},{&g_94,&g_97,&g_97,&g_568,&g_97},{&g_568,&g_94,&g_97,&g_568,&g_97},{&g_97,&g_97,&g_97,&g_97,&g_94},{(void*)0,&g_568,(void*)0,&g_94,&g_568},{&g_568,&g_94,(void*)0,&g_97,&g_94}},{{&g_568,&g_94,&g_97,&g_94,&g_568},{&g_568,&g_97,(void*)0,&g_97,&g_94},{(void*)0,&g_97,&g_97,&g_97,&g_97},{&g_94,&g_568,&g_97,&g_568,&g_97},{&g_568,&g_568,&g_97,&g_94,&g_97},{&g_97,&g_568,&g_97,&g_94,&g_568},{&g_97,&g_568,(void*)0,&g_97,&g_568},{&g_94,&g_568,(void*)0,&g_97,&g_94}},{{&g_568,&g_97,&g_94,&g_97,&g_568},{&g_94,&g_97,&g_97,&g_94,&g_568},{&g_97,&g_94,&g_568,&g_97,(void*)0},{&g_94,&g_94,&g_568,&g_97,&g_568},{&g_568,&g_97,&g_97,&g_94,&g_568},{&g_568,&g_568,&g_97,&g_97,&g_94},{(void*)0,(void*)0,(void*)0,&g_94,&g_568},{&g_94,&g_97,(void*)0,&g_97,&g_568}},{{&g_568,&g_97,&g_568,&g_94,&g_97},{&g_94,(void*)0,(void*)0,&g_94,&g_97},{&g_568,(void*)0,(void*)0,&g_94,&g_97},{&g_94,&g_94,&g_97,&g_97,&g_94},{&g_97,&g_568,&g_97,&g_94,&g_568},{&g_94,(void*)0,&g_568,&g_94,&g_94},{&g_568,&g_94,&g_568,&g_97,&g_568},{&g_94,&g_97,&g_97,&g_568,&g_94}},{{&g_97,&g_94,&g_94,&g_94,&g_97},{&g_94,&g_568,(void*)0,&g_97,&g_568},{&g_568,&g_94,(void*)0,&g_94,&g_568},{&g_94,&g_94,&g_97,&g_97,&g_97},{&g_568,(void*)0,&g_97,&g_94,&g_568},{&g_94,&g_97,&g_97,&g_97,&g_568},{(void*)0,&g_94,&g_97,&g_94,&g_97},{&g_568,&g_568,(void*)0,&g_568,&g_97}}};
static const int16_t**g_737[1][5]={{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}};
static int64_t*g_751= &g_368;
static int64_t**g_750= &g_751;
static volatile union U5 g_752={0UL};
static int32_t g_822=(-1L);
static struct S2***volatile g_848=(void*)0;
static union U4 g_852={{0L,4UL,-9L}};
static union U6**volatile g_860[7][6][3]={{{(void*)0,&g_292,&g_292},{(void*)0,(void*)0,(void*)0},{(void*)0,&g_292,&g_292},{(void*)0,(void*)0,&g_292},{(void*)0,&g_292,(void*)0},{(void*)0,&g_292,&g_292}},{{&g_292,&g_292,&g_292},{&g_292,&g_292,&g_292},{&g_292,(void*)0,&g_292},{&g_292,&g_292,&g_292},{&g_292,&g_292,&g_292},{&g_292,(void*)0,&g_292}},{{&g_292,&g_292,&g_292},{&g_292,&g_292,&g_292},{&g_292,(void*)0,&g_292},{&g_292,&g_292,&g_292},{&g_292,&g_292,&g_292},{&g_292,(void*)0,&g_292}},{{&g_292,&g_292,&g_292},{&g_292,&g_292,&g_292},{&g_292,(void*)0,&g_292},{&g_292,&g_292,&g_292},{&g_292,&g_292,&g_292},{&g_292,(void*)0,&g_292}},{{&g_292,&g_292,&g_292},{&g_292,&g_292,&g_292},{&g_292,(void*)0,&g_292},{&g_292,&g_292,&g_292},{&g_292,&g_292,&g_292},{&g_292,(void*)0,&g_292}},{{&g_292,&g_292,&g_292},{&g_292,&g_292,&g_292},{&g_292,(void*)0,&g_292},{&g_292,&g_292,&g_292},{&g_292,&g_292,&g_292},{&g_292,(void*)0,&g_292}},{{&g_292,&g_292,&g_292},{&g_292,&g_292,&g_292},{&g_292,(void*)0,&g_292},{&g_292,&g_292,&g_292},{&g_292,&g_292,&g_292},{&g_292,(void*)0,&g_292}}};
static union U6**volatile g_861[3]={(void*)0,(void*)0,(void*)0};
static volatile union U4 g_873={{-10L,0xF857EBB5CED5502ALL,0x77E54825L}};
static uint32_t g_933=0x06372C91L;
static struct S3 g_958={0,-159,16,12};
static volatile uint32_t g_1010=0UL;
static struct S1 g_1026={9254,0x1AD0L,-0,3937,1,2073,1,9};
static volatile struct S3 g_1034={2,-321,-44,37};
static const struct S2 g_1078={0,-965,2644,887,6994};
static uint16_t g_1108=0x998AL;
static int32_t*g_1129= &g_305[1][7];
static int32_t**volatile g_1128= &g_1129;
static const struct S2 g_1130={0,-605,1562,649,598};
static uint32_t g_1131=0xEE7EA3CFL;
static struct S3 g_1138={3,90,43,45};
static struct S1 g_1157={6021,65531UL,0,557,3,2179,1,13};
static struct S2 g_1165={0,-93,2364,870,7571};
static volatile struct S1 g_1178={3158,65535UL,-0,1959,0,2266,1,3};
static struct S2 g_1179={-0,1392,4035,92,6051};
static uint16_t***volatile g_1184=(void*)0;
static uint16_t*g_1187= &g_439.f0;
static uint16_t**g_1186= &g_1187;
static uint16_t***volatile g_1185= &g_1186;
static struct S2 g_1266={-0,-1163,2926,356,1634};
static uint16_t g_1267[2]={0x1441L,0x1441L};
static volatile struct S1 g_1270={9061,65530UL,0,5495,-1,2839,3,31};
static volatile union U5 g_1273={0UL};
static uint16_t g_1308=0xF25AL;
static const union U5 g_1317={0UL};
static int32_t**volatile g_1322= &g_571;
static volatile struct S3 g_1334[10]={{2,648,-16,-50},{1,376,43,55},{2,648,-16,-50},{1,376,43,55},{2,648,-16,-50},{1,376,43,55},{2,648,-16,-50},{1,376,43,55},{2,648,-16,-50},{1,376,43,55}};
static int32_t**g_1340= &g_571;
static uint8_t g_1364=255UL;
static struct S0**volatile g_1394=(void*)0;
static struct S3 g_1401={2,-93,0,6};
static volatile union U5 g_1402={9UL};
static struct S1 g_1408={7424,0xED11L,0,11230,1,3235,5,8};
static volatile union U4 g_1450={{5L,2UL,0x4ADAB4A2L}};
static struct S2**g_1489=(void*)0;
static struct S2***g_1488= &g_1489;
static struct S2*const**g_1490=(void*)0;
static struct S0*g_1522= &g_852.f0;
static volatile union U6 g_1616[1][6][8]={{{{0},{0},{0},{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0},{0},{0},{0}}}};
static volatile union U6*volatile g_1615= &g_1616[0][3][7];
static volatile union U6*volatile*const g_1614[3]={&g_1615,&g_1615,&g_1615};
static volatile union U6*volatile*const*g_1613= &g_1614[2];
static union U4*const*g_1633=(void*)0;
static union U4*const**volatile g_1632= &g_1633;
static volatile int8_t g_1646=1L;
static uint32_t g_1703[3][5][8]={{{3UL,18446744073709551612UL,18446744073709551612UL,3UL,18446744073709551613UL,0x2294F95EL,0x88FEE3FCL,0x375E3B82L},{9UL,5UL,18446744073709551607UL,18446744073709551613UL,18446744073709551610UL,18446744073709551613UL,18446744073709551607UL,5UL},{18446744073709551612UL,5UL,0x375E3B82L,18446744073709551607UL,0x8B2AACCAL,0x2294F95EL,0x2BC103A2L,0x2BC103A2L},{0x375E3B82L,18446744073709551612UL,18446744073709551609UL,18446744073709551609UL,18446744073709551612UL,0x375E3B82L,0x2BC103A2L,18446744073709551610UL},{0x88FEE3FCL,18446744073709551609UL,0x375E3B82L,0x2294F95EL,18446744073709551607UL,9UL,18446744073709551607UL,0x2294F95EL}},{{18446744073709551607UL,9UL,18446744073709551607UL,0x2294F95EL,0x375E3B82L,18446744073709551609UL,0x88FEE3FCL,18446744073709551610UL},{0x2BC103A2L,0x375E3B82L,18446744073709551612UL,18446744073709551609UL,18446744073709551609UL,18446744073709551612UL,0x375E3B82L,0x2BC103A2L},{0x2BC103A2L,0x2294F95EL,0x8B2AACCAL,18446744073709551607UL,0x375E3B82L,5UL,18446744073709551612UL,5UL},{18446744073709551607UL,18446744073709551613UL,18446744073709551610UL,18446744073709551613UL,18446744073709551607UL,5UL,9UL,0x375E3B82L},{0x88FEE3FCL,0x2294F95EL,9UL,0x375E3B82L,3UL,3UL,0x375E3B82L,9UL}},{{18446744073709551613UL,18446744073709551613UL,9UL,0x2294F95EL,18446744073709551610UL,18446744073709551612UL,0x2BC103A2L,18446744073709551607UL},{3UL,0x2BC103A2L,0x88FEE3FCL,18446744073709551613UL,0x88FEE3FCL,0x2BC103A2L,3UL,18446744073709551607UL},{0x2BC103A2L,18446744073709551612UL,18446744073709551610UL,0x2294F95EL,9UL,18446744073709551613UL,18446744073709551613UL,9UL},{0x375E3B82L,3UL,3UL,0x375E3B82L,9UL,5UL,18446744073709551607UL,18446744073709551613UL},{0x2BC103A2L,0x8B2AACCAL,18446744073709551609UL,9UL,0x88FEE3FCL,9UL,18446744073709551609UL,0x8B2AACCAL}}};
static uint32_t*const g_1702= &g_1703[0][1][7];
static uint32_t*const*g_1701= &g_1702;
static uint32_t*const**g_1700[9][3]={{&g_1701,&g_1701,&g_1701},{(void*)0,&g_1701,&g_1701},{&g_1701,&g_1701,&g_1701},{&g_1701,(void*)0,&g_1701},{&g_1701,&g_1701,&g_1701},{&g_1701,&g_1701,&g_1701},{&g_1701,&g_1701,&g_1701},{&g_1701,&g_1701,&g_1701},{(void*)0,&g_1701,&g_1701}};
static const struct S3 g_1749={0,339,13,-0};
static uint32_t func_1(void);
static uint32_t func_5(uint64_t p_6,int8_t*const p_7,int32_t p_8,int8_t*p_9);
static int8_t*const func_11(uint16_t p_12);
static struct S0 func_55(int32_t p_56,const int32_t p_57,uint8_t p_58);
static uint16_t func_59(int32_t*p_60,int32_t p_61,uint32_t p_62,uint8_t p_63,int16_t p_64);
static uint32_t func_1(void)
{
int16_t l_2[6][1];
int32_t l_14=1L;
int8_t*l_1740[3];
uint16_t***l_1742= &g_1186;
int16_t*l_1754=(void*)0;
int16_t*l_1755= &g_94;
uint16_t*l_1756= &g_1267[0];
uint32_t l_1759=0x46A335ACL;
int32_t*l_1760= &g_822;
int32_t*l_1761= &g_822;
int32_t*l_1762= &g_305[4][3];
int32_t*l_1763= &g_305[4][3];
int32_t*l_1764= &g_305[3][1];
int32_t*l_1765= &g_109;
int32_t*l_1766= &g_822;
int32_t*l_1767= &g_109;
int32_t*l_1768[1];
int16_t l_1769=0x940AL;
uint8_t l_1770[4];
int i,j;
for(i=0;i<6;i++)
{
for(j=0;j<1;j++)
l_2[i][j]=1L;
}
for(i=0;i<3;i++)
l_1740[i]= &g_104;
for(i=0;i<1;i++)
l_1768[i]= &l_14;
for(i=0;i<4;i++)
l_1770[i]=0x4CL;
(*g_571)=(l_2[1][0]||(((*g_565)=(((0x509E71B3L>=(safe_div_func_uint32_t_u_u(func_5(g_10,func_11((l_14=(g_13&=g_10))),g_1034.f1,l_1740[0]),g_1266.f1))),l_2[1][0])>=0UL))<l_2[1][0]));
(*g_1340)=(func_55((*g_571),((((*g_751)|=(g_45.f1&(l_1742!= &g_1186)))==(safe_mod_func_int8_t_s_s((safe_rshift_func_uint16_t_u_u(((*g_1187)=(((**g_1186)==(safe_sub_func_uint64_t_u_u((g_1749,(safe_sub_func_int64_t_s_s((safe_rshift_func_int16_t_s_s((g_373[4][1][0].f4|((((*l_1755)=((*g_565)|=0xC8B8L))<=((*l_1756)--))!=(((l_1740[2]!= &g_10)&1UL),0x98DE4D94L))),l_1759)),18446744073709551615UL))),0x4E33A3184919921BLL))),1UL)),5)),0x18L))),(-1L)),l_2[1][0]),(*g_1322));
l_1770[1]++;
return(*g_1702);
}
static uint32_t func_5(uint64_t p_6,int8_t*const p_7,int32_t p_8,int8_t*p_9)
{
int64_t l_1741=1L;
return l_1741;
}
static int8_t*const func_11(uint16_t p_12)
{
int32_t*l_15=(void*)0;
int32_t*l_19[5][4][2]={{{&g_20,&g_20},{&g_20,(void*)0},{(void*)0,(void*)0},{&g_20,&g_20}},{{&g_20,&g_20},{(void*)0,(void*)0},{(void*)0,&g_20},{&g_20,&g_20}},{{&g_20,(void*)0},{(void*)0,(void*)0},{&g_20,&g_20},{&g_20,&g_20}},{{(void*)0,(void*)0},{(void*)0,&g_20},{&g_20,&g_20},{&g_20,(void*)0}},{{(void*)0,(void*)0},{&g_20,&g_20},{&g_20,&g_20},{(void*)0,(void*)0}}};
uint16_t*l_115= &g_116;
int32_t*l_117= &g_118;
int8_t*l_119= &g_36;
union U6 l_1116={0};
int32_t l_1136=9L;
struct S3*l_1137= &g_1138;
int64_t**l_1180= &g_751;
uint32_t**l_1215= &g_431;
uint32_t l_1219[9];
uint16_t l_1237=0xBF07L;
struct S0*l_1240=(void*)0;
uint16_t***l_1265= &g_1186;
int32_t l_1299=1L;
uint16_t l_1302=0xB4EEL;
uint8_t l_1303=0x10L;
struct S2*l_1318[4][7]={{&g_45,&g_1266,&g_1266,&g_1266,&g_1179,&g_1266,&g_1266},{&g_45,&g_1179,&g_1165,&g_1179,&g_45,(void*)0,&g_45},{&g_1165,&g_1266,&g_1266,&g_45,&g_45,&g_45,&g_45},{(void*)0,&g_45,&g_45,(void*)0,&g_1179,&g_45,&g_1165}};
uint32_t l_1335=0x4AC586F3L;
const int32_t***l_1413=(void*)0;
int16_t**l_1477= &g_565;
uint32_t l_1495=1UL;
union U4*l_1589[3];
int32_t l_1679[6]={2L,2L,2L,2L,2L,2L};
int i,j,k;
for(i=0;i<9;i++)
l_1219[i]=2UL;
for(i=0;i<3;i++)
l_1589[i]=(void*)0;
g_16--;
return l_119;
}
static const struct S2 func_21(int8_t*p_22,union U6 p_23,int32_t*p_24,int64_t p_25)
{
uint32_t l_1119=0UL;
int32_t**l_1125= &g_571;
uint64_t*l_1126= &g_439.f3.f1;
uint16_t*l_1127= &g_116;
(*g_1128)=((((*l_1127)&=(p_25<=(g_438,(0xFD49091458FA2AC3LL|(safe_mul_func_uint8_t_u_u(l_1119,((g_45.f2&&((p_25^((*l_1126)=(((*p_24)||(safe_div_func_uint32_t_u_u(l_1119,(safe_div_func_int64_t_s_s((!(((*l_1125)=p_24)!=p_24)),p_25))))),l_1119)))<0x66FA063DB6DBB3C5LL))!=p_25)))))))==g_274),(*l_1125));
return g_1130;
}
static int8_t*func_26(int16_t p_27)
{
int8_t l_997[5][4];
int32_t l_1002=0x6D5A32CDL;
int32_t l_1003[10];
int16_t**l_1021=(void*)0;
int16_t**const l_1025= &g_565;
union U6**l_1079=(void*)0;
struct S0 l_1107[3][5][8]={{{{1L,0UL,1L},{0L,18446744073709551614UL,-9L},{2L,0x45B52A9A13719FBELL,0xBE78818CL},{0L,18446744073709551614UL,-9L},{1L,0UL,1L},{6L,18446744073709551614UL,0x3EDED600L},{1L,0UL,1L},{0L,18446744073709551614UL,-9L}},{{0x920EDFC9L,0x6034016696CCB2F2LL,0xE03750DDL},{0L,18446744073709551614UL,-9L},{0x920EDFC9L,0x6034016696CCB2F2LL,0xE03750DDL},{9L,0x3A19AA7AD43687F5LL,0L},{1L,0UL,1L},{9L,0x3A19AA7AD43687F5LL,0L},{0x920EDFC9L,0x6034016696CCB2F2LL,0xE03750DDL},{0L,18446744073709551614UL,-9L}},{{1L,0UL,1L},{9L,0x3A19AA7AD43687F5LL,0L},{0x920EDFC9L,0x6034016696CCB2F2LL,0xE03750DDL},{0L,18446744073709551614UL,-9L},{0x920EDFC9L,0x6034016696CCB2F2LL,0xE03750DDL},{9L,0x3A19AA7AD43687F5LL,0L},{1L,0UL,1L},{9L,0x3A19AA7AD43687F5LL,0L}},{{1L,0UL,1L},{0L,18446744073709551614UL,-9L},{2L,0x45B52A9A13719FBELL,0xBE78818CL},{0L,18446744073709551614UL,-9L},{1L,0UL,1L},{6L,18446744073709551614UL,0x3EDED600L},{1L,0UL,1L},{0L,18446744073709551614UL,-9L}},{{0x920EDFC9L,0x6034016696CCB2F2LL,0xE03750DDL},{0L,18446744073709551614UL,-9L},{0x920EDFC9L,0x6034016696CCB2F2LL,0xE03750DDL},{9L,0x3A19AA7AD43687F5LL,0L},{1L,0UL,1L},{9L,0x3A19AA7AD43687F5LL,0L},{0x920EDFC9L,0x6034016696CCB2F2LL,0xE03750DDL},{0L,18446744073709551614UL,-9L}}},{{{1L,0UL,1L},{9L,0x3A19AA7AD43687F5LL,0L},{0x920EDFC9L,0x6034016696CCB2F2LL,0xE03750DDL},{9L,0x3A19AA7AD43687F5LL,0L},{2L,0x45B52A9A13719FBELL,0xBE78818CL},{6L,18446744073709551614UL,0x3EDED600L},{0x920EDFC9L,0x6034016696CCB2F2LL,0xE03750DDL},{6L,18446744073709551614UL,0x3EDED600L}},{{0x920EDFC9L,0x6034016696CCB2F2LL,0xE03750DDL},{9L,0x3A19AA7AD43687F5LL,0L},{1L,0UL,1L},{9L,0x3A19AA7AD43687F5LL,0L},{0x920EDFC9L,0x6034016696CCB2F2LL,0xE03750DDL},{0L,18446744073709551614UL,-9L},{0x920EDFC9L,0x6034016696CCB2F2LL,0xE03750DDL},{9L,0x3A19AA7AD43687F5LL,0L}},{{2L,0x45B52A9A13719FBELL,0xBE78818CL},{9L,0x3A19AA7AD43687F5LL,0L},{2L,0x45B52A9A13719FBELL,0xBE78818CL},{6L,18446744073709551614UL,0x3EDED600L},{0x920EDFC9L,0x6034016696CCB2F2LL,0xE03750DDL},{6L,18446744073709551614UL,0x3EDED600L},{2L,0x45B52A9A13719FBELL,0xBE78818CL},{9L,0x3A19AA7AD43687F5LL,0L}},{{0x920EDFC9L,0x6034016696CCB2F2LL,0xE03750DDL},{6L,18446744073709551614UL,0x3EDED600L},{2L,0x45B52A9A13719FBELL,0xBE78818CL},{9L,0x3A19AA7AD43687F5LL,0L},{2L,0x45B52A9A13719FBELL,0xBE78818CL},{6L,18446744073709551614UL,0x3EDED600L},{0x920EDFC9L,0x6034016696CCB2F2LL,0xE03750DDL},{6L,18446744073709551614UL,0x3EDED600L}},{{0x920EDFC9L,0x6034016696CCB2F2LL,0xE03750DDL},{9L,0x3A19AA7AD43687F5LL,0L},{1L,0UL,1L},{9L,0x3A19AA7AD43687F5LL,0L},{0x920EDFC9L,0x6034016696CCB2F2LL,0xE03750DDL},{0L,18446744073709551614UL,-9L},{0x920EDFC9L,0x6034016696CCB2F2LL,0xE03750DDL},{9L,0x3A19AA7AD43687F5LL,0L}}},{{{2L,0x45B52A9A13719FBELL,0xBE78818CL},{9L,0x3A19AA7AD43687F5LL,0L},{2L,0x45B52A9A13719FBELL,0xBE78818CL},{6L,18446744073709551614UL,0x3EDED600L},{0x920EDFC9L,0x6034016696CCB2F2LL,0xE03750DDL},{6L,18446744073709551614UL,0x3EDED600L},{2L,0x45B52A9A13719FBELL,0xBE78818CL},{9L,0x3A19AA7AD43687F5LL,0L}},{{0x920EDFC9L,0x6034016696CCB2F2LL,0xE03750DDL},{6L,18446744073709551614UL,0x3EDED600L},{2L,0x45B52A9A13719FBELL,0xBE78818CL},{9L,0x3A19AA7AD43687F5LL,0L},{2L,0x45B52A9A13719FBELL,0xBE78818CL},{6L,18446744073709551614UL,0x3EDED600L},{0x920EDFC9L,0x6034016696CCB2F2LL,0xE03750DDL},{6L,18446744073709551614UL,0x3EDED600L}},{{0x920EDFC9L,0x6034016696CCB2F2LL,0xE03750DDL},{9L,0x3A19AA7AD43687F5LL,0L},{1L,0UL,1L},{9L,0x3A19AA7AD43687F5LL,0L},{0x920EDFC9L,0x6034016696CCB2F2LL,0xE03750DDL},{0L,18446744073709551614UL,-9L},{0x920EDFC9L,0x6034016696CCB2F2LL,0xE03750DDL},{9L,0x3A19AA7AD43687F5LL,0L}},{{2L,0x45B52A9A13719FBELL,0xBE78818CL},{9L,0x3A19AA7AD43687F5LL,0L},{2L,0x45B52A9A13719FBELL,0xBE78818CL},{6L,18446744073709551614UL,0x3EDED600L},{0x920EDFC9L,0x6034016696CCB2F2LL,0xE03750DDL},{6L,18446744073709551614UL,0x3EDED600L},{2L,0x45B52A9A13719FBELL,0xBE78818CL},{9L,0x3A19AA7AD43687F5LL,0L}},{{0x920EDFC9L,0x6034016696CCB2F2LL,0xE03750DDL},{6L,18446744073709551614UL,0x3EDED600L},{2L,0x45B52A9A13719FBELL,0xBE78818CL},{9L,0x3A19AA7AD43687F5LL,0L},{2L,0x45B52A9A13719FBELL,0xBE78818CL},{6L,18446744073709551614UL,0x3EDED600L},{0x920EDFC9L,0x6034016696CCB2F2LL,0xE03750DDL},{6L,18446744073709551614UL,0x3EDED600L}}}};
int32_t*l_1111= &g_305[4][3];
int32_t*l_1112[5][3][3]={{{&l_1003[2],&g_305[2][7],&l_1003[6]},{&g_305[5][3],&g_305[5][3],&g_109},{&l_1003[2],(void*)0,&g_305[2][7]}},{{&g_305[5][6],&g_109,&l_1003[4]},{(void*)0,&g_20,&g_20},{&l_1003[7],&g_305[5][6],&l_1003[4]}},{{&g_305[2][0],&l_1003[0],&g_305[2][7]},{&g_305[6][1],&l_1003[1],&g_109},{&l_1003[6],&l_1002,&l_1003[6]}},{{&g_109,&l_1003[1],&g_305[6][1]},{&g_305[2][7],&l_1003[0],&g_305[2][0]},{&l_1003[4],&g_305[5][6],&l_1003[7]}},{{&g_20,&g_20,(void*)0},{&l_1003[4],&g_109,&g_305[5][6]},{&g_305[2][7],(void*)0,&l_1003[2]}}};
uint64_t l_1113=0UL;
int i,j,k;
for(i=0;i<5;i++)
{
for(j=0;j<4;j++)
l_997[i][j]=1L;
}
for(i=0;i<10;i++)
l_1003[i]=0xCAD6976EL;
for(g_97=2;(g_97>=0);g_97-=1)
{
uint8_t l_993=255UL;
uint64_t*l_1000= &g_79;
int32_t*l_1001= &g_109;
int32_t l_1005=0L;
int32_t l_1006=0x9B3540A2L;
int32_t l_1007=(-5L);
int32_t l_1008=(-9L);
int32_t l_1009[1][6];
union U6 l_1015[3][4][8]={{{{0},{0},{0},{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0},{0},{0},{0}}},{{{0},{0},{0},{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0},{0},{0},{0}}},{{{0},{0},{0},{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0},{0},{0},{0}}}};
int32_t*const*l_1095= &g_571;
int32_t*const**l_1094= &l_1095;
int32_t**l_1097= &l_1001;
int32_t***l_1096= &l_1097;
int32_t l_1106=(-3L);
int i,j,k;
for(i=0;i<1;i++)
{
for(j=0;j<6;j++)
l_1009[i][j]=(-1L);
}
(*l_1001)^=((safe_rshift_func_uint8_t_u_u((safe_div_func_uint8_t_u_u(p_27,(safe_add_func_uint16_t_u_u(((safe_mod_func_int64_t_s_s(p_27,0x244B190F9018820CLL))|(p_27&(l_993>=(((safe_unary_minus_func_uint8_t_u((safe_mul_func_uint8_t_u_u((l_997[3][1]>((g_361.f5^(*g_751))|((*l_1000)=(safe_div_func_uint32_t_u_u(0xFF562ECEL,g_752.f2))))),7L))))!=p_27)<p_27)))),(-6L))))),4))==0xBEL);
if(p_27)
continue;
for(g_256.f0.f1=0;(g_256.f0.f1<=1);g_256.f0.f1+=1)
{
int32_t*l_1004[6][10]={{&l_1002,&g_305[4][3],(void*)0,&g_305[4][3],&l_1003[1],&l_1003[2],&l_1002,&l_1002,&l_1003[2],&l_1003[1]},{&l_1003[2],&g_305[4][3],&g_305[4][3],&l_1003[2],&g_305[4][3],(void*)0,&g_822,&l_1002,&g_20,&g_305[4][3]},{&g_822,&g_305[4][3],&l_1003[2],&l_1003[2],&g_20,&g_822,&g_305[4][3],&g_822,&g_20,&l_1003[2]},{&g_305[4][3],&g_822,&g_305[4][3],&l_1003[2],&l_1002,&g_20,&g_20,&l_1003[0],&l_1003[2],&g_305[4][3]},{&g_305[4][3],&g_20,&g_305[4][3],&g_305[4][3],&l_1003[0],&l_1003[1],&l_1003[1],&l_1003[0],&g_305[4][3],&g_305[4][3]},{&l_1003[2],&l_1003[2],&g_305[4][3],&g_305[2][4],&l_1003[2],&g_822,(void*)0,&g_822,&l_1003[0],(void*)0}};
int8_t*l_1038=(void*)0;
int32_t l_1062=0x8968284BL;
struct S3**l_1085= &g_477;
struct S3**l_1087= &g_477;
const struct S1*l_1088[7];
int i,j;
for(i=0;i<7;i++)
l_1088[i]= &g_361;
g_1010--;
(*l_1001)=l_1003[1];
for(l_1007=0;(l_1007<=1);l_1007+=1)
{
int32_t l_1016=0x6AE51116L;
int16_t***l_1022=(void*)0;
int16_t***l_1023= &g_564[0][6];
int16_t***l_1024= &l_1021;
int32_t*l_1035= &g_852.f0.f2;
int32_t l_1081=0x6B4B843AL;
int i;
if(((safe_div_func_uint8_t_u_u(((void*)0== &g_336[0]),((l_1015[2][3][0],(-4L))|l_1016)))>((safe_rshift_func_uint8_t_u_s(p_27,(safe_mul_func_int8_t_s_s(p_27,0L))))^(((*l_1024)=((*l_1023)=l_1021))==l_1025))))
{
int32_t l_1033[9][10][2]={{{1L,(-1L)},{0xA40C09EBL,(-1L)},{(-1L),6L},{(-1L),1L},{(-5L),1L},{(-1L),6L},{(-1L),(-1L)},{0xA40C09EBL,(-1L)},{1L,1L},{(-1L),(-1L)}},{{1L,1L},{(-1L),0xA40C09EBL},{(-1L),(-1L)},{6L,(-1L)},{1L,(-5L)},{1L,(-1L)},{6L,(-1L)},{(-1L),0xA40C09EBL},{(-1L),1L},{1L,(-1L)}},{{(-1L),1L},{1L,(-1L)},{0xA40C09EBL,(-1L)},{(-1L),6L},{(-1L),1L},{(-5L),1L},{(-1L),6L},{(-1L),(-1L)},{0xA40C09EBL,(-1L)},{1L,1L}},{{(-1L),(-1L)},{1L,1L},{(-1L),0xA40C09EBL},{(-1L),(-1L)},{6L,(-1L)},{1L,(-5L)},{1L,(-1L)},{6L,(-1L)},{(-1L),0xA40C09EBL},{(-1L),1L}},{{1L,(-1L)},{(-1L),1L},{1L,(-1L)},{0xA40C09EBL,(-1L)},{(-1L),6L},{(-1L),1L},{(-5L),1L},{(-1L),6L},{(-1L),(-1L)},{0xA40C09EBL,(-1L)}},{{1L,1L},{(-1L),(-1L)},{(-1L),1L},{0L,1L},{(-5L),0x1730D8F4L},{0x4E8F2345L,(-5L)},{1L,0xABF2943CL},{1L,(-5L)},{0x4E8F2345L,0x1730D8F4L},{(-5L),1L}},{{0L,1L},{(-1L),0x1730D8F4L},{0x1730D8F4L,(-1L)},{1L,0L},{1L,(-5L)},{0x1730D8F4L,0x4E8F2345L},{(-5L),1L},{0xABF2943CL,1L},{(-5L),0x4E8F2345L},{0x1730D8F4L,(-5L)}},{{1L,0L},{1L,(-1L)},{0x1730D8F4L,0x1730D8F4L},{(-1L),1L},{0L,1L},{(-5L),0x1730D8F4L},{0x4E8F2345L,(-5L)},{1L,0xABF2943CL},{1L,(-5L)},{0x4E8F2345L,0x1730D8F4L}},{{(-5L),1L},{0L,1L},{(-1L),0x1730D8F4L},{0x1730D8F4L,(-1L)},{1L,0L},{1L,(-5L)},{0x1730D8F4L,0x4E8F2345L},{(-5L),1L},{0xABF2943CL,1L},{(-5L),0x4E8F2345L}}};
int32_t l_1037[10][4][1]={{{(-1L)},{0xD996B08CL},{3L},{0xD996B08CL}},{{(-1L)},{(-1L)},{0xD996B08CL},{3L}},{{0xD996B08CL},{(-1L)},{(-1L)},{0xD996B08CL}},{{3L},{0xD996B08CL},{(-1L)},{(-1L)}},{{0xD996B08CL},{3L},{0xD996B08CL},{(-1L)}},{{(-1L)},{0xD996B08CL},{3L},{0xD996B08CL}},{{(-1L)},{(-1L)},{0xD996B08CL},{3L}},{{0xD996B08CL},{(-1L)},{(-1L)},{0xD996B08CL}},{{3L},{0xD996B08CL},{(-1L)},{(-1L)}},{{0xD996B08CL},{3L},{0xD996B08CL},{(-1L)}}};
int i,j,k;
(*l_1001)&=((((g_1026,(safe_lshift_func_uint16_t_u_u(g_16,7)))&&((((safe_div_func_int8_t_s_s((safe_rshift_func_uint16_t_u_s((252UL^(((*g_35)=(l_1033[6][5][0],p_27)),p_27)),(g_1034,p_27))),l_1033[6][5][0]))<=(-1L))<p_27)<=p_27)),p_27)>=0xD7L);
if((l_1003[1]=(l_1035== &g_118)))
{
int16_t*l_1036= &g_97;
l_1037[2][1][0]|=(6UL>(((void*)0!=l_1036)==p_27));
return l_1038;
}
else
{
return&g_611[3];
}
}
else
{
uint32_t*l_1051=(void*)0;
uint32_t*l_1052=(void*)0;
int32_t**l_1055= &l_1004[1][1];
int16_t*l_1060= &g_94;
uint8_t*l_1061= &l_993;
struct S1*l_1089= &g_361;
if((safe_div_func_uint32_t_u_u(((safe_rshift_func_int16_t_s_s(((safe_mod_func_uint8_t_u_u((((safe_lshift_func_uint8_t_u_u(((*l_1061)=((safe_sub_func_uint8_t_u_u(((((0x6AFCL|0UL),((**g_750),0xBC1EL))<((*l_1060)^=((((safe_mul_func_int8_t_s_s(((((l_1016=g_873.f0.f1)>(safe_sub_func_int32_t_s_s(((((*l_1055)=(void*)0)== &g_822)==(safe_rshift_func_uint8_t_u_s(((safe_lshift_func_uint8_t_u_s(p_27,(&g_165== &g_13)))>(*l_1001)),l_997[3][1]))),0x7D4CB26EL)))^(-1L))&g_611[3]),0UL))==0x71E5L),p_27)|(*g_565))))>=g_361.f6),(-5L))),l_1016)),5))^0UL)&&g_532.f0),(-3L)))&&(*l_1001)),3))||l_1002),l_1062)))
{
struct S3**l_1070= &g_477;
int32_t l_1080=0L;
uint8_t l_1082=0x81L;
struct S3***l_1086= &l_1085;
l_1003[2]|=(g_305[4][3]^=(((+(*l_1001)),((safe_rshift_func_int8_t_s_u(((safe_mul_func_uint8_t_u_u((((safe_div_func_int8_t_s_s(((((*l_1070)= &g_233[0][2])!=(void*)0)!=((*l_1000)=(((p_27>p_27)||p_27),((safe_sub_func_int32_t_s_s(((((!(safe_mul_func_uint16_t_u_u(65534UL,(safe_sub_func_uint64_t_u_u(((g_1078,(p_27&l_1016))|g_256.f0.f1),(*l_1001)))))),&g_292)!=l_1079)||p_27),0L))|0xA506L)))),l_1080))|p_27),l_1081),(*l_1001)))>(*g_751)),3))^(-9L)))>l_1082));
(*l_1001)&=(safe_mod_func_uint8_t_u_u(255UL,0x38L));
(*l_1001)|=0x5475BECBL;
l_1087=((*l_1086)=l_1085);
}
else
{
int32_t****l_1098= &l_1096;
l_1009[0][4]&=((l_1088[4]==l_1089)|(safe_mod_func_int16_t_s_s((((*g_35)=(safe_lshift_func_int8_t_s_s((((((((l_1094!=((*l_1098)=l_1096))!=(((((safe_lshift_func_uint16_t_u_u((safe_mod_func_uint16_t_u_u(((((~0UL)||(((safe_div_func_int32_t_s_s((1L^l_1106),5UL))&(l_1107[2][0][5],p_27)),(*g_35)))==p_27)^p_27),p_27)),g_68.f2)),p_27)>(-1L))<0x9E973D3FL)&&p_27)),l_1081)<(**l_1097)),l_1081),l_1107[2][0][5].f0)||p_27),p_27)))>=(*l_1001)),p_27)));
--g_1108;
}
}
}
for(g_734.f0=0;(g_734.f0<=1);g_734.f0+=1)
{
return&g_611[3];
}
}
}
++l_1113;
return&g_104;
}
static union U6 func_32(int8_t*const p_33,uint32_t p_34)
{
int32_t*l_612=(void*)0;
int32_t l_620[7]={0x1947DDE6L,0x1947DDE6L,0x1947DDE6L,0x1947DDE6L,0x1947DDE6L,0x1947DDE6L,0x1947DDE6L};
uint64_t l_621=18446744073709551615UL;
struct S1*l_630= &g_361;
struct S1**const l_629= &l_630;
uint8_t*l_688= &g_10;
uint8_t**l_687= &l_688;
int32_t*l_785= &g_439.f3.f2;
int16_t l_816=0xED46L;
union U6*l_971= &g_293;
uint32_t l_975=0UL;
int8_t*l_981= &g_104;
int i;
lbl_693:
(*g_613)=(l_612=l_612);
for(g_274=0;(g_274<=1);g_274+=1)
{
uint64_t l_614=0xE96B3EF9D1A22BE7LL;
struct S1*l_661= &g_361;
uint8_t*l_686= &g_10;
uint8_t**l_685= &l_686;
int16_t l_691=1L;
int8_t l_702=0xEDL;
struct S0 l_743={1L,0UL,0xCD5F988FL};
uint32_t l_805=0UL;
uint64_t l_806=0x676AEF8AAD1DF5B7LL;
int32_t l_813=0x1E48796AL;
int32_t l_815=0xB7762A8EL;
int32_t l_817=0x897E0523L;
int32_t l_818=8L;
int32_t l_820=8L;
int32_t l_821[9]={8L,8L,8L,8L,8L,8L,8L,8L,8L};
uint16_t l_838=0xB09FL;
struct S0 l_853={7L,0x3D3AE810DA2B53DALL,0x752F5FC7L};
int i;
for(g_118=1;(g_118>=0);g_118-=1)
{
uint32_t l_658=18446744073709551612UL;
int64_t*l_659= &g_368;
int i,j;
for(g_438.f3.f1=0;g_438.f3.f1<8;g_438.f3.f1+=1)
{
for(g_144.f0.f2=0;g_144.f0.f2<8;g_144.f0.f2+=1)
{
g_305[g_438.f3.f1][g_144.f0.f2]=0x2F05FA01L;
}
}
if(g_305[(g_118+3)][(g_274+4)])
continue;
if(l_614)
continue;
for(g_109=3;(g_109>=0);g_109-=1)
{
int32_t l_615=1L;
int32_t*l_616=(void*)0;
int32_t*l_617= &g_305[(g_109+2)][(g_109+4)];
int32_t*l_618=(void*)0;
int32_t*l_619[6][2][1]={{{&g_305[4][3]},{(void*)0}},{{(void*)0},{&g_305[4][3]}},{{(void*)0},{(void*)0}},{{&g_305[4][3]},{(void*)0}},{{(void*)0},{&g_305[4][3]}},{{(void*)0},{(void*)0}}};
int64_t l_647[8][6][5]={{{0x5D663CB3254985D1LL,5L,0x3A1AC9F94596E9B4LL,1L,1L},{0xFFE26C38F8A88B64LL,0x5D663CB3254985D1LL,1L,0x5D663CB3254985D1LL,0xFFE26C38F8A88B64LL},{0xEED34EBEDFE76CABLL,(-1L),1L,0x3A1AC9F94596E9B4LL,1L},{4L,0L,0x3A1AC9F94596E9B4LL,0x71B7A8D2AC723CC6LL,0xAC515B0EC1746B38LL},{0xAC515B0EC1746B38LL,0xFFE26C38F8A88B64LL,0L,(-1L),1L},{1L,0x71B7A8D2AC723CC6LL,0x71B7A8D2AC723CC6LL,1L,0xFFE26C38F8A88B64LL}},{{1L,0x71B7A8D2AC723CC6LL,(-6L),(-9L),1L},{(-1L),0xFFE26C38F8A88B64LL,1L,0xBEA633E6C9DC09D1LL,1L},{(-6L),0L,5L,(-9L),(-9L)},{0L,5L,0xEED34EBEDFE76CABLL,0L,1L},{0xEED34EBEDFE76CABLL,0x71B7A8D2AC723CC6LL,0xFFE26C38F8A88B64LL,5L,(-6L)},{1L,4L,0x5D663CB3254985D1LL,1L,(-9L)}},{{5L,0xBEA633E6C9DC09D1LL,0xFFE26C38F8A88B64LL,(-6L),0xFFE26C38F8A88B64LL},{0xAC515B0EC1746B38LL,0xAC515B0EC1746B38LL,0xEED34EBEDFE76CABLL,0x71B7A8D2AC723CC6LL,0xFFE26C38F8A88B64LL},{0L,1L,4L,0L,(-9L)},{0x2B6B866EA85677CDLL,0L,0xAC515B0EC1746B38LL,0x3A1AC9F94596E9B4LL,(-6L)},{0x3A1AC9F94596E9B4LL,1L,1L,1L,1L},{(-9L),0xAC515B0EC1746B38LL,1L,1L,0xBEA633E6C9DC09D1LL}},{{0x5D663CB3254985D1LL,0xBEA633E6C9DC09D1LL,(-1L),0x3A1AC9F94596E9B4LL,0L},{0x71B7A8D2AC723CC6LL,4L,(-6L),0L,0L},{0x5D663CB3254985D1LL,0x71B7A8D2AC723CC6LL,0L,0x71B7A8D2AC723CC6LL,0x5D663CB3254985D1LL},{(-9L),5L,0L,(-6L),0xAC515B0EC1746B38LL},{0x3A1AC9F94596E9B4LL,0xEED34EBEDFE76CABLL,(-6L),1L,0x2B6B866EA85677CDLL},{0x2B6B866EA85677CDLL,0x5D663CB3254985D1LL,(-1L),5L,0xAC515B0EC1746B38LL}},{{0L,1L,1L,0L,0x5D663CB3254985D1LL},{0xAC515B0EC1746B38LL,1L,1L,0xBEA633E6C9DC09D1LL,0L},{5L,0x5D663CB3254985D1LL,0xAC515B0EC1746B38LL,0xFFE26C38F8A88B64LL,0L},{1L,0xEED34EBEDFE76CABLL,4L,0xBEA633E6C9DC09D1LL,0xBEA633E6C9DC09D1LL},{0xEED34EBEDFE76CABLL,5L,0xEED34EBEDFE76CABLL,0L,1L},{0xEED34EBEDFE76CABLL,0x71B7A8D2AC723CC6LL,0xFFE26C38F8A88B64LL,5L,(-6L)}},{{1L,4L,0x5D663CB3254985D1LL,1L,(-9L)},{5L,0xBEA633E6C9DC09D1LL,0xFFE26C38F8A88B64LL,(-6L),0xFFE26C38F8A88B64LL},{0xAC515B0EC1746B38LL,0xAC515B0EC1746B38LL,0xEED34EBEDFE76CABLL,0x71B7A8D2AC723CC6LL,0xFFE26C38F8A88B64LL},{0L,1L,4L,0L,(-9L)},{0x2B6B866EA85677CDLL,0L,0xAC515B0EC1746B38LL,0x3A1AC9F94596E9B4LL,(-6L)},{0x3A1AC9F94596E9B4LL,1L,1L,1L,1L}},{{(-9L),0xAC515B0EC1746B38LL,1L,1L,0xBEA633E6C9DC09D1LL},{0x5D663CB3254985D1LL,0xBEA633E6C9DC09D1LL,(-1L),0x3A1AC9F94596E9B4LL,0L},{0x71B7A8D2AC723CC6LL,4L,(-6L),0L,0L},{0x5D663CB3254985D1LL,0x71B7A8D2AC723CC6LL,0L,0x71B7A8D2AC723CC6LL,0x5D663CB3254985D1LL},{(-9L),5L,0L,(-6L),0xAC515B0EC1746B38LL},{0x3A1AC9F94596E9B4LL,0xEED34EBEDFE76CABLL,(-6L),1L,0x2B6B866EA85677CDLL}},{{0x2B6B866EA85677CDLL,0x5D663CB3254985D1LL,(-1L),5L,0xAC515B0EC1746B38LL},{0L,1L,1L,0L,0x5D663CB3254985D1LL},{0xAC515B0EC1746B38LL,1L,1L,0xBEA633E6C9DC09D1LL,0L},{5L,0x5D663CB3254985D1LL,0xAC515B0EC1746B38LL,0xFFE26C38F8A88B64LL,0L},{1L,0xEED34EBEDFE76CABLL,4L,0xBEA633E6C9DC09D1LL,0xBEA633E6C9DC09D1LL},{0xEED34EBEDFE76CABLL,5L,(-9L),0xEED34EBEDFE76CABLL,0L}}};
int64_t*l_660= &g_368;
struct S0 l_724={0xFC892EB9L,0x33E41BF92C1BB738LL,-1L};
int16_t**l_736[7]={&g_565,&g_565,&g_565,&g_565,&g_565,&g_565,&g_565};
const int16_t**l_740= &g_738[0][4][4];
int i,j,k;
l_621--;
g_305[(g_118+3)][(g_274+4)]=((((safe_rshift_func_int16_t_s_s(((safe_mod_func_uint64_t_u_u(0xA0E06828262C6E63LL,0x6DA0882B4E964EAALL)),(0x21L>(g_628,((l_629==(void*)0),(safe_lshift_func_uint16_t_u_u((safe_mul_func_int8_t_s_s(((safe_div_func_int64_t_s_s((safe_rshift_func_uint8_t_u_u((!(g_302[(g_118+6)][(g_109+4)][g_118]!=(safe_sub_func_uint16_t_u_u(((((safe_rshift_func_uint16_t_u_u(p_34,((safe_div_func_int64_t_s_s((+((g_611[3]>=g_226),3UL)),g_361.f7))!=(-1L))))|g_13)!=g_114.f1)^p_34),l_647[0][2][3])))),g_476.f2)),18446744073709551615UL))==l_614),0xE8L)),g_361.f1)))))),8))<=p_34),g_305[(g_118+3)][(g_274+4)])&&p_34);
if(l_614)
{
int8_t l_648=0x92L;
uint32_t*l_651= &g_226;
int64_t*l_652= &l_647[0][2][3];
int64_t**l_653= &l_652;
uint8_t*l_662= &g_16;
uint16_t*l_682= &g_361.f1;
int32_t l_692[7][10][3]={{{0xA15E3D27L,0xA15E3D27L,(-5L)},{(-9L),(-1L),(-6L)},{0xDE85EF91L,(-1L),0L},{0x558FB76AL,0x72AF2937L,(-5L)},{0xD7633749L,0xDE85EF91L,0L},{0x3DB1E016L,(-6L),(-6L)},{(-6L),0x558FB76AL,(-5L)},{8L,(-6L),(-3L)},{0x0207E4BEL,0xE2B81838L,(-3L)},{0x51C0AE07L,(-1L),(-5L)}},{{(-1L),0x3DB1E016L,(-6L)},{0x3EC581C1L,(-9L),0L},{0x077A03C7L,(-6L),(-5L)},{0xE2B81838L,0xB216D9A4L,0L},{(-1L),(-1L),(-6L)},{0x72AF2937L,0xB600E8EAL,(-5L)},{(-1L),0x0207E4BEL,(-3L)},{(-6L),0xD7633749L,(-3L)},{(-1L),0x51C0AE07L,(-5L)},{0xF3A59EEFL,0x8154DA33L,(-6L)}},{{0xB216D9A4L,0xF3A59EEFL,0L},{0xB600E8EAL,0x7BC7EC7AL,(-5L)},{(-1L),0x3EC581C1L,0L},{0x8154DA33L,8L,(-6L)},{0x7BC7EC7AL,0x077A03C7L,(-5L)},{(-6L),(-1L),(-3L)},{(-1L),(-1L),(-3L)},{0xA15E3D27L,0xA15E3D27L,(-5L)},{(-9L),(-1L),(-6L)},{0xDE85EF91L,(-1L),0L}},{{0x558FB76AL,0x72AF2937L,(-5L)},{0xD7633749L,0xDE85EF91L,0L},{0x3DB1E016L,(-6L),(-6L)},{(-6L),0x558FB76AL,(-5L)},{8L,(-6L),(-3L)},{0x0207E4BEL,0xE2B81838L,(-3L)},{0x51C0AE07L,(-1L),(-5L)},{(-1L),0x3DB1E016L,(-6L)},{0x3EC581C1L,(-9L),0L},{0x077A03C7L,(-6L),(-5L)}},{{0xE2B81838L,0xB216D9A4L,0L},{(-1L),(-1L),(-6L)},{0x72AF2937L,0xB600E8EAL,(-5L)},{(-1L),0x0207E4BEL,(-3L)},{(-6L),0xD7633749L,(-3L)},{(-1L),0x51C0AE07L,(-5L)},{0xF3A59EEFL,0x8154DA33L,(-6L)},{0xB216D9A4L,0xF3A59EEFL,0L},{0xB600E8EAL,0x7BC7EC7AL,(-5L)},{(-1L),0x3EC581C1L,0L}},{{0x8154DA33L,8L,(-6L)},{0x7BC7EC7AL,0x077A03C7L,(-5L)},{(-6L),(-1L),(-3L)},{(-1L),(-1L),(-3L)},{0xA15E3D27L,0xA15E3D27L,(-5L)},{(-9L),(-1L),(-6L)},{0xDE85EF91L,(-1L),0L},{0x558FB76AL,0x72AF2937L,(-5L)},{0xD7633749L,0xDE85EF91L,0L},{0x3DB1E016L,(-6L),(-6L)}},{{(-6L),1L,0x7BC7EC7AL},{(-8L),9L,0x077A03C7L},{0xB866C32BL,0x1DCCB751L,0x077A03C7L},{(-7L),1L,0x7BC7EC7AL},{0xF72D6C76L,1L,0xB600E8EAL},{0x4228AF16L,0x16015208L,0x558FB76AL},{(-1L),1L,0x7BC7EC7AL},{0x1DCCB751L,0xCE79245FL,0x558FB76AL},{0x7EDB2650L,8L,0xB600E8EAL},{0L,0L,0x7BC7EC7AL}}};
struct S2*const*l_699=(void*)0;
int32_t**l_709=(void*)0;
int32_t**l_710= &l_618;
int32_t**l_711= &l_619[1][0][0];
const uint32_t*l_722[9]={&g_602,&l_658,&g_602,&l_658,&g_602,&l_658,&g_602,&l_658,&g_602};
const uint32_t**l_721= &l_722[0];
const uint32_t***l_723= &l_721;
const int16_t**l_741=(void*)0;
int i,j,k;
(*l_617)^=((*p_33)|(l_648&((*l_662)=(((p_34<((safe_add_func_uint64_t_u_u((((*l_651)=(g_336[0]==(void*)0))&&4294967287UL),(((*l_653)=l_652)!=(l_660=((safe_add_func_uint16_t_u_u(65530UL,((safe_lshift_func_uint16_t_u_s(p_34,l_658))==l_648))),l_659)))))&g_476.f2)),l_661)==(void*)0))));
if(((((safe_add_func_uint32_t_u_u((l_614>((((*l_662)^=l_614)!=((*g_565)&((((((+(safe_div_func_uint32_t_u_u(((safe_div_func_uint64_t_u_u((((--g_602),(((safe_mod_func_uint64_t_u_u((g_305[(g_118+3)][(g_274+4)]>=(((l_692[2][3][0]=(p_34==(safe_mul_func_uint8_t_u_u(p_34,((safe_add_func_int8_t_s_s((safe_sub_func_uint32_t_u_u(((*l_651)=((safe_lshift_func_uint16_t_u_s((--(*l_682)),(l_685==l_687)))^(safe_mod_func_uint64_t_u_u(l_691,l_648)))),g_305[(g_118+3)][(g_274+4)])),l_658))<g_361.f6)))))<0xFE2268C3L)|l_648)),p_34))^p_34)||(-3L))),0x1A4D1A7C452D9C47LL),1L)),g_68.f1),p_34)))||(*g_565))>p_34),p_34)&g_233[0][2].f2)>p_34))),g_476.f1)),0xA70FFAD2L))&0x1A8FC5FAL)>p_34)&2UL))
{
if(l_658)
goto lbl_693;
}
else
{
struct S2*l_695=(void*)0;
struct S2**l_694= &l_695;
int32_t l_698[9]={0x59ACFE5AL,0x59ACFE5AL,0x59ACFE5AL,0x59ACFE5AL,0x59ACFE5AL,0x59ACFE5AL,0x59ACFE5AL,0x59ACFE5AL,0x59ACFE5AL};
int i;
l_692[6][4][2]^=((((((*l_694)=(void*)0)==((safe_div_func_uint32_t_u_u((1UL==(p_34&(l_698[5]<=((((**l_653)=((void*)0!=l_699))&&8L)&&((safe_sub_func_int8_t_s_s((((((g_373[4][1][0].f0!=((l_698[7]>0x9809L)>=0UL))&&l_702)==g_305[(g_118+3)][(g_274+4)])<0x14L)|0x9DL),(*p_33)))<0x5007E10BL))))),l_691)),(void*)0)),g_486.f0)!=p_34)<=p_34);
if(g_109)
goto lbl_693;
}
(*l_617)=((safe_mul_func_uint8_t_u_u((safe_rshift_func_uint16_t_u_u(((safe_rshift_func_uint16_t_u_s((((*p_33)=(&g_305[(g_118+3)][(g_274+4)]!=((*l_711)=((*l_710)= &g_305[g_109][(g_274+5)]))))!=p_34),(safe_mul_func_uint16_t_u_u((safe_mul_func_int16_t_s_s((~(safe_div_func_uint16_t_u_u((((((safe_div_func_uint64_t_u_u(((((*l_723)=l_721)== &g_431)!=((((l_724,(p_34^0x83L))>(((-1L)&l_614)==g_476.f0))>=g_165)!=p_34)),p_34))==l_702)==p_34),(*l_617))&0x8FF8L),p_34))),p_34)),65529UL)))),g_109),p_34)),p_34))>p_34);
if((*g_548))
{
if(g_305[(g_118+3)][(g_274+4)])
break;
}
else
{
const int16_t***l_739[10]={&g_737[0][4],&g_737[0][4],&g_737[0][4],&g_737[0][4],&g_737[0][4],&g_737[0][4],&g_737[0][4],&g_737[0][4],&g_737[0][4],&g_737[0][4]};
int i;
g_20|=(((safe_add_func_uint16_t_u_u((safe_mul_func_int8_t_s_s((l_691^2L),(!0x80AD040EL))),(safe_mul_func_uint16_t_u_u((safe_mul_func_uint8_t_u_u((g_734,(((*l_682)&=0xAF50L)<=(~p_34))),((l_736[3]= &g_565)==(l_741=(l_740=g_737[0][4]))))),0x8773L))))|0x4FA0854CEB82B105LL)!=g_104);
(*l_711)=(*g_570);
}
}
else
{
int32_t**l_742= &g_571;
(*l_742)= &g_305[(g_109+2)][(g_109+4)];
}
(*g_544)=l_743;
}
}
for(g_20=1;(g_20<=7);g_20+=1)
{
union U6 l_800={0};
int32_t l_819[4][10]={{(-3L),0xC2CE8D30L,(-3L),0x9CAD4ABDL,0x822528C8L,1L,0xBA5CC3E2L,(-1L),(-1L),0xBA5CC3E2L},{0x822528C8L,2L,1L,1L,2L,0x822528C8L,0xE5CDA774L,(-1L),0xD3359BAEL,8L},{0xC2CE8D30L,8L,(-3L),3L,(-1L),3L,(-3L),8L,0xC2CE8D30L,0x822528C8L},{0xC2CE8D30L,1L,0xCFADEDA9L,0xE5CDA774L,3L,0x822528C8L,0x822528C8L,3L,0xE5CDA774L,0xCFADEDA9L}};
int32_t*l_843=(void*)0;
int i,j;
}
}
for(g_368=1;(g_368>=0);g_368-=1)
{
int32_t*l_858= &g_822;
struct S0 l_877={0xE43EA8C2L,0UL,5L};
int32_t l_888=(-4L);
int32_t l_891=0x3A17373FL;
int32_t l_896=(-5L);
int32_t l_897=0xD6C3BD90L;
int32_t l_901=(-2L);
int32_t l_904=(-6L);
uint64_t l_905=18446744073709551615UL;
union U6 l_963={0};
const int8_t*l_982= &g_104;
(*g_572)=l_858;
for(g_16=0;(g_16<=3);g_16+=1)
{
struct S0 l_863={0x80FF612AL,18446744073709551610UL,0x20134087L};
for(g_439.f3.f0=0;(g_439.f3.f0<=3);g_439.f3.f0+=1)
{
union U6*l_859= &g_293;
union U6**l_862= &l_859;
(*l_862)=l_859;
}
for(g_439.f3.f0=0;(g_439.f3.f0<=1);g_439.f3.f0+=1)
{
for(g_109=3;(g_109>=0);g_109-=1)
{
l_863=l_863;
}
}
}
for(g_256.f0.f2=1;(g_256.f0.f2>=0);g_256.f0.f2-=1)
{
int32_t l_868=(-1L);
uint32_t*l_874= &g_165;
int32_t l_890[8]={1L,1L,1L,1L,1L,1L,1L,1L};
int8_t l_899=1L;
int16_t l_917=0xFE9CL;
int32_t**l_922= &g_571;
union U6*l_973[9];
int8_t l_976=1L;
int i;
for(i=0;i<9;i++)
l_973[i]= &l_963;
}
}
return(*l_971);
}
static uint8_t func_39(uint8_t p_40,int32_t p_41,int8_t*p_42,int32_t*p_43,int8_t*p_44)
{
int16_t*l_124= &g_94;
int8_t*l_125[6][6][1]={{{(void*)0},{&g_36},{&g_104},{&g_36},{(void*)0},{&g_36}},{{&g_104},{&g_36},{(void*)0},{&g_36},{&g_104},{&g_36}},{{(void*)0},{&g_36},{&g_104},{&g_36},{(void*)0},{&g_36}},{{&g_104},{&g_36},{(void*)0},{&g_36},{&g_104},{&g_36}},{{(void*)0},{&g_36},{&g_104},{&g_36},{(void*)0},{&g_36}},{{&g_104},{&g_36},{(void*)0},{&g_36},{&g_104},{&g_36}}};
int32_t l_126=0x7F4CF0FEL;
int32_t l_127=1L;
int32_t l_133=0x3A303ACDL;
union U6 l_143[10]={{0},{0},{0},{0},{0},{0},{0},{0},{0},{0}};
uint64_t*l_234= &g_79;
int8_t l_246=0x03L;
int32_t l_307=1L;
int32_t l_309=0L;
int32_t l_310=9L;
int32_t l_312=0x3793A32EL;
int32_t l_317=0x2414C672L;
int32_t l_321=1L;
int32_t l_326=0xA5C44A37L;
int32_t l_327[1][3][9]={{{(-1L),0x5C28290DL,(-1L),(-1L),0x5C28290DL,(-1L),(-1L),0x5C28290DL,(-1L)},{(-1L),0x5C28290DL,(-1L),(-1L),0x5C28290DL,(-1L),(-1L),0x5C28290DL,(-1L)},{(-1L),0x5C28290DL,(-1L),(-1L),0x5C28290DL,(-1L),(-1L),0x5C28290DL,(-1L)}}};
int8_t l_331=0x6EL;
struct S2*l_335=(void*)0;
uint32_t l_357=0x17BE32ECL;
const volatile struct S1*l_485= &g_486;
struct S0 l_539={0x52E239FEL,7UL,0x63C64822L};
int16_t l_567=(-5L);
int32_t*l_607= &l_321;
int i,j,k;
lbl_472:
(*p_43)=((p_42!=(void*)0)&&(safe_div_func_uint16_t_u_u((0xBCL|(safe_mod_func_int16_t_s_s((247UL==(l_126=((l_124== &g_97)|0x0E35L))),((*l_124)=p_40)))),l_127)));
if(l_127)
{
int32_t*l_128= &g_20;
int32_t*l_129= &l_127;
int32_t*l_130= &g_109;
int32_t*l_131= &g_109;
int32_t*l_132[6][3]={{&l_126,&l_126,&g_20},{(void*)0,&g_20,(void*)0},{(void*)0,&l_126,&g_20},{&l_126,(void*)0,(void*)0},{(void*)0,&l_126,&g_109},{&g_20,(void*)0,&g_20}};
int i,j;
g_136[2][1][5]--;
}
else
{
int64_t l_152=(-3L);
int32_t l_153=0L;
int32_t l_155=0L;
int32_t l_160=5L;
int32_t l_161=0xB2F9674BL;
int32_t l_162=0x6246280EL;
int32_t l_163=(-4L);
int32_t l_304=0x2F1ED42EL;
int32_t l_314=1L;
int32_t l_318=0xEAFF5E01L;
int32_t l_319=1L;
int32_t l_320=0xF5A57995L;
int32_t l_322=0L;
int32_t l_323=0xD1794D5DL;
int32_t l_324=1L;
int8_t l_325=(-9L);
int32_t l_328=0x797BD0F8L;
int32_t l_329=(-1L);
int32_t l_330=0x228A5FADL;
uint32_t*l_356[7][10][3]={{{&g_13,&g_226,&g_165},{&g_165,(void*)0,&g_239},{&g_165,(void*)0,(void*)0},{&g_226,&g_165,&g_13},{&g_165,&g_165,&g_239},{&g_239,&g_13,&g_226},{&g_239,&g_239,(void*)0},{&g_165,&g_13,&g_239},{&g_13,(void*)0,&g_165},{&g_13,(void*)0,&g_13}},{{&g_226,&g_239,&g_165},{&g_13,&g_226,&g_165},{&g_226,(void*)0,&g_239},{&g_165,&g_13,&g_13},{(void*)0,(void*)0,&g_13},{&g_239,&g_165,(void*)0},{&g_239,&g_165,(void*)0},{(void*)0,(void*)0,&g_165},{&g_226,&g_13,(void*)0},{&g_226,(void*)0,&g_226}},{{&g_13,&g_226,&g_226},{&g_165,&g_239,(void*)0},{&g_239,(void*)0,&g_13},{(void*)0,(void*)0,&g_226},{&g_226,&g_13,&g_226},{&g_13,&g_239,&g_226},{&g_226,&g_13,&g_226},{(void*)0,&g_165,&g_239},{&g_239,&g_165,&g_165},{&g_13,(void*)0,&g_13}},{{&g_13,(void*)0,(void*)0},{&g_13,&g_226,&g_165},{&g_13,(void*)0,&g_239},{&g_13,&g_239,&g_239},{&g_13,&g_165,&g_165},{&g_13,(void*)0,(void*)0},{&g_13,(void*)0,&g_226},{&g_13,&g_239,&g_13},{&g_239,&g_165,&g_13},{(void*)0,&g_226,&g_239}},{{&g_226,(void*)0,(void*)0},{&g_13,&g_239,&g_165},{&g_226,(void*)0,&g_13},{(void*)0,&g_226,(void*)0},{&g_239,&g_165,(void*)0},{&g_165,&g_226,&g_226},{&g_13,(void*)0,&g_13},{&g_226,&g_13,&g_226},{&g_226,&g_13,&g_165},{(void*)0,(void*)0,&g_239}},{{&g_239,&g_226,&g_239},{&g_239,&g_239,&g_165},{(void*)0,&g_13,&g_226},{&g_165,&g_13,&g_13},{&g_226,&g_165,&g_226},{&g_13,&g_13,(void*)0},{&g_226,&g_165,(void*)0},{&g_13,&g_239,&g_13},{&g_13,&g_226,&g_165},{&g_165,&g_13,(void*)0}},{{&g_239,&g_165,&g_239},{&g_239,&g_13,&g_165},{&g_165,&g_165,&g_226},{(void*)0,&g_165,&g_165},{&g_165,(void*)0,&g_239},{&g_13,&g_239,&g_13},{(void*)0,(void*)0,&g_226},{&g_13,&g_13,(void*)0},{&g_165,(void*)0,&g_165},{&g_239,&g_239,&g_13}}};
int i,j,k;
for(g_79=0;(g_79>=11);g_79=safe_add_func_uint16_t_u_u(g_79,8))
{
const int64_t l_154=0xEEA47A0FBCE4B171LL;
int32_t l_159[8];
struct S0 l_174={0xAC62AC5CL,0x483FAFD5E730205DLL,0xDB025984L};
union U6 l_202={0};
int32_t*l_210= &g_114.f0;
int16_t l_257=0x995BL;
uint32_t*l_344= &g_165;
uint64_t*l_353= &l_174.f1;
int i;
for(i=0;i<8;i++)
l_159[i]=(-2L);
if((((l_126=(*g_35))^((g_136[0][1][0]>(((l_143[3],(*g_35))<((0L>((g_144,p_41)&(safe_mod_func_uint32_t_u_u((safe_add_func_int32_t_s_s(((safe_unary_minus_func_int32_t_s((((l_153=(l_152=(safe_div_func_int32_t_s_s((0x19L<0xAAL),(*g_52)))))^g_118)&&l_154)))^0x06L),l_127)),g_114.f0))))<0x01FFE247L))<=0x7EC7L))>l_155)),(*p_43)))
{
if((*g_105))
break;
}
else
{
int32_t*l_156= &g_20;
int32_t*l_157= &l_153;
int32_t*l_158[9];
uint32_t*l_186=(void*)0;
uint32_t*l_187= &g_165;
struct S0*l_258= &g_114;
int16_t l_271=1L;
int32_t l_316=(-1L);
uint16_t l_338[10][10]={{0x87B9L,0x79FEL,0x7228L,0xBAECL,0x667CL,0xBAECL,0x7228L,0x79FEL,0x87B9L,0UL},{0UL,0UL,0x7228L,0x667CL,0x79FEL,0x79FEL,0x667CL,0x7228L,0UL,0UL},{0UL,0xBAECL,0x87B9L,0x667CL,0x01CBL,0UL,0x01CBL,0x667CL,0x87B9L,0xBAECL},{0UL,0x7228L,0UL,0xBAECL,0x01CBL,65529UL,65529UL,0x01CBL,0xBAECL,0UL},{0x01CBL,0x01CBL,0UL,0UL,0x79FEL,65529UL,0x87B9L,65529UL,0x79FEL,0UL},{0UL,0UL,0UL,65529UL,0x667CL,0UL,0x87B9L,0x87B9L,0UL,0x667CL},{0UL,0x01CBL,0x01CBL,0UL,0UL,0x79FEL,65529UL,0x87B9L,65529UL,0x79FEL},{0UL,0x7228L,0UL,0x7228L,0UL,0xBAECL,0x01CBL,65529UL,65529UL,0x01CBL},{0x87B9L,0xBAECL,0UL,0UL,0xBAECL,0x87B9L,0x667CL,0x01CBL,0UL,0x01CBL},{0x7228L,0UL,0UL,65529UL,0UL,0UL,0x7228L,0x667CL,0x79FEL,0x79FEL}};
int i,j;
for(i=0;i<9;i++)
l_158[i]= &g_109;
g_165++;
for(g_114.f0=8;(g_114.f0>=0);g_114.f0-=1)
{
int i;
l_158[g_114.f0]=l_158[g_114.f0];
for(l_127=0;(l_127<=9);l_127+=1)
{
uint8_t*l_173= &g_16;
(*p_43)^=(safe_rshift_func_int8_t_s_u((safe_unary_minus_func_int32_t_s((safe_rshift_func_uint8_t_u_u(((*l_173)^=(*l_157)),l_159[4])))),(l_155<0x85L)));
return p_41;
}
}
(*g_175)=l_174;
if((((g_176,(0x50AF277E6723FDEELL!=((safe_sub_func_uint32_t_u_u(((*p_44)>=(l_127^=((safe_div_func_int32_t_s_s(((((*l_187)|=((safe_sub_func_int8_t_s_s(((+0UL)&(safe_mod_func_uint64_t_u_u(p_40,g_118))),(&g_116!= &g_116)))&((g_45.f1,p_40),l_174.f1)))<l_153)||p_40),0x4611E251L))>=g_79))),8UL))>=65528UL)))&(-1L))>=(*l_156)))
{
int32_t l_199=0x8FFC12B6L;
int32_t l_247=0x0DACF979L;
if((((safe_div_func_uint8_t_u_u(((1L!=(((safe_mod_func_int32_t_s_s(((*p_43)=(safe_mul_func_int16_t_s_s(p_40,l_174.f0))),(safe_lshift_func_uint8_t_u_s(g_144.f0.f0,(g_164[6],(safe_div_func_uint8_t_u_u((!l_199),l_199)))))))||((void*)0==p_44)),0L))|l_126),(*p_42)))&&l_159[0])|g_16))
{
uint16_t l_205=65532UL;
int32_t**l_216= &l_156;
uint64_t*l_230=(void*)0;
uint64_t*l_231=(void*)0;
uint64_t*l_232= &l_174.f1;
l_159[1]=((g_16--)<((((l_202,(-7L))|((*l_187)--))&&g_114.f1)!=p_40));
(*p_43)&=(l_205&&((safe_mul_func_uint16_t_u_u(p_41,((((*l_187)^=(l_210==(void*)0))==p_40)^p_41)))<=(p_40,(safe_mul_func_uint32_t_u_u((safe_add_func_uint8_t_u_u((+(0x03EE402FC24BD377LL^((&g_135!= &p_41)==l_199))),1L)),0UL)))));
(*l_216)=l_156;
(**l_216)|=(safe_mul_func_int16_t_s_s(((!(((safe_lshift_func_int16_t_s_s((((safe_sub_func_int64_t_s_s((safe_lshift_func_int8_t_s_s((g_226|=(*p_42)),((!((*l_232)|=0xC5535721BE7830CFLL))>(l_162=(&g_104!=(g_233[0][2],(void*)0)))))),(((((p_41&&0xB3F4301ED4495199LL),65533UL),((((l_186!= &p_41)<=p_40),l_199)&p_41))==(-1L))^0xECL))),l_234)!=(void*)0),g_13)),(-3L))>=l_174.f0))^l_127),3UL));
}
else
{
int32_t l_254=0x63995447L;
uint8_t*l_255= &g_16;
l_257=(((0x84L<0x68L),((((((((safe_lshift_func_uint16_t_u_s(((l_159[5]=(safe_lshift_func_int16_t_s_u((4294967295UL>((*l_187)&=g_239)),3)))^((safe_mul_func_uint8_t_u_u(((*l_255)^=(((((*l_157)=(safe_mul_func_uint16_t_u_u(p_40,0x9BDFL)))|(((safe_mod_func_int8_t_s_s((l_247=(l_246=(*g_35))),((safe_mod_func_int16_t_s_s((safe_sub_func_int64_t_s_s(g_233[0][2].f1,(safe_rshift_func_uint16_t_u_u((p_41,p_40),p_41)))),l_254))^l_254)))&p_41)|18446744073709551608UL))&&l_174.f0)&(*l_156))),l_162))<0xECL)),p_40))>0xF22B61524D6D5E74LL)^l_174.f2),g_256),(*g_105))|(*g_52))<=l_254),&g_16))== &g_10);
if((*p_43))
break;
if((*p_43))
break;
(*l_157)|=(*p_43);
}
if((*g_105))
break;
}
else
{
uint32_t l_276=1UL;
int32_t l_294=4L;
int32_t l_295=8L;
int32_t l_296=6L;
int32_t l_297=0x0737D8D9L;
int32_t l_298=2L;
int32_t l_299=(-6L);
int32_t l_300=0x6FEA1CC2L;
int32_t l_301=0L;
int32_t l_306=0L;
int32_t l_311=0x1B0A8133L;
int32_t l_313=(-1L);
int32_t l_315[7];
uint16_t l_332=65528UL;
int i;
for(i=0;i<7;i++)
l_315[i]=0xFC0F5B00L;
(*l_156)=((((-1L)^((*l_124)=l_127)),(void*)0)==l_258);
for(g_256.f0.f2=0;(g_256.f0.f2!=(-23));g_256.f0.f2--)
{
uint16_t l_261=0x67C6L;
int16_t l_272[7][6][6]={{{0xDC1EL,(-4L),0xCE22L,9L,0xC17CL,3L},{0xD959L,(-8L),0xBC33L,5L,(-1L),0x7F58L},{(-1L),0x48D6L,1L,0x26B3L,(-8L),(-10L)},{0x7F58L,0xBC33L,(-5L),3L,(-4L),9L},{0x26B3L,9L,0xC4A1L,(-10L),0xB7D9L,0xC17CL},{(-1L),(-4L),0x48D6L,0x9C13L,4L,1L}},{{0x29E8L,0xAEF5L,0x3A81L,0x3A81L,0xAEF5L,0x29E8L},{(-1L),0L,0x26B3L,(-4L),3L,1L},{(-10L),0xA00CL,0xAB22L,8L,(-4L),0xD573L},{(-10L),(-1L),8L,(-4L),0L,(-4L)},{(-1L),3L,(-1L),0x3A81L,(-1L),0xC6E6L},{0x591AL,0xD573L,0xC17CL,0xC4A1L,(-4L),(-1L)}},{{(-1L),0L,0x3A81L,0xBD08L,0L,(-1L)},{(-5L),0x0B17L,1L,0xC17CL,9L,0x363AL},{0x26B3L,0x9C13L,9L,(-5L),0xAB22L,0L},{1L,0xB7D9L,0x26B3L,0xB7D9L,1L,0xAEF5L},{0x9C13L,(-1L),0xBC33L,(-4L),(-1L),0L},{3L,0xC4A1L,0x725CL,(-1L),0xAEF5L,0L}},{{0L,0xDC1EL,0xBC33L,0xD573L,0x4EB4L,0xAEF5L},{0xAEF5L,0x363AL,0x26B3L,(-1L),0xBC33L,0L},{0x725CL,0xC6E6L,9L,(-1L),(-4L),0x363AL},{(-1L),5L,1L,8L,9L,(-1L)},{(-1L),0xA00CL,0x3A81L,0x48D6L,(-1L),(-1L)},{0x3A81L,0xBC33L,0xC17CL,(-1L),4L,4L}},{{0x0B17L,(-1L),(-1L),0x0B17L,0x7F58L,9L},{0xCE22L,3L,0L,0L,1L,0x48D6L},{0x4EB4L,0L,0xC6E6L,5L,1L,(-8L)},{(-4L),3L,(-5L),0xBC33L,0x7F58L,0x591AL},{0xC17CL,(-1L),0x4EB4L,0xD959L,4L,0x0B17L},{1L,0xBC33L,0xAB22L,0xC6E6L,(-1L),(-1L)}},{{1L,0xA00CL,(-4L),4L,9L,7L},{0xDC1EL,5L,(-10L),(-4L),(-4L),0xBD08L},{(-1L),0xC6E6L,(-8L),0x26B3L,0xBC33L,0x26B3L},{(-8L),0x363AL,(-8L),0x725CL,0x4EB4L,0xC17CL},{0x363AL,0xDC1EL,(-1L),(-4L),0xAEF5L,5L},{0xD959L,0xC4A1L,(-1L),(-4L),(-1L),0x725CL}},{{0x363AL,(-1L),0x29E8L,0x725CL,1L,0xAB22L},{(-8L),0xB7D9L,0L,0x26B3L,0xAB22L,0x3A81L},{(-1L),0x9C13L,5L,(-4L),9L,0x7F58L},{0xDC1EL,0x0B17L,0xB7D9L,4L,0L,0xD573L},{1L,0L,7L,0xC6E6L,(-4L),(-4L)},{1L,0xD573L,3L,0xD959L,0xD959L,3L}}};
uint32_t*l_273= &g_274;
uint32_t l_275=0x1B8E7C1BL;
int32_t*volatile**l_277=(void*)0;
int32_t*volatile*l_279=(void*)0;
int32_t*volatile**l_278= &l_279;
int i,j,k;
--l_261;
(*p_43)=((g_97,(((safe_mod_func_uint16_t_u_u((safe_unary_minus_func_int64_t_s((safe_div_func_int8_t_s_s(((safe_add_func_int32_t_s_s((((void*)0==p_43)>=g_134),((((*l_273)=(((p_41,((*l_156),0xE8L))==(l_271<((*l_124)=l_272[3][4][2])))>18446744073709551606UL)),p_40)>=(*l_157)))),(*g_35)),g_136[2][1][5])))),l_275))^g_79)&g_104))|l_276);
(*p_43)|=(*g_105);
(*l_278)= &g_105;
}
if(((*l_156)&=(+((g_116&l_159[3]),(((safe_lshift_func_uint8_t_u_s((((safe_div_func_uint32_t_u_u((((((safe_sub_func_uint64_t_u_u((safe_mul_func_uint16_t_u_u(p_41,(safe_lshift_func_int8_t_s_u((*g_35),p_41)))),g_274))<l_160)>(l_155=8L)),&g_134)== &g_97),g_233[0][2].f1))&l_174.f0)&l_161),4)),p_40)&&(-1L))))))
{
union U6*l_291[9][6]={{&l_202,&l_143[3],&l_143[3],&l_202,&l_143[3],&l_202},{(void*)0,&l_143[3],&l_143[3],&l_202,&l_143[6],&l_143[4]},{&l_143[6],&l_143[3],&l_202,&l_143[3],&l_143[6],&l_143[5]},{&l_143[4],&l_143[3],&l_143[3],&l_202,&l_143[3],&l_143[3]},{&l_143[3],&l_202,&l_143[3],&l_143[3],&l_202,&l_143[3]},{&l_202,&l_202,&l_143[3],&l_143[6],&l_143[3],&l_143[5]},{&l_202,&l_143[4],&l_202,&l_143[3],&l_202,&l_143[4]},{&l_202,&l_143[5],&l_143[3],&l_143[6],&l_143[3],&l_202},{&l_202,&l_143[3],&l_202,&l_143[3],&l_143[3],&l_202}};
int i,j;
g_292=(l_291[7][1]=l_291[7][1]);
return p_41;
}
else
{
int8_t l_303=0x10L;
int32_t l_308[9][7][4]={{{0x6D435531L,0xA9B69227L,0xF8EBAFAAL,0x6CB1C423L},{0x6CB1C423L,0L,0x2277E287L,(-3L)},{4L,0x1B9CB308L,3L,(-2L)},{0xA73589DBL,0x279585D1L,0x5F2594DDL,0x6CB1C423L},{0xA73589DBL,3L,3L,0xA73589DBL},{4L,0xA9B69227L,0x2277E287L,0x46070DA7L},{0x6CB1C423L,0x279585D1L,0xF8EBAFAAL,(-3L)}},{{0x6D435531L,(-4L),3L,(-3L)},{(-1L),0x279585D1L,0x6DB81EF6L,0x46070DA7L},{0xA73589DBL,0xA9B69227L,0xBF29982BL,0xA73589DBL},{0x6D435531L,3L,0x2277E287L,0x6CB1C423L},{0x46070DA7L,0x279585D1L,0x2277E287L,(-2L)},{0x6D435531L,0x1B9CB308L,0xBF29982BL,(-3L)},{0xA73589DBL,0L,0x6DB81EF6L,0x6CB1C423L}},{{(-1L),0xA9B69227L,3L,(-1L)},{0x6D435531L,0xA9B69227L,0xF8EBAFAAL,0x6CB1C423L},{0x6CB1C423L,0L,0x2277E287L,(-3L)},{4L,0x1B9CB308L,3L,(-2L)},{0xA73589DBL,0x279585D1L,0x5F2594DDL,0x6CB1C423L},{0xA73589DBL,3L,3L,0xA73589DBL},{4L,0xA9B69227L,0x2277E287L,0x46070DA7L}},{{0x6CB1C423L,0x279585D1L,0xF8EBAFAAL,(-3L)},{0x6D435531L,(-4L),3L,(-3L)},{(-1L),0x279585D1L,0x6DB81EF6L,0x46070DA7L},{0xA73589DBL,0xA9B69227L,0xBF29982BL,0xA73589DBL},{0x6D435531L,3L,0x2277E287L,0x6CB1C423L},{0x46070DA7L,0x279585D1L,0x2277E287L,(-2L)},{0x6D435531L,0x1B9CB308L,0xBF29982BL,(-3L)}},{{0xA73589DBL,0L,0x6DB81EF6L,0x6CB1C423L},{(-1L),0xA9B69227L,3L,(-1L)},{0x6D435531L,0xA9B69227L,0xF8EBAFAAL,0x6CB1C423L},{0x6CB1C423L,0L,0x2277E287L,(-3L)},{4L,0x1B9CB308L,3L,(-2L)},{0xA73589DBL,0x279585D1L,0x5F2594DDL,0x6CB1C423L},{0xA73589DBL,3L,3L,0xA73589DBL}},{{4L,0x6DB81EF6L,0xF1719A44L,0x45EB489BL},{(-1L),(-4L),0x279585D1L,0L},{0x46070DA7L,0xBF29982BL,0x5F2594DDL,0L},{0x3E520555L,(-4L),0xF8EBAFAAL,0x45EB489BL},{(-2L),0x6DB81EF6L,0x8E1FBBDAL,(-2L)},{0x46070DA7L,0x5F2594DDL,0xF1719A44L,(-1L)},{0x45EB489BL,(-4L),0xF1719A44L,0x77ABDB37L}},{{0x46070DA7L,3L,0x8E1FBBDAL,0L},{(-2L),0L,0xF8EBAFAAL,(-1L)},{0x3E520555L,0x6DB81EF6L,0x5F2594DDL,0x3E520555L},{0x46070DA7L,0x6DB81EF6L,0x279585D1L,(-1L)},{(-1L),0L,0xF1719A44L,0L},{(-5L),3L,0x5F2594DDL,0x77ABDB37L},{(-2L),(-4L),(-1L),(-1L)}},{{(-2L),0x5F2594DDL,0x5F2594DDL,(-2L)},{(-5L),0x6DB81EF6L,0xF1719A44L,0x45EB489BL},{(-1L),(-4L),0x279585D1L,0L},{0x46070DA7L,0xBF29982BL,0x5F2594DDL,0L},{0x3E520555L,(-4L),0xF8EBAFAAL,0x45EB489BL},{(-2L),0x6DB81EF6L,0x8E1FBBDAL,(-2L)},{0x46070DA7L,0x5F2594DDL,0xF1719A44L,(-1L)}},{{0x45EB489BL,(-4L),0xF1719A44L,0x77ABDB37L},{0x46070DA7L,3L,0x8E1FBBDAL,0L},{(-2L),0L,0xF8EBAFAAL,(-1L)},{0x3E520555L,0x6DB81EF6L,0x5F2594DDL,0x3E520555L},{0x46070DA7L,0x6DB81EF6L,0x279585D1L,(-1L)},{(-1L),0L,0xF1719A44L,0L},{(-5L),3L,0x5F2594DDL,0x77ABDB37L}}};
struct S2**l_337= &l_335;
int i,j,k;
--l_332;
(*l_337)=l_335;
return l_338[9][0];
}
}
}
if((*g_105))
continue;
(*p_43)^=((~(g_256,0x2ABCL))&(((safe_div_func_uint32_t_u_u(g_239,(g_45.f2=((safe_sub_func_uint64_t_u_u(((l_323=(((*l_344)=l_174.f2)^(((safe_sub_func_uint8_t_u_u(((((g_233[0][2].f2,(3L!=((*l_353)=(safe_add_func_int64_t_s_s(0x0F7612943134DEF4LL,(safe_mul_func_int16_t_s_s((safe_lshift_func_int16_t_s_u(0x322FL,g_239)),(-5L))))))))&5L)&4L),0x15L),0x65L)),(*p_42))<=(*p_44))))<0xD9222CCB60AA2DB9LL),9UL)),p_41))))>=p_40)&&7UL));
}
(*p_43)|=((((safe_lshift_func_uint8_t_u_s(l_152,7)),&p_40)!=((*g_175),(void*)0))>=(--l_357));
return g_45.f1;
}
lbl_487:
if((*g_105))
{
const uint32_t l_360=4294967295UL;
int64_t*l_367= &g_368;
const int32_t*l_369= &l_327[0][0][3];
int32_t l_389=0x15BB668DL;
int32_t l_456=0xD322F5E9L;
int32_t l_457=6L;
int32_t l_459=(-5L);
int32_t l_460=(-3L);
int32_t l_461=(-4L);
int32_t l_462[5]={(-8L),(-8L),(-8L),(-8L),(-8L)};
int32_t l_464=0x75302040L;
struct S3**l_473=(void*)0;
struct S3**l_474=(void*)0;
struct S3*l_475= &g_476;
int i;
if(((l_360<=((((g_302[1][0][0]||l_360),(g_361,g_362)),(*p_42))<=(safe_sub_func_int8_t_s_s((((*l_367)=(safe_mul_func_int8_t_s_s(0x80L,l_360)))<=(&l_327[0][0][3]==(void*)0)),g_165))))>=g_256.f0.f0))
{
uint16_t*l_390= &g_361.f1;
uint8_t l_391=0xADL;
int32_t l_393=6L;
int32_t l_418=0x3513E656L;
int32_t l_420[9]={0xC90B93E3L,(-4L),0xC90B93E3L,0xC90B93E3L,(-4L),0xC90B93E3L,0xC90B93E3L,(-4L),0xC90B93E3L};
int32_t l_463=1L;
uint16_t l_465=0x1699L;
volatile uint8_t*volatile*l_470[3][3]={{&g_471[0],&g_471[0],&g_471[0]},{&g_471[0],&g_471[0],&g_471[0]},{&g_471[0],&g_471[0],&g_471[0]}};
int i,j;
for(g_239=0;(g_239<=7);g_239+=1)
{
const int32_t**l_370=(void*)0;
const int32_t**l_371= &l_369;
int16_t*l_374= &g_94;
int16_t**l_375= &l_374;
uint8_t*l_386= &g_16;
uint32_t*l_392[6]={&g_165,&g_165,&g_165,&g_165,&g_165,&g_165};
uint16_t l_408=65531UL;
int32_t l_416=8L;
int32_t l_417[5][2]={{0L,0L},{0L,0L},{0L,0L},{0L,0L},{0L,0L}};
int32_t l_419=0xBD69DC72L;
int i,j;
(*p_43)=(*p_43);
(*g_372)=((*l_371)=l_369);
if((*p_43))
break;
(*p_43)&=(((*l_375)=(g_373[4][1][0],l_374))!=((safe_mod_func_uint32_t_u_u((g_361.f6=(safe_sub_func_int8_t_s_s(((safe_add_func_uint16_t_u_u(((*l_369)||((safe_mul_func_int16_t_s_s((g_45.f4&(((((((((safe_lshift_func_int8_t_s_s(((**l_371)>=p_40),5)),((++(*l_386))!=g_239))!=(l_389&=l_309)),l_390)==(void*)0),(*g_52))^6UL)<=l_391),(**l_371))),g_136[1][0][4]))<(*l_369))),g_114.f2))==0xE03884A2L),g_136[1][1][6]))),l_393)),l_390));
for(l_310=0;(l_310<=7);l_310+=1)
{
int8_t l_410=0x58L;
int32_t*l_412= &g_109;
int32_t*l_413= &l_321;
int32_t*l_414= &l_127;
int32_t*l_415[6][5][1]={{{&l_389},{(void*)0},{&l_312},{&l_312},{(void*)0}},{{(void*)0},{(void*)0},{(void*)0},{(void*)0},{&l_312}},{{&l_312},{(void*)0},{&l_389},{&l_389},{(void*)0}},{{&l_312},{&l_312},{(void*)0},{(void*)0},{(void*)0}},{{(void*)0},{(void*)0},{&l_312},{&l_312},{(void*)0}},{{&l_389},{&l_389},{(void*)0},{&l_312},{&l_312}}};
uint16_t l_421=0x6410L;
uint32_t*l_430= &g_274;
uint32_t**l_429[3];
int i,j,k;
for(i=0;i<3;i++)
l_429[i]= &l_430;
for(g_256.f0.f1=0;(g_256.f0.f1<=7);g_256.f0.f1+=1)
{
int i,j;
if(g_164[(g_239+1)])
break;
g_305[l_310][g_239]=(**l_371);
(*p_43)=(safe_sub_func_int8_t_s_s(0xEAL,((0xE1D7L<((l_317=(g_79&=((safe_rshift_func_uint16_t_u_s(((safe_rshift_func_uint8_t_u_s(9UL,2))>=(safe_rshift_func_uint16_t_u_u((safe_sub_func_uint32_t_u_u((safe_sub_func_uint32_t_u_u(((safe_sub_func_int8_t_s_s((g_104=l_408),(safe_unary_minus_func_int16_t_s(l_410))))>=4294967295UL),(4294967289UL>=(*p_43)))),(g_411[1],4294967287UL))),0))),p_41))!=246UL)))^l_133)),(*g_35))));
}
++l_421;
(*l_413)=(**g_372);
if((safe_sub_func_uint32_t_u_u((!l_420[8]),(safe_sub_func_int16_t_s_s(((&g_274==(g_431=p_43))&&g_361.f7),((((((**l_375)=((*p_44)||0xADL))||(safe_add_func_uint16_t_u_u((safe_mul_func_uint8_t_u_u((safe_div_func_int32_t_s_s((g_94&&g_13),g_94)),255UL)),g_256.f0.f0))),6UL),p_40)!=(*g_35)))))))
{
uint32_t l_446=0xD56BF6B1L;
int32_t l_454=0x4D748DB4L;
int32_t l_455=1L;
int32_t l_458[8]={0xA3601652L,0xA3601652L,0x2ACE2FDBL,0xA3601652L,0xA3601652L,0x2ACE2FDBL,0xA3601652L,0xA3601652L};
int i;
(*l_413)&=((g_438,(p_40>=((((*p_43)=((g_439,(l_420[6]>=(safe_div_func_int64_t_s_s(((safe_sub_func_int16_t_s_s(((g_16--)<(((l_446<(+((safe_lshift_func_int16_t_s_s(p_40,((safe_add_func_uint32_t_u_u(l_446,((l_391!=(safe_mul_func_uint8_t_u_u(g_361.f5,0x99L)))!=0xEA7DL)))!=p_41)))||p_40)))||0x0471D327CAD42635LL)>2UL)),0xE08EL)),0x174930FBB20BA6A2LL),(*l_414))))),(*p_43)))<0xBDEFF4A3L)<l_446)))&4294967295UL);
l_465++;
(*l_414)&=l_455;
if((*p_43))
break;
}
else
{
if((**g_372))
break;
if(g_256.f0.f1)
goto lbl_487;
}
for(g_439.f3.f2=0;(g_439.f3.f2<=1);g_439.f3.f2+=1)
{
l_470[1][1]=g_468;
}
}
}
}
else
{
if(g_256.f0.f1)
goto lbl_472;
return p_41;
}
g_477=(l_475=(void*)0);
(*p_43)|=(safe_mod_func_int8_t_s_s((safe_rshift_func_uint16_t_u_s(((void*)0!= &l_357),3)),0x35L));
}
else
{
const volatile struct S1**l_482=(void*)0;
l_485= &g_373[1][1][0];
}
for(g_16=0;(g_16!=23);++g_16)
{
int8_t l_507=0x2AL;
int32_t l_519=0L;
struct S0 l_542={0x77A70557L,0xBCB8F05B2E998C8FLL,0L};
struct S2*l_577=(void*)0;
int32_t**l_606[10]={(void*)0,&g_571,(void*)0,&g_571,(void*)0,&g_571,(void*)0,&g_571,(void*)0,&g_571};
int i;
for(g_256.f0.f0=(-14);(g_256.f0.f0!=1);g_256.f0.f0=safe_add_func_int16_t_s_s(g_256.f0.f0,3))
{
int8_t l_505[5]={0xE8L,0xE8L,0xE8L,0xE8L,0xE8L};
struct S3*l_540= &g_476;
int32_t*l_569= &l_310;
int8_t l_582[2][3]={{0x54L,0L,0x54L},{0x54L,0L,0x54L}};
int16_t*l_590[10][10]={{&l_567,(void*)0,&l_567,&l_567,&l_567,&l_567,&l_567,&g_94,&g_94,&l_567},{&l_567,&l_567,(void*)0,(void*)0,&l_567,&g_94,&l_567,&g_94,(void*)0,&l_567},{&l_567,&l_567,&g_97,(void*)0,&l_567,&l_567,(void*)0,&g_97,&g_94,&l_567},{&l_567,&l_567,&g_97,&l_567,&l_567,&l_567,&l_567,&g_94,&l_567,&l_567},{&g_97,&l_567,(void*)0,&l_567,&g_97,&g_94,(void*)0,&g_94,(void*)0,&g_97},{&g_97,&l_567,&l_567,&l_567,&l_567,&l_567,&l_567,&g_97,&l_567,&g_97},{&l_567,&l_567,&g_97,&l_567,&g_97,&l_567,&l_567,&g_97,&l_567,&l_567},{&l_567,(void*)0,(void*)0,&l_567,&l_567,&g_94,&l_567,&g_97,(void*)0,&l_567},{&l_567,&l_567,&g_97,&l_567,&l_567,&l_567,&l_567,&g_97,&l_567,&l_567},{&l_567,(void*)0,&l_567,&l_567,&l_567,&l_567,&l_567,&g_94,&g_94,&l_567}};
int32_t l_600=0x090693E8L;
int i,j;
for(g_165=14;(g_165>=33);g_165=safe_add_func_uint64_t_u_u(g_165,3))
{
uint8_t*l_506[10][5][5];
int64_t l_508=0xA27E0F0C8B85702DLL;
int32_t l_533=0xFB6943B4L;
int32_t l_551=0xFFD2D039L;
int32_t*l_599= &g_20;
union U6*l_601= &g_293;
int i,j,k;
for(i=0;i<10;i++)
{
for(j=0;j<5;j++)
{
for(k=0;k<5;k++)
l_506[i][j][k]=(void*)0;
}
}
if((safe_sub_func_int64_t_s_s((g_496,(safe_lshift_func_uint8_t_u_u((safe_mul_func_int8_t_s_s(((safe_add_func_uint8_t_u_u((safe_sub_func_int32_t_s_s(l_327[0][0][0],(l_505[0]!=(l_507=0xF8L)))),l_508))^(safe_rshift_func_uint8_t_u_s(l_508,6))),(safe_sub_func_int64_t_s_s(0xAE087D1A21EBEA40LL,(g_68.f3!=((safe_add_func_uint8_t_u_u(0x3CL,251UL))>g_233[0][2].f2)))))),3))),l_505[0])))
{
int64_t l_524=0x7EC4A39843943BD4LL;
int64_t*l_534= &l_508;
struct S3**l_541= &l_540;
for(g_274=0;(g_274<=8);g_274+=1)
{
int32_t*l_517= &l_317;
int32_t*l_518=(void*)0;
int32_t*l_520= &l_133;
int32_t*l_521= &g_305[4][2];
int32_t*l_522= &l_312;
int32_t*l_523[10][4][6]={{{&l_327[0][2][2],(void*)0,&l_133,&g_109,&l_327[0][0][3],&g_305[4][3]},{&l_327[0][2][2],&g_305[4][3],&g_109,&l_307,&l_309,&l_307},{&l_309,&l_126,&g_305[4][3],&l_310,&l_327[0][2][2],&g_305[4][3]},{&l_327[0][0][3],&l_310,&l_310,&l_327[0][2][2],&l_327[0][2][2],&l_310}},{{&l_126,&l_126,&l_307,&g_109,&l_309,&l_327[0][0][3]},{(void*)0,&g_305[4][3],(void*)0,&l_327[0][2][2],&l_327[0][0][3],&l_307},{&g_305[4][3],(void*)0,(void*)0,&l_310,&l_126,&l_327[0][0][3]},{&l_317,&l_310,&l_307,&l_307,(void*)0,&l_310}},{{&l_307,(void*)0,&l_310,&g_109,&g_305[4][3],&g_305[4][3]},{&l_307,&g_305[4][3],&g_305[4][3],&l_307,&l_317,&l_307},{&l_317,&l_126,&g_109,&l_310,&l_307,&g_305[4][3]},{&g_305[4][3],&l_310,&l_133,&l_327[0][2][2],&l_307,&l_310}},{{(void*)0,&l_126,&l_127,&g_109,&l_317,&l_327[0][0][3]},{&l_126,&g_305[4][3],&l_310,&l_327[0][2][2],&g_305[4][3],&l_307},{&l_327[0][0][3],(void*)0,&l_310,&l_310,(void*)0,&l_327[0][0][3]},{&l_309,&l_310,&l_127,&l_307,&l_126,&l_310}},{{&l_327[0][2][2],(void*)0,&l_133,&g_109,&l_327[0][0][3],&g_305[4][3]},{&l_327[0][2][2],&g_305[4][3],&g_109,&l_307,&l_309,&l_307},{&l_309,&l_126,&g_305[4][3],&l_310,&l_327[0][2][2],&g_305[4][3]},{&l_327[0][0][3],&l_310,&l_310,&l_327[0][2][2],&l_327[0][2][2],&l_310}},{{&l_126,&l_126,&l_307,&g_109,&l_309,&l_327[0][0][3]},{(void*)0,&g_305[4][3],(void*)0,&l_327[0][2][2],&l_327[0][0][3],&l_307},{&g_305[4][3],(void*)0,(void*)0,&l_310,&l_126,&l_327[0][0][3]},{&l_317,&l_310,&l_307,&l_307,(void*)0,&l_310}},{{&l_307,(void*)0,&l_310,&g_109,&g_305[4][3],&g_305[4][3]},{&l_307,&g_305[4][3],&g_305[4][3],&l_307,&l_317,&l_307},{&l_317,&l_126,&g_109,&l_310,&l_307,&g_305[4][3]},{&g_305[4][3],&l_310,&l_133,&l_327[0][2][2],&l_307,&l_310}},{{(void*)0,&l_126,&l_127,&g_109,&l_317,&l_327[0][0][3]},{&l_126,&g_305[4][3],&l_310,&l_327[0][2][2],&g_305[4][3],&l_307},{&l_327[0][0][3],(void*)0,&l_310,&l_310,(void*)0,&l_327[0][0][3]},{&l_309,&l_310,&l_127,&l_307,&l_126,&l_310}},{{&l_327[0][2][2],(void*)0,&l_133,&g_109,&l_327[0][0][3],&g_305[4][3]},{&l_327[0][2][2],&g_305[4][3],&g_109,&l_307,&l_309,&l_307},{&l_309,&l_126,&g_305[4][3],&l_310,&l_327[0][2][2],&g_305[4][3]},{&l_327[0][0][3],&l_310,&l_310,&l_327[0][2][2],&l_327[0][2][2],&l_310}},{{&l_126,&l_126,&l_307,&g_109,&l_309,&l_327[0][0][3]},{(void*)0,&g_305[4][3],(void*)0,&l_327[0][2][2],&l_327[0][0][3],&l_307},{&g_305[4][3],(void*)0,(void*)0,&l_310,&l_126,&l_327[0][0][3]},{&l_317,&l_310,&l_307,&l_307,(void*)0,&l_310}}};
uint16_t l_525=0UL;
int i,j,k;
--l_525;
}
(*g_175)=((((((safe_mul_func_int8_t_s_s(0x71L,(safe_rshift_func_uint16_t_u_u(0xD35BL,0))))!=((g_532,l_533),((*l_534)|=0x3B52C13018E8B386LL))),((safe_lshift_func_int16_t_s_s(((*l_124)=((safe_mul_func_uint8_t_u_u((((l_539,(65535UL||(((&g_233[0][2]==((*l_541)=l_540))||(*p_44))&&0x3FFCB41EF5F54145LL)))==(-1L))<(-1L)),p_40))>=0x4D9328AB56AC4DF0LL)),g_373[4][1][0].f3))||(*g_35)))>=0L),(*g_484)),l_542);
for(l_539.f2=1;(l_539.f2>=0);l_539.f2-=1)
{
struct S0*l_543=(void*)0;
int32_t*l_546= &l_519;
int32_t**l_545= &l_546;
int32_t***l_547= &l_545;
int i,j,k;
if(g_302[(l_539.f2+2)][(l_539.f2+4)][l_539.f2])
break;
(*g_544)=l_539;
(*l_547)=l_545;
if((*p_43))
break;
}
(*g_548)&=(*p_43);
}
else
{
uint64_t*l_554=(void*)0;
uint64_t*l_555=(void*)0;
uint64_t*l_556=(void*)0;
uint64_t*l_557= &g_439.f3.f1;
union U6 l_558[4][6]={{{0},{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0},{0}},{{0},{0},{0},{0},{0},{0}}};
int16_t***l_566= &g_564[0][2];
int i,j;
(*p_43)^=(safe_sub_func_uint64_t_u_u(((*l_557)=((*l_234)--)),p_40));
(*p_43)=((l_558[2][3],((0xF7E7646B961F0AB1LL&&(safe_mul_func_int16_t_s_s((safe_lshift_func_uint16_t_u_u(((0x7EB4EDDD3AC8D534LL==(((g_563,((void*)0==(*g_372)))>=(((*l_566)=g_564[0][2])==(((((*g_565),(l_519=((0xD48AL&g_361.f5)==l_551)))!=l_567)&&(*g_565)),(void*)0)))!=(*p_42)))<l_505[0]),0)),g_568)))>=g_361.f2)),0xEB6EE1DDL);
(*g_570)=l_569;
if(l_533)
break;
}
(*g_572)=p_43;
for(l_551=0;(l_551<(-14));l_551=safe_sub_func_uint32_t_u_u(l_551,5))
{
int64_t*l_591[8]={&g_368,&g_368,&g_368,&g_368,&g_368,&g_368,&g_368,&g_368};
int32_t**l_598[5][6][8]={{{&l_569,(void*)0,&l_569,&l_569,&l_569,&l_569,(void*)0,&l_569},{&g_571,&l_569,&l_569,&l_569,&g_571,&g_571,&l_569,&l_569},{&g_571,&g_571,&l_569,&l_569,&l_569,&g_571,&g_571,&l_569},{&l_569,&l_569,&l_569,&l_569,(void*)0,&l_569,&l_569,&l_569},{&l_569,(void*)0,&l_569,&l_569,(void*)0,&l_569,(void*)0,&l_569},{&l_569,(void*)0,&l_569,&l_569,&l_569,&l_569,(void*)0,&l_569}},{{&g_571,&l_569,&l_569,&l_569,&g_571,&g_571,&l_569,&l_569},{&g_571,&g_571,&l_569,&l_569,&l_569,&g_571,&g_571,&l_569},{&l_569,&l_569,&l_569,&l_569,(void*)0,&l_569,&l_569,&l_569},{&l_569,(void*)0,&l_569,&l_569,(void*)0,&l_569,(void*)0,&l_569},{&l_569,(void*)0,&l_569,&l_569,&l_569,&l_569,(void*)0,&l_569},{&g_571,&l_569,&l_569,&l_569,&g_571,&g_571,&l_569,&l_569}},{{&g_571,&g_571,&l_569,&l_569,&l_569,&g_571,&g_571,&l_569},{&l_569,&l_569,&l_569,&l_569,(void*)0,&l_569,&l_569,&l_569},{&l_569,(void*)0,&l_569,&l_569,(void*)0,&l_569,(void*)0,&l_569},{&l_569,(void*)0,&l_569,&l_569,&l_569,&l_569,(void*)0,&l_569},{&g_571,&l_569,&l_569,&l_569,&g_571,&g_571,&l_569,&l_569},{&g_571,&g_571,&l_569,&l_569,&l_569,&g_571,&g_571,&l_569}},{{&l_569,&l_569,&l_569,&l_569,(void*)0,&l_569,&l_569,&l_569},{&l_569,(void*)0,&l_569,&l_569,(void*)0,&l_569,(void*)0,&l_569},{&l_569,(void*)0,&l_569,&l_569,&l_569,&l_569,(void*)0,&l_569},{&g_571,&l_569,&l_569,&l_569,&g_571,&g_571,&l_569,&l_569},{&g_571,&g_571,&l_569,&l_569,&l_569,&g_571,&l_569,&l_569},{&l_569,&l_569,&l_569,&l_569,&g_571,&l_569,&l_569,&l_569}},{{&l_569,&g_571,(void*)0,(void*)0,&g_571,&l_569,&g_571,(void*)0},{&l_569,&g_571,&l_569,&l_569,&l_569,&l_569,&g_571,&l_569},{&l_569,&l_569,(void*)0,&l_569,&l_569,&l_569,&l_569,(void*)0},{&l_569,&l_569,&l_569,(void*)0,&l_569,&l_569,&l_569,&l_569},{&l_569,&l_569,&l_569,&l_569,&g_571,&l_569,&l_569,&l_569},{&l_569,&g_571,(void*)0,(void*)0,&g_571,&l_569,&g_571,(void*)0}}};
int i,j,k;
for(l_310=0;(l_310>=(-17));l_310--)
{
struct S2**l_578=(void*)0;
struct S2**l_579= &l_335;
(*l_579)=l_577;
(*g_571)=9L;
}
(*l_569)=(safe_mul_func_uint8_t_u_u((g_602=((0x5AL!=(((*g_548)<(l_582[1][2]|(~((((safe_mul_func_int8_t_s_s((l_519=(g_10<=(l_331||(safe_rshift_func_int8_t_s_s((g_104&=0xB9L),((safe_rshift_func_int8_t_s_u(((g_368^=((void*)0!=l_590[4][1]))|(safe_lshift_func_int16_t_s_u(((((safe_div_func_uint8_t_u_u((safe_rshift_func_int16_t_s_s(((l_599=p_43)==p_43),5)),l_317))^249UL)||0L)&0L),13))),g_361.f7))!=l_600)))))),0x55L)),p_41),l_601)!=l_601))))==p_41))==(*g_571))),0L));
return p_40;
}
}
}
(*p_43)^=((*g_565)|(0x64L<=((g_603,((p_41>=(((2L==((safe_sub_func_uint64_t_u_u((g_114.f1=18446744073709551615UL),((((l_607= &l_127)==((*g_570)=p_43))!=(!(safe_div_func_uint16_t_u_u((p_41&&g_10),l_246))))|0L)))|l_539.f1))&0x6D4587BCL)<=0x8200L))&&p_41))>0x5AFDL)));
}
return g_611[3];
}
static struct S0 func_50(const int32_t*p_51)
{
int32_t*l_53=(void*)0;
int32_t*l_54[8]={(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
int32_t l_67=0x1708C993L;
struct S0 l_69[2]={{0L,0UL,1L},{0L,0UL,1L}};
int8_t*l_70= &g_36;
int32_t l_71=0xBED3A9A7L;
int i;
g_20=(l_53==l_53);
l_69[1]=func_55((func_59(l_54[7],(*p_51),(((safe_sub_func_int8_t_s_s((*g_35),((-6L)<=0UL)))<l_67)^(((g_68,l_69[0]),l_70)!=(void*)0)),g_16,l_71)||g_13),g_97,g_36);
(*g_105)=0xF2801407L;
return g_114;
}
static struct S0 func_55(int32_t p_56,const int32_t p_57,uint8_t p_58)
{
int32_t*l_112[2][10]={{&g_109,&g_109,&g_109,&g_109,&g_109,&g_109,&g_109,&g_109,&g_109,&g_109},{&g_109,&g_109,&g_109,&g_109,&g_109,&g_109,&g_109,&g_109,&g_109,&g_109}};
struct S0 l_113={-10L,1UL,0L};
int i,j;
for(g_79=4;(g_79<=34);g_79++)
{
int32_t*l_108= &g_109;
(*l_108)^=(*g_105);
}
p_56=((*g_105)^=(safe_add_func_int8_t_s_s(p_56,1UL)));
return l_113;
}
