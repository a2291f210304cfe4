"""A lesson as a classroom page: Voila, as ``make present`` runs it, in headless Chromium.

Voila runs the notebook and shows its text and widgets without the code. On a projector,
and offline (where Voila cannot fetch its icon font from the internet), the page must
still be usable: every button carries words, the widgets use the large fonts, each plot
has its key numbers written beside it, and the controls work from the keyboard.
Lesson 3 is shown, in the default edition 2013-07.
"""

from __future__ import annotations

import re
import secrets
import shlex
import sys
from collections.abc import Iterator

import pytest
from jlab import cell_with, image_loaded, step_caption
from servers import ROOT, copy_notebooks, free_port, start_server, stop_server

pytestmark = pytest.mark.browser

LESSON = "03"


def voila_args() -> list[str]:
    """The options ``make present`` gives voila (from the Makefile), so the test shows the
    lesson as a teacher would."""
    for line in (ROOT / "Makefile").read_text(encoding="utf-8").splitlines():
        if "/bin/voila " in line:
            words = shlex.split(line.strip().replace("$(VOILA_ARGS)", ""))
            return [w for w in words[1:] if w.startswith("--")]
    raise AssertionError("the Makefile's present target does not run voila")


@pytest.fixture(scope="module")
def voila(tmp_path_factory) -> Iterator:
    """Voila serving one lesson from a copy of notebooks/, on a free port with a token."""
    yield from serve_lesson(tmp_path_factory, LESSON)


def serve_lesson(tmp_path_factory, lesson: str) -> Iterator:
    """Voila serving lesson ``lesson`` as ``make present`` does, until the generator ends."""
    work = tmp_path_factory.mktemp("voila")
    root = copy_notebooks(work / "notebooks")
    found = sorted(root.glob(f"{lesson}-*.ipynb"))
    assert found, f"no lesson notebooks/{lesson}-*.ipynb to present"
    port, token = free_port(), secrets.token_hex(16)
    cmd = [sys.executable, "-m", "voila", *voila_args(), found[0].name, "--no-browser",
           f"--port={port}", "--Voila.port_retries=0", "--Voila.ip=127.0.0.1",
           f"--token={token}"]
    server = start_server(cmd, url=f"http://127.0.0.1:{port}", token=token, root=root,
                          log=work / "voila.log", ready_path="voila/static/voila.js",
                          env={"JUPYTER_RUNTIME_DIR": str(work / "runtime")})
    yield server
    stop_server(server)


@pytest.fixture(scope="module")
def page(browser, voila):
    """The lesson's Voila page, once its explorer is on screen."""
    page = browser.new_page()
    page.goto(voila.link(""))
    page.get_by_role("button", name="activate Jace Beleren +2", exact=True).first.wait_for(
        timeout=120_000)
    yield page
    page.close()


def test_voila_shows_the_lesson_text_and_widgets_without_code(page):
    assert page.get_by_role("heading", level=1).first.inner_text().startswith("Lesson 3")
    assert page.locator(".jp-CodeCell .jp-InputArea:visible, .cm-editor:visible").count() == 0
    assert "import magictutor" not in page.locator("body").inner_text()


def test_voila_lesson_says_it_is_ready_and_nothing_about_run_all_or_code(page):
    """In Voila the lesson runs by itself: its top note says so, and nothing on the page
    tells the learner to run cells or read code (#18)."""
    note = page.locator(".mt-howto").first
    assert "Lesson 3 is ready" in note.inner_text()
    body = page.locator("body").inner_text()
    assert "Run All" not in body and "How to run" not in body
    assert "A picture of this part" not in body  # live widgets, not the stored pictures


def test_voila_buttons_have_words_not_icons(page):
    """Offline, Voila cannot load its icon font: a button must be readable by its text."""
    buttons = page.locator("button.widget-button")
    assert buttons.count() > 10
    empty = [b.get_attribute("title") for b in buttons.all() if not b.inner_text().strip()]
    assert empty == [], f"buttons with no words: {empty}"
    assert page.locator("button.widget-button i.fa").count() == 0


def test_voila_uses_large_fonts_and_prints_plot_numbers(page):
    """``large=True`` views are at least 20 px; the loyalty plot has its numbers as text."""
    large = page.locator(".mt-view.mt-large:visible").first
    size = large.evaluate("e => parseFloat(getComputedStyle(e).fontSize)")
    assert size >= 20, f"large views use {size}px type"
    plot = page.locator("img.widget-image:visible").first
    image_loaded(plot)
    beside = page.locator(".widget-hbox", has=plot).first
    assert re.search(r"Jace Beleren \(Alice\): 3 at step 0", beside.inner_text())


def test_voila_keyboard_activates_an_ability_and_moves_the_stepper_606_4_2013_07(page):
    """Tab order and Enter work: a focused button plays Jace's +2 (loyalty 3 -> 5, 606.4),
    and the focused Step slider moves back with the arrow keys."""
    cell = cell_with(page, page.get_by_role("button", name="activate Jace Beleren +2"))
    button = cell.get_by_role("button", name="activate Jace Beleren +2", exact=True)
    assert button.evaluate("b => b.tabIndex") >= 0
    button.focus()
    page.keyboard.press("Enter")
    step_caption(cell, 1).wait_for()
    cell.locator(".mt-pw", has_text="Jace Beleren").get_by_role(
        "img", name="loyalty 5").wait_for()
    handle = cell.get_by_role("slider")
    assert handle.evaluate("h => h.tabIndex") >= 0
    handle.focus()
    page.keyboard.press("ArrowLeft")
    step_caption(cell, 0).wait_for()
    cell.locator(".mt-pw", has_text="Jace Beleren").get_by_role(
        "img", name="loyalty 3").wait_for()


def test_voila_step_slider_has_an_accessible_name(page):
    """The Step slider is the browser's own range input (widgets/stepslider.py): a screen
    reader names it "Step" and reads "step 0 of 1"; no slider on the page is left unnamed."""
    named = page.get_by_role("slider", name="Step", exact=True)
    assert named.count() >= 1
    assert page.locator('[role="slider"]:not([aria-label]), '
                        'input[type="range"]:not([aria-label])').count() == 0
    assert re.fullmatch(r"step \d+ of \d+", named.first.get_attribute("aria-valuetext"))


def test_voila_tabs_open_from_the_keyboard(page):
    """The explorer's tabs follow the ARIA tabs pattern: Tab reaches the open tab, the arrow
    keys move along the tabs and Enter or Space opens one, so a learner without a mouse
    reaches the Loyalty plot and the Editions switch."""
    cell = cell_with(page, page.get_by_role("button", name="activate Jace Beleren +2"))
    log = cell.get_by_role("tab", name="Log", exact=True)
    assert log.evaluate("t => t.tabIndex") == 0
    log.focus()
    page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.innerText").strip() == "Editions"
    page.keyboard.press("Enter")
    cell.get_by_role("combobox", name="Rules").wait_for()
    page.keyboard.press("ArrowLeft")
    page.keyboard.press(" ")
    cell.get_by_role("listbox", name="Log").wait_for()
