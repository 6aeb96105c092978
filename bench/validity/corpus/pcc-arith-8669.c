#include <stdio.h>

/* reportsmith arith generator (Random Testing of Arithmetic Optimization): seed 8669; operators + * / << >> < <= >= == & ^ && max min; types signed char, unsigned short, int, unsigned long, long long */
volatile signed char x1 = -93;
static const unsigned long x6 = 18446744073709551600UL;
static long long t10 = 9223372036854775807LL;
static long long t14 = 2LL;
static int t16 = -14;
int t17 = 1073741821;
static unsigned short t19 = 65527;
static volatile unsigned long t20 = 18446744073709551615UL;
int t22 = 1073741823;
int t23 = 477456760;
static long long t26 = 15LL;
volatile unsigned long t28 = 9223372036854775807UL;
static volatile int t29 = 16;
volatile unsigned long t32 = 0UL;
static unsigned long t33 = 18UL;
unsigned long t35 = 9223372036854775809UL;
unsigned short t36 = 3;
volatile int t37 = -1445209773;
static unsigned long t38 = 9223372036854775808UL;
static signed char t39 = 127;
static volatile unsigned long long k40 = 9223372036854775810ULL;
const unsigned long long k41 = 17129119497016012237ULL;
static unsigned int k45 = 1445209789U;
volatile unsigned int k46 = 2147483649U;
volatile int k54 = 15;
const int k58 = 57162;
const unsigned long long k59 = 15561880337327501515ULL;
unsigned long long k60 = 29ULL;
static unsigned int k62 = 2147483661U;
unsigned long k66 = 8691709457611768295UL;
volatile unsigned int k67 = 107U;
const unsigned long k68 = 9285UL;
static unsigned int k69 = 22U;
static unsigned int k72 = 21U;

