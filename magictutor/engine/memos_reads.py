"""What :func:`magictutor.engine.memos.hand_on` asks of every card of some zones: whether a card
in a hand or graveyard reads the stack (then the answers that read it are dropped when the
stack changes), and whether a permanent's power or toughness counts its controller's life
(then its characteristics are worked out again when a life total changes, 604.3).

Both walk their zones in C (``map`` over the objects' map and a cached answer per card
name), with no Python step per card: a late-game battlefield or graveyard holds dozens.
The answers are the ones a loop over the objects would give, asked of the same card
definitions.
"""

from __future__ import annotations

from functools import cache
from itertools import compress, repeat
from operator import attrgetter, eq
from typing import TYPE_CHECKING

from magictutor.cards import card
from magictutor.cards.check import card_cache
from magictutor.model.characteristics import card_of, counts_life
from magictutor.rules.stack import _spell_profile
from magictutor.rules.targets import STACK_WORDS

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.model.state import GameState


def stack_readers(s: GameState) -> bool:
    """Whether a card in a hand or graveyard has a target word that reads the stack
    (:data:`~magictutor.rules.targets.STACK_WORDS`: an ability to counter)."""
    objects, edition = s.objects, s.edition
    get = objects.__getitem__
    for zone, ids in s.zones.items():
        if ids and zone.endswith((":hand", ":graveyard")) and any(
                map(_obj_reads_stack, map(_KIND_NAME, map(get, ids)), repeat(edition))):
            return True  # (the walk in C, with no Python step per card)
    return False


_KIND_NAME = attrgetter("kind", "name")


@card_cache
@cache
def _obj_reads_stack(kind_name: tuple[str, str], edition: str) -> bool:
    """Whether an object of this kind and name is a card whose spell reads the stack (a token
    or a copy is no card of a hand or graveyard)."""
    return kind_name[0] == "card" and _reads_stack(kind_name[1], edition)


@card_cache
@cache
def _reads_stack(name: str, edition: str) -> bool:
    """Whether the card's spell has a target word that reads the stack (once per card and
    edition, like the spell's profile it reads)."""
    return not STACK_WORDS.isdisjoint(_spell_profile(name, edition)[3])


def power_counts_life(s: GameState) -> bool:
    """Whether a permanent's power or toughness is its controller's life (604.3)."""
    objects, edition = s.objects, s.edition
    objs = list(map(objects.__getitem__, s.zones.get("battlefield", ())))
    # (The walk in C, with no Python step per permanent; tokens, which carry their own
    # definition, one by one.)
    if any(map(_printed_counts_life, map(_KIND_NAME, objs), repeat(edition))):
        return True
    tokens = compress(objs, map(eq, map(_KIND, objs), repeat("token")))
    return any(counts_life(card_of(o, edition)) for o in tokens)


_KIND = attrgetter("kind")


@card_cache
@cache
def _printed_counts_life(kind_name: tuple[str, str], edition: str) -> bool:
    """Whether an object of this kind and name, not a token, has the card's power or
    toughness that counts its controller's life (604.3)."""
    return kind_name[0] != "token" and counts_life(card(kind_name[1], edition))
