"""Casting a spell during the resolution of an ability, without paying its mana cost
(608.2f; 608.2g today): its targets are chosen one at a time as it is cast (601.2c), then it
goes on the stack above the resolving ability with X = 0 (107.3b), and it counts as a spell
cast (cast triggers, this turn's record). Used by the library tops played free (Quicksilver
Sea, Mirrored Depths), by rebound's and suspend's casts from exile and by Chandra Ablaze's
cast from a graveyard. None of them gets past an effect that says a player can't cast
spells: a "can't" beats the "may" or the instruction to cast (101.2), so
:func:`cast_ban` is asked first, as a normal cast asks it (601.2, ``check_cast``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from magictutor.cards import card
from magictutor.model.work import ask
from magictutor.rules.costs import top_card_ban
from magictutor.rules.targets import candidates
from magictutor.rules.this_turn import cast_after_attack_ban, record_spell
from magictutor.rules.triggers import fire

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.state import Obj
    from magictutor.model.work import Work


def cast_ban(ctx: Ctx, you: str, o: Obj) -> tuple[str, tuple[str, ...]] | None:
    """Why ``you`` can't cast card ``o`` at all now, and the rule keys that say so, or None:
    an effect saying they can't cast spells (Eon Fog's kin, Prahv's "can't cast spells after
    attacking", Skybreen's "nothing sharing a type with a top card"), the same bans a normal
    cast meets (``rules/stack.py``'s ``_cast_timing``); a free cast doesn't get past them
    (101.2)."""
    for e in ctx.effects:
        if e.kind == "cant_cast" and you in e.affected:
            return f"{you} can't cast spells ({e.source_name})", ("game.cant", "plane.abilities")
    ed = ctx.ed
    banned = top_card_ban(ed, ctx, card(o.name, ctx.edition)) \
        + cast_after_attack_ban(ed, ctx, you)
    if banned:
        return banned[0][1], ("game.cant", "plane.abilities")
    return None


def refused_cast(ctx: Ctx, you: str, o: Obj, *keys: str) -> bool:
    """Whether :func:`cast_ban` forbids ``you`` to cast ``o``; if so, the log says why and
    that the card stays where it is (``keys``: the rules of the free cast itself)."""
    ban = cast_ban(ctx, you, o)
    if ban is None:
        return False
    where = "exile" if o.zone == "exile" else f"their {o.zone.split(':')[-1]}"
    ctx.emit("cast", f"{you} can't cast {o.name}: {ban[0]}. A \"can't\" beats the free "
             f"cast, so it stays in {where}", *ban[1], *keys, player=you, card=o.name)
    return True


def choose_targets(ctx: Ctx, w: Work, you: str, o: Obj, chosen: tuple,
                   stuck: Callable[[str], None]) -> tuple | None:
    """The targets of spell card ``o`` once all are chosen, ``chosen`` being those chosen so
    far; None while ``you`` is asked for the next (one legal choice is taken without asking),
    or when a target word has no legal choice left: then ``stuck(word)`` says so, and the
    spell can't be cast (601.2c)."""
    spell = card(o.name, ctx.edition).abilities_of("spell")
    specs = spell[0][1].targets if spell else ()
    while len(chosen) < len(specs):
        word = specs[len(chosen)]
        taken = [t for s, t in zip(specs, chosen, strict=False) if s == word]
        legal = [t for t in candidates(ctx, word, you) if t not in taken]
        if not legal:
            stuck(word)
            return None
        if len(legal) > 1:
            ask(ctx, w.but(chosen=chosen, answer=None), you, "target", legal,
                f"{you}: choose a target ({word}) for {o.name}", "cast.targets")
            return None
        chosen += (legal[0],)
    return chosen


def cast_free(ctx: Ctx, you: str, o: Obj, targets: tuple, say: Callable[[str, int | None],
              None], info: tuple = ()) -> None:
    """Put card ``o`` on the stack as a spell ``you`` cast without paying its mana cost, with
    these targets (and ``info`` noted on it); ``say(targeting, x)`` logs the cast, given the
    words for its targets and its X (0 for a cost with {X}, else None)."""
    gens = tuple(ctx.objects[t].gen if isinstance(t, int) else 0 for t in targets)
    x = 0 if "{X}" in card(o.name, ctx.edition).cost.upper() else None
    moved = ctx.move(o.id, "stack", controller=you)
    ctx.set_obj(o.id, targets=targets, x=x, info=moved.info + (("tgen", gens),) + info)
    say(f" targeting {', '.join(ctx.describe(t) for t in targets)}" if targets else "", x)
    record_spell(ctx, you)
    fire(ctx, "cast", player=you, card=o.id)
