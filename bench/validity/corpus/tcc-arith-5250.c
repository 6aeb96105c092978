#include <stdio.h>

/* reportsmith arith generator (Random Testing of Arithmetic Optimization): seed 5250; operators - * % > <= >= != | && || min; types char, unsigned char, long, long long, unsigned long long, long double */
static unsigned long long x1 = 18446744073709551610ULL;
static long long x5 = -7603802920625623056LL;
const volatile long double x6 = 5041953667561607531.0L;
static const char x7 = 62;
static volatile long x8 = -9L;
long long t10 = 1LL;
long double t11 = -2061596796355961095.0L;
long t12 = -10L;
char t17 = -17;
static long long t18 = (-9223372036854775807LL - 1);
unsigned char t21 = 242;
static volatile long double t22 = -12.0L;
unsigned char t23 = 5;
unsigned long long t25 = 16ULL;
long t27 = 1L;
volatile long t30 = 2251799813685248L;
static unsigned long long t31 = 8191ULL;
static unsigned long long t34 = 18446744073709551602ULL;
unsigned long long t37 = 14ULL;
static long double t38 = -5289162308581595177.0L;
static const volatile unsigned long long k48 = 7279ULL;
unsigned long long k51 = 9223372036854805330ULL;
static long k52 = 11L;
long long k53 = 7887LL;
static unsigned long long k55 = 14765ULL;

