"""One door for change: :func:`apply`, and the two questions front ends ask.

``apply(state, action)`` checks the action against every rule first, collecting all the
violations (as python-chess lists every problem of a position at once). If there is any,
it raises :class:`IllegalActionError` naming each broken rule in the game's edition, and
the state is untouched. Otherwise it carries the action out on a private copy, then does
what the rules do by themselves (704.3, 116.5): instructions left to carry out,
state-based actions until none applies, waiting triggers onto the stack. The result is a
:class:`Step` with the events it caused, each citing its rules.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, cast

from immutables import Map

import magictutor.cards as _cards
from magictutor.engine import quick_land, quick_roll
from magictutor.engine import shortcuts as _shortcuts
from magictutor.engine.check import check, current_player, is_legal, may_pass  # noqa: F401
from magictutor.engine.context import Ctx, same_items
from magictutor.engine.legal_key import _NO_KEY as NO_KEY
from magictutor.engine.quick_land import land_step
from magictutor.engine.quick_log import draw_event, pass_event, step_event
from magictutor.engine.quick_roll import roll_step
from magictutor.engine.quick_turn import end_turn
from magictutor.engine.step import IllegalActionError, Step, _step  # noqa: F401 - named here too
from magictutor.model.actions import (
    Action,
    Activate,
    AssignDamage,
    Cast,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    LeaveGame,
    Pass,
    PlayLand,
    RollPlanarDie,
    Unearth,
)
from magictutor.model.events import Event
from magictutor.model.query import statics
from magictutor.model.state import (
    Combat,
    GameState,
    card_set_current,
    evolve,
    moved_object,
    need_state,
    read_only,
)
from magictutor.model.work import run_work
from magictutor.rules import activated, combat, players, sba, stack, turn, unearth
from magictutor.rules import activated_effects as _activated_fx  # noqa: F401 - grant, any colour
from magictutor.rules import aura_choice as _aura_choice  # noqa: F401 - an Aura's entering (303.4f)
from magictutor.rules import coin as _coin  # noqa: F401 - coin flips (705)
from magictutor.rules import conditions as _conditions  # noqa: F401 - generic words: if
from magictutor.rules import countering as _countering  # noqa: F401 - the counter word
from magictutor.rules import damage as _damage  # noqa: F401 - registers the damage instruction
from magictutor.rules import effects as _effects  # noqa: F401 - registers the effect vocabulary
from magictutor.rules import library as _library  # noqa: F401 - searching libraries
from magictutor.rules import loyalty_effects as _pw_effects  # noqa: F401 - planeswalker card effects
from magictutor.rules import permanents as _permanents  # noqa: F401 - destroy, sacrifice...
from magictutor.rules import tokens as _tokens  # noqa: F401 - tokens
from magictutor.rules.cast_from_library import from_where
from magictutor.rules.control import control_note
from magictutor.rules.planechase import core as planechase
from magictutor.rules.planechase import effects as _planar_effects  # noqa: F401 - planes, phenomena
from magictutor.rules.planechase import talon_gates
from magictutor.rules.sba_marks import CHECKED_AS_BEFORE, checked_as_before
from magictutor.rules.triggers import fire, flush_triggers, may_trigger_at


# --- carrying actions out ------------------------------------------------------------------------
def _do_land(ctx: Ctx, a: PlayLand) -> None:
    name, where = ctx.objects[a.card].name, from_where(ctx, ctx.objects[a.card])
    ctx.move(a.card, "battlefield", controller=a.player)
    ctx.set_player(a.player, lands_played=ctx.player(a.player).lands_played + 1)
    ctx.emit("land", f"{a.player} plays {name}{where}", "land.play", player=a.player, card=name)
    ctx.passes = ()
    fire(ctx, "land enters", player=a.player, obj=a.card)


def _do_choose(ctx: Ctx, a: Choose) -> None:
    p = ctx.pending
    assert p is not None
    ctx.pending = None
    w = ctx.work[0]
    key = w.get("answer_key") or "answer"
    ctx.work[0] = w.but(**{key: a.option, "answer_key": None})
    shown = ctx.describe(a.option) if isinstance(a.option, int) else \
        ", ".join(map(ctx.describe, a.option)) if isinstance(a.option, tuple) else a.option
    ctx.emit("choose", f"{a.player} chooses {shown}", *p.rules, player=a.player)


_DO: dict[type, Callable[[Ctx, Any], None]] = {
    Pass: turn.do_pass,
    PlayLand: _do_land,
    Cast: stack.do_cast,
    Activate: activated.do,
    RollPlanarDie: planechase.do_roll,
    DeclareAttackers: combat.do_attackers,
    DeclareBlockers: combat.do_blockers,
    AssignDamage: combat.do_assign,
    Choose: _do_choose,
    LeaveGame: players.do_leave,
    Unearth: unearth.do_unearth,
    talon_gates.Suspend: talon_gates.do_suspend,  # (Talon Gates's special action)
}


NARROW_SBA = True
"""Shortcut (704.3, 704.5; see :mod:`magictutor.engine.shortcuts`): check state-based actions only
after a step that changed something one of them reads, and only on the permanents it could
touch; a step that stopped for a choice (or left instructions or triggers waiting) having
changed nothing they read leaves a state as checked as the one before it
(:func:`magictutor.rules.sba_marks.checked_as_before`). Off, they are checked after every step, on
every permanent."""


def settle(ctx: Ctx) -> None:
    """Do what the rules do by themselves until a player must act (116.5, 704.3)."""
    for _ in range(10_000):
        run_work(ctx)
        if ctx.pending is not None or ctx.game_over:
            return
        if (not NARROW_SBA or ctx.changed or not same_items(ctx.effects, ctx.base.effects)) \
                and sba.check_sba(ctx, full=not NARROW_SBA or sba.needs_full_check(ctx)):
            continue
        if flush_triggers(ctx):
            continue
        if ctx.priority is not None and not ctx.is_live(ctx.priority):
            ctx.priority = ctx.next_player(ctx.priority)
        if ctx.priority is None and not ctx.work:
            ctx.priority = ctx.active if ctx.is_live(ctx.active) else ctx.next_player(ctx.active)
        ctx.settled = True
        return
    raise RuntimeError("the rules did not settle after 10,000 rounds")  # pragma: no cover


def apply(state: GameState, action: Action, chance: Iterable[Any] = ()) -> Step:
    """Carry out ``action``, or raise :class:`IllegalActionError` and change nothing.

    >>> from magictutor.engine.setup import build_game
    >>> from magictutor.model.actions import Pass
    >>> s = build_game(["Alice", "Bob"])
    >>> step = apply(s, Pass("Alice"))
    >>> step.after.priority
    'Bob'
    >>> apply(s, Pass("Bob"))
    Traceback (most recent call last):
    ...
    magictutor...IllegalActionError: Refused: Bob does not have priority (Alice does) (116.3d)
    """
    if _shortcuts.SHADOW:  # (shadow_apply calls apply again with the shadow mode off)
        return _shortcuts.SHADOWED["apply"](state, action, chance)
    if not isinstance(state, GameState):
        need_state(state, "apply(state, action)")
    if state._memo.get("_card_set", 0) != _cards.VERSION:  # (a card redefined since?)
        card_set_current(state)
    # Every action is checked, be it one legal_actions listed or not.
    if type(action) is Pass:
        if not may_pass(state, action.player):
            raise IllegalActionError(check(state, action), state.edition, action)
        if QUICK_PASS:
            step = _quick_move(state, action)
            if step is not None:
                return step
    else:
        problems = check(state, action)
        if problems:
            raise IllegalActionError(problems, state.edition, action)
        if type(action) in _QUICK_ACTS:
            step = _quick_act(state, action, chance)
            if step is not None:
                return step
    ctx = Ctx(state, chance)
    if not isinstance(action, LeaveGame):
        ctx.events += _control_events(state, action.player)
        if type(action) in _TEAM_ACTS and state.priority not in (None, action.player):
            _act_for_team(ctx, action.player)
    _DO[type(action)](ctx, action)
    return _settled_step(state, action, ctx)


_QUICK_ACTS = frozenset({PlayLand, RollPlanarDie})
"""Actions a quick path may carry out without a working copy (:func:`_quick_act`)."""


def _quick_act(state: GameState, action: Action, chance: Iterable[Any]) -> Step | None:
    """A checked land or roll by its quick path (``quick_land.QUICK_LAND``,
    ``quick_roll.QUICK_ROLL``), or None when it takes the full path (a roll whose outcomes to
    replay are not a tuple too)."""
    if type(action) is PlayLand:
        if quick_land.QUICK_LAND:
            return land_step(state, action, _control_events(state, action.player))
    elif quick_roll.QUICK_ROLL and type(chance) is tuple:
        return roll_step(state, cast(RollPlanarDie, action), chance,
                         _control_events(state, action.player))
    return None


_TEAM_ACTS = frozenset({PlayLand, Cast, Activate, RollPlanarDie, Unearth, talon_gates.Suspend})
"""Actions a player takes as a priority holder (116.1, 115.2): in a game with teams, also
while a teammate holds priority for the team (805.5a)."""


def _act_for_team(ctx: Ctx, player: str) -> None:
    """``player`` acts while their teammate holds the team's priority (the check let it
    through: 805.5a): the action is the team's, and ``player`` holds priority from now on,
    as the player who acted (116.3c)."""
    holder = ctx.priority
    ctx.priority = player
    ctx.emit("priority", f"{player} acts while their team has priority (held by {holder})",
             "team.act", player=player)


def _settled_step(state: GameState, action: Action, ctx: Ctx) -> Step:
    """The step of a working copy carried out: settled (:func:`settle`), then frozen."""
    settle(ctx)
    after = ctx.freeze()
    if NARROW_SBA and checked_as_before(ctx):  # (a choice waits: 704.3, see NARROW_SBA)
        after._memo[CHECKED_AS_BEFORE] = True
    return _step(state, action, tuple(ctx.events), after, tuple(ctx.chance_out))


QUICK_PASS = True
"""Shortcut (116.3d, 116.4, 500.2; see :mod:`magictutor.engine.shortcuts`): carry out a pass that
only hands priority on, or only moves to a step where nothing happens by itself, without a
working copy."""


def _quick_move(state: GameState, action: Pass) -> Step | None:
    """A legal pass carried out without a working copy, or None when it needs one: a pass
    that only hands priority to the next player (116.3d), or the round's last pass that
    ends a step (:func:`_quick_step`).

    Most actions in a game are such passes. When the state is settled (nothing waiting to
    be done, no trigger, state-based actions already checked) and some live player has yet
    to pass, the pass changes nothing but who passed and who has priority, so the new state
    is the old one with those two fields and everything it had worked out."""
    if state.work or state.triggers:  # (settled: nothing half done; "unsettled" below)
        return None  # (something is half done: the full path finishes it)
    barred = False  # (one walk of ``extra``, whose keys are a dict's: as ``state.get``)
    for k, v in state.extra:
        if v and k in _NOT_QUICK:
            if k != "added_phases":  # (a team's pass goes to a teammate or the next team,
                return None  # 805.5b: the full path, turn.do_pass, says which)
            barred = True  # (an added phase: no quick step)
    player = action.player
    passes = state.passes + (player,)
    for p in state.players:  # (some live player has yet to pass: the round goes on, 116.4)
        if p.name not in passes and not (p.lost or p.left):
            return _quick(state, action, (), passes=passes, priority=state.next_player(player))
    return None if barred else _quick_step(state, action)


_NOT_QUICK = frozenset({"unsettled", "teams", "added_phases"})
"""The keys of ``extra`` that, when set, rule out a quick pass (``unsettled``: state-based
actions not yet checked to the end; ``teams``: teams have priority, and a team passes only
when both its players have, 805.5b) or a quick step (``added_phases``: an extra phase
follows, 500.8)."""


_NO_COMBAT_YET = Combat()
"""A combat phase's empty record (511.3): one immutable value for every quick step into
combat, rather than a dataclass ``__init__`` each time."""

_QUICK_STEPS = frozenset({"draw", "precombat main", "beginning of combat", "declare attackers",
                          "end of combat", "postcombat main", "end"})
"""Steps whose beginning has no turn-based action to carry out (501-514), or one the quick
path does itself (a draw, no attackers)."""


def _quick_step(state: GameState, action: Pass) -> Step | None:
    """A legal pass, the last of the round (from a settled state, as :func:`_quick_move`
    makes sure), that ends a step and begins one where nothing happens by itself (116.4,
    500.2), or None.

    With the stack empty, no mana to empty (500.4), nothing waiting and no triggered
    ability for the new step, ending the step only moves the game on: the new state is the
    old one with the new step, priority to the active player (116.3a) and, entering or
    leaving combat, a fresh or no combat (511.3)."""
    if state.zones.get("stack") or _mana_or_gone(state):
        return None  # (the stack resolves, mana empties, or the turn passes on: 116.4, 500.4;
        # teams and added phases: :data:`_NOT_QUICK`, asked by the caller)
    combat = None if state.step == "end of combat" else state.combat
    nxt = turn.following_step(state.step, combat)
    if nxt == "cleanup":  # (the turn ends: quick_turn says when nothing happens but that)
        return end_turn(state, action, _settled_step)
    if nxt not in _QUICK_STEPS or may_trigger_at(state, nxt):
        return None
    announce = step_event(state.edition, nxt, state.turn, state.active)
    if nxt == "draw":
        return _quick_draw(state, action, announce)
    if nxt == "declare attackers":
        return _quick_no_attack(state, action, announce, combat)
    if nxt == "beginning of combat":
        combat = _NO_COMBAT_YET
    return _quick(state, action, (announce,), step=nxt, passes=(), priority=state.active,
                  combat=combat)


def _mana_or_gone(state: GameState) -> bool:
    """Whether some player has mana in their pool, or the active player is no longer in the
    game (one walk of the players: no generator, no look-up on every step)."""
    active, gone = state.active, True
    for p in state.players:
        if p.mana:
            return True
        if p.name == active:
            gone = p.lost or p.left
    return gone


def _quick_draw(state: GameState, action: Pass, announce: Event) -> Step | None:
    """The draw step's turn-based action (504.1) on a quick step: the active player draws
    the top card of their library. None (the full path) when there is more to it: the first
    turn's skipped draw (103.7a), extra draws from a static ability, an empty library
    (704.5b), or an effect naming the card."""
    active = state.active
    if state.turn == 1 and state.get("skip_first_draw", True) and len(state.players) == 2:
        return None
    key = f"{active}:library"
    library = state.zones.get(key, ())
    if not library or not statics(state).kinds.isdisjoint(("extra_draw", "reveal_draws")):
        return None
    oid = library[0]
    if any(oid in e.affected for e in state.effects):
        return None
    objects = cast(Map, state.objects).set(oid, moved_object(state.objects[oid], "hand",
                                                              state.turn))
    zones = dict(state.zones)
    zones[key] = library[1:]
    hand = f"{active}:hand"
    zones[hand] = zones.get(hand, ()) + (oid,)
    draw = draw_event(state.edition, active)
    # (What the state worked out carries over: the permanents are the same, and a card's
    # characteristics are the same in a library as in a hand.)
    return _quick(state, action, (announce, draw), step="draw", passes=(), priority=active,
                  objects=objects, zones=read_only(zones))


def _quick_no_attack(state: GameState, action: Pass, announce: Event, now: Combat | None
                     ) -> Step | None:
    """The declare attackers step on a quick step when the active player has no creature
    that could attack, or nothing to attack: no attackers are declared (508.1), or None."""
    active = state.active
    if combat.possible_attackers(state, active) and combat.attack_targets(state, active):
        return None  # (the active player declares attackers: a choice, 508.1)
    none = Ctx.event(state, "attack", combat.no_attack_text(active), "turn.declare_attackers",
                     auto=True)
    return _quick(state, action, (announce, none), step="declare attackers", passes=(),
                  priority=active, combat=evolve(now or _NO_COMBAT_YET, declared_attackers=True))


def _quick(state: GameState, action: Pass, after_pass: tuple[Event, ...], **changes: Any
           ) -> Step:
    """The step of a quick pass: the log lines of the pass (712.5's note first, if another
    player decided) and ``after_pass``, and the old state with ``changes`` and everything
    it had worked out."""
    player = action.player
    passed = pass_event(state.edition, player)
    if state.effects:  # (control of a player is an effect: Sorin Markov's -7)
        events = (*_control_events(state, player), passed, *after_pass)
    else:
        events = (passed, *after_pass)
    memo = dict(state._memo)
    if "_memo_key" in memo:  # (who acts and when: the new state works it out anew; marked
        memo["_memo_key"] = NO_KEY  # unknown, not popped: a dict without holes copies fast)
    # (make_state's work inline: ``zones``, if changed, is read-only already)
    after = object.__new__(GameState)
    object.__setattr__(after, "__dict__", {**state.__dict__, **changes, "_memo": memo})
    return _step(state, action, events, after, ())


def _control_events(state: GameState, player: str) -> list[Event]:
    """712.5: the log line saying who decided for a controlled player, if anyone did."""
    if not state.effects:  # (control of a player is an effect: Sorin Markov's -7)
        return []
    note = control_note(state, player)
    if not note:
        return []
    return [Ctx.event(state, "control", note, "player.control_decisions", player=player)]


if not _shortcuts.FAST:  # MAGICTUTOR_FAST=0: every shortcut off from the start
    _shortcuts.set_shortcuts(False)
