#include "csmith.h"
struct t{
};
struct u{
};
struct s{
uint32_t b;
};
static int16_t c();
static struct s d(uint16_t,struct s);
static struct s g();
void h()
{
struct t i={};
struct s j={};
struct u k={};
(c((d((g(i,j,(k)),(3)),j))));
}
int16_t c()
{
return 0;
}
struct s d(uint16_t p,struct s q)
{
return q;
}
struct s g()
{struct s r={};
return r;
}
int main()
{
h();
}
