#pragma pack(push)
