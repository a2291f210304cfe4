"""Damage (119/120), its replacement and prevention (614-616), and the redirection rule (306.7).

A ``damage`` instruction is damage that *would* be dealt. Before it is dealt, every
replacement or prevention effect that applies to it gets its turn, once each (614.5):

* the redirection rule of 306.7 (editions before 2018): noncombat damage to a player from
  a source an opponent controls may be dealt to a planeswalker that player controls instead;
  the source's controller decides, as the damage would be dealt;
* prevention shields and "prevent all damage" effects (615);
* damage doubling from Furnace of Rath and Stronghold Furnace (614.1a).

When two or more apply, the affected player (the player who would be dealt the damage,
or the controller of the permanent) chooses which goes first (616.1), and the rest are
looked at again afterwards (616.1e). Only then is the damage dealt: a player loses that
much life, a planeswalker loses that many loyalty counters (306.8), a creature has damage
marked on it, or -1/-1 counters with wither.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from magictutor.model.characteristics import card_of
from magictutor.model.query import chars_of, has_static, planeswalkers
from magictutor.model.state import Ref, evolve
from magictutor.model.work import Work, ask, op
from magictutor.rules.combat_record import record_combat_damage
from magictutor.rules.doubling import put_counters
from magictutor.rules.keywords import lifelink
from magictutor.rules.strikes import damage_keywords, mark_deathtouch
from magictutor.rules.teams import is_opponent
from magictutor.rules.triggers import fire

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx

REDIRECTION = "redirection"


def affected_player(ctx: Ctx, target: Ref) -> str | None:
    if isinstance(target, str):
        return target
    o = ctx.objects.get(target)
    return o.controller if o else None


def _is_player_or(ctx: Ctx, target: Ref, word: str) -> bool:
    """Whether damage to ``target`` is damage to a 'creature or player' / 'permanent or player'."""
    if isinstance(target, str):
        return True
    o = ctx.objects.get(target)
    if o is None or o.zone != "battlefield":
        return False
    if word == "permanent or player":
        return True
    return chars_of(ctx, target).is_creature


@dataclass(frozen=True)
class Replacement:
    """A kind of replacement or prevention effect on damage (614, 615), with one contract:

    - ``find(ctx, w)``: does it apply to this damage event? Each way it applies, as
      ``(label, key, data)``: ``label`` is what the affected player names to order it
      (616.1), ``key`` says it was applied (each applies once to one event: 614.5);
    - ``replace(ctx, w, label, key, data)``: the event as it is instead (None: nothing is
      dealt, or a choice must be answered first).

    ``feature`` names the edition feature it needs (the redirection rule is gone since
    2018). :func:`candidates` asks every registered kind in turn and :func:`deal_damage`
    orders them by 616.1 without knowing any of them, so a new replacement card needs a new
    kind (:func:`replacement`), not an edit of the damage code."""

    name: str
    find: Callable[[Ctx, Work], list[tuple[str, str, Any]]]
    replace: Callable[[Ctx, Work, str, str, Any], Work | None]
    feature: str | None = None


REPLACEMENTS: dict[str, Replacement] = {}
"""Every kind of replacement or prevention effect on damage, in the order :func:`candidates`
offers them."""


def replacement(name: str, find: Callable[[Ctx, Work], list[tuple[str, str, Any]]], *,
                feature: str | None = None) -> Callable:
    """Register the ``replace`` function it decorates, with ``find``, as a kind of
    :class:`Replacement`."""
    def deco(fn: Callable[[Ctx, Work, str, str, Any], Work | None]) -> Callable:
        REPLACEMENTS[name] = Replacement(name, find, fn, feature)
        return fn

    return deco


def candidates(ctx: Ctx, w: Work) -> list[tuple[str, str, Any]]:
    """The replacement and prevention effects that apply to this damage now, as (label,
    kind, (key, data)) triples; ``label`` is what a player names to order them, one label
    per effect (a second copy of a card gets its number)."""
    applied = set(w.get("applied", ()))
    out: list[tuple[str, str, Any]] = []
    for r in REPLACEMENTS.values():
        if r.feature is not None and not ctx.feature(r.feature):
            continue
        out += [(label, r.name, (key, data)) for label, key, data in r.find(ctx, w)
                if key not in applied]
    seen: dict[str, int] = {}
    fixed = []
    for label, kind, data in out:
        seen[label] = seen.get(label, 0) + 1
        fixed.append((label if seen[label] == 1 else f"{label} #{seen[label]}", kind, data))
    return fixed


def _find_redirection(ctx: Ctx, w: Work) -> list[tuple[str, str, Any]]:
    return [(REDIRECTION, REDIRECTION, None)] if redirectable(ctx, w) else []


def _find_prevention(ctx: Ctx, w: Work) -> list[tuple[str, str, Any]]:
    """Prevention effects on the target (615): "prevent all", and shields with some left."""
    target, out = w.get("target"), []
    for e in ctx.effects:
        if target in e.affected and (e.kind == "prevent_all" or (
                e.kind == "prevent_shield" and e.get("amount", 0) > 0)):
            out.append((e.get("name", e.source_name), f"effect:{e.id}", (e.kind, e.id)))
    return out


def _find_doubling(ctx: Ctx, w: Work) -> list[tuple[str, str, Any]]:
    """Static abilities that double damage to what they name (Furnace of Rath: 614.1a)."""
    if not has_static(ctx, "double_damage"):  # (the static abilities in play say first)
        return []
    target, out = w.get("target"), []
    for key in ("battlefield", "faceup"):
        for oid in ctx.zones.get(key, ()):
            o = ctx.objects[oid]
            for _, a in card_of(o, ctx.edition).abilities_of("static"):
                for spec in a.static:
                    d = dict(spec)
                    if "double_damage" in d and _is_player_or(ctx, target, d["double_damage"]):
                        out.append((o.name, f"static:{oid}", oid))
    return out


def _find_named_source(ctx: Ctx, w: Work) -> list[tuple[str, str, Any]]:
    """Mount Keralia: damage from planes with that name to your permanents is prevented."""
    target = w.get("target")
    src = ctx.objects.get(w.get("source")) if isinstance(w.get("source"), int) else None
    if src is None or src.zone != "command" or not isinstance(target, int) \
            or target not in ctx.objects:
        return []
    return [(e.get("label", e.source_name), f"effect:{e.id}", ("prevent_all", e.id))
            for e in ctx.effects
            if e.kind == "prevent_named_source" and src.name == e.get("name")
            and ctx.objects[target].controller == e.controller]


def redirectable(ctx: Ctx, w: Work) -> bool:
    """Whether 306.7 offers to redirect this damage: the edition has the rule, the damage is
    noncombat damage to a player who controls a planeswalker, from a source an opponent of
    that player controls."""
    target, controller = w.get("target"), w.get("controller")
    return bool(ctx.feature("redirection") and isinstance(target, str) and not w.get("combat")
                and controller in ctx.players and is_opponent(ctx, controller, target)
                and planeswalkers(ctx, target))


def _why_not_redirected(ctx: Ctx, w: Work) -> None:
    """Say why 306.7 doesn't apply, where a learner would expect it to (own source, combat)."""
    target = w.get("target")
    if (w.get("applied") or not ctx.feature("redirection") or not isinstance(target, str)
            or not planeswalkers(ctx, target) or redirectable(ctx, w)):
        return
    keys: tuple[str, ...] = ()
    if w.get("combat"):
        why = "it is combat damage, and only noncombat damage can be redirected"
    elif w.get("controller") not in (target, None) and w.get("controller") in ctx.players:
        why = (f"its source is controlled by {w.get('controller')}, {target}'s teammate, and "
               "teammates are not opponents")
        keys = ("team.opponents",)
    else:
        why = f"its source is controlled by {target}, not by an opponent of {target}"
    ctx.emit("redirect", f"The damage from {w.get('source_name')} to {target} can't be "
             f"redirected to a planeswalker: {why}", "pw.redirect", *keys, auto=True)


