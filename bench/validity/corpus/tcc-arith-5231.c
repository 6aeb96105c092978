#include <stdio.h>

/* reportsmith arith generator (Random Testing of Arithmetic Optimization): seed 5231; operators / % >> < > != | || min; types short, unsigned short, int, long, unsigned long, long long, double, long double */
volatile unsigned long x0 = 12UL;
static short x3 = 16385;
static double x4 = -4240512691014141.0;
const unsigned short x5 = 7244;
static int x6 = 9;
static double x7 = -1964090310060322.0;
const double x8 = 4047168311558468.0;
long long t10 = 7032236335902557375LL;
static short t11 = -14;
static short t12 = -7;
static volatile double t13 = 2251799813685247.0;
static volatile short t14 = -32768;
static unsigned short t15 = 32765;
static volatile long double t16 = -12.0L;
static long t21 = 9223372036854775807L;
unsigned short t22 = 3800;
unsigned short t23 = 16;
static short t25 = -32767;
static unsigned short t30 = 2;
unsigned short t31 = 19;
static double t33 = 13.0;
static int t34 = 10;
long t36 = -20L;
unsigned short t37 = 11;
long t39 = 19L;
const volatile unsigned long long k41 = 9223372036854775815ULL;
volatile unsigned int k43 = 30U;
static const volatile unsigned int k44 = 32790U;
static const volatile unsigned long k45 = 9223372036854775825UL;
static unsigned long k46 = 871833790UL;
const unsigned long long k47 = 18446744073494803301ULL;
static unsigned long k50 = 4096018476205012120UL;
static volatile long double k51 = 2026390404925196657.0L;
static unsigned int k52 = 32801U;
unsigned int k53 = 4294960069U;
const long double k56 = -19.0L;
static unsigned long long k57 = 7776991427062559757ULL;
static unsigned long k58 = 11061879912720506749UL;
static unsigned long k61 = 9223372036854820392UL;
const volatile unsigned long k62 = 18441889667374380988UL;
unsigned long k63 = 9223372036854797207UL;
static int k64 = 44199;
static unsigned long k66 = 9223372036854820209UL;
long k69 = 42785L;
static int k71 = 509;
volatile unsigned long long k73 = 1348446586013666ULL;
static double k79 = -1.0;
static int k80 = 45686;
static long double k83 = 8.0L;
static volatile long long k86 = 27970LL;
volatile unsigned long k87 = 24UL;
static unsigned long long k88 = 9223372036854775828ULL;
int k90 = 206;
unsigned int k91 = 4294910894U;

