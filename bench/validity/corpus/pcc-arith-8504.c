#include <stdio.h>

/* reportsmith arith generator (Random Testing of Arithmetic Optimization): seed 8504; operators - / % << >> <= == | &&; types short, unsigned short, unsigned int, long long, unsigned long long */
unsigned int x2 = 4294967285U;
static const volatile unsigned int x4 = 1522818436U;
long long x5 = (-9223372036854775807LL - 1);
static const long long x8 = 33554432LL;
static unsigned long long x9 = 17335808159243197032ULL;
static long long t10 = -3933504397994291999LL;
static unsigned int t11 = 12U;
static unsigned short t12 = 5;
short t13 = -3533;
long long t15 = -8726551985595322143LL;
short t16 = 13;
static unsigned short t17 = 1;
static volatile unsigned int t18 = 4U;
unsigned long long t19 = 13ULL;
static volatile unsigned short t20 = 65517;
volatile unsigned long long t23 = 9183602912356419316ULL;
unsigned long long t25 = 10ULL;
unsigned long long t29 = 18446744073709551607ULL;
static short t30 = 2048;
static unsigned short t31 = 8;
short t34 = -7;
static unsigned int t37 = 2311509743U;
short t38 = 32767;
static unsigned long long k40 = 9223372036854775811ULL;
static unsigned int k41 = 1866172812U;
static volatile unsigned int k44 = 2147483660U;
unsigned long long k45 = 31ULL;
static volatile int k47 = 1662145982;
static unsigned int k48 = 4294951429U;
static const long long k49 = 15LL;
volatile unsigned long long k52 = 18446744073675997238ULL;
unsigned long long k55 = 9223372036854775873ULL;
const unsigned int k56 = 46U;
unsigned int k60 = 7039U;
volatile unsigned long long k61 = 12535378225996707064ULL;
static const volatile int k66 = 15377;
static unsigned int k70 = 4294959116U;
static int k72 = 1099128904;
int k74 = 1204239839;
unsigned long long k76 = 9223372036854775824ULL;
static unsigned int k79 = 27U;
unsigned int k81 = 1415892319U;
unsigned int k84 = 4228382749U;
int k85 = 89;
unsigned long long k86 = 22ULL;
unsigned int k87 = 2147483675U;
static const unsigned int k89 = 418299535U;
static unsigned long long k91 = 54400ULL;
unsigned long long k93 = 28061ULL;
unsigned long long k96 = 2016987289203088621ULL;
static unsigned int k97 = 36U;
unsigned int k98 = 418299533U;
volatile unsigned int k100 = 2147483649U;
static volatile unsigned long long k102 = 59ULL;
static int k103 = 4946;
long long k104 = 1761605160LL;
long long k105 = 12LL;
static unsigned long long k107 = 1ULL;
unsigned int k108 = 520225721U;

