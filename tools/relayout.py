"""Move magictutor's flat modules into the layered packages of issue #13, once.

From the root of a clean checkout, after every branch of the round is merged:
``python tools/relayout.py`` (``--check`` only says whether every top-level module is
mapped). It ``git mv``-s each module of ``MOVES`` (layout.md's table), creates the new
packages' ``__init__.py`` (a docstring), and in every text file that names the package
(magictutor/, tests/, tools/, lessons/, benchmarks/, classroom/, docs/, notebooks/, binder/,
README.md, Makefile, pyproject.toml) rewrites dotted module names (imports, mock.patch and
importlib strings, doc references), ``from magictutor import engine``-style and relative
imports, file paths (``magictutor/state.py``) and the ``__file__``-relative data paths of
modules that moved deeper (the data folders do not move). It adds the import-linter and
mypy configuration (``relayout_lint.toml``) to pyproject.toml and makes ``make lint`` run
them. It refuses (exit 1, naming the file) a top-level module the table does not map.
Deterministic; not to be run twice (a second run finds the old modules gone and refuses).
"""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PKG = "magictutor"

_MODEL = ("state", "work", "events", "actions", "violations", "characteristics", "query",
          "render")
_ENGINE = ("legal", "context", "freezing", "memos", "shortcuts", "serialize", "simulate",
           "timeline", "setup", "save_check")
_SCENARIOS = ("checks", "load", "macros", "names", "run", "syntax", "validate")
_TEACHING = ("lesson", "glossary", "quiz_bank", "quiz_outcomes", "quiz_options")

MOVES: dict[str, str] = {
    "editions": "editions",  # editions.py becomes editions/__init__.py
    "edition_data": "editions.data",
    "edition_planechase": "editions.planechase",
    "card_check": "cards.check",
    "card_words": "cards.words",
    "decks": "cards.decks",
    "game_protocol": "model.protocol",
    "effects": "rules.effects",
    "pw_effects": "rules.loyalty_effects",
    "planar_effects": "rules.planechase.effects",
    "planar_decks": "rules.planechase.decks",
    "rules.planechase": "rules.planechase.core",
    "rules.planar_controller": "rules.planechase.controller",
    "rules.planar_die": "rules.planechase.die",
    "rules.planar_refusals": "rules.planechase.refusals",
    "rules.planar_setup": "rules.planechase.setup",
    "rules.phenomena": "rules.planechase.phenomena",
    "rules.planar_zones": "rules.planechase.zones",
    "edition_effects": "editions.effects",
    "rules.planar_2012": "rules.planechase.cards_2012",
    "engine": "engine.apply",
    "check": "engine.check",
    "shadow": "engine.shadow",
    "scenario": "scenarios.scenario",
    "notation": "scenarios.notation",
    "loading": "widgets.loading",
    # Modules that other branches of the round made (merged before the relayout runs):
    "cli": "cli",  # cli.py becomes cli/__init__.py, beside its sub-commands
    "cli_compare": "cli.compare",
    "edition_cards": "editions.cards",
    "edition_walkers": "editions.walkers",
    "edition_teams": "editions.teams",
    "new_game": "engine.new_game",
    "state_parts": "model.state_parts",
    "memos_legal": "engine.memos_legal",
    "notation_read": "scenarios.notation_read",
    "scenario_parse": "scenarios.parse",
    **{m: f"model.{m}" for m in _MODEL},
    **{m: f"engine.{m}" for m in _ENGINE},
    **{f"scenario_{m}": f"scenarios.{m}" for m in _SCENARIOS},
    **{m: f"teaching.{m}" for m in _TEACHING},
}
"""Old module (under magictutor.) -> new module. Modules missing from the table stay."""

STAY = ("__init__", "__main__", "limits", "yamlio", "errors")  # stay top-level
OPTIONAL = ("check", "game_protocol")  # another branch may or may not have made them

PACKAGES: dict[str, str] = {
    "model": "The game's model: states, objects, the working copy, events, actions, refusals, "
             "characteristics, queries and their text.",
    "engine": "The engine: check and apply an action, the legal actions, the working-state "
              "plumbing and its speed layer, timelines, saves, simulation and setting up a "
              "game.",
    "rules.planechase": "Planechase (CR 309, 310, 901): the planar die, the planar "
                        "controller, planes and phenomena, planar decks and their effects.",
    "scenarios": "Scenario files: load, validate, run and grade them, the text notation, and "
                 "the bundled library of scenarios (the YAML files here).",
    "teaching": "Lesson helpers: the lessons' plumbing, the glossary, the quiz bank and its "
                "outcomes.",
}
"""New packages and the docstring of their ``__init__.py`` (editions/ gets editions.py)."""

