#include <stdio.h>

/* reportsmith arith generator (Random Testing of Arithmetic Optimization): seed 8438; operators + / % << > >= == & min; types char, signed char, unsigned short, long, long long, unsigned long long */
static const long x0 = -3L;
signed char x2 = 125;
static const volatile unsigned short x3 = 1;
char x7 = 65;
static volatile unsigned short x8 = 26795;
static char x9 = -10;
long t10 = 4611686018427387905L;
static long t12 = -6L;
static signed char t13 = -127;
long t14 = -8553017994921029712L;
unsigned long long t16 = 14128480300500905119ULL;
static long long t17 = -9008400716686213667LL;
static char t20 = -19;
long t21 = -9L;
static unsigned long long t24 = 9223372036854775805ULL;
static unsigned short t26 = 16;
volatile unsigned long long t27 = 18446744073709551615ULL;
unsigned long long t30 = 13ULL;
static volatile long t31 = 15L;
volatile signed char t35 = 43;
static char t38 = -5;
static unsigned long long k44 = 12240975566643904779ULL;
static const unsigned long long k45 = 17870283321406128145ULL;
static const unsigned int k48 = 4294967224U;
volatile unsigned int k49 = 987471950U;
static unsigned long long k51 = 18446744073172680732ULL;
static unsigned long long k58 = 12590566964523121834ULL;
const unsigned int k59 = 5U;
unsigned long long k61 = 30ULL;
const long k62 = 7479L;
const long k65 = 1890839254L;
static unsigned int k67 = 158U;
const volatile int k69 = 64;
long k70 = 10L;

