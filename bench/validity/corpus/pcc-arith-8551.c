#include <stdio.h>

/* reportsmith arith generator (Random Testing of Arithmetic Optimization): seed 8551; operators + * / % << >> <= | && || min; types signed char, unsigned char */
static signed char x0 = -12;
volatile unsigned char x1 = 152;
signed char x2 = -123;
signed char x3 = 10;
static signed char x4 = 21;
signed char x5 = 12;
static volatile unsigned char x7 = 76;
signed char x8 = 125;
volatile unsigned char x9 = 6;
volatile signed char t10 = 9;
static unsigned char t11 = 63;
static volatile signed char t12 = 127;
volatile signed char t13 = 64;
unsigned char t14 = 251;
signed char t16 = 34;
volatile signed char t17 = 19;
static unsigned char t18 = 6;
static volatile signed char t20 = -8;
static unsigned char t21 = 1;
static signed char t24 = -30;
signed char t25 = 121;
static unsigned char t29 = 254;
static unsigned char t30 = 15;
signed char t35 = -19;
volatile signed char t36 = 5;
signed char t37 = -5;
unsigned char t38 = 7;
signed char t39 = -1;
static volatile unsigned int k41 = 15U;
static volatile unsigned int k46 = 4294967178U;
static volatile unsigned int k48 = 3221225495U;
unsigned int k49 = 139U;
int k52 = 11;
static int k53 = 94;
static int k54 = 45;
static const unsigned int k55 = 36U;
static unsigned int k56 = 2147483670U;
static const int k59 = 26034;
unsigned int k61 = 2462543369U;
static unsigned int k62 = 41U;
const unsigned int k66 = 32U;
int k68 = 9;
const int k69 = 1187310992;
int k72 = 140;
static int k73 = 26670;
int k75 = 5;
static int k76 = 38063;
static int k78 = 64091;
static int k80 = 170;
static volatile int k81 = 120;
static int k83 = 30307;

