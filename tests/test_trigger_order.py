"""603.3b: triggered abilities of different sources are different abilities, even with the
same name; their controller puts them on the stack in the order they choose, and the
notation names them as the choice lists them (``choose Hellrider trigger #2``)."""

from __future__ import annotations

import pytest
from pwkit import Game

import magictutor as mt
from magictutor.scenarios.notation import parse_action


def two_hellriders(edition: str, players: list[str] | None = None) -> Game:
    g = Game(players, edition=edition, active="Bob",
             setup={"Bob": {"battlefield": ["Hellrider", "Hellrider"]}})
    g.advance("declare attackers")
    a, b = [o.id for o in g.state.battlefield if o.name == "Hellrider"]
    g.do(mt.DeclareAttackers("Bob", ((a, "Alice"), (b, "Alice"))))
    return g


@pytest.mark.parametrize("edition", mt.EDITIONS)
def test_603_3b_same_named_triggers_of_two_sources_are_ordered_by_their_controller(edition):
    g = two_hellriders(edition)
    p = g.pending
    assert p is not None and p.player == "Bob" and p.rules == ("603.3b",)
    assert p.options == ("Hellrider trigger", "Hellrider trigger #2", "Hellrider trigger #3",
                         "Hellrider trigger #4")
    assert "from Hellrider #1" in p.prompt and "from Hellrider #2" in p.prompt
    g.do(parse_action(g.state, "Bob: choose Hellrider trigger #3"))
    assert "603.3b" in g.cites
    third = p.prompt.split("Hellrider trigger #3 (")[1].split(")")[0]
    assert f"puts Hellrider trigger #3 ({third}) on the stack first" in g.log
    g.resolve_all()
    while g.pending is not None and g.pending.kind == "option":
        g.choose(g.pending.options[0])
        g.resolve_all()
    assert g.life("Alice") == 16  # four triggers, one damage each


@pytest.mark.parametrize("edition", mt.EDITIONS)
def test_603_3b_one_source_doing_the_same_twice_needs_no_order(edition):
    g = Game(None, edition=edition, active="Bob",
             setup={"Bob": {"battlefield": ["Hellrider", "Grizzly Bears"]}})
    g.advance("declare attackers")
    g.attack(("Hellrider", "Alice"), ("Grizzly Bears", "Alice"))
    assert g.pending is None  # both deal 1 damage from the same Hellrider to Alice
    assert [o.name for o in g.state.stack] == ["Hellrider trigger", "Hellrider trigger"]


@pytest.mark.parametrize("edition", mt.EDITIONS)
def test_603_3b_one_source_for_two_defending_players_is_ordered(edition):
    g = Game(["Alice", "Bob", "Carol"], edition=edition, active="Bob",
             setup={"Bob": {"battlefield": ["Hellrider", "Grizzly Bears"]}})
    g.advance("declare attackers")
    g.attack(("Hellrider", "Alice"), ("Grizzly Bears", "Carol"))
    assert g.pending is not None and g.pending.rules == ("603.3b",)
    assert "attacking Carol" in g.pending.prompt
