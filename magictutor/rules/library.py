"""Effect words that search a library (701.15; 701.17 from 2017-09, 701.23 today), registered
in :data:`magictutor.rules.effects.EFFECTS`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.cards import card
from magictutor.model.work import ask
from magictutor.rules.effects import amount, effect, src_name

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.work import Work

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
    _shuffle(ctx, you, res)


def _shuffle(ctx: Ctx, you: str, res: dict) -> None:
    """``you`` shuffles their library after a search (701.16; 701.18, 701.24 later)."""
    key = f"{you}:library"
    lib = list(ctx.ids(key))
    order = ctx.chance("shuffle", lambda rng: tuple(rng.sample(lib, len(lib))))
    ctx.set_zone(key, list(order))
    ctx.emit("search", f"{you} shuffles their library ({src_name(res)})", "kw.shuffle",
             player=you)


@effect("reveal_sort")
def fx_reveal_top(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{reveal_sort: 3, to_hand: [Creature]}``: you reveal that many cards from the top of
    your library; the cards of those types go to your hand, the rest to your graveyard, or
    with ``rest: bottom`` to the bottom of your library (in the order revealed: the kit
    chooses the order "any order" leaves to you)."""
    you = res["controller"]
    kinds = set(spec.get("to_hand", ()))
    if spec.get("rest") == "bottom":
        _reveal_rest_to_bottom(ctx, res, you, kinds, amount(ctx, res, spec["reveal_sort"]))
        return
    top = list(ctx.ids(f"{you}:library"))[:amount(ctx, res, spec["reveal_sort"])]
    names = ", ".join(ctx.objects[i].name for i in top) or "nothing (the library is empty)"
    ctx.emit("reveal", f"{you} reveals the top of their library: {names} ({src_name(res)})",
             "kw.reveal", player=you)
    for oid in top:
        o = ctx.objects[oid]
        keep = bool(kinds & set(card(o.name, ctx.edition).types))
        ctx.move(oid, "hand" if keep else "graveyard")
        ctx.emit("reveal", f"{o.name} goes to {you}'s {'hand' if keep else 'graveyard'}",
                 player=you, card=o.name)


def _reveal_rest_to_bottom(ctx: Ctx, res: dict, you: str, kinds: set, n: int) -> None:
    key = f"{you}:library"
    lib = list(ctx.ids(key))
    top = lib[:n]
    names = ", ".join(ctx.objects[i].name for i in top) or "nothing (the library is empty)"
    ctx.emit("reveal", f"{you} reveals the top of their library: {names} ({src_name(res)})",
             "kw.reveal", player=you)
    keep = [i for i in top if kinds & set(card(ctx.objects[i].name, ctx.edition).types)]
    for oid in keep:
        ctx.move(oid, "hand")
        ctx.emit("reveal", f"{ctx.objects[oid].name} goes to {you}'s hand", player=you,
                 card=ctx.objects[oid].name)
    rest = [i for i in top if i not in keep]
    if rest:
        ctx.set_zone(key, [i for i in ctx.ids(key) if i not in rest] + rest)
        ctx.emit("reveal", f"{', '.join(ctx.objects[i].name for i in rest)} go to the bottom "
                 f"of {you}'s library", player=you)


@effect("reveal_until")
def fx_reveal_until(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{reveal_until: Creature}``: you reveal cards from the top of your library until you
    reveal a card of that type, put it onto the battlefield, then shuffle the other revealed
    cards into your library (none of that type: all are revealed and shuffled back)."""
    from magictutor.rules.stack import enter_battlefield

    you, kind = res["controller"], spec["reveal_until"]
    key = f"{you}:library"
    lib = list(ctx.ids(key))
    hit = next((i for i in lib if kind in card(ctx.objects[i].name, ctx.edition).types), None)
    shown = lib[:lib.index(hit) + 1] if hit is not None else lib
    names = ", ".join(ctx.objects[i].name for i in shown) or "nothing (an empty library)"
    ctx.emit("reveal", f"{you} reveals {names} ({src_name(res)})", "kw.reveal", player=you)
    if hit is not None:
        enter_battlefield(ctx, hit, you)
    rest = list(ctx.ids(key))
    order = ctx.chance("shuffle", lambda rng: tuple(rng.sample(rest, len(rest))))
    ctx.set_zone(key, list(order))
    ctx.emit("search", f"{you} shuffles the other revealed cards into their library",
             "kw.shuffle", player=you)


@effect("put_card_from_hand")
def fx_put_from_hand(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{put_card_from_hand: Creature}``: you put a card of that type from your hand onto the
    battlefield (your choice among them; nothing if you have none). Putting a card onto the
    battlefield is not casting it."""
    from magictutor.rules.stack import enter_battlefield

    you, kind = res["controller"], spec["put_card_from_hand"]
    opts = [i for i in ctx.ids(f"{you}:hand")
            if kind in card(ctx.objects[i].name, ctx.edition).types]
    if not opts:
        ctx.emit("put", f"{you} has no {kind.lower()} card in hand ({src_name(res)})",
                 player=you)
        return
    answer = w.get("answer")
    if answer not in opts and len({ctx.objects[i].name for i in opts}) > 1:
        ask(ctx, w.but(answer=None), you, "option", opts,
            f"{you}: choose a {kind.lower()} card to put onto the battlefield ({src_name(res)})",
            "game.new_object")
        return
    pick = answer if answer in opts else opts[0]
    enter_battlefield(ctx, pick, you, "game.new_object")


# --- casting and activating from the graveyard and exile (issue 19, graveyard group) ---
@effect("search_to_hand")
def fx_search_to_hand(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{search_to_hand: [Instant, Sorcery]}`` (Trail of the Mage-Rings): you search your
    library for a card of those types (or find none: a search of a hidden zone for a card
    with a stated quality may fail, 701.15b in 2013-07), reveal it, put it into your hand,
    then shuffle."""
    you, kinds = res["controller"], set(spec["search_to_hand"])
    seen: dict[str, int] = {}  # (cards of one name are alike)
    for oid in ctx.ids(f"{you}:library"):
        if not kinds.isdisjoint(card(ctx.objects[oid].name, ctx.edition).types):
            seen.setdefault(ctx.objects[oid].name, oid)
    answer = w.get("answer")
    if answer is None and seen:
        ask(ctx, w, you, "option", [*seen.values(), DONE],
            f"{you}: choose a {' or '.join(sorted(kinds)).lower()} card to reveal and put into "
            f"your hand, or {DONE!r} to find none ({src_name(res)})", "kw.search")
        return
    if answer in seen.values():
        o = ctx.move(answer, "hand")
        ctx.emit("search", f"{you} finds {o.name}, reveals it and puts it into their hand "
                 f"({src_name(res)})", "kw.search", "kw.reveal", player=you, card=o.name)
    else:
        ctx.emit("search", f"{you} finds no {' or '.join(sorted(kinds)).lower()} card "
                 f"({src_name(res)})", "kw.search", "kw.search_fail", player=you)
    _shuffle(ctx, you, res)