int main(void)
{
    static volatile signed char x6 = 127;
    static signed char t15 = 51;
    static unsigned char t19 = 5;
    static volatile unsigned char t22 = 16;
    signed char t23 = -127;
    static signed char t26 = -98;
    signed char t27 = 9;
    unsigned char t28 = 13;
    signed char t31 = 32;
    unsigned char t32 = 19;
    static unsigned char t33 = 98;
    static unsigned char t34 = 16;
    static volatile unsigned int k40 = 4294967282U;
    static unsigned int k42 = 136U;
    unsigned int k43 = 23U;
    int k44 = 17593;
    const unsigned int k45 = 4294967198U;
    static unsigned int k47 = 34U;
    static unsigned int k50 = 4081197412U;
    const volatile unsigned int k51 = 2618337826U;
    unsigned int k57 = 302U;
    unsigned int k58 = 33U;
    static volatile unsigned int k60 = 16U;
    int k63 = 53066;
    const unsigned int k64 = 4294967165U;
    static int k65 = 181;
    int k67 = 564659127;
    static int k70 = 227;
    unsigned int k71 = 4294967185U;
    unsigned int k74 = 4294967220U;
    unsigned int k77 = 1391718584U;
    const int k79 = 61192;
    static unsigned int k82 = 3770409078U;
    static unsigned int k84 = 4294967055U;
    static int k85 = 193;
    static const int k86 = 13;
    static unsigned int k87 = 27U;
    static volatile unsigned int k88 = 4294967239U;
    int failed = 0;

    t10 = ((((((8 < t29 ? 8 : t29) / -1116547757) < -9 ? ((8 < t29 ? 8 : t29) / -1116547757) : -9) | x5) && (((x8 % (x0 * x2)) < (t36 << (t16 + k40)) ? (x8 % (x0 * x2)) : (t36 << (t16 + k40))) || ((((x5 + x5) * t36) << ((t36 <= t17) / t32)) && (t10 < x8 ? t10 : x8)))) && (((x2 >> t32) && (t19 <= t23)) | (-16 || (((t22 <= t30) <= (t37 + -9)) * t28))));
    t11 = (((x4 * t24) >> (((1627593926 / t23) || x5) * t21)) || ((((t26 || t12) << (t20 + k41)) || -18) / ((((((3 >> (t23 + k42)) << t38) << (t33 >> (-2 + k43))) >> t17) / ((t17 / t25) | (((-20 <= t10) + ((x7 >> (((x0 && t22) + t19) || (t29 % t37))) * x6)) << 13))) + k44)));
    t12 = (167426027 | (((t38 >> ((t30 | x8) + k45)) <= 513) | (((1 % x2) | t10) <= t25)));
    t13 = ((((((t34 * t17) < t23 ? (t34 * t17) : t23) / ((t35 >> t32) + t31)) >> (t12 <= (t37 || x6))) * ((t13 % x7) + (10 * (t12 && ((t27 >> (t25 + k46)) * (x8 + x3)))))) || x9);
    t14 = (((t10 % (x6 >> ((t28 < x2 ? t28 : x2) / (t23 >> (t25 >> x9))))) < x0 ? (t10 % (x6 >> ((t28 < x2 ? t28 : x2) / (t23 >> (t25 >> x9))))) : x0) && (((x3 + t25) % t35) / x9));
    t15 = (((((x7 + (t39 >> t18)) <= -2147483646) * (t38 / x9)) || t20) >> (t26 <= t11));
    t16 = ((t28 + t11) >> (444396567 <= 5));
    t17 = (t33 * (t19 + x0));
    t18 = ((4 >> (t20 + k47)) && ((t30 / t14) >> (t24 % t10)));
    t19 = (((x8 + t19) | (t15 < x8 ? t15 : x8)) <= (-149640015 / ((((t12 * t34) < t37 ? (t12 * t34) : t37) % ((x1 < t23 ? x1 : t23) < t27 ? (x1 < t23 ? x1 : t23) : t27)) + (((-8 >> t27) + ((t38 && x2) | t21)) / (t20 >> ((1073741824 | t11) + k48))))));
    t20 = ((t35 + t35) && (t19 && (x7 / x2)));
    t21 = ((t36 || ((x0 || (-12 >> (x2 + k49))) + -1477002930)) % ((t18 >> t28) + t25));
    t22 = (((-2147483647 | t27) && (((t27 + (t21 < x0 ? t21 : x0)) * ((5 <= x4) < (t13 % (t24 && t12)) ? (5 <= x4) : (t13 % (t24 && t12)))) <= ((t16 / t24) % (x6 * t39)))) | ((t33 | (((2147483646 / t30) / ((-2147483647 - 1) >> t27)) < t12 ? ((2147483646 / t30) / ((-2147483647 - 1) >> t27)) : t12)) || ((t16 << (213769889 + k50)) * (x9 | x4))));
    t23 = (((((t16 << t32) < t15 ? (t16 << t32) : t15) || x4) + (((x7 + t18) < (t24 <= (t26 | t17)) ? (x7 + t18) : (t24 <= (t26 | t17))) / (911584089 < 2147483647 ? 911584089 : 2147483647))) / (((t16 / (t23 + (t15 | t21))) | ((t18 * t17) * ((x4 <= (t27 || 1073741825)) / ((((x0 * (-18 * x8)) >> (131073 && t26)) * (x5 >> (1676629482 + k51))) + k52)))) + k53));
    t24 = (((t19 < (t16 / (t36 * t11)) ? t19 : (t16 / (t36 * t11))) / ((t21 % (t27 <= x4)) + k54)) * ((t18 + (((x8 >> t22) || (x9 || t29)) < (t35 % x1) ? ((x8 >> t22) || (x9 || t29)) : (t35 % x1))) / ((((-2147483647 - 1) <= (x5 <= t25)) | (-2147483646 && t34)) % (x0 / ((x7 * x6) && -230853592)))));
    t25 = (((t13 < (t33 && t23) ? t13 : (t33 && t23)) >> ((2147483647 <= x6) || t13)) / ((t16 << ((((t32 || (t26 || -8)) <= (t23 << t19)) % (1579649114 | ((t16 >> t14) || t18))) && -1536363823)) << ((t13 && (t36 % x0)) + ((t30 || -2147483647) || ((t10 < (932721862 <= x0) ? t10 : (932721862 <= x0)) || ((t37 < t34 ? t37 : t34) >> (t12 + k55)))))));
    t26 = (((t37 + (x9 || t24)) && ((((t22 | t36) && (t22 || t14)) <= ((((t37 + k57) << ((-2147483647 - 1) + k56)) << ((x0 >> t25) + k58)) * ((-1 && t12) + (t16 && t19)))) && ((13 / x4) || t27))) * (t36 && (114019098 + t26)));
    t27 = ((t38 + ((3 + t33) / ((t15 && ((t11 / (t19 > x0)) <= t12)) + k59))) <= ((32768 + (t39 && (x4 >> (-15 + k60)))) / (((t16 <= -11) << (1832423944 + k61)) | ((t30 << ((t17 <= t39) >> ((t35 * t14) + k62))) || (((x8 / -2147483647) | t17) | ((((t10 | t37) / (t18 + k63)) << (x1 + k64)) | (t28 || t15)))))));
    t28 = (-1 || (x3 < 1073741824 ? x3 : 1073741824));
    t29 = (((((t30 >> (((2 % (t26 + k65)) + t37) + k66)) * ((2111743285 | ((t22 || t12) | x3)) % (t34 || 13))) + ((t24 % (t26 + k67)) || t15)) || (((t20 / t33) <= (t36 / t10)) && (-33008979 >> t23))) || -1596066147);
    t30 = (((t32 >> ((1073741824 + t10) <= 65535)) >> ((x5 % t39) * t22)) && (1073741824 * ((x6 <= t11) | (((t26 % ((t19 * t22) || (t29 + t13))) * t38) % (-2147483647 - 1)))));
    t31 = ((((t34 / t16) || (((x0 % x6) / (t20 + k68)) || (((t20 <= t34) + (((t13 < t27 ? t13 : t27) && (t20 / x1)) | ((((x4 | t29) / ((t24 && (t38 < t11 ? t38 : t11)) + k69)) | (62 % (t18 + k70))) >> ((t39 >> (x8 + k71)) || x1)))) | -1450095903))) + (x0 >> ((x6 % t27) / (t23 + k72)))) % t14);
    t32 = ((x5 * 511) << ((((11 + -17) + (t32 % (x0 <= t29))) < ((t21 % t33) % -551699629) ? ((11 + -17) + (t32 % (x0 <= t29))) : ((t21 % t33) % -551699629)) / (((t23 + (((t36 <= 63299477) <= t19) % ((t26 % -2147483647) + k73))) / (((t26 >> (t17 + k74)) && t27) + k75)) + k76)));
    t33 = ((((t11 + t38) && (((t26 && x5) + ((x2 + k77) << t31)) && ((x1 + x4) | t37))) || t34) % (((t34 % (((t11 || x4) >> (t20 >> (8388606 && x4))) % ((((t34 || t30) || x5) < (((t33 * t17) % (t18 + k78)) <= ((t19 / (t30 + k79)) % t13)) ? ((t34 || t30) || x5) : (((t33 * t17) % (t18 + k78)) <= ((t19 / (t30 + k79)) % t13))) + k80))) / (t30 || (-1219624477 | x0))) + k81));
    t34 = (((t38 < ((t13 + x7) << (524558227 + k82)) ? t38 : ((t13 + x7) << (524558227 + k82))) | (x1 | ((-1442842550 < t24 ? -1442842550 : t24) / (-539496034 >> t13)))) && ((t28 * ((10 / t38) >> (((x1 >> x3) / ((t12 <= t19) + (t28 <= t36))) <= ((x4 && (t21 < (x4 << (8 * t30)) ? t21 : (x4 << (8 * t30)))) < (t18 % t38) ? (x4 && (t21 < (x4 << (8 * t30)) ? t21 : (x4 << (8 * t30)))) : (t18 % t38))))) * (15 >> (t14 && t18))));
    t35 = (((((t27 / x7) * (t14 >> 13)) / t37) || (((x5 < t18 ? x5 : t18) >> t24) % x3)) <= 1048578);
    t36 = ((((((x3 <= -1677655502) >> t10) && 1520454805) * t19) && (x6 || t24)) >> ((((((t24 | t32) < x5 ? (t24 | t32) : x5) % (t12 <= ((t21 < t17 ? t21 : t17) / (x5 && (((t16 || t21) < (x1 | 1) ? (t16 || t21) : (x1 | 1)) || ((-1262318663 && t33) / t32)))))) >> (3 <= ((t24 <= t24) << x3))) * (t15 || t14)) < ((t18 % t10) % (t34 + k83)) ? (((((t24 | t32) < x5 ? (t24 | t32) : x5) % (t12 <= ((t21 < t17 ? t21 : t17) / (x5 && (((t16 || t21) < (x1 | 1) ? (t16 || t21) : (x1 | 1)) || ((-1262318663 && t33) / t32)))))) >> (3 <= ((t24 <= t24) << x3))) * (t15 || t14)) : ((t18 % t10) % (t34 + k83))));
    t37 = (((t35 * t25) >> ((t19 + t11) || -20)) || (((((t26 < t37 ? t26 : t37) || t11) || t20) * ((t10 || t14) && (t25 || t26))) && (x2 + (t36 * (((x3 >> ((x4 + (t33 | t32)) + k84)) <= t29) / (((t23 >> ((((t27 / x3) || x0) <= x7) * t34)) >> ((t31 || t26) | t30)) + k85))))));
    t38 = (3 | t22);
    t39 = ((((x8 && (t26 / x2)) < (((-13 / ((t30 < t11 ? t30 : t11) + k86)) | t33) >> ((t19 < -17 ? t19 : -17) + k87)) ? (x8 && (t26 / x2)) : (((-13 / ((t30 < t11 ? t30 : t11) + k86)) | t33) >> ((t19 < -17 ? t19 : -17) + k87))) | (t18 * (2 << (t17 + k88)))) + ((((t34 >> x3) + t14) + t18) || ((t20 < (t39 < x2 ? t39 : x2) ? t20 : (t39 < x2 ? t39 : x2)) < (t17 + t16) ? (t20 < (t39 < x2 ? t39 : x2) ? t20 : (t39 < x2 ? t39 : x2)) : (t17 + t16))));

    if (t10 != 1) { printf("NG t10 %lld\n", (long long)t10); failed++; }
    if (t11 != 1) { printf("NG t11 %llu\n", (unsigned long long)t11); failed++; }
    if (t12 != -21) { printf("NG t12 %lld\n", (long long)t12); failed++; }
    if (t13 != 1) { printf("NG t13 %lld\n", (long long)t13); failed++; }
    if (t14 != 1) { printf("NG t14 %llu\n", (unsigned long long)t14); failed++; }
    if (t15 != 0) { printf("NG t15 %lld\n", (long long)t15); failed++; }
    if (t16 != 14) { printf("NG t16 %lld\n", (long long)t16); failed++; }
    if (t17 != 82) { printf("NG t17 %lld\n", (long long)t17); failed++; }
    if (t18 != 0) { printf("NG t18 %llu\n", (unsigned long long)t18); failed++; }
    if (t19 != 1) { printf("NG t19 %llu\n", (unsigned long long)t19); failed++; }
    if (t20 != 0) { printf("NG t20 %lld\n", (long long)t20); failed++; }
    if (t21 != 1) { printf("NG t21 %llu\n", (unsigned long long)t21); failed++; }
    if (t22 != 1) { printf("NG t22 %llu\n", (unsigned long long)t22); failed++; }
    if (t23 != 0) { printf("NG t23 %lld\n", (long long)t23); failed++; }
    if (t24 != 0) { printf("NG t24 %lld\n", (long long)t24); failed++; }
    if (t25 != 0) { printf("NG t25 %lld\n", (long long)t25); failed++; }
    if (t26 != 0) { printf("NG t26 %lld\n", (long long)t26); failed++; }
    if (t27 != 1) { printf("NG t27 %lld\n", (long long)t27); failed++; }
    if (t28 != 1) { printf("NG t28 %llu\n", (unsigned long long)t28); failed++; }
    if (t29 != 1) { printf("NG t29 %llu\n", (unsigned long long)t29); failed++; }
    if (t30 != 0) { printf("NG t30 %llu\n", (unsigned long long)t30); failed++; }
    if (t31 != 0) { printf("NG t31 %lld\n", (long long)t31); failed++; }
    if (t32 != 244) { printf("NG t32 %llu\n", (unsigned long long)t32); failed++; }
    if (t33 != 1) { printf("NG t33 %llu\n", (unsigned long long)t33); failed++; }
    if (t34 != 0) { printf("NG t34 %llu\n", (unsigned long long)t34); failed++; }
    if (t35 != 1) { printf("NG t35 %lld\n", (long long)t35); failed++; }
    if (t36 != 0) { printf("NG t36 %lld\n", (long long)t36); failed++; }
    if (t37 != 0) { printf("NG t37 %lld\n", (long long)t37); failed++; }
    if (t38 != 3) { printf("NG t38 %llu\n", (unsigned long long)t38); failed++; }
    if (t39 != 0) { printf("NG t39 %lld\n", (long long)t39); failed++; }
    printf("arith: %d of 30 checks failed\n", failed);
    return 0;
}
