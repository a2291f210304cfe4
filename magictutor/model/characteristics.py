"""What an object is right now: its card plus counters and continuous effects.

Layers (613) are kept to what the kit's card set needs, applied in this order: type
changes (Gideon Jura becoming a creature), ability grants (Garruk's trample, planes
granting wither), then power and toughness (set, counters, pumps).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from magictutor.cards import CardDef, card, token_def
from magictutor.cards.check import card_cache
from magictutor.model.attachments import enchants

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.model.state import Effect, Obj


@dataclass(frozen=True)
class Chars:
    """An object's current characteristics."""

    name: str
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    supertypes: tuple[str, ...]
    colors: tuple[str, ...]
    power: int | None
    toughness: int | None
    keywords: frozenset[str]
    loyalty: int | None

    def is_type(self, t: str) -> bool:
        return t in self.types

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.types

    @property
    def is_planeswalker(self) -> bool:
        return "Planeswalker" in self.types

    @property
    def is_land(self) -> bool:
        return "Land" in self.types


def _defined(value: Any, o: Obj, life: Callable[[str], int] | None) -> int | None:
    """A printed power or toughness, or one a characteristic-defining ability sets."""
    if value == "your life":
        return life(o.controller) if life is not None else 0
    return value


_KEYWORD_SETS: dict[int, tuple[CardDef, frozenset[str]]] = {}
"""A side table of :func:`_keywords`'s answers, by the id of the card definition (kept with
it, so the id is not reused while the entry lives): nothing is written into the frozen
definition itself."""


def _keywords(c: CardDef) -> frozenset[str]:
    """A card's printed keywords as a set, worked out once per (unchanging) definition."""
    hit = _KEYWORD_SETS.get(id(c))
    if hit is not None and hit[0] is c:
        return hit[1]
    if len(_KEYWORD_SETS) > 10_000:  # (token and user card definitions: keep it small)
        _KEYWORD_SETS.clear()
    kws = frozenset(c.keywords)
    _KEYWORD_SETS[id(c)] = (c, kws)
    return kws


def counts_life(c: CardDef) -> bool:
    """Whether a card's power or toughness is its controller's life total (604.3: Ajani
    Goldmane's Avatar)."""
    return c.power == "your life" or c.toughness == "your life"


def card_of(o: Obj, edition: str) -> CardDef:
    """The card definition behind an object (tokens carry their own)."""
    if o.kind != "token":
        return card(o.name, edition)
    tok = o.get("token")
    if tok is None:
        return card(o.name, edition)
    try:
        return _token(tok)
    except TypeError:  # an unhashable spec (not made by the kit's own files)
        return token_def(dict(tok))


@card_cache
@cache
def _token(tok: Any) -> CardDef:
    """Token definitions are frozen specs: build each once."""
    return token_def(dict(tok))


def _from_statics(statics: Iterable[tuple[str, Any]], keywords: set[str],
                  o: Obj | None = None) -> tuple[int, int]:
    """What static abilities give every creature: keywords (613.1f, added to ``keywords``)
    and power and toughness (613.4c), returned."""
    power = toughness = 0
    for kind, data in statics:
        if kind == "creatures_have":
            keywords.update(data)
        elif kind == "creatures_get":
            power += data[0]
            toughness += data[1]
        elif kind == "counters_grant" and o is not None:  # (Bant: divinity counters)
            keywords.update(k for counter, kws in data if o.counter(counter) for k in kws)
        elif kind == "enchanted_gets" and o is not None and enchants(data, o):  # (an Aura)
            power += data[1][0]
            toughness += data[1][1]
        elif kind == "enchanted_has" and o is not None and enchants(data, o):
            keywords.update(data[1])
    return power, toughness


def _colors_set(statics: Iterable[tuple[str, Any]], colors: tuple[str, ...]
                ) -> tuple[str, ...]:
    """A creature's colours after static abilities that set every creature's colours (layer
    5, 613.1e: Onakke Catacomb); the later one wins, by timestamp."""
    for kind, data in statics:
        if kind == "creatures_are_color":
            colors = tuple(data)
    return colors


def _more_subtypes(e: Effect, subtypes: tuple[str, ...]) -> tuple[str, ...]:
    """Subtypes an effect adds to the ones the object has (layer 4): a planeswalker that
    becomes a creature, Kessig's "a Werewolf in addition to its other types"."""
    if e.kind not in ("become_creature", "add_subtypes"):
        return subtypes
    return tuple(dict.fromkeys(subtypes + tuple(e.get("subtypes", ()))))


def _by_keyword(statics: Iterable[tuple[str, Any]], types: tuple[str, ...], kws: Any,
                anthem: tuple[int, int]) -> tuple[int, int]:
    """Static abilities that give creatures with a keyword one bonus and the others another
    (The Zephyr Maze), read once the creature's keywords are known (613.1f comes before the
    power and toughness of layer 7c), added to ``anthem``."""
    if not statics or "Creature" not in types:
        return anthem
    power, toughness = anthem
    for kind, data in statics:
        if kind == "creatures_by_keyword":
            d = dict(data)
            bonus = d.get("with", (0, 0)) if d.get("keyword") in kws else d.get("without", (0, 0))
            power, toughness = power + bonus[0], toughness + bonus[1]
    return power, toughness


