"""What casting a spell takes besides timing and targets: its total cost (601.2e; 601.2f from
2017-09), its mana cost less what static abilities take off it (117.7; 118.7 today), such as
Turri Island's ``{spells_cost_less: {generic: 2, types: [Creature]}}`` (a reduction of generic
mana takes off generic mana only, never coloured mana, and never below {0}); and the spells a
static ability forbids (Skybreen: none that shares a card type with a library's top card)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.editions import Edition
from magictutor.model.protocol import GameView
from magictutor.model.query import statics
from magictutor.rules.mana import parse_items

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.cards.model import CardDef


def _applies(spec: dict, c: CardDef) -> bool:
    types, colors = spec.get("types"), spec.get("colors")
    if types and not set(types) & set(c.types):
        return False
    return not colors or bool(set(colors) & set(c.colors))


def reduction(g: GameView, c: CardDef) -> int:
    """How much generic mana the static abilities in play take off spell ``c``'s cost."""
    return sum(int(dict(v).get("generic", 0)) for k, v in statics(g)
               if k == "spells_cost_less" and _applies(dict(v), c))


def spell_cost(g: GameView, c: CardDef, x: int | None) -> tuple[str, int | None, int]:
    """(the cost to pay, its X, the generic mana taken off) for casting ``c`` now: the
    printed cost and X when nothing reduces it, else the reduced cost with X counted in."""
    less = reduction(g, c) if c.cost else 0
    if not less:
        return c.cost, x, 0
    generic, colored = parse_items(c.cost, x)
    cut = min(less, generic)
    left = generic - cut
    cost = (f"{{{left}}}" if left or not colored else "") + \
        "".join(f"{{{color}}}" * n for color, n in colored)
    return cost, None, cut


def most_off(g: GameView) -> int:
    """The most generic mana the static abilities in play could take off one spell's cost
    (for a quick "could this be cast" test)."""
    found = statics(g)
    if "spells_cost_less" not in found.kinds:
        return 0
    return sum(int(dict(v).get("generic", 0)) for k, v in found if k == "spells_cost_less")


from magictutor.cards.check import CARD_TYPES  # noqa: E402,F401 - declared with the vocabulary


def library_tops(g: GameView) -> tuple[int | str | None, ...]:
    """What the legal actions read of the libraries' top cards while a static ability
    reveals them, else nothing: the top card of each player's library (Skybreen: what may be
    cast depends on them), and with Windriddle Palaces also the planar controller, who may
    play them (``rules/cast_from_library.py``). The legal-action memo keys hold it."""
    kinds = statics(g).kinds  # (every memo key asks: two set look-ups when neither is there)
    if "cant_cast_sharing_top_type" not in kinds and "play_library_tops" not in kinds:
        return ()
    tops = _tops(g)
    if "play_library_tops" in kinds:
        return (*tops, g.planechase.controller if g.planechase is not None else None)
    return tops


def _tops(g: GameView) -> tuple[int, ...]:
    return tuple(lib[0] for p in g.player_order if (lib := g.zones.get(f"{p}:library")))


def top_card_ban(ed: Edition, g: GameView, c: CardDef) -> list:
    """Why spell ``c`` can't be cast now, as violations: it shares a card type with a
    revealed top card of a library (Skybreen)."""
    from magictutor.model.characteristics import card_of
    from magictutor.model.violations import violation

    if "cant_cast_sharing_top_type" not in statics(g).kinds:
        return []
    mine = set(c.types) & set(CARD_TYPES)
    for oid in _tops(g):
        top = g.objects[oid]
        shared = mine & set(card_of(top, g.edition).types)
        if shared:
            return [violation(ed, ("plane.abilities",), f"the top card of {top.owner}'s "
                              f"library, {top.name}, is revealed and is also a "
                              f"{'/'.join(sorted(shared)).lower()} card, so {c.name} can't "
                              "be cast")]
    return []
