"""Refusals and the events next to them cite the rule that actually does the work, in each
edition's numbering: an ability's targets under 602.2b (which applies 601.2c to activating),
a plane targeted as if it were a permanent under the rule saying it is none (309.2; 311.2
today), choices an effect offers as it resolves under 608.2d, and a blink's exile under the
exile rules (406.2 and the keyword action), not only 400.7."""

from __future__ import annotations

import pytest
from pwkit import Game
from test_planechase import EDITIONS
from test_planes_2012 import on

import magictutor as mt
from magictutor.editions import get_edition
from magictutor.rules.stack import check_targets

TARGET_RULE = {"2011-09": "114.1", "2013-07": "114.1", "2017-09": "114.1", "current": "115.1"}
ONLY_PERMANENTS = {"2011-09": "114.2", "2013-07": "114.2", "2017-09": "114.2", "current": "115.2"}
PLANE_NOT_PERMANENT = {"2011-09": "309.2", "2013-07": "309.2", "2017-09": "309.2",
                       "current": "311.2"}
EXILE_KEYWORD = {"2011-09": "701.9", "2013-07": "701.9", "2017-09": "701.10", "current": "701.13"}
LIB = ["Plains", "Island", "Swamp", "Mountain", "Forest"] * 2


def _gideon(edition: str) -> Game:
    return Game(["Alice", "Bob"], edition=edition, setup={
        "Alice": {"battlefield": ["Gideon Jura"], "library": LIB},
        "Bob": {"battlefield": ["Grizzly Bears"], "library": LIB}})


@pytest.mark.parametrize("edition", EDITIONS)
def test_602_2b_an_illegal_target_for_a_loyalty_ability_cites_602_2b_and_601_2c(edition):
    g = _gideon(edition)
    bears = g.id("Grizzly Bears")
    err = g.refuse(mt.Activate("Alice", g.id("Gideon Jura"), "-2", (bears,)))
    assert "602.2b" in err.rules and "601.2c" in err.rules
    assert "it needs a tapped creature" in str(err)


@pytest.mark.parametrize("edition", EDITIONS)
def test_602_2b_too_few_targets_for_a_loyalty_ability_cite_602_2b(edition):
    g = _gideon(edition)
    err = g.refuse(mt.Activate("Alice", g.id("Gideon Jura"), "+2", ()))
    assert {"602.2b", "601.2c"} <= set(err.rules)


@pytest.mark.parametrize("edition", EDITIONS)
def test_601_2c_an_illegal_target_for_a_spell_cites_601_2c_not_602_2b(edition):
    g = Game(["Alice", "Bob"], edition=edition, setup={
        "Alice": {"hand": ["Hero's Downfall"], "battlefield": ["Swamp"] * 3},
        "Bob": {"battlefield": ["Forest"]}})
    err = g.refuse(mt.Cast("Alice", g.id("Hero's Downfall"), (g.id("Forest"),)))
    assert "601.2c" in err.rules and "602.2b" not in err.rules
    assert "it needs a creature or planeswalker" in str(err)


def test_601_2c_a_target_word_reads_with_its_article_in_the_refusal():
    s = mt.build_game(["Alice", "Bob"], setup={"Bob": {"battlefield": ["Grizzly Bears"]}})
    bears = s.battlefield[0].id
    ed = get_edition("2013-07")
    (_, why), = check_targets(ed, s, ("opponent",), (bears,), "Alice", "X")
    assert why.endswith("it needs an opponent")
    (_, why), = check_targets(ed, s, ("tapped creature",), (bears,), "Alice", "X")
    assert why.endswith("it needs a tapped creature")


@pytest.mark.parametrize("edition", EDITIONS)
def test_309_2_a_spell_targeting_a_plane_cites_that_a_plane_is_not_a_permanent(edition):
    t = on("Tazeem", edition, setup={"Alice": {"hand": ["Hero's Downfall"],
                                               "battlefield": ["Swamp"] * 3}})
    plane = t.state.zones["faceup"][0]
    err = t.refuse(mt.Cast("Alice", t.id("Hero's Downfall", zone="hand"), (plane,)))
    assert {TARGET_RULE[edition], ONLY_PERMANENTS[edition], PLANE_NOT_PERMANENT[edition],
            "601.2c"} <= set(err.rules)
    assert "602.2b" not in err.rules


@pytest.mark.parametrize("edition", EDITIONS)
def test_309_2_a_loyalty_ability_targeting_a_plane_cites_309_2_and_602_2b(edition):
    t = on("Tazeem", edition, setup={"Alice": {"battlefield": ["Gideon Jura"]}})
    plane = t.state.zones["faceup"][0]
    err = t.refuse(mt.Activate("Alice", t.id("Gideon Jura"), "-2", (plane,)))
    assert {PLANE_NOT_PERMANENT[edition], "602.2b", "601.2c"} <= set(err.rules)


@pytest.mark.parametrize("edition", ["2017-09", "current"])
def test_608_2d_nissa_steward_of_elements_asks_under_608_2d(edition):
    g = Game(["Alice", "Bob"], edition=edition, setup={
        "Alice": {"battlefield": ["Nissa, Steward of Elements (loyalty 2)"],
                  "library": ["Grizzly Bears", *LIB]},
        "Bob": {"library": LIB}})
    g.activate("Alice", "Nissa, Steward of Elements", "0")
    g.resolve()
    assert g.pending is not None and "608.2d" in g.pending.rules
    g.choose("no")
    left = [e for e in g.events if e.kind == "look"]
    assert left and "608.2d" in left[-1].rules


@pytest.mark.parametrize("edition", ["2017-09", "current"])
def test_608_2d_ugin_minus_10_asks_for_each_card_under_608_2d(edition):
    g = Game(["Alice", "Bob"], edition=edition, setup={
        "Alice": {"battlefield": ["Ugin, the Spirit Dragon (loyalty 10)"],
                  "hand": ["Grizzly Bears"], "library": LIB},
        "Bob": {"library": LIB}})
    g.activate("Alice", "Ugin, the Spirit Dragon", "-10")
    g.resolve()
    assert g.pending is not None and "608.2d" in g.pending.rules
    g.choose("done")
    stop = [e for e in g.events if "puts no more cards from their hand" in e.text]
    assert stop and "608.2d" in stop[-1].rules


@pytest.mark.parametrize("edition", EDITIONS)
def test_406_2_immersturm_chaos_exiles_under_the_exile_rules_not_only_400_7(edition):
    t = on("Immersturm", edition, setup={"Alice": {"battlefield": ["Grizzly Bears"]},
                                        "Bob": {"battlefield": ["Hill Giant"]}})
    t.roll("chaos")
    t.choose("Hill Giant")
    t.resolve()
    exiled = [e for e in t.events if e.kind == "exile" and "Hill Giant" in e.text]
    assert exiled
    assert {"406.2", EXILE_KEYWORD[edition], "400.7"} <= set(exiled[-1].rules)
