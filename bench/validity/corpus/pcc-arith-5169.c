#include <stdio.h>

/* reportsmith arith generator (Random Testing of Arithmetic Optimization): seed 5169; operators + * / % << >> > >= != & ^ && || max; types unsigned char, short, unsigned short, int, long, long long, unsigned long long, double */
double x3 = -14.0;
unsigned short t11 = 65523;
static long t17 = -9L;
long t19 = 4611686018427387904L;
static volatile long long t20 = -648924670999660399LL;
unsigned long long t21 = 18446744073709551611ULL;
static volatile short t22 = 32765;
static long long t23 = -16LL;
long t25 = -9223372036854775806L;
unsigned char t31 = 238;
int t32 = -15;
static unsigned char t33 = 207;
static long long t34 = -15LL;
static int t35 = -15;
static volatile unsigned char t36 = 18;
static int t37 = -1178698753;
unsigned long long t38 = 33ULL;
long long t39 = -15LL;
static const unsigned int k40 = 32772U;
long long k41 = 1750853320LL;
static unsigned long long k51 = 37ULL;
static volatile unsigned long long k53 = 26ULL;
unsigned long long k55 = 53ULL;
volatile unsigned int k56 = 49U;
unsigned long long k57 = 5691ULL;
static const int k59 = 1938154310;
volatile unsigned long long k62 = 18442702835039279597ULL;
unsigned int k64 = 36U;
const long k65 = 89L;
static unsigned int k66 = 1402036195U;
long k67 = 21L;
int k75 = 1562796817;
static const unsigned long k79 = 17909180071016664989UL;
const unsigned int k80 = 3692262429U;
static volatile unsigned int k82 = 26U;
static unsigned int k83 = 32808U;
long k85 = 40915L;
volatile unsigned long long k87 = 34ULL;
static const double k89 = -18.0;
unsigned long long k90 = 491297998ULL;
static unsigned long long k94 = 64105ULL;
const volatile unsigned int k95 = 1178698789U;
long long k97 = 1548451049LL;

