"""The card set: data files in ``magictutor/cards/data/``, read lazily and checked.

>>> card("Lightning Bolt", "2013-07").text
'Lightning Bolt deals 3 damage to one target creature or player.'
>>> card("Lightning Bolt", "current").abilities[0].targets
('any target',)
>>> "Legendary" in card("Jace Beleren", "2017-09").supertypes
True
"""

from __future__ import annotations

import os
from dataclasses import replace
from functools import cache, lru_cache
from typing import Any

from magictutor.cards.model import ABILITY_KINDS, AbilityDef, CardDef
from magictutor.yamlio import DataFileError, load_yaml

__all__ = ["card", "card_names", "UnknownCardError", "CardDef", "AbilityDef", "suggest"]

CARD_KEYS = {
    "name", "cost", "types", "subtypes", "supertypes", "colors", "power", "toughness",
    "loyalty", "keywords", "abilities", "text", "editions", "produces",
}
ABILITY_KEYS = {"kind", "text", "cost", "trigger", "targets", "effects", "static", "optional",
                "condition"}
EDITION_NAMES = ("2011-09", "2013-07", "2017-09", "current")


class UnknownCardError(KeyError):
    """A card name the kit does not know, with the closest names it does know."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.suggestions = suggest(name, card_names())
        hint = f"; did you mean {' or '.join(repr(s) for s in self.suggestions)}?" \
            if self.suggestions else ""
        super().__init__(f"unknown card {name!r}{hint}")

    def __str__(self) -> str:
        return self.args[0]


def suggest(word: str, choices: Any, n: int = 3) -> list[str]:
    """The closest valid words, for error messages.

    >>> suggest("Lightning Blot", ["Lightning Bolt", "Shock"])
    ['Lightning Bolt']
    """
    import difflib

    if len(word) > 100:  # (no name is this long; difflib's time grows with the length)
        return []
    choices = list(choices)
    lower = {c.lower(): c for c in choices}
    hits = difflib.get_close_matches(word.lower(), list(lower), n=n, cutoff=0.6)
    return [lower[h] for h in hits]


@lru_cache(maxsize=1)
def _raw() -> dict[str, tuple[dict, str]]:
    out: dict[str, tuple[dict, str]] = {}
    folder = os.path.join(os.path.dirname(__file__), "data")
    for fname in sorted(os.listdir(folder)):
        if not fname.endswith(".yaml"):
            continue
        path = f"magictutor/cards/data/{fname}"
        with open(os.path.join(folder, fname), encoding="utf-8") as fh:
            _read_card_file(fh.read(), path, out)
    return out


def _read_card_file(text: str, path: str, out: dict[str, tuple[dict, str]]) -> list[str]:
    """Read one card file into ``out`` (name to (item, path)), checking its keys; the names
    it defines."""
    data = load_yaml(text, path)
    if not isinstance(data, list):
        raise DataFileError(path, 1, "a card file is a list of cards")
    names = []
    for item in data:
        if not isinstance(item, dict) or "name" not in item:
            raise DataFileError(path, getattr(item, "line", None), "a card needs a name")
        _check_keys(item, CARD_KEYS, path, f"card {item['name']!r}")
        if item["name"] in out:
            raise DataFileError(path, item.line, f"card {item['name']!r} defined twice")
        out[item["name"]] = (item, path)
        names.append(item["name"])
    return names


def add_card_file(text: str, path: str = "<cards>") -> list[str]:
    """Add the cards of a card file (YAML text, as in ``magictutor/cards/data/``) to the card
    set, checking every card in every edition first (:func:`magictutor.card_check.check_card`):
    a bad file adds nothing and raises :class:`DataFileError` with its path and line. The
    names it added; :func:`remove_cards` takes them away again.

    >>> names = add_card_file('''
    ... - name: Test Spark
    ...   cost: "{R}"
    ...   types: [Instant]
    ...   abilities:
    ...     - kind: spell
    ...       targets: [any target]
    ...       effects: [{damage: 1, to: target}]
    ... ''', "spark.yaml")
    >>> card("Test Spark").abilities[0].targets
    ('any target',)
    >>> remove_cards(names)
    """
    from magictutor.card_check import check_card

    known = _raw()
    new: dict[str, tuple[dict, str]] = {}
    names = _read_card_file(text, path, new)
    for name in names:
        if name in known:
            item, _ = new[name]
            raise DataFileError(path, item.line, f"card {name!r} is already in the card set")
    known.update(new)
    try:
        _forget()
        for name in names:
            for edition in EDITION_NAMES:
                check_card(card(name, edition))
    except Exception:
        remove_cards(names)
        raise
    return names


def remove_cards(names: list[str]) -> None:
    """Take cards :func:`add_card_file` added out of the card set again."""
    known = _raw()
    for name in names:
        known.pop(name, None)
    _forget()


def _forget() -> None:
    """Forget every answer worked out from card definitions (the card set changed)."""
    from magictutor.card_check import forget_card_answers

    card.cache_clear()
    forget_card_answers()


def _check_keys(d: dict, allowed: set, path: str, what: str) -> None:
    for key in d:
        if key not in allowed:
            hint = suggest(str(key), allowed)
            extra = f" (did you mean {hint[0]!r}?)" if hint else ""
            raise DataFileError(path, d.line_of(key) if hasattr(d, "line_of") else None,
                                f"{what}: unknown key {key!r}{extra}")


def card_names() -> list[str]:
    """Every card name the kit knows, sorted."""
    return sorted(_raw())


def _tuple(v: Any) -> tuple:
    if v is None:
        return ()
    if isinstance(v, (list, tuple)):
        return tuple(v)
    return (v,)


def _freeze(v: Any) -> Any:
    """Effect specs become nested tuples of pairs so card definitions compare and hash."""
    if isinstance(v, dict):
        return tuple((k, _freeze(x)) for k, x in v.items())
    if isinstance(v, list):
        return tuple(_freeze(x) for x in v)
    return v


def _ability(d: dict, path: str, cname: str) -> AbilityDef:
    from magictutor.card_check import check_ability

    _check_keys(d, ABILITY_KEYS, path, f"an ability of {cname!r}")
    kind = d.get("kind", "spell")
    if kind not in ABILITY_KINDS:
        hint = suggest(str(kind), ABILITY_KINDS)
        extra = f"; did you mean {hint[0]!r}?" if hint else ""
        raise DataFileError(path, d.line_of("kind") if hasattr(d, "line_of") else None,
                            f"{cname!r}: unknown ability kind {kind!r}{extra}")
    check_ability(d, path, cname)
    cost = d.get("cost")
    return AbilityDef(
        kind=kind, text=str(d.get("text", "")).strip(),
        cost=None if cost is None else str(cost), trigger=d.get("trigger"),
        targets=_tuple(d.get("targets")), effects=_freeze(list(_tuple(d.get("effects")))),
        static=_freeze(list(_tuple(d.get("static")))), optional=bool(d.get("optional", False)),
        condition=_freeze(d.get("condition")),
    )


@cache
def card(name: str, edition: str = "2013-07") -> CardDef:
    """The card called ``name`` as the rules edition ``edition`` words it."""
    raw = _raw().get(name)
    if raw is None:
        raise UnknownCardError(name)
    item, path = raw
    abilities = [dict(a) for a in item.get("abilities", [])]
    text = item.get("text", "")
    over = (item.get("editions") or {})
    for ed in over:
        if ed not in EDITION_NAMES:
            raise DataFileError(path, over.line_of(ed), f"{name!r}: unknown edition {ed!r}")
    patch = over.get(edition)
    if patch:
        text = patch.get("text", text)
        for idx, change in (patch.get("abilities") or {}).items():
            abilities[int(idx)] = {**abilities[int(idx)], **change}
    line_abilities = []
    for a, orig in zip(abilities, item.get("abilities", []), strict=True):
        if not hasattr(a, "line_of"):
            from magictutor.yamlio import LineDict

            ld = LineDict(a)
            ld.line, ld.key_lines = orig.line, dict(getattr(orig, "key_lines", {}))
            a = ld
        line_abilities.append(_ability(a, path, name))
    if item.get("cost"):
        from magictutor.card_check import check_cost

        check_cost(str(item["cost"]), path, item.line_of("cost"), name)
    types = _tuple(item.get("types"))
    supertypes = _tuple(item.get("supertypes"))
    if "Planeswalker" in types and "Legendary" not in supertypes:
        from magictutor.editions import get_edition

        if get_edition(edition).feature("planeswalkers_legendary"):
            supertypes = ("Legendary",) + supertypes  # Oracle errata of September 2017
    return CardDef(
        name=name, types=types, cost=str(item.get("cost", "")),
        subtypes=_tuple(item.get("subtypes")),
        supertypes=supertypes, colors=_tuple(item.get("colors")), power=item.get("power"),
        toughness=item.get("toughness"), loyalty=item.get("loyalty"),
        keywords=_tuple(item.get("keywords")), abilities=tuple(line_abilities),
        text=str(text).strip(), produces=str(item.get("produces", "")), source=path,
    )


def token_def(spec: dict) -> CardDef:
    """A token's definition from an effect spec ({name, types, subtypes, colors, power, ...})."""
    return CardDef(
        name=spec.get("name", "Token"), types=_tuple(spec.get("types", ["Creature"])),
        subtypes=_tuple(spec.get("subtypes")), colors=_tuple(spec.get("colors")),
        supertypes=_tuple(spec.get("supertypes")), loyalty=spec.get("loyalty"),
        power=spec.get("power"), toughness=spec.get("toughness"),
        keywords=_tuple(spec.get("keywords")),
        abilities=tuple(_ability(a, "token", spec.get("name", "Token"))
                        for a in spec.get("abilities", ())),
        text=spec.get("text", ""),
    )


def with_edition(c: CardDef, **changes: Any) -> CardDef:
    return replace(c, **changes)
