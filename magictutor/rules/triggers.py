"""Triggered abilities (603): noticing them, and putting them on the stack.

:func:`fire` is called where something happens that an ability may be waiting for. A
triggered ability waits in ``ctx.triggers`` until a player would next receive priority;
then each is put on the stack in APNAP order (603.3b), its controller choosing targets
(603.3d) as it goes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from magictutor.cards import card
from magictutor.model.characteristics import card_of
from magictutor.model.protocol import GameView
from magictutor.model.query import chars_of
from magictutor.model.state import Effect, GameState, Obj, evolve
from magictutor.model.work import Work, ask, op, push
from magictutor.rules.many_targets import chooser, one_each, stack_info, target_count, varies
from magictutor.rules.targets import DEPENDS_ON_PREVIOUS, candidates, depends_ok
from magictutor.rules.teams import is_active_player, same_team
from magictutor.rules.trigger_conditions import IF_HOLDS, condition_met  # noqa: F401
from magictutor.rules.trigger_labels import numberer, trigger_labels, which_trigger

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.cards.model import AbilityDef
    from magictutor.engine.context import Ctx

STEP_TRIGGERS = {"upkeep": "upkeep", "end": "end step", "precombat main": "precombat main",
                 "draw": "draw step", "end of combat": "end of combat"}


def ability_name(source_name: str, a: AbilityDef) -> str:
    """How the stack and the log name an ability: ``Jace Beleren +2``, ``Naar Isle chaos``."""
    if a.kind == "loyalty":
        return f"{source_name} {a.cost}"
    if a.kind == "chaos":
        return f"{source_name} chaos"
    if a.kind == "encounter":
        return f"{source_name} encounter"
    return f"{source_name} trigger"


def new_trigger(ctx: Ctx, source: Obj | None, index: int | None, a: AbilityDef,
                controller: str, name: str | None = None, **info: Any) -> Obj:
    """Create a triggered ability waiting to be put on the stack."""
    sname = source.name if source else "the game"
    t = Obj(id=ctx.new_id(), name=name or ability_name(sname, a), kind="ability",
            owner=controller, controller=controller, zone="pending",
            source=source.id if source else None, ability=index,
            info=tuple(sorted({**info, "source_name": sname,
                               "source_gen": source.gen if source else 0,
                               "source_counters": source.counters if source else ()}.items())))
    ctx.triggers.append(t)
    ctx.emit("trigger", f"{t.name} triggers", "ability.trigger", *_when(a), auto=True,
             name=t.name)
    return t


def _planar_controller(ctx: Ctx) -> str | None:
    return ctx.planechase.controller if ctx.planechase else None


def fire(ctx: Ctx, event: str, **data: Any) -> None:
    """Look for triggered abilities of permanents and face-up planar cards that ``event`` meets."""
    edition = ctx.edition
    for key, oid in trigger_sources(ctx):
        o = ctx.objects[oid]
        you = o.controller if key == "battlefield" else _planar_controller(ctx)
        if you is None:
            continue
        for i, a in card_of(o, edition).abilities_of("triggered"):
            if _matches(ctx, o, a.trigger, you, event, data) \
                    and condition_met(ctx, a, event, data, you, team=key != "battlefield"):
                new_trigger(ctx, o, i, a, you, **_info(ctx, event, data))
    for eff in list(ctx.effects):  # delayed triggered abilities (603.7)
        if eff.kind == "delayed" and eff.get("event") == event:
            delayed_fire(ctx, eff, data)


def _when(a: AbilityDef | None) -> tuple[str, ...]:
    """The rule of when a step's trigger triggers, where the log names one: "at end of
    combat" abilities trigger as the end of combat step begins (511.1; 511.2 from 2017-09)."""
    return ("turn.end_of_combat_trigger",) if a is not None and a.trigger == "end of combat" \
        else ()


