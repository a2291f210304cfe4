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
from itertools import product
from typing import Any

from magictutor.editions import get_edition
from magictutor.engine import shortcuts as _shortcuts
from magictutor.engine.check import check as _check
from magictutor.engine.legal_combat import attacks as _attacks
from magictutor.engine.legal_combat import blocks as _blocks
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
from magictutor.model.state import GameState, Obj
from magictutor.rules import activated as _activated
from magictutor.rules.cast_from_graveyard import grave_castables, graveyard_key
from magictutor.rules.cast_from_library import playable_tops
from magictutor.rules.costs import library_tops, most_off
from magictutor.rules.lands import may_play_another_land
from magictutor.rules.loyalty import _loyalty_profile
from magictutor.rules.planechase.talon_gates import suspend_key, suspendable
from magictutor.rules.stack import _spell_profile, at_sorcery_speed, lands_for
from magictutor.rules.targets import candidates, creature_or_pw_pool
from magictutor.rules.unearth import unearthable

MAX_X = 10


def enumerate_actions(s: GameState) -> Iterator[Action]:
    """Every candidate action, legal or not (see :func:`legal_actions`)."""
    for _, group, _ in _groups(s):
        yield from group


MEMO = True
"""Shortcut (117, 307.1, 606.3; see :mod:`magictutor.engine.shortcuts`): remember answers under
the key of what they read besides the board (:func:`_memo_key`), and each group's answer
under its own key (:func:`_groups`)."""

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
    :func:`_memo_key`; the answer is remembered under that key, and each group's answer
    under the smaller key of what that group depends on (:func:`_groups`), so a card drawn
    or the step moving on to a main phase checks only the groups that are new.

    With ``MAGICTUTOR_SHADOW=1``, every answer is compared with every candidate's own check
    (:func:`magictutor.engine.shadow.shadow_legal_actions`)."""
    if _shortcuts.SHADOW:  # (which calls legal_actions again with the shadow mode off)
        return _shortcuts.SHADOWED["legal_actions"](s)
    key = _memo_key(s) if MEMO else None
    if key is None:
        return _legal_actions(s) if GROUPS else _plainly(s)
    memo = s._memo.get("_legal_cache")
    if memo is None:
        memo = s._memo["_legal_cache"] = {}
    hit = memo.get(key)
    if hit is None:
        hit = memo[key] = tuple(_legal_actions(s, memo) if GROUPS else _plainly(s))
    return list(hit)


def _plainly(s: GameState) -> list[Action]:
    """The candidates each of which its own check accepts: the plain path."""
    check = _check
    return [a for a in enumerate_actions(s) if not check(s, a)]


def _memo_key(s: GameState) -> tuple | None:
    """What besides the board a priority holder's legal actions depend on: who acts, whether
    they may act at sorcery speed (their own main phase with an empty stack: 307.1, 305.1,
    606.3, 901.9), their hand, the loyalty abilities used this turn (606.3), whether the
    game is a Planechase game, and their mana pool, lands played (305.2), planar die
    rolls (901.9) and attack (Prahv) this turn, and which permanents with activated
    abilities came under their controller's control this turn (a creature's {T} ability
    waits out summoning sickness, 302.6; the face-up planar cards are part of the board). Nothing
    else in the checks of spells, abilities, lands or the planar die looks at the step, the
    stack's contents, combat or other players' pools and lives; tests/test_memos.py
    compares this memo with cold answers over every bundled scenario."""
    d = s._memo
    key = d.get("_memo_key", _NO_KEY)
    if key is not _NO_KEY:
        return key
    who = s.priority
    if who is None or s.pending is not None or s.work or s.triggers or s.game_over:
        key = None
    else:
        me = s.player(who)
        key = (who, at_sorcery_speed(s, who), s.zones.get(f"{who}:hand", ()), s.loyalty_used,
               s.planechase is None or suspend_key(s, who),  # (Talon Gates: the controller)
               me.mana, me.lands_played, me.rolls, library_tops(s),
               me.attacked, _activated.sick(s),  # (which {T} abilities wait: 302.6)
               graveyard_key(s, who))  # (Otaria's flashback, Grixis's unearth)
    d["_memo_key"] = key  # (a state's own: a quick step builds the next state without it)
    return key


_NO_KEY = object()
"""No memo key worked out yet (None is an answer: nothing is remembered)."""


def _legal_actions(s: GameState, memo: dict | None = None) -> list[Action]:
    """The legal candidates, group by group; with ``memo`` (see :func:`legal_actions`),
    each keyed group's answer is looked up there first and kept there."""
    target_rule = get_edition(s.edition).rule("cast.targets")
    if memo is None:
        memo = {}  # (within one answer, copies of a land still share theirs)
    out: list[Action] = []
    for key, group, specs in _groups(s, prefilter=True):
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
        group = list(group)
        first: Any = group[0] if group else None  # (a Cast or an Activate)
        if first is not None and (type(first) is Activate or first.x is None):
            return _alike(s, group, specs, check)
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


