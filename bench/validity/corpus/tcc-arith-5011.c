#include <stdio.h>

/* reportsmith arith generator (Random Testing of Arithmetic Optimization): seed 5011; operators * / % << >> < >= != || max; types char, unsigned char, unsigned short, long, unsigned long, double, long double */
volatile unsigned long x3 = 18446744073709551614UL;
static volatile unsigned long x5 = 9223372036854775806UL;
char x7 = 23;
static unsigned char x9 = 107;
long double t10 = 2.0L;
volatile unsigned short t11 = 28545;
static volatile char t13 = 117;
double t14 = 1205088796712027.0;
long double t15 = 3169032061034629071.0L;
static long t16 = 2264613632349664766L;
static double t19 = -4503599627370495.0;
static volatile long t20 = -5L;
static unsigned short t21 = 6;
static long double t25 = -3998939687471578091.0L;
static volatile long double t28 = 9223372036854775807.0L;
unsigned short t30 = 16;
static double t31 = 1435821936713910.0;
volatile unsigned char t33 = 127;
static long double t34 = 6087243620193753266.0L;
static char t36 = -4;
static volatile unsigned long t37 = 10650436819849109649UL;
static unsigned char t38 = 236;
unsigned long long k40 = 18445308251772837736ULL;
unsigned long k45 = 56447UL;
unsigned long k49 = 38087UL;
static volatile unsigned int k50 = 2147483674U;
static unsigned int k52 = 4294967216U;
unsigned long k53 = 18233729821589510839UL;
static unsigned long long k55 = 10215709024906119138ULL;
unsigned int k56 = 193626183U;
static unsigned int k59 = 4294967219U;
static const volatile unsigned int k64 = 47U;
static long double k65 = 3.0L;
static unsigned int k66 = 21U;
const volatile unsigned long long k68 = 9223372036854824534ULL;
double k70 = -1.0;
static const volatile double k76 = -4506.0;
const volatile unsigned long k77 = 7796307253860445403UL;
static unsigned long k78 = 34UL;
static volatile unsigned long long k79 = 3998939694398430292ULL;
unsigned long k80 = 13835058055282197845UL;
static volatile unsigned long long k82 = 10007432732739761828ULL;
volatile double k84 = -5.0;
static const unsigned long k86 = 13006UL;
const long double k87 = -2352067720776036551.0L;
volatile unsigned long long k88 = 9223372036854775814ULL;
const long double k91 = -2.0L;
volatile unsigned int k93 = 1263911745U;
unsigned long long k94 = 9223372036854775837ULL;
static unsigned long long k97 = 18446744073709486082ULL;
static unsigned long k100 = 59UL;
static const unsigned int k102 = 3278624965U;
static unsigned long long k103 = 1991643735169064ULL;
unsigned long k104 = 62483432616769171UL;
unsigned long k106 = 62483432616791497UL;
static volatile unsigned int k107 = 20U;
double k108 = 1076463317.0;
unsigned long k111 = 13835058055282163738UL;
static volatile unsigned long k118 = 62483432616743889UL;
const unsigned long k122 = 62483432616743452UL;
unsigned long k123 = 62483432616743453UL;
static const unsigned int k125 = 4294967192U;
static const long long k127 = 7LL;
static unsigned long k130 = 20487UL;
static volatile double k131 = -900412167409066.0;
static volatile long long k132 = 1752071183LL;
unsigned long k133 = 13835058055282176807UL;