TEXT_DIRS = (PKG, "tests", "tools", "lessons", "benchmarks", "classroom", "docs", "notebooks",
             "binder")
TEXT_FILES = ("README.md", "Makefile", "pyproject.toml", "environment.yml", "CONTRIBUTING.md")
SUFFIXES = {".py", ".md", ".ipynb", ".txt", ".toml", ".yml", ".yaml", ".cfg", ".ini", ".json",
            ".sh", ".rst", ".html"}
SKIP = {"tools/relayout.py", "tools/relayout_lint.py", "tools/relayout_lint.toml",
        "tests/test_relayout.py"}


def fail(msg: str) -> None:
    print(f"relayout: {msg}", file=sys.stderr)
    sys.exit(1)


def check_mapped(root: Path) -> None:
    """Refuse a top-level module the table does not map (or one already moved)."""
    for p in sorted((root / PKG).glob("*.py")):
        if p.stem not in STAY and p.stem not in MOVES:
            fail(f"{p.relative_to(root)}: a top-level module the layout table does not map; "
                 "add it to MOVES in tools/relayout.py (and to /work/briefs/layout.md)")
    for old in MOVES:
        if old not in OPTIONAL and not old_path(root, old).exists():
            fail(f"{old_path(root, old).relative_to(root)} is missing: already relaid out?")


def old_path(root: Path, old: str) -> Path:
    return root / PKG / (old.replace(".", "/") + ".py")


def new_path(root: Path, new: str) -> Path:
    if new in ("editions", "cli"):  # (a module that becomes its package's __init__.py)
        return root / PKG / new / "__init__.py"
    return root / PKG / (new.replace(".", "/") + ".py")


def git(*args: str, root: Path) -> None:
    subprocess.run(["git", *args], cwd=root, check=True)


def move_files(root: Path) -> dict[str, str]:
    """``git mv`` every mapped module; the moves actually made (old -> new)."""
    done = {}
    for old, new in MOVES.items():
        src = old_path(root, old)
        if not src.exists():
            continue
        dst = new_path(root, new)
        dst.parent.mkdir(parents=True, exist_ok=True)
        git("mv", str(src.relative_to(root)), str(dst.relative_to(root)), root=root)
        done[old] = new
    for pkg, doc in PACKAGES.items():
        init = root / PKG / pkg.replace(".", "/") / "__init__.py"
        if not init.exists():
            text = textwrap.fill(f'"""{doc}"""', width=100)
            init.write_text(text + "\n", encoding="utf-8")
            git("add", str(init.relative_to(root)), root=root)
    return done


# --- rewriting names ---------------------------------------------------------------------
NEW = "\ue000magictutor\ue000"
"""Stands for ``magictutor`` in a name already rewritten, so the dotted pass leaves it."""
_DOTTED = re.compile(r"\bmagictutor((?:\.[A-Za-z_]\w*)+)")
_PATH = re.compile(r"\bmagictutor/((?:[A-Za-z_]\w*/)*[A-Za-z_]\w*)\.py\b")


def new_module(dotted: str, moves: dict[str, str]) -> str:
    """``magictutor.state.GameState`` -> ``magictutor.model.state.GameState``."""
    parts = dotted.split(".")[1:]
    for n in range(len(parts), 0, -1):
        head = ".".join(parts[:n])
        if head in moves:
            return ".".join([PKG, moves[head], *parts[n:]])
    return dotted


def rewrite_dotted(text: str, moves: dict[str, str]) -> str:
    return _DOTTED.sub(lambda m: new_module(m.group(0), moves), text)


KEEP = re.compile(r"(<!-- relayout: new names -->.*?<!-- /relayout -->)", re.S)
"""A region of a document already written in the new names, which the script leaves alone."""


DROP = re.compile(r"<!-- relayout: drop -->.*?<!-- /relayout: drop -->\n?", re.S)
"""A region true only before the relayout, which the script removes."""


