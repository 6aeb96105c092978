#include <stdio.h>

/* reportsmith arith generator (Random Testing of Arithmetic Optimization): seed 7335; operators - * / % << >> != & | ^; types char, unsigned char, short, unsigned int, long, long long, unsigned long long */
static volatile unsigned char x0 = 13;
volatile unsigned int x4 = 4294967285U;
const volatile long x7 = 3674781417056300052L;
long long t10 = -18LL;
static long t12 = 8194L;
static unsigned int t13 = 9U;
unsigned long long t14 = 18446744073709551613ULL;
static unsigned int t15 = 2147483647U;
volatile long long t16 = 137438953471LL;
volatile unsigned char t18 = 214;
static long long t20 = 4611686018427387905LL;
static unsigned int t21 = 7U;
unsigned long long t22 = 14733614170626624938ULL;
unsigned long long t23 = 5871766709096512250ULL;
static volatile unsigned long long t24 = 4974976893195943073ULL;
unsigned char t25 = 85;
char t26 = -18;
volatile short t27 = -5614;
static unsigned int t28 = 2U;
static long t30 = 15L;
short t31 = -18;
static unsigned char t32 = 19;
unsigned int t33 = 741677605U;
static short t34 = 0;
static volatile unsigned int t35 = 4294967294U;
unsigned int t36 = 4294967287U;
static unsigned long long t38 = 18446744073709551604ULL;
unsigned int k40 = 19U;
volatile unsigned long long k41 = 3871ULL;
static unsigned int k42 = 1136460858U;
unsigned long k44 = 10703027021346624620UL;
const unsigned long long k45 = 12574977364613039390ULL;
unsigned int k46 = 12486U;
unsigned long k50 = 2147483703UL;
unsigned int k53 = 636857U;
unsigned long k54 = 18446744069453647791UL;
unsigned int k57 = 28U;
unsigned int k60 = 36U;
static unsigned int k64 = 18U;
const unsigned long long k65 = 36062335184504ULL;
static const unsigned int k66 = 4286578696U;
static unsigned long long k68 = 9331458427911667753ULL;
static unsigned int k69 = 9U;
static unsigned long long k70 = 183ULL;
static unsigned int k72 = 4294900527U;
static const unsigned long long k73 = 46ULL;
unsigned int k75 = 15U;
long long k76 = 34971LL;
unsigned int k78 = 4131973003U;
volatile unsigned long long k80 = 9223372036854775811ULL;
static const unsigned int k81 = 3087007798U;
const unsigned long long k82 = 18446744073709551119ULL;
static volatile unsigned int k83 = 4294710798U;
unsigned long long k84 = 14ULL;
static const unsigned long long k85 = 108086391056891914ULL;
unsigned long long k86 = 1447069134ULL;
static const unsigned long long k87 = 9331458427911667768ULL;
static unsigned int k88 = 35U;
static const volatile unsigned int k92 = 1066136330U;
static volatile unsigned long long k93 = 4294967310ULL;
int k99 = 14;
unsigned int k100 = 24599U;
static const unsigned int k104 = 31U;
const volatile unsigned int k106 = 11U;
static unsigned long k108 = 18446744071014565254UL;
static long k110 = 1568033858L;
unsigned long long k111 = 9ULL;
static unsigned int k112 = 22U;
static unsigned long k113 = 18446744069414584387UL;
const unsigned int k114 = 8U;
unsigned int k116 = 1004358657U;
static long k117 = 6561L;
static unsigned long k118 = 18446744070354106058UL;
static unsigned int k120 = 4289069002U;
static unsigned long long k121 = 26ULL;

