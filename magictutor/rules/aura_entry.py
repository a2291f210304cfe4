"""An Aura entering the battlefield (303.4): what it enters attached to.

- As an Aura spell resolves it enters attached to its target (303.4a, 303.4e):
  :func:`magictutor.rules.auras.attach_on_resolution`.
- Put onto the battlefield any other way (The Maelstrom's reveal and chaos, Ugin's
  ultimate: an effect that doesn't say what it enchants), the player putting it there
  chooses, as it enters, an object it could enchant (303.4f). The choice doesn't target,
  so hexproof or shroud don't stop it; the enchant word's test of the permanent decides.
  Exactly one candidate: it is attached to that one, logged with 303.4f. More than one: the
  player is asked (a pending choice, the instruction ``aura_enter`` of
  :mod:`magictutor.rules.aura_choice`, listed by ``legal_actions``, checked like any choice
  and kept by saves), and the Aura enters once answered; the candidates are
  those on the battlefield when the effect put it there. None: the Aura stays in the zone it
  was moving from (303.4g).

:func:`aura_entry` is asked by :func:`magictutor.rules.stack.enter_battlefield` before a card
moves: None for a card that isn't an Aura (one cached look-up), and for an Aura the object as
it is once this module has dealt with it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from magictutor.model.query import chars_of
from magictutor.model.state import Obj
from magictutor.model.work import Work, push
from magictutor.rules.auras import attach, attach_on_resolution, enchant_word
from magictutor.rules.targets import TARGET_WORDS

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx

SPELL = "aura.rule"
"""The rule key an Aura spell's entering is marked with (303.4), once dealt with here."""

CHOSEN = "aura.enters_choice"
"""The rule key an Aura put onto the battlefield otherwise is marked with (303.4f)."""


def could_enchant(ctx: Ctx, aura: Obj, word: str, controller: str) -> list[int]:
    """The permanents on the battlefield ``aura`` could enchant under ``controller``'s
    control (its enchant ``word``; not itself). Choosing doesn't target (303.4f)."""
    test = TARGET_WORDS[word].test
    if test is None:
        return []
    return [i for i in ctx.zones.get("battlefield", ()) if i != aura.id
            and test(chars_of(ctx, i), ctx.objects[i], controller)]


Enter = Callable[..., Obj]
"""How a card enters the battlefield: :func:`magictutor.rules.stack.enter_battlefield`."""


def aura_entry(ctx: Ctx, oid: int, controller: str, why: tuple[str, ...], enter: Enter
               ) -> Obj | None:
    """None if ``oid`` isn't an Aura (or this module already dealt with it): it enters as
    any card does. An Aura spell enters attached to its target; an Aura put onto the
    battlefield otherwise enters attached to what its controller chooses, or waits for
    that choice, or stays where it is (303.4f-g); returns the object as it is then."""
    o = ctx.objects[oid]
    word = enchant_word(o, ctx.edition)
    if word is None or SPELL in why or CHOSEN in why:
        return None
    if o.zone == "stack":  # (resolving as an Aura spell: its target, 303.4a)
        enter(ctx, oid, controller, *why, SPELL)
        attach_on_resolution(ctx, oid, o)
        return ctx.objects[oid]
    options = could_enchant(ctx, o, word, controller)
    if not options:
        return stays(ctx, o, word)
    if len(options) == 1:
        return enter_attached(ctx, enter, oid, controller, why, options[0], "the only")
    push(ctx, Work("aura_enter", {"obj": oid, "gen": o.gen, "controller": controller,
                                  "why": tuple(why), "options": tuple(options)}))
    return o


def stays(ctx: Ctx, o: Obj, word: str) -> Obj:
    """The Aura ``o`` has nothing it could enchant: it stays where it is (303.4g)."""
    where = o.zone if o.zone in ("exile", "command") else f"{o.owner}'s {o.zone}"
    ctx.emit("aura", f"{o.name} has nothing it could enchant (enchant {word}): it stays in "
             f"{where} instead of entering the battlefield", "aura.no_legal", "kw.enchant",
             card=o.name, obj=o.id)
    return o


def enter_attached(ctx: Ctx, enter: Enter, oid: int, controller: str, why: tuple[str, ...],
                   target: int, how: str) -> Obj:
    """The Aura enters the battlefield attached to ``target`` (303.4f)."""
    enter(ctx, oid, controller, *why, CHOSEN)
    o, aimed = ctx.objects[oid], ctx.objects[target]
    if o.zone != "battlefield":
        return o
    attach(ctx, oid, target)
    ctx.emit("attach", f"{o.name} enters attached to {aimed.name}, {how} permanent it could "
             f"enchant: {controller} chose it as it entered, without targeting it",
             "aura.enters_choice", "aura.enchanted", "kw.enchant", card=o.name, obj=oid)
    return ctx.objects[oid]
