#include "csmith.h"
struct S0{
int32_t f0;
};
static int16_t g_9=1;
static int32_t g_225=0;
static int16_t g_321[10]={};
static struct S0 func_13(uint16_t p_14,struct S0 p_15,uint16_t p_16,uint32_t p_17);
static void func_1(void)
{
int32_t l_620[9];
int i;
for(i=0;i<9;i=i+1)
l_620[i]=1;
{
struct S0 l_868={};
int16_t l_869=4;
l_868=func_13(1,l_868,(1),g_321[(g_225+1)]);
}
1;
}
static struct S0 func_13(uint16_t p_14,struct S0 p_15,uint16_t p_16,uint32_t p_17)
{
struct S0 l_108={};

return l_108;
}
int main(void)
{
func_1();


return 0;
}
