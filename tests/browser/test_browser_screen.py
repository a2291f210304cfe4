"""What a learner and a projector see (#18): JupyterLab in headless Chromium.

A lesson opened before anything runs shows a picture of its stored widgets (not a Python
repr, not "model not found"); no action label or tab is cut with an ellipsis, at 1280 px and
at a projector's 1024 x 768; printed outputs wrap at spaces only, so no rule number or word
is broken across lines; every part of a ``large=True`` lesson is at projector size; the
Editions switch compares the game the learner played, not the scenario's; and lesson 10's
seeded game shows attacks on planeswalkers, a redirection, a 704.5i death, chaos rolls and a
phenomenon.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from jlab import (
    cell_with,
    fold_sidebar,
    open_notebook,
    play_the_redirect,
    save_screenshot,
    step_caption,
)
from servers import VIEWPORT
from test_browser_lessons import lesson_file, open_lesson, text_of

pytestmark = pytest.mark.browser

SHOTS = Path(os.environ.get("MAGICTUTOR_SHOTS_DIR", "")) if os.environ.get(
    "MAGICTUTOR_SHOTS_DIR") else None
PROJECTOR = {"width": 1024, "height": 768}

# Buttons and tab labels whose text does not fit (an ellipsis, or text cut off).
CUT_LABELS = """(panel) => [...panel.querySelectorAll(
    '.widget-button, .jupyter-button, .lm-TabBar-tabLabel')]
  .filter(el => el.offsetParent !== null && el.textContent.trim() !== '')
  .filter(el => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 2)
  .map(el => el.textContent.trim())"""

# Rule numbers and words of printed output that a line break splits.
BROKEN_WORDS = """(panel) => {
  const bad = [];
  for (const pre of panel.querySelectorAll('.jp-OutputArea-output pre')) {
    if (pre.offsetParent === null) continue;
    const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
    let node;
    while ((node = walker.nextNode())) {
      const re = /[^\\s]{2,40}/g;
      let m;
      while ((m = re.exec(node.data))) {
        const r = document.createRange();
        r.setStart(node, m.index);
        r.setEnd(node, m.index + m[0].length);
        const tops = new Set([...r.getClientRects()].filter(x => x.width > 0)
                                                    .map(x => Math.round(x.top)));
        if (tops.size > 1) bad.push(m[0]);
      }
    }
  }
  return bad;
}"""

# The smallest font size, in px, of each kind of part of a lesson.
FONT_SIZES = """(panel) => {
  const parts = {
    'lesson text': '.jp-RenderedMarkdown p',
    'printed output': '.jp-OutputArea-output pre',
    'buttons': '.widget-button',
    'tabs': '.lm-TabBar-tab',
    'Step slider label': '.mt-step-slider',
    'board and panel text': '.mt-view',
    'log list and Editions menu': '.jp-Notebook select',
  };
  const out = {};
  for (const [name, sel] of Object.entries(parts)) {
    const sizes = [...panel.querySelectorAll(sel)]
      .filter(el => el.offsetParent !== null && el.textContent.trim() !== '')
      .map(el => parseFloat(getComputedStyle(el).fontSize));
    out[name] = sizes.length ? Math.min(...sizes) : null;
  }
  return out;
}"""


def lay_out_every_cell(page) -> None:
    """JupyterLab skips laying out the cells out of view (content-visibility): lay them
    all out, so what is measured is every cell of the lesson."""
    page.add_style_tag(content=".jp-Cell { content-visibility: visible !important; }")


def shot(page, name: str, tmp_path: Path) -> Path:
    """A screenshot of the page, kept in pytest's folder (and MAGICTUTOR_SHOTS_DIR)."""
    png = page.screenshot()
    save_screenshot(png, tmp_path / name)
    if SHOTS is not None:
        save_screenshot(png, SHOTS / name)
    return tmp_path / name


def test_lesson_04_shows_its_board_before_run_all(lab_page, tmp_path: Path) -> None:
    """Opened, not run (and so not trusted): each widget cell shows a picture of its stored
    state, the board with Jace Beleren's loyalty and the action buttons, never a Python repr
    or "model not found"; the top of the lesson says how to run it."""
    page = lab_page
    panel = open_notebook(page, lesson_file("04"))
    fold_sidebar(page)
    picture = panel.locator(".mt-static", has_text="Jace Beleren").first
    picture.wait_for()
    note = panel.locator(".mt-howto").first
    assert "How to run lesson 4" in note.inner_text() and "Run All Cells" in note.inner_text()
    text = panel.inner_text()
    assert "model not found" not in text
    assert "Explorer(children" not in text and "VBox(children" not in text
    assert re.search(r"\[loyalty \d+\]", picture.inner_text())
    assert "attack" in picture.inner_text()
    picture.scroll_into_view_if_needed()
    shot(page, "04-before-run-all.png", tmp_path)


