int a(){__builtin_assume_aligned("",1);}
