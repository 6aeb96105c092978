template<class>using a=decltype([]{});
template<class R,a<R>>void b(){}
