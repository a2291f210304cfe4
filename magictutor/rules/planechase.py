"""Planechase (901), planes (309) and phenomena (310).

Planar cards never leave the command zone (309.2): a player's planar deck is the zone key
``planar:NAME`` (top card first) and the face-up cards are ``faceup``. The planar
controller is the active player (309.5). Rolling the planar die is a special action of
the active player in their main phase with an empty stack; it costs {0} the first time in
a turn and one more generic mana for each earlier roll that turn (901.9).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from magictutor.cards import card
from magictutor.state import GameState
from magictutor.work import Work, op

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.actions import RollPlanarDie
    from magictutor.context import Ctx

FACES = ("planeswalk", "chaos", "blank", "blank", "blank", "blank")
"""The planar die (901.3a): one planeswalker face, one chaos face, four blank faces."""

Violation = tuple[tuple[str, ...], str]


def _v(ed: Any, keys: tuple[str, ...], text: str) -> Violation:
    out = []
    for k in keys:
        try:
            out.append(ed.rule(k))
        except LookupError:
            pass
    return tuple(out), text


def roll_cost(g: Any, player: str | None = None) -> int:
    """Generic mana the next special-action roll costs ``player`` (default: the active player)."""
    return g.player(player or g.active).rolls


def check_roll(ed: Any, s: GameState, a: RollPlanarDie) -> list[Violation]:
    from magictutor.rules.stack import payment, sorcery_timing

    if s.planechase is None:
        return [_v(ed, ("pc.rule",), "this is not a Planechase game: there is no planar die")]
    out: list[Violation] = []
    if a.force is not None and a.force not in ("planeswalk", "chaos", "blank"):
        out.append(_v(ed, ("pc.die",), f"the planar die has no face {a.force!r}: its faces are "
                      "planeswalk, chaos and blank"))
    if s.priority != a.player:
        out.append(_v(ed, ("pc.roll", "priority.receive"), f"{a.player} does not have priority"))
    why = sorcery_timing(s, a.player)
    if why:
        out.append(_v(ed, ("pc.roll", "pc.special_action"),
                      "only the active player may roll the planar die, in their main phase "
                      f"with an empty stack, and {' and '.join(why)}"))
    cost = roll_cost(s, a.player)
    if payment(s, a.player, f"{{{cost}}}", None) is None:
        out.append(_v(ed, ("pc.roll",), f"this roll costs {{{cost}}} ({cost} earlier roll(s) "
                      f"this turn) and {a.player} cannot pay it"))
    return out


def do_roll(ctx: Ctx, a: RollPlanarDie) -> None:
    from magictutor.rules.stack import pay_mana
    from magictutor.rules.triggers import fire

    cost = roll_cost(ctx, a.player)
    if cost:
        pay_mana(ctx, a.player, f"{{{cost}}}", None, "the planar die roll")
    ctx.set_player(a.player, rolls=ctx.player(a.player).rolls + 1)
    face = a.force or ctx.chance("planar die", lambda rng: rng.choice(FACES))
    forced = " (face chosen for the lesson)" if a.force else ""
    ctx.emit("roll", f"{a.player} rolls the planar die for {{{cost}}}: {face}{forced}",
             "pc.roll", "pc.special_action", player=a.player, face=face, cost=cost)
    ctx.priority = a.player
    ctx.passes = ()
    roll_result(ctx, a.player, face)
    fire(ctx, "roll", player=a.player, face=face)


def roll_result(ctx: Ctx, player: str, face: str) -> None:
    """What a face does (901.9a-c)."""
    from magictutor.rules.triggers import new_trigger

    if face == "blank":
        ctx.emit("roll", "Blank: nothing happens", "pc.roll_blank", auto=True)
        return
    if face == "chaos":
        chaos(ctx, player)
        return
    if ctx.feature("planeswalking") == "plane_ability":
        from magictutor.cards.model import AbilityDef

        for oid in list(ctx.zones.get("faceup", [])):
            o = ctx.objects[oid]
            ab = AbilityDef(kind="triggered", text="planeswalking ability")
            t = new_trigger(ctx, o, None, ab, player, name="planeswalking",
                            game_ability="planeswalk")
            ctx.emit("trigger", f"{o.name}'s planeswalking ability triggers", "plane.planeswalking",
                     auto=True, name=t.name)
        return
    from magictutor.cards.model import AbilityDef

    new_trigger(ctx, None, None, AbilityDef(kind="triggered"), player, name="planeswalking",
                game_ability="planeswalk")
    ctx.emit("trigger", "The planeswalking ability of the game triggers", "pc.roll_planeswalk",
             "pc.planeswalking_ability", auto=True)


def chaos(ctx: Ctx, player: str) -> None:
    """The chaos abilities of every face-up plane trigger (309.7, 901.9b)."""
    from magictutor.rules.triggers import new_trigger

    for oid in list(ctx.zones.get("faceup", [])):
        o = ctx.objects[oid]
        for i, a in enumerate(card(o.name, ctx.edition).abilities):
            if a.kind == "chaos":
                new_trigger(ctx, o, i, a, planar_controller(ctx) or player)
                ctx.emit("chaos", f"{o.name}'s chaos ability triggers", "plane.chaos",
                         "pc.roll_chaos", "chaos.ensues", auto=True)


def planar_controller(g: Any) -> str | None:
    return g.planechase.controller if g.planechase else None


@op("planeswalk")
def _planeswalk_ability(ctx: Ctx, w: Work) -> None:
    planeswalk(ctx, w.get("controller"), "pc.planeswalking_ability")


def planeswalk(ctx: Ctx, player: str, *why: str) -> None:
    """Planeswalk (701.x, 901.11): every face-up planar card goes to the bottom of its owner's
    planar deck face down (a new object, 309.6), then ``player``'s top planar card turns up."""
    from magictutor.rules.triggers import fire

    if ctx.planechase is None:
        return
    if not player or not ctx.is_live(player):
        player = ctx.planechase.controller
    away = list(ctx.zones.get("faceup", []))
    for oid in away:
        fire(ctx, "planeswalk away", obj=oid)  # looks back in time: abilities still there
    names = []
    for oid in away:
        o = ctx.objects[oid]
        names.append(o.name)
        ctx.move(oid, "command", face_up=False)
    ctx.effects = [e for e in ctx.effects if e.until != "planeswalk"]
    deck = ctx.ids(f"planar:{deck_owner(ctx, player)}")
    if not deck:
        ctx.emit("planeswalk", f"{player}'s planar deck is empty: no card is turned face up "
                 "(the kit's house rule: the impossible part is ignored)", "game.impossible",
                 auto=True)
        return
    top = deck[0]
    ctx.move(top, "command", face_up=True)
    new = ctx.objects[top]
    away_txt = f" away from {', '.join(names)}" if names else ""
    ctx.emit("planeswalk", f"{player} planeswalks{away_txt} to {new.name}", *why,
             "kw.planeswalk", "kw.planeswalk_how", "pc.planeswalk_when",
             "plane.face_down_new" if names else "", auto=True, to=new.name)
    if "Phenomenon" in card(new.name, ctx.edition).types:
        encounter(ctx, top)
    else:
        fire(ctx, "planeswalk to", obj=top)


