"""The planar die roller (901.3a, 901.9), clicked as a user would: a practice die with its own
seed, and the real special action in a Planechase game (edition 2013-07 unless a test says
otherwise)."""

from __future__ import annotations

import random
import re

import matplotlib

matplotlib.use("Agg")

import pytest  # noqa: E402

import magictutor as mt  # noqa: E402
from magictutor.engine.timeline import Timeline  # noqa: E402
from magictutor.rules.planechase.core import FACES  # noqa: E402
from magictutor.widgets import GameStepper, PlanarDieRoller  # noqa: E402


def planechase_game(edition: str = "2013-07", **setup) -> mt.GameState:
    return mt.build_game(["Alice", "Bob"], edition=edition,
                         setup={"Alice": {"library": ["Island"] * 5, **setup}},
                         planechase={"decks": {"Alice": ["Panopticon", "Fields of Summer"],
                                               "Bob": ["The Eon Fog", "Tazeem"]},
                                     "face up": "Panopticon"})


def test_practice_die_is_seeded_and_counts_like_the_engines_die() -> None:
    a, b = PlanarDieRoller(seed=7, plot=False), PlanarDieRoller(seed=7, plot=False)
    a.many_buttons[1].click()  # "Roll 100 times"
    b.roll_many(100)
    assert a.counts == b.counts and sum(a.counts.values()) == 100
    rng = random.Random(7)
    faces = [rng.choice(FACES) for _ in range(100)]
    assert a.counts == {f: faces.count(f) for f in ("planeswalk", "chaos", "blank")}
    assert "100 random rolls" in a.table.value


def test_901_9_practice_cost_climbs_within_a_turn_and_resets_on_a_new_turn() -> None:
    die = PlanarDieRoller(seed=1, plot=False)
    assert die.next_cost == 0 and "costs {0}" in die.info.value
    die.roll_button.click()
    die.roll_button.click()
    die.roll_button.click()
    assert (die.next_cost, die.mana_spent) == (3, 0 + 1 + 2)
    assert "costs {3}" in die.info.value and "3 mana spent" in die.info.value
    die.new_turn_button.click()
    assert die.next_cost == 0 and sum(die.counts.values()) == 3
    die.reset_button.click()
    assert sum(die.counts.values()) == 0


def test_forced_practice_faces_are_not_counted_as_chance() -> None:
    die = PlanarDieRoller(seed=1, plot=False)
    die.force_buttons["chaos"].click()
    assert sum(die.counts.values()) == 0 and die.next_cost == 1
    assert "chaos" in die.message.value and "chosen for the lesson" in die.message.value


def test_practice_plot_shows_the_tally() -> None:
    die = PlanarDieRoller(seed=3)
    first = die.image.value
    die.roll_many(10)
    assert die.image.value[:4] == b"\x89PNG" and die.image.value != first
    heights = [round(float(p.get_height()) * 10) for p in die.ax.patches]
    assert heights == [die.counts[f] for f in ("planeswalk", "chaos", "blank")]


def test_901_9_game_rolls_pay_the_rising_cost_2013_07() -> None:
    stepper = GameStepper(Timeline(planechase_game(battlefield=["Island"])))
    die = PlanarDieRoller(stepper, plot=False)
    assert "The next roll costs {0}" in die.info.value and "rule 901.9" in die.info.value
    die.force_buttons["blank"].click()
    assert stepper.state.player("Alice").rolls == 1
    assert "The next roll costs {1}" in die.info.value
    die.force_buttons["planeswalk"].click()  # pays {1} with the Island
    assert stepper.state.battlefield[0].tapped
    assert "The next roll costs {2}" in die.info.value
    assert sum(die.counts.values()) == 0  # forced faces say nothing about chance


def test_901_9_unpaid_roll_is_refused_with_its_rule_and_changes_nothing() -> None:
    stepper = GameStepper(Timeline(planechase_game()))
    die = PlanarDieRoller(stepper, plot=False)
    die.force_buttons["blank"].click()
    n = len(stepper.timeline)
    die.roll_button.click()
    assert "Not allowed." in die.message.value and "costs {1}" in die.message.value
    assert "901.9" in re.findall(r'class="mt-rule">([^<]+)<', die.message.value)
    assert len(stepper.timeline) == n


