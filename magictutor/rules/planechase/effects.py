"""Effects of planes and phenomena, added to the card-file vocabulary of
:mod:`magictutor.rules.effects`.

Each handler gets the effect spec from the card file and ``res`` (what is resolving: its
controller, source, targets, and ``info`` recorded when it triggered, such as who cast the
spell for Fields of Summer). "You" is the ability's controller, which for a plane's or a
phenomenon's ability is the planar controller (309.5, 310.4).

>>> sorted(n for n in EFFECTS if n in ("may", "exchange_life", "spatial_merging"))
['exchange_life', 'may', 'spatial_merging']
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from magictutor.model.query import chars_of
from magictutor.model.work import Work, ask, op, push
from magictutor.rules import attack_copies as _attack_copies  # noqa: F401 - Kharasha
from magictutor.rules import resolution_costs as _resolution_costs  # noqa: F401 - pay {X}
from magictutor.rules import sacrifice_any as _sacrifice_any  # noqa: F401 - Kharasha chaos
from magictutor.rules import suspend as _suspend  # noqa: F401 - time counters (Talon Gates)
from magictutor.rules.effects import (
    EFFECTS,
    amount,
    draw_cards,
    effect,
    effect_works,
    refs,
    src_name,
)
from magictutor.rules.gain_control import (  # (and the gain_control word)
    change_controller,
    since_note,
)
from magictutor.rules.planechase import cards_2012 as _planar_2012  # noqa: F401 - Planechase 2012 words
from magictutor.rules.planechase import cards_zones as _planar_zones  # noqa: F401 - zone-change words
from magictutor.rules.planechase import decks as _planar_decks  # noqa: F401 - planar-deck effects
from magictutor.rules.teams import same_team

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.state import Obj

__all__ = ["EFFECTS", "info_of"]

CARD_TYPES = ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker")


def info_of(res: dict) -> dict:
    """What the resolving ability recorded when it triggered (caster, dying card ...).

    >>> info_of({"info": (("caster", "Bob"),)})
    {'caster': 'Bob'}
    """
    return dict(res.get("info", ()))


def _you(res: dict) -> str:
    return res["controller"]


def _source(ctx: Ctx, res: dict) -> Obj | None:
    s = res.get("source")
    return ctx.objects.get(s) if s is not None else None


def _players(ctx: Ctx, res: dict, word: Any) -> list[str]:
    if word == "caster":
        who = info_of(res).get("caster")
        return [who] if isinstance(who, str) and ctx.is_live(who) else []
    return [p for p in refs(ctx, res, word) if isinstance(p, str) and ctx.is_live(p)]


# --- choices ---------------------------------------------------------------------------------
@effect("may")
def _may(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{may: [effects], who: you|caster, ask: "..."}``: the player decides on resolution
    (603.5) whether the listed effects happen; for them "you" is that player."""
    who = _players(ctx, res, spec.get("who", "you"))
    if not who:
        return
    p = who[0]
    what = spec.get("ask", "do it")
    answer = w.get("answer")
    if answer is None:
        ask(ctx, w, p, "option", ["yes", "no"], f"{p}: {what}? ({src_name(res)})",
            "ability.optional")
        return
    if answer != "yes":
        ctx.emit("may", f"{p} chooses not to {what} ({src_name(res)})", "ability.optional",
                 player=p)
        return
    bound = {"you_bound": True} if spec.get("who", "you") != "you" else {}  # ("that player")
    push(ctx, *effect_works({**res, "controller": p, **bound}, spec["may"]))


@op("bottom_in_order")
def _bottom_in_order(ctx: Ctx, w: Work) -> None:
    """Put cards on the bottom of a library or planar deck "in any order": the player picks
    which goes first (each later one goes under it); identical cards need no choice."""
    from magictutor.rules.planechase.core import to_bottom

    player, planar = w.get("player"), w.get("planar", False)
    if not ctx.is_live(player):  # they left the game meanwhile: nobody is left to choose
        return
    ids = [i for i in w.get("ids", ()) if i in ctx.objects]
    answer = w.get("answer")
    while ids:
        names = {ctx.objects[i].name for i in ids}
        if answer in ids:
            pick, answer = answer, None
        elif len(names) == 1:
            pick = ids[0]
        else:
            ask(ctx, w.but(ids=tuple(ids), answer=None), player, "option", ids,
                f"{player}: which card goes to the bottom next? (each later one goes under it)",
                "kw.reveal" if planar else "game.player_order")
            return
        if planar:
            to_bottom(ctx, pick, new_object=False)
        else:
            ctx.move(pick, "library")
        ids.remove(pick)
    where = "planar deck" if planar else "library"
    ctx.emit("order", f"{player} has put the cards on the bottom of their {where}",
             player=player)


