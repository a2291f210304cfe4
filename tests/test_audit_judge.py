"""The ninth round's judge audit: situations written from the CR text, each checked against
the rule of its edition (Two-Headed Giant's pass, 506.2a, uniqueness and the legend rule,
loyalty abilities and new objects, planar controller and chaos abilities)."""

from __future__ import annotations

import pytest
from pwkit import Game

import magictutor as mt

EDITIONS = mt.EDITIONS
ALL_PASS = {"2011-09": "116.4", "2013-07": "116.4", "2017-09": "116.4", "current": "117.4"}


def _bolt_game(edition: str, teams: bool) -> Game:
    players = ["Alice", "Bob", "Carol", "Dave"]
    return Game(players, edition=edition,
                teams=[["Alice", "Bob"], ["Carol", "Dave"]] if teams else None,
                setup={"Alice": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})


def _resolve_line(g: Game) -> mt.Event:
    g.cast("Alice", "Lightning Bolt", "Carol")
    g.resolve()
    return next(e for e in g.events if e.text == "Lightning Bolt resolves")


@pytest.mark.parametrize("edition", EDITIONS)
def test_805_5b_the_stack_resolves_when_every_team_has_passed(edition):
    """In Two-Headed Giant the top of the stack resolves because all teams passed in
    succession (805.5b), not all players (116.4 / 117.4)."""
    line = _resolve_line(_bolt_game(edition, teams=True))
    assert "805.5b" in line.rules and ALL_PASS[edition] not in line.rules


@pytest.mark.parametrize("edition", EDITIONS)
def test_116_4_free_for_all_the_stack_resolves_when_every_player_has_passed(edition):
    line = _resolve_line(_bolt_game(edition, teams=False))
    assert ALL_PASS[edition] in line.rules and "805.5b" not in line.rules


# --- 506.2a: who the defending players are in free-for-all --------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_506_2a_802_2_free_for_all_every_opponent_defends_and_each_attacker_picks(edition):
    """The kit's free-for-all uses the attack multiple players option: no defending player is
    chosen at the beginning of combat (506.2a), every opponent defends (802.2), and two
    creatures may attack two opponents (802.3), each defending player blocking in turn."""
    g = Game(["Alice", "Bob", "Carol"], edition=edition, active="Alice", setup={
        "Alice": {"battlefield": ["Grizzly Bears", "Hill Giant"]},
        "Bob": {"battlefield": ["Wall of Stone"]},
        "Carol": {"battlefield": ["Chandra Nalaar", "Serra Angel"]}})
    g.advance("declare attackers")
    assert g.pending is not None and g.pending.kind == "attackers"  # (no choice asked before)
    g.attack(("Grizzly Bears", "Bob"), ("Hill Giant", "Chandra Nalaar"))
    g.advance("declare blockers")
    assert g.pending is not None and g.pending.player == "Bob"  # (APNAP order: 802.4)
    err = g.refuse(mt.DeclareBlockers("Bob", ((g.id("Wall of Stone"), g.id("Hill Giant")),)))
    assert "802.4a" in err.rules


# --- X loyalty costs (606.4; 107.1b) -------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_107_1b_a_negative_x_for_a_minus_x_loyalty_cost_cites_the_no_negative_rule(edition):
    """Chandra Nalaar's -X with X = -1 would add loyalty: refused because no player may choose
    a negative number (107.1b), not 107.3b (X of a spell cast without paying its cost)."""
    g = Game(edition=edition, setup={"Alice": {"battlefield": ["Chandra Nalaar"]},
                                     "Bob": {"battlefield": ["Hill Giant"]}})
    err = g.refuse(mt.Activate("Alice", g.id("Chandra Nalaar"), "-X",
                               (g.id("Hill Giant"),), -1))
    assert "107.1b" in err.rules and "107.3b" not in err.rules


@pytest.mark.parametrize("edition", EDITIONS)
def test_107_1b_a_negative_x_for_a_spell_cites_the_no_negative_rule(edition):
    blaze = {"name": "Test Blaze", "types": ["Instant"], "cost": "{X}{R}", "colors": ["R"],
             "text": "Test Blaze deals X damage to target player.",
             "abilities": [{"kind": "spell", "targets": ["player"],
                            "effects": [{"damage": "X", "to": "target"}]}]}
    g = Game(edition=edition, cards=[blaze],
             setup={"Alice": {"hand": ["Test Blaze"], "battlefield": ["Mountain"]}})
    err = g.refuse(mt.Cast("Alice", g.id("Test Blaze", zone="hand"), ("Bob",), -1))
    assert "107.1b" in err.rules


