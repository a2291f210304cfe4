"""What a suspended card is (702.61b in 2013-07): a card in exile that has suspend and a time
counter on it. The kit's cards have no printed suspend; a card gains it as Talon Gates exiles
it from a hand (:mod:`magictutor.rules.planechase.talon_gates`), noted in the exiled card's
info (:data:`SUSPEND`), and keeps it while it stays in exile, even after the game has left
Talon Gates (the plane's rulings). The upkeep and the cast are in
:mod:`magictutor.rules.suspend`; this module only reads, and the legal actions, the turn and
the stack ask it without pulling in the rest.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from magictutor.model.state import Obj

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx

SUSPEND = "suspend"
"""Key of an exiled card's info: it has suspend (true)."""

TIME = "time"
"""The kind of counter suspend counts down (time counters, 122 / 121 in older editions)."""

HASTE = "suspend haste"
"""Key of a spell's info: a creature spell cast by suspend, whose permanent has haste."""


def is_suspended(o: Obj) -> bool:
    """Whether ``o`` is a suspended card: in exile, with suspend, with a time counter."""
    return o.zone == "exile" and o.kind == "card" and bool(o.get(SUSPEND)) \
        and o.counter(TIME) > 0


def suspended_of(g: Any, owner: str) -> tuple[int, ...]:
    """The suspended cards ``owner`` owns (in their exile), in the order they were exiled."""
    ids = g.zones.get(f"{owner}:exile", ())
    if not ids:
        return ()
    objects = g.objects
    return tuple(i for i in ids if is_suspended(objects[i]))


def give_haste(ctx: Ctx, oid: int) -> None:
    """The permanent ``oid`` a creature spell cast by suspend became has haste (702.61a): as
    long as its caster controls it: the effect is marked with :data:`HASTE`, and
    :func:`magictutor.rules.gain_control.change_controller` ends it on a change of control
    (and, like every effect on it, it ends when it leaves the battlefield)."""
    o = ctx.objects[oid]
    ctx.add_effect("grant", o, o.controller, affected=(oid,), until="game", keywords=("haste",),
                   **{HASTE: True})
    ctx.emit("grant", f"{o.name} was cast by suspend: it has haste", "kw.suspend", "kw.haste",
             card=o.name)
