#include <stdio.h>

/* reportsmith arith generator (Random Testing of Arithmetic Optimization): seed 5347; operators + - * / % < > <= >= == != | && ||; types signed char, unsigned char, short, long, unsigned long long, float, double, long double */
static const short x0 = -9062;
static long double x1 = -7476375886352570713.0L;
static volatile unsigned long long x3 = 0ULL;
double x4 = 4.0;
static short x6 = 27614;
unsigned long long t11 = 17ULL;
unsigned long long t15 = 4194302ULL;
long double t21 = 8.0L;
static float t22 = 1024.0f;
volatile float t23 = 66.0f;
static short t24 = 32765;
static long double t26 = -10.0L;
static float t27 = 4194305.0f;
static short t31 = 1;
double t34 = 3244899196744076.0;
static unsigned char t36 = 133;
static volatile unsigned long long t39 = 0ULL;
static const long double k42 = -2.0L;
static double k48 = 3244899196744076.0;
static unsigned long long k50 = 9223372036854816565ULL;
unsigned long long k53 = 5169812242763006917ULL;
volatile long double k54 = -5.0L;
static long long k58 = 138LL;
unsigned long k59 = 4558983070408453189UL;
unsigned long k62 = 5169812242763032569UL;
volatile float k63 = 128.0f;
static const long long k68 = 1LL;
static unsigned int k69 = 2147507145U;
static const unsigned int k71 = 2300317949U;
long double k75 = -6.0L;
static long long k76 = 9LL;

