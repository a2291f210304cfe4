"""Every creature type of an edition (205.3m), from ``magictutor/data/creature_types.txt``
(written from the CR texts by ``tools/creature_types.py``): what an object that "gains all
creature types" has (Velis Vel's chaos ability, layer 4), and what counts when creatures are
asked whether they share a creature type (a land's or an artifact's subtypes don't).

>>> "Bear" in creature_types("2013-07"), "Forest" in creature_types("2013-07")
(True, False)
>>> "Time Lord" in creature_types("current"), "Time Lord" in creature_types("2017-09")
(True, False)
"""

from __future__ import annotations

import os
from functools import cache


@cache
def creature_types(edition: str) -> tuple[str, ...]:
    """The creature types of ``edition``, in the CR's order."""
    path = os.path.join(os.path.dirname(os.path.dirname(__file__)), "data",
                        "creature_types.txt")
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            name, _, types = line.rstrip("\n").partition("\t")
            if name == edition:
                return tuple(types.split(", "))
    raise KeyError(f"no creature types for edition {edition!r}")


@cache
def creature_type_set(edition: str) -> frozenset[str]:
    return frozenset(creature_types(edition))