@op("damage")
def deal_damage(ctx: Ctx, w: Work) -> None:
    """Apply replacement and prevention effects in the affected player's order, then deal."""
    if not w.get("noted") and w.get("amount", 0) > 0 and _target_exists(ctx, w.get("target")):
        _why_not_redirected(ctx, w)
        w = w.but(noted=True)
    while True:
        n, target = w.get("amount", 0), w.get("target")
        if n <= 0:
            return  # 0 damage is no damage (119.8)
        if not _target_exists(ctx, target):
            return
        cands = candidates(ctx, w)
        if not cands:
            break
        chosen, w = _chosen(cands, w)
        if chosen is None:
            chooser = affected_player(ctx, target)
            assert chooser is not None  # (_target_exists: a live player or a permanent)
            ask(ctx, _answer_into(w, "order_answer"), chooser, "order", [c[0] for c in cands],
                f"{chooser}: {n} damage from {w.get('source_name')} would be dealt to "
                f"{ctx.describe(target)}. Which effect applies first?", "replacement.order",
                damage=n)
            return
        after = _apply_one(ctx, w, chosen)
        if after is None:
            return
        w = after
    _deal(ctx, w)


def _chosen(cands: list, w: Work) -> tuple[Any, Work]:
    """The replacement or prevention effect to apply next: the only one, or the one the
    affected player chose (616.1), or None to ask."""
    if len(cands) == 1:
        return cands[0], w
    if w.get("redirect_answer") is not None:  # the order was chosen; now the answer
        return next((c for c in cands if c[0] == REDIRECTION), None), w
    if w.get("order_answer") is not None:
        return (next((c for c in cands if c[0] == w.get("order_answer")), None),
                w.but(order_answer=None))
    return None, w


