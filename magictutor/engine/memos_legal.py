"""Which remembered legal actions hold for the next state: the tests the memos' hand-on
(:func:`magictutor.engine.memos.hand_on`, :mod:`magictutor.engine.memos_land`,
:mod:`magictutor.engine.memos_stack`) decide by, from what each group's target words read
(:data:`~magictutor.rules.targets.TARGET_WORDS`) and whether a card changed in a hand.
``tests/test_memos.py`` compares every answer with one worked out from scratch.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.model.characteristics import card_of
from magictutor.rules.loyalty import _loyalty_profile
from magictutor.rules.stack import _spell_profile
from magictutor.rules.targets import TARGET_WORDS

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.state import GameState


def _still_meets(specs: tuple[str, ...], same_bf: bool, changed: frozenset[str],
                 new_pool: bool = False) -> bool:
    """Whether target words ``specs`` meet the same choices as before, as their rows of
    :data:`~magictutor.rules.targets.TARGET_WORDS` say: with new creatures or
    planeswalkers, only words that meet players alone; with other permanents
    come or gone, only words that look among the creatures and planeswalkers or at players;
    and only words that read none of the characteristics ``changed``."""
    for spec in specs:
        word = TARGET_WORDS[spec]
        if new_pool:
            if word.test is not None:
                return False
        elif not (same_bf or word.creature_or_pw or word.test is None) \
                or not word.reads.isdisjoint(changed):
            return False
    return True


def _specs_of(key: tuple, new: GameState) -> tuple[str, ...] | None:
    """The target words of the group a legal-actions key stands for (None: a whole answer,
    which does not say)."""
    kind = key[1] if len(key) > 1 else None
    if kind == "land" or kind == "die":
        return ()
    if kind == "cast":
        return _spell_profile(new.objects[key[2]].name, new.edition)[3]
    if kind == "loyalty":
        c = card_of(new.objects[key[2]], new.edition)
        return next(sp for i, _, _, sp, _, _ in _loyalty_profile(c) if i == key[3])
    return None


def _hand_card_changed_in_place(ctx: Ctx) -> bool:
    """Whether a card stayed in a hand but changed: legal actions are remembered by the
    hand's card ids, which can't show it (a card that left or entered a hand changes them)."""
    before, now = ctx.base.objects, ctx.objects
    for i in ctx.touched:
        old, cur = before.get(i), now.get(i)
        if old is not None and cur is not None and old.zone == "hand" == cur.zone:
            return True
    return False