@pytest.mark.parametrize("edition", EDITIONS)
def test_606_4_704_5i_minus_x_equal_to_loyalty_pays_it_all_and_still_resolves(edition):
    g = Game(edition=edition, setup={"Alice": {"battlefield": ["Chandra Nalaar"]},
                                     "Bob": {"battlefield": ["Serra Angel"]}})
    g.activate("Alice", "Chandra Nalaar", "-X", "Serra Angel", x=6)
    assert g.zone("Chandra Nalaar") == "graveyard"  # (0 loyalty, before the ability resolves)
    g.resolve()
    assert g.zone("Serra Angel") == "graveyard"


@pytest.mark.parametrize("edition", EDITIONS)
def test_606_5_606_6_minus_x_above_the_loyalty_is_refused_and_x_0_changes_nothing(edition):
    """A -X loyalty cost removes X counters: more than the planeswalker has can't be paid
    (606.5; 606.6 in the current rules), and X = 0 is a legal, free choice (606.4)."""
    g = Game(edition=edition, setup={"Alice": {"battlefield": ["Chandra Nalaar"]},
                                     "Bob": {"battlefield": ["Hill Giant"]}})
    err = g.refuse(mt.Activate("Alice", g.id("Chandra Nalaar"), "-X", (g.id("Hill Giant"),), 7))
    assert ("606.6" if edition == "current" else "606.5") in err.rules
    g.activate("Alice", "Chandra Nalaar", "-X", "Hill Giant", x=0)
    assert g.loyalty("Chandra Nalaar") == 6


# --- uniqueness (306.4 / 704.5j to 2013-07) and the legend rule (704.5j from 2017-09) -------------
@pytest.mark.parametrize("edition, zones", [
    ("2011-09", ["graveyard", "graveyard"]),  # (704.5j: any two on the battlefield, all go)
    ("2013-07", ["battlefield", "battlefield"]),  # (704.5j: per controller)
    ("2017-09", ["battlefield", "battlefield"]),  # (the legend rule: per controller, 704.5j)
    ("current", ["battlefield", "battlefield"]),
])
def test_704_5j_two_players_each_with_jace_beleren(edition, zones):
    g = Game(edition=edition, setup={"Alice": {"battlefield": ["Jace Beleren"]},
                                     "Bob": {"battlefield": ["Jace Beleren"]}})
    assert sorted(o.zone for o in g.state.objects.values() if o.name == "Jace Beleren") == zones


@pytest.mark.parametrize("edition", EDITIONS)
def test_306_4_704_5j_two_ajanis_of_one_player_by_edition(edition):
    """Ajani Goldmane and Ajani Vengeant share the subtype Ajani but not a name: both go
    under the 2011-09 uniqueness rule, their controller keeps one under 2013-07's, and the
    legend rule (names) leaves both from 2017-09 on."""
    g = Game(edition=edition, setup={"Alice": {"battlefield": ["Ajani Goldmane",
                                                               "Ajani Vengeant"]}})
    zones = sorted(g.zone(n) for n in ("Ajani Goldmane", "Ajani Vengeant"))
    if edition == "2011-09":
        assert zones == ["graveyard", "graveyard"]
    elif edition == "2013-07":
        assert g.pending is not None and {"306.4", "704.5j"} <= set(g.pending.rules)
    else:
        assert zones == ["battlefield", "battlefield"] and g.pending is None


# --- the planar die's triggers (309.7 / 311.7, 901.8-901.9, 603.3b) ------------------------------
def _stairs(edition: str):
    from test_planechase import Table

    return Table(["Alice", "Bob"], edition=edition, setup={"Alice": {"library": ["Island"] * 5}},
                 planechase={"decks": {"Alice": ["Stairs to Infinity", "Tazeem"],
                                       "Bob": ["Naar Isle"]}, "face up": "Stairs to Infinity"})


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("face, first", [("chaos", "Stairs to Infinity chaos"),
                                         ("planeswalk", "planeswalking")])
def test_603_3b_a_roll_triggers_the_planes_roll_ability_and_its_face_alice_orders_them(
        edition, face, first):
    """On Stairs to Infinity a roll triggers "whenever you roll" and, on a symbol, the chaos
    or planeswalking ability: both are Alice's, and she puts them on the stack in the order
    she likes (603.3b), so the draw may resolve first or last."""
    t = _stairs(edition)
    t.roll(face)
    assert t.pending is not None and "603.3b" in t.pending.rules
    assert set(t.pending.options) == {first, "Stairs to Infinity trigger"}
    t.choose(first)  # (put on the stack first: it resolves last)
    assert t.stack == ["Stairs to Infinity trigger", first]  # (top first)
    t.resolve()
    assert t.hand("Alice") == ["Island"] and t.stack == [first]
