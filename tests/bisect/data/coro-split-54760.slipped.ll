
define void @_Z4waitv() #0 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = call i8 @llvm.coro.suspend(token none, i1 false)
  ret void
}

; Function Attrs: nounwind
declare i8* @llvm.coro.begin(token, i8* writeonly) #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nounwind
declare i8 @llvm.coro.suspend(token, i1) #1

attributes #0 = { "coroutine.presplit"="0" }
attributes #1 = { nounwind }
