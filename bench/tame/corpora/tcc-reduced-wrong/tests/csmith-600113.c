#include "csmith.h"
struct h{
unsigned:23;
unsigned:18;
signed:5;
unsigned:10;
}e(){
struct h f;
return f;
}
int main(){
int g=0;
e();
transparent_crc(0,"",g);
}
