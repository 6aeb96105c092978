#include "csmith.h"
union U0{
const uint64_t f0;
uint16_t f1;
int32_t f2;
};
static uint32_t g_12[4][2][6]={{},{},{{},{4294967289UL,0xC38B6B0EL,4294967289UL,4294967289UL,0xC38B6B0EL,4294967289UL}},{}};
static int32_t g_23=0L;
static int32_t*g_22[5][1][2]={{},{},{},{{&g_23,&g_23}},{}};
static int32_t*g_26[3]={};
static int8_t g_40=0xA3L;
static uint8_t g_44[2][2][2]={};
static int8_t g_46=0L;
static int32_t g_48[5][8][6]={};
static int32_t*g_47[9]={};
static uint64_t g_66=0UL;
static int64_t g_85[2][3]={};
static volatile union U0 g_105={};
static int32_t g_121=0x6B7E9E4AL;
static const int8_t**g_122=(void*)0;
static uint64_t*g_131[5][10]={};
static uint64_t**g_130= &g_131[1][3];
static uint64_t g_134=18446744073709551606UL;
static uint8_t g_195=0xCEL;
static uint32_t g_199=0x5AC7D607L;
static const uint32_t g_259=0x6EFE24D9L;
static const uint32_t*g_258= &g_259;
static volatile int32_t*g_265[9][5]={};
static volatile int32_t**g_264= &g_265[7][0];
static volatile int32_t***g_263= &g_264;
static int16_t g_281=0x3454L;
static int16_t*g_280[8][7][4]={};
static uint8_t*g_372= &g_44[1][0][1];
static int32_t g_439=0x7B73DE58L;
static uint32_t g_467[3][5][1]={};
static uint8_t g_468[10][10][2]={};
static uint64_t g_548=0x0B05777F12507165LL;
static volatile uint32_t g_569[7]={};
static volatile uint32_t*g_568= &g_569[6];
static uint8_t func_1(void);
static int32_t func_2(uint32_t p_3,int32_t*p_4,uint32_t p_5,uint32_t p_6,uint32_t p_7);
static int32_t func_13(int32_t p_14,int32_t p_15,int32_t*p_16,uint32_t p_17);
static int32_t func_18(int32_t*p_19,int32_t*p_20,int32_t*p_21);
static uint8_t func_1(void)
{
int32_t l_8[7]={};
uint32_t l_11[1];
int32_t*l_25=(void*)0;
int32_t**l_24[9]={};
int i;
for(i=0;i<1;i++)
l_11[i]=0x9D434678L;
(*g_264)=(func_2(l_8[4],(((safe_sub_func_int16_t_s_s(l_11[0],(g_12[2][1][5]&&func_13(func_18(g_22[3][0][1],(g_26[2]= &l_8[4]),&g_23),(g_22[3][0][1]!=(g_47[5]=(void*)0)),&g_48[2][7][0],g_48[2][0][5]))))==g_12[2][1][5]),(void*)0),g_12[3][1][0],g_12[2][1][5],g_12[2][1][5]),(*g_264));
return(*g_372);
}
static int32_t func_2(uint32_t p_3,int32_t*p_4,uint32_t p_5,uint32_t p_6,uint32_t p_7)
{
int16_t l_68=(-1L);
uint32_t*l_83= &g_12[3][0][2];
int64_t*l_84= &g_85[0][0];
int8_t*l_86= &g_40;
int8_t**l_87= &l_86;
int8_t*l_89= &g_40;
int8_t**l_88= &l_89;
int32_t**l_114=(void*)0;
int32_t l_128[5];
uint64_t**l_132=(void*)0;
int32_t*l_137=(void*)0;
uint32_t l_167=0xF8447B9DL;
int32_t l_187[9]={};
uint32_t l_196=0x17515ADFL;
union U0 l_373={};
uint16_t l_509=0x55ADL;
int i;
for(i=0;i<5;i++)
l_128[i]=0L;
l_68=(&g_40== &g_40);
if((safe_mod_func_uint64_t_u_u((0x4B197733L||(((*l_88)=((*l_87)=((((safe_div_func_int8_t_s_s((safe_unary_minus_func_uint16_t_u((safe_unary_minus_func_uint8_t_u(((safe_rshift_func_int8_t_s_u(p_5,l_68))&&((((safe_add_func_int64_t_s_s((safe_div_func_uint64_t_u_u((safe_sub_func_int32_t_s_s(l_68,l_68)),0xC5F39321C95261AELL)),((*l_84)=(((*l_83)=((((void*)0!= &g_44[1][0][1])||l_68)^p_3))|l_68))))^p_5)&&0xC2773854AF0FF7F8LL)>=p_7)))))),l_68))==l_68)>g_23),l_86)))!=(void*)0)),18446744073709551615UL)))
{}
else
{}
return p_6;
}
static int32_t func_13(int32_t p_14,int32_t p_15,int32_t*p_16,uint32_t p_17)
{
uint8_t l_62[6]={0UL,0UL,0UL,0UL,0UL,0UL};
uint64_t*l_65= &g_66;
int32_t l_67[7][2]={{0x4AA8A31CL,0x4AA8A31CL},{0xCC678F9DL,0x403142C0L},{8L,0x403142C0L},{0xCC678F9DL,0x4AA8A31CL},{0x4AA8A31CL,0xCC678F9DL},{0x403142C0L,8L},{0x403142C0L,0xCC678F9DL}};
int i,j;
for(g_40=0;(g_40>18);g_40=safe_add_func_int8_t_s_s(g_40,1))
{
}
l_67[5][0]=(safe_lshift_func_uint16_t_u_s((safe_add_func_uint16_t_u_u(((((*p_16)=((safe_mod_func_int64_t_s_s(0xABDB3BF0D081C379LL,((*l_65)=(safe_unary_minus_func_uint32_t_u((safe_lshift_func_uint16_t_u_u((((safe_sub_func_uint16_t_u_u(0x46B2L,(-5L)))==p_15),((((255UL||(g_44[1][0][1]=(l_62[1]!=p_17)))&(safe_div_func_uint64_t_u_u(g_48[3][2][4],l_62[1])))&(-1L)),0x94E5L)),8)))))))||g_12[2][1][5]))^p_14)>=p_15),g_12[2][1][5])),g_40));
return(*p_16);
}
static int32_t func_18(int32_t*p_19,int32_t*p_20,int32_t*p_21)
{
uint32_t l_29=1UL;
int32_t**l_36[8][9][2]={{{&g_26[2],&g_26[2]},{&g_26[1],&g_26[0]},{(void*)0,&g_26[0]},{&g_26[1],&g_26[2]},{&g_26[2],&g_26[1]},{&g_26[0],(void*)0},{&g_26[0],&g_26[1]},{&g_26[2],&g_26[2]},{&g_26[1],&g_26[0]}},{{(void*)0,&g_26[0]},{&g_26[1],&g_26[2]},{&g_26[2],&g_26[1]},{&g_26[0],(void*)0},{&g_26[0],&g_26[1]},{&g_26[2],&g_26[2]},{&g_26[1],&g_26[0]},{(void*)0,&g_26[0]},{&g_26[1],&g_26[2]}},{{&g_26[2],&g_26[1]},{&g_26[0],(void*)0},{&g_26[0],&g_26[1]},{&g_26[2],&g_26[2]},{&g_26[1],&g_26[0]},{(void*)0,&g_26[0]},{&g_26[1],&g_26[2]},{&g_26[2],&g_26[1]},{&g_26[0],(void*)0}},{{&g_26[0],&g_26[1]},{&g_26[2],&g_26[2]},{&g_26[1],&g_26[0]},{(void*)0,&g_26[0]},{&g_26[1],&g_26[2]},{&g_26[2],&g_26[1]},{&g_26[0],(void*)0},{&g_26[0],&g_26[1]},{&g_26[2],&g_26[2]}},{{&g_26[1],&g_26[0]},{(void*)0,&g_26[0]},{&g_26[1],&g_26[2]},{&g_26[2],&g_26[1]},{&g_26[0],(void*)0},{&g_26[0],&g_26[1]},{&g_26[2],&g_26[2]},{&g_26[1],&g_26[0]},{(void*)0,&g_26[0]}},{{&g_26[1],&g_26[2]},{&g_26[2],&g_26[1]},{&g_26[0],(void*)0},{&g_26[0],&g_26[1]},{&g_26[2],&g_26[2]},{&g_26[1],&g_26[0]},{(void*)0,&g_26[0]},{&g_26[1],&g_26[2]},{&g_26[2],&g_26[1]}},{{&g_26[0],(void*)0},{&g_26[0],&g_26[1]},{&g_26[2],&g_26[2]},{&g_26[1],&g_26[0]},{(void*)0,&g_26[0]},{&g_26[1],&g_26[2]},{&g_26[2],&g_26[1]},{&g_26[0],(void*)0},{&g_26[0],&g_26[1]}},{{&g_26[2],&g_26[2]},{&g_26[1],&g_26[0]},{(void*)0,&g_26[0]},{&g_26[1],&g_26[2]},{&g_26[2],(void*)0},{&g_26[1],(void*)0},{&g_26[1],(void*)0},{&g_26[2],&g_26[2]},{(void*)0,&g_26[1]}}};
int8_t*l_39= &g_40;
uint8_t*l_43= &g_44[1][0][1];
int8_t*l_45= &g_46;
int i,j,k;
p_20=p_20;
return(*p_19);
}
int main(int argc,char*argv[])
{
int i,j,k;
int print_hash_value=0;
if(argc==2&&strcmp(argv[1],"1")==0)print_hash_value=1;
platform_main_begin();
crc32_gentab();
func_1();
for(i=0;i<4;i++)
{
for(j=0;j<2;j++)
{
for(k=0;k<6;k++)
{
transparent_crc(g_12[i][j][k],"g_12[i][j][k]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
transparent_crc(g_23,"g_23",print_hash_value);
transparent_crc(g_40,"g_40",print_hash_value);
for(i=0;i<2;i++)
{
for(j=0;j<2;j++)
{
for(k=0;k<2;k++)
{
transparent_crc(g_44[i][j][k],"g_44[i][j][k]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
transparent_crc(g_46,"g_46",print_hash_value);
for(i=0;i<5;i++)
{
for(j=0;j<8;j++)
{
for(k=0;k<6;k++)
{
transparent_crc(g_48[i][j][k],"g_48[i][j][k]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
transparent_crc(g_66,"g_66",print_hash_value);
for(i=0;i<2;i++)
{
for(j=0;j<3;j++)
{
transparent_crc(g_85[i][j],"g_85[i][j]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d]\n",i,j);
}
}
transparent_crc(g_105.f2,"g_105.f2",print_hash_value);
transparent_crc(g_121,"g_121",print_hash_value);
transparent_crc(g_134,"g_134",print_hash_value);
transparent_crc(g_195,"g_195",print_hash_value);
transparent_crc(g_199,"g_199",print_hash_value);
transparent_crc(g_281,"g_281",print_hash_value);
transparent_crc(g_439,"g_439",print_hash_value);
for(i=0;i<3;i++)
{
for(j=0;j<5;j++)
{
for(k=0;k<1;k++)
{
transparent_crc(g_467[i][j][k],"g_467[i][j][k]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
for(i=0;i<10;i++)
{
for(j=0;j<10;j++)
{
for(k=0;k<2;k++)
{
transparent_crc(g_468[i][j][k],"g_468[i][j][k]",print_hash_value);
if(print_hash_value)printf("index = [%d][%d][%d]\n",i,j,k);
}
}
}
transparent_crc(g_548,"g_548",print_hash_value);
for(i=0;i<7;i++)
{
transparent_crc(g_569[i],"g_569[i]",print_hash_value);
}
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
