"""Card words that only some editions have. A card file is read once for every edition, so
it may use such a word; a game of an edition without it refuses the card at setup, with the
reason, as the 2011-09 rules refuse a phenomenon (there were none yet). The word is never
quietly read as another one: a judge's answer under the older rules would be wrong.
"""

from __future__ import annotations

from typing import Any

from magictutor.cards.model import CardDef
from magictutor.editions import get_edition

EDITION_WORDS: dict[str, tuple[str, str]] = {
    "trample over planeswalkers": ("trample_over_planeswalkers",
                                   "702.19c of the current rules, since 2021-06-18"),
}
"""A word, the edition feature that says whether the edition has it, and where it comes
from."""


def _words(value: Any) -> set[str]:
    """Every string in a card's keywords or in an ability's effects and statics."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*(_words(v) for v in value.values()), *(_words(k) for k in value))
    if isinstance(value, (list, tuple)):
        return set().union(*(_words(v) for v in value))
    return set()


def edition_problem(c: CardDef, edition: str) -> str | None:
    """Why the ``edition`` rules can't have card ``c`` in a game, or None.

    >>> from magictutor.cards import card
    >>> edition_problem(card("Colossal Dreadmaw"), "2013-07") is None
    True
    """
    ed = get_edition(edition)
    used = set(c.keywords) | _words([(a.effects, a.static) for a in c.abilities])
    for word, (feature, since) in EDITION_WORDS.items():
        if word in used and not ed.feature(feature):
            return (f"{c.name} has or grants {word}, a keyword the {edition} rules don't "
                    f"have ({since})")
    return None
