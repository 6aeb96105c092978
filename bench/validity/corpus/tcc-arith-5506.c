#include <stdio.h>

/* reportsmith arith generator (Random Testing of Arithmetic Optimization): seed 5506; operators + << > >= == | ^ && || min; types char, signed char, unsigned char, unsigned int, long, double, long double */
unsigned int x1 = 4294967293U;
unsigned char x3 = 240;
static long x9 = -19L;
long double t11 = -8391360162005084358.0L;
long t13 = -11L;
static volatile long double t17 = 2578982994964098860.0L;
static char t18 = 62;
static signed char t19 = 10;
static long double t20 = -1.0L;
signed char t21 = 50;
static long t24 = 4611686018427387902L;
static volatile long double t27 = 19.0L;
static unsigned char t31 = 91;
static volatile long t34 = 67108864L;
double t35 = 1.0;
long double t37 = 4848870489980975382.0L;
const unsigned long k40 = 13835058055282181240UL;
static const unsigned int k41 = 4294967076U;
unsigned int k44 = 4294967208U;
unsigned long k45 = 13835058055282163727UL;
unsigned long long k47 = 18444161064460409741ULL;
static unsigned long k48 = 2144136908792029537UL;
const unsigned int k49 = 174U;
static unsigned long k50 = 1260075237341190668UL;

