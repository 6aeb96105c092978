#include <stdio.h>

/* reportsmith arith generator (Random Testing of Arithmetic Optimization): seed 8836; operators + - / % << < > != & |; types char, short, int, unsigned long, long long, unsigned long long */
const unsigned long x3 = 18446744073709551611UL;
static int x6 = 2;
volatile unsigned long long x8 = 2656149571960316203ULL;
unsigned long long t11 = 18ULL;
volatile short t12 = 19443;
short t13 = 32767;
static int t15 = -2147483646;
unsigned long t16 = 18446744073709551599UL;
unsigned long t17 = 9223372036854775808UL;
volatile unsigned long long t18 = 1ULL;
static unsigned long t20 = 18446744073709551599UL;
volatile long long t21 = -4451960350452293012LL;
volatile short t22 = 16382;
volatile unsigned long long t23 = 18446744073709551614ULL;
long long t26 = (-9223372036854775807LL - 1);
static short t30 = -9;
unsigned long t33 = 10311302390011247047UL;
static unsigned long long t34 = 6237415371873737482ULL;
unsigned long long t37 = 281474976710657ULL;
long long t38 = 67108864LL;
unsigned long long k40 = 8ULL;
unsigned int k41 = 36U;
unsigned long long k42 = 18158513697557839927ULL;
static unsigned long long k45 = 38ULL;
unsigned long long k46 = 4451960351621844203ULL;
unsigned int k47 = 81U;
unsigned long long k49 = 9223372036854775839ULL;
unsigned int k50 = 2147483657U;
const unsigned long k51 = 148UL;
static unsigned long long k52 = 9223372036854775841ULL;
static unsigned long long k53 = 13835058055288291227ULL;
static volatile unsigned long long k55 = 18158513697557839877ULL;
static unsigned long k57 = 18446743987810205707UL;
static unsigned long long k58 = 18446744073709537330ULL;
unsigned int k60 = 4294934552U;
unsigned int k61 = 2147483712U;
volatile unsigned long k62 = 1460544081UL;
unsigned long long k63 = 12511602151508543008ULL;
static unsigned long long k66 = 2438484963910221856ULL;
static unsigned long long k67 = 125ULL;
const unsigned int k73 = 101U;
static unsigned long long k77 = 18446462598732840972ULL;
static unsigned long long k78 = 65ULL;
static volatile int k80 = 10;
static unsigned long k81 = 571094667UL;
int k82 = 49555;
volatile unsigned int k83 = 4294934531U;
const unsigned long long k87 = 3265793079732531168ULL;
static unsigned long long k88 = 43ULL;
static unsigned long long k89 = 58175ULL;
static volatile unsigned long k91 = 18446744072970829844UL;
static unsigned long long k93 = 18446744073709518875ULL;
volatile unsigned long long k95 = 18446744073642442757ULL;

