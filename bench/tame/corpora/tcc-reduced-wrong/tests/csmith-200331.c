#include "csmith.h"
struct S0{
signed f0:4;
};
struct S1{
int32_t f0;
uint32_t f3;
int16_t f4;
struct S0 f5;
};
struct S2{
int8_t f0;
int64_t f1;
struct S0 f2;
uint16_t f3;
};
struct S3{
signed f0:25;
signed f1:15;
};
struct S4{
signed f0:22;
};
struct S5{
};
struct S6{
uint16_t f0;
struct S1 f1;
int8_t f2;
};
union U7{
uint16_t f0;
};
static struct S5 func_1(void);
static int8_t func_2(int8_t p_3);
static int8_t func_6(struct S2 p_7,struct S2 p_8,int16_t p_9,struct S1 p_10,struct S2 p_11);
static struct S1 func_13(struct S3 p_14,uint16_t p_15,union U7 p_16,uint32_t p_17);
static struct S5 func_1(void)
{
struct S2 l_12={};
struct S3 l_18={};
struct S6 l_39={};
int8_t l_40=0x1DL;
union U7 l_41={};
uint32_t l_421[8];
struct S3 l_422[5][9]={};
uint64_t l_481[4][9][7]={};
struct S5 l_482={};
int i,j,k;
for(i=0;i<8;i++)
l_421[i]=7UL;
if((func_2(((safe_sub_func_int8_t_s_s(func_6(l_12,l_12,l_12.f1,func_13(l_18,((~(((l_12.f0<(safe_sub_func_uint32_t_u_u(((((safe_sub_func_int8_t_s_s(((safe_sub_func_uint8_t_u_u(((safe_add_func_int16_t_s_s(l_12.f2.f0,(safe_unary_minus_func_uint32_t_u((safe_mod_func_int32_t_s_s(l_12.f3,(safe_mod_func_uint16_t_u_u(((safe_rshift_func_uint16_t_u_u((((l_12.f3&((safe_lshift_func_int8_t_s_u((l_39,l_12.f3),1))==l_12.f1))^l_12.f1)>=4294967287UL),l_12.f0))>0UL),l_12.f2.f0))))))))^l_39.f0),l_18.f1))<l_40),0x0AL))<l_12.f3)||l_39.f2)>0xC3330F6BB026EBB4LL),l_39.f1.f3)))>=0xE48EL)&l_39.f0))&l_18.f0),l_41,l_40),l_12),l_12.f0))&1UL)),l_39.f1.f0))
{}
else
{}
return l_482;
}
static int8_t func_2(int8_t p_3)
{
int64_t l_210[3];
int32_t l_218=1L;
struct S1 l_219={};
uint16_t l_226[10]={};
struct S5 l_296={};
uint32_t l_358=4294967295UL;
int64_t l_371=(-4L);
uint32_t l_404=7UL;
int32_t l_407=1L;
int i;
for(i=0;i<3;i++)
l_210[i]=0L;
if(((p_3,p_3)>=p_3))
{}
else
{}
for(p_3=2;(p_3>=0);p_3-=1)
{
int i;
return l_210[p_3];
}
for(p_3=(-5);(p_3!=(-21));p_3--)
{}
return l_219.f4;
}
static int8_t func_6(struct S2 p_7,struct S2 p_8,int16_t p_9,struct S1 p_10,struct S2 p_11)
{
int64_t l_64=0x1DE00DC0F60EFD82LL;
uint32_t l_84=1UL;
int8_t l_85=3L;
struct S0 l_131={};
struct S3 l_139={};
union U7 l_140[2][4][9]={};
struct S0 l_186[4]={};
int i,j,k;
if((p_11.f3!=(safe_add_func_int32_t_s_s(p_8.f3,(0x1CEEL||(p_10.f5.f0,0x991AL))))))
{}
else
{}
for(p_11.f0=0;(p_11.f0<(-15));p_11.f0--)
{}
l_131.f0=(safe_div_func_uint32_t_u_u(((7L<0xA1L)>=0xC9895631L),(l_64^l_85)));
return l_64;
}
static struct S1 func_13(struct S3 p_14,uint16_t p_15,union U7 p_16,uint32_t p_17)
{
struct S1 l_42[1]={};
int i;
return l_42[0];
}
int main(int argc,char*argv[])
{
int print_hash_value=0;
if(argc==2&&strcmp(argv[1],"1")==0)print_hash_value=1;
crc32_gentab();
func_1();
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
