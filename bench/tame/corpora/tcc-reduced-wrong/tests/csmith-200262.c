#define NO_LONGLONG
#include "csmith.h"
union U0{
const uint32_t f0;
uint32_t f1;
int32_t f2;
};
static int32_t g_4=0x57E8B72F;
static uint32_t g_11=0x68819570;
static int32_t g_22=0xBA09A164;
static int32_t g_23[2][5][10]={{{0x2D89188B,0x9B8A5142,(-1),(-1),1,0x2D89188B,(-1),0x600BF094,0x600BF094,(-1)},{0x2D89188B,(-1),0x600BF094,0x600BF094,(-1),0x2D89188B,1,(-1),(-1),0x9B8A5142},{0x2D89188B,1,(-1),(-1),0x9B8A5142,0x2D89188B,(-1),0x07758A8C,(-9),(-1)},{0x2D89188B,(-1),0x07758A8C,(-9),(-1),0x2D89188B,(-1),(-9),0x07758A8C,(-1)},{0x2D89188B,(-1),(-9),0x07758A8C,(-1),0x2D89188B,0x7F44FB66,(-1),(-1),(-1)}},{{0xABC19AC4,0x7F44FB66,(-1),(-1),(-1),0xABC19AC4,0x0F84B0F4,(-1),(-1),0x0F84B0F4},{0xABC19AC4,0x0F84B0F4,(-1),(-1),0x0F84B0F4,0xABC19AC4,(-1),(-1),(-1),0x7F44FB66},{0xABC19AC4,(-1),(-1),(-1),0x7F44FB66,0xABC19AC4,0x6A426232,0x9B8A5142,1,0x2D748AEE},{0xABC19AC4,0x6A426232,0x9B8A5142,1,0x2D748AEE,0xABC19AC4,0x2D748AEE,1,0x9B8A5142,0x6A426232},{0xABC19AC4,0x2D748AEE,1,0x9B8A5142,0x6A426232,0xABC19AC4,0x7F44FB66,(-1),(-1),(-1)}}};
static int32_t g_74=0xB93FB8B7;
static uint32_t g_118=0U;
static uint32_t g_146=4294967295U;
static uint8_t g_175=0xD9;
static int16_t g_176=1;
static int16_t g_180=0x7A65;
static uint16_t g_210[4]={4U,4U,4U,4U};
static uint32_t g_211[3]={4294967295U,4294967295U,4294967295U};
static uint32_t g_303[3][1][2]={{{0x6B5C4580,4294967295U}},{{0x6B5C4580,0x6B5C4580}},{{4294967295U,0x6B5C4580}}};
static int16_t g_321=0;
static uint32_t g_327=4294967295U;
static int16_t g_333=0xC371;
static uint16_t g_345=0U;
static int32_t g_422[1]={(-6)};
static int32_t g_515[2]={(-1),(-1)};
static int16_t g_522=0x5685;
static uint32_t g_554=4294967293U;
static int32_t g_555=0x521CBCAB;
static uint8_t g_558=1U;
static int16_t g_814=0x7939;
static int16_t g_903=0x2723;
static uint32_t g_1056=0xC889199A;
static uint32_t g_1057[5][3]={{0x3BEFC565,0x3BEFC565,0x3BEFC565},{1U,4294967295U,1U},{0x3BEFC565,0x3BEFC565,0x3BEFC565},{1U,4294967295U,1U},{0x3BEFC565,0x3BEFC565,0x3BEFC565}};
static int32_t g_1081[7]={0xA9D763BF,7,7,0xA9D763BF,7,7,0xA9D763BF};
static uint32_t g_1116=0x05175DC5;
static uint32_t g_1287=0x8C9B2D95;
static uint16_t g_1532=0xB055;
static uint16_t g_1681=65535U;
static uint16_t func_1(void);
static uint32_t func_15(int16_t p_16,const int32_t p_17);
static int32_t func_38(const int32_t p_39,union U0 p_40,const uint16_t p_41);
static int32_t func_42(int32_t p_43,uint32_t p_44);
static uint16_t func_1(void)
{
uint32_t l_14[6][9]={{0x0FC36FE5,3U,0x74A6E8F5,0x74A6E8F5,3U,0x0FC36FE5,0x74A6E8F5,0xCA1A1F05,0x0FC36FE5},{0U,1U,0U,0xEED1E12A,0U,0xEED1E12A,0U,1U,0U},{0x0FC36FE5,0xCA1A1F05,0x74A6E8F5,0x0FC36FE5,3U,0x74A6E8F5,0x74A6E8F5,3U,0x0FC36FE5},{4294967295U,1U,4294967295U,0xEED1E12A,0xC1B0FE2C,0xEED1E12A,4294967295U,1U,4294967295U},{0x0FC36FE5,3U,0x74A6E8F5,0x74A6E8F5,3U,0x0FC36FE5,0x74A6E8F5,0xCA1A1F05,0x0FC36FE5},{0U,1U,0U,0xEED1E12A,0U,0xEED1E12A,0U,1U,0U}};
int32_t l_263=(-8);
int32_t l_264=0xDB9AF29F;
uint32_t l_278=4294967291U;
uint8_t l_295[9][10]={{0xD2,0x85,0U,5U,0xA4,5U,0U,0x85,0xD2,0x79},{249U,0x0F,0x12,0U,0xA4,0x62,0x0F,1U,0x62,0U},{0U,0U,255U,0U,1U,0x6A,0x85,250U,0xD2,0xA4},{0xD2,1U,255U,5U,0U,0xD2,0U,1U,0x6A,0x79},{255U,1U,0x12,249U,248U,249U,0xD2,0xD2,249U,251U},{0x52,0x62,0x62,0x52,0U,0x89,0x6A,0U,0xB2,251U},{0x89,0x6A,0U,0xB2,251U,255U,0x62,0x6A,0xB2,0x4F},{250U,0xD2,0U,0x52,0x45,249U,5U,0x6A,249U,0xBB},{255U,0x62,0U,255U,0U,0xB2,5U,0U,255U,0x45}};
int32_t l_347=(-4);
uint16_t l_348[7]={0x8C8A,0x8C8A,0x8C8A,0x8C8A,0x8C8A,0x8C8A,0x8C8A};
int16_t l_351[2];
int32_t l_420=0x6A57F744;
uint16_t l_556=0x6BF3;
uint8_t l_615[3][6]={{249U,249U,0xA2,249U,249U,0xA2},{249U,249U,0xA2,249U,249U,0xA2},{249U,249U,0xA2,249U,249U,0xA2}};
int16_t l_653[1];
uint32_t l_740[4];
uint32_t l_783[5][3]={{0x57A8B261,0x57A8B261,0x4B41BA95},{0x376F28D7,0x376F28D7,0xB7370C62},{0x57A8B261,0x57A8B261,0x4B41BA95},{0x376F28D7,0x376F28D7,0xB7370C62},{0x57A8B261,0x57A8B261,0x4B41BA95}};
const int16_t l_891=(-2);
uint16_t l_893=65528U;
uint16_t l_946=0x2BDC;
uint32_t l_952=4294967295U;
int16_t l_968=1;
uint16_t l_997=3U;
uint8_t l_1050=0x68;
uint32_t l_1117=0U;
uint32_t l_1161=4294967295U;
uint32_t l_1180=0xBDF125B6;
uint32_t l_1233=0x1A2604E5;
int32_t l_1470=0x4CD17D86;
uint32_t l_1503=0x9DC7681A;
int32_t l_1537=0xB1137666;
int16_t l_1538=0x4058;
uint8_t l_1544=250U;
uint16_t l_1550[10][10][2]={{{0x794C,0xB015},{0U,0xF20A},{0xF20A,65526U},{0x794C,65531U},{65526U,65531U},{0x794C,65526U},{0xF20A,0xF20A},{0U,0xB015},{0x794C,0x5B34},{0xB015,65531U}},{{8U,0xB015},{0xF20A,0U},{0xF20A,0xB015},{8U,65531U},{0xB015,0x5B34},{0x794C,0xB015},{0U,0xF20A},{0xF20A,65526U},{0x794C,65531U},{65526U,65531U}},{{0x794C,65526U},{0xF20A,0xF20A},{0U,0xB015},{0x794C,0x5B34},{0xB015,65531U},{8U,0xB015},{0xF20A,0U},{0xF20A,0xB015},{8U,65531U},{0xB015,0x5B34}},{{0x794C,0xB015},{0U,0xF20A},{0xF20A,65526U},{0x794C,65531U},{65526U,65531U},{0x794C,65526U},{0xF20A,0xF20A},{0U,0xB015},{0x794C,0x5B34},{0xB015,65531U}},{{8U,0xB015},{0xF20A,0U},{0xF20A,0xB015},{8U,65531U},{0xB015,0x5B34},{0x794C,0xB015},{0U,0xF20A},{0xF20A,65526U},{0x794C,65531U},{65526U,65531U}},{{0x794C,65526U},{0xF20A,0xF20A},{0U,8U},{0xDD24,65527U},{8U,0U},{1U,8U},{65526U,0xE107},{65526U,8U},{1U,0U},{8U,65527U}},{{0xDD24,8U},{0xE107,65526U},{65526U,0x2666},{0xDD24,0U},{0x2666,0U},{0xDD24,0x2666},{65526U,65526U},{0xE107,8U},{0xDD24,65527U},{8U,0U}},{{1U,8U},{65526U,0xE107},{65526U,8U},{1U,0U},{8U,65527U},{0xDD24,8U},{0xE107,65526U},{65526U,0x2666},{0xDD24,0U},{0x2666,0U}},{{0xDD24,0x2666},{65526U,65526U},{0xE107,8U},{0xDD24,65527U},{8U,0U},{1U,8U},{65526U,0xE107},{65526U,8U},{1U,0U},{8U,65527U}},{{0xDD24,8U},{0xE107,65526U},{65526U,0x2666},{0xDD24,0U},{0x2666,0U},{0xDD24,0x2666},{65526U,65526U},{0xE107,8U},{0xDD24,65527U},{8U,0U}}};
uint8_t l_1589=0x11;
int16_t l_1813=(-1);
int32_t l_1835=0x9820AA57;
uint32_t l_1886=4U;
uint8_t l_1949=0xB0;
const uint16_t l_1974=0x1541;
uint16_t l_1999=0U;
const int32_t l_2140=0xD198E021;
int32_t l_2160=0x11B8FAEA;
int i,j,k;
for(i=0;i<1;i++)
l_653[i]=0x291B;
for(i=0;i<4;i++)
l_740[i]=0x16DECFF4;
if((safe_mul_func_int16_t_s_s(g_4,(safe_add_func_int32_t_s_s((safe_sub_func_uint32_t_u_u((safe_lshift_func_int16_t_s_u(0xA162,((g_11=0xD744D028)<=((l_263=(((((safe_lshift_func_int16_t_s_u(l_14[2][6],(g_4<func_15(l_14[2][6],(!g_4)))))<=(safe_sub_func_uint32_t_u_u(l_14[3][4],l_14[2][6])))<g_175)<=l_14[0][7])^g_211[0]))|l_14[2][6])))),l_264)),g_211[0])))))
{
int32_t l_275=0xD45198B6;
uint8_t l_281=1U;
uint8_t l_282=248U;
uint32_t l_419=4294967295U;
const int32_t l_443=(-8);
int32_t l_475=(-8);
int16_t l_557[8];
int16_t l_611=0x106C;
int32_t l_661[10]={0x801B10F0,0xD6B38145,0xD6B38145,0x801B10F0,(-9),0x801B10F0,0xD6B38145,0xD6B38145,0x801B10F0,(-9)};
uint32_t l_710=0x3060F401;
uint16_t l_723=65530U;
const uint32_t l_813=0xC5FF8E88;
int32_t l_882[4][2];
int32_t l_883=3;
uint8_t l_951=0xB1;
int32_t l_986=(-9);
int16_t l_1014=(-1);
int32_t l_1016=0xEA779115;
uint8_t l_1054=255U;
uint8_t l_1115=0x17;
uint8_t l_1337[7]={0x6B,0x6B,5U,0x6B,0x6B,5U,0x6B};
int32_t l_1386=0;
uint32_t l_1457=0x3704125C;
uint8_t l_1502=255U;
uint16_t l_1588=0x5F24;
uint8_t l_1715=1U;
uint8_t l_1736=0U;
int i,j;
for(i=0;i<8;i++)
l_557[i]=0xB6E7;
lbl_1684:
for(g_118=4;(g_118!=10);g_118=safe_add_func_uint32_t_u_u(g_118,2))
{
return g_22;
}
lbl_1061:
if(l_14[0][0])
{
uint32_t l_287=0x27C55D31;
int32_t l_292[3][5]={{0x01C74AD1,0x8E94AB75,0x8E94AB75,0x01C74AD1,0x8E94AB75},{0x01C74AD1,0x01C74AD1,0,0x01C74AD1,0x01C74AD1},{0x8E94AB75,0x01C74AD1,0x8E94AB75,0x8E94AB75,0x01C74AD1}};
uint8_t l_373=0x22;
int32_t l_476=0x3889C085;
uint16_t l_591[5][5]={{0U,0U,0U,0x94C6,0U},{2U,2U,65527U,0U,65527U},{0U,0U,0U,0x94C6,0U},{2U,2U,65527U,0U,65527U},{0U,0U,0U,0x94C6,0U}};
int32_t l_652[10][9][2]={{{(-3),(-1)},{(-1),0xC31543DE},{1,0xE661701D},{1,7},{0xFD8D2CE3,(-1)},{(-10),0xBB8BA360},{0,5},{0x5CDB9209,(-4)},{0,(-4)}},{{0x5CDB9209,5},{0,0xBB8BA360},{(-10),(-1)},{0xFD8D2CE3,7},{1,0xE661701D},{1,0xC31543DE},{(-1),(-1)},{(-3),(-7)},{0x90F24155,(-1)}},{{0x90F24155,(-7)},{(-3),3},{0,(-1)},{1,(-4)},{(-1),6},{0x90F24155,7},{1,(-1)},{(-5),1},{(-10),(-5)}},{{(-4),(-5)},{(-10),1},{(-5),(-1)},{1,7},{0x90F24155,6},{(-1),(-4)},{1,(-1)},{0,3},{0xB2E5227E,0xC31543DE}},{{(-1),0x5BA5771F},{(-1),0xC31543DE},{0xB2E5227E,3},{0,(-1)},{1,(-4)},{(-1),6},{0x90F24155,7},{1,(-1)},{(-5),1}},{{(-10),(-5)},{(-4),(-5)},{(-10),1},{(-5),(-1)},{1,7},{0x90F24155,6},{(-1),(-4)},{1,(-1)},{0,3}},{{0xB2E5227E,0xC31543DE},{(-1),0x5BA5771F},{(-1),0xC31543DE},{0xB2E5227E,3},{0,(-1)},{1,(-4)},{(-1),6},{0x90F24155,7},{1,(-1)}},{{(-5),1},{(-10),(-5)},{(-4),(-5)},{(-10),1},{(-5),(-1)},{1,7},{0x90F24155,6},{(-1),(-4)},{1,(-1)}},{{0,3},{0xB2E5227E,0xC31543DE},{(-1),0x5BA5771F},{(-1),0xC31543DE},{0xB2E5227E,3},{0,(-1)},{1,(-4)},{(-1),6},{0x90F24155,7}},{{1,(-1)},{(-5),1},{(-10),(-5)},{(-4),(-5)},{(-10),1},{(-5),(-1)},{1,7},{0x90F24155,6},{(-1),(-4)}}};
uint32_t l_742=4294967295U;
uint8_t l_784[2];
int32_t l_860=0x6ACA5AAE;
int32_t l_892=0x2F77B010;
uint32_t l_904=0xE6638E3F;
int i,j,k;
if(l_282)
{
uint8_t l_302=0xFE;
int32_t l_304=1;
int32_t l_320=0x24FD064C;
uint8_t l_460[10][9]={{250U,3U,0x56,1U,255U,250U,250U,255U,1U},{3U,0x60,3U,0x56,255U,3U,0x29,251U,0x56},{3U,255U,0x56,3U,0x60,3U,0x56,255U,3U},{250U,255U,1U,0x56,3U,250U,0x56,250U,0x56},{0x56,0x60,1U,1U,0x60,0x56,0x29,250U,1U},{250U,3U,0x56,1U,255U,249U,249U,3U,1U},{1U,250U,1U,1U,3U,1U,0x0C,1U,1U},{1U,3U,1U,1U,250U,1U,1U,3U,1U},{249U,3U,1U,1U,0x56,249U,1U,0x29,1U},{1U,250U,1U,1U,250U,1U,0x0C,0x29,1U}};
int i,j;
if((((safe_add_func_uint16_t_u_u(((4294967288U!=l_282)<((safe_mul_func_int16_t_s_s((l_320=((g_321=((safe_add_func_uint32_t_u_u((safe_mod_func_int16_t_s_s(((safe_sub_func_int32_t_s_s((0xBFCDF91F>l_275),1))<=((l_264!=(~((g_118!=((safe_add_func_uint16_t_u_u(0x5020,0x553A))==0x3348))>=g_303[2][0][0])))|l_304)),l_320)),g_210[3]))>=l_287))<=g_180)),g_74))>=g_23[1][3][4])),l_302))>0xB1E02E3F)&l_14[2][6]))
{
int32_t l_332=0x5B05D60C;
int32_t l_340=0xE0D7E1F1;
int32_t l_346[2][2]={{1,1},{1,1}};
int32_t l_417=0xAC7301CD;
int i,j;
for(l_320=3;(l_320>=0);l_320-=1)
{
int32_t l_374=1;
int i;
g_23[1][2][7]=((~g_210[l_320])>(g_345=(((safe_add_func_int32_t_s_s((safe_mul_func_int16_t_s_s(0xE5AA,(g_327=g_210[l_320]))),(safe_add_func_uint16_t_u_u((safe_sub_func_uint16_t_u_u(((g_333=l_332)^(safe_sub_func_uint32_t_u_u(l_302,(safe_add_func_int16_t_s_s(((safe_mul_func_int16_t_s_s((g_23[1][2][7]|(g_321=l_340)),g_22))||(safe_mod_func_int16_t_s_s((l_346[1][0]=(safe_sub_func_int16_t_s_s((l_275=(l_302>=(-7))),g_345))),l_347))),g_210[1]))))),l_332)),g_11))))|4)==l_348[4])));
l_292[1][2]=(safe_mul_func_int16_t_s_s(l_351[1],(g_345=(0x24AD25D5<=0x1144C929))));
g_23[0][2][8]=(safe_add_func_uint32_t_u_u(((g_74<=(((safe_mod_func_uint16_t_u_u((safe_div_func_uint16_t_u_u((((((safe_add_func_uint16_t_u_u((((safe_rshift_func_uint16_t_u_s((g_210[0]=(safe_sub_func_int32_t_s_s(((safe_div_func_int16_t_s_s(((safe_unary_minus_func_int16_t_s((l_346[1][1]=g_210[1])))>(l_287&&(l_292[1][0]<(safe_rshift_func_uint16_t_u_s(g_210[l_320],12))))),l_304))>=0x79F37908),((safe_sub_func_uint16_t_u_u((g_345=((((g_303[0][0][1]>=g_11)==l_302)&l_292[2][3])==l_287)),0xCBA8))==l_373)))),5))&&g_146)||0x6F0B),0xBD0B))|8U)&g_23[1][2][7])||g_23[1][0][3])<g_118),(-5))),g_23[1][2][7]))^g_4)==l_374))>l_347),0x617E7064));
}
for(g_11=(-16);(g_11<51);g_11++)
{
uint8_t l_408[5]={1U,1U,1U,1U,1U};
int i;
l_263=(65535U==g_327);
l_408[0]=(safe_rshift_func_uint16_t_u_s((safe_div_func_uint32_t_u_u((g_327=(safe_sub_func_int32_t_s_s((((safe_mul_func_int16_t_s_s(0xB13B,(safe_mod_func_uint16_t_u_u((safe_div_func_int32_t_s_s((g_303[0][0][0]^(g_327<=(safe_rshift_func_uint16_t_u_u((g_345=(g_210[0]=(0||0x38FB))),4)))),(safe_add_func_int16_t_s_s((safe_sub_func_int16_t_s_s((safe_mod_func_int32_t_s_s((g_23[1][2][7]=(safe_mod_func_uint16_t_u_u(((safe_mod_func_int32_t_s_s(0x703B1655,(safe_lshift_func_uint16_t_u_u((safe_unary_minus_func_uint32_t_u((safe_div_func_int32_t_s_s((-1),(safe_sub_func_uint16_t_u_u(65535U,0xF0E4)))))),12))))||0x934C),0xA6FD))),(-9))),0x02D7)),g_11)))),g_303[0][0][0]))))<g_211[0])<g_180),g_303[1][0][0]))),g_11)),g_175));
return g_210[1];
}
l_292[1][0]=(safe_lshift_func_uint16_t_u_s(((g_345=0xB868)>(7!=g_118)),((safe_rshift_func_uint16_t_u_u(((safe_mul_func_int16_t_s_s((safe_div_func_uint32_t_u_u(g_211[1],(l_417|(g_211[2]||((~(l_419=l_292[1][0]))&&((0x64FD>(0U|(-1)))^0x3C04D749)))))),g_23[1][2][7]))<=g_321),l_420))>=g_74)));
}
else
{
int32_t l_441[1];
int i;
g_22=(+(l_275<=l_287));
if(g_422[0])
{
uint16_t l_442[6];
int i;
for(i=0;i<6;i++)
l_442[i]=1U;
g_23[1][3][7]=((((4294967287U>=((safe_mod_func_uint32_t_u_u((safe_rshift_func_int16_t_s_u((safe_mod_func_int16_t_s_s((safe_lshift_func_int16_t_s_s((0xB860<=(-1)),8)),1)),0)),l_320))||((safe_mul_func_int16_t_s_s((((safe_add_func_int16_t_s_s((((safe_mul_func_int16_t_s_s((g_333=g_422[0]),g_422[0]))!=((safe_sub_func_int16_t_s_s((safe_sub_func_uint16_t_u_u(g_146,(0xCA21>=0x4648))),1))<l_302))<=0xE712),l_441[0]))!=g_176)==g_345),1))||l_442[2])))==g_22)>=0x5EFD)==g_210[1]);
g_22=l_295[8][7];
}
else
{
uint16_t l_461[4];
int i;
lbl_462:
g_22=l_419;
return g_210[2];
}
}
g_22=((l_476=(g_422[0]^((safe_mod_func_int16_t_s_s((safe_add_func_uint16_t_u_u(((g_23[1][2][7]&&((l_304=l_304)^(safe_div_func_int16_t_s_s((g_333=(0xD08A<=(safe_add_func_int32_t_s_s((l_292[1][0]=(safe_lshift_func_uint16_t_u_u((l_460[2][5]>=(g_327|((g_23[1][2][7]!=g_23[1][2][8])&&(safe_mod_func_int32_t_s_s(g_180,g_176))))),7))),l_281)))),l_419))))&g_422[0]),l_475)),l_287))||g_210[2])))&&g_210[3]);
}
else
{
uint8_t l_505=0x0E;
uint32_t l_506=0x132EE4A3;
const uint16_t l_616=0x9D70;
int32_t l_720=0x880AFE2C;
const uint8_t l_770=255U;
int16_t l_771=1;
uint32_t l_811=4294967295U;
int32_t l_817=0;
if((safe_lshift_func_uint16_t_u_s(1U,11)))
{
uint32_t l_479=0x0E63A4D4;
if((safe_lshift_func_uint16_t_u_s((safe_rshift_func_int16_t_s_u((safe_add_func_uint32_t_u_u(((safe_div_func_uint32_t_u_u(((safe_mul_func_int16_t_s_s(((g_211[1]==(safe_mod_func_int16_t_s_s((g_303[1][0][0]<(((g_22^g_4)>=g_146)|(safe_rshift_func_uint16_t_u_u((safe_mod_func_uint16_t_u_u(((~g_176)||(safe_add_func_int32_t_s_s((safe_rshift_func_uint16_t_u_u(g_422[0],(safe_rshift_func_uint16_t_u_s((g_345=g_23[0][1][2]),14)))),(safe_sub_func_uint32_t_u_u((l_292[0][1]=0xFB094975),1))))),l_505)),g_22)))),0x0371)))|g_210[1]),g_118))&&g_175),4294967295U))==g_118),0xD8D63799)),1)),14)))
{
int32_t l_523[2][2]={{0x3C039C90,0x3C039C90},{0x3C039C90,0x3C039C90}};
int i,j;
}
else
{
int32_t l_603=0;
int32_t l_604[8]={0x4DF05892,0x4DF05892,0x6AD12F69,0x4DF05892,0x4DF05892,0x6AD12F69,0x4DF05892,0x4DF05892};
int i;
}
if((0x24FE6C59&&(safe_rshift_func_uint16_t_u_u((g_210[1]=(safe_div_func_uint16_t_u_u((safe_mod_func_uint32_t_u_u((g_554=((((l_611=g_146)&&((+((safe_div_func_int32_t_s_s((g_515[0]||l_479),l_505))>=(((g_176=((((g_146!=(((0xEAE0<=l_615[2][3])^(l_616==l_347))||8))&&g_175)^(-1))<=0xBD9FDEA1))&&0xE61E)|g_522)))&g_422[0]))|g_118)>l_419)),g_327)),g_422[0]))),l_419))))
{
lbl_699:
g_515[0]=(safe_add_func_uint16_t_u_u((l_506|(safe_rshift_func_uint16_t_u_s((l_292[2][1]=((l_275=(safe_sub_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_u((safe_sub_func_int16_t_s_s((safe_rshift_func_int16_t_s_s((safe_rshift_func_uint16_t_u_s(l_275,(safe_unary_minus_func_uint16_t_u((g_422[0]>(((safe_mul_func_int16_t_s_s((safe_sub_func_int32_t_s_s((safe_rshift_func_int16_t_s_u(l_443,14)),(safe_mul_func_int16_t_s_s(g_146,(l_476=g_23[1][4][5]))))),(safe_mod_func_int32_t_s_s((((safe_rshift_func_int16_t_s_s(((g_333=g_211[0])|(safe_mod_func_int16_t_s_s((((((safe_mul_func_int16_t_s_s((g_515[1]||g_74),l_505))&l_351[1])||65535U)|l_287)==l_292[1][0]),l_282))),g_4))|g_210[1])!=g_23[1][2][7]),0xCD151A34))))<g_303[1][0][1])^4)))))),l_479)),0)),l_348[4])),g_210[1])))||l_479)),8))),0xFDD0));
}
else
{
int32_t l_656=0x4089EBD8;
return g_118;
}
}
else
{
}
}
}
else
{
uint32_t l_919[2];
int32_t l_929=1;
int i;
}
if((((l_295[8][7]^(safe_mod_func_uint16_t_u_u((g_422[0]||(-6)),(safe_lshift_func_uint16_t_u_u((safe_div_func_uint32_t_u_u(((safe_rshift_func_uint16_t_u_u((((safe_div_func_uint32_t_u_u(0xB075DBCE,(~((safe_mod_func_int32_t_s_s(g_554,(safe_lshift_func_int16_t_s_u(0xC9EA,l_891))))!=65535U))))||((65535U^l_264)&&l_968))&&l_557[5]),l_281))&g_345),g_327)),11)))))||g_74)&&l_653[0]))
{
int16_t l_1015=0x1C57;
int32_t l_1052=0xA07539E4;
uint8_t l_1053[1];
int16_t l_1055[10]={0x5F59,0x3C83,0,0x3C83,0x5F59,0x5F59,0x3C83,0,0x3C83,0x5F59};
int32_t l_1084[9][2]={{0xF054B09E,0xF054B09E},{0xF054B09E,0xF054B09E},{0xF054B09E,0xF054B09E},{0xF054B09E,0xF054B09E},{0xF054B09E,0xF054B09E},{0xF054B09E,0xF054B09E},{0xF054B09E,0xF054B09E},{0xF054B09E,0xF054B09E},{0xF054B09E,0xF054B09E}};
uint8_t l_1169=0xEB;
int i,j;
for(g_345=0;(g_345<=2);g_345+=1)
{
const int16_t l_980[9]={(-1),0x2E8E,0x2E8E,(-1),0x2E8E,0x2E8E,(-1),0x2E8E,0x2E8E};
int32_t l_992=(-3);
int32_t l_1082=1;
int32_t l_1083=0xB8793131;
int32_t l_1118[1][4][7]={{{1,0x798CDEEA,(-6),(-6),0x798CDEEA,1,0xE83F1B99},{1,0x798CDEEA,(-6),(-6),0x798CDEEA,1,0xE83F1B99},{1,0x798CDEEA,(-6),(-6),0x798CDEEA,1,0xE83F1B99},{1,0x798CDEEA,(-6),(-6),0x798CDEEA,1,0xE83F1B99}}};
int i,j,k;
for(l_282=0;(l_282<=0);l_282+=1)
{
int16_t l_977[7][9][4]={{{0,(-2),0xB60E,0xB60E},{0x96AE,0x96AE,(-1),(-2)},{(-2),0,0,3},{0x8EBB,0,0xB60E,0},{3,0,0x5424,3},{0,0,0x8EBB,(-2)},{(-1),0x96AE,(-1),0xB60E},{3,(-2),7,0xEC51},{0x96AE,0x8EBB,0,(-2)}},{{0x9139,3,0,0},{0x96AE,0,7,0xD20D},{3,(-1),(-1),3},{(-1),3,0x8EBB,0x9139},{0,0x96AE,0x5424,0xEC51},{3,0x9139,0xB60E,0xEC51},{0x8EBB,0x96AE,0,0x9139},{(-2),3,(-1),3},{0x96AE,(-1),0xB60E,0xD20D}},{{0,0,(-1),0},{0,3,3,(-2)},{0,0x8EBB,(-1),0xEC51},{0,(-2),0xB60E,0xB60E},{0x96AE,0x96AE,(-1),(-2)},{(-2),0,0,3},{0x8EBB,0,0xB60E,0},{3,0,0x5424,3},{0,0,0x8EBB,(-2)}},{{(-1),0x96AE,(-1),0xB60E},{3,(-2),7,0xEC51},{0x96AE,0x8EBB,0,(-2)},{0x9139,3,0,0},{0x96AE,0,7,0xD20D},{3,(-1),(-1),3},{(-1),3,0x8EBB,0x9139},{0,0x96AE,0x5424,0xEC51},{3,0x9139,0xB60E,0xEC51}},{{0x8EBB,0x96AE,0,0x9139},{(-2),(-1),0x96AE,(-1)},{(-8),0xFEAB,(-1),0x8EBB},{0x5424,0x9139,0xFEAB,0x5424},{0x9139,(-1),1,0xB60E},{0x9139,0xA0BD,0xFEAB,0},{0x5424,0xB60E,(-1),(-1)},{(-8),(-8),0x96AE,0xB60E},{0xB60E,0x5424,3,(-1)}},{{0xA0BD,0x9139,(-1),3},{(-1),0x9139,(-2),(-1)},{0x9139,0x5424,0xA0BD,0xB60E},{0xFEAB,(-8),0xFEAB,(-1)},{(-1),0xB60E,0xD20D,0},{(-8),0xA0BD,3,0xB60E},{7,(-1),3,0x5424},{(-8),0x9139,0xD20D,0x8EBB},{(-1),0xFEAB,0xFEAB,(-1)}},{{0xFEAB,(-1),0xA0BD,7},{0x9139,(-8),(-2),0},{(-1),7,(-1),0},{0xA0BD,(-8),3,7},{0xB60E,(-1),0x96AE,(-1)},{(-8),0xFEAB,(-1),0x8EBB},{0x5424,0x9139,0xFEAB,0x5424},{0x9139,(-1),1,0xB60E},{0x9139,0xA0BD,0xFEAB,0}}};
uint8_t l_985=0U;
uint16_t l_987[7]={0xA8BE,0xA8BE,0xA8BE,0xA8BE,0xA8BE,0xA8BE,0xA8BE};
int32_t l_989=0xB4D9CAE7;
int i,j,k;
for(l_419=0;(l_419<=0);l_419+=1)
{
uint32_t l_988=0xF40EAAE7;
int i;
g_515[1]=((-1)|(-1));
return l_264;
}
}
}
for(l_1050=0;(l_1050>=58);l_1050++)
{
uint8_t l_1170[8]={0xAB,0xAB,0xAB,0xAB,0xAB,0xAB,0xAB,0xAB};
int32_t l_1171=0x7AC3D216;
uint32_t l_1186=3U;
uint16_t l_1191=0xF1B2;
int i;
for(l_1014=0;(l_1014<=1);l_1014+=1)
{
int32_t l_1176=(-1);
for(l_1161=0;(l_1161<=1);l_1161+=1)
{
return g_146;
}
}
}
}
else
{
uint32_t l_1209[10]={8U,0x7933D332,8U,4294967295U,4294967295U,8U,0x7933D332,8U,4294967295U,4294967295U};
int32_t l_1232=(-1);
uint8_t l_1242=255U;
int32_t l_1338=(-8);
int32_t l_1508=0x0583DA51;
int i;
if((safe_add_func_uint32_t_u_u((((g_23[1][0][8]<=(safe_mod_func_int16_t_s_s((g_522=(g_903=0x98F9)),l_1050)))!=((l_275=(safe_add_func_uint32_t_u_u((safe_mul_func_int16_t_s_s(((l_1209[3]=0x920B)^(safe_mul_func_int16_t_s_s(((safe_lshift_func_uint16_t_u_u((l_986=((g_814<((l_611<=((safe_rshift_func_uint16_t_u_u((((l_263=(l_347=(~(~(0&(safe_mod_func_int16_t_s_s((g_422[0]!=((safe_div_func_uint32_t_u_u((safe_div_func_int32_t_s_s(((safe_sub_func_int16_t_s_s((((safe_mod_func_uint32_t_u_u(((safe_rshift_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_s(((l_278<l_1232)<=0),9)),l_282))==g_175),g_1116))&l_282)<=l_1232),0x6279))<65534U),l_883)),g_1057[0][2]))^g_422[0])),l_14[2][6])))))))<=g_515[1])&l_1233),l_1232))^l_1232))!=g_11))|g_210[2])),15))<=l_1232),l_475))),9)),l_710)))==0U))<=l_1232),4294967291U)))
{
uint32_t l_1258[9]={0U,0U,0U,0U,0U,0U,0U,0U,0U};
int32_t l_1293=6;
uint8_t l_1305=255U;
int32_t l_1313=(-1);
int32_t l_1366=0x04E0041C;
int16_t l_1400=1;
int i;
lbl_1339:
for(l_723=27;(l_723>26);l_723=safe_sub_func_uint32_t_u_u(l_723,4))
{
const uint32_t l_1257[3][4]={{4U,4U,4U,4U},{4U,4U,4U,4U},{4U,4U,4U,4U}};
int32_t l_1259=(-10);
int i,j;
if(l_1232)
{
return g_210[1];
}
else
{
return g_555;
}
}
if((safe_lshift_func_uint16_t_u_u((safe_mul_func_int16_t_s_s(g_303[0][0][0],0)),((safe_mul_func_int16_t_s_s((+l_1232),0))&&((!((safe_lshift_func_uint16_t_u_u(1U,0))|0xB51F87F6))||((l_1232=(l_347^65534U))<=l_1016))))))
{
int32_t l_1292=0x09816B05;
int32_t l_1294=1;
int16_t l_1295[6][1][2]={{{1,1}},{{0x2C79,1}},{{1,0x2C79}},{{1,1}},{{0x2C79,1}},{{1,0x2C79}}};
int i,j,k;
}
else
{
uint32_t l_1312=0x45581FFA;
uint8_t l_1336[5];
int32_t l_1353=1;
uint16_t l_1399[3][6][2]={{{0xF388,0x5AA9},{6U,0x5AA9},{0xF388,1U},{6U,1U},{0xF388,0x5AA9},{6U,0x5AA9}},{{0xF388,1U},{6U,1U},{0xF388,0x5AA9},{6U,0x5AA9},{0xF388,1U},{6U,1U}},{{0xF388,0x5AA9},{6U,0x5AA9},{0xF388,1U},{6U,1U},{0xF388,0x5AA9},{6U,0x5AA9}}};
int i,j,k;
return l_1336[2];
}
}
else
{
const uint16_t l_1484=0xA679;
int32_t l_1507=0x3397EE71;
uint32_t l_1624=2U;
uint16_t l_1625=6U;
for(l_1014=0;(l_1014>(-9));--l_1014)
{
int32_t l_1501=(-8);
int32_t l_1504=9;
for(l_1232=3;(l_1232>=0);l_1232-=1)
{
int i;
return l_557[1];
}
}
if(l_1508)
{
int32_t l_1527=(-1);
for(l_893=26;(l_893==17);--l_893)
{
uint32_t l_1526=0xD1E85574;
return g_555;
}
}
else
{
uint32_t l_1609=0x8575B7DD;
if(g_1081[3])
{
return l_1484;
}
else
{
}
}
}
}
}
else
{
uint32_t l_1792=4294967288U;
for(g_74=2;(g_74>=0);g_74-=1)
{
int32_t l_1785=7;
int32_t l_1810[10][6][4]={{{(-1),0xCD3971F9,1,(-3)},{0,0xA92AD7A1,0xBD5D6F26,0x497A790C},{(-1),0x9EA0C9CD,(-1),0x25F4EEC2},{(-1),(-3),(-1),0xB3294BD5},{0x32B67B38,(-1),4,0x56422473},{0x9EA0C9CD,0xCD2A88A1,0x56422473,(-1)}},{{0xBD5D6F26,1,0x56422473,0},{0x9EA0C9CD,0xBD5D6F26,4,(-1)},{0x32B67B38,(-1),(-1),(-1)},{(-1),(-1),(-1),0x32B67B38},{(-1),4,0xBD5D6F26,0x9EA0C9CD},{0,0x56422473,1,0xBD5D6F26}},{{(-1),0x56422473,0xCD2A88A1,0x9EA0C9CD},{0x56422473,4,(-1),0x32B67B38},{0xBD5D6F26,1,7,1},{0x01ACBC61,0xCD3971F9,(-3),0xA92AD7A1},{(-1),4,0x56422473,0x9E9545CF},{7,(-1),0,0xB3294BD5}},{{7,0x32B67B38,0x56422473,0x497A790C},{(-1),0xB3294BD5,(-3),0xBD5D6F26},{0x01ACBC61,7,7,0x01ACBC61},{0xBD5D6F26,(-3),0xB3294BD5,(-1)},{0x497A790C,0x56422473,0x32B67B38,7},{0xB3294BD5,0,(-1),7}},{{0x9E9545CF,0x56422473,4,(-1)},{0xA92AD7A1,(-3),0xCD3971F9,0x01ACBC61},{1,7,1,0xBD5D6F26},{(-1),0xB3294BD5,1,0x497A790C},{(-3),0x32B67B38,0x497A790C,0xB3294BD5},{4,(-1),0x497A790C,0x9E9545CF}},{{(-3),4,1,0xA92AD7A1},{(-1),0xCD3971F9,1,1},{1,1,0xCD3971F9,(-1)},{0xA92AD7A1,1,4,(-3)},{0x9E9545CF,0x497A790C,(-1),4},{0xB3294BD5,0x497A790C,0x32B67B38,(-3)}},{{0x497A790C,1,0xB3294BD5,(-1)},{0xBD5D6F26,1,7,1},{0x01ACBC61,0xCD3971F9,(-3),0xA92AD7A1},{(-1),4,0x56422473,0x9E9545CF},{7,(-1),0,0xB3294BD5},{7,0x32B67B38,0x56422473,0x497A790C}},{{(-1),0xB3294BD5,(-3),0xBD5D6F26},{0x01ACBC61,7,7,0x01ACBC61},{0xBD5D6F26,(-3),0xB3294BD5,(-1)},{0x497A790C,0x56422473,0x32B67B38,7},{0xB3294BD5,0,(-1),7},{0x9E9545CF,0x56422473,4,(-1)}},{{0xA92AD7A1,(-3),0xCD3971F9,0x01ACBC61},{1,7,1,0xBD5D6F26},{(-1),0xB3294BD5,1,0x497A790C},{(-3),0x32B67B38,0x497A790C,0xB3294BD5},{4,(-1),0x497A790C,0x9E9545CF},{(-3),4,1,0xA92AD7A1}},{{(-1),0xCD3971F9,1,1},{1,1,0xCD3971F9,(-1)},{0xA92AD7A1,1,4,(-3)},{0x9E9545CF,0x497A790C,(-1),4},{0xB3294BD5,0x497A790C,0x32B67B38,(-3)},{0x497A790C,1,0xB3294BD5,(-1)}}};
int i,j,k;
for(g_176=0;(g_176<=2);g_176+=1)
{
uint8_t l_1808=254U;
return g_211[0];
}
}
}
lbl_1868:
for(g_1681=0;(g_1681<=3);g_1681++)
{
return l_1813;
}
if((!(safe_mod_func_uint16_t_u_u(((safe_sub_func_uint32_t_u_u((safe_add_func_uint16_t_u_u((((safe_div_func_int16_t_s_s(0xE84F,(((g_1056<=(4294967291U<g_515[1]))<(safe_unary_minus_func_int16_t_s((g_333=(safe_div_func_uint32_t_u_u(l_1117,(safe_mod_func_int16_t_s_s(((g_74>(!((-6)||((l_263=(safe_div_func_int16_t_s_s(((((l_347=((g_1532=(safe_mul_func_uint16_t_u_u(((-1)<=(0x828326CD>=g_1081[3])),g_515[1])))==5))>l_946)!=g_1081[2])==0x53243B48),0x699A)))<0x0FE80407))))^g_303[1][0][1]),0x687A))))))))||9)))>=l_740[1])&0U),0xB293)),l_1835))>4294967293U),l_420))))
{
uint32_t l_1866=0U;
int32_t l_1938=0xE43F37D6;
uint16_t l_1973=65526U;
int16_t l_2024=0;
int32_t l_2035=(-2);
uint16_t l_2105=0x40F0;
uint32_t l_2129[5];
int16_t l_2130=0xC3FF;
int i;
if(g_1532)
{
uint32_t l_1861=0U;
int32_t l_1867=0xCBF54D7B;
return l_1866;
}
else
{
int32_t l_1869=0xD5FFBC5D;
uint32_t l_1902=0x534E68C3;
for(g_175=0;(g_175<=1);g_175+=1)
{
int32_t l_1917=0;
uint32_t l_1948=0U;
int i;
for(l_1537=1;(l_1537>=0);l_1537-=1)
{
uint32_t l_1901=0x85F7D8AE;
int32_t l_1937=0;
int32_t l_1947[4][3][10]={{{(-7),0x2A80A364,1,0x2A80A364,(-7),0xCB63CEB1,1,0xCB63CEB1,1,0x3EE3A35B},{0xBF3A6E25,0xBF3A6E25,0x3EE3A35B,0xCB63CEB1,0x2A80A364,0xCB63CEB1,0x3EE3A35B,0xBF3A6E25,0xBF3A6E25,0x3EE3A35B},{1,0xCB63CEB1,1,1,0xCB63CEB1,1,0x3EE3A35B,1,0xCB63CEB1,1}},{{(-7),0xBF3A6E25,(-7),1,0x3EE3A35B,0x3EE3A35B,1,(-7),0xBF3A6E25,(-7)},{(-7),1,0xBF3A6E25,0xCB63CEB1,0xBF3A6E25,1,(-7),(-7),1,0xBF3A6E25},{1,(-7),(-7),1,0xBF3A6E25,0xCB63CEB1,0xBF3A6E25,1,(-7),(-7)}},{{0xBF3A6E25,(-7),1,0x3EE3A35B,0x3EE3A35B,1,(-7),0xBF3A6E25,(-7),1},{0xCB63CEB1,1,0x3EE3A35B,1,0xCB63CEB1,1,1,0xCB63CEB1,1,0x3EE3A35B},{0xBF3A6E25,0xBF3A6E25,0x3EE3A35B,0xCB63CEB1,0x2A80A364,0xCB63CEB1,0x3EE3A35B,0xBF3A6E25,0xBF3A6E25,0x3EE3A35B}},{{1,0xCB63CEB1,1,1,0xCB63CEB1,1,0x3EE3A35B,1,0xCB63CEB1,1},{(-7),0xBF3A6E25,(-7),1,0x3EE3A35B,0x3EE3A35B,1,(-7),0xBF3A6E25,(-7)},{(-7),1,0xBF3A6E25,0xCB63CEB1,0xBF3A6E25,1,(-7),(-7),1,0xBF3A6E25}}};
int32_t l_1950=9;
int i,j,k;
for(l_1503=0;(l_1503<=1);l_1503+=1)
{
uint32_t l_1887=0xDF8AE44C;
return l_1887;
}
}
}
}
if((g_22=(l_347=(g_422[0]==(safe_sub_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_s(g_1081[2],3)),((g_515[1]=5)>=l_1938)))))))
{
int32_t l_1970=0xBDB7E531;
uint32_t l_1975=0x34614AD6;
uint32_t l_1979=0U;
uint16_t l_1990=65530U;
int16_t l_2008=0x9435;
const uint32_t l_2073=1U;
lbl_1991:
for(g_345=0;(g_345==38);g_345=safe_add_func_uint32_t_u_u(g_345,1))
{
const int32_t l_1971=(-5);
int32_t l_1972[3];
int32_t l_1976=0x991A3F66;
int i;
}
for(l_347=0;(l_347>=(-28));l_347=safe_sub_func_uint32_t_u_u(l_347,6))
{
uint32_t l_2009[3];
uint32_t l_2036=0x96780B92;
const uint32_t l_2066=4294967295U;
int32_t l_2092=0x19CE29BF;
int32_t l_2095=0;
int i;
if((l_1970=(safe_unary_minus_func_uint32_t_u((g_327=(safe_lshift_func_uint16_t_u_u(((safe_mul_func_int16_t_s_s((+g_1057[2][1]),l_2008))<l_2009[1]),(safe_mod_func_int16_t_s_s((l_1938==(safe_mod_func_int16_t_s_s(g_23[0][3][2],(g_176=(safe_lshift_func_uint16_t_u_u((l_2036=(((g_345=((safe_mul_func_int16_t_s_s(((safe_mod_func_int16_t_s_s((safe_mul_func_uint16_t_u_u((safe_add_func_uint32_t_u_u(((l_2024=g_1056)&(safe_rshift_func_int16_t_s_s((g_814=((l_2035=(g_554=(((safe_sub_func_int16_t_s_s((safe_div_func_int16_t_s_s(g_554,((g_522=((-10)&(safe_mul_func_uint16_t_u_u((safe_mul_func_int16_t_s_s((g_180=(-10)),g_515[0])),l_2009[1]))))&g_1116))),g_118))&l_1990)!=0x67FC)))==7)),g_1056))),l_783[1][1])),0x69D5)),g_515[0]))&(-2)),0x384B))||l_348[6]))&&l_946)||6)),6)))))),(-1))))))))))
{
uint8_t l_2037=0U;
if(l_2037)
{
return g_11;
}
else
{
return g_321;
}
}
else
{
uint16_t l_2051=65527U;
int32_t l_2052=0xDD87CD56;
int32_t l_2069=0xEFD93BDA;
int32_t l_2072=0x408F0E0B;
}
}
}
else
{
}
}
else
{
uint32_t l_2148=0xF40E3FB4;
const int32_t l_2159[9][5]={{0,0x70FB7F82,0xF1354515,0x70FB7F82,0},{0xFA3FF39A,(-9),0xFA3FF39A,0xFA3FF39A,(-9)},{0,0xF4EC38BB,0x4CBA8F59,0x70FB7F82,0x4CBA8F59},{(-9),(-9),3,(-9),(-9)},{0x4CBA8F59,0x70FB7F82,0x4CBA8F59,0xF4EC38BB,0},{(-9),0xFA3FF39A,0xFA3FF39A,(-9),0xFA3FF39A},{0,0x70FB7F82,0xF1354515,0x70FB7F82,0},{0xFA3FF39A,(-9),0xFA3FF39A,0xFA3FF39A,(-9)},{0,0xF4EC38BB,0x4CBA8F59,0x70FB7F82,0x4CBA8F59}};
int i,j;
}
return l_295[0][0];
}
static uint32_t func_15(int16_t p_16,const int32_t p_17)
{
union U0 l_49={0x0B387E8D};
int32_t l_51[3];
int32_t l_52=0x9E4C0C5D;
int32_t l_179=(-8);
uint8_t l_209=0x0C;
uint16_t l_213=0x21F4;
int32_t l_235=(-1);
int i;
for(i=0;i<3;i++)
l_51[i]=0xFACFA70D;
for(p_16=4;(p_16<=(-18));p_16=safe_sub_func_uint16_t_u_u(p_16,8))
{
uint32_t l_21[1][2][3];
uint8_t l_73=0xC9;
int32_t l_133=0x205C45CD;
int32_t l_148=0xEBB44E65;
int32_t l_158=9;
uint16_t l_178=0U;
int32_t l_201=0x188AF396;
int32_t l_208=0x5DBEDBEA;
int32_t l_212=0x889B63E0;
int i,j,k;
for(g_22=0;(g_22<=0);g_22+=1)
{
uint32_t l_53=0U;
int32_t l_54=0xA58E81D8;
uint16_t l_149=0xD5F4;
uint16_t l_157=0xE91C;
if((safe_rshift_func_int16_t_s_s((safe_sub_func_int16_t_s_s(((safe_add_func_uint32_t_u_u(0xF2A96A4A,(-1)))&l_54),((safe_sub_func_int16_t_s_s((!(safe_rshift_func_int16_t_s_s((g_74=(l_51[2]=((((safe_unary_minus_func_int32_t_s(0x348F9E47))>=((safe_rshift_func_uint16_t_u_u(((l_21[0][0][0]<=(safe_rshift_func_int16_t_s_u(1,5)))<g_23[1][2][7]),14))&&(((safe_rshift_func_uint16_t_u_s(0x935E,l_21[0][1][0]))||p_16)&&l_73)))==0xB369)>=0xF059))),0))),g_4))&65535U))),l_49.f1)))
{
int16_t l_75=(-9);
int32_t l_96=(-1);
int32_t l_97=1;
if((((l_54=(l_21[0][1][0]|(l_75=g_23[1][2][7])))<g_23[0][1][0])>=((safe_lshift_func_int16_t_s_u((safe_div_func_int16_t_s_s((l_97=(safe_mod_func_uint32_t_u_u((l_51[2]<=(g_4>(safe_mul_func_uint16_t_u_u(((p_17>((l_96=(safe_lshift_func_int16_t_s_s((safe_mul_func_int16_t_s_s((safe_rshift_func_int16_t_s_u(((safe_mul_func_int16_t_s_s((safe_lshift_func_uint16_t_u_s(p_16,(p_17|((safe_div_func_int32_t_s_s(p_17,p_17))|0xCE7FEFA8)))),0xBE63))<g_4),10)),g_74)),l_96)))^l_73))>0x2CB3A568),l_49.f1)))),l_53))),1U)),4))!=0xDD59E710)))
{
uint8_t l_117=0xD9;
}
else
{
return g_4;
}
}
else
{
return g_23[1][3][2];
}
}
}
if(p_16)
{
uint16_t l_226=0x742F;
int32_t l_228=(-1);
int32_t l_250=0x3080C64B;
l_235=(g_210[3]==(+((l_51[2]=((-1)<=(safe_add_func_int16_t_s_s(p_17,(safe_rshift_func_uint16_t_u_s(l_226,((safe_unary_minus_func_uint32_t_u(((l_228=l_226)^7U)))&&(l_52=((safe_rshift_func_int16_t_s_u((((((safe_sub_func_uint32_t_u_u((safe_mul_func_int16_t_s_s(((p_17|p_17)<=((0xB65486D1>=p_16)|(-1))),0x4B27)),l_228))!=g_118)|7U)&p_16)&&g_210[1]),g_74))==p_17)))))))))|0x8E0A)));
lbl_254:
for(l_179=(-15);(l_179>(-10));l_179=safe_add_func_int32_t_s_s(l_179,6))
{
uint16_t l_253[10][9]={{65534U,0x4C4D,0xAE5B,65526U,0x71C2,0x71C2,65526U,0xAE5B,0x4C4D},{65534U,0U,0x3D68,0x71C2,0xCF77,7U,0x168F,0xFB26,65529U},{1U,0x3D68,0xCF77,0U,65533U,65529U,0x71EE,65535U,0x211D},{65526U,0U,65531U,0xCF77,0x610F,65532U,65532U,0x610F,0xCF77},{65531U,0x4C4D,65531U,7U,0U,0xB917,65533U,65528U,0x610F},{1U,65529U,0xCF77,65528U,0x277A,65534U,65532U,0x71C2,65535U},{0x71EE,0x211D,0x3D68,7U,65535U,0xAE5B,0x277A,0x277A,0xAE5B},{65535U,0xCF77,0xAE5B,0xCF77,65535U,0x0E80,65535U,65526U,65531U},{65529U,0x610F,0xFB26,0U,0x277A,1U,0x211D,0xCF05,1U},{0xCF77,65535U,65535U,0x71C2,0U,0x0E80,0xFB26,65532U,65532U}};
int i,j;
}
g_22=g_210[0];
}
else
{
uint32_t l_255=0U;
int32_t l_256=1;
}
return p_17;
}
static int32_t func_38(const int32_t p_39,union U0 p_40,const uint16_t p_41)
{
uint32_t l_50[7];
int i;
for(p_40.f2=6;(p_40.f2>=0);p_40.f2-=1)
{
int i;
return l_50[p_40.f2];
}
return g_23[1][2][7];
}
static int32_t func_42(int32_t p_43,uint32_t p_44)
{
return p_43;
}
int main(int argc,char*argv[])
{
int i,j,k;
int print_hash_value=0;
platform_main_begin();
crc32_gentab();
func_1();
transparent_crc(g_11,"g_11",print_hash_value);
for(i=0;i<2;i++)
{
for(j=0;j<5;j++)
{
for(k=0;k<10;k++)
{
}
}
}
transparent_crc(g_74,"g_74",print_hash_value);
transparent_crc(g_118,"g_118",print_hash_value);
transparent_crc(g_180,"g_180",print_hash_value);
for(i=0;i<4;i++)
{
if(print_hash_value)printf("index = [%d]\n",i);
}
for(i=0;i<3;i++)
{
}
for(i=0;i<3;i++)
{
for(j=0;j<1;j++)
{
for(k=0;k<2;k++)
{
transparent_crc(g_303[i][j][k],"g_303[i][j][k]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
transparent_crc(g_321,"g_321",print_hash_value);
transparent_crc(g_327,"g_327",print_hash_value);
transparent_crc(g_333,"g_333",print_hash_value);
transparent_crc(g_345,"g_345",print_hash_value);
for(i=0;i<1;i++)
{
transparent_crc(g_422[i],"g_422[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
for(i=0;i<2;i++)
{
transparent_crc(g_515[i],"g_515[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_522,"g_522",print_hash_value);
transparent_crc(g_554,"g_554",print_hash_value);
transparent_crc(g_555,"g_555",print_hash_value);
transparent_crc(g_558,"g_558",print_hash_value);
transparent_crc(g_814,"g_814",print_hash_value);
transparent_crc(g_903,"g_903",print_hash_value);
transparent_crc(g_1056,"g_1056",print_hash_value);
for(i=0;i<5;i++)
{
for(j=0;j<3;j++)
{
transparent_crc(g_1057[i][j],"g_1057[i][j]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d]\n",i,j);
}
}
for(i=0;i<7;i++)
{
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_1116,"g_1116",print_hash_value);
transparent_crc(g_1287,"g_1287",print_hash_value);
transparent_crc(g_1681,"g_1681",print_hash_value);
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