@pytest.mark.parametrize("prefix", ["01", "04", "10"])
def test_labels_whole_and_printed_rule_numbers_unbroken(lab_page, prefix: str,
                                                       tmp_path: Path) -> None:
    """Run, then at 1280 px and at a projector's 1024 x 768: every visible action button and
    tab shows its whole label (lessons 1, 4 and 10 have the long ones: attack combinations,
    ability buttons, "(not now)"), and no printed rule number or word is split by a line
    break."""
    page = lab_page
    panel = open_lesson(page, prefix)
    fold_sidebar(page)
    lay_out_every_cell(page)
    try:
        for size in (VIEWPORT, PROJECTOR):
            page.set_viewport_size(size)
            page.wait_for_timeout(300)  # (layout after the resize; nothing to wait on)
            cut = panel.evaluate(CUT_LABELS)
            assert cut == [], f"labels cut at {size['width']} px: {cut}"
            broken = panel.evaluate(BROKEN_WORDS)
            assert broken == [], f"split across lines at {size['width']} px: {broken[:20]}"
            assert panel.locator(".mt-action").count() > 0  # (the action buttons were seen)
        if prefix in ("01", "10"):
            assert "(not now)" in panel.inner_text()
        shot(page, f"{prefix}-projector.png", tmp_path)
    finally:
        page.set_viewport_size(VIEWPORT)


def test_lesson_01_every_part_at_projector_size(lab_page, tmp_path: Path) -> None:
    """Lesson 1 is made for a projector (large=True): its text, printed output, buttons,
    tabs, Step slider, board, panel and log all scale together, none left at 13-14 px."""
    page = lab_page
    panel = open_lesson(page, "01")
    lay_out_every_cell(page)
    sizes = panel.evaluate(FONT_SIZES)
    small = {k: v for k, v in sizes.items() if v is None or v < 18}
    assert not small, f"parts not at projector size (px): {small}; all: {sizes}"


def test_lesson_01_editions_switch_compares_the_game_played(lab_page, tmp_path: Path) -> None:
    """Cast, pass, pass, redirect; Back; "don't redirect" instead; then current: the
    comparison is of the game played (Alice at 17 under both), and back under 2013-07 the
    game is still the one played, not the scenario's redirect."""
    page = lab_page
    panel = open_lesson(page, "01")
    editions = panel.get_by_role("combobox", name="Rules")
    cell = cell_with(panel, editions)
    step_caption(cell, 0).wait_for()  # (the explorer starts at the start)
    play_the_redirect(cell)
    cell.get_by_role("button", name="Back", exact=True).click()
    step_caption(cell, 3).wait_for()
    cell.get_by_role("button", name="don't redirect", exact=True).click()
    step_caption(cell, 4).wait_for()
    cell.get_by_role("tab", name="Editions").click()
    shot(page, "01-editions-tab.png", tmp_path)
    cell.get_by_role("combobox", name="Rules").select_option(index=3)  # current
    report = cell.locator(".mt-view", has_text="compared with")
    report.wait_for()
    rows = text_of(report)
    assert re.search(r"Alice: life\s+17\s+17\s+same", rows), rows
    assert "redirect to Jace Beleren" not in rows
    cell.get_by_role("combobox", name="Rules").select_option(index=1)  # 2013-07
    cell.locator(".mt-view", has_text="Back to the game as played").wait_for()
    cell.get_by_role("button", name="Last", exact=True).click()
    step_caption(cell, 4).wait_for()
    alice = cell.get_by_role("region", name="Alice")
    assert re.search(r"life 17\b", text_of(alice))
    cell.scroll_into_view_if_needed()
    shot(page, "01-editions-changed-game.png", tmp_path)


def test_lesson_10_game_shows_the_rules_of_the_course(lab_page, tmp_path: Path) -> None:
    """Lesson 10's seeded game: creatures attack planeswalkers, a Bolt is redirected to a
    planeswalker, planeswalkers die by 704.5i, chaos is rolled, a phenomenon is met; the
    many-games plot rests every point on 30 games or more, after a finished progress bar."""
    page = lab_page
    panel = open_lesson(page, "10")
    text = text_of(panel)
    for shown in ("attacks Jace Beleren, a planeswalker Alice controls",
                  "redirects 3 damage from Lightning Bolt to Ajani Goldmane",
                  "is put into its owner's graveyard (306.9, 704.5i)",
                  "chaos ability triggers",
                  "encounters Spatial Merging"):
        assert shown in text, shown
    assert "300/300" in text, "the progress bar of the many games did not finish"
    counts = [int(n) for n in re.findall(r"\(n=(\d+)\)", text)]
    assert counts and min(counts) >= 30, counts