def test_seeded_game_rolls_are_tallied_up_to_the_cursor() -> None:
    stepper = GameStepper(Timeline(planechase_game(battlefield=["Island"] * 6)))
    die = PlanarDieRoller(stepper, plot=False)
    for _ in range(4):
        die.roll_button.click()
        while stepper.state.stack:  # let chaos and planeswalking resolve
            who = mt.current_player(stepper.state)
            pending = stepper.state.pending
            stepper.apply(mt.Choose(who, pending.options[0]) if pending else mt.Pass(who))
    assert sum(die.counts.values()) == 4
    stepper.goto(0)
    assert sum(die.counts.values()) == 0


def test_roll_outside_a_main_phase_is_refused_2011_09() -> None:
    s = mt.build_game(["Alice", "Bob"], edition="2011-09", step="upkeep",
                      planechase={"decks": {"Alice": ["Panopticon"], "Bob": ["Tazeem"]},
                                  "face up": "Panopticon"})
    stepper = GameStepper(Timeline(s))
    die = PlanarDieRoller(stepper, plot=False)
    die.roll_button.click()
    assert "only the active player may roll" in die.message.value
    cited = re.findall(r'class="mt-rule">([^<]+)<', die.message.value)
    assert "901.8" in cited  # the 2011 numbering of the special action


def test_a_game_without_planechase_says_so() -> None:
    stepper = GameStepper(Timeline(mt.build_game(["Alice", "Bob"])))
    die = PlanarDieRoller(stepper, plot=False)
    assert "not a Planechase game" in die.info.value
    die.roll_button.click()
    assert "901.1" in die.message.value


def test_roll_many_is_for_the_practice_die_only() -> None:
    die = PlanarDieRoller(GameStepper(Timeline(planechase_game())), plot=False)
    with pytest.raises(ValueError, match="practice die"):
        die.roll_many(3)


def test_every_die_button_has_a_text_label_and_tooltip() -> None:
    die = PlanarDieRoller(seed=0, plot=False)
    buttons = [die.roll_button, *die.force_buttons.values(), *die.many_buttons,
               die.new_turn_button, die.reset_button]
    assert all(b.description.strip() and b.tooltip and not b.icon for b in buttons)


def test_901_9_die_tab_says_who_may_roll_and_a_roll_says_what_it_did() -> None:
    from html import unescape

    stepper = GameStepper(Timeline(planechase_game()))
    die = PlanarDieRoller(stepper, plot=False)
    assert "Alice may roll now" in unescape(die.info.value)
    die.roll("planeswalk")  # the planeswalking ability waits on the stack
    text = unescape(die.message.value)
    assert "Alice rolls the planar die" in text and "Planeswalker symbol" in text
    info = unescape(die.info.value)
    assert "may roll now" not in info and "Alice can't roll now" in info
    assert "stack" in info


AETHER = """
title: Chaotic Aether, then Tazeem
players: [Alice, Bob]
turn: {active: Alice, step: precombat main}
setup:
  Alice:
    battlefield: [Island, Island, Island]
    library: [Island, Island, Island, Island]
planechase:
  decks:
    Alice: [Fields of Summer, Chaotic Aether, Tazeem]
    Bob: [The Eon Fog]
  face up: Fields of Summer
steps:
  - "Alice: roll the planar die: planeswalk"
  - "all: resolve"
  - "all: resolve"
expect:
  face up: [Tazeem]
  stack: []
"""


def test_901_9a_a_blank_under_chaotic_aether_says_it_counts_as_chaos() -> None:
    from html import unescape

    from magictutor.scenarios.scenario import load_scenario, run_scenario

    result = run_scenario(load_scenario(AETHER))
    assert result.passed
    die = PlanarDieRoller(GameStepper(result.timeline()), plot=False)
    die.roll("blank")
    text = unescape(die.message.value)
    assert "makes every blank roll a chaos roll" in text, text


def test_901_3a_die_counts_sit_above_the_dashed_chance_line() -> None:
    """Each count is written above its bar and above the dashed line of its face's chance
    (1/6, 1/6, 4/6 by 901.3a), so a bar a little short of its chance does not have its count
    struck through by the line."""
    from magictutor.plots.die import FACE_NAMES, PROBABILITY
    from magictutor.widgets import PlanarDieRoller

    die = PlanarDieRoller(seed=1)
    die.roll_many(10)
    n = sum(die.counts.values())
    for label, f in zip(die._labels, FACE_NAMES, strict=True):
        assert label.xy[1] == max(die.counts[f] / n, PROBABILITY[f])
        assert label.xy[1] >= PROBABILITY[f]
