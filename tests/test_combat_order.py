"""Who assigns combat damage, and how (509.2 / 510.1c-d): the attacking player's damage
assignment order among a creature's blockers in 2011-09, 2013-07 and 2017-09 (509.2 in
those texts); no order in the current rules, where 509.2 is the active player getting
priority and the attacker's damage is divided as its controller chooses (510.1c). A blocked
creature without trample assigns its damage to its blockers, even when it attacks a
planeswalker (510.1c)."""

from __future__ import annotations

import pytest
from pwkit import Game

import magictutor as mt
from magictutor.editions.data import RULE_NUMBERS
from magictutor.scenarios.notation import format_action, parse_action

EDITIONS = mt.EDITIONS


def blocked_giant(edition: str) -> Game:
    g = Game(None, edition=edition, active="Bob",
             setup={"Alice": {"battlefield": ["Jace Beleren (loyalty 3)", "Grizzly Bears"]},
                    "Bob": {"battlefield": ["Hill Giant"]}})
    g.advance("declare attackers")
    g.attack(("Hill Giant", "Jace Beleren"))
    g.advance("declare blockers")
    g.block("Alice", ("Grizzly Bears", "Hill Giant"))
    return g


@pytest.mark.parametrize("edition", EDITIONS)
def test_510_1c_blocked_creature_attacking_a_planeswalker_assigns_to_its_blockers(edition):
    g = blocked_giant(edition)
    giant, bears, jace = g.id("Hill Giant"), g.id("Grizzly Bears"), g.id("Jace Beleren")
    err = g.refuse(mt.AssignDamage("Bob", giant, ((bears, 2), (jace, 1))))
    assert err.rules == ("510.1c",)  # not a trample rule: the Giant has no trample
    assert not any(r.startswith("702.") for r in err.rules)
    g.advance("end of combat")
    assert g.loyalty("Jace Beleren") == 3 and g.zone("Grizzly Bears") == "graveyard"


OLD = ["2011-09", "2013-07", "2017-09"]


def double_block(edition: str) -> Game:
    """Alice's Hill Giant (3/3) attacks Bob, who blocks it with Grizzly Bears and Wall of
    Stone (0/8)."""
    g = Game(None, edition=edition, active="Alice",
             setup={"Alice": {"battlefield": ["Hill Giant"]},
                    "Bob": {"battlefield": ["Grizzly Bears", "Wall of Stone"]}})
    g.advance("declare attackers")
    g.attack(("Hill Giant", "Bob"))
    g.advance("declare blockers")
    g.block("Bob", ("Grizzly Bears", "Hill Giant"), ("Wall of Stone", "Hill Giant"))
    return g


@pytest.mark.parametrize("edition", OLD)
def test_509_2_the_attacking_player_announces_the_damage_assignment_order(edition):
    g = double_block(edition)
    p = g.pending
    assert p is not None and p.kind == "damage_order" and p.player == "Alice"
    assert p.rules == ("509.2",)
    bears, wall, giant = g.id("Grizzly Bears"), g.id("Wall of Stone"), g.id("Hill Giant")
    assert {(bears, wall), (wall, bears)} == set(p.options)
    err = g.refuse(mt.Choose("Bob", (bears, wall)))  # the defending player doesn't choose
    assert "509.2" in err.rules
    g.refuse(mt.Choose("Alice", (bears,)))  # each blocker once
    a = parse_action(g.state, "Alice: order blockers Wall of Stone, Grizzly Bears")
    assert a == mt.Choose("Alice", (wall, bears))
    assert format_action(g.state, a) == "Alice: order blockers Wall of Stone, Grizzly Bears"
    g.do(a)
    assert "Alice announces Hill Giant's damage assignment order: Wall of Stone, then " \
           "Grizzly Bears (509.2)" in g.log
    # lethal damage to the Wall (8) comes first, so the Bears can't be dealt any
    err = g.refuse(mt.AssignDamage("Alice", giant, ((bears, 2), (wall, 1))))
    assert err.rules == ("510.1c",)
    g.advance("end of combat")  # by default all 3 to the Wall, first in the order
    assert g.zone("Grizzly Bears") == "battlefield" and g.obj("Wall of Stone").damage == 3


@pytest.mark.parametrize("edition", OLD)
def test_509_2_the_order_chosen_not_the_order_declared_decides_lethal_damage(edition):
    g = double_block(edition)
    g.do(parse_action(g.state, "Alice: order blockers Grizzly Bears, Wall of Stone"))
    g.advance("end of combat")
    assert g.zone("Grizzly Bears") == "graveyard" and g.obj("Wall of Stone").damage == 1


def test_510_1c_current_no_damage_assignment_order_damage_is_divided_freely():
    g = double_block("current")
    assert g.pending is None  # 509.2 is now the active player getting priority
    assert RULE_NUMBERS["turn.damage_order"]["current"] is None
    bears, wall, giant = g.id("Grizzly Bears"), g.id("Wall of Stone"), g.id("Hill Giant")
    g.do(mt.AssignDamage("Alice", giant, ((wall, 1), (bears, 2))))  # in any division
    g.advance("end of combat")
    assert g.zone("Grizzly Bears") == "graveyard" and g.obj("Wall of Stone").damage == 1
    assert "510.1c" in g.cites and "509.2" not in g.cites


def test_509_2_the_action_panel_offers_each_order_and_plays_it_2013():
    from magictutor.engine.timeline import Timeline
    from magictutor.widgets import GameStepper
    from magictutor.widgets.actions import ActionPanel

    g = double_block("2013-07")
    panel = ActionPanel(GameStepper(Timeline(g.state)))
    labels = [b.description for b in panel.buttons]
    assert "order blockers Wall of Stone, Grizzly Bears" in labels
    panel.button("order blockers Wall of Stone, Grizzly Bears").click()
    s = panel.stepper.state
    assert s.pending is None
    assert s.combat.blockers_of(g.id("Hill Giant")) == (g.id("Wall of Stone"),
                                                        g.id("Grizzly Bears"))
