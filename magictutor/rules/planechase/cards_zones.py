"""The effect words of the zone-change planes of Planechase 2012 (#19): Lair of the Ashen
Idol's "sacrifice a creature; if you can't, planeswalk".

>>> from magictutor.rules.effects import EFFECTS
>>> "sacrifice_or_planeswalk" in EFFECTS
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.rules.effects import effect, src_name
from magictutor.rules.permanents import _sacrificeable, fx_sacrifice

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.work import Work


@effect("sacrifice_or_planeswalk")
def _sacrifice_or_planeswalk(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{sacrifice_or_planeswalk: creature}``: the ability's controller sacrifices one
    permanent of that kind (choosing among theirs; 701.14 to 2013-07, 701.15, 701.21 today);
    one who controls none can't, and planeswalks instead (701.21c/701.22c/701.31c). Whether
    they can is settled as this part of the ability resolves, before anything is chosen."""
    from magictutor.rules.planechase.core import planeswalk

    what, you = spec["sacrifice_or_planeswalk"], res["controller"]
    if w.get("todo") is None and not _sacrificeable(ctx, you, what):
        ctx.emit("sacrifice", f"{you} controls no {what} to sacrifice, so {you} can't, and "
                 f"planeswalks instead ({src_name(res)})", "kw.sacrifice",
                 "kw.planeswalk_causes", player=you)
        planeswalk(ctx, you, "kw.planeswalk_causes")
        return
    fx_sacrifice(ctx, w, {"sacrifice": 1, "what": what, "who": "you"}, res)