# --- life and control ------------------------------------------------------------------------
@effect("exchange_life")
def _exchange_life(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{exchange_life: target}``: you and that player swap life totals (701.8 to 2013-07,
    701.9 in 2017-09, 701.12 today; the log cites the game's edition: ``kw.exchange``)."""
    you = _you(res)
    for p in _players(ctx, res, spec["exchange_life"]):
        if p == you or not ctx.is_live(you):
            ctx.emit("exchange", f"{you} would exchange life totals with themselves: nothing "
                     "changes", "kw.exchange")
            continue
        if same_team(ctx, you, p):
            ctx.emit("exchange", f"{you} can't exchange life totals with their teammate {p}: "
                     "the exchange doesn't happen", "kw.exchange", "team.life_exchange")
            continue
        a, b = ctx.player(you).life, ctx.player(p).life
        ctx.set_player(you, life=b)
        ctx.set_player(p, life=a)
        ctx.emit("exchange", f"{you} and {p} exchange life totals ({src_name(res)}): {you} "
                 f"{a} \u2192 {b}, {p} {b} \u2192 {a}. Neither gains or loses life by damage",
                 "kw.exchange")


@effect("exchange_control")
def _exchange_control(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Exchange control of the two targets, which must share a card type; if either is no
    longer a legal target, no part of the exchange happens (701.8a; 701.9a in 2017-09,
    701.12a today). The loyalty abilities
    a permanent activated this turn stay activated: 606.3 counts activations of that
    permanent by any player."""
    a, b = (tuple(res.get("targets", ())) + (None, None))[:2]
    if a is None or b is None or a not in ctx.objects or b not in ctx.objects:
        ctx.emit("exchange", f"One of the permanents is no longer a legal target, so no part "
                 f"of the exchange happens ({src_name(res)})", "kw.exchange", "kw.exchange_whole",
                 "ability.targets_illegal")
        return
    oa, ob = ctx.objects[a], ctx.objects[b]
    shared = set(chars_of(ctx, a).types) & set(chars_of(ctx, b).types) & set(CARD_TYPES)
    if not shared:
        ctx.emit("exchange", f"{oa.name} and {ob.name} no longer share a card type: no "
                 "exchange", "kw.exchange")
        return
    if oa.controller == ob.controller:
        ctx.emit("exchange", f"{oa.controller} controls both {oa.name} and {ob.name}: "
                 "exchanging changes nothing", "kw.exchange", "kw.exchange_control")
        return
    for o, to in ((oa, ob.controller), (ob, oa.controller)):  # (remembered for 800.4a)
        ctx.add_effect("control", _source(ctx, res), to, affected=(o.id,), until="game",
                       obj=o.id, gen=o.gen, before=o.controller,
                       text=f"{to} controls {o.name}")
    notes = [since_note(ctx, o.id, to) for o, to in ((oa, ob.controller), (ob, oa.controller))]
    said = "; ".join(f"{o.name}: {n}" for o, (n, _) in zip((oa, ob), notes, strict=True))
    ctx.emit("exchange", f"{ob.controller} gains control of {oa.name} and {oa.controller} of "
             f"{ob.name} ({src_name(res)}), for the rest of the game (layer 2); {said}",
             "kw.exchange", "kw.exchange_control", "layer.control",
             *dict.fromkeys(k for _, keys in notes for k in keys), obj=a)
    change_controller(ctx, a, ob.controller)
    change_controller(ctx, b, oa.controller)
    for o in (oa, ob):
        if o.id in ctx.loyalty_used:
            ctx.emit("exchange", f"{o.name} has already activated a loyalty ability this turn; "
                     "a new controller doesn't change that, so it can't activate another one "
                     "this turn", "loyalty.timing", obj=o.id)


@effect("cant_cast")
def _cant_cast(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{cant_cast: target, until: planeswalk}``: those players can't cast spells."""
    until = spec.get("until", "planeswalk")
    for p in _players(ctx, res, spec["cant_cast"]):
        ctx.add_effect("cant_cast", _source(ctx, res), _you(res), affected=(p,), until=until,
                       text=f"{p} can't cast spells")
        ctx.emit("effect", f"{p} can't cast spells until a player planeswalks "
                 f"({src_name(res)})", "pc.planeswalk_when", player=p)


@effect("cant_attack_you")
def _cant_attack_you(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Creatures can't attack you (they may still attack your planeswalkers) until a
    player planeswalks."""
    you = _you(res)
    ctx.add_effect("cant_attack_player", _source(ctx, res), you, affected=(you,),
                   until="planeswalk", text=f"creatures can't attack {you}")
    ctx.emit("effect", f"Creatures can't attack {you} until a player planeswalks "
             f"({src_name(res)})", "pc.planeswalk_when", player=you)


# --- permanents and cards --------------------------------------------------------------------
@effect("untap_all")
def _untap_all(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{untap_all: you}``: untap every permanent that player controls."""
    for p in _players(ctx, res, spec["untap_all"]):
        ids = [i for i in ctx.zones.get("battlefield", []) if ctx.objects[i].controller == p
               and ctx.objects[i].tapped]
        for i in ids:
            ctx.set_obj(i, tapped=False)
        names = ", ".join(ctx.objects[i].name for i in ids) or "nothing (all were untapped)"
        ctx.emit("untap", f"{p} untaps {names} ({src_name(res)})", "kw.tap_untap", player=p)


@effect("draw_per_land")
def _draw_per_land(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{draw_per_land: you}``: draw a card for each land that player controls."""
    for p in _players(ctx, res, spec["draw_per_land"]):
        n = sum(1 for i in ctx.zones.get("battlefield", []) if ctx.objects[i].controller == p
                and chars_of(ctx, i).is_land)
        ctx.emit("draw", f"{p} controls {n} land(s) and draws that many ({src_name(res)})",
                 "draw.card", player=p)
        draw_cards(ctx, p, n, f" ({src_name(res)})")


@effect("hand_to_bottom_redraw")
def _hand_to_bottom(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Pools of Becoming: put your hand on the bottom of your library in any order, then
    draw that many cards."""
    for p in _players(ctx, res, spec["hand_to_bottom_redraw"]):
        hand = tuple(ctx.ids(f"{p}:hand"))
        ctx.emit("hand", f"{p} puts the {len(hand)} card(s) in their hand on the bottom of their "
                 f"library, then will draw {len(hand)} ({src_name(res)})", player=p)
        push(ctx, Work("bottom_in_order", {"player": p, "ids": hand, "planar": False}),
             Work("effect", {"spec": (("draw", len(hand)), ("who", "you")),
                             "res": {**res, "controller": p}}))


@effect("discard_at_random")
def _discard_at_random(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Furnace Layer: the player discards a card at random; a land card discarded this way
    costs them ``lose_if_land`` life (life loss, not damage)."""
    for p in _players(ctx, res, spec.get("who", "target")):
        hand = tuple(ctx.ids(f"{p}:hand"))
        if not hand:
            ctx.emit("discard", f"{p} has no cards in hand to discard ({src_name(res)})",
                     "kw.discard", player=p)
            continue
        pick = ctx.chance("discard at random", lambda rng, h=hand: rng.choice(h))
        o = ctx.move(pick, "graveyard")
        ctx.emit("discard", f"{p} discards {o.name} at random ({src_name(res)})", "kw.discard",
                 player=p, card=o.name)
        loss = amount(ctx, res, spec.get("lose_if_land", 0))
        if loss and chars_of(ctx, pick).is_land:
            ctx.set_player(p, life=ctx.player(p).life - loss)
            ctx.emit("life", f"{o.name} is a land card, so {p} loses {loss} life; life loss is "
                     "not damage, so it can't be redirected or prevented", "life.change",
                     player=p)


@effect("reverse_turn_order")
def _reverse_turn_order(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Time Distortion: the order of turns is reversed; turn order is also the order of
    priority and of APNAP choices (101.4), so all of them now run the other way. A second
    reversal restores the first order."""
    before = ", ".join(ctx.order)
    ctx.order = tuple(reversed(ctx.order))
    ctx.set_player(ctx.active)  # (no change to the player: the state is frozen in this order)
    after = ", ".join(ctx.order)
    ctx.emit("turn order", f"The order of turns is reversed ({src_name(res)}): it was {before}; "
             f"it is now {after}, and {ctx.next_player(ctx.active)} takes the next turn",
             "game.player_order", "phenomenon.encounter", player=res["controller"])


# --- durations and delayed abilities ---------------------------------------------------------
@effect("blank_is_chaos")
def _blank_is_chaos(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Chaotic Aether: blank rolls count as chaos until a player planeswalks away from a plane."""
    ctx.add_effect("blank_is_chaos", _source(ctx, res), _you(res),
                   until="planeswalk away from a plane",
                   text="every blank roll of the planar die is a chaos roll")
    ctx.emit("effect", "Until a player planeswalks away from a plane, every blank roll of the "
             f"planar die counts as a chaos roll ({src_name(res)})", "phenomenon.encounter",
             "pc.planeswalk_away")


@effect("prevent_planes_named")
def _prevent_planes_named(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Mount Keralia's chaos: for the rest of the game, prevent all damage that planes with
    this name would deal to permanents you control."""
    name = spec["prevent_planes_named"]
    ctx.add_effect("prevent_named_source", _source(ctx, res), _you(res), until="game",
                   name=name, label=f"{name} chaos",
                   text=f"damage from planes named {name} to {_you(res)}'s permanents is "
                   "prevented")
    ctx.emit("shield", f"For the rest of the game, all damage planes named {name} would deal to "
             f"permanents {_you(res)} controls will be prevented", "prevention.rule")


@effect("return_at_end")
def _return_at_end(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Agyrem: set up a delayed triggered ability (603.7) returning the creature card that
    died to the battlefield or to its owner's hand at the beginning of the next end step."""
    from magictutor.rules.delayed import create_delayed

    info = info_of(res)
    dead, gen = info.get("dead"), info.get("dead_gen")
    o = ctx.objects.get(dead) if dead is not None else None
    if o is None:
        ctx.emit("delayed", f"The creature that died no longer exists (a token), so "
                 f"{src_name(res)} has nothing to return", "ability.delayed_object")
        return
    to = spec["return_at_end"]
    where = "the battlefield under its owner's control" if to == "battlefield" \
        else "its owner's hand"
    text = f"return {o.name} from its owner's graveyard to {where}"
    create_delayed(ctx, _source(ctx, res), _you(res), "step", text,
                   effects=((("return_card", to),),), step="end", obj=dead, gen=gen,
                   name=f"{src_name(res)} delayed trigger")
    ctx.emit("delayed", f"At the beginning of the next end step, {text} ({src_name(res)})",
             "ability.delayed")


@effect("return_card")
def _return_card(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """A delayed ability returns the card it remembers, if it is still the same object in
    its owner's graveyard (603.7c)."""
    from magictutor.rules.stack import enter_battlefield

    info = info_of(res)
    oid, gen = info.get("obj"), info.get("gen")
    o = ctx.objects.get(oid) if oid is not None else None
    if o is None or o.zone != "graveyard" or (gen is not None and o.gen != gen):
        shown = o.name if o else "the card"
        ctx.emit("delayed", f"{shown} has left the graveyard since, so it is a new object and "
                 f"{src_name(res)} does nothing to it", "ability.delayed_object", "game.new_object")
        return
    if spec["return_card"] == "battlefield":
        enter_battlefield(ctx, o.id, o.owner)
        ctx.emit("return", f"{o.name} returns to the battlefield under its owner's control "
                 f"({src_name(res)})", "ability.delayed", card=o.name)
    else:
        ctx.move(o.id, "hand")
        ctx.emit("return", f"{o.name} returns to its owner's hand ({src_name(res)})",
                 "ability.delayed", card=o.name)


# --- the planar die and planar decks ----------------------------------------------------------
@effect("roll_planar_die")
def _roll_planar_die(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """An effect makes a player roll the planar die: not the special action, so it is free
    and doesn't raise the cost of the next special-action roll (901.9)."""
    from magictutor.rules.planechase.die import roll

    for p in _players(ctx, res, spec["roll_planar_die"]):
        roll(ctx, p, spec.get("force"), special=False)


@effect("planeswalk")
def _planeswalk(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """An ability tells the planar controller to planeswalk (701.x c)."""
    from magictutor.rules.planechase.core import planar_controller, planeswalk

    planeswalk(ctx, planar_controller(ctx) or _you(res), "kw.planeswalk_causes")

