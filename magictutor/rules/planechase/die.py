"""The planar die (901.3a) and rolling it (901.9; 901.8 in ``2011-09``).

Rolling is a special action of the active player: they must have priority, in a main
phase of their own turn, with an empty stack. The first special-action roll of a turn
costs {0} and each later one costs one more generic mana than the one before. Rolls
that an effect causes are not special actions, so they neither pay nor raise that cost
(the ``2013-07`` and later CRs say so in a note to 901.9). The count belongs to the
player and the turn: planeswalking does not reset it, a new turn does.

What a face does: blank, nothing (901.9a); chaos, the chaos abilities of the face-up
planes trigger (901.9b; "chaos ensues" in ``current``); planeswalker symbol, the
planeswalking ability triggers (901.9c). Where that ability lives depends on the edition:
in ``2011-09`` every plane has it (309.6, its source is the plane), later it is the game's
own ability with no source, controlled by whoever rolled (901.8). A roll an effect makes
a player other than the planar controller (or their Two-Headed Giant teammate) take is not
"you" rolling for the planes' "whenever you roll" abilities: before ``current`` it
triggers no chaos ability, in ``2011-09`` no planeswalking ability, and the later sourceless
planeswalking ability it does trigger can't make its controller planeswalk (701.21a).

>>> FACES.count("blank"), FACES.count("chaos"), FACES.count("planeswalk")
(4, 1, 1)
"""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING

from magictutor.cards import card
from magictutor.cards.model import AbilityDef
from magictutor.editions import Edition
from magictutor.model.protocol import GameView
from magictutor.model.state import GameState
from magictutor.model.violations import Violation
from magictutor.model.violations import violation as _v
from magictutor.rules.stack import pay_mana, payment, sorcery_timing
from magictutor.rules.teams import active_players, holds_priority, same_team
from magictutor.rules.triggers import fire, new_trigger

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.actions import RollPlanarDie

FACES = ("planeswalk", "chaos", "blank", "blank", "blank", "blank")
"""The planar die (901.3a): one planeswalker face, one chaos face, four blank faces."""

FACE_NAMES = ("planeswalk", "chaos", "blank")


PLANESWALKING = AbilityDef(
    kind="triggered", trigger="roll",
    text="When you roll the planeswalker symbol, planeswalk (put the face-up planar cards on "
         "the bottom of their owners' planar decks, then turn up the top card of yours).")
"""The planeswalking ability, as the kit words it for the log and for displays."""


SPECIAL_ROLL = ("pc.roll", "pc.special_action", "pc.die")
"""The rules a special-action roll's log line cites (901.9, rolling the planar die among the
special actions, 901.3a; in ``2013-07``'s numbering: 901.9, 115.2f, 901.3a)."""

BLANK_TEXT = "Blank: nothing happens, and the active player gets priority"
"""The log line of a blank face (901.9a) that nothing turns into chaos."""


def special_roll_text(player: str, nth: int, cost: int, shown: str, mine: str = "") -> str:
    """The log line of a special-action roll: ``player``'s ``nth`` roll this turn, which cost
    ``{cost}``, showing ``shown`` (the face, and whether a lesson chose it); ``mine`` says whose
    rolls a team's cost counts.

    >>> special_roll_text("Alice", 1, 0, "blank")
    'Alice rolls the planar die (roll 1 this turn, cost {0}): blank'
    """
    return f"{player} rolls the planar die (roll {nth} this turn, cost {{{cost}}}{mine}): {shown}"


def roll_cost(g: GameView, player: str | None = None) -> int:
    """Generic mana the next special-action roll costs ``player`` (default: the active player).

    >>> from magictutor.engine.setup import build_game
    >>> s = build_game(["Alice", "Bob"], planechase={"rolls this turn": 2})
    >>> roll_cost(s), roll_cost(s, "Bob")
    (2, 0)
    """
    return g.player(player or g.active).rolls


DIE = "planar die"
"""The kind of random outcome a roll is (its seed's text names it: ``Ctx.chance``)."""


def face_from(rng: Random) -> str:
    """The face a roll shows, drawn from ``rng`` (a :class:`random.Random` seeded for the roll):
    one of the six faces, each as likely (901.3a)."""
    return rng.choice(FACES)


def roll_face(ctx: Ctx) -> str:
    """One roll of the planar die from the game's seeded random outcomes (or a replay).

    >>> from magictutor.engine.context import Ctx
    >>> from magictutor.engine.setup import build_game
    >>> ctx = Ctx(build_game(["Alice", "Bob"], seed=3))
    >>> roll_face(ctx) in FACES
    True
    """
    return ctx.chance(DIE, face_from)


