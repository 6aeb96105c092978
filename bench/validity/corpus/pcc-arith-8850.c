#include <stdio.h>

/* reportsmith arith generator (Random Testing of Arithmetic Optimization): seed 8850; operators - * / << == | ^ && ||; types char, long, unsigned long, unsigned long long */
volatile unsigned long x6 = 5UL;
const long x7 = 4611686018427387902L;
unsigned long long x9 = 9455732118585645005ULL;
unsigned long t10 = 18446744073709551607UL;
static long t11 = 1260540789176820549L;
static char t12 = 75;
static unsigned long t15 = 9223372036854775805UL;
unsigned long long t17 = 18446744073709551612ULL;
unsigned long long t21 = 7632441766990852809ULL;
volatile long t23 = 9223372036854775806L;
volatile char t25 = 127;
static char t26 = -6;
static unsigned long t27 = 9223372036854775808UL;
static unsigned long t28 = 18446744073709551613UL;
volatile long t30 = 4611686018427387903L;
char t34 = 15;
static volatile long t36 = -5098297818441755162L;
const unsigned long k41 = 13835058055282163735UL;
static unsigned long k42 = 9223372036854775866UL;
static volatile unsigned int k43 = 4294967199U;
static volatile unsigned long k45 = 53UL;
unsigned int k46 = 176U;
static volatile unsigned long k47 = 102021237274471918UL;
long k50 = 27862L;
static unsigned long long k51 = 1904276849684916095ULL;
static unsigned long k53 = 9223372036854775813UL;
volatile unsigned int k54 = 20U;
const unsigned long k57 = 1845372599UL;
static const unsigned long k58 = 9223372036854775855UL;
unsigned long k60 = 9223372036854775827UL;
unsigned long long k62 = 10274991917190012153ULL;
volatile unsigned int k65 = 2138523307U;
volatile unsigned long long k67 = 33380ULL;
static volatile unsigned int k70 = 17U;
unsigned long long k71 = 1904276849684916098ULL;

