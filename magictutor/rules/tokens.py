"""Tokens (110; 111 in ``current``): the effect word that creates them, registered in
:data:`magictutor.rules.effects.EFFECTS`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.model.characteristics import card_of
from magictutor.rules.doubling import put_counters, token_count
from magictutor.rules.effects import amount, effect, src_name
from magictutor.rules.zone_triggers import creature_enters

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.state import Obj
    from magictutor.model.work import Work


@effect("create_token")
def fx_create_token(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{create_token: {name: Goat, ...}, count: 3, who: that player}``: each player named
    (default you) creates that many tokens, which they own and control (110.5; 111.1 and
    111.2 today)."""
    from magictutor.model.state import Obj
    from magictutor.rules.effects import refs

    tok = spec["create_token"]
    n = amount(ctx, res, spec.get("count", 1))
    name = dict(tok).get("name", "Token")
    for p in refs(ctx, res, spec.get("who", "you")):
        if not (isinstance(p, str) and ctx.is_live(p)):
            continue
        made = token_count(ctx, n, p, name)  # (Selesnya Loft Gardens: 614.1a)
        ids = []
        for _ in range(made):
            oid = ctx.new_id()
            ids.append(oid)
            ctx.add_object(Obj(id=oid, name=name, kind="token", owner=p, controller=p,
                               zone="battlefield", since_turn=ctx.turn, info=(("token", tok),)),
                           "battlefield")
            creature_enters(ctx, oid)  # (Immersturm: a token creature enters too)
        ctx.emit("token", f"{p} creates {made} {name} token(s) ({src_name(res)})",
                 "token.create")
        for oid in ids:
            token_loyalty(ctx, oid)


@effect("copy_token")
def fx_copy_token(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{copy_token: entered, who: that player}``: each player named creates a token that's
    a copy of the creature that entered (706.2: it copies the card's printed values, its name
    and mana cost included; 706.2 is 707.2 today), even if that creature has left since;
    ``{copy_token: target, ...}``: of the targeted creature, if it is still a legal target."""
    from magictutor.rules.effects import refs

    if spec["copy_token"] == "target":  # (Glimmervoid Basin: a creature still legal)
        oid = next((t for t in refs(ctx, res, "target") if isinstance(t, int)), None)
    else:
        oid = dict(res.get("info", ())).get(spec["copy_token"])
    o = ctx.objects.get(oid) if oid is not None else None
    if o is None:
        ctx.emit("token", f"The creature to copy no longer exists ({src_name(res)})",
                 "token.create")
        return
    for p in refs(ctx, res, spec.get("who", "you")):
        if not (isinstance(p, str) and ctx.is_live(p)):
            continue
        made = token_count(ctx, 1, p, f"copy of {o.name}")
        ids = []
        for _ in range(made):
            new = token_copy(ctx, o, p)
            ids.append(new)
            creature_enters(ctx, new)  # (a copy of a creature is a creature entering too)
        ctx.emit("token", f"{p} creates {'a token' if made == 1 else f'{made} tokens'} that's "
                 f"a copy of {o.name} ({src_name(res)})", "token.create", "copy.copiable",
                 card=o.name)
        for new in ids:
            token_loyalty(ctx, new)


def token_copy(ctx: Ctx, o: Obj, p: str, *, tapped: bool = False) -> int:
    """Put onto the battlefield, under ``p``'s control, a token that's a copy of ``o`` (706.2;
    707.2 today): the printed card's values, or a token's own definition (a copy of a token
    copies what the effect that made it said); ``tapped`` if it enters tapped. Its id."""
    from magictutor.model.state import Obj

    new = ctx.new_id()
    ctx.add_object(Obj(id=new, name=o.name, kind="token", owner=p, controller=p,
                       zone="battlefield", since_turn=ctx.turn, tapped=tapped,
                       info=tuple((k, v) for k, v in o.info if k == "token")), "battlefield")
    return new


def token_loyalty(ctx: Ctx, oid: int) -> None:
    """A planeswalker token enters with loyalty counters equal to its loyalty (306.5b: a
    replacement effect, 614.1c, so a counter doubler doubles them): a token copy of a
    planeswalker card its printed loyalty, copied with the card's other values (706.2), and
    0 for a printed X, its X being 0 as it was never cast (107.3). Anything else, nothing."""
    o = ctx.objects[oid]
    c = card_of(o, ctx.edition)
    if "Planeswalker" not in c.types:
        return
    n = put_counters(ctx, oid, "loyalty", 0 if c.loyalty_x else c.loyalty or 0)
    ctx.emit("enter", f"{o.name} (a token) enters the battlefield with {n} loyalty counters",
             "pw.loyalty_etb", "replacement.etb_counters", card=o.name, obj=oid)
