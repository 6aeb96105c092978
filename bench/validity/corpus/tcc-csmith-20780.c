/*
 * This is a RANDOMLY GENERATED PROGRAM.
 *
 * Generator: csmith 2.3.0
 * Git version: 30dccd7
 * Options:   --no-packed-struct --seed 20780
 * Seed:      20780
 */

#include "csmith.h"


static long __undefined;

/* --- Struct/Union Declarations --- */
union U0 {
   volatile uint8_t  f0;
   volatile int32_t  f1;
   int8_t * volatile  f2;
};

union U1 {
   int64_t  f0;
   int8_t * f1;
   const volatile int64_t  f2;
   int32_t  f3;
};

union U2 {
   volatile uint16_t  f0;
   uint64_t  f1;
   const int64_t  f2;
   volatile int32_t  f3;
   volatile int64_t  f4;
};

union U3 {
   uint32_t  f0;
};

/* --- GLOBAL VARIABLES --- */
static int8_t g_10 = 0L;
static int8_t *g_9 = &g_10;
static int32_t g_25 = 3L;
static volatile int64_t g_30 = 0x177C422D5FBA2522LL;/* VOLATILE GLOBAL g_30 */
static int64_t g_31 = 0x64854668DACB314BLL;
static uint32_t g_32 = 0x30385D06L;
static uint16_t g_79 = 0UL;
static uint32_t g_81 = 1UL;
static union U3 g_83 = {0x4ADC7C5AL};
static volatile union U2 g_99[10][7][3] = {{{{65535UL},{0x73BBL},{0x73BBL}},{{0x298BL},{0x73BBL},{0x9D46L}},{{0xF4E4L},{65535UL},{0x12F0L}},{{0x298BL},{0x298BL},{0x12F0L}},{{65535UL},{0xF4E4L},{0x9D46L}},{{0x73BBL},{0x298BL},{0x73BBL}},{{0x73BBL},{65535UL},{0x298BL}}},{{{65535UL},{0x73BBL},{0x73BBL}},{{0x298BL},{0x73BBL},{0x9D46L}},{{0xF4E4L},{65535UL},{0x12F0L}},{{0x298BL},{0x298BL},{0x12F0L}},{{65535UL},{0xF4E4L},{0x9D46L}},{{0x73BBL},{0x298BL},{0x73BBL}},{{0x73BBL},{65535UL},{0x298BL}}},{{{65535UL},{0x73BBL},{0x73BBL}},{{0x298BL},{0xF4E4L},{0x12F0L}},{{0x9D46L},{0x73BBL},{0x298BL}},{{8UL},{8UL},{0x298BL}},{{0x73BBL},{0x9D46L},{0x12F0L}},{{0xF4E4L},{8UL},{0xF4E4L}},{{0xF4E4L},{0x73BBL},{8UL}}},{{{0x73BBL},{0xF4E4L},{0xF4E4L}},{{8UL},{0xF4E4L},{0x12F0L}},{{0x9D46L},{0x73BBL},{0x298BL}},{{8UL},{8UL},{0x298BL}},{{0x73BBL},{0x9D46L},{0x12F0L}},{{0xF4E4L},{8UL},{0xF4E4L}},{{0xF4E4L},{0x73BBL},{8UL}}},{{{0x73BBL},{0xF4E4L},{0xF4E4L}},{{8UL},{0xF4E4L},{0x12F0L}},{{0x9D46L},{0x73BBL},{0x298BL}},{{8UL},{8UL},{0x298BL}},{{0x73BBL},{0x9D46L},{0x12F0L}},{{0xF4E4L},{8UL},{0xF4E4L}},{{0xF4E4L},{0x73BBL},{8UL}}},{{{0x73BBL},{0xF4E4L},{0xF4E4L}},{{8UL},{0xF4E4L},{0x12F0L}},{{0x9D46L},{0x73BBL},{0x298BL}},{{8UL},{8UL},{0x298BL}},{{0x73BBL},{0x9D46L},{0x12F0L}},{{0xF4E4L},{8UL},{0xF4E4L}},{{0xF4E4L},{0x73BBL},{8UL}}},{{{0x73BBL},{0xF4E4L},{0xF4E4L}},{{8UL},{0xF4E4L},{0x12F0L}},{{0x9D46L},{0x73BBL},{0x298BL}},{{8UL},{8UL},{0x298BL}},{{0x73BBL},{0x9D46L},{0x12F0L}},{{0xF4E4L},{8UL},{0xF4E4L}},{{0xF4E4L},{0x73BBL},{8UL}}},{{{0x73BBL},{0xF4E4L},{0xF4E4L}},{{8UL},{0xF4E4L},{0x12F0L}},{{0x9D46L},{0x73BBL},{0x298BL}},{{8UL},{8UL},{0x298BL}},{{0x73BBL},{0x9D46L},{0x12F0L}},{{0xF4E4L},{8UL},{0xF4E4L}},{{0xF4E4L},{0x73BBL},{8UL}}},{{{0x73BBL},{0xF4E4L},{0xF4E4L}},{{8UL},{0xF4E4L},{0x12F0L}},{{0x9D46L},{0x73BBL},{0x298BL}},{{8UL},{8UL},{0x298BL}},{{0x73BBL},{0x9D46L},{0x12F0L}},{{0xF4E4L},{8UL},{0xF4E4L}},{{0xF4E4L},{0x73BBL},{8UL}}},{{{0x73BBL},{0xF4E4L},{0xF4E4L}},{{8UL},{0xF4E4L},{0x12F0L}},{{0x9D46L},{0x73BBL},{0x298BL}},{{8UL},{8UL},{0x298BL}},{{0x73BBL},{0x9D46L},{0x12F0L}},{{0xF4E4L},{8UL},{0xF4E4L}},{{0xF4E4L},{0x73BBL},{8UL}}}};
static int16_t g_103 = 0xF191L;
static int16_t g_107 = 0x33A0L;
static const union U1 g_125[9] = {{1L},{1L},{1L},{1L},{1L},{1L},{1L},{1L},{1L}};
static int32_t *g_136 = &g_25;
static union U0 g_139 = {0x3AL};/* VOLATILE GLOBAL g_139 */
static int32_t g_152 = (-1L);
static uint64_t g_158 = 0x47D9254FF34EAFFBLL;
static int8_t *g_183 = &g_10;
static int32_t g_203 = 0x6011D501L;
static volatile int32_t g_204 = 0x33E6B62BL;/* VOLATILE GLOBAL g_204 */
static int32_t g_205 = 0xA702CAF5L;
static volatile uint64_t g_206 = 0x3BFC78DC00671E2BLL;/* VOLATILE GLOBAL g_206 */
static volatile uint32_t g_212 = 0xEA9950EBL;/* VOLATILE GLOBAL g_212 */
static uint16_t g_286 = 0x050AL;
static uint64_t g_294 = 0x92DA7043D3039A17LL;
static const volatile union U1 g_295 = {1L};/* VOLATILE GLOBAL g_295 */
static uint32_t g_296 = 0xD78732CCL;
static union U0 g_297[2] = {{0x76L},{0x76L}};
static volatile uint32_t g_311 = 4UL;/* VOLATILE GLOBAL g_311 */
static int16_t g_320 = (-4L);
static volatile uint64_t g_321 = 18446744073709551614UL;/* VOLATILE GLOBAL g_321 */
static union U2 g_325 = {1UL};/* VOLATILE GLOBAL g_325 */
static int32_t * volatile g_330 = &g_205;/* VOLATILE GLOBAL g_330 */
static uint16_t *g_348 = &g_286;
static uint16_t * volatile * volatile g_347 = &g_348;/* VOLATILE GLOBAL g_347 */
static int32_t g_352 = 0L;
static volatile uint8_t g_357 = 255UL;/* VOLATILE GLOBAL g_357 */
static const union U2 g_395[3] = {{0x31EDL},{0x31EDL},{0x31EDL}};
static union U2 g_398 = {65535UL};/* VOLATILE GLOBAL g_398 */
static union U2 *g_397 = &g_398;
static union U2 * const *g_396 = &g_397;
static union U2 g_401[1][1][2] = {{{{0UL},{0UL}}}};
static union U0 g_424 = {0x03L};/* VOLATILE GLOBAL g_424 */
static volatile union U1 g_458 = {0x54D78C9F4425D8C7LL};/* VOLATILE GLOBAL g_458 */
static int32_t g_466[10] = {0xD6DFB4D5L,8L,0x0988662BL,8L,0xD6DFB4D5L,0xD6DFB4D5L,8L,0x0988662BL,8L,0xD6DFB4D5L};
static int64_t g_469 = 0L;
static volatile uint8_t g_471 = 2UL;/* VOLATILE GLOBAL g_471 */
static int64_t *g_483 = (void*)0;
static union U2 g_491 = {0x4ED6L};/* VOLATILE GLOBAL g_491 */
static union U2 g_493 = {9UL};/* VOLATILE GLOBAL g_493 */
static const union U2 g_494 = {0x1E1EL};/* VOLATILE GLOBAL g_494 */
static int32_t ** volatile g_514 = &g_136;/* VOLATILE GLOBAL g_514 */
static uint16_t g_581 = 0x89A0L;
static union U1 g_597[5] = {{7L},{7L},{7L},{7L},{7L}};
static union U1 g_600 = {0L};/* VOLATILE GLOBAL g_600 */
static union U1 *g_599 = &g_600;
static int32_t *g_607[5][8][2] = {{{&g_25,&g_25},{&g_152,(void*)0},{&g_152,&g_25},{&g_25,(void*)0},{&g_152,&g_205},{&g_152,&g_205},{&g_152,(void*)0},{&g_25,&g_25}},{{&g_152,(void*)0},{&g_152,&g_25},{&g_25,(void*)0},{&g_152,&g_205},{&g_152,&g_205},{&g_152,(void*)0},{&g_25,&g_25},{&g_152,(void*)0}},{{&g_152,&g_25},{&g_25,(void*)0},{&g_152,&g_205},{&g_152,&g_205},{&g_152,(void*)0},{&g_25,&g_25},{&g_152,(void*)0},{&g_152,&g_25}},{{&g_25,(void*)0},{&g_152,&g_205},{&g_152,&g_205},{&g_152,(void*)0},{&g_25,&g_25},{&g_152,(void*)0},{&g_152,&g_25},{&g_25,(void*)0}},{{&g_152,&g_205},{&g_152,&g_205},{&g_152,(void*)0},{&g_25,&g_25},{&g_152,(void*)0},{&g_152,&g_25},{&g_25,(void*)0},{&g_152,&g_205}}};
static volatile int32_t g_609 = (-10L);/* VOLATILE GLOBAL g_609 */
static volatile int32_t *g_608 = &g_609;
static union U2 g_615[1] = {{0x37ADL}};
static uint8_t g_618[3] = {0x63L,0x63L,0x63L};
static uint16_t * const *g_654 = (void*)0;
static uint16_t * const * const *g_653[8] = {&g_654,&g_654,&g_654,&g_654,&g_654,&g_654,&g_654,&g_654};
static uint16_t * const * const **g_652[5][6] = {{&g_653[6],&g_653[4],&g_653[6],&g_653[0],&g_653[6],&g_653[0]},{&g_653[6],&g_653[4],&g_653[6],&g_653[0],&g_653[6],&g_653[0]},{&g_653[6],&g_653[4],&g_653[6],&g_653[0],&g_653[6],&g_653[0]},{&g_653[6],&g_653[4],&g_653[6],&g_653[0],&g_653[6],&g_653[0]},{&g_653[6],&g_653[4],&g_653[6],&g_653[0],&g_653[6],&g_653[0]}};
static uint16_t * const * const *** volatile g_651 = &g_652[1][1];/* VOLATILE GLOBAL g_651 */
static union U0 g_655 = {250UL};/* VOLATILE GLOBAL g_655 */
static union U2 ** volatile g_657 = &g_397;/* VOLATILE GLOBAL g_657 */
static int64_t **g_659 = &g_483;
static int64_t *** volatile g_658 = &g_659;/* VOLATILE GLOBAL g_658 */
static union U0 g_660 = {5UL};/* VOLATILE GLOBAL g_660 */
static uint32_t g_661 = 0x011ABA56L;
static uint16_t **g_676[4] = {&g_348,&g_348,&g_348,&g_348};
static uint16_t ***g_675[2] = {&g_676[3],&g_676[3]};
static volatile union U0 g_692 = {7UL};/* VOLATILE GLOBAL g_692 */
static uint8_t g_746 = 1UL;
static int8_t g_748[2][2][4] = {{{0x70L,(-7L),0x70L,(-7L)},{0x70L,(-7L),0x70L,(-7L)}},{{0x70L,(-7L),0x70L,(-7L)},{0x70L,(-7L),0x70L,(-7L)}}};
static union U2 ** volatile g_752 = &g_397;/* VOLATILE GLOBAL g_752 */
static union U0 g_766 = {7UL};/* VOLATILE GLOBAL g_766 */
static volatile union U0 g_785 = {0x12L};/* VOLATILE GLOBAL g_785 */
static const uint32_t *g_812 = &g_296;
static const uint32_t ** volatile g_811 = &g_812;/* VOLATILE GLOBAL g_811 */
static const uint32_t ** volatile *g_810 = &g_811;
static union U2 g_815 = {0x8B64L};/* VOLATILE GLOBAL g_815 */
static union U2 g_826 = {65534UL};/* VOLATILE GLOBAL g_826 */
static union U0 g_838 = {0x4FL};/* VOLATILE GLOBAL g_838 */
static union U3 g_853 = {18446744073709551615UL};
static const volatile union U2 g_865 = {1UL};/* VOLATILE GLOBAL g_865 */
static volatile union U2 g_866[7][10][2] = {{{{0xEE61L},{6UL}},{{0UL},{1UL}},{{7UL},{1UL}},{{0UL},{1UL}},{{0x5B1FL},{0x9F55L}},{{0UL},{0UL}},{{0xB866L},{0UL}},{{0UL},{0x9F55L}},{{0x5B1FL},{1UL}},{{0UL},{1UL}}},{{{7UL},{1UL}},{{0UL},{6UL}},{{0xEE61L},{0x5B1FL}},{{0UL},{0xCB1CL}},{{65535UL},{0x474DL}},{{65533UL},{65533UL}},{{0x3B19L},{65535UL}},{{0x474DL},{0xEE61L}},{{1UL},{0x5C73L}},{{65535UL},{1UL}}},{{{0x9F55L},{0xD797L}},{{0xCB1CL},{65535UL}},{{0UL},{0xD797L}},{{65535UL},{1UL}},{{0UL},{9UL}},{{0UL},{0xC356L}},{{0xC356L},{0UL}},{{0x5C73L},{65535UL}},{{7UL},{0xB866L}},{{1UL},{65535UL}}},{{{6UL},{0xEE61L}},{{0x7EA1L},{1UL}},{{0x474DL},{0x9F55L}},{{0xB866L},{0xCB1CL}},{{1UL},{7UL}},{{0UL},{7UL}},{{1UL},{0xCB1CL}},{{0xB866L},{0x9F55L}},{{0x474DL},{1UL}},{{0x7EA1L},{0xEE61L}}},{{{6UL},{65535UL}},{{1UL},{0xB866L}},{{7UL},{65535UL}},{{0x5C73L},{0UL}},{{0xC356L},{0xC356L}},{{0UL},{9UL}},{{0UL},{1UL}},{{65535UL},{0xD797L}},{{0UL},{65535UL}},{{0xCB1CL},{65533UL}}},{{{0xCB1CL},{65535UL}},{{0UL},{0xD797L}},{{65535UL},{1UL}},{{0UL},{9UL}},{{0UL},{0xC356L}},{{0xC356L},{0UL}},{{0x5C73L},{65535UL}},{{7UL},{0xB866L}},{{1UL},{65535UL}},{{6UL},{0xEE61L}}},{{{0x7EA1L},{1UL}},{{0x474DL},{0x9F55L}},{{0xB866L},{0xCB1CL}},{{1UL},{7UL}},{{0UL},{7UL}},{{1UL},{0xCB1CL}},{{0xB866L},{0x9F55L}},{{0x474DL},{1UL}},{{0x7EA1L},{0xEE61L}},{{6UL},{65535UL}}}};
static int64_t ***g_893 = &g_659;
static int64_t **** const  volatile g_892 = &g_893;/* VOLATILE GLOBAL g_892 */
static union U2 g_908 = {1UL};/* VOLATILE GLOBAL g_908 */
static union U2 g_910 = {0xD925L};/* VOLATILE GLOBAL g_910 */
static uint64_t *g_943 = &g_615[0].f1;
static uint64_t *g_944 = &g_325.f1;
static union U0 g_969 = {0x24L};/* VOLATILE GLOBAL g_969 */
static uint64_t g_981 = 1UL;
static union U0 g_988 = {0UL};/* VOLATILE GLOBAL g_988 */
static volatile union U1 g_1020 = {-1L};/* VOLATILE GLOBAL g_1020 */
static uint32_t *g_1044 = &g_296;
static uint32_t **g_1043 = &g_1044;
static uint32_t ***g_1042[5] = {&g_1043,&g_1043,&g_1043,&g_1043,&g_1043};
static uint32_t ****g_1041 = &g_1042[2];
static volatile union U0 g_1050[9] = {{0x32L},{0x32L},{0x32L},{0x32L},{0x32L},{0x32L},{0x32L},{0x32L},{0x32L}};
static volatile union U2 g_1075[2] = {{1UL},{1UL}};
static union U2 g_1091 = {0xE267L};/* VOLATILE GLOBAL g_1091 */
static volatile union U0 g_1120 = {251UL};/* VOLATILE GLOBAL g_1120 */
static union U2 g_1130[8] = {{65533UL},{65527UL},{65533UL},{65527UL},{65533UL},{65527UL},{65533UL},{65527UL}};
static union U2 g_1131[7] = {{0xEEC5L},{0xEEC5L},{0xEEC5L},{0xEEC5L},{0xEEC5L},{0xEEC5L},{0xEEC5L}};
static union U2 g_1132[9] = {{65534UL},{65534UL},{65534UL},{65534UL},{65534UL},{65534UL},{65534UL},{65534UL},{65534UL}};
static union U2 g_1133 = {0x824EL};/* VOLATILE GLOBAL g_1133 */
static union U2 g_1134 = {0x0794L};/* VOLATILE GLOBAL g_1134 */
static union U2 g_1135 = {0x7F0AL};/* VOLATILE GLOBAL g_1135 */
static union U2 g_1136 = {0xC312L};/* VOLATILE GLOBAL g_1136 */
static union U2 g_1137 = {65530UL};/* VOLATILE GLOBAL g_1137 */
static union U2 g_1138 = {0x5B1DL};/* VOLATILE GLOBAL g_1138 */
static union U2 g_1139 = {0UL};/* VOLATILE GLOBAL g_1139 */
static union U2 g_1140 = {2UL};/* VOLATILE GLOBAL g_1140 */
static union U2 g_1141 = {0xF1BAL};/* VOLATILE GLOBAL g_1141 */
static union U2 g_1142 = {1UL};/* VOLATILE GLOBAL g_1142 */
static union U2 g_1143[5][6] = {{{0x6320L},{0UL},{0UL},{65535UL},{0UL},{65529UL}},{{0x88DEL},{0x6320L},{0UL},{0x6320L},{0x88DEL},{65535UL}},{{0UL},{0x6320L},{65529UL},{0UL},{0UL},{7UL}},{{0UL},{0UL},{7UL},{0x6320L},{0x6320L},{7UL}},{{0x88DEL},{0x88DEL},{65529UL},{65535UL},{0x6320L},{65535UL}}};
static union U2 g_1144 = {0x8497L};/* VOLATILE GLOBAL g_1144 */
static union U2 g_1145[10] = {{65535UL},{65535UL},{65535UL},{65535UL},{65535UL},{65535UL},{65535UL},{65535UL},{65535UL},{65535UL}};
static union U2 g_1146 = {0x6489L};/* VOLATILE GLOBAL g_1146 */
static union U2 g_1147 = {0xF1E2L};/* VOLATILE GLOBAL g_1147 */
static union U2 g_1148 = {0UL};/* VOLATILE GLOBAL g_1148 */
static int16_t g_1152 = 0x4DABL;
static union U1 g_1178 = {0xCC1611630CF39494LL};/* VOLATILE GLOBAL g_1178 */
static union U2 g_1207 = {0x43C1L};/* VOLATILE GLOBAL g_1207 */
static const int32_t ** volatile g_1273 = (void*)0;/* VOLATILE GLOBAL g_1273 */
static int32_t g_1308 = 0xB85887BCL;
static union U3 *g_1361[3] = {&g_853,&g_853,&g_853};
static union U3 ** volatile g_1360 = &g_1361[2];/* VOLATILE GLOBAL g_1360 */
static volatile int32_t g_1416 = 0L;/* VOLATILE GLOBAL g_1416 */
static uint32_t g_1422 = 0x63B5E93FL;
static int8_t g_1443 = 0x5DL;
static volatile union U1 g_1444 = {1L};/* VOLATILE GLOBAL g_1444 */
static union U3 ** volatile g_1467[10][2] = {{(void*)0,(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0},{(void*)0,(void*)0}};
static union U3 ** volatile g_1468[2][7] = {{&g_1361[2],&g_1361[2],&g_1361[2],&g_1361[2],&g_1361[2],&g_1361[2],&g_1361[2]},{&g_1361[2],&g_1361[2],&g_1361[2],&g_1361[2],&g_1361[2],&g_1361[2],&g_1361[2]}};
static union U3 ** volatile g_1469 = &g_1361[2];/* VOLATILE GLOBAL g_1469 */
static union U1 g_1473 = {0x2BD4DC43AA866464LL};/* VOLATILE GLOBAL g_1473 */
static volatile union U1 g_1511 = {1L};/* VOLATILE GLOBAL g_1511 */
static union U2 g_1595 = {0x2245L};/* VOLATILE GLOBAL g_1595 */
static int32_t ** volatile g_1601[4] = {(void*)0,(void*)0,(void*)0,(void*)0};
static int32_t ** volatile g_1602 = &g_607[1][7][0];/* VOLATILE GLOBAL g_1602 */
static const union U1 ** volatile g_1637 = (void*)0;/* VOLATILE GLOBAL g_1637 */
static const union U1 *g_1639 = &g_600;
static const union U1 ** volatile g_1638 = &g_1639;/* VOLATILE GLOBAL g_1638 */
static union U2 **g_1644[2] = {&g_397,&g_397};
static union U2 *** const g_1643 = &g_1644[1];
static union U2 *** const *g_1642[1] = {&g_1643};
static union U3 ** volatile g_1734 = &g_1361[1];/* VOLATILE GLOBAL g_1734 */
static union U3 g_1737 = {1UL};
static int32_t ** volatile g_1747 = &g_136;/* VOLATILE GLOBAL g_1747 */
static union U2 g_1796 = {0x29D7L};/* VOLATILE GLOBAL g_1796 */
static volatile union U0 * volatile * volatile g_1819 = (void*)0;/* VOLATILE GLOBAL g_1819 */
static union U0 *g_1869 = &g_139;
static const union U1 ** volatile g_1870 = &g_1639;/* VOLATILE GLOBAL g_1870 */
static volatile int32_t *g_1880 = &g_1020.f3;
static volatile int32_t * volatile * volatile g_1879[4] = {&g_1880,&g_1880,&g_1880,&g_1880};
static uint8_t *g_2027 = (void*)0;
static uint8_t **g_2026[8] = {&g_2027,&g_2027,&g_2027,&g_2027,&g_2027,&g_2027,&g_2027,&g_2027};
static const int32_t *g_2062 = &g_152;
static const int32_t ** volatile g_2061 = &g_2062;/* VOLATILE GLOBAL g_2061 */
static union U3 g_2088 = {0xA765FA63L};
static const uint64_t *g_2095[5][1][2] = {{{(void*)0,(void*)0}},{{(void*)0,(void*)0}},{{(void*)0,(void*)0}},{{(void*)0,(void*)0}},{{(void*)0,(void*)0}}};
static const uint64_t **g_2094 = &g_2095[4][0][1];
static const uint64_t *** volatile g_2093 = &g_2094;/* VOLATILE GLOBAL g_2093 */
static int32_t ** volatile g_2097 = (void*)0;/* VOLATILE GLOBAL g_2097 */
static int32_t g_2109 = 0xC60C1939L;
static union U0 g_2161 = {255UL};/* VOLATILE GLOBAL g_2161 */
static int64_t ** const * const g_2200 = &g_659;
static int64_t ** const * const *g_2199 = &g_2200;
static int64_t ** const * const **g_2198 = &g_2199;
static uint8_t **** volatile g_2207 = (void*)0;/* VOLATILE GLOBAL g_2207 */
static uint8_t ***g_2209 = &g_2026[1];
static uint8_t **** volatile g_2208 = &g_2209;/* VOLATILE GLOBAL g_2208 */
static volatile int8_t g_2224 = 0x76L;/* VOLATILE GLOBAL g_2224 */
static volatile union U0 g_2247 = {246UL};/* VOLATILE GLOBAL g_2247 */
static int8_t **g_2287[9][5][5] = {{{&g_9,&g_183,&g_9,(void*)0,(void*)0},{&g_9,&g_9,&g_183,(void*)0,&g_9},{&g_9,&g_9,&g_9,(void*)0,(void*)0},{&g_9,&g_183,&g_9,(void*)0,&g_183},{&g_9,&g_183,&g_9,&g_183,&g_183}},{{&g_183,&g_9,(void*)0,&g_9,&g_9},{(void*)0,&g_183,&g_183,&g_9,&g_9},{(void*)0,&g_183,&g_9,&g_183,(void*)0},{&g_183,&g_9,&g_183,&g_183,&g_9},{&g_183,&g_183,&g_9,&g_9,&g_9}},{{&g_9,&g_183,(void*)0,&g_9,&g_9},{&g_183,&g_9,&g_183,&g_183,(void*)0},{&g_9,&g_9,&g_9,&g_9,&g_9},{&g_183,&g_9,&g_9,(void*)0,&g_9},{(void*)0,&g_183,&g_9,(void*)0,&g_183}},{{&g_9,&g_9,&g_9,&g_9,&g_183},{&g_183,&g_9,(void*)0,&g_9,(void*)0},{&g_9,&g_183,&g_183,(void*)0,&g_9},{&g_9,&g_9,(void*)0,&g_9,(void*)0},{&g_183,&g_183,&g_9,&g_183,(void*)0}},{{&g_9,&g_183,&g_183,&g_9,&g_183},{(void*)0,&g_183,&g_9,&g_9,(void*)0},{&g_183,&g_183,&g_9,(void*)0,&g_9},{&g_9,&g_9,&g_9,(void*)0,&g_183},{&g_183,&g_9,&g_9,&g_9,&g_183}},{{&g_9,&g_183,(void*)0,&g_183,&g_183},{&g_183,&g_9,&g_9,&g_183,&g_183},{&g_183,&g_9,&g_9,(void*)0,&g_183},{&g_9,&g_9,&g_9,&g_9,&g_183},{&g_9,&g_183,&g_9,&g_183,&g_183}},{{(void*)0,&g_183,&g_183,&g_9,(void*)0},{&g_9,&g_9,(void*)0,&g_9,&g_183},{&g_183,&g_183,&g_9,&g_9,&g_183},{&g_9,(void*)0,&g_9,&g_9,&g_183},{(void*)0,(void*)0,(void*)0,&g_183,&g_9}},{{&g_183,(void*)0,&g_183,&g_183,&g_183},{&g_9,&g_183,&g_9,&g_9,&g_183},{(void*)0,(void*)0,&g_9,&g_9,&g_9},{&g_9,(void*)0,(void*)0,&g_9,&g_9},{&g_9,(void*)0,&g_9,&g_9,&g_183}},{{&g_183,&g_183,&g_183,&g_9,&g_183},{(void*)0,&g_183,(void*)0,&g_9,&g_183},{(void*)0,&g_183,&g_9,&g_9,&g_9},{&g_9,&g_183,&g_183,&g_9,(void*)0},{&g_9,(void*)0,&g_183,&g_9,&g_9}}};
static volatile union U2 g_2306 = {0x1B96L};/* VOLATILE GLOBAL g_2306 */
static union U3 ** volatile g_2311 = &g_1361[2];/* VOLATILE GLOBAL g_2311 */
static uint8_t ****g_2320 = (void*)0;
static uint8_t ***** volatile g_2319 = &g_2320;/* VOLATILE GLOBAL g_2319 */
static union U0 ** volatile g_2382 = &g_1869;/* VOLATILE GLOBAL g_2382 */
static int32_t ** volatile g_2398 = &g_136;/* VOLATILE GLOBAL g_2398 */
static const int32_t ** volatile g_2422[1] = {&g_2062};
static int32_t ** volatile g_2466[9][2][4] = {{{&g_607[0][5][0],&g_607[0][5][1],&g_607[0][5][1],&g_607[0][5][0]},{&g_136,&g_607[0][5][1],&g_136,&g_607[0][5][1]}},{{&g_607[0][5][1],&g_136,&g_136,&g_136},{&g_136,&g_136,&g_607[0][5][1],&g_136}},{{&g_607[0][5][0],&g_136,&g_607[0][5][0],&g_607[0][5][1]},{&g_607[0][5][0],&g_607[0][5][1],&g_607[0][5][1],&g_607[0][5][0]}},{{&g_136,&g_607[0][5][1],&g_136,&g_607[0][5][1]},{&g_607[0][5][1],&g_136,&g_136,&g_136}},{{&g_136,&g_136,&g_607[0][5][1],&g_136},{&g_607[0][5][0],&g_136,&g_607[0][5][0],&g_607[0][5][1]}},{{&g_607[0][5][0],&g_607[0][5][1],&g_607[0][5][1],&g_607[0][5][0]},{&g_136,&g_607[0][5][1],&g_136,&g_607[0][5][1]}},{{&g_607[0][5][1],&g_136,&g_136,&g_136},{&g_136,&g_136,&g_607[0][5][1],&g_136}},{{&g_607[0][5][0],&g_136,&g_607[0][5][0],&g_607[0][5][1]},{&g_607[0][5][0],&g_607[0][5][1],&g_607[0][5][1],&g_607[0][5][0]}},{{&g_136,&g_607[0][5][1],&g_136,&g_607[0][5][1]},{&g_607[0][5][1],&g_136,&g_136,&g_136}}};
static int32_t ** volatile g_2467 = (void*)0;/* VOLATILE GLOBAL g_2467 */
static int32_t ** volatile g_2468 = &g_607[0][1][0];/* VOLATILE GLOBAL g_2468 */
static volatile union U0 g_2471 = {1UL};/* VOLATILE GLOBAL g_2471 */
static volatile union U2 g_2551 = {0xF17FL};/* VOLATILE GLOBAL g_2551 */
static int32_t ** volatile g_2627[6] = {&g_136,&g_136,&g_136,&g_136,&g_136,&g_136};
static int32_t ** volatile g_2656 = &g_136;/* VOLATILE GLOBAL g_2656 */
static int32_t g_2674 = 1L;
static union U0 g_2694 = {250UL};/* VOLATILE GLOBAL g_2694 */
static volatile union U1 g_2702 = {0xD8C90541F72470A3LL};/* VOLATILE GLOBAL g_2702 */
static volatile union U1 g_2710 = {6L};/* VOLATILE GLOBAL g_2710 */
static uint16_t g_2725 = 0xA185L;
static int32_t g_2744 = 0xEB56CBC4L;
static const volatile union U0 g_2773 = {0x5FL};/* VOLATILE GLOBAL g_2773 */
static int32_t *g_2806 = &g_152;
static union U1 *** volatile g_2809 = (void*)0;/* VOLATILE GLOBAL g_2809 */
static union U1 **g_2811[9] = {&g_599,&g_599,&g_599,&g_599,&g_599,&g_599,&g_599,&g_599,&g_599};
static union U1 *** volatile g_2810 = &g_2811[0];/* VOLATILE GLOBAL g_2810 */
static union U0 g_2850[2][10] = {{{251UL},{251UL},{251UL},{251UL},{251UL},{251UL},{251UL},{251UL},{251UL},{251UL}},{{251UL},{251UL},{251UL},{251UL},{251UL},{251UL},{251UL},{251UL},{251UL},{251UL}}};
static union U0 g_2852 = {8UL};/* VOLATILE GLOBAL g_2852 */
static int32_t ** volatile g_2858 = &g_607[0][5][1];/* VOLATILE GLOBAL g_2858 */
static union U0 g_2861 = {0x25L};/* VOLATILE GLOBAL g_2861 */
static union U0 g_2866 = {0UL};/* VOLATILE GLOBAL g_2866 */
static const union U2 *g_2925 = (void*)0;
static const union U2 * const *g_2924 = &g_2925;
static union U0 **g_2950[9] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static union U0 ***g_2949[10][8] = {{&g_2950[5],&g_2950[4],&g_2950[5],&g_2950[7],&g_2950[5],(void*)0,&g_2950[4],(void*)0},{&g_2950[4],&g_2950[7],&g_2950[4],&g_2950[7],&g_2950[4],(void*)0,&g_2950[5],&g_2950[6]},{&g_2950[4],(void*)0,&g_2950[5],&g_2950[6],&g_2950[5],(void*)0,&g_2950[4],&g_2950[7]},{&g_2950[5],&g_2950[7],&g_2950[5],(void*)0,&g_2950[4],(void*)0,&g_2950[5],&g_2950[7]},{&g_2950[5],&g_2950[4],&g_2950[4],&g_2950[6],&g_2950[4],&g_2950[7],&g_2950[4],&g_2950[6]},{&g_2950[5],&g_2950[4],&g_2950[5],&g_2950[7],&g_2950[5],(void*)0,&g_2950[4],(void*)0},{&g_2950[4],&g_2950[7],&g_2950[4],&g_2950[7],&g_2950[4],(void*)0,&g_2950[5],&g_2950[6]},{&g_2950[4],(void*)0,&g_2950[5],&g_2950[6],&g_2950[5],(void*)0,&g_2950[4],&g_2950[7]},{&g_2950[5],&g_2950[7],&g_2950[5],(void*)0,&g_2950[4],(void*)0,&g_2950[5],&g_2950[7]},{&g_2950[5],&g_2950[4],&g_2950[4],&g_2950[6],&g_2950[4],&g_2950[7],&g_2950[4],&g_2950[6]}};
static union U0 ****g_2948 = &g_2949[3][2];
static volatile union U2 g_2972 = {0x5C8EL};/* VOLATILE GLOBAL g_2972 */
static union U0 *** const *g_2982 = (void*)0;
static union U0 *** const **g_2981 = &g_2982;
static int32_t ** volatile g_3055 = &g_2806;/* VOLATILE GLOBAL g_3055 */
static int32_t ** volatile g_3057 = &g_2806;/* VOLATILE GLOBAL g_3057 */
static union U0 g_3078 = {0UL};/* VOLATILE GLOBAL g_3078 */
static int32_t *g_3108 = (void*)0;
static int32_t **g_3107 = &g_3108;
static int32_t ***g_3106 = &g_3107;
static int32_t **** const  volatile g_3105 = &g_3106;/* VOLATILE GLOBAL g_3105 */
static uint16_t g_3126 = 65530UL;
static union U0 *****g_3161[6] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
static volatile union U1 g_3167 = {0x3F0E76077DB1A980LL};/* VOLATILE GLOBAL g_3167 */
static uint16_t ****g_3176[2] = {&g_675[0],&g_675[0]};
static int64_t g_3188 = (-4L);
static int16_t g_3189 = 0x5F4DL;
static int32_t g_3200[7][9] = {{0xEC4ADFA6L,0xD9080181L,1L,(-1L),0L,5L,0xA20332C3L,1L,(-1L)},{(-7L),0xEC4ADFA6L,0x7DEBB625L,1L,1L,0x7DEBB625L,0xEC4ADFA6L,(-7L),0x0B6D7C0BL},{(-1L),0x3C2B9D8EL,(-7L),1L,0x2E5C5CF4L,0x0B6D7C0BL,0L,0xD9080181L,5L},{0x0B6D7C0BL,0L,5L,(-1L),(-1L),(-1L),5L,0L,0x0B6D7C0BL},{0xA20332C3L,(-1L),0x2E5C5CF4L,0L,(-1L),0L,0x3C2B9D8EL,0x7DEBB625L,(-1L)},{0xD9080181L,0x7DEBB625L,0L,0x2BF8A2D0L,0x2E5C5CF4L,0x2E5C5CF4L,0x2BF8A2D0L,0L,0x7DEBB625L},{0xA20332C3L,(-1L),0x3C2B9D8EL,(-7L),1L,0x2E5C5CF4L,0x0B6D7C0BL,0L,0xD9080181L}};
static union U0 g_3224 = {0xBEL};/* VOLATILE GLOBAL g_3224 */
static union U0 g_3238[5][6] = {{{255UL},{2UL},{248UL},{9UL},{255UL},{255UL}},{{248UL},{0xD6L},{9UL},{9UL},{0xD6L},{248UL}},{{255UL},{255UL},{9UL},{248UL},{2UL},{255UL}},{{0xF2L},{255UL},{248UL},{0xF2L},{0xD6L},{0xF2L}},{{0xF2L},{0xD6L},{0x75L},{0xFFL},{0xF2L},{0x75L}}};


/* --- FORWARD DECLARATIONS --- */
static union U0  func_1(void);
static uint16_t  func_7(uint16_t  p_8);
static int8_t * func_11(int8_t * p_12, const int32_t  p_13, int8_t * p_14, const int8_t * p_15, uint16_t  p_16);
static uint64_t  func_17(int8_t * const  p_18, uint16_t  p_19, int8_t * p_20, uint8_t  p_21);
static int8_t * func_22(const int8_t * p_23);
static union U0  func_35(int32_t * p_36, const int32_t * p_37, uint64_t  p_38, int16_t  p_39);
static int32_t * func_40(int32_t  p_41);
static int32_t  func_42(int8_t * p_43, int32_t * p_44, int8_t * p_45, const int8_t * p_46);
static int32_t * func_48(int32_t * p_49, union U3  p_50, union U3  p_51);
static int32_t * func_52(int32_t * p_53, int8_t * p_54);


/* --- FUNCTIONS --- */
/* ------------------------------------------ */
/* 
 * reads : g_9 g_32 g_348 g_748 g_320 g_1041 g_1042 g_1043 g_514 g_136 g_25 g_125.f0 g_203 g_83.f0 g_1469 g_1361 g_1734 g_1737 g_597.f0 g_1747 g_1595.f1 g_31 g_1133.f1 g_347 g_286 g_1308 g_81 g_1796 g_600.f3 g_1135.f0 g_1422 g_1819 g_811 g_812 g_1638 g_1639 g_1870 g_1879 g_1152 g_969 g_661 g_608 g_1869 g_139 g_466 g_183 g_609 g_352 g_853.f0 g_294 g_321 g_10 g_676 g_892 g_893 g_943 g_296 g_2026 g_205 g_1416 g_1044 g_1643 g_1644 g_2061 g_657 g_397 g_398 g_1140.f0 g_330 g_2088 g_99 g_79 g_30 g_125 g_99.f0 g_107 g_2093 g_152 g_158 g_357 g_204 g_206 g_396 g_424 g_458 g_471 g_297 g_424.f0 g_139.f0 g_295 g_458.f2 g_103 g_2109 g_944 g_2161 g_325.f1 g_1134.f1 g_2198 g_2208 g_1138.f1 g_2247 g_655 g_692.f0 g_2306 g_2311 g_2319 g_810 g_2199 g_2200 g_659 g_866.f0 g_2382 g_853 g_969.f0 g_2398 g_491.f0 g_910.f0 g_2062 g_908.f1 g_2468 g_493.f1 g_2471 g_2320 g_2551 g_1443 g_1146.f1 g_2656 g_2674 g_988 g_2694 g_2702 g_2710 g_2725 g_2744 g_1140.f1 g_3167 g_651 g_652 g_3189 g_2806 g_675 g_3224 g_2948 g_3238
 * writes: g_32 g_286 g_618 g_1041 g_320 g_203 g_1361 g_25 g_136 g_1595.f1 g_31 g_1133.f1 g_1422 g_607 g_1869 g_1639 g_1152 g_609 g_748 g_10 g_1044 g_294 g_1308 g_615.f1 g_296 g_205 g_81 g_397 g_2062 g_103 g_107 g_79 g_352 g_2094 g_321 g_357 g_158 g_396 g_471 g_483 g_325.f1 g_493.f1 g_491.f4 g_599 g_2026 g_183 g_1134.f1 g_2198 g_2209 g_1138.f1 g_2287 g_152 g_1473.f0 g_2320 g_1148.f1 g_1043 g_469 g_1042 g_908.f1 g_1135.f1 g_1146.f1 g_661 g_1443 g_3161 g_1140.f1 g_3176 g_3188 g_2949
 */
static union U0  func_1(void)
{ /* block id: 0 */
    int16_t l_2 = (-1L);
    uint32_t l_2634 = 6UL;
    int32_t l_2637 = 0x013F6FB8L;
    uint8_t **l_2652 = &g_2027;
    int16_t l_2673 = 2L;
    int64_t l_2676[6] = {6L,6L,6L,6L,6L,6L};
    int32_t l_2677[8][3][9] = {{{3L,0xC47E8B21L,0x0D8113C6L,0x8338062DL,(-7L),(-4L),0x0D8113C6L,(-7L),3L},{0xA770EAE1L,(-5L),9L,6L,0x51E3B03BL,6L,9L,(-5L),0xA770EAE1L},{3L,(-7L),0x0D8113C6L,(-4L),(-7L),0x8338062DL,0x0D8113C6L,0xC47E8B21L,3L}},{{0xD7F472F3L,(-5L),0xA18E8147L,6L,0x703F90AAL,6L,0xA18E8147L,(-5L),0xD7F472F3L},{3L,0xC47E8B21L,0x0D8113C6L,0x8338062DL,(-7L),(-4L),0x0D8113C6L,(-7L),3L},{0xA770EAE1L,(-5L),9L,6L,0x51E3B03BL,6L,9L,(-5L),0xA770EAE1L}},{{3L,(-7L),0x0D8113C6L,(-4L),(-7L),0x8338062DL,0x0D8113C6L,0xC47E8B21L,3L},{0xD7F472F3L,(-5L),0xA18E8147L,6L,0x703F90AAL,6L,0xA18E8147L,(-5L),0xD7F472F3L},{3L,0xC47E8B21L,0x0D8113C6L,0x8338062DL,(-7L),(-4L),0x0D8113C6L,(-7L),3L}},{{0xA770EAE1L,(-5L),9L,6L,0x51E3B03BL,6L,9L,(-5L),0xA770EAE1L},{3L,(-7L),0x0D8113C6L,(-4L),(-7L),0x8338062DL,0x0D8113C6L,0xC47E8B21L,3L},{0xD7F472F3L,(-5L),0xA18E8147L,6L,0x703F90AAL,6L,0xA18E8147L,(-5L),0xD7F472F3L}},{{3L,0xC47E8B21L,0x0D8113C6L,0x8338062DL,(-7L),(-4L),0x0D8113C6L,(-7L),3L},{0xA770EAE1L,(-5L),9L,6L,0x51E3B03BL,6L,9L,(-5L),0xA770EAE1L},{3L,(-7L),0x0D8113C6L,(-4L),(-7L),0x8338062DL,0x0D8113C6L,0xC47E8B21L,3L}},{{0xD7F472F3L,(-5L),0xA18E8147L,6L,0x703F90AAL,6L,0xA18E8147L,(-5L),0xD7F472F3L},{3L,0xC47E8B21L,0x0D8113C6L,0x8338062DL,(-7L),(-4L),0x0D8113C6L,(-7L),3L},{0xA770EAE1L,(-5L),9L,6L,0x51E3B03BL,6L,9L,(-5L),0xA770EAE1L}},{{3L,(-7L),0x0D8113C6L,(-4L),(-7L),0x8338062DL,0x0D8113C6L,0xC47E8B21L,3L},{0xD7F472F3L,(-5L),0xA18E8147L,6L,0x703F90AAL,6L,0xA18E8147L,(-5L),0xD7F472F3L},{3L,0x4A53ECC2L,0x8BC39DABL,1L,3L,0x5E364B94L,0x8BC39DABL,3L,(-1L)}},{{0L,6L,0xA63298DAL,1L,0xA770EAE1L,1L,0xA63298DAL,6L,0L},{(-1L),3L,0x8BC39DABL,0x5E364B94L,3L,1L,0x8BC39DABL,0x4A53ECC2L,(-1L)},{0L,6L,0xA627CF50L,1L,0xD7F472F3L,1L,0xA627CF50L,6L,0L}}};
    int64_t l_2681 = 0L;
    uint64_t l_2718 = 18446744073709551614UL;
    uint32_t l_2731 = 18446744073709551613UL;
    union U2 **l_2753 = (void*)0;
    int32_t *l_2823 = &g_1473.f3;
    int32_t **l_2822 = &l_2823;
    int32_t ***l_2821 = &l_2822;
    uint8_t * const *l_2830[3][5] = {{&g_2027,&g_2027,&g_2027,&g_2027,&g_2027},{&g_2027,&g_2027,&g_2027,&g_2027,&g_2027},{&g_2027,&g_2027,&g_2027,&g_2027,&g_2027}};
    uint8_t * const **l_2829 = &l_2830[2][2];
    uint8_t * const ***l_2828[2];
    uint8_t * const ****l_2827 = &l_2828[0];
    uint64_t l_2880 = 0xFB5B868FDC3AAE1ALL;
    int32_t l_2892 = 0xCB2507A2L;
    int8_t **l_2940 = &g_183;
    uint16_t l_2951 = 65533UL;
    uint32_t l_2973 = 7UL;
    uint64_t **l_2991 = &g_943;
    uint64_t ***l_2990 = &l_2991;
    union U1 **l_3001[5] = {&g_599,&g_599,&g_599,&g_599,&g_599};
    uint16_t **l_3030[7];
    union U2 *l_3074 = (void*)0;
    int32_t l_3099 = 0xA507C46AL;
    uint8_t l_3101[10];
    uint8_t l_3146 = 0x51L;
    uint64_t l_3158 = 0xD430A4E7CBFB81D3LL;
    uint16_t ****l_3173 = &g_675[0];
    uint16_t l_3190 = 0x07EBL;
    int8_t l_3205 = (-4L);
    int32_t l_3209[1];
    uint64_t l_3212 = 4UL;
    union U0 ***l_3233 = &g_2950[4];
    union U0 ***l_3234 = &g_2950[4];
    union U0 ****l_3235 = &l_3234;
    int i, j, k;
    for (i = 0; i < 2; i++)
        l_2828[i] = &l_2829;
    for (i = 0; i < 7; i++)
        l_3030[i] = (void*)0;
    for (i = 0; i < 10; i++)
        l_3101[i] = 0UL;
    for (i = 0; i < 1; i++)
        l_3209[i] = (-5L);
    if (((l_2 ^ 6L) , ((safe_lshift_func_int8_t_s_u(l_2, 7)) , ((safe_rshift_func_uint16_t_u_s(func_7(l_2), l_2)) || (((+(safe_add_func_uint16_t_u_u(l_2, 0x2368L))) != (safe_mul_func_int16_t_s_s(9L, l_2634))) >= (-3L))))))
    { /* block id: 1211 */
        int32_t l_2635 = 1L;
        int32_t *l_2636 = &g_203;
        int32_t *l_2638 = &l_2637;
        int32_t *l_2639[7][2] = {{&g_205,&g_205},{&g_205,&g_205},{&g_205,&g_205},{&g_205,&g_205},{&g_205,&g_205},{&g_205,&g_205},{&g_205,&g_205}};
        uint8_t l_2640 = 4UL;
        uint32_t l_2726[7][6] = {{0x0825FA09L,0x0825FA09L,0xD847DFCEL,0x0825FA09L,0x0825FA09L,0xD847DFCEL},{0x0825FA09L,0x0825FA09L,0xD847DFCEL,0x0825FA09L,0x0825FA09L,0xD847DFCEL},{0x0825FA09L,0x0825FA09L,0xD847DFCEL,0x0825FA09L,0x0825FA09L,0xD847DFCEL},{0x0825FA09L,0x0825FA09L,0xD847DFCEL,0x0825FA09L,0x0825FA09L,0xD847DFCEL},{0x0825FA09L,0x0825FA09L,0xD847DFCEL,0x0825FA09L,0x0825FA09L,0xD847DFCEL},{0x0825FA09L,0x0825FA09L,0xD847DFCEL,0x0825FA09L,0x0825FA09L,0xD847DFCEL},{0x0825FA09L,0x0825FA09L,0xD847DFCEL,0x0825FA09L,0x0825FA09L,0xD847DFCEL}};
        int i, j;
        l_2640--;
        for (g_31 = 0; (g_31 <= 2); g_31 += 1)
        { /* block id: 1215 */
            const int32_t **l_2643 = &g_2062;
            (*l_2643) = (*g_2061);
        }
        for (g_661 = 0; (g_661 != 42); g_661 = safe_add_func_int32_t_s_s(g_661, 2))
        { /* block id: 1220 */
            uint16_t l_2651 = 65528UL;
            uint8_t l_2661 = 246UL;
            int32_t l_2672 = 0x93F13217L;
            int32_t l_2675 = 0xD072930EL;
            uint32_t l_2683[1][8][7] = {{{0x836826A9L,4294967290UL,0x6A0E1912L,4294967290UL,0x836826A9L,0x6A0E1912L,0UL},{0UL,0xFBBAA0F9L,1UL,0UL,1UL,0xFBBAA0F9L,0UL},{0x4CE710D7L,0UL,0xFBBAA0F9L,1UL,0UL,1UL,0xFBBAA0F9L},{0UL,0UL,0x6A0E1912L,0x836826A9L,4294967290UL,0x6A0E1912L,4294967290UL},{0x836826A9L,0xFBBAA0F9L,0xFBBAA0F9L,0x836826A9L,1UL,0x4CE710D7L,0x836826A9L},{0x4CE710D7L,4294967290UL,1UL,1UL,4294967290UL,0x4CE710D7L,0xFBBAA0F9L},{4294967290UL,0x836826A9L,0x6A0E1912L,0UL,0UL,0x6A0E1912L,0x836826A9L},{4294967290UL,0xFBBAA0F9L,0x4CE710D7L,4294967290UL,1UL,1UL,4294967290UL}}};
            int32_t **l_2719 = &l_2639[1][0];
            const int64_t l_2722 = 1L;
            int32_t l_2723 = 0L;
            int32_t l_2729 = 4L;
            int32_t l_2730[6] = {0x41A6AB78L,0L,0x41A6AB78L,0x41A6AB78L,0L,0x41A6AB78L};
            int i, j, k;
            for (g_25 = 0; (g_25 != (-9)); g_25 = safe_sub_func_uint32_t_u_u(g_25, 3))
            { /* block id: 1223 */
                int32_t l_2650 = (-2L);
                uint16_t ****l_2671[9][4][1] = {{{&g_675[0]},{&g_675[0]},{&g_675[0]},{&g_675[1]}},{{&g_675[0]},{&g_675[0]},{&g_675[0]},{&g_675[0]}},{{&g_675[0]},{&g_675[1]},{&g_675[0]},{&g_675[0]}},{{&g_675[0]},{&g_675[0]},{&g_675[0]},{&g_675[1]}},{{&g_675[0]},{&g_675[0]},{&g_675[1]},{&g_675[1]}},{{&g_675[0]},{&g_675[1]},{&g_675[0]},{&g_675[1]}},{{&g_675[1]},{&g_675[1]},{&g_675[0]},{&g_675[1]}},{{&g_675[0]},{&g_675[1]},{&g_675[1]},{&g_675[1]}},{{&g_675[0]},{&g_675[1]},{&g_675[0]},{&g_675[1]}}};
                uint16_t *****l_2670 = &l_2671[4][2][0];
                int32_t l_2678 = 0x907D6A33L;
                int32_t l_2679 = 0xB10E3C8DL;
                int32_t l_2680 = 0x3FEF23D1L;
                int32_t l_2682[2];
                int64_t l_2717 = 0xE1749142D2C3E7B2LL;
                int32_t **l_2720[1];
                uint32_t *l_2721 = &l_2683[0][7][4];
                uint16_t l_2724 = 65526UL;
                int i, j, k;
                for (i = 0; i < 2; i++)
                    l_2682[i] = 0x5E607DF8L;
                for (i = 0; i < 1; i++)
                    l_2720[i] = &g_136;
                if (((((*g_1044) = ((0x9DCE10ACL | (**g_811)) || ((safe_div_func_int8_t_s_s(4L, (*l_2638))) == 1UL))) > l_2650) == (l_2651 && (((l_2 , l_2652) != (void*)0) || l_2650))))
                { /* block id: 1225 */
                    const int16_t l_2653 = 0L;
                    int16_t *l_2654 = &g_320;
                    int32_t **l_2655 = &g_607[0][5][1];
                    (*g_2656) = (((*l_2654) = (l_2653 || (&g_599 != ((**g_811) , &g_1639)))) , ((*l_2655) = l_2639[1][0]));
                    (*l_2655) = (*g_2398);
                    (*l_2638) = ((*g_514) != &l_2637);
                    (*l_2636) ^= (safe_sub_func_int16_t_s_s(((((safe_lshift_func_int8_t_s_s((l_2651 <= (((((((*g_2382) == (void*)0) || l_2661) || ((0xB1L || ((*g_183) = ((safe_mod_func_int8_t_s_s(((--(**g_1043)) >= ((l_2672 &= ((*g_348) = ((((safe_lshift_func_int16_t_s_s((l_2634 && ((safe_rshift_func_int16_t_s_s(((-1L) == (l_2670 != &l_2671[0][2][0])), 14)) == l_2650)), 3)) ^ (-8L)) <= l_2651) , 0x690DL))) <= l_2637)), l_2651)) != (-1L)))) & l_2673)) ^ (-1L)) && (-5L)) > g_2674)), 1)) , g_321) && 0x85BDL) ^ l_2650), g_158));
                }
                else
                { /* block id: 1236 */
                    for (g_1152 = 1; (g_1152 >= 0); g_1152 -= 1)
                    { /* block id: 1239 */
                        (*l_2638) ^= 0x323782F2L;
                        return (**g_2382);
                    }
                    if (l_2675)
                        continue;
                    return (**g_2382);
                }
                ++l_2683[0][5][5];
                (*g_608) = ((safe_lshift_func_int16_t_s_u((safe_mul_func_uint8_t_u_u((safe_add_func_int32_t_s_s(l_2677[0][1][5], ((**g_1043) = ((safe_mod_func_int64_t_s_s((l_2650 == (((((((g_2694 , (safe_lshift_func_int8_t_s_u((!((*g_348) = ((safe_rshift_func_uint8_t_u_u((safe_sub_func_uint16_t_u_u((g_2702 , (((safe_mul_func_int16_t_s_s(((~((*l_2721) |= (safe_mul_func_int8_t_s_s(((safe_mod_func_int16_t_s_s((g_2710 , 0L), (safe_rshift_func_uint8_t_u_s(255UL, (((safe_div_func_uint64_t_u_u(((l_2637 ^= l_2651) , (safe_rshift_func_int8_t_s_u(((((*g_1044) < l_2717) ^ l_2677[0][0][4]) <= 0xD909BC677A76B645LL), 2))), l_2718)) , l_2719) != l_2720[0]))))) == l_2673), 0x1DL)))) != l_2722), l_2673)) , l_2723) | 2L)), l_2718)), 1)) || l_2634))), 1))) || 1L) != l_2673) , 9UL) != 2UL) >= l_2724) != g_152)), g_2725)) , 0UL)))), 0L)), l_2677[0][1][5])) >= 0x15L);
                ++l_2726[1][0];
            }
            l_2731++;
        }
    }
    else
    { /* block id: 1256 */
        int64_t l_2747[10] = {0x7F52205FF7C23049LL,(-1L),0x7F52205FF7C23049LL,0x7F52205FF7C23049LL,(-1L),0x7F52205FF7C23049LL,0x7F52205FF7C23049LL,(-1L),0x7F52205FF7C23049LL,0x7F52205FF7C23049LL};
        uint32_t *l_2748 = &g_661;
        int32_t l_2749 = 0xF0AD9901L;
        uint16_t l_2750 = 1UL;
        uint8_t *l_2767 = (void*)0;
        uint8_t *l_2768 = &g_618[0];
        uint32_t *****l_2774 = &g_1041;
        const int32_t **l_2784 = (void*)0;
        const int32_t ***l_2783 = &l_2784;
        union U0 * const ****l_2803 = (void*)0;
        int32_t l_2812 = 0xEFE35040L;
        int32_t l_2815 = 0xA1DD7417L;
        const int32_t l_2867[6] = {0xA739D2EBL,0xA739D2EBL,0xA739D2EBL,0xA739D2EBL,0xA739D2EBL,0xA739D2EBL};
        union U3 **l_2868 = &g_1361[0];
        uint16_t l_2942 = 0xFE68L;
        uint32_t l_3000 = 18446744073709551612UL;
        int8_t l_3033 = (-1L);
        union U3 l_3058[9][10][2] = {{{{8UL},{18446744073709551615UL}},{{0x7C84273EL},{0x1FA65427L}},{{0x8ABD132EL},{0x9C86604EL}},{{7UL},{1UL}},{{1UL},{0x261F8FEEL}},{{0UL},{18446744073709551610UL}},{{1UL},{0UL}},{{0x35CBCFC3L},{0x0B511061L}},{{0xA0623B54L},{0x24E5B418L}},{{1UL},{0x6CB17BF7L}}},{{{0x24E5B418L},{0x261F8FEEL}},{{0xD4287D71L},{18446744073709551615UL}},{{7UL},{0x8ABD132EL}},{{0x9C86604EL},{0x1FA65427L}},{{18446744073709551615UL},{18446744073709551615UL}},{{8UL},{0xD4287D71L}},{{0x65CC048BL},{0UL}},{{0x261F8FEEL},{0xF8680DFEL}},{{0x9429808FL},{0xD4287D71L}},{{1UL},{18446744073709551615UL}}},{{{18446744073709551615UL},{18446744073709551615UL}},{{0x8ABD132EL},{0x8ABD132EL}},{{0x058940D0L},{1UL}},{{0xD4287D71L},{3UL}},{{0UL},{0x6CB17BF7L}},{{18446744073709551615UL},{0UL}},{{0xA0623B54L},{0xA76D3C0FL}},{{0xA0623B54L},{0UL}},{{18446744073709551615UL},{0x6CB17BF7L}},{{0UL},{3UL}}},{{{0xD4287D71L},{1UL}},{{0x058940D0L},{0x8ABD132EL}},{{0x8ABD132EL},{18446744073709551615UL}},{{18446744073709551615UL},{18446744073709551615UL}},{{1UL},{0xD4287D71L}},{{0x9429808FL},{0xF8680DFEL}},{{0x261F8FEEL},{0UL}},{{0x65CC048BL},{0xD4287D71L}},{{8UL},{18446744073709551615UL}},{{18446744073709551615UL},{0x1FA65427L}}},{{{0x9C86604EL},{0x8ABD132EL}},{{7UL},{18446744073709551615UL}},{{0xD4287D71L},{0x261F8FEEL}},{{0x24E5B418L},{0x6CB17BF7L}},{{1UL},{0x24E5B418L}},{{0xA0623B54L},{0x0B511061L}},{{0x35CBCFC3L},{0UL}},{{1UL},{18446744073709551610UL}},{{0UL},{0x261F8FEEL}},{{1UL},{1UL}}},{{{7UL},{0x9C86604EL}},{{0x8ABD132EL},{0x1FA65427L}},{{0x7C84273EL},{18446744073709551615UL}},{{8UL},{1UL}},{{0x9429808FL},{0UL}},{{3UL},{0UL}},{{0x9429808FL},{1UL}},{{8UL},{18446744073709551615UL}},{{0x7C84273EL},{0x1FA65427L}},{{0x8ABD132EL},{0x9C86604EL}}},{{{7UL},{1UL}},{{1UL},{0x261F8FEEL}},{{0UL},{18446744073709551610UL}},{{1UL},{0UL}},{{0x35CBCFC3L},{0x0B511061L}},{{0xA0623B54L},{0x24E5B418L}},{{1UL},{0x6CB17BF7L}},{{0x24E5B418L},{0x261F8FEEL}},{{0xD4287D71L},{18446744073709551615UL}},{{7UL},{0x8ABD132EL}}},{{{0x9C86604EL},{0x1FA65427L}},{{18446744073709551615UL},{18446744073709551615UL}},{{8UL},{0xD4287D71L}},{{0x65CC048BL},{0UL}},{{0x261F8FEEL},{0xF8680DFEL}},{{0x9429808FL},{0xD4287D71L}},{{1UL},{18446744073709551615UL}},{{18446744073709551615UL},{18446744073709551615UL}},{{0x35CBCFC3L},{0x35CBCFC3L}},{{0x6929E609L},{0xF8680DFEL}}},{{{0x058940D0L},{0x82DCE6EDL}},{{3UL},{0xD7FD4F80L}},{{18446744073709551615UL},{3UL}},{{0x6D52A2D6L},{5UL}},{{0x6D52A2D6L},{3UL}},{{18446744073709551615UL},{0xD7FD4F80L}},{{3UL},{0x82DCE6EDL}},{{0x058940D0L},{0xF8680DFEL}},{{0x6929E609L},{0x35CBCFC3L}},{{0x35CBCFC3L},{0xB1BF2252L}}}};
        union U2 *l_3077 = (void*)0;
        uint16_t l_3127 = 1UL;
        int32_t l_3145[4][4] = {{0xF3390CBBL,0xF3390CBBL,0L,0L},{0xF3390CBBL,0xF3390CBBL,0L,0L},{0xF3390CBBL,0xF3390CBBL,0L,0L},{0xF3390CBBL,0xF3390CBBL,0L,0L}};
        int i, j, k;
        (*g_608) |= (safe_mul_func_uint16_t_u_u(((4UL || g_2674) != (safe_mul_func_uint16_t_u_u((--(*g_348)), ((safe_lshift_func_uint16_t_u_u((safe_add_func_uint8_t_u_u(g_2744, (safe_add_func_uint32_t_u_u((*g_812), ((*l_2748) = (1UL < l_2747[6])))))), l_2749)) , l_2750)))), ((safe_div_func_int8_t_s_s(((0x24L & 6UL) && l_2681), l_2747[6])) == l_2731)));
    }
    for (l_2673 = (-6); (l_2673 > (-22)); l_2673--)
    { /* block id: 1400 */
        int32_t *l_3151 = &g_152;
        int64_t l_3152 = 0x487542396CFF20B0LL;
        int32_t *l_3153 = &g_25;
        int32_t *l_3154 = &g_203;
        int32_t *l_3155 = (void*)0;
        int32_t *l_3156 = &l_2677[4][1][0];
        int32_t *l_3157[2][9][5] = {{{&g_152,&g_2674,&g_2674,&g_152,(void*)0},{(void*)0,(void*)0,&l_2677[1][1][8],(void*)0,&g_1308},{&g_25,(void*)0,&g_2674,&g_25,&g_152},{(void*)0,&g_25,&g_25,(void*)0,(void*)0},{&g_152,(void*)0,&g_2674,&g_152,&g_152},{(void*)0,(void*)0,&g_25,(void*)0,&g_1308},{&g_152,&g_2674,&g_2674,&g_152,(void*)0},{(void*)0,(void*)0,&l_2677[1][1][8],(void*)0,&g_1308},{&g_25,(void*)0,&g_2674,&g_25,&g_152}},{{(void*)0,&g_25,&g_25,(void*)0,(void*)0},{&g_152,(void*)0,&g_2674,&g_152,&g_152},{(void*)0,(void*)0,&g_25,(void*)0,&g_1308},{&g_152,&g_2674,&g_2674,&g_152,(void*)0},{(void*)0,(void*)0,&l_2677[1][1][8],(void*)0,&g_1308},{&g_25,(void*)0,&g_2674,&g_25,&g_152},{(void*)0,&g_25,&g_25,(void*)0,(void*)0},{&g_152,(void*)0,&g_2674,&g_152,&g_152},{(void*)0,(void*)0,&g_25,(void*)0,&g_1308}}};
        int i, j, k;
        l_3158++;
        l_2637 = ((g_3161[4] = &g_2948) != (void*)0);
    }
    for (g_1140.f1 = 4; (g_1140.f1 < 32); g_1140.f1++)
    { /* block id: 1407 */
        int32_t l_3164[7][8][1] = {{{0xE868AD4DL},{0xF7B9C197L},{0xE868AD4DL},{0xE2AB03C0L},{0x3646F3C8L},{0xE2AB03C0L},{0xE868AD4DL},{0xF7B9C197L}},{{0xE868AD4DL},{0xE2AB03C0L},{0x3646F3C8L},{0xE2AB03C0L},{0xE868AD4DL},{0xF7B9C197L},{0xE868AD4DL},{0xE2AB03C0L}},{{0x3646F3C8L},{0xE2AB03C0L},{0xE868AD4DL},{0xF7B9C197L},{0xE868AD4DL},{0xE2AB03C0L},{0x3646F3C8L},{0xE2AB03C0L}},{{0xE868AD4DL},{0xF7B9C197L},{0xE868AD4DL},{0xE2AB03C0L},{0x3646F3C8L},{0xE2AB03C0L},{0xE868AD4DL},{0xF7B9C197L}},{{0xE868AD4DL},{0xE2AB03C0L},{0x3646F3C8L},{0xE2AB03C0L},{0xE868AD4DL},{0xF7B9C197L},{0xE868AD4DL},{0xE2AB03C0L}},{{0x3646F3C8L},{0xE2AB03C0L},{0xE868AD4DL},{0xF7B9C197L},{0xE868AD4DL},{0xE2AB03C0L},{0x3646F3C8L},{0xE2AB03C0L}},{{0xE868AD4DL},{0xF7B9C197L},{0xE868AD4DL},{0xE2AB03C0L},{0x3646F3C8L},{0xE2AB03C0L},{0xE868AD4DL},{0xF7B9C197L}}};
        int8_t l_3195[6][6][7] = {{{(-2L),(-2L),(-10L),1L,0x76L,0x03L,0L},{0x5AL,0L,1L,0xFDL,(-1L),(-4L),4L},{0x92L,0x9BL,0x84L,0xAFL,0x45L,0xAFL,0x84L},{0x5AL,9L,(-1L),0xFDL,0x5FL,0L,4L},{0x9BL,0x92L,0x84L,0x8DL,0x9DL,0xAFL,0L},{(-1L),9L,1L,(-4L),0x5FL,(-4L),1L}},{{0x9BL,0x9BL,(-2L),0x8DL,0x45L,0x03L,0L},{0x5AL,0L,1L,0xFDL,(-1L),(-4L),4L},{0x92L,0x9BL,0x84L,0xAFL,0x45L,0xAFL,0x84L},{0x5AL,9L,(-1L),0xFDL,0x5FL,0L,4L},{0x9BL,0x92L,0x84L,0x8DL,0x9DL,0xAFL,0L},{(-1L),9L,1L,(-4L),0x5FL,(-4L),1L}},{{0x9BL,0x9BL,(-2L),0x8DL,0x45L,0x03L,0L},{0x5AL,0L,1L,0xFDL,(-1L),(-4L),4L},{0x92L,0x9BL,0x84L,0xAFL,0x45L,0xAFL,0x84L},{0x5AL,9L,(-1L),0xFDL,0x5FL,0L,4L},{0x9BL,0x92L,0x84L,0x8DL,0x9DL,0xAFL,0L},{(-1L),9L,1L,(-4L),0x5FL,(-4L),1L}},{{0x9BL,0x9BL,(-2L),0x8DL,0x45L,0x03L,0L},{0x5AL,0L,1L,0xFDL,(-1L),(-4L),4L},{0x92L,0x9BL,0x84L,0xAFL,0x45L,0xAFL,0x84L},{0x5AL,9L,(-1L),0xFDL,0x5FL,0L,4L},{0x9BL,0x92L,0x84L,0x8DL,0x9DL,0xAFL,0L},{(-1L),9L,1L,(-4L),0x5FL,(-4L),1L}},{{0x9BL,0x9BL,(-2L),0x8DL,0x45L,0x03L,0L},{0x5AL,0L,1L,0xFDL,(-1L),(-4L),4L},{0x92L,0x9BL,0x84L,0xAFL,0x45L,0xAFL,0x84L},{0x5AL,9L,(-1L),0xFDL,0x5FL,0L,4L},{0x9DL,0xC7L,0x76L,(-10L),0L,0x0EL,0x92L},{0x42L,1L,3L,8L,0x30L,8L,3L}},{{0x9DL,0x9DL,0x9BL,(-10L),0x05L,0xC1L,0x92L},{(-1L),(-2L),3L,3L,0L,8L,(-1L)},{0xC7L,0x9DL,0x76L,0x0EL,0x05L,0x0EL,0x76L},{(-1L),1L,0x5AL,3L,0x30L,1L,(-1L)},{0x9DL,0xC7L,0x76L,(-10L),0L,0x0EL,0x92L},{0x42L,1L,3L,8L,0x30L,8L,3L}}};
        int64_t l_3211 = (-7L);
        int i, j, k;
        if (l_3164[4][5][0])
            break;
        for (g_158 = 0; (g_158 > 53); g_158 = safe_add_func_int32_t_s_s(g_158, 6))
        { /* block id: 1411 */
            union U3 l_3168[8] = {{0UL},{0UL},{0UL},{0UL},{0UL},{0UL},{0UL},{0UL}};
            uint16_t *****l_3174 = (void*)0;
            uint16_t *****l_3175 = (void*)0;
            int16_t *l_3187[7];
            int32_t l_3193 = 0x74C36363L;
            int32_t l_3194 = (-1L);
            int32_t l_3196 = 2L;
            int16_t l_3197 = 0xD27CL;
            int32_t l_3198 = 0x928A0725L;
            int32_t l_3199 = (-10L);
            int32_t l_3201 = 9L;
            int32_t l_3202 = 0x28F6BA11L;
            int64_t l_3203 = 0xE4832E45038DFBBALL;
            int32_t l_3204 = 0x43053EF9L;
            int32_t l_3206 = 0x4E2B94AAL;
            int32_t l_3207 = (-8L);
            int32_t l_3208[1][9][9] = {{{(-1L),5L,(-7L),0xD0A30A1EL,5L,0xD0A30A1EL,(-7L),5L,(-1L)},{0xCD07375EL,0xCDC8BE5FL,1L,(-6L),0xA2F58782L,(-6L),1L,0xCDC8BE5FL,0xCD07375EL},{(-1L),5L,(-7L),0xD0A30A1EL,5L,0xD0A30A1EL,(-7L),5L,(-1L)},{0xCD07375EL,0xCDC8BE5FL,1L,(-6L),0xA2F58782L,(-6L),1L,0xCDC8BE5FL,0xCD07375EL},{(-1L),5L,(-7L),0xD0A30A1EL,5L,0xD0A30A1EL,(-7L),5L,(-1L)},{0xCD07375EL,0xCDC8BE5FL,1L,(-6L),0xA2F58782L,(-6L),1L,0xCDC8BE5FL,0xCD07375EL},{(-1L),5L,(-7L),0xD0A30A1EL,5L,0xD0A30A1EL,(-7L),5L,(-1L)},{0xCD07375EL,0xCDC8BE5FL,1L,(-6L),0xA2F58782L,(-6L),1L,0xCDC8BE5FL,0xCD07375EL},{(-1L),5L,(-7L),0xD0A30A1EL,5L,0xD0A30A1EL,(-7L),5L,(-1L)}}};
            int16_t l_3210 = (-1L);
            const uint64_t l_3223 = 0UL;
            uint16_t l_3230 = 9UL;
            int i, j, k;
            for (i = 0; i < 7; i++)
                l_3187[i] = &g_103;
            (*g_608) = (((g_3167 , l_3168[2]) , ((((safe_sub_func_int32_t_s_s(((*g_2806) ^= (((l_2718 & ((*g_651) != (g_3176[0] = l_3173))) == (safe_mul_func_uint16_t_u_u((safe_div_func_int32_t_s_s((l_3168[2].f0 <= (safe_mul_func_int8_t_s_s(((safe_rshift_func_uint8_t_u_s(l_2973, 4)) < l_2880), ((((((g_3188 = (safe_add_func_int16_t_s_s((l_3164[4][5][0] != 0x90904F0875D7DFCDLL), l_3168[2].f0))) , 0x74L) < l_2681) , (void*)0) != (void*)0) ^ l_3164[5][6][0])))), (*g_812))), g_320))) & g_3189)), l_3190)) , 0xB5891EFA005138BELL) < 18446744073709551615UL) < 0x859B36DBL)) && 0L);
            if ((safe_add_func_uint8_t_u_u((--l_3212), ((safe_mul_func_int16_t_s_s(l_3164[0][5][0], ((l_2677[0][1][0] |= l_3211) <= (safe_add_func_uint32_t_u_u((l_3164[4][5][0] <= ((safe_lshift_func_uint8_t_u_s((0x10L == (((0x5BDCL ^ ((****l_3173) = (((*g_1869) , (0x92L ^ ((0x01L >= ((safe_mul_func_uint16_t_u_u(0xEB48L, l_3223)) >= (*g_1044))) < 0x6DC0C598581F3A91LL))) <= l_3101[1]))) , l_3101[1]) <= 0x9FAF126B85C8864BLL)), 6)) <= l_2973)), 0xEEC4C69AL))))) == l_2731))))
            { /* block id: 1419 */
                return g_3224;
            }
            else
            { /* block id: 1421 */
                int32_t *l_3225 = (void*)0;
                int32_t *l_3226[9] = {&l_3206,&l_3206,&l_3206,&l_3206,&l_3206,&l_3206,&l_3206,&l_3206,&l_3206};
                uint8_t l_3227 = 3UL;
                int i;
                ++l_3227;
                --l_3230;
            }
        }
    }
    (*g_2806) = ((l_3233 == ((*l_3235) = ((*g_2948) = l_3234))) < (l_2677[0][1][5] ^= (safe_lshift_func_uint8_t_u_u(0xEDL, 7))));
    return g_3238[3][3];
}


/* ------------------------------------------ */
/* 
 * reads : g_9 g_32 g_348 g_748 g_320 g_1041 g_1042 g_1043 g_514 g_136 g_25 g_125.f0 g_203 g_83.f0 g_1469 g_1361 g_1734 g_1737 g_597.f0 g_1747 g_1595.f1 g_31 g_1133.f1 g_347 g_286 g_1308 g_81 g_1796 g_600.f3 g_1135.f0 g_1422 g_1819 g_811 g_812 g_1638 g_1639 g_1870 g_1879 g_1152 g_969 g_661 g_608 g_1869 g_139 g_466 g_183 g_609 g_352 g_853.f0 g_294 g_321 g_10 g_676 g_892 g_893 g_943 g_296 g_2026 g_205 g_1416 g_1044 g_1643 g_1644 g_2061 g_657 g_397 g_398 g_1140.f0 g_330 g_2088 g_99 g_79 g_30 g_125 g_99.f0 g_107 g_2093 g_152 g_158 g_357 g_204 g_206 g_396 g_424 g_458 g_471 g_297 g_424.f0 g_139.f0 g_295 g_458.f2 g_103 g_2109 g_944 g_2161 g_325.f1 g_1134.f1 g_2198 g_2208 g_1138.f1 g_2247 g_655 g_692.f0 g_2306 g_2311 g_2319 g_810 g_2199 g_2200 g_659 g_866.f0 g_2382 g_853 g_969.f0 g_2398 g_491.f0 g_910.f0 g_2062 g_908.f1 g_2468 g_493.f1 g_2471 g_2320 g_2551 g_1443 g_1146.f1
 * writes: g_32 g_286 g_618 g_1041 g_320 g_203 g_1361 g_25 g_136 g_1595.f1 g_31 g_1133.f1 g_1422 g_607 g_1869 g_1639 g_1152 g_609 g_748 g_10 g_1044 g_294 g_1308 g_615.f1 g_296 g_205 g_81 g_397 g_2062 g_103 g_107 g_79 g_352 g_2094 g_321 g_357 g_158 g_396 g_471 g_483 g_325.f1 g_493.f1 g_491.f4 g_599 g_2026 g_183 g_1134.f1 g_2198 g_2209 g_1138.f1 g_2287 g_152 g_1473.f0 g_2320 g_1148.f1 g_1043 g_469 g_1042 g_908.f1 g_1135.f1 g_1146.f1
 */
static uint16_t  func_7(uint16_t  p_8)
{ /* block id: 1 */
    uint8_t l_1709 = 0x50L;
    int8_t *l_1710[6][4] = {{(void*)0,&g_10,&g_1443,(void*)0},{&g_748[1][1][2],&g_1443,&g_748[0][1][1],&g_1443},{&g_1443,&g_1443,(void*)0,&g_1443},{(void*)0,&g_1443,(void*)0,(void*)0},{&g_10,&g_10,&g_748[0][1][1],&g_748[1][1][2]},{&g_10,&g_1443,(void*)0,&g_10}};
    int32_t l_1713 = 9L;
    int8_t **l_2165 = &g_183;
    union U2 **l_2168 = &g_397;
    int32_t l_2221 = (-4L);
    int32_t l_2233 = 0x30C8792DL;
    int32_t l_2257 = 0x1AC884A4L;
    int32_t l_2258 = 0x2F52C7E8L;
    int32_t l_2259 = 0x9937AEABL;
    int32_t l_2260[4] = {1L,1L,1L,1L};
    int64_t l_2261[2];
    uint16_t *l_2292 = &g_286;
    int16_t l_2308 = 0x625CL;
    uint8_t **l_2315[7] = {(void*)0,(void*)0,&g_2027,(void*)0,(void*)0,&g_2027,(void*)0};
    uint64_t l_2341 = 18446744073709551611UL;
    union U3 l_2393 = {0x1E6E4042L};
    const uint32_t **l_2395 = &g_812;
    const uint32_t ***l_2394 = &l_2395;
    uint16_t l_2435[4];
    uint64_t **l_2538[4] = {&g_944,&g_944,&g_944,&g_944};
    uint64_t * const *l_2540 = &g_944;
    int32_t *l_2559 = &l_2233;
    int32_t *l_2628 = (void*)0;
    int i, j;
    for (i = 0; i < 2; i++)
        l_2261[i] = 1L;
    for (i = 0; i < 4; i++)
        l_2435[i] = 65530UL;
    if ((g_9 != ((*l_2165) = func_11((func_17(func_22(&g_10), l_1709, l_1710[3][2], (g_618[2] = (safe_rshift_func_uint16_t_u_u(((*g_348) = (p_8 == (l_1713 = (((0UL | (0xF11F8B77F91B5351LL ^ 0x2EDE655FD19D7ECDLL)) == 4294967288UL) , p_8)))), 8)))) , l_1710[4][1]), g_83.f0, l_1710[2][0], &g_10, l_1709))))
    { /* block id: 957 */
        int16_t l_2190 = 1L;
        int64_t ** const * const **l_2201 = &g_2199;
        uint8_t ***l_2206 = &g_2026[7];
        int32_t l_2212 = 0xDA095DC6L;
        int32_t l_2217 = 0x4896A47CL;
        int8_t l_2220 = (-2L);
        int32_t l_2231 = 0xBD3AAD9FL;
        int32_t l_2232[5];
        uint32_t l_2234 = 0xA239FABCL;
        union U1 **l_2248 = &g_599;
        uint64_t l_2262 = 18446744073709551609UL;
        int8_t l_2321[3];
        union U3 l_2331 = {9UL};
        int32_t *l_2350 = &l_2217;
        uint32_t **l_2351 = &g_1044;
        uint32_t l_2353 = 0x5485DA45L;
        uint32_t l_2356 = 18446744073709551608UL;
        int32_t l_2374 = 0x9BE7F56FL;
        int32_t l_2376[6][5] = {{0xDF49C3B0L,1L,1L,0xDF49C3B0L,0x0A0D2797L},{(-9L),1L,1L,(-9L),0x0628376BL},{(-9L),1L,0x40C90387L,(-9L),0x0A0D2797L},{0xDF49C3B0L,1L,1L,0xDF49C3B0L,0x0A0D2797L},{(-9L),1L,1L,(-9L),0x0628376BL},{(-9L),1L,0x40C90387L,(-9L),0x0A0D2797L}};
        uint64_t l_2378[5][4][7] = {{{18446744073709551614UL,1UL,1UL,18446744073709551614UL,4UL,18446744073709551614UL,1UL},{0x61C0F8067E307B5CLL,0x61C0F8067E307B5CLL,0x2E96673E7ED6F186LL,0x286E871D976FF55ELL,0x2E96673E7ED6F186LL,0x61C0F8067E307B5CLL,0x61C0F8067E307B5CLL},{0xE39E3CF95751CFD1LL,1UL,0x4279C4185A1FA147LL,1UL,0xE39E3CF95751CFD1LL,0xE39E3CF95751CFD1LL,1UL},{1UL,2UL,1UL,0x2E96673E7ED6F186LL,0x2E96673E7ED6F186LL,1UL,2UL}},{{1UL,4UL,0x4279C4185A1FA147LL,0x4279C4185A1FA147LL,4UL,1UL,4UL},{1UL,0x2E96673E7ED6F186LL,0x2E96673E7ED6F186LL,1UL,2UL,1UL,0x2E96673E7ED6F186LL},{0xE39E3CF95751CFD1LL,0xE39E3CF95751CFD1LL,1UL,0x4279C4185A1FA147LL,1UL,0xE39E3CF95751CFD1LL,0xE39E3CF95751CFD1LL},{0x61C0F8067E307B5CLL,0x2E96673E7ED6F186LL,0x286E871D976FF55ELL,0x2E96673E7ED6F186LL,0x61C0F8067E307B5CLL,0x61C0F8067E307B5CLL,0x2E96673E7ED6F186LL}},{{18446744073709551614UL,4UL,18446744073709551614UL,1UL,1UL,18446744073709551614UL,4UL},{0x2E96673E7ED6F186LL,2UL,0x286E871D976FF55ELL,0x286E871D976FF55ELL,2UL,0x2E96673E7ED6F186LL,2UL},{18446744073709551614UL,1UL,1UL,18446744073709551614UL,4UL,18446744073709551614UL,1UL},{0x61C0F8067E307B5CLL,0x61C0F8067E307B5CLL,0x2E96673E7ED6F186LL,0x286E871D976FF55ELL,0x2E96673E7ED6F186LL,0x61C0F8067E307B5CLL,0x61C0F8067E307B5CLL}},{{0xE39E3CF95751CFD1LL,1UL,0x4279C4185A1FA147LL,1UL,0xE39E3CF95751CFD1LL,0xE39E3CF95751CFD1LL,1UL},{1UL,2UL,1UL,0x2E96673E7ED6F186LL,0x2E96673E7ED6F186LL,1UL,2UL},{1UL,4UL,0x4279C4185A1FA147LL,0x4279C4185A1FA147LL,4UL,1UL,4UL},{1UL,0x2E96673E7ED6F186LL,0x2E96673E7ED6F186LL,1UL,2UL,1UL,0x2E96673E7ED6F186LL}},{{0xE39E3CF95751CFD1LL,0xE39E3CF95751CFD1LL,1UL,0x4279C4185A1FA147LL,1UL,0xE39E3CF95751CFD1LL,0xE39E3CF95751CFD1LL},{0x61C0F8067E307B5CLL,0x2E96673E7ED6F186LL,0x286E871D976FF55ELL,0x2E96673E7ED6F186LL,0x61C0F8067E307B5CLL,0x61C0F8067E307B5CLL,0x2E96673E7ED6F186LL},{18446744073709551614UL,4UL,18446744073709551614UL,1UL,1UL,18446744073709551614UL,4UL},{0x2E96673E7ED6F186LL,2UL,0x286E871D976FF55ELL,0x286E871D976FF55ELL,2UL,0x2E96673E7ED6F186LL,2UL}}};
        union U0 **l_2392 = (void*)0;
        union U0 ***l_2391 = &l_2392;
        union U0 ****l_2390 = &l_2391;
        int32_t l_2407 = 1L;
        int i, j, k;
        for (i = 0; i < 5; i++)
            l_2232[i] = 0x2C4563D0L;
        for (i = 0; i < 3; i++)
            l_2321[i] = 0xEBL;
        if (((safe_add_func_int8_t_s_s(0x84L, ((void*)0 != l_2168))) , ((--(*g_1044)) > ((safe_mod_func_int8_t_s_s(p_8, 0xE5L)) != p_8))))
        { /* block id: 959 */
            int32_t **l_2173 = (void*)0;
            int32_t l_2195 = 0x498A2438L;
            int64_t ****l_2203 = &g_893;
            int64_t *****l_2202 = &l_2203;
            int32_t l_2215 = 1L;
            int32_t l_2218 = 0xA69AC0EAL;
            int32_t l_2223 = 0xEC833F62L;
            int32_t l_2226 = 0L;
            int32_t l_2228[1];
            uint64_t **l_2293[4][2][8] = {{{&g_943,&g_943,&g_943,(void*)0,&g_944,&g_944,&g_943,&g_943},{&g_943,&g_944,&g_943,&g_943,&g_944,&g_943,&g_943,&g_944}},{{&g_944,&g_943,&g_944,&g_943,&g_943,&g_943,&g_943,&g_944},{&g_944,&g_944,&g_944,&g_943,&g_944,&g_944,&g_944,&g_943}},{{&g_943,&g_944,&g_944,(void*)0,&g_943,&g_943,&g_943,&g_943},{&g_943,&g_943,&g_944,&g_943,&g_943,&g_944,&g_943,&g_943}},{{&g_943,&g_943,&g_944,&g_943,&g_944,&g_943,&g_944,(void*)0},{&g_944,&g_943,(void*)0,&g_943,&g_943,&g_943,(void*)0,&g_943}}};
            int i, j, k;
            for (i = 0; i < 1; i++)
                l_2228[i] = 0x51C824DDL;
            for (g_1422 = 0; (g_1422 <= 4); g_1422 += 1)
            { /* block id: 962 */
                int32_t ***l_2174 = &l_2173;
                int32_t l_2197[5];
                int64_t *****l_2204 = &l_2203;
                union U3 l_2253 = {18446744073709551615UL};
                int32_t *l_2273 = &l_2223;
                uint64_t l_2289 = 0x016E32FCC5A21972LL;
                int i;
                for (i = 0; i < 5; i++)
                    l_2197[i] = 0x4BBF8A2CL;
                if ((((*l_2174) = l_2173) == (void*)0))
                { /* block id: 964 */
                    for (g_1134.f1 = 0; (g_1134.f1 <= 4); g_1134.f1 += 1)
                    { /* block id: 967 */
                        int i;
                        (*g_608) = g_466[(g_1422 + 1)];
                        (*g_608) = 0x88FD0327L;
                    }
                }
                else
                { /* block id: 971 */
                    uint8_t l_2193 = 0UL;
                    int32_t l_2213 = 1L;
                    int32_t l_2214 = 0x90146F88L;
                    int32_t l_2216 = 0xDB47A44FL;
                    int32_t l_2219 = 0x34CDC7EBL;
                    int32_t l_2222 = 0xA5AB6FFCL;
                    int32_t l_2225 = (-1L);
                    int32_t l_2227 = (-1L);
                    int32_t l_2229 = 0xA6FCEB0DL;
                    int32_t l_2230 = 0x71E3DEEFL;
                    for (g_203 = 0; (g_203 <= 4); g_203 += 1)
                    { /* block id: 974 */
                        union U3 l_2177 = {0UL};
                        int16_t *l_2194 = &g_103;
                        int32_t *l_2196 = &g_1308;
                        int i;
                        (*l_2196) &= (safe_sub_func_int16_t_s_s(((g_466[(g_203 + 1)] > p_8) | (l_2177 , (safe_mul_func_int8_t_s_s(0x0CL, (((((safe_mul_func_uint8_t_u_u((((*l_2194) = (safe_sub_func_int8_t_s_s((!2UL), (!(((((-2L) <= (safe_lshift_func_int8_t_s_u((safe_lshift_func_int16_t_s_u(((-4L) & l_2190), (safe_div_func_uint64_t_u_u(l_2193, 0x52735D47C8582672LL)))), l_2177.f0))) & 5UL) == l_1709) , (**g_811)))))) < g_748[0][1][1]), l_2195)) & 0L) | p_8) | p_8) > l_2195))))), g_466[(g_203 + 1)]));
                        if (l_1709)
                            continue;
                        if (l_1709)
                            continue;
                        (*l_2196) = (l_1713 = (((*g_348) = l_2197[4]) , p_8));
                    }
                    l_2197[3] = 0x7BBD1BE2L;
                    if ((0x7AL & ((((*g_348) ^= l_2190) > ((g_2198 = (l_2201 = g_2198)) == (l_2204 = l_2202))) != 0x27L)))
                    { /* block id: 988 */
                        int32_t *l_2205[4];
                        int i;
                        for (i = 0; i < 4; i++)
                            l_2205[i] = &g_203;
                        if (l_2190)
                            break;
                        l_1713 = ((*g_330) = (0x05A2E0B1L & ((**g_1043) = l_2195)));
                        if (l_2193)
                            break;
                        (*g_608) = ((void*)0 != l_2205[2]);
                    }
                    else
                    { /* block id: 995 */
                        int32_t *l_2210 = &g_25;
                        int32_t *l_2211[4][8][8] = {{{&g_205,&g_152,&g_152,&g_205,&g_205,&l_2195,(void*)0,&l_2197[4]},{&l_1713,(void*)0,&g_205,&l_2197[4],(void*)0,&g_152,(void*)0,&g_152},{&g_152,(void*)0,&g_152,&l_1713,&l_2195,&l_2195,&g_152,&g_152},{&g_152,&g_152,&g_203,&g_1308,&l_2197[4],&g_152,&l_2197[4],&g_1308},{&g_152,(void*)0,&g_152,&g_203,&l_2197[3],(void*)0,(void*)0,&g_152},{&g_152,(void*)0,&g_1308,&l_2197[4],&l_2195,(void*)0,&l_2197[3],&l_1713},{&g_152,&g_203,(void*)0,&l_1713,&l_2197[3],&g_152,&l_2197[4],&l_1713},{&g_152,(void*)0,&g_25,&g_203,&l_2197[4],&l_2197[4],&g_203,&g_25}},{{&g_152,&g_152,&g_152,&g_152,&l_2195,(void*)0,&g_203,(void*)0},{&g_152,&l_1713,&g_205,&g_152,(void*)0,&l_2197[3],&g_152,(void*)0},{&l_1713,&g_203,&l_1713,&g_152,&g_205,&l_2197[4],&g_203,&g_25},{&g_205,&l_1713,&l_2195,&g_203,&g_1308,&g_203,&l_2195,&l_1713},{&g_152,&g_152,&g_203,&l_1713,&l_2197[4],&g_203,&g_1308,&l_1713},{(void*)0,&g_205,&g_1308,&l_2197[4],&g_152,&g_152,&g_1308,&g_152},{&l_2197[3],&l_2197[4],&g_203,&g_203,&g_152,&g_203,&l_2195,&g_1308},{&g_152,&g_203,&l_2195,&g_1308,&g_1308,&l_2195,&g_203,&g_152}},{{(void*)0,&g_25,&l_1713,&l_1713,&g_152,&g_1308,&g_152,&g_152},{&g_152,&l_2195,&g_205,&l_2197[4],&l_1713,&g_1308,&g_203,&l_2197[4]},{(void*)0,(void*)0,&g_152,&g_152,&g_203,&g_1308,&l_2197[4],&g_152},{(void*)0,&l_1713,(void*)0,&g_1308,(void*)0,&l_1713,(void*)0,(void*)0},{&g_203,(void*)0,&g_205,&g_152,&g_203,(void*)0,&g_152,&l_1713},{&g_203,(void*)0,&g_1308,&l_1713,&g_203,&g_205,(void*)0,&g_1308},{&g_203,&l_2197[3],&g_152,&l_1713,(void*)0,&l_2197[4],&g_152,&g_152},{(void*)0,&g_203,&g_25,&g_25,&g_203,(void*)0,&g_152,&g_152}},{{&g_205,&g_205,&l_2195,(void*)0,&l_2197[4],&g_152,&g_203,(void*)0},{&g_152,&l_2195,(void*)0,(void*)0,&l_2195,(void*)0,&g_203,&g_152},{&g_203,&l_2195,(void*)0,&g_25,&g_1308,&g_152,&l_2197[3],&g_152},{(void*)0,&l_1713,&g_203,&l_1713,(void*)0,&g_152,(void*)0,&g_1308},{&g_152,&l_2197[4],&l_1713,&l_1713,&l_2195,&g_203,&g_152,&l_1713},{&l_1713,&g_203,&l_1713,&g_152,(void*)0,&g_203,(void*)0,(void*)0},{&l_2195,&g_205,&g_203,&g_1308,&g_152,&l_2197[3],&l_2197[3],&g_152},{&g_152,(void*)0,(void*)0,&g_152,(void*)0,(void*)0,&g_203,(void*)0}}};
                        int i, j, k;
                        (*g_2208) = l_2206;
                        ++l_2234;
                        if (l_2232[1])
                            break;
                        return p_8;
                    }
                    for (g_1138.f1 = 0; (g_1138.f1 <= 4); g_1138.f1 += 1)
                    { /* block id: 1003 */
                        uint8_t l_2251 = 246UL;
                        int8_t *l_2252 = (void*)0;
                        union U3 l_2254 = {9UL};
                        int32_t **l_2255[4][8] = {{&g_607[1][5][1],&g_607[1][5][1],&g_607[1][5][1],&g_607[1][5][1],&g_607[1][5][1],&g_607[1][5][1],&g_607[1][5][1],&g_607[1][5][1]},{&g_607[1][5][1],&g_607[1][5][1],&g_607[1][5][1],&g_607[1][5][1],&g_607[1][5][1],&g_607[1][5][1],&g_607[1][5][1],&g_607[1][5][1]},{&g_607[1][5][1],&g_607[1][5][1],&g_607[1][5][1],&g_607[1][5][1],&g_607[1][5][1],&g_607[1][5][1],&g_607[1][5][1],&g_607[1][5][1]},{&g_607[1][5][1],&g_607[1][5][1],&g_607[1][5][1],&g_607[1][5][1],&g_607[1][5][1],&g_607[1][5][1],&g_607[1][5][1],&g_607[1][5][1]}};
                        int64_t l_2256 = (-5L);
                        int i, j;
                        (*g_608) = ((safe_mul_func_int8_t_s_s((safe_lshift_func_uint16_t_u_u((((safe_lshift_func_uint16_t_u_s((l_2220 ^ ((((*g_943) = ((*g_944) = (safe_rshift_func_uint8_t_u_u((safe_mul_func_int16_t_s_s((g_2247 , ((((l_2215 = ((void*)0 != l_2248)) , ((void*)0 == l_2168)) >= l_2233) ^ (*g_608))), (safe_sub_func_uint16_t_u_u(p_8, (*g_348))))), 6)))) && 18446744073709551609UL) & 0x89671A6A9FC6AC27LL)), l_2197[4])) >= l_2251) | l_2227), 13)), (*g_9))) || (-1L));
                        (*g_1747) = func_48(func_52(&l_2222, l_2252), l_2253, l_2254);
                        l_2262++;
                    }
                }
                if (g_32)
                    goto lbl_2312;
                if ((((*l_2273) = (safe_sub_func_uint64_t_u_u(((safe_rshift_func_uint8_t_u_s((p_8 > ((p_8 != (p_8 > 0xEB96L)) == (l_2195 >= ((*g_1869) , l_2258)))), 7)) | (((l_2215 > (l_2197[3] ^= (safe_lshift_func_uint16_t_u_u(((*g_348) = ((safe_div_func_int32_t_s_s(p_8, p_8)) , l_1709)), l_2260[2])))) , p_8) , g_352)), p_8))) < 6L))
                { /* block id: 1015 */
                    return l_2228[0];
                }
                else
                { /* block id: 1017 */
                    int32_t **l_2274[10][5][1] = {{{&l_2273},{&l_2273},{&g_607[2][5][0]},{(void*)0},{&g_607[4][0][1]}},{{&g_607[3][0][0]},{&g_136},{&g_607[3][0][0]},{&g_607[4][0][1]},{(void*)0}},{{&g_607[2][5][0]},{&l_2273},{&l_2273},{&g_607[2][5][0]},{(void*)0}},{{&g_607[4][0][1]},{&g_607[3][0][0]},{&g_136},{&g_607[3][0][0]},{&g_607[4][0][1]}},{{(void*)0},{&g_607[2][5][0]},{&l_2273},{&l_2273},{&g_607[2][5][0]}},{{(void*)0},{&g_607[4][0][1]},{&g_607[3][0][0]},{&g_136},{&g_607[3][0][0]}},{{&g_607[4][0][1]},{(void*)0},{&g_607[2][5][0]},{&l_2273},{&l_2273}},{{&g_607[2][5][0]},{(void*)0},{&g_607[4][0][1]},{&g_607[3][0][0]},{&g_136}},{{&g_607[3][0][0]},{&g_607[4][0][1]},{(void*)0},{&g_607[2][5][0]},{&l_2273}},{{&l_2273},{&g_607[2][5][0]},{(void*)0},{&g_136},{&l_2273}}};
                    int16_t *l_2288 = &g_320;
                    int i, j, k;
                    (*g_2061) = (void*)0;
                    (*l_2273) &= (p_8 == ((p_8 < (((**g_1043) = l_2212) != (+((*g_348) ^= ((safe_unary_minus_func_uint8_t_u((safe_rshift_func_int8_t_s_s(p_8, 4)))) <= (safe_mod_func_uint16_t_u_u(((void*)0 == &g_1042[0]), (l_2234 ^ (safe_div_func_uint8_t_u_u((((safe_lshift_func_int16_t_s_u((g_107 = (((safe_lshift_func_int16_t_s_s(((*l_2288) = (((g_2287[7][0][4] = &g_183) != (void*)0) | p_8)), g_692.f0)) , l_2289) | p_8)), p_8)) , p_8) | 0xEC7900E4L), 0xE9L)))))))))) && l_2260[1]));
                }
                for (g_152 = 4; (g_152 >= 1); g_152 -= 1)
                { /* block id: 1028 */
                    uint32_t l_2302[5][5] = {{0xB4A16401L,0xB4A16401L,0xCC79089AL,0xF6164E28L,0UL},{18446744073709551614UL,0UL,18446744073709551615UL,0xF6164E28L,0xF6164E28L},{0xF6164E28L,0xC6C4BE9AL,0xF6164E28L,1UL,18446744073709551615UL},{18446744073709551615UL,0UL,18446744073709551614UL,0xAF823325L,18446744073709551615UL},{0xCC79089AL,0xB4A16401L,0xB4A16401L,0xCC79089AL,0xF6164E28L}};
                    int i, j;
                    (*g_608) = ((safe_add_func_uint64_t_u_u(9UL, (&p_8 == l_2292))) && ((void*)0 != l_2293[2][0][0]));
                    for (l_2233 = 1; (l_2233 >= 0); l_2233 -= 1)
                    { /* block id: 1032 */
                        int16_t *l_2307[8] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
                        int64_t *l_2309 = &g_1473.f0;
                        int32_t *l_2310 = &l_2260[2];
                        int i;
                        (*l_2310) &= ((safe_add_func_int16_t_s_s(0xB107L, (((*l_2273) = 0x24293D4D10BB46C9LL) < (safe_add_func_int64_t_s_s(((*l_2202) != (void*)0), ((l_2218 &= ((*l_2309) = (safe_rshift_func_int16_t_s_s(((l_2259 == (l_2302[4][4] , (!255UL))) & (safe_lshift_func_int16_t_s_u((g_2306 , (l_2308 |= p_8)), 4))), 8)))) || 7L)))))) == g_1422);
                    }
                }
            }
        }
        else
        { /* block id: 1041 */
            (*g_2311) = (*g_1469);
lbl_2312:
            (*g_608) = 1L;
            for (g_103 = (-22); (g_103 < (-4)); g_103 = safe_add_func_uint16_t_u_u(g_103, 9))
            { /* block id: 1047 */
                uint32_t l_2333 = 0xCAB27E63L;
                uint32_t l_2334 = 4294967295UL;
                int32_t l_2336[9][5] = {{1L,1L,0xEB7070F1L,(-1L),(-1L)},{6L,6L,0L,6L,6L},{(-1L),(-1L),0xEB7070F1L,1L,1L},{0xC850A317L,6L,0xC850A317L,(-8L),0xC850A317L},{(-1L),1L,(-1L),(-1L),1L},{6L,(-8L),0L,(-8L),6L},{1L,(-1L),(-1L),1L,(-1L)},{0xC850A317L,(-8L),0xC850A317L,6L,0xC850A317L},{1L,1L,0xEB7070F1L,(-1L),(-1L)}};
                int32_t l_2377 = (-8L);
                union U0 *l_2381 = &g_988;
                int i, j;
                (*g_608) = 0L;
                if (((void*)0 != l_2315[0]))
                { /* block id: 1049 */
                    uint64_t * const l_2330[3][9][2] = {{{(void*)0,&l_2262},{(void*)0,(void*)0},{&l_2262,(void*)0},{(void*)0,&l_2262},{(void*)0,(void*)0},{&l_2262,(void*)0},{(void*)0,&l_2262},{(void*)0,(void*)0},{&l_2262,(void*)0}},{{(void*)0,&l_2262},{(void*)0,(void*)0},{&l_2262,(void*)0},{(void*)0,&l_2262},{(void*)0,(void*)0},{&l_2262,(void*)0},{(void*)0,&l_2262},{(void*)0,(void*)0},{&l_2262,(void*)0}},{{(void*)0,&l_2262},{(void*)0,(void*)0},{&l_2262,(void*)0},{(void*)0,&l_2262},{(void*)0,(void*)0},{&l_2262,(void*)0},{(void*)0,&l_2262},{(void*)0,(void*)0},{&l_2262,(void*)0}}};
                    int32_t l_2332 = 0x8B42E4DBL;
                    int i, j, k;
                    for (g_203 = 0; (g_203 > 12); g_203++)
                    { /* block id: 1052 */
                        uint8_t ****l_2318 = (void*)0;
                        int32_t *l_2335 = &l_2221;
                        (*g_608) = p_8;
                        (*g_2319) = l_2318;
                        if (l_2321[2])
                            continue;
                        (*g_608) |= ((*l_2335) |= (((p_8 && (((safe_lshift_func_int16_t_s_s((safe_mod_func_int32_t_s_s(((((safe_mul_func_int8_t_s_s(p_8, ((safe_mul_func_int16_t_s_s((l_2330[0][3][0] == (void*)0), (l_2331 , l_2231))) < l_2233))) , &g_2094) != &g_2094) < (*g_348)), p_8)), l_2332)) ^ l_2333) || l_2334)) , l_2217) || 0L));
                    }
                    if (p_8)
                        break;
                }
                else
                { /* block id: 1060 */
                    int32_t *l_2337 = &l_2231;
                    int32_t *l_2338 = (void*)0;
                    int32_t *l_2339 = &g_203;
                    int32_t *l_2340 = &l_2259;
                    int32_t l_2352 = 0xA0B999D5L;
                    union U2 *l_2365 = &g_1131[2];
                    l_2341++;
                    for (g_1148.f1 = 4; (g_1148.f1 != 7); ++g_1148.f1)
                    { /* block id: 1064 */
                        (*l_2337) = p_8;
                        l_2352 &= (safe_add_func_uint8_t_u_u(l_2232[1], (safe_sub_func_uint16_t_u_u((l_2350 == &l_2232[1]), (((*g_810) == ((**g_1041) = l_2351)) < ((*l_2350) & p_8))))));
                        ++l_2353;
                    }
                    (*l_2339) |= (l_2356 > (l_2331 , ((safe_div_func_int16_t_s_s((((((safe_mod_func_int32_t_s_s(((*l_2340) = (-10L)), (safe_mod_func_int16_t_s_s((0xDCE1L > p_8), 0x3527L)))) <= ((safe_div_func_int32_t_s_s(((((l_2365 == (void*)0) , (***l_2201)) != (void*)0) != 1L), 0x2669EE90L)) && g_866[3][0][0].f0)) != 65535UL) || 0x7FF4L) <= p_8), 0x7A45L)) ^ (*l_2337))));
                    l_2336[7][3] = ((*l_2350) = 0xDD509019L);
                }
                for (g_469 = (-10); (g_469 != (-4)); ++g_469)
                { /* block id: 1077 */
                    int32_t *l_2368 = &l_2259;
                    int32_t l_2369 = 0L;
                    int32_t *l_2370 = &l_2217;
                    int32_t *l_2371 = &l_2233;
                    int32_t *l_2372 = &l_2260[0];
                    int32_t *l_2373[3];
                    int64_t l_2375 = (-1L);
                    int i;
                    for (i = 0; i < 3; i++)
                        l_2373[i] = &l_2232[1];
                    l_2368 = &l_2232[3];
                    ++l_2378[4][1][0];
                }
                (*g_2382) = l_2381;
            }
        }
        (*g_608) = (((safe_unary_minus_func_uint64_t_u((l_2351 == (void*)0))) != (((safe_lshift_func_uint16_t_u_s((safe_rshift_func_uint8_t_u_u((safe_rshift_func_int8_t_s_u((*l_2350), (l_2390 != &l_2391))), (((*g_2198) != (((l_2393 , (((**g_2311) , ((*g_1041) = &l_2351)) == l_2394)) && g_969.f0) , (void*)0)) || p_8))), 12)) == l_1713) , (**g_811))) >= (*l_2350));
        if ((~0UL))
        { /* block id: 1086 */
            return l_2261[0];
        }
        else
        { /* block id: 1088 */
            int32_t *l_2397 = &l_2258;
            (*g_2398) = l_2397;
            (*g_136) = ((safe_div_func_int16_t_s_s(((p_8 >= (0xD8D34108FA7AD11ELL || p_8)) && (0xDE37D660F181E214LL >= (l_2397 != (void*)0))), ((safe_add_func_int64_t_s_s((safe_mod_func_uint8_t_u_u(p_8, ((((*l_2397) >= (l_2407 = (l_2260[2] , 0xEA381E16845925F8LL))) < g_491.f0) | 4L))), p_8)) && (*l_2350)))) != p_8);
            if (((safe_div_func_int8_t_s_s((((((safe_add_func_int32_t_s_s(((void*)0 != &g_183), (0xEFL <= (l_2393.f0 ^ (safe_sub_func_uint64_t_u_u((0L > (++(**l_2351))), (((safe_add_func_uint32_t_u_u(4294967290UL, ((l_2257 < ((safe_sub_func_uint32_t_u_u(0x5BD639B6L, (safe_add_func_int8_t_s_s(1L, 0xBDL)))) & g_910.f0)) , 0xFF85A045L))) && p_8) ^ 0x4162L))))))) != p_8) , (*l_2350)) & 0xBBF849EC59C4D355LL) == (*l_2350)), p_8)) == 0xD5357554L))
            { /* block id: 1093 */
                return (*g_348);
            }
            else
            { /* block id: 1095 */
                const int32_t **l_2423 = &g_2062;
                (*l_2423) = (*g_2061);
            }
        }
    }
    else
    { /* block id: 1099 */
        int16_t l_2444[8][10] = {{0x5A1BL,2L,0xFD67L,1L,0L,0xFD67L,0x48BAL,9L,2L,0L},{(-7L),0xC68BL,0L,8L,8L,0xFD67L,0xFD67L,8L,8L,0L},{0x5A1BL,0x5A1BL,(-1L),8L,6L,0xB2F3L,1L,0x5A1BL,1L,1L},{0xC68BL,(-7L),0xFD67L,0L,(-7L),8L,1L,8L,(-7L),0L},{2L,0x5A1BL,2L,0xFD67L,1L,0L,0xFD67L,0x48BAL,9L,2L},{0x48BAL,0xC68BL,1L,8L,0x5A1BL,0x296CL,(-7L),(-7L),0x48BAL,0x32BEL},{2L,0xB2F3L,0xB2F3L,2L,0L,1L,0x32BEL,0L,0xB2F3L,(-7L)},{0L,(-7L),(-1L),1L,9L,(-1L),0xB2F3L,0x32BEL,0xB2F3L,(-1L)}};
        int32_t *l_2465[2][3][7] = {{{&l_2258,&l_2258,&l_2258,&l_2258,&l_2258,&l_2258,&l_2258},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&l_2258,&l_2258,&l_2258,&l_2258,&l_2258,&l_2258,&l_2258}},{{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&l_2258,&l_2258,&l_2258,&l_2258,&l_2258,&l_2258,&l_2258},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}}};
        union U0 **l_2531 = &g_1869;
        union U0 ***l_2530 = &l_2531;
        union U0 *** const * const l_2529 = &l_2530;
        uint64_t **l_2536 = &g_944;
        uint64_t ***l_2537 = (void*)0;
        uint64_t ***l_2539 = &l_2536;
        int64_t *** const l_2543 = &g_659;
        uint64_t *l_2552 = &g_1136.f1;
        uint64_t *l_2553 = &g_493.f1;
        uint64_t *l_2554 = &g_294;
        uint8_t l_2560 = 0x49L;
        int64_t l_2588 = (-5L);
        const int64_t l_2589[2] = {(-10L),(-10L)};
        int i, j, k;
        for (g_908.f1 = 0; (g_908.f1 != 45); g_908.f1 = safe_add_func_uint16_t_u_u(g_908.f1, 1))
        { /* block id: 1102 */
            int32_t l_2431 = 0x3CFE8907L;
            int32_t l_2508 = (-1L);
            int32_t l_2517 = 4L;
            uint64_t *l_2524[5] = {(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
            int32_t l_2525 = 0x3C0B3C35L;
            union U0 **l_2528 = &g_1869;
            union U0 ***l_2527[8] = {(void*)0,&l_2528,&l_2528,(void*)0,&l_2528,&l_2528,(void*)0,&l_2528};
            union U0 ****l_2526 = &l_2527[7];
            int i;
            for (g_1135.f1 = 0; (g_1135.f1 <= 48); ++g_1135.f1)
            { /* block id: 1105 */
                uint8_t l_2445 = 0x1DL;
                int16_t *l_2446 = &g_320;
                int32_t l_2447 = 0x48D0B90EL;
                union U3 l_2453 = {0xE35A6FF1L};
                uint8_t *** const *l_2474[5];
                int32_t l_2476 = 1L;
                int32_t l_2478 = 0xA48E4E02L;
                uint8_t l_2479 = 1UL;
                int i;
                for (i = 0; i < 5; i++)
                    l_2474[i] = (void*)0;
                for (g_1148.f1 = 0; (g_1148.f1 <= 16); g_1148.f1++)
                { /* block id: 1108 */
                    return l_2261[1];
                }
                (*g_608) |= (-5L);
                if ((~(l_2431 >= (safe_lshift_func_int16_t_s_u((safe_unary_minus_func_uint64_t_u(0x3CA6AFE108D8C411LL)), (p_8 , ((p_8 >= 0xF8L) | ((0xA3FF566449D4C0F6LL == (l_2260[3] = l_2435[2])) , (((*l_2446) = ((safe_sub_func_int16_t_s_s(0x2C2FL, ((safe_mod_func_int8_t_s_s((l_2445 = (safe_sub_func_int16_t_s_s(((safe_div_func_uint32_t_u_u(0x2727C38DL, 0xA5B36276L)) | l_2444[2][9]), p_8))), 255UL)) != p_8))) >= l_2444[2][9])) ^ l_2447)))))))))
                { /* block id: 1115 */
                    uint16_t l_2450 = 4UL;
                    int32_t l_2472 = 0L;
                    int32_t l_2473[5][7][7] = {{{2L,5L,0x80BEB140L,0xBD4EB138L,(-1L),0xBD4EB138L,0x80BEB140L},{4L,(-1L),1L,0x0C2559FCL,(-1L),0x8C4F2CD8L,0L},{(-1L),1L,2L,0x80BEB140L,0x2D90DD55L,5L,0xAA6C347BL},{7L,(-1L),0x05A861DEL,3L,(-1L),9L,(-1L)},{0xE36A62F8L,0x2D90DD55L,0x2D90DD55L,0xE36A62F8L,(-1L),0L,0L},{4L,0x8C4F2CD8L,1L,0x2E90868BL,0x48C45170L,3L,0xCE33710AL},{0x80BEB140L,2L,1L,(-1L),0L,3L,0L}},{{0xCE33710AL,1L,4L,(-1L),1L,0x0C2559FCL,(-1L)},{0xBD4EB138L,0x80BEB140L,5L,2L,0x42A42587L,0x74899312L,0xAA6C347BL},{0xA5A11BA0L,0x25344571L,0x080896F4L,(-4L),4L,(-4L),0L},{(-1L),0x80BEB140L,(-1L),0x28541D72L,0x28541D72L,(-1L),0x80BEB140L},{0x48C45170L,1L,0x53070A51L,(-4L),0x9BE96803L,(-1L),0x16728684L},{3L,2L,0xAA6C347BL,3L,0L,0L,0x2D90DD55L},{0x53070A51L,0x8C4F2CD8L,0x16728684L,(-4L),0x080896F4L,0x10901DBAL,9L}},{{0L,0x2D90DD55L,0L,0x28541D72L,0xAA6C347BL,(-1L),0xE36A62F8L},{0x1A0F86E7L,(-1L),(-1L),(-4L),(-7L),0x25344571L,(-1L)},{0L,0xBD4EB138L,2L,(-1L),0L,0x80BEB140L,0x80BEB140L},{0x05A861DEL,8L,(-1L),8L,0x05A861DEL,1L,0xA5A11BA0L},{0L,0xAA6C347BL,5L,0x2D90DD55L,0x80BEB140L,2L,1L},{0x16728684L,1L,4L,1L,0x48C45170L,0x8C4F2CD8L,0L},{0L,0x2D90DD55L,0L,0x74899312L,0L,0x2D90DD55L,0L}},{{0x05A861DEL,(-4L),0x8E9C8498L,(-1L),0x9BE96803L,(-1L),(-1L)},{0L,0x54BB3B6DL,3L,0x28541D72L,0x74899312L,1L,0xAA6C347BL},{4L,0x10901DBAL,0x8E9C8498L,(-1L),0x3F67225DL,(-1L),0x8E9C8498L},{0x38080D84L,0x38080D84L,0L,0L,0xBD4EB138L,5L,0xE36A62F8L},{0x3F67225DL,0x0C2559FCL,4L,(-1L),(-1L),0x10901DBAL,1L},{0x42A42587L,2L,5L,0x80BEB140L,0xBD4EB138L,(-1L),0xBD4EB138L},{0L,0L,(-1L),(-1L),0x3F67225DL,0L,7L}},{{0x80BEB140L,5L,2L,0x42A42587L,0x74899312L,0xAA6C347BL,0L},{0x8E9C8498L,3L,0xCE33710AL,(-4L),0x9BE96803L,3L,7L},{0L,0L,0x38080D84L,0x38080D84L,0L,0L,0xBD4EB138L},{4L,(-1L),0x080896F4L,3L,0x48C45170L,0x2FD13010L,1L},{0x28541D72L,3L,0x54BB3B6DL,0L,0x80BEB140L,0L,0xE36A62F8L},{0xA5A11BA0L,(-1L),0x3F67225DL,0x8C4F2CD8L,0x05A861DEL,(-4L),0x8E9C8498L},{0x74899312L,0L,0x2D90DD55L,0L,0L,3L,0xAA6C347BL}}};
                    int i, j, k;
                    for (g_294 = (-24); (g_294 <= 27); ++g_294)
                    { /* block id: 1118 */
                        union U3 l_2464 = {0x1D9E462EL};
                        l_2450++;
                        (*g_2468) = l_2465[0][1][1];
                    }
                    for (g_493.f1 = 0; (g_493.f1 > 40); g_493.f1++)
                    { /* block id: 1124 */
                        l_2473[3][2][4] &= (g_2471 , (l_2472 ^= p_8));
                        (*g_608) = (l_2474[1] == (*g_2319));
                        return p_8;
                    }
                }
                else
                { /* block id: 1130 */
                    int32_t l_2475 = 0xF76F4719L;
                    if (p_8)
                    { /* block id: 1131 */
                        if (p_8)
                            break;
                    }
                    else
                    { /* block id: 1133 */
                        int16_t l_2477 = 0xBD10L;
                        int16_t *l_2494[2];
                        int32_t l_2495 = (-6L);
                        int i;
                        for (i = 0; i < 2; i++)
                            l_2494[i] = &l_2444[2][9];
                        (*g_608) &= p_8;
                        l_2479++;
                        (*g_608) = (safe_lshift_func_int8_t_s_u((((((safe_rshift_func_uint8_t_u_u((1UL || (++(*g_348))), (safe_div_func_uint64_t_u_u((safe_add_func_int16_t_s_s(((*l_2446) = (safe_lshift_func_uint8_t_u_u(p_8, 0))), ((l_2495 = p_8) | (safe_add_func_uint64_t_u_u((safe_lshift_func_int8_t_s_s((safe_rshift_func_uint16_t_u_u(((-1L) || (((safe_mul_func_int16_t_s_s((safe_rshift_func_int8_t_s_s(0x0BL, ((l_2508 |= l_2447) & (l_2259 = (p_8 == (safe_mul_func_uint16_t_u_u(l_2341, 0xE130L))))))), l_2475)) , p_8) , 1L)), 10)), p_8)), 1L))))), p_8)))) && p_8) & 0x9370DA0356080F64LL) ^ p_8) == 1L), p_8));
                    }
                    if (p_8)
                        continue;
                    for (g_103 = 0; (g_103 <= 0); g_103 += 1)
                    { /* block id: 1146 */
                        uint32_t l_2511 = 6UL;
                        int i;
                        ++l_2511;
                        if (l_2435[(g_103 + 2)])
                            break;
                    }
                }
                l_2525 &= (safe_rshift_func_int8_t_s_s((safe_unary_minus_func_int16_t_s(l_2517)), ((((l_2476 ^= (p_8 | p_8)) & 0x5CL) && (safe_add_func_int16_t_s_s((l_2508 = 0x7F07L), ((safe_add_func_int16_t_s_s((-10L), (safe_mul_func_uint8_t_u_u(0UL, ((*g_9) = (0x798932A7L < (l_2476 = (l_2524[1] == (void*)0)))))))) | p_8)))) < 0xCF96E852L)));
            }
            (*g_608) &= (l_2526 != l_2529);
            if (l_2431)
                continue;
        }
        if ((safe_sub_func_int32_t_s_s(p_8, ((safe_lshift_func_uint8_t_u_u((((*l_2539) = (l_2538[0] = l_2536)) == l_2540), (safe_add_func_int8_t_s_s(((*g_9) = ((l_2543 == (void*)0) == ((safe_rshift_func_uint16_t_u_u(((((safe_div_func_uint32_t_u_u(((safe_mod_func_int64_t_s_s(((!(g_2551 , (0x49901D41C1D69C55LL || l_2393.f0))) < (--(*l_2554))), (-3L))) < g_908.f1), (-4L))) | p_8) && 0xC3L) & p_8), (*g_348))) < g_1443))), l_2259)))) == p_8))))
        { /* block id: 1164 */
            int32_t **l_2557[3][6] = {{&l_2465[1][0][4],&l_2465[0][1][1],&l_2465[1][0][4],&g_136,&g_136,&l_2465[1][0][4]},{&l_2465[0][0][2],&l_2465[0][0][2],&g_136,&l_2465[0][1][1],&g_136,&l_2465[0][0][2]},{&g_136,&l_2465[0][1][1],&l_2465[0][1][1],&l_2465[0][1][1],&l_2465[0][1][1],&g_136}};
            int8_t *l_2558[3];
            int i, j;
            for (i = 0; i < 3; i++)
                l_2558[i] = &g_748[0][1][1];
            l_2559 = l_2465[1][1][6];
            (*g_608) &= p_8;
            (*g_608) &= l_2560;
        }
        else
        { /* block id: 1169 */
            int32_t *l_2569 = &g_597[2].f3;
            union U3 l_2575 = {18446744073709551615UL};
            union U3 *l_2576[5];
            uint8_t **l_2579[9];
            uint8_t **l_2580 = &g_2027;
            uint8_t **l_2581[7];
            int32_t l_2587 = 0xDB8A58F4L;
            uint32_t l_2593 = 0xC46BD838L;
            uint32_t l_2599 = 0x4CBC72CFL;
            uint32_t l_2622 = 5UL;
            int32_t l_2623 = 1L;
            int32_t **l_2625 = (void*)0;
            int32_t **l_2626 = &g_607[0][5][1];
            int i;
            for (i = 0; i < 5; i++)
                l_2576[i] = (void*)0;
            for (i = 0; i < 9; i++)
                l_2579[i] = &g_2027;
            for (i = 0; i < 7; i++)
                l_2581[i] = &g_2027;
            for (l_2393.f0 = 0; (l_2393.f0 <= 1); l_2393.f0 += 1)
            { /* block id: 1172 */
                return p_8;
            }
            if (((safe_rshift_func_uint16_t_u_s(((safe_add_func_uint16_t_u_u(((safe_mod_func_uint64_t_u_u((safe_lshift_func_int16_t_s_s(((void*)0 != l_2569), 0)), p_8)) , (safe_sub_func_int32_t_s_s(((safe_mul_func_uint8_t_u_u((~0x7E22023EE96B9A77LL), (*l_2559))) == (l_2587 = ((l_2393 = l_2575) , (safe_mul_func_int16_t_s_s(((l_2580 = (l_2579[7] = l_2315[2])) == l_2581[2]), ((safe_mod_func_uint32_t_u_u(((safe_unary_minus_func_uint64_t_u(((**l_2536) = ((safe_rshift_func_int8_t_s_s((l_2575.f0 , (*l_2559)), (*l_2559))) >= l_2575.f0)))) && p_8), p_8)) >= 18446744073709551615UL)))))), l_2588))), p_8)) , l_2589[1]), (*l_2559))) && p_8))
            { /* block id: 1180 */
                uint32_t l_2607 = 0xAC2C4E39L;
                if (((*l_2559) ^= p_8))
                { /* block id: 1182 */
                    uint64_t l_2590 = 0x8CA5EB9D68E3BD15LL;
                    int32_t l_2596 = (-9L);
                    l_2596 &= (l_2590 , (safe_mul_func_uint8_t_u_u((++l_2593), (0x56E7L ^ p_8))));
                    for (g_1146.f1 = 11; (g_1146.f1 <= 40); g_1146.f1 = safe_add_func_int64_t_s_s(g_1146.f1, 3))
                    { /* block id: 1187 */
                        return l_2593;
                    }
                    return l_2575.f0;
                }
                else
                { /* block id: 1191 */
                    uint8_t l_2604 = 0x48L;
                    l_2599--;
                    for (l_2259 = 19; (l_2259 > (-26)); l_2259 = safe_sub_func_uint32_t_u_u(l_2259, 8))
                    { /* block id: 1195 */
                        l_2604--;
                    }
                    l_2607 |= p_8;
                }
            }
            else
            { /* block id: 1200 */
                int8_t l_2612 = (-10L);
                uint64_t * const * const l_2613 = &g_943;
                int32_t l_2624 = 1L;
                l_2624 = ((safe_rshift_func_uint8_t_u_u((safe_lshift_func_int8_t_s_s((l_2612 | (l_2613 == (void*)0)), 5)), 6)) & ((safe_div_func_uint16_t_u_u((safe_lshift_func_uint8_t_u_u(l_2593, ((((*l_2559) = (((0x07L > (safe_div_func_int32_t_s_s(((((0x05F164A4L && (-3L)) || ((p_8 == (((p_8 >= l_2612) || (**g_1043)) > l_2599)) == l_2622)) <= p_8) <= (*l_2559)), l_2593))) > l_2623) != (*l_2559))) >= 0x44B694ADL) > 4294967295UL))), 0x9ABEL)) && p_8));
                return (**g_347);
            }
            l_2628 = ((*l_2626) = (void*)0);
        }
        (*g_608) |= p_8;
    }
    return p_8;
}


/* ------------------------------------------ */
/* 
 * reads : g_1469 g_1361 g_1734 g_1737 g_597.f0 g_136 g_1747 g_1595.f1 g_31 g_1133.f1 g_347 g_348 g_286 g_1308 g_25 g_81 g_1796 g_600.f3 g_1135.f0 g_203 g_1422 g_1819 g_811 g_812 g_1638 g_1639 g_1870 g_1879 g_1152 g_969 g_661 g_608 g_1869 g_139 g_466 g_183 g_609 g_352 g_853.f0 g_1041 g_1042 g_1043 g_294 g_321 g_9 g_10 g_676 g_83.f0 g_892 g_893 g_943 g_296 g_2026 g_205 g_1416 g_1044 g_1643 g_1644 g_2061 g_657 g_397 g_398 g_1140.f0 g_748 g_330 g_514 g_2088 g_32 g_99 g_79 g_30 g_125 g_99.f0 g_107 g_2093 g_152 g_125.f0 g_158 g_357 g_204 g_206 g_396 g_424 g_458 g_471 g_297 g_424.f0 g_139.f0 g_295 g_320 g_458.f2 g_103 g_2109 g_944 g_2161 g_325.f1
 * writes: g_1361 g_25 g_136 g_1595.f1 g_31 g_1133.f1 g_286 g_320 g_1422 g_607 g_1869 g_1639 g_1152 g_609 g_748 g_10 g_1044 g_294 g_618 g_1308 g_615.f1 g_296 g_205 g_81 g_397 g_2062 g_32 g_103 g_107 g_79 g_352 g_2094 g_321 g_203 g_357 g_158 g_396 g_471 g_483 g_325.f1 g_493.f1 g_491.f4 g_599 g_2026
 */
static int8_t * func_11(int8_t * p_12, const int32_t  p_13, int8_t * p_14, const int8_t * p_15, uint16_t  p_16)
{ /* block id: 781 */
    int64_t l_1738[4][10][1] = {{{1L},{8L},{8L},{1L},{0xF9966EAA843BCB10LL},{1L},{8L},{8L},{1L},{0xF9966EAA843BCB10LL}},{{1L},{8L},{8L},{1L},{0xF9966EAA843BCB10LL},{1L},{8L},{8L},{1L},{0xF9966EAA843BCB10LL}},{{1L},{8L},{8L},{1L},{0xF9966EAA843BCB10LL},{1L},{8L},{8L},{1L},{0xF9966EAA843BCB10LL}},{{1L},{8L},{8L},{1L},{0xF9966EAA843BCB10LL},{1L},{8L},{8L},{0xF9966EAA843BCB10LL},{8L}}};
    int16_t l_1739 = 0x0D6EL;
    int32_t l_1745 = 0x8A72BA2BL;
    int32_t l_1765 = 0xB2FC1AACL;
    uint8_t l_1772 = 0xEFL;
    union U2 ***l_1789 = &g_1644[1];
    int32_t l_1800 = (-1L);
    int16_t l_1813 = 1L;
    int32_t l_1831 = 0xA45B7F94L;
    int32_t l_1832 = 0xB6413CA7L;
    int32_t l_1833[6] = {(-1L),(-1L),1L,(-1L),(-1L),1L};
    uint32_t *l_1867 = &g_81;
    uint8_t l_1872 = 0xD0L;
    uint8_t l_1891[1];
    int16_t l_1916 = 8L;
    int64_t ***l_1996 = &g_659;
    int8_t *l_2031 = &g_10;
    uint32_t l_2038 = 0xD1EDF6DCL;
    int32_t *l_2045 = &l_1800;
    const uint16_t * const l_2057 = (void*)0;
    uint64_t l_2131[4] = {0xEEC220DAD392CB85LL,0xEEC220DAD392CB85LL,0xEEC220DAD392CB85LL,0xEEC220DAD392CB85LL};
    uint16_t ****l_2136[1];
    const union U0 ***l_2148 = (void*)0;
    const union U0 ****l_2147[6] = {&l_2148,&l_2148,&l_2148,&l_2148,&l_2148,&l_2148};
    int i, j, k;
    for (i = 0; i < 1; i++)
        l_1891[i] = 1UL;
    for (i = 0; i < 1; i++)
        l_2136[i] = (void*)0;
    (*g_1734) = (*g_1469);
    if ((((((safe_lshift_func_int16_t_s_u((((g_1737 , p_16) == g_597[2].f0) , (l_1738[0][9][0] | l_1739)), 10)) <= (l_1739 < 9UL)) && l_1738[2][4][0]) & (((l_1745 ^= (((safe_unary_minus_func_uint16_t_u((safe_sub_func_int8_t_s_s(((safe_mul_func_int8_t_s_s(0x4DL, 0x35L)) ^ 0x2BDEL), l_1738[1][1][0])))) == 0x51CC62206C4A3F7ELL) > l_1739)) , 1UL) != l_1739)) != l_1738[1][7][0]))
    { /* block id: 784 */
        int16_t l_1767 = 0x4688L;
        int8_t *l_1785 = &g_748[0][1][3];
        int32_t l_1786 = 0x1F32F18BL;
        const int16_t l_1787 = 0L;
        union U2 ***l_1788 = &g_1644[1];
        int32_t l_1824[2];
        int32_t l_1834 = 3L;
        int64_t l_1845 = 8L;
        int32_t l_1846[5] = {0x8652A9A6L,0x8652A9A6L,0x8652A9A6L,0x8652A9A6L,0x8652A9A6L};
        uint16_t l_1847[9] = {0x5B8DL,0x5B8DL,0x5B8DL,0x5B8DL,0x5B8DL,0x5B8DL,0x5B8DL,0x5B8DL,0x5B8DL};
        uint16_t ***l_1861 = &g_676[3];
        union U0 *l_1868 = &g_655;
        int64_t l_1921 = (-1L);
        union U2 ****l_1977[9][2][1] = {{{&l_1788},{&l_1789}},{{(void*)0},{&l_1789}},{{&l_1788},{&l_1789}},{{&l_1789},{&l_1788}},{{&l_1789},{(void*)0}},{{&l_1789},{&l_1788}},{{&l_1789},{&l_1789}},{{&l_1788},{&l_1789}},{{(void*)0},{&l_1789}}};
        union U2 *****l_1976[9][9] = {{&l_1977[1][0][0],&l_1977[8][0][0],&l_1977[1][0][0],&l_1977[1][0][0],&l_1977[7][0][0],&l_1977[1][0][0],&l_1977[1][0][0],&l_1977[7][0][0],&l_1977[1][0][0]},{&l_1977[1][0][0],&l_1977[0][0][0],&l_1977[1][0][0],(void*)0,&l_1977[7][0][0],&l_1977[1][0][0],&l_1977[0][0][0],&l_1977[1][0][0],&l_1977[1][0][0]},{&l_1977[5][1][0],(void*)0,&l_1977[7][0][0],&l_1977[1][0][0],&l_1977[3][1][0],&l_1977[1][0][0],&l_1977[1][0][0],&l_1977[1][0][0],&l_1977[1][0][0]},{&l_1977[4][1][0],&l_1977[7][0][0],&l_1977[1][0][0],(void*)0,&l_1977[8][0][0],&l_1977[8][0][0],(void*)0,&l_1977[1][0][0],&l_1977[7][0][0]},{(void*)0,&l_1977[1][0][0],&l_1977[1][0][0],&l_1977[1][0][0],(void*)0,(void*)0,&l_1977[3][1][0],&l_1977[1][0][0],&l_1977[3][0][0]},{&l_1977[6][1][0],&l_1977[8][0][0],&l_1977[7][0][0],&l_1977[1][0][0],&l_1977[1][0][0],&l_1977[1][0][0],&l_1977[1][0][0],(void*)0,&l_1977[1][0][0]},{&l_1977[1][0][0],&l_1977[1][0][0],&l_1977[1][0][0],&l_1977[1][0][0],&l_1977[1][0][0],&l_1977[1][0][0],&l_1977[1][0][0],&l_1977[1][0][0],&l_1977[1][0][0]},{&l_1977[1][0][0],&l_1977[7][0][0],&l_1977[1][0][0],&l_1977[1][0][0],&l_1977[1][0][0],&l_1977[5][1][0],&l_1977[7][0][0],&l_1977[1][0][0],&l_1977[1][0][0]},{&l_1977[6][1][0],(void*)0,&l_1977[3][0][0],&l_1977[7][0][0],&l_1977[8][0][0],&l_1977[4][1][0],&l_1977[1][0][0],&l_1977[3][0][0],&l_1977[1][0][0]}};
        int i, j, k;
        for (i = 0; i < 2; i++)
            l_1824[i] = 0x5042EA5DL;
        if (((*g_136) = 0xF38BFA64L))
        { /* block id: 786 */
            int32_t *l_1746 = &g_1308;
            (*g_1747) = l_1746;
            for (g_1595.f1 = (-10); (g_1595.f1 >= 8); g_1595.f1 = safe_add_func_int64_t_s_s(g_1595.f1, 5))
            { /* block id: 790 */
                for (g_31 = 0; (g_31 <= 1); ++g_31)
                { /* block id: 793 */
                    return &g_748[0][0][0];
                }
            }
            for (g_1133.f1 = (-16); (g_1133.f1 <= 28); g_1133.f1 = safe_add_func_uint16_t_u_u(g_1133.f1, 6))
            { /* block id: 799 */
                l_1745 = p_13;
            }
        }
        else
        { /* block id: 802 */
            union U0 *l_1754 = &g_969;
            union U0 **l_1755 = &l_1754;
            int64_t *l_1764[1];
            int32_t l_1766[1][3];
            uint16_t ***l_1793[9][10][2] = {{{(void*)0,&g_676[3]},{&g_676[3],&g_676[2]},{&g_676[0],&g_676[3]},{(void*)0,&g_676[3]},{&g_676[3],&g_676[1]},{&g_676[2],&g_676[3]},{&g_676[0],&g_676[3]},{&g_676[1],&g_676[1]},{(void*)0,&g_676[0]},{&g_676[3],(void*)0}},{{&g_676[3],&g_676[0]},{&g_676[0],&g_676[2]},{&g_676[3],&g_676[3]},{&g_676[1],&g_676[1]},{&g_676[3],&g_676[1]},{&g_676[1],&g_676[3]},{&g_676[3],&g_676[2]},{&g_676[0],&g_676[0]},{&g_676[3],(void*)0},{&g_676[3],&g_676[0]}},{{(void*)0,&g_676[1]},{&g_676[1],&g_676[3]},{&g_676[0],&g_676[3]},{&g_676[2],&g_676[1]},{&g_676[3],&g_676[3]},{(void*)0,&g_676[3]},{&g_676[0],&g_676[2]},{&g_676[3],&g_676[3]},{(void*)0,&g_676[3]},{(void*)0,&g_676[3]}},{{&g_676[3],(void*)0},{&g_676[0],&g_676[3]},{(void*)0,&g_676[1]},{&g_676[2],(void*)0},{&g_676[2],&g_676[3]},{&g_676[3],&g_676[3]},{&g_676[1],&g_676[3]},{&g_676[1],&g_676[3]},{&g_676[3],&g_676[3]},{&g_676[3],&g_676[2]}},{{&g_676[3],&g_676[0]},{&g_676[3],&g_676[1]},{(void*)0,&g_676[2]},{&g_676[3],&g_676[2]},{&g_676[3],&g_676[0]},{&g_676[3],&g_676[0]},{&g_676[3],&g_676[2]},{&g_676[3],&g_676[2]},{(void*)0,&g_676[1]},{&g_676[3],&g_676[0]}},{{&g_676[3],&g_676[2]},{&g_676[3],&g_676[3]},{&g_676[3],&g_676[3]},{&g_676[1],&g_676[3]},{&g_676[1],&g_676[3]},{&g_676[3],&g_676[3]},{&g_676[2],(void*)0},{&g_676[2],&g_676[1]},{(void*)0,&g_676[3]},{&g_676[0],(void*)0}},{{&g_676[3],&g_676[3]},{&g_676[3],(void*)0},{&g_676[0],&g_676[3]},{(void*)0,&g_676[1]},{&g_676[2],(void*)0},{&g_676[2],&g_676[3]},{&g_676[3],&g_676[3]},{&g_676[1],&g_676[3]},{&g_676[1],&g_676[3]},{&g_676[3],&g_676[3]}},{{&g_676[3],&g_676[2]},{&g_676[3],&g_676[0]},{&g_676[3],&g_676[1]},{(void*)0,&g_676[2]},{&g_676[3],&g_676[2]},{&g_676[3],&g_676[0]},{&g_676[3],&g_676[0]},{&g_676[3],&g_676[2]},{&g_676[3],&g_676[2]},{(void*)0,&g_676[1]}},{{&g_676[3],&g_676[0]},{&g_676[3],&g_676[2]},{&g_676[3],&g_676[3]},{&g_676[3],&g_676[3]},{&g_676[1],&g_676[3]},{&g_676[1],&g_676[3]},{&g_676[3],&g_676[3]},{&g_676[2],(void*)0},{&g_676[2],&g_676[1]},{(void*)0,&g_676[3]}}};
            union U3 l_1795 = {0xB40ED5B5L};
            uint64_t l_1814 = 0UL;
            uint8_t l_1835 = 0xDFL;
            int8_t *l_1840 = &g_748[0][1][1];
            int32_t *l_1841 = &l_1824[0];
            int32_t *l_1842 = &l_1824[1];
            int32_t *l_1843[5][5] = {{(void*)0,(void*)0,&l_1800,(void*)0,(void*)0},{(void*)0,&l_1824[0],(void*)0,&l_1786,&l_1832},{(void*)0,&l_1765,&l_1765,(void*)0,&l_1765},{&l_1832,&l_1824[0],&l_1832,&l_1824[0],&l_1832},{&l_1765,(void*)0,&l_1765,&l_1765,(void*)0}};
            int16_t l_1844 = 0x5C61L;
            int i, j, k;
            for (i = 0; i < 1; i++)
                l_1764[i] = (void*)0;
            for (i = 0; i < 1; i++)
            {
                for (j = 0; j < 3; j++)
                    l_1766[i][j] = (-9L);
            }
lbl_1790:
            (*l_1755) = l_1754;
            if (((*g_136) = (safe_sub_func_int8_t_s_s((safe_lshift_func_uint16_t_u_s(((safe_lshift_func_int16_t_s_u(((l_1765 = (safe_mod_func_int64_t_s_s((l_1745 = 0x257C18F5493A1F2BLL), 18446744073709551615UL))) == l_1766[0][0]), p_13)) , l_1767), 13)), ((((safe_rshift_func_uint16_t_u_u((safe_mul_func_int8_t_s_s((l_1772 > ((((*g_348) = ((((((safe_mul_func_uint16_t_u_u((safe_add_func_int16_t_s_s((safe_sub_func_uint8_t_u_u(((**g_347) <= ((((safe_div_func_uint64_t_u_u(((l_1786 = (safe_mul_func_int16_t_s_s(0L, ((safe_div_func_int64_t_s_s(((void*)0 == l_1785), p_16)) >= p_13)))) , l_1766[0][2]), 0xF4AB4015D997B6ABLL)) && 2L) , p_12) != &g_748[0][1][0])), l_1767)), g_1308)), 65527UL)) || 0xB1C565C5L) | (*g_136)) , 0xCBBBL) < l_1767) , l_1766[0][0])) >= l_1787) && l_1766[0][0])), g_81)), 11)) > p_16) , l_1788) != l_1789)))))
            { /* block id: 809 */
                uint16_t ***l_1794 = (void*)0;
                int16_t *l_1801 = (void*)0;
                int16_t *l_1802 = (void*)0;
                int16_t *l_1803 = &g_320;
                int32_t l_1812[7][3][5] = {{{0xD5F7A1AAL,0xE8533281L,0x46C0DAE3L,0xE8533281L,0xD5F7A1AAL},{(-1L),0x3693E03AL,0x3693E03AL,(-1L),1L},{(-1L),0xE8533281L,(-1L),0xD0CC7599L,(-1L)}},{{(-1L),(-1L),0L,0x3693E03AL,1L},{0xD5F7A1AAL,0xD0CC7599L,0x46C0DAE3L,0xD0CC7599L,0xD5F7A1AAL},{1L,0x3693E03AL,0L,(-1L),(-1L)}},{{(-1L),0xD0CC7599L,(-1L),0xE8533281L,(-1L)},{1L,(-1L),0x3693E03AL,0x3693E03AL,(-1L)},{0xD5F7A1AAL,0xE8533281L,0x46C0DAE3L,0xE8533281L,0xD5F7A1AAL}},{{(-1L),0x3693E03AL,0x3693E03AL,(-1L),1L},{(-1L),0xE8533281L,(-1L),0xD0CC7599L,(-1L)},{(-1L),(-1L),0L,0x3693E03AL,1L}},{{0xD5F7A1AAL,0xD0CC7599L,0x46C0DAE3L,0xD0CC7599L,0xD5F7A1AAL},{1L,0x3693E03AL,0L,(-1L),(-1L)},{(-1L),0xD0CC7599L,(-1L),0xE8533281L,(-1L)}},{{1L,(-1L),0x3693E03AL,0x3693E03AL,(-1L)},{0xD5F7A1AAL,0xE8533281L,0x46C0DAE3L,0xE8533281L,0xD5F7A1AAL},{(-1L),0x3693E03AL,0x3693E03AL,(-1L),1L}},{{(-1L),0xE8533281L,(-1L),0xD0CC7599L,(-1L)},{(-1L),(-1L),0L,0x3693E03AL,1L},{0xD5F7A1AAL,0xD0CC7599L,0x46C0DAE3L,0xD0CC7599L,0xD5F7A1AAL}}};
                union U0 **l_1818 = &l_1754;
                uint64_t l_1821[9][10][2] = {{{1UL,0UL},{0UL,18446744073709551611UL},{0UL,0UL},{0x94E020C4FE157230LL,1UL},{18446744073709551609UL,0x67AE146D266EAB6ELL},{18446744073709551615UL,0UL},{1UL,1UL},{18446744073709551613UL,1UL},{0UL,1UL},{0UL,0xEB4CD92930E7F761LL}},{{0xB96D2496F37CE847LL,0UL},{0x6241BA91E46740C5LL,18446744073709551615UL},{0x6241BA91E46740C5LL,0UL},{0xB96D2496F37CE847LL,0xEB4CD92930E7F761LL},{0UL,1UL},{0UL,1UL},{18446744073709551613UL,1UL},{1UL,0UL},{18446744073709551615UL,0x67AE146D266EAB6ELL},{18446744073709551609UL,1UL}},{{0x94E020C4FE157230LL,0UL},{0UL,18446744073709551611UL},{0UL,0UL},{1UL,0x2EB62CE3F987F0B6LL},{0x135FD5C137516BA2LL,0xCC3AA8E1F29F568BLL},{0x0FEED72582802C9CLL,0UL},{1UL,0x135FD5C137516BA2LL},{0x1DA86466EDA9FB72LL,0xB96D2496F37CE847LL},{0xF9249B67F8D109AALL,0x94E020C4FE157230LL},{7UL,18446744073709551615UL}},{{0xEB4CD92930E7F761LL,18446744073709551615UL},{7UL,0x94E020C4FE157230LL},{0xF9249B67F8D109AALL,0xB96D2496F37CE847LL},{0x1DA86466EDA9FB72LL,0x135FD5C137516BA2LL},{1UL,0UL},{0x0FEED72582802C9CLL,0xCC3AA8E1F29F568BLL},{0x135FD5C137516BA2LL,0x2EB62CE3F987F0B6LL},{1UL,0UL},{0UL,18446744073709551611UL},{0UL,0UL}},{{0x94E020C4FE157230LL,1UL},{18446744073709551609UL,0x67AE146D266EAB6ELL},{18446744073709551615UL,0UL},{1UL,1UL},{18446744073709551613UL,1UL},{0UL,1UL},{0UL,0xEB4CD92930E7F761LL},{0xB96D2496F37CE847LL,0UL},{0x6241BA91E46740C5LL,18446744073709551615UL},{0x6241BA91E46740C5LL,0UL}},{{0xB96D2496F37CE847LL,0xEB4CD92930E7F761LL},{0UL,1UL},{0UL,1UL},{18446744073709551613UL,1UL},{1UL,0UL},{18446744073709551615UL,0x67AE146D266EAB6ELL},{18446744073709551609UL,1UL},{0x94E020C4FE157230LL,0UL},{0UL,18446744073709551611UL},{0UL,0UL}},{{1UL,0x2EB62CE3F987F0B6LL},{0x135FD5C137516BA2LL,0xCC3AA8E1F29F568BLL},{0x0FEED72582802C9CLL,0UL},{1UL,0x135FD5C137516BA2LL},{0x1DA86466EDA9FB72LL,0xB96D2496F37CE847LL},{0xF9249B67F8D109AALL,18446744073709551611UL},{0UL,0x189525D407D90733LL},{0x94E020C4FE157230LL,0x189525D407D90733LL},{0UL,18446744073709551611UL},{0xB96D2496F37CE847LL,0xB23ACA0FDC5CBC4CLL}},{{0x0E83D4ADBE72C5D8LL,0x0FEED72582802C9CLL},{1UL,18446744073709551615UL},{2UL,0UL},{0x0FEED72582802C9CLL,0xCCB1BC76DBCA4094LL},{7UL,0UL},{1UL,18446744073709551613UL},{18446744073709551615UL,0x2EB62CE3F987F0B6LL},{18446744073709551611UL,1UL},{0x135FD5C137516BA2LL,0UL},{18446744073709551611UL,1UL}},{{18446744073709551609UL,18446744073709551609UL},{0xEB4CD92930E7F761LL,7UL},{0x2EB62CE3F987F0B6LL,0x720D2CBA672C896DLL},{1UL,0x94E020C4FE157230LL},{0xB23ACA0FDC5CBC4CLL,1UL},{0xCC3AA8E1F29F568BLL,18446744073709551611UL},{0xCC3AA8E1F29F568BLL,1UL},{0xB23ACA0FDC5CBC4CLL,0x94E020C4FE157230LL},{1UL,0x720D2CBA672C896DLL},{0x2EB62CE3F987F0B6LL,7UL}}};
                int i, j, k;
                if (p_16)
                    goto lbl_1790;
                (*g_136) ^= ((((*l_1803) = (l_1786 = (((l_1772 | (safe_mod_func_int64_t_s_s(((-3L) != ((l_1793[3][0][0] == l_1794) & (l_1795 , (g_1796 , ((l_1800 = ((l_1794 != l_1793[3][0][0]) || (!((l_1745 = (l_1766[0][0] = ((safe_sub_func_int16_t_s_s(((((l_1765 |= (l_1766[0][0] < l_1786)) || l_1786) == l_1786) != 0xFB00L), g_600.f3)) > g_1135.f0))) != 0UL)))) , l_1739))))), 0xF25497221AF2B590LL))) < l_1795.f0) , g_203))) > p_16) && p_16);
                for (g_1422 = 0; (g_1422 < 16); ++g_1422)
                { /* block id: 820 */
                    int32_t *l_1806 = &l_1766[0][0];
                    int32_t *l_1807 = &g_203;
                    int32_t *l_1808 = (void*)0;
                    int32_t *l_1809 = &l_1745;
                    int32_t *l_1810[6] = {&g_205,&g_205,&g_205,&g_205,&g_205,&g_205};
                    int64_t l_1811[7] = {8L,8L,8L,8L,8L,8L,8L};
                    int32_t **l_1817 = &g_607[3][5][1];
                    int i;
                    ++l_1814;
                    (*l_1817) = &l_1766[0][0];
                    if ((&l_1754 != l_1818))
                    { /* block id: 823 */
                        uint64_t *l_1820[3][7][10] = {{{&l_1814,&g_294,&g_158,&g_158,&g_981,&g_294,&g_981,&g_158,&g_158,&g_981},{&g_158,&g_981,(void*)0,(void*)0,&g_981,&g_158,&g_158,&g_158,&g_158,(void*)0},{&l_1814,&g_158,&g_294,&l_1814,(void*)0,&g_294,&g_981,&g_158,&g_981,&g_158},{&l_1814,&l_1814,&l_1814,(void*)0,&g_981,&g_158,&g_158,(void*)0,&g_981,(void*)0},{&g_158,&g_158,(void*)0,&g_981,(void*)0,&g_294,&g_294,(void*)0,&g_981,(void*)0},{&l_1814,&g_158,&g_981,&g_294,&g_294,&g_158,(void*)0,(void*)0,(void*)0,&g_158},{&g_981,&g_158,&g_981,(void*)0,(void*)0,&l_1814,&g_981,&g_981,&g_981,&l_1814}},{{&g_158,&g_981,(void*)0,&g_981,&g_158,&g_981,(void*)0,(void*)0,(void*)0,(void*)0},{&g_158,&g_158,&g_158,(void*)0,&g_158,&g_981,&g_158,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,&g_981,&g_294,&g_158,&l_1814,&g_294,(void*)0,&g_294,&l_1814},{&l_1814,(void*)0,&l_1814,&g_158,(void*)0,&l_1814,(void*)0,&l_1814,(void*)0,&g_158},{&g_294,&g_158,(void*)0,&l_1814,&g_294,(void*)0,&g_981,&g_981,(void*)0,(void*)0},{&l_1814,(void*)0,&g_981,&g_981,(void*)0,(void*)0,&g_294,&g_294,(void*)0,&g_294},{&g_981,(void*)0,(void*)0,&g_981,&g_981,&l_1814,(void*)0,&g_981,(void*)0,&g_981}},{{&g_158,(void*)0,&g_294,&g_1140.f1,&g_981,&g_158,(void*)0,(void*)0,(void*)0,&l_1814},{&l_1814,&l_1814,(void*)0,&g_981,&g_158,&g_158,(void*)0,&g_981,(void*)0,&g_294},{(void*)0,&g_981,&g_981,&g_294,&l_1814,&g_294,(void*)0,&g_981,&g_158,&g_158},{&g_981,&g_981,&g_981,(void*)0,&g_981,(void*)0,&l_1814,(void*)0,&g_158,&g_158},{&l_1814,&l_1814,&g_981,&l_1814,(void*)0,&g_294,&g_294,&g_294,(void*)0,&l_1814},{&l_1814,&g_294,&l_1814,&g_981,(void*)0,&g_294,(void*)0,&g_981,&g_981,&g_158},{&g_981,&g_158,&g_294,&g_158,&g_981,(void*)0,&g_981,&g_981,&g_294,(void*)0}}};
                        int32_t l_1825 = (-4L);
                        int32_t l_1826 = 0xBEA818C7L;
                        int32_t l_1827 = 3L;
                        int32_t l_1828 = 3L;
                        int32_t l_1829[10] = {1L,(-1L),1L,1L,(-1L),1L,1L,(-1L),1L,1L};
                        int64_t l_1830 = 0xE936F738FF0E6737LL;
                        int i, j, k;
                        (*l_1806) &= (((void*)0 == g_1819) ^ (++l_1821[8][7][0]));
                        ++l_1835;
                    }
                    else
                    { /* block id: 827 */
                        return &g_10;
                    }
                }
            }
            else
            { /* block id: 831 */
                union U0 * const **l_1838 = (void*)0;
                union U0 * const ***l_1839 = &l_1838;
                (*l_1839) = l_1838;
                return l_1840;
            }
            --l_1847[3];
            if (((*g_136) ^= p_16))
            { /* block id: 837 */
                for (g_1133.f1 = 0; (g_1133.f1 >= 36); g_1133.f1 = safe_add_func_uint64_t_u_u(g_1133.f1, 9))
                { /* block id: 840 */
                    uint32_t l_1852 = 5UL;
                    const uint16_t **l_1860 = (void*)0;
                    const uint16_t ***l_1859 = &l_1860;
                    const uint32_t *l_1866 = &g_296;
                    ++l_1852;
                    (*g_136) = ((p_16 & (l_1745 &= (safe_lshift_func_uint16_t_u_s((((l_1859 == l_1861) >= ((void*)0 == (*g_811))) <= (safe_lshift_func_int16_t_s_u((l_1852 <= (safe_sub_func_uint16_t_u_u(((l_1866 == l_1867) != 0xDCD5L), p_16))), 4))), p_16)))) != p_13);
                    g_1869 = l_1868;
                }
                (*g_1870) = (*g_1638);
            }
            else
            { /* block id: 847 */
                int32_t l_1871 = 0xF91F7BF1L;
                int32_t l_1915 = 0x2DBB2097L;
                int64_t ** const *l_1924[6][3][4] = {{{&g_659,&g_659,&g_659,&g_659},{&g_659,&g_659,&g_659,&g_659},{&g_659,&g_659,&g_659,&g_659}},{{&g_659,&g_659,&g_659,&g_659},{&g_659,&g_659,&g_659,&g_659},{&g_659,&g_659,&g_659,&g_659}},{{&g_659,&g_659,&g_659,&g_659},{&g_659,&g_659,&g_659,&g_659},{&g_659,&g_659,&g_659,&g_659}},{{&g_659,&g_659,&g_659,&g_659},{&g_659,&g_659,&g_659,&g_659},{&g_659,&g_659,&g_659,&g_659}},{{&g_659,&g_659,&g_659,&g_659},{&g_659,&g_659,&g_659,&g_659},{&g_659,&g_659,&g_659,&g_659}},{{&g_659,&g_659,&g_659,&g_659},{&g_659,&g_659,&g_659,&g_659},{&g_659,&g_659,&g_659,&g_659}}};
                int64_t ** const **l_1923 = &l_1924[4][0][3];
                int i, j, k;
                if ((l_1871 ^ p_13))
                { /* block id: 848 */
                    int16_t l_1875 = 0x6D5DL;
                    int16_t *l_1881 = &g_1152;
                    int32_t l_1883 = 0xBEFB82CDL;
                    int32_t l_1884 = 0x0293D037L;
                    int32_t l_1887 = 0x3C6DAC58L;
                    int32_t l_1888 = 7L;
                    int32_t l_1889 = 0x4699FAE5L;
                    int64_t ** const ***l_1925 = &l_1923;
                    uint32_t *l_1934 = &g_81;
                    uint32_t l_1935 = 4UL;
                    (*g_136) = (((&g_1869 == (void*)0) | (l_1872 > 0xCEL)) == (safe_lshift_func_uint8_t_u_u(l_1875, (safe_lshift_func_int16_t_s_s((p_13 , (-4L)), (~(((*l_1881) &= (((void*)0 == g_1879[2]) != p_16)) < (*l_1842))))))));
lbl_1922:
                    if ((safe_unary_minus_func_uint64_t_u(l_1875)))
                    { /* block id: 851 */
                        int32_t l_1885[8][1] = {{6L},{1L},{6L},{1L},{6L},{1L},{6L},{1L}};
                        int32_t l_1886 = 0xDD9CEEDCL;
                        int32_t l_1890 = 0L;
                        int i, j;
                        l_1891[0]++;
                        (*g_136) = ((((void*)0 == &p_16) | 3UL) <= (((*g_348) >= (safe_add_func_int16_t_s_s(g_600.f3, (safe_mul_func_uint8_t_u_u((((safe_mod_func_uint16_t_u_u((+l_1846[1]), ((safe_lshift_func_uint16_t_u_u(4UL, 13)) , (l_1875 , ((*l_1754) , l_1846[1]))))) <= (-1L)) < l_1885[0][0]), g_661))))) > 0x8F3EC0E4L));
                        (*g_608) = p_16;
                        (*g_136) |= (safe_div_func_uint32_t_u_u((((safe_lshift_func_uint16_t_u_s(((safe_div_func_uint64_t_u_u(((*g_1869) , l_1885[3][0]), (safe_sub_func_uint64_t_u_u((safe_add_func_int8_t_s_s(0x14L, ((-1L) ^ (safe_div_func_int32_t_s_s(l_1915, l_1916))))), ((safe_rshift_func_int8_t_s_s(((*l_1840) = 0xDDL), 1)) != (((safe_lshift_func_int16_t_s_s(g_466[0], 9)) >= (((((*g_183) = (0x6A7C75F0DAC21719LL & 0x723496A1D7DD4805LL)) >= (*l_1841)) != 1UL) && 255UL)) ^ l_1831)))))) >= l_1921), 1)) , p_13) >= p_13), l_1915));
                    }
                    else
                    { /* block id: 858 */
                        (*g_608) ^= p_16;
                        if (l_1772)
                            goto lbl_1922;
                        (*g_608) = ((-4L) <= g_352);
                    }
                    (*g_608) = (((((*l_1754) , ((*l_1925) = l_1923)) != &g_893) >= (safe_mul_func_int8_t_s_s((safe_lshift_func_uint16_t_u_u(0xBA20L, (l_1800 > (1L | ((l_1935 = ((safe_add_func_uint32_t_u_u((safe_div_func_uint64_t_u_u(18446744073709551614UL, g_853.f0)), ((*l_1842) = ((((***g_1041) = (g_597[2].f0 , l_1934)) == l_1934) ^ p_16)))) > p_16)) , 1UL))))), p_16))) <= 18446744073709551615UL);
                }
                else
                { /* block id: 868 */
                    uint32_t l_1936 = 0x1C03C3C5L;
                    uint64_t *l_1949 = (void*)0;
                    uint64_t *l_1950 = (void*)0;
                    uint64_t *l_1951 = &g_1135.f1;
                    uint64_t *l_1952 = &g_1135.f1;
                    uint64_t *l_1953 = &g_1131[4].f1;
                    uint64_t *l_1954 = &g_1136.f1;
                    uint64_t *l_1955 = (void*)0;
                    uint64_t *l_1956 = &g_1144.f1;
                    uint64_t *l_1957[4][7][1] = {{{(void*)0},{&g_981},{&g_981},{(void*)0},{&g_981},{&g_981},{(void*)0}},{{(void*)0},{&g_981},{&g_981},{(void*)0},{&g_981},{&g_981},{(void*)0}},{{(void*)0},{&g_981},{&g_981},{(void*)0},{&g_981},{(void*)0},{&g_294}},{{&g_294},{(void*)0},{&g_981},{&g_1091.f1},{&g_981},{(void*)0},{&g_294}}};
                    uint8_t *l_1964 = &l_1835;
                    uint8_t *l_1974[3];
                    uint64_t l_1975 = 0x34B5BB44D7B892CELL;
                    int i, j, k;
                    for (i = 0; i < 3; i++)
                        l_1974[i] = &l_1772;
                    ++l_1936;
                    (*g_136) ^= (safe_div_func_uint8_t_u_u((safe_lshift_func_int16_t_s_s(p_13, p_16)), (g_618[0] = (l_1975 ^= (safe_div_func_uint32_t_u_u(2UL, ((*l_1841) = (safe_lshift_func_int16_t_s_u(((safe_div_func_uint64_t_u_u(l_1936, (++g_294))) , l_1845), ((***l_1861) &= ((((safe_lshift_func_uint8_t_u_u(((*l_1964) = (safe_lshift_func_int16_t_s_u(g_321, 15))), (~(safe_mul_func_int16_t_s_s(0xB7E4L, (safe_lshift_func_int16_t_s_u((((safe_div_func_uint32_t_u_u(l_1936, (safe_mul_func_int8_t_s_s(((-1L) ^ p_13), (*g_9))))) && 0x16L) || l_1871), 15))))))) <= 65527UL) > (-1L)) & l_1921)))))))))));
                }
            }
        }
        if (((*g_136) = (p_16 || ((&g_1642[0] != l_1976[8][6]) <= l_1832))))
        { /* block id: 881 */
            const int16_t l_1993[10][8] = {{6L,(-6L),0x9270L,(-6L),6L,0x97A1L,0L,0x9A80L},{6L,0x97A1L,0L,0x9A80L,0L,0x97A1L,6L,(-6L)},{0xF3DCL,(-6L),0L,0x6A4CL,0x1A59L,0x6A4CL,0L,(-6L)},{0L,(-1L),0x9270L,0x9A80L,0x1A59L,(-6L),0x1A59L,0x9A80L},{0xF3DCL,(-1L),0xF3DCL,(-6L),0L,0x6A4CL,0x1A59L,0x6A4CL},{6L,(-6L),0x9270L,(-6L),6L,0x97A1L,0L,0x9A80L},{6L,0x97A1L,0L,0x9A80L,0L,0x97A1L,6L,(-6L)},{0xF3DCL,(-6L),0L,0x6A4CL,0x1A59L,0x6A4CL,0L,(-6L)},{0L,(-1L),0x9270L,0x9A80L,0x1A59L,(-6L),0x1A59L,0x9A80L},{0xF3DCL,(-1L),0xF3DCL,(-6L),0L,0x6A4CL,0x1A59L,0x6A4CL}};
            int64_t ***l_1994 = &g_659;
            int64_t ****l_1995[3];
            uint32_t l_1997 = 4294967293UL;
            int i, j;
            for (i = 0; i < 3; i++)
                l_1995[i] = &g_893;
            (*g_136) = (safe_mul_func_uint16_t_u_u((!((safe_mul_func_int8_t_s_s(((l_1891[0] > (l_1786 = (1UL && (0x131F2362L < ((((g_83.f0 > l_1847[3]) , (safe_mul_func_int8_t_s_s((safe_lshift_func_uint16_t_u_u((safe_lshift_func_uint16_t_u_s((safe_add_func_int16_t_s_s((l_1993[3][4] , (((((((p_13 , l_1994) != (l_1996 = (*g_892))) > 4294967295UL) , 0x1101L) >= 0x25ABL) < (-8L)) ^ l_1997)), 0xF909L)), p_16)), 3)), 0L))) && 0x3C8C0A5C1F3B8E65LL) ^ (*g_136)))))) || 3L), (*p_15))) != p_16)), p_16));
        }
        else
        { /* block id: 885 */
            uint32_t l_1998 = 0x6EC46CFBL;
            (*g_608) = (((*g_943) = l_1998) < p_13);
        }
    }
    else
    { /* block id: 889 */
        uint64_t l_2008 = 18446744073709551613UL;
        uint8_t *l_2025 = &l_1891[0];
        uint8_t **l_2024 = &l_2025;
        int32_t l_2035 = 0x64CCD465L;
        int32_t l_2036 = 0xE84F0B69L;
        int32_t l_2037 = 0x200B170FL;
        uint16_t l_2041 = 1UL;
        uint32_t l_2050 = 9UL;
        int64_t * const ****l_2056 = (void*)0;
        int32_t *l_2080[3][10][8];
        int i, j, k;
        for (i = 0; i < 3; i++)
        {
            for (j = 0; j < 10; j++)
            {
                for (k = 0; k < 8; k++)
                    l_2080[i][j][k] = &g_352;
            }
        }
        for (g_296 = 0; (g_296 >= 46); g_296++)
        { /* block id: 892 */
            int32_t *l_2001 = &l_1800;
            int32_t *l_2002 = &l_1745;
            int32_t *l_2003 = &l_1832;
            int32_t *l_2004 = &g_205;
            int32_t *l_2005 = &l_1833[5];
            int32_t *l_2006 = &l_1831;
            int32_t *l_2007[4] = {&l_1833[5],&l_1833[5],&l_1833[5],&l_1833[5]};
            int64_t *l_2032 = &g_31;
            int i;
            l_2008++;
            (*l_2004) ^= (safe_unary_minus_func_uint8_t_u((safe_sub_func_int8_t_s_s((safe_rshift_func_uint8_t_u_u((((((safe_add_func_int16_t_s_s((safe_rshift_func_int16_t_s_s(p_13, (safe_rshift_func_int16_t_s_u((((*l_2032) |= ((safe_mod_func_int64_t_s_s((l_2024 != g_2026[7]), l_1891[0])) && (!(safe_div_func_int64_t_s_s(((void*)0 == l_2031), 4L))))) > (safe_mul_func_int8_t_s_s((0x372D0F23L < (l_2008 <= p_13)), (*l_2002)))), p_13)))), p_13)) && 18446744073709551609UL) == p_13) || 8L) == 0L), (*l_2006))), 0L))));
            ++l_2038;
            if (l_2036)
                break;
        }
        (*g_608) ^= ((++l_2041) , l_1738[0][9][0]);
        if (((safe_unary_minus_func_uint64_t_u(p_16)) >= ((l_2037 && ((l_2035 = 1L) > l_1745)) == l_2036)))
        { /* block id: 902 */
            int16_t *l_2055 = &l_1813;
            const int32_t *l_2060 = (void*)0;
            int32_t *l_2082 = &g_600.f3;
            int8_t *l_2085 = &g_10;
            l_2045 = (void*)0;
            if ((safe_mul_func_uint16_t_u_u(65535UL, (safe_mod_func_uint8_t_u_u(l_2050, (safe_sub_func_uint32_t_u_u((safe_add_func_int16_t_s_s(((*l_2055) = 0x96D5L), (((*l_1867) = ((**g_1043) &= ((-1L) ^ (0x73C59E2EL <= ((&g_892 != (g_1416 , l_2056)) , (l_2057 == (void*)0)))))) ^ 0xA8101BB0L))), 0UL)))))))
            { /* block id: 907 */
                for (l_2035 = 27; (l_2035 != (-17)); l_2035--)
                { /* block id: 910 */
                    (**g_1643) = (void*)0;
                }
            }
            else
            { /* block id: 913 */
                uint32_t l_2069 = 0x9652A2D4L;
                int32_t *l_2078[3];
                int32_t **l_2079 = &l_2078[1];
                int32_t **l_2081[6] = {&l_2080[1][4][2],&l_2080[1][4][2],&l_2080[0][5][2],&l_2080[1][4][2],&l_2080[1][4][2],&l_2080[0][5][2]};
                int8_t *l_2083 = &g_748[1][0][0];
                union U3 l_2089 = {4UL};
                int i;
                for (i = 0; i < 3; i++)
                    l_2078[i] = (void*)0;
                (*g_2061) = l_2060;
                if ((safe_mul_func_uint8_t_u_u(((p_16 ^ 0x86B3DAC3L) && p_13), ((safe_rshift_func_int8_t_s_u(((*g_9) = l_2050), (((*l_2083) ^= ((((**g_657) , ((safe_add_func_uint8_t_u_u(l_2069, (((safe_sub_func_int32_t_s_s(p_16, (safe_lshift_func_int16_t_s_s((((*l_2025) = (safe_sub_func_int8_t_s_s((safe_mul_func_int16_t_s_s((((*l_2079) = l_2078[1]) != (l_2082 = l_2080[0][6][1])), p_13)), 0x0EL))) > p_16), g_1140.f0)))) == p_16) & p_16))) == p_16)) & 0UL) != l_1745)) >= 0xB8L))) && p_16))))
                { /* block id: 920 */
                    int32_t **l_2084[6] = {&l_2045,&l_2045,&l_2045,&l_2045,&l_2045,&l_2045};
                    int i;
                    (*g_136) |= (*g_330);
                    (*g_514) = &l_1833[5];
                    return l_2085;
                }
                else
                { /* block id: 924 */
                    int32_t **l_2090 = &g_607[0][5][1];
                    (*g_136) = (safe_lshift_func_int8_t_s_s((*p_15), 5));
                    (*l_2090) = func_48(l_2082, g_2088, l_2089);
                }
            }
        }
        else
        { /* block id: 929 */
            const uint64_t *l_2092 = &g_981;
            const uint64_t **l_2091[10][1][2] = {{{&l_2092,&l_2092}},{{(void*)0,&l_2092}},{{&l_2092,(void*)0}},{{&l_2092,&l_2092}},{{(void*)0,&l_2092}},{{&l_2092,(void*)0}},{{&l_2092,&l_2092}},{{(void*)0,&l_2092}},{{&l_2092,(void*)0}},{{&l_2092,&l_2092}}};
            int32_t l_2096 = 4L;
            int32_t **l_2098 = &g_607[4][0][1];
            int i, j, k;
            (*g_2093) = l_2091[2][0][0];
            (*l_2098) = func_40(l_2096);
            if (p_16)
            { /* block id: 932 */
                for (g_1422 = 0; (g_1422 <= 4); g_1422 += 1)
                { /* block id: 935 */
                    return l_2031;
                }
            }
            else
            { /* block id: 938 */
                uint8_t ***l_2112[9] = {&l_2024,&l_2024,&l_2024,&l_2024,&l_2024,&l_2024,&l_2024,&l_2024,&l_2024};
                int16_t *l_2132 = (void*)0;
                int16_t *l_2133 = &g_103;
                int32_t l_2142 = (-5L);
                int32_t l_2159[5][7][5] = {{{0x4139EC36L,0x5359D003L,0xB170FEB5L,0xC60CE564L,0x5359D003L},{4L,0xB5FA6A4BL,0x7E27A68DL,0xA939CBC4L,0x2C7D2A1BL},{(-1L),(-6L),(-1L),0x5359D003L,0x5359D003L},{(-10L),0xA939CBC4L,(-10L),(-1L),4L},{0x5359D003L,0xB170FEB5L,0xC60CE564L,0x5359D003L,0xC60CE564L},{1L,0xC533057DL,0xB69F6C83L,0xA939CBC4L,(-9L)},{0x4139EC36L,(-1L),0xC60CE564L,0xC60CE564L,(-1L)}},{{(-9L),0xB5FA6A4BL,(-10L),0x0ADA4B0FL,0x2C7D2A1BL},{(-6L),(-1L),(-1L),(-1L),(-6L)},{(-10L),0xC533057DL,0x7E27A68DL,(-1L),1L},{(-6L),0xB170FEB5L,0xB170FEB5L,(-6L),0xC60CE564L},{(-9L),0xA939CBC4L,1L,0x595AECB1L,(-10L)},{0xAABD86D2L,0xB170FEB5L,0xAABD86D2L,0x36250527L,0xB170FEB5L},{(-10L),1L,9L,0x595AECB1L,9L}},{{0x4139EC36L,0x4139EC36L,0x5359D003L,0xB170FEB5L,0xC60CE564L},{0xBF3EBBB4L,(-1L),9L,(-1L),0x2C7D2A1BL},{0xC60CE564L,(-1L),0xAABD86D2L,0xC60CE564L,0x36250527L},{0x7E27A68DL,(-1L),1L,(-1L),0x7E27A68DL},{0xAABD86D2L,0x4139EC36L,(-1L),0x36250527L,0x4139EC36L},{0x7E27A68DL,1L,0xB69F6C83L,0xB5FA6A4BL,9L},{0xC60CE564L,0xB170FEB5L,0x5359D003L,0x4139EC36L,0x4139EC36L}},{{0xBF3EBBB4L,0xB5FA6A4BL,0xBF3EBBB4L,(-1L),0x7E27A68DL},{0x4139EC36L,(-1L),0x36250527L,0x4139EC36L,0x36250527L},{(-10L),0x595AECB1L,1L,0xB5FA6A4BL,0x2C7D2A1BL},{0xAABD86D2L,0xC60CE564L,0x36250527L,0x36250527L,0xC60CE564L},{0x2C7D2A1BL,1L,0xBF3EBBB4L,(-1L),9L},{0xB170FEB5L,0xC60CE564L,0x5359D003L,0xC60CE564L,0xB170FEB5L},{0xBF3EBBB4L,0x595AECB1L,0xB69F6C83L,(-1L),(-10L)}},{{0xB170FEB5L,(-1L),(-1L),0xB170FEB5L,0x36250527L},{0x2C7D2A1BL,0xB5FA6A4BL,1L,0x595AECB1L,(-10L)},{0xAABD86D2L,0xB170FEB5L,0xAABD86D2L,0x36250527L,0xB170FEB5L},{(-10L),1L,9L,0x595AECB1L,9L},{0x4139EC36L,0x4139EC36L,0x5359D003L,0xB170FEB5L,0xC60CE564L},{0xBF3EBBB4L,(-1L),9L,(-1L),0x2C7D2A1BL},{0xC60CE564L,(-1L),0xAABD86D2L,0xC60CE564L,0x36250527L}}};
                int32_t l_2160[10][9][2] = {{{0L,(-1L)},{0xBC395DFCL,9L},{0x8075444BL,0L},{0x2C2D7B15L,0xE5CD0DD9L},{0x545C70EBL,0x99A70E34L},{0x3970DE88L,1L},{0xE5CD0DD9L,0xADDBBF27L},{0x6A31540FL,0x3AE07D22L},{0x98A0559DL,0x545C70EBL}},{{0x10CFBC12L,(-4L)},{0x2080B39AL,0x4BE55AE5L},{0x7EA64A0BL,0x3B3C71A0L},{0x7AA75BB3L,0x96917E0FL},{(-1L),0xBC395DFCL},{(-1L),0x98A0559DL},{1L,(-2L)},{0x3AE07D22L,0x10CFBC12L},{0xE69B53A8L,0xE69B53A8L}},{{0xEF32B0D0L,0xF5F01B10L},{1L,0x6C87E7FEL},{0x471D482EL,1L},{3L,0x471D482EL},{0x99A70E34L,0x6A31540FL},{0x99A70E34L,0x471D482EL},{3L,1L},{0x471D482EL,0x6C87E7FEL},{1L,0xF5F01B10L}},{{0xEF32B0D0L,0xE69B53A8L},{0xE69B53A8L,0x10CFBC12L},{0x3AE07D22L,(-2L)},{1L,0x98A0559DL},{(-1L),0xBC395DFCL},{(-1L),0x96917E0FL},{0x7AA75BB3L,0x3B3C71A0L},{0x7EA64A0BL,0x4BE55AE5L},{0x2080B39AL,(-4L)}},{{(-2L),0xADDBBF27L},{(-1L),0x4BE55AE5L},{0x23F16BF8L,0xBC395DFCL},{9L,(-1L)},{0xE5CD0DD9L,0x545C70EBL},{0xADDBBF27L,9L},{(-1L),0x3AE07D22L},{0L,0L},{0x6A31540FL,0x3B3C71A0L}},{{3L,0xE69B53A8L},{(-1L),0xE69B53A8L},{3L,0x3B3C71A0L},{0x6A31540FL,0L},{0L,0x3AE07D22L},{(-1L),9L},{0xADDBBF27L,0x545C70EBL},{0xE5CD0DD9L,(-1L)},{9L,0xBC395DFCL}},{{0x23F16BF8L,0x4BE55AE5L},{(-1L),0xADDBBF27L},{(-2L),0x626F3609L},{0L,0xF5F01B10L},{0x2C2D7B15L,0xD205849AL},{0L,0x3970DE88L},{1L,0x6A31540FL},{0x7EA64A0BL,(-1L)},{0x98A0559DL,0xEF32B0D0L}},{{0x4BE55AE5L,(-2L)},{(-1L),(-1L)},{(-4L),1L},{(-1L),0x6CDC1195L},{(-1L),0x98A0559DL},{0x2080B39AL,(-1L)},{0x545C70EBL,0x23F16BF8L},{0x545C70EBL,(-1L)},{0x2080B39AL,0x98A0559DL}},{{(-1L),0x6CDC1195L},{(-1L),1L},{(-4L),(-1L)},{(-1L),(-2L)},{0x4BE55AE5L,0xEF32B0D0L},{0x98A0559DL,(-1L)},{0x7EA64A0BL,0x6A31540FL},{1L,0x3970DE88L},{0L,0xD205849AL}},{{0x2C2D7B15L,0xF5F01B10L},{0L,0x626F3609L},{(-2L),0xADDBBF27L},{(-1L),0x4BE55AE5L},{0x23F16BF8L,0xBC395DFCL},{9L,(-1L)},{0xE5CD0DD9L,0x545C70EBL},{0xADDBBF27L,9L},{(-1L),0x3AE07D22L}}};
                uint64_t *l_2162 = &g_1140.f1;
                uint64_t *l_2163 = &g_1135.f1;
                int32_t *l_2164[2];
                int i, j, k;
                for (i = 0; i < 2; i++)
                    l_2164[i] = &l_1765;
                (*g_608) ^= (safe_add_func_int16_t_s_s(((((*g_348) = (safe_mod_func_uint64_t_u_u((safe_rshift_func_int16_t_s_u(((*l_2133) = (safe_sub_func_int8_t_s_s((safe_add_func_int16_t_s_s(g_2109, (safe_lshift_func_int8_t_s_u(((g_2026[2] = &l_2025) == (void*)0), (safe_mod_func_int16_t_s_s(((((*l_2045) = p_16) , (safe_mul_func_int16_t_s_s((safe_lshift_func_int8_t_s_u(((*g_9) = (safe_add_func_int8_t_s_s(((((safe_mod_func_int64_t_s_s((safe_rshift_func_int16_t_s_u((((p_16 != (safe_lshift_func_uint8_t_u_u(((safe_mul_func_int8_t_s_s((-1L), 0xE3L)) <= 0L), 3))) <= (safe_div_func_int32_t_s_s((5L == 0L), p_16))) == l_2096), (*l_2045))), l_2131[1])) , 7L) >= p_13) <= (*l_2045)), (*p_15)))), 4)), p_13))) | p_13), p_16)))))), 2L))), 6)), 0x4387277C19EBC157LL))) > p_13) < l_2096), p_13));
                l_1831 &= (((--(*l_2025)) , l_2136[0]) == ((safe_lshift_func_int8_t_s_s((safe_unary_minus_func_int16_t_s((!(+((void*)0 == &g_607[0][5][1]))))), ((p_13 ^ (((l_2142 != (safe_div_func_uint64_t_u_u((g_294 |= ((((safe_sub_func_int64_t_s_s(((void*)0 != l_2147[4]), ((*g_944) = ((*g_943) = (((safe_rshift_func_int8_t_s_u((safe_add_func_int64_t_s_s((0x21L & (l_2160[4][1][1] = ((safe_lshift_func_int16_t_s_s((safe_div_func_int8_t_s_s((l_2159[2][5][3] = ((safe_rshift_func_int8_t_s_s(l_2041, 7)) , (*g_9))), 5UL)), p_16)) | p_13))), p_13)), 4)) & 0x90L) && l_2142))))) == l_2142) , g_2161) , (*l_2045))), (*l_2045)))) || (*g_944)) | (*g_1044))) | 0x55L))) , (void*)0));
            }
        }
    }
    return &g_1443;
}


/* ------------------------------------------ */
/* 
 * reads : g_748 g_320 g_1041 g_1042 g_1043 g_514 g_136 g_25 g_125.f0 g_203
 * writes: g_1041 g_320 g_203
 */
static uint64_t  func_17(int8_t * const  p_18, uint16_t  p_19, int8_t * p_20, uint8_t  p_21)
{ /* block id: 775 */
    uint16_t l_1714 = 1UL;
    uint32_t *****l_1721 = &g_1041;
    int8_t l_1722 = 1L;
    int16_t *l_1730[10] = {&g_1152,&g_1152,&g_1152,&g_1152,&g_1152,&g_1152,&g_1152,&g_1152,&g_1152,&g_1152};
    int32_t *l_1731 = (void*)0;
    int32_t *l_1732 = (void*)0;
    int32_t *l_1733 = &g_203;
    int i;
    l_1714++;
    (*l_1733) |= (((safe_mod_func_int16_t_s_s((safe_sub_func_uint8_t_u_u((((((*l_1721) = &g_1042[2]) == (void*)0) , (((((1L >= (l_1722 == (((g_320 |= (safe_rshift_func_uint16_t_u_s(l_1714, (safe_unary_minus_func_uint64_t_u((safe_lshift_func_int8_t_s_u(9L, (safe_rshift_func_int8_t_s_s((*p_18), 0))))))))) ^ (((((l_1714 > 0xF7L) <= l_1714) , (**g_1041)) == (***l_1721)) | l_1722)) ^ 0L))) ^ l_1714) != (**g_514)) <= l_1714) < 0xB357F2A4L)) , g_125[6].f0), (*p_18))), 0x279EL)) >= p_19) < p_21);
    return (*l_1733);
}


/* ------------------------------------------ */
/* 
 * reads : g_32
 * writes: g_32
 */
static int8_t * func_22(const int8_t * p_23)
{ /* block id: 2 */
    int32_t *l_24 = &g_25;
    int32_t *l_26 = (void*)0;
    int32_t *l_27 = &g_25;
    int32_t *l_28 = &g_25;
    int32_t *l_29[6][5][4] = {{{&g_25,&g_25,&g_25,&g_25},{&g_25,&g_25,&g_25,&g_25},{&g_25,&g_25,&g_25,&g_25},{&g_25,&g_25,&g_25,&g_25},{&g_25,&g_25,&g_25,&g_25}},{{&g_25,&g_25,&g_25,&g_25},{&g_25,&g_25,&g_25,&g_25},{&g_25,&g_25,&g_25,&g_25},{&g_25,&g_25,&g_25,&g_25},{&g_25,&g_25,&g_25,&g_25}},{{&g_25,&g_25,&g_25,&g_25},{&g_25,&g_25,&g_25,&g_25},{&g_25,&g_25,&g_25,&g_25},{&g_25,&g_25,&g_25,&g_25},{&g_25,&g_25,&g_25,&g_25}},{{&g_25,&g_25,&g_25,&g_25},{&g_25,&g_25,&g_25,&g_25},{&g_25,&g_25,&g_25,&g_25},{&g_25,&g_25,&g_25,&g_25},{&g_25,&g_25,&g_25,&g_25}},{{&g_25,&g_25,&g_25,&g_25},{&g_25,&g_25,&g_25,&g_25},{&g_25,&g_25,&g_25,&g_25},{&g_25,&g_25,&g_25,&g_25},{&g_25,&g_25,&g_25,&g_25}},{{&g_25,&g_25,&g_25,&g_25},{&g_25,&g_25,&g_25,&g_25},{&g_25,&g_25,&g_25,&g_25},{&g_25,&g_25,&g_25,&g_25},{&g_25,&g_25,&g_25,&g_25}}};
    uint32_t l_662 = 6UL;
    uint16_t ***l_682 = &g_676[3];
    union U3 l_718 = {0x1D7DA410L};
    uint32_t **l_814 = (void*)0;
    uint32_t ***l_813 = &l_814;
    uint8_t l_829 = 1UL;
    union U2 *l_909[2];
    uint64_t l_922 = 18446744073709551610UL;
    uint64_t l_956 = 0x0ECF13CBFA73B0B8LL;
    uint16_t *l_1021[8];
    int32_t l_1038 = 0x47C9FA41L;
    union U2 ***l_1052 = (void*)0;
    uint16_t l_1103 = 0xF1B0L;
    const int32_t l_1121 = 0x8643DAB0L;
    int32_t l_1149[4];
    int32_t l_1200[10];
    int64_t ****l_1267 = &g_893;
    int8_t **l_1291[10] = {&g_9,&g_183,&g_9,&g_183,&g_9,&g_183,&g_9,&g_183,&g_9,&g_183};
    int32_t l_1301 = 0xE6A506D1L;
    int32_t l_1310 = (-7L);
    int32_t l_1341 = (-1L);
    const uint32_t l_1401 = 0xED571897L;
    uint64_t l_1418 = 1UL;
    uint32_t l_1445 = 18446744073709551606UL;
    uint64_t l_1500 = 6UL;
    uint16_t l_1553 = 0xBA7CL;
    uint32_t l_1600 = 0x09631E66L;
    union U1 *l_1696 = &g_597[2];
    int64_t *****l_1706 = &l_1267;
    int64_t ****l_1708[4][6];
    int64_t *****l_1707 = &l_1708[2][1];
    int i, j, k;
    for (i = 0; i < 2; i++)
        l_909[i] = &g_910;
    for (i = 0; i < 8; i++)
        l_1021[i] = &g_581;
    for (i = 0; i < 4; i++)
        l_1149[i] = 0x7DA1E1B8L;
    for (i = 0; i < 10; i++)
        l_1200[i] = (-4L);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 6; j++)
            l_1708[i][j] = &g_893;
    }
    ++g_32;
    return &g_748[0][1][1];
}