int main(void)
{
    const char x0 = -126;
    volatile unsigned long x1 = 18446744073709551612UL;
    const volatile unsigned long long x2 = 1152921504606846975ULL;
    static unsigned long x3 = 36028797018963969UL;
    static const volatile unsigned long long x4 = 14121169111298186148ULL;
    static char x5 = 67;
    static volatile char x8 = -17;
    unsigned long t13 = 5UL;
    static char t14 = 12;
    static long t16 = 13L;
    static char t18 = -128;
    static unsigned long t19 = 16010893850430867433UL;
    static long t20 = 2621473964902066489L;
    static long t22 = -7L;
    unsigned long t24 = 18446744073709551597UL;
    static volatile char t29 = -128;
    char t31 = 64;
    static char t32 = 61;
    unsigned long t33 = 5841464003881412395UL;
    unsigned long long t35 = 1ULL;
    unsigned long long t37 = 0ULL;
    volatile unsigned long long t38 = 16542467224024635527ULL;
    static unsigned long long t39 = 18446744073709551613ULL;
    unsigned long k40 = 13835058055282163762UL;
    const unsigned long k44 = 45UL;
    unsigned long long k48 = 12322981638651921501ULL;
    static const unsigned long k49 = 58865UL;
    unsigned long k52 = 28602UL;
    static const unsigned int k55 = 1439U;
    static unsigned long k56 = 9690160222225635107UL;
    unsigned int k59 = 62U;
    static unsigned long k61 = 643994774UL;
    static const unsigned long k63 = 137UL;
    static unsigned int k64 = 4176908U;
    static unsigned long k66 = 190UL;
    unsigned long k68 = 50UL;
    unsigned long long k69 = 1716783661ULL;
    int failed = 0;

    t10 = (((t32 << ((((5UL / ((x1 * x4) << (x7 + k40))) << (x7 + k41)) && (t33 - t16)) || (t10 || (t37 << (9223372036854775806L + k42))))) | (((t21 / (t31 - t23)) && ((t18 * 5ULL) - x9)) | ((((t25 * t39) | t18) * t18) | (t17 || t13)))) | t28);
    t11 = ((18446744073709551607UL == (t33 ^ ((t27 << (t25 + k43)) || t36))) && (((((t28 * 18446744073709551603ULL) * (((t16 - t27) && 18446744073709551596ULL) * t11)) && x6) | (x0 && t10)) - 0L));
    t12 = ((((14007277774797148226UL == t23) || ((15572086944394319935UL || t29) || -160341065)) | (((8804784920744059180UL * t34) | (18446744073709551614UL && t27)) | t38)) ^ ((x1 == t34) << t11));
    t13 = ((t16 || (t39 | (t26 == t29))) == ((t30 / x6) / -8753701587898412894L));
    t14 = (((((9251153684345567209ULL | t13) || (t34 * t14)) - t14) * ((t37 << (-12L + k44)) - ((13 || 2L) - (t24 << (t24 + k45))))) * (t39 || (t28 ^ ((8ULL || x1) - (t21 / (t27 && 9223372036854775806L))))));
    t15 = (t29 / (t10 / ((t14 || (t17 | t22)) | ((((t24 | t37) | t16) | t34) - x1))));
    t16 = ((9223372036854775805UL << (t18 + k46)) == (((t39 || t33) ^ 562949953421310L) && t35));
    t17 = (((((((t26 || ((t16 == t12) && x8)) / (t15 && x5)) << ((x6 * 14736991011512746915UL) + k47)) || t31) << ((t28 * x0) * (t11 / 18446744073709551613ULL))) << (((72057594037927934L - (x8 * t17)) ^ (x7 - (x4 | t21))) + k48)) / (((t26 / 12530469328368589493UL) / t10) + k49));
    t18 = (((t23 >> 7L) || ((((18446744073709551603UL / (t16 + k50)) << ((12ULL == (x6 ^ t30)) << ((t19 || t14) && (t25 - (13 << (t38 + k51)))))) / (((9223372036854775808ULL - x9) * t38) << 4UL)) | (18446744073709551598UL / ((x6 / t19) + k52)))) && (((-9223372036854775806L ^ t31) >> (t22 && (x8 - ((-2147483647 - 1) ^ (t32 * t29))))) * ((t12 && x5) * (x9 - t14))));
    t19 = (((631033999 / -1352045175) ^ ((9223372036854775806ULL == ((t15 << (t23 + k53)) && t21)) * (t21 * t14))) && (t14 * (x3 - t23)));
    t20 = (((((12 || x6) * (t35 == t15)) && (((t17 || t33) << ((x3 * ((t29 + k55) << (t26 + k54))) == ((11516646632219519983ULL << 17UL) - ((x2 && (t11 << (8756583851483916534UL + k56))) / ((t13 ^ t10) / x3))))) && (t14 | t31))) << ((t15 / (t13 == ((t11 / t14) | t11))) && (18446744073709551597UL / (t19 + k57)))) == ((x1 ^ 4611686018427387902L) && t17));
    t21 = (((t31 ^ t20) / ((t38 && 20UL) - t24)) | ((((t18 | x5) | x7) ^ 8380423396734016609ULL) | (t13 == t35)));
    t22 = (((t23 * (t31 == (t11 | t37))) || (((((t38 - ((x7 == t38) - 524287)) * (t33 << (t23 + k58))) | (((t36 / t25) && x8) ^ x3)) | t39) == ((t27 - t27) == ((x4 / t28) - (5L << (x8 + k59)))))) | ((t11 || t26) ^ x3));
    t23 = (((x5 && ((((9223372036854775805ULL ^ -12) && t30) || t11) / ((x6 - t33) != t34))) || x0) * ((t18 == (13 && (4ULL ^ t24))) - ((t20 / (t19 == ((-9223372036854775807L - 1) / t38))) || (((t32 == 11L) - (x2 << (9223372036854775805L + k60))) << ((t13 == -411285340) / t14)))));
    t24 = ((((2UL && (t32 && (t12 || t16))) && (x0 | x8)) && ((((t33 || 1ULL) | (((-2147483647 == t23) || x2) || (11811840 == (t22 - 9223372036854775805UL)))) / -13) ^ (t18 / ((t19 << t14) + k61)))) * ((t35 * (t33 << t34)) ^ t19));
    t25 = ((t17 << t16) | (((t13 << 2ULL) << (((((x1 && (t24 - t34)) == t28) || (x7 == ((((t20 - t33) << ((x4 ^ 12871179120499013777ULL) + k62)) || (18446744073709551600ULL << (t28 && t34))) * (11513275445718283078UL | t27)))) - (t37 && t15)) | ((x8 == t38) || (t15 ^ t32)))) || ((t24 | 1) || (t19 * t12))));
    t26 = ((x3 | ((((x8 | t20) == t27) && (x0 ^ 586647471)) | ((x7 ^ 13442344653702433058UL) - t29))) * (((t31 << (t11 || x2)) / (((((x7 && t25) && (t19 << ((x0 ^ ((t12 + k64) << (t15 + k63))) + k65))) && t13) / (t15 | 3L)) + k66)) && (((t22 * x9) ^ x8) || x8)));
    t27 = ((x1 | (((0UL || 9223372036854775807L) && ((t16 == 18446744073709551614ULL) ^ x4)) << t16)) == (((t15 == t16) / (-7L / t15)) * (((t39 / x2) && x5) << (((-7837850726559776215L ^ t21) - x9) == t11))));
    t28 = (((((t21 == t37) || x5) / (t37 + k67)) << ((x5 | t28) + k68)) * ((t17 || (x2 << t35)) | t25));
    t29 = ((t22 / t21) << (14ULL ^ (t29 && t18)));
    t30 = (((((t22 | -4) / ((t39 - (t23 && x6)) / 13L)) << (((12058394482704369900ULL / t36) | ((((18446744073709551605ULL - (x1 ^ (x0 && (t24 == 18446744073709551606UL)))) || (18446744073709551613ULL / (x9 << (x3 || t33)))) == t22) - t23)) / (t17 + k69))) | (t39 == t15)) | (t25 - ((t16 == (t27 == t38)) && t14)));
    t31 = ((((x4 | x6) / (t30 || t34)) - (((-8L && x3) * (((t15 * t28) && t34) || (x0 || t33))) == x7)) - (12556090116132571086ULL && (t16 << (x8 + k70))));
    t32 = ((10452218078998444846UL | (t16 && 7067738247733919202L)) == (t18 || (t21 << ((t20 / (t28 - t34)) == t21))));
    t33 = (t29 | (x6 == x0));
    t34 = ((t36 || x9) - (((18446744073709551614UL << (((18446744073709551615UL || 18446744073709551604ULL) || ((t30 == x4) && (t39 | t35))) | (x2 == t36))) || (((t20 | (x1 * t13)) << (t23 | t13)) | (((-9223372036854775807L | t27) && t13) | (((t33 ^ ((t35 | t19) * (18446744073709551614ULL | (-2147483647 - 1)))) && x7) / x4)))) << ((t38 | 2UL) + k71)));
    t35 = (x5 == (18446744073709551602UL | t36));
    t36 = (((17592186044415L - x4) ^ t33) == t24);
    t37 = (t26 && 4611686018427387901L);
    t38 = ((((t27 == t22) ^ (t15 - t26)) << (t16 && t12)) || (((x7 || t22) | (4611686018427387902L | ((t39 || (t19 && t21)) - t18))) - ((((t39 * x7) ^ (t18 - (((x6 || t18) == (7584533822629517413UL << t14)) == x4))) ^ (((t34 || x0) * x6) * (x4 && t27))) == t20)));
    t39 = ((((t14 << (t14 - t23)) ^ ((t15 && x9) && ((x8 * t26) && t11))) == (((18ULL && 4ULL) | -15) == (((x6 | t14) / x9) - ((t29 && x5) | (x0 && -571644665))))) << t26);

    if (t10 != 18446744073709551615UL) { printf("NG t10 %llu\n", (unsigned long long)t10); failed++; }
    if (t11 != 0L) { printf("NG t11 %lld\n", (long long)t11); failed++; }
    if (t12 != -105) { printf("NG t12 %lld\n", (long long)t12); failed++; }
    if (t13 != 0UL) { printf("NG t13 %llu\n", (unsigned long long)t13); failed++; }
    if (t14 != 11) { printf("NG t14 %lld\n", (long long)t14); failed++; }
    if (t15 != 18446744073709551488UL) { printf("NG t15 %llu\n", (unsigned long long)t15); failed++; }
    if (t16 != 0L) { printf("NG t16 %lld\n", (long long)t16); failed++; }
    if (t17 != 0ULL) { printf("NG t17 %llu\n", (unsigned long long)t17); failed++; }
    if (t18 != 1) { printf("NG t18 %lld\n", (long long)t18); failed++; }
    if (t19 != 0UL) { printf("NG t19 %llu\n", (unsigned long long)t19); failed++; }
    if (t20 != 1L) { printf("NG t20 %lld\n", (long long)t20); failed++; }
    if (t21 != 5454634658548147103ULL) { printf("NG t21 %llu\n", (unsigned long long)t21); failed++; }
    if (t22 != 36028797018963968L) { printf("NG t22 %lld\n", (long long)t22); failed++; }
    if (t23 != 0L) { printf("NG t23 %lld\n", (long long)t23); failed++; }
    if (t24 != 0UL) { printf("NG t24 %llu\n", (unsigned long long)t24); failed++; }
    if (t25 != 1) { printf("NG t25 %lld\n", (long long)t25); failed++; }
    if (t26 != 0) { printf("NG t26 %lld\n", (long long)t26); failed++; }
    if (t27 != 0UL) { printf("NG t27 %llu\n", (unsigned long long)t27); failed++; }
    if (t28 != 0UL) { printf("NG t28 %llu\n", (unsigned long long)t28); failed++; }
    if (t29 != 0) { printf("NG t29 %lld\n", (long long)t29); failed++; }
    if (t30 != 12L) { printf("NG t30 %lld\n", (long long)t30); failed++; }
    if (t31 != -91) { printf("NG t31 %lld\n", (long long)t31); failed++; }
    if (t32 != 0) { printf("NG t32 %lld\n", (long long)t32); failed++; }
    if (t33 != 0UL) { printf("NG t33 %llu\n", (unsigned long long)t33); failed++; }
    if (t34 != 1) { printf("NG t34 %lld\n", (long long)t34); failed++; }
    if (t35 != 0ULL) { printf("NG t35 %llu\n", (unsigned long long)t35); failed++; }
    if (t36 != 0L) { printf("NG t36 %lld\n", (long long)t36); failed++; }
    if (t37 != 0ULL) { printf("NG t37 %llu\n", (unsigned long long)t37); failed++; }
    if (t38 != 1ULL) { printf("NG t38 %llu\n", (unsigned long long)t38); failed++; }
    if (t39 != 0ULL) { printf("NG t39 %llu\n", (unsigned long long)t39); failed++; }
    printf("arith: %d of 30 checks failed\n", failed);
    return 0;
}