int main(void)
{
    short x0 = -32768;
    static short x1 = -32766;
    const long long x2 = (-9223372036854775807LL - 1);
    volatile unsigned char x4 = 1;
    static double x5 = 0.0;
    static unsigned long long x6 = 18ULL;
    const unsigned char x7 = 26;
    static double x8 = 4041238670272050.0;
    long x9 = -537564001723905150L;
    long long t10 = 9223372036854775805LL;
    static unsigned char t12 = 2;
    static unsigned long long t13 = 19ULL;
    short t14 = -14;
    static unsigned long long t15 = 1ULL;
    volatile short t16 = 1213;
    unsigned long long t18 = 6240051311118074363ULL;
    static int t24 = -17;
    unsigned short t26 = 47444;
    static int t27 = -15;
    static unsigned char t28 = 12;
    short t29 = -32767;
    static long t30 = 779382209178710091L;
    unsigned int k42 = 29U;
    static volatile unsigned int k43 = 30U;
    unsigned long long k44 = 9223372036854783599ULL;
    static unsigned long long k45 = 4503599627370510ULL;
    static volatile unsigned int k46 = 4294919862U;
    const volatile unsigned int k47 = 32827U;
    static unsigned long long k48 = 1178698797ULL;
    static unsigned int k49 = 4294966107U;
    static const unsigned long long k50 = 18446744073709551611ULL;
    static unsigned int k52 = 4294966145U;
    int k54 = 42446;
    unsigned long long k58 = 7575058768ULL;
    static volatile unsigned long long k60 = 678223402ULL;
    static unsigned long long k61 = 27884ULL;
    unsigned long long k63 = 1729827160ULL;
    static unsigned int k68 = 2147483693U;
    const unsigned long long k69 = 1544511232ULL;
    const unsigned int k70 = 32805U;
    static unsigned long long k71 = 1163791561ULL;
    unsigned long long k72 = 9223372036854831022ULL;
    double k73 = -16.0;
    unsigned int k74 = 4018832130U;
    static unsigned long long k76 = 9223372036854775811ULL;
    unsigned long long k77 = 16140901064495857703ULL;
    static unsigned long long k78 = 578969026ULL;
    unsigned long long k81 = 16ULL;
    static unsigned long long k84 = 66ULL;
    static const int k86 = 5;
    static const volatile long k88 = 61285L;
    unsigned long k91 = 537564001723905160UL;
    static unsigned int k92 = 51U;
    volatile unsigned long long k93 = 35ULL;
    static const long k96 = 989702492L;
    long long k98 = 18510LL;
    const unsigned long long k99 = 18444492273895866401ULL;
    int failed = 0;

    t10 = ((t36 != -9) / ((((-9223372036854775807LL - 1) >> (x0 + k40)) + (t19 % (((long long)x5) + k41))) >> ((((x0 % 9223372036854775805ULL) * t12) & ((t29 ^ (t32 ^ x9)) / ((t32 + t20) >> (t14 + k42)))) & ((t22 ^ (t14 >> (x9 > t35))) && t11))));
    t11 = ((((((t18 * x0) ^ (t28 % 1456215555)) && (t38 > t20)) ^ (((t13 << (t15 >> (t32 + k43))) / (((long long)(x8 > (x2 + k44) ? x8 : (x2 + k44))) ^ (x8 >= -16))) >> (((t17 >> (((long long)-4503599627370495.0) + k45)) * t10) > ((15LL & t17) != ((x6 / t38) & (x4 << (t26 + k46))))))) >> ((t33 / t20) > x2 ? (t33 / t20) : x2)) ^ (t22 & (5258928640856289679ULL >= (t39 / (((long long)-15.0) ^ t23)))));
    t12 = ((((t16 != (-8 && t34)) > t20 ? (t16 != (-8 && t34)) : t20) + (t39 && ((t23 % t15) != t19))) || x0);
    t13 = (((((((t27 > t21 ? t27 : t21) >> (x0 + k47)) && t36) / t32) && ((t25 != x2) & t23)) > ((((t25 != (x2 != t30)) / x9) > (((t23 * t38) % t39) << ((t37 ^ 9ULL) + k48))) + ((((t39 && (x6 + t23)) * t35) ^ t17) && (t23 != t18))) ? (((((t27 > t21 ? t27 : t21) >> (x0 + k47)) && t36) / t32) && ((t25 != x2) & t23)) : ((((t25 != (x2 != t30)) / x9) > (((t23 * t38) % t39) << ((t37 ^ 9ULL) + k48))) + ((((t39 && (x6 + t23)) * t35) ^ t17) && (t23 != t18)))) != (x4 > x5 ? x4 : x5));
    t14 = ((t36 != (((t24 || 137438953471ULL) ^ (t33 != t23)) ^ ((((long long)223950075463198.0) >> t36) >> (t16 + k49)))) * ((((14 >> (t38 + k50)) && x1) ^ t31) || x0));
    t15 = ((t36 * ((t11 ^ t16) >> ((t34 > x2 ? t34 : x2) + k51))) & t39);
    t16 = (t35 % (t12 << ((t39 >> (t16 + k52)) + k53)));
    t17 = (((((t24 + ((x2 > -1085259297) > (t30 % 2958224693373631393LL) ? (x2 > -1085259297) : (t30 % 2958224693373631393LL))) ^ t11) + (t38 * (t11 & (t36 && t24)))) << (x1 % t38)) & ((-1623080644 + (x6 << (1073741823.0 || t35))) & (-1720279816 != t32)));
    t18 = (t24 != (t35 >= 12));
    t19 = (11 / (((((1162393009 > t20 ? 1162393009 : t20) != t29) * (x3 && x9)) >> (x9 && x6)) + k54));
    t20 = (((-1 >= (t12 << t14)) > (t25 >> (t23 + k55)) ? (-1 >= (t12 << t14)) : (t25 >> (t23 + k55))) != ((t13 / t33) / (t28 * t23)));
    t21 = (((t20 > (x2 || 12.0)) > t19) + (((-1 ^ t26) & (((long long)x3) >> (t27 + k56))) % ((t27 % 13) >> (((t18 > 286705067305949659ULL) >> ((t21 + k57) >= (x5 * 12))) > (((t39 + k58) << ((long long)(17.0 + t28))) & t38)))));
    t22 = (((t38 << (t15 || 2LL)) / t36) << ((t21 || t30) % (((t38 / 2147483647) >> (((t35 || x2) != (-9 && t11)) >> ((x2 % ((t10 && t13) + k59)) + k60))) + k61)));
    t23 = ((((t15 > (-1409614603 || 17ULL)) & (t27 >> (((long long)x8) + k62))) && ((4611686018427387903LL >= t18) ^ (-188297073 || (((t35 & t38) + (-7LL % ((-1327146751938177280LL & x6) + k63))) / ((x8 || x5) << (t27 + k64)))))) >= x7);
    t24 = ((((t37 / ((2147483646 > (-8 & t14)) + t29)) != (((x4 * -17) >= 8) / ((t17 / t30) + k65))) % (t31 + ((t37 + k66) << x4))) << ((-19 & t36) % x6));
    t25 = (((2792594930359498140L || (t19 != x9)) * (((t28 % t28) + (((long long)((x6 * x3) / (t21 >= (((long long)2251799813685245.0) & t23)))) & t22)) >> ((t37 && x3) + (t32 / (t17 + k67))))) + ((t16 * x6) && 1073741824));
    t26 = (t24 + (((((18446744073709551612ULL && t21) > ((((t36 - 4503599627370493.0) > t38) && 2147483647) * ((t14 * t34) >= x0))) > t27 ? ((18446744073709551612ULL && t21) > ((((t36 - 4503599627370493.0) > t38) && 2147483647) * ((t14 * t34) >= x0))) : t27) % ((t13 / ((t10 > (-7430306850966557599LL >> (2147483646 + k68))) % t21)) + k69)) % ((t31 || t22) || (((2147483646 || (-2147483647 - 1)) != 1073741823) > (t39 >> t11)))));
    t27 = (t22 + x2);
    t28 = (((x5 * t16) > ((t16 > (t30 / t14) ? t16 : (t30 / t14)) >> (t29 + k70))) << ((((t26 && t14) ^ (((t16 & ((long long)x3)) + t25) > (t37 && t11) ? ((t16 & ((long long)x3)) + t25) : (t37 && t11))) / t25) << ((((t17 > ((t32 != t25) & x2) ? t17 : ((t32 != t25) & x2)) * (1L && ((-10 != -9) > ((-3 >> x6) / (t15 + k71))))) && (-422221074 + (9223372036854775806L / t30))) ^ (t13 > x5))));
    t29 = ((((((-1733775896117693745LL > t13) & (t15 > t22 ? t15 : t22)) ^ ((long long)(((t39 > 16.0 ? t39 : 16.0) + k73) / (x2 + k72)))) * (-4 && (((274877906943L >> (276135204 + k74)) >= t30) > t35 ? ((274877906943L >> (276135204 + k74)) >= t30) : t35))) % ((t24 / (t30 || (t17 > 9223372036854775806LL ? t17 : 9223372036854775806LL))) + (t22 * x1))) != (((long long)x5) & (t27 >= (((1073741823 || t16) ^ (t32 && x2)) > ((t31 || t24) >= (6 << ((x6 / 72057594037927934ULL) / (t17 != t12)))) ? ((1073741823 || t16) ^ (t32 && x2)) : ((t31 || t24) >= (6 << ((x6 / 72057594037927934ULL) / (t17 != t12))))))));
    t30 = (((t32 && x2) >> t14) + -1443036908182963.0);
    t31 = ((((-555185452 & (((long long)(x3 + t29)) % (t11 + k75))) + k78) << ((t21 >> (x2 + k76)) + k77)) && (t33 || ((t20 >> ((t37 ^ x9) + k79)) > (t37 >= t32))));
    t32 = (((t17 >= x7) >> ((t34 >> (602704911 + k80)) + k81)) * (((t26 >= (t19 ^ (-1 % t21))) != (((14L << (-20 + k82)) ^ t38) >= x7)) > ((-3 & t33) || (((t17 >> (x1 + k83)) >> ((t32 != t29) || t27)) % (((2449634131531684748L * t15) != ((t15 << (t39 + k84)) > x4 ? (t15 << (t39 + k84)) : x4)) & (((long long)x5) ^ ((long long)19.0))))) ? ((t26 >= (t19 ^ (-1 % t21))) != (((14L << (-20 + k82)) ^ t38) >= x7)) : ((-3 & t33) || (((t17 >> (x1 + k83)) >> ((t32 != t29) || t27)) % (((2449634131531684748L * t15) != ((t15 << (t39 + k84)) > x4 ? (t15 << (t39 + k84)) : x4)) & (((long long)x5) ^ ((long long)19.0)))))));
    t33 = ((t12 * t10) || ((t20 / (t17 + k85)) || (t20 << ((t17 || x8) % x6))));
    t34 = ((((t11 / (t29 + k86)) ^ (t34 && (((t25 ^ t11) + 2046.0) || (t14 > t27)))) > (((t15 / -640606032) >> (t34 + k87)) ^ ((long long)x5)) ? ((t11 / (t29 + k86)) ^ (t34 && (((t25 ^ t11) + 2046.0) || (t14 > t27)))) : (((t15 / -640606032) >> (t34 + k87)) ^ ((long long)x5))) << (((t19 != x8) && x9) % (((t30 > (t25 % t25) ? t30 : (t25 % t25)) ^ ((t13 / x9) >= t26)) + k88)));
    t35 = ((((-1540988537955397161L >> ((8 & t20) % (t36 + 1099511627778ULL))) % ((t13 >= t26) ^ t30)) >= (x4 * (t22 ^ t24))) & (((((t36 + k89) / x8) >= t23) % (((((x2 > (942520641 * t28)) + (t15 ^ (t30 % 1ULL))) + (t12 >= (t38 || t33))) >> ((x7 % x0) / x7)) + k90)) > (x5 > (t16 / t36))));
    t36 = (((((t36 << (x9 + k91)) && x1) ^ (((long long)x5) % ((t13 << (t16 + k92)) + k93))) || (4611686018427387903LL + t11)) * ((t13 % t36) > ((x0 + (t35 >= x3)) > ((t30 > t28 ? t30 : t28) & (t19 >= t17))) ? (t13 % t36) : ((x0 + (t35 >= x3)) > ((t30 > t28 ? t30 : t28) & (t19 >= t17)))));
    t37 = (((((t13 >> ((t21 + k94) > -10.0)) << (t10 << (t37 + k95))) >> ((x9 || x5) % (t36 <= t15))) || ((((3 / (t17 + k96)) > t10 ? (3 / (t17 + k96)) : t10) / t22) * x2)) / ((((-2147483647 - 1) & ((long long)137438953472.0)) != -157826972840418567L) + (t37 >> ((long long)19.0))));
    t38 = (((t20 || x6) << (t20 || (((t36 << ((long long)x5)) && (t18 ^ (t14 > (17 > x9 ? 17 : x9)))) >> t34))) / ((((t30 / ((t34 & 8L) + k97)) + (((x1 > x5) > t39) ^ (68719476735LL << x4))) % (t16 <= ((t30 / ((((9223372036854775807LL || t15) / x0) ^ t17) == t11)) & ((t12 != t38) > t16)))) + k98));
    t39 = (((t13 + (t27 && 16355833299886443676ULL)) >= t32) && ((t11 >= (((t16 + x0) & (t20 || t32)) > t22)) > ((9223372036854775805LL > (t30 / x2) ? 9223372036854775805LL : (t30 / x2)) << (((x1 >> (((long long)2251799813685246.0) + k99)) + 19L) && ((t37 >= x2) & t23)))));

    if (t10 != 0LL) { printf("NG t10 %lld\n", (long long)t10); failed++; }
    if (t11 != 0) { printf("NG t11 %llu\n", (unsigned long long)t11); failed++; }
    if (t12 != 1) { printf("NG t12 %llu\n", (unsigned long long)t12); failed++; }
    if (t13 != 0ULL) { printf("NG t13 %llu\n", (unsigned long long)t13); failed++; }
    if (t14 != 1) { printf("NG t14 %lld\n", (long long)t14); failed++; }
    if (t15 != 0ULL) { printf("NG t15 %llu\n", (unsigned long long)t15); failed++; }
    if (t16 != -15) { printf("NG t16 %lld\n", (long long)t16); failed++; }
    if (t17 != 0L) { printf("NG t17 %lld\n", (long long)t17); failed++; }
    if (t18 != 1ULL) { printf("NG t18 %llu\n", (unsigned long long)t18); failed++; }
    if (t19 != 0L) { printf("NG t19 %lld\n", (long long)t19); failed++; }
    if (t20 != 0LL) { printf("NG t20 %lld\n", (long long)t20); failed++; }
    if (t21 != 18446744073709551615ULL) { printf("NG t21 %llu\n", (unsigned long long)t21); failed++; }
    if (t22 != 6) { printf("NG t22 %lld\n", (long long)t22); failed++; }
    if (t23 != 0LL) { printf("NG t23 %lld\n", (long long)t23); failed++; }
    if (t24 != 1) { printf("NG t24 %lld\n", (long long)t24); failed++; }
    if (t25 != 3L) { printf("NG t25 %lld\n", (long long)t25); failed++; }
    if (t26 != 1) { printf("NG t26 %llu\n", (unsigned long long)t26); failed++; }
    if (t27 != 6) { printf("NG t27 %lld\n", (long long)t27); failed++; }
    if (t28 != 0) { printf("NG t28 %llu\n", (unsigned long long)t28); failed++; }
    if (t29 != 0) { printf("NG t29 %lld\n", (long long)t29); failed++; }
    if (t30 != -1443036908182963L) { printf("NG t30 %lld\n", (long long)t30); failed++; }
    if (t31 != 1) { printf("NG t31 %llu\n", (unsigned long long)t31); failed++; }
    if (t32 != 0) { printf("NG t32 %lld\n", (long long)t32); failed++; }
    if (t33 != 0) { printf("NG t33 %llu\n", (unsigned long long)t33); failed++; }
    if (t34 != 2LL) { printf("NG t34 %lld\n", (long long)t34); failed++; }
    if (t35 != 0) { printf("NG t35 %lld\n", (long long)t35); failed++; }
    if (t36 != 0) { printf("NG t36 %llu\n", (unsigned long long)t36); failed++; }
    if (t37 != 0) { printf("NG t37 %lld\n", (long long)t37); failed++; }
    if (t38 != 0ULL) { printf("NG t38 %llu\n", (unsigned long long)t38); failed++; }
    if (t39 != 0LL) { printf("NG t39 %lld\n", (long long)t39); failed++; }
    printf("arith: %d of 30 checks failed\n", failed);
    return 0;
}
