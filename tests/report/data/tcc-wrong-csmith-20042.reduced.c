    #include <stdint.h>
 
  
#define FUNC_NAME(x) safe_##x
 uint32_t
FUNC_NAME(add_func_uint32_t_u_u)(  uint32_t ui2 )
{
  return 0;
}
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
