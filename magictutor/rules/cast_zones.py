"""Where a card may be cast from besides its owner's hand (601.2a: a spell is cast from the
zone it is in), as one question the cast check asks: each zone's permission is in its own
module, :mod:`magictutor.rules.cast_from_graveyard` (Otaria's flashback) and
:mod:`magictutor.rules.cast_from_library` (Windriddle Palaces' library tops)."""

from __future__ import annotations

from magictutor.editions import Edition
from magictutor.model.protocol import GameView
from magictutor.model.state import Obj
from magictutor.model.violations import Violation
from magictutor.model.violations import violation as _v
from magictutor.rules.cast_from_graveyard import grave_castable
from magictutor.rules.cast_from_library import zone_refusal


def cast_zone_refusal(ed: Edition, g: GameView, player: str, o: Obj | None) -> list[Violation]:
    """Why ``player`` may not cast ``o`` from where it is, outside their hand (empty: a static
    ability lets them)."""
    if o is not None and o.owner == player and o.zone == "graveyard":
        if grave_castable(g, o):
            return []
        return [_v(ed, ("cast.steps",), f"{player} has no such card in hand to cast (and "
                   "nothing lets them cast it from their graveyard)")]
    return zone_refusal(ed, g, player, o, "cast", "cast.steps")
