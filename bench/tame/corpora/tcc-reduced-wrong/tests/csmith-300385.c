#include "csmith.h"
static int32_t g_2=(-1L);
static int32_t g_18=0x34CAA8E5L;
static uint64_t g_32=0x32397BDE5156BE82LL;
static int32_t g_34[5]={};
static uint32_t g_63=1UL;
static uint16_t g_92[9][9]={{},{},{},{},{},{},{},{},{2UL,6UL,2UL,0x28BFL,2UL,6UL,2UL,0x28BFL,2UL}};
static int32_t g_146[9]={};
static uint32_t g_165[7]={};
static int32_t g_167=0x52435B83L;
static uint32_t g_210=4294967295UL;
static int32_t g_264=0x6E7C3D4AL;
static uint32_t g_266=0xB29AFF89L;
static uint16_t g_269=7UL;
static uint16_t g_290=0x004AL;
static int32_t g_422=(-1L);
static int32_t g_460=1L;
static uint16_t g_484=0x785CL;
static int16_t g_528=0xD698L;
static int64_t g_581=0L;
static int16_t g_703=0xAE36L;
static uint32_t g_900[7]={};
static int64_t g_901=1L;
static uint32_t g_964[5][4]={};
static int32_t g_1010=0xE6B07017L;
static int64_t g_1237=(-1L);
static int32_t g_1306=(-1L);
static uint64_t g_1593[5][2]={};
static const uint64_t g_1884[2]={};
static uint32_t g_1982=4UL;
static uint32_t g_2124=0x49449F79L;
static int32_t g_2184=0x86F3F0C1L;
static uint64_t g_2230=0UL;
static int16_t g_2270=0L;
static int64_t g_2415=0xF3F948062ED9BD5BLL;
static int32_t g_2470=0L;
static const uint32_t g_2551=0xA714EC74L;
static int64_t g_2736=0xD5246108F5CCA8E6LL;
static int16_t g_2765=0x17CDL;
static uint32_t g_2785=0x0B1597AFL;
static uint16_t g_2806=0xAD4EL;
static int32_t func_1(void);
static int32_t func_1(void)
{
uint32_t l_319=1UL;
int32_t l_347=0xE46F3945L;
int32_t l_383=(-8L);
int64_t l_423[10][9]={{},{},{},{},{},{},{},{0x46FB191E2DD5EF9FLL,0xA126096A5C97E8F1LL,(-1L),(-8L),(-1L),0xBD63A894B2788A97LL,(-1L),(-8L),(-1L)},{},{}};
uint64_t l_627=0xB6E75292EB0524ECLL;
int32_t l_698=2L;
int64_t l_737=5L;
uint64_t l_811=18446744073709551614UL;
int32_t l_847=0x8D8C1094L;
int32_t l_852=(-5L);
uint16_t l_1096=0x7B5CL;
uint32_t l_1227[6];
uint64_t l_1312[8]={};
int32_t l_1364[6]={};
uint32_t l_1539=0x8BE21E3FL;
uint16_t l_1633=0xA5A4L;
int64_t l_1687=0xA3AEE396380824EELL;
uint32_t l_1688=1UL;
uint32_t l_1887=0x87E1F1CCL;
int16_t l_1962=(-1L);
int32_t l_1981=0x951FBF75L;
uint32_t l_2100[7][4]={};
uint64_t l_2169=18446744073709551614UL;
int16_t l_2170=0xDF82L;
uint32_t l_2379=0x738054E0L;
int16_t l_2442[1];
int32_t l_2471=0x54F33217L;
uint32_t l_2553=0x36E9EE56L;
uint32_t l_2596[6][8]={};
const uint32_t l_2631=0UL;
int64_t l_2664=4L;
int64_t l_2836=0x9F03A09B44432BFDLL;
uint64_t l_2839=18446744073709551614UL;
uint16_t l_2889=0x6429L;
int i,j;
for(i=0;i<6;i=i+1)
l_1227[i]=0xC5FB6AA8L;
for(i=0;i<1;i=i+1)
l_2442[i]=0x566EL;
lbl_1923:
if(g_2)
{
int64_t l_8=(-6L);
int32_t l_308=1L;
int32_t l_345[9]={};
uint64_t l_346=18446744073709551615UL;
uint32_t l_415=5UL;
uint64_t l_480=0xB87AA9934864172BLL;
int32_t l_482=0L;
int32_t l_613=0x34D77A24L;
uint16_t l_639=0x3F23L;
int32_t l_640=0L;
int16_t l_812=0xED81L;
uint32_t l_829=0xFCC18D8CL;
const uint16_t l_830=0x963DL;
uint32_t l_875[6];
uint32_t l_945[4];
int32_t l_947[10][8][2]={};
int16_t l_965=0L;
int32_t l_991=5L;
uint16_t l_1228=0x984CL;
uint16_t l_1391=0UL;
int32_t l_1519=1L;
int i,j,k;
for(i=0;i<6;i=i+1)
l_875[i]=0xABA16173L;
for(i=0;i<4;i=i+1)
l_945[i]=1UL;
lbl_927:
if(g_2)
{}
else
{}
for(l_639=0;(l_639<11);l_639=safe_add_func_uint16_t_u_u(l_639,4))
{
uint32_t l_924=7UL;
uint64_t l_925=18446744073709551613UL;
int32_t l_976=0x5680CBB9L;
int32_t l_1058=5L;
uint32_t l_1141=1UL;
uint32_t l_1470=0xD7EEF5EEL;
const int16_t l_1514=0xDDF7L;
for(l_847=5;(l_847>=3);l_847-=1)
{
uint32_t l_874=0xDDD5D525L;
int32_t l_898=1L;
int32_t l_946=0xD559BFECL;
for(l_8=0;(l_8<=8);l_8+=1)
{
int32_t l_869=0xDD0366A3L;
const uint32_t l_897=1UL;
uint16_t l_928[3];
int i,j;
for(i=0;i<3;i=i+1)
l_928[i]=1UL;
if(l_423[(l_847+2)][(l_847+2)])
{
uint16_t l_864[1][10][9]={};
int32_t l_899=0x5F815CAEL;
int32_t l_902=0xF546595BL;
int i,j,k;
g_146[l_8]=(safe_mod_func_int16_t_s_s((((0UL^g_63)^(l_875[5]=((((safe_lshift_func_uint16_t_u_u((safe_unary_minus_func_uint64_t_u(((safe_mod_func_uint16_t_u_u((safe_add_func_int64_t_s_s(l_864[0][7][4],0UL)),(((safe_mod_func_int32_t_s_s(g_18,(safe_mul_func_uint16_t_u_u((l_869=g_18),(safe_sub_func_uint16_t_u_u(0x59B0L,((safe_sub_func_int16_t_s_s(0xAAB7L,0xF8F5L))>g_528)))))))&&1L)^g_290)))>g_266))),10))|l_874)|0x4F55L),0x936A80EEA9D41839LL)))&l_423[(l_847+2)][(l_847+2)]),l_874));
l_902=(0x65FE6E4803B31234LL!=(l_698=(safe_mul_func_int16_t_s_s((safe_unary_minus_func_uint64_t_u((safe_mul_func_uint16_t_u_u(((l_347=g_581)&&((safe_add_func_int16_t_s_s(((g_581=g_165[1]),(g_528=g_167)),(((safe_mod_func_uint64_t_u_u((safe_rshift_func_uint16_t_u_u((safe_unary_minus_func_int16_t_s(((4L>=((g_901=(g_900[0]=((safe_mul_func_uint16_t_u_u((l_423[1][2]>=(l_899=(l_898=((safe_unary_minus_func_uint64_t_u((((((g_703,(safe_mul_func_int16_t_s_s((((((safe_lshift_func_int16_t_s_s((safe_div_func_int32_t_s_s((g_146[(l_847+1)]=g_92[0][7]),0x632A2D57L)),g_165[4]))&(-1L))>=65535UL)>g_703)&(-1L)),l_897)))|0UL)&0UL)==l_423[1][2])==g_165[4])))&&0xE9DF4D85L)))),g_63))<1L)))<=g_34[2]))<(-1L)))),l_319)),0x3AA464F6644C7579LL)),l_897)==0L)))==l_897)),g_266)))),65527UL))));
}
else
{}
}
g_146[4]=0x1DD40BA7L;
if(g_581)
continue;
for(l_346=15;(l_346==37);l_346=safe_add_func_int32_t_s_s(l_346,6))
{}
}
g_34[2]=(((safe_add_func_int16_t_s_s(((safe_mul_func_int16_t_s_s(((l_346||(0x6A5F9475L&&l_639))|(safe_mul_func_uint16_t_u_u(l_640,((~(safe_rshift_func_uint16_t_u_s((g_92[8][3]=((g_422=g_92[8][3])&&(((((((((safe_unary_minus_func_int16_t_s((safe_lshift_func_int16_t_s_s((((safe_mod_func_uint16_t_u_u((safe_mul_func_uint16_t_u_u(((((((safe_rshift_func_uint16_t_u_s(0UL,2))^((l_976=(((safe_div_func_uint32_t_u_u((((l_847=(~(safe_mod_func_uint16_t_u_u(((l_976&&((((((l_347=l_875[0])<(safe_mul_func_int16_t_s_s((l_924,g_146[0]),l_345[7])))<=l_875[5])||g_34[3])|0x9D8FA2D0C7093FE1LL)>7L))==0x3C31AEFAL),l_423[1][2]))))&l_976)<=l_383),g_266))&g_167),g_210))!=g_92[5][7]))|l_640)<=g_581)<l_925),g_167),0xCB42L)),g_146[4]))>0xB237A400BD34B009LL)<0L),l_991))))&l_945[0])<=18446744073709551614UL)==g_34[3])<g_210)>=l_627)>=18446744073709551608UL)||g_1010)<0xAAA25755L))),l_852))),l_924)))),g_34[3])),l_852),1L))|l_924)||g_900[0]);
for(g_269=0;(g_269<=8);g_269+=1)
{}
for(l_1141=(-19);(l_1141>=39);l_1141=safe_add_func_int32_t_s_s(l_1141,1))
{
uint16_t l_1152[2][2];
uint32_t l_1166=18446744073709551608UL;
int32_t l_1216=0x2F0C26F3L;
uint64_t l_1286=0xEB3E3452518ECFF6LL;
uint32_t l_1461[5];
int i,j;
for(i=0;i<2;i=i+1)
{
for(j=0;j<2;j=j+1)
l_1152[i][j]=0xD3DFL;
}
for(i=0;i<5;i=i+1)
l_1461[i]=0x7009A0ACL;
for(g_266=20;(g_266==1);--g_266)
{}
l_347=((safe_div_func_uint16_t_u_u(((((g_32=((safe_mul_func_int16_t_s_s((l_924||0L),((g_528=(safe_mod_func_int32_t_s_s((safe_mul_func_int16_t_s_s((((~(safe_add_func_int32_t_s_s(l_1166,((((((g_460!=(g_528,(safe_mul_func_uint16_t_u_u((l_947[2][6][1]!=(g_703=(safe_rshift_func_int16_t_s_u(0x32ECL,14)))),(~l_1152[0][0])))))||l_1152[0][0])==g_210)==4294967293UL)!=g_266)>=g_269))))<0x65FAL)<l_1152[0][0]),l_1141)),g_264)))|l_627)))^0x3D0BL))||0xC26FC267DD1B9197LL)|g_92[8][3])>g_210),0xE308L))&&18446744073709551609UL);
if((safe_rshift_func_uint16_t_u_s(((((((safe_lshift_func_int16_t_s_u(l_1166,2)),l_1058)>=0xF1CE52B8F0E426E5LL),((~(l_852==(safe_mul_func_uint16_t_u_u((((safe_add_func_int16_t_s_s((!((safe_div_func_uint64_t_u_u(g_290,((safe_mod_func_int32_t_s_s((l_847=(l_976=((safe_div_func_int32_t_s_s((safe_add_func_int64_t_s_s(g_484,(safe_lshift_func_uint16_t_u_u((g_269=65527UL),(safe_rshift_func_uint16_t_u_s((l_383=(((safe_add_func_uint16_t_u_u((l_347=(g_92[8][3]=l_965)),0L)),0x9B616E9DDEBD5F51LL)>g_484)),l_811)))))),0x84AE4B3CL))|g_964[1][2]))),g_264))^(-7L)))),l_383)),g_32))>g_18)>g_900[0]),0xE55FL)))),g_1010))<l_924)&&l_1152[1][1]),l_1141)))
{}
else
{}
}
}
}
else
{}
if(((safe_add_func_uint64_t_u_u(l_1688,(safe_mul_func_uint16_t_u_u((l_347=(g_1593[4][1]<((safe_add_func_int16_t_s_s(((l_383&&((g_484>(safe_rshift_func_uint16_t_u_s((g_92[8][3]=(g_290=((safe_sub_func_uint32_t_u_u((safe_div_func_uint32_t_u_u((65532UL&&((((safe_lshift_func_uint16_t_u_u(((g_165[4]<=(!(safe_add_func_int64_t_s_s((safe_lshift_func_int16_t_s_s(((0x9CB83D42L^0x6019CB6DL)>=g_146[6]),g_1306)),l_319))))<0x4721L),1))>g_484),l_737)||0x617C32A5L)),g_1593[0][1])),l_1687))||g_528))),14)))&l_1364[2])),6L),0UL))<g_167))),0x2729L))))==l_1687))
{}
else
{}
if((safe_add_func_int64_t_s_s((g_269<(((g_92[8][3]=(((l_2471=((-5L)>=((l_1364[5]=((((l_347|(g_1593[4][1]=(safe_mod_func_uint64_t_u_u((safe_sub_func_int32_t_s_s(g_165[0],(l_698=(g_2124=l_2170)))),0xCDBC1D2EBC23486ALL))))>=l_2471)<(safe_div_func_uint16_t_u_u((7L||((safe_div_func_int32_t_s_s((safe_mul_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_s((g_146[0]<=0L),l_2631)),g_269)),(-2L)))==l_2442[0])),l_737))),g_167))<=g_703)))<g_1237)||0xA1BFL))>g_2470)&&g_1593[4][1])),g_1306)))
{}
else
{}
if((~g_964[3][2]))
{}
else
{}
return l_1688;
}
int main(int argc,char*argv[])
{
int i,j;
int print_hash_value=0;
if(argc==2&&strcmp(argv[1],"1")==0)print_hash_value=1;
platform_main_begin();
crc32_gentab();
func_1();
transparent_crc(g_2,"g_2",print_hash_value);
transparent_crc(g_18,"g_18",print_hash_value);
transparent_crc(g_32,"g_32",print_hash_value);
for(i=0;i<5;i=i+1)
{}
transparent_crc(g_63,"g_63",print_hash_value);
for(i=0;i<9;i=i+1)
{}
for(i=0;i<9;i=i+1)
{
transparent_crc(g_146[i],"g_146[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
for(i=0;i<7;i=i+1)
{}
transparent_crc(g_167,"g_167",print_hash_value);
transparent_crc(g_210,"g_210",print_hash_value);
transparent_crc(g_264,"g_264",print_hash_value);
transparent_crc(g_266,"g_266",print_hash_value);
transparent_crc(g_269,"g_269",print_hash_value);
transparent_crc(g_290,"g_290",print_hash_value);
transparent_crc(g_422,"g_422",print_hash_value);
transparent_crc(g_460,"g_460",print_hash_value);
transparent_crc(g_484,"g_484",print_hash_value);
transparent_crc(g_528,"g_528",print_hash_value);
transparent_crc(g_581,"g_581",print_hash_value);
transparent_crc(g_703,"g_703",print_hash_value);
for(i=0;i<7;i=i+1)
{}
transparent_crc(g_901,"g_901",print_hash_value);
for(i=0;i<5;i=i+1)
{}
transparent_crc(g_1010,"g_1010",print_hash_value);
transparent_crc(g_1237,"g_1237",print_hash_value);
transparent_crc(g_1306,"g_1306",print_hash_value);
for(i=0;i<5;i=i+1)
{}
for(i=0;i<2;i=i+1)
{
transparent_crc(g_1884[i],"g_1884[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_1982,"g_1982",print_hash_value);
transparent_crc(g_2124,"g_2124",print_hash_value);
transparent_crc(g_2184,"g_2184",print_hash_value);
transparent_crc(g_2230,"g_2230",print_hash_value);
transparent_crc(g_2270,"g_2270",print_hash_value);
transparent_crc(g_2415,"g_2415",print_hash_value);
transparent_crc(g_2470,"g_2470",print_hash_value);
transparent_crc(g_2551,"g_2551",print_hash_value);
transparent_crc(g_2736,"g_2736",print_hash_value);
transparent_crc(g_2765,"g_2765",print_hash_value);
transparent_crc(g_2785,"g_2785",print_hash_value);
transparent_crc(g_2806,"g_2806",print_hash_value);
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
