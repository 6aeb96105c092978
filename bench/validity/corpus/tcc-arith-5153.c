#include <stdio.h>

/* reportsmith arith generator (Random Testing of Arithmetic Optimization): seed 5153; operators + * < > <= & | max; types short, unsigned short, unsigned int, unsigned long, double, long double */
long double x1 = 9223372036854775807.0L;
static volatile double x3 = -2.0;
static volatile unsigned long x4 = 9223372036854775807UL;
volatile short x5 = -22742;
static volatile unsigned long x6 = 11323680815916232790UL;
static const unsigned short x7 = 48356;
static unsigned short x9 = 17;
unsigned int t11 = 4294967279U;
static short t12 = 4140;
static double t15 = 4414143656738526.0;
static long double t19 = -9223372036854775807.0L;
static long double t20 = -6044470044424692402.0L;
unsigned short t21 = 65518;
static volatile double t25 = 2251799813685246.0;
static volatile unsigned int t27 = 0U;
unsigned short t30 = 32768;
static unsigned short t31 = 16;
volatile double t32 = 6.0;
long double t33 = -18.0L;
static unsigned long t34 = 8194UL;
static short t36 = 4;
volatile long double t39 = 9223372036854775806.0L;
double k41 = -2147414785325330.0;
unsigned long k45 = 2703944604583297629UL;
static unsigned long k46 = 7123063257793257010UL;
static unsigned long k47 = 2703944604583272066UL;
const unsigned long k49 = 83958UL;
static volatile unsigned long k50 = 2017028281377052961UL;
unsigned long k51 = 7123063257793370589UL;
static long double k52 = -705230829.0L;
unsigned long k54 = 30856UL;