int main(void)
{
    const unsigned int x1 = 8388608U;
    static char x2 = 4;
    unsigned char x3 = 195;
    static long x5 = (-9223372036854775807L - 1);
    static const volatile unsigned long long x6 = 18446744073709551609ULL;
    long long x8 = 9223372036854775807LL;
    long x9 = -9223372036854775807L;
    unsigned int t11 = 2147483649U;
    long t17 = 17L;
    static volatile unsigned long long t19 = 7ULL;
    unsigned int t29 = 0U;
    static unsigned int t37 = 4294967276U;
    static unsigned int t39 = 4294967291U;
    unsigned long long k43 = 18446744071562067996ULL;
    const volatile unsigned long long k47 = 18446744068186259780ULL;
    volatile unsigned int k48 = 5615U;
    unsigned long long k49 = 14ULL;
    unsigned long long k51 = 5ULL;
    static volatile unsigned int k52 = 4294967111U;
    static unsigned long long k55 = 12574977364613039369ULL;
    static unsigned int k56 = 74U;
    static volatile unsigned int k58 = 5U;
    unsigned long k59 = 18446744069414584334UL;
    const volatile unsigned long long k61 = 4291080412402028867ULL;
    static unsigned long k62 = 21UL;
    static unsigned int k63 = 2193391774U;
    unsigned long long k67 = 25165834ULL;
    static unsigned long long k71 = 18446744073686081908ULL;
    static volatile unsigned long k74 = 18446744069414584346UL;
    static unsigned int k77 = 1695147669U;
    static const volatile unsigned long k79 = 2844745578432859355UL;
    static unsigned long long k89 = 1722892159ULL;
    int k90 = 2;
    static unsigned int k91 = 12U;
    unsigned long long k94 = 108086391056891910ULL;
    const unsigned int k95 = 714U;
    unsigned long k96 = 17979634498648094354UL;
    static unsigned long long k97 = 18446744069414584333ULL;
    volatile unsigned long long k98 = 18446743936270598152ULL;
    const volatile unsigned int k101 = 24583U;
    static volatile unsigned int k102 = 3087007804U;
    static int k103 = 203;
    static unsigned int k105 = 9437174U;
    const unsigned long long k107 = 3328446846629964406ULL;
    static volatile unsigned int k109 = 48U;
    static unsigned long k115 = 657UL;
    static const volatile unsigned int k119 = 3087007762U;
    unsigned long long k122 = 587756047ULL;
    int failed = 0;

    t10 = (((((t39 & 2147483646) / (((x4 | 4611686018427387902LL) / (((t21 & t26) - (x8 / t16)) ^ (t33 >> (x4 + k40)))) != ((((x0 * x0) % ((x6 / x4) * -1561105973)) * t17) >> t17))) * 2147483646U) << ((-19 / (((t29 != t22) & t22) + k41)) != ((t27 * (x1 & t12)) / t14))) >> ((131072 & t25) << (-1136460850 + k42)));
    t11 = (((t11 << ((t10 | t15) + k43)) ^ (((t28 & (t28 << x0)) / (8 << ((t13 | 7743717052362927019L) + k44))) | 1073741825)) ^ ((t28 * x2) != (t30 / (x6 != 4611686018427387905LL))));
    t12 = (x4 << ((t24 / ((t27 + k46) << ((t23 - t21) + k45))) + k47));
    t13 = (((67108862LL * t37) / t21) % ((((x1 % (x1 >> (t27 + k48))) ^ (1073741824 >> (t14 + k49))) % t15) / ((((t20 / 1073741823) % ((x0 != x6) ^ (x2 % t38))) / (t23 / (((x5 | (t28 - 307395641)) >> ((x9 % t39) + k50)) != 10))) + k51)));
    t14 = (t16 != (t28 != t39));
    t15 = ((((((t27 + k53) << (x3 + k52)) >> ((4255903836U % x7) + k54)) - (t19 >> (t23 + k55))) % ((t17 | t24) != (8484522399341568900L - (((-9223372036854775806LL ^ (t22 & t30)) ^ t23) >> (t37 + k56))))) >> ((t25 != t24) >> ((t24 - (t23 >> (t37 / (8222633697383736031ULL - t15)))) != 4611686018427387905L)));
    t16 = ((((x3 - t39) * ((((x3 >> (x4 + k57)) | (x0 / (-2147483647 - 1))) ^ t30) * 1002927742)) ^ (4U ^ x2)) - (t22 / t16));
    t17 = (((t19 | t30) | (x6 * t25)) - t30);
    t18 = ((((((14 - t16) ^ 9) >> (4294967294U + k58)) != x6) / -1732744313) - t17);
    t19 = ((t20 != t39) - (((((9223372036854775807ULL ^ t20) / (t30 - (t29 / t31))) != ((t20 != x4) / 2047)) * ((t39 & t13) >> ((t21 | t12) + k59))) & ((-2122946450 >> (x4 + k60)) ^ t35)));
    t20 = ((((t24 & (-2138656648 * x1)) | (t12 % t36)) | -2039917843) * ((((t35 | x3) & 12ULL) | ((t24 != (t19 << t29)) | x5)) >> ((((4932291624452746948ULL ^ x9) >> (t17 * ((17 != (x4 / t24)) / t27))) ^ t34) + k61)));
    t21 = ((((t19 / ((((t39 % x9) & t12) / (t23 ^ t20)) | t31)) >> (-9L + k62)) != ((t26 != x6) | (17L / t33))) != (t14 / (((t19 / (t30 << ((2101575581U | t29) + k63))) != (t35 != x0)) & (((x0 % x2) | t19) - (((t37 - t16) + k65) << (t35 + k64))))));
    t22 = (t10 != t24);
    t23 = ((((((((x6 != t20) * -11L) ^ x8) + t37) | ((t16 >> (x1 + k66)) != ((((t12 >> 13) * 2147483645) % t13) - (t18 ^ t14)))) >> ((t20 / t35) + k67)) >> (t33 & ((t12 != x3) * (((t35 & (t21 ^ t23)) >> ((19U | ((-9223372036854775807L - 1) ^ t20)) + k68)) & -1285639562)))) & ((x7 % -19LL) & (t19 << ((t35 / (-9223372036854775807L - 1)) * t37))));
    t24 = (t15 >> ((((x1 % t11) - (t25 ^ 969669997)) & (((((t15 | ((t22 & x4) * (t16 | 10))) * (1073741822 - 64U)) << (((x4 % x0) % 18446744073709551604ULL) - (0L >> (x3 / t13)))) ^ ((x9 ^ x8) - t19)) >> ((t15 ^ t39) + k69))) & (t24 << ((4294967278U / ((t20 / x6) + k70)) + k71))));
    t25 = (((((((t16 & (t19 != t20)) / ((t17 % (-1134811 >> (t13 + k72))) | 8987244552539177243L)) / (t31 != t19)) - (x7 ^ (t22 >> (((t24 << t22) | -18L) + k73)))) != ((t21 / t13) << (((t27 >> (t12 + k74)) % t32) + k75))) ^ (((x2 << t22) % ((t29 - 0LL) + k76)) / t22)) ^ (x9 >> ((((t21 >> t21) - t33) % (t15 + k77)) + k78)));
    t26 = (((t11 / t33) / ((((t24 - (t23 ^ 0ULL)) & 4611686018427387903L) & -1) % t19)) ^ (t14 % ((t15 ^ t21) | t36)));
    t27 = (((t34 / ((t17 + k79) << t14)) - ((-2147483647 * (t18 - (t11 << (x8 + k80)))) | t32)) << ((((4611686018427387903LL - t31) / t20) >> ((t27 % ((t35 % -18) << (((x8 >> (t11 + k81)) << (t21 & x2)) + k82))) + k83)) + k84));
    t28 = (((t38 * t30) | ((t31 / x8) ^ ((x9 | (1ULL & x2)) * 2147483646))) ^ ((x5 & t16) - (((((t18 / 9223372036854775806LL) - t13) & (((t26 << (t20 + k85)) / (2147483646 != (-9LL % -4730185176172760052LL))) << t23)) * ((6U ^ t28) != (t30 - x7))) % ((-5LL * (5U % x7)) != (t14 - 137438953471LL)))));
    t29 = ((((-2147483647 - 1) != (2147483647 | (t27 % t31))) / (9223372036854775806L * t23)) & (((-7LL ^ t30) != (x3 & (x5 + t36))) * t14));
    t30 = ((((-9 % ((t17 * (t24 * t12)) + k86)) << (((((t18 * t15) - t10) / (x2 << t15)) >> ((t20 & x8) + k87)) & ((t29 << (t31 + k88)) | t21))) - (x0 - ((t38 != t33) - ((2147483646 / (x6 | x3)) >> ((x5 * t19) / x5))))) | ((t23 & t22) << (t14 % ((t14 & t11) + k89))));
    t31 = (((x7 - 9223372036854775807LL) / (((t27 / (t34 + k90)) + k92) << (t29 % (t21 + k91)))) >> ((t34 >> ((4294967294U ^ t38) + k93)) << (((t21 != t33) ^ (x4 << (t20 + k94))) + k95)));
    t32 = ((((t29 / ((x5 + k96) << (t13 / x4))) ^ 18L) & ((17LL & t11) - t22)) != ((((t28 / t28) << (t30 / t19)) >> (((t12 >> t21) * (-3 & t23)) + k97)) ^ x3));
    t33 = ((((t28 << (137438953472LL + k98)) % (t34 + k99)) << (t27 + k100)) * (x3 / (549722604052419690ULL << ((t11 ^ ((x7 != x0) << (x0 >> (t27 + k101)))) + k102))));
    t34 = (((t21 | t23) != t12) - ((((x7 % t30) % x4) >> (t21 | (((((t32 / t31) / (0 + k103)) != t13) - (t25 % (t13 != 2147483645))) >> (t37 != (t28 - (x9 != (((t29 & t20) >> t29) / 652449701952749489LL))))))) & ((t38 | (x5 >> 10)) / ((t12 >> t32) << (t10 & (x1 >> x0))))));
    t35 = ((t15 | ((t37 << (((t37 ^ x1) ^ (2147483647 >> (t37 + k104))) + k105)) != (t20 >> (x0 - (t19 & (t25 != (((t20 + k107) << (-11 + k106)) << ((2694986420U - 12L) + k108)))))))) / t31);
    t36 = (((x1 >> (-18 + k109)) * (t20 & t27)) % ((((t19 % ((x0 / x5) + k110)) / x7) * (1073741825 != (7 << (x6 + k111)))) - (-788138860 % (((t23 != 4294967278U) & t37) - (20 - ((t17 >> (t34 + k112)) >> (t12 + k113)))))));
    t37 = ((t37 ^ (t19 / (t35 + k114))) != (((t38 >> (t17 + k115)) / (t39 | -17L)) % ((t39 << (-1004358653 + k116)) << (((t11 * -15) | (145722184U % ((t34 / (t25 * t30)) + k117))) + k118))));
    t38 = ((((t28 >> (t11 + k119)) ^ (t32 / x8)) & t26) >> (((((t37 - t27) - ((0U * x0) ^ t26)) * t25) ^ t31) + k120));
    t39 = (((((x8 % t16) | t30) - t20) >> ((t20 | (((587756051U ^ -19L) >> (3ULL >> (18446744073709551611ULL + k121))) * t22)) + k122)) / x5);

    if (t10 != 24LL) { printf("NG t10 %lld\n", (long long)t10); failed++; }
    if (t11 != 1207959552U) { printf("NG t11 %llu\n", (unsigned long long)t11); failed++; }
    if (t12 != 4294967285L) { printf("NG t12 %lld\n", (long long)t12); failed++; }
    if (t13 != 66792U) { printf("NG t13 %llu\n", (unsigned long long)t13); failed++; }
    if (t14 != 1ULL) { printf("NG t14 %llu\n", (unsigned long long)t14); failed++; }
    if (t15 != 0U) { printf("NG t15 %llu\n", (unsigned long long)t15); failed++; }
    if (t16 != 3008676024848LL) { printf("NG t16 %lld\n", (long long)t16); failed++; }
    if (t17 != -608L) { printf("NG t17 %lld\n", (long long)t17); failed++; }
    if (t18 != 96) { printf("NG t18 %llu\n", (unsigned long long)t18); failed++; }
    if (t19 != 4294967259ULL) { printf("NG t19 %llu\n", (unsigned long long)t19); failed++; }
    if (t20 != -108086391056891904LL) { printf("NG t20 %lld\n", (long long)t20); failed++; }
    if (t21 != 0U) { printf("NG t21 %llu\n", (unsigned long long)t21); failed++; }
    if (t22 != 1ULL) { printf("NG t22 %llu\n", (unsigned long long)t22); failed++; }
    if (t23 != 3ULL) { printf("NG t23 %llu\n", (unsigned long long)t23); failed++; }
    if (t24 != 0ULL) { printf("NG t24 %llu\n", (unsigned long long)t24); failed++; }
    if (t25 != 241) { printf("NG t25 %llu\n", (unsigned long long)t25); failed++; }
    if (t26 != 1) { printf("NG t26 %lld\n", (long long)t26); failed++; }
    if (t27 != -24576) { printf("NG t27 %lld\n", (long long)t27); failed++; }
    if (t28 != 4294967294U) { printf("NG t28 %llu\n", (unsigned long long)t28); failed++; }
    if (t29 != 0U) { printf("NG t29 %llu\n", (unsigned long long)t29); failed++; }
    if (t30 != 15497703L) { printf("NG t30 %lld\n", (long long)t30); failed++; }
    if (t31 != 24639) { printf("NG t31 %lld\n", (long long)t31); failed++; }
    if (t32 != 1) { printf("NG t32 %llu\n", (unsigned long long)t32); failed++; }
    if (t33 != 0U) { printf("NG t33 %llu\n", (unsigned long long)t33); failed++; }
    if (t34 != -7) { printf("NG t34 %lld\n", (long long)t34); failed++; }
    if (t35 != 0U) { printf("NG t35 %llu\n", (unsigned long long)t35); failed++; }
    if (t36 != 0U) { printf("NG t36 %llu\n", (unsigned long long)t36); failed++; }
    if (t37 != 1U) { printf("NG t37 %llu\n", (unsigned long long)t37); failed++; }
    if (t38 != 0ULL) { printf("NG t38 %llu\n", (unsigned long long)t38); failed++; }
    if (t39 != 0U) { printf("NG t39 %llu\n", (unsigned long long)t39); failed++; }
    printf("arith: %d of 30 checks failed\n", failed);
    return 0;
}
