#include "csmith.h"
struct k{
signed:13;
unsigned:23;
unsigned:20;
};
static void o(int64_t);
static uint16_t r();
static struct k q()
{static struct k s={};
o(((r())));
return s;
}
static void o(int64_t n)
{
}
static uint16_t r()
{
return 0U;
}
int main()
{static int64_t h;
int u=0;
q();
transparent_crc(h,"g_33",u);
}
