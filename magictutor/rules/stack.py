"""Casting spells (601) and resolving spells and abilities (608).

Loyalty abilities (602, 606) live in :mod:`magictutor.rules.loyalty`.

Each ``check_*`` returns the list of violations (rule numbers and a plain-words reason)
without changing anything; each ``do_*`` carries the action out on the engine's working
copy. The engine only calls ``do_*`` when the matching check found nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from magictutor.cards import card
from magictutor.editions import Edition
from magictutor.model.protocol import GameView
from magictutor.model.state import MAIN_STEPS, GameState, Obj
from magictutor.model.violations import Violation
from magictutor.model.violations import violation as _v
from magictutor.model.work import Work, op, push
from magictutor.rules.aura_entry import aura_entry
from magictutor.rules.auras import has_flash_now
from magictutor.rules.cast_from_graveyard import leaving_stack_zone, mark_cast_from
from magictutor.rules.cast_from_library import from_where
from magictutor.rules.cast_zones import cast_zone_refusal
from magictutor.rules.costs import spell_cost, top_card_ban
from magictutor.rules.devour import devour, devour_choice
from magictutor.rules.doubling import put_counters
from magictutor.rules.effects import effect_works
from magictutor.rules.mana import parse_items, plan_items
from magictutor.rules.payment import (  # noqa: F401 - named from here too
    _spell_profile,
    lands_for,
    payment,
)
from magictutor.rules.planechase.replace_cards import extra_mana_on_tap, mana_bonus_applies
from magictutor.rules.spell_copies import COPY, cease_copy
from magictutor.rules.suspended import HASTE, give_haste
from magictutor.rules.targets import DEPENDS_ON_PREVIOUS, a_target, depends_ok, target_ok
from magictutor.rules.teams import holds_priority, is_active_player
from magictutor.rules.this_turn import cast_after_attack_ban, record_spell
from magictutor.rules.triggers import fire, trigger_def
from magictutor.rules.zone_triggers import creature_enters

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.actions import Cast


def at_sorcery_speed(s: GameView, player: str) -> bool:
    """Whether ``player`` may act at sorcery speed now: their own main phase with an empty
    stack (307.1); :func:`sorcery_timing` says why not."""
    return s.step in MAIN_STEPS and not s.zones.get("stack") and is_active_player(s, player)


def sorcery_timing(s: GameState, player: str) -> list[str]:
    """Why ``player`` may not act at sorcery speed now (empty list: they may)."""
    why = []
    if not is_active_player(s, player):  # (a team's turn is each member's, 805.4a)
        why.append("it is not their turn")
    if s.step not in MAIN_STEPS:
        why.append(f"it is the {s.step} step, not a main phase")
    if s.zones.get("stack"):
        why.append("the stack is not empty")
    return why


def check_targets(ed: Edition, s: GameState, specs: tuple[str, ...], targets: tuple, who: str,
                  what: str, keys: tuple[str, ...] = ("cast.targets",)) -> list[Violation]:
    """Why ``targets`` don't fit the target words ``specs`` of a spell or ability (601.2c;
    an activated ability passes ``keys`` that cite 602.2b too, which applies it to them).

    >>> from magictutor.engine.setup import build_game
    >>> from magictutor.editions import get_edition
    >>> s = build_game(["Alice", "Bob"], setup={"Bob": {"battlefield": ["Forest"]}})
    >>> forest = s.battlefield[0].id
    >>> check_targets(get_edition("2013-07"), s, ("land", "land"), (forest, forest), "Alice",
    ...               "Garruk Wildspeaker +1")[0][0]
    ('114.3', '601.2c')
    """
    out: list[Violation] = []
    if not isinstance(targets, tuple) or len(targets) != len(specs):
        words = ", ".join(specs) if specs else "no targets"
        given = len(targets) if isinstance(targets, (tuple, list)) else targets
        out.append(_v(ed, keys,
                      f"{what} needs {len(specs)} target(s) ({words}); {given} given"))
        return out
    for i, (spec, t) in enumerate(zip(specs, targets, strict=True)):
        if not isinstance(t, (str, int)) or isinstance(t, bool):
            out.append(_v(ed, keys, f"{t!r} is not a player or an object"))
        elif not target_ok(s, spec, t, who):
            out.append(_v(ed, keys, f"{s.describe(t)} is not a legal target for {what}: "
                          f"it needs {a_target(spec)}"))
        elif any(t == u and spec == sp for sp, u in zip(specs[:i], targets[:i], strict=True)):
            # "two target lands" is one instance of the word target (114.3 / 115.3)
            out.append(_v(ed, ("target.distinct", *keys),
                          f"{s.describe(t)} is chosen twice for {what}: the same object "
                          "can't be chosen twice for one instance of the word target"))
    return out


# --- casting -----------------------------------------------------------------------------
def _cast_timing(ed: Edition, s: GameState, a: Cast, name: str, c: Any) -> list[Violation]:
    """Why ``a`` can't be cast now: a noninstant outside its caster's main phase with an
    empty stack (the timing rule of its card type), or an effect that forbids casting."""
    out: list[Violation] = []
    if "Instant" not in c.types and not has_flash_now(s, c.types):  # (Akoum: 702.8a)
        why = sorcery_timing(s, a.player)
        if why:
            keys = ("pw.cast",) if "Planeswalker" in c.types else ("cast.creature",) \
                if "Creature" in c.types else ("cast.enchantment",) \
                if "Enchantment" in c.types else ("cast.timing_sorcery",)
            out.append(_v(ed, keys + ("cast.priority",),
                          f"{name} can be cast only in its caster's main phase with an empty "
                          f"stack, and {' and '.join(why)}"))
    out += top_card_ban(ed, s, c) + cast_after_attack_ban(ed, s, a.player)
    for e in s.effects:
        if e.kind == "cant_cast" and a.player in e.affected:
            out.append(_v(ed, ("plane.abilities", "pc.planeswalk_when"),
                          f"{a.player} can't cast spells ({e.source_name}) until a player "
                          "planeswalks"))
    return out


def _cast_cost(ed: Edition, s: GameState, a: Cast, name: str, c: Any) -> list[Violation]:
    """Why the cost can't be paid: X missing or nonsense, or not enough mana."""
    out: list[Violation] = []
    has_x = "{X}" in c.cost.upper()
    if has_x and a.x is None:
        out.append(_v(ed, ("cast.steps",), f"{name} has X in its cost: say the value of X"))
    elif a.x is not None and (not has_x or not isinstance(a.x, int) or isinstance(a.x, bool)
                            or a.x < 0):
        neg = ("number.no_negative",) if isinstance(a.x, int) and a.x < 0 else ()  # (107.1b)
        return [_v(ed, ("cast.steps", *neg), f"X={a.x!r} makes no sense for {name}: X is a "
                   "whole number of 0 or more, and only for a cost with {X}")]
    cost, x, _ = spell_cost(s, c, a.x, a.player)  # (less with a cost reduction: Turri Island)
    if payment(s, a.player, cost, x) is None:
        out.append(_v(ed, ("cast.pay",), f"{a.player} cannot pay {cost} for {name}"))
    return out


