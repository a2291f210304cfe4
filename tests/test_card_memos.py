"""What a state works out from the cards of its permanents and face-up planes (which have
activated abilities of their own, which grant one, which give every land an any-colour mana
ability) is keyed on those cards, never on the identity of the zone's tuple: a state whose
battlefield and face-up planes are the same tuples as another's but whose objects are other
cards gets its own answer (602.1, 605.1a, 613.1f)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from test_planechase import EDITIONS
from test_planes_2012 import on

from magictutor.engine import memos
from magictutor.engine.context import Ctx
from magictutor.rules.activated import sources
from magictutor.rules.costs import any_colour_lands


def _renamed(s, oid: int, name: str):
    """``s`` with object ``oid`` another card, sharing every zone's tuple with ``s``."""
    return replace(s, objects=s.objects.set(oid, replace(s.objects[oid], name=name)))


def _plane(s) -> int:
    return s.zones["faceup"][0]


@pytest.mark.parametrize("edition", EDITIONS)
def test_613_1f_a_granted_ability_is_read_from_the_planes_cards_not_the_zones_tuple(edition):
    t = on("Tazeem", edition, setup={"Alice": {"battlefield": ["Grizzly Bears"]}})
    s, bears = t.state, t.id("Grizzly Bears")
    assert sources(s) == (), "Tazeem grants no activated ability"
    other = _renamed(s, _plane(s), "Llanowar")
    assert other.zones["battlefield"] is s.zones["battlefield"]
    assert sources(other) == (bears,), "Llanowar gives every creature a mana ability (605.1a)"


@pytest.mark.parametrize("edition", EDITIONS)
def test_605_3a_an_any_colour_land_ability_is_read_from_the_cards_not_the_zones_tuple(edition):
    t = on("Tazeem", edition, setup={"Alice": {"battlefield": ["Forest"]}})
    s = t.state
    assert not any_colour_lands(s)
    assert any_colour_lands(_renamed(s, _plane(s), "Truga Jungle")), \
        "Truga Jungle gives every land an any-colour mana ability"


def test_400_7_a_step_never_changes_an_objects_card_in_place():
    """The working copy refuses to change an object's name or kind (a card that changes
    zones is a new object, 400.7), so what a state hands on from its cards stays true."""
    t = on("Tazeem", setup={"Alice": {"battlefield": ["Grizzly Bears"]}})
    s = t.state
    assert sources(s) == ()
    for change in ({"name": "Llanowar"}, {"kind": "token"}):
        with pytest.raises(ValueError, match="400.7"):
            Ctx(s).set_obj(_plane(s), **change)
    ctx = Ctx(s)
    ctx.set_obj(t.id("Grizzly Bears"), tapped=True)
    after = ctx.freeze()
    handed = () if memos.HAND_ON else None  # (MAGICTUTOR_FAST=0: nothing is handed on)
    assert after._memo.get("_own_sources") == handed and s._memo["_own_sources"] == ()
    assert sources(after) == ()


def _fresh(s):
    """``s`` with an empty side table: every answer worked out from scratch."""
    return replace(s)


@pytest.mark.parametrize("card", ["Grizzly Bears", "Forest", "Jace Beleren"])
def test_602_1_a_permanent_joining_the_battlefield_adds_its_part_to_the_handed_on_answers(card):
    """A permanent that joins the battlefield adds to what the state before worked out from
    its permanents' cards (``engine.memos_cards``): the same answers as from scratch, and
    none at all while the shortcuts are off."""
    t = on("Llanowar", setup={"Alice": {"battlefield": ["Forest", "Mountain"],
                                        "hand": [card]}})
    s = t.state
    before = (sources(s), any_colour_lands(s))
    ctx = Ctx(s)
    ctx.move(t.id(card), "battlefield", controller="Alice")
    after = ctx.freeze()
    assert after.zones["battlefield"][:-1] == s.zones["battlefield"]
    handed = {k: after._memo[k] for k in ("_own_sources", "_may_grant", "_wild_cards")
              if k in after._memo}
    assert handed if memos.HAND_ON else not handed, "handed on exactly while shortcuts are on"
    assert (sources(after), any_colour_lands(after)) == (sources(_fresh(after)),
                                                         any_colour_lands(_fresh(after)))
    new = t.id(card)
    assert (new in sources(after)) == (card == "Grizzly Bears"), \
        "Llanowar gives every creature a mana ability (605.1a), and only creatures"
    assert before == (sources(s), any_colour_lands(s)), "the state before is unchanged"