int main(void)
{
    unsigned long long x0 = 18446744073709551613ULL;
    short x1 = 8194;
    static short x2 = 32766;
    volatile char x4 = -32;
    static int x5 = -3;
    static volatile short x7 = 3;
    static const unsigned long long x9 = 18446744073709551614ULL;
    static short t10 = -32767;
    static volatile unsigned long t14 = 4007674235008403365UL;
    volatile char t19 = 1;
    volatile unsigned long t24 = 18446744073709551615UL;
    char t25 = -30;
    static unsigned long t27 = 9223372036854775808UL;
    char t28 = 7;
    short t29 = -11;
    int t31 = 2147483647;
    static long long t32 = -4284513823096503222LL;
    volatile char t35 = -64;
    static long long t36 = 288230376151711743LL;
    int t39 = 4;
    const volatile unsigned long k43 = 28UL;
    static unsigned int k44 = 283U;
    const unsigned long long k48 = 7244580388071284756ULL;
    static unsigned int k54 = 154035623U;
    const unsigned long k56 = 9223372036854775842UL;
    static const unsigned long long k59 = 21ULL;
    volatile unsigned long long k64 = 9223372036854775819ULL;
    const unsigned long long k65 = 18446462598732840986ULL;
    unsigned int k68 = 715729631U;
    const unsigned long k69 = 9223372036854775809UL;
    unsigned int k70 = 4294934548U;
    static unsigned int k71 = 1645979720U;
    static unsigned int k72 = 4294934531U;
    static volatile unsigned long long k74 = 7106830845083648033ULL;
    const volatile int k75 = 4;
    static volatile unsigned long long k76 = 4284513823096503240ULL;
    static unsigned long long k79 = 546169633ULL;
    const unsigned int k84 = 70U;
    const unsigned long long k85 = 4ULL;
    static const volatile unsigned int k86 = 4294934582U;
    unsigned long long k90 = 1976416513ULL;
    volatile unsigned long long k92 = 117ULL;
    static const volatile int k94 = 10;
    static unsigned int k96 = 2157046761U;
    int failed = 0;

    t10 = ((x8 < (((t28 - x4) > (16777218UL & (t23 + 1073741825))) << ((18446744073709551608ULL | (t23 & x2)) + k40))) != ((x7 - t30) != t12));
    t11 = ((((x2 > (((t29 % t23) % (((t29 > (-16 - x7)) & (x6 - t12)) - 9223372036854775806ULL)) | ((274877906945ULL & ((t18 / t19) & x3)) != (((x2 - (t30 / t24)) < x0) % (t25 - (t35 > t35)))))) != (t22 | (t13 != (t25 - (t20 < x8))))) != t31) % ((t23 > t21) / (t11 != t22)));
    t12 = (((x0 | (x4 & t30)) + t27) / (t32 < (-2147483647 | t30)));
    t13 = (((((t17 < t14) > t37) & t16) / ((((t13 << (x4 + k41)) != (((t24 & t19) % 18446744073709551596ULL) < t27)) / ((x3 + (1420941829 >> t39)) | (t34 & t33))) <= 18446744073709551600ULL)) | x2);
    t14 = ((t35 + 2147483646) & (x6 > t26));
    t15 = ((((x6 - (t21 & t29)) + ((((x8 % -2048895030) + t11) << ((2046 | t36) + k42)) & (t11 - t31))) + (t22 > t26)) | (t15 | ((((t25 + k44) << (x3 + k43)) | (t16 - x6)) + ((((10LL - 9223372036854775806LL) | t21) + k46) << ((x0 << (x4 != t22)) + k45)))));
    t16 = ((((t34 << ((((t32 >> (x4 + k47)) & -7244580388071280235LL) / t19) + k48)) | (t16 % t12)) << (t26 + k49)) - ((((t20 & t37) > (t22 | (t26 & ((x2 % 6UL) - t20)))) + ((x4 / t10) - x6)) % ((t22 > (t37 << 20)) == 0UL)));
    t17 = ((((((t13 / t17) < (8638532191585347858ULL > 1379417618)) % (t17 - (x6 | x3))) > (((x0 & t28) != t11) | (((t29 < x2) / x1) & (x5 > (t34 > t31))))) | (t26 - (t39 - (t38 << (x9 != 2147483647))))) < ((t11 != t29) > (t28 - (1ULL > x6))));
    t18 = (((x9 / (t10 | t33)) > ((t33 | (t36 / t16)) != (4611686018427387901LL < ((x2 < x9) % ((t14 << ((t31 + t12) + k50)) + k51))))) - (((((((t18 | t20) + 2147483647) != 5) % x2) | (t12 + (t12 > x0))) > 7785426235015698962ULL) > (x3 + (-9223372036854775807LL - 1))));
    t19 = (t31 % (((4611686018427387905LL - t35) + k53) << (((t26 - x0) - (t15 + 0UL)) + k52)));
    t20 = (t38 / ((t34 + 4611686018427387901LL) & x7));
    t21 = ((t15 / (((1073741821 - ((-2147483646 > t20) & t28)) < (x0 != t12)) - ((((((t20 - -1152652540128202940LL) + t31) != (x9 < 4)) > ((x3 << (-154035567 + k54)) << (t10 / x6))) > t14) | ((t36 != t27) + x8)))) % t23);
    t22 = (((((t12 + x9) + 18) & (((t27 % (t20 != ((x3 << ((t29 | t38) / -540712694)) % x2))) << ((((t28 - (t33 / (6490556944613998681ULL << (t36 + k55)))) % 15004763736294702732ULL) << ((5UL << (t27 + k56)) + k57)) + k58)) << (t23 + k59))) + 1073741824) & (((((9223372036854775805UL + 18446744073709551609ULL) < (18 & (t15 | t20))) % x4) << (t11 & 9300641813606782495ULL)) > ((1392960658 + x6) + t26)));
    t23 = ((((2147483647 > 65535) << (t13 + k60)) & ((t36 < 10) << (x1 > t12))) & (x1 + (((x2 > t23) != ((t28 - t16) % (t19 > t35))) % (((((x7 != x7) < t17) != t34) < ((t38 > t33) / -2147483647)) <= ((t24 + x7) | ((t12 >> t22) / ((14805820540309172740ULL << (t31 + k61)) != -12)))))));
    t24 = (((((t13 / t26) / t25) < t24) | -16LL) / (((t14 > t26) | (x1 & t36)) <= (((((x1 % x1) > t12) < t24) > ((x0 & (t29 > (t29 % t34))) > (t10 | x7))) | ((((-20 % 9223372036854775807LL) != t37) & ((x3 + t25) > t27)) | (((t35 + x8) & x8) / ((t14 & 4094) + k62))))));
    t25 = ((t34 << (t38 < t39)) | ((t38 + ((t12 < 666331416) << (5935141922201008628LL + k63))) + ((x1 | (-19 != 12UL)) > ((t29 + (x8 << (t26 + k64))) << ((t34 << (t37 + k65)) + k66)))));
    t26 = ((((t12 - (t15 | t13)) > t22) - (((t17 > (t16 != -262840752)) | t18) < (((8121861963676941077UL + x8) & (x7 & (-9223372036854775807LL - 1))) % (t11 + k67)))) - ((x4 < ((x4 + k68) << (((t10 | (t25 | (x9 / t21))) % (t21 | t21)) + (x5 != t35)))) < (((t19 - t39) != (t38 != t14)) > ((t22 << t39) << (t27 + k69)))));
    t27 = (((((-1645976902 + k71) << (x2 + k70)) + ((t24 & t17) | t28)) | t25) + ((t11 << (x2 + k72)) | (((((x8 | t30) % x0) % 18446744073709551611ULL) << (((t19 % ((x0 << (t19 < 13366593349047616863UL)) + t32)) << (t35 + k73)) + k74)) % (((((x8 | (t11 > t24)) != t34) - ((t18 | 14) < (x4 + t35))) / ((5UL % (t31 | x0)) != t34)) + k75))));
    t28 = (((20LL < 18446744073709551615ULL) + ((t29 < 13UL) / ((-5 != t37) << (t32 + k76)))) < ((-16 | t34) + ((8194LL < x1) & (x0 << ((t37 + (t37 & t22)) + k77)))));
    t29 = (((x4 < (t13 / 2147483645)) % (18446744073709551601UL << (x9 + k78))) & ((((x6 > (t22 / t26)) | ((((t25 + t21) << (((x6 - t30) - t10) > ((13 % t39) + x9))) > t23) + t12)) != (0ULL + x3)) + (t23 / (((18446744073709551613UL < x6) - (t31 / 6301179016422066326ULL)) + k79))));
    t30 = ((x2 % x2) | (((t19 / 16ULL) < t13) % (t20 | ((t35 < t18) != t38))));
    t31 = (((x9 & t22) << t23) | ((((x1 - t31) % t25) < ((t37 % x4) > 9223372036854775807UL)) + t18));
    t32 = ((t39 | ((16385ULL != t16) | t26)) / ((t29 % ((t30 % t25) + k80)) | ((((x1 | (t28 < t27)) + 18446744073709551606ULL) & (t39 | x8)) | (x0 + (x8 % ((t14 % 12) + k81))))));
    t33 = ((((-1084959933 - 33554432LL) - ((t10 & (20UL - t10)) | (t16 % x0))) | 18446744073709551613UL) & (((t28 << t18) & t15) % (((t33 != 18446744073709551608ULL) > (((t32 > 18446744073709551614ULL) / (t22 + k82)) < ((t28 != (x1 & t33)) | (t34 << (t13 + k83))))) - ((t21 << (-11 + k84)) + (t39 / t19)))));
    t34 = (((((-13 % t16) < (t25 + 2UL)) != ((((x1 - x2) - x4) < t30) != -163043621)) + ((t27 | x3) % (15UL % t12))) < (t17 | ((((t12 > (t25 / (t18 + k85))) % ((x1 + -2147483646) + (t38 % ((t37 + (t31 + (x4 | -7))) << (x2 + k86))))) & (((t26 + k87) << t30) / -1192150668)) != ((t23 / t16) + t22))));
    t35 = (((((((-2147483646 != 17) | t20) << (((x0 + (x9 << t11)) - t34) + k88)) / ((-11 % ((0ULL / ((t11 << (t21 > 2147483646)) + k89)) + k90)) != (t21 != (18446744073709551610UL << (t27 + k91))))) < t33) / x5) | ((15UL < (x8 - t34)) - (((t11 << ((t31 | (t38 | (t30 + (t26 & t35)))) + k92)) < -2147483647) << ((x9 & (t13 | (t28 - t11))) + k93))));
    t36 = ((t23 % x1) != (((t29 / t28) & t23) << ((t26 % (x9 | x8)) % x9)));
    t37 = ((((x7 != (x0 % x9)) + (t23 + (t38 > -18))) < (((t32 < t39) / ((t29 % ((x3 | x5) >= 18446744073709551611ULL)) + k94)) & t35)) | ((-997722317596011034LL + x1) > (-5156416903489088481LL + t32)));
    t38 = (((((((x0 != t18) < -2147483647) + (t14 / x0)) & t13) < ((((2147483647 - t31) + k96) << (t38 + k95)) % ((((t12 + t38) / (t14 + t26)) % (1073741821 & 18446744073709551612UL)) <= (t21 & x5)))) << ((15 > (x6 + (t20 != x6))) != (t37 + t17))) | 13LL);
    t39 = (((8512275287460518129LL / (x7 < 18446744073709551597ULL)) - (((-9223372036854775807LL - 1) >> t31) - ((t32 & (t23 % 18446744073709551615ULL)) & (((t26 < t10) / x1) % (t27 <= t19))))) << ((t38 - x9) / (((t22 | x2) != x6) + (((t29 < (t17 | 9223372036854775806LL)) - (t20 & t17)) < t26))));

    if (t10 != 1) { printf("NG t10 %lld\n", (long long)t10); failed++; }
    if (t11 != 0ULL) { printf("NG t11 %llu\n", (unsigned long long)t11); failed++; }
    if (t12 != -3) { printf("NG t12 %lld\n", (long long)t12); failed++; }
    if (t13 != 32766) { printf("NG t13 %lld\n", (long long)t13); failed++; }
    if (t14 != 0UL) { printf("NG t14 %llu\n", (unsigned long long)t14); failed++; }
    if (t15 != -1) { printf("NG t15 %lld\n", (long long)t15); failed++; }
    if (t16 != 18446744037202329600UL) { printf("NG t16 %llu\n", (unsigned long long)t16); failed++; }
    if (t17 != 1UL) { printf("NG t17 %llu\n", (unsigned long long)t17); failed++; }
    if (t18 != 0ULL) { printf("NG t18 %llu\n", (unsigned long long)t18); failed++; }
    if (t19 != -1) { printf("NG t19 %lld\n", (long long)t19); failed++; }
    if (t20 != 22369621UL) { printf("NG t20 %llu\n", (unsigned long long)t20); failed++; }
    if (t21 != 1LL) { printf("NG t21 %lld\n", (long long)t21); failed++; }
    if (t22 != 0) { printf("NG t22 %lld\n", (long long)t22); failed++; }
    if (t23 != 0ULL) { printf("NG t23 %llu\n", (unsigned long long)t23); failed++; }
    if (t24 != 18446744073709551601UL) { printf("NG t24 %llu\n", (unsigned long long)t24); failed++; }
    if (t25 != 10) { printf("NG t25 %lld\n", (long long)t25); failed++; }
    if (t26 != -1LL) { printf("NG t26 %lld\n", (long long)t26); failed++; }
    if (t27 != 738721807UL) { printf("NG t27 %llu\n", (unsigned long long)t27); failed++; }
    if (t28 != 1) { printf("NG t28 %lld\n", (long long)t28); failed++; }
    if (t29 != 1) { printf("NG t29 %lld\n", (long long)t29); failed++; }
    if (t30 != 0) { printf("NG t30 %lld\n", (long long)t30); failed++; }
    if (t31 != 1) { printf("NG t31 %lld\n", (long long)t31); failed++; }
    if (t32 != 58222845475LL) { printf("NG t32 %lld\n", (long long)t32); failed++; }
    if (t33 != 1UL) { printf("NG t33 %llu\n", (unsigned long long)t33); failed++; }
    if (t34 != 0ULL) { printf("NG t34 %llu\n", (unsigned long long)t34); failed++; }
    if (t35 != 1) { printf("NG t35 %lld\n", (long long)t35); failed++; }
    if (t36 != 0LL) { printf("NG t36 %lld\n", (long long)t36); failed++; }
    if (t37 != 1ULL) { printf("NG t37 %llu\n", (unsigned long long)t37); failed++; }
    if (t38 != 13LL) { printf("NG t38 %lld\n", (long long)t38); failed++; }
    if (t39 != -1244891008) { printf("NG t39 %lld\n", (long long)t39); failed++; }
    printf("arith: %d of 30 checks failed\n", failed);
    return 0;
}
