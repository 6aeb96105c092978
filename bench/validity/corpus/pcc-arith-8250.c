#include <stdio.h>

/* reportsmith arith generator (Random Testing of Arithmetic Optimization): seed 8250; operators - * / % << >> < > >= & | ^ && ||; types unsigned char, unsigned short, unsigned long long */
static unsigned char x1 = 10;
unsigned short x3 = 4;
unsigned long long x4 = 18446744073709551597ULL;
const unsigned long long x6 = 18446744073709551604ULL;
unsigned short x7 = 65529;
unsigned long long x9 = 9ULL;
unsigned char t11 = 4;
static unsigned short t12 = 17339;
volatile unsigned char t15 = 237;
unsigned long long t18 = 5ULL;
static unsigned char t19 = 20;
unsigned short t20 = 65534;
static unsigned long long t25 = 16ULL;
volatile unsigned long long t27 = 18446744073709551615ULL;
unsigned char t29 = 248;
static unsigned long long t30 = 16378871905381328829ULL;
static unsigned long long t31 = 0ULL;
static unsigned char t35 = 13;
static volatile unsigned char t37 = 101;
volatile unsigned char t38 = 32;
unsigned long long k41 = 2067872168328222810ULL;
static unsigned int k42 = 2147483754U;
static unsigned long long k45 = 44336ULL;
static unsigned long long k49 = 5715461014688184138ULL;
static unsigned int k51 = 4294967069U;
unsigned int k53 = 4294901768U;
static const unsigned int k54 = 4294967223U;
static const unsigned int k55 = 3221225510U;
static unsigned int k59 = 33U;
unsigned long long k61 = 18427866377534361772ULL;
static int k63 = 53197;
static unsigned int k64 = 4294967058U;
volatile unsigned int k67 = 3221225509U;
volatile unsigned long long k68 = 18446744073709498762ULL;
static const unsigned long long k69 = 52892ULL;
int k71 = 24718;
static int k72 = 24;
const unsigned long long k73 = 170ULL;
static unsigned int k76 = 800863352U;

