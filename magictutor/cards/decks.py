"""Built-in decks for whole games and simulations, made of the teaching card set.

Each deck is 40 cards: lands, a few planeswalkers, burn, creatures and tricks, so a
simulated game shows loyalty going up and down.
"""

from __future__ import annotations

from magictutor.errors import MagictutorError
from magictutor.limits import cut

DECKS: dict[str, dict[str, int]] = {
    "Jace and Chandra": {
        "Island": 8, "Mountain": 9, "Jace Beleren": 2, "Chandra Nalaar": 2,
        "Lightning Bolt": 4, "Shock": 4, "Lava Axe": 2, "Hill Giant": 4, "Hellrider": 2,
        "Wall of Stone": 3,
    },
    "Ajani and Garruk": {
        "Plains": 8, "Forest": 9, "Ajani Goldmane": 2, "Garruk Wildspeaker": 2,
        "Gideon Jura": 1, "Grizzly Bears": 4, "Serra Angel": 3, "Colossal Dreadmaw": 2,
        "Giant Growth": 4, "Bandage": 3, "Hill Giant": 2,
    },
}
"""Deck name to card counts (40 cards each)."""


def deck_list(name: str) -> list[str]:
    """The cards of a built-in deck, in a fixed order (shuffle before play).

    >>> len(deck_list("Jace and Chandra"))
    40
    """
    try:
        counts = DECKS[name]
    except KeyError:
        raise UnknownDeckError(f"unknown deck {cut(name)}; built-in decks: "
                               f"{', '.join(DECKS)}") from None
    return [card for card, n in counts.items() for _ in range(n)]


class UnknownDeckError(MagictutorError, KeyError):
    """A deck name that is none of the built-in decks (also a :class:`KeyError`)."""

    def __str__(self) -> str:  # (a KeyError's own shows its message in quotes)
        return str(self.args[0])
