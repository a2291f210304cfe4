"""Trample over planeswalkers (702.19c-e of the current rules) and plain trample's limit
(702.19f), both for the automatic assignment and a player's own division (510.1c-d,
``AssignDamage``); older editions have no such keyword and refuse a card with it at setup.
"""

from __future__ import annotations

import pytest
from pwkit import Game

import magictutor as mt
from magictutor.errors import SetupError
from magictutor.scenarios.load import load_text
from magictutor.scenarios.run import run_scenario
from magictutor.scenarios.validate import ScenarioError

OLDER = ("2011-09", "2013-07", "2017-09")
STOMPER = {"name": "Wild Stomper", "types": ["Creature"], "subtypes": ["Beast"],
           "cost": "{4}{G}{G}", "colors": ["G"], "power": 6, "toughness": 6,
           "keywords": ["trample over planeswalkers"],
           "text": "Trample over planeswalkers (a judge's test creature)."}
STINGER = dict(STOMPER, name="Wild Stinger", power=4, toughness=1,
               keywords=["trample over planeswalkers", "deathtouch"])
ROAR = {"name": "Stomping Roar", "types": ["Instant"], "cost": "{G}", "colors": ["G"],
        "text": "Your creatures get +1/+1 and trample over planeswalkers until end of turn.",
        "abilities": [{"kind": "spell", "effects": [
            {"pump": [1, 1], "keywords": ["trample over planeswalkers"],
             "to": "each creature you control"}]}]}


def game(alice: list | None = None, bob: list | None = None, hand: list | None = None,
         edition: str = "current") -> Game:
    g = Game(edition=edition, active="Bob", cards=[STOMPER, STINGER, ROAR], setup={
        "Alice": {"battlefield": alice or ["Jace Beleren (loyalty 3)"]},
        "Bob": {"battlefield": bob or ["Wild Stomper"], "hand": hand or []}})
    g.advance("declare attackers")
    return g


def test_702_19c_unblocked_excess_beyond_loyalty_goes_to_the_controller():
    g = game()
    g.attack(("Wild Stomper", "Jace Beleren"))
    g.advance("end of combat")
    assert g.zone("Jace Beleren") == "graveyard" and g.life("Alice") == 17
    assert "702.19c" in g.cites and "3 damage beyond Jace Beleren's loyalty" in g.log


def test_702_19c_blocked_lethal_to_the_blocker_then_loyalty_then_the_controller():
    g = game(alice=["Jace Beleren (loyalty 3)", "Grizzly Bears"])
    g.attack(("Wild Stomper", "Jace Beleren"))
    g.advance("declare blockers")
    g.block("Alice", ("Grizzly Bears", "Wild Stomper"))
    g.advance("end of combat")
    assert g.zone("Grizzly Bears") == "graveyard" and g.zone("Jace Beleren") == "graveyard"
    assert g.life("Alice") == 19


@pytest.mark.parametrize("division, rule", [
    ((("bears", 2), ("jace", 2), ("Alice", 2)), "702.19c"),  # short of Jace's loyalty
    ((("bears", 1), ("jace", 3), ("Alice", 2)), "702.19b"),  # short of the blocker's lethal
])
def test_702_19c_a_division_past_the_planeswalker_needs_lethal_and_loyalty_first(division,
                                                                                  rule):
    g = game(alice=["Jace Beleren (loyalty 3)", "Grizzly Bears"])
    g.attack(("Wild Stomper", "Jace Beleren"))
    g.advance("declare blockers")
    g.block("Alice", ("Grizzly Bears", "Wild Stomper"))
    ids = {"bears": g.id("Grizzly Bears"), "jace": g.id("Jace Beleren"), "Alice": "Alice"}
    stomper = g.id("Wild Stomper")
    err = g.refuse(mt.AssignDamage("Bob", stomper, tuple((ids[k], n) for k, n in division)))
    assert rule in err.rules
    g.do(mt.AssignDamage("Bob", stomper, ((ids["bears"], 3), (ids["jace"], 3))))  # may keep it
    g.do(mt.AssignDamage("Bob", stomper, ((ids["bears"], 2), (ids["jace"], 3), ("Alice", 1))))
    g.advance("end of combat")
    assert g.life("Alice") == 19 and g.zone("Jace Beleren") == "graveyard"


def test_702_19c_other_creatures_damage_to_the_planeswalker_counts():
    g = game(bob=["Wild Stomper", "Hill Giant"])
    g.attack(("Wild Stomper", "Jace Beleren"), ("Hill Giant", "Jace Beleren"))
    g.advance("declare blockers")  # (Alice has no creature: no blockers)
    g.do(mt.AssignDamage("Bob", g.id("Wild Stomper"), (("Alice", 6),)))  # the Giant's 3 does
    g.advance("end of combat")
    assert g.life("Alice") == 14 and g.zone("Jace Beleren") == "graveyard"


def test_702_19c_the_automatic_assignment_counts_other_creatures_too():
    g = game(bob=["Wild Stomper", "Hill Giant"])
    g.attack(("Wild Stomper", "Jace Beleren"), ("Hill Giant", "Jace Beleren"))
    g.advance("end of combat")
    assert g.life("Alice") == 14 and g.zone("Jace Beleren") == "graveyard"


