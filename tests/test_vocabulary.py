"""The card vocabulary is declared in the cards layer (``card_words``, ``card_check``) and
implemented in the rules layer (``effects``, ``pw_effects``, ``planar_effects``,
``planar_decks``, ``rules.targets``): the card loader checks card files against the
declaration alone, so it never imports the rules. These tests keep the two equal: a word
declared but not implemented, or implemented but not declared, fails here by name."""

from __future__ import annotations

import importlib

import pytest

from magictutor.cards import check as card_check
from magictutor.cards import words as card_words

# The modules that implement effect words register them in magictutor.rules.effects.EFFECTS as
# they are imported.
IMPLEMENTING = (
    "magictutor.rules.effects",
    "magictutor.rules.stack",
    "magictutor.rules.loyalty_effects",
    "magictutor.rules.planechase.effects",
    "magictutor.rules.planechase.decks",
)


def _implemented_effects() -> set[str]:
    for name in IMPLEMENTING:
        importlib.import_module(name)
    from magictutor.rules.effects import EFFECTS

    return set(EFFECTS)


def _differences(declared: set[str], implemented: set[str]) -> list[str]:
    return ([f"declared, not implemented: {w!r}" for w in sorted(declared - implemented)]
            + [f"implemented, not declared: {w!r}" for w in sorted(implemented - declared)])


def test_every_declared_effect_word_is_implemented_and_no_other():
    assert _differences(set(card_words.EFFECTS), _implemented_effects()) == []


def test_every_effect_with_a_key_schema_is_a_declared_word():
    assert set(card_check.EFFECT_KEYS) - set(card_words.EFFECTS) == set()


def test_every_declared_target_word_is_implemented_and_no_other():
    from magictutor.rules.targets import TARGET_WORDS

    assert _differences(set(card_check.TARGET_WORDS), set(TARGET_WORDS)) == []


def test_every_declared_who_or_what_word_is_implemented_and_no_other():
    from magictutor.rules.effects import REF_WORDS

    assert _differences(set(card_check.REF_WORDS), set(REF_WORDS)) == []


def test_the_difference_is_named():
    """The check can fail, and says which word and which way."""
    assert _differences({"damage", "zap"}, {"damage", "zorp"}) == [
        "declared, not implemented: 'zap'", "implemented, not declared: 'zorp'"]


@pytest.mark.parametrize("word", sorted(card_check.AMOUNT_WORDS))
def test_every_declared_amount_word_is_implemented(word):
    import magictutor as mt
    from magictutor.engine.context import Ctx
    from magictutor.rules.effects import amount

    s = mt.build_game(["Alice", "Bob"], setup={"Alice": {"battlefield": ["Mountain"]}})
    ctx = Ctx(s)
    assert isinstance(amount(ctx, {"controller": "Alice", "x": 2}, word), int)


def test_destroy_sacrifice_and_if_words_declared_in_cards_are_the_ones_rules_implement():
    """The words ``destroy``, ``sacrifice`` and ``if`` accept are declared in the cards layer
    (what the loader checks, 701.7/701.14-ish actions, 603.4 for ``if``) and implemented in
    the rules layer: the two lists must be the same, or a card would pass the check and then
    name a word the rules cannot do (or the reverse)."""
    from magictutor.cards import check as card_check
    from magictutor.rules import conditions, permanents

    assert set(card_check.DESTROY_WORDS) == set(permanents.DESTROY_WORDS)
    assert set(card_check.SACRIFICE_WORDS) == set(permanents.SACRIFICE_WHAT)
    assert set(card_check.IF_TESTS) == set(conditions.IF_WORDS)
