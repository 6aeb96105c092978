"""What the libraries (reducer, tamer, bisect) and the bot all need, written once.

This package imports nothing else of reportsmith: the libraries depend on it, it depends on none of them.
"""
