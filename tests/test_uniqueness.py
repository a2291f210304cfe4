"""The planeswalker uniqueness rule (306.4, 704.5j) and the legend rule (704.5k, later
704.5j), the same situations run under all four editions:

* 2011-09: two planeswalkers sharing a type on the battlefield all die, whoever controls them;
  two legendary permanents with the same name all die (704.5k);
* 2013-07: a player controlling two or more sharing a type keeps one of their choice; the
  legend rule works the same way, per controller (704.5k);
* 2017-09 and current: no uniqueness rule (306.4 says it was removed); planeswalkers are
  legendary, so the legend rule (704.5j, per controller, by name) applies to them.
"""

from __future__ import annotations

import pytest
from pwkit import Game

import magictutor as mt
from magictutor.engine.context import Ctx
from magictutor.model.state import Obj

EDITIONS = mt.EDITIONS
LEGEND = {"2011-09": "704.5k", "2013-07": "704.5k", "2017-09": "704.5j", "current": "704.5j"}


def two_chandras(edition: str) -> Game:
    g = Game(edition=edition, setup={"Alice": {
        "hand": ["Chandra Ablaze"], "battlefield": ["Chandra Nalaar"] + ["Mountain"] * 6}})
    g.cast("Alice", "Chandra Ablaze")
    g.resolve()
    return g


@pytest.mark.parametrize("edition,outcome", [
    ("2011-09", "both die"), ("2013-07", "choose"), ("2017-09", "both stay"),
    ("current", "both stay")])
def test_306_4_two_chandras_of_one_player_in_each_edition(edition, outcome):
    g = two_chandras(edition)
    zones = lambda: (g.zone("Chandra Nalaar"), g.zone("Chandra Ablaze"))  # noqa: E731
    if outcome == "both die":
        assert zones() == ("graveyard", "graveyard") and g.pending is None
        assert {"306.4", "704.5j"} <= g.cites
        assert "all of them are put into their owners' graveyards" in g.log
    elif outcome == "choose":
        assert g.pending.kind == "keep" and g.pending.player == "Alice"
        assert g.pending.rules == ("306.4", "704.5j")
        g.choose("Chandra Nalaar")
        assert zones() == ("battlefield", "graveyard")
    else:  # different names: the legend rule doesn't apply, and uniqueness is gone
        assert zones() == ("battlefield", "battlefield") and g.pending is None
        assert "306.4" not in g.cites


@pytest.mark.parametrize("edition,outcome", [
    ("2011-09", "both die"), ("2013-07", "both stay"), ("2017-09", "both stay"),
    ("current", "both stay")])
def test_306_4_jace_against_jace_of_another_player_in_each_edition(edition, outcome):
    g = Game(edition=edition, active="Bob", setup={
        "Alice": {"battlefield": ["Jace Beleren"]},
        "Bob": {"hand": ["Jace Beleren"], "battlefield": ["Island"] * 3}})
    g.cast("Bob", "Jace Beleren")
    g.resolve()
    zones = (g.zone("Jace Beleren", owner="Alice"),
             g.zone("Jace Beleren", owner="Bob", zone=None if outcome == "both die" else
                    "battlefield"))
    if outcome == "both die":
        assert zones == ("graveyard", "graveyard") and {"306.4", "704.5j"} <= g.cites
    else:
        assert zones == ("battlefield", "battlefield") and g.pending is None


@pytest.mark.parametrize("edition", EDITIONS)
def test_306_4_and_legend_rule_two_jaces_of_one_player(edition):
    g = Game(edition=edition, setup={"Alice": {"hand": ["Jace Beleren"],
                                               "battlefield": ["Jace Beleren", "Island",
                                                               "Island", "Island"]}})
    g.cast("Alice", "Jace Beleren")
    g.resolve()
    if edition == "2011-09":  # the global uniqueness rule: both die
        assert g.pending is None and len(g.state.graveyard("Alice")) == 2
        return
    assert g.pending.kind == "keep" and g.pending.player == "Alice"
    if edition == "2013-07":
        assert g.pending.rules == ("306.4", "704.5j")  # the uniqueness rule picks this up
    else:  # legendary since the 2017 errata; 306.4 now says so
        assert g.pending.rules == ("704.5j", "306.4")
        assert "legendary permanents with the same name" in g.pending.prompt
    new = g.id("Jace Beleren", zone="battlefield", n=1)
    g.choose(new)
    assert [o.id for o in g.state.battlefield if o.name == "Jace Beleren"] == [new]


