#include "csmith.h"
union U0{
volatile uint64_t f0;
};
static volatile uint8_t g_3=0x59L;
static int16_t g_4=5L;
static int32_t g_85=0x0944B0CEL;
static uint64_t g_89[2]={};
static uint16_t g_91=0x0E9DL;
static int32_t g_97[6][2][1]={{},{{0x50B1092FL},{}},{},{},{},{}};
static const int32_t*g_117= &g_97[4][0][0];
static const int32_t**g_116= &g_117;
static int64_t g_123=(-1L);
static int16_t g_169=0xAD15L;
static uint16_t*g_187[10][5][2]={};
static uint16_t**g_186= &g_187[5][1][0];
static int8_t g_189=5L;
static int64_t g_223=9L;
static volatile int32_t g_254=1L;
static volatile int32_t*g_253[3]={};
static volatile int32_t g_257=(-1L);
static int32_t g_328=0x29B185F9L;
static int64_t g_394=(-1L);
static int8_t g_397=0xC3L;
static uint16_t g_401=0xF01BL;
static int32_t*g_412= &g_97[1][0][0];
static int8_t g_428=6L;
static volatile int32_t*volatile*volatile g_448= &g_253[1];
static volatile int32_t*volatile*volatile*g_447= &g_448;
static uint8_t g_475[8]={0x68L,0x68L,0x68L,0x68L,0x68L,0x68L,0x68L,0x68L};
static int64_t g_476=(-8L);
static int32_t g_515=1L;
static uint32_t g_539=1UL;
static uint16_t***g_610[4][9][6]={{{(void*)0,&g_186,&g_186,&g_186,&g_186,&g_186},{&g_186,&g_186,&g_186,&g_186,(void*)0,(void*)0},{(void*)0,&g_186,&g_186,(void*)0,&g_186,&g_186},{&g_186,&g_186,(void*)0,(void*)0,(void*)0,&g_186},{&g_186,&g_186,&g_186,&g_186,(void*)0,&g_186},{&g_186,&g_186,&g_186,&g_186,(void*)0,&g_186},{&g_186,&g_186,&g_186,(void*)0,&g_186,&g_186},{&g_186,&g_186,&g_186,&g_186,&g_186,&g_186},{(void*)0,(void*)0,&g_186,(void*)0,&g_186,&g_186}},{{&g_186,&g_186,&g_186,&g_186,&g_186,&g_186},{(void*)0,(void*)0,&g_186,&g_186,&g_186,&g_186},{&g_186,&g_186,&g_186,(void*)0,&g_186,&g_186},{(void*)0,(void*)0,&g_186,&g_186,&g_186,&g_186},{&g_186,&g_186,&g_186,&g_186,&g_186,&g_186},{(void*)0,&g_186,&g_186,&g_186,&g_186,&g_186},{&g_186,&g_186,&g_186,&g_186,&g_186,&g_186},{&g_186,&g_186,&g_186,&g_186,&g_186,&g_186},{&g_186,&g_186,&g_186,&g_186,&g_186,&g_186}},{{&g_186,&g_186,&g_186,&g_186,&g_186,&g_186},{&g_186,(void*)0,&g_186,&g_186,&g_186,&g_186},{&g_186,&g_186,(void*)0,&g_186,&g_186,&g_186},{&g_186,(void*)0,&g_186,&g_186,&g_186,&g_186},{&g_186,&g_186,&g_186,(void*)0,&g_186,&g_186},{&g_186,(void*)0,&g_186,(void*)0,&g_186,&g_186},{&g_186,&g_186,&g_186,&g_186,&g_186,&g_186},{(void*)0,&g_186,&g_186,&g_186,&g_186,(void*)0},{&g_186,&g_186,&g_186,(void*)0,&g_186,&g_186}},{{&g_186,&g_186,&g_186,&g_186,&g_186,&g_186},{&g_186,&g_186,&g_186,&g_186,&g_186,&g_186},{&g_186,&g_186,(void*)0,(void*)0,&g_186,&g_186},{&g_186,(void*)0,(void*)0,&g_186,&g_186,&g_186},{&g_186,&g_186,&g_186,&g_186,&g_186,&g_186},{(void*)0,(void*)0,&g_186,&g_186,&g_186,&g_186},{&g_186,&g_186,&g_186,&g_186,&g_186,&g_186},{&g_186,(void*)0,&g_186,(void*)0,&g_186,(void*)0},{&g_186,&g_186,&g_186,&g_186,&g_186,&g_186}}};
static int16_t g_611[1][2][4]={{{0L,3L,3L,0L},{3L,0L,3L,3L}}};
static int32_t**g_695= &g_412;
static volatile uint8_t*const g_705[2]={(void*)0,(void*)0};
static volatile uint8_t*const*g_704= &g_705[0];
static uint16_t g_739[3]={0xC918L,0xC918L,0xC918L};
static int32_t g_743=0xAAAD5E85L;
static const volatile uint16_t*volatile**volatile*g_763=(void*)0;
static const volatile uint16_t*volatile**volatile*volatile*g_762= &g_763;
static uint16_t g_820[10][9][2]={{{65529UL,65533UL},{0xCFB1L,65529UL},{0xE0D6L,0x31E8L},{65533UL,65528UL},{65528UL,65528UL},{65533UL,0x31E8L},{0xE0D6L,65529UL},{0xCFB1L,65533UL},{9UL,0xCFB1L}},{{0x3EA4L,65535UL},{0x3EA4L,0xCFB1L},{9UL,65533UL},{0xCFB1L,65529UL},{0xE0D6L,0x31E8L},{65533UL,65528UL},{65528UL,65528UL},{65533UL,0x31E8L},{0xE0D6L,65529UL}},{{0xCFB1L,65533UL},{9UL,0xCFB1L},{0x3EA4L,65535UL},{0x3EA4L,0xCFB1L},{9UL,65533UL},{0xCFB1L,65529UL},{0xE0D6L,0x31E8L},{65533UL,65528UL},{65528UL,65528UL}},{{65533UL,0x31E8L},{0xE0D6L,65529UL},{0xCFB1L,65533UL},{9UL,0xCFB1L},{0x3EA4L,65535UL},{0x3EA4L,0xCFB1L},{9UL,65533UL},{0xCFB1L,65529UL},{0xE0D6L,0x31E8L}},{{65533UL,65528UL},{65528UL,65528UL},{65533UL,0x31E8L},{0xE0D6L,65529UL},{0xCFB1L,65533UL},{9UL,0xCFB1L},{0x3EA4L,65535UL},{0x3EA4L,0xCFB1L},{9UL,65533UL}},{{0xCFB1L,65529UL},{0xE0D6L,0x31E8L},{65533UL,65528UL},{65528UL,65528UL},{65533UL,0x31E8L},{0xE0D6L,65529UL},{0xCFB1L,65533UL},{9UL,0xCFB1L},{0x3EA4L,65535UL}},{{0x3EA4L,0xCFB1L},{9UL,65533UL},{0xCFB1L,65529UL},{0xE0D6L,0x31E8L},{65533UL,65528UL},{65528UL,65528UL},{65533UL,0x31E8L},{0xE0D6L,65529UL},{0xCFB1L,65533UL}},{{9UL,0xCFB1L},{0x3EA4L,65535UL},{0x3EA4L,0xCFB1L},{9UL,65533UL},{0xCFB1L,65529UL},{0xE0D6L,0x31E8L},{65533UL,65528UL},{65528UL,65528UL},{65533UL,0x31E8L}},{{0xE0D6L,65529UL},{0xCFB1L,65533UL},{9UL,0xCFB1L},{0x3EA4L,65535UL},{0x3EA4L,0xCFB1L},{9UL,65533UL},{0xCFB1L,65529UL},{0xE0D6L,0x31E8L},{65533UL,65528UL}},{{65528UL,65528UL},{65533UL,0x31E8L},{0xE0D6L,65529UL},{0xCFB1L,65533UL},{9UL,0xCFB1L},{0x3EA4L,65535UL},{0x3EA4L,0xCFB1L},{9UL,65533UL},{0xCFB1L,65529UL}}};
static int64_t*g_825= &g_223;
static uint32_t g_908=18446744073709551608UL;
static int16_t*g_929[4][1][8]={{{&g_611[0][1][3],&g_611[0][1][3],&g_611[0][1][3],&g_611[0][1][3],&g_611[0][1][3],&g_611[0][1][3],&g_611[0][1][3],&g_611[0][1][3]}},{{&g_611[0][1][3],&g_611[0][1][3],&g_611[0][1][3],&g_611[0][1][3],&g_611[0][1][3],&g_611[0][1][3],&g_611[0][1][3],&g_611[0][1][3]}},{{&g_611[0][1][3],&g_611[0][1][3],&g_611[0][1][3],&g_611[0][1][3],&g_611[0][1][3],&g_611[0][1][3],&g_611[0][1][3],&g_611[0][1][3]}},{{&g_611[0][1][3],&g_611[0][1][3],&g_611[0][1][3],&g_611[0][1][3],&g_611[0][1][3],&g_611[0][1][3],&g_611[0][1][3],&g_611[0][1][3]}}};
static int16_t**const volatile g_928= &g_929[3][0][1];
static int16_t**const volatile*g_927= &g_928;
static const int16_t*g_932= &g_611[0][0][1];
static const int16_t**g_931= &g_932;
static const int16_t***g_930= &g_931;
static uint16_t g_941[6]={0x66B9L,1UL,1UL,0x66B9L,1UL,1UL};
static int8_t g_1018=(-9L);
static int16_t g_1121=1L;
static int16_t g_1190=0x2B26L;
static uint32_t g_1191=0xF1008389L;
static int32_t g_1192=1L;
static int32_t***g_1222= &g_695;
static int32_t****g_1221= &g_1222;
static int32_t g_1225=0x200BBCC6L;
static int32_t*const*g_1275= &g_412;
static int32_t*const**g_1274= &g_1275;
static int8_t g_1314=0x59L;
static uint8_t*volatile*g_1326=(void*)0;
static uint8_t*volatile**g_1325= &g_1326;
static uint8_t*volatile***g_1324= &g_1325;
static const int64_t g_1359=(-10L);
static int64_t g_1399=3L;
static int8_t g_1429=0xD6L;
static int64_t g_1474[6][2][8]={{{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)}},{{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)}},{{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)}},{{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)}},{{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)}},{{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)},{(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L),(-1L)}}};
static const uint16_t g_1512=0xB251L;
static int16_t**g_1535=(void*)0;
static int16_t***g_1534= &g_1535;
static int16_t****g_1533= &g_1534;
static uint8_t*g_1566= &g_475[1];
static const uint16_t*g_1670= &g_739[2];
static const uint16_t**g_1669[6][6]={{&g_1670,&g_1670,&g_1670,&g_1670,&g_1670,&g_1670},{&g_1670,&g_1670,&g_1670,&g_1670,&g_1670,&g_1670},{&g_1670,&g_1670,&g_1670,&g_1670,&g_1670,&g_1670},{&g_1670,&g_1670,&g_1670,&g_1670,&g_1670,&g_1670},{&g_1670,&g_1670,&g_1670,&g_1670,&g_1670,&g_1670},{&g_1670,&g_1670,&g_1670,&g_1670,&g_1670,&g_1670}};
static const uint16_t***g_1668= &g_1669[3][3];
static const uint16_t****g_1667= &g_1668;
static const uint16_t*****g_1666[8]={(void*)0,&g_1667,&g_1667,(void*)0,&g_1667,&g_1667,(void*)0,&g_1667};
static int32_t g_1681=0x2B2A99B9L;
static int32_t*g_1684= &g_1681;
static int32_t**g_1683= &g_1684;
static int16_t*****g_1698= &g_1533;
static uint32_t g_1751=0x2F99D24DL;
static uint8_t g_1766=0x5AL;
static int16_t g_1798=(-1L);
static union U0 g_1831={18446744073709551615UL};
static uint32_t g_1838=0xA44AFEB9L;
static int32_t g_2078=0xC57BAB26L;
static uint16_t****g_2082=(void*)0;
static uint16_t*****g_2081= &g_2082;
static uint8_t g_2111=255UL;
static union U0 g_2118={0x4392A148D5792F71LL};
static int32_t g_2205=0xE04C3D27L;
static int64_t**volatile g_2220[2]={&g_825,&g_825};
static int64_t**volatile*g_2219= &g_2220[1];
static const int32_t***g_2294=(void*)0;
static uint8_t*const*g_2362=(void*)0;
static uint8_t*const**g_2361= &g_2362;
static int16_t g_2376=(-2L);
static uint16_t g_2419=0xED29L;
static int16_t g_2538[4]={0x01BDL,0x01BDL,0x01BDL,0x01BDL};
static int16_t g_2590=0x996FL;
static int32_t*g_2677= &g_97[1][0][0];
static const uint32_t*g_2743=(void*)0;
static uint32_t*g_2761=(void*)0;
static uint32_t**g_2760= &g_2761;
static uint32_t***g_2759= &g_2760;
static uint32_t****g_2758= &g_2759;
static uint8_t**g_2787= &g_1566;
static uint8_t***g_2786= &g_2787;
static uint8_t****g_2785= &g_2786;
static uint32_t g_2891=0x73B8160FL;
static union U0 g_2910={18446744073709551607UL};
static union U0 g_2912={0x362F8CE7E0FD3282LL};
static int64_t**g_2941= &g_825;
static int64_t g_2949=0L;
static int64_t g_2950=0x80D07B0A36B3CDE7LL;
static int64_t g_2951=(-2L);
static int64_t g_2952[9]={0xAA8EAA157877EF40LL,0x42921BCEF003E1BELL,0xAA8EAA157877EF40LL,0xAA8EAA157877EF40LL,0x42921BCEF003E1BELL,0xAA8EAA157877EF40LL,0xAA8EAA157877EF40LL,0x42921BCEF003E1BELL,0xAA8EAA157877EF40LL};
static int64_t g_2953=0xEFD6BC6E1DC02B4FLL;
static int64_t g_2954=1L;
static int64_t g_2955=0x0415C53CA297EF9ALL;
static int64_t g_2956[2][9]={{1L,0x409042108745395DLL,1L,1L,0x409042108745395DLL,1L,1L,0x409042108745395DLL,1L},{0x6AFFA982184A5845LL,1L,0x6AFFA982184A5845LL,0x6AFFA982184A5845LL,1L,0x6AFFA982184A5845LL,0x6AFFA982184A5845LL,1L,0x6AFFA982184A5845LL}};
static int64_t g_2957[3][1][1]={{{9L}},{{9L}},{{9L}}};
static int64_t g_2958=0x36672551F95334A1LL;
static int64_t g_2959[3][1]={{0x49B4F424DB9D9854LL},{0x49B4F424DB9D9854LL},{0x49B4F424DB9D9854LL}};
static int64_t g_2960=0L;
static int64_t g_2961[7]={6L,0L,6L,6L,0L,6L,6L};
static int64_t g_2962=0L;
static int64_t g_2963[1]={8L};
static int64_t g_2964[1]={3L};
static int64_t g_2965=0x07EF1E3081BE3D57LL;
static int64_t g_2966=0x6551D75A18A6216BLL;
static int64_t g_2967=(-1L);
static int64_t g_2968[6]={0x22C4DDE705265E8DLL,0x22C4DDE705265E8DLL,0x22C4DDE705265E8DLL,0x22C4DDE705265E8DLL,0x22C4DDE705265E8DLL,0x22C4DDE705265E8DLL};
static int64_t g_2969=0x39264465B7497A88LL;
static int64_t g_2970=0xC79D360E251779B9LL;
static int64_t g_2971=0L;
static int64_t g_2972=7L;
static int64_t g_2973[5]={0L,0L,0L,0L,0L};
static int64_t g_2974=0L;
static int64_t g_2975=0x843B4163B9B7FB62LL;
static int64_t g_2976=(-1L);
static int64_t g_2977=0L;
static int64_t g_2978=1L;
static int64_t g_2979=0xA1732A1AC825BAB8LL;
static int64_t g_2980=(-4L);
static uint32_t g_2986=0x4977D180L;
static uint32_t*g_3010= &g_2986;
static uint32_t**g_3009[7]={&g_3010,&g_3010,&g_3010,&g_3010,&g_3010,&g_3010,&g_3010};
static uint32_t***const g_3008= &g_3009[4];
static int32_t g_3072=0x156E4435L;
static uint32_t g_3092=0xAAF7CDDFL;
static uint32_t***g_3132= &g_3009[4];
static uint64_t g_3192=1UL;
static volatile uint32_t g_3224=0xDA18BDCDL;
static volatile uint32_t*g_3223= &g_3224;
static volatile uint32_t**volatile g_3222= &g_3223;
static union U0 g_3262={2UL};
static volatile union U0 g_3314={18446744073709551614UL};
static int16_t g_3443=6L;
static uint16_t func_8(uint64_t p_9,const uint8_t p_10,int32_t p_11,uint32_t p_12);
static int8_t func_14(int32_t p_15,uint32_t p_16,int64_t p_17,int32_t p_18,int64_t p_19);
static int16_t func_25(int8_t p_26,int64_t p_27,uint64_t p_28,int8_t p_29);
static uint32_t func_34(uint64_t p_35,const uint32_t p_36);
static int32_t func_39(uint64_t p_40);
static uint64_t func_41(int32_t p_42,uint32_t p_43,int64_t p_44);
static int64_t func_47(int16_t p_48);
static uint8_t func_49(const uint32_t p_50,uint32_t p_51,int16_t p_52,int8_t p_53);
static uint8_t func_62(int64_t p_63,int16_t p_64,uint16_t p_65,int32_t p_66,int32_t p_67);
static int32_t func_1(void)
{
uint16_t l_13=9UL;
int32_t l_56=1L;
int64_t l_57[10][10]={{(-5L),0x60F9AA2AAFA0B2B0LL,0x7726B4FF510212AELL,0x6128B293C34F9703LL,(-1L),(-3L),1L,1L,1L,0xB5DCFD1F91351DBDLL},{(-1L),1L,0xB256CD219FA4A603LL,5L,0xD9236F914A126529LL,(-3L),0x1E161E4171B3FE78LL,(-3L),0xD9236F914A126529LL,5L},{(-5L),0x919139F4802D14A5LL,(-5L),(-3L),0xFB3486B686461D90LL,0xB5DCFD1F91351DBDLL,0x1E161E4171B3FE78LL,0x1131E34F9A325CF1LL,0x7726B4FF510212AELL,0xAB82AEC7F5175D1BLL},{0xB256CD219FA4A603LL,1L,(-1L),0x144DB28543B57941LL,(-5L),0L,1L,0x1131E34F9A325CF1LL,1L,0L},{0x7726B4FF510212AELL,0x60F9AA2AAFA0B2B0LL,(-5L),0x60F9AA2AAFA0B2B0LL,0x7726B4FF510212AELL,0x6128B293C34F9703LL,(-1L),(-3L),1L,1L},{0x1E161E4171B3FE78LL,0x6128B293C34F9703LL,0xB256CD219FA4A603LL,0x144DB28543B57941LL,1L,0x1131E34F9A325CF1LL,0xFB3486B686461D90LL,1L,0x7726B4FF510212AELL,1L},{0x879B6842A457AFC4LL,0x144DB28543B57941LL,0x7726B4FF510212AELL,(-3L),0x7726B4FF510212AELL,0x144DB28543B57941LL,0x879B6842A457AFC4LL,0xAB82AEC7F5175D1BLL,0xD9236F914A126529LL,0L},{0x879B6842A457AFC4LL,0L,0x1E161E4171B3FE78LL,5L,(-5L),0x1131E34F9A325CF1LL,0xD9236F914A126529LL,0x60F9AA2AAFA0B2B0LL,1L,0xAB82AEC7F5175D1BLL},{0x1E161E4171B3FE78LL,0L,0x879B6842A457AFC4LL,0x6128B293C34F9703LL,0xFB3486B686461D90LL,0x6128B293C34F9703LL,0x879B6842A457AFC4LL,0L,0x1E161E4171B3FE78LL,5L},{0x7726B4FF510212AELL,0x144DB28543B57941LL,0x879B6842A457AFC4LL,0xAB82AEC7F5175D1BLL,0xD9236F914A126529LL,0xB5DCFD1F91351DBDLL,0xD9236F914A126529LL,0x919139F4802D14A5LL,(-1L),0x1131E34F9A325CF1LL}};
uint32_t l_2096=1UL;
uint16_t*l_3576= &g_91;
int16_t*l_3577= &g_611[0][1][0];
int32_t l_3578=(-1L);
int i,j;
l_3578|=((safe_unary_minus_func_uint32_t_u((((*g_2677)=(g_3==(g_4,(~(((*l_3577)=(((*l_3576)=((safe_rshift_func_uint16_t_u_s(((func_8(l_13,g_4,(func_14((safe_rshift_func_uint16_t_u_s((safe_mod_func_uint32_t_u_u((+func_25(g_4,(safe_div_func_int8_t_s_s((safe_add_func_uint32_t_u_u(func_34((safe_mod_func_int32_t_s_s(func_39(func_41((safe_div_func_int64_t_s_s(l_13,g_4)),g_4,((func_47((((func_49(((l_56=((safe_add_func_uint32_t_u_u(5UL,g_4))^l_13))>l_57[5][2]),l_57[5][0],g_4,l_57[5][2])>l_13)|1L)&0x3C8DF0770A51888BLL))<=g_1474[4][0][2])==(*g_932)))),5UL)),g_1359),l_13)),l_13)),g_1429,g_1512)),7UL)),15)),l_57[5][2],l_2096,l_57[5][2],g_539)&&l_56),g_1766)|0x490EL)>=0L),7))|l_13))<=l_57[3][3]))|l_2096)))))|l_13)))>l_57[5][2]);
return l_56;
}
static uint16_t func_8(uint64_t p_9,const uint8_t p_10,int32_t p_11,uint32_t p_12)
{
uint32_t l_2468[10][6]={{0x56206E37L,0x56206E37L,0x56206E37L,0x56206E37L,0x56206E37L,0x56206E37L},{0x56206E37L,0x56206E37L,0x56206E37L,0x56206E37L,0x56206E37L,0x56206E37L},{0x56206E37L,0x56206E37L,0x56206E37L,0x56206E37L,0x56206E37L,0x56206E37L},{0x56206E37L,0x56206E37L,0x56206E37L,0x56206E37L,0x56206E37L,0x56206E37L},{0x56206E37L,0x56206E37L,0x56206E37L,0x56206E37L,0x56206E37L,0x56206E37L},{0x56206E37L,0x56206E37L,0x56206E37L,0x56206E37L,0x56206E37L,0x56206E37L},{0x56206E37L,0x56206E37L,0x56206E37L,0x56206E37L,0x56206E37L,0x56206E37L},{0x56206E37L,0x56206E37L,0x56206E37L,0x56206E37L,0x56206E37L,0x56206E37L},{0x56206E37L,0x56206E37L,0x56206E37L,0x56206E37L,0x56206E37L,0x56206E37L},{0x56206E37L,0x56206E37L,0x56206E37L,0x56206E37L,0x56206E37L,0x56206E37L}};
int8_t*l_2474= &g_428;
int8_t**l_2473= &l_2474;
int64_t**l_2483= &g_825;
int64_t***const l_2482= &l_2483;
uint8_t**l_2507= &g_1566;
int32_t*l_2509= &g_2078;
int16_t*const*l_2534= &g_929[3][0][1];
int16_t*const**l_2535=(void*)0;
int16_t*const l_2537= &g_2538[0];
int16_t*const*l_2536= &l_2537;
int16_t*const*l_2540= &l_2537;
int16_t*const**l_2539= &l_2540;
int32_t l_2555=0xD87E3BC4L;
int32_t l_2559=(-6L);
int32_t l_2560=0xEEBCB174L;
int32_t l_2561=2L;
int32_t l_2562=0x36FE0855L;
int32_t l_2563[7][6]={{(-1L),0xDD4F9520L,4L,4L,0xDD4F9520L,(-1L)},{0xD0B827BEL,(-1L),4L,(-1L),0xD0B827BEL,0xD0B827BEL},{(-1L),(-1L),(-1L),(-1L),0xDD4F9520L,(-1L)},{(-1L),0xDD4F9520L,(-1L),(-1L),(-1L),(-1L)},{0xD0B827BEL,0xD0B827BEL,(-1L),4L,(-1L),0xD0B827BEL},{(-1L),0xDD4F9520L,4L,4L,0xDD4F9520L,(-1L)},{0xD0B827BEL,(-1L),4L,(-1L),0xD0B827BEL,0xD0B827BEL}};
uint32_t l_2564=0x71521F00L;
uint32_t*****l_2572=(void*)0;
uint16_t l_2609=0x62F9L;
uint8_t***l_2648=(void*)0;
uint8_t****l_2647[8]={&l_2648,&l_2648,&l_2648,&l_2648,&l_2648,&l_2648,&l_2648,&l_2648};
int16_t l_2651[2];
uint16_t l_2652=65535UL;
int32_t***l_2690= &g_695;
int16_t**l_2739= &g_929[1][0][2];
int32_t l_2813=0xD1B5B6DEL;
int32_t l_2871=0xC0842513L;
const int32_t l_2908=0x808D2E61L;
union U0*l_2909= &g_2910;
int64_t*const l_2948[9][10]={{&g_2954,(void*)0,&g_2950,&g_2972,&g_2967,&g_2969,&g_2977,&g_2958,&g_2977,&g_2969},{(void*)0,&g_2961[4],&g_2974,&g_2961[4],(void*)0,&g_2952[6],&g_2955,(void*)0,&g_2949,&g_2970},{&g_2951,&g_2954,&g_2964[0],&g_2980,&g_2969,&g_2964[0],(void*)0,&g_2972,(void*)0,&g_2970},{&g_2979,&g_2980,&g_2954,&g_2966,(void*)0,&g_2977,&g_2975,(void*)0,&g_2954,&g_2969},{&g_2976,&g_2973[1],(void*)0,(void*)0,&g_2967,&g_2956[1][2],&g_2951,&g_2951,&g_2956[1][2],&g_2967},{&g_2970,&g_2964[0],&g_2964[0],&g_2970,&g_2950,&g_2966,&g_2958,&g_2954,&g_2957[1][0][0],(void*)0},{&g_2964[0],&g_2955,(void*)0,&g_2954,(void*)0,&g_2977,&g_2964[0],&g_2958,&g_2957[1][0][0],(void*)0},{&g_2958,(void*)0,&g_2971,&g_2970,&g_2976,&g_2953,&g_2954,&g_2977,&g_2973[1],&g_2975},{&g_2966,&g_2952[6],&g_2974,&g_2969,&g_2971,&g_2978,&g_2960,&g_2978,&g_2971,&g_2969}};
int64_t*const*l_2947= &l_2948[2][2];
int64_t*const**l_2946= &l_2947;
int32_t l_3031=1L;
uint16_t*const*l_3035= &g_187[1][1][1];
uint16_t*const**const l_3034= &l_3035;
int32_t l_3043=0x93068929L;
uint32_t l_3097=0x3D442026L;
uint32_t****l_3134= &g_3132;
int16_t***const*l_3140=(void*)0;
int16_t***const**l_3139= &l_3140;
uint16_t l_3206=1UL;
int32_t l_3346=0x34A5EE7CL;
int i,j;
for(i=0;i<2;i++)
l_2651[i]=1L;
return(*l_2509);
}
static int8_t func_14(int32_t p_15,uint32_t p_16,int64_t p_17,int32_t p_18,int64_t p_19)
{
int32_t*l_2097= &g_2078;
const uint16_t***const l_2102[9][2]={{&g_1669[1][1],&g_1669[3][3]},{&g_1669[1][1],&g_1669[3][3]},{&g_1669[1][1],&g_1669[3][3]},{&g_1669[1][1],&g_1669[3][3]},{&g_1669[1][1],&g_1669[3][3]},{&g_1669[1][1],&g_1669[3][3]},{&g_1669[1][1],&g_1669[3][3]},{&g_1669[1][1],&g_1669[3][3]},{&g_1669[1][1],&g_1669[3][3]}};
uint16_t**const*l_2109= &g_186;
uint16_t**const**l_2108= &l_2109;
uint16_t**const***l_2107= &l_2108;
int32_t*l_2119= &g_97[1][0][0];
int32_t***l_2145= &g_695;
int32_t l_2154=1L;
uint32_t l_2170=0xD76DCF5FL;
uint8_t*const*l_2212[2];
int32_t**const*l_2281= &g_1683;
uint32_t l_2342=0x8996300BL;
int64_t l_2345=(-3L);
int32_t l_2427=0x955C1E8EL;
int32_t l_2428=0L;
int32_t l_2429=(-8L);
int32_t l_2430[1];
int8_t*const l_2434= &g_1429;
uint16_t l_2461=65532UL;
int i,j;
for(i=0;i<2;i++)
l_2212[i]=(void*)0;
for(i=0;i<1;i++)
l_2430[i]=5L;
for(g_123=0;(g_123<=1);g_123+=1)
{
int16_t**l_2114= &g_929[3][0][1];
uint64_t l_2115=0x7593C09DA9222D47LL;
int32_t l_2125=0L;
int32_t l_2126=0xBC131BF1L;
int32_t*l_2284=(void*)0;
int32_t**const l_2283= &l_2284;
int32_t**const*l_2282= &l_2283;
int32_t l_2299=(-1L);
int32_t l_2301=0x779A16E7L;
int32_t l_2302[2][4][4]={{{4L,0xFC5756D2L,4L,4L},{0xFC5756D2L,0xFC5756D2L,(-1L),0xFC5756D2L},{0xFC5756D2L,4L,4L,0xFC5756D2L},{4L,0xFC5756D2L,4L,4L}},{{0xFC5756D2L,0xFC5756D2L,(-1L),0xFC5756D2L},{0xFC5756D2L,4L,4L,0xFC5756D2L},{4L,0xFC5756D2L,4L,4L},{0xFC5756D2L,0xFC5756D2L,(-1L),0xFC5756D2L}}};
int64_t l_2346=0L;
int i,j,k;
for(p_17=1;(p_17>=0);p_17-=1)
{
int32_t*l_2099= &g_97[5][0][0];
int32_t**l_2098= &l_2099;
uint16_t***l_2100= &g_186;
uint16_t****l_2101= &g_610[0][3][1];
uint64_t*l_2110=(void*)0;
uint64_t*l_2116= &g_89[1];
union U0*l_2117= &g_2118;
int64_t l_2124=1L;
int16_t***l_2141[2];
int64_t**l_2218= &g_825;
int64_t***l_2217= &l_2218;
int32_t****l_2255= &l_2145;
int32_t*l_2287= &g_328;
int32_t*l_2288=(void*)0;
int32_t*l_2289= &g_743;
int32_t*l_2290= &g_515;
int32_t*l_2291= &g_328;
int32_t*l_2292[1];
int32_t*l_2293[10][5]={{&g_1681,(void*)0,&g_1681,(void*)0,&g_1681},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&g_1681,(void*)0,&g_1681,(void*)0,&g_1681},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&g_1681,(void*)0,&g_1681,(void*)0,&g_1681},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&g_1681,(void*)0,&g_1681,(void*)0,&g_1681},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&g_1681,(void*)0,&g_1681,(void*)0,&g_1681},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}};
int32_t**const l_2286[3][1][6]={{{&l_2293[8][4],&l_2288,&l_2293[8][4],&l_2288,&l_2293[8][4],&l_2288}},{{&l_2289,&l_2288,&l_2289,&l_2288,&l_2289,&l_2288}},{{&l_2293[8][4],&l_2288,&l_2293[8][4],&l_2288,&l_2293[8][4],&l_2288}}};
int32_t**const*l_2285= &l_2286[2][0][2];
int32_t l_2298=3L;
int32_t l_2300=6L;
int32_t l_2303=0x8016413AL;
int i,j,k;
for(i=0;i<2;i++)
l_2141[i]= &g_1535;
for(i=0;i<1;i++)
l_2292[i]= &g_1681;
(*l_2097)=(((((**g_1222)=l_2097)!=((*l_2098)=l_2097))&&p_18)&((0x70C0L<((void*)0==(*g_1222))),(((((*l_2101)=l_2100)!=l_2102[4][1])^(safe_rshift_func_uint16_t_u_s(((((p_19==p_19)!=p_17)|p_17)^0L),p_16))),p_19)));
(**g_695)=p_19;
if(((**l_2098)>=((g_394&&(safe_add_func_uint64_t_u_u((g_2111=(0L>=((l_2107== &l_2101)==p_16))),(safe_add_func_int64_t_s_s((-1L),((*l_2116)=(((***g_1698)!=l_2114)^l_2115)))))))>l_2115)))
{
(***g_1221)= &p_15;
l_2117=l_2117;
(****g_1221)^=(((void*)0!=l_2119),0xE053E2B1L);
(*g_116)=(*l_2098);
}
else
{
int32_t l_2131=0L;
uint16_t**const l_2138= &g_187[5][1][0];
int32_t l_2144=0L;
int32_t l_2146=0xA515FA27L;
l_2131=((**l_2098)=((((((*g_825)=(l_2115,(0L!=(safe_rshift_func_uint8_t_u_u((l_2126&=(safe_rshift_func_int16_t_s_s((l_2125=l_2124),p_17))),4)))))|4UL)^(safe_add_func_int8_t_s_s((safe_div_func_uint8_t_u_u(l_2131,(safe_sub_func_int8_t_s_s(g_169,(safe_sub_func_int64_t_s_s(l_2131,(l_2115>=0L))))))),p_17))),p_19),0x0FC17619L));
if(((***g_930)>=((safe_sub_func_uint16_t_u_u(((((**g_695),l_2131),l_2138)==(*l_2100)),(l_2126=((safe_add_func_uint16_t_u_u(((l_2141[0]==(void*)0)||((l_2146=(safe_rshift_func_uint16_t_u_u((l_2144=4UL),(((*g_1221)=l_2145)== &l_2098))))>=(*l_2119))),p_15))||p_17)))),l_2146)))
{
uint16_t l_2155[9][7]={{6UL,6UL,0xE726L,6UL,6UL,0xE726L,6UL},{6UL,0x6D7BL,0x6D7BL,6UL,0x6D7BL,0x6D7BL,6UL},{0x6D7BL,6UL,0x6D7BL,0x6D7BL,6UL,0x6D7BL,0x6D7BL},{6UL,6UL,0xE726L,6UL,6UL,0xE726L,6UL},{6UL,0x6D7BL,0x6D7BL,6UL,0x6D7BL,0x6D7BL,6UL},{0x6D7BL,6UL,0x6D7BL,0x6D7BL,6UL,0x6D7BL,0x6D7BL},{6UL,6UL,0xE726L,6UL,6UL,0xE726L,6UL},{6UL,0x6D7BL,0x6D7BL,6UL,0x6D7BL,0x6D7BL,6UL},{0x6D7BL,6UL,0x6D7BL,0xE726L,0x6D7BL,0xE726L,0xE726L}};
int i,j;
for(g_1681=0;(g_1681<=1);g_1681+=1)
{
int32_t*l_2147= &g_2078;
int32_t*l_2148= &g_1225;
int32_t*l_2149=(void*)0;
int32_t*l_2150= &g_2078;
int32_t*l_2151=(void*)0;
int32_t*l_2152= &g_97[5][0][0];
int32_t*l_2153[7][10]={{&l_2125,&l_2126,&l_2125,&l_2144,(void*)0,(void*)0,&l_2144,&l_2125,&l_2126,&l_2125},{&l_2125,&g_97[1][0][0],&l_2126,&l_2131,&l_2126,&g_97[1][0][0],&l_2125,&l_2125,&g_97[1][0][0],&l_2126},{&g_97[1][0][0],&l_2125,&l_2125,&g_97[1][0][0],&l_2126,&l_2131,&l_2126,&g_97[1][0][0],&l_2125,&l_2125},{&l_2126,&l_2125,&l_2144,(void*)0,(void*)0,&l_2144,&l_2125,&l_2126,&l_2125,&l_2144},{&l_2131,&g_97[1][0][0],(void*)0,&g_97[1][0][0],&l_2131,&l_2144,&l_2144,&l_2131,&g_97[1][0][0],(void*)0},{&l_2126,&l_2126,(void*)0,&l_2131,&g_97[1][0][0],&l_2131,(void*)0,&l_2126,&l_2126,(void*)0},{&g_97[1][0][0],&l_2131,&l_2144,&l_2144,&l_2131,&g_97[1][0][0],(void*)0,&g_97[1][0][0],&l_2131,&l_2144}};
int i,j;
(*g_116)=(*g_695);
--l_2155[5][0];
return p_17;
}
(*g_412)=((safe_mul_func_int8_t_s_s((((safe_sub_func_uint64_t_u_u(((*l_2119),(safe_mul_func_int8_t_s_s(0xF4L,((safe_mod_func_int8_t_s_s((safe_div_func_uint32_t_u_u(0x3E81555CL,0x6E5E68F8L)),(safe_mod_func_uint8_t_u_u((1L<=l_2115),p_16)))),((l_2146^((l_2170||p_17),p_15))&g_428))))),0x1E78F99710E60824LL)),p_15)==g_189),0x2FL))||l_2144);
return g_1225;
}
else
{
uint32_t l_2171=1UL;
return l_2171;
}
}
for(g_515=1;(g_515>=0);g_515-=1)
{
uint16_t l_2179=6UL;
const int32_t**l_2196=(void*)0;
const int32_t***l_2195[10][9]={{&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196},{&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196},{&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196},{&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196},{&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196},{&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196},{&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196},{&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196},{&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196},{&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196,&l_2196}};
int32_t l_2221=0L;
int16_t l_2236=0x711AL;
int64_t*const**l_2262=(void*)0;
int32_t*l_2297[1][7][5]={{{&l_2221,(void*)0,(void*)0,&l_2221,(void*)0},{&l_2221,&g_97[2][1][0],&l_2126,&l_2126,&g_97[2][1][0]},{(void*)0,(void*)0,&l_2126,&g_2078,&g_2078},{(void*)0,(void*)0,(void*)0,&l_2126,&g_2078},{&g_97[2][1][0],&l_2221,&g_2078,&l_2221,&g_97[2][1][0]},{(void*)0,(void*)0,&g_85,&l_2126,&g_85},{&g_85,&g_85,(void*)0,&l_2126,&l_2221}}};
uint64_t l_2304=8UL;
int i,j,k;
for(g_1225=0;(g_1225<=1);g_1225+=1)
{
int32_t*l_2172=(void*)0;
int32_t*l_2173= &g_85;
int32_t*l_2174= &l_2154;
int32_t*l_2175=(void*)0;
int32_t*l_2176=(void*)0;
int32_t*l_2177= &l_2154;
int32_t*l_2178= &g_2078;
uint32_t**l_2184=(void*)0;
uint32_t***l_2183= &l_2184;
uint32_t****const l_2182[8][1]={{&l_2183},{&l_2183},{&l_2183},{&l_2183},{&l_2183},{&l_2183},{&l_2183},{&l_2183}};
uint8_t*l_2197= &g_475[7];
int i,j;
l_2179++;
if(((l_2182[1][0]==(void*)0)<(((!p_16)==((safe_mul_func_int8_t_s_s(((((*l_2116)|=(((*l_2197)=((*l_2177)^=((safe_mod_func_uint8_t_u_u((safe_lshift_func_int8_t_s_u(((safe_lshift_func_int8_t_s_s((-1L),(safe_unary_minus_func_uint16_t_u(l_2179))))&(((l_2195[9][5]== &g_1683),(*g_1324))!=(*g_1324))),p_19)),0x87L))>0x26049F1BL)))&&g_908))==p_16)>p_15),1UL))!=0x3406354BD3DC2DB5LL)),p_19)))
{
uint32_t l_2198=0xFF3E07E1L;
--l_2198;
}
else
{
return p_16;
}
(***g_1222)=((**l_2098)&&(((g_1751++),(safe_rshift_func_int8_t_s_u(((**l_2098)=0x9CL),((*l_2197)=g_2205))))>=(safe_div_func_int8_t_s_s(((safe_sub_func_uint8_t_u_u((safe_div_func_int16_t_s_s((l_2221=(((***l_2145),l_2212[1])!=(((((safe_add_func_int8_t_s_s((((*g_1684),255UL)&&(((*l_2116)--)<(0x1B23L||(l_2217!=g_2219)))),1L))<=g_223),0UL)&p_18),(void*)0))),(-9L))),(-6L)))<=p_15),g_476))));
(*l_2119)=(-5L);
}
for(g_1681=0;(g_1681<=1);g_1681+=1)
{
int64_t l_2241=0x30A67F5EEF5CB5DALL;
for(g_1399=0;(g_1399<=0);g_1399+=1)
{
int64_t*l_2222= &g_394;
int32_t l_2233=0x65FEC9D3L;
int8_t*l_2240[6]={&g_1018,&g_1018,&g_1018,&g_1018,&g_1018,&g_1018};
int32_t l_2242=9L;
int i,j,k;
}
for(l_2115=0;(l_2115<=2);l_2115+=1)
{
const int32_t****l_2295= &l_2195[9][5];
int64_t l_2296=5L;
int i;
(*l_2099)&=g_941[(g_1681+4)];
(**l_2098)=((safe_add_func_uint8_t_u_u((l_2221=((((((void*)0!=l_2262)&(!(safe_unary_minus_func_int64_t_s((((0x0FB7176792F0FF41LL&(safe_add_func_int8_t_s_s((l_2296=(p_15,(255UL^((safe_add_func_int8_t_s_s((safe_mul_func_uint16_t_u_u((safe_sub_func_uint8_t_u_u(l_2115,((((safe_sub_func_int32_t_s_s((safe_sub_func_uint64_t_u_u((g_941[(g_1681+4)]>((safe_div_func_uint32_t_u_u((safe_add_func_int16_t_s_s(((l_2285=(l_2282=l_2281))!=((*l_2295)=g_2294)),p_15)),l_2115))^g_89[1])),1UL)),g_941[(g_1681+4)]))|p_15)<(*l_2099))==(-1L)))),p_16)),0x4CL))!=g_1399)))),l_2241)))<=0L)||p_17))))),0x312B7096D4FABD82LL)<g_941[(g_1681+4)])&&0x54E8L)),8L))||p_19);
(***g_1221)= &p_15;
}
if(l_2241)
continue;
}
l_2304++;
if((*g_412))
continue;
}
}
for(g_1798=1;(g_1798>=0);g_1798-=1)
{
const uint8_t l_2325=254UL;
const uint16_t**l_2338= &g_1670;
int32_t l_2344[1][3];
int16_t*l_2411= &g_2376;
int32_t*l_2417= &l_2301;
int32_t*l_2418[7]={&l_2301,&l_2344[0][1],&l_2301,&l_2301,&l_2344[0][1],&l_2301,&l_2301};
int i,j;
for(i=0;i<1;i++)
{
for(j=0;j<3;j++)
l_2344[i][j]=0L;
}
if((*l_2119))
{
uint32_t l_2326=0x3CCC2F4AL;
if(p_17)
break;
if(p_18)
break;
for(l_2154=0;(l_2154<=1);l_2154+=1)
{
uint64_t*l_2313= &g_89[0];
uint16_t*l_2341= &g_941[5];
uint8_t l_2343=0UL;
uint32_t l_2347=5UL;
int64_t*l_2348= &g_1399;
int64_t*l_2349[9];
int i,j,k;
for(i=0;i<9;i++)
l_2349[i]= &g_1474[5][0][3];
for(g_1429=1;(g_1429>=0);g_1429-=1)
{
return p_18;
}
l_2125|=((((safe_mul_func_int16_t_s_s((safe_sub_func_int8_t_s_s((safe_div_func_int64_t_s_s((((*l_2313)=g_1838)||(p_19=(+(safe_mul_func_uint8_t_u_u((safe_sub_func_int8_t_s_s((((*l_2348)=((*g_825)^=((((safe_rshift_func_int8_t_s_u((safe_mul_func_int8_t_s_s(((safe_add_func_uint16_t_u_u(p_15,l_2325))>=l_2326),(l_2344[0][0]=((*l_2097)<((safe_mod_func_int16_t_s_s((safe_mod_func_uint32_t_u_u((((safe_mul_func_uint8_t_u_u((safe_sub_func_uint16_t_u_u(((safe_add_func_uint16_t_u_u((g_820[(l_2154+2)][(g_1798+4)][g_123]=l_2325),((*l_2341)=((~(((((void*)0!=l_2338)^(safe_mul_func_int16_t_s_s(0L,(*l_2119)))),0x8B13604083571C8ELL),p_18)),p_15)))),l_2342),l_2325)),p_16))==0x2DC434C8L),l_2302[1][3][0]),(****g_1221))),0xE18AL))>l_2343))))),l_2345))&0x05DCFA50L),l_2346)==l_2347)))&&0L),p_19)),0x48L))))),p_18)),0xC5L)),l_2299)),g_1512)!=l_2325),p_19);
}
}
else
{
uint16_t l_2374=0x9580L;
int32_t l_2390[1][10][8]={{{(-1L),(-1L),(-9L),(-1L),0xE32E149DL,3L,1L,(-1L)},{(-1L),(-1L),1L,0L,0x81DA36FBL,0x424A4907L,0L,1L},{(-1L),(-1L),2L,0x66837DBEL,(-1L),1L,1L,0L},{0xBB0CADF0L,0x66837DBEL,(-1L),(-4L),1L,0L,1L,(-4L)},{0L,(-1L),0L,0x424A4907L,(-1L),2L,0x2874AB34L,0xE32E149DL},{1L,1L,(-1L),0x66837DBEL,2L,(-1L),(-1L),0L},{1L,(-4L),0xC7F89E4EL,1L,(-1L),0x49FDF505L,1L,(-1L)},{0L,(-1L),0L,0L,1L,3L,1L,(-1L)},{0xBB0CADF0L,0x424A4907L,0L,(-9L),(-1L),(-1L),(-9L),0L},{(-1L),(-1L),3L,1L,0x81DA36FBL,3L,(-1L),0xBB0CADF0L}}};
int i,j,k;
for(g_169=28;(g_169==21);g_169=safe_sub_func_int64_t_s_s(g_169,9))
{
uint32_t l_2395[4][8]={{0x2DD082CEL,4294967295UL,1UL,0UL,0UL,1UL,4294967295UL,0x2DD082CEL},{0x2DD082CEL,4294967295UL,1UL,0UL,0UL,1UL,4294967295UL,0x2DD082CEL},{0x2DD082CEL,4294967295UL,1UL,0UL,0UL,1UL,4294967295UL,0x2DD082CEL},{0x2DD082CEL,4294967295UL,1UL,0UL,0UL,1UL,4294967295UL,0x2DD082CEL}};
uint32_t*l_2400= &g_908;
uint32_t**l_2399[1][3];
uint32_t***l_2398= &l_2399[0][1];
uint32_t****l_2397= &l_2398;
int i,j;
for(i=0;i<1;i++)
{
for(j=0;j<3;j++)
l_2399[i][j]= &l_2400;
}
for(g_1225=0;(g_1225>=8);g_1225=safe_add_func_uint64_t_u_u(g_1225,6))
{
int32_t l_2355=0xABA04F3DL;
uint8_t*const**l_2363=(void*)0;
uint64_t*l_2368= &g_89[1];
uint64_t*l_2373= &l_2115;
int32_t l_2375[4][7]={{0x865F707FL,0x865F707FL,0x865F707FL,0x865F707FL,0x865F707FL,0x865F707FL,0x865F707FL},{0x140BF8BCL,0x140BF8BCL,0x140BF8BCL,0x140BF8BCL,0x140BF8BCL,0x140BF8BCL,0x140BF8BCL},{0x865F707FL,0x865F707FL,0x865F707FL,0x865F707FL,0x865F707FL,0x865F707FL,0x865F707FL},{0x140BF8BCL,0x140BF8BCL,0x140BF8BCL,0x140BF8BCL,0x140BF8BCL,0x140BF8BCL,0x140BF8BCL}};
uint16_t l_2393=65535UL;
int64_t*l_2394[6][6]={{(void*)0,&g_1474[4][0][2],&g_1474[4][0][2],(void*)0,&g_476,(void*)0},{(void*)0,&g_476,(void*)0,&g_1474[4][0][2],&g_1474[4][0][2],(void*)0},{&l_2346,(void*)0,&g_1474[4][0][2],&g_123,&g_1474[4][0][2],&l_2346},{&g_1474[4][0][2],&g_476,&g_123,&g_123,&l_2346,&g_123},{&g_1474[4][0][2],(void*)0,&g_123,&g_123,&g_1474[4][0][2],&g_1474[4][0][2]},{&g_1399,(void*)0,&g_123,&g_1399,&l_2346,&g_1399}};
int i,j;
l_2375[1][1]|=(l_2374|=((***g_1274)=(~(((p_16&&p_16)&(l_2355||((*l_2097)&&((safe_mul_func_int16_t_s_s((((*g_825)=(+(((((l_2363=g_2361)==(void*)0),((p_15^(safe_sub_func_int16_t_s_s((safe_div_func_uint64_t_u_u((--(*l_2368)),((*l_2373)=(safe_add_func_uint16_t_u_u((g_4^(*l_2097)),0x9B96L))))),p_17)))^(*g_825))),(****g_1221))^1L)))||(*g_825)),p_19))!=p_19))))!=(*g_1670)))));
(*l_2119)|=(l_2302[1][0][0]=(((l_2344[0][0]|((*g_825)&&(*g_825)))>=g_2376)<((safe_mul_func_uint16_t_u_u((*l_2097),((safe_unary_minus_func_uint64_t_u((((-10L)>=(safe_div_func_uint32_t_u_u((safe_lshift_func_uint16_t_u_s((safe_sub_func_uint8_t_u_u((18446744073709551611UL>=((safe_lshift_func_uint16_t_u_u((safe_rshift_func_uint8_t_u_u((--g_475[4]),1)),14))>=(p_19,((g_394=(l_2393&&0xD68F4195L))&&1UL)))),255UL)),(*g_932))),l_2395[2][3])))<=l_2344[0][0]))),l_2355)))||4294967290UL)));
(*g_412)=(~p_15);
if(l_2395[2][0])
break;
}
(*l_2397)=(void*)0;
if((**g_1275))
break;
}
}
(*g_412)=((safe_add_func_int64_t_s_s((safe_rshift_func_int16_t_s_s((safe_div_func_int8_t_s_s((safe_mul_func_int8_t_s_s(((safe_mul_func_uint8_t_u_u(0UL,((*l_2114)!=l_2411)))<=((p_16,((1UL!=(((safe_mul_func_uint8_t_u_u(p_19,l_2344[0][0])),(((+(*l_2097))|0x2C609263L)<0x8E8A3E3EEFC965DFLL))>g_2078)),(**g_695)))||g_1399)),p_19)),(-2L))),(*l_2097))),g_1314))&&0x3AL);
++g_2419;
return g_1018;
}
}
for(g_476=4;(g_476>(-30));--g_476)
{
int32_t*l_2424=(void*)0;
int32_t*l_2425= &g_2078;
int32_t*l_2426[2][4];
uint16_t l_2431=1UL;
int i,j;
for(i=0;i<2;i++)
{
for(j=0;j<4;j++)
l_2426[i][j]= &g_1225;
}
l_2431++;
if((0x2807L>=((void*)0==l_2434)))
{
return(*l_2097);
}
else
{
return(*l_2425);
}
}
(*g_695)=(**g_1222);
(*l_2097)=(safe_mul_func_uint16_t_u_u((safe_sub_func_uint32_t_u_u((((safe_mod_func_uint8_t_u_u(((***l_2145)>=(safe_add_func_uint8_t_u_u(((((safe_rshift_func_int8_t_s_u(((g_97[2][1][0]!=((*g_825)=(((safe_lshift_func_int8_t_s_s((g_1225&(safe_sub_func_uint64_t_u_u((safe_div_func_uint32_t_u_u((safe_add_func_uint8_t_u_u((((((g_475[7]^=(safe_sub_func_uint32_t_u_u((safe_sub_func_uint32_t_u_u((*l_2097),(***l_2145))),0x19A4727FL))),(safe_mul_func_uint16_t_u_u(0x62F8L,((void*)0!= &g_825)))),1UL)&&p_16)==l_2461),p_19)),(*l_2097))),0x9B91B99A12F94DFFLL))),p_16)),(void*)0)!= &l_2145)))!=g_89[1]),p_16))==p_15),(void*)0)!= &g_1838),0xA6L))),g_89[1]))==(*l_2097))<=(*l_2097)),p_16)),1UL));
return g_189;
}
static int16_t func_25(int8_t p_26,int64_t p_27,uint64_t p_28,int8_t p_29)
{
for(g_1191=14;(g_1191>=22);g_1191=safe_add_func_uint32_t_u_u(g_1191,8))
{
int32_t*l_2095[9]={&g_2078,&g_2078,&g_2078,&g_2078,&g_2078,&g_2078,&g_2078,&g_2078,&g_2078};
int i;
(*g_116)=l_2095[1];
}
return p_28;
}
static uint32_t func_34(uint64_t p_35,const uint32_t p_36)
{
uint16_t****l_2080[5];
uint16_t*****l_2079= &l_2080[1];
const int32_t*l_2089=(void*)0;
const int32_t*const*l_2088[8]={&l_2089,&l_2089,&l_2089,&l_2089,&l_2089,&l_2089,&l_2089,&l_2089};
const int32_t*const**l_2087= &l_2088[0];
const int32_t*const***l_2086= &l_2087;
uint32_t l_2090=0x90BC70A3L;
int i;
for(i=0;i<5;i++)
l_2080[i]= &g_610[3][5][4];
(***g_1274)|=((g_2078==((1UL&((void*)0!= &g_123))>=((g_2081=l_2079)!=(void*)0)))<=((safe_unary_minus_func_uint8_t_u((p_36,((safe_add_func_uint8_t_u_u((l_2086!= &l_2087),l_2090))&&(*g_825)))))|l_2090));
(****g_1221)|=(safe_mul_func_uint16_t_u_u(((void*)0!= &l_2090),l_2090));
return p_35;
}
static int32_t func_39(uint64_t p_40)
{
int16_t*****l_1699= &g_1533;
int32_t l_1700[5];
const int32_t***l_1719= &g_116;
const int32_t****l_1718= &l_1719;
const int32_t****const*l_1717= &l_1718;
uint8_t***l_1752=(void*)0;
uint8_t**l_1757=(void*)0;
uint8_t***l_1756[2][5]={{&l_1757,&l_1757,&l_1757,&l_1757,&l_1757},{&l_1757,&l_1757,&l_1757,&l_1757,&l_1757}};
int32_t**l_1776=(void*)0;
int32_t l_1789=(-1L);
int32_t*l_1819= &g_1192;
int32_t l_1833[2][4];
int64_t**l_1917= &g_825;
int16_t l_2012=0L;
int32_t l_2023[7];
uint32_t l_2075=0UL;
int i,j;
for(i=0;i<5;i++)
l_1700[i]=0x50CACD0BL;
for(i=0;i<2;i++)
{
for(j=0;j<4;j++)
l_1833[i][j]=0x7E0F3B90L;
}
for(i=0;i<7;i++)
l_2023[i]=0x88573D09L;
lbl_1950:
for(g_328=16;(g_328!=(-8));g_328=safe_sub_func_uint32_t_u_u(g_328,8))
{
int16_t*l_1688= &g_169;
int32_t l_1691=0xF751D882L;
uint32_t*l_1714= &g_539;
int32_t*****l_1716[8][2][6]={{{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&g_1221,&g_1221,(void*)0,(void*)0,&g_1221,&g_1221}},{{(void*)0,&g_1221,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,&g_1221,(void*)0}},{{&g_1221,&g_1221,(void*)0,(void*)0,&g_1221,&g_1221},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}},{{&g_1221,&g_1221,(void*)0,(void*)0,&g_1221,&g_1221},{(void*)0,&g_1221,(void*)0,(void*)0,(void*)0,(void*)0}},{{(void*)0,(void*)0,(void*)0,(void*)0,&g_1221,(void*)0},{&g_1221,&g_1221,(void*)0,(void*)0,&g_1221,&g_1221}},{{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&g_1221,&g_1221,(void*)0,(void*)0,&g_1221,&g_1221}},{{(void*)0,&g_1221,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,&g_1221,(void*)0}},{{&g_1221,&g_1221,(void*)0,(void*)0,&g_1221,&g_1221},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}}};
int64_t*l_1799= &g_1474[4][0][2];
uint32_t*l_1808[9][10]={{&g_1751,&g_1751,&g_1751,&g_1751,(void*)0,(void*)0,&g_1751,&g_1751,&g_1751,&g_1751},{(void*)0,&g_1751,(void*)0,&g_1751,&g_1751,&g_1751,(void*)0,&g_1751,(void*)0,&g_1751},{&g_1751,(void*)0,&g_1751,&g_1751,&g_1751,&g_1751,&g_1751,&g_1751,&g_1751,(void*)0},{&g_1751,(void*)0,&g_1751,&g_1751,(void*)0,&g_1751,(void*)0,(void*)0,(void*)0,&g_1751},{&g_1751,&g_1751,(void*)0,&g_1751,&g_1751,&g_1751,&g_1751,(void*)0,&g_1751,&g_1751},{&g_1751,(void*)0,&g_1751,(void*)0,&g_1751,&g_1751,&g_1751,(void*)0,&g_1751,&g_1751},{&g_1751,(void*)0,&g_1751,&g_1751,&g_1751,&g_1751,&g_1751,&g_1751,(void*)0,&g_1751},{&g_1751,&g_1751,(void*)0,&g_1751,&g_1751,&g_1751,&g_1751,&g_1751,(void*)0,&g_1751},{(void*)0,&g_1751,&g_1751,(void*)0,&g_1751,(void*)0,&g_1751,(void*)0,&g_1751,&g_1751}};
uint32_t**l_1807= &l_1808[8][2];
uint32_t***l_1806= &l_1807;
int i,j,k;
for(g_1225=0;(g_1225>=0);g_1225-=1)
{
uint8_t l_1695=0UL;
int32_t**l_1704= &g_1684;
int32_t**l_1725= &g_412;
int16_t*l_1729= &g_1121;
int32_t***l_1775= &l_1704;
int8_t*l_1796= &g_189;
uint32_t*l_1797[6]={&g_1751,&g_1751,&g_1751,&g_1751,&g_1751,&g_1751};
int64_t*l_1800= &g_1399;
union U0*l_1830[3][1];
int16_t l_1871=9L;
int32_t l_1879=0xCF1F2790L;
int32_t l_1880=1L;
int32_t**l_1890= &g_1684;
int i,j;
for(i=0;i<3;i++)
{
for(j=0;j<1;j++)
l_1830[i][j]= &g_1831;
}
(***g_1274)=((void*)0== &g_927);
(**g_695)=p_40;
for(g_1681=0;(g_1681<=0);g_1681+=1)
{
int16_t l_1692=0xDB2EL;
int32_t l_1694=(-1L);
uint16_t*l_1746= &g_401;
uint8_t***l_1758= &l_1757;
for(g_1314=0;(g_1314<=0);g_1314+=1)
{
int i,j,k;
for(g_908=0;(g_908<=0);g_908+=1)
{
int32_t*l_1693[1][6];
int i,j,k;
for(i=0;i<1;i++)
{
for(j=0;j<6;j++)
l_1693[i][j]= &g_85;
}
l_1692&=(((g_97[(g_1681+2)][g_1314][g_908],g_97[(g_1314+1)][(g_908+1)][g_908])>=((g_941[(g_1225+4)]<=((void*)0!=l_1688)),((safe_lshift_func_int16_t_s_u((((void*)0!= &p_40)==p_40),((p_40&5L)<=l_1691)))||(*g_825))))&&p_40);
--l_1695;
return(*g_412);
}
if(g_97[(g_1681+1)][(g_1681+1)][g_1314])
break;
(**g_695)&=l_1691;
}
}
if((safe_div_func_uint8_t_u_u(((((((*l_1775)=l_1704)!=l_1776)&&(((safe_unary_minus_func_int32_t_s((0xE3L>(safe_add_func_uint16_t_u_u((((**l_1725)=(((safe_sub_func_uint16_t_u_u((4294967295UL<(g_1798=((**l_1725)!=(g_1751=((g_743||(!(safe_div_func_uint64_t_u_u((((safe_mod_func_uint16_t_u_u(l_1789,(safe_lshift_func_uint16_t_u_u((safe_add_func_uint16_t_u_u((safe_rshift_func_int8_t_s_s(((*l_1796)=(((void*)0==(*g_1533))||(**l_1725))),6)),(**l_1725))),p_40))))>2UL)<=p_40),g_1751)))),g_1681))))),p_40))<=0x86129AB86192583BLL)^0x34L)),p_40),0x41FDL))))),l_1799)!=l_1800))<0x33A3F1EF6256B039LL)||p_40),g_401)))
{
int32_t l_1801=1L;
uint32_t****l_1809=(void*)0;
uint32_t***l_1810= &l_1807;
int16_t l_1832=0x543FL;
int32_t*l_1844= &g_97[1][0][0];
l_1801&=((****g_1221)=(**g_1275));
if((safe_lshift_func_uint16_t_u_s((safe_div_func_uint64_t_u_u(((l_1810=l_1806)!= &l_1807),((*l_1800)=(((*l_1819)^=(((&g_123!=(void*)0)&((safe_add_func_int16_t_s_s(0L,(safe_div_func_int64_t_s_s((safe_sub_func_uint32_t_u_u(p_40,((l_1819==((((((((safe_lshift_func_int8_t_s_u((safe_rshift_func_uint8_t_u_u((((safe_rshift_func_int16_t_s_u((safe_rshift_func_uint16_t_u_u((safe_add_func_int64_t_s_s((l_1830[2][0]!=(void*)0),g_611[0][1][0])),11)),8))<=0x6FCCC852L)>=l_1801),(**l_1725))),p_40))&g_739[0])==l_1832)&&l_1833[0][2])^p_40)^p_40)==p_40),(*g_695)))<=0UL))),18446744073709551612UL))))!=l_1832)),0x7569A46FL))|4UL)))),p_40)))
{
int8_t l_1837=0x1FL;
for(g_1121=0;(g_1121>(-29));g_1121--)
{
int8_t l_1836=0x47L;
--g_1838;
}
}
else
{
uint8_t l_1863=0xA7L;
for(g_1192=0;(g_1192<=19);g_1192=safe_add_func_uint16_t_u_u(g_1192,8))
{
int32_t*l_1843= &g_1225;
int16_t***l_1851= &g_1535;
uint64_t*l_1867= &g_89[1];
(*l_1725)=(*l_1725);
l_1844=l_1843;
(***g_1274)=(safe_mul_func_int16_t_s_s((((--g_1751)>=(((safe_rshift_func_uint8_t_u_u((l_1851!=(void*)0),(!((safe_mod_func_uint64_t_u_u((0L!=((((((((0x9BD3A9E0L!=(((safe_mul_func_int16_t_s_s((*g_932),(((*l_1688)^=(safe_mod_func_uint32_t_u_u(((safe_add_func_int64_t_s_s(p_40,(safe_lshift_func_int16_t_s_s(((void*)0!=(*g_1274)),((((p_40,1L)!=p_40)<p_40),(-1L))))))^65529UL),l_1863))),p_40)))&g_820[9][1][0])||p_40))<=0xFA3AE067L)>p_40),(-1L)),l_1863)&p_40)<=p_40)^g_97[0][0][0])),p_40))<=0x244D83BD889EB3C8LL))))>=(*g_825))==0x1263L))>6UL),p_40));
l_1700[3]=(safe_lshift_func_uint8_t_u_u((+((*l_1867)=l_1863)),(safe_rshift_func_uint8_t_u_u(((**l_1725)=(((**l_1725)<=(+l_1871))&&(**g_695))),2))));
}
}
(*g_116)=(*l_1725);
}
else
{
int32_t l_1878[4];
int32_t****l_1886= &l_1775;
int8_t*l_1887= &g_397;
int32_t***l_1891= &l_1776;
int32_t l_1892[8]={8L,8L,8L,8L,8L,8L,8L,8L};
int i;
for(i=0;i<4;i++)
l_1878[i]=0x0970FEE9L;
(*l_1819)&=(g_739[2]>((**l_1725)!=(safe_sub_func_uint8_t_u_u(((((safe_div_func_int8_t_s_s(((safe_lshift_func_uint8_t_u_s((--g_475[7]),3)),(safe_add_func_uint32_t_u_u(((~(((*l_1796)=p_40)>=(((*l_1886)=(void*)0)!=((((*l_1887)=p_40)==((l_1878[1]<=(((*l_1688)=((safe_sub_func_int16_t_s_s(((**l_1725)<((l_1892[6]=(((*l_1891)=l_1890)== &g_1684))>=p_40)),0x0D5FL))>=(**l_1725)))<=(***g_930)))|g_1429)),&g_1683))))|g_1429),0x88046F9BL))),p_40))&&p_40)&(**l_1725)),l_1878[3]),p_40))));
}
}
}
for(l_1789=1;(l_1789<(-23));--l_1789)
{
int32_t**l_1895= &g_412;
uint8_t*const*l_1928=(void*)0;
int32_t l_1962=0L;
int32_t l_1966=0L;
int32_t l_1976=0xCD1C1BD1L;
int32_t l_1977[7];
int64_t***l_1991= &l_1917;
uint16_t**l_1994= &g_187[2][0][0];
int32_t*****l_2046=(void*)0;
uint8_t l_2047[8][4][2]={{{0xF8L,254UL},{0x51L,0xF8L},{0x72L,255UL},{0x72L,0xF8L}},{{0x51L,254UL},{0xF8L,0xB4L},{0x41L,0x99L},{1UL,0x92L}},{{0x92L,0x51L},{0UL,0x51L},{0x92L,0x92L},{1UL,0x99L}},{{0x41L,0xB4L},{0xF8L,254UL},{0x51L,0xF8L},{0x72L,255UL}},{{0x72L,0xF8L},{0x51L,254UL},{0xF8L,0xB4L},{0x41L,0x99L}},{{1UL,0x92L},{0x92L,0x51L},{0UL,0x51L},{0x92L,0x92L}},{{1UL,0x99L},{0x41L,0xB4L},{0xF8L,254UL},{0x51L,0xF8L}},{{0x72L,255UL},{0x72L,0xF8L},{0x51L,254UL},{0xF8L,0xB4L}}};
int i,j,k;
for(i=0;i<7;i++)
l_1977[i]=0xBE55EC63L;
(*g_1274)=l_1895;
for(g_1225=1;(g_1225>=0);g_1225-=1)
{
uint16_t*l_1902= &g_941[5];
uint16_t*l_1908= &g_820[6][6][1];
int64_t**l_1918= &g_825;
int32_t l_1923=0x2118B77FL;
int64_t**l_1924[10]={&g_825,&g_825,&g_825,&g_825,&g_825,&g_825,&g_825,&g_825,&g_825,&g_825};
int32_t l_1925=0x1DDEB766L;
int32_t l_2013[5];
int32_t l_2024=0xADF4005BL;
int16_t l_2025=0x8B0CL;
uint32_t l_2026=0xFB573B04L;
int8_t l_2073=(-2L);
int i,j;
for(i=0;i<5;i++)
l_2013[i]=0x77486347L;
if(((safe_mul_func_uint8_t_u_u((safe_sub_func_uint8_t_u_u((l_1925&=((safe_rshift_func_uint16_t_u_s(((*l_1902)=l_1833[g_1225][(g_1225+1)]),((safe_mod_func_int16_t_s_s(((~(safe_rshift_func_uint16_t_u_s((((*l_1908)=0x9B0BL)>l_1833[g_1225][(g_1225+1)]),9))),(safe_rshift_func_int8_t_s_s((p_40>(safe_add_func_int8_t_s_s((9UL<(((safe_sub_func_int8_t_s_s((safe_add_func_uint32_t_u_u((((l_1918=l_1917)!=((l_1923=(((-3L)!=((safe_sub_func_int64_t_s_s((*g_825),(safe_lshift_func_int8_t_s_u(g_739[2],3))))==l_1833[g_1225][(g_1225+1)])),(**l_1895))),l_1924[5]))&&p_40),p_40)),0x14L))<=(**l_1895)),p_40)),g_428))),(**l_1895)))),9L))!=p_40)))<=(**l_1895))),0L)),p_40))^p_40))
{
for(g_189=0;(g_189<=1);g_189+=1)
{
return(***g_1222);
}
}
else
{
uint8_t**l_1927=(void*)0;
uint8_t*const**l_1929= &l_1928;
uint32_t*l_1942= &g_1191;
uint32_t**l_1941= &l_1942;
int32_t l_1949=0x6F64943CL;
int32_t l_1973=1L;
int32_t l_1978[10]={0x09DF66F3L,1L,0x09DF66F3L,1L,0x09DF66F3L,1L,0x09DF66F3L,1L,0x09DF66F3L,1L};
int64_t***l_1992= &l_1924[9];
int32_t l_2002=0xE33D26AAL;
int i;
if(((65535UL>=(safe_unary_minus_func_int32_t_s((**g_695))))|(((l_1927!=((*l_1929)=l_1928)),((safe_add_func_int16_t_s_s(3L,(safe_mod_func_int16_t_s_s((safe_mul_func_uint16_t_u_u((safe_rshift_func_int8_t_s_s((safe_rshift_func_int8_t_s_s((+p_40),((((&g_1191!=((*l_1941)=l_1819))>=(safe_lshift_func_int8_t_s_u((safe_lshift_func_uint8_t_u_u((safe_rshift_func_uint16_t_u_u(((p_40<(*g_825))<l_1949),7)),l_1833[g_1225][(g_1225+1)])),p_40)))<0x62A49C06C591AC55LL)>g_397))),7)),(**g_931))),4UL))))^g_1121))&p_40)))
{
uint32_t l_1979[6][10]={{0xA4D7C731L,2UL,2UL,0xA4D7C731L,2UL,2UL,0xA4D7C731L,2UL,2UL,0xA4D7C731L},{2UL,0xA4D7C731L,2UL,2UL,0xA4D7C731L,2UL,2UL,0xA4D7C731L,2UL,2UL},{0xA4D7C731L,0xA4D7C731L,1UL,0xA4D7C731L,0xA4D7C731L,1UL,0xA4D7C731L,0xA4D7C731L,1UL,0xA4D7C731L},{0xA4D7C731L,2UL,2UL,0xA4D7C731L,2UL,2UL,0xA4D7C731L,2UL,2UL,0xA4D7C731L},{2UL,0xA4D7C731L,2UL,2UL,0xA4D7C731L,2UL,2UL,0xA4D7C731L,2UL,2UL},{0xA4D7C731L,0xA4D7C731L,1UL,0xA4D7C731L,0xA4D7C731L,0xA4D7C731L,2UL,2UL,0xA4D7C731L,2UL}};
int32_t l_2011[3][2];
uint16_t l_2014[8][2]={{65535UL,9UL},{65535UL,65535UL},{9UL,65535UL},{65535UL,9UL},{65535UL,65535UL},{9UL,65535UL},{65535UL,9UL},{65535UL,65535UL}};
int32_t*l_2017= &l_1833[0][2];
int32_t*l_2018=(void*)0;
int32_t*l_2019= &l_2013[2];
int32_t*l_2020= &l_1976;
int32_t*l_2021=(void*)0;
int32_t*l_2022[2];
int i,j;
for(i=0;i<3;i++)
{
for(j=0;j<2;j++)
l_2011[i][j]=0L;
}
for(i=0;i<2;i++)
l_2022[i]= &l_1976;
for(p_40=0;(p_40<=1);p_40+=1)
{
int32_t*l_1953= &g_97[1][1][0];
int32_t*l_1954= &l_1700[4];
int32_t*l_1955= &l_1700[0];
int32_t*l_1956= &l_1925;
int32_t*l_1957= &l_1833[g_1225][(g_1225+1)];
int32_t*l_1958= &l_1949;
int32_t*l_1959= &l_1700[0];
int32_t*l_1960= &l_1923;
int32_t*l_1961= &l_1833[0][2];
int32_t*l_1963=(void*)0;
int32_t*l_1964=(void*)0;
int32_t*l_1965=(void*)0;
int32_t*l_1967= &g_85;
int32_t*l_1968= &l_1700[0];
int32_t*l_1969=(void*)0;
int32_t*l_1970= &l_1833[p_40][(p_40+1)];
int32_t*l_1971= &l_1833[1][1];
int32_t*l_1972= &l_1700[1];
int32_t*l_1974= &l_1949;
int32_t*l_1975[10][2][2];
int i,j,k;
for(i=0;i<10;i++)
{
for(j=0;j<2;j++)
{
for(k=0;k<2;k++)
l_1975[i][j][k]= &l_1973;
}
}
if(g_1225)
goto lbl_1950;
l_1833[p_40][(p_40+1)]&=(p_40==(g_428^(safe_rshift_func_int8_t_s_u((g_397^(p_40,p_40)),0))));
if((***g_1274))
continue;
++l_1979[0][3];
}
if((**l_1895))
{
int64_t l_1993=(-1L);
uint8_t l_2003=255UL;
(*l_1819)&=(safe_sub_func_int32_t_s_s(((((g_1474[4][0][2],((65532UL&&(p_40^(safe_mod_func_int16_t_s_s((l_1973<=(((safe_sub_func_int16_t_s_s(((p_40,0x1EAF97C5L)==((safe_unary_minus_func_int64_t_s(p_40)),((*g_412)|=(safe_div_func_int16_t_s_s(((l_1991==l_1992)>=p_40),p_40))))),0UL))<(-9L)),0xFCL)),p_40))))==0x907DFF103AB9C794LL)),l_1993)<l_1978[1])&&p_40),p_40));
(***g_1222)|=((((l_1994!=(void*)0)^(*g_825))&l_1993)==((((((safe_rshift_func_int16_t_s_s((!0x93L),14)),(l_1993&0xF0F3E0CAL))&(p_40!=((safe_div_func_uint64_t_u_u(((p_40,0x5A151C3AL)<l_1993),l_2002))>=g_401)))&0xA2L),p_40)>(**g_931)));
l_2003++;
if((**g_1275))
break;
}
else
{
int32_t*l_2006= &l_1833[g_1225][(g_1225+1)];
int32_t*l_2007= &l_1977[3];
int32_t*l_2008= &l_1962;
int32_t*l_2009= &l_1973;
int32_t*l_2010[9][6][4]={{{(void*)0,&l_1977[3],&g_85,&l_1977[4]},{&l_1977[4],&l_1973,&l_1923,&g_85},{&l_1700[0],&l_1973,&l_1923,&l_1977[4]},{&l_1973,&l_1977[3],&l_1966,&l_1977[3]},{&l_1978[0],&l_1923,(void*)0,&l_1833[1][3]},{&l_1966,&l_1977[6],&l_1978[5],&l_1923}},{{&l_1833[1][3],&l_1978[5],&l_1973,(void*)0},{&l_1833[1][3],(void*)0,&l_1978[5],&l_1923},{&l_1966,(void*)0,(void*)0,&l_1966},{&l_1978[0],&l_1977[4],&l_1966,&l_1977[3]},{&l_1973,&l_1923,&l_1923,&l_1833[0][2]},{&l_1700[0],&l_1923,&l_1923,&l_1833[0][2]}},{{&l_1977[4],&l_1923,&g_85,&l_1977[3]},{(void*)0,&l_1977[4],(void*)0,&l_1966},{&l_1923,(void*)0,&l_1833[1][3],&l_1923},{&l_1833[0][2],(void*)0,&l_1977[3],(void*)0},{&l_1977[3],&l_1978[5],&l_1977[3],&l_1923},{&l_1833[0][2],&l_1977[6],&l_1833[1][3],&l_1833[1][3]}},{{&l_1923,&l_1923,(void*)0,&l_1977[3]},{(void*)0,&l_1977[3],&g_85,&l_1977[4]},{&l_1977[4],&l_1973,&l_1923,&g_85},{&l_1700[0],&l_1973,&l_1923,&l_1977[4]},{&l_1973,&l_1977[3],&l_1966,&l_1977[3]},{&l_1978[0],&l_1923,(void*)0,&l_1833[1][3]}},{{&l_1966,&l_1977[6],&l_1978[5],&l_1923},{&l_1833[1][3],&l_1978[5],&l_1973,(void*)0},{&l_1833[1][3],(void*)0,&l_1978[5],&l_1923},{&l_1966,(void*)0,(void*)0,&l_1966},{&l_1978[0],&l_1977[4],&l_1966,&l_1977[3]},{&l_1973,&l_1923,&l_1923,&l_1833[0][2]}},{{&l_1700[0],&l_1923,&l_1923,&l_1833[0][2]},{&l_1977[4],&l_1923,&g_85,&l_1977[3]},{(void*)0,&l_1977[4],(void*)0,&l_1966},{&l_1923,(void*)0,&l_1833[1][3],&l_1923},{&l_1833[0][2],(void*)0,&l_1977[3],(void*)0},{&l_1977[3],&l_1978[5],&l_1977[3],&l_1923}},{{&l_1833[0][2],&l_1977[6],&l_1833[1][3],&l_1833[1][3]},{&l_1923,&l_1923,(void*)0,&l_1977[3]},{(void*)0,&l_1977[3],&g_85,&l_1977[4]},{&l_1977[4],&l_1973,&l_1923,&g_85},{&l_1700[0],&l_1973,&l_1923,&l_1977[4]},{&l_1973,&l_1977[3],&l_1966,&l_1977[3]}},{{&l_1978[0],&l_1923,&l_1923,&l_1966},{(void*)0,&l_1923,&l_1833[0][2],&l_1923},{&l_1966,&l_1833[0][2],&l_1977[3],&l_1923},{&l_1966,&l_1978[0],&l_1833[0][2],&g_85},{(void*)0,&l_1923,&l_1923,(void*)0},{&l_1923,&l_1978[5],(void*)0,&l_1833[1][3]}},{{&l_1977[3],&g_85,&l_1977[4],&l_1977[3]},{(void*)0,&l_1923,&l_1700[0],&l_1977[3]},{&l_1978[5],&g_85,&l_1973,&l_1833[1][3]},{&l_1978[0],&l_1978[5],&l_1978[0],(void*)0},{&l_1700[0],&l_1923,&l_1966,&g_85},{&l_1977[3],&l_1978[0],&l_1833[1][3],&l_1923}}};
int i,j,k;
++l_2014[6][0];
return(**l_1895);
}
--l_2026;
(**g_1275)=(**l_1895);
}
else
{
uint32_t*l_2035[9][1];
int i,j;
for(i=0;i<9;i++)
{
for(j=0;j<1;j++)
l_2035[i][j]=(void*)0;
}
l_1923=((***g_1222)=((safe_sub_func_uint32_t_u_u((safe_mod_func_int16_t_s_s((g_539|((void*)0==l_1902)),(((g_1190>l_2002)<(***g_1222))&&(((g_1751--)!=((safe_rshift_func_int8_t_s_s(((safe_add_func_uint16_t_u_u((safe_div_func_uint64_t_u_u((((((((l_2013[2]=(safe_sub_func_uint64_t_u_u((l_2047[3][1][0]=((void*)0!=l_2046)),p_40)))<l_1978[6])||p_40),p_40),p_40)&0L)!=p_40),g_394)),p_40))|p_40),6))&&g_539))<p_40)))),0xB227B8B5L))==(***g_1274)));
if(p_40)
break;
if((**l_1895))
continue;
}
for(g_394=0;(g_394<=0);g_394+=1)
{
uint64_t l_2048=0x1FFED2B35B6A0B8CLL;
--l_2048;
}
}
(*l_1819)|=(**l_1895);
(**g_1222)=(*l_1895);
for(g_1314=(-22);(g_1314<(-21));g_1314=safe_add_func_int8_t_s_s(g_1314,3))
{
int32_t*l_2053=(void*)0;
int32_t l_2054=0x0BED7187L;
int32_t*l_2055= &l_1700[0];
int32_t*l_2056= &l_1966;
int32_t*l_2057= &l_1977[6];
int32_t*l_2058= &l_2023[5];
int32_t*l_2059= &g_97[1][0][0];
int32_t*l_2060= &l_2054;
int32_t*l_2061= &l_1966;
int32_t*l_2062= &l_1977[3];
int32_t*l_2063=(void*)0;
int32_t*l_2064= &l_2024;
int32_t*l_2065= &l_1966;
int32_t*l_2066= &l_1977[6];
int32_t*l_2067= &l_2013[2];
int32_t*l_2068= &l_1976;
int32_t*l_2069=(void*)0;
int32_t l_2070=0L;
int32_t*l_2071= &l_2013[4];
int32_t*l_2072[9]={&l_1977[5],&l_1977[5],&l_1977[5],&l_1977[5],&l_1977[5],&l_1977[5],&l_1977[5],&l_1977[5],&l_1977[5]};
int32_t l_2074=0xF5A78EE7L;
int i;
l_2075--;
}
}
}
return(*l_1819);
}
static uint64_t func_41(int32_t p_42,uint32_t p_43,int64_t p_44)
{
int32_t*l_1587= &g_97[1][0][0];
const uint32_t l_1592=18446744073709551613UL;
uint8_t*l_1597= &g_475[7];
int8_t*l_1607= &g_189;
int8_t**l_1606= &l_1607;
int16_t****l_1610= &g_1534;
int16_t*l_1611= &g_611[0][1][0];
uint32_t*l_1612=(void*)0;
int32_t l_1613=6L;
uint16_t**const l_1631=(void*)0;
int64_t l_1640=0x30C170DFFC7E7CE5LL;
uint16_t l_1680=0xB60FL;
(*g_695)=l_1587;
(**g_1275)=(safe_div_func_uint16_t_u_u((g_1121^(safe_div_func_int64_t_s_s((l_1592==(safe_sub_func_int32_t_s_s((safe_mod_func_uint64_t_u_u((*l_1587),((++(*l_1597)),(safe_sub_func_int8_t_s_s(((l_1613=(safe_add_func_uint8_t_u_u(((safe_lshift_func_int8_t_s_u((-1L),2)),(((((7UL>=((*l_1611)=((((((*l_1606)=l_1597)==l_1597),p_42)&&(safe_rshift_func_int8_t_s_s(((l_1610==l_1610),(*l_1587)),3)))&&p_43)))==p_43)||0UL)!=(*g_412))==8L)),(*l_1587))))==0xCC454C13L),p_43))))),g_97[3][0][0]))),g_397))),p_42));
for(g_1121=0;(g_1121>29);++g_1121)
{
int32_t l_1634=0L;
uint32_t l_1635=1UL;
for(g_1399=0;(g_1399!=0);g_1399=safe_add_func_int8_t_s_s(g_1399,3))
{
uint32_t l_1626=0xE4A3C2BAL;
int32_t l_1636=(-1L);
l_1636^=((((void*)0== &l_1597)&(safe_mul_func_uint16_t_u_u(p_43,(*l_1587))))||(safe_mul_func_int8_t_s_s((g_1314^=(((safe_add_func_uint8_t_u_u((safe_rshift_func_int8_t_s_s((((((*l_1597)=l_1626)&(((safe_div_func_int64_t_s_s((safe_lshift_func_int8_t_s_u((((((void*)0!=l_1631),(safe_mul_func_uint8_t_u_u((&l_1626!=(void*)0),0UL)))<p_42)&&p_44),6)),(*l_1587))),0L)&0xA349FFD3135AF241LL))!=(*l_1587)),0xFDL),0)),l_1626)),0x75FF52E7L)==l_1634)),l_1635)));
}
for(g_123=(-10);(g_123<(-12));g_123=safe_sub_func_uint8_t_u_u(g_123,5))
{
int64_t l_1639=(-6L);
(***g_1274)=1L;
if(l_1639)
continue;
if((*g_412))
continue;
}
l_1640|=(***g_1222);
for(g_397=0;(g_397<=(-26));g_397=safe_sub_func_uint16_t_u_u(g_397,3))
{
uint64_t l_1643=18446744073709551610UL;
if(l_1643)
break;
if(l_1634)
continue;
}
}
for(g_123=0;(g_123>21);g_123=safe_add_func_int16_t_s_s(g_123,7))
{
int64_t l_1648[1];
uint16_t*const*l_1665[1];
uint16_t*const**l_1664= &l_1665[0];
uint16_t*const***l_1663= &l_1664;
uint16_t*const****l_1662= &l_1663;
const uint16_t*****l_1671= &g_1667;
int32_t l_1679[4];
int32_t*l_1682= &l_1613;
int32_t**l_1685[5]={&g_1684,&g_1684,&g_1684,&g_1684,&g_1684};
int i;
for(i=0;i<1;i++)
l_1648[i]=0xDAD06C244036BB69LL;
for(i=0;i<1;i++)
l_1665[i]= &g_187[1][0][0];
for(i=0;i<4;i++)
l_1679[i]=0x592FA6B8L;
(*l_1682)|=(safe_div_func_int16_t_s_s((l_1648[0]||(safe_add_func_int32_t_s_s((*l_1587),(safe_mod_func_uint32_t_u_u(((!(safe_mul_func_uint8_t_u_u((l_1612==(((*g_825)<((safe_div_func_int16_t_s_s((*l_1587),(safe_rshift_func_int16_t_s_s(((safe_div_func_int16_t_s_s((l_1662==(l_1671=g_1666[4])),(safe_add_func_int32_t_s_s(((+(safe_add_func_int64_t_s_s((l_1679[3]&=(0x5EC8L>=(((l_1648[0]^p_44),0x72759B6439A96952LL)==p_44))),7L)))>p_42),g_1429))))==l_1680),g_1681))))>=g_1681)),(void*)0)),g_1192)))!=1UL),(*g_412)))))),p_44));
l_1685[4]=g_1683;
}
return g_1190;
}
static int64_t func_47(int16_t p_48)
{
int8_t l_707=7L;
int32_t*l_708=(void*)0;
int32_t*l_709= &g_85;
uint64_t*l_714= &g_89[1];
int8_t*l_731[4][2][2]={{{&g_397,(void*)0},{&g_397,&g_397}},{{(void*)0,&g_397},{&g_397,(void*)0}},{{&g_397,&g_397},{(void*)0,&g_397}},{{&g_397,(void*)0},{&g_397,&g_397}}};
uint16_t*l_737= &g_401;
uint16_t*l_738[5];
int32_t l_740=0x4CFCDAE8L;
uint32_t l_741=0UL;
uint32_t*l_742[1];
uint16_t***l_798[2];
int64_t**l_835= &g_825;
uint8_t*l_847[4][1][7]={{{&g_475[7],&g_475[7],&g_475[7],&g_475[7],&g_475[7],&g_475[7],&g_475[7]}},{{(void*)0,&g_475[7],&g_475[7],(void*)0,(void*)0,&g_475[7],&g_475[7]}},{{&g_475[7],&g_475[7],&g_475[7],&g_475[7],&g_475[7],&g_475[7],&g_475[7]}},{{(void*)0,(void*)0,&g_475[7],&g_475[7],(void*)0,(void*)0,&g_475[7]}}};
uint8_t**l_846[2];
uint8_t***l_845= &l_846[0];
int64_t l_891=1L;
int32_t l_965[8]={0x3AEBB173L,0x3AEBB173L,0x3AEBB173L,0x3AEBB173L,0x3AEBB173L,0x3AEBB173L,0x3AEBB173L,0x3AEBB173L};
uint16_t l_966=0x5BEFL;
int8_t l_1031=1L;
int32_t l_1053=0x6775AAC7L;
int32_t l_1054=0xCDCD3279L;
int32_t l_1056=0x6F5DA3F1L;
int32_t l_1058[4];
uint32_t l_1060[9][5]={{4294967295UL,0x88FAE3BFL,4294967295UL,4294967295UL,0x88FAE3BFL},{6UL,0x0EE8E9E0L,0x15F1D1DAL,0x7C0CDE88L,0x7C0CDE88L},{4294967295UL,0UL,4294967295UL,4294967295UL,1UL},{0x48B5F7A2L,0xB4F04F6CL,0x7C0CDE88L,0xB4F04F6CL,0x48B5F7A2L},{4294967295UL,4294967295UL,0UL,0x88FAE3BFL,0UL},{6UL,6UL,0x7C0CDE88L,0x48B5F7A2L,8UL},{4294967295UL,4294967295UL,4294967295UL,4294967295UL,0UL},{0xB4F04F6CL,0x48B5F7A2L,0x15F1D1DAL,0x15F1D1DAL,0x48B5F7A2L},{0UL,4294967295UL,4294967295UL,1UL,1UL}};
uint16_t l_1083=1UL;
int32_t l_1160=(-8L);
uint8_t***const*l_1166=(void*)0;
int16_t***l_1172=(void*)0;
uint8_t l_1176=255UL;
int16_t l_1224=0x2613L;
int32_t l_1346=0x19C8C4CCL;
int64_t l_1378=0x503997790BE401CBLL;
uint16_t l_1379=3UL;
uint16_t l_1397=0xE3A8L;
int32_t l_1564=1L;
int i,j,k;
for(i=0;i<5;i++)
l_738[i]= &g_739[2];
for(i=0;i<1;i++)
l_742[i]= &l_741;
for(i=0;i<2;i++)
l_798[i]= &g_186;
for(i=0;i<2;i++)
l_846[i]= &l_847[0][0][2];
for(i=0;i<4;i++)
l_1058[i]=0x66EEE7F0L;
(*l_709)=((**g_695)^=l_707);
if((((safe_div_func_uint16_t_u_u((safe_mod_func_int64_t_s_s(g_97[2][1][0],((*l_714)--))),(((safe_sub_func_uint64_t_u_u((0xDF49B214L>(g_743=((safe_add_func_uint16_t_u_u((*l_709),(((g_85>(((safe_mul_func_uint16_t_u_u((((((*l_709)|(l_740&=((*l_737)|=((((safe_mod_func_int64_t_s_s(((((p_48,((((((safe_rshift_func_uint16_t_u_u(((safe_mul_func_int8_t_s_s((*l_709),(safe_rshift_func_int8_t_s_s((g_428|=p_48),(!(safe_add_func_int8_t_s_s((safe_mul_func_int16_t_s_s(0x19ACL,p_48)),(*l_709))))))))^(*l_709)),p_48))==p_48)|p_48)<=g_475[4])&&0xECADE2ABL)>=0xDEA9L))^g_91)<4294967295UL)||(*l_709)),(*l_709)))|p_48)||g_611[0][1][0]),(*l_709)))))<g_223)<g_4)<=l_741),0xF130L))<=0x81C6574BL)&(*l_709)))&g_476)==0x1EAC9A92110247FELL)))<=2UL))),g_189))<p_48)^(*l_709))))<(*l_709)),(*l_709)))
{
uint32_t l_746=0x31EE94DFL;
uint16_t***l_761=(void*)0;
uint16_t****const l_760= &l_761;
uint16_t****const*l_759[5][10]={{&l_760,&l_760,&l_760,&l_760,&l_760,&l_760,&l_760,&l_760,&l_760,&l_760},{&l_760,&l_760,&l_760,&l_760,&l_760,&l_760,&l_760,&l_760,&l_760,&l_760},{&l_760,&l_760,&l_760,&l_760,&l_760,&l_760,&l_760,&l_760,&l_760,&l_760},{&l_760,&l_760,&l_760,&l_760,&l_760,&l_760,&l_760,&l_760,&l_760,&l_760},{&l_760,&l_760,&l_760,&l_760,&l_760,&l_760,&l_760,&l_760,&l_760,&l_760}};
uint8_t*l_764[6]={&g_475[7],&g_475[7],&g_475[7],&g_475[7],&g_475[7],&g_475[7]};
int32_t l_765=4L;
int32_t l_766=0xCAB8A0D2L;
int64_t*l_767= &g_123;
int64_t*l_768= &g_394;
int32_t*****l_769=(void*)0;
uint8_t*const**l_844=(void*)0;
uint64_t l_903=18446744073709551615UL;
uint32_t l_958=18446744073709551611UL;
int32_t*l_964[8]={&g_97[1][0][0],&g_97[1][0][0],&g_97[1][0][0],&g_97[1][0][0],&g_97[1][0][0],&g_97[1][0][0],&g_97[1][0][0],&g_97[1][0][0]};
uint16_t l_1026=0x0BFBL;
int32_t l_1065=9L;
int32_t l_1086=(-1L);
const int32_t l_1131=1L;
int32_t l_1165=0L;
int32_t l_1174=0L;
int32_t l_1269[1];
int i,j;
for(i=0;i<1;i++)
l_1269[i]=0x3D3E651CL;
if((((-1L)^((safe_add_func_uint64_t_u_u(l_746,((*l_768)=(safe_mul_func_uint8_t_u_u(((safe_mod_func_uint64_t_u_u(g_476,((*l_767)=(safe_mul_func_int8_t_s_s((safe_add_func_int8_t_s_s(((safe_sub_func_int8_t_s_s(g_394,p_48))>g_739[2]),((g_428=(l_766|=((((l_765=(safe_add_func_uint64_t_u_u((((l_759[3][9]=(void*)0)!=g_762)||(g_91^2L)),(*l_709))))==0xE8L)&&(*l_709))<=p_48)))<p_48))),p_48)))))==p_48),255UL)))))>l_746))>=g_743))
{
uint64_t l_772=0UL;
int16_t l_786=8L;
int32_t l_803=0xFE809238L;
int32_t l_804=(-1L);
int64_t*l_823= &g_223;
int64_t**l_824= &l_767;
(**g_695)=((((void*)0==l_769),((0xD1L==(l_772=(((**g_695)==g_4)||(0x07L<=((void*)0==(*g_186))))))>(*l_709))),0x36DBD3C0L);
for(g_394=0;(g_394<27);++g_394)
{
const int32_t l_779[4][4]={{0x58180FB3L,0x58180FB3L,1L,0x58180FB3L},{0x58180FB3L,0x9804E4EFL,0x9804E4EFL,0x58180FB3L},{0x9804E4EFL,0x58180FB3L,0x9804E4EFL,0x9804E4EFL},{0x58180FB3L,0x58180FB3L,1L,0x58180FB3L}};
int16_t*l_787= &l_786;
int i,j;
if(((((--(*l_737))<l_779[0][0])==p_48)!=((safe_div_func_uint32_t_u_u((safe_div_func_uint64_t_u_u((safe_rshift_func_int16_t_s_s((((((-9L)>g_189),(0x21L>(l_786&&((*l_787)^=p_48))))^((p_48!=p_48)^1L)),1L),g_89[0])),18446744073709551613UL)),0xC3E0E9BAL))>=g_328)))
{
return p_48;
}
else
{
uint16_t l_795=0x7118L;
for(l_765=4;(l_765>=0);l_765-=1)
{
return g_401;
}
for(l_786=11;(l_786>=(-5));--l_786)
{
l_804|=((*g_412)=((g_397=(safe_lshift_func_uint8_t_u_u(((((safe_add_func_uint16_t_u_u((*l_709),((safe_unary_minus_func_uint8_t_u((l_795++)))|l_786)))|0x4DL)>=(l_803&=(((*l_709)>(l_798[1]!= &g_186)),((*g_412)|(((safe_lshift_func_uint8_t_u_s(((safe_add_func_int32_t_s_s(p_48,(0xDC0257712FBF1449LL!=g_328)))|0x7F0027E7821F060DLL),6))||0xC2ECL),1L))))),0xA0L),7)))!=g_475[7]));
}
(*l_709)|=(-1L);
(**g_695)&=p_48;
}
}
l_803=((safe_mul_func_int16_t_s_s((((g_394==(((safe_mul_func_uint8_t_u_u(g_475[7],(safe_lshift_func_int8_t_s_u((safe_rshift_func_int16_t_s_s((0x47C86772L&&1L),(((l_786|g_743)&(((~(safe_mul_func_int16_t_s_s((p_48>=((--g_820[3][0][0]),((g_825=((*l_824)=l_823))==l_768))),65535UL)))&0x3FL)>p_48))&&1UL))),3)))),p_48)^(*l_709)))!=p_48)^g_89[1]),0xBB81L))&g_476);
}
else
{
int32_t l_836=0x1FF77190L;
int32_t l_848[10][5][5]={{{(-5L),0xEF6AFFCEL,0x39808E42L,0x7E4DF72DL,0x00EAE0FCL},{0xE94E6E6AL,0x9A88CBB2L,(-8L),0xB11DD570L,0x432FF62EL},{1L,0x432FF62EL,0xE73DB6A6L,0L,(-3L)},{0x00EAE0FCL,1L,0x301A13C6L,0x94CDB6A5L,0x3D1F45D2L},{(-1L),1L,(-3L),2L,0xCC6CA064L}},{{0x547BF2DAL,0x5CA66882L,(-5L),0x84CBA6C6L,0xCC6CA064L},{(-1L),(-1L),0L,(-3L),0x3D1F45D2L},{0x7611C978L,(-3L),0xEF6AFFCEL,0xEF6AFFCEL,(-3L)},{(-1L),(-3L),0x547BF2DAL,(-1L),0x432FF62EL},{0xEF6AFFCEL,0x7611C978L,(-1L),(-5L),0x00EAE0FCL}},{{0xB11DD570L,0x7E4DF72DL,(-1L),0xE73DB6A6L,0x75182B5BL},{0xEF6AFFCEL,0L,2L,0L,0x84CBA6C6L},{(-1L),(-1L),0xB11DD570L,0x00EAE0FCL,0L},{0x7611C978L,0x36C1D8C6L,0xE94E6E6AL,8L,0x4846E07BL},{(-1L),0L,0xD8DD3207L,0x4846E07BL,0x547BF2DAL}},{{0x547BF2DAL,0L,0xA8C1D677L,(-1L),(-1L)},{(-1L),0x36C1D8C6L,0x4846E07BL,0x9A88CBB2L,0x9A88CBB2L},{0x00EAE0FCL,(-1L),0x00EAE0FCL,(-5L),0L},{1L,0L,0x7E4DF72DL,0x432FF62EL,0xD8DD3207L},{0xE94E6E6AL,0x7E4DF72DL,(-1L),0x3D1F45D2L,(-1L)}},{{(-5L),0x7611C978L,0x7E4DF72DL,0xD8DD3207L,0xE94E6E6AL},{8L,(-3L),0x00EAE0FCL,1L,0x301A13C6L},{0L,(-3L),0x4846E07BL,0xE1B8FC6AL,(-5L)},{0x36C1D8C6L,(-1L),0xA8C1D677L,1L,1L},{0x94CDB6A5L,0x5CA66882L,0xD8DD3207L,1L,(-5L)}},{{0xB7ACED02L,1L,0xE94E6E6AL,0xE1B8FC6AL,0L},{(-3L),1L,0xB11DD570L,1L,(-3L)},{0x4846E07BL,0x432FF62EL,2L,0xD8DD3207L,0L},{1L,0x9A88CBB2L,(-1L),0x3D1F45D2L,1L},{(-1L),0x9A88CBB2L,0xD8DD3207L,0xE1B8FC6AL,0xB7ACED02L}},{{0x77619AB2L,0L,0L,0x547BF2DAL,(-8L)},{0xB7ACED02L,(-3L),0x9A88CBB2L,0x9304A6A3L,(-1L)},{(-5L),0x5CA66882L,(-1L),0x94CDB6A5L,0xE73DB6A6L},{0x3D1F45D2L,1L,0x547BF2DAL,0L,0xA8C1D677L},{0x3D1F45D2L,0x00EAE0FCL,0x4846E07BL,0x7E4DF72DL,0x547BF2DAL}},{{(-5L),1L,0L,(-3L),0L},{0xB7ACED02L,0xB7ACED02L,0x84CBA6C6L,(-1L),(-5L)},{0x77619AB2L,0xE94E6E6AL,0x75182B5BL,0x84CBA6C6L,0xD8DD3207L},{(-1L),(-5L),0x00EAE0FCL,0xE73DB6A6L,1L},{0xA8C1D677L,0xE94E6E6AL,0x432FF62EL,(-3L),(-1L)}},{{0L,0xB7ACED02L,(-3L),0x9A88CBB2L,0x9304A6A3L},{(-8L),1L,0x3D1F45D2L,0x4846E07BL,1L},{0x7611C978L,0x00EAE0FCL,0xCC6CA064L,0x77619AB2L,0L},{8L,1L,0xCC6CA064L,0xE94E6E6AL,0L},{0xB11DD570L,0x5CA66882L,0x3D1F45D2L,8L,0x9AB23236L}},{{0x5CA66882L,(-3L),(-3L),0x5CA66882L,0x77619AB2L},{0x7E4DF72DL,0L,0x432FF62EL,0x301A13C6L,0x3D1F45D2L},{0x547BF2DAL,0x9A88CBB2L,0x00EAE0FCL,0L,(-3L)},{(-5L),0x9304A6A3L,0x75182B5BL,0x301A13C6L,0xE1B8FC6AL},{(-1L),0xE1B8FC6AL,0x84CBA6C6L,0x5CA66882L,0x4846E07BL}}};
int i,j,k;
for(l_766=(-9);(l_766!=(-10));l_766--)
{
int32_t l_832=0x8E2269ADL;
int32_t l_841=0xDEC25CDCL;
(*g_116)= &l_740;
(*l_709)=(((p_48||p_48)<(safe_rshift_func_int8_t_s_s((((((**g_695)=((!(!(((p_48<l_832)||(safe_mod_func_uint64_t_u_u(p_48,(((**g_116)<=g_97[0][1][0])^((void*)0!=l_835)))))<0x2B112F22C22A878BLL)))&g_4))<g_475[7]),(*g_825))&&(-1L)),l_836)))==5UL);
for(g_169=6;(g_169>=7);g_169=safe_add_func_uint64_t_u_u(g_169,5))
{
uint64_t l_856[3];
int i;
for(i=0;i<3;i++)
l_856[i]=1UL;
if((safe_mul_func_int8_t_s_s((((--(*l_737))<=(l_848[7][2][2]=(l_844!=l_845))),(!(safe_sub_func_uint64_t_u_u(l_836,(safe_mod_func_int32_t_s_s((((p_48,l_848[0][3][0])>((((safe_rshift_func_int8_t_s_u(0x3BL,l_856[1]))||(*g_117)),(l_856[1]>=255UL))^0xCF21C844L)),l_841),p_48)))))),p_48)))
{
if((**g_116))
break;
return p_48;
}
else
{
return p_48;
}
}
}
for(g_91=(-25);(g_91>7);g_91=safe_add_func_uint64_t_u_u(g_91,5))
{
int32_t*l_861= &l_740;
uint8_t l_893[4];
int32_t*l_896= &l_848[7][2][2];
int32_t*l_897= &l_766;
int32_t*l_898= &l_765;
int32_t*l_899= &g_97[4][1][0];
int32_t*l_900= &l_765;
int32_t l_901=7L;
int32_t*l_902[2][7][5]={{{(void*)0,(void*)0,&l_901,&l_848[9][3][1],&g_85},{(void*)0,&l_765,&l_901,(void*)0,&l_740},{(void*)0,&l_901,&l_901,&g_97[1][1][0],&l_848[4][0][3]},{&g_97[1][0][0],&l_765,&l_765,&g_97[1][0][0],&l_766},{&l_740,(void*)0,&l_848[8][0][4],&g_85,(void*)0},{&l_901,(void*)0,&g_85,&l_740,&l_765},{&l_901,&l_740,&g_85,&g_85,&l_740}},{{&l_740,&g_97[4][0][0],(void*)0,&g_97[1][0][0],&g_97[5][1][0]},{&l_848[7][2][2],&l_848[4][0][3],(void*)0,&g_97[1][1][0],&l_848[8][0][4]},{&g_97[4][0][0],&l_766,&g_85,(void*)0,(void*)0},{&l_848[7][2][2],&l_901,&l_848[7][2][2],&l_848[9][3][1],&g_85},{&l_740,(void*)0,&l_740,&g_97[4][0][0],&l_740},{&l_901,&g_97[1][1][0],(void*)0,(void*)0,(void*)0},{&l_901,&l_740,&l_740,&l_740,&l_901}}};
int32_t l_936=0xA75901B3L;
int32_t l_937=0x19820ED8L;
uint16_t l_942=65534UL;
int i,j,k;
for(i=0;i<4;i++)
l_893[i]=0x5DL;
}
}
l_966++;
if((safe_add_func_uint32_t_u_u(p_48,g_223)))
{
int32_t*l_971= &l_965[4];
uint32_t l_987=0x9417DAC0L;
uint64_t l_1019=0x8C526A25CF0787A9LL;
int32_t l_1025=1L;
int32_t l_1051[9]={(-4L),(-4L),(-4L),(-4L),(-4L),(-4L),(-4L),(-4L),(-4L)};
uint64_t l_1108[5];
uint16_t*const**l_1124=(void*)0;
int8_t l_1132=(-9L);
int16_t**l_1150[7][3][5]={{{&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1]},{&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1]},{&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1]}},{{&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1]},{&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1]},{&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1]}},{{&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1]},{&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1]},{&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1]}},{{&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1]},{&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1]},{&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1]}},{{&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1]},{&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1]},{&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1]}},{{&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1]},{&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1]},{&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1]}},{{&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1]},{&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1]},{&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1],&g_929[3][0][1]}}};
int16_t***l_1149= &l_1150[0][2][4];
int16_t****l_1148= &l_1149;
const int16_t***l_1173= &g_931;
uint64_t*l_1175[4][5]={{&l_903,(void*)0,&l_1019,(void*)0,&l_903},{&l_903,(void*)0,&l_1019,(void*)0,&l_903},{&l_903,(void*)0,&l_1019,(void*)0,&l_903},{&l_903,(void*)0,&l_1019,(void*)0,&l_903}};
int i,j,k;
for(i=0;i<5;i++)
l_1108[i]=0x0D51271AB5ADD66ALL;
for(g_401=1;(g_401<=4);g_401+=1)
{
uint32_t l_980=0x0CD66FFDL;
uint32_t*l_984[7][9]={{&l_741,&l_741,&l_980,(void*)0,&l_741,&l_741,&l_980,&l_980,&l_741},{&l_741,&l_741,&l_741,&l_741,&l_741,(void*)0,&l_980,&l_741,&l_980},{&l_980,&l_741,(void*)0,&l_741,&l_980,&l_980,&l_741,&l_741,&l_980},{&l_741,&l_980,&l_741,&l_980,&l_741,(void*)0,(void*)0,&l_741,&l_741},{(void*)0,&l_741,&l_741,&l_741,&l_741,&l_741,(void*)0,&l_980,&l_741},{&l_741,&l_980,&l_980,&l_741,&l_741,&l_741,&l_741,&l_741,&l_741},{(void*)0,&l_980,&l_980,&l_741,&l_741,&l_741,&l_980,&l_980,(void*)0}};
uint8_t*l_985= &g_475[7];
int32_t l_986=0xB32DB213L;
int64_t*l_1032[4]={&l_891,&l_891,&l_891,&l_891};
int32_t l_1043=1L;
int32_t l_1046=(-1L);
int32_t l_1052=0x9F6D7B8DL;
int32_t l_1057=1L;
int32_t l_1059[2];
int16_t l_1078=(-1L);
int i,j;
for(i=0;i<2;i++)
l_1059[i]=(-1L);
(*g_695)=(void*)0;
(*l_709)=(-1L);
}
g_97[4][1][0]|=0L;
l_1176=(0x37ADF603012752A5LL||(((l_1025=((*l_714)=(((l_1174=(((*l_768)=(((~p_48)<((*l_971)=((~(p_48>(safe_div_func_int8_t_s_s(((((((*l_709)=((g_397,(*g_186))!=(*g_186))),l_1172)!=(l_1173=l_1173))<p_48)&&g_169),p_48)))),p_48)))<=p_48))==0x3E9530A8C26946D8LL))&&0x1EF3B210L)||p_48))),p_48)^0UL));
(*l_971)=(safe_add_func_uint32_t_u_u((g_1192=(safe_rshift_func_uint16_t_u_s(((0xD808L==(g_328&((safe_lshift_func_int8_t_s_u((*l_971),5))>(!((safe_div_func_int8_t_s_s(((0x3BL^((~p_48)==(((g_475[4]=(((!p_48),(g_1190&=0UL))^(g_1191&=g_89[1]))),&g_825)!= &l_768)))|0UL),(*l_709)))^(-10L))))))^p_48),14))),(-5L)));
}
else
{
uint32_t l_1199=4294967286UL;
int32_t l_1229=(-1L);
int32_t l_1251=0x72336114L;
int32_t l_1252=6L;
uint32_t*l_1263= &l_958;
for(l_1026=(-21);(l_1026!=26);l_1026=safe_add_func_int32_t_s_s(l_1026,1))
{
uint8_t l_1195[9]={1UL,0xA8L,1UL,0xA8L,1UL,0xA8L,1UL,0xA8L,1UL};
int32_t l_1198=7L;
int32_t*****l_1223[4][8]={{&g_1221,&g_1221,&g_1221,&g_1221,&g_1221,&g_1221,&g_1221,&g_1221},{&g_1221,&g_1221,&g_1221,&g_1221,&g_1221,&g_1221,&g_1221,&g_1221},{&g_1221,&g_1221,&g_1221,&g_1221,&g_1221,&g_1221,&g_1221,&g_1221},{&g_1221,&g_1221,&g_1221,&g_1221,&g_1221,&g_1221,&g_1221,&g_1221}};
int i,j;
l_1195[2]--;
++l_1199;
if(((*g_412)&=(+(safe_mul_func_uint16_t_u_u((safe_mul_func_int8_t_s_s(1L,((((((***g_930)^(safe_add_func_int64_t_s_s(p_48,(safe_mul_func_uint16_t_u_u((++(*l_737)),(safe_mul_func_int8_t_s_s((((safe_rshift_func_uint8_t_u_s(((safe_rshift_func_uint8_t_u_u((safe_lshift_func_int16_t_s_u((((*l_714)&=((((g_1221=g_1221)!= &g_1222),((g_1225=(g_739[2]!=((((p_48<=g_611[0][1][0])||((l_1224&1UL),p_48))&&(-9L))>=l_1199)))&0L))<=0x9644L))&0x7A347EC94C0D52D3LL),p_48)),g_189))&0L),0)),p_48)&&p_48),g_189))))))),g_394)||p_48)>g_539)&&0x81954080L))),65531UL)))))
{
int16_t l_1239[5][10]={{0L,0L,1L,(-5L),1L,0L,0L,1L,(-5L),1L},{0L,0L,1L,(-5L),1L,0L,0L,1L,(-5L),1L},{0L,0L,1L,(-5L),1L,0L,0L,1L,(-5L),1L},{0L,0L,1L,(-5L),1L,0L,0L,1L,(-5L),1L},{0L,0L,1L,(-5L),1L,0L,0L,1L,(-5L),1L}};
int32_t l_1246=0L;
int32_t l_1250=0xE744A2CBL;
int i,j;
if(((!((l_1229&=(safe_mul_func_int8_t_s_s(p_48,g_223)))>=(safe_sub_func_int16_t_s_s(p_48,(safe_mod_func_uint16_t_u_u(0x12D5L,(safe_lshift_func_uint8_t_u_s((safe_unary_minus_func_uint16_t_u(((*l_737)=(safe_add_func_uint32_t_u_u((l_1239[4][7]=g_475[5]),(safe_rshift_func_int8_t_s_s(4L,3))))))),((safe_mod_func_int32_t_s_s((safe_div_func_int32_t_s_s((**g_695),0xC4E9DF0DL)),l_1246))||(*g_825))))))))))^l_1199))
{
(**g_695)^=(g_941[5]!=0x9B130E9BL);
}
else
{
uint32_t l_1247=0x666313ECL;
int32_t l_1248=0x84529192L;
int32_t l_1249=0L;
int32_t l_1253=0x97CD263EL;
int32_t l_1254=(-1L);
uint16_t l_1255=7UL;
if((***g_1222))
break;
l_1247=(*l_709);
++l_1255;
}
if(l_1199)
continue;
}
else
{
uint64_t l_1260=0x396C747361579DF5LL;
for(g_1190=0;(g_1190==19);g_1190=safe_add_func_int16_t_s_s(g_1190,1))
{
return p_48;
}
l_1260++;
return(*g_825);
}
}
l_1269[0]=(((((***g_930)==((&l_958==l_1263)&(~(safe_add_func_int64_t_s_s((*g_825),((((safe_div_func_int8_t_s_s((g_428=((p_48&&((void*)0==(*g_931)))&&p_48)),0x5BL))|0x74654423L)<=(*l_709))>=p_48))))))&&(-7L))>=g_820[1][5][1])<4294967295UL);
for(g_397=(-24);(g_397<=26);++g_397)
{
int32_t*const***l_1276= &g_1274;
int32_t l_1288=0x2275C00CL;
int32_t l_1289=1L;
(**g_1275)=((((0x059A1836L^(((safe_add_func_uint16_t_u_u((((*g_1221)=(p_48,(*g_1221)))!=((*l_1276)=g_1274)),(safe_mod_func_int32_t_s_s((safe_unary_minus_func_int8_t_s((3L|((safe_div_func_uint64_t_u_u((((((***g_930)!=p_48)&&((((p_48^(l_1289=(safe_mul_func_uint8_t_u_u((safe_lshift_func_int8_t_s_s((l_1288=(safe_div_func_int16_t_s_s(p_48,p_48))),p_48)),p_48))))|p_48),p_48)||p_48))<p_48),p_48),0x586C1ACB6A8EE388LL))>0x683FCC2EL)))),p_48))))<6L)||(*g_825))),&g_927)== &g_927)>p_48);
if((***g_1274))
break;
}
}
}
else
{
int32_t l_1293=0xDC1A4DC1L;
int32_t l_1294=6L;
int64_t l_1312[7]={(-9L),(-9L),(-9L),(-9L),(-9L),(-9L),(-9L)};
int8_t*l_1315[2][4][4]={{{&g_189,&g_189,&g_189,&g_189},{&g_189,&g_189,&g_189,&g_189},{&g_189,&g_189,&g_189,&g_189},{&g_189,&g_189,&g_189,&g_189}},{{&g_189,&g_189,&g_189,&g_189},{&g_189,&g_189,&g_189,&g_189},{&g_189,&g_189,&g_189,&g_189},{&g_189,&g_189,&g_189,&g_189}}};
uint8_t****l_1358= &l_845;
uint8_t*****l_1357= &l_1358;
int32_t l_1374=0x710897FDL;
int8_t l_1387=(-1L);
int16_t*l_1396[6];
uint16_t l_1398=4UL;
uint32_t l_1456[3];
int32_t l_1476=0x7056E13AL;
int64_t l_1477=(-7L);
int32_t l_1480=0xBCA02C4FL;
int32_t l_1481=0x65ACA59DL;
int32_t l_1482=1L;
int32_t l_1484=0x97926273L;
int32_t l_1485=(-1L);
uint16_t****l_1494= &l_798[1];
uint16_t*****l_1493= &l_1494;
int16_t**const*l_1570=(void*)0;
int16_t**const**l_1569= &l_1570;
int16_t**const***l_1568= &l_1569;
int32_t*l_1571= &l_1054;
int32_t*l_1572= &l_740;
int32_t*l_1573= &l_1053;
int32_t*l_1574= &l_1484;
int32_t*l_1575= &g_1192;
int32_t*l_1576= &l_965[3];
int32_t*l_1577= &g_1225;
int32_t*l_1578= &l_1056;
int32_t*l_1579= &l_1160;
int32_t*l_1580= &l_965[5];
int32_t*l_1581= &l_1374;
int32_t*l_1582[3];
int32_t l_1583=0x0C1002E9L;
uint32_t l_1584=0UL;
int i,j,k;
for(i=0;i<6;i++)
l_1396[i]=(void*)0;
for(i=0;i<3;i++)
l_1456[i]=0xA32B71A3L;
for(i=0;i<3;i++)
l_1582[i]= &g_1192;
for(g_394=0;(g_394<15);g_394=safe_add_func_int64_t_s_s(g_394,3))
{
int32_t*l_1292[1][10][5]={{{&g_85,&l_1056,&g_85,&g_97[1][0][0],&g_85},{(void*)0,&g_97[4][0][0],&g_97[1][0][0],&g_97[1][0][0],&g_97[4][0][0]},{&l_1160,&g_97[1][0][0],&l_1054,&g_97[1][0][0],&l_1160},{&g_97[4][0][0],&g_97[1][0][0],&g_97[1][0][0],&g_97[4][0][0],(void*)0},{&g_85,&g_97[1][0][0],&g_85,&l_1056,&g_85},{&g_97[4][0][0],&g_97[4][0][0],&l_1058[3],&g_97[1][0][0],(void*)0},{&l_1160,&l_1056,&l_1054,&l_1056,&l_1160},{(void*)0,&g_97[1][0][0],&l_1058[3],&g_97[4][0][0],&g_97[4][0][0]},{&g_85,&l_1056,&g_85,&g_97[1][0][0],&g_85},{(void*)0,&g_97[4][0][0],&g_97[1][0][0],&g_97[1][0][0],&g_97[4][0][0]}}};
uint64_t l_1377=0x0604B4FA746B3673LL;
int i,j,k;
(*g_116)=((***g_1221)=l_1292[0][0][0]);
l_1294=l_1293;
for(g_401=(-22);(g_401!=22);g_401=safe_add_func_uint16_t_u_u(g_401,2))
{
int64_t l_1313=0L;
int32_t l_1347=0x5298549DL;
uint16_t l_1369=0xC704L;
for(l_1053=0;(l_1053<=0);l_1053+=1)
{
if((*l_709))
break;
(*g_116)=(*g_116);
}
if(((l_1294&&g_941[4])==((((((safe_div_func_int8_t_s_s((0xE9L&((*l_709)<((safe_mul_func_uint8_t_u_u((l_1294,0x6BL),(safe_mul_func_uint16_t_u_u((safe_div_func_int64_t_s_s(p_48,((!(((safe_rshift_func_int16_t_s_s((safe_div_func_uint8_t_u_u((l_1293&&(safe_mul_func_int16_t_s_s(p_48,l_1312[1]))),0x17L)),11)),&p_48)!=(void*)0))^l_1313))),g_1314))))^p_48))),g_169))!=g_611[0][1][0])>p_48)^p_48),(void*)0)!=l_1315[1][1][0])))
{
int64_t l_1323=0x40C82C46A4A23A94LL;
int32_t l_1327[6]={(-6L),(-6L),(-6L),(-6L),(-6L),(-6L)};
int i;
(*l_709)&=(safe_mul_func_uint8_t_u_u((g_394>=(p_48||(((p_48==((((g_1018|=(l_1323=(((~253UL),(*g_1221))==((safe_rshift_func_uint8_t_u_u((safe_div_func_int16_t_s_s((**g_931),(-9L))),1)),(void*)0))))&(((g_1324== &g_1325)^p_48)&&l_1327[2]))|0L)>0xB12B84103FA2873ELL))<1L)&&4L))),(-1L)));
}
else
{
int32_t l_1332=0x9116706BL;
uint32_t**l_1335= &l_742[0];
int32_t l_1362=0xBD070B33L;
(*l_709)=((safe_sub_func_uint16_t_u_u((safe_add_func_uint16_t_u_u((l_1332,(((safe_rshift_func_uint8_t_u_s((&l_798[1]!= &l_798[1]),6))||(*g_932))&&(((*l_709)^(l_1346=(((p_48,((*l_1335)=g_412))==((safe_sub_func_uint8_t_u_u(((safe_add_func_int16_t_s_s(((safe_mod_func_int32_t_s_s(l_1313,(g_1225=(safe_sub_func_uint16_t_u_u((safe_sub_func_uint8_t_u_u((*l_709),l_1332)),0x4642L)))))&g_1121),0UL))|(*g_825)),p_48)),(void*)0)),l_1313)))<0xC227L))),1L)),1L))^l_1332);
for(l_741=0;(l_741<=0);l_741+=1)
{
uint8_t****l_1356=(void*)0;
uint8_t*****l_1355= &l_1356;
int i,j,k;
l_1347=p_48;
l_1347=((safe_rshift_func_uint8_t_u_s(p_48,((l_1053=((*l_709)^=(((-1L)&&(65534UL!=p_48)),((*g_825)>=(~((l_1332<l_1347)&&(safe_rshift_func_uint16_t_u_s(((l_1357=l_1355)== &l_1356),0))))))))==g_1359)))||0x79L);
}
for(g_515=0;(g_515>=(-26));g_515=safe_sub_func_int32_t_s_s(g_515,3))
{
uint8_t l_1363=255UL;
int32_t l_1373[10]={1L,1L,1L,1L,1L,1L,1L,1L,1L,1L};
int32_t*l_1382[3];
int32_t**l_1383[8];
int32_t**l_1384= &l_708;
int i;
for(i=0;i<3;i++)
l_1382[i]= &g_743;
for(i=0;i<8;i++)
l_1383[i]= &l_709;
l_1363++;
l_1362=(((safe_rshift_func_uint8_t_u_u((p_48,p_48),((safe_unary_minus_func_uint8_t_u(((l_1369>=((+(l_1294^((l_1347,(safe_rshift_func_uint8_t_u_u(((((l_1377&=(((l_1374=(l_1373[6]|=p_48))<=(l_1363&(((((*g_825)>(p_48==p_48))|g_4),&g_1325)!=(void*)0)))>l_1362)),l_1378),(void*)0)!=(*g_1222)),5)))<=l_1379)))^0xEBB4L))<=4L)))<l_1312[4]))),p_48)<=g_908);
(*l_1384)=((g_743|=(safe_rshift_func_uint8_t_u_u(((*l_709)|=0x5DL),2))),(*g_1275));
}
for(l_1346=1;(l_1346>=0);l_1346-=1)
{
(*l_709)=p_48;
return l_1312[6];
}
}
}
}
if((safe_add_func_uint8_t_u_u(((((((l_1387,g_820[3][0][0])&(safe_mul_func_uint8_t_u_u((((l_1374=((*g_1325)!=(((&g_89[1]!=(void*)0)>=(safe_mod_func_uint64_t_u_u(((safe_div_func_uint32_t_u_u((0x313F6B25L>((*l_709)>=(((safe_mul_func_uint8_t_u_u((((l_1397&=((p_48&(l_1293==g_1314))>(-10L)))>l_1398)|p_48),(*l_709)))<=65530UL)>=2L))),p_48)),0x97C47EEE8DB3C9A0LL),0x3FB9B018545809F9LL))),(*g_1325)))),(void*)0)== &g_610[3][5][4]),g_189)))^l_1398)>=0x04ABL)<(*l_709))<g_1399),p_48)))
{
uint8_t*l_1405= &g_475[7];
const int32_t l_1408[8][3]={{0xB8AF26EDL,4L,0xB8AF26EDL},{3L,3L,3L},{0xB8AF26EDL,4L,0xB8AF26EDL},{3L,3L,3L},{0xB8AF26EDL,4L,0xB8AF26EDL},{3L,3L,3L},{0xB8AF26EDL,4L,0xB8AF26EDL},{3L,3L,3L}};
int32_t l_1409=0L;
uint16_t*l_1449= &g_91;
int32_t l_1475=0xCAFF9ECEL;
int32_t l_1478=0xAC9F3763L;
int32_t l_1479=0L;
int32_t l_1483[10][2][8]={{{0L,0xEE2BD25AL,1L,(-1L),0x3C16C118L,0x21E523A7L,3L,0x249F33ACL},{0x3C16C118L,0x21E523A7L,3L,0x249F33ACL,(-2L),6L,0x60B82381L,0xE36F8E0CL}},{{0x5968C258L,(-1L),1L,0xAF4A2936L,0x64C0E855L,(-8L),(-1L),0x60B82381L},{0xAE12698CL,0x9D974760L,0x52B4076AL,(-1L),1L,0x90515EEFL,0x03596FCBL,0x7220D41AL}},{{(-1L),0x52B4076AL,(-8L),6L,0x7F9670A8L,(-5L),0x3C16C118L,2L},{0xAF4A2936L,(-9L),0x7220D41AL,0x215F2A4CL,0xDAA8FDD9L,0x6696B5F0L,0x87A51C8BL,(-1L)}},{{(-1L),0x93586CF4L,0x60CB51AEL,0xBCACFEA4L,3L,0L,0x7F9670A8L,(-3L)},{(-1L),0x6696B5F0L,0x2D0471BEL,(-4L),(-4L),0x2D0471BEL,0x6696B5F0L,(-1L)}},{{2L,1L,0x5562C907L,1L,0x249F33ACL,0xAF4A2936L,0x90515EEFL,0L},{0xAE63BF98L,0x215F2A4CL,(-6L),0x7385E90FL,1L,0xAF4A2936L,0x82A7641EL,1L}},{{0x70A9CCE2L,1L,0x2C98830FL,(-6L),0x29905521L,0x2D0471BEL,0x21E523A7L,0L},{1L,0x6696B5F0L,0x18B02EC1L,0xE36F8E0CL,0xAF4A2936L,0L,0x93586CF4L,0x52B4076AL}},{{0xF0746507L,0x93586CF4L,(-8L),0x9D974760L,0L,0x6696B5F0L,0x70A9CCE2L,0xAF4A2936L},{0xAF10B5D5L,(-9L),0x4029804FL,0x6696B5F0L,0x7220D41AL,(-5L),(-1L),(-10L)}},{{0x60CB51AEL,0x52B4076AL,0x1965DA30L,0x87A51C8BL,0x70A9CCE2L,0x90515EEFL,0L,0x5562C907L},{(-1L),0x9D974760L,(-1L),0x52B4076AL,(-6L),(-8L),0x249F33ACL,(-1L)}},{{0x82A7641EL,(-1L),2L,0L,(-1L),6L,1L,0xC781FE49L},{0x7D105BD0L,0x21E523A7L,0x60B82381L,0xAE63BF98L,0x60B82381L,0x21E523A7L,0x7D105BD0L,0x4147B695L}},{{(-8L),0xEE2BD25AL,0xAE63BF98L,(-1L),0x4147B695L,0xF0746507L,2L,0x2D0471BEL},{0xBCACFEA4L,(-1L),0L,(-5L),0x4147B695L,(-1L),0x9D974760L,0xAE63BF98L}}};
uint16_t****const l_1492=(void*)0;
uint16_t****const*l_1491= &l_1492;
int32_t*const*l_1519= &l_709;
int i,j,k;
if(((l_1409|=((!(safe_rshift_func_int16_t_s_u((p_48^=0xA177L),l_1374)))&((**l_835)=((safe_rshift_func_uint16_t_u_s(((void*)0!=l_835),7))>(((*l_737)=((*g_704)==l_1405))>=(((safe_add_func_int64_t_s_s(((((l_1408[7][2],(((*l_714)&=(&g_1325==(void*)0))&l_1398))&l_1408[6][2]),l_1408[7][2])||(*l_709)),0x1F92F8A8AB59E573LL))!=0x152653A9L)>=l_1398))))))^l_1408[7][2]))
{
(*g_116)= &l_1408[7][2];
}
else
{
uint16_t****l_1422[10][1]={{(void*)0},{&g_610[3][5][4]},{&g_610[1][1][5]},{&g_610[3][5][4]},{(void*)0},{(void*)0},{&g_610[1][1][5]},{(void*)0},{&g_610[1][1][5]},{&g_610[3][5][4]}};
int32_t l_1436[1];
const uint16_t*l_1511= &g_1512;
uint32_t**l_1552= &l_742[0];
int i,j;
for(i=0;i<1;i++)
l_1436[i]=1L;
for(l_891=(-24);(l_891<(-25));l_891=safe_sub_func_int16_t_s_s(l_891,8))
{
int16_t l_1416[1];
int32_t l_1437=0x88575099L;
int i;
for(i=0;i<1;i++)
l_1416[i]=0L;
(*l_709)=((safe_mul_func_uint16_t_u_u(((safe_div_func_int32_t_s_s((((l_1416[0]=l_1294),(((safe_div_func_int16_t_s_s((safe_lshift_func_int8_t_s_u(p_48,(((((safe_unary_minus_func_uint32_t_u(((void*)0==l_1422[0][0]))),(safe_div_func_uint64_t_u_u(0UL,18446744073709551608UL)))&(safe_unary_minus_func_uint64_t_u((!l_1408[7][2])))),(safe_mod_func_uint16_t_u_u(g_1429,(safe_rshift_func_int8_t_s_s((safe_lshift_func_int16_t_s_s((safe_sub_func_int8_t_s_s((l_1436[0]=(p_48&&p_48)),l_1374)),9)),4))))),p_48))),p_48))>9L),0x671BA691L))>0x0A8E8318L),l_1437)),l_1408[4][1]),(*l_709)))==p_48);
for(g_1190=0;(g_1190!=(-6));g_1190=safe_sub_func_uint16_t_u_u(g_1190,6))
{
int64_t***l_1440= &l_835;
(*l_1440)=(void*)0;
}
for(l_1409=19;(l_1409==17);l_1409--)
{
return p_48;
}
}
for(p_48=0;(p_48<=4);p_48+=1)
{
uint16_t*l_1447=(void*)0;
int32_t l_1448[2];
int i;
for(i=0;i<2;i++)
l_1448[i]=0L;
for(l_966=0;(l_966<=0);l_966+=1)
{
int32_t l_1444[2][4][6]={{{0x296A1F6BL,(-1L),0x296A1F6BL,(-1L),0x296A1F6BL,(-1L)},{0x296A1F6BL,(-1L),0x296A1F6BL,(-1L),0x296A1F6BL,(-1L)},{0x296A1F6BL,(-1L),0x296A1F6BL,(-1L),0x296A1F6BL,(-1L)},{0x296A1F6BL,(-1L),0x296A1F6BL,(-1L),0x296A1F6BL,(-1L)}},{{0x296A1F6BL,(-1L),0x296A1F6BL,(-1L),0x296A1F6BL,(-1L)},{0x296A1F6BL,(-1L),0x296A1F6BL,(-1L),0x296A1F6BL,(-1L)},{0x296A1F6BL,(-1L),0x296A1F6BL,(-1L),0x296A1F6BL,(-1L)},{0x296A1F6BL,(-1L),0x296A1F6BL,(-1L),0x296A1F6BL,(-1L)}}};
int i,j,k;
(*l_709)^=(((*g_825)|=(&l_1422[1][0]!=(void*)0)),(!l_1444[1][0][0]));
}
if((g_1225^=((*l_709)|=(l_1398,(safe_add_func_uint8_t_u_u((((l_1447==((((*g_825)|=6L),l_1448[1]),l_1449))>=((g_189,5L)>=((safe_add_func_uint32_t_u_u(l_1448[0],l_1436[0]))^l_1436[0])))<0xEF43C697B4FD6576LL),p_48))))))
{
int32_t*l_1452= &l_965[7];
int32_t l_1453=0xC5B5C5E9L;
int32_t*l_1454= &g_1225;
int32_t*l_1455=(void*)0;
--l_1456[2];
}
else
{
int32_t*l_1459= &l_965[5];
int32_t*l_1460= &l_1409;
int32_t*l_1461=(void*)0;
int32_t*l_1462= &l_1294;
int32_t*l_1463= &l_1374;
int32_t*l_1464= &l_965[4];
int32_t*l_1465=(void*)0;
int32_t*l_1466= &l_965[5];
int32_t*l_1467= &l_1294;
int32_t*l_1468=(void*)0;
int32_t*l_1469= &l_1058[2];
int32_t*l_1470= &g_1192;
int32_t*l_1471=(void*)0;
int32_t*l_1472= &g_1225;
int32_t*l_1473[8];
uint32_t l_1486=0x7B91759FL;
int i;
for(i=0;i<8;i++)
l_1473[i]= &l_740;
if(p_48)
break;
++l_1486;
}
(*l_709)^=(((l_1448[1]=0xB2BBL),(safe_mul_func_int16_t_s_s(((((*l_737)&=(((l_1491!=(l_1493=l_1493))&(&g_1474[4][0][1]== &g_1474[1][1][4])),l_1476))&(safe_add_func_int16_t_s_s(p_48,((safe_sub_func_uint64_t_u_u((0L^(((safe_add_func_int16_t_s_s((((~((l_1483[0][1][6]|0L)&&1L))<=p_48)&&p_48),p_48))>l_1409)|l_1408[7][2])),(*g_825)))&(*g_825)))))&&l_1409),l_1436[0])))&&l_1448[1]);
for(g_401=0;(g_401<=0);g_401+=1)
{
return p_48;
}
}
for(g_1191=0;(g_1191<=3);g_1191+=1)
{
const uint16_t*l_1509= &g_739[2];
int32_t l_1556=3L;
int32_t l_1557=0xA7624C81L;
int i;
if(l_1058[g_1191])
break;
if(l_1058[g_1191])
break;
for(g_476=3;(g_476>=0);g_476-=1)
{
const uint16_t**l_1510[5]={&l_1509,&l_1509,&l_1509,&l_1509,&l_1509};
uint8_t*****l_1520[6][8]={{&l_1358,&l_1358,&l_1358,&l_1358,&l_1358,&l_1358,&l_1358,&l_1358},{&l_1358,&l_1358,&l_1358,&l_1358,&l_1358,&l_1358,&l_1358,&l_1358},{&l_1358,&l_1358,&l_1358,&l_1358,&l_1358,&l_1358,&l_1358,&l_1358},{&l_1358,&l_1358,&l_1358,&l_1358,&l_1358,&l_1358,&l_1358,&l_1358},{&l_1358,&l_1358,&l_1358,&l_1358,&l_1358,&l_1358,&l_1358,&l_1358},{&l_1358,&l_1358,&l_1358,&l_1358,&l_1358,&l_1358,&l_1358,&l_1358}};
int32_t l_1523=0x8104B84DL;
int16_t*****l_1536=(void*)0;
int16_t*****l_1537= &g_1533;
int16_t****l_1539= &l_1172;
int16_t*****l_1538= &l_1539;
uint32_t***l_1553=(void*)0;
uint32_t***l_1554= &l_1552;
int32_t l_1555=2L;
int i,j;
l_1058[g_1191]=(safe_mod_func_uint8_t_u_u(((p_48=(+(safe_sub_func_int32_t_s_s((safe_sub_func_uint64_t_u_u((((((l_1483[7][1][3],(void*)0)==(l_1511=l_1509))|((g_739[2]&((safe_lshift_func_int16_t_s_s(((*g_1274)==l_1519),0)),((void*)0==l_1520[5][4])))==((safe_rshift_func_int16_t_s_u((-2L),12))>=l_1485)))|l_1436[0])!=l_1523),0xD927946ADD3D5668LL)),g_739[1]))))!=l_1058[g_1191]),l_1523));
(*l_709)&=(safe_add_func_int8_t_s_s((l_1523&=((safe_add_func_int8_t_s_s((l_1557=((l_1058[g_1191]=(+(safe_sub_func_uint64_t_u_u((safe_add_func_int8_t_s_s(((l_1482=(((((*l_1449)^=p_48)>=(((((((*l_1537)=(g_401,g_1533))!=((*l_1538)=(void*)0))<(((((l_1480^=((((*l_714)^=(safe_rshift_func_int16_t_s_u((p_48,(((l_1436[0]|((safe_mod_func_uint64_t_u_u(0UL,l_1058[g_1191]))&(((((((safe_lshift_func_uint8_t_u_u(((((safe_div_func_uint32_t_u_u((((safe_div_func_uint64_t_u_u((safe_mul_func_int16_t_s_s((l_1556|=(((((((*l_1554)=l_1552)==(void*)0),l_1555)&&l_1058[g_1191])^l_1058[g_1191])<=p_48)),p_48)),0x0B44594C1B75DF98LL))>p_48)&0L),g_1359))<5UL),0L)^p_48),l_1374))^(*g_825))^0x08C1L),0x36L),0xBA2DL)<9L)||g_743)))&l_1436[0])>l_1058[g_1191])),5)))!=2L)&p_48))==p_48)||g_189),(*g_825))==l_1436[0])),p_48),18446744073709551610UL),p_48)),0xE29F7138L),l_1058[g_1191]))!=0x22A409E6L),l_1058[g_1191])),g_223))))>p_48)),1L))^4294967295UL)),g_739[0]));
(**l_1519)=(safe_div_func_int8_t_s_s(p_48,(1L^1L)));
}
}
}
}
else
{
uint8_t*l_1565[2][2][9]={{{&g_475[2],&g_475[4],&l_1176,&l_1176,&g_475[4],&g_475[2],&g_475[7],&g_475[5],&g_475[5]},{&l_1176,&l_1176,&g_475[2],&g_475[7],&g_475[7],&g_475[2],&l_1176,&l_1176,&g_475[4]}},{{&g_475[5],&l_1176,&l_1176,&g_475[7],&l_1176,&l_1176,&g_475[7],&l_1176,&l_1176},{&g_475[7],&l_1176,&g_475[5],&g_475[4],&g_475[5],&g_475[7],&g_475[7],&g_475[5],&g_475[4]}}};
int i,j,k;
for(l_1031=(-14);(l_1031>(-14));l_1031=safe_add_func_uint16_t_u_u(l_1031,5))
{
uint8_t*l_1567[8][3]={{(void*)0,&g_475[7],&g_475[7]},{&g_475[7],(void*)0,&g_475[7]},{(void*)0,(void*)0,&g_475[7]},{&l_1176,&l_1176,&g_475[7]},{&g_475[7],(void*)0,(void*)0},{&g_475[7],(void*)0,&g_475[2]},{&g_475[7],&g_475[7],&g_475[7]},{&l_1176,&g_475[7],&g_475[2]}};
int i,j;
for(l_966=0;(l_966>1);l_966++)
{
if(l_1564)
break;
}
(*l_709)^=((g_1566=l_1565[0][1][1])!=((**l_845)=l_1567[7][1]));
}
(*l_709)^=((&g_1533!=l_1568)>(***g_930));
}
--l_1584;
}
return p_48;
}
static uint8_t func_49(const uint32_t p_50,uint32_t p_51,int16_t p_52,int8_t p_53)
{
int32_t l_70=3L;
int32_t*l_84= &g_85;
uint64_t*l_88= &g_89[1];
uint16_t*l_90= &g_91;
int32_t l_92=0x3C75F927L;
int32_t*l_96[5][5][1]={{{&g_97[1][0][0]},{&g_97[1][1][0]},{&g_97[1][0][0]},{&g_97[1][1][0]},{&g_97[1][0][0]}},{{&g_97[1][1][0]},{&g_97[1][0][0]},{&g_97[1][1][0]},{&g_97[1][0][0]},{&g_97[1][1][0]}},{{&g_97[1][0][0]},{&g_97[1][1][0]},{&g_97[1][0][0]},{&g_97[1][1][0]},{&g_97[1][0][0]}},{{&g_97[1][1][0]},{&g_97[1][0][0]},{&g_97[1][1][0]},{&g_97[1][0][0]},{&g_97[1][1][0]}},{{&g_97[1][0][0]},{&g_97[1][1][0]},{&g_97[1][0][0]},{&g_97[1][1][0]},{&g_97[1][0][0]}}};
int64_t l_98=0x451AF0014B0E7A36LL;
uint32_t l_99[3][1][1];
uint32_t l_222=18446744073709551615UL;
int64_t l_249=0L;
volatile int32_t*l_256= &g_257;
int32_t**l_298=(void*)0;
uint32_t l_306[6][7][2]={{{0x91D3B185L,4294967295UL},{0xC9F25971L,0x6116B300L},{0x91D3B185L,0xC9F25971L},{0x0828740CL,0x88739B65L},{0x0828740CL,0xC9F25971L},{0x91D3B185L,0x6116B300L},{0xC9F25971L,4294967295UL}},{{9UL,0UL},{0x6116B300L,4294967295UL},{4294967295UL,4294967295UL},{0x6116B300L,0UL},{9UL,4294967295UL},{0xC9F25971L,0x6116B300L},{0x91D3B185L,0xC9F25971L}},{{0x0828740CL,0x88739B65L},{0x0828740CL,0xC9F25971L},{0x91D3B185L,0x6116B300L},{0xC9F25971L,4294967295UL},{9UL,0UL},{0x6116B300L,4294967295UL},{4294967295UL,4294967295UL}},{{0x6116B300L,0UL},{9UL,4294967295UL},{0xC9F25971L,0x6116B300L},{0x91D3B185L,0xC9F25971L},{0x0828740CL,0x88739B65L},{0x0828740CL,0xC9F25971L},{0x91D3B185L,0x6116B300L}},{{0xC9F25971L,4294967295UL},{9UL,0UL},{0x6116B300L,4294967295UL},{4294967295UL,4294967295UL},{0x6116B300L,0UL},{9UL,4294967295UL},{0xC9F25971L,0x6116B300L}},{{0x91D3B185L,0xC9F25971L},{0x0828740CL,0x88739B65L},{0x0828740CL,0xC9F25971L},{0x91D3B185L,0x6116B300L},{0xC9F25971L,4294967295UL},{9UL,0UL},{0x6116B300L,4294967295UL}}};
int32_t***l_337= &l_298;
int16_t*l_399= &g_169;
int16_t**l_398= &l_399;
uint64_t l_403=0xA4A30AB16B618069LL;
uint16_t***l_445= &g_186;
uint8_t l_454=4UL;
const int32_t*l_479=(void*)0;
const int32_t l_554=(-2L);
int16_t l_556=0x394DL;
int32_t l_558[7]={0xCC89E6A2L,0xCC89E6A2L,0xCC89E6A2L,0xCC89E6A2L,0xCC89E6A2L,0xCC89E6A2L,0xCC89E6A2L};
int8_t l_564[1][2][6]={{{(-1L),1L,0xACL,0xACL,1L,(-1L)},{0x55L,(-1L),0xACL,(-1L),0x55L,0x55L}}};
uint32_t l_588=0UL;
int32_t l_625=1L;
int i,j,k;
for(i=0;i<3;i++)
{
for(j=0;j<1;j++)
{
for(k=0;k<1;k++)
l_99[i][j][k]=1UL;
}
}
lbl_484:
g_97[1][1][0]^=(safe_div_func_int8_t_s_s((safe_mod_func_uint8_t_u_u(func_62((((safe_lshift_func_uint16_t_u_u(((l_70&&(l_92=(safe_mul_func_int16_t_s_s((((((*l_90)=(safe_mul_func_int8_t_s_s((0x8662677E161529ABLL|(((*l_88)|=(safe_div_func_uint16_t_u_u(((safe_rshift_func_uint16_t_u_s(p_53,(!(safe_div_func_int32_t_s_s(((0x56C84D1BL!=(safe_sub_func_int32_t_s_s(((*l_84)=(g_4>=0x7AE93AC4895D34B7LL)),g_4))),(safe_mod_func_uint16_t_u_u((&g_85!=l_84),g_85))),p_52))))),0x3363L),g_4)))<0UL)),l_70)))!=p_53)^0UL)!=p_52),p_52)))),p_51),p_50)),0x6CD8FDA5L),g_89[1]),g_4,l_70,p_51,g_4),p_52)),p_51));
++l_99[1][0][0];
for(p_53=0;(p_53>=0);p_53-=1)
{
int32_t l_102=0xF8620699L;
const int32_t*l_106= &g_97[1][0][0];
const int32_t**l_105= &l_106;
int8_t l_118=(-1L);
int32_t l_142=0x10FFDB43L;
int16_t l_177=0xDDD8L;
int16_t l_179=1L;
int32_t l_194=1L;
int32_t l_195[8];
uint16_t**l_220[10][4]={{&l_90,&l_90,&l_90,&l_90},{&l_90,&l_90,&l_90,&l_90},{&l_90,&l_90,&l_90,&l_90},{&l_90,&l_90,&l_90,&l_90},{&l_90,&l_90,&l_90,&l_90},{&l_90,&l_90,&l_90,&l_90},{&l_90,&l_90,&l_90,&l_90},{&l_90,&l_90,&l_90,&l_90},{&l_90,&l_90,&l_90,&l_90},{&l_90,&l_90,&l_90,&l_90}};
const uint16_t l_221=0UL;
uint64_t l_264=4UL;
int32_t****l_361= &l_337;
int32_t****l_362= &l_337;
uint16_t**l_402= &l_90;
int64_t l_434[9][6][4]={{{0xB4891CF04AE1EF74LL,0xCCA81666CA0C6300LL,0x1017FB5CB9F973F4LL,0x1017FB5CB9F973F4LL},{0x5EE16B43315F493DLL,0x5EE16B43315F493DLL,(-6L),0xCCA81666CA0C6300LL},{0xCCA81666CA0C6300LL,0xB4891CF04AE1EF74LL,(-6L),0xB4891CF04AE1EF74LL},{0x5EE16B43315F493DLL,(-4L),0x1017FB5CB9F973F4LL,(-6L)},{0xB4891CF04AE1EF74LL,(-4L),(-4L),0xB4891CF04AE1EF74LL},{(-4L),0xB4891CF04AE1EF74LL,0x5EE16B43315F493DLL,0xCCA81666CA0C6300LL}},{{(-4L),0x5EE16B43315F493DLL,(-4L),0x1017FB5CB9F973F4LL},{0xB4891CF04AE1EF74LL,0xCCA81666CA0C6300LL,0x1017FB5CB9F973F4LL,0x1017FB5CB9F973F4LL},{0x5EE16B43315F493DLL,0x5EE16B43315F493DLL,(-6L),0xCCA81666CA0C6300LL},{0xCCA81666CA0C6300LL,0xB4891CF04AE1EF74LL,(-6L),0xB4891CF04AE1EF74LL},{0x5EE16B43315F493DLL,(-4L),0x1017FB5CB9F973F4LL,(-6L)},{0xB4891CF04AE1EF74LL,(-4L),(-4L),0xB4891CF04AE1EF74LL}},{{(-4L),(-4L),0L,0x1017FB5CB9F973F4LL},{0xCCA81666CA0C6300LL,0L,0xCCA81666CA0C6300LL,(-6L)},{(-4L),0x1017FB5CB9F973F4LL,(-6L),(-6L)},{0L,0L,0x5EE16B43315F493DLL,0x1017FB5CB9F973F4LL},{0x1017FB5CB9F973F4LL,(-4L),0x5EE16B43315F493DLL,(-4L)},{0L,0xCCA81666CA0C6300LL,(-6L),0x5EE16B43315F493DLL}},{{(-4L),0xCCA81666CA0C6300LL,0xCCA81666CA0C6300LL,(-4L)},{0xCCA81666CA0C6300LL,(-4L),0L,0x1017FB5CB9F973F4LL},{0xCCA81666CA0C6300LL,0L,0xCCA81666CA0C6300LL,(-6L)},{(-4L),0x1017FB5CB9F973F4LL,(-6L),(-6L)},{0L,0L,0x5EE16B43315F493DLL,0x1017FB5CB9F973F4LL},{0x1017FB5CB9F973F4LL,(-4L),0x5EE16B43315F493DLL,(-4L)}},{{0L,0xCCA81666CA0C6300LL,(-6L),0x5EE16B43315F493DLL},{(-4L),0xCCA81666CA0C6300LL,0xCCA81666CA0C6300LL,(-4L)},{0xCCA81666CA0C6300LL,(-4L),0L,0x1017FB5CB9F973F4LL},{0xCCA81666CA0C6300LL,0L,0xCCA81666CA0C6300LL,(-6L)},{(-4L),0x1017FB5CB9F973F4LL,(-6L),(-6L)},{0L,0L,0x5EE16B43315F493DLL,0x1017FB5CB9F973F4LL}},{{0x1017FB5CB9F973F4LL,(-4L),0x5EE16B43315F493DLL,(-4L)},{0L,0xCCA81666CA0C6300LL,(-6L),0x5EE16B43315F493DLL},{(-4L),0xCCA81666CA0C6300LL,0xCCA81666CA0C6300LL,(-4L)},{0xCCA81666CA0C6300LL,(-4L),0L,0x1017FB5CB9F973F4LL},{0xCCA81666CA0C6300LL,0L,0xCCA81666CA0C6300LL,(-6L)},{(-4L),0x1017FB5CB9F973F4LL,(-6L),(-6L)}},{{0L,0L,0x5EE16B43315F493DLL,0x1017FB5CB9F973F4LL},{0x1017FB5CB9F973F4LL,(-4L),0x5EE16B43315F493DLL,(-4L)},{0L,0xCCA81666CA0C6300LL,(-6L),0x5EE16B43315F493DLL},{(-4L),0xCCA81666CA0C6300LL,0xCCA81666CA0C6300LL,(-4L)},{0xCCA81666CA0C6300LL,(-4L),0L,0x1017FB5CB9F973F4LL},{0xCCA81666CA0C6300LL,0L,0xCCA81666CA0C6300LL,(-6L)}},{{(-4L),0x1017FB5CB9F973F4LL,(-6L),(-6L)},{0L,0L,0x5EE16B43315F493DLL,0x1017FB5CB9F973F4LL},{0x1017FB5CB9F973F4LL,(-4L),0x5EE16B43315F493DLL,(-4L)},{0L,0xCCA81666CA0C6300LL,(-6L),0x5EE16B43315F493DLL},{(-4L),0xCCA81666CA0C6300LL,0xCCA81666CA0C6300LL,(-4L)},{0xCCA81666CA0C6300LL,(-4L),0L,0x1017FB5CB9F973F4LL}},{{0xCCA81666CA0C6300LL,0L,0xCCA81666CA0C6300LL,(-6L)},{(-4L),0x1017FB5CB9F973F4LL,(-6L),(-6L)},{0L,0L,0x5EE16B43315F493DLL,0x1017FB5CB9F973F4LL},{0x1017FB5CB9F973F4LL,(-4L),0x5EE16B43315F493DLL,(-4L)},{0L,0xCCA81666CA0C6300LL,(-6L),0x5EE16B43315F493DLL},{(-4L),0xCCA81666CA0C6300LL,0xCCA81666CA0C6300LL,(-4L)}}};
int16_t l_553[8][6];
uint32_t l_626=1UL;
const int16_t*l_679[5];
const int16_t**l_678= &l_679[0];
int i,j,k;
for(i=0;i<8;i++)
l_195[i]=0xBE3BBB77L;
for(i=0;i<8;i++)
{
for(j=0;j<6;j++)
l_553[i][j]=0x1C79L;
}
for(i=0;i<5;i++)
l_679[i]= &l_553[2][3];
if(((((l_102,((*l_88)=((((*l_90)++),l_105)!=((safe_mul_func_int16_t_s_s(g_97[1][0][0],((safe_div_func_uint8_t_u_u((+((safe_add_func_int8_t_s_s((p_50!=p_50),(safe_add_func_int8_t_s_s(g_85,((((*l_84)||((g_116!= &l_96[4][1][0]),g_4)),p_50)!=(*l_106))))))==p_53)),g_97[5][1][0]))>=0xE9B1403B77C0CF43LL))),&g_117))))^1UL)<=0x07L),(**l_105)))
{
uint64_t l_140[7];
int32_t l_148=0x1E60E50EL;
uint32_t l_178=0x45193B0AL;
int32_t l_180=0x395A3B43L;
int8_t*l_241= &l_118;
uint16_t***l_242= &l_220[3][3];
int32_t l_243[4];
uint8_t l_250=0UL;
int16_t*l_287[2][9]={{&l_179,&l_177,&g_169,&g_169,&l_177,&l_179,&l_179,&l_177,&l_179},{&l_179,&l_177,&g_169,&g_169,&l_177,&l_179,&l_179,&l_177,&l_179}};
uint8_t l_316[2];
uint32_t l_420=0xAD7364B5L;
int32_t*const*l_429= &l_84;
uint64_t l_441=0x922F7AC462864784LL;
int i,j;
for(i=0;i<7;i++)
l_140[i]=0x25F1995C1D1B0664LL;
for(i=0;i<4;i++)
l_243[i]=(-6L);
for(i=0;i<2;i++)
l_316[i]=246UL;
for(g_85=0;(g_85>=0);g_85-=1)
{
uint16_t*l_119[6][4]={{&g_91,&g_91,&g_91,&g_91},{&g_91,&g_91,&g_91,&g_91},{&g_91,&g_91,&g_91,&g_91},{&g_91,&g_91,&g_91,&g_91},{&g_91,&g_91,&g_91,&g_91},{&g_91,&g_91,&g_91,&g_91}};
int32_t l_143[5]={4L,4L,4L,4L,4L};
const int32_t**l_156= &g_117;
int32_t l_159=0x040C694BL;
int i,j;
}
if((((((safe_div_func_int16_t_s_s(l_180,(safe_rshift_func_int8_t_s_s(((+(safe_mul_func_uint8_t_u_u(g_97[1][0][0],((safe_lshift_func_int8_t_s_u((l_178==((((((*g_117)!=((safe_div_func_uint64_t_u_u(((safe_add_func_int32_t_s_s((l_148=((void*)0!=(*g_116))),(**g_116)))<=(safe_add_func_uint16_t_u_u(l_178,(safe_div_func_uint32_t_u_u(((((*l_241)=(p_51==(-2L))),(*l_106)),0x3AD2DFD2L),0x49E86D26L))))),p_50))|g_97[1][0][0]))<0L)==p_51)<=(-4L))>(**g_116))),p_50))^l_178))))>p_53),l_180))))==p_53),(void*)0)!=l_242)>p_50))
{
int32_t l_245=0L;
int32_t l_269[7];
uint16_t*l_270= &g_91;
int32_t l_273=0x9252E57EL;
int32_t l_274=0xC50AF9C1L;
int32_t l_275=0x77F7B3E6L;
int32_t*l_299= &l_142;
int i;
for(i=0;i<7;i++)
l_269[i]=0x8C12765BL;
for(g_91=0;(g_91<=6);g_91+=1)
{
int32_t l_244[10]={0x7840DFEEL,0xF7874170L,0xF7874170L,0x7840DFEEL,0xF7874170L,0xF7874170L,0x7840DFEEL,0xF7874170L,0xF7874170L,0x7840DFEEL};
int32_t l_246=6L;
int32_t l_247=0xA1B5D2C1L;
int32_t l_248[4][3]={{0x1017D59AL,0L,0x1017D59AL},{1L,1L,1L},{0x1017D59AL,0L,0x1017D59AL},{1L,1L,1L}};
volatile int32_t**l_255[1];
uint32_t*l_268= &l_178;
int32_t*const*l_278= &l_96[1][2][0];
int32_t*const**l_277= &l_278;
int32_t*const***l_276= &l_277;
int i,j;
for(i=0;i<1;i++)
l_255[i]= &g_253[1];
l_250--;
l_256=g_253[1];
l_275&=((l_274=(((safe_div_func_uint64_t_u_u((safe_mod_func_uint64_t_u_u((l_245==((((safe_mod_func_uint16_t_u_u(l_264,(+(safe_div_func_int64_t_s_s(p_52,(((((*l_268)|=p_52),(void*)0)!=((l_269[3]=(((*l_84)=p_52)&&(**g_116))),l_270))^(l_247=(l_273=(safe_mod_func_int8_t_s_s(((*g_186)!=l_90),(-1L)))))))))))==g_91)&&g_123)&&0xE480CF2AL)),l_244[8])),l_140[3]))<g_97[5][1][0])==(*l_106)))||l_248[2][1]);
(*l_276)=(void*)0;
}
(*l_105)= &l_92;
for(l_249=0;(l_249<=6);l_249+=1)
{
int32_t**l_296= &l_84;
int32_t***l_297[10]={&l_296,&l_296,&l_296,&l_296,&l_296,&l_296,&l_296,&l_296,&l_296,&l_296};
int64_t l_304=(-10L);
int64_t l_305=0x4CF0E34C557E2185LL;
int64_t l_310=0x0546763C7AD4AB23LL;
int i;
g_97[1][0][0]=((*l_84)=(safe_div_func_uint64_t_u_u((+((((+7UL)<=((safe_add_func_uint32_t_u_u((1UL==3L),(((&g_169==(l_269[(p_53+2)],l_287[1][5]))==(((p_53&&(((((((safe_div_func_int64_t_s_s(((safe_div_func_int64_t_s_s((safe_mod_func_int64_t_s_s(((l_298=l_296)!= &g_117),0x68B150A7E5C26E1CLL)),0xC4DEAE77555DD1EELL)),g_4),0xB414F5B9C717242DLL))!=0L)>0x7F9E045A7BEBA78ALL)>0L)<=(*l_106)),0L)>l_250))&&l_274)<l_269[0]))&&p_50)))>=g_97[1][0][0]))<l_269[3])==0x9C2DA4460E21C458LL)),p_52)));
if(p_53)
break;
for(l_102=0;(l_102>=0);l_102-=1)
{
int32_t l_300=(-1L);
int32_t l_301=0x554A3294L;
int32_t l_302=(-1L);
int32_t l_303[2];
int i,j,k;
for(i=0;i<2;i++)
l_303[i]=0xD415E4E6L;
l_299=(*l_296);
l_306[4][0][1]--;
return g_91;
}
for(l_194=0;(l_194<=1);l_194+=1)
{
int8_t l_309=(-1L);
int32_t l_311=0x38523BCFL;
int32_t l_312=0L;
int32_t l_313=7L;
int32_t l_314=0xA05BC7D3L;
int32_t l_315=1L;
l_316[0]--;
return g_97[1][0][0];
}
for(l_194=1;(l_194>=0);l_194-=1)
{
uint32_t l_319=0x6000A081L;
(*l_105)=(*g_116);
l_319--;
return l_319;
}
}
for(l_177=0;(l_177==7);l_177++)
{
int16_t**l_326= &l_287[1][5];
int32_t l_327=(-1L);
for(l_222=0;(l_222<=0);l_222+=1)
{
int16_t**l_325= &l_287[0][8];
int16_t***l_324[10]={&l_325,&l_325,&l_325,&l_325,&l_325,&l_325,&l_325,&l_325,&l_325,&l_325};
int32_t l_329=0x23FCF359L;
uint8_t l_330[10]={0x7AL,0UL,0x7AL,0UL,0x7AL,0UL,0x7AL,0UL,0x7AL,0UL};
int i,j,k;
l_326= &l_287[1][5];
g_97[(p_53+3)][(p_53+1)][p_53]=p_52;
l_96[p_53][l_222][p_53]= &l_275;
l_330[5]--;
}
}
}
else
{
(*l_105)=(*g_116);
(*l_84)|=(**g_116);
}
for(l_98=0;(l_98>8);l_98=safe_add_func_int32_t_s_s(l_98,1))
{
uint32_t l_360[10][7]={{0x8D7CD09BL,0xAA1CA356L,0xAA1CA356L,0x8D7CD09BL,7UL,0x8D7CD09BL,0xAA1CA356L},{18446744073709551607UL,18446744073709551607UL,0xF5C00706L,0x6F633E30L,0xF5C00706L,18446744073709551607UL,18446744073709551607UL},{0UL,0xAA1CA356L,0x17D50C18L,0xAA1CA356L,0UL,0UL,0xAA1CA356L},{0x701CA55AL,0x836C7C19L,0x701CA55AL,0xF5C00706L,0xF5C00706L,0x701CA55AL,0x836C7C19L},{0xAA1CA356L,7UL,0x17D50C18L,0x17D50C18L,7UL,0xAA1CA356L,7UL},{0x701CA55AL,0xF5C00706L,0xF5C00706L,0x701CA55AL,0x836C7C19L,0x701CA55AL,0xF5C00706L},{0UL,0UL,0xAA1CA356L,0x17D50C18L,0xAA1CA356L,0UL,0UL},{18446744073709551607UL,0xF5C00706L,0x6F633E30L,0xF5C00706L,18446744073709551607UL,18446744073709551607UL,0xF5C00706L},{0x8D7CD09BL,7UL,0x8D7CD09BL,0xAA1CA356L,0xAA1CA356L,0x8D7CD09BL,7UL},{0xF5C00706L,0x836C7C19L,0x6F633E30L,0x6F633E30L,0x836C7C19L,0xF5C00706L,0x836C7C19L}};
int32_t l_363=1L;
int64_t*l_364= &g_123;
uint64_t l_365=18446744073709551608UL;
uint16_t*l_400[7];
int i,j;
for(i=0;i<7;i++)
l_400[i]= &g_401;
l_243[3]|=(safe_sub_func_uint64_t_u_u((l_337!=(void*)0),(safe_rshift_func_int16_t_s_s((g_85|(safe_mod_func_int8_t_s_s((p_51&(0x362AL<((((*l_364)|=((!(l_363=(safe_mul_func_int16_t_s_s((((!(safe_div_func_uint64_t_u_u((((safe_rshift_func_int8_t_s_u(((g_169^=1L)||(l_180&=((g_97[0][1][0]=((safe_mul_func_uint8_t_u_u(g_4,((*l_241)|=0x51L)))&&((((safe_sub_func_uint64_t_u_u(((*l_88)--),(safe_mod_func_int8_t_s_s(((safe_lshift_func_int8_t_s_s(((*l_241)=1L),g_189))>0x0FL),p_52))))^l_360[5][2]),l_361)!=l_362)))&p_51))),3))!=255UL)==g_91),p_52)))>g_189)==p_51),0UL))))==l_360[5][2])),l_360[5][2])&p_50))),p_50))),l_316[1]))));
l_365--;
}
}
else
{
int16_t l_451=0x3A20L;
int32_t l_452[7][5]={{1L,0x8ED20296L,4L,0xFFD1B1BAL,1L},{0L,0x8ED20296L,0xFFD1B1BAL,0xA620833CL,0x351DA55FL},{(-4L),1L,1L,(-4L),0xA620833CL},{0L,0L,1L,(-1L),0xA620833CL},{1L,0L,0x351DA55FL,4L,0x351DA55FL},{4L,4L,0xA620833CL,(-1L),1L},{0L,0xD83B30FCL,0xA620833CL,(-4L),1L}};
int16_t l_453=0x9D3FL;
uint32_t*l_469[1];
int64_t*l_477= &l_249;
int16_t*l_478= &l_451;
uint16_t*const*l_511[5][9]={{&l_90,&l_90,&l_90,&l_90,&g_187[5][1][0],(void*)0,&g_187[5][1][1],&l_90,(void*)0},{(void*)0,(void*)0,&l_90,&l_90,&g_187[0][1][0],&g_187[4][1][1],&g_187[4][1][1],&g_187[0][1][0],&l_90},{(void*)0,(void*)0,(void*)0,&l_90,&l_90,(void*)0,&l_90,&g_187[0][1][0],&g_187[5][1][0]},{(void*)0,&l_90,&l_90,&g_187[5][1][0],&l_90,(void*)0,&l_90,(void*)0,&l_90},{&l_90,&l_90,&l_90,&l_90,&l_90,&g_187[5][1][0],(void*)0,&g_187[5][1][1],&l_90}};
uint16_t**l_512= &g_187[5][1][0];
uint16_t l_521=0xAADBL;
int i,j;
for(i=0;i<1;i++)
l_469[i]= &l_99[1][0][0];
l_454++;
if((safe_lshift_func_int16_t_s_s(((safe_div_func_int8_t_s_s(((*l_106)&&(safe_sub_func_uint16_t_u_u(((((((((((safe_sub_func_uint8_t_u_u((safe_rshift_func_int16_t_s_u((safe_add_func_int8_t_s_s(((l_194^=0UL)|(7UL<((g_223&(p_52=((*l_478)&=((**l_398)=(safe_div_func_int64_t_s_s(((*l_477)=(((safe_unary_minus_func_int16_t_s(((p_52<((g_475[7]=0xC1783B50L)==(0xF8L&&((g_476=0xA692AF43L),((&l_399==(void*)0),g_97[1][0][0])))))<=1L)))^g_4)>=(*l_84))),g_169))))))^p_51))),0L)),6)),l_452[5][1]))<1L)<=18446744073709551615UL),p_51)>=l_452[0][1])<g_4)>(*l_84))||0xA6829819L),g_89[1])!=l_453),(*l_106)))),p_51))!=0UL),4)))
{
l_479=(*g_116);
}
else
{
int32_t***l_480= &l_298;
int16_t l_483[6]={1L,0L,1L,1L,0L,1L};
int32_t l_516=0xAFDAA080L;
int16_t l_517=4L;
uint32_t l_518=4294967288UL;
int i;
if((l_452[0][1]=(0L&&((void*)0!=(**l_445)))))
{
l_483[0]&=((p_51|((l_452[0][1]=(((void*)0==l_480)<g_475[7]))>=(safe_mul_func_uint8_t_u_u(((void*)0!= &g_447),((p_52||(p_50,g_328))>g_475[6])))))&l_451);
return p_50;
}
else
{
uint16_t***l_513= &l_402;
int32_t l_514=(-1L);
if(g_328)
goto lbl_484;
for(g_397=0;(g_397<=3);g_397+=1)
{
return g_85;
}
(*l_84)=(**g_116);
(*l_84)&=((l_452[2][4],(safe_sub_func_int8_t_s_s((safe_rshift_func_int8_t_s_s((safe_mod_func_uint32_t_u_u((g_515=(safe_sub_func_int16_t_s_s(g_91,((+(safe_sub_func_uint64_t_u_u(((*l_88)=(safe_add_func_int32_t_s_s((safe_add_func_int32_t_s_s(((g_97[1][0][0],((+(((safe_unary_minus_func_int64_t_s((safe_unary_minus_func_int8_t_s((((((safe_sub_func_uint64_t_u_u((safe_div_func_uint32_t_u_u(((((*g_412)=0L)>=(safe_mul_func_uint8_t_u_u(l_452[3][2],((((safe_lshift_func_uint8_t_u_u(((void*)0!=l_511[4][4]),6)),(*l_445))!=((*l_513)=l_512)),0x3EL))))|(-3L)),p_52)),p_51)),p_53)||l_451)<p_53)^0xB8L)))))==l_514),0xDE35C37A88DA2F0ALL))<0x707F3B90L)),(**g_116)),p_51)),0x7F2287CEL))),1UL))),g_401)))),p_50)),7)),p_50)))|0xE2L);
}
(*g_116)=(l_96[3][1][0]= &g_97[1][0][0]);
l_518--;
if((**g_116))
break;
}
l_521++;
if((**g_116))
continue;
}
for(l_177=0;(l_177<=25);l_177=safe_add_func_int64_t_s_s(l_177,5))
{
int32_t*const*l_545= &l_96[4][1][0];
int32_t*const**l_544[2][6]={{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0}};
int32_t*l_563[9][4][7]={{{&g_97[1][0][0],(void*)0,&g_97[3][0][0],&l_92,&l_195[5],&l_142,(void*)0},{(void*)0,&l_194,&l_142,(void*)0,(void*)0,&l_142,(void*)0},{(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0,(void*)0},{&l_142,(void*)0,(void*)0,(void*)0,&l_194,&l_194,(void*)0}},{{&l_142,&g_97[1][0][0],&l_142,(void*)0,&l_142,&l_195[6],(void*)0},{(void*)0,(void*)0,(void*)0,&g_97[1][0][0],(void*)0,&l_142,&g_97[2][0][0]},{&l_142,(void*)0,&l_142,&g_97[4][1][0],&l_195[3],(void*)0,&g_97[2][0][0]},{&g_97[5][1][0],&l_194,(void*)0,&l_195[5],&l_195[3],(void*)0,(void*)0}},{{(void*)0,(void*)0,&l_195[5],(void*)0,(void*)0,&l_142,&l_195[1]},{(void*)0,&l_195[3],&l_195[5],&l_194,&l_142,&l_92,&l_142},{&l_142,&g_97[1][0][0],&l_92,(void*)0,&l_194,&g_97[1][0][0],&l_195[5]},{(void*)0,&l_194,(void*)0,&l_142,(void*)0,&l_142,&g_97[4][1][0]}},{{(void*)0,&l_142,&g_97[2][0][0],&l_194,(void*)0,&g_97[3][0][0],&l_142},{&g_97[5][1][0],&g_97[2][0][0],&g_85,&l_194,&l_195[5],&g_97[1][0][0],&l_195[5]},{&l_142,&l_142,&l_142,&l_142,&g_97[2][0][0],&g_97[2][0][0],&l_142},{(void*)0,&l_142,&g_97[1][0][0],(void*)0,&l_195[6],&l_194,(void*)0}},{{&l_142,&g_97[2][0][0],(void*)0,&l_194,(void*)0,&g_97[4][1][0],&l_142},{&l_142,(void*)0,&g_97[1][0][0],(void*)0,&g_97[3][0][0],&l_92,&l_195[5]},{(void*)0,&g_97[5][1][0],&l_142,&l_195[5],&l_92,(void*)0,&l_142},{(void*)0,(void*)0,&l_142,&g_97[4][1][0],&l_142,&g_97[4][1][0],&l_142}},{{&g_97[2][0][0],&l_142,&g_97[2][0][0],&g_97[5][1][0],&l_142,&l_92,(void*)0},{(void*)0,&l_142,&l_195[3],(void*)0,&g_97[1][0][0],&l_92,&g_97[4][1][0]},{(void*)0,&l_142,&l_142,&l_195[3],&g_97[2][0][0],&l_92,&g_97[1][0][0]},{&l_194,(void*)0,&l_142,(void*)0,&l_142,&g_97[4][1][0],&l_195[3]}},{{&l_92,&g_97[1][0][0],&l_194,&l_195[5],(void*)0,(void*)0,(void*)0},{&l_142,&g_97[1][0][0],(void*)0,&l_194,(void*)0,&l_194,(void*)0},{(void*)0,(void*)0,&l_92,&l_92,(void*)0,&l_142,&g_97[1][0][0]},{(void*)0,&l_142,&l_194,(void*)0,&l_195[6],&l_92,&l_142}},{{&g_97[2][0][0],&l_142,(void*)0,&g_97[1][0][0],(void*)0,(void*)0,(void*)0},{&g_97[1][0][0],&l_142,&l_195[5],(void*)0,(void*)0,(void*)0,&l_92},{&l_92,&g_97[1][0][0],&g_85,&g_97[1][0][0],(void*)0,(void*)0,(void*)0},{&l_92,&g_97[3][0][0],&g_97[1][0][0],&l_142,&l_142,&g_97[1][0][0],&g_97[3][0][0]}},{{&g_97[1][0][0],&l_195[5],&l_194,&g_85,&g_97[2][0][0],&g_97[5][1][0],(void*)0},{&g_97[2][0][0],(void*)0,(void*)0,(void*)0,&g_97[1][0][0],(void*)0,&l_142},{(void*)0,(void*)0,(void*)0,&g_85,&l_142,&l_142,&l_92},{(void*)0,&l_142,(void*)0,&l_142,&g_97[4][1][0],&l_195[3],(void*)0}}};
uint16_t*const**l_633=(void*)0;
uint16_t*const***l_632[10]={&l_633,&l_633,&l_633,&l_633,&l_633,&l_633,&l_633,&l_633,&l_633,&l_633};
int32_t l_672=0xE18A1DE1L;
int16_t**l_691= &l_399;
int i,j,k;
}
(*g_116)=(*l_105);
}
return g_97[2][1][0];
}
static uint8_t func_62(int64_t p_63,int16_t p_64,uint16_t p_65,int32_t p_66,int32_t p_67)
{
int32_t*l_94= &g_85;
int32_t**l_93= &l_94;
uint64_t l_95=0UL;
(*l_93)= &p_66;
return l_95;
}
int main(int argc,char*argv[])
{
int i,j,k;
int print_hash_value=0;
if(argc==2&&strcmp(argv[1],"1")==0)print_hash_value=1;
platform_main_begin();
crc32_gentab();
func_1();
transparent_crc(g_3,"g_3",print_hash_value);
transparent_crc(g_4,"g_4",print_hash_value);
transparent_crc(g_85,"g_85",print_hash_value);
for(i=0;i<2;i++)
{
transparent_crc(g_89[i],"g_89[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_91,"g_91",print_hash_value);
for(i=0;i<6;i++)
{
for(j=0;j<2;j++)
{
for(k=0;k<1;k++)
{
transparent_crc(g_97[i][j][k],"g_97[i][j][k]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
transparent_crc(g_123,"g_123",print_hash_value);
transparent_crc(g_169,"g_169",print_hash_value);
transparent_crc(g_189,"g_189",print_hash_value);
transparent_crc(g_223,"g_223",print_hash_value);
transparent_crc(g_254,"g_254",print_hash_value);
transparent_crc(g_257,"g_257",print_hash_value);
transparent_crc(g_328,"g_328",print_hash_value);
transparent_crc(g_394,"g_394",print_hash_value);
transparent_crc(g_397,"g_397",print_hash_value);
transparent_crc(g_401,"g_401",print_hash_value);
transparent_crc(g_428,"g_428",print_hash_value);
for(i=0;i<8;i++)
{
transparent_crc(g_475[i],"g_475[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_476,"g_476",print_hash_value);
transparent_crc(g_515,"g_515",print_hash_value);
transparent_crc(g_539,"g_539",print_hash_value);
for(i=0;i<1;i++)
{
for(j=0;j<2;j++)
{
for(k=0;k<4;k++)
{
transparent_crc(g_611[i][j][k],"g_611[i][j][k]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
for(i=0;i<3;i++)
{
transparent_crc(g_739[i],"g_739[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_743,"g_743",print_hash_value);
for(i=0;i<10;i++)
{
for(j=0;j<9;j++)
{
for(k=0;k<2;k++)
{
transparent_crc(g_820[i][j][k],"g_820[i][j][k]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
transparent_crc(g_908,"g_908",print_hash_value);
for(i=0;i<6;i++)
{
transparent_crc(g_941[i],"g_941[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_1018,"g_1018",print_hash_value);
transparent_crc(g_1121,"g_1121",print_hash_value);
transparent_crc(g_1190,"g_1190",print_hash_value);
transparent_crc(g_1191,"g_1191",print_hash_value);
transparent_crc(g_1192,"g_1192",print_hash_value);
transparent_crc(g_1225,"g_1225",print_hash_value);
transparent_crc(g_1314,"g_1314",print_hash_value);
transparent_crc(g_1359,"g_1359",print_hash_value);
transparent_crc(g_1399,"g_1399",print_hash_value);
transparent_crc(g_1429,"g_1429",print_hash_value);
for(i=0;i<6;i++)
{
for(j=0;j<2;j++)
{
for(k=0;k<8;k++)
{
transparent_crc(g_1474[i][j][k],"g_1474[i][j][k]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
transparent_crc(g_1512,"g_1512",print_hash_value);
transparent_crc(g_1681,"g_1681",print_hash_value);
transparent_crc(g_1751,"g_1751",print_hash_value);
transparent_crc(g_1766,"g_1766",print_hash_value);
transparent_crc(g_1798,"g_1798",print_hash_value);
transparent_crc(g_1831.f0,"g_1831.f0",print_hash_value);
transparent_crc(g_1838,"g_1838",print_hash_value);
transparent_crc(g_2078,"g_2078",print_hash_value);
transparent_crc(g_2111,"g_2111",print_hash_value);
transparent_crc(g_2118.f0,"g_2118.f0",print_hash_value);
transparent_crc(g_2205,"g_2205",print_hash_value);
transparent_crc(g_2376,"g_2376",print_hash_value);
transparent_crc(g_2419,"g_2419",print_hash_value);
for(i=0;i<4;i++)
{
transparent_crc(g_2538[i],"g_2538[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_2590,"g_2590",print_hash_value);
transparent_crc(g_2891,"g_2891",print_hash_value);
transparent_crc(g_2910.f0,"g_2910.f0",print_hash_value);
transparent_crc(g_2912.f0,"g_2912.f0",print_hash_value);
transparent_crc(g_2949,"g_2949",print_hash_value);
transparent_crc(g_2950,"g_2950",print_hash_value);
transparent_crc(g_2951,"g_2951",print_hash_value);
for(i=0;i<9;i++)
{
transparent_crc(g_2952[i],"g_2952[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_2953,"g_2953",print_hash_value);
transparent_crc(g_2954,"g_2954",print_hash_value);
transparent_crc(g_2955,"g_2955",print_hash_value);
for(i=0;i<2;i++)
{
for(j=0;j<9;j++)
{
transparent_crc(g_2956[i][j],"g_2956[i][j]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d]\n",i,j);
}
}
for(i=0;i<3;i++)
{
for(j=0;j<1;j++)
{
for(k=0;k<1;k++)
{
transparent_crc(g_2957[i][j][k],"g_2957[i][j][k]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
transparent_crc(g_2958,"g_2958",print_hash_value);
for(i=0;i<3;i++)
{
for(j=0;j<1;j++)
{
transparent_crc(g_2959[i][j],"g_2959[i][j]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d]\n",i,j);
}
}
transparent_crc(g_2960,"g_2960",print_hash_value);
for(i=0;i<7;i++)
{
transparent_crc(g_2961[i],"g_2961[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_2962,"g_2962",print_hash_value);
for(i=0;i<1;i++)
{
transparent_crc(g_2963[i],"g_2963[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
for(i=0;i<1;i++)
{
transparent_crc(g_2964[i],"g_2964[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_2965,"g_2965",print_hash_value);
transparent_crc(g_2966,"g_2966",print_hash_value);
transparent_crc(g_2967,"g_2967",print_hash_value);
for(i=0;i<6;i++)
{
transparent_crc(g_2968[i],"g_2968[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_2969,"g_2969",print_hash_value);
transparent_crc(g_2970,"g_2970",print_hash_value);
transparent_crc(g_2971,"g_2971",print_hash_value);
transparent_crc(g_2972,"g_2972",print_hash_value);
for(i=0;i<5;i++)
{
transparent_crc(g_2973[i],"g_2973[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_2974,"g_2974",print_hash_value);
transparent_crc(g_2975,"g_2975",print_hash_value);
transparent_crc(g_2976,"g_2976",print_hash_value);
transparent_crc(g_2977,"g_2977",print_hash_value);
transparent_crc(g_2978,"g_2978",print_hash_value);
transparent_crc(g_2979,"g_2979",print_hash_value);
transparent_crc(g_2980,"g_2980",print_hash_value);
transparent_crc(g_2986,"g_2986",print_hash_value);
transparent_crc(g_3072,"g_3072",print_hash_value);
transparent_crc(g_3092,"g_3092",print_hash_value);
transparent_crc(g_3192,"g_3192",print_hash_value);
transparent_crc(g_3224,"g_3224",print_hash_value);
transparent_crc(g_3262.f0,"g_3262.f0",print_hash_value);
transparent_crc(g_3314.f0,"g_3314.f0",print_hash_value);
transparent_crc(g_3443,"g_3443",print_hash_value);
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
