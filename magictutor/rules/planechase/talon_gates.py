"""Talon Gates's special action: ``{exile_to_suspend: true}``, a static ability of the plane,
lets its planar controller ("you", 309.5; in Two-Headed Giant both players of their team,
901.12c), any time they could cast a sorcery (their main
phase, the stack empty, holding priority: 307.1), exile a nonland card from their hand with
as many time counters as its mana value; the card gains suspend (702.61 in 2013-07). It is
a special action (115.1: the plane's rulings say so; 115.2e is suspend's own): it doesn't
use the stack, nothing can respond to it, it is no spell cast nor ability activated, and the
player keeps priority (116.3c). It may be taken any number of times.

The action is :class:`~magictutor.model.actions.Suspend` (``Alice: suspend Hill Giant`` in
the notation). What follows in exile is :mod:`magictutor.rules.suspend`'s. The legal actions
list one per nonland card in the priority holder's hand while such a plane is face up, and
their memo key then holds the planar controller (:func:`suspend_key`); with no such plane,
nothing is read.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.cards import card
from magictutor.editions import Edition
from magictutor.model.actions import Suspend
from magictutor.model.protocol import GameView
from magictutor.model.query import statics
from magictutor.model.state import GameState
from magictutor.model.violations import Violation
from magictutor.model.violations import violation as _v
from magictutor.rules.mana import mana_value
from magictutor.rules.stack import sorcery_timing
from magictutor.rules.suspended import SUSPEND, TIME
from magictutor.rules.teams import holds_priority, same_team

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx

EXILE_TO_SUSPEND = "exile_to_suspend"
"""The static word: the planar controller may exile nonland cards from their hand with time
counters, and they gain suspend (Talon Gates)."""


def _granted(s: GameView) -> bool:
    return s.planechase is not None and EXILE_TO_SUSPEND in statics(s).kinds


def suspend_key(s: GameView, who: str) -> tuple:
    """What ``who``'s legal actions read for this action beyond their hand and timing: nothing
    (an empty tuple) unless such a plane is face up, else who the planar controller is."""
    if not _granted(s):
        return ()
    assert s.planechase is not None
    return (s.planechase.controller,)


def suspendable(s: GameView, who: str) -> tuple[int, ...]:
    """The candidates: the nonland cards of ``who``'s hand, while such a plane is face up
    (timing and who controls the plane are the check's)."""
    if not _granted(s):
        return ()
    objects, edition = s.objects, s.edition
    return tuple(i for i in s.zones.get(f"{who}:hand", ())
                 if "Land" not in card(objects[i].name, edition).types)


def check_suspend(ed: Edition, s: GameState, a: Suspend) -> list[Violation]:
    """Why ``a.player`` can't take the action now: no plane grants it, they are not the
    planar controller, the card is not a nonland card of their hand, they lack priority, or
    they couldn't cast a sorcery now (307.1)."""
    if not _granted(s):
        return [_v(ed, ("special.suspend", "priority.special_action"),
                   "no face-up plane lets a player exile a card from their hand with time "
                   "counters (only Talon Gates does)")]
    assert s.planechase is not None
    out: list[Violation] = []
    if not same_team(s, s.planechase.controller, a.player):  # ("you": both of a team, 901.12c)
        out.append(_v(ed, ("plane.controller", "pc.2hg_you", "special.suspend"),
                      f"only the planar controller ({s.planechase.controller}, or in "
                      f"Two-Headed Giant their teammate) may take Talon Gates's action, not "
                      f"{a.player}"))
    o = s.objects.get(a.card)
    if o is None or o.zone != "hand" or o.owner != a.player:
        out.append(_v(ed, ("special.suspend",), f"{a.player} has no card in their hand by "
                      "that id"))
    elif "Land" in card(o.name, s.edition).types:
        out.append(_v(ed, ("special.suspend",), f"{o.name} is a land: only a nonland card "
                      "may be exiled this way"))
    if not holds_priority(s, a.player):
        out.append(_v(ed, ("priority.rule", "special.rule"),
                      f"{a.player} does not have priority"))
    why = sorcery_timing(s, a.player)
    if why:
        out.append(_v(ed, ("cast.timing_sorcery", "special.suspend"), "only any time you "
                      f"could cast a sorcery, and {' and '.join(why)}"))
    return out


def do_suspend(ctx: Ctx, a: Suspend) -> None:
    """Exile the card with its mana value in time counters; it has suspend there. No stack;
    the player keeps priority (116.3c)."""
    o = ctx.objects[a.card]
    n = mana_value(card(o.name, ctx.edition).cost)
    moved = ctx.move(o.id, "exile")
    ctx.set_obj(o.id, info=moved.info + ((SUSPEND, True),))
    if n:
        ctx.add_counters(o.id, TIME, n)
    left = (f"with {n} time counter{'s' if n > 1 else ''} on it (its mana value)" if n else
            "with no time counter: its mana value is 0, so it is never a suspended card, no "
            "counter will come off it, and it stays in exile")
    ctx.emit("special", f"{a.player} exiles {o.name} from their hand {left}; it has suspend "
             "(Talon Gates: a special action, not using the stack)", "special.rule",
             "special.suspend", "kw.suspend", *(() if n else ("kw.suspended",)),
             "priority.after_action", player=a.player, card=o.name)
    ctx.priority = a.player
    ctx.passes = ()
