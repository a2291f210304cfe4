"""The card set: data files in ``magictutor/cards/data/``, read lazily and checked.

>>> card("Lightning Bolt", "2013-07").text
'Lightning Bolt deals 3 damage to one target creature or player.'
>>> card("Lightning Bolt", "current").abilities[0].targets
('any target',)
>>> "Legendary" in card("Jace Beleren", "2017-09").supertypes
True
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from typing import Any

from magictutor.cards.auras import with_aura_spell
from magictutor.cards.files import (
    ABILITY_KEYS,
    CARD_KEYS,  # noqa: F401  (read as magictutor.cards.CARD_KEYS: tools/card_docs.py)
    _check_keys,
    _file,
    _index,
    _line_of,
    _read_card_file,
    _read_items,
    suggest,
)
from magictutor.cards.model import ABILITY_KINDS, AbilityDef, CardDef
from magictutor.cards.shape import EDITION_NAMES, check_shape
from magictutor.errors import MagictutorError
from magictutor.yamlio import DataFileError

__all__ = ["card", "card_names", "UnknownCardError", "CardDef", "AbilityDef", "suggest",
           "define_cards", "own_card_names"]


class UnknownCardError(MagictutorError, KeyError):
    """A card name the kit does not know, with the closest names it does know."""

    def __init__(self, name: str, also: Any = ()) -> None:
        self.name = name
        self.suggestions = suggest(name, [*card_names(), *also])
        hint = f"; did you mean {' or '.join(repr(s) for s in self.suggestions)}?" \
            if self.suggestions else ""
        super().__init__(f"unknown card {name!r}{hint}")

    def __str__(self) -> str:
        return self.args[0]


_ADDED: dict[str, tuple[dict, str]] = {}
"""Cards :func:`add_card_file` added to the card set."""


def _entry(name: str) -> tuple[dict, str] | None:
    """A card's entry (item, path): an added card, one of the data files, or a scenario's
    own card."""
    hit = _ADDED.get(name)
    if hit is not None:
        return hit
    fname = _index().get(name)
    if fname is not None:
        return _file(fname)[name]
    return _OWN.get(name)


def _in_card_set(name: str) -> bool:
    return name in _ADDED or name in _index()


def add_card_file(text: str, path: str = "<cards>") -> list[str]:
    """Add the cards of a card file (YAML text, as in ``magictutor/cards/data/``) to the card
    set, checking every card in every edition first (:func:`magictutor.cards.check.check_card`):
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
    new: dict[str, tuple[dict, str]] = {}
    names = _read_card_file(text, path, new)
    for name in names:
        if _in_card_set(name):
            item, _ = new[name]
            raise DataFileError(path, item.line, f"card {name!r} is already in the card set")
    _ADDED.update(new)
    try:
        _forget()
        _check_defined(names, new, path)
    except Exception:
        remove_cards(names)
        raise
    return names


def _check_defined(names: Any, new: dict[str, tuple[dict, str]], path: str) -> None:
    """Check each card just defined in every edition, as the card files are checked. A value
    of the wrong shape (an ability that is a number, say), which the word checks never reach,
    is refused with the card's line, not a crash."""
    from magictutor.cards.check import check_card
    from magictutor.limits import cut

    for name in names:
        for edition in EDITION_NAMES:
            try:
                check_card(card(name, edition))
            except DataFileError:
                raise
            except (TypeError, ValueError, KeyError, AttributeError) as exc:
                raise DataFileError(path, new[name][0].line, f"card {cut(name)} is not "
                                    f"written in the card schema (docs/cards.md): "
                                    f"{cut(str(exc))}") from None


_OWN: dict[str, tuple[dict, str]] = {}
"""Cards a scenario's ``cards:`` or ``build_game(cards=...)`` defined (:func:`define_cards`),
apart from the card set: only the scenario or game that defines one may name it."""


