#include "csmith.h"
struct v{
unsigned a:1;
signed b;
};
int16_t g;
void i()
{struct v k={};int16_t*s= &g;
*s=~k.b>=k.a;
}
int main()
{
crc32_gentab();
i();
transparent_crc(g,"",0);
platform_main_end(crc32_context,0);
return 0;
}