@pytest.mark.parametrize("edition", EDITIONS)
def test_306_3_4_ajani_pair_shares_a_type_but_not_a_name(edition):
    g = Game(edition=edition, setup={"Alice": {"battlefield": ["Ajani Goldmane"]},
                                     "Bob": {"battlefield": ["Ajani Vengeant"]}})
    g.pass_()
    expected = "graveyard" if edition == "2011-09" else "battlefield"
    assert g.zone("Ajani Goldmane") == g.zone("Ajani Vengeant") == expected


def test_704_5j_2013_each_player_chooses_for_their_own_group():
    g = Game(setup={"Alice": {"battlefield": ["Chandra Nalaar", "Chandra Ablaze"]},
                    "Bob": {"battlefield": ["Ajani Goldmane", "Ajani Vengeant"]}})
    assert g.pending.player == "Alice"  # active player first
    g.choose("Chandra Ablaze")
    assert g.pending.player == "Bob"
    g.choose("Ajani Goldmane")
    names = sorted(o.name for o in g.state.battlefield)
    assert names == ["Ajani Goldmane", "Chandra Ablaze"]


def _legendary_tokens(state: mt.GameState, *controllers: str) -> mt.GameState:
    """What-if: legendary creature tokens with the same name (the teaching set has no
    legendary card before 2017, when planeswalkers became legendary)."""
    ctx = Ctx(state)
    spec = (("name", "Lone Hero"), ("types", ("Creature",)), ("supertypes", ("Legendary",)),
            ("power", 2), ("toughness", 2))
    for who in controllers:
        ctx.add_object(Obj(id=ctx.new_id(), name="Lone Hero", kind="token", owner=who,
                           controller=who, zone="battlefield", info=(("token", spec),)),
                       "battlefield")
    return ctx.freeze()


@pytest.mark.parametrize("edition,left", [("2011-09", 0), ("2013-07", 2), ("2017-09", 2),
                                           ("current", 2)])
def test_legend_rule_two_players_same_name(edition, left):
    g = Game(edition=edition)
    g.state = _legendary_tokens(g.state, "Alice", "Bob")
    g.pass_()
    assert sum(o.name == "Lone Hero" for o in g.state.battlefield) == left
    if not left:  # 2011-09: all legendary permanents with that name die, whoever controls them
        assert LEGEND[edition] in g.cites


@pytest.mark.parametrize("edition", ["2013-07", "2017-09", "current"])
def test_legend_rule_one_player_keeps_one(edition):
    g = Game(edition=edition)
    g.state = _legendary_tokens(g.state, "Alice", "Alice")
    g.pass_()
    assert g.pending.kind == "keep" and g.pending.rules == (LEGEND[edition],)
    g.choose(g.pending.options[1])
    assert sum(o.name == "Lone Hero" for o in g.state.battlefield) == 1


def test_704_5j_2013_choices_are_made_in_apnap_order():
    g = Game(active="Bob", setup={"Alice": {"battlefield": ["Chandra Nalaar", "Chandra Ablaze"]},
                                  "Bob": {"battlefield": ["Ajani Goldmane", "Ajani Vengeant"]}})
    assert g.pending.player == "Bob"  # the active player first (101.4)
    g.choose("Ajani Vengeant")
    assert g.pending.player == "Alice"


@pytest.mark.parametrize("edition", ["2011-09", "2013-07", "2017-09", "current"])
def test_legend_rule_sees_a_legendary_permanent_arrive_in_a_step(edition):
    """704.5k (704.5j from 2017-09): after a step that brings a legendary
    permanent onto the battlefield, the legend rule looks again, though nothing else about
    the step calls for looking at every permanent."""
    from magictutor.engine.apply import settle

    g = Game(edition=edition)
    g.state = _legendary_tokens(g.state, "Alice")
    g.pass_()  # one Lone Hero, checked and settled
    ctx = Ctx(g.state)
    ctx.add_object(Obj(id=ctx.new_id(), name="Lone Hero", kind="token", owner="Alice",
                       controller="Alice", zone="battlefield",
                       info=g.state.battlefield[0].info), "battlefield")
    settle(ctx)
    heroes = [o for o in ctx.battlefield if o.name == "Lone Hero"]
    if edition == "2011-09":  # all of them die
        assert heroes == []
    else:  # Alice keeps one
        assert len(heroes) == 2 and ctx.pending.kind == "keep"
