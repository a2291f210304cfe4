"""Playing lands (305): a player may play one land on each of their turns (305.2), and more
if an effect says so, such as Naya's ``{any_number_of_lands: true}`` for its planar
controller ("you" on a plane, 309.5)."""

from __future__ import annotations

from magictutor.model.protocol import GameView
from magictutor.model.query import has_static
from magictutor.rules.teams import same_team


def any_number_of_lands(g: GameView, player: str) -> bool:
    """Whether ``player`` may play any number of lands this turn: a face-up plane with that
    static ability is theirs to use while they are its planar controller, or in Two-Headed
    Giant on the planar controller's team ("you" on a plane: 901.12c; 901.11c in 2011-09)."""
    if not has_static(g, "any_number_of_lands"):
        return False
    pc = g.planechase.controller if g.planechase is not None else None
    return pc is not None and same_team(g, pc, player)


def may_play_another_land(g: GameView, player: str) -> bool:
    """305.2: one land a turn, unless an effect allows more."""
    return g.player(player).lands_played < 1 or any_number_of_lands(g, player)