def test_702_19c_deathtouch_makes_one_damage_lethal_before_the_rest_goes_on():
    g = game(alice=["Jace Beleren (loyalty 2)", "Hill Giant"], bob=["Wild Stinger"])
    g.attack(("Wild Stinger", "Jace Beleren"))
    g.advance("declare blockers")
    g.block("Alice", ("Hill Giant", "Wild Stinger"))
    g.advance("end of combat")
    assert g.zone("Hill Giant") == "graveyard" and g.zone("Jace Beleren") == "graveyard"
    assert g.life("Alice") == 19


def test_702_19d_blocked_with_no_blocker_left_loyalty_then_the_controller():
    g = game(alice=["Jace Beleren (loyalty 3)", "Grizzly Bears"],
             bob=["Wild Stomper", "Mountain"], hand=["Lightning Bolt"])
    g.attack(("Wild Stomper", "Jace Beleren"))
    g.advance("declare blockers")
    g.block("Alice", ("Grizzly Bears", "Wild Stomper"))
    g.cast("Bob", "Lightning Bolt", "Grizzly Bears")
    g.resolve()
    g.advance("end of combat")
    assert g.zone("Jace Beleren") == "graveyard" and g.life("Alice") == 17
    assert {"702.19c", "702.19d"} <= g.cites


@pytest.mark.parametrize("blocked", [True, False])
def test_702_19e_planeswalker_removed_from_combat_damage_to_the_defending_player(blocked):
    g = game(alice=["Jace Beleren (loyalty 3)", "Grizzly Bears"],
             bob=["Wild Stomper", "Swamp", "Swamp", "Swamp"], hand=["Hero's Downfall"])
    g.attack(("Wild Stomper", "Jace Beleren"))
    g.advance("declare blockers")
    g.do(mt.DeclareBlockers("Alice", ((g.id("Grizzly Bears"), g.id("Wild Stomper")),)
                            if blocked else ()))
    g.cast("Bob", "Hero's Downfall", "Jace Beleren")
    g.resolve()
    if blocked:  # (lethal to the Bears first: 702.19e; Jace is gone, not a recipient: 506.4)
        err = g.refuse(mt.AssignDamage("Bob", g.id("Wild Stomper"),
                                       ((g.id("Grizzly Bears"), 1), ("Alice", 5))))
        assert "702.19b" in err.rules
    g.advance("end of combat")
    assert g.life("Alice") == (16 if blocked else 14)
    assert "702.19e" in g.cites and "isn't attacking Alice" in g.log


def test_702_19f_plain_trample_still_never_reaches_the_controller():
    g = game(bob=["Colossal Dreadmaw"])
    g.attack(("Colossal Dreadmaw", "Jace Beleren"))
    g.advance("declare blockers")
    err = g.refuse(mt.AssignDamage("Bob", g.id("Colossal Dreadmaw"),
                                   ((g.id("Jace Beleren"), 3), ("Alice", 3))))
    assert "702.19f" in err.rules
    g.advance("end of combat")
    assert g.life("Alice") == 20


def test_702_19c_granted_by_a_spell_in_the_current_rules():
    g = game(bob=["Hill Giant", "Forest"], hand=["Stomping Roar"])
    g.attack(("Hill Giant", "Jace Beleren"))
    g.cast("Bob", "Stomping Roar")
    g.resolve()
    g.advance("end of combat")
    assert g.life("Alice") == 19 and g.zone("Jace Beleren") == "graveyard"


@pytest.mark.parametrize("edition", OLDER)
@pytest.mark.parametrize("where", ["battlefield", "hand"])
def test_702_19c_older_editions_refuse_the_keyword_at_setup(edition, where):
    names = {"battlefield": ["Wild Stomper"], "hand": ["Stomping Roar"]}[where]
    with pytest.raises(SetupError, match=f"the {edition} rules don't have"):
        mt.build_game(["Alice", "Bob"], edition=edition, cards=[STOMPER, ROAR],
                      setup={"Bob": {where: names}})


@pytest.mark.parametrize("edition", OLDER)
def test_702_19c_older_editions_refuse_a_scenario_with_file_line_and_edition(edition):
    sc = load_text(f"""\
title: trample over planeswalkers in old rules
edition: "{edition}"
players: [Alice, Bob]
cards:
  - {{name: Wild Stomper, types: [Creature], power: 6, toughness: 6, cost: "{{4}}{{G}}{{G}}",
     keywords: [trample over planeswalkers]}}
setup:
  Bob: {{battlefield: [Wild Stomper]}}
steps: []
""", "old.yaml")
    with pytest.raises(ScenarioError) as e:
        run_scenario(sc)
    assert e.value.line == 7 and "old.yaml" in str(e.value) and edition in str(e.value)


def test_702_19c_a_misspelt_keyword_is_refused_with_the_closest_word():
    bad = dict(STOMPER, keywords=["trample over planeswalker"])
    with pytest.raises(mt.DataFileError, match="trample over planeswalkers"):
        mt.build_game(["Alice", "Bob"], edition="current", cards=[bad])
