#include <stdio.h>

/* reportsmith arith generator (Random Testing of Arithmetic Optimization): seed 5408; operators - * / % << <= == | &&; types unsigned char, int, unsigned int, long, unsigned long, unsigned long long, double */
static unsigned long x2 = 8411885920636334297UL;
static int x3 = 2;
long x4 = 6L;
unsigned long long x6 = 9223372036854775809ULL;
static const unsigned int x8 = 0U;
const unsigned char x9 = 20;
double t10 = 4503599627370494.0;
unsigned char t13 = 2;
int t17 = 2147483647;
int t18 = -1800570674;
static volatile int t20 = 2147483645;
static volatile long t21 = 5L;
unsigned int t22 = 3861129420U;
double t24 = 14.0;
int t26 = -1532020767;
static double t28 = 35184372088833.0;
static volatile double t30 = 16383.0;
static volatile unsigned long t31 = 18UL;
unsigned long long t32 = 5688005618326317618ULL;
static double t35 = 1608254015188267.0;
unsigned long t39 = 7UL;
static const double k40 = -4.0;
static unsigned long k41 = 5333822775883704601UL;
double k42 = -3.0;
unsigned int k44 = 2147483664U;
static const double k45 = -2.0;
unsigned long long k46 = 18444500293879246872ULL;
static unsigned long k47 = 5333822775883734424UL;
const unsigned long k50 = 37569UL;
int k52 = 14;
volatile int k54 = 15;
unsigned long long k57 = 3743354782113942763ULL;
volatile int k58 = 10;
unsigned long long k59 = 18445135819694363349ULL;
static unsigned long k60 = 6320307043638448748UL;
static const int k61 = 11;
volatile unsigned int k62 = 4294967063U;
volatile unsigned long k63 = 12571594899329343084UL;
volatile unsigned int k66 = 4294967185U;
unsigned long long k69 = 9223372036854837573ULL;
volatile unsigned long k70 = 16164216244159631468UL;
static int k71 = 11;
static unsigned long k72 = 16164216244159678726UL;
volatile double k76 = -351843720888320.0;
static volatile unsigned int k77 = 62U;
static volatile unsigned long long k79 = 1576279638984064ULL;
unsigned long long k82 = 6544160450500553869ULL;
static const unsigned int k84 = 2147483669U;
static volatile unsigned long k85 = 13273069106107069550UL;
const int k88 = 149;
static const unsigned long k91 = 4029UL;
static unsigned long k93 = 16164216244159631508UL;
volatile double k97 = -10964.0;
const unsigned long long k98 = 18295541253433280327ULL;
double k99 = -36678.0;
static unsigned long long k100 = 14ULL;
static unsigned long k102 = 20UL;
static unsigned long long k105 = 64875ULL;
volatile unsigned long long k108 = 18446744073708503067ULL;
static volatile long k111 = 246L;
static unsigned int k112 = 481039960U;

