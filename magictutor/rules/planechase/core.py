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

The die is in :mod:`magictutor.rules.planechase.die`, phenomena in
:mod:`magictutor.rules.planechase.phenomena`, setting up and checking decks in
:mod:`magictutor.rules.planechase.setup`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.model.work import Work, op
from magictutor.rules.planechase.die import FACES, check_roll, do_roll, roll_cost
from magictutor.rules.planechase.phenomena import _waiting, encounter, is_phenomenon
from magictutor.rules.planechase.setup import (
    BUILTIN_DECKS,
    BUILTIN_PHENOMENA,
    builtin_deck,
    check_planar_deck,
    start_plane,
    start_planechase,
)
from magictutor.rules.planechase.zones import (  # noqa: F401 - the Planechase verbs, gathered here
    _take,
    cite,
    deck_key,
    deck_owner,
    face_up,
    planar_controller,
    to_bottom,
    to_top,
    turn_up,
)
from magictutor.rules.teams import same_team

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.state import Obj

__all__ = [
    "BUILTIN_DECKS", "BUILTIN_PHENOMENA", "FACES",
    "builtin_deck", "check_planar_deck", "check_roll", "deck_key", "deck_owner", "do_roll",
    "arrive", "cite", "encounter", "face_up", "phenomenon_sba", "planar_controller",
    "planar_refusals", "planeswalk", "roll_cost", "start_plane", "start_planechase",
]

Violation = tuple[tuple[str, ...], str]


@op("planeswalk")
def _planeswalking_ability(ctx: Ctx, w: Work) -> None:
    """The planeswalking ability resolves (901.8; 309.6 in ``2011-09``)."""
    ab = ctx.objects.get(w.get("obj"))
    who = _who_planeswalks(ctx, ab.controller if ab is not None else w.get("controller"),
                           planar_controller(ctx) or w.get("controller"))
    if who is None:
        return
    if ctx.feature("planeswalking") == "plane_ability" and ab is not None:
        src = ctx.objects.get(ab.source) if ab.source is not None else None
        same = (src is not None and src.zone == "command" and src.face_up
                and src.gen == ab.get("source_gen"))
        planeswalk(ctx, who, "plane.planeswalking", "pc.planeswalking_ability",
                   only=[src.id] if same and src else [])
        return
    planeswalk(ctx, who, "pc.planeswalking_ability")


def _who_planeswalks(ctx: Ctx, ctrl: str | None, who: str | None) -> str | None:
    """Who planeswalks as the planeswalking ability controlled by ``ctrl`` resolves: the
    planar controller ``who``, also for a Two-Headed Giant teammate's roll (901.12d); None
    (it does nothing) when an effect made another player roll it, since 901.8 tells its
    controller to planeswalk and only the planar controller may (701.21a)."""
    if not ctrl or not who or ctrl == who:
        return who
    if not same_team(ctx, ctrl, who):
        ctx.emit("planeswalk", f"{ctrl} controls the planeswalking ability, but only the "
                 f"planar controller ({who}) may planeswalk, so it does nothing",
                 "kw.planeswalk_who", "pc.planeswalking_ability", auto=True, player=ctrl)
        return None
    ctx.emit("planeswalk", f"{ctrl} controls the planeswalking ability, but only the "
             f"planar controller planeswalks: {who} does", "kw.planeswalk_who", auto=True,
             player=who)
    return who


def planeswalk(ctx: Ctx, player: str | None, *why: str, only: list[int] | None = None,
               to: list[int] | None = None) -> None:
    """``player`` planeswalks (701.x, 901.11).

    Every face-up planar card (``only``: just these, for the ``2011-09`` planeswalking
    ability's "this card") goes to the bottom of its owner's planar deck face down; then
    the top card of ``player``'s planar deck is turned face up (``to``: these cards instead,
    all at once, for Spatial Merging).

    >>> from magictutor.engine.context import Ctx
    >>> from magictutor.engine.setup import build_game
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
    _same_deck_order(ctx, away_objs)
    for oid in away:
        to_bottom(ctx, oid)
    _end_durations(ctx, away_objs)
    names = ", ".join(o.name for o in away_objs)
    away_txt = f" away from {names} (turned face down: each is a new object)" if names else ""
    keys = tuple(dict.fromkeys("phenomenon.face_down_new" if is_phenomenon(ctx, o)
                               else "plane.face_down_new" for o in away_objs))
    if len(away_objs) > 1:  # away from every face-up card at once (901.11c; not in 2011-09)
        keys += ("pc.planeswalk_away_all",)
    arrive(ctx, player, to, away_txt, *why, *keys)


def _same_deck_order(ctx: Ctx, away: list[Obj]) -> None:
    """Two or more face-up cards going to the bottom of the same planar deck at once go in
    the order they were turned face up (the kit's house rule: no edition says who orders
    them; docs/house-rules.md)."""
    decks: dict[str, list[str]] = {}
    for o in away:
        decks.setdefault(deck_key(ctx, o), []).append(o.name)
    for key, names in decks.items():
        if len(names) > 1:
            whose = "the communal" if key == "planar:shared" else f"{key[7:]}'s"
            ctx.emit("planeswalk", f"{' then '.join(names)} go to the bottom of {whose} "
                     f"planar deck in the order they were turned face up, so {names[-1]} is "
                     "now the bottom card (the kit's house rule: no rule says who orders "
                     "them)", "kw.planeswalk_how", auto=True)


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

    >>> from magictutor.engine.context import Ctx
    >>> from magictutor.engine.setup import build_game
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


from magictutor.rules.planechase.refusals import planar_refusals  # noqa: E402


def phenomenon_sba(ctx: Ctx) -> bool:
    """310.7 / 704.5x: a face-up phenomenon that no ability from it is waiting on makes the
    planar controller planeswalk. Returns whether it happened.

    >>> from magictutor.engine.context import Ctx
    >>> from magictutor.engine.setup import build_game
    >>> s = build_game(["Alice", "Bob"], planechase={"decks": {"Alice": [
    ...     "Tazeem", "Chaotic Aether"]}})
    >>> ctx = Ctx(s)
    >>> phenomenon_sba(ctx)
    False
    >>> _ = turn_up(ctx, ctx.zones["planar:Alice"][0])  # face up, nothing waiting on it
    >>> phenomenon_sba(ctx), [ctx.objects[i].name for i in ctx.zones["faceup"]]
    (True, ['Tazeem'])
    """
    if ctx.planechase is None or not ctx.feature("phenomena"):
        return False
    for oid in list(ctx.zones.get("faceup", ())):
        o = ctx.objects[oid]
        if not is_phenomenon(ctx, o) or _waiting(ctx, o):
            continue
        who = ctx.planechase.controller
        ctx.emit("sba", f"{o.name} is a face-up phenomenon with no ability of it waiting to "
                 f"resolve, so {who} planeswalks (a state-based action)", "sba.phenomenon",
                 "phenomenon.planeswalk", "sba.check", auto=True, player=who)
        planeswalk(ctx, who, "sba.phenomenon", "pc.planeswalk_causes")
        return True
    return False
