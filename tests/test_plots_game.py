"""Loyalty and life over one game (Agg backend): one line per planeswalker or player, the
events that moved it marked with their rules, by step and by turn, and a text summary
(edition 2013-07 unless a test says otherwise)."""

from __future__ import annotations

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt  # noqa: E402
import pytest  # noqa: E402
from test_editions import assert_cites_exist  # noqa: E402

import magictutor as mt  # noqa: E402
from magictutor.engine.timeline import Timeline  # noqa: E402
from magictutor.plots import plot_life, plot_loyalty, series, summary, timeline_records  # noqa: E402


@pytest.fixture(autouse=True)
def _close_figures():
    yield
    plt.close("all")


def jace_then_bolt(edition: str = "2013-07") -> Timeline:
    """Turn 1: Alice's Jace +2 (3 -> 5). Bob then bolts Alice and redirects to Jace (5 -> 2)."""
    s = mt.build_game(["Alice", "Bob"], edition=edition, setup={
        "Alice": {"battlefield": ["Jace Beleren"], "library": ["Island"] * 5},
        "Bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"],
                "library": ["Mountain"] * 5}})
    t = Timeline(s)
    jace = s.battlefield[0].id
    t.apply(mt.Activate("Alice", jace, "+2"))
    while t.state.active == "Alice" or t.state.step != "precombat main":
        t.apply(mt.Pass(mt.current_player(t.state)))
    bolt = next(o.id for o in t.state.hand("Bob") if o.name == "Lightning Bolt")
    t.apply(mt.Cast("Bob", bolt, ("Alice",)))
    t.apply(mt.Pass("Bob"))
    t.apply(mt.Pass("Alice"))
    if t.state.pending is not None:  # the redirection rule (306.7) exists until 2018
        t.apply(mt.Choose("Bob", jace))
    return t


