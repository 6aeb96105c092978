#include "csmith.h"
struct U0{
int32_t f0;
};
static int32_t*func_5();
static int32_t*func_12();
static int32_t***func_16();
static void func_1()
{
int32_t l_3=(-1L);
int32_t*l_2= &l_3;
int32_t*l_4= l_2;
int32_t**l_9=(void*)0;
int32_t l_1202=0xA064169BL;
(l_4)=func_5((1),(0),(*l_2));
l_1202;
}
static int32_t*func_5(int32_t p_6,uint32_t p_7,uint32_t p_8)
{
int32_t l_15=0xF7921E12L;
int32_t*l_14= &l_15;
int32_t*l_1200=(void*)0;
l_14=func_12(l_14);

return l_1200;
}
static int32_t*func_12(int32_t*p_13)
{
struct U0 l_22={};
int32_t*l_30= &l_22.f0;
int32_t**l_29= &l_30;
int32_t***l_97= &l_29;
int32_t****l_96= &l_97;
(*l_96)=func_16(l_22,(*l_29));
return p_13;
}
static int32_t***func_16(struct U0 p_18,int32_t*p_20)
{
int32_t***l_41=(void*)0;
return l_41;
}
int main(int argc,char*argv[])
{
func_1();
return 0;
}
