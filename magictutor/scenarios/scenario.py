"""Scenario files: load, run and grade them (the format: ``docs/scenario-format.md``).

A scenario is a small YAML file that sets up a board, plays a few actions in the text
notation (:mod:`magictutor.scenarios.notation`) and states what the rules say must happen. Judge
study groups write them, notebooks load them, and ``magictutor check`` grades them.

>>> sc = load_scenario("bolt-redirected")
>>> print(sc.title)
Lightning Bolt aimed at a player is redirected to that player's planeswalker
>>> result = run_scenario(sc)
>>> result.passed, len(result.steps) > 0
(True, True)
>>> run_scenario(sc, edition="current").summary()  # no redirection rule after 2018
'FAIL after step 3 (line 34: "all: resolve"): pending: expected Bob, found none'

The modules behind this one: :mod:`magictutor.scenarios.load` (reading and checking a
file), :mod:`magictutor.scenarios.run` (running, :class:`Result`),
:mod:`magictutor.scenarios.checks` (the checks) and :mod:`magictutor.scenarios.names`
(naming objects).
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from importlib import resources
from pathlib import Path
from typing import Any

from magictutor.cards import suggest
from magictutor.scenarios.checks import CheckResult
from magictutor.scenarios.load import Scenario, ScenarioError, ScenarioStep, load_text, read_file
from magictutor.scenarios.run import Failure, Result, Run, StepRecord, build, run_scenario

__all__ = [
    "Scenario", "ScenarioStep", "ScenarioError", "Result", "StepRecord", "Failure",
    "CheckResult", "Run", "load_scenario", "run_scenario", "build", "library",
    "bundled_path", "scenario_files",
]

SUFFIXES = (".yaml", ".yml")


def _bundled_root() -> Any:
    return resources.files("magictutor") / "scenarios"


def library(examples: bool = True) -> dict[str, Any]:
    """The scenarios shipped with the kit, by name (file stem), sorted.

    The kit's library lives in ``magictutor/scenarios/``; with ``examples`` the examples of
    the format page (``magictutor/scenarios/examples/``) are included.

    >>> "bolt-redirected" in library(), "02-bolt-redirected" in library()
    (True, True)
    """
    out: dict[str, Any] = {}
    root = _bundled_root()
    folders = [root] + ([root / "examples"] if examples else [])
    for folder in folders:
        if not folder.is_dir():
            continue
        for entry in folder.iterdir():
            if entry.name.endswith(SUFFIXES):
                out[entry.name.rsplit(".", 1)[0]] = entry
    return dict(sorted(out.items()))


def bundled_path(name: str) -> Any:
    """The file of the bundled scenario ``name``; an error suggests the closest names.

    >>> bundled_path("bolt-redirectd")
    Traceback (most recent call last):
    ...
    magictutor.scenarios.validate.ScenarioError: bolt-redirectd: no such file or bundled \
scenario; did you mean 'bolt-redirected'...
    """
    lib = library()
    if name in lib:
        return lib[name]
    near = suggest(name, list(lib))
    hint = "; did you mean " + " or ".join(repr(n) for n in near) + "?" if near else ""
    raise ScenarioError(name, None, f"no such file or bundled scenario{hint}")


def load_scenario(path_or_text: Any) -> Scenario:
    """Load and check a scenario from a file path, YAML text, or a bundled scenario's name.

    Raises :class:`ScenarioError` (file, line, reason) for anything that is not a valid
    scenario; nothing in the file is ever run as code.
    """
    if isinstance(path_or_text, Scenario):
        return path_or_text
    if isinstance(path_or_text, os.PathLike):
        return load_text(read_file(path_or_text), str(path_or_text))
    text = str(path_or_text)
    if "\n" in text or ":" in text.split("/")[-1] and not os.path.exists(text):
        return load_text(text)
    if os.path.exists(text) or text.endswith(SUFFIXES):
        return load_text(read_file(text), text)
    entry = bundled_path(text)
    return load_text(entry.read_text(encoding="utf-8"), str(entry))


def _is_dir(path: Path) -> bool:
    """Whether ``path`` is a folder; a name the system refuses outright (too long, a NUL)
    is not, and loading it says why."""
    try:
        return path.is_dir()
    except (OSError, ValueError):
        return False


def scenario_files(paths: Iterable[Any]) -> Iterator[Path]:
    """Every scenario file under the given files and folders, in a stable order.

    A name that is neither a file nor a folder is yielded as is, so that loading it reports
    the problem.
    """
    for p in paths:
        path = Path(p)
        if _is_dir(path):
            yield from sorted(f for f in path.rglob("*") if f.suffix in SUFFIXES and f.is_file())
        else:
            yield path
