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
    _specs_of,
    _still_meets,
)
from magictutor.engine.memos_stack import _READERS, _drop_stack_readers, _reader_ids, _stack_readers
from magictutor.model.characteristics import card_of, counts_life
from magictutor.model.query import SHARED_TYPES, _card_statics, may_be_creature_or_pw, statics
from magictutor.rules.targets import LIFE_FEEDS

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
    came or went, only the answers read from the permanents' cards and the creature-or-
    planeswalker pool are handed on (:func:`_hand_on_board_changed`)."""
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
    with the same effects and face-up planes: the creature-or-planeswalker pool, when only
    permanents that can't be creatures or planeswalkers and have no static ability came or
    went (or none did). The other answers are worked out again: handing them on to what the
    step left untouched was measured to cost a simulated game more than it saved (1.6 % of
    its instructions, docs/benchmarks.md, ninth round)."""
    if pool is not None and same_bf:
        new._memo["_pool_cache"] = pool
    elif pool is not None and _only_plain_permanents_came_or_went(ctx, new):
        # (the same members, in the new battlefield's order: a permanent that left and came
        # back in one step, as a blink does, is at the end of it now)
        members = set(pool)
        new._memo["_pool_cache"] = tuple(i for i in new.zones.get("battlefield", ())
                                         if i in members)


def _player_changes(base: GameState, new: GameState) -> tuple[bool, bool, bool]:
    """Whether a mana pool, a life total, and whether a player's being in the game changed."""
    mana = life = gone = False
    if new.players is not base.players:
        for p, q in zip(new.players, base.players, strict=True):
            if p.name != q.name:  # (turn order reversed, 101.4: every answer listing
                return True, True, True  # players lists them in the new order)
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
