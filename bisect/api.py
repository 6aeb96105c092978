"""The public API of ``reportsmith.bisect``: what the bot and the CLI call.

``bisect/`` is a namespace package (no ``__init__.py``, see the top-level README), so this module is the
one import for callers::

    from reportsmith.bisect.api import first_bad_release, ReleaseList, CrashPredicate

Every search takes a :data:`BuildPredicate` (compiler argv, flags -> :class:`Mark`) and plain arguments; the
library never reads the bot's configuration or store.

The application imports this module, ``reportsmith.bisect.errors`` and the IR reproducers' package
``reportsmith.bisect.llvm_ir`` (its own small API), nothing else of ``bisect/`` (``tests/test_imports.py``
holds it to that).
"""

from __future__ import annotations

from reportsmith.bisect.archive import (
    ArchiveChecksumError,
    ArchivedBuild,
    ArchiveError,
    BuildArchive,
    BuildMissingError,
    pack_build,
)
from reportsmith.bisect.build_cache import BuildCache, GitBuildRecipe
from reportsmith.bisect.ddmin import ddmin
from reportsmith.bisect.engine import (
    DEFAULT_MAX_SKIPS,
    ProbeRecord,
    Status,
    TransitionResult,
    find_transition,
    refuse_wrong_ends,
    search_range,
)
from reportsmith.bisect.errors import (
    BisectError,
    CheckpointError,
    EndpointError,
    FlagsError,
    GitError,
    PassError,
    RecipeError,
    TooManySkipsError,
)
from reportsmith.bisect.flags import (
    FlagMinimization,
    HidingFlags,
    expand_level,
    hiding_candidates,
    hiding_flags,
    minimal_flags,
)
from reportsmith.bisect.git_history import (
    CommitInfo,
    GitBisectReport,
    first_bad_revision,
    first_fixed_revision,
)
from reportsmith.bisect.passes import (
    GuiltyPass,
    HidingPasses,
    PassRun,
    guilty_pass,
    hiding_passes,
    llvm_pass_runs,
    shows_guilty_pass,
)
from reportsmith.bisect.prebuilt import (
    BuildFolder,
    BuildSource,
    PrebuiltReport,
    bisect_prebuilt,
    first_bad_prebuilt,
    first_fixed_prebuilt,
)
from reportsmith.bisect.predicate import BuildPredicate
from reportsmith.bisect.predicates import AssemblyPredicate, OutputDiffersPredicate
from reportsmith.bisect.releases import Release, ReleaseList, ReleaseReport, first_bad_release
from reportsmith.common.predicates import (
    CrashPredicate,
    Mark,
    PredicateError,
    RejectPredicate,
    ScriptPredicate,
)

__all__ = [
    "DEFAULT_MAX_SKIPS",
    "ArchiveChecksumError",
    "ArchiveError",
    "ArchivedBuild",
    "AssemblyPredicate",
    "BisectError",
    "BuildArchive",
    "BuildCache",
    "BuildFolder",
    "BuildMissingError",
    "BuildSource",
    "CheckpointError",
    "CommitInfo",
    "CrashPredicate",
    "EndpointError",
    "FlagMinimization",
    "FlagsError",
    "GitBisectReport",
    "GitBuildRecipe",
    "GitError",
    "GuiltyPass",
    "HidingFlags",
    "HidingPasses",
    "OutputDiffersPredicate",
    "PassError",
    "PassRun",
    "PrebuiltReport",
    "BuildPredicate",
    "PredicateError",
    "ProbeRecord",
    "RecipeError",
    "RejectPredicate",
    "Release",
    "ReleaseList",
    "ReleaseReport",
    "ScriptPredicate",
    "Status",
    "TooManySkipsError",
    "TransitionResult",
    "Mark",
    "bisect_prebuilt",
    "ddmin",
    "expand_level",
    "find_transition",
    "first_bad_prebuilt",
    "first_bad_release",
    "first_bad_revision",
    "first_fixed_prebuilt",
    "first_fixed_revision",
    "guilty_pass",
    "hiding_candidates",
    "hiding_flags",
    "hiding_passes",
    "llvm_pass_runs",
    "shows_guilty_pass",
    "minimal_flags",
    "pack_build",
    "refuse_wrong_ends",
    "search_range",
]
