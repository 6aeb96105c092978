#include <stdio.h>

/* reportsmith arith generator (Random Testing of Arithmetic Optimization): seed 5071; operators + - / % << >> >= == != | && max; types unsigned char, short, long, long long, unsigned long long, double */
static long long x1 = -8LL;
static double x2 = -3999742543533268.0;
static long long x9 = 16383LL;
double t10 = -4503599627370493.0;
volatile unsigned char t13 = 128;
static long t14 = 4398046511105L;
short t17 = 11;
short t18 = 30892;
long t20 = -7151169930855260049L;
unsigned long long t21 = 17ULL;
long long t24 = 6LL;
static unsigned char t25 = 0;
double t26 = -3.0;
volatile double t30 = 2251799813685246.0;
static double t33 = 64.0;
unsigned long long t35 = 15560223035723757538ULL;
static unsigned long k42 = 36UL;
static long long k45 = 4LL;
unsigned int k46 = 4294967113U;
const volatile unsigned long k48 = 7151169930855271644UL;
static volatile unsigned long long k49 = 1547049720253681620ULL;
static volatile unsigned long long k51 = 78ULL;
static unsigned long long k58 = 14987979559889062727ULL;
static unsigned int k59 = 89789441U;
static unsigned long long k60 = 2079608ULL;
static unsigned long long k62 = 18446726481523507201ULL;
volatile unsigned long long k64 = 36789ULL;
static volatile unsigned int k71 = 4222287998U;
static const volatile double k76 = 253.0;
static const volatile unsigned long long k79 = 18444492273895866375ULL;
const unsigned long long k82 = 18446744073709551589ULL;
static unsigned long long k83 = 3999742543533313ULL;
static int k86 = 11;
const unsigned int k87 = 2147483656U;
static const unsigned long long k88 = 4992ULL;
static const unsigned long long k89 = 68ULL;
static unsigned int k90 = 2945199981U;
static volatile unsigned long long k92 = 2886521037985794097ULL;
static unsigned long long k93 = 44626ULL;
static unsigned int k95 = 32787U;
static double k96 = 17592186044430.0;
static double k97 = 2251799813685246.0;
unsigned long long k98 = 18446735277616529434ULL;
static int k99 = 41;
static const unsigned long k100 = 9223372036854775812UL;
static const volatile int k101 = 228;
static const unsigned long long k102 = 18446735277616529435ULL;
static unsigned long long k104 = 44146ULL;
static volatile unsigned long long k106 = 15ULL;
static volatile unsigned long k115 = 38UL;
double k117 = -1.0;
unsigned long long k121 = 9223372036854778599ULL;
static int k125 = 1755685563;
static double k126 = -1.0;
unsigned long k129 = 33UL;
unsigned long long k130 = 18446744073709535420ULL;
long long k131 = 10LL;
unsigned long long k133 = 18446726481523507229ULL;
unsigned long long k134 = 42ULL;
static unsigned long k137 = 7196203313582603520UL;
static const unsigned long long k139 = 9223372036854775853ULL;
unsigned long k141 = 94UL;
static const volatile unsigned long k142 = 6341068275337658387UL;

