"""The game stepper, board view and log view, driven as a user would (edition 2013-07 unless a
test says otherwise): clicking First / Back / Forward / Last, moving the slider, choosing a
log entry, and checking the state, the board HTML and the log that result."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import pytest  # noqa: E402

import magictutor as mt  # noqa: E402
from magictutor.engine.timeline import Timeline  # noqa: E402
from magictutor.widgets import BoardView, GameStepper, LogView  # noqa: E402
from magictutor.widgets.log import plain, timeline_entries  # noqa: E402


def jace_game(edition: str = "2013-07") -> Timeline:
    """Alice's Jace Beleren +2, both players pass, the ability resolves; then Bob's turn."""
    s = mt.build_game(["Alice", "Bob"], edition=edition, setup={
        "Alice": {"battlefield": ["Jace Beleren"], "library": ["Island"] * 3},
        "Bob": {"library": ["Mountain"] * 3}})
    t = Timeline(s)
    jace = s.battlefield[0].id
    t.apply(mt.Activate("Alice", jace, "+2"))
    t.apply(mt.Pass("Alice"))
    t.apply(mt.Pass("Bob"))
    return t


def test_stepper_buttons_and_slider_move_the_cursor_2013_07() -> None:
    t = jace_game()
    stepper = GameStepper(t)
    assert (stepper.cursor, stepper.slider.max) == (3, 3)
    assert stepper.forward_button.disabled and stepper.last_button.disabled
    stepper.first_button.click()
    assert stepper.cursor == 0 and stepper.slider.value == 0
    assert stepper.back_button.disabled and not stepper.forward_button.disabled
    stepper.forward_button.click()
    assert stepper.cursor == 1
    assert stepper.state.battlefield[0].counter("loyalty") == 5  # the cost is paid at once
    assert "Step 1 of 3: Alice: activate Jace Beleren +2" in stepper.caption.value
    stepper.slider.value = 3
    assert stepper.cursor == 3
    stepper.back_button.click()
    assert stepper.cursor == 2
    stepper.last_button.click()
    assert stepper.cursor == 3


def test_moving_is_instant_it_never_recomputes_a_step(monkeypatch: pytest.MonkeyPatch) -> None:
    """Going back and forward only moves the cursor: apply() is never called."""
    t = jace_game()
    stepper = GameStepper(t)
    board = BoardView(stepper)
    states = [t.state_at(i) for i in range(len(t) + 1)]

    def boom(*_a, **_k):
        raise AssertionError("the stepper recomputed a step")

    monkeypatch.setattr("magictutor.engine.timeline.apply", boom)
    monkeypatch.setattr("magictutor.engine.apply.apply", boom)
    for i in (0, 2, 1, 3, 0):
        stepper.slider.value = i
        assert stepper.state is states[i]
    assert "loyalty 3" in board.html.value  # back at the start, Jace has 3
    assert stepper.message.value == ""


def test_apply_at_an_earlier_step_drops_the_old_future_2013_07() -> None:
    t = jace_game()
    stepper = GameStepper(t)
    stepper.goto(1)
    stepper.apply(mt.Pass("Alice"))
    assert len(stepper.timeline) == 2 and stepper.slider.max == 2


def test_a_refused_apply_changes_nothing_306_5d_once_per_turn_2013_07() -> None:
    t = jace_game()
    stepper = GameStepper(t)
    jace = t.state.battlefield[0].id
    with pytest.raises(mt.IllegalActionError) as err:
        stepper.apply(mt.Activate("Alice", jace, "-1", ("Bob",)))
    assert "306.5d" in err.value.rules and "606.3" in err.value.rules
    assert (len(stepper.timeline), stepper.cursor) == (3, 3)


def test_a_failing_view_is_shown_in_the_stepper_not_raised() -> None:
    stepper = GameStepper(jace_game())

    def broken(_s: GameStepper) -> None:
        raise ZeroDivisionError("a broken view")

    stepper.on_change(broken)
    stepper.first_button.click()
    assert stepper.cursor == 0
    assert "ZeroDivisionError" in stepper.message.value
    assert "the game itself is unchanged" in stepper.message.value


def test_stepper_refuses_a_non_timeline_with_a_clear_error() -> None:
    with pytest.raises(TypeError, match="steps through a Timeline or a GameState"):
        GameStepper("bolt-redirected")  # type: ignore[arg-type]


def test_every_stepper_control_has_a_text_label_and_a_tooltip() -> None:
    stepper = GameStepper(jace_game())
    for b in (stepper.first_button, stepper.back_button, stepper.forward_button,
              stepper.last_button):
        assert b.description.strip() and b.tooltip and not b.icon
    assert stepper.slider.description == "Step"
    assert stepper.step_box.description == "Go to step" and stepper.step_box.tooltip


def test_go_to_step_box_moves_the_stepper_and_follows_it() -> None:
    stepper = GameStepper(jace_game())
    stepper.step_box.value = 1
    assert stepper.cursor == 1 and stepper.slider.value == 1
    stepper.last_button.click()
    assert stepper.step_box.value == 3 and stepper.step_box.max == 3
    stepper.apply(mt.Pass("Alice"))
    assert stepper.step_box.max == 4 and stepper.step_box.value == 4


def test_board_follows_the_stepper_306_5c_loyalty_counters_2013_07() -> None:
    t = jace_game()
    stepper = GameStepper(t)
    board = BoardView(stepper)
    assert 'aria-label="loyalty 5"' in board.html.value
    stepper.first_button.click()
    assert 'aria-label="loyalty 3"' in board.html.value
    assert "Planeswalker \u2014 Jace" in board.html.value
    stepper.forward_button.click()
    html = board.html.value
    assert "Stack, top first" in html and "Jace Beleren +2" in html
    assert "loyalty ability used this turn" in html


def test_log_lists_every_event_with_its_rules_and_jumps_there_2013_07() -> None:
    t = jace_game()
    stepper = GameStepper(t)
    log = LogView(stepper)
    labels = [plain(label) for label, _ in log.select.options]
    assert len(labels) == sum(max(1, len(s.events)) for s in t.steps)
    cost = next(label for label in labels if "paying the cost at once" in label)
    assert cost.startswith("1 \u00b7 ") and "306.5d" in cost and "606.4" in cost
    resolve = next(v for label, v in log.select.options if "resolves" in plain(label))
    log.select.value = resolve  # choosing an event moves the stepper to its step
    assert stepper.cursor == resolve[0] == 3
    log.jump(1)
    assert stepper.cursor == 1
    assert "Step 1: Alice: activate Jace Beleren +2" in log.current.value
    stepper.first_button.click()
    assert log.select.value is None and "starting position" in log.current.value


def test_log_marks_automatic_events_and_rebuilds_after_new_actions_2013_07() -> None:
    s = mt.build_game(["Alice", "Bob"], active="Bob", setup={
        "Alice": {"battlefield": ["Jace Beleren (loyalty 2)"]},
        "Bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
    stepper = GameStepper(Timeline(s))
    log = LogView(stepper)
    assert log.select.options == ()
    stepper.apply(mt.Cast("Bob", s.hand("Bob")[0].id, ("Alice",)))
    stepper.apply(mt.Pass("Bob"))
    stepper.apply(mt.Pass("Alice"))
    stepper.apply(mt.Choose("Bob", s.battlefield[0].id))
    labels = [plain(label) for label, _ in log.select.options]
    zero = next(label for label in labels if "0 loyalty" in label)
    assert "[rules]" in zero and "704.5i" in zero and "306.9" in zero
    from test_editions import assert_cites_exist

    assert_cites_exist("2013-07", [r for st in stepper.timeline.steps for e in st.events
                                   for r in e.rules])


def test_log_redraws_for_another_timeline_even_if_an_id_is_reused_2013_07(monkeypatch) -> None:
    """The log remembers which timeline and last step it shows by holding them, not by
    ``id`` (a freed timeline's id may be a new one's): here every id is made the same."""
    import magictutor.widgets.log as log_module

    monkeypatch.setattr(log_module, "id", lambda _: 0, raising=False)
    s = mt.build_game(["Alice", "Bob"], active="Bob", setup={
        "Alice": {"battlefield": ["Jace Beleren"]},
        "Bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
    bolt = s.hand("Bob")[0].id
    at_alice, at_bob = Timeline(s), Timeline(s)
    at_alice.apply(mt.Cast("Bob", bolt, ("Alice",)))
    at_bob.apply(mt.Cast("Bob", bolt, ("Bob",)))
    stepper = GameStepper(at_alice)
    log = LogView(stepper)
    assert any("targeting Alice" in plain(label) for label, _ in log.select.options)
    stepper.set_timeline(at_bob)
    labels = [plain(label) for label, _ in log.select.options]
    assert not any("targeting Alice" in label for label in labels), labels


def test_log_lines_may_wrap_at_every_space_on_a_narrow_screen_2013_07() -> None:
    """ipywidgets' Select shows each space as a no-break space; the log's lines carry a
    zero-width space after each, so a phone wraps them at words (never cut, never split
    inside a rule number such as 306.5d), and read without those they are as written."""
    stepper = GameStepper(jace_game())
    log = LogView(stepper)
    assert "mt-log" in log._dom_classes
    for label, _ in log.select.options:
        assert "\u200b" in label and " " not in label.replace(" \u200b", "")
    assert [plain(label) for label, _ in log.select.options] == [
        label for label, _ in timeline_entries(stepper.timeline)]