/* ------------------------------------------ */
/* 
 * reads : g_9 g_10 g_32 g_30 g_25 g_83 g_99 g_81 g_79 g_125 g_99.f0 g_107 g_139 g_103 g_136 g_139.f0 g_152 g_321 g_205 g_296 g_330 g_83.f0 g_347 g_125.f0 g_286 g_158 g_203 g_357 g_348 g_183 g_204 g_206 g_396 g_31 g_424 g_352 g_458 g_471 g_297 g_424.f0 g_514 g_466 g_295 g_320 g_458.f2 g_397 g_398 g_608 g_600.f0 g_398.f1 g_615 g_294 g_398.f2 g_618 g_581 g_651 g_655 g_657 g_658 g_660
 * writes: g_79 g_81 g_25 g_32 g_103 g_107 g_10 g_136 g_152 g_321 g_205 g_296 g_352 g_203 g_357 g_31 g_158 g_396 g_471 g_483 g_325.f1 g_493.f1 g_320 g_491.f4 g_599 g_607 g_398.f1 g_294 g_286 g_183 g_581 g_652 g_397 g_659
 */
static union U0  func_35(int32_t * p_36, const int32_t * p_37, uint64_t  p_38, int16_t  p_39)
{ /* block id: 4 */
    int8_t *l_47 = &g_10;
    int32_t *l_55 = &g_25;
    union U3 l_82 = {1UL};
    int32_t **l_606[5];
    union U2 *l_656 = (void*)0;
    int i;
    for (i = 0; i < 5; i++)
        l_606[i] = (void*)0;
    if ((((g_607[0][5][1] = func_40(func_42(l_47, func_48(func_52(l_55, &g_10), l_82, g_83), l_47, g_9))) == g_608) == g_600.f0))
    { /* block id: 245 */
        return g_297[0];
    }
    else
    { /* block id: 247 */
        int64_t l_627 = 0xD56006333DA09D5CLL;
        int32_t l_628 = 1L;
        int32_t l_630 = 0L;
        int32_t *l_649 = (void*)0;
        uint16_t * const * const **l_650 = (void*)0;
        for (g_320 = (-14); (g_320 > (-30)); g_320--)
        { /* block id: 250 */
            int8_t l_623 = 0x3FL;
            int32_t l_624 = 2L;
            int32_t l_625[9];
            int i;
            for (i = 0; i < 9; i++)
                l_625[i] = 0xFCDE9FE0L;
            for (g_398.f1 = 0; (g_398.f1 <= 1); g_398.f1 += 1)
            { /* block id: 253 */
                uint64_t l_612 = 18446744073709551615UL;
                int32_t l_629 = 0L;
                ++l_612;
                for (g_294 = 0; (g_294 <= 1); g_294 += 1)
                { /* block id: 257 */
                    uint8_t *l_616 = (void*)0;
                    uint8_t *l_617 = &g_618[0];
                    int32_t l_626 = 0x44EEC606L;
                    int i, j, k;
                    (*g_514) = ((g_83 , g_615[0]) , &g_152);
                    for (l_612 = 2; (l_612 <= 9); l_612 += 1)
                    { /* block id: 263 */
                        int32_t l_621 = 0xA9680D9EL;
                        int32_t l_622 = 0L;
                        uint16_t l_631[7][3][1] = {{{65528UL},{65526UL},{65526UL}},{{65528UL},{7UL},{65528UL}},{{65526UL},{65526UL},{65528UL}},{{7UL},{65528UL},{65526UL}},{{65526UL},{65528UL},{7UL}},{{65528UL},{65526UL},{65526UL}},{{65528UL},{7UL},{65528UL}}};
                        uint64_t *l_638 = (void*)0;
                        uint64_t *l_639 = (void*)0;
                        int i, j, k;
                        l_631[1][1][0]--;
                        (*g_136) ^= (((g_466[(g_294 + 2)] || ((safe_rshift_func_uint16_t_u_s(((*g_348) ^= 0xD50EL), (safe_mod_func_uint64_t_u_u(g_398.f2, (++p_38))))) ^ (p_39 | ((((g_297[g_398.f1] , 0x4E82D966690D1874LL) != p_39) <= (safe_rshift_func_uint8_t_u_s((safe_mul_func_uint8_t_u_u(5UL, (safe_mul_func_int16_t_s_s((((((g_618[1] , g_83.f0) > g_398.f1) & l_625[8]) <= p_39) <= 0xD0A33601DB38DEF3LL), 65529UL)))), 6))) < 0x01L)))) < l_628) , l_612);
                    }
                    for (g_103 = 0; (g_103 <= 1); g_103 += 1)
                    { /* block id: 271 */
                        int8_t **l_648 = &g_183;
                        l_649 = func_52(func_52(&l_629, &g_10), ((*l_648) = l_617));
                        if ((**g_514))
                            continue;
                    }
                    for (g_581 = 0; (g_581 <= 1); g_581 += 1)
                    { /* block id: 278 */
                        l_629 |= 0x107D5356L;
                    }
                }
            }
            (*g_651) = l_650;
            return g_655;
        }
    }
    (*g_657) = l_656;
    (*g_658) = &g_483;
    return g_660;
}


