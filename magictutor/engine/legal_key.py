"""The key of what a priority holder's legal actions read besides the board
(:func:`memo_key`), under which :func:`magictutor.engine.legal.legal_actions` remembers its
answer (the shortcut ``legal.MEMO``). Each part is declared here with what reads it:
:data:`SLOW_PARTS` (read only at sorcery speed) and :data:`BOARD_PARTS` (read only while
something in play makes the legal actions read it).
"""

from __future__ import annotations

from typing import Any

from magictutor.model.query import statics
from magictutor.model.state import MAIN_STEPS, GameState
from magictutor.rules import activated as _activated
from magictutor.rules.cast_from_graveyard import GRAVEYARD_READERS, graveyard_key
from magictutor.rules.costs import TOP_READERS, library_tops
from magictutor.rules.planechase.talon_gates import suspend_key
from magictutor.rules.stack import at_sorcery_speed
from magictutor.rules.teams import TEAMS


def memo_key(s: GameState) -> tuple | None:
    """What besides the board a priority holder's legal actions depend on: who acts, whether
    they may act at sorcery speed (their own main phase with an empty stack: 307.1, 305.1,
    606.3, 901.9), their hand, whether the game is a Planechase game, their mana pool and
    their attack this turn (Prahv); at sorcery speed also what only the groups built then
    read (:data:`SLOW_PARTS`); and what the board's abilities make them read
    (:data:`BOARD_PARTS`, each only while something in play has such an ability; the
    face-up planar cards are part of the board). Nothing else in the checks of spells,
    abilities, lands or the planar die looks at the step, the stack's contents, combat or
    other players' pools and lives; tests/test_memos.py compares this memo with cold
    answers over every bundled scenario."""
    d = s._memo
    key = d.get("_memo_key", _NO_KEY)
    if key is not _NO_KEY:
        return key
    who = s.priority
    if who is None or s.pending is not None or s.work or s.triggers or s.game_over \
            or s.get(TEAMS):  # (teams: both players of a team act, 805.5a; not kept)
        key = None
    else:
        me = (d.get("_by_name") or s._players_by_name)[who]  # (s.player(who), inline)
        slow = s.step in MAIN_STEPS and at_sorcery_speed(s, who)  # (no call outside them)
        key = (who, slow, s.zones.get(f"{who}:hand", ()), s.planechase is None, me.mana,
               me.attacked)
        if slow:  # (SLOW_PARTS)
            key += (s.loyalty_used, me.lands_played, me.rolls)
            if s.planechase is not None:  # (Talon Gates: who controls it)
                key += suspend_key(s, who)
        parts = d.get("_board_parts")  # (:func:`_board_parts`'s own look-up, inline)
        for name, read in _board_parts(s) if parts is None else parts:  # (none or one)
            key += ((name, read(s, who)),)
    d["_memo_key"] = key  # (a state's own: a quick step builds the next state without it)
    return key


SLOW_PARTS = ("loyalty_used", "lands_played", "rolls", "suspend_key")
"""What the legal actions read only at sorcery speed, and so what :func:`memo_key` holds
only then: the loyalty abilities used this turn (606.3), the lands played (305.2), the
planar die's rolls this turn (901.9) and, while a plane lets its controller exile cards to
suspend them (Talon Gates: a special action at sorcery timing, 115.2e), who that is. Only
the groups of actions done at sorcery speed read them (loyalty abilities, lands, the planar
die, unearth, suspending: 606.3, 305.1, 901.9, 702.83a, 115.2e; :func:`_groups` builds
them only then), and each of those actions' checks refuses it at any other time
(``sorcery_timing``), whatever these say."""


def _sick_part(s: GameState, who: str) -> tuple[int, ...]:
    return _activated.sick(s)


BOARD_PARTS: tuple[tuple[str, Any, Any], ...] = (
    ("library tops", TOP_READERS, lambda s, who: library_tops(s)),  # (Skybreen, Windriddle)
    ("graveyard", GRAVEYARD_READERS, graveyard_key),  # (Otaria's flashback, Grixis's unearth)
)
"""The parts of :func:`memo_key` that something in play makes the legal actions read: a
name, the static abilities (their kinds) that make them read it, and what it reads. A
further part, the permanents with activated abilities that came under their controller's
control this turn (a {T} cost waits out summoning sickness, 302.6), is read while any
permanent has an activated ability (:func:`magictutor.rules.activated.sources`)."""

_PARTS_OF_KINDS: dict[frozenset[str], tuple] = {}
"""The parts of :data:`BOARD_PARTS` the static abilities of each set of kinds make read."""


def _board_parts(s: GameState) -> tuple[tuple[str, Any], ...]:
    """The parts of the memo key what is in play makes the legal actions read (see
    :data:`BOARD_PARTS`). They read only the static abilities' kinds and whether some
    permanent has an activated ability, both the state's own answers in its side table
    (``_statics_cache``, ``_activated_sources``), so the state keeps this one beside them
    (``_board_parts``): a quick pass, which carries those over with the same battlefield and
    planes (:func:`magictutor.engine.apply._quick`), carries it too, and
    :func:`magictutor.engine.memos.hand_on`, which hands on only what it names, never."""
    d = s._memo
    kept = d.get("_board_parts")
    if kept is not None:
        return kept
    kinds = statics(s).kinds
    parts = _PARTS_OF_KINDS.get(kinds)
    if parts is None:
        if len(_PARTS_OF_KINDS) > 1000:  # (keep it small)
            _PARTS_OF_KINDS.clear()
        parts = _PARTS_OF_KINDS[kinds] = tuple(
            (name, read) for name, readers, read in BOARD_PARTS if not readers.isdisjoint(kinds))
    if _activated.sources(s):  # (which {T} abilities wait: 302.6)
        parts += (("summoning sick", _sick_part),)
    d["_board_parts"] = parts
    return parts


_NO_KEY = object()
"""No memo key worked out yet (None is an answer: nothing is remembered)."""
