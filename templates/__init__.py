"""Jinja2 report templates (``*.j2``); a package only so that ``importlib.resources`` can find them."""