def _from_emblems(o: Obj, types: tuple[str, ...], effects: Iterable[Effect],
                  keywords: set[str]) -> tuple[int, int]:
    """What emblems give a permanent of their controller of the types they name (113.4; 114.4
    today): keywords (added to ``keywords``) and power and toughness (layer 7c), returned."""
    power = toughness = 0
    for e in effects:
        if e.kind == "emblem" and e.controller == o.controller and \
                set(types) & set(e.get("types", ())):
            keywords.update(e.get("keywords", ()))
            bonus = e.get("pump")
            if bonus:
                power += bonus[0]
                toughness += bonus[1]
    return power, toughness


def _granted(o: Obj, types: tuple[str, ...], mine: Iterable[Effect],
             effects: Iterable[Effect], statics: Iterable[tuple[str, Any]], added: set[str]
             ) -> tuple[int, int]:
    """What static abilities (of creatures: 613.1f, 613.4c), the object's own pump and grant
    effects, and emblems (on the battlefield) give it: keywords, added to ``added``, and the
    power and toughness bonus of the statics and emblems, returned."""
    anthem = _from_statics(statics, added, o) if "Creature" in types else (0, 0)
    for e in mine:
        if e.kind in ("pump", "grant"):
            added.update(e.get("keywords", ()))
    if effects and o.zone == "battlefield":
        bonus = _from_emblems(o, types, effects, added)
        if bonus != (0, 0):
            anthem = (anthem[0] + bonus[0], anthem[1] + bonus[1])
    return anthem


def _modified(o: Obj, power: int, toughness: int, mine: Iterable[Effect],
              anthem: tuple[int, int]) -> tuple[int, int]:
    """Power and toughness after pump effects and static bonuses (layer 7c) and +1/+1 and
    -1/-1 counters (layer 7d: 613.3c-d in the 2011 and 2013 rules)."""
    for e in mine:
        if e.kind == "pump":
            power += e.get("power", 0)
            toughness += e.get("toughness", 0)
    power += anthem[0]
    toughness += anthem[1]
    if o.counters:
        plus, minus = o.counter("+1/+1"), o.counter("-1/-1")
        power += plus - minus
        toughness += plus - minus
    return power, toughness


def _set_pt(o: Obj, value: Any) -> Any:
    """A power or toughness an effect sets: a number, or ``loyalty``, read now (Gideon,
    Champion of Justice: as many as its loyalty counters)."""
    return o.counter("loyalty") if value == "loyalty" else value


def chars(o: Obj, edition: str, effects: Iterable[Effect] = (),
          statics: Iterable[tuple[str, Any]] = (),
          life: Callable[[str], int] | None = None) -> Chars:
    """Compute an object's characteristics.

    ``effects`` are the game's continuous effects; ``statics`` are ``(kind, data)`` pairs
    from static abilities of permanents and face-up planes that apply to every creature.
    ``life`` gives a player's life total, for a power or toughness defined as ``your life``
    (Ajani Goldmane's Avatar: a characteristic-defining ability, 604.3, applied first).
    """
    c = card_of(o, edition)
    types, subtypes = c.types, c.subtypes
    power, toughness = c.power, c.toughness
    if power == "your life" or toughness == "your life":
        power, toughness = _defined(power, o, life), _defined(toughness, o, life)
    oid = o.id
    mine = [e for e in effects if oid in e.affected] if effects else ()
    for e in mine:
        subtypes = _more_subtypes(e, subtypes)
        if e.kind == "become_creature":
            types = tuple(dict.fromkeys(types + ("Creature",)))
            power, toughness = _set_pt(o, e.get("power")), _set_pt(o, e.get("toughness"))
    added: set[str] = set()
    anthem = _granted(o, types, mine, effects, statics, added)
    kws = _keywords(c) | added if added else _keywords(c)
    anthem = _by_keyword(statics, types, kws, anthem)
    if power is not None and toughness is not None:
        power, toughness = _modified(o, power, toughness, mine, anthem)
    loyalty = o.counter("loyalty") if o.zone == "battlefield" else c.loyalty
    if "Planeswalker" not in types:
        loyalty = None
    colors = _colors_set(statics, c.colors) if statics and "Creature" in types else c.colors
    out = object.__new__(Chars)  # (Chars(...) without the frozen class's guarded setattrs)
    object.__setattr__(out, "__dict__", {
        "name": c.name, "types": types, "subtypes": subtypes, "supertypes": c.supertypes,
        "colors": colors, "power": power, "toughness": toughness, "keywords": kws,
        "loyalty": loyalty})
    return out
