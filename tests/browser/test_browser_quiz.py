"""The quiz and the hidden answers in a real browser: Voila (as ``make present`` shows a
lesson) and JupyterLab, in headless Chromium, clicked like a learner.

Lesson 5's quiz must show the situation without the scenario's title, offer four or more
lettered options with the seed shown, take one answer only, then show the verdict, the
title, the explanation and the engine's numbered trace with its routine events folded.
Its "Show the answer" button must keep the answers out of the page until pressed.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from jlab import cell_with
from servers import VIEWPORT
from test_browser_lessons import open_lesson
from test_browser_voila import serve_lesson

pytestmark = pytest.mark.browser

TITLE = "Lightning Bolt aimed at a player is redirected to that player's planeswalker"
OPTION = re.compile(r"^[A-F]\. ")


@pytest.fixture(scope="module")
def voila_05(tmp_path_factory) -> Iterator:
    yield from serve_lesson(tmp_path_factory, "05")


@pytest.fixture(scope="module")
def page(browser, voila_05):
    page = browser.new_page()
    page.goto(voila_05.link(""))
    page.get_by_role("button", name="Show the answer", exact=True).wait_for(timeout=120_000)
    yield page
    page.close()


def test_voila_quiz_hides_the_title_then_takes_one_answer_306_7_2013_07(page):
    quiz = cell_with(page, page.locator(".mt-view", has_text="share it to see the same order"))
    text = quiz.inner_text()
    assert "Question 1 of" in text and re.search(r"Seed \d+", text)
    assert "Can Bob have the 3 damage hit Jace instead" in text
    assert TITLE not in text
    options = quiz.get_by_role("button", name=OPTION)
    assert options.count() >= 4
    options.first.click()
    quiz.get_by_role("status").filter(has_text=re.compile(r"Right\.|Not quite\.")).first \
        .wait_for()
    quiz.get_by_text(TITLE).wait_for()
    assert "What the engine does" in quiz.inner_text()
    for b in options.all():
        assert b.is_disabled()
    numbers = [t.strip() for t in quiz.locator(".mt-numbered:visible > li > b.mt-n")
               .all_inner_texts()]
    assert numbers == [f"{n}." for n in range(1, len(numbers) + 1)] and numbers
    routine = quiz.locator("details.mt-routine summary")
    routine.click()
    assert quiz.locator("details.mt-routine[open] li").count() > len(numbers)
    assert re.search(r"Score [01] of 1", quiz.inner_text())


def test_voila_show_the_answer_button_reveals_only_when_pressed(page):
    button = page.get_by_role("button", name="Show the answer", exact=True)
    cell = cell_with(page, button)
    answers = cell.locator("pre.mt-answers")
    assert answers.count() == 0  # not hidden but absent: the page holds no answer yet
    button.click()
    answers.wait_for(state="visible")
    assert answers.inner_text().startswith("1.")
    cell.get_by_role("button", name="Hide the answer", exact=True).click()
    answers.wait_for(state="hidden")


def test_jupyterlab_show_the_answer_button_in_lesson_02(lab_page):
    panel = open_lesson(lab_page, "02")
    button = panel.get_by_role("button", name="Show the answer", exact=True)
    cell = cell_with(panel, button)
    answers = cell.locator("pre.mt-answers")
    assert answers.count() == 0
    button.click()
    answers.wait_for(state="visible")
    assert "1. No and no" in answers.inner_text()


def test_voila_quiz_options_whole_on_a_phone(page):
    """On a phone (390 px) every option shows its whole text, wrapped inside the page: none
    is cut with an ellipsis or runs past the right edge (a phone shows no tooltips)."""
    page.set_viewport_size({"width": 390, "height": 844})
    try:
        page.wait_for_timeout(300)  # (layout after the resize; nothing to wait on)
        quiz = cell_with(page, page.locator(".mt-view", has_text="share it to see the same order"))
        options = quiz.get_by_role("button", name=OPTION)
        assert options.count() >= 4
        for b in options.all():
            box = b.bounding_box()
            assert box and box["x"] >= 0 and box["x"] + box["width"] <= 390 + 1, box
            assert "…" not in b.inner_text() and b.get_attribute("title") in b.inner_text()
            assert b.evaluate("b => b.scrollWidth <= b.clientWidth + 1"), b.inner_text()
    finally:
        page.set_viewport_size(VIEWPORT)
