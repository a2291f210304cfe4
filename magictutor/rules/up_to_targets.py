""""Up to N targets" on an activated ability (Nissa, Steward of Elements' -6: "up to two
target lands you control"): its target words are each optional.

As with any variable number of targets (601.2c; 602.2b applies it to activating an
ability), the player announces how many targets, from 0 to N, then chooses them: an
:class:`~magictutor.model.actions.Activate` naming k of them (k at most N) is checked
against the first k target words, and the same object still can't be chosen twice for one
word "target" (114.3; 115.3 in the current rules). The ability remembers the words of the
targets it has (``tspecs``), so on resolution only those are checked (608.2b): it doesn't
resolve if all of them are illegal, but with no target chosen it isn't targeted at all
(115.6 in the current rules; the older editions say the same through their example of
Loaming Shaman, 701.16e / 701.18d), so it resolves, doing what it does to no land.

The legal actions list each set of targets once, in battlefield order (the words of Nissa's
-6 are all alike, so the order the lands are named in changes nothing): for N = 2 and L
lands, 1 + L + L(L-1)/2 candidates, fewer than the L(L-1) ordered pairs a fixed "two
target lands" lists. Unlike the triggered abilities of :mod:`magictutor.rules.many_targets`
nothing is half-chosen: an activation names all its targets at once, as every activation
of the kit does, so a save never holds a half-announced one."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations, product
from typing import Any

from magictutor.model.violations import Violation
from magictutor.model.violations import violation as _v
from magictutor.rules.stack import check_targets

UP_TO = "up to"
"""The condition word of an ability whose target words are each optional (0 to N)."""


def up_to(ab: Any) -> bool:
    """Whether ability ``ab`` takes up to as many targets as it has target words."""
    cond = ab.condition if ab is not None else None
    return bool(cond and dict(cond).get(UP_TO))


def chosen_specs(ab: Any, targets: Any) -> tuple[str, ...]:
    """The target words the ``targets`` given answer: the first ``len(targets)`` of an "up
    to" ability's (all of them if more are given, which the check refuses), else all."""
    specs: tuple[str, ...] = ab.targets
    if up_to(ab) and isinstance(targets, (tuple, list)) and len(targets) < len(specs):
        return specs[:len(targets)]
    return specs


def check_count(ed: Any, ab: Any, targets: Any, what: str) -> list[Violation]:
    """Why an "up to N targets" ability can't have the ``targets`` given: more than N of
    them (601.2c, which 602.2b applies to activating); fewer are fine, none included."""
    if not up_to(ab) or not isinstance(targets, tuple) or len(targets) <= len(ab.targets):
        return []
    return [_v(ed, ("cast.target_count", "ability.targets", "ability.activate"),
               f"{what} takes up to {len(ab.targets)} targets ({', '.join(ab.targets)}); "
               f"{len(targets)} given")]


def check_ability_targets(ed: Any, s: Any, ab: Any, targets: Any, who: str, what: str
                          ) -> list[Violation]:
    """Why ``targets`` don't fit activated ability ``ab``'s target words (601.2c, 602.2b):
    for an "up to" ability, too many of them, and the words the ones given answer."""
    out: list[Violation] = []
    specs = ab.targets
    if ab.condition:  # ("up to N targets": from none to N of them, 601.2c)
        out += check_count(ed, ab, targets, what)
        specs = chosen_specs(ab, targets)
    return out + check_targets(ed, s, specs, targets, who, what,
                               ("ability.targets", "cast.targets"))


def stack_info(ab: Any, targets: tuple) -> tuple:
    """What an activated "up to" ability remembers on the stack: the words of the targets
    it has (608.2b checks only those)."""
    return (("tspecs", chosen_specs(ab, targets)),) if up_to(ab) else ()


def target_sets(pools: list[list], specs: tuple[str, ...]) -> Iterator[tuple]:
    """Every set of targets of an "up to" ability whose candidates per word are ``pools``:
    none, then each prefix of its words; alike words name a set of distinct objects once."""
    yield ()
    for k in range(1, len(specs) + 1):
        if len(set(specs[:k])) == 1:
            yield from combinations(pools[0], k)
        else:
            yield from (t for t in product(*pools[:k]) if _distinct(t, specs))


def _distinct(t: tuple, specs: tuple[str, ...]) -> bool:
    """Whether no object is named twice for one word (114.3 / 115.3)."""
    return all(not (t[i] == t[j] and specs[i] == specs[j])
               for i in range(len(t)) for j in range(i))