int main(void)
{
    static long x0 = 4L;
    static volatile unsigned int x2 = 2U;
    static volatile unsigned char x4 = 17;
    long double x5 = -2929592889581336702.0L;
    static volatile signed char x6 = -119;
    const double x7 = 2583009249141886.0;
    static const unsigned char x8 = 3;
    long t10 = -9223372036854775807L;
    static signed char t12 = 126;
    signed char t14 = 26;
    long double t15 = -1061566166202658342.0L;
    static long t16 = -1L;
    unsigned char t22 = 80;
    static volatile long t23 = -8590792344867092644L;
    static volatile char t25 = 65;
    static signed char t26 = -128;
    static signed char t28 = 62;
    static unsigned char t29 = 248;
    unsigned char t30 = 236;
    char t32 = 62;
    static volatile double t33 = 13.0;
    signed char t36 = 126;
    static long double t38 = -9.0L;
    volatile unsigned int t39 = 4294967295U;
    unsigned int k42 = 4294967196U;
    static const unsigned long k43 = 9223372036854827293UL;
    static const unsigned int k46 = 2529U;
    unsigned long long k51 = 18444161064460409738ULL;
    static unsigned long long k52 = 11ULL;
    static const volatile unsigned long long k53 = 18446744069936553195ULL;
    const unsigned long long k54 = 17ULL;
    unsigned long long k55 = 2943406770346898392ULL;
    int failed = 0;

    t10 = ((t31 > (((long long)t17) ^ -9223372036854775806L)) || (t15 && (t11 >= t38)));
    t11 = ((t33 + -3.0) >= (t37 == (t21 == (t26 == (-16 ^ 1892455476U)))));
    t12 = ((x0 > (((t22 ^ ((long long)t38)) | x4) || (t26 | t16))) == t17);
    t13 = ((t31 >= t37) >= t16);
    t14 = (((x8 ^ ((long long)(t35 < (t24 + k40) ? t35 : (t24 + k40)))) + t35) || (t39 == ((13U == t36) << ((19 | (t29 | (t27 >= t15))) + k41))));
    t15 = ((((((long long)t17) ^ x0) | t14) < ((((long long)x5) | (t33 == x8)) > (((128 || t18) | 19U) + (t26 ^ 1904703094))) ? ((((long long)t17) ^ x0) | t14) : ((((long long)x5) | (t33 == x8)) > (((128 || t18) | 19U) + (t26 ^ 1904703094)))) && (((x7 < x5 ? x7 : x5) >= ((((long long)(t15 < x1 ? t15 : x1)) | x4) ^ ((long long)((x4 + t38) + t23)))) ^ (t39 && ((t29 >= (t14 | (-3969266021165795028L >= t11))) << (t28 && t22)))));
    t16 = ((t24 | t23) == x2);
    t17 = ((((x5 == (x6 | t13)) << (t36 + k42)) >= (t13 < (-2147483646 < t33 ? -2147483646 : t33) ? t13 : (-2147483646 < t33 ? -2147483646 : t33))) || t30);
    t18 = (((19.0 + -7) > (t16 > t21)) || (((7697828623523680362L || (((x2 + t25) ^ (t22 + (((t28 && x8) == t21) ^ t22))) || (t29 >= t36))) && (-55332009 >= 4294967293U)) << ((((x1 < -6575310319465841461L ? x1 : -6575310319465841461L) < (t23 < t25 ? t23 : t25) ? (x1 < -6575310319465841461L ? x1 : -6575310319465841461L) : (t23 < t25 ? t23 : t25)) ^ (-4.0L || -6056228631461088214.0L)) > ((-6.0 == (t30 ^ t10)) | (t12 > 4294967294U)))));
    t19 = ((t15 && x0) << (((16 == t11) || (x4 << t13)) + x2));
    t20 = (4033982864U << ((t29 > ((((t24 > 326744133U) && t31) | (-2147483647 | t19)) == (((2211279746233236.0 || t13) > 10) << ((14.0 == ((9223372036854775807L + k43) >= 1597153409411559.0)) || t25)))) && ((((long long)t33) << ((x8 || (t32 << (t31 + k44))) < (t25 > (x1 && x2)) ? (x8 || (t32 << (t31 + k44))) : (t25 > (x1 && x2)))) ^ ((((t33 == t19) || (8164509332804110173L ^ t34)) + (65537 == ((t16 | t12) < t27 ? (t16 | t12) : t27))) > 4611686018427387904L))));
    t21 = ((t12 == 257) || (t30 + (((t32 + t36) ^ x1) > t29)));
    t22 = (((((((((((long long)x7) ^ t30) == t30) << t13) && (((4 && t12) == 1073741826) >= ((t29 | ((long long)t15)) >= t11))) >= (x3 > t17)) == (t34 && 18)) < (t38 < (t14 + (t39 == t34)) ? t38 : (t14 + (t39 == t34))) ? ((((((((long long)x7) ^ t30) == t30) << t13) && (((4 && t12) == 1073741826) >= ((t29 | ((long long)t15)) >= t11))) >= (x3 > t17)) == (t34 && 18)) : (t38 < (t14 + (t39 == t34)) ? t38 : (t14 + (t39 == t34)))) && (11.0 == x0)) + ((((t26 < t13 ? t26 : t13) >= t36) < (t37 && 19) ? ((t26 < t13 ? t26 : t13) >= t36) : (t37 && 19)) | 8L));
    t23 = ((((t11 < t20 ? t11 : t20) == (((t22 ^ x6) == (t29 || 4503599627370494.0)) << ((x4 | t24) + k45))) < t39 ? ((t11 < t20 ? t11 : t20) == (((t22 ^ x6) == (t29 || 4503599627370494.0)) << ((x4 | t24) + k45))) : t39) | (((x1 >= (t34 < (((long long)t27) << ((long long)t33)) ? t34 : (((long long)t27) << ((long long)t33)))) > ((t26 + k46) << ((long long)t27))) + (((((t23 == (t28 | x1)) | t31) > x1) >= ((t32 + t34) == t15)) >= ((x2 == (t10 ^ -5538113770702297304L)) || (11U && t17)))));
    t24 = (((((t31 < (((t20 >= (-3L && (t27 + (t28 + -2034349481)))) | x1) ^ (((long long)(t37 + 142259989U)) ^ t22)) ? t31 : (((t20 >= (-3L && (t27 + (t28 + -2034349481)))) | x1) ^ (((long long)(t37 + 142259989U)) ^ t22))) >= ((t21 + t31) && (2L > t20))) << (((t18 < t36 ? t18 : t36) ^ ((long long)x7)) + k47)) + 8388606L) | ((t31 | ((x6 && (t22 | t19)) > (((0L ^ t36) || 65U) == ((t15 > t39) < 11 ? (t15 > t39) : 11)))) >= ((t36 + t31) ^ t13)));
    t25 = ((((t30 | 4294967294U) > (((t12 + ((-2144136908791986147L + k48) >= -2839500295540453.0)) || t19) < x8 ? ((t12 + ((-2144136908791986147L + k48) >= -2839500295540453.0)) || t19) : x8)) + (t25 + t17)) && (((((268435457 == t20) ^ 793150105) < t14 ? ((268435457 == t20) ^ 793150105) : t14) > (-5L >> (x6 + k49))) > (t37 + (-2147483646 + (x3 >= (t22 > -1565828446))))));
    t26 = (t21 > ((((t15 && (x9 | t10)) >= ((t36 ^ ((long long)t17)) >= t29)) || t37) + ((((2199023255551L | -13) + k50) << (((t19 ^ x1) | ((long long)x5)) > t28)) || 0)));
    t27 = (((((t15 > t36) ^ (t31 > t29)) << ((((long long)x7) << t16) + k51)) << ((t21 << ((long long)t11)) << (t22 && x1))) + (((x3 + (t33 && (x8 && (((x7 + x2) == t15) || x9)))) + ((t38 && 4294967294U) << (524287L == t37))) == (((t36 && x9) < -15 ? (t36 && x9) : -15) + (t18 > (468667965 << t19)))));
    t28 = ((((long long)-9.0) ^ ((t24 + t31) || (t23 && (t11 || (t33 >= x5))))) && x3);
    t29 = (72057594037927934L == (((long long)t17) ^ (9 | t19)));
    t30 = (-8 < ((t39 && t32) | (((t31 || ((4294967286U || t19) | ((t22 ^ (15U == t14)) == x0))) || (((1531740615U << (((long long)t38) + k52)) | (t39 && t20)) < t15 ? ((1531740615U << (((long long)t38) + k52)) | (t39 && t20)) : t15)) && (t27 < (t31 && t17) ? t27 : (t31 && t17)))) ? -8 : ((t39 && t32) | (((t31 || ((4294967286U || t19) | ((t22 ^ (15U == t14)) == x0))) || (((1531740615U << (((long long)t38) + k52)) | (t39 && t20)) < t15 ? ((1531740615U << (((long long)t38) + k52)) | (t39 && t20)) : t15)) && (t27 < (t31 && t17) ? t27 : (t31 && t17)))));
    t31 = ((x6 && t15) || (t34 + (((x4 > x5) ^ (-2147483647 - 1)) && t32)));
    t32 = ((t22 | t12) > ((t22 ^ ((long long)t38)) >= (((-680305768 >= t22) >= t17) + ((4503599627370493.0 || x2) == (((long long)t15) | 2147483646)))));
    t33 = ((t26 >= (((2097151 > t14) == (t16 ^ 0L)) << (((long long)14.0) ^ (-2371031126945645710.0L == -4.0L)))) + ((((t18 || t29) + x1) << (((long long)t20) + k53)) < ((t16 + (t27 > (1710795988U > t27))) < t17 ? (t16 + (t27 > (1710795988U > t27))) : t17) ? (((t18 || t29) + x1) << (((long long)t20) + k53)) : ((t16 + (t27 > (1710795988U > t27))) < t17 ? (t16 + (t27 > (1710795988U > t27))) : t17)));
    t34 = (((((4611686018427387902L && -2147483647) >= t31) | ((((((long long)x5) | ((long long)x7)) + k55) << (((long long)t38) + k54)) | x3)) | ((((long long)t17) ^ (t31 || t31)) ^ t36)) ^ ((long long)t17));
    t35 = ((((2251799813685246.0 || t25) > t39) >= t20) ^ (t26 + (t32 && (((x8 || (t38 || t19)) + t19) | t22))));
    t36 = (((((long long)x7) | (((-20 < 258 ? -20 : 258) == t10) >= t36)) >= (((t37 + ((t21 ^ (t37 > -885178885413541562L)) >= t18)) >= -2) >= t14)) + ((2251799813685247.0 >= (t22 || t11)) ^ ((x6 >= x9) || ((t36 || x2) + (x4 == t30)))));
    t37 = (((long long)t27) ^ 1483630510U);
    t38 = ((((9007199254740992.0L >= (x9 && t18)) + ((((long long)t20) ^ ((long long)t15)) == t19)) || ((t29 < (t35 == x5) ? t29 : (t35 == x5)) > ((((x8 | x9) && t18) | t31) || t15))) ^ t18);
    t39 = ((t16 || (9223372036854775806.0L > t12)) && (((-3 > t29) > ((t12 == (x9 + ((t32 >= x0) > 5.0))) | (t12 == t22))) >= t36));

    if (t10 != 1L) { printf("NG t10 %lld\n", (long long)t10); failed++; }
    if (t11 != 1.0L) { printf("NG t11 %.1Lf\n", (long double)t11); failed++; }
    if (t12 != 0) { printf("NG t12 %lld\n", (long long)t12); failed++; }
    if (t13 != 1L) { printf("NG t13 %lld\n", (long long)t13); failed++; }
    if (t14 != 1) { printf("NG t14 %lld\n", (long long)t14); failed++; }
    if (t15 != 0.0L) { printf("NG t15 %.1Lf\n", (long double)t15); failed++; }
    if (t16 != 0L) { printf("NG t16 %lld\n", (long long)t16); failed++; }
    if (t17 != 1.0L) { printf("NG t17 %.1Lf\n", (long double)t17); failed++; }
    if (t18 != 1) { printf("NG t18 %lld\n", (long long)t18); failed++; }
    if (t19 != 0) { printf("NG t19 %lld\n", (long long)t19); failed++; }
    if (t20 != 3772998432.0L) { printf("NG t20 %.1Lf\n", (long double)t20); failed++; }
    if (t21 != 1) { printf("NG t21 %lld\n", (long long)t21); failed++; }
    if (t22 != 8) { printf("NG t22 %llu\n", (unsigned long long)t22); failed++; }
    if (t23 != 1L) { printf("NG t23 %lld\n", (long long)t23); failed++; }
    if (t24 != 8392702L) { printf("NG t24 %lld\n", (long long)t24); failed++; }
    if (t25 != 0) { printf("NG t25 %lld\n", (long long)t25); failed++; }
    if (t26 != 0) { printf("NG t26 %lld\n", (long long)t26); failed++; }
    if (t27 != 0.0L) { printf("NG t27 %.1Lf\n", (long double)t27); failed++; }
    if (t28 != 1) { printf("NG t28 %lld\n", (long long)t28); failed++; }
    if (t29 != 0) { printf("NG t29 %llu\n", (unsigned long long)t29); failed++; }
    if (t30 != 248) { printf("NG t30 %llu\n", (unsigned long long)t30); failed++; }
    if (t31 != 1) { printf("NG t31 %llu\n", (unsigned long long)t31); failed++; }
    if (t32 != 1) { printf("NG t32 %lld\n", (long long)t32); failed++; }
    if (t33 != 1.0) { printf("NG t33 %.1Lf\n", (long double)t33); failed++; }
    if (t34 != 4113150816303175422L) { printf("NG t34 %lld\n", (long long)t34); failed++; }
    if (t35 != 1.0) { printf("NG t35 %.1Lf\n", (long double)t35); failed++; }
    if (t36 != 1) { printf("NG t36 %lld\n", (long long)t36); failed++; }
    if (t37 != 1483630510.0L) { printf("NG t37 %.1Lf\n", (long double)t37); failed++; }
    if (t38 != 0.0L) { printf("NG t38 %.1Lf\n", (long double)t38); failed++; }
    if (t39 != 0U) { printf("NG t39 %llu\n", (unsigned long long)t39); failed++; }
    printf("arith: %d of 30 checks failed\n", failed);
    return 0;
}
