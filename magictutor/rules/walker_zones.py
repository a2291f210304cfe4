"""Effect words of the planeswalker cards that move cards between library, hand, exile and
the battlefield (registered with :func:`magictutor.rules.effects.effect`; imported by
:mod:`magictutor.rules.loyalty_effects`):

* ``{reveal_top: N, battlefield: [Land], hand: [nonland permanent], rest: hand|bottom}``
  (Nissa, Nature's Artisan -4; Ajani Unyielding +2): reveal the top N cards, put those of
  the ``battlefield`` types onto the battlefield, those of the ``hand`` types into your hand
  and the rest where ``rest`` says (the bottom in an order you choose);
* ``{scry: N}`` (Nissa, Steward of Elements +2, 701.18 / 701.22 today);
* ``{look_top_put: loyalty}`` (Nissa, Steward of Elements 0): a land card, or a creature card
  of mana value at most the source's loyalty, may go onto the battlefield;
* ``{put_from_hand: N, types: [...]}`` (Ugin, the Spirit Dragon -10): up to N such cards;
* ``{exile_colored: X}`` (Ugin -X): each permanent of mana value X or more with a colour;
* ``{exile_top: N, who: ...}`` and ``{put_exiled_creature: X}`` (Ashiok, Nightmare Weaver
  +2 and -X: linked abilities, 607.2a) and ``{exile_hands_graveyards: each opponent}`` (-10);
* ``{rummage_hand: 1}`` (Chandra, Flamecaller 0): discard your hand, draw that many plus 1;
* ``{reveal_hurt_self: true}`` (Sarkhan the Mad 0).

Every choice is the player's (one card at a time, or ``done``); a choice that can't change
anything (one card left, or cards of one name) is not asked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from magictutor.cards import card
from magictutor.model.characteristics import card_of
from magictutor.model.query import chars_of
from magictutor.model.work import Work, ask, push
from magictutor.rules.effects import amount, draw_cards, effect, refs, src_name
from magictutor.rules.mana import mana_value

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx

DONE = "done"
"""The answer that ends "any number of" / "up to N" choices."""


def _same_names(ctx: Ctx, ids: Any) -> bool:
    return len({ctx.objects[i].name for i in ids}) <= 1


def is_kind(c: Any, word: str) -> bool:
    """Whether a card definition is of the kind a card file names: a card type, or
    ``nonland permanent`` / ``permanent``.

    >>> is_kind(card("Forest"), "Land"), is_kind(card("Shock"), "nonland permanent")
    (True, False)
    """
    if word == "permanent":
        return c.is_permanent_card
    if word == "nonland permanent":
        return c.is_permanent_card and "Land" not in c.types
    return word in c.types


def pick_order(ctx: Ctx, w: Work, who: str, ids: tuple, field: str, prompt: str,
               *rules: str) -> tuple | None:
    """The cards ``ids`` in the order ``who`` chooses, one at a time (first chosen first);
    None when a choice was asked (``w`` resumes with it in ``field``)."""
    picked = tuple(w.get(field, ()))
    answer = w.get("answer")
    left = [i for i in ids if i not in picked]
    if answer in left:
        picked += (answer,)
        left.remove(answer)
    if len(left) > 1 and not _same_names(ctx, left):
        ask(ctx, w.but(**{field: picked, "answer": None}), who, "option", left, prompt, *rules)
        return None
    return picked + tuple(left)


def _to_bottom(ctx: Ctx, who: str, ids: tuple) -> None:
    key = f"{who}:library"
    lib = [i for i in ctx.ids(key) if i not in ids]
    ctx.set_zone(key, lib + list(ids))


def _names(ctx: Ctx, ids: Any) -> str:
    return ", ".join(ctx.objects[i].name for i in ids) or "nothing"


# --- reveal the top cards -------------------------------------------------------------------
@effect("reveal_top")
def _reveal_top(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Reveal the top N cards; sort them by kind into battlefield (entering together,
    603.6a), hand and the rest."""
    you = res["controller"]
    shown = w.get("shown")
    if shown is None:
        shown = tuple(ctx.ids(f"{you}:library")[:amount(ctx, res, spec["reveal_top"])])
        ctx.emit("reveal", f"{you} reveals the top of their library: {_names(ctx, shown)} "
                 f"({src_name(res)})", "kw.reveal", player=you)
        w = w.but(shown=shown)
    rest = tuple(i for i in shown if not _sorted_out(ctx, i, spec))
    if rest and spec.get("rest", "hand") == "bottom":
        order = pick_order(ctx, w, you, rest, "order", f"{you}: choose the next card to put "
                           f"on the bottom of your library ({src_name(res)})", "kw.reveal")
        if order is None:
            return
        rest = order
    entering = _to_battlefield(ctx, w.but(order=rest), shown, spec, you)
    if entering is None:
        return
    for i in shown:
        if i not in entering and (i not in rest or spec.get("rest", "hand") == "hand"):
            ctx.move(i, "hand")
    if spec.get("rest", "hand") == "bottom":
        _to_bottom(ctx, you, rest)
    ctx.emit("reveal", f"{you} puts the revealed cards away: {_names(ctx, rest)} "
             f"{'to the bottom of the library' if spec.get('rest') == 'bottom' else 'and'} "
             f"the others as {src_name(res)} says", "kw.reveal", player=you)