/* ------------------------------------------ */
/* 
 * reads : g_103 g_79 g_136 g_25 g_321 g_205 g_296 g_330 g_83.f0 g_347 g_152 g_125.f0 g_286 g_9 g_10 g_158 g_203 g_357 g_348 g_183 g_204 g_206 g_396 g_31 g_424 g_107 g_32 g_30 g_352 g_458 g_471 g_297 g_424.f0 g_81 g_514 g_466 g_139.f0 g_295 g_320 g_458.f2 g_397 g_398
 * writes: g_103 g_79 g_25 g_321 g_205 g_296 g_136 g_352 g_203 g_357 g_31 g_158 g_396 g_107 g_81 g_10 g_471 g_483 g_325.f1 g_493.f1 g_32 g_320 g_491.f4 g_599
 */
static int32_t * func_40(int32_t  p_41)
{ /* block id: 41 */
    uint64_t *l_157 = &g_158;
    int8_t *l_182 = &g_10;
    int32_t l_200[3][4][8] = {{{1L,0xDCC771BEL,0xDCC771BEL,1L,0x1D0C905CL,1L,0xDCC771BEL,0xDCC771BEL},{0xDCC771BEL,0x1D0C905CL,0L,0L,0x1D0C905CL,0xDCC771BEL,0x1D0C905CL,0L},{1L,0x1D0C905CL,1L,0xDCC771BEL,0xDCC771BEL,1L,0x1D0C905CL,1L},{0x36D73F18L,0xDCC771BEL,0L,0xDCC771BEL,0x36D73F18L,0x36D73F18L,0xDCC771BEL,0L}},{{0x36D73F18L,0x36D73F18L,0xDCC771BEL,0L,0xDCC771BEL,0x36D73F18L,0x36D73F18L,0xDCC771BEL},{1L,0xDCC771BEL,0xDCC771BEL,1L,0x1D0C905CL,1L,0xDCC771BEL,0xDCC771BEL},{0xDCC771BEL,0x1D0C905CL,0L,0L,0x1D0C905CL,0xDCC771BEL,0x1D0C905CL,0L},{1L,0x1D0C905CL,1L,0xDCC771BEL,0xDCC771BEL,1L,0x1D0C905CL,1L}},{{0x36D73F18L,0xDCC771BEL,0L,0xDCC771BEL,0x36D73F18L,0x36D73F18L,0xDCC771BEL,0L},{0x36D73F18L,0x36D73F18L,0xDCC771BEL,0L,0xDCC771BEL,0x36D73F18L,0x36D73F18L,0xDCC771BEL},{1L,0xDCC771BEL,0xDCC771BEL,1L,0x1D0C905CL,1L,0xDCC771BEL,0xDCC771BEL},{0xDCC771BEL,0x1D0C905CL,0L,0L,0x1D0C905CL,0xDCC771BEL,0x1D0C905CL,0L}}};
    uint16_t *l_246 = (void*)0;
    int16_t l_263 = 1L;
    uint32_t l_267 = 1UL;
    int32_t l_303[10][10] = {{1L,0x08710B7DL,0x1D36CE42L,0x1D36CE42L,0x08710B7DL,1L,0xCB5AACB8L,7L,0xF375361BL,(-2L)},{7L,0x7ABB9593L,1L,1L,1L,(-4L),0x7ABB9593L,1L,0x7ABB9593L,0x07820917L},{0x192BC719L,0xC5E5D6FCL,(-4L),0xC5E5D6FCL,0x192BC719L,(-1L),0x07820917L,0x1D36CE42L,0xF375361BL,1L},{(-1L),0x07820917L,0x1D36CE42L,0xF375361BL,1L,7L,1L,1L,7L,1L},{(-4L),0xF375361BL,0xF375361BL,(-4L),0x192BC719L,(-2L),0xCB5AACB8L,(-1L),1L,0x07820917L},{0x624F099CL,0x192BC719L,1L,7L,1L,0xCB5AACB8L,0xF375361BL,0xCB5AACB8L,1L,7L},{0x07820917L,0x624F099CL,0x07820917L,(-4L),1L,1L,1L,0x7ABB9593L,7L,1L},{1L,1L,0x192BC719L,0xF375361BL,0x7ABB9593L,1L,1L,0x7ABB9593L,0xF375361BL,0x192BC719L},{1L,1L,0x07820917L,0xC5E5D6FCL,7L,0x624F099CL,0x1D36CE42L,0xCB5AACB8L,0x7ABB9593L,(-2L)},{1L,1L,1L,(-1L),0x1D36CE42L,1L,0x1D36CE42L,(-1L),1L,1L}};
    int8_t l_355 = (-6L);
    const union U2 *l_394 = &g_395[2];
    const union U2 **l_393 = &l_394;
    uint32_t l_425 = 18446744073709551613UL;
    int32_t **l_588 = &g_136;
    int i, j, k;
    for (g_103 = 0; (g_103 != 10); g_103 = safe_add_func_int8_t_s_s(g_103, 1))
    { /* block id: 44 */
        int16_t l_175 = 0L;
        int32_t l_196 = 0xB7C975BBL;
        int32_t l_202 = 0xB972044FL;
        int32_t l_264[3];
        union U3 l_282 = {0x32C47CAEL};
        uint16_t *l_366 = &g_79;
        union U2 *l_400 = &g_401[0][0][0];
        uint16_t l_443[5] = {0xBC56L,0xBC56L,0xBC56L,0xBC56L,0xBC56L};
        int32_t l_464 = 0L;
        int64_t *l_482 = &g_469;
        int32_t l_513 = (-3L);
        uint16_t **l_572 = &l_366;
        uint16_t ***l_571 = &l_572;
        int32_t **l_589 = (void*)0;
        int32_t *l_601 = &g_152;
        int i;
        for (i = 0; i < 3; i++)
            l_264[i] = (-1L);
        if ((((void*)0 == &p_41) >= ((void*)0 != l_157)))
        { /* block id: 45 */
            int32_t l_166 = (-1L);
            int8_t *l_184 = &g_10;
            int32_t l_195 = 1L;
            int32_t l_211 = (-9L);
            int32_t l_265 = 0x8E0C3C7FL;
            int32_t l_266[6] = {1L,1L,1L,1L,1L,1L};
            int i;
            for (g_79 = 0; (g_79 >= 26); g_79 = safe_add_func_int16_t_s_s(g_79, 1))
            { /* block id: 48 */
                int64_t l_163 = (-1L);
                int16_t *l_167 = &g_103;
                uint8_t l_191 = 1UL;
                int32_t l_199[6][2] = {{(-3L),0L},{0L,(-3L)},{0L,0L},{(-3L),0L},{0L,(-3L)},{0L,0L}};
                int64_t l_201 = 0L;
                int32_t l_209 = (-9L);
                int8_t **l_222 = &l_182;
                int32_t l_262 = 0L;
                const uint32_t l_279 = 4294967289UL;
                int32_t **l_314 = &g_136;
                int i, j;
            }
            for (l_267 = 0; (l_267 == 37); l_267 = safe_add_func_int64_t_s_s(l_267, 4))
            { /* block id: 98 */
                int8_t l_317[5][8] = {{(-10L),0xA0L,(-10L),5L,0xA0L,7L,7L,0xA0L},{0xA0L,7L,7L,0xA0L,5L,(-10L),0xA0L,(-10L)},{0xA0L,(-2L),1L,(-2L),0xA0L,1L,0x2CL,0x2CL},{(-10L),(-2L),5L,5L,(-2L),(-10L),7L,(-2L)},{0x2CL,7L,5L,0x2CL,5L,7L,0x2CL,(-10L)}};
                int32_t *l_318 = &g_25;
                int32_t *l_319[6][4] = {{&l_265,&g_205,&g_25,&g_205},{&l_265,(void*)0,&l_266[3],&g_205},{&l_266[3],&g_205,&l_266[3],(void*)0},{&l_265,&g_205,&g_25,&g_205},{&l_265,(void*)0,&l_266[3],&g_205},{&l_266[3],&g_205,&l_266[3],(void*)0}};
                union U2 *l_324 = &g_325;
                union U2 **l_326 = &l_324;
                int i, j;
                (*g_136) &= 1L;
                g_321--;
                (*l_326) = l_324;
                g_205 |= (*g_136);
            }
        }
        else
        { /* block id: 104 */
            uint16_t **l_345 = &l_246;
            int32_t l_356 = 0L;
            union U2 * const **l_399 = &g_396;
            int16_t *l_402 = (void*)0;
            int16_t *l_403 = (void*)0;
            int16_t *l_404 = &g_107;
            int32_t l_430 = (-1L);
            int8_t *l_434 = &g_10;
            if (((*g_136) = (*g_136)))
            { /* block id: 106 */
                int16_t l_353 = 0x52D0L;
                int32_t l_354 = 0x28C40FE0L;
                for (g_296 = 0; (g_296 <= 2); g_296 += 1)
                { /* block id: 109 */
                    int32_t *l_329 = &l_303[1][5];
                    int32_t **l_331[8] = {&l_329,&g_136,&l_329,&g_136,&l_329,&g_136,&l_329,&g_136};
                    int32_t l_338 = (-1L);
                    int i;
                    (*g_330) ^= ((*l_329) ^= (safe_lshift_func_int8_t_s_s(((0x82D9L & ((7UL | 0x3219D2F77C82EAEALL) | (*g_136))) && l_202), 2)));
                    if (((g_136 = &l_202) == &l_200[1][3][5]))
                    { /* block id: 113 */
                        uint16_t ***l_346 = &l_345;
                        int32_t *l_351 = &g_352;
                        l_303[1][5] = (g_203 &= (safe_mul_func_uint16_t_u_u(((safe_div_func_uint64_t_u_u((safe_rshift_func_uint16_t_u_u(l_338, (safe_rshift_func_int16_t_s_u(((4294967295UL > 0xE88D637EL) ^ (safe_mod_func_int32_t_s_s((*g_136), (g_83.f0 && ((p_41 && (safe_div_func_int32_t_s_s((((*l_346) = l_345) != g_347), (safe_mod_func_uint64_t_u_u(((((*l_351) = ((g_152 , l_200[1][3][5]) , g_79)) , g_125[6].f0) || g_286), (*l_329)))))) | (*g_9)))))), 10)))), g_158)) >= l_353), g_158)));
                        return &g_203;
                    }
                    else
                    { /* block id: 119 */
                        ++g_357;
                        return &g_25;
                    }
                }
            }
            else
            { /* block id: 124 */
                int32_t ** const l_369[8] = {&g_136,&g_136,&g_136,&g_136,&g_136,&g_136,&g_136,&g_136};
                int64_t *l_376 = &g_31;
                int i;
                g_205 ^= (((*g_136) &= (((safe_rshift_func_uint16_t_u_s((p_41 >= (l_264[0] == (safe_mod_func_int64_t_s_s(((((((*l_376) = (safe_sub_func_uint64_t_u_u((((*g_347) != l_366) && (safe_lshift_func_int16_t_s_u(((void*)0 == l_369[2]), 12))), (((safe_add_func_int8_t_s_s((*g_183), (safe_mod_func_uint32_t_u_u(((safe_sub_func_int64_t_s_s(p_41, ((((((((*g_183) >= p_41) , &g_9) != &g_183) | 0L) ^ l_200[2][3][7]) > p_41) == p_41))) | l_200[0][0][7]), l_202)))) <= (*g_348)) || l_356)))) ^ p_41) > l_356) != 7L) , (-7L)), l_200[2][3][2])))), p_41)) , p_41) , l_264[0])) >= 0xBB8CC1EEL);
                (*g_136) = (*g_136);
                (*g_136) &= (((1UL & ((*l_157) = (safe_lshift_func_int8_t_s_s((-1L), 5)))) ^ g_204) && ((safe_rshift_func_uint16_t_u_u(((-5L) <= 0x916D4BF3CD4C0356LL), 5)) <= (((p_41 == (0x1075L && 65530UL)) | (g_206 ^ 9UL)) != g_205)));
            }
            (*g_136) = ((safe_lshift_func_int8_t_s_s(((safe_lshift_func_int8_t_s_u(((((safe_add_func_uint8_t_u_u(0xA5L, (safe_add_func_int32_t_s_s(((safe_lshift_func_uint16_t_u_u(0UL, (**g_347))) != (((l_393 == ((*l_399) = g_396)) < ((void*)0 == &g_10)) != (((((*l_404) = (l_400 == l_400)) <= (-4L)) , g_31) , (*g_9)))), (*g_136))))) , p_41) | l_356) != p_41), l_303[1][5])) , l_264[0]), (*g_183))) > 0x3FL);
            for (p_41 = 11; (p_41 < 29); p_41 = safe_add_func_int32_t_s_s(p_41, 8))
            { /* block id: 137 */
                uint32_t l_431[10] = {0x6E9268ECL,1UL,1UL,0x6E9268ECL,0x9CC74D4CL,0x9CC74D4CL,1UL,0x9CC74D4CL,0x9CC74D4CL,1UL};
                int32_t *l_435[8] = {&g_203,&g_203,&g_203,&g_203,&g_203,&g_203,&g_203,&g_203};
                int i;
                for (g_205 = (-14); (g_205 <= 11); g_205 = safe_add_func_uint16_t_u_u(g_205, 9))
                { /* block id: 140 */
                    for (l_355 = (-7); (l_355 <= 18); l_355 = safe_add_func_int16_t_s_s(l_355, 7))
                    { /* block id: 143 */
                        int8_t l_411 = 0x85L;
                        int32_t *l_426 = &l_303[7][5];
                        int32_t *l_427 = (void*)0;
                        int32_t *l_428 = &l_202;
                        int32_t *l_429[10] = {&g_152,&g_152,&l_356,&l_264[0],&l_356,&g_152,&g_152,&l_356,&l_264[0],&l_356};
                        int i;
                        if (l_411)
                            break;
                        (*g_136) = ((((((((safe_lshift_func_uint8_t_u_s((safe_div_func_int32_t_s_s((-4L), (safe_lshift_func_int8_t_s_u(((l_200[1][3][5] | l_356) == (safe_mod_func_uint64_t_u_u(0xD23D029DA0CBD0F3LL, (safe_add_func_uint64_t_u_u((((safe_mul_func_uint16_t_u_u((*g_348), l_267)) == 0UL) , (g_424 , (5UL ^ (-4L)))), 0x7DFEB3A67F1F3587LL))))), 0)))), p_41)) == (-9L)) || 0x01273C4C20A336BFLL) && 0L) != 0xF768B3B2L) , l_425) ^ g_107) || (*g_183));
                        l_426 = func_52(l_426, &g_10);
                        --l_431[4];
                    }
                    l_435[2] = func_52(&g_203, l_434);
                }
            }
        }
        for (g_107 = 9; (g_107 >= 0); g_107 -= 1)
        { /* block id: 155 */
            uint16_t l_441 = 0UL;
            const uint32_t *l_442 = &g_81;
            union U0 *l_459 = &g_297[0];
            int32_t l_461[2][7][3] = {{{0L,0x684961C3L,(-7L)},{0xA50311C4L,(-6L),0xA50311C4L},{0xFCE7D17FL,0L,0xFE3B559AL},{6L,0L,0L},{0x684961C3L,(-6L),(-9L)},{0xB30DB7DEL,0x684961C3L,0x684961C3L},{0x684961C3L,(-5L),0L}},{{6L,(-7L),0L},{0xFCE7D17FL,0L,0x684961C3L},{0xA50311C4L,0L,(-9L)},{0L,0L,0L},{(-6L),(-7L),0xFE3B559AL},{(-6L),(-5L),0xA50311C4L},{0L,0x684961C3L,(-7L)}}};
            int8_t l_465 = 0x0DL;
            union U2 *l_490 = &g_491;
            int16_t *l_512 = &l_175;
            uint8_t l_592[3][6] = {{0x6FL,0x6FL,0x6FL,0x6FL,0x6FL,0x6FL},{0x6FL,0x6FL,0x6FL,0x6FL,0x6FL,0x6FL},{0x6FL,0x6FL,0x6FL,0x6FL,0x6FL,0x6FL}};
            union U1 *l_596[1][9][5] = {{{&g_597[3],&g_597[3],&g_597[3],&g_597[3],&g_597[3]},{&g_597[2],&g_597[2],&g_597[2],&g_597[2],&g_597[2]},{&g_597[3],&g_597[3],&g_597[3],&g_597[3],&g_597[3]},{&g_597[2],&g_597[2],&g_597[2],&g_597[2],&g_597[2]},{&g_597[3],&g_597[3],&g_597[3],&g_597[3],&g_597[3]},{&g_597[2],&g_597[2],&g_597[2],&g_597[2],&g_597[2]},{&g_597[3],&g_597[3],&g_597[3],&g_597[3],&g_597[3]},{&g_597[2],&g_597[2],&g_597[2],&g_597[2],&g_597[2]},{&g_597[3],&g_597[3],&g_597[3],&g_597[3],&g_597[3]}}};
            union U1 **l_598[3][9];
            int i, j, k;
            for (i = 0; i < 3; i++)
            {
                for (j = 0; j < 9; j++)
                    l_598[i][j] = (void*)0;
            }
            for (l_263 = 7; (l_263 >= 0); l_263 -= 1)
            { /* block id: 158 */
                int32_t **l_440 = &g_136;
                int32_t l_470[2][6][8] = {{{(-1L),0x7BAA6782L,0x7BAA6782L,(-1L),(-1L),(-1L),(-1L),0x39CE0BAEL},{0xD6787335L,(-1L),0x1642DF28L,(-1L),0x1642DF28L,(-1L),0xD6787335L,0L},{0x1642DF28L,(-1L),0xD6787335L,0L,(-1L),(-1L),0L,0xD6787335L},{0x7BAA6782L,0x7BAA6782L,(-1L),(-1L),(-1L),(-1L),0x39CE0BAEL,(-1L)},{0x1642DF28L,0xD6787335L,(-1L),0xD6787335L,0x1642DF28L,(-1L),0x7BAA6782L,(-1L)},{0xD6787335L,(-1L),0x39CE0BAEL,(-1L),(-1L),0x39CE0BAEL,(-1L),0xD6787335L}},{{(-1L),(-1L),0x39CE0BAEL,0L,0x7BAA6782L,0x1642DF28L,0x7BAA6782L,0L},{(-1L),0xF3008731L,(-1L),(-1L),0L,0x1642DF28L,(-1L),(-1L)},{(-1L),(-1L),0x7BAA6782L,0x7BAA6782L,(-1L),(-1L),(-1L),(-1L)},{(-1L),0x1642DF28L,0xF3008731L,(-1L),(-1L),(-1L),0xF3008731L,0x1642DF28L},{(-1L),0xF3008731L,0x39CE0BAEL,(-1L),(-1L),0xD6787335L,0xD6787335L,(-1L)},{0x7BAA6782L,(-1L),(-1L),0x7BAA6782L,(-1L),0x1642DF28L,0xD6787335L,(-1L)}}};
                int64_t *l_484 = &g_31;
                uint32_t *l_499 = &g_81;
                uint32_t **l_498 = &l_499;
                int i, j, k;
                l_303[(l_263 + 1)][g_107] ^= (!(((g_424 , ((safe_mul_func_int8_t_s_s(((+(l_443[1] &= ((((((((*l_440) = &p_41) == &l_303[g_107][g_107]) || p_41) ^ l_441) , (0UL > (0xCEE2F96E446F6918LL || (l_442 == &g_296)))) && p_41) <= g_352))) ^ p_41), l_441)) && g_206)) , (**g_347)) == p_41));
                for (g_25 = 0; (g_25 <= 2); g_25 += 1)
                { /* block id: 164 */
                    int32_t l_467 = 0x6E2BD327L;
                    int32_t l_468 = 0x89B16D8AL;
                    int i;
                    if ((safe_div_func_uint16_t_u_u((((l_264[g_25] <= (safe_unary_minus_func_uint32_t_u(0xDB931081L))) > (safe_div_func_uint16_t_u_u(((*l_366) ^= (safe_sub_func_int32_t_s_s(((safe_mod_func_uint32_t_u_u(((void*)0 != &p_41), (p_41 ^ (safe_mod_func_uint8_t_u_u((g_32 , 0xD6L), ((*g_9) |= 1L)))))) , (~(safe_mod_func_int16_t_s_s((g_458 , g_152), (*g_348))))), p_41))), 0xD675L))) < p_41), l_441)))
                    { /* block id: 167 */
                        if ((*g_136))
                            break;
                        return &g_152;
                    }
                    else
                    { /* block id: 170 */
                        int32_t *l_460 = &l_303[(l_263 + 1)][g_107];
                        int32_t *l_462 = &l_461[1][4][2];
                        int32_t *l_463[8];
                        int i;
                        for (i = 0; i < 8; i++)
                            l_463[i] = &l_200[1][3][5];
                        l_459 = &g_139;
                        (*l_440) = l_460;
                        --g_471;
                        if (l_441)
                            break;
                    }
                    g_136 = &g_205;
                    if (l_264[0])
                    { /* block id: 177 */
                        (*l_440) = &p_41;
                        (**l_440) = p_41;
                        return &g_205;
                    }
                    else
                    { /* block id: 181 */
                        int64_t *l_481[10][8] = {{&g_31,&g_31,&g_31,(void*)0,(void*)0,&g_31,&g_31,&g_31},{&g_31,&g_31,&g_31,&g_31,&g_31,&g_31,&g_31,&g_31},{&g_31,&g_31,&g_31,&g_31,&g_31,&g_31,(void*)0,&g_31},{&g_31,&g_31,(void*)0,&g_31,&g_31,&g_31,&g_31,&g_31},{&g_31,&g_31,&g_31,&g_31,&g_31,&g_31,&g_31,&g_31},{&g_31,&g_31,&g_31,&g_31,(void*)0,(void*)0,&g_31,&g_31},{&g_31,&g_31,(void*)0,&g_31,&g_31,&g_31,(void*)0,&g_31},{&g_31,&g_31,&g_31,(void*)0,(void*)0,&g_31,&g_31,&g_31},{&g_31,&g_31,&g_31,&g_31,&g_31,&g_31,&g_31,&g_31},{&g_31,&g_31,&g_31,&g_31,&g_31,&g_31,(void*)0,&g_31}};
                        int64_t **l_480[10] = {&l_481[5][2],&l_481[5][2],&l_481[5][2],&l_481[5][2],&l_481[5][2],&l_481[5][2],&l_481[5][2],&l_481[5][2],&l_481[5][2],&l_481[5][2]};
                        const union U2 *l_492[9] = {&g_494,&g_493,&g_494,&g_494,&g_493,&g_494,&g_494,&g_493,&g_494};
                        int32_t *l_495[4];
                        uint32_t l_505 = 18446744073709551615UL;
                        uint32_t *l_510 = (void*)0;
                        uint32_t *l_511[3][7][2] = {{{&g_296,&g_296},{&g_296,&g_296},{&g_296,(void*)0},{&g_296,(void*)0},{&g_296,&g_296},{&g_296,&g_296},{&g_296,&g_296}},{{&g_296,(void*)0},{&g_296,(void*)0},{&g_296,&g_296},{&g_296,&g_296},{&g_296,&g_296},{&g_296,(void*)0},{&g_296,(void*)0}},{{&g_296,&g_296},{&g_296,&g_296},{&g_296,&g_296},{&g_296,(void*)0},{&g_296,(void*)0},{&g_296,&g_296},{&g_296,&g_296}}};
                        int i, j, k;
                        for (i = 0; i < 4; i++)
                            l_495[i] = &g_152;
                        g_136 = (void*)0;
                        l_468 = (safe_add_func_uint32_t_u_u((safe_mul_func_int16_t_s_s((safe_add_func_uint64_t_u_u(((g_483 = (l_482 = l_157)) == (g_297[0] , l_484)), ((safe_lshift_func_uint8_t_u_s((+((-1L) >= (safe_mul_func_uint16_t_u_u((*g_348), p_41)))), (l_490 == l_492[1]))) == p_41))), 3UL)), p_41));
                        (*g_330) = (safe_add_func_uint16_t_u_u((((((g_424.f0 || ((void*)0 == l_498)) >= ((*g_9) = (((safe_unary_minus_func_int8_t_s((-1L))) , (g_79 &= (safe_add_func_int64_t_s_s(((safe_lshift_func_int8_t_s_u(l_505, 1)) || (safe_add_func_uint32_t_u_u(((l_461[1][5][0] = (g_286 <= (p_41 , (g_296 = (++g_81))))) >= (((void*)0 != l_512) >= (*g_9))), g_31))), 0x0A7F294AA1D81B07LL)))) > l_513))) , p_41) < 0xEE6E78B1L) > 1L), p_41));
                        return &g_25;
                    }
                }
                if (l_264[0])
                    break;
            }
            for (g_325.f1 = 2; (g_325.f1 <= 9); g_325.f1 += 1)
            { /* block id: 199 */
                int i, j;
                (*g_514) = &l_303[g_107][g_107];
            }
            for (l_355 = 0; (l_355 <= 9); l_355 += 1)
            { /* block id: 204 */
                uint8_t l_519 = 255UL;
                int64_t *l_528[2][5] = {{&g_469,&g_469,&g_31,&g_469,&g_469},{&g_469,&g_469,&g_31,&g_469,&g_469}};
                uint8_t *l_593 = &l_519;
                uint32_t l_594[7] = {0x2E2A44E8L,0x2E2A44E8L,0xB40FC719L,0x2E2A44E8L,0x2E2A44E8L,0x2E2A44E8L,4294967295UL};
                int32_t *l_595 = &l_513;
                int i, j;
                for (g_493.f1 = 3; (g_493.f1 <= 9); g_493.f1 += 1)
                { /* block id: 207 */
                    uint32_t l_559 = 1UL;
                    uint16_t **l_569 = (void*)0;
                    uint16_t ***l_568 = &l_569;
                    for (g_32 = 2; (g_32 <= 9); g_32 += 1)
                    { /* block id: 210 */
                        int32_t *l_515 = &l_264[0];
                        int32_t *l_516 = (void*)0;
                        int32_t *l_517 = &l_196;
                        int32_t *l_518[1];
                        int32_t *l_529 = &g_352;
                        int16_t *l_550 = &l_175;
                        uint16_t ****l_570 = (void*)0;
                        int16_t *l_576 = &g_320;
                        uint16_t * const l_580 = &g_581;
                        uint16_t * const *l_579 = &l_580;
                        uint16_t * const **l_578 = &l_579;
                        uint16_t * const ***l_577 = &l_578;
                        int i, j;
                        for (i = 0; i < 1; i++)
                            l_518[i] = (void*)0;
                        l_519--;
                        l_461[1][4][2] |= ((g_466[g_107] | ((*l_517) &= (p_41 <= 0UL))) ^ (safe_mul_func_uint8_t_u_u(((safe_div_func_uint32_t_u_u((((*l_157) = ((((*l_529) = ((((0xB8FD4B3FL >= (g_139.f0 != p_41)) ^ (l_202 = (l_528[0][0] == l_482))) > (l_264[2] , p_41)) , p_41)) , 0x3BF57C5B8ABC3AD1LL) != 0xE2A82DE6746414B2LL)) == p_41), p_41)) , g_83.f0), 9UL)));
                        (*l_515) &= (safe_unary_minus_func_uint32_t_u((safe_add_func_int32_t_s_s(((safe_rshift_func_uint16_t_u_u((l_461[0][2][2] <= (((safe_sub_func_uint64_t_u_u((safe_mul_func_uint16_t_u_u(((0xE3B2298EF1223959LL ^ ((((safe_add_func_uint64_t_u_u((0x595BL | (((((~(safe_add_func_int64_t_s_s((safe_add_func_uint32_t_u_u((safe_rshift_func_uint16_t_u_s(p_41, (l_550 == (l_200[1][3][5] , &l_263)))), ((safe_mod_func_int64_t_s_s((safe_lshift_func_uint16_t_u_u(l_465, (safe_lshift_func_uint8_t_u_s((safe_sub_func_int8_t_s_s((p_41 & l_559), g_296)), 2)))), 18446744073709551614UL)) & 0x4CL))), p_41))) || p_41) != p_41) == 0L) && p_41)), 0x38BA98DE215AC19ELL)) || p_41) <= g_152) & p_41)) != l_355), 0x08BEL)), p_41)) , p_41) >= 65535UL)), p_41)) | 252UL), (-7L)))));
                        (*l_515) = (safe_mod_func_int32_t_s_s((0L == (((*l_366)++) | (l_461[1][4][2] == ((g_295 , (safe_add_func_int32_t_s_s(((1UL >= (safe_add_func_uint16_t_u_u(((1L <= (((l_571 = (l_568 = l_568)) != ((*l_577) = ((0xDA1E71EDL & ((*g_183) | (((safe_unary_minus_func_int16_t_s(((*l_576) |= ((*l_512) ^= g_352)))) <= l_200[1][3][5]) == 0UL))) , (void*)0))) == 0x22DAC08EL)) && 0x8089995FL), 0x935DL))) || g_458.f2), (-1L)))) >= g_158)))), l_303[1][5]));
                    }
                    if ((*g_136))
                        continue;
                }
                l_303[g_107][l_355] &= 0xACAF62CAL;
                for (g_203 = 0; g_203 < 2; g_203 += 1)
                {
                    for (g_491.f4 = 0; g_491.f4 < 7; g_491.f4 += 1)
                    {
                        for (g_471 = 0; g_471 < 3; g_471 += 1)
                        {
                            l_461[g_203][g_491.f4][g_471] = 0xA99CD742L;
                        }
                    }
                }
                (*l_588) = (((*l_595) = (safe_rshift_func_int16_t_s_s(((safe_div_func_uint16_t_u_u((safe_lshift_func_uint16_t_u_u(((((*g_397) , l_588) != l_589) <= (((0xDEL ^ (0xFB4740B2L && (0xECA3L ^ ((safe_div_func_uint8_t_u_u(((*l_593) = (l_592[2][0] || ((g_31 ^ p_41) , 3UL))), l_461[1][4][2])) <= g_103)))) , l_303[g_107][l_355]) <= 4294967292UL)), (*g_348))), (*g_348))) || l_594[6]), 6))) , &l_303[g_107][l_355]);
            }
            g_599 = l_596[0][8][0];
        }
        return l_601;
    }
    for (l_355 = 0; (l_355 == (-8)); l_355--)
    { /* block id: 240 */
        union U3 *l_604[10];
        union U3 **l_605 = &l_604[2];
        int i;
        for (i = 0; i < 10; i++)
            l_604[i] = &g_83;
        (*l_605) = l_604[2];
    }
    return (*g_514);
}


