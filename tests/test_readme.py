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


def test_readme_rule_coverage_claim_matches_docs_rule_coverage():
    """The README says how many rules the scenarios and tests exercise; the figure is the
    one docs/rule-coverage.md (generated) gives for the default edition, not "every"."""
    import re

    text = " ".join(README.read_text(encoding="utf-8").split())
    assert "covering every numbered rule" not in text
    m = re.search(r"in the default 2013-07 edition (\d+) of its (\d+) rules", text)
    assert m, "the README states the coverage of 2013-07"
    doc = (README.parent / "docs" / "rule-coverage.md").read_text(encoding="utf-8")
    row = re.search(r"^\| 2013-07 \| (\d+) \| \d+ \| \d+ \| (\d+) \|$", doc, re.M)
    assert row
    total, neither = int(row.group(1)), int(row.group(2))
    assert (int(m.group(1)), int(m.group(2))) == (total - neither, total)