def check_cast(ed: Edition, s: GameState, a: Cast) -> list[Violation]:
    """Why ``a.player`` can't cast ``a.card`` now (601.2): not in hand, no priority, a land,
    the wrong time, targets that don't fit, a cost that can't be paid."""
    o = s.objects.get(a.card)
    if o is None or o.zone != "hand" or o.owner != a.player:  # (a graveyard, a library)
        refused = cast_zone_refusal(ed, s, a.player, o)
        if refused or o is None:
            return refused
    c = card(o.name, s.edition)
    out: list[Violation] = []
    if not holds_priority(s, a.player):
        out.append(_v(ed, ("cast.priority",),
                      f"{a.player} does not have priority"))
    if "Land" in c.types:
        return out + [_v(ed, ("land.play",), f"{o.name} is a land: lands are played, not cast")]
    out += _cast_timing(ed, s, a, o.name, c)
    spell = c.abilities_of("spell")
    specs = spell[0][1].targets if spell else ()
    out += check_targets(ed, s, specs, a.targets, a.player, o.name)
    return out + _cast_cost(ed, s, a, o.name, c)


def pay_mana(ctx: Ctx, player: str, cost: str, x: int | None, what: str,
             rules: tuple[str, ...] = ("cast.pay",)) -> None:
    plan = payment(ctx, player, cost, x)
    assert plan is not None
    pool, taps = plan
    made = _produced(ctx, player, cost, x, taps)  # (before tapping: what each land makes)
    for oid in taps:
        ctx.set_obj(oid, tapped=True)
    ctx.set_player(player, mana=pool)
    if taps:
        names = ", ".join(ctx.objects[i].name for i in taps)
        ctx.emit("pay", f"{player} taps {names} to pay {cost} for {what}", *rules,
                 "mana.ability")
    extra_mana_on_tap(ctx, player, taps, made)
    for oid in taps:  # (Tember City)
        fire(ctx, "tap for mana", player=player, obj=oid)


