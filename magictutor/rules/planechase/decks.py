"""Effects that look at planar decks or change planar cards, for plane and phenomenon files.

Planar cards stay in the command zone whatever happens (309.2, 310.2): revealing one, or
moving it within its planar deck, never takes it out. "Your planar deck" is the communal
deck under the single planar deck option (901.15c).

>>> from magictutor.rules.effects import EFFECTS
>>> all(n in EFFECTS for n in ("planar_scry", "reveal_chaos", "interplanar_tunnel"))
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.model.work import Work, ask, push
from magictutor.rules.effects import amount, effect, src_name

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx


def _deck(ctx: Ctx, player: str) -> list[int]:
    from magictutor.rules.planechase.core import deck_owner

    return ctx.ids(f"planar:{deck_owner(ctx, player)}")


def _is_plane(ctx: Ctx, oid: int) -> bool:
    from magictutor.rules.planechase.phenomena import is_phenomenon

    return not is_phenomenon(ctx, ctx.objects[oid])


def _reveal_until(ctx: Ctx, player: str, planes: int) -> tuple[list[int], list[int]]:
    """Reveal from the top until ``planes`` plane cards (or the whole deck) are revealed."""
    revealed: list[int] = []
    found: list[int] = []
    for oid in list(_deck(ctx, player)):
        if len(found) >= planes:
            break
        revealed.append(oid)
        if _is_plane(ctx, oid):
            found.append(oid)
    return revealed, found


def _names(ctx: Ctx, ids: list[int] | tuple[int, ...]) -> str:
    return ", ".join(ctx.objects[i].name for i in ids) or "nothing"


@effect("add_plane_counters")
def _add_plane_counters(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{add_plane_counters: N, kind: K}``: counters on the plane itself, if it is still the
    same face-up object (a plane turned face down is a new one, 309.6)."""
    s = res.get("source")
    o = ctx.objects.get(s) if s is not None else None
    gen = dict(res.get("info", ())).get("source_gen")
    kind, n = spec.get("kind", "charge"), amount(ctx, res, spec["add_plane_counters"])
    if o is None or o.zone != "command" or not o.face_up or (gen is not None and o.gen != gen):
        ctx.emit("counters", f"{src_name(res)} is no longer the same face-up plane, so it gets "
                 f"no {kind} counter", "plane.face_down_new")
        return
    ctx.add_counters(o.id, kind, n)
    total = ctx.objects[o.id].counter(kind)
    ctx.emit("counters", f"{o.name} gets {n} {kind} counter(s); it now has {total}",
             "plane.abilities", obj=o.id)


