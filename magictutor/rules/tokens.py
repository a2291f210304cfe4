"""Tokens (110; 111 in ``current``): the effect word that creates them, registered in
:data:`magictutor.rules.effects.EFFECTS`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.rules.effects import amount, effect, src_name
from magictutor.rules.triggers import token_entered

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
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
        for _ in range(n):
            oid = ctx.new_id()
            ctx.add_object(Obj(id=oid, name=name, kind="token", owner=p, controller=p,
                               zone="battlefield", since_turn=ctx.turn, info=(("token", tok),)),
                           "battlefield")
            token_entered(ctx, oid)
        ctx.emit("token", f"{p} creates {n} {name} token(s) ({src_name(res)})",
                 "token.create")


@effect("copy_token")
def fx_copy_token(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{copy_token: entered, who: that player}``: each player named creates a token that's
    a copy of the creature that entered (706.2: it copies the card's printed values, its name
    and mana cost included; 706.2 is 707.2 today), even if that creature has left since."""
    from magictutor.model.state import Obj
    from magictutor.rules.effects import refs

    oid = dict(res.get("info", ())).get(spec["copy_token"])
    o = ctx.objects.get(oid) if oid is not None else None
    if o is None:
        ctx.emit("token", f"The creature to copy no longer exists ({src_name(res)})",
                 "token.create")
        return
    for p in refs(ctx, res, spec.get("who", "you")):
        if isinstance(p, str) and ctx.is_live(p):
            new = ctx.new_id()
            ctx.add_object(Obj(id=new, name=o.name, kind="token", owner=p, controller=p,
                               zone="battlefield", since_turn=ctx.turn), "battlefield")
            token_entered(ctx, new)
            ctx.emit("token", f"{p} creates a token that's a copy of {o.name} "
                     f"({src_name(res)})", "token.create", "copy.copiable", card=o.name)