def check_roll(ed: Edition, s: GameState, a: RollPlanarDie) -> list[Violation]:
    """Every rule a special-action roll by ``a.player`` would break now.

    >>> from magictutor.engine.setup import build_game
    >>> from magictutor.model.actions import RollPlanarDie
    >>> from magictutor.editions import get_edition
    >>> s = build_game(["Alice", "Bob"], planechase={})
    >>> check_roll(get_edition(s.edition), s, RollPlanarDie("Alice"))
    []
    >>> check_roll(get_edition(s.edition), s, RollPlanarDie("Alice", force="six"))[0][0]
    ('901.3a',)
    """
    if s.planechase is None:
        return [_v(ed, ("pc.rule",), "this is not a Planechase game, so there is no planar die "
                   "to roll")]
    out: list[Violation] = []
    if a.force is not None and a.force not in FACE_NAMES:
        out.append(_v(ed, ("pc.die",), f"the planar die has no face {a.force!r}: its faces are "
                      "the planeswalker symbol ('planeswalk'), the chaos symbol ('chaos') and "
                      "four blanks ('blank')"))
    if not holds_priority(s, a.player):
        holder = f" ({s.priority} does)" if s.priority else ""
        out.append(_v(ed, ("pc.roll", "priority.special_action"),
                      f"{a.player} does not have priority{holder}: the planar die is rolled "
                      "only by the active player while they have priority"))
    why = sorcery_timing(s, a.player)
    if why:
        out.append(_v(ed, ("pc.roll", "pc.special_action"),
                      "only the active player may roll the planar die, in a main phase of their "
                      f"own turn with an empty stack, and {' and '.join(why)}"))
    cost = roll_cost(s, a.player)
    if cost and payment(s, a.player, f"{{{cost}}}", None) is None:  # ({0} needs no mana)
        out.append(_v(ed, ("pc.roll",),
                      f"this roll costs {{{cost}}}: each roll after the first in a turn costs one "
                      f"more mana ({cost} earlier roll(s) this turn), and {a.player} cannot pay "
                      "it"))
    return out


def do_roll(ctx: Ctx, a: RollPlanarDie) -> None:
    """The special action: pay, count it, roll, and let the face do its work.

    >>> from magictutor.engine.context import Ctx
    >>> from magictutor.engine.setup import build_game
    >>> ctx = Ctx(build_game(["Alice", "Bob"], planechase={"decks": {"Alice": [
    ...     "Panopticon", "Tazeem"]}}))
    >>> from magictutor.model.actions import RollPlanarDie
    >>> do_roll(ctx, RollPlanarDie("Alice", force="chaos"))
    >>> ctx.player("Alice").rolls, [t.name for t in ctx.triggers]
    (1, ['Panopticon chaos'])
    """
    cost = roll_cost(ctx, a.player)
    if cost:
        pay_mana(ctx, a.player, f"{{{cost}}}", None, "the planar die roll",
                 ("pc.roll", "pc.special_action"))
    ctx.set_player(a.player, rolls=ctx.player(a.player).rolls + 1)
    roll(ctx, a.player, a.force, special=True, cost=cost)
    ctx.passes = ()


def roll(ctx: Ctx, player: str, force: str | None = None, *, special: bool = False,
         cost: int = 0) -> str:
    """Roll the planar die for ``player`` and carry out the face; returns the face.

    ``special`` says whether this is the special action (already paid for and counted);
    a roll an effect causes is not, and leaves the roll cost alone.

    >>> from magictutor.engine.context import Ctx
    >>> from magictutor.engine.setup import build_game
    >>> ctx = Ctx(build_game(["Alice", "Bob"], planechase={"decks": {"Alice": [
    ...     "Panopticon", "Tazeem"]}}))
    >>> roll(ctx, "Alice", "blank"), ctx.player("Alice").rolls
    ('blank', 0)
    """
    face = force or roll_face(ctx)
    forced = " (face chosen for the lesson)" if force else ""
    if special:
        nth = ctx.player(player).rolls
        team = ("pc.2hg_die",) if len(active_players(ctx)) > 1 else ()
        mine = (f" (each active player's cost counts only their own rolls; {player} is on "
                "the active team)") if team else ""
        ctx.emit("roll", special_roll_text(player, nth, cost, face + forced, mine), *SPECIAL_ROLL,
                 *team, player=player, face=face, cost=cost)
    else:
        ctx.emit("roll", f"{player} rolls the planar die because an effect says so: {face}"
                 f"{forced}. This roll is not the special action, so it doesn't raise the cost "
                 "of the next one", "pc.roll", "pc.die", player=player, face=face, cost=0)
    # 116.3c: whoever took the special action gets priority again (each member of the
    # active team is an active player, 901.12d); a roll an effect made leaves the
    # resolving object's usual hand-back to the active player.
    keeps = special and ctx.is_live(player)
    ctx.priority = player if keeps or not ctx.is_live(ctx.active) else ctx.active
    result(ctx, player, face)
    fire(ctx, "roll", player=player, face=face)
    return face


