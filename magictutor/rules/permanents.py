"""Effect words that act on permanents: destroy, counters, tapping, pumps, prevention
shields, becoming a creature (registered in :data:`magictutor.rules.effects.EFFECTS`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from magictutor.model.query import chars_of
from magictutor.model.work import Work, ask
from magictutor.rules.doubling import put_counters
from magictutor.rules.effects import amount, effect, refs, src_name, target_at

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx


def _all_other_nonland_nontoken(ctx: Ctx, res: dict) -> list[int]:
    return [i for i in ctx.zones.get("battlefield", []) if i != res.get("source")
            and ctx.objects[i].kind != "token" and not chars_of(ctx, i).is_land]


def _all_lands_target_controls(ctx: Ctx, res: dict) -> list[int]:
    t = target_at(res, 0)
    return [i for i in ctx.zones.get("battlefield", []) if ctx.objects[i].controller == t
            and chars_of(ctx, i).is_land]


DESTROY_WORDS: dict[str, Callable[[Any, dict], list[int]]] = {
    "all lands target controls": _all_lands_target_controls,
    "all nonland permanents": lambda ctx, res: [
        i for i in ctx.zones.get("battlefield", []) if not chars_of(ctx, i).is_land],
    "all other nonland nontoken permanents": _all_other_nonland_nontoken,  # (not the source)
    "all nonland permanents without fate counters": lambda ctx, res: [  # (Norn's Dominion)
        i for i in ctx.zones.get("battlefield", []) if not chars_of(ctx, i).is_land
        and not ctx.objects[i].counter("fate")],
    "target and each other creature with its name": lambda ctx, res: _same_name(ctx, res),
}
"""What ``destroy`` may name besides the words for who and what (:data:`REF_WORDS`), each
with the permanents it names."""


def _same_name(ctx: Ctx, res: dict) -> list[int]:
    t = target_at(res, 0)
    if not isinstance(t, int) or t not in ctx.objects or ctx.objects[t].zone != "battlefield":
        return []  # (an illegal target: the ability does nothing, 608.2b)
    name = ctx.objects[t].name
    return [t] + [i for i in ctx.zones.get("battlefield", []) if i != t
                  and ctx.objects[i].name == name and chars_of(ctx, i).is_creature]


@effect("destroy")
def fx_destroy(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    what = spec["destroy"]
    names = DESTROY_WORDS.get(what) if isinstance(what, str) else None
    ids = names(ctx, res) if names is not None else [
        r for r in refs(ctx, res, what) if isinstance(r, int)]
    for oid in ids:
        destroy(ctx, oid, f" ({src_name(res)})")


def destroy(ctx: Ctx, oid: int, why: str = "", *keys: str) -> None:
    o = ctx.objects[oid]
    if o.zone != "battlefield":
        return
    if "indestructible" in chars_of(ctx, oid).keywords:
        ctx.emit("destroy", f"{o.name} is indestructible and isn't destroyed{why}",
                 "kw.indestructible", card=o.name)
        return
    was_creature = chars_of(ctx, oid).is_creature  # "dies" triggers look back in time
    ctx.move(oid, "graveyard")
    ctx.emit("destroy", f"{o.name} is destroyed and put into its owner's graveyard{why}",
             "kw.destroy", *keys, card=o.name)
    from magictutor.rules.triggers import fire

    fire(ctx, "dies", obj=oid, name=o.name, creature=was_creature)


@effect("add_counters")
def fx_add_counters(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    kind = spec.get("kind", "+1/+1")
    n = amount(ctx, res, spec["add_counters"])
    for r in refs(ctx, res, spec.get("to", "self")):
        if isinstance(r, int) and ctx.objects[r].zone == "battlefield":
            put = put_counters(ctx, r, kind, n)
            ctx.emit("counters", f"{ctx.objects[r].name} gets {put} {kind} counter(s)",
                     "counters.rule", obj=r)


@effect("remove_all_counters")
def fx_remove_all_counters(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Every counter of the kind named comes off every permanent (Norn's Dominion's fate)."""
    kind = spec["remove_all_counters"]
    for r in ctx.zones.get("battlefield", ()):
        n = ctx.objects[r].counter(kind)
        if n:
            ctx.add_counters(r, kind, -n)
            ctx.emit("counters", f"{ctx.objects[r].name} loses its {n} {kind} counter(s) "
                     f"({src_name(res)})", "counters.rule", obj=r)


