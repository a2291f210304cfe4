"""The live loyalty plot follows the stepper: moving the cursor redraws the lines up to it
(blitting onto a background drawn once per game) and rewrites the text beside it."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import pytest  # noqa: E402

import magictutor as mt  # noqa: E402
from magictutor.engine.timeline import Timeline  # noqa: E402
from magictutor.widgets import GameStepper, LivePlot  # noqa: E402


def game() -> Timeline:
    s = mt.build_game(["Alice", "Bob"], setup={
        "Alice": {"battlefield": ["Jace Beleren"], "library": ["Island"] * 3},
        "Bob": {"library": ["Mountain"] * 3}})
    t = Timeline(s)
    t.apply(mt.Activate("Alice", s.battlefield[0].id, "+2"))
    t.apply(mt.Pass("Alice"))
    t.apply(mt.Pass("Bob"))
    return t


def test_306_5d_live_plot_redraws_on_every_cursor_change() -> None:
    stepper = GameStepper(game())
    view = LivePlot(stepper)
    images = {stepper.cursor: view.image.value}
    assert "3 at step 0, 5 at step 3" in view.text.value
    stepper.first_button.click()
    images[0] = view.image.value
    assert "3 at step 0." in view.text.value and "Changes" not in view.text.value
    stepper.forward_button.click()
    images[1] = view.image.value
    assert "step 1: Jace Beleren +2" in view.text.value and "306.5d" in view.text.value
    assert len(set(images.values())) == 3 and all(v[:4] == b"\x89PNG" for v in images.values())
    stepper.last_button.click()
    assert view.image.value == images[3]  # the same state draws the same picture


def test_background_is_drawn_only_when_the_frame_changes(monkeypatch: pytest.MonkeyPatch) -> None:
    stepper = GameStepper(game())
    view = LivePlot(stepper)
    calls = []
    real = view.canvas.draw
    monkeypatch.setattr(view.canvas, "draw", lambda: (calls.append(1), real()))
    for i in (0, 1, 2, 3, 1):
        stepper.goto(i)
    assert calls == []
    stepper.goto(3)
    stepper.apply(mt.Pass("Alice"))  # one more step fits the frame: it has room to grow
    assert calls == [] and "5 at step 4" in view.text.value
    stepper.goto(0)
    stepper.apply(mt.Pass("Alice"))  # the +2 is gone: the legend changes, so the frame
    assert calls == [1] and "Changes" not in view.text.value


def test_a_paused_plot_catches_up_when_shown() -> None:
    stepper = GameStepper(game())
    view = LivePlot(stepper)
    view.paused = True
    stepper.first_button.click()
    assert "5 at step 3" in view.text.value  # not redrawn while paused
    view.paused = False
    assert "3 at step 0." in view.text.value


def test_life_plot_by_turn() -> None:
    stepper = GameStepper(game())
    view = LivePlot(stepper, "life", "turn")
    assert view.ax.get_xlabel() == "turn" and "Alice: 20 at step 0" in view.text.value


def test_306_2_a_planeswalker_cast_later_frame_follows_the_steps_added(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The line starts where Jace Beleren enters (step 3), not at step 0: the frame's room
    to grow is counted in steps, not in turns. Played past its end, the x axis grows by
    several steps at once (a quarter of the game, at least 3), so the frame is drawn once
    for those steps, not every other action; a shaded band marks the steps not played yet."""
    s = mt.build_game(["Alice", "Bob"], setup={
        "Alice": {"hand": ["Jace Beleren"], "battlefield": ["Island"] * 3,
                  "library": ["Island"] * 5}, "Bob": {"library": ["Mountain"] * 5}})
    stepper = GameStepper(Timeline(s))
    view = LivePlot(stepper)
    stepper.apply(mt.Cast("Alice", s.hand("Alice")[0].id))
    stepper.apply(mt.Pass("Alice"))
    stepper.apply(mt.Pass("Bob"))  # Jace Beleren enters with 3 loyalty
    assert "Jace Beleren (Alice): 3 at step 3" in view.text.value
    assert view.ax.get_xlim()[1] == pytest.approx(4.7)  # 3 steps, one more of room
    calls = []
    real = view.canvas.draw
    monkeypatch.setattr(view.canvas, "draw", lambda: (calls.append(1), real()))
    stepper.apply(mt.Pass("Alice"))
    assert calls == []  # the step of room
    stepper.apply(mt.Pass("Bob"))
    assert calls == [1] and view.ax.get_xlim()[1] == pytest.approx(8.7)  # 5 steps, 3 of room
    band, words = view._end
    assert band.get_visible() and band.get_x() == pytest.approx(5.15)
    assert words.get_text().strip() == "not played yet"
    for who in ("Alice", "Bob", "Alice"):
        stepper.apply(mt.Pass(who))
    assert calls == [1] and "3 at step 8" in view.text.value
    assert not band.get_visible()  # (the room is played: the game ends at the frame's edge)