def _info(ctx: Ctx, event: str, data: dict) -> dict:
    """What a triggered ability remembers of its event, for the words that read it."""
    if event == "attacks":  # (and what a copy of it would copy, if it has gone: 608.2g)
        o = ctx.objects[data["attacker"]]
        return {"attacker": data["attacker"], "defender": data["target"],
                "attacker_lki": (o.name, o.gen, tuple((k, v) for k, v in o.info if k == "token"))}
    if event == "cast":  # (the spell as it was cast: a copy of it copies that, 706.2; and
        # which spell it is, for "counter that spell" (Mirrored Depths) and Jund's devour)
        spell = ctx.objects.get(data["card"])
        return {"caster": data["player"], "spell": spell_snapshot(ctx, data["card"]),
                "spell_id": data["card"], "spell_gen": spell.gen if spell is not None else None}
    if event == "dies" and data.get("obj") in ctx.objects:
        who, power = ctx.last_known.get(data["obj"], (None, 0))  # (as it last was, 603.10a)
        return {"dead": data["obj"], "dead_gen": ctx.objects[data["obj"]].gen,
                "player": who, "dead_power": power}
    if event == "first damage to player":  # (Stensia: which creature)
        o = ctx.objects[data["obj"]]
        return {"player": data["player"], "creature": o.id, "creature_gen": o.gen}
    if event in ("creature enters", "any creature enters"):  # (Isle of Vesuva copies it)
        o = ctx.objects.get(data["obj"])
        return {"player": data["player"], "entered": data["obj"],
                "entered_gen": o.gen if o is not None else None}
    if event in PLAYER_EVENTS:  # "that player": who drew, whose land or creature, who tapped
        return {"player": data["player"]}
    return {}


def spell_snapshot(ctx: Ctx, oid: int) -> tuple:
    """(id, name, targets, their generations, X) of a spell on the stack: what a copy of it
    copies (706.2; 707.2 today), even if the spell has left the stack since."""
    o = ctx.objects[oid]
    return (oid, o.name, o.targets, tuple(o.get("tgen", ())), o.x)


PLAYER_EVENTS = {"draws": "draws", "land enters": "a land enters",
                 "tap for mana": "taps a land for mana",
                 "combat damage to player": "a creature deals combat damage to a player",
                 "creature enters": "a nontoken creature enters",
                 "to graveyard": "a card goes to a graveyard",
                 "creature leaves": "a creature leaves the battlefield",
                 "any creature enters": "a creature enters",
                 "first damage to player": "a creature first deals damage to a player this turn"}
"""Events that concern one player, with the trigger word that waits for each."""


def card_to_graveyard(ctx: Ctx, o: Obj) -> None:
    """``o`` has just moved: if it is a card put into a graveyard (from anywhere), abilities
    waiting for that trigger, its owner being "that player". Looked for only while a
    permanent or face-up plane waits for it."""
    if o.zone != "graveyard" or o.kind != "card":
        return
    if any(a.trigger == "a card goes to a graveyard" for _, oid in trigger_sources(ctx)
           for _, a in card_of(ctx.objects[oid], ctx.edition).abilities_of("triggered")):
        fire(ctx, "to graveyard", player=o.owner, obj=o.id)


def may_trigger_at(g: GameView, step: str) -> bool:
    """Whether anything could trigger as ``step`` begins: a permanent or face-up planar card
    with a triggered ability for that step (whoever controls it), or a delayed triggered
    ability waiting for a step. False means :func:`fire` would find nothing there."""
    if g.effects and any(e.kind == "delayed" for e in g.effects):
        return True
    trigger = STEP_TRIGGERS.get(step)
    if trigger is None:
        return False
    sources = trigger_sources(g)
    if not sources:  # (nothing in play has a triggered ability: no generator to run)
        return False
    waits = {trigger, "draws"} if step == "draw" else {trigger}  # (the draw step draws)
    objects, edition = g.objects, g.edition
    return any(a.trigger in waits for _, oid in sources
               for _, a in card_of(objects[oid], edition).abilities_of("triggered"))


