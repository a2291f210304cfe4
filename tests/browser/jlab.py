"""Driving JupyterLab and Voila pages the way a learner does, with explicit waits.

Every wait is on something the page shows (a kernel status, a prompt, a button, an image
that changed and loaded), never a fixed sleep. The lesson notebooks are stored with their
outputs, so :func:`run_all` first clears them: only the outputs the kernel sends afterwards
are live widgets.
"""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import TYPE_CHECKING

from PIL import Image

if TYPE_CHECKING:  # Playwright is imported by the fixtures, which skip without it
    from playwright.sync_api import Locator, Page

NOTEBOOK = ".jp-NotebookPanel:not(.lm-mod-hidden)"

# Run All is finished when the kernel is idle, no cell waits ("[*]") and every code cell
# whose prompt is shown has a number (cells with hidden input show no prompt). If a cell
# raises, Run All stops there: the later cells keep "[ ]" and the error is reported.
_RUN_FINISHED = """() => {
  const panel = document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden)');
  if (!panel) return false;
  const busy = panel.querySelector('.jp-Notebook-ExecutionIndicator');
  if (!busy || busy.getAttribute('data-status') !== 'idle') return false;
  const prompts = [...panel.querySelectorAll('.jp-CodeCell .jp-InputArea-prompt')]
    .map(p => p.textContent.trim()).filter(t => t !== '');
  if (prompts.some(t => t.includes('*'))) return false;
  const errors = panel.querySelectorAll(
    '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]');
  const stopped = [...errors].some(e => /Traceback|Error/.test(e.textContent));
  return stopped || prompts.every(t => /^\\[\\d+\\]:?$/.test(t));
}"""


def kernel_idle(page: Page) -> None:
    """Wait until the notebook's kernel is connected and idle.

    The toolbar's indicator reads "idle" even before a kernel exists, so the status bar
    decides: it must name a kernel ("Python 3 (ipykernel) | Idle", not "No Kernel | ...")."""
    page.locator(".jp-StatusBar-TextItem",
                 has_text=re.compile(r"^(?!No Kernel).+ \| Idle$")).first.wait_for()
    page.locator(f'{NOTEBOOK} .jp-Notebook-ExecutionIndicator[data-status="idle"]').wait_for()


def open_lab(page: Page, url: str) -> Page:
    """Load JupyterLab at ``url`` and wait for its file browser."""
    page.goto(url)
    page.locator(".jp-DirListing-item").first.wait_for()
    return page


def open_notebook(page: Page, name: str) -> Locator:
    """Open notebook ``name`` from JupyterLab's file browser, as a learner does (double
    click), wait for its kernel to be idle, and return its panel."""
    files = page.locator("#filebrowser")
    if not files.is_visible():
        page.locator('.jp-SideBar.jp-mod-left .lm-TabBar-tab[data-id="filebrowser"]').click()
    files.locator(".jp-DirListing-itemText").get_by_text(name, exact=True).dblclick()
    current = page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab.lm-mod-current")
    current.locator(".lm-TabBar-tabLabel").get_by_text(name, exact=True).wait_for()
    panel = page.locator(NOTEBOOK)
    panel.locator(".jp-Notebook").wait_for()
    kernel_idle(page)
    return panel


def fold_sidebar(page: Page) -> None:
    """Fold the left sidebar away (click its open tab), so the notebook has the width."""
    tab = page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current")
    if tab.count():
        tab.first.click()
        page.locator("#jp-left-stack").wait_for(state="hidden")


def menu(page: Page, *path: str) -> None:
    """Click through the menu bar: ``menu(page, "Run", "Run All Cells")``."""
    page.get_by_role("menuitem", name=path[0], exact=True).click()
    for name in path[1:]:
        page.get_by_role("menuitem", name=name, exact=True).click()


