#include "csmith.h"
int c;
void h(uint8_t);
int64_t j(uint16_t);
uint16_t l();
void m()
{h(j(l()));
}
void h(uint8_t t)
{

}
int64_t j(uint16_t u)
{
return 0;
}
uint16_t l()
{c=safe_sub_func_int64_t_s_s(1,8)>=0x86E0DAEEL;
return 0;
}
int main()
{
crc32_gentab();
m();
transparent_crc(c,"",0);
platform_main_end(crc32_context,0);
return 0;
}
