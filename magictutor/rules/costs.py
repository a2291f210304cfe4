"""A spell's total cost (601.2e; 601.2f from 2017-09): its mana cost less what static
abilities take off it (117.7; 118.7 today), such as Turri Island's ``{spells_cost_less:
{generic: 2, types: [Creature]}}``. A reduction of generic mana takes off generic mana only,
never coloured mana, and never below {0}."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from magictutor.query import statics
from magictutor.rules.mana import parse_items

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.cards.model import CardDef


def _applies(spec: dict, c: CardDef) -> bool:
    types, colors = spec.get("types"), spec.get("colors")
    if types and not set(types) & set(c.types):
        return False
    return not colors or bool(set(colors) & set(c.colors))


def reduction(g: Any, c: CardDef) -> int:
    """How much generic mana the static abilities in play take off spell ``c``'s cost."""
    return sum(int(dict(v).get("generic", 0)) for k, v in statics(g)
               if k == "spells_cost_less" and _applies(dict(v), c))


def spell_cost(g: Any, c: CardDef, x: int | None) -> tuple[str, int | None, int]:
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


def most_off(g: Any) -> int:
    """The most generic mana the static abilities in play could take off one spell's cost
    (for a quick "could this be cast" test)."""
    return sum(int(dict(v).get("generic", 0)) for k, v in statics(g) if k == "spells_cost_less")
