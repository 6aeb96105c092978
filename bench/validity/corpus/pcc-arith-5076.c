#include <stdio.h>

/* reportsmith arith generator (Random Testing of Arithmetic Optimization): seed 5076; operators + * / % << >> <= >= == & ^ || min; types char, signed char, unsigned char, short, unsigned short */
static unsigned short x1 = 0;
static short x2 = -10;
static volatile unsigned char x3 = 239;
const signed char x4 = -127;
static volatile unsigned short x6 = 37987;
static char x7 = -7;
static signed char x9 = -96;
static short t10 = 8;
static unsigned short t11 = 65516;
short t14 = 5;
unsigned char t15 = 116;
volatile signed char t16 = -8;
short t20 = 9010;
static short t21 = 17;
static volatile unsigned short t22 = 31719;
unsigned char t24 = 255;
short t28 = -3;
volatile unsigned char t30 = 158;
static signed char t32 = -3;
static char t34 = -33;
unsigned char t36 = 3;
static unsigned char t37 = 244;
static signed char t38 = -128;
static volatile unsigned int k40 = 4294967055U;
static volatile int k41 = 7;
unsigned int k42 = 4294967271U;
static unsigned int k44 = 4294929314U;
static int k46 = 25952;
static volatile int k49 = 10;
unsigned int k52 = 4294967045U;
static const unsigned int k53 = 4294934567U;
static unsigned int k54 = 2319793099U;
const unsigned int k55 = 839U;
static volatile int k56 = 741276503;
static const unsigned int k57 = 152U;
unsigned int k59 = 14U;
const unsigned int k62 = 4294967055U;
static const unsigned int k63 = 27U;
static unsigned int k65 = 4294967139U;
static unsigned int k66 = 109U;
static const int k67 = 1137350500;
static const int k68 = 1911996270;
static unsigned int k70 = 1021216883U;
static int k72 = 3;
static unsigned int k75 = 4294901770U;
int k78 = 143;
volatile int k83 = 30836;
static unsigned int k85 = 44U;
int k88 = 214198238;
static const unsigned int k91 = 4294967072U;
unsigned int k94 = 22U;
static const int k97 = 1467579807;
unsigned int k98 = 17U;

