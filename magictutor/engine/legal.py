"""Candidate actions for :func:`magictutor.legal_actions`.

Declarations are combinatorial, so for attackers and blockers the list offers a
representative set: no attack, each single creature at each possible target, and every
possible attacker at the same opponent; no block, and one block for each creature that
could block (see :func:`_blocks`). Any other legal declaration is still
accepted by :func:`magictutor.apply`. Leaving the game and dividing combat damage by
hand are always possible and are not listed.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import chain
from typing import Any, NamedTuple

import magictutor.cards as _cards
from magictutor.editions import get_edition
from magictutor.engine import shortcuts as _shortcuts
from magictutor.engine.check import problems_of as _check  # (legal_actions: current)
from magictutor.engine.legal_candidates import _activations, _casts, _shared, _target_sets
from magictutor.engine.legal_combat import attacks as _attacks
from magictutor.engine.legal_combat import blocks as _blocks
from magictutor.engine.legal_key import memo_key as _memo_key
from magictutor.model.actions import (
    Action,
    Activate,
    Cast,
    Choose,
    Pass,
    PlayLand,
    RollPlanarDie,
    Suspend,
    Unearth,
)
from magictutor.model.characteristics import card_of
from magictutor.model.state import GameState, card_set_current, need_state
from magictutor.rules import activated as _activated
from magictutor.rules.auras import card_has_flash_now, flash_types
from magictutor.rules.cast_from_graveyard import grave_castables, graveyard_key
from magictutor.rules.cast_from_library import playable_tops
from magictutor.rules.costs import library_tops, most_off
from magictutor.rules.lands import may_play_another_land
from magictutor.rules.loyalty import _loyalty_profile
from magictutor.rules.planechase.talon_gates import suspendable
from magictutor.rules.stack import _spell_profile, at_sorcery_speed, lands_for
from magictutor.rules.targets import creature_or_pw_pool
from magictutor.rules.teams import may_team_pass, priority_team
from magictutor.rules.unearth import unearthable
from magictutor.rules.up_to_targets import up_to


def enumerate_actions(s: GameState) -> Iterator[Action]:
    """Every candidate action, legal or not (see :func:`legal_actions`)."""
    for _, group, _ in _groups(s):
        yield from group


MEMO = True
"""Shortcut (117, 307.1, 606.3; see :mod:`magictutor.engine.shortcuts`): remember answers under
the key of what they read besides the board (:func:`magictutor.engine.legal_key.memo_key`),
and each group's answer under its own key (:func:`_groups`)."""

GROUPS = True
"""Shortcut (601.2c, 114.3; see :mod:`magictutor.engine.shortcuts`): check one candidate of a
spell or loyalty ability for all that differ only in their targets (:func:`_alike`), refuse
the rest of a group when its first is refused for timing or mana, and don't build groups
that sorcery timing, mana or the land already played rule out (:func:`_groups`). Off,
every candidate is checked on its own."""


def legal_actions(s: GameState) -> list[Action]:
    """The legal actions among the candidates.

    Candidates come in groups that share everything but targets and X (one spell, one
    ability); when the first of a group is refused for a reason other than its targets
    (timing, mana, priority), the rest of the group is refused too and is not checked.

    While a player holds priority, the answer depends only on the permanents, players and
    effects (which later states share with this one until one of them changes, see
    :func:`magictutor.engine.memos.hand_on`) and on the parts of the state in
    :func:`magictutor.engine.legal_key.memo_key`; the answer is remembered under that key, and
    each group's answer under the smaller key of what that group depends on
    (:func:`_groups`), so a card drawn or the step moving on to a main phase checks only the
    groups that are new.

    With ``MAGICTUTOR_SHADOW=1``, every answer is compared with every candidate's own check
    (:func:`magictutor.engine.shadow.shadow_legal_actions`)."""
    if _shortcuts.SHADOW:  # (which calls legal_actions again with the shadow mode off)
        return _shortcuts.SHADOWED["legal_actions"](s)
    if not isinstance(s, GameState):
        need_state(s, "legal_actions(state)")
    if s._memo.get("_card_set", 0) != _cards.VERSION:  # (a card redefined since?)
        card_set_current(s)
    key = _memo_key(s) if MEMO else None
    if key is None:
        return _legal_actions(s) if GROUPS else _plainly(s)
    memo = s._memo.get("_legal_cache")
    if memo is None:
        memo = s._memo["_legal_cache"] = {}
    hit = memo.get(key)
    if hit is None:
        hit = memo[key] = _whole(s, memo) if GROUPS else Whole(tuple(_plainly(s)), None)
    return list(hit.actions)


class Whole(NamedTuple):
    """A priority holder's whole answer, as :func:`legal_actions` remembers it under the key
    of :func:`_memo_key`: the legal actions, and the target words of every group they were
    put together from (None: not said, as with every shortcut but the memo off), which
    :func:`magictutor.engine.memos_legal._legal_kept` reads to hand the answer on by the
    rules of its groups."""

    actions: tuple[Action, ...]
    words: frozenset[str] | None


