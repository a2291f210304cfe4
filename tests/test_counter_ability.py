"""Countering an activated or triggered ability (701.5a until 2017-09, 701.6a today) with the
kit's Stifle: the target word for an ability on the stack (601.2c, 608.2b), what countering
does to a phenomenon's encounter trigger (the state-based action still planeswalks away:
310.7 / 704.5x in 2013-07, 310.7 / 704.5w in 2017-09, 312.7 / 704.6f today), to a loyalty
ability (its cost stays paid: 701.5b / 701.6b; once per turn: 606.3) and to the planeswalking
ability, and the memos that hand legal actions on (MAGICTUTOR_SHADOW's check)."""

from __future__ import annotations

import random

import pytest
from pwkit import Game
from test_planechase import two

import magictutor as mt
from magictutor.engine import shortcuts
from magictutor.engine.simulate import eager_policy

LATER = ("2013-07", "2017-09", "current")
COUNTER = {"2011-09": "701.5a", "2013-07": "701.5a", "2017-09": "701.5a", "current": "701.6a"}
NO_REFUND = {"2011-09": "701.5b", "2013-07": "701.5b", "2017-09": "701.5b", "current": "701.6b"}
PASS_THROUGH = {"2013-07": "310.7", "2017-09": "310.7", "current": "312.7"}
SBA = {"2013-07": "704.5x", "2017-09": "704.5w", "current": "704.6f"}


def _stifle_offers(s: mt.GameState, player: str) -> list[tuple]:
    return [a.targets for a in mt.legal_actions(s)
            if isinstance(a, mt.Cast) and s.objects[a.card].name == "Stifle"
            and a.player == player]


def _encounter(edition: str):
    t = two(edition, setup={"Bob": {"hand": ["Stifle"], "battlefield": ["Island"]}},
            planechase={"decks": {"Alice": ["Tazeem", "Chaotic Aether", "Fields of Summer"],
                                  "Bob": ["The Eon Fog"]}})
    t.roll("planeswalk")
    t.resolve()
    assert t.stack == ["Chaotic Aether encounter"]
    return t


@pytest.mark.parametrize("edition", LATER)
def test_701_5a_countered_encounter_trigger_still_planeswalks_away(edition):
    t = _encounter(edition)
    t.pass_()  # Alice passes; Bob may answer
    trigger = t.state.stack[0].id
    assert _stifle_offers(t.state, "Bob") == [(trigger,)]  # (601.2c: the only ability there)
    t.cast("Bob", "Stifle", trigger)
    t.resolve()
    assert COUNTER[edition] in t.cites
    # Chaotic Aether's effect never began, and nothing is left waiting from the phenomenon,
    # so its planar controller planeswalks on (the state-based action).
    assert t.faceup == ["Fields of Summer"]
    assert {PASS_THROUGH[edition], SBA[edition]} <= t.cites
    assert not any(e.kind == "blank_is_chaos" for e in t.state.effects)
    assert t.zone("Stifle") == "graveyard"


@pytest.mark.parametrize("edition", mt.EDITIONS)
def test_701_5b_countered_loyalty_ability_keeps_its_cost_paid_606_3_once(edition):
    g = Game(["Alice", "Bob"], edition=edition,
             setup={"Alice": {"battlefield": ["Jace Beleren"], "library": ["Island"] * 5},
                    "Bob": {"hand": ["Stifle"], "battlefield": ["Island"],
                            "library": ["Island"] * 5}})
    g.activate("Alice", "Jace Beleren", "+2")
    assert g.loyalty("Jace Beleren") == 5
    g.do(mt.Pass("Alice"))
    g.cast("Bob", "Stifle", g.state.stack[0].id)
    while g.state.stack:
        g.do(mt.Pass(g.state.priority))
    assert {COUNTER[edition], NO_REFUND[edition]} <= g.cites
    assert g.loyalty("Jace Beleren") == 5  # the +2 was paid and stays paid
    assert len(g.hand("Alice")) == len(g.hand("Bob")) - 0 == 0  # nobody drew a card
    err = g.refuse(mt.Activate("Alice", g.id("Jace Beleren"), "-1", ("Alice",)))
    assert "606.3" in err.rules


