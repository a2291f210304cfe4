"""Planechase 2012 planes that read what a player did this turn (the record of
:mod:`magictutor.rules.this_turn`: spells cast, an attack with creatures), in every edition:
the plane's static ability while it is face up (309.4; 311.4 in ``current``) and its chaos
ability (309.7; "whenever chaos ensues", 311.7, in ``current``)."""

from __future__ import annotations

import pytest
from test_planechase import EDITIONS, PLANE
from test_planes_2012 import chaos, on

import magictutor as mt
from magictutor.cards import card
from magictutor.engine.save_check import check_state
from magictutor.engine.serialize import SaveFormatError, from_jsonable, to_jsonable

PRAHV = "Prahv, Spires of Order"


def _prahv(edition: str, **alice: list[str]):
    return on(PRAHV, edition, setup={
        "Alice": {"battlefield": ["Grizzly Bears", "Mountain"], **alice},
        "Bob": {"battlefield": ["Hill Giant"]}})


@pytest.mark.parametrize("edition", EDITIONS)
def test_101_2_prahv_a_spell_cast_this_turn_bars_attacking_508_1c(edition):
    t = _prahv(edition, hand=["Shock"])
    assert card(PRAHV, edition).subtypes == ("Ravnica",)
    t.do(mt.Cast("Alice", t.id("Shock"), ("Bob",)))
    assert t.state.player("Alice").spells_cast == 1
    t.resolve_all()
    t.advance("declare attackers")
    bears = t.id("Grizzly Bears")
    err = t.refuse(mt.DeclareAttackers("Alice", ((bears, "Bob"),)))
    assert {"101.2", "508.1c", PLANE[edition] + ".4"} <= set(err.rules)
    assert "cast 1 spell this turn" in str(err)
    legal = mt.legal_actions(t.state)
    assert legal == [mt.DeclareAttackers("Alice", ())], "attacking with nothing is all left"
    t.do(mt.DeclareAttackers("Alice", ()))


@pytest.mark.parametrize("edition", EDITIONS)
def test_101_2_prahv_an_attack_this_turn_bars_casting_and_the_record_resets(edition):
    t = _prahv(edition, hand=["Shock"])
    shock = t.id("Shock")
    assert any(isinstance(a, mt.Cast) for a in mt.legal_actions(t.state))
    t.advance("declare attackers")
    t.do(mt.DeclareAttackers("Alice", ((t.id("Grizzly Bears"), "Bob"),)))
    assert t.state.player("Alice").attacked
    t.advance("postcombat main")
    err = t.refuse(mt.Cast("Alice", shock, ("Bob",)))
    assert {"101.2", PLANE[edition] + ".4"} <= set(err.rules)
    assert "attacked with creatures this turn" in str(err)
    assert not any(isinstance(a, mt.Cast) for a in mt.legal_actions(t.state))
    t.advance("upkeep", turn=2)
    assert not t.state.player("Alice").attacked, "the record is of one turn"
    t.advance("precombat main", turn=3)
    assert t.state.active == "Alice"
    assert any(isinstance(a, mt.Cast) for a in mt.legal_actions(t.state))


@pytest.mark.parametrize("edition", EDITIONS)
def test_309_5_prahv_only_binds_its_planar_controller(edition):
    """'You' on a plane is its planar controller (309.5; 311.5 in current): Bob may cast
    Shock in Alice's turn after she attacked."""
    t = on(PRAHV, edition, setup={"Alice": {"battlefield": ["Grizzly Bears"]},
                                  "Bob": {"battlefield": ["Mountain"], "hand": ["Shock"]}})
    t.advance("declare attackers")
    t.do(mt.DeclareAttackers("Alice", ((t.id("Grizzly Bears"), "Bob"),)))
    t.pass_()
    assert t.state.priority == "Bob"
    t.do(mt.Cast("Bob", t.id("Shock"), ("Alice",)))
    assert t.state.player("Bob").spells_cast == 1


@pytest.mark.parametrize("edition", EDITIONS)
def test_309_7_prahv_chaos_gains_a_life_for_each_card_in_hand(edition):
    t = _prahv(edition, hand=["Shock", "Island", "Island"])
    chaos(t)
    assert t.life("Alice") == 23
    assert PLANE[edition] + ".7" in t.cites and "Alice gains 3 life" in t.log
    wording = card(PRAHV, edition).text
    assert ("Whenever chaos ensues" in wording) == (edition == "current")


def test_the_turn_record_is_saved_and_checked():
    """The spells cast and the attack of this turn go into a save and come back; a save
    with nonsense there is refused with where and why."""
    t = _prahv("2013-07", hand=["Shock"])
    t.do(mt.Cast("Alice", t.id("Shock"), ("Bob",)))
    saved = to_jsonable(t.state)
    back = from_jsonable(saved)
    assert back.player("Alice").spells_cast == 1
    check_state(back)
    from dataclasses import replace

    bad = replace(back, players=tuple(replace(p, spells_cast=-1) for p in back.players))
    with pytest.raises(SaveFormatError, match="spells cast this turn"):
        check_state(bad)
