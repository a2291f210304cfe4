"""Candidate actions for :func:`magictutor.legal_actions`.

Declarations are combinatorial, so for attackers and blockers the list offers a
representative set: no attack, each single creature at each possible target, and every
possible attacker at the same opponent; no block, and one block for each creature that
could block (see :func:`magictutor.engine.legal_combat.blocks`). Any other legal declaration
is still accepted by :func:`magictutor.apply`. Leaving the game and dividing combat damage by
hand are always possible and are not listed. The candidates come in groups
(:mod:`magictutor.engine.legal_groups`).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import chain
from typing import Any, NamedTuple

import magictutor.cards as _cards
from magictutor.editions import get_edition
from magictutor.engine import shortcuts as _shortcuts
from magictutor.engine.check import problems_of as _check  # (legal_actions: current)
from magictutor.engine.legal_candidates import _shared
from magictutor.engine.legal_groups import _Group, _groups, _priority_groups
from magictutor.engine.legal_key import memo_key as _memo_key
from magictutor.model.actions import Action, Activate, Cast, Pass
from magictutor.model.state import GameState, card_set_current, need_state


def enumerate_actions(s: GameState) -> Iterator[Action]:
    """Every candidate action, legal or not (see :func:`legal_actions`)."""
    for _, _, build, args in _groups(s):
        yield from args if build is None else build(*args)


MEMO = True
"""Shortcut (117, 307.1, 606.3; see :mod:`magictutor.engine.shortcuts`): remember answers under
the key of what they read besides the board (:func:`magictutor.engine.legal_key.memo_key`),
and each group's answer under its own key (:func:`~.legal_groups._groups`)."""

GROUPS = True
"""Shortcut (601.2c, 114.3; see :mod:`magictutor.engine.shortcuts`): check one candidate of a
spell or loyalty ability for all that differ only in their targets (:func:`_alike`), refuse
the rest of a group when its first is refused for timing or mana, and don't build groups
that sorcery timing, mana (too little in all, or none of a colour a spell's cost asks for:
601.2g) or the land already played rule out (:func:`~.legal_groups._groups`). Off, every
candidate is checked on its own."""


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
    (:func:`~.legal_groups._groups`), so a card drawn or the step moving on to a main phase
    checks only the groups that are new.

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
        hit = memo[key] = _whole(s, memo, key) if GROUPS else Whole(tuple(_plainly(s)), None)
    return list(hit.actions)


class Whole(NamedTuple):
    """A priority holder's whole answer, as :func:`legal_actions` remembers it under the key
    of :func:`_memo_key`: the legal actions, and the target words of every group they were
    put together from (None: not said, as with every shortcut but the memo off), which
    :func:`magictutor.engine.memos_land._holds_after_land` reads to hand the answer on by the
    rules of its groups."""

    actions: tuple[Action, ...]
    words: frozenset[str] | None


def _whole(s: GameState, memo: dict, key: tuple) -> Whole:
    """The whole answer under ``key`` (see :func:`_memo_key`: who holds priority, whether at
    sorcery speed, and nothing pending or waiting), from its groups (see :class:`Whole`). The
    groups of other activated abilities are handed on only by the strictest rule, so an
    answer holding one says no words."""
    who = key[0]
    me = s.player(who)
    words: set[str] = set()
    passing = _shared(Pass, who)  # (checked as _legal_of_group would: only when not in game)
    out: list[Action] = [passing] if me.in_game or not _check(s, passing) else []
    out += _kept_groups(s, _priority_groups(s, who, me, True, key[1]), memo, words)
    return Whole(tuple(out), None if _WORDS_UNSAID in words else frozenset(words))


_WORDS_UNSAID = ""
"""Noted among a whole answer's words by a group handed on by the strictest rule."""


def _plainly(s: GameState) -> list[Action]:
    """The candidates each of which its own check accepts: the plain path."""
    check = _check
    return [a for a in enumerate_actions(s) if not check(s, a)]


def _legal_actions(s: GameState) -> list[Action]:
    """The legal candidates, group by group (see :func:`_kept_groups`; within one answer,
    copies of a land still share theirs)."""
    return _kept_groups(s, _groups(s, prefilter=True), {}, None)


def _kept_groups(s: GameState, groups: Iterable[_Group], memo: dict, words: set[str] | None
                 ) -> list[Action]:
    """The legal candidates of ``groups``: each keyed group's answer is looked up in
    ``memo`` first (see :func:`legal_actions`), and worked out and kept there when it is not
    in it, the only time its candidates are built; with ``words``, the target words of every
    group are added to it (see :class:`Whole`)."""
    target_rule = _TARGET_RULES.get(s.edition) or _target_rule(s.edition)
    out: list[Action] = []
    for key, specs, build, args in groups:
        if words is not None:
            if specs:
                words.update(specs)
            if key is not None and key[1] == "activated":
                words.add(_WORDS_UNSAID)
        if key is None:
            out += _legal_of_group(s, args if build is None else build(*args), target_rule,
                                   specs)
            continue
        hit = memo.get(key)
        if hit is None:
            hit = memo[key] = tuple(_legal_of_group(
                s, args if build is None else build(*args), target_rule, specs))
        if key[1] == "land":  # (one PlayLand, of a copy of the same name: this one)
            out += build(*args) if hit else ()
        else:
            out += hit
    return out


_TARGET_RULES: dict[str, str] = {}
"""Each edition's number of the rule a spell's illegal targets break ("cast.targets")."""


def _target_rule(edition: str) -> str:
    rule = _TARGET_RULES[edition] = get_edition(edition).rule("cast.targets")
    return rule


def _legal_of_group(s: GameState, group: Iterable[Action], target_rule: str,
                    specs: tuple[str, ...] | None = None) -> list[Action]:
    """The legal candidates of one group (see :func:`~.legal_groups._groups`).

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