def _answer_into(w: Work, key: str) -> Work:
    """Choices answer into ``answer``; keep the answer under a specific key instead."""
    return w.but(answer_key=key)


def _target_exists(ctx: Ctx, target: Ref) -> bool:
    if isinstance(target, str):
        return ctx.is_live(target)
    o = ctx.objects.get(target)
    if o is None or o.zone != "battlefield":
        return False
    c = chars_of(ctx, target)
    return c.is_creature or c.is_planeswalker


def _apply_one(ctx: Ctx, w: Work, cand: tuple[str, str, Any]) -> Work | None:
    label, kind, (key, data) = cand
    return REPLACEMENTS[kind].replace(ctx, w, label, key, data)


@replacement(REDIRECTION, _find_redirection, feature="redirection")
def _redirect(ctx: Ctx, w: Work, label: str, key: str, data: Any) -> Work | None:
    """306.7: the source's controller may have the damage dealt to a planeswalker instead
    (asked as the damage would be dealt)."""
    n, target = w.get("amount"), w.get("target")
    answer = w.get("redirect_answer")
    pws = [o.id for o in planeswalkers(ctx, target)]
    if answer is None:
        ask(ctx, _answer_into(w, "redirect_answer"), w.get("controller"), "redirect",
            pws + ["no"],
            f"{w.get('controller')}: {n} noncombat damage from {w.get('source_name')} would "
            f"be dealt to {target}. Redirect it to a planeswalker {target} controls?",
            "pw.redirect", "replacement.redirection")
        return None
    w = w.but(redirect_answer=None, applied=tuple(w.get("applied", ())) + (key,))
    if answer == "no" or answer not in pws:
        ctx.emit("redirect", f"{w.get('controller')} chooses not to redirect the damage from "
                 f"{w.get('source_name')}; {target} will be dealt it", "pw.redirect")
        return w
    ctx.emit("redirect", f"{w.get('controller')} redirects {n} damage from "
             f"{w.get('source_name')} to {ctx.objects[answer].name} instead of {target}",
             "pw.redirect", "replacement.redirection", target=answer)
    return w.but(target=answer)


@replacement("prevent", _find_prevention)
def _prevent(ctx: Ctx, w: Work, label: str, key: str, data: Any) -> Work | None:
    """615: "prevent all" prevents the damage; a shield prevents up to what is left of it."""
    kind, eid = data
    n, target = w.get("amount"), w.get("target")
    if kind == "prevent_all":
        ctx.emit("prevent", f"{n} damage from {w.get('source_name')} to {ctx.describe(target)} is "
                 f"prevented ({label})", "prevention.rule")
        return None
    eff = next(e for e in ctx.effects if e.id == eid)
    shield = eff.get("amount", 0)
    used = min(shield, n)
    idx = ctx.effects.index(eff)
    ctx.effects[idx] = evolve(eff, data=tuple(
        (k, (shield - used) if k == "amount" else v) for k, v in eff.data))
    ctx.emit("prevent", f"{used} of the damage from {w.get('source_name')} to "
             f"{ctx.describe(target)} is prevented ({label})", "prevention.shield")
    w = w.but(amount=n - used, applied=tuple(w.get("applied", ())) + (key,))
    return w if n - used > 0 else None


@replacement("double", _find_doubling)
def _double(ctx: Ctx, w: Work, label: str, key: str, data: Any) -> Work | None:
    """614.1a: twice the damage instead."""
    n = w.get("amount")
    ctx.emit("replace", f"{label} doubles the damage from {w.get('source_name')} to "
             f"{ctx.describe(w.get('target'))}: {n} becomes {2 * n}", "replacement.rule")
    return w.but(amount=2 * n, applied=tuple(w.get("applied", ())) + (key,))


