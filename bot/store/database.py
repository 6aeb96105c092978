"""Opening the store: engine, schema migrations to the newest revision, and transactions.

Every write happens inside :meth:`Store.transaction`, which commits at the end or rolls back on any
exception, Ctrl-C included; SQLite runs in WAL mode, so a ``kill -9`` mid-write leaves the last
committed state.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

from reportsmith.errors import StoreError
from sqlalchemy import create_engine, event
from sqlalchemy.engine import Engine, make_url
from sqlalchemy.exc import ArgumentError, OperationalError
from sqlalchemy.orm import Session, sessionmaker

if TYPE_CHECKING:
    from alembic.config import Config as AlembicConfig


def _alembic_config() -> AlembicConfig:
    from alembic.config import Config as AlembicConfig  # deferred: Alembic (0.6 s) only opening a store

    config = AlembicConfig()
    config.set_main_option(
        "script_location", str(resources.files("reportsmith.store").joinpath("migrations"))
    )
    return config


def _sqlite_pragmas(dbapi_connection, _record) -> None:  # type: ignore[no-untyped-def]
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA busy_timeout=30000")
    cursor.close()


def _engine(url: str) -> Engine:
    try:
        parsed = make_url(url)
    except ArgumentError as error:
        raise StoreError(f"database_url {url!r} is not a SQLAlchemy URL: {error}") from None
    if parsed.get_backend_name() == "sqlite" and parsed.database not in (None, "", ":memory:"):
        Path(parsed.database).parent.mkdir(parents=True, exist_ok=True)
    engine = create_engine(parsed)
    if parsed.get_backend_name() == "sqlite":
        event.listen(engine, "connect", _sqlite_pragmas)
    return engine


class Store:
    """The failure store at ``url``, migrated to the newest schema when opened."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.engine = _engine(url)
        self._sessions = sessionmaker(self.engine, expire_on_commit=False)
        try:
            self.upgrade()
        except OperationalError as error:
            raise StoreError(f"cannot open the store at {self.url_for_display}: {error.orig}") from None

    @property
    def url_for_display(self) -> str:
        return make_url(self.url).render_as_string(hide_password=True)

    def upgrade(self) -> None:
        from alembic import command  # deferred: as in _alembic_config
        from alembic.runtime.migration import MigrationContext  # deferred: as in _alembic_config
        from alembic.script import ScriptDirectory  # deferred: as in _alembic_config

        config = _alembic_config()
        with self.engine.begin() as connection:
            current = MigrationContext.configure(connection).get_current_revision()
            head = ScriptDirectory.from_config(config).get_current_head()
            if current == head:
                return
            config.attributes["connection"] = connection
            command.upgrade(config, "head")

    @contextlib.contextmanager
    def transaction(self) -> Iterator[Session]:
        """A session whose work is committed at the end, or rolled back if anything (even Ctrl-C) escapes."""
        session = self._sessions()
        try:
            yield session
            session.commit()
        except BaseException:
            session.rollback()
            raise
        finally:
            session.close()

    def close(self) -> None:
        self.engine.dispose()