def run_all(page: Page, timeout: float = 120_000) -> None:
    """Clear the stored outputs, then Run > Run All Cells, and wait until every cell ran.

    Fails with the error output if a cell raised."""
    from playwright.sync_api import expect

    kernel_idle(page)
    menu(page, "Edit", "Clear Outputs of All Cells")
    expect(page.locator(f"{NOTEBOOK} .jp-OutputArea-output")).to_have_count(0, timeout=30_000)
    menu(page, "Run", "Run All Cells")
    page.wait_for_function(_RUN_FINISHED, timeout=timeout, polling=200)
    not_run = page.locator(f"{NOTEBOOK} .jp-CodeCell .jp-InputArea-prompt", has_text="[ ]")
    if not_run.count():
        errors = page.locator(f'{NOTEBOOK} .jp-OutputArea-output'
                              '[data-mime-type="application/vnd.jupyter.stderr"]')
        text = "\n".join(errors.all_inner_texts())
        raise AssertionError(f"Run All stopped: {not_run.count()} cell(s) did not run.\n{text}")


def cell_with(scope: Page | Locator, inner: Locator) -> Locator:
    """The cell of ``scope`` (a notebook panel, or a Voila page) that holds ``inner``,
    found once and then located by its position, so it stays found when ``inner`` (a
    button, say) goes away after a click."""
    inner.first.wait_for()
    index = inner.first.evaluate("""el => {
        const root = el.closest('.jp-NotebookPanel') || document;
        return [...root.querySelectorAll('.jp-Cell')].indexOf(el.closest('.jp-Cell'));
    }""")
    assert index >= 0, "the widget is not inside a notebook cell"
    return scope.locator(".jp-Cell").nth(index)


def step_caption(scope: Locator, step: int) -> Locator:
    """The stepper's caption once it reads "Step ``step`` of ...": wait on it after a click."""
    return scope.get_by_role("status").filter(has_text=re.compile(rf"^Step {step} of \d+"))


def play_the_redirect(cell: Locator) -> None:
    """Bob's Lightning Bolt at Alice in a lesson's explorer (lessons 1 and 5): cast, pass,
    pass, then redirect it to Jace Beleren (306.7), waiting for the stepper's caption after
    each click (steps 1 to 4)."""
    cell.get_by_role("button", name="cast Lightning Bolt targeting Alice", exact=True).click()
    step_caption(cell, 1).wait_for()
    for step in (2, 3):
        cell.get_by_role("button", name="pass", exact=True).click()
        step_caption(cell, step).wait_for()
    cell.get_by_role("button", name="redirect to Jace Beleren", exact=True).click()
    step_caption(cell, 4).wait_for()


def image_loaded(img: Locator) -> None:
    """Wait until ``img`` has finished loading a non-empty picture."""
    img.page.wait_for_function("img => img.complete && img.naturalWidth > 0",
                               arg=img.element_handle(), polling=100)


def image_changed(img: Locator, old_src: str | None) -> str:
    """Wait until ``img``'s ``src`` differs from ``old_src`` and the new picture has loaded;
    return the new ``src``."""
    img.page.wait_for_function("([img, old]) => img.getAttribute('src') !== old",
                               arg=[img.element_handle(), old_src], polling=100)
    image_loaded(img)
    return img.get_attribute("src") or ""


def picture_of(img: Locator) -> bytes:
    """The pixels the page shows for ``img`` (a PNG screenshot of the element)."""
    image_loaded(img)
    return img.screenshot(animations="disabled")


def colours(png: bytes) -> int:
    """How many different colours a PNG has (a blank screenshot has one or two).

    >>> buf = io.BytesIO()
    >>> Image.new("RGB", (4, 4), "white").save(buf, format="png")
    >>> colours(buf.getvalue())
    1
    """
    with Image.open(io.BytesIO(png)) as im:
        found = im.convert("RGB").getcolors(maxcolors=1 << 20)
    return len(found) if found is not None else 1 << 20


def save_screenshot(png: bytes, path: Path) -> None:
    """Write a screenshot, making its folder."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(png)