def _to_battlefield(ctx: Ctx, w: Work, shown: tuple, spec: dict, you: str) -> tuple | None:
    """The revealed cards of the ``battlefield`` kinds enter it together, as one event
    (603.6a); their ids, or None while an Aura among them waits for its choice (``w``
    resumes, the bottom's order kept in it)."""
    from magictutor.rules.enter_together import enter_together

    entering = tuple(i for i in shown if any(is_kind(card(ctx.objects[i].name, ctx.edition), k)
                                             for k in spec.get("battlefield", ())))
    if entering and not enter_together(ctx, w, entering, you):
        return None
    return entering


def _sorted_out(ctx: Ctx, oid: int, spec: dict) -> bool:
    c = card(ctx.objects[oid].name, ctx.edition)
    return any(is_kind(c, k) for k in (*spec.get("battlefield", ()), *spec.get("hand", ())))


# --- scry ------------------------------------------------------------------------------------
@effect("scry")
def _scry(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Look at the top N cards: choose the ones for the bottom, one at a time (in that order),
    or ``done``; then the order of the rest on top (first chosen on top)."""
    you = res["controller"]
    looked = w.get("looked")
    if looked is None:
        looked = tuple(ctx.ids(f"{you}:library")[:amount(ctx, res, spec["scry"])])
        ctx.emit("scry", f"{you} scries {len(looked)}: looks at the top {len(looked)} card(s) "
                 f"of their library ({src_name(res)})", "kw.scry", player=you)
        w = w.but(looked=looked, bottom=(), phase="bottom", answer=None)
    bottom, answer = tuple(w.get("bottom")), w.get("answer")
    if w.get("phase") == "bottom":
        if answer in looked and answer not in bottom:
            bottom += (answer,)
        left = [i for i in looked if i not in bottom]
        if left and answer != DONE:
            ask(ctx, w.but(bottom=bottom, answer=None), you, "option", left + [DONE],
                f"{you}: choose a card to put on the bottom of your library, or {DONE!r} "
                f"(scry, {src_name(res)})", "kw.scry")
            return
        w = w.but(bottom=bottom, phase="top", answer=None)
    top = pick_order(ctx, w, you, tuple(i for i in looked if i not in bottom), "top",
                     f"{you}: choose the card to put on top of your library next (scry)",
                     "kw.scry")
    if top is None:
        return
    key = f"{you}:library"
    lib = [i for i in ctx.ids(key) if i not in looked]
    ctx.set_zone(key, list(top) + lib + list(bottom))
    ctx.emit("scry", f"{you} puts {len(top)} card(s) back on top and {len(bottom)} on the "
             "bottom of their library", "kw.scry", player=you)


# --- look at the top card, maybe put it onto the battlefield ------------------------------------
@effect("look_top_put")
def _look_top_put(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Look at the top card; a land card, or a creature card whose mana value is at most the
    source's loyalty now, may go onto the battlefield (``yes`` / ``no``)."""
    from magictutor.rules.stack import enter_battlefield

    you = res["controller"]
    lib = ctx.ids(f"{you}:library")
    if not lib:
        ctx.emit("look", f"{you}'s library is empty ({src_name(res)})",
                 "resolve.instructions", player=you)
        return
    top = lib[0]
    c = card(ctx.objects[top].name, ctx.edition)
    limit = amount(ctx, res, "counters:loyalty")
    fits = "Land" in c.types or ("Creature" in c.types and mana_value(c.cost) <= limit)
    if not fits:
        ctx.emit("look", f"{you} looks at the top card of their library; it is neither a land "
                 f"card nor a creature card of mana value {limit} or less, so it stays there "
                 f"({src_name(res)})", "resolve.instructions", player=you)
        return
    answer = w.get("answer")
    if answer not in ("yes", "no"):
        ask(ctx, w.but(answer=None), you, "option", ["yes", "no"],
            f"{you}: put {c.name} from the top of your library onto the battlefield? "
            f"({src_name(res)})", "resolve.choices")
        return
    if answer == "yes":
        enter_battlefield(ctx, top, you)
    else:
        ctx.emit("look", f"{you} leaves {c.name} on top of their library",
                 "resolve.choices", player=you)


# --- put permanent cards from your hand onto the battlefield --------------------------------
@effect("put_from_hand")
def _put_from_hand(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Choose up to N cards of the kinds ``types`` in your hand, one at a time, or stop with
    ``done``; then they all enter the battlefield at once, as one event (603.6a), an Aura
    among them enchanting something that was there already (303.4f)."""
    from magictutor.rules.enter_together import enter_together

    you = res["controller"]
    picked = tuple(w.get("picked", ()))
    if w.get("phase") == "enter":
        enter_together(ctx, w, picked, you)
        return
    left = amount(ctx, res, spec["put_from_hand"]) - len(picked)
    answer = w.get("answer")
    kinds = tuple(spec.get("types", ("permanent",)))
    opts = [i for i in ctx.ids(f"{you}:hand") if i not in picked
            and any(is_kind(card(ctx.objects[i].name, ctx.edition), k) for k in kinds)]
    if answer in opts:
        picked += (answer,)
        left -= 1
        opts.remove(answer)
    if left <= 0 or not opts or answer == DONE:
        ctx.emit("enter", f"{you} puts no more cards from their hand onto the battlefield "
                 f"({src_name(res)}): {_names(ctx, picked)} now enter", "resolve.choices",
                 player=you)
        enter_together(ctx, w.but(picked=picked, phase="enter", answer=None), picked, you)
        return
    ask(ctx, w.but(picked=picked, answer=None), you, "option", opts + [DONE],
        f"{you}: choose a card to put from your hand onto the battlefield ({left} more at most),"
        f" or {DONE!r} ({src_name(res)})", "resolve.choices")


# --- exile ----------------------------------------------------------------------------------
def exile(ctx: Ctx, oid: int, why: str, **data: Any) -> None:
    """Move an object to exile (406.2, 701.9 / 701.13 today), remembering ``data`` on it."""
    o = ctx.objects[oid]
    moved = ctx.move(oid, "exile")
    if data:
        ctx.set_obj(oid, info=moved.info + tuple(sorted(data.items())))
    ctx.emit("exile", f"{o.name} is exiled{why}", "kw.exile", "zone.exile", card=o.name)


@effect("exile_colored")
def _exile_colored(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Exile each permanent of mana value X or more that has one or more colours."""
    n = amount(ctx, res, spec["exile_colored"])
    hit = [i for i in ctx.zones.get("battlefield", ())
           if chars_of(ctx, i).colors and mana_value(card_of(ctx.objects[i], ctx.edition).cost)
           >= n]
    for i in hit:
        exile(ctx, i, f" ({src_name(res)})")
    if not hit:
        ctx.emit("exile", f"No coloured permanent has mana value {n} or more ({src_name(res)})",
                 "resolve.instructions")


def _source_key(ctx: Ctx, res: dict) -> tuple:
    s = res.get("source")
    gen = dict(res.get("info", ())).get("source_gen")
    if gen is None and s in ctx.objects:
        gen = ctx.objects[s].gen
    return (s, gen)


@effect("exile_top")
def _exile_top(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Exile the top N cards of each named player's library, remembered as exiled with the
    source (607.2a)."""
    n = amount(ctx, res, spec["exile_top"])
    for p in refs(ctx, res, spec.get("who", "target")):
        if isinstance(p, str):
            for i in list(ctx.ids(f"{p}:library")[:n]):
                exile(ctx, i, f" from {p}'s library ({src_name(res)})",
                      exiled_with=_source_key(ctx, res))


@effect("put_exiled_creature")
def _put_exiled_creature(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Put a creature card of mana value X exiled with this very object (607.2a, 400.7) onto
    the battlefield under your control; you choose if there are several."""
    from magictutor.rules.stack import enter_battlefield

    you, n, key = res["controller"], amount(ctx, res, spec["put_exiled_creature"]), \
        _source_key(ctx, res)
    opts = [o.id for o in ctx.objects.values() if o.zone == "exile"
            and o.get("exiled_with") == key and "Creature" in card(o.name, ctx.edition).types
            and mana_value(card(o.name, ctx.edition).cost) == n]
    if not opts:
        ctx.emit("enter", f"No creature card of mana value {n} was exiled with "
                 f"{src_name(res)}", "linked.exiled_with")
        return
    answer = w.get("answer")
    if answer not in opts:
        if len(opts) > 1 and not _same_names(ctx, opts):
            ask(ctx, w.but(answer=None), you, "option", sorted(opts),
                f"{you}: choose a creature card exiled with {src_name(res)}",
                "linked.exiled_with")
            return
        answer = min(opts)
    enter_battlefield(ctx, answer, you, "linked.exiled_with")


@effect("exile_hands_graveyards")
def _exile_hands_graveyards(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Exile every card in the hands and graveyards of the players named."""
    for p in refs(ctx, res, spec.get("exile_hands_graveyards", "each opponent")):
        if isinstance(p, str):
            gone = [i for z in ("hand", "graveyard") for i in ctx.ids(f"{p}:{z}")]
            for i in gone:
                ctx.move(i, "exile")
            ctx.emit("exile", f"{len(gone)} card(s) from {p}'s hand and graveyard are exiled "
                     f"({src_name(res)})", "kw.exile", "zone.exile", player=p)


# --- hands ------------------------------------------------------------------------------------
@effect("rummage_hand")
def _rummage_hand(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Discard your whole hand, then draw that many cards plus ``rummage_hand``."""
    you = res["controller"]
    hand = list(ctx.ids(f"{you}:hand"))
    for i in hand:
        ctx.move(i, "graveyard")
    ctx.emit("discard", f"{you} discards their hand ({len(hand)} cards, {src_name(res)})",
             "kw.discard", player=you)
    draw_cards(ctx, you, len(hand) + amount(ctx, res, spec["rummage_hand"]),
               f" ({src_name(res)})")


@effect("reveal_hurt_self")
def _reveal_hurt_self(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Reveal the top card and put it into your hand; the source deals itself damage equal to
    its mana value (a planeswalker loses that much loyalty, 306.8)."""
    you = res["controller"]
    lib = ctx.ids(f"{you}:library")
    if not lib:
        ctx.emit("reveal", f"{you}'s library is empty: nothing to reveal ({src_name(res)})",
                 "kw.reveal", "resolve.instructions")
        return
    top = lib[0]
    c = card(ctx.objects[top].name, ctx.edition)
    ctx.move(top, "hand")
    n = mana_value(c.cost)
    ctx.emit("reveal", f"{you} reveals {c.name} (mana value {n}) and puts it into their hand "
             f"({src_name(res)})", "kw.reveal", player=you, card=c.name)
    for s in refs(ctx, res, "self"):
        push(ctx, Work("damage", {"source": s, "source_name": src_name(res),
                                  "controller": you, "target": s, "amount": n,
                                  "combat": False, "applied": ()}))
