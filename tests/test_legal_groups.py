"""The groups of candidates legal_actions builds (engine/legal_groups.py): a spell its caster
could not pay a colour of is not built at all, and the answer is still the one every
candidate's own check gives.

Rules touched: 601.2g (601.2h in the 2017 and later rules: the total cost is paid, here from
the mana pool and untapped lands), 305.1 (a land played), 117.3a (priority).
"""

from __future__ import annotations

import pytest

import magictutor as mt
from magictutor.editions import EDITIONS
from magictutor.engine import legal
from magictutor.engine.shortcuts import shortcuts
from magictutor.rules.mana import ANY, colours_available


@pytest.fixture(autouse=True)
def _fast():
    """These tests look at what the fast path builds, and compare it with the plain one, also
    when the suite runs with ``MAGICTUTOR_FAST=0``."""
    with shortcuts(True):
        yield


def _game(battlefield: list[str], mana: str = "", edition: str = "2013-07") -> mt.GameState:
    return mt.build_game(["Alice", "Bob"], active="Alice", step="precombat main",
                         edition=edition, setup={
                             "Alice": {"hand": ["Lightning Bolt", "Grizzly Bears"],
                                       "battlefield": battlefield, "mana": mana,
                                       "library": ["Island"] * 3},
                             "Bob": {"battlefield": ["Mountain"], "library": ["Island"] * 3}})


def _cast_groups(s: mt.GameState) -> list[str]:
    """The names of the spells whose group answer ``s`` remembers."""
    memo = s._memo.get("_legal_cache", {})
    return sorted(s.objects[k[2]].name for k in memo if len(k) > 2 and k[1] == "cast")


def _bolts(s: mt.GameState, actions: list) -> list:
    bolt = s.zones["Alice:hand"][0]
    return [a for a in actions if isinstance(a, mt.Cast) and a.card == bolt]


@pytest.mark.parametrize("edition", EDITIONS)
def test_601_2g_a_spell_no_untapped_land_or_floating_mana_pays_a_colour_of_is_not_built(
        edition):
    """Alice has three mana in all (two Forests and an Island): enough for Lightning Bolt's
    one mana, but none of it red. Its group is not built (nothing is remembered for it), and
    the answer is the one every candidate's own check gives: Bolt refused for its cost."""
    s = _game(["Forest", "Forest", "Island"], edition=edition)
    actions = mt.legal_actions(s)
    assert not _bolts(s, actions)
    assert _cast_groups(s) == ["Grizzly Bears"]  # (Bears, 1G: built, and legal)
    pay = mt.get_edition(edition).rule("cast.pay")
    refused = mt.check(s, mt.Cast("Alice", s.zones["Alice:hand"][0], ("Bob",)))
    assert refused and all(pay in rules for rules, _ in refused)
    with shortcuts(False):
        assert mt.legal_actions(s) == actions


@pytest.mark.parametrize("battlefield, mana", [(["Forest", "Mountain"], ""),
                                               (["Forest", "Forest"], "{R}")])
def test_601_2g_a_red_land_or_red_mana_in_the_pool_builds_the_spell_again(battlefield, mana):
    """With one red source, from an untapped Mountain or floating in the pool, Lightning Bolt
    is built, checked and listed (at every target)."""
    s = _game(battlefield, mana)
    actions = mt.legal_actions(s)
    assert {a.targets for a in _bolts(s, actions)} == {("Alice",), ("Bob",)}
    assert "Lightning Bolt" in _cast_groups(s)
    with shortcuts(False):
        assert mt.legal_actions(s) == actions


def test_601_2g_a_tapped_red_land_pays_nothing_and_the_memo_agrees_after_it_untaps():
    """A tapped Mountain makes no mana now: Bolt is not built; after Alice's next untap step
    it is (the whole answer is not handed on across her land untapping)."""
    s = _game(["Forest", "Mountain (tapped)"])
    assert not _bolts(s, mt.legal_actions(s))
    while not (s.active == "Alice" and s.step == "precombat main" and s.turn > 1):
        acts = mt.legal_actions(s)  # (passing, attacking with nothing)
        s = mt.apply(s, next((a for a in acts if isinstance(a, mt.Pass)), acts[0])).after
    assert _bolts(s, mt.legal_actions(s))
    with shortcuts(False):
        assert _bolts(s, mt.legal_actions(s)) == _bolts(s, mt.legal_actions(s))


def test_colours_available_counts_each_colour_and_lands_of_any_colour():
    """What plan_items needs before it can pay coloured symbols: for each colour, that many
    of its letter, or lands that tap for any colour (Truga Jungle) making up the rest."""
    assert colours_available("", ())
    assert colours_available("RG", (("R", 1),))
    assert not colours_available("RG", (("R", 2),))
    assert colours_available("R" + ANY, (("R", 2),))
    assert not colours_available("R" + ANY, (("R", 2), ("G", 1)))  # (two wild: no, one)
    assert colours_available("RR" + ANY, (("R", 2), ("G", 1)))
    assert not colours_available("C", (("R", 1),))


def test_enumerate_actions_builds_every_group_without_the_prefilter():
    """Without the prefilter (the plain path) Bolt is still a candidate, and refused by its
    own check: the prefilter only leaves out what the checks refuse."""
    s = _game(["Forest", "Forest", "Island"])
    bolt = s.zones["Alice:hand"][0]
    cands = [a for a in legal.enumerate_actions(s) if isinstance(a, mt.Cast) and a.card == bolt]
    assert cands and all(mt.check(s, a) for a in cands)
