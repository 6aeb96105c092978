#include <stdio.h>

/* reportsmith arith generator (Random Testing of Arithmetic Optimization): seed 8165; operators + - / << > <= == ||; types char, signed char, unsigned char, unsigned short, long long */
const volatile char x0 = 64;
static const volatile signed char x1 = 17;
const volatile unsigned char x6 = 237;
const signed char x9 = 11;
static long long t11 = -2LL;
signed char t13 = 126;
char t14 = -127;
signed char t18 = 13;
static char t19 = 64;
static volatile long long t20 = -9223372036854775806LL;
unsigned short t21 = 3109;
long long t26 = 14LL;
signed char t29 = 61;
static unsigned char t31 = 245;
static signed char t32 = -127;
static long long t33 = -6LL;
signed char t34 = 25;
unsigned char t35 = 1;
static unsigned int k42 = 34728U;
const long long k43 = 22696LL;
static volatile unsigned int k44 = 140U;
unsigned int k45 = 4294966839U;
unsigned int k48 = 3221225583U;
int k50 = 6;
const unsigned int k51 = 3084519426U;
static volatile unsigned int k52 = 4294967066U;
static volatile int k53 = 1392237662;
volatile int k55 = 14426;
long long k57 = 62905LL;
unsigned int k61 = 802618956U;
unsigned int k62 = 3221225473U;
static unsigned int k65 = 3221225482U;
unsigned int k66 = 971660257U;
static unsigned int k67 = 18U;
static volatile int k68 = 37939;

