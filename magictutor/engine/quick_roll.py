"""A free roll of the planar die that shows a blank face, carried out without a working copy:
a shortcut (see :mod:`magictutor.engine.shortcuts`), switched off with ``QUICK_ROLL`` or
``MAGICTUTOR_FAST=0``.

The full path (:func:`magictutor.rules.planechase.die.do_roll`, then ``settle`` and ``freeze``)
pays the roll's cost (901.9: the turn's first special-action roll costs {0}, each later one a
mana more), counts the roll, rolls, logs it, gives priority back to the roller (116.3c), does
what the face says (901.9a-c; 901.8a-c in ``2011-09``), looks for triggered abilities that
wait for a roll (603.2), starts a new round of passes, then checks state-based actions (704.3)
and puts waiting triggers on the stack (116.5). The claim made here: when the roll is the
player's first this turn (nothing to pay: no land tapped, no pool emptied), the face is blank,
nothing turns a blank into chaos (Chaotic Aether's ``blank_is_chaos`` effect) and nothing in
play or waiting triggers on a roll, that is all the step does, so the new state is the old
one with

- the player's ``rolls`` one higher (from 0 to 1), ``passes`` empty, priority where it was (the
  roller holds it: the check said so);
- one more random outcome drawn (``rng_count``), the blank recorded as the step's chance;

and the step's log is the full path's: who decides for a controlled player, if anyone (712.5,
asked by the caller), the roll's line and the blank's (:data:`~magictutor.rules.planechase.die.
BLANK_TEXT`). The face is drawn as the working copy draws it
(:func:`magictutor.engine.chance.outcome`, :func:`~magictutor.rules.planechase.die.face_from`),
or taken from the step's one replayed outcome; a face that is not blank, and any roll this
path declines, takes the full path, which draws the same face again (the same seed, the same
count). Nothing waits for a roll when no permanent or face-up planar card has a triggered
ability ``roll`` ("whenever you roll the planar die": Stairs to Infinity's, whoever controls
it) and no delayed triggered ability waits for the event ``roll`` (603.7). The state must be
settled (nothing waiting, no trigger, no choice, ``unsettled`` unset) so the roll, which
changes nothing a state-based action reads (a player's rolls are blind to them:
:data:`magictutor.engine.context._SBA_BLIND_PLAYER`), leaves it as checked as it was; the game
must have no teams (a team's roll logs whose rolls its cost counts, 901.12d, and a teammate
may roll while the other holds priority, 805.5a); the roll must not be one a lesson forced
(``force``: its line says so, and nothing is drawn).

What the old state worked out is handed on when ``memos.HAND_ON`` is on: every answer
:func:`magictutor.engine.memos.hand_on` keeps after a step that changed no permanent, face-up
planar card, effect, mana pool or life total, but only a player's record of the turn (:data:
`_KEPT`), and neither the players looked up by name (one of them is a new value) nor the
legal actions' key (it holds the roller's rolls at sorcery speed: ``legal_key.SLOW_PARTS``).
The roller's whole legal answer under their new key is the old one but for the die's
candidate, checked again (:func:`_roller_s_answer`).
``tests/test_quick_roll.py`` compares this with the full path (four editions, the cases that
must take the full path, random games); the shadow mode does so on every step.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from magictutor.engine import legal, memos
from magictutor.engine.chance import outcome
from magictutor.engine.check import problems_of
from magictutor.engine.context import Ctx
from magictutor.engine.legal_key import memo_key
from magictutor.engine.quick_land import trigger_in_play
from magictutor.engine.step import Step, _step
from magictutor.model.actions import RollPlanarDie
from magictutor.model.state import evolve, make_state
from magictutor.rules.planechase.die import (
    BLANK_TEXT,
    DIE,
    SPECIAL_ROLL,
    face_from,
    special_roll_text,
)

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.model.events import Event
    from magictutor.model.state import GameState

QUICK_ROLL = True
"""Shortcut (901.9, 901.9a, 603.2, 704.3; see :mod:`magictutor.engine.shortcuts`): a free roll
of the planar die that shows a blank face, where nothing waits for a roll, is carried out
without a working copy (:func:`roll_step`). Off, every roll takes the full path."""

_NOT_QUICK = frozenset({"unsettled", "teams"})
"""The keys of ``extra`` that, when set, rule a quick roll out (state-based actions not yet
checked to the end; teams, 805.5a, 901.12d)."""

_KEPT = ("_names", "_loyalty_sources", "_statics_cache", "_trigger_sources", "_pool_cache",
         "_own_sources", "_may_grant", "_wild_cards", "_activated_sources", "_board_parts",
         "_lands_cache", "_payment_cache", "_chars_cache", "_targets_cache", "_legal_cache")
"""The answers a free blank roll leaves as they are (see above): the permanents, face-up planar
cards and effects they read are the same, and so are the mana pools, untapped lands, life
totals and who is in the game; the legal actions are kept under their keys, and the roller's
new key (with their rolls) is worked out anew, as after the full path."""


def roll_step(state: GameState, action: RollPlanarDie, chance: tuple[Any, ...],
              control: list[Event]) -> Step | None:
    """The step of a checked :class:`~magictutor.model.actions.RollPlanarDie` by the claim
    above, or None when it needs the full path. ``chance`` is the step's replayed outcomes
    (none: the face is drawn), ``control`` the log line of who decides for the player
    (712.5), if any."""
    player = action.player
    if action.force is not None or len(chance) > 1 or not _settled_first(state, player) \
            or _roll_waits(state):
        return None
    face = chance[0] if chance else outcome(state.seed, state.rng_count, DIE, face_from)
    if face != "blank":
        return None
    lines = _LINES.get((state.edition, player)) or _lines(state, player)
    return _step(state, action, (*control, *lines) if control else lines, _after(state, player),
                 _BLANK)


_BLANK = ("blank",)
"""The step's chance: the one outcome drawn."""

