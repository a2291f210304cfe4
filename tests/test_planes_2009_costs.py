"""Planechase (2009) planes that change what spells cost (601.2e, 601.2f from 2017-09; a cost
reduced by an effect, 117.7, 118.7 today), Turri Island and Feeding Grounds, or how many lands a
player may play (305.2), Naya; with their chaos abilities, by edition."""

from __future__ import annotations

import pytest
from test_planechase import EDITIONS, PLANE
from test_planes_2009 import cited, grave, on

import magictutor as mt
from magictutor.cards import card
from magictutor.model.query import chars_of
from magictutor.rules.costs import spell_cost

TOTAL = {"2011-09": "601.2e", "2013-07": "601.2e", "2017-09": "601.2f", "current": "601.2f"}
REDUCE = {"2011-09": "117.7", "2013-07": "117.7", "2017-09": "117.7", "current": "118.7"}
COUNTERS = {"2011-09": "121.1", "2013-07": "121.1", "2017-09": "121.1", "current": "122.1"}


def casts(t, name: str) -> list:
    oid = t.id(name, zone="hand")
    return [a for a in mt.legal_actions(t.state) if isinstance(a, mt.Cast) and a.card == oid]


@pytest.mark.parametrize("edition", EDITIONS)
def test_turri_island_creature_spells_cost_2_less_and_chaos_sorts_the_top_three(edition):
    t = on("Turri Island", edition,
           setup={"Alice": {"hand": ["Hill Giant", "Lava Axe"],
                            "battlefield": ["Mountain", "Mountain"],
                            "library": ["Grizzly Bears", "Island", "Serra Angel", "Island"]}})
    assert casts(t, "Hill Giant"), "{3}{R} less {2}: two Mountains are enough"
    assert not casts(t, "Lava Axe"), "a sorcery costs what it costs"
    t.do(mt.Cast("Alice", t.id("Hill Giant"), ()))
    assert "Hill Giant costs {2} less: Alice pays {1}{R}" in t.log
    t.resolve()
    assert t.zone("Hill Giant") == "battlefield"
    t.roll("chaos")
    t.resolve()
    assert sorted(t.hand("Alice")) == ["Grizzly Bears", "Lava Axe", "Serra Angel"]
    assert grave(t, "Alice") == ["Island"]
    cited(t, TOTAL[edition], REDUCE[edition], f"{PLANE[edition]}.7")


@pytest.mark.parametrize("edition", EDITIONS)
def test_feeding_grounds_red_and_green_cost_1_less_and_chaos_counts_mana_value(edition):
    t = on("Feeding Grounds", edition,
           setup={"Alice": {"hand": ["Hill Giant", "Grizzly Bears", "Lightning Bolt"],
                            "battlefield": ["Mountain", "Mountain", "Mountain", "Forest"]},
                  "Bob": {"battlefield": ["Serra Angel"]}})
    t.do(mt.Cast("Alice", t.id("Hill Giant"), ()))
    t.resolve()
    t.do(mt.Cast("Alice", t.id("Grizzly Bears"), ()))
    t.resolve()
    assert "Alice pays {2}{R}" in t.log and "Alice pays {G}" in t.log
    bolt = spell_cost(t.state, card("Lightning Bolt", edition), None)
    assert bolt == ("{R}", None, 0), "a reduction of generic mana never takes off {R} (117.7)"
    t.roll("chaos")  # (the first roll of the turn is free)
    t.choose("Serra Angel")
    t.resolve()
    assert t.obj("Serra Angel").counter("+1/+1") == 5, "{3}{W}{W}: mana value 5"
    cited(t, TOTAL[edition], COUNTERS[edition])


# --- Naya ------------------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_naya_any_number_of_lands_305_2_and_chaos_pumps_by_lands(edition):
    t = on("Naya", edition, setup={"Alice": {"hand": ["Forest", "Plains", "Island"],
                                             "battlefield": ["Grizzly Bears"]},
                                   "Bob": {"hand": ["Forest", "Swamp"],
                                           "battlefield": ["Serra Angel"]}})
    for land in ("Forest", "Plains", "Island"):
        t.do(mt.PlayLand("Alice", t.id(land, zone="hand", owner="Alice")))
    t.roll("chaos")
    assert t.state.stack[0].targets == (t.id("Grizzly Bears"),), "her one green creature"
    t.resolve()
    c = chars_of(t.state, t.id("Grizzly Bears"))
    assert (c.power, c.toughness) == (5, 5), "three lands: +3/+3"
    t.advance("precombat main", turn=2)
    t.do(mt.PlayLand("Bob", t.id("Forest", zone="hand", owner="Bob")))
    t.do(mt.PlayLand("Bob", t.id("Swamp", zone="hand")))  # his turn: he controls the plane
    assert t.state.player("Bob").lands_played == 2
    cited(t, f"{PLANE[edition]}.7")


def test_305_2_without_naya_a_second_land_is_refused():
    t = on("Krosa", setup={"Alice": {"hand": ["Forest", "Plains"]}})
    t.do(mt.PlayLand("Alice", t.id("Forest", zone="hand")))
    assert "305.2" in t.refuse(mt.PlayLand("Alice", t.id("Plains", zone="hand"))).rules
