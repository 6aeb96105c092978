#include <stdio.h>

/* reportsmith arith generator (Random Testing of Arithmetic Optimization): seed 5013; operators + / % < > != | max; types unsigned char, unsigned short, int, unsigned int, long, float, long double */
static long x1 = 2305843009213693951L;
static long double x4 = 17592186044418.0L;
static float x5 = 7597857.0f;
const unsigned short x7 = 32766;
long x8 = 0L;
static volatile int t10 = -6;
static int t13 = -1894084024;
static unsigned int t15 = 2162299259U;
static unsigned char t16 = 255;
long double t17 = -7402363377041999280.0L;
unsigned char t19 = 160;
volatile int t20 = (-2147483647 - 1);
int t22 = 2147483646;
static long t24 = -15L;
static unsigned char t25 = 189;
unsigned short t28 = 34094;
volatile long t31 = 13L;
static int t32 = (-2147483647 - 1);
volatile int t33 = 566865432;
static unsigned short t36 = 65522;
static volatile float t37 = 9.0f;
volatile float t39 = 4194303.0f;
float k44 = -9.0f;
static unsigned long long k45 = 9223372036854787036ULL;
static unsigned int k46 = 2600619351U;
float k49 = -9.0f;
static unsigned int k51 = 2600609873U;
unsigned int k52 = 51477U;
float k53 = 11497.0f;
unsigned int k54 = 3263510843U;
static float k55 = -1.0f;
static unsigned long k56 = 9223372036854786865UL;
static unsigned long k57 = 9223372036854811276UL;
static unsigned long k58 = 13835058055282221720UL;
static long k59 = 36570L;
unsigned int k60 = 2600653652U;
static unsigned long k61 = 6211784009269251826UL;
static long double k62 = -17592186044418.0L;
const long k64 = 56222L;
const float k65 = -9.0f;
static volatile unsigned long k66 = 9223372036854827819UL;
long k68 = 32742L;
float k69 = -2.0f;
static long double k70 = -16554.0L;
static const unsigned int k72 = 2170808021U;
static long k74 = 251L;
static float k76 = -2050.0f;
const volatile long long k77 = 191LL;
unsigned int k82 = 4104472201U;
unsigned int k83 = 14321U;
const unsigned int k86 = 18U;
static const long double k87 = -45058.0L;
static volatile long k90 = 29657L;
static long double k91 = -8521.0L;

