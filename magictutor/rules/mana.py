"""Mana costs and paying them (106, 107.4, 601.2g-h).

Costs are written as in card text: ``"{2}{R}{R}"``, ``"{X}{R}"``. The kit pays
automatically: first from the floating mana pool, then by tapping untapped lands,
keeping lands of colours the rest of the cost still needs.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import cache

COLORS = "WUBRG"
ANY = "*"
"""The letter of a land that may tap for mana of any colour (a plane grants it: Truga
Jungle); it pays coloured mana after the lands of that colour, and generic mana."""
_SYMBOL = re.compile(r"\{([^}]*)\}")


def parse_cost(cost: str, x: int | None = None) -> tuple[int, Counter]:
    """Split a mana cost into generic mana and coloured mana.

    >>> parse_cost("{2}{R}{R}")
    (2, Counter({'R': 2}))
    >>> parse_cost("{X}{R}", x=3)
    (3, Counter({'R': 1}))
    """
    generic, colored = _parse(cost or "", x)
    return generic, Counter(dict(colored))


def parse_items(cost: str, x: int | None = None) -> tuple[int, tuple[tuple[str, int], ...]]:
    """:func:`parse_cost` with the coloured mana as sorted (colour, count) pairs.

    >>> parse_items("{2}{R}{R}")
    (2, (('R', 2),))
    """
    return _parse(cost or "", x)


@cache
def _parse(cost: str, x: int | None) -> tuple[int, tuple[tuple[str, int], ...]]:
    """Costs are few and repeat endlessly in a game: parse each once."""
    generic = 0
    colored: Counter[str] = Counter()
    for sym in _SYMBOL.findall(cost or ""):
        s = sym.upper()
        if s.isdigit():
            generic += int(s)
        elif s == "X":
            generic += x or 0
        elif s in COLORS or s == "C":
            colored[s] += 1
        else:
            raise ValueError(f"unknown mana symbol {{{sym}}} in {cost!r}")
    return generic, tuple(sorted(colored.items()))


@cache
def mana_value(cost: str) -> int:
    """Converted mana cost / mana value, X counting as 0.

    >>> mana_value("{3}{R}{R}")
    5
    """
    g, c = _parse(cost or "", None)
    return g + sum(n for _, n in c)


def plan_payment(pool: str, lands: list[tuple[int, str]], generic: int,
                 colored: Counter) -> tuple[str, list[int]] | None:
    """Choose how to pay: which floating mana to spend and which lands to tap.

    ``lands`` are (id, letter) pairs for untapped lands; returns the pool left over and
    the ids to tap, or ``None`` if the cost cannot be paid.

    >>> plan_payment("", [(1, "R"), (2, "U"), (3, "R")], 1, Counter("R"))
    ('', [1, 2])
    """
    return plan_items(pool, lands, generic, tuple(colored.items()))


def _land_for(free: list[tuple[int, str]], color: str) -> int | None:
    """The index in ``free`` of the land to tap for one mana of ``color``: one of that colour,
    else one that taps for any colour ("*": Truga Jungle), else None."""
    k = next((k for k, land in enumerate(free) if land[1] == color), None)
    if k is None:
        k = next((k for k, land in enumerate(free) if land[1] == ANY), None)
    return k


def colours_available(letters: str, colored: tuple[tuple[str, int], ...]) -> bool:
    """Whether mana of ``letters`` (a pool's and untapped lands' letters, :data:`ANY` for a
    land that taps for any colour) holds as many of each colour as ``colored`` asks for,
    lands of any colour making up what the others lack: what :func:`plan_items` needs before
    it can pay those coloured symbols (each from the pool's mana of its colour, a land of its
    colour or one of any colour), so a cost this refuses, :func:`plan_items` refuses too;
    for a quick "could this be cast" test.

    >>> colours_available("GGU", (("R", 1),)), colours_available("G*", (("R", 1),))
    (False, True)
    """
    wild = letters.count(ANY)  # (what the letters of each colour lack, lands of any make up)
    for color, n in colored:
        short = n - letters.count(color)
        if short > 0:
            wild -= short
            if wild < 0:
                return False
    return True


def plan_items(pool: str, lands: list[tuple[int, str]], generic: int,
               colored: tuple[tuple[str, int], ...], made: list[str] | None = None
               ) -> tuple[str, list[int]] | None:
    """:func:`plan_payment` with the coloured mana as (colour, count) pairs. Given a list
    ``made``, it is filled with the mana each land tapped makes: the colour it pays for, or
    for generic mana its own letter (``*`` for a land that taps for any colour: Truga
    Jungle's, whose controller would choose).

    >>> plan_items("R", [(1, "R"), (2, "U")], 1, (("R", 1),))
    ('', [1])
    """
    pool_left: dict[str, int] = {}
    for letter in pool:
        pool_left[letter] = pool_left.get(letter, 0) + 1
    taps: list[int] = []
    free = list(lands)
    for color, n in colored:  # coloured mana: floating mana first, then lands of that colour
        use = min(n, pool_left.get(color, 0))
        if use:
            pool_left[color] -= use
        for _ in range(n - use):
            k = _land_for(free, color)
            if k is None:
                return None
            taps.append(free.pop(k)[0])
            if made is not None:
                made.append(color)
    # generic: floating mana first, then the lands whose colour is least useful
    g = generic
    for color in sorted(pool_left, key=lambda c: (c != "C", c)):
        use = min(g, pool_left[color])
        g -= use
        pool_left[color] -= use
    if g > len(free):
        return None
    taps += [land[0] for land in free[:g]]
    if made is not None:
        made += [land[1] for land in free[:g]]
    rest = "".join(c * n for c, n in sorted(pool_left.items()) if n > 0)
    return rest, taps