int main(void)
{
    unsigned int x0 = 4294967295U;
    unsigned int x1 = 2147483647U;
    static unsigned int x3 = 3876667763U;
    const volatile unsigned int x6 = 4294967295U;
    static unsigned long long x7 = 18446744073709551603ULL;
    static unsigned short t14 = 32767;
    static unsigned long long t21 = 18446744073709551613ULL;
    long long t22 = 9223372036854775805LL;
    unsigned int t24 = 4294967291U;
    short t26 = -6994;
    static unsigned long long t27 = 9223372036854775805ULL;
    unsigned long long t28 = 0ULL;
    static short t32 = 16383;
    long long t33 = (-9223372036854775807LL - 1);
    static volatile short t35 = 3;
    unsigned long long t36 = 4ULL;
    static volatile unsigned short t39 = 0;
    volatile unsigned int k42 = 4294965289U;
    const int k43 = 9;
    static const unsigned int k46 = 4294934560U;
    static unsigned int k50 = 2772148891U;
    unsigned long long k51 = 14ULL;
    volatile long long k53 = 24938LL;
    static unsigned long long k54 = 9223372036854775811ULL;
    static const unsigned long long k57 = 18446743970630336540ULL;
    unsigned long long k58 = 9223372036854775845ULL;
    static unsigned long long k59 = 12ULL;
    unsigned int k62 = 46U;
    unsigned long long k63 = 4294967306ULL;
    volatile unsigned int k64 = 2772148863U;
    unsigned int k65 = 3221225492U;
    const volatile unsigned int k67 = 24U;
    static const volatile int k68 = 345278293;
    volatile unsigned int k69 = 2456491286U;
    unsigned int k71 = 24U;
    static unsigned long long k73 = 1110935914466354606ULL;
    static const unsigned int k75 = 25U;
    unsigned long long k77 = 84ULL;
    static unsigned long long k78 = 42ULL;
    static unsigned long long k80 = 15751ULL;
    static unsigned int k82 = 4194351U;
    static volatile unsigned long long k83 = 9223372036854775819ULL;
    volatile int k88 = 1209056028;
    static const unsigned int k90 = 29U;
    static volatile unsigned long long k92 = 85ULL;
    unsigned long long k94 = 4611686018427387915ULL;
    volatile int k95 = 10;
    volatile unsigned int k99 = 1983457604U;
    int k101 = 45921;
    static unsigned long long k106 = 86ULL;
    static unsigned long long k109 = 281474976710685ULL;
    int failed = 0;

    t10 = (((t29 << (x5 + k40)) <= (((t23 << (2428794511U + k41)) - t21) == (t10 <= x9))) % x4);
    t11 = ((x0 >> 0ULL) && t11);
    t12 = ((((((t14 | x7) % t35) % t16) == t27) % (((9223372036854775805LL - x8) >> (t17 == ((t36 / t11) == t31))) | (x8 / (1652595992280217157LL >> (t30 + k42))))) << (((t23 | t29) && t33) / (((1689905203 / (-6 - t28)) % x0) <= (t10 && (-9223372036854775807LL - 1)))));
    t13 = (t27 && (x3 && t37));
    t14 = ((((t37 % ((t25 && t10) + k43)) - ((-13LL / (x3 != x7)) % (((t37 >> ((t24 >> (t24 && x4)) + k44)) << ((t30 >> (x7 + k45)) >> (t14 + k46))) != (t36 / -4)))) == ((t17 <= x3) / ((t10 && t27) + k47))) << ((t37 % t32) + k48));
    t15 = (((t34 && 5283008879422314773LL) - (t33 / (t10 + k49))) && t15);
    t16 = (t36 == t32);
    t17 = (((9223372036854775806LL >> (t18 / x7)) && (t31 / -10LL)) == (((((((t15 << (x4 + k50)) <= t25) - t31) - (((8ULL | t14) / (t27 && 4294967294U)) % (t34 != (491264562905281960ULL == x1)))) <= (18ULL && ((t39 / -17) <= 15994884012868153546ULL))) <= (((t22 - 2147483645) / ((144115188075855872ULL / t22) + k51)) | t39)) >> t13));
    t18 = ((((18446744073709551615ULL - t28) && (1073741825 == t34)) % ((t35 | -6977135218033957640LL) >> (x8 + k52))) % (x9 | (((t11 <= (2290156443964340121LL | t16)) >> (((((t34 && t22) / (t10 + k53)) << (((x7 % t27) << (t27 + k54)) + k55)) - (t21 << (x2 + k56))) + k57)) - ((t16 | t28) && x1))));
    t19 = ((((2541920305U <= ((x5 >> (t22 + k58)) && (1048577 - t21))) && t29) | (((t11 / (t28 + k59)) >> ((((t23 << (t26 + k60)) << (t35 | t16)) - (t15 - 798654370740488970ULL)) + k61)) && t28)) - (t22 << (4611686018427387903LL == x3)));
    t20 = (((x3 - (t39 / x4)) <= (t14 >> t18)) / (((t33 >> (-17 + k62)) >> 2) | (t29 / t31)));
    t21 = ((((((t34 <= t11) | 67108862U) / x4) >> ((18446744073709551606ULL - (t37 | x0)) + k63)) % (((x2 == ((t27 / t37) <= ((t38 - t28) | t30))) && ((t10 >> (x4 + k64)) << ((1073741821 / (t16 <= t12)) + k65))) + k66)) / ((((t32 - -6535165655903948533LL) % (((-1520674464 >> 10) - ((x1 << (x6 + k67)) && t30)) != t23)) && (t33 % (t16 + k68))) != ((1121398262 - t38) | x6)));
    t22 = ((((((x0 | (t10 % t38)) % x1) << t21) << t18) >> ((t39 % t17) << ((x6 >> (1838476029 + k69)) + k70))) == ((15LL << (x6 + k71)) | (t38 && x1)));
    t23 = (((1394440555U << ((x4 <= t17) && (t37 | (2LL | t26)))) && t30) - (((((1 / x8) / (t13 != ((((t13 / ((t14 && (-2147483647 - 1)) + k72)) % x2) == -13) / (((t21 && x6) >> (x9 + k73)) + k74)))) / t19) - t19) == (t14 << (-11 + k75))));
    t24 = ((x4 >> (x5 + k76)) >> t16);
    t25 = (((x0 && 2U) - t18) << (t15 % (t17 % (t36 << (t17 && (-9223372036854775807LL - 1))))));
    t26 = ((((((((x2 / t17) % 8) >> (x7 && t21)) % (((x7 == t28) | t28) + k77)) <= ((t12 >> t14) && t26)) << (((t36 == t36) | (t28 | t39)) && (t24 <= (9 == 2147483647)))) << ((t34 >> (x7 + k78)) + k79)) << (((x9 && x6) % t24) && ((x5 == t11) <= t13)));
    t27 = ((((((x5 && 2147483647) % ((t22 % t29) + k80)) << (t25 / (633834107 > t39))) >> ((t17 - (x6 >> (-1415892309 + k81))) + k82)) % (((t30 | (t32 == ((t39 | t31) && t11))) >> (((t38 >> (t27 + k83)) << 19) + k84)) + k85)) | (((((13U >> t16) <= -14LL) == ((t20 - ((t29 << (x7 + k86)) == (9223372036854775807LL >> t25))) << t10)) >> ((x2 >> t25) + k87)) == t15));
    t28 = ((((t21 <= t14) && ((((15LL - t10) - (17ULL % (t14 + k88))) % t31) && (t38 % 72000723449490289ULL))) && (-2147483647 - 1)) % (x7 << ((x9 == 1ULL) - x6)));
    t29 = (((t31 << t18) && (x7 | (((t16 >> (t10 <= t38)) - (-8 | x4)) <= ((11 - t16) << t13)))) >> (t13 == (t39 | (t36 == t16))));
    t30 = (t39 >> (((x5 >> (x3 + k89)) == (x2 | (t18 << (t14 <= (x2 - t24))))) % t30));
    t31 = (t26 - t34);
    t32 = ((((x9 && x6) == t23) - (-1977565246 >> t10)) == ((((x9 == t13) >> (x6 + k90)) == (t17 / (t27 + k91))) == ((x9 <= ((t16 >> t39) % (t27 + k92))) - (t27 == 31U))));
    t33 = ((((6 / ((t13 - -17) > -14LL)) % ((t19 / -250718963) + k93)) << ((t33 >> ((t13 <= (t11 == t15)) / ((-14 | t26) != 4294967278U))) + k94)) >> ((((x4 / t31) % (t39 + k95)) / (((x7 % t29) == (x3 % t28)) | (x6 && t22))) == ((t14 - -6LL) % (((((x0 % (t28 << (16429756784506463044ULL + k96))) / t24) | 1026) << (t34 + k97)) % 5ULL))));
    t34 = (((t23 << (t18 <= (x8 % (-2147483647 - t16)))) | (x0 && t21)) == (((((1 && x3) == ((t18 / x1) && t12)) <= ((x7 << (t39 / t13)) - x3)) >> ((x2 % (t25 % x5)) && 395033375U)) && ((15450109614025555194ULL - (t21 % t17)) == t31)));
    t35 = ((x0 << (x3 + k98)) / ((((t28 % (t25 <= t15)) >> (((t25 << (t35 <= t19)) | (t29 >> (t37 + k99))) % ((t14 && (t32 << (x1 + k100))) != t38))) && (2LL % x0)) + k101));
    t36 = ((((t16 - (t15 % -2147483647)) | t20) % (((t22 && (t25 << (-18LL + k102))) && ((1101386978 >> (t23 == (x4 % 2147483645))) && (t17 == (((x3 - t28) << t12) - t19)))) + k103)) % (((t11 == t13) <= (x5 % (((t31 / t37) / (t22 + k104)) + k105))) <= (x0 | t39)));
    t37 = ((((t28 | x9) - t28) >> t30) == (((t23 / (t36 + k106)) <= (t19 == t12)) - 10ULL));
    t38 = ((t25 / -9223372036854775806LL) / -4);
    t39 = (((((t39 % t28) / (x4 <= 3015010416675875683ULL)) <= (t22 % (t16 | t24))) - ((t33 / (t36 + k107)) << ((18446744073709551614ULL << (-520225674 + k108)) + k109))) >> t39);

    if (t10 != 0LL) { printf("NG t10 %lld\n", (long long)t10); failed++; }
    if (t11 != 1U) { printf("NG t11 %llu\n", (unsigned long long)t11); failed++; }
    if (t12 != 0) { printf("NG t12 %llu\n", (unsigned long long)t12); failed++; }
    if (t13 != 1) { printf("NG t13 %lld\n", (long long)t13); failed++; }
    if (t14 != 0) { printf("NG t14 %llu\n", (unsigned long long)t14); failed++; }
    if (t15 != 1LL) { printf("NG t15 %lld\n", (long long)t15); failed++; }
    if (t16 != 0) { printf("NG t16 %lld\n", (long long)t16); failed++; }
    if (t17 != 1) { printf("NG t17 %llu\n", (unsigned long long)t17); failed++; }
    if (t18 != 0U) { printf("NG t18 %llu\n", (unsigned long long)t18); failed++; }
    if (t19 != 9223372036854775811ULL) { printf("NG t19 %llu\n", (unsigned long long)t19); failed++; }
    if (t20 != 0) { printf("NG t20 %llu\n", (unsigned long long)t20); failed++; }
    if (t21 != 0ULL) { printf("NG t21 %llu\n", (unsigned long long)t21); failed++; }
    if (t22 != 0LL) { printf("NG t22 %lld\n", (long long)t22); failed++; }
    if (t23 != 1ULL) { printf("NG t23 %llu\n", (unsigned long long)t23); failed++; }
    if (t24 != 23236U) { printf("NG t24 %llu\n", (unsigned long long)t24); failed++; }
    if (t25 != 1ULL) { printf("NG t25 %llu\n", (unsigned long long)t25); failed++; }
    if (t26 != 0) { printf("NG t26 %lld\n", (long long)t26); failed++; }
    if (t27 != 0ULL) { printf("NG t27 %llu\n", (unsigned long long)t27); failed++; }
    if (t28 != 1ULL) { printf("NG t28 %llu\n", (unsigned long long)t28); failed++; }
    if (t29 != 1ULL) { printf("NG t29 %llu\n", (unsigned long long)t29); failed++; }
    if (t30 != 0) { printf("NG t30 %lld\n", (long long)t30); failed++; }
    if (t31 != 7) { printf("NG t31 %llu\n", (unsigned long long)t31); failed++; }
    if (t32 != 0) { printf("NG t32 %lld\n", (long long)t32); failed++; }
    if (t33 != 12288LL) { printf("NG t33 %lld\n", (long long)t33); failed++; }
    if (t34 != 0) { printf("NG t34 %lld\n", (long long)t34); failed++; }
    if (t35 != 27993) { printf("NG t35 %lld\n", (long long)t35); failed++; }
    if (t36 != 0ULL) { printf("NG t36 %llu\n", (unsigned long long)t36); failed++; }
    if (t37 != 0U) { printf("NG t37 %llu\n", (unsigned long long)t37); failed++; }
    if (t38 != 0) { printf("NG t38 %lld\n", (long long)t38); failed++; }
    if (t39 != 1) { printf("NG t39 %llu\n", (unsigned long long)t39); failed++; }
    printf("arith: %d of 30 checks failed\n", failed);
    return 0;
}