int main(void)
{
    static char x1 = -4;
    static unsigned short x4 = 15641;
    static volatile char x5 = -128;
    volatile signed char x6 = -127;
    static long t11 = 4611686018427387904L;
    static long long t15 = 3204541088856282575LL;
    static volatile long t18 = -8L;
    signed char t19 = 125;
    static unsigned long long t22 = 8294968688580249048ULL;
    static long long t23 = -9223372036854775806LL;
    unsigned long long t25 = 13337138940499169913ULL;
    unsigned long long t28 = 576460752303423486ULL;
    static long long t29 = -1217129634855625023LL;
    long t32 = -8054700609916495444L;
    static unsigned long long t33 = 5856177109186429813ULL;
    long t34 = 4611686018427387905L;
    signed char t36 = -20;
    static volatile long t37 = 9223372036854775806L;
    static volatile char t39 = 5;
    volatile unsigned int k40 = 58U;
    static volatile unsigned long k41 = 18446154381751144714UL;
    static volatile int k42 = 6;
    static unsigned long long k43 = 59215ULL;
    volatile long k46 = 1080644697L;
    volatile long k47 = 241L;
    static const unsigned long long k50 = 25ULL;
    unsigned int k52 = 4294967251U;
    unsigned int k53 = 43U;
    unsigned int k54 = 3749707795U;
    static const unsigned int k55 = 135U;
    const volatile unsigned long k56 = 24175133127891697UL;
    static unsigned long long k57 = 50365ULL;
    static unsigned int k60 = 4294940524U;
    static unsigned long long k63 = 16282ULL;
    volatile long k64 = 8158L;
    unsigned int k66 = 4294967277U;
    static unsigned int k68 = 10U;
    int failed = 0;

    t10 = (((((1073741823 > 20ULL) + t25) & (((t22 < t25 ? t22 : t25) >= (-10L / t13)) / t36)) / (t26 >= (t23 > 12L))) << ((9223372036854775808ULL >= t10) >= (t32 / t24)));
    t11 = ((((((t37 / x4) + k41) << (t20 + k40)) << ((-1L == x0) > t31)) == ((x6 >= (t18 & t20)) % (((t24 >= ((t11 < (t12 >> t26) ? t11 : (t12 >> t26)) > t25)) < ((t24 == (x1 / t22)) + x5) ? (t24 >= ((t11 < (t12 >> t26) ? t11 : (t12 >> t26)) > t25)) : ((t24 == (x1 / t22)) + x5)) + ((((14ULL == (t21 / t27)) > x6) == (t38 % x0)) & t22)))) << ((t14 >= t21) == ((t29 % (t21 & t35)) / 9791882525005038558ULL)));
    t12 = (((((t37 % ((x2 % t39) + k42)) + x1) % 1990949244) & x3) > (t33 % ((t26 / t22) + k43)));
    t13 = ((t12 == t37) / (t35 != x0));
    t14 = (((4 == (t15 > t20)) >= (((t16 >= t16) == (x7 & t17)) > (t11 << t39))) == (((((x9 / (1073741822 << t11)) / ((-2147483647 - 1) != (x6 < (x4 & x9) ? x6 : (x4 & x9)))) << (t32 & ((x7 < t37 ? x7 : t37) > x3))) == (((2030560173777336831L / 7L) & (x6 >> (6205768507065646846ULL + k44))) & t24)) >= ((((t34 / 3387325553835349780LL) > 908315587) << (t28 + k45)) < (t16 / x4) ? (((t34 / 3387325553835349780LL) > 908315587) << (t28 + k45)) : (t16 / x4))));
    t15 = (((t26 >= x9) > (x6 % (t10 + k46))) << (((t30 / (t10 + k47)) << (t19 + k48)) & (x3 / t18)));
    t16 = (9223372036854775806LL == 9223372036854775805LL);
    t17 = ((1073741821 > (t37 > -1886041791)) == ((x9 >> (-987471950 + k49)) >> (((x0 & t18) + (t35 & t29)) + k50)));
    t18 = ((((t23 >= t29) & ((t13 % -57442617) / (t35 != t22))) == t39) > (((((t15 > t19) / t33) & (-1897240089 & (((1073741821 << (t39 >= x0)) < x0 ? (1073741821 << (t39 >= x0)) : x0) & (t37 >> (536870914ULL + k51))))) > ((t16 % t22) < ((t16 / x2) < (8112397795792215368L >= t19) ? (t16 / x2) : (8112397795792215368L >= t19)) ? (t16 % t22) : ((t16 / x2) < (8112397795792215368L >= t19) ? (t16 / x2) : (8112397795792215368L >= t19)))) == (t11 > (t34 > (t36 == x0)))));
    t19 = (x4 / ((7ULL % x2) & ((x7 > t23) < t19 ? (x7 > t23) : t19)));
    t20 = ((((((x1 == -13) >= -2900932115185603471LL) < 2147483645 ? ((x1 == -13) >= -2900932115185603471LL) : 2147483645) + x2) + (((t19 / t39) < ((t18 >= t28) == 18446744073709551603ULL) ? (t19 / t39) : ((t18 >= t28) == 18446744073709551603ULL)) % 3)) / (2251799813685249ULL < t29 ? 2251799813685249ULL : t29));
    t21 = (t29 >> (((x6 + t34) == (t32 >= t10)) / t22));
    t22 = (((-10LL & t25) + x9) > ((t33 > t34) & (((t32 - t29) + x3) < (t35 >= 18446744073709551612ULL) ? ((t32 - t29) + x3) : (t35 >= 18446744073709551612ULL))));
    t23 = ((((((x6 >> (x7 + k52)) >= t26) & t10) + (t36 == t30)) > x5) > ((t39 << t30) + t20));
    t24 = ((((t21 + (t10 << ((x7 << (t36 + k53)) + k54))) / (-7296582618833532799L >> (((137438953472L >= t20) > t10) & (t37 & (t37 >= x7))))) >= (((x0 + k56) << (x5 + k55)) == (t29 % (x5 != (1647912971 < x9 ? 1647912971 : x9))))) < (((t22 > 4194303) == (-2147483646 > (t14 > t21))) % (t16 + k57)) ? (((t21 + (t10 << ((x7 << (t36 + k53)) + k54))) / (-7296582618833532799L >> (((137438953472L >= t20) > t10) & (t37 & (t37 >= x7))))) >= (((x0 + k56) << (x5 + k55)) == (t29 % (x5 != (1647912971 < x9 ? 1647912971 : x9))))) : (((t22 > 4194303) == (-2147483646 > (t14 > t21))) % (t16 + k57)));
    t25 = ((t33 / (((t32 % (512 >= t22)) == t18) > (((t36 == t19) / t21) == (1 >= -1900527104)))) << (((x3 > t16) >= t14) % 1073741824));
    t26 = ((x0 & ((t25 > t28) << t39)) < ((((t35 > t14) / (((x0 % x1) > (t10 << (t37 < (t38 > t31) ? t37 : (t38 > t31)))) <= (9 > (18446744073709551608ULL > t15)))) >= (((t38 + k59) << (t33 + k58)) << ((x8 > (x0 >= ((x8 << (t29 == t25)) % ((t38 & t27) << (x8 + k60))))) < t25 ? (x8 > (x0 >= ((x8 << (t29 == t25)) % ((t38 & t27) << (x8 + k60))))) : t25))) << ((x9 + t27) + k61)) ? (x0 & ((t25 > t28) << t39)) : ((((t35 > t14) / (((x0 % x1) > (t10 << (t37 < (t38 > t31) ? t37 : (t38 > t31)))) <= (9 > (18446744073709551608ULL > t15)))) >= (((t38 + k59) << (t33 + k58)) << ((x8 > (x0 >= ((x8 << (t29 == t25)) % ((t38 & t27) << (x8 + k60))))) < t25 ? (x8 > (x0 >= ((x8 << (t29 == t25)) % ((t38 & t27) << (x8 + k60))))) : t25))) << ((x9 + t27) + k61)));
    t27 = (18446744073709551612ULL & ((t27 + 1073741822) & ((t15 >= (t19 > t17)) / x1)));
    t28 = (x5 + ((t35 & t12) == t28));
    t29 = ((6L == (t37 == 6ULL)) << ((4256492260191743926ULL / x2) & (t30 / (536870911 / x8))));
    t30 = ((x6 % t26) + ((t31 % x5) / t39));
    t31 = (((2147483647 == ((t38 > x7) + (t16 << t29))) << (t14 > ((t14 % (t12 + k62)) + t18))) >= ((-9 % (x9 % x6)) + (((4611686018427387902L + x8) < t31 ? (4611686018427387902L + x8) : t31) < ((t27 / x2) == x8) ? ((4611686018427387902L + x8) < t31 ? (4611686018427387902L + x8) : t31) : ((t27 / x2) == x8))));
    t32 = ((((x7 < x3 ? x7 : x3) == t22) % (((((((5 << t31) < t13 ? (5 << t31) : t13) > x9) & (x9 == x5)) / (((t36 >= t33) / (9223372036854775806L >= t10)) <= (t30 / ((9223372036854775806ULL / x6) + k63)))) < (t11 % (x4 >= (t20 == -1907366257135582389LL))) ? (((((5 << t31) < t13 ? (5 << t31) : t13) > x9) & (x9 == x5)) / (((t36 >= t33) / (9223372036854775806L >= t10)) <= (t30 / ((9223372036854775806ULL / x6) + k63)))) : (t11 % (x4 >= (t20 == -1907366257135582389LL)))) + k64)) + (t16 == t35));
    t33 = (t14 > ((t14 / ((805926591 & (((t30 >= t12) < t22 ? (t30 >= t12) : t22) >= -192334356)) >= t10)) == (((x8 > 11652943640670523328ULL) / (t18 + k65)) + (x7 & -18L))));
    t34 = (t13 < t33 ? t13 : t33);
    t35 = ((t32 >= ((13L / ((t13 > t29) != x9)) << t24)) << ((4796039769777806886LL << ((t22 >= 4194305) << (t35 + k66))) > (((t38 == -2147483646) + t36) == (8225934046734171949L < ((((x0 + t10) < (2147483647 >> (x6 + k67)) ? (x0 + t10) : (2147483647 >> (x6 + k67))) > x2) & (x8 < (18446744073709551615ULL >= t23) ? x8 : (18446744073709551615ULL >= t23))) ? 8225934046734171949L : ((((x0 + t10) < (2147483647 >> (x6 + k67)) ? (x0 + t10) : (2147483647 >> (x6 + k67))) > x2) & (x8 < (18446744073709551615ULL >= t23) ? x8 : (18446744073709551615ULL >= t23)))))));
    t36 = (((-14 == (((18446744073709551614ULL >= t31) << (x1 + k68)) < -8LL ? ((18446744073709551614ULL >= t31) << (x1 + k68)) : -8LL)) << (t15 / t26)) & 2064265852032993540ULL);
    t37 = ((((((t34 & x4) << (t16 > t18)) & ((((-1589221767 & 1073741824) >= ((t13 % 6) > t37)) << t18) / t22)) << ((x6 > (x6 > (t28 < t30 ? t28 : t30))) > ((x8 & -2129535369) & x5))) / ((((33554430LL == (x2 & t29)) < t18 ? (33554430LL == (x2 & t29)) : t18) % (t36 + k69)) + k70)) & (((t29 & 7) >= t31) % t39));
    t38 = (((t10 >= 20L) < x6 ? (t10 >= 20L) : x6) % (t33 + -6));
    t39 = (((((9L > t17) > 14ULL) + t16) << (((t22 >= x8) < (x9 == (1073741825 % t26)) ? (t22 >= x8) : (x9 == (1073741825 % t26))) % ((t23 == ((t34 < (t34 < x9 ? t34 : x9) ? t34 : (t34 < x9 ? t34 : x9)) == (18446744073709551614ULL & (x3 >= t34)))) + (t23 & t20)))) < (x5 % ((t34 << t31) < 9)) ? ((((9L > t17) > 14ULL) + t16) << (((t22 >= x8) < (x9 == (1073741825 % t26)) ? (t22 >= x8) : (x9 == (1073741825 % t26))) % ((t23 == ((t34 < (t34 < x9 ? t34 : x9) ? t34 : (t34 < x9 ? t34 : x9)) == (18446744073709551614ULL & (x3 >= t34)))) + (t23 & t20)))) : (x5 % ((t34 << t31) < 9)));

    if (t10 != 0L) { printf("NG t10 %lld\n", (long long)t10); failed++; }
    if (t11 != 0L) { printf("NG t11 %lld\n", (long long)t11); failed++; }
    if (t12 != 0L) { printf("NG t12 %lld\n", (long long)t12); failed++; }
    if (t13 != 0) { printf("NG t13 %lld\n", (long long)t13); failed++; }
    if (t14 != 1L) { printf("NG t14 %lld\n", (long long)t14); failed++; }
    if (t15 != 1LL) { printf("NG t15 %lld\n", (long long)t15); failed++; }
    if (t16 != 0ULL) { printf("NG t16 %llu\n", (unsigned long long)t16); failed++; }
    if (t17 != 0LL) { printf("NG t17 %lld\n", (long long)t17); failed++; }
    if (t18 != 0L) { printf("NG t18 %lld\n", (long long)t18); failed++; }
    if (t19 != 25) { printf("NG t19 %lld\n", (long long)t19); failed++; }
    if (t20 != 0) { printf("NG t20 %lld\n", (long long)t20); failed++; }
    if (t21 != -1217129634855625023L) { printf("NG t21 %lld\n", (long long)t21); failed++; }
    if (t22 != 1ULL) { printf("NG t22 %llu\n", (unsigned long long)t22); failed++; }
    if (t23 != 0LL) { printf("NG t23 %lld\n", (long long)t23); failed++; }
    if (t24 != 1ULL) { printf("NG t24 %llu\n", (unsigned long long)t24); failed++; }
    if (t25 != 11712354218372859626ULL) { printf("NG t25 %llu\n", (unsigned long long)t25); failed++; }
    if (t26 != 32) { printf("NG t26 %llu\n", (unsigned long long)t26); failed++; }
    if (t27 != 0ULL) { printf("NG t27 %llu\n", (unsigned long long)t27); failed++; }
    if (t28 != 18446744073709551488ULL) { printf("NG t28 %llu\n", (unsigned long long)t28); failed++; }
    if (t29 != 0LL) { printf("NG t29 %lld\n", (long long)t29); failed++; }
    if (t30 != 18446744073709551588ULL) { printf("NG t30 %llu\n", (unsigned long long)t30); failed++; }
    if (t31 != 1L) { printf("NG t31 %lld\n", (long long)t31); failed++; }
    if (t32 != 1L) { printf("NG t32 %lld\n", (long long)t32); failed++; }
    if (t33 != 1ULL) { printf("NG t33 %llu\n", (unsigned long long)t33); failed++; }
    if (t34 != 0L) { printf("NG t34 %lld\n", (long long)t34); failed++; }
    if (t35 != 0) { printf("NG t35 %lld\n", (long long)t35); failed++; }
    if (t36 != 0) { printf("NG t36 %lld\n", (long long)t36); failed++; }
    if (t37 != 0L) { printf("NG t37 %lld\n", (long long)t37); failed++; }
    if (t38 != -127) { printf("NG t38 %lld\n", (long long)t38); failed++; }
    if (t39 != 0) { printf("NG t39 %lld\n", (long long)t39); failed++; }
    printf("arith: %d of 30 checks failed\n", failed);
    return 0;
}
