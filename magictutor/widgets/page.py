"""The top of a lesson: how to run it, said for where it is shown, and the page's CSS.

In JupyterLab a lesson must be run (Run ▸ Run All Cells); in Voila it runs by itself and
shows no code, so there it says nothing about cells or code. The notebook is stored with
the JupyterLab text, which a learner sees before running anything; Voila runs the cell
again and shows its own. The output also carries the kit's CSS for the whole page
(printed text that wraps at spaces only, action labels that wrap instead of being cut).

>>> "Run All Cells" in how_to_run_html(11, voila=False)
True
>>> any(w in how_to_run_html(11, voila=True) for w in ("Run All", "code", "cell"))
False
"""

from __future__ import annotations

import os
from typing import Any

from magictutor.widgets.style import style_tag

VOILA_MARKS = ("VOILA_KERNEL_ID", "VOILA_BASE_URL", "VOILA_REQUEST_URL", "VOILA_APP_PORT")
"""Environment variables Voila gives the kernels it starts."""


def in_voila() -> bool:
    """Whether this kernel was started by Voila (which names itself to the kernel)."""
    return (os.environ.get("SERVER_SOFTWARE", "").startswith("voila")
            or any(k in os.environ for k in VOILA_MARKS))


def how_to_run_html(lesson: int, *, voila: bool, large: bool = False) -> str:
    """The note at the top of lesson ``lesson``, for Voila or for JupyterLab (``large``:
    the lesson is shown on a projector, so its text and printed output scale too)."""
    if voila:
        text = (f"<b>Lesson {lesson} is ready.</b> Read from the top; use the buttons, the "
                "Step slider and the tabs of each game. Nothing you click can break it.")
    else:
        text = (f"<b>How to run lesson {lesson}:</b> choose <b>Run ▸ Run All Cells</b> in the "
                "menu, then read from the top. Until then the games below cannot be "
                "played; once it has run, every button works. You never need to read the "
                "code (folded cells only prepare things).")
    big = " mt-large mt-large-lesson" if large else ""
    return (f'{style_tag()}<div class="mt-view mt-howto{big}" role="note" '
            'style="padding:.3em .6em;'
            f'border-left:.35em solid #0072B2;background:#eef6fb">{text}</div>')


def lesson_start(lesson: int, large: bool = False) -> Any:
    """What the first cell of lesson ``lesson`` shows (an IPython HTML display); ``large``
    for a projector."""
    from IPython.display import HTML

    return HTML(how_to_run_html(lesson, voila=in_voila(), large=large))
