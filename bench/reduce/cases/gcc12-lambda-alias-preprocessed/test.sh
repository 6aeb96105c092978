#!/bin/sh
# Interestingness test (creduce convention): exit 0 iff g++-12 -std=c++20 still dies by a segmentation fault
# on registry.ii (the preprocessed registry.cpp). Only writes into the current directory.
timeout 120 g++-12 -std=c++20 -c registry.ii -o ./out.o > ./log.txt 2>&1
grep -q -F "internal compiler error: Segmentation fault" ./log.txt || exit 1
exit 0
