"""A damage source that has left the battlefield by the time its ability deals the damage
has the deathtouch or wither it last had there (deathtouch: 702.2e in every edition; wither:
702.78b in 2011-09, 702.79b in 2013-07 and 2017-09, 702.80b today; the general rule 608.2g,
608.2h today): the creature it damages is destroyed (704.5h), or gets -1/-1 counters."""

from __future__ import annotations

import pytest
from test_editions import assert_cites_exist
from test_planechase import EDITIONS

import magictutor as mt

WITHER_LKI = {"2011-09": "702.78b", "2013-07": "702.79b", "2017-09": "702.79b",
              "current": "702.80b"}
LKI = {"2011-09": "608.2g", "2013-07": "608.2g", "2017-09": "608.2g", "current": "608.2h"}


def _stinger(keyword: str) -> dict:
    return {"name": "Test Stinger", "types": ["Creature"], "subtypes": ["Insect"],
            "power": 1, "toughness": 1, "keywords": [keyword], "abilities": [
                {"kind": "activated", "cost": "{T}", "targets": ["creature"],
                 "text": "This creature deals 1 damage to target creature.",
                 "effects": [{"damage": 1, "to": "target"}]}]}


def _bolted_in_response(edition: str, keyword: str, bolt: bool = True):
    """Alice's Test Stinger (with ``keyword``) aims its ability at Bob's Colossal Dreadmaw;
    Bob bolts the Stinger in response (or not); everything resolves. The last step and the
    Dreadmaw's id."""
    s = mt.build_game(["Alice", "Bob"], edition=edition, cards=[_stinger(keyword)], setup={
        "Alice": {"battlefield": ["Test Stinger"]},
        "Bob": {"battlefield": ["Colossal Dreadmaw", "Mountain"], "hand": ["Lightning Bolt"]}})
    sting = next(o.id for o in s.battlefield if o.name == "Test Stinger")
    maw = next(o.id for o in s.battlefield if o.name == "Colossal Dreadmaw")
    s = mt.apply(s, mt.Activate("Alice", sting, "{T}", targets=(maw,))).after
    s = mt.apply(s, mt.Pass("Alice")).after
    if bolt:
        s = mt.apply(s, mt.Cast("Bob", s.hand("Bob")[0].id, (sting,))).after
        s = mt.apply(s, mt.Pass("Bob")).after
        s = mt.apply(s, mt.Pass("Alice")).after
        assert s.obj(sting).zone == "graveyard", "the Stinger died before its ability resolved"
    step = None
    while s.stack:
        step = mt.apply(s, mt.Pass(s.priority))
        s = step.after
    return step, maw


def _cites(step) -> set[str]:
    return {r for e in step.events for r in e.rules}


@pytest.mark.parametrize("edition", EDITIONS)
def test_702_2e_deathtouch_from_last_known_information_destroys_the_creature(edition):
    step, maw = _bolted_in_response(edition, "deathtouch")
    assert step.after.obj(maw).zone == "graveyard", "704.5h destroys the Dreadmaw"
    assert {"702.2e", LKI[edition], "704.5h"} <= _cites(step)
    assert_cites_exist(edition, _cites(step))


@pytest.mark.parametrize("edition", EDITIONS)
def test_702_79b_wither_from_last_known_information_puts_minus_counters(edition):
    step, maw = _bolted_in_response(edition, "wither")
    dreadmaw = step.after.obj(maw)
    assert dreadmaw.counter("-1/-1") == 1 and dreadmaw.damage == 0
    assert {WITHER_LKI[edition], LKI[edition]} <= _cites(step)
    assert_cites_exist(edition, _cites(step))


@pytest.mark.parametrize("edition", EDITIONS)
def test_702_2e_a_source_still_there_uses_what_it_has_now(edition):
    step, maw = _bolted_in_response(edition, "deathtouch", bolt=False)
    assert step.after.obj(maw).zone == "graveyard"
    assert "702.2e" not in _cites(step), "no last known information needed"


@pytest.mark.parametrize("edition", EDITIONS)
def test_614_1a_selesnya_loft_gardens_doubles_the_counters_wither_puts(edition):
    """Wither's -1/-1 counters are put by an effect (the static ability wither: 702.79a,
    702.78a in 2011-09, 702.80a today), so Selesnya Loft Gardens' replacement effect doubles
    them (614.1a)."""
    from test_planes_2012 import on

    t = on("Selesnya Loft Gardens", edition, cards=[_stinger("wither")],
           setup={"Alice": {"battlefield": ["Test Stinger"]},
                  "Bob": {"battlefield": ["Colossal Dreadmaw"]}})
    sting, maw = t.id("Test Stinger"), t.id("Colossal Dreadmaw")
    t.do(mt.Activate("Alice", sting, "{T}", targets=(maw,)))
    t.do(mt.Pass("Alice"))
    t.do(mt.Pass("Bob"))
    assert t.state.obj(maw).counter("-1/-1") == 2, "one damage, two counters"
    assert {"614.1a", WITHER_LKI[edition][:-1]} <= t.cites
