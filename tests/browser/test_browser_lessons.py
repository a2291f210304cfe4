"""The lessons in a real browser: JupyterLab in headless Chromium, clicked like a learner.

Each test opens a lesson, clears its stored outputs, runs it (Run > Run All Cells), and then
follows the lesson's own instructions in its widgets, checking what the page shows: the
loyalty on a planeswalker's shield, the rules cited in the action panel and the log (each
number checked against the lesson's edition of the rules), and the plot's picture changing.
Buttons are found by their accessible names (``get_by_role("button", name=...)``), so a
button without a readable name fails the test.

With ``MAGICTUTOR_SCREENSHOTS=1`` (``make screenshots``) the screenshots of lessons 5 and 8
are written to ``docs/screenshots/``; otherwise they go to pytest's temporary folder only.
The lessons run in the default edition, 2013-07 (Magic 2014 rules).
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import pytest
from jlab import (
    cell_with,
    colours,
    fold_sidebar,
    image_changed,
    open_notebook,
    picture_of,
    play_the_redirect,
    run_all,
    save_screenshot,
    step_caption,
)
from servers import VIEWPORT

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from test_editions import assert_cites_exist  # noqa: E402

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = ROOT / "docs" / "screenshots"
EDITION = "2013-07"


def lesson_file(prefix: str) -> str:
    """The lesson notebook whose name starts with ``prefix`` (``"03"``)."""
    found = sorted((ROOT / "notebooks").glob(f"{prefix}-*.ipynb"))
    assert found, f"no lesson notebooks/{prefix}-*.ipynb: build it with `make notebooks`"
    return found[0].name


def open_lesson(page, prefix: str):
    """Open the lesson in the JupyterLab page, run it top to bottom on a fresh kernel, and
    return its notebook panel (where every locator of the test starts)."""
    panel = open_notebook(page, lesson_file(prefix))
    run_all(page)
    # binder/overrides.json turns JupyterLab's news question off; without it a toast asks
    # "Would you like to get notified about official Jupyter news?" over the lesson
    toasts = page.locator(".Toastify__toast")
    assert toasts.count() == 0, f"a notification covers the lesson: {toasts.all_inner_texts()}"
    return panel


def wait_for_rules(scope, *numbers: str) -> list[str]:
    """Wait until ``scope`` shows a chip for each rule number; return all the chips shown."""
    for number in numbers:
        chip = scope.locator(".mt-rule:visible", has_text=re.compile(rf"^{re.escape(number)}$"))
        chip.first.wait_for()
    return rules_shown(scope)


def rules_shown(scope) -> list[str]:
    """The rule numbers shown as chips in ``scope``."""
    return [t.strip() for t in scope.locator(".mt-rule:visible").all_inner_texts()]


def text_of(scope) -> str:
    """The text a locator shows, with non-breaking spaces made plain and without the
    zero-width spaces that let the log's lines wrap (widgets/log.py)."""
    return scope.inner_text().replace("\xa0", " ").replace("\u200b", "")


def cell_screenshot(page, cell) -> bytes:
    """A picture of one lesson cell as a visitor would see it: the file browser folded
    away, no cell toolbar, the window tall enough to hold the whole cell."""
    fold_sidebar(page)
    page.add_style_tag(content=".jp-cell-toolbar { display: none !important; }")
    height = cell.evaluate("c => c.getBoundingClientRect().height")
    page.set_viewport_size({"width": 1280, "height": int(min(height, 2400)) + 200})
    try:
        cell.evaluate("c => c.scrollIntoView({block: 'start'})")
        page.wait_for_function("() => [...document.images].every(i => i.complete)")
        return cell.screenshot(animations="disabled")
    finally:
        page.set_viewport_size(VIEWPORT)


def keep_screenshot(png: bytes, name: str, tmp_path: Path) -> None:
    """Check a screenshot is not blank; keep it in docs/screenshots/ if asked to."""
    assert colours(png) > 50, f"the screenshot {name} looks blank"
    save_screenshot(png, tmp_path / name)
    if os.environ.get("MAGICTUTOR_SCREENSHOTS") == "1":
        save_screenshot(png, SCREENSHOTS / name)