int main(void)
{
    static const char x0 = 72;
    long x1 = -9223372036854775807L;
    static unsigned char x2 = 255;
    static double x4 = 4503599627370494.0;
    static unsigned char x6 = 2;
    const char x8 = 61;
    unsigned long t12 = 18446744073709551598UL;
    unsigned long t17 = 3UL;
    static long double t18 = 9223372036854775806.0L;
    char t22 = 1;
    volatile double t23 = 2251799813685248.0;
    unsigned char t24 = 43;
    static long double t26 = 8439311340969789817.0L;
    unsigned char t27 = 0;
    static volatile unsigned long t29 = 307051536948585264UL;
    unsigned short t32 = 65522;
    volatile unsigned long t35 = 18446744073709551613UL;
    static double t39 = 12.0;
    volatile unsigned long long k41 = 18442240474082181126ULL;
    volatile unsigned int k42 = 4294959561U;
    volatile unsigned long k43 = 9223372036854817820UL;
    static int k44 = 163;
    const volatile unsigned long k46 = 44346384337462241UL;
    unsigned int k47 = 4294967182U;
    unsigned int k48 = 4294967064U;
    static unsigned int k51 = 577668518U;
    unsigned int k54 = 4294967041U;
    const unsigned int k57 = 4294967228U;
    static const unsigned long long k58 = 18445308251772837727ULL;
    static volatile unsigned long long k60 = 18446744073709535246ULL;
    unsigned long long k61 = 9223372036854775817ULL;
    long double k62 = -7.0L;
    unsigned long k63 = 63707UL;
    const long k67 = 165590986L;
    const unsigned long long k69 = 18442240474082181168ULL;
    unsigned long k71 = 55792UL;
    static volatile unsigned long k72 = 13835058055282163749UL;
    unsigned long long k73 = 9ULL;
    unsigned long long k74 = 9223372036854775868ULL;
    static volatile unsigned long k75 = 4509UL;
    unsigned long k81 = 62483432616776247UL;
    static long k83 = 1L;
    static long double k85 = -1.0L;
    unsigned long k89 = 18446744073709551574UL;
    int k90 = 167;
    unsigned long k92 = 17UL;
    unsigned long k95 = 18446744073701163008UL;
    const unsigned long k96 = 9223372036854775843UL;
    static int k98 = 10555;
    static unsigned long long k99 = 18442240474082181131ULL;
    volatile long long k101 = 1LL;
    volatile unsigned long k105 = 22225UL;
    static const unsigned long long k109 = 4045125989ULL;
    const volatile unsigned int k110 = 4294967079U;
    volatile unsigned int k112 = 95U;
    volatile unsigned long k113 = 9223372036854776064UL;
    int k114 = 1660752523;
    static unsigned long k115 = 7796307253860441983UL;
    long long k116 = 11LL;
    static const unsigned int k117 = 4294967073U;
    static const int k119 = 245;
    unsigned long k120 = 9223372036854775826UL;
    unsigned long long k121 = 9223372036854775820ULL;
    static unsigned long k124 = 16424029706694715594UL;
    static unsigned long k126 = 262UL;
    unsigned long k128 = 11063UL;
    volatile unsigned long k129 = 11UL;
    int failed = 0;

    t10 = ((((((t21 * x0) >> (((long long)t31) + k40)) > (t21 >> (((long long)x4) + k41)) ? ((t21 * x0) >> (((long long)t31) + k40)) : (t21 >> (((long long)x4) + k41))) >= (x6 % ((x3 != t12) || t21))) << ((((t33 > t33 ? t33 : t33) * x8) > ((x1 >= x2) < (4102959074199385.0 || t29)) ? ((t33 > t33 ? t33 : t33) * x8) : ((x1 >= x2) < (4102959074199385.0 || t29))) + k42)) != (-5 % (((t11 * t22) % (((x4 < ((x1 + k43) > x4 ? (x1 + k43) : x4)) * t21) + k44)) || t11)));
    t11 = ((((10749060662361963703UL / t33) >= (-956027918 || t32)) || t20) << (((x2 < x9) % ((-2147483647 - 1) > (-1017600666 % -2328563233985306660L) ? (-2147483647 - 1) : (-1017600666 % -2328563233985306660L))) % ((long long)t26)));
    t12 = (((long long)t28) >> ((t24 / (t34 >= (x3 + k45))) || ((((long long)(((-3192939672294963837L / x0) + k46) > t39 ? ((-3192939672294963837L / x0) + k46) : t39)) >> ((((x6 % (t33 != x5)) != t25) << (((x0 << t30) || -4L) << (t13 + k47))) + k48)) || ((((long long)(t10 > (t12 + k49) ? t10 : (t12 + k49))) >> (t22 || ((t26 >= t25) << ((long long)t39)))) * x6))));
    t13 = (x5 << t21);
    t14 = ((((long long)t15) % ((long long)t31)) != (((-577668495 + k51) << (((t37 || x5) * (-2147483647 - 1)) + k50)) * ((((t37 < (t28 >= x7)) << (x9 + k52)) >> ((x2 / (((t25 != -15L) != ((x7 >> (213014252120040804L + k53)) > (t21 || x8) ? (x7 >> (213014252120040804L + k53)) : (t21 || x8))) || t30)) + k54)) > x1 ? (((t37 < (t28 >= x7)) << (x9 + k52)) >> ((x2 / (((t25 != -15L) != ((x7 >> (213014252120040804L + k53)) > (t21 || x8) ? (x7 >> (213014252120040804L + k53)) : (t21 || x8))) || t30)) + k54)) : x1)));
    t15 = (x1 != ((((t36 + k56) << (((((long long)t26) + k55) << (1736056162 % t17)) != x1)) >> (((t27 << (x0 + k57)) >> (((long long)t31) + k58)) >= ((((((long long)-12.0) >> (x9 + k59)) || t16) << (((long long)16383.0) + k60)) != ((t22 << (((long long)t28) + k61)) >= (t16 >= (13L >> (18446744073709551613UL != x0))))))) / (t34 >= ((t16 > t33 ? t16 : t33) << (x2 != x8)))));
    t16 = (((t36 < ((t28 + k62) / x0)) >= (((x3 + k63) != t18) << (-18 + k64))) != ((((x7 / t33) > x5 ? (x7 / t33) : x5) >= t37) * (x1 * ((t16 / -1148352942) < (((-3.0L + k65) / 2147483647) / (t26 || (t38 != t14)))))));
    t17 = (((((long long)(t25 * (x1 >= x5))) >> (t21 % (t29 % ((long long)-9223372036854775806.0L)))) / ((t37 || (t38 > -19 ? t38 : -19)) || (t19 > t20 ? t19 : t20))) * ((((x6 < t27) >> (t36 + k66)) != ((((((x9 % t20) / t32) << t17) << (t33 || t21)) >= t25) || ((t37 || (1968566273 < t12)) < (t18 || 4)))) || ((18446744073709551615UL % (t16 + k67)) >> ((long long)(t10 / (-545498548 < x2))))));
    t18 = (((((4611686018427387903L >= (((((((long long)t18) >> ((long long)t15)) > t11 ? (((long long)t18) >> ((long long)t15)) : t11) > x5 ? ((((long long)t18) >> ((long long)t15)) > t11 ? (((long long)t18) >> ((long long)t15)) : t11) : x5) + k68) >= t39)) << (t12 != (t22 << t30))) || (((long long)t26) >> (((long long)x4) + k69))) >= ((((((724974310094326199UL < x9) >= -16) + k70) / 103460907733948.0) < ((x6 > t35 ? x6 : t35) + k71)) >= ((x7 % ((long long)t25)) >> (t12 + k72)))) * (((t35 % t21) % (14 >> ((((long long)t25) % t33) + k73))) || ((((long long)t39) % x7) < t28)));
    t19 = (((((t38 >= (t21 < x5)) * ((-11.0 || (((t33 / t12) >= t32) >= t11)) > ((t12 % (t36 < t14)) >> (((long long)t28) + k74)) ? (-11.0 || (((t33 / t12) >= t32) >= t11)) : ((t12 % (t36 < t14)) >> (((long long)t28) + k74)))) % (((((t35 + k75) + k76) / t19) || t39) != 1000694644963913252UL)) > 5UL ? (((t38 >= (t21 < x5)) * ((-11.0 || (((t33 / t12) >= t32) >= t11)) > ((t12 % (t36 < t14)) >> (((long long)t28) + k74)) ? (-11.0 || (((t33 / t12) >= t32) >= t11)) : ((t12 % (t36 < t14)) >> (((long long)t28) + k74)))) % (((((t35 + k75) + k76) / t19) || t39) != 1000694644963913252UL)) : 5UL) < (((((x1 < t13) / t37) % ((long long)t26)) / t12) || ((t32 >= t32) < (11.0L != 7UL))));
    t20 = ((((11UL / t30) * -1819968884) / ((t20 >> ((1 >= x7) << (((t37 + k77) < t23) || (t11 / x3)))) >> x7)) / (((((long long)t25) + k79) << (t20 + k78)) >= t11));
    t21 = ((((((long long)t23) % t12) != 4611686018427387902L) % ((x1 < ((t37 % x6) || x0)) == (x5 || t20))) << ((t31 / ((-484519051 > (t31 * x6) ? -484519051 : (t31 * x6)) != (t12 + k80))) != (t30 / ((t34 >= (t17 + k81)) << (t11 % 2147483647)))));
    t22 = (((x7 >> (((long long)t26) + k82)) * (t35 % (t20 + k83))) < (t16 > t14 ? t16 : t14));
    t23 = (((((12.0 + k84) / (t33 % (-2 * t36))) * (((t15 + k85) / t38) != (((long long)t10) >> t24))) < (x3 % ((long long)t28))) > (((((((t30 < 18446744073709551600UL) << ((long long)t10)) * t30) >> ((t25 >= (t35 + k86)) << (x6 << ((long long)t18)))) < t33) >> (t32 >= (((t10 * t26) + k87) / t34))) >= (t22 << (((long long)t28) + k88))) ? ((((12.0 + k84) / (t33 % (-2 * t36))) * (((t15 + k85) / t38) != (((long long)t10) >> t24))) < (x3 % ((long long)t28))) : (((((((t30 < 18446744073709551600UL) << ((long long)t10)) * t30) >> ((t25 >= (t35 + k86)) << (x6 << ((long long)t18)))) < t33) >> (t32 >= (((t10 * t26) + k87) / t34))) >= (t22 << (((long long)t28) + k88))));
    t24 = ((((18446744073709551612UL << (t33 || x0)) < ((33554431 / (x1 / 536870914)) != (x8 >= t15))) % (((t24 >> (t28 != t31)) * ((t27 % -11) >> ((0UL > (x0 * (t10 != (x9 > x4 ? x9 : x4))) ? 0UL : (x0 * (t10 != (x9 > x4 ? x9 : x4)))) + k89))) + k90)) > x6 ? (((18446744073709551612UL << (t33 || x0)) < ((33554431 / (x1 / 536870914)) != (x8 >= t15))) % (((t24 >> (t28 != t31)) * ((t27 % -11) >> ((0UL > (x0 * (t10 != (x9 > x4 ? x9 : x4))) ? 0UL : (x0 * (t10 != (x9 > x4 ? x9 : x4)))) + k89))) + k90)) : x6);
    t25 = ((((long long)-8.0) >> t27) || ((-2147483647 - 1) >= (x2 >> ((long long)t14))));
    t26 = (((long long)(((2.0L + k91) / x1) * ((7929866930116279966.0L != (t11 % (x2 >= x8))) > (((t11 >> (t35 + k92)) % t30) >= (t28 > ((t13 < t22) || x3) ? t28 : ((t13 < t22) || x3))) ? (7929866930116279966.0L != (t11 % (x2 >= x8))) : (((t11 >> (t35 + k92)) % t30) >= (t28 > ((t13 < t22) || x3) ? t28 : ((t13 < t22) || x3)))))) % (((-1159228335 + k93) << (t24 << ((long long)t15))) * (t14 || t16)));
    t27 = (((t16 >> (((long long)9223372036854775806.0L) + k94)) >= (t32 << (8388608L + k95))) / (((((t21 >= (18446744073709551606UL % x1)) << ((((long long)x4) >> (x1 + k96)) + k97)) << (t19 >= t20)) / ((t14 >= (t10 > t28 ? t10 : t28)) >= (t20 >= (t11 != t37)))) + k98));
    t28 = ((((long long)(((x6 / x3) || t37) > t15 ? ((x6 / x3) || t37) : t15)) << ((((long long)x4) % (t12 << ((long long)t26))) + k99)) < ((((t29 >> ((x3 > 256L ? x3 : 256L) + k100)) > ((t12 != 8275909591264227617.0L) << (t38 % (((long long)t23) + k101))) ? (t29 >> ((x3 > 256L ? x3 : 256L) + k100)) : ((t12 != 8275909591264227617.0L) << (t38 % (((long long)t23) + k101)))) % (t36 || t23)) / ((((2 * -237031513) > t13 ? (2 * -237031513) : t13) >> ((((long long)(t18 > (t30 != x4) ? t18 : (t30 != x4))) >> (1016342384 + k102)) != t28)) / (((617920061 >> (((long long)-1991643735169033.0) + k103)) % (x7 > 17 ? x7 : 17)) < (x5 > 524290 ? x5 : 524290)))));
    t29 = ((((-8 % t29) % ((x4 != (t17 + k104)) < t29)) / ((x0 < (t12 < t33)) >= (t26 / t25))) >= ((((t10 < t26) >= ((537644660222065135UL << x8) % ((long long)(-20.0 * (x3 + k105))))) != t14) < (t19 > t26 ? t19 : t26)));
    t30 = (((((long long)(((t17 * (t13 >= 1UL)) + k106) * ((x2 >> (9 || -1711142017)) / t15))) >> (x9 >> (t39 || 18446744073709551599UL))) >> ((-2022562966 * (t20 > ((t24 << (x6 >> (t36 + k107))) > (679790565 / (((long long)2251799813685248.0) << (((2147483647 >= x3) || x7) < ((-1076463317 + k108) / x4)))) ? (t24 << (x6 >> (t36 + k107))) : (679790565 / (((long long)2251799813685248.0) << (((2147483647 >= x3) || x7) < ((-1076463317 + k108) / x4))))) ? t20 : ((t24 << (x6 >> (t36 + k107))) > (679790565 / (((long long)2251799813685248.0) << (((2147483647 >= x3) || x7) < ((-1076463317 + k108) / x4)))) ? (t24 << (x6 >> (t36 + k107))) : (679790565 / (((long long)2251799813685248.0) << (((2147483647 >= x3) || x7) < ((-1076463317 + k108) / x4))))))) + k109)) * ((x5 >> (t38 + k110)) / (t36 >> (t12 + k111))));
    t31 = (t15 != (((long long)-2591699900100809.0) >> ((-19L >= 131070.0) != (t39 || t11))));
    t32 = (((((t15 || x0) >> ((t13 / x6) + k112)) * (t29 > (x2 >= 4503599627370495.0) ? t29 : (x2 >= 4503599627370495.0))) || ((t22 << ((t32 << ((long long)t18)) % ((long long)t18))) != (4L / ((((x2 < 1073741821) || (2047UL >= (-11 >> ((long long)t14)))) % (x3 || (((long long)t31) << ((t23 * (x5 + k113)) < t33)))) + k114)))) >> (t37 + k115));
    t33 = (((t28 < ((((((long long)t18) % t33) >= t30) >= ((t23 != t15) > 2 ? (t23 != t15) : 2)) != x8)) != t24) % (((long long)t26) + k116));
    t34 = ((((((t33 >> x7) << (t38 + k117)) * (((12 > x0 ? 12 : x0) >= ((((t17 + k118) != t31) < (t32 || 5956769125851460872L)) < (x8 / (t21 + k119)))) || (x4 || ((((t16 < x8) >> ((long long)t31)) || (t15 || 19L)) || t39)))) >= (x0 * (((2147483645 < x1) / t10) * x5))) != t24) != ((((long long)t19) << ((long long)t19)) * t19));
    t35 = (x7 >> ((t33 || ((t13 * t15) > t11 ? (t13 * t15) : t11)) << ((long long)(((x0 != 0UL) != t22) * t15))));
    t36 = ((((((long long)t19) << (x5 + k120)) >= (t13 >> ((t26 > t34 ? t26 : t34) < t39))) * (((t25 >= 1073741822L) >> t35) >= (t16 >> t11))) * ((((long long)((t20 / t36) / (t15 * t11))) << (((long long)(t10 > x5 ? t10 : x5)) + k121)) / 3484705675270515669.0L));
    t37 = ((((((((long long)(t10 / (t38 >= t28))) >> (t17 + k122)) >= (((long long)8796093022208.0) << ((t39 < ((t37 << (t17 + k123)) + k124)) > (t13 / x2) ? (t39 < ((t37 << (t17 + k123)) + k124)) : (t13 / x2)))) > (-12.0 || 2199023255554UL) ? ((((long long)(t10 / (t38 >= t28))) >> (t17 + k122)) >= (((long long)8796093022208.0) << ((t39 < ((t37 << (t17 + k123)) + k124)) > (t13 / x2) ? (t39 < ((t37 << (t17 + k123)) + k124)) : (t13 / x2)))) : (-12.0 || 2199023255554UL)) != x5) * (16 >= x4)) > (t16 / ((((((long long)t28) << (x9 + k125)) >> ((x9 * x3) + k126)) * t21) + k127)) ? (((((((long long)(t10 / (t38 >= t28))) >> (t17 + k122)) >= (((long long)8796093022208.0) << ((t39 < ((t37 << (t17 + k123)) + k124)) > (t13 / x2) ? (t39 < ((t37 << (t17 + k123)) + k124)) : (t13 / x2)))) > (-12.0 || 2199023255554UL) ? ((((long long)(t10 / (t38 >= t28))) >> (t17 + k122)) >= (((long long)8796093022208.0) << ((t39 < ((t37 << (t17 + k123)) + k124)) > (t13 / x2) ? (t39 < ((t37 << (t17 + k123)) + k124)) : (t13 / x2)))) : (-12.0 || 2199023255554UL)) != x5) * (16 >= x4)) : (t16 / ((((((long long)t28) << (x9 + k125)) >> ((x9 * x3) + k126)) * t21) + k127)));
    t38 = (4 % (x9 < 2850624058228632848UL));
    t39 = ((t17 != (((long long)((t26 / (t37 + k128)) > (t14 != (t24 << (x3 + k129))) ? (t26 / (t37 + k128)) : (t14 != (t24 << (x3 + k129))))) % (((long long)(((t13 / (t37 + k130)) + k131) / -4503599627370495.0)) + k132))) % ((long long)(2147483646 * (t19 > (t12 + k133) ? t19 : (t12 + k133)))));

    if (t10 != 1.0L) { printf("NG t10 %.1Lf\n", (long double)t10); failed++; }
    if (t11 != 1) { printf("NG t11 %llu\n", (unsigned long long)t11); failed++; }
    if (t12 != 4611686018427387903UL) { printf("NG t12 %llu\n", (unsigned long long)t12); failed++; }
    if (t13 != -128) { printf("NG t13 %lld\n", (long long)t13); failed++; }
    if (t14 != 1.0) { printf("NG t14 %.1Lf\n", (long double)t14); failed++; }
    if (t15 != 1.0L) { printf("NG t15 %.1Lf\n", (long double)t15); failed++; }
    if (t16 != 0L) { printf("NG t16 %lld\n", (long long)t16); failed++; }
    if (t17 != 18384260641092808208UL) { printf("NG t17 %llu\n", (unsigned long long)t17); failed++; }
    if (t18 != 1.0L) { printf("NG t18 %.1Lf\n", (long double)t18); failed++; }
    if (t19 != 0.0) { printf("NG t19 %.1Lf\n", (long double)t19); failed++; }
    if (t20 != 0L) { printf("NG t20 %lld\n", (long long)t20); failed++; }
    if (t21 != 0) { printf("NG t21 %llu\n", (unsigned long long)t21); failed++; }
    if (t22 != 1) { printf("NG t22 %lld\n", (long long)t22); failed++; }
    if (t23 != 0.0) { printf("NG t23 %.1Lf\n", (long double)t23); failed++; }
    if (t24 != 2) { printf("NG t24 %llu\n", (unsigned long long)t24); failed++; }
    if (t25 != 1.0L) { printf("NG t25 %.1Lf\n", (long double)t25); failed++; }
    if (t26 != 0.0L) { printf("NG t26 %.1Lf\n", (long double)t26); failed++; }
    if (t27 != 0) { printf("NG t27 %llu\n", (unsigned long long)t27); failed++; }
    if (t28 != 0.0L) { printf("NG t28 %.1Lf\n", (long double)t28); failed++; }
    if (t29 != 1UL) { printf("NG t29 %llu\n", (unsigned long long)t29); failed++; }
    if (t30 != 0) { printf("NG t30 %llu\n", (unsigned long long)t30); failed++; }
    if (t31 != 1.0) { printf("NG t31 %.1Lf\n", (long double)t31); failed++; }
    if (t32 != 0) { printf("NG t32 %llu\n", (unsigned long long)t32); failed++; }
    if (t33 != 1) { printf("NG t33 %llu\n", (unsigned long long)t33); failed++; }
    if (t34 != 1.0L) { printf("NG t34 %.1Lf\n", (long double)t34); failed++; }
    if (t35 != 11UL) { printf("NG t35 %llu\n", (unsigned long long)t35); failed++; }
    if (t36 != 0) { printf("NG t36 %lld\n", (long long)t36); failed++; }
    if (t37 != 0UL) { printf("NG t37 %llu\n", (unsigned long long)t37); failed++; }
    if (t38 != 0) { printf("NG t38 %llu\n", (unsigned long long)t38); failed++; }
    if (t39 != 1.0) { printf("NG t39 %.1Lf\n", (long double)t39); failed++; }
    printf("arith: %d of 30 checks failed\n", failed);
    return 0;
}
