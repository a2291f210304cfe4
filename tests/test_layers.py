"""Imports run one way (docs/engine.md, issue 13): no module of the package imports one of a
higher layer, not even inside a function (type-only imports under ``if TYPE_CHECKING:`` do
not count), and no two modules import each other, directly or round a loop.

A module's layer is its package (``magictutor.rules.turn`` is in ``rules``). ``make lint``
checks the same with import-linter's contracts (pyproject.toml); this test also counts
imports inside functions, which import-linter does too, and finds cycles inside a layer."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PKG = ROOT / "magictutor"

LAYERS = {"cli": 1, "widgets": 1, "teaching": 2, "plots": 3, "scenarios": 4, "engine": 5,
          "rules": 6, "model": 7, "cards": 8, "editions": 9, "yamlio": 10, "limits": 11,
          "errors": 12}
"""The layers of docs/engine.md, top (1) to bottom; cli and widgets are siblings, which
never import each other; the base modules are ordered yamlio > limits > errors."""


def _modules() -> dict[str, Path]:
    out = {}
    for p in PKG.rglob("*.py"):
        parts = list(p.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = p
    return out


MODULES = _modules()


class _Imports(ast.NodeVisitor):
    def __init__(self) -> None:
        self.found: list[ast.Import | ast.ImportFrom] = []

    def visit_If(self, node: ast.If) -> None:
        if "TYPE_CHECKING" in ast.unparse(node.test):
            for child in node.orelse:
                self.visit(child)
            return
        self.generic_visit(node)

    def visit_Import(self, node: ast.Import) -> None:
        self.found.append(node)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        self.found.append(node)


def _targets(module: str, node: ast.Import | ast.ImportFrom) -> list[str]:
    if isinstance(node, ast.Import):
        return [a.name for a in node.names]
    base = node.module or ""
    if node.level:
        pkg = module.split(".") if MODULES[module].name == "__init__.py" else \
            module.split(".")[:-1]
        base = ".".join(pkg[: len(pkg) - node.level + 1] + ([base] if base else []))
    return [f"{base}.{a.name}" if f"{base}.{a.name}" in MODULES else base for a in node.names]


def imports() -> dict[str, dict[str, int]]:
    """{module: {module of the package it imports: line}} (the package itself left out)."""
    edges: dict[str, dict[str, int]] = {m: {} for m in MODULES}
    for module, path in MODULES.items():
        visitor = _Imports()
        visitor.visit(ast.parse(path.read_text(encoding="utf-8")))
        for node in visitor.found:
            for target in _targets(module, node):
                while target and target not in MODULES:
                    target = target.rpartition(".")[0]
                if target and target not in (module, "magictutor"):
                    edges[module].setdefault(target, node.lineno)
    return edges


def package_of(module: str) -> str | None:
    """The layer package a module of the package belongs to (None: outside the layers)."""
    rest = module.split(".")[1:]
    if not rest or rest[0] == "__main__":
        return None
    return rest[0]


def uphill() -> list[str]:
    out = []
    for module, targets in imports().items():
        mine = package_of(module)
        for target, line in targets.items():
            theirs = package_of(target)
            if mine is None or theirs is None or mine == theirs:
                continue
            if LAYERS[theirs] <= LAYERS[mine]:
                out.append(f"{MODULES[module].relative_to(ROOT)}:{line} imports {target} "
                           f"({theirs}, above or beside {mine})")
    return sorted(out)


def cycles(edges: dict[str, dict[str, int]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return out


def test_every_module_has_a_layer():
    assert {package_of(m) for m in MODULES} - {None} <= set(LAYERS)


def test_imports_run_only_downwards():
    assert uphill() == []


def test_no_import_cycle():
    assert cycles(imports()) == []


@pytest.mark.parametrize("edges, found", [
    ({"a": {"b": 1}, "b": {"a": 2}}, [["a", "b"]]),
    ({"a": {"b": 1}, "b": {"c": 1}, "c": {}}, []),
])
def test_the_cycle_finder_finds_a_cycle(edges, found):
    assert cycles(edges) == found


def test_a_rules_module_is_below_the_engine():
    rules, legal = package_of("magictutor.rules.turn"), package_of("magictutor.engine.legal")
    assert LAYERS[rules] > LAYERS[legal]
    assert package_of("magictutor.rules.effects") == "rules"
