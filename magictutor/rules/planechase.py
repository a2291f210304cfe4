"""Planechase (901), planes (309; 311 in ``current``) and phenomena (310; 312): the core.

Planar cards never leave the command zone (309.2, 310.2): a player's planar deck is the
zone key ``planar:NAME`` (top card first; ``planar:shared`` with the single planar deck
option) and the face-up cards are ``faceup``. They are not permanents and can't be cast;
:func:`planar_refusals` turns away any action that treats them so.

The planar controller is the active player (309.5). If they would leave the game, the
next player in turn order who stays becomes planar controller first; the designation lasts
until that player leaves or another player becomes the active player. "You" on a plane or
phenomenon means the planar controller.

To planeswalk (701.21 / 701.22 / 701.31): put the face-up planar cards on the bottom of
their owners' planar decks face down (each becomes a new object, 309.6: counters are
gone), then turn up the top card of your own planar deck (:func:`planeswalk`). Effects
that last "until a player planeswalks" end, and "planeswalk to" and "planeswalk away from"
abilities trigger; the latter look back in time (603.6d; 603.10g from ``2017-09``).

House rule (no edition covers it): if the planar deck a player must turn a card up from
is empty, that part is ignored as impossible (101.3). The planeswalk still happens (cards
go face down, durations end, "away from" abilities trigger), but no card is turned face up
and nothing is planeswalked to, until a later planeswalk turns one up. See
``docs/house-rules.md``.

The die is in :mod:`magictutor.rules.planar_die`, phenomena in
:mod:`magictutor.rules.phenomena`, setting up and checking decks in
:mod:`magictutor.rules.planar_setup`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from magictutor.rules.phenomena import encounter, is_phenomenon, phenomenon_sba
from magictutor.rules.planar_die import FACES, check_roll, do_roll, roll_cost
from magictutor.rules.planar_setup import (
    BUILTIN_DECKS,
    BUILTIN_PHENOMENA,
    builtin_deck,
    check_planar_deck,
    start_plane,
    start_planechase,
)
from magictutor.state import evolve
from magictutor.work import Work, op

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.context import Ctx
    from magictutor.state import Obj

__all__ = [
    "BUILTIN_DECKS", "BUILTIN_PHENOMENA", "FACES", "after_leave", "before_leave",
    "builtin_deck", "check_planar_deck", "check_roll", "deck_key", "deck_owner", "do_roll",
    "arrive", "cite", "encounter", "face_up", "on_new_turn", "phenomenon_sba", "planar_controller",
    "planar_refusals", "planeswalk", "roll_cost", "start_plane", "start_planechase",
]

Violation = tuple[tuple[str, ...], str]


# --- who and where ---------------------------------------------------------------------------
def planar_controller(g: Any) -> str | None:
    """The planar controller (309.5), or None outside Planechase.

    >>> from magictutor.setup import build_game
    >>> planar_controller(build_game(["Alice", "Bob"], planechase={}, active="Bob"))
    'Bob'
    """
    return g.planechase.controller if g.planechase else None


def deck_owner(g: Any, player: str) -> str:
    """Whose planar deck "your planar deck" means: the communal one with a single deck
    (901.15c; 901.14c in ``2011-09``).

    >>> from magictutor.setup import build_game
    >>> s = build_game(["Alice", "Bob"], planechase={"single deck": ["Naar Isle", "Tazeem"]})
    >>> deck_owner(s, "Bob")
    'shared'
    """
    if g.planechase is not None and g.planechase.single_deck:
        return "shared"
    return player


def deck_key(g: Any, o: Obj) -> str:
    """The planar deck a planar card goes back to: its owner's, or the communal one.

    >>> from magictutor.setup import build_game
    >>> s = build_game(["Alice", "Bob"], active="Bob",
    ...                planechase={"decks": {"Bob": ["Tazeem", "Agyrem"]}})
    >>> deck_key(s, face_up(s)[0])
    'planar:Bob'
    """
    if g.planechase is not None and g.planechase.single_deck:
        return "planar:shared"
    return f"planar:{o.owner}"


def face_up(g: Any) -> list[Obj]:
    """The face-up planes and phenomena, oldest first.

    >>> from magictutor.setup import build_game
    >>> s = build_game(["Alice", "Bob"], planechase={"decks": {"Alice": ["Naar Isle"]}})
    >>> [o.name for o in face_up(s)]
    ['Naar Isle']
    """
    return [g.objects[i] for i in g.zones.get("faceup", ())]


def _take(ctx: Ctx, oid: int) -> Obj:
    """Take a planar card out of its list in the command zone (it stays in the zone)."""
    o = ctx.remove_object(oid)
    for key, ids in ctx.zones.items():
        if (key == "faceup" or key.startswith("planar:")) and oid in ids:
            ids.remove(oid)
    return o


def to_bottom(ctx: Ctx, oid: int, *, new_object: bool = True) -> Obj:
    """Put a planar card on the bottom of its owner's planar deck, face down. A face-up card
    turned face down becomes a new object (309.6, 310.6): its counters are gone.

    >>> from magictutor.context import Ctx
    >>> from magictutor.setup import build_game
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

    >>> from magictutor.context import Ctx
    >>> from magictutor.setup import build_game
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

    >>> from magictutor.context import Ctx
    >>> from magictutor.setup import build_game
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

    >>> from magictutor.context import Ctx
    >>> from magictutor.setup import build_game
    >>> cite(Ctx(build_game(["A", "B"], edition="2011-09")), "plane.planeswalking",
    ...      "plane.face_down_new", "phenomenon.encounter")
    ('309.6',)
    """
    return tuple(dict.fromkeys(ctx.rules(*keys)))


# --- planeswalking ---------------------------------------------------------------------------
@op("planeswalk")
def _planeswalking_ability(ctx: Ctx, w: Work) -> None:
    """The planeswalking ability resolves (901.8; 309.6 in ``2011-09``)."""
    ab = ctx.objects.get(w.get("obj"))
    who = planar_controller(ctx) or w.get("controller")
    if ctx.feature("planeswalking") == "plane_ability" and ab is not None:
        src = ctx.objects.get(ab.source) if ab.source is not None else None
        same = (src is not None and src.zone == "command" and src.face_up
                and src.gen == ab.get("source_gen"))
        planeswalk(ctx, who, "plane.planeswalking", "pc.planeswalking_ability",
                   only=[src.id] if same and src else [])
        return
    planeswalk(ctx, who, "pc.planeswalking_ability")


def planeswalk(ctx: Ctx, player: str | None, *why: str, only: list[int] | None = None,
               to: list[int] | None = None) -> None:
    """``player`` planeswalks (701.x, 901.11).

    Every face-up planar card (``only``: just these, for the ``2011-09`` planeswalking
    ability's "this card") goes to the bottom of its owner's planar deck face down; then
    the top card of ``player``'s planar deck is turned face up (``to``: these cards instead,
    all at once, for Spatial Merging).

    >>> from magictutor.context import Ctx
    >>> from magictutor.setup import build_game
    >>> ctx = Ctx(build_game(["Alice", "Bob"], planechase={"decks": {"Alice": [
    ...     "Tazeem", "Agyrem", "Panopticon"]}}))
    >>> planeswalk(ctx, "Alice")
    >>> [o.name for o in face_up(ctx)], ctx.events[-1].rules
    (['Agyrem'], ('309.6', '701.21', '701.21b', '901.11', '901.11b'))
    """

    if ctx.planechase is None:
        return
    if not player or not ctx.is_live(player):
        player = ctx.planechase.controller
    away = list(ctx.zones.get("faceup", [])) if only is None else list(only)
    away_objs = [ctx.objects[i] for i in away]
    _fire_away(ctx, away)
    for oid in away:
        to_bottom(ctx, oid)
    _end_durations(ctx, away_objs)
    names = ", ".join(o.name for o in away_objs)
    away_txt = f" away from {names} (turned face down: each is a new object)" if names else ""
    keys = tuple(dict.fromkeys("phenomenon.face_down_new" if is_phenomenon(ctx, o)
                               else "plane.face_down_new" for o in away_objs))
    arrive(ctx, player, to, away_txt, *why, *keys)


def _fire_away(ctx: Ctx, away: list[int]) -> None:
    """ "When you planeswalk away from" abilities trigger; they look back in time (603.6d;
    603.10g from ``2017-09``): they see the card as it was while face up."""
    from magictutor.rules.triggers import fire

    before = len(ctx.triggers)
    for oid in away:
        fire(ctx, "planeswalk away", obj=oid)
    for t in ctx.triggers[before:]:
        ctx.emit("trigger", f"{t.get('source_name')}'s \"planeswalk away\" ability triggers; it "
                 "looks back in time, so it sees the card as it was while face up (with its "
                 "counters)", "ability.lookback_planeswalk_away", "pc.planeswalk_away",
                 auto=True, name=t.name)


def arrive(ctx: Ctx, player: str, to: list[int] | None, away_txt: str, *why: str) -> None:
    """The second half of planeswalking: turn up ``to`` (default: the top card of
    ``player``'s planar deck); phenomena are encountered, planes trigger "planeswalk to".

    >>> from magictutor.context import Ctx
    >>> from magictutor.setup import build_game
    >>> ctx = Ctx(build_game(["Alice", "Bob"], planechase={"decks": {"Alice": [
    ...     "Tazeem", "Agyrem", "Panopticon"]}}))
    >>> arrive(ctx, "Alice", None, "")
    >>> [o.name for o in face_up(ctx)], [t.name for t in ctx.triggers]
    (['Tazeem', 'Agyrem'], [])
    """
    from magictutor.rules.triggers import fire

    if to is None:
        to = ctx.ids(f"planar:{deck_owner(ctx, player)}")[:1]
    if not to:
        ctx.emit("planeswalk", f"{player} planeswalks{away_txt}, but their planar deck is "
                 "empty: no card is turned face up (the kit's house rule: the impossible part "
                 "is ignored)", *why, "kw.planeswalk", "kw.planeswalk_how", "game.impossible",
                 auto=True, player=player)
        return
    ups = [turn_up(ctx, oid) for oid in to]
    new_names = " and ".join(o.name for o in ups)
    shared = ("pc.single_deck_yours",) if ctx.planechase and ctx.planechase.single_deck else ()
    ctx.emit("planeswalk", f"{player} planeswalks{away_txt} to {new_names}",
             *cite(ctx, *why, "kw.planeswalk", "kw.planeswalk_how", "pc.planeswalk_when",
                   "pc.planeswalk_away", *shared), auto=True, player=player, to=new_names)
    for o in ups:
        if is_phenomenon(ctx, o):
            encounter(ctx, o.id)
        else:
            fire(ctx, "planeswalk to", obj=o.id)


def _end_durations(ctx: Ctx, away: list[Obj]) -> None:
    """901.11: "until a player planeswalks" effects end; Chaotic Aether's lasts until a
    player planeswalks away from a *plane*."""
    from_plane = any(not is_phenomenon(ctx, o) for o in away)
    ending = [e for e in ctx.effects if e.until == "planeswalk"
              or (from_plane and e.until == "planeswalk away from a plane")]
    if not ending:
        return
    ctx.effects = [e for e in ctx.effects if e not in ending]
    what = "; ".join(f"{e.source_name}: {e.get('text', e.kind)}" for e in ending)
    ctx.emit("duration", f"Effects lasting until a player planeswalks end ({what})",
             "pc.planeswalk_when", "pc.planeswalk_away", auto=True)


from magictutor.rules.planar_controller import (  # noqa: E402 - they use the helpers above
    after_leave,
    before_leave,
    on_new_turn,
)
from magictutor.rules.planar_refusals import planar_refusals  # noqa: E402
