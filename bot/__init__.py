"""reportsmith: turns compiler-fuzzer failures into small, valid, bisected bug reports.

Kept free of imports on purpose: ``import reportsmith.reducer`` must not pull in the store, the web page or
the trackers (the libraries never import the application).
"""

__version__ = "0.1.0"
