"""What a frozen game state remembers about itself, and what it hands on to the next.

A :class:`~magictutor.model.state.GameState` never changes, so what is worked out about it can be
kept on it: characteristics, static abilities, untapped lands, payments, targets, legal
actions, which permanents may be creatures or planeswalkers. When a step changes nothing
such an answer depends on, the next state starts with it (:func:`hand_on`, called by
:meth:`magictutor.engine.context.Ctx.freeze`). ``tests/test_memos.py`` compares every answer with
one worked out from scratch.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from magictutor.engine.memos_cards import hand_on_grown
from magictutor.engine.memos_legal import (
    _hand_card_changed_in_place,
    _land_gainers,
    _legal_kept,
    _specs_of,
    _still_meets,
)
from magictutor.engine.memos_stack import _READERS, _drop_stack_readers, _reader_ids, _stack_readers
from magictutor.model.characteristics import card_of, counts_life
from magictutor.model.query import SHARED_TYPES, _card_statics, may_be_creature_or_pw, statics
from magictutor.rules.targets import FIELD_FEEDS, LIFE_FEEDS, READS

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.state import GameState

HAND_ON = True
"""Shortcut (613, 115, 601.2g-h; see :mod:`magictutor.engine.shortcuts`): hand a state's answers on
to the next state when the step changed nothing they read. Off, every state works its
answers out from scratch."""

_MEMOS = ("_pool_cache", "_statics_cache", "_lands_cache", "_payment_cache", "_chars_cache",
          "_targets_cache", "_legal_cache", "_activated_sources", "_own_sources", "_may_grant",
          "_wild_cards", _READERS)
"""The answers a frozen state keeps about itself that :func:`hand_on` may hand on."""

_CARD_MEMOS = ("_own_sources", "_may_grant", "_wild_cards")
"""The answers read from the cards of the permanents and face-up planar cards alone (which of
them have activated abilities, grant one, give lands an any-colour mana ability:
``rules.activated``, ``rules.costs``): they hold while the battlefield and the face-up planes
are the same tuples (an object's card never changes in place: ``Ctx.set_obj`` refuses it)."""


def hand_on(ctx: Ctx, new: GameState) -> None:
    """Give ``new`` the answers its predecessor worked out when nothing they depend on
    changed. All of them need the same face-up planes and the same effects. With the same
    permanents, none of them changed, static abilities and untapped lands carry over,
    payments if no mana pool changed, targets and legal actions if nobody left, and
    characteristics, but for an object whose power or toughness counts its controller's
    life when a life total changed (Ajani Goldmane's Avatar). Passing priority, most step
    changes and drawing a card change none of these. When some permanents changed, or
    lands came or went, :func:`_hand_on_to_untouched` hands on what still holds."""
    if not HAND_ON:
        return
    base, zones = ctx.base, ctx.zones
    d = base._memo
    fields = new._memo
    if _nothing_read_changed(ctx, new):  # (the usual case)
        _keep(d, fields, _MEMOS)
        return
    _hand_on_by_kind(ctx, new, d, fields)
    # (the stack changed: the answers of words that read it go, if a hand or graveyard holds
    # a card with one)
    stack_changed = zones.get("stack") is not base.zones.get("stack") \
        or _touched_in(ctx, "stack")
    readers = d.get(_READERS)
    if readers is not None or stack_changed:
        readers = fields[_READERS] = _reader_ids(ctx, new, readers)
        if stack_changed and _stack_readers(new, readers):
            _drop_stack_readers(new, fields)


def _hand_on_sources(d: dict, fields: dict, same_effects: bool) -> None:
    """The answers read from the cards on the battlefield and the face-up planes
    (:data:`_CARD_MEMOS`), and, with the same effects, the permanents with activated abilities
    (:func:`magictutor.rules.activated.sources`): the caller checked that the battlefield and
    the face-up planes are the same."""
    _keep(d, fields, _CARD_MEMOS)
    if not same_effects:
        return
    sources = d.get("_activated_sources")
    if sources is not None:
        fields["_activated_sources"] = sources


def _hand_on_by_kind(ctx: Ctx, new: GameState, d: dict, fields: dict) -> None:
    """:func:`hand_on` once something changed: what holds, by what the step changed."""
    base, zones = ctx.base, ctx.zones
    same_bf = zones.get("battlefield") is base.zones.get("battlefield")
    same_effects = new.effects is base.effects or new.effects == base.effects
    same_faceup = zones.get("faceup") is base.zones.get("faceup")
    pool = d.get("_pool_cache")  # which permanents may be creatures or planeswalkers
    if pool is not None and same_bf and same_effects:
        fields["_pool_cache"] = pool
    if same_bf and same_faceup:  # (an object's card never changes in place: Ctx.set_obj)
        _hand_on_sources(d, fields, same_effects)
    elif same_faceup:  # (permanents joined the battlefield: the card answers grow)
        hand_on_grown(base, new, d, fields)
    if same_bf and same_faceup and same_effects and not _touched_in(ctx, "battlefield") \
            and not _touched_in(ctx, "faceup"):
        _hand_on_same_permanents(ctx, new, d, fields)
    elif same_faceup and same_effects:
        _hand_on_board_changed(ctx, new, pool, same_bf)


def _nothing_read_changed(ctx: Ctx, new: GameState) -> bool:
    """Whether the step left the zones, effects and players as they were and touched no
    object: then every answer holds."""
    base = ctx.base
    return ctx.zones is base.zones and new.effects is base.effects \
        and new.players is base.players and not ctx.touched


def _keep(old: dict, fields: dict, names: Iterable[str]) -> None:
    """Copy the answers ``names`` that ``old`` holds into ``fields``."""
    for name in names:
        hit = old.get(name)
        if hit is not None:
            fields[name] = hit


def _touched_in(ctx: Ctx, zone: str) -> bool:
    """Whether the step touched an object of ``zone`` (as it is now)."""
    touched = ctx.touched
    return bool(touched) and not touched.isdisjoint(ctx.zones.get(zone, ()))


def _hand_on_board_changed(ctx: Ctx, new: GameState, pool: tuple[int, ...] | None,
                           same_bf: bool) -> None:
    """:func:`hand_on` after a step that changed permanents or brought or took some away,
    with the same effects and face-up planes: what still holds, when the creature-or-
    planeswalker pool stayed the same (only plain permanents came or went) or no static
    ability came or went."""
    plain = same_bf or _only_plain_permanents_came_or_went(ctx, new)
    if plain and pool is not None:
        new._memo["_pool_cache"] = pool
        _hand_on_to_untouched(ctx, new, pool, same_bf)
    elif plain or not ctx.statics_came_or_went():
        _hand_on_to_untouched(ctx, new, None, same_bf)


def _player_changes(base: GameState, new: GameState) -> tuple[bool, bool, bool]:
    """Whether a mana pool, a life total, and whether a player's being in the game changed."""
    mana = life = gone = False
    if new.players is not base.players:
        for p, q in zip(new.players, base.players, strict=True):
            if p is not q:
                mana = mana or p.mana != q.mana
                life = life or p.life != q.life
                gone = gone or p.lost != q.lost or p.left != q.left
    return mana, life, gone


def _hand_on_same_permanents(ctx: Ctx, new: GameState, d: dict, fields: dict) -> None:
    """:func:`hand_on` after a step that left the permanents, face-up planes and effects
    alone: what holds, given what changed of the players."""
    mana, life, gone = _player_changes(ctx.base, new)
    keep = ["_statics_cache", "_lands_cache"]
    if not mana:
        keep.append("_payment_cache")
    if not gone:
        if life and _power_counts_life(new):  # (Ajani Goldmane's Avatar: 604.3)
            _hand_on_reading(d, fields, new, LIFE_FEEDS, not _hand_card_changed_in_place(ctx))
        else:
            keep.append("_targets_cache")
            if not _hand_card_changed_in_place(ctx):
                keep.append("_legal_cache")
        chars = d.get("_chars_cache")
        if chars:
            chars = _chars_kept(ctx, new, chars, life)
            if chars:
                fields["_chars_cache"] = chars
    _keep(d, fields, keep)


def _chars_kept(ctx: Ctx, new: GameState, chars: dict, life_changed: bool) -> dict:
    """The characteristics worked out before that still hold, with the same permanents
    present or only plain ones come or gone (so the same static abilities) and the same
    effects: those of objects the step left alone, except, when a life total changed,
    those of objects whose power or toughness is their controller's life (Ajani Goldmane's
    Avatar)."""
    touched = ctx.touched
    if SHARED_TYPES in statics(ctx.base).kinds:  # (Velis Vel: others' types and presence)
        return {}
    if not life_changed:
        return {k: v for k, v in chars.items() if k not in touched} if touched else chars
    now, edition = ctx.objects, new.edition
    return {k: v for k, v in chars.items()
            if k not in touched and not counts_life(card_of(now[k], edition))}


def _only_plain_permanents_came_or_went(ctx: Ctx, new: GameState) -> bool:
    """Whether every permanent that entered or left the battlefield was one that can't be a
    creature or planeswalker and has no static ability (a land, say): then the creature-or-
    planeswalker pool and the static abilities are the same as before."""
    edition = new.edition
    return not any(may_be_creature_or_pw(new if entered else ctx.base, o)
                   or _card_statics(o, edition) for o, entered in ctx.came_or_went())


def _hand_on_to_untouched(ctx: Ctx, new: GameState, pool: tuple[int, ...] | None,
                          same_bf: bool) -> None:
    """Hand on what still holds after a step that changed some permanents, or brought or
    took away permanents without a static ability, with the same effects and face-up
    planar cards (so the same static abilities) and nobody gone. ``pool`` is the creature-
    or-planeswalker pool when it stayed the same (only permanents that can't be creatures
    or planeswalkers came or went), None when it may have changed.

    - characteristics, but for the objects the step touched (see :func:`_chars_kept`);
    - a player's untapped lands and payments, when no permanent they control (before or
      after) changed, came or went (and, for payments, their mana pool is the same);
    - targets of words only creatures, planeswalkers and players meet, with the same pool
      and no permanent of it changed (they look at nothing else: the types, controllers
      and tapped status of those permanents, the players in the game); with a new pool,
      targets of words only players meet;
    - legal actions (see :func:`_legal_kept`)."""
    base = ctx.base
    if _somebody_left(base, new):
        return
    fields, old = new._memo, base._memo
    controllers = _controllers_touched(ctx)
    _keep_lands_and_payments(old, fields, base, new, controllers)
    life_changed = new.players is not base.players and any(
        p.life != q.life for p, q in zip(new.players, base.players, strict=True))
    chars = old.get("_chars_cache")
    if chars:
        chars = _chars_kept(ctx, new, chars, life_changed)
        if chars:
            fields["_chars_cache"] = chars
    changed = _pool_change(ctx, pool) if pool is not None else READS
    if life_changed and _power_counts_life(new):
        changed = changed | LIFE_FEEDS
    _keep_targets_and_legal(ctx, new, pool, same_bf, controllers, changed)


def _keep_targets_and_legal(ctx: Ctx, new: GameState, pool: tuple[int, ...] | None,
                            same_bf: bool, controllers: set[str], changed: frozenset[str]
                            ) -> None:
    """The targets and legal actions :func:`_hand_on_to_untouched` hands on, given what the
    step ``changed`` of what target words read."""
    old, fields = ctx.base._memo, new._memo
    targets = old.get("_targets_cache")
    if targets:
        kept = {k: v for k, v in targets.items()
                if _still_meets((k[0],), same_bf, changed, pool is None)}
        if kept:
            fields["_targets_cache"] = kept
    legal = old.get("_legal_cache")
    if legal and not _hand_card_changed_in_place(ctx):
        gainers = _land_gainers(ctx, controllers) if pool is not None and not same_bf \
            else frozenset()
        kept = _legal_kept(legal, ctx, new, controllers, same_bf, changed, pool is None,
                           gainers)
        if kept:
            fields["_legal_cache"] = kept


def _controllers_touched(ctx: Ctx) -> set[str]:
    """Who controlled, before or after the step, a permanent (or face-up planar card) the
    step touched."""
    before, now = ctx.base.objects, ctx.objects
    controllers = set()
    for i in ctx.touched:
        for o in (before.get(i), now.get(i)):
            if o is not None and (o.zone == "battlefield" or o.zone == "command"):
                controllers.add(o.controller)
    return controllers


def _keep_lands_and_payments(old: dict, fields: dict, base: GameState, new: GameState,
                             controllers: set[str]) -> None:
    """Hand on the untapped lands of the players none of whose permanents the step touched,
    and their payments if their mana pool is the same."""
    lands = old.get("_lands_cache")
    if lands:
        kept = {p: v for p, v in lands.items() if p not in controllers}
        if kept:
            fields["_lands_cache"] = kept
    payments = old.get("_payment_cache")
    if payments:
        pools = {p.name: p.mana for p in base.players}
        kept = {k: v for k, v in payments.items()
                if k[0] not in controllers and new.player(k[0]).mana == pools[k[0]]}
        if kept:
            fields["_payment_cache"] = kept


def _hand_on_reading(old: dict, fields: dict, new: GameState, changed: frozenset[str],
                     legal_too: bool) -> None:
    """Hand on the targets and legal actions whose target words read none of ``changed``
    (the same permanents are there, and nobody left)."""
    targets = old.get("_targets_cache")
    if targets:
        kept = {k: v for k, v in targets.items() if _still_meets((k[0],), True, changed)}
        if kept:
            fields["_targets_cache"] = kept
    legal = old.get("_legal_cache")
    if legal and legal_too:
        kept = {}
        for key, answer in legal.items():
            specs = _specs_of(key, new)
            if specs is not None and _still_meets(specs, True, changed):
                kept[key] = answer
        if kept:
            fields["_legal_cache"] = kept


def _power_counts_life(s: GameState) -> bool:
    """Whether a permanent's power or toughness is its controller's life (604.3)."""
    objects, edition = s.objects, s.edition
    return any(counts_life(card_of(objects[i], edition)) for i in s.zones.get("battlefield", ()))


def _pool_change(ctx: Ctx, pool: tuple[int, ...]) -> frozenset[str]:
    """What the step changed, of what target words read (:data:`~magictutor.rules.targets.
    READS`), in the creatures and planeswalkers that could be targets (none came or went:
    see :func:`hand_on`). Each object field says what it feeds
    (:data:`~magictutor.rules.targets.FIELD_FEEDS`); any other field feeds everything."""
    if ctx.touched.isdisjoint(pool):
        return frozenset()
    before, now = ctx.base.objects, ctx.objects
    out: frozenset[str] = frozenset()
    for i in ctx.touched.intersection(pool):
        old, cur = before[i].__dict__, now[i].__dict__
        for k, v in cur.items():
            if v != old[k]:
                if k == "counters":
                    out |= _counter_feeds(old[k], v)
                else:
                    out |= FIELD_FEEDS.get(k, READS)
    return out


_PT_COUNTERS = ("+1/+1", "-1/-1")
"""The counters that change power and toughness (613.4c); loyalty counters change neither."""


def _counter_feeds(old: tuple, new: tuple) -> frozenset[str]:
    """What a change of counters feeds: power and toughness, if +1/+1 or -1/-1 counters
    changed."""
    a, b = dict(old), dict(new)
    if any(a.get(k, 0) != b.get(k, 0) for k in _PT_COUNTERS):
        return FIELD_FEEDS["counters"]
    return frozenset()


def _somebody_left(base: GameState, new: GameState) -> bool:
    """Whether a player lost or left the game between the two states."""
    return new.players is not base.players and any(
        p.in_game != q.in_game for p, q in zip(new.players, base.players, strict=True))