_LINES: dict[tuple[str, str], tuple[Event, Event]] = {}
"""The log lines of a free blank roll, by edition and player, each made once (an event never
changes; player names come from users: the table is kept small)."""


def _lines(state: GameState, player: str) -> tuple[Event, Event]:
    """The roll's line and the blank's, as :func:`~magictutor.rules.planechase.die.roll` and
    :func:`~magictutor.rules.planechase.die.result` log them for this roll."""
    if len(_LINES) > 500:
        _LINES.clear()
    lines = _LINES[(state.edition, player)] = (
        Ctx.event(state, "roll", special_roll_text(player, 1, 0, "blank"), *SPECIAL_ROLL,
                  player=player, face="blank", cost=0),
        Ctx.event(state, "roll", BLANK_TEXT, "pc.roll_blank", auto=True))
    return lines


def _settled_first(state: GameState, player: str) -> bool:
    """Whether the state is settled (nothing waiting, no trigger, no choice, state-based
    actions checked), has no teams, and ``player``, in the game, holds priority and has not
    rolled this turn (the roll is free: 901.9)."""
    if state.priority != player or state.work or state.triggers or state.pending is not None:
        return False
    for k, v in state.extra:
        if v and k in _NOT_QUICK:
            return False
    for p in state.players:
        if p.name == player:
            return not p.rolls and not (p.lost or p.left)
    return False  # pragma: no cover - (the check found the player)


def _roll_waits(state: GameState) -> bool:
    """Whether something could do more with the roll: an effect that makes blanks chaos
    (901.9a's face changed), a delayed triggered ability waiting for a roll (603.7), or a
    permanent or face-up planar card with a triggered ability ``roll`` (603.2)."""
    for e in state.effects:
        if e.kind == "blank_is_chaos" or (e.kind == "delayed" and e.get("event") == "roll"):
            return True
    return trigger_in_play(state, "roll")


def _after(state: GameState, player: str) -> GameState:
    """The state after the roll: the roll counted, the passes started again, one more outcome
    drawn, and what still holds of the old state's answers."""
    players = list(state.players)
    for i, p in enumerate(players):
        if p.name == player:
            players[i] = evolve(p, rolls=1)
            break
    fields = dict(state.__dict__)
    fields.update(players=tuple(players), passes=(), rng_count=state.rng_count + 1)
    memo: dict[str, Any] = {}
    new = make_state(fields, memo)
    if memos.HAND_ON:
        old = state._memo
        for name in _KEPT:
            hit = old.get(name)
            if hit is not None:
                memo[name] = hit
        if legal.MEMO and legal.GROUPS:
            _roller_s_answer(state, new, player)
    return new


def _roller_s_answer(state: GameState, new: GameState, player: str) -> None:
    """The roller's legal actions after the roll, from their whole answer before it, when
    :func:`magictutor.engine.legal.legal_actions` worked that out: of what the answer reads
    (``legal_key.memo_key``), the roll changed only their rolls this turn, which only the
    planar die's group reads (``legal_key.SLOW_PARTS``). So the new answer is the old one
    with the die's candidate kept if its own check now lets it through (the next roll costs
    {1}, 901.9), dropped if not, in the same place; the rest, and the target words the
    answer says, are the same (``legal.Whole``)."""
    old_key = state._memo.get("_memo_key")
    cache = new._memo.get("_legal_cache")
    if type(old_key) is not tuple or old_key[0] != player or cache is None:
        return
    whole = cache.get(old_key)
    if whole is None:
        return
    actions = whole.actions
    i = 0
    for a in actions:
        if type(a) is RollPlanarDie:
            break
        i += 1
    else:
        return  # pragma: no cover - (the roll was legal: the answer lists it)
    key = memo_key(new)
    if key is None or key in cache:
        return
    if problems_of(new, a):
        actions = actions[:i] + actions[i + 1:]
    cache[key] = legal.Whole(actions, whole.words)
