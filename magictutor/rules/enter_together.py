"""Several permanents put onto the battlefield by one effect, as one event (Ugin, the Spirit
Dragon's -10, Nissa, Nature's Artisan's -4, Liliana Vess's -8).

They enter at the same time: every one of them is on the battlefield before any
enters-the-battlefield ability is looked for, so an ability of one of them sees the others
enter, and its own entering too (603.6a); each one's line cites that rule. An Aura among them
chooses what it enchants as it enters (303.4f), so only among the permanents already on the
battlefield, never one entering with it: those choices are asked first, while the others are
still where they were. An Aura with nothing it could enchant there stays where it is (303.4g).

:func:`enter_together` is called by an effect's instruction with its own :class:`Work`, which
an Aura's choice comes back to (``auras``: the choices made, ``aura``: the one asked).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from magictutor.model.work import Work, ask
from magictutor.rules.aura_entry import CHOSEN, could_enchant, enter_attached, stays
from magictutor.rules.auras import enchant_word
from magictutor.rules.stack import arrive, entered

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx

TOGETHER = "ability.etb_together"
"""The rule key of permanents entering as one event (603.6a)."""


def _aura_choices(ctx: Ctx, w: Work, ids: tuple[int, ...], under: Mapping[int, str]
                  ) -> dict[int, int | None] | None:
    """What each Aura among ``ids`` enchants (None: nothing it could, 303.4g), chosen by the
    player it enters under among the permanents on the battlefield before any of ``ids``
    enters (303.4f); None when a choice was asked (``w`` resumes with it)."""
    chosen: dict[int, int | None] = dict(w.get("auras", ()))
    asked, answer = w.get("aura"), w.get("answer")
    for oid in ids:
        o = ctx.objects[oid]
        word = enchant_word(o, ctx.edition)
        if word is None or oid in chosen:
            continue
        controller = under[oid]
        options = could_enchant(ctx, o, word, controller)
        if oid == asked and answer in options:
            chosen[oid] = answer
        elif len(options) > 1:
            ask(ctx, w.but(auras=tuple(chosen.items()), aura=oid, answer=None), controller,
                "option", options, f"{controller}: choose what {o.name} enchants as it enters "
                f"the battlefield (enchant {word}; this doesn't target, and nothing entering "
                "with it can be chosen)", CHOSEN, "kw.enchant")
            return None
        else:
            chosen[oid] = options[0] if options else None
    return chosen


def enter_together(ctx: Ctx, w: Work, ids: tuple[int, ...], controller: str, *why: str,
                   under: Mapping[int, str] | None = None) -> bool:
    """Put ``ids`` onto the battlefield as one event, each under ``controller``'s control or
    the player ``under`` names for it; False while an Aura's choice waits (the instruction
    ``w`` is asked again with it)."""
    who = {i: (under or {}).get(i, controller) for i in ids}
    chosen = _aura_choices(ctx, w, ids, who)
    if chosen is None:
        return False
    keys = (*why, TOGETHER) if len(ids) > 1 else why
    came: list[int] = []
    for oid in ids:
        o = ctx.objects[oid]
        if oid not in chosen:
            arrive(ctx, oid, who[oid], *keys)
        elif (target := chosen[oid]) is None:
            stays(ctx, o, enchant_word(o, ctx.edition) or "")
            continue
        else:
            enter_attached(ctx, arrive, oid, who[oid], keys, target, "a")
        came.append(oid)
    if len(came) > 1:
        ctx.emit("enter", f"{', '.join(ctx.objects[i].name for i in came)} enter the "
                 "battlefield at the same time, as one event: an ability that triggers on a "
                 "permanent entering sees each of them", TOGETHER, player=controller)
    for oid in came:
        entered(ctx, oid, who[oid])
    return True
