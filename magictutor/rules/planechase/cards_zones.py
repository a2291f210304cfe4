"""The effect words of the zone-change planes of Planechase 2012 (#19): Lair of the Ashen
Idol's "sacrifice a creature; if you can't, planeswalk", and Orzhova's exile and "each player
returns all creature cards from their graveyard to the battlefield".

>>> from magictutor.rules.effects import EFFECTS
>>> all(w in EFFECTS for w in ("sacrifice_or_planeswalk", "exile", "graveyards_to_battlefield"))
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.cards import card
from magictutor.model.query import chars_of
from magictutor.model.work import Work as _Work
from magictutor.model.work import push
from magictutor.rules.effects import effect, refs, src_name
from magictutor.rules.permanents import _sacrificeable, fx_sacrifice
from magictutor.rules.stack import enter_battlefield
from magictutor.rules.teams import you_team

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.work import Work


@effect("sacrifice_or_planeswalk")
def _sacrifice_or_planeswalk(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{sacrifice_or_planeswalk: creature}``: the ability's controller sacrifices one
    permanent of that kind (choosing among theirs; 701.14 to 2013-07, 701.15, 701.21 today);
    one who controls none can't, and planeswalks instead (701.21c/701.22c/701.31c). Whether
    they can is settled as this part of the ability resolves, before anything is chosen. In
    Two-Headed Giant "you" is the planar controller's team (901.12c; 901.11c in 2011-09): each
    of them who controls one sacrifices one, and the team planeswalks only if neither can."""
    from magictutor.rules.planechase.core import planeswalk

    what, you = spec["sacrifice_or_planeswalk"], res["controller"]
    if w.get("todo") is None and not any(_sacrificeable(ctx, p, what) for p in
                                         you_team(ctx, res, note=False) if ctx.is_live(p)):
        who = " and ".join(you_team(ctx, res))
        they = f"{who} control no {what} to sacrifice, so they can't" if who != you else \
            f"{you} controls no {what} to sacrifice, so {you} can't"
        ctx.emit("sacrifice", f"{they}, and {you} planeswalks instead ({src_name(res)})",
                 "kw.sacrifice", "kw.planeswalk_causes", player=you)
        planeswalk(ctx, you, "kw.planeswalk_causes")
        return
    fx_sacrifice(ctx, w, {"sacrifice": 1, "what": what, "who": "you"}, res)


