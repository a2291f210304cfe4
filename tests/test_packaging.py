"""Checks on how magictutor is packaged, installed and tested.

These guard promises made by pyproject.toml, environment.yml, binder/ and
.ci/run rather than by the rules engine itself.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parent.parent

# conda-forge name -> PyPI name, where the two differ.
CONDA_TO_PYPI = {"pyyaml": "PyYAML"}
# Entries of an environment file that are not runtime dependencies of the package.
CONDA_NOT_RUNTIME = {"python", "pip"}

CONDA_SPEC = re.compile(r"^\s*([A-Za-z0-9_.\-]+)\s*(.*?)\s*$")


def _pyproject() -> dict:
    tomllib = pytest.importorskip("tomllib", reason="tomllib is in the standard library from 3.11")
    with open(ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)


def _pypi_runtime_deps() -> dict[str, str]:
    """{canonical name: specifier} of pyproject.toml's [project] dependencies with the [lab]
    extra: what the conda environments install (everything the lessons use)."""
    deps = {}
    project = _pyproject()["project"]
    for line in [*project["dependencies"], *project["optional-dependencies"]["lab"]]:
        req = Requirement(line)
        deps[canonicalize_name(req.name)] = str(req.specifier)
    return deps


def _conda_deps(path: Path) -> tuple[dict[str, str], list]:
    """({canonical PyPI name: specifier}, pip entries) of a conda environment file."""
    env = yaml.safe_load(path.read_text(encoding="utf-8"))
    deps, pip_entries = {}, []
    for entry in env["dependencies"]:
        if isinstance(entry, dict):
            pip_entries.extend(entry.get("pip", []))
            continue
        match = CONDA_SPEC.match(entry)
        assert match, f"cannot read conda dependency {entry!r} in {path.name}"
        name, spec = match.groups()
        if name in CONDA_NOT_RUNTIME:
            continue
        pypi_name = CONDA_TO_PYPI.get(name, name)
        deps[canonicalize_name(pypi_name)] = spec.replace(" ", "")
    return deps, pip_entries


def test_environment_yml_matches_pyproject():
    """conda users and Binder get the same runtime dependencies, at the same
    minimum versions, as `pip install` of the package: environment.yml and
    binder/environment.yml name exactly pyproject.toml's [project] dependencies and [lab].
    """
    expected = _pypi_runtime_deps()
    assert expected, "pyproject.toml lists no runtime dependencies"

    top, top_pip = _conda_deps(ROOT / "environment.yml")
    assert top == expected
    assert "-e ." in top_pip, "environment.yml must install magictutor itself"

    binder, _ = _conda_deps(ROOT / "binder" / "environment.yml")
    assert binder == expected


def test_engine_import_loads_no_ui_library():
    """Architecture rule: the rules engine never imports UI libraries, so
    `import magictutor` in a fresh interpreter leaves ipywidgets, matplotlib
    and IPython out of sys.modules (and JupyterHub, which only classroom/ uses).
    """
    code = (
        "import sys, magictutor\n"
        "ui = ('ipywidgets', 'matplotlib', 'IPython', 'jupyterhub')\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ui))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]", f"import magictutor loaded: {result.stdout.strip()}"


def test_ci_runs_make_test():
    """CI runs the same test command as a developer: .ci/run calls `make test`."""
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    commands = [line.split("#", 1)[0].strip() for line in script.splitlines()]
    assert any(re.fullmatch(r"(exec\s+)?make\s+(\S+\s+)*test", c) for c in commands), (
        ".ci/run has no `make test` command"
    )


def test_ci_runs_the_classroom_test():
    """CI runs the loopback class (a hub, 5 students, a Voila page): `make classroom-test`."""
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    commands = [line.split("#", 1)[0].strip() for line in script.splitlines()]
    assert "make classroom-test" in commands, ".ci/run has no `make classroom-test` command"


def test_binder_overrides_turn_off_news():
    """`make lab` and Binder open JupyterLab without the news pop-up:
    binder/overrides.json sets fetchNews to "false" and checkForUpdates to
    false, with keys and values that the installed JupyterLab's settings
    schema accepts.
    """
    overrides = json.loads((ROOT / "binder" / "overrides.json").read_text(encoding="utf-8"))
    plugin = "@jupyterlab/apputils-extension:notification"
    assert overrides[plugin] == {"fetchNews": "false", "checkForUpdates": False}

    schema_path = (
        Path(sys.prefix)
        / "share/jupyter/lab/schemas/@jupyterlab/apputils-extension/notification.json"
    )
    if not schema_path.exists():
        pytest.skip(f"JupyterLab's schema is not installed at {schema_path}")
    schema = json.loads(schema_path.read_text(encoding="utf-8"))["properties"]
    assert "false" in [choice["const"] for choice in schema["fetchNews"]["oneOf"]]
    assert schema["checkForUpdates"]["type"] == "boolean"


def _extra(name: str) -> set[str]:
    return {canonicalize_name(Requirement(r).name)
            for r in _pyproject()["project"]["optional-dependencies"][name]}


def test_the_bare_package_is_the_engine_and_the_extras_bring_the_front_ends():
    """Like Mesa: `pip install magictutor` brings PyYAML and immutables only; [widgets]
    ipywidgets and anywidget (with the plots' libraries, for the live plot), [plots]
    matplotlib and Pillow, [lab] all of them with JupyterLab and tqdm; [test] everything the
    tests use."""
    assert set(_pypi_runtime_deps()) - _extra("lab") == {"pyyaml", "immutables"}
    assert _extra("plots") == {"matplotlib", "pillow"}
    assert _extra("widgets") == {"ipywidgets", "anywidget"} | _extra("plots")
    assert _extra("lab") == _extra("widgets") | {"jupyterlab", "tqdm"}
    assert _extra("lab") | {"import-linter", "mypy"} <= _extra("test")


BLOCKER = '''
import importlib.abc, sys
BLOCKED = ("ipywidgets", "matplotlib", "IPython", "PIL", "tqdm", "jupyterlab")
class Block(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in BLOCKED:
            raise ImportError(f"{name} is not installed (blocked by the test)")
        return None
sys.meta_path.insert(0, Block())
'''


def test_the_bare_engine_plays_and_grades_scenarios_without_the_front_ends():
    """An engine-only install (no ipywidgets, matplotlib, Pillow, tqdm, JupyterLab: each
    import of them fails in the subprocess) plays a game, grades the bundled scenarios
    and runs the command line."""
    code = BLOCKER + (
        "import magictutor as mt\n"
        "from magictutor.scenarios.scenario import library\n"
        "from magictutor.cli import main\n"
        "results = [mt.run_scenario(mt.load_scenario(p)) for p in list(library().values())[:5]]\n"
        "assert results and all(r.passed for r in results), results\n"
        "s = mt.build_game(['Alice', 'Bob'], setup={'Bob': {'hand': ['Lightning Bolt'],\n"
        "                                         'battlefield': ['Mountain']}}, active='Bob')\n"
        "assert mt.legal_actions(s)\n"
        "rows = mt.simulate(2, seed=1, max_turns=3)\n"
        "assert rows\n"
        "print(main(['check', *[str(p) for p in list(library().values())[:2]]]))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                            text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-3000:]
    assert result.stdout.strip().splitlines()[-1] == "0"


def test_the_blocker_does_block():
    code = BLOCKER + "import matplotlib\n"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            timeout=60)
    assert result.returncode != 0 and "blocked by the test" in result.stderr


def test_the_widgets_package_and_the_loading_note_import_without_ipywidgets():
    """magictutor.widgets imports its names on first use (PEP 562), so the loading note a
    lesson shows first (magictutor.widgets.loading, widgets/loading.py after the relayout) never
    waits for ipywidgets; the first widget asked for brings it."""
    code = (
        "import sys, magictutor.widgets as mw, magictutor.widgets.loading\n"
        "print('ipywidgets' in sys.modules, 'matplotlib' in sys.modules)\n"
        "mw.Reveal\n"
        "print('ipywidgets' in sys.modules)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["False", "False", "True"]
