"""What a frozen game state remembers about itself, and what it hands on to the next.

A :class:`~magictutor.state.GameState` never changes, so what is worked out about it can be
kept on it: characteristics, static abilities, untapped lands, payments, targets, legal
actions, which permanents may be creatures or planeswalkers. When a step changes nothing
such an answer depends on, the next state starts with it (:func:`hand_on`, called by
:meth:`magictutor.context.Ctx.freeze`). ``tests/test_memos.py`` compares every answer with
one worked out from scratch.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.rules.targets import CREATURE_OR_PW_WORDS

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.context import Ctx
    from magictutor.state import GameState

_MEMOS = ("_pool_cache", "_statics_cache", "_lands_cache", "_payment_cache", "_chars_cache",
          "_targets_cache", "_legal_cache")
"""The answers a frozen state keeps about itself that :func:`hand_on` may hand on."""


def hand_on(ctx: Ctx, new: GameState) -> None:
    """Give ``new`` the answers its predecessor worked out when nothing they depend on
    changed. All of them need the same permanents and face-up planes, none of them
    changed, and the same effects; then static abilities and untapped lands carry over,
    payments if no mana pool changed, characteristics if no life total changed (Ajani
    Goldmane's Avatar counts it), targets and legal actions if nobody left the game.
    Passing priority, most step changes and drawing a card change none of these."""
    base, zones = ctx.base, ctx.zones
    d = base.__dict__
    touched = ctx.touched
    fields = new.__dict__
    if zones is base.zones and new.effects is base.effects and new.players is base.players \
            and not touched:  # (the usual case: nothing any answer depends on changed)
        for name in _MEMOS:
            hit = d.get(name)
            if hit is not None:
                fields[name] = hit
        return
    same_bf = zones.get("battlefield") is base.zones.get("battlefield")
    same_effects = new.effects is base.effects or new.effects == base.effects
    same_faceup = zones.get("faceup") is base.zones.get("faceup")
    pool = d.get("_pool_cache")  # which permanents may be creatures or planeswalkers
    if pool is not None and same_bf and same_effects:
        fields["_pool_cache"] = pool
    if not same_bf or not same_faceup or not same_effects \
            or (touched and not touched.isdisjoint(zones.get("battlefield", ()))) \
            or (touched and not touched.isdisjoint(zones.get("faceup", ()))):
        if pool is not None and same_bf and same_faceup and same_effects:
            _hand_on_creature_targets(ctx, new, pool)
            _hand_on_legal_of_untouched_players(ctx, new, pool)
        return
    same_players = new.players is base.players
    changed = set() if same_players else {
        k for p, q in zip(new.players, base.players, strict=True) if p is not q
        for k, v in p.__dict__.items() if q.__dict__[k] != v}
    keep = ["_statics_cache", "_lands_cache"]
    if "mana" not in changed:
        keep.append("_payment_cache")
    if not changed & {"life", "lost", "left"}:
        keep.append("_chars_cache")
    if not changed & {"lost", "left"}:
        keep.append("_targets_cache")
        if not _hand_card_changed_in_place(ctx):
            keep.append("_legal_cache")
    for name in keep:
        hit = d.get(name)
        if hit is not None:
            if name == "_chars_cache" and touched:
                hit = {k: v for k, v in hit.items() if k not in touched}
            fields[name] = hit


def _hand_on_creature_targets(ctx: Ctx, new: GameState, pool: tuple[int, ...]) -> None:
    """Hand on the targets of words only creatures, planeswalkers and players meet ("any
    target", "creature", ...) when none of those permanents changed and nobody left,
    though lands were tapped, mana paid or life lost: those answers look at nothing else
    (the types, controllers and tapped status of those permanents, the players in the
    game)."""
    targets = ctx.base.__dict__.get("_targets_cache")
    if not targets or not ctx.touched.isdisjoint(pool) or _somebody_left(ctx.base, new):
        return
    kept = {k: v for k, v in targets.items() if k[0] in CREATURE_OR_PW_WORDS}
    if kept:
        new.__dict__["_targets_cache"] = kept


def _hand_on_legal_of_untouched_players(ctx: Ctx, new: GameState, pool: tuple[int, ...]
                                        ) -> None:
    """Hand on the legal actions of the players this step left alone, though it changed
    some permanents (an opponent tapped lands to pay for a spell, a planeswalker of theirs
    got counters): a player's legal actions look only at their own hand, pool, lands and
    permanents, at the permanents that may be creatures or planeswalkers (targets), at the
    effects and at who is in the game. So with the same permanents present, the same
    effects and nobody gone, a player keeps their answers when no permanent they control
    and none of those creature-or-planeswalker permanents changed."""
    base = ctx.base
    legal = base.__dict__.get("_legal_cache")
    touched = ctx.touched
    if not legal or not touched.isdisjoint(pool) or _somebody_left(base, new) \
            or _hand_card_changed_in_place(ctx):
        return
    before, now = base.objects, ctx.objects
    controllers = {o.controller for i in touched for o in (before.get(i), now.get(i))
                   if o is not None and o.zone in ("battlefield", "command")}
    players = {p.name: p for p in base.players}
    kept = {key: answer for key, answer in legal.items()
            if key[0] not in controllers and new.player(key[0]) is players[key[0]]}
    if kept:
        new.__dict__["_legal_cache"] = kept


def _somebody_left(base: GameState, new: GameState) -> bool:
    """Whether a player lost or left the game between the two states."""
    return new.players is not base.players and any(
        p.in_game != q.in_game for p, q in zip(new.players, base.players, strict=True))


def _hand_card_changed_in_place(ctx: Ctx) -> bool:
    """Whether a card stayed in a hand but changed: legal actions are remembered by the
    hand's card ids, which can't show it (a card that left or entered a hand changes them)."""
    before, now = ctx.base.objects, ctx.objects
    return any(i in before and i in now and before[i].zone == "hand" == now[i].zone
               for i in ctx.touched)

