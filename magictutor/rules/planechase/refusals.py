"""Refusing actions that treat planar cards as permanents or spells (309.2, 310.2).

Plane and phenomenon cards stay in the command zone (309.2, 310.2; 311.2, 312.2 in
``current``; 901.4): they can't be cast or played, have no loyalty abilities, and can't be
targeted as permanents.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from magictutor.cards import card
from magictutor.editions import Edition
from magictutor.model.actions import Activate
from magictutor.model.violations import Violation
from magictutor.model.violations import violation as _v

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.model.state import GameState, Obj



def planar_refusals(ed: Edition, s: GameState, action: Any) -> list[Violation]:
    """309.2 / 310.2: plane and phenomenon cards are not permanents, can't be cast or played,
    and have no loyalty abilities; spells and abilities can't target them as permanents.

    >>> from magictutor.engine.setup import build_game
    >>> from magictutor.model.actions import Cast
    >>> from magictutor.editions import get_edition
    >>> s = build_game(["Alice", "Bob"], planechase={"decks": {"Alice": ["Naar Isle"]}})
    >>> plane = s.zones["faceup"][0]
    >>> planar_refusals(get_edition(s.edition), s, Cast("Alice", plane))[0][0]
    ('309.2', '901.4')
    """
    if not _names_command_object(s, action):
        return []  # (the usual case: nothing the action names is in the command zone)
    out = _used_as_card(ed, s, action)
    # (an ability's targets are chosen as it is activated: 602.2b applies 601.2c to it)
    steps = ("ability.targets", "cast.targets") if isinstance(action, Activate) \
        else ("cast.targets",)
    for t in getattr(action, "targets", ()) or ():
        t_obj = _planar(s, t)
        if t_obj is not None:
            not_perm = "phenomenon.command" if _is_phen_name(t_obj.name, s.edition) \
                else "plane.command"  # (309.2 / 310.2: not a permanent)
            out.append(_v(ed, ("target.rule", "target.permanents_only", not_perm, *steps),
                          f"{t_obj.name} is a {_kind(t_obj, s.edition)} card in the command "
                          "zone, not a permanent or a player, so no target word allows it: "
                          "it can't be targeted"))
    return out


_VERBS = {"Cast": "cast", "PlayLand": "played", "Activate": "activated"}


def _used_as_card(ed: Edition, s: GameState, action: Any) -> list[Violation]:
    """A planar card cast, played or activated like a card in hand or a permanent."""
    verb = _VERBS.get(type(action).__name__)
    if not verb:
        return []
    main = getattr(action, "source" if verb == "activated" else "card", None)
    o = _planar(s, main)
    if o is None:
        return []
    keys = ("phenomenon.command",) if _is_phen_name(o.name, s.edition) else ("plane.command",)
    extra = " (it has no loyalty abilities)" if verb == "activated" else ""
    return [_v(ed, keys + ("pc.command_zone",),
               f"{o.name} is a {_kind(o, s.edition)} card: it stays in the command zone "
               f"and is not a permanent, so it can't be {verb}" + extra)]


def _planar(s: GameState, ref: Any) -> Obj | None:
    """The plane or phenomenon card in the command zone that ``ref`` names, if any."""
    o = s.objects.get(ref) if isinstance(ref, int) else None
    if o is None or o.zone != "command" or o.kind != "card":
        return None
    try:
        return o if card(o.name, s.edition).is_planar else None
    except KeyError:
        return None


def _names_command_object(s: GameState, action: Any) -> bool:
    """Whether the card, source or any target of ``action`` is an object in the command zone."""
    objects = s.objects
    for ref in (getattr(action, "card", None), getattr(action, "source", None),
                *(getattr(action, "targets", ()) or ())):
        if isinstance(ref, int):
            o = objects.get(ref)
            if o is not None and o.zone == "command":
                return True
    return False


def _kind(o: Obj, edition: str) -> str:
    return "phenomenon" if _is_phen_name(o.name, edition) else "plane"


def _is_phen_name(name: str, edition: str) -> bool:
    try:
        return "Phenomenon" in card(name, edition).types
    except KeyError:
        return False


