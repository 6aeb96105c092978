/* Valid C (gcc and clang accept it): '#pragma pack(push)' saves the packing state without setting it.
   Debian's tcc 0.9.27+git20200814 rejects it with "',' expected (got ")")"; later tinycc accepts it.
   Csmith emits this pragma for packed structs (without --no-packed-struct). */
#include <stdio.h>

#pragma pack(push)
#pragma pack(1)
struct packed {
    char tag;
    int value;
};
#pragma pack(pop)

int main(void) {
    struct packed p = {'x', 42};
    printf("%d %d\n", (int)sizeof p, p.value);
    return 0;
}
