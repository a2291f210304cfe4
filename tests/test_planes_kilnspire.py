"""Kilnspire District (Planechase 2012, Ravnica): a plane whose charge counters add red mana
on arrival and in each precombat main phase of its planar controller (309.4; 311.4 in
``current``), and whose chaos ability asks for a cost paid as it resolves: "you may pay {X};
if you do, ..." (117.12; 118.12 today), X chosen then (107.3e; 107.3f today)."""

from __future__ import annotations

import pytest
from test_planechase import EDITIONS, two
from test_planes_2012 import chaos as _chaos  # noqa: F401 - (the same table helpers)
from test_planes_2012 import on, walk_to

import magictutor as mt

TO_RESOLVE = {"2011-09": "117.12", "2013-07": "117.12", "2017-09": "117.12",
              "current": "118.12"}
X_CHOSEN = {"2011-09": "107.3e", "2013-07": "107.3e", "2017-09": "107.3e",
            "current": "107.3f"}


def charge(t) -> int:
    plane = next(o for o in t.state.objects.values() if o.name == "Kilnspire District"
                 and o.zone == "command")
    return plane.counter("charge")


@pytest.mark.parametrize("edition", EDITIONS)
def test_kilnspire_district_charge_counters_add_red_on_arrival_and_each_precombat_main(edition):
    t = walk_to("Kilnspire District", edition)
    t.resolve_all()
    assert charge(t) == 1 and t.state.player("Alice").mana == "R"
    assert "106.4" in t.cites  # (the mana goes into her pool)
    t.advance("precombat main", turn=2)  # (Bob's turn: he is the planar controller, "you")
    t.resolve_all()
    assert t.state.active == "Bob" and charge(t) == 2 and t.state.player("Bob").mana == "RR"
    assert t.state.player("Alice").mana == ""  # (her pool emptied long ago: 106.4)


@pytest.mark.parametrize("edition", EDITIONS)
def test_117_12_kilnspire_district_chaos_pays_x_as_it_resolves_and_deals_x(edition):
    t = on("Kilnspire District", edition, setup={
        "Alice": {"battlefield": ["Mountain", "Mountain", "Mountain"]}})
    t.roll("chaos")
    t.choose("Bob")  # (its target, as it goes on the stack)
    t.resolve_all()
    p = t.pending
    assert p is not None and p.player == "Alice"
    assert "pay 3" in p.options and "pay 4" not in p.options and "decline" in p.options
    t.refuse(mt.Choose("Alice", "pay 4"))  # (more than her lands can pay: not offered)
    t.choose("pay 2")
    assert t.state.player("Bob").life == 18
    assert sum(o.tapped for o in t.state.battlefield if o.name == "Mountain") == 2
    assert {TO_RESOLVE[edition], X_CHOSEN[edition]} <= t.cites


@pytest.mark.parametrize("edition", EDITIONS)
def test_117_12_declining_the_x_cost_means_nothing_happens(edition):
    t = on("Kilnspire District", edition, setup={"Alice": {"battlefield": ["Mountain"]}})
    t.roll("chaos")
    t.choose("Bob")
    t.resolve_all()
    t.choose("decline")
    assert t.state.player("Bob").life == 20
    assert not any(o.tapped for o in t.state.battlefield)


@pytest.mark.parametrize("edition", EDITIONS)
def test_115_4_kilnspire_district_targets_a_planeswalker_only_in_current(edition):
    """"Any target" (115.4) exists only in ``current``; before it the chaos ability targets a
    creature or player (and damage to a player may then be redirected, 306.7)."""
    t = on("Kilnspire District", edition, setup={
        "Bob": {"battlefield": ["Jace Beleren"]}, "Alice": {"battlefield": ["Mountain"]}})
    t.roll("chaos")
    options = t.pending.options if t.pending is not None else ()
    jace = t.id("Jace Beleren")
    assert (jace in options) == (edition == "current")


def test_may_pay_x_alone_on_a_scenario_card():
    """The ``may_pay_x`` word on a game's own card, and ``add_mana``'s ``times``."""
    cards = [{"name": "Test Furnace", "types": ["Plane"], "subtypes": ["Testland"],
              "text": "Chaos: pay X to gain X life; gain R for each charge counter.",
              "abilities": [{"kind": "chaos", "text": "Pay X: gain X life.",
                             "effects": [{"may_pay_x": [{"gain_life": "X", "who": "you"}]},
                                         {"add_mana": "R", "times": 2, "who": "you"}]}]}]
    t = two("2013-07", cards=cards, setup={"Alice": {"battlefield": ["Mountain"]}},
            planechase={"decks": {"Alice": ["Test Furnace", "Tazeem"],
                                  "Bob": ["Panopticon", "Fields of Summer"]},
                        "face up": "Test Furnace"})
    t.advance("precombat main")
    t.roll("chaos")
    t.resolve_all()
    t.choose("pay 1")
    t.resolve_all()
    assert t.state.player("Alice").life == 21 and t.state.player("Alice").mana == "RR"


def test_a_misspelt_may_pay_x_fails_at_load_with_the_closest_word():
    cards = [{"name": "Test Furnace", "types": ["Plane"], "subtypes": ["Testland"],
              "abilities": [{"kind": "chaos", "text": "x",
                             "effects": [{"may_pay_xx": [{"gain_life": 1}]}]}]}]
    with pytest.raises(ValueError, match="may_pay_x"):
        mt.build_game(["Alice", "Bob"], cards=cards)
