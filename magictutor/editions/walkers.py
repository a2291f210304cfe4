"""Rule numbers of the planeswalker cards' own rules (exile, scry, linked abilities, the
command zone, emblems as objects, X loyalty) in each edition, as (2011-09, 2013-07, 2017-09,
current).

Part of the edition tables of :mod:`magictutor.editions.data`, kept apart like the Planechase
rules (:mod:`magictutor.editions.planechase`). Every number was checked by reading its line in
that edition's Comprehensive Rules; comments paraphrase, never quote.
"""

from __future__ import annotations

WALKER_RULES: dict[str, tuple[str | None, str | None, str | None, str | None]] = {
    # To exile an object is to put it into the exile zone from wherever it is.
    "zone.exile": ("406.2", "406.2", "406.2", "406.2"),
    # Exile, the keyword action.
    "kw.exile": ("701.9", "701.9", "701.10", "701.13"),
    # Scry N: look at the top N, any number to the bottom, the rest on top, in any order.
    "kw.scry": ("701.18", "701.18", "701.16", "701.22"),
    # An ability that refers to cards "exiled with" its object sees only those it exiled.
    "linked.exiled_with": ("607.2a", "607.2a", "607.2a", "607.2a"),
    # The command zone holds objects with game-wide abilities, such as emblems.
    "command.zone": ("408.1", "408.1", "408.1", "408.1"),
    "command.emblems": ("408.2", "408.2", "408.2", "408.2"),
    # An emblem is a marker for an object with abilities and (almost) nothing else.
    "emblem.marker": ("113.1", "113.1", "113.1", "114.1"),
    # An emblem has only the abilities the effect gave it: no name, types, cost or colour
    # (today: most emblems have no name).
    "emblem.characteristics": ("113.3", "113.3", "113.3", "114.3"),
    # An emblem is neither a card nor a permanent.
    "emblem.not_permanent": ("113.5", "113.5", "113.5", "114.5"),
    # A delayed triggered ability still finds the object it names, unless it changed zones.
    "delayed.object": ("603.7c", "603.7c", "603.7c", "603.7c"),
    # X in a spell's cost is announced while casting it; today 107.3m also says outright
    # that an object entering "with X" uses the X its spell was cast with.
    "pw.x_loyalty": ("107.3a", "107.3a", "107.3a", "107.3m"),
}
"""Key to rule number in each edition, merged into :data:`magictutor.editions.data.RULE_NUMBERS`."""