int main(void)
{
    volatile int x1 = -20;
    static unsigned short x2 = 15;
    const long x9 = 9223372036854775807L;
    unsigned short t17 = 17;
    long double t18 = -15.0L;
    static long long t19 = -7776991427062517128LL;
    static int t20 = 7;
    static double t24 = -3142919159481905.0;
    static volatile long double t26 = 9223372036854775807.0L;
    static unsigned long t27 = 9223372036854775805UL;
    long double t28 = 6657718825315239780.0L;
    static unsigned long t29 = 8263538938400223024UL;
    static unsigned long t32 = 18446744073709551615UL;
    static int t35 = -855919886;
    static unsigned short t38 = 14;
    volatile unsigned long long k40 = 4240512691014158ULL;
    unsigned long long k42 = 7776991427062538047ULL;
    static volatile unsigned long k48 = 30UL;
    const unsigned long k49 = 9223372036854797306UL;
    static unsigned long k54 = 9223372036854775853UL;
    unsigned int k55 = 855919897U;
    volatile unsigned int k59 = 32778U;
    static volatile double k60 = 5.0;
    static unsigned long long k65 = 28991ULL;
    static unsigned long k67 = 10183205135309328654UL;
    const volatile int k68 = 251;
    static int k70 = 16;
    static volatile unsigned long k72 = 16UL;
    const unsigned long long k74 = 11789025248394355584ULL;
    unsigned long long k75 = 30ULL;
    int k76 = 3;
    const unsigned long long k77 = 28992ULL;
    int k78 = 1576588342;
    static unsigned long k81 = 2940UL;
    static long double k82 = -1.0L;
    unsigned long long k84 = 18442696905397993155ULL;
    static int k85 = 1938873688;
    volatile unsigned long long k89 = 8088136111ULL;
    const long k92 = 6L;
    const double k93 = -9.0;
    int failed = 0;

    t10 = (((long long)(x8 < t22 ? x8 : t22)) | ((((t30 < (t19 > (((long long)1073741825.0L) | ((18L != ((((long long)t28) >> (t38 || t18)) != t35)) % ((long long)x8))))) > ((((long long)(t33 < (-1831634190 | t25) ? t33 : (-1831634190 | t25))) >> (((long long)x4) + k40)) >> ((-9223372036854775807LL - 1) + k41))) | (t25 % t19)) | (1073741822 > t33)));
    t11 = (((((t24 || t26) / (x2 >> ((t37 >> ((x1 >> ((t19 + k42) != t24)) + k43)) < (t17 || -12) ? (t37 >> ((x1 >> ((t19 + k42) != t24)) + k43)) : (t17 || -12)))) >> (t25 + k44)) < (((x2 != x2) != x3) > ((((long long)t26) % ((long long)x4)) != x1)) ? (((t24 || t26) / (x2 >> ((t37 >> ((x1 >> ((t19 + k42) != t24)) + k43)) < (t17 || -12) ? (t37 >> ((x1 >> ((t19 + k42) != t24)) + k43)) : (t17 || -12)))) >> (t25 + k44)) : (((x2 != x2) != x3) > ((((long long)t26) % ((long long)x4)) != x1))) | (t26 || 17UL));
    t12 = (((((long long)(t28 < t13 ? t28 : t13)) % (((t20 % t29) >> (t27 + k45)) + k46)) < ((8388607 % t20) > (x9 | 17592186044417LL))) < ((t14 > (-11 != (t30 | ((long long)t26)))) < t14));
    t13 = ((((-9182778784752584971L / (t38 != (t11 != t24))) != (-20L >> ((((t23 || 4503599627370493.0) > t12) < t25) || t14))) / (((t31 < x3 ? t31 : x3) / x5) >= (-15LL >> ((1073741822 / (((long long)5.0L) | (t34 || t29))) + k47)))) % (t17 >= -9223372036854775807.0L));
    t14 = ((((t37 < t30 ? t37 : t30) >> (t32 + k48)) > ((((long long)t26) | ((long long)t26)) != -6564873971481145875L)) || ((x9 | ((long long)t13)) < ((x7 < (x9 + k49) ? x7 : (x9 + k49)) > -10)));
    t15 = ((1073741825 / (t26 != (t17 < 13.0L ? t17 : 13.0L))) / (((long long)((14350725597504540050UL + k50) < 4611686018427387902.0L ? (14350725597504540050UL + k50) : 4611686018427387902.0L)) % ((long long)18.0)));
    t16 = ((x0 >> ((11LL > -3831571918805278466.0L) % ((t12 > t38) || ((t19 + k51) / 5750601022137320471.0L)))) != ((((long long)t26) >> (t25 + k52)) || (((((1 < t12) % x0) > (t25 % 12945474495626926849UL)) >> ((t17 < t30 ? t17 : t30) > (((t37 >> (x5 + k53)) % ((long long)(x8 < t37 ? x8 : t37))) < (((long long)t24) >> (t21 + k54)) ? ((t37 >> (x5 + k53)) % ((long long)(x8 < t37 ? x8 : t37))) : (((long long)t24) >> (t21 + k54))))) > (t38 > t33))));
    t17 = ((t27 || t36) | ((t31 % 4) >> ((x2 != x9) < t32)));
    t18 = (((((11968063692818450874UL % x6) | ((((long long)t26) >> (t35 + k55)) < t14)) < t38 ? ((11968063692818450874UL % x6) | ((((long long)t26) >> (t35 + k55)) < t14)) : t38) >> ((t18 < ((t38 < t25 ? t38 : t25) || ((t19 % (((long long)t28) | t17)) % t39))) != (((t27 || t32) >> (-1011044424719506020LL < ((t31 > 19UL) | ((t36 | (-629624878 > ((t39 + k56) / -2588510881689792556.0L))) < (10 / -1334445249))))) | ((long long)(18.0 < (t19 + k57) ? 18.0 : (t19 + k57)))))) != ((2147483647 >> t37) < t13 ? (2147483647 >> t37) : t13));
    t19 = (((long long)t26) | (((7384864160989071241UL + k58) != x7) != x1));
    t20 = ((t22 || t24) < ((((t25 > t29) < ((t31 >> ((long long)t13)) < (x0 < ((t23 || (4611686018427387902LL / t38)) || x7) ? x0 : ((t23 || (4611686018427387902LL / t38)) || x7))) ? (t25 > t29) : ((t31 >> ((long long)t13)) < (x0 < ((t23 || (4611686018427387902LL / t38)) || x7) ? x0 : ((t23 || (4611686018427387902LL / t38)) || x7)))) % (((t24 + k60) / (((long long)-15.0) >> (((long long)t13) >> (t25 + k59)))) > (t31 || t31))) % (t19 >= ((x8 < (x9 + k61)) || t24))) ? (t22 || t24) : ((((t25 > t29) < ((t31 >> ((long long)t13)) < (x0 < ((t23 || (4611686018427387902LL / t38)) || x7) ? x0 : ((t23 || (4611686018427387902LL / t38)) || x7))) ? (t25 > t29) : ((t31 >> ((long long)t13)) < (x0 < ((t23 || (4611686018427387902LL / t38)) || x7) ? x0 : ((t23 || (4611686018427387902LL / t38)) || x7)))) % (((t24 + k60) / (((long long)-15.0) >> (((long long)t13) >> (t25 + k59)))) > (t31 || t31))) % (t19 >= ((x8 < (x9 + k61)) || t24))));
    t21 = (((t32 > (-6.0 != ((t32 / t22) + k62))) / t37) % ((((x7 < t38) > (-9223372036854775806.0L < (t20 != t39))) < (((x3 < (-4881097169219046886.0L < (((long long)t33) % -9223372036854775807L)) ? x3 : (-4881097169219046886.0L < (((long long)t33) % -9223372036854775807L))) || (((t20 % x9) != t34) || (t22 | ((t21 + k63) != t33)))) != ((t30 != t25) | (17L < t30))) ? ((x7 < t38) > (-9223372036854775806.0L < (t20 != t39))) : (((x3 < (-4881097169219046886.0L < (((long long)t33) % -9223372036854775807L)) ? x3 : (-4881097169219046886.0L < (((long long)t33) % -9223372036854775807L))) || (((t20 % x9) != t34) || (t22 | ((t21 + k63) != t33)))) != ((t30 != t25) | (17L < t30)))) + k64));
    t22 = (((((556366089 | ((long long)-7.0)) > (t28 < x8)) < t15) >> ((((x9 | (-8LL / (((long long)-20.0) >> ((long long)t13)))) != (2 < t12)) > (x3 != (t21 > (((long long)t13) % t32)))) % (t30 <= t22))) || (x5 || (461407436742365082LL || -20)));
    t23 = ((t30 >> (t10 + k65)) != (((x7 != t22) >> (t37 || t30)) > (t36 < (x9 > t11))));
    t24 = (t13 < ((t20 % t17) / (-8 > t35)) ? t13 : ((t20 % t17) / (-8 > t35)));
    t25 = (((t27 | ((long long)(x4 < (9223372036854775805L + k66) ? x4 : (9223372036854775805L + k66)))) >> (t29 + k67)) % ((((((t13 < t35) >> (t34 < x2 ? t34 : x2)) > -9223372036854775807LL) % ((((long long)(t30 < t24 ? t30 : t24)) | ((t12 >> ((x1 / (t23 + k68)) % t36)) != (x4 < (t30 || (t35 || 3UL)) ? x4 : (t30 || (t35 || 3UL))))) <= ((t11 < (x0 % t22) ? t11 : (x0 % t22)) || ((x9 >> t11) / t39)))) | ((13 != x8) / t36)) + k69));
    t26 = ((t31 % (t32 > (t21 | x1))) % ((((((t23 < t12) > -6709630016528498778.0L) / (x2 > t18)) != (((long long)x4) | t22)) >> (t22 != t30)) + k70));
    t27 = ((((((long long)-12.0) % t15) | t32) >> (((long long)t13) >> ((t29 < (t23 || t27)) < (((((long long)x8) % ((long long)x7)) / t35) | (x9 < t32))))) != (((((x9 % t39) % (((t20 / t30) < (t22 || 16L) ? (t20 / t30) : (t22 || 16L)) + k71)) % ((t14 < t27 ? t14 : t27) != (11 > (t27 < x9)))) != ((t28 != t24) | x0)) < (((t29 >> (-543602748 < -2147483646)) > t19) | x2) ? ((((x9 % t39) % (((t20 / t30) < (t22 || 16L) ? (t20 / t30) : (t22 || 16L)) + k71)) % ((t14 < t27 ? t14 : t27) != (11 > (t27 < x9)))) != ((t28 != t24) | x0)) : (((t29 >> (-543602748 < -2147483646)) > t19) | x2)));
    t28 = (((((((((((long long)-1348446585988042.0) | t30) | t27) | (((t14 >> (-1L + k72)) % (t25 | t10)) || (((t38 / t32) / 9223372036854775807UL) / t27))) % -552038360) + k73) < x4 ? (((((((long long)-1348446585988042.0) | t30) | t27) | (((t14 >> (-1L + k72)) % (t25 | t10)) || (((t38 / t32) / 9223372036854775807UL) / t27))) % -552038360) + k73) : x4) < ((((long long)2.0) | ((long long)t28)) + k74)) > (t29 > (x3 != t30))) > (t34 < ((x1 | ((long long)t28)) | t21)));
    t29 = (((t25 | t30) < (((x6 | ((long long)x4)) != t20) >> (t22 % (((x1 >> (((long long)-17.0) + k75)) >> ((long long)t13)) < 2097152.0)))) >> (((t19 % (t14 + k76)) < ((x6 != t10) | t10) ? (t19 % (t14 + k76)) : ((x6 != t10) | t10)) + k77));
    t30 = ((((((long long)t13) % x9) < t20) != (t15 > -9223372036854775805.0L)) | (-9136378309133082976L / ((((13180172580251146030UL | ((long long)t28)) != ((t29 || x3) < ((((t39 || ((x1 < t33) < (0 > -9223372036854775807LL) ? (x1 < t33) : (0 > -9223372036854775807LL))) | (t33 || x2)) / ((t17 != t29) < t30 ? (t17 != t29) : t30)) < (t39 | (x2 < t32 ? x2 : t32))))) % ((t18 < x0 ? t18 : x0) >= (x2 < (t35 / ((t11 < t32) || (t30 > 9223372036854775806LL))) ? x2 : (t35 / ((t11 < t32) || (t30 > 9223372036854775806LL)))))) + k78)));
    t31 = (t21 != (((long long)t24) | (((long long)70368744177664.0L) | (4611686018427387905LL > t18))));
    t32 = ((((((long long)((((-2147483647 - 1) < t27 ? (-2147483647 - 1) : t27) + k79) / -20.0)) % ((long long)x8)) | (t11 >> ((t39 < x8 ? t39 : x8) != t33))) != x1) / ((t22 / x5) + k80));
    t33 = ((((t29 >> (((0UL < t33) < x1 ? (0UL < t33) : x1) % (x5 / (t29 + k81)))) | ((long long)(t24 / (((t16 + k82) / 1382103765) + k83)))) % ((8 != t39) < (((t12 | -834601107) | (t24 < t11)) | (x8 < 310542833)) ? (8 != t39) : (((t12 | -834601107) | (t24 < t11)) | (x8 < 310542833)))) || ((((t25 != t30) / (t25 | ((-18LL < 9223372036854775806LL ? -18LL : 9223372036854775806LL) >> (t23 >> (((long long)x8) + k84))))) >> (t25 || x6)) | ((-1093642037 < t39 ? -1093642037 : t39) || (t14 < x9 ? t14 : x9))));
    t34 = ((((long long)t18) >> (((((long long)x8) | (t12 > 6UL)) / (t23 + k85)) < (x3 < t21) ? ((((long long)x8) | (t12 > 6UL)) / (t23 + k85)) : (x3 < t21))) < (((t32 != t31) < ((t10 / ((t27 % ((long long)x7)) <= (t32 < (t35 >> t38)))) < ((t18 > t32) != (t14 > 18446744073709551605UL))) ? (t32 != t31) : ((t10 / ((t27 % ((long long)x7)) <= (t32 < (t35 >> t38)))) < ((t18 > t32) != (t14 > 18446744073709551605UL)))) != ((4611686018427387903L || t19) % (t37 / (t20 != t17)))));
    t35 = (((x3 > (t14 % (((long long)t24) + k86))) >> (t23 >> (18446744073709551609UL + k87))) >> (((((long long)x4) >> (9223372036854775807LL + k88)) | (x5 >> x0)) + k89));
    t36 = ((x7 > ((t39 > t20) || ((t29 < t16) > (t30 < t37 ? t30 : t37)))) / ((((t37 / (t14 + k90)) < ((t36 != 1073741824) | (757721160 != (11UL | (((long long)(-14.0L < t30 ? -14.0L : t30)) | x2)))) ? (t37 / (t14 + k90)) : ((t36 != 1073741824) | (757721160 != (11UL | (((long long)(-14.0L < t30 ? -14.0L : t30)) | x2))))) != (((2147483648.0L < t32 ? 2147483648.0L : t32) < t34 ? (2147483648.0L < t32 ? 2147483648.0L : t32) : t34) || t11)) | (t17 | t30)));
    t37 = ((t20 >> ((t30 | x5) + k91)) || t20);
    t38 = ((((((0UL / (t36 + k92)) != x0) % t15) > ((2147483647 < -8035409897304349702LL) > (t14 >> (t19 > ((t32 | ((long long)3.0L)) != t34))))) >> ((t32 != t39) > (t32 < (t36 || x5)))) / ((t26 / (t25 > (((long long)(t36 / x8)) >> (3753493412088490819.0L != t28)))) < 9.0L));
    t39 = (((t28 > ((x6 < ((t17 / x0) < t39 ? (t17 / x0) : t39) ? x6 : ((t17 / x0) < t39 ? (t17 / x0) : t39)) || (((t32 != t17) >> t38) || (t10 >> ((((((-6 % t27) | ((long long)x8)) != (((x6 + k93) / x4) < t12)) < x5) % x0) < (t36 / t22) ? (((((-6 % t27) | ((long long)x8)) != (((x6 + k93) / x4) < t12)) < x5) % x0) : (t36 / t22)))))) != ((t10 | t25) < (t19 < t31) ? (t10 | t25) : (t19 < t31))) % ((t31 / (x1 / -3)) < 268435455LL));

    if (t10 != -28967LL) { printf("NG t10 %lld\n", (long long)t10); failed++; }
    if (t11 != 1) { printf("NG t11 %lld\n", (long long)t11); failed++; }
    if (t12 != 0) { printf("NG t12 %lld\n", (long long)t12); failed++; }
    if (t13 != 0.0) { printf("NG t13 %.1Lf\n", (long double)t13); failed++; }
    if (t14 != 0) { printf("NG t14 %lld\n", (long long)t14); failed++; }
    if (t15 != 18724) { printf("NG t15 %llu\n", (unsigned long long)t15); failed++; }
    if (t16 != 1.0L) { printf("NG t16 %.1Lf\n", (long double)t16); failed++; }
    if (t17 != 1) { printf("NG t17 %llu\n", (unsigned long long)t17); failed++; }
    if (t18 != 1.0L) { printf("NG t18 %.1Lf\n", (long double)t18); failed++; }
    if (t19 != 9223372036854775807LL) { printf("NG t19 %lld\n", (long long)t19); failed++; }
    if (t20 != 0) { printf("NG t20 %lld\n", (long long)t20); failed++; }
    if (t21 != 0L) { printf("NG t21 %lld\n", (long long)t21); failed++; }
    if (t22 != 1) { printf("NG t22 %llu\n", (unsigned long long)t22); failed++; }
    if (t23 != 0) { printf("NG t23 %llu\n", (unsigned long long)t23); failed++; }
    if (t24 != 0.0) { printf("NG t24 %.1Lf\n", (long double)t24); failed++; }
    if (t25 != 3) { printf("NG t25 %lld\n", (long long)t25); failed++; }
    if (t26 != 0.0L) { printf("NG t26 %.1Lf\n", (long double)t26); failed++; }
    if (t27 != 1UL) { printf("NG t27 %llu\n", (unsigned long long)t27); failed++; }
    if (t28 != 0.0L) { printf("NG t28 %.1Lf\n", (long double)t28); failed++; }
    if (t29 != 0UL) { printf("NG t29 %llu\n", (unsigned long long)t29); failed++; }
    if (t30 != 55341) { printf("NG t30 %llu\n", (unsigned long long)t30); failed++; }
    if (t31 != 1) { printf("NG t31 %llu\n", (unsigned long long)t31); failed++; }
    if (t32 != 0UL) { printf("NG t32 %llu\n", (unsigned long long)t32); failed++; }
    if (t33 != 1.0) { printf("NG t33 %.1Lf\n", (long double)t33); failed++; }
    if (t34 != 0) { printf("NG t34 %lld\n", (long long)t34); failed++; }
    if (t35 != 0) { printf("NG t35 %lld\n", (long long)t35); failed++; }
    if (t36 != 0L) { printf("NG t36 %lld\n", (long long)t36); failed++; }
    if (t37 != 0) { printf("NG t37 %llu\n", (unsigned long long)t37); failed++; }
    if (t38 != 1) { printf("NG t38 %llu\n", (unsigned long long)t38); failed++; }
    if (t39 != 0L) { printf("NG t39 %lld\n", (long long)t39); failed++; }
    printf("arith: %d of 30 checks failed\n", failed);
    return 0;
}
