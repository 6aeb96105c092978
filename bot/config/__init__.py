"""The bot's configuration: one TOML file, validated on load.

Where it comes from, first match wins: ``--config PATH``, ``$REPORTSMITH_CONFIG``, the bundled default
(``config/reportsmith.toml``, installed as ``reportsmith.defaults``). Relative paths inside a file are
relative to that file's folder.

Validation is strict because a typo in a config file otherwise shows up hours later as a silent no-op: an
unknown key, a value of the wrong type or a compiler that is not on PATH is one :class:`ConfigError` line
naming the file, the key and what was expected. The schema is the dataclasses of :mod:`.sections`; their
field types drive the validator (:mod:`.validator`); :mod:`.checks` checks what types cannot say;
:mod:`.loading` finds and reads the file. Import from here: ``from reportsmith.config import load_config``.
"""

from reportsmith.config.checks import (
    GIT_SEARCHES,
    SEMANTICS_CHECKERS,
    TAME_DISTANCES,
)
from reportsmith.config.loading import config_path, default_config_path, load_config
from reportsmith.config.sections import (
    AutoFilePolicy,
    Bisect,
    BugzillaTracker,
    Compiler,
    Config,
    Distributed,
    Drafting,
    DuplicatePolicy,
    Fuzzer,
    GitHubTracker,
    GitRecipe,
    Inbox,
    IRReproduce,
    Learn,
    LearnLabels,
    Limits,
    Nightly,
    PrebuiltBuilds,
    Reduce,
    ReleaseSeries,
    Serve,
    Tame,
    Trackers,
    Verify,
)
from reportsmith.errors import ConfigError

__all__ = [
    "AutoFilePolicy",
    "Bisect",
    "BugzillaTracker",
    "Compiler",
    "Config",
    "ConfigError",
    "Distributed",
    "Drafting",
    "DuplicatePolicy",
    "Fuzzer",
    "GIT_SEARCHES",
    "GitHubTracker",
    "GitRecipe",
    "IRReproduce",
    "Inbox",
    "Learn",
    "LearnLabels",
    "Limits",
    "Nightly",
    "PrebuiltBuilds",
    "Reduce",
    "ReleaseSeries",
    "SEMANTICS_CHECKERS",
    "Serve",
    "TAME_DISTANCES",
    "Tame",
    "Trackers",
    "Verify",
    "config_path",
    "default_config_path",
    "load_config",
]
