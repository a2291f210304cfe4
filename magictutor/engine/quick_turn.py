"""The end of a turn and the beginning of the next (514, 500.1, 502, 503) done directly on a
working copy when nothing happens in them but the turn-based actions: a shortcut (see
:mod:`magictutor.engine.shortcuts`), switched off with ``QUICK_TURN`` or
``MAGICTUTOR_FAST=0``.

The full path ends the end step through :func:`magictutor.rules.turn.end_step`, which asks, at
each step it passes through, every rule that could make something happen there. The claim
made here: when the state says none of them can, ending the turn does only this, in this
order, and the log says the same lines the full path writes:

- the last pass (116.3d) ends the end step with an empty stack and no mana (116.4, 500.4:
  :func:`magictutor.engine.apply._quick_step` checked those, that the state is settled and
  that it is no team game);
- cleanup (514): the active player has no more cards than the maximum hand size, so nothing
  is discarded whatever sets it (514.1); damage is removed from the permanents that have
  some (514.2), and no effect ends, every effect being of a kind the end of a turn and the
  start of the next don't read (:data:`TURN_BLIND`) lasting past this turn. From a settled
  state, removing damage makes no state-based action apply and nothing triggers, so no
  player gets priority in cleanup (514.3a; an effect ending might kill a creature whose
  toughness it raised: the full path);
- the next player in turn order becomes the active player (102.1, 500.7: no extra turn is
  waiting or under way); the turn's records of lands played, rolls, spells cast and
  attacks start again (305.2, 901.9, 500.8: no phase was added); no "next turn" effect
  starts or ends and nobody controls a player (712.1: no effect lasts until someone's next
  turn and none controls a player, so no pass needs 712.5's note); the new active player
  becomes the planar controller (309.5, 901.6: by
  :func:`magictutor.rules.planechase.controller.on_new_turn` itself, as on the full path);
- untap (502.2): the new active player untaps their permanents; no static ability skips the
  step, untaps everyone's permanents or replaces an untap (:data:`UNTAP_STATICS`), no effect
  keeps a permanent tapped (``no_untap`` is not turn-blind); nothing triggers (none is
  called for in the untap step);
- upkeep (503): the active player gets priority; nothing triggers there
  (:func:`magictutor.rules.triggers.may_trigger_at`, which says so too for a delayed
  triggered ability waiting, 603.7), and the new active player owns no
  suspended card, whose time counter would come off (702.61a in 2013-07:
  :func:`magictutor.rules.suspended.suspended_of`).

With damage to remove (or a single planar deck, whose cards the new planar controller comes
to own, 901.15b), this is done on a working copy, then settled as on the full path (after
damage is removed, state-based actions are checked; untapping and a player's turn records
are blind to them, :data:`magictutor.engine.context._SBA_BLIND`) and frozen as on the full
path, so its memos are handed on the same way. Otherwise the working copy would find nothing
to settle, so the new state is built directly (:func:`_direct`, like a quick pass), and what
the old state worked out is handed on by :func:`magictutor.engine.memos_turn.hand_on_turn`,
which says what of it such a step can change.
``tests/test_quick_turn.py`` compares it with the full path, ``tests/test_quick_turn_direct.py``
the direct step with the working copy's (every answer handed on included); the shadow mode
compares it with the full path on every step.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from immutables import Map

from magictutor.engine import memos
from magictutor.engine.context import Ctx
from magictutor.engine.memos_turn import hand_on_turn
from magictutor.engine.quick_log import CLEANUP, pass_event, step_event, turn_events
from magictutor.engine.step import Step, _step
from magictutor.model.query import statics
from magictutor.model.state import evolve, make_state
from magictutor.rules.control import NEXT_TURN
from magictutor.rules.extra_phases import ADDED, ATTACKED
from magictutor.rules.extra_turns import AFTER, EXTRA
from magictutor.rules.planechase.controller import new_controller_text, on_new_turn
from magictutor.rules.suspended import suspended_of
from magictutor.rules.triggers import may_trigger_at
from magictutor.rules.turn import HAND_SIZE

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.model.actions import Pass
    from magictutor.model.state import GameState, Player

QUICK_TURN = True
"""Shortcut (514, 102.1, 502.2, 503; see :mod:`magictutor.engine.shortcuts`): the end of a
turn and the beginning of the next where nothing happens by itself are carried out
directly (:func:`end_turn`). Off, the last pass of the end step takes the full path."""

UNTAP_STATICS = frozenset({"skip_untap", "untap_all_permanents", "untap_to_counters"})
"""The static abilities that change the untap step (502.2; 614.1: Edge of Malacol's counters
instead of an untap; Horizon Boughs; a skipped untap step): with one in play, the full path."""

TURN_BLIND = frozenset({
    "add_subtypes", "become_creature", "blank_is_chaos", "cant_attack_player",
    "cant_be_blocked", "cant_cast", "cant_lose", "control", "devour", "emblem", "grant",
    "grant_ability", "must_attack", "no_max_hand", "prevent_all", "prevent_named_source",
    "prevent_shield", "pump", "spells_cost_less"})
"""The kinds of effect that nothing from the end step's last pass to the upkeep's priority
reads, but for when they end (:data:`_TURN_UNTIL`, "end of turn"): characteristics, combat,
casting, damage prevention and control of permanents (613, 508, 601, 615, 108.4), none of
them asked by a turn-based action of cleanup, untap or upkeep (``no_max_hand`` is read by
514.1 only with more than seven cards in hand, which takes the full path). Not here, so the
full path: ``control_player`` (712.1; 712.5's note on the pass), ``no_untap`` (502.2),
``delayed`` (603.7), and any kind added later until someone looks at what reads it."""

_TURN_UNTIL = frozenset({NEXT_TURN, "next untap"})
"""How long an effect lasts that a turn's beginning ends or starts (712.1, 502.2): with one,
the full path."""

_TURN_RECORDS = (EXTRA, AFTER, ADDED)
"""What ``extra`` holds while an extra turn waits or runs, or a phase was added (500.7, 500.8):
the full path works out who plays next and what ends."""


def end_turn(state: GameState, action: Pass, settled: Callable[[GameState, Pass, Ctx], Step]
             ) -> Step | None:
    """The step of the last pass of an end step (from a settled state, the stack empty and
    no mana: see :func:`magictutor.engine.apply._quick_step`) with the turn ended and the next
    one begun up to its upkeep, or None when something could happen there (see the module's
    docstring). With damage to remove, or a single planar deck (901.15b: the planar
    controller owns its cards), the step is carried out on a working copy that ``settled``
    settles and freezes; otherwise without one (:func:`_direct`)."""
    if not QUICK_TURN:
        return None
    if state.effects and _effects_ending(state) is not False:
        return None  # (an effect ends: a state-based action may then apply, 514.3a)
    active = state.active
    nxt = state.next_player(active)
    board = _to_untap(state, active, nxt)
    if board is None:
        return None
    untap, damaged = board
    pc = state.planechase
    if not damaged and (pc is None or not pc.single_deck):
        return _direct(state, action, nxt, untap)
    return settled(state, action, _working_copy(state, action, nxt, untap, damaged))


def _working_copy(state: GameState, action: Pass, nxt: str, untap: list[int],
                  damaged: list[int]) -> Ctx:
    """The working copy of the quick end of a turn, damage removed (514.2)."""
    active = state.active
    ctx = Ctx(state)
    edition, turn = state.edition, state.turn
    ctx.events += (pass_event(edition, action.player), step_event(edition, "cleanup", turn,
                                                                  active))
    for oid in damaged:  # (514.2, as turn.cleanup does it)
        ctx.set_obj(oid, damage=0)
    ctx.emit("cleanup", CLEANUP, "turn.cleanup_damage", auto=True)
    _begin_turn(ctx, nxt, untap)
    return ctx


def _direct(state: GameState, action: Pass, nxt: str, untap: list[int]) -> Step:
    """The quick end of a turn with no damage to remove, without a working copy: the new
    state is the old one with what :func:`_working_copy` would change, and the same log.
    The working copy would then settle with nothing to do (untapping, the turn records and
    the planar controller are blind to state-based actions, :data:`magictutor.engine.context.
    _SBA_BLIND`, nothing triggers, nothing waits) and freeze; what it would hand on is
    :func:`magictutor.engine.memos_turn.hand_on_turn`'s."""
    edition, turn, active = state.edition, state.turn + 1, state.active
    events = [pass_event(edition, action.player), step_event(edition, "cleanup", turn - 1,
                                                             active),
              *turn_events(edition, turn, nxt)]
    objects: Map = state.objects  # type: ignore[assignment]  # (always a Map)
    pc = state.planechase
    if pc is not None and pc.controller != nxt:  # (309.5, as controller.on_new_turn does it)
        pc = evolve(pc, controller=nxt)
        faceup = state.zones.get("faceup", ())
        if faceup:
            objects = _changed(objects, faceup, controller=nxt)
        events.append(Ctx.event(state, "planar", new_controller_text(nxt), "plane.controller",
                                "pc.owner", auto=True, player=nxt))
    events.append(step_event(edition, "untap", turn, nxt))
    if untap:
        objects = _changed(objects, untap, tapped=False)
        names = [objects[i].name for i in untap]
        events.append(Ctx.event(state, "untap", f"{nxt} untaps {', '.join(names)}",
                                "turn.untap", auto=True))
    events.append(step_event(edition, "upkeep", turn, nxt))
    fields = dict(state.__dict__)
    fields.update(players=_records_reset(state.players), objects=objects, turn=turn,
                  active=nxt, step="upkeep", priority=nxt, passes=(), planechase=pc)
    if state.loyalty_used:
        fields["loyalty_used"] = frozenset()
    for k, _ in state.extra:
        if k == ATTACKED:  # (the turn's attacks, 508.1: a record of this turn)
            fields["extra"] = tuple(kv for kv in state.extra if kv[0] != ATTACKED)
            break
    new = make_state(fields, {})
    if memos.HAND_ON:
        hand_on_turn(state, new, untap, nxt)
    return _step(state, action, tuple(events), new, ())


def _changed(objects: Map, ids: Iterable[int], **changes: Any) -> Map:
    """``objects`` with ``changes`` made to each of ``ids``, in one change of the map."""
    m = objects.mutate()
    for oid in ids:
        m[oid] = evolve(m[oid], **changes)
    return m.finish()


def _records_reset(players: tuple[Player, ...]) -> tuple[Player, ...]:
    """The players with their turn records started again (305.2, 901.9, 500.8), the same
    tuple if none had any (as :func:`_begin_turn` does it)."""
    for p in players:
        if p.lands_played or p.rolls or p.spells_cast or p.attacked:
            return tuple(evolve(q, lands_played=0, rolls=0, spells_cast=0, attacked=False)
                         if q.lands_played or q.rolls or q.spells_cast or q.attacked else q
                         for q in players)
    return players


def _effects_ending(state: GameState) -> bool | None:
    """Whether an effect ends in cleanup ("until end of turn", 514.2), when every effect is
    of a kind the turn's edge doesn't read (:data:`TURN_BLIND`) and none ends or starts with
    a turn (:data:`_TURN_UNTIL`); None when one is or does."""
    ending = False
    for e in state.effects:
        if e.kind not in TURN_BLIND or e.until in _TURN_UNTIL:
            return None
        if e.until == "end of turn":
            ending = True
    return ending


def _to_untap(state: GameState, active: str, nxt: str
              ) -> tuple[list[int], list[int]] | None:
    """The permanents ``nxt`` untaps in their untap step and those with damage to remove
    (514.2), when the end of this turn and the untap and upkeep steps of ``nxt``'s do
    nothing but their turn-based actions (see the module's docstring); None when something
    else could happen."""
    for key, _ in state.extra:
        if key in _TURN_RECORDS:
            return None
    if len(state.zones.get(f"{active}:hand", ())) > HAND_SIZE \
            or not statics(state).kinds.isdisjoint(UNTAP_STATICS) \
            or may_trigger_at(state, "upkeep") or suspended_of(state, nxt):
        return None
    objects = state.objects
    untap: list[int] = []
    damaged: list[int] = []
    for oid in state.zones.get("battlefield", ()):
        o = objects[oid]
        if o.damage:
            damaged.append(oid)
        if o.tapped and o.controller == nxt:
            untap.append(oid)
    return untap, damaged


def _begin_turn(ctx: Ctx, nxt: str, untap: list[int]) -> None:
    """The new turn up to its upkeep, ``nxt`` untapping ``untap`` (as
    :func:`magictutor.rules.turn.next_turn` and :func:`magictutor.rules.turn.untap_step` do it
    when nothing else happens)."""
    ctx.turn += 1
    ctx.active = nxt
    for name in ctx.order:
        p = ctx.players[name]
        if p.lands_played or p.rolls or p.spells_cast or p.attacked:
            ctx.set_player(name, lands_played=0, rolls=0, spells_cast=0, attacked=False)
    ctx.loyalty_used = set()
    ctx.extra.pop(ATTACKED, None)
    edition, turn = ctx.edition, ctx.turn
    ctx.emit("turn", f"Turn {turn} begins: {nxt} is the active player", "turn.active_player",
             "turn.beginning_phase", auto=True, turn=turn, active=nxt)
    on_new_turn(ctx)
    ctx.events.append(step_event(edition, "untap", turn, nxt))
    names = [ctx.set_obj(oid, tapped=False).name for oid in untap]
    if names:
        ctx.emit("untap", f"{nxt} untaps {', '.join(names)}", "turn.untap", auto=True)
    ctx.events.append(step_event(edition, "upkeep", turn, nxt))
    ctx.step = "upkeep"
    ctx.passes = ()
    ctx.priority = nxt
