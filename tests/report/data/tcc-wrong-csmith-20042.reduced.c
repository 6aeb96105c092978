#include "csmith.h"
void a();
void k(){a();}
void a(){
int**n,x;
if(safe_add_func_uint32_t_u_u)
1||(x&&1||0);
else
**n;
}
int main(){k();}