int main(void)
{
    const unsigned short x0 = 62041;
    static const volatile int x2 = 4;
    static long long x3 = -8LL;
    static int x4 = 328866321;
    static volatile unsigned short x5 = 44343;
    static const unsigned long x7 = 2UL;
    const volatile int x8 = 12;
    unsigned long x9 = 9755034616097783341UL;
    static unsigned short t11 = 17253;
    static volatile unsigned short t12 = 126;
    static unsigned short t13 = 0;
    int t15 = 0;
    unsigned long t18 = 18446744073709551601UL;
    signed char t21 = 127;
    static volatile int t24 = 1073741822;
    static int t25 = (-2147483647 - 1);
    volatile unsigned long t27 = 9223372036854775809UL;
    static long long t30 = 7LL;
    static long long t31 = 2884899909850807494LL;
    static int t34 = 2147483646;
    static unsigned long k42 = 40UL;
    unsigned int k43 = 4278190085U;
    static const unsigned int k44 = 4294905311U;
    long long k47 = 46394LL;
    unsigned int k48 = 3966101014U;
    unsigned int k49 = 3221225513U;
    static const unsigned long k50 = 9223372036854775823UL;
    static volatile int k51 = 11;
    unsigned long k52 = 67UL;
    static unsigned long k53 = 18446741874686296111UL;
    static unsigned int k55 = 63U;
    const volatile unsigned int k56 = 4294967185U;
    static unsigned long long k57 = 15032385546ULL;
    static unsigned int k61 = 3221225498U;
    static unsigned int k63 = 4294905286U;
    static unsigned int k64 = 4294967294U;
    static const unsigned int k65 = 4294905258U;
    volatile unsigned int k70 = 53U;
    int k71 = 11;
    int failed = 0;

    t10 = (((((t12 - t10) ^ x0) && (t29 > 1073741824 ? t29 : 1073741824)) >= (((t23 < (t12 & x3)) * ((t15 <= x6) < (t32 == t15) ? (t15 <= x6) : (t32 == t15))) <= ((x2 == t32) + (((x3 <= (x6 >> x7)) & 409356042) < -8)))) && (1073741822 < ((((t22 / t16) == x7) << ((t30 * t27) + k40)) < t15 ? (((t22 / t16) == x7) << ((t30 * t27) + k40)) : t15)));
    t11 = ((0 * t36) ^ ((t28 < t25 ? t28 : t25) >= t37));
    t12 = ((((t21 + x6) && (t20 << t14)) + ((t16 + 14) < t10)) + ((((t18 * t28) < ((x1 == t39) >> ((t27 / t30) + k41))) << (((((x0 + t24) < (x9 ^ 15UL)) && (t34 < (((t29 + t25) >= -2081910560) + x3) ? t34 : (((t29 + t25) >= -2081910560) + x3))) << (x6 + k42)) + k43)) <= (x5 < (t18 >> t29) ? x5 : (t18 >> t29))));
    t13 = (t27 >> (((9904538060224864387UL == ((131216292133310614UL & (18446744073709551598UL <= -8376584135182763503LL)) * x5)) << (((t35 && ((t27 < t28 ? t27 : t28) + (t23 >> (x3 / t24)))) < (((t37 >= t25) * t37) >> (((x3 / t37) * t38) >> (x0 + k44))) ? (t35 && ((t27 < t28 ? t27 : t28) + (t23 >> (x3 / t24)))) : (((t37 >= t25) * t37) >> (((x3 / t37) * t38) >> (x0 + k44)))) + k45)) / (((((t20 > -1527656320839088403LL ? t20 : -1527656320839088403LL) > t12 ? (t20 > -1527656320839088403LL ? t20 : -1527656320839088403LL) : t12) == x5) * ((t26 / (-9223372036854775807LL - 1)) >> ((((-723838038 >> x8) <= (t21 & t37)) * -2147483647) + k46))) + k47)));
    t14 = (((x1 > x5 ? x1 : x5) ^ (((x1 >= (x1 && ((t10 + x9) / x2))) << (1 == t36)) / x3)) && (((7236437793489934608UL > t21 ? 7236437793489934608UL : t21) + (((t35 << (x4 + k48)) & x5) <= (((-12 < x6) < 1072771525147830230LL) == (t30 < t16)))) >> (t28 < t38)));
    t15 = ((((((18446744073709551604UL << (t22 + k49)) + ((t31 && t16) / x3)) >= (t29 && (t14 && t28))) + ((x2 / x8) <= t23)) + t38) ^ (t25 + x4));
    t16 = (((1073741823 >= 18446744073709551614UL) >> ((t27 < (x6 + (t29 == x5)) ? t27 : (x6 + (t29 == x5))) + k50)) < ((((t10 << ((2UL >> t33) >= t11)) ^ t18) << (x5 & t13)) < ((t18 >= (938111756 && -137868423)) == ((x6 / (x1 ^ t15)) & t14)) ? (((t10 << ((2UL >> t33) >= t11)) ^ t18) << (x5 & t13)) : ((t18 >= (938111756 && -137868423)) == ((x6 / (x1 ^ t15)) & t14))) ? ((1073741823 >= 18446744073709551614UL) >> ((t27 < (x6 + (t29 == x5)) ? t27 : (x6 + (t29 == x5))) + k50)) : ((((t10 << ((2UL >> t33) >= t11)) ^ t18) << (x5 & t13)) < ((t18 >= (938111756 && -137868423)) == ((x6 / (x1 ^ t15)) & t14)) ? (((t10 << ((2UL >> t33) >= t11)) ^ t18) << (x5 & t13)) : ((t18 >= (938111756 && -137868423)) == ((x6 / (x1 ^ t15)) & t14))));
    t17 = (t25 / ((((x5 * x5) == t10) / ((t16 >> (9223372036854775805UL < t31)) + k51)) >= (t14 * (((t28 < t36) & (1073741823 * t32)) << (t18 + k52)))));
    t18 = (((t11 + t31) + t11) == ((t26 & t35) == (t22 >= 19)));
    t19 = (((t26 > -1729135508 ? t26 : -1729135508) ^ t21) >> ((2199023255553UL > t34 ? 2199023255553UL : t34) + k53));
    t20 = ((2097151 && t21) >= (((9223372036854775807UL / (t16 + k54)) >> (-7 + k55)) > (((((t11 == ((t39 >> (t12 >> t29)) << (t39 + k56))) == ((t20 / x7) < t17 ? (t20 / x7) : t17)) && t25) < t39) * t33) ? ((9223372036854775807UL / (t16 + k54)) >> (-7 + k55)) : (((((t11 == ((t39 >> (t12 >> t29)) << (t39 + k56))) == ((t20 / x7) < t17 ? (t20 / x7) : t17)) && t25) < t39) * t33)));
    t21 = (t34 < ((t13 ^ -2147483646) <= (2 <= t26)) ? t34 : ((t13 ^ -2147483646) <= (2 <= t26)));
    t22 = ((((t23 >> ((t17 * t30) + k57)) >> (((x9 + x2) & (t29 > -19 ? t29 : -19)) & ((t29 && t28) >> (x1 / (((x0 >> t33) >> (t17 <= (t30 ^ t36))) + k58))))) > (t39 && x8) ? ((t23 >> ((t17 * t30) + k57)) >> (((x9 + x2) & (t29 > -19 ? t29 : -19)) & ((t29 && t28) >> (x1 / (((x0 >> t33) >> (t17 <= (t30 ^ t36))) + k58))))) : (t39 && x8)) << ((((x9 / 15146130107196972738UL) <= t26) <= (t34 ^ x4)) < ((t27 == t22) / (((-2880069581446272372LL < 9223372036854775807UL ? -2880069581446272372LL : 9223372036854775807UL) * t25) / t29))));
    t23 = (x9 / (((x5 & ((x2 >> 14) & (t36 / (t26 >= t26)))) ^ (x1 >> (((1UL <= 16694367550624267310UL) && (t12 <= (((x6 > t19 ? x6 : t19) >= t32) & 15UL))) & 13LL))) != (((t16 < t32) >= (x2 * ((t14 + x3) ^ (t28 < t32 ? t28 : t32)))) >= (x8 >= (((t31 + k59) << (t29 > t36 ? t29 : t36)) * t22)))));
    t24 = (((((18446744073709551613UL < x6) << (-20LL + k60)) < t22) < ((3934325893554943850UL <= t11) > (x2 < -1521989150) ? (3934325893554943850UL <= t11) : (x2 < -1521989150))) << ((9223372036854775808UL << (t24 + k61)) ^ t11));
    t25 = (((((((18446744073709551597UL >= t37) * t36) / ((14UL ^ 9) < t35)) < ((-12 >> t30) == t21)) < (-9 >> (-2147483646 + k62)) ? ((((18446744073709551597UL >= t37) * t36) / ((14UL ^ 9) < t35)) < ((-12 >> t30) == t21)) : (-9 >> (-2147483646 + k62))) < (141574053 <= x6) ? (((((18446744073709551597UL >= t37) * t36) / ((14UL ^ 9) < t35)) < ((-12 >> t30) == t21)) < (-9 >> (-2147483646 + k62)) ? ((((18446744073709551597UL >= t37) * t36) / ((14UL ^ 9) < t35)) < ((-12 >> t30) == t21)) : (-9 >> (-2147483646 + k62))) : (141574053 <= x6)) < ((x7 >= x9) << (-124392954440512281LL <= t37)));
    t26 = (t15 > (((-13 < (x0 & t15) ? -13 : (x0 & t15)) * 10) / -7) ? t15 : (((-13 < (x0 & t15) ? -13 : (x0 & t15)) * 10) / -7));
    t27 = ((x0 == (t29 < t23)) <= ((t22 / t37) > (268435454 <= t10) ? (t22 / t37) : (268435454 <= t10)));
    t28 = (t25 >> ((x2 >= (-16 + x3)) >= (t13 < x1 ? t13 : x1)));
    t29 = ((t11 > (t17 - t15) ? t11 : (t17 - t15)) && t28);
    t30 = ((((t15 >> t26) > x7 ? (t15 >> t26) : x7) == t11) & ((((t35 < t31 ? t35 : t31) + (t24 && t18)) >> x7) / (x4 > (((t10 <= ((t12 + k64) << ((x0 >> t32) + k63))) < (t11 ^ (-8LL <= t13)) ? (t10 <= ((t12 + k64) << ((x0 >> t32) + k63))) : (t11 ^ (-8LL <= t13))) >> (x0 + k65)) ? x4 : (((t10 <= ((t12 + k64) << ((x0 >> t32) + k63))) < (t11 ^ (-8LL <= t13)) ? (t10 <= ((t12 + k64) << ((x0 >> t32) + k63))) : (t11 ^ (-8LL <= t13))) >> (x0 + k65)))));
    t31 = (((1073741822 && t12) >> (((x9 + t11) > (t37 <= (t15 & t18)) ? (x9 + t11) : (t37 <= (t15 & t18))) + k66)) < (t33 > ((t38 > t33 ? t38 : t33) << t16) ? t33 : ((t38 > t33 ? t38 : t33) << t16)));
    t32 = (x9 + ((((t21 >> (x1 + k67)) & (t32 / (t18 + k68))) * t38) & (((t34 * x6) < (t16 + 358804075) ? (t34 * x6) : (t16 + 358804075)) >= ((t35 <= ((t21 << (-18 + k69)) >= x8)) & (t30 > -1221856612 ? t30 : -1221856612)))));
    t33 = ((t31 == ((t20 && t20) && ((t38 >= (t23 <= t26)) < (((t27 * t38) && t20) ^ t13)))) ^ (((t34 == (((t22 == t12) && t37) >= ((18446744073709551607UL ^ (t15 == -199069842)) > (t17 <= t23) ? (18446744073709551607UL ^ (t15 == -199069842)) : (t17 <= t23)))) == x9) == t32));
    t34 = (((t28 + (t37 < x3 ? t37 : x3)) << (t24 ^ (t27 >> t28))) && (((t34 << t18) && ((t21 + (x9 >= t18)) > ((((t20 << (((x1 >> t13) >> t13) + k70)) & t39) ^ ((((x8 + (t11 <= 15)) / (t29 + k71)) > t37 ? ((x8 + (t11 <= 15)) / (t29 + k71)) : t37) > t33 ? (((x8 + (t11 <= 15)) / (t29 + k71)) > t37 ? ((x8 + (t11 <= 15)) / (t29 + k71)) : t37) : t33)) == -17) ? (t21 + (x9 >= t18)) : ((((t20 << (((x1 >> t13) >> t13) + k70)) & t39) ^ ((((x8 + (t11 <= 15)) / (t29 + k71)) > t37 ? ((x8 + (t11 <= 15)) / (t29 + k71)) : t37) > t33 ? (((x8 + (t11 <= 15)) / (t29 + k71)) > t37 ? ((x8 + (t11 <= 15)) / (t29 + k71)) : t37) : t33)) == -17))) ^ t11));
    t35 = ((((x3 & 18446744073709551614UL) + t36) > x5 ? ((x3 & 18446744073709551614UL) + t36) : x5) * (t17 < 2147483647));
    t36 = (((133692113 >> (-7 + k72)) ^ t34) <= (((t27 >= (t20 / t38)) + t12) & ((t16 + (t21 * t19)) >= (1073741825 && (t19 ^ t19)))));
    t37 = (t16 * (((t14 && ((t31 && t22) >= t31)) / t35) + t35));
    t38 = (t10 * (t28 >= x3));
    t39 = (t28 && (t22 > t22 ? t22 : t22));

    if (t10 != 0LL) { printf("NG t10 %lld\n", (long long)t10); failed++; }
    if (t11 != 0) { printf("NG t11 %llu\n", (unsigned long long)t11); failed++; }
    if (t12 != 2) { printf("NG t12 %llu\n", (unsigned long long)t12); failed++; }
    if (t13 != 1) { printf("NG t13 %llu\n", (unsigned long long)t13); failed++; }
    if (t14 != 1LL) { printf("NG t14 %lld\n", (long long)t14); failed++; }
    if (t15 != -1818617325) { printf("NG t15 %lld\n", (long long)t15); failed++; }
    if (t16 != 0) { printf("NG t16 %lld\n", (long long)t16); failed++; }
    if (t17 != (-2147483647 - 1)) { printf("NG t17 %lld\n", (long long)t17); failed++; }
    if (t18 != 0UL) { printf("NG t18 %llu\n", (unsigned long long)t18); failed++; }
    if (t19 != 0) { printf("NG t19 %llu\n", (unsigned long long)t19); failed++; }
    if (t20 != 0UL) { printf("NG t20 %llu\n", (unsigned long long)t20); failed++; }
    if (t21 != 1) { printf("NG t21 %lld\n", (long long)t21); failed++; }
    if (t22 != 466266) { printf("NG t22 %lld\n", (long long)t22); failed++; }
    if (t23 != -2010792403) { printf("NG t23 %lld\n", (long long)t23); failed++; }
    if (t24 != 0) { printf("NG t24 %lld\n", (long long)t24); failed++; }
    if (t25 != 1) { printf("NG t25 %lld\n", (long long)t25); failed++; }
    if (t26 != 18LL) { printf("NG t26 %lld\n", (long long)t26); failed++; }
    if (t27 != 1UL) { printf("NG t27 %llu\n", (unsigned long long)t27); failed++; }
    if (t28 != 0UL) { printf("NG t28 %llu\n", (unsigned long long)t28); failed++; }
    if (t29 != 0) { printf("NG t29 %lld\n", (long long)t29); failed++; }
    if (t30 != 0LL) { printf("NG t30 %lld\n", (long long)t30); failed++; }
    if (t31 != 1LL) { printf("NG t31 %lld\n", (long long)t31); failed++; }
    if (t32 != 9755034616097783341UL) { printf("NG t32 %llu\n", (unsigned long long)t32); failed++; }
    if (t33 != 0UL) { printf("NG t33 %llu\n", (unsigned long long)t33); failed++; }
    if (t34 != 1) { printf("NG t34 %lld\n", (long long)t34); failed++; }
    if (t35 != 18446744073709551611UL) { printf("NG t35 %llu\n", (unsigned long long)t35); failed++; }
    if (t36 != 0) { printf("NG t36 %llu\n", (unsigned long long)t36); failed++; }
    if (t37 != 0) { printf("NG t37 %lld\n", (long long)t37); failed++; }
    if (t38 != 0UL) { printf("NG t38 %llu\n", (unsigned long long)t38); failed++; }
    if (t39 != 0) { printf("NG t39 %lld\n", (long long)t39); failed++; }
    printf("arith: %d of 30 checks failed\n", failed);
    return 0;
}
