#include <stdio.h>

/* reportsmith arith generator (Random Testing of Arithmetic Optimization): seed 5423; operators + / << > >= != ^ &&; types char, signed char, short, unsigned short, unsigned int, long, unsigned long, long long, unsigned long long, float, double, long double */
static short x0 = 446;
static long x2 = -1L;
static char x3 = -128;
unsigned short x6 = 5;
static long long x7 = -1LL;
static short x8 = -29982;
static volatile short x9 = 2755;
static char t10 = -20;
long long t11 = -7010664490373449679LL;
static float t17 = 0.0f;
unsigned long t19 = 18446744073709551613UL;
static long t20 = -2060819048216187307L;
long double t21 = 4324664467143120182.0L;
unsigned long long t22 = 9223372036854775807ULL;
static unsigned long long t24 = 0ULL;
static float t29 = -8388605.0f;
signed char t31 = 2;
long double t33 = 137438953470.0L;
short t36 = 2321;
double t38 = 4503599627370494.0;
unsigned long t39 = 18446744073709551614UL;
static volatile unsigned long long k41 = 18446743936270624085ULL;
volatile unsigned long k42 = 18442108048559084306UL;
static volatile unsigned int k47 = 44U;
static unsigned long k49 = 30581UL;
unsigned int k50 = 2324U;
int k51 = 58502;
static const long k52 = 16L;
volatile unsigned long long k53 = 3417581694828204343ULL;
static unsigned long long k55 = 31ULL;
const unsigned long long k56 = 24ULL;
static const unsigned long k58 = 4641950988104313863UL;
unsigned long k60 = 30UL;
unsigned long long k62 = 18446744073709513731ULL;
static volatile unsigned long long k63 = 18446743936270598782ULL;
static unsigned int k65 = 4294964571U;
static long double k66 = -2.0L;
static const volatile unsigned long long k67 = 18446744072755114711ULL;
float k68 = -8192.0f;
static const volatile unsigned int k70 = 4294966877U;
static volatile unsigned long long k71 = 18446744056529420316ULL;
static unsigned int k72 = 4294966796U;
const volatile unsigned long k74 = 8469867003124488773UL;
float k75 = -60028.0f;
const unsigned long long k76 = 733185699ULL;
unsigned int k77 = 4294966869U;
const unsigned long long k78 = 9223372034707292210ULL;
static const unsigned long k79 = 54073UL;
const int k83 = 5;
static unsigned int k85 = 4294942823U;
static const unsigned int k86 = 4294942821U;
unsigned long long k87 = 18442240474082181136ULL;
unsigned int k88 = 4294964559U;
static unsigned long long k90 = 18446739675663040559ULL;
static unsigned long long k93 = 87ULL;
static unsigned long long k94 = 1472316938ULL;
static volatile unsigned long long k95 = 9664750025976586665ULL;
static unsigned int k96 = 591990U;

