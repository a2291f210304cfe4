"""The card words of Auras (303.4, the enchant keyword 702.5) and of casting spells as though
they had flash (702.8): their checks at load, and the spell ability every Aura card gets.

An Aura card has the subtype ``Aura`` and exactly one static ability ``{enchant: WORD}``
(:data:`ENCHANT_WORDS`); the loader gives it a spell ability whose one target is WORD
(:func:`with_aura_spell`: an Aura spell targets what it will enchant, 303.4a), so it is cast,
listed and checked like any spell with a target. Its other static abilities may name the
enchanted permanent (``enchanted_gets``, ``enchanted_has``,
``enchanted_cant_attack_or_block``); a card that isn't an Aura may not (303.4i in 2011-09:
the words would refer to nothing). The rules are in :mod:`magictutor.rules.auras`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from magictutor.cards.model import AbilityDef
from magictutor.cards.schema import KEYWORDS
from magictutor.yamlio import DataFileError

ENCHANT_WORDS = ("creature", "creature you control", "land", "nonland permanent",
                 "permanent", "planeswalker")
"""The target words an enchant ability may name: words of permanents whose test reads the
permanent alone (the state-based action 704.5n/m checks it again without targeting)."""

AURA_STATICS = ("enchant", "enchanted_gets", "enchanted_has", "enchanted_cant_attack_or_block",
                "cast_as_though_flash")
"""The static words checked here (:func:`check_aura_static`)."""

_CARD_TYPES = ("Artifact", "Creature", "Enchantment", "Instant", "Planeswalker", "Sorcery")


def _refuse(path: str, line: int | None, cname: str, why: str) -> DataFileError:
    return DataFileError(path, line, f"{cname!r}: {why}")


def _pair(value: Any) -> bool:
    return isinstance(value, list) and len(value) == 2 and all(
        isinstance(n, int) and not isinstance(n, bool) for n in value)


def _words(value: Any) -> bool:
    return isinstance(value, list) and bool(value)


_SHAPES: dict[str, tuple[Callable[[Any], bool], str]] = {
    "enchant": (lambda v: isinstance(v, str), "a target word, like creature"),
    "enchanted_gets": (_pair, "[power, toughness], like [2, 2]"),
    "enchanted_has": (_words, "a list of keywords, like [flying]"),
    "enchanted_cant_attack_or_block": (lambda v: v is True, "true"),
    "cast_as_though_flash": (_words, "a list of card types, like [Enchantment]"),
}
"""The shape of each of :data:`AURA_STATICS`' values, and how a refusal describes it."""

_WORDS_OF: dict[str, tuple[tuple[str, ...] | dict, str]] = {
    "enchant": (ENCHANT_WORDS, "enchant word"),
    "enchanted_has": (KEYWORDS, "keyword"),
    "cast_as_though_flash": (_CARD_TYPES, "card type of a spell"),
}
"""The known words each value's words must be among."""


def check_aura_statics(spec: Any, path: str, line: int | None, cname: str,
                       known: Callable[..., Any], line_of: Callable[[Any, Any], int | None]
                       ) -> None:
    """The values of the static words of :data:`AURA_STATICS` in one static ability
    ``spec``, or a refusal with the file and line (``known`` refuses a word not among the
    known ones, naming the closest: :func:`magictutor.cards.check._known`)."""
    for key in AURA_STATICS:
        if not isinstance(spec, dict) or key not in spec:
            continue
        value, at = spec[key], line_of(spec, key) or line
        shape, what = _SHAPES[key]
        if not shape(value):
            raise _refuse(path, at, cname, f"{key} is {what}, not {value!r}")
        if key in _WORDS_OF:
            words, name = _WORDS_OF[key]
            for word in (value if isinstance(value, list) else [value]):
                known(word, words, path, at, cname, name)


def _aura_words(abilities: list[AbilityDef]) -> tuple[list[Any], bool]:
    """The enchant words of ``abilities``, and whether one names the enchanted permanent."""
    statics = [(k, v) for a in abilities if a.kind == "static" for spec in a.static
               for k, v in spec]
    return [v for k, v in statics if k == "enchant"], any(
        k.startswith("enchanted_") for k, _ in statics)


def _subtypes_line(item: Any) -> int | None:
    if hasattr(item, "line_of") and "subtypes" in item:
        return item.line_of("subtypes")
    return getattr(item, "line", None)


def with_aura_spell(item: Any, abilities: list[AbilityDef], path: str, cname: str
                    ) -> list[AbilityDef]:
    """``abilities`` of the card entry ``item``, with the spell ability of an Aura (303.4a);
    a refusal if the subtype Aura and the enchant ability don't go together (702.5a)."""
    words, named = _aura_words(abilities)
    line = _subtypes_line(item)
    aura = "Aura" in (item.get("subtypes") or ())
    if not aura:
        if words or named:
            raise _refuse(path, line, cname, "only an Aura (subtype Aura) has an enchant "
                          "ability or abilities of the enchanted permanent (303.4, 702.5a)")
        return abilities
    if len(words) != 1 or "Enchantment" not in (item.get("types") or ()):
        raise _refuse(path, line, cname, "an Aura is an enchantment with exactly one enchant "
                      "ability, like {enchant: creature} (303.4, 702.5a)")
    if any(a.kind == "spell" for a in abilities):
        raise _refuse(path, line, cname, "an Aura's spell ability comes from its enchant "
                      "ability (303.4a): leave it out")
    spell = AbilityDef(kind="spell", text=f"As it is cast, target the {words[0]} it will "
                       "enchant.", targets=(words[0],))
    return [*abilities, spell]