/* ------------------------------------------ */
/* 
 * reads : g_139 g_10 g_103 g_136 g_25 g_139.f0 g_152
 * writes: g_152
 */
static int32_t  func_42(int8_t * p_43, int32_t * p_44, int8_t * p_45, const int8_t * p_46)
{ /* block id: 37 */
    uint64_t l_150 = 18446744073709551614UL;
    int32_t *l_151 = &g_152;
    (*l_151) ^= (safe_sub_func_int16_t_s_s((g_139 , (0x48AEL <= (safe_add_func_uint32_t_u_u((((safe_lshift_func_uint16_t_u_s((((((*p_43) == ((safe_lshift_func_int16_t_s_s(((safe_sub_func_uint16_t_u_u(g_103, (-1L))) , 0L), l_150)) <= 0xBA28L)) && ((0x82L && 0x23L) < (*g_136))) , g_10) , g_139.f0), 9)) || l_150) && l_150), 0UL)))), g_10));
    (*l_151) ^= 0x99C33BC3L;
    return (*p_44);
}


/* ------------------------------------------ */
/* 
 * reads : g_32 g_25 g_99 g_81 g_79 g_10 g_9 g_30 g_125 g_99.f0 g_107 g_203 g_352
 * writes: g_32 g_103 g_107 g_79 g_81 g_25 g_10 g_136 g_203 g_352
 */
