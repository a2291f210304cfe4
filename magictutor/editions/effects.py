"""Rule numbers of the generic effect words (tokens, sacrifice, conditions...), as
(2011-09, 2013-07, 2017-09, current), read by :mod:`magictutor.editions.data`."""

from __future__ import annotations

EFFECT_RULES: dict[str, tuple[str | None, str | None, str | None, str | None]] = {
    # An intervening "if": tested as the ability would trigger and again as it resolves.
    "ability.intervening_if": ("603.4", "603.4", "603.4", "603.4"),
    # The total cost of a spell: its mana cost, plus increases, minus reductions.
    "cost.total": ("601.2e", "601.2e", "601.2f", "601.2f"),
    # A cost changed or reduced by an effect.
    "cost.reduce": ("117.7", "117.7", "117.7", "118.7"),
    # A copy takes the copiable values of the original (the printed card, in the kit).
    "copy.copiable": ("706.2", "706.2", "706.2", "707.2"),
    # Countering a spell or ability removes it from the stack; it doesn't resolve (701.5a
    # until 2017-09; 701.6a today, after "cast" became keyword action 701.5).
    "kw.counter_remove": ("701.5a", "701.5a", "701.5a", "701.6a"),
    # A countered ability's costs are not refunded (loyalty paid stays paid).
    "kw.counter_no_refund": ("701.5b", "701.5b", "701.5b", "701.6b"),
    # Exalted: a creature attacking alone gets +1/+1 for each instance.
    "kw.exalted": ("702.81", "702.82", "702.82", "702.83"),
    # Activated abilities with mana and tap costs (magictutor.rules.activated): the tap symbol
    # can't be paid by a tapped permanent; a creature's {T} ability waits out summoning
    # sickness; a mana ability doesn't use the stack.
    "cost.tap": ("107.5", "107.5", "107.5", "107.5"),
    "ability.tap_sick": ("602.5a", "602.5a", "602.5a", "602.5a"),
    "mana.no_stack": ("605.3b", "605.3b", "605.3b", "605.3b"),
    # Layer 6: effects that add abilities (Stensia's chaos ability grants one).
    "layer.ability": ("613.1f", "613.1f", "613.1f", "613.1f"),
    # The five colours of mana (Truga Jungle's "one mana of any color").
    "mana.colors": ("106.1a", "106.1a", "106.1a", "106.1a"),
}
