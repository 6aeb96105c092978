#!/usr/bin/env bash
# The competitor of bench/fuzz: a plain shell loop doing the same csmith/gcc/tcc work as
# `reportsmith fuzz --config bench/fuzz/config.toml --jobs 1`: generate, build with tcc and gcc -O0, run both
# under a 5 s timeout, compare output and exit status. Usage: loop.sh FIRST_SEED COUNT
set -u
first=$1; count=$2
I=/usr/include/csmith
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT; cd "$work"
failures=0
for ((seed = first; seed < first + count; seed++)); do
  csmith --no-packed-struct --seed "$seed" > p.c || continue
  if ! tcc -w -I$I p.c -o t.out -lm > tcc.txt 2>&1; then
    gcc -O0 -w -I$I -c p.c -o check.o > /dev/null 2>&1 && failures=$((failures + 1))
    continue
  fi
  gcc -O0 -w -I$I p.c -o r.out -lm > /dev/null 2>&1 || continue
  timeout 5 ./r.out > r.txt 2>/dev/null; r=$?
  timeout 5 ./t.out > t.txt 2>/dev/null; t=$?
  if [ $r -ne $t ] || ! cmp -s r.txt t.txt; then failures=$((failures + 1)); fi
done
echo "loop: $count programs, $failures differences"
