#include "csmith.h"
static uint16_t g_2=6UL;
static uint64_t g_5[5]={};
static uint16_t g_26=1UL;
static uint16_t g_60[9]={};
static int32_t g_91=0xBBF849ECL;
static int8_t g_127=0x6BL;
static uint64_t g_130=0x3882C1F1FED3416FLL;
static uint64_t g_155=1UL;
static int8_t g_162=0L;
static int32_t g_163[4][6]={};
static uint64_t g_169[7][1][8]={};
static int32_t g_219[1]={};
static int32_t g_220=1L;
static uint8_t g_221=0x9EL;
static uint32_t g_289=6UL;
static uint64_t g_290=5UL;
static int16_t g_380=(-1L);
static int64_t g_446=(-9L);
static int64_t g_448=8L;
static uint64_t g_503=0xD8C16F56A687C36ALL;
static int32_t g_526=(-1L);
static int16_t g_545[9]={};
static uint32_t g_575=1UL;
static int32_t g_584=0x192FC969L;
static int64_t g_587=(-1L);
static uint16_t g_631[5][7]={};
static uint16_t g_780=0xE415L;
static uint32_t g_884[5][9]={};
static int8_t g_982=(-1L);
static int64_t g_1253=1L;
static uint32_t g_1254[8]={};
static uint32_t g_1440=0xC1141A38L;
static uint32_t g_1750=4294967295UL;
static int32_t g_1842=1L;
static int32_t g_1908=(-9L);
static int32_t g_1956=(-8L);
static uint32_t g_1957=18446744073709551614UL;
static uint32_t g_1981=0x56382E95L;
static int8_t g_2064=8L;
static uint32_t g_2159=0xE9F848D5L;
static uint16_t g_2311=0xC28CL;
static uint64_t g_2314=0x6847DE4C37A358E0LL;
static uint64_t g_2375=0x886E0736F80513CELL;
static uint8_t g_2384[7][5][6]={};
static int32_t func_1(void);
static int32_t func_7(int64_t p_8,uint8_t p_9,int32_t p_10);
static uint32_t func_16(int32_t p_17,uint16_t p_18,int32_t p_19,uint32_t p_20,int8_t p_21);
static int32_t func_31(uint8_t p_32);
static int32_t func_1(void)
{
uint16_t l_24[5][3];
int32_t l_25=(-5L);
int32_t l_29=(-1L);
uint16_t l_1299[2];
int32_t l_1300=0xCBB6A6A8L;
int64_t l_1303=(-1L);
uint32_t l_1490=9UL;
uint32_t l_1537=0x25FA8FA8L;
int64_t l_1660=0x29878F0BA887AD10LL;
uint32_t l_1706=0x92512F1CL;
int32_t l_1778=0L;
uint32_t l_1804=0xDB96DE53L;
int32_t l_1826=0x8440F967L;
int32_t l_1829=0xB4500F51L;
int32_t l_1830=1L;
int32_t l_1835=0x99BBA096L;
uint16_t l_1845=0xD891L;
uint64_t l_1924=0xC9EC287AA39DF632LL;
uint32_t l_1958[3];
int32_t l_2073=(-1L);
int32_t l_2074=0xB5BCCFA2L;
int32_t l_2076=0x4D26738AL;
int32_t l_2077[4][10][6]={};
int64_t l_2078=0xC4725BF0481338CELL;
int16_t l_2108=0L;
uint32_t l_2171=4294967291UL;
uint32_t l_2261[7][1]={};
uint8_t l_2276=250UL;
int32_t l_2296=0xFB9FFD22L;
uint64_t l_2343[2][10]={};
uint32_t l_2344=0x10EA894DL;
uint32_t l_2413[7]={};
uint8_t l_2420=1UL;
uint32_t l_2442=0UL;
int i,j,k;
for(i=0;i<5;i++)
{
for(j=0;j<3;j++)
l_24[i][j]=65532UL;
}
for(i=0;i<2;i++)
l_1299[i]=65535UL;
for(i=0;i<3;i++)
l_1958[i]=0xE55C8BFBL;
lbl_1984:
--g_2;
for(g_2=0;(g_2<=4);g_2+=1)
{
uint8_t l_30=255UL;
int32_t l_1256=1L;
int32_t l_1301=0xC1C446EBL;
int16_t l_1302=0x3580L;
uint16_t l_1370=8UL;
uint32_t l_1375=0x15B8F55FL;
int32_t l_1406=0xE8A13E99L;
uint16_t l_1509[3][2][6]={};
int16_t l_1510=0xC1C9L;
int64_t l_1521=0x0F2075693E5BE139LL;
int i,j,k;
l_1256=(!(g_219[0]=func_7((safe_mul_func_uint8_t_u_u(((((g_631[4][0]=(safe_div_func_uint16_t_u_u(0x73E7L,((g_5[g_2]&0x3AEB5900L)&&(g_1253^=(~func_16(((safe_mul_func_uint16_t_u_u((l_24[1][0]=g_5[4]),((l_25=(g_5[g_2]&&(((l_25<=g_2)||(g_26=g_5[g_2]))>=(safe_mod_func_uint8_t_u_u((0xC512DC6D0F065F4BLL^(-1L)),3L)))))>g_5[0])))>l_29),l_30,g_5[3],g_5[0],l_29)))))))<l_30)!=g_163[3][5])<g_163[1][5]),g_163[0][2])),g_163[0][2],g_163[3][5])));
g_584=(safe_mod_func_uint64_t_u_u((safe_lshift_func_int16_t_s_u(g_162,13)),l_30));
for(g_526=4;(g_526>=1);g_526-=1)
{
uint16_t l_1271=1UL;
uint16_t l_1298=0xB733L;
int8_t l_1304=0L;
int16_t l_1319=0x50A8L;
int32_t l_1372=1L;
int32_t l_1373=(-9L);
int32_t l_1374=0x8E35529DL;
uint64_t l_1573=1UL;
int i;
if((((((safe_sub_func_int16_t_s_s((((--g_60[7])&&(safe_mul_func_int16_t_s_s((g_545[5]=(safe_sub_func_int64_t_s_s((g_448=(l_1271=(safe_mul_func_uint16_t_u_u((l_29=0x2609L),l_24[4][0])))),(safe_div_func_int16_t_s_s((l_1256=l_1256),l_30))))),(l_1303|=(((safe_add_func_int16_t_s_s((safe_sub_func_int32_t_s_s((safe_add_func_int64_t_s_s(((g_503&=((((safe_mul_func_uint16_t_u_u((l_24[3][1]==(safe_div_func_uint16_t_u_u((safe_mod_func_uint64_t_u_u((safe_div_func_uint64_t_u_u((0x69DCL<=(((safe_mul_func_int16_t_s_s((l_25=g_884[0][2]),(safe_lshift_func_uint16_t_u_s(((g_587|=g_526)>((l_1300=(g_380=((l_1299[1]=(safe_rshift_func_uint8_t_u_s((safe_mod_func_uint64_t_u_u((l_1298>l_24[0][0]),g_5[g_2])),l_1298)))&&l_1298)))^0xD29CL)),g_219[0]))))&0x48D36575L)>=l_1301)),l_1301)),0x032FB77B3B6B9B2CLL)),l_1298))),l_1298))&&l_1298)>g_446)&0UL))>=g_1254[7]),g_60[7])),g_127)),l_1302))==g_5[1])>g_982)))))>l_30),g_169[3][0][4]))<l_1304)<g_155)&0xF1D8L)|1L))
{}
else
{
int16_t l_1452[10]={0x4723L,0x4723L,0x4723L,0x4723L,0x4723L,0x4723L,0x4723L,0x4723L,0x4723L,0x4723L};
int32_t l_1461=0x26808F8BL;
int i;
if((safe_rshift_func_uint8_t_u_u((safe_mul_func_int8_t_s_s(((!(((safe_sub_func_uint8_t_u_u((safe_div_func_uint8_t_u_u(g_631[4][0],(+(0xD9BB3F93L<=g_1440)))),(-7L)))<=((!(((((l_1452[7]&&((+(l_1452[7]|l_1452[7]))>=(safe_div_func_uint16_t_u_u(g_631[4][0],(safe_mod_func_int8_t_s_s((g_162|=g_130),0x46L))))))==0x4602CCA590E1BBD6LL)|g_448)>=(-2L))&g_130))>l_1301))!=g_584))==0xB7L),7UL)),0)))
{
return l_1299[1];
}
else
{
uint32_t l_1483=18446744073709551612UL;
for(l_1301=9;(l_1301==26);++l_1301)
{
int32_t l_1464=(-1L);
l_1461=(+0x99L);
g_584&=(g_448^(l_1464=(g_219[0]^=(safe_rshift_func_uint8_t_u_s(g_169[3][0][4],5)))));
}
for(l_1375=0;(l_1375>41);l_1375=safe_add_func_uint32_t_u_u(l_1375,9))
{
g_584=l_1299[1];
}
l_25=(safe_div_func_uint64_t_u_u((safe_div_func_uint8_t_u_u((((((-5L)<=(safe_mul_func_uint8_t_u_u((safe_mod_func_int64_t_s_s((safe_sub_func_int16_t_s_s((safe_mod_func_int8_t_s_s((g_127=(safe_rshift_func_uint8_t_u_s(((g_584>g_5[2])>=(safe_rshift_func_int16_t_s_u(l_1483,(l_30<=(((safe_lshift_func_uint8_t_u_s((4L&&g_584),(g_130==(safe_mod_func_int8_t_s_s(g_526,l_1483)))))<=g_631[4][0])!=g_60[7]))))),4))),l_1490)),g_587)),(-10L))),g_575)))||0x06L)^g_219[0])!=g_884[0][2]),0x2BL)),g_1254[7]));
}
if((g_584&=(safe_add_func_int64_t_s_s(((safe_rshift_func_uint16_t_u_s(l_1299[0],(safe_sub_func_uint8_t_u_u(g_163[1][1],(safe_lshift_func_int16_t_s_u((safe_mul_func_int16_t_s_s(((safe_sub_func_int8_t_s_s((safe_lshift_func_int16_t_s_s((safe_unary_minus_func_uint16_t_u((((0UL^((safe_unary_minus_func_uint64_t_u(g_169[0][0][3]))^(l_1452[7]^(((l_1452[7]>(l_1374<=(1UL^(l_1509[0][0][0]!=(-1L)))))||l_1300)||l_1490))))&g_1254[7])>0L))),g_60[6])),l_1510))!=g_587),g_219[0])),l_1374))))))|l_1452[7]),g_130))))
{
int16_t l_1516=0xEC71L;
int32_t l_1524[4];
int i;
for(g_220=0;(g_220!=10);g_220=safe_add_func_uint64_t_u_u(g_220,5))
{
uint32_t l_1513=0xE6672B7CL;
g_219[0]^=g_503;
if(g_169[3][0][4])
break;
++l_1513;
if(l_1516)
break;
}
g_584|=((safe_rshift_func_int16_t_s_s((safe_add_func_int16_t_s_s(l_1521,(safe_sub_func_uint8_t_u_u(g_219[0],(l_1524[0]&&((safe_sub_func_uint16_t_u_u((((safe_mod_func_int8_t_s_s(((-1L)|(g_220==((g_1254[7]=(safe_unary_minus_func_int8_t_s((g_982|=(safe_mod_func_int32_t_s_s(((safe_unary_minus_func_uint64_t_u((g_155&(0x2D46L>=(safe_rshift_func_int8_t_s_u(0x6FL,l_1373))))))>g_1440),g_545[0]))))))>l_1452[7]))),l_1537))^0L)||g_380),l_1461))<=l_1300)))))),g_163[3][5]))<g_221);
g_219[0]|=(safe_div_func_uint32_t_u_u((safe_mul_func_int16_t_s_s((safe_add_func_uint32_t_u_u((g_1254[4]|=(g_169[3][0][4]!=(g_884[1][0]>=(((~((((safe_div_func_int64_t_s_s((safe_div_func_uint64_t_u_u(l_1537,l_1510)),(safe_add_func_uint32_t_u_u(((safe_sub_func_int8_t_s_s((safe_div_func_int64_t_s_s((safe_mod_func_int16_t_s_s((l_1406=(g_545[4]^=(safe_div_func_int64_t_s_s((safe_sub_func_uint32_t_u_u(((safe_sub_func_uint64_t_u_u(g_380,(g_163[3][5]&8UL)))&&0x3E58D62E99B8828ALL),(-1L))),l_1452[0])))),0x7EA3L)),l_1452[7])),g_1440))&l_1461),g_163[3][3]))))^g_5[g_526])>=l_1452[8])||18446744073709551615UL))==l_24[1][0])>0x3CB1D1D3F6542FA3LL)))),g_1253)),0x89C9L)),0xE870B8E4L));
g_584|=g_219[0];
}
else
{
int8_t l_1574[4];
int32_t l_1583=(-10L);
int i;
for(i=0;i<4;i++)
l_1574[i]=0xB0L;
l_1374=(-10L);
if(g_1440)
break;
l_1583=(safe_lshift_func_uint8_t_u_s((safe_sub_func_uint32_t_u_u(((safe_mod_func_int64_t_s_s(l_1256,(safe_sub_func_uint16_t_u_u((((l_1574[0]=l_1573)==l_1573)>=(safe_add_func_int8_t_s_s(((l_1406=g_1253)==(((safe_mul_func_int16_t_s_s(0x78A7L,0x1E3CL))<=(safe_mod_func_int64_t_s_s(g_575,0xFBE22CEAFE678A4CLL)))<(safe_mul_func_int16_t_s_s(g_5[g_526],l_1583)))),g_60[1]))),0x4535L))))^l_1583),g_780)),3));
}
for(l_1370=0;(l_1370<46);l_1370=safe_add_func_uint64_t_u_u(l_1370,9))
{
for(g_446=0;(g_446>=23);++g_446)
{
return g_220;
}
}
g_219[0]=(safe_sub_func_int32_t_s_s(l_1510,g_380));
}
return g_219[0];
}
}
if(g_91)
{
uint8_t l_1599=0xA3L;
int64_t l_1604=(-1L);
uint16_t l_1633=0xA3B3L;
uint32_t l_1661=0x86DC5B83L;
uint64_t l_1673=5UL;
uint32_t l_1692=18446744073709551614UL;
int32_t l_1744=0xA38AB27EL;
int8_t l_1765=0x3AL;
uint32_t l_1784=0xB16AF140L;
int32_t l_1827=0L;
int32_t l_1833=0x82A8E855L;
int32_t l_1836=(-10L);
int32_t l_1837=0x2F866C93L;
int32_t l_1838=0x8EA248E1L;
int64_t l_1903=5L;
uint32_t l_1921=5UL;
for(g_162=10;(g_162!=4);g_162=safe_sub_func_int8_t_s_s(g_162,1))
{
uint8_t l_1598=1UL;
int32_t l_1608[6][5]={{0x6D240AACL,0xCF2324BEL,0xD09F0872L,0x653A3F41L,0x653A3F41L},{0x653A3F41L,0x3C04EDFBL,(-1L),0x6D240AACL,0xCF2324BEL},{0x653A3F41L,0xB153989DL,0x3C04EDFBL,0x6AA90163L,0xCF2324BEL},{(-5L),0xAB76D59EL,0xAB76D59EL,(-5L),(-1L)},{0xD09F0872L,(-5L),0x3C04EDFBL,0xCF2324BEL,0xB153989DL},{0xD09F0872L,0x3C04EDFBL,(-1L),0x3C04EDFBL,0xD09F0872L}};
uint64_t l_1624=0UL;
int8_t l_1625[8][7][2]={{{0L,1L},{0x36L,0L},{1L,0x08L},{1L,1L},{0x36L,1L},{1L,0x08L},{1L,0L}},{{0x36L,1L},{0L,0x08L},{0L,1L},{0x36L,0L},{1L,0x08L},{1L,1L},{0x36L,1L}},{{1L,0x08L},{1L,0L},{0x36L,1L},{0L,0x08L},{0L,1L},{0x36L,0L},{1L,0x08L}},{{1L,1L},{0x36L,1L},{1L,0x08L},{1L,0L},{0x36L,1L},{0L,0x08L},{0L,1L}},{{0x36L,0L},{1L,0x08L},{1L,1L},{0x36L,1L},{1L,0x08L},{1L,0L},{0x36L,1L}},{{0L,0x08L},{0L,1L},{0x36L,0L},{1L,0x08L},{1L,1L},{0x36L,1L},{1L,0x08L}},{{1L,0L},{0x36L,1L},{0L,0x08L},{0L,1L},{0x36L,0L},{1L,0x08L},{1L,1L}},{{0x36L,1L},{1L,0x08L},{1L,0L},{0x36L,1L},{0L,0x08L},{0L,1L},{0x36L,0L}}};
int64_t l_1628=0xBC9D03F165195337LL;
int16_t l_1681=0L;
uint32_t l_1715=0xC3E57C7DL;
int32_t l_1747[9][7][3]={{{(-4L),0x3FD60804L,1L},{(-1L),4L,0x13DC86CAL},{0x22C0B225L,6L,0x0AD9C19FL},{0xD3095673L,4L,(-7L)},{0xAFD09BBBL,0x3FD60804L,0x0D55C7CAL},{0x22C0B225L,(-7L),1L},{0x9F85258FL,(-7L),0x0CF12FEDL}},{{(-2L),0x3FD60804L,0x13DC86CAL},{0xED767124L,4L,0x3E5BBCF8L},{0xEAF2CA23L,6L,0x0CF12FEDL},{0xAFD09BBBL,4L,0x4E771FCBL},{3L,0x3FD60804L,0xA491AC39L},{0xEAF2CA23L,(-7L),(-7L)},{(-1L),(-7L),1L}},{{(-1L),0x3FD60804L,0x3E5BBCF8L},{0x9F85258FL,4L,1L},{0x1FF986E2L,6L,1L},{3L,4L,1L},{0xD3095673L,0x3FD60804L,1L},{1L,0L,(-10L)},{0x4B6F08AFL,0L,(-1L)}},{{0x0CF12FEDL,9L,0L},{0x0814DD4EL,1L,0x457BD802L},{0x4E771FCBL,1L,(-1L)},{6L,1L,0L},{9L,9L,8L},{0x4E771FCBL,0L,5L},{0xC1D6DE8DL,0L,0x0178AF33L}},{{0x0AD9C19FL,9L,0x457BD802L},{0x4B6F08AFL,1L,0xE2765E6EL},{(-7L),1L,0x0178AF33L},{9L,1L,(-10L)},{0xA7B15450L,9L,0xB718DF4AL},{(-7L),0L,0L},{0x0814DD4EL,0L,5L}},{{1L,9L,0xE2765E6EL},{0xC1D6DE8DL,1L,0L},{1L,1L,5L},{0xA7B15450L,1L,5L},{6L,9L,1L},{1L,0L,(-10L)},{0x4B6F08AFL,0L,(-1L)}},{{0x0CF12FEDL,9L,0L},{0x0814DD4EL,1L,0x457BD802L},{0x4E771FCBL,1L,(-1L)},{6L,1L,0L},{9L,9L,8L},{0x4E771FCBL,0L,5L},{0xC1D6DE8DL,0L,0x0178AF33L}},{{0x0AD9C19FL,9L,0x457BD802L},{0x4B6F08AFL,1L,0xE2765E6EL},{(-7L),1L,0x0178AF33L},{9L,1L,(-10L)},{0xA7B15450L,9L,0xB718DF4AL},{(-7L),0L,0L},{0x0814DD4EL,0L,5L}},{{1L,9L,0xE2765E6EL},{0xC1D6DE8DL,1L,0L},{1L,1L,5L},{0xA7B15450L,1L,5L},{6L,9L,1L},{1L,0L,(-10L)},{0x4B6F08AFL,0L,(-1L)}}};
int i,j,k;
g_219[0]=g_982;
for(g_446=0;(g_446>=19);g_446++)
{
int8_t l_1621[5][1]={{(-6L)},{0x44L},{(-6L)},{0x44L},{(-6L)}};
uint16_t l_1622[2][10]={{0xA236L,0xA236L,0xA236L,0xA236L,0xA236L,0xA236L,0xA236L,0xA236L,0xA236L,0xA236L},{0xA236L,0xA236L,0xA236L,0xA236L,0xA236L,0xA236L,0xA236L,0xA236L,0xA236L,0xA236L}};
int32_t l_1623=1L;
int i,j;
l_1625[0][6][1]=((safe_lshift_func_uint8_t_u_s(((safe_sub_func_int64_t_s_s((0xFE9A66400D3A6DEDLL&(l_1599=l_1598)),((g_219[0]=(safe_mul_func_uint16_t_u_u(((safe_lshift_func_uint16_t_u_s(l_1604,9))&&0x91D8L),((l_1604||(~(safe_rshift_func_uint8_t_u_s((l_1608[0][2]^=248UL),5))))!=9UL))))||((g_545[0]=((safe_add_func_int64_t_s_s((safe_lshift_func_int16_t_s_u((safe_add_func_uint16_t_u_u((safe_div_func_int32_t_s_s((safe_lshift_func_uint8_t_u_u((l_1623=((l_1299[1]==((safe_rshift_func_uint8_t_u_s((l_1621[3][0]|l_1622[1][1]),l_1608[1][2]))<=1UL))>l_1622[0][5])),g_982)),g_545[0])),65527UL)),2)),18446744073709551614UL))&&0UL))<g_169[3][0][4]))))>=0x60772ECEL),l_1624))||g_575);
for(g_26=(-21);(g_26<=12);g_26=safe_add_func_uint64_t_u_u(g_26,3))
{
uint64_t l_1659=0x1A05305628D09B01LL;
uint32_t l_1662=0x0DE9A255L;
uint16_t l_1680=0x5118L;
for(g_526=0;(g_526<=22);g_526=safe_add_func_uint32_t_u_u(g_526,3))
{
int16_t l_1632=4L;
int32_t l_1682[10][6][4]={{{7L,0L,0xDC5518A5L,1L},{7L,0xE53DAAE2L,1L,0xDC5518A5L},{0xC9597C41L,0xE53DAAE2L,0L,1L},{0xE53DAAE2L,0L,0L,0L},{0xC9597C41L,0xC9597C41L,1L,0L},{7L,0L,0xDC5518A5L,1L}},{{7L,0xE53DAAE2L,1L,0xDC5518A5L},{0xC9597C41L,0xE53DAAE2L,0L,1L},{7L,0xC9597C41L,0x22B08CEAL,0x22B08CEAL},{0xE53DAAE2L,0xE53DAAE2L,0xDC5518A5L,0x22B08CEAL},{7L,0xC9597C41L,0L,0xDC5518A5L},{7L,7L,0xDC5518A5L,0L}},{{0xE53DAAE2L,7L,0x22B08CEAL,0xDC5518A5L},{7L,0xC9597C41L,0x22B08CEAL,0x22B08CEAL},{0xE53DAAE2L,0xE53DAAE2L,0xDC5518A5L,0x22B08CEAL},{7L,0xC9597C41L,0L,0xDC5518A5L},{7L,7L,0xDC5518A5L,0L},{0xE53DAAE2L,7L,0x22B08CEAL,0xDC5518A5L}},{{7L,0xC9597C41L,0x22B08CEAL,0x22B08CEAL},{0xE53DAAE2L,0xE53DAAE2L,0xDC5518A5L,0x22B08CEAL},{7L,0xC9597C41L,0L,0xDC5518A5L},{7L,7L,0xDC5518A5L,0L},{0xE53DAAE2L,7L,0x22B08CEAL,0xDC5518A5L},{7L,0xC9597C41L,0x22B08CEAL,0x22B08CEAL}},{{0xE53DAAE2L,0xE53DAAE2L,0xDC5518A5L,0x22B08CEAL},{7L,0xC9597C41L,0L,0xDC5518A5L},{7L,7L,0xDC5518A5L,0L},{0xE53DAAE2L,7L,0x22B08CEAL,0xDC5518A5L},{7L,0xC9597C41L,0x22B08CEAL,0x22B08CEAL},{0xE53DAAE2L,0xE53DAAE2L,0xDC5518A5L,0x22B08CEAL}},{{7L,0xC9597C41L,0L,0xDC5518A5L},{7L,7L,0xDC5518A5L,0L},{0xE53DAAE2L,7L,0x22B08CEAL,0xDC5518A5L},{7L,0xC9597C41L,0x22B08CEAL,0x22B08CEAL},{0xE53DAAE2L,0xE53DAAE2L,0xDC5518A5L,0x22B08CEAL},{7L,0xC9597C41L,0L,0xDC5518A5L}},{{7L,7L,0xDC5518A5L,0L},{0xE53DAAE2L,7L,0x22B08CEAL,0xDC5518A5L},{7L,0xC9597C41L,0x22B08CEAL,0x22B08CEAL},{0xE53DAAE2L,0xE53DAAE2L,0xDC5518A5L,0x22B08CEAL},{7L,0xC9597C41L,0L,0xDC5518A5L},{7L,7L,0xDC5518A5L,0L}},{{0xE53DAAE2L,7L,0x22B08CEAL,0xDC5518A5L},{7L,0xC9597C41L,0x22B08CEAL,0x22B08CEAL},{0xE53DAAE2L,0xE53DAAE2L,0xDC5518A5L,0x22B08CEAL},{7L,0xC9597C41L,0L,0xDC5518A5L},{7L,7L,0xDC5518A5L,0L},{0xE53DAAE2L,7L,0x22B08CEAL,0xDC5518A5L}},{{7L,0xC9597C41L,0x22B08CEAL,0x22B08CEAL},{0xE53DAAE2L,0xE53DAAE2L,0xDC5518A5L,0x22B08CEAL},{7L,0xC9597C41L,0L,0xDC5518A5L},{7L,7L,0xDC5518A5L,0L},{0xE53DAAE2L,7L,0x22B08CEAL,0xDC5518A5L},{7L,0xC9597C41L,0x22B08CEAL,0x22B08CEAL}},{{0xE53DAAE2L,0xE53DAAE2L,0xDC5518A5L,0x22B08CEAL},{7L,0xC9597C41L,0L,0L},{0L,7L,0L,0x22B08CEAL},{7L,7L,0xF8315287L,0L},{7L,0xE53DAAE2L,0xF8315287L,0xF8315287L},{7L,7L,0L,0xF8315287L}}};
int i,j,k;
l_1662=(l_1599<=(safe_sub_func_uint16_t_u_u(g_169[4][0][6],(g_631[4][1]&=(safe_add_func_uint64_t_u_u((((((safe_div_func_uint8_t_u_u(0xB0L,(safe_sub_func_uint32_t_u_u((l_25=(safe_rshift_func_int16_t_s_u((safe_add_func_int32_t_s_s(((!(safe_rshift_func_uint8_t_u_u(l_24[4][0],0)))&&g_127),l_1624)),(safe_lshift_func_uint16_t_u_s((safe_sub_func_int64_t_s_s((g_1253^=(safe_lshift_func_int16_t_s_u((safe_unary_minus_func_int64_t_s((+(g_5[2]&l_1632)))),5))),(safe_sub_func_uint16_t_u_u(g_2,g_380)))),12))))),(-1L)))))<l_1659)|l_1660)<l_1633)&&l_1661),l_1299[0]))))));
}
}
for(g_584=0;(g_584<=28);++g_584)
{
int16_t l_1691=0L;
int32_t l_1705=(-1L);
}
for(l_1673=(-9);(l_1673<57);l_1673++)
{
uint8_t l_1733[6][10][4]={{{0xABL,0xC7L,253UL,249UL},{0UL,0x17L,0x99L,0xEFL},{249UL,255UL,0x17L,249UL},{0x23L,0UL,0UL,0xABL},{0x2FL,249UL,0x8CL,0x8CL},{0UL,0UL,0x1BL,0UL},{0x0CL,255UL,1UL,0xD6L},{0xEFL,0xBCL,249UL,1UL},{0x8CL,0xBCL,1UL,0xD6L},{0xBCL,255UL,0UL,0UL}},{{255UL,0UL,0xE9L,0x8CL},{252UL,249UL,255UL,0xABL},{1UL,0UL,0x3EL,249UL},{255UL,255UL,0x23L,0xEFL},{0x0BL,0x17L,0x95L,249UL},{0xABL,0xC7L,0xA8L,0x99L},{0x87L,0x0CL,0xCEL,0UL},{0xEDL,0x3EL,255UL,0UL},{8UL,255UL,8UL,0xEDL},{0x0CL,255UL,0UL,0x92L}},{{1UL,0xDFL,254UL,255UL},{1UL,0x4FL,254UL,0xBCL},{1UL,0xABL,0UL,255UL},{0x0CL,0x0CL,8UL,0x95L},{8UL,0x95L,255UL,0x87L},{0xEDL,249UL,0xCEL,0xE9L},{0x87L,8UL,0xA8L,0UL},{0xABL,252UL,0x95L,1UL},{0x0BL,0xBEL,0x23L,1UL},{255UL,0xCEL,0x3EL,0x4FL}},{{1UL,255UL,255UL,1UL},{252UL,0xE9L,0xE9L,252UL},{255UL,0xD6L,0UL,249UL},{0xBCL,253UL,1UL,0xC7L},{0x8CL,1UL,249UL,0xC7L},{0xEFL,253UL,1UL,249UL},{0x0CL,0xD6L,0x1BL,252UL},{0UL,0xE9L,0x8CL,1UL},{0x2FL,255UL,0UL,0x4FL},{0x23L,0xCEL,0x17L,1UL}},{{249UL,0xBEL,0x99L,1UL},{0UL,252UL,253UL,0UL},{0xABL,8UL,0xC7L,0xE9L},{0xE9L,249UL,0xABL,0UL},{254UL,0x0BL,0UL,0x0BL},{249UL,0xABL,0x2FL,1UL},{0x71L,255UL,251UL,255UL},{0UL,0x99L,0xD1L,255UL},{0UL,0x92L,251UL,249UL},{0x71L,255UL,0x2FL,0xD1L}},{{249UL,0x71L,0UL,253UL},{254UL,249UL,0xABL,0xA8L},{255UL,0x4FL,0x95L,0xEDL},{251UL,0x95L,254UL,1UL},{0xA8L,0x1BL,0xEDL,0xC7L},{252UL,0x4EL,0x1BL,1UL},{0x8CL,8UL,0UL,251UL},{1UL,1UL,255UL,255UL},{0UL,0UL,0xDFL,8UL},{0xABL,0UL,0UL,0x23L}}};
int i,j,k;
for(g_26=26;(g_26<25);g_26=safe_sub_func_int32_t_s_s(g_26,1))
{
uint32_t l_1720=0x1C8F5ADDL;
l_1608[0][2]=((safe_unary_minus_func_uint32_t_u((l_1715|=0x9A05DDC8L)))^((((g_162&g_290)&&(safe_rshift_func_uint8_t_u_s((l_1660>(safe_mul_func_uint8_t_u_u(g_982,(l_1720=g_163[3][5])))),(g_163[3][5]|g_60[1]))))&&((g_1253!=1UL)||l_1720))^g_1254[7]));
}
}
}
if(g_60[0])
continue;
}
for(g_2=0;(g_2!=45);g_2=safe_add_func_int64_t_s_s(g_2,1))
{
return l_1299[0];
}
if((g_1750&l_1604))
{
uint32_t l_1764[1][8][6]={{{0xCA28C63CL,0x551A188FL,18446744073709551611UL,2UL,18446744073709551611UL,0x551A188FL},{0xCA28C63CL,0x92F3D634L,2UL,0x21B4579DL,18446744073709551615UL,18446744073709551615UL},{18446744073709551612UL,2UL,0xCA28C63CL,0x0C76739EL,0x0C76739EL,0xCA28C63CL},{2UL,2UL,1UL,18446744073709551612UL,18446744073709551615UL,0x0C76739EL},{0x551A188FL,0x92F3D634L,0x21B4579DL,1UL,18446744073709551611UL,1UL},{0x21B4579DL,0x551A188FL,0x21B4579DL,18446744073709551615UL,2UL,0x0C76739EL},{18446744073709551615UL,18446744073709551615UL,1UL,0x16B32A0EL,0xCA28C63CL,0xCA28C63CL},{0x16B32A0EL,0xCA28C63CL,0xCA28C63CL,0x16B32A0EL,1UL,18446744073709551615UL}}};
int32_t l_1770=0x45A5CA35L;
int32_t l_1771=0xA74CC960L;
int32_t l_1785=1L;
uint64_t l_1800=0xA43F692F03AF1979LL;
uint32_t l_1805=4294967292UL;
int32_t l_1841=(-1L);
int32_t l_1844=0x61869B57L;
int i,j,k;
}
else
{
uint8_t l_1895=0xFBL;
uint32_t l_1902=4294967295UL;
int32_t l_1904=(-6L);
int32_t l_1913=0x4CC76653L;
if((safe_lshift_func_uint16_t_u_u(0xFD92L,(g_631[4][6]^=(safe_add_func_int32_t_s_s((l_1921=g_169[4][0][0]),l_1895))))))
{
}
else
{
return l_1835;
}
}
}
else
{
uint16_t l_1922[9]={0xE2BEL,0xE2BEL,65532UL,0xE2BEL,0xE2BEL,65532UL,0xE2BEL,0xE2BEL,65532UL};
int32_t l_1923[2];
int32_t l_2067=0x97F46323L;
int32_t l_2069=0L;
int32_t l_2137=0xFBDF5339L;
int i;
for(i=0;i<2;i++)
l_1923[i]=7L;
g_584|=0x9E48B2D1L;
if(l_1922[4])
{
int32_t l_1942=2L;
return l_1958[0];
}
else
{
int8_t l_1978=0x92L;
uint32_t l_1979=0UL;
int32_t l_2024=0xB84EC8B4L;
int32_t l_2047=(-8L);
int32_t l_2065=(-1L);
int32_t l_2070[1][3];
int i,j;
lbl_2139:
if(g_1956)
{
uint64_t l_1980=0x5EE6CD201DC90462LL;
}
else
{
uint8_t l_2028=0x90L;
int32_t l_2055=0x033450E1L;
int32_t l_2057=0xEC1EEE20L;
int32_t l_2059=0x0BC3BFB8L;
int32_t l_2061=0x34052729L;
int32_t l_2062[3];
int i;
}
}
}
if(l_1829)
{
uint32_t l_2164=0xC89ED03DL;
int32_t l_2174=0L;
int32_t l_2204=0x827BA935L;
int8_t l_2221=0x11L;
int32_t l_2294[8][4][5]={{{0xDC9A9B78L,0x2FC458ABL,0x880DF1E7L,0x8539134DL,(-1L)},{8L,(-8L),(-10L),0x5C76577EL,0xD8358171L},{(-1L),0xFC0B6E7BL,(-1L),(-1L),(-1L)},{(-8L),1L,(-8L),0x0A11F9C5L,7L}},{{0xD8358171L,(-1L),0x7CB4982FL,3L,(-3L)},{(-1L),0x31ADEE6DL,0x0A11F9C5L,0xDEBD8289L,0xEA469EA6L},{0x8539134DL,7L,0x7CB4982FL,(-3L),0x29BC67D2L},{0x079310DEL,0xD8358171L,(-8L),1L,0x59DC0B26L}},{{4L,0x87A2D135L,(-1L),8L,0x032AA59DL},{0x5C76577EL,0x079310DEL,(-10L),0x880DF1E7L,0x9BC762EEL},{(-3L),0x032AA59DL,0x880DF1E7L,9L,0x98C38D2BL},{(-1L),0x032AA59DL,0L,(-3L),8L}},{{1L,0x079310DEL,0x9BC762EEL,0xDC9A9B78L,0xB6A699C1L},{0x38B688EAL,0x87A2D135L,7L,7L,0x87A2D135L},{0xEA469EA6L,0xD8358171L,0xB82A2862L,0xFC0B6E7BL,7L},{1L,0x94997B82L,0x079310DEL,1L,0xB82A2862L}},{{0x079310DEL,0x880DF1E7L,0x5C76577EL,1L,0xDEBD8289L},{1L,0L,0xE97D6077L,(-8L),1L},{0x87A2D135L,0xEA469EA6L,0xDC9A9B78L,7L,(-8L)},{(-1L),(-3L),5L,0x880DF1E7L,0x0A11F9C5L}},{{0xDC9A9B78L,0xD8358171L,0x8539134DL,5L,0xEA469EA6L},{(-1L),0x09E51CA7L,(-1L),0x7CB4982FL,0xEA469EA6L},{4L,0x29BC67D2L,0x09E51CA7L,9L,0x0A11F9C5L},{0xDEBD8289L,9L,0x738DAB7FL,0xDC9A9B78L,(-8L)}},{{0xFD425890L,0xDEBD8289L,0xDEBD8289L,0xFD425890L,1L},{0x31ADEE6DL,0x59DC0B26L,(-8L),(-3L),0xDEBD8289L},{(-10L),1L,9L,(-4L),0xB82A2862L},{0L,0x792B0322L,0L,(-3L),7L}},{{8L,0L,0x98C38D2BL,0xFD425890L,0x7CB4982FL},{0xD8358171L,(-1L),0x29BC67D2L,0xDC9A9B78L,1L},{0x61AEA85AL,(-8L),1L,9L,0L},{0L,1L,0x94997B82L,0x7CB4982FL,0x792B0322L}}};
uint32_t l_2295[1][1];
uint32_t l_2297=18446744073709551615UL;
int i,j,k;
for(g_380=0;(g_380>27);++g_380)
{
int32_t l_2185=0x1B8F0406L;
int8_t l_2194=0x52L;
int32_t l_2277=0x72C8D855L;
int32_t l_2278=0xF67291FBL;
if((safe_add_func_int64_t_s_s((g_127&((l_1830=l_2174)<=(safe_lshift_func_int16_t_s_s((~(safe_mod_func_int64_t_s_s((g_575>=(+9L)),(safe_mul_func_int8_t_s_s((1UL^g_221),(((l_2185>(safe_sub_func_uint8_t_u_u((safe_mul_func_uint16_t_u_u(((((safe_add_func_uint32_t_u_u((++g_1254[4]),0x0DB190E1L))>=l_2074)==0x9954C2ABL)!=(-8L)),l_2185)),l_2194)))<l_2194)<g_575)))))),g_1750)))),0x98F15CBFB6937E60LL)))
{
}
else
{
uint8_t l_2199=2UL;
int8_t l_2275=3L;
int32_t l_2279=2L;
for(g_1440=(-13);(g_1440!=18);g_1440=safe_add_func_int64_t_s_s(g_1440,1))
{
int32_t l_2222=1L;
int32_t l_2252=0x5071A068L;
if((+(l_29^l_2199)))
{
int8_t l_2238[5][7]={{1L,(-3L),0x81L,1L,0x81L,(-3L),1L},{0xB4L,1L,(-3L),0x81L,1L,0x81L,(-3L)},{1L,1L,0x5AL,(-2L),0x2CL,0x5AL,0x2CL},{(-2L),(-3L),(-3L),(-2L),0x81L,0xB4L,(-2L)},{0xB4L,0x2CL,0x81L,0x81L,0x2CL,0xB4L,(-3L)}};
int32_t l_2251=0x90671DAAL;
int i,j;
if(g_289)
continue;
}
else
{
uint8_t l_2280=0x03L;
return g_1956;
}
}
}
}
}
else
{
uint32_t l_2310=0UL;
int32_t l_2313=0x0996BB91L;
uint32_t l_2440=0xD9D6A72CL;
for(l_1845=21;(l_1845!=53);++l_1845)
{
uint16_t l_2312=0x5B90L;
int8_t l_2340=0xC3L;
int32_t l_2342=(-7L);
int32_t l_2376=0xE9964CA3L;
int32_t l_2377=1L;
int32_t l_2378=0xC4DC6639L;
for(g_526=(-28);(g_526!=28);++g_526)
{
uint64_t l_2334=0xCE23B332537BE435LL;
int32_t l_2339=0L;
int32_t l_2341=0xCDBC13A5L;
int32_t l_2368=0xF7DF3D05L;
if(((g_127|=((((g_575&=(safe_unary_minus_func_uint16_t_u(g_584)))==(safe_mul_func_int8_t_s_s((safe_mod_func_int16_t_s_s(0x1CCCL,(l_2344&=((((g_162&&l_2312)>(l_2342=(safe_sub_func_uint32_t_u_u((safe_lshift_func_uint16_t_u_s((safe_add_func_int8_t_s_s((safe_div_func_int64_t_s_s((l_2341=(safe_add_func_uint8_t_u_u((l_2310>((g_221&=(((l_2334>g_545[0])<=(safe_sub_func_int8_t_s_s((g_982=(safe_rshift_func_int16_t_s_s(g_1253,l_2339))),l_2334)))>l_2340))>1L)),g_545[5]))),g_584)),g_380)),g_1750)),3UL))))||g_631[1][5])!=l_2343[1][6])))),l_2171)))!=0xCDCEEC50F3DD72F6LL)<g_1956))>l_2312))
{
if(g_2064)
continue;
}
else
{
uint32_t l_2373=0x4A5A7E18L;
uint32_t l_2374=0xCDCE2942L;
}
if(g_503)
{
uint64_t l_2379=18446744073709551615UL;
}
else
{
for(g_130=25;(g_130==55);g_130++)
{
return g_163[3][4];
}
}
if(g_631[0][2])
{
}
else
{
int32_t l_2389=0x178AC0ABL;
return g_2159;
}
}
}
for(g_1957=0;(g_1957<9);++g_1957)
{
int32_t l_2439[6][8]={{(-1L),(-1L),1L,1L,1L,(-1L),(-1L),1L},{8L,1L,1L,8L,0x665378F0L,8L,1L,1L},{1L,0x665378F0L,1L,1L,0x665378F0L,1L,0x665378F0L,1L},{8L,0x665378F0L,8L,1L,1L,8L,0x665378F0L,8L},{(-1L),1L,1L,1L,(-1L),(-1L),1L,1L},{(-1L),(-1L),1L,1L,1L,(-1L),(-1L),1L}};
int16_t l_2441=0x9D39L;
int i,j;
g_584=(l_2442=(safe_rshift_func_uint16_t_u_u(((safe_mul_func_uint16_t_u_u((((l_1300<l_2420)^((safe_mul_func_uint8_t_u_u(g_155,((0xBED750B1L>=(safe_sub_func_uint8_t_u_u((safe_mod_func_int8_t_s_s(((safe_rshift_func_int16_t_s_s(((g_2064=(-1L))|((safe_add_func_int16_t_s_s((safe_mod_func_uint32_t_u_u((l_2313=(safe_div_func_int64_t_s_s(l_2343[1][6],(((safe_rshift_func_uint16_t_u_s(g_1750,(((safe_sub_func_int32_t_s_s(3L,0x5DDCC020L))^l_2439[4][2])||65527UL)))>=g_26)|g_60[7])))),l_2440)),l_2074))==g_1981)),9))|0x24D1FB63BB47A069LL),l_25)),0UL)))>=l_2439[2][1])))!=0x2EFB0A3167584244LL))^0xF5L),l_2441))>=g_130),15)));
}
}
return g_162;
}
static int32_t func_7(int64_t p_8,uint8_t p_9,int32_t p_10)
{
uint64_t l_1255=0xD420FDC1991E846ALL;
l_1255=g_1254[7];
return g_584;
}
static uint32_t func_16(int32_t p_17,uint16_t p_18,int32_t p_19,uint32_t p_20,int8_t p_21)
{
int8_t l_52=0x06L;
int32_t l_57=(-1L);
int32_t l_59=0x16845925L;
int32_t l_71=5L;
int8_t l_90=0x7EL;
int16_t l_546=0x0C64L;
uint32_t l_547=0x4E2088B7L;
uint8_t l_718=0xC8L;
uint32_t l_751=0UL;
int32_t l_809=0xE0C888CBL;
int32_t l_948=1L;
int32_t l_952=0x2F49D5BEL;
int32_t l_1047=(-2L);
int32_t l_1049=4L;
int32_t l_1050=1L;
int32_t l_1053=0x8F4B40C6L;
int32_t l_1055=(-3L);
int32_t l_1056=0x78B3DEB0L;
int32_t l_1057=(-1L);
int32_t l_1058[2][10][1]={{{0xFBA02466L},{0xC9943EF7L},{0xFBA02466L},{0xC9943EF7L},{0xFBA02466L},{0xC9943EF7L},{0xFBA02466L},{0xC9943EF7L},{0xFBA02466L},{0xC9943EF7L}},{{0xFBA02466L},{0xC9943EF7L},{0xFBA02466L},{0xC9943EF7L},{0xFBA02466L},{0xC9943EF7L},{0xFBA02466L},{0xC9943EF7L},{0xFBA02466L},{0xC9943EF7L}}};
uint32_t l_1078=0xFDDFA391L;
int8_t l_1090=0x43L;
uint32_t l_1249=0x0C52FE23L;
int i,j,k;
for(p_19=4;(p_19>=0);p_19-=1)
{
int32_t l_53=5L;
int32_t l_54=(-6L);
int32_t l_55=(-1L);
int32_t l_56=0xB81FDF20L;
int32_t l_58[2][1][3];
int64_t l_92=0x0B35667B22F105EELL;
int8_t l_1006=7L;
int i,j,k;
for(i=0;i<2;i++)
{
for(j=0;j<1;j++)
{
for(k=0;k<3;k++)
l_58[i][j][k]=0xC264F89CL;
}
}
if(func_31((safe_sub_func_int32_t_s_s((safe_mod_func_int32_t_s_s((safe_mul_func_int16_t_s_s((safe_sub_func_uint64_t_u_u((safe_rshift_func_uint16_t_u_u((safe_sub_func_uint64_t_u_u((l_56=((safe_add_func_uint8_t_u_u((safe_mul_func_int16_t_s_s((((safe_add_func_uint64_t_u_u((safe_unary_minus_func_int32_t_s((g_5[p_19]==(++g_60[7])))),(l_58[0][0][2]^=(+(safe_add_func_int64_t_s_s((safe_rshift_func_int16_t_s_u((((safe_unary_minus_func_int32_t_s(0L))>g_2)^(safe_div_func_int32_t_s_s(g_26,l_71))),(safe_rshift_func_uint8_t_u_s((safe_lshift_func_uint16_t_u_u((safe_rshift_func_int16_t_s_u((safe_rshift_func_uint8_t_u_s(p_19,7)),9)),14)),7)))),(~(((g_91=((safe_unary_minus_func_int8_t_s(0x7CL))&((safe_mul_func_uint16_t_u_u(((safe_mod_func_uint16_t_u_u(((+(~(l_90=(p_18||(safe_mod_func_int32_t_s_s((-1L),0xD89F82A4L))))))>g_2),p_20))>g_5[p_19]),0x06D0L))<g_26)))^l_52)&&p_18))))))))&p_19)<=65531UL),l_59)),l_92))^0UL)),0x6F4693715CD22FFDLL)),l_53)),l_53)),l_57)),(-1L))),0xBD553F32L))))
{
uint8_t l_471[4][4]={{255UL,255UL,255UL,255UL},{255UL,255UL,255UL,255UL},{255UL,255UL,255UL,255UL},{255UL,255UL,255UL,255UL}};
int32_t l_485[8][3][10]={{{(-5L),0xD736AA3FL,0xD1089F1AL,(-3L),0xC287AF55L,(-1L),8L,0xA008372FL,0x4852E81BL,0xDA81609EL},{1L,0xFFA07259L,0L,6L,(-2L),(-1L),0xC0AF5386L,0xB776D2BDL,1L,0L},{0x00ED23CCL,1L,0xFFA07259L,0L,(-1L),0xCA667001L,1L,0xB23AEEE4L,0L,(-6L)}},{{0x3119E799L,0xE33793E1L,1L,(-5L),(-3L),0x08F22E05L,0xCA667001L,0x094DB9DBL,0x8F22128AL,0xDF01602AL},{(-1L),(-8L),1L,0x08F22E05L,(-1L),0xB776D2BDL,1L,(-2L),0xE4AFD018L,0L},{(-3L),0xB23AEEE4L,0x812651C3L,0L,0L,9L,0x062F77F1L,(-3L),(-3L),0x062F77F1L}},{{0x83704C71L,0L,0x8835F2B4L,0x8835F2B4L,0L,0x83704C71L,0L,(-5L),9L,4L},{(-2L),(-1L),0x094DB9DBL,0xA008372FL,0xCA667001L,0xD736AA3FL,1L,0xDA81609EL,0xF55E92D3L,(-1L)},{(-2L),5L,1L,8L,8L,0x83704C71L,(-1L),0x9C36CF7BL,0xB776D2BDL,5L}},{{0x83704C71L,(-1L),0x9C36CF7BL,0xB776D2BDL,5L,9L,0xB23AEEE4L,(-6L),6L,0xBB3F7898L},{(-3L),8L,5L,0L,0L,0xB776D2BDL,(-1L),0x3FA2306DL,1L,4L},{(-1L),0x094DB9DBL,0x015F0126L,(-1L),(-1L),0x08F22E05L,0x812651C3L,5L,8L,0x230249B7L}},{{0x3119E799L,1L,(-6L),0xC0AF5386L,(-1L),0xCA667001L,(-8L),1L,0x74AB278CL,0x9C36CF7BL},{0x00ED23CCL,1L,8L,9L,0xC99F5724L,(-1L),0xBAB8A426L,1L,0xBAB8A426L,(-1L)},{1L,9L,(-1L),9L,1L,(-1L),5L,0xD1089F1AL,0x00ED23CCL,1L}},{{(-5L),(-1L),(-1L),0x015F0126L,0x9C36CF7BL,0xBB3F7898L,0xC287AF55L,(-1L),0xC0AF5386L,1L},{9L,0x015F0126L,1L,(-8L),1L,0xFFA07259L,0L,6L,(-2L),(-1L)},{8L,0xA008372FL,0x4852E81BL,0xDA81609EL,0xC99F5724L,0x8F22128AL,(-1L),9L,(-3L),0xD736AA3FL}},{{0xA008372FL,0L,0x83704C71L,0x015F0126L,0xB776D2BDL,0xFFA07259L,0xB0D1152EL,0x062F77F1L,0x08F22E05L,1L},{0xE33793E1L,1L,(-5L),(-3L),0x08F22E05L,0xCA667001L,0x094DB9DBL,0x8F22128AL,0xDF01602AL,0xB0D1152EL},{(-1L),0xBB3F7898L,(-6L),0x3119E799L,0xCA667001L,(-1L),0xD08391A8L,(-2L),0xFFA07259L,1L}},{{0xE4AFD018L,4L,(-1L),0xB0D1152EL,(-1L),1L,0L,0L,1L,(-1L)},{(-1L),9L,9L,(-1L),(-1L),4L,1L,0x9C36CF7BL,(-6L),(-1L)},{1L,8L,4L,8L,0xBB3F7898L,0L,9L,1L,(-6L),0L}}};
uint16_t l_527=0x0473L;
int32_t l_588=6L;
uint8_t l_666[2];
int i,j,k;
for(i=0;i<2;i++)
l_666[i]=255UL;
for(l_53=0;(l_53>=9);++l_53)
{
uint64_t l_470=1UL;
int32_t l_474=7L;
int32_t l_486=0x66C706A6L;
int32_t l_550=0x3A29B8A7L;
int32_t l_551=0x50B7C868L;
if(((safe_add_func_int32_t_s_s((+(-4L)),((safe_mul_func_int8_t_s_s(((g_503=(safe_rshift_func_uint8_t_u_s(p_17,(l_474==(0UL>(safe_mul_func_uint8_t_u_u((safe_div_func_uint64_t_u_u((safe_lshift_func_uint8_t_u_s((l_90^(((g_219[0]|(!(l_485[6][0][9]=(l_485[6][0][9]|((1UL>=(safe_div_func_int8_t_s_s(((l_55&=l_58[0][0][2])>l_471[1][3]),l_470)))^18446744073709551610UL)))))||g_163[3][5])==p_18)),4)),p_19)),0L)))))))<=p_20),g_221))<=0L)))<p_18))
{
int32_t l_515=0x723F62D7L;
int32_t l_549=1L;
uint32_t l_552=0x03A509B1L;
int32_t l_608=0x8D267D03L;
for(l_92=0;(l_92!=0);l_92=safe_add_func_int16_t_s_s(l_92,3))
{
int16_t l_524=0xEDF3L;
int32_t l_525=2L;
}
for(p_21=4;(p_21>=0);p_21-=1)
{
int32_t l_548[4]={0x65C4D590L,0x65C4D590L,0x65C4D590L,0x65C4D590L};
int i;
if(g_5[p_21])
break;
}
}
else
{
uint64_t l_611[7];
uint64_t l_632=18446744073709551615UL;
int32_t l_633=0x39690293L;
int i;
for(i=0;i<7;i++)
l_611[i]=0x6C787925117FF818LL;
if((safe_mod_func_int8_t_s_s(0xD5L,((5L>=p_20)|(18446744073709551615UL<((l_57|=(p_21&((-1L)||(p_20&(g_60[4]|l_611[5])))))<l_550))))))
{
uint32_t l_629=4294967295UL;
int8_t l_630=1L;
return l_630;
}
else
{
uint32_t l_646=18446744073709551615UL;
l_54&=(safe_rshift_func_uint8_t_u_u((l_633=(g_545[2]>=((l_59=((safe_add_func_uint32_t_u_u(((9UL>l_485[0][0][8])^p_17),(safe_div_func_int16_t_s_s(g_5[p_19],(6UL||(((l_474>(((safe_sub_func_int16_t_s_s(((safe_div_func_uint16_t_u_u(((((g_219[0]<p_21)>g_169[3][0][4])!=g_163[3][5])==0xBE7F7061882AAEE6LL),0xEAFFL))|l_633),l_611[5]))==g_584)<=p_20))>=0xBFL)&g_221))))))||p_17))|l_588))),p_19));
}
if(l_471[1][2])
break;
}
}
l_666[1]=g_290;
}
else
{
uint64_t l_684=0xB565FFE43FBA1725LL;
int32_t l_685=1L;
uint64_t l_759=0xFB25F4D6A5E27E6DLL;
int32_t l_835=0xC5347B03L;
int32_t l_836=3L;
uint32_t l_898[8][6]={{18446744073709551611UL,18446744073709551615UL,18446744073709551615UL,18446744073709551611UL,18446744073709551615UL,18446744073709551615UL},{18446744073709551611UL,18446744073709551615UL,18446744073709551615UL,18446744073709551611UL,18446744073709551615UL,18446744073709551615UL},{18446744073709551611UL,18446744073709551615UL,18446744073709551615UL,18446744073709551611UL,18446744073709551615UL,18446744073709551615UL},{18446744073709551611UL,18446744073709551615UL,18446744073709551615UL,18446744073709551611UL,18446744073709551615UL,18446744073709551615UL},{18446744073709551611UL,18446744073709551615UL,18446744073709551615UL,18446744073709551611UL,18446744073709551615UL,18446744073709551615UL},{18446744073709551611UL,18446744073709551615UL,18446744073709551615UL,18446744073709551611UL,18446744073709551615UL,18446744073709551615UL},{18446744073709551611UL,18446744073709551615UL,18446744073709551615UL,18446744073709551611UL,18446744073709551615UL,18446744073709551615UL},{18446744073709551611UL,18446744073709551615UL,18446744073709551615UL,18446744073709551611UL,18446744073709551615UL,18446744073709551615UL}};
int32_t l_951=1L;
int32_t l_954=1L;
int32_t l_956=0L;
uint32_t l_986=4294967292UL;
uint8_t l_987=250UL;
int i,j;
for(l_55=0;(l_55>25);l_55=safe_add_func_uint64_t_u_u(l_55,8))
{
uint8_t l_725=0x94L;
uint32_t l_760=0x7AA8C5E3L;
if(((g_380=l_55)>(0xEBL^((((safe_lshift_func_int16_t_s_u((safe_lshift_func_int8_t_s_s((~(0x2345L<=(safe_lshift_func_uint8_t_u_s(((l_684=(safe_rshift_func_uint8_t_u_u((((g_631[4][0]>=(g_26=g_448))&((safe_sub_func_int16_t_s_s((g_545[0]=(p_19|(g_169[3][0][3]|(g_155&=(safe_add_func_int8_t_s_s(0xF8L,(safe_div_func_int32_t_s_s(g_631[1][1],0xE257B387L)))))))),g_60[7]))!=p_18))>g_60[7]),p_19)))&&g_163[3][5]),7)))),g_290)),l_685))^p_19)&&0x7940L)&0L))))
{
uint16_t l_726=65528UL;
int32_t l_727=0x6FFACA11L;
}
else
{
if(((((-1L)^0x16L)<=(0L|(((((safe_add_func_uint8_t_u_u((safe_sub_func_int8_t_s_s(g_221,0x46L)),((((p_19<=((safe_lshift_func_int16_t_s_u(g_162,14))^(l_57==(l_59=(l_58[1][0][0]=((((l_685=g_2)<=l_56)>g_162)&(-2L)))))))>g_169[3][0][4])^l_725)!=l_55)))>(-9L))!=5L)&p_20)<=p_17)))<=g_219[0]))
{
int16_t l_734=(-1L);
return p_21;
}
else
{
int8_t l_758=0L;
}
}
}
for(l_751=0;(l_751>38);++l_751)
{
uint8_t l_838=0xA4L;
uint16_t l_900=0x25DEL;
int64_t l_901=4L;
int32_t l_947=0xFBE0D608L;
int32_t l_949=0xED91C40DL;
int32_t l_950=4L;
int32_t l_953=6L;
int32_t l_955=0x98619E8EL;
for(g_127=0;(g_127!=12);g_127=safe_add_func_int64_t_s_s(g_127,6))
{
uint32_t l_837=0xA3CC918EL;
int32_t l_850=(-1L);
for(p_18=0;(p_18<=18);++p_18)
{
uint8_t l_834=0x79L;
return g_155;
}
return p_20;
}
if((safe_mod_func_int8_t_s_s((safe_lshift_func_uint8_t_u_s((g_221=l_547),((safe_mod_func_uint64_t_u_u((g_631[4][0]&((~0L)&&4294967286UL)),(((0xBDF24184L||((l_71^(p_18=(safe_mod_func_uint16_t_u_u(((l_835<((safe_sub_func_uint32_t_u_u(((l_59=p_17)>=p_21),l_838))>(-2L)))==0xE8D4L),p_18))))||g_155))>=g_545[1])^p_17)))>=g_545[0]))),p_17)))
{
uint32_t l_899=0xE4EEC08AL;
uint64_t l_926=0UL;
int32_t l_928[1];
uint32_t l_957=18446744073709551615UL;
int i;
if(((safe_mul_func_uint8_t_u_u((safe_div_func_int8_t_s_s((l_54=((((((safe_add_func_uint16_t_u_u((safe_mod_func_int8_t_s_s(l_684,(safe_rshift_func_int16_t_s_u((safe_rshift_func_uint8_t_u_s((safe_add_func_int64_t_s_s(g_290,g_545[3])),((safe_div_func_uint8_t_u_u(1UL,(safe_mod_func_uint64_t_u_u((safe_lshift_func_uint8_t_u_s((safe_mod_func_int16_t_s_s((g_884[0][2]=p_18),5L)),(safe_mod_func_uint32_t_u_u(l_58[0][0][2],((safe_mod_func_uint16_t_u_u((g_60[7]=(safe_mul_func_uint16_t_u_u(((safe_div_func_uint8_t_u_u((safe_lshift_func_uint8_t_u_u((+((4294967294UL==((l_899=(((g_221=255UL)&g_91)^l_898[3][1]))<g_130))>=g_584)),g_127)),g_2))||g_780),(-3L)))),l_900))|g_380))))),p_18))))&&l_684))),3)))),4UL))<g_91)||l_901)||g_5[p_19])<=g_219[0])>p_21)),g_169[3][0][4])),p_18))||g_5[1]))
{
int64_t l_925=0x3B1A00123F26CF18LL;
int32_t l_927=0x22771E8AL;
int32_t l_929=0xB71ECC7FL;
}
else
{
int16_t l_935=0xB3C0L;
int32_t l_946=(-7L);
g_219[0]=((l_946=(~(safe_lshift_func_int8_t_s_s((safe_mod_func_int32_t_s_s((-8L),((l_935^p_18)^((safe_mod_func_uint8_t_u_u((safe_div_func_int8_t_s_s((((g_290&&(((safe_mul_func_uint16_t_u_u((safe_mul_func_int16_t_s_s(p_18,p_20)),g_631[4][0]))!=(p_21||((safe_sub_func_uint8_t_u_u((g_5[2]&&0x6EL),g_169[1][0][7]))<=g_5[p_19])))||p_18))==p_17)!=g_219[0]),3UL)),0x78L))!=0x872C7F625805A011LL)))),g_127))))||g_162);
}
}
else
{
int32_t l_983=0x2F355137L;
int32_t l_985=(-1L);
for(l_809=1;(l_809<=26);l_809=safe_add_func_int16_t_s_s(l_809,6))
{
uint16_t l_984=0x561BL;
}
}
}
return l_987;
}
for(g_26=0;(g_26>15);g_26=safe_add_func_int64_t_s_s(g_26,6))
{
return p_20;
}
l_948=((safe_rshift_func_int8_t_s_u(((g_221=g_163[3][5])&((safe_lshift_func_uint8_t_u_u(((g_163[3][5]|(g_289^g_162))==(l_57=(g_5[p_19]<(safe_div_func_uint64_t_u_u(((safe_lshift_func_uint16_t_u_s(((p_18==((g_290=((l_952=(safe_mod_func_uint8_t_u_u((safe_div_func_int16_t_s_s(((safe_mul_func_uint16_t_u_u((l_54=(++g_631[4][0])),(g_60[8]=(1UL^(l_1006<=(safe_lshift_func_uint8_t_u_s((~(((safe_add_func_uint8_t_u_u((p_21>=0x46L),252UL))!=g_155)<=p_21)),p_20)))))))<l_55),l_55)),l_809)))<=3L))<p_17))&&l_90),g_446))&&g_631[4][0]),l_92))))),l_547))||p_21)),p_18))==g_575);
}
for(g_127=0;(g_127<=0);g_127+=1)
{
int16_t l_1041[9]={3L,3L,3L,3L,3L,3L,3L,3L,3L};
int32_t l_1046[10][7]={{5L,0xDFE5D97AL,0x6ACB4D03L,6L,(-2L),0xA79E0500L,0xB9C1978EL},{0x6ACB4D03L,(-1L),0L,0xDFE5D97AL,0x2DC3FC81L,0xB9272EE5L,(-2L)},{0L,0xE7C05946L,0xDA450B20L,6L,1L,0x3C8EA268L,(-1L)},{8L,(-2L),0xB173061FL,5L,0xAC7DED3FL,0xA79E0500L,0L},{9L,6L,0xB173061FL,0xB173061FL,6L,9L,0xD4D53D12L},{0x2DC3FC81L,(-6L),0xDA450B20L,1L,0xE7C05946L,0L,1L},{5L,0x3C0A5C60L,0L,0xB9C1978EL,0xD4D53D12L,0x6ACB4D03L,0L},{0xDFE5D97AL,(-6L),0x6ACB4D03L,0xA79E0500L,0x2DC3FC81L,0xB173061FL,0xDFE5D97AL},{(-6L),6L,0x46B0E2ABL,1L,8L,0xA2A1F369L,8L},{(-6L),(-2L),(-2L),(-2L),0x3C8EA268L,0xA2A1F369L,0xDFE5D97AL}};
int8_t l_1051=(-1L);
uint32_t l_1082=0x848E8D54L;
uint32_t l_1096=18446744073709551612UL;
uint64_t l_1133[2];
int32_t l_1250=0x01A798C8L;
int i,j;
for(i=0;i<2;i++)
l_1133[i]=0xC869F856DC79D1B4LL;
for(g_155=1;(g_155<=4);g_155+=1)
{
uint16_t l_1037[5][2][9]={{{7UL,0x7108L,0x0903L,0x5423L,0x3F33L,0UL,8UL,8UL,0UL},{0UL,65531UL,65530UL,65531UL,0UL,7UL,0x7108L,0x0903L,0x5423L}},{{0UL,65530UL,0xD5F4L,7UL,65528UL,0x7108L,0x6F0DL,0x9105L,0x6F0DL},{7UL,8UL,65535UL,65535UL,8UL,7UL,65531UL,0UL,7UL}},{{65530UL,8UL,0x9105L,65528UL,0x6F0DL,0UL,65535UL,65531UL,65531UL},{65531UL,65530UL,0UL,0x0903L,0UL,65530UL,65531UL,65535UL,0x9105L}},{{0x7108L,65531UL,0UL,65531UL,0x0903L,0xD5F4L,0x6F0DL,65530UL,7UL},{65535UL,0x7108L,0x9105L,65530UL,65530UL,0x9105L,0x7108L,65535UL,0x3F33L}},{{7UL,0x5423L,65535UL,65530UL,65530UL,0x3F33L,8UL,65531UL,0xD5F4L},{0x3F33L,0UL,0xD5F4L,65531UL,7UL,65531UL,0xD5F4L,0UL,0x3F33L}}};
int32_t l_1039=(-5L);
int32_t l_1040=0xDEE76992L;
int32_t l_1045[8]={8L,0xD7E3F624L,8L,8L,0xD7E3F624L,8L,8L,0xD7E3F624L};
int64_t l_1059=0x6E3E07AF84963089LL;
uint32_t l_1060=0x43CDFBF5L;
int32_t l_1069=0L;
int64_t l_1091=0x8786AA34C36F626BLL;
uint16_t l_1164=0x4CD2L;
int i,j,k;
for(g_446=1;(g_446<=4);g_446+=1)
{
int i,j,k;
l_57=(~(safe_mod_func_int8_t_s_s((safe_mul_func_uint8_t_u_u((safe_mul_func_int16_t_s_s((safe_mul_func_int8_t_s_s(((g_169[(g_127+4)][g_127][(g_446+1)]==(g_169[(g_446+2)][g_127][g_446]&&g_884[g_446][(g_155+2)]))<0L),(g_884[g_446][(g_127+2)]^(safe_mod_func_uint64_t_u_u(g_884[g_446][g_127],18446744073709551614UL))))),g_631[g_446][(g_446+1)])),g_545[(g_155+4)])),5L)));
}
if(((g_884[g_155][(g_155+3)]<(((l_59&=g_631[g_155][g_155])==(((safe_lshift_func_int16_t_s_s((safe_mod_func_int8_t_s_s(0xE8L,0x6DL)),((safe_sub_func_uint64_t_u_u((g_631[4][0]>=(safe_mod_func_uint8_t_u_u(((safe_sub_func_uint32_t_u_u(g_631[g_155][g_155],g_91))<=(safe_lshift_func_int8_t_s_s(g_884[g_155][(g_155+3)],((((safe_rshift_func_int8_t_s_u(g_155,g_163[3][5]))==g_130)||p_19)>=p_17)))),0x04L))),g_631[g_155][g_155]))||g_631[4][0])))&&g_503)||0x76L))==g_130))&&l_1037[4][0][3]))
{
int16_t l_1038=(-8L);
int32_t l_1042=4L;
int32_t l_1043=0xA091BF47L;
int32_t l_1044=1L;
int32_t l_1048=0x35ED7C0DL;
int32_t l_1052=1L;
int32_t l_1054[5][5]={{(-8L),0x8293F245L,0x8293F245L,(-8L),(-1L)},{0xAE00D3FDL,0x90939BE9L,0x90939BE9L,0xAE00D3FDL,6L},{(-8L),0x8293F245L,0x8293F245L,(-8L),(-1L)},{0xAE00D3FDL,0x90939BE9L,0x90939BE9L,0xAE00D3FDL,6L},{(-8L),0x8293F245L,0x8293F245L,(-8L),(-1L)}};
int i,j;
}
else
{
int32_t l_1085[8][7]={{4L,0xA2EEB729L,(-7L),0x102C034AL,0xA2EEB729L,0xBC366BE9L,0xF5AA70FAL},{0x824E4219L,(-10L),0x71D25599L,0x7F00FDDDL,0x7F00FDDDL,0x71D25599L,(-10L)},{0x824E4219L,0xF5AA70FAL,0xBC366BE9L,0xA2EEB729L,0x102C034AL,(-7L),0xA2EEB729L},{4L,0x95D0D1CBL,0L,(-7L),0xA696C4C0L,0xF5AA70FAL,5L},{0xA696C4C0L,0x824E4219L,0x71D25599L,0xA2EEB729L,0x95D0D1CBL,(-1L),(-1L)},{(-1L),5L,0x102C034AL,0x7F00FDDDL,0x102C034AL,5L,(-1L)},{0xBC366BE9L,0L,6L,0x102C034AL,(-1L),0L,5L},{0L,0x7F00FDDDL,(-1L),0xA696C4C0L,0x824E4219L,0x71D25599L,0xA2EEB729L}};
int32_t l_1144=(-1L);
int32_t l_1163=1L;
int i,j;
if(g_526)
{
return g_169[5][0][1];
}
else
{
int64_t l_1079=(-1L);
int32_t l_1080=0xE6A99172L;
int32_t l_1081[1];
int i;
}
for(g_587=3;(g_587>=1);g_587-=1)
{
int i,j,k;
for(g_221=0;(g_221<=0);g_221+=1)
{
int i,j,k;
return l_1037[g_587][(g_127+1)][(g_587+4)];
}
}
}
}
}
return g_289;
}
static int32_t func_31(uint8_t p_32)
{
int16_t l_154=(-7L);
int32_t l_159=(-1L);
int32_t l_161[5][10][2]={{{0x3B525E98L,0x4EDE3B14L},{(-2L),0x01DBA863L},{(-1L),0x3B525E98L},{0x93EF347DL,(-7L)},{(-7L),0x96803575L},{0xC5612EDFL,0x11B60CE2L},{0L,(-1L)},{0x1F7CC5E9L,0L},{0x01DBA863L,0L},{0x1F7CC5E9L,(-1L)}},{{0L,0x11B60CE2L},{0xC5612EDFL,0x96803575L},{(-7L),(-7L)},{0x93EF347DL,0x3B525E98L},{(-1L),0x01DBA863L},{(-2L),0x4EDE3B14L},{0x3B525E98L,(-2L)},{(-4L),(-1L)},{(-4L),(-2L)},{0x3B525E98L,0x4EDE3B14L}},{{(-2L),0x01DBA863L},{(-1L),0x3B525E98L},{0x93EF347DL,(-7L)},{(-7L),0x96803575L},{0xC5612EDFL,0x11B60CE2L},{0L,(-1L)},{0x1F7CC5E9L,0L},{0x01DBA863L,0L},{0x1F7CC5E9L,(-1L)},{0L,0x11B60CE2L}},{{0xC5612EDFL,0x96803575L},{(-7L),(-7L)},{0x93EF347DL,0x3B525E98L},{(-1L),0x01DBA863L},{(-2L),0x4EDE3B14L},{0x3B525E98L,(-2L)},{(-4L),(-1L)},{(-4L),(-2L)},{0x3B525E98L,0x4EDE3B14L},{(-2L),0x01DBA863L}},{{(-1L),0x3B525E98L},{0x93EF347DL,(-7L)},{(-7L),0x96803575L},{0xC5612EDFL,0x11B60CE2L},{0L,(-1L)},{0x1F7CC5E9L,0L},{0x01DBA863L,0L},{0x1F7CC5E9L,(-1L)},{0L,0x11B60CE2L},{0xC5612EDFL,0x96803575L}}};
int16_t l_203=1L;
uint8_t l_320=0x76L;
uint64_t l_384=18446744073709551615UL;
int i,j,k;
for(p_32=2;(p_32<=8);p_32+=1)
{
int32_t l_108=0x98D803B5L;
int32_t l_128=3L;
int64_t l_242=0xC58A1BA6F03AABBALL;
int32_t l_294=0x9FA7C680L;
uint32_t l_298[10]={0x2D44C0C1L,0x2D44C0C1L,0x2D44C0C1L,0x2D44C0C1L,0x2D44C0C1L,0x2D44C0C1L,0x2D44C0C1L,0x2D44C0C1L,0x2D44C0C1L,0x2D44C0C1L};
int64_t l_397=0x99699DA634267C31LL;
int i;
for(g_26=0;(g_26<=4);g_26+=1)
{
int32_t l_107[7]={0xB0DDE25DL,0xC2F6A78CL,0xB0DDE25DL,0xB0DDE25DL,0xC2F6A78CL,0xB0DDE25DL,0xB0DDE25DL};
int32_t l_111=(-4L);
int32_t l_158=0x5B4E36C8L;
int32_t l_160=1L;
uint16_t l_245[5];
uint16_t l_348[1];
int32_t l_447=0x836826A9L;
int i;
for(i=0;i<5;i++)
l_245[i]=4UL;
for(i=0;i<1;i++)
l_348[i]=0xD052L;
if(((safe_mul_func_uint16_t_u_u((((l_111=((safe_lshift_func_int8_t_s_u((safe_rshift_func_uint16_t_u_u((safe_mod_func_uint8_t_u_u((safe_rshift_func_int16_t_s_u((l_108^=(l_107[5]^=(((safe_rshift_func_int8_t_s_u(g_5[g_26],1))<3L)!=5UL))),(g_60[g_26]<=g_26))),(p_32^g_26))),8)),5))&((safe_div_func_uint16_t_u_u(g_91,0x5675L))<g_2)))>g_5[0])^g_91),g_60[g_26]))&&g_60[6]))
{
int8_t l_126[1];
int32_t l_129=0L;
uint8_t l_270=1UL;
int32_t l_291=0x9CCB4B79L;
int32_t l_293=0xDE0CAD51L;
int32_t l_295=(-1L);
int32_t l_296=(-9L);
int i;
return p_32;
}
else
{
uint32_t l_321=0UL;
int32_t l_343=0x6F2A36DCL;
int32_t l_345=1L;
int32_t l_346=0L;
if(((((((safe_rshift_func_uint8_t_u_s(((safe_lshift_func_uint16_t_u_s(p_32,13))!=(safe_lshift_func_uint16_t_u_s(((safe_lshift_func_uint8_t_u_u(((l_298[6]<0xEDL)|((((safe_mod_func_uint8_t_u_u((l_161[1][6][1]=g_130),((g_26<(p_32^(safe_lshift_func_int8_t_s_u((safe_mul_func_int8_t_s_s((!(((p_32>(safe_add_func_uint8_t_u_u((l_158&=(0x32B20FDAL<(g_169[3][0][4]<=l_294))),l_320)))|p_32)<=l_321)),p_32)),p_32))))^0x3DEEA01B200F8A82LL)))||g_5[4])==g_221)&p_32)),l_154))>p_32),9))),g_289))^9UL)<g_60[6])&g_220)|0UL)==l_320))
{
int32_t l_341=0xA8059646L;
int32_t l_344=0xE061FFB3L;
if((g_162<p_32))
{
uint16_t l_355=65535UL;
int32_t l_362=0x21761CE2L;
}
else
{
uint8_t l_381=0x77L;
return l_381;
}
}
else
{
g_219[0]=((p_32|(l_298[8]!=((l_128=p_32)>=p_32)))>=(-10L));
}
}
g_219[0]=l_397;
l_107[5]=l_384;
for(l_160=0;(l_160!=11);l_160++)
{
int16_t l_402=6L;
int32_t l_411=0x611275BEL;
int32_t l_417=0x570321CAL;
if(g_130)
break;
}
}
return g_289;
}
return g_221;
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
for(i=0;i<5;i++)
{
transparent_crc(g_5[i],"g_5[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_26,"g_26",print_hash_value);
for(i=0;i<9;i++)
{
transparent_crc(g_60[i],"g_60[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_91,"g_91",print_hash_value);
transparent_crc(g_127,"g_127",print_hash_value);
transparent_crc(g_130,"g_130",print_hash_value);
transparent_crc(g_155,"g_155",print_hash_value);
transparent_crc(g_162,"g_162",print_hash_value);
for(i=0;i<4;i++)
{
for(j=0;j<6;j++)
{
transparent_crc(g_163[i][j],"g_163[i][j]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d]\n",i,j);
}
}
for(i=0;i<7;i++)
{
for(j=0;j<1;j++)
{
for(k=0;k<8;k++)
{
transparent_crc(g_169[i][j][k],"g_169[i][j][k]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
for(i=0;i<1;i++)
{
transparent_crc(g_219[i],"g_219[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_220,"g_220",print_hash_value);
transparent_crc(g_221,"g_221",print_hash_value);
transparent_crc(g_289,"g_289",print_hash_value);
transparent_crc(g_290,"g_290",print_hash_value);
transparent_crc(g_380,"g_380",print_hash_value);
transparent_crc(g_446,"g_446",print_hash_value);
transparent_crc(g_448,"g_448",print_hash_value);
transparent_crc(g_503,"g_503",print_hash_value);
transparent_crc(g_526,"g_526",print_hash_value);
for(i=0;i<9;i++)
{
transparent_crc(g_545[i],"g_545[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_575,"g_575",print_hash_value);
transparent_crc(g_584,"g_584",print_hash_value);
transparent_crc(g_587,"g_587",print_hash_value);
for(i=0;i<5;i++)
{
for(j=0;j<7;j++)
{
transparent_crc(g_631[i][j],"g_631[i][j]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d]\n",i,j);
}
}
transparent_crc(g_780,"g_780",print_hash_value);
for(i=0;i<5;i++)
{
for(j=0;j<9;j++)
{
transparent_crc(g_884[i][j],"g_884[i][j]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d]\n",i,j);
}
}
transparent_crc(g_982,"g_982",print_hash_value);
transparent_crc(g_1253,"g_1253",print_hash_value);
for(i=0;i<8;i++)
{
transparent_crc(g_1254[i],"g_1254[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_1440,"g_1440",print_hash_value);
transparent_crc(g_1750,"g_1750",print_hash_value);
transparent_crc(g_1842,"g_1842",print_hash_value);
transparent_crc(g_1908,"g_1908",print_hash_value);
transparent_crc(g_1956,"g_1956",print_hash_value);
transparent_crc(g_1957,"g_1957",print_hash_value);
transparent_crc(g_1981,"g_1981",print_hash_value);
transparent_crc(g_2064,"g_2064",print_hash_value);
transparent_crc(g_2159,"g_2159",print_hash_value);
transparent_crc(g_2311,"g_2311",print_hash_value);
transparent_crc(g_2314,"g_2314",print_hash_value);
transparent_crc(g_2375,"g_2375",print_hash_value);
for(i=0;i<7;i++)
{
for(j=0;j<5;j++)
{
for(k=0;k<6;k++)
{
transparent_crc(g_2384[i][j][k],"g_2384[i][j][k]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
