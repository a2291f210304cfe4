"""The lessons on every screen, in Voila: a phone (390 x 844), a laptop (1280 x 800) and a
projector (1920 x 1080 at 150 %: a 1280 x 720 page drawn at 1.5 pixels a CSS pixel).

* a lesson's plot is one ``<picture>``: the narrow drawing under 600 px, the wide one above
  (plots/screens.py);
* the live loyalty plot fits a phone and redraws as the learner acts (widgets/plotview.py);
* a table wider than its box says it scrolls sideways, only while it overflows (style.py);
* a refused set-up is a message with its field and rules, never a traceback (lesson 9).

Screenshots go to pytest's folder (and MAGICTUTOR_SHOTS_DIR).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from jlab import cell_with, image_changed, image_loaded, play_the_redirect
from servers import VIEWPORT
from test_browser_phone import TOO_WIDE
from test_browser_screen import shot
from test_browser_voila import serve_lesson

pytestmark = pytest.mark.browser

SCREENS = {"phone": {"width": 390, "height": 844}, "laptop": {"width": 1280, "height": 800},
           "projector-150": {"width": 1280, "height": 720}}

PLOTS = """() => [...document.querySelectorAll('picture.mt-plot img')].map(i => ({
  narrow: i.currentSrc !== i.src, svg: i.currentSrc.startsWith('data:image/svg+xml'),
  width: i.getBoundingClientRect().width, shown: i.complete && i.naturalWidth > 0}))"""

# Each visible table of the kit: does it overflow, and is its "scroll sideways" line shown?
TABLES = """() => [...document.querySelectorAll('table.mt-table')]
  .filter(t => t.offsetParent !== null)
  .map(t => ({overflows: t.scrollWidth > t.clientWidth + 1,
              cue: getComputedStyle(t, '::before').visibility === 'visible'
                   && parseFloat(getComputedStyle(t, '::before').height) > 0}))"""


def _page(browser, server, ready: str) -> Iterator:
    """The lesson's Voila page once ``ready`` (a button's name, or a CSS selector) is shown."""
    page = browser.new_page()
    page.goto(server.link(""))
    found = page.locator(ready) if ready.startswith(".") else page.get_by_role(
        "button", name=ready, exact=True)
    found.first.wait_for(timeout=240_000)
    try:
        yield page
    finally:
        page.close()


@pytest.fixture(scope="module")
def voila_08(tmp_path_factory) -> Iterator:
    yield from serve_lesson(tmp_path_factory, "08")


@pytest.fixture(scope="module")
def voila_09(tmp_path_factory) -> Iterator:
    yield from serve_lesson(tmp_path_factory, "09")


@pytest.fixture(scope="module")
def voila_05(tmp_path_factory) -> Iterator:
    yield from serve_lesson(tmp_path_factory, "05")


@pytest.fixture(scope="module")
def page_08(browser, voila_08) -> Iterator:
    yield from _page(browser, voila_08, "roll the planar die (costs {0})")


@pytest.fixture(scope="module")
def page_09(browser, voila_09) -> Iterator:
    yield from _page(browser, voila_09, ".mt-msg.mt-refused")


@pytest.fixture(scope="module")
def page_05(browser, voila_05) -> Iterator:
    yield from _page(browser, voila_05, "cast Lightning Bolt targeting Alice")


@pytest.mark.parametrize("screen", list(SCREENS))
def test_lesson_08_plots_narrow_under_600_px_and_wide_above(page_08, screen: str,
                                                           tmp_path: Path) -> None:
    """Lesson 8's two plots (the die's faces, 901.3a, and the cost of rolling again, 901.9b)
    show their narrow SVG drawing on the phone and their wide one on the laptop and the
    projector, each whole on the page."""
    size = SCREENS[screen]
    page_08.set_viewport_size(size)
    try:
        first = page_08.locator("picture.mt-plot img").first
        first.scroll_into_view_if_needed()
        for i in range(page_08.locator("picture.mt-plot img").count()):
            image_loaded(page_08.locator("picture.mt-plot img").nth(i))
        plots = page_08.evaluate(PLOTS)
        assert len(plots) == 2, plots
        assert all(p["svg"] and p["shown"] for p in plots), plots
        assert all(p["narrow"] == (screen == "phone") for p in plots), plots
        assert all(p["width"] <= size["width"] for p in plots), plots
        assert page_08.evaluate(TOO_WIDE) == []
        first.evaluate("i => i.closest('.jp-Cell').scrollIntoView({block: 'start'})")
        shot(page_08, f"08-plot-{screen}.png", tmp_path)
    finally:
        page_08.set_viewport_size(VIEWPORT)


def test_lesson_08_tally_says_it_scrolls_only_while_it_overflows_901_9(page_08,
                                                                       tmp_path: Path) -> None:
    """The practice die (901.9: a roll of the planar die) fills its tally table; on every
    screen a table shows "scroll or swipe sideways" exactly when it is wider than its box,
    and a tally squeezed narrower than its columns shows it."""
    button = page_08.get_by_role("button", name=re.compile(r"^Roll 100 times"))
    cell = cell_with(page_08, button)
    button.first.click()
    tally = cell.get_by_role("table", name="planar die tally")
    tally.wait_for()
    for screen, size in SCREENS.items():
        page_08.set_viewport_size(size)
        page_08.wait_for_timeout(300)  # (layout after the resize; nothing to wait on)
        tables = page_08.evaluate(TABLES)
        assert tables and all(t["overflows"] == t["cue"] for t in tables), (screen, tables)
    page_08.set_viewport_size(SCREENS["phone"])
    try:
        tally.evaluate("t => { t.style.maxWidth = '9em'; }")
        tally.scroll_into_view_if_needed()
        page_08.wait_for_timeout(300)
        squeezed = tally.evaluate("""t => ({overflows: t.scrollWidth > t.clientWidth + 1,
            cue: getComputedStyle(t, '::before').visibility})""")
        assert squeezed == {"overflows": True, "cue": "visible"}, squeezed
        shot(page_08, "08-tally-squeezed-phone.png", tmp_path)
        tally.evaluate("t => { t.style.maxWidth = ''; }")
        page_08.wait_for_timeout(300)
        assert tally.evaluate("t => getComputedStyle(t, '::before').visibility") == "hidden"
    finally:
        page_08.set_viewport_size(VIEWPORT)


@pytest.mark.parametrize("screen", list(SCREENS))
def test_lesson_09_refusal_is_a_message_with_field_and_rules_300_1_901_3_2011_09(
        page_09, screen: str, tmp_path: Path) -> None:
    """A phenomenon in a 2011-09 game is refused (that edition's 300.1 has no phenomenon
    type; its 901.3 makes a planar deck of plane cards): the lesson shows a message with the
    error's text, the field at fault and the two rules, no traceback, whole on the page."""
    page_09.set_viewport_size(SCREENS[screen])
    try:
        msg = page_09.locator('.mt-msg.mt-refused[data-error="SetupError"]')
        msg.scroll_into_view_if_needed()
        text = msg.inner_text()
        assert "Refused: Chaotic Aether is a phenomenon, and the 2011-09 rules have no " \
               "phenomena" in text
        assert "planechase.decks.Alice" in text
        assert msg.locator(".mt-rule").all_inner_texts() == ["300.1", "901.3"]
        assert "Traceback" not in page_09.inner_text("body")
        assert "SetupError:" not in page_09.inner_text("body")
        box = msg.bounding_box()
        assert box and box["x"] >= 0 and box["x"] + box["width"] <= SCREENS[screen]["width"]
        shot(page_09, f"09-refusal-{screen}.png", tmp_path)
    finally:
        page_09.set_viewport_size(VIEWPORT)


def test_live_loyalty_plot_fits_a_phone_and_follows_the_redirect_306_7_2013_07(
        page_05, tmp_path: Path) -> None:
    """On a phone the explorer's live loyalty plot (the same widget as lesson 10's) is whole
    on the page, drawn 5.2 x 4.5 in, and redraws when the learner redirects the Bolt to Jace
    (306.7)."""
    page = page_05
    page.set_viewport_size(SCREENS["phone"])
    try:
        cast = "cast Lightning Bolt targeting Alice"
        cell = cell_with(page, page.get_by_role("button", name=cast, exact=True))
        plot = cell.locator("img.widget-image").first
        image_loaded(plot)
        src = plot.get_attribute("src")
        play_the_redirect(cell)
        image_changed(plot, src)
        plot.scroll_into_view_if_needed()
        box = plot.bounding_box()
        assert box and box["x"] >= 0 and box["x"] + box["width"] <= 390, box
        ratio = plot.evaluate("i => i.naturalWidth / i.naturalHeight")
        assert abs(ratio - 5.2 / 4.5) < 0.02, ratio
        assert page.evaluate(TOO_WIDE) == []
        shot(page, "05-live-plot-phone.png", tmp_path)
    finally:
        page.set_viewport_size(VIEWPORT)
