"""Random clicking (hypothesis) on a whole explorer of a Planechase game with planeswalkers,
in every edition: a "(not now)" click never changes the game, a legal click adds exactly one
step, the views never show an error, and the board always shows the state at the cursor."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

import magictutor as mt  # noqa: E402
from magictutor.widgets import board_html, explore  # noqa: E402

SETUP = {
    "Alice": {"battlefield": ["Jace Beleren", "Island", "Island", "Mountain", "Grizzly Bears"],
              "hand": ["Lightning Bolt", "Chandra Nalaar", "Mountain"],
              "library": ["Island"] * 8},
    "Bob": {"battlefield": ["Chandra Nalaar (loyalty 3)", "Mountain", "Mountain"],
            "hand": ["Shock", "Lightning Bolt"], "library": ["Mountain"] * 8},
}
PLANES = {"decks": {"Alice": ["Panopticon", "Fields of Summer"],
                    "Bob": ["The Eon Fog", "Tazeem"]}, "face up": "Panopticon"}


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(edition=st.sampled_from(mt.EDITIONS),
       clicks=st.lists(st.tuples(st.integers(0, 40), st.integers(0, 3)), min_size=1,
                       max_size=25))
def test_random_clicks_keep_every_invariant(edition: str, clicks: list[tuple[int, int]]) -> None:
    ex = explore(mt.build_game(["Alice", "Bob"], edition=edition, setup=SETUP,
                               planechase=PLANES), plots=False)
    stepper, panel = ex.stepper, ex.actions
    for pick, move in clicks:
        if move == 3 and stepper.cursor:  # sometimes go back first: a new branch
            stepper.back_button.click()
        if not panel.buttons:
            break
        button = panel.buttons[pick % len(panel.buttons)]
        before, n = stepper.state, len(stepper.timeline)
        legal = panel.allowed(button)
        button.click()
        assert 'class="mt-msg mt-error"' not in panel.message.value
        assert stepper.message.value == ""
        if legal:
            assert stepper.cursor == len(stepper.timeline) and stepper.state is not before
            assert len(stepper.timeline) <= n + 1
        else:
            assert stepper.state is before and len(stepper.timeline) == n
            assert "Not allowed." in panel.message.value and "mt-rule" in panel.message.value
        assert ex.board.html.value == board_html(stepper.state, who=False)
