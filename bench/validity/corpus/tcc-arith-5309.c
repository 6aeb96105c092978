#include <stdio.h>

/* reportsmith arith generator (Random Testing of Arithmetic Optimization): seed 5309; operators + - * % > <= >= != | ^ &&; types signed char, unsigned char, short, int, unsigned long, long long, float, long double */
unsigned long x3 = 18446744073709551614UL;
short x5 = 32579;
long long x6 = 19LL;
static unsigned long x8 = 7082440449856560028UL;
static unsigned char t10 = 94;
unsigned char t11 = 255;
static short t12 = -22217;
unsigned long t17 = 18446744073709551615UL;
static long long t18 = -9223372036854775807LL;
static float t19 = -8388606.0f;
unsigned char t20 = 236;
static unsigned long t21 = 9223372036854775806UL;
unsigned long t22 = 8UL;
static volatile float t23 = 16.0f;
signed char t28 = -17;
static unsigned char t30 = 95;
static signed char t31 = 127;
static volatile unsigned long t33 = 18446744073709551605UL;
int t34 = -902760632;
static unsigned char t38 = 251;
int k43 = 8780;
static unsigned long k44 = 15142UL;
static unsigned long k45 = 32677UL;
static int k49 = 10;
static long long k50 = 6909LL;
static int k51 = 7;
static int k55 = 41;
volatile unsigned long k56 = 55748UL;
static unsigned long long k57 = 2571530286746934773ULL;
volatile unsigned long k58 = 16862235488247769890UL;

