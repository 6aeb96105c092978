#include <stdio.h>

/* reportsmith arith generator (Random Testing of Arithmetic Optimization): seed 5005; operators + - * / % << < != & ^ && max; types unsigned char, unsigned int, unsigned long, long long, unsigned long long, long double */
static unsigned char x0 = 255;
unsigned char x3 = 248;
static unsigned int x4 = 1093325612U;
volatile unsigned long x5 = 15UL;
unsigned int x6 = 32U;
const unsigned long x7 = 18446744073709551611UL;
static long long x8 = -7LL;
const unsigned char x9 = 249;
unsigned long long t10 = 10251398197650859095ULL;
long double t13 = 7.0L;
unsigned char t14 = 130;
static long long t15 = -6076472604338811392LL;
static unsigned int t16 = 2670269397U;
unsigned long t18 = 15034803421763762723UL;
long long t21 = 8004394909749017586LL;
static long double t22 = 4611686018427387904.0L;
long double t24 = 2169535488475641684.0L;
static volatile unsigned int t25 = 1U;
static long double t27 = -2.0L;
volatile unsigned long t28 = 2UL;
static unsigned long t30 = 3879498834585731505UL;
static unsigned long long t32 = 4503599627370495ULL;
unsigned long t33 = 2113359579978852745UL;
unsigned long t34 = 0UL;
static unsigned char t35 = 19;
unsigned long t37 = 10UL;
static volatile unsigned long t39 = 18446744073709551615UL;
const volatile long double k44 = -754899237728149.0L;
static unsigned int k45 = 3201641698U;
static volatile unsigned long long k48 = 12515ULL;
unsigned int k49 = 4294967172U;
static unsigned long long k52 = 44311ULL;
const long double k53 = -1.0L;
static unsigned int k54 = 4294967272U;
const unsigned long long k56 = 92ULL;
static int k58 = 13;
unsigned long k59 = 1393846875UL;
const unsigned int k63 = 4294967050U;
unsigned long k65 = 6125092707945083952UL;
static unsigned int k69 = 6U;
static long double k74 = -255.0L;
unsigned long long k75 = 6264ULL;
long double k76 = 213370607650759679.0L;
const unsigned long long k78 = 14933ULL;
static unsigned long long k81 = 42ULL;
unsigned long k84 = 18446744073709445051UL;

