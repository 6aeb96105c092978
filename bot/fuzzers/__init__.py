"""`reportsmith.fuzzers`: the campaign's program generators behind one interface (:mod:`.base`).

Csmith (an external program, :mod:`.csmith`) and the built-in arithmetic generator of "Random Testing of
Arithmetic Optimization" (:mod:`.arith`, with its own oracle in :mod:`.arith_oracle`). Imports nothing, so
importing one generator loads only it.
"""
