"""The one serializer between the stages' result dataclasses and the store's JSON columns.

:func:`to_json` turns a dataclass (nested dataclasses, enums, lists, dicts) into plain JSON values;
:func:`from_json` builds the dataclass back from its field types; :class:`EnumString` does the same for a
string column of enum values. Reading is tolerant, because rows written
by older versions of the bot must still read: keys the dataclass does not know are ignored, missing keys take
the field's default, and a field may name its JSON key (``field(metadata={"json": "pass"})``) when the key is
not a Python name. :class:`JSONDataclass` is the column type that applies both on the way in and out.
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from typing import Any, TypeVar

from sqlalchemy import JSON, String
from sqlalchemy.types import TypeDecorator

T = TypeVar("T")


def json_key(field: dataclasses.Field[Any]) -> str:
    return str(field.metadata.get("json", field.name))


def to_json(value: Any) -> Any:
    """``value`` as JSON values: dataclasses become objects (by their JSON keys), enums their values."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {json_key(f): to_json(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, list | tuple):
        return [to_json(item) for item in value]
    if isinstance(value, dict):
        return {str(key): to_json(item) for key, item in value.items()}
    return value


def _convert(kind: Any, value: Any) -> Any:
    """``value`` (JSON) as the type ``kind``; values that do not fit are kept as they are."""
    if value is None:
        return None
    origin = typing.get_origin(kind)
    if origin in (typing.Union, types.UnionType):
        options = [option for option in typing.get_args(kind) if option is not type(None)]
        return _convert(options[0], value) if len(options) == 1 else value
    if origin is list and isinstance(value, list):
        (item,) = typing.get_args(kind) or (Any,)
        return [_convert(item, v) for v in value]
    if origin is dict and isinstance(value, dict):
        _key, item = typing.get_args(kind) or (str, Any)
        return {k: _convert(item, v) for k, v in value.items()}
    if isinstance(kind, type) and dataclasses.is_dataclass(kind) and isinstance(value, dict):
        return from_json(kind, value)
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        try:
            return kind(value)
        except ValueError:
            return value  # a value this version does not know: kept, not lost
    return value


def from_json(cls: type[T], data: dict[str, Any]) -> T:
    """The dataclass ``cls`` from its JSON object ``data`` (unknown keys ignored, missing ones defaulted)."""
    hints = typing.get_type_hints(cls)
    values = {
        f.name: _convert(hints[f.name], data[json_key(f)])
        for f in dataclasses.fields(cls)  # type: ignore[arg-type]
        if f.init and json_key(f) in data
    }
    return cls(**values)


class JSONDataclass(TypeDecorator[Any]):
    """A JSON column holding one dataclass: written with :func:`to_json`, read with :func:`from_json`."""

    impl = JSON
    cache_ok = True

    def __init__(self, cls: type[Any]) -> None:
        super().__init__()
        self.cls = cls

    def process_bind_param(self, value: Any, dialect: Any) -> Any:
        return None if value is None else to_json(value)

    def process_result_value(self, value: Any, dialect: Any) -> Any:
        return None if value is None else from_json(self.cls, value)


class EnumString(TypeDecorator[Any]):
    """A string column holding a ``StrEnum``'s values: written as the value, read back as the member (a value
    this version does not know is kept as the plain string, not lost), so code compares members."""

    impl = String
    cache_ok = True

    def __init__(self, cls: type[enum.StrEnum], length: int) -> None:
        super().__init__(length)
        self.cls = cls

    def process_bind_param(self, value: Any, dialect: Any) -> Any:
        return None if value is None else str(value)

    def process_result_value(self, value: Any, dialect: Any) -> Any:
        if value is None:
            return None
        try:
            return self.cls(value)
        except ValueError:
            return value