@effect("exile")
def _exile(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{exile: each target}``: each permanent or graveyard card named goes to exile, a new
    object there (400.7); what has left its zone meanwhile stays where it is (608.2b)."""
    for r in refs(ctx, res, spec["exile"]):
        o = ctx.objects.get(r) if isinstance(r, int) else None
        if o is None or o.zone not in ("battlefield", "graveyard"):
            continue
        where = "the battlefield" if o.zone == "battlefield" else f"{o.owner}'s graveyard"
        ctx.move(o.id, "exile")
        ctx.emit("exile", f"{o.name} is exiled from {where} ({src_name(res)})",
                 "kw.exile", "zone.exile", "game.new_object", card=o.name)


@effect("graveyards_to_battlefield")
def _graveyards_to_battlefield(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{graveyards_to_battlefield: Creature}``: every player's cards of that type leave
    their graveyard for the battlefield under that player's control, at the same time, so an
    enters ability of one sees them all (603.6a)."""
    from magictutor.rules.enter_together import enter_together

    kind = spec["graveyards_to_battlefield"]
    ids = tuple(w.get("moving", ())) or tuple(
        oid for p in ctx.apnap() for oid in ctx.ids(f"{p}:graveyard")
        if kind in card(ctx.objects[oid].name, ctx.edition).types)
    under = {i: ctx.objects[i].owner for i in ids}
    if ids and not enter_together(ctx, w.but(moving=ids), ids, res["controller"], under=under):
        return
    moved = [f"{ctx.objects[i].name} ({under[i]})" for i in ids]
    what = ", ".join(moved) if moved else f"no {kind.lower()} card"
    ctx.emit("enter", f"Each player returns every {kind.lower()} card of their graveyard to "
             f"the battlefield: {what} ({src_name(res)})", "game.new_object")


@effect("entered_deals_damage")
def _entered_deals_damage(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{entered_deals_damage: power, to: target}`` (Immersturm): the creature that entered
    is the source: it deals damage equal to its power, its controller deciding any
    redirection (306.7 to 2017-09). If it has left the battlefield, its last known power
    and controller are used (608.2g; 608.2h today)."""
    info = dict(res.get("info", ()))
    oid, gen = info.get("entered"), info.get("entered_gen")
    o = ctx.objects.get(oid) if isinstance(oid, int) else None
    if o is not None and o.zone == "battlefield" and o.gen == gen:
        power, controller = chars_of(ctx, o.id).power or 0, o.controller
    else:
        power, controller = int(info.get("entered_power", 0)), info.get("player")
        ctx.emit("damage", f"{o.name if o else 'The creature'} has left the battlefield: its "
                 f"last known power, {power}, is used ({src_name(res)})", "ability.lki")
    name = o.name if o is not None else "the creature"
    push(ctx, *(_Work("damage", {
        "source": oid if o is not None else None, "source_name": name,
        "controller": controller, "target": t, "amount": power, "combat": False,
        "applied": ()}) for t in refs(ctx, res, spec.get("to", "target"))))


@effect("blink")
def _blink(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{blink: target}``: each permanent named is exiled, then returns to the battlefield
    under its owner's control (Immersturm), or with ``under: you`` under the ability's
    controller's (Bloodhill Bastion). Each move makes a new object (400.7), with no damage,
    counters or effects of the old one, new to its controller (summoning sick), and seen
    entering. A token exiled stays there and ceases to exist (704.5d)."""
    for r in refs(ctx, res, spec["blink"]):
        if not isinstance(r, int) or r not in ctx.objects \
                or ctx.objects[r].zone != "battlefield":
            continue
        o = ctx.move(r, "exile")
        ctx.emit("exile", f"{o.name} is exiled ({src_name(res)})", "kw.exile", "zone.exile",
                 "game.new_object", card=o.name, obj=r)
        if o.kind == "token":
            continue
        who = res["controller"] if spec.get("under") == "you" else o.owner
        enter_battlefield(ctx, r, who, "game.new_object")
        ctx.emit("return", f"{o.name} returns to the battlefield under {who}'s control, a "
                 f"new object ({src_name(res)})", "game.new_object", card=o.name)


@effect("distribute_counters")
def _distribute_counters(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{distribute_counters: "+1/+1", to: each target}``: each target still legal gets its
    share, divided as the ability went on the stack (601.2d); the share of a target that has
    become illegal is not given to another (608.2b)."""
    kind = str(spec["distribute_counters"])
    shares = dict(res.get("info", ())).get("division", ())
    for r, n in zip(res.get("targets", ()), shares, strict=False):
        if isinstance(r, int) and r in ctx.objects and ctx.objects[r].zone == "battlefield":
            ctx.add_counters(r, kind, n)
            ctx.emit("counters", f"{ctx.objects[r].name} gets {n} {kind} counter(s), its share "
                     f"({src_name(res)})", "counters.rule", "cast.divide", obj=r)


@effect("exile_creatures_for_tokens")
def _exile_creatures_for_tokens(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{exile_creatures_for_tokens: {token}}`` (Grand Ossuary): every player exiles all the
    creatures they control at once, the total power of each player's counted as they were
    on the battlefield; then each creates that many tokens."""
    from magictutor.rules.tokens import fx_create_token

    power: dict[str, int] = {}
    gone = []
    for i in list(ctx.zones.get("battlefield", ())):
        c = chars_of(ctx, i)
        if c.is_creature:
            p = ctx.objects[i].controller
            power[p] = power.get(p, 0) + max(0, c.power or 0)
            gone.append(i)
    for i in gone:
        name = ctx.objects[i].name
        ctx.move(i, "exile")
        ctx.emit("exile", f"{name} is exiled ({src_name(res)})", "kw.exile", "zone.exile",
                 "game.new_object", card=name)
    for p in ctx.apnap():
        if power.get(p):
            fx_create_token(ctx, w, {"create_token": spec["exile_creatures_for_tokens"],
                                     "count": power[p], "who": "you"}, {**res, "controller": p})
