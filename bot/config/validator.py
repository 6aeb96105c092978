"""Build typed dataclasses from parsed TOML, with errors that name the key and what was expected.

A tiny validator driven by dataclass field types, so the schema is written once (in
:mod:`reportsmith.config.sections`) and the checks cannot drift from it. Supported field types: str, int,
float, bool, list[T], string enums (the value must be one of the members'), ``T | None`` (None as the
default, TOML having no null; ``""`` for an optional enum), and nested dataclasses (TOML tables, or arrays
of tables for list[Dataclass]).
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from typing import Any, TypeVar

T = TypeVar("T")

_TYPE_NAMES = {str: "a string", int: "an integer", float: "a number", bool: "true or false"}


def _toml_type(value: Any) -> str:
    names = {
        str: "a string",
        bool: "a boolean",
        int: "an integer",
        float: "a float",
        list: "an array",
        dict: "a table",
    }
    return names.get(type(value), type(value).__name__)


def _describe(kind: Any) -> str:
    origin = typing.get_origin(kind)
    if origin is list:
        (item,) = typing.get_args(kind)
        return f"an array of {_describe(item).removeprefix('a ').removeprefix('an ')}s"
    if dataclasses.is_dataclass(kind):
        return "a table"
    if _is_enum(kind):
        return f"one of {', '.join(str(member) for member in kind)}"
    return _TYPE_NAMES.get(kind, str(kind))


def _is_enum(kind: Any) -> bool:
    return isinstance(kind, type) and issubclass(kind, enum.StrEnum)


def _convert(kind: Any, value: Any, key: str) -> Any:
    origin = typing.get_origin(kind)
    if origin is list:
        (item,) = typing.get_args(kind)
        if not isinstance(value, list):
            raise ValueError(f"{key}: expected {_describe(kind)}, got {_toml_type(value)} ({value!r})")
        return [_convert(item, element, f"{key}[{index}]") for index, element in enumerate(value)]
    if origin in (typing.Union, types.UnionType):
        kinds = [item for item in typing.get_args(kind) if item is not type(None)]
        if len(kinds) != 1 or len(typing.get_args(kind)) != 2:
            raise TypeError("union fields are not supported by the config schema")  # a schema bug, not input
        if value == "" and _is_enum(kinds[0]):
            return None  # an optional choice left empty ("" = unset) is unset
        return _convert(kinds[0], value, key)
    if _is_enum(kind):
        if not isinstance(value, str):
            raise ValueError(f"{key}: expected a string, got {_toml_type(value)} ({value!r})")
        if value not in set(kind):
            raise ValueError(f"{key}: expected {_describe(kind)}, got {value!r}")
        return kind(value)
    if dataclasses.is_dataclass(kind):
        if not isinstance(value, dict):
            raise ValueError(f"{key}: expected a table, got {_toml_type(value)}")
        return build(kind, value, key)
    if kind is float and isinstance(value, int) and not isinstance(value, bool):
        return float(value)
    if kind is int and isinstance(value, bool):
        raise ValueError(f"{key}: expected an integer, got a boolean")
    if not isinstance(value, kind):
        raise ValueError(f"{key}: expected {_describe(kind)}, got {_toml_type(value)} ({value!r})")
    return value


def build(cls: type[T], raw: dict[str, Any], prefix: str, skip: frozenset[str] | set[str] = frozenset()) -> T:
    """An instance of dataclass ``cls`` from the table ``raw``; ValueError names the first bad key."""
    hints = typing.get_type_hints(cls)
    fields = {f.name: f for f in dataclasses.fields(cls) if f.name not in skip}  # type: ignore[arg-type]
    values: dict[str, Any] = {}
    for name, value in raw.items():
        key = f"{prefix}.{name}" if prefix else name
        if name not in fields:
            raise ValueError(f"{key}: unknown key (expected one of: {', '.join(sorted(fields))})")
        values[name] = _convert(hints[name], value, key)
    for name, spec in fields.items():
        missing = spec.default is dataclasses.MISSING and spec.default_factory is dataclasses.MISSING
        if missing and name not in values:
            key = f"{prefix}.{name}" if prefix else name
            raise ValueError(f"{key}: missing (expected {_describe(hints[name])})")
    return cls(**values)
