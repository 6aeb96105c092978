/* A correct program every compiler builds and runs the same: the oracle's verdict is "pass". */
#include <stdio.h>

static unsigned checksum(const unsigned char *bytes, int length) {
    unsigned sum = 0;
    for (int i = 0; i < length; i++)
        sum = sum * 31u + bytes[i];
    return sum;
}

int main(void) {
    const unsigned char data[] = "reportsmith";
    printf("checksum = %u\n", checksum(data, (int)sizeof data - 1));
    return 0;
}
