"""Suspend (702.61 in 2013-07) for a card in exile with time counters (see
:mod:`magictutor.rules.suspended` for what a suspended card is).

Two of suspend's three abilities work in exile, both triggered abilities controlled by the
card's owner, with the card as their source:

- At the beginning of its owner's upkeep, if the card is suspended, a time counter is
  removed from it (:func:`upkeep_triggers`; the condition is checked as it triggers and again
  as it resolves, 603.4).
- When the last time counter is removed (by that ability or any other effect: Talon Gates's
  chaos ability, :func:`remove_time_counters`), if the card is still in exile, its owner casts
  it without paying its mana cost, if able (608.2f/g: during the resolution, so its card
  type's timing doesn't matter; its targets chosen then, 601.2c; X is 0, 107.3b). Current
  rules make the cast optional ("may"). A creature spell cast so has haste
  (:func:`~magictutor.rules.suspended.give_haste`, called as it enters). A card that can't
  be cast (no legal target), or isn't, stays in exile with no time counter: it is no longer
  suspended; so does one its owner can't cast because an effect forbids casting spells
  (Prahv's, the Eon Fog kin's: a "can't" beats the cast, 101.2).

A card exiled with no time counter (mana value 0) is never suspended: no counter is ever
removed from it, so neither ability triggers, and it stays in exile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.cards import card
from magictutor.cards.model import AbilityDef
from magictutor.model.work import Work, ask, op
from magictutor.rules.effects import amount, effect, src_name
from magictutor.rules.free_cast import cast_free, choose_targets, refused_cast
from magictutor.rules.rebound import CAST_FROM
from magictutor.rules.suspended import HASTE, TIME, is_suspended, suspended_of
from magictutor.rules.teams import active_players, you_team
from magictutor.rules.triggers import new_trigger

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.state import Obj

_TICK = AbilityDef(kind="triggered", text="At the beginning of your upkeep, if this card is "
                   "suspended, remove a time counter from it.")
_CAST = AbilityDef(kind="triggered", text="When the last time counter is removed from this "
                   "card, if it is exiled, cast it without paying its mana cost.")


def upkeep_triggers(ctx: Ctx) -> None:
    """The upkeep begins: the first exile ability of each suspended card an active player
    owns triggers (an intervening "if": 603.4)."""
    for p in active_players(ctx):
        for oid in suspended_of(ctx, p):
            o = ctx.objects[oid]
            new_trigger(ctx, o, None, _TICK, p, name=f"{o.name} suspend (time counter)",
                        game_ability="suspend_tick", obj=oid, gen=o.gen)


def _still(ctx: Ctx, top: Obj) -> Obj | None:
    """The card an exile ability of suspend refers to, if it is still that object (400.7)."""
    o = ctx.objects.get(top.get("obj"))
    return o if o is not None and o.gen == top.get("gen") else None


@op("suspend_tick")
def _suspend_tick(ctx: Ctx, w: Work) -> None:
    """The upkeep ability resolves: if the card is still suspended (603.4), a time counter
    comes off it."""
    top = ctx.objects[w.get("obj")]
    o = _still(ctx, top)
    if o is None or not is_suspended(o):
        ctx.emit("resolve", f"{top.name} does nothing: the card is no longer suspended",
                 "kw.suspend", "kw.suspended", "ability.intervening_if")
        return
    remove_time_counters(ctx, o, 1, top.name)


def remove_time_counters(ctx: Ctx, o: Obj, n: int, why: str) -> None:
    """Remove up to ``n`` time counters from card ``o``; when the last one comes off, its
    second exile ability triggers."""
    have = o.counter(TIME)
    taken = min(n, have)
    if not taken:
        return
    o = ctx.add_counters(o.id, TIME, -taken)
    left = have - taken
    ctx.emit("suspend", f"{why}: {taken} time counter{'s' if taken > 1 else ''} removed from "
             f"{o.name} in exile ({left} left)", "kw.suspend", "counters.rule", card=o.name)
    if not left:
        new_trigger(ctx, o, None, _CAST, o.owner, name=f"{o.name} suspend (cast)",
                    game_ability="suspend_cast", obj=o.id, gen=o.gen)


@effect("remove_time_counters")
def _remove_time_counters(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{remove_time_counters: N}``: N time counters come off each suspended card the
    ability's controller owns (Talon Gates's chaos ability)."""
    you, n = res["controller"], amount(ctx, res, spec["remove_time_counters"])
    owners = you_team(ctx, res)  # (on a plane in Two-Headed Giant: both of the team, 901.12c)
    ids = tuple(i for p in owners for i in suspended_of(ctx, p))
    who = " or ".join(owners)
    ctx.emit("suspend", f"{src_name(res)}: {n} time counters come off each suspended card "
             f"{who} owns (in exile, with suspend and a time counter)" if ids else
             f"{who} owns no suspended card: no time counter to remove ({src_name(res)})",
             "kw.suspended", player=you)
    for oid in ids:
        remove_time_counters(ctx, ctx.objects[oid], n, src_name(res))


@op("suspend_cast")
def _suspend_cast(ctx: Ctx, w: Work) -> None:
    """The last time counter is gone: its owner casts the card without paying its mana cost,
    if it is still in exile and they can (in current, if they choose to)."""
    top = ctx.objects[w.get("obj")]
    you, o = top.controller, _still(ctx, top)
    if o is None or o.zone != "exile":
        ctx.emit("resolve", f"{top.name} does nothing: the card has left exile (400.7)",
                 "kw.suspend", "ability.intervening_if", "game.new_object")
        return
    if refused_cast(ctx, you, o, "kw.suspend"):  # (101.2; "if able": it stays exiled)
        return
    if ctx.ed.has("kw.suspend_may") and not _agreed(ctx, w, you, o):
        return
    chosen = tuple(w.get("chosen", ())) + ((w.get("answer"),) if w.get("answer") is not None
                                            else ())

    def stuck(word: str) -> None:  # (601.2c: it can't be cast; it stays in exile)
        ctx.emit("cast", f"{o.name} has no legal target ({word}): {you} can't cast it, and it "
                 "stays in exile, no longer suspended", "cast.targets", "kw.suspend",
                 player=you)

    def say(tgt: str, x: int | None) -> None:
        xs = " with X = 0" if x is not None else ""
        ctx.emit("cast", f"{you} casts {o.name} from exile without paying its mana cost{tgt}"
                 f"{xs} (suspend); it goes on the stack", "kw.suspend", "cast.during_resolution",
                 "cost.alternative", "cast.steps", player=you, card=o.name)

    targets = choose_targets(ctx, w, you, o, chosen, stuck)
    if targets is None:
        return
    hasty = ((HASTE, True),) if "Creature" in card(o.name, ctx.edition).types else ()
    cast_free(ctx, you, o, targets, say, ((CAST_FROM, "exile"),) + hasty)


def _agreed(ctx: Ctx, w: Work, you: str, o: Obj) -> bool:
    """Current rules: whether ``you`` chose to cast ``o`` (asked first; False while asked, or
    when they decline, and then the card stays in exile)."""
    answer = w.get("agreed")
    if answer is None:
        ask(ctx, w.but(answer_key="agreed"), you, "option", ("yes", "no"),
            f"{you}: cast {o.name} from exile without paying its mana cost (suspend)?",
            "kw.suspend_may", "ability.optional")
        return False
    if answer == "no":
        ctx.emit("cast", f"{you} chooses not to cast {o.name}: it stays in exile, no longer "
                 "suspended", "kw.suspend", "ability.optional", player=you)
        return False
    return True