static int32_t * func_48(int32_t * p_49, union U3  p_50, union U3  p_51)
{ /* block id: 10 */
    int32_t l_101 = (-9L);
    int32_t l_104 = 0x825FC643L;
    const uint32_t *l_133[9][2][1] = {{{(void*)0},{&g_81}},{{(void*)0},{&g_81}},{{(void*)0},{&g_81}},{{(void*)0},{&g_81}},{{(void*)0},{&g_81}},{{(void*)0},{&g_81}},{{(void*)0},{&g_81}},{{(void*)0},{&g_81}},{{(void*)0},{&g_81}}};
    int8_t *l_135 = &g_10;
    int i, j, k;
    for (g_32 = 0; (g_32 != 58); g_32++)
    { /* block id: 13 */
        uint16_t *l_87 = &g_79;
        int32_t l_100 = 0x740F48B4L;
        int16_t *l_102 = &g_103;
        int16_t *l_105 = (void*)0;
        int16_t *l_106 = &g_107;
        int8_t *l_108 = (void*)0;
        if (((~(g_32 <= (l_87 == &g_79))) <= (((((safe_lshift_func_uint16_t_u_u(((safe_mul_func_int16_t_s_s(((*l_106) = (l_104 = ((*l_102) = ((safe_mod_func_uint16_t_u_u((safe_mul_func_uint16_t_u_u((+(safe_sub_func_uint32_t_u_u(7UL, (g_25 & (((g_99[0][3][2] , l_100) > (g_81 >= (*p_49))) && 7UL))))), g_79)), l_101)) || l_101)))), p_51.f0)) <= p_50.f0), 0)) != g_10) && g_25) == l_101) & p_50.f0)))
        { /* block id: 17 */
            int32_t *l_110 = &l_104;
            int32_t **l_109 = &l_110;
            (*l_109) = func_52(p_49, l_108);
        }
        else
        { /* block id: 19 */
            for (g_10 = (-25); (g_10 > (-4)); g_10++)
            { /* block id: 22 */
                int32_t *l_114 = (void*)0;
                int32_t **l_113 = &l_114;
                (*l_113) = &l_100;
            }
        }
        for (p_51.f0 = (-12); (p_51.f0 > 59); ++p_51.f0)
        { /* block id: 28 */
            uint64_t l_130 = 0x409415F90230FD15LL;
            int32_t * const l_131 = (void*)0;
            uint64_t *l_134 = &l_130;
            (*p_49) = (safe_add_func_uint64_t_u_u((safe_div_func_int8_t_s_s(((*g_9) = p_51.f0), ((safe_mul_func_int16_t_s_s((safe_rshift_func_int16_t_s_s(p_51.f0, ((((*l_134) = ((g_125[6] , (((((safe_div_func_int16_t_s_s(((g_99[0][3][2].f0 , (safe_rshift_func_uint8_t_u_u(l_130, 6))) && ((void*)0 != l_131)), ((*l_102) = (safe_unary_minus_func_uint64_t_u(0x63F3D54CDCAC19DALL))))) > (((l_133[0][1][0] != &g_81) | 0xD2C718CA4024FFAFLL) <= 1UL)) ^ g_107) | 0xDC16L) , 7L)) && p_50.f0)) && g_25) | 0xBA9186717EFFEB3BLL))), g_32)) | 9L))), 18446744073709551608UL));
        }
    }
    g_136 = func_52(p_49, l_135);
    return &g_25;
}


