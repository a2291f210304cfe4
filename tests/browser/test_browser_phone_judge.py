"""Lesson 11 on a phone (390 x 844), in Voila: the glossary table and the scenario grader.

The glossary's meanings keep a readable column (the table scrolls sideways for the
editions' rule numbers rather than squeezing the words to a few letters a line), and the
grader's text box takes the phone's width with its label above it, ending above the Rules
and Grade row; a broken scenario graded there says where it is broken."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from servers import VIEWPORT
from test_browser_phone import PHONE, TOO_WIDE
from test_browser_voila import serve_lesson

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def voila_11(tmp_path_factory) -> Iterator:
    yield from serve_lesson(tmp_path_factory, "11")


def test_lesson_11_glossary_and_grader_fit_a_phone_306_7(browser, voila_11) -> None:
    page = browser.new_page()
    page.set_viewport_size(PHONE)
    try:
        page.goto(voila_11.link(""))
        grade = page.get_by_role("button", name="Grade", exact=True).first
        grade.wait_for(timeout=180_000)
        meaning = page.locator(".mt-glossary tr", has_text="redirection").locator("td").nth(1)
        meaning.scroll_into_view_if_needed()
        box = meaning.bounding_box()
        assert box and box["width"] >= 180, f"the meaning is squeezed: {box}"
        assert "306.7" in page.locator(".mt-glossary tr", has_text="redirection").inner_text()
        text = page.locator(".mt-fit .widget-textarea textarea").first
        text.scroll_into_view_if_needed()
        t, g = text.bounding_box(), grade.bounding_box()
        assert t and g and t["x"] >= 0 and t["x"] + t["width"] <= PHONE["width"] + 1
        assert t["y"] + t["height"] <= g["y"], "the text box runs under the Grade button"
        text.fill("title: broken\nplayers: [Alice\n")
        grade.click()
        verdict = page.locator(".widget-html .mt-view", has_text="NOT A VALID SCENARIO")
        verdict.first.wait_for(timeout=30_000)
        assert "line 3" in verdict.first.inner_text()
        assert page.evaluate(TOO_WIDE) == []
    finally:
        page.set_viewport_size(VIEWPORT)
        page.close()
