#include <stdio.h>

/* reportsmith arith generator (Random Testing of Arithmetic Optimization): seed 8466; operators - / % >> < > <= == & | && || max min; types char, signed char, unsigned char, short, int, unsigned int, unsigned long, unsigned long long */
unsigned long x3 = 4UL;
static char x4 = -87;
static char x5 = 74;
const unsigned long x6 = 18446744073709551604UL;
const unsigned long x7 = 18446744073709551609UL;
const char x8 = -28;
signed char t15 = 65;
static short t16 = -3;
signed char t17 = -94;
int t18 = 1906793912;
static unsigned long long t21 = 20ULL;
char t22 = -128;
static unsigned long long t23 = 14ULL;
char t30 = 127;
unsigned char t32 = 82;
volatile unsigned long t38 = 9UL;
static char t39 = -127;
static const unsigned int k40 = 2388173428U;
unsigned long k46 = 16UL;
static unsigned int k49 = 78U;
int k51 = 35061;
int k52 = 8739;
unsigned int k55 = 2751433832U;
static int k56 = 9;
int k58 = 16;

int main(void)
{
    static unsigned int x0 = 4294967295U;
    static volatile short x1 = -9;
    signed char x2 = 18;
    static char x9 = 126;
    char t10 = 7;
    unsigned long long t11 = 12ULL;
    static short t12 = -18013;
    static unsigned long t13 = 6UL;
    static int t14 = 6;
    static int t19 = 334714532;
    unsigned long long t20 = 18446744073709551605ULL;
    static unsigned long t24 = 8060510312893662523UL;
    static unsigned int t25 = 16U;
    static unsigned long t26 = 7UL;
    static unsigned long t27 = 18446744073709551615UL;
    short t28 = 24179;
    unsigned int t29 = 0U;
    unsigned long long t31 = 18446744073709551602ULL;
    unsigned int t33 = 0U;
    static unsigned long t34 = 18UL;
    static short t35 = 32765;
    signed char t36 = 13;
    unsigned char t37 = 128;
    volatile unsigned int k41 = 4294967215U;
    unsigned long long k42 = 17382158148994711371ULL;
    unsigned int k43 = 146U;
    const int k44 = 1675279200;
    const unsigned int k45 = 36339U;
    static const unsigned int k47 = 4294967198U;
    volatile int k48 = 12;
    static unsigned int k50 = 4294943123U;
    static unsigned int k53 = 64031U;
    static unsigned int k54 = 58U;
    static int k57 = 67;
    int failed = 0;

    t10 = ((x6 & (t37 > 1073741821)) >> (((t18 > (t23 < t13) ? t18 : (t23 < t13)) / ((x6 > ((t25 < 11) | 18446744073709551608ULL) ? x6 : ((t25 < 11) | 18446744073709551608ULL)) && ((4 | t30) | (t17 > t21)))) + k40));
    t11 = (t34 < x1 ? t34 : x1);
    t12 = ((t31 | t16) / ((((18446744073709551601UL > (t21 || t21) ? 18446744073709551601UL : (t21 || t21)) > (t31 / x5)) < ((-2147483647 - t34) & t37)) | (((9223372036854775808ULL - t20) > x5) > ((((x7 - t14) & (((t36 >> ((x0 > 19ULL) > x4)) > (t12 && 2015161514) ? (t36 >> ((x0 > 19ULL) > x4)) : (t12 && 2015161514)) / (t17 && t17))) <= ((t18 | x8) == -92413054)) >> ((2129171849429680508ULL >> (t32 + k41)) + k42)))));
    t13 = (((t11 / (t36 != t19)) >> (((t37 >> 17) & t38) < (t31 && 1073741822) ? ((t37 >> 17) & t38) : (t31 && 1073741822))) >> ((((t11 < t11 ? t11 : t11) && (t27 % (t33 + k43))) == (t18 | x5)) % (x8 <= ((((3 | (-325719858 - t25)) > t16 ? (3 | (-325719858 - t25)) : t16) & ((t35 >> t25) <= t13)) < (((t18 == t39) % (5 % x8)) > t21)))));
    t14 = ((((x5 == t11) < (t29 == x5)) < (((x0 / 733451673) | t16) >> (t11 && (t13 == 1853739245))) ? ((x5 == t11) < (t29 == x5)) : (((x0 / 733451673) | t16) >> (t11 && (t13 == 1853739245)))) / t18);
    t15 = ((t24 < (t15 || x7)) / x4);
    t16 = (((x6 == 5146063901159391550UL) % (10 & t18)) == ((t13 > ((x0 || t18) | (t39 - t12))) <= (t27 < ((t17 < (19 <= t16)) | t18))));
    t17 = (((((t39 || x5) == ((t11 || (3354239175U == 997013572)) % ((t36 % (t13 < -2032415307)) + k44))) <= t16) <= ((t22 % (832067177 - t23)) < ((t20 & t19) == t16))) / ((((t32 > (t19 && t28) ? t32 : (t19 && t28)) == t29) % t25) + k45));
    t18 = (((t32 / ((t11 && t29) != t34)) <= (t10 < (((t28 || x7) - x6) || (((t21 | -2147483646) - (t17 - t24)) / x2)))) - t11);
    t19 = (t11 || (t21 >> (x7 + k46)));
    t20 = ((((t26 > x8 ? t26 : x8) <= ((x1 - -1108631858) / t12)) == x0) == ((((((t12 >> t38) & (t34 && x5)) >> ((t27 >> (t30 + k47)) <= (t36 > 1626458816))) > (t18 % (t17 + k48)) ? (((t12 >> t38) & (t34 && x5)) >> ((t27 >> (t30 + k47)) <= (t36 > 1626458816))) : (t18 % (t17 + k48))) > (x5 | 10675591953289318739UL)) / ((t36 && x8) >> ((((t21 >> (t18 + k49)) > t12 ? (t21 >> (t18 + k49)) : t12) > ((t15 & t27) > x6)) < (((t20 && x0) || t13) < -273145728)))));
    t21 = ((((t25 > ((t37 < t29) > t37 ? (t37 < t29) : t37)) / (t30 >= ((t38 < ((x5 | x4) & (t21 | t13))) / x8))) || ((t19 | ((x2 | (15 > t21 ? 15 : t21)) % t37)) >> ((t36 > t34) / (x1 != t13)))) == ((t38 == t12) - (((t39 / (x7 != t35)) / (8UL % t34)) < ((x4 - t25) | t11))));
    t22 = (((t27 && t39) > t13 ? (t27 && t39) : t13) % ((x8 & (t32 >> (t28 + k50))) + k51));
    t23 = (((((18446744073709551615ULL > t37 ? 18446744073709551615ULL : t37) || (t15 | t16)) / ((x4 | t15) - (t15 | t12))) < ((t25 & (t20 || t11)) % t22) ? (((18446744073709551615ULL > t37 ? 18446744073709551615ULL : t37) || (t15 | t16)) / ((x4 | t15) - (t15 | t12))) : ((t25 & (t20 || t11)) % t22)) > (t19 > ((x8 && t38) - ((t28 / (t16 + k52)) || (t21 > (x5 <= t31)))) ? t19 : ((x8 && t38) - ((t28 / (t16 + k52)) || (t21 > (x5 <= t31))))) ? ((((18446744073709551615ULL > t37 ? 18446744073709551615ULL : t37) || (t15 | t16)) / ((x4 | t15) - (t15 | t12))) < ((t25 & (t20 || t11)) % t22) ? (((18446744073709551615ULL > t37 ? 18446744073709551615ULL : t37) || (t15 | t16)) / ((x4 | t15) - (t15 | t12))) : ((t25 & (t20 || t11)) % t22)) : (t19 > ((x8 && t38) - ((t28 / (t16 + k52)) || (t21 > (x5 <= t31)))) ? t19 : ((x8 && t38) - ((t28 / (t16 + k52)) || (t21 > (x5 <= t31))))));
    t24 = (((t33 < (t30 > t36) ? t33 : (t30 > t36)) - t35) > (x5 < t24) ? ((t33 < (t30 > t36) ? t33 : (t30 > t36)) - t35) : (x5 < t24));
    t25 = ((t18 <= (t11 > x4)) > (x0 % t13) ? (t18 <= (t11 > x4)) : (x0 % t13));
    t26 = (((((x5 == t29) / ((t33 < (1073741823 && t30) ? t33 : (1073741823 && t30)) + k53)) <= (t37 - 2354624474409172237UL)) | (((t13 > (x8 && (x3 - (t16 > x5)))) || (4UL < (t15 > (t21 < t31) ? t15 : (t21 < t31)) ? 4UL : (t15 > (t21 < t31) ? t15 : (t21 < t31)))) & (18014398509481985ULL >> (t18 + k54)))) | ((t26 && t28) / (t39 > 955211933U)));
    t27 = (((t24 - (t30 >> 11)) & (t13 > x9 ? t13 : x9)) - ((((x5 <= (t16 > t39)) > (x6 < x7)) && (x1 | t33)) > (((t26 <= t15) < ((x3 < t21) < (x7 & (18446744073709551615UL || t18)) ? (x3 < t21) : (x7 & (18446744073709551615UL || t18)))) % ((((t32 - (t17 || t29)) | x3) > t14 ? ((t32 - (t17 || t29)) | x3) : t14) > (1214035734 || 262143))) ? (((x5 <= (t16 > t39)) > (x6 < x7)) && (x1 | t33)) : (((t26 <= t15) < ((x3 < t21) < (x7 & (18446744073709551615UL || t18)) ? (x3 < t21) : (x7 & (18446744073709551615UL || t18)))) % ((((t32 - (t17 || t29)) | x3) > t14 ? ((t32 - (t17 || t29)) | x3) : t14) > (1214035734 || 262143)))));
    t28 = (((t34 <= (931950175 && t35)) > (x3 > (t34 < t10 ? t34 : t10)) ? (t34 <= (931950175 && t35)) : (x3 > (t34 < t10 ? t34 : t10))) == (((-341999570 > x5) % x0) > (t37 - t11)));
    t29 = (x2 & t15);
    t30 = (t11 == ((9223372036854775808UL || -272084757) < (x3 > (x0 > ((t10 <= t18) | (t35 <= t27)) ? x0 : ((t10 <= t18) | (t35 <= t27))))));
    t31 = (((t16 <= (1627161944U - (t29 > (t12 & (t39 % x0))))) > ((t32 > x9) | ((20U < (19 - t26)) > (t26 & x9) ? (20U < (19 - t26)) : (t26 & x9))) ? (t16 <= (1627161944U - (t29 > (t12 & (t39 % x0))))) : ((t32 > x9) | ((20U < (19 - t26)) > (t26 & x9) ? (20U < (19 - t26)) : (t26 & x9)))) || (t23 < x7));
    t32 = (((t35 && t17) % ((t38 && 4294967287U) && -2122048083)) | ((x9 && (19UL < t25)) - t23));
    t33 = (((x3 >> (x4 == x3)) > 503161646) <= ((((x4 || (17U == x3)) && t26) < 1073741821 ? ((x4 || (17U == x3)) && t26) : 1073741821) && x5));
    t34 = ((((((t25 || x4) && t33) > (14 || t38) ? ((t25 || x4) && t33) : (14 || t38)) >> (((x8 || (12868670515391533612UL > t36)) > x7 ? (x8 || (12868670515391533612UL > t36)) : x7) == (((t29 == 4074822184U) >> ((1543533465 - (t26 <= 1300612464U)) + k55)) & t15))) - (536870911 % ((((t16 && t14) || ((t12 == (18446744073709551611UL && (-2147483647 - 1))) | 2147483646)) && t17) + k56))) || t32);
    t35 = (((t27 % 1073741821) && 990646074) < ((t33 & (x5 % t32)) - (18446744073709551613UL == x8)));
    t36 = ((t21 % ((t28 / (t28 + k57)) + k58)) - (((t12 > t29 ? t12 : t29) <= t18) - t11));
    t37 = (((((t20 > (t39 & t15)) > t20 ? (t20 > (t39 & t15)) : t20) - (17 < 1600115444)) == t21) & ((t12 & ((x3 | (x1 <= 1073741824)) == ((18446744073709551611ULL / -2052002018) % t37))) == (-698674124 & (t37 || t29))));
    t38 = (((x4 | (t26 > (x6 & t18) ? t26 : (x6 & t18))) && t35) - (((t12 < 2147483645 ? t12 : 2147483645) / (t18 != 813256815)) && ((t13 | x6) | (x9 & ((x0 <= (t12 || t17)) <= ((x2 < (t21 || (t27 < t12 ? t27 : t12)) ? x2 : (t21 || (t27 < t12 ? t27 : t12))) >> ((t30 <= t30) < t17 ? (t30 <= t30) : t17)))))));
    t39 = ((((t30 - (t32 < t32 ? t32 : t32)) > t25 ? (t30 - (t32 < t32 ? t32 : t32)) : t25) && (x7 <= t36)) >> (x7 || 67108865ULL));

    if (t10 != 0) { printf("NG t10 %lld\n", (long long)t10); failed++; }
    if (t11 != 18ULL) { printf("NG t11 %llu\n", (unsigned long long)t11); failed++; }
    if (t12 != -1) { printf("NG t12 %lld\n", (long long)t12); failed++; }
    if (t13 != 18UL) { printf("NG t13 %llu\n", (unsigned long long)t13); failed++; }
    if (t14 != 0) { printf("NG t14 %lld\n", (long long)t14); failed++; }
    if (t15 != 0) { printf("NG t15 %lld\n", (long long)t15); failed++; }
    if (t16 != 0) { printf("NG t16 %lld\n", (long long)t16); failed++; }
    if (t17 != 0) { printf("NG t17 %lld\n", (long long)t17); failed++; }
    if (t18 != -18) { printf("NG t18 %lld\n", (long long)t18); failed++; }
    if (t19 != 1) { printf("NG t19 %lld\n", (long long)t19); failed++; }
    if (t20 != 1ULL) { printf("NG t20 %llu\n", (unsigned long long)t20); failed++; }
    if (t21 != 0ULL) { printf("NG t21 %llu\n", (unsigned long long)t21); failed++; }
    if (t22 != 18) { printf("NG t22 %lld\n", (long long)t22); failed++; }
    if (t23 != 1ULL) { printf("NG t23 %llu\n", (unsigned long long)t23); failed++; }
    if (t24 != 4294934531UL) { printf("NG t24 %llu\n", (unsigned long long)t24); failed++; }
    if (t25 != 3U) { printf("NG t25 %llu\n", (unsigned long long)t25); failed++; }
    if (t26 != 1UL) { printf("NG t26 %llu\n", (unsigned long long)t26); failed++; }
    if (t27 != 2UL) { printf("NG t27 %llu\n", (unsigned long long)t27); failed++; }
    if (t28 != 0) { printf("NG t28 %lld\n", (long long)t28); failed++; }
    if (t29 != 0U) { printf("NG t29 %llu\n", (unsigned long long)t29); failed++; }
    if (t30 != 0) { printf("NG t30 %lld\n", (long long)t30); failed++; }
    if (t31 != 1ULL) { printf("NG t31 %llu\n", (unsigned long long)t31); failed++; }
    if (t32 != 255) { printf("NG t32 %llu\n", (unsigned long long)t32); failed++; }
    if (t33 != 1U) { printf("NG t33 %llu\n", (unsigned long long)t33); failed++; }
    if (t34 != 1UL) { printf("NG t34 %llu\n", (unsigned long long)t34); failed++; }
    if (t35 != 0) { printf("NG t35 %lld\n", (long long)t35); failed++; }
    if (t36 != 18) { printf("NG t36 %lld\n", (long long)t36); failed++; }
    if (t37 != 1) { printf("NG t37 %llu\n", (unsigned long long)t37); failed++; }
    if (t38 != 18446744073709551615UL) { printf("NG t38 %llu\n", (unsigned long long)t38); failed++; }
    if (t39 != 0) { printf("NG t39 %lld\n", (long long)t39); failed++; }
    printf("arith: %d of 30 checks failed\n", failed);
    return 0;
}
