"""Akoum (Planechase 2012, Zendikar): while it is face up (309.4; 311.4 in ``current``) every
player may cast enchantment spells as though they had flash (702.8a), which 303.1 otherwise
forbids outside its caster's main phase with an empty stack; its chaos ability (309.7; 311.7
and "whenever chaos ensues" in ``current``) destroys a target creature no Aura enchants
(303.4b). Random games with Akoum face up and Auras in the libraries run in the shadow mode
in every edition, with two and four players."""

from __future__ import annotations

import random

import pytest
from test_planechase import EDITIONS, PLANE, two
from test_planes_2012 import on

import magictutor as mt
from magictutor.cards import card
from magictutor.engine import shortcuts
from magictutor.engine.new_game import new_game
from magictutor.engine.simulate import eager_policy
from magictutor.model.query import is_enchanted
from magictutor.rules.planechase.decks import planar_deck
from magictutor.rules.targets import candidates

PRIORITY = {"2011-09": "116.1a", "2013-07": "116.1a", "2017-09": "116.1a", "current": "117.1a"}
LANDS = ["Plains", "Plains", "Mountain", "Mountain", "Mountain", "Mountain"]


def _casts_of(t, name: str) -> list:
    oid = t.id(name, zone="hand")
    return [a for a in mt.legal_actions(t.state) if isinstance(a, mt.Cast) and a.card == oid]


def _stack_a_bolt(t) -> None:
    """Alice casts Lightning Bolt at Bob and keeps priority (116.3c): the stack isn't empty."""
    t.cast("Alice", "Lightning Bolt", "Bob")
    assert t.state.priority == "Alice" and t.state.stack


@pytest.mark.parametrize("edition", EDITIONS)
def test_702_8a_akoum_lets_enchantments_be_cast_as_though_they_had_flash(edition):
    t = on("Akoum", edition, setup={"Alice": {
        "hand": ["Lightning Bolt", "Pacifism", "Furnace of Rath"], "battlefield": LANDS},
        "Bob": {"battlefield": ["Hill Giant"]}})
    assert card("Akoum", edition).subtypes == ("Zendikar",)
    _stack_a_bolt(t)
    giant = t.id("Hill Giant")
    assert [a.targets for a in _casts_of(t, "Pacifism")] == [(giant,)]
    assert _casts_of(t, "Furnace of Rath"), "a non-Aura enchantment as well"
    t.cast("Alice", "Pacifism", giant)  # (on top of the Bolt: it resolves first)
    assert t.stack == ["Pacifism", "Lightning Bolt"]
    t.resolve_all()
    assert is_enchanted(t.state, giant) and t.life("Bob") == 17


@pytest.mark.parametrize("edition", EDITIONS)
def test_702_8a_with_akoum_any_player_casts_them_in_another_players_turn(edition):
    t = on("Akoum", edition, setup={"Alice": {"battlefield": ["Grizzly Bears"]},
                                    "Bob": {"hand": ["Furnace of Rath", "Pacifism"],
                                            "battlefield": LANDS}})
    t.pass_()  # (Alice passes priority in her main phase: Bob may act, 116.3d)
    assert t.state.priority == "Bob" and t.state.active == "Alice"
    t.cast("Bob", "Pacifism", t.id("Grizzly Bears"))
    t.resolve_all()
    assert t.obj("Pacifism").controller == "Bob" and is_enchanted(t.state, t.id("Grizzly Bears"))


@pytest.mark.parametrize("edition", EDITIONS)
def test_303_1_without_akoum_an_enchantment_waits_for_a_main_phase_and_an_empty_stack(edition):
    t = on("Naar Isle", edition, setup={"Alice": {
        "hand": ["Lightning Bolt", "Pacifism", "Furnace of Rath"], "battlefield": LANDS},
        "Bob": {"battlefield": ["Hill Giant"]}})
    assert _casts_of(t, "Pacifism") and _casts_of(t, "Furnace of Rath")
    _stack_a_bolt(t)
    assert not _casts_of(t, "Pacifism") and not _casts_of(t, "Furnace of Rath")
    for name, targets in (("Pacifism", (t.id("Hill Giant"),)), ("Furnace of Rath", ())):
        err = t.refuse(mt.Cast("Alice", t.id(name, zone="hand"), targets))
        assert {"303.1", PRIORITY[edition]} <= set(err.rules) and "307.1" not in err.rules
        assert "the stack is not empty" in str(err)


@pytest.mark.parametrize("edition", EDITIONS)
def test_303_1_once_akoum_is_gone_the_flash_is_gone(edition):
    t = on("Akoum", edition, setup={"Alice": {"hand": ["Lightning Bolt", "Pacifism"],
                                              "battlefield": LANDS},
                                    "Bob": {"battlefield": ["Hill Giant"]}})
    t.roll("planeswalk")
    t.resolve_all()
    assert t.faceup == ["Tazeem"]
    _stack_a_bolt(t)
    err = t.refuse(mt.Cast("Alice", t.id("Pacifism", zone="hand"), (t.id("Hill Giant"),)))
    assert {"303.1", PRIORITY[edition]} <= set(err.rules)
    assert not _casts_of(t, "Pacifism")


