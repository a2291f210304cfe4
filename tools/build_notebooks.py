"""Build the lesson notebooks from their sources and run them, storing the outputs.

Each lesson is written as a plain-text source, ``lessons/NN-name.py``, in the
"percent" cell format: a line ``# %% [markdown]`` starts a Markdown cell (its lines
start with ``# ``), a line ``# %%`` starts a code cell, and ``# %% hide`` starts a code
cell whose input JupyterLab shows collapsed (learners need not read code). The builder
turns each source into ``notebooks/NN-name.ipynb``, runs it top to bottom on a fresh
kernel, and saves it with its outputs (and the widget state, and a static HTML picture of
each widget for a lesson opened before it is run: ``static_widgets.py``), which nbval then
compares on every ``make test``. Cells whose output is a widget or a plot start with
``# NBVAL_IGNORE_OUTPUT`` and a comment saying why.

    python tools/build_notebooks.py            # every lesson
    python tools/build_notebooks.py 05 08      # lessons whose file name starts so
    python tools/build_notebooks.py --check    # sources and notebooks agree (no run)
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parent.parent
SRC = ROOT / "lessons"
OUT = ROOT / "notebooks"


KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
"""The kernelspec as JupyterLab writes it for ipykernel's kernel: a notebook stored with
another display name opens marked unsaved, as JupyterLab corrects it."""


def parse_source(text: str) -> list[tuple[str, str, bool]]:
    """Cells of a percent-format source: (kind, source, hidden).

    >>> parse_source("# %% [markdown]\\n# # Title\\n# Some text\\n# %%\\nx = 1\\n")
    [('markdown', '# Title\\nSome text', False), ('code', 'x = 1', False)]
    """
    cells: list[tuple[str, list[str], bool]] = []
    for line in text.splitlines():
        if line.startswith("# %%"):
            rest = line[4:].strip()
            kind = "markdown" if rest.startswith("[markdown]") else "code"
            cells.append((kind, [], rest == "hide"))
            continue
        if not cells:
            if line.strip():
                raise ValueError(f"text before the first cell marker: {line!r}")
            continue
        kind, lines, hidden = cells[-1]
        if kind == "markdown":
            if line.startswith("# "):
                line = line[2:]
            elif line.strip() == "#":
                line = ""
            elif line.strip():
                raise ValueError(f"a markdown line must start with '# ': {line!r}")
        lines.append(line)
    return [(kind, "\n".join(lines).strip("\n"), hidden) for kind, lines, hidden in cells]


def to_notebook(cells: list[tuple[str, str, bool]]) -> nbformat.NotebookNode:
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = dict(KERNELSPEC)
    nb.metadata["language_info"] = {"name": "python"}
    for kind, source, hidden in cells:
        if kind == "markdown":
            nb.cells.append(nbformat.v4.new_markdown_cell(source))
        else:
            cell = nbformat.v4.new_code_cell(source)
            if hidden:
                cell.metadata["jupyter"] = {"source_hidden": True}
            if source.lstrip().startswith("# NBVAL_IGNORE_OUTPUT") or (
                    "loading_note.update(" in source):  # (nbval sees no display update)
                # nbval reads the comment only when it is alone on its line; the tag works
                # with the comment's reason after it ("# NBVAL_IGNORE_OUTPUT - widget")
                cell.metadata["tags"] = ["nbval-ignore-output"]
            nb.cells.append(cell)
    for i, cell in enumerate(nb.cells):
        cell["id"] = f"cell-{i:02d}"
    return nb


def execute(nb: nbformat.NotebookNode, cwd: Path, timeout: int = 120) -> None:
    from nbclient import NotebookClient

    client = NotebookClient(nb, timeout=timeout, kernel_name="python3",
                            resources={"metadata": {"path": str(cwd)}},
                            store_widget_state=True)
    client.execute()


def build(src: Path, run: bool = True) -> Path:
    cells = parse_source(src.read_text(encoding="utf-8"))
    nb = to_notebook(cells)
    if run:
        start = time.perf_counter()
        execute(nb, OUT)
        print(f"  ran {src.stem} in {time.perf_counter() - start:.1f} s")
        from static_widgets import add_fallbacks

        add_fallbacks(nb)  # a picture of each widget for the lesson opened before it runs
    target = OUT / f"{src.stem}.ipynb"
    nbformat.write(nb, target)
    return target


def sources_match(src: Path) -> list[str]:
    """Differences between a source and its built notebook (cell kinds and sources)."""
    target = OUT / f"{src.stem}.ipynb"
    if not target.exists():
        return [f"{target.name} has not been built"]
    want = parse_source(src.read_text(encoding="utf-8"))
    nb = nbformat.read(target, as_version=4)
    have = [(c.cell_type, c.source, bool(c.metadata.get("jupyter", {}).get("source_hidden")))
            for c in nb.cells]
    if have == want:
        return []
    return [f"{target.name} differs from {src.relative_to(ROOT)}: rebuild it with "
            f"`python tools/build_notebooks.py {src.stem[:2]}`"]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("lessons", nargs="*", help="lesson file name prefixes (default: all)")
    ap.add_argument("--check", action="store_true", help="only check sources and notebooks")
    args = ap.parse_args(argv)
    sources = sorted(SRC.glob("*.py"))
    if args.lessons:
        sources = [s for s in sources if any(s.stem.startswith(p) for p in args.lessons)]
    if args.check:
        problems = [p for s in sources for p in sources_match(s)]
        for p in problems:
            print(p)
        return 1 if problems else 0
    for src in sources:
        print(f"==> building {src.stem}")
        build(src)
    return 0


if __name__ == "__main__":
    sys.exit(main())
