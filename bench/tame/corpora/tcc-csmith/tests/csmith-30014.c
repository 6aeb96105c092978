#include "csmith.h"
#pragma pack(push)
struct S0{
const unsigned f0:13;
signed f1:14;
volatile unsigned f2:24;
volatile unsigned f3:4;
};
static int64_t g_9=0x4562513244D513C6LL;
static int32_t*g_10=(void*)0;
static int32_t g_24=1L;
static uint8_t g_61=4UL;
static uint8_t g_75[6]={0x46L,0x46L,0x46L,0x46L,0x46L,0x46L};
static struct S0 g_77={14,30,1083,3};
static int64_t g_94=(-7L);
static uint32_t g_100=4294967295UL;
static volatile uint32_t g_129=0x68A3BAB6L;
static volatile int64_t g_137=4L;
static volatile int32_t g_138=(-5L);
static uint32_t g_139=0xCED51005L;
static struct S0*g_151= &g_77;
static struct S0**volatile g_150[6][4][1]={{{(void*)0},{(void*)0},{(void*)0},{(void*)0}},{{(void*)0},{(void*)0},{(void*)0},{(void*)0}},{{(void*)0},{(void*)0},{(void*)0},{(void*)0}},{{(void*)0},{(void*)0},{(void*)0},{(void*)0}},{{(void*)0},{(void*)0},{(void*)0},{(void*)0}},{{(void*)0},{(void*)0},{(void*)0},{(void*)0}}};
static struct S0 g_155={64,0,1393,1};
static uint16_t g_176=0xBE95L;
static int8_t g_182=0xEDL;
static int32_t*g_192=(void*)0;
static int32_t**volatile g_191= &g_192;
static volatile uint32_t g_196=18446744073709551609UL;
static const uint8_t g_221=9UL;
static int64_t g_250=0xA5CAD6F74C4BF40DLL;
static uint8_t*g_268[10][9][1]={{{&g_75[5]},{&g_75[2]},{&g_61},{&g_75[5]},{(void*)0},{(void*)0},{(void*)0},{&g_75[5]},{&g_61}},{{&g_75[2]},{&g_75[5]},{&g_61},{&g_61},{&g_61},{&g_75[2]},{(void*)0},{&g_75[5]},{(void*)0}},{{&g_75[2]},{&g_61},{&g_61},{&g_61},{&g_75[5]},{&g_75[2]},{&g_61},{&g_75[5]},{(void*)0}},{{(void*)0},{(void*)0},{&g_75[5]},{&g_61},{&g_75[2]},{&g_75[5]},{&g_61},{&g_61},{&g_61}},{{&g_75[2]},{(void*)0},{&g_75[5]},{(void*)0},{&g_75[2]},{&g_61},{&g_61},{&g_61},{&g_75[5]}},{{&g_75[2]},{&g_61},{&g_75[5]},{(void*)0},{(void*)0},{(void*)0},{&g_75[5]},{&g_61},{&g_75[2]}},{{&g_75[5]},{&g_61},{&g_61},{&g_61},{&g_75[2]},{(void*)0},{&g_75[5]},{(void*)0},{&g_75[2]}},{{&g_61},{&g_61},{&g_61},{&g_75[5]},{&g_75[2]},{&g_61},{&g_75[5]},{(void*)0},{(void*)0}},{{(void*)0},{&g_75[5]},{&g_61},{&g_75[2]},{&g_75[5]},{&g_61},{&g_61},{&g_61},{&g_75[2]}},{{(void*)0},{&g_75[5]},{(void*)0},{&g_75[2]},{&g_61},{&g_61},{&g_61},{&g_75[5]},{&g_75[2]}}};
static uint8_t**const volatile g_267= &g_268[8][3][0];
static int8_t g_292=0x5CL;
static int8_t*g_302= &g_182;
static int8_t**g_301= &g_302;
static struct S0 g_305={73,16,2339,1};
static uint32_t*g_318= &g_100;
static int16_t g_321[7][2][4]={{{(-1L),0x4D99L,1L,0L},{(-1L),0xCF94L,0x4D99L,(-6L)}},{{0x2604L,0L,0L,0x2604L},{1L,(-7L),0x2604L,(-1L)}},{{1L,(-6L),0x5037L,(-1L)},{0xE3E0L,4L,0xC2E0L,(-1L)}},{{(-7L),(-6L),0xE626L,(-1L)},{0xCF94L,(-7L),0xCF94L,0x2604L}},{{0xC2E0L,0L,(-1L),(-6L)},{(-1L),0xCF94L,(-1L),0L}},{{(-1L),0x4D99L,(-1L),4L},{(-1L),0L,(-1L),(-1L)}},{{0xC2E0L,0xC2E0L,0xCF94L,(-1L)},{0xCF94L,(-1L),0xE626L,(-7L)}}};
static const volatile struct S0 g_323={45,5,1658,3};
static volatile int8_t g_348=5L;
static int32_t g_349[4]={0L,0L,0L,0L};
static uint64_t g_351[7][2]={{0x52B35A70BD1D7D04LL,18446744073709551615UL},{18446744073709551615UL,0x52B35A70BD1D7D04LL},{18446744073709551615UL,18446744073709551615UL},{0x52B35A70BD1D7D04LL,18446744073709551615UL},{18446744073709551615UL,0x52B35A70BD1D7D04LL},{18446744073709551615UL,18446744073709551615UL},{0x52B35A70BD1D7D04LL,18446744073709551615UL}};
static struct S0 g_355={44,-39,239,3};
static int32_t*g_363= &g_24;
static int32_t**volatile g_362= &g_363;
static int32_t g_365=(-1L);
static int32_t*const volatile g_364= &g_365;
static volatile struct S0 g_390={19,-43,512,2};
static int64_t g_417=0x6D85F6880B504E31LL;
static uint16_t g_422=1UL;
static int64_t*g_468[6]={&g_417,&g_94,&g_94,&g_417,&g_94,&g_94};
static int32_t*volatile g_507= &g_365;
static int16_t g_549=0x0009L;
static struct S0 g_551[3]={{68,-92,2248,3},{68,-92,2248,3},{68,-92,2248,3}};
static struct S0 g_603={5,127,4073,1};
static volatile struct S0 g_649={71,-77,3174,1};
static int64_t g_672=0x5F54598C3073A5AALL;
static int32_t*volatile g_675= &g_365;
static volatile int32_t g_723=8L;
static const struct S0 g_738[2][9]={{{20,-51,2335,3},{64,-57,1304,2},{20,-51,2335,3},{14,-20,2866,3},{64,-57,1304,2},{69,-38,3373,1},{69,-38,3373,1},{64,-57,1304,2},{14,-20,2866,3}},{{20,-51,2335,3},{64,-57,1304,2},{20,-51,2335,3},{14,-20,2866,3},{64,-57,1304,2},{69,-38,3373,1},{69,-38,3373,1},{64,-57,1304,2},{14,-20,2866,3}}};
static int32_t**volatile g_740= &g_363;
static struct S0 g_744[5][3][5]={{{{43,-58,3276,0},{58,-91,296,3},{43,-58,3276,0},{46,1,1943,3},{58,-91,296,3}},{{55,79,1658,0},{70,-126,1645,2},{46,1,1943,3},{55,79,1658,0},{46,1,1943,3}},{{55,79,1658,0},{55,79,1658,0},{53,-88,1490,1},{58,-91,296,3},{56,-117,325,1}}},{{{43,-58,3276,0},{56,-117,325,1},{46,1,1943,3},{46,1,1943,3},{56,-117,325,1}},{{56,-117,325,1},{70,-126,1645,2},{43,-58,3276,0},{56,-117,325,1},{46,1,1943,3}},{{58,-91,296,3},{56,-117,325,1},{53,-88,1490,1},{56,-117,325,1},{58,-91,296,3}}},{{{43,-58,3276,0},{55,79,1658,0},{70,-126,1645,2},{46,1,1943,3},{55,79,1658,0}},{{58,-91,296,3},{70,-126,1645,2},{70,-126,1645,2},{58,-91,296,3},{46,1,1943,3}},{{56,-117,325,1},{58,-91,296,3},{53,-88,1490,1},{55,79,1658,0},{55,79,1658,0}}},{{{43,-58,3276,0},{58,-91,296,3},{43,-58,3276,0},{46,1,1943,3},{58,-91,296,3}},{{55,79,1658,0},{70,-126,1645,2},{46,1,1943,3},{55,79,1658,0},{46,1,1943,3}},{{55,79,1658,0},{55,79,1658,0},{53,-88,1490,1},{58,-91,296,3},{56,-117,325,1}}},{{{43,-58,3276,0},{56,-117,325,1},{46,1,1943,3},{46,1,1943,3},{56,-117,325,1}},{{56,-117,325,1},{70,-126,1645,2},{43,-58,3276,0},{56,-117,325,1},{46,1,1943,3}},{{58,-91,296,3},{56,-117,325,1},{53,-88,1490,1},{56,-117,325,1},{58,-91,296,3}}}};
static int32_t g_745[4][10][1]={{{0xC0E0EA2FL},{0L},{(-6L)},{1L},{(-1L)},{0xCDE3BE65L},{(-1L)},{1L},{(-6L)},{0L}},{{0xC0E0EA2FL},{(-1L)},{(-1L)},{0xC0E0EA2FL},{0L},{(-6L)},{1L},{(-1L)},{0xCDE3BE65L},{(-1L)}},{{1L},{(-6L)},{0L},{0xC0E0EA2FL},{(-1L)},{(-1L)},{0xC0E0EA2FL},{0L},{(-6L)},{1L}},{{(-1L)},{0xCDE3BE65L},{(-1L)},{1L},{(-6L)},{0L},{0xC0E0EA2FL},{(-1L)},{(-1L)},{0xC0E0EA2FL}}};
static struct S0 g_766={85,111,555,1};
static struct S0**const volatile g_770= &g_151;
static const struct S0*g_796= &g_766;
static const struct S0**g_795= &g_796;
static int32_t*volatile g_843= &g_745[3][0][0];
static const uint32_t g_908=0x235A9686L;
static int32_t*volatile g_913= &g_745[3][0][0];
static struct S0 g_949={2,-39,3673,3};
static uint8_t g_962[1]={0x4BL};
static int32_t**volatile g_987= &g_363;
static volatile int16_t g_1031=0xDA2BL;
static volatile int16_t*volatile g_1030= &g_1031;
static volatile int16_t*volatile*g_1029= &g_1030;
static int32_t**volatile g_1053= &g_192;
static struct S0 g_1056={77,127,269,1};
static struct S0 g_1067={65,7,2239,0};
static struct S0 g_1082={25,91,1269,1};
static uint16_t*g_1092=(void*)0;
static uint16_t**g_1091[5]={&g_1092,&g_1092,&g_1092,&g_1092,&g_1092};
static uint16_t***g_1090= &g_1091[4];
static volatile struct S0 g_1106[5][1]={{{78,-27,2798,2}},{{3,17,1154,2}},{{78,-27,2798,2}},{{3,17,1154,2}},{{78,-27,2798,2}}};
static const struct S0 g_1193[8][3]={{{79,15,3413,3},{84,-32,82,3},{79,15,3413,3}},{{42,78,2927,2},{42,78,2927,2},{42,78,2927,2}},{{79,15,3413,3},{84,-32,82,3},{79,15,3413,3}},{{42,78,2927,2},{42,78,2927,2},{42,78,2927,2}},{{79,15,3413,3},{84,-32,82,3},{79,15,3413,3}},{{42,78,2927,2},{42,78,2927,2},{42,78,2927,2}},{{79,15,3413,3},{84,-32,82,3},{79,15,3413,3}},{{42,78,2927,2},{42,78,2927,2},{42,78,2927,2}}};
static uint32_t**g_1198= &g_318;
static uint32_t***g_1197= &g_1198;
static uint32_t****volatile g_1200= &g_1197;
static int32_t*volatile g_1251= &g_745[3][4][0];
static uint32_t g_1354=18446744073709551611UL;
static volatile uint32_t*volatile g_1356[10]={(void*)0,&g_129,(void*)0,&g_129,(void*)0,&g_129,(void*)0,&g_129,(void*)0,&g_129};
static volatile uint32_t*volatile*volatile g_1355= &g_1356[5];
static const int32_t g_1465=0x4A44AEB2L;
static struct S0 g_1474={56,-35,3983,1};
static int16_t g_1479=(-1L);
static int64_t*g_1520[7]={&g_672,&g_672,(void*)0,&g_672,&g_672,(void*)0,&g_672};
static const volatile int16_t g_1541[3][2][3]={{{0xD848L,(-1L),1L},{0xC754L,1L,0x84F6L}},{{0xD848L,0xD848L,0x84F6L},{1L,0xC754L,1L}},{{(-1L),0xD848L,(-1L)},{(-1L),1L,0xD848L}}};
static int32_t*g_1549= &g_745[3][4][0];
static struct S0 g_1567={32,91,803,1};
static int16_t*g_1569= &g_549;
static int32_t*g_1608[8][9]={{&g_24,&g_745[3][0][0],&g_745[3][0][0],&g_745[3][0][0],&g_745[3][0][0],&g_745[3][0][0],&g_745[3][0][0],&g_24,&g_24},{&g_745[0][8][0],(void*)0,&g_745[0][8][0],(void*)0,&g_745[0][8][0],(void*)0,&g_745[0][8][0],(void*)0,&g_745[0][8][0]},{&g_24,&g_745[3][0][0],&g_745[3][0][0],&g_745[3][0][0],&g_745[3][0][0],&g_24,&g_745[3][0][0],&g_745[3][0][0],&g_24},{&g_24,(void*)0,&g_24,(void*)0,&g_24,(void*)0,&g_24,(void*)0,&g_24},{&g_745[3][0][0],&g_745[3][0][0],&g_745[3][0][0],&g_745[3][0][0],&g_24,&g_745[3][0][0],&g_745[3][0][0],&g_24,&g_745[3][0][0]},{&g_745[0][8][0],(void*)0,&g_745[0][8][0],(void*)0,&g_745[0][8][0],(void*)0,&g_745[0][8][0],(void*)0,&g_745[0][8][0]},{&g_745[3][0][0],&g_745[3][0][0],&g_745[3][0][0],&g_745[3][0][0],&g_24,&g_24,&g_745[3][0][0],&g_745[3][0][0],&g_745[3][0][0]},{&g_24,(void*)0,&g_24,(void*)0,&g_24,(void*)0,&g_24,(void*)0,&g_24}};
static volatile int8_t*volatile*const g_1686=(void*)0;
static uint16_t g_1697[9][1]={{0x82D5L},{0x82D5L},{0x82D5L},{0x82D5L},{0x82D5L},{0x82D5L},{0x82D5L},{0x82D5L},{0x82D5L}};
static int16_t g_1704[2]={0L,0L};
static int16_t g_1705=1L;
static volatile uint64_t g_1728=18446744073709551615UL;
static volatile uint64_t*g_1727[7]={&g_1728,&g_1728,&g_1728,&g_1728,&g_1728,&g_1728,&g_1728};
static volatile uint64_t**volatile g_1726[6][1]={{&g_1727[2]},{&g_1727[2]},{&g_1727[2]},{&g_1727[2]},{&g_1727[2]},{&g_1727[2]}};
static volatile int32_t*volatile*volatile*volatile g_1761=(void*)0;
static volatile int32_t*volatile*volatile*volatile*volatile g_1760= &g_1761;
static int32_t**g_1920= &g_10;
static int32_t***g_1919= &g_1920;
static uint16_t g_1933=65530UL;
static uint8_t**g_1998= &g_268[8][3][0];
static int32_t*const volatile g_2071= &g_24;
static int32_t*g_2105= &g_24;
static volatile int32_t g_2131=0x88A3CAC6L;
static uint32_t g_2149=0xA7BAD6FAL;
static struct S0 g_2196={74,-20,534,2};
static const int32_t*g_2239=(void*)0;
static const int32_t**volatile g_2238= &g_2239;
static struct S0**g_2285= &g_151;
static struct S0***g_2284= &g_2285;
static struct S0****g_2283[4]={&g_2284,&g_2284,&g_2284,&g_2284};
static struct S0 g_2310={76,-78,1268,2};
static struct S0 g_2335={40,-108,3395,1};
static uint32_t*const g_2391= &g_1354;
static uint32_t*const*g_2390[10]={&g_2391,&g_2391,&g_2391,&g_2391,&g_2391,&g_2391,&g_2391,&g_2391,&g_2391,&g_2391};
static volatile struct S0 g_2490={0,-107,660,0};
static int64_t**g_2497= &g_468[4];
static int64_t***g_2496= &g_2497;
static struct S0*****g_2505= &g_2283[1];
static int8_t*g_2507= &g_292;
static const int8_t**const**g_2548=(void*)0;
static const int8_t**const***volatile g_2547= &g_2548;
static int16_t**g_2657[6]={&g_1569,&g_1569,&g_1569,&g_1569,&g_1569,&g_1569};
static int32_t g_2668[1][8][7]={{{0x001F7EE5L,0xD25674C8L,0xD25674C8L,0x001F7EE5L,0x26EDA249L,0L,0L},{0xD2EC623CL,0x403E67CAL,0xA53EE177L,0x403E67CAL,0xD2EC623CL,0x403E67CAL,0xA53EE177L},{0x26EDA249L,0x001F7EE5L,0xD25674C8L,0xD25674C8L,0x001F7EE5L,0x26EDA249L,0L},{0x2F91D268L,0xF0F95343L,0x2F91D268L,0x403E67CAL,0x2F91D268L,0xF0F95343L,0x2F91D268L},{0x26EDA249L,0xD25674C8L,0L,0x001F7EE5L,0x001F7EE5L,0L,0xD25674C8L},{0xD2EC623CL,0xF0F95343L,0xA53EE177L,0xF0F95343L,0xD2EC623CL,0xF0F95343L,0xA53EE177L},{0x001F7EE5L,0x001F7EE5L,0L,0xD25674C8L,0x26EDA249L,0x26EDA249L,0xD25674C8L},{0x2F91D268L,0x403E67CAL,0x2F91D268L,0xF0F95343L,0x2F91D268L,0x403E67CAL,0x2F91D268L}}};
static volatile uint64_t g_2709=0x743125B7EC48A711LL;
static int8_t g_2713=(-4L);
static volatile struct S0 g_2741={86,-39,604,3};
static struct S0 g_2747={35,-50,40,0};
static const int8_t g_2756=(-1L);
static struct S0 g_2777={75,-102,3018,0};
static struct S0 func_1(void);
static int32_t*func_2(int32_t*p_3,int64_t p_4);
static int32_t*func_5(uint16_t p_6,int32_t*p_7,int32_t*p_8);
static int32_t*func_11(int32_t*p_12,uint64_t p_13,uint32_t p_14,int16_t p_15,const int32_t*p_16);
static int32_t*func_17(uint8_t p_18,int8_t p_19,int32_t*p_20);
static uint32_t func_27(int32_t*p_28,int64_t p_29,int32_t*p_30,int32_t*p_31);
static int32_t*func_32(int32_t*p_33,const int32_t*const p_34,uint16_t p_35,int32_t p_36);
static int32_t*func_37(uint32_t p_38);
static int64_t func_41(int32_t*p_42,int64_t p_43,const int32_t*p_44);
static struct S0 func_45(int32_t*p_46,const uint16_t p_47,int32_t p_48,uint16_t p_49);
static struct S0 func_1(void)
{
uint32_t l_22=0UL;
int32_t*l_23[9][8][3]={{{&g_24,&g_24,&g_24},{(void*)0,&g_24,&g_24},{&g_24,&g_24,&g_24},{&g_24,&g_24,&g_24},{(void*)0,&g_24,(void*)0},{&g_24,&g_24,&g_24},{&g_24,&g_24,&g_24},{&g_24,&g_24,(void*)0}},{{(void*)0,&g_24,&g_24},{&g_24,(void*)0,(void*)0},{&g_24,(void*)0,&g_24},{&g_24,&g_24,(void*)0},{&g_24,&g_24,&g_24},{&g_24,&g_24,&g_24},{(void*)0,&g_24,(void*)0},{(void*)0,&g_24,&g_24}},{{&g_24,&g_24,&g_24},{(void*)0,(void*)0,&g_24},{&g_24,(void*)0,&g_24},{(void*)0,&g_24,&g_24},{(void*)0,&g_24,&g_24},{&g_24,&g_24,&g_24},{&g_24,&g_24,&g_24},{&g_24,&g_24,&g_24}},{{&g_24,&g_24,&g_24},{&g_24,&g_24,(void*)0},{(void*)0,&g_24,(void*)0},{&g_24,&g_24,&g_24},{&g_24,&g_24,&g_24},{&g_24,&g_24,&g_24},{(void*)0,(void*)0,&g_24},{&g_24,(void*)0,&g_24}},{{&g_24,&g_24,&g_24},{(void*)0,&g_24,&g_24},{&g_24,(void*)0,&g_24},{(void*)0,&g_24,(void*)0},{&g_24,&g_24,&g_24},{&g_24,&g_24,&g_24},{&g_24,&g_24,&g_24},{(void*)0,&g_24,&g_24}},{{&g_24,&g_24,&g_24},{&g_24,(void*)0,(void*)0},{&g_24,&g_24,&g_24},{(void*)0,&g_24,&g_24},{&g_24,&g_24,&g_24},{&g_24,&g_24,(void*)0},{&g_24,&g_24,&g_24},{&g_24,&g_24,&g_24}},{{&g_24,&g_24,&g_24},{(void*)0,&g_24,&g_24},{&g_24,&g_24,&g_24},{&g_24,(void*)0,&g_24},{&g_24,&g_24,(void*)0},{(void*)0,&g_24,&g_24},{&g_24,&g_24,(void*)0},{&g_24,&g_24,&g_24}},{{&g_24,&g_24,&g_24},{&g_24,&g_24,&g_24},{&g_24,(void*)0,&g_24},{&g_24,&g_24,&g_24},{&g_24,&g_24,&g_24},{&g_24,&g_24,(void*)0},{&g_24,&g_24,&g_24},{&g_24,(void*)0,&g_24}},{{&g_24,&g_24,&g_24},{&g_24,&g_24,(void*)0},{&g_24,&g_24,&g_24},{&g_24,&g_24,&g_24},{&g_24,(void*)0,&g_24},{(void*)0,&g_24,&g_24},{&g_24,&g_24,&g_24},{&g_24,&g_24,(void*)0}}};
int64_t l_2146=0x68254E3FFEBE3F8ELL;
const int16_t l_2147[6][3][7]={{{0x9EF8L,0xA7D9L,0L,0xC499L,0L,0x9EF8L,0xC499L},{0x79B5L,(-2L),1L,0xBE0BL,0xBE0BL,1L,(-2L)},{0xA7D9L,0xACF9L,0L,(-1L),0xACF9L,0xC499L,(-9L)}},{{0x9D03L,0xBE0BL,(-8L),0x9D03L,(-2L),0x9D03L,(-8L)},{0L,0L,0x036CL,(-1L),0xA7D9L,(-6L),0L},{0L,(-8L),(-2L),0xBE0BL,0x64DCL,0x64DCL,0xBE0BL}},{{0xDBDCL,(-9L),0xDBDCL,0xC499L,0xA7D9L,0xDBDCL,0xACF9L},{0xBE0BL,(-2L),(-9L),(-5L),(-2L),4L,(-2L)},{0xD225L,0xC499L,0xC499L,0xD225L,0xACF9L,0xDBDCL,0xA7D9L}},{{0x64DCL,0L,(-8L),(-2L),0xBE0BL,0x64DCL,0x64DCL},{0L,0xA7D9L,0x19E6L,0xA7D9L,0xC499L,0xA7D9L,0xDBDCL},{(-2L),0xB630L,(-9L),0x9D03L,1L,(-9L),0x64DCL}},{{0L,0x9EF8L,(-7L),(-7L),0x9EF8L,0L,(-6L)},{(-2L),0x9D03L,0x79B5L,(-2L),0x64DCL,(-5L),0x9D03L},{0xC499L,0x036CL,0L,0xACF9L,0L,0x036CL,0xC499L}},{{4L,0x9D03L,(-7L),1L,(-8L),4L,1L},{0L,0x9EF8L,(-1L),0xDBDCL,0xDBDCL,(-1L),0x9EF8L},{0x9D03L,0xB630L,(-7L),1L,0xB630L,1L,0x64DCL}}};
uint32_t*l_2148= &g_2149;
int i,j,k;
l_23[4][2][2]=((*g_191)=func_2(((*g_1920)=func_5(g_9,g_10,func_11(func_17((~0x3EL),l_22,l_23[4][2][2]),g_1474.f0,((((g_1567.f1!=((*l_2148)^=(+(safe_mul_func_int16_t_s_s((safe_sub_func_int64_t_s_s((safe_add_func_int32_t_s_s((((l_2146^1L)>=0x0DL)|l_2147[3][1][3]),6L)),g_305.f1)),g_744[4][2][4].f1)))))|255UL)>=0x2A4CL)==g_603.f0),g_744[4][2][4].f1,(*g_1920)))),g_738[0][2].f1));
(*g_675)=(*g_1251);
return g_2777;
}
static int32_t*func_2(int32_t*p_3,int64_t p_4)
{
struct S0**l_2719= &g_151;
int32_t l_2723=(-3L);
uint64_t*l_2734=(void*)0;
uint64_t*l_2735=(void*)0;
uint64_t*l_2736= &g_351[0][1];
uint16_t l_2737=5UL;
struct S0****const l_2771= &g_2284;
if(((((((safe_unary_minus_func_int8_t_s((p_4^((l_2723=((*g_1569)|=((!(~((l_2719!=((((!(((*g_2507)=(-7L)),(((safe_sub_func_uint8_t_u_u((l_2723<=p_4),(((safe_sub_func_int8_t_s_s((p_4>((safe_lshift_func_uint8_t_u_s(((!(safe_div_func_uint8_t_u_u((((**l_2719),l_2723),((+((((*l_2736)=((safe_sub_func_int8_t_s_s((p_4<0x84A4L),251UL))==(-1L))),p_4)^0x77L))!=0xB9L)),(*g_2507))))&p_4),l_2723))&&l_2737)),l_2737))^p_4)==l_2737))),l_2723)^l_2723)))>=l_2723)>=l_2723),l_2719))==g_738[0][2].f1)))!=g_94)))<=0xF874L))))!=(-3L))!=(**g_2497)),l_2723)||p_4)&&l_2723))
{
int32_t l_2757=0x6C700A10L;
uint8_t l_2774=0x6BL;
for(g_61=0;(g_61<=3);g_61+=1)
{
uint64_t l_2738=5UL;
if(p_4)
break;
(*g_913)|=l_2738;
if(l_2737)
break;
for(g_2149=0;(g_2149<=3);g_2149+=1)
{
int32_t l_2746=0x82AFBBB4L;
int32_t l_2758=0x85552504L;
int i,j;
(*g_2105)|=(safe_rshift_func_uint8_t_u_u((g_2741,(l_2738==(safe_add_func_int8_t_s_s((safe_mod_func_int64_t_s_s((l_2746!=(g_2747,((safe_sub_func_uint64_t_u_u((safe_sub_func_int64_t_s_s((safe_add_func_uint16_t_u_u((l_2758=(0x518FL!=(((!(+(g_2756,l_2757)))&&(((void*)0!=l_2719)<0x91B7L))!=p_4))),l_2757)),l_2757)),(***g_2496))),(-9L)))),g_949.f0)),p_4)))),l_2746));
l_2758^=p_4;
(*g_2071)^=0x82149EECL;
}
}
for(g_422=0;(g_422<45);g_422++)
{
uint8_t*l_2765= &g_61;
int32_t l_2766=0xBB35694BL;
uint16_t*l_2772= &g_1697[2][0];
uint16_t*l_2773= &g_1933;
int16_t*l_2775[7];
int i;
for(i=0;i<7;i++)
l_2775[i]= &g_321[6][0][1];
(*g_2105)=(safe_lshift_func_int8_t_s_u((l_2737!=(safe_rshift_func_int16_t_s_u((((*l_2765)=0x48L),((**l_2719),(l_2766=(((*g_1569)^=((((((***g_2284),l_2766),l_2774)^0x61491A634B7427BALL)&0x2DDCL)&p_4))^p_4)))),l_2757))),l_2723));
}
}
else
{
uint16_t l_2776=65529UL;
l_2776=0x0FF47754L;
}
return p_3;
}
static int32_t*func_5(uint16_t p_6,int32_t*p_7,int32_t*p_8)
{
int32_t**l_2567=(void*)0;
int32_t l_2574=0x798CC1B1L;
int16_t l_2588=0x7679L;
int32_t l_2621[2][6];
int32_t****l_2642= &g_1919;
int i,j;
for(i=0;i<2;i++)
{
for(j=0;j<6;j++)
l_2621[i][j]=0L;
}
lbl_2714:
l_2567=(void*)0;
if(((0xDCA9E4AFL||(+((*g_1251)<(safe_div_func_uint8_t_u_u((safe_mul_func_uint8_t_u_u(p_6,((safe_unary_minus_func_int32_t_s(((0L<=((l_2574!=(p_6>((*g_2507)|=(safe_sub_func_int8_t_s_s((safe_sub_func_uint64_t_u_u(((~((((*g_1569)&=(((((--(*g_318))>p_6)==(((safe_lshift_func_uint8_t_u_u((p_6<(safe_mod_func_int8_t_s_s(((safe_sub_func_int32_t_s_s(0L,p_6))>0x08L),0x28L))),3))<=l_2574)^p_6))<l_2574),l_2574)),(-1L)),(-1L)))==l_2574),p_6)),l_2574)))))^(-1L)))>=l_2588))),255UL))),p_6))))),l_2588))
{
uint32_t l_2606=4294967293UL;
uint32_t l_2609=0xC240B1C1L;
int8_t l_2610=0x19L;
int32_t*l_2612= &l_2574;
int32_t l_2620=1L;
int32_t l_2622=0xBD2ADA55L;
int32_t l_2624[5][2]={{0xBD7C63EBL,0xBD7C63EBL},{0xBD7C63EBL,0xBD7C63EBL},{0xBD7C63EBL,0xBD7C63EBL},{0xBD7C63EBL,0xBD7C63EBL},{0xBD7C63EBL,0xBD7C63EBL}};
const uint16_t l_2635=0x3F8DL;
int32_t****l_2644=(void*)0;
int i,j;
for(g_139=1;(g_139<=4);g_139+=1)
{
int32_t*l_2589=(void*)0;
int8_t***l_2599= &g_301;
int32_t l_2619=0x9E3BD0E4L;
int32_t l_2623=(-1L);
int32_t l_2625=0x3C37E8D3L;
int32_t l_2626=0xCA44B69DL;
uint8_t***l_2651= &g_1998;
int16_t**l_2654= &g_1569;
for(g_1705=0;(g_1705>=0);g_1705-=1)
{
return p_7;
}
for(g_182=0;(g_182<=4);g_182+=1)
{
int8_t**const*l_2598=(void*)0;
int32_t l_2600=1L;
int32_t l_2607=0x16A1F9FBL;
uint64_t*l_2608[2][1][4]={{{&g_351[6][0],&g_351[6][0],(void*)0,&g_351[6][0]}},{{&g_351[6][0],(void*)0,(void*)0,&g_351[6][0]}}};
const int32_t**l_2611= &g_2239;
int32_t*l_2613=(void*)0;
int32_t*l_2614=(void*)0;
int32_t*l_2615= &g_745[0][1][0];
int32_t*l_2616= &g_365;
int32_t*l_2617= &l_2600;
int32_t*l_2618[8]={(void*)0,&l_2574,(void*)0,(void*)0,&l_2574,(void*)0,(void*)0,&l_2574};
uint32_t l_2627=0xA7CE775CL;
int16_t**l_2658[7][1];
int i,j,k;
for(i=0;i<7;i++)
{
for(j=0;j<1;j++)
l_2658[i][j]=(void*)0;
}
l_2612= &l_2574;
--l_2627;
if((((((safe_add_func_uint16_t_u_u(p_6,(l_2621[0][2]|(safe_mul_func_uint16_t_u_u((((void*)0!=l_2612)==((+p_6)!=p_6)),(0xD87EL>p_6)))))),(p_6^l_2635))<(*l_2615))||0xC1D4662BL)^p_6))
{
int32_t l_2640[10][10]={{0xFA176E3BL,0x0F1222FCL,0x3AB9D262L,0xDC88F7FEL,7L,0x6584C186L,0x63A99EEAL,(-1L),0x6B4D6FE9L,0x6A66A90CL},{7L,9L,0x19286BF7L,5L,0x63A99EEAL,5L,0x19286BF7L,9L,7L,0L},{9L,0L,8L,(-8L),0x0F1222FCL,(-6L),0x6B4D6FE9L,0x6584C186L,(-1L),0xFA176E3BL},{5L,0xFA176E3BL,0x63A99EEAL,(-8L),0x6584C186L,0xE54F513DL,0x489B31BDL,8L,7L,7L},{0xB79C69D8L,0x6584C186L,(-5L),5L,5L,(-5L),0x6584C186L,0xB79C69D8L,0x6B4D6FE9L,9L},{9L,0xB79C69D8L,0L,0xDC88F7FEL,(-6L),0x6A66A90CL,0L,0x6B4D6FE9L,8L,5L},{8L,(-5L),0L,(-6L),0xE54F513DL,0x6B4D6FE9L,7L,0xB79C69D8L,1L,0xB79C69D8L},{0x3AB9D262L,0x22226B56L,(-5L),9L,(-5L),0x22226B56L,0x3AB9D262L,8L,0xDC88F7FEL,9L},{(-8L),0x489B31BDL,0x63A99EEAL,9L,0x6A66A90CL,0x19286BF7L,0L,0x6584C186L,0x0F1222FCL,8L},{0x6584C186L,0x489B31BDL,8L,0x63A99EEAL,0x6B4D6FE9L,0xAEF39997L,0x3AB9D262L,9L,9L,0x3AB9D262L}};
int8_t*l_2641= &l_2610;
int32_t*****l_2643= &l_2642;
int8_t*l_2645= &l_2610;
uint32_t l_2650=18446744073709551612UL;
int i,j;
(*l_2617)^=(((safe_div_func_int8_t_s_s((safe_lshift_func_uint16_t_u_u(l_2640[6][0],5)),((*l_2641)^=(*g_2507)))),((((((*l_2643)=l_2642)==l_2644),(*g_301))!=l_2645),(void*)0))!=((l_2621[0][5]||((safe_rshift_func_uint16_t_u_u((safe_rshift_func_uint8_t_u_s((*l_2612),l_2650)),p_6))>(*g_1569))),l_2651));
}
else
{
int16_t***l_2655=(void*)0;
int16_t***l_2656[7]={&l_2654,&l_2654,&l_2654,&l_2654,&l_2654,&l_2654,&l_2654};
int8_t**l_2665[9]={&g_2507,&g_2507,&g_2507,&g_2507,&g_2507,&g_2507,&g_302,&g_302,&g_2507};
int32_t l_2666=0xE65F4A6BL;
int8_t*l_2667[1][4]={{&l_2610,&l_2610,&l_2610,&l_2610}};
uint16_t l_2669=65535UL;
int i,j;
(*l_2615)=(safe_lshift_func_int8_t_s_u((g_2668[0][6][6]=((*g_2507)=(((g_2657[4]=l_2654)==l_2658[0][0]),(safe_add_func_int64_t_s_s(p_6,((*l_2615),((safe_rshift_func_int8_t_s_u((p_6&&(safe_mod_func_uint16_t_u_u(((*l_2599)!=(l_2665[7]= &g_302)),p_6))),7))!=((l_2666^(*l_2615))!=(-2L))))))))),6));
l_2669++;
for(g_2149=0;(g_2149<=3);g_2149+=1)
{
if((*l_2617))
break;
return p_7;
}
}
}
}
(*g_2105)|=((((((*l_2612)=((safe_rshift_func_int16_t_s_s((p_6||((safe_lshift_func_int8_t_s_u((g_355.f2,(!(safe_lshift_func_uint16_t_u_s(((p_6,(+(safe_div_func_int8_t_s_s(p_6,((*g_2507)=(safe_add_func_uint32_t_u_u(0UL,(255UL<=(((*g_301)= &l_2610)==(void*)0)))))))))!=p_6),5)))),p_6)),l_2621[1][0])),p_6))<l_2621[0][3])),&g_1197)==(void*)0)>0x39L),0x643F2763L);
for(l_2606=(-19);(l_2606>18);l_2606=safe_add_func_uint16_t_u_u(l_2606,2))
{
for(g_9=(-21);(g_9<(-2));g_9=safe_add_func_uint8_t_u_u(g_9,7))
{
const uint16_t l_2710=65535UL;
int32_t l_2711=0L;
for(g_292=0;(g_292!=14);++g_292)
{
uint32_t l_2690=0UL;
uint8_t*l_2693= &g_75[4];
int64_t l_2703[5];
uint8_t*l_2706= &g_962[0];
uint16_t*l_2707[2];
int32_t l_2708=0x7A7EEA5CL;
int8_t*l_2712= &g_2713;
int i;
for(i=0;i<5;i++)
l_2703[i]=0xFCCB9D4434E24FD4LL;
for(i=0;i<2;i++)
l_2707[i]=(void*)0;
if(l_2690)
break;
(*g_2105)&=((((*l_2712)=(((safe_mul_func_uint8_t_u_u(((*l_2693)=p_6),(l_2690&1UL)))<=((safe_rshift_func_int16_t_s_s(p_6,(+(safe_mod_func_uint8_t_u_u(p_6,(l_2711=((*g_302)=((safe_mul_func_int16_t_s_s((safe_div_func_uint8_t_u_u(((l_2703[0]!=(l_2708=(safe_add_func_uint8_t_u_u(((*l_2706)=p_6),p_6))))>((*g_2507)&&p_6)),g_2709)),l_2710)),0x80L))))))))&&1L))|0xF695BFBBL))>=p_6),0xBF4C3415L);
}
}
}
}
else
{
uint64_t l_2715=0UL;
if(g_292)
goto lbl_2714;
l_2574=l_2715;
}
return p_8;
}
static int32_t*func_11(int32_t*p_12,uint64_t p_13,uint32_t p_14,int16_t p_15,const int32_t*p_16)
{
int32_t l_2158=1L;
uint32_t l_2182=4294967295UL;
int32_t l_2199[9][8]={{0x6E845F69L,0x062E0D40L,0xA5EC74A3L,0x04638328L,0L,0xA5EC74A3L,0x3B27581CL,0xA5EC74A3L},{0x970CE5C7L,0x04638328L,7L,0x04638328L,0x970CE5C7L,1L,0x04638328L,0x91385275L},{(-8L),0x970CE5C7L,0L,3L,0x04638328L,(-8L),(-8L),0x04638328L},{0x6E845F69L,0L,0L,0x6E845F69L,0x062E0D40L,0xA5EC74A3L,0x04638328L,0L},{0x04638328L,0x3B27581CL,7L,0x91385275L,0x3B27581CL,(-9L),0x3B27581CL,0x91385275L},{0xA5EC74A3L,0x3B27581CL,0xA5EC74A3L,0L,0x04638328L,0xA5EC74A3L,0x062E0D40L,0x6E845F69L},{0x970CE5C7L,0L,3L,0x04638328L,(-8L),(-8L),0x04638328L,3L},{0x970CE5C7L,0x970CE5C7L,(-9L),0x91385275L,0x04638328L,1L,0x970CE5C7L,0x04638328L},{0xA5EC74A3L,0x04638328L,0L,0xA5EC74A3L,0x3B27581CL,0xA5EC74A3L,0L,0x04638328L}};
int32_t l_2200=1L;
int8_t l_2213=(-1L);
uint16_t**l_2277=(void*)0;
uint16_t l_2279=65533UL;
const uint8_t*l_2291= &g_962[0];
const uint8_t**l_2290= &l_2291;
int32_t****l_2537=(void*)0;
uint16_t*l_2555= &g_1697[4][0];
int8_t**l_2566=(void*)0;
int i,j;
for(g_250=6;(g_250>=2);g_250-=1)
{
int16_t*l_2166= &g_1479;
int32_t l_2181=0x5D6DED40L;
int32_t l_2183=0x1AE7DA2EL;
int32_t l_2201=(-8L);
uint8_t*l_2204= &g_61;
int8_t*const*l_2241=(void*)0;
uint32_t**l_2252= &g_318;
int32_t l_2356=0x70EDF9C8L;
const int16_t l_2394=1L;
uint8_t***l_2395= &g_1998;
int32_t l_2472=0xE84C65A4L;
int32_t l_2476=(-7L);
int32_t l_2477=0x265CAB69L;
int32_t*l_2485= &g_745[3][0][0];
uint32_t l_2540[10]={1UL,4294967295UL,0UL,0UL,4294967295UL,1UL,4294967295UL,0UL,0UL,4294967295UL};
int i;
(*g_2105)=((l_2183|=(safe_div_func_uint32_t_u_u((p_15|((safe_sub_func_uint8_t_u_u(((safe_mul_func_int8_t_s_s(l_2158,(safe_add_func_int16_t_s_s(((*g_1569)|=(**g_1029)),((0xA419L>(safe_mod_func_uint64_t_u_u((((safe_mul_func_int16_t_s_s(((*l_2166)=(!(-7L))),(((safe_lshift_func_uint16_t_u_s(((safe_sub_func_int64_t_s_s((((*g_318)=(safe_mul_func_uint16_t_u_u((safe_rshift_func_int8_t_s_s((safe_div_func_int8_t_s_s(0L,(((((safe_div_func_int64_t_s_s((safe_div_func_int64_t_s_s(l_2158,p_15)),p_14))>=l_2158)&&(-7L))^l_2158),247UL))),6)),65535UL)))>l_2158),1UL))|0x627BCF14L),p_15))>=l_2181)!=l_2181)))>p_15)==p_14),l_2182)))>l_2158))))),p_14),0x40L))!=0L)),l_2158)))^l_2182);
l_2201|=(safe_add_func_uint16_t_u_u(((safe_rshift_func_uint8_t_u_u((((((safe_div_func_int32_t_s_s(((safe_mod_func_int8_t_s_s((safe_mul_func_uint16_t_u_u((l_2200=(1UL||((safe_rshift_func_int16_t_s_u(l_2182,7))^((l_2183&(*g_318))<=((l_2199[5][3]=((*g_2105)^=(((p_13||(g_2196,((l_2181<=((1L&&(safe_mul_func_uint8_t_u_u(l_2183,0x25L)))<=65535UL))<=(-8L))))||l_2181)&&p_13))),l_2181))))),0xFBA9L)),p_14))>1L),l_2181))||l_2183),p_14),0L),l_2183),p_13))&0xBEL),0UL));
if(l_2201)
break;
if(((~(((!(++(*l_2204)))&(((0x1AA6L&(safe_rshift_func_int8_t_s_s(((safe_lshift_func_int8_t_s_u((safe_mul_func_int8_t_s_s((((((p_14,(((l_2213,l_2183)<((*g_318)=(safe_div_func_uint16_t_u_u((((l_2199[7][7]<0xB807CFAFL),((*g_1998)=l_2204))!=(void*)0),p_14))))|0x6695998AL))!=(-7L))==l_2181)|250UL),(**g_301)),(**g_301))),l_2213))<=l_2182),(*g_302))))||p_15)||p_14))>=l_2213))<=l_2200))
{
int64_t l_2222=0x6E60BE6286C8A81DLL;
struct S0**l_2229= &g_151;
struct S0***l_2228= &l_2229;
int64_t l_2234=0L;
int8_t**l_2240= &g_302;
uint32_t**l_2253=(void*)0;
int32_t l_2254[6][9]={{(-1L),0xDAB70C68L,(-1L),(-1L),0xDAB70C68L,(-1L),(-1L),0xDAB70C68L,(-1L)},{0xB01FE44AL,(-1L),0xB01FE44AL,0xB01FE44AL,(-1L),0xB01FE44AL,0xB01FE44AL,(-1L),0xB01FE44AL},{(-1L),0xDAB70C68L,(-1L),(-1L),0xDAB70C68L,(-1L),(-1L),0xDAB70C68L,(-1L)},{0xB01FE44AL,(-1L),0xB01FE44AL,0xB01FE44AL,(-1L),0xB01FE44AL,0xB01FE44AL,(-1L),0xB01FE44AL},{(-1L),0xDAB70C68L,(-1L),(-1L),0xDAB70C68L,(-1L),(-1L),0xDAB70C68L,(-1L)},{0xB01FE44AL,(-1L),0xB01FE44AL,0xB01FE44AL,(-1L),0xB01FE44AL,0xB01FE44AL,(-1L),0xB01FE44AL}};
int i,j;
for(l_2201=0;(l_2201<=3);l_2201+=1)
{
int32_t**l_2216= &g_192;
uint16_t***l_2223=(void*)0;
uint16_t****l_2224= &l_2223;
struct S0***l_2230=(void*)0;
struct S0***l_2231= &l_2229;
int32_t l_2232=0L;
uint8_t l_2233=1UL;
int32_t**l_2235= &g_1608[1][6];
int32_t*l_2259[2][10][7]={{{&g_365,&g_745[3][0][0],&g_745[2][1][0],(void*)0,&g_745[0][9][0],(void*)0,(void*)0},{&g_745[2][5][0],&g_745[1][1][0],&l_2199[5][3],&g_745[1][1][0],&g_745[2][5][0],(void*)0,&l_2181},{&g_24,&l_2201,&g_745[3][0][0],(void*)0,&l_2200,(void*)0,&g_745[3][0][0]},{&l_2181,&g_24,&g_745[3][0][0],&l_2254[2][0],(void*)0,&l_2201,&l_2199[5][3]},{&g_24,(void*)0,&l_2181,&l_2181,(void*)0,&g_24,&l_2200},{&g_745[2][5][0],&l_2254[0][7],(void*)0,&g_365,(void*)0,&l_2181,&l_2254[4][6]},{&g_365,&l_2199[5][4],&g_365,(void*)0,&l_2200,&g_745[2][1][0],&g_365},{&l_2183,&g_24,&l_2199[5][3],&g_745[1][1][0],&l_2199[5][3],&g_24,&l_2183},{&g_745[0][9][0],&l_2181,&g_365,&l_2201,(void*)0,&g_24,(void*)0},{&l_2181,&l_2201,&l_2232,&g_24,&g_745[3][0][0],(void*)0,(void*)0}},{{&l_2199[5][4],&g_745[2][1][0],&g_365,(void*)0,(void*)0,&g_365,&g_745[2][1][0]},{&g_745[3][0][0],(void*)0,&l_2199[5][3],&l_2254[0][7],&l_2232,&g_745[1][1][0],(void*)0},{&g_24,&l_2199[5][4],(void*)0,&l_2199[5][4],&g_24,&l_2181,(void*)0},{&l_2199[5][3],(void*)0,&l_2183,&l_2254[0][7],(void*)0,&l_2254[0][7],&l_2183},{(void*)0,(void*)0,&g_745[0][9][0],(void*)0,&g_745[2][1][0],&g_745[3][0][0],&g_365},{&l_2199[5][3],&l_2254[0][7],&l_2181,&g_24,&g_745[3][0][0],&l_2254[2][0],(void*)0},{&g_24,&g_745[0][9][0],&l_2199[5][4],&l_2201,&g_745[2][1][0],&g_745[2][1][0],&l_2201},{&g_745[3][0][0],&g_365,&g_745[3][0][0],&g_745[1][1][0],(void*)0,&l_2199[7][2],&l_2199[5][3]},{&l_2199[5][4],&g_745[0][9][0],&g_24,&g_745[3][0][0],&g_24,&g_745[0][9][0],&l_2199[5][4]},{&l_2181,&l_2254[0][7],&l_2199[5][3],&l_2181,&l_2232,&l_2199[7][2],&l_2232}}};
int i,j,k;
(*l_2235)=((*l_2216)=(*l_2216));
for(g_365=0;(g_365<=3);g_365+=1)
{
int64_t l_2236=0xF81F13D46409EF32LL;
int32_t*l_2237[2];
int i;
for(i=0;i<2;i++)
l_2237[i]= &l_2181;
if(l_2236)
break;
return p_12;
}
for(g_139=0;(g_139<=3);g_139+=1)
{
l_2181|=((*g_2105)=(*g_507));
(*l_2228)=(*l_2231);
for(l_2181=3;(l_2181>=0);l_2181-=1)
{
(*g_2238)=p_16;
(*g_2105)=(p_14||(l_2240!=l_2241));
}
}
for(g_61=0;(g_61<=3);g_61+=1)
{
struct S0***l_2255= &l_2229;
int32_t l_2256=7L;
int64_t*l_2258[10][2]={{&g_417,&l_2234},{&g_417,&g_417},{&g_417,&l_2234},{&g_417,&g_417},{&g_417,&l_2234},{&g_417,&g_417},{&g_417,&l_2234},{&g_417,&g_417},{&g_417,&l_2234},{&g_417,&g_417}};
struct S0****l_2282= &l_2230;
struct S0*****l_2281[10]={&l_2282,&l_2282,&l_2282,&l_2282,&l_2282,&l_2282,&l_2282,&l_2282,&l_2282,&l_2282};
uint16_t*l_2302= &l_2279;
int8_t*l_2305= &l_2213;
int8_t*l_2306= &l_2213;
int i,j;
if((safe_mul_func_int8_t_s_s(((l_2256=(safe_mul_func_uint16_t_u_u((l_2254[4][6]=(safe_div_func_int8_t_s_s((safe_mul_func_int16_t_s_s(p_14,((*g_1030)||(l_2252!=l_2253)))),p_14))),((void*)0==l_2255))))!=((p_15,(~((l_2183=p_15)|g_351[5][0]))),(-8L))),l_2158)))
{
(**l_2231)=(**l_2228);
(*l_2235)=(p_12=l_2259[1][2][5]);
return(*l_2216);
}
else
{
uint16_t l_2265=0UL;
uint16_t**l_2278= &g_1092;
int32_t l_2280=6L;
l_2199[5][3]=((+l_2213)==p_14);
l_2280=(safe_sub_func_int16_t_s_s((((((-1L)&&l_2265),(safe_lshift_func_int16_t_s_s(((safe_sub_func_int16_t_s_s((0xD74AL&&p_13),(p_15|((safe_mul_func_uint8_t_u_u(l_2254[2][7],(1UL>=(p_15||(!(safe_lshift_func_uint8_t_u_s((safe_add_func_int32_t_s_s(((((((*g_1090)=l_2277)==l_2278),1L)&&(*g_364)),0L),0x4C507BD8L)),0)))))))|p_13)))),6L),p_13)))||0UL),9L),l_2279));
}
g_2283[2]= &l_2228;
if(l_2256)
continue;
(*g_2105)^=((**g_1029)||(safe_mul_func_uint8_t_u_u((safe_div_func_uint16_t_u_u(((l_2256,l_2290)==(void*)0),p_15)),(safe_lshift_func_int8_t_s_s(((*g_302)=((0L==(safe_mod_func_int64_t_s_s(((safe_div_func_uint8_t_u_u((((safe_sub_func_uint8_t_u_u(0x76L,(safe_add_func_uint16_t_u_u((++(*l_2302)),0x2D25L)))),l_2305)==l_2306),(**g_301)))&p_15),p_14)))||p_14)),p_13)))));
}
}
}
else
{
int8_t l_2307=0L;
int32_t l_2312=9L;
int64_t*l_2317= &g_94;
int32_t l_2318[8][3][7]={{{1L,0L,0L,9L,(-1L),0xB8BA9382L,0xA07A57FBL},{(-1L),0x6C3BB2A4L,0xB0F27770L,0x898E21F5L,0xB0F27770L,0x6C3BB2A4L,(-1L)},{1L,0x5D8E4666L,0x2384D70BL,0x0AD08F56L,(-1L),(-1L),0x00C6155EL}},{{1L,(-2L),1L,1L,0L,9L,0x0AD08F56L},{0xA16B1525L,0x17DDF175L,0x2384D70BL,0x88D1BEA0L,0xA07A57FBL,0x600712A7L,0x4D4997D1L},{(-1L),(-1L),0xB0F27770L,0x2384D70BL,(-1L),6L,(-1L)}},{{0x2384D70BL,0x353D154CL,0L,(-1L),(-2L),0x00C6155EL,1L},{0x6E466303L,0x858FB2D7L,0x600712A7L,0xB0F27770L,1L,1L,(-1L)},{(-1L),0x0AD08F56L,(-8L),0xA16B1525L,1L,0x2B0E76B2L,0x404F4F1AL}},{{1L,(-1L),0x88D1BEA0L,(-7L),(-2L),(-1L),0x2B0E76B2L},{(-6L),1L,9L,0x17DDF175L,0xE3A2289BL,0x0DB3BB4DL,0xE3A2289BL},{0x404F4F1AL,0x3B9DB78BL,0x3B9DB78BL,0x404F4F1AL,(-1L),(-2L),0x0AD08F56L}},{{1L,0x858FB2D7L,(-1L),0x6C3BB2A4L,9L,0x2384D70BL,(-1L)},{(-1L),1L,(-1L),(-1L),8L,0x900286ECL,0x0AD08F56L},{0x00C6155EL,0x404F4F1AL,1L,(-1L),0x6E466303L,1L,0xE3A2289BL}},{{1L,0xA07A57FBL,(-6L),0xA16B1525L,(-2L),(-1L),0x2B0E76B2L},{0x0DB3BB4DL,0x32100D8DL,0xE3A2289BL,1L,0x404F4F1AL,(-1L),0L},{1L,(-1L),0x509ED191L,(-1L),0x858FB2D7L,(-7L),0x04A2F46FL}},{{0x17DDF175L,(-1L),0x32100D8DL,0L,(-1L),0x00C6155EL,(-1L)},{(-1L),0x32100D8DL,0x2384D70BL,0x04A2F46FL,0x900286ECL,0xE3A2289BL,0x6C3BB2A4L},{(-1L),0xA07A57FBL,(-1L),0x00C6155EL,0x00C6155EL,(-1L),0xA07A57FBL}},{{9L,0x404F4F1AL,0x04A2F46FL,0x5D8E4666L,(-6L),0x5FF0F84FL,0xC31E8507L},{0xA07A57FBL,1L,6L,0L,0xCBE3BFD9L,0L,0x3B9DB78BL},{0x5FF0F84FL,0x858FB2D7L,0xB8BA9382L,0x5D8E4666L,1L,0xB0F27770L,(-2L)}}};
int i,j,k;
if((l_2200^=(((((**g_1198)=l_2307)&p_14),(0x96A5L==(((safe_mul_func_uint8_t_u_u((g_2310,p_15),(+l_2312)))==((*g_302)=(0x99L&&(((safe_lshift_func_uint8_t_u_u(((safe_lshift_func_uint8_t_u_u(l_2183,4))&&(((*l_2317)=l_2213)&&1L)),l_2201))>=p_14)==p_15)))),l_2307))),l_2199[8][0])))
{
int8_t l_2326=2L;
uint64_t*l_2327= &g_351[6][0];
int32_t l_2334=0x992E5D78L;
for(g_1933=0;(g_1933<=3);g_1933+=1)
{
uint32_t l_2323=0x504EB428L;
if((*g_843))
break;
if(p_13)
break;
for(l_2312=3;(l_2312>=0);l_2312-=1)
{
int32_t*l_2319= &l_2318[6][1][5];
int32_t*l_2320=(void*)0;
int32_t*l_2321= &g_745[2][9][0];
int32_t*l_2322[7]={&g_745[1][8][0],&g_745[1][8][0],&g_745[1][8][0],&g_745[1][8][0],&g_745[1][8][0],&g_745[1][8][0],&g_745[1][8][0]};
int i;
l_2323--;
if(l_2326)
continue;
if((*l_2321))
break;
}
}
l_2201=((((l_2312||((***g_2284),(((((*l_2327)=p_15)|(safe_div_func_int32_t_s_s(((safe_sub_func_int8_t_s_s(0xB5L,((*l_2204)=(safe_div_func_int32_t_s_s((l_2334=((-8L)||0UL)),l_2312)))))^(0x288D6F10L!=(g_2335,0x6DDA51A4L))),p_15)))||l_2181),l_2307))),&g_1761)!=(void*)0)||0xF8L);
}
else
{
if(l_2201)
break;
return(*g_1920);
}
}
for(p_14=0;(p_14<=6);p_14+=1)
{
int32_t l_2337=(-9L);
int32_t l_2364=0xEF6B1D4CL;
int16_t l_2365=0x6255L;
int64_t*l_2384= &g_9;
uint32_t*const l_2387= &g_1354;
uint32_t*const*l_2386= &l_2387;
uint32_t*const**l_2385= &l_2386;
uint32_t l_2408=0x3AE07F9EL;
int32_t l_2463=4L;
int32_t l_2465=(-5L);
int32_t l_2466=(-8L);
int32_t l_2470=0L;
int32_t l_2474=(-5L);
int32_t l_2475[5][5][4]={{{0x00611AE9L,(-3L),0x1EE6F18CL,0x1EE6F18CL},{0xE49E5E3EL,0xE49E5E3EL,0x55788511L,(-1L)},{9L,0x55788511L,0L,0xCAC8E357L},{0x1EE6F18CL,0x4A2C53EAL,0xC6DE08E5L,0L},{0L,0x4A2C53EAL,0xE49E5E3EL,0xCAC8E357L}},{{0x4A2C53EAL,0x55788511L,0x4A2C53EAL,(-1L)},{(-3L),0xE49E5E3EL,0xF00AB023L,0x1EE6F18CL},{0x580A53CEL,(-3L),(-1L),0xE49E5E3EL},{0xCAC8E357L,(-1L),(-1L),(-3L)},{0x580A53CEL,0xF00AB023L,0xF00AB023L,0x580A53CEL}},{{(-3L),0xCAC8E357L,0x4A2C53EAL,0L},{0x4A2C53EAL,0L,0xE49E5E3EL,(-1L)},{0L,0x00611AE9L,0xC6DE08E5L,(-1L)},{0x1EE6F18CL,0L,0L,0L},{9L,0xCAC8E357L,0x55788511L,0x580A53CEL}},{{0xE49E5E3EL,0xF00AB023L,0x1EE6F18CL,(-3L)},{0x00611AE9L,(-1L),(-3L),0xE49E5E3EL},{0x00611AE9L,(-3L),0x1EE6F18CL,0x1EE6F18CL},{0xE49E5E3EL,0xE49E5E3EL,0x55788511L,(-1L)},{9L,0x55788511L,0L,0xCAC8E357L}},{{0x1EE6F18CL,0x4A2C53EAL,0xC6DE08E5L,0L},{0xCAC8E357L,8L,0L,0x580A53CEL},{8L,(-1L),8L,(-3L)},{0xF00AB023L,0L,0xC6DE08E5L,0x4A2C53EAL},{9L,0xF00AB023L,(-3L),0L}}};
int64_t**l_2492= &g_1520[g_250];
int64_t***l_2491= &l_2492;
uint16_t***l_2522= &l_2277;
const int8_t*l_2545= &g_292;
const int8_t**l_2544= &l_2545;
const int8_t**const*l_2543[6][6][3]={{{&l_2544,&l_2544,&l_2544},{&l_2544,&l_2544,&l_2544},{&l_2544,&l_2544,&l_2544},{&l_2544,&l_2544,&l_2544},{&l_2544,&l_2544,&l_2544},{(void*)0,&l_2544,&l_2544}},{{&l_2544,&l_2544,&l_2544},{&l_2544,&l_2544,&l_2544},{&l_2544,&l_2544,&l_2544},{&l_2544,&l_2544,&l_2544},{&l_2544,&l_2544,&l_2544},{&l_2544,(void*)0,&l_2544}},{{(void*)0,&l_2544,&l_2544},{&l_2544,&l_2544,&l_2544},{&l_2544,&l_2544,&l_2544},{&l_2544,&l_2544,&l_2544},{&l_2544,&l_2544,&l_2544},{&l_2544,&l_2544,&l_2544}},{{&l_2544,&l_2544,&l_2544},{&l_2544,&l_2544,&l_2544},{&l_2544,&l_2544,&l_2544},{&l_2544,&l_2544,&l_2544},{(void*)0,&l_2544,&l_2544},{&l_2544,&l_2544,&l_2544}},{{&l_2544,&l_2544,&l_2544},{&l_2544,&l_2544,&l_2544},{&l_2544,&l_2544,&l_2544},{&l_2544,&l_2544,&l_2544},{&l_2544,(void*)0,&l_2544},{(void*)0,&l_2544,&l_2544}},{{&l_2544,&l_2544,&l_2544},{&l_2544,&l_2544,&l_2544},{&l_2544,&l_2544,&l_2544},{&l_2544,&l_2544,&l_2544},{&l_2544,&l_2544,&l_2544},{&l_2544,&l_2544,&l_2544}}};
const int8_t**const**l_2542= &l_2543[0][1][2];
int i,j,k;
}
}
return p_12;
}
static int32_t*func_17(uint8_t p_18,int8_t p_19,int32_t*p_20)
{
int32_t**l_1684= &g_192;
uint16_t*l_1696[6]={&g_1697[2][0],&g_1697[2][0],&g_1697[2][0],&g_1697[2][0],&g_1697[2][0],&g_1697[2][0]};
int32_t l_1698[10][8][3]={{{0xE99BAEDAL,1L,0xEAC24EB6L},{0x4F3BBE69L,0x51358832L,(-2L)},{0xF2DB5112L,0x601AD897L,5L},{0x3E275A13L,0xA29AEA73L,0x121A0455L},{0L,(-1L),0x5E5BB2E7L},{(-1L),0xC149E9FDL,8L},{0x601AD897L,0L,6L},{0xF92F7AA0L,0x4F3BBE69L,(-6L)}},{{1L,0x3881814EL,0x3881814EL},{(-6L),0x1AD9B0ABL,0xDFE1F7C3L},{(-1L),1L,0xBDA06F15L},{1L,(-6L),0x05FE8441L},{0xD3CF9C8FL,0x27B8D421L,5L},{0x1750DA6FL,(-6L),0x51358832L},{0x3881814EL,1L,0xAE4AD57CL},{(-1L),0x1AD9B0ABL,0x1750DA6FL}},{{0xF2DB5112L,0x3881814EL,1L},{(-1L),0x4F3BBE69L,0x121A0455L},{0xEAC24EB6L,0L,(-1L)},{0xA29AEA73L,0xC149E9FDL,0xDFE1F7C3L},{0xE99BAEDAL,1L,0x92ADBA3DL},{0x1585A19DL,0x1750DA6FL,0xF315F091L},{0x3881814EL,0x16A22B64L,(-1L)},{0x37658436L,0x3E275A13L,0x28D61284L}},{{3L,0x601AD897L,(-1L)},{0x37658436L,(-1L),0xAA8FAF31L},{0x3881814EL,3L,0xD3BAC5ECL},{0x1585A19DL,(-1L),0x3E275A13L},{0x92ADBA3DL,0xE99BAEDAL,0xCD0B7BC9L},{0x1750DA6FL,(-1L),0xC149E9FDL},{0x92505F47L,0x27B8D421L,0x5E5BB2E7L},{0x70D23CDEL,0x1750DA6FL,0xFEC30E33L}},{{1L,1L,0xEAC24EB6L},{(-2L),8L,0x28D61284L},{(-1L),1L,0x8E82B811L},{6L,0xF92F7AA0L,0x37658436L},{0x3881814EL,(-1L),0x8E82B811L},{(-1L),0x1585A19DL,0x28D61284L},{1L,0xE99BAEDAL,0xEAC24EB6L},{(-3L),(-1L),0xFEC30E33L}},{{6L,0x0B1F7F0AL,0x5E5BB2E7L},{0x1585A19DL,(-3L),0xC149E9FDL},{0x16A22B64L,0x3881814EL,0xCD0B7BC9L},{(-2L),0x3E275A13L,0x3E275A13L},{0xCD0B7BC9L,0x27B8D421L,0xD3BAC5ECL},{0xDFE1F7C3L,0xF92F7AA0L,0xAA8FAF31L},{1L,0xCD0B7BC9L,(-1L)},{0x51358832L,0x70D23CDEL,0x28D61284L}},{{0x92ADBA3DL,0xCD0B7BC9L,(-1L)},{0x3E275A13L,0xF92F7AA0L,0xF315F091L},{6L,0x27B8D421L,0x92ADBA3DL},{(-1L),0x3E275A13L,0x8360A764L},{5L,0x3881814EL,0xEAC24EB6L},{0x37658436L,(-3L),(-1L)},{0xE99BAEDAL,0x0B1F7F0AL,0xD3BAC5ECL},{6L,(-1L),6L}},{{0x16A22B64L,0xE99BAEDAL,(-9L)},{0x51358832L,0x1585A19DL,0x3E275A13L},{0x92505F47L,(-1L),0xBDA06F15L},{8L,0xF92F7AA0L,0xFEC30E33L},{0x92505F47L,1L,0xAE4AD57CL},{0x51358832L,8L,0x8360A764L},{0x16A22B64L,1L,(-1L)},{6L,0x1750DA6FL,(-3L)}},{{0xE99BAEDAL,0x27B8D421L,0x8E82B811L},{0x37658436L,(-1L),0x05FE8441L},{5L,0xE99BAEDAL,(-1L)},{(-1L),(-1L),(-1L)},{6L,3L,0xBDA06F15L},{0x3E275A13L,(-1L),0xC149E9FDL},{0x92ADBA3DL,0x601AD897L,0x92505F47L},{0x51358832L,0x3E275A13L,0xC149E9FDL}},{{1L,0x16A22B64L,0xBDA06F15L},{0xDFE1F7C3L,0x1750DA6FL,(-1L)},{0xCD0B7BC9L,1L,(-1L)},{(-2L),(-8L),0x05FE8441L},{0x16A22B64L,0xCD0B7BC9L,0x8E82B811L},{0x1585A19DL,0x51358832L,(-3L)},{6L,(-1L),(-1L)},{(-3L),(-1L),0x8360A764L}}};
int32_t l_1699=1L;
uint8_t*l_1700=(void*)0;
int32_t l_1701=0xA0ACDAD3L;
int16_t*l_1702=(void*)0;
int16_t*l_1703= &g_1704[0];
int i,j,k;
(*g_2105)=((safe_div_func_int32_t_s_s((((func_27(func_32(((*l_1684)=func_37(p_19)),&g_24,((0xB596L==(safe_unary_minus_func_int64_t_s(((void*)0==g_1686))))!=(((safe_mod_func_int16_t_s_s((safe_add_func_int8_t_s_s(0x52L,p_19)),(((*l_1703)&=(+((safe_div_func_uint8_t_u_u((l_1701&=(safe_sub_func_uint16_t_u_u((l_1698[3][0][2]=(0UL>=0x9834L)),l_1699))),p_18))>=l_1699)))&p_19))),0x919A32F1B8445083LL)^18446744073709551609UL)),g_1705),l_1699,p_20,p_20)==9UL)||p_19)<g_1056.f1),p_18))==0x606BL);
return(*l_1684);
}
static uint32_t func_27(int32_t*p_28,int64_t p_29,int32_t*p_30,int32_t*p_31)
{
int8_t l_2138=0x9CL;
for(p_29=6;(p_29>=1);p_29-=1)
{
(*g_2105)=(-7L);
}
for(g_549=0;g_549<10;g_549+=1)
{
g_1356[g_549]= &g_129;
}
return l_2138;
}
static int32_t*func_32(int32_t*p_33,const int32_t*const p_34,uint16_t p_35,int32_t p_36)
{
int8_t l_1714=(-1L);
int32_t l_1719=0xE44DAF53L;
uint64_t l_1720[3];
int16_t*l_1721= &g_1705;
int16_t**l_1722= &g_1569;
uint32_t*l_1737= &g_1354;
uint32_t**l_1736= &l_1737;
const int32_t l_1756=4L;
int32_t l_1809=0xB2B175B6L;
int32_t l_1814[7][8][2]={{{1L,1L},{1L,1L},{1L,1L},{1L,1L},{1L,1L},{1L,1L},{1L,1L},{1L,1L}},{{1L,1L},{1L,1L},{1L,1L},{1L,1L},{1L,1L},{1L,1L},{1L,1L},{1L,1L}},{{1L,1L},{1L,1L},{1L,1L},{1L,1L},{1L,1L},{1L,1L},{1L,1L},{1L,1L}},{{1L,1L},{1L,1L},{1L,1L},{1L,1L},{1L,1L},{1L,1L},{1L,1L},{1L,1L}},{{1L,1L},{1L,1L},{1L,1L},{1L,1L},{1L,1L},{1L,1L},{1L,1L},{1L,1L}},{{1L,1L},{1L,1L},{1L,1L},{1L,1L},{1L,1L},{1L,1L},{1L,1L},{1L,1L}},{{1L,1L},{1L,1L},{1L,1L},{1L,1L},{1L,1L},{1L,1L},{1L,1L},{1L,1L}}};
int64_t**l_1846[10]={&g_468[4],(void*)0,&g_1520[1],&g_1520[1],(void*)0,&g_468[4],(void*)0,&g_1520[1],&g_1520[1],(void*)0};
int64_t***l_1845= &l_1846[1];
int64_t*l_1891= &g_9;
uint16_t**l_1948= &g_1092;
const struct S0*l_2039= &g_744[4][2][4];
int32_t*l_2041= &g_745[0][0][0];
int32_t l_2047=0x022B8E3DL;
uint32_t****const l_2093= &g_1197;
uint32_t****const l_2094=(void*)0;
int32_t*l_2104= &l_1719;
uint8_t*l_2116= &g_962[0];
int32_t*l_2124= &l_1719;
int64_t l_2134=0L;
int i,j,k;
for(i=0;i<3;i++)
l_1720[i]=1UL;
if(((safe_rshift_func_int8_t_s_s((safe_lshift_func_uint8_t_u_u(((l_1714=(safe_sub_func_int16_t_s_s(0L,((safe_mod_func_uint64_t_u_u(18446744073709551609UL,0x9060CFDA2E1202F7LL))!=g_323.f0))))<=((**g_1198)=(((((*l_1721)=(((safe_add_func_uint16_t_u_u(0xF08FL,(1UL&(safe_sub_func_int16_t_s_s(l_1719,((((l_1720[0],(((((*l_1722)=l_1721)==l_1721)<0xF29F48E6L)&&p_35))!=0x57F08484L)<=p_35)>=l_1719))))))^g_738[0][2].f0)||p_36))<l_1720[0]),l_1720[0])>=1L))),2)),1))|l_1720[0]))
{
int32_t*l_1723= &g_349[1];
int32_t l_1724=0xC0666CD5L;
int32_t l_1725=0x1FB2F18EL;
l_1725^=((*g_1549)=(l_1719=(((*l_1723)=l_1714),l_1724)));
}
else
{
volatile uint64_t**volatile*l_1729= &g_1726[3][0];
uint16_t*l_1752[2];
uint64_t*l_1753= &l_1720[1];
uint8_t*l_1754= &g_75[0];
int16_t l_1755[8]={0xF1C3L,0L,0xF1C3L,0L,0xF1C3L,0L,0xF1C3L,0L};
int64_t*l_1757= &g_94;
int32_t l_1759=1L;
struct S0*l_1769= &g_603;
uint32_t**l_1774=(void*)0;
int32_t l_1810=0L;
int32_t l_1818=0x3DDD255AL;
int32_t l_1819=0x0AD40485L;
int32_t l_1832[6][9]={{0L,(-1L),(-10L),0L,(-10L),(-1L),0L,0xAEADAAB7L,0xAEADAAB7L},{0L,6L,0x23972A1BL,0L,0x23972A1BL,6L,0L,(-1L),(-1L)},{0L,(-1L),(-10L),0L,(-10L),(-1L),0L,0xAEADAAB7L,0xAEADAAB7L},{0L,6L,0x23972A1BL,0L,0x23972A1BL,6L,0L,(-1L),(-1L)},{0L,(-1L),(-10L),0L,(-10L),(-1L),0L,0xAEADAAB7L,0xAEADAAB7L},{0L,6L,0x23972A1BL,0L,0x23972A1BL,6L,0L,(-1L),(-1L)}};
int16_t l_1836[5][9][1]={{{(-1L)},{0x6CFDL},{0xFCAFL},{0x6CFDL},{(-1L)},{0x6CFDL},{0xFCAFL},{0x6CFDL},{(-1L)}},{{0x6CFDL},{0xFCAFL},{0x6CFDL},{(-1L)},{0x6CFDL},{0xFCAFL},{0x6CFDL},{(-1L)},{0x6CFDL}},{{0xFCAFL},{0x6CFDL},{(-1L)},{0x6CFDL},{0xFCAFL},{0x6CFDL},{(-1L)},{0x6CFDL},{0xFCAFL}},{{0x6CFDL},{(-1L)},{0x6CFDL},{0xFCAFL},{0x6CFDL},{(-1L)},{0x6CFDL},{0xFCAFL},{0x6CFDL}},{{(-1L)},{0x6CFDL},{0xFCAFL},{0x6CFDL},{(-1L)},{0x6CFDL},{0xFCAFL},{0x6CFDL},{(-1L)}}};
uint32_t l_1872=0x752C34BFL;
uint16_t*l_1931= &g_1697[2][0];
uint64_t l_1945=5UL;
uint8_t l_2014=6UL;
int i,j,k;
for(i=0;i<2;i++)
l_1752[i]= &g_1697[5][0];
(*l_1729)=g_1726[1][0];
if(((((safe_mod_func_int64_t_s_s(p_35,p_35)),((*l_1757)=((((**g_1198)--)^((safe_add_func_uint32_t_u_u((((*g_1549)=((l_1736== &g_1356[2])&&((((((safe_mod_func_int64_t_s_s(((safe_sub_func_uint32_t_u_u((safe_sub_func_int32_t_s_s((safe_rshift_func_uint8_t_u_s(((*l_1754)=(safe_mul_func_int8_t_s_s(7L,((safe_sub_func_uint64_t_u_u(((p_36,(!0xAEA43630L)),((*l_1753)=(safe_unary_minus_func_uint64_t_u((((void*)0==l_1752[1])==(**g_1029)))))),p_35)),1L)))),1)),(-1L))),l_1755[5]))&&p_36),l_1756)),l_1756)^l_1719)>p_36)>=l_1719)&(**g_301))))!=9L),l_1756))|p_36))<p_35)))^l_1719)&&(-9L)))
{
uint32_t l_1758=0x6E53C0ADL;
l_1759=l_1758;
}
else
{
uint32_t l_1766=0x7A72F5B2L;
int32_t*l_1767= &g_24;
int8_t l_1795=7L;
int32_t l_1802=0xE228ACACL;
int32_t l_1804=0x7EE87ADCL;
int32_t l_1811=0xF886CA23L;
int32_t l_1813[4][4]={{0xD088AFBFL,0xD088AFBFL,0xD088AFBFL,0xD088AFBFL},{0xD088AFBFL,0xD088AFBFL,0xD088AFBFL,0xD088AFBFL},{0xD088AFBFL,0xD088AFBFL,0xD088AFBFL,0xD088AFBFL},{0xD088AFBFL,0xD088AFBFL,0xD088AFBFL,0xD088AFBFL}};
uint32_t l_1821=5UL;
uint32_t l_1834=18446744073709551611UL;
uint32_t l_1853=1UL;
int32_t**l_1915[6];
int32_t***l_1914= &l_1915[0];
uint32_t l_1942=7UL;
uint16_t**const l_1949= &l_1752[1];
struct S0**l_2017= &g_151;
const struct S0**l_2018= &g_796;
int i,j;
for(i=0;i<6;i++)
l_1915[i]= &g_1549;
if((((void*)0!=g_1760),(safe_sub_func_int64_t_s_s((0xAFEE0A065F154C95LL!=0x7FA4B9E44AC97906LL),(safe_mul_func_uint8_t_u_u((p_36^(l_1766&=l_1759)),1L))))))
{
return l_1767;
}
else
{
uint8_t l_1781=0xC1L;
int32_t l_1803=(-10L);
int32_t l_1805[1];
int32_t l_1816=0x0665976DL;
uint16_t l_1833=65535UL;
const int64_t*l_1875= &g_9;
const int64_t**const l_1874[3]={&l_1875,&l_1875,&l_1875};
const int64_t**const*l_1873= &l_1874[2];
uint32_t l_1934=0UL;
int i;
for(i=0;i<1;i++)
l_1805[i]=(-7L);
if((((~((void*)0!=l_1769))^((safe_sub_func_int64_t_s_s(((safe_div_func_int32_t_s_s(((l_1774!=l_1774)<1L),(safe_mul_func_uint16_t_u_u((3UL^(safe_mul_func_int16_t_s_s((0x1844D633L>=(p_35<=(safe_lshift_func_int8_t_s_s(p_36,p_36)))),l_1755[3]))),l_1781))))||l_1755[7]),0x56E7F8B9744B21CBLL))^0L))!=p_36))
{
int16_t l_1801=0x31F3L;
int32_t l_1806=0x20A83908L;
int32_t l_1807=0x8C1C87BBL;
int32_t l_1808=0x84AF64EAL;
int32_t l_1812=0x6DC2A444L;
int32_t l_1815=0x1ECE90A6L;
int32_t l_1817=8L;
int32_t l_1820[5]={0x04B30814L,0x04B30814L,0x04B30814L,0x04B30814L,0x04B30814L};
int8_t*l_1835= &l_1714;
int8_t*l_1837= &g_292;
int32_t**l_1838[9][9][3]={{{&g_1608[4][8],&l_1767,&g_1608[4][3]},{&g_1608[6][6],&g_10,&g_192},{(void*)0,&g_192,&g_1549},{&g_1608[6][6],&g_10,&g_1549},{&g_1549,&g_192,&g_1608[4][8]},{&g_1549,&g_363,&g_1549},{(void*)0,&g_192,&g_1549},{&g_192,&g_10,&g_192},{(void*)0,&g_192,&g_1608[4][3]}},{{&g_1549,&l_1767,&g_192},{&g_192,&g_1608[4][8],(void*)0},{&g_1608[6][6],&l_1767,&g_10},{&g_192,&g_1549,&g_10},{&g_1549,(void*)0,&g_363},{(void*)0,(void*)0,&g_192},{&g_192,&g_363,(void*)0},{(void*)0,(void*)0,&g_363},{&g_1549,&g_1608[6][6],&g_1608[6][6]}},{{&g_1549,(void*)0,&g_192},{&g_1608[6][6],&g_363,&g_1549},{(void*)0,(void*)0,(void*)0},{&g_1608[6][6],(void*)0,&g_192},{&g_1608[4][8],&g_1549,(void*)0},{&g_192,&l_1767,&g_1608[6][6]},{(void*)0,&g_1608[4][8],(void*)0},{&g_192,&l_1767,&g_192},{(void*)0,&g_192,(void*)0}},{{&g_1608[4][3],&g_10,&g_1549},{&g_1608[4][3],&g_192,&g_192},{&g_1608[2][3],&g_363,&g_1608[6][6]},{&l_1767,&g_192,&g_363},{&g_1608[2][3],&g_10,(void*)0},{&g_1608[4][3],&g_192,&g_192},{&g_1608[4][3],&g_10,&g_363},{(void*)0,&l_1767,&g_10},{&g_192,&g_1608[6][6],&g_10}},{{(void*)0,&g_1608[6][6],(void*)0},{&g_192,&g_1608[6][6],&g_192},{&g_1608[4][8],&l_1767,&g_1608[4][3]},{&g_1608[6][6],&g_10,&g_192},{(void*)0,&g_192,&g_1549},{&g_1608[6][6],&g_10,&g_1549},{&g_1549,&g_192,&g_1608[4][8]},{&g_1549,&g_363,&g_1549},{(void*)0,&g_192,&g_1549}},{{&g_192,&g_10,&g_192},{(void*)0,&g_192,(void*)0},{&g_192,&g_1608[6][6],&g_192},{&g_192,&l_1767,(void*)0},{&g_363,&l_1767,&g_192},{&g_192,&g_10,&g_1608[4][8]},{&g_192,&g_10,&g_1608[6][6]},{&g_1549,(void*)0,(void*)0},{&g_1608[4][3],(void*)0,&g_1608[6][6]}},{{&g_363,(void*)0,&g_1549},{&g_192,&g_1608[6][6],&g_1549},{&g_1608[4][3],(void*)0,(void*)0},{&g_1608[6][6],(void*)0,&g_192},{(void*)0,(void*)0,(void*)0},{&g_1549,&g_10,&g_1549},{&l_1767,&g_10,&g_192},{&g_1549,&l_1767,&g_1608[6][6]},{&g_1608[1][3],&l_1767,&g_192}},{{&g_10,&g_1608[6][6],&g_1549},{(void*)0,&g_192,(void*)0},{&g_10,&l_1767,&g_192},{(void*)0,&g_1608[6][6],(void*)0},{&g_192,&g_363,&g_1549},{&g_192,(void*)0,&g_1549},{&g_192,&g_192,&g_1608[6][6]},{(void*)0,(void*)0,(void*)0},{&g_10,&g_1608[3][6],&g_1608[6][6]}},{{(void*)0,&g_192,&g_1608[4][8]},{&g_10,&g_192,&g_192},{&g_1608[1][3],(void*)0,(void*)0},{&g_1549,&g_192,&g_192},{&l_1767,&g_192,(void*)0},{&g_1549,&g_1608[3][6],&g_1608[4][3]},{(void*)0,(void*)0,&g_1608[4][3]},{&g_1608[6][6],&g_192,&g_1608[2][3]},{&g_1608[4][3],(void*)0,&l_1767}}};
int i,j,k;
p_33= &l_1813[2][0];
for(l_1781=0;(l_1781!=6);l_1781++)
{
int64_t****l_1847= &l_1845;
int16_t l_1871=0L;
(*g_1549)&=(safe_sub_func_uint16_t_u_u((safe_lshift_func_int8_t_s_s(((*p_33)>(((*l_1847)=l_1845)!=(((l_1871=((safe_unary_minus_func_int8_t_s((safe_div_func_uint8_t_u_u(0xB3L,(l_1719=(safe_mod_func_int16_t_s_s(l_1853,((safe_div_func_uint16_t_u_u(((!(safe_sub_func_uint32_t_u_u(p_35,(*p_34))))|((*l_1757)=(((safe_mod_func_uint16_t_u_u(l_1720[0],(safe_rshift_func_uint8_t_u_u((safe_div_func_int32_t_s_s((safe_sub_func_int64_t_s_s(l_1836[4][6][0],((((safe_sub_func_int8_t_s_s((safe_lshift_func_int8_t_s_u(((*l_1837)=l_1814[0][3][0]),6)),p_36)),(void*)0)== &l_1756)>(*l_1767)))),l_1816)),p_35))))<p_36)>1UL))),6UL))|l_1781)))))))),l_1755[5]))<=l_1872),l_1873))),3)),0x25FBL));
}
}
else
{
int64_t l_1897=0x091D003B3DF187E9LL;
int32_t*l_1935= &l_1811;
int64_t l_1965=0L;
uint8_t l_1977=0x67L;
if(((++(*l_1754))>=((safe_rshift_func_uint16_t_u_s((*l_1767),1)),((*g_1569)!=p_35))))
{
int32_t l_1896=2L;
int32_t***l_1916= &l_1915[1];
int32_t***l_1918= &l_1915[2];
int32_t****l_1917[4][7]={{(void*)0,&l_1914,(void*)0,(void*)0,&l_1914,(void*)0,&l_1918},{&l_1914,&l_1918,&l_1914,&l_1914,&l_1918,&l_1914,&l_1918},{(void*)0,&l_1914,(void*)0,(void*)0,&l_1914,(void*)0,&l_1918},{&l_1914,&l_1918,&l_1914,&l_1914,&l_1918,&l_1914,&l_1918}};
uint32_t l_1932[2][5]={{0x99CE1FBFL,0x99CE1FBFL,0x99CE1FBFL,0x99CE1FBFL,0x99CE1FBFL},{0UL,0UL,0UL,0UL,0UL}};
int i,j;
(*g_1549)=((0UL==(((safe_unary_minus_func_int64_t_s(l_1836[4][4][0]))>=(((((p_35>(safe_add_func_uint32_t_u_u((safe_mod_func_uint8_t_u_u(0x75L,(safe_rshift_func_int8_t_s_u((safe_sub_func_int64_t_s_s(l_1819,(p_35,(safe_sub_func_int8_t_s_s((((*l_1769),&g_9)!=l_1891),p_35))))),p_35)))),0xF4A63401L)))>0x9B8BL)>=1UL)||(*g_302))==(**g_301))),1L))^(*g_302));
(*g_1549)^=(safe_add_func_uint16_t_u_u((safe_lshift_func_int8_t_s_s(l_1896,5)),((--p_35)&&((void*)0== &g_1197))));
(*l_1767)=(safe_unary_minus_func_int16_t_s((safe_sub_func_int64_t_s_s((l_1934=(safe_sub_func_int8_t_s_s((((safe_sub_func_int8_t_s_s(((+(safe_lshift_func_uint8_t_u_s((safe_div_func_uint64_t_u_u((((*g_318)&=p_35)|((safe_sub_func_int64_t_s_s(p_36,((l_1916=l_1914)==(g_1919=(void*)0))))|((safe_sub_func_uint64_t_u_u((safe_lshift_func_uint8_t_u_s((~(p_35==l_1818)),6)),(safe_mod_func_uint8_t_u_u((((**g_770),(safe_add_func_uint16_t_u_u((((+((l_1931==l_1752[1])!=l_1932[0][2]))|p_36)<=(-2L)),0x4929L)))!=4UL),p_36))))&&p_36))),p_35)),p_36)))!=g_1933),l_1897))<=(*g_1569)),(-7L)),251UL))),0xE0FB2DE810A2230FLL))));
if(p_36)
goto lbl_1941;
l_1935= &p_36;
}
else
{
lbl_1941:
(*l_1935)=((l_1805[0]|=p_35)<=(l_1720[2],((safe_div_func_uint32_t_u_u((!l_1755[5]),((*g_1549)=((**g_770),(safe_div_func_int32_t_s_s(l_1714,4UL))))))>p_36)));
(**l_1914)= &p_36;
--l_1942;
l_1945--;
}
if((((*g_1090)=l_1948)!=l_1949))
{
p_33= &p_36;
(*p_33)=(0x997B201CL&&(*p_33));
}
else
{
uint16_t l_1976=65531UL;
int32_t l_1978[3];
int i;
for(i=0;i<3;i++)
l_1978[i]=0xF46BB16BL;
l_1818^=(1UL<p_36);
if(g_155.f1)
goto lbl_2072;
l_1978[0]|=((((safe_lshift_func_int8_t_s_s((l_1819|=((safe_sub_func_int64_t_s_s((safe_mod_func_int64_t_s_s((l_1805[0]=(safe_sub_func_uint64_t_u_u(((((*l_1754)=(+(*p_34)))&&(+(((((safe_div_func_int8_t_s_s((!((*g_302)==((0xB3L&&((*l_1754)--))<=p_36))),(l_1965&&(!(0x9274664FL>((safe_lshift_func_int16_t_s_u((l_1814[2][1][0]=((**l_1722)=((safe_mul_func_uint16_t_u_u((((safe_add_func_int16_t_s_s(l_1714,(!((*l_1767)=(safe_sub_func_int64_t_s_s((l_1814[1][3][1],(l_1719=((*l_1757)&=l_1976))),p_36)))))),(*g_1355))==(void*)0),0x1784L))^p_36))),(*l_1935))),l_1976))))))>=l_1945),p_35),l_1976)^p_35)))<1UL),p_35))),0x794C1C487B868147LL)),g_422))|l_1816)),l_1977))<=0xB8L)^0x06L),l_1976);
}
l_1819|=(*p_34);
(*l_1767)=(((((**g_1198),(!l_1755[5]))^(safe_add_func_int64_t_s_s(p_35,p_35)))>=((*l_1754)|=p_36))&(safe_mod_func_int64_t_s_s(((safe_div_func_int32_t_s_s((safe_lshift_func_int8_t_s_u(0x33L,4)),(safe_sub_func_uint8_t_u_u(((void*)0!= &p_36),((((**g_301)&1UL)||(-10L))!=0xB65CL))))),(***l_1914)),l_1755[1])));
}
}
for(g_1933=0;(g_1933<=9);g_1933+=1)
{
const int8_t l_2036=0x48L;
int32_t l_2045=0xC7D5F9DAL;
int32_t l_2046[6];
int i;
for(i=0;i<6;i++)
l_2046[i]=0L;
for(l_1853=1;(l_1853<=9);l_1853+=1)
{
uint8_t**l_1997= &g_268[8][3][0];
uint8_t***l_1996[10];
int32_t l_2009=(-4L);
int16_t l_2040=0xC896L;
int32_t l_2048=(-1L);
int32_t l_2049=(-9L);
uint32_t l_2051[9];
int i;
for(i=0;i<10;i++)
l_1996[i]= &l_1997;
for(i=0;i<9;i++)
l_2051[i]=0UL;
(*l_1767)&=(safe_add_func_int8_t_s_s(p_35,0x6AL));
l_1809|=(safe_add_func_int32_t_s_s((safe_lshift_func_uint8_t_u_s((&l_1754==(g_1998= &g_268[7][7][0])),4)),(safe_div_func_uint8_t_u_u(((*g_302)>=(safe_mod_func_uint16_t_u_u((safe_sub_func_uint16_t_u_u(((*l_1931)=(((*g_1569)=(-1L))>p_35)),((((safe_div_func_int16_t_s_s((safe_mod_func_int64_t_s_s(((l_2009=0UL)<=(*g_302)),(safe_add_func_uint64_t_u_u(0xADC3296D2517CF1ELL,(safe_mul_func_uint8_t_u_u(((p_36==(-9L))<p_35),1L)))))),p_36))<=l_2014)>9L)||0x2A852E09078B2307LL))),0x6948L))),(*g_302)))));
for(l_1945=0;(l_1945<=9);l_1945+=1)
{
const struct S0***l_2019=(void*)0;
const struct S0***l_2020= &g_795;
int32_t*l_2042=(void*)0;
int32_t l_2043=1L;
int32_t l_2044=(-9L);
int32_t l_2050=0L;
p_33=l_2042;
(**l_1914)= &p_36;
l_2051[1]++;
(*g_1549)=(+(--(*l_1753)));
}
}
(*g_1251)|=(l_1832[3][7]^=(0x0F55L<((**l_1949)&=(p_36&(*p_34)))));
}
}
}
lbl_2072:
for(g_1354=9;(g_1354<=45);g_1354=safe_add_func_uint32_t_u_u(g_1354,1))
{
uint64_t*l_2068= &g_351[2][0];
uint8_t*l_2069= &g_75[0];
struct S0**l_2070= &g_151;
p_36=(*p_34);
(*g_2071)&=(safe_rshift_func_uint8_t_u_s(p_35,(0x8E3BL!=(safe_sub_func_uint16_t_u_u(p_35,(safe_lshift_func_int16_t_s_s((*l_2041),((~(p_36|((((((*l_2069)|=(safe_add_func_int64_t_s_s(p_35,((*l_2068)=0xE23508462FFD406BLL))))!=(-7L)),l_2070)!=l_2070)<=7UL)))<p_35))))))));
}
if((&g_1686== &g_1686))
{
int8_t l_2089=(-2L);
int32_t*l_2090= &g_349[0];
uint32_t*const*const l_2098[8][2][6]={{{&g_318,&g_318,&g_318,&g_318,&g_318,&g_318},{&g_318,&g_318,&g_318,&g_318,&g_318,&g_318}},{{&g_318,&g_318,&g_318,&g_318,&g_318,&g_318},{&g_318,(void*)0,&g_318,&g_318,&g_318,&g_318}},{{&g_318,&g_318,&g_318,&g_318,&g_318,&g_318},{&g_318,&g_318,&g_318,&g_318,&g_318,&g_318}},{{&g_318,&g_318,&g_318,&g_318,&g_318,&g_318},{&g_318,&g_318,&g_318,&g_318,&g_318,&g_318}},{{&g_318,&g_318,&g_318,&g_318,&g_318,&g_318},{&g_318,&g_318,&g_318,&g_318,&g_318,&g_318}},{{&g_318,(void*)0,&g_318,(void*)0,&g_318,&g_318},{&g_318,&g_318,(void*)0,&g_318,&g_318,&g_318}},{{&g_318,&g_318,&g_318,&g_318,&g_318,&g_318},{&g_318,&g_318,(void*)0,&g_318,&g_318,&g_318}},{{&g_318,&g_318,&g_318,&g_318,&g_318,&g_318},{(void*)0,&g_318,&g_318,&g_318,&g_318,&g_318}}};
uint32_t*const*const*l_2097[9][9]={{(void*)0,&l_2098[4][1][2],&l_2098[4][1][2],(void*)0,&l_2098[4][1][2],(void*)0,(void*)0,&l_2098[4][1][2],(void*)0},{&l_2098[4][1][2],(void*)0,&l_2098[3][0][1],&l_2098[4][1][2],&l_2098[4][1][2],&l_2098[1][1][4],&l_2098[4][1][2],(void*)0,&l_2098[5][1][1]},{&l_2098[3][0][1],&l_2098[1][1][4],&l_2098[4][1][2],&l_2098[4][1][2],&l_2098[4][1][2],&l_2098[4][1][2],&l_2098[4][1][2],&l_2098[1][1][4],&l_2098[3][0][1]},{&l_2098[6][1][1],&l_2098[4][1][2],&l_2098[4][1][2],&l_2098[3][1][2],&l_2098[2][1][1],(void*)0,&l_2098[4][1][2],&l_2098[4][1][2],&l_2098[4][1][2]},{(void*)0,&l_2098[4][1][2],&l_2098[3][0][1],&l_2098[4][1][2],&l_2098[1][1][2],&l_2098[6][1][1],(void*)0,(void*)0,&l_2098[6][1][1]},{&l_2098[6][1][1],&l_2098[2][1][1],&l_2098[4][1][2],&l_2098[2][1][1],&l_2098[6][1][1],&l_2098[4][1][2],&l_2098[3][1][2],(void*)0,(void*)0},{&l_2098[3][0][1],(void*)0,(void*)0,&l_2098[4][1][2],(void*)0,&l_2098[5][1][1],(void*)0,&l_2098[4][1][2],(void*)0},{&l_2098[4][1][2],(void*)0,&l_2098[1][1][4],(void*)0,&l_2098[4][1][2],&l_2098[4][1][2],(void*)0,&l_2098[1][1][4],(void*)0},{(void*)0,&l_2098[5][1][1],&l_2098[4][1][2],(void*)0,&l_2098[4][1][2],&l_2098[6][1][1],&l_2098[1][1][4],(void*)0,(void*)0}};
uint8_t*l_2099= &g_61;
uint16_t*l_2100=(void*)0;
uint16_t*l_2101= &g_1933;
const struct S0**l_2102= &l_2039;
int i,j,k;
for(g_176=0;(g_176<=32);g_176++)
{
l_1814[2][6][1]|=(((safe_add_func_uint16_t_u_u(p_36,((0x969CL&(safe_add_func_int32_t_s_s((((safe_lshift_func_int8_t_s_s((safe_lshift_func_int16_t_s_s((*l_2041),((*g_1569)=(safe_add_func_int32_t_s_s((-7L),((safe_lshift_func_int8_t_s_u((((void*)0==l_2039)<(safe_lshift_func_uint8_t_u_s(p_36,4))),6))&&(*l_2041))))))),(&l_1948== &g_1091[4])))>p_35),l_2089),(*l_2041))))^(-6L))))||4294967295UL),(*l_2041));
}
(*g_1251)=((l_2102=((((*l_2090)=0x98456B88L),(safe_div_func_int16_t_s_s((l_2093==l_2094),((0x7E898F77C2B6B359LL<=((65535UL||((*l_2101)&=((safe_rshift_func_uint16_t_u_s((((l_2097[4][6]!= &l_2098[4][1][2]),0xD0AD89E1L),(((*l_2099)=((*l_2041)&(*p_34))),p_36)),7))==p_36)))>p_35))&p_35)))),l_2102))!= &g_151);
}
else
{
int32_t*l_2103= &l_1719;
return g_2105;
}
if(((safe_lshift_func_uint16_t_u_u((safe_lshift_func_int8_t_s_s((safe_mul_func_uint8_t_u_u(((safe_add_func_int32_t_s_s((*l_2104),(safe_lshift_func_int8_t_s_u(((((*g_1569)==2L),((--(*l_2116)),(*l_2039))),(0x50L<(((safe_mul_func_uint8_t_u_u(p_35,((safe_lshift_func_int8_t_s_s((p_36,(0x7B7CB21ED9729F0BLL==(safe_unary_minus_func_uint32_t_u((p_35>=p_36))))),p_35))!=(*l_2041)))),(*g_318)),0x7EL))),7))))^(*l_2041)),7L)),3)),(*l_2041)))<=0xD95AF6B169A1E621LL))
{
int32_t*l_2125[5];
int i;
for(i=0;i<5;i++)
l_2125[i]= &g_745[3][0][0];
l_2124= &p_36;
return l_2125[3];
}
else
{
int32_t*l_2126= &g_365;
int32_t*l_2127= &g_745[2][6][0];
int32_t l_2128=0xE8AF66E2L;
int32_t*l_2129= &g_745[0][9][0];
int32_t l_2130=(-1L);
int32_t*l_2132[7][7][3]={{{&g_745[3][0][0],&g_745[3][0][0],&l_1814[3][5][0]},{&g_745[3][0][0],&l_1814[4][1][0],&l_1814[3][5][0]},{&l_1814[4][1][0],&g_745[3][0][0],&l_1814[3][5][0]},{&g_745[3][0][0],&g_745[3][0][0],&l_1814[3][5][0]},{&g_745[3][0][0],&l_1814[4][1][0],&l_1814[3][5][0]},{&l_1814[4][1][0],&g_745[3][0][0],&l_1814[3][5][0]},{&g_745[3][0][0],&g_745[3][0][0],&l_1814[3][5][0]}},{{&g_745[3][0][0],&l_1814[4][1][0],&l_1814[3][5][0]},{&l_1814[4][1][0],&g_745[3][0][0],&l_1814[3][5][0]},{&g_745[3][0][0],&g_745[3][0][0],&l_1814[3][5][0]},{&g_745[3][0][0],&l_1814[4][1][0],&l_1814[3][5][0]},{&l_1814[4][1][0],&g_745[3][0][0],&l_1814[3][5][0]},{&g_745[3][0][0],&g_745[3][0][0],&l_1814[3][5][0]},{&g_745[3][0][0],&l_1814[4][1][0],&l_1814[3][5][0]}},{{&l_1814[4][1][0],&g_745[3][0][0],&l_1814[3][5][0]},{&g_745[3][0][0],&g_745[3][0][0],&l_1814[3][5][0]},{&g_745[3][0][0],&l_1814[4][1][0],&l_1814[3][5][0]},{&l_1814[4][1][0],&g_745[3][0][0],&l_1814[3][5][0]},{&g_745[3][0][0],&g_745[3][0][0],&l_1814[3][5][0]},{&g_745[3][0][0],&l_1814[4][1][0],&l_1814[3][5][0]},{&l_1814[4][1][0],&g_745[3][0][0],&l_1814[3][5][0]}},{{(void*)0,(void*)0,&g_745[3][0][0]},{&g_24,(void*)0,&g_745[3][0][0]},{(void*)0,&g_24,&g_745[3][0][0]},{(void*)0,(void*)0,&g_745[3][0][0]},{&g_24,(void*)0,&g_745[3][0][0]},{(void*)0,&g_24,&g_745[3][0][0]},{(void*)0,(void*)0,&g_745[3][0][0]}},{{&g_24,(void*)0,&g_745[3][0][0]},{(void*)0,&g_24,&g_745[3][0][0]},{(void*)0,(void*)0,&g_745[3][0][0]},{&g_24,(void*)0,&g_745[3][0][0]},{(void*)0,&g_24,&g_745[3][0][0]},{(void*)0,(void*)0,&g_745[3][0][0]},{&g_24,(void*)0,&g_745[3][0][0]}},{{(void*)0,&g_24,&g_745[3][0][0]},{(void*)0,(void*)0,&g_745[3][0][0]},{&g_24,(void*)0,&g_745[3][0][0]},{(void*)0,&g_24,&g_745[3][0][0]},{(void*)0,(void*)0,&g_745[3][0][0]},{&g_24,(void*)0,&g_745[3][0][0]},{(void*)0,&g_24,&g_745[3][0][0]}},{{(void*)0,(void*)0,&g_745[3][0][0]},{&g_24,(void*)0,&g_745[3][0][0]},{(void*)0,&g_24,&g_745[3][0][0]},{(void*)0,(void*)0,&g_745[3][0][0]},{&g_24,(void*)0,&g_745[3][0][0]},{(void*)0,&g_24,&g_745[3][0][0]},{(void*)0,(void*)0,&g_745[3][0][0]}}};
int16_t l_2133[5][4][10]={{{0x9A55L,(-1L),0xB918L,0L,3L,0x24EFL,(-4L),5L,(-4L),0x24EFL},{8L,0L,(-1L),0L,8L,0x24EFL,0L,0x7BA7L,0L,0L},{0x9A55L,5L,3L,0x7BA7L,7L,0x7BA7L,3L,5L,0x9A55L,0L},{0L,0x7BA7L,0L,0x24EFL,8L,0L,(-1L),0L,8L,0x24EFL}},{{(-4L),5L,(-4L),0x24EFL,3L,0L,0xB918L,(-1L),0x9A55L,(-1L)},{0xF6B2L,0L,0x5E96L,0x7BA7L,0x5E96L,0L,0xF6B2L,(-1L),0L,5L},{(-4L),(-1L),(-4L),0L,0x9A55L,0x7BA7L,0x9A55L,0L,(-4L),(-1L)},{0x5E96L,(-1L),0L,0L,(-1L),0x24EFL,0xF6B2L,5L,0xF6B2L,0x24EFL}},{{(-1L),0L,3L,0L,(-1L),0x24EFL,0xB918L,0x7BA7L,(-4L),0L},{0x5E96L,5L,(-1L),0x7BA7L,(-5L),0x7BA7L,(-1L),5L,0x5E96L,0L},{(-4L),0x7BA7L,0xB918L,0x24EFL,(-1L),0L,3L,(-1L),0xB918L,0L},{8L,0x13E6L,8L,0L,0x5E96L,5L,(-1L),0x7BA7L,(-5L),0x7BA7L}},{{(-1L),(-1L),7L,0x24EFL,7L,(-1L),(-1L),0x7BA7L,(-4L),0x13E6L},{0xF6B2L,0x7BA7L,8L,(-1L),(-5L),0x24EFL,(-5L),(-1L),8L,0x7BA7L},{7L,0x7BA7L,3L,5L,0x9A55L,0L,(-1L),0x13E6L,(-1L),0L},{0L,(-1L),0x5E96L,(-1L),0L,0L,(-1L),0x24EFL,0xF6B2L,5L}},{{7L,0x13E6L,0x9A55L,0x24EFL,(-4L),0x24EFL,0x9A55L,0x13E6L,7L,5L},{0xF6B2L,0x24EFL,(-1L),0L,0L,(-1L),0x5E96L,(-1L),0L,0L},{(-1L),0x13E6L,(-1L),0L,0x9A55L,5L,3L,0x7BA7L,7L,0x7BA7L},{8L,(-1L),(-5L),0x24EFL,(-5L),(-1L),8L,0x7BA7L,0xF6B2L,0x13E6L}}};
uint64_t l_2135=0x659239F4353A8023LL;
int i,j,k;
l_2135--;
}
return(*g_1053);
}
static int32_t*func_37(uint32_t p_38)
{
int32_t*l_50[6][8]={{(void*)0,&g_24,&g_24,&g_24,&g_24,&g_24,(void*)0,&g_24},{&g_24,&g_24,(void*)0,&g_24,&g_24,&g_24,(void*)0,&g_24},{&g_24,&g_24,&g_24,&g_24,&g_24,&g_24,&g_24,&g_24},{&g_24,&g_24,&g_24,&g_24,&g_24,&g_24,(void*)0,&g_24},{(void*)0,&g_24,&g_24,&g_24,&g_24,&g_24,&g_24,&g_24},{&g_24,&g_24,&g_24,&g_24,&g_24,&g_24,&g_24,&g_24}};
int32_t**l_51= &l_50[5][4];
const int32_t*l_55= &g_24;
const int32_t**l_54= &l_55;
uint8_t*l_60= &g_61;
int64_t l_1536=0x3B5B9246FC73F17CLL;
int64_t**l_1588= &g_468[4];
int16_t l_1598=2L;
int32_t*l_1614= &g_745[3][0][0];
const struct S0**const*l_1617= &g_795;
int32_t*l_1640= &g_745[0][8][0];
int32_t*l_1683= &g_745[3][0][0];
int i,j;
if((safe_add_func_uint64_t_u_u(g_24,func_41((func_45(((*l_51)=l_50[0][5]),g_24,((g_24<((l_54=l_54)!=((((safe_rshift_func_uint16_t_u_s((g_9>=((*l_60)=255UL)),(safe_rshift_func_uint8_t_u_s(((safe_sub_func_int64_t_s_s((safe_sub_func_int16_t_s_s(((safe_mul_func_int16_t_s_s(((((safe_rshift_func_uint8_t_u_s((*l_55),1)),(((0x7AL<=(*l_55))^g_24)==p_38)),(*l_55))^0x48L),g_9))^g_9),0xB0E3L)),p_38))&&p_38),g_24))))<=p_38)>0L),(void*)0)))<p_38),g_24),(*l_51)),(*l_55),&g_24))))
{
uint8_t l_1486=0UL;
int8_t l_1487[4];
int32_t l_1488=(-1L);
int32_t l_1489=4L;
int32_t l_1490=0x31C861B4L;
uint64_t l_1492=0x2DC9F06867575A51LL;
int64_t*l_1517= &g_250;
int32_t l_1556[4]={(-1L),(-1L),(-1L),(-1L)};
int16_t*l_1568= &g_1479;
uint8_t l_1576=255UL;
uint16_t l_1595=0xDC73L;
int64_t***l_1631[3];
int i;
for(i=0;i<4;i++)
l_1487[i]=(-1L);
for(i=0;i<3;i++)
l_1631[i]= &l_1588;
if((((0L==((safe_mod_func_uint8_t_u_u(((-4L)>=(((**g_301)|=(g_962[0]|(g_1474,0xBA00DDAD270DEBCDLL)))==((safe_sub_func_uint32_t_u_u(((safe_lshift_func_int16_t_s_u(p_38,g_1479)),(((safe_mul_func_int16_t_s_s(p_38,(((safe_add_func_int64_t_s_s((safe_rshift_func_int8_t_s_s((((**l_54)>l_1486),g_305.f0),6)),p_38)),p_38)<=0UL)))>l_1486)&g_672)),p_38))!=(*l_55)))),255UL))>=l_1487[0]))>=l_1487[0])<g_250))
{
int32_t l_1491[5]={0x2F3EA0AAL,0x2F3EA0AAL,0x2F3EA0AAL,0x2F3EA0AAL,0x2F3EA0AAL};
int i;
++l_1492;
}
else
{
const int32_t l_1533=0xB3B84144L;
int32_t l_1550=0xF73B4389L;
int32_t l_1551=(-1L);
int32_t l_1552[1][9]={{0x46D2FAD2L,0x46D2FAD2L,0x46D2FAD2L,0x46D2FAD2L,0x46D2FAD2L,0x46D2FAD2L,0x46D2FAD2L,0x46D2FAD2L,0x46D2FAD2L}};
int32_t l_1559=0x9B3FC67FL;
uint64_t l_1561=0x5D5AB957777679A8LL;
int64_t l_1599[3][7]={{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{0x39B93E53BD22AB6BLL,0x39B93E53BD22AB6BLL,0x39B93E53BD22AB6BLL,0x39B93E53BD22AB6BLL,0x39B93E53BD22AB6BLL,0x39B93E53BD22AB6BLL,0x39B93E53BD22AB6BLL},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)}};
uint32_t l_1600=4294967295UL;
const uint32_t l_1603[9]={18446744073709551614UL,0xB70C94E6L,18446744073709551614UL,18446744073709551614UL,0xB70C94E6L,18446744073709551614UL,18446744073709551614UL,0xB70C94E6L,18446744073709551614UL};
int32_t***l_1629[4]={(void*)0,(void*)0,(void*)0,(void*)0};
int i,j;
lbl_1630:
if(p_38)
{
uint16_t l_1499=0xDC3CL;
int32_t l_1500=0x5FC94E33L;
const uint16_t***l_1506=(void*)0;
const uint16_t****l_1505= &l_1506;
int32_t l_1553=2L;
int32_t l_1554=0x8807A056L;
int32_t l_1555[4]={(-1L),(-1L),(-1L),(-1L)};
int8_t l_1557=(-5L);
int16_t l_1558[4][1][1];
int32_t l_1560=0x94E9E1C9L;
int i,j,k;
for(i=0;i<4;i++)
{
for(j=0;j<1;j++)
{
for(k=0;k<1;k++)
l_1558[i][j][k]=0xBE9BL;
}
}
for(g_422=0;(g_422!=12);g_422=safe_add_func_int32_t_s_s(g_422,3))
{
uint8_t**l_1530[6];
int32_t l_1532=0xC2267130L;
int32_t l_1534=(-2L);
int i;
for(i=0;i<6;i++)
l_1530[i]=(void*)0;
for(g_139=16;(g_139!=58);g_139=safe_add_func_int8_t_s_s(g_139,6))
{
uint16_t*l_1507= &g_176;
int64_t**l_1516= &g_468[5];
int64_t**l_1518=(void*)0;
int64_t**l_1519= &l_1517;
int64_t*l_1521= &g_250;
int32_t l_1522=0x7D6842D8L;
uint8_t**l_1529[1];
uint8_t***l_1528= &l_1529[0];
int16_t*l_1531[6][4][2]={{{&g_1479,&g_321[6][1][0]},{(void*)0,(void*)0},{&g_1479,&g_321[6][1][0]},{&g_321[2][1][0],&g_321[6][1][0]}},{{&g_321[6][1][0],&g_321[6][1][0]},{&g_1479,&g_321[2][1][0]},{(void*)0,&g_321[5][0][2]},{&g_321[6][1][0],&g_321[5][0][2]}},{{(void*)0,&g_321[2][1][0]},{&g_1479,&g_321[6][1][0]},{&g_321[6][1][0],&g_321[6][1][0]},{&g_321[2][1][0],&g_321[6][1][0]}},{{&g_1479,(void*)0},{(void*)0,&g_321[6][1][0]},{&g_1479,(void*)0},{&g_1479,(void*)0}},{{&g_1479,(void*)0},{&g_1479,&g_321[6][1][0]},{(void*)0,(void*)0},{&g_1479,&g_321[6][1][0]}},{{&g_321[2][1][0],&g_321[6][1][0]},{&g_321[6][1][0],&g_321[6][1][0]},{&g_1479,&g_321[2][1][0]},{(void*)0,&g_321[5][0][2]}}};
int32_t l_1535=0xE53C3837L;
int i,j,k;
for(i=0;i<1;i++)
l_1529[i]= &g_268[8][3][0];
l_1499=((*l_55),(0x2350E717L&&(*g_318)));
l_1535=((((l_1500=p_38)==((safe_div_func_int16_t_s_s((((safe_lshift_func_uint16_t_u_s((((*l_1507)=((void*)0!=l_1505))>((((safe_mul_func_int16_t_s_s((g_549^=(safe_mod_func_uint64_t_u_u((safe_rshift_func_uint8_t_u_u(((l_1522=((&g_672!=(void*)0)!=(safe_lshift_func_uint8_t_u_u((((*l_1516)= &g_417)==(l_1521=(g_1520[1]=((*l_1519)=l_1517)))),2)))),(++(*l_60))),7)),(safe_rshift_func_int16_t_s_s((safe_unary_minus_func_int64_t_s((((((*l_1528)=(void*)0)!=(l_1530[5]=(void*)0))>=0x40L),p_38))),0))))),l_1532))<=l_1533),l_1534)|p_38)),p_38)),(*g_1030)),(*g_1030)),0x1E2EL))<=l_1533))^p_38)^l_1533);
l_1536=p_38;
}
l_1489=(((safe_rshift_func_int16_t_s_s((((safe_mod_func_int8_t_s_s(((&l_60!= &l_60),(g_649.f1,(l_1488=(p_38>=g_1541[0][0][0])))),(((+(safe_lshift_func_int8_t_s_s((((safe_add_func_uint8_t_u_u(1UL,((safe_rshift_func_uint16_t_u_u((0L>((void*)0!= &p_38)),l_1500))&0x51L)))>=1L),(-1L)),(**g_301))))^p_38),l_1487[0])))<p_38),7L),3)),p_38)>=l_1534);
return g_1549;
}
--l_1561;
}
else
{
uint64_t l_1564=0x545325ED48B1DCEFLL;
uint16_t*l_1574= &g_176;
uint32_t*l_1575=(void*)0;
int64_t**l_1587[5]={&g_1520[6],&g_1520[6],&g_1520[6],&g_1520[6],&g_1520[6]};
int64_t***l_1586= &l_1587[2];
int i;
(*g_1549)|=(**l_54);
(*g_1549)=(((-1L)||(((l_1564^(((safe_add_func_uint64_t_u_u(l_1564,((g_1567,0xA3L)<=(((g_1569=l_1568)!=(((safe_mul_func_uint64_t_u_u((l_1564&&(safe_rshift_func_int8_t_s_u(l_1564,7))),(((*l_1574)=p_38)<p_38)))&l_1564),(void*)0))>p_38)))),l_1575)==(*g_1198))),l_1576)^(**g_301)))<=l_1561);
(*g_1549)^=(safe_mul_func_int8_t_s_s(l_1564,(((**l_54)==((((safe_mul_func_uint8_t_u_u(((safe_unary_minus_func_uint8_t_u(p_38))==(safe_div_func_int64_t_s_s((safe_mul_func_int16_t_s_s((p_38&&l_1564),p_38)),p_38))),(((*l_1586)=(void*)0)!=l_1588))),l_1551)<=p_38),p_38))!=p_38)));
}
if(((*g_1549)|=(*l_55)))
{
uint64_t l_1589=0UL;
int32_t l_1592=1L;
int32_t l_1593=0xBA50C3D6L;
int32_t l_1594[7]={6L,6L,6L,6L,6L,6L,6L};
int32_t*l_1613= &l_1551;
int i;
l_1589++;
--l_1595;
++l_1600;
if(l_1603[4])
{
uint16_t l_1604[10][2][4];
int32_t*l_1607[2][2][1]={{{&l_1594[3]},{&g_365}},{{&l_1594[3]},{&g_365}}};
int i,j,k;
for(i=0;i<10;i++)
{
for(j=0;j<2;j++)
{
for(k=0;k<4;k++)
l_1604[i][j][k]=0x0596L;
}
}
++l_1604[0][1][0];
return g_1608[6][6];
}
else
{
uint8_t l_1609[5]={0xB9L,0xB9L,0xB9L,0xB9L,0xB9L};
int32_t*l_1612= &l_1550;
int i;
l_1609[3]++;
return l_1614;
}
}
else
{
uint32_t l_1628=0x80EC9D0DL;
l_1551|=(safe_mul_func_uint8_t_u_u((l_1617==(void*)0),((safe_mod_func_int64_t_s_s((**l_54),p_38))&(safe_div_func_int16_t_s_s((**g_1029),((*g_1569)&=(safe_rshift_func_uint8_t_u_s(((l_1550=(*g_318))&&(l_1550<=(safe_mod_func_uint16_t_u_u(0xDED8L,((((safe_rshift_func_uint16_t_u_u((0x90L!=p_38),p_38))==(*l_55)),l_1628),l_1559))))),p_38))))))));
(*l_1614)^=l_1628;
l_1489&=(-8L);
}
g_362=(void*)0;
if(g_422)
goto lbl_1630;
}
(*g_1549)=((l_1588=l_1588)!=(void*)0);
l_1556[1]=((**l_54)<(((*g_1569)^=(safe_lshift_func_int8_t_s_s((*g_302),p_38)))<((((1L==(((((safe_sub_func_int16_t_s_s(p_38,((p_38^((safe_rshift_func_uint16_t_u_s(l_1487[0],3))==((safe_mod_func_uint64_t_u_u(l_1488,p_38))<5UL)))||p_38)))|0x653EL)<g_1067.f1)<(*g_302))&0L)),g_305.f1)==p_38),p_38)));
return l_1640;
}
else
{
int64_t l_1649=0L;
int8_t***l_1650= &g_301;
int32_t l_1676[9][9][2]={{{0L,0L},{0L,0x13DDE35EL},{0L,0L},{0L,0x13DDE35EL},{0L,0L},{0L,0x13DDE35EL},{0L,0L},{0L,0x13DDE35EL},{0L,0L}},{{0L,0x13DDE35EL},{0L,0L},{0L,0x13DDE35EL},{0L,0L},{0L,0x13DDE35EL},{0L,0L},{0L,0x13DDE35EL},{0L,0L},{0L,0x13DDE35EL}},{{0L,0L},{0L,0x13DDE35EL},{0L,0L},{0L,0x13DDE35EL},{0L,0L},{0L,0x13DDE35EL},{0L,0L},{0L,0x13DDE35EL},{0L,0L}},{{0L,0x13DDE35EL},{0L,0L},{0L,0x13DDE35EL},{0L,0L},{0L,0x13DDE35EL},{0L,0L},{0L,0x13DDE35EL},{0L,0L},{0L,0x13DDE35EL}},{{0L,0L},{0L,0x13DDE35EL},{0L,0L},{0L,0x13DDE35EL},{0L,0L},{0L,0x13DDE35EL},{0L,0L},{0L,0x13DDE35EL},{0L,0L}},{{0L,0x13DDE35EL},{0L,0L},{0L,0x13DDE35EL},{0L,0L},{0L,0x13DDE35EL},{0L,0L},{0L,0x13DDE35EL},{0L,0L},{0L,0x13DDE35EL}},{{0L,0L},{0L,0x13DDE35EL},{0L,0L},{0L,0x13DDE35EL},{0L,0L},{0L,0x13DDE35EL},{0L,0L},{0L,0x13DDE35EL},{0L,0L}},{{0L,0x13DDE35EL},{0L,0L},{0L,0x13DDE35EL},{0L,0L},{0L,0x13DDE35EL},{0L,0L},{0L,0x13DDE35EL},{0L,0L},{0L,0x13DDE35EL}},{{0L,0L},{0L,0x13DDE35EL},{0L,0L},{0L,0x13DDE35EL},{0L,0L},{0L,0x13DDE35EL},{0L,0L},{0L,0x13DDE35EL},{0L,0L}}};
int i,j,k;
if((g_77.f2!=0L))
{
int16_t l_1659=(-4L);
int32_t l_1660[4];
int i;
for(i=0;i<4;i++)
l_1660[i]=0x9FBE78CBL;
(*l_51)=(((*l_55)^(safe_div_func_int8_t_s_s((((safe_rshift_func_int16_t_s_u((safe_rshift_func_int8_t_s_s(p_38,5)),((p_38^(safe_sub_func_uint8_t_u_u((((((*g_675)<=l_1649)>=((l_1650==(((safe_mul_func_uint16_t_u_u((**l_54),((*g_1569)=(*g_1569))))^((safe_lshift_func_uint8_t_u_s((safe_div_func_int64_t_s_s((safe_mod_func_int8_t_s_s(p_38,8UL)),p_38)),4))<1UL)),&g_301))<=0xC83F01B0L))^p_38)&&l_1649),5L)))>=l_1659)))||l_1649)!=l_1659),(**g_301)))),(*l_51));
(*g_1549)=4L;
l_1660[3]=(-10L);
}
else
{
int8_t l_1680=3L;
int32_t***l_1682=(void*)0;
int32_t****l_1681= &l_1682;
l_1676[4][0][0]=(safe_rshift_func_uint8_t_u_s((+(safe_rshift_func_uint16_t_u_u((safe_div_func_int8_t_s_s((safe_sub_func_uint8_t_u_u(((safe_add_func_uint16_t_u_u((0xB8L&&p_38),l_1649)),((safe_rshift_func_uint16_t_u_u((safe_rshift_func_uint8_t_u_u(l_1676[4][0][0],2)),(((4UL==(**g_1029))||252UL)!=(~(g_355.f1,(((*l_1614)=((((((safe_mod_func_uint16_t_u_u((*l_1614),0x647CL))&0xFCL)||l_1680)||p_38)||0x8CCEL)!=(**g_1198)))||(*l_55)))))))<6UL)),0UL)),(-2L))),(*l_55)))),p_38));
(*l_1681)=(void*)0;
}
(*l_1614)=(&g_301== &g_301);
}
return l_1683;
}
static int64_t func_41(int32_t*p_42,int64_t p_43,const int32_t*p_44)
{
uint8_t*l_1247=(void*)0;
int32_t l_1264=0L;
int32_t l_1308=(-1L);
int32_t l_1310=0x533F6D96L;
int32_t l_1311=0x0D8A83DFL;
int32_t l_1314=0x9D38043AL;
int32_t l_1319=0xE108235BL;
int16_t*l_1328= &g_321[6][1][0];
int16_t**l_1327[4][5];
int16_t l_1369=0L;
int32_t l_1377=4L;
uint64_t l_1392=1UL;
int32_t l_1406=0xCF64FAB8L;
const uint8_t*l_1424[1][7][6]={{{(void*)0,&g_221,&g_221,(void*)0,&g_221,&g_221},{(void*)0,&g_221,&g_221,(void*)0,&g_221,&g_221},{(void*)0,&g_221,&g_221,(void*)0,&g_221,&g_221},{(void*)0,&g_221,&g_221,(void*)0,&g_221,&g_221},{(void*)0,&g_221,&g_221,(void*)0,&g_221,&g_221},{(void*)0,&g_221,&g_221,(void*)0,&g_221,&g_221},{(void*)0,&g_221,&g_221,(void*)0,&g_221,&g_221}}};
const uint8_t**l_1423= &l_1424[0][6][2];
int32_t**l_1440[3][9][9]={{{&g_363,&g_363,&g_192,&g_192,&g_192,&g_10,(void*)0,&g_192,&g_192},{&g_10,&g_192,(void*)0,&g_192,(void*)0,(void*)0,&g_192,(void*)0,&g_192},{&g_10,&g_363,&g_10,&g_363,&g_10,&g_192,&g_10,(void*)0,&g_363},{&g_192,&g_10,&g_363,&g_10,&g_363,&g_192,&g_10,&g_10,&g_363},{(void*)0,&g_363,&g_363,&g_10,&g_192,&g_10,(void*)0,&g_192,(void*)0},{(void*)0,&g_192,&g_10,&g_363,&g_192,(void*)0,(void*)0,&g_10,(void*)0},{&g_192,&g_363,&g_10,&g_363,(void*)0,(void*)0,&g_10,&g_363,&g_10},{(void*)0,&g_10,(void*)0,&g_192,&g_363,&g_10,&g_10,(void*)0,&g_10},{(void*)0,&g_10,&g_363,(void*)0,&g_10,&g_363,&g_10,(void*)0,(void*)0}},{{(void*)0,(void*)0,&g_192,&g_192,&g_363,&g_10,&g_10,&g_192,&g_192},{&g_363,&g_192,&g_363,&g_10,&g_192,(void*)0,(void*)0,(void*)0,&g_192},{(void*)0,&g_10,&g_363,&g_363,&g_10,(void*)0,&g_10,&g_363,&g_10},{&g_192,&g_192,&g_363,&g_192,&g_10,&g_10,(void*)0,&g_10,(void*)0},{&g_10,&g_192,&g_192,&g_10,&g_192,(void*)0,(void*)0,&g_10,&g_363},{&g_192,&g_363,&g_363,&g_363,&g_192,&g_363,&g_363,(void*)0,&g_363},{&g_363,&g_10,&g_10,&g_192,&g_192,&g_10,&g_192,(void*)0,(void*)0},{&g_10,&g_192,&g_10,&g_363,&g_10,&g_10,(void*)0,&g_192,&g_363},{&g_10,&g_363,&g_192,&g_10,(void*)0,(void*)0,&g_10,&g_363,(void*)0}},{{&g_363,(void*)0,&g_192,&g_10,&g_192,&g_363,&g_192,&g_363,&g_10},{&g_192,&g_192,&g_10,&g_10,(void*)0,&g_192,(void*)0,&g_192,(void*)0},{(void*)0,(void*)0,&g_192,&g_10,&g_192,&g_192,&g_10,(void*)0,&g_10},{(void*)0,&g_10,&g_192,&g_363,(void*)0,&g_10,&g_10,(void*)0,&g_363},{&g_363,(void*)0,&g_363,&g_192,(void*)0,&g_10,&g_363,&g_10,(void*)0},{&g_192,(void*)0,&g_10,(void*)0,&g_10,(void*)0,&g_363,&g_10,&g_192},{&g_363,&g_10,&g_10,&g_192,&g_10,&g_10,&g_10,&g_363,&g_10},{(void*)0,&g_10,&g_192,&g_363,(void*)0,&g_10,(void*)0,&g_363,(void*)0},{&g_192,&g_192,&g_10,&g_10,&g_192,&g_10,&g_192,(void*)0,&g_192}}};
uint8_t l_1448=1UL;
uint32_t*l_1462= &g_1354;
int i,j,k;
for(i=0;i<4;i++)
{
for(j=0;j<5;j++)
l_1327[i][j]= &l_1328;
}
for(g_94=(-7);(g_94>(-1));g_94=safe_add_func_int64_t_s_s(g_94,4))
{
int32_t l_1239=(-10L);
int8_t*l_1242= &g_182;
int32_t l_1250=(-1L);
int32_t l_1306=0x321CBA7DL;
int32_t l_1313=(-1L);
int32_t l_1315=0x7993269DL;
int32_t l_1316=5L;
int32_t l_1317=0x65287C48L;
int32_t l_1318=0xD7200DFAL;
uint16_t l_1345=0xED40L;
uint32_t****l_1441= &g_1197;
l_1250|=(((safe_rshift_func_int16_t_s_u((l_1239&((safe_rshift_func_uint8_t_u_s((((p_43,l_1242)==((*g_301)=l_1242))!=(safe_rshift_func_uint16_t_u_s((safe_mul_func_uint8_t_u_u((l_1242!=l_1247),((safe_lshift_func_int8_t_s_u((p_43,p_43),2))||p_43))),l_1239))),6))<=p_43)),p_43))^(*g_318))||0x00L);
for(g_672=1;(g_672<=5);g_672+=1)
{
int32_t l_1261[9][10][2]={{{1L,0xA299A9BDL},{1L,1L},{0xA299A9BDL,1L},{1L,0xA299A9BDL},{1L,1L},{0xA299A9BDL,1L},{1L,0xA299A9BDL},{1L,1L},{0xA299A9BDL,1L},{1L,0xA299A9BDL}},{{1L,1L},{0xA299A9BDL,1L},{1L,0xA299A9BDL},{1L,1L},{0xA299A9BDL,1L},{1L,0xA299A9BDL},{1L,1L},{0xA299A9BDL,1L},{1L,0xA299A9BDL},{1L,1L}},{{0xA299A9BDL,1L},{1L,0xA299A9BDL},{1L,1L},{0xA299A9BDL,1L},{1L,0xA299A9BDL},{0xA299A9BDL,0xA299A9BDL},{0x20EAC09BL,0xA299A9BDL},{0xA299A9BDL,0x20EAC09BL},{0xA299A9BDL,0xA299A9BDL},{0x20EAC09BL,0xA299A9BDL}},{{0xA299A9BDL,0x20EAC09BL},{0xA299A9BDL,0xA299A9BDL},{0x20EAC09BL,0xA299A9BDL},{0xA299A9BDL,0x20EAC09BL},{0xA299A9BDL,0xA299A9BDL},{0x20EAC09BL,0xA299A9BDL},{0xA299A9BDL,0x20EAC09BL},{0xA299A9BDL,0xA299A9BDL},{0x20EAC09BL,0xA299A9BDL},{0xA299A9BDL,0x20EAC09BL}},{{0xA299A9BDL,0xA299A9BDL},{0x20EAC09BL,0xA299A9BDL},{0xA299A9BDL,0x20EAC09BL},{0xA299A9BDL,0xA299A9BDL},{0x20EAC09BL,0xA299A9BDL},{0xA299A9BDL,0x20EAC09BL},{0xA299A9BDL,0xA299A9BDL},{0x20EAC09BL,0xA299A9BDL},{0xA299A9BDL,0x20EAC09BL},{0xA299A9BDL,0xA299A9BDL}},{{0x20EAC09BL,0xA299A9BDL},{0xA299A9BDL,0x20EAC09BL},{0xA299A9BDL,0xA299A9BDL},{0x20EAC09BL,0xA299A9BDL},{0xA299A9BDL,0x20EAC09BL},{0xA299A9BDL,0xA299A9BDL},{0x20EAC09BL,0xA299A9BDL},{0xA299A9BDL,0x20EAC09BL},{0xA299A9BDL,0xA299A9BDL},{0x20EAC09BL,0xA299A9BDL}},{{0xA299A9BDL,0x20EAC09BL},{0xA299A9BDL,0xA299A9BDL},{0x20EAC09BL,0xA299A9BDL},{0xA299A9BDL,0x20EAC09BL},{0xA299A9BDL,0xA299A9BDL},{0x20EAC09BL,0xA299A9BDL},{0xA299A9BDL,0x20EAC09BL},{0xA299A9BDL,0xA299A9BDL},{0x20EAC09BL,0xA299A9BDL},{0xA299A9BDL,0x20EAC09BL}},{{0xA299A9BDL,0xA299A9BDL},{0x20EAC09BL,0xA299A9BDL},{0xA299A9BDL,0x20EAC09BL},{0xA299A9BDL,0xA299A9BDL},{0x20EAC09BL,0xA299A9BDL},{0xA299A9BDL,0x20EAC09BL},{0xA299A9BDL,0xA299A9BDL},{0x20EAC09BL,0xA299A9BDL},{0xA299A9BDL,0x20EAC09BL},{0xA299A9BDL,0xA299A9BDL}},{{0x20EAC09BL,0xA299A9BDL},{0xA299A9BDL,0x20EAC09BL},{0xA299A9BDL,0xA299A9BDL},{0x20EAC09BL,0xA299A9BDL},{0xA299A9BDL,0x20EAC09BL},{0xA299A9BDL,0xA299A9BDL},{0x20EAC09BL,0xA299A9BDL},{0xA299A9BDL,0x20EAC09BL},{0xA299A9BDL,0xA299A9BDL},{0x20EAC09BL,0xA299A9BDL}}};
int32_t*l_1267= &g_365;
uint8_t*const*l_1288= &g_268[2][5][0];
uint32_t*l_1353= &g_1354;
uint32_t**l_1352= &l_1353;
int32_t l_1439[2];
int i,j,k;
for(i=0;i<2;i++)
l_1439[i]=0x37174AE6L;
for(g_61=0;(g_61<=0);g_61+=1)
{
(*g_1251)&=((void*)0== &g_1091[4]);
}
if((*p_44))
continue;
for(g_61=1;(g_61<=5);g_61+=1)
{
struct S0*l_1254= &g_949;
int32_t*l_1265[10][9]={{&g_745[2][1][0],&l_1261[1][0][1],&l_1261[1][0][1],&l_1261[1][5][1],&l_1239,&l_1239,&l_1261[1][5][1],&l_1261[1][0][1],&l_1261[1][0][1]},{&l_1261[1][5][1],&g_745[0][9][0],&l_1261[1][0][1],&g_745[1][9][0],(void*)0,&l_1261[1][5][1],&l_1239,&l_1239,&l_1250},{&g_745[3][0][0],&l_1239,&l_1261[1][0][1],&l_1239,&l_1261[1][0][1],(void*)0,(void*)0,&l_1261[1][5][1],&l_1239},{&l_1239,&g_745[0][9][0],&g_365,(void*)0,(void*)0,&g_365,&g_745[0][9][0],&l_1239,&l_1261[1][0][1]},{&l_1239,&l_1261[1][0][1],&l_1261[1][0][1],&g_365,&g_24,&l_1264,&g_745[3][0][0],(void*)0,(void*)0},{&g_745[3][0][0],&l_1261[1][5][1],&l_1250,&g_745[3][0][0],&l_1239,&g_745[2][1][0],&l_1261[1][0][1],&l_1250,&l_1261[1][0][1]},{&l_1261[1][5][1],&g_745[0][6][0],&g_365,&g_365,&g_745[0][6][0],&l_1261[1][5][1],(void*)0,(void*)0,&g_745[0][9][0]},{(void*)0,&l_1261[1][5][1],&l_1239,(void*)0,&l_1261[4][4][0],&l_1261[1][0][1],&g_745[3][0][0],&g_365,(void*)0},{&g_365,(void*)0,&l_1239,&l_1264,(void*)0,&g_745[1][9][0],(void*)0,&g_745[1][9][0],(void*)0},{&l_1239,&g_365,&g_365,&l_1239,(void*)0,&g_745[1][9][0],&l_1264,&l_1261[4][4][0],&l_1250}};
uint32_t l_1366=0x5C1CAB80L;
int32_t*l_1384= &l_1315;
uint8_t l_1413=0xD6L;
int i,j;
if(((g_75[g_672]=(((**g_301)=(-9L))<p_43))>=((safe_sub_func_int32_t_s_s(((void*)0!=l_1254),(safe_div_func_uint32_t_u_u((**g_1198),(l_1250=1L)))))!=(l_1239>=((safe_add_func_int8_t_s_s((safe_mul_func_uint16_t_u_u(l_1261[1][0][1],(((safe_sub_func_uint8_t_u_u(p_43,0xADL)),l_1264)>l_1261[1][7][0]))),p_43))==0x73C16B4EL)))))
{
int32_t**l_1266= &g_363;
const int32_t*l_1275= &g_349[1];
uint16_t*l_1276[3][6]={{&g_422,(void*)0,(void*)0,&g_422,(void*)0,(void*)0},{&g_422,(void*)0,(void*)0,&g_422,(void*)0,(void*)0},{&g_422,(void*)0,(void*)0,&g_422,(void*)0,(void*)0}};
int32_t l_1304[10];
int32_t l_1305=7L;
int16_t l_1312=0x7D9FL;
uint32_t l_1320=1UL;
int64_t*l_1361= &g_417;
uint8_t**l_1367[6][8]={{&g_268[5][7][0],&g_268[8][3][0],(void*)0,&g_268[5][7][0],(void*)0,&g_268[8][3][0],&g_268[5][7][0],&g_268[8][3][0]},{&g_268[3][3][0],&g_268[7][7][0],&g_268[8][3][0],&g_268[5][7][0],&g_268[5][7][0],&g_268[8][3][0],&g_268[7][7][0],&g_268[3][3][0]},{&g_268[8][3][0],&g_268[5][7][0],&g_268[8][3][0],(void*)0,&g_268[5][7][0],(void*)0,&g_268[8][3][0],&g_268[5][7][0]},{&g_268[3][3][0],&g_268[8][3][0],&g_268[8][3][0],&g_268[3][3][0],(void*)0,(void*)0,&g_268[3][3][0],&g_268[8][3][0]},{&g_268[5][7][0],&g_268[5][7][0],&g_268[8][3][0],&g_268[7][7][0],&g_268[3][3][0],&g_268[8][3][0],&g_268[3][3][0],&g_268[7][7][0]},{&g_268[8][3][0],&g_268[7][7][0],&g_268[8][3][0],(void*)0,&g_268[7][7][0],&g_268[8][3][0],&g_268[8][3][0],&g_268[7][7][0]}};
int i,j;
for(i=0;i<10;i++)
l_1304[i]=0x30F9FC0BL;
p_44=(l_1267=((*l_1266)=l_1265[7][7]));
if((safe_lshift_func_uint8_t_u_s((safe_mul_func_uint16_t_u_u((safe_mod_func_int32_t_s_s(((p_43^((void*)0!=l_1275))>=((l_1250=((void*)0== &g_843))||(g_100>(safe_lshift_func_int8_t_s_s((safe_rshift_func_uint16_t_u_u((0x59696251L|(+l_1250)),p_43)),(**g_301)))))),(*g_318))),p_43)),0)))
{
int32_t*l_1297= &g_349[1];
int32_t l_1302=0xEE12E066L;
int32_t l_1303=0L;
int32_t l_1307=0x1CFA0ADDL;
int32_t l_1309=0L;
uint64_t*l_1348= &g_351[6][0];
int64_t*l_1349[8]={&g_9,&g_9,&g_9,&g_9,&g_9,&g_9,&g_9,&g_9};
int i;
(*g_843)=(((safe_sub_func_uint64_t_u_u(g_551[0].f0,g_672))&&(safe_add_func_uint32_t_u_u(((l_1264||(safe_rshift_func_int8_t_s_s((l_1288!= &l_1247),0)))^(safe_div_func_uint16_t_u_u((safe_sub_func_uint32_t_u_u((((0xA7DAC552L==((safe_mod_func_uint8_t_u_u((safe_mul_func_uint8_t_u_u((((*l_1297)=0x43DB9955L),(l_1303&=(safe_lshift_func_int16_t_s_s((safe_mul_func_uint8_t_u_u(((p_43==(l_1302>=(**g_301)))==0L),p_43)),(*g_1030))))),l_1250)),p_43)),0L))>=2L)<1L),p_43)),l_1264))),l_1302)))&(-3L));
l_1320++;
l_1303=(((safe_lshift_func_int8_t_s_s((0L>(safe_div_func_uint32_t_u_u((l_1327[2][0]== &g_1030),(safe_mod_func_int32_t_s_s((safe_mod_func_int64_t_s_s(p_43,(safe_sub_func_int64_t_s_s((safe_add_func_uint32_t_u_u(0x9ECA3C3AL,(safe_lshift_func_int16_t_s_u(((safe_add_func_int32_t_s_s((safe_add_func_int32_t_s_s((*g_507),((safe_rshift_func_int8_t_s_u(l_1345,((l_1309=(((safe_mod_func_uint16_t_u_u((((*l_1348)^=g_139)<=l_1345),0xA525L))==0xBE5EL)||l_1307))<=0x85005F15C860739ALL)))!=0x561EL))),6L)),(*g_1030)),1)))),p_43)))),l_1314))))),l_1311))>=p_43)<0x8473L);
}
else
{
return p_43;
}
if((safe_mod_func_uint64_t_u_u((l_1352!=g_1355),((*l_1361)=(p_43^(safe_div_func_uint8_t_u_u(1UL,(safe_sub_func_int32_t_s_s((p_43&0UL),l_1306)))))))))
{
uint8_t**l_1368[3][5]={{(void*)0,&g_268[3][6][0],(void*)0,&g_268[3][6][0],(void*)0},{&g_268[8][0][0],&g_268[8][0][0],&g_268[8][0][0],&g_268[8][0][0],&g_268[8][0][0]},{(void*)0,&g_268[3][6][0],(void*)0,&g_268[3][6][0],(void*)0}};
int32_t l_1370=8L;
int i,j;
l_1315=((safe_mod_func_int32_t_s_s((9L|((l_1239&=((g_908,(((l_1319=((((-4L)!=(4UL!=((*g_318)^=4294967295UL)))||(((safe_mul_func_int16_t_s_s(p_43,p_43))&(l_1366|(l_1367[5][0]==l_1368[1][1])))>=18446744073709551614UL))!=0x9E97F7C4A9F7B93ALL))>=p_43)^l_1369)),p_43))<p_43)),(*g_843)))>=p_43);
l_1370=(*g_675);
}
else
{
l_1304[9]&=(safe_sub_func_int64_t_s_s(((*g_913)^((safe_sub_func_int8_t_s_s(((*g_302)=(0x61L<=(safe_div_func_int32_t_s_s(l_1377,((safe_mul_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_u(7UL,((safe_lshift_func_int16_t_s_s((248UL==(p_43>=((*l_1361)^=p_43))),1))!=((g_155.f1^=(&g_349[1]== &l_1377)),(**g_301))))),0x023DL))&(-1L)))))),p_43))<g_155.f0)),0xF4D3DDAD25FAAC89LL));
l_1264=0x91EFC0E8L;
l_1384=((*l_1266)=p_42);
}
l_1261[1][0][1]|=0xD331731EL;
}
else
{
uint32_t l_1385=0x1FFB97C5L;
uint8_t*l_1405[1][7]={{&g_61,&g_61,&g_75[g_672],&g_61,&g_61,&g_75[g_672],&g_61}};
int16_t l_1407[10]={0L,0L,0L,0L,0L,0L,0L,0L,0L,0L};
int32_t l_1408=(-4L);
int32_t l_1409=0x47A84EB9L;
int32_t l_1410=0xAA20E813L;
int32_t l_1411=0L;
int32_t l_1412=0x65AEF8F1L;
const uint8_t**l_1425[6][2][10]={{{&l_1424[0][4][3],&l_1424[0][6][2],(void*)0,&l_1424[0][1][1],&l_1424[0][3][2],&l_1424[0][1][1],(void*)0,&l_1424[0][6][2],&l_1424[0][4][3],(void*)0},{&l_1424[0][3][2],(void*)0,(void*)0,(void*)0,&l_1424[0][6][2],&l_1424[0][4][3],&l_1424[0][6][2],(void*)0,(void*)0,(void*)0}},{{(void*)0,&l_1424[0][6][3],&l_1424[0][6][2],(void*)0,(void*)0,&l_1424[0][6][2],&l_1424[0][6][3],(void*)0,&l_1424[0][4][3],&l_1424[0][2][4]},{&l_1424[0][6][3],(void*)0,&l_1424[0][1][5],&l_1424[0][1][1],&l_1424[0][6][2],(void*)0,&l_1424[0][6][3],(void*)0,&l_1424[0][6][2],(void*)0}},{{&l_1424[0][1][1],(void*)0,&l_1424[0][1][5],&l_1424[0][6][2],&l_1424[0][1][5],(void*)0,&l_1424[0][1][1],(void*)0,&l_1424[0][6][2],&l_1424[0][6][2]},{&l_1424[0][6][2],&l_1424[0][6][2],&l_1424[0][6][2],&l_1424[0][2][4],&l_1424[0][6][3],&l_1424[0][6][2],&l_1424[0][6][2],(void*)0,(void*)0,&l_1424[0][6][2]}},{{&l_1424[0][6][2],&l_1424[0][2][4],&l_1424[0][6][2],&l_1424[0][6][2],&l_1424[0][2][4],&l_1424[0][6][2],&l_1424[0][6][2],(void*)0,&l_1424[0][4][3],&l_1424[0][6][2]},{(void*)0,&l_1424[0][1][5],&l_1424[0][1][1],&l_1424[0][6][2],(void*)0,&l_1424[0][6][3],(void*)0,&l_1424[0][6][2],(void*)0,&l_1424[0][6][3]}},{{(void*)0,(void*)0,&l_1424[0][6][3],(void*)0,(void*)0,&l_1424[0][6][2],&l_1424[0][6][3],(void*)0,&l_1424[0][3][2],&l_1424[0][3][4]},{&l_1424[0][6][2],&l_1424[0][6][3],(void*)0,&l_1424[0][3][2],&l_1424[0][3][4],&l_1424[0][6][2],&l_1424[0][2][4],&l_1424[0][2][4],&l_1424[0][6][2],&l_1424[0][3][4]}},{{&l_1424[0][6][3],&l_1424[0][3][2],&l_1424[0][3][2],&l_1424[0][6][3],(void*)0,&l_1424[0][1][5],&l_1424[0][1][1],&l_1424[0][6][2],(void*)0,&l_1424[0][6][3]},{&l_1424[0][6][2],(void*)0,&l_1424[0][4][3],&l_1424[0][6][2],(void*)0,&l_1424[0][1][1],&l_1424[0][3][2],&l_1424[0][1][1],(void*)0,&l_1424[0][6][2]}}};
int i,j,k;
(*l_1267)|=l_1385;
if((safe_mod_func_int16_t_s_s(((safe_sub_func_int64_t_s_s((p_43==(safe_rshift_func_int8_t_s_u(((l_1392==((*g_675),(safe_lshift_func_int16_t_s_u(((*l_1328)=((((safe_lshift_func_uint16_t_u_s(((((((safe_mod_func_uint32_t_u_u(((((safe_add_func_uint32_t_u_u(((safe_add_func_uint8_t_u_u((safe_mul_func_int16_t_s_s(((**g_301)||(l_1413++)),((safe_rshift_func_int8_t_s_u((-1L),(~(safe_add_func_int8_t_s_s(((-1L)^(((safe_mul_func_uint16_t_u_u((p_43,(l_1288!=(l_1425[3][0][1]=(l_1423=l_1423)))),l_1308))!=p_43)>(*g_364))),(*l_1384)))))),l_1410))),0UL))|(*l_1267)),(*p_44)))<=l_1306)<l_1311),(*l_1267)),p_43)),&g_1356[9])==(void*)0),0xF537340A9689791ALL),p_43)&&(-1L)),p_43))^4294967295UL)|3L)&&(**g_1029))),2))))&&(*p_44)),5))),p_43))|(**g_301)),5L)))
{
int16_t l_1428[7][2];
int i,j;
for(i=0;i<7;i++)
{
for(j=0;j<2;j++)
l_1428[i][j]=0xD8ADL;
}
(*l_1384)^=(((safe_div_func_int32_t_s_s(((*l_1267)=((l_1428[4][0]<=g_1193[6][1].f1)&(safe_sub_func_int32_t_s_s((*g_843),(((safe_mul_func_int8_t_s_s((*l_1267),(safe_rshift_func_int16_t_s_s((l_1428[2][0]^(((safe_sub_func_uint8_t_u_u(p_43,l_1439[1])),&g_192)!=l_1440[2][0][2])),6))))&&p_43)!=p_43))))),(*p_44))),p_43)|1UL);
if(l_1313)
continue;
(*l_1384)|=(l_1441!=((safe_lshift_func_uint16_t_u_u(((**g_301)!=(safe_rshift_func_int16_t_s_u((l_1317||(p_43&(safe_lshift_func_int8_t_s_u(l_1448,0)))),(safe_mul_func_int8_t_s_s(((*l_1267)|(safe_lshift_func_int8_t_s_s((-1L),5))),((0x22L&(*l_1267))&&p_43)))))),12)),(void*)0));
}
else
{
(*l_1267)&=(*p_44);
}
(*l_1267)=(g_551[0].f0>(p_43,(safe_add_func_int32_t_s_s((safe_add_func_int8_t_s_s((safe_unary_minus_func_uint64_t_u(5UL)),(((((((safe_sub_func_uint64_t_u_u(((void*)0== &l_1242),((p_43^((((((void*)0==l_1462)||(&g_302==(void*)0)),(*l_1267))==(*l_1384))>g_305.f3))!=(**g_301)))),p_43)^0x2FL)&5UL),(*l_1267))>0xAF930EAEFD7C9915LL),(**g_301)))),p_43))));
for(g_365=0;(g_365<=0);g_365+=1)
{
const int32_t*l_1464= &g_1465;
const int32_t**l_1463= &l_1464;
const int32_t**l_1466=(void*)0;
const int32_t*l_1468= &g_745[3][0][0];
const int32_t**l_1467= &l_1468;
(*l_1384)&=(*p_44);
(*l_1467)=((*l_1463)=(void*)0);
}
}
for(g_417=0;(g_417>=0);g_417-=1)
{
uint32_t l_1469=0UL;
++l_1469;
}
return p_43;
}
}
return p_43;
}
return p_43;
}
static struct S0 func_45(int32_t*p_46,const uint16_t p_47,int32_t p_48,uint16_t p_49)
{
uint8_t*l_74[3][4][2]={{{&g_75[5],&g_75[5]},{&g_61,&g_61},{&g_61,&g_75[5]},{&g_75[5],&g_75[5]}},{{&g_61,&g_61},{&g_61,&g_75[5]},{&g_75[5],&g_75[5]},{&g_61,&g_61}},{{&g_61,&g_75[5]},{&g_75[5],&g_75[5]},{&g_61,&g_61},{&g_61,&g_75[5]}}};
int32_t l_76[10][9][1]={{{(-1L)},{0L},{(-5L)},{9L},{0x95192C24L},{0L},{0x95192C24L},{9L},{(-5L)}},{{0L},{(-1L)},{(-1L)},{0L},{(-5L)},{9L},{0x95192C24L},{0L},{0x95192C24L}},{{9L},{(-5L)},{0L},{(-1L)},{(-1L)},{0L},{(-5L)},{9L},{0x95192C24L}},{{0L},{0x95192C24L},{9L},{(-5L)},{0L},{(-1L)},{(-1L)},{0L},{(-5L)}},{{9L},{0x95192C24L},{0L},{0x95192C24L},{9L},{(-5L)},{0L},{(-1L)},{(-1L)}},{{0L},{(-5L)},{9L},{0x95192C24L},{0L},{0x95192C24L},{9L},{(-5L)},{0L}},{{(-1L)},{(-1L)},{0L},{(-5L)},{9L},{0x95192C24L},{0L},{0x95192C24L},{9L}},{{(-5L)},{0L},{(-1L)},{(-1L)},{0L},{(-5L)},{9L},{0x95192C24L},{0L}},{{0x95192C24L},{9L},{(-5L)},{0L},{(-1L)},{(-1L)},{0L},{(-5L)},{9L}},{{0x95192C24L},{0L},{0x95192C24L},{9L},{(-5L)},{0L},{(-1L)},{(-1L)},{0L}}};
uint16_t l_82=0xB12BL;
int64_t*l_92=(void*)0;
int64_t*l_93= &g_94;
uint32_t*l_99= &g_100;
struct S0*l_216= &g_155;
const uint8_t*l_222=(void*)0;
int8_t**l_312= &g_302;
const int16_t*l_320= &g_321[6][1][0];
int32_t l_430[6];
uint32_t l_431[2];
uint64_t l_433=0xEC56A0ECFCCA9871LL;
uint64_t l_460[3][6]={{0x8685D49F1F120334LL,0x512B4ED70ABE7DC2LL,1UL,0x512B4ED70ABE7DC2LL,0x8685D49F1F120334LL,0x8685D49F1F120334LL},{0x9EE0BA2815BEE602LL,0x512B4ED70ABE7DC2LL,0x512B4ED70ABE7DC2LL,0x9EE0BA2815BEE602LL,0xD291BDBE34673502LL,0x9EE0BA2815BEE602LL},{1UL,0x8685D49F1F120334LL,1UL,0x9EE0BA2815BEE602LL,0x9EE0BA2815BEE602LL,1UL}};
int64_t l_530=(-1L);
uint32_t l_556[3];
uint16_t l_654=0x0958L;
uint32_t l_707=0x435FDFD3L;
int16_t l_858[5][2]={{0x1A0AL,0x996FL},{0x1A0AL,0x996FL},{0x1A0AL,0x996FL},{0x1A0AL,0x996FL},{0x1A0AL,0x996FL}};
int8_t l_911=0x42L;
const int32_t l_1027=1L;
int32_t*l_1057[1];
int16_t l_1058=0x7DA4L;
uint8_t l_1059=254UL;
uint16_t***l_1094=(void*)0;
int8_t l_1172[5][2]={{(-8L),(-8L)},{0x3AL,(-8L)},{(-8L),0x3AL},{(-8L),(-8L)},{0x3AL,(-8L)}};
uint32_t**l_1195= &g_318;
uint32_t***l_1194= &l_1195;
int64_t l_1201[5]={0xA69CCC25C7E638D3LL,0xA69CCC25C7E638D3LL,0xA69CCC25C7E638D3LL,0xA69CCC25C7E638D3LL,0xA69CCC25C7E638D3LL};
int i,j,k;
for(i=0;i<6;i++)
l_430[i]=0x4768A7D5L;
for(i=0;i<2;i++)
l_431[i]=0x13F45A3FL;
for(i=0;i<3;i++)
l_556[i]=0x05AD1977L;
for(i=0;i<1;i++)
l_1057[i]= &g_745[3][6][0];
lbl_887:
if((((l_76[9][6][0]&=(safe_rshift_func_uint8_t_u_s(g_24,g_61))),g_77),(safe_rshift_func_int16_t_s_u(((safe_add_func_uint8_t_u_u(((((l_82--)&&(safe_div_func_int64_t_s_s((p_47^((safe_add_func_uint16_t_u_u((g_75[5]^((((*l_93)=(!(safe_rshift_func_int8_t_s_s((-8L),0))))!=(safe_mul_func_int8_t_s_s(l_82,(safe_rshift_func_uint8_t_u_s(252UL,((((*l_99)=0x603614A4L)&&l_76[1][5][0])<=l_76[9][6][0]))))))==l_76[6][8][0])),g_61))>l_82)),18446744073709551607UL)))>g_77.f2)&g_9),p_49)),l_76[9][6][0]),11))))
{
uint32_t*l_103= &g_100;
int32_t l_127=0x4A5683E2L;
int32_t l_136=1L;
struct S0*l_154= &g_155;
uint32_t l_172=0x806100E9L;
uint32_t l_203=0UL;
int64_t*l_238[2];
int8_t*l_270= &g_182;
int8_t**l_269= &l_270;
int32_t l_341[1];
int32_t*l_354=(void*)0;
uint16_t*const l_463= &l_82;
uint8_t l_464=1UL;
int32_t*l_508= &g_349[1];
uint32_t l_513=3UL;
int8_t l_524=0x83L;
int32_t l_527=(-1L);
int32_t l_528=9L;
int32_t l_529=(-2L);
int32_t l_531=0x0F9298F7L;
int32_t l_532=0xDFC18899L;
int32_t l_533=(-8L);
int32_t l_534=0x3C303BB4L;
int32_t l_535[6][4][8]={{{0x11A5E796L,0x84187CCFL,(-3L),9L,0xE30B2F2AL,0L,1L,0x039C0E08L},{0xFADEB7AFL,0xE2B31E68L,0xCE1CE6D3L,9L,0xAF556D87L,0L,0x4313F6BCL,0L},{0x4313F6BCL,0xAF556D87L,(-5L),0x92F16705L,0x1157BF9CL,0x8CF6F19FL,1L,0x8CF6F19FL},{(-5L),1L,1L,1L,(-5L),0xC47196F9L,0x039C0E08L,0xE3918982L}},{{0L,0xDF3A8435L,9L,0L,(-3L),1L,0xFADEB7AFL,1L},{1L,0xDFCE7FC3L,9L,0xFADEB7AFL,3L,0x4313F6BCL,0x039C0E08L,0xCE1CE6D3L},{(-3L),0x11A5E796L,1L,0xE3918982L,(-1L),1L,1L,(-1L)},{4L,(-5L),(-5L),4L,0xCE1CE6D3L,0x039C0E08L,0x4313F6BCL,3L}},{{0xE2B31E68L,0L,0xCE1CE6D3L,0x8CF6F19FL,1L,0xFADEB7AFL,1L,(-3L)},{1L,0L,(-3L),0xE30B2F2AL,0xE3918982L,0x039C0E08L,0xC47196F9L,(-5L)},{0xAF556D87L,(-5L),0x92F16705L,0x1157BF9CL,0x8CF6F19FL,1L,0x8CF6F19FL,0x1157BF9CL},{0xC47196F9L,0x11A5E796L,0xC47196F9L,0x84187CCFL,0L,0x4313F6BCL,0L,0xAF556D87L}},{{0L,0xDFCE7FC3L,0x1157BF9CL,3L,0x039C0E08L,1L,0L,0xE30B2F2AL},{0L,0xDF3A8435L,0x11A5E796L,0xE2B31E68L,0L,0xC47196F9L,3L,6L},{0xC47196F9L,1L,9L,0xDF3A8435L,0x8CF6F19FL,0x8CF6F19FL,0xDF3A8435L,9L},{0xAF556D87L,0xAF556D87L,0xFADEB7AFL,1L,0xE3918982L,0L,0x84187CCFL,0x4313F6BCL}},{{1L,0xE2B31E68L,4L,(-3L),1L,0L,(-5L),0x4313F6BCL},{0xE2B31E68L,0x84187CCFL,6L,1L,0xCE1CE6D3L,3L,9L,9L},{4L,6L,0xE3918982L,0xDF3A8435L,(-1L),0xDF3A8435L,0xE3918982L,6L},{(-3L),1L,0xDF3A8435L,0xE2B31E68L,3L,0x84187CCFL,0x1157BF9CL,3L}},{{6L,0x11A5E796L,1L,1L,0x039C0E08L,0L,(-1L),0L},{0xFADEB7AFL,1L,0x8CF6F19FL,0xCE1CE6D3L,0L,0xE2B31E68L,0x1157BF9CL,(-1L)},{0L,0xE2B31E68L,0x1157BF9CL,(-1L),(-1L),0x1157BF9CL,0xE2B31E68L,0L},{0xDF3A8435L,0x4313F6BCL,0x92F16705L,3L,0L,(-1L),0L,0x039C0E08L}}};
int8_t l_536[3];
uint16_t l_537[8][3]={{65535UL,65535UL,65535UL},{1UL,1UL,1UL},{65535UL,65535UL,65535UL},{1UL,1UL,1UL},{65535UL,65535UL,65535UL},{1UL,1UL,1UL},{65535UL,65535UL,65535UL},{1UL,1UL,1UL}};
int16_t*l_547= &g_321[0][1][1];
int16_t*l_548[6][2]={{&g_549,&g_549},{&g_549,&g_549},{&g_549,&g_549},{&g_549,&g_549},{&g_549,&g_549},{&g_549,&g_549}};
uint64_t l_550=18446744073709551615UL;
int i,j,k;
for(i=0;i<2;i++)
l_238[i]= &g_94;
for(i=0;i<1;i++)
l_341[i]=1L;
for(i=0;i<3;i++)
l_536[i]=(-3L);
for(p_48=0;(p_48!=3);++p_48)
{
int16_t l_119=0x5626L;
int16_t*l_120= &l_119;
int32_t l_132=0xBB0F612FL;
int32_t l_134=0xAC59B503L;
int32_t l_135=(-1L);
uint8_t l_165[6]={0UL,0UL,0x99L,0UL,0UL,0x99L};
int16_t l_175=(-4L);
int8_t*l_256= &g_182;
int8_t**l_255= &l_256;
int32_t*l_271= &l_136;
int32_t l_340=0x11DD0085L;
int32_t l_344=(-3L);
int32_t l_347=0x85EE6CBCL;
struct S0*const*l_370= &l_216;
int16_t l_377=1L;
int32_t l_389=9L;
uint16_t l_429=6UL;
int32_t l_432=(-1L);
int8_t l_485=0x3EL;
int i;
if((((l_103==(((safe_sub_func_uint16_t_u_u((((*l_120)=(((g_77.f0>=(safe_add_func_uint64_t_u_u(((0xF0AEL<=(safe_unary_minus_func_int32_t_s(l_76[9][6][0])))||g_77.f1),(((safe_mul_func_uint16_t_u_u((safe_mod_func_uint8_t_u_u(g_100,(safe_div_func_int8_t_s_s((safe_rshift_func_int16_t_s_s(g_77.f0,(safe_div_func_uint32_t_u_u(((g_94^8L)>=l_119),g_77.f0)))),l_119)))),5L))>=g_9)||g_9))))>=0x4D82229B2AB39D48LL)&0xC9EF25ADL))||l_76[9][6][0]),0x56AAL))>=g_9),&g_100))&&0x22C1L)!=0x294EC24AAD4D87CDLL))
{
int32_t l_128=0x8CF4EDB9L;
int32_t l_133[3];
int8_t*l_207[2];
int32_t l_239=0x46736D52L;
int i;
for(i=0;i<3;i++)
l_133[i]=0xE15E87F6L;
for(i=0;i<2;i++)
l_207[i]= &g_182;
if(g_75[4])
break;
for(l_119=0;(l_119<4);l_119=safe_add_func_int16_t_s_s(l_119,6))
{
int32_t*l_123=(void*)0;
int32_t*l_124= &l_76[9][6][0];
int32_t*l_125= &l_76[0][7][0];
int32_t*l_126[8]={&l_76[9][6][0],&l_76[9][6][0],&l_76[9][6][0],&l_76[9][6][0],&l_76[9][6][0],&l_76[9][6][0],&l_76[9][6][0],&l_76[9][6][0]};
int i;
g_129--;
g_139++;
for(l_128=0;(l_128==3);l_128=safe_add_func_int32_t_s_s(l_128,5))
{
return g_77;
}
}
for(g_100=(-29);(g_100>22);++g_100)
{
int32_t l_193=0xF866D669L;
int32_t l_194=0xD4A9B1A0L;
int32_t l_195=0xC9326246L;
for(l_134=(-11);(l_134>0);l_134=safe_add_func_uint64_t_u_u(l_134,5))
{
int32_t*l_149= &l_133[1];
int32_t**l_148= &l_149;
struct S0**l_153[8][9][3]={{{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151}},{{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151}},{{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151}},{{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151}},{{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,(void*)0,(void*)0},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151}},{{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{(void*)0,(void*)0,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151}},{{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151}},{{&g_151,(void*)0,(void*)0},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{&g_151,&g_151,&g_151},{(void*)0,(void*)0,&g_151}}};
int32_t*l_173= &l_133[2];
int32_t*l_174[2][9][1]={{{&l_76[9][6][0]},{&l_76[9][6][0]},{&l_133[1]},{&l_135},{&l_132},{&l_135},{&l_133[1]},{&l_76[9][6][0]},{&l_76[9][6][0]}},{{&l_133[1]},{&l_135},{&l_132},{&l_135},{&l_133[1]},{&l_76[9][6][0]},{&l_76[9][6][0]},{&l_133[1]},{&l_135}}};
int i,j,k;
(*l_148)= &g_24;
l_154= &g_77;
l_76[6][1][0]=(safe_lshift_func_uint8_t_u_s((safe_add_func_int32_t_s_s((~((*l_120)=((safe_mul_func_uint16_t_u_u((p_48!=(safe_rshift_func_uint16_t_u_u(0x6B7FL,(l_165[4]>(safe_div_func_int16_t_s_s(l_136,(safe_add_func_uint8_t_u_u(((--g_75[4])<(l_136^g_77.f2)),((p_48<0x49F7L)&0x66784C27L))))))))),g_94))&0x79L))),l_172)),l_76[3][4][0]));
--g_176;
}
for(l_119=1;(l_119!=16);l_119=safe_add_func_uint8_t_u_u(l_119,1))
{
int8_t*l_181= &g_182;
int32_t l_183=0x56A0A4B5L;
int32_t*l_184= &l_133[1];
(*l_184)=(0UL<(l_133[1]>((g_24&(((*l_181)=(1L>0x07DBC3B1L))<l_183))>((((((-1L)^g_9),g_77.f2)|p_49)^l_128)>=p_48))));
return(*l_154);
}
for(g_61=0;(g_61<=2);g_61+=1)
{
int i;
l_133[g_61]=1L;
}
for(l_134=(-19);(l_134==21);++l_134)
{
uint32_t l_187=1UL;
int32_t*l_188[8];
int i;
for(i=0;i<8;i++)
l_188[i]= &l_135;
g_155.f1|=l_187;
(*g_191)= &g_24;
if((**g_191))
continue;
--g_196;
}
}
if((safe_div_func_uint64_t_u_u(0xC25DAE8D4C1FEDC4LL,(safe_add_func_int64_t_s_s(0xE8C6B87B52CBB995LL,(p_48&((0x0381L!=l_203)|(safe_unary_minus_func_uint8_t_u(((p_47<((l_76[9][6][0]=p_47)<=(safe_mul_func_uint16_t_u_u((safe_div_func_int32_t_s_s((((safe_mul_func_int8_t_s_s((l_136&=(g_176<=0x0CD2BE11L)),g_77.f3))>=g_61)<0x17F37F7AL),p_48)),l_128))))==p_49))))))))))
{
uint64_t l_246=0xF32929257CBEC5B9LL;
int32_t*l_249= &l_132;
for(g_139=0;(g_139<54);g_139=safe_add_func_uint16_t_u_u(g_139,1))
{
struct S0**l_218[8][9]={{&g_151,&g_151,&g_151,&g_151,&g_151,&g_151,&g_151,&g_151,&g_151},{(void*)0,&g_151,(void*)0,&g_151,(void*)0,&g_151,(void*)0,&g_151,(void*)0},{&g_151,&g_151,&g_151,&g_151,&g_151,&g_151,&g_151,&g_151,&g_151},{(void*)0,&g_151,(void*)0,&g_151,(void*)0,&g_151,(void*)0,&g_151,(void*)0},{&g_151,&g_151,&g_151,&g_151,&g_151,&g_151,&g_151,&g_151,&g_151},{(void*)0,&g_151,(void*)0,&g_151,(void*)0,&g_151,(void*)0,&g_151,(void*)0},{&g_151,&g_151,&g_151,&g_151,&g_151,&g_151,&g_151,&g_151,&g_151},{(void*)0,&g_151,(void*)0,&g_151,(void*)0,&g_151,(void*)0,&g_151,(void*)0}};
const uint8_t*l_220= &g_221;
const uint8_t**l_219[7]={&l_220,&l_220,&l_220,&l_220,&l_220,&l_220,&l_220};
int32_t*l_240= &l_133[1];
int32_t l_241=(-6L);
int32_t*l_242= &l_127;
int32_t*l_243=(void*)0;
int32_t*l_244=(void*)0;
int32_t*l_245[3];
int i,j;
for(i=0;i<3;i++)
l_245[i]=(void*)0;
l_154=l_216;
l_239=(((((l_222= &l_165[4])==((!((l_82||(l_133[1]=l_76[6][2][0]))^((safe_mul_func_int8_t_s_s((~g_77.f3),g_155.f1)),((!(l_165[5]|((g_61|=(g_77.f0&&((safe_mul_func_uint16_t_u_u((g_77.f1,((safe_mod_func_uint64_t_u_u((safe_mul_func_uint8_t_u_u((((*l_103)=(safe_rshift_func_int16_t_s_s(0xA657L,0)))^g_75[5]),g_77.f1)),g_129)),g_221)),0x1662L))&&g_138)))||p_47)))>l_135)))),(void*)0)),(void*)0)!=l_238[0])>=0xE65DL);
if(l_119)
break;
l_246++;
}
l_249= &l_132;
}
else
{
g_250=l_134;
}
}
else
{
int32_t**l_252[1];
int i;
for(i=0;i<1;i++)
l_252[i]= &g_192;
p_46= &p_48;
return(*l_154);
}
l_135=(safe_rshift_func_uint16_t_u_u((((*l_255)= &g_182)==((((safe_div_func_uint32_t_u_u((!(l_76[9][6][0]=(l_76[9][6][0],((((safe_add_func_int32_t_s_s(((safe_mul_func_int16_t_s_s((safe_rshift_func_int8_t_s_u((+((((g_267== &g_268[8][3][0]),l_76[4][7][0]),(((*l_271)=((p_49,l_255)!=l_269))^(safe_mod_func_uint32_t_u_u((safe_mod_func_uint8_t_u_u((&p_46!= &g_10),(-3L))),l_82)))),l_203)),6)),p_47))|0UL),4294967288UL))>0x080978246A1742DCLL)<g_176)!=l_165[3])))),7UL))&0x0503888E424F5989LL)<p_48),&g_182)),12));
for(l_134=0;(l_134!=(-7));l_134=safe_sub_func_int64_t_s_s(l_134,7))
{
int8_t***l_303=(void*)0;
int8_t***l_304[1][2][4]={{{(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0}}};
int32_t l_306[7][5]={{0xD4BEADCFL,(-10L),0xD4BEADCFL,0x516764E4L,0xD4BEADCFL},{(-1L),(-1L),1L,0xE66C5461L,9L},{0x7F8A6E95L,0x516764E4L,0xE86E8CEDL,0x516764E4L,0x7F8A6E95L},{9L,0xE66C5461L,1L,(-1L),(-1L)},{0xD4BEADCFL,0x516764E4L,0xD4BEADCFL,(-10L),0xD4BEADCFL},{9L,(-1L),0xE66C5461L,0xE66C5461L,(-1L)},{0x7F8A6E95L,(-10L),0xE86E8CEDL,(-10L),0x7F8A6E95L}};
uint8_t**l_367[6]={&g_268[7][7][0],&l_74[0][1][1],&l_74[0][1][1],&g_268[7][7][0],&l_74[0][1][1],&l_74[0][1][1]};
const int32_t l_441=0x1481EF6CL;
int64_t*const l_476=(void*)0;
int32_t*l_506=(void*)0;
int i,j,k;
}
}
l_529=(((*l_508)^=g_155.f1),(safe_mul_func_int32_t_s_s((g_77.f1||(safe_mul_func_int8_t_s_s(5L,(l_341[0]&=(--l_513))))),((safe_mul_func_int16_t_s_s(0xD6AEL,(safe_div_func_int64_t_s_s((l_76[5][2][0]=((*l_93)=(safe_lshift_func_int16_t_s_u((l_550=((((((safe_mod_func_int16_t_s_s(((l_524&(safe_add_func_int64_t_s_s(((l_537[4][2]--)<((**l_269)=((safe_mod_func_int64_t_s_s((0xA44CFE688B36A30FLL&&(g_355.f2^((*l_547)=(+(safe_mod_func_int64_t_s_s((p_48,(safe_sub_func_int8_t_s_s((1UL==0x89L),p_49))),p_49)))))),l_460[2][1]))<l_460[0][2]))),1L))),l_76[5][0][0]),g_422)),0xAFE8L)<g_351[1][0])==(*g_363)),g_75[3])!=7UL)),4)))),0x4AB3B4D95FC30B47LL))))!=1UL))));
}
else
{
return g_551[0];
}
if((safe_sub_func_int16_t_s_s((0x26L&&(**g_301)),(p_47>=(safe_rshift_func_uint16_t_u_s(g_176,((l_556[0]|4294967291UL)<=0xD1C137CFL)))))))
{
const int64_t l_579=0x9711945CAA89F37DLL;
int32_t l_594=0xED7E58EBL;
int32_t l_611=1L;
int32_t l_618=0x0F7D5A17L;
int32_t l_622=0xED0518A9L;
int32_t l_624=0L;
int32_t l_625[2][10]={{0x7B7A6B49L,0x7B7A6B49L,0x7B7A6B49L,0x7B7A6B49L,0x7B7A6B49L,0x7B7A6B49L,0x7B7A6B49L,0x7B7A6B49L,0x7B7A6B49L,0x7B7A6B49L},{0x7B7A6B49L,0x7B7A6B49L,0x7B7A6B49L,0x7B7A6B49L,0x7B7A6B49L,0x7B7A6B49L,0x7B7A6B49L,0x7B7A6B49L,0x7B7A6B49L,0x7B7A6B49L}};
uint16_t l_626=0x4F80L;
uint32_t l_687[8][10]={{0x1B64DB99L,18446744073709551610UL,1UL,0x83A3FEC7L,0x0E855B98L,18446744073709551610UL,0x0E855B98L,0x83A3FEC7L,1UL,18446744073709551610UL},{18446744073709551607UL,0x1385937DL,0xB9AE0C88L,18446744073709551610UL,0UL,18446744073709551610UL,7UL,0x47F2C520L,0x67D18B0BL,1UL},{8UL,18446744073709551615UL,18446744073709551607UL,1UL,0x67D18B0BL,18446744073709551610UL,0x20539AB6L,18446744073709551614UL,7UL,0x1B64DB99L},{18446744073709551607UL,0x8F56B229L,0xAE291ECEL,18446744073709551614UL,18446744073709551610UL,18446744073709551610UL,18446744073709551614UL,0xAE291ECEL,0x8F56B229L,18446744073709551607UL},{0x1B64DB99L,7UL,18446744073709551614UL,0x20539AB6L,18446744073709551610UL,0x67D18B0BL,1UL,18446744073709551607UL,18446744073709551615UL,8UL},{1UL,0x67D18B0BL,0x47F2C520L,7UL,18446744073709551610UL,0UL,18446744073709551610UL,0xB9AE0C88L,0x1385937DL,18446744073709551607UL},{18446744073709551610UL,1UL,0x83A3FEC7L,0x0E855B98L,18446744073709551610UL,0x0E855B98L,0x83A3FEC7L,1UL,18446744073709551610UL,0x1B64DB99L},{18446744073709551614UL,4UL,18446744073709551615UL,0x904F463EL,0x67D18B0BL,0x20539AB6L,0x1385937DL,0UL,0xB9AE0C88L,1UL}};
int32_t l_701=1L;
uint32_t l_702[3][5]={{0x4610773EL,0x4610773EL,0x4610773EL,0x4610773EL,0x4610773EL},{0x1BBEDE67L,0x1BBEDE67L,0x1BBEDE67L,0x1BBEDE67L,0x1BBEDE67L},{0x4610773EL,0x4610773EL,0x4610773EL,0x4610773EL,0x4610773EL}};
uint64_t l_779[8][2];
int i,j;
for(i=0;i<8;i++)
{
for(j=0;j<2;j++)
l_779[i][j]=0x295EB009ABDC17A9LL;
}
if(p_47)
{
int8_t*l_561= &g_182;
int32_t l_564=0x81854B1EL;
int32_t l_612=0x7750AB54L;
int32_t l_614=0xD2C72504L;
int32_t l_617=0xE1806607L;
int32_t l_620[6][9][2]={{{0x4EC0DD81L,0L},{0xE9F517BCL,(-1L)},{0xE9F517BCL,0L},{0x4EC0DD81L,0L},{0xE9F517BCL,(-1L)},{0xE9F517BCL,0L},{1L,(-1L)},{0x4EC0DD81L,(-1L)},{0x4EC0DD81L,(-1L)}},{{1L,(-1L)},{0x4EC0DD81L,(-1L)},{0x4EC0DD81L,(-1L)},{1L,(-1L)},{0x4EC0DD81L,(-1L)},{0x4EC0DD81L,(-1L)},{1L,(-1L)},{0x4EC0DD81L,(-1L)},{0x4EC0DD81L,(-1L)}},{{1L,(-1L)},{0x4EC0DD81L,(-1L)},{0x4EC0DD81L,(-1L)},{1L,(-1L)},{0x4EC0DD81L,(-1L)},{0x4EC0DD81L,(-1L)},{1L,(-1L)},{0x4EC0DD81L,(-1L)},{0x4EC0DD81L,(-1L)}},{{1L,(-1L)},{0x4EC0DD81L,(-1L)},{0x4EC0DD81L,(-1L)},{1L,(-1L)},{0x4EC0DD81L,(-1L)},{0x4EC0DD81L,(-1L)},{1L,(-1L)},{0x4EC0DD81L,(-1L)},{0x4EC0DD81L,(-1L)}},{{1L,(-1L)},{0x4EC0DD81L,(-1L)},{0x4EC0DD81L,(-1L)},{1L,(-1L)},{0x4EC0DD81L,(-1L)},{0x4EC0DD81L,(-1L)},{1L,(-1L)},{0x4EC0DD81L,(-1L)},{0x4EC0DD81L,(-1L)}},{{1L,(-1L)},{0x4EC0DD81L,(-1L)},{0x4EC0DD81L,(-1L)},{1L,(-1L)},{0x4EC0DD81L,(-1L)},{0x4EC0DD81L,(-1L)},{1L,(-1L)},{0x4EC0DD81L,(-1L)},{0x4EC0DD81L,(-1L)}}};
struct S0*l_641= &g_77;
int i,j,k;
for(g_139=(-5);(g_139==4);++g_139)
{
int8_t l_572=0x4EL;
int32_t l_600=3L;
int32_t l_613=0xDFF872BBL;
int32_t l_615=0x2B336139L;
int32_t l_616=(-7L);
int32_t l_619=(-3L);
int32_t l_621=0L;
int32_t l_623[2];
int i;
for(i=0;i<2;i++)
l_623[i]=0x89144CFCL;
for(g_176=(-4);(g_176>=40);g_176=safe_add_func_uint8_t_u_u(g_176,3))
{
uint8_t l_567=0xDBL;
struct S0**l_599= &g_151;
int32_t*l_604= &l_430[1];
int32_t*l_605= &l_594;
int32_t*l_606= &l_594;
int32_t*l_607= &l_430[1];
int32_t*l_608= &l_564;
int32_t*l_609= &g_365;
int32_t*l_610[2][6][2]={{{&l_564,&l_594},{&l_594,&l_594},{&l_564,&l_430[3]},{(void*)0,&g_24},{&g_365,&l_564},{&g_24,&g_365}},{{(void*)0,(void*)0},{(void*)0,&g_365},{&g_24,&l_564},{&g_365,&g_24},{(void*)0,&l_430[3]},{&l_564,&l_594}}};
int16_t*l_632[5][9][3]={{{&g_549,&g_321[6][1][0],&g_321[6][1][0]},{&g_321[6][1][0],&g_549,&g_549},{&g_321[6][1][0],(void*)0,&g_549},{&g_549,&g_549,&g_321[6][1][2]},{&g_321[6][1][0],(void*)0,&g_549},{&g_321[1][1][1],&g_549,&g_321[3][1][0]},{&g_549,&g_321[6][1][0],&g_549},{&g_549,&g_321[1][1][1],&g_321[3][1][0]},{&g_321[5][1][1],&g_549,&g_549}},{{&g_321[6][1][0],&g_321[6][1][2],&g_321[6][1][2]},{(void*)0,&g_321[6][1][0],&g_549},{&g_321[6][1][0],&g_321[1][1][1],&g_549},{&g_321[5][1][1],(void*)0,&g_321[6][1][0]},{&g_549,&g_321[3][1][2],&g_321[6][1][2]},{&g_549,(void*)0,(void*)0},{&g_321[1][1][1],&g_321[1][1][1],&g_321[3][1][0]},{&g_321[6][1][0],&g_321[6][1][0],&g_321[6][1][0]},{&g_549,&g_321[6][1][2],&g_321[3][1][0]}},{{&g_321[6][1][0],&g_549,(void*)0},{&g_321[6][1][0],&g_321[1][1][1],&g_321[6][1][2]},{&g_549,&g_321[6][1][0],&g_321[6][1][0]},{&g_321[6][1][0],&g_549,&g_549},{&g_321[6][1][0],(void*)0,&g_549},{&g_549,&g_549,&g_549},{&g_321[6][1][0],&g_549,&g_321[6][1][0]},{&g_321[6][1][0],&g_321[3][1][2],&g_549},{&g_549,&g_549,&g_549}},{{&g_321[1][1][1],&g_321[6][1][0],&g_549},{&g_549,(void*)0,&g_321[6][1][0]},{&g_549,&g_549,&g_549},{&g_549,&g_549,&g_321[6][1][0]},{&g_549,&g_549,&g_321[3][1][0]},{&g_549,&g_549,&g_321[1][0][3]},{&g_321[1][1][1],&g_321[6][1][2],&g_549},{&g_549,&g_549,&g_549},{&g_321[6][1][0],&g_549,&g_549}},{{&g_321[6][1][0],&g_549,&g_321[6][1][0]},{&g_321[1][1][1],&g_549,&g_549},{(void*)0,(void*)0,&g_549},{&g_549,&g_321[6][1][0],&g_549},{&g_321[6][1][0],&g_549,&g_321[1][0][3]},{&g_549,&g_321[3][1][2],&g_321[3][1][0]},{(void*)0,&g_549,&g_321[6][1][0]},{&g_321[1][1][1],&g_321[1][1][1],&g_549},{&g_321[6][1][0],&g_549,&g_321[6][1][0]}}};
int i,j,k;
if((((*g_301)==l_561)<0xB3F38840L))
{
int32_t l_593=0xED0CB2C7L;
int32_t*l_595[10][7]={{&l_430[1],&l_430[1],&l_430[1],&l_430[1],&l_430[1],&l_430[1],&l_430[1]},{&g_24,&l_430[1],&g_24,&l_430[1],&g_24,&l_430[1],&g_24},{&l_430[1],&l_430[1],&l_430[1],&l_430[1],&l_430[1],&l_430[1],&l_430[1]},{(void*)0,&l_430[1],(void*)0,&l_430[1],(void*)0,&l_430[1],(void*)0},{&l_430[1],&l_430[1],&l_430[1],&l_430[1],&l_430[1],&l_430[1],&l_430[1]},{&g_24,&l_430[1],&g_24,&l_430[1],&g_24,&l_430[1],&g_24},{&l_430[1],&l_430[1],&l_430[1],&l_430[1],&l_430[1],&l_430[1],&l_430[1]},{(void*)0,&l_430[1],(void*)0,&l_430[1],(void*)0,&l_430[1],(void*)0},{&l_430[1],&l_430[1],&l_430[1],&l_430[1],&l_430[1],&l_430[1],&l_430[1]},{&g_24,&l_430[1],&g_24,&l_430[1],&g_24,&l_430[1],&g_24}};
struct S0***l_596=(void*)0;
struct S0**l_598= &g_151;
struct S0***l_597= &l_598;
int32_t**l_602= &g_363;
int i,j;
l_567&=(safe_add_func_uint64_t_u_u(l_564,(safe_mod_func_uint8_t_u_u(248UL,0x0AL))));
l_600^=(safe_unary_minus_func_uint32_t_u(((-9L)<((safe_sub_func_int32_t_s_s((((1L>=((!l_572)!=(((*l_597)=(((safe_add_func_uint64_t_u_u(g_75[5],(safe_lshift_func_int16_t_s_u((safe_div_func_int32_t_s_s(l_579,(safe_mul_func_uint8_t_u_u(((safe_sub_func_uint32_t_u_u(((void*)0!= &p_48),(p_48=(safe_mod_func_uint16_t_u_u((safe_add_func_int32_t_s_s((+(((*g_318)&(l_76[9][6][0]&=((safe_add_func_int16_t_s_s(((l_594=(safe_add_func_int32_t_s_s(l_593,0xBFF15DBBL))),g_155.f3),l_572))&&l_431[0])))>=l_567)),0xA369EEDFL)),0x6DABL)))))==0L),l_567)))),10)))),l_579),(void*)0))==l_599)))|(**g_301))^4UL),l_567)),p_48))));
if((*g_363))
break;
(*l_602)= &p_48;
}
else
{
return g_603;
}
l_626++;
(*l_605)=(safe_mul_func_uint16_t_u_u(((g_321[6][1][0]=(+0xA677L))<l_617),((p_47<(safe_lshift_func_int8_t_s_u((l_564&&((safe_lshift_func_int8_t_s_u(((safe_lshift_func_uint16_t_u_u((((safe_mod_func_uint16_t_u_u((l_641!=((*l_216),l_216)),(safe_rshift_func_uint16_t_u_s((+(&g_151== &g_151)),1))))<0x1C42F662L)!=p_47),l_430[1]))^p_48),p_47))^l_625[0][7])),1)))&(*g_318))));
}
if(l_613)
break;
}
}
else
{
uint16_t*l_652=(void*)0;
uint16_t*l_653=(void*)0;
uint32_t*l_671= &l_556[2];
int32_t l_673=0x98F3CB98L;
int32_t*l_674= &l_625[1][3];
uint32_t l_678=0x2FCB04CBL;
int32_t l_719=0x2B011F9AL;
int32_t l_724[6]={0xFE6C09ADL,0xFE6C09ADL,0xFE6C09ADL,0xFE6C09ADL,0xFE6C09ADL,0xFE6C09ADL};
uint8_t l_727=0x5BL;
struct S0*l_764= &g_744[4][2][4];
int8_t**l_788= &g_302;
int i;
(*g_675)=(safe_add_func_uint16_t_u_u((((safe_mod_func_int32_t_s_s((g_649,0L),((*l_674)=(((safe_add_func_uint16_t_u_u((0xBEA2L<g_305.f0),(l_654--)))<=(safe_div_func_uint64_t_u_u((safe_rshift_func_uint16_t_u_s((+(0L>((*l_93)&=(safe_lshift_func_int8_t_s_u((safe_add_func_int64_t_s_s((safe_mul_func_uint16_t_u_u((0x6EB1EB83B715159ALL<=(((safe_sub_func_uint64_t_u_u((!(((((void*)0==l_671)>g_672)>l_82)<(-1L))),1UL)),l_594),l_673)),p_47)),p_47)),0))))),9)),l_624))),0x60689D0AL))))^l_618)&l_76[2][4][0]),l_530));
if(l_622)
{
int32_t*l_676= &l_625[0][3];
int32_t*l_677[9][9]={{&l_430[4],(void*)0,&l_625[0][7],&l_430[1],&l_430[1],&l_625[0][7],(void*)0,&l_430[4],&g_365},{&l_430[4],&l_625[0][7],&l_618,&g_24,&l_594,&l_76[9][6][0],&g_365,(void*)0,&l_594},{&l_625[0][7],&l_594,&l_594,&l_430[0],(void*)0,(void*)0,&g_365,&l_594,&g_365},{&l_430[1],(void*)0,&l_76[9][6][0],&l_430[4],&g_365,&g_365,&l_430[4],&l_76[9][6][0],(void*)0},{&l_430[1],&g_365,&l_594,&g_365,(void*)0,(void*)0,&l_430[0],&l_594,&l_594},{&l_625[0][7],&l_594,(void*)0,&g_365,&l_76[9][6][0],&l_430[2],&l_430[1],&l_430[4],&l_594},{(void*)0,&l_430[4],&l_625[0][7],&g_24,&l_594,&l_430[1],&l_430[1],&l_594,&g_24},{&l_625[0][7],&l_611,&l_625[0][7],&l_76[9][6][0],&l_430[4],&l_430[1],&g_365,&l_594,&l_594},{&l_618,&l_430[2],&g_24,&l_594,&l_430[1],(void*)0,&l_430[1],&g_365,&l_625[0][7]}};
uint32_t*const*const l_739= &l_99;
int i,j;
(*l_674)=0xD84D7E49L;
l_678++;
l_611|=((((((((safe_mod_func_uint16_t_u_u(((((safe_div_func_int8_t_s_s((g_305.f3,(safe_add_func_int16_t_s_s(((0xA6L|(((*l_93)&=p_48)!=(g_292&g_77.f1)))<=(g_61,(p_49<(l_687[6][9]^=(g_390.f2,0xD8L))))),l_579))),(*l_674)))|p_47)|(*l_674))!=(*g_363)),g_551[0].f0))>=l_618),(*g_302))==4L)!=(*g_363))<l_431[0])<=p_48)&&p_49);
for(l_654=0;(l_654<=1);l_654+=1)
{
int32_t l_688=0L;
uint32_t*l_705= &l_687[6][9];
int16_t*l_708= &g_321[6][1][0];
uint64_t*l_709= &g_351[5][1];
uint16_t*l_718= &l_626;
int32_t l_720=0x7B4DDE2FL;
int32_t l_721=0xC822A203L;
int32_t l_722=0xD70620C5L;
int32_t l_725=(-5L);
int32_t l_726=0x73E5067BL;
uint64_t l_742=0xE4D2CAFC49587553LL;
int i;
for(l_678=0;(l_678<=2);l_678+=1)
{
uint32_t l_689=0xBF7AB812L;
int i;
l_689--;
if(l_430[(l_654+1)])
break;
}
(*g_675)|=(safe_rshift_func_uint8_t_u_u((safe_div_func_uint64_t_u_u((!l_431[l_654]),0x20CDEDAAD62B773ELL)),(((safe_rshift_func_uint8_t_u_s((((((1UL&l_431[0]),((*l_705)=(safe_mod_func_uint8_t_u_u((*l_676),(l_702[2][0]++))))),((*l_708)=(!l_707)))<=((--(*l_709))|0xB3F825866D8DFA89LL))||((*l_718)=(+((((*l_93)&=(!0UL))||((((safe_div_func_int16_t_s_s((((((safe_sub_func_uint16_t_u_u(65526UL,g_94))||l_556[2])||(*g_318))&&p_48)!=l_688),p_49)),p_49),(*g_302))>=p_49))||p_47)))),(**g_301)))>l_594)|(-1L))));
--l_727;
if(((0UL|(safe_div_func_uint32_t_u_u(p_47,(safe_mod_func_int32_t_s_s(((((safe_mul_func_uint8_t_u_u(l_76[9][6][0],255UL))||(*l_674)),((5UL&(((safe_mul_func_uint8_t_u_u((&p_46!= &l_674),(((g_738[0][2],&g_318)==l_739)<0xC2L))),(*l_674))||l_594))&&0x46L))^(*g_318)),l_460[1][3])))))<=0xAD63L))
{
(*g_740)= &p_48;
}
else
{
uint32_t l_743=18446744073709551615UL;
(*l_674)=(!0x782407CBL);
l_743=(((p_47==l_742)<p_47)>=p_49);
if(p_47)
continue;
return g_744[4][2][4];
}
for(g_292=0;(g_292<=2);g_292+=1)
{
int i,j;
if(l_460[g_292][(g_292+1)])
break;
if(l_460[g_292][l_654])
break;
if(g_745[3][0][0])
break;
}
}
}
else
{
int16_t*l_748= &g_321[2][0][3];
int32_t l_761[2][1];
const uint64_t l_835=0x3853D96C0C0612BDLL;
int i,j;
for(i=0;i<2;i++)
{
for(j=0;j<1;j++)
l_761[i][j]=1L;
}
if((((safe_sub_func_uint32_t_u_u(((((*l_748)=(*l_674)),((p_47&p_47)&((*l_93)=(safe_mul_func_uint16_t_u_u((safe_mul_func_int16_t_s_s(((*l_748)=(safe_lshift_func_uint8_t_u_s((((((safe_lshift_func_uint8_t_u_s(0x29L,(safe_sub_func_int8_t_s_s(p_48,(g_351[6][0]==(0x63C041D6B38F3349LL|(safe_add_func_uint64_t_u_u(0x0C398DB013AA9090LL,(p_48,18446744073709551615UL)))))))))&g_129)<l_625[0][7]),l_707)&(*l_674)),l_761[0][0]))),(-1L))),3L)))))==p_47),p_49))&&l_622)|(*l_674)))
{
int32_t*l_762= &l_430[0];
int32_t**l_763= &l_762;
for(l_701=1;(l_701>=0);l_701-=1)
{
(*l_674)^=(*g_675);
}
(*l_763)=l_762;
for(l_530=5;(l_530>=0);l_530-=1)
{
return(*g_151);
}
}
else
{
struct S0**l_765[6]={&l_216,&l_216,&l_216,&l_216,&l_216,&l_216};
int i;
l_216=l_764;
return g_766;
}
for(g_549=0;(g_549>=20);g_549++)
{
struct S0**l_769=(void*)0;
int8_t l_777=(-7L);
int32_t l_778=1L;
int32_t*l_786= &l_761[0][0];
int32_t*l_787[10]={&l_673,(void*)0,&l_673,(void*)0,&l_673,(void*)0,&l_673,(void*)0,&l_673,(void*)0};
int i;
(*g_770)=l_216;
for(g_292=(-29);(g_292!=7);++g_292)
{
int32_t*l_773= &l_594;
int32_t*l_774= &g_745[3][0][0];
int32_t*l_775[2];
int16_t l_776=(-5L);
int i;
for(i=0;i<2;i++)
l_775[i]= &l_625[0][7];
l_779[7][0]++;
}
p_48&=((*l_786)^=((*g_302)!=(0xA1AD82F9L<(safe_add_func_int64_t_s_s((safe_div_func_uint32_t_u_u((*l_674),0xC40B4F30L)),p_47)))));
}
if(((-1L)<(l_788!= &g_302)))
{
struct S0**l_798= &l_764;
int32_t l_802=2L;
for(l_678=0;(l_678!=42);l_678=safe_add_func_int64_t_s_s(l_678,7))
{
int32_t*l_791= &l_701;
int32_t**l_792= &l_674;
const struct S0***l_797[4];
struct S0***l_799= &l_798;
uint16_t**l_807= &l_653;
int8_t***l_808[3];
int i;
for(i=0;i<4;i++)
l_797[i]= &g_795;
for(i=0;i<3;i++)
l_808[i]= &l_312;
(*l_792)=l_791;
(*l_674)=(l_654>(safe_div_func_uint16_t_u_u(((((((g_795=g_795)!=((*l_799)=l_798))||((safe_mul_func_uint16_t_u_u((g_61>g_176),l_802)),(&g_176!=((*l_807)=((safe_lshift_func_int16_t_s_s((safe_lshift_func_uint16_t_u_s((0x0ADFB1E774EC1026LL<=((&g_468[5]!=(void*)0)&l_76[9][6][0])),g_129)),g_672)),&g_176)))))^l_802)<=(*g_363))==g_75[5]),p_49)));
if((**l_792))
continue;
g_301=l_788;
}
}
else
{
int64_t l_834=(-1L);
l_761[0][0]=(((0xD54130E8L&(((safe_sub_func_int32_t_s_s((safe_add_func_uint16_t_u_u(g_196,l_624)),((safe_rshift_func_uint8_t_u_s((safe_sub_func_uint8_t_u_u((((*l_748)=(safe_mod_func_uint32_t_u_u((safe_rshift_func_uint8_t_u_u(1UL,2)),(+(&g_468[4]!= &l_92))))),(((safe_lshift_func_uint8_t_u_s(((((((safe_add_func_uint16_t_u_u(((safe_lshift_func_int16_t_s_s((l_622=((((*l_674)|((safe_add_func_uint64_t_u_u((l_556[0],(safe_add_func_int16_t_s_s((safe_mul_func_int8_t_s_s(7L,l_654)),l_625[0][7]))),l_530))<l_761[0][0])),p_47)<=p_48)),8)),6UL),g_100))<=(*g_363))>p_49)|p_49)&&l_834)^p_49),7)),(-5L))^(*g_363))),l_779[7][0])),p_49)),l_835)))<=g_744[4][2][4].f1)^p_47))>=1UL)&&0x5F15681B506FCD4ELL);
}
}
}
}
else
{
int16_t l_844=8L;
uint16_t*l_863=(void*)0;
uint16_t**l_862= &l_863;
int32_t l_944=1L;
int64_t*l_954= &g_672;
for(g_61=(-25);(g_61>=25);g_61=safe_add_func_uint8_t_u_u(g_61,5))
{
struct S0*l_855= &g_305;
int32_t l_884=5L;
int8_t l_903=0xC6L;
int32_t l_916=1L;
uint64_t l_925=0xF87DAB3499FF5497LL;
int32_t l_942=0x9E2A028EL;
int32_t l_943[10];
int64_t**l_952=(void*)0;
int64_t**l_953[3];
int i;
for(i=0;i<10;i++)
l_943[i]=5L;
for(i=0;i<3;i++)
l_953[i]=(void*)0;
for(g_182=0;(g_182<1);g_182=safe_add_func_int64_t_s_s(g_182,1))
{
int8_t*l_842= &g_292;
uint16_t*l_861= &g_422;
uint16_t**l_860= &l_861;
int32_t l_885=0L;
int32_t*l_901= &g_349[2];
int8_t***l_902= &l_312;
const uint8_t**l_923= &l_222;
int32_t l_939=1L;
uint64_t l_945=18446744073709551615UL;
(*g_843)=(((safe_rshift_func_int8_t_s_u(((*l_842)=p_47),5)),5L)==p_49);
if(l_844)
continue;
for(g_176=(-9);(g_176>23);g_176=safe_add_func_int64_t_s_s(g_176,2))
{
int32_t**l_847= &g_192;
int32_t**l_848= &g_363;
uint64_t*l_859= &l_460[2][1];
uint8_t**l_870[7][10]={{&g_268[8][3][0],&l_74[2][1][1],&l_74[2][1][1],&g_268[8][3][0],&l_74[2][1][1],&l_74[2][1][1],&g_268[8][3][0],&l_74[2][1][1],&l_74[2][1][1],&g_268[8][3][0]},{&l_74[2][1][1],&g_268[8][3][0],&l_74[2][1][1],&l_74[2][1][1],&g_268[8][3][0],&l_74[2][1][1],&l_74[2][1][1],&g_268[8][3][0],&l_74[2][1][1],&l_74[2][1][1]},{&g_268[8][3][0],&g_268[8][3][0],&g_268[2][1][0],&g_268[8][3][0],&g_268[8][3][0],&g_268[2][1][0],&g_268[8][3][0],&g_268[8][3][0],&g_268[2][1][0],&g_268[8][3][0]},{&g_268[8][3][0],&l_74[2][1][1],&l_74[2][1][1],&g_268[8][3][0],&l_74[2][1][1],&l_74[2][1][1],&g_268[8][3][0],&l_74[2][1][1],&l_74[2][1][1],&g_268[8][3][0]},{&l_74[2][1][1],&g_268[8][3][0],&l_74[2][1][1],&l_74[2][1][1],&g_268[8][3][0],&l_74[2][1][1],&l_74[2][1][1],&g_268[8][3][0],&l_74[2][1][1],&l_74[2][1][1]},{&g_268[8][3][0],&g_268[8][3][0],&g_268[2][1][0],&g_268[8][3][0],&g_268[8][3][0],&g_268[2][1][0],&g_268[8][3][0],&g_268[8][3][0],&g_268[2][1][0],&g_268[8][3][0]},{&g_268[8][3][0],&l_74[2][1][1],&l_74[2][1][1],&g_268[8][3][0],&l_74[2][1][1],&l_74[2][1][1],&g_268[8][3][0],&l_74[2][1][1],&l_74[2][1][1],&g_268[8][3][0]}};
int i,j;
(*l_848)=((*l_847)= &p_48);
for(l_844=0;(l_844!=(-6));l_844=safe_sub_func_int16_t_s_s(l_844,1))
{
if(l_844)
break;
}
if(((safe_add_func_int16_t_s_s((((safe_lshift_func_int8_t_s_s((((void*)0!=l_855)||g_766.f1),5))<(&g_321[6][1][0]!= &g_321[6][1][0]))&&((((*l_859)=(l_858[1][0]>(g_744[4][2][4].f0!=0x6FE4L)))^(l_860!=l_862))&&(*g_192))),g_738[0][2].f2))>=p_48))
{
uint32_t l_864=0x674EA634L;
(**l_847)=l_864;
(*g_192)^=((void*)0!=(*g_301));
}
else
{
int16_t*l_874= &g_321[6][1][0];
int16_t**l_873= &l_874;
int32_t l_883=1L;
int32_t l_886=1L;
l_886|=((l_884=((safe_lshift_func_int16_t_s_s(((safe_unary_minus_func_uint64_t_u((safe_mod_func_int8_t_s_s((1L|(l_870[0][4]==((+(safe_unary_minus_func_uint64_t_u((0x964B4CF809BE9FB7LL>(((*l_873)=l_861)!= &g_321[2][0][3]))))),&g_268[8][3][0]))),(safe_rshift_func_int16_t_s_s((safe_lshift_func_int8_t_s_u((l_883=(1L==((safe_sub_func_int32_t_s_s((safe_add_func_uint64_t_u_u((l_883<((l_884|1UL)&&(*g_675))),0xADBF43F59DD4363ELL)),p_48))>=(*g_192)))),l_844)),9)))))),l_844),l_885))!=18446744073709551613UL))>p_48);
}
if(g_77.f1)
goto lbl_887;
}
}
if(((((void*)0== &g_150[4][1][0])>(l_943[5]^((l_430[0]^=(safe_sub_func_int32_t_s_s((((((&g_94==(g_468[0]=(l_954= &g_250)))|(safe_add_func_int32_t_s_s((*g_913),((((p_49>(p_48=(((safe_sub_func_int32_t_s_s((+(1UL|(safe_lshift_func_int8_t_s_s((**g_301),2)))),(*g_318))),0xB9C3A9CDC90EA9E2LL)&&g_155.f0))),p_47)|g_551[0].f1),l_707)))),0x0368L)|5L),0x63579F57L),g_962[0])))>5L))),l_430[1]))
{
if((*g_364))
break;
return(*g_796);
}
else
{
uint32_t*l_995= &l_707;
uint32_t**l_994= &l_995;
if(l_903)
{
if(l_942)
break;
}
else
{
uint8_t l_983=0x1DL;
int8_t**const*l_1003= &l_312;
int16_t*l_1005= &l_844;
int16_t**l_1004= &l_1005;
const struct S0*l_1028[2][1][4];
int32_t l_1047=(-1L);
int i,j,k;
for(i=0;i<2;i++)
{
for(j=0;j<1;j++)
{
for(k=0;k<4;k++)
l_1028[i][j][k]= &g_738[0][2];
}
}
for(l_884=0;(l_884>=14);l_884=safe_add_func_uint64_t_u_u(l_884,4))
{
int32_t*l_965= &g_745[2][8][0];
int32_t*l_966= &g_365;
int32_t*l_967= &l_76[9][6][0];
int32_t*l_968=(void*)0;
int32_t*l_969= &g_745[1][7][0];
int32_t*l_970= &l_430[1];
int32_t*l_971= &g_745[3][0][0];
int32_t*l_972= &g_745[3][0][0];
int32_t*l_973= &g_365;
int32_t*l_974=(void*)0;
int32_t*l_975=(void*)0;
int32_t*l_976=(void*)0;
int32_t*l_977=(void*)0;
int32_t*l_978= &l_76[9][6][0];
int32_t*l_979= &l_942;
int32_t*l_980= &l_944;
int32_t*l_981=(void*)0;
int32_t*l_982[9][5][5]={{{&g_745[0][8][0],&g_24,&l_76[9][6][0],&l_76[3][7][0],&l_76[3][7][0]},{&g_24,&g_745[0][8][0],&g_24,&l_76[9][6][0],&l_76[3][7][0]},{(void*)0,&g_365,&l_76[3][7][0],&g_365,(void*)0},{&g_24,&g_365,&g_745[0][8][0],(void*)0,&g_745[0][8][0]},{&g_745[0][8][0],&g_745[0][8][0],&l_76[3][7][0],(void*)0,(void*)0}},{{&g_365,&g_24,&g_24,&g_365,&g_745[0][8][0]},{&g_365,(void*)0,&l_76[9][6][0],&l_76[9][6][0],(void*)0},{&g_745[0][8][0],&g_24,&l_76[9][6][0],&l_76[3][7][0],&l_76[3][7][0]},{&g_24,&g_745[0][8][0],&g_24,&l_76[9][6][0],&l_76[3][7][0]},{(void*)0,&g_365,&l_76[3][7][0],&g_365,(void*)0}},{{&g_24,&g_365,&g_745[0][8][0],(void*)0,&g_745[0][8][0]},{&g_745[0][8][0],&g_745[0][8][0],&l_76[3][7][0],(void*)0,(void*)0},{&g_365,&g_24,&g_24,&g_365,&g_745[0][8][0]},{&g_365,(void*)0,&l_76[9][6][0],&l_76[9][6][0],(void*)0},{&g_745[0][8][0],&g_24,&l_76[9][6][0],&l_76[3][7][0],&g_745[0][8][0]}},{{(void*)0,(void*)0,(void*)0,&l_76[3][7][0],&g_745[0][8][0]},{&l_76[9][6][0],&g_24,&g_745[0][8][0],&g_24,&l_76[9][6][0]},{(void*)0,&g_24,(void*)0,&l_76[9][6][0],(void*)0},{(void*)0,(void*)0,&g_745[0][8][0],&l_76[9][6][0],&g_365},{&g_24,(void*)0,(void*)0,&g_24,(void*)0}},{{&g_24,&l_76[9][6][0],&l_76[3][7][0],&l_76[3][7][0],&l_76[9][6][0]},{(void*)0,(void*)0,&l_76[3][7][0],&g_745[0][8][0],&g_745[0][8][0]},{(void*)0,(void*)0,(void*)0,&l_76[3][7][0],&g_745[0][8][0]},{&l_76[9][6][0],&g_24,&g_745[0][8][0],&g_24,&l_76[9][6][0]},{(void*)0,&g_24,(void*)0,&l_76[9][6][0],(void*)0}},{{(void*)0,(void*)0,&g_745[0][8][0],&l_76[9][6][0],&g_365},{&g_24,(void*)0,(void*)0,&g_24,(void*)0},{&g_24,&l_76[9][6][0],&l_76[3][7][0],&l_76[3][7][0],&l_76[9][6][0]},{(void*)0,(void*)0,&l_76[3][7][0],&g_745[0][8][0],&g_745[0][8][0]},{(void*)0,(void*)0,(void*)0,&l_76[3][7][0],&g_745[0][8][0]}},{{&l_76[9][6][0],&g_24,&g_745[0][8][0],&g_24,&l_76[9][6][0]},{(void*)0,&g_24,(void*)0,&l_76[9][6][0],(void*)0},{(void*)0,(void*)0,&g_745[0][8][0],&l_76[9][6][0],&g_365},{&g_24,(void*)0,(void*)0,&g_24,(void*)0},{&g_24,&l_76[9][6][0],&l_76[3][7][0],&l_76[3][7][0],&l_76[9][6][0]}},{{(void*)0,(void*)0,&l_76[3][7][0],&g_745[0][8][0],&g_745[0][8][0]},{(void*)0,(void*)0,(void*)0,&l_76[3][7][0],&g_745[0][8][0]},{&l_76[9][6][0],&g_24,&g_745[0][8][0],&g_24,&l_76[9][6][0]},{(void*)0,&g_24,(void*)0,&l_76[9][6][0],(void*)0},{(void*)0,(void*)0,&g_745[0][8][0],&l_76[9][6][0],&g_365}},{{&g_24,(void*)0,(void*)0,&g_24,(void*)0},{&g_24,&l_76[9][6][0],&l_76[3][7][0],&l_76[3][7][0],&l_76[9][6][0]},{(void*)0,(void*)0,&l_76[3][7][0],&g_745[0][8][0],&g_745[0][8][0]},{(void*)0,(void*)0,(void*)0,&l_76[3][7][0],&g_745[0][8][0]},{&l_76[9][6][0],&g_24,&g_745[0][8][0],&g_24,&l_76[9][6][0]}}};
int32_t*l_986[6][8][5]={{{&l_884,&l_884,&l_884,&l_884,&l_884},{&l_943[9],&l_943[9],&l_943[9],&l_943[9],&l_943[9]},{&l_884,&l_884,&l_884,&l_884,&l_884},{&l_943[9],&l_943[9],&l_943[9],&l_943[9],&l_943[9]},{&l_884,&l_884,&l_884,&l_884,&l_884},{&l_943[9],&l_943[9],&l_943[9],&l_943[9],&l_943[9]},{&l_884,&l_884,&l_884,&l_884,&l_884},{&l_943[9],&l_943[9],&l_943[9],&l_943[9],&l_943[9]}},{{&l_884,&l_884,&l_884,&l_884,&l_884},{&l_943[9],&l_943[9],&l_943[9],&l_943[9],&l_943[9]},{&l_884,&l_884,&l_884,&l_884,&l_884},{&l_943[9],&l_943[9],&l_943[9],&l_943[9],&l_943[9]},{&l_884,&l_884,&l_884,&l_884,&l_884},{&l_943[9],&l_943[9],&l_943[9],&l_943[9],&l_943[9]},{&l_884,&l_884,&l_884,&l_884,&l_884},{&l_943[9],&l_943[9],&l_943[9],&l_943[9],&l_943[9]}},{{&l_884,&l_884,&l_884,&l_884,&l_884},{&l_943[9],&l_943[9],&l_943[9],&l_943[9],&l_943[9]},{&l_884,&l_884,&l_884,&l_884,&l_884},{&l_943[9],&l_943[9],&l_943[9],&l_943[9],&l_943[9]},{&l_884,&l_884,&l_884,&l_884,&l_884},{&l_943[9],&l_943[9],&l_943[9],&l_943[9],&l_943[9]},{&l_884,&l_884,&l_884,&l_884,&l_884},{&l_943[9],&l_943[9],&l_943[9],&l_943[9],&l_943[9]}},{{&l_884,&l_884,&l_884,&l_884,&l_884},{&l_943[9],&l_943[9],&l_943[9],&l_943[9],&l_943[9]},{&l_884,&l_884,&l_884,&l_884,&l_884},{&l_943[9],&l_943[9],&l_943[9],&l_943[9],&l_943[9]},{&l_884,&l_884,&l_884,&l_884,&l_884},{&l_943[9],&l_943[9],&l_943[9],&l_943[9],&l_943[9]},{&l_884,&l_884,&l_884,&l_884,&l_884},{&l_943[9],&l_943[9],&l_943[9],&l_943[9],&l_943[9]}},{{&l_884,&l_884,&l_884,&l_884,&l_884},{&l_943[9],&l_943[9],&l_943[9],&l_943[9],&l_943[9]},{&l_884,&l_884,&l_884,&l_884,&l_884},{&l_943[9],&l_943[9],&l_943[9],&l_943[9],&l_943[9]},{&l_884,&l_884,&l_884,&l_884,&l_884},{&l_943[9],&l_943[9],&l_943[9],&l_943[9],&l_943[9]},{&l_884,&l_884,&l_884,&l_884,&l_884},{&l_943[9],&l_943[9],&l_943[9],&l_943[9],&l_943[9]}},{{&l_884,&l_884,&l_884,&l_884,&l_884},{&l_943[9],&l_943[9],&l_943[9],&l_943[9],&l_943[9]},{&l_884,&l_884,&l_884,&l_884,&l_884},{&l_943[9],&l_943[9],&l_943[9],&l_943[9],&l_943[9]},{&l_884,&l_884,&l_884,&l_884,&l_884},{&l_943[9],&l_943[9],&l_943[9],&l_943[9],&l_943[9]},{&l_884,&l_884,&l_884,&l_884,&l_884},{&l_943[9],&l_943[9],&l_943[9],&l_943[9],&l_943[9]}}};
int i,j,k;
--l_983;
(*g_987)=l_986[2][0][2];
}
for(l_884=0;(l_884==12);l_884=safe_add_func_int32_t_s_s(l_884,3))
{
int32_t*l_996[1][6]={{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}};
uint32_t**l_1014= &g_318;
int i,j;
l_430[0]=(safe_lshift_func_uint8_t_u_u(0xB9L,((safe_mul_func_int16_t_s_s(1L,(((((((-1L)>0x04L)^((((void*)0!=l_994)^(((p_48^=((g_176<=((*l_954)=p_49))&0x7CL))&&p_49)^g_77.f3))&&l_983))==g_744[4][2][4].f0)<=p_47),p_48)==g_176)))|9UL)));
l_76[9][6][0]&=(safe_add_func_int8_t_s_s((safe_sub_func_int32_t_s_s((safe_add_func_uint32_t_u_u((l_1003!= &g_301),(-7L))),(l_1004!=((safe_lshift_func_int16_t_s_u(((safe_mul_func_uint16_t_u_u((safe_add_func_uint8_t_u_u((safe_mul_func_uint16_t_u_u((l_1014!=((safe_div_func_uint16_t_u_u(((((**l_1004)|=(l_884||(safe_rshift_func_int8_t_s_u((safe_unary_minus_func_uint32_t_u((!(safe_sub_func_int8_t_s_s(l_943[9],(safe_unary_minus_func_int16_t_s((((*g_302)=(safe_div_func_uint16_t_u_u(((((safe_unary_minus_func_int8_t_s(((**g_301)^l_1027)))==l_430[5]),(void*)0)==l_1028[1][0][0]),p_47)))&p_48)))))))),4))))|g_738[0][2].f1),g_305.f1),l_944)),&g_318)),g_908)),1L)),p_47))>0L),4)),g_1029)))),p_49));
}
if(((safe_mul_func_uint16_t_u_u(((safe_sub_func_uint8_t_u_u(l_460[2][1],l_903))^((safe_mul_func_int16_t_s_s((l_944=(safe_mul_func_uint8_t_u_u(l_82,((safe_mul_func_uint16_t_u_u(65535UL,(((((*l_1005)=((0xAFL!=(!p_49))||((safe_mod_func_int16_t_s_s(l_983,65535UL))&&(safe_sub_func_uint32_t_u_u(p_47,0xA51D35EFL)))))^g_250)>p_47),l_1047)))||l_944)))),l_983))||4294967295UL)),0x0CD4L))|(*g_318)))
{
int32_t*l_1051= &l_916;
(*l_1051)=(safe_mod_func_int64_t_s_s((!0x7DL),p_48));
}
else
{
(*g_1053)= &p_48;
(*g_192)|=(safe_lshift_func_uint16_t_u_u(p_47,11));
}
return g_1056;
}
p_48&=1L;
}
l_944&=(*g_913);
}
}
l_1059++;
for(g_139=0;(g_139>27);++g_139)
{
const int64_t l_1064[2][4]={{(-10L),(-10L),(-10L),(-10L)},{(-10L),(-10L),(-10L),(-10L)}};
int32_t l_1087[3];
int32_t l_1088[1][9]={{(-6L),(-6L),(-6L),(-6L),(-6L),(-6L),(-6L),(-6L),(-6L)}};
int32_t l_1129=0x5D03ECBBL;
uint32_t l_1148=0x3B8A93A2L;
uint64_t l_1185=0x374A4F99B2EC88D3LL;
uint64_t l_1202=18446744073709551615UL;
int8_t*l_1217=(void*)0;
int8_t*l_1218= &l_911;
uint16_t*const*const*l_1227[7];
uint32_t l_1232=0x0D3F4BDFL;
int i,j;
for(i=0;i<3;i++)
l_1087[i]=0x73991ECCL;
for(i=0;i<7;i++)
l_1227[i]=(void*)0;
if(l_1064[0][3])
break;
for(l_1058=0;(l_1058<=23);l_1058++)
{
uint32_t l_1068=1UL;
int32_t l_1105=0x8153C277L;
int32_t l_1113[1];
int32_t l_1116[7];
uint8_t l_1131=0UL;
uint16_t**l_1140[6][5]={{&g_1092,&g_1092,&g_1092,&g_1092,&g_1092},{&g_1092,&g_1092,&g_1092,&g_1092,&g_1092},{&g_1092,&g_1092,&g_1092,&g_1092,&g_1092},{&g_1092,&g_1092,&g_1092,&g_1092,&g_1092},{&g_1092,&g_1092,&g_1092,&g_1092,&g_1092},{&g_1092,&g_1092,&g_1092,&g_1092,&g_1092}};
uint16_t***const l_1139= &l_1140[3][0];
uint16_t***const*l_1138= &l_1139;
uint8_t**l_1143[8][6]={{(void*)0,&l_74[0][1][1],&g_268[8][3][0],&l_74[0][1][1],&g_268[8][3][0],&l_74[0][1][1]},{(void*)0,&l_74[0][1][1],&g_268[8][3][0],&l_74[0][1][1],&g_268[8][3][0],&l_74[0][1][1]},{(void*)0,&l_74[0][1][1],&g_268[8][3][0],&l_74[0][1][1],&g_268[8][3][0],&l_74[0][1][1]},{(void*)0,&l_74[0][1][1],&g_268[8][3][0],&l_74[0][1][1],&g_268[8][3][0],&l_74[0][1][1]},{(void*)0,&l_74[0][1][1],&g_268[8][3][0],&l_74[0][1][1],&g_268[8][3][0],&l_74[0][1][1]},{(void*)0,&l_74[0][1][1],&g_268[8][3][0],&l_74[0][1][1],&g_268[8][3][0],&l_74[0][1][1]},{(void*)0,&l_74[0][1][1],&g_268[8][3][0],&l_74[0][1][1],&g_268[8][3][0],&l_74[0][1][1]},{(void*)0,&l_74[0][1][1],&g_268[8][3][0],&l_74[0][1][1],&g_268[8][3][0],&l_74[0][1][1]}};
int64_t*l_1161= &l_530;
uint32_t****l_1199=(void*)0;
int i,j;
for(i=0;i<1;i++)
l_1113[i]=0xC202C56CL;
for(i=0;i<7;i++)
l_1116[i]=0x1B920398L;
for(g_672=1;(g_672>=0);g_672-=1)
{
int32_t*l_1089= &g_349[1];
const int32_t l_1108=0xD38AF475L;
int32_t l_1111=0x7D00A932L;
int32_t l_1112=0xE9E9A97BL;
int32_t l_1114=0x58E09C4BL;
int32_t l_1115=0x1596D322L;
int32_t l_1119=0L;
int32_t l_1120=0xF3173C33L;
int32_t l_1121=8L;
int32_t l_1123=0x97A5C600L;
int16_t l_1125=1L;
int32_t l_1126=(-4L);
int32_t l_1127=0x0146FD9CL;
int32_t l_1128=0x6C46990FL;
int32_t l_1130=0L;
int i,j;
for(p_48=0;p_48<6;p_48+=1)
{
l_430[p_48]=0xF461E4C2L;
}
for(g_182=0;(g_182<=1);g_182+=1)
{
return g_1067;
}
++l_1068;
if(((safe_mul_func_uint16_t_u_u(l_858[g_672][g_672],((((*l_1089)=(safe_rshift_func_int8_t_s_u(0x01L,(p_48!=((-2L)|((+((l_1088[0][6]=((safe_rshift_func_int8_t_s_u(((safe_div_func_uint16_t_u_u((((((*l_93)&=((safe_add_func_uint16_t_u_u((((g_1082,(l_858[g_672][g_672],(((safe_mul_func_int8_t_s_s(((safe_add_func_int32_t_s_s(p_49,((*g_302),(l_1087[1]&=(((*g_302)=(**g_301))&&l_1064[1][1]))))),(**g_301)),l_1068))>=0xE63EL)==l_1068)))<(*g_318)),g_323.f2),0UL))>l_1068))>=l_1068),0x73A88123L)|p_47),p_48)),l_1068),p_48))>p_47))^l_858[g_672][g_672])),5UL)))))),(void*)0)==(void*)0))),0x6D24BCA6L))
{
uint16_t l_1099=1UL;
int32_t l_1101=(-2L);
int32_t l_1117=1L;
int32_t l_1118=0L;
int32_t l_1122=1L;
int32_t l_1124[10][6]={{0x6F572FDDL,5L,0x1F0B0DDCL,(-10L),0x1F0B0DDCL,5L},{1L,5L,0x12E57449L,(-10L),0x12E57449L,5L},{0x6F572FDDL,5L,0x1F0B0DDCL,(-10L),0x1F0B0DDCL,5L},{1L,5L,0x12E57449L,(-10L),0x12E57449L,5L},{0x6F572FDDL,5L,0x1F0B0DDCL,(-10L),0x1F0B0DDCL,5L},{1L,5L,0x12E57449L,(-10L),0x12E57449L,5L},{0x6F572FDDL,5L,0x1F0B0DDCL,(-10L),0x1F0B0DDCL,5L},{1L,5L,0x12E57449L,(-10L),0x12E57449L,5L},{0x6F572FDDL,5L,0x1F0B0DDCL,(-10L),0x1F0B0DDCL,5L},{1L,5L,0x12E57449L,(-10L),0x12E57449L,5L}};
int i,j;
if(((&g_468[3]==(void*)0)&0x8BL))
{
uint16_t****l_1093= &g_1090;
int32_t l_1107=9L;
int32_t**l_1109= &g_192;
int32_t l_1110[1];
int i;
for(i=0;i<1;i++)
l_1110[i]=0x8FE48EF5L;
l_1094=((*l_1093)=g_1090);
(*l_1109)=((safe_rshift_func_uint8_t_u_s(p_48,(((1UL>=(safe_mul_func_uint16_t_u_u((l_1087[2]=l_1099),((+p_48)<(l_1101=((*g_302)=(*g_302))))))),((*g_318)&=(~(safe_rshift_func_uint8_t_u_u((l_1105=255UL),(l_1107&=(l_858[g_672][g_672]>=(g_1106[2][0],(-1L)))))))))&l_1108))),(void*)0);
l_1131--;
g_1067.f1|=((safe_rshift_func_uint8_t_u_u((safe_lshift_func_int8_t_s_u(((((-1L)>=(((l_1138=l_1093)== &l_1094)&&(l_1087[1]=(l_1087[2],((*l_216),(safe_div_func_uint8_t_u_u(((&g_268[8][3][0]==l_1143[2][2])|((l_858[g_672][g_672]|8UL)==l_1122)),(**g_301))))))))==0xEBEDL)<1L),5)),0))==l_1130);
}
else
{
l_1128=(p_48=0x6354B811L);
}
}
else
{
uint16_t*l_1152= &l_654;
uint16_t**const l_1151= &l_1152;
uint16_t**const*l_1150= &l_1151;
uint16_t**const**l_1149= &l_1150;
uint32_t*l_1171= &l_431[0];
uint32_t**l_1170= &l_1171;
int32_t l_1173[4];
int64_t l_1184[4]={1L,1L,1L,1L};
int32_t l_1188=0x24DFD007L;
int16_t l_1192=0L;
int i,j;
for(i=0;i<4;i++)
l_1173[i]=0L;
p_48=(safe_mod_func_uint16_t_u_u((((safe_mul_func_int16_t_s_s(((l_1105^=(((((l_1148|(((*l_1149)= &g_1091[2])!=((((((p_49,(safe_div_func_uint64_t_u_u((safe_lshift_func_uint8_t_u_u(((safe_sub_func_uint8_t_u_u((((safe_mod_func_int8_t_s_s((l_1161!=(void*)0),(((safe_mod_func_uint32_t_u_u((safe_mul_func_int16_t_s_s((l_858[(g_672+2)][g_672]|=(((safe_lshift_func_uint16_t_u_s((p_49=l_1113[0]),8))&&(*g_318))^(safe_add_func_int8_t_s_s((((*l_1170)=g_318)==((**g_301),&l_707)),1L)))),0x3C75L)),4294967295UL))>=(*g_302))&&p_48)))&&l_1172[4][1])&&0UL),(-1L)))&0x32847D52L),p_47)),g_1106[2][0].f3)))<=l_1087[1])|0x0DL)<l_1173[1])<(*g_318)),l_1094)))<p_47)>=l_1173[3])==248UL),p_48))<p_48),p_48))==p_47),65533UL),0xDEBFL));
l_1188^=((((l_1173[2],(l_1087[1]=((safe_mul_func_uint8_t_u_u(p_47,5L)),(safe_mul_func_int16_t_s_s(((((safe_lshift_func_uint16_t_u_u((l_1113[0]=((*l_1152)--)),(0x2DL||(safe_sub_func_uint16_t_u_u((p_49&=65535UL),l_1116[0])))))&&(l_1185++))&(g_355.f2!=((((p_47==l_1115),&g_10)==(void*)0)<0x3A8091D42627A0A1LL)))<l_1116[5]),p_48)))))>=l_1130),&l_1088[0][6])== &p_48);
for(l_1105=0;(l_1105==(-14));l_1105=safe_sub_func_uint64_t_u_u(l_1105,6))
{
l_1192&=(!((*l_99)=(((*l_1152)|=0x45A8L)>=p_47)));
}
}
}
(*g_1200)=(g_1193[6][1],l_1194);
l_1202++;
}
if((**g_362))
break;
l_1088[0][6]=(safe_lshift_func_int16_t_s_s((safe_add_func_int32_t_s_s((safe_add_func_int16_t_s_s(((((safe_div_func_int64_t_s_s(p_48,(safe_mul_func_uint16_t_u_u((safe_rshift_func_int8_t_s_u(((*l_1218)^=((**g_301)=(*g_302))),(l_1064[0][0]||((safe_add_func_uint8_t_u_u(((safe_rshift_func_int16_t_s_u((1UL==p_48),p_47))>((safe_add_func_int8_t_s_s(((safe_lshift_func_int16_t_s_u(((((void*)0==l_1227[2])|(safe_add_func_uint16_t_u_u((safe_add_func_int64_t_s_s((0UL^0x24L),l_1087[1])),0x5F13L)))<=l_1232),14))&&l_1148),l_1202))&&p_49)),p_48)),0L)))),p_48))))<=l_1087[1]),p_49)<=l_1087[1]),(**g_1029))),(*g_363))),g_176));
}
return(*l_216);
}
int main(int argc,char*argv[])
{
int i,j,k;
int print_hash_value=0;
if(argc==2&&strcmp(argv[1],"1")==0)print_hash_value=1;
platform_main_begin();
crc32_gentab();
func_1();
transparent_crc(g_9,"g_9",print_hash_value);
transparent_crc(g_24,"g_24",print_hash_value);
transparent_crc(g_61,"g_61",print_hash_value);
for(i=0;i<6;i++)
{
transparent_crc(g_75[i],"g_75[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_77.f0,"g_77.f0",print_hash_value);
transparent_crc(g_77.f1,"g_77.f1",print_hash_value);
transparent_crc(g_77.f2,"g_77.f2",print_hash_value);
transparent_crc(g_77.f3,"g_77.f3",print_hash_value);
transparent_crc(g_94,"g_94",print_hash_value);
transparent_crc(g_100,"g_100",print_hash_value);
transparent_crc(g_129,"g_129",print_hash_value);
transparent_crc(g_137,"g_137",print_hash_value);
transparent_crc(g_138,"g_138",print_hash_value);
transparent_crc(g_139,"g_139",print_hash_value);
transparent_crc(g_155.f0,"g_155.f0",print_hash_value);
transparent_crc(g_155.f1,"g_155.f1",print_hash_value);
transparent_crc(g_155.f2,"g_155.f2",print_hash_value);
transparent_crc(g_155.f3,"g_155.f3",print_hash_value);
transparent_crc(g_176,"g_176",print_hash_value);
transparent_crc(g_182,"g_182",print_hash_value);
transparent_crc(g_196,"g_196",print_hash_value);
transparent_crc(g_221,"g_221",print_hash_value);
transparent_crc(g_250,"g_250",print_hash_value);
transparent_crc(g_292,"g_292",print_hash_value);
transparent_crc(g_305.f0,"g_305.f0",print_hash_value);
transparent_crc(g_305.f1,"g_305.f1",print_hash_value);
transparent_crc(g_305.f2,"g_305.f2",print_hash_value);
transparent_crc(g_305.f3,"g_305.f3",print_hash_value);
for(i=0;i<7;i++)
{
for(j=0;j<2;j++)
{
for(k=0;k<4;k++)
{
transparent_crc(g_321[i][j][k],"g_321[i][j][k]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
transparent_crc(g_323.f0,"g_323.f0",print_hash_value);
transparent_crc(g_323.f1,"g_323.f1",print_hash_value);
transparent_crc(g_323.f2,"g_323.f2",print_hash_value);
transparent_crc(g_323.f3,"g_323.f3",print_hash_value);
transparent_crc(g_348,"g_348",print_hash_value);
for(i=0;i<4;i++)
{
transparent_crc(g_349[i],"g_349[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
for(i=0;i<7;i++)
{
for(j=0;j<2;j++)
{
transparent_crc(g_351[i][j],"g_351[i][j]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d]\n",i,j);
}
}
transparent_crc(g_355.f0,"g_355.f0",print_hash_value);
transparent_crc(g_355.f1,"g_355.f1",print_hash_value);
transparent_crc(g_355.f2,"g_355.f2",print_hash_value);
transparent_crc(g_355.f3,"g_355.f3",print_hash_value);
transparent_crc(g_365,"g_365",print_hash_value);
transparent_crc(g_390.f0,"g_390.f0",print_hash_value);
transparent_crc(g_390.f1,"g_390.f1",print_hash_value);
transparent_crc(g_390.f2,"g_390.f2",print_hash_value);
transparent_crc(g_390.f3,"g_390.f3",print_hash_value);
transparent_crc(g_417,"g_417",print_hash_value);
transparent_crc(g_422,"g_422",print_hash_value);
transparent_crc(g_549,"g_549",print_hash_value);
for(i=0;i<3;i++)
{
transparent_crc(g_551[i].f0,"g_551[i].f0",print_hash_value);
transparent_crc(g_551[i].f1,"g_551[i].f1",print_hash_value);
transparent_crc(g_551[i].f2,"g_551[i].f2",print_hash_value);
transparent_crc(g_551[i].f3,"g_551[i].f3",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_603.f0,"g_603.f0",print_hash_value);
transparent_crc(g_603.f1,"g_603.f1",print_hash_value);
transparent_crc(g_603.f2,"g_603.f2",print_hash_value);
transparent_crc(g_603.f3,"g_603.f3",print_hash_value);
transparent_crc(g_649.f0,"g_649.f0",print_hash_value);
transparent_crc(g_649.f1,"g_649.f1",print_hash_value);
transparent_crc(g_649.f2,"g_649.f2",print_hash_value);
transparent_crc(g_649.f3,"g_649.f3",print_hash_value);
transparent_crc(g_672,"g_672",print_hash_value);
transparent_crc(g_723,"g_723",print_hash_value);
for(i=0;i<2;i++)
{
for(j=0;j<9;j++)
{
transparent_crc(g_738[i][j].f0,"g_738[i][j].f0",print_hash_value);
transparent_crc(g_738[i][j].f1,"g_738[i][j].f1",print_hash_value);
transparent_crc(g_738[i][j].f2,"g_738[i][j].f2",print_hash_value);
transparent_crc(g_738[i][j].f3,"g_738[i][j].f3",print_hash_value);
if(print_hash_value)printf("index = [%d][%d]\n",i,j);
}
}
for(i=0;i<5;i++)
{
for(j=0;j<3;j++)
{
for(k=0;k<5;k++)
{
transparent_crc(g_744[i][j][k].f0,"g_744[i][j][k].f0",print_hash_value);
transparent_crc(g_744[i][j][k].f1,"g_744[i][j][k].f1",print_hash_value);
transparent_crc(g_744[i][j][k].f2,"g_744[i][j][k].f2",print_hash_value);
transparent_crc(g_744[i][j][k].f3,"g_744[i][j][k].f3",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
for(i=0;i<4;i++)
{
for(j=0;j<10;j++)
{
for(k=0;k<1;k++)
{
transparent_crc(g_745[i][j][k],"g_745[i][j][k]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
transparent_crc(g_766.f0,"g_766.f0",print_hash_value);
transparent_crc(g_766.f1,"g_766.f1",print_hash_value);
transparent_crc(g_766.f2,"g_766.f2",print_hash_value);
transparent_crc(g_766.f3,"g_766.f3",print_hash_value);
transparent_crc(g_908,"g_908",print_hash_value);
transparent_crc(g_949.f0,"g_949.f0",print_hash_value);
transparent_crc(g_949.f1,"g_949.f1",print_hash_value);
transparent_crc(g_949.f2,"g_949.f2",print_hash_value);
transparent_crc(g_949.f3,"g_949.f3",print_hash_value);
for(i=0;i<1;i++)
{
transparent_crc(g_962[i],"g_962[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_1031,"g_1031",print_hash_value);
transparent_crc(g_1056.f0,"g_1056.f0",print_hash_value);
transparent_crc(g_1056.f1,"g_1056.f1",print_hash_value);
transparent_crc(g_1056.f2,"g_1056.f2",print_hash_value);
transparent_crc(g_1056.f3,"g_1056.f3",print_hash_value);
transparent_crc(g_1067.f0,"g_1067.f0",print_hash_value);
transparent_crc(g_1067.f1,"g_1067.f1",print_hash_value);
transparent_crc(g_1067.f2,"g_1067.f2",print_hash_value);
transparent_crc(g_1067.f3,"g_1067.f3",print_hash_value);
transparent_crc(g_1082.f0,"g_1082.f0",print_hash_value);
transparent_crc(g_1082.f1,"g_1082.f1",print_hash_value);
transparent_crc(g_1082.f2,"g_1082.f2",print_hash_value);
transparent_crc(g_1082.f3,"g_1082.f3",print_hash_value);
for(i=0;i<5;i++)
{
for(j=0;j<1;j++)
{
transparent_crc(g_1106[i][j].f0,"g_1106[i][j].f0",print_hash_value);
transparent_crc(g_1106[i][j].f1,"g_1106[i][j].f1",print_hash_value);
transparent_crc(g_1106[i][j].f2,"g_1106[i][j].f2",print_hash_value);
transparent_crc(g_1106[i][j].f3,"g_1106[i][j].f3",print_hash_value);
if(print_hash_value)printf("index = [%d][%d]\n",i,j);
}
}
for(i=0;i<8;i++)
{
for(j=0;j<3;j++)
{
transparent_crc(g_1193[i][j].f0,"g_1193[i][j].f0",print_hash_value);
transparent_crc(g_1193[i][j].f1,"g_1193[i][j].f1",print_hash_value);
transparent_crc(g_1193[i][j].f2,"g_1193[i][j].f2",print_hash_value);
transparent_crc(g_1193[i][j].f3,"g_1193[i][j].f3",print_hash_value);
if(print_hash_value)printf("index = [%d][%d]\n",i,j);
}
}
transparent_crc(g_1354,"g_1354",print_hash_value);
transparent_crc(g_1465,"g_1465",print_hash_value);
transparent_crc(g_1474.f0,"g_1474.f0",print_hash_value);
transparent_crc(g_1474.f1,"g_1474.f1",print_hash_value);
transparent_crc(g_1474.f2,"g_1474.f2",print_hash_value);
transparent_crc(g_1474.f3,"g_1474.f3",print_hash_value);
transparent_crc(g_1479,"g_1479",print_hash_value);
for(i=0;i<3;i++)
{
for(j=0;j<2;j++)
{
for(k=0;k<3;k++)
{
transparent_crc(g_1541[i][j][k],"g_1541[i][j][k]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
transparent_crc(g_1567.f0,"g_1567.f0",print_hash_value);
transparent_crc(g_1567.f1,"g_1567.f1",print_hash_value);
transparent_crc(g_1567.f2,"g_1567.f2",print_hash_value);
transparent_crc(g_1567.f3,"g_1567.f3",print_hash_value);
for(i=0;i<9;i++)
{
for(j=0;j<1;j++)
{
transparent_crc(g_1697[i][j],"g_1697[i][j]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d]\n",i,j);
}
}
for(i=0;i<2;i++)
{
transparent_crc(g_1704[i],"g_1704[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_1705,"g_1705",print_hash_value);
transparent_crc(g_1728,"g_1728",print_hash_value);
transparent_crc(g_1933,"g_1933",print_hash_value);
transparent_crc(g_2131,"g_2131",print_hash_value);
transparent_crc(g_2149,"g_2149",print_hash_value);
transparent_crc(g_2196.f0,"g_2196.f0",print_hash_value);
transparent_crc(g_2196.f1,"g_2196.f1",print_hash_value);
transparent_crc(g_2196.f2,"g_2196.f2",print_hash_value);
transparent_crc(g_2196.f3,"g_2196.f3",print_hash_value);
transparent_crc(g_2310.f0,"g_2310.f0",print_hash_value);
transparent_crc(g_2310.f1,"g_2310.f1",print_hash_value);
transparent_crc(g_2310.f2,"g_2310.f2",print_hash_value);
transparent_crc(g_2310.f3,"g_2310.f3",print_hash_value);
transparent_crc(g_2335.f0,"g_2335.f0",print_hash_value);
transparent_crc(g_2335.f1,"g_2335.f1",print_hash_value);
transparent_crc(g_2335.f2,"g_2335.f2",print_hash_value);
transparent_crc(g_2335.f3,"g_2335.f3",print_hash_value);
transparent_crc(g_2490.f0,"g_2490.f0",print_hash_value);
transparent_crc(g_2490.f1,"g_2490.f1",print_hash_value);
transparent_crc(g_2490.f2,"g_2490.f2",print_hash_value);
transparent_crc(g_2490.f3,"g_2490.f3",print_hash_value);
for(i=0;i<1;i++)
{
for(j=0;j<8;j++)
{
for(k=0;k<7;k++)
{
transparent_crc(g_2668[i][j][k],"g_2668[i][j][k]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
transparent_crc(g_2709,"g_2709",print_hash_value);
transparent_crc(g_2713,"g_2713",print_hash_value);
transparent_crc(g_2741.f0,"g_2741.f0",print_hash_value);
transparent_crc(g_2741.f1,"g_2741.f1",print_hash_value);
transparent_crc(g_2741.f2,"g_2741.f2",print_hash_value);
transparent_crc(g_2741.f3,"g_2741.f3",print_hash_value);
transparent_crc(g_2747.f0,"g_2747.f0",print_hash_value);
transparent_crc(g_2747.f1,"g_2747.f1",print_hash_value);
transparent_crc(g_2747.f2,"g_2747.f2",print_hash_value);
transparent_crc(g_2747.f3,"g_2747.f3",print_hash_value);
transparent_crc(g_2756,"g_2756",print_hash_value);
transparent_crc(g_2777.f0,"g_2777.f0",print_hash_value);
transparent_crc(g_2777.f1,"g_2777.f1",print_hash_value);
transparent_crc(g_2777.f2,"g_2777.f2",print_hash_value);
transparent_crc(g_2777.f3,"g_2777.f3",print_hash_value);
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