int main(void)
{
    long long x2 = 4611686018427387902LL;
    unsigned short x3 = 0;
    unsigned short x4 = 12;
    static signed char x5 = -32;
    unsigned char x7 = 254;
    const volatile unsigned char x8 = 4;
    static unsigned char t10 = 254;
    static volatile unsigned short t12 = 30855;
    static signed char t15 = -37;
    long long t16 = -3483047025587785860LL;
    signed char t17 = -127;
    volatile long long t22 = -1369448037505160263LL;
    static volatile unsigned short t23 = 32769;
    static unsigned char t24 = 1;
    char t25 = -127;
    long long t27 = -15LL;
    unsigned short t28 = 8005;
    long long t30 = 1884721786651841435LL;
    static unsigned short t36 = 34699;
    static signed char t37 = 126;
    unsigned char t38 = 6;
    volatile signed char t39 = -1;
    unsigned long long k40 = 37ULL;
    volatile unsigned int k41 = 148U;
    unsigned long long k46 = 9223372036854775824ULL;
    unsigned long long k47 = 9223372036854775824ULL;
    static volatile unsigned long long k49 = 16562022287057710206ULL;
    static unsigned int k54 = 12U;
    static const unsigned int k56 = 3596898567U;
    volatile long long k58 = 9LL;
    static const int k59 = 1274577839;
    long long k60 = 5LL;
    unsigned int k63 = 4294967243U;
    const unsigned int k64 = 4294967044U;
    int failed = 0;

    t10 = (t35 - (((t39 / 1309768035) + (t22 == t11)) << ((t27 >> ((t27 + (-947196844 + t34)) || (t11 == t17))) + k40)));
    t11 = (((x0 - t34) - (((((-2147483647 - 1) <= (x4 > t13)) << t18) <= t14) > (t11 + t26))) << ((t32 - t35) + k41));
    t12 = ((((282590287 - ((x9 - x0) >> t34)) / (t10 || (((t37 > x2) <= (t31 / t10)) + (x2 > x4)))) || x2) == ((t27 - ((t39 - t19) <= t29)) || ((9 == (((t27 - x0) || t32) / 1073741822)) << (((t33 > -9) - t36) + k42))));
    t13 = ((((17 << ((t36 + -18) == -20)) == x0) - ((t39 - 524287) <= 20LL)) || ((t27 / (t34 != t22)) / (t14 + (x8 - -7))));
    t14 = ((((18 - ((t35 > t36) - (t22 / ((t17 / t22) + k43)))) + ((x5 || ((2147483647 <= t11) || t39)) || (t26 / (t26 > (-2147483647 - 1))))) / x7) - (((t11 <= 831359370) - ((t35 + (x1 <= t20)) || t24)) <= (t17 + (((t22 || x5) - (t28 || t13)) / t37))));
    t15 = (((x1 - t18) > ((x1 <= (t37 / x4)) == ((-1074975722 / t15) << (x3 / (t11 <= t30))))) > t10);
    t16 = (((t24 - (t23 <= t28)) << (t25 + k44)) + ((((-5LL / t17) + ((t25 <= t29) / (x3 > (t16 / (t36 - (-995047350 <= 1)))))) > ((((-16 / -1508285550) / x8) - t16) > t17)) << ((15 - t27) > t17)));
    t17 = (t12 / x9);
    t18 = ((t10 << (((x6 / t35) << ((16 || x6) / (t29 || t10))) + k45)) >> (-9223372036854775807LL + k46));
    t19 = ((((x8 + t12) + ((x4 <= t16) <= t36)) == ((-680032106 / (((-2147483647 - 1) == t19) || (t29 << (x6 <= t16)))) > (t34 == t34))) > ((t14 - ((t27 == t29) / (t26 || t33))) == ((1073741823 + k48) << (t20 + k47))));
    t20 = ((t34 <= x8) / t16);
    t21 = ((t39 || (x6 + -1537254517)) / (((t22 - (t39 >> (t30 + k49))) > ((x6 << x1) <= (x7 - 7))) <= (((t39 <= t27) || (10LL || (t28 / (t19 + k50)))) > ((8 + 1073741822) <= x0))));
    t22 = (x8 + ((((((2 <= t23) - t27) / (t24 || t30)) - (x3 == x4)) + ((5 > t15) <= ((t28 > x8) / x2))) + (x9 + ((t25 <= (t17 == t36)) || ((t13 << (1073741824 > t20)) - ((t27 - t27) || t33))))));
    t23 = ((t30 == t36) == t16);
    t24 = ((((x1 / t36) > (((t29 > t21) == (t38 == (t27 <= (13 / t28)))) - t17)) << x1) - (((((t13 + t36) + t19) / ((t27 + t10) >> ((-15 - -1210447910) + k51))) == t13) == t22));
    t25 = (((t16 > ((t35 <= x7) <= t17)) <= ((t13 <= t19) <= t39)) <= ((((x8 - t26) - (t14 || (x8 <= t19))) - (((t18 + t11) << x3) - ((18LL + x2) / (x0 + ((((6 / x5) << t17) == x9) + (409961079 / x1)))))) > x5));
    t26 = ((t11 <= 1567413886) == (t25 - t39));
    t27 = ((((x3 + -9223372036854775806LL) <= (((t11 + (x1 + 1)) << (x7 + k52)) / t36)) <= (-5555746280632722427LL > t32)) << ((((t22 - ((t32 > x9) > t26)) / (t38 || t19)) / ((2147483646 / t31) << (t30 > ((t31 - t38) + (t20 - t16))))) > (t19 / (x3 + k53))));
    t28 = ((525294952 + t33) == ((x5 >> t34) || t28));
    t29 = (((t36 > ((((t17 - (t31 == t14)) || (7 + t18)) + (t26 == x9)) / t32)) <= (x3 - x7)) - ((x5 - ((x4 / -13) == x7)) <= -1415204283));
    t30 = (((t35 > (t10 <= x8)) - ((((t32 > x7) - t26) / (((t15 << t34) << ((t19 - x9) + k54)) + k55)) > (x1 > (-13LL - t25)))) - ((t12 - t24) / ((((-2147483647 - 1) + k56) << t27) + (((t27 <= (t34 || t11)) == -1544321316) > 7))));
    t31 = ((((t34 + t27) + (t39 - (t18 <= -4))) <= (t21 == (t38 - t23))) - (t35 + t10));
    t32 = ((t19 / t37) || (-82222833 == ((t23 > t12) << ((t28 == ((t33 == (1073741824 > t24)) > 16)) <= ((((((t26 / ((t27 / (t20 + k57)) + k58)) / (t31 > x3)) - ((t19 - t34) || x1)) || ((t18 - t22) == (1073741821 > (t27 - t35)))) / t31) + (t10 <= t36))))));
    t33 = ((((((t38 + t17) > t33) + (-9 <= (t34 > t29))) + (-3466395896475292190LL / ((((x2 <= x8) > (x5 > t15)) << (x4 > ((t30 == t15) <= -5899729822988547013LL))) + k59))) / (t27 + k60)) > ((x0 + t27) / t21));
    t34 = (((((t39 / t10) + k61) << t23) << (t17 > t34)) + ((t26 > 9223372036854775807LL) <= ((t34 <= (t32 - x6)) + (((t23 - t37) - (x2 == (t39 == (t24 << (1073741825 + k62))))) == t19))));
    t35 = ((((((67108864 <= (1 || t35)) << ((x0 - 11) + k63)) || t11) / x5) - ((2147483647 - 2LL) || t15)) >> ((((t12 || x0) || t17) > (x0 > ((t18 > (x8 << (x7 + k64))) << t12))) << 19LL));
    t36 = ((-12 + (1484625610 <= (t22 == t34))) >> (((((t12 == t24) > (t12 << (1073741824 + k65))) == ((t32 - t19) / (t14 << (x1 == ((t28 == (t38 + t10)) || x6))))) == (t29 > (t19 > t38))) <= (x5 || (((1073741824 / t38) + (-12 + t18)) <= (357827791478799376LL << t26)))));
    t37 = ((t19 || (t28 > x2)) << (((536870913 <= 365798291) - ((((2147483646 - ((t12 <= t39) <= (t28 > t28))) || (t12 == (t27 - t33))) / (-2147483647 <= t35)) || (((t23 == x4) == t30) - ((t32 == t30) <= (t31 << (-971660241 + k66)))))) + k67));
    t38 = (((((t39 / (t23 + k68)) <= (t11 - t39)) <= 10) - (((x7 > t21) <= (-2147483647 || (-2147483647 || 3299080106770985399LL))) - (-18 || (t28 - ((x3 <= t22) <= t14))))) == (((x6 > t33) > ((t15 || t39) - x3)) == 2097152));
    t39 = (((t38 == t17) || (t14 <= 18)) == ((x3 << ((t30 << t18) << t24)) <= ((t22 + ((x9 << t23) || t35)) || (t22 - t36))));

    if (t10 != 1) { printf("NG t10 %llu\n", (unsigned long long)t10); failed++; }
    if (t11 != 40894464LL) { printf("NG t11 %lld\n", (long long)t11); failed++; }
    if (t12 != 1) { printf("NG t12 %llu\n", (unsigned long long)t12); failed++; }
    if (t13 != 1) { printf("NG t13 %lld\n", (long long)t13); failed++; }
    if (t14 != 40) { printf("NG t14 %lld\n", (long long)t14); failed++; }
    if (t15 != 0) { printf("NG t15 %lld\n", (long long)t15); failed++; }
    if (t16 != 8192LL) { printf("NG t16 %lld\n", (long long)t16); failed++; }
    if (t17 != 0) { printf("NG t17 %lld\n", (long long)t17); failed++; }
    if (t18 != 1) { printf("NG t18 %lld\n", (long long)t18); failed++; }
    if (t19 != 0) { printf("NG t19 %lld\n", (long long)t19); failed++; }
    if (t20 != 0LL) { printf("NG t20 %lld\n", (long long)t20); failed++; }
    if (t21 != 1) { printf("NG t21 %llu\n", (unsigned long long)t21); failed++; }
    if (t22 != 32LL) { printf("NG t22 %lld\n", (long long)t22); failed++; }
    if (t23 != 0) { printf("NG t23 %llu\n", (unsigned long long)t23); failed++; }
    if (t24 != 0) { printf("NG t24 %llu\n", (unsigned long long)t24); failed++; }
    if (t25 != 1) { printf("NG t25 %lld\n", (long long)t25); failed++; }
    if (t26 != 0LL) { printf("NG t26 %lld\n", (long long)t26); failed++; }
    if (t27 != 0LL) { printf("NG t27 %lld\n", (long long)t27); failed++; }
    if (t28 != 0) { printf("NG t28 %llu\n", (unsigned long long)t28); failed++; }
    if (t29 != 0) { printf("NG t29 %lld\n", (long long)t29); failed++; }
    if (t30 != 0LL) { printf("NG t30 %lld\n", (long long)t30); failed++; }
    if (t31 != 254) { printf("NG t31 %llu\n", (unsigned long long)t31); failed++; }
    if (t32 != 0) { printf("NG t32 %lld\n", (long long)t32); failed++; }
    if (t33 != 0LL) { printf("NG t33 %lld\n", (long long)t33); failed++; }
    if (t34 != 76) { printf("NG t34 %lld\n", (long long)t34); failed++; }
    if (t35 != 255) { printf("NG t35 %llu\n", (unsigned long long)t35); failed++; }
    if (t36 != 65530) { printf("NG t36 %llu\n", (unsigned long long)t36); failed++; }
    if (t37 != 0) { printf("NG t37 %lld\n", (long long)t37); failed++; }
    if (t38 != 0) { printf("NG t38 %llu\n", (unsigned long long)t38); failed++; }
    if (t39 != 1) { printf("NG t39 %lld\n", (long long)t39); failed++; }
    printf("arith: %d of 30 checks failed\n", failed);
    return 0;
}