def _produced(ctx: Ctx, player: str, cost: str, x: int | None, taps: list[int]
              ) -> dict[int, str]:
    """What each land tapped to pay ``cost`` makes (the colour it pays for), read before
    they are tapped, and only while tapping for mana adds more (Eloren Wilds)."""
    if not taps or not mana_bonus_applies(ctx, player):
        return {}
    generic, colored = parse_items(cost, x)
    made: list[str] = []
    plan = plan_items(ctx.player(player).mana, lands_for(ctx, player), generic, colored, made)
    return dict(zip(plan[1], made, strict=True)) if plan else {}


def do_cast(ctx: Ctx, a: Cast) -> None:
    o = ctx.objects[a.card]
    c = card(o.name, ctx.edition)
    gens = tuple(ctx.objects[t].gen if isinstance(t, int) else 0 for t in a.targets)
    origin = o.zone
    where = from_where(ctx, o)
    moved = ctx.move(a.card, "stack", controller=a.player)
    ctx.set_obj(a.card, targets=tuple(a.targets), x=a.x, info=moved.info + (("tgen", gens),))
    tgt = f" targeting {', '.join(ctx.describe(t) for t in a.targets)}" if a.targets else ""
    xs = f" with X={a.x}" if a.x is not None else ""
    keys = ("pw.cast",) if "Planeswalker" in c.types else ()
    ctx.emit("cast", f"{a.player} casts {o.name}{where}{tgt}{xs}; it goes on the stack",
             "cast.steps", *keys, player=a.player, card=o.name)
    if origin != "hand":  # (flashback: 702.33a)
        mark_cast_from(ctx, a.card, origin, a.player, origin == "graveyard")
    if c.cost:
        cost, x, less = spell_cost(ctx, c, a.x, a.player)
        if less:
            ctx.emit("cost", f"{o.name} costs {{{less}}} less: {a.player} pays {cost}",
                     "cost.total", "cost.reduce", player=a.player, card=o.name)
        pay_mana(ctx, a.player, cost, x, o.name)
    record_spell(ctx, a.player)
    ctx.priority = a.player  # 116.3c
    ctx.passes = ()
    fire(ctx, "cast", player=a.player, card=a.card)


# --- resolving -------------------------------------------------------------------------------
def _legal_targets(ctx: Ctx, top: Obj, specs: tuple[str, ...]) -> tuple:
    gens = top.get("tgen", ())
    out = []
    for i, (spec, t) in enumerate(zip(specs, top.targets, strict=False)):
        ok = target_ok(ctx, spec, t, top.get("chooser", top.controller))  # (Immersturm)
        if ok and isinstance(t, int) and i < len(gens) and ctx.objects[t].gen != gens[i]:
            ok = False  # it left and came back: a new object (400.7)
        if ok and spec in DEPENDS_ON_PREVIOUS and i > 0:  # (Glen Elendra's "that player")
            ok = depends_ok(ctx, spec, t, top.targets[i - 1], gens[i - 1] if i <= len(gens)
                            else None)
        out.append(t if ok else None)
    return tuple(out)


def ability_def(ctx: Ctx, top: Obj):
    return trigger_def(ctx, top)


def resolve_top(ctx: Ctx, why: str = "priority.all_pass") -> None:
    """Start resolving the top object of the stack (608.2), since every player passed in
    succession (116.4), or every team (``why`` "team.priority": 805.5b)."""
    top = ctx.objects[ctx.zones["stack"][-1]]
    ctx.priority = None
    what = f"The copy of {top.name}" if top.kind == COPY else top.name
    ctx.emit("resolve", f"{what} resolves", why, "stack.resolve", name=top.name)
    if top.kind == "ability":
        if top.get("game_ability"):
            push(ctx, Work(top.get("game_ability"), {"obj": top.id, "controller": top.controller}),
                 Work("finish", {"obj": top.id}))
            return
        a = ability_def(ctx, top)
        specs, effects = (top.get("tspecs", a.targets), a.effects) if a else ((), ())
    else:
        c = card(top.name, ctx.edition)
        spell = c.abilities_of("spell")
        specs, effects = (spell[0][1].targets, spell[0][1].effects) if spell else ((), ())
    targets = _legal_targets(ctx, top, specs)
    if specs and all(t is None for t in targets):
        ctx.emit("fizzle", f"{top.name} doesn't resolve: all its targets are illegal",
                 "ability.targets_illegal")
        push(ctx, Work("finish", {"obj": top.id, "countered": True}))
        return
    source = top.source if top.kind == "ability" else top.id
    res = {"controller": top.controller, "source": source, "obj": top.id,
           "source_name": top.get("source_name", top.name) if top.kind == "ability" else top.name,
           "targets": targets, "x": top.x, "source_counters": top.get("source_counters", ()),
           "info": top.info}
    push(ctx, *effect_works(res, effects), Work("finish", {"obj": top.id}))


