"""``magictutor.widgets.explore``: one call for a whole explorer, from a bundled scenario's
name, a scenario file, a Timeline or a GameState; every control labelled; the engine never
imports the widgets."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import matplotlib

matplotlib.use("Agg")

import ipywidgets as widgets  # noqa: E402
import pytest  # noqa: E402

import magictutor as mt  # noqa: E402
from magictutor.engine.timeline import Timeline  # noqa: E402
from magictutor.scenarios.scenario import bundled_path  # noqa: E402
from magictutor.widgets import Explorer, explore  # noqa: E402
from magictutor.widgets.board import BoardView, who_acts  # noqa: E402
from magictutor.widgets.stepslider import StepSlider  # noqa: E402


def all_widgets(w: widgets.Widget) -> list[widgets.Widget]:
    out = [w]
    for child in getattr(w, "children", ()):
        out += all_widgets(child)
    return out


def test_306_7_explore_a_bundled_scenario_by_name_2013_07() -> None:
    ex = explore("bolt-redirected")
    assert isinstance(ex, Explorer) and ex.scenario.name == "bolt-redirected"
    assert ex.stepper.cursor == 0 and len(ex.stepper.timeline) == 4
    assert "Question:" in ex.header.value
    assert ex.die is None and list(ex.tabs.titles) == ["Log", "Loyalty", "Life", "Editions"]
    ex.stepper.last_button.click()
    assert 'aria-label="loyalty 1"' in ex.board.html.value  # 4 - 3 redirected damage
    assert ex.log_view.select.value == (4, 0)
    ex.show_tab("Loyalty")
    assert "Jace Beleren (Alice): 4 at step 0, 1 at step 4" in ex.loyalty.text.value


def test_901_9_planechase_scenario_gets_a_die_tab_2013_07() -> None:
    ex = explore("06-planar-die-cost", at="end")
    assert ex.die is not None and "Planar die" in ex.tabs.titles
    assert "Fields of Summer" in ex.board.html.value
    assert "The next roll costs {2}" in ex.die.info.value


def test_explore_a_path_a_timeline_and_a_state() -> None:
    ex = explore(Path(str(bundled_path("bolt-redirected"))), at=2)
    assert ex.stepper.cursor == 2
    s = mt.build_game(["Alice", "Bob"], setup={"Alice": {"battlefield": ["Jace Beleren"]}})
    t = Timeline(s)
    t.apply(mt.Pass("Alice"))
    assert explore(t).stepper.cursor == 1  # a timeline is shown at its own cursor
    ex = explore(s, plots=False)
    assert ex.loyalty is None and ex.stepper.cursor == 0
    ex.actions.button("activate Jace Beleren +2").click()
    assert ex.stepper.cursor == 1 and ex.log_view.select.options


def test_explore_replays_a_scenario_under_another_edition() -> None:
    ex = explore("bolt-redirected", edition="current", at="end")
    assert ex.stepper.state.edition == "current"
    assert ex.stepper.state.player("Alice").life == 17


def test_explore_errors_are_clear() -> None:
    from magictutor.scenarios.scenario import ScenarioError

    with pytest.raises(ScenarioError, match="did you mean 'bolt-redirected'"):
        explore("bolt-redirectd")
    with pytest.raises(TypeError, match="explore takes a scenario name"):
        explore(42)
    with pytest.raises(ValueError, match="at must be"):
        explore("bolt-redirected", at="middle")
    with pytest.raises(KeyError, match="no tab 'Dice'"):
        explore("bolt-redirected").show_tab("Dice")


def test_only_the_open_tabs_plot_redraws_and_a_hidden_one_catches_up() -> None:
    ex = explore("bolt-redirected")
    assert ex.loyalty.paused and ex.life.paused
    ex.stepper.last_button.click()
    ex.show_tab("Life")
    assert not ex.life.paused and "Alice: 20 at step 0, 20 at step 4" in ex.life.text.value
    ex.show_tab("Loyalty")
    assert ex.life.paused and "1 at step 4" in ex.loyalty.text.value


def test_no_icon_only_buttons_every_control_labelled_and_described() -> None:
    ex = explore("06-planar-die-cost", large=True)
    found = all_widgets(ex)
    buttons = [w for w in found if isinstance(w, widgets.Button)]
    assert len(buttons) > 8
    for b in buttons:
        assert b.description.strip(), "a button without a text label"
        assert b.tooltip, f"button {b.description!r} has no accessible description"
        assert not b.icon, f"button {b.description!r} uses the icon font"
    for w in found:
        if isinstance(w, (StepSlider, widgets.Dropdown, widgets.Select, widgets.Text)):
            assert w.description, f"{type(w).__name__} without a description"
    assert "mt-large" in ex.board.html.value and ex.loyalty.dpi == 120
    assert "mt-large" in ex.actions.header.value and "mt-large" in ex.stepper.caption.value
    assert "mt-large" in ex.log_view.current.value  # the log too, for the back of the room
    assert "mt-large-list" in ex.log_view.select._dom_classes
    assert all(b.style.font_size == "18px" for b in buttons if b in ex.actions.buttons)


def test_importing_the_engine_or_the_plots_leaves_ipywidgets_out() -> None:
    code = ("import sys, magictutor, magictutor.engine.timeline, magictutor.model.render\n"
            "assert 'ipywidgets' not in sys.modules and 'matplotlib' not in sys.modules\n"
            "import magictutor.plots\n"
            "assert 'ipywidgets' not in sys.modules\n"
            "print('ok')")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=Path(__file__).resolve().parent.parent,
                         env={**os.environ, "MPLBACKEND": "Agg"})
    assert out.stdout.strip() == "ok", out.stderr


def test_309_2_explorer_offers_the_scenarios_scripted_refusals_as_not_now_buttons() -> None:
    import magictutor.widgets as mw

    ex = mw.explore("plane-is-not-a-permanent")
    labels = [b.description for b in ex.actions.buttons]
    assert "cast Panopticon (not now)" in labels
    ex.actions.button("cast Panopticon (not now)").click()
    assert "309.2" in ex.actions.message.value and ex.stepper.cursor == 0
    ex.stepper.goto(1)
    bolt = ex.actions.button("cast Lightning Bolt targeting Naar Isle (not now)")
    assert not ex.actions.allowed(bolt)
    bolt.click()
    # (refused by Lightning Bolt's target words, "creature or player": 114.1 and 601.2c in
    # 2013-07, not by 309.2 saying what a plane is, #14)
    msg = ex.actions.message.value
    assert "114.1" in msg and "601.2c" in msg and len(ex.stepper.timeline) == 1


def test_116_3_explorer_says_who_has_priority_once_2013_07() -> None:
    """Who acts (116.3: who holds priority) is said once in an explorer, in the action
    panel's header beside its buttons, before and after a step; the board keeps the "has
    priority" tag on the player, and a board shown alone still says it in words."""
    ex = explore("bolt-redirected")
    for step in range(2):
        now = who_acts(ex.stepper.state)
        assert now.endswith("has priority."), now
        assert (ex.board.html.value + ex.actions.header.value).count(now) == 1
        assert now in ex.actions.header.value
        assert "has priority</span>" in ex.board.html.value  # (the player's tag)
        if step == 0:
            ex.actions.button("cast Lightning Bolt targeting Alice").click()
            assert ex.stepper.cursor == 1
    assert who_acts(ex.stepper.state) in BoardView(ex.stepper).html.value