int main(void)
{
    static unsigned char x0 = 254;
    double x1 = 3.0;
    const double x5 = -131356636582003.0;
    static const unsigned char x7 = 129;
    static unsigned long long t11 = 9223372036854775806ULL;
    static unsigned long long t12 = 2305843009213693950ULL;
    double t14 = 1512410436619947.0;
    double t15 = 9.0;
    static double t16 = 4503599627370493.0;
    unsigned char t19 = 8;
    long t23 = -5333822775883670928L;
    static unsigned long t25 = 13UL;
    static unsigned int t27 = 1804710035U;
    static int t29 = 20;
    int t33 = 12;
    unsigned long t34 = 18446744073709551609UL;
    static int t36 = 14;
    unsigned int t37 = 3421321266U;
    volatile int t38 = -5;
    volatile unsigned long k43 = 10034858153073217357UL;
    static unsigned int k48 = 597265335U;
    static volatile unsigned int k49 = 2490257307U;
    static unsigned long long k51 = 2ULL;
    const unsigned long long k53 = 179ULL;
    static unsigned long long k55 = 3371115278606519920ULL;
    static volatile unsigned long long k56 = 9223372036854825586ULL;
    const volatile long long k64 = 1897115469LL;
    static unsigned long long k65 = 9223372032559839610ULL;
    static unsigned long long k67 = 2282527829704626296ULL;
    static const unsigned long long k68 = 1616611282ULL;
    double k73 = 61182.0;
    double k74 = -47258.0;
    long long k75 = 224LL;
    static unsigned long long k78 = 18446612717072969584ULL;
    static volatile unsigned long long k80 = 707976467ULL;
    int k81 = 14980;
    static unsigned int k83 = 57U;
    static int k86 = 55924;
    const unsigned long long k87 = 18446414219906645764ULL;
    static volatile int k89 = 62262;
    volatile unsigned int k90 = 2U;
    unsigned long long k92 = 41751ULL;
    static volatile unsigned long k94 = 11415UL;
    double k95 = -11410.0;
    unsigned int k96 = 23467U;
    const unsigned long long k101 = 9223372036854792304ULL;
    static const volatile unsigned long k103 = 9223372033433511400UL;
    unsigned long k104 = 10034858153073276153UL;
    static const unsigned int k106 = 2147483691U;
    int k107 = 881049440;
    static unsigned long long k109 = 1023468153926548ULL;
    static const unsigned long long k110 = 123ULL;
    int failed = 0;

    t10 = ((((((long long)t24) << t13) % x7) | t25) | (t36 == ((t24 + k40) / t21)));
    t11 = (((t23 + k41) - 2251799813685247.0) && ((t36 * t22) << (t18 && t24)));
    t12 = ((t16 <= x4) && (((long long)(x1 * t13)) << (10109905361965439845ULL <= (t28 == t35))));
    t13 = (((((t33 + k42) / t15) - (t12 % (t36 != t37))) && (((long long)t28) >> (x2 + k43))) <= ((((((long long)t16) % ((long long)t16)) <= t28) == t14) / (t27 / (((long long)t24) << (t20 + k44)))));
    t14 = (((x3 + k45) / t15) * (((long long)t35) | ((((((long long)2251799813685245.0) + k46) << x9) / ((((t29 - t27) % (t14 > t29)) % t17) <= x0)) / ((t12 - x7) - (((t14 == t33) && (x1 <= (t23 + k47))) % (11568008894926716744ULL << ((((x8 / (t36 | t36)) - 597265281) % t22) + k48)))))));
    t15 = ((t21 << (t27 + k49)) << ((((long long)(t14 / (((long long)t16) % t29))) % (t20 <= t20)) / (x8 | ((long long)(t24 * (t34 + k50))))));
    t16 = ((t21 && (t31 && ((((long long)t15) % 1073741822) / (((t12 * t27) % ((long long)x1)) + k51)))) / (1348493803097570663L % (((x3 % ((((t14 * x9) && t15) / x9) - x3)) && x8) + k52)));
    t17 = ((3128493148U % t11) % (x9 / t21));
    t18 = ((((-3867580156274746.0 * (x4 == t18)) && (2 <= (t24 * t37))) / ((((x1 <= t36) * 18446744073709551611ULL) * t17) + k53)) * (t14 * ((t20 - t22) * 3516087837U)));
    t19 = (((((long long)x5) + k55) << (t19 == (((1UL <= x2) / -753048799) | ((long long)(((x3 % (t18 + k54)) * t37) * t14))))) / (((((1879638271 <= t27) == (-9223372036854775807L <= -8)) * (x5 - t33)) && ((t16 <= ((((t23 / t11) - -1590467993769756528L) - ((9223372036854775807ULL + k56) == x5)) + k57)) | (9655771769776249663UL && (t23 <= ((((long long)t24) | 1073741822UL) % 18446744073709551615UL))))) + k58));
    t20 = ((((((t11 % t36) == (3138978557U - (t38 <= t30))) * t39) | t22) == ((((((t32 % (x4 <= t29)) / ((((long long)t16) | ((long long)t14)) == x8)) | t37) << (x8 % 3UL)) == ((x8 << (((long long)t35) + k59)) % t29)) && ((t29 && (x0 - t23)) - -1420170623))) << (((t27 <= t27) == x2) && x7));
    t21 = ((((x5 - (-6320307043638392659L + k60)) == ((t13 <= (2 << t21)) - ((((long long)t28) << t21) <= 2147483647))) % ((t33 | 17ULL) > (((t17 - t16) == (t12 % x6)) == x4))) | t31);
    t22 = ((t13 / (x3 <= x9)) == (((5U <= t21) <= x5) - (t19 && (x8 / x2))));
    t23 = ((x7 << (x4 % (t18 + k61))) == (((9223372036854775808UL % ((t27 % (t34 / (t18 != t15))) % t33)) / (t21 > t18)) * (1048576 % (t37 << ((x0 % 558861435) + k62)))));
    t24 = (((t35 * (t15 == (5875149174380239954UL + k63))) - (((t11 - (((x2 - t21) * x2) % (t19 * 18446744073709551605ULL))) % ((long long)t15)) * (x2 && (t15 - t20)))) && ((((x6 / (t19 << t12)) / (t39 % (t26 - ((x7 == x2) % (17531929247697147337ULL << t11))))) && t28) == -13L));
    t25 = (((((-2147483647 | ((long long)t14)) | -2173220187158630449L) % (((long long)t16) + k64)) + k67) << ((x8 <= ((x4 / t11) << ((long long)(t14 / t30)))) * ((((long long)(((x8 << t21) - t14) / ((x6 | 4294967293U) + k65))) << ((x7 / ((t14 * 13.0) == t24)) + k66)) % ((((long long)t30) << t31) != ((51552231 / t19) % (131072 | x3))))));
    t26 = (((t39 / t33) << (((long long)(t27 - (t37 - t14))) + k68)) * (((t15 - (((x6 + k69) <= (t18 - t10)) % (((t24 == 1UL) << (t25 + k70)) + k71))) + k76) / ((((long long)t35) % t32) % (((t26 - (t30 == t26)) | ((long long)x5)) % (((long long)((((t25 + k72) + k74) / (t16 + k73)) * 9UL)) + k75)))));
    t27 = ((((long long)(t10 - x5)) + k78) << (t38 + k77));
    t28 = ((t27 - (x6 << (((long long)(t33 * x5)) + k79))) == ((((long long)t10) | t19) % (((x9 / 3348834764U) / (((t13 % (x8 - x9)) == (x4 * t16)) % 9223372036854775806ULL)) + k80)));
    t29 = (((t29 % 15100549411063790656ULL) == (((((x8 - t35) == t10) && (t26 | (x5 && (((t29 | t22) <= (t16 && 3644237813U)) - t18)))) <= ((((t19 - t34) <= t37) == x3) / (((t17 && t21) && t12) + k81))) && x7)) << (((((long long)-5.0) >> 4U) - ((t17 - (t15 <= t37)) << t26)) / (x6 / x3)));
    t30 = ((((5951291811604523060ULL % ((long long)(t28 - x4))) << ((((long long)t28) << t11) && (t26 | t12))) << (4294967277U % x3)) + k82);
    t31 = ((((((t31 << (t38 + k83)) << (t37 <= (x4 && x0))) | (t23 * ((((long long)x1) << (2147483646 + k84)) <= t13))) == (t21 | (t37 % 18446744073709551599UL))) <= t27) == (2422036189999928.0 == ((t36 <= 18446744073709551602UL) - (((2144048360 <= (t14 * (t16 * (5173674967602495719L + k85)))) == (x4 << ((((t11 | t38) / (t29 + k86)) - t20) + k87))) - (((x3 && (t23 <= t16)) <= (t36 % (t13 + k88))) * t26)))));
    t32 = (((t19 - (x7 << t39)) - ((t11 << (t25 && t11)) - ((t11 % (t20 + k89)) % (((long long)t24) | x3)))) % ((((t11 % t36) <= ((18334572894758241143UL % (x8 + k90)) / (t31 + k91))) && ((((t38 * 1UL) + k94) + k95) / (((-20.0 - (18446744073709551614ULL + k92)) * (-7664947920902427970L >> (t25 + k93))) / (4ULL | t22)))) <= ((140737488355328ULL / t19) == 7483956045487093816L)));
    t33 = (t29 % (((((x9 && t35) == t27) == (t29 / t34)) % ((long long)((t35 + k97) / (t27 + k96)))) / (-2706578706661914.0 != (x2 <= (2UL && 13349362639947112120ULL)))));
    t34 = (((((t19 | (x6 / (x9 | ((long long)t10)))) + k98) + k99) / t30) == ((t10 - ((18446744073709551614ULL == (t11 % (t19 && x4))) << (((long long)(t28 - ((-3 <= t10) << ((long long)t14)))) + k100))) == (t37 * (((long long)(t28 - (x6 + k101))) >> (((t36 == t38) | t34) + k102)))));
    t35 = (t39 % ((((long long)(t35 - t38)) | t34) % ((long long)(((t37 | -9223372036854775807L) + k103) * t10))));
    t36 = ((((t28 / ((x2 | x9) + k104)) / (18446744073709551615ULL + k105)) && ((((x4 << ((2147483649U - (x5 <= (-3 | t38))) + k106)) % (t11 <= (-2147483647 - 1))) == (t18 == t36)) << ((t30 - ((x4 * (1125899906842624UL <= (t15 - t37))) == t21)) <= (4U % (x9 % (t13 + k107)))))) << (((((t19 << ((t19 <= -385727760) == x1)) | (8190 << ((long long)t35))) - t23) | ((long long)x1)) + k108));
    t37 = ((((t11 == t39) * 18446744073709551612ULL) - t20) == (x7 << (((long long)-1023468153926525.0) + k109)));
    t38 = (270572080 <= ((t38 && ((1073741824 | x7) % (((((long long)t24) % 12844248598927700701UL) | ((long long)t16)) + k110))) % ((t22 / 18446744073709551603ULL) != (((13745877630350938071ULL == t32) && (t24 - t17)) == ((((long long)t16) << (t12 <= (4294967278U == t12))) % t38)))));
    t39 = (((1L % (1073741822 != ((t26 == t11) << (t21 % (t23 + k111))))) % (t38 | (((t15 <= 1UL) | t34) % x0))) * ((t16 && t14) % (t27 + k112)));

    if (t10 != 61.0) { printf("NG t10 %.1Lf\n", (long double)t10); failed++; }
    if (t11 != 1ULL) { printf("NG t11 %llu\n", (unsigned long long)t11); failed++; }
    if (t12 != 0ULL) { printf("NG t12 %llu\n", (unsigned long long)t12); failed++; }
    if (t13 != 0) { printf("NG t13 %llu\n", (unsigned long long)t13); failed++; }
    if (t14 != 0.0) { printf("NG t14 %.1Lf\n", (long double)t14); failed++; }
    if (t15 != 351843720888320.0) { printf("NG t15 %.1Lf\n", (long double)t15); failed++; }
    if (t16 != 0.0) { printf("NG t16 %.1Lf\n", (long double)t16); failed++; }
    if (t17 != 0) { printf("NG t17 %lld\n", (long long)t17); failed++; }
    if (t18 != 0) { printf("NG t18 %lld\n", (long long)t18); failed++; }
    if (t19 != 255) { printf("NG t19 %llu\n", (unsigned long long)t19); failed++; }
    if (t20 != 0) { printf("NG t20 %lld\n", (long long)t20); failed++; }
    if (t21 != 18L) { printf("NG t21 %lld\n", (long long)t21); failed++; }
    if (t22 != 1U) { printf("NG t22 %llu\n", (unsigned long long)t22); failed++; }
    if (t23 != 0L) { printf("NG t23 %lld\n", (long long)t23); failed++; }
    if (t24 != 0.0) { printf("NG t24 %.1Lf\n", (long double)t24); failed++; }
    if (t25 != 2282527829549920148UL) { printf("NG t25 %llu\n", (unsigned long long)t25); failed++; }
    if (t26 != 0) { printf("NG t26 %lld\n", (long long)t26); failed++; }
    if (t27 != 0U) { printf("NG t27 %llu\n", (unsigned long long)t27); failed++; }
    if (t28 != 0.0) { printf("NG t28 %.1Lf\n", (long double)t28); failed++; }
    if (t29 != 0) { printf("NG t29 %lld\n", (long long)t29); failed++; }
    if (t30 != 48373.0) { printf("NG t30 %.1Lf\n", (long double)t30); failed++; }
    if (t31 != 0UL) { printf("NG t31 %llu\n", (unsigned long long)t31); failed++; }
    if (t32 != 0ULL) { printf("NG t32 %llu\n", (unsigned long long)t32); failed++; }
    if (t33 != 0) { printf("NG t33 %lld\n", (long long)t33); failed++; }
    if (t34 != 1UL) { printf("NG t34 %llu\n", (unsigned long long)t34); failed++; }
    if (t35 != 7.0) { printf("NG t35 %.1Lf\n", (long double)t35); failed++; }
    if (t36 != 0) { printf("NG t36 %lld\n", (long long)t36); failed++; }
    if (t37 != 0U) { printf("NG t37 %llu\n", (unsigned long long)t37); failed++; }
    if (t38 != 0) { printf("NG t38 %lld\n", (long long)t38); failed++; }
    if (t39 != 0UL) { printf("NG t39 %llu\n", (unsigned long long)t39); failed++; }
    printf("arith: %d of 30 checks failed\n", failed);
    return 0;
}
