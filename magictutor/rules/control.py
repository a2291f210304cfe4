"""Effects that wait for a player's next turn: controlling a player (712 / 714 / 723) and
Gideon Jura's attack requirement (508.1d).

Sorin Markov's -7 makes its controller control a target player "during that player's next
turn"; Gideon Jura's +2 makes a target opponent's creatures attack him "during that player's
next turn". Both are effects created with ``until="their next turn"`` and ``turn=None``; when
that player's next turn actually begins (712.1b: a skipped turn doesn't count),
:func:`begin_turn` fixes the turn number they apply to. They end when the next turn begins
(712.1: the controlled player is controlled for the whole turn, cleanup included).

How the kit handles a controlled player: actions are still taken *in the controlled
player's name* (``Pass("Bob")``, ``Activate("Bob", ...)``): they are that player's actions,
paid with that player's resources (712.5a) and checked by the same rules. What changes is who
decides: :func:`decider` (and so :func:`magictutor.current_player`) names the controlling
player whenever the controlled player must act or answer a choice, and each such step's log
says who made the decision (712.5). Objects keep their controllers (712.3): Bob's Jace is
still Bob's, so its loyalty abilities are activated as ``Activate("Bob", ...)``. Conceding
(``LeaveGame``) stays the player's own act: the controller can't make them concede (712.6).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from magictutor.model.protocol import GameView
from magictutor.model.state import evolve

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx

NEXT_TURN = "their next turn"


def decider(g: GameView, player: str | None) -> str | None:
    """Who makes ``player``'s decisions now: the player controlling them this turn (712.5),
    or ``player`` themselves.

    >>> from magictutor.engine.setup import build_game
    >>> decider(build_game(["Alice", "Bob"]), "Bob")
    'Bob'
    """
    if player is None:
        return None
    for e in reversed(g.effects):
        if (e.kind == "control_player" and e.get("player") == player
                and e.get("turn") == g.turn and g.is_live(e.controller)):
            return e.controller
    return player


def begin_turn(ctx: Ctx) -> None:
    """A turn begins: end "next turn" effects whose turn is over, start those of the new
    active player (the latest player-controlling effect wins, 712.1a).

    >>> from magictutor.engine.setup import build_game
    >>> from magictutor.engine.context import Ctx
    >>> ctx = Ctx(build_game(["Alice", "Bob"]))
    >>> _ = ctx.add_effect("control_player", None, "Alice", affected=("Bob",), until=NEXT_TURN,
    ...                    player="Bob", turn=None)
    >>> ctx.turn, ctx.active = 2, "Bob"
    >>> begin_turn(ctx)
    >>> decider(ctx.freeze(), "Bob")
    'Alice'
    """
    ctx.effects = [e for e in ctx.effects  # (712.1: a turn's effect ends as the next begins)
                   if not (e.until == NEXT_TURN and e.get("turn") is not None
                           and e.get("turn") < ctx.turn)]
    waiting = [e for e in ctx.effects if e.until == NEXT_TURN and e.get("turn") is None
               and e.get("player") == ctx.active]
    controls = [e for e in waiting if e.kind == "control_player"]
    for e in controls[:-1]:
        ctx.effects.remove(e)
        ctx.emit("control", f"{e.controller}'s control of {ctx.active} ({e.source_name}) is "
                 "overridden by a later player-controlling effect", "player.control_latest",
                 auto=True)
    for e in waiting:
        if e.kind != "control_player" or e is controls[-1]:
            _start(ctx, e)


def _start(ctx: Ctx, e: Any) -> None:
    """A "next turn" effect starts applying to this turn, and the log says what it does."""
    started = evolve(e, data=tuple(sorted({**dict(e.data), "turn": ctx.turn}.items())))
    ctx.effects[ctx.effects.index(e)] = started
    if e.kind == "control_player":
        if e.controller == ctx.active:
            text = f"{ctx.active} controls themselves this turn: nothing changes"
        else:
            text = (f"{e.controller} controls {ctx.active} during this turn "
                    f"({e.source_name}): {e.controller} makes every decision "
                    f"{ctx.active} would make")
        ctx.emit("control", text, "player.control", "player.control_decisions",
                 "player.control_objects", auto=True, player=ctx.active)
    elif e.kind == "must_attack":
        ctx.emit("effect", f"This turn each creature {ctx.active} controls attacks "
                 f"{e.source_name} if able", "turn.attack_requirements", auto=True)


def control_note(g: GameView, player: str | None) -> str | None:
    """The log line for a decision made for a controlled player, or None.

    >>> from magictutor.engine.setup import build_game
    >>> control_note(build_game(["Alice", "Bob"]), "Alice") is None
    True
    """
    who = decider(g, player)
    if who is None or who == player:
        return None
    return f"{who} makes this decision for {player}, whom {who} controls this turn"


def control_hint(g: GameView, player: str | None) -> str | None:
    """For a refused action: a hint when ``player`` decides for a controlled player now.

    >>> from magictutor.engine.setup import build_game
    >>> control_hint(build_game(["Alice", "Bob"]), "Bob") is None
    True
    """
    if g.game_over:
        return None
    acting = g.pending.player if g.pending is not None else g.priority
    if acting is None or acting == player or decider(g, acting) != player:
        return None
    return (f"{player} decides for {acting} this turn, so {acting}'s actions and choices are "
            f"taken in {acting}'s name")