def result(ctx: Ctx, player: str, face: str) -> None:
    """What a face does (901.9a-c; 901.8a-c in ``2011-09``).

    >>> from magictutor.engine.context import Ctx
    >>> from magictutor.engine.setup import build_game
    >>> ctx = Ctx(build_game(["Alice", "Bob"], planechase={"decks": {"Alice": [
    ...     "Panopticon", "Tazeem"]}}))
    >>> result(ctx, "Alice", "planeswalk")
    >>> [(t.name, t.source) for t in ctx.triggers]
    [('planeswalking', None)]
    """
    if face == "blank":
        aether = [e for e in ctx.effects if e.kind == "blank_is_chaos"]
        if not aether:
            ctx.emit("roll", BLANK_TEXT, "pc.roll_blank", auto=True)
            return
        ctx.emit("roll", f"Blank, but {aether[0].source_name} makes every blank roll a chaos "
                 "roll until a player planeswalks away from a plane", "phenomenon.encounter",
                 "pc.roll_chaos", auto=True)
        face = "chaos"
    if not _rolls_as_you(ctx, player, face):
        return
    if face == "chaos":
        chaos(ctx)
        return
    planeswalk_triggers(ctx, player)


def _rolls_as_you(ctx: Ctx, player: str, face: str) -> bool:
    """Whether ``player``'s roll showing ``face`` is one the planes' own "whenever you roll"
    abilities answer: before ``current`` the chaos abilities (309.7), and in ``2011-09`` also
    each plane's planeswalking ability (309.6), say "you", which on a face-up plane means the
    planar controller who controls it (109.5, 309.5), or in Two-Headed Giant either player of
    their team (901.12c; 901.11c in ``2011-09``). A roll an effect makes another player take
    triggers neither; logs why and returns False. "Chaos ensues" (``current``) and the
    sourceless planeswalking ability (901.8, from ``2013-07``) answer anyone's roll.
    """
    from magictutor.rules.planechase.zones import planar_controller

    pc = planar_controller(ctx)
    if face == "blank" or pc is None or player == pc or same_team(ctx, player, pc):
        return True
    if face == "chaos" and not ctx.feature("chaos_ensues"):
        ctx.emit("chaos", f"Chaos, but {player} is not the planar controller: the face-up "
                 "planes' chaos abilities trigger only when \"you\", their controller "
                 f"{pc}, rolls the chaos symbol, so none triggers", "plane.chaos", "plane.you",
                 "plane.controller", auto=True)
        return False
    if face == "planeswalk" and ctx.feature("planeswalking") == "plane_ability":
        ctx.emit("trigger", f"Planeswalker symbol, but {player} is not the planar controller: "
                 "each plane's planeswalking ability triggers only when \"you\", its "
                 f"controller {pc}, rolls it, so none triggers", "plane.planeswalking",
                 "plane.you", "plane.controller", auto=True)
        return False
    return True


def chaos(ctx: Ctx) -> None:
    """The chaos abilities of every face-up plane trigger (309.7; 311.7 "chaos ensues").

    >>> from magictutor.engine.context import Ctx
    >>> from magictutor.engine.setup import build_game
    >>> ctx = Ctx(build_game(["Alice", "Bob"], planechase={"decks": {"Alice": [
    ...     "Panopticon", "Tazeem"]}}))
    >>> chaos(ctx)
    >>> [t.name for t in ctx.triggers], ctx.events[-1].rules
    (['Panopticon chaos'], ('309.7', '901.9b'))
    """
    from magictutor.rules.planechase.zones import planar_controller

    up = list(ctx.zones.get("faceup", []))
    how = "chaos ensues" if ctx.feature("chaos_ensues") else "the chaos symbol was rolled"
    if not any(card(ctx.objects[i].name, ctx.edition).abilities_of("chaos") for i in up):
        ctx.emit("chaos", f"Chaos: {how}, but no face-up plane has a chaos ability",
                 "pc.roll_chaos", "plane.chaos", "chaos.ensues", auto=True)
        return
    for oid in up:
        chaos_for(ctx, oid, planar_controller(ctx) or ctx.active, how)


