"""What a state's answers hold after a plain land is played on the quick path
(:mod:`magictutor.engine.quick_land`): part of :func:`magictutor.engine.memos.hand_on`
(``memos.HAND_ON``, off with ``MAGICTUTOR_FAST=0``, compared with the plain path by the shadow
mode; ``tests/test_quick_land.py`` compares each answer with one worked out from scratch).

The step changed one object, a card of the player's hand that is now an untapped land at the
end of the battlefield under that player's control, with no triggered or static ability and
unable to be a creature or planeswalker; the player's ``lands_played``, and ``passes``.
Nothing else: no effect, no other player, no other permanent, not the stack, nor the face-up
planes. Knowing what changed instead of looking for it (the full path's
:func:`magictutor.engine.memos.hand_on` hands on only the card answers and the pool after a
step that brought a permanent onto the battlefield: finding out what else holds costs a
simulated game more than it saves, where this hand-on pays):

- the static abilities and the permanents with triggered abilities are the same (the land
  has neither), and so is the creature-or-planeswalker pool (it can't be either), whether it
  was worked out or not; the players' names too, and which cards' spells read the stack (no
  object came into being: :func:`magictutor.engine.memos._reader_ids`);
- the card answers grow by what the land adds (as :func:`~magictutor.engine.memos_cards.
  hand_on_grown` grows them, the land last on the battlefield): its activated abilities, if
  any; it grants none and gives lands no mana ability (both are static abilities, which it
  has none of); which permanents have activated abilities is worked out again when asked;
- untapped lands and payments hold for every other player (none of their permanents or
  pools changed); the player's untapped lands are the old ones and the new land, last, as
  it is last on the battlefield (:func:`magictutor.rules.payment.lands_for`: a land's own
  mana while no static ability gives lands an any-colour one, which a plain land can't);
  their payments are worked out again;
- characteristics hold but for the card's own (a new object, 400.7), unless a static ability
  shares types among permanents (Velis Vel: the land's arrival may change others');
- targets of words that look only among creatures, planeswalkers and players, or at no
  permanent, hold (the land is a new choice for "target land" or "target permanent"; no
  characteristic any word reads changed: ``changed`` is empty);
- legal actions, with the player as the only one whose permanents changed and who only
  gained an untapped land (601.2g-h: a spell they could pay for, they still can), and a
  refused spell of theirs too while they still can't pay for it (nothing else its check
  reads changed: :func:`_still_unpaid`); other refusals of theirs are checked again
  (:func:`_holds_after_land`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from magictutor.cards import card
from magictutor.engine.memos_legal import _still_meets
from magictutor.model.characteristics import card_of
from magictutor.model.query import SHARED_TYPES, statics
from magictutor.rules.activated import own_among
from magictutor.rules.costs import any_colour_lands, spell_cost
from magictutor.rules.loyalty import _loyalty_profile
from magictutor.rules.payment import _land_mana, payment
from magictutor.rules.stack import _spell_profile

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.model.state import GameState

_SAME = ("_names", "_loyalty_sources", "_statics_cache", "_trigger_sources", "_pool_cache",
         "_may_grant", "_wild_cards", "_stack_reader_ids")
"""The answers a plain land leaves as they are (see above)."""

_NOTHING: frozenset[str] = frozenset()


def hand_on_land(base: GameState, new: GameState, oid: int, player: str) -> None:
    """Give ``new``, the state after ``player`` played the plain land ``oid`` from their hand
    on the quick path, what ``base`` worked out that still holds (see above)."""
    d, fields = base._memo, new._memo
    for name in _SAME:
        hit = d.get(name)
        if hit is not None:
            fields[name] = hit
    own = d.get("_own_sources")  # (hand_on_grown's, the land being the one added, last)
    if own is not None:
        fields["_own_sources"] = own + own_among(new, (oid,))
    _mana_answers(d, new, oid, player)
    chars = d.get("_chars_cache")
    if chars and SHARED_TYPES not in statics(base).kinds:
        kept = chars.copy()  # (a copy: the new state adds its own answers to it)
        kept.pop(oid, None)
        if kept:
            fields["_chars_cache"] = kept
    targets = d.get("_targets_cache")
    if targets:
        kept = {k: v for k, v in targets.items() if _still_meets((k[0],), False, _NOTHING)}
        if kept:
            fields["_targets_cache"] = kept
    legal = d.get("_legal_cache")
    if legal:
        _legal_after_land(base, new, legal, oid, player)


def _mana_answers(d: dict, new: GameState, oid: int, player: str) -> None:
    """The untapped lands of every player, ``player``'s grown by the new land, and the
    payments of the players but ``player``."""
    fields = new._memo
    lands = d.get("_lands_cache")
    if lands:
        kept = {p: v for p, v in lands.items() if p != player}
        mine = lands.get(player)
        if mine is not None and not any_colour_lands(new):
            letter = _land_mana(new.objects[oid].name, new.edition)
            kept[player] = mine + ((oid, letter),) if letter else mine
        if kept:
            fields["_lands_cache"] = kept
    payments = d.get("_payment_cache")
    if payments:
        kept = {k: v for k, v in payments.items() if k[0] != player}
        if kept:
            fields["_payment_cache"] = kept


def _legal_after_land(base: GameState, new: GameState, legal: dict, oid: int, player: str
                      ) -> None:
    """The legal-action answers that hold (see above), each by :func:`_holds_after_land`."""
    kept = {k: v for k, v in legal.items() if _holds_after_land(k, v, player, new)}
    if kept:
        new._memo["_legal_cache"] = kept


def _holds_after_land(key: tuple, answer: Any, player: str, new: GameState) -> bool:
    """Whether one remembered answer holds after ``player``'s plain land, which touched only
    that land: only ``player``'s permanents changed, and only by an untapped land, no
    characteristic a target word reads changed and the creature-or-planeswalker pool is the
    same (``tests/test_quick_land.py`` compares every answer with one from scratch in random
    games):

    - playing a land reads no permanent; the turn's first roll of the planar die is free, and
      another roll its player could pay for before, they still can (901.9);
    - a loyalty ability's planeswalker is not the land: it holds if its target words
      can't meet a land (``_still_meets``);
    - a spell: so too, and if it is the player's, it has no X (a larger X may now be paid)
      and either they could cast it before (601.2g-h: more mana only helps) or they still
      can't pay its cost (:func:`_still_unpaid`);
    - another player's whole answer, by the target words it says; the player's own whole
      answers and every other activated ability's answer are worked out again."""
    who, kind = key[0], key[1]
    now, edition = new.objects, new.edition
    if kind == "land":
        return True
    if kind == "die":
        return key[2] == 0 or who != player or bool(answer)
    if kind == "loyalty":
        specs = next(sp for i, _, _, sp, _, _ in _loyalty_profile(card_of(now[key[2]], edition))
                     if i == key[3])
        return _still_meets(specs, False, _NOTHING)
    if kind == "cast":
        profile = _spell_profile(now[key[2]].name, edition)
        if who != player:
            return _still_meets(profile[3], False, _NOTHING)
        return not profile[4] and _still_meets(profile[3], False, _NOTHING) and (
            bool(answer) or _still_unpaid(new, player, key[2]))
    if who == player:
        return False
    words = getattr(answer, "words", None)  # (a whole answer that says its groups' words)
    return words is not None and _still_meets(words, False, _NOTHING)


def _still_unpaid(new: GameState, player: str, oid: int) -> bool:
    """Whether ``player`` still can't pay for the spell ``oid`` (without X) after their plain
    land, so a refusal of it holds. Of what the spell's check reads (601.2: the card in the
    hand, priority, the timing of its type and the effects and static abilities that bar it,
    the choices of target words that can't meet a land, the cost), the land changed only
    their untapped lands: only the payment (601.2g-h) could now pass, and it is asked of the
    new state, cost reductions and all, as the check asks it for a card cast from a hand (its
    mana cost: a card cast from elsewhere may have another, flashback's, say)."""
    o = new.objects[oid]
    if o.zone != "hand":
        return False
    c = card(o.name, new.edition)
    cost, x, _ = spell_cost(new, c, None, player)
    return payment(new, player, cost, x) is None