def test_artists_reused_across_new_steps_still_match_the_lines_2013_07() -> None:
    """After new steps (some moving loyalty, some not) every line drawn ends where the
    game's series ends, and the marks drawn are the series' marks."""
    from magictutor.plots import series

    t = game()
    stepper = GameStepper(t)
    view = LivePlot(stepper)
    jace = t.initial.battlefield[0].id
    while not (stepper.state.turn == 3 and stepper.state.step == "precombat main"):
        who = mt.current_player(stepper.state)  # pass through Bob's turn to Alice's next
        pending = stepper.state.pending
        stepper.apply(mt.DeclareAttackers(who) if pending and pending.kind == "attackers"
                      else mt.Pass(who))
    stepper.apply(mt.Activate("Alice", jace, "-1", ("Bob",)))
    (ser,) = series(stepper.timeline, "loyalty")
    drawn = [d for d in view._parts if d.artist.get_visible()]
    line = drawn[0].artist
    assert [int(y) for y in line.get_ydata()] == ser.ys and ser.ys[-1] == 4
    texts = [d.artist.get_text() for d in drawn if hasattr(d.artist, "get_text")]
    assert texts == ["+2", "\u22121"]


def test_306_5d_live_plot_is_drawn_finer_than_it_is_shown() -> None:
    """A projector at 150 % (or a phone) shows the plot sharp: its PNG has PIXELS_PER_PX
    pixels for each CSS pixel it takes on the page (never wider than its box), in a small
    palette, so it costs no more bytes than a plain RGB picture at 1:1 would."""
    import io

    from PIL import Image

    from magictutor.widgets.plotview import PALETTE, PIXELS_PER_PX

    assert PIXELS_PER_PX >= 1.5
    view = LivePlot(GameStepper(game()), dpi=110, size=(7.5, 3.4))
    assert view.image.layout.width == "825px" and view.image.layout.max_width == "100%"
    with Image.open(io.BytesIO(view.image.value)) as im:
        want = (825 * PIXELS_PER_PX, 374 * PIXELS_PER_PX)  # (to the pixel: Agg truncates)
        assert all(abs(got - w) <= 1 for got, w in zip(im.size, want, strict=True))
        assert im.mode == "P" and len(im.getcolors()) <= PALETTE
        assert len(im.getcolors()) > 8  # (the line colours and their edges, not a blank)


def test_901_9_die_bars_are_drawn_finer_than_they_are_shown() -> None:
    import io

    from PIL import Image

    from magictutor.widgets import PlanarDieRoller
    from magictutor.widgets.plotview import PIXELS_PER_PX

    die = PlanarDieRoller(seed=1)
    die.roll_many(10)
    assert die.image is not None and die.image.layout.width == "400px"
    with Image.open(io.BytesIO(die.image.value)) as im:
        assert abs(im.size[0] - 400 * PIXELS_PER_PX) <= 1
