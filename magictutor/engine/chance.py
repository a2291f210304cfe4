"""The working copy's random outcomes (the planar die, shuffles, Interplanar Tunnel's
order): drawn from the game seed, or taken from the recorded outcomes when a step is
replayed, so a game is the same from its seed and a save replays exactly."""

from __future__ import annotations

import random
from typing import Any


def outcome(seed: Any, count: int, kind: str, make: Any) -> Any:
    """The random outcome of ``kind`` a game with ``seed`` draws as its ``count``-th: ``make``
    given a :class:`random.Random` seeded from the three (a step without a working copy draws
    it here too: :mod:`magictutor.engine.quick_roll`)."""
    return make(random.Random(f"{seed}:{count}:{kind}"))


class Chance:
    """Mixed into :class:`magictutor.engine.context.Ctx`, which sets ``seed``,
    ``rng_count``, ``chance_in`` (outcomes to replay) and ``chance_out`` (outcomes drawn).
    Their slots are declared here, where they are used (the other base of ``Ctx`` has none)."""

    __slots__ = ("seed", "rng_count", "chance_in", "chance_out")
    seed: Any
    rng_count: int
    chance_in: list
    chance_out: list

    def chance(self, kind: str, make: Any) -> Any:
        """A random outcome, taken from the recorded outcomes when a step is replayed.

        ``make`` receives a :class:`random.Random` seeded from the game seed and how many
        random outcomes the game has had so far (:func:`outcome`), so a game is the same from
        its seed."""
        if self.chance_in:
            value = self.chance_in.pop(0)
        else:
            value = outcome(self.seed, self.rng_count, kind, make)
        self.rng_count += 1
        self.chance_out.append(value)
        return value
