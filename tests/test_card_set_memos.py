"""What a game state works out about itself is worked out from the card set of the moment
(its cards are named, not copied): when a card is redefined or removed (lesson 11 lets a
student edit their card file and load it again), a state built before must not answer from
the old definitions. ``cards.VERSION`` counts the card set's changes; a state's side table is
stamped with it and forgotten by the engine's doors when it differs
(:func:`magictutor.model.state.card_set_current`), and the process-wide caches worked out
from cards are cleared (``cards.check.card_cache``)."""

from __future__ import annotations

import pytest

import magictutor as mt
from magictutor.cards import remove_cards
from magictutor.engine.check import check

EDITIONS = mt.EDITIONS
PAY = {"2011-09": "601.2g", "2013-07": "601.2g", "2017-09": "601.2h", "current": "601.2h"}


def spark(cost: str) -> list[dict]:
    return [{"name": "Test Spark", "cost": cost, "types": ["Instant"],
             "text": "Test Spark deals 1 damage to any target.",
             "abilities": [{"kind": "spell", "targets": ["any target"],
                            "effects": [{"damage": 1, "to": "target"}]}]}]


def game(edition: str, cost: str) -> mt.GameState:
    return mt.build_game(["Alice", "Bob"], edition=edition, cards=spark(cost),
                         setup={"Alice": {"hand": ["Test Spark"], "battlefield": ["Mountain"]}})


def casts(s: mt.GameState) -> list[mt.Action]:
    return [a for a in mt.legal_actions(s) if isinstance(a, mt.Cast)]


@pytest.mark.parametrize("edition", EDITIONS)
def test_601_2g_a_redefined_card_is_not_answered_from_the_old_definition(edition):
    """Test Spark costs {R}: Alice, with one Mountain, may cast it. Redefined to cost {2}{R}
    (the same name), the state built before lists no cast, and its check refuses one for the
    cost (601.2g to 2013-07, 601.2h from 2017-09), as a fresh state would."""
    try:
        s = game(edition, "{R}")
        listed = casts(s)
        assert listed, "one Mountain pays {R}"
        game(edition, "{2}{R}")  # (the student's edited card: the same name, a new cost)
        assert casts(s) == [], "not the old answer"
        problems = check(s, listed[0])
        assert problems and PAY[edition] in problems[0][0]
        with pytest.raises(mt.IllegalActionError):
            mt.apply(s, listed[0])
        game(edition, "{R}")  # (and back again)
        assert casts(s) == listed
        step = mt.apply(s, listed[0])
        assert [o.name for o in step.after.stack] == ["Test Spark"]
    finally:
        remove_cards(["Test Spark"])


def test_known_names_follow_the_card_set():
    """A scenario's check of names knows a card added to the card set after it first asked."""
    from magictutor.cards import add_card_file
    from magictutor.scenarios.validate import _known_names

    assert "Test Ember" not in _known_names()
    names = add_card_file('- name: Test Ember\n  cost: "{R}"\n  types: [Instant]\n'
                          '  abilities:\n    - kind: spell\n      targets: [any target]\n'
                          '      effects: [{damage: 2, to: target}]\n', "ember.yaml")
    try:
        assert "Test Ember" in _known_names()
    finally:
        remove_cards(names)
    assert "Test Ember" not in _known_names()
