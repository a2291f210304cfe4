"""Effect words of the planes whose abilities replace events or change characteristics:
Selesnya Loft Gardens' chaos ability (its doubling statics are :mod:`magictutor.rules.doubling`)
and Jund's (its devour is :mod:`magictutor.rules.devour`).

>>> from magictutor.rules.effects import EFFECTS
>>> "land_mana_this_turn" in EFFECTS
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.model.characteristics import card_of
from magictutor.model.query import chars_of
from magictutor.model.work import Work
from magictutor.rules.effects import effect, refs, src_name

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx

LAND_MANA = "land_mana"
"""The kind of the effect "until end of turn, whenever you tap a land for mana, add one more
mana of a type it produced"."""


@effect("land_mana_this_turn")
def fx_land_mana_this_turn(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{land_mana_this_turn: you}``: until end of turn, whenever a player named taps a land
    for mana, they add one more mana of a type that land produced (a triggered mana ability,
    605.1b: it doesn't use the stack)."""
    src = ctx.objects.get(res.get("source")) if res.get("source") is not None else None
    for p in refs(ctx, res, spec["land_mana_this_turn"]):
        if isinstance(p, str) and ctx.is_live(p):
            ctx.add_effect(LAND_MANA, src, p)
            ctx.emit("mana", f"Until end of turn, whenever {p} taps a land for mana, {p} adds "
                     f"one more mana of a type it produced ({src_name(res)})",
                     "mana.triggered", player=p)


def land_mana_bonus(ctx: Ctx, player: str, taps: list[int]) -> str:
    """The extra mana ``player``'s :data:`LAND_MANA` effects add for the permanents just
    tapped for mana (lands only), one per effect and land."""
    n = sum(1 for e in ctx.effects if e.kind == LAND_MANA and e.controller == player)
    if not n:
        return ""
    return "".join(card_of(ctx.objects[i], ctx.edition).produces * n for i in taps
                   if chars_of(ctx, i).is_land)