int main(void)
{
    static unsigned short x0 = 3;
    static volatile unsigned short x2 = 3;
    volatile unsigned short x5 = 65533;
    static unsigned long long x8 = 12731283059021367523ULL;
    static unsigned short t10 = 19;
    static unsigned long long t13 = 16777217ULL;
    volatile unsigned short t14 = 21285;
    static unsigned long long t16 = 1ULL;
    unsigned long long t17 = 13944315441040808931ULL;
    static unsigned char t21 = 119;
    volatile unsigned long long t22 = 2781240762090042514ULL;
    static unsigned char t23 = 254;
    unsigned char t24 = 238;
    static unsigned short t26 = 63737;
    unsigned short t28 = 39424;
    unsigned long long t32 = 2630566309607363859ULL;
    static unsigned short t33 = 1;
    unsigned short t34 = 52893;
    static unsigned char t36 = 243;
    static unsigned long long t39 = 4681668651447081975ULL;
    static unsigned long long k40 = 15665503311619509025ULL;
    const unsigned int k43 = 4294927888U;
    static unsigned long long k44 = 53ULL;
    static const unsigned long long k46 = 9223372036854775829ULL;
    static unsigned int k47 = 46343441U;
    static unsigned int k48 = 4294967222U;
    static unsigned long long k50 = 10701573061422874637ULL;
    static unsigned int k52 = 4294836264U;
    unsigned long long k56 = 6ULL;
    static unsigned int k57 = 4294967065U;
    static volatile unsigned long long k58 = 5ULL;
    static const int k60 = 220;
    unsigned long long k62 = 39ULL;
    static int k65 = 5;
    unsigned long long k66 = 15816177764102187779ULL;
    static unsigned long long k70 = 1794895497ULL;
    unsigned long long k74 = 33ULL;
    int k75 = 241;
    int failed = 0;

    t10 = ((4095 * t18) / (t10 <= t17));
    t11 = (((1359587354 - -16) / t21) - (t26 & t24));
    t12 = (((x1 >= t39) || (t21 && t20)) > (t25 * (((t31 && t32) * (t16 / t38)) >> ((t22 | t36) + k40))));
    t13 = (t10 & (t26 >= ((-2147483646 + k42) << (t30 + k41))));
    t14 = ((t10 >> ((((t13 && x4) | (((x9 || x4) || t13) - (t13 ^ t13))) >> (t28 + k43)) / ((((x9 & (18446744073709551604ULL << t12)) & t19) << (x6 + k44)) + k45))) | (((t35 * (t37 / x6)) - (x7 - (t26 | t38))) && ((x0 ^ t31) > ((t24 >> (9223372036854775807ULL + k46)) > t39))));
    t15 = ((x5 && 3022103018619371535ULL) && ((t22 * ((t38 | ((t14 >= t23) < t26)) | t37)) & t23));
    t16 = ((((((1702636683 - t16) >> (-46343410 + k47)) % (((2 >> (x2 >> (t11 + k48))) ^ (t26 >> t31)) << (((((t18 || -19) && x3) | t17) << (x8 + k49)) + k50))) || (t25 || (x9 || (x5 % t24)))) - t20) && (((x9 ^ (t38 < t29)) || (t27 & (x4 / (t14 | t36)))) ^ t35));
    t17 = (((((t32 / t33) - (-2 / t29)) && ((((-2 & x7) < x7) > t16) * t34)) | ((t29 * ((t38 < t36) < t23)) >> (t36 + k51))) & ((t27 - x8) % t29));
    t18 = (((x9 >= t21) || (x2 > -1624206655)) % 2047);
    t19 = ((t28 >> (t35 >= ((((-6 & -287461618) || (t18 || (((t11 | t20) + k53) << ((x7 << t18) + k52)))) > (((t15 & (t21 < t28)) < x1) << ((t28 >= t19) < t19))) & (t34 && t23)))) - ((t16 % (t32 > (x1 < (t25 / t33)))) ^ ((t30 - t20) >> (((-367820845 < t24) << (t11 + k54)) + k55))));
    t20 = (((t22 << (t31 % ((14ULL > t28) < t30))) - 16251309625312304286ULL) * (((t23 && 879888177) >= x3) / ((t10 << (t17 >= -2147483647)) * ((t21 % ((t31 << 6ULL) + k56)) ^ (t27 * (-1559963622 & t30))))));
    t21 = (((t14 | x4) << ((t14 << (t11 < ((t12 >= x9) && x0))) % t19)) & (((t37 | (t27 || x5)) | (t23 / (((x8 * t31) >> (t29 + k57)) + k58))) >> (((t19 >= ((13 && t38) - 4072365659581535493ULL)) < t17) | ((x6 * ((t10 >= t18) >= (1424550817 >> (-4 + k59)))) || (((x2 >= 2147483645) - t13) > (t31 / t34))))));
    t22 = ((t36 ^ ((((10 / t16) % 1073741823) * t31) - ((11842501905216692184ULL > t27) - (((((t24 < ((t28 / x6) < (t32 > t11))) & ((t29 ^ t10) ^ x3)) >> (-760171742 > x7)) - t20) ^ (x8 * t26))))) & ((16 << t16) | ((t39 ^ t35) >= (((t21 * t24) >= (x5 & (t23 * t14))) || x1))));
    t23 = (((t29 & t28) % ((t10 / t26) + k60)) << (((t39 - (t13 && t24)) / t29) + k61));
    t24 = (((x8 >= t30) ^ (((-555424808 >= t19) || x0) & (t28 * (2 >= t39)))) % (((((x0 < ((t24 << (x4 + k62)) > t30)) && 569307385) % (t19 <= t32)) - ((t14 || t17) || (x2 % ((t29 / t10) + k63)))) | t21));
    t25 = ((((x3 > (t31 > x5)) - (1073741825 & x6)) - x1) >= t27);
    t26 = (((18446744073709551614ULL && ((t15 & 1073741823) / ((((t29 >> (t29 + k64)) || x7) & x3) + k65))) - (((-198909669 < (t14 >> (t32 >= t21))) & t27) | ((t29 > t10) && (x3 / x5)))) > (((t13 & (-2147483647 - 1)) / x5) ^ (t39 || (x1 / t22))));
    t27 = ((t31 | t34) << t17);
    t28 = (((t37 < x5) > (((t34 % 1073741822) % t34) * (((t29 * t21) | (t38 * x0)) ^ ((x1 & (t37 | t27)) & ((t17 >= 0ULL) || ((t29 < t34) ^ t15)))))) / ((t28 >> (t32 + k66)) >= (t10 / 651868058)));
    t29 = ((t24 | t16) - (((x2 >= (t23 * t17)) || (((t17 & x7) << x2) ^ (t30 >> (t25 & t23)))) || ((((t23 / x0) < (x6 >> (1073741822 + k67))) | (((134217730 > x8) * (t24 > (t29 || (x8 > x5)))) * t20)) | ((18 - -610122437) & (x2 >= (7 && t33))))));
    t30 = (t26 >= -3);
    t31 = (((((x8 && 15969947420936237918ULL) >= 2147483645) - (((((t12 >= 2147483646) % (x1 - t35)) - (-1 - t13)) || ((t36 || t15) ^ (-1 * x7))) & (1862150640 ^ x1))) & (t25 * (x0 & x4))) | (((t13 > 18446744073709551610ULL) || 4294967297ULL) - x6));
    t32 = (t27 > (t20 & (4ULL >> (t27 + k68))));
    t33 = (((((t30 > t37) < (t14 & t19)) ^ (-2147483647 - 1)) >= (t19 % t26)) & ((18446744073709551610ULL / (1602610346 & t11)) & (t20 && x5)));
    t34 = ((((-2147483647 && x8) >> ((t12 - t27) + k69)) << t33) & ((((((((t28 > t32) % x5) < t30) & (t22 * ((-1991558248 % (((t14 << t26) & t16) + k70)) ^ (t11 - (t13 & t17))))) * ((-2147483647 - 1) & (t38 - t24))) / ((3269413903700592848ULL < (-356818957 / t22)) < t28)) ^ ((t29 << t35) * t23)) % ((x8 - -20) >= t11)));
    t35 = ((((((t34 / (t20 | -1589281278)) & 3247935641967990327ULL) - t39) * ((t32 < (t32 || (-373568443 & t26))) && (x6 ^ t26))) || (x3 * (t13 || t34))) & ((t27 > 3974894079415510392ULL) | t16));
    t36 = (((389723794 < t25) % (((t22 / (t33 + k71)) % ((t12 - (x3 > (18446744073709551596ULL < ((t17 || (t15 / x6)) << t12)))) + k72)) + k73)) * ((t22 | (t18 >= -2147483647)) / ((((t15 * 3) >> (x4 + k74)) || t21) + k75)));
    t37 = ((t20 ^ 1073741824) < ((t34 & t26) || (t35 && x2)));
    t38 = ((t14 % t32) || ((t25 | x7) % (t18 ^ t35)));
    t39 = (((t13 && t14) ^ (x2 | (((-92578742 - t29) + k76) << ((t29 & t18) | (x7 < t16))))) ^ (((t35 < (t30 && -1044284400)) || 0ULL) * (((821638029 > 2147483646) & t32) ^ t35)));

    if (t10 != 20475) { printf("NG t10 %llu\n", (unsigned long long)t10); failed++; }
    if (t11 != 103) { printf("NG t11 %llu\n", (unsigned long long)t11); failed++; }
    if (t12 != 1) { printf("NG t12 %llu\n", (unsigned long long)t12); failed++; }
    if (t13 != 0ULL) { printf("NG t13 %llu\n", (unsigned long long)t13); failed++; }
    if (t14 != 20475) { printf("NG t14 %llu\n", (unsigned long long)t14); failed++; }
    if (t15 != 1) { printf("NG t15 %llu\n", (unsigned long long)t15); failed++; }
    if (t16 != 1ULL) { printf("NG t16 %llu\n", (unsigned long long)t16); failed++; }
    if (t17 != 0ULL) { printf("NG t17 %llu\n", (unsigned long long)t17); failed++; }
    if (t18 != 1ULL) { printf("NG t18 %llu\n", (unsigned long long)t18); failed++; }
    if (t19 != 60) { printf("NG t19 %llu\n", (unsigned long long)t19); failed++; }
    if (t20 != 0) { printf("NG t20 %llu\n", (unsigned long long)t20); failed++; }
    if (t21 != 0) { printf("NG t21 %llu\n", (unsigned long long)t21); failed++; }
    if (t22 != 32ULL) { printf("NG t22 %llu\n", (unsigned long long)t22); failed++; }
    if (t23 != 0) { printf("NG t23 %llu\n", (unsigned long long)t23); failed++; }
    if (t24 != 0) { printf("NG t24 %llu\n", (unsigned long long)t24); failed++; }
    if (t25 != 0ULL) { printf("NG t25 %llu\n", (unsigned long long)t25); failed++; }
    if (t26 != 1) { printf("NG t26 %llu\n", (unsigned long long)t26); failed++; }
    if (t27 != 52893ULL) { printf("NG t27 %llu\n", (unsigned long long)t27); failed++; }
    if (t28 != 1) { printf("NG t28 %llu\n", (unsigned long long)t28); failed++; }
    if (t29 != 0) { printf("NG t29 %llu\n", (unsigned long long)t29); failed++; }
    if (t30 != 1ULL) { printf("NG t30 %llu\n", (unsigned long long)t30); failed++; }
    if (t31 != 13ULL) { printf("NG t31 %llu\n", (unsigned long long)t31); failed++; }
    if (t32 != 1ULL) { printf("NG t32 %llu\n", (unsigned long long)t32); failed++; }
    if (t33 != 0) { printf("NG t33 %llu\n", (unsigned long long)t33); failed++; }
    if (t34 != 0) { printf("NG t34 %llu\n", (unsigned long long)t34); failed++; }
    if (t35 != 0) { printf("NG t35 %llu\n", (unsigned long long)t35); failed++; }
    if (t36 != 0) { printf("NG t36 %llu\n", (unsigned long long)t36); failed++; }
    if (t37 != 0) { printf("NG t37 %llu\n", (unsigned long long)t37); failed++; }
    if (t38 != 0) { printf("NG t38 %llu\n", (unsigned long long)t38); failed++; }
    if (t39 != 708284611ULL) { printf("NG t39 %llu\n", (unsigned long long)t39); failed++; }
    printf("arith: %d of 30 checks failed\n", failed);
    return 0;
}