def define_cards(items: Any, path: str = "<cards>") -> tuple[str, ...]:
    """Define a scenario's own cards: ``items`` is a list of card entries in exactly the
    schema of the files in ``magictutor/cards/data/`` (as parsed from a scenario file, with
    their lines, or plain dicts from Python). Each is checked in every edition as a card
    file is (the file, the line and the closest valid word for a wrong one; nothing is run
    as code), and a name of the card set is refused: a scenario's card shadows nothing. A
    name defined again (a student editing their card) takes the new definition; a bad list
    changes nothing. The names defined, in order.

    >>> define_cards([{"name": "Test Ember", "cost": "{R}", "types": ["Instant"],
    ...                "abilities": [{"kind": "spell", "targets": ["any target"],
    ...                               "effects": [{"damage": 2, "to": "target"}]}]}])
    ('Test Ember',)
    >>> card("Test Ember").abilities[0].effects
    ((('damage', 2), ('to', 'target')),)
    >>> define_cards([{"name": "Shock", "types": ["Instant"]}], "mine.yaml")
    Traceback (most recent call last):
    ...
    magictutor.yamlio.DataFileError: mine.yaml: card 'Shock' is a card of the kit's card set; \
a scenario's own card may not shadow it (give it another name)
    """
    if items is None:
        return ()
    if not isinstance(items, list):
        raise DataFileError(path, getattr(items, "line", None),
                            "cards: is a list of cards, each a mapping with a name")
    items = [_with_lines(i) for i in items]
    new: dict[str, tuple[dict, str]] = {}
    names = _read_items(items, path, new)
    for name in names:
        if _in_card_set(name):
            raise DataFileError(path, new[name][0].line, f"card {name!r} is a card of the kit's "
                                "card set; a scenario's own card may not shadow it (give it "
                                "another name)")
    before = {n: _OWN[n] for n in names if n in _OWN}
    _OWN.update(new)
    _forget(renamed=bool(before))
    try:
        _check_defined(names, new, path)
    except Exception:
        for name in names:
            _OWN.pop(name, None)
        _OWN.update(before)
        _forget(renamed=True)
        raise
    return tuple(names)


def added_cards_text() -> str:
    """The cards :func:`add_card_file` added, as text: what a cache of answers reads."""
    return repr(sorted((name, path, repr(item)) for name, (item, path) in _ADDED.items()))


def own_card_names() -> list[str]:
    """Every card :func:`define_cards` has defined (for any scenario), sorted."""
    return sorted(_OWN)


def _with_lines(v: Any) -> Any:
    """Plain dicts and lists (from Python) as the loader's line-keeping ones (line 0: none)."""
    from magictutor.yamlio import LineDict, LineList

    if isinstance(v, dict) and not isinstance(v, LineDict):
        d = LineDict({k: _with_lines(x) for k, x in v.items()})
        d.line, d.key_lines = 0, {}
        return d
    if isinstance(v, (list, tuple)) and not isinstance(v, LineList):
        lst = LineList(_with_lines(x) for x in v)
        lst.line, lst.item_lines = 0, []
        return lst
    return v


def remove_cards(names: list[str]) -> None:
    """Take cards :func:`add_card_file` added (or :func:`define_cards` defined) away again."""
    gone = [n for n in names if n in _ADDED or n in _OWN]
    for name in names:
        _ADDED.pop(name, None)
        _OWN.pop(name, None)
    _forget(renamed=bool(gone))


VERSION = 0
"""How many times a card of the set was redefined or removed (a game's own card defined
again, as a student editing their card does, or taken away): a name a game state holds then
means another card, so the state's side table of answers, stamped with this number once it
is not 0, is forgotten before the engine reads it again
(:func:`magictutor.model.state.card_set_current`). A card added under a new name changes no
answer of a state that existed before: no state could name it."""


def _forget(renamed: bool = False) -> None:
    """Forget every answer worked out from card definitions (the card set changed; with
    ``renamed``, a name now means another card, or none)."""
    from magictutor.cards.check import forget_card_answers

    if renamed:
        global VERSION
        VERSION += 1
    card.cache_clear()
    forget_card_answers()


def card_names() -> list[str]:
    """Every card name the kit knows, sorted."""
    return sorted({*_index(), *_ADDED})


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
    from magictutor.cards.check import check_ability

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
    raw = _entry(name)
    if raw is None:
        raise UnknownCardError(name)
    item, path = raw
    check_shape(item, path, name)
    text, abilities = _worded(item, edition, name, path)
    _check_card_words(item, path, name)
    abilities = with_aura_spell(item, abilities, path, name)  # (303.4a)
    types = _tuple(item.get("types"))
    loyalty = item.get("loyalty")
    return CardDef(
        name=name, types=types, cost=str(item.get("cost", "")),
        subtypes=_tuple(item.get("subtypes")),
        supertypes=_supertypes(types, _tuple(item.get("supertypes")), edition),
        colors=_tuple(item.get("colors")), power=item.get("power"),
        toughness=item.get("toughness"), loyalty=0 if loyalty == "X" else loyalty,
        loyalty_x=loyalty == "X", keywords=_tuple(item.get("keywords")),
        abilities=tuple(abilities), text=str(text).strip(),
        produces=str(item.get("produces", "")), source=path,
    )


