#include "csmith.h"
#pragma pack(push)
struct S0{
int8_t f0;
int64_t f1;
int32_t f2;
};
union U1{
int32_t f0;
struct S0 f1;
};
union U2{
int16_t f0;
volatile int32_t f1;
int8_t*const f2;
uint8_t f3;
};
union U3{
uint8_t f0;
volatile unsigned f1:3;
volatile int32_t f2;
};
union U4{
volatile uint64_t f0;
volatile signed f1:25;
};
union U5{
uint16_t f0;
uint16_t f1;
};
union U6{
volatile struct S0 f0;
uint16_t f1;
};
static int8_t g_9=0x2CL;
static int8_t*g_8= &g_9;
static int32_t g_11=0L;
static volatile int32_t g_12=0x06985BA5L;
static volatile int32_t g_13[2]={0L,0L};
static union U4 g_17={1UL};
static uint8_t g_23=0x43L;
static struct S0 g_66={0x8DL,0xC8807C708470FB2ELL,0x16D211A9L};
static struct S0*g_65[1]={&g_66};
static union U3 g_71={6UL};
static int32_t g_77=(-1L);
static volatile union U6 g_87={{1L,0xDC631A1BBCF58CCDLL,0L}};
static union U4 g_91={4UL};
static union U4*g_90= &g_91;
static int16_t g_110=0x26FEL;
static int16_t g_112[2][6]={{0xDD72L,0xDD72L,0xDD72L,0xDD72L,0xDD72L,0xDD72L},{0xDD72L,0xDD72L,0xDD72L,0xDD72L,0xDD72L,0xDD72L}};
static int32_t g_122=4L;
static int32_t*volatile g_121[5]={&g_11,&g_11,&g_11,&g_11,&g_11};
static const volatile union U3 g_150={1UL};
static int8_t g_156=0xA2L;
static uint32_t g_158=0x750E0907L;
static uint16_t g_163[8]={0xD521L,0xD521L,0xD521L,0xD521L,0xD521L,0xD521L,0xD521L,0xD521L};
static int32_t*const volatile g_164= &g_122;
static uint8_t*g_171[9][10]={{(void*)0,&g_71.f0,&g_71.f0,&g_71.f0,&g_71.f0,(void*)0,&g_23,&g_71.f0,&g_23,&g_71.f0},{&g_23,&g_71.f0,(void*)0,(void*)0,(void*)0,&g_71.f0,(void*)0,&g_71.f0,&g_71.f0,&g_71.f0},{&g_71.f0,&g_23,(void*)0,&g_23,&g_71.f0,&g_71.f0,&g_23,&g_23,&g_23,&g_71.f0},{(void*)0,&g_23,&g_23,&g_23,&g_23,&g_23,(void*)0,&g_71.f0,&g_71.f0,(void*)0},{&g_71.f0,&g_71.f0,&g_23,(void*)0,&g_71.f0,&g_23,&g_71.f0,&g_71.f0,&g_23,&g_71.f0},{&g_23,(void*)0,(void*)0,&g_23,&g_71.f0,&g_23,(void*)0,(void*)0,&g_71.f0,(void*)0},{&g_23,(void*)0,&g_23,&g_71.f0,(void*)0,(void*)0,(void*)0,(void*)0,&g_71.f0,&g_71.f0},{&g_23,&g_71.f0,&g_71.f0,&g_23,&g_71.f0,&g_71.f0,&g_71.f0,&g_71.f0,&g_23,&g_71.f0},{(void*)0,&g_23,&g_71.f0,(void*)0,&g_23,(void*)0,&g_23,(void*)0,&g_71.f0,&g_23}};
static uint8_t**g_170= &g_171[2][8];
static union U5 g_173={0x75B8L};
static int32_t*volatile g_176= &g_122;
static union U6 g_185={{0L,0xEB50B726DB9416F8LL,0x097CFB3EL}};
static const union U6**volatile g_187=(void*)0;
static union U4**volatile g_206= &g_90;
static union U2 g_215[9][4]={{{5L},{0x5E74L},{0xAC54L},{0xAC54L}},{{0x5E74L},{0x5E74L},{0x686CL},{0xAC54L}},{{5L},{0x5E74L},{0xAC54L},{0xAC54L}},{{0x5E74L},{0x5E74L},{0x686CL},{0xAC54L}},{{5L},{0x5E74L},{0xAC54L},{0xAC54L}},{{0x5E74L},{0x5E74L},{0x686CL},{0xAC54L}},{{5L},{0x5E74L},{0xAC54L},{0xAC54L}},{{0x5E74L},{0x5E74L},{0x686CL},{0xAC54L}},{{5L},{0x5E74L},{0xAC54L},{0xAC54L}}};
static uint64_t g_221=1UL;
static int64_t g_249=0x55FB740B3A3B66FBLL;
static union U1 g_250={0x3758F21FL};
static int32_t*volatile g_273= &g_66.f2;
static union U5*volatile g_277= &g_173;
static union U5*volatile*g_276[4][3][9]={{{&g_277,&g_277,&g_277,&g_277,&g_277,&g_277,&g_277,&g_277,&g_277},{&g_277,(void*)0,(void*)0,&g_277,&g_277,&g_277,(void*)0,(void*)0,&g_277},{(void*)0,&g_277,&g_277,&g_277,(void*)0,(void*)0,&g_277,&g_277,&g_277}},{{(void*)0,&g_277,&g_277,&g_277,&g_277,(void*)0,&g_277,&g_277,&g_277},{(void*)0,(void*)0,&g_277,&g_277,&g_277,(void*)0,(void*)0,&g_277,&g_277},{&g_277,&g_277,&g_277,(void*)0,(void*)0,&g_277,&g_277,&g_277,(void*)0}},{{&g_277,&g_277,&g_277,&g_277,&g_277,&g_277,&g_277,&g_277,&g_277},{&g_277,(void*)0,&g_277,(void*)0,&g_277,&g_277,(void*)0,&g_277,(void*)0},{&g_277,&g_277,&g_277,&g_277,&g_277,&g_277,&g_277,&g_277,&g_277}},{{(void*)0,(void*)0,&g_277,&g_277,&g_277,(void*)0,(void*)0,&g_277,&g_277},{&g_277,(void*)0,&g_277,&g_277,&g_277,&g_277,(void*)0,&g_277,&g_277},{&g_277,&g_277,&g_277,&g_277,&g_277,&g_277,&g_277,&g_277,&g_277}}};
static union U6 g_279[9][6]={{{{0xAAL,-10L,-9L}},{{0x1DL,2L,-2L}},{{-8L,-4L,0L}},{{0xFDL,-2L,0xC592088EL}},{{0x2FL,-1L,-1L}},{{0L,-9L,1L}}},{{{-3L,-8L,0xF1D93518L}},{{-8L,-4L,0L}},{{0xAAL,-10L,-9L}},{{0x75L,0x3C457DBA2C76FC8CLL,0L}},{{0x75L,0x3C457DBA2C76FC8CLL,0L}},{{0xAAL,-10L,-9L}}},{{{-8L,-4L,0L}},{{-8L,-4L,0L}},{{0xACL,-1L,0xE33DE217L}},{{-3L,-8L,0xF1D93518L}},{{0x2FL,-1L,-1L}},{{0x75L,0x3C457DBA2C76FC8CLL,0L}}},{{{0xDDL,0xDF32BE280712D529LL,1L}},{{0x1DL,2L,-2L}},{{0xFDL,-2L,0xC592088EL}},{{0xACL,-1L,0xE33DE217L}},{{0L,0x009253C893FE441FLL,0x64230883L}},{{0xACL,-1L,0xE33DE217L}}},{{{0xFDL,-2L,0xC592088EL}},{{0xDDL,0xDF32BE280712D529LL,1L}},{{0xFDL,-2L,0xC592088EL}},{{0L,-9L,1L}},{{-8L,-4L,0L}},{{0x75L,0x3C457DBA2C76FC8CLL,0L}}},{{{-8L,1L,1L}},{{0L,-9L,1L}},{{0xACL,-1L,0xE33DE217L}},{{-1L,0x4A6ED00A525ABC53LL,1L}},{{0xAAL,-10L,-9L}},{{0xAAL,-10L,-9L}}},{{{-1L,0x4A6ED00A525ABC53LL,1L}},{{0xAAL,-10L,-9L}},{{0xAAL,-10L,-9L}},{{-1L,0x4A6ED00A525ABC53LL,1L}},{{0xACL,-1L,0xE33DE217L}},{{0L,-9L,1L}}},{{{-8L,1L,1L}},{{0x75L,0x3C457DBA2C76FC8CLL,0L}},{{-8L,-4L,0L}},{{0L,-9L,1L}},{{0xFDL,-2L,0xC592088EL}},{{0xDDL,0xDF32BE280712D529LL,1L}}},{{{0xFDL,-2L,0xC592088EL}},{{0xACL,-1L,0xE33DE217L}},{{0L,0x009253C893FE441FLL,0x64230883L}},{{0xACL,-1L,0xE33DE217L}},{{0xFDL,-2L,0xC592088EL}},{{0x1DL,2L,-2L}}}};
static union U6*g_278= &g_279[0][4];
static volatile union U6 g_282={{0x5EL,0x6CE24350DF61B395LL,0xD0D8F89DL}};
static volatile union U6*g_281= &g_282;
static int32_t*volatile g_294= &g_122;
static volatile struct S0***g_309=(void*)0;
static volatile struct S0****volatile g_310= &g_309;
static const union U3 g_313={0xF8L};
static uint32_t g_317=0xCC824D22L;
static volatile int8_t g_318[8][5]={{0xFFL,0x1FL,(-1L),1L,1L},{0x49L,0L,0x49L,0x04L,0x49L},{0xFFL,1L,0x1FL,0x1FL,1L},{0x6DL,0x04L,(-10L),0x04L,0x6DL},{1L,0x1FL,0x1FL,1L,0xFFL},{0x49L,0x04L,0x49L,0L,0x49L},{1L,1L,(-1L),0x1FL,0xFFL},{0x6DL,0L,(-10L),0L,0x6DL}};
static union U1*g_321[9][4][7]={{{&g_250,&g_250,(void*)0,&g_250,(void*)0,(void*)0,&g_250},{&g_250,&g_250,&g_250,(void*)0,(void*)0,&g_250,&g_250},{&g_250,&g_250,(void*)0,(void*)0,&g_250,(void*)0,&g_250},{&g_250,&g_250,(void*)0,&g_250,(void*)0,(void*)0,&g_250}},{{&g_250,&g_250,&g_250,(void*)0,(void*)0,&g_250,&g_250},{&g_250,&g_250,(void*)0,(void*)0,&g_250,(void*)0,&g_250},{&g_250,&g_250,(void*)0,&g_250,(void*)0,(void*)0,&g_250},{&g_250,&g_250,&g_250,(void*)0,(void*)0,&g_250,&g_250}},{{&g_250,&g_250,(void*)0,(void*)0,&g_250,(void*)0,&g_250},{&g_250,&g_250,(void*)0,&g_250,&g_250,&g_250,(void*)0},{&g_250,&g_250,(void*)0,&g_250,&g_250,(void*)0,&g_250},{&g_250,(void*)0,&g_250,&g_250,(void*)0,&g_250,&g_250}},{{&g_250,&g_250,&g_250,(void*)0,&g_250,&g_250,(void*)0},{&g_250,&g_250,(void*)0,&g_250,&g_250,(void*)0,&g_250},{&g_250,(void*)0,&g_250,&g_250,(void*)0,&g_250,&g_250},{&g_250,&g_250,&g_250,(void*)0,&g_250,&g_250,(void*)0}},{{&g_250,&g_250,(void*)0,&g_250,&g_250,(void*)0,&g_250},{&g_250,(void*)0,&g_250,&g_250,(void*)0,&g_250,&g_250},{&g_250,&g_250,&g_250,(void*)0,&g_250,&g_250,(void*)0},{&g_250,&g_250,(void*)0,&g_250,&g_250,(void*)0,&g_250}},{{&g_250,(void*)0,&g_250,&g_250,(void*)0,&g_250,&g_250},{&g_250,&g_250,&g_250,(void*)0,&g_250,&g_250,(void*)0},{&g_250,&g_250,(void*)0,&g_250,&g_250,(void*)0,&g_250},{&g_250,(void*)0,&g_250,&g_250,(void*)0,&g_250,&g_250}},{{&g_250,&g_250,&g_250,(void*)0,&g_250,&g_250,(void*)0},{&g_250,&g_250,(void*)0,&g_250,&g_250,(void*)0,&g_250},{&g_250,(void*)0,&g_250,&g_250,(void*)0,&g_250,&g_250},{&g_250,&g_250,&g_250,(void*)0,&g_250,&g_250,(void*)0}},{{&g_250,&g_250,(void*)0,&g_250,&g_250,(void*)0,&g_250},{&g_250,(void*)0,&g_250,&g_250,(void*)0,&g_250,&g_250},{&g_250,&g_250,&g_250,(void*)0,&g_250,&g_250,(void*)0},{&g_250,&g_250,(void*)0,&g_250,&g_250,(void*)0,&g_250}},{{&g_250,(void*)0,&g_250,&g_250,(void*)0,&g_250,&g_250},{&g_250,&g_250,&g_250,(void*)0,&g_250,&g_250,(void*)0},{&g_250,&g_250,(void*)0,&g_250,&g_250,(void*)0,&g_250},{&g_250,(void*)0,&g_250,&g_250,(void*)0,&g_250,&g_250}}};
static union U6 g_332[7][2][1]={{{{{0x82L,2L,1L}}},{{{0x82L,2L,1L}}}},{{{{0x82L,2L,1L}}},{{{0x82L,2L,1L}}}},{{{{0x82L,2L,1L}}},{{{0x82L,2L,1L}}}},{{{{0x82L,2L,1L}}},{{{0x82L,2L,1L}}}},{{{{0x82L,2L,1L}}},{{{0x82L,2L,1L}}}},{{{{0x82L,2L,1L}}},{{{0x82L,2L,1L}}}},{{{{0x82L,2L,1L}}},{{{0x82L,2L,1L}}}}};
static union U6 g_333={{7L,1L,0x4622C585L}};
static union U6 g_336={{0x22L,0xD40452170CCA3B02LL,0x1F1BCAB0L}};
static const union U6 g_337={{0x7BL,-5L,0xA78ADA1DL}};
static const union U6 g_338[3][9]={{{{0xFDL,0xD5077F822788B18FLL,0x823B66BDL}},{{0xA7L,0x425D473E17FFDAB8LL,0xCC2FB1ECL}},{{0x98L,0x434F551BCBEBB16FLL,0x692CF586L}},{{0xA7L,0x425D473E17FFDAB8LL,0xCC2FB1ECL}},{{0xFDL,0xD5077F822788B18FLL,0x823B66BDL}},{{0xFDL,0xD5077F822788B18FLL,0x823B66BDL}},{{0xA7L,0x425D473E17FFDAB8LL,0xCC2FB1ECL}},{{0x98L,0x434F551BCBEBB16FLL,0x692CF586L}},{{0xA7L,0x425D473E17FFDAB8LL,0xCC2FB1ECL}}},{{{0xA7L,0x425D473E17FFDAB8LL,0xCC2FB1ECL}},{{-2L,0L,1L}},{{0x98L,0x434F551BCBEBB16FLL,0x692CF586L}},{{0x98L,0x434F551BCBEBB16FLL,0x692CF586L}},{{-2L,0L,1L}},{{0xA7L,0x425D473E17FFDAB8LL,0xCC2FB1ECL}},{{-2L,0L,1L}},{{0x98L,0x434F551BCBEBB16FLL,0x692CF586L}},{{0x98L,0x434F551BCBEBB16FLL,0x692CF586L}}},{{{0xFDL,0xD5077F822788B18FLL,0x823B66BDL}},{{0xFDL,0xD5077F822788B18FLL,0x823B66BDL}},{{0xA7L,0x425D473E17FFDAB8LL,0xCC2FB1ECL}},{{0x98L,0x434F551BCBEBB16FLL,0x692CF586L}},{{0xA7L,0x425D473E17FFDAB8LL,0xCC2FB1ECL}},{{0xFDL,0xD5077F822788B18FLL,0x823B66BDL}},{{0xFDL,0xD5077F822788B18FLL,0x823B66BDL}},{{0xA7L,0x425D473E17FFDAB8LL,0xCC2FB1ECL}},{{0x98L,0x434F551BCBEBB16FLL,0x692CF586L}}}};
static const union U6 g_339={{-1L,0x5C8494EE259364BBLL,0x175D588FL}};
static union U6 g_340={{0xB6L,-1L,1L}};
static const union U6 g_341={{-1L,-4L,6L}};
static const union U6 g_342={{5L,4L,0L}};
static union U6 g_343={{0x72L,0x6F0C6B03F3EE0660LL,-4L}};
static const union U6 g_344={{-1L,-4L,0x3370F450L}};
static const union U6 g_345[8]={{{1L,-8L,-10L}},{{0L,-1L,-1L}},{{1L,-8L,-10L}},{{0L,-1L,-1L}},{{1L,-8L,-10L}},{{0L,-1L,-1L}},{{1L,-8L,-10L}},{{0L,-1L,-1L}}};
static union U6 g_346={{0x36L,0x61CEE45C02AA0F78LL,5L}};
static union U6 g_347={{0x3AL,0L,0L}};
static union U6 g_350={{1L,0xF6A9AAE1C5282BA2LL,0L}};
static union U6 g_351={{0xEDL,0L,0xAF479152L}};
static const union U6 g_354[7]={{{0x59L,0x2F911590FF766F32LL,0x03D483C2L}},{{0x59L,0x2F911590FF766F32LL,0x03D483C2L}},{{0x59L,0x2F911590FF766F32LL,0x03D483C2L}},{{0x59L,0x2F911590FF766F32LL,0x03D483C2L}},{{0x59L,0x2F911590FF766F32LL,0x03D483C2L}},{{0x59L,0x2F911590FF766F32LL,0x03D483C2L}},{{0x59L,0x2F911590FF766F32LL,0x03D483C2L}}};
static const union U6 g_355={{0x8CL,0xFC92027AA9BD53F7LL,1L}};
static union U6 g_356={{1L,0L,-1L}};
static union U6 g_357={{-10L,0x17CD5688CFAAA150LL,0x54265742L}};
static union U6 g_358={{0x24L,0x299686D7C754F3BCLL,-4L}};
static union U6 g_359={{0L,0x51959D5578F63404LL,0xF9B61516L}};
static union U6 g_362[2]={{{0x72L,0x9A400A4BCEEDDB57LL,-1L}},{{0x72L,0x9A400A4BCEEDDB57LL,-1L}}};
static union U6 g_363={{0xEEL,-8L,0xB700C025L}};
static const union U6 g_364={{0L,0x58CED8E74AD22BD4LL,6L}};
static const union U6 g_365={{-9L,-1L,0x5DF16E59L}};
static union U6 g_366={{0xAFL,1L,0L}};
static union U6 g_367={{0L,0x35B1E5A7C2F76F49LL,0L}};
static const union U6 g_370={{0x86L,0xB717F75804732E14LL,0x626E6279L}};
static union U6 g_371={{0xBCL,0xC9E4F7146E089E60LL,1L}};
static const union U6 g_372={{-1L,1L,0L}};
static union U6 g_373[10]={{{0xF5L,-1L,0x4D5C4391L}},{{0xF5L,-1L,0x4D5C4391L}},{{0xF5L,-1L,0x4D5C4391L}},{{0xF5L,-1L,0x4D5C4391L}},{{0xF5L,-1L,0x4D5C4391L}},{{0xF5L,-1L,0x4D5C4391L}},{{0xF5L,-1L,0x4D5C4391L}},{{0xF5L,-1L,0x4D5C4391L}},{{0xF5L,-1L,0x4D5C4391L}},{{0xF5L,-1L,0x4D5C4391L}}};
static union U6 g_374={{0x43L,-9L,0x1C5EC299L}};
static union U6 g_375={{0x6DL,0x5DB258E6126322E8LL,0x9FC98202L}};
static const union U6 g_376[5][5]={{{{0L,0xDE3F0D4D64ECAFCDLL,2L}},{{0x7FL,0x6A1259B34656CEF8LL,-8L}},{{-5L,2L,0x711D7478L}},{{-5L,2L,0x711D7478L}},{{0x7FL,0x6A1259B34656CEF8LL,-8L}}},{{{0x7FL,0x6A1259B34656CEF8LL,-8L}},{{0xC3L,0x3B8ECD33E0AC27BFLL,0L}},{{0L,0xDE3F0D4D64ECAFCDLL,2L}},{{0x7FL,0x6A1259B34656CEF8LL,-8L}},{{-5L,2L,0x711D7478L}}},{{{0x08L,-1L,0x2128083FL}},{{0x7FL,0x6A1259B34656CEF8LL,-8L}},{{0L,-9L,0x30F8EAB6L}},{{0x7FL,0x6A1259B34656CEF8LL,-8L}},{{0x08L,-1L,0x2128083FL}}},{{{0L,0xDE3F0D4D64ECAFCDLL,2L}},{{-4L,0x5CE27F4359564B6ELL,0xD21DA144L}},{{0xC3L,0x3B8ECD33E0AC27BFLL,0L}},{{-5L,2L,0x711D7478L}},{{-4L,0x5CE27F4359564B6ELL,0xD21DA144L}}},{{{0x08L,-1L,0x2128083FL}},{{0xC3L,0x3B8ECD33E0AC27BFLL,0L}},{{0xC3L,0x3B8ECD33E0AC27BFLL,0L}},{{0x08L,-1L,0x2128083FL}},{{-5L,2L,0x711D7478L}}}};
static union U6 g_377={{0xC3L,1L,0x21488ABCL}};
static union U6 g_378[9][1][5]={{{{{0xE6L,0x9C13B04F1B9D264ELL,7L}},{{7L,0x7E2E0DD5479A4EBELL,0x14295BC1L}},{{0L,-3L,0x8686A5CFL}},{{-5L,1L,0x473B2380L}},{{-1L,0x44CD104CEADAE3BDLL,0L}}}},{{{{0L,-3L,0x8686A5CFL}},{{7L,0x7E2E0DD5479A4EBELL,0x14295BC1L}},{{0xE6L,0x9C13B04F1B9D264ELL,7L}},{{0xE6L,0x9C13B04F1B9D264ELL,7L}},{{7L,0x7E2E0DD5479A4EBELL,0x14295BC1L}}}},{{{{0x22L,1L,1L}},{{9L,0x3F1206192F4315D7LL,0L}},{{8L,-9L,0xDADCEC21L}},{{7L,0x7E2E0DD5479A4EBELL,0x14295BC1L}},{{-1L,0x44CD104CEADAE3BDLL,0L}}}},{{{{9L,0x3F1206192F4315D7LL,0L}},{{0xE6L,0x9C13B04F1B9D264ELL,7L}},{{8L,-9L,0xDADCEC21L}},{{0x3DL,-1L,0x44F47F03L}},{{8L,-9L,0xDADCEC21L}}}},{{{{-1L,0x44CD104CEADAE3BDLL,0L}},{{-1L,0x44CD104CEADAE3BDLL,0L}},{{0xE6L,0x9C13B04F1B9D264ELL,7L}},{{0x22L,1L,1L}},{{0x84L,1L,1L}}}},{{{{9L,0x3F1206192F4315D7LL,0L}},{{0x84L,1L,1L}},{{0L,-3L,0x8686A5CFL}},{{0x22L,1L,1L}},{{0x22L,1L,1L}}}},{{{{0x22L,1L,1L}},{{0L,3L,0x91C3A0EAL}},{{0x22L,1L,1L}},{{0x3DL,-1L,0x44F47F03L}},{{-5L,1L,0x473B2380L}}}},{{{{0L,-3L,0x8686A5CFL}},{{0x84L,1L,1L}},{{9L,0x3F1206192F4315D7LL,0L}},{{7L,0x7E2E0DD5479A4EBELL,0x14295BC1L}},{{-5L,1L,0x473B2380L}}}},{{{{0xE6L,0x9C13B04F1B9D264ELL,7L}},{{-1L,0x44CD104CEADAE3BDLL,0L}},{{-1L,0x44CD104CEADAE3BDLL,0L}},{{0xE6L,0x9C13B04F1B9D264ELL,7L}},{{0x22L,1L,1L}}}}};
static const union U6 g_379={{0x04L,1L,0x5750D684L}};
static const union U6 g_382[10][7][2]={{{{{-5L,6L,0x0E3BF451L}},{{0xE8L,1L,0xC5A436E0L}}},{{{0L,0x0F9DED98A75DFBF6LL,0xB208CF20L}},{{-5L,6L,0x0E3BF451L}}},{{{0xE8L,1L,0xC5A436E0L}},{{0L,0x72F4141430C2F3AELL,0x663A3BC3L}}},{{{0xDCL,0x8E8178F7910A5161LL,-4L}},{{0xDCL,0x8E8178F7910A5161LL,-4L}}},{{{0L,0x0F9DED98A75DFBF6LL,0xB208CF20L}},{{0xDCL,0x8E8178F7910A5161LL,-4L}}},{{{0xDCL,0x8E8178F7910A5161LL,-4L}},{{0L,0x72F4141430C2F3AELL,0x663A3BC3L}}},{{{0xE8L,1L,0xC5A436E0L}},{{-5L,6L,0x0E3BF451L}}}},{{{{0L,0x0F9DED98A75DFBF6LL,0xB208CF20L}},{{0xE8L,1L,0xC5A436E0L}}},{{{-5L,6L,0x0E3BF451L}},{{0L,0x72F4141430C2F3AELL,0x663A3BC3L}}},{{{-5L,6L,0x0E3BF451L}},{{0xE8L,1L,0xC5A436E0L}}},{{{0L,0x0F9DED98A75DFBF6LL,0xB208CF20L}},{{-5L,6L,0x0E3BF451L}}},{{{0xE8L,1L,0xC5A436E0L}},{{0L,0x72F4141430C2F3AELL,0x663A3BC3L}}},{{{0xDCL,0x8E8178F7910A5161LL,-4L}},{{0xDCL,0x8E8178F7910A5161LL,-4L}}},{{{0L,0x0F9DED98A75DFBF6LL,0xB208CF20L}},{{0xDCL,0x8E8178F7910A5161LL,-4L}}}},{{{{0xDCL,0x8E8178F7910A5161LL,-4L}},{{0L,0x72F4141430C2F3AELL,0x663A3BC3L}}},{{{0xE8L,1L,0xC5A436E0L}},{{-5L,6L,0x0E3BF451L}}},{{{0L,0x0F9DED98A75DFBF6LL,0xB208CF20L}},{{0xE8L,1L,0xC5A436E0L}}},{{{-5L,6L,0x0E3BF451L}},{{0L,0x72F4141430C2F3AELL,0x663A3BC3L}}},{{{-5L,6L,0x0E3BF451L}},{{0xE8L,1L,0xC5A436E0L}}},{{{0L,0x0F9DED98A75DFBF6LL,0xB208CF20L}},{{-5L,6L,0x0E3BF451L}}},{{{0xE8L,1L,0xC5A436E0L}},{{0L,0x72F4141430C2F3AELL,0x663A3BC3L}}}},{{{{0xDCL,0x8E8178F7910A5161LL,-4L}},{{0xDCL,0x8E8178F7910A5161LL,-4L}}},{{{0L,0x0F9DED98A75DFBF6LL,0xB208CF20L}},{{0xDCL,0x8E8178F7910A5161LL,-4L}}},{{{0xDCL,0x8E8178F7910A5161LL,-4L}},{{0L,0x72F4141430C2F3AELL,0x663A3BC3L}}},{{{0xE8L,1L,0xC5A436E0L}},{{-5L,6L,0x0E3BF451L}}},{{{0L,0x0F9DED98A75DFBF6LL,0xB208CF20L}},{{0xE8L,1L,0xC5A436E0L}}},{{{-5L,6L,0x0E3BF451L}},{{0L,0x72F4141430C2F3AELL,0x663A3BC3L}}},{{{-5L,6L,0x0E3BF451L}},{{0xE8L,1L,0xC5A436E0L}}}},{{{{0L,0x0F9DED98A75DFBF6LL,0xB208CF20L}},{{-5L,6L,0x0E3BF451L}}},{{{0xE8L,1L,0xC5A436E0L}},{{0L,0x72F4141430C2F3AELL,0x663A3BC3L}}},{{{0xDCL,0x8E8178F7910A5161LL,-4L}},{{0xDCL,0x8E8178F7910A5161LL,-4L}}},{{{0L,0x0F9DED98A75DFBF6LL,0xB208CF20L}},{{0xDCL,0x8E8178F7910A5161LL,-4L}}},{{{0xDCL,0x8E8178F7910A5161LL,-4L}},{{0L,0x72F4141430C2F3AELL,0x663A3BC3L}}},{{{0xE8L,1L,0xC5A436E0L}},{{-5L,6L,0x0E3BF451L}}},{{{0L,0x0F9DED98A75DFBF6LL,0xB208CF20L}},{{0xE8L,1L,0xC5A436E0L}}}},{{{{-5L,6L,0x0E3BF451L}},{{0L,0x72F4141430C2F3AELL,0x663A3BC3L}}},{{{-5L,6L,0x0E3BF451L}},{{0xE8L,1L,0xC5A436E0L}}},{{{0L,0x0F9DED98A75DFBF6LL,0xB208CF20L}},{{-5L,6L,0x0E3BF451L}}},{{{0xE8L,1L,0xC5A436E0L}},{{0L,0x72F4141430C2F3AELL,0x663A3BC3L}}},{{{0xDCL,0x8E8178F7910A5161LL,-4L}},{{0xDCL,0x8E8178F7910A5161LL,-4L}}},{{{0L,0x0F9DED98A75DFBF6LL,0xB208CF20L}},{{0xDCL,0x8E8178F7910A5161LL,-4L}}},{{{0xDCL,0x8E8178F7910A5161LL,-4L}},{{0L,0x72F4141430C2F3AELL,0x663A3BC3L}}}},{{{{0xE8L,1L,0xC5A436E0L}},{{-5L,6L,0x0E3BF451L}}},{{{0L,0x0F9DED98A75DFBF6LL,0xB208CF20L}},{{0xE8L,1L,0xC5A436E0L}}},{{{-5L,6L,0x0E3BF451L}},{{0L,0x72F4141430C2F3AELL,0x663A3BC3L}}},{{{-5L,6L,0x0E3BF451L}},{{0xE8L,1L,0xC5A436E0L}}},{{{0L,0x0F9DED98A75DFBF6LL,0xB208CF20L}},{{-5L,6L,0x0E3BF451L}}},{{{0xE8L,1L,0xC5A436E0L}},{{0L,0x72F4141430C2F3AELL,0x663A3BC3L}}},{{{0xDCL,0x8E8178F7910A5161LL,-4L}},{{0xDCL,0x8E8178F7910A5161LL,-4L}}}},{{{{0L,0x0F9DED98A75DFBF6LL,0xB208CF20L}},{{0xDCL,0x8E8178F7910A5161LL,-4L}}},{{{0xDCL,0x8E8178F7910A5161LL,-4L}},{{0L,0x72F4141430C2F3AELL,0x663A3BC3L}}},{{{0xE8L,1L,0xC5A436E0L}},{{-5L,6L,0x0E3BF451L}}},{{{0L,0x0F9DED98A75DFBF6LL,0xB208CF20L}},{{0xE8L,1L,0xC5A436E0L}}},{{{-5L,6L,0x0E3BF451L}},{{0L,0x72F4141430C2F3AELL,0x663A3BC3L}}},{{{-5L,6L,0x0E3BF451L}},{{0xE8L,1L,0xC5A436E0L}}},{{{0L,0x0F9DED98A75DFBF6LL,0xB208CF20L}},{{-5L,6L,0x0E3BF451L}}}},{{{{0xE8L,1L,0xC5A436E0L}},{{0L,0x72F4141430C2F3AELL,0x663A3BC3L}}},{{{0xDCL,0x8E8178F7910A5161LL,-4L}},{{0L,0x0F9DED98A75DFBF6LL,0xB208CF20L}}},{{{0L,-1L,0x35E69758L}},{{0L,0x0F9DED98A75DFBF6LL,0xB208CF20L}}},{{{0L,0x0F9DED98A75DFBF6LL,0xB208CF20L}},{{0xAAL,0L,0L}}},{{{0L,0x72F4141430C2F3AELL,0x663A3BC3L}},{{-1L,0x8332C5152F8D3793LL,0x3C9319BAL}}},{{{0L,-1L,0x35E69758L}},{{0L,0x72F4141430C2F3AELL,0x663A3BC3L}}},{{{-1L,0x8332C5152F8D3793LL,0x3C9319BAL}},{{0xAAL,0L,0L}}}},{{{{-1L,0x8332C5152F8D3793LL,0x3C9319BAL}},{{0L,0x72F4141430C2F3AELL,0x663A3BC3L}}},{{{0L,-1L,0x35E69758L}},{{-1L,0x8332C5152F8D3793LL,0x3C9319BAL}}},{{{0L,0x72F4141430C2F3AELL,0x663A3BC3L}},{{0xAAL,0L,0L}}},{{{0L,0x0F9DED98A75DFBF6LL,0xB208CF20L}},{{0L,0x0F9DED98A75DFBF6LL,0xB208CF20L}}},{{{0L,-1L,0x35E69758L}},{{0L,0x0F9DED98A75DFBF6LL,0xB208CF20L}}},{{{0L,0x0F9DED98A75DFBF6LL,0xB208CF20L}},{{0xAAL,0L,0L}}},{{{0L,0x72F4141430C2F3AELL,0x663A3BC3L}},{{-1L,0x8332C5152F8D3793LL,0x3C9319BAL}}}}};
static union U6 g_383[5]={{{1L,0x3B3C09FD7D61CCBALL,-1L}},{{1L,0x3B3C09FD7D61CCBALL,-1L}},{{1L,0x3B3C09FD7D61CCBALL,-1L}},{{1L,0x3B3C09FD7D61CCBALL,-1L}},{{1L,0x3B3C09FD7D61CCBALL,-1L}}};
static union U6 g_384={{0L,0x5C419F9D5CF49598LL,0x2637608CL}};
static union U6 g_385={{0L,3L,0x79E336DDL}};
static const union U6 g_386={{-8L,0x8CAA5387B9FA7810LL,-3L}};
static union U6 g_387={{0x55L,0xD401BC52D92E5221LL,1L}};
static union U6 g_388={{-6L,-1L,-5L}};
static union U6 g_389[8]={{{0x86L,3L,-5L}},{{0x86L,3L,-5L}},{{0x86L,3L,-5L}},{{0x86L,3L,-5L}},{{0x86L,3L,-5L}},{{0x86L,3L,-5L}},{{0x86L,3L,-5L}},{{0x86L,3L,-5L}}};
static union U6 g_392={{0xB3L,0x8C2293C4C162A538LL,-2L}};
static union U6 g_393={{0x7DL,0x214318855DDC5B74LL,0L}};
static const union U6 g_394={{-1L,1L,-8L}};
static const union U6 g_395={{3L,0x1A0F7753B2BFED14LL,0xB55FF437L}};
static const union U6 g_396={{1L,3L,0x1E71A03AL}};
static const union U6 g_397={{-1L,0xA63C02B243176C6CLL,0x8CD327EFL}};
static union U6 g_398={{0x21L,7L,0x8CABC6CDL}};
static union U6 g_399={{0x54L,0x69D9D13CB668A287LL,0xC90401ACL}};
static const union U6 g_400={{8L,0xFF315E9DFFE23489LL,0xECB908F1L}};
static union U6 g_401={{1L,0x48F4A693FB2FE35ALL,0xADD1F213L}};
static const union U6 g_402[8][9][3]={{{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}}},{{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}}},{{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}}},{{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}}},{{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}}},{{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{3L,1L,0xA4C303FDL}},{{3L,1L,0xA4C303FDL}},{{-1L,0L,0xCAD3CB1DL}}},{{{0x5CL,5L,-1L}},{{0x5CL,5L,-1L}},{{3L,1L,0xA4C303FDL}}},{{{0x5CL,5L,-1L}},{{0x5CL,5L,-1L}},{{3L,1L,0xA4C303FDL}}},{{{0x5CL,5L,-1L}},{{0x5CL,5L,-1L}},{{3L,1L,0xA4C303FDL}}}},{{{{0x5CL,5L,-1L}},{{0x5CL,5L,-1L}},{{3L,1L,0xA4C303FDL}}},{{{0x5CL,5L,-1L}},{{0x5CL,5L,-1L}},{{3L,1L,0xA4C303FDL}}},{{{0x5CL,5L,-1L}},{{0x5CL,5L,-1L}},{{3L,1L,0xA4C303FDL}}},{{{0x5CL,5L,-1L}},{{0x5CL,5L,-1L}},{{3L,1L,0xA4C303FDL}}},{{{0x5CL,5L,-1L}},{{0x5CL,5L,-1L}},{{3L,1L,0xA4C303FDL}}},{{{0x5CL,5L,-1L}},{{0x5CL,5L,-1L}},{{3L,1L,0xA4C303FDL}}},{{{0x5CL,5L,-1L}},{{0x5CL,5L,-1L}},{{3L,1L,0xA4C303FDL}}},{{{0x5CL,5L,-1L}},{{0x5CL,5L,-1L}},{{3L,1L,0xA4C303FDL}}},{{{0x5CL,5L,-1L}},{{0x5CL,5L,-1L}},{{3L,1L,0xA4C303FDL}}}},{{{{0x5CL,5L,-1L}},{{0x5CL,5L,-1L}},{{3L,1L,0xA4C303FDL}}},{{{0x5CL,5L,-1L}},{{0x5CL,5L,-1L}},{{3L,1L,0xA4C303FDL}}},{{{0x5CL,5L,-1L}},{{0x5CL,5L,-1L}},{{3L,1L,0xA4C303FDL}}},{{{0x5CL,5L,-1L}},{{0x5CL,5L,-1L}},{{3L,1L,0xA4C303FDL}}},{{{0x5CL,5L,-1L}},{{0x5CL,5L,-1L}},{{3L,1L,0xA4C303FDL}}},{{{0x5CL,5L,-1L}},{{0x5CL,5L,-1L}},{{3L,1L,0xA4C303FDL}}},{{{0x5CL,5L,-1L}},{{0x5CL,5L,-1L}},{{3L,1L,0xA4C303FDL}}},{{{0x5CL,5L,-1L}},{{0x5CL,5L,-1L}},{{3L,1L,0xA4C303FDL}}},{{{0x5CL,5L,-1L}},{{0x5CL,5L,-1L}},{{3L,1L,0xA4C303FDL}}}}};
static union U6 g_403={{-9L,0xA77FB13204137121LL,-5L}};
static const union U6 g_404={{5L,-1L,1L}};
static union U6 g_405[8][4]={{{{-5L,7L,0x1770C094L}},{{-1L,-7L,0L}},{{-1L,-7L,0L}},{{-5L,7L,0x1770C094L}}},{{{-5L,7L,0x1770C094L}},{{-1L,-5L,-1L}},{{-5L,0x25376EEE3452924ELL,0xB32BABB8L}},{{1L,-8L,0x96AFF191L}}},{{{0x52L,1L,0x6485D950L}},{{-5L,7L,0x1770C094L}},{{0x3CL,0xD2C3A808C3F8BB25LL,-1L}},{{0x13L,0L,0L}}},{{{-9L,0x633AFCCA4461D6DCLL,1L}},{{0x8EL,0xC91C2456973F3A27LL,0x0370D91AL}},{{-9L,0x633AFCCA4461D6DCLL,1L}},{{0x13L,0L,0L}}},{{{0x3CL,0xD2C3A808C3F8BB25LL,-1L}},{{-5L,7L,0x1770C094L}},{{0x52L,1L,0x6485D950L}},{{1L,-8L,0x96AFF191L}}},{{{-5L,0x25376EEE3452924ELL,0xB32BABB8L}},{{-1L,-5L,-1L}},{{-5L,7L,0x1770C094L}},{{-5L,7L,0x1770C094L}}},{{{-1L,-7L,0L}},{{-1L,-7L,0L}},{{-5L,7L,0x1770C094L}},{{-9L,0x633AFCCA4461D6DCLL,1L}}},{{{-5L,0x25376EEE3452924ELL,0xB32BABB8L}},{{0x1AL,0x9EAC06E539DC1521LL,0x5C9872EAL}},{{0x52L,1L,0x6485D950L}},{{-1L,-5L,-1L}}}};
static union U6 g_408={{0x95L,0x7CEF5EFD074F4AE0LL,0x04CA0162L}};
static const union U6 g_409={{0xD4L,0L,0x8978E78EL}};
static const union U6 g_410[7][9]={{{{6L,0xC2BFC484FA8638B8LL,0xECB16B84L}},{{0x72L,0x84B4D04426C7D89ALL,6L}},{{-1L,-10L,0x8F814F0DL}},{{0x72L,0x84B4D04426C7D89ALL,6L}},{{6L,0xC2BFC484FA8638B8LL,0xECB16B84L}},{{6L,0xC2BFC484FA8638B8LL,0xECB16B84L}},{{0x72L,0x84B4D04426C7D89ALL,6L}},{{-1L,-10L,0x8F814F0DL}},{{0x72L,0x84B4D04426C7D89ALL,6L}}},{{{0x26L,4L,0x694ED488L}},{{0xD8L,8L,-1L}},{{0xF8L,1L,0xB1E7FC38L}},{{0x49L,0x851FF90CE3C15ABDLL,0xDAB23A53L}},{{0xA5L,0x613D5D740A9F4EE3LL,0xC0415AF4L}},{{-8L,-7L,0x8207DC29L}},{{0xA5L,0x613D5D740A9F4EE3LL,0xC0415AF4L}},{{0x49L,0x851FF90CE3C15ABDLL,0xDAB23A53L}},{{0xF8L,1L,0xB1E7FC38L}}},{{{6L,0xC2BFC484FA8638B8LL,0xECB16B84L}},{{6L,0xC2BFC484FA8638B8LL,0xECB16B84L}},{{0x72L,0x84B4D04426C7D89ALL,6L}},{{-1L,-10L,0x8F814F0DL}},{{0x72L,0x84B4D04426C7D89ALL,6L}},{{6L,0xC2BFC484FA8638B8LL,0xECB16B84L}},{{6L,0xC2BFC484FA8638B8LL,0xECB16B84L}},{{0x72L,0x84B4D04426C7D89ALL,6L}},{{-1L,-10L,0x8F814F0DL}}},{{{-9L,1L,0xF5D4A2E7L}},{{0xD8L,8L,-1L}},{{-9L,1L,0xF5D4A2E7L}},{{-8L,-7L,0x8207DC29L}},{{0x26L,4L,0x694ED488L}},{{-9L,7L,5L}},{{0xA5L,0x613D5D740A9F4EE3LL,0xC0415AF4L}},{{-9L,7L,5L}},{{0x26L,4L,0x694ED488L}}},{{{0x6DL,8L,0xBC2D7D11L}},{{0x72L,0x84B4D04426C7D89ALL,6L}},{{0x72L,0x84B4D04426C7D89ALL,6L}},{{0x6DL,8L,0xBC2D7D11L}},{{-1L,0L,0x7E0F9BE5L}},{{0x6DL,8L,0xBC2D7D11L}},{{0x72L,0x84B4D04426C7D89ALL,6L}},{{0x72L,0x84B4D04426C7D89ALL,6L}},{{0x6DL,8L,0xBC2D7D11L}}},{{{0xD2L,0x5F02646C23B8312ELL,1L}},{{-8L,-7L,0x8207DC29L}},{{0xF8L,1L,0xB1E7FC38L}},{{-8L,-7L,0x8207DC29L}},{{0xD2L,0x5F02646C23B8312ELL,1L}},{{0x0DL,-1L,8L}},{{0x26L,4L,0x694ED488L}},{{0x49L,0x851FF90CE3C15ABDLL,0xDAB23A53L}},{{0x26L,4L,0x694ED488L}}},{{{0x72L,0x84B4D04426C7D89ALL,6L}},{{-1L,0L,0x7E0F9BE5L}},{{-1L,-10L,0x8F814F0DL}},{{-1L,-10L,0x8F814F0DL}},{{-1L,0L,0x7E0F9BE5L}},{{0x72L,0x84B4D04426C7D89ALL,6L}},{{-1L,0L,0x7E0F9BE5L}},{{-1L,-10L,0x8F814F0DL}},{{-1L,-10L,0x8F814F0DL}}}};
static const union U6 g_411={{0x05L,0xFEB5ECA9A2929BE7LL,1L}};
static union U6 g_412={{4L,0xBBEE0CCA3D6DEA12LL,9L}};
static const union U6 g_413[6][1][9]={{{{{-1L,0L,-7L}},{{-1L,0L,-7L}},{{-1L,0L,-7L}},{{-1L,0L,-7L}},{{-1L,0L,-7L}},{{-1L,0L,-7L}},{{-1L,0L,-7L}},{{-1L,0L,-7L}},{{-1L,0L,-7L}}}},{{{{0xDBL,-2L,-9L}},{{0xDBL,-2L,-9L}},{{0xDBL,-2L,-9L}},{{0xDBL,-2L,-9L}},{{0xDBL,-2L,-9L}},{{0xDBL,-2L,-9L}},{{0xDBL,-2L,-9L}},{{0xDBL,-2L,-9L}},{{0xDBL,-2L,-9L}}}},{{{{-1L,0L,-7L}},{{-1L,0L,-7L}},{{-1L,0L,-7L}},{{-1L,0L,-7L}},{{-1L,0L,-7L}},{{-1L,0L,-7L}},{{-1L,0L,-7L}},{{-1L,0L,-7L}},{{-1L,0L,-7L}}}},{{{{0xDBL,-2L,-9L}},{{0xDBL,-2L,-9L}},{{0xDBL,-2L,-9L}},{{0xDBL,-2L,-9L}},{{0xDBL,-2L,-9L}},{{0xDBL,-2L,-9L}},{{0xDBL,-2L,-9L}},{{0xDBL,-2L,-9L}},{{0xDBL,-2L,-9L}}}},{{{{-1L,0L,-7L}},{{-1L,0L,-7L}},{{-1L,0L,-7L}},{{-1L,0L,-7L}},{{-1L,0L,-7L}},{{-1L,0L,-7L}},{{-1L,0L,-7L}},{{-1L,0L,-7L}},{{-1L,0L,-7L}}}},{{{{0xDBL,-2L,-9L}},{{0xDBL,-2L,-9L}},{{0xDBL,-2L,-9L}},{{0xDBL,-2L,-9L}},{{0xDBL,-2L,-9L}},{{0xDBL,-2L,-9L}},{{0xDBL,-2L,-9L}},{{0xDBL,-2L,-9L}},{{0xDBL,-2L,-9L}}}}};
static union U6 g_414={{0L,0x6942A244618115CELL,0xC1965413L}};
static const union U6 g_415={{7L,0xD655FE0D96BEF97ELL,5L}};
static union U6 g_416={{1L,0L,0x21F62E90L}};
static const union U6 g_417={{0L,0x5C0C3C9363003341LL,0x3774F531L}};
static int32_t*volatile g_423= &g_250.f1.f2;
static volatile union U5 g_461[5]={{65527UL},{65527UL},{65527UL},{65527UL},{65527UL}};
static volatile union U5*g_460= &g_461[3];
static union U5 g_463={0x60E8L};
static volatile union U6*volatile*g_510= &g_281;
static volatile union U6*volatile*volatile*volatile g_509[10][1][9]={{{&g_510,&g_510,(void*)0,&g_510,(void*)0,&g_510,(void*)0,&g_510,&g_510}},{{&g_510,(void*)0,&g_510,&g_510,&g_510,&g_510,&g_510,&g_510,&g_510}},{{&g_510,(void*)0,(void*)0,&g_510,&g_510,&g_510,&g_510,&g_510,&g_510}},{{&g_510,&g_510,&g_510,&g_510,&g_510,(void*)0,&g_510,&g_510,&g_510}},{{&g_510,&g_510,&g_510,(void*)0,&g_510,&g_510,&g_510,&g_510,&g_510}},{{&g_510,&g_510,&g_510,&g_510,&g_510,&g_510,(void*)0,(void*)0,&g_510}},{{&g_510,&g_510,&g_510,&g_510,&g_510,&g_510,&g_510,(void*)0,&g_510}},{{&g_510,&g_510,(void*)0,&g_510,(void*)0,&g_510,(void*)0,&g_510,&g_510}},{{&g_510,(void*)0,&g_510,&g_510,&g_510,&g_510,&g_510,&g_510,&g_510}},{{&g_510,(void*)0,(void*)0,&g_510,&g_510,&g_510,&g_510,&g_510,&g_510}}};
static volatile union U6*volatile*volatile*volatile*g_508= &g_509[3][0][6];
static const volatile union U2 g_587[10][7]={{{2L},{-3L},{-7L},{-1L},{-1L},{-7L},{-3L}},{{0x8074L},{1L},{1L},{0xA741L},{0x74A4L},{0x6048L},{0xF249L}},{{-7L},{0xA92CL},{0x598CL},{-3L},{0x598CL},{0xA92CL},{-7L}},{{0xF249L},{0x6048L},{0x74A4L},{0xA741L},{1L},{1L},{0x8074L}},{{-3L},{-7L},{-1L},{-1L},{-7L},{-3L},{2L}},{{0x9A9AL},{0x3F85L},{0x74A4L},{0xF249L},{-3L},{1L},{1L}},{{9L},{0x2D7AL},{0x598CL},{0x2D7AL},{9L},{-5L},{0xA92CL}},{{-6L},{0x3F85L},{1L},{0x6048L},{0xA741L},{0x9A9AL},{0xA741L}},{{0xD91FL},{-7L},{-7L},{0xD91FL},{0x2D7AL},{0x515BL},{-7L}},{{-6L},{0x6048L},{-3L},{0xF103L},{0x8074L},{0x8074L},{1L}}};
static uint32_t g_604[7]={4294967295UL,4294967295UL,0xAABA0D97L,4294967295UL,4294967295UL,0xAABA0D97L,4294967295UL};
static uint64_t g_609[1]={0x8CB48002BF2E8356LL};
static union U4**g_615= &g_90;
static union U4***g_614= &g_615;
static union U4****volatile g_613= &g_614;
static union U3 g_618={0x9DL};
static union U6 g_619={{0x65L,0x8C4DD9CD6BF38BE3LL,0xBF68BA78L}};
static const int32_t g_622=0xC303698BL;
static const union U4 g_682={0x93AE576F374F6681LL};
static volatile uint32_t*g_694=(void*)0;
static volatile uint32_t*const*g_693= &g_694;
static union U6**volatile g_729= &g_278;
static struct S0 g_732[8]={{-4L,8L,6L},{-4L,8L,6L},{-4L,8L,6L},{-4L,8L,6L},{-4L,8L,6L},{-4L,8L,6L},{-4L,8L,6L},{-4L,8L,6L}};
static const union U2 g_733={0L};
static volatile int32_t*g_741=(void*)0;
static volatile int32_t**volatile g_740[6][6]={{&g_741,&g_741,&g_741,&g_741,&g_741,&g_741},{&g_741,&g_741,&g_741,&g_741,&g_741,&g_741},{&g_741,&g_741,&g_741,&g_741,&g_741,&g_741},{&g_741,&g_741,&g_741,&g_741,&g_741,&g_741},{&g_741,&g_741,&g_741,&g_741,&g_741,&g_741},{&g_741,&g_741,&g_741,&g_741,&g_741,&g_741}};
static volatile int32_t**volatile g_743= &g_741;
static volatile union U6 g_756={{-10L,0x95D040A9C7755B8CLL,3L}};
static volatile union U3 g_758={0x37L};
static union U2 g_791={1L};
static uint16_t*g_822[5][10]={{&g_336.f1,(void*)0,&g_408.f1,&g_385.f1,&g_385.f1,&g_408.f1,(void*)0,&g_336.f1,&g_399.f1,&g_383[3].f1},{&g_383[3].f1,(void*)0,(void*)0,&g_408.f1,&g_336.f1,(void*)0,&g_416.f1,&g_343.f1,(void*)0,&g_385.f1},{&g_336.f1,(void*)0,(void*)0,&g_336.f1,(void*)0,&g_343.f1,(void*)0,&g_336.f1,(void*)0,(void*)0},{(void*)0,(void*)0,&g_408.f1,&g_383[3].f1,&g_340.f1,&g_385.f1,(void*)0,(void*)0,&g_333.f1,&g_336.f1},{(void*)0,(void*)0,&g_374.f1,&g_336.f1,&g_343.f1,&g_385.f1,(void*)0,(void*)0,&g_385.f1,&g_343.f1}};
static uint16_t**g_821= &g_822[0][5];
static uint16_t***g_820= &g_821;
static const uint64_t g_851=0xA5A1AE985ACAB8C5LL;
static int32_t g_857=0xEEE7A757L;
static int64_t*const g_874= &g_732[0].f1;
static int64_t*const*g_873= &g_874;
static int64_t*const**volatile g_872= &g_873;
static struct S0**g_879=(void*)0;
static struct S0***g_878= &g_879;
static union U4 g_883={0UL};
static union U5*g_892[3]={&g_173,&g_173,&g_173};
static union U5**g_891= &g_892[2];
static union U5 g_896={1UL};
static uint64_t*g_899= &g_609[0];
static union U2 g_910={0xCC7AL};
static const uint32_t****volatile g_917[4]={(void*)0,(void*)0,(void*)0,(void*)0};
static volatile int16_t g_924=0x4BF3L;
static volatile int32_t g_951=0x8B430F37L;
static union U6 g_980={{0xDAL,0L,0L}};
static volatile uint16_t**volatile*volatile g_983=(void*)0;
static volatile uint16_t**volatile*volatile*volatile g_982= &g_983;
static volatile uint16_t**volatile*volatile*volatile*volatile g_981[8][9]={{&g_982,&g_982,&g_982,&g_982,&g_982,&g_982,&g_982,&g_982,&g_982},{&g_982,&g_982,&g_982,&g_982,&g_982,&g_982,&g_982,&g_982,&g_982},{&g_982,&g_982,&g_982,&g_982,&g_982,&g_982,&g_982,&g_982,&g_982},{&g_982,&g_982,&g_982,&g_982,&g_982,&g_982,&g_982,&g_982,&g_982},{&g_982,&g_982,&g_982,&g_982,&g_982,&g_982,&g_982,&g_982,&g_982},{&g_982,&g_982,&g_982,&g_982,&g_982,&g_982,&g_982,&g_982,&g_982},{&g_982,&g_982,&g_982,&g_982,&g_982,&g_982,&g_982,&g_982,&g_982},{&g_982,&g_982,&g_982,&g_982,&g_982,&g_982,&g_982,&g_982,&g_982}};
static union U6***g_988=(void*)0;
static union U6****g_987= &g_988;
static union U6*****g_986= &g_987;
static uint64_t g_1024=18446744073709551615UL;
static union U3 g_1046={0x8CL};
static union U6 g_1067={{0L,0xD613F58A594F91FALL,0L}};
static uint16_t g_1091=2UL;
static volatile union U6 g_1097={{-3L,6L,0x8EBBD8B8L}};
static union U2*g_1127=(void*)0;
static volatile int16_t g_1135=0xFE75L;
static int64_t*g_1158= &g_66.f1;
static int64_t**g_1157= &g_1158;
static int64_t***g_1156[10]={&g_1157,&g_1157,&g_1157,&g_1157,&g_1157,&g_1157,&g_1157,&g_1157,&g_1157,&g_1157};
static int64_t****g_1155= &g_1156[5];
static int64_t*****const volatile g_1154= &g_1155;
static struct S0****g_1170= &g_878;
static int32_t**volatile g_1267=(void*)0;
static volatile union U2 g_1300={0xD820L};
static union U2 g_1307[2]={{-1L},{-1L}};
static const volatile union U6 g_1430={{-3L,0L,0x20B26A5DL}};
static int32_t*g_1436= &g_122;
static int32_t*const*g_1435= &g_1436;
static int32_t*const**volatile g_1434= &g_1435;
static union U3 g_1466={0x1DL};
static union U6**volatile g_1473[2]={&g_278,&g_278};
static union U3 g_1699={0UL};
static const volatile union U2 g_1716={0x1497L};
static union U6 g_1729={{-1L,0xEF3C094805C2B0ACLL,6L}};
static volatile union U6 g_1749={{0x06L,0x2E10DC45BFD8F62CLL,9L}};
static uint8_t g_1762=255UL;
static volatile struct S0****const volatile g_1763= &g_309;
static const int16_t g_1788=1L;
static volatile union U6 g_1792[7][1][10]={{{{{-10L,0L,-1L}},{{0xAEL,-7L,1L}},{{-10L,0L,-1L}},{{0xADL,0x86553F2A615450ACLL,-1L}},{{0x60L,0xB71DECAA3728B08BLL,0x9F86F608L}},{{0xAEL,-7L,1L}},{{0x60L,0xB71DECAA3728B08BLL,0x9F86F608L}},{{0xADL,0x86553F2A615450ACLL,-1L}},{{-10L,0L,-1L}},{{0xAEL,-7L,1L}}}},{{{{0x3DL,-5L,3L}},{{0xADL,0x86553F2A615450ACLL,-1L}},{{0x26L,1L,-1L}},{{-1L,0xF88E2E0263E47B6ELL,0x745349ACL}},{{0x3DL,-5L,3L}},{{-1L,0xF88E2E0263E47B6ELL,0x745349ACL}},{{0x26L,1L,-1L}},{{0xADL,0x86553F2A615450ACLL,-1L}},{{0x3DL,-5L,3L}},{{0xADL,0x86553F2A615450ACLL,-1L}}}},{{{{0x60L,0xB71DECAA3728B08BLL,0x9F86F608L}},{{-1L,0xF88E2E0263E47B6ELL,0x745349ACL}},{{-10L,0L,-1L}},{{4L,0x546659B1633D7938LL,0x7994EDFFL}},{{-10L,0L,-1L}},{{-1L,0xF88E2E0263E47B6ELL,0x745349ACL}},{{0x60L,0xB71DECAA3728B08BLL,0x9F86F608L}},{{4L,0x546659B1633D7938LL,0x7994EDFFL}},{{0x60L,0xB71DECAA3728B08BLL,0x9F86F608L}},{{-1L,0xF88E2E0263E47B6ELL,0x745349ACL}}}},{{{{0x3DL,-5L,3L}},{{4L,0x546659B1633D7938LL,0x7994EDFFL}},{{1L,-6L,-4L}},{{4L,0x546659B1633D7938LL,0x7994EDFFL}},{{0x3DL,-5L,3L}},{{0xAEL,-7L,1L}},{{1L,-6L,-4L}},{{0xAEL,-7L,1L}},{{0x3DL,-5L,3L}},{{4L,0x546659B1633D7938LL,0x7994EDFFL}}}},{{{{-10L,0L,-1L}},{{4L,0x546659B1633D7938LL,0x7994EDFFL}},{{-10L,0L,-1L}},{{-1L,0xF88E2E0263E47B6ELL,0x745349ACL}},{{0x60L,0xB71DECAA3728B08BLL,0x9F86F608L}},{{4L,0x546659B1633D7938LL,0x7994EDFFL}},{{0x60L,0xB71DECAA3728B08BLL,0x9F86F608L}},{{-1L,0xF88E2E0263E47B6ELL,0x745349ACL}},{{-10L,0L,-1L}},{{4L,0x546659B1633D7938LL,0x7994EDFFL}}}},{{{{0x3DL,-5L,3L}},{{-1L,0xF88E2E0263E47B6ELL,0x745349ACL}},{{0x26L,1L,-1L}},{{0xADL,0x86553F2A615450ACLL,-1L}},{{0x3DL,-5L,3L}},{{0xADL,0x86553F2A615450ACLL,-1L}},{{0x26L,1L,-1L}},{{-1L,0xF88E2E0263E47B6ELL,0x745349ACL}},{{0x3DL,-5L,3L}},{{-1L,0xF88E2E0263E47B6ELL,0x745349ACL}}}},{{{{0x60L,0xB71DECAA3728B08BLL,0x9F86F608L}},{{0xADL,0x86553F2A615450ACLL,-1L}},{{-10L,0L,-1L}},{{0xAEL,-7L,1L}},{{-10L,0L,-1L}},{{0xADL,0x86553F2A615450ACLL,-1L}},{{0x60L,0xB71DECAA3728B08BLL,0x9F86F608L}},{{0xAEL,-7L,1L}},{{0x60L,0xB71DECAA3728B08BLL,0x9F86F608L}},{{0xADL,0x86553F2A615450ACLL,-1L}}}}};
static union U2 g_1857={4L};
static const union U5 g_1890={65535UL};
static volatile uint16_t g_1994=0x6FF6L;
static const uint8_t g_1997=3UL;
static union U2*volatile**volatile g_2118=(void*)0;
static volatile union U3 g_2148[3]={{0x04L},{0x04L},{0x04L}};
static volatile union U3 g_2152={0UL};
static union U2 g_2173={-6L};
static volatile uint32_t**const g_2176[4][2]={{&g_694,&g_694},{&g_694,&g_694},{&g_694,&g_694},{&g_694,&g_694}};
static volatile uint32_t**const*volatile g_2175= &g_2176[2][1];
static volatile uint32_t**const*volatile*g_2174= &g_2175;
static int16_t*g_2181[1]={&g_112[0][3]};
static int16_t*g_2182[2]={&g_2173.f0,&g_2173.f0};
static int32_t*volatile g_2184[1][4][8]={{{(void*)0,&g_66.f2,&g_66.f2,&g_11,&g_66.f2,&g_11,&g_66.f2,&g_66.f2},{&g_11,&g_66.f2,&g_122,&g_11,&g_11,&g_122,&g_122,&g_11},{&g_66.f2,&g_11,&g_11,&g_66.f2,&g_11,&g_66.f2,&g_122,(void*)0},{&g_66.f2,&g_66.f2,&g_122,&g_122,&g_122,&g_66.f2,&g_66.f2,&g_66.f2}}};
static int32_t**volatile g_2188= &g_1436;
static uint64_t func_1(void);
static int32_t func_2(union U1 p_3,int8_t*p_4,int32_t p_5);
static union U4 func_6(int8_t*p_7);
static union U1 func_18(int8_t*p_19,int32_t p_20);
static int32_t func_26(struct S0 p_27,const uint32_t p_28,const uint32_t p_29);
static const uint16_t func_31(uint64_t p_32,int8_t*p_33);
static union U4*func_45(int8_t p_46);
static union U5 func_48(const int8_t p_49,const int32_t*p_50,uint32_t p_51);
static union U3 func_52(union U1 p_53,int32_t p_54,union U5 p_55,union U1 p_56);
static uint64_t func_58(int32_t p_59,const int32_t*p_60,int8_t p_61,int16_t p_62);
static uint64_t func_1(void)
{
int8_t*l_21= &g_9;
int32_t l_22=7L;
union U5 l_2047={65532UL};
union U4*l_2073= &g_91;
int16_t l_2075=1L;
int32_t*l_2076=(void*)0;
int64_t l_2087=0x755371A36721F5C6LL;
union U1 l_2088={0x9E1B67EFL};
uint16_t*const*l_2153= &g_822[1][9];
int16_t*l_2180= &g_1307[0].f0;
int16_t**l_2179[8];
int i;
for(i=0;i<8;i++)
l_2179[i]= &l_2180;
if(func_2((func_6(g_8),func_18(&g_9,(func_6(l_21),l_22))),l_21,(((l_2047,&g_171[5][1])==(void*)0),l_2047.f0)))
{
int8_t*l_2069= &g_9;
union U4*l_2072=(void*)0;
int32_t l_2074=(-10L);
(*g_273)=(((safe_mul_func_int16_t_s_s(g_732[0].f1,((func_6(l_2069),func_6(l_2069)),(safe_mul_func_int8_t_s_s((l_2072==(g_377.f0.f1,l_2073)),((((((((l_2074,0x7A26L)|l_22)==0xAC64B935589DBC32LL)!=0x6944F650C8FEE901LL)<g_1762)<l_2074)!=l_2074)>l_2074))))))!=l_2075)!=l_2074);
l_2076= &l_2074;
}
else
{
uint64_t l_2077=18446744073709551613UL;
int32_t l_2089=(-10L);
union U5 l_2090={7UL};
int8_t*l_2091[8][4][6]={{{&g_9,&g_156,&g_66.f0,&g_732[0].f0,&g_9,&g_732[0].f0},{&g_66.f0,&g_156,&g_66.f0,&g_9,&g_732[0].f0,&g_66.f0},{&g_156,&g_732[0].f0,&g_66.f0,&g_156,&g_156,&g_732[0].f0},{&g_732[0].f0,&g_156,&g_66.f0,&g_156,&g_156,&g_9}},{{&g_156,&g_156,&g_9,&g_9,&g_156,&g_156},{&g_66.f0,&g_156,&g_9,&g_732[0].f0,&g_156,&g_156},{&g_9,&g_732[0].f0,&g_9,&g_66.f0,&g_732[0].f0,&g_9},{&g_9,&g_156,&g_66.f0,&g_732[0].f0,&g_9,&g_732[0].f0}},{{&g_66.f0,&g_156,&g_66.f0,&g_9,&g_732[0].f0,&g_66.f0},{&g_156,&g_732[0].f0,&g_66.f0,&g_156,&g_156,&g_732[0].f0},{&g_732[0].f0,&g_156,&g_66.f0,&g_156,&g_156,&g_9},{&g_156,&g_156,&g_9,&g_9,&g_156,&g_156}},{{&g_66.f0,&g_156,&g_9,&g_732[0].f0,&g_156,&g_156},{&g_9,&g_732[0].f0,&g_9,&g_66.f0,&g_732[0].f0,&g_9},{&g_9,&g_156,&g_66.f0,&g_732[0].f0,&g_9,&g_732[0].f0},{&g_66.f0,&g_156,&g_66.f0,&g_9,&g_732[0].f0,&g_66.f0}},{{&g_156,&g_732[0].f0,&g_66.f0,&g_156,&g_156,&g_732[0].f0},{&g_732[0].f0,&g_156,&g_66.f0,&g_66.f0,&g_9,(void*)0},{&g_66.f0,&g_9,(void*)0,(void*)0,&g_9,&g_66.f0},{&g_156,&g_66.f0,&g_66.f0,(void*)0,&g_9,&g_66.f0}},{{&g_66.f0,&g_732[0].f0,(void*)0,(void*)0,&g_9,(void*)0},{&g_66.f0,&g_9,(void*)0,(void*)0,&g_156,(void*)0},{&g_156,&g_9,&g_156,(void*)0,&g_9,(void*)0},{&g_66.f0,&g_732[0].f0,&g_156,&g_66.f0,&g_9,(void*)0}},{{(void*)0,&g_66.f0,(void*)0,&g_66.f0,&g_9,(void*)0},{&g_66.f0,&g_9,(void*)0,(void*)0,&g_9,&g_66.f0},{&g_156,&g_66.f0,&g_66.f0,(void*)0,&g_9,&g_66.f0},{&g_66.f0,&g_732[0].f0,(void*)0,(void*)0,&g_9,(void*)0}},{{&g_66.f0,&g_9,(void*)0,(void*)0,&g_156,(void*)0},{&g_156,&g_9,&g_156,(void*)0,&g_9,(void*)0},{&g_66.f0,&g_732[0].f0,&g_156,&g_66.f0,&g_9,(void*)0},{(void*)0,&g_66.f0,(void*)0,&g_66.f0,&g_9,(void*)0}}};
int32_t*l_2094= &l_22;
union U1 l_2095={0xE936ACF9L};
int32_t*l_2096= &g_857;
union U2***l_2117=(void*)0;
uint64_t l_2151=6UL;
int16_t l_2154=0x7386L;
uint16_t****l_2170= &g_820;
int i,j,k;
(*l_2096)&=(l_2077==((+(safe_mul_func_int16_t_s_s((((safe_div_func_uint32_t_u_u((((safe_rshift_func_uint8_t_u_u(l_2077,2))&((safe_rshift_func_uint8_t_u_u(l_2087,0))==(func_52(l_2088,(l_2089<0L),l_2090,l_2095),0x874CL)))|0x8116B6E6857D2BECLL),(*l_2094)))>=(*l_2094))>(-1L)),(*l_2094))))<=5L));
for(g_66.f2=0;(g_66.f2<=10);g_66.f2=safe_add_func_uint32_t_u_u(g_66.f2,2))
{
union U1 l_2101={0x0FBA5C2FL};
uint16_t l_2135=65530UL;
const uint16_t***const l_2169=(void*)0;
const uint16_t***const*l_2168= &l_2169;
for(g_366.f1=0;(g_366.f1<=2);g_366.f1+=1)
{
int16_t l_2109=(-6L);
int32_t l_2121=0x68108531L;
int32_t l_2133=(-8L);
int32_t l_2134[8]={0L,0L,0L,0L,0L,0L,0L,0L};
int i;
for(g_340.f1=0;(g_340.f1<=2);g_340.f1+=1)
{
int32_t**l_2099= &l_2076;
int32_t l_2106=0x047B3241L;
int32_t l_2120=0xF2121F90L;
int i,j,k;
(*l_2099)=((**g_510),(void*)0);
(*l_2094)&=((!((0x572EA0FFA5806084LL==((0xD3C8L!=(l_2101,0x4FA1L))==(((-1L)==(safe_add_func_int8_t_s_s((safe_sub_func_uint32_t_u_u(4294967295UL,0xB49DAB03L)),l_2106))),(safe_add_func_uint32_t_u_u(0xFDA95F92L,l_2106)))))&&0xC4F8A09AL))<0x0332L);
for(g_173.f1=0;(g_173.f1<=3);g_173.f1+=1)
{
int8_t l_2114=0xFCL;
uint64_t*l_2119= &g_1024;
(*l_2096)^=(l_2109!=(((*g_8)=l_2109)<((safe_div_func_uint8_t_u_u((safe_div_func_int8_t_s_s(l_2114,(*l_2094))),(-6L)))!=(safe_sub_func_uint32_t_u_u(((((((*g_899)^((((*l_2119)^=(l_2117==g_2118))>((*g_1158)=(-1L)))&&(*l_2094)))||l_2120)<=(-5L)),l_2114)^l_2109),0x49AAED6BL)))));
return l_2101.f0;
}
}
for(g_122=3;(g_122>=0);g_122-=1)
{
int32_t*l_2122= &g_732[0].f2;
int32_t*l_2123=(void*)0;
int32_t*l_2124= &l_2088.f1.f2;
int32_t*l_2125= &g_11;
int32_t*l_2126= &l_2089;
int32_t*l_2127=(void*)0;
int32_t l_2128=0x5CF1C946L;
int32_t*l_2129= &l_2089;
int32_t*l_2130=(void*)0;
int32_t*l_2131= &l_2121;
int32_t*l_2132[8][3][3]={{{&l_22,&g_11,&g_857},{&l_2121,(void*)0,&l_2128},{&g_11,&l_22,&l_22}},{{(void*)0,(void*)0,(void*)0},{&l_2121,&g_11,(void*)0},{&g_857,&g_857,(void*)0}},{{(void*)0,&l_2121,&l_22},{&l_2088.f0,&l_2089,&l_2128},{(void*)0,(void*)0,&g_857}},{{&g_857,(void*)0,&l_2128},{&l_2121,(void*)0,&l_2121},{(void*)0,&l_2089,&l_2121}},{{&g_11,&l_2121,&l_2121},{&l_2121,&g_857,&l_2128},{&l_22,&g_11,&g_857}},{{&l_2121,(void*)0,&l_2128},{&g_11,&l_22,&l_22},{(void*)0,(void*)0,(void*)0}},{{&l_2121,&g_11,(void*)0},{&g_857,&g_857,(void*)0},{(void*)0,&l_2121,&l_22}},{{&l_2088.f0,&l_2089,&l_2128},{(void*)0,(void*)0,&g_857},{&g_857,(void*)0,&l_2128}}};
int i,j,k;
++l_2135;
if((*g_294))
continue;
if(((*l_2124)=((((*l_2125)|=0xFDB9CE08L)<=((safe_mul_func_uint16_t_u_u(((((*l_21)^=(-7L))&(((safe_div_func_int8_t_s_s((((safe_add_func_int8_t_s_s((safe_mod_func_uint16_t_u_u((safe_mul_func_uint16_t_u_u((g_2148[2],(safe_mul_func_uint16_t_u_u(l_2151,((((*g_899)|=(((g_2152,l_2153)!=(void*)0)||1L))&g_397.f1)>l_2135)))),g_417.f1)),0x95E7L)),(*l_2094)))^l_2154)||0x105796D0A3AFD543LL),l_2135)),(*l_2126))&l_2135))||g_365.f0.f1),g_410[5][4].f1))<0x22L))>(*l_2094))))
{
uint32_t l_2155=0xDFDCAF09L;
--l_2155;
(*l_2124)=(l_2135==(safe_mod_func_int32_t_s_s(((*g_899),(safe_lshift_func_int16_t_s_u((~((safe_mul_func_uint8_t_u_u(l_2101.f0,(safe_lshift_func_uint16_t_u_s((+0x160BL),((((l_2168!=l_2170)&(safe_add_func_int64_t_s_s(l_2101.f0,(0xB33D27CFL<((g_2173,g_917[1])==g_2174)))))|g_1857.f3)<=(*l_2096))))))&&l_2133)),10))),g_388.f1)));
}
else
{
return(*g_899);
}
}
}
}
}
l_2088.f1.f2=(safe_sub_func_int16_t_s_s(((*l_2180)^=((g_2181[0]= &g_112[0][2])!=(g_2182[1]= &g_112[1][4]))),((~((*g_1434)!=(void*)0))>=l_2047.f0)));
for(g_1466.f0=(-12);(g_1466.f0<54);++g_1466.f0)
{
int32_t*l_2187=(void*)0;
(*g_2188)=l_2187;
}
return(*g_899);
}
static int32_t func_2(union U1 p_3,int8_t*p_4,int32_t p_5)
{
uint32_t l_2049=4UL;
int32_t l_2056=(-2L);
union U6****l_2057= &g_988;
int32_t l_2061=5L;
int32_t l_2062[3];
int i;
for(i=0;i<3;i++)
l_2062[i]=0x4A4A2D58L;
lbl_2066:
l_2062[2]^=((!l_2049)>(safe_mul_func_uint8_t_u_u((p_3.f0>p_3.f0),(l_2061=(safe_add_func_uint64_t_u_u(p_3.f0,(safe_rshift_func_uint16_t_u_u(((l_2056=(*g_899))>((((*g_986)=(func_6(p_4),l_2057))==((safe_sub_func_int16_t_s_s((~(0xB2L<(*p_4))),0L)),l_2057))>=1UL)),p_3.f0))))))));
for(g_618.f0=0;(g_618.f0!=37);g_618.f0=safe_add_func_uint32_t_u_u(g_618.f0,1))
{
int16_t l_2065=0x6A8FL;
for(g_1762=2;(g_1762<=9);g_1762+=1)
{
for(g_403.f1=0;(g_403.f1<=9);g_403.f1+=1)
{
if(p_5)
break;
}
}
if(l_2065)
break;
if(l_2065)
goto lbl_2066;
return l_2062[0];
}
return(*g_273);
}
static union U4 func_6(int8_t*p_7)
{
int32_t*l_10[3][5][5]={{{&g_11,&g_11,&g_11,&g_11,&g_11},{&g_11,&g_11,&g_11,&g_11,&g_11},{&g_11,&g_11,&g_11,&g_11,&g_11},{&g_11,&g_11,&g_11,&g_11,&g_11},{&g_11,&g_11,&g_11,&g_11,&g_11}},{{&g_11,&g_11,&g_11,&g_11,(void*)0},{&g_11,&g_11,&g_11,&g_11,&g_11},{&g_11,&g_11,&g_11,&g_11,&g_11},{&g_11,&g_11,&g_11,&g_11,&g_11},{&g_11,&g_11,&g_11,&g_11,&g_11}},{{&g_11,&g_11,&g_11,&g_11,&g_11},{&g_11,&g_11,&g_11,&g_11,(void*)0},{&g_11,(void*)0,&g_11,&g_11,&g_11},{&g_11,&g_11,&g_11,&g_11,&g_11},{&g_11,(void*)0,&g_11,&g_11,&g_11}}};
uint32_t l_14=18446744073709551606UL;
int i,j,k;
l_14--;
g_13[1]&=(-5L);
return g_17;
}
static union U1 func_18(int8_t*p_19,int32_t p_20)
{
struct S0 l_30={0x14L,9L,1L};
union U1 l_2046={0L};
l_30.f2=((--g_23),func_26(l_30,l_30.f1,(func_31(p_20,p_19)!=(18446744073709551615UL!=0x8713C2BFA53D6613LL))));
return l_2046;
}
static int32_t func_26(struct S0 p_27,const uint32_t p_28,const uint32_t p_29)
{
int8_t l_1998=(-2L);
int32_t l_2009=0xD753F2C3L;
int32_t l_2010=3L;
int32_t l_2011[8][9];
union U4***l_2022= &g_615;
uint16_t*l_2028= &g_362[0].f1;
union U5 l_2037[4]={{0x0C28L},{0x0C28L},{0x0C28L},{0x0C28L}};
int16_t*l_2041= &g_215[0][2].f0;
uint32_t*l_2042=(void*)0;
uint32_t*l_2043= &g_158;
int32_t*l_2044=(void*)0;
int32_t**l_2045= &g_1436;
int i,j;
for(i=0;i<8;i++)
{
for(j=0;j<9;j++)
l_2011[i][j]=7L;
}
(*g_1436)&=(l_1998&&p_27.f0);
for(g_250.f1.f1=26;(g_250.f1.f1>=(-19));g_250.f1.f1=safe_sub_func_uint32_t_u_u(g_250.f1.f1,2))
{
struct S0 l_2001={0x9FL,0xAC8ED77002C88DA7LL,4L};
int32_t*l_2002= &g_857;
int32_t*l_2003= &l_2001.f2;
int32_t*l_2004= &g_66.f2;
int32_t*l_2005=(void*)0;
int32_t*l_2006=(void*)0;
int32_t*l_2007= &g_732[0].f2;
int32_t*l_2008[9]={&g_857,&g_66.f2,&g_857,&g_66.f2,&g_857,&g_66.f2,&g_857,&g_66.f2,&g_857};
int8_t l_2012=0x00L;
uint16_t l_2013=0x102AL;
int i;
l_2001=(p_27=p_27);
l_2013--;
}
l_2010&=(safe_add_func_int8_t_s_s(((((safe_mul_func_int16_t_s_s((l_2022!=((l_2009,p_27),(*g_613))),1UL))||((safe_add_func_uint8_t_u_u(1UL,((((*l_2043)=((safe_unary_minus_func_int64_t_s((safe_lshift_func_int16_t_s_s((g_1307[0].f0=0L),9))))>(((++(*l_2028))>(safe_rshift_func_int16_t_s_u((safe_div_func_uint64_t_u_u((safe_sub_func_uint32_t_u_u(((((**g_891)=l_2037[1]),(!(safe_rshift_func_int16_t_s_s(((*l_2041)=0x3FB1L),p_27.f1)))),0x130B2CAAL),1UL)),l_2011[0][6])),13)))>(**g_1435))))&0x8ADA9B7AL)&&0xE3L)))<=l_1998))!=(*g_899)),p_27.f0),0x1FL));
(*l_2045)= &l_2011[0][5];
return p_27.f1;
}
static const uint16_t func_31(uint64_t p_32,int8_t*p_33)
{
struct S0 l_34={-1L,1L,6L};
struct S0*l_35= &l_34;
struct S0 l_36[2][2][8]={{{{1L,0x29E5E26C5F514FC6LL,0L},{0x6DL,0x11D69C043CA38079LL,-2L},{1L,1L,0xBE4212CFL},{1L,0x29E5E26C5F514FC6LL,0L},{0x21L,0L,3L},{1L,0x29E5E26C5F514FC6LL,0L},{1L,1L,0xBE4212CFL},{0x6DL,0x11D69C043CA38079LL,-2L}},{{0x6DL,0x11D69C043CA38079LL,-2L},{0x76L,4L,4L},{5L,0xA2B8731485A0FF81LL,0x9088B536L},{0x6BL,0x6715623A55A41183LL,0L},{0x76L,4L,4L},{1L,1L,0xBE4212CFL},{0x21L,0L,3L},{5L,0xA2B8731485A0FF81LL,0x9088B536L}}},{{{0x20L,0L,1L},{0x21L,0L,3L},{0x2DL,-1L,-7L},{0x6DL,0x11D69C043CA38079LL,-2L},{0x6DL,0x11D69C043CA38079LL,-2L},{0x2DL,-1L,-7L},{0x21L,0L,3L},{0x20L,0L,1L}},{{0xD4L,-6L,1L},{0x6DL,0x11D69C043CA38079LL,-2L},{5L,0xA2B8731485A0FF81LL,0x9088B536L},{1L,1L,0xBE4212CFL},{1L,-3L,5L},{0xD4L,-6L,1L},{1L,1L,0xBE4212CFL},{0x6BL,0x6715623A55A41183LL,0L}}}};
uint8_t l_42=255UL;
int8_t l_47[10][6][3]={{{0x26L,(-8L),0x66L},{0x48L,0x47L,0x26L},{0x49L,0x53L,0x48L},{0L,0x23L,0xA2L},{0x2BL,0x53L,0x84L},{(-4L),0x47L,0x7CL}},{{(-1L),(-8L),0L},{1L,5L,0L},{5L,0x84L,0x23L},{5L,0x2BL,(-1L)},{1L,1L,0L},{(-1L),(-1L),0x48L}},{{(-4L),0x90L,0x2EL},{0x2BL,0x2EL,0x72L},{0L,(-4L),0x2EL},{0x49L,0x66L,0x48L},{0x48L,(-1L),0L},{0x26L,0x48L,(-1L)}},{{0xA2L,0x7CL,0x23L},{(-1L),0x7CL,0L},{0L,0x48L,0L},{0xC4L,(-1L),0x7CL},{5L,0x66L,0x84L},{(-8L),(-4L),0xA2L}},{{0x7CL,0x2EL,0x48L},{(-8L),0x90L,0x26L},{5L,(-1L),0x66L},{0xC4L,1L,5L},{0L,0x2BL,(-1L)},{(-1L),0x84L,(-1L)}},{{0xA2L,5L,5L},{0x26L,5L,3L},{0xA2L,0x2EL,(-10L)},{0xE8L,0x47L,0x72L},{1L,0x48L,5L},{0x7CL,0x47L,(-4L)}},{{0x23L,0x2EL,0L},{0x84L,5L,0x49L},{0x8BL,0x90L,(-1L)},{0x90L,(-4L),0x48L},{0x90L,0x7CL,0x84L},{0x8BL,0x8BL,1L}},{{0x84L,0x2BL,0xA2L},{0x23L,(-1L),0x48L},{0x7CL,0x48L,(-8L)},{1L,0x23L,0x48L},{0xE8L,3L,0xA2L},{0xA2L,0xC4L,1L}},{{(-10L),0xA2L,0x84L},{5L,0L,0x48L},{0x2BL,0L,(-1L)},{0x49L,0xA2L,0x49L},{0x66L,0xC4L,0L},{0L,3L,(-4L)}},{{5L,0x23L,5L},{0L,0x48L,0x72L},{5L,(-1L),(-10L)},{0L,0x2BL,3L},{0x66L,0x8BL,0x90L},{0x49L,0x7CL,0xC4L}}};
int32_t l_1967=0xA338C4C5L;
uint64_t l_1988=0xC41DCE0D3327BA83LL;
uint16_t l_1990[10]={0UL,0UL,0UL,0x860AL,0UL,0UL,0UL,0UL,0x860AL,0UL};
uint32_t l_1991=1UL;
int32_t*l_1992[1];
int8_t l_1993=0x3DL;
int i,j,k;
for(i=0;i<1;i++)
l_1992[i]= &g_732[0].f2;
l_36[1][0][4]=((*l_35)=l_34);
for(g_11=0;(g_11==2);g_11++)
{
int32_t*l_39= &l_34.f2;
int32_t*l_40= &l_36[1][0][4].f2;
int32_t*l_41[6]={&l_36[1][0][4].f2,(void*)0,&l_36[1][0][4].f2,&l_36[1][0][4].f2,(void*)0,&l_36[1][0][4].f2};
int16_t*l_1962= &g_910.f0;
uint8_t*l_1981= &g_1699.f0;
const uint64_t l_1989[8]={0x92EA63191535C8B7LL,0x92EA63191535C8B7LL,0x92EA63191535C8B7LL,0x92EA63191535C8B7LL,0x92EA63191535C8B7LL,0x92EA63191535C8B7LL,0x92EA63191535C8B7LL,0x92EA63191535C8B7LL};
int i;
l_42++;
}
g_1994++;
return g_1997;
}
static union U4*func_45(int8_t p_46)
{
union U1 l_57={0x4DAAE8D1L};
struct S0*l_67[1];
int32_t*l_76= &g_66.f2;
uint8_t*l_78[9][6][4]={{{&g_71.f0,&g_71.f0,(void*)0,(void*)0},{(void*)0,&g_23,&g_71.f0,(void*)0},{&g_23,(void*)0,&g_23,&g_23},{&g_23,(void*)0,&g_23,&g_23},{(void*)0,&g_23,&g_23,&g_71.f0},{&g_71.f0,&g_71.f0,&g_23,&g_71.f0}},{{&g_23,(void*)0,&g_23,(void*)0},{(void*)0,&g_23,(void*)0,&g_23},{&g_23,&g_71.f0,&g_23,&g_23},{&g_71.f0,&g_71.f0,&g_23,&g_23},{&g_23,&g_23,&g_71.f0,&g_23},{&g_71.f0,(void*)0,&g_71.f0,&g_71.f0}},{{&g_23,(void*)0,&g_71.f0,&g_23},{(void*)0,&g_23,&g_71.f0,&g_23},{&g_23,&g_71.f0,&g_71.f0,&g_23},{&g_23,&g_71.f0,&g_71.f0,&g_23},{&g_71.f0,&g_23,(void*)0,(void*)0},{&g_71.f0,(void*)0,&g_23,&g_71.f0}},{{&g_23,&g_71.f0,&g_23,&g_71.f0},{&g_71.f0,&g_23,&g_71.f0,&g_23},{&g_23,&g_71.f0,&g_23,&g_71.f0},{&g_71.f0,&g_71.f0,&g_23,&g_23},{(void*)0,&g_23,&g_71.f0,&g_23},{&g_23,&g_71.f0,(void*)0,&g_71.f0}},{{&g_23,&g_71.f0,&g_23,&g_71.f0},{(void*)0,&g_23,&g_23,&g_23},{&g_71.f0,(void*)0,&g_23,(void*)0},{(void*)0,(void*)0,(void*)0,&g_23},{&g_23,&g_23,&g_71.f0,&g_23},{&g_23,(void*)0,&g_23,&g_23}},{{&g_23,&g_23,&g_23,&g_23},{&g_23,(void*)0,&g_23,(void*)0},{&g_71.f0,&g_71.f0,&g_71.f0,(void*)0},{&g_23,&g_71.f0,&g_71.f0,&g_71.f0},{&g_23,&g_71.f0,&g_23,&g_71.f0},{&g_23,(void*)0,&g_71.f0,(void*)0}},{{&g_71.f0,&g_23,(void*)0,&g_71.f0},{&g_23,&g_23,&g_71.f0,&g_23},{&g_71.f0,(void*)0,&g_23,(void*)0},{&g_71.f0,&g_23,&g_71.f0,&g_23},{&g_23,(void*)0,(void*)0,&g_71.f0},{&g_71.f0,(void*)0,&g_71.f0,&g_23}},{{&g_23,&g_71.f0,&g_23,&g_71.f0},{&g_23,&g_71.f0,&g_71.f0,&g_71.f0},{&g_23,&g_71.f0,&g_71.f0,&g_23},{&g_71.f0,(void*)0,&g_23,(void*)0},{&g_23,&g_71.f0,&g_23,&g_71.f0},{&g_23,(void*)0,&g_23,&g_23}},{{&g_23,&g_23,&g_71.f0,&g_71.f0},{&g_23,&g_23,(void*)0,&g_71.f0},{(void*)0,&g_23,&g_23,&g_71.f0},{&g_71.f0,(void*)0,&g_23,&g_71.f0},{(void*)0,&g_23,&g_23,(void*)0},{&g_23,&g_23,(void*)0,(void*)0}}};
const int32_t*l_621= &g_622;
const int32_t**l_620= &l_621;
uint64_t l_1272=18446744073709551609UL;
union U6***l_1277=(void*)0;
uint8_t l_1323[5][8][2]={{{0xA4L,2UL},{1UL,1UL},{1UL,0x8FL},{0x24L,0x6CL},{1UL,0x9AL},{0x8FL,0UL},{1UL,0xA4L},{0x6FL,255UL}},{{0xD2L,1UL},{1UL,0x27L},{255UL,249UL},{0UL,0x4CL},{0x6CL,0x4CL},{0UL,249UL},{255UL,0x27L},{1UL,1UL}},{{0xD2L,255UL},{0x6FL,0xA4L},{1UL,0UL},{0x8FL,0x9AL},{1UL,0x6CL},{0x24L,0x8FL},{1UL,1UL},{1UL,2UL}},{{0xA4L,0xAEL},{255UL,0xFDL},{255UL,255UL},{255UL,2UL},{1UL,0x25L},{1UL,0xD2L},{0x25L,0x4CL},{0x24L,1UL}},{{0x27L,0xCDL},{0xCDL,0xFDL},{0x8FL,0x33L},{0UL,255UL},{0xFDL,0x6CL},{255UL,0x24L},{8UL,1UL},{0x9AL,0UL}}};
union U1*l_1407=(void*)0;
union U4*const*l_1418= &g_90;
uint8_t l_1421=0x46L;
int32_t l_1429=0L;
int32_t l_1496=1L;
int32_t l_1497=0x814B1BCAL;
int32_t l_1498=0xFD0917F1L;
int32_t l_1502[3][7][4]={{{5L,5L,0x7E0E133DL,0x7E0E133DL},{5L,5L,0x7E0E133DL,0x7E0E133DL},{5L,5L,0x7E0E133DL,0x7E0E133DL},{5L,5L,0x7E0E133DL,0x7E0E133DL},{5L,5L,0x7E0E133DL,0x7E0E133DL},{5L,5L,0x7E0E133DL,0x7E0E133DL},{5L,5L,0x7E0E133DL,0x7E0E133DL}},{{5L,5L,0x7E0E133DL,0x7E0E133DL},{5L,5L,0x7E0E133DL,0x7E0E133DL},{5L,5L,0x7E0E133DL,0x7E0E133DL},{5L,5L,0x7E0E133DL,0x7E0E133DL},{5L,5L,0x7E0E133DL,0x7E0E133DL},{5L,5L,0x7E0E133DL,0x7E0E133DL},{5L,5L,0x7E0E133DL,0x7E0E133DL}},{{5L,5L,0x7E0E133DL,0x7E0E133DL},{5L,5L,0x7E0E133DL,0x7E0E133DL},{5L,5L,0x7E0E133DL,0x7E0E133DL},{5L,5L,0x7E0E133DL,0x7E0E133DL},{5L,5L,0x7E0E133DL,0x7E0E133DL},{5L,5L,0x7E0E133DL,0x7E0E133DL},{5L,5L,0x7E0E133DL,0x7E0E133DL}}};
uint32_t l_1599=0xA8BD5765L;
union U5 l_1676={0x1FCAL};
uint8_t l_1751[2][1][9]={{{0UL,0UL,0x67L,0x67L,0UL,0UL,0x67L,0x67L,0UL}},{{255UL,0x03L,255UL,0x03L,255UL,0x03L,255UL,0x03L,255UL}}};
uint64_t l_1754=1UL;
struct S0*l_1830= &g_732[0];
union U4*l_1834= &g_91;
union U5***l_1914= &g_891;
union U5****l_1913[3];
uint32_t l_1924=0x90F35E8FL;
union U4*l_1959= &g_883;
int i,j,k;
for(i=0;i<1;i++)
l_67[i]= &g_66;
for(i=0;i<3;i++)
l_1913[i]= &l_1914;
if((func_48(p_46,((*l_620)=((func_52(l_57,((func_58((safe_mod_func_int8_t_s_s(((g_65[0]!=l_67[0])!=((safe_unary_minus_func_int64_t_s((((safe_rshift_func_int8_t_s_u((18446744073709551615UL>(g_71,(safe_lshift_func_uint16_t_u_u(l_57.f0,14)))),((*l_76)=((((safe_add_func_int16_t_s_s(((g_77&=(g_66.f2,((void*)0==l_76)))<=1UL),g_66.f0))>=(*g_8))<g_11)==(*l_76)))))>g_9)>=0UL)))==g_23)),246UL)),l_76,(*g_8),g_23)<=p_46)>0x1AC4EF4AL),g_463,l_57),g_619),&g_122)),g_362[0].f1),(*g_273)))
{
int32_t l_1271[5]={0x7F6546A4L,0x7F6546A4L,0x7F6546A4L,0x7F6546A4L,0x7F6546A4L};
int i;
for(g_401.f1=0;(g_401.f1<=6);g_401.f1+=1)
{
++l_1272;
if((*g_164))
continue;
}
}
else
{
uint32_t l_1299[10]={0x8AC5E173L,0x8CEEFB03L,0x8AC5E173L,0x8AC5E173L,0x8CEEFB03L,0x8AC5E173L,0x8AC5E173L,0x8CEEFB03L,0x8AC5E173L,0x8AC5E173L};
union U6*l_1308=(void*)0;
union U2*l_1316[9][7]={{&g_791,&g_215[0][2],(void*)0,&g_791,&g_791,(void*)0,&g_215[0][2]},{&g_1307[0],&g_1307[1],&g_1307[1],&g_1307[0],(void*)0,(void*)0,&g_1307[0]},{(void*)0,&g_215[0][2],(void*)0,&g_1307[0],&g_215[0][2],&g_1307[0],&g_1307[0]},{&g_1307[0],&g_1307[0],&g_215[1][3],&g_1307[0],&g_1307[0],&g_215[1][3],&g_791},{&g_791,&g_1307[0],&g_1307[0],&g_791,&g_1307[0],&g_1307[0],&g_791},{&g_1307[1],&g_791,&g_1307[1],(void*)0,&g_791,(void*)0,&g_1307[1]},{&g_791,&g_791,(void*)0,&g_215[0][2],&g_791,(void*)0,&g_791},{&g_1307[1],&g_215[1][3],&g_215[1][3],&g_1307[1],&g_1307[1],&g_1307[0],&g_1307[1]},{&g_215[7][3],&g_1307[0],&g_1307[0],&g_1307[0],&g_1307[0],&g_215[7][3],(void*)0}};
union U4**l_1384= &g_90;
struct S0 l_1403[9]={{-10L,0x5EDE61CC1D10382ALL,0L},{-10L,0x5EDE61CC1D10382ALL,0L},{0xEFL,0x9418B82ADF469297LL,-1L},{-10L,0x5EDE61CC1D10382ALL,0L},{-10L,0x5EDE61CC1D10382ALL,0L},{0xEFL,0x9418B82ADF469297LL,-1L},{-10L,0x5EDE61CC1D10382ALL,0L},{-10L,0x5EDE61CC1D10382ALL,0L},{0xEFL,0x9418B82ADF469297LL,-1L}};
union U1 l_1413={0L};
union U5 l_1419[10]={{3UL},{3UL},{3UL},{3UL},{3UL},{3UL},{3UL},{3UL},{3UL},{3UL}};
int32_t*const l_1424= &g_732[0].f2;
uint8_t l_1433[9];
const int32_t*l_1477= &g_11;
int32_t l_1499=(-1L);
int32_t l_1500=0xBA7E12E0L;
int32_t l_1501=0x8E428B4CL;
int32_t l_1503[1][8]={{0x860D7A32L,0x860D7A32L,0x860D7A32L,0x860D7A32L,0x860D7A32L,0x860D7A32L,0x860D7A32L,0x860D7A32L}};
union U4*l_1540=(void*)0;
int32_t l_1560=(-8L);
int32_t***l_1623=(void*)0;
int8_t l_1631=0xDDL;
union U6**l_1645[3];
union U6***l_1644= &l_1645[2];
uint16_t l_1705[1][2][8];
uint32_t*l_1761[5];
uint32_t**l_1787= &l_1761[1];
uint32_t***l_1786= &l_1787;
uint32_t****l_1785= &l_1786;
int32_t l_1808[3];
int64_t l_1902=(-1L);
uint64_t l_1906=0x41C692A17184E3FCLL;
uint8_t l_1938=0UL;
struct S0*****l_1957= &g_1170;
int i,j,k;
for(i=0;i<9;i++)
l_1433[i]=0xF3L;
for(i=0;i<3;i++)
l_1645[i]= &l_1308;
for(i=0;i<1;i++)
{
for(j=0;j<2;j++)
{
for(k=0;k<8;k++)
l_1705[i][j][k]=0x4A42L;
}
}
for(i=0;i<5;i++)
l_1761[i]= &l_1299[2];
for(i=0;i<3;i++)
l_1808[i]=0x2F9B4A9FL;
(*l_76)=(*g_164);
for(g_343.f1=0;(g_343.f1<18);++g_343.f1)
{
uint16_t*l_1280= &g_393.f1;
uint16_t*l_1293= &g_401.f1;
int32_t l_1294=0xB93724C2L;
union U6*l_1309= &g_403;
struct S0 l_1355={0xC1L,-1L,0L};
int32_t l_1398[6][3][3]={{{0L,0L,0L},{0x8480BB09L,0x8480BB09L,0x8480BB09L},{0L,0L,0L}},{{0x8480BB09L,0x8480BB09L,0x8480BB09L},{0L,0L,0L},{0x8480BB09L,0x8480BB09L,0x8480BB09L}},{{0L,0L,0L},{0x8480BB09L,0x8480BB09L,0x8480BB09L},{0L,0L,0L}},{{0x8480BB09L,0x8480BB09L,0x8480BB09L},{0L,0L,0L},{0x8480BB09L,0x8480BB09L,0x8480BB09L}},{{0L,0L,0L},{0x8480BB09L,0x8480BB09L,0x8480BB09L},{0L,0L,0L}},{{0x8480BB09L,0x8480BB09L,0x8480BB09L},{0L,0L,0L},{0x8480BB09L,0x8480BB09L,0x8480BB09L}}};
int i,j,k;
}
}
return l_1959;
}
static union U5 func_48(const int8_t p_49,const int32_t*p_50,uint32_t p_51)
{
union U5 l_625[7]={{0xC493L},{0xC493L},{0xB6F9L},{0xC493L},{0xC493L},{0xB6F9L},{0xC493L}};
union U5*l_631[5][9]={{&g_173,&g_463,&g_463,&g_173,&g_463,&g_463,&g_173,&g_463,&g_463},{(void*)0,&l_625[5],&l_625[5],(void*)0,&l_625[5],&l_625[5],(void*)0,&l_625[5],&l_625[5]},{&g_173,&g_463,&g_463,&g_173,&g_463,&g_463,&g_173,&g_463,&g_463},{(void*)0,&l_625[5],&l_625[5],(void*)0,&l_625[5],&l_625[5],(void*)0,&l_625[5],&l_625[5]},{&g_173,&g_463,&g_463,&g_173,&g_463,&g_463,&g_173,&g_463,&g_463}};
union U5**l_630= &l_631[3][5];
union U5***l_632=(void*)0;
union U5***l_633= &l_630;
uint16_t*l_634= &g_378[2][0][2].f1;
struct S0 l_637={6L,0x81F9EAA710321A37LL,0x85F455D9L};
int64_t*l_640= &g_66.f1;
int32_t l_652[7]={1L,0xCF70B593L,0xCF70B593L,1L,0xCF70B593L,0xCF70B593L,1L};
uint8_t l_653=0x40L;
struct S0**l_663= &g_65[0];
struct S0***l_662= &l_663;
uint32_t*const l_690= &g_604[5];
uint32_t l_768=0x28DE30D8L;
union U4**l_792= &g_90;
uint16_t l_886=0xF674L;
int16_t l_925=0x28B4L;
union U6*****l_985=(void*)0;
struct S0 l_1004[4][3][4]={{{{0xA4L,0x3A515A966FA5F69ELL,0xAF0DFEC0L},{0x45L,1L,0x4E70FD0AL},{0xA4L,0x3A515A966FA5F69ELL,0xAF0DFEC0L},{0xA4L,0x3A515A966FA5F69ELL,0xAF0DFEC0L}},{{0x45L,1L,0x4E70FD0AL},{0x45L,1L,0x4E70FD0AL},{0x01L,1L,0L},{0x45L,1L,0x4E70FD0AL}},{{0x45L,1L,0x4E70FD0AL},{0xA4L,0x3A515A966FA5F69ELL,0xAF0DFEC0L},{0xA4L,0x3A515A966FA5F69ELL,0xAF0DFEC0L},{0x45L,1L,0x4E70FD0AL}}},{{{0xA4L,0x3A515A966FA5F69ELL,0xAF0DFEC0L},{0x45L,1L,0x4E70FD0AL},{0xA4L,0x3A515A966FA5F69ELL,0xAF0DFEC0L},{0xA4L,0x3A515A966FA5F69ELL,0xAF0DFEC0L}},{{0x45L,1L,0x4E70FD0AL},{0x45L,1L,0x4E70FD0AL},{0x01L,1L,0L},{0x45L,1L,0x4E70FD0AL}},{{0x45L,1L,0x4E70FD0AL},{0xA4L,0x3A515A966FA5F69ELL,0xAF0DFEC0L},{0xA4L,0x3A515A966FA5F69ELL,0xAF0DFEC0L},{0x45L,1L,0x4E70FD0AL}}},{{{0xA4L,0x3A515A966FA5F69ELL,0xAF0DFEC0L},{0x45L,1L,0x4E70FD0AL},{0xA4L,0x3A515A966FA5F69ELL,0xAF0DFEC0L},{0xA4L,0x3A515A966FA5F69ELL,0xAF0DFEC0L}},{{0x45L,1L,0x4E70FD0AL},{0x45L,1L,0x4E70FD0AL},{0x01L,1L,0L},{0x45L,1L,0x4E70FD0AL}},{{0x45L,1L,0x4E70FD0AL},{0xA4L,0x3A515A966FA5F69ELL,0xAF0DFEC0L},{0xA4L,0x3A515A966FA5F69ELL,0xAF0DFEC0L},{0x45L,1L,0x4E70FD0AL}}},{{{0xA4L,0x3A515A966FA5F69ELL,0xAF0DFEC0L},{0xA4L,0x3A515A966FA5F69ELL,0xAF0DFEC0L},{0x01L,1L,0L},{0x01L,1L,0L}},{{0xA4L,0x3A515A966FA5F69ELL,0xAF0DFEC0L},{0xA4L,0x3A515A966FA5F69ELL,0xAF0DFEC0L},{0x45L,1L,0x4E70FD0AL},{0xA4L,0x3A515A966FA5F69ELL,0xAF0DFEC0L}},{{0xA4L,0x3A515A966FA5F69ELL,0xAF0DFEC0L},{0x01L,1L,0L},{0x01L,1L,0L},{0xA4L,0x3A515A966FA5F69ELL,0xAF0DFEC0L}}}};
uint64_t l_1006=18446744073709551610UL;
union U3*const l_1015= &g_618;
const uint64_t*l_1020[3][4]={{&l_1006,(void*)0,&l_1006,&l_1006},{(void*)0,(void*)0,&g_609[0],(void*)0},{(void*)0,&l_1006,&l_1006,(void*)0}};
const uint64_t**l_1019= &l_1020[2][0];
int8_t l_1065=0L;
int32_t l_1138=0x52B1DCC8L;
union U1 l_1209={-1L};
int16_t l_1215=0xC3F8L;
struct S0 l_1239={0xB8L,-1L,-7L};
int32_t l_1263=0L;
int32_t*l_1269= &g_11;
int32_t**l_1268= &l_1269;
union U5 l_1270={0x1E55L};
int i,j,k;
lbl_677:
for(g_346.f1=17;(g_346.f1!=4);g_346.f1--)
{
return l_625[5];
}
if((safe_div_func_int16_t_s_s((((safe_mod_func_uint32_t_u_u(7UL,g_355.f0.f2))|((*l_640)^=(((*l_634)=(((*l_633)=l_630)== &l_631[3][5]))>=(((safe_div_func_int8_t_s_s((g_416.f1|g_366.f1),(l_637,p_51)))&&((safe_rshift_func_uint16_t_u_s(l_637.f2,l_625[5].f0))&&0xF5L))&&g_410[5][4].f1))))&6L),p_49)))
{
int32_t*l_641= &g_66.f2;
int32_t*l_642=(void*)0;
int32_t*l_643= &l_637.f2;
int32_t*l_644= &l_637.f2;
int32_t*l_645= &g_122;
int32_t*l_646=(void*)0;
int32_t*l_647= &g_66.f2;
int32_t l_648=(-1L);
int32_t*l_649=(void*)0;
int32_t*l_650= &l_648;
int32_t*l_651[7];
union U5**l_673= &l_631[3][5];
uint64_t*l_676[3][10]={{&g_609[0],&g_609[0],&g_609[0],&g_609[0],&g_609[0],&g_609[0],&g_609[0],&g_609[0],&g_609[0],&g_609[0]},{&g_609[0],&g_609[0],&g_609[0],&g_609[0],&g_609[0],&g_609[0],&g_609[0],&g_609[0],&g_609[0],&g_609[0]},{&g_609[0],&g_609[0],&g_609[0],&g_609[0],&g_609[0],&g_609[0],&g_609[0],&g_609[0],&g_609[0],&g_609[0]}};
int16_t l_697[10]={1L,1L,1L,1L,1L,1L,1L,1L,1L,1L};
const uint32_t l_757=0UL;
uint32_t l_838=1UL;
struct S0**l_884=(void*)0;
int16_t l_921[4];
int64_t l_926=0L;
struct S0 l_1012={0xC3L,-10L,1L};
uint8_t l_1027[6][3]={{255UL,255UL,0UL},{254UL,0x27L,254UL},{255UL,0UL,0UL},{255UL,0x27L,255UL},{255UL,255UL,0UL},{254UL,0x27L,254UL}};
union U6**l_1068= &g_278;
int16_t l_1077=0x1652L;
uint8_t l_1116=1UL;
int64_t l_1120=0xA168372E92F25CC5LL;
union U5 l_1186={0x6C39L};
int8_t l_1187=0x7FL;
uint8_t l_1188[3];
int i,j;
for(i=0;i<7;i++)
l_651[i]= &g_66.f2;
for(i=0;i<4;i++)
l_921[i]=(-6L);
for(i=0;i<3;i++)
l_1188[i]=0UL;
l_653--;
if((safe_sub_func_uint16_t_u_u((safe_rshift_func_uint8_t_u_s(((((safe_mul_func_uint8_t_u_u((p_49&((l_662==(void*)0)^(((((((safe_sub_func_uint64_t_u_u((~p_51),(g_221=(l_625[5].f1|((((safe_add_func_uint32_t_u_u(((safe_lshift_func_int16_t_s_u((6UL>=(&g_277!=l_673)),((*l_644)=(safe_rshift_func_uint16_t_u_s(g_342.f0.f2,p_51)))))!=l_625[5].f0),l_652[4]))||4L)!=p_51)<=0x23DC404FF0B9EEF0LL)))))|l_653)>p_49),l_653),l_625[5].f0),p_49)^(-4L)))),0xA5L)),0x9CF9A91CL)>0x61F1B942L)||2UL),1)),p_49)))
{
const union U4*l_681= &g_682;
uint8_t*l_689= &g_71.f0;
int32_t l_691=1L;
int16_t*l_692[8]={&g_215[0][2].f0,&g_215[0][2].f0,&g_110,&g_215[0][2].f0,&g_215[0][2].f0,&g_110,&g_215[0][2].f0,&g_215[0][2].f0};
union U5***l_699= &l_630;
int32_t l_722=2L;
int32_t l_723=0x7ACFC81BL;
int32_t l_724=0x1BF88E7EL;
int32_t l_765=(-1L);
uint32_t*l_784= &g_604[5];
struct S0**l_852=(void*)0;
int i;
if(g_66.f1)
goto lbl_677;
(*g_164)=((((void*)0==l_634)&&(((*g_8)=(((*p_50)<(((safe_unary_minus_func_int16_t_s(((safe_add_func_uint32_t_u_u((*l_645),(0x34L<(((func_6(&g_9),(((*g_460),g_313.f0)^0x2452FBF3L)),(*g_206))!=l_681))))>0UL)))<0x740EL),p_51))|p_49))&&0xD3L)),0x26D1E34CL);
lbl_719:
(*l_645)|=(g_408.f1<=((g_366.f0.f2,(safe_mod_func_int16_t_s_s((safe_rshift_func_uint16_t_u_s((((*g_8)|=l_637.f1)^((*l_689)^=(safe_mod_func_uint16_t_u_u((l_652[4]&=((void*)0==l_681)),65535UL)))),12)),(((l_690!=p_50)||(l_637.f2=(((*l_634)=l_691)^g_398.f0.f2))),l_637.f0))))^255UL));
if(((void*)0==g_693))
{
union U5***l_698=(void*)0;
union U4*l_710= &g_17;
int32_t l_712=0x05D64C30L;
union U6*l_728= &g_412;
for(g_387.f1=1;(g_387.f1<=5);g_387.f1+=1)
{
int32_t l_711=1L;
l_697[8]&=(safe_mod_func_int32_t_s_s((*g_273),0xAAF2073AL));
if((*g_176))
break;
l_699=l_698;
(*l_645)=(safe_lshift_func_int16_t_s_u(((safe_mod_func_uint16_t_u_u((((((4294967288UL&((*l_647)>=(((*p_50)|(safe_div_func_int32_t_s_s(((*l_650)=(safe_mod_func_int64_t_s_s((l_652[4]^(l_637.f2=((safe_sub_func_uint16_t_u_u(p_51,1UL)),(((l_710!=(void*)0)&&p_51)>(*g_8))))),1UL))),(*g_273))))||2UL)))^l_711)^g_351.f1),(void*)0)!=(void*)0),l_625[5].f1))^l_712),15));
for(g_357.f1=0;(g_357.f1<=2);g_357.f1+=1)
{
uint32_t l_713=0x3E49569EL;
l_713++;
}
}
for(g_385.f1=0;(g_385.f1<=3);g_385.f1++)
{
int16_t l_718=0L;
union U5*const l_730= &l_625[0];
union U5**l_731= &l_631[4][8];
(*l_643)^=l_718;
if(l_637.f1)
goto lbl_719;
for(g_173.f1=0;(g_173.f1<=48);g_173.f1=safe_add_func_uint16_t_u_u(g_173.f1,5))
{
uint64_t l_725=5UL;
(*l_644)=0xEF116C23L;
l_725--;
(*l_644)|=(l_652[5]=(*g_294));
(*g_729)=l_728;
}
(*l_731)=l_730;
}
}
else
{
const struct S0*l_761= &g_66;
const struct S0**l_760= &l_761;
const struct S0***l_759= &l_760;
int32_t l_766=0x02C4CFEBL;
int32_t l_770=0xE1E9C7C6L;
int32_t l_771[5]={(-8L),(-8L),(-8L),(-8L),(-8L)};
uint16_t*l_786=(void*)0;
int8_t l_813=0x3EL;
int32_t l_854=0L;
union U5 l_859={0x7318L};
int64_t*const*l_871= &l_640;
int i;
(**l_663)=g_732[0];
if((g_733,(safe_div_func_uint16_t_u_u(g_347.f1,((*l_634)--)))))
{
for(g_173.f0=(-25);(g_173.f0<38);g_173.f0=safe_add_func_int16_t_s_s(g_173.f0,1))
{
volatile int32_t**l_742=(void*)0;
(*g_743)= &g_13[0];
}
}
else
{
uint32_t l_767=0xEE57FE8DL;
int32_t l_769=0L;
int32_t l_772=(-1L);
int32_t l_773=0xAFA221EFL;
union U5 l_778={65531UL};
int32_t l_847=0x733CB087L;
uint64_t*l_848[10];
int i;
for(i=0;i<10;i++)
l_848[i]= &g_609[0];
for(g_374.f1=0;(g_374.f1>=32);g_374.f1++)
{
const struct S0****l_762= &l_759;
const struct S0***l_764=(void*)0;
const struct S0****l_763= &l_764;
if(l_691)
break;
(*l_644)&=l_653;
(*l_643)=((((*p_50)>(safe_add_func_int8_t_s_s(p_51,(safe_rshift_func_uint8_t_u_u(((*l_689)=((safe_div_func_int8_t_s_s((g_215[0][2],(safe_mod_func_uint16_t_u_u(((((l_765&=(0x1AA6101CL&(safe_add_func_int16_t_s_s((l_723=(l_691=(g_756,(l_757&(((g_758,(((*l_763)=((*l_762)=l_759))!=(void*)0))>=g_221)&&(*g_8)))))),0x44D4L))))!=g_112[0][3])!=g_367.f1)&&g_345[5].f1),0x8AF7L))),p_49)),l_766)),2)))))|p_51)>l_767);
}
if(l_768)
{
uint32_t l_774=0xEDDF3238L;
union U4*l_777= &g_91;
++l_774;
(*g_615)=l_777;
return l_778;
}
else
{
struct S0 l_779={-3L,0x03A9486EE7CFFC29LL,0x92636AB8L};
l_779=(**l_760);
}
(*l_641)=((safe_rshift_func_int16_t_s_u((safe_mod_func_int8_t_s_s((((void*)0!=l_784)<((((g_342.f0.f2,((*l_784)=(safe_unary_minus_func_uint64_t_u((g_609[0]=g_397.f0.f2))))),((g_345[5].f1,(l_786==(void*)0))||(((safe_sub_func_int16_t_s_s((safe_add_func_int16_t_s_s((l_766=((g_791,l_792)==(void*)0)),g_112[0][3])),l_724)),0xE69D461DL)>=(*p_50)))),0x3EL)|l_723)),l_637.f0)),p_49)),(*l_645));
if((((*l_643)=(~(safe_add_func_uint64_t_u_u((safe_mul_func_uint16_t_u_u(((l_773&(((safe_add_func_uint8_t_u_u(((-1L)!=0x3BE74C972743D74DLL),(safe_mul_func_int16_t_s_s((g_112[1][4]^=(~(safe_sub_func_int8_t_s_s((safe_mod_func_int8_t_s_s(l_766,255UL)),(((safe_add_func_uint16_t_u_u(1UL,l_637.f1))^((safe_mul_func_int16_t_s_s(((l_637.f1,(*g_277)),(-1L)),g_373[0].f1))<=l_771[2]))!=0x521AC52BL))))),l_813))))<=0x2605L)==p_51))^p_51),65526UL)),p_49))))<=l_773))
{
uint16_t***l_824= &g_821;
uint16_t****l_823= &l_824;
uint32_t l_831[2][9][7]={{{5UL,0UL,0UL,5UL,0xE9A19070L,0xE20CE79FL,0UL},{0x4CD167D4L,5UL,0xE20CE79FL,0x45106A05L,0UL,0x45106A05L,0xE20CE79FL},{0x807B95DBL,0x807B95DBL,18446744073709551615UL,18446744073709551607UL,0UL,0x2AD43834L,1UL},{4UL,0xE20CE79FL,9UL,0x9EDC5EB9L,0x042FDFE5L,18446744073709551615UL,0x9EDC5EB9L},{0x4CD167D4L,0x14195607L,0x45106A05L,0xD012B5ECL,0UL,0x4CD167D4L,0UL},{0UL,18446744073709551609UL,0UL,5UL,0UL,18446744073709551615UL,18446744073709551609UL},{0xE13C97AFL,0xE20CE79FL,0UL,0xE13C97AFL,0xE9A19070L,0x45106A05L,0UL},{18446744073709551615UL,4UL,0UL,0UL,0x9EDC5EB9L,0x00F048A6L,0x00F048A6L},{4UL,0UL,0UL,0UL,4UL,0x2AD43834L,5UL}},{{0x6004C19AL,0UL,0x45106A05L,5UL,0xD012B5ECL,18446744073709551606UL,0UL},{0UL,0UL,9UL,0UL,0UL,0xD012B5ECL,0UL},{0x6004C19AL,5UL,18446744073709551615UL,0UL,0x14195607L,1UL,0UL},{4UL,0x00F048A6L,0xE20CE79FL,18446744073709551607UL,0xD012B5ECL,18446744073709551615UL,4UL},{18446744073709551615UL,0UL,0UL,0xD012B5ECL,1UL,18446744073709551609UL,1UL},{0UL,0x00F048A6L,5UL,0x4CD167D4L,0x4CD167D4L,5UL,0x00F048A6L},{0x45106A05L,0x2AD43834L,0UL,0xE9A19070L,1UL,18446744073709551606UL,0x042FDFE5L},{1UL,18446744073709551606UL,0UL,0xC492EB12L,0x00F048A6L,0UL,1UL},{0xE20CE79FL,0xD012B5ECL,0x6004C19AL,0xE9A19070L,18446744073709551606UL,5UL,0UL}}};
int i,j,k;
l_691=((g_221^=(((safe_lshift_func_int16_t_s_s(((safe_div_func_int32_t_s_s(((*l_647)=((((safe_lshift_func_uint16_t_u_u(((((*l_644)=((((((*l_823)=(g_820=g_820))== &g_821)^(((l_813<((((safe_div_func_uint64_t_u_u((safe_mod_func_uint32_t_u_u(((((*g_8)=9L)>=(safe_div_func_int8_t_s_s(((l_770<=l_831[0][5][0])&&(safe_div_func_uint8_t_u_u(l_653,((safe_add_func_uint16_t_u_u(((safe_add_func_uint8_t_u_u(p_51,1UL))^0x73E2L),l_838))^l_723)))),p_49)))|p_49),9UL)),6L))<l_767)||l_778.f0),1UL))!=l_831[0][1][5])|l_831[0][5][0]))&&0xF2L)&l_831[0][5][0]))==g_619.f1)==p_49),p_49))<p_51),l_831[1][7][2])&(-1L))),l_722))^p_51),l_813))&&l_778.f1)<=l_831[0][5][0]))|0xADDD7F0814BA628BLL);
return l_778;
}
else
{
const uint64_t*l_850= &g_851;
const uint64_t**l_849= &l_850;
int32_t l_853=0L;
(*l_641)|=(safe_mul_func_uint8_t_u_u((((*l_634)^=(safe_mod_func_uint32_t_u_u((((((*g_277),(0UL>=(safe_rshift_func_uint16_t_u_u(65528UL,14))))==(((safe_sub_func_uint64_t_u_u((((l_847!=(p_49|((p_51,l_848[8])!=((*l_849)= &g_609[0]))))<((void*)0!=l_852)),l_724),l_724)),0x47AD67B4L),l_853))&&0xCFA6L)|p_51),(-8L)))),l_853),l_854));
l_771[2]=(safe_sub_func_uint16_t_u_u((l_773^=g_857),(p_51<=(0x78BAB4D7L>=(safe_unary_minus_func_uint32_t_u(((p_51&(((*l_643)=0x462C45C4L)&(((l_853<=(0x1DDF972BL^0xF7A91B86L))<p_49)>=p_51))),l_853)))))));
(*l_650)=((l_859,(safe_sub_func_int64_t_s_s((safe_mul_func_uint8_t_u_u(0x43L,((safe_sub_func_uint64_t_u_u((l_767|(!l_853)),(l_722!=1UL)))>(l_853>=((*g_8)=(safe_add_func_uint64_t_u_u(0xA9E7C97A18D9751DLL,((safe_sub_func_uint16_t_u_u(65535UL,p_51))>l_847)))))))),p_49)))&&l_853);
(*l_647)|=(l_854=0x1B3DE177L);
}
}
(*g_872)=l_871;
}
}
else
{
uint64_t l_877=0xD411FB5BC9AB4088LL;
struct S0****l_880= &g_878;
int32_t l_885[1][4][2]={{{0L,2L},{0L,0L},{2L,0L},{0L,2L}}};
union U5 l_932[4][8]={{{65535UL},{65535UL},{65535UL},{65535UL},{65535UL},{65535UL},{65535UL},{65535UL}},{{65535UL},{65535UL},{65535UL},{65535UL},{65535UL},{65535UL},{65535UL},{65535UL}},{{65535UL},{65535UL},{65535UL},{65535UL},{65535UL},{65535UL},{65535UL},{65535UL}},{{65535UL},{65535UL},{65535UL},{65535UL},{65535UL},{65535UL},{65535UL},{65535UL}}};
int32_t l_1003=0x27EFB109L;
int8_t l_1026=0x24L;
volatile int32_t*l_1124=(void*)0;
int i,j,k;
(*l_643)=(*g_273);
if((p_49!=(safe_div_func_uint8_t_u_u(((l_877^(((*l_880)=g_878)!=((safe_sub_func_uint16_t_u_u((p_51,(l_886=((g_883,l_637.f1)>=(((void*)0==l_884)<(l_885[0][2][0]=0xB6FD4438F338BF67LL))))),p_51)),(void*)0)))!=p_51),l_652[4]))))
{
int32_t l_911[8]={0xD68285E2L,0xD68285E2L,0xD68285E2L,0xD68285E2L,0xD68285E2L,0xD68285E2L,0xD68285E2L,0xD68285E2L};
int32_t l_922[4][6];
struct S0 l_931={0x2CL,0xFE2C26D77E121957LL,0xB41BD10FL};
union U1 l_948={0xC45B7D61L};
int i,j;
for(i=0;i<4;i++)
{
for(j=0;j<6;j++)
l_922[i][j]=0x2DA010DAL;
}
for(l_838=0;(l_838<=5);l_838+=1)
{
int64_t l_912=0xC74628E23A1E4077LL;
int64_t l_913=0x81429A8B7EB162E6LL;
int32_t l_923[1];
int32_t l_927=0x71B56736L;
uint8_t l_928=255UL;
int i;
for(i=0;i<1;i++)
l_923[i]=0x6640DCB9L;
for(l_886=0;(l_886<=5);l_886+=1)
{
union U5*const l_895= &g_896;
union U5*const*l_894= &l_895;
union U5*const**l_893= &l_894;
uint64_t**l_900= &l_676[0][4];
const uint32_t*l_916= &l_838;
const uint32_t**l_915= &l_916;
const uint32_t***l_914[1];
const uint32_t****l_918= &l_914[0];
int i,j;
for(i=0;i<1;i++)
l_914[i]= &l_915;
l_913=((safe_rshift_func_int8_t_s_u((safe_sub_func_int32_t_s_s((((*l_633)=g_891)==((*l_893)=(void*)0)),((((safe_rshift_func_uint8_t_u_u(((((*l_900)=g_899)== &g_609[0])<=(safe_add_func_int16_t_s_s((safe_rshift_func_uint16_t_u_u(p_49,5)),(+(safe_div_func_uint64_t_u_u((safe_lshift_func_uint8_t_u_s((((g_910,(0x6DL<=p_51))||g_382[9][5][1].f0.f1)>l_911[4]),p_49)),0x8AB986772806AF9FLL)))))),6))==0xAC20D003FF8028B2LL)|l_912)!=0xCFDFL))),4))|0x223299B41929824ALL);
(*l_918)=l_914[0];
if((*p_50))
continue;
l_922[0][5]=(safe_rshift_func_uint8_t_u_s(l_921[0],7));
}
l_928++;
(*l_647)^=0xA56E6095L;
for(g_618.f0=0;(g_618.f0<=5);g_618.f0+=1)
{
(***l_662)=l_931;
return l_932[1][3];
}
}
for(g_399.f1=0;(g_399.f1<=7);g_399.f1+=1)
{
uint32_t l_947=4UL;
uint16_t****l_977[8]={&g_820,(void*)0,&g_820,(void*)0,&g_820,(void*)0,&g_820,(void*)0};
uint16_t*****l_976= &l_977[7];
int32_t l_993=0x6F7111C1L;
int32_t l_1002=(-7L);
struct S0 l_1005[8]={{6L,0x8F1BDC66154C454FLL,-2L},{-4L,-1L,-4L},{6L,0x8F1BDC66154C454FLL,-2L},{-4L,-1L,-4L},{6L,0x8F1BDC66154C454FLL,-2L},{-4L,-1L,-4L},{6L,0x8F1BDC66154C454FLL,-2L},{-4L,-1L,-4L}};
int i;
if(g_910.f0)
goto lbl_677;
for(g_340.f1=0;(g_340.f1<=7);g_340.f1+=1)
{
struct S0 l_933={0x14L,0x10B963FD83031DAFLL,0xB594EC9CL};
l_933=((***l_662)=l_931);
g_857|=(safe_mul_func_uint16_t_u_u((*l_647),(safe_mul_func_uint16_t_u_u(0x2BBCL,(safe_div_func_uint8_t_u_u((p_51|(((l_931,p_49)!=((safe_unary_minus_func_uint32_t_u((((safe_div_func_uint32_t_u_u(((0L<=(safe_lshift_func_int16_t_s_s(g_405[5][2].f0.f1,(safe_sub_func_uint8_t_u_u(l_947,(l_948,248UL))))))^0xCF10C021C4240A87LL),1L))&&l_885[0][2][0])<=p_51)))>=l_933.f0))>(*l_645))),0x35L))))));
}
(*l_650)=(((((*g_8)=p_51)^(safe_mul_func_uint8_t_u_u(g_951,(((*l_634)=(p_50!=p_50))&&(safe_mod_func_uint16_t_u_u((!(safe_rshift_func_uint16_t_u_s((((safe_mul_func_int16_t_s_s((safe_div_func_uint32_t_u_u((p_49^((safe_lshift_func_uint8_t_u_s(l_911[6],0))<(((((safe_unary_minus_func_int64_t_s((safe_rshift_func_int16_t_s_u((safe_lshift_func_uint16_t_u_s(((safe_rshift_func_int16_t_s_s((l_877^(safe_add_func_uint32_t_u_u(p_49,(safe_rshift_func_uint8_t_u_s((safe_mod_func_uint16_t_u_u((((*l_976)= &g_820)== &g_820),p_51)),6))))),13))&p_49),p_51)),p_49)))),l_947)||p_49)^p_51)<p_49))),(*p_50))),0x63A5L))&&l_947)==0x0B1F3FF5A39249E0LL),l_625[5].f1))),g_66.f0))))))||p_51)^p_49);
if((safe_add_func_uint16_t_u_u((g_980,((*l_634)=(g_981[2][2]==(void*)0))),(*l_650))))
{
struct S0 l_984={0xFAL,0x4058862760975315LL,0x38021F40L};
l_984=((**l_663)=l_984);
}
else
{
union U1 l_997[5]={{0xCF60F34CL},{0xCF60F34CL},{0xCF60F34CL},{0xCF60F34CL},{0xCF60F34CL}};
int i;
g_986=l_985;
l_993^=((*l_644)&=((*g_176)|=(safe_rshift_func_int16_t_s_s((safe_mod_func_uint64_t_u_u(1UL,8L)),3))));
l_1005[1]=(((+(safe_sub_func_uint64_t_u_u(((l_997[3],l_947)<((safe_rshift_func_uint16_t_u_s(((*l_634)=(l_993|=p_51)),10))|((*p_50)&(safe_rshift_func_uint16_t_u_u(((*l_647)=(l_1002&=((*g_891)!=((*l_673)=(*l_630))))),11))))),((l_1003&=(l_885[0][2][0]=p_49)),((*g_874)=(((*g_899)^5UL),0x0EC89898BF8673A6LL))))))^l_931.f0),l_1004[1][2][3]);
}
}
--l_1006;
}
else
{
int32_t l_1011=0x52253CF0L;
(*l_673)=(*g_891);
for(g_250.f0=4;(g_250.f0>8);g_250.f0++)
{
(*l_644)=((l_1011,&g_150)!=(p_49,&g_313));
(*l_645)=0L;
}
(**l_663)=l_1012;
}
for(g_896.f1=26;(g_896.f1>=35);g_896.f1=safe_add_func_int8_t_s_s(g_896.f1,4))
{
union U6*l_1022=(void*)0;
int32_t l_1038[10]={0x221157A2L,1L,0xAB8ECEB5L,0xAB8ECEB5L,1L,0x221157A2L,1L,0xAB8ECEB5L,0xAB8ECEB5L,1L};
int32_t**l_1048= &l_642;
int i;
for(g_346.f1=0;(g_346.f1<=0);g_346.f1+=1)
{
const uint64_t***l_1021[10]={&l_1019,&l_1019,&l_1019,&l_1019,&l_1019,&l_1019,&l_1019,&l_1019,&l_1019,&l_1019};
union U6*l_1023= &g_416;
int32_t l_1025[1];
uint64_t l_1049=0UL;
union U4**l_1066=(void*)0;
int i;
for(i=0;i<1;i++)
l_1025[i]=0xA28BE1FAL;
for(g_367.f1=0;(g_367.f1<=0);g_367.f1+=1)
{
union U3**l_1016=(void*)0;
union U3*l_1018= &g_618;
union U3**l_1017= &l_1018;
(*l_650)=(*p_50);
(*l_1017)=l_1015;
}
l_1019=l_1019;
l_1023=l_1022;
g_857&=(((*g_460),(-5L))>l_637.f0);
for(g_980.f1=0;(g_980.f1<=0);g_980.f1+=1)
{
int32_t l_1043=1L;
int32_t**l_1047= &l_641;
uint8_t*l_1069= &l_1027[1][0];
uint8_t*l_1070= &g_618.f0;
int i,j,k;
if(g_1024)
break;
++l_1027[1][0];
l_885[0][2][1]=((safe_rshift_func_int16_t_s_s(((safe_add_func_uint8_t_u_u(((**l_1047)=((safe_add_func_int8_t_s_s(((*g_8)=(safe_sub_func_int32_t_s_s(((((*l_640)=((&g_509[(g_980.f1+7)][g_346.f1][(g_346.f1+5)]==(void*)0)==((0x483332986465C4EBLL<l_1038[8])&&(*l_647))))&(safe_lshift_func_uint16_t_u_u((safe_add_func_int32_t_s_s(l_1043,(safe_lshift_func_int8_t_s_s((*l_641),5)))),6)))>(g_1046,(l_1047==l_1048))),0xE94F07EBL))),l_1049))&g_394.f1)),p_51))<=0L),g_370.f1))>4294967287UL);
(*l_641)^=(0xF758EEB1L|(((safe_rshift_func_uint8_t_u_u((safe_mod_func_uint8_t_u_u((safe_mul_func_int8_t_s_s(((*g_8)=l_1004[1][2][3].f2),((*l_1070)=((*l_1069)=(((l_1026&(safe_unary_minus_func_int16_t_s(0L)))^(safe_mod_func_int32_t_s_s((((safe_sub_func_int32_t_s_s((((((((--(*g_899))<=((safe_mul_func_uint8_t_u_u(l_1065,p_51))!=((l_1049,65534UL)>=(l_1066!=l_1066)))),g_1067),l_1068)!=l_1068)|0x63132EE9L)>=1UL),(*p_50)))|l_652[4]),(*g_176)),(*p_50))))&0xF3L))))),l_877)),0)),(*p_50))|l_932[1][3].f1));
}
}
if(l_1004[1][2][3].f2)
continue;
}
for(g_377.f1=23;(g_377.f1<33);g_377.f1=safe_add_func_uint16_t_u_u(g_377.f1,6))
{
struct S0*const l_1082[6]={&g_66,&g_66,&g_66,&g_66,&g_66,&g_66};
uint16_t l_1101=0x4808L;
int32_t l_1117=0x3DA6E0F0L;
int64_t l_1133=1L;
int32_t l_1136[8]={(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)};
union U5 l_1149={0x9322L};
int64_t**l_1152=(void*)0;
int64_t***l_1151= &l_1152;
int64_t****l_1150= &l_1151;
int64_t*****l_1153=(void*)0;
struct S0**const*l_1172= &l_663;
struct S0**const**l_1171= &l_1172;
int i;
for(g_158=(-30);(g_158<=28);g_158=safe_add_func_uint64_t_u_u(g_158,8))
{
uint32_t l_1086[1];
uint8_t l_1094=0xF8L;
int32_t l_1118=1L;
int32_t l_1119=0x6510C7B8L;
int32_t l_1137=0x71314593L;
int32_t l_1139=0x7EA0C8FAL;
int32_t l_1140=0x953D1B14L;
int32_t l_1141=0L;
int32_t l_1142[3];
uint8_t l_1143=0x78L;
int i;
for(i=0;i<1;i++)
l_1086[i]=0x0F7FFFD3L;
for(i=0;i<3;i++)
l_1142[i]=0L;
for(g_110=(-28);(g_110>=(-26));g_110=safe_add_func_uint32_t_u_u(g_110,5))
{
int32_t l_1083=1L;
(***l_662)=(***l_662);
(*l_641)=(&p_50!=(void*)0);
l_885[0][3][0]=(((l_1077,g_347.f1)!=(18446744073709551615UL>p_49))|(safe_div_func_uint16_t_u_u(((*p_50)<=(l_637.f2=((safe_sub_func_uint32_t_u_u(((l_1082[5]==(void*)0)||(g_112[1][4]^=l_1083)),(safe_mod_func_uint16_t_u_u(l_932[1][3].f1,l_1086[0]))))^(*g_899)))),p_51)));
l_652[4]&=((((p_51<(safe_mod_func_int64_t_s_s(((*l_640)=(((safe_mod_func_uint8_t_u_u((0xEEL&(g_1091>=((*g_899)=((safe_lshift_func_int8_t_s_u(l_1094,(safe_mod_func_uint8_t_u_u((0x5036L>=p_51),(1UL&(g_1097,(((safe_rshift_func_uint16_t_u_s((l_932[1][3].f0>=0x3DC3L),g_401.f1))||p_49)==(*l_641))))))))<=p_49)))),0x13L))<g_358.f1)>l_1083)),l_637.f0)))<=(*l_643)),(void*)0)== &g_693);
}
if((!(l_1101>((safe_unary_minus_func_int32_t_s(((void*)0==(*l_1068))))>((safe_rshift_func_int16_t_s_u(((safe_add_func_int8_t_s_s((!((*g_874)|=((*l_640)=((safe_sub_func_uint8_t_u_u(p_51,((l_932[1][3],(safe_sub_func_uint16_t_u_u(0UL,l_877)))==(safe_mul_func_int8_t_s_s((safe_mod_func_uint8_t_u_u((l_932[1][3].f0&&0L),p_51)),1L)))))<=p_51)))),l_1116)),l_1101),p_49)),l_1004[1][2][3].f2)))))
{
uint32_t l_1121[2][3]={{0xECD191DFL,0xFB279524L,0xECD191DFL},{0xECD191DFL,0xFB279524L,0xECD191DFL}};
int i,j;
(**l_663)=(***l_662);
++l_1121[0][1];
l_1124=(*g_743);
}
else
{
union U2*l_1125= &g_910;
union U2**l_1126[3][6][4]={{{&l_1125,&l_1125,&l_1125,&l_1125},{&l_1125,&l_1125,&l_1125,(void*)0},{&l_1125,&l_1125,&l_1125,&l_1125},{&l_1125,&l_1125,&l_1125,&l_1125},{&l_1125,(void*)0,&l_1125,&l_1125},{&l_1125,&l_1125,&l_1125,&l_1125}},{{&l_1125,(void*)0,&l_1125,&l_1125},{&l_1125,&l_1125,&l_1125,&l_1125},{&l_1125,(void*)0,&l_1125,&l_1125},{&l_1125,&l_1125,&l_1125,&l_1125},{&l_1125,&l_1125,&l_1125,(void*)0},{&l_1125,&l_1125,&l_1125,&l_1125}},{{&l_1125,&l_1125,&l_1125,(void*)0},{(void*)0,&l_1125,&l_1125,(void*)0},{&l_1125,&l_1125,&l_1125,&l_1125},{&l_1125,&l_1125,&l_1125,&l_1125},{(void*)0,&l_1125,&l_1125,&l_1125},{(void*)0,&l_1125,(void*)0,&l_1125}}};
int i,j,k;
g_1127=l_1125;
}
if((*p_50))
{
uint32_t l_1128[9]={0x9AAFF70CL,0x9AAFF70CL,0x9AAFF70CL,0x9AAFF70CL,0x9AAFF70CL,0x9AAFF70CL,0x9AAFF70CL,0x9AAFF70CL,0x9AAFF70CL};
int32_t l_1134[4][3][2]={{{0x1B0C625AL,0x1B0C625AL},{0x334F257FL,0L},{(-6L),0L}},{{0x334F257FL,0x1B0C625AL},{0x1B0C625AL,0x334F257FL},{0L,(-6L)}},{{0L,0x334F257FL},{0x1B0C625AL,0x1B0C625AL},{0x334F257FL,0L}},{{(-6L),0L},{0x334F257FL,0x1B0C625AL},{0x1B0C625AL,0x334F257FL}}};
int i,j,k;
--l_1128[2];
l_1133&=(safe_add_func_int8_t_s_s(((*g_8)=(p_49>(*p_50))),(*l_641)));
l_1143++;
}
else
{
uint8_t l_1146=255UL;
l_1146--;
}
return l_1149;
}
(*g_1154)=l_1150;
for(g_366.f1=(-6);(g_366.f1>59);g_366.f1=safe_add_func_uint32_t_u_u(g_366.f1,5))
{
struct S0****l_1169= &g_878;
int32_t l_1185=(-1L);
l_1185=((*g_294)||(l_1149,(safe_mul_func_uint16_t_u_u((((safe_mul_func_uint16_t_u_u(0x2406L,p_49))&&((safe_mod_func_int8_t_s_s(((safe_add_func_int16_t_s_s((((g_1170=l_1169)!=l_1171),(((safe_lshift_func_int16_t_s_s((safe_lshift_func_uint16_t_u_u((safe_add_func_int16_t_s_s(((p_49<l_1136[6])<=(safe_lshift_func_int8_t_s_u((safe_div_func_int32_t_s_s((((safe_div_func_uint64_t_u_u(((*g_899)=(l_1149.f0<p_51)),0x021219C39F09A694LL)),l_1185)>=l_1185),(*p_50))),0))),p_51)),2)),9))>=(**g_1157))&0x5F1C1E1DL)),0xEC60L))<l_1149.f0),p_49))&0x3ABCC2C5L))^(*p_50)),p_49))));
return l_1186;
}
}
}
--l_1188[0];
}
else
{
const int32_t*l_1210[10]={&g_122,&g_122,&g_122,&g_122,&g_122,&g_122,&g_122,&g_122,&g_122,&g_122};
int32_t*l_1211= &l_1004[1][2][3].f2;
int32_t**l_1212= &l_1211;
union U1 l_1213={0xE25F55B8L};
uint64_t l_1214=18446744073709551615UL;
struct S0 l_1238[5][4][10]={{{{0x95L,0xA3B5A7C5EED55F82LL,-1L},{0L,0x15D769AAD2F54381LL,0x65C516AFL},{0xD7L,7L,0xFC3AF0AAL},{9L,0x417F8DC3E5624D21LL,0xCFA9F689L},{1L,0xE28BBFA11934B64CLL,-1L},{-4L,3L,7L},{1L,0xE28BBFA11934B64CLL,-1L},{9L,0x417F8DC3E5624D21LL,0xCFA9F689L},{0xD7L,7L,0xFC3AF0AAL},{0L,0x15D769AAD2F54381LL,0x65C516AFL}},{{0xEDL,0x4E4C37B90A71F60ELL,0L},{-4L,0x80283E2C37BAA20ELL,0x9C85AB47L},{-7L,0xCD2553E74A1F2E5ELL,0x0C57D913L},{0L,0x15D769AAD2F54381LL,0x65C516AFL},{1L,0xE28BBFA11934B64CLL,-1L},{1L,1L,0L},{0x83L,0L,0x4BEC59BAL},{0L,0x6FA3E8B485FDEBD1LL,0L},{-1L,0xEEDE1AE55CCC7C5CLL,-10L},{-4L,3L,7L}},{{1L,0xE28BBFA11934B64CLL,-1L},{0L,0x6FA3E8B485FDEBD1LL,0L},{0x95L,0xA3B5A7C5EED55F82LL,-1L},{0x7EL,-7L,2L},{0x42L,0xB89C9D5272FC57CFLL,4L},{1L,1L,0L},{0xD7L,7L,0xFC3AF0AAL},{1L,1L,0L},{0x42L,0xB89C9D5272FC57CFLL,4L},{0x7EL,-7L,2L}},{{0xEDL,0x4E4C37B90A71F60ELL,0L},{0xFCL,1L,0x3232D25EL},{0xEDL,0x4E4C37B90A71F60ELL,0L},{1L,1L,0L},{0xF6L,-1L,0x5D0C4815L},{-4L,3L,7L},{0xD7L,7L,0xFC3AF0AAL},{3L,0xE521A1315833A541LL,0x84502FB2L},{-7L,0xCD2553E74A1F2E5ELL,0x0C57D913L},{9L,0x417F8DC3E5624D21LL,0xCFA9F689L}}},{{{0x95L,0xA3B5A7C5EED55F82LL,-1L},{0L,0x6FA3E8B485FDEBD1LL,0L},{1L,0xE28BBFA11934B64CLL,-1L},{1L,-6L,1L},{0xEDL,0x4E4C37B90A71F60ELL,0L},{0L,1L,0xBF9AF3B8L},{0x83L,0L,0x4BEC59BAL},{3L,0xE521A1315833A541LL,0x84502FB2L},{0x83L,0L,0x4BEC59BAL},{0L,1L,0xBF9AF3B8L}},{{-7L,0xCD2553E74A1F2E5ELL,0x0C57D913L},{-4L,0x80283E2C37BAA20ELL,0x9C85AB47L},{0xEDL,0x4E4C37B90A71F60ELL,0L},{-4L,0x80283E2C37BAA20ELL,0x9C85AB47L},{-7L,0xCD2553E74A1F2E5ELL,0x0C57D913L},{0L,0x15D769AAD2F54381LL,0x65C516AFL},{1L,0xE28BBFA11934B64CLL,-1L},{1L,1L,0L},{0x83L,0L,0x4BEC59BAL},{0L,0x6FA3E8B485FDEBD1LL,0L}},{{0xD7L,7L,0xFC3AF0AAL},{0L,0x15D769AAD2F54381LL,0x65C516AFL},{0x95L,0xA3B5A7C5EED55F82LL,-1L},{1L,-6L,1L},{-1L,0xEEDE1AE55CCC7C5CLL,-10L},{3L,0xE521A1315833A541LL,0x84502FB2L},{0xF6L,-1L,0x5D0C4815L},{0L,0x6FA3E8B485FDEBD1LL,0L},{-7L,0xCD2553E74A1F2E5ELL,0x0C57D913L},{0L,0x6FA3E8B485FDEBD1LL,0L}},{{1L,7L,-1L},{1L,-6L,1L},{-7L,0xCD2553E74A1F2E5ELL,0x0C57D913L},{1L,1L,0L},{-7L,0xCD2553E74A1F2E5ELL,0x0C57D913L},{1L,-6L,1L},{1L,7L,-1L},{9L,0x417F8DC3E5624D21LL,0xCFA9F689L},{0x42L,0xB89C9D5272FC57CFLL,4L},{0L,1L,0xBF9AF3B8L}}},{{{1L,7L,-1L},{0L,1L,0xBF9AF3B8L},{0xD7L,7L,0xFC3AF0AAL},{0x7EL,-7L,2L},{0xEDL,0x4E4C37B90A71F60ELL,0L},{3L,0xE521A1315833A541LL,0x84502FB2L},{0x42L,0xB89C9D5272FC57CFLL,4L},{-4L,0x80283E2C37BAA20ELL,0x9C85AB47L},{-1L,0xEEDE1AE55CCC7C5CLL,-10L},{9L,0x417F8DC3E5624D21LL,0xCFA9F689L}},{{0xD7L,7L,0xFC3AF0AAL},{0L,1L,0xBF9AF3B8L},{1L,7L,-1L},{0L,0x15D769AAD2F54381LL,0x65C516AFL},{0xF6L,-1L,0x5D0C4815L},{0L,0x15D769AAD2F54381LL,0x65C516AFL},{1L,7L,-1L},{0L,1L,0xBF9AF3B8L},{0xD7L,7L,0xFC3AF0AAL},{0x7EL,-7L,2L}},{{-7L,0xCD2553E74A1F2E5ELL,0x0C57D913L},{1L,-6L,1L},{1L,7L,-1L},{9L,0x417F8DC3E5624D21LL,0xCFA9F689L},{0x42L,0xB89C9D5272FC57CFLL,4L},{0L,1L,0xBF9AF3B8L},{0xF6L,-1L,0x5D0C4815L},{-4L,0x80283E2C37BAA20ELL,0x9C85AB47L},{0x95L,0xA3B5A7C5EED55F82LL,-1L},{-4L,3L,7L}},{{0x95L,0xA3B5A7C5EED55F82LL,-1L},{0L,0x15D769AAD2F54381LL,0x65C516AFL},{0xD7L,7L,0xFC3AF0AAL},{9L,0x417F8DC3E5624D21LL,0xCFA9F689L},{1L,0xE28BBFA11934B64CLL,-1L},{-4L,3L,7L},{1L,0xE28BBFA11934B64CLL,-1L},{9L,0x417F8DC3E5624D21LL,0xCFA9F689L},{0xD7L,7L,0xFC3AF0AAL},{0L,0x15D769AAD2F54381LL,0x65C516AFL}}},{{{0xEDL,0x4E4C37B90A71F60ELL,0L},{-4L,0x80283E2C37BAA20ELL,0x9C85AB47L},{-7L,0xCD2553E74A1F2E5ELL,0x0C57D913L},{0L,0x15D769AAD2F54381LL,0x65C516AFL},{1L,0xE28BBFA11934B64CLL,-1L},{1L,1L,0L},{0x83L,0L,0x4BEC59BAL},{0L,0x6FA3E8B485FDEBD1LL,0L},{0x95L,0xA3B5A7C5EED55F82LL,-1L},{3L,0xE521A1315833A541LL,0x84502FB2L}},{{0x83L,0L,0x4BEC59BAL},{1L,1L,0L},{1L,0xE28BBFA11934B64CLL,-1L},{0L,0x15D769AAD2F54381LL,0x65C516AFL},{-7L,0xCD2553E74A1F2E5ELL,0x0C57D913L},{-4L,0x80283E2C37BAA20ELL,0x9C85AB47L},{0xEDL,0x4E4C37B90A71F60ELL,0L},{-4L,0x80283E2C37BAA20ELL,0x9C85AB47L},{-7L,0xCD2553E74A1F2E5ELL,0x0C57D913L},{0L,0x15D769AAD2F54381LL,0x65C516AFL}},{{-1L,0xEEDE1AE55CCC7C5CLL,-10L},{9L,0x417F8DC3E5624D21LL,0xCFA9F689L},{-1L,0xEEDE1AE55CCC7C5CLL,-10L},{-4L,0x80283E2C37BAA20ELL,0x9C85AB47L},{0x42L,0xB89C9D5272FC57CFLL,4L},{3L,0xE521A1315833A541LL,0x84502FB2L},{0xEDL,0x4E4C37B90A71F60ELL,0L},{0x7EL,-7L,2L},{0xD7L,7L,0xFC3AF0AAL},{0L,1L,0xBF9AF3B8L}},{{1L,0xE28BBFA11934B64CLL,-1L},{1L,1L,0L},{0x83L,0L,0x4BEC59BAL},{0L,0x6FA3E8B485FDEBD1LL,0L},{-1L,0xEEDE1AE55CCC7C5CLL,-10L},{-4L,3L,7L},{1L,7L,-1L},{0x7EL,-7L,2L},{1L,7L,-1L},{-4L,3L,7L}}},{{{0xD7L,7L,0xFC3AF0AAL},{0xFCL,1L,0x3232D25EL},{-1L,0xEEDE1AE55CCC7C5CLL,-10L},{0xFCL,1L,0x3232D25EL},{0xD7L,7L,0xFC3AF0AAL},{1L,-6L,1L},{0x83L,0L,0x4BEC59BAL},{-4L,0x80283E2C37BAA20ELL,0x9C85AB47L},{1L,7L,-1L},{1L,1L,0L}},{{0xEDL,0x4E4C37B90A71F60ELL,0L},{1L,-6L,1L},{1L,0xE28BBFA11934B64CLL,-1L},{0L,0x6FA3E8B485FDEBD1LL,0L},{0x95L,0xA3B5A7C5EED55F82LL,-1L},{0x7EL,-7L,2L},{0x42L,0xB89C9D5272FC57CFLL,4L},{1L,1L,0L},{0xD7L,7L,0xFC3AF0AAL},{1L,1L,0L}},{{9L,0xEB1D1C97D71F4188LL,0x98261F4BL},{0L,0x6FA3E8B485FDEBD1LL,0L},{0xD7L,7L,0xFC3AF0AAL},{-4L,0x80283E2C37BAA20ELL,0x9C85AB47L},{0xD7L,7L,0xFC3AF0AAL},{0L,0x6FA3E8B485FDEBD1LL,0L},{9L,0xEB1D1C97D71F4188LL,0x98261F4BL},{0L,1L,0xBF9AF3B8L},{-7L,0xCD2553E74A1F2E5ELL,0x0C57D913L},{-4L,3L,7L}},{{9L,0xEB1D1C97D71F4188LL,0x98261F4BL},{-4L,3L,7L},{0xEDL,0x4E4C37B90A71F60ELL,0L},{0L,0x15D769AAD2F54381LL,0x65C516AFL},{-1L,0xEEDE1AE55CCC7C5CLL,-10L},{0x7EL,-7L,2L},{-7L,0xCD2553E74A1F2E5ELL,0x0C57D913L},{0xFCL,1L,0x3232D25EL},{0x95L,0xA3B5A7C5EED55F82LL,-1L},{0L,1L,0xBF9AF3B8L}}}};
int32_t l_1253=0x79056FDDL;
int32_t l_1256=0x17B474D8L;
int32_t l_1258=0x8787F360L;
int32_t l_1259=0xD2A44CCBL;
int32_t l_1261=0L;
int32_t l_1262=0x504342C5L;
uint8_t l_1264[8]={1UL,0x22L,1UL,1UL,0x22L,1UL,1UL,0x22L};
int i,j,k;
(*g_176)=(safe_rshift_func_int16_t_s_u(((safe_rshift_func_uint8_t_u_u((((((safe_div_func_uint16_t_u_u((safe_div_func_int16_t_s_s((safe_unary_minus_func_int64_t_s((safe_mod_func_int32_t_s_s((l_1214=(((18446744073709551615UL^(safe_div_func_uint8_t_u_u(l_768,0x46L)))&(*g_1158))||(safe_add_func_int16_t_s_s(((safe_add_func_uint32_t_u_u((~(func_52(l_1209,(l_1210[5]!=((*l_1212)=l_1211)),(*g_460),l_1213),l_1065)),l_1209.f0))<p_51),0xF32CL)))),0xC6FB75CFL)))),(-1L))),l_1004[1][2][3].f0)),5UL),(-10L))||248UL)|l_1215),p_49)),0x6388L),p_49));
for(g_414.f1=3;(g_414.f1>30);g_414.f1=safe_add_func_int16_t_s_s(g_414.f1,7))
{
int64_t*l_1218= &g_249;
int64_t*l_1219= &g_66.f1;
int32_t l_1223[7]={(-1L),(-8L),(-8L),(-1L),(-8L),(-8L),(-1L)};
uint8_t*l_1224[5]={&g_215[0][2].f3,&g_215[0][2].f3,&g_215[0][2].f3,&g_215[0][2].f3,&g_215[0][2].f3};
uint8_t l_1237=0xF8L;
int64_t l_1255=(-5L);
int i;
l_1223[1]=(((l_1218=(void*)0)!=l_1219),(safe_add_func_uint64_t_u_u(((**l_663),((((+(l_1223[1]!=g_359.f0.f1)),l_1224[0])==(void*)0)||(((p_50==((*l_1212)= &l_652[4]))!=p_49)!=0xB30EL))),0x6604BA76866752A9LL)));
for(g_896.f0=0;(g_896.f0>29);g_896.f0=safe_add_func_int32_t_s_s(g_896.f0,2))
{
int32_t l_1240=0x0382609DL;
int32_t l_1243=1L;
int32_t l_1244=(-9L);
int32_t l_1245=0x0B39813EL;
int32_t l_1247=(-5L);
int32_t l_1248=3L;
int32_t l_1249=(-6L);
int32_t l_1250=(-1L);
int32_t l_1251=0xFD059896L;
int32_t l_1252=0x97A39BCAL;
int32_t l_1254=0xE431E770L;
int32_t l_1257=1L;
int32_t l_1260=0x9E3FB6CEL;
for(l_1209.f1.f1=0;(l_1209.f1.f1>=0);l_1209.f1.f1-=1)
{
int32_t*l_1241= &g_66.f2;
int32_t*l_1242[7][10]={{&g_857,&l_1239.f2,(void*)0,&l_1209.f0,(void*)0,&l_1239.f2,&g_857,&g_857,&l_1239.f2,(void*)0},{&l_1239.f2,&g_857,&g_857,&l_1239.f2,(void*)0,&l_1209.f0,(void*)0,&l_1239.f2,&g_857,&g_857},{(void*)0,&g_857,&l_1223[1],&l_1213.f0,&l_1213.f0,&l_1223[1],&g_857,(void*)0,&g_857,&l_1223[1]},{&l_1209.f0,&l_1239.f2,&l_1213.f0,&l_1239.f2,&l_1209.f0,&l_1223[1],&l_1223[1],&l_1209.f0,&l_1239.f2,&l_1213.f0},{(void*)0,(void*)0,&l_1213.f0,&l_1209.f0,&g_122,&l_1209.f0,&l_1213.f0,(void*)0,(void*)0,&l_1213.f0},{&l_1239.f2,&l_1209.f0,&l_1223[1],&l_1223[1],&l_1209.f0,&l_1239.f2,&l_1213.f0,&l_1239.f2,&l_1209.f0,&l_1223[1]},{&g_857,(void*)0,&g_857,&l_1223[1],&l_1213.f0,&l_1213.f0,&l_1223[1],&g_857,(void*)0,&g_857}};
int64_t l_1246=0x712E64D5C2E4AC50LL;
int i,j;
(**l_1212)&=(*p_50);
l_1239=((**l_663)=((0xA02FL>=((safe_add_func_uint32_t_u_u((0xBBL||((safe_rshift_func_uint8_t_u_u(0x9AL,7))!=(0x1794L^(l_637.f2|=((safe_div_func_uint8_t_u_u(p_51,((*g_8)=(safe_lshift_func_uint16_t_u_u(((*l_634)^=p_49),(((**l_1212)=0xCBBA67C9L)!=((safe_sub_func_int16_t_s_s(l_1237,p_49))^(*p_50))))))))&&0xA52EL))))),7L))&&0x4D3AB957L)),l_1238[1][0][1]));
l_1264[5]++;
for(g_1024=0;(g_1024<=0);g_1024+=1)
{
(*l_630)=(*g_891);
}
}
}
}
}
(*l_1268)= &l_652[4];
return l_1270;
}
static union U3 func_52(union U1 p_53,int32_t p_54,union U5 p_55,union U1 p_56)
{
int32_t l_598[8][9]={{(-6L),1L,(-6L),1L,(-6L),1L,(-6L),1L,(-6L)},{0x99B7BEEEL,0x99B7BEEEL,1L,1L,0x99B7BEEEL,0x99B7BEEEL,1L,1L,0x99B7BEEEL},{0xB1934D05L,1L,0xB1934D05L,1L,0xB1934D05L,1L,0xB1934D05L,1L,0xB1934D05L},{0x99B7BEEEL,1L,1L,0x99B7BEEEL,0x99B7BEEEL,1L,1L,0x99B7BEEEL,0x99B7BEEEL},{(-6L),1L,(-6L),1L,(-6L),1L,(-6L),1L,(-6L)},{0x99B7BEEEL,0x99B7BEEEL,1L,1L,0x99B7BEEEL,0x99B7BEEEL,1L,1L,0x99B7BEEEL},{0xB1934D05L,1L,0xB1934D05L,1L,0xB1934D05L,1L,0xB1934D05L,1L,0xB1934D05L},{0x99B7BEEEL,1L,1L,0x99B7BEEEL,0x99B7BEEEL,1L,1L,0x99B7BEEEL,0x99B7BEEEL}};
union U4**l_608= &g_90;
union U4***l_607[9]={(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0};
int32_t l_611=0L;
union U4***l_612= &l_608;
struct S0*l_616[7];
struct S0**l_617= &l_616[6];
int i,j;
for(i=0;i<7;i++)
l_616[i]= &g_66;
for(g_250.f1.f2=0;(g_250.f1.f2==(-12));g_250.f1.f2=safe_sub_func_int16_t_s_s(g_250.f1.f2,3))
{
int64_t*l_588= &g_249;
int64_t*l_589= &g_66.f1;
uint16_t*l_592=(void*)0;
int32_t l_597=(-1L);
int16_t*l_599=(void*)0;
int16_t*l_600= &g_112[1][4];
int16_t*l_601[2];
int32_t l_602=5L;
uint32_t*l_603= &g_604[0];
union U4**l_606= &g_90;
union U4***l_605= &l_606;
int32_t*l_610[3];
int i;
for(i=0;i<2;i++)
l_601[i]= &g_215[0][2].f0;
for(i=0;i<3;i++)
l_610[i]=(void*)0;
(*g_273)=(safe_sub_func_int32_t_s_s((l_611=((safe_add_func_int8_t_s_s((safe_lshift_func_uint8_t_u_s((!(((((((*l_589)=(g_587[3][0],((*l_588)&=0xC0A971EFF3F9D1FFLL)))>=(safe_mul_func_int8_t_s_s((((g_163[3]&=g_158)^(((*l_603)|=(p_55.f1^((safe_rshift_func_int16_t_s_s((l_602&=((*l_600)=(safe_sub_func_int16_t_s_s((l_597&g_338[0][0].f1),l_598[6][7])))),0))==(p_55,l_598[6][7]))))<=g_362[0].f1)),0x45L),0x1DL))),l_605)!=l_607[2]),(***l_605)),0UL)),6)),g_609[0]))^l_597)),g_413[4][0][0].f1));
}
(*g_613)=(l_612=(void*)0);
g_65[0]=((*l_617)=l_616[0]);
return g_618;
}
