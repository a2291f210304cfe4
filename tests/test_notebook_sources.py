"""Each lesson notebook is built from its source in lessons/ and is not stale."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import build_notebooks  # noqa: E402

SOURCES = sorted((ROOT / "lessons").glob("*.py"))


@pytest.mark.parametrize("src", SOURCES, ids=[s.stem for s in SOURCES])
def test_notebook_matches_its_source(src):
    assert build_notebooks.sources_match(src) == []


def test_every_notebook_has_a_source():
    built = {p.stem for p in (ROOT / "notebooks").glob("*.ipynb")}
    assert built <= {s.stem for s in SOURCES}, "a notebook was written by hand, not built"


def test_parse_source_rejects_stray_markdown_lines():
    with pytest.raises(ValueError, match="must start with"):
        build_notebooks.parse_source("# %% [markdown]\nnot a comment\n")
