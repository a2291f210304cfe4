"""A free cast meets the same "can't cast" effects as a normal cast (601.2 through
``check_cast``): a "can't" beats the instruction or permission to cast (101.2 in every
edition here). Suspend's cast (702.60a / 702.61a / 702.62a: "if able. If you can't, it remains
exiled"), rebound's (702.86a / 702.87a / 702.88a) and Chandra Ablaze's cast from a graveyard
all ask :func:`magictutor.rules.free_cast.cast_ban` first. The ban here is the effect of
Eloren Wilds's chaos ability ("a player you target can't cast spells until a player
planeswalks"), put on Alice directly, as a lesson's shortcut."""

from __future__ import annotations

from typing import Any

import pytest
from test_planechase import EDITIONS

import magictutor as mt
from magictutor.editions import get_edition

SUSPEND = {"2011-09": "702.60a", "2013-07": "702.61a", "2017-09": "702.61a",
           "current": "702.62a"}
REBOUND = {"2011-09": "702.86a", "2013-07": "702.87a", "2017-09": "702.87a",
           "current": "702.88a"}


def ban(t: Any, who: str = "Alice") -> None:
    """``who`` can't cast spells until a player planeswalks."""
    from magictutor.engine.context import Ctx

    ctx = Ctx(t.state)
    ctx.add_effect("cant_cast", None, "Bob", affected=(who,), until="planeswalk",
                   text=f"{who} can't cast spells")
    t.state = ctx.freeze()


@pytest.mark.parametrize("edition", EDITIONS)
def test_101_2_suspend_cast_is_refused_by_cant_cast_and_the_card_stays_exiled(edition):
    from test_planes_talon import on

    t = on(edition, ["Grizzly Bears"])
    t.do(mt.Suspend("Alice", t.id("Grizzly Bears")))
    t.advance("upkeep", turn=3)
    t.resolve_all()
    ban(t)
    t.advance("upkeep", turn=5)
    t.resolve_all()
    assert t.pending is None, "no cast to agree to: she can't cast it"
    assert t.zone("Grizzly Bears") == "exile" and t.obj("Grizzly Bears").counter("time") == 0
    assert not t.stack
    line = next(e for e in t.events if "can't cast Grizzly Bears" in e.text)
    assert {"101.2", SUSPEND[edition]} <= set(line.rules) and "stays in exile" in line.text
    t.advance("declare attackers", turn=7)
    assert t.zone("Grizzly Bears") == "exile", "no longer suspended: never cast"


@pytest.mark.parametrize("edition", EDITIONS)
def test_101_2_rebound_cast_is_refused_by_cant_cast_and_the_card_stays_exiled(edition):
    from test_planes_graveyard import on

    t = on("Trail of the Mage-Rings", edition,
           setup={"Alice": {"hand": ["Giant Growth"], "battlefield": ["Forest",
                                                                     "Grizzly Bears"]}})
    growth = t.id("Giant Growth")
    t.cast("Alice", "Giant Growth", "Grizzly Bears")
    t.resolve_all()
    assert t.state.objects[growth].zone == "exile"
    ban(t)
    t.advance("upkeep", turn=3)
    t.resolve()
    t.choose("yes")
    t.resolve_all()
    assert t.state.objects[growth].zone == "exile" and not t.stack
    line = next(e for e in t.events if "can't cast Giant Growth" in e.text)
    assert {"101.2", REBOUND[edition]} <= set(line.rules)
    assert get_edition(edition).rule("game.cant") == "101.2"


@pytest.mark.parametrize("edition", EDITIONS)
def test_101_2_chandra_ablaze_minus_7_casts_nothing_when_you_cant_cast_spells(edition):
    from pwkit import Game

    g = Game(edition=edition, setup={
        "Alice": {"battlefield": ["Chandra Ablaze (loyalty 7)"],
                  "graveyard": ["Lightning Bolt", "Lava Axe"]}})
    g.activate("Alice", "Chandra Ablaze", "-7")
    ban(g)  # (after the activation: a player who can't cast spells may still activate)
    g.resolve()
    assert g.pending is None and not g.state.stack
    assert g.zone("Lightning Bolt") == "graveyard" and g.zone("Lava Axe") == "graveyard"
    line = next(e for e in g.events if "can't cast" in e.text)
    assert "101.2" in line.rules and "stays in their graveyard" in line.text