def trigger_sources(g: Any) -> tuple[tuple[str, int], ...]:
    """(zone, id) of each permanent and face-up planar card with a triggered ability.

    The engine's working copy (or a frozen state) remembers the answer until an object
    comes or goes, and hands it on to the state it freezes into (see
    :meth:`magictutor.engine.context.Ctx.freeze`). ``g`` is typed ``Any``: this reads the
    memos of a state or the working copy, which :class:`GameView` leaves out."""
    hit = g._memo.get("_trigger_sources") if isinstance(g, GameState) \
        else g._trigger_sources
    if hit is None:
        objects, edition = g.objects, g.edition
        hit = tuple((key, oid) for key in ("battlefield", "faceup")
                    for oid in g.zones.get(key, ())
                    if card_of(objects[oid], edition).abilities_of("triggered"))
        if isinstance(g, GameState):
            g._memo["_trigger_sources"] = hit
        else:
            g._trigger_sources = hit
    return hit


def _matches(ctx: Ctx, o: Obj, trigger: str | None, you: str, event: str,
             data: dict) -> bool:
    if event == "step":
        return STEP_TRIGGERS.get(data["step"]) == trigger and is_active_player(ctx, you)
    if event == "cast":
        return trigger == "cast"
    if event in ("attacks", "roll"):  # (on a plane, "you" in 2HG is the team: 901.12c)
        who = ctx.objects[data["attacker"]].controller if event == "attacks" else data["player"]
        return trigger == event and (who == you or (
            o.zone != "battlefield" and same_team(ctx, who, you)))
    if event in ("planeswalk to", "planeswalk away"):
        return trigger == event and data.get("obj") == o.id
    if event == "dies":
        return trigger == "dies"
    return PLAYER_EVENTS.get(event) == trigger


def _narrow(ctx: Ctx, a: AbilityDef | None, spec_index: int, opts: list, chosen: tuple) -> list:
    """Targets that must share a card type (Cliffside Market): the first must have a
    partner, the second must match the first."""
    opts = one_each(ctx, a, opts, chosen)  # (up to one target for each opponent)
    if a is None or not dict(a.condition or ()).get("targets share a card type"):
        return opts
    kinds = ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker")

    def types(r: Any) -> set:
        return set(chars_of(ctx, r).types) & set(kinds) if isinstance(r, int) else set()

    if spec_index == 0:
        return [r for r in opts if any(types(r) & types(q) for q in opts if q != r)]
    return [r for r in opts if types(r) & types(chosen[0])]


def _pick_target(ctx: Ctx, w: Work, t: Obj, a: AbilityDef, chosen: tuple,
                 spec: str) -> tuple[Work, tuple] | None:
    """Choose the next target of trigger ``t`` (603.3d): the answer given, a random pick, the
    only legal one; None if it has none (it is removed) or its controller is asked."""
    who = chooser(t, a)  # (the ability's controller, or "that player" for Immersturm)
    if w.get("answer") is not None:
        chosen += (w.get("answer"),)
        return w.but(answer=None, chosen=chosen), chosen
    opts = [c for c in candidates(ctx, spec, who) if c not in chosen]
    opts = _narrow(ctx, a, len(chosen), opts, chosen)
    if spec in DEPENDS_ON_PREVIOUS:  # ("creature that player controls": the one before's)
        opts = [r for r in opts if depends_ok(ctx, spec, r, chosen[-1] if chosen else None,
                                              None)]
    if not opts:
        ctx.emit("trigger", f"{t.name} has no legal target and is removed",
                 "ability.trigger_stack", auto=True)
        return None
    if len(opts) > 1 and dict(a.condition or ()).get("random target"):
        pick = ctx.chance("random target", lambda rng, o=tuple(opts): rng.choice(o))
        ctx.emit("target", f"{t.name} targets {ctx.describe(pick)}, chosen at random "
                 f"from {', '.join(ctx.describe(o) for o in opts)}", "cast.targets",
                 auto=True)
    elif len(opts) == 1:
        pick = opts[0]
        ctx.emit("target", f"{t.name} targets {ctx.describe(pick)}, the only legal "
                 "choice", "cast.targets", auto=True)
    else:
        ask(ctx, w, who, "target", opts,
            f"{who}: choose a target ({spec}) for {t.name}",
            "ability.trigger_stack", "cast.targets")
        return None
    chosen += (pick,)
    return w.but(chosen=chosen), chosen


