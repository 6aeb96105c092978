; ModuleID = '<bc file>'
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = global [6 x i64] [i64 4073709551615, i64 9, i64 3, i64 9, i64 4073709551615, i64 3]
@c = global i32 0

define i32 @main() {
  br label %1

1:                                                ; preds = %6, %0
  %2 = phi i32 [ 1, %0 ], [ %10, %6 ]
  %3 = zext i32 %2 to i64
  %4 = icmp slt i64 0, %3
  %5 = select i1 false, i1 %4, i1 false
  br i1 %5, label %12, label %6

6:                                                ; preds = %1
  %7 = getelementptr [6 x i64], ptr @a, i64 0, i64 %3
  %8 = load i64, ptr %7, align 8
  %9 = trunc i64 %8 to i32
  store i32 %9, ptr @c, align 4
  %10 = add i32 %2, -1
  %11 = icmp sgt i32 %2, 0
  br i1 %11, label %1, label %12

12:                                               ; preds = %6, %1
  ret i32 0
}
