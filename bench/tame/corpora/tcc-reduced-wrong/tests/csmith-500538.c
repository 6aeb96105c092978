#include "csmith.h"
struct U1{
int8_t f2;
};
static uint16_t func_12(uint32_t p_14,int8_t p_15,struct U1 p_16);
static uint16_t func_1()
{
uint32_t l_2[4]={};
int32_t l_9;
uint32_t l_1200[4]={};
int32_t l_1202_4;
int32_t l_1203_2;
int8_t l_1204;
struct U1 l_1205={};
int32_t l_1257[1]={};
(safe_add_func_uint16_t_u_u(((((((safe_sub_func_uint16_t_u_u((((safe_add_func_uint16_t_u_u(func_12((0),9,l_1205),0U)))),0U))))))),0x876FL));
return 0;
}
static uint16_t func_12(uint32_t p_14,int8_t p_15,struct U1 p_16)
{ uint32_t l_1212;
int32_t l_1222=0x15DA68E7L;
int16_t l_1229[2];
int i;
for(i=0;i<2;i++)
l_1229[i]=0x9DBAL;
{
int32_t l_1228=(-1L);
l_1212=0; {
int32_t l_1255=1L;
int32_t l_1256=0x929C8E6BL;
l_1256=(safe_add_func_uint16_t_u_u((~(safe_unary_minus_func_uint64_t_u(1UL))),(safe_rshift_func_uint16_t_u_u(l_1229[l_1212],(((0)^l_1228)&l_1229[l_1212])))));
}
}
return l_1222;
}
static void func_17()
{ struct U1 l_314={};



l_314;
}
int main()
{
func_1();
}
