"""The README stays true: its Python example runs and prints what the README says."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"


def test_readme_python_examples_print_what_they_claim():
    text = README.read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, flags=re.S)
    assert blocks, "the README has a Python example"
    for block in blocks:
        claimed = [line[2:] for line in block.splitlines()
                   if line.startswith("# ") and not line.startswith("# ==")]
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            exec(compile(block, "README.md", "exec"), {})  # noqa: S102 - our own README
        assert out.getvalue().splitlines() == claimed