def encounter(ctx: Ctx, oid: int) -> None:
    """310.5: "when you encounter" triggers as a phenomenon turns face up."""
    from magictutor.rules.triggers import new_trigger

    o = ctx.objects[oid]
    for i, a in enumerate(card(o.name, ctx.edition).abilities):
        if a.kind == "encounter":
            new_trigger(ctx, o, i, a, planar_controller(ctx) or ctx.active)
            ctx.emit("encounter", f"{planar_controller(ctx)} encounters {o.name}",
                     "phenomenon.encounter", auto=True)


def deck_owner(ctx: Ctx, player: str) -> str:
    """Whose planar deck "your planar deck" means: the communal one with a single deck."""
    if ctx.planechase and ctx.planechase.single_deck:
        return "shared"
    return player


def on_new_turn(ctx: Ctx) -> None:
    """309.5: the planar controller is the active player."""
    if ctx.planechase is None:
        return
    if ctx.planechase.controller != ctx.active:
        ctx.planechase = replace(ctx.planechase, controller=ctx.active)
        ctx.emit("planar", f"{ctx.active} becomes the planar controller", "plane.controller",
                 auto=True)


def before_leave(ctx: Ctx, name: str) -> None:
    """309.5: if the planar controller would leave, the next player becomes it first."""
    if ctx.planechase is None or ctx.planechase.controller != name:
        return
    nxt = ctx.next_player(name)
    if nxt != name:
        ctx.planechase = replace(ctx.planechase, controller=nxt)
        ctx.emit("planar", f"{nxt} becomes the planar controller before {name} leaves the game",
                 "plane.controller", auto=True)


def after_leave(ctx: Ctx, name: str) -> None:
    """901.10: a leaving player's planar cards leave; if a face-up one left, planeswalk."""
    if ctx.planechase is None or ctx.planechase.single_deck:
        return
    faceup_gone = [i for i in ctx.zones.get("faceup", []) if ctx.objects[i].owner == name]
    for oid in list(ctx.zones.get(f"planar:{name}", [])) + faceup_gone:
        ctx.cease(oid)
    if faceup_gone and len(ctx.live) > 1:
        ctx.emit("planar", f"{name}'s face-up planar card left the game with them", "pc.leave",
                 auto=True)
        planeswalk(ctx, ctx.planechase.controller, "pc.leave")


