"""Playing cards from a library: may a card be played from where it is, and at what cost.

* ``{play_library_tops: true}`` (Windriddle Palaces): a static ability of a plane. Players play
  with the top card of their libraries revealed, and the plane's planar controller ("you" on
  a plane: 309.5; 311.5 today) may play the top card of any player's library, their own
  included: a land by the ordinary rules for playing lands (305.1-305.2, so it uses their land
  for the turn), a spell by the ordinary timing and cost (601.2; the card moves from the
  library to the stack, 601.2a). It is still a :class:`~magictutor.model.actions.Cast` naming
  the card's id, or a :class:`~magictutor.model.actions.PlayLand`.
* ``{reveal_play_free: you}`` (Quicksilver Sea, Mirrored Depths): during the resolution of an
  ability, the player named reveals the top card of their library, and the ability's
  controller may play it without paying its mana cost (an alternative cost, 117.9 / 118.9
  today; a spell with X then has X = 0, 107.3b). A spell is cast during resolution (608.2f;
  608.2g today): its timing is ignored, its targets are chosen, and it goes on the stack above
  the resolving ability. A land is played only on that player's own turn with a land play left
  (305.3; 305.2a counts it). With ``nonland: true`` a land card revealed is not played.

The hooks elsewhere are small: the cast and land checks ask :func:`may_play_from_library`
about a card that is not in its player's hand, :func:`zone_refusal` says why not, and
:func:`magictutor.engine.legal_actions` lists the tops :func:`playable_tops` names, in groups
never kept; its memo keys hold :func:`magictutor.rules.costs.library_tops` (the top cards and
the planar controller while this static ability is in play), so an answer is never kept across
a change of a library's top card or of the planar controller.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from magictutor.cards import card
from magictutor.editions import Edition
from magictutor.model.protocol import GameView
from magictutor.model.query import statics
from magictutor.model.violations import Violation
from magictutor.model.violations import violation as _v
from magictutor.model.work import Work, ask
from magictutor.rules.effects import effect, refs, src_name
from magictutor.rules.free_cast import cast_ban, cast_free, choose_targets
from magictutor.rules.lands import may_play_another_land
from magictutor.rules.targets import candidates
from magictutor.rules.teams import is_active_player, same_team
from magictutor.rules.triggers import fire

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.state import Obj

PLAY_TOPS = "play_library_tops"
"""The static ability that lets its planar controller play the top card of any library."""

DECLINE = "decline"
"""The answer that leaves a revealed card where it is."""


def _planar_controller(g: GameView) -> str | None:
    return g.planechase.controller if g.planechase is not None else None


def playable_tops(g: GameView, player: str) -> list[int]:
    """The top cards of libraries ``player`` may play while a face-up plane says so (none
    without one): one per player with a library, in turn order. "You" on the plane is its
    planar controller, or in Two-Headed Giant either player of their team (901.12c)."""
    pc = _planar_controller(g)
    if PLAY_TOPS not in statics(g).kinds or pc is None or not same_team(g, pc, player):
        return []
    return [lib[0] for p in g.player_order if (lib := g.zones.get(f"{p}:library"))]


def may_play_from_library(g: GameView, player: str, o: Obj) -> bool:
    """Whether ``o`` is the top card of a library that ``player`` may play now (only what
    lets it be played from there; timing, cost and targets are checked as from a hand)."""
    return o.zone == "library" and o.id in playable_tops(g, player)


def zone_refusal(ed: Edition, g: GameView, player: str, o: Obj | None, verb: str,
                 key: str) -> list[Violation]:
    """Why ``player`` may not cast or play (``verb``) ``o`` from where it is (empty: they may,
    it is the top of a library they may play), citing ``key``'s rule."""
    if o is not None and may_play_from_library(g, player, o):
        return []
    if o is not None and o.zone == "library":
        pc, on = _planar_controller(g), PLAY_TOPS in statics(g).kinds
        why = "a card in a library may be played only while an effect allows it (Windriddle " \
            "Palaces lets its planar controller play the top card of any library)"
        if on and (pc is None or not same_team(g, pc, player)):
            why = f"only the planar controller, {pc}, may play the top cards of libraries"
        elif on:
            why = "only a library's top card may be played"
        return [_v(ed, (key,), f"{o.name} is in {o.owner}'s library: {why}")]
    if verb == "cast":
        return [_v(ed, (key,), f"{player} has no such card in hand to cast")]
    return [_v(ed, (key,), f"{player} has no such card in hand")]


def from_where(g: GameView, o: Obj) -> str:
    """The words for where a card is played from, for the log: nothing from a hand."""
    return f" from the top of {o.owner}'s library" if o.zone == "library" else ""


# --- during resolution: reveal the top card, play it free -------------------------------------
def _players(ctx: Ctx, res: dict, word: Any) -> list[str]:
    if word == "caster":
        who = dict(res.get("info", ())).get("caster")
        return [who] if isinstance(who, str) and ctx.is_live(who) else []
    return [p for p in refs(ctx, res, word) if isinstance(p, str) and ctx.is_live(p)]


_LAND_RULES = ("land.not_your_turn", "land.plays_counted")
_CAST_RULES = ("cast.during_resolution", "cost.alternative")