def rewrite_text(text: str, fn) -> str:
    text = DROP.sub("", text)
    parts = KEEP.split(text)
    return "".join(part if i % 2 else fn(part) for i, part in enumerate(parts))


def rewrite_paths(text: str, moves: dict[str, str], root: Path) -> str:
    def one(m: re.Match) -> str:
        old = m.group(1).replace("/", ".")
        if old not in moves:
            return m.group(0)
        return str(new_path(root, moves[old]).relative_to(root))

    return _PATH.sub(one, text)


def _absolute(node: ast.ImportFrom, module: str, is_init: bool) -> str:
    """The absolute module a relative ``from`` import names, from its old place."""
    pkg = module.split(".") if is_init else module.split(".")[:-1]
    base = pkg[: len(pkg) - node.level + 1]
    return ".".join(base + ([node.module] if node.module else []))


def _regroup(node: ast.ImportFrom, base: str,
             moves: dict[str, str]) -> tuple[dict[str, list[str]], bool]:
    """The names of a ``from base import ...``, by the module they now come from, and
    whether any of them is a module that moved."""
    old_base = base[len(PKG) + 1:]
    groups: dict[str, list[str]] = {}
    moved = False
    for a in node.names:
        old = f"{old_base}.{a.name}".lstrip(".")
        if old in moves:
            moved = True
            parent, _, leaf = f"{PKG}.{moves[old]}".rpartition(".")
            alias = a.asname or (a.name if leaf != a.name else None)
            groups.setdefault(parent, []).append(f"{leaf} as {alias}" if alias else leaf)
        else:
            groups.setdefault(new_module(base, moves), []).append(
                f"{a.name} as {a.asname}" if a.asname else a.name)
    return groups, moved


def _import_lines(node: ast.ImportFrom, source: str, module: str | None, is_init: bool,
                  moves: dict[str, str]) -> list[str] | None:
    """New lines for a ``from magictutor[.pkg] import <modules>`` or a relative import, or
    None when the statement needs no rewriting beyond dotted names."""
    base = _absolute(node, module, is_init) if node.level and module else node.module
    if base is None or not (base == PKG or base.startswith(PKG + ".")):
        return None
    groups, moved = _regroup(node, base, moves)
    if not moved and not node.level:
        return None  # the dotted rewriting handles `from magictutor.x import y`
    lines = source.splitlines()[node.lineno - 1:node.end_lineno or node.lineno]
    tail = lines[-1][node.end_col_offset:].strip() if lines else ""
    if tail.startswith("#"):  # the statement's own comment stays (noqa: E402, F401...)
        noqa = "  " + tail
    else:
        noqa = "  # noqa: F401" if any("noqa" in line for line in lines) else ""
    return [f"from {NEW}{mod[len(PKG):]} import {', '.join(names)}{noqa}"
            for mod, names in groups.items()]


def rewrite_imports(source: str, module: str | None, is_init: bool,
                    moves: dict[str, str]) -> str:
    """Rewrite module imports from the package and relative imports (in a .py file)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return source
    lines = source.splitlines(keepends=True)
    edits = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            new = _import_lines(node, source, module, is_init, moves)
            if new is not None:
                edits.append((node.lineno, node.end_lineno or node.lineno, node.col_offset,
                              new))
    for start, end, col, new in sorted(edits, reverse=True):
        indent = lines[start - 1][:col]
        tail = "\n" if lines[end - 1].endswith("\n") else ""
        lines[start - 1:end] = [indent + line + "\n" for line in new[:-1]] + [
            indent + new[-1] + tail]
    return "".join(lines)


_ATTR = re.compile(r"\bmt\.([a-z_]+)\.")
_FROM_PKG = re.compile(r"^(\s*)from magictutor import ([\w, ]+?)[ \t]*(#[^\n]*)?$", re.M)
_JSON_STRING = re.compile(r'"((?:[^"\\]|\\.)*from magictutor import(?:[^"\\]|\\.)*)"')


def rewrite_from_pkg_text(text: str, moves: dict[str, str]) -> str:
    """The one-line ``from magictutor import engine`` in docs' code and notebooks' cells."""
    def one(m: re.Match) -> str:
        statement = f"from magictutor import {m.group(2)}"
        node = ast.parse(statement).body[0]
        assert isinstance(node, ast.ImportFrom)
        new = _import_lines(node, statement, None, False, moves)
        if not new:
            return m.group(0)
        comment = f"  {m.group(3)}" if m.group(3) else ""
        return "\n".join(m.group(1) + line.replace("  # noqa: F401", "") + comment
                         for line in new)

    return _FROM_PKG.sub(one, text)


def rewrite_notebook_text(text: str, moves: dict[str, str]) -> str:
    """The same, inside the JSON strings of a notebook's cells (one source line each)."""
    def one(m: re.Match) -> str:
        line = json.loads(f'"{m.group(1)}"')
        body, nl = (line[:-1], "\n") if line.endswith("\n") else (line, "")
        new = rewrite_from_pkg_text(body, moves)
        if new == body:
            return m.group(0)
        return json.dumps(new + nl, ensure_ascii=False)

    return _JSON_STRING.sub(one, text)


