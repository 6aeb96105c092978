#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
__attribute__((noinline)) void bar(uint8_t *b, size_t size)
{
        const uint32_t k = 0xc93e5407;
        for (uint32_t i = 0; i < size; i++)
        {
                b[i] ^= ((uint8_t*)&k)[i % sizeof(uint32_t)];
        }
}
int main() {
        uint8_t y[] = "\x07\x54\x3e\xc9\xfb\x06\x2c\xb7\x36\xed\x56\x93\x78\x97\x83\x13\x37\x70\xaa\x4e\x91\x64\x80\xac\xb8\xae\x13\x0a\x8c\x3c\x34";
        const size_t n = sizeof(y);
        bar(y, n);
        for (size_t i = 0; i < n; i++) printf("%02x", y[i]); puts("");
}
