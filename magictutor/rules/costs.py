"""What casting a spell takes besides timing and targets: its total cost (601.2e; 601.2f from
2017-09), its mana cost less what static abilities take off it (117.7; 118.7 today), such as
Turri Island's ``{spells_cost_less: {generic: 2, types: [Creature]}}`` (a reduction of generic
mana takes off generic mana only, never coloured mana, and never below {0}); and the spells a
static ability forbids (Skybreen: none that shares a card type with a library's top card); and
whether a plane lets every land pay mana of any colour (Truga Jungle: :func:`any_colour_lands`)."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from magictutor.cards.check import card_cache
from magictutor.editions import Edition
from magictutor.model.characteristics import card_of
from magictutor.model.protocol import GameView
from magictutor.model.query import statics
from magictutor.model.state import GameState
from magictutor.model.violations import violation
from magictutor.rules.effects import effect
from magictutor.rules.mana import parse_items

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.cards.model import CardDef
    from magictutor.engine.context import Ctx
    from magictutor.model.work import Work


def _applies(spec: dict, c: CardDef) -> bool:
    types, colors = spec.get("types"), spec.get("colors")
    if types and not set(types) & set(c.types):
        return False
    return not colors or bool(set(colors) & set(c.colors))


def reduction(g: GameView, c: CardDef, player: str | None = None) -> int:
    """How much generic mana the static abilities in play take off spell ``c``'s cost, and
    the effects that make ``player``'s spells cost less this turn (Izzet Steam Maze's chaos:
    ``spells_cost_less_this_turn``)."""
    less = sum(int(dict(v).get("generic", 0)) for k, v in statics(g)
               if k == "spells_cost_less" and _applies(dict(v), c))
    if g.effects and player is not None:
        less += sum(int(e.get("generic", 0)) for e in g.effects
                    if e.kind == "spells_cost_less" and player in e.affected
                    and _applies({"types": e.get("types")}, c))
    return less


def spell_cost(g: GameView, c: CardDef, x: int | None,
               player: str | None = None) -> tuple[str, int | None, int]:
    """(the cost to pay, its X, the generic mana taken off) for ``player`` casting ``c`` now:
    the printed cost and X when nothing reduces it, else the reduced cost with X counted
    in."""
    less = reduction(g, c, player) if c.cost else 0
    if not less:
        return c.cost, x, 0
    generic, colored = parse_items(c.cost, x)
    cut = min(less, generic)
    left = generic - cut
    cost = (f"{{{left}}}" if left or not colored else "") + \
        "".join(f"{{{color}}}" * n for color, n in colored)
    return cost, None, cut


COST_CUTTERS = frozenset({"spells_cost_less"})
"""The static abilities (and effect kinds) :func:`most_off` adds up: with none in play and no
effect at all, it is 0."""


def most_off(g: GameView) -> int:
    """The most generic mana the static abilities in play could take off one spell's cost
    (for a quick "could this be cast" test)."""
    found = statics(g)
    this_turn = sum(int(e.get("generic", 0)) for e in g.effects
                    if e.kind == "spells_cost_less") if g.effects else 0
    if COST_CUTTERS.isdisjoint(found.kinds):
        return this_turn
    return this_turn + sum(int(dict(v).get("generic", 0)) for k, v in found
                           if k == "spells_cost_less")


from magictutor.cards.check import CARD_TYPES  # noqa: E402,F401 - declared with the vocabulary

TOP_READERS = frozenset({"cant_cast_sharing_top_type", "play_library_tops"})
"""The static abilities that make the legal actions read the libraries' top cards
(:func:`library_tops`)."""


def library_tops(g: GameView) -> tuple[int | str | None, ...]:
    """What the legal actions read of the libraries' top cards while a static ability
    reveals them, else nothing: the top card of each player's library (Skybreen: what may be
    cast depends on them), and with Windriddle Palaces also the planar controller, who may
    play them (``rules/cast_from_library.py``). The legal-action memo keys hold it."""
    kinds = statics(g).kinds
    if TOP_READERS.isdisjoint(kinds):
        return ()
    tops = _tops(g)
    if "play_library_tops" in kinds:
        return (*tops, g.planechase.controller if g.planechase is not None else None)
    return tops


def _tops(g: GameView) -> tuple[int, ...]:
    return tuple(lib[0] for p in g.player_order if (lib := g.zones.get(f"{p}:library")))


def top_card_ban(ed: Edition, g: GameView, c: CardDef) -> list:
    """Why spell ``c`` can't be cast now, as violations: it shares a card type with a
    revealed top card of a library (Skybreen)."""
    if "cant_cast_sharing_top_type" not in statics(g).kinds:
        return []
    mine = set(c.types) & set(CARD_TYPES)
    for oid in _tops(g):
        top = g.objects[oid]
        shared = mine & set(card_of(top, g.edition).types)
        if shared:
            return [violation(ed, ("plane.abilities",), f"the top card of {top.owner}'s "
                              f"library, {top.name}, is revealed and is also a "
                              f"{'/'.join(sorted(shared)).lower()} card, so {c.name} can't "
                              "be cast")]
    return []


@effect("spells_cost_less_this_turn")
def fx_spells_cost_less_this_turn(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{spells_cost_less_this_turn: 3, types: [Instant, Sorcery]}``: the spells of those
    card types that you cast this turn cost that much generic mana less (117.7; 118.7
    today), never coloured mana and never below {0}: an effect that ends at cleanup."""
    from magictutor.rules.effects import amount, refs, src_name

    n = amount(ctx, res, spec["spells_cost_less_this_turn"])
    types = tuple(spec.get("types") or ())
    source = ctx.objects.get(res.get("source"))
    kinds = " and ".join(t.lower() for t in types) or "all"
    for p in refs(ctx, res, "you"):
        if isinstance(p, str) and ctx.is_live(p):
            ctx.add_effect("spells_cost_less", source, p, affected=(p,), until="end of turn",
                           generic=n, types=types)
            ctx.emit("effect", f"{kinds.capitalize()} spells {p} casts this turn cost {{{n}}} "
                     f"less ({src_name(res)})", "cost.reduce", player=p)