@op("finish")
def finish(ctx: Ctx, w: Work) -> None:
    """The resolved object leaves the stack: a permanent spell enters the battlefield (306.2),
    an instant or sorcery goes to the graveyard, an ability ceases to exist."""
    oid = w.get("obj")
    top = ctx.objects.get(oid)
    if top is None or top.zone != "stack":
        return
    if top.kind == "ability":
        ctx.cease(oid)
    elif top.kind == COPY:
        cease_copy(ctx, oid, bool(w.get("countered")))
    else:
        c = card(top.name, ctx.edition)
        if c.is_permanent_card and not w.get("countered"):
            chosen = devour_choice(ctx, w, top)  # (Jund: devour, 614.1c)
            if chosen is None:
                return  # (its controller chooses what it devours)
            enter_battlefield(ctx, oid, top.controller, "stack.permanent_resolves")
            if top.info and top.get(HASTE):  # (a creature spell cast by suspend: 702.61a)
                give_haste(ctx, oid)
            if chosen[0]:
                devour(ctx, oid, *chosen)
        else:
            ctx.move(oid, leaving_stack_zone(ctx, top, bool(w.get("countered"))))  # (702.33a)
    ctx.priority = ctx.active  # 116.3b
    ctx.passes = ()


def entering_loyalty(ctx: Ctx, oid: int) -> tuple[int, str]:
    """The loyalty counters a card about to enter the battlefield gets (306.5b): its printed
    loyalty, or for a printed X (Nissa, Steward of Elements) the X announced as its spell was
    cast (107.3a; 107.3m today), 0 if it enters without being cast; and a note saying so."""
    o = ctx.objects[oid]
    c = card(o.name, ctx.edition)
    if not c.loyalty_x:
        return c.loyalty or 0, ""
    x = o.x if o.zone == "stack" and o.x is not None else 0
    how = "the X it was cast with" if o.zone == "stack" else "X is 0: it was not cast"
    return x, f" ({how})"


def enter_battlefield(ctx: Ctx, oid: int, controller: str, *why: str) -> Obj:
    """Put a card onto the battlefield; a planeswalker enters with its printed loyalty (306.5b),
    or for a printed X the X its spell was cast with (0 if it wasn't cast: 107.3)."""
    if (held := aura_entry(ctx, oid, controller, why, enter_battlefield)) is not None:
        return held  # (an Aura enters attached to something, or stays: 303.4, 303.4f-g)
    arrive(ctx, oid, controller, *why)
    entered(ctx, oid, controller)
    return ctx.objects[oid]


def arrive(ctx: Ctx, oid: int, controller: str, *why: str) -> Obj:
    """The move onto the battlefield itself, and its line, without looking for the abilities
    it triggers (:func:`entered`): several permanents entering as one event all arrive
    before any trigger is looked for (603.6a; :mod:`magictutor.rules.enter_together`)."""
    n, x_why = entering_loyalty(ctx, oid)
    o = ctx.move(oid, "battlefield", controller=controller)
    c = card(o.name, ctx.edition)
    if "Planeswalker" in c.types:
        n = put_counters(ctx, oid, "loyalty", n)  # (entering with counters: 121.6)
        ctx.emit("enter", f"{o.name} enters the battlefield under {controller}'s control with "
                 f"{n} loyalty counters{x_why}", *why, *_spell_enters(why), "pw.loyalty_etb",
                 "replacement.etb_counters", *(("pw.x_loyalty",) if x_why else ()),
                 card=o.name, obj=oid)
    else:
        ctx.emit("enter", f"{o.name} enters the battlefield under {controller}'s control",
                 *why, card=o.name, obj=oid)
    return ctx.objects[oid]


def _spell_enters(why: tuple[str, ...]) -> tuple[str, ...]:
    """306.2, a planeswalker spell resolving onto the battlefield, for one that is (an effect
    putting a planeswalker card there is no spell resolving: 306.5b alone says its loyalty)."""
    return ("pw.enters",) if "stack.permanent_resolves" in why else ()


def entered(ctx: Ctx, oid: int, controller: str) -> None:
    """The enters-the-battlefield abilities ``oid``'s entering triggers (603.6a)."""
    c = card(ctx.objects[oid].name, ctx.edition)
    if "Land" in c.types:  # (Goldmeadow)
        fire(ctx, "land enters", player=controller, obj=oid)
    if "Creature" in c.types and ctx.objects[oid].kind != "token":  # (Murasa)
        fire(ctx, "creature enters", player=controller, obj=oid)
    creature_enters(ctx, oid)  # (any creature: Immersturm)
