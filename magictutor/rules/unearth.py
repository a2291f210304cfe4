"""Unearth (702.83 in 2013-07), as Grixis gives it: ``{unearth_in_graveyard: {colors: [U,
B, R], types: [Creature]}}`` gives each card of those types with one of those colours in
its owner's graveyard unearth, its cost the card's mana cost.

Unearth is an activated ability of the card in the graveyard (not of the plane), named by
the action :class:`~magictutor.model.actions.Unearth` (``Alice: unearth Hill Giant`` in the
notation). Its owner activates it only when they could cast a sorcery (their main phase,
the stack empty), paying the mana cost (602.2). The ability goes on the stack; as it
resolves, the card, if it is still that card in that graveyard (400.7), returns to the
battlefield under its owner's control and gains haste. At the beginning of the next end
step it is exiled (a delayed triggered ability, 603.7), and if it would leave the
battlefield any other way it is exiled instead (a replacement effect, 614.1:
:func:`unearth_replacement`, which :meth:`magictutor.engine.context.Ctx.move` asks).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from magictutor.cards import card
from magictutor.editions import Edition
from magictutor.model.actions import Unearth
from magictutor.model.protocol import GameView
from magictutor.model.query import statics
from magictutor.model.state import GameState, Obj
from magictutor.model.violations import Violation
from magictutor.model.violations import violation as _v
from magictutor.model.work import Work, op
from magictutor.rules.cast_from_graveyard import UNEARTH
from magictutor.rules.delayed import create_delayed
from magictutor.rules.effects import effect, refs, src_name
from magictutor.rules.stack import enter_battlefield, pay_mana, payment, sorcery_timing
from magictutor.rules.teams import holds_priority

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx

UNEARTHED = "unearthed"
"""Key of a permanent's info: it returned by unearth (exiled if it would leave)."""


def _specs(s: GameView) -> list[dict]:
    found = statics(s)
    if UNEARTH not in found.kinds:
        return []
    return [dict(v) for k, v in found if k == UNEARTH]


def has_unearth(s: GameView, o: Obj) -> bool:
    """Whether ``o``, a card in its owner's graveyard, has unearth now (702.83a)."""
    if o.zone != "graveyard" or o.kind != "card":
        return False
    c = card(o.name, s.edition)
    return any(not set(spec.get("types", ())).isdisjoint(c.types)
               and not set(spec.get("colors", ())).isdisjoint(c.colors) for spec in _specs(s))


def unearthable(s: GameView, who: str) -> tuple[int, ...]:
    """The cards of ``who``'s graveyard that have unearth, in graveyard order."""
    if UNEARTH not in statics(s).kinds:
        return ()
    objects = s.objects
    return tuple(i for i in s.zones.get(f"{who}:graveyard", ()) if has_unearth(s, objects[i]))


def check_unearth(ed: Edition, s: GameState, a: Unearth) -> list[Violation]:
    """Why ``a.player`` can't unearth ``a.card`` now: not a card of their graveyard with
    unearth, no priority, not sorcery timing (702.83a), or its mana cost can't be paid."""
    o = s.objects.get(a.card)
    if o is None or o.zone != "graveyard" or o.owner != a.player or not has_unearth(s, o):
        return [_v(ed, ("kw.unearth", "ability.activate"),
                   f"{a.player} has no card with unearth in their graveyard by that id: only a "
                   "blue, black or red creature card in your own graveyard has it, on Grixis")]
    out: list[Violation] = []
    if not holds_priority(s, a.player):
        out.append(_v(ed, ("ability.priority", "ability.activate"),
                      f"{a.player} does not have priority"))
    why = sorcery_timing(s, a.player)
    if why:
        out.append(_v(ed, ("kw.unearth", "cast.timing_sorcery"),
                      f"unearth is activated only as a sorcery, and {' and '.join(why)}"))
    cost = card(o.name, s.edition).cost
    if payment(s, a.player, cost, 0) is None:
        out.append(_v(ed, ("ability.cost_paid", "kw.unearth"),
                      f"{a.player} cannot pay {cost} (the mana cost of {o.name}) to unearth it"))
    return out


