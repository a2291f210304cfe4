"""An Aura put onto the battlefield other than by resolving as an Aura spell (The
Maelstrom's chaos ability returns one from a graveyard) in every edition: the player putting
it there chooses what it enchants as it enters (303.4f), without targeting; exactly one
candidate is chosen for them; with none it stays in the graveyard (303.4g). The choice is a
pending choice like any other: listed, checked, kept by saves."""

from __future__ import annotations

import random

import pytest
from test_planechase import EDITIONS
from test_planes_2012 import on

import magictutor as mt
from magictutor.engine import shortcuts
from magictutor.engine.new_game import new_game
from magictutor.engine.serialize import from_jsonable, to_jsonable
from magictutor.engine.simulate import eager_policy
from magictutor.model.attachments import attached_to
from magictutor.rules.planechase.decks import planar_deck

MAELSTROM = "The Maelstrom"


def returning(edition: str, alice: list[str], bob: list[str]):
    """Alice's Maelstrom face up, Pacifism in her graveyard; chaos rolled and resolving."""
    t = on(MAELSTROM, edition, setup={
        "Alice": {"graveyard": ["Pacifism"], "battlefield": alice},
        "Bob": {"battlefield": bob}})
    t.roll("chaos")
    t.resolve_all()
    return t


@pytest.mark.parametrize("edition", EDITIONS)
def test_303_4f_the_player_chooses_what_a_returned_aura_enchants(edition):
    t = returning(edition, ["Grizzly Bears"], ["Hill Giant"])
    pacifism, bears, giant = t.id("Pacifism"), t.id("Grizzly Bears"), t.id("Hill Giant")
    assert t.pending is not None and t.pending.player == "Alice"
    assert set(t.pending.options) == {bears, giant}
    assert "303.4f" in t.pending.rules
    offered = [a for a in mt.legal_actions(t.state) if isinstance(a, mt.Choose)]
    assert {a.option for a in offered} == {bears, giant}
    assert t.state.objects[pacifism].zone == "graveyard", "it enters once chosen"
    err = t.refuse(mt.Choose("Alice", pacifism))
    assert "303.4f" in str(err)
    assert t.refuse(mt.Choose("Bob", giant))
    saved = from_jsonable(to_jsonable(t.state))
    assert saved.pending is not None and set(saved.pending.options) == {bears, giant}
    t.choose(giant)
    t.resolve_all()
    aura = t.state.objects[pacifism]
    assert aura.zone == "battlefield" and attached_to(aura) == (giant, t.state.objects[giant].gen)
    assert "303.4f" in t.cites
    assert "Pacifism enters attached to Hill Giant" in t.log
    t.advance("declare attackers", turn=2)
    assert giant not in (t.pending.options if t.pending else ()), "Pacifism works (Bob's turn)"


@pytest.mark.parametrize("edition", EDITIONS)
def test_303_4f_a_single_candidate_is_chosen_and_logged(edition):
    t = returning(edition, [], ["Hill Giant"])
    aura = t.state.objects[t.id("Pacifism")]
    assert t.pending is None or aura.id not in t.pending.options
    assert aura.zone == "battlefield" and attached_to(aura)[0] == t.id("Hill Giant")
    assert "the only permanent it could enchant" in t.log and "303.4f" in t.cites


@pytest.mark.parametrize("edition", EDITIONS)
def test_303_4g_an_aura_with_nothing_to_enchant_stays_in_the_graveyard(edition):
    t = returning(edition, ["Mountain"], [])
    aura = t.state.objects[t.id("Pacifism")]
    assert aura.zone == "graveyard" and aura.owner == "Alice"
    assert "303.4g" in t.cites and "it stays in Alice's graveyard" in t.log
    assert "704.5" not in " ".join(sorted(t.cites))  # (it never entered: no state-based action)


# --- the speed layer: random games where effects put Auras onto the battlefield ----------
AURA_DECK = (["Plains"] * 6 + ["Mountain"] * 6 + ["Pacifism"] * 8 + ["Giant Strength"] * 4
             + ["Grizzly Bears"] * 8 + ["Hill Giant"] * 4 + ["Lightning Bolt"] * 4)


@pytest.mark.skipif(not shortcuts.FAST, reason="MAGICTUTOR_FAST=0: nothing to compare")
@pytest.mark.parametrize("edition", EDITIONS)
def test_303_4f_random_games_with_the_maelstrom_putting_auras_in_the_shadow_mode(
        edition, monkeypatch):
    """The Maelstrom face up: at each upkeep its controller may put a revealed permanent card
    (often an Aura) onto the battlefield, and its chaos ability returns one from a graveyard.
    Every step and legal-actions answer by the fast and the plain path, compared (shadow)."""
    monkeypatch.setattr(shortcuts, "SHADOW", True)
    names = ["Alice", "Bob"]
    decks = {p: list(planar_deck(edition, seed=i, include=(MAELSTROM,) if i == 0 else ()))
             for i, p in enumerate(names)}
    s = new_game(names, decks=[list(AURA_DECK)] * 2, edition=edition, seed=3,
                 planechase={"decks": decks, "face up": MAELSTROM})
    rng = random.Random(7)
    seen: set[str] = set()
    for _ in range(400):
        if s.game_over:
            break
        actions = mt.legal_actions(s)
        if rng.random() < 0.9:  # (stay on The Maelstrom a while)
            actions = [a for a in actions if not isinstance(a, mt.RollPlanarDie)] or actions
        yes = [a for a in actions if isinstance(a, mt.Choose) and a.option == "yes"]
        step = mt.apply(s, yes[0] if yes else eager_policy(s, actions, rng))
        seen |= {r for e in step.events for r in e.rules if r in ("303.4f", "303.4g")}
        s = step.after
    assert "303.4f" in seen, "an effect put an Aura onto the battlefield"


@pytest.mark.parametrize("edition", EDITIONS)
def test_303_4f_ugins_ultimate_puts_an_aura_from_hand_and_the_player_chooses(edition):
    """Ugin's -10 puts permanent cards from hand onto the battlefield: Pacifism among them
    is attached to what Alice chooses, among the permanents there as it was put (not the
    Grizzly Bears put after it); with Ugin gone it could still enchant Bob's creatures."""
    from pwkit import Game

    lib = ["Plains", "Island", "Swamp", "Mountain", "Forest"] * 2
    g = Game(["Alice", "Bob"], edition=edition, setup={
        "Alice": {"battlefield": ["Ugin, the Spirit Dragon (loyalty 10)"], "library": lib,
                  "hand": ["Pacifism", "Grizzly Bears"]},
        "Bob": {"battlefield": ["Hill Giant", "Serra Angel"], "library": lib}})
    g.activate("Alice", "Ugin, the Spirit Dragon", "-10")
    g.resolve()
    g.choose("Pacifism")
    g.choose("Grizzly Bears")
    g.choose("done")
    giant, angel = g.id("Hill Giant"), g.id("Serra Angel")
    assert g.pending is not None and set(g.pending.options) == {giant, angel}
    assert "303.4f" in g.pending.rules
    g.choose("Serra Angel")
    aura = g.state.objects[g.id("Pacifism")]
    assert aura.zone == "battlefield" and attached_to(aura)[0] == angel
    assert g.zone("Grizzly Bears") == "battlefield"
