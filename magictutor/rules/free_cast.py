"""Casting a spell during the resolution of an ability, without paying its mana cost
(608.2f; 608.2g today): its targets are chosen one at a time as it is cast (601.2c), then it
goes on the stack above the resolving ability with X = 0 (107.3b), and it counts as a spell
cast (cast triggers, this turn's record). Used by the library tops played free (Quicksilver
Sea, Mirrored Depths) and by rebound's cast from exile."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from magictutor.cards import card
from magictutor.model.work import ask
from magictutor.rules.targets import candidates
from magictutor.rules.this_turn import record_spell
from magictutor.rules.triggers import fire

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.state import Obj
    from magictutor.model.work import Work


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
