"""What paying for a spell or ability reads: the untapped lands a player controls and the mana
each taps for, how a mana cost would be paid now (601.2g, 601.2h; 602.2b), and what building
a card's candidates needs to know of it. A frozen state remembers these answers; the engine's
working copy does not."""

from __future__ import annotations

from functools import cache
from typing import Any

from magictutor.cards import card
from magictutor.cards.check import card_cache
from magictutor.model.characteristics import card_of
from magictutor.model.protocol import GameView
from magictutor.model.query import chars_of
from magictutor.model.state import GameState
from magictutor.rules.costs import any_colour_lands
from magictutor.rules.mana import ANY, mana_value, parse_items, plan_items


def lands_for(s: GameView, player: str) -> list[tuple[int, str]]:
    """Untapped lands ``player`` controls with the mana letter each taps for.

    A frozen game state remembers the answer; the engine's working copy does not."""
    return list(untapped_lands(s, player))


def untapped_lands(s: GameView, player: str) -> tuple[tuple[int, str], ...]:
    """:func:`lands_for`'s answer as the tuple a frozen state remembers (no copy made)."""
    cache = s._memo.get("_lands_cache") if isinstance(s, GameState) else None
    if cache is not None:
        hit = cache.get(player)
        if hit is not None:
            return hit
    out = []
    objects, edition = s.objects, s.edition
    wild = any_colour_lands(s)
    for oid in s.zones.get("battlefield", ()):
        o = objects[oid]
        if o.controller == player and not o.tapped:
            letter = _land_mana(o.name, edition) if o.kind != "token" else \
                _land_mana_of(card_of(o, edition))
            if wild and (letter or chars_of(s, oid).is_land):
                letter = ANY
            if letter:
                out.append((oid, letter))
    lands = tuple(out)
    if isinstance(s, GameState):
        if cache is None:
            cache = s._memo["_lands_cache"] = {}
        cache[player] = lands
    return lands


@card_cache
@cache
def _spell_profile(name: str, edition: str) -> tuple[bool, bool, int, tuple[str, ...], bool]:
    """What building a card's candidates needs: land?, instant?, mana value, target words,
    an X in its cost? (worked out once per card and edition)."""
    c = card(name, edition)
    spell = c.abilities_of("spell")
    return ("Land" in c.types, "Instant" in c.types, mana_value(c.cost),
            spell[0][1].targets if spell else (), "{X}" in c.cost.upper())


@card_cache
@cache
def spell_colours(name: str, edition: str) -> tuple[tuple[str, int], ...]:
    """The coloured mana of a card's printed cost, as (colour, count) pairs: a cost
    reduction takes off generic mana alone (:func:`magictutor.rules.costs.spell_cost`), so
    every cost of the card cast from a hand asks for it."""
    return parse_items(card(name, edition).cost)[1]


@card_cache
@cache
def _land_mana(name: str, edition: str) -> str:
    """The mana letter a land card taps for ("" for anything else)."""
    return _land_mana_of(card(name, edition))


def _land_mana_of(c: Any) -> str:
    return c.produces if "Land" in c.types else ""


def payment(s: GameView, player: str, cost: str, x: int | None) -> tuple[str, list[int]] | None:
    """How ``player`` would pay ``cost`` now (floating mana left, lands to tap), or None.

    A frozen game state remembers the answer; the engine's working copy does not."""
    cache = None
    if isinstance(s, GameState):
        cache = s._memo.get("_payment_cache")
        if cache is None:
            cache = s._memo["_payment_cache"] = {}
        key = (player, cost, x)
        if key in cache:
            hit = cache[key]
            return None if hit is None else (hit[0], list(hit[1]))
    generic, colored = parse_items(cost, x)
    plan = plan_items(s.player(player).mana, lands_for(s, player), generic, colored)
    if cache is not None:
        cache[(player, cost, x)] = None if plan is None else (plan[0], tuple(plan[1]))
    return plan
