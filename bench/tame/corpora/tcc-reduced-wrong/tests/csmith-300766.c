#include "csmith.h"
struct v{
unsigned b:8;
signed d:30;
unsigned e:9;
};
static struct v g={};
static void j();
static struct v k();
static void l()
{static int16_t m;static int32_t n,o;
struct v p={};
{
j(k(p,(o||4294967289U)));
}
p.d=(safe_lshift_func_uint16_t_u_u(((p.d&g.d)>(safe_rshift_func_uint16_t_u_s((((0))),m))),0U));
}
static void j()
{
g;
}
static struct v k()
{
return g;
}
int main()
{
l();
}
