#include <stdio.h>

/* reportsmith arith generator (Random Testing of Arithmetic Optimization): seed 5068; operators + - * / <= >= == & | ^ && || max min; types unsigned char, short, unsigned short, long, long long, float, long double */
static float x0 = 20.0f;
static unsigned char x1 = 19;
long long x4 = 9LL;
static long x7 = 4611686018427387905L;
long long t11 = -6LL;
volatile long t14 = 6L;
short t18 = -4995;
static long long t19 = 255LL;
float t20 = 35602.0f;
unsigned char t23 = 65;
static long long t25 = 5LL;
static unsigned short t26 = 65535;
unsigned short t27 = 65530;
static short t29 = 28247;
float t31 = -16.0f;
static unsigned short t32 = 1;
static long long t33 = -3841928224426581485LL;
volatile long t35 = -2320074940038043387L;
static unsigned short t36 = 5;
static long double t38 = 13.0L;
static long long t39 = 2221582215592430652LL;
static unsigned long long k40 = 9223372036854788091ULL;
long double k41 = -19.0L;
long double k46 = 4995.0L;
const long double k47 = 6.0L;
static const float k48 = -9.0f;
static long double k50 = 3.0L;
volatile long long k51 = 249LL;
const int k52 = 1700820416;
const volatile unsigned long long k53 = 18446744072403403339ULL;
static long double k57 = -162.0L;
static const unsigned long k58 = 11821188980383316437UL;
float k59 = 18.0f;
static long double k62 = -126258422224856932.0L;
long double k67 = -3.0L;

