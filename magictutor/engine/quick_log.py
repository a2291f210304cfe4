"""The log lines of the engine's quick passes and quick steps
(:func:`magictutor.engine.apply._quick_move`), each made once.

An :class:`~magictutor.model.events.Event` never changes, so one value serves every step
that logs the same line: a pass by a player, a step beginning in a given turn for a given
active player, the draw step's draw. Each is what the full path logs for the same step
(:meth:`magictutor.engine.context.Ctx.emit` in :func:`magictutor.rules.turn.begin_step` and
:func:`magictutor.rules.effects.draw_cards`); ``tests/test_memos.py`` compares quick steps
with full ones, events included. The tables are bounded (player names come from users).
"""

from __future__ import annotations

from magictutor.editions import rule_numbers
from magictutor.model.events import Event, make_event
from magictutor.rules.turn import step_announcement

_MADE: dict[tuple, Event] = {}
"""The log lines made so far, by what each says (see the functions below)."""


def _kept(key: tuple, ev: Event) -> Event:
    if len(_MADE) > 2000:  # (turns and player names vary: keep it small)
        _MADE.clear()
    _MADE[key] = ev
    return ev


def pass_event(edition: str, player: str) -> Event:
    """``player`` passes priority (116.3d)."""
    key = (edition, "pass", player)
    return _MADE.get(key) or _kept(key, make_event(
        "pass", f"{player} passes priority", rule_numbers(edition, ("priority.pass",)), False,
        (("player", player),)))


def step_event(edition: str, step: str, turn: int, active: str) -> Event:
    """``step`` of turn ``turn`` begins, ``active`` the active player (500.1)."""
    key = (edition, step, turn, active)
    return _MADE.get(key) or _kept(key, make_event(
        "step", step_announcement(step, turn, active), rule_numbers(edition, ("turn.steps",)),
        True, (("step", step),)))


def draw_event(edition: str, active: str) -> Event:
    """The draw step's draw (504.1)."""
    key = (edition, "draw", active)
    return _MADE.get(key) or _kept(key, make_event(
        "draw", f"{active} draws a card (draw step)", rule_numbers(edition, ("draw.card",)),
        False, (("player", active),)))


def turn_events(edition: str, turn: int, active: str) -> tuple[Event, Event]:
    """The end of a turn's cleanup line (514.2) and the next turn's first line (102.1, 500.7),
    ``active`` its active player, as :func:`magictutor.rules.turn.cleanup` and
    :func:`magictutor.rules.turn.next_turn` write them outside a team game."""
    key = (edition, "turn", turn, active)
    hit = _MADE.get(key)
    if hit is not None:
        return hit  # type: ignore[return-value]  # (this key holds the pair)
    pair = (make_event("cleanup", CLEANUP, rule_numbers(edition, ("turn.cleanup_damage",)),
                       True, ()),
            make_event("turn", f"Turn {turn} begins: {active} is the active player",
                       rule_numbers(edition, ("turn.active_player", "turn.beginning_phase")),
                       True, (("active", active), ("turn", turn))))
    _kept(key, pair)  # type: ignore[arg-type]
    return pair


CLEANUP = "Damage is removed from permanents and \"until end of turn\" effects end"
"""Cleanup's log line (514.2), as :func:`magictutor.rules.turn.cleanup` writes it."""
