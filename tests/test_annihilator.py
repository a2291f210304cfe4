"""Annihilator N: each instance a creature has triggers separately as it attacks (702.84b in
2011-09, 702.85b in 2013-07 and 2017-09, 702.86b today), even two of the same N, which a set
of keywords would hold once."""

from __future__ import annotations

import pytest
from test_planechase import EDITIONS

import magictutor as mt

INSTANCES = {"2011-09": "702.84b", "2013-07": "702.85b", "2017-09": "702.85b",
             "current": "702.86b"}
EATER = {"name": "Test Eater", "types": ["Creature"], "subtypes": ["Eldrazi"], "power": 5,
         "toughness": 5, "keywords": ["annihilator 1"]}
HIVE = {"name": "Test Hive", "types": ["Enchantment"], "abilities": [
    {"kind": "static", "text": "Every creature has annihilator 1.",
     "static": [{"creatures_have": ["annihilator 1"]}]}]}


def _attack(edition: str, cards: list[dict], alice: list[str]) -> mt.Step:
    s = mt.build_game(["Alice", "Bob"], edition=edition, cards=cards, step="declare attackers",
                      setup={"Alice": {"battlefield": alice},
                             "Bob": {"battlefield": ["Island", "Mountain", "Forest"]}})
    eater = next(o.id for o in s.battlefield if o.name == "Test Eater")
    return mt.apply(s, mt.DeclareAttackers("Alice", ((eater, "Bob"),)))


@pytest.mark.parametrize("edition", EDITIONS)
def test_702_85b_two_instances_of_annihilator_1_trigger_twice(edition):
    from test_editions import assert_cites_exist

    step = _attack(edition, [EATER, HIVE], ["Test Eater", "Test Hive"])
    assert [o.name for o in step.after.stack] == ["Test Eater annihilator 1"] * 2
    cites = {r for e in step.events for r in e.rules}
    assert INSTANCES[edition] in cites
    assert_cites_exist(edition, cites)


@pytest.mark.parametrize("edition", EDITIONS)
def test_702_85b_one_instance_triggers_once(edition):
    step = _attack(edition, [EATER], ["Test Eater"])
    assert [o.name for o in step.after.stack] == ["Test Eater annihilator 1"]