@effect("untap")
def fx_untap(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    for r in refs(ctx, res, spec.get("untap", "target")):
        if isinstance(r, int) and ctx.objects[r].zone == "battlefield":
            ctx.set_obj(r, tapped=False)
            ctx.emit("untap", f"{ctx.objects[r].name} untaps ({src_name(res)})", "kw.tap_untap",
                     obj=r)


@effect("tap")
def fx_tap(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    for r in refs(ctx, res, spec.get("tap", "target")):
        if isinstance(r, int) and ctx.objects[r].zone == "battlefield":
            ctx.set_obj(r, tapped=True)
            ctx.emit("tap", f"{ctx.objects[r].name} becomes tapped ({src_name(res)})",
                     "kw.tap_untap", obj=r)


@effect("pump")
def fx_pump(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    targets = [r for r in refs(ctx, res, spec.get("to", "target")) if isinstance(r, int)]
    if not targets:
        return
    p, t = (amount(ctx, res, v) for v in spec.get("pump", (0, 0)))  # (counted now, 611.2c)
    kws = tuple(spec.get("keywords", ()))
    ctx.add_effect("pump", ctx.objects.get(res.get("source")), res["controller"],
                   affected=tuple(targets), power=p, toughness=t, keywords=kws)
    names = ", ".join(ctx.objects[i].name for i in targets)
    extra = f" and gains {', '.join(kws)}" if kws else ""
    ctx.emit("pump", f"{names} gets {p:+d}/{t:+d}{extra} until end of turn ({src_name(res)})",
             "continuous.locked_set")


@effect("prevent_next")
def fx_prevent_next(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    n = amount(ctx, res, spec["prevent_next"])
    for r in refs(ctx, res, spec.get("to", "target")):
        ctx.add_effect("prevent_shield", ctx.objects.get(res.get("source")), res["controller"],
                       affected=(r,), amount=n, name=src_name(res))
        ctx.emit("shield", f"The next {n} damage to {ctx.describe(r)} this turn will be prevented"
                 f" ({src_name(res)})", "prevention.shield")


@effect("prevent_all_to_self")
def fx_prevent_all_to_self(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    for s in refs(ctx, res, "self"):  # still the same object on the battlefield
        ctx.add_effect("prevent_all", ctx.objects[s], res["controller"], affected=(s,),
                       name=src_name(res))
        ctx.emit("shield", f"All damage that would be dealt to {ctx.objects[s].name} this turn "
                 "will be prevented", "prevention.rule")


@effect("become_creature")
def fx_become_creature(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{become_creature: [P, T], subtypes: [...], to: self, until: end of turn}``: each
    permanent named (default the source, if it is still the same object) becomes a P/T
    creature with those subtypes, keeping its other types (205.1b); ``until: game`` for an
    effect with no end (it ends when the permanent leaves, 400.7)."""
    until = spec.get("until", "end of turn")
    for s in refs(ctx, res, spec.get("to", "self")):
        if not isinstance(s, int) or ctx.objects[s].zone != "battlefield":
            continue
        p, t = spec["become_creature"]
        was = " and ".join(chars_of(ctx, s).types).lower() or "what it was"
        ctx.add_effect("become_creature", ctx.objects.get(res.get("source")), res["controller"],
                       affected=(s,), until=until, power=p, toughness=t,
                       subtypes=tuple(spec.get("subtypes", ())))
        lasting = "until end of turn" if until == "end of turn" else "for as long as it stays"
        ctx.emit("become", f"{ctx.objects[s].name} becomes a {p}/{t} creature {lasting}; it is "
                 f"still a {was}", "type.retains", obj=s)


# --- sacrifice, and permanents that leave for a hand or a library ----------------------------
SACRIFICE_WHAT: dict[str, Callable[[Any], bool]] = {
    "permanent": lambda c: True,
    "creature": lambda c: c.is_creature,
    "nonblack creature": lambda c: c.is_creature and "B" not in c.colors,
    "nonland permanent": lambda c: not c.is_land,
}
"""What ``sacrifice`` may name (its ``what`` key), each with its test of a permanent."""


def _sacrificeable(ctx: Ctx, player: str, what: str) -> list[int]:
    test = SACRIFICE_WHAT[what]
    return [i for i in ctx.zones.get("battlefield", []) if ctx.objects[i].controller == player
            and test(chars_of(ctx, i))]


@effect("sacrifice")
def fx_sacrifice(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{sacrifice: N, what: nonblack creature, who: you}``: each player named chooses and
    sacrifices that many permanents of theirs of that kind, one at a time (701.14 to 2013-07,
    701.15, 701.21 today). Only its controller can sacrifice a permanent; one with none
    sacrifices nothing."""
    what = spec.get("what", "permanent")
    todo = w.get("todo")
    if todo is None:
        n = amount(ctx, res, spec["sacrifice"])
        todo = [(p, n) for p in refs(ctx, res, spec.get("who", "you"))
                if isinstance(p, str) and ctx.is_live(p)]
    todo, answer = list(todo), w.get("answer")
    while todo:
        p, n = todo[0]
        options = _sacrificeable(ctx, p, what)
        if n <= 0 or not options:
            if n > 0:
                ctx.emit("sacrifice", f"{p} controls no {what} to sacrifice ({src_name(res)})",
                         "kw.sacrifice", player=p)
            todo.pop(0)
            continue
        if answer not in options and len({ctx.objects[i].name for i in options}) > 1:
            ask(ctx, Work(w.op, {**w.data, "todo": tuple(todo), "answer": None}), p, "option",
                options, f"{p}: choose a {what} to sacrifice ({src_name(res)})", "kw.sacrifice")
            return
        pick = answer if answer in options else options[0]
        answer = None
        sacrifice(ctx, pick, f" ({src_name(res)})")
        todo[0] = (p, n - 1)


def sacrifice(ctx: Ctx, oid: int, why: str = "") -> None:
    """Its controller puts it into its owner's graveyard; indestructible doesn't stop that,
    and a creature sacrificed dies."""
    from magictutor.rules.triggers import fire

    o = ctx.objects[oid]
    was_creature = chars_of(ctx, oid).is_creature
    ctx.move(oid, "graveyard")
    ctx.emit("sacrifice", f"{o.controller} sacrifices {o.name}{why}", "kw.sacrifice",
             card=o.name, player=o.controller)
    fire(ctx, "dies", obj=oid, name=o.name, creature=was_creature)


@effect("bounce")
def fx_bounce(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{bounce: target}``: each permanent named returns to its owner's hand, a new object
    (400.7); a token there ceases to exist at the next state-based check."""
    for r in refs(ctx, res, spec["bounce"]):
        if isinstance(r, int) and ctx.objects[r].zone == "battlefield":
            o = ctx.move(r, "hand")
            ctx.emit("bounce", f"{o.name} returns to {o.owner}'s hand ({src_name(res)})",
                     "game.new_object", card=o.name)


@effect("to_library_top")
def fx_to_library_top(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{to_library_top: target}``: each permanent named goes on top of its owner's
    library, a new object (400.7)."""
    for r in refs(ctx, res, spec["to_library_top"]):
        if isinstance(r, int) and ctx.objects[r].zone == "battlefield":
            o = ctx.move(r, "library", to_start=True)
            ctx.emit("bounce", f"{o.name} goes on top of {o.owner}'s library ({src_name(res)})",
                     "game.new_object", card=o.name)
