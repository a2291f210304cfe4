"""Which cards read the stack, and what the memos drop when it changes: the part of
:func:`magictutor.engine.memos.hand_on` about target words that meet objects on the stack
(:data:`~magictutor.rules.targets.STACK_WORDS`: an ability to counter, 601.2c). Their answers
hold only while the stack is the same, and so do the legal actions that may offer them, when a
hand or graveyard holds a card with such a word, or the battlefield a permanent with one (an
activated ability that counters an ability). Which cards have one is worked out once and
handed on from state to state (:func:`_reader_ids`); ``tests/test_memos.py`` compares it, and
every answer, with one worked out from scratch.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from magictutor.cards import UnknownCardError, card
from magictutor.cards.check import card_cache
from magictutor.cards.model import AbilityDef
from magictutor.engine.memos_legal import _specs_of
from magictutor.rules.stack import _spell_profile
from magictutor.rules.targets import STACK_WORDS

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.state import GameState

_READERS = "_stack_reader_ids"
"""The side-table key of the ids of a state's cards whose spell has a target word that reads
the stack (:func:`_reader_ids`)."""


def _stack_readers(s: GameState, readers: frozenset[int]) -> bool:
    """Whether a card in a hand or graveyard, or a permanent, has a target word that reads
    the stack (:data:`~magictutor.rules.targets.STACK_WORDS`: an ability to counter), of the
    cards ``readers`` (:func:`_reader_ids`: usually none)."""
    objects = s.objects
    for i in readers:
        o = objects.get(i)
        if o is not None and (o.zone == "hand" or o.zone == "graveyard"
                              or o.zone == "battlefield"):  # (a permanent's own abilities)
            return True
    return False


def _reader_ids(ctx: Ctx, new: GameState, old: frozenset[int] | None) -> frozenset[int]:
    """The ids of the cards of ``new``, in any zone, whose spell has a target word that reads
    the stack: ``old``, the state before's (None: not worked out), and those among the
    objects that came into being in this step (each is one it touched: ``Ctx.add_object``).
    No other step changes the answer: an object's card and kind never change in place
    (``Ctx.set_obj`` refuses it; a move makes the same card a new object, 400.7), and the
    ids of objects that ceased to exist are passed over where the answer is read."""
    objects, edition = new.objects, new.edition
    if old is None:
        return frozenset(i for i, o in objects.items()
                         if o.kind == "card" and _reads_stack(o.name, edition))
    before, out = ctx.base.objects, old
    for i in ctx.touched:
        if i not in before:  # (usually an ability put on the stack)
            o = objects.get(i)
            if o is not None and o.kind == "card" and _reads_stack(o.name, edition):
                out = out | {i}
    return out


@card_cache
@cache
def _reads_stack(name: str, edition: str) -> bool:
    """Whether the card's spell, or any other ability of it (an activated ability of the
    permanent, one it grants, a token's it makes), has a target word that reads the stack
    (once per card and edition, like the spell's profile it reads)."""
    if not STACK_WORDS.isdisjoint(_spell_profile(name, edition)[3]):
        return True
    try:
        abilities = card(name, edition).abilities
    except UnknownCardError:
        return False
    return any(_names_stack_word((a.targets, a.effects, a.static)) for a in abilities)


def _names_stack_word(v: object) -> bool:
    """Whether a frozen part of a card definition holds a stack-reading target word."""
    if isinstance(v, str):
        return v in STACK_WORDS
    if isinstance(v, tuple | list):
        return any(_names_stack_word(x) for x in v)
    if isinstance(v, dict):
        return any(_names_stack_word(x) for x in v.values())
    if isinstance(v, AbilityDef):
        return _names_stack_word((v.targets, v.effects, v.static))
    return False


def _drop_stack_readers(new: GameState, fields: dict) -> None:
    """The stack changed: drop the targets of words that read it, and the legal actions
    that may offer them (those of a spell or ability with such a word, and whole answers,
    which don't say their words)."""
    targets = fields.get("_targets_cache")
    if targets:
        fields["_targets_cache"] = {k: v for k, v in targets.items() if k[0] not in STACK_WORDS}
    legal = fields.get("_legal_cache")
    if legal:
        kept = {}
        for key, answer in legal.items():
            if len(key) > 2 and key[1] in ("cast", "loyalty") and key[2] not in new.objects:
                continue
            specs = _specs_of(key, new)
            if specs is not None and STACK_WORDS.isdisjoint(specs):
                kept[key] = answer
        fields["_legal_cache"] = kept