def do_unearth(ctx: Ctx, a: Unearth) -> None:
    """Pay the cost (602.2b) and put the ability on the stack; its controller gets priority
    again (116.3c)."""
    o = ctx.objects[a.card]
    cost = card(o.name, ctx.edition).cost
    name = f"{o.name} unearth"
    if cost:
        pay_mana(ctx, a.player, cost, 0, name, ("ability.cost_paid",))
    ab = Obj(id=ctx.new_id(), name=name, kind="ability", owner=a.player, controller=a.player,
             zone="stack", source=a.card, info=(("game_ability", "unearth_return"),
                                                ("obj", a.card), ("gen", o.gen),
                                                ("source_name", o.name), ("activated", True)))
    ctx.add_object(ab, "stack")
    ctx.emit("stack", f"{a.player} activates the unearth ability of {o.name} in their "
             f"graveyard, paying {cost or 'nothing'}; {name} goes on the stack", "kw.unearth",
             "ability.activate", player=a.player, card=o.name)
    ctx.priority = a.player
    ctx.passes = ()


@op("unearth_return")
def _unearth_return(ctx: Ctx, w: Work) -> None:
    """The unearth ability resolves: the card returns with haste, and the delayed ability
    that exiles it at the next end step is set up."""
    top = ctx.objects[w.get("obj")]
    oid, you = top.get("obj"), top.controller
    o = ctx.objects.get(oid)
    if o is None or o.zone != "graveyard" or o.gen != top.get("gen"):
        ctx.emit("resolve", f"{top.name} does nothing: the card left the graveyard (400.7)",
                 "kw.unearth", "game.new_object")
        return
    enter_battlefield(ctx, oid, you, "kw.unearth")
    back = ctx.objects[oid]
    ctx.set_obj(oid, info=back.info + ((UNEARTHED, True),))
    ctx.add_effect("grant", back, you, affected=(oid,), until="game", keywords=("haste",))
    ctx.emit("grant", f"{back.name} gains haste; it will be exiled at the beginning of the "
             "next end step, or if it would leave the battlefield", "kw.unearth", "kw.haste",
             card=back.name)
    create_delayed(ctx, back, you, "step", f"exile {back.name} (unearth)",
                   name=f"{back.name} unearth", effects=({"exile_unearthed": True},),
                   step="end", obj=oid, gen=back.gen)


@effect("exile_unearthed")
def _exile_unearthed(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Unearth's delayed ability: exile the card it returned, if it is still that object on
    the battlefield (400.7)."""
    info = dict(res.get("info", ()))
    o = ctx.objects.get(info.get("obj"))
    if o is None or o.zone != "battlefield" or o.gen != info.get("gen"):
        ctx.emit("exile", f"The unearthed card is no longer on the battlefield: nothing to "
                 f"exile ({src_name(res)})", "kw.unearth", "game.new_object")
        return
    ctx.emit("exile", f"{o.name} is exiled at the beginning of the end step (unearth)",
             "kw.unearth", "ability.delayed", card=o.name)
    ctx.move(o.id, "exile")


def unearth_replacement(ctx: Any, o: Obj, zone: str) -> str:
    """Where an object leaving the battlefield for ``zone`` goes: exile instead, for a
    permanent returned by unearth (702.83a, a replacement effect: 614.1)."""
    if zone == "exile" or not o.get(UNEARTHED):
        return zone
    ctx.emit("exile", f"{o.name} returned by unearth: it would leave the battlefield for the "
             f"{zone.split(':')[-1]}, and is exiled instead", "kw.unearth", "replacement.rule",
             card=o.name)
    return "exile"


@effect("graveyard_creature_to_battlefield")
def _graveyard_creature_to_battlefield(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Grixis's chaos ability: the targeted creature card, from whichever graveyard, enters
    the battlefield under your control (for good: this is not unearth)."""
    you = res["controller"]
    for oid in refs(ctx, res, spec.get("graveyard_creature_to_battlefield", "target")):
        o = ctx.objects.get(oid) if isinstance(oid, int) else None
        if o is None or o.zone != "graveyard":
            continue  # (gone: an illegal target, 608.2b)
        ctx.emit("move", f"{o.name} comes from {o.owner}'s graveyard onto the battlefield "
                 f"under {you}'s control ({src_name(res)})", "zone.graveyard",
                 "game.new_object", card=o.name, player=you)
        enter_battlefield(ctx, o.id, you)