int main(void)
{
    static volatile long x2 = 6625555093326277999L;
    long x3 = -5L;
    static volatile float x5 = 18.0f;
    static float x6 = 9.0f;
    long long x8 = -6956068435674913122LL;
    long double x9 = 142917805189241592.0L;
    static long t10 = -297016562290734424L;
    volatile long long t12 = 16LL;
    static long t13 = 15L;
    static float t15 = 20.0f;
    short t16 = 16385;
    volatile long long t17 = 9223372036854775807LL;
    volatile long t21 = 6717466077285767581L;
    static short t22 = -32768;
    static long t24 = -20L;
    static long t28 = 5L;
    static long long t30 = -13LL;
    static long long t34 = -1963943533130391287LL;
    long double t37 = 19.0L;
    const volatile unsigned long long k42 = 16225161858117153521ULL;
    float k43 = -1.0f;
    const volatile unsigned int k44 = 3916533172U;
    unsigned long long k45 = 414484444ULL;
    static const int k49 = 44489;
    const long double k54 = -18.0L;
    static unsigned long k55 = 2320074940038055695UL;
    volatile long double k56 = 253.0L;
    unsigned int k60 = 1308246768U;
    float k61 = -31701.0f;
    long k63 = 13L;
    unsigned long long k64 = 1963943533130402242ULL;
    static float k65 = -10964.0f;
    volatile long long k66 = 13LL;
    int failed = 0;

    t10 = ((((1073741821 >= x2) | (x4 && (x8 ^ ((long long)x0)))) & (t30 + t29)) & ((((t25 ^ t11) + (((x0 <= (t17 + k40)) & (-2147483646 & (t35 & t23))) && t37)) == ((1899429601 < t39 ? 1899429601 : t39) && (t29 | ((long long)4194303.0f)))) || (((t17 + -6) / (((long long)(t37 - (t25 >= t29))) ^ ((long long)((t37 + k41) / (t15 > t31 ? t15 : t31))))) && -628733625)));
    t11 = ((t35 ^ t35) > ((t35 * (t35 / x8)) ^ (((x8 && t34) || (t27 / x2)) ^ ((long long)(((t38 >= t19) || t36) * t37)))) ? (t35 ^ t35) : ((t35 * (t35 / x8)) ^ (((x8 && t34) || (t27 / x2)) ^ ((long long)(((t38 >= t19) || t36) * t37)))));
    t12 = ((((4611686018427387901L >= t38) && (t10 / t39)) ^ (t31 == 7LL)) | (((t34 | ((long long)x0)) >= ((t11 + t24) + t30)) && ((((long long)7784299.0f) | 6) & ((long long)t31))));
    t13 = (t26 ^ t32);
    t14 = ((((x5 >= ((((-2122314919 <= t23) & (x8 == t14)) && (t16 >= 1445496846)) < (t15 && x4) ? (((-2122314919 <= t23) & (x8 == t14)) && (t16 >= 1445496846)) : (t15 && x4))) & (((long long)t38) ^ ((long long)x0))) <= (t24 && ((t39 + k42) == x6))) >= ((((t16 <= x1) < -4.0L ? (t16 <= x1) : -4.0L) * t25) < (((((long long)-7364563.0f) | ((long long)t37)) + (18 * (t21 < t14 ? t21 : t14))) && (x0 == 2115730427955151129.0L)) ? (((t16 <= x1) < -4.0L ? (t16 <= x1) : -4.0L) * t25) : (((((long long)-7364563.0f) | ((long long)t37)) + (18 * (t21 < t14 ? t21 : t14))) && (x0 == 2115730427955151129.0L))));
    t15 = (((t32 == (t34 || t27)) + k43) / x5);
    t16 = ((t36 == ((t23 * t18) ^ t19)) & ((t25 | t13) | (16386 <= t32)));
    t17 = (((((t23 / t39) * t22) > (((((-414429878 | (t11 - t17)) + k45) * ((378477526 + k44) < x0 ? (378477526 + k44) : x0)) == t14) >= x6) ? ((t23 / t39) * t22) : (((((-414429878 | (t11 - t17)) + k45) * ((378477526 + k44) < x0 ? (378477526 + k44) : x0)) == t14) >= x6)) && -12LL) - ((((t36 - ((t24 || -493214246) + (x1 + (t13 | ((long long)t20))))) == t10) && (t15 && ((t35 || x0) - t19))) * (t11 ^ ((((t18 + k46) / x9) == t25) && (t24 * t36)))));
    t18 = (((t36 > t31 ? t36 : t31) && (t29 ^ (4692311513846269718L <= x2))) / (((((long long)t15) & ((((t29 >= t26) + (((t16 ^ ((long long)((-6 + k47) / -9223372036854775807.0L))) >= ((t34 + t36) & t29)) / t19)) || (t23 + 141643.0f)) ^ ((t24 * t15) || ((((t29 < t14 ? t29 : t14) >= t31) - ((t29 == t30) > 9223372036854775807L ? (t29 == t30) : 9223372036854775807L)) | (x2 < t11 ? x2 : t11))))) || (((x6 + k48) / t22) * (t24 || t15))) + k49));
    t19 = ((((t17 && 1073741825) + ((((((t22 * 17LL) ^ t28) / (t37 != t36)) ^ t23) + k50) / (t30 < ((x7 + x9) - t37) ? t30 : ((x7 + x9) - t37)))) == (t35 / x8)) / ((((t13 > 7485334250066277222L ? t13 : 7485334250066277222L) || (t34 == 7)) & (((long long)t15) | (((-6L == -1790005913) == (t30 || x7)) & ((t23 + 20.0f) || t35)))) + k51));
    t20 = ((t39 / (((((t37 > 17584689 ? t37 : 17584689) == t14) < (((((t19 & ((t39 <= t12) || t25)) < t24 ? (t19 & ((t39 <= t12) || t25)) : t24) <= ((-711438635330470498.0L || t16) + (t36 & x7))) || (-3585100.0f && t31)) / ((t30 <= (t32 | t10)) <= (t17 <= 32766))) ? ((t37 > 17584689 ? t37 : 17584689) == t14) : (((((t19 & ((t39 <= t12) || t25)) < t24 ? (t19 & ((t39 <= t12) || t25)) : t24) <= ((-711438635330470498.0L || t16) + (t36 & x7))) || (-3585100.0f && t31)) / ((t30 <= (t32 | t10)) <= (t17 <= 32766)))) * (((x1 ^ -7) ^ (-5739026741290757259LL == t30)) >= (t30 > (-1949379020 || t11) ? t30 : (-1949379020 || t11)))) + k52)) + k53);
    t21 = (((0 > (x2 <= (t35 & ((long long)x5))) ? 0 : (x2 <= (t35 & ((long long)x5)))) == ((t36 - x7) || ((x9 || x4) && (t25 >= (t23 == t18))))) & ((((((long long)t37) ^ ((long long)2965351.0f)) == (x1 > t32 ? x1 : t32)) == (t38 && -1300961594)) & ((long long)(((((t26 | ((long long)t31)) + t37) + k54) / t33) < ((((long long)-10.0f) ^ t14) | ((t35 ^ t16) >= (((t24 && 32766.0L) / t29) || (t26 | t30)))) ? ((((t26 | ((long long)t31)) + t37) + k54) / t33) : ((((long long)-10.0f) ^ t14) | ((t35 ^ t16) >= (((t24 && 32766.0L) / t29) || (t26 | t30))))))));
    t22 = (((((x1 > x1 ? x1 : x1) || (t23 <= t38)) - (t19 & ((long long)t37))) || (4 & -16)) < ((t36 < ((t34 ^ -1556441314) <= (t11 | ((long long)4398046511102.0L))) ? t36 : ((t34 ^ -1556441314) <= (t11 | ((long long)4398046511102.0L)))) <= (-4592839497914035540.0L - ((((long long)3.0L) | ((long long)(14 < x9 ? 14 : x9))) & ((long long)x5)))) ? ((((x1 > x1 ? x1 : x1) || (t23 <= t38)) - (t19 & ((long long)t37))) || (4 & -16)) : ((t36 < ((t34 ^ -1556441314) <= (t11 | ((long long)4398046511102.0L))) ? t36 : ((t34 ^ -1556441314) <= (t11 | ((long long)4398046511102.0L)))) <= (-4592839497914035540.0L - ((((long long)3.0L) | ((long long)(14 < x9 ? 14 : x9))) & ((long long)x5)))));
    t23 = ((6078398896762528929.0L >= t14) >= ((t35 + k55) <= t15));
    t24 = ((13LL < t30 ? 13LL : t30) > ((((t30 && (x7 || (((x6 * x5) + k57) / ((-19.0L * (x6 == t14)) + k56)))) + ((t27 >= t25) ^ ((long long)(t15 * (t27 / t32))))) * (((x3 & t11) + t18) ^ ((long long)t38))) | ((((((x2 + k58) - x0) >= t16) * 5597990124779061727.0L) == ((-301286936 >= t22) >= (x7 ^ ((long long)-5.0f)))) < (t27 > (x8 ^ x3) ? t27 : (x8 ^ x3)) ? (((((x2 + k58) - x0) >= t16) * 5597990124779061727.0L) == ((-301286936 >= t22) >= (x7 ^ ((long long)-5.0f)))) : (t27 > (x8 ^ x3) ? t27 : (x8 ^ x3)))) ? (13LL < t30 ? 13LL : t30) : ((((t30 && (x7 || (((x6 * x5) + k57) / ((-19.0L * (x6 == t14)) + k56)))) + ((t27 >= t25) ^ ((long long)(t15 * (t27 / t32))))) * (((x3 & t11) + t18) ^ ((long long)t38))) | ((((((x2 + k58) - x0) >= t16) * 5597990124779061727.0L) == ((-301286936 >= t22) >= (x7 ^ ((long long)-5.0f)))) < (t27 > (x8 ^ x3) ? t27 : (x8 ^ x3)) ? (((((x2 + k58) - x0) >= t16) * 5597990124779061727.0L) == ((-301286936 >= t22) >= (x7 ^ ((long long)-5.0f)))) : (t27 > (x8 ^ x3) ? t27 : (x8 ^ x3)))));
    t25 = ((7460099842371894507LL & 32770) >= (x6 >= (-3.0L + x5)));
    t26 = ((x5 && x2) < ((((long long)(t25 + x9)) & x3) >= ((x2 & (t36 >= t31)) | 9223372036854775806LL)) ? (x5 && x2) : ((((long long)(t25 + x9)) & x3) >= ((x2 & (t36 >= t31)) | 9223372036854775806LL)));
    t27 = (((t25 - (((long long)x5) ^ t23)) + k59) / 5036405.0f);
    t28 = (x6 && t11);
    t29 = (t27 || ((((long long)(((-1308215067 + k60) + k61) / ((((long long)t38) ^ t26) - t20))) ^ x4) == -14LL));
    t30 = (((((t15 && (t30 - t18)) >= ((x4 & t19) < ((t25 || t33) < x1 ? (t25 || t33) : x1) ? (x4 & t19) : ((t25 || t33) < x1 ? (t25 || t33) : x1))) ^ (-2147483647 - 1)) + x9) <= (((8415491123200869268LL + k62) / (t11 > x9 ? t11 : x9)) || (31L > t10 ? 31L : t10)));
    t31 = (((t14 > t31 ? t14 : t31) - (((x8 ^ ((long long)8388605.0f)) || -1359964294427717258LL) && 2147483647)) || (x2 | (t12 && t29)));
    t32 = (((t14 + (((x7 && t22) & (t13 || x8)) < 16 ? ((x7 && t22) & (t13 || x8)) : 16)) >= ((((t26 > x8 ? t26 : x8) >= (t37 >= x2)) | t32) * (((t14 && (t27 <= ((1073741825 - (((long long)(8740862093110296920.0L - t11)) & ((long long)t31))) > (x3 - t23) ? (1073741825 - (((long long)(8740862093110296920.0L - t11)) & ((long long)t31))) : (x3 - t23)))) ^ (t26 / (-2147483647 - 1))) & ((-3793262.0f < t11 ? -3793262.0f : t11) || ((x4 * x5) >= (t14 + (((long long)19.0f) & t24))))))) / -42391088706944868LL);
    t33 = (((((((long long)t38) | t14) || x1) & t39) / (64 > (t24 == t36))) | (((x4 | t23) / (t10 + k63)) | ((t35 && t14) >= (x5 < -8 ? x5 : -8))));
    t34 = (((long long)((x9 + k67) / (((x1 < (t12 >= t37) ? x1 : (t12 >= t37)) & (((long long)((((t34 + k64) + x6) + k65) / t20)) ^ ((t22 - x1) > t19 ? (t22 - x1) : t19))) + k66))) | (-2115515013561160208L / (t24 - (6208879277330097524LL | ((long long)t15)))));
    t35 = (((x0 < x1 ? x0 : x1) * t32) * t38);
    t36 = (((((-20L || t23) < t39 ? (-20L || t23) : t39) / (((t28 == t23) > t14 ? (t28 == t23) : t14) != (t29 <= -2068744203))) & x8) * ((t39 || t33) > ((t33 + ((t23 & ((long long)t31)) && t23)) + t25) ? (t39 || t33) : ((t33 + ((t23 & ((long long)t31)) && t23)) + t25)));
    t37 = ((-1 | ((x8 == t26) | ((t23 <= ((x9 >= x4) * t12)) > ((15L + (x3 <= (((t18 && x6) / t31) - x4))) >= t30) ? (t23 <= ((x9 >= x4) * t12)) : ((15L + (x3 <= (((t18 && x6) / t31) - x4))) >= t30)))) == t38);
    t38 = (t16 && (t39 < (t36 && t28) ? t39 : (t36 && t28)));
    t39 = (((t16 == ((((long long)t37) | t17) <= t24)) <= t12) >= (((((((long long)x0) & x1) & (t23 > t34 ? t23 : t34)) & x2) || (((t29 | ((long long)(t18 / x6))) / ((x2 ^ t22) < (((x8 & t30) && t20) || (t13 + t25)) ? (x2 ^ t22) : (((x8 & t30) && t20) || (t13 + t25)))) > (t30 * x5) ? ((t29 | ((long long)(t18 / x6))) / ((x2 ^ t22) < (((x8 & t30) && t20) || (t13 + t25)) ? (x2 ^ t22) : (((x8 & t30) && t20) || (t13 + t25)))) : (t30 * x5))) >= (t16 & (t16 == t39))));

    if (t10 != 0L) { printf("NG t10 %lld\n", (long long)t10); failed++; }
    if (t11 != 18LL) { printf("NG t11 %lld\n", (long long)t11); failed++; }
    if (t12 != 0LL) { printf("NG t12 %lld\n", (long long)t12); failed++; }
    if (t13 != 65534L) { printf("NG t13 %lld\n", (long long)t13); failed++; }
    if (t14 != 1L) { printf("NG t14 %lld\n", (long long)t14); failed++; }
    if (t15 != 0.0f) { printf("NG t15 %.1Lf\n", (long double)t15); failed++; }
    if (t16 != 0) { printf("NG t16 %lld\n", (long long)t16); failed++; }
    if (t17 != 0LL) { printf("NG t17 %lld\n", (long long)t17); failed++; }
    if (t18 != 0) { printf("NG t18 %lld\n", (long long)t18); failed++; }
    if (t19 != 0LL) { printf("NG t19 %lld\n", (long long)t19); failed++; }
    if (t20 != 34430.0f) { printf("NG t20 %.1Lf\n", (long double)t20); failed++; }
    if (t21 != 0L) { printf("NG t21 %lld\n", (long long)t21); failed++; }
    if (t22 != 0) { printf("NG t22 %lld\n", (long long)t22); failed++; }
    if (t23 != 1) { printf("NG t23 %llu\n", (unsigned long long)t23); failed++; }
    if (t24 != 62L) { printf("NG t24 %lld\n", (long long)t24); failed++; }
    if (t25 != 1LL) { printf("NG t25 %lld\n", (long long)t25); failed++; }
    if (t26 != 0) { printf("NG t26 %llu\n", (unsigned long long)t26); failed++; }
    if (t27 != 0) { printf("NG t27 %llu\n", (unsigned long long)t27); failed++; }
    if (t28 != 1L) { printf("NG t28 %lld\n", (long long)t28); failed++; }
    if (t29 != 0) { printf("NG t29 %lld\n", (long long)t29); failed++; }
    if (t30 != 0LL) { printf("NG t30 %lld\n", (long long)t30); failed++; }
    if (t31 != 1.0f) { printf("NG t31 %.1Lf\n", (long double)t31); failed++; }
    if (t32 != 0) { printf("NG t32 %llu\n", (unsigned long long)t32); failed++; }
    if (t33 != 1LL) { printf("NG t33 %lld\n", (long long)t33); failed++; }
    if (t34 != 10993677322249353LL) { printf("NG t34 %lld\n", (long long)t34); failed++; }
    if (t35 != 0L) { printf("NG t35 %lld\n", (long long)t35); failed++; }
    if (t36 != 0) { printf("NG t36 %llu\n", (unsigned long long)t36); failed++; }
    if (t37 != 0.0L) { printf("NG t37 %.1Lf\n", (long double)t37); failed++; }
    if (t38 != 0.0L) { printf("NG t38 %.1Lf\n", (long double)t38); failed++; }
    if (t39 != 1LL) { printf("NG t39 %lld\n", (long long)t39); failed++; }
    printf("arith: %d of 30 checks failed\n", failed);
    return 0;
}
