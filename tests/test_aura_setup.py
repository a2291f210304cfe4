"""Auras in a scenario's setup and checks, in every edition: ``Pacifism (enchanting Hill
Giant)`` sets an Aura up attached to a permanent (303.4b: that permanent is enchanted),
refused at load with its line when the name fits no permanent, the card isn't an Aura
(303.4, 702.5a) or its enchant ability doesn't accept the permanent (702.5a); the card check
``enchanting`` grades what an Aura is attached to, and the state-based action (704.5n to
2013-07, 704.5m from 2017-09) still applies to a set-up Aura."""

from __future__ import annotations

import textwrap

import pytest
from test_planechase import EDITIONS

from magictutor.engine.setup import build_game, parse_permanent
from magictutor.errors import SetupError
from magictutor.model.query import chars_of, is_enchanted
from magictutor.scenarios.scenario import ScenarioError, load_scenario, run_scenario

SBA_AURA = {"2011-09": "704.5n", "2013-07": "704.5n", "2017-09": "704.5m", "current": "704.5m"}


def scenario(edition: str, alice: str, bob: str, steps: str = "[]", expect: str = "") -> str:
    return textwrap.dedent(f"""\
        title: set-up Auras
        edition: "{edition}"
        players: [Alice, Bob]
        turn: {{active: Alice, step: precombat main}}
        setup:
          Alice:
            battlefield: {alice}
            hand: [Lightning Bolt]
          Bob:
            battlefield: {bob}
        steps: {steps}
        """) + expect


def refused(text: str) -> ScenarioError:
    with pytest.raises(ScenarioError) as err:
        load_scenario(text)
    return err.value


@pytest.mark.parametrize("edition", EDITIONS)
def test_303_4b_a_setup_aura_is_attached_to_the_permanent_it_names(edition):
    s = build_game(["Alice", "Bob"], edition=edition, setup={
        "Alice": {"battlefield": ["Giant Strength (enchanting Bob's Grizzly Bears #2)"]},
        "Bob": {"battlefield": ["Grizzly Bears", "Grizzly Bears"]}})
    first, second = [o.id for o in s.battlefield if o.name == "Grizzly Bears"]
    assert is_enchanted(s, second) and not is_enchanted(s, first)
    assert chars_of(s, second).power == 4, "Giant Strength applies to what it enchants"
    assert parse_permanent("Pacifism (tapped, enchanting Thrun, the Last Troll)") == {
        "name": "Pacifism", "tapped": True, "enchanting": "Thrun, the Last Troll"}


@pytest.mark.parametrize("edition", EDITIONS)
def test_303_4_setup_auras_are_refused_at_load_with_line_and_reason(edition):
    e = refused(scenario(edition, "[Mountain]", "[Hill Giant, Pacifism (enchanting Hill Gint)]"))
    assert e.line == 10 and "no permanent named 'Hill Gint'" in str(e)
    e = refused(scenario(edition, "[Grizzly Bears (enchanting Bob's Hill Giant)]",
                         "[Hill Giant]"))
    assert e.line == 7 and "not an Aura" in str(e) and "702.5a" in str(e)
    e = refused(scenario(edition, "[Mountain]", "[Pacifism (enchanting Alice's Mountain)]"))
    assert e.line == 10 and "can't enchant Mountain" in str(e)
    e = refused(scenario(edition, "[Grizzly Bears]",
                         "[Grizzly Bears, Pacifism (enchanting Grizzly Bears)]"))
    assert "say whose" in str(e)
    with pytest.raises(SetupError, match="can't enchant Mountain"):
        build_game(["Alice", "Bob"], edition=edition, setup={
            "Alice": {"battlefield": ["Mountain", "Pacifism (enchanting Mountain)"]}})


@pytest.mark.parametrize("edition", EDITIONS)
def test_704_5_a_setup_aura_goes_when_its_creature_dies_and_checks_grade_it(edition):
    steps = '["Alice: cast Lightning Bolt targeting Grizzly Bears", "all: resolve"]'
    expect = textwrap.dedent("""\
        expect:
          Pacifism: {zone: graveyard, enchanting: none}
          log cites: [%s]
        """) % SBA_AURA[edition]
    text = scenario(edition, "[Mountain]", "[Grizzly Bears, Pacifism (enchanting Grizzly "
                    "Bears)]", steps, expect)
    assert run_scenario(load_scenario(text)).passed
    wrong = text.replace("Pacifism: {zone: graveyard, enchanting: none}",
                         "Pacifism: {enchanting: Grizzly Bears}")
    result = run_scenario(load_scenario(wrong))
    assert not result.passed and "enchanting" in str(result.first_failure)
    start = scenario(edition, "[Mountain]", "[Grizzly Bears, Pacifism (enchanting Grizzly "
                     "Bears)]", "[]", "expect:\n  Pacifism: {enchanting: Grizzly Bears}\n")
    assert run_scenario(load_scenario(start)).passed
