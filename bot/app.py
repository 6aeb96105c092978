"""The application's parts, built from one configuration: store, oracle, compiler lookup.

Commands and the pipeline take an :class:`App` instead of re-reading the configuration, so every stage
sees the same settings and the same store.
"""

from __future__ import annotations

import functools
import os
from dataclasses import dataclass
from pathlib import Path

from reportsmith.common.process import split_command
from reportsmith.config import Config, load_config
from reportsmith.oracle import Build, Oracle, OracleLimits
from reportsmith.store import Store


@dataclass
class App:
    config: Config

    @classmethod
    def from_config_file(cls, path: str | os.PathLike[str] | None = None) -> App:
        return cls(load_config(path))

    @functools.cached_property
    def store(self) -> Store:
        return Store(self.config.database)

    @property
    def data_path(self) -> Path:
        return self.config.data_path

    def oracle(self, common_flags: list[str] | None = None, link_flags: list[str] | None = None) -> Oracle:
        references = [
            Build(reference.name, reference.argv, split_command(reference.flag_sets[0]))
            for reference in self.config.references
        ]
        limits = self.config.limits
        return Oracle(
            references,
            OracleLimits(limits.compile_timeout, limits.run_timeout, limits.memory_mb),
            common_flags=common_flags,
            link_flags=link_flags,
        )

    def resolve_compiler(self, name_or_command: str) -> tuple[str, list[str]]:
        """(name, argv) of a configured compiler by name, or of a command given as is."""
        for compiler in [*self.config.compilers, *self.config.references]:
            if compiler.name == name_or_command:
                return compiler.name, compiler.argv
        argv = split_command(name_or_command)
        return Path(argv[0]).name, argv

    def builds_under_test(self) -> list[Build]:
        return [
            Build(compiler.name, compiler.argv, split_command(flags))
            for compiler in self.config.compilers
            for flags in compiler.flag_sets
        ]
