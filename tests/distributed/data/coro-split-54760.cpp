// llvm/llvm-project#54760 without its headers: clang++-14 -std=c++20 -O2 crashes in CoroSplit on a
// co_yield in a while loop (clang-15 and later compile it). A crash inside LLVM, so it has an IR reproducer.
namespace std {
template <class R> struct coroutine_traits { using promise_type = typename R::promise_type; };
template <class = void> struct coroutine_handle {
  static coroutine_handle from_address(void *) { return {}; }
  operator coroutine_handle<>() { return coroutine_handle<>::from_address(p); }
  void *p;
};
struct suspend_always {
  bool await_ready() noexcept { return false; }
  void await_suspend(coroutine_handle<>) noexcept {}
  void await_resume() noexcept {}
};
}  // namespace std
struct generator {
  struct promise_type {
    generator get_return_object();
    std::suspend_always initial_suspend();
    std::suspend_always final_suspend() noexcept { return {}; }
    void unhandled_exception();
    std::suspend_always yield_value(bool) { return {}; }
  };
};
int b;
generator g() {
  while (b)
    co_yield true;
}
