#include "csmith.h"
static long __undefined;
#pragma pack(push)
struct S0{
int32_t f0;
const signed f1:23;
const int16_t f2;
volatile int8_t f3;
volatile uint8_t f4;
};
static volatile int32_t g_2=0x4E7937D8L;
static int32_t g_3=0x83846275L;
static int64_t g_16=0xA421E0BEC0351A93LL;
static int64_t g_51=0x070FEEA3821C760FLL;
static int32_t g_57=0x424ACDFFL;
static int32_t g_59=0x3533B016L;
static int32_t*volatile g_58= &g_59;
static struct S0 g_60={0xD52276C1L,2079,-9L,1L,1UL};
static uint32_t g_80=0x237E2CA8L;
static int32_t*g_81= &g_59;
static volatile struct S0 g_88={-1L,778,2L,0x24L,250UL};
static uint16_t g_92=0x1E67L;
static int64_t*g_129= &g_16;
static int64_t**g_128[2][10][8]={{{&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129},{&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129},{&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129},{&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129},{&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129},{&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129},{&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129},{&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129},{&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129},{&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129}},{{&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129},{&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129},{&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129},{&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129},{&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129},{&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129},{&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129},{&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129},{&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129},{&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129,&g_129}}};
static int64_t***g_127[4][2][2]={{{&g_128[1][9][5],(void*)0},{&g_128[1][9][5],&g_128[1][9][5]}},{{&g_128[1][9][5],(void*)0},{&g_128[1][9][5],&g_128[1][9][5]}},{{&g_128[1][9][5],(void*)0},{&g_128[1][9][5],&g_128[1][9][5]}},{{&g_128[1][9][5],(void*)0},{&g_128[1][9][5],&g_128[1][9][5]}}};
static int64_t****g_126[1][9][8]={{{&g_127[1][0][0],&g_127[1][1][0],(void*)0,(void*)0,(void*)0,&g_127[1][1][0],&g_127[1][0][0],&g_127[1][0][0]},{(void*)0,&g_127[1][1][0],&g_127[1][0][0],&g_127[1][0][0],&g_127[1][0][0],&g_127[1][0][0],&g_127[1][0][0],&g_127[1][0][0]},{&g_127[1][0][0],&g_127[1][0][0],&g_127[1][1][0],&g_127[2][1][1],&g_127[1][0][0],(void*)0,&g_127[1][0][1],(void*)0},{(void*)0,&g_127[1][0][0],&g_127[2][1][1],&g_127[1][0][0],(void*)0,&g_127[1][0][0],&g_127[1][0][0],(void*)0},{&g_127[1][0][0],&g_127[1][0][0],&g_127[1][0][1],&g_127[2][1][1],&g_127[2][1][1],&g_127[1][0][1],&g_127[1][0][0],&g_127[1][0][0]},{&g_127[1][1][0],&g_127[1][0][0],&g_127[1][0][1],&g_127[1][0][0],&g_127[1][0][0],(void*)0,&g_127[1][0][0],&g_127[1][0][0]},{&g_127[2][1][1],&g_127[1][0][0],&g_127[2][1][1],(void*)0,&g_127[1][0][0],(void*)0,&g_127[1][0][1],&g_127[1][0][1]},{&g_127[1][0][1],&g_127[1][0][0],&g_127[1][1][0],&g_127[1][1][0],&g_127[1][0][0],&g_127[2][1][1],&g_127[1][0][0],(void*)0},{&g_127[2][1][1],(void*)0,&g_127[1][0][0],&g_127[1][1][0],&g_127[1][0][0],&g_127[1][1][0],&g_127[1][0][0],(void*)0}}};
static uint8_t g_168[7][4][8]={{{0x13L,0xC5L,0x28L,248UL,248UL,0x28L,0xC5L,0x13L},{0xC5L,0UL,0x13L,0UL,0x13L,0UL,0xC5L,0xC5L},{0UL,0UL,0x28L,0x28L,0UL,0UL,248UL,0UL},{0UL,0UL,248UL,0UL,0UL,0x28L,0x28L,0UL}},{{0UL,0xC5L,0xC5L,0UL,0x13L,0UL,0x13L,0UL},{0xC5L,0x13L,0xC5L,0x28L,248UL,248UL,0x28L,0xC5L},{0x13L,0x13L,248UL,0UL,0x33L,0UL,248UL,0x13L},{0x13L,0xC5L,0x28L,248UL,248UL,0x28L,0xC5L,0x13L}},{{0xC5L,0UL,0x13L,0UL,0x13L,0UL,0xC5L,0xC5L},{0UL,0UL,0x28L,0x28L,0UL,0UL,248UL,0UL},{0UL,0UL,248UL,0UL,0UL,0x28L,0x28L,0UL},{0UL,0xC5L,0xC5L,0UL,0x13L,0UL,0x13L,0UL}},{{0xC5L,0x13L,0xC5L,0x28L,248UL,248UL,0x28L,0xC5L},{0x13L,0x13L,248UL,0UL,0x33L,0UL,248UL,0x13L},{0x13L,0xC5L,0x28L,248UL,248UL,0x28L,0xC5L,0x13L},{0xC5L,0UL,0x13L,0UL,0x13L,0UL,0xC5L,0xC5L}},{{0UL,0UL,0x28L,0x28L,0UL,0UL,248UL,0UL},{0UL,0UL,248UL,0UL,0UL,0x28L,0x28L,0UL},{0UL,0xC5L,0xC5L,0UL,0x13L,0UL,0x13L,0UL},{0xC5L,0x13L,0xC5L,0x28L,248UL,248UL,0x28L,0xC5L}},{{0x13L,0x13L,248UL,0UL,0x33L,0UL,248UL,0x13L},{0x13L,0xC5L,0x28L,248UL,248UL,0x28L,0xC5L,0x13L},{0xC5L,0UL,0x13L,0x28L,0x33L,0xC5L,0UL,0UL},{0xC5L,0x28L,248UL,248UL,0x28L,0xC5L,0x13L,0xC5L}},{{0x28L,0xC5L,0x13L,0xC5L,0x28L,248UL,248UL,0x28L},{0xC5L,0UL,0UL,0xC5L,0x33L,0x28L,0x33L,0xC5L},{0UL,0x33L,0UL,248UL,0x13L,0x13L,248UL,0UL},{0x33L,0x33L,0x13L,0x28L,0UL,0x28L,0x13L,0x33L}}};
static volatile uint32_t g_176=4294967295UL;
static int64_t g_184=0x1E00D0B8E6FE173BLL;
static volatile struct S0 g_193={0x1157108DL,-1135,0L,0L,255UL};
static int8_t g_269=0xD3L;
static struct S0 g_293={0xB16488FAL,1650,0xC74DL,0x7DL,249UL};
static int16_t g_303=0xB383L;
static int16_t*volatile g_302= &g_303;
static const int16_t g_305[7]={0xF0D0L,0xF0D0L,0xF0D0L,0xF0D0L,0xF0D0L,0xF0D0L,0xF0D0L};
static int16_t*volatile*g_322= &g_302;
static int16_t*volatile**volatile g_321= &g_322;
static volatile uint32_t*volatile g_334= &g_176;
static volatile uint32_t*volatile*g_333= &g_334;
static int32_t**volatile g_336= &g_81;
static struct S0 g_362={-1L,453,0x3EE1L,0x7CL,0x52L};
static volatile int8_t*volatile g_378=(void*)0;
static volatile int8_t*const volatile*volatile g_377= &g_378;
static struct S0 g_383={0x8BE80E76L,2,0x4299L,4L,0UL};
static int8_t g_401=0xA2L;
static volatile int64_t g_429[1]={1L};
static volatile int8_t g_430[5][9]={{0xE4L,0x0DL,1L,0L,0x0DL,0L,1L,0x0DL,0xE4L},{(-1L),7L,0L,0x14L,7L,0x14L,0L,7L,(-1L)},{0xE4L,0x0DL,1L,0L,0x0DL,0L,1L,0x0DL,0xE4L},{(-1L),7L,0L,0x14L,7L,0x14L,0L,7L,(-1L)},{0xE4L,0x0DL,1L,0L,0x0DL,0L,1L,0x0DL,0xE4L}};
static int32_t g_431[1]={(-1L)};
static int8_t g_432=1L;
static volatile int16_t g_434=8L;
static volatile uint16_t g_436=0x8C88L;
static int32_t**volatile g_440= &g_81;
static struct S0 g_476={9L,2653,0L,0x83L,1UL};
static int32_t**volatile g_518= &g_81;
static volatile int16_t g_538=0x7414L;
static struct S0 g_575[8][1]={{{-1L,311,1L,0L,0x40L}},{{-1L,311,1L,0L,0x40L}},{{-1L,311,1L,0L,0x40L}},{{-1L,311,1L,0L,0x40L}},{{-1L,311,1L,0L,0x40L}},{{-1L,311,1L,0L,0x40L}},{{-1L,311,1L,0L,0x40L}},{{-1L,311,1L,0L,0x40L}}};
static uint64_t g_594=0x2123E1AF7F28C464LL;
static uint64_t*g_593= &g_594;
static uint64_t**volatile g_592= &g_593;
static uint32_t*g_598[8]={&g_80,&g_80,&g_80,&g_80,&g_80,&g_80,&g_80,&g_80};
static uint32_t**g_597= &g_598[6];
static uint32_t***g_596= &g_597;
static uint32_t****volatile g_595[8][1]={{&g_596},{&g_596},{&g_596},{&g_596},{&g_596},{&g_596},{&g_596},{&g_596}};
static uint8_t g_610=1UL;
static uint16_t*g_614=(void*)0;
static uint16_t**volatile g_613= &g_614;
static uint16_t**volatile*volatile g_615[4][4][7]={{{&g_613,&g_613,&g_613,&g_613,&g_613,&g_613,&g_613},{(void*)0,&g_613,&g_613,&g_613,&g_613,&g_613,&g_613},{&g_613,(void*)0,(void*)0,&g_613,&g_613,(void*)0,(void*)0},{&g_613,&g_613,&g_613,(void*)0,(void*)0,&g_613,&g_613}},{{&g_613,&g_613,(void*)0,&g_613,&g_613,&g_613,&g_613},{&g_613,(void*)0,&g_613,(void*)0,&g_613,&g_613,&g_613},{(void*)0,&g_613,&g_613,&g_613,&g_613,&g_613,&g_613},{&g_613,&g_613,&g_613,&g_613,(void*)0,&g_613,&g_613}},{{&g_613,&g_613,&g_613,&g_613,&g_613,&g_613,(void*)0},{&g_613,(void*)0,&g_613,(void*)0,&g_613,&g_613,&g_613},{&g_613,&g_613,&g_613,&g_613,&g_613,&g_613,&g_613},{&g_613,(void*)0,&g_613,&g_613,&g_613,&g_613,&g_613}},{{&g_613,&g_613,&g_613,&g_613,&g_613,&g_613,&g_613},{&g_613,&g_613,&g_613,&g_613,&g_613,(void*)0,&g_613},{&g_613,(void*)0,(void*)0,&g_613,&g_613,&g_613,&g_613},{&g_613,&g_613,&g_613,&g_613,&g_613,&g_613,&g_613}}};
static uint16_t**volatile*volatile g_616[5]={(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static int64_t g_670=(-8L);
static int32_t**const volatile g_697= &g_81;
static int32_t**volatile g_698= &g_81;
static int32_t**volatile g_699= &g_81;
static volatile uint64_t g_700=0x093B609AF77E8D0BLL;
static struct S0 g_739={0x027952FCL,516,-6L,0L,0UL};
static volatile int32_t g_746[2][9]={{1L,(-1L),(-1L),1L,(-1L),1L,(-1L),(-1L),1L},{0x726DE4C1L,(-1L),0xCE58A625L,(-1L),0x726DE4C1L,0x726DE4C1L,(-1L),0xCE58A625L,(-1L)}};
static int32_t*volatile g_766= &g_60.f0;
static volatile uint32_t g_831=0UL;
static int16_t*g_868= &g_303;
static int16_t**g_867= &g_868;
static int16_t***g_866= &g_867;
static int32_t**volatile g_914[10][9][2]={{{&g_81,&g_81},{&g_81,&g_81},{&g_81,&g_81},{&g_81,&g_81},{(void*)0,&g_81},{&g_81,(void*)0},{&g_81,&g_81},{&g_81,&g_81},{(void*)0,(void*)0}},{{&g_81,&g_81},{(void*)0,&g_81},{&g_81,&g_81},{&g_81,&g_81},{&g_81,&g_81},{(void*)0,(void*)0},{&g_81,(void*)0},{&g_81,&g_81},{&g_81,&g_81}},{{&g_81,&g_81},{&g_81,&g_81},{&g_81,&g_81},{&g_81,&g_81},{&g_81,&g_81},{&g_81,(void*)0},{&g_81,(void*)0},{(void*)0,&g_81},{&g_81,&g_81}},{{&g_81,&g_81},{&g_81,&g_81},{(void*)0,&g_81},{&g_81,(void*)0},{(void*)0,&g_81},{&g_81,&g_81},{&g_81,(void*)0},{&g_81,&g_81},{(void*)0,&g_81}},{{&g_81,&g_81},{&g_81,&g_81},{&g_81,&g_81},{&g_81,&g_81},{&g_81,&g_81},{(void*)0,&g_81},{&g_81,(void*)0},{&g_81,&g_81},{&g_81,&g_81}},{{(void*)0,(void*)0},{&g_81,&g_81},{(void*)0,&g_81},{&g_81,&g_81},{&g_81,&g_81},{&g_81,&g_81},{(void*)0,(void*)0},{&g_81,(void*)0},{&g_81,&g_81}},{{&g_81,&g_81},{&g_81,&g_81},{&g_81,&g_81},{&g_81,&g_81},{&g_81,&g_81},{&g_81,&g_81},{&g_81,(void*)0},{&g_81,(void*)0},{&g_81,(void*)0}},{{&g_81,&g_81},{&g_81,(void*)0},{&g_81,&g_81},{&g_81,&g_81},{&g_81,&g_81},{&g_81,&g_81},{&g_81,(void*)0},{&g_81,&g_81},{&g_81,&g_81}},{{(void*)0,(void*)0},{&g_81,&g_81},{&g_81,&g_81},{&g_81,&g_81},{&g_81,&g_81},{&g_81,(void*)0},{(void*)0,&g_81},{&g_81,&g_81},{&g_81,(void*)0}},{{&g_81,&g_81},{&g_81,&g_81},{&g_81,&g_81},{&g_81,&g_81},{&g_81,(void*)0},{&g_81,&g_81},{&g_81,(void*)0},{&g_81,&g_81},{&g_81,&g_81}}};
static uint8_t g_980=0xEBL;
static const int32_t g_1005=0L;
static volatile struct S0 g_1093={9L,139,0x415FL,-1L,0x58L};
static volatile struct S0*g_1092= &g_1093;
static int32_t**volatile g_1182= &g_81;
static volatile int64_t g_1188=(-1L);
static struct S0 g_1204={0x58A8A99CL,-2000,-1L,-2L,255UL};
static struct S0 g_1206[10]={{0x544746A0L,1429,-8L,-2L,247UL},{0x3F5EA115L,-1847,2L,-2L,255UL},{0xEA68273CL,-930,0L,0L,0x97L},{0xEA68273CL,-930,0L,0L,0x97L},{0x3F5EA115L,-1847,2L,-2L,255UL},{0x544746A0L,1429,-8L,-2L,247UL},{0x3F5EA115L,-1847,2L,-2L,255UL},{0xEA68273CL,-930,0L,0L,0x97L},{0xEA68273CL,-930,0L,0L,0x97L},{0x3F5EA115L,-1847,2L,-2L,255UL}};
static uint8_t*g_1259=(void*)0;
static uint8_t*const*g_1258= &g_1259;
static uint8_t*const**g_1257[5]={&g_1258,&g_1258,&g_1258,&g_1258,&g_1258};
static int8_t g_1282=0x1EL;
static const volatile uint16_t*volatile g_1376= &g_436;
static uint32_t*volatile g_1478=(void*)0;
static uint32_t*volatile*g_1477= &g_1478;
static uint16_t**g_1607[1]={&g_614};
static uint16_t***const g_1606= &g_1607[0];
static uint16_t***const*g_1605= &g_1606;
static uint16_t***const**g_1604= &g_1605;
static int32_t**volatile g_1697= &g_81;
static int64_t***const*g_1706=(void*)0;
static int64_t***const**g_1705= &g_1706;
static const int64_t g_1718=(-10L);
static const int64_t*g_1717= &g_1718;
static const int64_t**g_1716= &g_1717;
static const int64_t***g_1715= &g_1716;
static const int64_t****g_1714= &g_1715;
static const int64_t*****g_1713[2]={&g_1714,&g_1714};
static int32_t**volatile g_1750= &g_81;
static struct S0 g_1757[9]={{-10L,2077,0x4F9EL,0x69L,0x0DL},{-10L,2077,0x4F9EL,0x69L,0x0DL},{-10L,2077,0x4F9EL,0x69L,0x0DL},{-10L,2077,0x4F9EL,0x69L,0x0DL},{-10L,2077,0x4F9EL,0x69L,0x0DL},{-10L,2077,0x4F9EL,0x69L,0x0DL},{-10L,2077,0x4F9EL,0x69L,0x0DL},{-10L,2077,0x4F9EL,0x69L,0x0DL},{-10L,2077,0x4F9EL,0x69L,0x0DL}};
static int32_t**volatile g_1782= &g_81;
static volatile struct S0 g_1800[2]={{3L,-2371,0xF02CL,-8L,247UL},{3L,-2371,0xF02CL,-8L,247UL}};
static uint8_t*g_1860[9]={&g_168[1][2][0],&g_168[1][2][0],&g_168[1][2][0],&g_168[1][2][0],&g_168[1][2][0],&g_168[1][2][0],&g_168[1][2][0],&g_168[1][2][0],&g_168[1][2][0]};
static uint16_t***g_1891=(void*)0;
static uint16_t****g_1890= &g_1891;
static uint16_t*****g_1889= &g_1890;
static uint32_t*const*g_1899[10]={&g_598[6],&g_598[6],&g_598[6],&g_598[6],&g_598[6],&g_598[6],&g_598[6],&g_598[6],&g_598[6],&g_598[6]};
static uint32_t*const**g_1898= &g_1899[0];
static uint32_t*const***volatile g_1897= &g_1898;
static int32_t**g_1953[1]={&g_81};
static int32_t***g_1952= &g_1953[0];
static struct S0 g_1966={0x06DD2642L,719,1L,0x09L,8UL};
static uint8_t**g_1991= &g_1860[7];
static uint8_t***g_1990[2]={&g_1991,&g_1991};
static uint8_t****g_1989[1][9]={{&g_1990[1],&g_1990[1],&g_1990[0],&g_1990[1],&g_1990[1],&g_1990[0],&g_1990[1],&g_1990[1],&g_1990[0]}};
static int16_t g_2018=(-4L);
static uint32_t g_2057=0xCAB4482DL;
static int32_t*const volatile g_2177= &g_476.f0;
static uint32_t g_2194=1UL;
static volatile struct S0 g_2197={0xBEF98C01L,-1545,0x7022L,0x3BL,1UL};
static uint8_t*****g_2198[9]={&g_1989[0][6],&g_1989[0][0],&g_1989[0][6],&g_1989[0][0],&g_1989[0][6],&g_1989[0][0],&g_1989[0][6],&g_1989[0][0],&g_1989[0][6]};
static struct S0 g_2204={-7L,1394,0x6197L,4L,6UL};
static struct S0*g_2213= &g_1204;
static struct S0**g_2212= &g_2213;
static struct S0 g_2247[7][5]={{{0L,-1533,0L,0x2FL,0x4DL},{0x33459E8EL,-2315,0xB1E8L,0xF6L,0x43L},{0xA012D08AL,2370,0L,-5L,0x68L},{7L,2547,-7L,-10L,0x47L},{7L,2547,-7L,-10L,0x47L}},{{7L,2547,-7L,-10L,0x47L},{0xBE49A10EL,-2763,0xB085L,-5L,0x34L},{7L,2547,-7L,-10L,0x47L},{0x5799EF2CL,-708,0x428BL,0xAFL,255UL},{4L,1385,-4L,0xD7L,0xB5L}},{{0xA012D08AL,2370,0L,-5L,0x68L},{0x33459E8EL,-2315,0xB1E8L,0xF6L,0x43L},{0L,-1533,0L,0x2FL,0x4DL},{0xD783D8B8L,2514,0x8232L,0L,255UL},{4L,1385,-4L,0xD7L,0xB5L}},{{0x6F389892L,-331,0x441FL,0x9BL,255UL},{-1L,863,0x95DFL,0x6AL,0x7BL},{-1L,863,0x95DFL,0x6AL,0x7BL},{0x6F389892L,-331,0x441FL,0x9BL,255UL},{7L,2547,-7L,-10L,0x47L}},{{4L,141,0x5CBAL,0xE2L,1UL},{0x6F389892L,-331,0x441FL,0x9BL,255UL},{0L,-1533,0L,0x2FL,0x4DL},{4L,1385,-4L,0xD7L,0xB5L},{0x33459E8EL,-2315,0xB1E8L,0xF6L,0x43L}},{{4L,141,0x5CBAL,0xE2L,1UL},{0L,-1533,0L,0x2FL,0x4DL},{7L,2547,-7L,-10L,0x47L},{0L,-1533,0L,0x2FL,0x4DL},{4L,141,0x5CBAL,0xE2L,1UL}},{{0x6F389892L,-331,0x441FL,0x9BL,255UL},{0xD783D8B8L,2514,0x8232L,0L,255UL},{0xA012D08AL,2370,0L,-5L,0x68L},{4L,1385,-4L,0xD7L,0xB5L},{-1L,863,0x95DFL,0x6AL,0x7BL}}};
static int64_t g_2274=0xE07AD302FA1FB798LL;
static struct S0 g_2312={0x18A21EC6L,284,0x368DL,0x6DL,0xFDL};
static volatile int8_t g_2363=0x09L;
static volatile int8_t*g_2362= &g_2363;
static volatile int8_t*const*g_2361[4]={&g_2362,&g_2362,&g_2362,&g_2362};
static volatile int8_t*const**g_2360= &g_2361[2];
static const struct S0*g_2385= &g_1206[2];
static const struct S0**g_2384[3][3][5]={{{&g_2385,(void*)0,(void*)0,&g_2385,&g_2385},{&g_2385,&g_2385,&g_2385,&g_2385,&g_2385},{&g_2385,(void*)0,&g_2385,&g_2385,&g_2385}},{{(void*)0,&g_2385,(void*)0,&g_2385,&g_2385},{&g_2385,&g_2385,&g_2385,&g_2385,&g_2385},{(void*)0,&g_2385,&g_2385,&g_2385,&g_2385}},{{&g_2385,&g_2385,&g_2385,&g_2385,&g_2385},{(void*)0,&g_2385,&g_2385,(void*)0,&g_2385},{(void*)0,&g_2385,&g_2385,&g_2385,&g_2385}}};
static const struct S0***g_2383[6][4][2]={{{(void*)0,(void*)0},{&g_2384[1][2][1],(void*)0},{(void*)0,&g_2384[1][2][1]},{&g_2384[1][2][1],&g_2384[1][2][1]}},{{&g_2384[1][2][1],&g_2384[1][2][1]},{(void*)0,(void*)0},{&g_2384[1][2][1],(void*)0},{(void*)0,&g_2384[1][2][1]}},{{&g_2384[1][2][1],&g_2384[1][2][1]},{&g_2384[1][2][1],&g_2384[1][2][1]},{(void*)0,(void*)0},{&g_2384[1][2][1],(void*)0}},{{(void*)0,&g_2384[1][2][1]},{&g_2384[1][2][1],&g_2384[1][2][1]},{&g_2384[1][2][1],&g_2384[1][2][1]},{(void*)0,(void*)0}},{{&g_2384[1][2][1],(void*)0},{(void*)0,&g_2384[1][2][1]},{&g_2384[1][2][1],&g_2384[1][2][1]},{&g_2384[1][2][1],&g_2384[1][2][1]}},{{(void*)0,(void*)0},{&g_2384[1][2][1],(void*)0},{(void*)0,&g_2384[1][2][1]},{&g_2384[1][2][1],&g_2384[1][2][1]}}};
static const struct S0****volatile g_2382= &g_2383[2][3][0];
static int32_t*volatile g_2405= &g_59;
static struct S0***g_2421= &g_2212;
static struct S0 g_2438[8]={{0x04A5D0BCL,-775,0x590BL,2L,0x19L},{0x04A5D0BCL,-775,0x590BL,2L,0x19L},{0x04A5D0BCL,-775,0x590BL,2L,0x19L},{0x04A5D0BCL,-775,0x590BL,2L,0x19L},{0x04A5D0BCL,-775,0x590BL,2L,0x19L},{0x04A5D0BCL,-775,0x590BL,2L,0x19L},{0x04A5D0BCL,-775,0x590BL,2L,0x19L},{0x04A5D0BCL,-775,0x590BL,2L,0x19L}};
static uint64_t*const*g_2442= &g_593;
static uint64_t*const**g_2441= &g_2442;
static struct S0 g_2540[7][4][7]={{{{8L,-1456,0xE734L,1L,0x29L},{0xA7828EE9L,2590,0xF006L,0x61L,255UL},{0x7B3C5AF5L,762,-8L,-1L,0x26L},{-1L,-201,0L,1L,246UL},{0xCCE724BCL,2506,-9L,3L,2UL},{-8L,1315,-2L,0x9DL,0x34L},{0x33ED2796L,1286,-1L,1L,8UL}},{{0xA7828EE9L,2590,0xF006L,0x61L,255UL},{-1L,-1540,-1L,0xB2L,0x0CL},{-1L,-2301,-1L,0x11L,249UL},{8L,-2225,0xE9AEL,0x67L,0xA7L},{-6L,-59,-1L,0L,0x4EL},{-1L,2399,0x2FFCL,0x27L,0UL},{0x1F2D75E2L,1269,0x60EBL,0x40L,252UL}},{{0x6BA77663L,2780,-10L,0x09L,0xA0L},{-5L,1716,0L,-1L,4UL},{0x7B3C5AF5L,762,-8L,-1L,0x26L},{0x4B1F418CL,1917,0xE032L,2L,0x13L},{-1L,-80,0xE179L,2L,0x41L},{0xEBCEDCD0L,-1085,0xF2F0L,0x7BL,8UL},{0x885A27DEL,-2499,-1L,0x50L,0UL}},{{0xEBCEDCD0L,-1085,0xF2F0L,0x7BL,8UL},{-3L,-1975,0x3510L,0L,0xEDL},{0L,-1589,0L,-6L,0xE0L},{1L,2485,0L,-6L,0x08L},{-3L,-1975,0x3510L,0L,0xEDL},{9L,-1389,0xC19BL,9L,0xA8L},{-2L,2233,0x6E38L,-4L,0UL}}},{{{-3L,1522,0xE8ACL,0L,249UL},{0x2AC63BEAL,-753,-5L,0xA5L,0UL},{-2L,278,-1L,0xC9L,0xB3L},{0x730CD26FL,-2219,0x8CFCL,1L,0xE1L},{0L,137,-2L,-5L,247UL},{-1L,2399,0x2FFCL,0x27L,0UL},{0x4B1F418CL,1917,0xE032L,2L,0x13L}},{{-3L,-1975,0x3510L,0L,0xEDL},{7L,2128,0x571AL,0x81L,0xCFL},{7L,1504,0x03B3L,6L,0x24L},{-6L,-59,-1L,0L,0x4EL},{-1L,-201,0L,1L,246UL},{0L,2475,0x1ED8L,6L,255UL},{1L,-1011,0xE854L,-4L,0UL}},{{0x1AA630F6L,-267,-6L,4L,248UL},{0x11DB5231L,2070,0x210BL,1L,250UL},{4L,-2388,1L,6L,255UL},{3L,1562,-6L,0xBBL,0xF5L},{0x4B03DB69L,-1214,0L,1L,0UL},{5L,-1337,-1L,0xB4L,0x5DL},{-5L,1716,0L,-1L,4UL}},{{1L,409,0L,-8L,0xD4L},{0x6406CD2AL,-566,0x0092L,-1L,1UL},{1L,-2583,0x0DB7L,0x7BL,255UL},{0xC74E96E2L,1264,0xB1E2L,0x85L,247UL},{0x4B03DB69L,-1214,0L,1L,0UL},{-1L,-2301,-1L,0x11L,249UL},{0xA7828EE9L,2590,0xF006L,0x61L,255UL}}},{{{-1L,-1540,-1L,0xB2L,0x0CL},{-5L,1716,0L,-1L,4UL},{-1L,-80,0xE179L,2L,0x41L},{0L,137,-2L,-5L,247UL},{-1L,-201,0L,1L,246UL},{-2L,2233,0x6E38L,-4L,0UL},{0x3FC88879L,2142,0xA1E0L,0x27L,6UL}},{{8L,-1456,0xE734L,1L,0x29L},{0x3FC88879L,2142,0xA1E0L,0x27L,6UL},{7L,2128,0x571AL,0x81L,0xCFL},{0L,-1589,0L,-6L,0xE0L},{0L,137,-2L,-5L,247UL},{0x291F4E67L,410,6L,0L,0x4CL},{5L,-1337,-1L,0xB4L,0x5DL}},{{0x3EB76F20L,1059,1L,0x8BL,0x5BL},{0L,137,-2L,-5L,247UL},{-1L,-2301,-1L,0x11L,249UL},{0x885A27DEL,-2499,-1L,0x50L,0UL},{-3L,-1975,0x3510L,0L,0xEDL},{1L,-2583,0x0DB7L,0x7BL,255UL},{-3L,-1975,0x3510L,0L,0xEDL}},{{0x4B03DB69L,-1214,0L,1L,0UL},{0x33ED2796L,1286,-1L,1L,8UL},{0x33ED2796L,1286,-1L,1L,8UL},{0x4B03DB69L,-1214,0L,1L,0UL},{-1L,-80,0xE179L,2L,0x41L},{1L,-867,0x045CL,-1L,1UL},{0x11DB5231L,2070,0x210BL,1L,250UL}}},{{{0x1AA630F6L,-267,-6L,4L,248UL},{1L,-1011,0xE854L,-4L,0UL},{-8L,1315,-2L,0x9DL,0x34L},{0L,-1589,0L,-6L,0xE0L},{-6L,-59,-1L,0L,0x4EL},{0L,2399,0xA539L,7L,0UL},{-2L,2233,0x6E38L,-4L,0UL}},{{0x6406CD2AL,-566,0x0092L,-1L,1UL},{0x6BA77663L,2780,-10L,0x09L,0xA0L},{-1L,2399,0x2FFCL,0x27L,0UL},{0xA7828EE9L,2590,0xF006L,0x61L,255UL},{0xCCE724BCL,2506,-9L,3L,2UL},{-2L,278,-1L,0xC9L,0xB3L},{0x11DB5231L,2070,0x210BL,1L,250UL}},{{0x01E37974L,-1510,-1L,0xB6L,0x3BL},{7L,2128,0x571AL,0x81L,0xCFL},{0xEBCEDCD0L,-1085,0xF2F0L,0x7BL,8UL},{-3L,-1975,0x3510L,0L,0xEDL},{0L,-1589,0L,-6L,0xE0L},{1L,2485,0L,-6L,0x08L},{-3L,-1975,0x3510L,0L,0xEDL}},{{0xEBCEDCD0L,-1085,0xF2F0L,0x7BL,8UL},{0x885A27DEL,-2499,-1L,0x50L,0UL},{9L,-1389,0xC19BL,9L,0xA8L},{3L,1562,-6L,0xBBL,0xF5L},{0x4B1F418CL,1917,0xE032L,2L,0x13L},{1L,1605,0L,-4L,254UL},{5L,-1337,-1L,0xB4L,0x5DL}}},{{{8L,-2078,-1L,0x3AL,0x06L},{0x01E37974L,-1510,-1L,0xB6L,0x3BL},{-1L,2399,0x2FFCL,0x27L,0UL},{1L,-1011,0xE854L,-4L,0UL},{-2L,2233,0x6E38L,-4L,0UL},{0x3EB76F20L,1059,1L,0x8BL,0x5BL},{8L,-1456,0xE734L,1L,0x29L}},{{0xEBCEDCD0L,-1085,0xF2F0L,0x7BL,8UL},{-1L,-2030,0xF5B1L,0x43L,0UL},{0xB2B4FC96L,2559,0x719EL,1L,1UL},{-1L,-2188,0x81F4L,-2L,0xE6L},{0L,1074,0x955CL,0L,0x53L},{0L,1509,0x4399L,0x85L,0xABL},{0x1AA630F6L,-267,-6L,4L,248UL}},{{0x3F31F3A5L,1028,-4L,0x5DL,246UL},{0L,2399,0xA539L,7L,0UL},{-1L,-2030,0xF5B1L,0x43L,0UL},{0L,1074,0x955CL,0L,0x53L},{1L,-867,0x045CL,-1L,1UL},{7L,435,0L,0xFFL,0UL},{0x56E7F132L,-692,0x6CCFL,-10L,255UL}},{{7L,1504,0x03B3L,6L,0x24L},{0L,2399,0xA539L,7L,0UL},{0x3EB76F20L,1059,1L,0x8BL,0x5BL},{5L,-1337,-1L,0xB4L,0x5DL},{3L,1562,-6L,0xBBL,0xF5L},{0xF63CC25BL,-2872,-5L,0L,255UL},{0L,-1589,0L,-6L,0xE0L}}},{{{7L,2128,0x571AL,0x81L,0xCFL},{-1L,-2030,0xF5B1L,0x43L,0UL},{1L,-2583,0x0DB7L,0x7BL,255UL},{-2L,2233,0x6E38L,-4L,0UL},{0L,-2256,0xEC5FL,0x09L,0xB7L},{-8L,1369,0x834DL,0x64L,251UL},{0x33ED2796L,1286,-1L,1L,8UL}},{{1L,1313,0x402BL,-1L,0x51L},{-1L,-80,0xE179L,2L,0x41L},{0x8B23FD4FL,-67,-6L,-1L,2UL},{7L,435,0L,0xFFL,0UL},{0x291F4E67L,410,6L,0L,0x4CL},{0x3F31F3A5L,1028,-4L,0x5DL,246UL},{1L,-2583,0x0DB7L,0x7BL,255UL}},{{0L,-1589,0L,-6L,0xE0L},{0x9E4DCF41L,1768,0x2707L,-4L,255UL},{0L,137,-2L,-5L,247UL},{4L,-2388,1L,6L,255UL},{4L,-2388,1L,6L,255UL},{0L,137,-2L,-5L,247UL},{0x9E4DCF41L,1768,0x2707L,-4L,255UL}},{{1L,2485,0L,-6L,0x08L},{-1L,2399,0x2FFCL,0x27L,0UL},{-10L,1733,-1L,1L,1UL},{3L,1562,-6L,0xBBL,0xF5L},{0L,1074,0x955CL,0L,0x53L},{-9L,2739,-3L,0x3AL,249UL},{0x291F4E67L,410,6L,0L,0x4CL}}},{{{1L,1313,0x402BL,-1L,0x51L},{-5L,1716,0L,-1L,4UL},{0L,-1927,0x9EC4L,-10L,1UL},{-9L,2739,-3L,0x3AL,249UL},{2L,-2520,5L,-1L,1UL},{-2L,278,-1L,0xC9L,0xB3L},{0x42C4EBE4L,-277,1L,5L,0x5CL}},{{2L,-2520,5L,-1L,1UL},{0L,-1589,0L,-6L,0xE0L},{0xF63CC25BL,-2872,-5L,0L,255UL},{3L,1562,-6L,0xBBL,0xF5L},{5L,-1337,-1L,0xB4L,0x5DL},{0x3EB76F20L,1059,1L,0x8BL,0x5BL},{0L,2399,0xA539L,7L,0UL}},{{-1L,-2188,0x81F4L,-2L,0xE6L},{0x42C4EBE4L,-277,1L,5L,0x5CL},{0L,1074,0x955CL,0L,0x53L},{4L,-2388,1L,6L,255UL},{1L,-642,0x7EACL,9L,0UL},{0x56E7F132L,-692,0x6CCFL,-10L,255UL},{-1L,-2188,0x81F4L,-2L,0xE6L}},{{0x3F31F3A5L,1028,-4L,0x5DL,246UL},{9L,-1389,0xC19BL,9L,0xA8L},{0x44594A08L,2563,0xC14DL,0x24L,8UL},{7L,435,0L,0xFFL,0UL},{0L,2399,0xA539L,7L,0UL},{0x0FF83EBAL,353,1L,0x9FL,0xF2L},{0x42C4EBE4L,-277,1L,5L,0x5CL}}}};
static struct S0 g_2582={7L,-1947,0x41A1L,1L,0xE3L};
static volatile struct S0 g_2626={0L,-1083,0xEBA7L,0x4AL,0xF8L};
static uint16_t*const***g_2728=(void*)0;
static uint16_t*const****g_2727= &g_2728;
static const int64_t g_2741=2L;
static const int32_t*g_2743= &g_2204.f0;
static struct S0 g_2765[7][7][5]={{{{-10L,1522,0xA5BFL,1L,0x4CL},{0x4EAA6687L,2405,0x27BEL,-1L,0xBDL},{-1L,-598,0x14AEL,0xB4L,255UL},{0x352E06ADL,2603,0xA606L,0x10L,2UL},{0x7BBAB942L,2451,0x0D4FL,1L,7UL}},{{0x2AB80BB4L,-2865,0xB93FL,3L,0xF2L},{-7L,-2824,0L,0xC2L,0x5DL},{0L,-984,-9L,4L,0xF5L},{0L,-984,-9L,4L,0xF5L},{-7L,-2824,0L,0xC2L,0x5DL}},{{-7L,-2824,0L,0xC2L,0x5DL},{0L,2166,1L,-3L,0x25L},{0x2AB80BB4L,-2865,0xB93FL,3L,0xF2L},{0x7BBAB942L,2451,0x0D4FL,1L,7UL},{0xB8621C11L,1180,0x3F50L,0xC7L,250UL}},{{-1L,2659,0xB22AL,1L,246UL},{0x682572C2L,-69,0x86C6L,0xE0L,0x0CL},{2L,-1022,0x2F02L,-10L,0xCEL},{0x59969E15L,1166,0x78E6L,0x80L,255UL},{0xBF357ED3L,-774,0xDFD2L,-1L,255UL}},{{0x586F2CB3L,-964,0x241FL,1L,0x7CL},{0L,-2584,-1L,-2L,0x12L},{0L,-1967,0x692BL,0x46L,1UL},{0x0B75324DL,-2843,0x0E4AL,0xF9L,0x1DL},{0x9C573F00L,-40,0x5C03L,0x7EL,246UL}},{{-1L,2659,0xB22AL,1L,246UL},{0xCC18E5F8L,135,0x3EE4L,0x8CL,0x3BL},{0x7F916125L,-2494,1L,0xCCL,0xF5L},{-3L,1293,-1L,0xDCL,0xB4L},{0xF1A3540EL,82,0x48D7L,-1L,0xB1L}},{{-7L,-2824,0L,0xC2L,0x5DL},{-1L,2659,0xB22AL,1L,246UL},{0x34BAB3B3L,1054,-1L,0x15L,2UL},{0xC71B1C4DL,-368,0x91E8L,-7L,255UL},{0x4C00BD59L,416,0x1587L,-1L,3UL}}},{{{0x2AB80BB4L,-2865,0xB93FL,3L,0xF2L},{1L,-41,0x74C5L,6L,0x72L},{0L,2243,0L,0x1EL,0xFFL},{0x63743954L,698,0x8BD6L,0L,0UL},{2L,95,3L,0x8CL,0xAFL}},{{-10L,1522,0xA5BFL,1L,0x4CL},{3L,-2094,1L,3L,255UL},{0xF1A3540EL,82,0x48D7L,-1L,0xB1L},{-2L,18,0xF39FL,0xA6L,255UL},{0x2E9A1B94L,1813,-9L,0xD6L,0UL}},{{1L,1620,0x618CL,0L,255UL},{0x9C573F00L,-40,0x5C03L,0x7EL,246UL},{0x34BAB3B3L,1054,-1L,0x15L,2UL},{0xC80ABFB9L,-1462,0xFD2CL,0x96L,254UL},{0x7BBAB942L,2451,0x0D4FL,1L,7UL}},{{-2L,2798,-7L,0x8FL,255UL},{1L,-1396,-1L,0xADL,4UL},{0xB8621C11L,1180,0x3F50L,0xC7L,250UL},{0x1C8B2B10L,224,2L,1L,255UL},{1L,-543,-7L,0xCBL,0UL}},{{0L,-2312,0xD3BEL,0L,0UL},{0x1AAE468EL,2294,0xB67BL,0x5BL,4UL},{0x8393C5DCL,2846,0x9672L,0xD3L,0xE8L},{0xD0AF3C52L,2558,0xC6F6L,1L,0x99L},{0L,-984,-9L,4L,0xF5L}},{{1L,-1755,0x1D08L,0xB3L,0UL},{0L,-2421,8L,-5L,255UL},{2L,-1022,0x2F02L,-10L,0xCEL},{1L,-1396,-1L,0xADL,4UL},{1L,-41,0x74C5L,6L,0x72L}},{{-1L,1633,7L,0L,0xAEL},{0x4EAA6687L,2405,0x27BEL,-1L,0xBDL},{0x1AAE468EL,2294,0xB67BL,0x5BL,4UL},{0x49FB3D5EL,-1938,0L,-1L,2UL},{1L,1620,0x618CL,0L,255UL}}},{{{1L,-41,0x74C5L,6L,0x72L},{0L,-1967,0x692BL,0x46L,1UL},{0xCC18E5F8L,135,0x3EE4L,0x8CL,0x3BL},{0x2FBE3474L,678,0x0663L,0xBDL,0x0BL},{0x2E9A1B94L,1813,-9L,0xD6L,0UL}},{{-7L,-2824,0L,0xC2L,0x5DL},{0x55921085L,2056,0L,0L,255UL},{-1L,-598,0x14AEL,0xB4L,255UL},{1L,1620,0x618CL,0L,255UL},{0xF11E349AL,-2379,1L,5L,0xDAL}},{{1L,1753,5L,0L,255UL},{0x55921085L,2056,0L,0L,255UL},{-4L,-2260,0x2480L,0xBAL,0UL},{0xF1A3540EL,82,0x48D7L,-1L,0xB1L},{0xBF357ED3L,-774,0xDFD2L,-1L,255UL}},{{-2L,18,0xF39FL,0xA6L,255UL},{0L,-1967,0x692BL,0x46L,1UL},{0x2E9A1B94L,1813,-9L,0xD6L,0UL},{-2L,18,0xF39FL,0xA6L,255UL},{0xF1A3540EL,82,0x48D7L,-1L,0xB1L}},{{4L,-2815,2L,0x7AL,1UL},{0x4EAA6687L,2405,0x27BEL,-1L,0xBDL},{-10L,164,1L,0L,6UL},{-3L,1293,-1L,0xDCL,0xB4L},{0x59969E15L,1166,0x78E6L,0x80L,255UL}},{{0x8393C5DCL,2846,0x9672L,0xD3L,0xE8L},{0L,-2421,8L,-5L,255UL},{-1L,-561,0x6692L,0x4CL,0xCBL},{0x1A97AF11L,2759,0x0584L,0x71L,0UL},{0xA5A2B249L,899,0xDEF0L,-1L,0x6DL}},{{1L,-543,-7L,0xCBL,0UL},{0x1AAE468EL,2294,0xB67BL,0x5BL,4UL},{0L,2243,0L,0x1EL,0xFFL},{0L,-2312,0xD3BEL,0L,0UL},{0xB8621C11L,1180,0x3F50L,0xC7L,250UL}}},{{{9L,417,1L,0x22L,255UL},{1L,-1396,-1L,0xADL,4UL},{0x602CD782L,2891,0L,0xCBL,0x8AL},{0x37D0E40AL,-2309,-8L,0x57L,1UL},{0x9437CDA6L,1792,0x04CFL,0xD7L,0UL}},{{-4L,-2260,0x2480L,0xBAL,0UL},{1L,1753,5L,0L,255UL},{0xFB354218L,-1368,9L,0L,0x0BL},{-1L,1683,-1L,-1L,1UL},{1L,1897,-1L,0x23L,0xDDL}},{{3L,-2094,1L,3L,255UL},{6L,-2443,1L,0x2EL,0UL},{0x34BAB3B3L,1054,-1L,0x15L,2UL},{0xCC18E5F8L,135,0x3EE4L,0x8CL,0x3BL},{-1L,2176,1L,0x42L,1UL}},{{0x49FB3D5EL,-1938,0L,-1L,2UL},{1L,-2838,0xB716L,0xD7L,0x3EL},{-2L,18,0xF39FL,0xA6L,255UL},{0x8393C5DCL,2846,0x9672L,0xD3L,0xE8L},{0x8393C5DCL,2846,0x9672L,0xD3L,0xE8L}},{{0xB2B474F3L,246,0xD60DL,0xDDL,248UL},{0x64FFB0B5L,-444,-1L,0x25L,1UL},{0xB2B474F3L,246,0xD60DL,0xDDL,248UL},{0x58FC442FL,-771,-1L,-1L,6UL},{1L,-2838,0xB716L,0xD7L,0x3EL}},{{-4L,-2260,0x2480L,0xBAL,0UL},{-5L,-48,-5L,0L,0x3EL},{-1L,2176,1L,0x42L,1UL},{0xB81A2603L,248,-1L,9L,0xF7L},{-7L,869,-1L,4L,9UL}},{{0L,2243,0L,0x1EL,0xFFL},{0x586F2CB3L,-964,0x241FL,1L,0x7CL},{0L,-2584,-1L,-2L,0x12L},{0L,-1967,0x692BL,0x46L,1UL},{0x0B75324DL,-2843,0x0E4AL,0xF9L,0x1DL}}},{{{0x59ECCC7CL,-1619,5L,4L,0xB1L},{0xB8621C11L,1180,0x3F50L,0xC7L,250UL},{-1L,2176,1L,0x42L,1UL},{-7L,869,-1L,4L,9UL},{-1L,-561,0x6692L,0x4CL,0xCBL}},{{0x63743954L,698,0x8BD6L,0L,0UL},{-10L,164,1L,0L,6UL},{0xB2B474F3L,246,0xD60DL,0xDDL,248UL},{0xCF950E04L,804,1L,-8L,0x6AL},{0xCCDFF050L,1279,3L,0x22L,0x58L}},{{0x1AAE468EL,2294,0xB67BL,0x5BL,4UL},{0x0B75324DL,-2843,0x0E4AL,0xF9L,0x1DL},{-2L,18,0xF39FL,0xA6L,255UL},{0x1A97AF11L,2759,0x0584L,0x71L,0UL},{0x0BBB1194L,2347,1L,1L,8UL}},{{0x13357FE7L,-546,0x99F5L,0x0DL,0x14L},{0x8393C5DCL,2846,0x9672L,0xD3L,0xE8L},{0x34BAB3B3L,1054,-1L,0x15L,2UL},{-5L,2842,0x7F53L,0x26L,255UL},{1L,1753,5L,0L,255UL}},{{-1L,1428,0L,9L,255UL},{0L,1464,0xFD8BL,0xBFL,255UL},{0xFB354218L,-1368,9L,0L,0x0BL},{1L,-2838,0xB716L,0xD7L,0x3EL},{0xCCDFF050L,1279,3L,0x22L,0x58L}},{{0xF1A3540EL,82,0x48D7L,-1L,0xB1L},{1L,-2838,0xB716L,0xD7L,0x3EL},{4L,-2815,2L,0x7AL,1UL},{0L,404,0xEC09L,0L,3UL},{0x77295FCBL,-1357,1L,0x42L,0x1AL}},{{0x8C03B446L,1825,0x2BF8L,-1L,0x65L},{0L,2166,1L,-3L,0x25L},{-4L,25,0xC969L,0xA5L,1UL},{0xD0AF645AL,1203,0L,4L,255UL},{-1L,1428,0L,9L,255UL}}},{{{1L,1897,-1L,0x23L,0xDDL},{0x82E105F8L,278,0xEB7FL,-8L,246UL},{0xCCDFF050L,1279,3L,0x22L,0x58L},{1L,1753,5L,0L,255UL},{-7L,869,-1L,4L,9UL}},{{0L,404,0xEC09L,0L,3UL},{0xB81A2603L,248,-1L,9L,0xF7L},{0x4C00BD59L,416,0x1587L,-1L,3UL},{0xCC18E5F8L,135,0x3EE4L,0x8CL,0x3BL},{0xF1A3540EL,82,0x48D7L,-1L,0xB1L}},{{0x14A89878L,-2738,-4L,1L,0x71L},{0xF1A3540EL,82,0x48D7L,-1L,0xB1L},{0x7DB659ADL,2806,-2L,0xD5L,0x04L},{1L,-289,0x3A2BL,0x53L,0xF4L},{0x2E9A1B94L,1813,-9L,0xD6L,0UL}},{{0L,-984,-9L,4L,0xF5L},{0L,1464,0xFD8BL,0xBFL,255UL},{0xB2B474F3L,246,0xD60DL,0xDDL,248UL},{0L,414,0L,0L,0xACL},{-1L,2176,1L,0x42L,1UL}},{{0xCC19C5BDL,-49,0xEE6AL,0xCFL,0x47L},{0x2E9A1B94L,1813,-9L,0xD6L,0UL},{0x9C573F00L,-40,0x5C03L,0x7EL,246UL},{0L,414,0L,0L,0xACL},{0xCC18E5F8L,135,0x3EE4L,0x8CL,0x3BL}},{{0x35D0E455L,-563,0xAB19L,-1L,1UL},{0x586F2CB3L,-964,0x241FL,1L,0x7CL},{-5L,-48,-5L,0L,0x3EL},{1L,-289,0x3A2BL,0x53L,0xF4L},{0x586F2CB3L,-964,0x241FL,1L,0x7CL}},{{-1L,1428,0L,9L,255UL},{-10L,164,1L,0L,6UL},{0x602CD782L,2891,0L,0xCBL,0x8AL},{0xCC18E5F8L,135,0x3EE4L,0x8CL,0x3BL},{0x54FB69E4L,2620,7L,0x60L,0x54L}}},{{{0x63743954L,698,0x8BD6L,0L,0UL},{0x7F916125L,-2494,1L,0xCCL,0xF5L},{0x4EAA6687L,2405,0x27BEL,-1L,0xBDL},{1L,1753,5L,0L,255UL},{-1L,1633,7L,0L,0xAEL}},{{-9L,1282,0x1100L,0xE6L,0x3AL},{-1L,1428,0L,9L,255UL},{0x59ECCC7CL,-1619,5L,4L,0xB1L},{0xD0AF645AL,1203,0L,4L,255UL},{0x0BBB1194L,2347,1L,1L,8UL}},{{-2L,2798,-7L,0x8FL,255UL},{-5L,-48,-5L,0L,0x3EL},{0x54FB69E4L,2620,7L,0x60L,0x54L},{0L,404,0xEC09L,0L,3UL},{-1L,1683,-1L,-1L,1UL}},{{0x586F2CB3L,-964,0x241FL,1L,0x7CL},{-2L,2798,-7L,0x8FL,255UL},{-10L,1522,0xA5BFL,1L,0x4CL},{1L,-2838,0xB716L,0xD7L,0x3EL},{0x44D2CFC1L,610,0x1A38L,1L,252UL}},{{0x35D0E455L,-563,0xAB19L,-1L,1UL},{0xF1A3540EL,82,0x48D7L,-1L,0xB1L},{-1L,1683,-1L,-1L,1UL},{-5L,2842,0x7F53L,0x26L,255UL},{-1L,-561,0x6692L,0x4CL,0xCBL}},{{0x1C8B2B10L,224,2L,1L,255UL},{6L,-2443,1L,0x2EL,0UL},{-4L,25,0xC969L,0xA5L,1UL},{0x1A97AF11L,2759,0x0584L,0x71L,0UL},{0x7DB659ADL,2806,-2L,0xD5L,0x04L}},{{0xCC18E5F8L,135,0x3EE4L,0x8CL,0x3BL},{0xCF950E04L,804,1L,-8L,0x6AL},{-10L,1522,0xA5BFL,1L,0x4CL},{0xCF950E04L,804,1L,-8L,0x6AL},{0xCC18E5F8L,135,0x3EE4L,0x8CL,0x3BL}}}};
static volatile uint16_t g_2766=65535UL;
static uint32_t g_2785[10]={0x13F781C9L,0xDB344E47L,0x13F781C9L,0xDB344E47L,0x13F781C9L,0xDB344E47L,0x13F781C9L,0xDB344E47L,0x13F781C9L,0xDB344E47L};
static int32_t*const*g_2855=(void*)0;
static int32_t*const**g_2854[6][8][5]={{{(void*)0,&g_2855,&g_2855,&g_2855,&g_2855},{&g_2855,&g_2855,&g_2855,&g_2855,&g_2855},{&g_2855,&g_2855,&g_2855,&g_2855,&g_2855},{&g_2855,&g_2855,&g_2855,&g_2855,(void*)0},{(void*)0,&g_2855,&g_2855,&g_2855,&g_2855},{&g_2855,&g_2855,&g_2855,&g_2855,&g_2855},{&g_2855,&g_2855,(void*)0,&g_2855,&g_2855},{&g_2855,&g_2855,(void*)0,&g_2855,&g_2855}},{{&g_2855,(void*)0,&g_2855,&g_2855,&g_2855},{&g_2855,&g_2855,&g_2855,&g_2855,&g_2855},{&g_2855,&g_2855,&g_2855,&g_2855,&g_2855},{&g_2855,(void*)0,&g_2855,&g_2855,&g_2855},{&g_2855,&g_2855,&g_2855,&g_2855,&g_2855},{&g_2855,&g_2855,(void*)0,&g_2855,&g_2855},{&g_2855,&g_2855,&g_2855,&g_2855,&g_2855},{&g_2855,&g_2855,&g_2855,&g_2855,&g_2855}},{{&g_2855,&g_2855,&g_2855,&g_2855,(void*)0},{(void*)0,(void*)0,&g_2855,&g_2855,&g_2855},{(void*)0,&g_2855,&g_2855,&g_2855,&g_2855},{(void*)0,&g_2855,&g_2855,&g_2855,&g_2855},{&g_2855,&g_2855,&g_2855,&g_2855,&g_2855},{&g_2855,&g_2855,&g_2855,&g_2855,&g_2855},{(void*)0,&g_2855,(void*)0,&g_2855,&g_2855},{&g_2855,&g_2855,&g_2855,(void*)0,&g_2855}},{{&g_2855,&g_2855,&g_2855,(void*)0,&g_2855},{&g_2855,&g_2855,&g_2855,&g_2855,&g_2855},{&g_2855,&g_2855,&g_2855,(void*)0,&g_2855},{&g_2855,&g_2855,&g_2855,&g_2855,&g_2855},{&g_2855,&g_2855,&g_2855,(void*)0,&g_2855},{&g_2855,(void*)0,(void*)0,&g_2855,&g_2855},{&g_2855,&g_2855,&g_2855,(void*)0,(void*)0},{&g_2855,&g_2855,&g_2855,&g_2855,&g_2855}},{{&g_2855,&g_2855,(void*)0,&g_2855,&g_2855},{&g_2855,&g_2855,&g_2855,(void*)0,&g_2855},{&g_2855,&g_2855,&g_2855,&g_2855,&g_2855},{(void*)0,(void*)0,&g_2855,&g_2855,&g_2855},{&g_2855,&g_2855,&g_2855,&g_2855,(void*)0},{&g_2855,&g_2855,&g_2855,&g_2855,&g_2855},{(void*)0,&g_2855,&g_2855,&g_2855,&g_2855},{(void*)0,&g_2855,&g_2855,&g_2855,&g_2855}},{{(void*)0,&g_2855,(void*)0,&g_2855,&g_2855},{&g_2855,(void*)0,&g_2855,&g_2855,&g_2855},{&g_2855,(void*)0,&g_2855,&g_2855,&g_2855},{&g_2855,&g_2855,&g_2855,&g_2855,&g_2855},{&g_2855,&g_2855,&g_2855,(void*)0,&g_2855},{&g_2855,&g_2855,&g_2855,&g_2855,&g_2855},{&g_2855,&g_2855,&g_2855,&g_2855,&g_2855},{&g_2855,&g_2855,&g_2855,&g_2855,&g_2855}}};
static int64_t g_2864=0L;
static uint32_t g_2888=4294967287UL;
static uint64_t g_2908[3]={0x2AB7D8835AEFC84BLL,0x2AB7D8835AEFC84BLL,0x2AB7D8835AEFC84BLL};
static struct S0 g_3049[2]={{-10L,-959,-1L,0xBCL,6UL},{-10L,-959,-1L,0xBCL,6UL}};
static struct S0 g_3054={0xDC3ED2EAL,2558,0xF010L,0x5DL,0x7FL};
static int16_t**const*g_3097[2][2]={{(void*)0,(void*)0},{(void*)0,(void*)0}};
static int16_t**const**g_3096= &g_3097[1][0];
static int16_t**const***g_3095[6][5][3]={{{&g_3096,&g_3096,&g_3096},{&g_3096,&g_3096,&g_3096},{&g_3096,&g_3096,&g_3096},{&g_3096,&g_3096,&g_3096},{&g_3096,&g_3096,&g_3096}},{{&g_3096,&g_3096,&g_3096},{&g_3096,&g_3096,&g_3096},{&g_3096,&g_3096,&g_3096},{&g_3096,&g_3096,&g_3096},{&g_3096,&g_3096,&g_3096}},{{&g_3096,&g_3096,&g_3096},{&g_3096,&g_3096,&g_3096},{&g_3096,&g_3096,&g_3096},{&g_3096,&g_3096,&g_3096},{&g_3096,&g_3096,&g_3096}},{{&g_3096,&g_3096,&g_3096},{&g_3096,&g_3096,&g_3096},{&g_3096,&g_3096,&g_3096},{&g_3096,&g_3096,&g_3096},{&g_3096,&g_3096,&g_3096}},{{&g_3096,&g_3096,&g_3096},{&g_3096,&g_3096,&g_3096},{&g_3096,&g_3096,&g_3096},{&g_3096,&g_3096,&g_3096},{&g_3096,&g_3096,&g_3096}},{{&g_3096,&g_3096,&g_3096},{&g_3096,&g_3096,&g_3096},{&g_3096,&g_3096,&g_3096},{&g_3096,&g_3096,&g_3096},{&g_3096,&g_3096,&g_3096}}};
static uint16_t*const*volatile g_3113= &g_614;
static uint16_t*const*volatile*const volatile g_3112= &g_3113;
static uint16_t*const*volatile*volatile g_3115= &g_3113;
static struct S0 g_3260={0xE89323AAL,-305,0xE4C2L,0x26L,0x36L};
static const int32_t**volatile g_3317= &g_2743;
static volatile struct S0 g_3422={0L,-229,0xEA9DL,0x3BL,0xDBL};
static int32_t*volatile*volatile**g_3492=(void*)0;
static int32_t*volatile*volatile***g_3491[4]={&g_3492,&g_3492,&g_3492,&g_3492};
static uint64_t**g_3496=(void*)0;
static uint64_t***g_3495= &g_3496;
static uint64_t***g_3498[8][8]={{&g_3496,&g_3496,&g_3496,(void*)0,(void*)0,&g_3496,&g_3496,&g_3496},{(void*)0,&g_3496,&g_3496,&g_3496,(void*)0,(void*)0,&g_3496,&g_3496},{&g_3496,(void*)0,&g_3496,&g_3496,&g_3496,(void*)0,&g_3496,&g_3496},{(void*)0,&g_3496,&g_3496,&g_3496,&g_3496,&g_3496,(void*)0,&g_3496},{&g_3496,&g_3496,&g_3496,&g_3496,&g_3496,&g_3496,&g_3496,(void*)0},{&g_3496,&g_3496,&g_3496,&g_3496,&g_3496,(void*)0,&g_3496,&g_3496},{&g_3496,&g_3496,(void*)0,(void*)0,&g_3496,&g_3496,&g_3496,&g_3496},{(void*)0,&g_3496,&g_3496,&g_3496,&g_3496,&g_3496,&g_3496,&g_3496}};
static int32_t****g_3507= &g_1952;
static int32_t*****g_3506= &g_3507;
static struct S0 g_3508[10][5]={{{7L,1011,0x68ABL,-10L,0x12L},{0x129C98DEL,1781,0x6008L,1L,0x75L},{1L,1016,0x07DEL,1L,255UL},{1L,1016,0x07DEL,1L,255UL},{0x129C98DEL,1781,0x6008L,1L,0x75L}},{{0x129C98DEL,1781,0x6008L,1L,0x75L},{-8L,-562,0L,0L,0x69L},{7L,1011,0x68ABL,-10L,0x12L},{0x129C98DEL,1781,0x6008L,1L,0x75L},{1L,1016,0x07DEL,1L,255UL}},{{-1L,-68,-1L,0L,0x49L},{0x129C98DEL,1781,0x6008L,1L,0x75L},{0x0E5F09F4L,853,0x89A2L,-1L,0UL},{0x129C98DEL,1781,0x6008L,1L,0x75L},{-1L,-68,-1L,0L,0x49L}},{{7L,1011,0x68ABL,-10L,0x12L},{0x8C0DF7EBL,-330,-8L,0x65L,0x52L},{-8L,-562,0L,0L,0x69L},{1L,1016,0x07DEL,1L,255UL},{0x8C0DF7EBL,-330,-8L,0x65L,0x52L}},{{-1L,-68,-1L,0L,0x49L},{0x0E5F09F4L,853,0x89A2L,-1L,0UL},{0x0E5F09F4L,853,0x89A2L,-1L,0UL},{-8L,-562,0L,0L,0x69L},{0x6DAC63E0L,1874,5L,0L,0xEAL}},{{1L,1016,0x07DEL,1L,255UL},{-8L,-562,0L,0L,0x69L},{0x8C0DF7EBL,-330,-8L,0x65L,0x52L},{7L,1011,0x68ABL,-10L,0x12L},{7L,1011,0x68ABL,-10L,0x12L}},{{-10L,2572,0x69E8L,0x25L,255UL},{-8L,-562,0L,0L,0x69L},{-10L,2572,0x69E8L,0x25L,255UL},{0x6DAC63E0L,1874,5L,0L,0xEAL},{-8L,-562,0L,0L,0x69L}},{{7L,1011,0x68ABL,-10L,0x12L},{0x0E5F09F4L,853,0x89A2L,-1L,0UL},{0x6DAC63E0L,1874,5L,0L,0xEAL},{7L,1011,0x68ABL,-10L,0x12L},{0x6DAC63E0L,1874,5L,0L,0xEAL}},{{7L,1011,0x68ABL,-10L,0x12L},{7L,1011,0x68ABL,-10L,0x12L},{0x8C0DF7EBL,-330,-8L,0x65L,0x52L},{-8L,-562,0L,0L,0x69L},{1L,1016,0x07DEL,1L,255UL}},{{-10L,2572,0x69E8L,0x25L,255UL},{1L,1016,0x07DEL,1L,255UL},{0x6DAC63E0L,1874,5L,0L,0xEAL},{0x6DAC63E0L,1874,5L,0L,0xEAL},{1L,1016,0x07DEL,1L,255UL}}};
static int64_t func_1(void);
static struct S0 func_6(const uint64_t p_7,uint32_t p_8,int64_t p_9,uint64_t p_10,uint8_t p_11);
static int64_t func_17(int64_t*p_18,const int64_t*p_19,int32_t p_20);
static const int64_t*func_22(uint32_t p_23,int32_t p_24,int32_t p_25,int32_t p_26,int64_t p_27);
static int64_t**func_32(int64_t**const p_33,int64_t p_34);
static int64_t**const func_35(uint32_t p_36,int8_t p_37,uint32_t p_38,int64_t*const p_39);
static uint32_t func_40(int64_t**p_41,int32_t p_42,int64_t*p_43,const int64_t**p_44,int32_t p_45);
static struct S0 func_52(int16_t p_53,const uint64_t p_54,int64_t p_55);
static int16_t func_62(int64_t*p_63);
static int64_t*func_64(int32_t p_65,uint32_t p_66);
static int64_t func_1(void)
{
int64_t*l_21[10];
int32_t l_31[4];
int i;
for(i=0;i<10;i++)
l_21[i]= &g_16;
for(i=0;i<4;i++)
l_31[i]=0x7D2A7E9FL;
for(g_3=0;(g_3!=14);++g_3)
{
uint8_t l_14[2][5]={{251UL,251UL,251UL,251UL,251UL},{1UL,252UL,1UL,252UL,1UL}};
int64_t*l_15= &g_16;
int32_t*l_3510=(void*)0;
int i,j;
if((((g_3==g_3),func_6((((*l_15)=(safe_mul_func_int16_t_s_s(l_14[0][4],0x465CL)))&&func_17(l_21[2],func_22(l_14[0][4],g_2,(+((safe_sub_func_int32_t_s_s((4L<=g_3),l_14[0][4])),g_3)),l_31[1],l_14[0][1]),l_31[1])),l_14[0][4],l_31[3],(*g_593),l_14[0][3])),l_14[0][4]))
{
(*g_698)=l_3510;
return(***g_1715);
}
else
{
return(*g_1717);
}
}
return l_31[1];
}
static struct S0 func_6(const uint64_t p_7,uint32_t p_8,int64_t p_9,uint64_t p_10,uint8_t p_11)
{
int64_t l_2201=0xB2A3AB4843688B2ALL;
const int8_t l_2221=(-7L);
uint32_t l_2271=0x683ED5A7L;
int8_t*l_2359= &g_1282;
int8_t**const l_2358= &l_2359;
int8_t**const*l_2357= &l_2358;
uint64_t l_2366[8][4]={{0x382C8051A5AF9E53LL,0xCF2358411FD18A20LL,18446744073709551615UL,1UL},{0x382C8051A5AF9E53LL,18446744073709551615UL,0x382C8051A5AF9E53LL,18446744073709551607UL},{0xCF2358411FD18A20LL,1UL,18446744073709551607UL,18446744073709551607UL},{18446744073709551615UL,18446744073709551615UL,0xFB5A1B66CBA3D675LL,1UL},{1UL,0xCF2358411FD18A20LL,0xFB5A1B66CBA3D675LL,0xCF2358411FD18A20LL},{18446744073709551615UL,0x382C8051A5AF9E53LL,18446744073709551607UL,0xFB5A1B66CBA3D675LL},{0xCF2358411FD18A20LL,0x382C8051A5AF9E53LL,0x382C8051A5AF9E53LL,0xCF2358411FD18A20LL},{0x382C8051A5AF9E53LL,0xCF2358411FD18A20LL,18446744073709551615UL,1UL}};
int32_t l_2386=0x82DA7392L;
struct S0*const***l_2402=(void*)0;
uint64_t l_2409=1UL;
int8_t**l_2466= &l_2359;
int8_t***l_2465= &l_2466;
uint64_t**l_2527= &g_593;
struct S0*l_2537= &g_2438[2];
int32_t l_2548=1L;
int32_t l_2551[5];
int8_t l_2553=(-1L);
struct S0****l_2560= &g_2421;
struct S0*****l_2559= &l_2560;
int32_t****l_2572= &g_1952;
int16_t l_2586=1L;
int32_t l_2587=0xAB127AD8L;
uint32_t l_2588=4UL;
int8_t l_2685=(-1L);
const int32_t***l_2691=(void*)0;
int64_t l_2698=(-6L);
int32_t*l_2699=(void*)0;
int32_t*l_2700= &g_2582.f0;
int64_t l_2736=1L;
uint16_t*l_2770= &g_92;
uint16_t l_2812=0x1465L;
uint64_t l_2857=9UL;
uint16_t**const*l_3061= &g_1607[0];
uint16_t**const**l_3060= &l_3061;
int64_t l_3086=0x362B5DE187B9ED4FLL;
uint8_t**const*l_3087= &g_1991;
const int32_t**l_3264=(void*)0;
int16_t l_3303=0xE94CL;
uint64_t l_3434[8]={18446744073709551609UL,18446744073709551609UL,18446744073709551609UL,18446744073709551609UL,18446744073709551609UL,18446744073709551609UL,18446744073709551609UL,18446744073709551609UL};
uint32_t l_3474=0x626B10C5L;
uint64_t l_3483=1UL;
int i,j;
for(i=0;i<5;i++)
l_2551[i]=0x00FB3824L;
if(l_2201)
{
const int16_t l_2205[8]={0x2508L,0x2508L,0x2508L,0x2508L,0x2508L,0x2508L,0x2508L,0x2508L};
struct S0**l_2214= &g_2213;
int32_t l_2241=0L;
uint32_t***l_2251= &g_597;
int16_t*const*l_2256[4][9][1]={{{(void*)0},{&g_868},{&g_868},{&g_868},{&g_868},{&g_868},{(void*)0},{&g_868},{&g_868}},{{&g_868},{&g_868},{&g_868},{(void*)0},{&g_868},{&g_868},{&g_868},{&g_868},{&g_868}},{{(void*)0},{&g_868},{&g_868},{&g_868},{&g_868},{&g_868},{(void*)0},{&g_868},{&g_868}},{{&g_868},{&g_868},{&g_868},{(void*)0},{&g_868},{&g_868},{&g_868},{&g_868},{&g_868}}};
int16_t*const**const l_2255= &l_2256[2][4][0];
uint64_t l_2311=18446744073709551608UL;
uint16_t l_2332=0x4738L;
int i,j,k;
for(g_401=0;(g_401>2);g_401=safe_add_func_int64_t_s_s(g_401,6))
{
int32_t l_2206=1L;
int32_t l_2233[1];
int32_t l_2243=(-5L);
uint32_t**const l_2325= &g_598[6];
uint8_t**const l_2347= &g_1860[2];
int i;
for(i=0;i<1;i++)
l_2233[i]=0xA3940A6EL;
(***g_1952)=0xE66233F1L;
if((g_2204,((***g_1952)=p_8)))
{
int8_t l_2211=0xC4L;
int16_t***l_2238= &g_867;
int32_t*l_2244[4]={(void*)0,(void*)0,(void*)0,(void*)0};
uint8_t*const***l_2254=(void*)0;
int i;
(*g_81)=(l_2205[7]||l_2206);
if(((safe_lshift_func_uint16_t_u_u((((safe_rshift_func_uint8_t_u_u(l_2211,2))^((l_2206<1UL)||(((l_2214=g_2212)!= &g_2213)!=((safe_mod_func_uint64_t_u_u((p_9>=((p_11,((((safe_sub_func_uint16_t_u_u(l_2221,(0x71EDL||1L))),(**g_699))>(*g_81))<=l_2221))<=0xE6L)),p_9))!=l_2211)))),1UL),15))&&9UL))
{
int8_t l_2242[9]={0x37L,0x37L,0x37L,0x37L,0x37L,0x37L,0x37L,0x37L,0x37L};
int i;
l_2243=(safe_sub_func_uint16_t_u_u(((-3L)&p_8),((((safe_div_func_uint32_t_u_u((8UL<=((safe_rshift_func_uint16_t_u_u(((safe_add_func_int16_t_s_s(((+l_2221)&l_2221),(((l_2233[0]=(***g_596))|(safe_lshift_func_int16_t_s_s((safe_mul_func_int8_t_s_s(((void*)0==l_2238),((l_2241=(safe_sub_func_uint16_t_u_u(65527UL,8UL)))||(-3L)))),l_2242[6])))>0x13L)))||l_2205[7]),7))<=0x762AC07F36C1BE63LL)),0x3C3F1057L))<p_7)&p_10)>=p_8)));
for(g_59=0;(g_59<=0);g_59+=1)
{
(**g_1952)=l_2244[1];
}
for(p_8=(-6);(p_8<=18);++p_8)
{
if(p_8)
break;
}
return g_2247[5][0];
}
else
{
int16_t**const*l_2252[5]={(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
uint8_t****l_2253= &g_1990[0];
int32_t l_2275=(-1L);
int i;
if(((**g_440)^=(-3L)))
{
int32_t*l_2248=(void*)0;
l_2248=((**g_1952)=l_2244[1]);
return(**g_2212);
}
else
{
(***g_1952)=((*g_766)=(-2L));
(**g_1952)=(*g_1697);
}
(*g_81)=(safe_rshift_func_uint16_t_u_s((0xF7L&((void*)0==l_2251)),(l_2252[0]!=((l_2253==l_2254),l_2255))));
if((((safe_div_func_int32_t_s_s((((g_92,(((safe_sub_func_int32_t_s_s((0UL&&((safe_mod_func_uint8_t_u_u((safe_lshift_func_uint8_t_u_u(((safe_mod_func_int8_t_s_s((safe_mod_func_int32_t_s_s(1L,0x25B5E633L)),(safe_mul_func_int8_t_s_s(l_2271,p_8)))),l_2201),4)),(safe_div_func_int8_t_s_s(((l_2205[5]^(((*g_593)=p_10)&p_11))==g_2274),p_8)))),p_7)),l_2201))!=l_2275)<=18446744073709551615UL))==l_2271)^p_8),5L))<=1L),l_2271))
{
int16_t****l_2277= &g_866;
int16_t*****l_2276= &l_2277;
int32_t l_2308=(-4L);
(*l_2276)= &l_2238;
l_2241=(safe_mod_func_int16_t_s_s(0x5DFFL,((safe_rshift_func_int16_t_s_s(1L,9))&(safe_add_func_uint8_t_u_u(((safe_add_func_uint16_t_u_u((l_2275||((safe_mod_func_uint32_t_u_u(((safe_rshift_func_int16_t_s_u(0x7289L,2))&p_7),(safe_add_func_int16_t_s_s((safe_sub_func_int64_t_s_s((((safe_lshift_func_int16_t_s_s(((**g_867)=(safe_lshift_func_uint16_t_u_u((safe_sub_func_uint16_t_u_u((safe_div_func_int32_t_s_s(((((safe_div_func_uint16_t_u_u(p_7,(safe_sub_func_uint16_t_u_u(((0x71A3699CL<=(safe_sub_func_int32_t_s_s(l_2308,(((safe_mul_func_uint8_t_u_u(l_2275,p_7)),l_2205[0])>(-3L)))))>l_2233[0]),(**g_867)))))>=p_11)^0x093A50B06DFE7475LL)==0x6FB9F2B8033DE545LL),p_9)),7L)),6))),9))<1L)&p_11),(*g_593))),l_2311))))|p_8)),p_10))&p_10),p_11)))));
(***g_1952)=((5UL<l_2311),1L);
}
else
{
l_2243=(p_11!=((((**g_1991)|=(((**g_518)=(l_2201||p_7)),(0xDEL==((p_11||(((0xF0EBA9AEL<=(l_2205[7]!=(p_9,l_2206)))<p_9)<3UL))==1UL))))||l_2201)>=l_2201));
return g_2312;
}
}
l_2241&=(safe_sub_func_uint32_t_u_u(((safe_rshift_func_int8_t_s_u((safe_sub_func_int8_t_s_s(p_10,p_9)),4))||(((safe_rshift_func_int8_t_s_s((((((safe_rshift_func_int8_t_s_s(((safe_mul_func_int8_t_s_s(p_8,(((void*)0==l_2325)<(l_2201^((l_2233[0]|=(((*g_2213),(safe_mul_func_int8_t_s_s(((safe_rshift_func_int8_t_s_u(l_2271,((**g_1991)=((**g_1182)<=0xDF69DBDDL))))&&(****g_1897)),p_10))),l_2332))>=l_2243))))),p_7),4))<=l_2205[7])>18446744073709551615UL),l_2206),l_2332),5))!=(-9L))>p_7)),1L));
return(**g_2212);
}
else
{
(***g_1952)=l_2233[0];
(*g_81)=(safe_sub_func_int32_t_s_s(((safe_sub_func_uint64_t_u_u(18446744073709551615UL,(safe_div_func_uint16_t_u_u(0x0AD6L,(safe_rshift_func_int16_t_s_u((safe_lshift_func_uint16_t_u_s(((safe_add_func_int16_t_s_s((*g_868),l_2243)),(safe_rshift_func_int16_t_s_s(l_2205[4],10))),0)),12))))))>=(l_2347!=l_2347)),p_7));
}
}
(*g_81)&=0xF511DB53L;
}
else
{
uint64_t l_2373=18446744073709551608UL;
int16_t***l_2387=(void*)0;
int32_t l_2425=0x06BD83F2L;
int32_t l_2440=0x820B1F87L;
uint64_t***const l_2446=(void*)0;
struct S0*l_2452= &g_293;
uint16_t****const l_2458=(void*)0;
int64_t****l_2484=(void*)0;
uint16_t**l_2494= &g_614;
uint32_t l_2500=0xDC0AB179L;
int32_t l_2549=0L;
int32_t l_2552[2];
uint64_t l_2554[3];
struct S0****l_2558= &g_2421;
struct S0*****l_2557= &l_2558;
int32_t l_2585=0x0E91ABF8L;
uint8_t*****l_2676[8]={&g_1989[0][1],&g_1989[0][1],&g_1989[0][1],&g_1989[0][1],&g_1989[0][1],&g_1989[0][1],&g_1989[0][1],&g_1989[0][1]};
int i;
for(i=0;i<2;i++)
l_2552[i]=(-5L);
for(i=0;i<3;i++)
l_2554[i]=0xA33CE64919B0EFBBLL;
lbl_2501:
(*g_81)=0xD05D671CL;
for(g_610=0;(g_610!=34);g_610++)
{
uint8_t l_2370=0x08L;
int32_t*l_2388=(void*)0;
const uint8_t*l_2394= &g_168[5][0][2];
const uint8_t**l_2393= &l_2394;
const uint8_t***l_2392= &l_2393;
const uint8_t***const*const l_2391= &l_2392;
int32_t l_2400=0xBA821798L;
uint64_t l_2401=0x09F7C56E569AF53ALL;
int64_t*****l_2408[8][9][3]={{{&g_126[0][2][6],&g_126[0][2][6],&g_126[0][3][7]},{&g_126[0][0][6],&g_126[0][2][6],&g_126[0][2][6]},{&g_126[0][2][6],&g_126[0][4][1],&g_126[0][2][6]},{&g_126[0][7][1],&g_126[0][7][1],&g_126[0][2][3]},{&g_126[0][1][3],&g_126[0][7][1],(void*)0},{&g_126[0][2][6],&g_126[0][4][1],&g_126[0][7][1]},{&g_126[0][1][0],&g_126[0][2][6],&g_126[0][2][6]},{&g_126[0][2][6],&g_126[0][2][6],&g_126[0][7][1]},{&g_126[0][0][4],(void*)0,(void*)0}},{{(void*)0,&g_126[0][0][6],&g_126[0][2][3]},{(void*)0,&g_126[0][2][3],&g_126[0][2][6]},{&g_126[0][0][4],&g_126[0][1][3],&g_126[0][2][6]},{&g_126[0][2][6],&g_126[0][1][0],&g_126[0][3][7]},{&g_126[0][1][0],&g_126[0][1][3],&g_126[0][2][6]},{&g_126[0][2][6],&g_126[0][2][6],&g_126[0][2][6]},{(void*)0,&g_126[0][0][4],&g_126[0][2][6]},{&g_126[0][2][6],&g_126[0][3][7],&g_126[0][2][6]},{&g_126[0][2][6],&g_126[0][2][6],&g_126[0][2][6]}},{{&g_126[0][0][4],&g_126[0][1][0],&g_126[0][1][3]},{&g_126[0][2][6],&g_126[0][7][1],&g_126[0][0][6]},{&g_126[0][2][6],&g_126[0][2][6],&g_126[0][2][6]},{(void*)0,&g_126[0][2][6],&g_126[0][3][7]},{&g_126[0][2][6],&g_126[0][7][1],&g_126[0][2][6]},{&g_126[0][4][1],&g_126[0][1][0],&g_126[0][2][6]},{&g_126[0][0][6],&g_126[0][2][6],&g_126[0][2][6]},{(void*)0,&g_126[0][3][7],&g_126[0][3][7]},{&g_126[0][2][6],&g_126[0][0][4],&g_126[0][2][6]}},{{&g_126[0][2][6],&g_126[0][2][6],&g_126[0][0][6]},{(void*)0,(void*)0,&g_126[0][1][3]},{&g_126[0][0][6],&g_126[0][4][1],&g_126[0][2][6]},{&g_126[0][4][1],(void*)0,&g_126[0][2][6]},{&g_126[0][2][6],&g_126[0][2][6],&g_126[0][2][6]},{(void*)0,&g_126[0][0][4],&g_126[0][2][6]},{&g_126[0][2][6],&g_126[0][3][7],&g_126[0][2][6]},{&g_126[0][2][6],&g_126[0][2][6],&g_126[0][2][6]},{&g_126[0][0][4],&g_126[0][1][0],&g_126[0][1][3]}},{{&g_126[0][2][6],&g_126[0][7][1],&g_126[0][0][6]},{&g_126[0][2][6],&g_126[0][2][6],&g_126[0][2][6]},{(void*)0,&g_126[0][2][6],&g_126[0][3][7]},{&g_126[0][2][6],&g_126[0][7][1],&g_126[0][2][6]},{&g_126[0][4][1],&g_126[0][1][0],&g_126[0][2][6]},{&g_126[0][0][6],&g_126[0][2][6],&g_126[0][2][6]},{(void*)0,&g_126[0][3][7],&g_126[0][3][7]},{&g_126[0][2][6],&g_126[0][0][4],&g_126[0][2][6]},{&g_126[0][2][6],&g_126[0][2][6],&g_126[0][0][6]}},{{(void*)0,(void*)0,&g_126[0][1][3]},{&g_126[0][0][6],&g_126[0][4][1],&g_126[0][2][6]},{&g_126[0][4][1],(void*)0,&g_126[0][2][6]},{&g_126[0][2][6],&g_126[0][2][6],&g_126[0][2][6]},{(void*)0,&g_126[0][0][4],&g_126[0][2][6]},{&g_126[0][2][6],&g_126[0][3][7],&g_126[0][2][6]},{&g_126[0][2][6],&g_126[0][2][6],&g_126[0][2][6]},{&g_126[0][0][4],&g_126[0][1][0],&g_126[0][1][3]},{&g_126[0][2][6],&g_126[0][7][1],&g_126[0][0][6]}},{{&g_126[0][2][6],&g_126[0][2][6],&g_126[0][2][6]},{(void*)0,&g_126[0][2][6],&g_126[0][3][7]},{&g_126[0][2][6],&g_126[0][7][1],&g_126[0][2][6]},{&g_126[0][4][1],&g_126[0][1][0],&g_126[0][2][6]},{&g_126[0][0][6],&g_126[0][2][6],&g_126[0][2][6]},{(void*)0,&g_126[0][3][7],&g_126[0][3][7]},{&g_126[0][2][6],&g_126[0][0][4],&g_126[0][2][6]},{&g_126[0][2][6],&g_126[0][2][6],&g_126[0][0][6]},{(void*)0,(void*)0,&g_126[0][1][3]}},{{&g_126[0][0][6],&g_126[0][4][1],&g_126[0][2][6]},{&g_126[0][4][1],(void*)0,&g_126[0][2][6]},{&g_126[0][2][6],&g_126[0][2][6],&g_126[0][2][6]},{(void*)0,&g_126[0][0][4],&g_126[0][2][6]},{&g_126[0][2][6],&g_126[0][3][7],&g_126[0][2][6]},{&g_126[0][2][6],&g_126[0][2][6],&g_126[0][2][6]},{&g_126[0][0][4],&g_126[0][1][0],&g_126[0][1][3]},{&g_126[0][2][6],&g_126[0][7][1],&g_126[0][0][6]},{&g_126[0][2][6],&g_126[0][2][6],&g_126[0][2][6]}}};
int64_t***l_2411= &g_128[1][9][5];
uint8_t*l_2483= &g_168[2][0][4];
int32_t**const*const l_2505=(void*)0;
uint16_t*l_2519= &g_92;
int i,j,k;
for(g_2274=3;(g_2274>=0);g_2274-=1)
{
int8_t l_2365[10]={0L,0xD0L,0xD0L,0L,0xD0L,0xD0L,0L,0xD0L,0xD0L,0L};
uint8_t****const l_2454= &g_1990[1];
int16_t l_2467=0xBD7AL;
int i;
}
if(((p_7<=(safe_lshift_func_int16_t_s_s((safe_mod_func_uint32_t_u_u(p_11,(safe_mul_func_uint8_t_u_u(((l_2386|=0UL)^((void*)0== &l_2392)),(safe_mul_func_uint16_t_u_u(0xE752L,(l_2400|((*l_2483)=((safe_add_func_uint16_t_u_u((l_2425=(p_8|((***g_596)|=(safe_rshift_func_int16_t_s_s((safe_mul_func_int16_t_s_s(p_7,l_2366[0][0])),(***g_866)))))),l_2201))<p_7))))))))),2)))||0x3CL))
{
int64_t****l_2485= &g_127[1][0][0];
int32_t l_2499=0xCC1F07B9L;
l_2485=l_2484;
(*g_81)&=((safe_lshift_func_int16_t_s_u((((safe_mod_func_int32_t_s_s((safe_mul_func_uint16_t_u_u((safe_sub_func_uint16_t_u_u((((***g_1604)=(*g_1606))!=l_2494),p_9)),p_7)),l_2366[3][3])),(p_11!=(safe_lshift_func_int8_t_s_u(0x85L,0))))>((((safe_mod_func_int16_t_s_s((l_2425=((p_10,(18446744073709551615UL&&l_2499))&4UL)),l_2440)),4294967295UL)==0xD1D736AFL)<l_2500)),l_2386))==p_7);
if(g_92)
goto lbl_2501;
}
else
{
int64_t*l_2502= &g_16;
int32_t l_2508=0x3C2F0F64L;
int32_t l_2518[10];
uint64_t**const l_2526= &g_593;
int i;
for(i=0;i<10;i++)
l_2518[i]=1L;
l_2508^=((((void*)0!=l_2502)<=p_11)<((safe_mod_func_uint64_t_u_u(p_7,(((void*)0!=l_2505)||(((l_2386|=(safe_mod_func_uint64_t_u_u(((*g_1705)!=(g_126[0][3][2]= &g_127[1][0][0])),(**g_2442))))&l_2271)^0xFD4113B7L)))),4294967295UL));
for(g_303=(-27);(g_303!=(-19));g_303=safe_add_func_int16_t_s_s(g_303,8))
{
int32_t l_2539=(-1L);
int32_t*l_2541= &l_2386;
(***g_1952)=((safe_add_func_int32_t_s_s((safe_add_func_int16_t_s_s(0L,(l_2508==((l_2518[8]=(((***g_2441)++)==((l_2201==(~l_2425))>(4UL!=p_7))))<=(p_11=(l_2519!=((safe_add_func_uint64_t_u_u(0x741EED294866EB6ELL,(((((safe_sub_func_uint64_t_u_u((safe_sub_func_uint64_t_u_u(((((*g_129)=((*g_766)!=0x4AA813A1L)),l_2526)!=l_2527),0xF0EC56878A801EF4LL)),0x6C75E86B153D8A28LL))&&p_10)>=l_2508),6L)>=p_8))),(void*)0))))))),p_7))&l_2221);
if((**g_697))
{
uint32_t l_2538=0xA15EEDD2L;
l_2425^=0x65C4EDAEL;
(*g_81)=((+(safe_div_func_uint8_t_u_u((((((((p_8==(((((***g_1715),func_52(l_2518[1],(**g_592),(((*g_129)^=p_11)>=18446744073709551607UL))),1L),((safe_sub_func_int8_t_s_s(((safe_sub_func_uint8_t_u_u((((l_2537=l_2537)==l_2452),p_8),p_9)),(*g_2362)),2UL))>l_2538))|0xC739653B0071A631LL))&&p_10)==0UL),0xACE0L),l_2539)!=0x5BBEE201L)>p_7),1UL))),0x84436AAFL);
return g_2540[4][1][3];
}
else
{
(**g_336)=1L;
if(p_8)
continue;
l_2541= &l_2425;
}
(*l_2541)=(65533UL^(**g_867));
}
}
}
if(((*g_81)=8L))
{
int64_t l_2542=0L;
int32_t*l_2543= &l_2425;
int32_t*l_2544= &g_476.f0;
int32_t*l_2545= &g_739.f0;
int32_t*l_2546= &g_60.f0;
int32_t*l_2547[8][9]={{&g_2540[4][1][3].f0,&g_1757[5].f0,&l_2425,&g_739.f0,(void*)0,(void*)0,&l_2440,&g_60.f0,&g_739.f0},{&l_2440,&l_2440,(void*)0,&g_1757[5].f0,(void*)0,&g_2438[7].f0,&g_739.f0,&g_2438[7].f0,(void*)0},{(void*)0,&l_2440,&l_2440,(void*)0,&g_1757[5].f0,(void*)0,&g_2438[7].f0,&g_739.f0,&g_2438[7].f0},{&g_739.f0,&g_2540[4][1][3].f0,(void*)0,(void*)0,&g_2540[4][1][3].f0,&g_739.f0,&g_60.f0,&l_2440,&l_2425},{&g_60.f0,(void*)0,&g_739.f0,&g_1757[5].f0,&g_1757[5].f0,&g_739.f0,(void*)0,&g_60.f0,&g_2540[4][1][3].f0},{&l_2425,(void*)0,&g_60.f0,&g_60.f0,(void*)0,(void*)0,&g_60.f0,&g_60.f0,(void*)0},{&g_1757[5].f0,&g_60.f0,&l_2425,&g_2540[4][1][3].f0,&l_2440,&g_2438[7].f0,&g_2438[7].f0,&l_2440,&g_2540[4][1][3].f0},{&g_1757[5].f0,&g_739.f0,&g_1757[5].f0,&g_2438[7].f0,&g_60.f0,&l_2425,&g_739.f0,&g_739.f0,&l_2425}};
int16_t l_2550=0xC479L;
int i,j;
--l_2554[0];
l_2559=l_2557;
}
else
{
int32_t***const*const l_2571= &g_1952;
int32_t*****l_2573= &l_2572;
int32_t*l_2583[8][9]={{&g_1757[5].f0,&g_3,&g_1757[5].f0,&g_1757[5].f0,&g_3,&g_1757[5].f0,&g_1757[5].f0,&g_3,&g_1757[5].f0},{&l_2551[3],(void*)0,&l_2551[3],&l_2551[3],(void*)0,&l_2551[3],&l_2551[3],(void*)0,&l_2551[3]},{&g_1757[5].f0,&g_3,&g_1757[5].f0,&g_1757[5].f0,&g_3,&g_1757[5].f0,&g_1757[5].f0,&g_3,&g_1757[5].f0},{&l_2551[3],(void*)0,&l_2551[3],&l_2551[3],(void*)0,&l_2551[3],&l_2551[3],(void*)0,&l_2551[3]},{&g_1757[5].f0,&g_3,&g_1757[5].f0,&g_1757[5].f0,&g_3,&g_1757[5].f0,&g_1757[5].f0,&g_3,&g_1757[5].f0},{&l_2551[3],(void*)0,&l_2551[3],&l_2551[3],(void*)0,&l_2551[3],&l_2551[3],(void*)0,&l_2551[3]},{&g_1757[5].f0,&g_3,&g_1757[5].f0,&g_1757[5].f0,&g_3,&g_1757[5].f0,&g_1757[5].f0,&g_3,&g_1757[5].f0},{&l_2551[3],(void*)0,&l_2551[3],&l_2551[3],(void*)0,&l_2551[3],&l_2551[3],(void*)0,&l_2551[3]}};
int32_t l_2584=0xE1A8D098L;
int16_t l_2629=0L;
int16_t**l_2642= &g_868;
uint32_t***l_2684[9][7]={{&g_597,&g_597,&g_597,&g_597,&g_597,(void*)0,&g_597},{&g_597,&g_597,(void*)0,(void*)0,(void*)0,(void*)0,&g_597},{&g_597,&g_597,&g_597,&g_597,&g_597,(void*)0,&g_597},{&g_597,&g_597,&g_597,&g_597,&g_597,(void*)0,&g_597},{&g_597,&g_597,&g_597,&g_597,(void*)0,&g_597,&g_597},{&g_597,&g_597,&g_597,(void*)0,&g_597,(void*)0,&g_597},{&g_597,&g_597,&g_597,&g_597,&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597,&g_597,&g_597,&g_597,&g_597},{&g_597,&g_597,&g_597,&g_597,(void*)0,(void*)0,&g_597}};
uint32_t l_2686=0x0F32B3B6L;
int i,j;
(***g_1952)=((!(65535UL<((safe_mul_func_int16_t_s_s(((safe_sub_func_uint16_t_u_u((((((!(safe_rshift_func_uint8_t_u_s((((safe_sub_func_int16_t_s_s(0L,p_7)),((l_2571==((*l_2573)=l_2572))<(safe_div_func_int8_t_s_s((safe_lshift_func_int16_t_s_s(0xF1C8L,0)),(safe_div_func_int32_t_s_s(l_2500,(((l_2386=(***g_321)),((*l_2537),p_10))||0xC48FDF45L)))))))==p_10),l_2440)))>=p_9)||0xE3L)<=p_9)<4294967286UL),(****l_2571)))>p_8),p_9))^p_8)))>0xD9CCL);
for(g_2194=(-10);(g_2194<=9);g_2194++)
{
return g_2582;
}
--l_2588;
if((p_8||(p_8>=(++(***g_596)))))
{
uint32_t l_2624=0x6DFBF31CL;
int32_t l_2625=2L;
int64_t l_2628=0x9EAEB8EA9A539BB4LL;
int32_t*l_2630= &g_1204.f0;
(***g_1952)^=0x966AE9F1L;
for(g_670=29;(g_670>=(-7));g_670=safe_sub_func_uint64_t_u_u(g_670,1))
{
uint64_t l_2627=0x266A0F2229DAC8E3LL;
for(l_2588=11;(l_2588<=23);++l_2588)
{
int64_t l_2611=(-10L);
l_2629=((**g_1750)=((safe_div_func_uint8_t_u_u(((safe_lshift_func_uint16_t_u_u(((safe_add_func_uint8_t_u_u(((p_7&0xA773L)&((safe_rshift_func_uint16_t_u_s((safe_mod_func_int32_t_s_s((safe_sub_func_uint32_t_u_u(((safe_lshift_func_uint16_t_u_s(l_2611,(safe_rshift_func_int16_t_s_s((((((((safe_mod_func_uint8_t_u_u((++p_11),(l_2625=(safe_rshift_func_int8_t_s_s((1L!=(0xDAD4L|(0xAB720FC4D5F2B8EALL<((safe_mul_func_uint16_t_u_u(((safe_sub_func_int64_t_s_s((l_2611||l_2585),(p_9<l_2624)))^p_8),p_9))&(*g_593))))),6)))))^0xA901L),0x28D326F8L),(void*)0)==(void*)0),g_2626),(****l_2572)),14)))),l_2627),p_7)),0x3E05FC24L)),12)),0UL)),l_2628))||l_2627),l_2611)),p_9),l_2500))>l_2585));
}
(*g_697)=l_2630;
}
for(l_2624=0;(l_2624<=8);l_2624+=1)
{
int32_t*l_2631[2][2][6]={{{&g_739.f0,&g_575[1][0].f0,&g_739.f0,&g_739.f0,&g_575[1][0].f0,&g_739.f0},{&g_739.f0,&g_575[1][0].f0,&g_739.f0,&g_739.f0,&g_575[1][0].f0,&g_739.f0}},{{&g_739.f0,&g_575[1][0].f0,&g_739.f0,&g_739.f0,&g_575[1][0].f0,&g_739.f0},{&g_739.f0,&g_575[1][0].f0,&g_739.f0,&g_739.f0,&g_575[1][0].f0,&g_739.f0}}};
int i,j,k;
(****l_2573)=l_2631[1][1][0];
}
}
else
{
uint32_t*l_2643= &g_2057;
int16_t**l_2648= &g_868;
int32_t l_2649[5]={(-1L),(-1L),(-1L),(-1L),(-1L)};
int8_t*const***l_2652=(void*)0;
int32_t****l_2662[3][10]={{&g_1952,&g_1952,&g_1952,&g_1952,&g_1952,&g_1952,&g_1952,&g_1952,&g_1952,&g_1952},{&g_1952,&g_1952,&g_1952,&g_1952,&g_1952,&g_1952,&g_1952,&g_1952,&g_1952,&g_1952},{&g_1952,&g_1952,(void*)0,&g_1952,&g_1952,(void*)0,&g_1952,&g_1952,(void*)0,&g_1952}};
uint8_t*****l_2677= &g_1989[0][0];
int i,j;
if(((safe_rshift_func_uint8_t_u_u((((safe_lshift_func_uint8_t_u_s(((+(((safe_mul_func_int16_t_s_s(p_11,p_10))<=(~(l_2425=((**g_1991)--))))&(p_9,4294967290UL)))>(((****l_2572),((l_2642==((*g_866)=((++(*l_2643)),((((****l_2572),(((safe_rshift_func_uint16_t_u_u(p_8,(*g_1376))),0UL)|3L))&&p_10),l_2648))))>=(****l_2571)))^0xDA620451L)),2))&&(****l_2572))|l_2649[3]),7))<=p_8))
{
(*g_81)|=(-1L);
for(l_2629=(-2);(l_2629==(-14));--l_2629)
{
int8_t**l_2656= &l_2359;
(***g_1952)=(((*g_593)==(l_2652==(void*)0))>=l_2552[1]);
(*g_766)=((*g_81)=(((+(safe_rshift_func_uint16_t_u_u(((((*****l_2573),l_2656)==l_2656),(+(safe_lshift_func_uint8_t_u_u(p_8,5)))),9))),(p_11++)),(((0x4E68L||65535UL)^(l_2500==(&g_1952!=(l_2662[0][9]= &g_1952)))),(**g_336))));
}
}
else
{
for(g_432=0;g_432<1;g_432+=1)
{
for(g_610=0;g_610<9;g_610+=1)
{
for(g_88.f4=0;g_88.f4<8;g_88.f4+=1)
{
g_126[g_432][g_610][g_88.f4]= &g_127[1][0][0];
}
}
}
(*g_81)=(p_10|(((****l_2572)|0x76L)>=((****l_2572)<(p_7,0L))));
}
l_2552[1]^=(safe_add_func_int8_t_s_s(((****l_2572)=p_8),(safe_add_func_int32_t_s_s(((+0xB670L)^(l_2440=(((***l_2465)=(safe_lshift_func_uint16_t_u_s((safe_sub_func_int16_t_s_s(0L,(l_2685|=(l_2585=(((***g_321)==((safe_add_func_uint16_t_u_u((&g_1989[0][6]!=(l_2677=l_2676[2])),((safe_div_func_uint8_t_u_u(0x6AL,((safe_div_func_uint32_t_u_u((((p_9=(safe_sub_func_uint32_t_u_u((l_2684[4][5]!= &g_1899[0]),p_11)))&&0xBFC2BA30555440FELL)>0x20L),0x88992270L))&&18446744073709551615UL)))==0x2C970FC52A63DFC9LL)))&&0x31B656E1FADDD67FLL))&&0xF5E395B8L))))),p_11))),0xA716FECEL))),l_2686))));
}
}
}
if(((*l_2700)&=(((((p_11>(((**g_597)=((safe_lshift_func_int8_t_s_s(((****l_2560),l_2551[4]),0)),(((l_2685&&(((*l_2572)=(*l_2572))==l_2691))==(((safe_rshift_func_int16_t_s_u((safe_lshift_func_uint8_t_u_s((safe_sub_func_int32_t_s_s(1L,(-1L))),p_10)),l_2698))|4294967292UL)==255UL))|p_8)))>=0xD5B8B61FL))<p_9)!=(****g_1714))||0x223CL)==(-1L))))
{
uint8_t l_2711=0x34L;
uint32_t l_2740=18446744073709551609UL;
const int32_t*l_2742=(void*)0;
int32_t l_2746=0x1EFEC79CL;
uint16_t*l_2769= &g_92;
uint32_t l_2793=0xFA7F3251L;
struct S0***l_2810=(void*)0;
int32_t l_2863=0xD95DFF77L;
int32_t l_2865=0x9C8DAABBL;
int32_t l_2867=(-10L);
int32_t l_2868=0xC0D1AA6BL;
int32_t l_2869=0x275A8B49L;
int32_t l_2870=7L;
int32_t l_2871=1L;
uint32_t l_2872=4294967295UL;
int64_t l_2887=(-10L);
uint16_t*const*l_3048[6]={&l_2770,&l_2770,&l_2770,&l_2770,&l_2770,&l_2770};
uint16_t*const**l_3047= &l_3048[0];
uint8_t*****l_3077[2];
int32_t*l_3159= &g_431[0];
uint32_t l_3186=0x5C4C40F5L;
uint16_t*const****l_3216= &g_2728;
int16_t**const***l_3278= &g_3096;
int16_t*l_3310= &g_2018;
int i;
for(i=0;i<2;i++)
l_3077[i]= &g_1989[0][7];
}
else
{
int32_t l_3322=0xEC184256L;
int32_t l_3334=0x720E5146L;
int32_t l_3353=0L;
int32_t l_3361=0x2C943A96L;
int32_t l_3411=1L;
int32_t l_3415=(-1L);
int32_t l_3416[2];
uint64_t l_3417=9UL;
int i;
for(i=0;i<2;i++)
l_3416[i]=0xD5DC086BL;
if((l_3334^=((((safe_sub_func_uint16_t_u_u(p_11,((((safe_sub_func_uint32_t_u_u(0x3268E538L,(l_3322||((safe_lshift_func_int16_t_s_s((-1L),10))<(&l_2271!=(*g_1477))))))||(~(safe_div_func_int16_t_s_s((safe_mul_func_uint8_t_u_u(((0UL^(safe_unary_minus_func_uint8_t_u(((((~(((***g_2441)--)>18446744073709551607UL))&&(((l_3322==4294967295UL)>=l_3322)>p_7)),(**g_867))<=p_10))))!=p_8),(*g_2362))),p_7))))||(**g_867))>g_2908[1])))||(**g_1991))<(-1L))>8UL)))
{
return(*l_2537);
}
else
{
uint64_t l_3337=0x32BFC49ABC174125LL;
int32_t l_3352[3][3]={{0L,0L,0L},{0xB9A3C320L,0xF76E289AL,0xB9A3C320L},{0L,0L,0L}};
uint64_t****l_3448=(void*)0;
uint16_t***const**const l_3449=(void*)0;
uint32_t l_3454[1][4]={{18446744073709551611UL,18446744073709551611UL,18446744073709551611UL,18446744073709551611UL}};
uint64_t l_3505=0xEF4FC547D7AC51D7LL;
struct S0*l_3509=(void*)0;
int i,j;
for(g_3260.f0=0;(g_3260.f0>(-21));g_3260.f0=safe_sub_func_uint8_t_u_u(g_3260.f0,3))
{
int32_t*l_3338= &g_431[0];
int64_t**l_3339= &g_129;
(*l_2700)=(((*l_3339)=(((*l_3338)=l_3337),(void*)0))!= &p_9);
}
for(g_1966.f0=2;(g_1966.f0>=0);g_1966.f0-=1)
{
int64_t l_3358=0xAB203FEB313F2B00LL;
uint16_t l_3363=0x4B6CL;
uint32_t l_3386=4294967292UL;
int64_t**l_3388[6][10][2]={{{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129}},{{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129}},{{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129}},{{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129}},{{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129}},{{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129},{(void*)0,(void*)0},{(void*)0,(void*)0},{&g_129,&g_129},{&g_129,&g_129},{&g_129,&g_129}}};
int32_t l_3399=(-1L);
int32_t l_3410=0x2ACC2615L;
int32_t l_3412=0x653DD91DL;
int32_t l_3413=0L;
int32_t l_3414=6L;
int32_t l_3469[5];
uint32_t****l_3484[7][5]={{&g_596,&g_596,&g_596,&g_596,&g_596},{(void*)0,(void*)0,&g_596,&g_596,(void*)0},{&g_596,&g_596,&g_596,&g_596,&g_596},{(void*)0,&g_596,&g_596,(void*)0,(void*)0},{&g_596,&g_596,&g_596,&g_596,&g_596},{(void*)0,(void*)0,&g_596,&g_596,(void*)0},{&g_596,&g_596,&g_596,&g_596,&g_596}};
int i,j,k;
for(i=0;i<5;i++)
l_3469[i]=0xE54433AAL;
for(g_51=4;(g_51>=0);g_51-=1)
{
int64_t**l_3343= &g_129;
int64_t***l_3344= &g_128[1][9][5];
int64_t**l_3345= &g_129;
int32_t l_3359=0xCFC594E4L;
int64_t l_3360=0x7305F8E6BA3216EELL;
int32_t l_3362=(-1L);
int32_t*l_3366[4]={&g_2540[4][1][3].f0,&g_2540[4][1][3].f0,&g_2540[4][1][3].f0,&g_2540[4][1][3].f0};
uint16_t**l_3384[3];
int i;
for(i=0;i<3;i++)
l_3384[i]= &l_2770;
(*l_2700)=(((+(g_2908[g_1966.f0]==(((*l_3344)=l_3343)==l_3345))),(safe_lshift_func_uint16_t_u_u(((*g_2362)==(0x048830F6L&&0x9E8945B3L)),((*l_2770)|=(safe_div_func_uint32_t_u_u(6UL,l_3337))))))==(safe_mul_func_uint8_t_u_u(((p_10|(-2L)),0x38L),p_8)));
for(g_57=2;(g_57>=0);g_57-=1)
{
int32_t*l_3354= &g_3260.f0;
int32_t*l_3355= &l_2551[1];
int32_t*l_3356=(void*)0;
int32_t*l_3357[9][10]={{&l_2551[3],&g_2204.f0,&g_2204.f0,&l_2551[3],&g_2438[7].f0,&g_60.f0,&g_1757[5].f0,&g_57,&g_2204.f0,&g_57},{&g_2204.f0,(void*)0,&g_59,&g_57,&g_59,(void*)0,&g_2204.f0,&g_1757[5].f0,&g_2204.f0,&g_1206[3].f0},{&g_1757[5].f0,&g_60.f0,&g_2438[7].f0,&l_2551[3],&g_2204.f0,&g_2204.f0,&l_2551[3],&g_2438[7].f0,&g_60.f0,&g_1757[5].f0},{&g_3049[1].f0,&g_60.f0,&g_2204.f0,&g_2582.f0,&g_57,&g_1206[3].f0,&g_2204.f0,&g_1206[3].f0,&g_57,&g_2582.f0},{&g_2582.f0,(void*)0,&g_2582.f0,&g_60.f0,&g_57,&g_476.f0,&g_1757[5].f0,&g_59,&g_59,&g_1757[5].f0},{&g_57,&g_2204.f0,&g_476.f0,&g_476.f0,&g_2204.f0,&g_57,&g_3049[1].f0,&g_59,&l_2551[3],&g_1206[3].f0},{(void*)0,&g_1206[3].f0,&g_2582.f0,&g_2438[7].f0,&g_59,&g_2438[7].f0,&g_2582.f0,&g_1206[3].f0,(void*)0,&g_57},{(void*)0,&g_476.f0,&g_2204.f0,&g_3049[1].f0,&g_2438[7].f0,&g_57,&g_57,&g_2438[7].f0,&g_3049[1].f0,&g_2204.f0},{&g_57,&g_57,&g_2438[7].f0,&g_3049[1].f0,&g_2204.f0,&g_476.f0,(void*)0,&g_1757[5].f0,(void*)0,&g_476.f0}};
int i,j;
(**g_2421)=(void*)0;
l_3352[2][2]^=l_3337;
--l_3363;
}
for(g_16=2;(g_16>=0);g_16-=1)
{
int16_t l_3372=0x360AL;
uint16_t**l_3385=(void*)0;
int64_t**l_3387= &g_129;
int i;
l_3366[3]= &l_3334;
l_3361=((safe_sub_func_int16_t_s_s(((l_3387=((safe_rshift_func_uint16_t_u_u((safe_unary_minus_func_int64_t_s((p_9||l_3372))),(safe_rshift_func_int8_t_s_u(((***l_2465)=(((((**g_1991)||(safe_sub_func_int8_t_s_s((0x874BL>=p_10),((~((safe_mod_func_int16_t_s_s((safe_add_func_int16_t_s_s((safe_rshift_func_int8_t_s_s((*g_2362),6)),(l_3384[0]==((g_2908[g_1966.f0]&=(((**g_1991)||((p_9||0x45053D85L)&0x22L))>p_8)),l_3385)))),l_3386)),p_7))==0xB98F9999AA728FFCLL)))),l_3372)&&(***g_2360))&&(-4L))),p_7)))),(void*)0))==l_3388[5][9][0]),65535UL))^(*g_1717));
}
for(l_3334=0;(l_3334<=22);l_3334=safe_add_func_int32_t_s_s(l_3334,7))
{
int32_t*l_3391[9]={&l_2548,&l_2548,&l_2548,&l_2548,&l_2548,&l_2548,&l_2548,&l_2548,&l_2548};
int i;
(**g_1952)=l_3391[2];
}
}
if(l_3352[1][0])
break;
for(l_3353=0;(l_3353==27);++l_3353)
{
int32_t*l_3394= &g_60.f0;
int32_t*l_3395=(void*)0;
int32_t*l_3396= &g_59;
int32_t*l_3397=(void*)0;
int32_t*l_3398= &g_739.f0;
int32_t*l_3400= &g_383.f0;
int32_t*l_3401=(void*)0;
int32_t*l_3402= &l_2551[1];
int32_t*l_3403= &g_2540[4][1][3].f0;
int32_t*l_3404= &g_3054.f0;
int32_t*l_3405= &l_3334;
int32_t*l_3406= &g_476.f0;
int32_t*l_3407=(void*)0;
int32_t*l_3408= &l_2548;
int32_t*l_3409[3];
int16_t*l_3429= &l_3303;
uint64_t***l_3447= &l_2527;
uint64_t****l_3446= &l_3447;
uint64_t*****l_3445= &l_3446;
int i;
for(i=0;i<3;i++)
l_3409[i]= &g_3054.f0;
l_3417++;
if((((safe_rshift_func_uint8_t_u_u((g_3422,(safe_mod_func_uint16_t_u_u((0x4304DD5FBFE9191CLL>=0xB2D4ED6961D89FF1LL),(safe_lshift_func_int16_t_s_u((safe_add_func_int16_t_s_s(((*l_3429)=((**g_867)=p_10)),(((((safe_add_func_uint64_t_u_u((safe_lshift_func_int8_t_s_u(l_3352[0][1],0)),l_3434[4])),(((((*l_3400)^=(safe_lshift_func_int16_t_s_s(l_3412,(safe_mod_func_uint64_t_u_u((safe_mul_func_int16_t_s_s((safe_sub_func_int32_t_s_s((safe_mod_func_int16_t_s_s((((((*l_3445)=(void*)0)==l_3448),p_8),p_10),p_7)),0xED542584L)),7L)),(**g_2442))))))>=4294967293UL)&(**g_597))^p_9))&&l_3353),g_2363),p_8))),p_11))))),4)),l_3449)!= &g_2728))
{
int8_t l_3461=0xD1L;
(*l_3400)=(safe_rshift_func_uint8_t_u_u(((((safe_mod_func_uint32_t_u_u(((++l_3454[0][3]),0xDA6F4BB1L),((safe_sub_func_uint16_t_u_u(65528UL,65527UL))&&(0x50D3L&&(safe_div_func_int32_t_s_s(l_3461,(safe_unary_minus_func_int32_t_s((&l_2698!=(*g_1716))))))))))<=l_3417)&&(safe_div_func_int16_t_s_s(((**g_867)=(l_3334=l_3454[0][0])),65534UL))),0x0EL),2));
if(p_11)
continue;
(*l_3408)&=0x2390445CL;
}
else
{
int64_t l_3465=4L;
int32_t l_3466=(-1L);
int32_t l_3467=0x15D7561AL;
int32_t l_3468[4]={0L,0L,0L,0L};
uint64_t l_3470=18446744073709551615UL;
int32_t l_3473[1][5][7]={{{1L,8L,1L,0xF442D942L,9L,(-1L),(-1L)},{1L,0x8185D714L,0x01677691L,(-1L),(-1L),8L,(-1L)},{(-1L),0L,1L,1L,0L,(-1L),(-1L)},{0L,0x01677691L,(-1L),1L,0xFE9376A7L,(-1L),9L},{0xBB1A5889L,(-1L),0xA90ADCBEL,(-1L),0x01677691L,(-1L),0xFE9376A7L}}};
int i,j,k;
l_3470++;
l_3474--;
(*l_3404)=(safe_rshift_func_int16_t_s_u(p_11,10));
}
(*l_3402)=(((((safe_mul_func_int8_t_s_s((l_3334=(safe_div_func_uint64_t_u_u((((p_8<((p_9^((*g_58),(((-5L)!=(((l_3483|(p_7||(l_3410,(&l_2736!= &l_2736)))),l_3484[4][4])==l_3484[4][2])),p_9)))>p_10))&p_8),l_3411),(*g_1717)))),l_3361)),p_10),p_9)!=(*l_3408))<p_8);
for(g_2057=23;(g_2057!=5);g_2057=safe_sub_func_int16_t_s_s(g_2057,6))
{
uint64_t***l_3497= &g_3496;
l_3352[2][2]^=(((++(***g_596))^(safe_mod_func_int16_t_s_s(7L,p_7)))>=(g_3491[1]==(g_3506=((p_8=((p_11>=(safe_sub_func_int8_t_s_s((((((g_3495= &l_2527)!=(g_3498[1][5]=l_3497))<=(safe_rshift_func_int16_t_s_s((*l_3394),(((safe_sub_func_int8_t_s_s((safe_mod_func_uint8_t_u_u((((**g_2442)<(*g_593))==l_3454[0][3]),p_10)),l_3413)),0x9689L)^p_9))))<l_3505)&&p_8),0xFBL)))||p_8)),g_3506))));
return g_3508[0][1];
}
}
(***l_2572)=(void*)0;
}
(****g_3506)= &l_3334;
(***l_2560)=l_3509;
}
}
return(*l_2537);
}
static int64_t func_17(int64_t*p_18,const int64_t*p_19,int32_t p_20)
{
int64_t*l_47= &g_16;
int64_t**l_46= &l_47;
int64_t*const l_50= &g_51;
int64_t*const*l_49[5][9][5]={{{&l_50,&l_50,(void*)0,(void*)0,&l_50},{&l_50,&l_50,(void*)0,&l_50,&l_50},{&l_50,&l_50,&l_50,(void*)0,&l_50},{&l_50,&l_50,&l_50,&l_50,&l_50},{&l_50,&l_50,&l_50,&l_50,&l_50},{&l_50,&l_50,&l_50,&l_50,(void*)0},{&l_50,&l_50,&l_50,&l_50,&l_50},{&l_50,&l_50,(void*)0,(void*)0,&l_50},{&l_50,&l_50,(void*)0,&l_50,&l_50}},{{&l_50,&l_50,&l_50,(void*)0,&l_50},{&l_50,&l_50,&l_50,&l_50,&l_50},{&l_50,&l_50,&l_50,&l_50,&l_50},{&l_50,&l_50,&l_50,&l_50,(void*)0},{&l_50,&l_50,&l_50,&l_50,&l_50},{&l_50,&l_50,(void*)0,(void*)0,&l_50},{&l_50,&l_50,(void*)0,&l_50,&l_50},{&l_50,&l_50,&l_50,(void*)0,&l_50},{&l_50,&l_50,&l_50,&l_50,&l_50}},{{&l_50,&l_50,&l_50,&l_50,&l_50},{&l_50,&l_50,&l_50,&l_50,(void*)0},{&l_50,&l_50,&l_50,&l_50,&l_50},{&l_50,&l_50,(void*)0,(void*)0,&l_50},{&l_50,&l_50,(void*)0,&l_50,&l_50},{&l_50,&l_50,&l_50,(void*)0,&l_50},{&l_50,&l_50,&l_50,&l_50,&l_50},{&l_50,&l_50,&l_50,&l_50,&l_50},{&l_50,&l_50,&l_50,&l_50,(void*)0}},{{&l_50,&l_50,&l_50,&l_50,&l_50},{&l_50,&l_50,(void*)0,(void*)0,&l_50},{&l_50,&l_50,(void*)0,&l_50,&l_50},{&l_50,&l_50,&l_50,(void*)0,&l_50},{&l_50,&l_50,&l_50,&l_50,&l_50},{&l_50,&l_50,&l_50,&l_50,&l_50},{&l_50,&l_50,&l_50,&l_50,(void*)0},{&l_50,&l_50,&l_50,&l_50,&l_50},{&l_50,&l_50,(void*)0,(void*)0,&l_50}},{{&l_50,&l_50,(void*)0,&l_50,&l_50},{&l_50,&l_50,&l_50,&l_50,&l_50},{(void*)0,&l_50,&l_50,&l_50,(void*)0},{&l_50,&l_50,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,&l_50,(void*)0,&l_50},{&l_50,&l_50,&l_50,&l_50,(void*)0},{&l_50,(void*)0,&l_50,&l_50,(void*)0},{(void*)0,&l_50,&l_50,&l_50,&l_50},{&l_50,(void*)0,&l_50,&l_50,&l_50}}};
int64_t*const**l_48= &l_49[0][6][4];
int32_t*l_1919= &g_431[0];
int64_t**l_1920= &g_129;
const int64_t**l_1921= &g_1717;
int32_t l_1922[5][1];
int64_t**l_2179= &l_47;
int32_t*l_2180= &l_1922[3][0];
int64_t**l_2181= &g_129;
int64_t***l_2182= &g_128[1][1][6];
uint32_t*l_2193= &g_2194;
uint16_t****l_2199= &g_1891;
int8_t l_2200[10][8][3]={{{0x99L,0x61L,0x95L},{0x57L,(-1L),0x8EL},{8L,0x99L,1L},{1L,0x36L,0x60L},{1L,0xB4L,0x57L},{8L,0xB9L,0x88L},{0x57L,0x64L,(-1L)},{0x99L,0L,2L}},{{(-1L),(-5L),0xFEL},{0L,(-1L),(-7L)},{0x9BL,0x57L,0x60L},{0x60L,0x61L,(-1L)},{0x61L,(-6L),(-6L)},{0xA7L,0x60L,1L},{0L,0L,0x74L},{(-2L),6L,0L}},{{8L,5L,(-1L)},{0xD9L,6L,1L},{0x60L,0L,(-2L)},{(-6L),0x60L,0x88L},{(-1L),(-6L),(-7L)},{4L,0x61L,0x74L},{(-5L),0x57L,0x95L},{0x61L,(-1L),(-9L)}},{{0x88L,(-5L),0x9BL},{1L,0L,(-5L)},{0x88L,0x64L,0xD9L},{0xA7L,0xB9L,(-1L)},{0x0DL,0xB4L,2L},{(-5L),0x36L,2L},{(-6L),0x99L,(-1L)},{(-6L),(-1L),0xD9L}},{{0x9BL,0x61L,(-5L)},{0xE1L,0xD9L,0x9BL},{0x57L,(-6L),(-9L)},{1L,0xE1L,0x95L},{(-2L),0x36L,0x74L},{0x88L,0xD8L,(-7L)},{0x88L,0x90L,0x88L},{0xD9L,0xB4L,(-2L)}},{{0xE1L,0xDDL,1L},{(-1L),0x60L,(-1L)},{(-1L),0L,0L},{(-1L),0x57L,0x74L},{0xE1L,0x0DL,1L},{0xD9L,(-1L),(-6L)},{0x88L,0xE1L,(-1L)},{0x88L,0xDDL,0x60L}},{{(-2L),0x64L,(-7L)},{1L,0xF1L,0xFEL},{0x57L,6L,2L},{0xB9L,1L,0xFEL},{0L,(-3L),0xD8L},{0L,0x91L,(-5L)},{1L,(-1L),5L},{(-3L),(-1L),2L}},{{(-9L),0x91L,0xB6L},{0x11L,(-3L),(-2L)},{0x88L,1L,7L},{1L,0x4CL,(-1L)},{0xD8L,0x21L,0x11L},{(-6L),0x0DL,1L},{(-3L),4L,0xFEL},{(-1L),0xB9L,6L}},{{0x26L,0x26L,(-1L)},{1L,(-9L),7L},{5L,(-5L),0L},{(-1L),0x91L,0x26L},{0x64L,5L,0L},{0x8AL,4L,7L},{(-1L),0xD9L,(-1L)},{0x11L,(-7L),6L}},{{(-6L),(-7L),0xFEL},{5L,0x8CL,1L},{0L,0xB9L,0x11L},{0x91L,0L,(-1L)},{0xA5L,(-1L),7L},{0L,(-6L),(-2L)},{(-5L),0x26L,0xB6L},{0x64L,0L,2L}}};
int i,j,k;
for(i=0;i<5;i++)
{
for(j=0;j<1;j++)
l_1922[i][j]=(-5L);
}
l_2179=func_32(func_35((func_40(l_46,(((*l_48)=(void*)0)!=(func_52(g_3,g_16,(*p_18)),(l_1920=(((*l_1919)=((~func_62(func_64(g_51,p_20)))|0x44E3C7E4L)),&p_18)))),(*l_46),l_1921,l_1922[3][0]),0x2F2C6205L),g_594,p_20,(*l_46)),l_1922[3][0]);
(*l_2180)&=(**g_697);
l_2200[0][1][1]|=(((((*l_2182)=l_2181)!= &p_18)<(safe_sub_func_int32_t_s_s((safe_div_func_int64_t_s_s(((**g_592)||((func_52(((safe_lshift_func_int16_t_s_s((((void*)0!= &g_1605)!=(safe_mul_func_int16_t_s_s((((*l_2193)=((***g_596)&=((*l_2180)<=(safe_lshift_func_uint8_t_u_u(0xE0L,0)))))||(((*g_868)=((((safe_rshift_func_int16_t_s_u(0x0D21L,1))<=(((g_2198[6]=(g_2197,&g_1989[0][0]))==(void*)0)!=0xAA5E5C78L))||0x7B65799CL)&&0x2BD2L)),p_20)),p_20))),1))&&255UL),(*l_2180),(*l_2180)),(void*)0)==l_2199)),(*l_2180))),p_20)))&&(**g_518));
return(*g_1717);
}
static const int64_t*func_22(uint32_t p_23,int32_t p_24,int32_t p_25,int32_t p_26,int64_t p_27)
{
return&g_16;
}
static int64_t**func_32(int64_t**const p_33,int64_t p_34)
{
int64_t**l_2178=(void*)0;
(*g_2177)&=(***g_1952);
return l_2178;
}
static int64_t**const func_35(uint32_t p_36,int8_t p_37,uint32_t p_38,int64_t*const p_39)
{
uint32_t l_1937=0xB1597D06L;
int32_t**l_1944[10][1]={{&g_81},{&g_81},{&g_81},{&g_81},{&g_81},{&g_81},{&g_81},{&g_81},{&g_81},{&g_81}};
int16_t****l_1945= &g_866;
int32_t***l_1956= &g_1953[0];
uint32_t l_1963[8][3]={{8UL,0x283291CDL,8UL},{0xD9C64CE3L,0xD9C64CE3L,0xD9C64CE3L},{8UL,0x283291CDL,8UL},{0xD9C64CE3L,0xD9C64CE3L,0xD9C64CE3L},{8UL,0x283291CDL,8UL},{0xD9C64CE3L,0xD9C64CE3L,0xD9C64CE3L},{8UL,0x283291CDL,8UL},{0xD9C64CE3L,0xD9C64CE3L,0xD9C64CE3L}};
int8_t*l_1971= &g_432;
uint8_t****l_2020[6]={&g_1990[0],&g_1990[0],&g_1990[0],&g_1990[0],&g_1990[0],&g_1990[0]};
uint32_t*l_2056= &g_2057;
uint8_t l_2067=255UL;
int32_t l_2081=0xDC99CDF9L;
uint64_t*const*const l_2086[8][10]={{&g_593,&g_593,(void*)0,&g_593,(void*)0,&g_593,(void*)0,&g_593,(void*)0,&g_593},{&g_593,&g_593,&g_593,&g_593,(void*)0,&g_593,&g_593,&g_593,&g_593,&g_593},{&g_593,&g_593,&g_593,&g_593,(void*)0,&g_593,&g_593,(void*)0,&g_593,&g_593},{&g_593,&g_593,(void*)0,(void*)0,(void*)0,(void*)0,&g_593,&g_593,&g_593,&g_593},{&g_593,&g_593,&g_593,&g_593,&g_593,&g_593,&g_593,&g_593,&g_593,(void*)0},{&g_593,&g_593,&g_593,&g_593,(void*)0,&g_593,&g_593,&g_593,&g_593,&g_593},{(void*)0,&g_593,(void*)0,&g_593,&g_593,&g_593,&g_593,&g_593,&g_593,&g_593},{&g_593,&g_593,(void*)0,&g_593,&g_593,&g_593,&g_593,&g_593,&g_593,&g_593}};
uint64_t*const*const*l_2085= &l_2086[5][5];
int64_t**l_2136[2];
int i,j;
for(i=0;i<2;i++)
l_2136[i]=(void*)0;
if((((((((safe_div_func_uint32_t_u_u(((***g_596)|=(safe_unary_minus_func_uint64_t_u((p_38&((safe_div_func_int16_t_s_s((p_37!=(((l_1937|1UL)>(((l_1937<=((safe_rshift_func_int8_t_s_u(p_38,3)),l_1937))<=(0xA0BAD46CB181B9E1LL<=(((l_1937|l_1937)|(*g_302))>(-1L))))||(-1L)))||0x6FL)),0x2328L))!=0x8EL))))),p_36))==l_1937),(void*)0)==l_1944[6][0]),l_1945)==l_1945),p_38))
{
uint64_t l_1946=0x3AF2C5F8BAB19E9ELL;
int32_t**const*l_1957= &l_1944[6][0];
int32_t l_1959=0x64AA7CACL;
int32_t l_1960=0x8F6DDF2BL;
int32_t l_1961=0x60959797L;
int32_t l_1962=8L;
int64_t**const l_1968= &g_129;
int32_t*l_1974= &g_431[0];
for(g_980=0;(g_980<=0);g_980+=1)
{
int16_t l_1947=0x74CAL;
int32_t****l_1954=(void*)0;
int32_t****l_1955[8][6][1]={{{&g_1952},{&g_1952},{&g_1952},{&g_1952},{&g_1952},{(void*)0}},{{&g_1952},{&g_1952},{&g_1952},{&g_1952},{(void*)0},{&g_1952}},{{&g_1952},{&g_1952},{&g_1952},{&g_1952},{&g_1952},{(void*)0}},{{&g_1952},{(void*)0},{&g_1952},{&g_1952},{&g_1952},{&g_1952}},{{&g_1952},{&g_1952},{(void*)0},{&g_1952},{&g_1952},{&g_1952}},{{&g_1952},{(void*)0},{&g_1952},{&g_1952},{&g_1952},{&g_1952}},{{&g_1952},{&g_1952},{(void*)0},{&g_1952},{(void*)0},{&g_1952}},{{&g_1952},{&g_1952},{&g_1952},{&g_1952},{&g_1952},{(void*)0}}};
uint8_t*l_1958[3];
int i,j,k;
for(i=0;i<3;i++)
l_1958[i]=(void*)0;
(*g_766)=(((((*p_39)|=(((***g_596)|=(&g_1898== &g_1898))<(l_1946|=1L)))<l_1947)!=(safe_lshift_func_uint8_t_u_u((safe_rshift_func_int8_t_s_u((((l_1956=(p_36,g_1952))==l_1957)&(++l_1963[2][0])),p_37)),(g_1966,p_37))))>=0x0D8441D3L);
for(g_59=0;(g_59>=0);g_59-=1)
{
uint32_t l_1967=0xF6583807L;
(*g_518)=(**l_1956);
for(g_476.f0=0;(g_476.f0<=0);g_476.f0+=1)
{
l_1967&=p_37;
return l_1968;
}
}
}
l_1959|=((((**g_597)--)<(((0xF887D856B5564DEALL&(p_38<=((func_52((**g_867),(*g_593),((void*)0!=l_1971)),((((safe_mul_func_uint8_t_u_u(p_37,(((*l_1974)&=((p_38>1L)!=0x76861F2FF1E929E3LL)),p_36)))^(***g_321)),&g_1952)== &l_1957))|p_36)))>(-1L))!=0xBEB1C58AL))<0x1218L);
}
else
{
uint8_t**l_1985=(void*)0;
uint8_t***l_1984[3][4]={{(void*)0,&l_1985,(void*)0,(void*)0},{&l_1985,&l_1985,&l_1985,&l_1985},{&l_1985,(void*)0,(void*)0,&l_1985}};
uint8_t****l_1983= &l_1984[2][0];
uint8_t*****l_1986= &l_1983;
uint8_t****l_1988= &l_1984[1][3];
uint8_t*****l_1987[7]={&l_1988,&l_1988,&l_1988,&l_1988,&l_1988,&l_1988,&l_1988};
int32_t l_2002[7]={0x40373D44L,0x40373D44L,0x40373D44L,0x40373D44L,0x40373D44L,0x40373D44L,0x40373D44L};
uint32_t*const*l_2015= &g_598[4];
int16_t*l_2016=(void*)0;
int16_t*l_2017= &g_2018;
int32_t l_2019[6]={(-6L),(-6L),(-6L),(-6L),(-6L),(-6L)};
int32_t l_2021=(-8L);
uint64_t**l_2060= &g_593;
uint64_t***l_2059= &l_2060;
uint64_t****const l_2058= &l_2059;
int i,j;
(**g_697)=((((safe_mod_func_int32_t_s_s((l_2021&=(safe_mod_func_int8_t_s_s((((safe_lshift_func_int8_t_s_s((safe_mul_func_int16_t_s_s(((g_1989[0][0]=((*l_1986)=l_1983))==((safe_mul_func_uint8_t_u_u(((safe_sub_func_uint64_t_u_u(((safe_mul_func_uint16_t_u_u((safe_mod_func_int16_t_s_s((((***g_1898)>(safe_add_func_int64_t_s_s(0x575A4AB46302947ALL,l_2002[6])))&(safe_rshift_func_int16_t_s_u((safe_sub_func_int32_t_s_s((safe_rshift_func_int16_t_s_s(0x0BE6L,8)),((safe_div_func_int16_t_s_s((safe_mul_func_uint8_t_u_u((((***g_866)=((*l_2017)|=(((((safe_mul_func_uint8_t_u_u((l_2015==(*g_1898)),p_38))==g_303),0xD793L)>=p_37)&&p_37)))&p_38),p_37)),0x83E2L))&p_38))),5))),p_38)),l_2019[5]))^p_36),(****g_1714)))||p_36),p_36)),l_2020[1])),l_2002[4])),1)),(**g_592))<l_2002[5]),p_36))),l_2002[6]))&&(-8L))<0x96E9484FL)^1L);
l_2002[5]^=((safe_mul_func_int8_t_s_s((safe_add_func_uint64_t_u_u(0xD6A789A538F8A71FLL,(((safe_mul_func_int8_t_s_s(p_36,(safe_lshift_func_int16_t_s_u(0xA96AL,((&g_592!=(void*)0)||p_36)))))^(+(safe_rshift_func_uint16_t_u_s(1UL,13))))<=p_37))),(p_36&&(**g_867)))),l_2019[5]);
(***g_1952)=((((safe_div_func_uint8_t_u_u((((0x03AB1FBAB14E496DLL<(((((((p_39!=(((safe_rshift_func_uint8_t_u_s((!((+(((safe_div_func_int32_t_s_s(l_2002[6],p_37))||0x55E9C8D9F3999C75LL)||((safe_sub_func_int16_t_s_s((+(safe_mod_func_uint8_t_u_u((safe_sub_func_int8_t_s_s(((safe_lshift_func_int8_t_s_u((safe_add_func_int32_t_s_s((safe_add_func_int64_t_s_s((**g_1716),(((((*l_2017)&=p_38)||((****l_1945)=p_38))<=(safe_mod_func_uint8_t_u_u(0UL,l_2019[5])))<=0UL))),0x6ADEB7C5L)),5))&&l_2019[2]),l_2019[4])),p_38))),l_2002[6]))!=l_2019[5])))&l_2021)),4))!=65535UL),(void*)0))>=(*p_39)),l_2056)==(void*)0),p_38)^p_36)!=(***g_596)))!=0x4B468D15A818A213LL)>=0x66L),(***l_1956)))<0xDEL),(void*)0)!=l_2058);
}
for(g_60.f0=(-25);(g_60.f0<(-10));++g_60.f0)
{
int16_t l_2080=0L;
int32_t l_2082[6];
uint16_t*l_2083[2];
int32_t l_2084=(-1L);
int32_t*l_2109= &g_431[0];
int16_t l_2119[5][5][3]={{{0x3ADAL,0x206CL,0L},{0x29EFL,0x51F4L,0L},{0L,0L,0xC79AL},{0x206CL,0L,0x1AB7L},{0L,0L,0xD441L}},{{0x29EFL,0x29EFL,0x588DL},{0x3ADAL,0x29EFL,0x51F4L},{0L,0L,0x29EFL},{0L,0L,0x8ED3L},{0xD441L,0L,0x29EFL}},{{0x486DL,0x51F4L,0x51F4L},{(-1L),0x206CL,0x588DL},{(-1L),0x588DL,0xD441L},{0x486DL,0x3ADAL,0x1AB7L},{0xD441L,0L,0xC79AL}},{{0L,0x3ADAL,0L},{0L,0x588DL,0L},{0x3ADAL,0x206CL,0L},{0x29EFL,0x51F4L,0L},{0L,0L,0xC79AL}},{{0x206CL,0L,0x1AB7L},{0L,0L,0xD441L},{0x29EFL,0x29EFL,0x588DL},{0x3ADAL,0x29EFL,0x51F4L},{0L,0L,0x29EFL}}};
int32_t l_2120[6][3];
int32_t*l_2121= &l_2120[4][2];
uint8_t l_2123=0x0BL;
int i,j,k;
for(i=0;i<6;i++)
l_2082[i]=0x936BE856L;
for(i=0;i<2;i++)
l_2083[i]= &g_92;
for(i=0;i<6;i++)
{
for(j=0;j<3;j++)
l_2120[i][j]=2L;
}
if((safe_rshift_func_int8_t_s_u(p_38,(safe_add_func_int32_t_s_s((***g_1952),((((l_2067,((*g_868)=p_37)),((safe_add_func_int8_t_s_s(8L,(p_38,((l_2084&=(l_2082[3]&=(safe_lshift_func_uint16_t_u_u(((safe_sub_func_uint32_t_u_u(((p_36==(safe_unary_minus_func_uint32_t_u(((~0x95AE649FL)!=(safe_mod_func_uint8_t_u_u((safe_lshift_func_uint16_t_u_u(((*g_593)<=l_2080),4)),1L))))))&&0x4FL),0xAAF5BFB6L)),l_2081),p_37)))),0x4DL)))),l_2085))!=(void*)0),p_36))))))
{
uint32_t l_2118=0x6BA8A7E8L;
int32_t l_2122[7]={(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)};
int i;
l_2120[4][2]|=(((safe_lshift_func_int8_t_s_s((~(**g_697)),(safe_sub_func_int64_t_s_s((safe_lshift_func_uint16_t_u_u((((safe_add_func_uint64_t_u_u((l_2084&=(safe_sub_func_int16_t_s_s((0x5FF74F57L<=(safe_div_func_uint32_t_u_u((safe_mod_func_int8_t_s_s((safe_add_func_int32_t_s_s(((0xBB5FB49AL!=(safe_unary_minus_func_uint8_t_u(((**g_1991)=(((safe_mod_func_uint64_t_u_u((*g_593),((p_37&&((safe_lshift_func_uint8_t_u_u(((void*)0!=l_2109),7))&&(safe_add_func_uint16_t_u_u(((((safe_add_func_uint32_t_u_u((p_38--),((safe_sub_func_uint64_t_u_u(((***l_1956),(l_2082[5]=18446744073709551609UL)),(*g_593))),1UL))),l_2118),(***l_1956))>=0xC7L),65533UL))))&&0x40L)))>p_36),p_37)))))!=(*g_868)),(***g_1898))),p_36)),8UL))),l_2119[1][2][1]))),p_36))>=(*p_39))<=l_2080),p_36)),0xEAF792179B1000BALL))))|0xE397L)||0x795BCD5918CD8B12LL);
l_2121=(void*)0;
++l_2123;
}
else
{
uint64_t l_2141[2];
int32_t l_2146[1];
int i;
for(i=0;i<2;i++)
l_2141[i]=0xDE5F43C7198F9F05LL;
for(i=0;i<1;i++)
l_2146[i]=1L;
l_2146[0]^=((((p_38&(safe_rshift_func_uint16_t_u_u((safe_sub_func_int8_t_s_s((p_37|=(safe_rshift_func_uint8_t_u_u(p_36,0))),((safe_lshift_func_int16_t_s_s(1L,15))^((((&p_39==l_2136[1])>(safe_sub_func_uint64_t_u_u((safe_mul_func_int8_t_s_s(p_38,(-1L))),((((****g_1897)=(func_52(l_2141[0],(safe_mod_func_int64_t_s_s((((safe_mul_func_int8_t_s_s((-1L),p_38))&&(***l_1956))>=0UL),0x47558758A71D4F06LL)),(*p_39)),0UL))>(-1L))>0x3576L))))<=g_305[0])<=l_2141[1])))),12)))&&(*l_2121))^p_36)>=g_383.f1);
}
for(g_269=0;(g_269==(-18));g_269--)
{
uint32_t l_2149=0x7628AE82L;
--l_2149;
if(p_38)
continue;
for(g_670=22;(g_670!=(-3));--g_670)
{
uint32_t l_2163=0x4358B784L;
int32_t*l_2169= &g_1757[5].f0;
(***g_1952)&=(safe_rshift_func_int16_t_s_s(p_36,5));
if((***l_1956))
break;
if(p_36)
{
int64_t**const l_2161[8]={(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
int32_t l_2162=0x8F99D248L;
int i;
for(g_92=0;(g_92>14);g_92=safe_add_func_uint32_t_u_u(g_92,9))
{
uint16_t l_2158=0x0D6DL;
if(l_2149)
break;
if(l_2158)
break;
}
for(g_184=19;(g_184==29);g_184=safe_add_func_uint8_t_u_u(g_184,1))
{
(**l_1956)=(**g_1952);
return l_2161[2];
}
++l_2163;
for(l_2080=0;(l_2080!=0);l_2080=safe_add_func_int64_t_s_s(l_2080,5))
{
int64_t**const l_2168=(void*)0;
return l_2168;
}
}
else
{
int32_t l_2173=0L;
(**g_1952)=(((void*)0==(*g_1889)),l_2169);
if((((**g_592)||(-1L))^(+(safe_rshift_func_uint16_t_u_u(((((*g_81)==l_2173)&(*g_593))<=(*p_39)),9)))))
{
return l_2136[1];
}
else
{
uint8_t l_2174[4][8]={{0xA1L,1UL,0UL,1UL,0x7DL,0xA1L,1UL,1UL},{0xA1L,0x06L,0xD2L,0xD2L,0x06L,0xA1L,0UL,0xA1L},{0x06L,0xA1L,0UL,0xA1L,0x06L,0xD2L,0xD2L,0x06L},{0xA1L,1UL,1UL,0xA1L,0x7DL,0x06L,0x7DL,0xA1L}};
int i,j;
l_2174[0][7]--;
}
}
}
}
l_2121= &l_2082[0];
}
return l_2136[1];
}
static uint32_t func_40(int64_t**p_41,int32_t p_42,int64_t*p_43,const int64_t**p_44,int32_t p_45)
{
int32_t*l_1923=(void*)0;
int32_t l_1924=0x32E3FD22L;
int32_t*l_1925=(void*)0;
int32_t*l_1926[1];
int8_t l_1927=0L;
uint64_t l_1928[3][10]={{18446744073709551615UL,18446744073709551615UL,0UL,18446744073709551615UL,18446744073709551615UL,0UL,18446744073709551615UL,18446744073709551615UL,0UL,18446744073709551615UL},{18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL},{18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL,18446744073709551615UL}};
uint16_t l_1931=0xFB7AL;
int i,j;
for(i=0;i<1;i++)
l_1926[i]= &g_476.f0;
l_1928[1][9]++;
return l_1931;
}
static struct S0 func_52(int16_t p_53,const uint64_t p_54,int64_t p_55)
{
int32_t*l_56= &g_57;
(*g_58)|=((*l_56)=0xA4ECB5CBL);
return g_60;
}
static int16_t func_62(int64_t*p_63)
{
int64_t**l_87=(void*)0;
int64_t***l_86= &l_87;
int32_t l_89=0xF491560FL;
uint16_t*l_90=(void*)0;
uint16_t*l_91= &g_92;
uint32_t*l_98=(void*)0;
uint32_t*l_99[2];
uint64_t l_102=4UL;
int64_t*l_121= &g_16;
uint32_t l_145=0xFC35FD51L;
uint32_t l_206=0x35739DC3L;
uint8_t*l_213= &g_168[1][2][0];
int16_t l_238=6L;
int32_t l_405[2][4][4]={{{(-1L),(-1L),0xC4B26462L,0x41B02758L},{(-1L),(-1L),0xAF709B0AL,(-1L)},{0x0D613D2AL,0x41B02758L,0x0D613D2AL,0xAF709B0AL},{(-4L),0x41B02758L,0xC4B26462L,(-1L)}},{{0x41B02758L,(-1L),(-1L),0x41B02758L},{0x0D613D2AL,(-1L),(-1L),0xAF709B0AL},{0x41B02758L,(-4L),0xC4B26462L,(-4L)},{(-4L),(-1L),0x0D613D2AL,(-4L)}}};
int16_t*const l_492[6][4][6]={{{&l_238,&l_238,(void*)0,(void*)0,&g_303,&l_238},{&l_238,&g_303,(void*)0,(void*)0,&l_238,(void*)0},{&l_238,&l_238,&g_303,(void*)0,&l_238,&l_238},{(void*)0,(void*)0,(void*)0,&g_303,&g_303,&l_238}},{{&g_303,&l_238,(void*)0,&l_238,&g_303,(void*)0},{&g_303,&g_303,&l_238,&g_303,&g_303,&g_303},{(void*)0,&g_303,(void*)0,(void*)0,(void*)0,&l_238},{&l_238,&l_238,&l_238,(void*)0,&l_238,&g_303}},{{&l_238,&l_238,&l_238,(void*)0,&l_238,(void*)0},{&l_238,&l_238,(void*)0,(void*)0,&l_238,&l_238},{(void*)0,&g_303,(void*)0,&g_303,&l_238,(void*)0},{&g_303,&l_238,&g_303,&l_238,(void*)0,(void*)0}},{{&g_303,&g_303,&l_238,&g_303,(void*)0,&l_238},{(void*)0,&l_238,&l_238,(void*)0,&g_303,&l_238},{&l_238,&l_238,(void*)0,(void*)0,&g_303,&g_303},{&l_238,(void*)0,&l_238,(void*)0,&l_238,&g_303}},{{&l_238,&l_238,(void*)0,(void*)0,&l_238,&l_238},{&l_238,&l_238,(void*)0,(void*)0,&g_303,&l_238},{(void*)0,&g_303,&g_303,&l_238,(void*)0,&g_303},{(void*)0,(void*)0,&l_238,(void*)0,&l_238,(void*)0}},{{&l_238,&g_303,&l_238,&g_303,(void*)0,&l_238},{&l_238,&g_303,&l_238,&l_238,&g_303,&l_238},{&l_238,(void*)0,&l_238,&l_238,&g_303,&g_303},{&l_238,(void*)0,&g_303,&g_303,(void*)0,&l_238}}};
int16_t*const*l_491[8]={&l_492[0][2][3],&l_492[2][2][0],&l_492[0][2][3],&l_492[2][2][0],&l_492[0][2][3],&l_492[2][2][0],&l_492[0][2][3],&l_492[2][2][0]};
uint16_t l_619=65529UL;
int16_t l_685[6]={(-1L),0x043BL,0x043BL,(-1L),0x043BL,0x043BL};
uint8_t l_744[8];
int16_t l_777[1];
uint32_t l_834=0xC32077C9L;
uint16_t l_927=0xD2A4L;
int32_t*const l_1020= &g_383.f0;
uint16_t l_1050=0xFA45L;
const int16_t*l_1098[10][7]={{&g_303,(void*)0,&g_60.f2,&g_305[1],&g_293.f2,(void*)0,&g_739.f2},{&g_305[1],&l_685[2],&g_739.f2,(void*)0,(void*)0,&g_739.f2,&l_685[2]},{&g_303,&g_305[1],(void*)0,&g_293.f2,&g_476.f2,&g_362.f2,&l_238},{(void*)0,(void*)0,&g_476.f2,&l_777[0],&l_685[1],(void*)0,&l_685[1]},{&g_293.f2,&g_476.f2,&g_476.f2,&g_293.f2,&g_60.f2,&l_238,&g_60.f2},{&g_305[1],&l_685[1],(void*)0,(void*)0,&g_305[1],&g_305[6],&g_739.f2},{&g_60.f2,&l_777[0],&l_238,&g_305[1],&l_238,&l_777[0],&g_60.f2},{&l_238,&g_305[1],(void*)0,&g_739.f2,&g_305[1],&l_685[2],&l_685[1]},{&g_739.f2,&l_685[1],(void*)0,&l_238,&g_303,&g_303,&l_238},{(void*)0,&l_777[0],(void*)0,&g_739.f2,&g_305[6],&g_305[1],&l_685[2]}};
const int16_t**l_1097= &l_1098[4][3];
const int16_t***l_1096= &l_1097;
const int16_t****l_1095= &l_1096;
uint16_t**l_1119[3][10][2]={{{&g_614,&l_90},{&l_90,&l_90},{&g_614,&g_614},{&l_90,&g_614},{&g_614,&l_90},{&l_90,&l_90},{&g_614,&g_614},{&l_90,&g_614},{&g_614,&l_90},{&l_90,&l_90}},{{&g_614,&g_614},{&l_90,&g_614},{&g_614,&l_90},{&l_90,&l_90},{&g_614,&g_614},{&l_90,&g_614},{&g_614,&l_90},{&l_90,&l_90},{&g_614,&g_614},{&l_90,&g_614}},{{&g_614,&l_90},{&l_90,&l_90},{&g_614,&g_614},{&l_90,&g_614},{&g_614,&l_90},{&l_90,&l_90},{&g_614,&g_614},{&l_90,&g_614},{&g_614,&l_90},{&l_90,&l_90}}};
uint16_t***l_1118= &l_1119[1][0][1];
uint64_t l_1125=0x39F7A50D0D4F950FLL;
int32_t l_1132[9][3]={{3L,0x53EC4BCCL,3L},{1L,1L,(-1L)},{(-8L),3L,(-8L)},{(-1L),1L,(-1L)},{(-8L),3L,(-8L)},{(-1L),1L,(-1L)},{(-8L),3L,(-8L)},{(-1L),1L,(-1L)},{(-8L),3L,(-8L)}};
uint32_t l_1211=0x04315518L;
struct S0*l_1288[4][8][8]={{{(void*)0,(void*)0,&g_739,&g_60,&g_60,&g_293,&g_362,&g_739},{&g_1206[0],&g_575[7][0],&g_739,(void*)0,&g_739,&g_293,(void*)0,(void*)0},{&g_60,&g_60,&g_383,&g_476,&g_739,&g_739,&g_476,&g_383},{&g_293,&g_293,(void*)0,(void*)0,&g_293,&g_739,(void*)0,&g_739},{(void*)0,&g_293,&g_739,&g_362,&g_293,&g_60,&g_60,&g_739},{&g_293,&g_575[1][0],&g_476,(void*)0,(void*)0,&g_1206[0],&g_739,&g_383},{(void*)0,&g_383,&g_739,&g_476,&g_739,&g_383,(void*)0,(void*)0},{&g_476,&g_1204,&g_1206[0],(void*)0,&g_293,&g_1206[3],&g_1206[3],&g_739}},{{&g_293,&g_1206[0],&g_1206[8],&g_60,&g_293,&g_293,&g_1206[3],&g_476},{&g_476,&g_1206[3],&g_575[1][0],&g_739,&g_739,&g_1206[0],&g_1206[0],&g_739},{(void*)0,&g_60,&g_60,(void*)0,(void*)0,&g_1206[3],&g_739,&g_1206[0]},{&g_293,&g_739,(void*)0,&g_1206[3],&g_293,(void*)0,&g_1204,&g_1206[8]},{(void*)0,&g_739,&g_362,&g_1206[3],&g_293,&g_1206[3],&g_293,&g_575[1][0]},{&g_293,&g_60,&g_293,&g_1206[0],&g_739,&g_1206[0],&g_293,&g_60},{&g_60,&g_1206[3],&g_575[2][0],&g_739,&g_739,&g_293,&g_575[0][0],(void*)0},{&g_1206[0],&g_1206[0],&g_1206[3],&g_1204,&g_60,&g_1206[3],&g_575[0][0],&g_362}},{{(void*)0,&g_1204,&g_575[2][0],&g_293,&g_1206[0],&g_383,&g_293,&g_293},{&g_1206[0],&g_383,&g_293,&g_293,&g_383,&g_1206[0],&g_293,&g_575[2][0]},{&g_60,&g_575[1][0],&g_362,&g_575[0][0],&g_1206[3],&g_60,&g_1204,&g_1206[3]},{&g_575[7][0],&g_293,(void*)0,&g_575[0][0],&g_293,&g_739,&g_739,&g_575[2][0]},{(void*)0,&g_293,&g_60,&g_293,&g_1206[0],&g_739,&g_1206[0],(void*)0},{&g_1204,&g_293,&g_1204,&g_1206[3],&g_575[1][0],&g_60,&g_739,(void*)0},{&g_293,&g_383,(void*)0,&g_293,&g_1206[0],(void*)0,&g_575[1][0],&g_739},{&g_293,&g_575[7][0],&g_476,&g_1206[3],&g_575[1][0],&g_739,&g_739,&g_1206[0]}},{{&g_1204,&g_293,&g_575[2][0],(void*)0,(void*)0,&g_575[2][0],&g_293,&g_1204},{(void*)0,&g_362,&g_1206[8],&g_739,&g_1206[3],(void*)0,&g_1206[0],(void*)0},{&g_383,&g_293,&g_293,&g_575[1][0],&g_739,(void*)0,&g_60,&g_476},{&g_1206[0],&g_362,&g_1206[0],&g_739,&g_575[0][0],&g_575[2][0],&g_1206[8],&g_575[2][0]},{&g_476,&g_293,&g_575[0][0],&g_293,&g_476,&g_739,&g_575[7][0],&g_1206[8]},{&g_60,&g_575[7][0],&g_1206[3],&g_1206[0],&g_60,(void*)0,(void*)0,&g_293},{(void*)0,&g_383,&g_1206[3],&g_60,&g_293,&g_60,&g_575[7][0],&g_1206[0]},{&g_60,&g_293,&g_575[0][0],&g_1206[8],&g_1206[3],&g_1206[3],&g_1206[8],&g_575[0][0]}}};
struct S0**l_1287= &l_1288[0][5][1];
int32_t l_1336=0L;
int32_t l_1347=0x8BF92D9CL;
int64_t l_1349=0xC546113A22D81E99LL;
uint8_t**l_1357[1];
uint32_t***l_1436= &g_597;
uint8_t***l_1498=(void*)0;
uint8_t****l_1497[4][2];
int32_t*l_1538=(void*)0;
int8_t*l_1561= &g_269;
int8_t**l_1560= &l_1561;
uint16_t l_1565=0xA379L;
uint16_t***const**l_1603=(void*)0;
uint32_t**l_1663= &l_99[1];
uint32_t l_1791=4294967290UL;
uint32_t l_1797=4UL;
int32_t l_1836=0x9175E1FEL;
int64_t l_1863=0xC41DB1C47449E723LL;
int32_t**l_1871= &l_1538;
int32_t***l_1870= &l_1871;
int32_t l_1893=4L;
uint32_t*const l_1917=(void*)0;
uint32_t*const*l_1916[9][1][5]={{{&l_1917,&l_1917,(void*)0,&l_1917,&l_1917}},{{&l_1917,&l_1917,&l_1917,&l_1917,&l_1917}},{{&l_1917,&l_1917,(void*)0,&l_1917,(void*)0}},{{&l_1917,&l_1917,&l_1917,&l_1917,&l_1917}},{{(void*)0,&l_1917,&l_1917,(void*)0,&l_1917}},{{&l_1917,&l_1917,&l_1917,&l_1917,&l_1917}},{{&l_1917,&l_1917,(void*)0,&l_1917,&l_1917}},{{&l_1917,&l_1917,&l_1917,&l_1917,&l_1917}},{{&l_1917,&l_1917,(void*)0,&l_1917,(void*)0}}};
uint32_t*const**l_1915= &l_1916[4][0][0];
uint32_t**l_1918= &l_99[0];
int i,j,k;
for(i=0;i<2;i++)
l_99[i]= &g_80;
for(i=0;i<8;i++)
l_744[i]=248UL;
for(i=0;i<1;i++)
l_777[i]=0xF9BAL;
for(i=0;i<1;i++)
l_1357[i]=(void*)0;
for(i=0;i<4;i++)
{
for(j=0;j<2;j++)
l_1497[i][j]= &l_1498;
}
return(*g_868);
}
static int64_t*func_64(int32_t p_65,uint32_t p_66)
{
int32_t l_69=0x684A5798L;
for(g_60.f0=29;(g_60.f0<=(-24));g_60.f0--)
{
uint32_t*l_78=(void*)0;
uint32_t*l_79= &g_80;
g_59&=((0xADF38E70L|l_69),(safe_lshift_func_int8_t_s_s((safe_mul_func_uint8_t_u_u((g_60.f2,p_65),((g_81=((((((((safe_mod_func_uint8_t_u_u((p_65^((*l_79)=((safe_lshift_func_int16_t_s_u((g_60,0x2968L),((((void*)0== &g_16)<l_69)&l_69)))==(-1L)))),1UL))&p_66)>p_66),l_69)<=p_66)!=g_3)>=0x7CDBA006L),l_79))== &l_69))),l_69)));
}
return&g_51;
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
transparent_crc(g_3,"g_3",print_hash_value);
transparent_crc(g_16,"g_16",print_hash_value);
transparent_crc(g_51,"g_51",print_hash_value);
transparent_crc(g_57,"g_57",print_hash_value);
transparent_crc(g_59,"g_59",print_hash_value);
transparent_crc(g_60.f0,"g_60.f0",print_hash_value);
transparent_crc(g_60.f1,"g_60.f1",print_hash_value);
transparent_crc(g_60.f2,"g_60.f2",print_hash_value);
transparent_crc(g_60.f3,"g_60.f3",print_hash_value);
transparent_crc(g_60.f4,"g_60.f4",print_hash_value);
transparent_crc(g_80,"g_80",print_hash_value);
transparent_crc(g_88.f0,"g_88.f0",print_hash_value);
transparent_crc(g_88.f1,"g_88.f1",print_hash_value);
transparent_crc(g_88.f2,"g_88.f2",print_hash_value);
transparent_crc(g_88.f3,"g_88.f3",print_hash_value);
transparent_crc(g_88.f4,"g_88.f4",print_hash_value);
transparent_crc(g_92,"g_92",print_hash_value);
for(i=0;i<7;i++)
{
for(j=0;j<4;j++)
{
for(k=0;k<8;k++)
{
transparent_crc(g_168[i][j][k],"g_168[i][j][k]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
transparent_crc(g_176,"g_176",print_hash_value);
transparent_crc(g_184,"g_184",print_hash_value);
transparent_crc(g_193.f0,"g_193.f0",print_hash_value);
transparent_crc(g_193.f1,"g_193.f1",print_hash_value);
transparent_crc(g_193.f2,"g_193.f2",print_hash_value);
transparent_crc(g_193.f3,"g_193.f3",print_hash_value);
transparent_crc(g_193.f4,"g_193.f4",print_hash_value);
transparent_crc(g_269,"g_269",print_hash_value);
transparent_crc(g_293.f0,"g_293.f0",print_hash_value);
transparent_crc(g_293.f1,"g_293.f1",print_hash_value);
transparent_crc(g_293.f2,"g_293.f2",print_hash_value);
transparent_crc(g_293.f3,"g_293.f3",print_hash_value);
transparent_crc(g_293.f4,"g_293.f4",print_hash_value);
transparent_crc(g_303,"g_303",print_hash_value);
for(i=0;i<7;i++)
{
transparent_crc(g_305[i],"g_305[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_362.f0,"g_362.f0",print_hash_value);
transparent_crc(g_362.f1,"g_362.f1",print_hash_value);
transparent_crc(g_362.f2,"g_362.f2",print_hash_value);
transparent_crc(g_362.f3,"g_362.f3",print_hash_value);
transparent_crc(g_362.f4,"g_362.f4",print_hash_value);
transparent_crc(g_383.f0,"g_383.f0",print_hash_value);
transparent_crc(g_383.f1,"g_383.f1",print_hash_value);
transparent_crc(g_383.f2,"g_383.f2",print_hash_value);
transparent_crc(g_383.f3,"g_383.f3",print_hash_value);
transparent_crc(g_383.f4,"g_383.f4",print_hash_value);
transparent_crc(g_401,"g_401",print_hash_value);
for(i=0;i<1;i++)
{
transparent_crc(g_429[i],"g_429[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
for(i=0;i<5;i++)
{
for(j=0;j<9;j++)
{
transparent_crc(g_430[i][j],"g_430[i][j]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d]\n",i,j);
}
}
for(i=0;i<1;i++)
{
transparent_crc(g_431[i],"g_431[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_432,"g_432",print_hash_value);
transparent_crc(g_434,"g_434",print_hash_value);
transparent_crc(g_436,"g_436",print_hash_value);
transparent_crc(g_476.f0,"g_476.f0",print_hash_value);
transparent_crc(g_476.f1,"g_476.f1",print_hash_value);
transparent_crc(g_476.f2,"g_476.f2",print_hash_value);
transparent_crc(g_476.f3,"g_476.f3",print_hash_value);
transparent_crc(g_476.f4,"g_476.f4",print_hash_value);
transparent_crc(g_538,"g_538",print_hash_value);
for(i=0;i<8;i++)
{
for(j=0;j<1;j++)
{
transparent_crc(g_575[i][j].f0,"g_575[i][j].f0",print_hash_value);
transparent_crc(g_575[i][j].f1,"g_575[i][j].f1",print_hash_value);
transparent_crc(g_575[i][j].f2,"g_575[i][j].f2",print_hash_value);
transparent_crc(g_575[i][j].f3,"g_575[i][j].f3",print_hash_value);
transparent_crc(g_575[i][j].f4,"g_575[i][j].f4",print_hash_value);
if(print_hash_value)printf("index = [%d][%d]\n",i,j);
}
}
transparent_crc(g_594,"g_594",print_hash_value);
transparent_crc(g_610,"g_610",print_hash_value);
transparent_crc(g_670,"g_670",print_hash_value);
transparent_crc(g_700,"g_700",print_hash_value);
transparent_crc(g_739.f0,"g_739.f0",print_hash_value);
transparent_crc(g_739.f1,"g_739.f1",print_hash_value);
transparent_crc(g_739.f2,"g_739.f2",print_hash_value);
transparent_crc(g_739.f3,"g_739.f3",print_hash_value);
transparent_crc(g_739.f4,"g_739.f4",print_hash_value);
for(i=0;i<2;i++)
{
for(j=0;j<9;j++)
{
transparent_crc(g_746[i][j],"g_746[i][j]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d]\n",i,j);
}
}
transparent_crc(g_831,"g_831",print_hash_value);
transparent_crc(g_980,"g_980",print_hash_value);
transparent_crc(g_1005,"g_1005",print_hash_value);
transparent_crc(g_1093.f0,"g_1093.f0",print_hash_value);
transparent_crc(g_1093.f1,"g_1093.f1",print_hash_value);
transparent_crc(g_1093.f2,"g_1093.f2",print_hash_value);
transparent_crc(g_1093.f3,"g_1093.f3",print_hash_value);
transparent_crc(g_1093.f4,"g_1093.f4",print_hash_value);
transparent_crc(g_1188,"g_1188",print_hash_value);
transparent_crc(g_1204.f0,"g_1204.f0",print_hash_value);
transparent_crc(g_1204.f1,"g_1204.f1",print_hash_value);
transparent_crc(g_1204.f2,"g_1204.f2",print_hash_value);
transparent_crc(g_1204.f3,"g_1204.f3",print_hash_value);
transparent_crc(g_1204.f4,"g_1204.f4",print_hash_value);
for(i=0;i<10;i++)
{
transparent_crc(g_1206[i].f0,"g_1206[i].f0",print_hash_value);
transparent_crc(g_1206[i].f1,"g_1206[i].f1",print_hash_value);
transparent_crc(g_1206[i].f2,"g_1206[i].f2",print_hash_value);
transparent_crc(g_1206[i].f3,"g_1206[i].f3",print_hash_value);
transparent_crc(g_1206[i].f4,"g_1206[i].f4",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_1282,"g_1282",print_hash_value);
transparent_crc(g_1718,"g_1718",print_hash_value);
for(i=0;i<9;i++)
{
transparent_crc(g_1757[i].f0,"g_1757[i].f0",print_hash_value);
transparent_crc(g_1757[i].f1,"g_1757[i].f1",print_hash_value);
transparent_crc(g_1757[i].f2,"g_1757[i].f2",print_hash_value);
transparent_crc(g_1757[i].f3,"g_1757[i].f3",print_hash_value);
transparent_crc(g_1757[i].f4,"g_1757[i].f4",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
for(i=0;i<2;i++)
{
transparent_crc(g_1800[i].f0,"g_1800[i].f0",print_hash_value);
transparent_crc(g_1800[i].f1,"g_1800[i].f1",print_hash_value);
transparent_crc(g_1800[i].f2,"g_1800[i].f2",print_hash_value);
transparent_crc(g_1800[i].f3,"g_1800[i].f3",print_hash_value);
transparent_crc(g_1800[i].f4,"g_1800[i].f4",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_1966.f0,"g_1966.f0",print_hash_value);
transparent_crc(g_1966.f1,"g_1966.f1",print_hash_value);
transparent_crc(g_1966.f2,"g_1966.f2",print_hash_value);
transparent_crc(g_1966.f3,"g_1966.f3",print_hash_value);
transparent_crc(g_1966.f4,"g_1966.f4",print_hash_value);
transparent_crc(g_2018,"g_2018",print_hash_value);
transparent_crc(g_2057,"g_2057",print_hash_value);
transparent_crc(g_2194,"g_2194",print_hash_value);
transparent_crc(g_2197.f0,"g_2197.f0",print_hash_value);
transparent_crc(g_2197.f1,"g_2197.f1",print_hash_value);
transparent_crc(g_2197.f2,"g_2197.f2",print_hash_value);
transparent_crc(g_2197.f3,"g_2197.f3",print_hash_value);
transparent_crc(g_2197.f4,"g_2197.f4",print_hash_value);
transparent_crc(g_2204.f0,"g_2204.f0",print_hash_value);
transparent_crc(g_2204.f1,"g_2204.f1",print_hash_value);
transparent_crc(g_2204.f2,"g_2204.f2",print_hash_value);
transparent_crc(g_2204.f3,"g_2204.f3",print_hash_value);
transparent_crc(g_2204.f4,"g_2204.f4",print_hash_value);
for(i=0;i<7;i++)
{
for(j=0;j<5;j++)
{
transparent_crc(g_2247[i][j].f0,"g_2247[i][j].f0",print_hash_value);
transparent_crc(g_2247[i][j].f1,"g_2247[i][j].f1",print_hash_value);
transparent_crc(g_2247[i][j].f2,"g_2247[i][j].f2",print_hash_value);
transparent_crc(g_2247[i][j].f3,"g_2247[i][j].f3",print_hash_value);
transparent_crc(g_2247[i][j].f4,"g_2247[i][j].f4",print_hash_value);
if(print_hash_value)printf("index = [%d][%d]\n",i,j);
}
}
transparent_crc(g_2274,"g_2274",print_hash_value);
transparent_crc(g_2312.f0,"g_2312.f0",print_hash_value);
transparent_crc(g_2312.f1,"g_2312.f1",print_hash_value);
transparent_crc(g_2312.f2,"g_2312.f2",print_hash_value);
transparent_crc(g_2312.f3,"g_2312.f3",print_hash_value);
transparent_crc(g_2312.f4,"g_2312.f4",print_hash_value);
transparent_crc(g_2363,"g_2363",print_hash_value);
for(i=0;i<8;i++)
{
transparent_crc(g_2438[i].f0,"g_2438[i].f0",print_hash_value);
transparent_crc(g_2438[i].f1,"g_2438[i].f1",print_hash_value);
transparent_crc(g_2438[i].f2,"g_2438[i].f2",print_hash_value);
transparent_crc(g_2438[i].f3,"g_2438[i].f3",print_hash_value);
transparent_crc(g_2438[i].f4,"g_2438[i].f4",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
for(i=0;i<7;i++)
{
for(j=0;j<4;j++)
{
for(k=0;k<7;k++)
{
transparent_crc(g_2540[i][j][k].f0,"g_2540[i][j][k].f0",print_hash_value);
transparent_crc(g_2540[i][j][k].f1,"g_2540[i][j][k].f1",print_hash_value);
transparent_crc(g_2540[i][j][k].f2,"g_2540[i][j][k].f2",print_hash_value);
transparent_crc(g_2540[i][j][k].f3,"g_2540[i][j][k].f3",print_hash_value);
transparent_crc(g_2540[i][j][k].f4,"g_2540[i][j][k].f4",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
transparent_crc(g_2582.f0,"g_2582.f0",print_hash_value);
transparent_crc(g_2582.f1,"g_2582.f1",print_hash_value);
transparent_crc(g_2582.f2,"g_2582.f2",print_hash_value);
transparent_crc(g_2582.f3,"g_2582.f3",print_hash_value);
transparent_crc(g_2582.f4,"g_2582.f4",print_hash_value);
transparent_crc(g_2626.f0,"g_2626.f0",print_hash_value);
transparent_crc(g_2626.f1,"g_2626.f1",print_hash_value);
transparent_crc(g_2626.f2,"g_2626.f2",print_hash_value);
transparent_crc(g_2626.f3,"g_2626.f3",print_hash_value);
transparent_crc(g_2626.f4,"g_2626.f4",print_hash_value);
transparent_crc(g_2741,"g_2741",print_hash_value);
for(i=0;i<7;i++)
{
for(j=0;j<7;j++)
{
for(k=0;k<5;k++)
{
transparent_crc(g_2765[i][j][k].f0,"g_2765[i][j][k].f0",print_hash_value);
transparent_crc(g_2765[i][j][k].f1,"g_2765[i][j][k].f1",print_hash_value);
transparent_crc(g_2765[i][j][k].f2,"g_2765[i][j][k].f2",print_hash_value);
transparent_crc(g_2765[i][j][k].f3,"g_2765[i][j][k].f3",print_hash_value);
transparent_crc(g_2765[i][j][k].f4,"g_2765[i][j][k].f4",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
transparent_crc(g_2766,"g_2766",print_hash_value);
for(i=0;i<10;i++)
{
transparent_crc(g_2785[i],"g_2785[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_2864,"g_2864",print_hash_value);
transparent_crc(g_2888,"g_2888",print_hash_value);
for(i=0;i<3;i++)
{
transparent_crc(g_2908[i],"g_2908[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
for(i=0;i<2;i++)
{
transparent_crc(g_3049[i].f0,"g_3049[i].f0",print_hash_value);
transparent_crc(g_3049[i].f1,"g_3049[i].f1",print_hash_value);
transparent_crc(g_3049[i].f2,"g_3049[i].f2",print_hash_value);
transparent_crc(g_3049[i].f3,"g_3049[i].f3",print_hash_value);
transparent_crc(g_3049[i].f4,"g_3049[i].f4",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_3054.f0,"g_3054.f0",print_hash_value);
transparent_crc(g_3054.f1,"g_3054.f1",print_hash_value);
transparent_crc(g_3054.f2,"g_3054.f2",print_hash_value);
transparent_crc(g_3054.f3,"g_3054.f3",print_hash_value);
transparent_crc(g_3054.f4,"g_3054.f4",print_hash_value);
transparent_crc(g_3260.f0,"g_3260.f0",print_hash_value);
transparent_crc(g_3260.f1,"g_3260.f1",print_hash_value);
transparent_crc(g_3260.f2,"g_3260.f2",print_hash_value);
transparent_crc(g_3260.f3,"g_3260.f3",print_hash_value);
transparent_crc(g_3260.f4,"g_3260.f4",print_hash_value);
transparent_crc(g_3422.f0,"g_3422.f0",print_hash_value);
transparent_crc(g_3422.f1,"g_3422.f1",print_hash_value);
transparent_crc(g_3422.f2,"g_3422.f2",print_hash_value);
transparent_crc(g_3422.f3,"g_3422.f3",print_hash_value);
transparent_crc(g_3422.f4,"g_3422.f4",print_hash_value);
for(i=0;i<10;i++)
{
for(j=0;j<5;j++)
{
transparent_crc(g_3508[i][j].f0,"g_3508[i][j].f0",print_hash_value);
transparent_crc(g_3508[i][j].f1,"g_3508[i][j].f1",print_hash_value);
transparent_crc(g_3508[i][j].f2,"g_3508[i][j].f2",print_hash_value);
transparent_crc(g_3508[i][j].f3,"g_3508[i][j].f3",print_hash_value);
transparent_crc(g_3508[i][j].f4,"g_3508[i][j].f4",print_hash_value);
if(print_hash_value)printf("index = [%d][%d]\n",i,j);
}
}
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
