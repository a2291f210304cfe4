"""Where the Planechase cards are and who controls them (901.6, 310.6): the planar
controller, each player's planar deck, the face-up plane(s) and phenomenon, and moving a
planar card to the top or bottom of its owner's deck or face up. The other Planechase modules
(:mod:`magictutor.rules.planechase.core` and the ones it gathers) build on these helpers, which
read nothing above them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.model.protocol import GameView
from magictutor.model.state import evolve

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.state import Obj


# --- who and where ---------------------------------------------------------------------------
def planar_controller(g: GameView) -> str | None:
    """The planar controller (309.5), or None outside Planechase.

    >>> from magictutor.engine.setup import build_game
    >>> planar_controller(build_game(["Alice", "Bob"], planechase={}, active="Bob"))
    'Bob'
    """
    return g.planechase.controller if g.planechase else None


def deck_owner(g: GameView, player: str) -> str:
    """Whose planar deck "your planar deck" means: the communal one with a single deck
    (901.15c; 901.14c in ``2011-09``).

    >>> from magictutor.engine.setup import build_game
    >>> s = build_game(["Alice", "Bob"], planechase={"single deck": ["Naar Isle", "Tazeem"]})
    >>> deck_owner(s, "Bob")
    'shared'
    """
    if g.planechase is not None and g.planechase.single_deck:
        return "shared"
    return player


def deck_key(g: GameView, o: Obj) -> str:
    """The planar deck a planar card goes back to: its owner's, or the communal one.

    >>> from magictutor.engine.setup import build_game
    >>> s = build_game(["Alice", "Bob"], active="Bob",
    ...                planechase={"decks": {"Bob": ["Tazeem", "Agyrem"]}})
    >>> deck_key(s, face_up(s)[0])
    'planar:Bob'
    """
    if g.planechase is not None and g.planechase.single_deck:
        return "planar:shared"
    return f"planar:{o.owner}"


def face_up(g: GameView) -> list[Obj]:
    """The face-up planes and phenomena, oldest first.

    >>> from magictutor.engine.setup import build_game
    >>> s = build_game(["Alice", "Bob"], planechase={"decks": {"Alice": ["Naar Isle"]}})
    >>> [o.name for o in face_up(s)]
    ['Naar Isle']
    """
    return [g.objects[i] for i in g.zones.get("faceup", ())]


def _take(ctx: Ctx, oid: int) -> Obj:
    """Take a planar card out of its list in the command zone (it stays in the zone)."""
    o = ctx.remove_object(oid)
    held = [key for key, ids in ctx.zones.items()
            if (key == "faceup" or key.startswith("planar:")) and oid in ids]
    for key in held:  # (the single planar deck, "planar:shared", is no owner's zone key)
        ctx.ids(key).remove(oid)
    return o


def to_bottom(ctx: Ctx, oid: int, *, new_object: bool = True) -> Obj:
    """Put a planar card on the bottom of its owner's planar deck, face down. A face-up card
    turned face down becomes a new object (309.6, 310.6): its counters are gone.

    >>> from magictutor.engine.context import Ctx
    >>> from magictutor.engine.setup import build_game
    >>> ctx = Ctx(build_game(["Alice", "Bob"], planechase={"decks": {"Alice": [
    ...     "Tazeem", "Agyrem", "Panopticon"]}}))
    >>> to_bottom(ctx, ctx.zones["faceup"][0]).face_up
    False
    >>> [ctx.objects[i].name for i in ctx.zones["planar:Alice"]]
    ['Agyrem', 'Panopticon', 'Tazeem']
    """
    o = _take(ctx, oid)
    if new_object or o.face_up:
        o = evolve(o, face_up=False, counters=(), controller=o.owner, gen=o.gen + 1,
                   info=())
    return ctx.add_object(o, deck_key(ctx, o))


def to_top(ctx: Ctx, oid: int) -> Obj:
    """Put a face-down planar card on top of its planar deck (Interplanar Tunnel).

    >>> from magictutor.engine.context import Ctx
    >>> from magictutor.engine.setup import build_game
    >>> ctx = Ctx(build_game(["Alice", "Bob"], planechase={"decks": {"Alice": [
    ...     "Tazeem", "Agyrem", "Panopticon"]}}))
    >>> to_top(ctx, ctx.zones["planar:Alice"][-1]).name
    'Panopticon'
    >>> [ctx.objects[i].name for i in ctx.zones["planar:Alice"]]
    ['Panopticon', 'Agyrem']
    """
    o = _take(ctx, oid)
    return ctx.add_object(o, deck_key(ctx, o), top=False)


def turn_up(ctx: Ctx, oid: int) -> Obj:
    """Move a card off its planar deck and turn it face up under the planar controller.

    >>> from magictutor.engine.context import Ctx
    >>> from magictutor.engine.setup import build_game
    >>> ctx = Ctx(build_game(["Alice", "Bob"], planechase={"decks": {"Alice": [
    ...     "Tazeem", "Agyrem", "Panopticon"]}}))
    >>> turn_up(ctx, ctx.zones["planar:Alice"][0]).name
    'Agyrem'
    >>> [o.name for o in face_up(ctx)]
    ['Tazeem', 'Agyrem']
    """
    o = _take(ctx, oid)
    o = evolve(o, face_up=True, counters=(), controller=planar_controller(ctx) or o.owner,
               gen=o.gen + 1, since_turn=ctx.turn, info=())
    return ctx.add_object(o, "faceup")


def cite(ctx: Ctx, *keys: str) -> tuple[str, ...]:
    """The rule numbers of ``keys`` in this edition, each once (two keys may share a number:
    in ``2011-09`` 309.6 is both the planeswalking ability and the new-object rule).

    >>> from magictutor.engine.context import Ctx
    >>> from magictutor.engine.setup import build_game
    >>> cite(Ctx(build_game(["A", "B"], edition="2011-09")), "plane.planeswalking",
    ...      "plane.face_down_new", "phenomenon.encounter")
    ('309.6',)
    """
    return tuple(dict.fromkeys(ctx.rules(*keys)))


# --- planeswalking ---------------------------------------------------------------------------