/* ------------------------------------------ */
/* 
 * reads : g_9 g_10 g_32 g_30 g_25 g_203 l_701 g_352 l_2677 l_2870
 * writes: g_79 g_81 g_25 g_203 l_701 g_352 l_2677 l_2870
 */
static int32_t * func_52(int32_t * p_53, int8_t * p_54)
{ /* block id: 5 */
    uint64_t l_65 = 0x3547A0585C2C102DLL;
    int8_t *l_66 = &g_10;
    int32_t l_75 = (-6L);
    uint32_t l_76 = 0UL;
    uint32_t l_77 = 18446744073709551614UL;
    uint16_t *l_78 = &g_79;
    uint32_t *l_80 = &g_81;
    (*p_53) ^= (safe_unary_minus_func_uint64_t_u(((safe_add_func_uint32_t_u_u(((*l_80) = (((*l_78) = (safe_div_func_int64_t_s_s((((safe_mul_func_uint8_t_u_u((((safe_mod_func_uint32_t_u_u(4294967286UL, l_65)) , l_66) != &g_10), (*g_9))) || g_32) < (safe_sub_func_int16_t_s_s((safe_sub_func_int32_t_s_s(((safe_sub_func_uint8_t_u_u(l_65, (safe_sub_func_uint64_t_u_u(l_75, (l_65 , l_76))))) != l_65), g_30)), l_75))), l_77))) != 0xC59AL)), g_32)) > l_76)));
    return &g_25;
}




