"""Which remembered legal actions hold for the next state: the part of
:func:`magictutor.engine.memos.hand_on` that decides, group by group, whether what a player could
do (see :mod:`magictutor.engine.legal`) still holds after a step, from what the step touched and
what each group's checks and target words read (:data:`~magictutor.rules.targets.
TARGET_WORDS`). ``tests/test_memos.py`` compares every answer with one worked out from
scratch.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from magictutor.model.characteristics import card_of
from magictutor.rules.loyalty import _loyalty_profile
from magictutor.rules.stack import _spell_profile
from magictutor.rules.targets import TARGET_WORDS

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.state import GameState


def _legal_kept(legal: dict, ctx: Ctx, new: GameState, controllers: set[str], same_bf: bool,
                changed: frozenset[str] = frozenset(), new_pool: bool = False,
                gainers: Any = ()) -> dict:
    """The legal-action answers (see :mod:`magictutor.engine.legal`) that still hold, given that no
    creature or planeswalker that could be a target changed in a way target words look at
    (:func:`_hand_on_to_untouched`) but for the characteristics ``changed``, or given that
    creatures or planeswalkers came or went (``new_pool``).

    A player's checks look at their own hand, pool, lands and permanents, at the possible
    targets, at the effects and at who is in the game. So:

    - playing a land looks at none of the permanents: kept;
    - a loyalty ability, when its permanent did not change;
    - a spell or the planar die, when no permanent its player controls changed (their
      lands pay for it), and the turn's first roll of the planar die (it is free);
    - a whole answer, when no permanent its player controls changed and its player is the
      same, and either the battlefield holds the same permanents or it says the target
      words of the groups it was put together from (:class:`~magictutor.engine.legal.
      Whole`) and they meet the same choices, as for a spell's group (then each of its
      groups holds, and the same groups are built: the player's hand, pool, lands and
      permanents and the static abilities are the same).

    When permanents came or went, a spell or ability is kept only if its target words meet
    nothing but creatures, planeswalkers and players (a new land is a new target for "target
    land"); when a characteristic target words read changed (a tapped status, a power),
    only if none of its words reads it (:data:`~magictutor.rules.targets.TARGET_WORDS`);
    when creatures or planeswalkers came or went, only if its target words meet players
    alone (whole answers that don't say their words are put together again from
    their groups).

    ``gainers`` (see :func:`_land_gainers`) only got untapped lands: a spell (without X)
    or a roll of the planar die they could pay for before, they still can (601.2g-h,
    901.9: more mana to pay with), so a legal answer is kept; a refused one is checked
    again, as is a spell with X (a larger X may now be paid)."""
    q = _Kept(ctx.touched, ctx.objects, new, controllers, same_bf, changed, new_pool,
              gainers, {p.name: p for p in ctx.base.players})
    return {key: answer for key, answer in legal.items() if _answer_holds(key, answer, q)}


class _Kept(NamedTuple):
    """What :func:`_legal_kept` decides by: the step's touched objects and the objects now,
    the new state, and its arguments."""

    touched: Any
    now: Any
    new: GameState
    controllers: set[str]
    same_bf: bool
    changed: frozenset[str]
    new_pool: bool
    gainers: Any
    players: dict[str, Any]


def _answer_holds(key: tuple, answer: Any, q: _Kept) -> bool:
    """Whether one remembered legal-actions answer still holds (see :func:`_legal_kept`)."""
    who, kind = key[0], key[1]
    if kind == "land":
        return True
    if kind == "loyalty":
        return _loyalty_holds(key, q)
    if kind == "die" and key[2] == 0:
        return True  # (the turn's first roll is free: none of the roller's lands pays for it)
    if who in q.controllers and not (answer and who in q.gainers and kind in ("cast", "die")):
        return False
    if kind == "cast":
        return _cast_holds(key, q)
    if kind == "die":
        return True
    if q.new.player(who) is not q.players[who]:
        return False
    words = getattr(answer, "words", None)  # (a whole answer that says its groups' words)
    if words is not None:  # (no permanent of its player changed: held by its groups' rules)
        return _still_meets(words, q.same_bf, q.changed, q.new_pool)
    return q.same_bf and not q.changed  # (an activated ability's group, or a whole answer)


def _loyalty_holds(key: tuple, q: _Kept) -> bool:
    """A loyalty ability's answer holds when its permanent did not change (its loyalty,
    say) and its target words meet the same choices."""
    oid = key[2]
    if oid in q.touched:
        return False
    if q.same_bf and not q.changed and not q.new_pool:
        return True
    specs = next(sp for i, _, _, sp, _, _ in
                 _loyalty_profile(card_of(q.now[oid], q.new.edition)) if i == key[3])
    return _still_meets(specs, q.same_bf, q.changed, q.new_pool)


def _cast_holds(key: tuple, q: _Kept) -> bool:
    """A spell's answer holds (its player's permanents untouched, or only untapped lands
    gained) unless it has X and its player's lands changed, or its target words may meet
    other choices."""
    profile = _spell_profile(q.now[key[2]].name, q.new.edition)
    if key[0] in q.controllers and profile[4]:
        return False
    return (q.same_bf and not q.changed and not q.new_pool) or _still_meets(
        profile[3], q.same_bf, q.changed, q.new_pool)


def _still_meets(specs: tuple[str, ...], same_bf: bool, changed: frozenset[str],
                 new_pool: bool = False) -> bool:
    """Whether target words ``specs`` meet the same choices as before, as their rows of
    :data:`~magictutor.rules.targets.TARGET_WORDS` say (see :func:`_legal_kept`): with new
    creatures or planeswalkers, only words that meet players alone; with other permanents
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


def _land_gainers(ctx: Ctx, controllers: set[str]) -> set[str]:
    """The players for whom the step did nothing on the battlefield but bring untapped
    lands onto it (playing a land, say), of ``controllers`` (those whose permanents it
    touched). It can only have given them more mana to pay with."""
    before, now, edition = ctx.base.objects, ctx.objects, ctx.base.edition
    out = set(controllers)
    for i in ctx.touched:
        old, cur = before.get(i), now.get(i)
        was = old is not None and old.zone in ("battlefield", "command")
        if not was and (cur is None or cur.zone not in ("battlefield", "command")):
            continue  # (a card drawn or discarded: no permanent)
        if was or cur is None or cur.zone != "battlefield" or cur.tapped \
                or "Land" not in card_of(cur, edition).types:
            out.difference_update(o.controller for o in (old, cur) if o is not None)
    return out


def _hand_card_changed_in_place(ctx: Ctx) -> bool:
    """Whether a card stayed in a hand but changed: legal actions are remembered by the
    hand's card ids, which can't show it (a card that left or entered a hand changes them)."""
    before, now = ctx.base.objects, ctx.objects
    for i in ctx.touched:
        old, cur = before.get(i), now.get(i)
        if old is not None and cur is not None and old.zone == "hand" == cur.zone:
            return True
    return False
