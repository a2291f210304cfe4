"""Answers stay hidden until asked for: the Reveal button, and no lesson notebook storing an
answer in view."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from magictutor.widgets import Reveal

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9][0-9]-*.ipynb"))
WIDGET = "application/vnd.jupyter.widget-view+json"


def test_reveal_hides_what_the_block_printed_until_pressed() -> None:
    r = Reveal("Show the answers", display_on_exit=False)
    with r:
        print("1. Neither <b>")
    assert r.body.layout.display == "none" and r.button.description == "Show the answers"
    assert "Neither" not in r.body.value  # not even in the widget's (saved) state
    r.button.value = True
    assert "1. Neither &lt;b&gt;" in r.body.value  # shown literally
    assert r.body.layout.display is None and r.button.description == "Hide the answers"
    r.button.value = False
    assert r.body.layout.display == "none"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem[:2])
def test_no_notebook_stores_an_answer_in_view(path: Path) -> None:
    nb = json.loads(path.read_text(encoding="utf-8"))
    cells = nb["cells"]
    heads = [i for i, c in enumerate(cells) if c["cell_type"] == "markdown"
             and "".join(c["source"]).lstrip().startswith("### Show the answer")]
    assert heads, f"{path.name}: no 'Show the answer' section"
    for i in heads:
        code = next(c for c in cells[i + 1:] if c["cell_type"] == "code")
        assert "mw.Reveal(" in "".join(code["source"])
        for out in code.get("outputs", []):
            assert out["output_type"] in ("display_data", "execute_result"), out
            assert WIDGET in out["data"], f"{path.name}: an answer output is in view"
            assert "press the button" in "".join(out["data"].get("text/plain", ""))


@pytest.mark.parametrize("lesson", ["07", "08", "09"])
def test_lessons_7_to_9_no_longer_say_run_all_then_read(lesson: str) -> None:
    src = next((ROOT / "lessons").glob(f"{lesson}-*.py")).read_text(encoding="utf-8")
    assert "Run All" not in src and "then read from the top" not in src


def _flat(text: str) -> str:
    return " ".join(text.replace("\\n", " ").split()).lower()


def _explanations() -> list[tuple[str, str]]:
    from magictutor.teaching.quiz_bank import bank

    out: dict[str, str] = {}
    for q in bank():
        # the options are shown before the answer by design; the explanation and the
        # feedback on each wrong option are not
        texts = [q.scenario.explanation or "", *(o.why for o in q.options if not o.right)]
        for text in texts:
            if len(text) >= 40 and not text.startswith("That is what happens"):
                out.setdefault(" ".join(text.split())[:80].lower(), q.id)
    return sorted(out.items())


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem[:2])
def test_no_notebook_json_holds_a_bank_answers_explanation(path: Path) -> None:
    """The raw JSON of a notebook (sources, outputs and the widget state saved with it) holds
    no bank answer's explanation, nor the feedback on a wrong option: answers come from the
    engine and the bank when the learner asks, never from what was stored."""
    raw = _flat(json.dumps(json.loads(path.read_text(encoding="utf-8")), ensure_ascii=False))
    found = [qid for text, qid in _explanations() if text in raw]
    assert not found, f"{path.name} stores the explanation of {found}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem[:2])
def test_no_notebook_saves_the_text_of_a_reveal_in_its_widget_state(path: Path) -> None:
    """A Reveal's hidden text reaches its widget only when the button is pressed, so the
    widget state saved in the notebook's JSON holds none of the answers."""
    raw = path.read_text(encoding="utf-8")
    assert 'class=\\"mt-answers\\"' not in raw, f"{path.name} saves a Reveal's answers"