def _whole(s: GameState, memo: dict) -> Whole:
    """The whole answer, from its groups (see :class:`Whole`). The groups of other activated
    abilities are handed on only by the strictest rule, so an answer holding one says no
    words."""
    words: set[str] = set()
    actions = tuple(_legal_actions(s, memo, words))
    return Whole(actions, None if _WORDS_UNSAID in words else frozenset(words))


_WORDS_UNSAID = ""
"""Noted among a whole answer's words by a group handed on by the strictest rule."""


def _plainly(s: GameState) -> list[Action]:
    """The candidates each of which its own check accepts: the plain path."""
    check = _check
    return [a for a in enumerate_actions(s) if not check(s, a)]


def _legal_actions(s: GameState, memo: dict | None = None, words: set[str] | None = None
                   ) -> list[Action]:
    """The legal candidates, group by group; with ``memo`` (see :func:`legal_actions`),
    each keyed group's answer is looked up there first and kept there; with ``words``, the
    target words of every group are added to it (see :class:`Whole`)."""
    target_rule = get_edition(s.edition).rule("cast.targets")
    if memo is None:
        memo = {}  # (within one answer, copies of a land still share theirs)
    out: list[Action] = []
    for key, group, specs in _groups(s, prefilter=True):
        if words is not None:
            if specs:
                words.update(specs)
            if key is not None and key[1] == "activated":
                words.add(_WORDS_UNSAID)
        if key is None:
            out += _legal_of_group(s, group, target_rule, specs)
            continue
        hit = memo.get(key)
        if hit is None:
            hit = memo[key] = tuple(_legal_of_group(s, group, target_rule, specs))
        if key[1] == "land":  # (one PlayLand, of a copy of the same name: this one)
            out += group if hit else ()
        else:
            out += hit
    return out


def _legal_of_group(s: GameState, group: Iterable[Action], target_rule: str,
                    specs: tuple[str, ...] | None = None) -> list[Action]:
    """The legal candidates of one group (see :func:`_groups`).

    The candidates of a spell or loyalty ability (``specs``: its target words) differ only
    in their targets and X, and every target offered is a legal choice for its word
    (:func:`candidates`). Nothing else the checks look at differs between them but two
    things: an object chosen twice for one instance of the word "target" (114.3; 115.3 in
    the current rules), and a spell's X (its cost). So for a loyalty ability (whose X is
    offered only up to its loyalty) or a spell without X, one candidate that names no
    object twice is checked, and its answer is that of every such candidate; the others
    are refused. Other groups are checked one candidate at a time."""
    check = _check
    if specs is not None:
        rest = iter(group)
        first: Any = next(rest, None)  # (a Cast or an Activate)
        if first is None:
            return []
        if type(first) is Activate or first.x is None:
            return _alike(s, first, rest, specs, check)
        group = chain((first,), rest)
    out: list[Action] = []
    for i, a in enumerate(group):
        if type(a) is Pass and s.player(a.player).in_game:
            out.append(a)  # (offered only to the priority holder, nothing pending)
            continue
        problems = check(s, a)
        if not problems:
            out.append(a)
        elif i == 0 and isinstance(a, (Cast, Activate)) and \
                any(target_rule not in rules for rules, _ in problems):
            break  # (declarations are not skipped: "no attack" may break 508.1d alone)
    return out


def _alike(s: GameState, first: Any, rest: Iterator, specs: tuple[str, ...], check: Any
           ) -> list[Action]:
    """The legal candidates of a group (``first``, then ``rest``) whose candidates share one
    answer but for naming an object twice for one target word (see
    :func:`_legal_of_group`); the rest of the group is built only when the answer is yes."""
    twice = [(i, j) for i in range(len(specs)) for j in range(i) if specs[i] == specs[j]]
    if twice and len(first.targets) == len(specs):  # ("up to N": none twice, 601.2c)
        ok = [a for a in chain((first,), rest)
              if not any(a.targets[i] == a.targets[j] for i, j in twice)]
        return ok if ok and not check(s, ok[0]) else []
    if check(s, first):
        return []
    return [first, *rest]


_Group = tuple[tuple | None, Iterable[Action], tuple[str, ...] | None]
"""A group of candidates: the key of what its answer depends on, the candidates, and the
target words of its spell or ability (see :func:`_groups`)."""