def any_colour_lands(g: GameView) -> bool:
    """Whether a static ability gives every land a mana ability that adds mana of any colour
    (Truga Jungle), which automatic payment then uses (605.3a). A frozen state first asks
    whether its battlefield or face-up planes hold such a card at all (:func:`_wild_cards`),
    so a game without one never works out its static abilities for this."""
    if isinstance(g, GameState) and not _wild_cards(g):
        return False
    found = statics(g)
    return "lands_have_ability" in found.kinds and any(
        k == "lands_have_ability" and _adds_any_colour(v) for k, v in found)


def _wild_cards(s: GameState) -> bool:
    """Whether the battlefield or the face-up planes hold a card giving lands an any-colour
    mana ability. It reads those zones and their objects' cards alone: kept in the state's
    ``_memo``, and handed on by :func:`magictutor.engine.memos.hand_on` while those zones are
    the same and no object in them changed its card."""
    memo = s._memo
    hit = memo.get("_wild_cards")
    if hit is None:
        bf, faceup = s.zones.get("battlefield", ()), s.zones.get("faceup", ())
        hit = memo["_wild_cards"] = wild_among(s, bf + faceup)
    return hit


def wild_among(s: GameState, ids: tuple[int, ...]) -> bool:
    """Whether one of the objects ``ids`` gives lands an any-colour mana ability: what each
    object adds to :func:`_wild_cards` (``engine.memos_cards`` asks it for the permanents
    that joined the battlefield)."""
    objects, edition = s.objects, s.edition
    return any(_name_gives_any_colour(objects[i].name, edition) if objects[i].kind != "token"
               else _gives_any_colour(card_of(objects[i], edition)) for i in ids)


@card_cache
@cache
def _name_gives_any_colour(name: str, edition: str) -> bool:
    from magictutor.cards import card

    return _gives_any_colour(card(name, edition))


def _gives_any_colour(c: Any) -> bool:
    return any(k == "lands_have_ability" and _adds_any_colour(v)
               for _, a in c.abilities_of("static") for spec in a.static for k, v in spec)


@cache
def _adds_any_colour(spec: Any) -> bool:
    return any(next(iter(dict(e)), None) == "add_mana_any" for e in dict(spec).get("effects", ()))
