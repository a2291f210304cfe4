"""Rule numbers of doubling replacement effects and devour (Selesnya Loft Gardens, Jund), as
(2011-09, 2013-07, 2017-09, current), read by :mod:`magictutor.editions.data`."""

from __future__ import annotations

REPLACEMENT_RULES: dict[str, tuple[str | None, str | None, str | None, str | None]] = {
    # "Instead": an event (tokens created, counters put) is replaced by a bigger one.
    "replacement.instead": ("614.1a", "614.1a", "614.1a", "614.1a"),
    # A permanent entering with counters counts as counters being put on it (121.6: "placed").
    "counters.placed": ("121.6", "121.6", "121.6", "122.6"),
    # 2017-09 on: "if an effect would create tokens / put counters" also sees tokens and
    # counters that another replacement effect makes, even when the original event was no
    # effect (an untap step's untap, replaced by counters).
    "replacement.effect_made": (None, None, "614.16", "614.16"),
    # How a permanent enters is modified by replacement effects, looked at as it would exist.
    "replacement.entering": ("614.12", "614.12", "614.12", "614.12"),
    # Devour N: as it enters, sacrifice any number of creatures; N +1/+1 counters for each.
    "kw.devour": ("702.80a", "702.81a", "702.81a", "702.82a"),
    # An effect that changed a permanent spell on the stack goes on applying to the permanent.
    "zone.spell_to_permanent": ("400.7a", "400.7a", "400.7a", "400.7a"),
    # A triggered ability that triggers on a mana ability and adds mana is a mana ability.
    "mana.triggered": ("605.1b", "605.1b", "605.1b", "605.1b"),
    # Layer 4: type-changing effects (gaining creature types).
    "layer.types": ("613.1d", "613.1d", "613.1d", "613.1d"),
    # Layer 7c: effects that modify power and toughness (a bonus per creature sharing a type).
    "layer.pt_modify": ("613.3c", "613.3c", "613.3c", "613.4c"),
    # Creature types: the subtypes creatures share, and the list of them.
    "type.creature_types": ("205.3m", "205.3m", "205.3m", "205.3m"),
    # Changeling: an object that is every creature type (what "all creature types" means).
    "kw.changeling": ("702.71a", "702.72a", "702.72a", "702.73a"),
}
