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
