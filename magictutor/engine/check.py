"""Whether an action is legal now: :func:`check` lists every rule it would break.

:func:`magictutor.apply` calls :func:`check` before it carries anything out, and
:func:`magictutor.legal_actions` asks it of every candidate it lists, so one check decides
both. The checks that come first, and refuse any action alike (a game over, an unknown
player or one who has left, a choice waiting for an answer), are written here; each kind of
action then has its own check, most of them in the rules module of its topic (combat,
stack, loyalty, Planechase), dispatched by the action's type (:data:`_BY_KIND`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from magictutor.cards import card
from magictutor.editions import Edition, get_edition
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
    Suspend,
    Unearth,
)
from magictutor.model.characteristics import card_of
from magictutor.model.state import GameState, card_set_current, need_state
from magictutor.model.violations import Violation
from magictutor.model.violations import violation as _v
from magictutor.rules import activated, combat, stack, unearth
from magictutor.rules.cast_from_library import zone_refusal
from magictutor.rules.control import control_hint, decider
from magictutor.rules.lands import may_play_another_land
from magictutor.rules.planechase import core as planechase
from magictutor.rules.planechase import talon_gates
from magictutor.rules.teams import TEAMS, holds_priority, may_team_pass, same_team, team_name


def check(state: GameState, action: Action) -> list[Violation]:
    """Every rule ``action`` would break now (an empty list: it is legal)."""
    if not isinstance(state, GameState):
        need_state(state, "check(state, action)")
    card_set_current(state)  # (answers worked out before a card was redefined: forgotten)
    return problems_of(state, action)


def problems_of(state: GameState, action: Action) -> list[Violation]:
    """:func:`check` for a state the caller made current with the card set already
    (``legal_actions``, which checks candidate after candidate of one state)."""
    problems = _check(state, action)
    if problems:  # 712.5: a controlling player acts in the controlled player's name
        hint = control_hint(state, getattr(action, "player", None))
        if hint:
            problems.append(_v(get_edition(state.edition), ("player.control_decisions",), hint))
    return problems


def is_legal(state: GameState, action: Action) -> bool:
    return not check(state, action)


def may_pass(state: GameState, player: str) -> bool:
    """Whether ``player`` holds priority in a game going on, with no choice waiting: all
    that :func:`check` asks of a pass (116.3d, 104.3a, 800.4a), answered without building
    its refusals (a refused pass is checked again to say why). Any type of ``player`` that
    is not a player's name is refused."""
    if state.priority != player and not (state.get(TEAMS) and may_team_pass(state, player)):
        return False  # (805.5b: in a game with teams, a teammate of the holder too)
    if state.game_over or state.pending is not None:
        return False
    for p in state.players:  # (two to six: a walk costs less than a lookup table)
        if p.name == player:
            return not (p.lost or p.left)
    return False


def _check(state: GameState, action: Action) -> list[Violation]:
    ed = get_edition(state.edition)
    player = getattr(action, "player", None)
    who = state._players_by_name.get(player) if isinstance(player, str) else None
    if state.game_over or who is None or not who.in_game:
        return _player_refusal(ed, state, player)
    kind = type(action)
    if kind is LeaveGame:
        return []
    if kind is Choose:
        return _check_choose(ed, state, cast(Choose, action))
    p = state.pending
    if p is not None and kind not in _ANSWER_A_DECLARATION:
        rules = p.rules or ed.rules("stack.resolve")  # (608.2d: a choice while resolving)
        return [(rules, f"the game is waiting for {p.player} to answer: {p.prompt}")]
    if state.planechase is not None and kind in _PLANAR_REFUSABLE:
        planar = planechase.planar_refusals(ed, state, action)  # 309.2, 310.2
        if planar:  # the planar card's own rule, and priority, which every action needs
            if not holds_priority(state, who.name):
                planar.append(_v(ed, ("priority.rule",), f"{player} does not have priority"))
            return planar
    by_kind = _BY_KIND.get(kind)
    if by_kind is None:
        return [((), f"unknown action {action!r}")]
    return by_kind(ed, state, action)


def _player_refusal(ed: Edition, state: GameState, player: Any) -> list[Violation]:
    """The refusal of any action by ``player`` because the game is over, there is no such
    player, or they have left (104.3a, 800.4a)."""
    if state.game_over:
        return [_v(ed, ("game.leave",), "the game is over")]
    who = state._players_by_name.get(player) if isinstance(player, str) else None
    if who is None:
        return [((), f"there is no player named {player!r} in this game")]
    return [_v(ed, ("game.leave",), f"{player} has left the game")]


