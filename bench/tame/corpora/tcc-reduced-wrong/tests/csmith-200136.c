#include "csmith.h"
static volatile uint16_t g_2=0xEA75L;
static uint64_t g_12=1UL;
static uint32_t g_13=18446744073709551615UL;
static int64_t g_15=1L;
static uint32_t g_25=18446744073709551615UL;
static uint32_t g_31=0xD982FC9AL;
static int64_t g_65=0x8624A7E6D0914BD6LL;
static int32_t g_66=6L;
static int16_t g_87=0xE93FL;
static int64_t g_88=0xA30E3E679C8A6F19LL;
static uint64_t g_89=5UL;
static int32_t g_110=0x21EC5D86L;
static uint32_t g_111=0xC377FA48L;
static uint64_t g_177=0x704C175E38545A47LL;
static uint64_t g_178=0xA68D69DEFF53B879LL;
static uint32_t g_182=18446744073709551615UL;
static uint32_t g_195=0UL;
static uint16_t g_369=0xEF6FL;
static int64_t g_386=(-4L);
static uint32_t g_459=0x5732DD5CL;
static int32_t g_461=1L;
static volatile int16_t g_464=0xDA7DL;
static volatile int32_t g_495=4L;
static int16_t g_602=0xA9E9L;
static int32_t g_785=1L;
static uint32_t g_848=0xB468B291L;
static uint64_t g_970=0xF30D390AD78B653ALL;
static int16_t func_1(void);
static int32_t func_4(int16_t p_5,int64_t p_6);
static int32_t func_32(int32_t p_33,int16_t p_34);
static int16_t func_1(void)
{
volatile int64_t l_3=(-6L);
int32_t l_11=0x31D26EC1L;
int32_t l_14=(-1L);
int32_t l_45=0x1D005767L;
uint16_t l_784=65535UL;
uint32_t l_786=18446744073709551615UL;
int32_t l_938=(-4L);
int32_t l_944=0x5B2D42A0L;
l_3=g_2;
if(func_4((g_2,((safe_sub_func_int32_t_s_s(g_2,(0x121AL<(safe_mul_func_int16_t_s_s((-1L),((-5L)&(l_11=l_11))))))),(g_13=(((65530UL|(l_3|g_12))&&g_12)&&18446744073709551615UL)))),l_14))
{}
else
{
uint32_t l_46=0UL;
int32_t l_764=0x189D29C5L;
int32_t l_783=1L;
int32_t l_801=0L;
int64_t l_802=0xEFCFFC4C54A92A7ELL;
int64_t l_914=(-3L);
int64_t l_966=(-1L);
l_764=func_32(((safe_lshift_func_int16_t_s_u(l_11,1))^(65528UL<=(safe_sub_func_uint16_t_u_u((safe_add_func_int64_t_s_s((((((0x03F559CDL||((((safe_sub_func_uint32_t_u_u((((0x19116590L!=(l_45=(safe_sub_func_int32_t_s_s((g_25,(0xCAEC2B2A8F302D78LL<=l_3)),(l_14=l_11))))),((l_3<=g_25)|g_25))&g_31),l_46)),0x7D3EL)!=g_13)<l_46)),0xBB05D09421A0E57CLL)>0x0C2888A0E7B2E1D8LL)&0xF139888327BC4A6BLL),l_46),g_12)),1UL)))),l_46);
g_495=(g_785=(0x117839A395D9EEC3LL!=((l_783=(g_110=(l_11,((safe_sub_func_uint16_t_u_u(l_14,(safe_sub_func_int32_t_s_s(((0L<=(safe_rshift_func_uint16_t_u_s((safe_add_func_int16_t_s_s((((((l_46<(safe_div_func_uint64_t_u_u(18446744073709551611UL,((safe_lshift_func_uint16_t_u_u((((safe_lshift_func_int16_t_s_s((l_764=(g_88&l_764)),11)),((((safe_mul_func_uint16_t_u_u((safe_mul_func_uint16_t_u_u(0UL,g_89)),g_461))==0x0C344CCDD1B2DEF1LL)<=l_14)>0x9A347A0E3B091FC0LL))^l_3),g_87))&g_25))))&&l_11)^0x675BL)&&g_88),0xFA4FL),0x440FL)),g_13)))&g_177),g_461)))),0xA491C4FEL))))<=l_784)));
if(l_786)
{}
else
{}
}
return g_970;
}
static int32_t func_4(int16_t p_5,int64_t p_6)
{
uint64_t l_16=0x8963EC58F5537C57LL;
g_15=(18446744073709551615UL==0x61BE360DE5741311LL);
l_16=p_5;
return g_15;
}
static int32_t func_32(int32_t p_33,int16_t p_34)
{
int16_t l_57=(-1L);
int32_t l_60=1L;
uint64_t l_63=18446744073709551609UL;
int32_t l_64=0x5E45CF31L;
uint16_t l_179=9UL;
int16_t l_180=0x48F7L;
int64_t l_269=0x05629B9E970FD253LL;
int64_t l_540=0x79B66DC0AE3FA1C3LL;
int32_t l_739=0xB4C0D6F0L;
g_65=(p_33=((l_64=((2L^(((safe_mod_func_int32_t_s_s((safe_lshift_func_int16_t_s_s((p_34=(safe_div_func_uint32_t_u_u(((safe_lshift_func_int16_t_s_u(((p_33&(((g_12=0UL)>((safe_lshift_func_int16_t_s_s(0x7AF8L,5))<(p_34<p_34)))&&(l_57=65531UL)))==(((((safe_sub_func_int32_t_s_s(((l_60=0x72BB1342F2784030LL)^(l_63=(safe_mul_func_int16_t_s_s(p_34,g_13)))),0x9175669BL))&p_33)&&l_60)&&g_15),p_34)),l_64))||g_2),g_31))),7)),g_15))>=l_64)&&0xD7CB4F91L))>p_33))&&0UL));
if((g_66=p_33))
{}
else
{
uint64_t l_181=0x82C0EE4DF8AF3884LL;
int32_t l_214=0x9D8984B9L;
int16_t l_245=0xB9ACL;
uint32_t l_246=0x4572CAAEL;
int32_t l_404=0xDC86D786L;
int32_t l_488=0xDA6173FEL;
uint32_t l_564=4294967291UL;
uint32_t l_575=4294967295UL;
int64_t l_670=(-7L);
if((p_33=(safe_sub_func_int64_t_s_s((safe_mod_func_uint32_t_u_u(((g_182=(((l_60<(safe_add_func_int16_t_s_s(((safe_sub_func_uint16_t_u_u((((((((safe_add_func_uint32_t_u_u(((((safe_rshift_func_int16_t_s_s(l_60,(1UL||(l_57>=0xBFA8L))))&((((p_34=(((safe_lshift_func_int16_t_s_s(((-1L)^(g_12=(safe_mod_func_uint64_t_u_u(((((safe_div_func_int64_t_s_s((((safe_div_func_int32_t_s_s((p_33!=(g_178=(0x85E4FF75342E7D5CLL&&((!(((((safe_mod_func_int32_t_s_s(0x1A6899B1L,6UL))&&g_13),g_31)<=g_2)<g_177))^9L)))),0x33B35A5BL))&&0UL)&l_179),p_34)),1L),p_34)^g_88),l_57)))),l_57)),(-6L))<=18446744073709551609UL))&&(-1L))>p_33)>=l_180))==p_33)^0x6EB09B28L),p_33))<=p_33)|0L)^0x4E04448CL)&&l_181)>=0x75287BB0L)||p_34),0x10AEL))<=p_33),g_65)))<p_33),0x704AL))||l_179),p_33)),0x4AC0D40F6A6AC0F5LL))))
{}
else
{}
}
return g_195;
}
int main(int argc,char*argv[])
{
int print_hash_value=0;
if(argc==2&&strcmp(argv[1],"1")==0)print_hash_value=1;
platform_main_begin();
crc32_gentab();
func_1();
transparent_crc(g_2,"g_2",print_hash_value);
transparent_crc(g_12,"g_12",print_hash_value);
transparent_crc(g_13,"g_13",print_hash_value);
transparent_crc(g_15,"g_15",print_hash_value);
transparent_crc(g_25,"g_25",print_hash_value);
transparent_crc(g_65,"g_65",print_hash_value);
transparent_crc(g_66,"g_66",print_hash_value);
transparent_crc(g_87,"g_87",print_hash_value);
transparent_crc(g_88,"g_88",print_hash_value);
transparent_crc(g_111,"g_111",print_hash_value);
transparent_crc(g_177,"g_177",print_hash_value);
transparent_crc(g_178,"g_178",print_hash_value);
transparent_crc(g_182,"g_182",print_hash_value);
transparent_crc(g_195,"g_195",print_hash_value);
transparent_crc(g_386,"g_386",print_hash_value);
transparent_crc(g_459,"g_459",print_hash_value);
transparent_crc(g_461,"g_461",print_hash_value);
transparent_crc(g_464,"g_464",print_hash_value);
transparent_crc(g_785,"g_785",print_hash_value);
transparent_crc(g_848,"g_848",print_hash_value);
platform_main_end(crc32_context^0xFFFFFFFFUL,print_hash_value);
return 0;
}
