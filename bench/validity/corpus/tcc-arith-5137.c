#include <stdio.h>

/* reportsmith arith generator (Random Testing of Arithmetic Optimization): seed 5137; operators - * / % >> > <= == & ^ && || min; types short, long long, unsigned long long, float */
static unsigned long long x1 = 18446744073709551613ULL;
short x3 = 11;
static volatile long long x7 = -2LL;
static const volatile float x8 = -6.0f;
static unsigned long long x9 = 1ULL;
static short t10 = -18921;
static short t12 = 31488;
static short t15 = -32768;
static long long t16 = 1099511627774LL;
long long t17 = -5859550581276952850LL;
static volatile long long t18 = -9223372036854775807LL;
static float t20 = 13.0f;
static unsigned long long t21 = 0ULL;
static short t22 = 14743;
volatile unsigned long long t27 = 7ULL;
short t29 = 12;
static volatile unsigned long long t33 = 12916803228780449847ULL;
volatile long long t37 = -1LL;
float t38 = 6.0f;
static unsigned long long k41 = 18446742974197923849ULL;
static unsigned long long k42 = 42077ULL;
static const volatile unsigned long long k44 = 139ULL;
static unsigned long long k45 = 3749865ULL;
unsigned long long k47 = 15799988489826735841ULL;
static const unsigned long long k48 = 3942242475568010117ULL;
static unsigned long long k53 = 18446744073709545381ULL;
unsigned long long k54 = 24ULL;
static unsigned long long k55 = 13811ULL;
float k58 = 229.0f;
const float k59 = 5.0f;
static const int k60 = 1033403669;
const volatile unsigned long long k61 = 5529940844929133801ULL;
static unsigned long long k62 = 18158513697557892686ULL;
static const unsigned long long k63 = 3749907ULL;
static int k64 = 1059540403;
unsigned long long k66 = 1428077ULL;
int k67 = 10;
long long k69 = 6LL;
volatile unsigned long long k71 = 9223372036854775842ULL;
static unsigned long long k73 = 80ULL;
static float k74 = 6.0f;
static int k75 = 51204;
int k76 = 1339566246;
static const long long k77 = 31956LL;
const unsigned long long k81 = 16130267440053958826ULL;
static unsigned long long k86 = 32630ULL;