def fix_file_paths(source: str, depth: int) -> str:
    """``__file__``-relative paths of a module now ``depth`` folders deeper."""
    if depth <= 0:
        return source
    source = source.replace("Path(__file__).resolve().parent",
                            "Path(__file__).resolve().parent" + ".parent" * depth)
    source = re.sub(r"Path\(__file__\)\.parent\b",
                    "Path(__file__).parent" + ".parent" * depth, source)
    inner = "__file__"
    for _ in range(depth + 1):
        inner = f"os.path.dirname({inner})"
    return source.replace("os.path.dirname(__file__)", inner)


def text_files(root: Path) -> list[Path]:
    out = [root / f for f in TEXT_FILES if (root / f).is_file()]
    for d in TEXT_DIRS:
        out += [p for p in sorted((root / d).rglob("*"))
                if p.is_file() and p.suffix in SUFFIXES and "__pycache__" not in p.parts
                and ".ipynb_checkpoints" not in p.parts]
    return [p for p in out if str(p.relative_to(root)) not in SKIP]


def module_of(root: Path, p: Path) -> tuple[str | None, bool]:
    rel = p.relative_to(root)
    if rel.parts[0] != PKG or p.suffix != ".py":
        return None, False
    parts = list(rel.with_suffix("").parts)
    is_init = parts[-1] == "__init__"
    return ".".join(parts[:-1] if is_init else parts), is_init


def rewrite_all(root: Path, moves: dict[str, str], old_of: dict[Path, str]) -> None:
    for p in text_files(root):
        try:
            text = p.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue  # a test's deliberately broken file: no module names to rewrite
        new = text
        if p.suffix == ".py":
            module, is_init = module_of(root, p)
            old = old_of.get(p)
            if old is not None:  # relative imports resolve from where the file was
                module, is_init = f"{PKG}.{old}", False
                depth = len(moves[old].split(".")) - len(old.split("."))
                depth += 1 if moves[old] in ("editions", "cli") else 0
                new = fix_file_paths(new, depth)
            new = rewrite_imports(new, module, is_init, moves)
        elif p.suffix == ".ipynb":
            new = rewrite_notebook_text(new, moves)
        else:
            new = rewrite_text(new, lambda t: rewrite_from_pkg_text(t, moves))
        new = rewrite_text(new, lambda t: rewrite_paths(rewrite_dotted(t, moves), moves, root))
        new = new.replace(NEW, PKG)
        for m in _ATTR.finditer(new):
            if m.group(1) in moves:
                line = new.count("\n", 0, m.start()) + 1
                print(f"relayout: {p.relative_to(root)}:{line}: {m.group(0)} names a moved "
                      "module through the package: import it by its new name")
        if new != text:
            p.write_text(new, encoding="utf-8")


def main(argv: list[str]) -> int:
    root = Path.cwd()
    if not (root / PKG / "__init__.py").exists():
        fail(f"run it from the repository's root (no {PKG}/__init__.py here)")
    check_mapped(root)
    if "--check" in argv:
        print("relayout: every top-level module is mapped")
        return 0
    present = {old: new for old, new in MOVES.items() if old_path(root, old).exists()}
    moves = move_files(root)
    assert moves == present
    old_of = {new_path(root, new): old for old, new in moves.items()}
    rewrite_all(root, moves, old_of)
    sys.path.insert(0, str(Path(__file__).parent))
    from relayout_lint import tidy_imports, write_config

    write_config(root, fail)
    tidy_imports(root)
    git("add", "-A", ".", root=root)
    print(f"relayout: moved {len(moves)} modules; now run `make test` and `make lint`")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
