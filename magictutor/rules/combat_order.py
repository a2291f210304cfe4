"""Who declares blockers when (509.1, 802.4, 810.7d): the refusal of a declaration made out
of turn, citing the rule that makes the player wait, in the edition's numbering.

In a duel the defending player declares blockers as the declare blockers step begins
(509.1); in a free-for-all each defending player does, one after another in APNAP order
(802.4); in Two-Headed Giant the defending team declares one combined block (810.7d; 805.10d
in the current rules), made by its primary player.
"""

from __future__ import annotations

from typing import Any

from magictutor.model.state import GameState
from magictutor.model.violations import Violation
from magictutor.model.violations import violation as _v
from magictutor.rules.teams import teams


def blockers_not_now(ed: Any, s: GameState, player: str) -> Violation:
    """The refusal of ``player``'s declaration of blockers when the game is not waiting for
    theirs: no declaration is due, or another defending player (or team) declares now."""
    p = s.pending
    due = p is not None and p.kind == "blockers" and len(s.player_order) > 2
    keys: tuple[str, ...] = ("turn.declare_blockers",)
    if due:
        keys += ("team.block",) if teams(s) else ("multiplayer.block_order",)
    return _v(ed, keys, f"{player} can't declare blockers now: each defending player declares "
              "them at the start of the declare blockers step"
              + (f", in turn order, and {p.player} declares now" if due and p is not None
                 else ""))
