"""Sacrificing any number of creatures as an ability resolves (Kharasha Foothills' chaos
ability: "you may sacrifice any number of creatures; if you do, ... that much damage").

Its controller picks the creatures they control one at a time, the options being the ones
not picked yet and ``done`` (so no question ever lists combinations, as with devour in
:mod:`magictutor.rules.devour`); none at all is a choice too. They are then sacrificed
together (701.14; 701.15 in 2017-09, 701.21 today: only permanents one controls). "If you
do" holds only if at least one was: then the listed effects happen, ``X`` in them being how
many were. The ability's targets were chosen as it went on the stack (601.2c, 603.3d), before
anything was sacrificed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.model.query import chars_of
from magictutor.model.work import ask, push
from magictutor.rules.effects import effect, effect_works, src_name
from magictutor.rules.permanents import sacrifice

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.work import Work

DONE = "done"
"""The answer that ends the choice (sacrifice no more)."""


@effect("sacrifice_any")
def fx_sacrifice_any(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{sacrifice_any: [effects]}``: see the module's text."""
    you, src = res["controller"], src_name(res)
    if not ctx.is_live(you):
        return
    chosen, answer = tuple(w.get("chosen", ())), w.get("answer")
    options = [i for i in ctx.zones.get("battlefield", ()) if i not in chosen
               and ctx.objects[i].controller == you and chars_of(ctx, i).is_creature]
    if answer in options:
        chosen += (answer,)
        options.remove(answer)
    elif answer is not None:  # (done)
        options = []
    if options:
        so_far = ", ".join(ctx.objects[i].name for i in chosen) or "none"
        ask(ctx, w.but(chosen=chosen, answer=None), you, "option", [*options, DONE],
            f"{you}: choose a creature to sacrifice ({so_far} so far), or {DONE} ({src})",
            "kw.sacrifice", "ability.optional")
        return
    alive = [i for i in chosen if ctx.objects[i].zone == "battlefield"]
    for i in alive:
        sacrifice(ctx, i, f" ({src})")
    if not alive:
        ctx.emit("sacrifice", f"{you} sacrifices no creature, so nothing more happens ({src})",
                 "kw.sacrifice", "ability.optional", player=you)
        return
    ctx.emit("sacrifice", f"{you} sacrificed {len(alive)} creature(s): X is {len(alive)} "
             f"({src})", "kw.sacrifice", player=you)
    push(ctx, *effect_works({**res, "x": len(alive)}, spec["sacrifice_any"]))