def phenomenon_sba(ctx: Ctx) -> bool:
    """310.7 / 704.5x: a face-up phenomenon whose encounter ability has left the stack makes
    the planar controller planeswalk."""
    if ctx.planechase is None or not ctx.feature("phenomena"):
        return False
    for oid in ctx.zones.get("faceup", []):
        o = ctx.objects[oid]
        if "Phenomenon" not in card(o.name, ctx.edition).types:
            continue
        waiting = any(t.source == oid for t in ctx.triggers) or any(
            ctx.objects[s].source == oid for s in ctx.zones.get("stack", []))
        if not waiting:
            ctx.emit("sba", f"{o.name} is a face-up phenomenon no longer waiting on its ability: "
                     f"{ctx.planechase.controller} planeswalks", "sba.phenomenon",
                     "phenomenon.planeswalk", auto=True)
            planeswalk(ctx, ctx.planechase.controller, "sba.phenomenon")
            return True
    return False


BUILTIN_DECKS = (
    ("Naar Isle", "Panopticon", "Fields of Summer", "The Eon Fog", "Tazeem", "Agyrem",
     "Sanctum of Serra", "Stairs to Infinity", "Chaotic Aether", "Spatial Merging"),
    ("Stronghold Furnace", "Mount Keralia", "Pools of Becoming", "Eloren Wilds",
     "Cliffside Market", "Furnace Layer", "Raven's Run", "Panopticon", "Interplanar Tunnel",
     "Chaotic Aether"),
)
"""The planar decks of a default game: player 1 gets the first, player 2 the second, and so on."""


def start_planechase(ctx: Ctx, names: list[str], active: str, pc: Any) -> None:
    """Set up the planar decks and the starting plane (901.3-901.5)."""
    from magictutor.state import Obj, Planechase

    single = pc.get("single deck")
    decks: dict[str, list[str]] = {}
    if single is not None:
        decks["shared"] = list(single)
    elif pc.get("decks") is not None:
        decks = {k: list(v) for k, v in pc["decks"].items()}
    else:
        for i, n in enumerate(names):
            cards = list(BUILTIN_DECKS[i % len(BUILTIN_DECKS)])
            size = len(cards)
            order = ctx.chance("shuffle planar deck",
                               lambda rng, size=size: rng.sample(range(size), size))
            decks[n] = [cards[j] for j in order]
    for owner, cards in decks.items():
        if owner != "shared" and owner not in names:
            raise ValueError(f"planar deck for {owner!r}, who is not a player")
        for name in cards:
            c = card(name, ctx.edition)
            if not c.is_planar:
                raise ValueError(f"{name} is not a plane or phenomenon and can't be in a planar "
                                 "deck")
            if "Phenomenon" in c.types and not ctx.feature("phenomena"):
                raise ValueError(f"{name} is a phenomenon, and the {ctx.edition} rules have no "
                                 "phenomena")
            ctx.add_object(Obj(id=ctx.new_id(), name=name, kind="card",
                               owner=active if owner == "shared" else owner,
                               controller=active, zone="command", face_up=False),
                           f"planar:{owner}")
    ctx.planechase = Planechase(controller=active, single_deck=single is not None)
    face_up = pc.get("face up")
    rolls = int(pc.get("rolls this turn", 0) or 0)
    if rolls:
        ctx.set_player(active, rolls=rolls)
    if face_up:
        for name in ([face_up] if isinstance(face_up, str) else list(face_up)):
            oid = _find_planar(ctx, name, active)
            ctx.move(oid, "command", face_up=True)
        return
    start_plane(ctx, active)


def _find_planar(ctx: Ctx, name: str, active: str) -> int:
    from magictutor.state import Obj

    for key in [f"planar:{active}", "planar:shared"] + [k for k in ctx.zones if
                                                        k.startswith("planar:")]:
        for oid in ctx.zones.get(key, []):
            if ctx.objects[oid].name == name:
                return oid
    c = card(name, ctx.edition)
    if not c.is_planar:
        raise ValueError(f"{name} is not a plane or phenomenon")
    o = Obj(id=ctx.new_id(), name=name, kind="card", owner=active, controller=active,
            zone="command", face_up=False)
    ctx.add_object(o, f"planar:{active}")
    return o.id


def start_plane(ctx: Ctx, player: str) -> None:
    """901.5: turn the top card face up; phenomena go to the bottom until a plane appears.
    Nothing triggers: this is not planeswalking."""
    key = f"planar:{deck_owner(ctx, player)}"
    deck = ctx.ids(key)
    for _ in range(len(deck)):
        top = deck[0]
        if "Phenomenon" in card(ctx.objects[top].name, ctx.edition).types:
            deck.append(deck.pop(0))
            ctx.emit("planar", f"{ctx.objects[top].name} is a phenomenon and goes to the bottom",
                     "pc.start", auto=True)
            continue
        ctx.move(top, "command", face_up=True)
        ctx.emit("planar", f"{player} turns {ctx.objects[top].name} face up as the starting "
                 "plane; nothing triggers", "pc.start", auto=True)
        return