int main(void)
{
    static const volatile signed char x0 = 125;
    signed char x1 = 125;
    const long double x2 = -2571530286746880932.0L;
    const unsigned long x4 = 1152921504606846976UL;
    static volatile int x7 = -18;
    static unsigned long x9 = 0UL;
    static unsigned long t13 = 18446744073709551609UL;
    static signed char t14 = 67;
    static short t15 = 10648;
    static signed char t16 = 19;
    static unsigned long t24 = 18446744073709551608UL;
    short t25 = 7;
    signed char t26 = 5;
    int t27 = 3;
    signed char t29 = 62;
    static float t32 = -8132197.0f;
    unsigned char t35 = 36;
    short t36 = 25145;
    static int t37 = 262145;
    static long double t39 = 10.0L;
    static long double k40 = 2571530286746880932.0L;
    volatile unsigned long k41 = 49099UL;
    int k42 = 16;
    static const volatile unsigned long k46 = 9223372036854806739UL;
    static unsigned long k47 = 9223372036854777817UL;
    static volatile int k48 = 241;
    volatile unsigned long k52 = 8282UL;
    long long k53 = 134LL;
    unsigned long k54 = 17293822569102722454UL;
    int failed = 0;

    t10 = ((((t18 * (x2 >= (t25 | ((long long)(t15 + t23))))) > x2) > ((((long long)(-2749761.0f - (t26 ^ x0))) ^ 9) ^ ((t24 % ((long long)t23)) >= t30))) > (((((t37 ^ 9) | t38) * t29) - (4611686018427387904LL / ((t12 > t31) + (x5 + t16)))) % t21));
    t11 = ((t27 > 12718618452682540593UL) % (t17 >= ((t30 - x0) && 4611686018427387905LL)));
    t12 = ((t14 && 2147483647) != ((((t37 % ((long long)5884831.0f)) > (t24 | t28)) > ((x9 % x1) - t16)) | (((((long long)(((x2 + k40) / x8) - ((18446744073709551602UL * (x2 != x9)) + k41))) ^ ((t25 * x3) ^ t22)) + ((-2147483647 - 1) | ((long long)t39))) >= (18446744073709551610UL * ((t35 * (t34 != t12)) % t31)))));
    t13 = ((((long long)(1384612360069870483.0L - x0)) | ((long long)x2)) <= (((((long long)t32) % (t30 * t13)) * ((-2147483647 - 1) | t38)) != (-813324509 != 4611686018427387901.0L)));
    t14 = (((t37 - t13) * (((((t27 > t35) >= (t27 * (t23 >= t15))) % ((274877906944LL ^ t10) ^ t37)) > t39) + (((long long)t39) % (-1785534944 % t24)))) && (t12 >= (t38 | ((t27 > -8) <= x7))));
    t15 = (((((x0 != (t21 % 872920275)) + ((t27 > 2055800972) | t12)) && 19.0f) >= (((t27 >= t25) | ((x7 >= x9) >= (x2 > t14))) % (((t25 >= t24) % ((t16 && ((-8.0L > (t10 | t26)) * 1073741822)) + k42)) + k43))) ^ (t36 >= (t38 ^ ((long long)t32))));
    t16 = (((x6 * t21) | ((t20 + t23) && (t18 | t29))) && (t31 > t33));
    t17 = ((((t39 >= 3) | (((t32 > t27) % ((long long)((t24 + k44) - t32))) && (((4611686018427387905.0L && x8) > t25) ^ ((t15 + t27) - t28)))) + t36) >= ((t22 > (4094 != ((((t25 * t24) * t27) != (t15 && ((1010618712 * t21) && (t14 * t36)))) >= t39))) - (((x9 - t22) % t37) + (-2147483646 != t26))));
    t18 = ((((t14 >= 1073741823) && ((t31 <= t14) % 15)) >= ((t12 > x3) != ((x1 * t13) | t17))) | ((long long)((x2 - (x3 + k45)) - (x4 | ((x7 * t37) * t14)))));
    t19 = (((x2 - 4094) != ((((t21 + k46) <= t23) * x7) * t35)) >= (x6 >= ((((2147483647 ^ x0) >= (x0 * x0)) >= t15) && ((((t11 - x6) - (((long long)(1306709.0f - (t26 <= (t12 + t35)))) ^ t12)) ^ (t34 | (((t16 >= (t38 - (t23 <= (t21 + k47)))) * x4) <= (12984308506487153721UL % 661217424)))) ^ x9))));
    t20 = (((x0 | ((long long)(x1 + t19))) >= (((t20 <= t33) | ((long long)-16.0f)) * (x1 ^ t20))) ^ (x7 + x9));
    t21 = (t12 | (x6 % (((((x4 % (x0 ^ -17)) | -17) * 0LL) && ((t39 && ((2147483646 + t22) != (t10 + 33554432))) | t21)) + k48)));
    t22 = (((t31 ^ (t27 <= t18)) % ((t16 * x7) + k49)) && (((17UL && ((x0 * x0) != 4611686018427387904.0L)) + (x5 * ((t16 && t19) % (((t18 | x7) + (t27 != 8388607.0f)) + k50)))) != (((x3 != 5477641255118056028UL) - (((((x9 | ((long long)7.0L)) + (x4 * t18)) > (t13 <= (x2 > x0))) ^ x3) ^ (t15 + x5))) - t28)));
    t23 = (-15.0L - ((t24 && t32) + (t16 % t18)));
    t24 = (((t30 + x3) % ((t27 + -4) && ((((long long)6.0L) ^ x4) % ((t30 + t16) + t15)))) - ((((t34 % ((long long)(-13.0L * t35))) > (t27 && t29)) * (t30 && ((4611686018427387901.0L - t21) > t17))) <= t25));
    t25 = (524286.0f > -5.0L);
    t26 = ((((t38 % ((t22 && (t26 && t14)) ^ t26)) >= ((-2147483647 - x9) && ((t15 ^ t31) ^ ((t27 + x7) | t20)))) >= (t37 && (t11 != t35))) | t25);
    t27 = (((t35 <= t23) + (x3 >= -2147483646)) != (t16 + (-1 <= t34)));
    t28 = (((((t21 % (t10 + k51)) % 2050988677) != 8) ^ 8) != (((x0 >= (((t30 + t18) > (t17 * x1)) + (t14 && t24))) | (t16 && ((t16 - (t11 != (t23 + (t24 + k52)))) + (t22 % ((t17 <= (t35 >= t16)) | (9.0f != x2)))))) * (t20 - 18446744073709551598UL)));
    t29 = (t38 % x5);
    t30 = ((((t13 != (0UL <= t30)) * t16) + ((-20.0L <= x6) % x4)) <= (((x6 ^ ((t20 % t37) % (((((long long)-9223372036854775807.0L) | (x7 <= t13)) * (((t35 | (1073741825 ^ t14)) - x9) >= t29)) + k53))) % ((t17 <= 32.0L) + (t27 - x1))) - (((t10 * (((long long)(0.0f * (x4 + k54))) % ((long long)t32))) > (((t36 >= x7) > t33) ^ ((long long)t19))) % t38)));
    t31 = (9223372036854775808UL <= ((t29 * t26) - ((((((long long)t19) % t12) <= -8035711.0f) + (t18 + (((long long)t32) % ((long long)t32)))) * ((((t34 <= (t38 ^ t25)) && (((((x6 | t36) + (x1 && 1073741824)) > x2) | ((long long)t23)) % ((t31 * t27) < 966790940))) % ((t38 && x9) + k55)) % (x2 && ((x4 && t39) >= t26))))));
    t32 = (t17 <= 1);
    t33 = ((t29 >= t27) > ((x0 && t22) != t33));
    t34 = (((t10 != t39) % (t18 ^ t36)) - t30);
    t35 = ((((((t39 * (-19LL ^ t37)) + (x3 + k56)) >= (((t32 >= t21) > (t31 != t35)) | (t30 != t25))) * t10) >= x6) >= (((15LL > -1226502046) % t21) % ((((((((long long)x2) ^ 0) + k57) <= (t29 + (-2850234.0f - x1))) != t29) - t38) && 648652834657126434LL)));
    t36 = (((19.0f + t38) != 1026UL) % ((t10 | (t24 > (((long long)x2) ^ t18))) | -12LL));
    t37 = ((((t35 != ((t32 != t12) + x3)) | ((t32 * (((t33 > -8388605.0f) ^ 1584508585461811352UL) + k58)) != t33)) % (x6 | t18)) > t14);
    t38 = (x7 ^ t30);
    t39 = ((t34 && 3438617059827561738UL) ^ ((((long long)t39) | ((18 && t27) != t31)) && ((((((long long)t39) | ((long long)t39)) && (1527914704615222906.0L <= x8)) * -9223372036854775807.0L) - (((x4 && t32) != t23) * t16))));

    if (t10 != 0) { printf("NG t10 %llu\n", (unsigned long long)t10); failed++; }
    if (t11 != 0) { printf("NG t11 %llu\n", (unsigned long long)t11); failed++; }
    if (t12 != 1) { printf("NG t12 %lld\n", (long long)t12); failed++; }
    if (t13 != 1UL) { printf("NG t13 %llu\n", (unsigned long long)t13); failed++; }
    if (t14 != 0) { printf("NG t14 %lld\n", (long long)t14); failed++; }
    if (t15 != 0) { printf("NG t15 %lld\n", (long long)t15); failed++; }
    if (t16 != 0) { printf("NG t16 %lld\n", (long long)t16); failed++; }
    if (t17 != 0UL) { printf("NG t17 %llu\n", (unsigned long long)t17); failed++; }
    if (t18 != -3724451791353760583LL) { printf("NG t18 %lld\n", (long long)t18); failed++; }
    if (t19 != 1.0f) { printf("NG t19 %.1Lf\n", (long double)t19); failed++; }
    if (t20 != 239) { printf("NG t20 %llu\n", (unsigned long long)t20); failed++; }
    if (t21 != 19UL) { printf("NG t21 %llu\n", (unsigned long long)t21); failed++; }
    if (t22 != 1UL) { printf("NG t22 %llu\n", (unsigned long long)t22); failed++; }
    if (t23 != -16.0f) { printf("NG t23 %.1Lf\n", (long double)t23); failed++; }
    if (t24 != 18446744073709551615UL) { printf("NG t24 %llu\n", (unsigned long long)t24); failed++; }
    if (t25 != 1) { printf("NG t25 %lld\n", (long long)t25); failed++; }
    if (t26 != 1) { printf("NG t26 %lld\n", (long long)t26); failed++; }
    if (t27 != 1) { printf("NG t27 %lld\n", (long long)t27); failed++; }
    if (t28 != 1) { printf("NG t28 %lld\n", (long long)t28); failed++; }
    if (t29 != -5) { printf("NG t29 %lld\n", (long long)t29); failed++; }
    if (t30 != 1) { printf("NG t30 %llu\n", (unsigned long long)t30); failed++; }
    if (t31 != 1) { printf("NG t31 %lld\n", (long long)t31); failed++; }
    if (t32 != 1.0f) { printf("NG t32 %.1Lf\n", (long double)t32); failed++; }
    if (t33 != 0UL) { printf("NG t33 %llu\n", (unsigned long long)t33); failed++; }
    if (t34 != 0) { printf("NG t34 %lld\n", (long long)t34); failed++; }
    if (t35 != 1) { printf("NG t35 %llu\n", (unsigned long long)t35); failed++; }
    if (t36 != 1) { printf("NG t36 %lld\n", (long long)t36); failed++; }
    if (t37 != 1) { printf("NG t37 %lld\n", (long long)t37); failed++; }
    if (t38 != 239) { printf("NG t38 %llu\n", (unsigned long long)t38); failed++; }
    if (t39 != 1.0L) { printf("NG t39 %.1Lf\n", (long double)t39); failed++; }
    printf("arith: %d of 30 checks failed\n", failed);
    return 0;
}