@effect("planar_scry")
def _planar_scry(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Stairs to Infinity's chaos: reveal the top card of your planar deck; you may put it
    on the bottom."""
    from magictutor.rules.planechase.core import to_bottom

    you = res["controller"]
    deck = _deck(ctx, you)
    if not ctx.is_live(you):
        return
    if not deck:
        ctx.emit("reveal", f"{you}'s planar deck is empty: nothing to reveal", "kw.reveal",
                 "game.impossible")
        return
    top = deck[0]
    name = ctx.objects[top].name
    answer = w.get("answer")
    if answer is None:
        ctx.emit("reveal", f"{you} reveals {name}, the top card of their planar deck "
                 f"({src_name(res)})", "kw.reveal", card=name)
        ask(ctx, w, you, "option", ["bottom", "top"],
            f"{you}: put {name} on the bottom of your planar deck, or leave it on top?",
            "ability.optional")
        return
    if answer == "bottom":
        to_bottom(ctx, top, new_object=False)
        ctx.emit("planar", f"{you} puts {name} on the bottom of their planar deck", card=name)
    else:
        ctx.emit("planar", f"{you} leaves {name} on top of their planar deck", card=name)


@effect("reveal_chaos")
def _reveal_chaos(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Pools of Becoming's chaos: reveal the top N cards of your planar deck; the chaos
    ability of each revealed card triggers (311.7 in ``current``: chaos ensues for it), then
    the cards go to the bottom in any order. The triggered abilities go on the stack after
    this ability has finished resolving."""
    from magictutor.rules.planechase.core import planar_controller
    from magictutor.rules.planechase.die import chaos_for

    you = res["controller"]
    shown = list(_deck(ctx, you))[: int(spec["reveal_chaos"])]
    ctx.emit("reveal", f"{you} reveals the top {len(shown)} card(s) of their planar deck: "
             f"{_names(ctx, shown)} ({src_name(res)})", "kw.reveal")
    how = "chaos ensues for it" if ctx.feature("chaos_ensues") else "revealed"
    for oid in shown:
        chaos_for(ctx, oid, planar_controller(ctx) or you, how, rolled=False)
    push(ctx, Work("bottom_in_order", {"player": you, "ids": tuple(shown), "planar": True}))


@effect("spatial_merging")
def _spatial_merging(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Spatial Merging: reveal from the top of your planar deck until two plane cards are
    revealed; planeswalk to both at once (so the phenomenon itself goes to the bottom, and
    two planes are face up: the next planeswalk leaves both, 901.11c); the other revealed
    cards go to the bottom in any order.
    With fewer planes left, you planeswalk to those there are (the kit's house rule)."""
    from magictutor.rules.planechase.core import planeswalk

    you = res["controller"]
    revealed, planes = _reveal_until(ctx, you, int(spec.get("spatial_merging", 2)))
    ctx.emit("reveal", f"{you} reveals {_names(ctx, revealed)} from their planar deck "
             f"({src_name(res)})", "kw.reveal")
    others = tuple(i for i in revealed if i not in planes)
    want = int(spec.get("spatial_merging", 2))
    if len(planes) < want:
        ctx.emit("reveal", f"The planar deck ran out with {len(planes)} plane card(s) revealed; "
                 f"{you} planeswalks to what was found (the kit's house rule)",
                 "game.impossible")
    planeswalk(ctx, you, "phenomenon.encounter", to=planes)
    if others:
        push(ctx, Work("bottom_in_order", {"player": you, "ids": others, "planar": True}))


@effect("interplanar_tunnel")
def _interplanar_tunnel(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Interplanar Tunnel: reveal until five plane cards are revealed (or the deck runs
    out); you put one of those planes on top of your planar deck and the rest of the
    revealed cards on the bottom in a random order."""
    from magictutor.rules.planechase.core import to_bottom, to_top

    you = res["controller"]
    if not ctx.is_live(you):
        return
    revealed = w.get("revealed")
    if revealed is None:
        revealed, planes = _reveal_until(ctx, you, int(spec.get("interplanar_tunnel", 5)))
        ctx.emit("reveal", f"{you} reveals {_names(ctx, revealed)} from their planar deck "
                 f"({src_name(res)})", "kw.reveal")
        want = int(spec.get("interplanar_tunnel", 5))
        if len(planes) < want:
            ctx.emit("reveal", f"The planar deck ran out with {len(planes)} plane card(s) "
                     "revealed; the choice is among those (the kit's house rule)",
                     "game.impossible")
        w = w.but(revealed=tuple(revealed), planes=tuple(planes))
    planes = list(w.get("planes", ()))
    if not planes:
        ctx.emit("planar", f"{you} revealed no plane card, so nothing goes on top",
                 "game.impossible")
        return
    answer = w.get("answer")
    if answer not in planes:
        if len(planes) == 1:
            answer = planes[0]
        else:
            ask(ctx, w.but(answer=None), you, "option", planes,
                f"{you}: choose the plane to put on top of your planar deck",
                "resolve.instructions")
            return
    rest = [i for i in w.get("revealed") if i != answer]
    n = len(rest)
    order = ctx.chance("random order", lambda rng: rng.sample(range(n), n))
    for j in order:
        to_bottom(ctx, rest[j], new_object=False)
    to_top(ctx, answer)
    ctx.emit("planar", f"{you} puts {ctx.objects[answer].name} on top of their planar deck and "
             f"the other revealed cards on the bottom in a random order ({src_name(res)})",
             "resolve.instructions", card=ctx.objects[answer].name)


# --- building planar decks from the whole pool -----------------------------------------------
def planar_pool(edition: str = "2013-07") -> tuple[str, ...]:
    """Every plane and phenomenon card the kit knows that the edition allows (phenomena
    arrived with the 2013-07 rules here: 2011-09 has none), sorted.

    >>> "Chaotic Aether" in planar_pool("2013-07"), "Chaotic Aether" in planar_pool("2011-09")
    (True, False)
    """
    from magictutor.cards import card, card_names
    from magictutor.editions import get_edition

    phenomena = bool(get_edition(edition).feature("max_phenomena_per_deck"))
    out = []
    for name in card_names():
        c = card(name, edition)
        if c.is_planar and (phenomena or "Phenomenon" not in c.types):
            out.append(name)
    return tuple(out)


def planar_deck(edition: str = "2013-07", seed: int = 0, size: int = 10,
                phenomena: int | None = None, include: tuple[str, ...] = ()) -> tuple[str, ...]:
    """A legal planar deck (901.3) of ``size`` different cards drawn at random from
    :func:`planar_pool`, with ``phenomena`` phenomenon cards (by default as many as the
    edition allows, at most two) and every card of ``include``. The result is in a random
    order; the same arguments give the same deck.

    >>> from magictutor.rules.planechase.setup import check_planar_deck
    >>> d = planar_deck("current", seed=4)
    >>> len(d), len(set(d)), check_planar_deck(d, "current", players=2)
    (10, 10, [])
    >>> planar_deck("2011-09", phenomena=1)
    Traceback (most recent call last):
    ...
    ValueError: the 2011-09 rules allow at most 0 phenomenon card(s) in a planar deck (901.3)
    """
    import random

    from magictutor.editions import get_edition

    limit = get_edition(edition).feature("max_phenomena_per_deck")
    assert isinstance(limit, int)  # (a count in every edition's table)
    want = limit if phenomena is None else phenomena
    if want > limit:
        raise ValueError(f"the {edition} rules allow at most {limit} phenomenon card(s) in a "
                         "planar deck (901.3)")
    planes, phen = _split_pool(edition)
    chosen = _included(include, planes + phen, edition)
    rng = random.Random(f"planar deck:{edition}:{seed}")
    have = len(set(chosen) & set(phen))
    chosen += rng.sample([n for n in phen if n not in chosen], max(0, want - have))
    if len(set(chosen) & set(phen)) > limit or len(chosen) > size:
        raise ValueError(f"{size} cards with at most {limit} phenomena can't hold all of "
                         f"{', '.join(include)} (901.3)")
    left = [n for n in planes if n not in chosen]
    if len(left) < size - len(chosen):
        raise ValueError(f"the {edition} pool has {len(planes)} plane cards, too few for a "
                         f"deck of {size} different cards (901.3)")
    chosen += rng.sample(left, max(0, size - len(chosen)))
    rng.shuffle(chosen)
    return tuple(chosen)


def _split_pool(edition: str) -> tuple[list[str], list[str]]:
    """The edition's pool as (planes, phenomena)."""
    from magictutor.cards import card

    pool = planar_pool(edition)
    phen = [n for n in pool if "Phenomenon" in card(n, edition).types]
    return [n for n in pool if n not in phen], phen


def _included(include: tuple[str, ...], pool: list[str], edition: str) -> list[str]:
    chosen = list(dict.fromkeys(include))
    unknown = [n for n in chosen if n not in pool]
    if unknown:
        raise ValueError(f"not plane or phenomenon cards of the {edition} pool: "
                         f"{', '.join(unknown)}")
    return chosen
