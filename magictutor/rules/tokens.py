"""Tokens (110; 111 in ``current``): the effect word that creates them, registered in
:data:`magictutor.effects.EFFECTS`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.effects import amount, effect, src_name

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.context import Ctx
    from magictutor.work import Work


@effect("create_token")
def fx_create_token(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{create_token: {name: Goat, ...}, count: 3, who: that player}``: each player named
    (default you) creates that many tokens, which they own and control (110.5; 111.1 and
    111.2 today)."""
    from magictutor.effects import refs
    from magictutor.state import Obj

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
        ctx.emit("token", f"{p} creates {n} {name} token(s) ({src_name(res)})",
                 "token.create")
