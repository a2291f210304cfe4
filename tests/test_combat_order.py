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
