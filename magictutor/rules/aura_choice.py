"""The pending choice of what an Aura put onto the battlefield other than by resolving
enchants (303.4f; see :mod:`magictutor.rules.aura_entry`): the instruction ``aura_enter``,
registered by :mod:`magictutor.engine.apply`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.model.work import Work, ask, op
from magictutor.rules.aura_entry import could_enchant, enter_attached, stays
from magictutor.rules.auras import enchant_word
from magictutor.rules.stack import enter_battlefield

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx


@op("aura_enter")
def aura_enter(ctx: Ctx, w: Work) -> None:
    """Ask which of the candidates an Aura put onto the battlefield enchants (303.4f), then
    put it there attached to the answer; still legal ones only, none: it stays (303.4g)."""
    oid, you = w.get("obj"), w.get("controller")
    o = ctx.objects.get(oid)
    if o is None or o.gen != w.get("gen") or o.zone == "battlefield":
        return
    word = enchant_word(o, ctx.edition)
    if word is None:
        return
    legal = set(could_enchant(ctx, o, word, you))
    options = [i for i in w.get("options", ()) if i in legal]
    if not options:
        stays(ctx, o, word)
        return
    answer, why = w.get("answer"), tuple(w.get("why", ()))
    if answer in options or len(options) == 1:
        pick, how = (answer, "a") if answer in options else (options[0], "the only")
        enter_attached(ctx, enter_battlefield, oid, you, why, pick, how)
        return
    ask(ctx, w.but(answer=None), you, "option", options,
        f"{you}: choose what {o.name} enchants as it enters the battlefield (enchant {word}; "
        "this doesn't target)", "aura.enters_choice", "kw.enchant")