@pytest.mark.parametrize("edition", EDITIONS)
def test_akoum_chaos_destroys_a_target_creature_that_isnt_enchanted(edition):
    t = on("Akoum", edition, setup={"Alice": {"hand": ["Pacifism"], "battlefield": LANDS},
                                    "Bob": {"battlefield": ["Hill Giant", "Grizzly Bears",
                                                            "Serra Angel"]}})
    giant, bears = t.id("Hill Giant"), t.id("Grizzly Bears")
    t.cast("Alice", "Pacifism", giant)
    t.resolve_all()
    t.roll("chaos")
    p = t.pending
    assert p is not None and set(p.options) == {bears, t.id("Serra Angel")}, \
        "the enchanted Hill Giant is no legal target"
    t.choose(bears)
    t.resolve_all()
    assert t.zone("Grizzly Bears") == "graveyard" and t.zone("Hill Giant") == "battlefield"
    assert PLANE[edition] + ".7" in t.cites


@pytest.mark.parametrize("edition", EDITIONS)
def test_akoum_chaos_with_only_enchanted_creatures_has_no_target(edition):
    t = on("Akoum", edition, setup={"Alice": {"hand": ["Pacifism"], "battlefield": LANDS},
                                    "Bob": {"battlefield": ["Hill Giant"]}})
    t.cast("Alice", "Pacifism", t.id("Hill Giant"))
    t.resolve_all()
    t.roll("chaos")
    t.resolve_all()
    assert t.pending is None and t.zone("Hill Giant") == "battlefield"
    assert "Akoum" not in " ".join(t.stack)


@pytest.mark.parametrize("edition", EDITIONS)
def test_303_4b_the_target_word_creature_that_isnt_enchanted(edition):
    """The word alone: it meets creatures, and no creature an Aura is attached to."""
    t = two(edition, setup={"Alice": {"hand": ["Giant Strength"],
                                      "battlefield": ["Mountain", "Mountain", "Grizzly Bears"]},
                            "Bob": {"battlefield": ["Hill Giant", "Plains"]}})
    word = "creature that isn't enchanted"
    bears, giant = t.id("Grizzly Bears"), t.id("Hill Giant")
    assert candidates(t.state, word, "Alice") == [bears, giant]
    t.cast("Alice", "Giant Strength", bears)
    t.resolve_all()
    assert candidates(t.state, word, "Alice") == [giant]
    assert candidates(t.state, word, "Bob") == [giant]


@pytest.mark.parametrize("edition", EDITIONS)
def test_akoum_current_wording_says_chaos_ensues(edition):
    text = card("Akoum", edition).text
    assert ("chaos ensues" in text) == (edition == "current")


# --- the speed layer: random games with Akoum face up, in the shadow mode -------------------
AURA_DECK = (["Plains"] * 6 + ["Mountain"] * 6 + ["Island"] * 4 + ["Pacifism"] * 4
             + ["Giant Strength"] * 4 + ["Arcane Flight"] * 3 + ["Furnace of Rath"]
             + ["Grizzly Bears"] * 6 + ["Hill Giant"] * 4 + ["Lightning Bolt"] * 2)


@pytest.mark.skipif(not shortcuts.FAST, reason="MAGICTUTOR_FAST=0: nothing to compare")
@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("players", [2, 4])
def test_116_random_games_with_akoum_and_auras_in_the_shadow_mode(edition, players,
                                                                  monkeypatch):
    """Every step and every legal-actions answer by the fast and the plain path, compared:
    the memos must follow Auras coming, going and being attached (303.4b) and the flash
    Akoum grants (702.8a)."""
    monkeypatch.setattr(shortcuts, "SHADOW", True)
    names = ["Alice", "Bob", "Carol", "Dan"][:players]
    decks = {p: list(planar_deck(edition, seed=i, include=("Akoum",) if i == 0 else ()))
             for i, p in enumerate(names)}
    s = new_game(names, decks=[list(AURA_DECK)] * players, edition=edition, seed=5,
                 planechase={"decks": decks, "face up": "Akoum"})
    rng = random.Random(11)
    auras = 0
    for i in range(140 * players):
        if s.game_over:
            break
        actions = mt.legal_actions(s)
        if rng.random() < 0.95:  # (stay on Akoum a while: roll the planar die seldom)
            actions = [a for a in actions if not isinstance(a, mt.RollPlanarDie)] or actions
        enchant = [a for a in actions if isinstance(a, mt.Cast)
                   and "Enchantment" in card(s.objects[a.card].name, edition).types]
        action = rng.choice(enchant) if enchant and rng.random() < 0.6 else (
            eager_policy(s, actions, rng) if i % 2 else rng.choice(actions))
        s = mt.apply(s, action).after
        auras = max(auras, sum(1 for o in s.battlefield if o.get("attached")))
    assert auras, "an Aura was attached in the game"
    assert s.turn > 1


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("players", [2, 4])
def test_901_simulated_games_whose_planar_decks_hold_akoum(edition, players):
    names = ["Alice", "Bob", "Carol", "Dan"][:players]
    decks = {p: list(planar_deck(edition, seed=i, include=("Akoum",))) for i, p in
             enumerate(names)}
    assert all("Akoum" in d for d in decks.values())
    s = new_game(names, decks=[list(AURA_DECK)] * players, edition=edition, seed=2,
                 planechase={"decks": decks, "face up": "Akoum"})
    rng = random.Random(3)
    for _ in range(120 * players):
        if s.game_over:
            break
        s = mt.apply(s, eager_policy(s, mt.legal_actions(s), rng)).after
    assert s.turn > 1
