#include "csmith.h"
struct S0{
uint16_t f0;
int32_t f1;
uint16_t f2;
int32_t f3;
};
struct S1{
struct S0 f0;
uint32_t f1;
int32_t f2;
};
struct S2{
int16_t f0;
int32_t f1;
int16_t f2;
int16_t f3;
int32_t f4;
};
struct S3{
struct S2 f0;
struct S1 f1;
uint32_t f2;
};
union U4{
struct S3 f0;
int32_t f1;
};
union U5{
int32_t f0;
};
static union U5 func_1(void);
static struct S0 func_2(union U4 p_3,uint32_t p_4,union U4 p_5);
static union U4 func_6(union U5 p_7,int16_t p_8);
static uint32_t func_15(void);
static union U5 func_1(void)
{
union U5 l_9={};
struct S3 l_20={};
union U4 l_21={};
uint16_t l_34=65534UL;
uint16_t l_640=0x4AEDL;
int32_t l_656=0x011C5F21L;
int16_t l_661=(-8L);
l_21.f0.f1.f0=func_2(func_6(l_9,(0)),l_20.f0.f2,l_21);
l_21.f1=((safe_sub_func_int16_t_s_s(((safe_sub_func_int16_t_s_s(l_20.f0.f2,(l_20.f0.f1<(safe_div_func_int32_t_s_s(l_640,l_20.f2)))))<((((safe_mul_func_uint16_t_u_u(1UL,0x11C4L))||(safe_sub_func_uint16_t_u_u((l_20.f1.f0.f3>((((safe_mul_func_int16_t_s_s((((safe_mul_func_uint16_t_u_u((safe_lshift_func_int16_t_s_u(((~(safe_mul_func_int16_t_s_s((safe_rshift_func_uint16_t_u_s(l_656,(safe_mul_func_int16_t_s_s((safe_rshift_func_uint16_t_u_s(l_9.f0,l_661)),l_20.f0.f0)))),0L)))<l_661),11)),l_20.f1.f0.f3))&&l_20.f1.f0.f1)||4294967295UL),l_20.f1.f0.f2))==l_9.f0)>(-10L))<l_20.f1.f0.f3)),0xFC6DL)))&&l_20.f1.f0.f0)&&0xFBA9L)),l_640))>=l_20.f0.f4);
l_20.f1.f0=l_20.f1.f0;
return l_9;
}
static struct S0 func_2(union U4 p_3,uint32_t p_4,union U4 p_5)
{
uint32_t l_333=0x274E1720L;
struct S1 l_334={};
struct S2 l_336={};
int16_t l_366=(-1L);
struct S3 l_367={};
if((safe_mod_func_uint16_t_u_u(0x4C23L,l_333)))
{}
else
{}
if((1L>=(safe_rshift_func_int16_t_s_u((safe_lshift_func_uint16_t_u_u((4294967288UL&&(safe_div_func_int32_t_s_s((safe_rshift_func_uint16_t_u_s(((((0x85F54DCCL>=((safe_lshift_func_int16_t_s_s((p_4==(safe_unary_minus_func_int16_t_s((((safe_mul_func_uint16_t_u_u(7UL,((safe_div_func_int32_t_s_s(l_336.f0,(safe_rshift_func_uint16_t_u_s(l_367.f1.f0.f0,l_367.f2))))>0x0B205441L)))<l_334.f1)==p_5.f0.f0.f3)))),l_367.f2))<l_367.f1.f1))<l_366)>=0x68BEL)==p_5.f0.f1.f2),p_5.f0.f1.f2)),p_5.f0.f1.f2))),0)),l_366))))
{}
else
{}
return l_367.f1.f0;
}
static union U4 func_6(union U5 p_7,int16_t p_8)
{
int16_t l_269=(-4L);
uint16_t l_279=0x09DCL;
union U4 l_330={};
if((safe_unary_minus_func_uint32_t_u(((safe_add_func_uint32_t_u_u(((safe_mul_func_int16_t_s_s((safe_sub_func_uint16_t_u_u((safe_rshift_func_uint16_t_u_s(p_7.f0,7)),(safe_mod_func_int32_t_s_s((-2L),(((safe_mul_func_uint16_t_u_u(l_269,((!(safe_mul_func_uint16_t_u_u((safe_lshift_func_uint16_t_u_s(l_269,(((safe_mul_func_int16_t_s_s(((((l_279<((safe_mul_func_int16_t_s_s(l_269,(safe_sub_func_int32_t_s_s((safe_rshift_func_uint16_t_u_s(((((((p_8^((safe_rshift_func_int16_t_s_u((safe_lshift_func_int16_t_s_u((safe_lshift_func_uint16_t_u_u(((safe_sub_func_uint32_t_u_u((safe_add_func_int16_t_s_s((l_269==(p_7.f0^l_279)),p_7.f0)),p_7.f0))!=l_269),14)),6)),5))&&0xFA0EL))>=1L)==l_269)|l_269)!=p_8)>=1L),2)),p_8))))!=p_7.f0))|l_269)==p_7.f0)|(-8L)),p_7.f0))>=p_8)|0xA428L))),l_269)))|0L)))||l_279)&&l_279))))),p_7.f0))&l_279),p_8))<=l_279))))
{}
else
{}
return l_330;
}
static uint32_t func_15(void)
{ union U4 p_18;
struct S1 l_60={};
for(p_18.f0.f1.f1=0;(p_18.f0.f1.f1>=46);++p_18.f0.f1.f1)
{}
return l_60.f2;
}
int main(int argc,char*argv[])
{
int print_hash_value=0;
if(argc==2&&strcmp(argv[1],"1")==0)print_hash_value=1;
platform_main_begin();
crc32_gentab();
func_1();
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