def _check_choose(ed: Edition, state: GameState, action: Choose) -> list[Violation]:
    """An answer to the choice the game waits for: by the player it waits for, one of its
    options (the blockers' damage order has a check of its own: any order of them)."""
    p, player = state.pending, action.player
    if p is None or p.kind in ("attackers", "blockers"):
        return [_v(ed, ("priority.rule",), f"there is no choice for {player} to make now")]
    if p.kind == "damage_order":  # (any order of the blockers, not only those listed)
        return combat.check_damage_order(ed, state, player, action.option)
    rules = p.rules or ed.rules("stack.resolve")  # (608.2d: a choice while resolving)
    if p.player != player:
        return [(rules, f"{p.player} makes this choice, not {player}")]
    if action.option not in p.options:
        opts = ", ".join(state.describe(o) if isinstance(o, int) else str(o)
                         for o in p.options)
        shown = state.describe(action.option) if isinstance(action.option, int) \
            else repr(action.option)
        return [(rules, f"{shown} is not one of the options ({opts}){_why_not(state, action)}")]
    return []


def _why_not(state: GameState, action: Choose) -> str:
    """Why a permanent named in answer to the redirection question can't take the damage:
    306.7 sends it only to a planeswalker the player who would be dealt it controls."""
    p, o = state.pending, state.objects.get(action.option) if isinstance(action.option, int) \
        else None
    if p is None or p.kind != "redirect" or o is None:
        return ""
    mine = [state.objects[i] for i in p.options if isinstance(i, int) and i in state.objects]
    hurt = mine[0].controller if mine else None
    if o.zone != "battlefield" or "Planeswalker" not in card_of(o, state.edition).types:
        return f": {o.name} is not a planeswalker on the battlefield"
    if hurt is not None and o.controller != hurt:
        return (f": {o.name} is controlled by {o.controller}, and the damage may go only to a "
                f"planeswalker that {hurt}, who would be dealt it, controls")
    return ""


def _check_pass(ed: Edition, state: GameState, action: Pass) -> list[Violation]:
    if state.get(TEAMS) and state.priority is not None:
        return _check_team_pass(ed, state, action.player)
    if state.priority != action.player:
        return [_v(ed, ("priority.pass",), f"{action.player} does not have priority"
                   + (f" ({state.priority} does)" if state.priority else ""))]
    return []


def _check_team_pass(ed: Edition, state: GameState, player: str) -> list[Violation]:
    """A pass in a game with teams: by a member of the team that has priority (805.5,
    116.6) who has not passed since the last action (805.5b)."""
    if player == state.priority or may_team_pass(state, player):
        return []
    holder = state.priority
    assert holder is not None
    if not same_team(state, player, holder):
        return [_v(ed, ("team.has_priority", "team.priority", "team.priority_rule"),
                   f"{player}'s team does not have priority ({team_name(state, holder)} do, "
                   f"held by {holder})")]
    return [_v(ed, ("team.priority",), f"{player} has already passed since the last action: "
               f"{team_name(state, player)} pass as a team once {holder} passes too")]


def _check_land(ed: Edition, s: GameState, a: PlayLand) -> list[Violation]:
    o = s.objects.get(a.card)
    if o is None or o.zone != "hand" or o.owner != a.player:  # (or a library's top: Windriddle)
        refused = zone_refusal(ed, s, a.player, o, "play", "land.play")
        if refused or o is None:
            return refused
    out: list[Violation] = []
    if "Land" not in card(o.name, s.edition).types:
        out.append(_v(ed, ("land.play",), f"{o.name} is not a land"))
    if not holds_priority(s, a.player):
        out.append(_v(ed, ("land.timing",), f"{a.player} does not have priority"))
    why = stack.sorcery_timing(s, a.player)
    if why:
        out.append(_v(ed, ("land.timing",), "a land can be played only in your own main phase "
                      f"with an empty stack, and {' and '.join(why)}"))
    if not may_play_another_land(s, a.player):
        out.append(_v(ed, ("land.one_per_turn",), f"{a.player} has already played a land this "
                      "turn"))
    return out


_ANSWER_A_DECLARATION = frozenset({AssignDamage, DeclareAttackers, DeclareBlockers})
"""Actions that answer a choice of their own (attackers, blockers, damage division): the
others wait while a choice is pending."""

_PLANAR_REFUSABLE = frozenset({Cast, Activate, PlayLand})
"""Actions a face-up planar card may forbid (309.2, 310.2)."""

_BY_KIND: dict[type, Callable[[Edition, GameState, Any], list[Violation]]] = {
    AssignDamage: combat.check_assign,
    DeclareAttackers: combat.check_attackers,
    DeclareBlockers: combat.check_blockers,
    Pass: _check_pass,
    Cast: stack.check_cast,
    Activate: activated.check,
    PlayLand: _check_land,
    RollPlanarDie: planechase.check_roll,
    Unearth: unearth.check_unearth,
    Suspend: talon_gates.check_suspend,
}
"""The check of each kind of action, once the checks every action shares are passed."""


def current_player(state: GameState) -> str | None:
    """Who must decide now: the player answering a choice, or the one with priority; while
    that player is controlled by another (Sorin Markov), the controlling player (712.5).
    The action itself is still taken in the controlled player's name."""
    if not isinstance(state, GameState):
        need_state(state, "current_player(state)")
    if state.game_over:
        return None
    if state.pending is not None:
        return decider(state, state.pending.player)
    return decider(state, state.priority)