def test_lesson_03_606_loyalty_ability_costs_and_once_per_turn_2013_07(lab_page):
    """Lesson 3, section 2, as its text says: Jace's +2 puts 2 counters on at once (606.4,
    3 -> 5), the pass buttons let it resolve, a second ability of Jace is refused citing
    606.3 and changes nothing, Ajani's +1 is allowed (4 -> 5); the plot redraws."""
    page = lab_page
    panel = open_lesson(page, "03")
    cell = cell_with(panel, panel.get_by_role("button", name="activate Jace Beleren +2",
                                              exact=True))
    plus_two = cell.get_by_role("button", name="activate Jace Beleren +2", exact=True)
    shield = cell.get_by_role("img", name=re.compile(r"^loyalty \d+$"))
    jace = cell.locator(".mt-pw", has_text="Jace Beleren")
    ajani = cell.locator(".mt-pw", has_text="Ajani Goldmane")
    assert jace.get_by_role("img").get_attribute("aria-label") == "loyalty 3"
    assert ajani.get_by_role("img").get_attribute("aria-label") == "loyalty 4"
    assert shield.count() == 2
    plot = cell.locator("img.widget-image")
    src, pixels = plot.get_attribute("src"), picture_of(plot)

    plus_two.click()
    step_caption(cell, 1).wait_for()
    jace.get_by_role("img", name="loyalty 5").wait_for()
    src = image_changed(plot, src)
    assert picture_of(plot) != pixels, "the loyalty plot did not change after Jace's +2"
    wait_for_rules(cell.locator(".mt-msg").filter(has_text="activates"), "606.4")

    for step in (2, 3):
        cell.get_by_role("button", name="pass", exact=True).click()
        step_caption(cell, step).wait_for()

    cell.get_by_role("button", name="activate Jace Beleren -1 targeting Alice (not now)").click()
    refusal = cell.get_by_role("alert").filter(has_text="Not allowed")
    assert_cites_exist(EDITION, wait_for_rules(refusal, "606.3"))
    step_caption(cell, 3).wait_for()  # refused: nothing changed
    jace.get_by_role("img", name="loyalty 5").wait_for()

    cell.get_by_role("button", name="activate Ajani Goldmane +1", exact=True).click()
    step_caption(cell, 4).wait_for()
    ajani.get_by_role("img", name="loyalty 5").wait_for()
    image_changed(plot, src)
    cell.get_by_role("tab", name="Log").click()
    log = cell.get_by_role("listbox", name="Log")
    assert re.search(r"4 · \([^)]*606\.4[^)]*\) Alice activates Ajani Goldmane \+1",
                     text_of(log))
    assert_cites_exist(EDITION, rules_shown(cell))


def test_lesson_05_306_7_bolt_redirected_to_jace_2013_07(lab_page, tmp_path):
    """Lesson 5, section 1, as its text says: Bob's Bolt at Alice, two passes, then Bob
    redirects it to Jace (306.7, 614.9): Jace goes 4 -> 1 (306.8), Alice stays at 20; the
    log lists those rules and the loyalty plot redraws."""
    page = lab_page
    panel = open_lesson(page, "05")
    cast = "cast Lightning Bolt targeting Alice"
    cell = cell_with(panel, panel.get_by_role("button", name=cast, exact=True))
    jace = cell.locator(".mt-pw", has_text="Jace Beleren")
    jace.get_by_role("img", name="loyalty 4").wait_for()
    plot = cell.locator("img.widget-image")
    src, pixels = plot.get_attribute("src"), picture_of(plot)

    play_the_redirect(cell)
    jace.get_by_role("img", name="loyalty 1").wait_for()
    alice = cell.get_by_role("region", name="Alice")
    assert re.search(r"life 20\b", text_of(alice))
    message = cell.locator(".mt-msg").filter(has_text="redirects 3 damage")
    wait_for_rules(message, "306.7", "614.9", "306.8")
    image_changed(plot, src)
    assert picture_of(plot) != pixels, "the loyalty plot did not change after the redirect"
    numbers = cell.locator("[aria-live=polite] pre", has_text="Loyalty over the game")
    assert "Jace Beleren (Alice): 4 at step 0, 1 at step 4" in text_of(numbers)
    # JupyterLab breaks <pre> output text anywhere, even mid-word; the kit's text must not
    assert numbers.evaluate("p => getComputedStyle(p).wordBreak") == "normal"

    cell.get_by_role("tab", name="Log").click()
    log = text_of(cell.get_by_role("listbox", name="Log"))
    assert "4 · (306.7, 614.9) Bob redirects 3 damage from Lightning Bolt to Jace Beleren " \
           "instead of Alice" in log
    assert re.search(r"4 · \(306\.8[^)]*\) Lightning Bolt deals 3 damage to Jace Beleren", log)
    assert_cites_exist(EDITION, rules_shown(cell))
    keep_screenshot(cell_screenshot(page, cell), "lesson-05.png", tmp_path)


