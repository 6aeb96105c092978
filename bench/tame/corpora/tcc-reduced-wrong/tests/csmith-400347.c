 
struct d{
};
struct c{
int b;
};
struct g
;
struct e{
}
 d ;
struct c j();
struct c k();
void l()
{
 
((j()),0)
;
}
struct d f()
{
struct d u;
return u;
}
struct c j(int     x)
{
struct e z;
struct d t;
struct c y={};
if(k(z,t,z),0)
;
return y;
}
struct c k()
{
struct c h={};
return h;
}
int main()
{
l();
return 0;
}
