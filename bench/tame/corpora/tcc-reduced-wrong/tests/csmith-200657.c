#include "csmith.h"
struct S0{
uint32_t f1;
};
struct S2{
struct S0 f0;
uint16_t f1;
};
struct S3{
struct S2 f1;
struct S2 f4;
};
static int32_t g_23[1]={};
static struct S3 g_29={};
static uint16_t g_49[8][9][3]={};
static uint16_t func_17(struct S2 p_18,int16_t p_19);
static struct S2 func_20(struct S2 p_22);
static uint32_t func_1(void)
{
int16_t l_6=0x0B8EL;
struct S0 l_30={};
int32_t l_233[5][9]={};
l_233[0][5]=(safe_sub_func_uint32_t_u_u((0),((safe_lshift_func_int16_t_s_u(((0x98F0L==(safe_mod_func_int32_t_s_s(0x884515FDL,(safe_div_func_int32_t_s_s(((safe_mod_func_uint16_t_u_u((safe_sub_func_uint16_t_u_u(func_17(func_20(g_29.f4),l_30.f1),5L)),l_6))&l_30.f1),g_49[7][3][2])))))>g_29.f1.f1),3))>l_30.f1)));
return l_6;
}
static uint16_t func_17(struct S2 p_18,int16_t p_19)
{

g_23[0]=p_19;
return p_18.f0.f1;
}
static struct S2 func_20(struct S2 p_22)
{
{}

return g_29.f1;
}
static int16_t func_24(void)
{ struct S0 p_28; struct S0 p_26; struct S3 p_25;

return g_23[0];
}
int main(void)
{
int i,j,k;
int print_hash_value=0;
crc32_gentab();
func_1();
for(i=0;i<1;i++)
{
transparent_crc(g_23[i],"g_23[i]",print_hash_value);
}

platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
