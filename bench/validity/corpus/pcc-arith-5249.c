#include <stdio.h>

/* reportsmith arith generator (Random Testing of Arithmetic Optimization): seed 5249; operators * % >> > <= >= == & ^ &&; types unsigned char, short, unsigned short, unsigned int, long, unsigned long, long long, float, double */
float x3 = 19.0f;
long long x7 = -3135541940024744976LL;
long long t11 = 9223372036854775807LL;
volatile long t12 = 9223372036854775806L;
static unsigned short t13 = 16;
static unsigned int t14 = 9U;
volatile unsigned long t17 = 18446744073709551599UL;
static unsigned int t20 = 4294967288U;
short t25 = -32767;
static unsigned int t26 = 4294967295U;
unsigned int t30 = 4294967287U;
static long long t33 = 1702683895335878244LL;
long t35 = 9223372036854775807L;
static volatile unsigned short t36 = 33345;
static unsigned char t38 = 186;
unsigned long t39 = 5493558245912894040UL;
unsigned int k40 = 2051936323U;
static unsigned long long k43 = 18446181123756130309ULL;
float k44 = -47235.0f;
unsigned int k45 = 24U;
static unsigned long k49 = 20041UL;
const unsigned long long k50 = 18446744073700045835ULL;
static unsigned long k54 = 13835058055282222015UL;
static const unsigned int k55 = 3350155492U;
static volatile unsigned long long k56 = 18446744073705808903ULL;
const long k57 = 1274782206L;
const unsigned int k59 = 35U;
static volatile unsigned int k61 = 46U;
static int k63 = 141;
static volatile long long k64 = 311691691LL;
static volatile unsigned long k65 = 13862113183216349004UL;
static long long k66 = 1396390595LL;
static volatile long long k67 = 61503LL;
long long k71 = 711498151LL;
static int k73 = 8;

