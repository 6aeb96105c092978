#include <stdio.h>

/* reportsmith arith generator (Random Testing of Arithmetic Optimization): seed 5176; operators + - * % << >> == != && || min; types signed char, short, unsigned int, long long, long double */
static long long x3 = -8160201333547664871LL;
volatile long long x5 = 4611686018427387905LL;
static signed char x7 = -12;
long long x9 = -1122319317140238877LL;
unsigned int t11 = 1U;
long double t13 = 9223372036854775805.0L;
long double t17 = 4611686018427387902.0L;
static long double t18 = -20.0L;
signed char t22 = 127;
short t23 = -3;
unsigned int t26 = 2669682244U;
unsigned int t27 = 4294967292U;
static long long t31 = 1152921504606846978LL;
unsigned int t32 = 32770U;
static volatile unsigned int t33 = 8U;
long double t35 = 17.0L;
signed char t37 = -12;
long long t38 = 262145LL;
static unsigned long long k40 = 9223372036854775837ULL;
unsigned long long k41 = 18446744073709289481ULL;
static unsigned int k42 = 4294967203U;
static unsigned int k44 = 29U;
const unsigned long long k45 = 21ULL;
static volatile unsigned int k46 = 4294967177U;
unsigned int k47 = 21U;
long double k48 = -5.0L;
unsigned int k49 = 4294967059U;
volatile unsigned int k50 = 1630174778U;
static unsigned int k53 = 4292870145U;
static unsigned int k56 = 1630174794U;
volatile unsigned long long k57 = 1837144940ULL;
static unsigned long long k58 = 17293822569102704651ULL;
const volatile long double k59 = -70368744046595.0L;
unsigned int k61 = 2664792680U;
unsigned int k62 = 4294950917U;
static unsigned long long k63 = 10286542740161886737ULL;
unsigned int k65 = 3952804023U;
static volatile long long k66 = 43481LL;
static unsigned int k68 = 3952804003U;
volatile long double k69 = -70368744144899.0L;
unsigned long long k70 = 18446181123756130332ULL;
static unsigned int k72 = 2664792675U;
static unsigned int k74 = 4294934553U;
static unsigned int k75 = 65U;
const unsigned long long k76 = 17ULL;
unsigned int k79 = 2662062804U;
const unsigned long long k81 = 1122319317140238888ULL;
const volatile int k82 = 187;
unsigned long long k85 = 13835058055282163717ULL;
const unsigned int k86 = 4294967259U;
unsigned long long k87 = 18446744073367388355ULL;