def _why_not_free(ctx: Ctx, you: str, o: Obj, nonland: bool) -> tuple[str, tuple[str, ...]]:
    """Why ``you`` can't play ``o`` now during resolution, and the rules that say so (an
    empty reason when they may)."""
    c = card(o.name, ctx.edition)
    if "Land" in c.types:
        if nonland:
            return "it is a land card, and only a nonland card may be cast this way", \
                _CAST_RULES
        if not is_active_player(ctx, you):
            return f"it is a land card, and {you} can't play a land when it isn't their " \
                "turn", _LAND_RULES
        if not may_play_another_land(ctx, you):
            return f"it is a land card, and {you} has already played a land this turn", \
                _LAND_RULES
        return "", ()
    ban = cast_ban(ctx, you, o)  # (Skybreen, Prahv: what forbids casting forbids it here too)
    if ban is not None:
        return ban
    spell = c.abilities_of("spell")
    for spec in spell[0][1].targets if spell else ():
        if not candidates(ctx, spec, you):
            return f"it has no legal target ({spec}) to choose", ("cast.targets",)
    return "", ()


@effect("reveal_play_free")
def fx_reveal_play_free(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{reveal_play_free: you}``: the player named reveals their top card; the ability's
    controller may play it without paying its mana cost (see the module's notes)."""
    you = res["controller"]
    oid = w.get("card")
    if oid is None:
        whose = _players(ctx, res, spec["reveal_play_free"])
        lib = ctx.ids(f"{whose[0]}:library") if whose else []
        if not lib:
            ctx.emit("reveal", f"{whose[0] if whose else 'No player'} has no card in their "
                     f"library to reveal ({src_name(res)})", "kw.reveal")
            return
        o = ctx.objects[lib[0]]
        ctx.emit("reveal", f"{o.owner} reveals the top card of their library: {o.name} "
                 f"({src_name(res)})", "kw.reveal", player=o.owner, card=o.name)
        why, rules = _why_not_free(ctx, you, o, bool(spec.get("nonland")))
        if why:
            ctx.emit("reveal", f"{o.name} stays where it is: {why}", "kw.reveal", *rules,
                     card=o.name)
            return
        verb = "play" if "Land" in card(o.name, ctx.edition).types else "cast"
        ask(ctx, w.but(card=o.id, answer=None), you, "option", [o.id, DECLINE],
            f"{you}: {verb} {o.name} without paying its mana cost, or {DECLINE!r} "
            f"({src_name(res)})", *_CAST_RULES)
        return
    o = ctx.objects.get(oid)
    answer = w.get("answer")
    if o is None or o.zone != "library":
        return
    if answer == DECLINE:
        ctx.emit("reveal", f"{you} leaves {o.name} on top of {o.owner}'s library",
                 "kw.reveal", *_CAST_RULES, player=you, card=o.name)
        return
    if "Land" in card(o.name, ctx.edition).types:
        _play_land_free(ctx, you, o, res)
        return
    _choose_targets_and_cast(ctx, w, you, o, res)


def _play_land_free(ctx: Ctx, you: str, o: Obj, res: dict) -> None:
    where = from_where(ctx, o)
    ctx.move(o.id, "battlefield", controller=you)
    ctx.set_player(you, lands_played=ctx.player(you).lands_played + 1)
    ctx.emit("land", f"{you} plays {o.name}{where} ({src_name(res)}); it counts as their land "
             "for the turn", "land.play", *_LAND_RULES, player=you, card=o.name)
    fire(ctx, "land enters", player=you, obj=o.id)


def _choose_targets_and_cast(ctx: Ctx, w: Work, you: str, o: Obj, res: dict) -> None:
    """Choose the spell's targets one at a time (none to choose when only one is legal),
    then cast it (601.2c)."""
    chosen = tuple(w.get("chosen", ()))
    if w.get("answer") not in (None, o.id):
        chosen += (w.get("answer"),)

    def stuck(word: str) -> None:  # 601.2c: it can't be cast; the card stays where it is
        ctx.emit("cast", f"{o.name} has no legal target left and can't be cast",
                 "cast.targets", card=o.name)

    targets = choose_targets(ctx, w, you, o, chosen, stuck)
    if targets is not None:
        _cast_free(ctx, you, o, targets, res)


def _cast_free(ctx: Ctx, you: str, o: Obj, targets: tuple, res: dict) -> None:
    """Cast ``o`` during resolution without paying its mana cost (X is 0): it goes on the
    stack above the resolving ability, and no player gets priority yet (608.2f / 608.2g)."""
    where = from_where(ctx, o)

    def say(tgt: str, x: int | None) -> None:
        xs = " with X=0 (cast without paying its mana cost)" if x is not None else ""
        ctx.emit("cast", f"{you} casts {o.name}{where} without paying its mana cost{tgt}{xs} "
                 f"({src_name(res)}); it goes on the stack", *_CAST_RULES, "cast.steps",
                 *(("cost.x_zero",) if x is not None else ()), player=you, card=o.name)

    cast_free(ctx, you, o, targets, say)


__all__ = ["DECLINE", "PLAY_TOPS", "from_where", "may_play_from_library",
           "playable_tops", "zone_refusal"]
