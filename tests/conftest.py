"""Fixtures shared by the whole suite."""

from __future__ import annotations

import os
import signal
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "config" / "examples"
SHARED_BENCH = ROOT.parent / "shared" / "bench"


@pytest.fixture(scope="session", autouse=True)
def _ctrl_c_reaches_the_commands_tests_start() -> Iterator[None]:
    """A suite started as a shell's background job (`bash .ci/run &`, nohup) has SIGINT ignored, and so would
    every command a test starts: the Ctrl-C tests would then see a reduction ignore it and exit 0, as
    `reportsmith` rightly does in a background job. The tests stand for a user at a terminal."""
    before = signal.getsignal(signal.SIGINT)
    if before == signal.SIG_IGN:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    yield
    signal.signal(signal.SIGINT, before)


@pytest.fixture(autouse=True)
def _each_test_starts_with_no_ctrl_c_pending() -> Iterator[None]:
    """A test that calls ``main()`` installs the CLI's SIGINT handler in this process, and one that sends this
    process a SIGINT (the Ctrl-C tests) leaves it remembered (:mod:`reportsmith.common.interrupts`): the next
    reduction in any later test would raise KeyboardInterrupt at its first check and end the whole run. Each
    test gets the handler it started with and no interrupt pending."""
    from reportsmith.common import interrupts

    before = signal.getsignal(signal.SIGINT)
    yield
    signal.signal(signal.SIGINT, before)
    interrupts.reset()


@pytest.fixture(scope="session", autouse=True)
def _no_reportsmith_environment() -> Iterator[None]:
    """No test reads the developer's REPORTSMITH_CONFIG or REPORTSMITH_DATA; a test that needs one sets it.

    Session-scoped and autouse, so it is in force before the session fixtures that load the bundled config.
    """
    with pytest.MonkeyPatch.context() as patch:
        for name in ("REPORTSMITH_CONFIG", "REPORTSMITH_DATA"):
            patch.delenv(name, raising=False)
        yield


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A private data directory (and so a private SQLite store) for one test."""
    path = tmp_path / "data"
    monkeypatch.setenv("REPORTSMITH_DATA", str(path))
    monkeypatch.delenv("REPORTSMITH_CONFIG", raising=False)
    return path


def _postgres_bin() -> Path | None:
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/initdb"))
    return found[-1].parent if found else None


@pytest.fixture(scope="session")
def postgres_url(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    """A throw-away PostgreSQL server (Debian's postgresql package) on a Unix socket, for this test session.

    Skips only when PostgreSQL is not installed (`.ci/setup` installs it, so CI runs these tests).
    """
    import shutil
    import subprocess

    bin_dir = _postgres_bin()
    if bin_dir is None:
        pytest.skip("PostgreSQL is not installed (apt-get install postgresql)")
    # Not under pytest's tmp dirs: they are private to root, and the server runs as the postgres user.
    base = Path(tempfile.mkdtemp(prefix="reportsmith-pg-"))
    data, socket = base / "data", base / "socket"
    socket.mkdir()
    run_as: list[str] = []
    if os.geteuid() == 0:  # initdb refuses to run as root
        shutil.chown(base, "postgres")
        shutil.chown(socket, "postgres")
        os.chmod(base, 0o755)
        run_as = ["runuser", "-u", "postgres", "--"]
    subprocess.run(
        [*run_as, str(bin_dir / "initdb"), "-D", str(data), "-A", "trust", "-U", "postgres"],
        check=True,
        capture_output=True,
    )
    options = f"-k {socket} -c listen_addresses='' -c fsync=off"
    subprocess.run(
        [
            *run_as,
            str(bin_dir / "pg_ctl"),
            "-D",
            str(data),
            "-o",
            options,
            "-w",
            "start",
            "-l",
            str(base / "log"),
        ],
        check=True,
        capture_output=True,
    )
    try:
        yield f"postgresql+psycopg://postgres@/postgres?host={socket}"
    finally:
        subprocess.run(
            [*run_as, str(bin_dir / "pg_ctl"), "-D", str(data), "-m", "immediate", "stop"],
            capture_output=True,
        )
        shutil.rmtree(base, ignore_errors=True)


@pytest.fixture(params=["sqlite", "postgresql"])
def store_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A fresh, empty store URL on each supported backend."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'store.db'}"
    url = request.getfixturevalue("postgres_url")
    from sqlalchemy import create_engine, text

    engine = create_engine(url, isolation_level="AUTOCOMMIT")
    name = f"t{abs(hash(request.node.nodeid)) % 10**9}"
    with engine.connect() as connection:
        connection.execute(text(f"DROP DATABASE IF EXISTS {name}"))
        connection.execute(text(f"CREATE DATABASE {name}"))
    engine.dispose()
    return url.replace("@/postgres?", f"@/{name}?")


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Fail the run if a test removed /dev/null (a compiler told "-o /dev/null" may unlink it on error)."""
    if not stat.S_ISCHR(os.stat("/dev/null").st_mode):
        print("\nERROR: /dev/null is no longer a character device: a test replaced it", flush=True)
        session.exitstatus = 1
