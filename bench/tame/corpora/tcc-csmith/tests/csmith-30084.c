#include "csmith.h"
static long __undefined;
#pragma pack(push)
struct S0{
const uint32_t f0;
const int64_t f1;
volatile int64_t f2;
const uint32_t f3;
const uint32_t f4;
const uint32_t f5;
uint32_t f6;
};
static uint8_t g_9=0UL;
static int16_t g_11=0xEB23L;
static int64_t g_84=5L;
static int16_t*g_88= &g_11;
static int16_t*const*volatile g_87= &g_88;
static volatile int32_t g_95=1L;
static volatile int32_t*volatile g_94= &g_95;
static int32_t g_97=0x53144D99L;
static int32_t*g_99=(void*)0;
static int32_t**volatile g_98= &g_99;
static uint32_t g_103=0UL;
static uint8_t g_113[6][2]={{0UL,0UL},{0UL,0UL},{0UL,0UL},{0UL,0UL},{0UL,0UL},{0UL,0UL}};
static uint32_t*g_141= &g_103;
static volatile uint64_t g_148=5UL;
static int16_t g_192=(-7L);
static volatile struct S0 g_194={2UL,0x8F7B83498CC23DAELL,0xEE4AC108E42A3435LL,0xC3C58E25L,0xD0698F75L,0x302C5E52L,4294967295UL};
static uint64_t g_212=1UL;
static uint32_t g_241[5]={4UL,4UL,4UL,4UL,4UL};
static const int32_t*g_248= &g_97;
static const int32_t**volatile g_247= &g_248;
static int64_t*g_255[2][3][1]={{{&g_84},{&g_84},{&g_84}},{{&g_84},{&g_84},{&g_84}}};
static int64_t**g_280=(void*)0;
static int64_t***volatile g_279= &g_280;
static int16_t g_348=4L;
static const volatile struct S0 g_354[2][6]={{{1UL,0x78595F2741B67A44LL,1L,1UL,0xD05B2C2EL,0xB7F358BDL,0x4BD57DC6L},{1UL,1L,0L,0x4CFA97C7L,0UL,4294967295UL,0xFDF211AAL},{1UL,1L,0L,0x4CFA97C7L,0UL,4294967295UL,0xFDF211AAL},{1UL,0x78595F2741B67A44LL,1L,1UL,0xD05B2C2EL,0xB7F358BDL,0x4BD57DC6L},{1UL,1L,0L,0x4CFA97C7L,0UL,4294967295UL,0xFDF211AAL},{1UL,1L,0L,0x4CFA97C7L,0UL,4294967295UL,0xFDF211AAL}},{{1UL,0x78595F2741B67A44LL,1L,1UL,0xD05B2C2EL,0xB7F358BDL,0x4BD57DC6L},{1UL,1L,0L,0x4CFA97C7L,0UL,4294967295UL,0xFDF211AAL},{1UL,1L,0L,0x4CFA97C7L,0UL,4294967295UL,0xFDF211AAL},{1UL,0x78595F2741B67A44LL,1L,1UL,0xD05B2C2EL,0xB7F358BDL,0x4BD57DC6L},{1UL,1L,0L,0x4CFA97C7L,0UL,4294967295UL,0xFDF211AAL},{1UL,1L,0L,0x4CFA97C7L,0UL,4294967295UL,0xFDF211AAL}}};
static const uint16_t g_385=6UL;
static uint32_t g_393=4294967288UL;
static volatile int16_t g_400[4][2][10]={{{0xF537L,1L,0xFAAAL,1L,1L,(-1L),0xF537L,(-1L),1L,1L},{0x132CL,1L,(-3L),1L,0xFAAAL,0x1282L,0x51A3L,1L,0L,9L}},{{0x132CL,(-1L),0x96A5L,1L,1L,0xF095L,1L,1L,0x96A5L,(-1L)},{1L,0x1282L,(-3L),5L,0L,1L,1L,9L,0x51A3L,5L}},{{(-3L),(-1L),0x51A3L,1L,0x132CL,1L,0x51A3L,(-1L),(-3L),9L},{1L,1L,0x96A5L,(-1L),0x132CL,0xF095L,0xFAAAL,5L,0x96A5L,5L}},{{0x132CL,0x1282L,0L,(-1L),0L,0x1282L,0x132CL,9L,(-3L),(-1L)},{(-3L),5L,0L,1L,1L,9L,0x51A3L,5L,0x51A3L,9L}}};
static volatile int16_t*g_399= &g_400[2][1][5];
static volatile int16_t**g_398= &g_399;
static volatile int16_t**volatile*g_397= &g_398;
static struct S0 g_405={4294967291UL,0xC8C645B7BFBE90F8LL,0x6E4878BDE0D468A6LL,4294967295UL,0x73867A1AL,4UL,0xCE93E1AFL};
static struct S0*g_407[8]={&g_405,&g_405,&g_405,&g_405,&g_405,&g_405,&g_405,&g_405};
static struct S0**volatile g_406= &g_407[1];
static uint32_t g_471=0UL;
static volatile struct S0 g_475={0x8511230DL,-1L,0L,0x3A684158L,0xA9B5F183L,1UL,0UL};
static uint32_t*g_484= &g_241[3];
static uint32_t**g_483= &g_484;
static int32_t g_520[1][9][2]={{{0x16DC9598L,2L},{0x64F29F08L,2L},{0x16DC9598L,0x4CFC305EL},{0x4CFC305EL,0x16DC9598L},{2L,0x64F29F08L},{2L,0x16DC9598L},{0x4CFC305EL,0x4CFC305EL},{0x16DC9598L,2L},{0x64F29F08L,2L}}};
static int64_t g_522=0x747A4464A604B7F6LL;
static uint32_t g_523=0xA85BE226L;
static uint16_t g_578=0UL;
static volatile struct S0 g_588={1UL,0xF75BE9E22665DA68LL,1L,0xC8A56B18L,0xD94E97ACL,0x2D6BFA95L,0x186C4120L};
static int64_t g_624=2L;
static int64_t g_668=(-1L);
static volatile uint8_t g_671=0x05L;
static int8_t g_677[4]={1L,1L,1L,1L};
static uint16_t g_678=0x2636L;
static int32_t*g_684[7]={&g_97,&g_97,&g_97,&g_97,&g_97,&g_97,&g_97};
static volatile uint64_t*g_740= &g_148;
static volatile uint64_t*volatile*volatile g_739= &g_740;
static int32_t g_757=1L;
static int64_t g_854=0L;
static struct S0 g_861={0UL,0L,-1L,0UL,1UL,4294967286UL,1UL};
static volatile struct S0 g_917={1UL,-5L,0x73B108E367A9579FLL,0x65A7623FL,4294967289UL,4294967292UL,0x721A1653L};
static uint16_t*g_1004= &g_678;
static uint16_t**g_1003= &g_1004;
static int16_t*g_1012=(void*)0;
static uint8_t*g_1045= &g_113[4][1];
static uint8_t**volatile g_1044[7]={(void*)0,&g_1045,&g_1045,(void*)0,&g_1045,&g_1045,(void*)0};
static int32_t**volatile g_1099= &g_684[3];
static const volatile int64_t*const volatile g_1108= &g_475.f2;
static const volatile int64_t*const volatile*g_1107= &g_1108;
static const volatile int64_t*const volatile**g_1106= &g_1107;
static const volatile int64_t*const volatile***g_1105= &g_1106;
static const volatile int64_t*const volatile****volatile g_1104= &g_1105;
static uint64_t g_1114=0x005AA5FC626311FFLL;
static const uint16_t g_1154=0x9E77L;
static const struct S0 g_1159={4294967292UL,0x159054DC46D3BCB6LL,-1L,0x319E6E36L,0xDF348465L,0x092226CDL,1UL};
static struct S0**g_1170= &g_407[0];
static struct S0***volatile g_1169= &g_1170;
static struct S0 g_1200[10][7]={{{0xC866C950L,-3L,0x8C71DF7FBFEFF9BCLL,4UL,4294967295UL,0xB0ADA3FCL,0xB33A07AFL},{4294967293UL,0x7B977B9892F9594FLL,1L,0x7EE8C2ADL,4294967295UL,3UL,0xD07A3742L},{0x720A743DL,0x9D0BE03A3712E748LL,0xE7178A5D1CF25814LL,0xE46FCCB6L,4294967295UL,0xFC823FD4L,4294967286UL},{4294967293UL,0x7B977B9892F9594FLL,1L,0x7EE8C2ADL,4294967295UL,3UL,0xD07A3742L},{0xC866C950L,-3L,0x8C71DF7FBFEFF9BCLL,4UL,4294967295UL,0xB0ADA3FCL,0xB33A07AFL},{4294967293UL,0x7B977B9892F9594FLL,1L,0x7EE8C2ADL,4294967295UL,3UL,0xD07A3742L},{0x720A743DL,0x9D0BE03A3712E748LL,0xE7178A5D1CF25814LL,0xE46FCCB6L,4294967295UL,0xFC823FD4L,4294967286UL}},{{0UL,0x78B278B3F98F9C3FLL,0x14D49377C7C63674LL,0xB60856EAL,0xC4EE21B7L,0UL,0x69DFC0DCL},{0UL,0x78B278B3F98F9C3FLL,0x14D49377C7C63674LL,0xB60856EAL,0xC4EE21B7L,0UL,0x69DFC0DCL},{0x81EF0E45L,0xF18F2E37ECC0C25FLL,0L,0UL,4294967290UL,0UL,8UL},{4UL,0xA2DCB1CE2D367A32LL,0L,2UL,0x4136519BL,0x217144A8L,0xC155417CL},{9UL,0L,-1L,4294967295UL,0x4E7D1720L,4294967295UL,0x117E5B7BL},{9UL,0L,-1L,4294967295UL,0x4E7D1720L,4294967295UL,0x117E5B7BL},{4UL,0xA2DCB1CE2D367A32LL,0L,2UL,0x4136519BL,0x217144A8L,0xC155417CL}},{{0UL,-2L,1L,4294967295UL,0UL,0x34817328L,4294967290UL},{0x24F0EF2DL,-1L,-6L,0x2C9217FEL,0x04D67435L,0x37462809L,0xD9059E45L},{0UL,-2L,1L,4294967295UL,0UL,0x34817328L,4294967290UL},{4294967293UL,0x7B977B9892F9594FLL,1L,0x7EE8C2ADL,4294967295UL,3UL,0xD07A3742L},{0UL,-2L,1L,4294967295UL,0UL,0x34817328L,4294967290UL},{0x24F0EF2DL,-1L,-6L,0x2C9217FEL,0x04D67435L,0x37462809L,0xD9059E45L},{0UL,-2L,1L,4294967295UL,0UL,0x34817328L,4294967290UL}},{{0UL,0x78B278B3F98F9C3FLL,0x14D49377C7C63674LL,0xB60856EAL,0xC4EE21B7L,0UL,0x69DFC0DCL},{4UL,0xA2DCB1CE2D367A32LL,0L,2UL,0x4136519BL,0x217144A8L,0xC155417CL},{4UL,0xA2DCB1CE2D367A32LL,0L,2UL,0x4136519BL,0x217144A8L,0xC155417CL},{0UL,0x78B278B3F98F9C3FLL,0x14D49377C7C63674LL,0xB60856EAL,0xC4EE21B7L,0UL,0x69DFC0DCL},{9UL,0L,-1L,4294967295UL,0x4E7D1720L,4294967295UL,0x117E5B7BL},{0x81EF0E45L,0xF18F2E37ECC0C25FLL,0L,0UL,4294967290UL,0UL,8UL},{0x81EF0E45L,0xF18F2E37ECC0C25FLL,0L,0UL,4294967290UL,0UL,8UL}},{{0xC866C950L,-3L,0x8C71DF7FBFEFF9BCLL,4UL,4294967295UL,0xB0ADA3FCL,0xB33A07AFL},{0x24F0EF2DL,-1L,-6L,0x2C9217FEL,0x04D67435L,0x37462809L,0xD9059E45L},{0x720A743DL,0x9D0BE03A3712E748LL,0xE7178A5D1CF25814LL,0xE46FCCB6L,4294967295UL,0xFC823FD4L,4294967286UL},{0x24F0EF2DL,-1L,-6L,0x2C9217FEL,0x04D67435L,0x37462809L,0xD9059E45L},{0xC866C950L,-3L,0x8C71DF7FBFEFF9BCLL,4UL,4294967295UL,0xB0ADA3FCL,0xB33A07AFL},{0x24F0EF2DL,-1L,-6L,0x2C9217FEL,0x04D67435L,0x37462809L,0xD9059E45L},{0x720A743DL,0x9D0BE03A3712E748LL,0xE7178A5D1CF25814LL,0xE46FCCB6L,4294967295UL,0xFC823FD4L,4294967286UL}},{{9UL,0L,-1L,4294967295UL,0x4E7D1720L,4294967295UL,0x117E5B7BL},{0UL,0x78B278B3F98F9C3FLL,0x14D49377C7C63674LL,0xB60856EAL,0xC4EE21B7L,0UL,0x69DFC0DCL},{4UL,0xA2DCB1CE2D367A32LL,0L,2UL,0x4136519BL,0x217144A8L,0xC155417CL},{4UL,0xA2DCB1CE2D367A32LL,0L,2UL,0x4136519BL,0x217144A8L,0xC155417CL},{0UL,0x78B278B3F98F9C3FLL,0x14D49377C7C63674LL,0xB60856EAL,0xC4EE21B7L,0UL,0x69DFC0DCL},{9UL,0L,-1L,4294967295UL,0x4E7D1720L,4294967295UL,0x117E5B7BL},{0x81EF0E45L,0xF18F2E37ECC0C25FLL,0L,0UL,4294967290UL,0UL,8UL}},{{0UL,-2L,1L,4294967295UL,0UL,0x34817328L,4294967290UL},{4294967293UL,0x7B977B9892F9594FLL,1L,0x7EE8C2ADL,4294967295UL,3UL,0xD07A3742L},{0UL,-2L,1L,4294967295UL,0UL,0x34817328L,4294967290UL},{0x24F0EF2DL,-1L,-6L,0x2C9217FEL,0x04D67435L,0x37462809L,0xD9059E45L},{0UL,-2L,1L,4294967295UL,0UL,0x34817328L,4294967290UL},{4294967293UL,0x7B977B9892F9594FLL,1L,0x7EE8C2ADL,4294967295UL,3UL,0xD07A3742L},{0UL,-2L,1L,4294967295UL,0UL,0x34817328L,4294967290UL}},{{9UL,0L,-1L,4294967295UL,0x4E7D1720L,4294967295UL,0x117E5B7BL},{4UL,0xA2DCB1CE2D367A32LL,0L,2UL,0x4136519BL,0x217144A8L,0xC155417CL},{0x81EF0E45L,0xF18F2E37ECC0C25FLL,0L,0UL,4294967290UL,0UL,8UL},{0UL,0x78B278B3F98F9C3FLL,0x14D49377C7C63674LL,0xB60856EAL,0xC4EE21B7L,0UL,0x69DFC0DCL},{0UL,0x78B278B3F98F9C3FLL,0x14D49377C7C63674LL,0xB60856EAL,0xC4EE21B7L,0UL,0x69DFC0DCL},{0x81EF0E45L,0xF18F2E37ECC0C25FLL,0L,0UL,4294967290UL,0UL,8UL},{4UL,0xA2DCB1CE2D367A32LL,0L,2UL,0x4136519BL,0x217144A8L,0xC155417CL}},{{0xC866C950L,-3L,0x8C71DF7FBFEFF9BCLL,4UL,4294967295UL,0xB0ADA3FCL,0xB33A07AFL},{4294967293UL,0x7B977B9892F9594FLL,1L,0x7EE8C2ADL,4294967295UL,3UL,0xD07A3742L},{0x720A743DL,0x9D0BE03A3712E748LL,0xE7178A5D1CF25814LL,0xE46FCCB6L,4294967295UL,0xFC823FD4L,4294967286UL},{4294967293UL,0x7B977B9892F9594FLL,1L,0x7EE8C2ADL,4294967295UL,3UL,0xD07A3742L},{0xC866C950L,-3L,0x8C71DF7FBFEFF9BCLL,4UL,4294967295UL,0xB0ADA3FCL,0xB33A07AFL},{4294967293UL,0x7B977B9892F9594FLL,1L,0x7EE8C2ADL,4294967295UL,3UL,0xD07A3742L},{0x720A743DL,0x9D0BE03A3712E748LL,0xE7178A5D1CF25814LL,0xE46FCCB6L,4294967295UL,0xFC823FD4L,4294967286UL}},{{0UL,0x78B278B3F98F9C3FLL,0x14D49377C7C63674LL,0xB60856EAL,0xC4EE21B7L,0UL,0x69DFC0DCL},{0UL,0x78B278B3F98F9C3FLL,0x14D49377C7C63674LL,0xB60856EAL,0xC4EE21B7L,0UL,0x69DFC0DCL},{0x81EF0E45L,0xF18F2E37ECC0C25FLL,0L,0UL,4294967290UL,0UL,8UL},{4UL,0xA2DCB1CE2D367A32LL,0L,2UL,0x4136519BL,0x217144A8L,0xC155417CL},{9UL,0L,-1L,4294967295UL,0x4E7D1720L,4294967295UL,0x117E5B7BL},{9UL,0L,-1L,4294967295UL,0x4E7D1720L,4294967295UL,0x117E5B7BL},{4UL,0xA2DCB1CE2D367A32LL,0L,2UL,0x4136519BL,0x217144A8L,0xC155417CL}}};
static int32_t**volatile g_1206[10][5][3]={{{&g_684[3],(void*)0,&g_684[3]},{&g_99,&g_99,&g_684[3]},{&g_684[3],&g_684[3],&g_684[3]},{&g_684[6],&g_684[3],&g_684[6]},{(void*)0,&g_684[4],(void*)0}},{{&g_99,&g_684[3],(void*)0},{&g_99,(void*)0,(void*)0},{&g_684[3],&g_684[5],(void*)0},{&g_99,&g_684[3],(void*)0},{&g_99,&g_99,&g_684[3]}},{{(void*)0,&g_684[3],&g_684[3]},{&g_684[6],(void*)0,(void*)0},{(void*)0,&g_99,&g_99},{&g_684[4],&g_684[4],&g_684[6]},{&g_684[3],&g_99,&g_99}},{{(void*)0,&g_684[3],&g_99},{&g_99,&g_99,&g_684[4]},{&g_684[3],&g_684[4],&g_684[2]},{&g_99,&g_99,(void*)0},{&g_684[3],(void*)0,&g_99}},{{&g_684[3],&g_684[3],(void*)0},{(void*)0,&g_99,&g_684[3]},{(void*)0,&g_684[3],&g_684[1]},{&g_99,&g_684[5],&g_684[6]},{&g_684[3],(void*)0,&g_684[1]}},{{&g_684[4],&g_684[3],&g_684[3]},{(void*)0,&g_684[4],(void*)0},{&g_684[3],&g_684[3],&g_99},{(void*)0,(void*)0,(void*)0},{&g_99,(void*)0,&g_684[2]}},{{(void*)0,&g_684[3],&g_684[4]},{(void*)0,&g_684[3],&g_99},{(void*)0,&g_99,&g_99},{(void*)0,&g_684[3],&g_684[6]},{(void*)0,(void*)0,&g_99}},{{&g_99,&g_684[3],(void*)0},{(void*)0,&g_684[3],&g_684[3]},{&g_684[3],&g_684[2],&g_684[3]},{(void*)0,&g_684[2],(void*)0},{&g_684[4],&g_684[3],(void*)0}},{{&g_684[3],&g_684[3],(void*)0},{&g_99,&g_684[3],(void*)0},{(void*)0,&g_684[2],(void*)0},{(void*)0,&g_684[2],&g_684[6]},{&g_684[3],&g_684[3],&g_684[3]}},{{&g_684[3],&g_684[3],&g_684[3]},{&g_99,(void*)0,&g_99},{&g_684[3],&g_684[3],&g_684[6]},{&g_99,&g_99,(void*)0},{(void*)0,&g_684[3],&g_684[6]}}};
static const volatile uint8_t g_1236=0x96L;
static const int32_t**volatile g_1273[6][9][4]={{{&g_248,&g_248,&g_248,&g_248},{&g_248,&g_248,(void*)0,&g_248},{&g_248,&g_248,&g_248,&g_248},{&g_248,&g_248,&g_248,(void*)0},{&g_248,&g_248,&g_248,&g_248},{&g_248,&g_248,&g_248,&g_248},{&g_248,(void*)0,(void*)0,&g_248},{&g_248,(void*)0,(void*)0,&g_248},{&g_248,&g_248,&g_248,&g_248}},{{&g_248,(void*)0,&g_248,&g_248},{(void*)0,(void*)0,&g_248,&g_248},{&g_248,&g_248,&g_248,&g_248},{(void*)0,&g_248,&g_248,&g_248},{(void*)0,&g_248,(void*)0,&g_248},{&g_248,&g_248,(void*)0,&g_248},{&g_248,&g_248,&g_248,&g_248},{&g_248,&g_248,&g_248,&g_248},{&g_248,&g_248,&g_248,&g_248}},{{&g_248,(void*)0,(void*)0,&g_248},{(void*)0,&g_248,&g_248,&g_248},{(void*)0,&g_248,&g_248,&g_248},{&g_248,&g_248,(void*)0,&g_248},{&g_248,&g_248,&g_248,&g_248},{&g_248,&g_248,&g_248,&g_248},{&g_248,&g_248,(void*)0,&g_248},{(void*)0,&g_248,(void*)0,(void*)0},{&g_248,&g_248,&g_248,(void*)0}},{{(void*)0,&g_248,&g_248,&g_248},{(void*)0,&g_248,&g_248,(void*)0},{&g_248,&g_248,(void*)0,&g_248},{(void*)0,&g_248,(void*)0,(void*)0},{&g_248,&g_248,&g_248,&g_248},{&g_248,(void*)0,&g_248,&g_248},{&g_248,&g_248,(void*)0,(void*)0},{&g_248,(void*)0,&g_248,&g_248},{(void*)0,&g_248,&g_248,&g_248}},{{(void*)0,&g_248,(void*)0,&g_248},{&g_248,&g_248,&g_248,&g_248},{&g_248,&g_248,&g_248,&g_248},{&g_248,(void*)0,&g_248,&g_248},{&g_248,(void*)0,(void*)0,&g_248},{&g_248,(void*)0,(void*)0,(void*)0},{(void*)0,&g_248,&g_248,(void*)0},{(void*)0,&g_248,&g_248,&g_248},{&g_248,&g_248,&g_248,&g_248}},{{&g_248,(void*)0,&g_248,&g_248},{&g_248,&g_248,&g_248,&g_248},{(void*)0,&g_248,(void*)0,&g_248},{&g_248,(void*)0,&g_248,&g_248},{(void*)0,&g_248,&g_248,&g_248},{&g_248,&g_248,&g_248,(void*)0},{&g_248,&g_248,(void*)0,(void*)0},{&g_248,(void*)0,(void*)0,&g_248},{&g_248,(void*)0,&g_248,&g_248}}};
static const int32_t**volatile g_1274=(void*)0;
static int32_t**volatile g_1333= &g_684[4];
static int64_t g_1341=0x3C532233D863BEFFLL;
static int32_t*volatile g_1394= &g_97;
static int64_t g_1399=0L;
static uint32_t g_1414=9UL;
static int16_t**g_1451= &g_1012;
static int16_t***g_1450= &g_1451;
static int16_t****const volatile g_1449= &g_1450;
static int32_t*volatile g_1460= &g_97;
static int32_t*volatile g_1526= &g_97;
static const int16_t g_1531=0x0EBEL;
static const int16_t g_1533[5]={1L,1L,1L,1L,1L};
static uint64_t g_1537=0x6BE2570E6B1B061FLL;
static const int32_t**volatile g_1539= &g_248;
static int32_t*volatile g_1590= &g_757;
static volatile struct S0 g_1629={0x219CD271L,0x558ED13F0AC574B5LL,-6L,5UL,1UL,0UL,0x79D04DFCL};
static int32_t**volatile g_1667= &g_684[3];
static volatile struct S0 g_1700={0x00CBFFD2L,-1L,0x8D65B6FDE64EF91DLL,0UL,0xB9210E89L,4294967295UL,0xE2604515L};
static int32_t*volatile g_1713= &g_757;
static int32_t**volatile g_1780= &g_684[2];
static uint8_t g_1810=0xA8L;
static int16_t g_1824=1L;
static uint32_t**const*g_1836=(void*)0;
static uint32_t**const**volatile g_1835= &g_1836;
static volatile uint64_t g_1840=0x76EF28772CADCFFBLL;
static int32_t g_1861[7]={0L,0L,0L,0L,0L,0L,0L};
static const struct S0 g_1872={1UL,7L,0xC180F4424FE8982BLL,4294967290UL,3UL,1UL,0x253C4707L};
static volatile struct S0 g_1896={0x86EAB7BBL,7L,0x47D3783F7979230FLL,4294967295UL,0x93FD3222L,1UL,0xB22CF9A8L};
static int32_t**g_1910[5]={&g_684[6],&g_684[6],&g_684[6],&g_684[6],&g_684[6]};
static int32_t***volatile g_1909= &g_1910[1];
static uint32_t****g_1920=(void*)0;
static int16_t****g_1946= &g_1450;
static int16_t*****g_1945[3]={&g_1946,&g_1946,&g_1946};
static volatile uint64_t g_1973[6][2]={{0x2E4604767BAD71EFLL,0xF09297D8C71ED049LL},{0x5DF1BF16CBDF9EF1LL,0x5DF1BF16CBDF9EF1LL},{0x2E4604767BAD71EFLL,0x2E4604767BAD71EFLL},{0x2E4604767BAD71EFLL,0x5DF1BF16CBDF9EF1LL},{3UL,18446744073709551612UL},{0x5DF1BF16CBDF9EF1LL,18446744073709551612UL}};
static int64_t***const**g_1986=(void*)0;
static int64_t****g_1999=(void*)0;
static int64_t*****g_1998= &g_1999;
static int32_t g_2048=0L;
static int32_t g_2049[7][8][4]={{{0xE6BC7A53L,0x60F02C40L,0x1D24DAD8L,(-7L)},{3L,1L,9L,(-1L)},{(-1L),0xD7E47094L,(-7L),0L},{(-8L),0xE6BC7A53L,(-4L),(-9L)},{0x4E261904L,(-10L),5L,(-10L)},{(-1L),0x24DA0B1BL,0xD7E47094L,0xFB716CF0L},{0x60F02C40L,0xF7DDA563L,3L,0x4E261904L},{7L,0xE3517489L,0x40C7158FL,5L}},{{7L,9L,3L,0xB4BDB419L},{0x60F02C40L,5L,0xD7E47094L,0x95B2694EL},{(-1L),0xC8D5F56CL,5L,0x1D24DAD8L},{0x4E261904L,(-1L),(-4L),7L},{(-8L),0x1B62F45DL,(-7L),6L},{(-1L),0x4E261904L,9L,(-8L)},{3L,1L,0x1D24DAD8L,0x47A9E6EEL},{0xE6BC7A53L,6L,0x3E403EC7L,(-2L)}},{{0xB4BDB419L,0x180D25BCL,1L,0xE3517489L},{0x1B62F45DL,(-1L),8L,0x9753D9C2L},{0xE4A8A899L,(-1L),1L,(-8L)},{8L,(-2L),(-2L),8L},{0xE3517489L,0xDFE04051L,(-6L),0xF7DDA563L},{0x47A9E6EEL,(-2L),0xE4A8A899L,0xAF099664L},{3L,(-8L),(-8L),0xAF099664L},{9L,(-2L),(-1L),0xF7DDA563L}},{{0xD7E47094L,0xDFE04051L,0x180D25BCL,8L},{0xC3DABA6AL,(-2L),0x60F02C40L,(-8L)},{(-8L),(-1L),6L,0x9753D9C2L},{0x180D25BCL,(-1L),(-10L),0xE3517489L},{0x64244EAEL,0x180D25BCL,1L,(-2L)},{(-8L),6L,0xFB716CF0L,0x47A9E6EEL},{0L,1L,(-1L),(-8L)},{(-8L),0x4E261904L,1L,6L}},{{0xF7DDA563L,0x1B62F45DL,0xAF099664L,7L},{1L,(-1L),7L,0x1D24DAD8L},{0xDFE04051L,0xC8D5F56CL,0xDFE04051L,0x95B2694EL},{(-4L),5L,(-8L),0xB4BDB419L},{0xF268168DL,9L,(-8L),5L},{0xFB716CF0L,0xE3517489L,(-8L),0x4E261904L},{0xF268168DL,0xF7DDA563L,(-8L),0xFB716CF0L},{(-4L),0x24DA0B1BL,0xDFE04051L,(-10L)}},{{0xDFE04051L,(-10L),7L,(-9L)},{1L,0xE6BC7A53L,0xAF099664L,0L},{0xF7DDA563L,0xD7E47094L,1L,(-1L)},{(-8L),1L,(-1L),(-7L)},{0L,0x60F02C40L,0xFB716CF0L,3L},{(-8L),(-8L),0x1B62F45DL,7L},{0x3E403EC7L,(-1L),(-8L),(-4L)},{0xE6BC7A53L,(-9L),0xF7DDA563L,6L}},{{1L,(-8L),0x40C7158FL,0x40C7158FL},{5L,5L,0xE6BC7A53L,0x59EE0AC9L},{0x64244EAEL,0x3E403EC7L,(-1L),(-6L)},{0L,1L,0xE4A8A899L,(-1L)},{9L,1L,0x1D24DAD8L,(-6L)},{1L,0x3E403EC7L,1L,0x59EE0AC9L},{9L,5L,0x0474FD94L,0x40C7158FL},{0xFB716CF0L,(-8L),(-1L),6L}}};
static volatile uint16_t g_2082=65529UL;
static int64_t g_2083=(-1L);
static uint32_t*const***g_2103=(void*)0;
static int8_t*g_2113= &g_677[2];
static int8_t**g_2112[4]={&g_2113,&g_2113,&g_2113,&g_2113};
static volatile struct S0 g_2146={0x057206C2L,-3L,0x56F3C378FF547B6DLL,0xDF7B6A33L,0xB2A1E7F3L,0xAFE685DDL,2UL};
static volatile struct S0 g_2151={4294967295UL,-1L,-1L,0xCD694EBFL,0x18242585L,0x32A8DCD8L,0UL};
static volatile struct S0*g_2150= &g_2151;
static volatile struct S0**g_2149= &g_2150;
static volatile struct S0***g_2148= &g_2149;
static volatile struct S0****g_2147= &g_2148;
static volatile struct S0 g_2169[10]={{0UL,-10L,0x281D8C3B0AAA2449LL,0x148AE779L,0x0072F004L,4294967293UL,4294967295UL},{0UL,-10L,0x281D8C3B0AAA2449LL,0x148AE779L,0x0072F004L,4294967293UL,4294967295UL},{0UL,-10L,0x281D8C3B0AAA2449LL,0x148AE779L,0x0072F004L,4294967293UL,4294967295UL},{0UL,-10L,0x281D8C3B0AAA2449LL,0x148AE779L,0x0072F004L,4294967293UL,4294967295UL},{0UL,-10L,0x281D8C3B0AAA2449LL,0x148AE779L,0x0072F004L,4294967293UL,4294967295UL},{0UL,-10L,0x281D8C3B0AAA2449LL,0x148AE779L,0x0072F004L,4294967293UL,4294967295UL},{0UL,-10L,0x281D8C3B0AAA2449LL,0x148AE779L,0x0072F004L,4294967293UL,4294967295UL},{0UL,-10L,0x281D8C3B0AAA2449LL,0x148AE779L,0x0072F004L,4294967293UL,4294967295UL},{0UL,-10L,0x281D8C3B0AAA2449LL,0x148AE779L,0x0072F004L,4294967293UL,4294967295UL},{0UL,-10L,0x281D8C3B0AAA2449LL,0x148AE779L,0x0072F004L,4294967293UL,4294967295UL}};
static int16_t g_2307=1L;
static struct S0***g_2337=(void*)0;
static struct S0****g_2336= &g_2337;
static struct S0****g_2341= &g_2337;
static volatile int64_t g_2355[4][1][9]={{{(-2L),(-2L),0x152ADE4A58405453LL,(-2L),(-2L),0x152ADE4A58405453LL,(-2L),(-2L),0x152ADE4A58405453LL}},{{(-2L),(-2L),0x152ADE4A58405453LL,(-2L),(-2L),0x152ADE4A58405453LL,(-2L),(-2L),0x152ADE4A58405453LL}},{{(-2L),(-2L),0x152ADE4A58405453LL,(-2L),(-2L),0x152ADE4A58405453LL,(-2L),(-2L),0x152ADE4A58405453LL}},{{(-2L),(-2L),0x152ADE4A58405453LL,(-2L),(-2L),0x152ADE4A58405453LL,(-2L),(-2L),0x152ADE4A58405453LL}}};
static struct S0 g_2378={0UL,0L,0L,0x4A646267L,0xF2C1B0FFL,0x81D67FE1L,1UL};
static uint16_t g_2408[4][8][1]={{{1UL},{65535UL},{1UL},{65535UL},{0xA311L},{7UL},{65527UL},{1UL}},{{1UL},{1UL},{65527UL},{7UL},{0xA311L},{65535UL},{1UL},{65535UL}},{{1UL},{65535UL},{0xA311L},{7UL},{65527UL},{1UL},{1UL},{1UL}},{{65527UL},{7UL},{0xA311L},{65535UL},{1UL},{65535UL},{1UL},{65535UL}}};
static volatile struct S0 g_2427={0xE7D574BCL,0x8604C873DF23012FLL,4L,0x79218DC8L,0xC011A4E4L,4294967295UL,4294967294UL};
static uint8_t g_2428=0x14L;
static volatile int8_t g_2445=7L;
static volatile struct S0 g_2554={4294967287UL,0x89D6CFC10FD1BA90LL,-1L,0UL,8UL,0xB401F739L,0xD68EBE1EL};
static uint16_t***g_2564= &g_1003;
static uint16_t****g_2563= &g_2564;
static uint16_t*const*g_2658=(void*)0;
static uint16_t*const**g_2657[9][9][3]={{{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,(void*)0},{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,(void*)0},{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,(void*)0}},{{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,(void*)0},{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,(void*)0},{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658}},{{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,(void*)0},{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658},{&g_2658,(void*)0,&g_2658},{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658}},{{(void*)0,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658},{&g_2658,(void*)0,&g_2658},{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658},{(void*)0,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658}},{{&g_2658,(void*)0,&g_2658},{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658},{(void*)0,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658},{&g_2658,(void*)0,&g_2658},{&g_2658,&g_2658,&g_2658}},{{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658},{(void*)0,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658},{&g_2658,(void*)0,&g_2658},{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658}},{{&g_2658,&g_2658,&g_2658},{(void*)0,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658},{&g_2658,(void*)0,&g_2658},{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658},{(void*)0,&g_2658,&g_2658}},{{&g_2658,&g_2658,&g_2658},{&g_2658,(void*)0,&g_2658},{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658},{(void*)0,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658},{&g_2658,(void*)0,&g_2658}},{{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658},{(void*)0,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658},{&g_2658,(void*)0,&g_2658},{&g_2658,&g_2658,&g_2658},{&g_2658,&g_2658,&g_2658}}};
static uint16_t*const***g_2656= &g_2657[7][7][2];
static struct S0 g_2679={4294967295UL,-1L,0x031FBE95BD41BEC5LL,0x46A77814L,4294967294UL,9UL,4294967294UL};
static volatile uint32_t g_2801=0xEA17E637L;
static int32_t*g_2857= &g_520[0][3][0];
static int32_t**g_2856= &g_2857;
static int32_t***g_2855[10]={&g_2856,&g_2856,&g_2856,&g_2856,&g_2856,&g_2856,&g_2856,&g_2856,&g_2856,&g_2856};
static uint64_t g_2879=0x73F862A90B66AAAFLL;
static int32_t**volatile g_2920= &g_684[3];
static uint64_t g_2963=1UL;
static int64_t*const*g_3034= &g_255[1][0][0];
static int64_t*const**volatile g_3033= &g_3034;
static int32_t g_3088=0x71D7B676L;
static int32_t**volatile g_3114= &g_684[5];
static int8_t g_3181=0xAAL;
static struct S0 g_3204={5UL,-2L,-6L,0x31269139L,0UL,0xA31F2DC5L,1UL};
static uint32_t g_3277=0xBD7F9826L;
static int32_t*volatile g_3283= &g_757;
static int32_t g_3313=0x7B0C4786L;
static volatile int32_t g_3381=0xA2A1F4C5L;
static uint16_t g_3391[4][3]={{0UL,0UL,0UL},{0xC543L,1UL,0xC543L},{0UL,0UL,0UL},{0xC543L,1UL,0xC543L}};
static int16_t*const*g_3405[2][5]={{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,&g_1012,(void*)0,&g_1012,(void*)0}};
static int16_t*const**volatile g_3404= &g_3405[0][0];
static uint16_t**g_3410[8]={&g_1004,&g_1004,&g_1004,&g_1004,&g_1004,&g_1004,&g_1004,&g_1004};
static uint16_t***const g_3409= &g_3410[3];
static uint16_t***const*g_3408= &g_3409;
static const uint64_t*g_3458= &g_1537;
static const uint64_t**g_3457= &g_3458;
static uint16_t*const****g_3464= &g_2656;
static uint32_t g_3480[5][4][1]={{{1UL},{1UL},{0x4D7D93FBL},{0x49D1F8A1L}},{{0x6E629E27L},{0x49D1F8A1L},{0x4D7D93FBL},{1UL}},{{1UL},{0x55001879L},{1UL},{1UL}},{{0x4D7D93FBL},{0x49D1F8A1L},{0x6E629E27L},{0x49D1F8A1L}},{{0x4D7D93FBL},{1UL},{1UL},{0x55001879L}}};
static const int32_t**volatile g_3497=(void*)0;
static int32_t**volatile g_3500= &g_99;
static int64_t func_1(void);
static const int32_t func_12(const int16_t*p_13,int16_t*p_14,int16_t*p_15,int16_t*p_16,int16_t*const p_17);
static int16_t*func_18(uint8_t p_19,const uint64_t p_20);
static int64_t func_21(int16_t p_22,uint32_t p_23,uint16_t p_24,int16_t p_25,uint64_t p_26);
static int16_t func_33(int16_t*p_34,int64_t p_35,int32_t p_36,uint8_t p_37);
static int8_t func_40(int16_t*p_41,uint32_t p_42,uint64_t p_43);
static int16_t*func_44(int32_t p_45,uint16_t p_46,int16_t*p_47,uint32_t p_48,int16_t*p_49);
static uint32_t func_54(uint16_t p_55,int32_t p_56,int16_t*p_57);
static int16_t*func_69(uint16_t p_70);
static int16_t func_76(uint64_t p_77,uint16_t p_78,int64_t p_79,uint16_t p_80,int16_t*p_81);
static int64_t func_1(void)
{
uint32_t l_8=0x6BA47C9DL;
int16_t*l_10= &g_11;
int32_t l_1862[9]={0x4B5D52D0L,8L,0x4B5D52D0L,0x4B5D52D0L,8L,0x4B5D52D0L,0x4B5D52D0L,8L,0x4B5D52D0L};
int32_t*l_3087= &g_3088;
const struct S0*l_3108[9]={&g_2679,(void*)0,&g_2679,(void*)0,&g_2679,(void*)0,&g_2679,(void*)0,&g_2679};
const struct S0**l_3107= &l_3108[4];
const struct S0***l_3106= &l_3107;
const struct S0****l_3105= &l_3106;
uint8_t l_3113[7]={6UL,246UL,6UL,6UL,246UL,6UL,6UL};
uint16_t**l_3143[5][2]={{&g_1004,&g_1004},{&g_1004,&g_1004},{&g_1004,&g_1004},{&g_1004,&g_1004},{&g_1004,&g_1004}};
const uint8_t l_3183=0x0CL;
uint8_t l_3217=9UL;
int32_t l_3236=0x7078E75FL;
uint64_t l_3280=0xB1336F4C82C813BFLL;
uint32_t*l_3306[9][1][3]={{{&g_1414,&g_471,&g_1414}},{{&g_471,&g_471,&g_1414}},{{(void*)0,&g_471,(void*)0}},{{&g_471,&g_1414,&g_1414}},{{&g_1414,&g_471,&g_1414}},{{&g_471,&g_471,&g_1414}},{{(void*)0,&g_471,(void*)0}},{{&g_471,&g_1414,&g_1414}},{{&g_1414,&g_471,&g_1414}}};
int32_t l_3311=0x71DD49C8L;
int32_t l_3343=7L;
int16_t*const**l_3413= &g_3405[0][0];
int16_t*const***l_3412= &l_3413;
int32_t*l_3442= &g_2048;
const uint64_t**l_3460[5][3][5]={{{&g_3458,&g_3458,&g_3458,&g_3458,&g_3458},{&g_3458,&g_3458,&g_3458,&g_3458,&g_3458},{&g_3458,&g_3458,&g_3458,&g_3458,&g_3458}},{{&g_3458,&g_3458,(void*)0,&g_3458,(void*)0},{&g_3458,&g_3458,&g_3458,&g_3458,&g_3458},{&g_3458,&g_3458,&g_3458,&g_3458,&g_3458}},{{&g_3458,&g_3458,&g_3458,&g_3458,(void*)0},{&g_3458,(void*)0,&g_3458,&g_3458,&g_3458},{&g_3458,&g_3458,&g_3458,&g_3458,&g_3458}},{{&g_3458,&g_3458,&g_3458,&g_3458,&g_3458},{&g_3458,&g_3458,&g_3458,&g_3458,&g_3458},{&g_3458,(void*)0,&g_3458,(void*)0,&g_3458}},{{&g_3458,&g_3458,&g_3458,&g_3458,&g_3458},{(void*)0,(void*)0,(void*)0,&g_3458,&g_3458},{&g_3458,&g_3458,&g_3458,&g_3458,&g_3458}}};
uint8_t l_3462=4UL;
int64_t l_3482=4L;
uint8_t l_3499=1UL;
int i,j,k;
(*l_3087)|=(safe_add_func_uint8_t_u_u(0x8BL,(safe_add_func_uint16_t_u_u(((((((*l_10)=(safe_div_func_uint64_t_u_u((65531UL|(l_8==g_9)),g_9))),func_12(&g_11,((*g_1451)=func_18((g_9>func_21((((safe_div_func_int64_t_s_s((safe_lshift_func_int8_t_s_u((((safe_div_func_int16_t_s_s(func_33(&g_11,l_8,l_8,l_8),l_8)),0xA20B86198DA00412LL)&&(*g_740)),l_8)),18446744073709551608UL))==l_8)>0xC4D2L),g_405.f5,l_1862[6],g_1533[1],g_1533[1])),g_1200[3][6].f5)),l_10,l_10,l_10))^g_2679.f1)||18446744073709551608UL)||(**g_3034)),l_1862[0]))));
for(g_578=0;(g_578<=1);g_578+=1)
{
uint32_t*l_3093=(void*)0;
const struct S0*****l_3109=(void*)0;
const struct S0*****l_3110= &l_3105;
int32_t l_3111=0L;
int32_t l_3112=(-10L);
(*g_3114)=((safe_sub_func_uint32_t_u_u((safe_sub_func_int64_t_s_s((&g_103==(l_3093=l_3093)),(0xAC92FC19L!=(*l_3087)))),((*l_3087)>=((safe_add_func_int32_t_s_s((l_3113[2]&=(safe_unary_minus_func_int64_t_s((safe_sub_func_int8_t_s_s(((safe_lshift_func_int16_t_s_s(((*g_88)=(safe_lshift_func_uint8_t_u_s((((safe_sub_func_int32_t_s_s((((*l_3110)=l_3105)!=(void*)0),(&g_2341!=l_3110)))>(*l_3087))&&(*g_740)),2))),l_3111))||(*g_1045)),l_3112))))),4294967294UL))&&l_3112)))),&l_3111);
for(g_678=0;(g_678<=1);g_678+=1)
{
l_3087= &l_1862[6];
}
}
if((safe_add_func_int32_t_s_s(0L,(*l_3087))))
{
const int64_t l_3117=(-9L);
(*l_3087)=l_3117;
}
else
{
int32_t l_3132=1L;
uint64_t l_3133=0x2C4695563D729EA3LL;
int32_t*l_3134=(void*)0;
int32_t*l_3135=(void*)0;
int32_t*l_3136= &g_2049[3][5][3];
(*l_3136)^=(safe_add_func_int32_t_s_s(((((safe_lshift_func_int16_t_s_s((*l_3087),(*g_399)))>((0x78L<=((safe_lshift_func_int8_t_s_s(((((0x18B6F24A9A15EC50LL^(g_757<=((safe_lshift_func_uint16_t_u_s(65535UL,(*g_88)))>0x59BBL))),(safe_lshift_func_uint8_t_u_s(((safe_mod_func_int16_t_s_s((safe_mod_func_uint16_t_u_u(((1UL&&(*l_3087))==l_3132),8UL)),1L))|l_3132),7)))>(*l_3087))==1L),l_3132))&l_3133))!=0x74AF2A2EL))>g_522)!=0x09FCL),1L));
}
for(g_1537=22;(g_1537<=26);++g_1537)
{
int64_t l_3141[8]={0x9B9F5C06E851DE82LL,(-1L),0x9B9F5C06E851DE82LL,(-1L),0x9B9F5C06E851DE82LL,(-1L),0x9B9F5C06E851DE82LL,(-1L)};
int32_t l_3142=(-10L);
uint32_t*l_3144= &g_2378.f6;
uint16_t**l_3147= &g_1004;
uint64_t*l_3148=(void*)0;
uint64_t*l_3149= &g_212;
int32_t l_3152=2L;
uint32_t*l_3153= &g_2679.f6;
int32_t l_3206=0xAA50A1EFL;
int32_t l_3252[4][4]={{0xA1DF86FBL,0x4282CE29L,0xA1DF86FBL,0x4282CE29L},{0xA1DF86FBL,0x4282CE29L,0xA1DF86FBL,0x4282CE29L},{0xA1DF86FBL,0x4282CE29L,0xA1DF86FBL,0x4282CE29L},{0xA1DF86FBL,0x4282CE29L,0xA1DF86FBL,0x4282CE29L}};
uint64_t l_3308=18446744073709551615UL;
int16_t****const l_3452= &g_1450;
uint16_t l_3471=6UL;
uint64_t l_3492=0xCB1D3286CD3BD1ECLL;
const int32_t*l_3495= &g_1861[1];
int i,j;
if((safe_sub_func_int32_t_s_s(((*l_3087)=(l_3142=(l_3141[1]=0xB08DF978L))),(((*g_1045)=((((**g_2563)=l_3143[2][1])!=(((*l_3144)--),l_3147))>=(((((--(*l_3149))<0x0D1ACC7F410D6EE7LL)^(((void*)0!=(*g_87))||l_8))&((*l_3153)&=(l_3152<0x7EL)))<0x6D279115154217B6LL)))<l_3152))))
{
int32_t*l_3154[6][6][7]={{{&g_757,&g_1861[2],&g_1861[1],&l_3152,&g_1861[1],&g_1861[2],&g_757},{&l_1862[6],&l_1862[6],&g_2048,&g_1861[1],&g_1861[4],(void*)0,&g_2048},{&g_3088,&g_1861[2],&g_2048,&l_3152,&g_1861[2],&g_1861[2],&g_757},{&g_1861[1],(void*)0,&g_2048,&g_2049[0][4][3],&l_1862[6],&g_2049[0][6][0],&g_2048},{&g_757,&g_1861[4],&g_1861[1],&l_3152,&g_1861[1],&g_1861[4],&g_757},{&g_1861[1],&l_1862[6],(void*)0,&g_1861[1],&l_1862[6],(void*)0,&g_1861[1]}},{{&g_3088,&g_1861[4],&g_2048,&l_3152,&g_1861[2],&g_1861[4],&g_757},{&l_1862[6],(void*)0,(void*)0,&g_2049[0][4][3],&g_1861[4],&g_2049[0][6][0],&g_1861[1]},{&g_757,&g_1861[2],&g_1861[1],&l_3152,&g_1861[1],&g_1861[2],&g_757},{&l_1862[6],&l_1862[6],&g_2048,&g_1861[1],&g_1861[4],(void*)0,&g_2048},{&g_3088,&g_1861[2],&g_2048,&l_3152,&g_1861[2],&g_1861[2],&g_757},{&g_1861[1],(void*)0,&g_2048,&g_2049[0][4][3],&l_1862[6],&g_2049[0][6][0],&g_2048}},{{&g_757,&g_1861[4],&g_1861[1],&l_3152,&g_1861[1],&g_1861[4],&g_757},{&g_1861[1],&l_1862[6],(void*)0,&g_1861[1],&l_1862[6],(void*)0,&g_1861[1]},{&g_3088,&g_1861[4],&g_2048,&l_3152,&g_1861[2],&g_1861[4],&g_757},{&l_1862[6],(void*)0,(void*)0,&g_2049[0][4][3],&g_1861[4],&g_2049[0][6][0],&g_1861[1]},{&g_757,&g_1861[2],&g_1861[1],&l_3152,&g_1861[1],&g_1861[2],&g_757},{&l_1862[6],&l_1862[6],&g_2048,&g_1861[1],&g_1861[4],(void*)0,&g_2048}},{{&g_3088,&g_1861[2],&g_2048,&l_3152,&g_1861[2],&g_1861[2],&g_757},{&g_1861[1],(void*)0,&g_2048,&g_2049[0][4][3],&l_1862[6],&g_2049[0][6][0],&g_2048},{&g_757,&g_1861[4],&g_1861[1],&l_3152,&g_1861[1],&g_1861[4],&g_757},{&g_1861[1],&l_1862[6],(void*)0,&g_1861[1],&l_1862[6],(void*)0,&g_1861[1]},{&g_3088,&g_1861[4],&g_2048,&l_3152,&g_1861[2],&g_1861[4],&g_757},{&l_1862[6],(void*)0,(void*)0,&g_2049[0][4][3],&g_1861[4],&g_2049[0][6][0],&g_1861[1]}},{{&g_757,&g_1861[2],&g_1861[1],&l_3152,&g_1861[1],&g_1861[2],&g_757},{&g_1861[1],&g_1861[1],(void*)0,&l_1862[8],&g_97,&g_2048,(void*)0},{&g_2048,&l_1862[6],&g_1861[1],&g_1861[1],(void*)0,&l_1862[6],&l_1862[0]},{&g_757,&l_1862[6],(void*)0,(void*)0,(void*)0,&g_1861[1],(void*)0},{&l_3142,&g_3088,&g_2049[3][5][3],&g_1861[1],&g_2049[3][5][3],&g_3088,&l_3142},{&g_757,&g_1861[1],&g_3088,&l_1862[8],(void*)0,&g_2048,&g_2049[0][4][3]}},{{&g_2048,&g_3088,&g_1861[1],&g_97,(void*)0,&g_3088,&l_1862[0]},{&g_1861[1],&l_1862[6],&g_3088,(void*)0,&g_97,&g_1861[1],&g_2049[0][4][3]},{&l_3142,&l_1862[6],&g_2049[3][5][3],&g_97,&g_2049[3][5][3],&l_1862[6],&l_3142},{&g_1861[1],&g_1861[1],(void*)0,&l_1862[8],&g_97,&g_2048,(void*)0},{&g_2048,&l_1862[6],&g_1861[1],&g_1861[1],(void*)0,&l_1862[6],&l_1862[0]},{&g_757,&l_1862[6],(void*)0,(void*)0,(void*)0,&g_1861[1],(void*)0}}};
int i,j,k;
l_3154[0][0][2]=l_3154[0][3][0];
}
else
{
return(***g_1106);
}
}
return(**g_3034);
}
static const int32_t func_12(const int16_t*p_13,int16_t*p_14,int16_t*p_15,int16_t*p_16,int16_t*const p_17)
{
uint16_t*const****l_2659= &g_2656;
const int32_t l_2662[3]={0x403F91CBL,0x403F91CBL,0x403F91CBL};
struct S0*l_2678= &g_2679;
int32_t l_2680[3][8]={{(-1L),0L,0L,(-1L),0L,0L,(-1L),0L},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{0L,(-1L),0L,0L,(-1L),0L,0L,(-1L)}};
int32_t*l_2681= &g_97;
int32_t l_2691=(-1L);
int32_t l_2711=0xD6E2B378L;
int32_t l_2717[4];
uint16_t l_2730=0x635BL;
uint64_t*l_2750= &g_1537;
uint64_t**l_2749= &l_2750;
struct S0*****l_2758[1];
int64_t*l_2772= &g_84;
uint64_t**l_2774[2];
uint64_t***l_2773= &l_2774[1];
uint32_t**l_2815= &g_484;
uint16_t l_2819=0UL;
uint32_t l_2846=5UL;
int32_t l_2890=(-8L);
int32_t l_2936=(-1L);
uint32_t l_3021=0x8DBF8DB9L;
int32_t l_3056=8L;
uint8_t l_3059[9]={1UL,0x72L,0x72L,1UL,0x72L,0x72L,1UL,0x72L,0x72L};
int i,j;
for(i=0;i<4;i++)
l_2717[i]=0x3659447CL;
for(i=0;i<1;i++)
l_2758[i]= &g_2341;
for(i=0;i<2;i++)
l_2774[i]= &l_2750;
(*l_2681)|=(((*g_2113)=((safe_sub_func_uint32_t_u_u((safe_mod_func_uint8_t_u_u(((safe_mod_func_uint64_t_u_u((+(safe_sub_func_int16_t_s_s((***g_397),((*g_1004)&=(((((*l_2659)=g_2656)!=(void*)0),((safe_lshift_func_int16_t_s_u(l_2662[0],1))|(safe_mul_func_int16_t_s_s(((*p_16)^=(safe_add_func_int32_t_s_s(l_2662[0],(safe_mul_func_uint8_t_u_u((safe_sub_func_uint8_t_u_u((l_2662[0]|((safe_mod_func_int32_t_s_s((safe_div_func_int8_t_s_s((safe_lshift_func_uint16_t_u_s((!((l_2678==((*g_1170)=l_2678))>(p_17==p_17))),5)),l_2662[0])),l_2662[0]))==(-3L))),255UL)),(*g_2113)))))),l_2662[0])))),1UL))))),l_2662[0]))&&l_2662[1]),l_2662[0])),l_2662[0]))<l_2680[2][0]))>l_2662[1]);
for(g_212=1;(g_212<=4);g_212+=1)
{
uint8_t l_2684=255UL;
int16_t*l_2702=(void*)0;
int16_t*l_2703= &g_348;
int32_t l_2709[1];
int32_t l_2737=0x47DE75E6L;
uint16_t l_2739=0x8145L;
uint32_t l_2744=0xFC706B5FL;
int i;
for(i=0;i<1;i++)
l_2709[i]=0x7F7564D1L;
if(((safe_add_func_uint16_t_u_u((*l_2681),(l_2684<=(safe_sub_func_int32_t_s_s(l_2684,0x2E1E196CL))))),((*l_2681)=((*l_2681)&&(safe_lshift_func_uint8_t_u_u((safe_rshift_func_int16_t_s_s(l_2691,6)),(safe_mod_func_uint16_t_u_u(((safe_sub_func_uint16_t_u_u((safe_add_func_uint32_t_u_u(g_11,(safe_add_func_int16_t_s_s(((*l_2703)&=(safe_lshift_func_uint8_t_u_s((247UL&(-9L)),0))),(*p_15))))),(*g_399)))&0x3779040CD7BEECD8LL),(-1L)))))))))
{
int32_t*l_2704= &g_2049[3][5][3];
int32_t**l_2705= &l_2681;
(*l_2705)=l_2704;
}
else
{
int8_t l_2706[5][10][5]={{{6L,0x0DL,(-2L),0x81L,(-1L)},{0x1EL,0x98L,0x66L,(-5L),0L},{0L,0x22L,0L,0x81L,1L},{(-1L),(-1L),(-5L),(-9L),(-1L)},{(-7L),1L,0xBBL,0x0DL,0xBBL},{0x1EL,0x1EL,(-5L),0L,0x61L},{0L,0xF3L,0L,1L,(-1L)},{(-9L),0L,0x66L,(-3L),(-1L)},{0xBBL,0xF3L,(-2L),0x74L,6L},{0x98L,0x1EL,0x00L,0x66L,0L}},{{4L,1L,1L,1L,4L},{0x98L,(-1L),0xCEL,(-1L),0x1EL},{0xBBL,0x22L,6L,0x0DL,0x69L},{(-9L),0x98L,0x00L,(-1L),0x1EL},{0L,0x0DL,(-1L),0x81L,4L},{0x1EL,0x00L,(-5L),0x1EL,0x1EL},{(-1L),0xE2L,(-1L),0x74L,0xBBL},{(-3L),0x98L,0xCEL,0x00L,(-3L)},{4L,0xF3L,0xACL,0x81L,0xACL},{0x61L,0x07L,0xCEL,(-3L),(-9L)}},{{(-7L),0x0DL,(-1L),0xF3L,0x69L},{0x98L,(-3L),(-5L),(-5L),(-3L)},{0xACL,0x0DL,1L,0x22L,(-1L)},{(-1L),0x07L,0L,0L,0x1EL},{(-2L),0xF3L,0xBBL,0xF3L,(-2L)},{(-1L),0x98L,0x07L,0x66L,0x61L},{0xACL,0xE2L,(-1L),0x81L,0L},{0x98L,0L,0L,0x98L,0x61L},{(-7L),0x81L,6L,0x74L,(-2L)},{0x61L,(-1L),(-5L),0xCEL,0x1EL}},{{4L,0xE2L,4L,0x74L,(-1L)},{(-3L),0x00L,0xCEL,0x98L,(-3L)},{(-1L),0xF3L,0x69L,0x81L,0x69L},{0x61L,0x61L,0xCEL,0x66L,(-9L)},{0L,0x0DL,4L,0xF3L,0xACL},{0x98L,0x66L,(-5L),0L,(-3L)},{0x69L,0x0DL,6L,0x22L,0xBBL},{(-1L),0x61L,0L,(-5L),0x1EL},{(-1L),0xF3L,(-1L),0xF3L,(-1L)},{(-1L),0x00L,0x07L,(-3L),0x61L}},{{0x69L,0xE2L,0xBBL,0x81L,6L},{0x98L,(-1L),0L,0x00L,0x61L},{0L,0x81L,1L,0x74L,(-1L)},{0x61L,0L,(-5L),0x1EL,0x1EL},{(-1L),0xE2L,(-1L),0x74L,0xBBL},{(-3L),0x98L,0xCEL,0x00L,(-3L)},{4L,0xF3L,0xACL,0x81L,0xACL},{0x61L,0x07L,0xCEL,(-3L),(-9L)},{(-7L),0x0DL,(-1L),0xF3L,0x69L},{0x98L,(-3L),(-5L),(-5L),(-3L)}}};
int32_t l_2708=0xDF36022DL;
int32_t l_2710=0x26668491L;
int32_t l_2712=1L;
int32_t l_2713=(-5L);
int32_t l_2714=0x5D054940L;
int32_t l_2715=0x164E03D7L;
int32_t l_2716=5L;
int32_t l_2718=7L;
int32_t l_2720=0xF29BF2DDL;
int32_t l_2721=0x3B3EF07DL;
int32_t l_2722=9L;
int32_t l_2723=0xEBDB0194L;
int32_t l_2724=0x324FC591L;
int32_t l_2725=7L;
int32_t l_2726=(-1L);
int32_t l_2727=(-1L);
int32_t l_2728=(-8L);
int32_t l_2729=8L;
int32_t*l_2733=(void*)0;
int32_t*l_2734= &l_2721;
int32_t*l_2735= &l_2718;
int32_t*l_2736[10];
int64_t l_2738=0xE853A63A8E26C5D3LL;
int i,j,k;
for(i=0;i<10;i++)
l_2736[i]= &g_1861[1];
for(g_668=0;(g_668<=1);g_668+=1)
{
int32_t*l_2707[3];
int16_t l_2719=(-7L);
int i,j;
for(i=0;i<3;i++)
l_2707[i]= &g_1861[1];
l_2730++;
(*g_1713)^=g_113[(g_668+4)][g_668];
}
l_2739++;
}
for(l_2691=0;(l_2691<=1);l_2691+=1)
{
int32_t*l_2742=(void*)0;
int32_t*l_2743[7];
int i,j;
for(i=0;i<7;i++)
l_2743[i]= &g_757;
--l_2744;
if(g_113[(g_212+1)][l_2691])
continue;
}
}
if(((((*l_2681)||(l_2749==((*l_2773)=((safe_sub_func_int64_t_s_s(0x227BA1BF31DB25A6LL,((((safe_div_func_uint32_t_u_u((safe_add_func_int64_t_s_s(((~(((*g_2113)=0xE8L)^(((l_2758[0]==l_2758[0])&&(((*l_2772)=(safe_rshift_func_int16_t_s_s((*l_2681),((*g_88)=(((safe_rshift_func_uint16_t_u_s(((+(safe_lshift_func_int16_t_s_s((+(~(safe_lshift_func_uint8_t_u_u((safe_add_func_uint8_t_u_u((((*l_2681)^(((*l_2681)<(*l_2681))!=1UL))<=(**g_739)),0xA7L)),(*l_2681))))),(*l_2681))))==(*l_2681)),(*p_13)))<=(*l_2681)),0x65AFL)))))&&(**g_739))),(*l_2681))))>=(*l_2681)),0UL)),8L)),(*l_2681)),0x28131E36L)<=(*l_2681)))),&l_2750))))>=(*l_2681))^0x4D0CL))
{
uint8_t l_2778=246UL;
int64_t*****l_2787=(void*)0;
uint16_t l_2812[9][2][9];
int32_t l_2816=0x205E0FE0L;
int32_t*l_2882= &g_97;
int8_t l_2891=6L;
int16_t l_2904=(-5L);
int32_t l_2924=3L;
int32_t l_2925[9][1][2]={{{0xF5F8B799L,0xFC21A6DCL}},{{0xF5F8B799L,0xFC21A6DCL}},{{0xF5F8B799L,0xFC21A6DCL}},{{0xF5F8B799L,0xFC21A6DCL}},{{0xF5F8B799L,0xFC21A6DCL}},{{0xF5F8B799L,0xFC21A6DCL}},{{0xF5F8B799L,0xFC21A6DCL}},{{0xF5F8B799L,0xFC21A6DCL}},{{0xF5F8B799L,0xFC21A6DCL}}};
const uint16_t*const*l_2964=(void*)0;
uint8_t l_2998=255UL;
int64_t*const*l_3032= &g_255[0][0][0];
int i,j,k;
for(i=0;i<9;i++)
{
for(j=0;j<2;j++)
{
for(k=0;k<9;k++)
l_2812[i][j][k]=0xAB44L;
}
}
for(g_1824=0;(g_1824>=0);g_1824-=1)
{
uint64_t l_2775=1UL;
int32_t*l_2788=(void*)0;
uint32_t l_2863=0x46FCE11CL;
uint16_t***const l_2885= &g_1003;
int32_t l_2894=0L;
int32_t l_2902=5L;
int32_t l_2903=0x9B022DD3L;
uint8_t l_2915=1UL;
int32_t l_2930=6L;
int32_t l_2935[10]={(-1L),1L,(-1L),1L,(-1L),1L,(-1L),1L,(-1L),1L};
const int64_t*l_2959= &g_1341;
const int64_t**l_2958= &l_2959;
const int64_t***l_2957= &l_2958;
const int64_t****l_2956= &l_2957;
int16_t****l_3013= &g_1450;
int i;
}
}
else
{
uint16_t l_3080=0x1722L;
for(l_2846=(-26);(l_2846>39);l_2846=safe_add_func_uint8_t_u_u(l_2846,7))
{
int16_t l_3078=0x7418L;
int32_t l_3079=0x29BB2FAAL;
for(g_1810=(-29);(g_1810>=24);g_1810=safe_add_func_int8_t_s_s(g_1810,7))
{
int32_t*l_3066= &l_2717[1];
int32_t*l_3067= &g_2049[4][5][0];
int32_t*l_3068=(void*)0;
int32_t*l_3069= &g_757;
int32_t*l_3070= &l_2717[3];
int32_t*l_3071=(void*)0;
int32_t*l_3072= &g_2049[5][0][1];
int32_t*l_3073= &l_2717[3];
int32_t*l_3074= &g_757;
int32_t*l_3075=(void*)0;
int32_t*l_3076=(void*)0;
int32_t*l_3077[2];
int i;
for(i=0;i<2;i++)
l_3077[i]= &g_1861[1];
l_3080--;
l_3073= &l_3079;
}
}
for(g_84=(-3);(g_84!=(-6));g_84=safe_sub_func_int16_t_s_s(g_84,3))
{
int32_t*l_3085[1];
int32_t l_3086[7]={0x0CC53A14L,0x0CC53A14L,0x0CC53A14L,0x0CC53A14L,0x0CC53A14L,0x0CC53A14L,0x0CC53A14L};
int i;
for(i=0;i<1;i++)
l_3085[i]= &l_2680[0][0];
l_3086[0]=(l_3085[0]!= &l_2680[1][7]);
return(*l_2681);
}
}
return(*l_2681);
}
static int16_t*func_18(uint8_t p_19,const uint64_t p_20)
{
uint32_t***l_1863= &g_483;
int8_t*l_1873= &g_677[0];
uint32_t**l_1877[10];
uint32_t***l_1876[1][8][9]={{{&l_1877[3],&l_1877[2],&l_1877[2],&l_1877[3],&l_1877[2],&l_1877[2],&l_1877[3],&l_1877[2],&l_1877[2]},{&l_1877[2],&l_1877[5],(void*)0,(void*)0,(void*)0,&l_1877[5],&l_1877[2],&l_1877[5],(void*)0},{&l_1877[3],&l_1877[2],&l_1877[2],&l_1877[3],&l_1877[2],&l_1877[2],&l_1877[3],&l_1877[2],&l_1877[2]},{&l_1877[2],&l_1877[5],(void*)0,(void*)0,(void*)0,&l_1877[5],&l_1877[2],&l_1877[5],(void*)0},{&l_1877[3],&l_1877[2],&l_1877[2],&l_1877[3],&l_1877[2],&l_1877[2],&l_1877[3],&l_1877[2],&l_1877[2]},{&l_1877[2],&l_1877[5],(void*)0,(void*)0,(void*)0,&l_1877[5],&l_1877[2],&l_1877[5],(void*)0},{&l_1877[3],&l_1877[2],&l_1877[2],&l_1877[3],&l_1877[2],&l_1877[2],&l_1877[3],&l_1877[2],&l_1877[2]},{&l_1877[2],&l_1877[5],(void*)0,(void*)0,(void*)0,&l_1877[5],&l_1877[2],&l_1877[5],(void*)0}}};
uint32_t****l_1878= &l_1876[0][3][3];
int32_t l_1879=(-1L);
uint64_t l_1880=0x2F8BA52A49475EA7LL;
int8_t l_1881[5]={0xC0L,0xC0L,0xC0L,0xC0L,0xC0L};
int16_t*l_1882[4];
int32_t*l_1883= &g_1861[5];
uint64_t*l_1891= &g_212;
uint64_t**l_1890= &l_1891;
const uint32_t l_1906=18446744073709551608UL;
uint32_t****l_1918[7][10]={{(void*)0,&l_1863,&l_1863,&l_1863,&l_1863,&l_1863,&l_1863,&l_1863,&l_1863,&l_1863},{&l_1863,&l_1863,&l_1863,&l_1863,(void*)0,&l_1863,&l_1863,&l_1863,&l_1863,(void*)0},{&l_1863,&l_1863,&l_1863,&l_1863,&l_1863,(void*)0,&l_1863,&l_1863,&l_1863,&l_1863},{&l_1863,&l_1863,&l_1863,&l_1863,&l_1863,&l_1863,&l_1863,&l_1863,&l_1863,&l_1863},{&l_1863,&l_1863,&l_1863,&l_1863,&l_1863,&l_1863,&l_1863,&l_1863,&l_1863,&l_1863},{(void*)0,&l_1863,&l_1863,&l_1863,&l_1863,&l_1863,&l_1863,&l_1863,&l_1863,&l_1863},{&l_1863,&l_1863,&l_1863,&l_1863,(void*)0,&l_1863,&l_1863,&l_1863,&l_1863,(void*)0}};
int32_t l_1966=7L;
int32_t l_1968=1L;
int32_t l_1969=7L;
int32_t l_1970=0x1C6F71D1L;
int32_t l_1972=0x843336C0L;
struct S0***l_2076= &g_1170;
struct S0****l_2075[1];
uint64_t l_2089=1UL;
uint16_t l_2166[1][9][8]={{{0x5FB2L,65535UL,0x5FB2L,65535UL,0x5FB2L,65535UL,0x5FB2L,65535UL},{0x5FB2L,65535UL,0x5FB2L,65535UL,0x5FB2L,65535UL,0x5FB2L,65535UL},{0x5FB2L,65535UL,0x5FB2L,65535UL,0x5FB2L,65535UL,0x5FB2L,65535UL},{0x5FB2L,65535UL,0x5FB2L,65535UL,0x5FB2L,65535UL,0x5FB2L,65535UL},{0x5FB2L,65535UL,0x5FB2L,65535UL,0x5FB2L,65535UL,0x5FB2L,65535UL},{0x5FB2L,65535UL,0x5FB2L,65535UL,0x5FB2L,65535UL,0x5FB2L,65535UL},{0x5FB2L,65535UL,0x5FB2L,65535UL,0x5FB2L,65535UL,0x5FB2L,65535UL},{0x5FB2L,65535UL,0x5FB2L,65535UL,0x5FB2L,65535UL,0x5FB2L,65535UL},{0x5FB2L,65535UL,0x5FB2L,65535UL,0x5FB2L,65535UL,0x5FB2L,65535UL}}};
const int32_t l_2187=0x1129A15EL;
int32_t l_2192=0xCAAEC655L;
int32_t l_2193=0xF4CFED51L;
int32_t l_2194=3L;
int32_t l_2196=0xB84AD7B1L;
int32_t l_2197=0x88DD6580L;
int32_t l_2198=0L;
int32_t l_2200=0x63A48E68L;
int32_t l_2201=0L;
int8_t l_2205=2L;
int64_t**l_2235= &g_255[1][0][0];
uint16_t l_2236=0xA82CL;
int16_t*****l_2241[2][7]={{&g_1946,&g_1946,&g_1946,&g_1946,&g_1946,&g_1946,&g_1946},{&g_1946,&g_1946,&g_1946,&g_1946,&g_1946,&g_1946,&g_1946}};
uint32_t l_2326=0UL;
int32_t***l_2334= &g_1910[3];
int8_t***l_2469[10][2][9]={{{(void*)0,&g_2112[0],&g_2112[2],&g_2112[3],&g_2112[3],(void*)0,&g_2112[2],&g_2112[3],&g_2112[2]},{&g_2112[2],&g_2112[2],&g_2112[3],&g_2112[2],&g_2112[2],&g_2112[3],&g_2112[2],&g_2112[2],&g_2112[0]}},{{&g_2112[2],&g_2112[2],&g_2112[3],&g_2112[3],(void*)0,(void*)0,&g_2112[2],&g_2112[0],(void*)0},{&g_2112[0],&g_2112[2],&g_2112[0],&g_2112[2],&g_2112[0],&g_2112[2],&g_2112[0],&g_2112[2],&g_2112[0]}},{{&g_2112[2],&g_2112[3],(void*)0,&g_2112[3],&g_2112[2],&g_2112[2],&g_2112[2],&g_2112[2],&g_2112[2]},{&g_2112[0],&g_2112[3],(void*)0,&g_2112[2],&g_2112[2],&g_2112[2],&g_2112[2],(void*)0,&g_2112[3]}},{{&g_2112[2],&g_2112[2],&g_2112[2],&g_2112[3],&g_2112[3],(void*)0,(void*)0,&g_2112[2],&g_2112[0]},{&g_2112[0],&g_2112[2],&g_2112[0],&g_2112[2],(void*)0,&g_2112[2],(void*)0,&g_2112[2],&g_2112[0]}},{{&g_2112[2],&g_2112[2],(void*)0,&g_2112[0],&g_2112[2],&g_2112[3],&g_2112[3],(void*)0,&g_2112[2]},{&g_2112[2],&g_2112[3],&g_2112[2],&g_2112[2],&g_2112[0],&g_2112[0],&g_2112[0],&g_2112[0],&g_2112[2]}},{{(void*)0,&g_2112[3],(void*)0,(void*)0,&g_2112[2],&g_2112[2],(void*)0,&g_2112[2],&g_2112[2]},{&g_2112[2],&g_2112[2],&g_2112[0],&g_2112[2],&g_2112[2],&g_2112[0],&g_2112[2],&g_2112[0],&g_2112[2]}},{{(void*)0,&g_2112[2],&g_2112[2],(void*)0,&g_2112[2],&g_2112[3],(void*)0,&g_2112[2],(void*)0},{&g_2112[2],&g_2112[2],(void*)0,&g_2112[2],&g_2112[0],&g_2112[2],&g_2112[2],&g_2112[2],&g_2112[2]}},{{&g_2112[2],&g_2112[0],(void*)0,&g_2112[0],&g_2112[2],&g_2112[3],&g_2112[2],&g_2112[3],&g_2112[2]},{&g_2112[0],&g_2112[2],&g_2112[2],(void*)0,&g_2112[0],&g_2112[0],&g_2112[2],&g_2112[2],&g_2112[2]}},{{&g_2112[3],(void*)0,(void*)0,(void*)0,(void*)0,&g_2112[3],&g_2112[2],&g_2112[0],(void*)0},{&g_2112[2],&g_2112[2],&g_2112[2],&g_2112[0],&g_2112[2],&g_2112[2],&g_2112[2],&g_2112[2],&g_2112[2]}},{{&g_2112[2],&g_2112[2],&g_2112[2],&g_2112[3],&g_2112[2],&g_2112[2],&g_2112[2],(void*)0,&g_2112[2]},{&g_2112[0],&g_2112[2],&g_2112[2],&g_2112[3],&g_2112[2],&g_2112[2],&g_2112[2],&g_2112[2],(void*)0}}};
int64_t*****l_2476=(void*)0;
uint16_t l_2511=0xE7C9L;
uint8_t l_2524=1UL;
uint64_t*l_2595= &l_1880;
int i,j,k;
for(i=0;i<10;i++)
l_1877[i]= &g_141;
for(i=0;i<4;i++)
l_1882[i]=(void*)0;
for(i=0;i<1;i++)
l_2075[i]= &l_2076;
lbl_1928:
(*g_94)&=((void*)0==l_1863);
lbl_2431:
(*l_1883)&=(safe_rshift_func_uint8_t_u_u((safe_sub_func_uint32_t_u_u((safe_div_func_int16_t_s_s((l_1879=((*g_88)|=(((((p_19>=((safe_mul_func_int8_t_s_s((g_1872,p_20),(*g_1045)))&(((*l_1873)=g_677[1])&(~((p_20==(safe_unary_minus_func_int32_t_s(((((*l_1878)=l_1876[0][7][8])==(void*)0)||(l_1879!=p_19)))))>=l_1880)))))!=p_19)!=l_1881[4]),l_1879)|l_1881[4]))),l_1880)),l_1881[4])),p_20));
if((((*l_1883),((((*l_1883)>=(&g_94== &l_1883)),(safe_lshift_func_int16_t_s_u((safe_mod_func_int16_t_s_s(p_20,((*g_740),(0x7183L^(safe_sub_func_uint32_t_u_u((0L>=(((0x2A63C4FB4CD1CE43LL<=(*l_1883)),(*g_1004)),(*l_1883))),(*l_1883))))))),p_19))),(void*)0))==l_1890))
{
int8_t*l_1905= &g_677[3];
int32_t l_1921=0xE3C18E40L;
int32_t*l_1936= &g_1861[3];
int16_t****l_1944= &g_1450;
int16_t*****l_1943= &l_1944;
int64_t l_1947=(-10L);
int64_t***l_1961= &g_280;
int64_t****l_1960= &l_1961;
uint16_t l_1980=65535UL;
int64_t**l_1990= &g_255[1][0][0];
int64_t***const l_1989= &l_1990;
int64_t***const*l_1988= &l_1989;
int64_t***const**l_1987= &l_1988;
int32_t l_2023=0xC064DCD7L;
int32_t l_2029=0xFF7F0F6CL;
int32_t l_2030=0x6879909BL;
int32_t l_2031=0L;
uint16_t l_2036=1UL;
int32_t*const l_2047[8]={&g_2049[3][5][3],&g_2049[3][5][3],&g_2049[3][5][3],&g_2049[3][5][3],&g_2049[3][5][3],&g_2049[3][5][3],&g_2049[3][5][3],&g_2049[3][5][3]};
int32_t*const*l_2046= &l_2047[2];
struct S0***l_2073=(void*)0;
struct S0****l_2072= &l_2073;
int32_t*l_2087=(void*)0;
int32_t l_2088=5L;
int32_t l_2093=0xCB3170D8L;
int8_t l_2094=0xACL;
uint16_t l_2152=8UL;
int64_t l_2195=0L;
const uint32_t*l_2228= &g_241[3];
const uint32_t**l_2227= &l_2228;
const uint16_t*l_2255= &l_2236;
const uint16_t*const*l_2254= &l_2255;
const uint16_t*const**l_2253= &l_2254;
int32_t l_2256=9L;
struct S0**const l_2411[7]={&g_407[1],&g_407[0],&g_407[1],&g_407[1],&g_407[0],&g_407[1],&g_407[1]};
int32_t**l_2412[4][3]={{&g_684[3],&g_684[3],&g_684[3]},{(void*)0,&g_684[3],&l_2087},{(void*)0,(void*)0,&g_684[3]},{&g_684[3],&g_684[3],&g_684[3]}};
int i,j;
for(g_1414=(-19);(g_1414>=9);g_1414=safe_add_func_int8_t_s_s(g_1414,1))
{
const uint16_t l_1899=0x1982L;
int8_t**l_1904= &l_1873;
int64_t*l_1907[9]={(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
int32_t**const l_1908= &g_684[1];
uint32_t***const*l_1917= &l_1863;
const struct S0*l_1931= &g_1200[3][6];
const struct S0**l_1930= &l_1931;
const struct S0***l_1929= &l_1930;
int16_t*l_1948= &g_11;
int32_t l_1964=1L;
int32_t l_1971=(-2L);
int8_t l_1976=0x1EL;
int32_t l_1997[9][5][5]={{{0xF57F1E88L,3L,0L,(-1L),0xA40BC725L},{1L,0xDF6172C8L,(-1L),0x82465DBCL,0x3A28C543L},{(-10L),3L,0x73D81D8AL,(-5L),0L},{0xC98D7F3CL,0xDF6172C8L,0xDA48C63CL,1L,0xDA48C63CL},{2L,3L,0xA40BC725L,0xDAB068D1L,0x56F31D1FL}},{{0xEC2F70FFL,0xDF6172C8L,1L,7L,0x28B7E4C6L},{0x090EAFF7L,3L,0x56F31D1FL,0x504BBB62L,0x73D81D8AL},{0x5F8E8468L,0xDF6172C8L,0x3A28C543L,(-1L),1L},{0xAA09BDE3L,3L,1L,0xA84A3E50L,1L},{0xDF6172C8L,0xDF6172C8L,0x28B7E4C6L,0L,(-1L)}},{{0xF57F1E88L,3L,0L,(-1L),0xA40BC725L},{1L,0xDF6172C8L,(-1L),0x82465DBCL,0x3A28C543L},{(-10L),3L,0x73D81D8AL,(-5L),0L},{0xC98D7F3CL,0xDF6172C8L,0xDA48C63CL,1L,0xDA48C63CL},{2L,3L,0xA40BC725L,0xDAB068D1L,0x56F31D1FL}},{{0xEC2F70FFL,0xDF6172C8L,1L,7L,0x28B7E4C6L},{0x090EAFF7L,3L,0x56F31D1FL,0x504BBB62L,0x73D81D8AL},{0x5F8E8468L,0xDF6172C8L,0x3A28C543L,(-1L),1L},{0xAA09BDE3L,3L,1L,0xA84A3E50L,1L},{0xDF6172C8L,0xDF6172C8L,0x28B7E4C6L,0L,(-1L)}},{{0xF57F1E88L,3L,0L,(-1L),0xA40BC725L},{1L,0x28B7E4C6L,(-2L),0x15A5EAEEL,0xFD4413F4L},{0x56F31D1FL,0L,0x7AF48BA6L,(-5L),1L},{1L,0x28B7E4C6L,0x557199ECL,0xC16E8726L,0x557199ECL},{0xA40BC725L,0L,0x40D50C27L,0xA63ACEF3L,0xD3B7A268L}},{{0xDA48C63CL,0x28B7E4C6L,0x38CAC335L,0x0098EA97L,3L},{0x73D81D8AL,0L,0xD3B7A268L,0x47939A18L,0x7AF48BA6L},{(-1L),0x28B7E4C6L,0xFD4413F4L,0x889021A2L,0x38CAC335L},{0L,0L,0x8386FC67L,0x5331B155L,0x8386FC67L},{0x28B7E4C6L,0x28B7E4C6L,3L,1L,(-2L)}},{{1L,0L,1L,0xB6C250E1L,0x40D50C27L},{0x3A28C543L,0x28B7E4C6L,(-2L),0x15A5EAEEL,0xFD4413F4L},{0x56F31D1FL,0L,0x7AF48BA6L,(-5L),1L},{1L,0x28B7E4C6L,0x557199ECL,0xC16E8726L,0x557199ECL},{0xA40BC725L,0L,0x40D50C27L,0xA63ACEF3L,0xD3B7A268L}},{{0xDA48C63CL,0x28B7E4C6L,0x38CAC335L,0x0098EA97L,3L},{0x73D81D8AL,0L,0xD3B7A268L,0x47939A18L,0x7AF48BA6L},{(-1L),0x28B7E4C6L,0xFD4413F4L,0x889021A2L,0x38CAC335L},{0L,0L,0x8386FC67L,0x5331B155L,0x8386FC67L},{0x28B7E4C6L,0x28B7E4C6L,3L,1L,(-2L)}},{{1L,0L,1L,0xB6C250E1L,0x40D50C27L},{0x3A28C543L,0x28B7E4C6L,(-2L),0x15A5EAEEL,0xFD4413F4L},{0x56F31D1FL,0L,0x7AF48BA6L,(-5L),1L},{1L,0x28B7E4C6L,0x557199ECL,0xC16E8726L,0x557199ECL},{0xA40BC725L,0L,0x40D50C27L,0xA63ACEF3L,0xD3B7A268L}}};
uint64_t***l_2020= &l_1890;
int8_t l_2034=0x9CL;
int32_t*const*l_2044=(void*)0;
uint8_t*l_2085= &g_113[4][1];
uint64_t l_2095=0UL;
int64_t l_2102=1L;
int16_t l_2199=0x694DL;
uint16_t l_2279=0xE499L;
int i,j,k;
l_1879=(safe_div_func_uint16_t_u_u((((*l_1883)=(g_1896,(((*l_1883),((l_1899>(&l_1863==(void*)0)),(((((((0UL>(((void*)0!= &g_1450)>=((safe_sub_func_int64_t_s_s((((((*l_1904)= &g_677[3])!=l_1905),0x829197CFL),(*****g_1104)),g_385))^(*l_1883))))|0x3BL)|1UL)&l_1899)||l_1906)<=2UL)^p_20))),p_19)))^1UL),l_1899));
for(p_19=0;(p_19<=2);p_19+=1)
{
uint64_t l_1926=0UL;
const uint8_t*l_1940= &g_9;
const uint8_t**l_1939= &l_1940;
int32_t l_1962=0x786DEDCEL;
int64_t l_1967=(-5L);
for(g_668=0;g_668<6;g_668+=1)
{
for(g_9=0;g_9<2;g_9+=1)
{
g_113[g_668][g_9]=253UL;
}
}
if((*g_1394))
continue;
(*g_1909)=l_1908;
for(g_854=2;(g_854>=0);g_854-=1)
{
int64_t l_1927=(-5L);
struct S0****l_1932=(void*)0;
struct S0***l_1934= &g_1170;
struct S0****l_1933= &l_1934;
int32_t**l_1935[6]={&g_684[5],&g_684[5],&g_684[5],&g_684[5],&g_684[5],&g_684[5]};
int i;
for(g_1341=0;(g_1341<=2);g_1341+=1)
{
uint32_t*****l_1919[7][8][4]={{{&l_1918[0][1],&l_1918[6][4],(void*)0,(void*)0},{&l_1918[0][3],(void*)0,&l_1918[1][9],&l_1918[4][7]},{&l_1918[0][3],&l_1918[0][3],&l_1918[0][3],&l_1918[4][7]},{&l_1918[0][3],&l_1918[4][7],&l_1918[4][7],&l_1918[0][3]},{(void*)0,&l_1918[0][3],&l_1918[4][7],&l_1918[1][9]},{&l_1918[0][1],(void*)0,(void*)0,(void*)0},{&l_1918[5][4],(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,&l_1918[0][3],&l_1918[1][9]}},{{&l_1918[0][3],&l_1918[0][3],&l_1918[0][1],&l_1918[0][3]},{(void*)0,&l_1918[4][7],(void*)0,&l_1918[4][7]},{&l_1918[0][1],&l_1918[0][3],&l_1918[4][4],&l_1918[4][7]},{(void*)0,(void*)0,&l_1918[0][3],(void*)0},{&l_1918[0][3],&l_1918[6][4],&l_1918[0][3],(void*)0},{&l_1918[0][3],&l_1918[1][9],&l_1918[0][3],&l_1918[0][3]},{(void*)0,(void*)0,&l_1918[4][4],&l_1918[0][1]},{&l_1918[0][1],(void*)0,(void*)0,(void*)0}},{{(void*)0,(void*)0,&l_1918[0][3],(void*)0},{(void*)0,(void*)0,(void*)0,&l_1918[0][3]},{(void*)0,&l_1918[0][3],&l_1918[0][3],(void*)0},{&l_1918[1][9],&l_1918[0][3],&l_1918[4][6],&l_1918[0][3]},{&l_1918[0][3],(void*)0,&l_1918[6][4],(void*)0},{&l_1918[0][3],&l_1918[0][1],&l_1918[0][3],(void*)0},{(void*)0,(void*)0,(void*)0,&l_1918[0][3]},{&l_1918[4][7],&l_1918[0][3],(void*)0,(void*)0}},{{(void*)0,(void*)0,&l_1918[0][3],&l_1918[0][3]},{&l_1918[0][3],&l_1918[5][4],&l_1918[0][3],&l_1918[4][6]},{(void*)0,&l_1918[0][1],(void*)0,&l_1918[6][4]},{&l_1918[4][7],(void*)0,(void*)0,&l_1918[0][3]},{(void*)0,&l_1918[0][3],&l_1918[0][3],(void*)0},{&l_1918[0][3],&l_1918[0][3],&l_1918[6][4],(void*)0},{&l_1918[0][3],&l_1918[0][3],&l_1918[4][6],&l_1918[0][3]},{&l_1918[1][9],&l_1918[0][1],&l_1918[0][3],&l_1918[0][3]}},{{(void*)0,&l_1918[0][3],(void*)0,(void*)0},{(void*)0,&l_1918[0][3],&l_1918[0][3],(void*)0},{&l_1918[0][1],&l_1918[0][3],(void*)0,&l_1918[0][3]},{&l_1918[0][3],(void*)0,(void*)0,&l_1918[6][4]},{&l_1918[4][7],&l_1918[0][1],&l_1918[0][3],&l_1918[4][6]},{&l_1918[4][4],&l_1918[5][4],(void*)0,&l_1918[0][3]},{&l_1918[4][4],(void*)0,&l_1918[0][3],(void*)0},{&l_1918[4][7],&l_1918[0][3],(void*)0,&l_1918[0][3]}},{{&l_1918[0][3],(void*)0,(void*)0,(void*)0},{&l_1918[0][1],&l_1918[0][1],&l_1918[0][3],(void*)0},{(void*)0,(void*)0,(void*)0,&l_1918[0][3]},{(void*)0,&l_1918[0][3],&l_1918[0][3],(void*)0},{&l_1918[1][9],&l_1918[0][3],&l_1918[4][6],&l_1918[0][3]},{&l_1918[0][3],(void*)0,&l_1918[6][4],(void*)0},{&l_1918[0][3],&l_1918[0][1],&l_1918[0][3],(void*)0},{(void*)0,(void*)0,(void*)0,&l_1918[0][3]}},{{&l_1918[4][7],&l_1918[0][3],(void*)0,(void*)0},{(void*)0,(void*)0,&l_1918[0][3],&l_1918[0][3]},{&l_1918[0][3],&l_1918[5][4],&l_1918[0][3],&l_1918[4][6]},{(void*)0,&l_1918[0][1],(void*)0,&l_1918[6][4]},{&l_1918[4][7],(void*)0,(void*)0,&l_1918[0][3]},{(void*)0,&l_1918[0][3],&l_1918[0][3],(void*)0},{&l_1918[0][3],&l_1918[0][3],&l_1918[6][4],(void*)0},{&l_1918[0][3],&l_1918[0][3],&l_1918[4][6],&l_1918[0][3]}}};
int i,j,k;
(*l_1883)^=p_19;
(*l_1883)=(safe_mul_func_int16_t_s_s(0x9C1BL,(safe_add_func_int32_t_s_s(((safe_mod_func_int8_t_s_s(g_113[4][1],(*g_1045)))>=(((l_1917==(g_1920=l_1918[0][3]))&l_1921),((safe_lshift_func_uint16_t_u_s((**g_1003),7))&&(-7L)))),(safe_lshift_func_int8_t_s_u(l_1926,l_1927))))));
if(p_20)
goto lbl_1928;
(*l_1883)|=(p_19<0x9E0199E8L);
}
if(l_1926)
break;
(*l_1883)=((((((((**g_1170),l_1929)==((*l_1933)= &g_1170))&(((((l_1936= &l_1879)==(void*)0)<=(safe_rshift_func_int8_t_s_s(((*l_1873)^=(((void*)0==l_1939),p_19)),((((*g_1045)=((safe_rshift_func_int16_t_s_u(((((((((g_1945[1]=l_1943)!= &g_1946)==0xCDF1L)<=p_20),l_1907[(g_854+6)])==(void*)0)>=(*g_1045)),p_20),(*g_1004))),(*g_1045)))>p_20)&l_1921))))^0x41A4L)<l_1947)),&g_1449)!= &g_1946),0xEC53L)!=0x98ABL);
return l_1948;
}
for(g_1399=8;(g_1399>=3);g_1399-=1)
{
const struct S0*****l_1956=(void*)0;
int32_t l_1965[6]={0x4CBD40DCL,0L,0x4CBD40DCL,0x4CBD40DCL,0L,0x4CBD40DCL};
int i;
for(g_103=0;(g_103<=8);g_103+=1)
{
uint32_t l_1951=4294967295UL;
(*l_1936)=(p_20&&(safe_mul_func_uint16_t_u_u((**g_1003),(0UL&(l_1951&&9UL)))));
return l_1948;
}
for(l_1947=0;(l_1947<=2);l_1947+=1)
{
int32_t l_1957=0xE71BA1FDL;
int32_t*l_1963[5][6]={{&l_1879,&g_97,&g_757,(void*)0,&l_1921,(void*)0},{(void*)0,&l_1957,&l_1921,&l_1921,&l_1921,&l_1957},{(void*)0,(void*)0,&l_1921,(void*)0,&g_757,&g_97},{&l_1879,&l_1921,(void*)0,(void*)0,(void*)0,(void*)0},{&l_1921,&l_1921,&l_1879,&g_97,&l_1921,(void*)0}};
int i,j,k;
(*l_1883)|=0x7A61A5DFL;
l_1879^=((l_1926==(safe_mod_func_int32_t_s_s((((safe_sub_func_int32_t_s_s(((void*)0!=l_1956),((p_19,((*l_1883)=0x0428B583DE696687LL))==(l_1957||(((((l_1962=(p_20>(safe_div_func_int16_t_s_s((l_1960==(void*)0),(**g_1003)))))<(**g_1003))==0L)==p_20)<=0x3DL)))))<(*g_740))|0x16L),0xDFF8F270L)))&(-1L));
++g_1973[2][1];
l_1962=(*l_1883);
}
(*l_1936)&=l_1976;
if((safe_add_func_uint16_t_u_u((+0xFBL),l_1967)))
{
return(*g_1451);
}
else
{
if((*g_1526))
break;
}
}
}
}
if((safe_mod_func_uint16_t_u_u(65535UL,0xC256L)))
{
int32_t l_2320=0x216D7EC9L;
int32_t l_2321=0x55102697L;
int32_t***l_2335= &g_1910[4];
struct S0****l_2339= &l_2076;
int32_t l_2361=6L;
int32_t l_2362=0x628837D7L;
uint32_t*l_2391[3][8]={{&g_861.f6,(void*)0,&g_861.f6,&g_861.f6,(void*)0,&g_861.f6,&g_861.f6,(void*)0},{(void*)0,&g_861.f6,&g_861.f6,(void*)0,&g_861.f6,&g_861.f6,(void*)0,&g_861.f6},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}};
uint64_t l_2405=0xEEEFA9EDD4806473LL;
int i,j;
for(l_2192=(-4);(l_2192<9);l_2192=safe_add_func_uint64_t_u_u(l_2192,5))
{
int32_t*const l_2318= &l_1970;
int32_t l_2325[1][5][9]={{{0xB2A496EBL,0x5E0BD005L,0xB2A496EBL,0xB2A496EBL,0x5E0BD005L,0xB2A496EBL,0xB2A496EBL,0x5E0BD005L,0xB2A496EBL},{0xB2A496EBL,0x5E0BD005L,0xB2A496EBL,0xB2A496EBL,0x5E0BD005L,0xB2A496EBL,0xB2A496EBL,0x5E0BD005L,0xB2A496EBL},{0xB2A496EBL,0x5E0BD005L,0xB2A496EBL,0xB2A496EBL,0x5E0BD005L,0xB2A496EBL,0xB2A496EBL,0x5E0BD005L,0xB2A496EBL},{0xB2A496EBL,0x5E0BD005L,0xB2A496EBL,0xB2A496EBL,0x5E0BD005L,0xB2A496EBL,0xB2A496EBL,0x5E0BD005L,0xB2A496EBL},{0xB2A496EBL,0x5E0BD005L,0xB2A496EBL,0xB2A496EBL,0x5E0BD005L,0xB2A496EBL,0xB2A496EBL,0x5E0BD005L,0xB2A496EBL}}};
int i,j,k;
for(g_192=16;(g_192==23);g_192=safe_add_func_int16_t_s_s(g_192,1))
{
uint64_t l_2315=0UL;
int32_t l_2323=(-2L);
int32_t l_2324[4];
int i;
for(i=0;i<4;i++)
l_2324[i]=7L;
if(((!((*l_1883)=0x0B8A2E7CL))<l_2315))
{
int32_t**l_2319= &g_684[3];
(**l_2046)=(safe_lshift_func_uint16_t_u_u((p_19&1L),10));
(*l_2319)=l_2318;
if(l_2320)
continue;
}
else
{
int32_t l_2322[10][9][2]={{{0x74E5B049L,0x87DEF5A7L},{0x74E5B049L,8L},{1L,(-4L)},{8L,(-1L)},{2L,0x69FD2B10L},{0x7EE3D984L,(-1L)},{(-1L),1L},{0L,1L},{(-1L),(-1L)}},{{0x7EE3D984L,0x69FD2B10L},{2L,(-1L)},{8L,(-4L)},{1L,8L},{0x74E5B049L,0x87DEF5A7L},{0x74E5B049L,8L},{1L,(-4L)},{8L,(-1L)},{2L,0x69FD2B10L}},{{0x7EE3D984L,(-1L)},{(-1L),1L},{0L,1L},{(-1L),(-1L)},{0x7EE3D984L,0x69FD2B10L},{2L,(-1L)},{8L,(-4L)},{1L,8L},{0x74E5B049L,0x87DEF5A7L}},{{0x74E5B049L,8L},{1L,(-4L)},{8L,(-1L)},{2L,0x69FD2B10L},{0x7EE3D984L,(-1L)},{(-1L),1L},{0L,1L},{(-1L),(-1L)},{0x7EE3D984L,0x69FD2B10L}},{{2L,(-1L)},{8L,(-4L)},{1L,8L},{0x74E5B049L,0x87DEF5A7L},{0x74E5B049L,8L},{1L,(-4L)},{8L,(-1L)},{2L,0x69FD2B10L},{0x7EE3D984L,(-1L)}},{{(-1L),1L},{0L,1L},{(-1L),(-1L)},{0x7EE3D984L,0x69FD2B10L},{2L,(-1L)},{8L,(-4L)},{1L,8L},{0x74E5B049L,0x87DEF5A7L},{0x74E5B049L,8L}},{{1L,(-4L)},{8L,(-1L)},{2L,0x69FD2B10L},{0x7EE3D984L,(-1L)},{(-1L),1L},{(-1L),0L},{0x87DEF5A7L,0x87DEF5A7L},{0x69FD2B10L,(-4L)},{0x74E5B049L,1L}},{{0x7EE3D984L,0xDDD0F98EL},{0L,0x7EE3D984L},{(-1L),8L},{(-1L),0x7EE3D984L},{0L,0xDDD0F98EL},{0x7EE3D984L,1L},{0x74E5B049L,(-4L)},{0x69FD2B10L,0x87DEF5A7L},{0x87DEF5A7L,0L}},{{(-1L),0L},{0x87DEF5A7L,0x87DEF5A7L},{0x69FD2B10L,(-4L)},{0x74E5B049L,1L},{0x7EE3D984L,0xDDD0F98EL},{0L,0x7EE3D984L},{(-1L),8L},{(-1L),0x7EE3D984L},{0L,0xDDD0F98EL}},{{0x7EE3D984L,1L},{0x74E5B049L,(-4L)},{0x69FD2B10L,0x87DEF5A7L},{0x87DEF5A7L,0L},{(-1L),0L},{0x87DEF5A7L,0x87DEF5A7L},{0x69FD2B10L,(-4L)},{0x74E5B049L,1L},{0x7EE3D984L,0xDDD0F98EL}}};
int i,j,k;
if(g_1414)
goto lbl_1928;
--l_2326;
}
l_2321=p_19;
}
}
for(g_522=(-23);(g_522>=(-13));g_522++)
{
struct S0*****l_2338= &l_2075[0];
struct S0*****l_2340[2];
int i;
for(i=0;i<2;i++)
l_2340[i]= &l_2072;
(**l_2046)=(((**l_1890)=(!(safe_rshift_func_uint16_t_u_s((l_2334!=l_2335),4))))<(((*l_2338)=g_2336)!=(g_2341=l_2339)));
}
for(l_2029=27;(l_2029==26);l_2029=safe_sub_func_int64_t_s_s(l_2029,8))
{
int32_t*l_2348= &l_2201;
int32_t l_2351=8L;
int32_t l_2354=0xC3C61D2EL;
int32_t l_2357=0x04801D3CL;
int32_t l_2363=(-1L);
int32_t l_2365=0L;
struct S0*l_2377= &g_2378;
uint16_t*l_2404= &l_1980;
for(g_854=0;(g_854!=24);g_854=safe_add_func_uint64_t_u_u(g_854,8))
{
int32_t*l_2350= &l_1969;
int32_t l_2352=0x452B0610L;
int32_t l_2358=0xFCDC455AL;
int32_t l_2364=0x0FC580C8L;
int32_t l_2366=0x509578A6L;
uint32_t l_2367=0UL;
int8_t***l_2386=(void*)0;
for(l_2036=0;(l_2036<5);l_2036++)
{
int32_t**l_2349=(void*)0;
int32_t l_2353=0xC6D32E1AL;
int32_t l_2356=(-1L);
int32_t l_2359=0L;
int32_t l_2360[9][1][3]={{{0x58BF0F89L,0x58BF0F89L,0xE1BE5EA2L}},{{0x49564AF7L,(-9L),0x4EFACDBCL}},{{0L,0x58BF0F89L,0L}},{{0L,0x49564AF7L,0x58BF0F89L}},{{0x49564AF7L,0L,0L}},{{0x58BF0F89L,0L,0x4EFACDBCL}},{{(-9L),0x49564AF7L,0xE1BE5EA2L}},{{0x58BF0F89L,0x58BF0F89L,0xE1BE5EA2L}},{{0x49564AF7L,(-9L),0x4EFACDBCL}}};
int i,j,k;
l_2350=l_2348;
(*g_1780)=l_2348;
l_2367++;
(**l_2046)=(((((***l_1989)=(p_19<(safe_lshift_func_int16_t_s_u((!((**g_1003)=(safe_div_func_int16_t_s_s(((p_20^(safe_lshift_func_int8_t_s_s((((p_19>((***g_1106)>((void*)0!=l_2377)))>=(((*l_2350)=(!((*l_2350)||((safe_lshift_func_uint16_t_u_s((safe_mul_func_uint16_t_u_u(0x4733L,((safe_lshift_func_int16_t_s_s((((((&g_2112[2]==l_2386)!=g_2048),(**g_483)),(*l_1936)),(-3L)),p_19))<=65528UL))),p_20))&(*g_88)))))|0xF3299C26L))==(*l_1883)),1)))&(*g_88)),0x1822L)))),13))))&&1L)&&p_19)&&p_19);
}
}
l_2348=(void*)0;
(*l_1883)=(safe_rshift_func_int16_t_s_u(((safe_lshift_func_uint16_t_u_u((p_19,((g_141=l_1936)!=l_2391[0][7])),((*l_2404)^=((*g_1004)=(0x4E0973C7L<=((**g_398)!=(safe_add_func_uint8_t_u_u((0x9CC64820L!=(safe_mod_func_uint8_t_u_u(((safe_mod_func_int8_t_s_s((p_19!=(--(*l_1891))),((safe_lshift_func_int8_t_s_u((((safe_rshift_func_int16_t_s_u((((void*)0!=(*l_2072))&0x1BL),13)),g_2378.f3),(*g_2113)),(*g_1045))),0xE2L)))^g_861.f1),p_20))),5L))))))))==4294967292UL),(*l_1883)));
l_2405--;
}
g_2408[0][2][0]++;
}
else
{
(*l_1936)=(l_2411[0]==(*g_1169));
}
l_1883=(void*)0;
}
else
{
int16_t**const**l_2417=(void*)0;
int32_t l_2426=0xAEECEFAAL;
int32_t l_2446=(-7L);
int32_t l_2450=0x71830327L;
int32_t l_2451=0xD2588707L;
int32_t l_2453=0x08C8D9B6L;
int32_t l_2454[8][2]={{0L,0L},{0L,0L},{0L,0L},{0L,0L},{0L,0L},{0L,0L},{0L,0L},{0L,0L}};
uint32_t****l_2470=(void*)0;
int64_t*****l_2593=(void*)0;
uint32_t**l_2594= &g_141;
uint8_t l_2620=0x7BL;
uint64_t l_2644=0UL;
int i,j;
if(((safe_sub_func_int16_t_s_s((safe_div_func_int64_t_s_s((l_2417==((((safe_mod_func_int64_t_s_s((safe_lshift_func_int8_t_s_u(((((((*g_1998)=(*g_1998))==(void*)0),3UL)&((safe_lshift_func_uint16_t_u_u((((l_2426==p_19)==l_2426)|((**g_739),(g_2427,g_2428))),13))>=l_2426)),p_20),(*g_1045))),p_19)),0x6F06CA2DL)>=p_20),(void*)0)),p_20)),l_2426))>1UL))
{
int8_t l_2435=0xA7L;
int32_t l_2442=0L;
int32_t l_2448=1L;
int32_t l_2449=0x19619D59L;
int32_t l_2452[9][6]={{0x1A0B69C9L,(-1L),(-1L),(-1L),(-1L),0x1A0B69C9L},{(-1L),(-1L),0x1A0B69C9L,(-1L),0xC0C323BEL,(-1L)},{(-1L),(-1L),0L,(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),0xAA4D1643L,0xAA4D1643L},{(-1L),0xC0C323BEL,0xC0C323BEL,(-1L),0L,0xAA4D1643L},{0x1A0B69C9L,0xAA4D1643L,(-1L),(-1L),(-1L),(-1L)},{0L,0x0E99874EL,0L,0x62A765B6L,(-1L),(-1L)},{(-1L),0xAA4D1643L,0x1A0B69C9L,0L,0L,0x1A0B69C9L},{0xC0C323BEL,0xC0C323BEL,(-1L),0L,0xAA4D1643L,0x62A765B6L}};
const int64_t*l_2464=(void*)0;
const int64_t*const*l_2463= &l_2464;
const int64_t*const**l_2462[5]={&l_2463,&l_2463,&l_2463,&l_2463,&l_2463};
const int32_t**l_2471= &g_248;
int i,j;
for(l_2196=(-25);(l_2196>(-22));++l_2196)
{
int32_t l_2443=0x24DF3FE5L;
int32_t l_2444=0xC3C2260EL;
int32_t l_2447[3];
uint16_t l_2455=8UL;
int i;
for(i=0;i<3;i++)
l_2447[i]=(-1L);
if(g_405.f3)
goto lbl_2431;
for(g_471=(-26);(g_471!=42);g_471=safe_add_func_uint8_t_u_u(g_471,4))
{
int32_t l_2436=0x1A0B4901L;
int32_t*l_2437= &l_1970;
int32_t*l_2438= &l_1970;
int32_t*l_2439= &g_2048;
int32_t*l_2440= &g_757;
int32_t*l_2441[8];
int i;
for(i=0;i<8;i++)
l_2441[i]= &l_1968;
(*l_1883)=(~(*g_1045));
++l_2455;
l_2444&=(safe_rshift_func_int16_t_s_u(l_2447[1],(l_2452[2][4]=l_2451)));
for(l_2194=0;(l_2194<=(-4));l_2194--)
{
(*l_2440)=((void*)0!=l_2462[2]);
if((*l_1883))
break;
}
}
for(l_2455=(-21);(l_2455>=3);l_2455++)
{
l_2442=0x1DF6918CL;
for(l_2192=0;(l_2192>(-7));l_2192--)
{
if((*l_1883))
break;
}
}
l_2469[8][1][2]= &g_2112[2];
}
(*l_1883)=(g_1920!=l_2470);
(*l_2471)=(void*)0;
for(l_2448=(-12);(l_2448>(-16));l_2448=safe_sub_func_uint8_t_u_u(l_2448,9))
{
(*l_1883)=(safe_sub_func_int8_t_s_s(((void*)0!=l_2476),0xD0L));
}
}
else
{
int64_t l_2477=0xD8AEBAF2F5ABC456LL;
int32_t*l_2478= &l_2454[4][0];
int32_t l_2516=(-8L);
int32_t l_2532=(-1L);
uint32_t****const*l_2553= &l_1918[2][0];
int8_t l_2605=2L;
uint32_t l_2607=4294967287UL;
int32_t l_2643=(-8L);
if(((*l_2478)|=((*l_1883)=l_2477)))
{
int32_t*l_2482= &g_520[0][8][1];
int32_t**l_2481[8][5]={{&l_2482,&l_2482,(void*)0,&l_2482,&l_2482},{&l_2482,(void*)0,&l_2482,(void*)0,&l_2482},{&l_2482,&l_2482,(void*)0,&l_2482,&l_2482},{&l_2482,(void*)0,&l_2482,(void*)0,&l_2482},{&l_2482,&l_2482,(void*)0,&l_2482,&l_2482},{&l_2482,(void*)0,&l_2482,&l_2482,(void*)0},{&l_2482,(void*)0,&l_2482,(void*)0,&l_2482},{(void*)0,&l_2482,&l_2482,&l_2482,(void*)0}};
uint16_t***l_2484=(void*)0;
int i,j;
for(g_348=0;(g_348==28);++g_348)
{
int32_t***l_2483= &l_2481[6][4];
(*l_2483)=l_2481[4][1];
}
(*l_1883)=(&g_1003==(g_1114,l_2484));
}
else
{
int64_t l_2509=0L;
int8_t l_2510=3L;
int32_t l_2512=(-1L);
int32_t l_2533=1L;
int32_t l_2535=0xB8898196L;
int32_t l_2536=0L;
const int64_t*const**l_2542=(void*)0;
const int64_t*const***l_2541= &l_2542;
const int64_t*const****l_2540= &l_2541;
const uint16_t***const*l_2567=(void*)0;
uint32_t**l_2590= &g_141;
int32_t l_2606=0xFB345426L;
for(l_2200=0;(l_2200==(-22));l_2200=safe_sub_func_int16_t_s_s(l_2200,8))
{
int8_t l_2505=(-1L);
int32_t l_2513=(-2L);
int32_t l_2534[2];
int32_t*l_2596= &l_2532;
int32_t*l_2597= &l_2197;
int32_t*l_2598= &l_2513;
int32_t*l_2599= &l_2454[1][1];
int32_t*l_2600= &l_1969;
int32_t*l_2601= &l_2446;
int32_t*l_2602= &l_1972;
int32_t*l_2603= &l_2197;
int32_t*l_2604[8]={(void*)0,(void*)0,&l_2446,(void*)0,(void*)0,&l_2446,(void*)0,(void*)0};
int i;
for(i=0;i<2;i++)
l_2534[i]=0xD6C5C708L;
}
}
for(l_2446=(-26);(l_2446>(-2));l_2446=safe_add_func_uint64_t_u_u(l_2446,8))
{
int16_t***l_2635= &g_1451;
int64_t l_2638=0x254403C0CA1D77B5LL;
int32_t*l_2639= &l_2454[3][0];
int32_t l_2640=0xE0482155L;
int32_t*l_2641= &l_2194;
int32_t*l_2642[9]={&l_2516,&l_2516,&l_2516,&l_2516,&l_2516,&l_2516,&l_2516,&l_2516,&l_2516};
int i;
(*l_2478)|=(p_19,8L);
l_2532=(((*l_2478)^=(*l_1883))||(safe_rshift_func_uint8_t_u_u(((safe_mul_func_uint16_t_u_u(((safe_add_func_int16_t_s_s(l_2620,((*l_2478)^(*l_2478))))<=(safe_rshift_func_int16_t_s_s(7L,13))),(safe_mod_func_int8_t_s_s((safe_lshift_func_uint16_t_u_u((safe_mul_func_int8_t_s_s((safe_sub_func_uint32_t_u_u((safe_div_func_uint32_t_u_u((safe_div_func_uint64_t_u_u(((void*)0!=l_2635),(safe_sub_func_uint64_t_u_u(((((*g_88)^=((*g_2113)<p_20)),l_2638)^1UL),p_20)))),4294967295UL)),0xC058D70EL)),0x54L)),p_19)),l_2638))))||p_19),3)));
l_2644--;
}
}
}
return(*g_1451);
}
static int64_t func_21(int16_t p_22,uint32_t p_23,uint16_t p_24,int16_t p_25,uint64_t p_26)
{
return p_23;
}
static int16_t func_33(int16_t*p_34,int64_t p_35,int32_t p_36,uint8_t p_37)
{
uint16_t l_58=0x8325L;
uint32_t l_67=4294967295UL;
uint64_t*l_1202=(void*)0;
uint64_t*l_1203[9]={&g_212,&g_212,&g_212,&g_212,&g_212,&g_212,&g_212,&g_212,&g_212};
int32_t l_1204=(-1L);
int16_t*l_1205= &g_11;
int32_t*l_1859=(void*)0;
int32_t*l_1860= &g_1861[1];
int i;
(*l_1860)|=(g_11||(g_11>=(safe_rshift_func_int16_t_s_u((func_40(func_44(((l_1204=(0UL>(safe_unary_minus_func_uint16_t_u(((safe_add_func_int32_t_s_s((+p_37),func_54(l_58,((safe_div_func_int8_t_s_s((safe_sub_func_uint16_t_u_u((safe_rshift_func_int8_t_s_s(((void*)0!= &g_11),((safe_add_func_uint64_t_u_u(l_67,g_11)),g_11))),0L)),l_58)),0L),&g_11)))>(*g_399)))))),7L),l_58,l_1205,(*g_141),l_1205),p_36,l_58)||l_1204),l_58))));
return(*l_1860);
}
static int8_t func_40(int16_t*p_41,uint32_t p_42,uint64_t p_43)
{
int32_t l_1545=0xE160848DL;
int32_t l_1546[7][5][7]={{{(-1L),0x3F240D12L,0L,0xDE0477EFL,0xB56F5793L,4L,0x9CF2A0BEL},{0x8F0A8034L,0L,0x9BC76083L,(-10L),0xB69A63C3L,4L,(-7L)},{0xB3F0A4D1L,0L,4L,0x35CD58C1L,0L,1L,1L},{0L,0x23D88FCCL,0L,0x84FCA976L,(-10L),0x84FCA976L,0L},{(-1L),(-1L),0L,4L,0x430F8B5CL,4L,0x13E285AAL}},{{0x844790D4L,4L,1L,0L,0xB76A6BF3L,0x3F240D12L,0xA85CA207L},{0x9CF2A0BEL,2L,0x61DF3503L,1L,0x430F8B5CL,(-10L),1L},{0xF2560FDDL,0x5BFF76E3L,0xB56F5793L,7L,(-10L),0xDFC593F0L,0x892C8B26L},{0xEA30FC55L,0xDF75C26AL,0xB76A6BF3L,0xA85CA207L,0L,0L,8L},{7L,0x661CE0ECL,5L,(-6L),0xB69A63C3L,0x5BFF76E3L,0xDE0477EFL}},{{0x15AC2F9BL,0L,0x892C8B26L,(-5L),0xB56F5793L,0L,0xEA30FC55L},{1L,0xF2560FDDL,0L,5L,0x50E99040L,0x9BC76083L,7L},{0L,(-6L),0x6CBE23DFL,0x7050C2C8L,(-4L),(-1L),(-1L)},{0xDE0477EFL,0L,6L,0x7050C2C8L,0x5BFF76E3L,0x13E285AAL,(-1L)},{0L,0x844790D4L,0xA85CA207L,5L,1L,(-1L),0L}},{{4L,0x6E18499CL,0x41C8A9FCL,(-5L),9L,0x844790D4L,0L},{6L,0x35CD58C1L,0x7050C2C8L,(-6L),0x364EF760L,0x17EDF7F7L,0L},{0x5DB33133L,8L,0xE8ADC5C7L,0xA85CA207L,4L,2L,0x41C8A9FCL},{(-1L),(-1L),0x15AC2F9BL,7L,0x15AC2F9BL,(-1L),(-1L)},{0x6E18499CL,0xB56F5793L,8L,1L,(-1L),0x35CD58C1L,0x1F154A0FL}},{{0x7050C2C8L,0L,0L,0L,0xF2560FDDL,1L,0x61DF3503L},{(-4L),0xA85CA207L,8L,4L,0L,0xB2411D34L,(-7L)},{0x6E18499CL,0x52D7B0DAL,0L,(-4L),0xEA30FC55L,0x430F8B5CL,0xEFAC5796L},{(-5L),0L,1L,0x13E285AAL,0x9BE35010L,0x94F6934CL,0xF2560FDDL},{0xA79D1F88L,0x61DF3503L,0L,0x3F240D12L,0x50E99040L,0xB76A6BF3L,0L}},{{0L,0x4347188CL,0xE8ADC5C7L,(-4L),(-1L),(-6L),0x61DF3503L},{(-3L),0L,0x8F0A8034L,0x23D88FCCL,0x7E56A338L,0x89DCFB7DL,0L},{(-10L),0L,0x8D0ED5ADL,0x15AC2F9BL,0xB2411D34L,0x84FCA976L,(-1L)},{0xB5390238L,0L,0x89DCFB7DL,0x1F154A0FL,(-1L),0xDFC593F0L,0x84FCA976L},{1L,0L,0xDF75C26AL,0xB56F5793L,0x3CBE6787L,(-5L),(-1L)}},{{0x17EDF7F7L,0x4347188CL,(-1L),0x892C8B26L,8L,0x3CBE6787L,0xB3F0A4D1L},{0x892C8B26L,0x61DF3503L,0x5BFF76E3L,0x8D0ED5ADL,0L,6L,0x1F154A0FL},{0x61DF3503L,0L,0x41C8A9FCL,0x044D42D4L,0x8D0ED5ADL,0x9CF2A0BEL,0x9CF2A0BEL},{4L,0x52D7B0DAL,0L,0x52D7B0DAL,4L,(-1L),0x23D761E2L},{(-3L),0x8F0A8034L,0x50E99040L,0L,0x430F8B5CL,(-4L),0L}}};
uint32_t*l_1688[3][3];
int32_t*l_1726[7][3]={{&l_1546[3][2][3],&l_1546[3][2][3],&l_1546[3][2][3]},{&g_97,&g_97,&g_97},{&l_1546[3][2][3],&l_1546[3][2][3],&l_1546[3][2][3]},{&g_97,&g_97,&g_97},{&l_1546[3][2][3],&l_1546[3][2][3],&l_1546[3][2][3]},{&g_97,&g_97,&g_97},{&l_1546[3][2][3],&l_1546[3][2][3],&l_1546[3][2][3]}};
uint32_t***l_1748= &g_483;
uint16_t**l_1778[6][8][5]={{{&g_1004,&g_1004,&g_1004,&g_1004,&g_1004},{&g_1004,&g_1004,&g_1004,&g_1004,&g_1004},{(void*)0,&g_1004,&g_1004,&g_1004,&g_1004},{&g_1004,&g_1004,&g_1004,(void*)0,(void*)0},{&g_1004,&g_1004,&g_1004,&g_1004,&g_1004},{&g_1004,&g_1004,&g_1004,&g_1004,(void*)0},{&g_1004,&g_1004,&g_1004,&g_1004,&g_1004},{&g_1004,&g_1004,&g_1004,(void*)0,&g_1004}},{{(void*)0,&g_1004,&g_1004,&g_1004,&g_1004},{&g_1004,&g_1004,&g_1004,(void*)0,(void*)0},{&g_1004,&g_1004,&g_1004,&g_1004,&g_1004},{&g_1004,&g_1004,&g_1004,(void*)0,(void*)0},{&g_1004,&g_1004,&g_1004,&g_1004,&g_1004},{&g_1004,&g_1004,&g_1004,(void*)0,&g_1004},{&g_1004,&g_1004,&g_1004,&g_1004,&g_1004},{&g_1004,&g_1004,&g_1004,&g_1004,&g_1004}},{{&g_1004,&g_1004,&g_1004,&g_1004,&g_1004},{&g_1004,&g_1004,&g_1004,&g_1004,&g_1004},{(void*)0,&g_1004,(void*)0,&g_1004,&g_1004},{&g_1004,&g_1004,&g_1004,&g_1004,&g_1004},{(void*)0,&g_1004,&g_1004,&g_1004,&g_1004},{&g_1004,&g_1004,&g_1004,&g_1004,&g_1004},{&g_1004,&g_1004,(void*)0,&g_1004,&g_1004},{&g_1004,&g_1004,&g_1004,&g_1004,&g_1004}},{{&g_1004,&g_1004,&g_1004,&g_1004,&g_1004},{&g_1004,&g_1004,&g_1004,&g_1004,&g_1004},{(void*)0,&g_1004,&g_1004,&g_1004,&g_1004},{&g_1004,&g_1004,&g_1004,&g_1004,&g_1004},{&g_1004,&g_1004,&g_1004,&g_1004,(void*)0},{&g_1004,&g_1004,&g_1004,&g_1004,&g_1004},{&g_1004,&g_1004,&g_1004,&g_1004,&g_1004},{&g_1004,&g_1004,&g_1004,&g_1004,&g_1004}},{{(void*)0,&g_1004,(void*)0,&g_1004,&g_1004},{&g_1004,&g_1004,&g_1004,&g_1004,&g_1004},{(void*)0,&g_1004,&g_1004,&g_1004,&g_1004},{&g_1004,&g_1004,&g_1004,&g_1004,&g_1004},{&g_1004,&g_1004,(void*)0,&g_1004,&g_1004},{&g_1004,&g_1004,&g_1004,&g_1004,&g_1004},{&g_1004,&g_1004,&g_1004,&g_1004,&g_1004},{&g_1004,&g_1004,&g_1004,&g_1004,&g_1004}},{{(void*)0,&g_1004,&g_1004,&g_1004,&g_1004},{&g_1004,&g_1004,&g_1004,&g_1004,&g_1004},{&g_1004,&g_1004,&g_1004,&g_1004,(void*)0},{&g_1004,&g_1004,&g_1004,&g_1004,&g_1004},{&g_1004,&g_1004,&g_1004,&g_1004,&g_1004},{&g_1004,&g_1004,&g_1004,&g_1004,&g_1004},{(void*)0,&g_1004,(void*)0,&g_1004,&g_1004},{&g_1004,&g_1004,&g_1004,&g_1004,&g_1004}}};
uint16_t**l_1779= &g_1004;
uint16_t***l_1800= &g_1003;
uint32_t**l_1834= &l_1688[0][0];
uint32_t**const*l_1833= &l_1834;
int32_t l_1843=(-1L);
int16_t l_1851[9][7]={{0L,0xFFF1L,0L,0x24EAL,0x24EAL,0L,0xFFF1L},{0x24EAL,0xFFF1L,(-1L),(-1L),0xFFF1L,0x24EAL,0xFFF1L},{0L,0x24EAL,0x24EAL,0L,0xFFF1L,0L,0x24EAL},{1L,1L,0x24EAL,(-1L),0x24EAL,1L,0x24EAL},{0x24EAL,0L,0xFFF1L,0L,0x24EAL,0x24EAL,0L},{(-1L),1L,(-1L),0L,0L,(-1L),1L},{0L,1L,0xFFF1L,0xFFF1L,1L,0L,1L},{(-1L),0L,0L,(-1L),1L,(-1L),0L},{0x24EAL,0x24EAL,0L,0xFFF1L,0L,0x24EAL,0x24EAL}};
int32_t l_1852=(-1L);
uint16_t l_1853=0xCD26L;
int16_t****l_1858[8][8][1]={{{(void*)0},{&g_1450},{&g_1450},{(void*)0},{&g_1450},{(void*)0},{&g_1450},{&g_1450}},{{(void*)0},{&g_1450},{&g_1450},{&g_1450},{&g_1450},{&g_1450},{&g_1450},{&g_1450}},{{&g_1450},{&g_1450},{(void*)0},{&g_1450},{&g_1450},{(void*)0},{&g_1450},{(void*)0}},{{&g_1450},{&g_1450},{(void*)0},{&g_1450},{&g_1450},{&g_1450},{&g_1450},{&g_1450}},{{&g_1450},{&g_1450},{&g_1450},{&g_1450},{(void*)0},{&g_1450},{&g_1450},{(void*)0}},{{&g_1450},{(void*)0},{&g_1450},{&g_1450},{(void*)0},{&g_1450},{&g_1450},{&g_1450}},{{&g_1450},{&g_1450},{&g_1450},{&g_1450},{&g_1450},{&g_1450},{(void*)0},{&g_1450}},{{&g_1450},{(void*)0},{&g_1450},{(void*)0},{&g_1450},{&g_1450},{(void*)0},{&g_1450}}};
int16_t*****l_1857= &l_1858[5][7][0];
int i,j,k;
for(i=0;i<3;i++)
{
for(j=0;j<3;j++)
l_1688[i][j]= &g_393;
}
if(l_1545)
{
int32_t l_1585[3];
int32_t l_1589=0x04812B6EL;
struct S0*****l_1591=(void*)0;
int32_t l_1625[1][1][2];
uint8_t*const l_1626= &g_113[4][1];
uint32_t l_1641[4];
int32_t l_1651=0L;
int32_t l_1653=0x33BC40A8L;
int32_t l_1662[1];
uint16_t l_1811=65535UL;
int i,j,k;
for(i=0;i<3;i++)
l_1585[i]=0L;
for(i=0;i<1;i++)
{
for(j=0;j<1;j++)
{
for(k=0;k<2;k++)
l_1625[i][j][k]=0xC8429A93L;
}
}
for(i=0;i<4;i++)
l_1641[i]=1UL;
for(i=0;i<1;i++)
l_1662[i]=1L;
lbl_1717:
(*g_1460)=l_1546[6][4][5];
lbl_1724:
for(g_84=7;(g_84>=2);g_84-=1)
{
int32_t*l_1555= &g_97;
uint16_t*l_1612= &g_678;
int16_t l_1646=0x4FDEL;
int32_t l_1650=1L;
int32_t l_1654=0xC6489090L;
int32_t l_1655=0x092D6340L;
int32_t l_1657=(-7L);
int32_t l_1712=0x1B2F8EBFL;
(*l_1555)&=((safe_add_func_int16_t_s_s(0L,(*g_1004)))>(safe_lshift_func_int16_t_s_s((safe_sub_func_uint32_t_u_u(0x80265EC9L,((safe_div_func_uint32_t_u_u(0x00134FB4L,4294967295UL))||0UL))),12)));
if(p_43)
break;
for(l_1545=6;(l_1545>=0);l_1545-=1)
{
int16_t****l_1558= &g_1450;
int32_t l_1586[1][7][5];
struct S0*l_1603= &g_861;
int i,j,k;
for(i=0;i<1;i++)
{
for(j=0;j<7;j++)
{
for(k=0;k<5;k++)
l_1586[i][j][k]=(-1L);
}
}
for(g_624=1;(g_624>=0);g_624-=1)
{
int8_t l_1587=0x97L;
struct S0****l_1593=(void*)0;
struct S0*****l_1592[5]={(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
uint64_t*l_1604=(void*)0;
uint64_t*l_1605= &g_1114;
int i;
for(g_471=0;(g_471<=7);g_471+=1)
{
int32_t l_1571=0L;
uint8_t l_1584=0xE3L;
uint32_t*l_1588[5][8][6]={{{&g_1200[3][6].f6,&g_1200[3][6].f6,(void*)0,&g_861.f6,(void*)0,(void*)0},{&g_393,&g_393,(void*)0,&g_405.f6,(void*)0,&g_393},{(void*)0,(void*)0,&g_1200[3][6].f6,(void*)0,(void*)0,(void*)0},{&g_393,&g_393,&g_393,&g_861.f6,(void*)0,&g_393},{&g_861.f6,&g_861.f6,(void*)0,(void*)0,&g_393,(void*)0},{&g_405.f6,&g_103,(void*)0,(void*)0,&g_405.f6,&g_861.f6},{&g_861.f6,(void*)0,&g_405.f6,&g_861.f6,&g_393,&g_405.f6},{&g_393,(void*)0,&g_861.f6,(void*)0,&g_393,&g_103}},{{(void*)0,&g_405.f6,(void*)0,&g_405.f6,&g_405.f6,&g_861.f6},{&g_393,&g_393,(void*)0,&g_861.f6,&g_393,&g_393},{&g_1200[3][6].f6,&g_405.f6,(void*)0,&g_1200[3][6].f6,&g_861.f6,&g_393},{(void*)0,(void*)0,&g_393,&g_393,&g_861.f6,&g_1200[3][6].f6},{&g_103,&g_861.f6,&g_103,&g_393,&g_103,(void*)0},{(void*)0,&g_393,&g_861.f6,&g_1200[3][6].f6,(void*)0,(void*)0},{(void*)0,&g_393,&g_861.f6,(void*)0,&g_393,&g_103},{&g_861.f6,(void*)0,&g_861.f6,&g_1200[3][6].f6,&g_861.f6,&g_1200[3][6].f6}},{{(void*)0,&g_103,&g_103,&g_393,&g_861.f6,&g_405.f6},{(void*)0,(void*)0,(void*)0,&g_393,&g_393,&g_1200[3][6].f6},{&g_861.f6,&g_861.f6,&g_861.f6,&g_393,&g_861.f6,(void*)0},{&g_103,&g_405.f6,&g_103,&g_861.f6,(void*)0,&g_393},{(void*)0,&g_393,&g_393,(void*)0,&g_103,&g_861.f6},{&g_861.f6,&g_393,&g_861.f6,&g_103,(void*)0,(void*)0},{(void*)0,(void*)0,&g_393,&g_103,&g_393,&g_393},{&g_393,&g_393,&g_861.f6,&g_1200[3][6].f6,(void*)0,&g_1200[3][6].f6}},{{&g_1200[3][6].f6,&g_393,&g_405.f6,&g_1200[3][6].f6,&g_861.f6,&g_393},{&g_1200[3][6].f6,(void*)0,&g_861.f6,(void*)0,&g_1200[3][6].f6,&g_861.f6},{&g_393,&g_103,&g_405.f6,&g_861.f6,&g_103,&g_861.f6},{&g_103,(void*)0,(void*)0,&g_103,&g_405.f6,&g_861.f6},{(void*)0,(void*)0,&g_405.f6,&g_393,(void*)0,&g_861.f6},{&g_405.f6,(void*)0,&g_861.f6,&g_861.f6,&g_1200[3][6].f6,&g_393},{&g_103,&g_393,&g_405.f6,&g_393,&g_861.f6,&g_1200[3][6].f6},{&g_393,(void*)0,&g_861.f6,&g_1200[3][6].f6,(void*)0,&g_393}},{{&g_393,(void*)0,&g_393,(void*)0,&g_393,(void*)0},{&g_861.f6,&g_405.f6,&g_861.f6,&g_861.f6,&g_393,&g_861.f6},{(void*)0,&g_861.f6,&g_393,&g_393,(void*)0,&g_393},{&g_103,(void*)0,&g_103,(void*)0,&g_393,(void*)0},{&g_1200[3][6].f6,(void*)0,&g_861.f6,&g_861.f6,(void*)0,&g_1200[3][6].f6},{(void*)0,&g_1200[3][6].f6,(void*)0,&g_861.f6,&g_861.f6,&g_405.f6},{&g_393,(void*)0,&g_103,&g_861.f6,&g_1200[3][6].f6,&g_1200[3][6].f6},{&g_393,&g_861.f6,&g_861.f6,&g_861.f6,&g_405.f6,&g_103}}};
int i,j,k;
(*g_1590)=(safe_rshift_func_int8_t_s_s(0x92L,((l_1558!=((safe_div_func_int8_t_s_s((((~g_113[(g_624+1)][g_624]),(safe_div_func_int32_t_s_s(((*l_1555)=((**g_1170),(+(((((g_241[(g_624+1)]&&((safe_div_func_uint32_t_u_u((((safe_add_func_uint16_t_u_u(((((((safe_lshift_func_uint16_t_u_u((--(**g_1003)),6)),((l_1589&=(safe_sub_func_uint64_t_u_u(((l_1586[0][4][3]=((safe_sub_func_uint16_t_u_u((safe_rshift_func_uint8_t_u_s(g_677[g_624],(((safe_rshift_func_uint16_t_u_u((g_241[(g_624+1)]^((safe_mul_func_int8_t_s_s(l_1546[6][4][5],(p_43&&(*l_1555)))),(*g_1045))),6))<=0x8FL)!=l_1584))),l_1585[1]))|1L))>=l_1587),0x1F01FD24192A0425LL)))>1UL))<0x3241CDB97EE4DE90LL)||0x195B55DCL)||0x8FC8CAE8657BC213LL)>(**g_739)),p_42))^0xF7E602C0L)&l_1587),0x03BC9189L)),0x0346L))>=l_1585[1])|0x103EDCF5L)&l_1585[0]),0x13F5D020L)))),l_1585[0])))&l_1546[6][4][5]),(*g_1045))),l_1558)),l_1586[0][1][0])));
}
l_1592[2]=l_1591;
(*l_1555)=((safe_lshift_func_uint8_t_u_s(((((*l_1605)|=(~(18446744073709551615UL^(((*g_88)=((safe_add_func_int64_t_s_s((safe_mul_func_uint8_t_u_u(1UL,(0x5D6216269F40DCB8LL!=(***g_1106)))),l_1546[0][4][4]))&&0L)),(0x89464B99L||((l_1603!=(**g_1169))>=p_43))))))^p_42)>=l_1545),p_43))<=l_1546[6][4][5]);
}
}
(*l_1555)=(*l_1555);
for(g_523=0;(g_523<=7);g_523+=1)
{
uint8_t*l_1616= &g_9;
uint8_t**l_1617= &l_1616;
uint64_t l_1618=1UL;
int32_t l_1649=6L;
int32_t l_1652=0x2AC22083L;
int32_t l_1656=(-1L);
int32_t l_1659=(-1L);
int32_t l_1660=0L;
int32_t l_1661=0L;
int32_t l_1663[9]={4L,8L,4L,8L,4L,8L,4L,8L,4L};
uint8_t l_1673=0x43L;
int16_t****const l_1711= &g_1450;
int16_t****const*l_1710= &l_1711;
uint32_t*l_1723= &g_861.f6;
int i;
if((((((((safe_lshift_func_int16_t_s_u(((safe_mul_func_uint8_t_u_u(((((*g_1045)++)<=(*l_1555))&((*g_1003)==l_1612)),(((safe_unary_minus_func_uint32_t_u((((safe_div_func_uint16_t_u_u((((*l_1617)=l_1616)==(void*)0),0x2CAEL))&&(l_1585[1],l_1618))>=(safe_add_func_int8_t_s_s(((safe_div_func_int32_t_s_s((l_1618||0UL),0x66611DD7L))>=0x2045F74AB30A3F46LL),p_42)))))|l_1625[0][0][1]),(-4L))))==0xECF292D7E44CF1B6LL),7))<1UL)<(**g_1451)),l_1626)!=(void*)0)<l_1618)<=p_42))
{
int64_t l_1642=(-8L);
int32_t l_1658[10]={0xBDC2ABA5L,0xBDC2ABA5L,0xBDC2ABA5L,0xBDC2ABA5L,0xBDC2ABA5L,0xBDC2ABA5L,0xBDC2ABA5L,0xBDC2ABA5L,0xBDC2ABA5L,0xBDC2ABA5L};
uint16_t l_1664[3][9][3]={{{0xFFDEL,65535UL,65532UL},{0x5BF4L,0xED55L,65532UL},{0x17C0L,0x17C0L,65532UL},{4UL,65529UL,4UL},{0x17C0L,65535UL,65535UL},{0x5BF4L,65529UL,65532UL},{0xFFDEL,0x17C0L,65535UL},{4UL,0xED55L,4UL},{0xFFDEL,65535UL,65532UL}},{{0x5BF4L,0xED55L,65532UL},{0x17C0L,0x17C0L,65532UL},{4UL,65529UL,4UL},{0x17C0L,65535UL,65535UL},{0x5BF4L,65529UL,65532UL},{0xFFDEL,0x17C0L,65535UL},{4UL,0xED55L,4UL},{0xFFDEL,65535UL,65532UL},{0x5BF4L,0xED55L,65532UL}},{{0x17C0L,0x17C0L,65532UL},{4UL,65529UL,4UL},{0x17C0L,65535UL,65535UL},{0x5BF4L,65529UL,65532UL},{0xFFDEL,0x17C0L,65535UL},{4UL,0xED55L,4UL},{0xFFDEL,65535UL,65532UL},{0x5BF4L,0xED55L,65532UL},{0x17C0L,0x17C0L,65532UL}}};
uint64_t l_1670=0x76E73736E4DD7852LL;
int i,j,k;
for(g_624=0;(g_624<=3);g_624+=1)
{
int64_t*l_1643= &g_854;
int32_t*l_1644= &l_1546[6][4][5];
int32_t*l_1645= &l_1589;
int32_t*l_1647= &l_1545;
int32_t*l_1648[1];
int i,j,k;
for(i=0;i<1;i++)
l_1648[i]=(void*)0;
(*l_1555)=((0x3EFD7EEEL|(safe_mod_func_uint8_t_u_u((g_1629,((0x4A0DF5422B09407DLL==((*l_1643)^=(((safe_add_func_int16_t_s_s((((safe_div_func_uint64_t_u_u(((((safe_mul_func_int8_t_s_s(((g_677[g_624],(safe_rshift_func_uint8_t_u_s((0xDEADL<=(p_43&&(((*l_1612)=(safe_lshift_func_int16_t_s_u(0L,12)))&&(+((255UL!=g_677[g_624])&&2UL))))),0)))<p_42),p_43)),(*g_1460))>l_1641[3])||(**g_1003)),l_1642))&&0xC5L)|p_42),l_1585[1]))!=0x90L)>l_1642)))<=p_43)),g_677[g_624]))),5L);
++l_1664[2][2][0];
(*l_1555)=0x7974A519L;
}
for(g_854=1;(g_854>=0);g_854-=1)
{
int32_t*l_1668= &l_1655;
int32_t*l_1669[8]={&l_1663[5],&g_757,&l_1663[5],&l_1663[5],&g_757,&l_1663[5],&l_1663[5],&g_757};
int i,j;
(*g_1667)= &l_1546[6][4][5];
++l_1670;
++l_1673;
(*l_1555)=g_113[g_854][g_854];
}
if((*l_1555))
break;
}
else
{
int32_t l_1687=0xA643361EL;
uint32_t***l_1709=(void*)0;
int i;
(*l_1555)^=((l_1589=((((l_1545>=l_1585[1])<=1L)>l_1656)>=(safe_add_func_uint64_t_u_u((+((((safe_add_func_int32_t_s_s(0x0085EB05L,(((safe_div_func_uint32_t_u_u((2L<((safe_add_func_int16_t_s_s((*g_88),((g_407[g_523]=g_407[g_523])==(void*)0)))<=(***g_397))),p_43))>l_1546[6][0][1]),1UL))),l_1687)||l_1653)!=0x78E0L)),0xA37E8C6035EE64E0LL))))>=0UL);
if((*l_1555))
{
(*l_1555)|=(&g_103!=l_1688[0][0]);
(*g_1713)=(safe_add_func_uint32_t_u_u(((*l_1555)=l_1545),((((safe_add_func_uint16_t_u_u(0UL,(!(safe_rshift_func_int16_t_s_u((*g_1012),(safe_rshift_func_int16_t_s_s((l_1641[1]&(safe_mul_func_uint8_t_u_u((g_1700,(((0x5F3ACA9AC8D0CC77LL<(((safe_div_func_int64_t_s_s(l_1641[3],(safe_rshift_func_uint16_t_u_u(((!(((~(safe_lshift_func_int16_t_s_s(((p_43,l_1709)==(void*)0),2))),(void*)0)==(void*)0))^(*****g_1104)),p_42)))),l_1710)==(void*)0)),1L)&&l_1687)),(*g_1045)))),l_1712))))))),0x90878B2CL),(*g_1104))!= &g_1106)));
}
else
{
int32_t**l_1714= &g_684[1];
(*l_1714)= &l_1545;
(*l_1714)= &l_1663[0];
}
if(p_43)
continue;
for(l_1687=(-7);(l_1687==(-12));l_1687=safe_sub_func_int16_t_s_s(l_1687,1))
{
l_1653=0xC0D395A2L;
if(p_42)
continue;
if(g_854)
goto lbl_1717;
if((*g_1590))
continue;
}
}
for(l_1651=0;(l_1651>=(-15));l_1651=safe_sub_func_int8_t_s_s(l_1651,3))
{
for(l_1655=0;(l_1655<=2);l_1655+=1)
{
int8_t*l_1720= &g_677[0];
uint32_t**l_1721= &g_141;
uint32_t*l_1722= &g_405.f6;
int i;
(*l_1555)=(((*l_1720)=l_1585[l_1655]),(l_1585[l_1655],((l_1722=((*l_1721)=l_1555))==l_1723)));
}
}
}
}
if((l_1589>(-1L)))
{
int32_t*l_1727= &g_97;
int32_t l_1747=(-1L);
int64_t l_1754=0xD593A890D7DA3F4FLL;
uint32_t**l_1758=(void*)0;
int32_t l_1765=5L;
uint32_t l_1781=0x314DD7F5L;
for(g_854=6;(g_854>=1);g_854-=1)
{
uint32_t**l_1745= &g_484;
uint64_t l_1746=0xF1504D5E1BF045C5LL;
int32_t l_1753[6]={4L,4L,4L,4L,4L,4L};
uint8_t l_1773=0x0AL;
int i;
if(g_678)
goto lbl_1724;
for(g_1341=0;(g_1341<=7);g_1341+=1)
{
int32_t**l_1725[1][6]={{&g_684[2],(void*)0,(void*)0,&g_684[2],(void*)0,(void*)0}};
uint32_t****l_1749= &l_1748;
int64_t*l_1750=(void*)0;
int64_t*l_1751=(void*)0;
int64_t*l_1752= &g_624;
uint64_t l_1770=18446744073709551606UL;
int i,j;
l_1726[3][0]= &l_1589;
l_1726[5][0]=l_1727;
if(((((*l_1752)=(((safe_sub_func_int8_t_s_s(((((((*l_1749)=(((safe_div_func_uint16_t_u_u(((safe_div_func_int16_t_s_s(0xB2CCL,(((((*g_1713)|=0L)==(*l_1727))^(!g_393))&(safe_sub_func_uint16_t_u_u((safe_mod_func_uint32_t_u_u(p_43,(safe_mod_func_int8_t_s_s((safe_mul_func_int8_t_s_s((safe_add_func_uint16_t_u_u(((((*l_1727)==p_42),((((void*)0==l_1745)==p_42),0xDA35289AL)),l_1746),(*g_88))),p_43)),p_42)))),p_42)))))<=l_1662[0]),l_1747))==p_42),l_1748))== &g_483)>=(*g_1012))^0xBF1DL)!=p_43),0x5FL))^p_43)|(**g_1451)))|0x6B634BD773DB6800LL)==p_42))
{
uint64_t l_1755=1UL;
uint64_t l_1761=0xDD17CF5C9E5450A3LL;
uint64_t l_1762=0xCAFE036A80F45B55LL;
int i;
--l_1755;
if(p_43)
goto lbl_1856;
(*g_94)=((*l_1727)&=(((((**l_1749)= &g_484)==l_1758)>=((0x5859L^0xD38FL)&(&g_407[g_1341]== &g_407[g_1341])))&((safe_add_func_int16_t_s_s((((&p_41==(void*)0)>p_43),l_1761),(**g_1003)))||l_1762)));
}
else
{
int64_t l_1763[10][2]={{(-1L),1L},{(-1L),(-1L)},{1L,(-1L)},{(-1L),1L},{(-1L),(-1L)},{1L,(-1L)},{(-1L),1L},{(-1L),(-1L)},{1L,(-1L)},{(-1L),1L}};
int32_t l_1764=0x8789D167L;
int32_t l_1766=0x05CD8348L;
int32_t l_1767=(-1L);
int32_t l_1768=1L;
int32_t l_1769=1L;
int i,j;
(*l_1727)=1L;
l_1770++;
}
for(g_212=0;(g_212<=2);g_212+=1)
{
uint16_t***l_1776=(void*)0;
uint16_t***l_1777=(void*)0;
int i,j,k;
++l_1773;
l_1779=(l_1778[2][4][3]= &g_1004);
return l_1546[(g_212+1)][(g_212+2)][g_854];
}
}
}
(*g_1780)= &l_1546[6][4][5];
l_1781--;
}
else
{
uint64_t l_1784[9]={0x4B40314F0F3285B1LL,0x4B40314F0F3285B1LL,0x4B40314F0F3285B1LL,0x4B40314F0F3285B1LL,0x4B40314F0F3285B1LL,0x4B40314F0F3285B1LL,0x4B40314F0F3285B1LL,0x4B40314F0F3285B1LL,0x4B40314F0F3285B1LL};
int i;
++l_1784[4];
}
for(l_1653=(-10);(l_1653==0);l_1653=safe_add_func_int16_t_s_s(l_1653,1))
{
uint64_t l_1789=8UL;
uint16_t***l_1799[1][10]={{(void*)0,(void*)0,&g_1003,&l_1778[2][4][3],&g_1003,(void*)0,(void*)0,&g_1003,&l_1778[2][4][3],&g_1003}};
uint16_t****l_1798[7][9][4]={{{&l_1799[0][7],&l_1799[0][7],&l_1799[0][7],&l_1799[0][8]},{&l_1799[0][7],&l_1799[0][7],(void*)0,&l_1799[0][7]},{(void*)0,&l_1799[0][7],(void*)0,&l_1799[0][8]},{&l_1799[0][7],&l_1799[0][7],(void*)0,&l_1799[0][7]},{&l_1799[0][7],&l_1799[0][7],&l_1799[0][7],&l_1799[0][7]},{&l_1799[0][7],&l_1799[0][7],&l_1799[0][7],&l_1799[0][7]},{&l_1799[0][7],&l_1799[0][8],(void*)0,(void*)0},{&l_1799[0][7],&l_1799[0][7],(void*)0,&l_1799[0][7]},{(void*)0,&l_1799[0][7],(void*)0,&l_1799[0][7]}},{{&l_1799[0][7],&l_1799[0][7],&l_1799[0][7],(void*)0},{&l_1799[0][7],&l_1799[0][8],&l_1799[0][7],&l_1799[0][7]},{&l_1799[0][7],&l_1799[0][7],&l_1799[0][7],&l_1799[0][7]},{&l_1799[0][7],&l_1799[0][7],&l_1799[0][7],&l_1799[0][7]},{&l_1799[0][7],&l_1799[0][7],&l_1799[0][7],&l_1799[0][8]},{&l_1799[0][7],&l_1799[0][7],(void*)0,&l_1799[0][7]},{(void*)0,&l_1799[0][7],(void*)0,&l_1799[0][8]},{&l_1799[0][7],&l_1799[0][7],(void*)0,&l_1799[0][7]},{&l_1799[0][8],&l_1799[0][7],&l_1799[0][7],&l_1799[0][7]}},{{&l_1799[0][7],&l_1799[0][7],&l_1799[0][7],&l_1799[0][7]},{&l_1799[0][8],&l_1799[0][7],(void*)0,&l_1799[0][7]},{&l_1799[0][7],(void*)0,&l_1799[0][7],&l_1799[0][7]},{&l_1799[0][7],&l_1799[0][7],&l_1799[0][7],&l_1799[0][7]},{&l_1799[0][7],(void*)0,&l_1799[0][7],&l_1799[0][7]},{(void*)0,&l_1799[0][7],&l_1799[0][7],&l_1799[0][7]},{&l_1799[0][7],&l_1799[0][7],&l_1799[0][7],&l_1799[0][7]},{&l_1799[0][7],&l_1799[0][7],&l_1799[0][7],&l_1799[0][8]},{(void*)0,&l_1799[0][7],&l_1799[0][7],&l_1799[0][7]}},{{&l_1799[0][7],&l_1799[0][7],&l_1799[0][7],&l_1799[0][7]},{&l_1799[0][7],&l_1799[0][7],&l_1799[0][7],&l_1799[0][7]},{&l_1799[0][7],&l_1799[0][7],(void*)0,&l_1799[0][8]},{&l_1799[0][8],&l_1799[0][7],&l_1799[0][7],&l_1799[0][7]},{&l_1799[0][7],&l_1799[0][7],&l_1799[0][7],&l_1799[0][7]},{&l_1799[0][8],&l_1799[0][7],(void*)0,&l_1799[0][7]},{&l_1799[0][7],(void*)0,&l_1799[0][7],&l_1799[0][7]},{&l_1799[0][7],&l_1799[0][7],&l_1799[0][7],&l_1799[0][7]},{&l_1799[0][7],(void*)0,&l_1799[0][7],&l_1799[0][7]}},{{(void*)0,&l_1799[0][7],&l_1799[0][7],&l_1799[0][7]},{&l_1799[0][7],&l_1799[0][7],&l_1799[0][7],&l_1799[0][7]},{&l_1799[0][7],&l_1799[0][7],&l_1799[0][7],&l_1799[0][8]},{(void*)0,&l_1799[0][7],&l_1799[0][7],&l_1799[0][7]},{&l_1799[0][7],&l_1799[0][7],&l_1799[0][7],&l_1799[0][7]},{&l_1799[0][7],&l_1799[0][7],&l_1799[0][7],&l_1799[0][7]},{&l_1799[0][7],&l_1799[0][7],(void*)0,&l_1799[0][8]},{&l_1799[0][8],&l_1799[0][7],&l_1799[0][7],&l_1799[0][7]},{&l_1799[0][7],&l_1799[0][7],&l_1799[0][7],&l_1799[0][7]}},{{&l_1799[0][8],&l_1799[0][7],(void*)0,&l_1799[0][7]},{&l_1799[0][7],(void*)0,&l_1799[0][7],&l_1799[0][7]},{&l_1799[0][7],&l_1799[0][7],&l_1799[0][7],&l_1799[0][7]},{&l_1799[0][7],(void*)0,&l_1799[0][7],&l_1799[0][7]},{(void*)0,&l_1799[0][7],&l_1799[0][7],&l_1799[0][7]},{&l_1799[0][7],&l_1799[0][7],&l_1799[0][7],&l_1799[0][7]},{&l_1799[0][7],&l_1799[0][7],&l_1799[0][7],&l_1799[0][8]},{(void*)0,&l_1799[0][7],&l_1799[0][7],&l_1799[0][7]},{&l_1799[0][7],&l_1799[0][7],&l_1799[0][7],&l_1799[0][7]}},{{&l_1799[0][7],&l_1799[0][7],&l_1799[0][7],&l_1799[0][7]},{&l_1799[0][7],&l_1799[0][7],(void*)0,&l_1799[0][8]},{&l_1799[0][8],&l_1799[0][7],&l_1799[0][7],&l_1799[0][7]},{&l_1799[0][7],&l_1799[0][7],&l_1799[0][7],&l_1799[0][7]},{&l_1799[0][8],&l_1799[0][7],(void*)0,&l_1799[0][7]},{&l_1799[0][7],(void*)0,&l_1799[0][7],&l_1799[0][7]},{&l_1799[0][7],&l_1799[0][7],&l_1799[0][7],&l_1799[0][7]},{&l_1799[0][7],(void*)0,&l_1799[0][7],&l_1799[0][7]},{(void*)0,&l_1799[0][7],&l_1799[0][7],&l_1799[0][7]}}};
int8_t*l_1801=(void*)0;
int8_t*l_1802= &g_677[0];
struct S0***l_1819= &g_1170;
struct S0****l_1818= &l_1819;
int32_t l_1825=0L;
const struct S0**l_1830=(void*)0;
const struct S0***l_1829= &l_1830;
const struct S0****l_1828= &l_1829;
int i,j,k;
l_1789++;
if(((safe_sub_func_uint16_t_u_u((safe_div_func_int32_t_s_s((((safe_lshift_func_int8_t_s_s((-3L),l_1625[0][0][1]))==((*l_1802)=(&g_1003==(l_1800= &l_1779))))|(((l_1651=((safe_add_func_int64_t_s_s(p_42,((safe_mul_func_uint8_t_u_u(p_43,(&g_1045!=(void*)0)))^l_1789)))!=p_43))^g_1341)>=l_1625[0][0][1])),p_43)),0x6648L)),0x6A708E54L))
{
uint8_t*l_1809[3];
int16_t*l_1822= &g_192;
int16_t*l_1823= &g_1824;
const struct S0*****l_1831= &l_1828;
int32_t l_1832=0xE46154A1L;
int i;
for(i=0;i<3;i++)
l_1809[i]= &g_1810;
l_1825&=(((l_1811=((*l_1626)=((safe_lshift_func_uint8_t_u_u(((9UL==p_42)&(*****g_1104)),1)),(*g_1045))))|(safe_mod_func_uint16_t_u_u((safe_sub_func_int16_t_s_s((((1L^(((((*l_1823)^=((*l_1822)=((((((safe_mod_func_uint8_t_u_u((((**g_1451)&=((void*)0==l_1818))&(*g_1004)),((((safe_add_func_int16_t_s_s(0x9969L,0xE999L))>=l_1651),p_42)^0x3642L))),l_1641[0])&&p_42)^l_1789)>2L)<6UL)))&&(*g_1012))==0xBFL)!=p_42))<p_42)||0x2152L),(*g_1004))),p_42)))>0x09F06603L);
l_1832^=(l_1662[0]^=((l_1825=0x1B0130BEL),(safe_sub_func_uint8_t_u_u(((g_1629.f5,&l_1819)==((*l_1831)=l_1828)),p_42))));
return l_1832;
}
else
{
(*g_1835)=((**g_406),l_1833);
return l_1789;
}
}
}
else
{
int8_t l_1837=8L;
int32_t l_1844=0x593923F0L;
int32_t l_1845=0xAC2FF54AL;
int32_t l_1846=0x36161308L;
int32_t l_1847=0x6C31B6F6L;
int32_t l_1848=(-6L);
int32_t l_1849=(-1L);
int32_t l_1850[3][7]={{(-1L),0x40915465L,0x40915465L,(-1L),(-1L),0L,(-1L)},{0x6454ECABL,(-1L),0x45FD8337L,0x45FD8337L,(-1L),0x6454ECABL,0xD45EE5C8L},{(-1L),0x40915465L,1L,0L,0L,1L,0x40915465L}};
int i,j;
l_1837^=(((-4L)&&p_42)|9L);
for(g_1414=(-10);(g_1414==7);g_1414=safe_add_func_uint64_t_u_u(g_1414,1))
{
if(g_1840)
break;
for(g_1399=25;(g_1399!=10);g_1399--)
{
return p_43;
}
}
--l_1853;
}
lbl_1856:
for(g_1840=0;g_1840<2;g_1840+=1)
{
for(g_678=0;g_678<3;g_678+=1)
{
for(g_212=0;g_212<1;g_212+=1)
{
g_255[g_1840][g_678][g_212]= &g_1341;
}
}
}
(*l_1857)=(void*)0;
return p_42;
}
static int16_t*func_44(int32_t p_45,uint16_t p_46,int16_t*p_47,uint32_t p_48,int16_t*p_49)
{
int64_t l_1208=0x2DC16B1854217DCELL;
int32_t l_1212=0xD420189FL;
int32_t l_1213=(-1L);
int32_t l_1216=(-3L);
int32_t l_1219=0xEA0B065CL;
int32_t l_1220=(-1L);
int32_t l_1221=0x09EE9BFCL;
int32_t l_1223=0xF83DC6F2L;
uint8_t l_1224=1UL;
struct S0**l_1254= &g_407[3];
int16_t**l_1280= &g_1012;
int16_t***l_1279= &l_1280;
int32_t l_1321=(-7L);
int32_t*l_1332=(void*)0;
uint32_t**l_1339= &g_141;
int32_t l_1407=(-1L);
int32_t l_1408=(-8L);
int32_t l_1410[2];
uint8_t l_1459=0x8DL;
uint32_t l_1495=0x26230578L;
int i;
for(i=0;i<2;i++)
l_1410[i]=0xD0B469F2L;
for(g_861.f6=0;(g_861.f6<=6);g_861.f6+=1)
{
int64_t l_1211=0x639BC48C043AEC34LL;
int32_t l_1215=0xC858F602L;
int32_t l_1217=0L;
int32_t l_1218=0x37E7F378L;
int32_t l_1222=0x1A438F54L;
int32_t l_1227=0xE5D9EA03L;
int32_t l_1228=(-1L);
int32_t l_1229=0x043F692AL;
int32_t l_1230[3][2];
int16_t*l_1248= &g_11;
uint8_t**l_1329= &g_1045;
int i,j;
for(i=0;i<3;i++)
{
for(j=0;j<2;j++)
l_1230[i][j]=(-7L);
}
if((*g_94))
{
int32_t**l_1207= &g_99;
int32_t*l_1209= &g_757;
int32_t*l_1210[9]={&g_757,&g_97,&g_757,&g_97,&g_757,&g_97,&g_757,&g_97,&g_757};
int64_t l_1214[2];
uint16_t l_1231[2][8]={{0x8D70L,1UL,1UL,0x8D70L,1UL,1UL,0x8D70L,1UL},{0x8D70L,0x8D70L,1UL,0x8D70L,0x8D70L,1UL,0x8D70L,0x8D70L}};
int32_t**l_1234=(void*)0;
int32_t**l_1235= &l_1210[6];
int i,j;
for(i=0;i<2;i++)
l_1214[i]=1L;
(*l_1207)=(*g_98);
++l_1224;
l_1231[0][3]++;
(*l_1235)=((*l_1207)= &p_45);
}
else
{
uint8_t l_1246[6][2][3]={{{0UL,251UL,0UL},{0UL,255UL,0UL}},{{0UL,251UL,0UL},{0UL,255UL,0UL}},{{0UL,251UL,0UL},{0UL,255UL,0UL}},{{0UL,251UL,0UL},{0UL,255UL,0UL}},{{0UL,251UL,0UL},{0UL,255UL,0UL}},{{0UL,251UL,0UL},{0UL,255UL,0UL}}};
int32_t*l_1247= &l_1222;
int i,j,k;
(*l_1247)=(g_1236|(safe_div_func_uint32_t_u_u((((safe_unary_minus_func_uint8_t_u(0xC1L))&&(((l_1219<((1L>=((((*g_141)=((safe_div_func_uint8_t_u_u(p_46,(((*g_248),(-1L))|(safe_mul_func_uint8_t_u_u(((*g_1045)^=1UL),(((safe_mod_func_uint32_t_u_u((((l_1246[0][1][2],l_1219)!=l_1246[2][1][2])||(-2L)),(*g_141)))==l_1230[2][0])==l_1246[2][1][0]))))))!=l_1246[5][0][2])),l_1227)>l_1208)),18446744073709551615UL)),p_46)<0x96AD5975E4F94F72LL))&&(*g_1045)),l_1215)));
if(((l_1215,(void*)0)!=(void*)0))
{
return l_1248;
}
else
{
int8_t l_1249=0x09L;
if(l_1249)
break;
if((0UL||(g_212|=(((((safe_lshift_func_int16_t_s_u((safe_lshift_func_int16_t_s_u((l_1254!=(void*)0),10)),5))!=(safe_lshift_func_int16_t_s_s((safe_sub_func_uint64_t_u_u(((*l_1247),(*g_740)),(4294967289UL==(safe_mul_func_int16_t_s_s(0x9957L,(safe_mod_func_int32_t_s_s((safe_add_func_int32_t_s_s(((*p_49)<(((safe_rshift_func_uint8_t_u_u((safe_unary_minus_func_int16_t_s(((safe_mul_func_int8_t_s_s((safe_rshift_func_int16_t_s_u((l_1227=(+p_48)),7)),1UL))<0x449B0B49L))),(*g_1045)))>0x7D8DD955L)&&(*l_1247))),p_45)),0x3F5CCFEBL))))))),10)))^p_46),(*l_1247))&&(*l_1247)))))
{
return p_47;
}
else
{
for(l_1224=0;(l_1224<=1);l_1224+=1)
{
const int32_t**l_1275= &g_248;
(*l_1275)=(*g_247);
}
return&g_348;
}
}
}
for(p_48=0;(p_48<=1);p_48+=1)
{
int64_t l_1303=0xCC37A8A46581B8C1LL;
int64_t l_1304=(-1L);
if(l_1230[1][0])
break;
for(g_393=0;(g_393<=1);g_393+=1)
{
uint8_t l_1306=0UL;
int32_t l_1316=0xDF143B39L;
for(l_1213=6;(l_1213>=0);l_1213-=1)
{
int16_t**l_1278[7];
int16_t***l_1277= &l_1278[2];
int16_t****l_1276= &l_1277;
int32_t l_1302=0L;
uint8_t l_1330[2][5][10]={{{0xECL,4UL,1UL,8UL,0xDAL,0xDCL,0UL,0xADL,0xADL,0UL},{0x40L,0xECL,8UL,8UL,0xECL,0x40L,255UL,0xDCL,0x3FL,246UL},{246UL,0xADL,4UL,0x3CL,1UL,1UL,0x40L,1UL,1UL,0x3CL},{246UL,1UL,246UL,0xACL,0UL,0x40L,0x3CL,0xDAL,4UL,0xDCL},{0x40L,0x3CL,0xDAL,4UL,0xDCL,0xDCL,4UL,0xDAL,0x3CL,0x40L}},{{0xECL,0x4BL,246UL,0xADL,4UL,0x3CL,1UL,1UL,0x40L,1UL},{0x3FL,246UL,4UL,0x4BL,4UL,246UL,0x3FL,0xDCL,255UL,0x40L},{4UL,1UL,8UL,0xDAL,0xDCL,0UL,0xADL,0xADL,0UL,0xDCL},{255UL,1UL,1UL,255UL,0UL,4UL,0x3FL,0x40L,1UL,0x3CL},{8UL,246UL,1UL,0x3FL,1UL,0xDAL,1UL,0x3FL,1UL,246UL}}};
int i,j,k;
for(i=0;i<7;i++)
l_1278[i]= &l_1248;
(*l_1254)=(*g_1170);
if((1L<=(((*l_1276)=(void*)0)==(l_1223,l_1279))))
{
int16_t*l_1281= &g_192;
if(p_48)
break;
if(l_1217)
break;
return l_1281;
}
else
{
uint32_t*l_1305= &g_405.f6;
int32_t l_1307=(-1L);
int32_t*l_1331= &l_1229;
(*g_99)&=((void*)0!= &g_740);
(**g_98)=(((safe_rshift_func_uint16_t_u_u((safe_div_func_uint16_t_u_u(((**g_739),(0xDCE3L>=(*p_49))),((safe_lshift_func_uint16_t_u_u(((l_1307=(safe_lshift_func_int8_t_s_u(((((safe_mod_func_uint32_t_u_u((l_1306&=((*l_1305)=((*g_141)=(safe_rshift_func_uint16_t_u_s((safe_add_func_int8_t_s_s((safe_mod_func_uint32_t_u_u((((safe_rshift_func_uint8_t_u_s(((safe_mul_func_uint16_t_u_u(l_1302,((*g_1004)=(*g_1004))))&(g_405.f1>=(((7UL^l_1303)^(*g_141))<=g_1200[3][6].f3))),g_212))<=(*g_1045))|l_1302),(*g_141))),l_1304)),l_1302))))),p_45))||(-1L))<p_46),0x2CL),5))),p_45),p_48)),0x3B7BL))),p_45)),(-1L))^l_1219);
(*l_1331)&=(+(safe_add_func_int32_t_s_s((0x1EFD14312258C0E1LL|(safe_rshift_func_uint16_t_u_s((safe_div_func_int64_t_s_s((((safe_unary_minus_func_uint16_t_u(((l_1316&=(**g_247))<p_46))),p_48)==l_1302),(safe_mul_func_uint16_t_u_u((safe_mul_func_int8_t_s_s(((l_1321^(safe_add_func_int64_t_s_s((safe_rshift_func_int16_t_s_s((safe_add_func_uint64_t_u_u((!(((((void*)0==l_1329),((*g_1004)=(**g_1003)))||l_1306)==1L)),l_1330[0][1][6])),(*g_1012))),p_45)))<=p_45),g_405.f5)),l_1330[0][1][5])))),11))),l_1306)));
(*g_99)&=(-1L);
}
if(l_1304)
break;
return p_47;
}
l_1332= &p_45;
}
(*g_1333)= &l_1230[2][0];
}
}
(*g_1170)=(((*g_483)==l_1332),(*l_1254));
if((safe_add_func_uint32_t_u_u(l_1216,(p_46&&(!((((*l_1339)=(void*)0)== &p_48)!=(safe_unary_minus_func_uint8_t_u((*g_1045)))))))))
{
return&g_348;
}
else
{
int8_t l_1343=0xF2L;
int32_t l_1344[4];
int16_t*l_1350[1];
int64_t***l_1362[1][5][6]={{{&g_280,&g_280,(void*)0,&g_280,&g_280,(void*)0},{&g_280,&g_280,(void*)0,&g_280,&g_280,(void*)0},{&g_280,&g_280,(void*)0,&g_280,&g_280,&g_280},{&g_280,&g_280,&g_280,&g_280,&g_280,&g_280},{&g_280,&g_280,&g_280,&g_280,&g_280,&g_280}}};
int64_t****l_1361= &l_1362[0][1][0];
uint64_t l_1385=0x45ADA9E62BDDB827LL;
int32_t l_1393=0x6249BD17L;
int32_t l_1402=(-2L);
struct S0*l_1494= &g_861;
const int16_t*l_1532[4][4][9]={{{&g_1533[1],&g_1533[4],&g_1533[0],&g_1533[1],&g_1533[1],(void*)0,&g_1533[1],&g_1533[1],&g_1533[3]},{&g_1533[1],&g_1533[1],&g_1533[4],&g_1533[4],&g_1533[1],&g_1531,&g_1533[1],&g_1533[4],&g_1533[4]},{&g_1533[1],&g_1533[1],(void*)0,&g_1533[4],&g_1533[1],&g_1533[3],&g_1533[4],&g_1533[1],&g_1533[3]},{&g_1533[1],&g_1533[4],&g_1533[4],&g_1533[4],&g_1533[1],&g_1533[0],&g_1533[1],&g_1533[4],&g_1533[4]}},{{&g_1533[1],&g_1533[4],(void*)0,&g_1533[1],&g_1533[1],(void*)0,&g_1533[4],&g_1533[1],&g_1533[3]},{&g_1533[1],&g_1533[4],&g_1533[4],&g_1533[1],&g_1533[1],&g_1533[0],&g_1533[1],&g_1533[1],&g_1533[4]},{&g_1533[1],&g_1533[1],&g_1533[0],&g_1533[4],&g_1533[1],&g_1533[3],&g_1533[1],&g_1533[1],&g_1533[3]},{&g_1533[1],&g_1533[1],&g_1533[4],&g_1533[1],&g_1533[1],&g_1531,&g_1533[1],&g_1533[1],&g_1533[4]}},{{&g_1533[1],&g_1533[4],&g_1533[0],&g_1533[1],&g_1533[1],(void*)0,&g_1533[1],&g_1533[1],&g_1533[3]},{&g_1533[1],&g_1533[1],&g_1533[4],&g_1533[4],&g_1533[1],&g_1531,&g_1533[1],&g_1533[4],&g_1533[4]},{&g_1533[1],&g_1533[1],(void*)0,&g_1533[4],&g_1533[1],&g_1533[3],&g_1533[4],&g_1533[1],&g_1533[3]},{&g_1533[1],&g_1533[4],&g_1533[4],&g_1533[4],&g_1533[1],&g_1533[0],&g_1533[1],&g_1533[4],&g_1533[4]}},{{&g_1533[1],&g_1533[4],(void*)0,&g_1533[1],&g_1533[1],(void*)0,&g_1533[4],&g_1533[1],&g_1533[3]},{&g_1533[1],&g_1533[4],&g_1533[4],&g_1533[1],&g_1533[1],&g_1533[0],&g_1533[1],&g_1533[1],&g_1533[4]},{&g_1533[1],&g_1533[1],&g_1533[0],&g_1533[4],&g_1533[1],&g_1533[3],&g_1533[1],&g_1533[1],&g_1533[3]},{&g_1533[1],&g_1533[1],&g_1533[4],&g_1533[1],&g_1533[1],&g_1531,&g_1533[1],&g_1533[1],&g_1533[4]}}};
const int32_t*l_1538= &l_1221;
int i,j,k;
for(i=0;i<4;i++)
l_1344[i]=(-1L);
for(i=0;i<1;i++)
l_1350[i]=(void*)0;
lbl_1380:
for(p_45=0;(p_45<=0);p_45+=1)
{
return p_49;
}
if(p_46)
{
int8_t*l_1342[7]={&g_677[3],&g_677[3],&g_677[3],&g_677[3],&g_677[3],&g_677[3],&g_677[3]};
int32_t*l_1347=(void*)0;
int32_t*l_1348=(void*)0;
int32_t*l_1349[9]={&l_1213,&l_1213,&l_1213,&l_1213,&l_1213,&l_1213,&l_1213,&l_1213,&l_1213};
int64_t****l_1363= &l_1362[0][2][1];
int i;
if((p_45=(((g_1341>(p_46,0xDBL))==(l_1343=(&g_677[0]!=(void*)0)))==(l_1344[3]||(((0xB1L&&((**g_398),(safe_sub_func_uint16_t_u_u(0x3D95L,(*p_49))))),(**g_739)),0x14FDD0A48A8EDBC3LL)))))
{
return l_1350[0];
}
else
{
for(p_48=0;(p_48<=3);p_48+=1)
{
int16_t*l_1358= &g_192;
int i;
l_1344[p_48]=(l_1344[p_48],(safe_unary_minus_func_uint64_t_u(((safe_div_func_uint8_t_u_u((safe_add_func_uint8_t_u_u(((safe_mod_func_int16_t_s_s(((l_1358= &g_192)!=p_47),g_677[p_48])),g_677[p_48]),(safe_mul_func_uint16_t_u_u((((*g_1104)==(l_1363=l_1361))>=(safe_mul_func_uint16_t_u_u((0x0EL>((safe_lshift_func_uint8_t_u_u((&g_677[p_48]==(void*)0),(*g_1045))),g_678)),(*p_47)))),p_45)))),g_677[p_48]))||g_1200[3][6].f4))));
}
return&g_192;
}
}
else
{
uint64_t l_1392=0UL;
int32_t l_1400=0x0BF33CD3L;
int32_t l_1401=1L;
int32_t l_1403=1L;
int32_t l_1404=5L;
int32_t l_1406=(-1L);
int32_t l_1409=(-3L);
int32_t l_1411=8L;
int32_t l_1412=0x9DF2E942L;
int32_t l_1413[9][8]={{0x7300F081L,(-4L),0x7300F081L,(-1L),(-1L),0x7300F081L,(-4L),0x7300F081L},{1L,(-1L),0x7CE79098L,(-1L),1L,1L,(-1L),0x7CE79098L},{(-1L),(-1L),0x7300F081L,(-4L),0x7300F081L,(-1L),(-1L),0x7300F081L},{0x7CE79098L,0x7300F081L,0x7300F081L,0x7CE79098L,1L,0x7CE79098L,0x7300F081L,0x7300F081L},{0x7300F081L,1L,(-4L),(-4L),1L,0x7300F081L,1L,(-4L)},{0x7CE79098L,1L,0x7CE79098L,0x7300F081L,0x7300F081L,0x7CE79098L,1L,0x7CE79098L},{(-1L),0x7300F081L,(-4L),0x7300F081L,(-1L),(-1L),0x7300F081L,(-4L)},{(-1L),(-1L),0x7300F081L,(-4L),0x7300F081L,(-1L),(-1L),0x7300F081L},{0x7CE79098L,0x7300F081L,0x7300F081L,0x7CE79098L,1L,0x7CE79098L,0x7300F081L,0x7300F081L}};
int16_t*l_1444=(void*)0;
struct S0***l_1525= &l_1254;
int32_t*l_1541[8];
int i,j;
for(i=0;i<8;i++)
l_1541[i]=(void*)0;
if(p_45)
{
uint32_t l_1377=18446744073709551609UL;
int32_t l_1398=3L;
int32_t l_1405[3][3]={{0xD12D0D35L,0xD12D0D35L,0xD12D0D35L},{2L,2L,2L},{0xD12D0D35L,0xD12D0D35L,0xD12D0D35L}};
uint64_t*l_1442[8][4][2]={{{(void*)0,&g_1114},{(void*)0,&l_1392},{(void*)0,&l_1392},{&l_1392,&l_1385}},{{&g_212,&l_1392},{&g_1114,(void*)0},{(void*)0,&g_212},{&g_212,&l_1392}},{{&g_212,&l_1392},{&g_212,&g_212},{(void*)0,(void*)0},{&g_1114,&l_1392}},{{&g_212,&l_1385},{&l_1392,&l_1392},{(void*)0,&l_1392},{(void*)0,&g_1114}},{{(void*)0,&l_1392},{(void*)0,&l_1392},{&l_1392,&l_1385},{&g_212,&l_1392}},{{&g_1114,(void*)0},{(void*)0,&g_212},{&g_212,&l_1392},{&g_212,&l_1392}},{{&g_212,&g_212},{(void*)0,(void*)0},{&g_1114,&l_1392},{&g_212,&l_1385}},{{&l_1392,&l_1392},{(void*)0,&l_1392},{(void*)0,&g_1114},{(void*)0,&l_1392}}};
uint64_t**l_1441= &l_1442[6][0][1];
int32_t*l_1445= &l_1413[1][3];
int16_t***const l_1448= &l_1280;
int i,j,k;
for(g_405.f6=0;(g_405.f6<30);g_405.f6=safe_add_func_uint32_t_u_u(g_405.f6,9))
{
int32_t*l_1370= &l_1344[3];
int32_t*l_1371= &l_1216;
int32_t*l_1372= &l_1216;
int32_t*l_1373=(void*)0;
int32_t*l_1374=(void*)0;
int32_t*l_1375=(void*)0;
int32_t*l_1376[7][7][5]={{{&g_757,&l_1213,(void*)0,&l_1212,&l_1220},{&l_1344[3],&l_1344[1],&l_1220,&l_1219,&l_1344[1]},{&l_1216,(void*)0,(void*)0,&l_1213,&l_1220},{(void*)0,&l_1219,&l_1216,&g_97,&l_1213},{&l_1220,&l_1219,&g_757,&l_1216,&l_1213},{&l_1221,&l_1213,(void*)0,&l_1216,&l_1216},{&l_1221,&l_1216,&l_1221,&l_1219,&l_1223}},{{&l_1344[3],&l_1221,(void*)0,(void*)0,(void*)0},{&l_1223,&l_1220,(void*)0,&l_1223,&l_1216},{&l_1216,&l_1219,(void*)0,(void*)0,&l_1213},{&l_1213,(void*)0,&l_1221,(void*)0,&l_1219},{&l_1219,(void*)0,(void*)0,&l_1344[0],&l_1219},{(void*)0,&g_757,(void*)0,(void*)0,&g_757},{&l_1344[1],&l_1219,(void*)0,&l_1220,&g_97}},{{&l_1344[3],&l_1219,&l_1221,(void*)0,(void*)0},{&g_97,&g_97,&l_1344[3],&g_757,&l_1216},{&l_1344[3],(void*)0,&g_757,(void*)0,(void*)0},{&l_1344[1],(void*)0,(void*)0,(void*)0,&l_1221},{&g_757,&l_1219,&g_757,&g_97,&l_1213},{&l_1223,&g_97,&g_97,&l_1223,&g_757},{(void*)0,&l_1219,&l_1216,&l_1213,&l_1219}},{{(void*)0,&l_1223,&g_757,&l_1219,&l_1221},{&l_1219,&g_97,&g_757,&l_1213,(void*)0},{&l_1220,&l_1220,&l_1219,&l_1223,&l_1220},{(void*)0,&l_1344[3],&g_757,&g_97,&l_1219},{&l_1223,&l_1344[3],(void*)0,(void*)0,(void*)0},{&l_1219,&l_1219,&l_1220,(void*)0,&l_1219},{&l_1219,&l_1216,&l_1213,&g_757,&l_1344[1]}},{{(void*)0,&l_1344[0],(void*)0,(void*)0,(void*)0},{&l_1220,&l_1216,(void*)0,&l_1220,&l_1221},{(void*)0,&l_1219,(void*)0,(void*)0,(void*)0},{&l_1221,&l_1344[3],&l_1219,&l_1221,(void*)0},{(void*)0,&l_1344[3],&l_1213,&l_1344[3],(void*)0},{&l_1344[3],&l_1220,&l_1213,&l_1223,&g_97},{&l_1221,&g_97,(void*)0,&l_1219,&g_97}},{{&l_1344[1],&l_1223,&l_1344[3],&l_1220,&g_97},{&g_757,&l_1219,&g_757,&l_1344[0],(void*)0},{&g_97,&g_97,&l_1344[3],&l_1344[1],(void*)0},{&l_1344[3],&l_1219,&l_1216,(void*)0,(void*)0},{&g_757,(void*)0,&g_757,&g_97,&l_1221},{&l_1221,(void*)0,&g_757,&g_757,(void*)0},{&l_1223,&g_97,&l_1213,&l_1223,&l_1344[1]}},{{&g_757,&l_1219,&g_757,(void*)0,&l_1219},{&l_1221,&l_1219,&g_757,&l_1223,(void*)0},{&l_1219,&g_757,&l_1216,&l_1213,&l_1219},{&l_1213,&l_1220,&l_1344[3],&l_1344[3],&l_1220},{(void*)0,&g_757,&g_757,&g_757,(void*)0},{&l_1223,&l_1223,&l_1344[3],(void*)0,&l_1221},{(void*)0,&l_1219,(void*)0,(void*)0,&l_1219}}};
int i,j,k;
++l_1377;
if(g_97)
goto lbl_1380;
if(l_1321)
goto lbl_1380;
}
if((p_48<=3L))
{
p_45=(-1L);
(*g_1394)=((-1L)<((safe_div_func_uint8_t_u_u((safe_mod_func_int32_t_s_s((l_1344[2]||l_1385),(safe_mul_func_int8_t_s_s(p_46,(p_45|((l_1393=(((safe_rshift_func_int16_t_s_s((*p_49),((p_46||(safe_mod_func_int8_t_s_s((9UL<=(l_1392&&g_400[0][1][0])),p_46)))||8UL))),(void*)0)== &l_1343))^0x927CDAC6C8FB70AALL)))))),(*g_1045)))&&p_48));
}
else
{
int16_t**l_1396= &g_88;
int16_t***l_1395= &l_1396;
int32_t*l_1397[1];
int i;
for(i=0;i<1;i++)
l_1397[i]= &l_1219;
(*l_1395)=((*l_1279)= &l_1350[0]);
--g_1414;
if((safe_lshift_func_uint16_t_u_u((safe_mod_func_uint16_t_u_u((p_46=l_1344[3]),(p_45,(safe_rshift_func_int16_t_s_u((l_1413[1][3]^=((*g_1012)=((safe_lshift_func_int8_t_s_s((safe_mod_func_int16_t_s_s(l_1385,(((p_45>=(!((l_1404=p_45)^(l_1216^=((safe_lshift_func_int8_t_s_u((!(safe_mod_func_int32_t_s_s((safe_div_func_uint32_t_u_u(((g_1114^=18446744073709551615UL)^((safe_lshift_func_uint8_t_u_u(p_48,l_1411)),(~(((!((safe_mod_func_int64_t_s_s((**g_1107),18446744073709551615UL))&0L))==8UL)>=(*g_1004))))),p_45)),p_48))),7)),(-1L))))))!=0x738EC3774787234DLL),p_48))),1))&&p_48))),9))))),l_1412)))
{
uint64_t***l_1443= &l_1441;
(*l_1443)=l_1441;
}
else
{
return l_1444;
}
}
(*l_1445)=(-1L);
for(l_1393=0;(l_1393!=0);l_1393=safe_add_func_int64_t_s_s(l_1393,6))
{
(*g_1449)=l_1448;
}
}
else
{
uint64_t l_1456=0xF561AE903C7618A6LL;
uint64_t*l_1473= &l_1456;
uint64_t*l_1476[9][7][1]={{{(void*)0},{(void*)0},{&g_212},{(void*)0},{&g_212},{(void*)0},{(void*)0}},{{(void*)0},{(void*)0},{(void*)0},{&g_212},{(void*)0},{&g_212},{(void*)0}},{{(void*)0},{(void*)0},{(void*)0},{(void*)0},{&g_212},{(void*)0},{&g_212}},{{(void*)0},{(void*)0},{(void*)0},{(void*)0},{(void*)0},{&g_212},{(void*)0}},{{&g_212},{(void*)0},{(void*)0},{(void*)0},{(void*)0},{(void*)0},{&g_212}},{{(void*)0},{&g_212},{(void*)0},{(void*)0},{(void*)0},{(void*)0},{(void*)0}},{{&g_212},{(void*)0},{&g_212},{(void*)0},{(void*)0},{(void*)0},{(void*)0}},{{(void*)0},{&g_212},{(void*)0},{&g_212},{(void*)0},{(void*)0},{(void*)0}},{{(void*)0},{(void*)0},{&g_212},{(void*)0},{&g_212},{(void*)0},{(void*)0}}};
int32_t l_1485=0L;
int32_t l_1486=0L;
uint32_t*l_1487= &g_393;
int i,j,k;
(*g_1460)=(((safe_mul_func_uint8_t_u_u(((255UL>(++(*g_1045)))||((l_1456,p_45),(((((void*)0== &l_1444),((1UL||((((safe_rshift_func_uint16_t_u_s((*g_1004),3)),(0x3EL<=l_1411))>=(*g_740))>l_1392))!=g_393)),0xB7L)<=0x31L))),g_757))!=l_1459)<=(**g_1003));
l_1344[3]=(safe_mul_func_int16_t_s_s(((p_48,((*l_1487)=(p_46>=((18446744073709551610UL&((safe_add_func_int64_t_s_s((safe_lshift_func_uint16_t_u_u((safe_lshift_func_int16_t_s_u((safe_sub_func_int16_t_s_s(((safe_lshift_func_int16_t_s_u((p_45,l_1402),13))>(g_1114=(++(*l_1473)))),(((safe_sub_func_int64_t_s_s(((g_212,(safe_lshift_func_int16_t_s_s((p_45!=(l_1485=((safe_add_func_uint64_t_u_u(p_48,(safe_mod_func_int16_t_s_s((p_46,(-1L)),(**g_1003)))))==p_48))),(*g_399))))>=(-10L)),l_1409))<l_1486),(**g_1003)))),p_46)),15)),l_1343)),(*g_1108))),0x392A0B76L))))>=0x84ECB1E5L),l_1413[8][2]));
}
for(l_1216=(-28);(l_1216==(-8));l_1216=safe_add_func_int8_t_s_s(l_1216,1))
{
int64_t l_1508=1L;
uint8_t*l_1536= &g_9;
for(g_1114=6;(g_1114<=29);g_1114=safe_add_func_int16_t_s_s(g_1114,7))
{
uint32_t l_1498=0x6DC83E26L;
int32_t l_1510=0xA16D5B40L;
for(g_523=0;(g_523!=40);g_523=safe_add_func_uint16_t_u_u(g_523,2))
{
const struct S0*l_1497[10][1]={{&g_1159},{&g_1159},{&g_1159},{&g_1159},{&g_1159},{&g_1159},{&g_1159},{&g_1159},{&g_1159},{&g_1159}};
const struct S0**l_1496= &l_1497[9][0];
int8_t*l_1503[10][10][2]={{{&g_677[0],&g_677[3]},{&g_677[0],&g_677[0]},{&g_677[3],&g_677[1]},{(void*)0,&g_677[3]},{&g_677[0],&g_677[0]},{&g_677[0],&l_1343},{(void*)0,&g_677[0]},{&g_677[0],&g_677[0]},{(void*)0,&l_1343},{&g_677[3],&g_677[0]}},{{&l_1343,&g_677[2]},{&l_1343,&g_677[2]},{&l_1343,&g_677[0]},{&g_677[3],&l_1343},{(void*)0,&g_677[0]},{&g_677[0],&g_677[0]},{(void*)0,&l_1343},{&g_677[0],&g_677[0]},{&g_677[0],&g_677[3]},{(void*)0,&g_677[1]}},{{&g_677[3],&g_677[0]},{&g_677[0],&g_677[3]},{&g_677[0],(void*)0},{&g_677[0],&g_677[3]},{&g_677[0],&g_677[0]},{&g_677[3],&g_677[1]},{(void*)0,&g_677[3]},{&g_677[0],&g_677[0]},{&g_677[0],&l_1343},{(void*)0,&g_677[0]}},{{&g_677[0],&g_677[0]},{(void*)0,&l_1343},{&g_677[3],&g_677[0]},{&l_1343,&g_677[2]},{&l_1343,&g_677[2]},{&l_1343,&g_677[0]},{&g_677[3],&l_1343},{(void*)0,&g_677[0]},{&g_677[0],&g_677[0]},{(void*)0,&l_1343}},{{&g_677[0],&g_677[0]},{&g_677[0],&g_677[3]},{(void*)0,&g_677[1]},{&g_677[3],&g_677[0]},{&g_677[0],&g_677[3]},{&g_677[0],(void*)0},{&g_677[0],&g_677[3]},{&g_677[0],&g_677[0]},{&g_677[3],&g_677[1]},{(void*)0,&g_677[3]}},{{&g_677[0],&g_677[0]},{&g_677[0],&l_1343},{(void*)0,&g_677[0]},{&g_677[0],&g_677[0]},{(void*)0,&l_1343},{&g_677[3],&g_677[0]},{&l_1343,&g_677[2]},{&l_1343,&g_677[2]},{&l_1343,&g_677[0]},{&g_677[3],&l_1343}},{{(void*)0,&g_677[0]},{&g_677[0],&g_677[0]},{(void*)0,&g_677[2]},{&l_1343,&l_1343},{&l_1343,&l_1343},{&g_677[0],&g_677[2]},{(void*)0,&g_677[3]},{&g_677[0],(void*)0},{&g_677[0],&g_677[0]},{&g_677[0],(void*)0}},{{&g_677[0],&g_677[3]},{(void*)0,&g_677[2]},{&g_677[0],&l_1343},{&l_1343,&l_1343},{&l_1343,&g_677[2]},{&g_677[0],(void*)0},{&g_677[0],&g_677[0]},{&g_677[0],&g_677[1]},{&l_1343,&g_677[0]},{&g_677[2],&g_677[0]}},{{&g_677[1],&g_677[0]},{&g_677[2],&g_677[0]},{&l_1343,&g_677[1]},{&g_677[0],&g_677[0]},{&g_677[0],(void*)0},{&g_677[0],&g_677[2]},{&l_1343,&l_1343},{&l_1343,&l_1343},{&g_677[0],&g_677[2]},{(void*)0,&g_677[3]}},{{&g_677[0],(void*)0},{&g_677[0],&g_677[0]},{&g_677[0],(void*)0},{&g_677[0],&g_677[3]},{(void*)0,&g_677[2]},{&g_677[0],&l_1343},{&l_1343,&l_1343},{&l_1343,&g_677[2]},{&g_677[0],(void*)0},{&g_677[0],&g_677[0]}}};
int32_t**l_1511= &g_684[3];
int i,j,k;
if(p_48)
break;
l_1498^=((l_1494!=((l_1495^(p_46<=(*****g_1104))),((*l_1496)=l_1494)))|(l_1339==(void*)0));
(*l_1511)=((safe_add_func_int8_t_s_s((safe_rshift_func_uint8_t_u_u(((*g_1045)^=p_46),6)),(((l_1412=(1UL&255UL)),((safe_rshift_func_int16_t_s_s((safe_div_func_uint32_t_u_u((l_1508=9UL),((l_1413[8][6]|=(((!(l_1412<(l_1510=p_48)))>((*g_406)!=(*l_1254)))|255UL)),(*g_248)))),3))&(**g_1003)))==l_1393))),(void*)0);
}
for(l_1403=0;(l_1403>=16);l_1403=safe_add_func_uint8_t_u_u(l_1403,4))
{
if((*g_248))
break;
if(l_1510)
break;
}
p_45^=(safe_mod_func_uint32_t_u_u(0x95A02429L,p_46));
for(g_1414=(-13);(g_1414!=58);++g_1414)
{
int32_t**l_1520= &g_684[6];
int32_t**l_1521=(void*)0;
int32_t**l_1522= &g_99;
struct S0***l_1524= &g_1170;
struct S0****l_1523[8][3]={{&l_1524,&l_1524,&l_1524},{(void*)0,(void*)0,&l_1524},{&l_1524,&l_1524,&l_1524},{&l_1524,(void*)0,(void*)0},{&l_1524,&l_1524,&l_1524},{(void*)0,&l_1524,(void*)0},{&l_1524,&l_1524,&l_1524},{&l_1524,&l_1524,&l_1524}};
const int16_t*l_1530= &g_1531;
const int16_t**l_1529[9][1];
int i,j;
for(i=0;i<9;i++)
{
for(j=0;j<1;j++)
l_1529[i][j]= &l_1530;
}
(*g_1526)=((safe_div_func_uint8_t_u_u((((*l_1522)= &l_1401)!= &l_1510),p_45)),((l_1525=(void*)0)!= &g_406));
if((**l_1522))
break;
(**l_1522)=(safe_mul_func_uint8_t_u_u(((l_1532[0][2][5]=l_1350[0])==(*g_87)),((safe_mul_func_int16_t_s_s((*p_47),((void*)0!=l_1536)))!=0x4A59604EL)));
}
}
if(((*g_1460)^=g_1537))
{
(*g_1539)=(((void*)0==p_47),l_1538);
}
else
{
p_45^=0x19B11490L;
}
}
p_45=(+p_48);
for(g_678=0;(g_678<=1);g_678+=1)
{
int32_t*l_1542= &l_1413[6][2];
l_1332=l_1542;
for(l_1406=1;(l_1406>=0);l_1406-=1)
{
int32_t**l_1544[2];
int i;
for(i=0;i<2;i++)
l_1544[i]= &l_1541[6];
l_1538=(((+0xB6L)|0xA0C3347AL),&p_45);
}
}
}
}
return(*g_1451);
}
static uint32_t func_54(uint16_t p_55,int32_t p_56,int16_t*p_57)
{
int16_t*l_68=(void*)0;
int32_t l_71=(-1L);
int16_t**l_1011[10];
uint64_t*l_1036= &g_212;
int32_t l_1086[10]={0L,(-1L),(-1L),0L,(-1L),(-1L),0L,(-1L),(-1L),0L};
const int64_t*l_1178=(void*)0;
const int64_t**l_1177[7][2]={{&l_1178,&l_1178},{&l_1178,&l_1178},{(void*)0,(void*)0},{(void*)0,&l_1178},{&l_1178,&l_1178},{&l_1178,&l_1178},{&l_1178,&l_1178}};
const int64_t***l_1176= &l_1177[0][0];
const int64_t****l_1175= &l_1176;
const int64_t*****l_1174= &l_1175;
struct S0*l_1201=(void*)0;
int i,j;
for(i=0;i<10;i++)
l_1011[i]= &g_88;
if((l_68!=(g_1012=(g_88=func_69(l_71)))))
{
int16_t l_1040[2];
int32_t l_1080=0xA173BA85L;
int32_t l_1087=0xE08DDF9EL;
int32_t l_1089=0x1190564EL;
int32_t l_1091[8][1][6]={{{0xD93067CFL,0xD93067CFL,0xD93067CFL,0xD93067CFL,0xD93067CFL,0xD93067CFL}},{{0xD93067CFL,0xD93067CFL,0xD93067CFL,0xD93067CFL,0xD93067CFL,0xD93067CFL}},{{0xD93067CFL,0xD93067CFL,0xD93067CFL,0xD93067CFL,0xD93067CFL,0xD93067CFL}},{{0xD93067CFL,0xD93067CFL,0xD93067CFL,0xD93067CFL,0xD93067CFL,0xD93067CFL}},{{0xD93067CFL,0xD93067CFL,0xD93067CFL,0xD93067CFL,0xD93067CFL,0xD93067CFL}},{{0xD93067CFL,0xD93067CFL,0xD93067CFL,0xD93067CFL,0xD93067CFL,0xD93067CFL}},{{0xD93067CFL,0xD93067CFL,0xD93067CFL,0xD93067CFL,0xD93067CFL,0xD93067CFL}},{{0xD93067CFL,0xD93067CFL,0xD93067CFL,0xD93067CFL,0xD93067CFL,0xD93067CFL}}};
uint8_t l_1092=0x1DL;
int32_t**l_1133= &g_684[2];
uint8_t l_1168=250UL;
int i,j,k;
for(i=0;i<2;i++)
l_1040[i]=0x94E7L;
for(g_523=0;(g_523>27);g_523++)
{
const int32_t l_1041=4L;
uint32_t l_1068=0UL;
uint64_t**const l_1075= &l_1036;
int32_t l_1088=5L;
int32_t l_1090[3];
const int32_t**l_1155[9][1]={{(void*)0},{&g_248},{(void*)0},{(void*)0},{&g_248},{(void*)0},{(void*)0},{&g_248},{(void*)0}};
int i,j;
for(i=0;i<3;i++)
l_1090[i]=2L;
}
for(g_348=0;(g_348>=0);g_348-=1)
{
int i;
if(l_71)
break;
return(*g_141);
}
}
else
{
return(*g_141);
}
return(*g_141);
}
static int16_t*func_69(uint16_t p_70)
{
const int16_t*l_82= &g_11;
int64_t*l_83= &g_84;
int16_t*l_85=(void*)0;
uint64_t l_86=5UL;
int32_t*l_681= &g_97;
int32_t**l_682[2][2][2]={{{&l_681,&l_681},{&l_681,&l_681}},{{&l_681,&l_681},{&l_681,&l_681}}};
int32_t*l_683=(void*)0;
int8_t*l_689= &g_677[0];
int16_t*const**l_692=(void*)0;
uint8_t l_715[6];
uint16_t*l_786= &g_578;
uint32_t l_1008=0UL;
int i,j,k;
for(i=0;i<6;i++)
l_715[i]=0UL;
return&g_348;
}
static int16_t func_76(uint64_t p_77,uint16_t p_78,int64_t p_79,uint16_t p_80,int16_t*p_81)
{
uint64_t l_93=4UL;
int32_t*l_96[10][10]={{&g_97,&g_97,&g_97,&g_97,&g_97,&g_97,&g_97,&g_97,&g_97,&g_97},{&g_97,&g_97,(void*)0,&g_97,&g_97,&g_97,&g_97,(void*)0,&g_97,&g_97},{&g_97,&g_97,(void*)0,&g_97,&g_97,(void*)0,(void*)0,&g_97,&g_97,(void*)0},{&g_97,&g_97,&g_97,&g_97,&g_97,&g_97,&g_97,&g_97,&g_97,&g_97},{&g_97,(void*)0,(void*)0,&g_97,&g_97,(void*)0,&g_97,&g_97,&g_97,&g_97},{&g_97,&g_97,(void*)0,(void*)0,&g_97,&g_97,(void*)0,&g_97,&g_97,&g_97},{&g_97,&g_97,&g_97,&g_97,&g_97,&g_97,&g_97,&g_97,&g_97,&g_97},{&g_97,&g_97,(void*)0,&g_97,&g_97,&g_97,&g_97,(void*)0,&g_97,&g_97},{&g_97,&g_97,(void*)0,&g_97,&g_97,(void*)0,(void*)0,&g_97,&g_97,(void*)0},{&g_97,&g_97,&g_97,&g_97,&g_97,&g_97,&g_97,&g_97,&g_97,&g_97}};
int16_t**l_110= &g_88;
int64_t l_140=0x7193A8FE19BE1704LL;
const uint8_t*l_218[1];
int32_t**l_326= &l_96[2][2];
uint16_t l_337=0x9564L;
int32_t l_465=5L;
int64_t**const*l_474=(void*)0;
uint32_t*l_481[2][10][5]={{{(void*)0,&g_241[2],&g_471,&g_241[0],&g_241[2]},{(void*)0,(void*)0,&g_241[0],&g_471,&g_471},{(void*)0,&g_241[0],(void*)0,&g_471,&g_241[0]},{&g_241[3],&g_471,&g_241[1],&g_241[0],(void*)0},{&g_241[0],(void*)0,&g_241[1],(void*)0,&g_241[0]},{&g_471,(void*)0,&g_241[1],(void*)0,&g_241[1]},{(void*)0,(void*)0,(void*)0,(void*)0,&g_471},{&g_241[0],&g_241[3],&g_241[0],&g_241[1],&g_241[3]},{&g_471,&g_241[0],&g_471,&g_241[0],&g_241[0]},{(void*)0,&g_471,&g_241[0],&g_241[1],&g_241[1]}},{{(void*)0,(void*)0,&g_241[0],(void*)0,(void*)0},{&g_241[0],&g_241[0],&g_471,(void*)0,(void*)0},{&g_241[0],&g_471,&g_241[0],(void*)0,&g_241[0]},{&g_241[0],(void*)0,(void*)0,&g_241[0],(void*)0},{&g_241[1],(void*)0,&g_471,&g_471,(void*)0},{(void*)0,&g_241[0],(void*)0,&g_471,&g_241[1]},{&g_241[0],&g_241[0],&g_471,&g_241[0],&g_241[0]},{(void*)0,&g_241[0],&g_241[1],&g_471,&g_241[3]},{&g_241[0],&g_241[1],&g_471,&g_471,&g_241[3]},{&g_471,&g_471,(void*)0,(void*)0,&g_471}}};
uint32_t**l_480[2];
const int16_t**l_511=(void*)0;
const int16_t***l_510= &l_511;
int64_t*l_563[10]={&g_84,&g_84,&g_84,&g_84,&g_84,&g_84,&g_84,&g_84,&g_84,&g_84};
int i,j,k;
for(i=0;i<1;i++)
l_218[i]= &g_113[1][0];
for(i=0;i<2;i++)
l_480[i]= &l_481[1][5][2];
g_87=g_87;
lbl_249:
for(p_79=0;(p_79==10);p_79=safe_add_func_int64_t_s_s(p_79,4))
{
(*g_98)=((safe_lshift_func_int16_t_s_s(l_93,((g_94!=l_96[0][2])==p_80))),l_96[1][7]);
}
for(p_79=0;(p_79<=9);p_79+=1)
{
uint32_t*l_102= &g_103;
int16_t***l_111= &l_110;
uint8_t*l_112= &g_113[4][1];
int32_t l_118[2];
uint64_t*l_133= &l_93;
int32_t l_134=(-7L);
int8_t l_167=1L;
uint32_t l_193[3];
int64_t**const l_278[4]={&g_255[1][0][0],&g_255[1][0][0],&g_255[1][0][0],&g_255[1][0][0]};
uint32_t l_281=0UL;
int32_t l_284=0x0371CF87L;
uint16_t l_311=0x3DBFL;
int8_t l_318=0x1AL;
struct S0*const l_404= &g_405;
uint64_t*l_461=(void*)0;
int64_t l_462=0xF2025E4AB4E5E8EELL;
int8_t l_492=7L;
int8_t l_530=0L;
int64_t l_571[1][1];
const int32_t**l_604=(void*)0;
int i,j;
for(i=0;i<2;i++)
l_118[i]=0x7740323AL;
for(i=0;i<3;i++)
l_193[i]=0xF0CFF6E6L;
for(i=0;i<1;i++)
{
for(j=0;j<1;j++)
l_571[i][j]=1L;
}
if((((safe_sub_func_int64_t_s_s(g_9,(((((*l_102)--)<(safe_sub_func_uint8_t_u_u((safe_mod_func_int8_t_s_s((((*l_111)=l_110)!=(void*)0),(--(*l_112)))),(safe_add_func_int16_t_s_s((l_118[1]|=0x9021L),((safe_add_func_int8_t_s_s((safe_sub_func_uint32_t_u_u(4UL,(safe_rshift_func_int16_t_s_s((safe_sub_func_int32_t_s_s((((((*g_94)|(g_11==(((*l_133)=(safe_mul_func_uint16_t_u_u((g_11<=(((g_97=(safe_lshift_func_uint16_t_u_s((safe_add_func_int32_t_s_s(p_79,p_79)),9))),0x47B0L)^g_9)),(*g_88))))||0UL)))||0UL),0x6244L)>l_134),p_79)),l_134)))),0xA9L))>g_84))))))<=g_11)>l_134))),(void*)0)!= &l_134))
{
uint32_t*l_135= &g_103;
const int32_t l_142[8]={(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)};
int32_t l_144=0x46991E3CL;
int32_t l_145=0L;
int32_t l_146=(-10L);
int16_t*l_162= &g_11;
int64_t*l_177=(void*)0;
int64_t*l_178[9][6][4]={{{&l_140,&g_84,(void*)0,&l_140},{(void*)0,&g_84,&l_140,(void*)0},{&g_84,&l_140,&g_84,&l_140},{&l_140,&g_84,&g_84,(void*)0},{&g_84,&g_84,&l_140,(void*)0},{&l_140,&g_84,&g_84,&l_140}},{{&l_140,&g_84,&g_84,&g_84},{&g_84,&l_140,&l_140,&l_140},{&l_140,&g_84,&l_140,&g_84},{&g_84,&g_84,&g_84,&g_84},{&g_84,(void*)0,&g_84,&l_140},{&g_84,&l_140,&g_84,&l_140}},{{&g_84,&l_140,&l_140,&l_140},{&l_140,&l_140,&l_140,&l_140},{&g_84,(void*)0,&g_84,&g_84},{&g_84,&g_84,&l_140,&g_84},{&l_140,&g_84,&l_140,&l_140},{&l_140,&l_140,&l_140,&g_84}},{{&l_140,&g_84,&l_140,&l_140},{&l_140,&g_84,&l_140,(void*)0},{&g_84,&g_84,&g_84,(void*)0},{(void*)0,&g_84,&l_140,&l_140},{&l_140,&l_140,&g_84,(void*)0},{&l_140,&g_84,&l_140,&l_140}},{{&g_84,&g_84,&l_140,&g_84},{&g_84,&g_84,&g_84,&g_84},{&g_84,&l_140,(void*)0,&g_84},{&l_140,&l_140,&g_84,(void*)0},{&l_140,&l_140,&g_84,&g_84},{&l_140,&l_140,&g_84,&l_140}},{{&l_140,&g_84,(void*)0,(void*)0},{&g_84,&g_84,&g_84,(void*)0},{&g_84,&g_84,&l_140,&g_84},{&g_84,&g_84,&l_140,(void*)0},{&l_140,&l_140,&g_84,&g_84},{&l_140,&g_84,&l_140,(void*)0}},{{(void*)0,&g_84,&g_84,&g_84},{&g_84,&l_140,&l_140,&l_140},{&l_140,&l_140,&l_140,&g_84},{&l_140,&g_84,&l_140,&l_140},{&l_140,(void*)0,&g_84,&l_140},{&g_84,&l_140,&l_140,&l_140}},{{&g_84,&g_84,&g_84,&g_84},{&g_84,&l_140,&l_140,(void*)0},{(void*)0,&l_140,&g_84,&l_140},{&g_84,&l_140,&g_84,(void*)0},{&l_140,&l_140,&l_140,&g_84},{(void*)0,&g_84,&g_84,&l_140}},{{(void*)0,&l_140,(void*)0,&l_140},{&g_84,(void*)0,&l_140,&l_140},{(void*)0,&l_140,&g_84,&g_84},{&g_84,&g_84,&g_84,&g_84},{(void*)0,&l_140,&g_84,&g_84},{&g_84,&l_140,&l_140,&l_140}}};
uint16_t l_181=0x6A61L;
uint16_t l_182=0UL;
int i,j,k;
for(l_93=0;(l_93<=9);l_93+=1)
{
uint32_t l_143[8][3][2];
int32_t l_147=0xFD4E32F9L;
int i,j,k;
for(i=0;i<8;i++)
{
for(j=0;j<3;j++)
{
for(k=0;k<2;k++)
l_143[i][j][k]=18446744073709551615UL;
}
}
l_143[2][2][0]=(((l_135!=(void*)0)&&((p_77^(safe_add_func_int32_t_s_s((safe_rshift_func_uint16_t_u_u(((((p_79||0UL),l_140),&g_103)==(g_141= &g_103)),(1L^0x2DL))),l_142[0]))),g_113[0][1]))&&0x68C86622CCD07D1FLL);
++g_148;
if((safe_mod_func_int8_t_s_s((l_145,(((--(*l_112))|(safe_mul_func_uint16_t_u_u((l_142[0]>=(((0UL<=((safe_add_func_int16_t_s_s((((~((void*)0!= &g_84)),(safe_add_func_int64_t_s_s(((l_162==(*g_87))<(((*l_102)=(safe_mod_func_int64_t_s_s((l_146=(safe_sub_func_int8_t_s_s((&l_96[p_79][l_93]== &l_96[0][2]),(-3L)))),0x4C31C25D2621D558LL)))>g_9)),g_84)))&&0x5BL),0xA7E5L))&&l_167)),0xBDL)==p_77)),l_167)))==p_78)),l_142[0])))
{
int32_t**l_168= &l_96[0][2];
(*l_168)=(void*)0;
return(*p_81);
}
else
{
return(*p_81);
}
}
(*g_94)^=l_118[0];
if(p_80)
continue;
g_97&=(l_134=(((safe_mod_func_uint8_t_u_u(((void*)0==l_135),(safe_lshift_func_int16_t_s_u((safe_mod_func_uint32_t_u_u(0xE80311F2L,(((((((l_142[0]&((((l_145=g_103),(*l_111))==(void*)0)&((*g_94)<((safe_div_func_uint32_t_u_u(0x8D70DEC8L,p_80))!=0UL)))),g_113[4][1])^l_181)<(*g_141))>=0L),l_182)|p_77))),6)))),l_181)==0x96L));
}
else
{
int16_t*l_191= &g_192;
int32_t l_203=0x2A3D4019L;
int32_t l_239=0xE767B04FL;
uint64_t l_319[8]={0xF8BAB20AB7912393LL,0xF8BAB20AB7912393LL,0xF8BAB20AB7912393LL,0xF8BAB20AB7912393LL,0xF8BAB20AB7912393LL,0xF8BAB20AB7912393LL,0xF8BAB20AB7912393LL,0xF8BAB20AB7912393LL};
uint32_t l_320=0xF8E2C787L;
uint8_t l_364=0xC2L;
int16_t***l_396[6];
uint32_t**l_448=(void*)0;
uint32_t**l_449=(void*)0;
uint32_t**l_450=(void*)0;
uint32_t**l_451[3];
uint64_t**l_460= &l_133;
uint64_t*l_463= &l_93;
uint16_t l_464=0xE72EL;
int32_t l_468[5][2]={{0xCA0F0F47L,0xCA0F0F47L},{0xCA0F0F47L,0xCA0F0F47L},{0xCA0F0F47L,0xCA0F0F47L},{0xCA0F0F47L,0xCA0F0F47L},{0xCA0F0F47L,0xCA0F0F47L}};
int i,j;
for(i=0;i<6;i++)
l_396[i]= &l_110;
for(i=0;i<3;i++)
l_451[i]= &g_141;
if(((((safe_mod_func_uint8_t_u_u((safe_lshift_func_uint8_t_u_s((safe_lshift_func_uint16_t_u_u(g_148,15)),5)),(safe_mul_func_int16_t_s_s((p_78||(g_113[4][1]=0xE7L)),((*l_191)=(0x8C4D6C3E8AFA607CLL|(((&g_103!=(void*)0)&(*g_88))|((*l_102)=(*g_141)))))))))>=((0x66L^g_11)<l_134))|g_11)<=g_11))
{
uint16_t l_221=65535UL;
const int32_t*l_245= &g_97;
int32_t l_314=0xEEA7DD98L;
if(((p_81=(l_193[1],l_191))==(**l_111)))
{
for(l_140=1;(l_140>=0);l_140-=1)
{
int i,j;
return g_113[(l_140+3)][l_140];
}
}
else
{
int64_t*l_199=(void*)0;
int8_t*l_200=(void*)0;
int8_t*l_201=(void*)0;
int8_t*l_202= &l_167;
int32_t l_207=1L;
g_97^=(((g_194,(safe_add_func_uint8_t_u_u(((*l_112)|=(((safe_lshift_func_int8_t_s_s((&g_84!=l_199),6))^l_193[1]),((l_203=((*l_202)^=g_84))^(~(0L>=(&l_191== &p_81)))))),1UL))),0UL)>(*g_141));
for(p_80=0;(p_80<=50);p_80=safe_add_func_int64_t_s_s(p_80,7))
{
int64_t l_210=0x2632C09F95BEDFB2LL;
int32_t l_211[5]={0L,0L,0L,0L,0L};
int i;
if(l_207)
break;
l_203&=(l_210^=(safe_add_func_int16_t_s_s(0x3C28L,p_77)));
l_211[2]=l_203;
--g_212;
}
if((*g_94))
continue;
if(l_203)
{
uint64_t l_222=0UL;
(*g_94)^=0x4D8AA762L;
if((*g_94))
break;
l_222=(safe_sub_func_int16_t_s_s((*p_81),((((*l_112)=(~((l_218[0]!=(void*)0)!=0UL))),(p_80>=(*g_141)))^(l_193[1]==(safe_add_func_int32_t_s_s(l_221,0x711BDEC8L))))));
}
else
{
int32_t**l_223[1];
uint32_t*l_240= &g_241[0];
int64_t*l_242= &l_140;
int i;
for(i=0;i<1;i++)
l_223[i]= &l_96[0][2];
l_118[1]=(((l_223[0]!=l_223[0])&&l_203)<g_212);
(*g_94)=((safe_sub_func_uint64_t_u_u((~((++(*l_112))&&((safe_lshift_func_int8_t_s_s(g_113[5][1],0))>(&l_207!=(*g_98))))),((*l_242)|=((*g_88),(((((*l_240)|=(safe_mul_func_int16_t_s_s((*g_88),((safe_mod_func_int64_t_s_s((p_79&(((safe_mul_func_uint16_t_u_u(p_79,(safe_rshift_func_uint16_t_u_s((0x89E38A55L^((*p_81)>=g_11)),3))))&&p_79)&18446744073709551606UL)),l_239)),0xCAABL)))),&g_84)==(void*)0)>8L)))))|l_207);
}
}
for(p_77=(-6);(p_77!=19);p_77=safe_add_func_uint32_t_u_u(p_77,5))
{
const int32_t**l_246=(void*)0;
int64_t*l_257= &l_140;
int64_t**l_256= &l_257;
uint16_t*l_262[2][3][5]={{{&l_221,&l_221,&l_221,&l_221,&l_221},{&l_221,(void*)0,(void*)0,&l_221,(void*)0},{&l_221,&l_221,&l_221,&l_221,&l_221}},{{(void*)0,&l_221,(void*)0,(void*)0,&l_221},{&l_221,&l_221,&l_221,&l_221,&l_221},{&l_221,&l_221,&l_221,&l_221,&l_221}}};
int i,j,k;
(*g_247)=l_245;
if(l_221)
goto lbl_249;
if(((((!(safe_mul_func_uint16_t_u_u((safe_rshift_func_uint8_t_u_u(((g_255[1][0][0]= &p_79)!=((*l_256)= &g_84)),7)),(((safe_rshift_func_int16_t_s_s((safe_mul_func_uint16_t_u_u((p_80=p_78),((*g_141)!=(safe_add_func_uint32_t_u_u((safe_lshift_func_uint16_t_u_s(((!(l_112!=(void*)0))>(safe_lshift_func_uint16_t_u_s(p_79,((-7L)||(((((safe_sub_func_int64_t_s_s(p_77,g_84))<=g_241[0])&0L),&g_87)!= &g_87))))),(*g_88))),p_77))))),7))^0x4809L),(-9L)))))<(**g_87))<=(-6L))==g_84))
{
return(*g_88);
}
else
{
uint64_t l_277=0UL;
l_277=(((((safe_sub_func_uint8_t_u_u(g_194.f6,(((*l_133)=p_79)!=(+((0x2BC74038L^(0UL&&(g_212=(safe_mul_func_uint8_t_u_u(0x3CL,p_78)))))&&p_80))))),(void*)0)!=(l_193[1],(void*)0))&0x7684E16BL)|0x13ECA28CL);
(*g_279)=l_278[3];
}
if(l_281)
break;
}
for(l_93=0;(l_93>34);++l_93)
{
uint8_t l_313=0xD6L;
if(l_284)
{
return(*g_88);
}
else
{
uint16_t*l_304= &l_221;
int8_t*l_312= &l_167;
l_284=(l_314&=(((*p_81)=(g_103|((((safe_mul_func_int8_t_s_s((safe_lshift_func_uint16_t_u_s(0x731BL,((safe_div_func_int8_t_s_s((+(safe_add_func_uint16_t_u_u((1UL!=((safe_div_func_int64_t_s_s(p_78,p_77)),((((((safe_add_func_int32_t_s_s((((!p_79)^0xC5L)>(((~((safe_rshift_func_int8_t_s_u(((((*l_304)--)==0xAF5FL)||((*l_312)=(((safe_lshift_func_uint16_t_u_u((safe_sub_func_int32_t_s_s((((*g_141)<p_80)^g_194.f6),l_311)),g_11)),p_78)<p_79))),l_313))!=g_11)),0L)<=g_192)),l_203)),g_194),g_95)<l_239),l_245)!=l_245))),(*l_245)))),(-6L))),(*p_81)))),g_84))^p_77)!=0UL)<=0L)))^p_79));
return l_313;
}
}
}
else
{
int32_t l_317=0L;
for(l_284=(-3);(l_284<=11);l_284=safe_add_func_uint32_t_u_u(l_284,6))
{
return(**g_87);
}
l_318=l_317;
if((l_317=l_319[7]))
{
uint32_t l_328[8][4][6]={{{0x99D5E12AL,18446744073709551607UL,0x1920B7C3L,0UL,0x9BC5BAC3L,2UL},{18446744073709551615UL,0x439B39C0L,0xF1FF036BL,0x37A7E7F2L,18446744073709551607UL,1UL},{1UL,9UL,0UL,0UL,9UL,1UL},{0x37A7E7F2L,3UL,0xF1FF036BL,0x99D5E12AL,0xF8C1A137L,2UL}},{{1UL,0x1AC5B17AL,0x1920B7C3L,1UL,0xA88B9B96L,18446744073709551615UL},{1UL,0xB15B6905L,1UL,0x99D5E12AL,18446744073709551609UL,18446744073709551612UL},{0x37A7E7F2L,0xF8C1A137L,1UL,0UL,0x439B39C0L,1UL},{1UL,0xF8C1A137L,0UL,0x37A7E7F2L,18446744073709551609UL,0UL}},{{18446744073709551615UL,0xB15B6905L,0x99D5E12AL,0UL,0xA88B9B96L,0UL},{0x99D5E12AL,0x1AC5B17AL,0x99D5E12AL,18446744073709551612UL,0xF8C1A137L,0UL},{0xE8E05B0DL,3UL,0UL,18446744073709551614UL,9UL,1UL},{18446744073709551614UL,9UL,1UL,18446744073709551614UL,18446744073709551607UL,18446744073709551612UL}},{{0xE8E05B0DL,0x439B39C0L,1UL,18446744073709551612UL,0x9BC5BAC3L,18446744073709551615UL},{0x99D5E12AL,18446744073709551607UL,0x1920B7C3L,0UL,0x9BC5BAC3L,0xE92661E0L},{1UL,1UL,0x64DF74A3L,0x3837DE6DL,18446744073709551615UL,0x708E5559L},{0x708E5559L,18446744073709551614UL,0UL,0UL,18446744073709551614UL,0x708E5559L}},{{0x3837DE6DL,2UL,0x64DF74A3L,0xF5BA48F3L,0UL,0xE92661E0L},{3UL,0x37A7E7F2L,0x2F15F6EFL,0x708E5559L,0xE8E05B0DL,1UL},{3UL,0xF1FF036BL,0x708E5559L,0xF5BA48F3L,0x1920B7C3L,0xDFA1680DL},{0x3837DE6DL,0UL,3UL,0UL,1UL,3UL}},{{0x708E5559L,0UL,0x644B6C62L,0x3837DE6DL,0x1920B7C3L,0UL},{1UL,0xF1FF036BL,0xF5BA48F3L,0x644B6C62L,0xE8E05B0DL,0x644B6C62L},{0xF5BA48F3L,0x37A7E7F2L,0xF5BA48F3L,0xDFA1680DL,0UL,0UL},{7UL,2UL,0x644B6C62L,0x4731B12DL,18446744073709551614UL,3UL}},{{0x4731B12DL,18446744073709551614UL,3UL,0x4731B12DL,18446744073709551615UL,0xDFA1680DL},{7UL,1UL,0x708E5559L,0xDFA1680DL,0UL,1UL},{0xF5BA48F3L,18446744073709551615UL,0x2F15F6EFL,0x644B6C62L,0UL,0xE92661E0L},{1UL,1UL,0x64DF74A3L,0x3837DE6DL,18446744073709551615UL,0x708E5559L}},{{0x708E5559L,18446744073709551614UL,0UL,0UL,18446744073709551614UL,0x708E5559L},{0x3837DE6DL,2UL,0x64DF74A3L,0xF5BA48F3L,0UL,0xE92661E0L},{3UL,0x37A7E7F2L,0x2F15F6EFL,0x708E5559L,0xE8E05B0DL,1UL},{3UL,0xF1FF036BL,0x708E5559L,0xF5BA48F3L,0x1920B7C3L,0xDFA1680DL}}};
int i,j,k;
l_320++;
for(l_134=0;l_134<3;l_134+=1)
{
l_193[l_134]=9UL;
}
for(l_93=22;(l_93!=29);l_93++)
{
uint64_t l_327=0x004D836B3EBBC57ALL;
l_327=(~((l_326= &g_99)!= &g_99));
}
++l_328[4][3][0];
}
else
{
for(l_167=0;(l_167<=4);l_167+=1)
{
int i;
if(g_241[l_167])
break;
if(l_203)
continue;
}
if(l_317)
continue;
}
}
for(g_97=0;(g_97<(-3));g_97=safe_sub_func_int8_t_s_s(g_97,2))
{
uint8_t l_361=0x99L;
int32_t l_363[8][8][1]={{{(-1L)},{4L},{0x6F715648L},{(-1L)},{0x6F715648L},{4L},{(-1L)},{4L}},{{0x6F715648L},{(-1L)},{0x6F715648L},{4L},{(-1L)},{4L},{0x6F715648L},{(-1L)}},{{0x6F715648L},{4L},{(-1L)},{4L},{0x6F715648L},{(-1L)},{0x6F715648L},{4L}},{{(-1L)},{4L},{0x6F715648L},{(-1L)},{0x6F715648L},{4L},{(-1L)},{4L}},{{0x6F715648L},{(-1L)},{0x6F715648L},{4L},{(-1L)},{4L},{0x6F715648L},{(-1L)}},{{0x6F715648L},{4L},{(-1L)},{4L},{0x6F715648L},{(-1L)},{0x6F715648L},{4L}},{{(-1L)},{4L},{0x6F715648L},{(-1L)},{0x6F715648L},{4L},{(-1L)},{4L}},{{0x6F715648L},{(-1L)},{0x6F715648L},{4L},{(-1L)},{4L},{0x6F715648L},{(-1L)}}};
int i,j,k;
l_337&=(l_203=(safe_mod_func_uint64_t_u_u(18446744073709551606UL,((*l_133)++))));
for(g_192=0;(g_192==(-3));g_192=safe_sub_func_int8_t_s_s(g_192,5))
{
int16_t*l_347= &g_348;
int32_t l_349[6][7][5]={{{1L,0L,0L,(-7L),0L},{0xD46D9FFBL,0L,0L,0xCEB3408CL,1L},{(-1L),(-1L),0xFD4F5B5CL,(-7L),0xFD4F5B5CL},{(-1L),(-1L),0xC792D6FBL,0x6BCBA8E6L,0xCEB3408CL},{0L,0x9534E5B9L,0x282A283FL,0L,(-1L)},{0xCEB3408CL,0xC792D6FBL,0xFE8F5AF0L,0xCEB3408CL,0L},{(-2L),0x9534E5B9L,(-1L),0x9534E5B9L,(-2L)}},{{6L,0xD46D9FFBL,0xC792D6FBL,0L,0xD46D9FFBL},{(-10L),(-10L),0L,(-1L),0x282A283FL},{0xCEB3408CL,0x6BCBA8E6L,0x1E2CE8E0L,0xD46D9FFBL,0xD46D9FFBL},{0xDD1987B8L,(-1L),0xDD1987B8L,0L,(-2L)},{0xD46D9FFBL,0xEFBD31E4L,0L,0L,0L},{0x2C380891L,0xB5A6B399L,0L,(-1L),(-1L)},{6L,0x32E50060L,0L,0L,0xCEB3408CL}},{{0xFD4F5B5CL,(-10L),0xDD1987B8L,0x9534E5B9L,0x7E6215E6L},{0x7831F2CFL,0xCEB3408CL,0x1E2CE8E0L,0x32E50060L,0x7831F2CFL},{0L,0xB5A6B399L,0L,0L,0x2C380891L},{0x7831F2CFL,0xC792D6FBL,0xC792D6FBL,0x7831F2CFL,0L},{0xFD4F5B5CL,(-1L),(-1L),0xB5A6B399L,0x42647998L},{6L,0x7831F2CFL,0xFE8F5AF0L,0L,0x7831F2CFL},{0x2C380891L,(-10L),0x282A283FL,0xB5A6B399L,0x282A283FL}},{{0xD46D9FFBL,0L,0x1E2CE8E0L,0x7831F2CFL,0xCEB3408CL},{0xDD1987B8L,0x9534E5B9L,0x7E6215E6L,0L,0xFD4F5B5CL},{0xCEB3408CL,0xEFBD31E4L,0xFE8F5AF0L,0x32E50060L,0L},{(-10L),0x9534E5B9L,0L,0x9534E5B9L,(-10L)},{6L,0L,0xC792D6FBL,0L,0xD46D9FFBL},{(-2L),(-10L),0xF29B83A2L,(-1L),0x7E6215E6L},{0xCEB3408CL,0x7831F2CFL,0x1E2CE8E0L,0L,0xD46D9FFBL}},{{0L,(-1L),0L,0L,(-10L)},{0xD46D9FFBL,0xC792D6FBL,0L,0xD46D9FFBL,0L},{0x42647998L,0xB5A6B399L,(-1L),(-1L),0xFD4F5B5CL},{6L,0xCEB3408CL,0L,0L,0xCEB3408CL},{(-1L),(-10L),0L,0x9534E5B9L,0x282A283FL},{0x7831F2CFL,0x32E50060L,0x1E2CE8E0L,0xCEB3408CL,0x7831F2CFL},{0xDD1987B8L,0xB5A6B399L,0xF29B83A2L,0L,0x42647998L}},{{0x7831F2CFL,0xEFBD31E4L,0xC792D6FBL,0x6BCBA8E6L,0L},{(-1L),(-1L),0L,0xB5A6B399L,0x2C380891L},{6L,0x6BCBA8E6L,0xFE8F5AF0L,0L,0x7831F2CFL},{0x42647998L,(-10L),0x7E6215E6L,0xB5A6B399L,0x7E6215E6L},{0xD46D9FFBL,0xD46D9FFBL,0x1E2CE8E0L,0x6BCBA8E6L,0xCEB3408CL},{0L,0x9534E5B9L,0x282A283FL,0L,(-1L)},{0xCEB3408CL,0xC792D6FBL,0xFE8F5AF0L,0L,1L}}};
int32_t l_362=(-1L);
uint32_t*l_372= &g_103;
uint64_t l_402[5][7][2]={{{18446744073709551615UL,0x3BBA9A7245E74854LL},{0xCDE3F808EC6FF27BLL,0x3BBA9A7245E74854LL},{18446744073709551615UL,0x5A6D43579D28539BLL},{18446744073709551615UL,0x3BBA9A7245E74854LL},{0xCDE3F808EC6FF27BLL,0x3BBA9A7245E74854LL},{18446744073709551615UL,0x5A6D43579D28539BLL},{18446744073709551615UL,0x3BBA9A7245E74854LL}},{{0xCDE3F808EC6FF27BLL,0x3BBA9A7245E74854LL},{18446744073709551615UL,0x5A6D43579D28539BLL},{18446744073709551615UL,0x3BBA9A7245E74854LL},{0xCDE3F808EC6FF27BLL,0x3BBA9A7245E74854LL},{18446744073709551615UL,0x5A6D43579D28539BLL},{18446744073709551615UL,0x3BBA9A7245E74854LL},{0xCDE3F808EC6FF27BLL,0x3BBA9A7245E74854LL}},{{18446744073709551615UL,0x5A6D43579D28539BLL},{18446744073709551615UL,0x3BBA9A7245E74854LL},{0xCDE3F808EC6FF27BLL,0x3BBA9A7245E74854LL},{18446744073709551615UL,0x5A6D43579D28539BLL},{18446744073709551615UL,0x3BBA9A7245E74854LL},{0xCDE3F808EC6FF27BLL,0x3BBA9A7245E74854LL},{18446744073709551615UL,0x5A6D43579D28539BLL}},{{18446744073709551615UL,0x3BBA9A7245E74854LL},{0xCDE3F808EC6FF27BLL,0x3BBA9A7245E74854LL},{18446744073709551615UL,0x5A6D43579D28539BLL},{18446744073709551615UL,0x3BBA9A7245E74854LL},{0xCDE3F808EC6FF27BLL,0x3BBA9A7245E74854LL},{18446744073709551615UL,0x5A6D43579D28539BLL},{18446744073709551615UL,0x3BBA9A7245E74854LL}},{{0xCDE3F808EC6FF27BLL,0x3BBA9A7245E74854LL},{18446744073709551615UL,0x5A6D43579D28539BLL},{18446744073709551615UL,0x3BBA9A7245E74854LL},{0xCDE3F808EC6FF27BLL,0x3BBA9A7245E74854LL},{18446744073709551615UL,0x5A6D43579D28539BLL},{18446744073709551615UL,0x3BBA9A7245E74854LL},{0xCDE3F808EC6FF27BLL,0x3BBA9A7245E74854LL}}};
uint64_t l_403[5];
uint32_t l_430=0xA2F5ED9FL;
int i,j,k;
for(i=0;i<5;i++)
l_403[i]=0x6839CFADB96242BDLL;
if(((safe_mod_func_uint8_t_u_u(((!(((safe_rshift_func_uint16_t_u_s(((l_363[7][4][0]=(((safe_mul_func_int16_t_s_s(((*l_347)^=(**g_87)),(l_193[1],l_349[5][4][3])))&&(safe_add_func_int64_t_s_s((l_362=(safe_div_func_int64_t_s_s(((((*g_141)=(p_78,(g_354[0][3],l_349[5][4][3])))|0x8A5A51E6L)!=((((safe_rshift_func_int8_t_s_s((l_167&&(safe_add_func_int64_t_s_s(((safe_mod_func_int8_t_s_s((((-5L)|p_79)!=p_78),g_84))&&0L),p_77))),6))|0L)||l_361)>l_281)),l_349[0][0][3]))),l_319[7])))>=0x43F89A18L)),l_319[6]),4)),(void*)0)==(void*)0))>g_113[5][0]),l_364))>=l_311))
{
uint64_t l_371=0xB6566BB26CBD6C7DLL;
uint32_t*l_383= &g_241[0];
(*g_94)=(((l_362>=((safe_mul_func_int8_t_s_s(0xFAL,((l_349[0][5][2]|(((*l_112)^=(safe_lshift_func_int8_t_s_s(((l_203=0xBFL)||(l_133!=(g_354[1][4],(((p_78||((void*)0== &g_212))^p_79),&g_148)))),l_319[6])))==p_79))|p_80)))<p_78))||p_78)^l_371);
l_203=((l_372= &l_320)==((safe_sub_func_uint16_t_u_u((0xC9L&((((safe_mul_func_int16_t_s_s((((g_9&&p_78),&p_79)== &p_79),(safe_mul_func_int8_t_s_s((safe_lshift_func_int16_t_s_s(((((*l_347)|=(((l_110!= &g_88)<(((safe_sub_func_int8_t_s_s(p_79,p_78)),(void*)0)==l_383))<0xDCD0FB91B11FE966LL))||65535UL)>0x7BD7E762A7FB312DLL),(**g_87))),g_113[4][1]))))==0L)==l_118[1]),0xEDL)),g_11)),l_96[0][2]));
if((**g_247))
break;
}
else
{
uint16_t*l_392[2][7]={{&l_337,&l_311,(void*)0,&l_311,&l_337,&l_337,&l_311},{(void*)0,(void*)0,(void*)0,&l_311,&l_311,(void*)0,(void*)0}};
int32_t l_401=0x015F5AF9L;
int i,j;
(*g_94)=(l_402[4][1][0]=(((-4L)==((((safe_unary_minus_func_int16_t_s(g_385))^(p_80==((*l_133)=(((((safe_rshift_func_int16_t_s_u((*p_81),(safe_mul_func_int16_t_s_s(0x65E6L,(*p_81)))))>((((((((g_194.f5==(safe_mul_func_uint16_t_u_u((g_393|=p_79),((safe_mod_func_int16_t_s_s(((*g_248),l_349[4][3][1]),l_362))<(*g_248)))))>g_241[0])&&0x9EDA58A4L),l_396[2])==g_397)|p_78)&l_401),l_401))==l_362)&&p_78)<=l_362))))&&0x9088E7B709EF9CE5LL),g_194.f5))==1L));
l_403[1]=8L;
if(l_401)
continue;
if((*g_94))
break;
}
(*g_406)=l_404;
for(l_311=0;(l_311<=0);l_311+=1)
{
int i;
l_363[7][4][0]=((safe_mul_func_uint16_t_u_u(g_400[2][1][5],(safe_div_func_uint64_t_u_u(g_393,p_79))))==(safe_div_func_uint16_t_u_u((((safe_sub_func_uint8_t_u_u((safe_add_func_int16_t_s_s(((*g_88),(safe_add_func_int64_t_s_s((safe_rshift_func_int8_t_s_u((((safe_div_func_uint32_t_u_u(((*l_372)--),(l_118[1]|l_203)))<=(safe_rshift_func_uint16_t_u_s(p_80,7)))==(((-4L)<(safe_div_func_int16_t_s_s((*p_81),0xD6EFL)))||8UL)),g_405.f1)),0x45A750B496DEB3A4LL))),(-1L))),l_402[0][0][0]))>=(-9L)),l_349[5][1][0]),p_79)));
if(l_430)
break;
}
}
}
(*l_326)=(*l_326);
if((l_134&=((+(safe_lshift_func_int8_t_s_s((-9L),p_78)))&&(safe_mul_func_uint16_t_u_u((safe_div_func_int16_t_s_s(((safe_mul_func_int16_t_s_s((safe_mul_func_uint8_t_u_u(((*l_112)=((l_239=(((safe_add_func_uint8_t_u_u((safe_add_func_int32_t_s_s(((((safe_mod_func_uint64_t_u_u(((*l_463)=(((l_462=(((((&l_281==(l_102=l_96[0][2]))^(safe_add_func_uint16_t_u_u(l_118[1],(((safe_sub_func_int64_t_s_s(((((safe_mul_func_int16_t_s_s((((safe_sub_func_uint32_t_u_u((((0x3DB7B4E7857034A2LL|(p_77!=0x26L))|((((*l_460)= &p_77)!=l_461)|l_118[1]))>=1UL),0x2E50EFB8L))&0xE52DBB7DL)^0xC5BF2762L),p_77))|l_318),&l_193[0])!= &l_281),0x5F20ED74E5D60B48LL))^0xAF4C30F2E4CC1448LL)>=0x3AL)))),g_354[0][3].f5)==p_80),p_79))^l_193[1]),p_79)),l_464))&&0x367082AEL)==l_281),p_77),(*g_141))),(-8L))),0x7993A3B5AB2715FBLL)^p_79))>0x147AL)),0x23L)),p_80))>6UL),l_364)),l_465)))))
{
int32_t l_466=0x0161BEF8L;
int32_t l_467=0x20276EA9L;
int32_t l_469=0x6B0DBA70L;
int32_t l_470=1L;
++g_471;
(*g_94)=((void*)0== &p_81);
l_470^=p_78;
}
else
{
int64_t***l_476[2];
int32_t l_477=(-2L);
int32_t l_493=0x0F6367C8L;
int i;
for(i=0;i<2;i++)
l_476[i]= &g_280;
l_477&=(l_474!=(g_475,l_476[0]));
if(p_80)
break;
if(p_78)
{
uint64_t l_491=0UL;
int32_t l_498=(-1L);
uint8_t*l_519= &g_9;
for(l_337=0;(l_337<23);l_337++)
{
uint32_t***l_482[3];
int i;
for(i=0;i<3;i++)
l_482[i]=(void*)0;
g_483=l_480[1];
return(*g_88);
}
if((safe_mul_func_int8_t_s_s(((((*l_112)=((safe_mod_func_int8_t_s_s((safe_lshift_func_uint16_t_u_s(l_491,9)),l_491))&l_492)),(((0xF7L==((l_493>((*p_81),((*l_112)^=((safe_mul_func_int8_t_s_s((safe_rshift_func_int16_t_s_s((*p_81),(l_468[3][0]|=((((*l_463)=l_491)&0xF287B174B1A32B1DLL)||l_319[7])))),l_193[1])),g_354[0][3].f3))))<0x8FL))<g_84)|65535UL))||0L),g_11)))
{
return(*p_81);
}
else
{
uint32_t l_499=4294967286UL;
uint8_t**l_509= &l_112;
const int16_t****l_512= &l_510;
int8_t*l_521= &l_167;
l_499++;
(*g_94)=(((*l_521)=((255UL==(+(safe_div_func_int64_t_s_s(((((safe_mod_func_int16_t_s_s((safe_rshift_func_uint16_t_u_u((((*l_509)=l_112)!=(void*)0),((g_520[0][7][1]=((l_111!=((*l_512)=l_510)),(((l_498=(+(&g_9==((((safe_mul_func_uint16_t_u_u((&g_398== &g_87),(safe_unary_minus_func_int8_t_s(((safe_rshift_func_uint8_t_u_s(g_194.f4,g_241[3]))>=l_464)))))<=p_80)>0xCBL),l_519)))),&g_407[1])==(void*)0)))!=1UL))),g_84))>=p_77)!=(*g_88))&&(-1L)),l_491))))!=l_499)),0xC47A8D4FL);
return(**g_398);
}
}
else
{
g_523--;
l_493=((void*)0!= &g_385);
}
l_118[1]=(-1L);
}
}
if(((safe_mod_func_uint32_t_u_u((((g_405.f4|p_78)<l_118[1])!=(safe_sub_func_uint8_t_u_u(((*l_112)=g_97),0xF6L))),l_530))<0x20D2L))
{
uint8_t l_556=255UL;
int16_t l_599=0L;
int32_t l_623=8L;
int32_t l_626=0x62CF80E6L;
for(p_80=0;(p_80>7);p_80++)
{
uint16_t l_559[8];
int32_t l_621=1L;
int32_t l_622=(-1L);
int i;
for(i=0;i<8;i++)
l_559[i]=6UL;
if((0xAB73L>0L))
{
int64_t l_533=(-7L);
int32_t l_534=0x61E030ECL;
const uint32_t*l_543[9][8][3]={{{(void*)0,&g_523,&g_241[2]},{&g_471,&g_471,&g_523},{&g_241[0],&g_523,(void*)0},{&g_241[3],&g_241[0],&g_241[0]},{&g_523,&g_241[2],&g_523},{&g_241[0],&g_241[0],(void*)0},{&g_523,&g_523,&g_471},{(void*)0,&g_471,&g_471}},{{&g_241[2],(void*)0,&g_471},{(void*)0,(void*)0,&g_471},{&g_523,&g_471,&g_471},{&g_241[4],&g_523,(void*)0},{&g_241[0],&g_471,&g_523},{&g_471,&g_241[2],&g_241[0]},{&g_523,&g_241[2],(void*)0},{&g_523,&g_241[4],&g_523}},{{&g_241[3],(void*)0,&g_241[2]},{&g_241[1],&g_471,&g_241[0]},{&g_241[4],(void*)0,&g_241[0]},{&g_241[2],&g_471,&g_471},{&g_241[4],&g_241[0],&g_241[0]},{&g_241[1],&g_523,&g_471},{&g_241[3],&g_241[0],&g_523},{&g_523,&g_471,&g_523}},{{&g_523,&g_471,(void*)0},{&g_471,&g_241[3],&g_241[3]},{&g_241[0],&g_241[4],&g_471},{&g_241[4],(void*)0,(void*)0},{&g_523,&g_241[2],(void*)0},{(void*)0,&g_241[0],&g_471},{&g_241[2],&g_241[2],&g_471},{(void*)0,(void*)0,&g_241[2]}},{{&g_523,&g_241[4],&g_241[0]},{&g_241[0],&g_241[3],&g_241[0]},{&g_523,&g_471,&g_523},{&g_471,&g_241[2],&g_241[0]},{&g_241[0],&g_241[0],&g_241[0]},{&g_241[0],&g_471,&g_471},{&g_523,&g_523,&g_471},{&g_241[2],&g_241[4],&g_471}},{{&g_241[0],&g_523,&g_471},{&g_471,&g_241[1],&g_471},{&g_241[0],&g_241[3],&g_241[0]},{&g_241[0],&g_471,&g_241[0]},{&g_523,(void*)0,(void*)0},{&g_471,&g_241[0],&g_523},{&g_523,&g_241[0],&g_523},{&g_471,&g_471,&g_241[0]}},{{&g_241[3],&g_471,(void*)0},{&g_241[1],&g_241[0],&g_241[3]},{(void*)0,&g_471,&g_471},{&g_241[1],&g_471,&g_241[0]},{&g_241[3],&g_241[2],&g_471},{&g_471,&g_523,&g_471},{&g_523,&g_241[2],&g_241[3]},{&g_471,(void*)0,&g_471}},{{&g_523,&g_241[0],&g_241[0]},{&g_241[0],&g_241[1],&g_241[1]},{&g_241[0],(void*)0,&g_241[0]},{&g_471,(void*)0,&g_471},{&g_241[0],(void*)0,&g_523},{&g_241[2],(void*)0,(void*)0},{&g_523,(void*)0,(void*)0},{&g_241[0],&g_241[1],(void*)0}},{{&g_241[0],&g_241[0],(void*)0},{&g_471,(void*)0,&g_471},{&g_241[0],&g_241[2],&g_471},{&g_523,&g_523,&g_241[0]},{&g_471,&g_241[2],&g_241[0]},{&g_241[0],&g_471,&g_241[4]},{&g_241[2],&g_471,&g_241[4]},{&g_241[0],&g_241[0],&g_241[4]}}};
const uint32_t**l_542[5][8][6]={{{&l_543[2][6][2],&l_543[0][4][2],&l_543[6][6][1],&l_543[2][6][2],&l_543[2][0][1],&l_543[6][6][1]},{&l_543[6][6][1],&l_543[1][1][1],&l_543[0][6][1],&l_543[6][6][1],(void*)0,&l_543[6][6][1]},{&l_543[2][0][1],&l_543[1][7][1],&l_543[6][6][1],&l_543[6][6][1],(void*)0,(void*)0},{&l_543[6][6][1],&l_543[1][1][1],&l_543[3][5][0],&l_543[2][0][1],&l_543[2][0][1],&l_543[3][5][0]},{&l_543[0][4][2],&l_543[0][4][2],&l_543[6][1][0],&l_543[2][0][1],&l_543[1][1][1],&l_543[4][4][0]},{&l_543[6][6][1],&l_543[2][6][2],(void*)0,&l_543[6][6][1],(void*)0,&l_543[6][1][0]},{&l_543[2][0][1],&l_543[6][6][1],(void*)0,&l_543[6][6][1],&l_543[0][4][2],&l_543[4][4][0]},{&l_543[6][6][1],&l_543[6][6][1],&l_543[6][1][0],&l_543[2][6][2],&l_543[6][6][1],&l_543[3][5][0]}},{{&l_543[2][6][2],&l_543[6][6][1],&l_543[3][5][0],(void*)0,&l_543[0][4][2],(void*)0},{(void*)0,&l_543[6][6][1],&l_543[6][6][1],&l_543[6][6][1],(void*)0,&l_543[6][6][1]},{(void*)0,&l_543[2][6][2],&l_543[0][6][1],(void*)0,&l_543[1][1][1],&l_543[6][6][1]},{&l_543[2][6][2],&l_543[0][4][2],&l_543[6][6][1],&l_543[2][6][2],&l_543[2][0][1],&l_543[6][6][1]},{&l_543[6][6][1],&l_543[1][1][1],&l_543[0][6][1],&l_543[6][6][1],(void*)0,&l_543[6][6][1]},{&l_543[2][0][1],&l_543[1][7][1],&l_543[6][6][1],&l_543[6][6][1],&l_543[8][4][1],&l_543[6][6][1]},{(void*)0,&l_543[6][2][2],&l_543[2][0][1],(void*)0,(void*)0,&l_543[2][0][1]},{(void*)0,(void*)0,&l_543[0][4][2],(void*)0,&l_543[6][2][2],&l_543[6][6][1]}},{{(void*)0,&l_543[6][6][1],&l_543[6][6][1],&l_543[6][6][1],(void*)0,&l_543[0][4][2]},{(void*)0,(void*)0,&l_543[6][6][1],(void*)0,(void*)0,&l_543[6][6][1]},{&l_543[7][3][1],(void*)0,&l_543[0][4][2],&l_543[6][6][1],(void*)0,&l_543[2][0][1]},{&l_543[6][6][1],(void*)0,&l_543[2][0][1],&l_543[8][4][1],(void*)0,&l_543[6][6][1]},{(void*)0,(void*)0,&l_543[6][6][1],(void*)0,(void*)0,&l_543[2][6][2]},{(void*)0,&l_543[6][6][1],&l_543[1][7][1],&l_543[8][4][1],&l_543[6][2][2],(void*)0},{&l_543[6][6][1],(void*)0,&l_543[6][6][1],&l_543[6][6][1],(void*)0,(void*)0},{&l_543[7][3][1],&l_543[6][2][2],&l_543[1][7][1],(void*)0,&l_543[8][4][1],&l_543[2][6][2]}},{{(void*)0,&l_543[8][5][0],&l_543[6][6][1],&l_543[6][6][1],&l_543[8][4][1],&l_543[6][6][1]},{(void*)0,&l_543[6][2][2],&l_543[2][0][1],(void*)0,(void*)0,&l_543[2][0][1]},{(void*)0,(void*)0,&l_543[0][4][2],(void*)0,&l_543[6][2][2],&l_543[6][6][1]},{(void*)0,&l_543[6][6][1],&l_543[6][6][1],&l_543[6][6][1],(void*)0,&l_543[0][4][2]},{(void*)0,(void*)0,&l_543[6][6][1],(void*)0,(void*)0,&l_543[6][6][1]},{&l_543[7][3][1],(void*)0,&l_543[0][4][2],&l_543[6][6][1],(void*)0,&l_543[2][0][1]},{&l_543[6][6][1],(void*)0,&l_543[2][0][1],&l_543[8][4][1],(void*)0,&l_543[6][6][1]},{(void*)0,(void*)0,&l_543[6][6][1],(void*)0,(void*)0,&l_543[2][6][2]}},{{(void*)0,&l_543[6][6][1],&l_543[1][7][1],&l_543[8][4][1],&l_543[6][2][2],(void*)0},{&l_543[6][6][1],(void*)0,&l_543[6][6][1],&l_543[6][6][1],(void*)0,(void*)0},{&l_543[7][3][1],&l_543[6][2][2],&l_543[1][7][1],(void*)0,&l_543[8][4][1],&l_543[2][6][2]},{(void*)0,&l_543[8][5][0],&l_543[6][6][1],&l_543[6][6][1],&l_543[8][4][1],&l_543[6][6][1]},{(void*)0,&l_543[6][2][2],&l_543[2][0][1],(void*)0,(void*)0,&l_543[2][0][1]},{(void*)0,(void*)0,&l_543[0][4][2],(void*)0,&l_543[6][2][2],&l_543[6][6][1]},{(void*)0,&l_543[6][6][1],&l_543[6][6][1],&l_543[6][6][1],(void*)0,&l_543[0][4][2]},{(void*)0,(void*)0,&l_543[6][6][1],(void*)0,(void*)0,&l_543[6][6][1]}}};
int i,j,k;
if((l_533|=p_77))
{
int32_t*l_535[3][10]={{&g_97,(void*)0,&g_97,(void*)0,&g_97,&g_97,&l_118[1],&l_118[1],&g_97,&g_97},{&g_97,&l_284,&l_284,&g_97,&l_118[0],&l_118[1],&g_97,&l_118[1],&l_118[0],&g_97},{&l_118[1],&g_97,&l_118[1],&l_118[0],&g_97,&l_284,&l_284,&g_97,&l_118[0],&l_118[1]}};
int i,j;
l_534&=((void*)0!= &g_141);
(*l_326)=(*l_326);
l_535[1][4]=(*g_98);
(*l_326)=(void*)0;
}
else
{
uint64_t l_550=18446744073709551615UL;
int32_t l_558[5][4]={{3L,0xB095D4FAL,0x524C95A7L,0xB095D4FAL},{0xB095D4FAL,0x097EA0F9L,0x524C95A7L,0x524C95A7L},{3L,3L,0xB095D4FAL,0x524C95A7L},{(-7L),0x097EA0F9L,(-7L),0xB095D4FAL},{(-7L),0xB095D4FAL,0xB095D4FAL,(-7L)}};
int i,j;
l_556=(safe_mul_func_int16_t_s_s((safe_div_func_uint8_t_u_u(((((safe_div_func_uint16_t_u_u((l_542[1][1][1]!= &g_484),65529UL)),(((safe_div_func_int8_t_s_s(((safe_sub_func_uint64_t_u_u((safe_mod_func_int64_t_s_s(((((l_284>l_550),((*l_404),(safe_mul_func_uint8_t_u_u(p_77,(!p_77)))))&&(safe_div_func_uint32_t_u_u(((&g_148== &p_77),0x44F721F8L),(-1L))))||(**g_87)),l_550)),1L))|p_79),g_405.f4))<=0L)>g_9))<g_97)!=0xB542F16BL),g_241[0])),(-6L)));
l_559[6]=(+(l_558[0][2]=((l_534,&g_397)== &g_397)));
}
return l_556;
}
else
{
uint32_t l_562=5UL;
const int64_t*l_565= &g_405.f1;
const int64_t**l_564= &l_565;
int8_t*l_568[7][4];
uint16_t*l_584=(void*)0;
uint16_t*l_585= &l_311;
int32_t l_596=0x436C2EC2L;
int32_t l_625=0x3AD6900DL;
int i,j;
for(i=0;i<7;i++)
{
for(j=0;j<4;j++)
l_568[i][j]=(void*)0;
}
l_284=(safe_div_func_int16_t_s_s(((((**g_247)>((l_562==((l_563[6]= &g_84)==((*l_564)= &p_79)))>=((l_562<=(safe_mul_func_int8_t_s_s((l_118[1]=0x3DL),(((l_134|=((safe_rshift_func_uint8_t_u_s(l_571[0][0],7))|(((safe_mul_func_int8_t_s_s((g_578^=(safe_add_func_int8_t_s_s(p_78,((*l_112)--)))),((((1UL>(-8L))>=l_559[4])^l_559[5])|0x4690L)))==p_79),(*g_141))))>=0UL)|l_281))))>=(*g_88)))),l_562)>=0xE47F2486L),0xC29CL));
for(l_556=0;(l_556<=2);l_556+=1)
{
int16_t l_579=(-4L);
return l_579;
}
if(l_556)
continue;
if(((g_348|=(safe_add_func_int8_t_s_s(((safe_lshift_func_uint16_t_u_s(((*l_585)=g_471),(0xC391F1264244D42FLL<=(safe_mod_func_int8_t_s_s(p_80,((g_588,l_562)&&(!l_193[1])))))))&&(safe_mod_func_uint8_t_u_u((((((safe_mod_func_int64_t_s_s((l_556!=(safe_mod_func_int64_t_s_s((l_596=p_78),(safe_mod_func_uint16_t_u_u(g_523,p_78))))),p_78))>=p_79)|l_599)>=0L)>=p_78),g_241[0]))),l_559[1])))>=(-2L)))
{
uint8_t*l_618=(void*)0;
uint8_t*l_619= &l_556;
const int32_t**l_620= &g_248;
l_118[1]&=(safe_lshift_func_uint8_t_u_u(((*l_619)|=(((safe_rshift_func_uint16_t_u_u(((((0x5477L>(&g_99==l_604))||((((-4L)&&((safe_mul_func_uint16_t_u_u(((((safe_unary_minus_func_uint32_t_u(p_77))^l_599)^(safe_add_func_uint16_t_u_u((((safe_lshift_func_uint16_t_u_u((safe_lshift_func_uint8_t_u_u(((*l_112)--),((((~(&g_141==(((~p_77),(((p_80,0x2FB1351C25EF9CCCLL),p_80)^0xABL)),(void*)0))),g_103),&p_79)==(void*)0))),8))&&l_596)^p_78),0L)))<=l_599),(*p_81)))!=18446744073709551613UL))||255UL)>=g_405.f4))&&g_385),g_405.f0),14))<p_78)>l_596)),p_77));
(*l_620)=(*g_247);
}
else
{
uint8_t l_627=0x23L;
if((*g_94))
break;
l_627--;
(*g_94)=p_79;
}
}
}
(*l_326)=(*g_98);
}
else
{
int32_t l_634=7L;
int16_t****l_650=(void*)0;
int16_t****l_652= &l_111;
int16_t*****l_651= &l_652;
int16_t****l_654[1];
int16_t*****l_653= &l_654[0];
int32_t l_667=0xD2ECBA26L;
int32_t l_669=1L;
int32_t l_670=(-1L);
int i;
for(i=0;i<1;i++)
l_654[i]= &l_111;
(*g_94)=(((p_80<(-3L))<65531UL)==((safe_add_func_uint16_t_u_u(0x0870L,(safe_mul_func_int16_t_s_s((0UL|l_634),(p_79!=(p_80||(safe_mul_func_uint8_t_u_u(((((*g_141)|=(((~(*g_399)),p_79)>g_405.f4))<p_78),0xFCL),l_634))))))))!=p_79));
g_668|=(~(~(safe_lshift_func_uint8_t_u_u((safe_rshift_func_int8_t_s_u(0xA8L,(safe_div_func_int8_t_s_s(((safe_add_func_uint64_t_u_u(((*l_133)&=(((g_588.f6<=((g_578=(((*g_141)=(safe_lshift_func_uint16_t_u_s((l_650==((*l_653)=((*l_651)=l_650))),((safe_mul_func_int16_t_s_s((l_667=(((p_80,0x459DD2D2L),0L)!=(((safe_add_func_int16_t_s_s((*p_81),((safe_div_func_uint16_t_u_u((safe_add_func_uint64_t_u_u((safe_mul_func_int8_t_s_s(g_393,g_405.f4)),g_522)),0x5C40L))&&0UL)))&&(-6L))<=(*g_141)))),(*g_88)))&&g_241[0]))))==(*g_248)))>=(-9L))),&g_84)== &g_84)),0L)),l_667),0x9FL)))),7))));
--g_671;
}
if(p_80)
continue;
if(l_93)
goto lbl_249;
}
for(g_523=0;(g_523==48);g_523=safe_add_func_int16_t_s_s(g_523,3))
{
int32_t l_676[4][4][9]={{{0x3F08D369L,(-1L),0L,0x17C6E462L,0x790041C6L,0x17C6E462L,0L,(-1L),0x3F08D369L},{1L,1L,0L,0x4681D63BL,0x6851E4D2L,1L,0L,0x6851E4D2L,1L},{(-9L),(-1L),0L,0x17C6E462L,0x5AF28C2DL,0x17C6E462L,0L,(-1L),(-9L)},{1L,0x6851E4D2L,0L,1L,0x6851E4D2L,0x4681D63BL,0L,1L,1L}},{{0x3F08D369L,(-1L),0L,0x17C6E462L,0x790041C6L,0x17C6E462L,0L,(-1L),0x3F08D369L},{1L,1L,0L,0x4681D63BL,0x6851E4D2L,1L,0L,0x6851E4D2L,1L},{(-9L),(-1L),0L,0x17C6E462L,0x5AF28C2DL,0x17C6E462L,0L,(-1L),(-9L)},{1L,0x6851E4D2L,0L,1L,0x6851E4D2L,0x4681D63BL,0L,1L,1L}},{{0x3F08D369L,(-1L),0L,0x17C6E462L,0x790041C6L,0x17C6E462L,0L,(-1L),0x3F08D369L},{1L,1L,0L,0x4681D63BL,0x6851E4D2L,1L,0L,0x6851E4D2L,1L},{(-9L),(-1L),0L,0x17C6E462L,0x5AF28C2DL,0x17C6E462L,0L,(-1L),(-9L)},{1L,0x6851E4D2L,0L,1L,0x6851E4D2L,0x4681D63BL,0L,1L,1L}},{{0x3F08D369L,(-1L),0L,0x17C6E462L,0x790041C6L,0x17C6E462L,0L,(-1L),0x3F08D369L},{1L,1L,0L,0x4681D63BL,0x6851E4D2L,1L,0L,0x6851E4D2L,1L},{(-9L),(-1L),0L,0x17C6E462L,0x5AF28C2DL,0x17C6E462L,0L,(-1L),(-9L)},{1L,0x6851E4D2L,0L,1L,0x6851E4D2L,0x4681D63BL,0L,1L,1L}}};
int i,j,k;
++g_678;
return(*g_88);
}
return(*p_81);
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
transparent_crc(g_11,"g_11",print_hash_value);
transparent_crc(g_84,"g_84",print_hash_value);
transparent_crc(g_95,"g_95",print_hash_value);
transparent_crc(g_97,"g_97",print_hash_value);
transparent_crc(g_103,"g_103",print_hash_value);
for(i=0;i<6;i++)
{
for(j=0;j<2;j++)
{
transparent_crc(g_113[i][j],"g_113[i][j]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d]\n",i,j);
}
}
transparent_crc(g_148,"g_148",print_hash_value);
transparent_crc(g_192,"g_192",print_hash_value);
transparent_crc(g_194.f0,"g_194.f0",print_hash_value);
transparent_crc(g_194.f1,"g_194.f1",print_hash_value);
transparent_crc(g_194.f2,"g_194.f2",print_hash_value);
transparent_crc(g_194.f3,"g_194.f3",print_hash_value);
transparent_crc(g_194.f4,"g_194.f4",print_hash_value);
transparent_crc(g_194.f5,"g_194.f5",print_hash_value);
transparent_crc(g_194.f6,"g_194.f6",print_hash_value);
transparent_crc(g_212,"g_212",print_hash_value);
for(i=0;i<5;i++)
{
transparent_crc(g_241[i],"g_241[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_348,"g_348",print_hash_value);
for(i=0;i<2;i++)
{
for(j=0;j<6;j++)
{
transparent_crc(g_354[i][j].f0,"g_354[i][j].f0",print_hash_value);
transparent_crc(g_354[i][j].f1,"g_354[i][j].f1",print_hash_value);
transparent_crc(g_354[i][j].f2,"g_354[i][j].f2",print_hash_value);
transparent_crc(g_354[i][j].f3,"g_354[i][j].f3",print_hash_value);
transparent_crc(g_354[i][j].f4,"g_354[i][j].f4",print_hash_value);
transparent_crc(g_354[i][j].f5,"g_354[i][j].f5",print_hash_value);
transparent_crc(g_354[i][j].f6,"g_354[i][j].f6",print_hash_value);
if(print_hash_value)printf("index = [%d][%d]\n",i,j);
}
}
transparent_crc(g_385,"g_385",print_hash_value);
transparent_crc(g_393,"g_393",print_hash_value);
for(i=0;i<4;i++)
{
for(j=0;j<2;j++)
{
for(k=0;k<10;k++)
{
transparent_crc(g_400[i][j][k],"g_400[i][j][k]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
transparent_crc(g_405.f0,"g_405.f0",print_hash_value);
transparent_crc(g_405.f1,"g_405.f1",print_hash_value);
transparent_crc(g_405.f2,"g_405.f2",print_hash_value);
transparent_crc(g_405.f3,"g_405.f3",print_hash_value);
transparent_crc(g_405.f4,"g_405.f4",print_hash_value);
transparent_crc(g_405.f5,"g_405.f5",print_hash_value);
transparent_crc(g_405.f6,"g_405.f6",print_hash_value);
transparent_crc(g_471,"g_471",print_hash_value);
transparent_crc(g_475.f0,"g_475.f0",print_hash_value);
transparent_crc(g_475.f1,"g_475.f1",print_hash_value);
transparent_crc(g_475.f2,"g_475.f2",print_hash_value);
transparent_crc(g_475.f3,"g_475.f3",print_hash_value);
transparent_crc(g_475.f4,"g_475.f4",print_hash_value);
transparent_crc(g_475.f5,"g_475.f5",print_hash_value);
transparent_crc(g_475.f6,"g_475.f6",print_hash_value);
for(i=0;i<1;i++)
{
for(j=0;j<9;j++)
{
for(k=0;k<2;k++)
{
transparent_crc(g_520[i][j][k],"g_520[i][j][k]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
transparent_crc(g_522,"g_522",print_hash_value);
transparent_crc(g_523,"g_523",print_hash_value);
transparent_crc(g_578,"g_578",print_hash_value);
transparent_crc(g_588.f0,"g_588.f0",print_hash_value);
transparent_crc(g_588.f1,"g_588.f1",print_hash_value);
transparent_crc(g_588.f2,"g_588.f2",print_hash_value);
transparent_crc(g_588.f3,"g_588.f3",print_hash_value);
transparent_crc(g_588.f4,"g_588.f4",print_hash_value);
transparent_crc(g_588.f5,"g_588.f5",print_hash_value);
transparent_crc(g_588.f6,"g_588.f6",print_hash_value);
transparent_crc(g_624,"g_624",print_hash_value);
transparent_crc(g_668,"g_668",print_hash_value);
transparent_crc(g_671,"g_671",print_hash_value);
for(i=0;i<4;i++)
{
transparent_crc(g_677[i],"g_677[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_678,"g_678",print_hash_value);
transparent_crc(g_757,"g_757",print_hash_value);
transparent_crc(g_854,"g_854",print_hash_value);
transparent_crc(g_861.f0,"g_861.f0",print_hash_value);
transparent_crc(g_861.f1,"g_861.f1",print_hash_value);
transparent_crc(g_861.f2,"g_861.f2",print_hash_value);
transparent_crc(g_861.f3,"g_861.f3",print_hash_value);
transparent_crc(g_861.f4,"g_861.f4",print_hash_value);
transparent_crc(g_861.f5,"g_861.f5",print_hash_value);
transparent_crc(g_861.f6,"g_861.f6",print_hash_value);
transparent_crc(g_917.f0,"g_917.f0",print_hash_value);
transparent_crc(g_917.f1,"g_917.f1",print_hash_value);
transparent_crc(g_917.f2,"g_917.f2",print_hash_value);
transparent_crc(g_917.f3,"g_917.f3",print_hash_value);
transparent_crc(g_917.f4,"g_917.f4",print_hash_value);
transparent_crc(g_917.f5,"g_917.f5",print_hash_value);
transparent_crc(g_917.f6,"g_917.f6",print_hash_value);
transparent_crc(g_1114,"g_1114",print_hash_value);
transparent_crc(g_1154,"g_1154",print_hash_value);
transparent_crc(g_1159.f0,"g_1159.f0",print_hash_value);
transparent_crc(g_1159.f1,"g_1159.f1",print_hash_value);
transparent_crc(g_1159.f2,"g_1159.f2",print_hash_value);
transparent_crc(g_1159.f3,"g_1159.f3",print_hash_value);
transparent_crc(g_1159.f4,"g_1159.f4",print_hash_value);
transparent_crc(g_1159.f5,"g_1159.f5",print_hash_value);
transparent_crc(g_1159.f6,"g_1159.f6",print_hash_value);
for(i=0;i<10;i++)
{
for(j=0;j<7;j++)
{
transparent_crc(g_1200[i][j].f0,"g_1200[i][j].f0",print_hash_value);
transparent_crc(g_1200[i][j].f1,"g_1200[i][j].f1",print_hash_value);
transparent_crc(g_1200[i][j].f2,"g_1200[i][j].f2",print_hash_value);
transparent_crc(g_1200[i][j].f3,"g_1200[i][j].f3",print_hash_value);
transparent_crc(g_1200[i][j].f4,"g_1200[i][j].f4",print_hash_value);
transparent_crc(g_1200[i][j].f5,"g_1200[i][j].f5",print_hash_value);
transparent_crc(g_1200[i][j].f6,"g_1200[i][j].f6",print_hash_value);
if(print_hash_value)printf("index = [%d][%d]\n",i,j);
}
}
transparent_crc(g_1236,"g_1236",print_hash_value);
transparent_crc(g_1341,"g_1341",print_hash_value);
transparent_crc(g_1399,"g_1399",print_hash_value);
transparent_crc(g_1414,"g_1414",print_hash_value);
transparent_crc(g_1531,"g_1531",print_hash_value);
for(i=0;i<5;i++)
{
transparent_crc(g_1533[i],"g_1533[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_1537,"g_1537",print_hash_value);
transparent_crc(g_1629.f0,"g_1629.f0",print_hash_value);
transparent_crc(g_1629.f1,"g_1629.f1",print_hash_value);
transparent_crc(g_1629.f2,"g_1629.f2",print_hash_value);
transparent_crc(g_1629.f3,"g_1629.f3",print_hash_value);
transparent_crc(g_1629.f4,"g_1629.f4",print_hash_value);
transparent_crc(g_1629.f5,"g_1629.f5",print_hash_value);
transparent_crc(g_1629.f6,"g_1629.f6",print_hash_value);
transparent_crc(g_1700.f0,"g_1700.f0",print_hash_value);
transparent_crc(g_1700.f1,"g_1700.f1",print_hash_value);
transparent_crc(g_1700.f2,"g_1700.f2",print_hash_value);
transparent_crc(g_1700.f3,"g_1700.f3",print_hash_value);
transparent_crc(g_1700.f4,"g_1700.f4",print_hash_value);
transparent_crc(g_1700.f5,"g_1700.f5",print_hash_value);
transparent_crc(g_1700.f6,"g_1700.f6",print_hash_value);
transparent_crc(g_1810,"g_1810",print_hash_value);
transparent_crc(g_1824,"g_1824",print_hash_value);
transparent_crc(g_1840,"g_1840",print_hash_value);
for(i=0;i<7;i++)
{
transparent_crc(g_1861[i],"g_1861[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_1872.f0,"g_1872.f0",print_hash_value);
transparent_crc(g_1872.f1,"g_1872.f1",print_hash_value);
transparent_crc(g_1872.f2,"g_1872.f2",print_hash_value);
transparent_crc(g_1872.f3,"g_1872.f3",print_hash_value);
transparent_crc(g_1872.f4,"g_1872.f4",print_hash_value);
transparent_crc(g_1872.f5,"g_1872.f5",print_hash_value);
transparent_crc(g_1872.f6,"g_1872.f6",print_hash_value);
transparent_crc(g_1896.f0,"g_1896.f0",print_hash_value);
transparent_crc(g_1896.f1,"g_1896.f1",print_hash_value);
transparent_crc(g_1896.f2,"g_1896.f2",print_hash_value);
transparent_crc(g_1896.f3,"g_1896.f3",print_hash_value);
transparent_crc(g_1896.f4,"g_1896.f4",print_hash_value);
transparent_crc(g_1896.f5,"g_1896.f5",print_hash_value);
transparent_crc(g_1896.f6,"g_1896.f6",print_hash_value);
for(i=0;i<6;i++)
{
for(j=0;j<2;j++)
{
transparent_crc(g_1973[i][j],"g_1973[i][j]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d]\n",i,j);
}
}
transparent_crc(g_2048,"g_2048",print_hash_value);
for(i=0;i<7;i++)
{
for(j=0;j<8;j++)
{
for(k=0;k<4;k++)
{
transparent_crc(g_2049[i][j][k],"g_2049[i][j][k]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
transparent_crc(g_2082,"g_2082",print_hash_value);
transparent_crc(g_2083,"g_2083",print_hash_value);
transparent_crc(g_2146.f0,"g_2146.f0",print_hash_value);
transparent_crc(g_2146.f1,"g_2146.f1",print_hash_value);
transparent_crc(g_2146.f2,"g_2146.f2",print_hash_value);
transparent_crc(g_2146.f3,"g_2146.f3",print_hash_value);
transparent_crc(g_2146.f4,"g_2146.f4",print_hash_value);
transparent_crc(g_2146.f5,"g_2146.f5",print_hash_value);
transparent_crc(g_2146.f6,"g_2146.f6",print_hash_value);
transparent_crc(g_2151.f0,"g_2151.f0",print_hash_value);
transparent_crc(g_2151.f1,"g_2151.f1",print_hash_value);
transparent_crc(g_2151.f2,"g_2151.f2",print_hash_value);
transparent_crc(g_2151.f3,"g_2151.f3",print_hash_value);
transparent_crc(g_2151.f4,"g_2151.f4",print_hash_value);
transparent_crc(g_2151.f5,"g_2151.f5",print_hash_value);
transparent_crc(g_2151.f6,"g_2151.f6",print_hash_value);
for(i=0;i<10;i++)
{
transparent_crc(g_2169[i].f0,"g_2169[i].f0",print_hash_value);
transparent_crc(g_2169[i].f1,"g_2169[i].f1",print_hash_value);
transparent_crc(g_2169[i].f2,"g_2169[i].f2",print_hash_value);
transparent_crc(g_2169[i].f3,"g_2169[i].f3",print_hash_value);
transparent_crc(g_2169[i].f4,"g_2169[i].f4",print_hash_value);
transparent_crc(g_2169[i].f5,"g_2169[i].f5",print_hash_value);
transparent_crc(g_2169[i].f6,"g_2169[i].f6",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_2307,"g_2307",print_hash_value);
for(i=0;i<4;i++)
{
for(j=0;j<1;j++)
{
for(k=0;k<9;k++)
{
transparent_crc(g_2355[i][j][k],"g_2355[i][j][k]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
transparent_crc(g_2378.f0,"g_2378.f0",print_hash_value);
transparent_crc(g_2378.f1,"g_2378.f1",print_hash_value);
transparent_crc(g_2378.f2,"g_2378.f2",print_hash_value);
transparent_crc(g_2378.f3,"g_2378.f3",print_hash_value);
transparent_crc(g_2378.f4,"g_2378.f4",print_hash_value);
transparent_crc(g_2378.f5,"g_2378.f5",print_hash_value);
transparent_crc(g_2378.f6,"g_2378.f6",print_hash_value);
for(i=0;i<4;i++)
{
for(j=0;j<8;j++)
{
for(k=0;k<1;k++)
{
transparent_crc(g_2408[i][j][k],"g_2408[i][j][k]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
transparent_crc(g_2427.f0,"g_2427.f0",print_hash_value);
transparent_crc(g_2427.f1,"g_2427.f1",print_hash_value);
transparent_crc(g_2427.f2,"g_2427.f2",print_hash_value);
transparent_crc(g_2427.f3,"g_2427.f3",print_hash_value);
transparent_crc(g_2427.f4,"g_2427.f4",print_hash_value);
transparent_crc(g_2427.f5,"g_2427.f5",print_hash_value);
transparent_crc(g_2427.f6,"g_2427.f6",print_hash_value);
transparent_crc(g_2428,"g_2428",print_hash_value);
transparent_crc(g_2445,"g_2445",print_hash_value);
transparent_crc(g_2554.f0,"g_2554.f0",print_hash_value);
transparent_crc(g_2554.f1,"g_2554.f1",print_hash_value);
transparent_crc(g_2554.f2,"g_2554.f2",print_hash_value);
transparent_crc(g_2554.f3,"g_2554.f3",print_hash_value);
transparent_crc(g_2554.f4,"g_2554.f4",print_hash_value);
transparent_crc(g_2554.f5,"g_2554.f5",print_hash_value);
transparent_crc(g_2554.f6,"g_2554.f6",print_hash_value);
transparent_crc(g_2679.f0,"g_2679.f0",print_hash_value);
transparent_crc(g_2679.f1,"g_2679.f1",print_hash_value);
transparent_crc(g_2679.f2,"g_2679.f2",print_hash_value);
transparent_crc(g_2679.f3,"g_2679.f3",print_hash_value);
transparent_crc(g_2679.f4,"g_2679.f4",print_hash_value);
transparent_crc(g_2679.f5,"g_2679.f5",print_hash_value);
transparent_crc(g_2679.f6,"g_2679.f6",print_hash_value);
transparent_crc(g_2801,"g_2801",print_hash_value);
transparent_crc(g_2879,"g_2879",print_hash_value);
transparent_crc(g_2963,"g_2963",print_hash_value);
transparent_crc(g_3088,"g_3088",print_hash_value);
transparent_crc(g_3181,"g_3181",print_hash_value);
transparent_crc(g_3204.f0,"g_3204.f0",print_hash_value);
transparent_crc(g_3204.f1,"g_3204.f1",print_hash_value);
transparent_crc(g_3204.f2,"g_3204.f2",print_hash_value);
transparent_crc(g_3204.f3,"g_3204.f3",print_hash_value);
transparent_crc(g_3204.f4,"g_3204.f4",print_hash_value);
transparent_crc(g_3204.f5,"g_3204.f5",print_hash_value);
transparent_crc(g_3204.f6,"g_3204.f6",print_hash_value);
transparent_crc(g_3277,"g_3277",print_hash_value);
transparent_crc(g_3313,"g_3313",print_hash_value);
transparent_crc(g_3381,"g_3381",print_hash_value);
for(i=0;i<4;i++)
{
for(j=0;j<3;j++)
{
transparent_crc(g_3391[i][j],"g_3391[i][j]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d]\n",i,j);
}
}
for(i=0;i<5;i++)
{
for(j=0;j<4;j++)
{
for(k=0;k<1;k++)
{
transparent_crc(g_3480[i][j][k],"g_3480[i][j][k]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
