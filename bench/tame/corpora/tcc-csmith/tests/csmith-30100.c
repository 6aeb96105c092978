#include "csmith.h"
static long __undefined;
#pragma pack(push)
struct S0{
unsigned f0:24;
const unsigned f1:13;
volatile unsigned f2:27;
const signed f3:27;
volatile signed f4:30;
const volatile unsigned f5:29;
unsigned f6:7;
};
static uint8_t g_4[6][3]={{1UL,1UL,1UL},{0x7DL,255UL,0x7DL},{1UL,1UL,1UL},{0x7DL,255UL,0x7DL},{1UL,1UL,1UL},{0x7DL,255UL,0x7DL}};
static int32_t g_16[5][3]={{2L,2L,2L},{0L,0L,0L},{2L,2L,2L},{0L,0L,0L},{2L,2L,2L}};
static int16_t g_18=3L;
static int32_t g_39=1L;
static int32_t*g_38= &g_39;
static int16_t g_56[9][4][6]={{{1L,8L,(-1L),0L,1L,1L},{0L,(-4L),0xDB63L,0L,(-1L),(-1L)},{0x76FEL,0x40BFL,(-3L),(-1L),0xC8FFL,0L},{0x6F2BL,0xE49CL,0x7C24L,(-7L),0xAC5AL,1L}},{{0x76FEL,1L,0x5F81L,0x5119L,1L,1L},{(-7L),0L,0xF6F6L,0x91F3L,0x8564L,1L},{0L,1L,(-7L),(-1L),0xD196L,0xF725L},{1L,(-1L),(-7L),(-9L),0x5461L,0x5461L}},{{0x8ED9L,(-1L),(-1L),0x8ED9L,1L,0L},{0x8564L,0xB4C0L,0x606AL,0x70C1L,0x5F81L,0x31D4L},{0x8F0FL,1L,0x5A51L,0L,0x5F81L,0L},{1L,0xB4C0L,0xBB9AL,0L,1L,0x5C8AL}},{{0L,(-1L),1L,0xF520L,0x5461L,0x12F3L},{1L,(-1L),1L,0x5D82L,0xD196L,(-1L)},{0L,1L,8L,0xA061L,0x8564L,0L},{0xAC5AL,0L,6L,0x10B0L,1L,(-7L)}},{{0x5119L,1L,1L,0x97EEL,0xAC5AL,0x7C24L},{0x31D4L,0xE49CL,(-6L),0xAC5AL,0xC8FFL,(-1L)},{0xDB63L,0x40BFL,(-7L),0L,0x7D8EL,(-1L)},{0xBB9AL,(-1L),(-4L),(-1L),0L,0x40BFL}},{{0L,0x31D4L,0x25F8L,0L,(-7L),(-6L)},{(-1L),0xF6F6L,0xF520L,(-2L),0x04F3L,0x7D8EL},{0x40BFL,1L,0x8266L,(-1L),1L,0x5D82L},{0xF6F6L,0x18CEL,0x91F3L,8L,0x5119L,(-7L)}},{{1L,0xBB9AL,0x18CEL,0xBB9AL,1L,0xF6F6L},{1L,1L,1L,0x40BFL,1L,(-2L)},{(-1L),(-3L),0L,1L,1L,(-2L)},{(-1L),0x8C4FL,1L,1L,0x61C0L,0xF6F6L}},{{1L,0x5A51L,0x18CEL,0L,0x8F0FL,(-7L)},{(-4L),1L,0x91F3L,(-7L),0x76FEL,0x5D82L},{(-8L),0xAC5AL,0x8266L,1L,0xBB9AL,0x7D8EL},{0x5F81L,0L,0xF520L,0x0E45L,0L,(-6L)}},{{0x3E63L,1L,0x25F8L,1L,0x70C1L,0x40BFL},{0L,0L,(-4L),0xDB63L,0L,(-1L)},{0L,0x5119L,1L,(-1L),0xE49CL,0x8ED9L},{(-6L),0x25F8L,1L,0xD196L,0xBB9AL,(-1L)}}};
static volatile int32_t g_62[8][5]={{0x2517922CL,5L,0x2517922CL,5L,0x2517922CL},{1L,1L,0x9B759721L,0x9B759721L,1L},{1L,5L,1L,5L,1L},{1L,0x9B759721L,0x9B759721L,1L,1L},{0x2517922CL,5L,0x2517922CL,5L,0x2517922CL},{1L,1L,0x9B759721L,0x9B759721L,1L},{1L,5L,1L,5L,1L},{1L,0x9B759721L,0x9B759721L,1L,1L}};
static int32_t g_63=0xFDB9CE08L;
static volatile int32_t g_70=(-1L);
static int32_t g_71=0x855BD1B8L;
static int16_t*g_74= &g_56[2][3][0];
static int32_t**volatile g_77= &g_38;
static const int32_t g_80=0L;
static int64_t g_83=6L;
static struct S0 g_84={328,82,8576,8994,-13764,21861,7};
static const int32_t g_86=0xE6F706C0L;
static const int32_t*g_85= &g_86;
static uint64_t g_127=0x416570B7C7C06617LL;
static volatile int32_t g_173=0x5351F7D0L;
static int32_t*volatile g_189[9][3]={{(void*)0,&g_63,&g_63},{&g_63,&g_63,&g_63},{&g_71,&g_39,&g_63},{&g_71,&g_63,&g_63},{&g_63,&g_63,&g_63},{&g_63,&g_63,&g_63},{&g_71,&g_39,&g_63},{&g_71,&g_63,&g_63},{&g_63,&g_63,&g_39}};
static uint64_t*volatile g_206= &g_127;
static uint64_t*volatile*g_205= &g_206;
static uint8_t g_223=0xD9L;
static int32_t g_224[6]={1L,1L,1L,1L,1L,1L};
static uint64_t g_268=0xB5A121E595985F0DLL;
static uint8_t*g_282= &g_223;
static int64_t*volatile g_327[2]={&g_83,&g_83};
static int64_t*volatile*g_326= &g_327[1];
static uint32_t g_352=18446744073709551615UL;
static int8_t g_360=0x24L;
static volatile struct S0 g_371={2758,27,5203,-580,27556,3954,0};
static int64_t*g_381= &g_83;
static int64_t**g_380= &g_381;
static uint16_t g_390=0xAF73L;
static volatile int64_t g_394=0x7CA086378EC43938LL;
static struct S0 g_403={2275,21,11067,7514,-3550,20993,8};
static int64_t g_576=0x8FDF12E4645F7928LL;
static int64_t*volatile*volatile*g_690= &g_326;
static int64_t*volatile*volatile*volatile*volatile g_689[3][3]={{&g_690,&g_690,&g_690},{&g_690,&g_690,&g_690},{&g_690,&g_690,&g_690}};
static const uint8_t*g_797[1]={(void*)0};
static const uint8_t**g_796= &g_797[0];
static const uint8_t***volatile g_795[8][6]={{&g_796,&g_796,&g_796,&g_796,&g_796,&g_796},{(void*)0,&g_796,&g_796,&g_796,&g_796,&g_796},{&g_796,&g_796,&g_796,&g_796,&g_796,&g_796},{&g_796,&g_796,&g_796,&g_796,&g_796,&g_796},{&g_796,&g_796,&g_796,&g_796,&g_796,&g_796},{&g_796,&g_796,&g_796,&g_796,&g_796,&g_796},{&g_796,&g_796,&g_796,&g_796,&g_796,&g_796},{&g_796,&g_796,&g_796,&g_796,&g_796,&g_796}};
static const uint8_t***volatile g_798= &g_796;
static uint16_t*g_803= &g_390;
static uint16_t**g_802= &g_803;
static uint16_t***volatile g_801= &g_802;
static struct S0 g_808={3472,31,10628,10838,8183,17035,10};
static uint32_t g_848[4]={0x5F54CD28L,0x5F54CD28L,0x5F54CD28L,0x5F54CD28L};
static uint32_t*g_847= &g_848[3];
static uint32_t**g_846= &g_847;
static volatile uint32_t g_889[10][9]={{7UL,5UL,0x34664CB4L,0x971CAC34L,18446744073709551606UL,0x37F31FF3L,2UL,3UL,0x14B759C5L},{1UL,0xF68C875CL,0x34664CB4L,18446744073709551612UL,0UL,0UL,18446744073709551612UL,0x34664CB4L,0xF68C875CL},{0xCCBF03AFL,0xCCC6C9E1L,0x14B759C5L,0x34664CB4L,0x378FF7A2L,0UL,18446744073709551611UL,18446744073709551607UL,18446744073709551614UL},{0xF68C875CL,0UL,1UL,0x4EBEFCC3L,5UL,0x66A93F4FL,0x37F31FF3L,7UL,18446744073709551612UL},{0UL,0xCCC6C9E1L,18446744073709551612UL,18446744073709551615UL,0xE58F2BFCL,18446744073709551614UL,0xA259DC4DL,18446744073709551606UL,0xC0EA0FA6L},{1UL,0xF68C875CL,18446744073709551615UL,18446744073709551615UL,0UL,0xC0EA0FA6L,0x5A2DAFFCL,0x3F24F660L,0x34664CB4L},{1UL,5UL,0x13A7718AL,0xC0EA0FA6L,0xC0EA0FA6L,0x13A7718AL,5UL,1UL,18446744073709551606UL},{0UL,18446744073709551606UL,0xFF598C4BL,0xA259DC4DL,18446744073709551607UL,1UL,1UL,18446744073709551615UL,0x37F31FF3L},{0xF68C875CL,0xE58F2BFCL,7UL,0x639A27D3L,18446744073709551615UL,0x34664CB4L,18446744073709551615UL,2UL,18446744073709551606UL},{0xCCBF03AFL,18446744073709551614UL,0xCCC6C9E1L,0x6A323660L,0x3F24F660L,0x971CAC34L,0xE58F2BFCL,1UL,0x34664CB4L}};
static uint8_t*g_944[1]={(void*)0};
static int16_t g_1019=0x32FBL;
static uint64_t g_1022=18446744073709551615UL;
static int8_t g_1137=0xDDL;
static uint8_t**g_1170[5][2]={{&g_944[0],&g_944[0]},{&g_944[0],&g_944[0]},{&g_944[0],(void*)0},{&g_944[0],(void*)0},{&g_944[0],&g_944[0]}};
static uint8_t***g_1169= &g_1170[1][0];
static uint8_t****g_1168= &g_1169;
static uint64_t func_1(void);
static int16_t*func_47(int32_t*p_48,int32_t*p_49,int16_t*p_50,int16_t*p_51,uint64_t p_52)
{
int32_t l_66=0xEE091E6DL;
int32_t l_141=0xE6E7EB69L;
int32_t l_147[8][6][5]={{{1L,0L,(-1L),0x9DEAA75BL,0x3F83878CL},{8L,(-1L),0xB7E0C7B6L,6L,1L},{(-1L),0x321386D8L,0L,0xFEA0E908L,(-1L)},{0xC1F0966BL,0x19565283L,1L,0x1F83F8ADL,1L},{0xB7E0C7B6L,0x9DEAA75BL,1L,0xC70531B4L,(-7L)},{0L,0xC1F0966BL,7L,0xC70531B4L,6L}},{{0x2EDD942FL,(-1L),0x1A2CD96FL,0x1F83F8ADL,6L},{2L,0x83223A29L,0L,0xFEA0E908L,0xBE89911EL},{1L,0xDBDEA83DL,1L,6L,0xBC73C5DBL},{0x3F83878CL,0x9A9D7EB5L,0L,0x9DEAA75BL,7L},{0x8CD386D9L,0L,(-1L),0x3F83878CL,0xBE60ADCBL},{1L,0L,0xEBF7B4E9L,0xEBF7B4E9L,0L}},{{(-7L),0xB8020A6BL,0x9DEAA75BL,(-1L),0x044C0279L},{0xFEA0E908L,(-1L),0xC70531B4L,0L,0xB7E0C7B6L},{0x19565283L,0xA9DBB096L,0L,0xBE89911EL,(-1L)},{0xFEA0E908L,6L,0x3DF32904L,0x8CD386D9L,0xC1F0966BL},{(-7L),0xC70531B4L,1L,0xBC73C5DBL,0xFEA0E908L},{1L,1L,(-1L),(-1L),(-1L)}},{{0x8CD386D9L,0x4191B569L,0x97BB59C8L,0x1A2CD96FL,(-10L)},{0x3F83878CL,1L,0xDBDEA83DL,0xF01792AFL,1L},{1L,7L,0x19565283L,0xE54040A6L,0x569B4585L},{2L,0L,0xBE89911EL,0x19565283L,0xED92AE5AL},{0x2EDD942FL,(-7L),(-1L),(-10L),1L},{0L,0xE54040A6L,(-1L),0x0E703EE8L,1L}},{{0xB7E0C7B6L,0x03188522L,0xBE89911EL,0x2D534F48L,0xCC1EF986L},{0xC1F0966BL,8L,0x19565283L,0x307CD24EL,0x4191B569L},{(-1L),0x3DF32904L,0xDBDEA83DL,0xCDE3425DL,0xAE03F525L},{8L,(-1L),0x97BB59C8L,0L,0x307CD24EL},{1L,0xBE89911EL,(-1L),1L,7L},{(-2L),(-1L),1L,(-1L),(-2L)}},{{0L,0xBE60ADCBL,0x3DF32904L,(-1L),0xE2AD39FBL},{(-1L),0x2D534F48L,0L,0x5C7AEBA4L,(-1L)},{0xE54040A6L,0xFEA0E908L,0xC70531B4L,0xBE60ADCBL,0xE2AD39FBL},{0x794BBEC0L,0x5C7AEBA4L,0x9DEAA75BL,0xDBDEA83DL,(-2L)},{0xE2AD39FBL,(-7L),0xEBF7B4E9L,0x2EDD942FL,7L},{0xBE89911EL,0x044C0279L,0xB560D96EL,(-1L),0x569B4585L}},{{(-1L),0xED92AE5AL,0x97BB59C8L,(-1L),0xC70531B4L},{0xB7E0C7B6L,0xC5253E16L,0L,0x1A2CD96FL,0xDBDEA83DL},{0L,1L,0x83223A29L,(-1L),0x2D534F48L},{1L,1L,0x9DEAA75BL,0xE2AD39FBL,(-10L)},{1L,(-10L),2L,0x3F83878CL,(-1L)},{7L,(-10L),0xBE89911EL,0xA9DBB096L,0x0E703EE8L}},{{0x1A2CD96FL,1L,(-10L),7L,(-1L)},{0L,1L,0x5C7AEBA4L,1L,0x3F83878CL},{1L,0xC5253E16L,0xF01792AFL,0L,0x3DF32904L},{0L,0xED92AE5AL,0x2B8A50C0L,2L,0xB560D96EL},{(-1L),0x2EDD942FL,1L,0L,0xE341315DL},{0xEBF7B4E9L,0x321386D8L,0x321386D8L,0xEBF7B4E9L,0x044C0279L}}};
int64_t*l_166[4][2]={{&g_83,&g_83},{&g_83,&g_83},{&g_83,&g_83},{&g_83,&g_83}};
int64_t*l_168= &g_83;
int64_t**l_167= &l_168;
int64_t*l_170= &g_83;
int64_t**l_169= &l_170;
uint64_t*l_172=(void*)0;
uint64_t**l_171= &l_172;
int8_t l_187=0xC7L;
int32_t*l_188=(void*)0;
int32_t*l_190= &g_63;
uint32_t l_201=0xF3A3253BL;
int32_t*l_226= &l_147[3][4][2];
int32_t*l_227= &l_147[3][4][2];
int32_t*l_228= &l_141;
int32_t*l_229= &g_63;
int32_t*l_230= &g_63;
int32_t*l_231[4];
int32_t l_232=5L;
uint32_t l_233=4UL;
int16_t*l_236[1][3];
int i,j,k;
for(i=0;i<4;i++)
l_231[i]= &l_147[3][4][2];
for(i=0;i<1;i++)
{
for(j=0;j<3;j++)
l_236[i][j]=(void*)0;
}
for(p_52=0;(p_52>=15);p_52=safe_add_func_uint64_t_u_u(p_52,9))
{
int64_t l_102=0x79293E9D6A361056LL;
int32_t l_104=(-1L);
int16_t**const l_124=(void*)0;
int32_t l_130=0xB76CAEA2L;
int32_t l_143=1L;
int32_t l_149[3];
int i;
for(i=0;i<3;i++)
l_149[i]=0x65FCBFF3L;
for(g_63=0;(g_63<(-13));--g_63)
{
int16_t*l_67= &g_56[4][2][3];
int32_t*l_75=(void*)0;
int32_t l_106=1L;
int32_t l_107=0xA988067FL;
int64_t l_111=(-6L);
int32_t l_142=0x49B04C19L;
int32_t l_144=8L;
int32_t l_146=0x4197F755L;
int32_t l_148=0x04FF0672L;
int32_t l_150[5];
uint8_t l_159=5UL;
int i;
for(i=0;i<5;i++)
l_150[i]=0xF7AC18CAL;
if(l_66)
{
return l_67;
}
else
{
uint8_t l_97=0UL;
int32_t l_116=(-8L);
for(l_66=0;(l_66==27);l_66=safe_add_func_int64_t_s_s(l_66,3))
{
int32_t*l_103[6][6][2]={{{&g_63,&g_63},{&g_63,&g_63},{&g_63,&g_63},{&g_63,&g_63},{&g_63,&g_63},{&g_63,&g_63}},{{&g_63,&g_63},{&g_63,&g_63},{&g_63,&g_63},{&g_63,&g_63},{&g_63,&g_63},{&g_63,&g_63}},{{&g_63,&g_63},{&g_63,&g_63},{&g_63,&g_63},{&g_63,&g_63},{&g_63,&g_63},{&g_63,&g_63}},{{&g_63,&g_63},{&g_63,&g_63},{&g_63,&g_63},{&g_63,&g_63},{&g_63,&g_63},{&g_63,&g_63}},{{&g_63,&g_63},{&g_63,&g_63},{&g_63,&g_63},{&g_63,&g_63},{&g_63,&g_63},{&g_63,&g_63}},{{&g_63,&g_63},{&g_63,&g_63},{&g_63,&g_63},{&g_63,&g_63},{&g_63,&g_63},{&g_63,&g_63}}};
uint64_t*l_125=(void*)0;
uint64_t*l_126= &g_127;
int16_t*l_128=(void*)0;
int16_t*l_129=(void*)0;
int i,j,k;
for(g_71=0;(g_71==(-23));g_71=safe_sub_func_uint16_t_u_u(g_71,7))
{
int32_t**l_76=(void*)0;
const int32_t*l_79= &g_80;
const int32_t**l_78= &l_79;
int64_t*l_82= &g_83;
const int32_t*l_88[8][3][10]={{{(void*)0,&g_86,&g_80,&g_80,(void*)0,&g_86,&g_86,&g_80,(void*)0,&g_86},{(void*)0,&g_80,&g_80,(void*)0,&g_80,&g_80,&g_80,&g_80,&g_80,(void*)0},{&g_80,&g_80,&g_80,(void*)0,&g_80,(void*)0,&g_80,&g_80,&g_86,&g_80}},{{&g_86,(void*)0,&g_80,&g_80,(void*)0,(void*)0,(void*)0,&g_80,&g_80,&g_80},{&g_80,(void*)0,&g_80,&g_86,&g_86,&g_80,(void*)0,&g_80,(void*)0,&g_86},{&g_80,&g_86,&g_86,&g_80,(void*)0,(void*)0,&g_86,&g_80,&g_86,&g_80}},{{&g_86,&g_80,&g_86,(void*)0,(void*)0,&g_80,&g_80,&g_80,(void*)0,(void*)0},{&g_86,&g_80,&g_86,&g_86,&g_80,&g_80,&g_80,&g_80,&g_80,(void*)0},{(void*)0,&g_80,&g_86,(void*)0,&g_86,&g_86,&g_80,&g_80,&g_80,&g_80}},{{&g_80,&g_86,&g_86,&g_80,&g_80,&g_86,&g_86,&g_80,(void*)0,&g_86},{&g_80,&g_86,&g_86,&g_80,(void*)0,(void*)0,&g_86,&g_80,&g_86,&g_80},{&g_86,&g_80,&g_86,(void*)0,(void*)0,&g_80,&g_80,&g_80,(void*)0,(void*)0}},{{&g_86,&g_80,&g_86,&g_86,&g_80,&g_80,&g_80,&g_80,&g_80,(void*)0},{(void*)0,&g_80,&g_86,(void*)0,&g_86,&g_86,&g_80,&g_80,&g_80,&g_80},{&g_80,&g_86,&g_86,&g_80,&g_80,&g_86,&g_86,&g_80,(void*)0,&g_86}},{{&g_80,&g_86,&g_86,&g_80,(void*)0,(void*)0,&g_86,&g_80,&g_86,&g_80},{&g_86,&g_80,&g_86,(void*)0,(void*)0,&g_80,&g_80,&g_80,(void*)0,(void*)0},{&g_86,&g_80,&g_86,&g_86,&g_80,&g_80,&g_80,&g_80,&g_80,(void*)0}},{{(void*)0,&g_80,&g_86,(void*)0,&g_86,&g_86,&g_80,&g_80,&g_80,&g_80},{&g_80,&g_86,&g_86,&g_80,&g_80,&g_86,&g_86,&g_80,(void*)0,&g_86},{&g_80,&g_86,&g_86,&g_80,(void*)0,(void*)0,&g_86,&g_80,&g_86,&g_80}},{{&g_86,&g_80,&g_86,(void*)0,(void*)0,&g_80,&g_80,&g_80,(void*)0,(void*)0},{&g_86,&g_80,&g_86,&g_86,&g_80,&g_80,&g_80,&g_80,&g_80,(void*)0},{(void*)0,&g_80,&g_86,(void*)0,&g_86,&g_86,&g_80,&g_80,&g_80,&g_80}}};
const int32_t**l_87= &l_88[3][0][1];
int16_t**l_91=(void*)0;
int16_t**l_92= &g_74;
int i,j,k;
(*g_77)=(((((&g_56[6][0][2]!=l_67)>=0x04L),g_74)!=(void*)0),l_75);
l_75=(p_48=(*g_77));
l_97=((((((*l_78)=(void*)0)!=((*l_87)=((!((*l_82)&=(g_56[1][3][5]<(-1L)))),(g_85=(g_84,(*g_77))))))|(((safe_rshift_func_uint8_t_u_s((((*l_92)= &g_56[0][2][2])!=p_50),(safe_sub_func_int32_t_s_s((g_84.f1|(safe_sub_func_int8_t_s_s(g_84.f6,p_52))),(*p_49))))),p_52)&&(*p_49)))||p_52)<0x2F7FL);
}
for(l_97=13;(l_97>14);l_97++)
{
int32_t**l_100= &l_75;
int32_t*l_101= &g_71;
(*l_100)=(*g_77);
l_102=((*l_101)=0x9021D5E0L);
(*l_100)=l_103[2][3][1];
}
for(g_71=1;(g_71>=0);g_71-=1)
{
uint32_t l_105=3UL;
uint8_t l_108=249UL;
int i,j,k;
l_105=(l_104&=g_4[1][1]);
l_108--;
if(l_111)
continue;
}
l_130=(((7UL<((safe_mul_func_int8_t_s_s((safe_mod_func_int16_t_s_s((*p_50),(l_104=(((l_116=0x4023D1C5L),(((+p_52),&g_56[6][0][2])!=p_50))&&((*l_126)=((safe_rshift_func_uint16_t_u_u(((safe_div_func_uint64_t_u_u((safe_div_func_uint8_t_u_u(((p_52,&p_51)!=l_124),0x58L)),p_52))&&g_86),g_4[1][1]))|(*g_74))))))),0x22L))^0x15A1L))<=0xFA4CL)||0x97D3C6209D16BB71LL);
}
}
for(l_102=(-4);(l_102!=26);l_102++)
{
int16_t l_140=0x4C5EL;
int32_t l_145=(-5L);
int32_t l_151=0L;
int32_t l_152=0L;
int32_t l_153=(-3L);
int32_t l_154=0xB023FBB9L;
int32_t l_155=0x76F3828BL;
int32_t l_156=(-4L);
int32_t l_157=0x51D552A8L;
int32_t l_158[8][1][2]={{{(-6L),0x7966237CL}},{{(-1L),0x7966237CL}},{{(-6L),(-1L)}},{{(-7L),(-7L)}},{{(-7L),(-1L)}},{{(-6L),0x7966237CL}},{{(-1L),0x7966237CL}},{{(-6L),(-1L)}}};
int i,j,k;
for(l_107=(-29);(l_107<3);++l_107)
{
int32_t*l_135= &g_71;
int32_t*l_136= &l_106;
int32_t*l_137= &l_104;
int32_t*l_138= &g_71;
int32_t*l_139[7][8][3]={{{&l_130,&l_130,&l_130},{(void*)0,(void*)0,(void*)0},{&l_130,&l_130,&l_130},{(void*)0,(void*)0,(void*)0},{&l_130,&l_130,&l_130},{(void*)0,(void*)0,(void*)0},{&l_130,&l_130,&l_130},{(void*)0,(void*)0,(void*)0}},{{&l_130,&l_130,&l_130},{(void*)0,(void*)0,(void*)0},{&l_130,&l_130,&l_130},{(void*)0,(void*)0,(void*)0},{&l_130,&l_130,&l_130},{(void*)0,(void*)0,(void*)0},{&l_130,&l_130,&l_130},{(void*)0,(void*)0,(void*)0}},{{&l_130,&l_130,&l_130},{(void*)0,(void*)0,(void*)0},{&l_130,&l_130,&l_130},{(void*)0,(void*)0,(void*)0},{&l_130,&l_130,&l_130},{(void*)0,(void*)0,(void*)0},{&l_130,&l_130,&l_130},{(void*)0,(void*)0,(void*)0}},{{&l_130,&l_130,&l_130},{(void*)0,(void*)0,(void*)0},{&l_130,&l_130,&l_130},{(void*)0,(void*)0,(void*)0},{&l_130,&l_130,&l_130},{(void*)0,(void*)0,(void*)0},{&l_130,&l_130,&l_130},{(void*)0,(void*)0,(void*)0}},{{&l_130,&l_130,&l_130},{(void*)0,(void*)0,(void*)0},{&l_130,&l_130,&l_130},{(void*)0,(void*)0,(void*)0},{&l_130,&l_130,&l_130},{(void*)0,(void*)0,(void*)0},{&l_130,&l_130,&l_130},{(void*)0,(void*)0,(void*)0}},{{&l_130,&l_130,&l_130},{(void*)0,(void*)0,(void*)0},{&l_130,&l_130,&l_130},{(void*)0,(void*)0,(void*)0},{&l_130,&l_130,&l_130},{(void*)0,(void*)0,(void*)0},{&l_130,&l_130,&l_130},{(void*)0,(void*)0,(void*)0}},{{&l_130,&l_130,&l_130},{(void*)0,(void*)0,(void*)0},{&l_130,&l_130,&l_130},{(void*)0,(void*)0,(void*)0},{&l_130,&l_130,&l_130},{(void*)0,(void*)0,(void*)0},{&l_130,&l_130,&l_130},{(void*)0,(void*)0,(void*)0}}};
int i,j,k;
--l_159;
}
}
l_149[2]^=g_84.f4;
}
}
(*l_190)=((((p_52&&(safe_sub_func_int16_t_s_s(((l_166[0][1]=l_166[3][1])==((*l_169)=((*l_167)= &g_83))),((*g_74)&=(p_52!=(&p_52!=((*l_171)= &g_127)))))))!=((g_173<=(((safe_sub_func_int32_t_s_s((safe_mul_func_uint8_t_u_u(((safe_add_func_int32_t_s_s((((((!(safe_mod_func_int8_t_s_s(9L,((safe_div_func_int32_t_s_s((((((safe_sub_func_int16_t_s_s(l_141,0x040AL))&&g_39)||g_84.f6)||g_80)==l_147[4][2][2]),(*p_49)))||0L)))),(void*)0)!=(void*)0),0L)||l_141),p_52))!=l_187),g_84.f0)),0x96C76EF8L))^g_127)==0x7240L))<=l_147[7][5][3])),1L)&&l_141);
for(l_187=0;(l_187!=(-18));l_187=safe_sub_func_int8_t_s_s(l_187,9))
{
uint32_t l_207=0x5EF0559BL;
for(g_127=0;(g_127==60);++g_127)
{
int8_t l_204=2L;
uint8_t*l_222= &g_223;
int32_t*l_225= &l_147[3][0][0];
(*l_190)=(safe_lshift_func_int16_t_s_u(((safe_div_func_int64_t_s_s(0x48AC1276B3610BE1LL,(safe_add_func_uint64_t_u_u((((*g_74)=l_201)^((((safe_lshift_func_int16_t_s_s((g_83&&(1L&&((l_204&&0UL)>=((void*)0== &g_74)))),((g_205== &g_206)&0xA8L)))>g_84.f0)&p_52)==l_207)),1L)))),(*p_50)),10));
(*l_225)=((*l_190)^=((safe_add_func_uint64_t_u_u(0x74853F64DE006D20LL,0x03117913F104CF70LL))||(g_224[5]^=(((safe_div_func_int32_t_s_s((safe_add_func_int16_t_s_s((((*l_171)!= &p_52)|(safe_add_func_int64_t_s_s(l_207,(&g_83==(void*)0)))),((safe_sub_func_int8_t_s_s(0x8FL,((*l_222)=((((safe_lshift_func_int8_t_s_u(((safe_mul_func_int16_t_s_s(l_204,(*g_74))),5L),p_52)),p_52)>=0x90134D32L)<=65535UL))))<g_84.f5))),(*p_49)))|p_52),l_204))));
}
}
l_233--;
return l_236[0][0];
}
