"""libclang support for the AST passes (``ast_*``/``arith_*`` in ``reportsmith.reducer.passes``).

* :mod:`.tree` parses a variant once (cached by content) into a light tree of :class:`~.tree.Node` with byte
  ranges, declaration keys and reference lists, so each pass only reads plain Python data;
* :mod:`.text` has the byte-range helpers passes use to build edits (statement spans, list elements);
* :mod:`.base` is the base class of an AST pass: parse, enumerate opportunities in source order, yield
  candidates, and contain any failure (the pass is skipped for that variant and the problem reported once).

Design rule (Chen's thesis §2.3.3): opportunities come from the AST, rewrites are byte-range replacements on
the original text; code is never regenerated from the AST.
"""
