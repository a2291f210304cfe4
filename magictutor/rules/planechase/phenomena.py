"""Phenomena (310; 312 in ``current``), from the ``2013-07`` edition on.

A phenomenon is a planar card that is not a place: when a player planeswalks to it, they
*encounter* it ("when you encounter" means when this card is moved off a planar deck and
turned face up, 310.5), its triggered ability goes on the stack, and once no ability from
it is waiting to trigger or on the stack, the planar controller planeswalks away from it
(310.7). That last step is a state-based action (704.5x; 704.5w in ``2017-09``; 704.6f in
``current``). The ``2011-09`` rules have no phenomena at all.

>>> from magictutor.engine.setup import build_game
>>> s = build_game(["Alice", "Bob"], planechase={"decks": {"Alice": [
...     "Chaotic Aether", "Naar Isle", "Tazeem"]}})
>>> [o.name for o in s.zone("faceup")]  # 901.5: a phenomenon can't be the starting plane
['Naar Isle']
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.cards import card
from magictutor.model.protocol import GameView

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.state import Obj


def is_phenomenon(g: GameView, o: Obj) -> bool:
    """Whether a planar card is a phenomenon (rather than a plane).

    >>> from magictutor.model.state import Obj
    >>> from magictutor.engine.setup import build_game
    >>> s = build_game(["Alice", "Bob"])
    >>> is_phenomenon(s, Obj(1, "Spatial Merging", "card", "Alice", "Alice", "command"))
    True
    """
    try:
        return "Phenomenon" in card(o.name, g.edition).types
    except KeyError:
        return False


def encounter(ctx: Ctx, oid: int) -> None:
    """310.5: the phenomenon's "when you encounter" ability triggers as it turns face up;
    the planar controller controls it.

    >>> from magictutor.engine.context import Ctx
    >>> from magictutor.engine.setup import build_game
    >>> ctx = Ctx(build_game(["Alice", "Bob"], planechase={"decks": {"Alice": [
    ...     "Tazeem", "Chaotic Aether"]}}))
    >>> encounter(ctx, ctx.zones["planar:Alice"][0])
    >>> [(t.name, t.controller) for t in ctx.triggers]
    [('Chaotic Aether encounter', 'Alice')]
    """
    from magictutor.rules.planechase.zones import planar_controller
    from magictutor.rules.triggers import new_trigger

    o = ctx.objects[oid]
    who = planar_controller(ctx) or ctx.active
    for i, a in card(o.name, ctx.edition).abilities_of("encounter"):
        t = new_trigger(ctx, o, i, a, who)
        ctx.emit("encounter", f"{who} encounters {o.name}: its ability triggers ({t.name})",
                 "phenomenon.encounter", "phenomenon.controller", auto=True, name=t.name)


def _waiting(ctx: Ctx, o: Obj) -> bool:
    """Whether ``o`` is the source of an ability that has triggered but not left the stack."""
    def mine(t: Obj) -> bool:
        return t.source == o.id and t.get("source_gen", o.gen) == o.gen

    if any(mine(t) for t in ctx.triggers):
        return True
    if any(w.op == "put_trigger" and mine(w.get("trigger")) for w in ctx.work):
        return True
    return any(mine(ctx.objects[s]) for s in ctx.zones.get("stack", []))
