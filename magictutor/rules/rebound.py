"""Rebound (702.87 in 2013-07), as Trail of the Mage-Rings gives it to instant and sorcery
spells: ``{spells_have_rebound: [Instant, Sorcery]}``.

Rebound works while the spell is on the stack: a spell with it that was cast from its
caster's hand and resolves is exiled instead of going to the graveyard
(:func:`rebounds`), and a delayed triggered ability waits for that player's next upkeep
(603.7). When it resolves they may cast the card from exile without paying its mana cost
(:func:`_cast_rebounded`): cast during the resolution, so its card type's timing doesn't
matter (608.2f/g), its targets chosen then (601.2c); a card that has left exile since is a
new object the ability can't find (400.7). A countered or fizzled spell, or one cast from
anywhere else (a graveyard by flashback, exile by rebound itself), just goes to the
graveyard.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.cards import card
from magictutor.model.query import static_types
from magictutor.model.work import Work
from magictutor.rules.delayed import create_delayed
from magictutor.rules.effects import effect, src_name
from magictutor.rules.free_cast import cast_free, choose_targets, refused_cast
from magictutor.rules.teams import primary

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.state import Obj

REBOUND = "spells_have_rebound"
"""The static word: spells of these card types have rebound (Trail of the Mage-Rings)."""

CAST_FROM = "cast from"
"""Key of a spell's info: the zone it was cast from, when not its owner's hand (also
:data:`magictutor.rules.cast_from_graveyard.CAST_FROM`)."""


def rebounds(ctx: Ctx, top: Obj) -> bool:
    """Whether the resolving spell ``top`` has rebound and was cast from its caster's hand
    (702.87a): if so it is exiled, and its delayed ability is set up; say so."""
    types = static_types(ctx, REBOUND)
    if not types or top.get(CAST_FROM) is not None or top.kind != "card":
        return False
    c = card(top.name, ctx.edition)
    if types.isdisjoint(c.types):
        return False
    you = top.controller
    ctx.emit("exile", f"{top.name} has rebound and was cast from {you}'s hand: it is exiled "
             f"as it resolves, and at {you}'s next upkeep they may cast it again without "
             "paying its mana cost", "kw.rebound", card=top.name, player=you)
    text = f"{you} may cast {top.name} from exile without paying its mana cost (rebound)"
    ask_text = f"cast {top.name} from exile without paying its mana cost"
    create_delayed(ctx, None, you, "step", text, name=f"{top.name} rebound",
                   effects=({"may": [{"cast_rebounded": True}], "ask": ask_text},),
                   step="upkeep", active=primary(ctx, you), obj=top.id,
                   gen=top.gen + 1)  # (as it will be in exile: 400.7)
    return True


@effect("cast_rebounded")
def _cast_rebounded(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Cast the rebounded card (``res["info"]``'s ``obj`` and ``gen``) from exile without
    paying its mana cost, its targets chosen now (a choice when several fit)."""
    info = dict(res.get("info", ()))
    oid, you = info.get("obj"), res["controller"]
    o = ctx.objects.get(oid) if isinstance(oid, int) else None
    if o is None or o.zone != "exile" or o.gen != info.get("gen") or o.owner != you:
        ctx.emit("cast", f"The rebounded card is no longer in exile: {you} can't cast it "
                 f"({src_name(res)})", "kw.rebound", "game.new_object", player=you)
        return
    if not w.get("chosen") and w.get("answer") is None \
            and refused_cast(ctx, you, o, "kw.rebound"):  # (101.2: it stays in exile)
        return
    chosen = tuple(w.get("chosen", ())) + ((w.get("answer"),) if w.get("answer") is not None
                                            else ())

    def stuck(word: str) -> None:  # 601.2c: it can't be cast; it stays in exile
        ctx.emit("cast", f"{o.name} has no legal target ({word}): {you} can't cast it, "
                 "and it stays in exile", "cast.targets", "kw.rebound", player=you)

    def say(tgt: str, x: int | None) -> None:
        ctx.emit("cast", f"{you} casts {o.name} from exile without paying its mana cost{tgt} "
                 "(rebound); it goes on the stack", "kw.rebound", "cast.during_resolution",
                 "cost.alternative", "cast.steps", player=you, card=o.name)

    targets = choose_targets(ctx, w, you, o, chosen, stuck)
    if targets is not None:  # (cast from exile: rebound leaves it alone, 702.87a)
        cast_free(ctx, you, o, targets, say, ((CAST_FROM, "exile"),))
