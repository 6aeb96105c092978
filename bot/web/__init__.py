"""reportsmith.web: the review page (Starlette on uvicorn, Jinja2 templates in ``templates/web``).

Modules: ``app`` (the ASGI application, the POST actions, serving), ``routes`` (URLs and handlers),
``security`` (bind rules, logins, sessions, CSRF, body cap), ``queries`` (read-only views of the store),
``views`` (Markdown through an HTML allowlist, C highlighting), ``charts`` (SVG charts).
"""