def _alike(s: GameState, group: list, specs: tuple[str, ...], check: Any) -> list[Action]:
    """The legal candidates of a group whose candidates share one answer but for naming an
    object twice for one target word (see :func:`_legal_of_group`)."""
    twice = [(i, j) for i in range(len(specs)) for j in range(i) if specs[i] == specs[j]]
    if twice:
        group = [a for a in group if not any(a.targets[i] == a.targets[j] for i, j in twice)]
    return group if group and not check(s, group[0]) else []


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
    who = s.priority
    if who is None:
        return
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
    land_ok = slow_ok and (not prefilter or may_play_another_land(s, who))  # 305.2
    objects, edition = s.objects, s.edition
    for oid in s.zones.get(f"{who}:hand", ()):
        name = objects[oid].name
        is_land, instant, value, specs, has_x = _spell_profile(name, edition)
        if is_land:
            if land_ok:
                yield (who, "land", name, me.lands_played), [PlayLand(who, oid)], None
            continue
        if prefilter:
            if not instant and not slow_ok:
                continue
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


def _graveyard_groups(s: GameState, who: str, slow_ok: bool) -> Iterator[_Group]:
    """The groups of the cards of the priority holder's graveyard that may be cast
    (flashback, 702.33a) or activated (unearth, 702.83a) now; not remembered on their own
    (the whole answer's key holds the graveyard)."""
    objects, edition = s.objects, s.edition
    for oid in grave_castables(s, who):
        _, instant, _, specs, has_x = _spell_profile(objects[oid].name, edition)
        if instant or slow_ok:
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
        for index, cost, is_x, specs, named in _loyalty_profile(card_of(o, s.edition)):
            yield ((who, "loyalty", oid, index),
                   _activations(s, who, o, cost, is_x, specs, index if named else None), specs)


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
                    for t in _target_sets(s, ab.targets, who)), ab.targets)


_SHARED: dict[tuple[type, str], Action] = {}


def _shared(kind: type, who: str) -> Action:
    """``kind(who)`` (a pass, a roll of the planar die), one value for every state: actions
    are immutable, and :func:`listed` asks whether the list of this state holds it."""
    a = _SHARED.get((kind, who))
    if a is None:
        if len(_SHARED) > 1000:  # (player names come from users: keep it small)
            _SHARED.clear()
        a = _SHARED[(kind, who)] = kind(who)
    return a


def _casts(s: GameState, who: str, oid: int, specs: tuple[str, ...], has_x: bool
           ) -> Iterator[Cast]:
    xs = range(0, MAX_X + 1) if has_x else [None]
    for targets in _target_sets(s, specs, who):
        for x in xs:
            yield Cast(who, oid, targets, x)


def _activations(s: GameState, who: str, o: Obj, cost: str, is_x: bool,
                 specs: tuple[str, ...], index: int | None = None) -> Iterator[Activate]:
    xs = range(1, o.counter("loyalty") + 1) if is_x else [None]
    for targets in _target_sets(s, specs, who):
        for x in xs:
            yield Activate(who, o.id, cost, targets, x, index)


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


def _target_sets(s: GameState, specs: tuple[str, ...], who: str) -> Iterator[tuple]:
    if not specs:
        yield ()
        return
    pools = [candidates(s, spec, who) for spec in specs]
    for combo in product(*pools):
        yield tuple(combo)