int main(void)
{
    long double x0 = 4611686018427387903.0L;
    volatile short x2 = -1;
    const volatile long double x8 = 3.0L;
    short t10 = 16385;
    static short t13 = 32766;
    static unsigned short t14 = 36796;
    volatile unsigned long t16 = 6UL;
    unsigned short t17 = 17038;
    static unsigned int t18 = 4294967282U;
    long double t22 = 4611686018427387901.0L;
    static unsigned long t23 = 1UL;
    static unsigned long t24 = 15742799469126291365UL;
    unsigned long t26 = 10UL;
    unsigned long t28 = 18446744073709551612UL;
    static unsigned long t29 = 3077555758279149UL;
    static unsigned long t35 = 16429715792332524990UL;
    volatile long double t37 = 9223372036854775806.0L;
    unsigned int t38 = 258U;
    const unsigned long k40 = 7123063257793381755UL;
    static unsigned long k42 = 16685UL;
    static unsigned long k43 = 29211UL;
    static volatile long double k44 = 8185.0L;
    static long double k48 = -11815.0L;
    static unsigned long long k53 = 9223372036854815316ULL;
    int failed = 0;

    t10 = ((((t31 & ((t34 + (((t17 | (t30 > x2 ? t30 : x2)) > ((216632427336716491UL < x4) < (x4 - x8)) ? (t17 | (t30 > x2 ? t30 : x2)) : ((216632427336716491UL < x4) < (x4 - x8))) & 4108519339U)) | t35)) <= (((t29 > t11 ? t29 : t11) <= ((((3943043510U * t30) > t27) <= ((x6 + k40) > -3602646101904638.0)) <= (x2 < 18.0))) > (766017953694704121.0L < t20) ? ((t29 > t11 ? t29 : t11) <= ((((3943043510U * t30) > t27) <= ((x6 + k40) > -3602646101904638.0)) <= (x2 < 18.0))) : (766017953694704121.0L < t20))) | (((long long)(x7 > (t32 > t11 ? t32 : t11) ? x7 : (t32 > t11 ? t32 : t11))) | x5)) * (x9 > x7));
    t11 = (((((t38 | (t38 * t34)) <= ((((2147414785325330.0 + k41) / t25) > (t31 < (t18 > t28)) ? ((2147414785325330.0 + k41) / t25) : (t31 < (t18 > t28))) + t30)) > 11811648938143039360UL ? ((t38 | (t38 * t34)) <= ((((2147414785325330.0 + k41) / t25) > (t31 < (t18 > t28)) ? ((2147414785325330.0 + k41) / t25) : (t31 < (t18 > t28))) + t30)) : 11811648938143039360UL) & ((long long)(x2 * t33))) <= ((t15 < (((t31 + (32 < t27)) < (t21 / t14)) > (((t37 <= t29) & ((long long)t25)) > t26 ? ((t37 <= t29) & ((long long)t25)) : t26) ? ((t31 + (32 < t27)) < (t21 / t14)) : (((t37 <= t29) & ((long long)t25)) > t26 ? ((t37 <= t29) & ((long long)t25)) : t26))) * (((long long)((t28 + k42) > x1 ? (t28 + k42) : x1)) | (-9223372036854775807.0L > t14))));
    t12 = (((((t17 & (1UL < x8)) * x6) > (((x9 > x9 ? x9 : x9) <= t15) > (((t32 <= t39) + ((t18 * 14UL) < ((x2 > t33) | ((long long)x3)))) | t13))) > ((((t31 & (t16 * x7)) <= (19.0 > (t28 + k43) ? 19.0 : (t28 + k43))) <= (x6 <= t11)) * (5UL < t10)) ? (((t17 & (1UL < x8)) * x6) > (((x9 > x9 ? x9 : x9) <= t15) > (((t32 <= t39) + ((t18 * 14UL) < ((x2 > t33) | ((long long)x3)))) | t13))) : ((((t31 & (t16 * x7)) <= (19.0 > (t28 + k43) ? 19.0 : (t28 + k43))) <= (x6 <= t11)) * (5UL < t10))) | ((t14 > t35 ? t14 : t35) <= (t12 + t26)));
    t13 = ((t26 + t15) <= (t17 * ((x9 <= t19) * ((x2 | ((((long long)x0) & ((long long)x0)) + (t15 <= x9))) * (x5 > t11 ? x5 : t11)))));
    t14 = (((t27 + ((((x5 <= t39) | (t34 | t16)) | (4294967280U + (t36 > t33))) | (t35 <= t28))) > (x4 <= t28) ? (t27 + ((((x5 <= t39) | (t34 | t16)) | (4294967280U + (t36 > t33))) | (t35 <= t28))) : (x4 <= t28)) <= (((((long long)(t39 + (t20 > 1073741821))) & t21) + (t26 & ((long long)((t19 + k44) / t34)))) | x4));
    t15 = (((18446744073709551614UL + t21) > ((t32 <= (x8 + x9)) > (t29 + t18) ? (t32 <= (x8 + x9)) : (t29 + t18)) ? (18446744073709551614UL + t21) : ((t32 <= (x8 + x9)) > (t29 + t18) ? (t32 <= (x8 + x9)) : (t29 + t18))) <= ((((((long long)x8) | t16) * t28) & ((((long long)(x8 + t31)) | (2147483646 | ((long long)1073741825.0))) | t14)) <= ((((long long)x8) | ((t24 + k45) <= -8.0)) > t25 ? (((long long)x8) | ((t24 + k45) <= -8.0)) : t25)));
    t16 = ((0U | (((t30 > (t17 > x9 ? t17 : x9)) | ((long long)t22)) * ((x3 * t27) <= ((t21 + (x6 * t23)) + k46)))) <= (((((t24 + k47) + k48) / t20) * (x8 < ((t31 & t34) > (t33 < x9)))) + (x2 > 388958235 ? x2 : 388958235)));
    t17 = (((t30 <= x6) < (x3 > t13)) | (((x8 * t36) > 10.0) * (x5 <= (t10 > x6 ? t10 : x6))));
    t18 = ((((x5 < t15) < (((((long long)t32) | t14) < ((t34 > x0 ? t34 : x0) > (x9 > 134217730U ? x9 : 134217730U))) | (t27 & 6U))) * (1U * t14)) | (t14 + ((((t16 < t11) <= (t15 + ((258UL + x5) + k49))) > ((t11 * (t31 < t19)) > x0) ? ((t16 < t11) <= (t15 + ((258UL + x5) + k49))) : ((t11 * (t31 < t19)) > x0)) > ((x2 <= t21) + ((t14 > 2297555738U) * (x4 <= t26))) ? (((t16 < t11) <= (t15 + ((258UL + x5) + k49))) > ((t11 * (t31 < t19)) > x0) ? ((t16 < t11) <= (t15 + ((258UL + x5) + k49))) : ((t11 * (t31 < t19)) > x0)) : ((x2 <= t21) + ((t14 > 2297555738U) * (x4 <= t26))))));
    t19 = (((513.0L <= (((t35 + (x9 > (x7 * t17) ? x9 : (x7 * t17))) | (t11 | (t29 <= t32))) + k50)) <= ((((long long)(((t17 < x7) > (-1840929473 > x7)) > x0 ? ((t17 < x7) > (-1840929473 > x7)) : x0)) & t23) > t10)) <= ((t16 > (((long long)x1) | ((((((((long long)(t10 * -9223372036854775807.0L)) & t29) & t11) & (10UL > t26)) > t11 ? (((((long long)(t10 * -9223372036854775807.0L)) & t29) & t11) & (10UL > t26)) : t11) < t19) < (((long long)(t23 * x8)) | 18446744073709551608UL))) ? t16 : (((long long)x1) | ((((((((long long)(t10 * -9223372036854775807.0L)) & t29) & t11) & (10UL > t26)) > t11 ? (((((long long)(t10 * -9223372036854775807.0L)) & t29) & t11) & (10UL > t26)) : t11) < t19) < (((long long)(t23 * x8)) | 18446744073709551608UL)))) > t16));
    t20 = ((t12 < ((((x4 & ((long long)4503599627370493.0)) + x6) <= t35) <= x8)) <= ((((((1822098901 <= t28) | (x0 <= t31)) > (18446744073709551608UL * x6)) <= (t29 - (t39 * ((-2147483647 - 1) < -10.0)))) & (t36 & (t26 & (-1.0L > (t38 | 4294967295U))))) | ((t12 > t27) * t10)));
    t21 = ((((((long long)((t18 > t34) > t20 ? (t18 > t34) : t20)) | 1276203105) < t34) & 18446744073709551614UL) <= (((x5 + (x3 + t17)) < ((x4 <= ((((long long)t32) & ((long long)3.0L)) & 2436378554U)) & (t14 > x7 ? t14 : x7))) <= (((t26 + t30) < (t24 > (-1576812853 + (t12 > t21 ? t12 : t21)) ? t24 : (-1576812853 + (t12 > t21 ? t12 : t21)))) <= (621103072U | (t34 < t15)))));
    t22 = ((t22 < t22) < ((t12 | (((t14 | t13) > x6 ? (t14 | t13) : x6) <= t26)) < ((t29 < t14) > (-10.0 + t15))));
    t23 = ((((t26 & (t12 > (x3 + t11))) | ((((long long)x0) | ((long long)7.0L)) & -1770463914)) * 18446744073709551613UL) + ((((x6 | t30) + k51) > ((2147483648U | x7) * (-19 * (t36 > x8 ? t36 : x8))) ? ((x6 | t30) + k51) : ((2147483648U | x7) * (-19 * (t36 > x8 ? t36 : x8)))) <= ((((long long)(x0 > 510U ? x0 : 510U)) & 2428934347U) < x6)));
    t24 = ((x7 <= (t25 > t21 ? t25 : t21)) & ((long long)((t15 > t15) + 288230376151711743.0L)));
    t25 = (t21 < ((t13 | (t28 & ((long long)t19))) + (x0 + x0)));
    t26 = ((t10 & ((t35 <= x2) | t18)) > ((x3 <= (t11 + 113589196U)) | ((t15 < x8) + (x4 | ((long long)t19)))));
    t27 = (((((705230829 + k52) / (t24 > x0 ? t24 : x0)) > (t31 + (x5 < (x2 <= t13)))) | ((t17 > (t16 + t14)) & ((long long)x3))) <= ((((20.0 < t12) < (x5 + t19)) <= (t29 < (x1 > t29 ? x1 : t29))) > (t24 <= t35)));
    t28 = (((t26 & t36) > (17 < t11)) > (t26 > x2 ? t26 : x2));
    t29 = ((t21 & ((((t36 & 1UL) > t22) > (t29 | t12)) > (((t14 > t16 ? t14 : t16) > 4294967293U ? (t14 > t16 ? t14 : t16) : 4294967293U) > ((t16 <= (t25 > t11)) + t31)))) * (((t39 <= ((t30 & 83467736U) + (t12 > t24 ? t12 : t24))) * (((14U > (x9 < ((x9 & t16) + t20))) <= (x7 <= x2)) + (((long long)9223372036854775806.0L) & (t33 < (t30 < t11))))) > (2147483649U < t33)));
    t30 = ((((x6 > ((((x4 < t13) < (-2147483647 - 1)) | ((long long)t32)) & ((long long)(t32 > t39 ? t32 : t39)))) > ((x8 <= t38) * (t29 * t26))) + t34) < ((t10 > t37 ? t10 : t37) + ((t35 + (x4 & ((long long)x3))) < x1)));
    t31 = (x2 & ((t30 <= x3) + (-2147483647 - 1)));
    t32 = (((t29 < 1085644943) < ((t10 | 3492019594790582105UL) & ((long long)1152921504606846975.0L))) > (131070 < (t16 < 1163659972780505.0)));
    t33 = (t29 > t15 ? t29 : t15);
    t34 = ((((-2147483647 > t34) > (t36 < t19)) <= ((18446744073709551604UL * t14) * (x0 < x1))) & ((long long)(((t19 > (t12 + 1219800842) ? t19 : (t12 + 1219800842)) - x1) > t11 ? ((t19 > (t12 + 1219800842) ? t19 : (t12 + 1219800842)) - x1) : t11)));
    t35 = ((((t21 + 4294967294U) > ((x3 + 4289987013369243.0) < (t21 <= t22)) ? (t21 + 4294967294U) : ((x3 + 4289987013369243.0) < (t21 <= t22))) > (((((long long)(t24 * (((t13 > 2199023255551.0L) * 1471030217873111928UL) * t37))) & (t24 < 0)) & ((long long)(((5090413407416945548UL + 17) < ((t18 > (19UL * x2) ? t18 : (19UL * x2)) | ((long long)t22))) * t33))) | ((t13 + (t36 & (x9 <= t19))) * (t11 <= t37))) ? ((t21 + 4294967294U) > ((x3 + 4289987013369243.0) < (t21 <= t22)) ? (t21 + 4294967294U) : ((x3 + 4289987013369243.0) < (t21 <= t22))) : (((((long long)(t24 * (((t13 > 2199023255551.0L) * 1471030217873111928UL) * t37))) & (t24 < 0)) & ((long long)(((5090413407416945548UL + 17) < ((t18 > (19UL * x2) ? t18 : (19UL * x2)) | ((long long)t22))) * t33))) | ((t13 + (t36 & (x9 <= t19))) * (t11 <= t37)))) & ((2049 / 2147483646) <= (t15 + 2251799813685245.0)));
    t36 = ((t26 > (((t16 + (((4294967289U < t22) * 1573654282) * t10)) * ((((-17 > t12 ? -17 : t12) > t20) * ((x1 - t35) > 12UL ? (x1 - t35) : 12UL)) > t19)) < (t38 | ((long long)(t32 > t12 ? t32 : t12))))) * ((((t15 > ((((long long)t19) | 9223372036854775806UL) + k53)) > (18446744073709551598UL & ((long long)-15.0))) | ((t38 + -249566775) < ((x6 > t34) > 4 ? (x6 > t34) : 4))) <= ((((((long long)129.0) | t24) < t38) & ((long long)11.0)) < t29)));
    t37 = (-14.0 < (((t39 < ((t34 | 12) < (x6 > t34 ? x6 : t34))) <= (((((t11 + t35) | 18446744073709551614UL) + k54) < 134217729.0L) > ((x4 * (((t20 * t13) > t21 ? (t20 * t13) : t21) > (t27 | ((4611686018427387903.0L < x8) < t33)))) + ((((x4 < t24) <= x2) > ((x9 | x9) + t32)) | (4294967283U * 1UL))))) + -11.0L));
    t38 = ((144115188075855870.0L > t12) & 1073741824);
    t39 = (((t25 * ((x7 < 4294967294U) * x2)) > (((t14 < x8) | ((t17 <= 9223372036854775807UL) > ((t16 * 9223372036854775807.0L) < t19))) > (x6 > t10 ? x6 : t10)) ? (t25 * ((x7 < 4294967294U) * x2)) : (((t14 < x8) | ((t17 <= 9223372036854775807UL) > ((t16 * 9223372036854775807.0L) < t19))) > (x6 > t10 ? x6 : t10))) * t19);

    if (t10 != 0) { printf("NG t10 %lld\n", (long long)t10); failed++; }
    if (t11 != 1U) { printf("NG t11 %llu\n", (unsigned long long)t11); failed++; }
    if (t12 != 0) { printf("NG t12 %lld\n", (long long)t12); failed++; }
    if (t13 != 0) { printf("NG t13 %lld\n", (long long)t13); failed++; }
    if (t14 != 1) { printf("NG t14 %llu\n", (unsigned long long)t14); failed++; }
    if (t15 != 0.0) { printf("NG t15 %.1Lf\n", (long double)t15); failed++; }
    if (t16 != 0UL) { printf("NG t16 %llu\n", (unsigned long long)t16); failed++; }
    if (t17 != 0) { printf("NG t17 %llu\n", (unsigned long long)t17); failed++; }
    if (t18 != 2U) { printf("NG t18 %llu\n", (unsigned long long)t18); failed++; }
    if (t19 != 1.0L) { printf("NG t19 %.1Lf\n", (long double)t19); failed++; }
    if (t20 != 0.0L) { printf("NG t20 %.1Lf\n", (long double)t20); failed++; }
    if (t21 != 1) { printf("NG t21 %llu\n", (unsigned long long)t21); failed++; }
    if (t22 != 1.0L) { printf("NG t22 %.1Lf\n", (long double)t22); failed++; }
    if (t23 != 4611686023738779646UL) { printf("NG t23 %llu\n", (unsigned long long)t23); failed++; }
    if (t24 != 1UL) { printf("NG t24 %llu\n", (unsigned long long)t24); failed++; }
    if (t25 != 1.0) { printf("NG t25 %.1Lf\n", (long double)t25); failed++; }
    if (t26 != 0UL) { printf("NG t26 %llu\n", (unsigned long long)t26); failed++; }
    if (t27 != 1U) { printf("NG t27 %llu\n", (unsigned long long)t27); failed++; }
    if (t28 != 0UL) { printf("NG t28 %llu\n", (unsigned long long)t28); failed++; }
    if (t29 != 0UL) { printf("NG t29 %llu\n", (unsigned long long)t29); failed++; }
    if (t30 != 1) { printf("NG t30 %llu\n", (unsigned long long)t30); failed++; }
    if (t31 != 0) { printf("NG t31 %llu\n", (unsigned long long)t31); failed++; }
    if (t32 != 1.0) { printf("NG t32 %.1Lf\n", (long double)t32); failed++; }
    if (t33 != 0.0L) { printf("NG t33 %.1Lf\n", (long double)t33); failed++; }
    if (t34 != 1UL) { printf("NG t34 %llu\n", (unsigned long long)t34); failed++; }
    if (t35 != 1UL) { printf("NG t35 %llu\n", (unsigned long long)t35); failed++; }
    if (t36 != 0) { printf("NG t36 %lld\n", (long long)t36); failed++; }
    if (t37 != 1.0L) { printf("NG t37 %.1Lf\n", (long double)t37); failed++; }
    if (t38 != 0U) { printf("NG t38 %llu\n", (unsigned long long)t38); failed++; }
    if (t39 != 0.0L) { printf("NG t39 %.1Lf\n", (long double)t39); failed++; }
    printf("arith: %d of 30 checks failed\n", failed);
    return 0;
}
