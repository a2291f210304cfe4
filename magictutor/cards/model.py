"""Card definitions: what a card data file says, as frozen values.

A card's abilities refer to a small vocabulary of effects written in Python
(:mod:`magictutor.rules.effects`). Where an edition words a card differently (burn spells
say "creature or player" before 2018 and "any target" now), the data file carries
an override for that edition and :func:`magictutor.cards.card` applies it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

ABILITY_KINDS = ("spell", "loyalty", "triggered", "static", "activated", "chaos", "encounter")

TRIGGERS = (
    "upkeep",  # at the beginning of your upkeep
    "precombat main",  # at the beginning of your precombat main phase
    "end step",  # at the beginning of your end step
    "attacks",  # whenever a creature you control attacks
    "cast",  # whenever a player casts a spell
    "roll",  # whenever you roll the planar die
    "planeswalk to",  # when you planeswalk to this plane
    "planeswalk away",  # when you planeswalk away from this plane
    "dies",  # whenever a creature dies
    "draw step",  # at the beginning of your draw step
    "draws",  # whenever a player draws a card
    "a land enters",  # whenever a land enters the battlefield
    "taps a land for mana",  # whenever a player taps a land for mana
    "a creature deals combat damage to a player",  # whenever one does
    "a nontoken creature enters",  # whenever one enters the battlefield
    "a card goes to a graveyard",  # whenever a card is put into a graveyard from anywhere
    "a creature leaves the battlefield",  # whenever one does, from the battlefield to anywhere
    "a creature enters",  # whenever a creature, a card or a token, enters the battlefield
    "a creature first deals damage to a player this turn",  # (Stensia)
    "end of combat",  # at end of combat, as your end of combat step begins (Glen Elendra)
)


@dataclass(frozen=True)
class AbilityDef:
    """One ability of a card.

    ``kind``: ``spell`` (what an instant or sorcery does), ``loyalty`` (cost like ``"+2"``),
    ``triggered`` (with ``trigger``), ``static``, ``activated``, ``chaos`` (a plane's chaos
    ability, 309.7) or ``encounter`` (a phenomenon's "when you encounter", 310.5).
    """

    kind: str
    text: str = ""
    cost: str | None = None
    trigger: str | None = None
    targets: tuple[str, ...] = ()
    effects: tuple[Any, ...] = ()
    static: tuple[Any, ...] = ()
    optional: bool = False
    condition: Any = None

    @property
    def is_loyalty(self) -> bool:
        return self.kind == "loyalty"


@dataclass(frozen=True)
class CardDef:
    """A card as one edition words it."""

    name: str
    types: tuple[str, ...]
    cost: str = ""
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    keywords: tuple[str, ...] = ()
    abilities: tuple[AbilityDef, ...] = ()
    text: str = ""
    produces: str = ""  # for basic lands: the mana letter they tap for
    loyalty_x: bool = False  # printed loyalty X (loyalty then 0 off the stack, 107.3f)
    source: str = field(default="", compare=False)  # data file it came from
    _by_kind: dict[str, tuple[tuple[int, AbilityDef], ...]] = field(
        init=False, default_factory=dict, compare=False, repr=False)
    _by_cost: dict[str, tuple[tuple[int, AbilityDef], ...]] = field(
        init=False, default_factory=dict, compare=False, repr=False)

    def is_type(self, t: str) -> bool:
        return t in self.types

    @property
    def is_permanent_card(self) -> bool:
        return any(t in self.types for t in
                   ("Creature", "Planeswalker", "Land", "Artifact", "Enchantment"))

    @property
    def is_planar(self) -> bool:
        return "Plane" in self.types or "Phenomenon" in self.types

    def loyalty_ability(self, cost: str) -> tuple[int, AbilityDef] | None:
        """The loyalty ability with this cost (``"+2"``, ``"-1"``, ``"0"``, ``"-X"``); the
        first one, when two cost the same."""
        hit = self._by_cost.get(normalize_cost(cost))
        return hit[0] if hit else None

    def loyalty_abilities_costing(self, cost: str) -> tuple[tuple[int, AbilityDef], ...]:
        """(index, ability) of every loyalty ability with this cost (two abilities of one
        card may cost the same)."""
        return self._by_cost.get(normalize_cost(cost), ())

    def abilities_of(self, kind: str) -> tuple[tuple[int, AbilityDef], ...]:
        """(index, ability) for each ability of this kind (the engine asks for every
        permanent at every step, so the answers are worked out once, as the card is made)."""
        return self._by_kind.get(kind, ())

    def __post_init__(self) -> None:
        # Indexes of the abilities, filled while the card is built (two declared fields), so
        # that a card, once made, is never written to (no memo in a frozen object, #13).
        by_kind: dict[str, list[tuple[int, AbilityDef]]] = {}
        by_cost: dict[str, list[tuple[int, AbilityDef]]] = {}
        for i, a in enumerate(self.abilities):
            by_kind.setdefault(a.kind, []).append((i, a))
            if a.kind == "loyalty":
                by_cost.setdefault(normalize_cost(a.cost or ""), []).append((i, a))
        object.__setattr__(self, "_by_kind", {k: tuple(v) for k, v in by_kind.items()})
        object.__setattr__(self, "_by_cost", {k: tuple(v) for k, v in by_cost.items()})

    @property
    def type_line(self) -> str:
        left = " ".join(self.supertypes + self.types)
        if not self.subtypes:
            return left
        return f"{left} \u2014 {' '.join(self.subtypes)}"


def normalize_cost(cost: str) -> str:
    """Loyalty costs written with a minus sign, en dash or hyphen all read the same.

    >>> normalize_cost("\u22123"), normalize_cost("+2"), normalize_cost("0"), normalize_cost("-x")
    ('-3', '+2', '0', '-X')
    """
    hit = _NORMALIZED.get(cost) if type(cost) is str else None
    if hit is not None:
        return hit
    c = str(cost).strip().replace("\u2212", "-").replace("\u2013", "-").upper()
    if c in ("+0", "-0"):
        c = "0"
    if type(cost) is str and len(_NORMALIZED) < 1000:
        _NORMALIZED[cost] = c
    return c


_NORMALIZED: dict[str, str] = {}


def loyalty_delta(cost: str, x: int | None = None) -> int:
    """How many loyalty counters a loyalty cost adds (negative: removes) (606.4).

    >>> loyalty_delta("+2"), loyalty_delta("-1"), loyalty_delta("0"), loyalty_delta("-X", 3)
    (2, -1, 0, -3)
    """
    c = normalize_cost(cost)
    if c == "-X":
        return -(x or 0)
    return int(c)