int main(void)
{
    static unsigned int x1 = 4294967295U;
    static const short x4 = 20135;
    unsigned long long x5 = 8781994047732962466ULL;
    static signed char t12 = 7;
    static volatile unsigned long long t13 = 17166526172855518840ULL;
    unsigned short t14 = 11;
    long t15 = 6L;
    static signed char t16 = -39;
    signed char t18 = 127;
    long t23 = 9223372036854775807L;
    static short t25 = 3979;
    volatile long t26 = -9223372036854775806L;
    static volatile long long t27 = -159896498027151006LL;
    static float t28 = 4.0f;
    static unsigned long long t30 = 19ULL;
    static short t32 = 24490;
    unsigned long t34 = 1099511627775UL;
    unsigned long t35 = 16864110324874448869UL;
    unsigned long long t37 = 8589934593ULL;
    const int k40 = 119;
    unsigned int k43 = 4294967067U;
    static unsigned int k44 = 3758096394U;
    const long double k45 = -1.0L;
    volatile unsigned long k46 = 9223372036854797349UL;
    static unsigned int k48 = 49U;
    unsigned long long k54 = 28ULL;
    unsigned int k57 = 8503011U;
    static volatile int k59 = 1878206596;
    unsigned long long k61 = 9664748926464999319ULL;
    static unsigned long k64 = 16385925025493364316UL;
    static float k69 = 151.0f;
    static long k73 = 530437780L;
    static const unsigned long k80 = 18446742974197923847UL;
    static volatile int k81 = 1700172170;
    static unsigned int k82 = 4294964591U;
    const unsigned long long k84 = 8589932289ULL;
    long k89 = 14L;
    unsigned long long k91 = 9664750025976591635ULL;
    unsigned int k92 = 3221248108U;
    int failed = 0;

    t10 = ((t24 + t16) / ((((((long long)5178951558420657183.0L) ^ ((long long)t29)) >= ((((long long)t33) ^ ((long long)-9.0L)) && (t11 != t26))) / (t12 < t14)) + k40));
    t11 = (((t16 / 15L) >= (t21 > t24)) ^ ((((t28 >= ((((long long)t33) ^ x6) + k41)) + t39) != ((t21 > ((t39 && ((t12 > t25) != -6)) && (589495974U / t20))) > (t19 >= t15))) << ((((t33 >= (t20 >= t18)) << ((long long)t28)) << ((t18 << ((t32 >> ((t39 / t25) + k42)) != (((1073741825 > t21) ^ t10) && ((t26 ^ 9223372036854775805ULL) != x5)))) + k43)) + k44)));
    t12 = (((x3 >= (t24 != ((1.0L + k45) / x1))) << ((long long)(t17 / (t23 + k46)))) / ((t12 && x0) <= ((4611686018427387904.0L + t12) != (((t39 << t31) << (t16 + k47)) >= (t32 >= x6)))));
    t13 = (((((x2 + k49) << (x1 + k48)) > t36) + ((-2147483647 - 1) && (x8 / t22))) << ((-2 ^ t36) + k50));
    t14 = (-694182676 ^ ((((x1 > t38) != (t33 / (t14 && t35))) > (t25 / (((x2 >> (t24 >= (-4060421013068383558LL != t34))) / (t12 + k51)) + k52))) && (((t28 >= (x8 >= x5)) ^ (t19 << (-3417581694828204342LL + k53))) != (((long long)-14.0f) ^ t36))));
    t15 = (((((1058021840 && (t39 > t12)) / (t31 << (((long long)-13.0L) + k54))) + x1) > (((x9 >= ((t31 && t12) > (0U && t20))) + t11) && ((x7 && (t18 >= 18446744073709551605ULL)) / (t35 << (((long long)(-19 / ((t13 != (t34 >= 5019763341560343013UL)) + t17))) + k55))))) / (t30 && (t18 / t10)));
    t16 = ((x7 >= ((-15.0L != t14) && (x9 / t20))) >= (((t32 + (16973041472553753044ULL ^ (t15 ^ (-2147483647 - 1)))) << (((long long)-2.0f) + k56)) && (((t32 > ((x8 + k57) << x6)) != ((x2 + k58) << (x0 && (4L / t19)))) / ((((((long long)t17) ^ t16) > -15) / (t27 != (t16 / t14))) + k59))));
    t17 = (x7 && t18);
    t18 = ((t12 != 807672858U) + (((x9 && (t26 > x0)) << (((t39 << ((t23 >= t36) && (((4294967294U ^ x1) && t35) / x8))) << ((t18 / (t18 < x9)) && (((11LL != t27) + 4294967295U) ^ t18))) + k60)) + (4LL ^ (t12 > 16UL))));
    t19 = ((t39 + t16) && (-6594779125646381978LL ^ ((((((long long)t33) ^ (-2098800177 != (x7 != ((t22 + x9) && t11)))) + k63) << (((long long)(-7.0 + (((t34 + x5) + (10LL >= -20LL)) + k61))) + k62)) > ((t10 ^ t22) ^ (t27 > t20)))));
    t20 = ((x3 != (t11 / t35)) >= (((((long long)(t21 + (-1660883731 && (1073741821 >> ((t20 ^ t39) + k64))))) ^ ((((-8 >= t31) << (x9 + k65)) ^ ((long long)t28)) >= ((x0 + x3) + (((-8L / x3) ^ x4) && (t20 && (x0 != t29)))))) + (t12 > 136457798)) ^ (((4558233.0f - t38) > (t14 > t19)) && (t15 / t16))));
    t21 = ((t36 ^ (18446744073709551604ULL + t31)) + t37);
    t22 = ((((x8 > t16) > ((x1 / t26) / (t26 - -14.0L))) >= (t11 >= t10)) / (((((((((long long)(t32 + (t17 + x0))) << (x0 > t16)) / (t18 < x4)) != ((t24 && (((long long)t28) << t20)) != (t22 + t37))) << (((long long)((t21 + k66) / 9.0)) + k67)) + k68) / t29) + k69));
    t23 = (((t38 >= t25) > t39) && ((t18 >= t30) + t23));
    t24 = (((t37 && t10) ^ (((-4503599627370494.0 >= x4) << (t11 && x0)) ^ t10)) + (((4611686018427387904LL != x7) > ((x7 > x1) << (x0 + k70))) && (t10 + t30)));
    t25 = (t35 << ((((long long)65537.0f) << (x2 + t30)) + k71));
    t26 = ((t15 != ((t32 >= (t12 && t26)) ^ (4294967278U ^ x1))) > ((((((t25 >= ((x8 + t38) != (t22 / (t33 > (x2 != t33))))) ^ (((t18 ^ t12) && t27) != x5)) >= t31) > t23) && (((long long)(t33 / x7)) ^ (t20 / x5))) != ((t22 != t31) + (415725186 + (t32 << ((x0 ^ 65) + k72))))));
    t27 = (((((t32 > t37) && x8) != (2 && ((t18 << ((long long)15.0f)) << t20))) > ((((t36 > (x0 != t22)) >= (x0 >= x9)) / ((t20 << ((long long)(3.0L + t13))) + k73)) && 9223372036854775807UL)) + (((((9976877070585122871UL + k74) + k75) / t29) >= (t12 && ((t29 + t23) && -11.0f))) ^ ((20LL << t15) >= 2724073969U)));
    t28 = (((t23 > (((x1 && t38) ^ t11) ^ (((t26 && x5) > (((t34 ^ -5) + ((11UL >= t30) ^ 10L)) != t39)) / x4))) / ((t22 + t25) + k76)) << (((2147483647U - (t26 ^ 9223372036854775805LL)) / ((x0 != ((t16 / 2U) ^ x8)) > ((t13 / t24) >= (((t37 << ((long long)t28)) ^ (t33 && t24)) != (t35 << (x0 + k77)))))) + k78));
    t29 = ((((18446744073709551612UL + x1) ^ (t30 > ((t39 + k79) + t29))) + (((-8457275416547336278.0L >= (x1 + t36)) ^ ((t37 ^ t11) + (18446744073709551606ULL > x5))) >= ((((x3 > t20) / (3931879396U >= t36)) && ((t39 >= t11) > t37)) ^ (t20 != t16)))) && (((18 ^ 257501168225710798UL) >= t30) > t13));
    t30 = (((t10 && ((t35 != (x3 ^ t20)) && (t35 && 10.0f))) >= (((8954149706885154537UL > t21) != (((t21 > (t10 >= x1)) << (t34 + k80)) >= 6)) ^ t37)) / ((t30 / ((x2 && 0UL) + k81)) != (((x4 && t18) != (-9223372036854775806.0L / (x3 != t18))) ^ (t27 ^ x4))));
    t31 = (((t23 != (t20 > t31)) / (((((t26 << (x9 + k82)) / -10.0f) && x3) / (t12 <= t24)) + k83)) ^ ((((x3 >> ((t39 ^ ((long long)t21)) + k84)) > (8.0 + (t34 / -12))) + (t26 + (640145606 != t14))) != (t31 != ((t23 << t22) && t25))));
    t32 = (((t16 + ((t27 >= 646158246) << (t32 + k85))) / ((t39 / 1004819398U) != (t25 ^ 4611686018427387903L))) ^ (((t24 && t10) > (((t30 && (20 << (t32 + k86))) >= x7) / (t14 << (((long long)t38) + k87)))) >= (t32 ^ t35)));
    t33 = ((((x2 >= (x4 + t30)) ^ (t19 >= t27)) > (t33 >= x4)) && (x4 + (t15 + (t30 > t31))));
    t34 = (((x8 != 3750770937322534.0) ^ ((((long long)8.0L) << (x9 + k88)) ^ (((4611686018427387902LL >= x3) && (x4 && t32)) / (x3 / (t23 + k89))))) >= (((((long long)t17) ^ (2979417647U >= (t16 != t13))) << ((t34 && t29) + t26)) != (((t19 << ((4398046511103LL + t20) + k90)) != (t19 >= (274877906946LL ^ (x6 >= t26)))) / ((1047149006 > t22) != t26))));
    t35 = (t16 > x9);
    t36 = (t21 >= (((t25 + t39) != ((x0 > t33) != (t21 != t19))) << ((t18 + (-7.0L && t31)) >= (t12 << t27))));
    t37 = (((((-1935937747676769.0 && x0) != (t30 != x4)) && (((long long)-9.0) ^ t10)) ^ (((t12 > 458159963) > ((-8 / x6) + (t14 != t31))) != (t11 >= ((x5 + k91) != t38)))) / (((15 != t17) / ((((-8388605.0f != (1073741822 + k92)) && t23) + x3) <= (t27 << (((long long)t21) >> t24)))) ^ ((long long)-8388607.0f)));
    t38 = (((x0 >= (x3 >= t14)) ^ ((long long)t17)) ^ (((x0 > -17L) / ((((t35 > x4) << ((long long)t17)) / (((-2282765593764410.0 && t28) ^ t37) + k93)) + k94)) + (((x3 + k96) << ((x5 ^ x9) + k95)) != ((3302368383U && x5) != t10))));
    t39 = ((t19 ^ x7) / (-16 && ((t14 + (x6 > x7)) >= (t30 > (t29 && t21)))));

    if (t10 != 38) { printf("NG t10 %lld\n", (long long)t10); failed++; }
    if (t11 != 1024LL) { printf("NG t11 %lld\n", (long long)t11); failed++; }
    if (t12 != 0) { printf("NG t12 %lld\n", (long long)t12); failed++; }
    if (t13 != 16ULL) { printf("NG t13 %llu\n", (unsigned long long)t13); failed++; }
    if (t14 != 40172) { printf("NG t14 %llu\n", (unsigned long long)t14); failed++; }
    if (t15 != 1L) { printf("NG t15 %lld\n", (long long)t15); failed++; }
    if (t16 != 1) { printf("NG t16 %lld\n", (long long)t16); failed++; }
    if (t17 != 1.0f) { printf("NG t17 %.1Lf\n", (long double)t17); failed++; }
    if (t18 != 5) { printf("NG t18 %lld\n", (long long)t18); failed++; }
    if (t19 != 1UL) { printf("NG t19 %llu\n", (unsigned long long)t19); failed++; }
    if (t20 != 0L) { printf("NG t20 %lld\n", (long long)t20); failed++; }
    if (t21 != 8589932264.0L) { printf("NG t21 %.1Lf\n", (long double)t21); failed++; }
    if (t22 != 0ULL) { printf("NG t22 %llu\n", (unsigned long long)t22); failed++; }
    if (t23 != 0L) { printf("NG t23 %lld\n", (long long)t23); failed++; }
    if (t24 != 40ULL) { printf("NG t24 %llu\n", (unsigned long long)t24); failed++; }
    if (t25 != 0) { printf("NG t25 %lld\n", (long long)t25); failed++; }
    if (t26 != 0L) { printf("NG t26 %lld\n", (long long)t26); failed++; }
    if (t27 != 2LL) { printf("NG t27 %lld\n", (long long)t27); failed++; }
    if (t28 != 0.0f) { printf("NG t28 %.1Lf\n", (long double)t28); failed++; }
    if (t29 != 0.0f) { printf("NG t29 %.1Lf\n", (long double)t29); failed++; }
    if (t30 != 0ULL) { printf("NG t30 %llu\n", (unsigned long long)t30); failed++; }
    if (t31 != 0) { printf("NG t31 %lld\n", (long long)t31); failed++; }
    if (t32 != 1) { printf("NG t32 %lld\n", (long long)t32); failed++; }
    if (t33 != 0.0L) { printf("NG t33 %.1Lf\n", (long double)t33); failed++; }
    if (t34 != 1UL) { printf("NG t34 %llu\n", (unsigned long long)t34); failed++; }
    if (t35 != 0UL) { printf("NG t35 %llu\n", (unsigned long long)t35); failed++; }
    if (t36 != 1) { printf("NG t36 %lld\n", (long long)t36); failed++; }
    if (t37 != 0ULL) { printf("NG t37 %llu\n", (unsigned long long)t37); failed++; }
    if (t38 != 1.0) { printf("NG t38 %.1Lf\n", (long double)t38); failed++; }
    if (t39 != 18446744073709551614UL) { printf("NG t39 %llu\n", (unsigned long long)t39); failed++; }
    printf("arith: %d of 30 checks failed\n", failed);
    return 0;
}