int main(void)
{
    unsigned char x0 = 255;
    static const unsigned short x5 = 31189;
    static char x8 = -13;
    static unsigned char t12 = 13;
    static unsigned short t13 = 0;
    static char t17 = 10;
    unsigned short t18 = 17897;
    static unsigned char t19 = 255;
    static signed char t23 = 9;
    short t25 = 32765;
    static short t26 = 17;
    char t27 = 6;
    static volatile char t29 = 6;
    static signed char t31 = 16;
    char t33 = 6;
    char t35 = -6;
    static short t39 = -11;
    unsigned int k43 = 4294967050U;
    static int k45 = 275286642;
    static volatile unsigned int k47 = 4294967142U;
    static unsigned int k48 = 4294967043U;
    unsigned int k50 = 4294929318U;
    volatile int k51 = 167;
    unsigned int k58 = 1937183340U;
    static volatile unsigned int k60 = 4160749589U;
    static const int k61 = 58739;
    unsigned int k64 = 35U;
    int k69 = 4;
    unsigned int k71 = 4294967052U;
    static const unsigned int k73 = 27U;
    unsigned int k74 = 13U;
    int k76 = 1570503128;
    static int k77 = 6132;
    unsigned int k79 = 48U;
    unsigned int k80 = 1187864073U;
    unsigned int k81 = 1026949402U;
    static int k82 = 868919431;
    unsigned int k84 = 4294936134U;
    static unsigned int k86 = 4294967200U;
    static int k87 = 112087559;
    const unsigned int k89 = 4294705182U;
    static const int k90 = 4402;
    int k92 = 31972;
    unsigned int k93 = 4294963211U;
    unsigned int k95 = 3961009U;
    static int k96 = 59722;
    int failed = 0;

    t10 = (x8 < ((t16 * ((t26 == x1) % (-11 >= x8))) <= (((t33 / t12) << ((x8 == (t25 & (t21 >= t20))) || (t13 >> (t37 + k40)))) & 15)) ? x8 : ((t16 * ((t26 == x1) % (-11 >= x8))) <= (((t33 / t12) << ((x8 == (t25 & (t21 >= t20))) || (t13 >> (t37 + k40)))) & 15)));
    t11 = ((2147483647 / t38) == (t30 || t39));
    t12 = ((x8 || ((4 + t21) <= 1073741822)) << ((x6 || t17) >= x8));
    t13 = (t28 ^ (t38 <= x8));
    t14 = (((13 % ((4 & t16) + k41)) == ((t34 / x0) / ((t39 <= t22) * t28))) * (t26 ^ x7));
    t15 = (((t37 < t30 ? t37 : t30) & (t16 < (((t15 * t13) + ((t30 / (t24 % -2100037368)) & t24)) || (((x3 & x8) <= (t32 >= (-1321065048 >> (((t22 & t33) * t14) / (555698086 >= (t12 == 2147483645)))))) & ((t35 ^ 2147483646) < 2147483646 ? (t35 ^ 2147483646) : 2147483646))) ? t16 : (((t15 * t13) + ((t30 / (t24 % -2100037368)) & t24)) || (((x3 & x8) <= (t32 >= (-1321065048 >> (((t22 & t33) * t14) / (555698086 >= (t12 == 2147483645)))))) & ((t35 ^ 2147483646) < 2147483646 ? (t35 ^ 2147483646) : 2147483646))))) + x4);
    t16 = (((t33 >> (((t35 * t16) + x2) + k42)) == (x5 * 4)) + ((t26 / x9) << (t19 + k43)));
    t17 = ((-3 || (34 == x0)) ^ ((t15 < ((t17 >= 941417799) >> (((x6 + t10) + t21) + k44)) ? t15 : ((t17 >= 941417799) >> (((x6 + t10) + t21) + k44))) % (((x8 >= t22) * ((t34 == x7) * (-2147483647 - 1))) + k45)));
    t18 = ((14 + x7) & t31);
    t19 = (((((t33 & 1385889710) ^ (t16 * t17)) ^ (((t24 % ((t27 >> t31) + k46)) + t14) < x3 ? ((t24 % ((t27 >> t31) + k46)) + t14) : x3)) + (t39 == -703685934)) >= (t20 <= (t35 / -19)));
    t20 = ((t24 >> (t30 + k47)) <= (((t10 || ((t29 || 1073741822) < ((t32 < (-9 & t38) ? t32 : (-9 & t38)) & (x9 ^ t28)) ? (t29 || 1073741822) : ((t32 < (-9 & t38) ? t32 : (-9 & t38)) & (x9 ^ t28)))) == ((t32 ^ t17) ^ (x6 ^ (t35 * 131070)))) >= (x8 & t16)));
    t21 = ((((t12 || (t12 + t30)) <= t20) / ((t11 % t31) > t32)) / (((((x8 >= (-2147483647 - 1)) == (t37 >= t18)) << (x0 + k48)) & t21) + k49));
    t22 = ((((((t22 <= t37) / 1073741825) ^ t18) % ((t15 >> (x6 + k50)) + k51)) + (((((t15 << (x0 + k52)) / (t28 ^ t18)) >> ((t25 >> ((t25 ^ t31) + k53)) >= t14)) ^ (t38 == (t14 <= (((t30 ^ x0) * t35) ^ t19)))) % x3)) >> ((x8 == (((t35 + k55) << (1975174218 + k54)) < x3 ? ((t35 + k55) << (1975174218 + k54)) : x3)) << ((t11 ^ t29) & (t25 / (x1 + k56)))));
    t23 = (((-1937183331 + k58) << ((t11 + x4) + k57)) >> (((2147483647 >= t30) % ((((257 == x5) + t26) & -16) > (((x5 * -18) % (t10 || t17)) <= (792803759 || 1073741825)))) <= ((x1 << ((t34 ^ 32) + k59)) + (t10 < t20 ? t10 : t20))));
    t24 = ((((t15 < x4 ? t15 : x4) < t29 ? (t15 < x4 ? t15 : x4) : t29) % (((t35 == (x9 ^ 1073741823)) || ((((t15 * t34) == t14) << (134217730 + k60)) < x0 ? (((t15 * t34) == t14) << (134217730 + k60)) : x0)) + k61)) < ((x9 >> (t24 + k62)) >> ((t10 & -2) + k63)) ? (((t15 < x4 ? t15 : x4) < t29 ? (t15 < x4 ? t15 : x4) : t29) % (((t35 == (x9 ^ 1073741823)) || ((((t15 * t34) == t14) << (134217730 + k60)) < x0 ? (((t15 * t34) == t14) << (134217730 + k60)) : x0)) + k61)) : ((x9 >> (t24 + k62)) >> ((t10 & -2) + k63)));
    t25 = (((t29 == x8) % (((((((t16 * -1570075699) < (t39 == -1861933739) ? (t16 * -1570075699) : (t39 == -1861933739)) >> ((t35 >= (1062357656 + (t38 + t14))) >= ((t38 || 1017890841) ^ 1399957788))) + 17) == -2147483646) / (((x1 << (1 + t15)) % (t37 >= (((t30 + k65) << (t35 + k64)) >= (t32 >> (x9 + k66))))) + k67)) + k68)) * (((x5 ^ ((10 >= 1073741826) >= (x6 ^ t20))) == (-2147483646 / (t14 + k69))) * t38));
    t26 = ((t25 == t22) < (-951989927 ^ x8) ? (t25 == t22) : (-951989927 ^ x8));
    t27 = (((t20 == ((x0 % t17) || (x8 >> ((t22 + -1021282329) + k70)))) >= (((-1577105174 / t22) <= t36) ^ x3)) <= (t34 >> ((3 == t23) % t37)));
    t28 = (((x4 >= t30) == ((t29 & -1553615271) << (x0 + k71))) <= (t39 || (t15 == ((((x4 & t13) / (t20 + k72)) & ((t27 || (t20 << t18)) << (x7 + k73))) + (14 * t12)))));
    t29 = ((((((t36 == 1987765220) >> (t39 + k74)) ^ ((x4 || t28) < t30 ? (x4 || t28) : t30)) >> (t13 + k75)) / ((x3 / ((((x4 || ((t22 <= t26) < (19 ^ x6) ? (t22 <= t26) : (19 ^ x6))) / t24) * ((t31 % (t27 + k76)) << ((x2 < -13 ? x2 : -13) & t25))) + k77)) + k78)) ^ 2147483645);
    t30 = (((t39 || ((t13 >= t30) >= (t22 / t33))) * (((((t21 < -13 ? t21 : -13) ^ t20) == (x0 & -2147483646)) == (t24 % (t28 != -3))) / (((t25 * -2026988239) + t19) || (31 >> (t34 + k79))))) || (((x7 >> 2) == t34) < ((16386 / x7) >= (-2082368123 ^ t26)) ? ((x7 >> 2) == t34) : ((16386 / x7) >= (-2082368123 ^ t26))));
    t31 = ((((t20 / 17) <= (((x8 + k80) << t14) || x2)) / ((((((12 < (t32 >> t11) ? 12 : (t32 >> t11)) + t24) << (1462109288 * t27)) <= ((t17 == (t30 & -312093965)) / (10 / (t33 != -9)))) < ((((((x6 * x8) + k81) << (t26 || (x6 <= (t26 == t17)))) ^ t37) ^ (t37 & 2147483646)) >= (t39 <= t12)) ? ((((12 < (t32 >> t11) ? 12 : (t32 >> t11)) + t24) << (1462109288 * t27)) <= ((t17 == (t30 & -312093965)) / (10 / (t33 != -9)))) : ((((((x6 * x8) + k81) << (t26 || (x6 <= (t26 == t17)))) ^ t37) ^ (t37 & 2147483646)) >= (t39 <= t12))) + k82)) * t36);
    t32 = (((t18 || ((x5 ^ ((t28 ^ -12) <= t24)) == -3)) ^ t35) >= (((((x2 * (t22 == x2)) << (t17 % t32)) <= (t39 * t25)) + (t34 / ((t25 % (t14 >= t34)) + k83))) / t33));
    t33 = (((t16 || (-15 >= -18)) << (x5 + k84)) == (t12 < -16 ? t12 : -16));
    t34 = ((t25 << (x8 + k85)) ^ (((x0 == -16) << (t22 >> (((-13 * t30) ^ t38) + k86))) + (19 * t32)));
    t35 = ((x3 & (t30 >= ((t11 % x0) || x0))) << ((t31 == -17) <= (t20 & ((t20 >> ((t37 <= t18) >= (x9 % x5))) < (t19 >= t27) ? (t20 >> ((t37 <= t18) >= (x9 % x5))) : (t19 >= t27)))));
    t36 = (((((1998706431 < (x0 / (t23 + k87)) ? 1998706431 : (x0 / (t23 + k87))) / x2) / 2097640068) % (t23 + k88)) <= ((((t19 >> (262143 + k89)) ^ t20) <= ((t12 / x2) << t28)) % (((t24 * (((t31 == t37) >= ((x1 == t38) < (x1 * t32) ? (x1 == t38) : (x1 * t32))) >= 1073741822)) * ((t10 >> (t10 <= (2094470088 || t35))) * t19)) + k90)));
    t37 = (((((((t34 >> (x0 + k91)) % (t21 + k92)) < (t25 * t17) ? ((t34 >> (x0 + k91)) % (t21 + k92)) : (t25 * t17)) || t34) & (((x3 >> x1) % (t29 < ((((t32 < t17 ? t32 : t17) + -449519132) == x5) >> (((4097 % x5) + (t16 >> t27)) + k93)) ? t29 : ((((t32 < t17 ? t32 : t17) + -449519132) == x5) >> (((4097 % x5) + (t16 >> t27)) + k93)))) ^ (t19 >= (((-2103453854 || x4) >= t23) >= x3)))) <= (t21 == (t29 <= (t17 % t15)))) + (t16 << (-7 + k94)));
    t38 = (((t29 ^ (-13 <= 7)) <= (((-2085300767 % x7) + x8) % ((t38 * (t19 >> ((x4 * x5) + k95))) + k96))) || ((t11 < t28 ? t11 : t28) * t29));
    t39 = ((((3 || t10) ^ ((t13 <= x0) < ((((t23 % t28) / (t11 + k97)) == 2147483647) << (t29 + k98)) ? (t13 <= x0) : ((((t23 % t28) / (t11 + k97)) == 2147483647) << (t29 + k98)))) ^ (((-1730867534 & (1073741821 ^ (t31 >> t26))) % (t28 >= t37)) % ((((x2 + (t30 == t17)) / (t29 * (x4 ^ t36))) == t33) != (t34 * (t24 & x5))))) ^ (((t29 || -2147483646) == (-1 / t28)) == t17));

    if (t10 != -13) { printf("NG t10 %lld\n", (long long)t10); failed++; }
    if (t11 != 0) { printf("NG t11 %llu\n", (unsigned long long)t11); failed++; }
    if (t12 != 2) { printf("NG t12 %llu\n", (unsigned long long)t12); failed++; }
    if (t13 != 65532) { printf("NG t13 %llu\n", (unsigned long long)t13); failed++; }
    if (t14 != 0) { printf("NG t14 %lld\n", (long long)t14); failed++; }
    if (t15 != 25) { printf("NG t15 %llu\n", (unsigned long long)t15); failed++; }
    if (t16 != 0) { printf("NG t16 %lld\n", (long long)t16); failed++; }
    if (t17 != 1) { printf("NG t17 %lld\n", (long long)t17); failed++; }
    if (t18 != 0) { printf("NG t18 %llu\n", (unsigned long long)t18); failed++; }
    if (t19 != 1) { printf("NG t19 %llu\n", (unsigned long long)t19); failed++; }
    if (t20 != 0) { printf("NG t20 %lld\n", (long long)t20); failed++; }
    if (t21 != 0) { printf("NG t21 %lld\n", (long long)t21); failed++; }
    if (t22 != 65469) { printf("NG t22 %llu\n", (unsigned long long)t22); failed++; }
    if (t23 != 0) { printf("NG t23 %lld\n", (long long)t23); failed++; }
    if (t24 != 129) { printf("NG t24 %llu\n", (unsigned long long)t24); failed++; }
    if (t25 != 0) { printf("NG t25 %lld\n", (long long)t25); failed++; }
    if (t26 != 0) { printf("NG t26 %lld\n", (long long)t26); failed++; }
    if (t27 != 0) { printf("NG t27 %lld\n", (long long)t27); failed++; }
    if (t28 != 1) { printf("NG t28 %lld\n", (long long)t28); failed++; }
    if (t29 != -3) { printf("NG t29 %lld\n", (long long)t29); failed++; }
    if (t30 != 1) { printf("NG t30 %llu\n", (unsigned long long)t30); failed++; }
    if (t31 != 0) { printf("NG t31 %lld\n", (long long)t31); failed++; }
    if (t32 != 0) { printf("NG t32 %lld\n", (long long)t32); failed++; }
    if (t33 != 0) { printf("NG t33 %lld\n", (long long)t33); failed++; }
    if (t34 != 0) { printf("NG t34 %lld\n", (long long)t34); failed++; }
    if (t35 != 2) { printf("NG t35 %lld\n", (long long)t35); failed++; }
    if (t36 != 1) { printf("NG t36 %llu\n", (unsigned long long)t36); failed++; }
    if (t37 != 1) { printf("NG t37 %llu\n", (unsigned long long)t37); failed++; }
    if (t38 != 0) { printf("NG t38 %lld\n", (long long)t38); failed++; }
    if (t39 != 1) { printf("NG t39 %lld\n", (long long)t39); failed++; }
    printf("arith: %d of 30 checks failed\n", failed);
    return 0;
}