/* ---------------------------------------- */
int main (int argc, char* argv[])
{
    int i, j, k;
    int print_hash_value = 0;
    if (argc == 2 && strcmp(argv[1], "1") == 0) print_hash_value = 1;
    platform_main_begin();
    crc32_gentab();
    func_1();
    transparent_crc(g_10, "g_10", print_hash_value);
    transparent_crc(g_25, "g_25", print_hash_value);
    transparent_crc(g_30, "g_30", print_hash_value);
    transparent_crc(g_31, "g_31", print_hash_value);
    transparent_crc(g_32, "g_32", print_hash_value);
    transparent_crc(g_79, "g_79", print_hash_value);
    transparent_crc(g_81, "g_81", print_hash_value);
    transparent_crc(g_83.f0, "g_83.f0", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 7; j++)
        {
            for (k = 0; k < 3; k++)
            {
                transparent_crc(g_99[i][j][k].f0, "g_99[i][j][k].f0", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_103, "g_103", print_hash_value);
    transparent_crc(g_107, "g_107", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_125[i].f0, "g_125[i].f0", print_hash_value);
        transparent_crc(g_125[i].f2, "g_125[i].f2", print_hash_value);
        transparent_crc(g_125[i].f3, "g_125[i].f3", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_139.f0, "g_139.f0", print_hash_value);
    transparent_crc(g_152, "g_152", print_hash_value);
    transparent_crc(g_158, "g_158", print_hash_value);
    transparent_crc(g_203, "g_203", print_hash_value);
    transparent_crc(g_204, "g_204", print_hash_value);
    transparent_crc(g_205, "g_205", print_hash_value);
    transparent_crc(g_206, "g_206", print_hash_value);
    transparent_crc(g_212, "g_212", print_hash_value);
    transparent_crc(g_286, "g_286", print_hash_value);
    transparent_crc(g_294, "g_294", print_hash_value);
    transparent_crc(g_295.f0, "g_295.f0", print_hash_value);
    transparent_crc(g_295.f2, "g_295.f2", print_hash_value);
    transparent_crc(g_295.f3, "g_295.f3", print_hash_value);
    transparent_crc(g_296, "g_296", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_297[i].f0, "g_297[i].f0", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_311, "g_311", print_hash_value);
    transparent_crc(g_320, "g_320", print_hash_value);
    transparent_crc(g_321, "g_321", print_hash_value);
    transparent_crc(g_325.f0, "g_325.f0", print_hash_value);
    transparent_crc(g_352, "g_352", print_hash_value);
    transparent_crc(g_357, "g_357", print_hash_value);
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_395[i].f0, "g_395[i].f0", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_398.f0, "g_398.f0", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 1; j++)
        {
            for (k = 0; k < 2; k++)
            {
                transparent_crc(g_401[i][j][k].f0, "g_401[i][j][k].f0", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_424.f0, "g_424.f0", print_hash_value);
    transparent_crc(g_458.f0, "g_458.f0", print_hash_value);
    transparent_crc(g_458.f2, "g_458.f2", print_hash_value);
    transparent_crc(g_458.f3, "g_458.f3", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        transparent_crc(g_466[i], "g_466[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_469, "g_469", print_hash_value);
    transparent_crc(g_471, "g_471", print_hash_value);
    transparent_crc(g_491.f0, "g_491.f0", print_hash_value);
    transparent_crc(g_493.f0, "g_493.f0", print_hash_value);
    transparent_crc(g_494.f0, "g_494.f0", print_hash_value);
    transparent_crc(g_581, "g_581", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_597[i].f0, "g_597[i].f0", print_hash_value);
        transparent_crc(g_597[i].f2, "g_597[i].f2", print_hash_value);
        transparent_crc(g_597[i].f3, "g_597[i].f3", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_600.f0, "g_600.f0", print_hash_value);
    transparent_crc(g_600.f2, "g_600.f2", print_hash_value);
    transparent_crc(g_600.f3, "g_600.f3", print_hash_value);
    transparent_crc(g_609, "g_609", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        transparent_crc(g_615[i].f0, "g_615[i].f0", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 3; i++)
    {
        transparent_crc(g_618[i], "g_618[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_655.f0, "g_655.f0", print_hash_value);
    transparent_crc(g_660.f0, "g_660.f0", print_hash_value);
    transparent_crc(g_661, "g_661", print_hash_value);
    transparent_crc(g_692.f0, "g_692.f0", print_hash_value);
    transparent_crc(g_746, "g_746", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 2; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_748[i][j][k], "g_748[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_766.f0, "g_766.f0", print_hash_value);
    transparent_crc(g_785.f0, "g_785.f0", print_hash_value);
    transparent_crc(g_815.f0, "g_815.f0", print_hash_value);
    transparent_crc(g_826.f0, "g_826.f0", print_hash_value);
    transparent_crc(g_838.f0, "g_838.f0", print_hash_value);
    transparent_crc(g_853.f0, "g_853.f0", print_hash_value);
    transparent_crc(g_865.f0, "g_865.f0", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 10; j++)
        {
            for (k = 0; k < 2; k++)
            {
                transparent_crc(g_866[i][j][k].f0, "g_866[i][j][k].f0", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_908.f0, "g_908.f0", print_hash_value);
    transparent_crc(g_910.f0, "g_910.f0", print_hash_value);
    transparent_crc(g_969.f0, "g_969.f0", print_hash_value);
    transparent_crc(g_981, "g_981", print_hash_value);
    transparent_crc(g_988.f0, "g_988.f0", print_hash_value);
    transparent_crc(g_1020.f0, "g_1020.f0", print_hash_value);
    transparent_crc(g_1020.f2, "g_1020.f2", print_hash_value);
    transparent_crc(g_1020.f3, "g_1020.f3", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_1050[i].f0, "g_1050[i].f0", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 2; i++)
    {
        transparent_crc(g_1075[i].f0, "g_1075[i].f0", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1091.f0, "g_1091.f0", print_hash_value);
    transparent_crc(g_1120.f0, "g_1120.f0", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_1130[i].f0, "g_1130[i].f0", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_1131[i].f0, "g_1131[i].f0", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_1132[i].f0, "g_1132[i].f0", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1133.f0, "g_1133.f0", print_hash_value);
    transparent_crc(g_1134.f0, "g_1134.f0", print_hash_value);
    transparent_crc(g_1135.f0, "g_1135.f0", print_hash_value);
    transparent_crc(g_1136.f0, "g_1136.f0", print_hash_value);
    transparent_crc(g_1137.f0, "g_1137.f0", print_hash_value);
    transparent_crc(g_1138.f0, "g_1138.f0", print_hash_value);
    transparent_crc(g_1139.f0, "g_1139.f0", print_hash_value);
    transparent_crc(g_1140.f0, "g_1140.f0", print_hash_value);
    transparent_crc(g_1141.f0, "g_1141.f0", print_hash_value);
    transparent_crc(g_1142.f0, "g_1142.f0", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_1143[i][j].f0, "g_1143[i][j].f0", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_1144.f0, "g_1144.f0", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        transparent_crc(g_1145[i].f0, "g_1145[i].f0", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_1146.f0, "g_1146.f0", print_hash_value);
    transparent_crc(g_1147.f0, "g_1147.f0", print_hash_value);
    transparent_crc(g_1148.f0, "g_1148.f0", print_hash_value);
    transparent_crc(g_1152, "g_1152", print_hash_value);
    transparent_crc(g_1178.f0, "g_1178.f0", print_hash_value);
    transparent_crc(g_1178.f2, "g_1178.f2", print_hash_value);
    transparent_crc(g_1178.f3, "g_1178.f3", print_hash_value);
    transparent_crc(g_1207.f0, "g_1207.f0", print_hash_value);
    transparent_crc(g_1308, "g_1308", print_hash_value);
    transparent_crc(g_1416, "g_1416", print_hash_value);
    transparent_crc(g_1422, "g_1422", print_hash_value);
    transparent_crc(g_1443, "g_1443", print_hash_value);
    transparent_crc(g_1444.f0, "g_1444.f0", print_hash_value);
    transparent_crc(g_1444.f2, "g_1444.f2", print_hash_value);
    transparent_crc(g_1444.f3, "g_1444.f3", print_hash_value);
    transparent_crc(g_1473.f0, "g_1473.f0", print_hash_value);
    transparent_crc(g_1473.f2, "g_1473.f2", print_hash_value);
    transparent_crc(g_1473.f3, "g_1473.f3", print_hash_value);
    transparent_crc(g_1511.f0, "g_1511.f0", print_hash_value);
    transparent_crc(g_1511.f2, "g_1511.f2", print_hash_value);
    transparent_crc(g_1511.f3, "g_1511.f3", print_hash_value);
    transparent_crc(g_1595.f0, "g_1595.f0", print_hash_value);
    transparent_crc(g_1737.f0, "g_1737.f0", print_hash_value);
    transparent_crc(g_1796.f0, "g_1796.f0", print_hash_value);
    transparent_crc(g_2088.f0, "g_2088.f0", print_hash_value);
    transparent_crc(g_2109, "g_2109", print_hash_value);
    transparent_crc(g_2161.f0, "g_2161.f0", print_hash_value);
    transparent_crc(g_2224, "g_2224", print_hash_value);
    transparent_crc(g_2247.f0, "g_2247.f0", print_hash_value);
    transparent_crc(g_2306.f0, "g_2306.f0", print_hash_value);
    transparent_crc(g_2471.f0, "g_2471.f0", print_hash_value);
    transparent_crc(g_2551.f0, "g_2551.f0", print_hash_value);
    transparent_crc(g_2674, "g_2674", print_hash_value);
    transparent_crc(g_2694.f0, "g_2694.f0", print_hash_value);
    transparent_crc(g_2702.f0, "g_2702.f0", print_hash_value);
    transparent_crc(g_2702.f2, "g_2702.f2", print_hash_value);
    transparent_crc(g_2702.f3, "g_2702.f3", print_hash_value);
    transparent_crc(g_2710.f0, "g_2710.f0", print_hash_value);
    transparent_crc(g_2710.f2, "g_2710.f2", print_hash_value);
    transparent_crc(g_2710.f3, "g_2710.f3", print_hash_value);
    transparent_crc(g_2725, "g_2725", print_hash_value);
    transparent_crc(g_2744, "g_2744", print_hash_value);
    transparent_crc(g_2773.f0, "g_2773.f0", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 10; j++)
        {
            transparent_crc(g_2850[i][j].f0, "g_2850[i][j].f0", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_2852.f0, "g_2852.f0", print_hash_value);
    transparent_crc(g_2861.f0, "g_2861.f0", print_hash_value);
    transparent_crc(g_2866.f0, "g_2866.f0", print_hash_value);
    transparent_crc(g_2972.f0, "g_2972.f0", print_hash_value);
    transparent_crc(g_3078.f0, "g_3078.f0", print_hash_value);
    transparent_crc(g_3126, "g_3126", print_hash_value);
    transparent_crc(g_3167.f0, "g_3167.f0", print_hash_value);
    transparent_crc(g_3167.f2, "g_3167.f2", print_hash_value);
    transparent_crc(g_3167.f3, "g_3167.f3", print_hash_value);
    transparent_crc(g_3188, "g_3188", print_hash_value);
    transparent_crc(g_3189, "g_3189", print_hash_value);
    for (i = 0; i < 7; i++)
    {
        for (j = 0; j < 9; j++)
        {
            transparent_crc(g_3200[i][j], "g_3200[i][j]", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_3224.f0, "g_3224.f0", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 6; j++)
        {
            transparent_crc(g_3238[i][j].f0, "g_3238[i][j].f0", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}

/************************ statistics *************************
XXX max struct depth: 0
breakdown:
   depth: 0, occurrence: 867
XXX total union variables: 74

XXX non-zero bitfields defined in structs: 0
XXX zero bitfields defined in structs: 0
XXX const bitfields defined in structs: 0
XXX volatile bitfields defined in structs: 0
XXX structs with bitfields in the program: 0
breakdown:
XXX full-bitfields structs in the program: 0
breakdown:
XXX times a bitfields struct's address is taken: 0
XXX times a bitfields struct on LHS: 0
XXX times a bitfields struct on RHS: 0
XXX times a single bitfield on LHS: 0
XXX times a single bitfield on RHS: 0

XXX max expression depth: 41
breakdown:
   depth: 1, occurrence: 330
   depth: 2, occurrence: 74
   depth: 3, occurrence: 11
   depth: 4, occurrence: 5
   depth: 5, occurrence: 3
   depth: 6, occurrence: 3
   depth: 7, occurrence: 3
   depth: 8, occurrence: 2
   depth: 9, occurrence: 1
   depth: 12, occurrence: 3
   depth: 13, occurrence: 1
   depth: 14, occurrence: 3
   depth: 15, occurrence: 2
   depth: 16, occurrence: 3
   depth: 17, occurrence: 3
   depth: 18, occurrence: 3
   depth: 19, occurrence: 4
   depth: 20, occurrence: 4
   depth: 21, occurrence: 2
   depth: 22, occurrence: 6
   depth: 23, occurrence: 5
   depth: 24, occurrence: 2
   depth: 25, occurrence: 4
   depth: 26, occurrence: 4
   depth: 28, occurrence: 3
   depth: 31, occurrence: 1
   depth: 32, occurrence: 2
   depth: 33, occurrence: 1
   depth: 34, occurrence: 1
   depth: 38, occurrence: 1
   depth: 41, occurrence: 1

XXX total number of pointers: 741

XXX times a variable address is taken: 1384
XXX times a pointer is dereferenced on RHS: 314
breakdown:
   depth: 1, occurrence: 277
   depth: 2, occurrence: 33
   depth: 3, occurrence: 4
XXX times a pointer is dereferenced on LHS: 443
breakdown:
   depth: 1, occurrence: 410
   depth: 2, occurrence: 28
   depth: 3, occurrence: 4
   depth: 4, occurrence: 1
XXX times a pointer is compared with null: 71
XXX times a pointer is compared with address of another variable: 24
XXX times a pointer is compared with another pointer: 15
XXX times a pointer is qualified to be dereferenced: 9808

XXX max dereference level: 5
breakdown:
   level: 0, occurrence: 0
   level: 1, occurrence: 2458
   level: 2, occurrence: 318
   level: 3, occurrence: 105
   level: 4, occurrence: 38
   level: 5, occurrence: 30
XXX number of pointers point to pointers: 321
XXX number of pointers point to scalars: 374
XXX number of pointers point to structs: 0
XXX percent of pointers has null in alias set: 25.4
XXX average alias set size: 1.41

XXX times a non-volatile is read: 2227
XXX times a non-volatile is write: 1203
XXX times a volatile is read: 150
XXX    times read thru a pointer: 21
XXX times a volatile is write: 96
XXX    times written thru a pointer: 49
XXX times a volatile is available for access: 7.04e+03
XXX percentage of non-volatile access: 93.3

XXX forward jumps: 3
XXX backward jumps: 7

XXX stmts: 322
XXX max block depth: 5
breakdown:
   depth: 0, occurrence: 30
   depth: 1, occurrence: 27
   depth: 2, occurrence: 55
   depth: 3, occurrence: 61
   depth: 4, occurrence: 69
   depth: 5, occurrence: 80

XXX percentage a fresh-made variable is used: 18.8
XXX percentage an existing variable is used: 81.2
********************* end of statistics **********************/

