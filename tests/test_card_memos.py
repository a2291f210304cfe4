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
    assert after._memo.get("_own_sources") == s._memo["_own_sources"] == ()
    assert sources(after) == ()
