"""Alembic's environment: runs migrations on the connection reportsmith hands it (see store/database.py)."""

from alembic import context
from reportsmith.store import report_models as _report_models  # noqa: F401  (registers its tables)
from reportsmith.store.models import Base

connection = context.config.attributes.get("connection")
if connection is None:  # the alembic command line, with sqlalchemy.url in its ini file
    from sqlalchemy import create_engine

    engine = create_engine(context.config.get_main_option("sqlalchemy.url"))
    with engine.connect() as connection:
        context.configure(connection=connection, target_metadata=Base.metadata, render_as_batch=True)
        with context.begin_transaction():
            context.run_migrations()
else:
    context.configure(connection=connection, target_metadata=Base.metadata, render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()