def test_lesson_08_901_9_planar_die_rolls_and_costs_2013_07(lab_page, tmp_path):
    """Lesson 8, as its text says: the practice die counts rolls and their cost, and its bars
    redraw; in the game, Alice rolls for {0} (901.9), the Planar die tab then says the next
    roll costs {1}, and a roll with the chaos ability on the stack is refused (901.9)."""
    page = lab_page
    panel = open_lesson(page, "08")
    practice = cell_with(panel, panel.get_by_role("button", name="Roll 100 times"))
    bars = practice.locator("img.widget-image")
    src = bars.get_attribute("src")
    practice.get_by_role("button", name="Roll the planar die", exact=True).click()
    practice.get_by_role("status").filter(has_text="Rolled:").wait_for()
    practice.get_by_text("1 random roll", exact=True).wait_for()
    src = image_changed(bars, src)
    pixels = picture_of(bars)
    practice.get_by_role("button", name="Roll 100 times", exact=True).click()
    practice.get_by_text("101 random rolls", exact=True).wait_for()
    practice.get_by_text(re.compile(r"The next roll costs \{101\}")).wait_for()
    image_changed(bars, src)
    assert picture_of(bars) != pixels, "the practice die's bars did not change"
    practice.get_by_role("button", name="New turn", exact=True).click()
    practice.get_by_text(re.compile(r"The next roll costs \{0\}")).wait_for()

    roll = "roll the planar die (costs {0})"
    game = cell_with(panel, panel.get_by_role("button", name=roll, exact=True).last)
    die_tab = game.get_by_role("tab", name="Planar die")
    assert die_tab.get_attribute("aria-selected") == "true"
    game.get_by_text(re.compile(r"The next roll costs \{0\}: 0 earlier rolls")).wait_for()
    bars = game.locator("img.widget-image:visible")
    src = bars.get_attribute("src")
    game.get_by_role("button", name=roll, exact=True).click()
    step_caption(game, 1).wait_for()
    wait_for_rules(game.locator(".mt-msg").filter(has_text="rolls the planar die"), "901.9")
    game.get_by_text(re.compile(r"The next roll costs \{1\}: 1 earlier roll this turn "
                                r"\(rule 901\.9\)")).wait_for()
    game.get_by_text("1 random roll", exact=True).wait_for()
    image_changed(bars, src)
    assert_cites_exist(EDITION, rules_shown(game))
    keep_screenshot(cell_screenshot(page, game), "lesson-08.png", tmp_path)

    game.get_by_role("button", name="roll the planar die (not now)", exact=True).click()
    refusal = game.get_by_role("alert").filter(has_text="Not allowed")
    wait_for_rules(refusal, "901.9")
    step_caption(game, 1).wait_for()  # refused: nothing changed
    assert_cites_exist(EDITION, rules_shown(game))


def test_lesson_07_309_5_predict_the_planar_controller_before_the_trace_2013_07(lab_page,
                                                                                tmp_path):
    """Lesson 7, section 6: before the trace of Alice leaving the game, the Predict widget
    asks who the planar controller will be, offering every player; Bob is right (309.5),
    and the feedback shows the engine's events with their rules."""
    page = lab_page
    panel = open_lesson(page, "07")
    ask = "Who will be the planar controller after step 1 (Alice: leave the game)?"
    cell = cell_with(panel, panel.get_by_text(ask, exact=True))
    answer = cell.get_by_role("combobox", name="Answer")
    assert answer.locator("option").all_text_contents() == ["Alice", "Bob", "Carol"]
    answer.select_option("Bob")
    cell.get_by_role("button", name="Check and step", exact=True).click()
    verdict = cell.get_by_role("status").filter(has_text="Right.")
    verdict.wait_for()
    assert "the engine says Bob" in text_of(verdict)
    wait_for_rules(cell, "309.5")
    step_caption(cell, 1).wait_for()
    assert_cites_exist(EDITION, rules_shown(cell))
    keep_screenshot(cell_screenshot(page, cell), "lesson-07-predict.png", tmp_path)