int main(void)
{
    float x0 = 255.0f;
    float x2 = 2049.0f;
    static int x3 = 1031497891;
    static const int x6 = 129;
    volatile long x9 = 4611686018427387905L;
    volatile float t11 = -6767446.0f;
    unsigned int t12 = 3937903683U;
    unsigned short t14 = 65519;
    int t18 = 9;
    long t21 = -9223372036854775806L;
    static float t23 = -1452853.0f;
    static long t26 = 4611686018427387902L;
    static long t27 = 1454335448688690490L;
    static int t29 = 1694373282;
    static volatile float t30 = -10.0f;
    static unsigned char t34 = 125;
    static long double t35 = 9223372036854775807.0L;
    long t38 = -7L;
    static float k40 = -9.0f;
    const unsigned int k41 = 2174073675U;
    static int k42 = 15908;
    unsigned long k43 = 96955696579248722UL;
    const long long k47 = 37856LL;
    long double k48 = -34094.0L;
    static const unsigned int k50 = 2600651830U;
    volatile long double k63 = -1.0L;
    unsigned int k67 = 3728137504U;
    const volatile long double k71 = -448297739.0L;
    long double k73 = -395655162.0L;
    long k75 = 25280L;
    static unsigned int k78 = 3263512503U;
    long k79 = 10701L;
    static long double k80 = -6417.0L;
    volatile unsigned long k81 = 16140901064495862544UL;
    long k84 = 61975L;
    long k85 = 35015L;
    int k88 = 663;
    volatile int k89 = 3;
    static int k92 = 51;
    long double k93 = -93758899.0L;
    int failed = 0;

    t10 = (67108862 | t32);
    t11 = ((743313408U | x8) / ((t29 % ((t25 > (((x2 + k40) / x0) + (2120919403 + k41))) <= ((((long long)x4) | (t14 | ((long long)t23))) > (((t14 < x4) > t19) % t12)))) + k42));
    t12 = (((x8 > (t27 > (t12 != (4294967295U < t13))) ? x8 : (t27 > (t12 != (4294967295U < t13)))) + ((2147483645U > t36) < t13)) > (((long long)t17) | ((long long)(((t27 / t24) + k43) > t30 ? ((t27 / t24) + k43) : t30))) ? ((x8 > (t27 > (t12 != (4294967295U < t13))) ? x8 : (t27 > (t12 != (4294967295U < t13)))) + ((2147483645U > t36) < t13)) : (((long long)t17) | ((long long)(((t27 / t24) + k43) > t30 ? ((t27 / t24) + k43) : t30))));
    t13 = ((((((((t19 != x9) > t36 ? (t19 != x9) : t36) / ((((-1770126302 != t15) < t37) + (-16L > t29)) > (t10 | (x8 > t16 ? x8 : t16)))) > t19) < ((t36 < t20) | ((long long)((((((long long)t35) | ((long long)x2)) + k45) > ((t18 + k44) / x5) ? ((((long long)t35) | ((long long)x2)) + k45) : ((t18 + k44) / x5)) + (t29 + k46))))) % (((x5 > t35) > 1073741825 ? (x5 > t35) : 1073741825) != (t26 > t17 ? t26 : t17))) < ((((long long)x2) % 19) > (x7 > (t26 > 722342683) ? x7 : (t26 > 722342683)) ? (((long long)x2) % 19) : (x7 > (t26 > 722342683) ? x7 : (t26 > 722342683)))) % ((((long long)t17) % ((long long)t30)) + k47));
    t14 = ((t30 != (x7 != (t21 < (((t10 > t16) != x4) > ((((long long)((t28 + k48) / t17)) | ((t10 != t18) != t20)) | (((t26 > 2147483647) > (10L > t13 ? 10L : t13)) % t38)))))) % (t38 != t24));
    t15 = (((((long long)(((t37 + k49) / 14) + (t17 != t17))) % (((t31 / (t23 < (t29 + k50))) > (((long long)t35) % x3)) <= ((t24 < t18) < (t21 + x4)))) > (((t31 > t12 ? t31 : t12) | (t38 / (t18 > (2171929005U > 18 ? 2171929005U : 18) ? t18 : (2171929005U > 18 ? 2171929005U : 18)))) + (((long long)((t10 + (t29 > t12)) + x4)) % (t19 > t23)))) > ((t21 < (t39 < t16)) | (t17 != t26)));
    t16 = ((t21 > ((t29 != t33) % ((long long)x5))) | ((x8 / (t16 / 18)) > (x1 > ((t29 + k51) > (t30 + x0)) ? x1 : ((t29 + k51) > (t30 + x0))) ? (x8 / (t16 / 18)) : (x1 > ((t29 + k51) > (t30 + x0)) ? x1 : ((t29 + k51) > (t30 + x0)))));
    t17 = (((t15 > (20U % -5L) ? t15 : (20U % -5L)) + x4) / (((t19 > ((t31 + (t19 < t39)) < t16)) % ((t33 + t16) + (((8221954011937447943L != t10) > t26) / (((long long)x5) | -20)))) % (((long long)x0) % t38)));
    t18 = ((((t24 < ((((((987981774 % t19) % x3) % ((long long)t35)) % (x1 + 1073741822)) != ((t25 | 20L) > (t23 != (((14L != t10) > x8 ? (14L != t10) : x8) | (((long long)t39) % ((long long)t35)))))) / (t28 % t27))) + k55) / ((((long long)((t19 + t39) + x0)) | ((x3 + k54) != ((t23 + k53) / (t15 + k52)))) > (x0 > (x9 != (x9 + t19)) ? x0 : (x9 != (x9 + t19))) ? (((long long)((t19 + t39) + x0)) | ((x3 + k54) != ((t23 + k53) / (t15 + k52)))) : (x0 > (x9 != (x9 + t19)) ? x0 : (x9 != (x9 + t19))))) > (x5 + ((-9223372036854775807L - 1) + k56)) ? (((t24 < ((((((987981774 % t19) % x3) % ((long long)t35)) % (x1 + 1073741822)) != ((t25 | 20L) > (t23 != (((14L != t10) > x8 ? (14L != t10) : x8) | (((long long)t39) % ((long long)t35)))))) / (t28 % t27))) + k55) / ((((long long)((t19 + t39) + x0)) | ((x3 + k54) != ((t23 + k53) / (t15 + k52)))) > (x0 > (x9 != (x9 + t19)) ? x0 : (x9 != (x9 + t19))) ? (((long long)((t19 + t39) + x0)) | ((x3 + k54) != ((t23 + k53) / (t15 + k52)))) : (x0 > (x9 != (x9 + t19)) ? x0 : (x9 != (x9 + t19))))) : (x5 + ((-9223372036854775807L - 1) + k56)));
    t19 = ((((t25 != (t22 | t28)) != (t36 != (t38 > t24))) | ((-17 - t21) | ((t26 > t34) + (t12 + (x5 != (2097152 != (t25 > 11.0f))))))) | ((long long)(t17 + t29)));
    t20 = ((t18 != 1073741822) != (x8 / (t11 >= (t21 + k57))));
    t21 = ((((x7 < t14) > 941600937 ? (x7 < t14) : 941600937) / 8) % ((x7 / t32) <= (-9 > x3 ? -9 : x3)));
    t22 = ((t14 % ((long long)t17)) > (((x1 != ((t31 != -5.0L) % t10)) < (((x7 < 15) > x0) | (x8 | ((((t32 | (-2147483647 - 1)) < ((-2147483647 - 1) < x8)) / -3L) > t24)))) > ((((-9223372036854775807.0L > (t17 < t26)) > t14 ? (-9223372036854775807.0L > (t17 < t26)) : t14) > 1859497212 ? ((-9223372036854775807.0L > (t17 < t26)) > t14 ? (-9223372036854775807.0L > (t17 < t26)) : t14) : 1859497212) + ((x9 + k58) != x0))) ? (t14 % ((long long)t17)) : (((x1 != ((t31 != -5.0L) % t10)) < (((x7 < 15) > x0) | (x8 | ((((t32 | (-2147483647 - 1)) < ((-2147483647 - 1) < x8)) / -3L) > t24)))) > ((((-9223372036854775807.0L > (t17 < t26)) > t14 ? (-9223372036854775807.0L > (t17 < t26)) : t14) > 1859497212 ? ((-9223372036854775807.0L > (t17 < t26)) > t14 ? (-9223372036854775807.0L > (t17 < t26)) : t14) : 1859497212) + ((x9 + k58) != x0))));
    t23 = (t29 / ((t31 % ((t14 > t23) % 6)) + k59));
    t24 = ((((((t29 + k60) > x5 ? (t29 + k60) : x5) > t21 ? ((t29 + k60) > x5 ? (t29 + k60) : x5) : t21) - t18) < ((-6211784007188838913L + t10) + k61)) > ((x4 + k62) / (t17 + x6)));
    t25 = (((((((t26 / 1048575U) > (x6 < (t28 | t27))) > (t14 != (t32 / t34)) ? ((t26 / 1048575U) > (x6 < (t28 | t27))) : (t14 != (t32 / t34))) + k63) / 15.0L) < (t12 != t37)) | ((t11 > 5L ? t11 : 5L) != (((((1073741822 / (t21 + k64)) != x0) > (-2108464279 < t31)) > (x6 < (((long long)((t37 + k65) / x6)) | t38)) ? (((1073741822 / (t21 + k64)) != x0) > (-2108464279 < t31)) : (x6 < (((long long)((t37 + k65) / x6)) | t38))) < (x8 / t26))));
    t26 = (((((9223372036854775807L + t22) + k66) > x0) < (1073741825 / t25)) > (((-12 | ((x9 != (t21 + t22)) != (((long long)x5) | t31))) + (t23 > t25)) != ((x8 != x6) + (t29 < t22))) ? ((((9223372036854775807L + t22) + k66) > x0) < (1073741825 / t25)) : (((-12 | ((x9 != (t21 + t22)) != (((long long)x5) | t31))) + (t23 > t25)) != ((x8 != x6) + (t29 < t22))));
    t27 = ((t18 % x3) + ((t20 != x5) > t18));
    t28 = (((x1 % ((t26 % ((t25 / ((t20 < (1238270131531246947L + t24)) <= x6)) >= ((t33 + k67) != x0))) + k68)) / (t18 | t13)) / (((t20 > (t34 | t12)) % t38) + (((long long)x2) % ((long long)(((((((((t36 + k69) / t37) < t21) > t39) < (t25 / t36)) / (((t12 > x4 ? t12 : x4) + k70) / t36)) + x1) + k71) / (t18 + t33))))));
    t29 = (((t23 != ((t28 | 2124200162) + k72)) / (((long long)t23) % (0U + t34))) > (11 > t19 ? 11 : t19));
    t30 = (((((((t36 != x3) < (t10 % (t28 != (t24 > (t21 / t12))))) + x1) < ((5656293287680046298.0L + k73) / -2147483646)) % (((long long)(t11 > t38 ? t11 : t38)) | x7)) + (t19 + (t36 | t22))) > ((19 > t14 ? 19 : t14) % ((long long)t39)));
    t31 = ((((x1 % (((t33 < t27) > (t24 + t17)) >= t21)) < (t30 < x5)) % (((long long)(((x2 + t26) + k76) / (((((-17L < (((x2 != t22) % (x5 >= x2)) != t18)) + (t25 | t16)) != ((x1 != t36) % (t20 < x7))) / (t21 + k74)) + k75))) + k77)) > ((((16 != (t39 > (x3 + k78))) % t31) > 2527743.0f ? ((16 != (t39 > (x3 + k78))) % t31) : 2527743.0f) > (t31 % 20U)));
    t32 = (((((long long)x4) | ((long long)((((5154223435356964095.0L + k80) / (t31 + k79)) + -2147483647) + 0))) | t38) + ((x2 > (t23 > t29 ? t23 : t29) ? x2 : (t23 > t29 ? t23 : t29)) != (((((-7L > (x8 < (t17 != t17)) ? -7L : (x8 < (t17 != t17))) / (x7 != (t28 > -4751413465244977253.0L))) % ((long long)-9223372036854775805.0L)) < ((x0 > (x1 + k81) ? x0 : (x1 + k81)) + (t15 | 20U))) | -19L)));
    t33 = ((((190547064 + k82) != -7027766.0f) % (((t13 > (((x8 % 16777217) + (x9 > t36)) > (13 > ((t15 < x3) | x7)))) != (((-9 | (t38 + (x0 < (4294967285U + k83)))) | t34) + -12.0f)) <= 15L)) / (((((x2 > t23) / (t10 | x7)) % t27) / x1) + k84));
    t34 = (t22 / ((x8 | (((t22 % x1) > t15 ? (t22 % x1) : t15) % 7303889239300029453L)) + k85));
    t35 = (((t22 / (t32 <= (t37 + x0))) % ((t15 / (6902416860462080820.0L >= x1)) + k86)) < (((t15 > ((((t21 + t17) + k87) / 4294967285U) + x2)) > (((x1 < t36) != t18) % ((t25 > -1377009235) + 4611686018427387903L))) | ((long long)(x5 + ((t14 / (t13 != (t31 + t39))) > x4 ? (t14 / (t13 != (t31 + t39))) : x4)))));
    t36 = (((t32 < (t23 < (t29 > t16 ? t29 : t16))) + x8) % ((long long)(x0 / (x2 > t32))));
    t37 = (((1U != ((x0 > x0) != t19)) % (((4611686018427387903L % (t36 + k88)) + ((t30 < -13) != (t26 % (t32 + k89)))) + ((t27 != ((t35 < t20) > 1073741823 ? (t35 < t20) : 1073741823)) | t38))) < (((-17.0f > (x7 % t16) ? -17.0f : (x7 % t16)) < t21) < ((x4 + k91) / (t21 + k90))));
    t38 = (t27 | ((long long)t30));
    t39 = (((((t13 + (t27 > t29)) + t18) % ((long long)(0U + x2))) < (t25 % t26)) / (((t14 != x0) | ((long long)((((((4611686018427387905L < -7.0L) > x2) != ((t18 % 2147483649U) % (t28 + k92))) < t14) < -19) + ((x4 + k93) / -539287339)))) <= ((t21 > x7) != x6)));

    if (t10 != -2080374786) { printf("NG t10 %lld\n", (long long)t10); failed++; }
    if (t11 != 46725.0f) { printf("NG t11 %.1Lf\n", (long double)t11); failed++; }
    if (t12 != 1U) { printf("NG t12 %llu\n", (unsigned long long)t12); failed++; }
    if (t13 != 1) { printf("NG t13 %lld\n", (long long)t13); failed++; }
    if (t14 != 0) { printf("NG t14 %llu\n", (unsigned long long)t14); failed++; }
    if (t15 != 0U) { printf("NG t15 %llu\n", (unsigned long long)t15); failed++; }
    if (t16 != 255) { printf("NG t16 %llu\n", (unsigned long long)t16); failed++; }
    if (t17 != 17592186044418.0L) { printf("NG t17 %.1Lf\n", (long double)t17); failed++; }
    if (t18 != 7608914) { printf("NG t18 %lld\n", (long long)t18); failed++; }
    if (t19 != 239) { printf("NG t19 %llu\n", (unsigned long long)t19); failed++; }
    if (t20 != 1) { printf("NG t20 %lld\n", (long long)t20); failed++; }
    if (t21 != 0L) { printf("NG t21 %lld\n", (long long)t21); failed++; }
    if (t22 != 0) { printf("NG t22 %lld\n", (long long)t22); failed++; }
    if (t23 != 46332.0f) { printf("NG t23 %.1Lf\n", (long double)t23); failed++; }
    if (t24 != 1L) { printf("NG t24 %lld\n", (long long)t24); failed++; }
    if (t25 != 1) { printf("NG t25 %llu\n", (unsigned long long)t25); failed++; }
    if (t26 != 1L) { printf("NG t26 %lld\n", (long long)t26); failed++; }
    if (t27 != 7608914L) { printf("NG t27 %lld\n", (long long)t27); failed++; }
    if (t28 != 0) { printf("NG t28 %llu\n", (unsigned long long)t28); failed++; }
    if (t29 != 0) { printf("NG t29 %lld\n", (long long)t29); failed++; }
    if (t30 != 1.0f) { printf("NG t30 %.1Lf\n", (long double)t30); failed++; }
    if (t31 != 0L) { printf("NG t31 %lld\n", (long long)t31); failed++; }
    if (t32 != 0) { printf("NG t32 %lld\n", (long long)t32); failed++; }
    if (t33 != 0) { printf("NG t33 %lld\n", (long long)t33); failed++; }
    if (t34 != 0) { printf("NG t34 %llu\n", (unsigned long long)t34); failed++; }
    if (t35 != 1.0L) { printf("NG t35 %.1Lf\n", (long double)t35); failed++; }
    if (t36 != 0) { printf("NG t36 %llu\n", (unsigned long long)t36); failed++; }
    if (t37 != 1.0f) { printf("NG t37 %.1Lf\n", (long double)t37); failed++; }
    if (t38 != 7608915L) { printf("NG t38 %lld\n", (long long)t38); failed++; }
    if (t39 != 0.0f) { printf("NG t39 %.1Lf\n", (long double)t39); failed++; }
    printf("arith: %d of 30 checks failed\n", failed);
    return 0;
}
