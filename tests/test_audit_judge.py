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