int main(void)
{
    const long long x0 = -7LL;
    static const unsigned int x1 = 2097153U;
    static signed char x2 = 64;
    static signed char x4 = -15;
    const unsigned int x6 = 342163294U;
    volatile signed char x8 = 127;
    static short t10 = 16381;
    short t12 = -6567;
    static long double t14 = 4611686018427387904.0L;
    volatile long double t15 = 9.0L;
    long long t16 = 1LL;
    static long double t19 = 2.0L;
    static volatile signed char t20 = -17;
    volatile unsigned int t21 = 4294967289U;
    long double t24 = -5.0L;
    short t25 = 16383;
    static long double t28 = 562949953421312.0L;
    unsigned int t29 = 2664792534U;
    static short t30 = 16381;
    static signed char t34 = 10;
    static volatile short t36 = -17496;
    static long double t39 = 70368744177666.0L;
    const unsigned long long k43 = 184117711ULL;
    unsigned int k51 = 11787U;
    static volatile unsigned long long k52 = 18446744073709289488ULL;
    unsigned long long k54 = 226ULL;
    volatile unsigned int k55 = 63U;
    unsigned long long k60 = 18446744073709486108ULL;
    static long double k64 = -562949953421312.0L;
    static volatile unsigned int k67 = 4294934537U;
    static unsigned int k71 = 2147483659U;
    unsigned int k73 = 3952804054U;
    static unsigned long long k77 = 62ULL;
    static const unsigned long long k78 = 7ULL;
    static volatile unsigned int k80 = 39U;
    static volatile unsigned int k83 = 17525U;
    unsigned int k84 = 4294967183U;
    unsigned int k88 = 4292870143U;
    int failed = 0;

    t10 = (((t38 && x2) || (((t34 == (t23 && (((long long)t14) >> (((long long)t13) + k40)))) + t29) - (1489500359U + t31))) || (((t36 % ((x9 || t32) != t31)) < t20 ? (t36 % ((x9 || t32) != t31)) : t20) >> t33));
    t11 = (((((long long)t35) % x3) && (t37 + ((x3 - x0) != ((x6 || t22) >> (t38 + k41))))) - ((((-5943502802006195330.0L != t25) != (t35 || (((t16 < t36 ? t16 : t36) + k43) << ((x8 + (((x8 + -2147483647) || t20) < t30 ? ((x8 + -2147483647) || t20) : t30)) + k42)))) + (t29 % (t36 * t22))) + ((t26 << ((t27 < x4 ? t27 : x4) + k44)) >> ((((long long)((t24 < (t34 * t22) ? t24 : (t34 * t22)) < (t16 + t10) ? (t24 < (t34 * t22) ? t24 : (t34 * t22)) : (t16 + t10))) >> ((long long)(11 + t24))) + k45))));
    t12 = ((t30 && (((t17 * (t13 && t35)) == t15) >> (x8 + k46))) != (((x3 || 16) || x2) && (t10 != x0)));
    t13 = ((((-889637729 - t33) < (t22 + t29) ? (-889637729 - t33) : (t22 + t29)) || t22) >> (((1LL != t10) * (t29 != (x5 != 3896129283508790334LL))) != t24));
    t14 = ((((20LL && (t37 != 17.0L)) == ((t25 < (-59392036 < (x9 && 17592186044414.0L) ? -59392036 : (x9 && 17592186044414.0L)) ? t25 : (-59392036 < (x9 && 17592186044414.0L) ? -59392036 : (x9 && 17592186044414.0L))) != (t29 != 5))) < (4294967292U << (-5 + k47)) ? ((20LL && (t37 != 17.0L)) == ((t25 < (-59392036 < (x9 && 17592186044414.0L) ? -59392036 : (x9 && 17592186044414.0L)) ? t25 : (-59392036 < (x9 && 17592186044414.0L) ? -59392036 : (x9 && 17592186044414.0L))) != (t29 != 5))) : (4294967292U << (-5 + k47))) || ((((-14LL == (t29 * (t25 != x4))) * (x6 % -11LL)) || (((t17 - t15) + k48) / t37)) == (x0 < (x4 % t33) ? x0 : (x4 % t33))));
    t15 = (t37 - ((((((x6 % t12) * t20) >> (t24 || t19)) << ((((((825610212U || x5) == t29) != t27) + ((t11 || x1) != 4294967298LL)) != x3) + (t28 != ((((long long)t18) >> (t22 || (-9.0L + t13))) - (x9 >> ((x8 << t16) + k49)))))) == ((t23 + k51) << (t29 + k50))) + (1.0L * t11)));
    t16 = (((x2 && (((t11 || (t21 + 2734029718926678527.0L)) >> (t38 + k52)) + t31)) + (((((long long)t24) % ((long long)t18)) + t27) / (x9 >> (x1 + k53)))) || (((long long)(t14 < (x2 >> (((long long)(t18 * 10U)) + k54)) ? t14 : (x2 >> (((long long)(t18 * 10U)) + k54)))) << (t16 >> (((((long long)t17) >> (x7 + k55)) * t30) || t36))));
    t17 = (t11 && ((t17 && ((((long long)t18) + k57) << (t29 + k56))) + t10));
    t18 = ((t29 < 1 ? t29 : 1) << (((long long)(((t37 - t24) != (t16 == ((t12 >> (5LL && t26)) != t22))) * (t16 * t19))) << ((t38 % x3) || t16)));
    t19 = ((16.0L == (t25 == (686877086U != x6))) << (t27 < (x6 != x2) ? t27 : (x6 != x2)));
    t20 = ((((t29 == (((((t14 && t35) % -1354462254) * -16) != x5) + 2365679910U)) >> (((t30 << t12) == t36) == -1485050070611356664LL)) - ((x1 == x5) + (((-580518095 >> (t31 + k58)) % (t27 || (t13 < t22 ? t13 : t22))) == t11))) && ((t31 - 438575128063271237LL) && (t10 % t32)));
    t21 = (((12U == 65537LL) + t33) % (((x5 + t34) >> (t19 && x2)) || x2));
    t22 = (((t15 != t35) << (((long long)((x5 + k59) / t39)) + k60)) && ((t11 < t30 ? t11 : t30) == (((long long)(t22 < (((1073741826LL << (t11 >> (t11 + k61))) || (t34 == t29)) < t17 ? ((1073741826LL << (t11 >> (t11 + k61))) || (t34 == t29)) : t17) ? t22 : (((1073741826LL << (t11 >> (t11 + k61))) || (t34 == t29)) < t17 ? ((1073741826LL << (t11 >> (t11 + k61))) || (t34 == t29)) : t17))) >> t33)));
    t23 = ((((x3 || (x2 << (t25 + k62))) || (((t25 || t19) < (-9.0L == ((t15 || (x0 && t18)) + (t27 + x2))) ? (t25 || t19) : (-9.0L == ((t15 || (x0 && t18)) + (t27 + x2)))) != ((((t35 && 9) + (x7 - t32)) >> (((long long)(t35 - x3)) + k63)) && t36))) || t12) + (((t18 && (((t28 + k64) / t31) == t30)) >> (x6 + k65)) - ((t29 % x4) != t23)));
    t24 = (((2201811673U * (-1323500377 || -17.0L)) + ((((-14.0L < 9223372036854775805.0L ? -14.0L : 9223372036854775805.0L) + (t16 * 124014154)) * t21) * ((x5 % (((long long)t13) + k66)) + (t23 << (t32 + k67))))) && ((x7 < (t29 - 4611686018427387901LL) ? x7 : (t29 - 4611686018427387901LL)) || t31));
    t25 = ((((((long long)(t13 - -19.0L)) % (t37 != t10)) != t22) + (t39 * (x5 && (t29 >> (x6 + k68))))) + k69);
    t26 = (x6 % t29);
    t27 = ((((long long)((-7.0L == t16) + ((3 + ((t39 - t17) - t26)) * (x4 || (t26 - 13))))) << (((t37 || x2) - (x7 && (t33 - t12))) - 0U)) < ((((((long long)t13) >> (((long long)t28) + k70)) % ((long long)((t12 - t35) + t34))) << ((9U < t29 ? 9U : t29) == (t10 - x8))) < ((262144 * t12) * 4294967294U) ? (((((long long)t13) >> (((long long)t28) + k70)) % ((long long)((t12 - t35) + t34))) << ((9U < t29 ? 9U : t29) == (t10 - x8))) : ((262144 * t12) * 4294967294U)) ? (((long long)((-7.0L == t16) + ((3 + ((t39 - t17) - t26)) * (x4 || (t26 - 13))))) << (((t37 || x2) - (x7 && (t33 - t12))) - 0U)) : ((((((long long)t13) >> (((long long)t28) + k70)) % ((long long)((t12 - t35) + t34))) << ((9U < t29 ? 9U : t29) == (t10 - x8))) < ((262144 * t12) * 4294967294U) ? (((((long long)t13) >> (((long long)t28) + k70)) % ((long long)((t12 - t35) + t34))) << ((9U < t29 ? 9U : t29) == (t10 - x8))) : ((262144 * t12) * 4294967294U)));
    t28 = ((((t32 << ((-2147483647 - 1) + k71)) + (5U << (t11 + k72))) < x1 ? ((t32 << ((-2147483647 - 1) + k71)) + (5U << (t11 + k72))) : x1) && ((((x6 + -766356764261260398LL) + ((t22 + t17) < ((x3 * (((long long)6814043966739773696.0L) % (18LL || t21))) << (t26 + k73)) ? (t22 + t17) : ((x3 * (((long long)6814043966739773696.0L) % (18LL || t21))) << (t26 + k73)))) + ((t21 % t38) + (t20 + (t17 || (t13 < t36 ? t13 : t36))))) + (t10 + t26)));
    t29 = (((long long)((t30 != (((t37 + k75) << (t25 + k74)) >> (-1LL + k76))) * ((t38 * t38) < ((t17 + t39) - (x2 && 5718062484012393034.0L)) ? (t38 * t38) : ((t17 + t39) - (x2 && 5718062484012393034.0L))))) % ((t16 % ((long long)((t30 * ((x8 != t27) * t35)) * x6))) << (t31 % t12)));
    t30 = ((((((-9223372036854775807LL - 1) == (t25 < (2 >> t34) ? t25 : (2 >> t34))) || t26) - (x0 && ((281474976710658.0L - x8) - x0))) != ((x9 / 4294967295U) - ((t23 << ((long long)t35)) || -10LL))) * ((t15 || (((t33 || x6) < t26 ? (t33 || x6) : t26) % (t30 * ((-2147483646 < -424096630 ? -2147483646 : -424096630) % t26)))) % (12.0L || (7LL + -1172033534))));
    t31 = ((t16 * (t22 << t12)) && (((((t31 != -7597623587378851193LL) && (4262518558U || t22)) * (t29 >> ((t29 && 75049267U) << ((((-11LL >> (x0 + k77)) >> (t20 * t34)) >> ((long long)(t27 + (t24 + t18)))) + k78)))) % ((t25 + (((long long)t18) << (1632904518 + k79))) < ((t25 >> (t16 + t20)) << (-8390289681200368875.0L || t21)) ? (t25 + (((long long)t18) << (1632904518 + k79))) : ((t25 >> (t16 + t20)) << (-8390289681200368875.0L || t21)))) * (((t12 < t38 ? t12 : t38) == x9) == t37)));
    t32 = ((((t29 != t35) < (((t38 < (t31 * t34) ? t38 : (t31 * t34)) && ((13LL % t26) != (x3 >> ((long long)(t26 < t19 ? t26 : t19))))) && ((t37 || (t22 || t17)) != (((long long)t13) >> (t15 == x1)))) ? (t29 != t35) : (((t38 < (t31 * t34) ? t38 : (t31 * t34)) && ((13LL % t26) != (x3 >> ((long long)(t26 < t19 ? t26 : t19))))) && ((t37 || (t22 || t17)) != (((long long)t13) >> (t15 == x1))))) && (x1 == (t10 && x9))) == t20);
    t33 = ((((x6 * t38) < 2147483646 ? (x6 * t38) : 2147483646) * x1) != (((t27 + (((-2147483647 - t15) == 2147483646) * -1389621397)) + (t29 >> 8U)) || (t36 < ((t31 << (t37 + k80)) % ((long long)-7519268057479437257.0L)) ? t36 : ((t31 << (t37 + k80)) % ((long long)-7519268057479437257.0L)))));
    t34 = ((t12 && x9) * (((((x9 - (5043565591807390493LL || 1LL)) - t29) == (((x4 != (30.0L + t10)) - (t25 && (134217727U * x0))) * (x5 - t20))) == (((x7 < ((x1 << ((long long)t24)) < x6 ? (x1 << ((long long)t24)) : x6) ? x7 : ((x1 << ((long long)t24)) < x6 ? (x1 << ((long long)t24)) : x6)) * x8) == t25)) && (2718595359U && (t28 + t24))));
    t35 = (((t21 * (t15 != x8)) * (127LL != ((x7 >> (x9 + k81)) % ((long long)((t22 >> 1) + t17))))) + (((((1073741821 && x7) || -9223372036854775807.0L) != x0) % (t30 + k82)) + (((t23 || t26) % ((x8 >> (((x1 && t15) < t36 ? (x1 && t15) : t36) + k83)) != (x1 >> ((long long)t14)))) * (-1.0L + ((t23 == t14) || t23)))));
    t36 = (((long long)t39) << ((long long)t14));
    t37 = (((t25 == x4) >> (x8 + k84)) * ((x7 >> (x5 + k85)) || ((((long long)t14) >> (t29 >> (x2 + k86))) && (3587218886U + t30))));
    t38 = (t25 != ((t31 >> (((long long)(t17 + x6)) + k87)) - ((x6 % ((t29 < (x9 + t34) ? t29 : (x9 + t34)) != t23)) || ((((long long)(t18 - x1)) % x3) * (((((long long)t24) >> ((long long)t17)) + (t24 == 2149925240U)) % ((long long)t39))))));
    t39 = (-1138963425 != ((x6 << ((t24 || t33) - (-2147483646 / -1964696626))) + (t36 * ((t21 - (t23 + (t33 != x3))) >> (x1 + k88)))));

    if (t10 != 1) { printf("NG t10 %lld\n", (long long)t10); failed++; }
    if (t11 != 1630174642U) { printf("NG t11 %llu\n", (unsigned long long)t11); failed++; }
    if (t12 != 1) { printf("NG t12 %lld\n", (long long)t12); failed++; }
    if (t13 != 0.0L) { printf("NG t13 %.1Lf\n", (long double)t13); failed++; }
    if (t14 != 1.0L) { printf("NG t14 %.1Lf\n", (long double)t14); failed++; }
    if (t15 != -1630174654.0L) { printf("NG t15 %.1Lf\n", (long double)t15); failed++; }
    if (t16 != 1LL) { printf("NG t16 %lld\n", (long long)t16); failed++; }
    if (t17 != 1.0L) { printf("NG t17 %.1Lf\n", (long double)t17); failed++; }
    if (t18 != 16.0L) { printf("NG t18 %.1Lf\n", (long double)t18); failed++; }
    if (t19 != 0.0L) { printf("NG t19 %.1Lf\n", (long double)t19); failed++; }
    if (t20 != 0) { printf("NG t20 %lld\n", (long long)t20); failed++; }
    if (t21 != 0U) { printf("NG t21 %llu\n", (unsigned long long)t21); failed++; }
    if (t22 != 0) { printf("NG t22 %lld\n", (long long)t22); failed++; }
    if (t23 != 0) { printf("NG t23 %lld\n", (long long)t23); failed++; }
    if (t24 != 1.0L) { printf("NG t24 %.1Lf\n", (long double)t24); failed++; }
    if (t25 != 32767) { printf("NG t25 %lld\n", (long long)t25); failed++; }
    if (t26 != 342163294U) { printf("NG t26 %llu\n", (unsigned long long)t26); failed++; }
    if (t27 != 0U) { printf("NG t27 %llu\n", (unsigned long long)t27); failed++; }
    if (t28 != 1.0L) { printf("NG t28 %.1Lf\n", (long double)t28); failed++; }
    if (t29 != 0U) { printf("NG t29 %llu\n", (unsigned long long)t29); failed++; }
    if (t30 != 0) { printf("NG t30 %lld\n", (long long)t30); failed++; }
    if (t31 != 0LL) { printf("NG t31 %lld\n", (long long)t31); failed++; }
    if (t32 != 1U) { printf("NG t32 %llu\n", (unsigned long long)t32); failed++; }
    if (t33 != 1U) { printf("NG t33 %llu\n", (unsigned long long)t33); failed++; }
    if (t34 != 1) { printf("NG t34 %lld\n", (long long)t34); failed++; }
    if (t35 != 1.0L) { printf("NG t35 %.1Lf\n", (long double)t35); failed++; }
    if (t36 != 4) { printf("NG t36 %lld\n", (long long)t36); failed++; }
    if (t37 != 0) { printf("NG t37 %lld\n", (long long)t37); failed++; }
    if (t38 != 1LL) { printf("NG t38 %lld\n", (long long)t38); failed++; }
    if (t39 != 1.0L) { printf("NG t39 %.1Lf\n", (long double)t39); failed++; }
    printf("arith: %d of 30 checks failed\n", failed);
    return 0;
}
