#pragma pack(push)
main(){}
