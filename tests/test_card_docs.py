"""docs/cards.md is generated from the engine's own tables of card words
(``tools/card_docs.py``): the committed page is what a fresh generation writes, every word of
those tables is documented with an example and no other word is, and every example is one the
card loader accepts."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

from magictutor import cards
from magictutor.cards import check as card_check
from magictutor.cards import model
from magictutor.cards import words as card_words
from magictutor.rules.effects import EFFECTS, REF_WORDS
from magictutor.rules.targets import TARGET_WORDS
from magictutor.yamlio import load_yaml

ROOT = Path(__file__).resolve().parent.parent
CR = Path("/work/shared/rules/cr")


def _tool():
    spec = importlib.util.spec_from_file_location("card_docs", ROOT / "tools" / "card_docs.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_committed_cards_page_is_a_fresh_generation():
    assert (ROOT / "docs" / "cards.md").read_text(encoding="utf-8") == _tool().render(), (
        "run: python tools/card_docs.py")


@pytest.mark.parametrize("documented, live", [
    (card_words.CARD_KEYS, cards.CARD_KEYS),
    (card_words.ABILITY_KEYS, cards.ABILITY_KEYS),
    (card_words.ABILITY_KINDS, model.ABILITY_KINDS),
    (card_words.TRIGGERS, model.TRIGGERS),
    (card_words.EFFECTS, EFFECTS),
    (card_words.REF_WORDS, [*REF_WORDS, "target1", "caster"]),
    (card_words.TARGETS, TARGET_WORDS),
    (card_words.STATIC_EXAMPLES, card_check.STATIC_WORDS),
    (card_words.CONDITIONS, card_check.CONDITION_WORDS),
    (card_words.KEYWORDS, card_check.KEYWORDS),
    (card_words.AMOUNTS, ["N", "counters:KIND", *card_check.AMOUNT_WORDS]),
], ids=["card keys", "ability keys", "kinds", "triggers", "effects", "who and what", "targets",
        "statics", "conditions", "keywords", "amounts"])
def test_every_word_the_loader_accepts_is_documented_and_no_other(documented, live):
    assert set(documented) == set(live)


def _check(effects_yaml: str) -> None:
    effects = load_yaml(f"[{effects_yaml}]", "docs/cards.md")
    card_check.check_effects(effects, "docs/cards.md", None, "example", 3)


@pytest.mark.parametrize("word", sorted(card_words.EFFECTS))
def test_each_effect_example_uses_its_word_and_passes_the_loader(word):
    example = card_words.EFFECTS[word][1]
    assert next(iter(load_yaml(example, "x"))) == word
    _check(example)


@pytest.mark.parametrize("word", sorted(card_words.REF_WORDS))
def test_each_who_and_what_example_uses_its_word_and_passes_the_loader(word):
    example = card_words.REF_WORDS[word][1]
    assert word in load_yaml(example, "x").values()
    _check(example)


@pytest.mark.parametrize("word", sorted(card_words.AMOUNTS))
def test_each_amount_example_passes_the_loader(word):
    _check(card_words.AMOUNTS[word][1])


def test_a_wrong_example_would_be_caught():
    with pytest.raises(ValueError, match="tarket"):
        _check("{damage: 3, to: tarket}")


def test_the_whole_card_and_the_key_examples_pass_the_loader():
    names = cards.define_cards(load_yaml(_tool().WHOLE_CARD, "docs/cards.md"), "docs/cards.md")
    try:
        assert cards.card("Tamsin the Kindler", "current").abilities[0].targets == (
            "player or planeswalker",)
        for table in (card_words.ABILITY_KEYS, card_words.ABILITY_KINDS,
                      card_words.CONDITIONS):
            for _, example in table.values():
                ability = load_yaml("{" + example + "}", "x")
                ability.setdefault("kind", "triggered")
                if ability["kind"] == "triggered":
                    ability.setdefault("trigger", "dies")
                if ability["kind"] == "loyalty":
                    ability.setdefault("cost", "+1")
                card_check.check_ability(ability, "docs/cards.md", "example")
    finally:
        cards.remove_cards(list(names))


@pytest.mark.skipif(not CR.exists(), reason="the CR texts are not here")
def test_every_rule_the_page_cites_exists_in_its_edition():
    """A number in parentheses is 2013-07's (the kit's default); ``current N`` and ``N today``
    are today's; ``N to 2017-09`` is the older editions'."""
    editions = {"2013-07": "2013-07-11.txt", "current": "2026-08-07.txt",
                "2017-09": "2017-09-25.txt"}
    texts = {ed: (CR / f).read_text(encoding="utf-8") for ed, f in editions.items()}
    page = (ROOT / "docs" / "cards.md").read_text(encoding="utf-8")
    number = r"(\d{3}(?:\.\d+[a-z]?)?)"
    cited = [("2013-07", n) for n in re.findall(rf"[(;] ?{number}\)", page)]
    cited += [("current", n) for n in re.findall(rf"current {number}", page)]
    cited += [("current", n) for n in re.findall(rf"{number} today", page)]
    cited += [("2017-09", n) for n in re.findall(rf"{number} to 2017-09", page)]
    cited += [("2013-07", n) for n in re.findall(rf"{number} to 2013-07", page)]
    cited += [("2017-09", n) for n in re.findall(rf"{number} in 2017-09", page)]
    assert {ed for ed, _ in cited} == set(editions)
    for ed, n in cited:
        assert re.search(rf"^{re.escape(n)}[. ]", texts[ed], re.M), (ed, n)


@pytest.mark.parametrize("edition", ["2011-09", "2013-07", "2017-09", "current"])
def test_701_8_the_exchange_words_cite_each_editions_own_number(edition):
    """Exchanging is 701.8 to 2013-07, 701.9 in 2017-09 and 701.12 today: the page gives the
    number of every edition (from the editions layer, ``{rule kw.exchange}``), never one
    edition's number for all, and no placeholder is left unexpanded."""
    from magictutor.editions import get_edition

    page = (ROOT / "docs" / "cards.md").read_text(encoding="utf-8")
    assert "{rule " not in page
    number = get_edition(edition).rule("kw.exchange")
    for word in ("exchange_control", "exchange_life"):
        row = next(line for line in page.splitlines() if line.startswith(f"| `{word}` |"))
        assert re.search(rf"\b{re.escape(number)}\b", row), (word, edition, row)
