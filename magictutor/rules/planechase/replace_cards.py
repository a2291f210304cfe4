"""Effect words of the planes whose abilities replace events or change characteristics:
Selesnya Loft Gardens' chaos ability (its doubling statics are :mod:`magictutor.rules.doubling`),
Jund's (its devour is :mod:`magictutor.rules.devour`) and Velis Vel's (its static, creatures
sharing a creature type, is :func:`magictutor.model.query.sharing_a_creature_type`).

>>> from magictutor.rules.effects import EFFECTS
>>> "land_mana_this_turn" in EFFECTS
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.cards.creature_types import creature_types
from magictutor.model.characteristics import card_of
from magictutor.model.query import chars_of, statics
from magictutor.model.work import Work
from magictutor.rules.effects import effect, refs, src_name
from magictutor.rules.mana import ANY

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


def land_mana_bonus(ctx: Ctx, player: str, taps: list[int], made: dict[int, str]) -> str:
    """The extra mana ``player``'s :data:`LAND_MANA` effects add for the permanents just
    tapped for mana (lands only), one per effect and land, of the type each made."""
    n = sum(1 for e in ctx.effects if e.kind == LAND_MANA and e.controller == player)
    if not n:
        return ""
    return "".join(_made(ctx, i, made) * n for i in taps if chars_of(ctx, i).is_land)


def mana_bonus_applies(ctx: Ctx, player: str) -> bool:
    """Whether tapping a permanent for mana adds more now (Eloren Wilds' static ability,
    Selesnya Loft Gardens' chaos ability for ``player``)."""
    return "extra_mana_on_tap" in statics(ctx).kinds or any(
        e.kind == LAND_MANA and e.controller == player for e in ctx.effects)


def _made(ctx: Ctx, oid: int, made: dict[int, str]) -> str:
    """The mana permanent ``oid`` made as it was tapped: the colour it paid for (with Truga
    Jungle, a Forest tapped for {R} made red: 106.1, 106.4), else its own."""
    letter = made.get(oid, ANY)
    return card_of(ctx.objects[oid], ctx.edition).produces if letter == ANY else letter


def extra_mana_on_tap(ctx: Ctx, player: str, taps: list[int], made: dict[int, str]) -> None:
    """Eloren Wilds-style statics: tapping a permanent for mana adds one more mana of a type
    it produced (``made``: what each made, see :func:`_made`); Selesnya Loft Gardens' chaos
    ability, this turn, one more for each land."""
    kinds = statics(ctx)
    bonus = sum(1 for k, _ in kinds if k == "extra_mana_on_tap") \
        if "extra_mana_on_tap" in kinds.kinds else 0
    if bonus and taps:
        extra = "".join(_made(ctx, i, made) * bonus for i in taps)
        ctx.set_player(player, mana=ctx.player(player).mana + extra)
        ctx.emit("mana", f"{player} gets {extra} more mana from tapping lands for mana",
                 "plane.abilities", auto=True)
    more = land_mana_bonus(ctx, player, taps, made) if ctx.effects and taps else ""
    if more:  # (Selesnya Loft Gardens' chaos ability, this turn)
        ctx.set_player(player, mana=ctx.player(player).mana + more)
        ctx.emit("mana", f"{player} adds {more} more: the lands tapped for mana trigger a "
                 "mana ability that resolves at once", "mana.triggered", auto=True)


@effect("gain_all_creature_types")
def fx_gain_all_creature_types(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{gain_all_creature_types: target}``: what is named has every creature type of the
    edition (205.3m) besides its other types until end of turn: a type-changing effect,
    layer 4 (613.1d), as changeling makes an object every creature type."""
    ids = [r for r in refs(ctx, res, spec["gain_all_creature_types"])
           if isinstance(r, int) and ctx.objects[r].zone == "battlefield"]
    if not ids:
        return
    every = creature_types(ctx.edition)
    ctx.add_effect("add_subtypes", ctx.objects.get(res.get("source")), res["controller"],
                   affected=tuple(ids), subtypes=every, every_creature_type=True)
    names = ", ".join(ctx.objects[i].name for i in ids)
    ctx.emit("type", f"{names} gains all {len(every)} creature types until end of turn, "
             f"{every[0]} to {every[-1]} ({src_name(res)})", "layer.types",
             "type.creature_types", "kw.changeling")