def _groups(s: GameState, prefilter: bool = False) -> Iterator[_Group]:
    """Candidate actions in groups, each with the key of what its answer depends on besides
    the board (None: not kept) and, for a spell or loyalty ability, its target words. With
    ``prefilter``, groups that the checks would refuse for sorcery timing (307.1, 306.5d,
    305.1, 901.9), for want of enough mana in all, or (lands) because a land was already
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
        yield None, _answers(s, p), None
        return
    if s.priority is None:
        return
    for who in priority_team(s):  # (the holder; in a game with teams, a teammate too: 805.5a)
        yield from _player_groups(s, who, prefilter)


def _player_groups(s: GameState, who: str, prefilter: bool) -> Iterator[_Group]:
    """The groups of ``who``, the priority holder or a teammate of theirs (see
    :func:`_groups`): a pass (a teammate's only while they have not passed since the last
    action, 805.5b), then their spells, lands, abilities and special actions."""
    if who == s.priority or may_team_pass(s, who):
        yield None, [_shared(Pass, who)], None
    slow_ok = not prefilter or at_sorcery_speed(s, who)
    yield from _hand_groups(s, who, slow_ok, prefilter)
    if slow_ok:
        yield from _loyalty_groups(s, who)
        if s.planechase is not None:
            me = s.player(who)
            yield (who, "die", me.rolls, me.mana), [_shared(RollPlanarDie, who)], None
            yield from ((None, [Suspend(who, oid)], None) for oid in suspendable(s, who))
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


def _hand_groups(s: GameState, who: str, slow_ok: bool, prefilter: bool) -> Iterator[_Group]:
    """The groups of the cards in the priority holder's hand: a land to play, a spell to
    cast (see :func:`_groups` for what ``prefilter`` leaves out)."""
    me = s.player(who)
    mana = -1  # (counted when a spell first needs it)
    tops = library_tops(s)  # (Skybreen, Windriddle: what may be cast depends on them)
    land_ok, flash = _land_and_flash(s, who, slow_ok, prefilter)
    objects, edition = s.objects, s.edition
    for oid in s.zones.get(f"{who}:hand", ()):
        name = objects[oid].name
        is_land, instant, value, specs, has_x = _spell_profile(name, edition)
        if is_land:
            if land_ok:
                yield (who, "land", name, me.lands_played), [PlayLand(who, oid)], None
            continue
        if prefilter:
            if not instant and not slow_ok and not (flash and card_has_flash_now(s, name)):
                continue  # (but as though it had flash: Akoum, 702.8a)
            if mana < 0:  # (plus what a cost reduction could take off: Turri Island)
                mana = len(me.mana) + len(lands_for(s, who)) + most_off(s)
            if value > mana:
                continue
        yield (who, "cast", oid, me.mana, tops, me.attacked), _casts(s, who, oid, specs,
                                                                     has_x), specs
    if graveyard_key(s, who):  # (a card there may be cast or activated: Otaria, Grixis)
        yield from _graveyard_groups(s, who, slow_ok)
    if tops:  # (Windriddle Palaces: the library tops its planar controller may play)
        yield from _library_groups(s, who, slow_ok)


def _land_and_flash(s: GameState, who: str, slow_ok: bool, prefilter: bool
                    ) -> tuple[bool, bool]:
    """Whether ``who`` may play a land now (305.2; not asked without ``prefilter``), and
    whether, outside sorcery timing, some spells may be cast as though they had flash
    (Akoum, 702.8a: a set look-up without it)."""
    return (slow_ok and (not prefilter or may_play_another_land(s, who)),
            not slow_ok and bool(flash_types(s)))


def _graveyard_groups(s: GameState, who: str, slow_ok: bool) -> Iterator[_Group]:
    """The groups of the cards of the priority holder's graveyard that may be cast
    (flashback, 702.33a) or activated (unearth, 702.83a) now; not remembered on their own
    (the whole answer's key holds the graveyard)."""
    objects, edition = s.objects, s.edition
    for oid in grave_castables(s, who):
        _, instant, _, specs, has_x = _spell_profile(objects[oid].name, edition)
        if instant or slow_ok or card_has_flash_now(s, objects[oid].name):
            yield None, _casts(s, who, oid, specs, has_x), specs
    if slow_ok:
        yield from ((None, [Unearth(who, oid)], None) for oid in unearthable(s, who))


def _library_groups(s: GameState, who: str, slow_ok: bool) -> Iterator[_Group]:
    """The groups of the library tops the priority holder may play (Windriddle Palaces: see
    :mod:`magictutor.rules.cast_from_library`), not kept (key None): checked afresh."""
    for oid in playable_tops(s, who):
        is_land, _, _, specs, has_x = _spell_profile(s.objects[oid].name, s.edition)
        if is_land:
            if slow_ok:
                yield None, [PlayLand(who, oid)], None
        else:
            yield None, _casts(s, who, oid, specs, has_x), specs


def _loyalty_groups(s: GameState, who: str) -> Iterator[_Group]:
    """The groups of the loyalty abilities of the priority holder's permanents not yet
    activated this turn (606.3), one per ability."""
    objects = s.objects
    for oid in _loyalty_sources(s):
        o = objects[oid]
        if o.controller != who or oid in s.loyalty_used:
            continue
        for index, cost, is_x, specs, named, upto in _loyalty_profile(card_of(o, s.edition)):
            yield ((who, "loyalty", oid, index),
                   _activations(s, who, o, cost, is_x, specs, index if named else None, upto),
                   specs)


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
            yield ((who, "activated", oid, index, mana, o.since_turn >= s.turn),
                   (Activate(who, oid, cost, t, None, named)
                    for t in _target_sets(s, ab.targets, who,
                                          bool(ab.condition) and up_to(ab))), ab.targets)


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