int main(void)
{
    const long x0 = -9223372036854775807L;
    unsigned char x2 = 253;
    static long double x3 = -9223372036854775806.0L;
    static const long long x4 = 7849014560999825674LL;
    unsigned long long x9 = 15763495785340616863ULL;
    static long long t13 = 8LL;
    long t14 = -12L;
    char t15 = 90;
    long double t16 = 1073664070170017157.0L;
    static long long t19 = -6LL;
    unsigned long long t20 = 2ULL;
    static volatile char t24 = -128;
    static char t26 = -2;
    static volatile unsigned long long t28 = 9223372036854775807ULL;
    long t29 = -20L;
    char t32 = 67;
    static unsigned long long t33 = 18446744073709551605ULL;
    static long double t35 = -5.0L;
    static volatile long t36 = 8L;
    volatile long double t39 = 16.0L;
    unsigned long long k40 = 2683248288368993194ULL;
    static unsigned long long k41 = 60681ULL;
    static unsigned long long k42 = 17699ULL;
    unsigned long long k43 = 58966ULL;
    unsigned long long k44 = 12687ULL;
    static const long double k45 = -16.0L;
    static unsigned long long k46 = 646ULL;
    unsigned long long k47 = 2ULL;
    static unsigned long long k49 = 1ULL;
    long double k50 = -2.0L;
    const unsigned long long k54 = 16649ULL;
    int failed = 0;

    t10 = (t11 && (x1 | (t15 | ((long long)t16))));
    t11 = ((((x4 <= t29) * ((t32 < 12ULL ? t32 : 12ULL) && (((t34 * t36) + k41) != (t16 * (t35 >= (x9 + k40)))))) - (t10 != t25)) * ((t29 < (t26 >= ((t14 * t20) < 9251272426252140704ULL ? (t14 * t20) : 9251272426252140704ULL)) ? t29 : (t26 >= ((t14 * t20) < 9251272426252140704ULL ? (t14 * t20) : 9251272426252140704ULL))) <= t28));
    t12 = ((t25 || (((x1 >= (9223372036854775807.0L > x7)) > t14) * (t24 - t33))) >= ((x4 != (t25 - t21)) | ((long long)x6)));
    t13 = ((((t24 < t35 ? t24 : t35) < t23 ? (t24 < t35 ? t24 : t35) : t23) && (((2LL * t33) || (t19 != t24)) != ((-4306546174239994098L != t29) || x7))) % ((x6 <= (((t28 <= (t29 - ((t20 || (t16 || t16)) % ((long long)x6)))) - t20) + k42)) <= (t11 >= ((1073741824 != t13) || (t19 != (((2.0L && x2) < t21 ? (2.0L && x2) : t21) < (((t32 - (t14 | t33)) + x3) < t25 ? ((t32 - (t14 | t33)) + x3) : t25) ? ((2.0L && x2) < t21 ? (2.0L && x2) : t21) : (((t32 - (t14 | t33)) + x3) < t25 ? ((t32 - (t14 | t33)) + x3) : t25)))))));
    t14 = (4611686018427387904.0L - t16);
    t15 = ((x8 && (((long long)t22) % t33)) || ((t32 < ((t25 && t35) <= 4611686018427387904LL) ? t32 : ((t25 && t35) <= 4611686018427387904LL)) - (t31 > (((long long)t16) | (67108863ULL > t24)))));
    t16 = ((((((x3 > 4611686018427387905LL) || (-19 >= (t33 < t30 ? t33 : t30))) < (t14 != x3) ? ((x3 > 4611686018427387905LL) || (-19 >= (t33 < t30 ? t33 : t30))) : (t14 != x3)) % ((long long)t16)) || (x8 % ((t19 % ((long long)t35)) < ((t16 - (t34 + k43)) || t22)))) | (x1 >= t14));
    t17 = (((t38 <= (x2 || t23)) * t30) || (t13 >= (x2 > t28)));
    t18 = (((-18L <= (x8 <= (x1 <= t21))) | -12) && ((x4 - ((t12 * (x3 >= (t25 * t21))) < (18446744073709551613ULL && t20) ? (t12 * (x3 >= (t25 * t21))) : (18446744073709551613ULL && t20))) || ((((((t16 != (t34 + k44)) > 18446744073709551613ULL) | t17) > (t19 > t25)) || (t33 != (t33 * 821274578339171465LL))) != x5)));
    t19 = ((t24 - t14) - t26);
    t20 = ((((((129L <= t19) && (t39 - t15)) != x1) <= (417709909 - ((((long long)t35) | t27) || 1215860526))) | ((long long)((((t25 < (((t25 * t13) < t31 ? (t25 * t13) : t31) | t33) ? t25 : (((t25 * t13) < t31 ? (t25 * t13) : t31) | t33)) + k45) / t38) < ((x5 % t28) - -17) ? (((t25 < (((t25 * t13) < t31 ? (t25 * t13) : t31) | t33) ? t25 : (((t25 * t13) < t31 ? (t25 * t13) : t31) | t33)) + k45) / t38) : ((x5 % t28) - -17)))) <= (((t24 - x4) > (t33 < x8 ? t33 : x8)) >= t27));
    t21 = ((t32 && ((((18 | x5) > t11) > t24) <= (((t26 * 1026LL) > t29) | (x0 >= t26)))) && ((t14 > t22) || -1300822182048564898.0L));
    t22 = ((x7 | ((long long)t38)) <= (((x4 != 11.0L) || ((x6 >= t24) && (983403989 >= 1073741821))) * ((t31 <= 1073741824) | t36)));
    t23 = ((((t34 - t29) % (0 < (t34 > (t25 > t38)))) < (t19 != ((x1 + k46) <= t22)) ? ((t34 - t29) % (0 < (t34 > (t25 > t38)))) : (t19 != ((x1 + k46) <= t22))) * ((((1073741822 != (t29 * t21)) <= ((t18 < t21 ? t18 : t21) | t26)) < (((long long)8891370668760027691.0L) | t34) ? ((1073741822 != (t29 * t21)) <= ((t18 < t21 ? t18 : t21) | t26)) : (((long long)8891370668760027691.0L) | t34)) <= t19));
    t24 = (((((t26 * ((t19 <= -19.0L) * -12L)) < t21 ? (t26 * ((t19 <= -19.0L) * -12L)) : t21) && (t13 <= t13)) > ((((t10 || x8) | (t19 != t31)) % (t20 + k47)) % (4611686018427387903L >= t35))) && ((-2LL * t22) >= (t29 != (t26 >= -595240168162132257L))));
    t25 = (((((-5 < -17.0L ? -5 : -17.0L) <= ((((long long)(x6 * t21)) | t34) % ((long long)((-6104411917232324645L - t16) - t11)))) > t35) && ((((((long long)t35) | ((long long)t22)) != (t17 >= x1)) && ((t33 * t12) < t31 ? (t33 * t12) : t31)) | ((long long)x6))) % (-4901653183229382130L | t18));
    t26 = ((t36 >= t20) <= (((((((((t27 * t33) + k48) < (t30 - -12.0L) ? ((t27 * t33) + k48) : (t30 - -12.0L)) || t23) >= t31) && t27) != (t10 % t36)) != ((t39 > (x5 || x8)) >= t15)) - (((((t36 || -883217316) <= (-740562653283418374LL >= x5)) | (t17 <= t20)) < (t34 <= x0) ? (((t36 || -883217316) <= (-740562653283418374LL >= x5)) | (t17 <= t20)) : (t34 <= x0)) != t34)));
    t27 = ((x2 | t27) != t28);
    t28 = ((((x7 && t19) < (t34 % t36) ? (x7 && t19) : (t34 % t36)) || (t33 % ((t13 % (t28 - t10)) + k49))) && (((((long long)t39) | t31) || t12) % (((((4611686018427387903.0L - (t35 || -2584279493815570232L)) + k50) / t29) != (t16 <= (t30 < ((9223372036854775808ULL + k51) >= t39) ? t30 : ((9223372036854775808ULL + k51) >= t39)))) != t20)));
    t29 = ((t39 < t20 ? t39 : t20) != (((x1 % 2147483647) - (t29 && t24)) != (t24 - (((t37 <= -7337453601344163988L) && ((x4 < -9223372036854775806LL ? x4 : -9223372036854775806LL) * x9)) > ((10928787804728203069ULL && (x2 > (-9223372036854775807L <= t13))) % (t12 + k52))))));
    t30 = ((((x2 > ((t31 * x9) >= ((t17 > x2) > -1))) % 18446744073709551601ULL) || ((t30 % (x3 < 1073741821)) % x4)) % (((long long)(x6 < (((t37 % (t13 <= t34)) || (t28 >= x0)) >= (6LL % ((long long)x3))) ? x6 : (((t37 % (t13 <= t34)) || (t28 >= x0)) >= (6LL % ((long long)x3))))) + k53));
    t31 = (((((t16 <= 11LL) < t13 ? (t16 <= 11LL) : t13) > t33) >= t35) - ((t18 - (t39 >= 17ULL)) || x4));
    t32 = (((((x8 && t27) < (t19 <= t26) ? (x8 && t27) : (t19 <= t26)) || (((t21 != t15) > t30) | 845017332)) * (t35 > x2)) - ((((long long)((t30 < (t16 * 8589934592ULL) ? t30 : (t16 * 8589934592ULL)) * x8)) | (t28 | t20)) > (t30 % (t11 <= 3679869898254672130.0L))));
    t33 = ((((((t16 * t10) < (((x1 && x0) != 8191) != t35) ? (t16 * t10) : (((x1 && x0) != 8191) != t35)) >= ((t19 | 9073735596290330235L) >= t17)) && (((((long long)13.0L) | ((long long)(-9223372036854775807.0L + t30))) <= ((t29 || t26) > 9223372036854775805LL)) * (t32 || (t22 > t30)))) >= x3) || ((t26 && ((t20 % (x7 | t13)) * (x8 > t32))) | ((long long)t38)));
    t34 = ((((t27 * ((t23 <= t38) - t36)) < (-9 && x4) ? (t27 * ((t23 <= t38) - t36)) : (-9 && x4)) <= ((t20 >= t39) && x7)) && (((t15 * (x0 < -4695595581278377077L ? x0 : -4695595581278377077L)) < (4 || ((x5 >= (-11LL > x8)) < (19ULL > (t13 || 4611686018427387904LL)) ? (x5 >= (-11LL > x8)) : (19ULL > (t13 || 4611686018427387904LL)))) ? (t15 * (x0 < -4695595581278377077L ? x0 : -4695595581278377077L)) : (4 || ((x5 >= (-11LL > x8)) < (19ULL > (t13 || 4611686018427387904LL)) ? (x5 >= (-11LL > x8)) : (19ULL > (t13 || 4611686018427387904LL))))) && (t25 | ((0ULL >= 7350019000395105295ULL) < t24 ? (0ULL >= 7350019000395105295ULL) : t24))));
    t35 = (((((((t24 > x9) < t21 ? (t24 > x9) : t21) || t27) * 2) > (((t23 && t22) || t29) | (t30 >= t20))) > (t24 | ((long long)-7.0L))) | ((t10 % ((t17 || t17) && x2)) || (((long long)16.0L) % t18)));
    t36 = ((x9 || (((t38 != t21) - t17) != (t13 <= t34))) <= (t32 <= (((t31 && (t10 % x5)) > t31) - ((t12 < t16 ? t12 : t16) != -5L))));
    t37 = ((t37 || (t25 % 9LL)) > ((((t39 > (t39 * ((t14 >= (t25 * x2)) - 20))) <= ((((x1 < x4 ? x1 : x4) | 9223372036854775806LL) | t28) - ((t15 | x7) | x8))) < ((t23 | ((long long)x6)) % (t28 < -5604870018681267817LL)) ? ((t39 > (t39 * ((t14 >= (t25 * x2)) - 20))) <= ((((x1 < x4 ? x1 : x4) | 9223372036854775806LL) | t28) - ((t15 | x7) | x8))) : ((t23 | ((long long)x6)) % (t28 < -5604870018681267817LL))) <= ((t24 >= t37) || t23)));
    t38 = (((((long long)t39) | t18) > (((x0 && (-4270323406439067697L > t15)) % (((t30 > t31) * t31) + k54)) && ((t36 != t22) <= x5))) % ((t11 != 16383) > (x0 - ((x0 && t35) && t10))));
    t39 = ((((((t11 > (-2.0L * -3)) > (7084991083059055316LL != x0)) > (((2147483648L / 4611686018427387905L) <= 998853507) * x3)) | (((long long)((x1 || t36) * t11)) | x1)) | ((t22 >= (x1 + k55)) | (t30 > t33))) != (((x7 > t16) && (t34 * (t28 > x1))) % (t11 >= x5)));

    if (t10 != 1LL) { printf("NG t10 %lld\n", (long long)t10); failed++; }
    if (t11 != 0.0L) { printf("NG t11 %.1Lf\n", (long double)t11); failed++; }
    if (t12 != 0L) { printf("NG t12 %lld\n", (long long)t12); failed++; }
    if (t13 != 0LL) { printf("NG t13 %lld\n", (long long)t13); failed++; }
    if (t14 != 3538021948257370747L) { printf("NG t14 %lld\n", (long long)t14); failed++; }
    if (t15 != 1) { printf("NG t15 %lld\n", (long long)t15); failed++; }
    if (t16 != 1.0L) { printf("NG t16 %.1Lf\n", (long double)t16); failed++; }
    if (t17 != 1) { printf("NG t17 %lld\n", (long long)t17); failed++; }
    if (t18 != 1LL) { printf("NG t18 %lld\n", (long long)t18); failed++; }
    if (t19 != -3538021948257370873LL) { printf("NG t19 %lld\n", (long long)t19); failed++; }
    if (t20 != 0ULL) { printf("NG t20 %llu\n", (unsigned long long)t20); failed++; }
    if (t21 != 0) { printf("NG t21 %llu\n", (unsigned long long)t21); failed++; }
    if (t22 != 1.0L) { printf("NG t22 %.1Lf\n", (long double)t22); failed++; }
    if (t23 != 0) { printf("NG t23 %llu\n", (unsigned long long)t23); failed++; }
    if (t24 != 0) { printf("NG t24 %lld\n", (long long)t24); failed++; }
    if (t25 != 1ULL) { printf("NG t25 %llu\n", (unsigned long long)t25); failed++; }
    if (t26 != 0) { printf("NG t26 %lld\n", (long long)t26); failed++; }
    if (t27 != 1L) { printf("NG t27 %lld\n", (long long)t27); failed++; }
    if (t28 != 0ULL) { printf("NG t28 %llu\n", (unsigned long long)t28); failed++; }
    if (t29 != 1L) { printf("NG t29 %lld\n", (long long)t29); failed++; }
    if (t30 != 1L) { printf("NG t30 %lld\n", (long long)t30); failed++; }
    if (t31 != 0ULL) { printf("NG t31 %llu\n", (unsigned long long)t31); failed++; }
    if (t32 != -1) { printf("NG t32 %lld\n", (long long)t32); failed++; }
    if (t33 != 1ULL) { printf("NG t33 %llu\n", (unsigned long long)t33); failed++; }
    if (t34 != 1ULL) { printf("NG t34 %llu\n", (unsigned long long)t34); failed++; }
    if (t35 != 1.0L) { printf("NG t35 %.1Lf\n", (long double)t35); failed++; }
    if (t36 != 1L) { printf("NG t36 %lld\n", (long long)t36); failed++; }
    if (t37 != 0ULL) { printf("NG t37 %llu\n", (unsigned long long)t37); failed++; }
    if (t38 != 0.0L) { printf("NG t38 %.1Lf\n", (long double)t38); failed++; }
    if (t39 != 1.0L) { printf("NG t39 %.1Lf\n", (long double)t39); failed++; }
    printf("arith: %d of 30 checks failed\n", failed);
    return 0;
}
