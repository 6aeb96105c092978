#include "csmith.h"
union U0{
uint8_t f0;
uint16_t f1;
uint32_t f2;
volatile uint32_t f3;
volatile uint8_t f4;
};
union U1{
int16_t f0;
uint32_t f1;
const volatile int16_t f2;
};
union U2{
int8_t f0;
volatile int8_t f1;
unsigned f2:20;
int16_t f3;
uint16_t f4;
};
static union U1 g_3={};
static union U1*volatile g_2= &g_3;
static uint16_t g_23=0x2CCDL;
static int8_t g_33=0x55L;
static volatile union U0 g_49={};
static union U1 g_57={};
static union U1 g_58={};
static union U1 g_59[3][10]={};
static union U1 g_60={};
static union U1 g_61={};
static union U1 g_62={};
static union U1 g_63={};
static union U1 g_64[1][7]={};
static union U1 g_65={};
static union U1 g_66={};
static union U1 g_67={};
static union U1 g_68={};
static union U1 g_69[9]={{3L},{3L},{3L},{3L},{3L},{3L},{3L},{3L},{3L}};
static union U1 g_70={0xA1BFL};
static union U1 g_71[1]={{0x4EB7L}};
static union U1 g_72[5]={{0x02D9L},{0x02D9L},{0x02D9L},{0x02D9L},{0x02D9L}};
static union U1 g_73[5]={{0x60EEL},{0x60EEL},{0x60EEL},{0x60EEL},{0x60EEL}};
static union U1 g_74={1L};
static union U1 g_75={-6L};
static union U1 g_76={0L};
static union U1 g_77={1L};
static union U1 g_78={0x6680L};
static union U1 g_79={0x3632L};
static union U1 g_80={0xB03CL};
static union U1 g_81={3L};
static union U1 g_82={-1L};
static union U1 g_83={0xCDCEL};
static union U1 g_84={-1L};
static union U1 g_85={-1L};
static union U1 g_86={0xE024L};
static union U1 g_87={0x358DL};
static union U1 g_88[2][2]={{{-2L},{-2L}},{{-2L},{-2L}}};
static union U1 g_89={0x1D9DL};
static volatile union U1 g_91[8]={{0xF586L},{1L},{1L},{0xF586L},{1L},{1L},{0xF586L},{1L}};
static union U1 g_99[10]={{1L},{1L},{2L},{1L},{1L},{2L},{1L},{1L},{2L},{1L}};
static union U1 g_102={0xD54DL};
static union U1*g_101= &g_102;
static union U1**g_100= &g_101;
static int32_t g_104=0xB77D2D86L;
static int32_t*volatile g_106= &g_104;
static union U1 g_117={6L};
static union U0 g_160={251UL};
static union U0*g_194= &g_160;
static union U2 g_204={-3L};
static int32_t*g_219= &g_104;
static int16_t*g_229= &g_61.f0;
static int16_t**g_228= &g_229;
static int16_t***volatile g_227= &g_228;
static union U1 g_235={0x76E8L};
static uint16_t g_266[3]={65530UL,65530UL,65530UL};
static volatile union U0 g_273[8][1][2]={{{{0x26L},{0xB2L}}},{{{0x07L},{0xB2L}}},{{{0x26L},{0UL}}},{{{0UL},{0x26L}}},{{{0xB2L},{0x07L}}},{{{0xB2L},{0x26L}}},{{{0UL},{0UL}}},{{{0x26L},{0xB2L}}}};
static int8_t**g_282=(void*)0;
static int32_t g_312[1]={(-7L)};
static union U2 g_321={-6L};
static uint8_t*volatile g_334= &g_160.f0;
static volatile int8_t g_340[10][4]={{(-5L),(-5L),0x19L,0x7DL},{0L,(-5L),0x7DL,0x7DL},{(-5L),(-5L),0x19L,0x7DL},{0L,(-5L),0x7DL,0x7DL},{(-5L),(-5L),0x19L,0x7DL},{0L,(-5L),0x7DL,0x7DL},{(-5L),(-5L),0x19L,0x7DL},{0L,(-5L),0x7DL,0x7DL},{(-5L),(-5L),0x19L,0x7DL},{0L,(-5L),0x7DL,0x7DL}};
static union U1 g_351={1L};
static int32_t**volatile g_353= &g_219;
static const uint8_t g_380=9UL;
static const uint8_t*g_379[9][2]={{&g_380,&g_380},{&g_380,&g_380},{&g_380,&g_380},{&g_380,&g_380},{&g_380,&g_380},{&g_380,&g_380},{&g_380,&g_380},{&g_380,&g_380},{&g_380,&g_380}};
static union U2*g_393= &g_204;
static union U2**volatile g_392= &g_393;
static volatile union U1 g_411[8][9][3]={{{{0x20E9L},{0x217CL},{-1L}},{{0x972EL},{0x8935L},{0xE853L}},{{0x5E90L},{-10L},{0xA007L}},{{-10L},{-2L},{0x89E9L}},{{0x0A3EL},{-10L},{0xB219L}},{{-2L},{0x8935L},{0x4B2BL}},{{0x2189L},{0x217CL},{0x0E8CL}},{{1L},{0x972EL},{0x7574L}},{{8L},{-1L},{0x7574L}}},{{{0x8935L},{9L},{0x0E8CL}},{{0x8652L},{0L},{0x4B2BL}},{{0x3A22L},{2L},{0xB219L}},{{3L},{-2L},{0x89E9L}},{{-7L},{8L},{0xA007L}},{{3L},{0xF61AL},{0xE853L}},{{0x3A22L},{0xF54AL},{-1L}},{{0x8652L},{1L},{0x43F1L}},{{0x8935L},{0x5E90L},{-2L}}},{{{0x37A9L},{8L},{0L}},{{7L},{7L},{8L}},{{0x5EC8L},{0x17F1L},{0x2189L}},{{-1L},{0xEBC7L},{0xF61AL}},{{0L},{0x37A9L},{0x8935L}},{{5L},{-1L},{0xF61AL}},{{8L},{0x49D6L},{0x2189L}},{{0xEF7BL},{0xD038L},{8L}},{{9L},{1L},{0L}}},{{{-6L},{0x1C03L},{-2L}},{{-6L},{0xEF7BL},{0x0A3EL}},{{9L},{-6L},{1L}},{{0xEF7BL},{0x0309L},{0L}},{{8L},{5L},{-1L}},{{5L},{0L},{-7L}},{{0L},{5L},{0x217CL}},{{-1L},{0x0309L},{-1L}},{{0x5EC8L},{-6L},{0xF54AL}}},{{{7L},{0xEF7BL},{0x8652L}},{{0x37A9L},{0x1C03L},{0x8652L}},{{0x0309L},{1L},{0xF54AL}},{{0xF0BDL},{0xD038L},{-1L}},{{0x3659L},{0x49D6L},{0x217CL}},{{0L},{-1L},{-7L}},{{0L},{0x37A9L},{-1L}},{{0L},{0xEBC7L},{0L}},{{0x3659L},{0x17F1L},{1L}}},{{{0xF0BDL},{7L},{0x0A3EL}},{{0x0309L},{8L},{-2L}},{{0x37A9L},{8L},{0L}},{{7L},{7L},{8L}},{{0x5EC8L},{0x17F1L},{0x2189L}},{{-1L},{0xEBC7L},{0xF61AL}},{{0L},{0x37A9L},{0x8935L}},{{5L},{-1L},{0xF61AL}},{{8L},{0x49D6L},{0x2189L}}},{{{0xEF7BL},{0xD038L},{8L}},{{9L},{1L},{0L}},{{-6L},{0x1C03L},{-2L}},{{-6L},{0xEF7BL},{0x0A3EL}},{{9L},{-6L},{1L}},{{0xEF7BL},{0x0309L},{0L}},{{8L},{5L},{-1L}},{{5L},{0L},{-7L}},{{0L},{5L},{0x217CL}}},{{{-1L},{0x0309L},{-1L}},{{0x5EC8L},{-6L},{0xF54AL}},{{7L},{0xEF7BL},{0x8652L}},{{0x37A9L},{0x1C03L},{0x8652L}},{{0x0309L},{1L},{0xF54AL}},{{0xF0BDL},{0xD038L},{-1L}},{{0x3659L},{0x49D6L},{0x217CL}},{{0L},{-1L},{-7L}},{{0L},{0x37A9L},{-1L}}}};
static volatile uint16_t g_416=2UL;
static volatile union U1 g_428={0L};
static int32_t g_447[4][6][1]={{{0x008761DFL},{0xD3C92CB7L},{(-6L)},{(-6L)},{0xD3C92CB7L},{0x008761DFL}},{{0xD3C92CB7L},{(-6L)},{(-6L)},{0xD3C92CB7L},{0x008761DFL},{0xD3C92CB7L}},{{(-6L)},{(-6L)},{0xD3C92CB7L},{0x008761DFL},{0xD3C92CB7L},{(-6L)}},{{(-6L)},{0xD3C92CB7L},{0x008761DFL},{0xD3C92CB7L},{(-6L)},{(-6L)}}};
static union U1 g_453={0x1B2CL};
static union U2 g_464={0L};
static volatile int8_t g_514=0xE8L;
static volatile int32_t g_520=0x76AD7DF9L;
static union U1 g_554={-3L};
static uint8_t g_578[7]={0UL,0UL,0UL,0UL,0UL,0UL,0UL};
static union U0 g_579={249UL};
static const union U0 g_584={0UL};
static const union U1 g_602[8][1][6]={{{{0x8A64L},{0xD34FL},{0x75F6L},{0xDAF3L},{-1L},{0xB1B6L}}},{{{0xB1B6L},{0x5E86L},{0xD34FL},{0xD34FL},{0x5E86L},{0xB1B6L}}},{{{0xDAF3L},{-1L},{0x75F6L},{-1L},{0xB1B6L},{-1L}}},{{{0x5E86L},{0x8A64L},{0L},{0xB1B6L},{0L},{0x8A64L}}},{{{0x5E86L},{-1L},{0xB1B6L},{-1L},{0x75F6L},{-1L}}},{{{0xDAF3L},{0xB1B6L},{0x5E86L},{0xD34FL},{0xD34FL},{0x5E86L}}},{{{0xB1B6L},{0xB1B6L},{-1L},{0xDAF3L},{0x75F6L},{0xD34FL}}},{{{0x8A64L},{-1L},{-1L},{-1L},{0L},{-1L}}}};
static volatile union U2 g_603[5][8]={{{-1L},{0xA9L},{0xA9L},{-1L},{0xA9L},{0xA9L},{-1L},{0xA9L}},{{-1L},{-1L},{6L},{-1L},{-1L},{6L},{-1L},{-1L}},{{0xA9L},{-1L},{0xA9L},{0xA9L},{-1L},{0xA9L},{0xA9L},{-1L}},{{-1L},{0xA9L},{0xA9L},{-1L},{0xA9L},{0xA9L},{-1L},{0xA9L}},{{-1L},{-1L},{6L},{-1L},{-1L},{6L},{-1L},{-1L}}};
static int16_t g_743=0L;
static const volatile uint8_t*g_762= &g_579.f4;
static const volatile uint8_t**g_761= &g_762;
static volatile int32_t g_769[2]={0L,0L};
static volatile union U2 g_794={-5L};
static volatile union U0 g_804={250UL};
static const union U0 g_857={0x99L};
static volatile union U1 g_878={2L};
static const union U0 g_898[8][9][3]={{{{0UL},{0xE3L},{0UL}},{{0x5FL},{247UL},{0x44L}},{{0x67L},{0xDBL},{6UL}},{{0xB7L},{0x4EL},{0x70L}},{{0UL},{0UL},{0xDBL}},{{0x09L},{3UL},{0x01L}},{{1UL},{0x2FL},{0xDBL}},{{4UL},{0x70L},{0x70L}},{{0xCDL},{0x33L},{6UL}}},{{{0xCCL},{0x3EL},{0x44L}},{{0UL},{249UL},{0UL}},{{0xA2L},{7UL},{255UL}},{{0UL},{249UL},{0x23L}},{{255UL},{0x3EL},{0x3BL}},{{0xE9L},{0x33L},{0x2FL}},{{246UL},{0x70L},{252UL}},{{0xC7L},{0x2FL},{0x9EL}},{{0xF4L},{3UL},{0x76L}}},{{{0xC7L},{0UL},{0x13L}},{{246UL},{0x4EL},{0x3EL}},{{0xE9L},{0xDBL},{0UL}},{{255UL},{247UL},{0x4EL}},{{0UL},{0xE3L},{0x4BL}},{{0xA2L},{0x3BL},{0x4EL}},{{0UL},{0UL},{0UL}},{{0xCCL},{0xBDL},{0x3EL}},{{0xCDL},{6UL},{0x13L}}},{{{4UL},{0x5CL},{0x76L}},{{1UL},{8UL},{0x9EL}},{{0x09L},{0x5CL},{252UL}},{{0UL},{6UL},{0x2FL}},{{0xB7L},{0xBDL},{0x3BL}},{{0x67L},{0UL},{0x23L}},{{0x5FL},{0x3BL},{255UL}},{{0UL},{0xE3L},{0UL}},{{0x5FL},{247UL},{0x44L}}},{{{0x67L},{0xDBL},{6UL}},{{0xB7L},{0x4EL},{0x70L}},{{0UL},{0UL},{0xDBL}},{{0x09L},{3UL},{0x01L}},{{1UL},{0x2FL},{0xDBL}},{{4UL},{0x70L},{0x70L}},{{0xCDL},{0x33L},{6UL}},{{0xCCL},{0x3EL},{0x44L}},{{0UL},{249UL},{0UL}}},{{{0xA2L},{7UL},{255UL}},{{0UL},{249UL},{0x23L}},{{255UL},{0x3EL},{0x3BL}},{{0xE9L},{0x33L},{0x2FL}},{{246UL},{0x70L},{252UL}},{{0xC7L},{0x2FL},{0x9EL}},{{0xF4L},{3UL},{0x76L}},{{0xC7L},{0UL},{0x13L}},{{246UL},{0x4EL},{0x3EL}}},{{{0xE9L},{0xDBL},{0UL}},{{255UL},{247UL},{0x4EL}},{{0UL},{0xE3L},{0x4BL}},{{0xA2L},{0x3BL},{0x4EL}},{{0UL},{0UL},{0UL}},{{0xCCL},{0xBDL},{0x3EL}},{{0xCDL},{6UL},{0x13L}},{{0x7FL},{4UL},{0xBAL}},{{0x33L},{0x06L},{1UL}}},{{{247UL},{4UL},{0xE3L}},{{0x94L},{0x7BL},{0xC2L}},{{0x70L},{1UL},{1UL}},{{0x13L},{1UL},{0x5FL}},{{0x3BL},{1UL},{0UL}},{{0UL},{5UL},{0UL}},{{0x3BL},{0x88L},{0xCCL}},{{0x13L},{246UL},{0x7BL}},{{0x70L},{9UL},{0x71L}}}};
static union U0 g_928={0xDEL};
static volatile uint16_t g_989[8][2]={{0x5BBEL,0x5BBEL},{0x822EL,0x4CC4L},{1UL,0x4CC4L},{0x822EL,0x5BBEL},{0x5BBEL,0x822EL},{0x4CC4L,1UL},{0x4CC4L,0x822EL},{0x5BBEL,0x5BBEL}};
static union U1 g_1006={0L};
static volatile union U0 g_1021={0x0CL};
static union U1 g_1052={0x1FACL};
static volatile union U1 g_1128[6][9][4]={{{{0xE76FL},{0x678FL},{-2L},{0x6472L}},{{0xBFA9L},{0xE76FL},{0x7B4DL},{1L}},{{1L},{3L},{1L},{1L}},{{0x7B4DL},{0xE76FL},{0xBFA9L},{0x6472L}},{{-2L},{0x678FL},{0xE76FL},{0xE76FL}},{{8L},{8L},{0xE76FL},{1L}},{{-2L},{-3L},{0xBFA9L},{0x678FL}},{{0x7B4DL},{0xBFA9L},{1L},{0xBFA9L}},{{1L},{0xBFA9L},{0x7B4DL},{0x678FL}}},{{{0xBFA9L},{-3L},{-2L},{1L}},{{0xE76FL},{8L},{8L},{0xE76FL}},{{0xE76FL},{0x678FL},{-2L},{0x6472L}},{{0xBFA9L},{0xE76FL},{0x7B4DL},{1L}},{{1L},{3L},{1L},{1L}},{{0x7B4DL},{0xE76FL},{0xBFA9L},{0x6472L}},{{-2L},{0x678FL},{0xE76FL},{0xE76FL}},{{8L},{8L},{0xE76FL},{1L}},{{-2L},{-3L},{0xBFA9L},{0x678FL}}},{{{0x7B4DL},{0xBFA9L},{1L},{0xBFA9L}},{{1L},{0xBFA9L},{0x7B4DL},{0x678FL}},{{0xBFA9L},{-3L},{-2L},{1L}},{{0xE76FL},{8L},{8L},{0xE76FL}},{{0xE76FL},{0x678FL},{-2L},{0x6472L}},{{0xBFA9L},{0xE76FL},{0x7B4DL},{1L}},{{1L},{3L},{1L},{1L}},{{0x7B4DL},{0xE76FL},{0xBFA9L},{0x6472L}},{{-2L},{0x678FL},{0xE76FL},{0xE76FL}}},{{{8L},{8L},{0xE76FL},{1L}},{{-2L},{-3L},{0xBFA9L},{0x678FL}},{{0x7B4DL},{0xBFA9L},{1L},{0xBFA9L}},{{1L},{0xBFA9L},{0x7B4DL},{0x678FL}},{{0xBFA9L},{-3L},{-2L},{1L}},{{0xE76FL},{8L},{8L},{0xE76FL}},{{0xE76FL},{0x678FL},{-2L},{-3L}},{{3L},{8L},{-2L},{0xBFA9L}},{{0x678FL},{0x6472L},{0x678FL},{0xBFA9L}}},{{{-2L},{8L},{3L},{-3L}},{{1L},{0xE76FL},{8L},{8L}},{{1L},{1L},{8L},{0x678FL}},{{1L},{0x7B4DL},{3L},{0xE76FL}},{{-2L},{3L},{0x678FL},{3L}},{{0x678FL},{3L},{-2L},{0xE76FL}},{{3L},{0x7B4DL},{1L},{0x678FL}},{{8L},{1L},{1L},{8L}},{{8L},{0xE76FL},{1L},{-3L}}},{{{3L},{8L},{-2L},{0xBFA9L}},{{0x678FL},{0x6472L},{0x678FL},{0xBFA9L}},{{-2L},{8L},{3L},{-3L}},{{1L},{0xE76FL},{8L},{8L}},{{1L},{1L},{8L},{0x678FL}},{{1L},{0x7B4DL},{3L},{0xE76FL}},{{-2L},{3L},{0x678FL},{3L}},{{0x678FL},{3L},{-2L},{0xE76FL}},{{3L},{0x7B4DL},{1L},{0x678FL}}}};
static union U1 g_1134={0x0BFCL};
static union U0 g_1181[2]={{248UL},{248UL}};
static union U1 g_1186={0x154AL};
static int32_t**volatile g_1232= &g_219;
static uint32_t*g_1252= &g_1134.f1;
static const union U2 func_1(void);
static int32_t*func_5(uint8_t p_6);
static uint16_t func_12(int32_t p_13);
static uint32_t func_14(uint32_t p_15,int8_t p_16);
static const union U2 func_1(void)
{
union U1*volatile*l_4= &g_2;
int32_t l_11=5L;
uint32_t l_21=0x6D402DA3L;
uint16_t*l_22= &g_23;
uint8_t l_31=0x90L;
int8_t*l_32[3][5][6]={{{(void*)0,(void*)0,(void*)0,&g_33,(void*)0,(void*)0},{&g_33,(void*)0,&g_33,(void*)0,&g_33,(void*)0},{(void*)0,&g_33,(void*)0,(void*)0,(void*)0,&g_33},{&g_33,&g_33,&g_33,&g_33,&g_33,&g_33},{(void*)0,(void*)0,(void*)0,&g_33,(void*)0,(void*)0}},{{&g_33,(void*)0,&g_33,(void*)0,&g_33,(void*)0},{(void*)0,&g_33,(void*)0,(void*)0,(void*)0,&g_33},{&g_33,&g_33,&g_33,&g_33,&g_33,&g_33},{(void*)0,(void*)0,(void*)0,&g_33,(void*)0,(void*)0},{&g_33,(void*)0,&g_33,(void*)0,&g_33,(void*)0}},{{(void*)0,&g_33,(void*)0,(void*)0,(void*)0,&g_33},{&g_33,&g_33,&g_33,&g_33,&g_33,&g_33},{(void*)0,(void*)0,(void*)0,&g_33,(void*)0,(void*)0},{&g_33,(void*)0,&g_33,(void*)0,&g_33,(void*)0},{(void*)0,&g_33,(void*)0,(void*)0,(void*)0,&g_33}}};
int16_t*l_865= &g_65.f0;
int32_t l_866=(-10L);
union U2**l_1235= &g_393;
const union U2*l_1236= &g_321;
int32_t l_1245[2][5]={{(-1L),(-1L),(-1L),(-1L),(-1L)},{3L,3L,3L,3L,3L}};
uint32_t*l_1249= &g_82.f1;
uint32_t*l_1251=(void*)0;
uint32_t**l_1250[1][6][10]={{{&l_1251,&l_1251,(void*)0,&l_1251,&l_1251,&l_1251,&l_1251,&l_1251,&l_1251,&l_1251},{&l_1251,&l_1251,(void*)0,&l_1251,&l_1251,&l_1251,(void*)0,&l_1251,&l_1251,&l_1251},{&l_1251,&l_1251,&l_1251,&l_1251,&l_1251,&l_1251,(void*)0,&l_1251,&l_1251,&l_1251},{&l_1251,&l_1251,&l_1251,&l_1251,(void*)0,&l_1251,&l_1251,(void*)0,&l_1251,(void*)0},{&l_1251,&l_1251,&l_1251,&l_1251,&l_1251,&l_1251,&l_1251,(void*)0,&l_1251,&l_1251},{&l_1251,(void*)0,&l_1251,&l_1251,&l_1251,&l_1251,&l_1251,&l_1251,&l_1251,(void*)0}}};
uint32_t l_1254[7];
int32_t l_1255=(-5L);
uint8_t l_1256[8]={5UL,5UL,7UL,5UL,5UL,7UL,5UL,5UL};
const union U1*l_1259[6][6]={{&g_71[0],&g_71[0],&g_71[0],&g_71[0],&g_71[0],&g_71[0]},{&g_71[0],&g_71[0],&g_71[0],&g_71[0],&g_71[0],&g_71[0]},{&g_71[0],&g_71[0],&g_71[0],&g_71[0],&g_71[0],&g_71[0]},{&g_71[0],&g_71[0],&g_71[0],&g_71[0],&g_71[0],&g_71[0]},{&g_71[0],&g_71[0],&g_71[0],&g_71[0],&g_71[0],&g_71[0]},{&g_71[0],&g_71[0],&g_71[0],&g_71[0],&g_71[0],&g_71[0]}};
const union U1**l_1258= &l_1259[3][2];
const union U1***l_1257= &l_1258;
int i,j,k;
for(i=0;i<7;i++)
l_1254[i]=1UL;
(*l_4)=g_2;
(*g_1232)=func_5(((((safe_mod_func_int16_t_s_s(((*l_865)|=((safe_add_func_uint16_t_u_u(l_11,func_12((0x08L!=(g_3.f2,(func_14(((l_11||(((*l_22)=(safe_rshift_func_int16_t_s_s(l_21,3)))>=(+((251UL==((((safe_lshift_func_uint16_t_u_s(((safe_lshift_func_int8_t_s_u((g_33=(0x3334L&(((safe_sub_func_uint32_t_u_u(g_3.f2,(l_31>g_3.f0)))==l_31),0xEF6FL))),2))!=l_21),13))|0x0BL)<=l_11),l_11))&&(-1L)))))>=l_11),l_31)!=g_69[4].f0)))))),l_21)),0x3BF5L))&&l_866),(*g_229))<=0x6268L));
(*g_219)=((((((safe_rshift_func_uint16_t_u_s(((((((*l_1235)=(void*)0)!=(g_554.f0,l_1236))>((*l_865)=((((((((((safe_sub_func_uint32_t_u_u(((safe_add_func_uint8_t_u_u((safe_sub_func_int8_t_s_s((l_11|=(safe_rshift_func_uint16_t_u_u((l_1245[1][0]<=l_1245[1][3]),1))),((safe_unary_minus_func_uint32_t_u(((((safe_add_func_int8_t_s_s((((l_1249=g_219)==(g_1252=g_219))==(+l_1254[2])),249UL))!=65526UL)>=0x8EC1L)<l_866)))<g_67.f0))),l_21))&l_1245[1][0]),l_1255))<=9L),g_60.f2)^l_1254[2])||l_1254[5]),(*g_762))||l_1254[2])||(*g_1252))|l_1256[4])|l_1256[4])))!=l_1256[4])!=l_1245[1][0]),12))||1L),l_1257)!= &g_100)&&l_1245[1][0])||(-3L));
return g_603[1][6];
}
static int32_t*func_5(uint8_t p_6)
{
const uint8_t l_867=3UL;
int32_t l_868[2][3]={{0x8C404473L,0x36CF15ECL,0x8C404473L},{0x8C404473L,0x36CF15ECL,0x8C404473L}};
const uint8_t**l_879= &g_379[2][0];
uint16_t l_922=0x6690L;
union U1****l_932=(void*)0;
uint32_t l_1045=8UL;
union U2*l_1063= &g_204;
int32_t l_1081=2L;
int32_t l_1082=0x0F9F4B6EL;
int8_t l_1127=0L;
uint8_t l_1173=0x93L;
int16_t***l_1200= &g_228;
int32_t l_1204[2];
int32_t*l_1211= &g_312[0];
int32_t**l_1210[7]={&l_1211,&l_1211,&l_1211,&l_1211,&l_1211,&l_1211,&l_1211};
int32_t*l_1231[6]={&l_868[1][0],&l_868[1][0],&l_868[1][0],&l_868[1][0],&l_868[1][0],&l_868[1][0]};
int i,j;
for(i=0;i<2;i++)
l_1204[i]=0xF95A10E7L;
l_868[1][2]^=(0x7DL>=(0xB9E4L!=l_867));
for(g_78.f0=14;(g_78.f0<25);++g_78.f0)
{
uint8_t l_883=0xA3L;
int32_t l_893=0x0648D4B7L;
int32_t l_911[6][7][6]={{{2L,0xB4D7EB94L,0xB4D7EB94L,2L,0x7106ECBFL,0x2FCB1B8DL},{0x093A9E6AL,0x925F650AL,0xA60627C3L,0x767FFA0FL,(-1L),0xB8547DB1L},{0L,1L,(-1L),0x284D1BE1L,(-1L),1L},{(-1L),0x925F650AL,0L,0x9A7674EDL,0x7106ECBFL,(-1L)},{0x0E1CF879L,0xB4D7EB94L,0x7C706E16L,(-1L),1L,0x0F5AD6D8L},{0xA60627C3L,0x147E7156L,(-6L),0x4DC31F4BL,4L,2L},{0x9B0CA8BFL,(-7L),0xF12E537FL,0x767FFA0FL,0xB4D7EB94L,0x4DC31F4BL}},{{0xA70D3E6BL,0x17882208L,0x147E7156L,0x7C706E16L,0x767FFA0FL,0xA70D3E6BL},{0x147E7156L,0x5679C8CDL,0L,(-1L),1L,(-6L)},{1L,(-1L),0x9A7674EDL,(-1L),1L,0x17882208L},{0xF12E537FL,0x147E7156L,(-1L),2L,0x925F650AL,0x2FCB1B8DL},{2L,1L,0x6C6321B7L,0x6C6321B7L,0xB8547DB1L,0L},{(-1L),(-6L),0L,0xD821016FL,0x2FCB1B8DL,0x147E7156L},{0xB8547DB1L,0L,0x5679C8CDL,(-7L),1L,0x093A9E6AL}},{{9L,0xF12E537FL,0x7106ECBFL,0xB8547DB1L,0x767FFA0FL,(-1L)},{0x284D1BE1L,0x4DC31F4BL,0x6C6321B7L,0L,1L,1L},{0x2A2FED6AL,0x0E1CF879L,0L,0xA60627C3L,0x093A9E6AL,(-1L)},{0x767FFA0FL,9L,0x093A9E6AL,0xD821016FL,0x4DC31F4BL,(-1L)},{0x9B0CA8BFL,1L,1L,1L,1L,0x9B0CA8BFL},{0xB4D7EB94L,2L,0x7106ECBFL,0x2FCB1B8DL,6L,(-1L)},{0L,0L,0xB8547DB1L,0x2A2FED6AL,0xA70D3E6BL,0x7C706E16L}},{{0L,0x0E1CF879L,0x2A2FED6AL,0x2FCB1B8DL,0xF12E537FL,0L},{0xB4D7EB94L,6L,0x4DC31F4BL,1L,0xB8547DB1L,(-6L)},{0x9B0CA8BFL,1L,0xEFDA4703L,0xD821016FL,1L,2L},{0x767FFA0FL,2L,0x5679C8CDL,0xA60627C3L,1L,(-1L)},{0x2A2FED6AL,0xF12E537FL,0x9B0CA8BFL,0L,0x17882208L,0x9A7674EDL},{0x284D1BE1L,0x0F5AD6D8L,(-1L),0xB8547DB1L,0xF12E537FL,1L},{9L,0xB4D7EB94L,0x093A9E6AL,(-7L),0x093A9E6AL,0xB4D7EB94L}},{{0xB8547DB1L,1L,0xB75BFF69L,0xD821016FL,0x0F5AD6D8L,0xA60627C3L},{(-1L),2L,1L,0x6C6321B7L,0x147E7156L,(-1L)},{(-1L),2L,0x9B0CA8BFL,0L,0x0F5AD6D8L,0L},{0L,1L,0L,0L,0x093A9E6AL,0x7C706E16L},{(-1L),0xB4D7EB94L,0L,0x925F650AL,0xF12E537FL,(-6L)},{0x6C6321B7L,0x0F5AD6D8L,0x32777201L,1L,0x17882208L,0xF12E537FL},{(-1L),0xF12E537FL,0xEFDA4703L,2L,1L,0x147E7156L}},{{0L,2L,0xB8547DB1L,1L,1L,0L},{0x2A2FED6AL,1L,0x9A7674EDL,0xB8547DB1L,0xB8547DB1L,0x9A7674EDL},{6L,6L,0x6C6321B7L,0x5679C8CDL,0xF12E537FL,(-1L)},{0L,0x0E1CF879L,0xB75BFF69L,(-7L),0xA70D3E6BL,0x6C6321B7L},{0x767FFA0FL,0L,0xB75BFF69L,2L,6L,(-1L)},{0x9A7674EDL,2L,0x6C6321B7L,(-1L),1L,0x9A7674EDL},{(-1L),1L,0x9A7674EDL,0x2FCB1B8DL,0x4DC31F4BL,0L}}};
int32_t*l_925[3];
int i,j,k;
for(i=0;i<3;i++)
l_925[i]= &l_868[1][2];
if(p_6)
{
int32_t*l_872= &g_104;
(*l_872)=(p_6,p_6);
}
else
{
int8_t l_891=0x3EL;
int8_t*l_910= &g_204.f0;
int8_t**l_909[4]={(void*)0,(void*)0,(void*)0,(void*)0};
int32_t l_913=0x21CE1013L;
int32_t l_916=(-1L);
int32_t l_917=0x78375089L;
int32_t l_918=(-1L);
int32_t l_921=0xBAFA7C84L;
int i;
for(g_204.f4=0;(g_204.f4<13);g_204.f4=safe_add_func_int32_t_s_s(g_204.f4,7))
{
uint8_t l_877=255UL;
int8_t*l_888= &g_464.f0;
int32_t*l_892[1];
uint8_t*l_900= &g_578[5];
uint8_t**l_899= &l_900;
int i;
for(i=0;i<1;i++)
l_892[i]= &g_447[2][2][0];
for(g_160.f2=11;(g_160.f2<=43);g_160.f2=safe_add_func_int32_t_s_s(g_160.f2,2))
{
uint8_t**l_902= &l_900;
uint8_t***l_901[2];
int32_t l_912=6L;
int32_t l_914=0xEDD6529EL;
int32_t l_915=(-1L);
int32_t l_919=(-5L);
int32_t l_920=8L;
int i;
}
}
}
l_868[1][2]=0x70A0BBB7L;
}
for(g_57.f1=0;(g_57.f1<=45);++g_57.f1)
{
const uint32_t l_931=0x5761DF6AL;
int32_t l_938[4];
uint8_t l_996=0xF3L;
const int8_t**l_1035=(void*)0;
int32_t l_1060=0x23BB79F9L;
const uint16_t l_1061=0x5C01L;
union U0*l_1065= &g_928;
union U1*****l_1117= &l_932;
int8_t***l_1152[10]={&g_282,&g_282,&g_282,(void*)0,&g_282,&g_282,&g_282,&g_282,&g_282,&g_282};
int32_t*l_1192= &g_312[0];
int32_t**l_1191= &l_1192;
int32_t***l_1190= &l_1191;
int i;
for(i=0;i<4;i++)
l_938[i]=1L;
}
return&g_447[2][2][0];
}
static uint16_t func_12(int32_t p_13)
{
union U0*l_840[1];
union U0*l_841[5][4][10]={{{&g_579,&g_579,&g_160,&g_160,&g_579,&g_160,&g_160,&g_579,&g_579,&g_160},{&g_160,&g_160,&g_160,&g_579,&g_579,&g_160,&g_160,&g_160,&g_579,&g_160},{&g_579,&g_160,(void*)0,&g_579,&g_160,(void*)0,&g_579,&g_579,&g_579,&g_579},{&g_160,&g_160,&g_160,&g_160,&g_160,&g_160,&g_579,&g_160,&g_160,&g_579}},{{&g_160,&g_160,&g_160,&g_160,&g_160,&g_579,&g_579,&g_579,&g_579,&g_160},{&g_160,&g_160,(void*)0,&g_160,&g_579,&g_160,&g_160,&g_160,&g_579,&g_160},{&g_160,&g_160,&g_160,&g_579,&g_160,(void*)0,&g_160,&g_160,&g_160,&g_579},{&g_579,&g_579,&g_579,&g_160,&g_160,&g_160,&g_160,&g_160,&g_579,&g_579}},{{&g_160,&g_579,&g_160,&g_160,&g_160,&g_160,&g_160,&g_160,&g_579,&g_160},{&g_579,&g_579,(void*)0,&g_160,&g_579,(void*)0,&g_160,&g_579,&g_160,&g_160},{&g_160,&g_160,&g_160,&g_579,&g_579,&g_160,&g_160,&g_160,&g_579,&g_160},{&g_579,&g_160,&g_160,&g_579,&g_160,&g_160,&g_579,&g_579,&g_160,&g_579}},{{&g_160,&g_160,(void*)0,&g_160,&g_160,&g_160,&g_579,&g_160,(void*)0,&g_579},{&g_160,&g_160,&g_160,&g_160,&g_160,&g_579,&g_579,&g_579,&g_579,&g_160},{&g_160,&g_160,&g_160,&g_160,&g_579,&g_579,&g_160,&g_160,(void*)0,&g_160},{&g_160,&g_160,&g_160,&g_579,&g_160,&g_579,&g_160,&g_160,(void*)0,&g_579}},{{&g_579,&g_579,&g_579,&g_160,&g_160,&g_160,&g_160,&g_160,&g_579,&g_579},{&g_160,&g_579,&g_579,&g_160,&g_160,&g_579,&g_160,&g_160,(void*)0,&g_160},{&g_579,&g_579,&g_579,&g_160,&g_160,&g_160,&g_579,&g_579,&g_579,&g_579},{&g_160,(void*)0,&g_579,&g_579,&g_579,&g_579,(void*)0,&g_160,&g_579,(void*)0}}};
int32_t l_842=(-1L);
int32_t l_852=1L;
int32_t**l_853= &g_219;
int32_t*l_855= &l_852;
int32_t**l_854= &l_855;
const union U0*l_856= &g_857;
uint16_t*l_858= &g_204.f4;
int8_t*l_859= &g_321.f0;
int32_t*l_860=(void*)0;
int32_t*l_861= &g_447[2][2][0];
int32_t*l_862= &g_104;
union U2*l_863= &g_204;
union U2**l_864=(void*)0;
int i,j,k;
for(i=0;i<1;i++)
l_840[i]= &g_160;
(*l_862)^=((((~((safe_lshift_func_int8_t_s_s((((l_840[0]=l_840[0])==l_841[4][3][8])>(l_842=l_842)),(safe_lshift_func_int8_t_s_u((~(safe_add_func_uint32_t_u_u((0x8565L==(1UL!=((*l_861)=(((*l_859)|=((safe_add_func_int8_t_s_s((((*l_858)=(safe_rshift_func_int8_t_s_u((l_852==(((*l_853)= &l_852)==((*l_854)= &l_852))),((((((((l_856=l_841[4][3][8])==(void*)0)!=p_13)!=0xB9L),0xEECF6DEBL)==0x3EFCA9E7L)|p_13)!=(**g_761)))))>p_13),p_13))|p_13))||p_13)))),g_554.f0))),0))))<=p_13)),2L),0x924E21E5L)||g_57.f2);
(*l_854)=(*g_353);
l_863=l_863;
return p_13;
}
static uint32_t func_14(uint32_t p_15,int8_t p_16)
{
union U1*l_56[10][10]={{&g_84,&g_60,&g_75,&g_64[0][5],&g_58,&g_58,&g_64[0][5],&g_75,&g_60,&g_84},{&g_66,(void*)0,&g_83,&g_69[4],(void*)0,(void*)0,&g_58,&g_67,&g_81,&g_69[4]},{&g_79,(void*)0,&g_57,(void*)0,(void*)0,&g_85,&g_84,&g_89,&g_68,&g_84},{(void*)0,&g_58,&g_63,&g_73[3],&g_58,&g_81,&g_76,&g_78,&g_86,&g_67},{&g_71[0],&g_67,&g_69[4],&g_75,&g_89,&g_75,&g_69[4],&g_67,&g_71[0],&g_81},{(void*)0,&g_73[3],(void*)0,&g_76,&g_87,(void*)0,(void*)0,&g_87,&g_88[0][0],&g_61},{(void*)0,&g_81,&g_75,&g_76,&g_83,&g_63,(void*)0,&g_72[2],&g_71[0],&g_73[3]},{&g_69[4],&g_87,&g_78,&g_75,&g_79,(void*)0,&g_71[0],(void*)0,&g_86,&g_86},{&g_76,(void*)0,&g_80,&g_73[3],&g_73[3],&g_80,(void*)0,&g_76,&g_68,&g_64[0][5]},{&g_84,&g_63,&g_81,(void*)0,&g_69[4],&g_71[0],&g_79,&g_60,&g_81,&g_73[3]}};
uint8_t l_107=0xC4L;
union U1***l_112= &g_100;
int32_t l_141=0x72BC2165L;
int32_t*l_218[5];
int32_t*l_220= &g_104;
int32_t*l_221= &g_104;
int32_t l_222=0L;
int8_t l_223=0x11L;
int8_t*l_234= &l_223;
int8_t**l_233[5];
int16_t*l_239= &g_61.f0;
union U0**l_250[9]={&g_194,&g_194,&g_194,&g_194,&g_194,&g_194,&g_194,&g_194,&g_194};
int16_t***l_251= &g_228;
uint8_t*l_333= &l_107;
uint16_t l_335[5][3][5]={{{0x46AFL,65528UL,0x8377L,0x85AFL,0x8377L},{0x8377L,0x8377L,0x0ADBL,0x85AFL,0x10CAL},{65528UL,0x46AFL,0x46AFL,65528UL,0x8377L}},{{65528UL,0x85AFL,0UL,0UL,0x85AFL},{0x8377L,0x46AFL,0UL,0x0ADBL,0x0ADBL},{0x46AFL,0x8377L,0x46AFL,0UL,0x0ADBL}},{{0x85AFL,65528UL,0x0ADBL,65528UL,0x85AFL},{0x46AFL,65528UL,0x8377L,0x85AFL,0x8377L},{0x8377L,0x8377L,0x0ADBL,0x85AFL,0x10CAL}},{{65528UL,0x46AFL,0x46AFL,65528UL,0x8377L},{65528UL,0x85AFL,0UL,0UL,0x85AFL},{0x8377L,0x46AFL,0UL,0x0ADBL,0x0ADBL}},{{0x46AFL,0x8377L,0x46AFL,0UL,0x0ADBL},{0x85AFL,0x46AFL,0x8377L,0x46AFL,0UL},{0x85AFL,0x46AFL,0x10CAL,0UL,0x10CAL}}};
uint32_t l_386=3UL;
int32_t l_394=0x5B576878L;
int8_t l_404=0x1BL;
uint8_t l_418=0xC3L;
int16_t l_515=0x7C4BL;
uint32_t l_538[6]={0UL,0UL,0UL,0UL,0UL,0UL};
uint16_t l_539=0xF028L;
int16_t l_540=6L;
uint8_t*l_573= &g_160.f0;
int8_t l_617=0xF5L;
int8_t l_634=0xE1L;
uint32_t l_659=18446744073709551610UL;
int16_t****l_678=(void*)0;
uint32_t l_712=0x645224F4L;
uint32_t l_835=18446744073709551611UL;
int i,j,k;
for(i=0;i<5;i++)
l_218[i]=(void*)0;
for(i=0;i<5;i++)
l_233[i]= &l_234;
for(g_33=(-2);(g_33>23);g_33=safe_add_func_int16_t_s_s(g_33,7))
{
union U1*l_98= &g_99[2];
union U1**l_97[4];
int i;
return p_15;
}
if((((0x6D63D46BL<l_107)<=(((safe_sub_func_int16_t_s_s(0x8E03L,(g_73[3].f2,(safe_sub_func_int16_t_s_s(0L,0xB7CFL)))))&&g_61.f0)>(&l_56[5][2]==((*l_112)= &g_101))))&l_107))
{
int8_t l_123=1L;
int32_t l_126=6L;
int32_t*l_131=(void*)0;
union U1***l_143[10]={&g_100,(void*)0,&g_100,&g_100,(void*)0,&g_100,&g_100,(void*)0,&g_100,&g_100};
uint16_t*l_157= &g_23;
uint32_t l_185=1UL;
uint32_t l_187=0x9DED147DL;
union U0*l_190= &g_160;
int32_t**l_217[7];
int8_t*l_231=(void*)0;
int8_t**l_230= &l_231;
int i;
if((safe_lshift_func_int16_t_s_u((((*g_100)=(*g_100))==(void*)0),(safe_sub_func_uint16_t_u_u(((((g_117,g_77.f2)&g_63.f0)>=((-4L)>g_81.f0)),((l_107==((((safe_lshift_func_int8_t_s_s((((1L!=0L)>=0x6A5B839CL),p_16),0))|(*g_106)),0x06L)<=247UL)),g_3.f0)),0x4046L)))))
{
int32_t l_120=0L;
union U1*l_132= &g_79;
uint32_t*l_133= &g_58.f1;
uint32_t*l_134= &g_64[0][5].f1;
uint32_t*l_135= &g_79.f1;
uint32_t*l_136= &g_62.f1;
uint32_t*l_137= &g_60.f1;
uint32_t*l_138= &g_73[3].f1;
uint32_t*l_139= &g_77.f1;
uint32_t*l_140[10];
int32_t*l_142= &g_104;
uint16_t*l_144= &g_23;
int8_t*l_147= &l_123;
uint16_t l_150=0x8397L;
uint32_t l_167=0xDCBB970FL;
int i;
if(((safe_add_func_uint32_t_u_u(((*l_138)=(((*l_147)=l_141)>=((((*l_142)=(safe_add_func_uint32_t_u_u((l_150++),(safe_sub_func_uint16_t_u_u(((((void*)0!=l_157)|l_141)<=((((safe_rshift_func_int8_t_s_u((((g_160,(*l_142))&&((safe_lshift_func_uint16_t_u_u(0UL,(safe_lshift_func_uint16_t_u_s((g_84.f2,l_126),15))))&p_15))<=g_63.f0),g_58.f0))||4L)^255UL)<(*l_142))),(-1L))))))!=l_141)!=g_57.f0))),0L))<0x04L))
{
int16_t*l_180= &g_79.f0;
int32_t l_186=0x470CACEDL;
}
else
{
int8_t**l_199= &l_147;
for(g_60.f1=19;(g_60.f1!=39);g_60.f1=safe_add_func_uint32_t_u_u(g_60.f1,4))
{
return p_15;
}
}
}
else
{
int32_t**l_203= &l_131;
}
if(((g_204,(0x438DL==(0xF7CE25D3L<(0L^((safe_sub_func_uint32_t_u_u((p_16||l_141),(l_222=(safe_mod_func_uint32_t_u_u(g_75.f2,(safe_sub_func_uint16_t_u_u((!(safe_lshift_func_uint8_t_u_u(((safe_unary_minus_func_uint16_t_u(((l_218[3]= &g_104)==(l_221=(l_220=(g_219= &g_104))))))>p_16),g_104))),65527UL)))))))==l_223)))))&p_15))
{
int16_t*l_225= &g_66.f0;
int16_t**l_224= &l_225;
(*l_112)= &g_101;
(*g_227)=l_224;
}
else
{
int8_t***l_232= &l_230;
return p_15;
}
}
else
{
int32_t l_293=0x6C6973A3L;
uint8_t*l_298= &l_107;
union U0*l_306= &g_160;
uint16_t l_327=0xB34DL;
int32_t l_384=0xB0526475L;
int32_t**l_419= &g_219;
uint8_t*l_441[7][2][9]={{{&g_160.f0,&g_160.f0,&l_418,(void*)0,&l_418,&l_418,(void*)0,&l_418,&g_160.f0},{&g_160.f0,&l_418,&l_418,&l_418,&l_418,&l_418,&g_160.f0,&g_160.f0,&g_160.f0}},{{(void*)0,&g_160.f0,&g_160.f0,&g_160.f0,&g_160.f0,&g_160.f0,&g_160.f0,&g_160.f0,(void*)0},{&l_418,&l_418,&l_418,&g_160.f0,&g_160.f0,&g_160.f0,&g_160.f0,&l_418,&g_160.f0}},{{&g_160.f0,&g_160.f0,&g_160.f0,&l_418,&l_418,&g_160.f0,&g_160.f0,&g_160.f0,&l_418},{&l_418,&g_160.f0,&g_160.f0,&g_160.f0,&g_160.f0,&g_160.f0,&g_160.f0,&g_160.f0,&g_160.f0}},{{(void*)0,(void*)0,(void*)0,&g_160.f0,(void*)0,(void*)0,(void*)0,&l_418,&l_418},{&g_160.f0,&l_418,(void*)0,&l_418,&g_160.f0,&g_160.f0,&g_160.f0,&g_160.f0,&g_160.f0}},{{&g_160.f0,(void*)0,&g_160.f0,&g_160.f0,(void*)0,&g_160.f0,&l_418,&l_418,(void*)0},{&g_160.f0,&g_160.f0,&g_160.f0,&g_160.f0,&g_160.f0,&g_160.f0,&g_160.f0,&g_160.f0,&g_160.f0}},{{&g_160.f0,&g_160.f0,(void*)0,&g_160.f0,&g_160.f0,(void*)0,&l_418,&g_160.f0,&g_160.f0},{&l_418,&g_160.f0,&g_160.f0,&g_160.f0,&g_160.f0,&l_418,&g_160.f0,&l_418,&g_160.f0}},{{&l_418,&g_160.f0,&g_160.f0,&l_418,(void*)0,(void*)0,(void*)0,&g_160.f0,&g_160.f0},{&l_418,&l_418,&l_418,&g_160.f0,&g_160.f0,&g_160.f0,&g_160.f0,&g_160.f0,&g_160.f0}}};
int i,j,k;
(*g_219)&=p_15;
if(((*l_221)=(*g_219)))
{
uint16_t l_279[4][1][4]={{{0x6304L,65531UL,0x6304L,65531UL}},{{0x6304L,65531UL,0x6304L,65531UL}},{{0x6304L,65531UL,0x6304L,65531UL}},{{0x6304L,65531UL,0x6304L,65531UL}}};
int32_t l_303=0xEA3B1FCEL;
int32_t*l_311= &g_312[0];
union U1*l_328[7][7]={{&g_63,&g_64[0][2],&g_63,(void*)0,(void*)0,(void*)0,&g_63},{(void*)0,(void*)0,&g_62,(void*)0,(void*)0,&g_62,(void*)0},{(void*)0,(void*)0,&g_63,&g_64[0][2],&g_63,(void*)0,(void*)0},{&g_62,&g_87,&g_62,&g_62,&g_87,&g_62,&g_62},{&g_63,(void*)0,(void*)0,(void*)0,&g_63,&g_64[0][2],&g_63},{&g_87,&g_62,&g_62,&g_87,&g_62,&g_62,&g_87},{&g_72[1],(void*)0,&g_72[1],&g_64[0][5],&g_63,&g_64[0][5],&g_72[1]}};
union U0*l_356=(void*)0;
int32_t**l_400= &g_219;
int i,j,k;
if((safe_mod_func_uint32_t_u_u(g_88[0][0].f2,(safe_add_func_uint8_t_u_u(0xBEL,((void*)0== &g_228))))))
{
return l_279[2][0][2];
}
else
{
int32_t l_285=0L;
uint32_t*l_296=(void*)0;
uint32_t*l_297= &g_3.f1;
uint32_t*l_299= &g_82.f1;
uint16_t*l_300= &g_204.f4;
uint16_t*l_301= &g_204.f4;
uint16_t*l_302= &g_23;
union U0*l_305= &g_160;
uint8_t**l_373= &l_333;
int32_t l_382=(-7L);
int32_t l_383=0x6346030FL;
int32_t l_385[4]={0xD72D5A0CL,0xD72D5A0CL,0xD72D5A0CL,0xD72D5A0CL};
int i;
if((l_285=(((((*l_297)=(safe_unary_minus_func_int32_t_s((*g_106))))!=((void*)0== &g_194))||(l_305==l_306))&&((((safe_add_func_int32_t_s_s((((&g_282==(((p_16==g_70.f2)>g_76.f0),(void*)0)),(void*)0)==l_239),(*g_219))),l_279[2][0][2])>l_293)<=p_15))))
{
int8_t l_313=0x17L;
int16_t***l_344[4]={&g_228,&g_228,&g_228,&g_228};
int i;
for(g_58.f0=0;(g_58.f0<21);g_58.f0=safe_add_func_int16_t_s_s(g_58.f0,8))
{
return p_15;
}
}
else
{
int8_t l_374=0xD0L;
int16_t l_381[6];
int i;
for(g_78.f1=0;(g_78.f1>14);g_78.f1=safe_add_func_int16_t_s_s(g_78.f1,7))
{
l_305=l_356;
}
if(((safe_lshift_func_int16_t_s_u((safe_mod_func_uint32_t_u_u((safe_rshift_func_uint8_t_u_u((safe_rshift_func_uint8_t_u_s((*l_221),(l_382|=(p_16=(safe_mod_func_uint8_t_u_u((((&g_219==(void*)0)|(((g_379[2][0]=((+(safe_sub_func_uint16_t_u_u((p_16==(((safe_mod_func_int32_t_s_s((l_285=(safe_unary_minus_func_int32_t_s(((void*)0!=l_373)))),((l_374>(safe_mod_func_uint16_t_u_u(((1L!=((*l_234)=(safe_sub_func_uint32_t_u_u(g_99[2].f0,0xD294ABA5L))))>p_16),p_16)))^l_374))),p_15),1UL)),(*l_220)))),(void*)0))==l_298),(-1L)))>=0xB07DDFBFL),l_381[5])))))),0)),(**g_353))),6))<(-4L)))
{
}
else
{
}
}
}
}
else
{
uint32_t l_417=8UL;
int32_t l_420=0xC2AD42A9L;
l_420^=(~(safe_mod_func_uint16_t_u_u((((((p_16=(((p_16||(((l_404,((+((*g_194),(((*g_229)=(l_384=p_16))&&(safe_rshift_func_uint8_t_u_u(((((safe_rshift_func_int16_t_s_u((+(*l_221)),3))|((*l_333)=((g_411[6][3][2],(((safe_sub_func_int8_t_s_s(((*l_234)|=(safe_add_func_uint32_t_u_u(3UL,p_16))),p_15))||p_15),l_384))||g_416)))==l_417)^(*g_219)),p_15))))),(***g_227)))==l_418)|8L)),(**g_353))&&0xAE49ED9AL)),(void*)0)==l_419)||3UL)!=1L),p_15)));
}
if((safe_lshift_func_int8_t_s_u((safe_sub_func_uint16_t_u_u(1UL,(safe_unary_minus_func_int16_t_s(((safe_lshift_func_int16_t_s_s((g_428,((**g_392),(p_16||((((g_78.f2^((*g_229)&(**g_228)))&&(safe_rshift_func_uint8_t_u_u((g_160.f0&=(l_384=(((*l_298)&=(((safe_sub_func_uint16_t_u_u((safe_mod_func_uint16_t_u_u((safe_lshift_func_uint16_t_u_u(((safe_rshift_func_int8_t_s_s(p_16,4))<=(safe_add_func_int32_t_s_s((((((4294967295UL>(*g_106))|p_15)==0xE3L)&(*l_221))&&p_16),9UL))),p_15)),p_15)),65530UL))&&(*g_229))&&0x21L))!=0x99L))),(*l_221))))>=1L)||0xEAE1L)))),(**g_228)))<p_15))))),p_16)))
{
int16_t l_446=0xCB9CL;
int32_t l_448=(-2L);
int32_t l_449[6];
uint16_t l_450=1UL;
int i;
for(i=0;i<6;i++)
l_449[i]=0xB7022CB9L;
l_450--;
}
else
{
int16_t*l_454= &g_85.f0;
int32_t**l_468= &g_219;
int32_t l_495=9L;
if((0xE836L==(0x41D29F5DL|p_16)))
{
uint8_t l_455=6UL;
int32_t**l_470= &l_221;
int16_t l_484=1L;
l_455|=p_16;
}
else
{
uint8_t l_488[1];
int16_t***l_491=(void*)0;
int i;
for(g_86.f1=0;(g_86.f1<=18);g_86.f1=safe_add_func_uint32_t_u_u(g_86.f1,1))
{
int16_t****l_492[10];
int i;
for(i=0;i<10;i++)
l_492[i]= &l_491;
}
return p_15;
}
}
}
for(g_160.f1=0;(g_160.f1<=52);g_160.f1=safe_add_func_int8_t_s_s(g_160.f1,7))
{
uint32_t l_506[7][10][3]={{{0xF86BD7AFL,0x39566D86L,0UL},{4294967295UL,0xCD308265L,0xD5244CB1L},{0UL,3UL,0xC29167D5L},{3UL,0xCD308265L,0x1D502BB4L},{0x12B3CD86L,0x39566D86L,0x12B3CD86L},{0xCD308265L,0xB2FFAFC6L,0x12B3CD86L},{4294967295UL,0xD4B4F283L,0x1D502BB4L},{0x1D502BB4L,0x12B3CD86L,0xC29167D5L},{0xB2FFAFC6L,0x89C57FDEL,0xD5244CB1L},{0x1D502BB4L,7UL,0UL}},{{4294967295UL,4294967295UL,0x39566D86L},{0xCD308265L,4294967295UL,0xD4B4F283L},{0x12B3CD86L,7UL,4294967295UL},{3UL,0x89C57FDEL,0x166D391CL},{0UL,0x12B3CD86L,4294967295UL},{4294967295UL,0xD4B4F283L,0xD4B4F283L},{0xF86BD7AFL,0xB2FFAFC6L,0x39566D86L},{0xF86BD7AFL,0x39566D86L,0UL},{4294967295UL,0xCD308265L,0xD5244CB1L},{0UL,3UL,0xC29167D5L}},{{3UL,0xCD308265L,0x1D502BB4L},{0x12B3CD86L,0x39566D86L,0x12B3CD86L},{0xCD308265L,0xB2FFAFC6L,0x12B3CD86L},{4294967295UL,0xD4B4F283L,0x1D502BB4L},{0x1D502BB4L,0x12B3CD86L,0xC29167D5L},{0xB2FFAFC6L,0x89C57FDEL,0xD5244CB1L},{0x1D502BB4L,7UL,0UL},{4294967295UL,4294967295UL,0x39566D86L},{0xCD308265L,4294967295UL,0xD4B4F283L},{0x12B3CD86L,7UL,4294967295UL}},{{3UL,0x89C57FDEL,0x166D391CL},{0UL,0x12B3CD86L,4294967295UL},{4294967295UL,0xD4B4F283L,0xD4B4F283L},{0xF86BD7AFL,0xB2FFAFC6L,0x39566D86L},{0xF86BD7AFL,0x39566D86L,0UL},{4294967295UL,0xCD308265L,0xD5244CB1L},{0UL,3UL,0xC29167D5L},{3UL,0xCD308265L,0x1D502BB4L},{0x12B3CD86L,0x39566D86L,0x12B3CD86L},{0xCD308265L,0xB2FFAFC6L,0x12B3CD86L}},{{4294967295UL,0xD4B4F283L,0x1D502BB4L},{0x1D502BB4L,0x12B3CD86L,0xC29167D5L},{0xB2FFAFC6L,0x89C57FDEL,0xD5244CB1L},{0x1D502BB4L,7UL,0UL},{4294967295UL,4294967295UL,0x39566D86L},{0xCD308265L,4294967295UL,0xD4B4F283L},{0x12B3CD86L,7UL,4294967295UL},{3UL,0x89C57FDEL,0x166D391CL},{0UL,0x12B3CD86L,4294967295UL},{4294967295UL,0xD4B4F283L,0xD4B4F283L}},{{0xF86BD7AFL,0xB2FFAFC6L,0x39566D86L},{0xF86BD7AFL,0x39566D86L,0xB2FFAFC6L},{0xF86BD7AFL,0xD4B4F283L,0xCD308265L},{0xB2FFAFC6L,7UL,0x166D391CL},{7UL,0xD4B4F283L,0x12B3CD86L},{0x4D4D3A37L,0x89C57FDEL,0x4D4D3A37L},{0xD4B4F283L,4294967295UL,0x4D4D3A37L},{0UL,0xC29167D5L,0x12B3CD86L},{0x12B3CD86L,0x4D4D3A37L,0x166D391CL},{4294967295UL,3UL,0xCD308265L}},{{0x12B3CD86L,4294967295UL,0xB2FFAFC6L},{0UL,0UL,0x89C57FDEL},{0xD4B4F283L,0UL,0xC29167D5L},{0x4D4D3A37L,4294967295UL,0UL},{7UL,3UL,0x1D502BB4L},{0xB2FFAFC6L,0x4D4D3A37L,0UL},{0xF86BD7AFL,0xC29167D5L,0xC29167D5L},{0xD5244CB1L,4294967295UL,0x89C57FDEL},{0xD5244CB1L,0x89C57FDEL,0xB2FFAFC6L},{0xF86BD7AFL,0xD4B4F283L,0xCD308265L}}};
int32_t l_508=1L;
int32_t l_510=0L;
int32_t l_511=(-7L);
int32_t l_512=0L;
int32_t l_513=(-1L);
int16_t l_516=(-6L);
int32_t l_517=0xD76E5FCFL;
int32_t l_518=1L;
int32_t l_519[5][2][6]={{{0L,(-1L),0x2E606FC6L,0x2E606FC6L,(-1L),0L},{0x4D085F9AL,0L,0x2E606FC6L,0L,0x4D085F9AL,0x4D085F9AL}},{{8L,0L,0L,8L,(-1L),8L},{8L,(-1L),8L,0L,0L,8L}},{{0x4D085F9AL,0x4D085F9AL,0L,0x2E606FC6L,0L,0x4D085F9AL},{0L,(-1L),0x2E606FC6L,0x2E606FC6L,(-1L),0L}},{{0x4D085F9AL,0L,0x2E606FC6L,0L,0x4D085F9AL,0x4D085F9AL},{8L,0L,0L,8L,(-1L),8L}},{{8L,(-1L),8L,0L,0L,8L},{0x4D085F9AL,0x4D085F9AL,0L,0x2E606FC6L,0L,0x4D085F9AL}}};
uint16_t l_521=65526UL;
int32_t*l_557= &l_518;
union U1***l_558= &g_100;
uint32_t l_564=0x6BB907DBL;
uint8_t*l_595= &g_579.f0;
int16_t**l_604= &l_239;
const uint32_t l_660=0x9BB2572AL;
int16_t****l_679= &l_251;
union U0*l_684= &g_579;
union U1*l_693= &g_72[0];
uint32_t l_703[6];
union U1****l_741[6];
union U1*****l_740= &l_741[5];
int16_t***l_828[6];
int i,j,k;
for(i=0;i<6;i++)
l_703[i]=7UL;
for(i=0;i<6;i++)
l_741[i]= &l_112;
for(i=0;i<6;i++)
l_828[i]= &g_228;
if(((*l_221)>=((g_104,(safe_add_func_uint16_t_u_u(p_15,(safe_rshift_func_uint8_t_u_u(((**g_392),((-10L)>=((safe_sub_func_int8_t_s_s(p_15,((((safe_rshift_func_uint16_t_u_s(((*l_221)^(0xA2FAL&l_506[0][0][0])),14))|g_3.f2)<l_506[0][6][0])==255UL))),g_80.f0))),3)))))>=(*l_220))))
{
uint16_t l_507=0x0189L;
int32_t l_509[1][6][4]={{{0xE51C51A6L,0x0C3C4F43L,0x0C3C4F43L,0xE51C51A6L},{0xE51C51A6L,0x0C3C4F43L,0x0C3C4F43L,0xE51C51A6L},{0xE51C51A6L,0x0C3C4F43L,0x0C3C4F43L,0xE51C51A6L},{0xE51C51A6L,0x0C3C4F43L,0x0C3C4F43L,0xE51C51A6L},{0xE51C51A6L,0x0C3C4F43L,0x0C3C4F43L,0xE51C51A6L},{0xE51C51A6L,0x0C3C4F43L,0x0C3C4F43L,0xE51C51A6L}}};
int i,j,k;
}
else
{
const uint8_t l_541=0x58L;
union U1***l_563= &g_100;
int8_t l_577=(-3L);
uint32_t l_582=18446744073709551615UL;
uint8_t**l_590= &l_573;
uint16_t*l_591= &g_160.f1;
int32_t l_592=0x3F06F65CL;
const union U1*l_601= &g_602[5][0][3];
const union U1**l_600= &l_601;
int32_t l_620=0x9145710DL;
int32_t l_632=1L;
int32_t l_633=0x10F1BC01L;
int32_t l_635=(-3L);
int32_t l_636=0x058A2C89L;
int32_t l_637=0x44E59862L;
int32_t l_638[10];
uint8_t l_639=249UL;
uint32_t l_696=0xD3392C1CL;
uint8_t l_791=9UL;
uint32_t l_821=0x0C1ACE82L;
const int16_t*l_831=(void*)0;
const int16_t**l_830= &l_831;
const int16_t***l_829= &l_830;
const int16_t****l_832= &l_829;
union U2***l_836[1];
int i;
for(i=0;i<10;i++)
l_638[i]=3L;
for(i=0;i<1;i++)
l_836[i]=(void*)0;
if(l_541)
{
int32_t**l_544[9]={&l_218[3],&l_218[3],&l_218[3],&l_218[3],&l_218[3],&l_218[3],&l_218[3],&l_218[3],&l_218[3]};
union U1*l_553= &g_554;
uint16_t*l_587= &l_539;
const union U1*l_598[10];
const union U1**l_597= &l_598[2];
int i;
for(i=0;i<10;i++)
l_598[i]= &g_81;
if(p_16)
{
for(g_3.f0=(-28);(g_3.f0<=21);g_3.f0=safe_add_func_int16_t_s_s(g_3.f0,5))
{
uint16_t*l_545= &g_266[1];
uint16_t*l_546= &l_335[2][2][0];
int32_t l_552[5];
union U1**l_555= &g_101;
union U1*l_556=(void*)0;
int i;
}
}
else
{
union U1*l_583[7][8]={{(void*)0,&g_59[0][0],(void*)0,&g_59[0][0],(void*)0,&g_59[0][0],(void*)0,&g_59[0][0]},{(void*)0,&g_59[0][0],(void*)0,&g_59[0][0],(void*)0,&g_59[0][0],(void*)0,&g_59[0][0]},{(void*)0,&g_59[0][0],(void*)0,&g_59[0][0],(void*)0,&g_59[0][0],(void*)0,&g_59[0][0]},{(void*)0,&g_59[0][0],(void*)0,&g_59[0][0],(void*)0,&g_59[0][0],(void*)0,&g_59[0][0]},{(void*)0,&g_59[0][0],(void*)0,&g_59[0][0],(void*)0,&g_59[0][0],(void*)0,&g_59[0][0]},{(void*)0,&g_59[0][0],(void*)0,&g_59[0][0],(void*)0,&g_59[0][0],(void*)0,&g_59[0][0]},{(void*)0,&g_59[0][0],(void*)0,&g_59[0][0],(void*)0,&g_59[0][0],(void*)0,&g_59[0][0]}};
int i,j;
if((*g_106))
{
union U1****l_562[5][1];
int i,j;
for(i=0;i<5;i++)
{
}
}
else
{
(*l_221)^=(0x7BC4216EL>=((((*l_333)=((((safe_mod_func_uint16_t_u_u(((safe_rshift_func_uint8_t_u_u((safe_lshift_func_uint16_t_u_s(((p_15<=((l_573== &l_541)||(((void*)0!= &g_380)||((+(safe_rshift_func_int16_t_s_u((g_62.f2>=g_72[2].f0),(l_577||g_578[3]))))>p_15))))<p_15),1)),6))<=0xD5C51F3EL),p_15)),g_579),p_16)!=1L))>255UL)>(*l_557)));
if((*g_106))
break;
}
for(g_579.f2=20;(g_579.f2==19);g_579.f2=safe_sub_func_int16_t_s_s(g_579.f2,1))
{
return l_582;
}
}
for(l_515=21;(l_515>=29);l_515=safe_add_func_int8_t_s_s(l_515,2))
{
union U1**l_596= &l_56[5][2];
const union U1***l_599=(void*)0;
int8_t***l_614= &g_282;
int32_t l_618=(-1L);
for(g_66.f0=21;(g_66.f0>(-11));g_66.f0=safe_sub_func_uint32_t_u_u(g_66.f0,3))
{
return l_541;
}
}
}
else
{
int32_t l_619[8][9][3]={{{0L,0x55358F54L,0x3BEE438AL},{(-1L),0xB657440FL,0xB657440FL},{0x07BFAE4FL,0xF75CD74CL,0x4AE0E502L},{(-1L),(-7L),3L},{0L,0x50610CF3L,0xE248BEA3L},{0x6DAC3327L,0x85C74063L,0xB657440FL},{0x364496EBL,0x50610CF3L,0x07BFAE4FL},{0x10BF69F7L,(-7L),0x6A1F93C3L},{0xF3DBA8E3L,0xF75CD74CL,0xF3DBA8E3L}},{{0x6DAC3327L,0xB657440FL,0x6A1F93C3L},{9L,0x55358F54L,0x07BFAE4FL},{(-1L),0x10BF69F7L,0xB657440FL},{0x3BEE438AL,0xF75CD74CL,0xE248BEA3L},{(-1L),0x2AEA2AEAL,3L},{9L,0x50610CF3L,0x4AE0E502L},{0x6DAC3327L,0x6DAC3327L,0xB657440FL},{0xF3DBA8E3L,0x50610CF3L,0x3BEE438AL},{0x10BF69F7L,0x2AEA2AEAL,0x6A1F93C3L}},{{0x364496EBL,0xF75CD74CL,0x364496EBL},{0x6DAC3327L,0x10BF69F7L,0x6A1F93C3L},{0L,0x55358F54L,0x3BEE438AL},{(-1L),0xB657440FL,0xB657440FL},{0x07BFAE4FL,0xF75CD74CL,0x4AE0E502L},{(-1L),(-7L),3L},{0L,0x50610CF3L,0xE248BEA3L},{0x6DAC3327L,0x85C74063L,0xB657440FL},{0x364496EBL,0x50610CF3L,0x07BFAE4FL}},{{0x10BF69F7L,(-7L),0x6A1F93C3L},{0xF3DBA8E3L,0xF75CD74CL,0xF3DBA8E3L},{0x6DAC3327L,0xB657440FL,0x6A1F93C3L},{9L,0x55358F54L,0x07BFAE4FL},{(-1L),0x10BF69F7L,0xB657440FL},{0x3BEE438AL,0xF75CD74CL,0xE248BEA3L},{(-1L),0x2AEA2AEAL,3L},{9L,0x50610CF3L,0x4AE0E502L},{0x6DAC3327L,0x6DAC3327L,0xB657440FL}},{{0xF3DBA8E3L,0x50610CF3L,0x3BEE438AL},{0x10BF69F7L,0x2AEA2AEAL,0x6A1F93C3L},{0x364496EBL,0xF75CD74CL,0x364496EBL},{0x6DAC3327L,0x10BF69F7L,0x6A1F93C3L},{0L,0x55358F54L,0x3BEE438AL},{(-1L),0xB657440FL,0xB657440FL},{0x07BFAE4FL,0xF75CD74CL,0x4AE0E502L},{(-1L),(-7L),3L},{0L,0x50610CF3L,0xE248BEA3L}},{{0x6DAC3327L,0x85C74063L,0xB657440FL},{0x364496EBL,0x50610CF3L,0x07BFAE4FL},{0x10BF69F7L,(-7L),0x6A1F93C3L},{0xF3DBA8E3L,0xF75CD74CL,0xF3DBA8E3L},{0x6DAC3327L,0xB657440FL,0x6A1F93C3L},{9L,0x55358F54L,0x07BFAE4FL},{(-1L),0x10BF69F7L,0xB657440FL},{0x3BEE438AL,0xF75CD74CL,0xE248BEA3L},{(-1L),0x2AEA2AEAL,3L}},{{9L,0x50610CF3L,0x4AE0E502L},{0x6DAC3327L,0x6DAC3327L,0xB657440FL},{0xF3DBA8E3L,0x50610CF3L,0x3BEE438AL},{0x10BF69F7L,0x2AEA2AEAL,0x6A1F93C3L},{0x364496EBL,0xF75CD74CL,0x364496EBL},{0x6DAC3327L,(-1L),0x2AEA2AEAL},{0x3BEE438AL,0x50610CF3L,0xF3DBA8E3L},{0x1E364A69L,3L,3L},{0x364496EBL,0x55358F54L,(-4L)}},{{0x1E364A69L,0x6DAC3327L,0x6A1F93C3L},{0x3BEE438AL,(-1L),0xCA4000A8L},{0x10BF69F7L,0xB657440FL,3L},{0x4AE0E502L,(-1L),0x364496EBL},{(-1L),0x6DAC3327L,0x2AEA2AEAL},{0xE248BEA3L,0x55358F54L,0xE248BEA3L},{0x10BF69F7L,3L,0x2AEA2AEAL},{0x07BFAE4FL,0x50610CF3L,0x364496EBL},{0x1E364A69L,(-1L),3L}}};
uint32_t*l_631[6][6]={{&l_506[5][2][0],&l_506[5][2][0],&l_506[5][2][0],&l_506[5][2][0],&l_506[5][2][0],&l_506[5][2][0]},{&l_506[5][2][0],&l_506[5][2][0],&l_506[5][2][0],&l_506[5][2][0],&l_506[5][2][0],&l_506[5][2][0]},{&l_506[5][2][0],&l_506[5][2][0],&l_506[5][2][0],&l_506[5][2][0],&l_506[5][2][0],&l_506[5][2][0]},{&l_506[5][2][0],&l_506[5][2][0],&l_506[5][2][0],&l_506[5][2][0],&l_506[5][2][0],&l_506[5][2][0]},{&l_506[5][2][0],&l_506[5][2][0],&l_506[5][2][0],&l_506[5][2][0],&l_506[5][2][0],&l_506[5][2][0]},{&l_506[5][2][0],&l_506[5][2][0],&l_506[5][2][0],&l_506[5][2][0],&l_506[5][2][0],&l_506[5][2][0]}};
union U1*l_692[8];
int32_t l_728=0L;
int32_t l_792=(-1L);
union U2**l_817= &g_393;
uint32_t l_820=7UL;
int i,j,k;
if(((safe_unary_minus_func_uint16_t_u(0x7089L))>(safe_mod_func_uint8_t_u_u((*g_334),((safe_add_func_int8_t_s_s((p_15^(safe_sub_func_int16_t_s_s((((((((l_639++)==(((safe_lshift_func_int16_t_s_s((safe_add_func_int32_t_s_s(p_15,((safe_rshift_func_int8_t_s_u((+((safe_sub_func_uint8_t_u_u(((safe_rshift_func_int16_t_s_u(((((safe_lshift_func_int8_t_s_s(((*l_234)^=(safe_lshift_func_uint8_t_u_u(((safe_sub_func_int16_t_s_s(l_659,65535UL)),((l_637|(g_87.f0,((((((*l_557)=(l_660|p_15))!=p_15),l_558)!=(void*)0)<(*g_229))))>=l_516)),p_16))),2)),g_75.f0),0xF7L)|p_15),12))&1L),(-1L)))||p_16)),7))!=p_16))),p_16)),p_15),p_15))&&l_619[5][4][1])<=g_380)&&p_16)&&0x17L)>l_619[4][5][2]),0x8DDAL))),g_453.f0)),(*l_221))))))
{
uint32_t l_663=0xD221CF66L;
int32_t l_694=(-1L);
if(p_15)
{
union U1****l_669= &l_112;
union U1*****l_668= &l_669;
int32_t l_691=1L;
uint32_t*l_695= &l_659;
}
else
{
uint16_t l_711=0xB931L;
int8_t l_721=0x53L;
uint16_t*l_722=(void*)0;
uint16_t*l_723= &g_204.f4;
uint16_t*l_724= &g_266[1];
int32_t**l_725=(void*)0;
return l_663;
}
}
else
{
uint32_t l_730=0x34AAA586L;
union U1*****l_742= &l_741[0];
uint8_t l_757=1UL;
for(g_70.f1=0;(g_70.f1==26);g_70.f1=safe_add_func_int8_t_s_s(g_70.f1,5))
{
uint32_t l_756=18446744073709551615UL;
uint8_t***l_759[9];
uint8_t****l_758[3];
int i;
return g_23;
}
}
}
}
}
return p_15;
}
int main(void)
{
int i,j,k;
int print_hash_value=0;
platform_main_begin();
crc32_gentab();
func_1();
transparent_crc(g_3.f2,"g_3.f2",print_hash_value);
transparent_crc(g_23,"g_23",print_hash_value);
transparent_crc(g_33,"g_33",print_hash_value);
for(i=0;i<7;i++)
{
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_49.f0,"g_49.f0",print_hash_value);
transparent_crc(g_49.f4,"g_49.f4",print_hash_value);
transparent_crc(g_57.f0,"g_57.f0",print_hash_value);
transparent_crc(g_57.f2,"g_57.f2",print_hash_value);
transparent_crc(g_58.f0,"g_58.f0",print_hash_value);
transparent_crc(g_58.f2,"g_58.f2",print_hash_value);
for(i=0;i<3;i++)
{
for(j=0;j<10;j++)
{
transparent_crc(g_59[i][j].f0,"g_59[i][j].f0",print_hash_value);
transparent_crc(g_59[i][j].f2,"g_59[i][j].f2",print_hash_value);
if(print_hash_value)printf("index = [%d][%d]\n",i,j);
}
}
transparent_crc(g_60.f0,"g_60.f0",print_hash_value);
transparent_crc(g_60.f2,"g_60.f2",print_hash_value);
transparent_crc(g_61.f0,"g_61.f0",print_hash_value);
transparent_crc(g_61.f2,"g_61.f2",print_hash_value);
transparent_crc(g_62.f0,"g_62.f0",print_hash_value);
transparent_crc(g_63.f0,"g_63.f0",print_hash_value);
transparent_crc(g_63.f2,"g_63.f2",print_hash_value);
for(i=0;i<1;i++)
{
for(j=0;j<7;j++)
{
transparent_crc(g_64[i][j].f0,"g_64[i][j].f0",print_hash_value);
transparent_crc(g_64[i][j].f2,"g_64[i][j].f2",print_hash_value);
if(print_hash_value)printf("index = [%d][%d]\n",i,j);
}
}
transparent_crc(g_65.f0,"g_65.f0",print_hash_value);
transparent_crc(g_65.f2,"g_65.f2",print_hash_value);
transparent_crc(g_66.f2,"g_66.f2",print_hash_value);
transparent_crc(g_67.f0,"g_67.f0",print_hash_value);
transparent_crc(g_67.f2,"g_67.f2",print_hash_value);
transparent_crc(g_68.f0,"g_68.f0",print_hash_value);
for(i=0;i<9;i++)
{
transparent_crc(g_69[i].f0,"g_69[i].f0",print_hash_value);
transparent_crc(g_69[i].f2,"g_69[i].f2",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_70.f2,"g_70.f2",print_hash_value);
for(i=0;i<1;i++)
{
transparent_crc(g_71[i].f0,"g_71[i].f0",print_hash_value);
}
for(i=0;i<5;i++)
{
transparent_crc(g_72[i].f0,"g_72[i].f0",print_hash_value);
transparent_crc(g_72[i].f2,"g_72[i].f2",print_hash_value);
}
for(i=0;i<5;i++)
{
transparent_crc(g_73[i].f0,"g_73[i].f0",print_hash_value);
transparent_crc(g_73[i].f2,"g_73[i].f2",print_hash_value);
}
transparent_crc(g_74.f0,"g_74.f0",print_hash_value);
transparent_crc(g_74.f2,"g_74.f2",print_hash_value);
transparent_crc(g_75.f2,"g_75.f2",print_hash_value);
transparent_crc(g_76.f0,"g_76.f0",print_hash_value);
transparent_crc(g_76.f2,"g_76.f2",print_hash_value);
transparent_crc(g_77.f0,"g_77.f0",print_hash_value);
transparent_crc(g_77.f2,"g_77.f2",print_hash_value);
transparent_crc(g_78.f2,"g_78.f2",print_hash_value);
transparent_crc(g_79.f0,"g_79.f0",print_hash_value);
transparent_crc(g_79.f2,"g_79.f2",print_hash_value);
transparent_crc(g_80.f0,"g_80.f0",print_hash_value);
transparent_crc(g_80.f2,"g_80.f2",print_hash_value);
transparent_crc(g_81.f2,"g_81.f2",print_hash_value);
transparent_crc(g_82.f0,"g_82.f0",print_hash_value);
transparent_crc(g_82.f2,"g_82.f2",print_hash_value);
transparent_crc(g_83.f2,"g_83.f2",print_hash_value);
transparent_crc(g_84.f0,"g_84.f0",print_hash_value);
transparent_crc(g_84.f2,"g_84.f2",print_hash_value);
transparent_crc(g_85.f0,"g_85.f0",print_hash_value);
transparent_crc(g_85.f2,"g_85.f2",print_hash_value);
transparent_crc(g_86.f0,"g_86.f0",print_hash_value);
transparent_crc(g_86.f2,"g_86.f2",print_hash_value);
transparent_crc(g_87.f0,"g_87.f0",print_hash_value);
for(i=0;i<2;i++)
{
for(j=0;j<2;j++)
{
if(print_hash_value)printf("index = [%d][%d]\n",i,j);
}
}
transparent_crc(g_89.f0,"g_89.f0",print_hash_value);
transparent_crc(g_89.f2,"g_89.f2",print_hash_value);
for(i=0;i<8;i++)
{
transparent_crc(g_91[i].f0,"g_91[i].f0",print_hash_value);
transparent_crc(g_91[i].f2,"g_91[i].f2",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
for(i=0;i<10;i++)
{
transparent_crc(g_99[i].f0,"g_99[i].f0",print_hash_value);
transparent_crc(g_99[i].f2,"g_99[i].f2",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_102.f2,"g_102.f2",print_hash_value);
transparent_crc(g_104,"g_104",print_hash_value);
transparent_crc(g_117.f0,"g_117.f0",print_hash_value);
transparent_crc(g_117.f2,"g_117.f2",print_hash_value);
transparent_crc(g_160.f0,"g_160.f0",print_hash_value);
transparent_crc(g_204.f0,"g_204.f0",print_hash_value);
transparent_crc(g_204.f1,"g_204.f1",print_hash_value);
transparent_crc(g_204.f3,"g_204.f3",print_hash_value);
transparent_crc(g_235.f0,"g_235.f0",print_hash_value);
transparent_crc(g_235.f2,"g_235.f2",print_hash_value);
for(i=0;i<3;i++)
{
transparent_crc(g_266[i],"g_266[i]",print_hash_value);
}
for(i=0;i<8;i++)
{
for(j=0;j<1;j++)
{
for(k=0;k<2;k++)
{
transparent_crc(g_273[i][j][k].f0,"g_273[i][j][k].f0",print_hash_value);
transparent_crc(g_273[i][j][k].f4,"g_273[i][j][k].f4",print_hash_value);
}
}
}
for(i=0;i<1;i++)
{
transparent_crc(g_312[i],"g_312[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_321.f0,"g_321.f0",print_hash_value);
transparent_crc(g_321.f1,"g_321.f1",print_hash_value);
for(i=0;i<10;i++)
{
for(j=0;j<4;j++)
{
transparent_crc(g_340[i][j],"g_340[i][j]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d]\n",i,j);
}
}
transparent_crc(g_351.f0,"g_351.f0",print_hash_value);
transparent_crc(g_351.f2,"g_351.f2",print_hash_value);
transparent_crc(g_380,"g_380",print_hash_value);
for(i=0;i<8;i++)
{
for(j=0;j<9;j++)
{
for(k=0;k<3;k++)
{
transparent_crc(g_411[i][j][k].f0,"g_411[i][j][k].f0",print_hash_value);
transparent_crc(g_411[i][j][k].f2,"g_411[i][j][k].f2",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
transparent_crc(g_416,"g_416",print_hash_value);
transparent_crc(g_428.f0,"g_428.f0",print_hash_value);
transparent_crc(g_428.f2,"g_428.f2",print_hash_value);
for(i=0;i<4;i++)
{
for(j=0;j<6;j++)
{
for(k=0;k<1;k++)
{
transparent_crc(g_447[i][j][k],"g_447[i][j][k]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
transparent_crc(g_453.f0,"g_453.f0",print_hash_value);
transparent_crc(g_453.f2,"g_453.f2",print_hash_value);
transparent_crc(g_464.f0,"g_464.f0",print_hash_value);
transparent_crc(g_464.f1,"g_464.f1",print_hash_value);
transparent_crc(g_514,"g_514",print_hash_value);
transparent_crc(g_520,"g_520",print_hash_value);
transparent_crc(g_554.f0,"g_554.f0",print_hash_value);
transparent_crc(g_554.f2,"g_554.f2",print_hash_value);
for(i=0;i<7;i++)
{
transparent_crc(g_578[i],"g_578[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_579.f0,"g_579.f0",print_hash_value);
transparent_crc(g_579.f4,"g_579.f4",print_hash_value);
transparent_crc(g_584.f0,"g_584.f0",print_hash_value);
transparent_crc(g_584.f4,"g_584.f4",print_hash_value);
for(i=0;i<8;i++)
{
for(j=0;j<1;j++)
{
for(k=0;k<6;k++)
{
transparent_crc(g_602[i][j][k].f0,"g_602[i][j][k].f0",print_hash_value);
transparent_crc(g_602[i][j][k].f2,"g_602[i][j][k].f2",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
for(i=0;i<5;i++)
{
for(j=0;j<8;j++)
{
transparent_crc(g_603[i][j].f0,"g_603[i][j].f0",print_hash_value);
transparent_crc(g_603[i][j].f1,"g_603[i][j].f1",print_hash_value);
if(print_hash_value)printf("index = [%d][%d]\n",i,j);
}
}
transparent_crc(g_743,"g_743",print_hash_value);
for(i=0;i<2;i++)
{
transparent_crc(g_769[i],"g_769[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_794.f0,"g_794.f0",print_hash_value);
transparent_crc(g_794.f1,"g_794.f1",print_hash_value);
transparent_crc(g_804.f0,"g_804.f0",print_hash_value);
transparent_crc(g_804.f4,"g_804.f4",print_hash_value);
transparent_crc(g_857.f0,"g_857.f0",print_hash_value);
transparent_crc(g_857.f4,"g_857.f4",print_hash_value);
transparent_crc(g_878.f0,"g_878.f0",print_hash_value);
transparent_crc(g_878.f2,"g_878.f2",print_hash_value);
for(i=0;i<8;i++)
{
for(j=0;j<9;j++)
{
for(k=0;k<3;k++)
{
transparent_crc(g_898[i][j][k].f0,"g_898[i][j][k].f0",print_hash_value);
transparent_crc(g_898[i][j][k].f4,"g_898[i][j][k].f4",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
transparent_crc(g_928.f0,"g_928.f0",print_hash_value);
transparent_crc(g_928.f4,"g_928.f4",print_hash_value);
for(i=0;i<8;i++)
{
for(j=0;j<2;j++)
{
transparent_crc(g_989[i][j],"g_989[i][j]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d]\n",i,j);
}
}
transparent_crc(g_1006.f0,"g_1006.f0",print_hash_value);
transparent_crc(g_1006.f2,"g_1006.f2",print_hash_value);
transparent_crc(g_1021.f0,"g_1021.f0",print_hash_value);
transparent_crc(g_1021.f4,"g_1021.f4",print_hash_value);
transparent_crc(g_1052.f0,"g_1052.f0",print_hash_value);
transparent_crc(g_1052.f2,"g_1052.f2",print_hash_value);
for(i=0;i<6;i++)
{
for(j=0;j<9;j++)
{
for(k=0;k<4;k++)
{
transparent_crc(g_1128[i][j][k].f0,"g_1128[i][j][k].f0",print_hash_value);
transparent_crc(g_1128[i][j][k].f2,"g_1128[i][j][k].f2",print_hash_value);
}
}
}
transparent_crc(g_1134.f0,"g_1134.f0",print_hash_value);
transparent_crc(g_1134.f2,"g_1134.f2",print_hash_value);
for(i=0;i<2;i++)
{
transparent_crc(g_1181[i].f0,"g_1181[i].f0",print_hash_value);
transparent_crc(g_1181[i].f4,"g_1181[i].f4",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_1186.f0,"g_1186.f0",print_hash_value);
transparent_crc(g_1186.f2,"g_1186.f2",print_hash_value);
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
