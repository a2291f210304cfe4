"""The candidate actions of :func:`magictutor.legal_actions`, in groups that share one answer
but for their targets (one spell, one ability, one land: :func:`_groups`), each with the key
of what its answer depends on, so that :mod:`magictutor.engine.legal` remembers each group's
answer and builds a group's candidates only when it checks them.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from magictutor.engine.legal_candidates import (
    _activated_candidates,
    _activations,
    _casts,
    _land,
    _shared,
)
from magictutor.engine.legal_combat import attacks as _attacks
from magictutor.engine.legal_combat import blocks as _blocks
from magictutor.model.actions import (
    Action,
    Choose,
    Pass,
    PlayLand,
    RollPlanarDie,
    Suspend,
    Unearth,
)
from magictutor.model.characteristics import card_of
from magictutor.model.query import statics
from magictutor.model.state import GameState
from magictutor.model.state_parts import Player
from magictutor.rules import activated as _activated
from magictutor.rules.auras import FLASH, card_has_flash_now, flash_types
from magictutor.rules.cast_from_graveyard import GRAVEYARD_READERS, grave_castables, graveyard_key
from magictutor.rules.cast_from_library import playable_tops
from magictutor.rules.costs import COST_CUTTERS, TOP_READERS, library_tops, most_off
from magictutor.rules.lands import may_play_another_land
from magictutor.rules.loyalty import _loyalty_profile
from magictutor.rules.mana import colours_available
from magictutor.rules.payment import spell_colours, untapped_lands
from magictutor.rules.planechase.talon_gates import suspendable
from magictutor.rules.stack import _spell_profile, at_sorcery_speed
from magictutor.rules.targets import creature_or_pw_pool
from magictutor.rules.teams import TEAMS, may_team_pass, priority_team
from magictutor.rules.unearth import unearthable

_Group = tuple[tuple | None, tuple[str, ...] | None, Any, Any]
"""A group of candidates: the key of what its answer depends on (None: not kept), the target
words of its spell or ability (None: not one), and its candidates, ``build(*args)`` or, with
``build`` None, ``args`` itself (see :func:`_groups`): built only when they are checked."""


def _groups(s: GameState, prefilter: bool = False) -> Iterator[_Group]:
    """Candidate actions in groups, each with the key of what its answer depends on besides
    the board (None: not kept) and, for a spell or loyalty ability, its target words. With
    ``prefilter``, groups that the checks would refuse for sorcery timing (307.1, 306.5d,
    305.1, 901.9), for want of enough mana in all or of a colour the spell's cost asks for
    (the pool and untapped lands pay for it: 601.2g, 601.2h in the 2017 and later rules;
    :func:`magictutor.rules.mana.colours_available`), or (lands) because a land was already
    played this turn (305.2) are not built at all;
    :func:`legal_actions` still checks every candidate it returns.

    The keys name the priority holder first (:mod:`magictutor.engine.memos` hands on a player's
    answers by that name) and then what the group's checks look at: a spell, the card and
    its caster's mana pool and attack this turn (Prahv); a land, its name and the lands
    played this turn (copies of a land share their answer, which is the one PlayLand); a
    loyalty ability, the permanent and whether it was used this turn; the planar die, the
    rolls this turn and the pool."""
    if s.game_over:
        return
    p = s.pending
    if p is not None:
        yield None, None, None, _answers(s, p)
        return
    who = s.priority
    if who is None:
        return
    yield None, None, None, [_shared(Pass, who)]
    yield from _priority_groups(s, who, s.player(who), prefilter)
    if s.get(TEAMS):  # (a teammate acts too, 805.5a, and passes for their part, 805.5b)
        for mate in priority_team(s)[1:]:
            if may_team_pass(s, mate):
                yield None, None, None, [_shared(Pass, mate)]
            yield from _priority_groups(s, mate, s.player(mate), prefilter)


def _priority_groups(s: GameState, who: str, me: Player, prefilter: bool,
                     slow: bool | None = None) -> Iterator[_Group]:
    """The groups of :func:`_groups` but the pass, for ``who`` (the player ``me``), who holds
    priority with nothing pending; ``slow``: whether they are at sorcery speed, if known."""
    slow_ok = not prefilter or (at_sorcery_speed(s, who) if slow is None else slow)
    yield from _hand_groups(s, who, me, slow_ok, prefilter)
    if slow_ok:
        yield from _loyalty_groups(s, who)
        if s.planechase is not None:
            yield (who, "die", me.rolls, me.mana), None, None, [_shared(RollPlanarDie, who)]
            yield from ((None, None, None, [Suspend(who, oid)]) for oid in suspendable(s, who))
    ids = _activated.sources(s)
    if ids:
        yield from _activated_groups(s, who, ids)


def _answers(s: GameState, p: Any) -> Iterable[Action]:
    """The candidate answers to the choice ``p`` the game waits for."""
    if p.kind == "attackers":
        return _attacks(s, p.player)
    if p.kind == "blockers":
        return _blocks(s, p.player)
    return [Choose(p.player, o) for o in p.options]


def _hand_groups(s: GameState, who: str, me: Player, slow_ok: bool, prefilter: bool
                 ) -> Iterator[_Group]:
    """The groups of the cards in the priority holder's hand: a land to play, a spell to
    cast (see :func:`_groups` for what ``prefilter`` leaves out). The static abilities'
    kinds are read once: without one of the kinds that makes a rule read more, the rule's
    own first test would answer the same (:data:`TOP_READERS`, :data:`GRAVEYARD_READERS`,
    Akoum's flash, Turri Island's cost reduction)."""
    pay: tuple[int, str] | None = None  # (worked out when a spell first needs it)
    kinds = statics(s).kinds
    tops = () if TOP_READERS.isdisjoint(kinds) else library_tops(s)  # (Skybreen, Windriddle)
    land_ok, flash = _land_and_flash(s, who, me, kinds, slow_ok, prefilter)
    objects, edition = s.objects, s.edition
    for oid in s.zones.get(f"{who}:hand", ()):
        name = objects[oid].name
        is_land, instant, value, specs, has_x = _spell_profile(name, edition)
        if is_land:
            if land_ok:
                yield (who, "land", name, me.lands_played), None, _land, (who, oid)
            continue
        if prefilter:
            if not instant and not slow_ok and not (flash and card_has_flash_now(s, name)):
                continue  # (but as though it had flash: Akoum, 702.8a)
            if pay is None:
                pay = _could_pay(s, who, me, kinds)
            if value > pay[0] or not colours_available(pay[1], spell_colours(name, edition)):
                continue
        yield (who, "cast", oid, me.mana, tops, me.attacked), specs, _casts, (s, who, oid,
                                                                              specs, has_x)
    if tops or not GRAVEYARD_READERS.isdisjoint(kinds):
        yield from _beyond_hand(s, who, kinds, tops, slow_ok)


def _beyond_hand(s: GameState, who: str, kinds: frozenset[str], tops: tuple, slow_ok: bool
                 ) -> Iterator[_Group]:
    """The groups of the cards ``who`` may cast or play from their graveyard or a library."""
    if not GRAVEYARD_READERS.isdisjoint(kinds) and graveyard_key(s, who):  # (Otaria, Grixis)
        yield from _graveyard_groups(s, who, slow_ok)
    if tops:  # (Windriddle Palaces: the library tops its planar controller may play)
        yield from _library_groups(s, who, slow_ok)


def _land_and_flash(s: GameState, who: str, me: Player, kinds: frozenset[str], slow_ok: bool,
                    prefilter: bool) -> tuple[bool, bool]:
    """Whether ``who`` may play a land now (305.2; not asked without ``prefilter``), and
    whether, outside sorcery timing, some spells may be cast as though they had flash
    (Akoum, 702.8a: not without a static ability of that kind)."""
    return (slow_ok and (not prefilter or me.lands_played < 1 or may_play_another_land(s, who)),
            not slow_ok and FLASH in kinds and bool(flash_types(s)))


def _could_pay(s: GameState, who: str, me: Player, kinds: frozenset[str]) -> tuple[int, str]:
    """The most mana ``who``'s pool and untapped lands could pay for a spell, plus what a cost
    reduction could take off it (Turri Island), and the letters of that mana: for the
    prefilter of :func:`_hand_groups`."""
    lands = untapped_lands(s, who)
    off = most_off(s) if s.effects or not COST_CUTTERS.isdisjoint(kinds) else 0
    return len(me.mana) + len(lands) + off, me.mana + "".join([m for _, m in lands])


def _graveyard_groups(s: GameState, who: str, slow_ok: bool) -> Iterator[_Group]:
    """The groups of the cards of the priority holder's graveyard that may be cast
    (flashback, 702.33a) or activated (unearth, 702.83a) now; not remembered on their own
    (the whole answer's key holds the graveyard)."""
    objects, edition = s.objects, s.edition
    for oid in grave_castables(s, who):
        _, instant, _, specs, has_x = _spell_profile(objects[oid].name, edition)
        if instant or slow_ok or card_has_flash_now(s, objects[oid].name):
            yield None, specs, _casts, (s, who, oid, specs, has_x)
    if slow_ok:
        yield from ((None, None, None, [Unearth(who, oid)]) for oid in unearthable(s, who))


def _library_groups(s: GameState, who: str, slow_ok: bool) -> Iterator[_Group]:
    """The groups of the library tops the priority holder may play (Windriddle Palaces: see
    :mod:`magictutor.rules.cast_from_library`), not kept (key None): checked afresh."""
    for oid in playable_tops(s, who):
        is_land, _, _, specs, has_x = _spell_profile(s.objects[oid].name, s.edition)
        if is_land:
            if slow_ok:
                yield None, None, None, [PlayLand(who, oid)]
        else:
            yield None, specs, _casts, (s, who, oid, specs, has_x)


def _loyalty_groups(s: GameState, who: str) -> Iterator[_Group]:
    """The groups of the loyalty abilities of the priority holder's permanents not yet
    activated this turn (606.3), one per ability."""
    objects = s.objects
    for oid in _loyalty_sources(s):
        o = objects[oid]
        if o.controller != who or oid in s.loyalty_used:
            continue
        for index, cost, is_x, specs, named, upto in _loyalty_profile(card_of(o, s.edition)):
            yield ((who, "loyalty", oid, index), specs, _activations,
                   (s, who, o, cost, is_x, specs, index if named else None, upto))


def _activated_groups(s: GameState, who: str, ids: tuple[int, ...]) -> Iterator[_Group]:
    """The groups of the other activated abilities of the priority holder's permanents
    (602, 605), one per ability, at any time they hold priority (116.1b); the key holds whether
    the permanent came under its controller's control this turn, which a {T} cost's
    summoning sickness reads (302.6)."""
    objects, mana = s.objects, s.player(who).mana
    for oid in ids:
        o = objects[oid]
        if o.controller != who:
            continue
        mine = _activated.abilities_of(s, o)
        for index, ab in mine:
            cost = ab.cost or ""
            named = index if sum(1 for _, b in mine if b.cost == cost) > 1 else None
            yield ((who, "activated", oid, index, mana, o.since_turn >= s.turn), ab.targets,
                   _activated_candidates, (s, who, oid, cost, ab, named))


def _loyalty_sources(s: GameState) -> tuple[int, ...]:
    """The permanents with loyalty abilities, in battlefield order: planeswalkers (606.2;
    tests/test_cards_pw.py checks that only planeswalker cards have them), so among the
    possible creatures and planeswalkers. A state keeps the answer with the pool it was
    worked out from, and states that share that pool (the engine hands it on while the
    permanents that may be creatures or planeswalkers stay the same) share it."""
    pool = creature_or_pw_pool(s)
    hit = s._memo.get("_loyalty_sources")
    if hit is not None and hit[0] is pool:
        return hit[1]
    objects, edition = s.objects, s.edition
    ids = tuple(i for i in pool if _loyalty_profile(card_of(objects[i], edition)))
    s._memo["_loyalty_sources"] = (pool, ids)
    return ids
