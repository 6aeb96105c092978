#include "csmith.h"
struct n{
signed a:15;
unsigned b:31;
};
struct S1{
volatile struct n c;
};
static struct n d={};
static uint16_t e;
static void f()
{
uint8_t g;
uint32_t h=4294967290U;
d.a^=(((0)&&(6)));
h;
}
static void i()
{static volatile struct n j={};
j;
}
static void k()
{volatile struct n l; 
l.b;

}
int main()
{
int m;
crc32_gentab();
f();
transparent_crc(d.a,"g_711.f2",0);
platform_main_end(crc32_context,0);
return 0;
}