@replacement("prevent named source", _find_named_source)
def _prevent_named(ctx: Ctx, w: Work, label: str, key: str, data: Any) -> Work | None:
    return _prevent(ctx, w, label, key, data)


def _not_doubled_note(ctx: Ctx, w: Work) -> None:
    """Say why a damage doubler worded "creature or player" left a planeswalker alone."""
    target = w.get("target")
    if not isinstance(target, int) or chars_of(ctx, target).is_creature:
        return
    for oid in ctx.zones.get("battlefield", ()):
        o = ctx.objects[oid]
        for _, a in card_of(o, ctx.edition).abilities_of("static"):
            for spec in a.static:
                if dict(spec).get("double_damage") == "creature or player":
                    ctx.emit("replace", f"{o.name} doesn't double the damage to "
                             f"{ctx.objects[target].name}: as worded in this edition it doubles "
                             "damage to creatures and players only", "replacement.rule")


def _player_damaged_by(ctx: Ctx, src: int, combat: bool, n: int, player: str) -> None:
    """Object ``src`` has dealt ``n`` damage to ``player``: what waits for combat damage to
    a player (Undercity Reaches), the record of combat damage to players this combat (Glen
    Elendra), and that of a creature's first damage to a player this turn (Stensia)."""
    from magictutor.rules.this_turn import record_player_damage

    if combat:
        fire(ctx, "combat damage to player", player=ctx.objects[src].controller, obj=src)
    if n > 0:
        if combat:
            record_combat_damage(ctx, src, player)
        record_player_damage(ctx, src)


def _deal(ctx: Ctx, w: Work) -> None:
    n, target, name = w.get("amount"), w.get("target"), w.get("source_name")
    combat = "combat " if w.get("combat") else ""
    _not_doubled_note(ctx, w)
    src = w.get("source")
    kws = damage_keywords(ctx, w)  # (last known, if it left: 702.2e, 702.79b)
    if isinstance(target, str):
        p = ctx.player(target)
        ctx.set_player(target, life=p.life - n)
        ctx.emit("damage", f"{name} deals {n} {combat}damage to {target}, who loses {n} life "
                 f"({p.life} \u2192 {p.life - n})", "damage.player", source=name, target=target,
                 amount=n, combat=bool(combat))
        if isinstance(src, int) and src in ctx.objects:
            _player_damaged_by(ctx, src, bool(combat), n, target)
        lifelink(ctx, w, kws, n)  # (702.15b)
        return
    o = ctx.objects[target]
    c = chars_of(ctx, target)
    if c.is_planeswalker:
        before = o.counter("loyalty")
        ctx.add_counters(target, "loyalty", -n)
        after = ctx.objects[target].counter("loyalty")
        lost = before - after
        extra = f"; the other {n - lost} damage does nothing more" if lost < n else ""
        ctx.emit("damage", f"{name} deals {n} {combat}damage to {o.name}, which loses {lost} "
                 f"loyalty counter{'' if lost == 1 else 's'} ({before} \u2192 {after}){extra}",
                 "pw.damage", "damage.planeswalker", source=name, target=o.name, obj=target,
                 amount=n, combat=bool(combat))
    if c.is_creature:
        _to_creature(ctx, w, kws, o.name)
    lifelink(ctx, w, kws, n)  # (702.15b: once, whatever the damage was dealt to)


def _to_creature(ctx: Ctx, w: Work, kws: frozenset[str], target_name: str) -> None:
    """Damage to a creature: marked on it, or -1/-1 counters with wither (702.79 and its
    kin); from a deathtouch source, it is also noted for 704.5h."""
    n, target, name = w.get("amount"), w.get("target"), w.get("source_name")
    combat = "combat " if w.get("combat") else ""
    if "wither" in kws:
        ctx.emit("damage", f"{name} deals {n} {combat}damage to {target_name} as -1/-1 counters "
                 "(wither)", "kw.wither", "damage.wither", source=name, target=target_name,
                 obj=target, amount=n, combat=bool(combat))
        put_counters(ctx, target, "-1/-1", n)  # (wither's effect puts them: doubled, 614.1a)
    else:
        ctx.set_obj(target, damage=ctx.objects[target].damage + n)
        ctx.emit("damage", f"{name} deals {n} {combat}damage to {target_name}",
                 "damage.creature", source=name, target=target_name, obj=target, amount=n,
                 combat=bool(combat))
    if "deathtouch" in kws and n > 0:
        mark_deathtouch(ctx, target, name)