def _worded(item: Any, edition: str, name: str, path: str) -> tuple[str, list[AbilityDef]]:
    """A card's text and abilities as ``edition`` words them (its ``editions:`` patch)."""
    abilities = [dict(a) for a in item.get("abilities") or []]
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
    out = []
    for a, orig in zip(abilities, item.get("abilities") or [], strict=True):
        if not hasattr(a, "line_of"):
            from magictutor.yamlio import LineDict

            ld = LineDict(a)
            ld.line, ld.key_lines = orig.line, dict(getattr(orig, "key_lines", {}))
            a = ld
        out.append(_ability(a, path, name))
    return text, out


def _check_card_words(item: Any, path: str, name: str) -> None:
    """The mana cost, keywords and loyalty of a card entry (its abilities are checked as they
    are read)."""
    from magictutor.cards.check import check_cost, check_keywords

    if item.get("cost"):
        check_cost(str(item["cost"]), path, item.line_of("cost"), name)
    if item.get("keywords"):
        check_keywords(item["keywords"], path, _line_of(item, "keywords"), name)
    loyalty = item.get("loyalty")
    if loyalty is not None and loyalty != "X" and (
            not isinstance(loyalty, int) or isinstance(loyalty, bool) or loyalty < 0):
        raise DataFileError(path, _line_of(item, "loyalty"), f"{name!r}: loyalty is a whole "
                            f"number of 0 or more, or X (209.1, 107.3), not {loyalty!r}")
    if loyalty == "X" and "{X}" not in str(item.get("cost", "")).upper():
        raise DataFileError(path, _line_of(item, "loyalty"), f"{name!r}: a loyalty of X needs "
                            "an {X} in the mana cost (107.3a)")


def _supertypes(types: tuple, supertypes: tuple, edition: str) -> tuple:
    if "Planeswalker" in types and "Legendary" not in supertypes:
        from magictutor.editions import get_edition

        if get_edition(edition).feature("planeswalkers_legendary"):
            return ("Legendary",) + supertypes  # Oracle errata of September 2017
    return supertypes


def token_def(spec: dict) -> CardDef:
    """A token's definition from an effect spec ({name, types, subtypes, colors, power, ...})."""
    return CardDef(
        name=spec.get("name", "Token"), types=_tuple(spec.get("types", ["Creature"])),
        subtypes=_tuple(spec.get("subtypes")), colors=_tuple(spec.get("colors")),
        supertypes=_tuple(spec.get("supertypes")), loyalty=spec.get("loyalty"),
        power=spec.get("power"), toughness=spec.get("toughness"),
        keywords=_tuple(spec.get("keywords")),
        abilities=tuple(_token_ability(a, spec.get("name", "Token"))
                        for a in spec.get("abilities") or ()),
        text=spec.get("text", ""),
    )


def _token_ability(a: Any, name: str) -> AbilityDef:
    """A token's ability: a mapping (checked now), or the frozen pairs of a card file's
    ``create_token`` (checked as that file was read: Shiv's Dragon)."""
    if isinstance(a, dict):
        return _ability(a, "token", name)
    d = dict(a)
    return AbilityDef(kind=d.get("kind", "activated"), text=str(d.get("text", "")),
                      cost=None if d.get("cost") is None else str(d["cost"]),
                      trigger=d.get("trigger"), targets=_tuple(d.get("targets")),
                      effects=_tuple(d.get("effects")), static=_tuple(d.get("static")))


def with_edition(c: CardDef, **changes: Any) -> CardDef:
    return replace(c, **changes)


def token_names() -> frozenset[str]:
    """Names of the tokens the kit's cards can make (checks may name them too)."""
    return _tokens_of(card_names())


def _tokens_of(names: Any) -> frozenset[str]:
    out = set()
    for name in names:
        for a in card(name).abilities:
            for spec in a.effects:
                d = dict(spec) if isinstance(spec, tuple) else {}
                tok = d.get("create_token")
                if isinstance(tok, tuple):
                    out.add(str(dict(tok).get("name", "Token")))
    return frozenset(out)
