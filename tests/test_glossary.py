"""The glossary: every term's rule numbers exist in each edition's Comprehensive Rules, its
example scenario exists, and docs/glossary.md is what the module prints."""

from __future__ import annotations

from pathlib import Path

from test_editions import assert_cites_exist

from magictutor.editions import EDITIONS
from magictutor.scenarios.scenario import library
from magictutor.teaching.glossary import TERMS, html, markdown, numbers

ROOT = Path(__file__).resolve().parents[1]
WANTED = {"state-based action", "replacement effect", "prevention", "redirection",
          "special action", "look back in time", "new object", "planar controller"}


def test_glossary_has_every_term_the_issue_names() -> None:
    assert WANTED <= {t.term for t in TERMS}


def test_glossary_numbers_exist_in_each_edition() -> None:
    for t in TERMS:
        for ed, text in numbers(t).items():
            cited = [n.split(" ")[0] for n in text.split("; ") if n != "-"]
            assert cited, (t.term, ed)
            assert_cites_exist(ed, cited)


def test_306_7_redirection_is_marked_removed_today() -> None:
    row = numbers(next(t for t in TERMS if t.term == "redirection"))
    assert row["2013-07"] == "614.9; 306.7" and row["current"] == "614.9; 306.7 (removed)"


def test_glossary_examples_are_bundled_scenarios() -> None:
    lib = library()
    assert all(t.example in lib for t in TERMS if t.example)


def test_glossary_page_is_up_to_date() -> None:
    assert (ROOT / "docs" / "glossary.md").read_text(encoding="utf-8") == markdown()
    assert all(e in html() for e in EDITIONS)
