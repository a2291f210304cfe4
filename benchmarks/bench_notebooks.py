"""Notebook benchmarks: how long each lesson takes to run top to bottom ("Run All").

Each lesson notebook in ``notebooks/`` is run on a fresh Python kernel by nbclient, as
``make notebooks`` and nbval run it, from a temporary copy (the stored notebooks are not
touched). The time counted is from the first cell to the last, with the kernel already
started, which is what a learner waits for after choosing Run All; the kernel's start
is reported once, on its own row. Drawing the widgets in a browser is not counted (the
browser tests in tests/browser/ do that). Target: under 10 s per lesson.

Run with ``make bench`` or ``python benchmarks/run.py notebooks``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("MPLBACKEND", "Agg")

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
TARGET_S = "< 10"
CELL_TIMEOUT = 120


def lessons(folder: Path = NOTEBOOKS) -> list[Path]:
    """The lesson notebooks, in order (``NN-name.ipynb``).

    >>> [p.name for p in lessons(Path("/nonexistent"))]
    []
    """
    return sorted(p for p in folder.glob("[0-9][0-9]-*.ipynb"))


def time_notebook(path: Path, cwd: Path) -> tuple[float, float]:
    """(kernel start, run of every cell) in seconds, for one notebook run in ``cwd``.

    Raises ``nbclient.exceptions.CellExecutionError`` if a cell fails."""
    import nbformat
    from nbclient import NotebookClient

    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(nb, timeout=CELL_TIMEOUT, kernel_name="python3",
                            resources={"metadata": {"path": str(cwd)}})
    start = time.perf_counter()
    # The kernel's own stderr only says that its ports are not encrypted; a failing cell
    # still raises here, with its traceback.
    with client.setup_kernel(stderr=subprocess.DEVNULL):
        started = time.perf_counter()
        for index, cell in enumerate(nb.cells):
            client.execute_cell(cell, index)
        done = time.perf_counter()
    return started - start, done - started


def run() -> list[tuple]:
    """One row per lesson, ``(name, seconds, "s", "< 10")``, and one for the kernel start."""
    found = lessons()
    if not found:
        print("bench_notebooks: no lesson notebooks in notebooks/ yet", file=sys.stderr)
        return []
    rows: list[tuple] = []
    starts: list[float] = []
    with tempfile.TemporaryDirectory(prefix="magictutor-bench-") as tmp:
        work = Path(tmp) / "notebooks"
        shutil.copytree(NOTEBOOKS, work,
                        ignore=shutil.ignore_patterns("src", ".ipynb_checkpoints"))
        for path in found:
            kernel, cells = time_notebook(work / path.name, work)
            starts.append(kernel)
            rows.append((f"notebook {path.stem}: Run All, kernel started", round(cells, 2),
                         "s", TARGET_S))
    rows.append((f"notebook kernel start (median of {len(starts)})",
                 round(sorted(starts)[len(starts) // 2], 2), "s", None))
    return rows


if __name__ == "__main__":
    for row in run():
        print(*row)