int main(void)
{
    static unsigned int x1 = 409861180U;
    static long double x2 = 596756539897099429.0L;
    static unsigned char t11 = 15;
    static volatile unsigned long t12 = 8065975078318730462UL;
    static unsigned long t17 = 18446744073709551602UL;
    static long long t19 = -13LL;
    unsigned long long t20 = 18446744073709551615ULL;
    static long double t23 = 6472427563769129464.0L;
    unsigned int t26 = 11288754U;
    static unsigned long long t29 = 5062588996653791390ULL;
    static unsigned int t31 = 4294967287U;
    static unsigned long t36 = 5UL;
    static long long t38 = -3197153307136256824LL;
    const unsigned int k40 = 4294967069U;
    volatile unsigned long k41 = 5407461923017909011UL;
    static unsigned long k42 = 1UL;
    unsigned long k43 = 18446744073709551385UL;
    const unsigned long k46 = 20882UL;
    volatile unsigned long k47 = 20UL;
    static int k50 = 6;
    static const unsigned long long k51 = 5332686949770219992ULL;
    unsigned int k55 = 3201641961U;
    static unsigned int k57 = 4294967088U;
    unsigned long long k60 = 3197153307136256829ULL;
    static unsigned int k61 = 181408555U;
    static const unsigned long long k62 = 7263907065277436558ULL;
    unsigned long k64 = 14567245239123820150UL;
    static unsigned long long k66 = 464183337172215098ULL;
    static const unsigned long long k67 = 18446744073709551381ULL;
    long long k68 = 9LL;
    static unsigned long k70 = 193UL;
    static volatile unsigned long long k71 = 15171469817076678979ULL;
    static unsigned long k72 = 14567245239123820153UL;
    static unsigned long long k73 = 18446744073709499653ULL;
    unsigned long long k77 = 197ULL;
    const long double k79 = -7228.0L;
    static volatile unsigned long long k80 = 11674119178739658749ULL;
    unsigned long long k82 = 8857320889964899623ULL;
    unsigned long k83 = 57369UL;
    static volatile unsigned long long k85 = 4ULL;
    int failed = 0;

    t10 = (4294967284U > (((((x2 && (t26 << (x0 + k40))) ^ x7) << ((((-7098961157255234150LL < 18446744073709551614ULL) < t11) > 13039282150691642662UL ? ((-7098961157255234150LL < 18446744073709551614ULL) < t11) : 13039282150691642662UL) + k41)) != (((t21 - t39) & (t35 % 8U)) % (x7 * 8194ULL))) + x3) ? 4294967284U : (((((x2 && (t26 << (x0 + k40))) ^ x7) << ((((-7098961157255234150LL < 18446744073709551614ULL) < t11) > 13039282150691642662UL ? ((-7098961157255234150LL < 18446744073709551614ULL) < t11) : 13039282150691642662UL) + k41)) != (((t21 - t39) & (t35 % 8U)) % (x7 * 8194ULL))) + x3));
    t11 = ((((t11 && ((t28 & t26) - t33)) & ((t27 != t28) << (t39 + k42))) << ((x9 ^ (t12 % x5)) + k43)) ^ ((((t24 < 13UL) < -12.0L) < 18446744073709551613UL) / ((x7 * 9223372036854775807ULL) / (((long long)-17.0L) & (-7LL & t36)))));
    t12 = ((((t10 != (((((t35 * ((t23 + k44) / t32)) && (t17 * (1873470732U << (x4 + k45)))) ^ (-1798148655 & (t36 + t14))) != (1644473071 != 2919502551790137336ULL)) && (5U != x8))) % (t34 ^ x3)) > (((x1 % t25) != (t23 + (x7 + k46))) != ((32769ULL < 4294967295U) & (((t28 * t39) != t35) % (9223372036854775807ULL - (((long long)t22) % (t12 << t35)))))) ? ((t10 != (((((t35 * ((t23 + k44) / t32)) && (t17 * (1873470732U << (x4 + k45)))) ^ (-1798148655 & (t36 + t14))) != (1644473071 != 2919502551790137336ULL)) && (5U != x8))) % (t34 ^ x3)) : (((x1 % t25) != (t23 + (x7 + k46))) != ((32769ULL < 4294967295U) & (((t28 * t39) != t35) % (9223372036854775807ULL - (((long long)t22) % (t12 << t35))))))) != (t10 > 2097154U ? t10 : 2097154U));
    t13 = ((((587480573 / t32) / ((t10 && 7) - t30)) > ((3098072896U && 2251799813685249LL) + (t17 / ((4294967278U << (t17 + k47)) && ((12LL != 2U) != (t16 % t17))))) ? ((587480573 / t32) / ((t10 && 7) - t30)) : ((3098072896U && 2251799813685249LL) + (t17 / ((4294967278U << (t17 + k47)) && ((12LL != 2U) != (t16 % t17)))))) + k48);
    t14 = (t20 * (t29 + (((1UL << (t14 + k49)) / t17) < x4)));
    t15 = (x8 & (t29 < t14));
    t16 = ((((t25 + ((x7 / t10) > (t23 > t13 ? t23 : t13) ? (x7 / t10) : (t23 > t13 ? t23 : t13))) / ((t33 != (((long long)((x1 - t35) + t24)) ^ t21)) && (x1 > t21 ? x1 : t21))) - 2147483646) < (((x6 % (x6 && t38)) + 9223372036854775807LL) * ((x3 - t17) != ((((7399859323617298505ULL / (t11 + k50)) * x3) - ((x6 && 18446744073709551606ULL) ^ ((long long)(t21 > x2 ? t21 : x2)))) - t22))));
    t17 = (((t37 - t24) > (((5332686949770157688ULL ^ t19) > t33 ? (5332686949770157688ULL ^ t19) : t33) + k51) ? (t37 - t24) : (((5332686949770157688ULL ^ t19) > t33 ? (5332686949770157688ULL ^ t19) : t33) + k51)) + (((t35 ^ (18446744073709551598ULL > t26 ? 18446744073709551598ULL : t26)) > x3 ? (t35 ^ (18446744073709551598ULL > t26 ? 18446744073709551598ULL : t26)) : x3) + k52));
    t18 = ((((t33 + k53) / (8.0L - ((2UL != (-2147483647 - 1)) & ((t28 * (t23 != t34)) % t29)))) < (18446744073709551596UL != (x7 - (t13 && t30)))) - ((t28 & ((long long)t24)) << ((((t35 != t27) << (x6 + k54)) ^ x4) + k55)));
    t19 = (t10 - (-7360421266637629021.0L > ((t33 % (x7 > t28 ? x7 : t28)) != (18446744073709551609ULL > t18 ? 18446744073709551609ULL : t18)) ? -7360421266637629021.0L : ((t33 % (x7 > t28 ? x7 : t28)) != (18446744073709551609ULL > t18 ? 18446744073709551609ULL : t18))));
    t20 = (t23 + t38);
    t21 = ((((t35 != x2) << (t13 != t36)) / (((((t13 && t25) - t34) * t26) / t38) + k56)) + ((t14 && (13ULL << (x0 + k57))) % (((9UL - (x7 * ((t33 * t18) - t32))) > (x4 & ((t39 & 262144UL) + (((t20 * t25) - t10) % ((long long)(t28 * (t25 > t27 ? t25 : t27)))))) ? (9UL - (x7 * ((t33 * t18) - t32))) : (x4 & ((t39 & 262144UL) + (((t20 * t25) - t10) % ((long long)(t28 * (t25 > t27 ? t25 : t27))))))) > t37 ? ((9UL - (x7 * ((t33 * t18) - t32))) > (x4 & ((t39 & 262144UL) + (((t20 * t25) - t10) % ((long long)(t28 * (t25 > t27 ? t25 : t27)))))) ? (9UL - (x7 * ((t33 * t18) - t32))) : (x4 & ((t39 & 262144UL) + (((t20 * t25) - t10) % ((long long)(t28 * (t25 > t27 ? t25 : t27))))))) : t37)));
    t22 = (((t32 + ((t29 & (t26 && ((t20 & (t10 > (0U ^ t33) ? t10 : (0U ^ t33))) - 18446744073709551613UL))) / (((t12 / t35) / (((x7 & ((long long)t23)) && (((long long)131074.0L) % (t16 > t15 ? t16 : t15))) + k58)) + k59))) * (((long long)-2549436522759753845.0L) ^ (((x6 < x9) - ((t17 & (t23 != x8)) + 9223372036854775808ULL)) % (((t10 != ((t33 << (t38 + k60)) ^ ((long long)t13))) / ((t26 + t11) & (x0 > t26 ? x0 : t26))) + k61)))) + k62);
    t23 = ((((x8 * t15) && t38) < t10) & ((((t18 * x4) / t37) > t26 ? ((t18 * x4) / t37) : t26) & (t35 << (x0 + k63))));
    t24 = ((((((6ULL && (t34 != t13)) != (t21 + 19)) & t12) != (((t37 && 2097154LL) + 3ULL) * x7)) != (((t15 << t25) - t20) / (t18 >= (((t12 % t26) < (t21 % (x4 ^ t30))) * x0)))) & ((1767351858238420832LL != (t25 * t12)) ^ (((long long)x2) ^ x3)));
    t25 = ((t30 != (t32 != (x0 && x0))) - ((t32 * t27) > (t18 << t25) ? (t32 * t27) : (t18 << t25)));
    t26 = (((x6 > ((t10 != t26) != 20) ? x6 : ((t10 != t26) != 20)) - (x4 + x6)) << ((t23 != -7LL) != (((((t12 << (t30 + k64)) % t14) < ((((-4341788259866927648LL >> (12321651365764467712UL + k65)) + (((long long)-20.0L) ^ x9)) + k66) << ((long long)t23))) * x0) && (0 * t12))));
    t27 = (t21 % ((((((-13LL ^ 2147483646U) != t37) > t34 ? ((-13LL ^ 2147483646U) != t37) : t34) && 1LL) & ((t17 && t29) % x9)) << ((13 & ((long long)(t24 * t33))) & ((t34 != t23) ^ (15UL / x0)))));
    t28 = ((((((t16 - x3) << ((x0 - t15) + k67)) & t34) / ((4294967290U && (((long long)t13) % (((long long)t24) + k68))) < (6U - x3))) * t28) & (((t36 ^ t10) < (1073741822 & x4)) != (((t18 ^ ((long long)x2)) != (t35 < t24)) * (((x8 ^ ((long long)2147483648.0L)) >> (3.0L != (2147483646U != ((t25 * t16) & ((17LL > 1073741825 ? 17LL : 1073741825) ^ (t29 & ((long long)t24))))))) < (t25 % (0U + k69))))));
    t29 = (((x5 != t34) & ((t27 != (((((long long)(t23 > t13 ? t23 : t13)) & x6) != ((t34 << t15) - (11889051U + ((x9 + t20) < x0)))) < ((((t16 ^ t26) != t32) % (t18 + k70)) & t20))) > (((t32 ^ t33) % x9) && t15) ? (t27 != (((((long long)(t23 > t13 ? t23 : t13)) & x6) != ((t34 << t15) - (11889051U + ((x9 + t20) < x0)))) < ((((t16 ^ t26) != t32) % (t18 + k70)) & t20))) : (((t32 ^ t33) % x9) && t15))) % (((long long)t22) % ((x7 & 18446744073709551615ULL) / ((((long long)t22) << (t20 + k71)) << (t30 + k72)))));
    t30 = ((((((t34 < ((t30 != 1048577UL) != t32)) & (t25 + (t25 % ((long long)t13)))) < (t28 & ((long long)t22))) > t20 ? (((t34 < ((t30 != 1048577UL) != t32)) & (t25 + (t25 % ((long long)t13)))) < (t28 & ((long long)t22))) : t20) & t20) && ((t16 * (x4 << (x9 / 9223372036854775807ULL))) / (t16 ^ (((long long)t13) ^ ((long long)t13)))));
    t31 = ((((long long)(t19 > -1139000587888851012.0L ? t19 : -1139000587888851012.0L)) & ((((t16 << (((long long)t22) + k73)) > t32 ? (t16 << (((long long)t22) + k73)) : t32) < ((t35 > t38 ? t35 : t38) * t39)) ^ ((t31 & ((t29 < ((x0 + k74) / t22)) && t14)) - (-1353615329 != t22)))) != (t14 % ((2097154LL > t12 ? 2097154LL : t12) && (((t18 / (1UL < t37)) - 16ULL) ^ (((long long)t24) & 134217729U)))));
    t32 = (((x8 / x6) % ((((t37 > t30 ? t37 : t30) < t10) & (x8 % ((1073741824 ^ ((long long)4611686018427387903.0L)) * t39))) + k75)) % x9);
    t33 = ((((t13 != x9) > t36 ? (t13 != x9) : t36) ^ ((((t38 ^ t19) ^ t10) << (((((t23 > t14 ? t23 : t14) != t11) - (((long long)t27) & t25)) ^ (x7 ^ (t38 / -3LL))) && ((t38 + k76) / (x2 - t24)))) & ((4611686018427387902LL * t20) * x8))) ^ (t18 << (1811526518434922300.0L && t37)));
    t34 = ((-4229689871878197619LL % ((((t32 > 0U ? t32 : 0U) * (t12 != t39)) / t31) + k77)) * (((((long long)((t22 + k79) / (18446744073709551602ULL + k78))) << ((2397865201821990139ULL * x9) + k80)) < (t30 * x6)) && x9));
    t35 = (((t10 ^ (t20 << (((long long)-9.0L) + k81))) & (t39 < (t36 < (((x0 > t11 ? x0 : t11) ^ (t30 << ((long long)t27))) && t22)))) < (((((long long)(((t16 != (18446744073709551609ULL & ((long long)x2))) << (((x2 != t38) ^ (t16 * x5)) ^ (t12 < x8))) - (((t14 != t32) ^ ((long long)t24)) - ((x6 + x9) + ((((long long)x2) & t12) - x2))))) % -7LL) + k82) << t32));
    t36 = (((((long long)t22) & (((long long)t22) % t10)) % (4294967294ULL ^ x5)) + (t21 % t12));
    t37 = ((((t25 != t20) ^ ((long long)t27)) > t34 ? ((t25 != t20) ^ ((long long)t27)) : t34) << (((t29 * ((t25 && 2047) > 3442708388U ? (t25 && 2047) : 3442708388U)) != (((t30 % t37) < x4) != t12)) && (((t11 < t34) > ((t15 % ((long long)-3.0L)) + (t16 & t29)) ? (t11 < t34) : ((t15 % ((long long)-3.0L)) + (t16 & t29))) * ((((x0 > t20 ? x0 : t20) & (t37 && t22)) * t36) != t30))));
    t38 = (((x5 && ((x5 ^ (t15 % (t18 + k83))) ^ x5)) * (t39 && ((x9 ^ t37) / (((long long)t22) ^ t32)))) % ((((((((long long)t24) << (t17 + k84)) * t39) ^ ((x1 % (t35 - x3)) < t23)) - (x3 && t24)) << ((t20 * ((t26 < t13) && t31)) * (x8 & ((x7 - t36) != t14)))) + k85));
    t39 = ((t14 - (((long long)t23) ^ 16)) & (((t16 > x4 ? t16 : x4) - t10) + (t31 + x5)));

    if (t10 != 4294967284ULL) { printf("NG t10 %llu\n", (unsigned long long)t10); failed++; }
    if (t11 != 0) { printf("NG t11 %llu\n", (unsigned long long)t11); failed++; }
    if (t12 != 1UL) { printf("NG t12 %llu\n", (unsigned long long)t12); failed++; }
    if (t13 != 12502.0L) { printf("NG t13 %.1Lf\n", (long double)t13); failed++; }
    if (t14 != 97) { printf("NG t14 %llu\n", (unsigned long long)t14); failed++; }
    if (t15 != 0LL) { printf("NG t15 %lld\n", (long long)t15); failed++; }
    if (t16 != 1U) { printf("NG t16 %llu\n", (unsigned long long)t16); failed++; }
    if (t17 != 106615UL) { printf("NG t17 %llu\n", (unsigned long long)t17); failed++; }
    if (t18 != 0UL) { printf("NG t18 %llu\n", (unsigned long long)t18); failed++; }
    if (t19 != 4294967283LL) { printf("NG t19 %lld\n", (long long)t19); failed++; }
    if (t20 != 3275274256632872640ULL) { printf("NG t20 %llu\n", (unsigned long long)t20); failed++; }
    if (t21 != 1LL) { printf("NG t21 %lld\n", (long long)t21); failed++; }
    if (t22 != 51985.0L) { printf("NG t22 %.1Lf\n", (long double)t22); failed++; }
    if (t23 != 0.0L) { printf("NG t23 %.1Lf\n", (long double)t23); failed++; }
    if (t24 != 0.0L) { printf("NG t24 %.1Lf\n", (long double)t24); failed++; }
    if (t25 != 1U) { printf("NG t25 %llu\n", (unsigned long long)t25); failed++; }
    if (t26 != 2108316072U) { printf("NG t26 %llu\n", (unsigned long long)t26); failed++; }
    if (t27 != 0.0L) { printf("NG t27 %.1Lf\n", (long double)t27); failed++; }
    if (t28 != 0UL) { printf("NG t28 %llu\n", (unsigned long long)t28); failed++; }
    if (t29 != 0ULL) { printf("NG t29 %llu\n", (unsigned long long)t29); failed++; }
    if (t30 != 1UL) { printf("NG t30 %llu\n", (unsigned long long)t30); failed++; }
    if (t31 != 1U) { printf("NG t31 %llu\n", (unsigned long long)t31); failed++; }
    if (t32 != 0ULL) { printf("NG t32 %llu\n", (unsigned long long)t32); failed++; }
    if (t33 != 2612246123213498501UL) { printf("NG t33 %llu\n", (unsigned long long)t33); failed++; }
    if (t34 != 0UL) { printf("NG t34 %llu\n", (unsigned long long)t34); failed++; }
    if (t35 != 1) { printf("NG t35 %llu\n", (unsigned long long)t35); failed++; }
    if (t36 != 51985UL) { printf("NG t36 %llu\n", (unsigned long long)t36); failed++; }
    if (t37 != 1UL) { printf("NG t37 %llu\n", (unsigned long long)t37); failed++; }
    if (t38 != 0LL) { printf("NG t38 %lld\n", (long long)t38); failed++; }
    if (t39 != 64UL) { printf("NG t39 %llu\n", (unsigned long long)t39); failed++; }
    printf("arith: %d of 30 checks failed\n", failed);
    return 0;
}