int main(void)
{
    long x0 = -18L;
    static const unsigned long long x3 = 12ULL;
    static const double x4 = -4503599627370495.0;
    static unsigned long long x5 = 18446744073709551597ULL;
    long long x6 = -4LL;
    unsigned long long x7 = 9223372036854775808ULL;
    static volatile long long x8 = -17LL;
    static volatile long t11 = -12L;
    static short t12 = -32768;
    static unsigned char t15 = 242;
    unsigned char t16 = 18;
    static short t19 = 16382;
    double t22 = -2.0;
    static long t23 = -5580220047317003835L;
    static unsigned long long t27 = 18446744073709551614ULL;
    static double t28 = -14.0;
    static volatile unsigned long long t29 = 18446744073709551614ULL;
    static unsigned char t31 = 0;
    static volatile long t32 = 10L;
    static volatile double t34 = 2251799813685246.0;
    unsigned long long t36 = 8796093022210ULL;
    volatile unsigned long long t37 = 18446744073709551598ULL;
    short t38 = -32767;
    double t39 = 17592186044418.0;
    static unsigned int k40 = 729981339U;
    unsigned long k41 = 9223372036854775810UL;
    static unsigned int k43 = 32770U;
    static volatile unsigned int k44 = 69U;
    const unsigned long long k47 = 8646911284551355264ULL;
    unsigned long long k50 = 18446744073709551508ULL;
    unsigned long long k52 = 16ULL;
    static int k53 = 239;
    static volatile unsigned long long k54 = 25003ULL;
    int k55 = 1;
    static const unsigned long long k56 = 61ULL;
    static volatile unsigned long long k57 = 2873282143458314ULL;
    unsigned long long k61 = 9300592937496739885ULL;
    const unsigned long long k63 = 70ULL;
    const unsigned long k65 = 5580220047317003850UL;
    static volatile unsigned long long k66 = 9223372036854808808ULL;
    static unsigned long long k67 = 30ULL;
    volatile unsigned long long k68 = 55ULL;
    static const unsigned int k69 = 2430221413U;
    static unsigned long long k70 = 3999742543533302ULL;
    unsigned long long k72 = 43810ULL;
    double k73 = 3.0;
    static double k74 = -1.0;
    unsigned long long k75 = 62281ULL;
    double k77 = -24.0;
    static unsigned long long k78 = 25ULL;
    static unsigned long long k80 = 9223372036854775843ULL;
    unsigned long long k81 = 19ULL;
    static const volatile unsigned long long k84 = 44ULL;
    static const volatile unsigned long long k85 = 4130ULL;
    static unsigned int k91 = 2699534682U;
    static unsigned long long k94 = 9223372036854775852ULL;
    unsigned long long k103 = 18446744067267100686ULL;
    unsigned int k105 = 21886U;
    static double k107 = 4.0;
    volatile unsigned long long k108 = 27125ULL;
    static unsigned long long k109 = 43188ULL;
    static unsigned long k110 = 18446744073709535424UL;
    static const volatile unsigned long k111 = 255103190180726UL;
    static unsigned long long k112 = 16962715303564863993ULL;
    static const double k113 = -64.0;
    static unsigned long long k114 = 16356938739749152823ULL;
    static unsigned long long k116 = 15940478250ULL;
    static int k118 = 1519821165;
    volatile int k119 = 39396;
    static const unsigned long long k120 = 18446650072761726418ULL;
    unsigned long long k122 = 32785ULL;
    static const int k123 = 800899687;
    unsigned long long k124 = 3064612278245146970ULL;
    static const unsigned int k127 = 4294705173U;
    static unsigned long long k128 = 12169571938415640593ULL;
    static long long k132 = 210LL;
    long long k135 = 6LL;
    unsigned long long k136 = 9223372036854779679ULL;
    double k138 = -3.0;
    static unsigned int k140 = 56U;
    int failed = 0;

    t10 = ((t16 == t16) && ((t12 + k40) << (t16 == t14)));
    t11 = ((((2147483646 != 0LL) | ((((17179869185LL != t19) | (t12 >> ((-9223372036854775807L - 1) + k41))) > (((long long)x2) >> (t11 + k42)) ? ((17179869185LL != t19) | (t12 >> ((-9223372036854775807L - 1) + k41))) : (((long long)x2) >> (t11 + k42))) | t31)) != t23) % ((((((long long)t30) | ((long long)t22)) % ((t16 << (t12 + k43)) < t39)) << (((1073741824 != t35) - 17) + k44)) + k45));
    t12 = (x7 == (t12 + 8953553469819443511ULL));
    t13 = (t31 << ((((((t39 > ((t21 << (t15 + k46)) + k47) ? t39 : ((t21 << (t15 + k46)) + k47)) >= (t20 + k48)) | (t16 | (t13 + x8))) / ((x3 | (x0 && -10LL)) != (((-1547049720253661117LL + k49) > t30 ? (-1547049720253661117LL + k49) : t30) + x4))) / (t17 != t34)) + k50));
    t14 = ((18446744073709551601ULL + t38) % (((4ULL >> (((((long long)t28) >> (t37 + k51)) + (((t35 + t18) != t37) >= t32)) + k52)) / (t19 != ((t15 % -20LL) && (x0 % ((t38 - t38) + k53))))) + k54));
    t15 = ((((((((long long)(x2 / (t31 + k55))) | ((long long)1278194179531004.0)) + k57) << ((t32 > t29 ? t32 : t29) + k56)) + k58) == (t38 - t22)) / (((((1073741822 != (((long long)t34) << t25)) > ((t25 >> (((t20 >> (((((long long)t28) + k60) << (-89789399 + k59)) + k61)) >= t10) && (t10 && t16))) << (((long long)t39) + k62)) ? (1073741822 != (((long long)t34) << t25)) : ((t25 >> (((t20 >> (((((long long)t28) + k60) << (-89789399 + k59)) + k61)) >= t10) && (t10 && t16))) << (((long long)t39) + k62))) && ((t12 % ((long long)t34)) << (x1 + k63))) != (((long long)t34) >> t24)) && (t29 + (20 == t15))));
    t16 = ((((((long long)t39) % ((x5 + k64) != x4)) >= (((t18 >> t24) >= -7) == (t23 > x9 ? t23 : x9))) - ((t18 % ((long long)t28)) - 8792891563381670964ULL)) >= ((((((long long)t30) % t20) && (t24 << (t23 + k65))) > (((4194302 + (t28 != ((x8 > 9223372036854775807L ? x8 : 9223372036854775807L) + k66))) + t27) == x3) ? ((((long long)t30) % t20) && (t24 << (t23 + k65))) : (((4194302 + (t28 != ((x8 > 9223372036854775807L ? x8 : 9223372036854775807L) + k66))) + t27) == x3)) << (((long long)(t28 + ((1160789206 + x1) / t29))) + k67)));
    t17 = (((((t17 % t27) == (17 != t11)) % ((long long)t33)) && ((((x0 == (((long long)t30) >> (x8 + k68))) << (1864745902 + k69)) + ((t11 >> (((long long)x2) + k70)) == t13)) > (((-6440479383235527369LL != t11) != x0) % ((long long)x4)) ? (((x0 == (((long long)t30) >> (x8 + k68))) << (1864745902 + k69)) + ((t11 >> (((long long)x2) + k70)) == t13)) : (((-6440479383235527369LL != t11) != x0) % ((long long)x4)))) == t13);
    t18 = (((x5 | ((((t26 + k73) / ((t37 << (72679298 + k71)) + k72)) >= ((((t12 + x5) + k75) + k77) / (((t16 + k74) / t22) + k76))) >> (x6 + k78))) << ((((16777218 / t10) >= x4) >= (((((long long)t34) | t32) != t13) > t15 ? ((((long long)t34) | t32) != t13) : t15)) >= (((t13 && t35) >> (((long long)2251799813685248.0) + k79)) != t10))) / (t19 % x1));
    t19 = ((t27 && 4299334444581172.0) && (t27 << (x7 + k80)));
    t20 = (((t23 >= -332713121) >> (x2 >= (x4 && (t24 + t11)))) + (-9 >> (x5 + k81)));
    t21 = ((((((long long)t26) >> ((x9 >= t15) >> ((((long long)t33) >> (((t36 - x6) != -481694638281282941LL) && (9 >= (t32 == 2071402003)))) + k82))) >= t18) >> (((t31 - x7) && ((t24 && (x6 > x6 ? x6 : x6)) % ((t36 << (((long long)(x2 / (t36 / t36))) + k83)) + ((t32 >> (t37 + k84)) / t19)))) == (12LL | ((long long)t10)))) / ((x8 % ((long long)x4)) >> (x6 >= (t19 && (t11 && t21)))));
    t22 = ((20 >> ((t16 == -12LL) / (x3 / (t15 < 1585607017)))) > ((-14 && (t22 == (18446744073709551607ULL + k85))) >> ((long long)(t10 > 20 ? t10 : 20))) ? (20 >> ((t16 == -12LL) / (x3 / (t15 < 1585607017)))) : ((-14 && (t22 == (18446744073709551607ULL + k85))) >> ((long long)(t10 > 20 ? t10 : 20))));
    t23 = (((x5 >> (((20LL != t15) % (t15 + k86)) >> (-2147483647 + k87))) && ((((x5 + k88) == -11.0) == (t32 + (t16 > t10 ? t16 : t10))) | ((2147483646 + 3L) >> (x1 + k89)))) + (((((x3 - (x3 > t17 ? x3 : t17)) << (((2147483646 + k90) << (8 != x9)) + k91)) - (t20 == t37)) / ((t24 << (t35 + k92)) > ((t29 + k93) > t34 ? (t29 + k93) : t34) ? (t24 << (t35 + k92)) : ((t29 + k93) > t34 ? (t29 + k93) : t34))) > (t10 != 15L) ? ((((x3 - (x3 > t17 ? x3 : t17)) << (((2147483646 + k90) << (8 != x9)) + k91)) - (t20 == t37)) / ((t24 << (t35 + k92)) > ((t29 + k93) > t34 ? (t29 + k93) : t34) ? (t24 << (t35 + k92)) : ((t29 + k93) > t34 ? (t29 + k93) : t34))) : (t10 != 15L)));
    t24 = ((t21 != ((t31 > t38 ? t31 : t38) + (x1 + t13))) >> ((x5 - (-9223372036854775807LL - 1)) + k94));
    t25 = ((t28 - (((0 - t22) != t11) + (t37 >> (t38 + k95)))) + k96);
    t26 = (((t15 - t20) % (((long long)((t19 | x1) > t10 ? (t19 | x1) : t10)) | (((((t15 - t30) - (t26 >= (t19 >= t25))) + k97) / (x8 + 4503599627370494.0)) == t22))) == (t17 << (t36 + k98)));
    t27 = (((x8 && (((long long)x2) >> (((x4 + t19) != t39) / (t25 + k99)))) > ((t19 % (((x9 % (t10 != t26)) && ((1073741825 >> (9223372036854775806L + k100)) >= (x2 >= ((-9223372036854775807L - 1) >= t36)))) + k101)) << ((x3 << (t36 + k102)) + k103)) ? (x8 && (((long long)x2) >> (((x4 + t19) != t39) / (t25 + k99)))) : ((t19 % (((x9 % (t10 != t26)) && ((1073741825 >> (9223372036854775806L + k100)) >= (x2 >= ((-9223372036854775807L - 1) >= t36)))) + k101)) << ((x3 << (t36 + k102)) + k103))) + ((t23 && t34) != ((((x6 + x5) + k104) == t34) | (((((t24 / t10) / (t21 | t32)) >= t25) == t28) >= x5))));
    t28 = ((((t17 - ((t30 > t11 ? t30 : t11) + t15)) && (((3LL > 12771874964651221750ULL ? 3LL : 12771874964651221750ULL) && (t31 % ((long long)t10))) + (t35 << (t18 + k105)))) >> ((t25 >> ((x5 << t16) / -2LL)) % 5L)) / -743016708);
    t29 = ((((((((long long)(t30 + (t19 - 19))) | t24) == x7) >> (((19L == x9) > t29 ? (19L == x9) : t29) + k106)) != ((2147483647 % ((long long)t10)) == ((x6 + k107) / x4))) % 6) == ((t38 + 3902423561070504.0) != (t29 + k108)));
    t30 = ((((((79642333 / (t21 + k109)) - t21) - x0) | ((t20 + k111) << (t14 + k110))) >> ((((long long)((t27 != (t31 != t16)) > (t11 + t26) ? (t27 != (t31 != t16)) : (t11 + t26))) >> (((-7108357553657402732LL && t16) | t24) >= ((t22 >= t23) >> t32))) == (((((long long)3732468151650476.0) >> 3ULL) | t20) / ((t13 + t14) % ((long long)((x6 > (t30 > t17 ? t30 : t17) ? x6 : (t30 > t17 ? t30 : t17)) - ((x5 >> (1484028770144687644ULL + k112)) > ((((t33 > x4 ? t33 : x4) + t25) + k113) / t27) ? (x5 >> (1484028770144687644ULL + k112)) : ((((t33 > x4 ? t33 : x4) + t25) + k113) / t27)))))))) + k114);
    t31 = (((((long long)t22) << (((x3 + (t36 == (t30 == t29))) | (((t31 != x2) - 8557979075467876206LL) >> (t20 + k115))) + k116)) > (((t10 + k117) / t20) / (t14 != (2057074214 >> (t12 >> t23)))) ? (((long long)t22) << (((x3 + (t36 == (t30 == t29))) | (((t31 != x2) - 8557979075467876206LL) >> (t20 + k115))) + k116)) : (((t10 + k117) / t20) / (t14 != (2057074214 >> (t12 >> t23))))) >= (((t17 / (t12 + k118)) && (-6680195634341310352L > t37 ? -6680195634341310352L : t37)) << (((t19 > x9 ? t19 : x9) << (((3703261341167412541ULL / (t15 + k119)) - (x9 + t19)) + k120)) == (t29 && t25))));
    t32 = ((((long long)(15 + (2251799813685248.0 - (-9223372036854775806LL + k121)))) % ((-9223372036854775807L - t29) != 14ULL)) | ((t19 << ((long long)t26)) >> (((x8 + t38) >> (t12 + (t10 != (t23 % t27)))) + k122)));
    t33 = (((((long long)8.0) % (x7 | ((t12 | t16) >= (1602983271 && t26)))) >> (t11 - -16)) | (t21 << 19L));
    t34 = ((t36 % (t15 + k123)) != (((x0 + -2817011646093138109L) + (t24 > ((x1 + k124) << t32) ? t24 : ((x1 + k124) << t32))) % (((t32 + 4611686018427387904L) - t32) != ((1749701996 / x8) % ((long long)-18.0)))));
    t35 = ((((t16 / (((t30 > 15L ? t30 : 15L) && t34) != t38)) | ((long long)(t33 + (((((long long)-1240095585200246.0) | (t15 - t37)) << t32) != ((t34 && (t35 / t19)) >= ((2147483646 && x6) + (x9 / (t15 + k125)))))))) % ((t29 != x3) == ((t16 && t10) + (t35 >= (x3 > t38 ? x3 : t38))))) >= (((x1 == (t27 >= t23)) != (t38 + ((t34 + k126) / x3))) >> (262142 + k127)));
    t36 = ((((t33 && 18L) >= (((x7 && -4503599627370495.0) && x7) >> 17ULL)) | t11) == ((((((long long)t22) % t29) > t22 ? (((long long)t22) % t29) : t22) > t15 ? ((((long long)t22) % t29) > t22 ? (((long long)t22) % t29) : t22) : t15) / (t29 && (((6277172135293916766LL + k128) > t30 ? (6277172135293916766LL + k128) : t30) != x8))));
    t37 = (((-15L | (5094535169738780826LL >> (x0 + k129))) >= (((long long)-4503599627370494.0) % (t27 && x8))) | ((t37 % ((t37 == t21) != -6L)) >= ((((((long long)t33) >> ((t14 + 5LL) + k130)) % (t19 != t32)) % ((((long long)t28) % (((long long)(t33 - t12)) + k131)) + k132)) - (6.0 - (t22 + (-7 >> (((long long)t39) + k133)))))));
    t38 = ((x1 >> (x8 + k134)) >> (((t20 && (t15 > t29 ? t15 : t29)) - t15) >= (t26 + t20)));
    t39 = ((((((9 && (x6 % (t24 + k135))) > (((long long)(t28 + (x7 + k136))) << t13) ? (9 && (x6 % (t24 + k135))) : (((long long)(t28 + (x7 + k136))) << t13)) + x3) > ((t23 == -3976323796143619.0) / (x9 % ((long long)x2))) ? (((9 && (x6 % (t24 + k135))) > (((long long)(t28 + (x7 + k136))) << t13) ? (9 && (x6 % (t24 + k135))) : (((long long)(t28 + (x7 + k136))) << t13)) + x3) : ((t23 == -3976323796143619.0) / (x9 % ((long long)x2)))) - (((((long long)(((-7196203313582554737L + k137) + k138) / -12.0)) >> (x7 + k139)) + (((long long)t22) % 2ULL)) && (((18446744073709551604ULL >> t19) - t11) / ((1073741824 >= t28) / t11)))) << ((((((long long)x4) >> t35) == 1073741821) - ((((-7 + t11) + k141) << (t38 + k140)) << (t18 != x7))) + k142));

    if (t10 != 1.0) { printf("NG t10 %.1Lf\n", (long double)t10); failed++; }
    if (t11 != 1L) { printf("NG t11 %lld\n", (long long)t11); failed++; }
    if (t12 != 0) { printf("NG t12 %lld\n", (long long)t12); failed++; }
    if (t13 != 0) { printf("NG t13 %llu\n", (unsigned long long)t13); failed++; }
    if (t14 != 16206L) { printf("NG t14 %lld\n", (long long)t14); failed++; }
    if (t15 != 0) { printf("NG t15 %llu\n", (unsigned long long)t15); failed++; }
    if (t16 != 1) { printf("NG t16 %llu\n", (unsigned long long)t16); failed++; }
    if (t17 != 1) { printf("NG t17 %lld\n", (long long)t17); failed++; }
    if (t18 != -21852) { printf("NG t18 %lld\n", (long long)t18); failed++; }
    if (t19 != 1) { printf("NG t19 %lld\n", (long long)t19); failed++; }
    if (t20 != -9L) { printf("NG t20 %lld\n", (long long)t20); failed++; }
    if (t21 != 0ULL) { printf("NG t21 %llu\n", (unsigned long long)t21); failed++; }
    if (t22 != 20.0) { printf("NG t22 %.1Lf\n", (long double)t22); failed++; }
    if (t23 != 1L) { printf("NG t23 %lld\n", (long long)t23); failed++; }
    if (t24 != 0LL) { printf("NG t24 %lld\n", (long long)t24); failed++; }
    if (t25 != 0) { printf("NG t25 %llu\n", (unsigned long long)t25); failed++; }
    if (t26 != 0.0) { printf("NG t26 %.1Lf\n", (long double)t26); failed++; }
    if (t27 != 16385ULL) { printf("NG t27 %llu\n", (unsigned long long)t27); failed++; }
    if (t28 != 0.0) { printf("NG t28 %.1Lf\n", (long double)t28); failed++; }
    if (t29 != 1ULL) { printf("NG t29 %llu\n", (unsigned long long)t29); failed++; }
    if (t30 != 35802.0) { printf("NG t30 %.1Lf\n", (long double)t30); failed++; }
    if (t31 != 1) { printf("NG t31 %llu\n", (unsigned long long)t31); failed++; }
    if (t32 != 0L) { printf("NG t32 %lld\n", (long long)t32); failed++; }
    if (t33 != 0.0) { printf("NG t33 %.1Lf\n", (long double)t33); failed++; }
    if (t34 != 1.0) { printf("NG t34 %.1Lf\n", (long double)t34); failed++; }
    if (t35 != 1ULL) { printf("NG t35 %llu\n", (unsigned long long)t35); failed++; }
    if (t36 != 0ULL) { printf("NG t36 %llu\n", (unsigned long long)t36); failed++; }
    if (t37 != 0ULL) { printf("NG t37 %llu\n", (unsigned long long)t37); failed++; }
    if (t38 != -1) { printf("NG t38 %lld\n", (long long)t38); failed++; }
    if (t39 != 2035286016.0) { printf("NG t39 %.1Lf\n", (long double)t39); failed++; }
    printf("arith: %d of 30 checks failed\n", failed);
    return 0;
}
