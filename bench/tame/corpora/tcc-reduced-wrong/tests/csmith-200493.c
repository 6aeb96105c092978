#include "csmith.h"
union U0{
uint32_t f0;
const uint32_t f1;
uint16_t f2;
};
static int16_t g_26=2L;
static uint32_t g_58=6UL;
static uint32_t g_63=6UL;
static uint8_t g_64=247UL;
static int32_t g_66[2]={};
static uint8_t g_72=0x33L;
static uint8_t g_77=255UL;
static uint16_t g_101=6UL;
static uint32_t g_118=0x1895320EL;
static int32_t g_144=1L;
static int32_t g_169[1][8]={};
static int32_t g_262=1L;
static int32_t g_274[5][3]={};
static int32_t g_296=2L;
static int32_t g_347=(-1L);
static int32_t g_391=0x4CF2EE6DL;
static int32_t g_439=1L;
static int32_t g_466=0xF0CCDED4L;
static union U0 g_467={};
static uint8_t g_543[8][7]={};
static uint16_t g_575=1UL;
static int32_t g_693[5]={};
static uint32_t g_784=0xDE5A4C0AL;
static int32_t g_794=8L;
static uint32_t g_797=0xBF6B81BDL;
static const uint16_t g_915=0x8FBAL;
static uint32_t g_933=1UL;
static uint32_t g_999=4294967295UL;
static int32_t g_1260=0x87D6510BL;
static int16_t g_1261[10]={};
static int32_t g_1850[6]={};
static uint32_t g_2031=0xA2DA2D9EL;
static int32_t g_2032=0L;
static int16_t g_2148=0x02D0L;
static int16_t g_2300[6]={};
static int32_t g_2415=(-4L);
static int16_t g_2483=(-4L);
static uint32_t g_2752=9UL;
static int16_t func_1(void);
static int32_t func_2(int32_t p_3,int16_t p_4,uint16_t p_5,int32_t p_6,const uint16_t p_7);
static int32_t func_11(uint16_t p_12,int16_t p_13,int16_t p_14,union U0 p_15,int16_t p_16);
static int32_t func_22(int16_t p_23,uint32_t p_24,uint16_t p_25);
static int16_t func_1(void)
{
int16_t l_10=(-1L);
const uint16_t l_21=65535UL;
int16_t l_31=0xC43CL;
int32_t l_2678=0x511BC837L;
int32_t l_2699=(-10L);
int32_t l_2700=0L;
int32_t l_2701=6L;
int32_t l_2702[8];
uint32_t l_2709=0x4A63385DL;
uint8_t l_2732=0x44L;
const uint16_t l_2733=3UL;
uint8_t l_2751[2][6]={};
int16_t l_2753=0xC703L;
uint16_t l_2754=9UL;
int i,j;
for(i=0;i<8;i++)
l_2702[i]=0x6249C6A0L;
l_2678=func_2(((safe_rshift_func_uint16_t_u_s((l_10|func_11((((safe_mod_func_int32_t_s_s(((safe_div_func_int32_t_s_s(((0x3191L|0x956EL)&&l_10),l_21))&&func_22(g_26,l_10,(safe_mod_func_uint16_t_u_u((safe_mod_func_int16_t_s_s(g_26,l_31)),g_26)))),g_466))<g_466)&&(-1L)),g_466,g_466,g_467,g_466)),12))&&0x530DL),g_467.f1,g_467.f0,g_467.f2,l_10);
l_2702[5]=((safe_mod_func_int32_t_s_s((safe_mod_func_int32_t_s_s((g_1260=((g_1261[1]=((((g_2148=((((l_2678=1UL)|(g_467.f2=(l_31>=(g_2483=(l_2701=((0xE252451BL<(safe_lshift_func_int16_t_s_u((safe_add_func_uint32_t_u_u(((l_2700=(((safe_rshift_func_int16_t_s_u((safe_rshift_func_uint16_t_u_u(l_10,(((0x1FA81924L|(safe_add_func_uint32_t_u_u(g_693[0],(65535UL||(((g_466<((((l_2699=(safe_add_func_int16_t_s_s((safe_rshift_func_int16_t_s_u((safe_mod_func_uint16_t_u_u(g_58,0x0DE6L)),8)),l_31)))<=g_72)&&g_693[3])^g_693[4]))&l_10)&l_10)))))>0xDEF1L)>=l_10))),g_2032))!=l_31)<65535UL))>=0xBDBCF40CL),0xB5B79561L)),6)))&&l_21))))))&&g_2300[3])>0x8D81L))<=0x78EAL)!=g_915)==0x98D1L))<(-1L))),g_2032)),l_31))!=g_58);
l_2701=((0x07E5L||(safe_sub_func_uint16_t_u_u((((safe_add_func_uint32_t_u_u(g_391,((((safe_sub_func_uint32_t_u_u((((g_1850[2]&&((l_2702[5]=((g_797=g_933)^(l_2709==((safe_mod_func_int32_t_s_s(g_466,g_274[0][2]))&((safe_rshift_func_int16_t_s_u((((safe_mod_func_uint16_t_u_u(((((safe_rshift_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_u((safe_lshift_func_int16_t_s_u((safe_add_func_uint32_t_u_u((safe_unary_minus_func_int16_t_s((((safe_mod_func_int32_t_s_s((safe_add_func_int32_t_s_s(0x78C424E5L,(!(((safe_rshift_func_uint16_t_u_s(((0UL^0x7C13L)&&l_2678),g_439))<=0x457CL)!=g_466)))),l_2678))|(-1L))||0xEACCL))),0xEC49A6B5L)),15)),l_2701)),g_118))&&l_31)&l_2732)^0xE10B54C0L),0xDCBDL))>g_118)==1UL),l_31))>=l_2700)))))==g_693[4]))<g_439)>l_2700),0xE527B6D0L))==0UL)^l_2732)<0xF924256BL)))!=6L)||4294967288UL),l_2733)))<g_66[0]);
l_2754=(safe_add_func_uint16_t_u_u(((safe_add_func_uint16_t_u_u(g_1261[1],g_2483))||(safe_sub_func_uint16_t_u_u((safe_div_func_uint16_t_u_u((1L!=((l_2678!=(g_63>(~(safe_sub_func_uint16_t_u_u(4UL,((((g_915==((l_2700^(safe_sub_func_uint16_t_u_u(((((safe_mod_func_uint32_t_u_u(0x7985367DL,(-10L)))&&l_2702[4])!=l_21)>=0xA08932BFL),l_2751[0][5])))<=g_2752))&l_31)==g_1260)>0x317E32DBL))))))<(-1L))),l_2753)),l_10))),65526UL));
return l_2678;
}
static int32_t func_2(int32_t p_3,int16_t p_4,uint16_t p_5,int32_t p_6,const uint16_t p_7)
{
uint32_t l_539=0xBC484CA7L;
int32_t l_548=0x12EB65FCL;
int32_t l_574[7]={};
uint32_t l_593=1UL;
int32_t l_757=5L;
uint8_t l_796=0xC7L;
int32_t l_843=0x58399C1AL;
uint32_t l_914=0xA88A7BDDL;
const uint32_t l_946=18446744073709551613UL;
uint8_t l_1073=0x27L;
int16_t l_1129=0x9FDBL;
uint8_t l_1209=0xB2L;
int16_t l_1564=9L;
int32_t l_1622[10]={};
uint16_t l_1759=0x2CB3L;
uint32_t l_1862=4294967288UL;
uint8_t l_1899[10][6][4]={};
uint16_t l_1930[3];
int32_t l_2065[7][4]={};
int16_t l_2301=(-3L);
uint16_t l_2359=1UL;
int16_t l_2464=2L;
int i,j,k;
for(i=0;i<3;i++)
l_1930[i]=0x9C03L;
return p_6;
}
static int32_t func_11(uint16_t p_12,int16_t p_13,int16_t p_14,union U0 p_15,int16_t p_16)
{
int32_t l_485=0x94827DB0L;
for(p_15.f2=26;(p_15.f2==17);p_15.f2=safe_sub_func_uint16_t_u_u(p_15.f2,2))
{}
return l_485;
}
static int32_t func_22(int16_t p_23,uint32_t p_24,uint16_t p_25)
{
uint8_t l_34=1UL;
const int32_t l_54=1L;
int32_t l_61=0x3A67D625L;
const uint32_t l_78[10][4]={};
int32_t l_99=0L;
int32_t l_100=0x55A17A53L;
int16_t l_168=1L;
uint32_t l_367=0x4E54D436L;
int32_t l_392=0x855A6607L;
int i,j;
for(p_24=(-18);(p_24>37);p_24=safe_add_func_uint16_t_u_u(p_24,1))
{}
for(p_25=(-15);(p_25!=40);p_25=safe_add_func_int32_t_s_s(p_25,5))
{}
return l_168;
}
int main(void)
{
int i,j,k;
int print_hash_value=0;
platform_main_begin();
crc32_gentab();
func_1();
transparent_crc(g_26,"g_26",print_hash_value);
transparent_crc(g_58,"g_58",print_hash_value);
transparent_crc(g_63,"g_63",print_hash_value);
transparent_crc(g_64,"g_64",print_hash_value);
for(i=0;i<2;i++)
{}
transparent_crc(g_72,"g_72",print_hash_value);
transparent_crc(g_77,"g_77",print_hash_value);
transparent_crc(g_101,"g_101",print_hash_value);
transparent_crc(g_118,"g_118",print_hash_value);
transparent_crc(g_144,"g_144",print_hash_value);
for(i=0;i<1;i++)
{}
transparent_crc(g_262,"g_262",print_hash_value);
for(i=0;i<5;i++)
{}
transparent_crc(g_296,"g_296",print_hash_value);
transparent_crc(g_391,"g_391",print_hash_value);
transparent_crc(g_439,"g_439",print_hash_value);
transparent_crc(g_466,"g_466",print_hash_value);
transparent_crc(g_467.f2,"g_467.f2",print_hash_value);
for(i=0;i<8;i++)
{}
transparent_crc(g_575,"g_575",print_hash_value);
for(i=0;i<5;i++)
{
transparent_crc(g_693[i],"g_693[i]",print_hash_value);
}
transparent_crc(g_784,"g_784",print_hash_value);
transparent_crc(g_794,"g_794",print_hash_value);
transparent_crc(g_797,"g_797",print_hash_value);
transparent_crc(g_915,"g_915",print_hash_value);
transparent_crc(g_933,"g_933",print_hash_value);
for(i=0;i<2;i++)
{
for(j=0;j<4;j++)
{
for(k=0;k<3;k++)
{
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
transparent_crc(g_999,"g_999",print_hash_value);
transparent_crc(g_1260,"g_1260",print_hash_value);
for(i=0;i<10;i++)
{
if(print_hash_value)printf("index = [%d]\n",i);
}
for(i=0;i<6;i++)
{
transparent_crc(g_1850[i],"g_1850[i]",print_hash_value);
if(print_hash_value)printf("index = [%d]\n",i);
}
transparent_crc(g_2031,"g_2031",print_hash_value);
transparent_crc(g_2032,"g_2032",print_hash_value);
transparent_crc(g_2148,"g_2148",print_hash_value);
for(i=0;i<6;i++)
{
transparent_crc(g_2300[i],"g_2300[i]",print_hash_value);
}
transparent_crc(g_2415,"g_2415",print_hash_value);
transparent_crc(g_2483,"g_2483",print_hash_value);
transparent_crc(g_2752,"g_2752",print_hash_value);
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
