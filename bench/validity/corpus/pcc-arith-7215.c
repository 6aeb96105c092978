#include <stdio.h>

/* reportsmith arith generator (Random Testing of Arithmetic Optimization): seed 7215; operators / > >= == != ^ && || min; types signed char, short, unsigned short, unsigned int, unsigned long, unsigned long long */
short x0 = -28369;
static const unsigned long x1 = 18446744073709551615UL;
signed char x5 = -18;
static unsigned long long t12 = 18446744073709551597ULL;
volatile short t16 = -18;
static unsigned int t21 = 437090758U;
unsigned short t23 = 15563;
static unsigned long t24 = 0UL;
unsigned long long t31 = 35184372088832ULL;
unsigned long long t32 = 18446744073709551606ULL;
static volatile unsigned int t33 = 2U;
unsigned long t37 = 17378612346986635494UL;
volatile signed char t38 = -127;
static int k40 = 7;
static const unsigned long long k41 = 1ULL;
static unsigned long long k42 = 386129266ULL;
int k45 = 24858;

int main(void)
{
    static const unsigned long x2 = 18446744073709551597UL;
    static volatile unsigned short x3 = 6;
    static const signed char x4 = -20;
    unsigned short x6 = 1;
    static short x7 = 16382;
    static const short x8 = 32765;
    signed char x9 = 62;
    unsigned long t10 = 18UL;
    volatile short t11 = 16384;
    static volatile signed char t13 = 81;
    volatile short t14 = 15;
    static short t15 = 19705;
    static unsigned long long t17 = 18446744073709551600ULL;
    unsigned long long t18 = 513ULL;
    static short t19 = 30695;
    unsigned int t20 = 4294967292U;
    unsigned int t22 = 2323602276U;
    static unsigned long t25 = 18446744073709551610UL;
    unsigned int t26 = 14U;
    unsigned int t27 = 0U;
    volatile unsigned long long t28 = 11ULL;
    short t29 = -32767;
    static short t30 = -32768;
    static unsigned long long t34 = 0ULL;
    unsigned int t35 = 2992987370U;
    unsigned short t36 = 11;
    volatile signed char t39 = 66;
    static const int k43 = 502255351;
    volatile int k44 = 757556737;
    static int k46 = 11;
    int k47 = 19;
    const int k48 = 45992;
    static int k49 = 1;
    int failed = 0;

    t10 = ((t15 < x7 ? t15 : x7) != t15);
    t11 = (((((0UL >= 18446744073709551598UL) ^ x7) > ((-10 && (t15 > t27)) && (9223372036854775807UL || ((x3 && t21) ^ (t22 == t17))))) && (t17 >= x1)) / ((x0 < x6 ? x0 : x6) <= t15));
    t12 = ((t17 ^ (t26 >= t30)) ^ ((x8 >= 4244067380153957853UL) > ((-2147483647 - 1) < t33 ? (-2147483647 - 1) : t33)));
    t13 = (((x8 && (x4 > (x3 / x2))) ^ (x6 / x3)) ^ (((((-2147483647 && 2) == t35) >= x3) / (x4 && 4097U)) != (t26 >= (x5 < (1ULL ^ 1ULL) ? x5 : (1ULL ^ 1ULL)))));
    t14 = ((t16 < t20 ? t16 : t20) && ((((1471727962 || (5U || -19)) > ((t10 / 4544486495147384864UL) >= ((x5 != (t11 ^ -783709601)) && x8))) != t12) ^ (((13 == t19) ^ (t37 || ((t11 || (t27 / x5)) && t14))) ^ x9)));
    t15 = (((((((t24 && (t26 >= t16)) < x1 ? (t24 && (t26 >= t16)) : x1) < x7 ? ((t24 && (t26 >= t16)) < x1 ? (t24 && (t26 >= t16)) : x1) : x7) >= (t13 ^ (t35 && x9))) >= (t35 > (((t36 && t28) == (x0 == (t26 ^ t14))) == (((t34 ^ x1) != (287576722 == 8150625231071213942UL)) && ((18446744073709551600ULL / x2) != t33))))) || ((1ULL == (x6 == t17)) || ((-2147483647 - 1) || ((t21 && t34) / x0)))) >= (t35 || (t28 || x9)));
    t16 = (t20 != ((-3 >= t32) && t31));
    t17 = (((t30 ^ 1) ^ (((t34 / x4) >= (x2 / (-13 ^ t15))) || (t27 ^ x2))) && (x5 ^ (((t18 && x7) >= (t23 / t30)) < (t27 / ((13 || (t12 ^ (t27 > t36))) ^ t23)) ? ((t18 && x7) >= (t23 / t30)) : (t27 / ((13 || (t12 ^ (t27 > t36))) ^ t23)))));
    t18 = (((t10 ^ 12) < ((t39 || ((t32 > x6) ^ 2147483645)) >= x1) ? (t10 ^ 12) : ((t39 || ((t32 > x6) ^ 2147483645)) >= x1)) || ((4220950114854577142ULL && t34) / ((((((x4 / t29) != t16) / t39) == t17) != t15) >= -20)));
    t19 = ((((t36 > t32) >= ((t13 == (-2147483647 - 1)) < ((x5 == t24) / t35) ? (t13 == (-2147483647 - 1)) : ((x5 == t24) / t35))) / (2 != (x8 ^ -5))) > ((((-317690468 && t31) >= ((x6 || -2147483646) != ((1UL || t35) < x9 ? (1UL || t35) : x9))) < ((t17 != t33) / (t10 ^ t30)) ? ((-317690468 && t31) >= ((x6 || -2147483646) != ((1UL || t35) < x9 ? (1UL || t35) : x9))) : ((t17 != t33) / (t10 ^ t30))) != x4));
    t20 = ((((t32 != t27) >= t30) < (x0 / ((t28 < (t24 > x8) ? t28 : (t24 > x8)) == ((t38 && x6) / x8))) ? ((t32 != t27) >= t30) : (x0 / ((t28 < (t24 > x8) ? t28 : (t24 > x8)) == ((t38 && x6) / x8)))) || ((t35 < ((t15 ^ 4095) || t12) ? t35 : ((t15 ^ 4095) || t12)) || (((t11 ^ ((t33 || t26) && 313528821)) || (t19 == t20)) || ((18019478248622027107UL && (t24 && 3421664449U)) >= t38))));
    t21 = ((((t15 / (t11 + k40)) == ((1317702582U == t20) == (t26 != (t14 == t37)))) != (((-65924731 == t27) || (t39 >= (x7 == (t35 != x7)))) != (t20 ^ t21))) >= (t18 > t34));
    t22 = ((x9 || (((t34 >= t32) == t35) != ((x6 == x1) / (t39 != ((-1273725766 || t22) || (-916508626 != (t15 > x9))))))) != 1874776279);
    t23 = (((-2118357653 > t18) ^ (x3 > t22)) ^ (t35 ^ t38));
    t24 = ((18446744073709551607ULL / (x9 != t31)) == ((((t25 || (t28 == t21)) || (((t10 ^ -1) < (-20 > ((t29 && (t14 / t20)) > 3651178700U)) ? (t10 ^ -1) : (-20 > ((t29 && (t14 / t20)) > 3651178700U))) > (x8 || (18446744073709551614ULL / (t34 + k41))))) < 1ULL ? ((t25 || (t28 == t21)) || (((t10 ^ -1) < (-20 > ((t29 && (t14 / t20)) > 3651178700U)) ? (t10 ^ -1) : (-20 > ((t29 && (t14 / t20)) > 3651178700U))) > (x8 || (18446744073709551614ULL / (t34 + k41))))) : 1ULL) >= (((((t28 / t14) && (x5 < t33 ? x5 : t33)) > (t14 ^ 2147483646)) ^ ((t15 >= 2147483645) == 1073741825)) && (2609042377156348280UL < (4ULL != t30) ? 2609042377156348280UL : (4ULL != t30)))));
    t25 = ((9223372036854775806UL / (t27 != t20)) / (((t13 >= t39) > (t19 && x7)) <= (((t24 != t34) ^ t33) && (((x5 ^ (5464738430025244367UL / t35)) ^ t18) / ((t26 / 576460752303423489ULL) + k42)))));
    t26 = (((((t38 || 1073741823) && t28) >= ((t13 < t21 ? t13 : t21) ^ (t30 ^ t21))) && ((t18 > 18446744073709551615UL) ^ 1073741823)) >= ((t36 >= (t16 ^ ((t36 != t36) != t35))) ^ t32));
    t27 = (((t36 && 14) != ((t11 / ((x9 >= 3618442471897814312UL) || t35)) ^ ((t12 < (t24 > t17) ? t12 : (t24 > t17)) > t31))) && (((t18 < x0 ? t18 : x0) == (t13 == (x4 >= (t35 / 18)))) ^ (((t24 > 13) && (t19 / (t30 != (t27 || t12)))) ^ ((t15 / (((t27 ^ t24) && t29) + k43)) ^ x1))));
    t28 = (((((12 ^ x9) / ((x3 > (t39 == ((t13 || x3) >= t15))) && (t14 || t29))) / (t13 + k44)) >= ((t27 >= t11) >= ((t37 < t28 ? t37 : t28) != x8))) == ((t38 != (((x0 > t34) >= t30) < x7 ? ((x0 > t34) >= t30) : x7)) == 4U));
    t29 = (t17 ^ ((3099143727U ^ x5) != (x2 / ((((t39 && (t39 == (18446744073709551615ULL > t16))) / ((((x1 < -17 ? x1 : -17) != t37) / t23) + k45)) < (t14 != (t13 || (x3 < (t34 || 2UL) ? x3 : (t34 || 2UL)))) ? ((t39 && (t39 == (18446744073709551615ULL > t16))) / ((((x1 < -17 ? x1 : -17) != t37) / t23) + k45)) : (t14 != (t13 || (x3 < (t34 || 2UL) ? x3 : (t34 || 2UL))))) + k46))));
    t30 = (((-2147483647 < ((t39 == t10) != x4) ? -2147483647 : ((t39 == t10) != x4)) / (t10 && t33)) < ((t13 ^ (t37 && (t20 == ((t13 / (((t23 ^ 19) && (t26 / x6)) + k47)) < t15 ? (t13 / (((t23 ^ 19) && (t26 / x6)) + k47)) : t15)))) || ((x7 ^ t21) == (t14 == ((t12 / x2) ^ 7ULL)))) ? ((-2147483647 < ((t39 == t10) != x4) ? -2147483647 : ((t39 == t10) != x4)) / (t10 && t33)) : ((t13 ^ (t37 && (t20 == ((t13 / (((t23 ^ 19) && (t26 / x6)) + k47)) < t15 ? (t13 / (((t23 ^ 19) && (t26 / x6)) + k47)) : t15)))) || ((x7 ^ t21) == (t14 == ((t12 / x2) ^ 7ULL)))));
    t31 = (((((t14 / t33) == t21) >= (((t23 >= (-16 && t30)) > t15) / (x7 || t14))) >= ((t39 != (t34 == (-12 != t38))) || (1ULL < ((19UL != t27) == (x1 / t31)) ? 1ULL : ((19UL != t27) == (x1 / t31))))) == (((t36 / 16932972438101627474UL) >= t25) > (1073741822ULL || (x9 < (t37 ^ (t21 == t39)) ? x9 : (t37 ^ (t21 == t39))))));
    t32 = ((((t33 == -2147483647) / (t13 + k48)) > (x8 > t25)) >= (((t18 < (((6602646210669380583ULL == x3) > (t14 ^ t31)) ^ (-2147483647 - 1)) ? t18 : (((6602646210669380583ULL == x3) > (t14 ^ t31)) ^ (-2147483647 - 1))) || (x8 < t29 ? x8 : t29)) && (t31 ^ (t27 == (t26 != x7)))));
    t33 = (((((((t34 >= t28) != t21) / (x5 < (x7 || x7) ? x5 : (x7 || x7))) < (t23 != t25) ? (((t34 >= t28) != t21) / (x5 < (x7 || x7) ? x5 : (x7 || x7))) : (t23 != t25)) >= (x0 || (x1 ^ 18446744073709551614ULL))) && (((((t32 >= 1073741825) && x3) && x5) ^ 4294967280U) / t32)) > ((12 / 1073741821) && t22));
    t34 = ((243093019U == ((t12 > t14) || (t23 / ((t28 ^ t37) / (((1073741821 == t12) && t32) + k49))))) != ((((t22 != t11) >= 4294967286U) == ((t27 < (t33 / t14) ? t27 : (t33 / t14)) >= t35)) != 4ULL));
    t35 = (((((((x6 >= t33) || (t12 >= x9)) ^ x9) == x2) > t17) || ((((241232395 / 5) >= (t23 ^ x5)) < ((t35 || t31) ^ t13) ? ((241232395 / 5) >= (t23 ^ x5)) : ((t35 || t31) ^ t13)) < (t13 / (18 < t37 ? 18 : t37)) ? (((241232395 / 5) >= (t23 ^ x5)) < ((t35 || t31) ^ t13) ? ((241232395 / 5) >= (t23 ^ x5)) : ((t35 || t31) ^ t13)) : (t13 / (18 < t37 ? 18 : t37)))) < (t33 / t14) ? ((((((x6 >= t33) || (t12 >= x9)) ^ x9) == x2) > t17) || ((((241232395 / 5) >= (t23 ^ x5)) < ((t35 || t31) ^ t13) ? ((241232395 / 5) >= (t23 ^ x5)) : ((t35 || t31) ^ t13)) < (t13 / (18 < t37 ? 18 : t37)) ? (((241232395 / 5) >= (t23 ^ x5)) < ((t35 || t31) ^ t13) ? ((241232395 / 5) >= (t23 ^ x5)) : ((t35 || t31) ^ t13)) : (t13 / (18 < t37 ? 18 : t37)))) : (t33 / t14));
    t36 = (((((t26 ^ ((1666584349104146985ULL > t36) && t38)) != (t32 == -19)) ^ ((x2 >= t12) < (t33 > (t34 >= t23)) ? (x2 >= t12) : (t33 > (t34 >= t23)))) / ((((99079162U < t15 ? 99079162U : t15) != (17UL < t33 ? 17UL : t33)) && ((x5 && t23) && -5)) <= 1090272460)) == (((t21 > x6) / t27) > ((t34 ^ (((t35 >= x4) && (t26 == x7)) || t16)) || (x9 != t26))));
    t37 = ((t22 ^ t29) == (((x7 != 2147483645) == ((t33 ^ (t24 >= (188888451 / (t30 >= t20)))) / (x1 < (x3 != 4294967294U) ? x1 : (x3 != 4294967294U)))) && ((t22 / (t16 == t28)) && (-444561470 != t15))));
    t38 = (((t36 < 0 ? t36 : 0) == 1UL) == (x2 || (((((x1 == t39) > t13) != t14) > x3) > (t27 == 18))));
    t39 = (t11 < t22 ? t11 : t22);

    if (t10 != 1UL) { printf("NG t10 %llu\n", (unsigned long long)t10); failed++; }
    if (t11 != 0) { printf("NG t11 %lld\n", (long long)t11); failed++; }
    if (t12 != 18446744073709551600ULL) { printf("NG t12 %llu\n", (unsigned long long)t12); failed++; }
    if (t13 != 0) { printf("NG t13 %lld\n", (long long)t13); failed++; }
    if (t14 != 1) { printf("NG t14 %lld\n", (long long)t14); failed++; }
    if (t15 != 1) { printf("NG t15 %lld\n", (long long)t15); failed++; }
    if (t16 != 1) { printf("NG t16 %lld\n", (long long)t16); failed++; }
    if (t17 != 1ULL) { printf("NG t17 %llu\n", (unsigned long long)t17); failed++; }
    if (t18 != 0ULL) { printf("NG t18 %llu\n", (unsigned long long)t18); failed++; }
    if (t19 != 0) { printf("NG t19 %lld\n", (long long)t19); failed++; }
    if (t20 != 1U) { printf("NG t20 %llu\n", (unsigned long long)t20); failed++; }
    if (t21 != 1U) { printf("NG t21 %llu\n", (unsigned long long)t21); failed++; }
    if (t22 != 1U) { printf("NG t22 %llu\n", (unsigned long long)t22); failed++; }
    if (t23 != 41835) { printf("NG t23 %llu\n", (unsigned long long)t23); failed++; }
    if (t24 != 0UL) { printf("NG t24 %llu\n", (unsigned long long)t24); failed++; }
    if (t25 != 9223372036854775806UL) { printf("NG t25 %llu\n", (unsigned long long)t25); failed++; }
    if (t26 != 0U) { printf("NG t26 %llu\n", (unsigned long long)t26); failed++; }
    if (t27 != 1U) { printf("NG t27 %llu\n", (unsigned long long)t27); failed++; }
    if (t28 != 1ULL) { printf("NG t28 %llu\n", (unsigned long long)t28); failed++; }
    if (t29 != 0) { printf("NG t29 %lld\n", (long long)t29); failed++; }
    if (t30 != 1) { printf("NG t30 %lld\n", (long long)t30); failed++; }
    if (t31 != 0ULL) { printf("NG t31 %llu\n", (unsigned long long)t31); failed++; }
    if (t32 != 1ULL) { printf("NG t32 %llu\n", (unsigned long long)t32); failed++; }
    if (t33 != 0U) { printf("NG t33 %llu\n", (unsigned long long)t33); failed++; }
    if (t34 != 1ULL) { printf("NG t34 %llu\n", (unsigned long long)t34); failed++; }
    if (t35 != 0U) { printf("NG t35 %llu\n", (unsigned long long)t35); failed++; }
    if (t36 != 0) { printf("NG t36 %llu\n", (unsigned long long)t36); failed++; }
    if (t37 != 0UL) { printf("NG t37 %llu\n", (unsigned long long)t37); failed++; }
    if (t38 != 0) { printf("NG t38 %lld\n", (long long)t38); failed++; }
    if (t39 != 0) { printf("NG t39 %lld\n", (long long)t39); failed++; }
    printf("arith: %d of 30 checks failed\n", failed);
    return 0;
}