@op("put_trigger")
def put_trigger(ctx: Ctx, w: Work) -> None:
    """Put one waiting triggered ability on the stack, choosing its targets (603.3d)."""
    t: Obj = w.get("trigger")
    a = trigger_def(ctx, t)
    specs = a.targets if a is not None else ()
    if a is not None and varies(a):  # (any number of targets: how many, first, 601.2c)
        counted = target_count(ctx, w, t, a)
        if counted is None:
            return
        w, specs = counted
    chosen = tuple(w.get("chosen", ()))
    while a is not None and len(chosen) < len(specs):
        picked = _pick_target(ctx, w, t, a, chosen, specs[len(chosen)])
        if picked is None:
            return
        w, chosen = picked
    gens = tuple(ctx.objects[r].gen if isinstance(r, int) else 0 for r in chosen)
    extra = stack_info(ctx, w, t, a, chosen, specs)  # (many targets: what they remember)
    if extra is None:
        return
    placed = evolve(t, zone="stack", targets=chosen, info=t.info + (("tgen", gens),) + extra)
    ctx.add_object(placed, "stack")
    tgt = f" targeting {', '.join(ctx.describe(r) for r in chosen)}" if chosen else ""
    ctx.emit("stack", f"{t.name} is put on the stack{tgt}", "ability.trigger_stack", auto=True,
             name=t.name)


def trigger_def(ctx: Ctx, t: Obj) -> AbilityDef | None:
    """The ability definition behind a triggered ability object (None for game abilities)."""
    if t.get("game_ability"):
        return None
    if t.get("def") is not None:
        return t.get("def")
    if t.source is None or t.ability is None:
        return None
    src = ctx.objects.get(t.source)
    name = src.name if src else t.get("source_name")
    try:
        c = card_of(src, ctx.edition) if src else card(name, ctx.edition)
    except KeyError:
        return None
    return c.abilities[t.ability]


def flush_triggers(ctx: Ctx) -> bool:
    """Queue the waiting triggers to be put on the stack: the active player's first, then
    each other player's in turn order; a player with several puts them on in the order
    they choose (603.3b)."""
    if not ctx.triggers:
        return False
    order = ctx.apnap()
    waiting = sorted(ctx.triggers, key=lambda t: order.index(t.controller)
                     if t.controller in order else 99)
    ctx.triggers = []
    for player in dict.fromkeys(t.controller for t in waiting):
        mine = tuple(t for t in waiting if t.controller == player)
        if len({_alike_key(ctx, t) for t in mine}) > 1:
            ctx.work.append(Work("order_triggers", {"player": player, "triggers": mine}))
        else:  # the same ability of one source, doing the same: any order is the same
            ctx.work.extend(Work("put_trigger", {"trigger": t}) for t in mine)
    return True