int main(void)
{
    static float x0 = -3749863.0f;
    const float x2 = 3188304.0f;
    float x4 = 262142.0f;
    static long long x5 = -1LL;
    static const volatile short x6 = 15;
    unsigned long long t11 = 9223372036854775806ULL;
    unsigned long long t13 = 9223372036854775808ULL;
    static volatile float t14 = -1.0f;
    static short t19 = 14;
    static long long t23 = 9223372036854775805LL;
    static long long t24 = -15LL;
    static long long t25 = 17LL;
    long long t26 = 4LL;
    static long long t28 = 2646755583882872166LL;
    static short t30 = 16384;
    long long t31 = 20LL;
    static unsigned long long t32 = 18446744073709551607ULL;
    unsigned long long t34 = 1ULL;
    short t35 = -16095;
    unsigned long long t36 = 18446744073709551614ULL;
    long long t39 = 1LL;
    static unsigned long long k40 = 18445492853909064320ULL;
    unsigned long long k43 = 7014ULL;
    unsigned long long k46 = 6386ULL;
    static float k49 = -28594.0f;
    static unsigned long long k50 = 5529940844929101803ULL;
    static volatile float k51 = 6.0f;
    int k52 = 6;
    static const unsigned long long k56 = 33ULL;
    volatile long long k57 = 318419233LL;
    int k65 = 500175682;
    const unsigned int k68 = 3079074532U;
    const int k70 = 162518402;
    long long k72 = 1484566141LL;
    static float k78 = -20.0f;
    long long k79 = 18306LL;
    static const float k80 = 7.0f;
    long long k82 = 66LL;
    static const volatile unsigned long long k83 = 27ULL;
    static int k84 = 23704;
    static volatile unsigned long long k85 = 18446744073705357320ULL;
    int failed = 0;

    t10 = ((((t19 && (((long long)t14) & t21)) >> (((-715945314 ^ x9) % (t36 / t22)) + k40)) * (6ULL * ((t15 >> (t16 + k41)) - -1230257.0f))) == ((((t34 - t12) + k42) <= t14) - ((((((((t11 % x9) / t17) & (x7 < -7 ? x7 : -7)) % t29) < (4611686018427387905LL - 3046764595892252477LL) ? ((((t11 % x9) / t17) & (x7 < -7 ? x7 : -7)) % t29) : (4611686018427387905LL - 3046764595892252477LL)) ^ (t16 / t16)) == x3) & ((t33 ^ t12) >> t39))));
    t11 = ((12012901807775343544ULL % (((t23 <= (2147483647 ^ t23)) % (((long long)x8) ^ t33)) + k43)) >> (x1 * (((((long long)x2) & -9223372036854775807LL) % (t26 <= t38)) & (((long long)x0) % t19))));
    t12 = ((-19LL < (t27 / (t30 & 18446744073709551604ULL)) ? -19LL : (t27 / (t30 & 18446744073709551604ULL))) % (((t25 <= (((((long long)8038286.0f) & t24) - t39) && x0)) ^ t21) + k44));
    t13 = ((t29 <= (t33 > (((-1436931944 && 4611686018427387904LL) / (((long long)x2) & t23)) / (t18 != t10)))) || (17LL || t22));
    t14 = ((((t27 && t10) <= x2) <= (t30 >> (((long long)((x0 < x3 ? x0 : x3) - (-6479618.0f > t10))) + k45))) * (((t30 == t10) || ((t37 < t29 ? t37 : t29) || x8)) > (((t24 ^ (x5 <= t32)) * ((10LL && t26) ^ t39)) < ((x6 ^ (t27 * t23)) - ((t10 & ((long long)x8)) < t21 ? (t10 & ((long long)x8)) : t21)) ? ((t24 ^ (x5 <= t32)) * ((10LL && t26) ^ t39)) : ((x6 ^ (t27 * t23)) - ((t10 & ((long long)x8)) < t21 ? (t10 & ((long long)x8)) : t21)))));
    t15 = (((t34 / ((t24 >> x6) || x1)) * (((t38 > 4094ULL) <= (t11 & 3)) - t35)) < x9 ? ((t34 / ((t24 >> x6) || x1)) * (((t38 > 4094ULL) <= (t11 & 3)) - t35)) : x9);
    t16 = ((((t28 + k47) <= ((18446744073709551599ULL + k46) < x0 ? (18446744073709551599ULL + k46) : x0)) == -8388605.0f) ^ (t31 / t15));
    t17 = (((((t35 / t28) & t11) >> (t27 >> t13)) * (x5 % t10)) > ((((long long)4194304.0f) & ((long long)(((14504501598141570093ULL + k48) + k49) / -3123906.0f))) < (1646507243909455203LL & ((t23 >> (t33 + k50)) & x9)) ? (((long long)4194304.0f) & ((long long)(((14504501598141570093ULL + k48) + k49) / -3123906.0f))) : (1646507243909455203LL & ((t23 >> (t33 + k50)) & x9))));
    t18 = ((x8 + k51) / 3013539.0f);
    t19 = (((t32 & (((t22 % t39) == t18) >> t29)) ^ (-3827669431154344291LL % ((x9 && (t16 & (t30 <= 4611686018427387903ULL))) + k52))) && ((x6 * ((4194302.0f / x9) <= (x7 || t38))) % (t15 - 9365914427847711799ULL)));
    t20 = (((((long long)x4) & (t21 >> (t12 / t10))) % (t35 < -2147483647 ? t35 : -2147483647)) >> (((((t25 ^ ((long long)x0)) < (((long long)x2) ^ t33) ? (t25 ^ ((long long)x0)) : (((long long)x2) ^ t33)) <= 15ULL) * (x4 && (t37 >> 10ULL))) && x4));
    t21 = ((t32 < t15 ? t32 : t15) % t15);
    t22 = (((((((t12 || 2.0f) * t25) >> (t11 + k53)) == ((((t18 == (x7 < t22 ? x7 : t22)) & ((-9 >> (t24 + k54)) * (((long long)3.0f) & t39))) ^ 1LL) & (((18446744073709551615ULL + k55) == -2114544.0f) / (-1401618429 >> (t32 + k56))))) == t32) - (-17LL - (t12 - ((x4 || t21) & t12)))) > (8388607.0f * t21));
    t23 = ((t10 % (t15 <= (2147483648ULL - (x0 && t12)))) > ((((t36 & t24) / (x4 && ((t34 % t36) - t24))) >> ((4842514.0f || (((long long)x4) ^ t15)) <= (t37 && (t39 & t30)))) > (((((x9 || t30) == (((149914822957653572ULL * 1142456454283902775ULL) <= (t15 <= t12)) - x3)) / ((((long long)t38) % x7) + k57)) * (t17 >> ((long long)((-5.0f + k59) / (t20 + k58))))) || t25)));
    t24 = ((((((t14 * t27) < ((x9 * (x1 && -5LL)) / (t11 > 15)) ? (t14 * t27) : ((x9 * (x1 && -5LL)) / (t11 > 15))) || t30) > t18) / (((19.0f && t14) - (t33 > (-9223372036854775806LL == x1))) + k60)) / (t32 > ((9223372036854775809ULL < 18446744073709551597ULL ? 9223372036854775809ULL : 18446744073709551597ULL) && t22)));
    t25 = ((t33 + k61) == (((x1 ^ ((long long)t20)) == (t18 - t35)) * x8));
    t26 = (((t38 == (288230376151711744ULL + k62)) % ((t18 >> (((long long)x0) + k63)) == (((x8 || 18446744073709551601ULL) > (x3 || 13ULL)) <= x0))) == (t30 % (((((((long long)t14) & x1) % ((((t12 <= ((((long long)x8) ^ t37) <= (t28 & x3))) > t36) || t23) + k64)) && t21) < (((x9 >> (t37 && t24)) >> (x5 <= t16)) <= x6) ? (((((long long)t14) & x1) % ((((t12 <= ((((long long)x8) ^ t37) <= (t28 & x3))) > t36) || t23) + k64)) && t21) : (((x9 >> (t37 && t24)) >> (x5 <= t16)) <= x6)) + k65)));
    t27 = (((long long)(((((8779981707607601262LL >> (((long long)-1428042.0f) + k66)) || t23) <= ((t22 & ((13930868300648143407ULL - x3) >> t29)) >> (t33 && t37))) && ((x9 % t29) || (x5 & ((long long)-19.0f)))) < 11.0f ? ((((8779981707607601262LL >> (((long long)-1428042.0f) + k66)) || t23) <= ((t22 & ((13930868300648143407ULL - x3) >> t29)) >> (t33 && t37))) && ((x9 % t29) || (x5 & ((long long)-19.0f)))) : 11.0f)) ^ ((t19 > t16) || t27));
    t28 = (((((t23 && t14) == (t19 <= 4194304.0f)) / ((t19 ^ ((long long)x8)) != t27)) ^ ((t11 / ((((t18 > t18) || (x7 > 6)) >> (t35 > t26)) + k67)) < ((t14 > (x9 ^ t34)) ^ t33) ? (t11 / ((((t18 > t18) || (x7 > 6)) >> (t35 > t26)) + k67)) : ((t14 > (x9 ^ t34)) ^ t33))) > (((((t33 * ((1215957272 + k68) > 4609543.0f)) % (18446744073709551608ULL % (t17 + k69))) && (t25 & ((long long)x8))) <= (((t15 % ((t19 / t15) + k70)) - t11) || 2702458.0f)) == x7));
    t29 = ((t20 > t27) || x8);
    t30 = (x5 ^ (((t32 <= ((t25 * t10) <= t12)) - (t12 & (((long long)t14) >> (-9223372036854775807LL + k71)))) % ((((t30 & t29) == 4611686018427387901LL) * (((4 > -1335873658) || (t14 < x4 ? t14 : x4)) * (((x6 > t13) ^ ((long long)t20)) * (-2147483647 - 1)))) + k72)));
    t31 = (((t26 ^ (t19 == t13)) && (((((long long)-1087269.0f) & ((long long)t20)) / (x3 % -9223372036854775806LL)) <= ((t19 * -9LL) && t10))) == ((t22 > x3) ^ (x7 == ((((x8 + k74) / (((t28 > 16889105898899370504ULL) / (t32 & t31)) + k73)) == t11) <= (((9223372036854775807ULL <= t30) * ((16385 && t17) - x7)) <= ((((t15 >> ((long long)t20)) > t21) - x3) && (x9 || t20)))))));
    t32 = ((((t24 & ((t30 >> ((long long)17.0f)) > x8)) ^ ((t26 ^ (t37 % t29)) & ((((long long)x2) % x5) ^ ((x9 <= t28) || t25)))) % (9223372036854775806LL || ((((t13 || (t30 - 2.0f)) >> t29) && -19) || (t31 <= ((((long long)t20) & ((long long)t20)) && (t13 || (x9 * t31))))))) >> (t26 > t30));
    t33 = (((t27 <= ((((18446744073709551615ULL * t17) / ((((t27 >> t32) && t32) < (t13 == x1) ? ((t27 >> t32) && t32) : (t13 == x1)) + k75)) - (t11 % ((1065199820 == (t14 || 5.0f)) <= t17))) * t22)) || (t23 - (x3 % ((t31 && t21) + k76)))) % ((t35 & (x5 * (t23 & -5LL))) + k77));
    t34 = (((1401148739276162530ULL - -4) > (t31 >> ((long long)t38))) % (((((t21 - (t10 & t37)) * -299681655) ^ ((t10 & ((long long)x8)) < t21 ? (t10 & ((long long)x8)) : t21)) * (((long long)x2) & (x5 - t15))) >> ((-7699436928835677765LL ^ ((t18 && (((t28 <= (t12 || x8)) ^ ((long long)-20.0f)) ^ ((-9 - t36) % (((long long)((t16 + k78) / x2)) + k79)))) || t34)) > (x5 / (t39 >> (((long long)t20) >> t15))))));
    t35 = ((((t16 * 5) >> (t31 ^ t32)) / ((((t22 - 8) == (t24 == t23)) <= (((x0 / t10) + k80) / x3)) <= x9)) < t27 ? (((t16 * 5) >> (t31 ^ t32)) / ((((t22 - 8) == (t24 == t23)) <= (((x0 / t10) + k80) / x3)) <= x9)) : t27);
    t36 = ((t14 > (t25 / (12492966027152719075ULL > t16))) > ((t27 ^ ((-5LL & ((t33 % -10LL) <= ((((long long)x8) % t16) && 5ULL))) > 8388607.0f)) <= ((((9223372036854775806LL == (x7 - t35)) <= (((long long)((2316476633655649224ULL + k81) * x8)) & ((x2 <= t32) % (t25 + k82)))) >> ((((t28 % ((long long)x2)) * x7) / (t11 && (1267771384623158050LL < (t39 || -8864839119816174652LL) ? 1267771384623158050LL : (t39 || -8864839119816174652LL)))) + k83)) || t27)));
    t37 = (((0 & t32) / (t14 || t10)) <= ((((7 < t12 ? 7 : t12) && (((long long)((t25 * t22) < t20 ? (t25 * t22) : t20)) % ((t20 < t13 ? t20 : t13) <= (((t27 < x4 ? t27 : x4) && (x0 == t31)) == ((t21 / (((t18 > t34) || t23) + k84)) * ((-2147483647 - 1) / t16)))))) > ((((long long)t38) >> (((long long)4194305.0f) + k85)) * x5)) ^ ((t39 * ((((long long)x2) & t17) > t27)) == (x0 - -6.0f))));
    t38 = ((t33 || (t22 * ((x1 <= t23) < t12 ? (x1 <= t23) : t12))) > (((((((long long)t14) >> (309493.0f && x6)) <= (((x8 == 5446460.0f) > t36) >> ((-10 & t17) == x6))) / (t37 ^ (t28 >> 1))) && ((t36 >> 11ULL) ^ t28)) && (x5 / (((t20 / (9ULL & 9)) - t23) <= (x4 / (t21 <= 3.0f))))));
    t39 = (((15 / ((t18 & t36) + k86)) / (t31 % -146846931485351867LL)) * (-10 * (((long long)x4) ^ ((t24 ^ x6) && (t38 <= (((long long)x4) & t28))))));

    if (t10 != 1) { printf("NG t10 %lld\n", (long long)t10); failed++; }
    if (t11 != 6292ULL) { printf("NG t11 %llu\n", (unsigned long long)t11); failed++; }
    if (t12 != 0) { printf("NG t12 %lld\n", (long long)t12); failed++; }
    if (t13 != 1ULL) { printf("NG t13 %llu\n", (unsigned long long)t13); failed++; }
    if (t14 != 1.0f) { printf("NG t14 %.1Lf\n", (long double)t14); failed++; }
    if (t15 != 1) { printf("NG t15 %lld\n", (long long)t15); failed++; }
    if (t16 != 20LL) { printf("NG t16 %lld\n", (long long)t16); failed++; }
    if (t17 != 0LL) { printf("NG t17 %lld\n", (long long)t17); failed++; }
    if (t18 != 0LL) { printf("NG t18 %lld\n", (long long)t18); failed++; }
    if (t19 != 0) { printf("NG t19 %lld\n", (long long)t19); failed++; }
    if (t20 != 0.0f) { printf("NG t20 %.1Lf\n", (long double)t20); failed++; }
    if (t21 != 0ULL) { printf("NG t21 %llu\n", (unsigned long long)t21); failed++; }
    if (t22 != 1) { printf("NG t22 %lld\n", (long long)t22); failed++; }
    if (t23 != 0LL) { printf("NG t23 %lld\n", (long long)t23); failed++; }
    if (t24 != 0LL) { printf("NG t24 %lld\n", (long long)t24); failed++; }
    if (t25 != 0LL) { printf("NG t25 %lld\n", (long long)t25); failed++; }
    if (t26 != 0LL) { printf("NG t26 %lld\n", (long long)t26); failed++; }
    if (t27 != 1ULL) { printf("NG t27 %llu\n", (unsigned long long)t27); failed++; }
    if (t28 != 1LL) { printf("NG t28 %lld\n", (long long)t28); failed++; }
    if (t29 != 1) { printf("NG t29 %lld\n", (long long)t29); failed++; }
    if (t30 != -1) { printf("NG t30 %lld\n", (long long)t30); failed++; }
    if (t31 != 1LL) { printf("NG t31 %lld\n", (long long)t31); failed++; }
    if (t32 != 0ULL) { printf("NG t32 %llu\n", (unsigned long long)t32); failed++; }
    if (t33 != 1ULL) { printf("NG t33 %llu\n", (unsigned long long)t33); failed++; }
    if (t34 != 1ULL) { printf("NG t34 %llu\n", (unsigned long long)t34); failed++; }
    if (t35 != 1) { printf("NG t35 %lld\n", (long long)t35); failed++; }
    if (t36 != 0ULL) { printf("NG t36 %llu\n", (unsigned long long)t36); failed++; }
    if (t37 != 1LL) { printf("NG t37 %lld\n", (long long)t37); failed++; }
    if (t38 != 0.0f) { printf("NG t38 %.1Lf\n", (long double)t38); failed++; }
    if (t39 != 0LL) { printf("NG t39 %lld\n", (long long)t39); failed++; }
    printf("arith: %d of 30 checks failed\n", failed);
    return 0;
}
