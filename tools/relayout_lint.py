"""The part of tools/relayout.py that configures the checks of the new layout: it adds
relayout_lint.toml (import-linter's contracts, mypy's configuration) to pyproject.toml, makes
``make lint`` run ruff, lint-imports and mypy, and sorts the rewritten imports with ruff."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

IMPORTLINTER = Path(__file__).with_name("relayout_lint.toml")
"""The import-linter contracts and the mypy configuration the script adds to pyproject.toml."""

LINT = """lint: $(TEST_STAMP)
\t@echo "==> Linting with ruff, import-linter (the layers) and mypy (engine, rules, model)"
\t$(VENV)/bin/ruff check .
\t$(VENV)/bin/lint-imports
\t$(VENV)/bin/mypy
"""


def write_config(root: Path, fail: Callable[[str], None]) -> None:
    toml = root / "pyproject.toml"
    text = toml.read_text(encoding="utf-8")
    if "[tool.importlinter]" not in text:
        extra = IMPORTLINTER.read_text(encoding="utf-8").split("\n", 1)[1]
        toml.write_text(text.rstrip("\n") + "\n\n" + extra, encoding="utf-8")
    make = root / "Makefile"
    text = make.read_text(encoding="utf-8")
    text, n = re.subn(r"^lint: \$\(TEST_STAMP\)\n(?:\t.*\n)+", LINT, text, flags=re.M)
    if n != 1:
        fail("Makefile: no `lint: $(TEST_STAMP)` rule to extend")
    readme = root / "README.md"
    text_r = readme.read_text(encoding="utf-8")
    readme.write_text(text_r.replace(
        "- `make lint` runs ruff;",
        "- `make lint` runs ruff, import-linter (the layers of `docs/engine.md`, in\n"
        "  pyproject.toml) and mypy (the engine, rules and model packages);"), encoding="utf-8")
    make.write_text(text.replace("#   make lint                         ruff\n",
                                 "#   make lint                         ruff, lint-imports "
                                 "and mypy\n"), encoding="utf-8")


def tidy_imports(root: Path) -> None:
    """Sort and wrap the rewritten imports with ruff (as ``make lint`` checks them), and name
    the lines the longer names pushed over 100 characters, to be wrapped by hand."""
    found = [p for p in (Path(sys.executable).parent / "ruff", root / ".venv" / "bin" / "ruff")
             if p.exists()]
    exe = str(found[0]) if found else shutil.which("ruff")
    if exe is None:
        print("relayout: no ruff found: run `ruff check --select I,F401 --fix .`")
        return
    subprocess.run([exe, "check", "--select", "I,F401", "--fix", "-q", "."], cwd=root)
    subprocess.run([exe, "check", "--select", "E501", "--output-format", "concise", "."],
                   cwd=root)


