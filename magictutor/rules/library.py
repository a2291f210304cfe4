"""Effect words that search a library (701.15; 701.17 from 2017-09, 701.23 today), registered
in :data:`magictutor.effects.EFFECTS`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.cards import card
from magictutor.effects import amount, effect, src_name
from magictutor.work import ask

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.context import Ctx
    from magictutor.work import Work

DONE = "done"
"""The answer that stops a search for "up to" N cards early."""


def _basic_lands(ctx: Ctx, player: str) -> list[int]:
    """One card of each basic land name in the library (cards of one name are alike)."""
    seen: dict[str, int] = {}
    for oid in ctx.ids(f"{player}:library"):
        o = ctx.objects[oid]
        c = card(o.name, ctx.edition)
        if "Basic" in c.supertypes and "Land" in c.types:
            seen.setdefault(o.name, oid)
    return list(seen.values())


@effect("search_lands")
def fx_search_lands(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{search_lands: 3}``: you search your library for up to that many basic land cards,
    one at a time, put them onto the battlefield tapped, then shuffle."""
    from magictutor.rules.triggers import fire

    you = res["controller"]
    left = w.get("left")
    left = amount(ctx, res, spec["search_lands"]) if left is None else left
    answer = w.get("answer")
    while left > 0:
        found = _basic_lands(ctx, you)
        if not found:
            break
        if answer not in found:
            if answer == DONE:
                break
            ask(ctx, w.but(left=left, answer=None), you, "option", [*found, DONE],
                f"{you}: choose a basic land card to put onto the battlefield tapped, or done "
                f"({left} to go; {src_name(res)})", "kw.search")
            return
        o = ctx.move(answer, "battlefield", controller=you, tapped=True)
        ctx.emit("search", f"{you} finds {o.name} and puts it onto the battlefield tapped "
                 f"({src_name(res)})", "kw.search", player=you, card=o.name)
        fire(ctx, "land enters", player=you, obj=answer)
        left, answer = left - 1, None
    key = f"{you}:library"
    lib = list(ctx.ids(key))
    order = ctx.chance("shuffle", lambda rng: tuple(rng.sample(lib, len(lib))))
    ctx.set_zone(key, list(order))
    ctx.emit("search", f"{you} shuffles their library ({src_name(res)})", "kw.shuffle",
             player=you)


@effect("reveal_top")
def fx_reveal_top(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{reveal_top: 3, to_hand: [Creature]}``: you reveal that many cards from the top of
    your library; the cards of those types go to your hand, the rest to your graveyard."""
    you = res["controller"]
    kinds = set(spec.get("to_hand", ()))
    top = list(ctx.ids(f"{you}:library"))[:amount(ctx, res, spec["reveal_top"])]
    names = ", ".join(ctx.objects[i].name for i in top) or "nothing (the library is empty)"
    ctx.emit("reveal", f"{you} reveals the top of their library: {names} ({src_name(res)})",
             "kw.reveal", player=you)
    for oid in top:
        o = ctx.objects[oid]
        keep = bool(kinds & set(card(o.name, ctx.edition).types))
        ctx.move(oid, "hand" if keep else "graveyard")
        ctx.emit("reveal", f"{o.name} goes to {you}'s {'hand' if keep else 'graveyard'}",
                 player=you, card=o.name)