def _alike_key(ctx: Ctx, t: Obj) -> tuple:
    """Triggers with equal keys are the same ability doing the same thing, so their order
    can't matter. Triggers of different sources (two Hellriders), or of one source dealing
    with different players, planeswalkers or remembered objects, are different abilities
    even with the same name, and their controller orders them (603.3b). The attacking
    creature itself is not something any effect reads, and the defending player is the
    player attacked or the controller of the planeswalker attacked, unless the effect goes
    to what the creature attacks."""
    info = {k: v for k, v in t.info if k not in _NOT_READ}
    d = info.get("defender")
    if isinstance(d, int):
        a = trigger_def(ctx, t)
        reads_attacked = a is not None and any(
            dict(spec).get("to") == "attacked" for spec in (a.effects or ()))
        if not reads_attacked and d in ctx.objects:
            info["defender"] = ctx.objects[d].controller
    return (t.name, t.source, t.get("source_gen"), t.ability, repr(sorted(info.items())))



_NOT_READ = frozenset({"attacker", "source_counters", "attacker_lki"})
"""What a trigger remembers that no effect tells two of its triggers apart by."""


@op("order_triggers")
def order_triggers(ctx: Ctx, w: Work) -> None:
    """603.3b: the controller chooses which of their triggers goes on the stack first (it
    resolves last); the rest follow in the order chosen."""
    triggers: tuple[Obj, ...] = w.get("triggers")
    labels = trigger_labels(triggers)
    answer = w.get("answer")
    if answer is None or answer not in labels:
        name = numberer(ctx)  # (one numbering for every trigger the prompt names)
        shown = "; ".join(which_trigger(ctx, t, label, name)
                          for t, label in zip(triggers, labels, strict=True))
        ask(ctx, w.but(answer=None), w.get("player"), "option", labels,
            f"{w.get('player')}: several of your abilities triggered ({shown}); choose the one "
            "to put on the stack first (it resolves last)", "ability.trigger_order")
        return
    first = triggers[labels.index(answer)]
    rest = tuple(t for t in triggers if t is not first)
    ctx.emit("trigger", f"{w.get('player')} puts {which_trigger(ctx, first, answer)} on the stack "
             "first", "ability.trigger_order", player=w.get("player"))
    works = [Work("put_trigger", {"trigger": first})]
    if len({_alike_key(ctx, t) for t in rest}) > 1:
        works.append(Work("order_triggers", {"player": w.get("player"), "triggers": rest}))
    else:
        works.extend(Work("put_trigger", {"trigger": t}) for t in rest)
    push(ctx, *works)


def _delayed_matches(eff: Effect, event: str, data: dict) -> bool:
    if eff.get("event") != event:
        return False
    if event == "step":  # (``active``: only in that player's turn, "your next upkeep")
        return data.get("step") == eff.get("step") and \
            eff.get("active") in (None, data.get("active"))
    return True


def delayed_fire(ctx: Ctx, eff: Effect, data: dict) -> None:
    """``eff`` may be waiting for this event: if so, it triggers, once (603.7b).

    >>> from magictutor.engine.context import Ctx
    >>> from magictutor.engine.setup import build_game
    >>> ctx = Ctx(build_game(["Alice", "Bob"]))
    >>> from magictutor.rules.delayed import create_delayed
    >>> eff = create_delayed(ctx, None, "Bob", "step", "say hello", effects=(), step="end")
    >>> delayed_fire(ctx, eff, {"step": "upkeep"}); len(ctx.triggers)
    0
    >>> delayed_fire(ctx, eff, {"step": "end"}); [t.name for t in ctx.triggers], ctx.effects
    (['the game delayed trigger'], [])
    """
    if eff not in ctx.effects or not _delayed_matches(eff, eff.get("event"), data):
        return
    ctx.effects = [e for e in ctx.effects if e.id != eff.id]
    src = ctx.objects.get(eff.source) if eff.source is not None else None
    info = {k: v for k, v in eff.data if k in ("obj", "gen", "to", "card")}
    t = new_trigger(ctx, src, None, eff.get("ability"), eff.controller, name=eff.get("name"),
                    **{"def": eff.get("ability")}, **info)
    ctx.emit("trigger", f"{t.name} triggers: {eff.get('text')}", "ability.delayed",
             "ability.delayed_once", auto=True, name=t.name)