int main(void)
{
    double x0 = 16.0;
    const volatile short x1 = 3;
    volatile long x2 = 8L;
    static volatile long long x4 = 9223372036854775807LL;
    const volatile unsigned long x5 = 4584630890493214626UL;
    volatile long x6 = 9223372036854775807L;
    static unsigned short x8 = 32768;
    static const unsigned short x9 = 7;
    static short t10 = 9;
    double t15 = -4503599627370495.0;
    static double t16 = 4503599627370495.0;
    static unsigned short t18 = 20700;
    static long t19 = 18L;
    double t21 = 3111321631013900.0;
    static long t22 = 5L;
    static long t23 = 8191L;
    static float t24 = 7361059.0f;
    unsigned short t27 = 5;
    static unsigned short t28 = 47235;
    static unsigned short t29 = 65516;
    static volatile double t31 = 712347616079637.0;
    short t32 = -7;
    static volatile unsigned int t34 = 4294967290U;
    static double t37 = 3540501816923983.0;
    unsigned int k41 = 12U;
    static volatile unsigned long k42 = 13862113183216336991UL;
    static const unsigned int k46 = 41U;
    static unsigned int k47 = 4294920106U;
    static unsigned int k48 = 59U;
    unsigned long k51 = 377593924UL;
    unsigned int k52 = 4294933952U;
    static unsigned long k53 = 9223372036854836715UL;
    static volatile unsigned long k58 = 32769UL;
    const volatile unsigned int k60 = 4294967141U;
    static const long k62 = 111L;
    int k68 = 2065873775;
    static volatile int k69 = 2141147107;
    static unsigned long long k70 = 15ULL;
    static long long k72 = 1685739017LL;
    int failed = 0;

    t10 = ((((((t29 >> x2) % (((t26 >> t10) % (t13 <= x4)) + k40)) >= (9223372036854775807LL == -677858584)) ^ (((x4 & (1073741822 % t35)) ^ (t13 == (t21 && (x2 > t37)))) && t22)) <= (((t12 % t27) * ((t19 ^ t30) ^ t14)) > (2147483645 >> (t32 + k41)))) >= (((t10 <= x7) > t39) <= (((9223372036854775805UL * t38) >> (x5 + k42)) >> ((((long long)t16) >> x1) + k43))));
    t11 = ((x5 <= x2) ^ ((-9223372036854775807L - 1) % ((t29 >= (x5 & 2147483648U)) ^ (t23 == t24))));
    t12 = ((((t39 & ((long long)x0)) >= (3 % t17)) <= t22) >> (((long long)((t28 + k44) / t24)) % ((((10U > 8388607.0f) ^ ((long long)t21)) >= t25) ^ t39)));
    t13 = (((t11 == (t21 == (t30 && -7442686082630940463L))) >= ((t30 % 7) == (-1709143752939203314LL % t38))) && (t22 > (((((long long)t15) % t30) >> (t25 >= x7)) <= ((1073741823 == t32) >> ((((x8 >= t20) ^ x6) > t28) && (t27 == (t28 * x2)))))));
    t14 = (((t30 <= (t28 && 11243383724047500529UL)) >= (-9LL & t33)) && x0);
    t15 = ((((1073741825 && t15) && ((t14 ^ ((long long)t24)) == t13)) && t14) && (t38 * ((t30 % ((((t30 >= x1) >> (t20 + k45)) & ((t34 == t36) ^ t32)) >= ((1824706299810675592L == t18) && (x3 >= (t13 ^ (-9.0f >= ((t11 % ((long long)x3)) >= t34))))))) % (((long long)t21) % (t30 >> (-20 + k46))))));
    t16 = (((((t23 & t17) % t13) == ((t13 ^ ((t26 >= (t39 <= ((t36 > ((x5 & ((long long)x3)) >> (t28 + k47))) >= 11))) >= t15)) > (((long long)t21) & 4091574189876826404LL))) <= (t29 * t20)) ^ ((t30 == t27) >> (((x9 * 0UL) % -8) >> (-1 + k48))));
    t17 = ((((t15 > (t17 + k49)) == t20) >= x1) > ((-11L % t19) * t39));
    t18 = (((-9223372036854775807LL - 1) * ((x7 > (x2 == x9)) >> ((((t37 <= x2) ^ ((long long)t21)) & 2291371246U) + k50))) * t23);
    t19 = ((((t35 * (1104454829 == x0)) ^ t27) & (t12 * (-2147483647 - 1))) > ((t17 % t20) && t22));
    t20 = ((((t33 ^ ((long long)x3)) >= (t18 * t25)) <= ((t28 % (t17 + k51)) ^ (((long long)t31) % 2048LL))) >> (t36 + k52));
    t21 = (t14 ^ ((t35 + k53) == t31));
    t22 = (((t20 == (t35 > (t38 > t39))) == (((3170823543U & ((long long)t21)) % (t13 <= t26)) && ((((t37 <= (4611686018427387901L + k54)) & t25) <= (t14 > (((t25 & 944835542) + k55) * (4194303.0f * t19)))) >> ((3963992468U % ((long long)t24)) + k56)))) & (((t25 >= (t33 % x8)) >> 1U) >> (t17 ^ t11)));
    t23 = ((((((long long)t31) ^ t22) <= (t23 > x9)) & ((x2 > t11) >= (((x8 >> ((t25 % (t22 + k57)) + k58)) & (t34 >> ((t29 <= x9) <= t35))) ^ (((t33 & -3) <= (t30 == 1U)) == x1)))) == (x7 <= ((t12 == ((t38 && x5) > t15)) && x2)));
    t24 = ((((((t36 > (x9 ^ t36)) >> t17) >> (x7 <= (x6 % (t33 > t34)))) >= ((t18 <= -7L) == (((-17 > t34) & x8) * (t25 ^ t39)))) > (((long long)t16) % ((long long)t16))) && ((t30 == t30) % (t23 == (t19 & (t36 & ((long long)2251799813685246.0))))));
    t25 = ((t34 == t30) >= (t30 & ((-16 ^ (t29 & ((long long)t21))) <= (((t36 <= 3.0f) & t14) && (((long long)x0) >> ((t26 >> ((long long)t15)) + k59))))));
    t26 = ((((14247116745489100908UL >> (t38 + k60)) >= 2147483646) == t11) == (1073741822 <= t28));
    t27 = (((((t23 <= t29) ^ x6) && ((((long long)x0) ^ 4611686018427387901LL) >= t11)) && (x7 >> (-11 + k61))) == (((t18 ^ (((long long)t24) & x8)) >> (268435454 && (t17 * t20))) > (((((long long)t37) & (t12 >> ((long long)(t31 * t18)))) <= t16) && (3 * x5))));
    t28 = ((t22 >= (((6UL >= t30) & ((7705853744999845060LL > (t14 & (t17 ^ (t36 && t25)))) % (-356184267000110.0 <= (830190506 >> (((t28 ^ x1) <= 3UL) ^ ((x4 % ((long long)x0)) > 2708528443595424.0)))))) >> t17)) % ((((t23 & t14) <= ((t20 ^ (x8 % (t23 + k62))) == (t23 == (x2 > t37)))) && (((x1 ^ ((long long)t16)) >> t27) >= 4294967292U)) + k63));
    t29 = (((t31 > (((t22 * x0) == (((t30 ^ (t25 * t12)) <= 20) && t24)) % (((long long)t15) + k64))) && ((11 && t10) <= (t16 == (t15 && (((long long)t16) ^ t34))))) > ((2047UL <= t10) ^ (2129836252 & x1)));
    t30 = (((((x9 > t23) >= ((t32 >= x5) ^ t18)) <= (t19 * t20)) <= ((x0 >= (x5 + k65)) <= t14)) ^ ((((t17 > (x9 <= x1)) >= (t37 <= (-6 >= 1743080220U))) > (t26 <= -12L)) ^ ((t33 >= -4) * (((long long)t21) % (((long long)t24) + k66)))));
    t31 = (t17 >= ((((t26 * t34) * (((t12 <= ((x2 % (((long long)t15) + k67)) >= t17)) && -12) > t18)) <= (((((((long long)-7.0) % t10) * t27) == (t38 == x2)) > (t37 > (x5 & t19))) > 18)) >> t23));
    t32 = ((t29 * (t18 % 4294967294U)) ^ t14);
    t33 = (((t20 <= t29) % (t10 >> (t24 == t38))) * ((t12 && -1199474776) == (x9 >> ((long long)t15))));
    t34 = ((((t32 >> (t20 % (t27 + k68))) <= (t39 <= t28)) <= ((t35 <= t20) && (4294967294U % x6))) <= (t27 >> ((t12 > x3) >= (-1LL > (((-13.0f >= x8) & ((t26 && t18) <= (t13 % (t32 + k69)))) * (((4094L >> x1) & 3131140324785109690LL) & x1))))));
    t35 = (((((x4 & (t31 >= 9.0f)) > t17) > (t14 & (x0 == x1))) % ((((-7LL <= (t30 % x9)) == x7) % (t39 % x4)) + k70)) >> (((x9 % ((t38 % (t11 + k71)) >> ((t26 == (t28 ^ t32)) % (t35 == t35)))) % (((long long)((x0 * t30) * x1)) + k72)) > ((((x6 > x5) <= ((t36 <= t36) && -1805886709)) >= t14) ^ ((long long)t31))));
    t36 = ((((t13 <= (t25 && (-462800633 && -1150966768))) % ((x4 && t33) + k73)) * (t34 == t33)) ^ (x6 ^ -375271950021670349LL));
    t37 = (x1 ^ t28);
    t38 = ((t11 >= (t27 <= -7215498.0f)) >> (t28 ^ t17));
    t39 = ((t22 & (((long long)x0) >> ((long long)t31))) ^ (t18 * t14));

    if (t10 != 1) { printf("NG t10 %lld\n", (long long)t10); failed++; }
    if (t11 != 0LL) { printf("NG t11 %lld\n", (long long)t11); failed++; }
    if (t12 != 1L) { printf("NG t12 %lld\n", (long long)t12); failed++; }
    if (t13 != 1) { printf("NG t13 %llu\n", (unsigned long long)t13); failed++; }
    if (t14 != 0U) { printf("NG t14 %llu\n", (unsigned long long)t14); failed++; }
    if (t15 != 0.0) { printf("NG t15 %.1Lf\n", (long double)t15); failed++; }
    if (t16 != 1.0) { printf("NG t16 %.1Lf\n", (long double)t16); failed++; }
    if (t17 != 0UL) { printf("NG t17 %llu\n", (unsigned long long)t17); failed++; }
    if (t18 != 0) { printf("NG t18 %llu\n", (unsigned long long)t18); failed++; }
    if (t19 != 0L) { printf("NG t19 %lld\n", (long long)t19); failed++; }
    if (t20 != 0U) { printf("NG t20 %llu\n", (unsigned long long)t20); failed++; }
    if (t21 != 0.0) { printf("NG t21 %.1Lf\n", (long double)t21); failed++; }
    if (t22 != 0L) { printf("NG t22 %lld\n", (long long)t22); failed++; }
    if (t23 != 0L) { printf("NG t23 %lld\n", (long long)t23); failed++; }
    if (t24 != 0.0f) { printf("NG t24 %.1Lf\n", (long double)t24); failed++; }
    if (t25 != 0) { printf("NG t25 %lld\n", (long long)t25); failed++; }
    if (t26 != 1U) { printf("NG t26 %llu\n", (unsigned long long)t26); failed++; }
    if (t27 != 0) { printf("NG t27 %llu\n", (unsigned long long)t27); failed++; }
    if (t28 != 1) { printf("NG t28 %llu\n", (unsigned long long)t28); failed++; }
    if (t29 != 0) { printf("NG t29 %llu\n", (unsigned long long)t29); failed++; }
    if (t30 != 0U) { printf("NG t30 %llu\n", (unsigned long long)t30); failed++; }
    if (t31 != 1.0) { printf("NG t31 %.1Lf\n", (long double)t31); failed++; }
    if (t32 != 0) { printf("NG t32 %lld\n", (long long)t32); failed++; }
    if (t33 != 0LL) { printf("NG t33 %lld\n", (long long)t33); failed++; }
    if (t34 != 1U) { printf("NG t34 %llu\n", (unsigned long long)t34); failed++; }
    if (t35 != 0L) { printf("NG t35 %lld\n", (long long)t35); failed++; }
    if (t36 != 46540) { printf("NG t36 %llu\n", (unsigned long long)t36); failed++; }
    if (t37 != 2.0) { printf("NG t37 %.1Lf\n", (long double)t37); failed++; }
    if (t38 != 0) { printf("NG t38 %llu\n", (unsigned long long)t38); failed++; }
    if (t39 != 0UL) { printf("NG t39 %llu\n", (unsigned long long)t39); failed++; }
    printf("arith: %d of 30 checks failed\n", failed);
    return 0;
}
