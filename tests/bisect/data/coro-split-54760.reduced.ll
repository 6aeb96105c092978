
define void @_Z4waitv(i1 %0) #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %2 = call token @llvm.coro.id(i32 0, i8* null, i8* null, i8* null)
  br label %3

3:                                                ; preds = %1
  %4 = call i8* @llvm.coro.begin(token %2, i8* null)
  switch i8 0, label %.loopexit [
    i8 0, label %.preheader
  ]

.preheader:                                       ; preds = %6, %3
  %5 = call token @llvm.coro.save(i8* null)
  br i1 %0, label %6, label %8

6:                                                ; preds = %.preheader
  %7 = call i8 @llvm.coro.suspend(token %5, i1 false)
  switch i8 0, label %.loopexit [
    i8 0, label %.preheader
  ]

8:                                                ; preds = %.preheader
  %9 = call i8 @llvm.coro.suspend(token %5, i1 false)
  br label %.loopexit

.loopexit:                                        ; preds = %8, %6, %3
  ret void
}

; Function Attrs: argmemonly nounwind readonly
declare token @llvm.coro.id(i32, i8* readnone, i8* nocapture readonly, i8*) #1

; Function Attrs: nounwind
declare i8* @llvm.coro.begin(token, i8* writeonly) #2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind
declare token @llvm.coro.save(i8*) #2

; Function Attrs: nounwind
declare i8 @llvm.coro.suspend(token, i1) #2

; uselistorder directives
uselistorder i8 (token, i1)* @llvm.coro.suspend, { 1, 0 }

attributes #0 = { "coroutine.presplit"="0" }
attributes #1 = { argmemonly nounwind readonly }
attributes #2 = { nounwind }