def chaos_for(ctx: Ctx, oid: int, controller: str, how: str = "", *,
              rolled: bool = True) -> None:
    """The chaos abilities of planar card ``oid`` trigger, controlled by ``controller``
    (the planar controller: 311.7 says so in ``current``; earlier, "you" is the planar
    controller, 309.5). ``rolled``: because of a chaos roll (901.9b), not an effect.

    >>> from magictutor.engine.context import Ctx
    >>> from magictutor.engine.setup import build_game
    >>> ctx = Ctx(build_game(["Alice", "Bob"], planechase={"decks": {"Alice": [
    ...     "Panopticon", "Tazeem"]}}))
    >>> chaos_for(ctx, ctx.zones["planar:Alice"][0], "Alice", "revealed")
    >>> [(t.name, t.controller) for t in ctx.triggers]
    [('Tazeem chaos', 'Alice')]
    """
    o = ctx.objects[oid]
    for i, a in card(o.name, ctx.edition).abilities_of("chaos"):
        t = new_trigger(ctx, o, i, a, controller)
        why = f" ({how})" if how else ""
        roll = ("pc.roll_chaos",) if rolled else ()
        ctx.emit("chaos", f"{t.name}: {o.name}'s chaos ability triggers{why}", "plane.chaos",
                 *roll, "chaos.ensues", auto=True, name=t.name)


def planeswalk_triggers(ctx: Ctx, player: str) -> None:
    """The planeswalking ability triggers (901.9c / 901.8c).

    ``2011-09``: each face-up plane's own planeswalking ability (309.6), with that plane as
    its source and the planar controller ("you") as its controller. Later editions: the
    game's inherent ability, with no source, controlled by the player who rolled (901.8).
    House rule: in ``2011-09`` with no face-up plane (an empty planar deck left none), the
    ability triggers without a source, as in later editions.

    >>> from magictutor.engine.context import Ctx
    >>> from magictutor.engine.setup import build_game
    >>> ctx = Ctx(build_game(["Alice", "Bob"], edition="2011-09", planechase={}))
    >>> planeswalk_triggers(ctx, "Alice")
    >>> [(t.name, t.source == ctx.zones["faceup"][0]) for t in ctx.triggers]
    [('planeswalking', True)]
    """
    from magictutor.rules.planechase.zones import planar_controller
    if ctx.feature("planeswalking") == "plane_ability":
        up = list(ctx.zones.get("faceup", []))
        if not up:  # only after an empty planar deck (the kit's house rule)
            new_trigger(ctx, None, None, PLANESWALKING, player, name="planeswalking",
                        game_ability="planeswalk")
            ctx.emit("trigger", "Planeswalker symbol, but no plane is face up to carry the "
                     "planeswalking ability (its deck ran out); by the kit's house rule the "
                     f"ability triggers anyway, controlled by {player}, so a plane can be "
                     "turned up again", "pc.roll_planeswalk", "plane.planeswalking",
                     "game.impossible", auto=True, name="planeswalking")
            return
        for oid in up:
            o = ctx.objects[oid]
            new_trigger(ctx, o, None, PLANESWALKING, planar_controller(ctx) or player,
                        name="planeswalking", game_ability="planeswalk")
            ctx.emit("trigger", f"Planeswalker symbol: {o.name}'s planeswalking ability "
                     "triggers (every plane has it under these rules; its source is the plane)",
                     "pc.roll_planeswalk", "plane.planeswalking", "pc.planeswalking_ability",
                     auto=True, name="planeswalking")
        return
    new_trigger(ctx, None, None, PLANESWALKING, player, name="planeswalking",
                game_ability="planeswalk")
    ctx.emit("trigger", f"Planeswalker symbol: the game's planeswalking ability triggers; it "
             f"has no source and {player}, who rolled, controls it", "pc.roll_planeswalk",
             "pc.planeswalking_ability", "ability.controller", auto=True, name="planeswalking")


def face_probabilities(blank_is_chaos: bool = False) -> dict[str, float]:
    """The chance of each result of one roll; Chaotic Aether turns blanks into chaos.

    >>> round(face_probabilities()["blank"], 4), round(face_probabilities(True)["chaos"], 4)
    (0.6667, 0.8333)
    """
    out = {f: FACES.count(f) / len(FACES) for f in FACE_NAMES}
    if blank_is_chaos:
        out = {"planeswalk": out["planeswalk"], "chaos": out["chaos"] + out["blank"],
               "blank": 0.0}
    return out
