#define NO_LONGLONG
#include "csmith.h"
struct S0{
int32_t f1;
};
union U1{
uint32_t f2;
};
union U2{
};
union U3{
uint32_t f0;
};
union U4{
int16_t f2;
};
union U5{
uint32_t f0;
};
static union U2 func_1(void);
static int32_t*func_2(union U5 p_3);
static union U5 func_4(union U3 p_5,union U4 p_6,int32_t*p_7,union U3 p_9);
static union U4 func_11(union U1 p_15);
static union U2 func_1(void)
{
union U3 l_10={};
int32_t l_17=4;
int32_t*l_16= &l_17;
struct S0 l_18={};
union U1 l_19={};
int32_t*l_25= &l_17;
int32_t**l_24= &l_25;
int32_t*l_27= &l_18.f1;
int32_t**l_26= &l_27;
union U2 l_723={};
(*l_24)=func_2(func_4(l_10,func_11(l_19),&l_17,l_10));
(*l_27)=(**l_26);
return l_723;
}
static int32_t*func_2(union U5 p_3)
{
int32_t*l_722=(void*)0;
return l_722;
}
static union U5 func_4(union U3 p_5,union U4 p_6,int32_t*p_7,union U3 p_9)
{
int16_t l_32=0x3BEC;
int16_t*l_31= &l_32;
uint32_t l_33=3U;
int32_t**l_41=(void*)0;
int32_t***l_43= &l_41;
int32_t*l_46=(void*)0;
int32_t**l_45= &l_46;
int16_t l_48=0x0138;
int16_t*l_47= &l_48;
union U5 l_721={};
if(((*p_7)=((~((*l_31)=(safe_sub_func_uint32_t_u_u(p_5.f0,1U))))&((*l_47)=((l_33^(safe_sub_func_uint32_t_u_u(0x6CB4F5FD,(!(safe_rshift_func_uint16_t_u_u(65535U,(safe_lshift_func_int16_t_s_s(((l_45=((*l_43)=l_41))!= &p_7),4))))))))|((0x2A1DD6B9!=p_9.f0)<=p_6.f2))))))
{}
else
{}
return l_721;
}
static union U4 func_11(union U1 p_15)
{
int32_t l_21=(-10);
int32_t*l_20= &l_21;
int32_t**l_22= &l_20;
union U4 l_23={};
(*l_22)=l_20;
return l_23;
}
int main(int argc,char*argv[])
{
platform_main_begin();
crc32_gentab();
func_1();
return 0;
}