@pytest.mark.parametrize("edition", LATER)
def test_701_5a_countered_planeswalking_ability_means_no_planeswalk(edition):
    t = two(edition, setup={"Bob": {"hand": ["Stifle"], "battlefield": ["Island"]}},
            planechase={"decks": {"Alice": ["Tazeem", "Naar Isle"], "Bob": ["The Eon Fog"]}})
    t.roll("planeswalk")
    t.pass_()
    t.cast("Bob", "Stifle", t.state.stack[0].id)
    t.resolve()
    assert t.state.stack == () or t.stack == []
    assert t.faceup == ["Tazeem"]
    assert COUNTER[edition] in t.cites


@pytest.mark.parametrize("edition", mt.EDITIONS)
def test_601_2c_stifle_needs_an_ability_on_the_stack(edition):
    g = Game(["Alice", "Bob"], edition=edition, active="Bob",
             setup={"Alice": {"battlefield": ["Jace Beleren"]},
                    "Bob": {"hand": ["Stifle", "Lightning Bolt"],
                            "battlefield": ["Island", "Mountain"]}})
    assert _stifle_offers(g.state, "Bob") == []  # nothing on the stack
    err = g.refuse(mt.Cast("Bob", g.id("Stifle", zone="hand"), (g.id("Jace Beleren"),)))
    assert "601.2c" in err.rules
    g.cast("Bob", "Lightning Bolt", "Alice")
    bolt = g.state.stack[0].id
    assert _stifle_offers(g.state, "Bob") == []  # a spell is not an ability
    assert "601.2c" in g.refuse(mt.Cast("Bob", g.id("Stifle", zone="hand"), (bolt,))).rules


@pytest.mark.parametrize("edition", LATER)
def test_608_2b_stifle_whose_ability_is_gone_does_not_resolve(edition):
    t = two(edition, setup={"Alice": {"hand": ["Stifle"], "battlefield": ["Island"]},
                            "Bob": {"hand": ["Stifle"], "battlefield": ["Island"]}},
            planechase={"decks": {"Alice": ["Tazeem", "Chaotic Aether", "Naar Isle"],
                                  "Bob": ["The Eon Fog"]}})
    t.roll("planeswalk")
    t.resolve()
    trigger = t.state.stack[0].id
    t.cast("Alice", "Stifle", trigger)  # Alice counters her own encounter trigger...
    t.pass_()
    t.cast("Bob", "Stifle", trigger)  # ...and Bob aims at it too, above hers
    t.resolve()
    assert COUNTER[edition] in t.cites
    t.resolve()
    assert "608.2b" in t.cites  # Alice's Stifle finds its target gone


@pytest.mark.skipif(not shortcuts.FAST, reason="MAGICTUTOR_FAST=0: nothing to compare")
@pytest.mark.parametrize("edition", LATER)
@pytest.mark.parametrize("seed", [3, 4])
def test_601_2c_stifle_in_random_games_shadow_mode(edition, seed, monkeypatch):
    """Random Planechase games with Stifles in hand: each step carried out by the fast path
    and the plain path must agree (the memos hand no stale ability targets on)."""
    monkeypatch.setattr(shortcuts, "SHADOW", True)
    rng = random.Random(seed)
    s = mt.build_game(["Alice", "Bob"], edition=edition, seed=seed, setup={
        p: {"hand": ["Stifle"] * 3, "battlefield": ["Island"] * 3 + ["Jace Beleren"],
            "library": ["Island"] * 30} for p in ("Alice", "Bob")},
        planechase={"decks": {"Alice": ["Tazeem", "Chaotic Aether", "Naar Isle"],
                              "Bob": ["Fields of Summer", "Spatial Merging", "Panopticon"]}})
    offered = 0
    for i in range(160):
        if s.game_over:
            break
        actions = mt.legal_actions(s)
        stifles = [a for a in actions if isinstance(a, mt.Cast) and a.targets
                   and s.objects[a.card].name == "Stifle"]
        offered += len(stifles)
        action = stifles[0] if stifles and i % 3 == 0 else \
            eager_policy(s, actions, rng) if i % 2 else rng.choice(actions)
        s = mt.apply(s, action).after
    assert offered > 0
