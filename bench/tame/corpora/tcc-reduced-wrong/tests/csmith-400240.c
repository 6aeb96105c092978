#include "csmith.h"
struct U1{
uint32_t a;
};
struct U2{
const int32_t b;
};
struct U5{
uint32_t c;
};
static void e();
static struct U2 f();
static struct U1**g();
static struct U1 h()
{static struct U1 j={};static struct U5 k={};static struct U1 l={},*m= &l;
const struct U2 o={};
struct U1**const p= &m;
struct U1**q,*r= &j;
e(f(((((q)=g(o,&m,k,p))!=0))),r);
return(**q);
}
static void e(struct U2 s,struct U1*t)
{
t;
}
static struct U2 f()
{
struct U2 u={};
return u;
}
static struct U1**g(const struct U2 v,struct U1**w,struct U5 x,struct U1**const y)
{
return w;
}
int main()
{
h();
transparent_crc(0U,"g_20.f0",0);
}