int main(void)
{
    float x2 = 2046.0f;
    static float x5 = -18.0f;
    volatile unsigned long long x7 = 9223372036854775805ULL;
    long double x8 = 17.0L;
    static float x9 = -7548061.0f;
    static double t10 = -3712586005084679.0;
    short t12 = -1;
    static volatile long t13 = -18L;
    static long double t14 = 4503599627370495.0L;
    unsigned long long t16 = 18446744073709551602ULL;
    long double t17 = 4611686018427387904.0L;
    long t18 = 9212861175684722657L;
    short t19 = 7;
    long t20 = -19L;
    float t25 = -592219.0f;
    float t28 = -7713995.0f;
    static short t29 = 32345;
    static long t30 = 4398046511105L;
    long double t32 = -9223372036854775807.0L;
    static long double t33 = 4.0L;
    float t35 = -20.0f;
    static unsigned char t37 = 8;
    static volatile unsigned long long t38 = 13276931830946583425ULL;
    const long double k40 = 1746996150502205093.0L;
    static volatile float k41 = -14.0f;
    const long double k43 = -133.0L;
    const long double k44 = -1.0L;
    unsigned long long k45 = 13437934625655370526ULL;
    static volatile double k46 = -1.0;
    long double k47 = 2.0L;
    volatile unsigned long long k49 = 5169812242763027217ULL;
    static long double k51 = 1.0L;
    unsigned long long k52 = 18445618173802711705ULL;
    unsigned long k55 = 5169812242763016871UL;
    double k56 = -48680.0;
    static unsigned long long k57 = 5169812242762939732ULL;
    const int k60 = 134;
    static long double k61 = -6.0L;
    static unsigned long k64 = 5169812242762986795UL;
    static const unsigned long k65 = 18446739675663068094UL;
    unsigned long k66 = 18446739675663093131UL;
    unsigned int k67 = 4038311950U;
    float k70 = -8.0f;
    static int k72 = 2242;
    unsigned int k73 = 3221287612U;
    static unsigned long long k74 = 17870283321406175056ULL;
    static unsigned long k77 = 9223372036854776924UL;
    int failed = 0;

    t10 = (t20 | ((x3 < x6) > (t24 == -1611645498)));
    t11 = ((-8902695211123088956L != (((long long)t21) % ((long long)t25))) != ((((t17 >= ((-2147483647 * t31) | ((long long)t14))) + (t12 < ((x9 != t36) <= t15))) + (x3 && t25)) % (((((t32 + (t11 >= (t11 < x6))) + k40) / x1) != ((x6 + k41) / t35)) >= (((x1 - t36) > t35) | (8 == t15)))));
    t12 = ((4194303.0f != ((t31 > 8388606.0f) | ((long long)t33))) >= (((long long)((4611686018427387902.0L + k42) / x2)) % (((2ULL % ((long long)4.0L)) * t30) != (t29 || t31))));
    t13 = (t28 != (x9 - (t25 != t12)));
    t14 = ((x8 - (x9 >= (t26 / (-6174122837608763508.0L != (x9 != t15))))) && (((-4503599627370495.0 > t23) - ((x1 > t33) - ((((x4 || x0) + ((t14 >= t12) != (t24 - 7))) || (4503599627370494.0 != ((t36 + k43) / t32))) % ((long long)((t21 <= t18) - t10))))) + ((t22 && (t29 && t33)) >= 2251799813685249.0)));
    t15 = ((((((t20 + ((t39 == -1453510836) >= -4503599627370494.0)) / ((6337833837770915248.0L > t19) + t18)) - t14) * (t14 + (2147483647 && -1.0L))) * ((((x8 > (7.0L != t26)) - 1897677220131500.0) > ((t14 + k44) / x0)) <= ((((4321879957103953989ULL == t18) && 5334600) - t13) == (((((5008809448054233502ULL + k45) - t10) > t13) + k46) / x4)))) + k47);
    t16 = (((((t25 < x9) && (-17.0 <= t33)) > ((((x6 * t21) >= (-1152683761 >= t39)) && -3224895.0f) && (t24 * t11))) - t34) + k48);
    t17 = ((((t36 == (t36 - t12)) | ((-2147483647 != x4) > (x0 >= ((t16 < (t38 | (t35 >= (t38 + k49)))) > t24)))) != (9223372036854775807L >= (x5 <= (t19 && x4)))) >= ((x0 >= 4611686018427387904.0L) / (((long long)t23) % ((long long)((((((long long)t35) | (x9 >= (x7 + k50))) == t15) * ((t36 < x3) + t21)) - t25)))));
    t18 = (t38 + (((8388606.0f != 2) != (t32 < ((((510.0L < 397904776) + x8) > (t39 % 2)) + (t12 | t29)))) * t38));
    t19 = (x9 > t29);
    t20 = ((((((long long)t32) | t12) + k51) / 2.0L) > (((x3 | ((long long)(x0 / t14))) / (((((long long)(4503599627370495.0 + (t32 + t33))) | ((t20 | ((long long)x9)) | ((long long)t32))) % (((t16 - t34) != t17) && x6)) != (((long long)(x9 - x8)) % ((long long)4194305.0f)))) || ((((t14 != t27) != t38) != (940196692 - ((t36 | x0) <= t18))) || t34)));
    t21 = ((t18 | (((-1109543600 % ((long long)t27)) != (((x0 / -6303194098659449265L) >= t30) != t28)) < (t30 == -1.0))) / (18446744073709551612ULL / ((((1125899906842626ULL + k52) != t22) != t37) == t13)));
    t22 = (((((long long)(t27 * t21)) % (t20 != 1685355417)) / -1661274398069593.0) == t10);
    t23 = ((t37 - ((t16 / x8) > (t24 == t11))) * ((((((t38 + k53) + 6149236791757703071.0L) + k54) / t37) > ((((t18 + k55) + k56) / t34) != x6)) - (((long long)t25) | 2147483647)));
    t24 = (((7.0 > ((((t24 - t15) + t38) + k57) != t10)) && (((((t29 / t29) || (t31 != t15)) * (t13 / (t11 % (((long long)t22) + k58)))) % (((t25 <= (t19 <= t26)) || 5479167064617866887L) != t24)) && ((x4 * t37) != t34))) < (-15.0f || (t37 + t39)));
    t25 = (((t19 || (((t17 >= t34) > t32) * (t29 || (-9223372036854775807L | (4415832515119479509.0L || 2097151L))))) - (t19 > t12)) || ((((((x1 == -3378548763653340.0) / ((t34 * t39) >= t22)) / (((x4 >= (-4558983070408430232L + k59)) | (t35 > t33)) + k60)) > (((long long)((x2 + k61) / x8)) % ((long long)t25))) - (t24 * 18446744073709551615ULL)) > (x5 < ((t35 / (x5 < 9)) && x0))));
    t26 = (((((x7 / (((long long)t21) | ((long long)t26))) && (t19 % t37)) != (((t10 <= (t18 + k62)) < ((2147483647 + t18) % ((long long)(t12 - -10.0L)))) < (t14 || 14.0L))) || (((t18 + k64) - ((t28 + k63) / t36)) && t34)) == (2147483646 >= t17));
    t27 = (((((long long)t28) | t13) > ((x7 <= x8) % ((long long)(((t18 > x7) * t34) + (t23 + (t30 + k65)))))) < ((t14 != t22) == ((t13 <= (((t28 == (((((long long)t32) | ((long long)x4)) % ((long long)t26)) - (t28 < t15))) && t38) <= t13)) > ((t13 && (t17 - (t38 && t14))) <= (5 <= (((t30 + k66) == (x2 - x5)) > t20))))));
    t28 = (((t23 <= x4) + ((((256694862 + k67) <= x9) - -16) - (-360271520680405910L || ((-2147483647 - 1) >= (((t10 >= x1) > (((long long)8388605.0f) % ((long long)t23))) + (14.0 || 1ULL)))))) == (((x6 * (t10 > (8388608L <= t21))) || ((x0 - ((t31 + -4) % (t16 != x1))) / (t15 > x1))) % ((t24 / (((t22 != t27) | ((long long)t22)) + k68)) || (t19 == (t10 == t26)))));
    t29 = (((x0 || (((-2147483647 + k69) + k70) / x5)) - t10) >= ((t38 == (8190 > t12)) != (t11 && t23)));
    t30 = (t35 - ((t12 != t23) > (t34 - (t12 - (1ULL > x4)))));
    t31 = (((x4 < x2) || ((10.0L / t24) <= (((t21 && x4) - (((long long)t28) % t24)) + ((x6 | ((long long)(t37 + t14))) && t10)))) > (((((x3 <= ((t18 <= x1) == t33)) | (x3 >= 1073741822)) * ((t36 && t34) < ((((1994712823 + k71) != -8388605.0f) / x0) != x4))) / ((t39 || t15) + k72)) / ((x3 == t17) <= x2)));
    t32 = (((((t26 != 5506140991314998523.0L) / x7) | (x5 > t39)) == ((t39 > t37) || t16)) + ((x5 >= (1073741821 + k73)) != t33));
    t33 = (8589934594.0 != x5);
    t34 = (((x3 && (t24 % (t13 - x6))) - (((long long)((t31 / (((((long long)-20.0f) % t29) | (((long long)t17) % ((long long)t32))) != (4 <= (t27 != x1)))) * (t10 + t16))) | (31.0f < (1833138.0f >= t10)))) || (((x9 || -9223372036854775806L) * ((((t34 >= t34) * t15) && (((t36 != (x6 < -8.0f)) == 2147483647) * x1)) != x7)) / ((t37 == 162199829) != t25)));
    t35 = ((((t27 - x3) && t30) || (9223372036854775805.0L + (t21 + ((((long long)x1) | ((long long)t21)) <= t33)))) - ((((x7 * (t22 > x9)) || 16777216) >= (t28 >= x5)) < t10));
    t36 = (t29 < (((9.0f != ((t11 < t39) | (t15 && x0))) && ((t28 != t33) != -4.0f)) * ((t25 / (x9 != ((t19 + (x4 >= t27)) | ((long long)t17)))) * ((((576460752303423486ULL + k74) != (t27 + 1ULL)) != (t24 == t11)) + ((t14 <= t37) || ((t31 - t11) || (t22 <= t13)))))));
    t37 = (t20 - (((x2 != ((((t35 == x8) || t21) | t12) > x8)) <= ((-2147483647 - 1) | (t23 == (t27 < t16)))) || (((9223372036854775805ULL + k75) / x8) <= (t24 >= t23))));
    t38 = (((((t34 == t21) > (t33 > x2)) != (((long long)(t33 + (t17 > ((((-4413522219274130490.0L * t28) > x1) > t22) + t26)))) % (((long long)t21) + k76))) * (-14.0f != (-9223372036854775806L + k77))) * ((17.0L * ((t21 || t31) * t11)) != (t20 >= t14)));
    t39 = ((x4 || (t28 >= t22)) <= (-8 - (t15 && t11)));

    if (t10 != -19.0) { printf("NG t10 %.1Lf\n", (long double)t10); failed++; }
    if (t11 != 1ULL) { printf("NG t11 %llu\n", (unsigned long long)t11); failed++; }
    if (t12 != 1) { printf("NG t12 %lld\n", (long long)t12); failed++; }
    if (t13 != 1L) { printf("NG t13 %lld\n", (long long)t13); failed++; }
    if (t14 != 1.0L) { printf("NG t14 %.1Lf\n", (long double)t14); failed++; }
    if (t15 != 0ULL) { printf("NG t15 %llu\n", (unsigned long long)t15); failed++; }
    if (t16 != 0ULL) { printf("NG t16 %llu\n", (unsigned long long)t16); failed++; }
    if (t17 != 1.0L) { printf("NG t17 %.1Lf\n", (long double)t17); failed++; }
    if (t18 != -5169812242762968191L) { printf("NG t18 %lld\n", (long long)t18); failed++; }
    if (t19 != 0) { printf("NG t19 %lld\n", (long long)t19); failed++; }
    if (t20 != 0L) { printf("NG t20 %lld\n", (long long)t20); failed++; }
    if (t21 != 0.0L) { printf("NG t21 %.1Lf\n", (long double)t21); failed++; }
    if (t22 != 0.0f) { printf("NG t22 %.1Lf\n", (long double)t22); failed++; }
    if (t23 != 16.0f) { printf("NG t23 %.1Lf\n", (long double)t23); failed++; }
    if (t24 != 1) { printf("NG t24 %lld\n", (long long)t24); failed++; }
    if (t25 != 1.0f) { printf("NG t25 %.1Lf\n", (long double)t25); failed++; }
    if (t26 != 1.0L) { printf("NG t26 %.1Lf\n", (long double)t26); failed++; }
    if (t27 != 0.0f) { printf("NG t27 %.1Lf\n", (long double)t27); failed++; }
    if (t28 != 0.0f) { printf("NG t28 %.1Lf\n", (long double)t28); failed++; }
    if (t29 != 1) { printf("NG t29 %lld\n", (long long)t29); failed++; }
    if (t30 != -20L) { printf("NG t30 %lld\n", (long long)t30); failed++; }
    if (t31 != 1) { printf("NG t31 %lld\n", (long long)t31); failed++; }
    if (t32 != 2.0L) { printf("NG t32 %.1Lf\n", (long double)t32); failed++; }
    if (t33 != 1.0L) { printf("NG t33 %.1Lf\n", (long double)t33); failed++; }
    if (t34 != 1.0) { printf("NG t34 %.1Lf\n", (long double)t34); failed++; }
    if (t35 != 1.0f) { printf("NG t35 %.1Lf\n", (long double)t35); failed++; }
    if (t36 != 0) { printf("NG t36 %llu\n", (unsigned long long)t36); failed++; }
    if (t37 != 0) { printf("NG t37 %llu\n", (unsigned long long)t37); failed++; }
    if (t38 != 1ULL) { printf("NG t38 %llu\n", (unsigned long long)t38); failed++; }
    if (t39 != 0ULL) { printf("NG t39 %llu\n", (unsigned long long)t39); failed++; }
    printf("arith: %d of 30 checks failed\n", failed);
    return 0;
}
