"""A lesson on three screens: a phone, a projector and an old 1024 x 768 one, in Voila.

A learner may open a lesson on a phone (390 x 844), and a teacher shows it on a projector
(1920 x 1080 at 150 % zoom: a 1280 x 720 page) or on an old 1024 x 768 one. On each, nothing
the lesson shows may be wider than the page (cut off, or pushing the page sideways), every
button must be on the page with its whole label, and the tabs, board, action panel and die
must stack rather than squeeze. Lesson 8 has the most parts (a plane in the command zone,
the Special actions row, the Planar die tab with its table and bars); it is served once
and looked at in each size. Screenshots go to pytest's folder (and MAGICTUTOR_SHOTS_DIR).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from jlab import cell_with, step_caption
from servers import VIEWPORT
from test_browser_screen import CUT_LABELS, shot
from test_browser_voila import serve_lesson

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}
SCREENS = {"phone": PHONE, "projector-150": {"width": 1280, "height": 720},
           "projector-1024": {"width": 1024, "height": 768}}
ROLL = "roll the planar die (costs {0})"

# Visible parts of the lesson's outputs that reach past the page's right edge (or its left),
# outside a box made to scroll sideways (the die's table may, on a phone).
TOO_WIDE = """() => {
  const W = document.documentElement.clientWidth;
  const scrolls = el => {
    for (let p = el.parentElement; p && p.id !== 'rendered_cells'; p = p.parentElement) {
      const x = getComputedStyle(p).overflowX;
      if ((x === 'auto' || x === 'scroll') && p.scrollWidth > p.clientWidth) return true;
    }
    return false;
  };
  const out = [];
  const sel = '.jp-OutputArea-output :is(.jupyter-widgets, .mt-view, button, img, select, '
            + 'input, table, .mt-plane, .lm-TabBar-tab)';
  for (const el of document.querySelectorAll(sel)) {
    if (el.offsetParent === null) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || (r.right <= W + 1 && r.left >= -1) || scrolls(el)) continue;
    out.push(`${el.tagName.toLowerCase()}.${String(el.className).split(' ').slice(-1)} `
             + `${Math.round(r.left)}..${Math.round(r.right)} of ${W}: `
             + (el.innerText || el.getAttribute('aria-label') || '').slice(0, 40));
  }
  return [...new Set(out)];
}"""


@pytest.fixture(scope="module")
def voila_08(tmp_path_factory) -> Iterator:
    yield from serve_lesson(tmp_path_factory, "08")


@pytest.fixture(scope="module")
def page(browser, voila_08):
    """Lesson 8's Voila page, once its game's explorer is on screen."""
    page = browser.new_page()
    page.goto(voila_08.link(""))
    page.get_by_role("button", name=ROLL, exact=True).first.wait_for(timeout=180_000)
    yield page
    page.close()


@pytest.mark.parametrize("screen", list(SCREENS))
def test_lesson_08_fits_every_screen_with_every_button_whole(page, screen: str,
                                                            tmp_path: Path) -> None:
    """At each size nothing is wider than the page and no button or tab label is cut."""
    size = SCREENS[screen]
    page.set_viewport_size(size)
    try:
        page.wait_for_timeout(500)  # (layout after the resize; nothing to wait on)
        wide = page.evaluate(TOO_WIDE)
        assert wide == [], f"wider than the {screen} ({size['width']} px): {wide[:15]}"
        cut = page.evaluate(f"() => ({CUT_LABELS})(document.body)")
        assert cut == [], f"labels cut on the {screen}: {cut}"
        game = cell_with(page, page.get_by_role("button", name=ROLL, exact=True))
        game.evaluate("c => c.scrollIntoView({block: 'start'})")
        shot(page, f"08-voila-{screen}.png", tmp_path)
    finally:
        page.set_viewport_size(VIEWPORT)


def test_lesson_08_special_actions_row_on_a_phone_115_2f_2013_07(page, tmp_path: Path) -> None:
    """On a phone the planar die roll sits in its own "Special actions" row, which says they
    use no stack and cites 115.2 (115.2f: the roll is one); the button is on the page, a tap
    rolls (901.9), and what the roll did still fits the page."""
    page.set_viewport_size(PHONE)
    try:
        roll = page.get_by_role("button", name=ROLL, exact=True)
        game = cell_with(page, roll)
        row = game.locator(".mt-action-row", has=page.get_by_role("button", name=ROLL,
                                                                   exact=True))
        label = row.locator(".mt-row-label")
        assert re.fullmatch(r"Special actions\s+no stack\s*115\.2", label.inner_text().strip())
        button = game.get_by_role("button", name=ROLL, exact=True)
        button.scroll_into_view_if_needed()
        box = button.bounding_box()
        assert box and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
        button.click()
        step_caption(game, 1).wait_for()
        game.locator(".mt-msg").filter(has_text="rolls the planar die").wait_for()
        wide = page.evaluate(TOO_WIDE)
        assert wide == [], f"wider than the phone after the roll: {wide[:15]}"
        slider = game.get_by_role("slider", name="Step", exact=True)
        assert slider.get_attribute("aria-valuetext") == "step 1 of 1"
        shot(page, "08-voila-phone-rolled.png", tmp_path)
    finally:
        page.set_viewport_size(VIEWPORT)


# Each visible picture of the lesson: SVG (drawn at any zoom), or a PNG and how many of its
# pixels there are for each CSS pixel it takes.
PICTURES = """() => [...document.querySelectorAll('.jp-OutputArea-output img')]
  .filter(i => i.offsetParent !== null && i.getBoundingClientRect().width > 0)
  .map(i => ({svg: (i.getAttribute('src') || '').startsWith('data:image/svg+xml'),
              fine: i.naturalWidth / i.getBoundingClientRect().width,
              widget: i.classList.contains('widget-image')}))"""


def test_lesson_08_log_lines_wrap_whole_on_a_phone_and_priority_said_once_116_3_2013_07(
        page, tmp_path: Path) -> None:
    """On a phone the log's lines wrap at words, whole inside the list (ipywidgets' Select
    shows spaces as no-break spaces: widgets/log.py), the list stays on the page, and the
    game says once who has priority (116.3), in the action panel, not again on the board."""
    page.set_viewport_size(PHONE)
    try:
        roll = page.get_by_role("button", name=re.compile(r"^roll the planar die"))
        game = cell_with(page, roll)
        if "step 0 of" in game.get_by_role("slider", name="Step").get_attribute(
                "aria-valuetext"):
            game.get_by_role("button", name=ROLL, exact=True).click()
            step_caption(game, 1).wait_for()
        said = re.findall(r"\bhas priority\.", game.inner_text())
        assert len(said) == 1, f"who has priority is said {len(said)} times"
        game.get_by_role("tab", name="Log").click()
        log = game.get_by_role("listbox", name="Log")
        log.wait_for()
        text = log.inner_text().replace("\xa0", " ").replace("\u200b", "")
        assert re.search(r"1 · \(901\.9[^)]*\) Alice rolls the planar die \(roll 1 this turn",
                         text), text
        lines = log.evaluate("""s => [...s.options].map(o => ({
            cut: o.scrollWidth > o.clientWidth + 1,
            lines: Math.round(o.getBoundingClientRect().height / (1.2 *
                              parseFloat(getComputedStyle(o).fontSize)))}))""")
        assert lines and not any(x["cut"] for x in lines), lines
        assert max(x["lines"] for x in lines) >= 2, f"no log line wraps on a phone: {lines}"
        box = log.bounding_box()
        assert box and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
        log.scroll_into_view_if_needed()
        shot(page, "08-voila-phone-log.png", tmp_path)
    finally:
        page.set_viewport_size(VIEWPORT)


def test_lesson_08_plots_are_drawn_fine_enough_for_a_projector_at_150_percent(page) -> None:
    """A projector at 150 % (a 1280 x 720 page on 1920 x 1080) magnifies a picture drawn at
    one pixel per CSS pixel: the lesson's plots are SVG, and the live die bars are PNGs
    with 1.5 pixels for each CSS pixel they take (widgets/plotview.py; less a pixel's
    rounding), one for each of the projector's."""
    page.set_viewport_size(SCREENS["projector-150"])
    try:
        page.wait_for_timeout(500)  # (layout after the resize; nothing to wait on)
        pictures = page.evaluate(PICTURES)
        assert sum(p["svg"] for p in pictures) >= 2, pictures  # (die faces, roll costs)
        assert sum(p["widget"] for p in pictures) >= 1, pictures  # (the practice die's bars)
        coarse = [p for p in pictures if not p["svg"] and p["fine"] < 1.49]
        assert coarse == [], f"pictures blurred at 150 %: {coarse}"
    finally:
        page.set_viewport_size(VIEWPORT)


def test_lesson_08_die_faces_table_reads_on_a_phone_901_3a(page) -> None:
    """The planar die's faces (901.3a: one planeswalker symbol, one chaos symbol, four blank)
    are an HTML table, not printed columns: on a phone each row stays one line, its numbers
    left-aligned under their heads, and the table is on the page."""
    page.set_viewport_size(PHONE)
    try:
        table = page.get_by_role("table", name="the planar die's faces")
        table.scroll_into_view_if_needed()
        rows = [[c.strip() for c in r.split("\t")] for r in table.inner_text().splitlines()]
        assert rows == [["face", "faces of 6", "chance"], ["planeswalk", "1", "16.7%"],
                        ["chaos", "1", "16.7%"], ["blank", "4", "66.7%"]]
        cells = table.locator("td, th")
        heights = {round(b["height"]) for b in (cells.nth(i).bounding_box()
                                                for i in range(cells.count())) if b}
        assert max(heights) < 2 * min(heights), f"a cell wraps: {sorted(heights)}"
        box = table.bounding_box()
        assert box and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
    finally:
        page.set_viewport_size(VIEWPORT)
