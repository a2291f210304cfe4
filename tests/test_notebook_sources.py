"""Each lesson notebook is built from its source in lessons/ and is not stale."""

from __future__ import annotations

import re
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


@pytest.mark.parametrize("src", SOURCES, ids=[s.stem for s in SOURCES])
def test_lesson_says_how_to_run_it_at_the_top_and_never_run_all_in_its_text(src):
    """Voila shows a lesson's Markdown but no code: the text must not say "Run All"; the
    first code cell shows the note that says how to run the lesson where it is shown."""
    cells = build_notebooks.parse_source(src.read_text(encoding="utf-8"))
    assert not [c for kind, c, _ in cells if kind == "markdown" and "Run All" in c]
    first = next(c for kind, c, _ in cells if kind == "code")
    lines = first.rstrip().splitlines()
    n = int(src.stem[:2])
    assert f"loading_note = loading({n})" in first.split("\nimport ")[0]  # before the imports
    assert lines[-1].startswith(f"loading_note.update(mw.lesson_start({n}, large="), lines[-1]


def test_notebooks_store_the_kernelspec_jupyterlab_writes():
    """JupyterLab rewrites a kernelspec that differs from the installed one, and the lesson
    opens marked unsaved; the stored one must be ipykernel's own."""
    import nbformat
    from jupyter_client.kernelspec import KernelSpecManager

    spec = KernelSpecManager().get_kernel_spec("python3")
    want = {"display_name": spec.display_name, "language": spec.language, "name": "python3"}
    assert build_notebooks.KERNELSPEC == want
    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        assert dict(nbformat.read(path, as_version=4).metadata.kernelspec) == want, path.name


def test_every_stored_widget_has_a_static_picture_for_an_unrun_lesson():
    """An untrusted notebook (one just opened) cannot draw stored widgets: each widget
    output carries a sanitizer-proof HTML picture (no <style>, no <svg>), and lesson 1's
    explorer shows Jace Beleren's loyalty as words."""
    import nbformat
    import static_widgets

    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        nb = nbformat.read(path, as_version=4)
        for cell in nb.cells:
            for out in cell.get("outputs", []):
                data = out.get("data", {})
                if static_widgets.WIDGET_VIEW in data:
                    html = data.get("text/html", "")
                    assert "A picture of this part" in html, (path.name, cell.id)
                    assert "<style" not in html and "<svg" not in html, (path.name, cell.id)
    nb = nbformat.read(ROOT / "notebooks" / "05-damage-redirection.ipynb", as_version=4)
    pictures = [o["data"]["text/html"] for c in nb.cells for o in c.get("outputs", [])
                if "text/html" in o.get("data", {}) and "A picture" in o["data"]["text/html"]]
    assert any("Jace Beleren" in p and "[loyalty 4]" in p for p in pictures)
    assert any("redirect" in p for p in pictures)


def test_no_lesson_shows_a_python_repr_or_a_placeholder_file_name():
    """What a learner reads is the lesson's own output: no cell ends in a bare Python value
    (lesson 11 once showed a whole ``Result(scenario=Scenario(...`` after grading its card),
    and a message about typed scenario text names it in words, not as ``<text>``."""
    import nbformat

    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        for cell in nbformat.read(path, as_version=4).cells:
            for out in cell.get("outputs", []):
                data = out.get("data", {})
                shown = "".join(out.get("text", "")) + "".join(data.get("text/plain", ""))
                assert "<text>" not in shown, (path.name, cell.id, shown[:200])
                if out.get("output_type") == "execute_result" and set(data) == {"text/plain"}:
                    raise AssertionError(f"{path.name}: a bare value is shown: {shown[:120]}")


def test_static_plots_are_stored_as_svg_and_as_png():
    """A plot drawn in a lesson is SVG (sharp on a projector at 150 %, its words kept as
    text) and also PNG, the picture JupyterLab shows in a lesson opened but not yet run; or
    it is a ``<picture>`` of two SVG drawings (plots/screens.py: wide, and narrow for a
    phone) as ``<img>`` data, which an unrun lesson shows too (its HTML cleaner keeps the
    ``<img>``, the wide one; the image/svg+xml output it would not show)."""
    import base64

    import nbformat

    plots = 0
    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        for cell in nbformat.read(path, as_version=4).cells:
            for out in cell.get("outputs", []):
                data = out.get("data", {})
                html = "".join(data.get("text/html", ""))
                if '<picture class="mt-plot">' in html:
                    plots += 1
                    svgs = re.findall(r"data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)", html)
                    assert len(svgs) == 2, path.name  # (narrow, wide)
                    assert all(b"<text" in base64.b64decode(s) for s in svgs), path.name
                elif "image/png" in data or "image/svg+xml" in data:
                    plots += 1
                    assert "image/png" in data and "image/svg+xml" in data, path.name
                    assert "<text" in "".join(data["image/svg+xml"]), path.name  # (words)
    assert plots >= 7
