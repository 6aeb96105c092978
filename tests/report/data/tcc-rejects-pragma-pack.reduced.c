#pragma pack(push)
int main(void){}
