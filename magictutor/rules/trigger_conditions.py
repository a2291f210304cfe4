"""The conditions a triggered ability's card file may add to its trigger (603.2, 603.4):
Agyrem's ``{dying: {color: W}}``, ``{drawn: land}``, ``{card: {not_color: B}}``, ``yours``,
and an intervening "if" (``{if: {hand_empty: you}}``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from magictutor.model.characteristics import card_of
from magictutor.rules.teams import same_team

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.cards.model import AbilityDef
    from magictutor.engine.context import Ctx


IF_HOLDS: dict[str, Any] = {}
"""How an intervening "if" is tested (603.4): :mod:`magictutor.rules.conditions` registers
its ``holds`` here, since it builds on the effect words, which fire triggers themselves."""


def condition_met(ctx: Ctx, a: AbilityDef, event: str, data: dict,
                  you: str | None = None, *, team: bool = False) -> bool:
    """An ability's extra trigger condition from its card file, e.g. Agyrem's
    ``{dying: {color: W}}`` (a white creature) or ``{dying: {not_color: W}}``, or an
    intervening "if" (``{if: {hand_empty: you}}``, 603.4: it triggers only if it holds).
    ``team``: the ability is a face-up planar card's, whose "you" in Two-Headed Giant is
    both players of the planar controller's team (901.12c; 901.11c in ``2011-09``)."""
    cond = dict(a.condition or ())
    if "if" in cond and you is not None:
        holds = IF_HOLDS["holds"]  # (registered by magictutor.rules.conditions)
        if not holds(ctx, {"controller": you, "targets": ()}, cond["if"]):
            return False
    if not _card_conditions(ctx, cond, data, you, team):
        return False
    dying = dict(cond.get("dying", ()))
    if event != "dies" or not dying:
        return True
    o = ctx.objects.get(data.get("obj"))
    if o is None:
        return False
    c = card_of(o, ctx.edition)
    if not data.get("creature", "Creature" in c.types):
        return False
    if "color" in dying and dying["color"] not in c.colors:
        return False
    return not ("not_color" in dying and dying["not_color"] in c.colors)


def _card_conditions(ctx: Ctx, cond: dict, data: dict, you: str | None, team: bool) -> bool:
    """The conditions on the event: the card it is about (``drawn``, ``card``), and whether
    the player it concerns is the ability's controller (``yours``: Orochi Colony's "a
    creature you control")."""
    if "drawn" in cond and not _drawn_is(ctx, data, cond["drawn"]):
        return False
    if "spell" in cond and not _spell_is(ctx, data, dict(cond["spell"])):
        return False
    if cond.get("yours") and not _yours(ctx, data.get("player"), you, team):
        return False
    if "creature spell" in cond and not _creature_spell_of(ctx, data, cond["creature spell"]):
        return False
    if "attacks" in cond and not isinstance(data.get("target"), str):
        return False  # ({attacks: player}: not a creature attacking a planeswalker, 508.3a)
    return "card" not in cond or _card_is(ctx, data, dict(cond["card"]))


def _yours(ctx: Ctx, who: object, you: str | None, team: bool) -> bool:
    """Whether the player an event concerns is "you" (``team``: or, for a face-up planar
    card in Two-Headed Giant, the planar controller's teammate, 901.12c)."""
    if you is None or who == you:
        return True
    return team and isinstance(who, str) and same_team(ctx, who, you)


def _creature_spell_of(ctx: Ctx, data: dict, colors: object) -> bool:
    """``{creature spell: [B, R, G]}``: the spell just cast is a creature spell of one of
    those colors (Jund)."""
    o = ctx.objects.get(data.get("card"))
    if o is None:
        return False
    c = card_of(o, ctx.edition)
    wanted = colors if isinstance(colors, (list, tuple)) else (colors,)
    return "Creature" in c.types and any(k in c.colors for k in wanted)


def _drawn_is(ctx: Ctx, data: dict, kind: str) -> bool:
    """``{drawn: land}`` or ``{drawn: nonland}``: what the card just drawn is."""
    o = ctx.objects.get(data.get("obj"))
    if o is None:
        return False
    return ("Land" in card_of(o, ctx.edition).types) == (kind == "land")


def _card_is(ctx: Ctx, data: dict, test: dict) -> bool:
    """``{card: {not_color: B}}``: the card the event is about isn't black (or ``color``:
    is)."""
    o = ctx.objects.get(data.get("obj"))
    if o is None:
        return False
    colors = card_of(o, ctx.edition).colors
    return ("color" not in test or test["color"] in colors) and \
        ("not_color" not in test or test["not_color"] not in colors)


def _spell_is(ctx: Ctx, data: dict, test: dict) -> bool:
    """``{spell: {types: [Instant, Sorcery], single_target: true}}``: the spell just cast
    (a cast trigger) has one of those card types, and (``single_target``) exactly one
    target word (Glimmervoid Basin: a spell with several targets doesn't trigger it, even
    if they are all the same object)."""
    o = ctx.objects.get(data.get("card"))
    if o is None:
        return False
    c = card_of(o, ctx.edition)
    if test.get("types") and not set(test["types"]) & set(c.types):
        return False
    if test.get("single_target"):
        spell = c.abilities_of("spell")
        return bool(spell) and len(spell[0][1].targets) == 1
    return True
