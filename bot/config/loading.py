"""Finding the configuration file and loading it: parse, build the dataclasses, resolve paths, check.

Where it comes from, first match wins: ``--config PATH``, ``$REPORTSMITH_CONFIG``, the bundled default
(``config/reportsmith.toml``, installed as ``reportsmith.defaults``). Relative paths inside a file are
relative to that file's folder.
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import replace
from importlib import resources
from pathlib import Path

from reportsmith.config.checks import check, check_installed
from reportsmith.config.sections import Config
from reportsmith.config.validator import build
from reportsmith.errors import ConfigError


def default_config_path() -> Path:
    return Path(str(resources.files("reportsmith.defaults").joinpath("reportsmith.toml")))


def config_path(explicit: str | os.PathLike[str] | None = None) -> Path:
    if explicit:
        return Path(explicit)
    if os.environ.get("REPORTSMITH_CONFIG"):
        return Path(os.environ["REPORTSMITH_CONFIG"])
    return default_config_path()


def load_config(path: str | os.PathLike[str] | None = None, *, check_path: bool = True) -> Config:
    """Read and validate the configuration. ``check_path`` also checks every compiler is installed."""
    source = config_path(path)
    try:
        raw = tomllib.loads(source.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ConfigError(f"{source}: configuration file not found") from None
    except UnicodeDecodeError as error:
        raise ConfigError(f"{source}: not UTF-8 text ({error.reason} at byte {error.start})") from None
    except tomllib.TOMLDecodeError as error:
        raise ConfigError(f"{source}: not valid TOML: {error}") from None
    try:
        config: Config = build(Config, raw, "", skip={"source"})
    except ValueError as error:
        raise ConfigError(f"{source}: {error}") from None
    config = _resolve_paths(config, source)
    check(config, source)
    if check_path:
        check_installed(config, source)
    return config


def _resolve_paths(config: Config, source: Path) -> Config:
    base = source.parent

    def resolve(folder: str) -> str:
        return str((base / os.path.expanduser(folder)).resolve())

    inbox = replace(config.inbox, folders=[resolve(f) for f in config.inbox.folders])
    # An explicit data_dir in the file wins; $REPORTSMITH_DATA is only the fallback (see Config.data_path).
    data_dir = resolve(config.data_dir) if config.data_dir else ""
    return replace(config, inbox=inbox, data_dir=data_dir, source=str(source))