def dying_jace() -> Timeline:
    """Bob's Lightning Bolt, redirected to a Jace with 2 loyalty: 704.5i puts Jace away."""
    s = mt.build_game(["Alice", "Bob"], active="Bob", setup={
        "Alice": {"battlefield": ["Jace Beleren (loyalty 2)"]},
        "Bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
    t = Timeline(s)
    t.apply(mt.Cast("Bob", s.hand("Bob")[0].id, ("Alice",)))
    t.apply(mt.Pass("Bob"))
    t.apply(mt.Pass("Alice"))
    t.apply(mt.Choose("Bob", s.battlefield[0].id))
    return t


def test_306_5d_and_306_8_loyalty_line_with_its_marks_2013_07() -> None:
    t = jace_then_bolt()
    (jace,) = series(t, "loyalty")
    assert jace.ys[0] == 3 and jace.ys[-1] == 2 and max(jace.ys) == 5
    ability, damage = jace.marks
    assert (ability.step, ability.delta, ability.kind) == (1, 2, "ability")
    assert {"306.5d", "606.4"} <= set(ability.rules)
    assert (damage.delta, damage.kind, damage.step) == (-3, "damage", len(t))
    assert {"306.8", "119.3c"} <= set(damage.rules)
    assert_cites_exist("2013-07", ability.rules + damage.rules)
    ax = plot_loyalty(t)
    line = ax.get_lines()[0]
    assert line.get_label() == "Jace Beleren (Alice)"
    assert [int(y) for y in line.get_ydata()] == jace.ys
    marks = [ln for ln in ax.get_lines() if ln.get_label() == "_mark"]
    assert [m.get_marker() for m in marks] == ["^", "X"]
    assert [tx.get_text() for tx in ax.texts] == ["+2", "\u22123"]
    legend = [tx.get_text() for tx in ax.get_legend().get_texts()]
    assert legend == ["Jace Beleren (Alice)", "loyalty ability", "damage"]


def test_704_5i_a_planeswalker_with_0_loyalty_ends_its_line_at_0_2013_07() -> None:
    t = dying_jace()
    (jace,) = series(t, "loyalty")
    assert jace.ys == [2, 2, 2, 2, 0]
    last = jace.marks[-1]
    assert last.kind == "leaves" and last.delta == -2
    assert "704.5i" in last.rules and "306.9" in last.rules
    assert "loses 2 loyalty counters (2 \u2192 0)" in last.text and "0 loyalty" in last.text
    ax = plot_loyalty(t)
    assert [m.get_marker() for m in ax.get_lines() if m.get_label() == "_mark"] == ["s"]


def test_loyalty_by_turn_puts_turns_on_the_x_axis() -> None:
    t = jace_then_bolt()
    (by_step,) = series(t, "loyalty", "step")
    (by_turn,) = series(t, "loyalty", "turn")
    assert by_step.xs == [float(i) for i in range(len(t) + 1)]
    assert by_turn.xs[0] == 1.0 and 2.0 <= by_turn.xs[-1] < 3.0
    assert by_turn.xs == sorted(by_turn.xs)
    ax = plot_loyalty(t, by="turn")
    assert ax.get_xlabel() == "turn"


def test_upto_draws_the_game_only_to_the_cursor() -> None:
    t = jace_then_bolt()
    ax = plot_loyalty(t, upto=1)
    assert [int(y) for y in ax.get_lines()[0].get_ydata()] == [3, 5]
    assert [tx.get_text() for tx in ax.texts] == ["+2"]
    assert "up to step 1" in summary(ax)


def test_summary_gives_key_numbers_and_the_rules_behind_each_change() -> None:
    t = jace_then_bolt()
    text = summary(plot_loyalty(t))
    assert "Jace Beleren (Alice): 3 at step 0, 2 at step" in text
    assert "(lowest 2, highest 5)" in text
    assert "step 1: Jace Beleren +2, Alice activates Jace Beleren +2" in text
    assert "306.5d" in text and "306.8" in text


def test_119_3a_life_totals_with_damage_marked_current() -> None:
    t = jace_then_bolt("current")  # no redirection: the bolt hits Alice
    alice, bob = series(t, "life")
    assert alice.ys[-1] == 17 and bob.ys[-1] == 20
    (hit,) = alice.marks
    assert hit.kind == "damage" and hit.delta == -3 and "120.3a" in hit.rules
    ax = plot_life(t)
    assert [ln.get_label() for ln in ax.get_lines() if ln.get_label() != "_mark"] == [
        "Alice", "Bob"]
    assert "Alice: 20 at step 0, 17 at step" in summary(ax)


def test_plots_draw_on_the_given_axes_and_never_show(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(plt, "show", lambda *a, **k: pytest.fail("plt.show() was called"))
    fig, ax = plt.subplots()
    before = plt.get_fignums()
    assert plot_loyalty(jace_then_bolt(), ax) is ax
    assert plt.get_fignums() == before


def test_records_of_a_simulated_game_can_be_plotted() -> None:
    rows = [{"game": g, "turn": turn, "step": 10 * turn, "player": "Alice", "kind": "loyalty",
             "name": "Jace Beleren", "value": v}
            for g, vals in ((0, [3, 5, 7]), (1, [3, 2])) for turn, v in enumerate(vals, 1)]
    ax = plot_loyalty(rows, by="turn")
    assert [int(y) for y in ax.get_lines()[0].get_ydata()] == [3, 5, 7]
    ax = plot_loyalty(rows, game=1)
    assert [int(y) for y in ax.get_lines()[0].get_ydata()] == [3, 2]


def test_timeline_records_match_simulate_keys() -> None:
    rows = timeline_records(jace_then_bolt())
    keys = {"game", "turn", "step", "player", "kind", "name", "value"}
    assert all(keys <= set(r) for r in rows)
    assert {r["kind"] for r in rows} == {"life", "loyalty"}


def test_bad_input_gives_a_clear_error() -> None:
    with pytest.raises(ValueError, match="kind must be one of"):
        series([], "mana")
    with pytest.raises(ValueError, match="by must be 'step' or 'turn'"):
        plot_loyalty([], by="phase")
    with pytest.raises(TypeError, match="plots take a Timeline or a list of records"):
        plot_loyalty("bolt-redirected")


def test_a_game_without_planeswalkers_says_so() -> None:
    ax = plot_loyalty(Timeline(mt.build_game(["Alice", "Bob"])))
    assert summary(ax) == "Loyalty: no planeswalker was on the battlefield."


def test_306_5b_step_0_draws_the_single_point_and_close_labels_do_not_overprint() -> None:
    import matplotlib

    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    from magictutor.plots.data import Mark, Series
    from magictutor.plots.game import draw_series, limits

    ax = Figure().add_subplot()
    jace = Series("Jace Beleren", "Jace Beleren", "Alice", [0.0, 1.0, 1.2], [3, 4, 5], [0, 1, 2],
                  [Mark(1.0, 4, 1, "ability", "+1", step=1),
                   Mark(1.2, 5, 1, "ability", "+1", step=2)])
    line = draw_series(ax, [jace], upto=0)[0]
    assert list(line.get_xdata()) == [0.0] and line.get_marker() not in (None, "None", "")
    ax = Figure().add_subplot()
    texts = [a for a in draw_series(ax, [jace]) if type(a).__name__ == "Text"]
    ax.figure.canvas.draw()
    boxes = [t.get_window_extent() for t in texts]
    assert not boxes[0].overlaps(boxes[1]), "change labels overprint"
    assert limits([jace], 6, room=True)[0][1] < 8  # a 6-step game is not drawn to 10
