"""One exception family (magictutor/errors.py): every error the kit raises for input it
refuses derives from MagictutorError, a ValueError, and keeps its name where it was defined
and on the package."""

from __future__ import annotations

import importlib

import pytest

import magictutor as mt
from magictutor.errors import MagictutorError

FAMILY = [
    ("magictutor.yamlio", "DataFileError"),
    ("magictutor.scenarios.validate", "ScenarioError"),
    ("magictutor.scenarios.names", "NotationError"),
    ("magictutor.engine.serialize", "SaveFormatError"),
    ("magictutor.engine.setup", "SetupError"),
    ("magictutor.engine.apply", "IllegalActionError"),
    ("magictutor.cards", "UnknownCardError"),
    ("magictutor.editions", "RuleAbsent"),
]


@pytest.mark.parametrize("module, name", FAMILY, ids=[n for _, n in FAMILY])
def test_every_error_is_one_of_the_family_where_it_was_and_on_the_package(module, name):
    cls = getattr(importlib.import_module(module), name)
    assert issubclass(cls, MagictutorError) and issubclass(cls, ValueError)
    assert getattr(mt, name) is cls


def test_the_base_is_a_value_error_on_the_package():
    assert mt.MagictutorError is MagictutorError and issubclass(MagictutorError, ValueError)


def test_an_unknown_card_is_caught_as_the_family_and_still_as_a_key_error():
    from magictutor.cards import card

    for base in (MagictutorError, KeyError):
        with pytest.raises(base, match="did you mean 'Lightning Bolt'"):
            card("Lightning Blot")


def test_601_2_a_refused_action_is_caught_as_the_family():
    s = mt.build_game(["Alice", "Bob"], setup={"Bob": {"hand": ["Lightning Bolt"]}})
    bolt = s.hand("Bob")[0].id
    with pytest.raises(MagictutorError, match="Refused"):
        mt.apply(s, mt.Cast("Bob", bolt, targets=("Alice",)))


def test_a_bad_setup_is_caught_as_the_family():
    with pytest.raises(MagictutorError):
        mt.build_game(["Alice", "Alice"])


def test_a_state_shows_itself_through_render():
    s = mt.build_game(["Alice", "Bob"])
    assert "Alice: life 20" in str(s) and "Alice" in s._repr_html_()


def test_300_1_901_3_2011_09_a_phenomenon_refused_names_its_field_and_rules():
    """Rules 300.1 and 901.3 of 2011-09 (no phenomenon card type; a planar deck of plane
    cards): the refusal carries the field at fault and those rules, for lesson 9's message."""
    from magictutor.errors import SetupError
    from magictutor.widgets.refusal import refusal

    with pytest.raises(SetupError) as caught:
        mt.build_game(["Alice", "Bob"], edition="2011-09",
                      planechase={"decks": {"Alice": ["Tazeem", "Chaotic Aether"],
                                            "Bob": ["Panopticon"]}})
    assert caught.value.field == "planechase.decks.Alice"
    assert caught.value.rules == ("300.1", "901.3")
    html = refusal(caught.value, edition="2011-09").data
    assert "Chaotic Aether is a phenomenon" in html and html.count('class="mt-rule"') == 2
    assert "Traceback" not in html
