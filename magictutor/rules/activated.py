"""Activated abilities other than loyalty abilities (602), and mana abilities (605).

An activated ability is written ``cost: effect``; the kit's costs are mana symbols and the
tap symbol, ``"{R}"``, ``"{T}"``, ``"{2}{T}"`` (602.1a, 107.5). A permanent has the
activated abilities of its card, then those static abilities give it (613.1f: Llanowar's
"all creatures have {T}: add {G}{G}", Truga Jungle's lands), then those effects give it
until they end (Stensia's chaos ability). An :class:`~magictutor.model.actions.Activate`
names one by its cost and, when two of the permanent's abilities share that cost, by
``ability``: its index in that list (its index among the card's abilities for the card's
own, the number of the card's abilities and on for granted ones, in the order
``legal_actions`` lists them).

Only the permanent's controller may activate it, whenever they hold priority (602.2,
116.1b / 117.1b today). A ``{T}`` in the cost can't be paid by a tapped permanent (107.5),
nor by a creature its controller has not controlled continuously since their most recent
turn began, unless it has haste (302.6, 602.5a). The mana is paid from the pool and then by
tapping untapped lands, as for spells; the kit never taps a creature to pay a cost, since
tapping a creature changes what it may do in combat: a player who wants a creature's mana
(Llanowar) activates its mana ability first, and that mana waits in the pool (106.4).

A mana ability (605.1a: no target, it adds mana, not a loyalty ability) doesn't use the
stack: it resolves at once and its controller keeps priority (605.3b). Any other goes on
the stack like a loyalty ability and resolves independently of its source (112.7a; 113.7a
today).
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING, Any

from magictutor.cards import card
from magictutor.cards.check import card_cache
from magictutor.cards.model import AbilityDef
from magictutor.editions import Edition
from magictutor.model.characteristics import card_of
from magictutor.model.protocol import GameView
from magictutor.model.query import chars_of, statics
from magictutor.model.state import GameState, Obj
from magictutor.model.violations import Violation
from magictutor.model.violations import violation as _v
from magictutor.model.work import push
from magictutor.rules import loyalty
from magictutor.rules.effects import effect_works
from magictutor.rules.mana import parse_items, plan_items
from magictutor.rules.stack import lands_for, pay_mana, payment
from magictutor.rules.teams import holds_priority
from magictutor.rules.up_to_targets import check_ability_targets, stack_info

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.actions import Activate

GRANT_STATICS = {"creatures_have_ability": "Creature", "lands_have_ability": "Land"}
"""The static abilities that give an activated ability to every permanent of a card type."""

MANA_WORDS = frozenset({"add_mana", "add_mana_any"})
"""The effect words that add mana: an ability whose effects are only these, with no target,
is a mana ability (605.1a)."""

_COST = re.compile(r"^(?:\{(?:[0-9]+|[WUBRGC]|T)\})+$")


def is_activation_cost(cost: Any) -> bool:
    """Whether ``cost`` is written as the kit's activation costs are: mana symbols and at
    most one tap symbol (602.1a, 107.5).

    >>> is_activation_cost("{2}{T}"), is_activation_cost("{T}{T}"), is_activation_cost("+1")
    (True, False, False)
    """
    if type(cost) is not str:
        return False
    c = cost.replace(" ", "").upper()
    return bool(_COST.match(c)) and c.count("{T}") <= 1


def normal_cost(cost: str) -> str:
    """An activation cost as the kit compares them: capitals, no spaces."""
    return cost.replace(" ", "").upper()


@cache
def split_cost(cost: str) -> tuple[bool, str]:
    """(does the cost tap the permanent?, the mana part) of an activation cost.

    >>> split_cost("{2}{T}"), split_cost("{R}")
    ((True, '{2}'), (False, '{R}'))
    """
    c = normal_cost(cost)
    return "{T}" in c, c.replace("{T}", "")


@cache
def is_mana_ability(ab: AbilityDef) -> bool:
    """Whether an activated ability is a mana ability (605.1a)."""
    return not ab.targets and bool(ab.effects) and all(
        next(iter(dict(e)), None) in MANA_WORDS for e in ab.effects)


@cache
def ability_from(spec: Any) -> AbilityDef:
    """The ability a static ability or an effect grants, from its frozen spec (the mapping
    of ``cost``, ``text``, ``targets``, ``effects`` the card file wrote)."""
    d = dict(spec)
    targets = d.get("targets") or ()
    return AbilityDef(kind="activated", text=str(d.get("text", "")), cost=str(d["cost"]),
                      targets=tuple(targets) if isinstance(targets, tuple) else (targets,),
                      effects=tuple(d.get("effects") or ()))


def _granted(g: GameView, o: Obj) -> list[AbilityDef]:
    """The activated abilities static abilities and effects give ``o`` now."""
    out: list[AbilityDef] = []
    found = statics(g)
    if not found.kinds.isdisjoint(GRANT_STATICS):
        types = chars_of(g, o.id).types
        out += [ability_from(data) for kind, data in found
                if GRANT_STATICS.get(kind) in types]
    for e in g.effects:
        if e.kind == "grant_ability" and o.id in e.affected:
            out.append(ability_from(e.get("ability")))
    return out


def abilities_of(g: GameView, o: Obj) -> tuple[tuple[int, AbilityDef], ...]:
    """(index, ability) of each activated ability ``o`` has now (see the module's text)."""
    c = card_of(o, g.edition)
    own = c.abilities_of("activated")
    granted = _granted(g, o) if o.zone == "battlefield" else ()
    if not granted:
        return own
    n = len(c.abilities)
    return own + tuple((n + k, a) for k, a in enumerate(granted))


@card_cache
@cache
def _card_has_own(name: str, edition: str) -> bool:
    """Whether card ``name`` has an activated ability of its own (once per card, edition)."""
    return bool(card(name, edition).abilities_of("activated"))


def _own_sources(s: GameState, bf: tuple) -> tuple[int, ...]:
    """The permanents whose cards have an activated ability of their own. It reads the
    battlefield and each permanent's card (name, kind, token definition) alone: the state
    keeps it in ``_memo``, and :func:`magictutor.engine.memos.hand_on` hands it on while the
    battlefield is the same and no permanent's card changed."""
    memo = s._memo
    hit = memo.get("_own_sources")
    if hit is not None:
        return hit
    ids = memo["_own_sources"] = own_among(s, bf)
    return ids


def own_among(s: GameState, ids: tuple[int, ...]) -> tuple[int, ...]:
    """Those of the objects ``ids`` whose cards have an activated ability of their own: the
    part of :func:`_own_sources` each permanent adds (``engine.memos_cards`` asks it for
    the permanents that joined the battlefield)."""
    objects, edition = s.objects, s.edition
    return tuple(i for i in ids if (_card_has_own(objects[i].name, edition)
                                    if objects[i].kind != "token" else
                                    card_of(objects[i], edition).abilities_of("activated")))


@card_cache
@cache
def _card_grants(name: str, edition: str) -> bool:
    """Whether card ``name`` has a static ability that grants an activated ability."""
    return _grants_of(card(name, edition))


def _grants_of(c: Any) -> bool:
    return any(k in GRANT_STATICS for _, a in c.abilities_of("static") for spec in a.static
               for k, _ in spec)


def _may_grant(s: GameState, bf: tuple, faceup: tuple) -> bool:
    """Whether a permanent or face-up planar card has a static ability that grants an
    activated ability, so a game without one never works out its static abilities for
    this. Kept in the state's ``_memo`` and handed on like :func:`_own_sources`."""
    memo = s._memo
    hit = memo.get("_may_grant")
    if hit is not None:
        return hit
    found = memo["_may_grant"] = grants_among(s, bf + faceup)
    return found


def grants_among(s: GameState, ids: tuple[int, ...]) -> bool:
    """Whether one of the objects ``ids`` has a static ability that grants an activated
    ability: what each object adds to :func:`_may_grant` (as :func:`own_among`)."""
    objects, edition = s.objects, s.edition
    return any(_card_grants(objects[i].name, edition) if objects[i].kind != "token"
               else _grants_of(card_of(objects[i], edition)) for i in ids)


def sources(s: GameState) -> tuple[int, ...]:
    """The permanents with activated abilities now, in battlefield order: those whose cards
    have one (kept with the battlefield's tuple), and, while a static ability or an effect
    grants one, those it grants one to. A state keeps the answer, and hands it on while the
    battlefield, the face-up planes and the effects stay the same."""
    hit = s._memo.get("_activated_sources")  # (handed on while the permanents, planes and
    if hit is not None:                       # effects stay the same: engine.memos)
        return hit
    bf = s.zones.get("battlefield", ())
    hit = _own_sources(s, bf)
    if _may_grant(s, bf, s.zones.get("faceup", ())) and \
            not statics(s).kinds.isdisjoint(GRANT_STATICS) or \
            s.effects and any(e.kind == "grant_ability" for e in s.effects):
        objects = s.objects
        hit = tuple(i for i in bf if i in hit or _granted(s, objects[i]))
    s._memo["_activated_sources"] = hit
    return hit


def sick(s: GameState) -> tuple[int, ...]:
    """The permanents with activated abilities that came under their controller's control
    this turn (a {T} cost waits for 302.6): what the legal-action memo keys on, for them."""
    found = s._memo.get("_activated_sources")
    if found is None:
        found = sources(s)
    if not found:  # (the usual case: nothing has one)
        return ()
    objects, turn = s.objects, s.turn
    return tuple(i for i in found if objects[i].since_turn >= turn)


def _listing(mine: tuple[tuple[int, AbilityDef], ...]) -> str:
    return ", ".join(f"{i}: {ab.cost}" for i, ab in mine) or "none"


def ability_named(g: GameView, o: Obj, a: Activate) -> tuple[int, AbilityDef] | str:
    """The (index, ability) ``a`` names on permanent ``o``, or why it names none."""
    mine = abilities_of(g, o)
    cost = normal_cost(a.cost)
    matches = [(i, ab) for i, ab in mine if normal_cost(ab.cost or "") == cost]
    if a.ability is not None:
        hit = [m for m in matches if m[0] == a.ability]
        if not hit:
            return (f"has no activated ability {a.cost} at index {a.ability} (its activated "
                    f"abilities: {_listing(mine)})")
        return hit[0]
    if not matches:
        return f"has no activated ability with cost {a.cost} (its activated abilities: " \
               f"{_listing(mine)})"
    if len(matches) > 1:
        which = "; ".join(f"ability {i}: {ab.text or ab.cost}" for i, ab in matches)
        return f"has {len(matches)} activated abilities with cost {a.cost}: say which by " \
               f"its index ({which})"
    return matches[0]


def is_loyalty_action(a: Activate) -> bool:
    """Whether ``a`` names a loyalty ability (its cost is +N, -N, 0 or -X) rather than an
    activated ability with a mana or tap cost."""
    return type(a.cost) is not str or a.cost[:1] != "{"


def check(ed: Edition, s: GameState, a: Activate) -> list[Violation]:
    """Every rule activating the ability ``a`` names would break now: a loyalty ability's
    (:func:`magictutor.rules.loyalty.check_activate`) or another activated ability's."""
    cost = a.cost
    if type(cost) is not str or cost[:1] != "{":  # (is_loyalty_action, inlined: hot path)
        return loyalty.check_activate(ed, s, a)
    return check_activated(ed, s, a)


def check_activated(ed: Edition, s: GameState, a: Activate) -> list[Violation]:
    """Every rule activating this non-loyalty ability would break now (see the module)."""
    o = s.objects.get(a.source) if isinstance(a.source, int) else None
    if o is None or o.zone != "battlefield":
        return [_v(ed, ("ability.activate",), "there is no such permanent on the battlefield")]
    found = ability_named(s, o, a)
    if isinstance(found, str):
        return [_v(ed, ("ability.activate",), f"{o.name} {found}")]
    _, ab = found
    out: list[Violation] = []
    if o.controller != a.player:
        out.append(_v(ed, ("ability.activate",), f"{a.player} does not control {o.name}: only "
                      f"its controller ({o.controller}) may activate its abilities"))
    if not holds_priority(s, a.player):
        who = f" ({s.priority} does)" if s.priority else ""
        out.append(_v(ed, ("ability.priority",), f"{a.player} does not have priority{who}, "
                      "and abilities are activated only by a player who has it"))
    if a.x is not None:
        out.append(_v(ed, ("ability.cost_paid",), f"{o.name} {ab.cost} has no X in its cost"))
    out += _check_cost(ed, s, o, ab, a.player)
    return out + check_ability_targets(ed, s, ab, a.targets, a.player, f"{o.name} {ab.cost}")


def _check_cost(ed: Edition, s: GameState, o: Obj, ab: AbilityDef, who: str
                ) -> list[Violation]:
    taps, mana = split_cost(ab.cost or "")
    out: list[Violation] = []
    if taps and o.tapped:
        out.append(_v(ed, ("cost.tap",), f"{o.name} is tapped, and a tapped permanent can't be "
                      "tapped again to pay {T}"))
    if taps and o.since_turn >= s.turn:
        c = chars_of(s, o.id)
        if c.is_creature and "haste" not in c.keywords:
            out.append(_v(ed, ("summoning_sickness", "ability.tap_sick"),
                          f"{o.name} is a creature {o.controller} has not controlled since "
                          "their most recent turn began, so it can't pay {T}"))
    if mana and _plan(s, who, mana, o.id if taps else None) is None:
        out.append(_v(ed, ("ability.cost_paid", "cast.pay"),
                      f"{who} cannot pay {mana} for {o.name} {ab.cost}"))
    return out


def _plan(g: GameView, who: str, mana: str, tapped: int | None) -> tuple[str, list[int]] | None:
    """How ``who`` pays ``mana`` now, without the permanent that taps for the cost itself."""
    if tapped is None:
        return payment(g, who, mana, None)
    generic, colored = parse_items(mana, None)
    lands = [land for land in lands_for(g, who) if land[0] != tapped]
    return plan_items(g.player(who).mana, lands, generic, colored)


def do(ctx: Ctx, a: Activate) -> None:
    """Activate the ability ``a`` names (a loyalty ability or another)."""
    if is_loyalty_action(a):
        loyalty.do_activate(ctx, a)
    else:
        do_activated(ctx, a)


def do_activated(ctx: Ctx, a: Activate) -> None:
    """Pay the cost (602.2b), then resolve a mana ability at once (605.3b) or put the ability
    on the stack; its controller holds priority (116.3c)."""
    o = ctx.objects[a.source]
    found = ability_named(ctx, o, a)
    assert not isinstance(found, str), found  # (apply ran check_activated, which refuses it)
    index, ab = found
    taps, mana = split_cost(ab.cost or "")
    if taps:
        ctx.set_obj(o.id, tapped=True)
    tapping = f", tapping {o.name} to pay the cost" if taps else ""
    ctx.emit("cost", f"{a.player} activates {o.name} {ab.cost}{tapping}", "ability.activate",
             "ability.cost_paid", *(("cost.tap",) if taps else ()), player=a.player,
             card=o.name, obj=o.id)
    if mana:
        pay_mana(ctx, a.player, mana, None, f"{o.name} {ab.cost}", ("ability.cost_paid",))
    ctx.priority = a.player
    ctx.passes = ()
    res = {"controller": a.player, "source": o.id, "obj": None, "source_name": o.name,
           "targets": tuple(a.targets), "x": None, "source_counters": o.counters, "info": ()}
    if is_mana_ability(ab):
        ctx.emit("mana", f"{o.name} {ab.cost} is a mana ability: it doesn't use the "
                 "stack and resolves at once", "mana.ability", "mana.no_stack", card=o.name)
        push(ctx, *effect_works(res, ab.effects))
        return
    _to_stack(ctx, a, o, index, ab)


def _to_stack(ctx: Ctx, a: Activate, o: Obj, index: int, ab: AbilityDef) -> None:
    gens = tuple(ctx.objects[t].gen if isinstance(t, int) else 0 for t in a.targets)
    ab_obj = Obj(id=ctx.new_id(), name=f"{o.name} {ab.cost}", kind="ability", owner=a.player,
                 controller=a.player, zone="stack", source=a.source, ability=index,
                 targets=tuple(a.targets),
                 info=(("source_counters", o.counters), ("source_gen", o.gen),
                       ("source_name", o.name), ("tgen", gens), ("activated", True),
                       ("def", ab)) + (stack_info(ab, tuple(a.targets)) if ab.condition else ()))
    ctx.add_object(ab_obj, "stack")
    tgt = f" targeting {', '.join(ctx.describe(t) for t in a.targets)}" if a.targets else ""
    ctx.emit("stack", f"{ab_obj.name} goes on the stack{tgt}", "ability.activate",
             name=ab_obj.name)

