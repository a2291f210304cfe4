"""State-based actions (704), checked whenever a player would receive priority (704.3).

All applicable actions happen at once; then the check repeats until none applies. The
uniqueness rule (306.4) and the legend rule follow the edition: in ``2011-09`` every
planeswalker sharing a type (every legendary permanent sharing a name) is put into its
owner's graveyard; from ``2013-07`` the controller keeps one of their choice; from
``2017-09`` the uniqueness rule is gone and planeswalkers are legendary.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from magictutor.cards import card
from magictutor.cards.check import card_cache
from magictutor.model.characteristics import Chars, card_of, counts_life
from magictutor.model.query import SHARED_TYPES, chars_of, statics
from magictutor.model.work import Work, ask, op, push
from magictutor.rules.auras import aura_moves
from magictutor.rules.planechase.core import phenomenon_sba
from magictutor.rules.sba_marks import checked
from magictutor.rules.strikes import DEATHTOUCHED, deathtouch_move
from magictutor.rules.targets import creature_or_pw_pool
from magictutor.rules.teams import team_name, team_of, teammates, teams
from magictutor.rules.triggers import fire

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx
    from magictutor.model.state import Obj


def needs_full_check(ctx: Ctx) -> bool:
    """Whether state-based actions must look at every permanent rather than only those the
    step changed (and those named by effects it began or ended, see :func:`_named_anew`):
    the step began from a state not checked to the end, or changed what can alter any
    permanent (the face-up planes, a permanent with a static ability coming or going; a
    life total, when Ajani Goldmane's Avatar is there to count it)."""
    base = ctx.base
    if not checked(base):  # (a state frozen mid-step may be as checked as the one before)
        return True
    if ctx.zones.get("faceup") is not base.zones.get("faceup"):
        return True
    if SHARED_TYPES in statics(ctx).kinds and (  # (Velis Vel: a creature come or gone, or
            not ctx.same_effects() or ctx.zones.get("battlefield")  # new types, changes the
            is not base.zones.get("battlefield")):  # others' power and toughness)
        return True
    if ctx.zones.get("battlefield") is not base.zones.get("battlefield") \
            and not _only_plain_came_or_went(ctx):
        return True
    return ctx._players_changed and any(
        ctx.players[p.name].life != p.life for p in base.players) and _life_counts(ctx)


def _named_anew(ctx: Ctx) -> set[int]:
    """The objects named by an effect this step began, ended or changed. An effect changes
    only the characteristics of the objects it names (a pump, becoming a creature), so
    after such a step only those, with the ones the step changed, need a new look."""
    if ctx.same_effects():
        return set()
    before, now = ctx.base.effects, ctx.effects
    kept = {id(e) for e in now} & {id(e) for e in before}
    return {r for e in (*now, *before) if id(e) not in kept
            for r in e.affected if isinstance(r, int)}


def _life_counts(ctx: Ctx) -> bool:
    """Whether a permanent's power or toughness is its controller's life (604.3)."""
    objects, edition = ctx.objects, ctx.edition
    return any(counts_life(card_of(objects[i], edition)) for i in creature_or_pw_pool(ctx))


def _only_plain_came_or_went(ctx: Ctx) -> bool:
    """Whether no permanent that entered or left the battlefield has a static ability. A
    permanent that enters is among those the step changed, so the check looks at it (and,
    if it is legendary or a planeswalker, at the legend and uniqueness rules); one that
    leaves can't die any more. Only a static ability could change the other permanents."""
    return not ctx.statics_came_or_went()


def spare_who_cant_lose(ctx: Ctx, losers: list) -> list:
    """The would-be losers (name first) but those an effect keeps in the game now."""
    if not losers or not ctx.effects:
        return losers
    from magictutor.rules.conditions import cant_lose

    return [x for x in losers if not cant_lose(ctx, x[0])]


def check_sba(ctx: Ctx, full: bool = True) -> bool:
    """Perform one round of state-based actions; True if anything happened or a choice waits.

    With ``full`` False (see :func:`needs_full_check`) the step began
    from a state checked to the end and changed nothing that alters every permanent, so
    toughness, damage and loyalty (704.5f-i) are looked at only on the permanents it
    changed, and the legend and uniqueness rules only if it changed one they could touch."""
    ctx.sba_chars = {}
    losers = spare_who_cant_lose(ctx, _player_losers(ctx))  # 704.5a-b (and Celestine Reef)
    moves = aura_moves(ctx, _permanent_moves(ctx, _changed(ctx, full)))  # (and 704.5n/m)
    _tokens_cease(ctx)
    moving = {m[0] for m in moves}
    choices: list[Work] = []
    if ctx.sba_watch:  # (a legendary permanent or planeswalker arrived, or any when full)
        moves += _uniqueness(ctx, moving, choices)
        moving = {m[0] for m in moves}
        moves += _legend_rule(ctx, moving, choices)
    ctx.sba_chars = {}
    did = _carry_out(ctx, moves)
    for name, text, *keys in losers:
        ctx.emit("lose", text, *keys, auto=True, player=name)
    if losers:  # (704.3: they lose at once, and leave as one event)
        from magictutor.rules.players import players_lose

        players_lose(ctx, [name for name, *_ in losers], "sba.check")
        did = True
    if ctx.planechase is not None and phenomenon_sba(ctx):
        did = True
    if choices:
        push(ctx, *choices)
        did = True
    return did


def _player_losers(ctx: Ctx) -> list[tuple[str, ...]]:
    """The players who lose: 0 or less life (704.5a; a team's shared life, 810.8c), or a
    draw from an empty library (704.5b); in Two-Headed Giant a teammate loses with them
    (810.8a)."""
    losers: list[tuple[str, ...]] = []
    players = ctx.players
    for name in ctx.order:
        p = players[name]
        if p.lost or p.left or any(n in teammates(ctx, name) for n, *_ in losers):
            continue  # (out already, or losing with a teammate who loses: see below)
        if p.life <= 0:
            losers.append(_life_loser(ctx, name, p.life))
        elif p.drew_from_empty:
            losers.append((name, f"{name} drew from an empty library and loses the game",
                           "sba.draw_empty", "game.lose_draw_empty"))
    return _with_team(ctx, losers)


def _life_loser(ctx: Ctx, name: str, life: int) -> tuple[str, ...]:
    if teams(ctx) and len(team_of(ctx, name)) > 1:
        return (name, f"{team_name(ctx, name)} have {life} life, their team's shared total, "
                "and lose the game", "sba.life", "game.lose_life0", "team.life_zero",
                "team.lose")
    return (name, f"{name} has {life} life and loses the game", "sba.life", "game.lose_life0")


def _with_team(ctx: Ctx, losers: list[tuple[str, ...]]) -> list[tuple[str, ...]]:
    """A loser's teammates lose with them (810.8a)."""
    named = {n for n, *_ in losers}
    for name, *_ in list(losers):
        for mate in teammates(ctx, name):
            if mate not in named and ctx.is_live(mate):
                named.add(mate)
                losers.append((mate, f"{mate} loses with their teammate {name}: players win "
                               "and lose only as a team", "team.lose"))
    return losers


def _changed(ctx: Ctx, full: bool) -> list[int]:
    """The permanents to look at this round (all, or those the step changed), noting in
    ``ctx.sba_watch`` those the legend and uniqueness rules must see."""
    if full:
        changed = ctx.sba_watch = _watched(ctx)
        return changed
    # (the legend and uniqueness rules need them all only if one they govern arrived)
    named = _named_anew(ctx)
    changed = _watched(ctx, ctx.touched | named if named else ctx.touched)
    ctx.sba_watch = _watched(ctx) if any(i in named or _arrived(ctx, i) and _governed(ctx, i)
                                         for i in changed) else []
    return changed


def _permanent_moves(ctx: Ctx, changed: list[int]) -> list[tuple[int, str, tuple[str, ...]]]:
    """Creatures with 0 toughness or lethal damage, planeswalkers with 0 loyalty
    (704.5f-i)."""
    moves: list[tuple[int, str, tuple[str, ...]]] = []
    for oid in changed:
        o = ctx.objects[oid]
        c = _chars(ctx, oid)
        if c.is_creature and c.toughness is not None and c.toughness <= 0:
            moves.append((oid, f"{o.name} has toughness {c.toughness} and is put into its "
                          "owner's graveyard", ("sba.toughness",)))
        elif c.is_creature and c.toughness is not None and o.damage >= c.toughness > 0 \
                and "indestructible" not in c.keywords:  # (702.12b; 700.4 in 2011-09)
            moves.append((oid, f"{o.name} has lethal damage marked on it and is destroyed",
                          ("sba.lethal",)))
        elif c.is_planeswalker and o.counter("loyalty") <= 0:
            moves.append((oid, f"{o.name} has 0 loyalty and is put into its owner's graveyard",
                          ("pw.zero", "sba.zero_loyalty")))
        if o.info and o.get(DEATHTOUCHED):
            deathtouch_move(ctx, o, c, moves)
    return moves


def _tokens_cease(ctx: Ctx) -> None:
    """704.5d: tokens that left the battlefield cease to exist (Ctx.move notes them)."""
    for oid in ctx.token_exits:
        o = ctx.objects.get(oid)
        if o is not None and o.kind == "token" and o.zone not in ("battlefield", "stack"):
            ctx.cease(oid)
    ctx.token_exits = []


def _carry_out(ctx: Ctx, moves: list) -> bool:
    """Put the permanents into their owners' graveyards, with their dies triggers."""
    for oid, text, keys in moves:
        name = ctx.objects[oid].name
        was_creature = chars_of(ctx, oid).is_creature
        ctx.move(oid, "graveyard")
        ctx.emit("sba", text, *keys, auto=True, card=name, obj=oid)
        if was_creature:
            fire(ctx, "dies", obj=oid, name=name)
    return bool(moves)


def _types(ctx: Ctx, oid: int) -> set[str]:
    """Planeswalker types (306.3): the planeswalker's own subtypes; creature types an effect
    gives it (Gideon Jura's Human Soldier) are not planeswalker types."""
    printed = card_of(ctx.objects[oid], ctx.edition).subtypes
    return set(printed) & set(_chars(ctx, oid).subtypes)


def _watched(ctx: Ctx, among: set[int] | None = None) -> list[int]:
    """The permanents a state-based action could touch (of those in ``among``, if given),
    in battlefield order: those that are (or are printed as) creatures, planeswalkers or
    legendary, and any an effect changes. The rest (plain lands) cannot die to toughness,
    damage, loyalty or the legend rule, so they are not looked at."""
    effects = ctx.effects
    affected = {r for e in effects for r in e.affected} if effects else _NONE
    objects, need = ctx.objects, _printed_to_watch(ctx.edition)
    ids = _in_battlefield_order(ctx, among)
    return [oid for oid in ids  # (may_need_sba, inlined)
            if oid in affected or objects[oid].kind == "token" or need[objects[oid].name]]


def _in_battlefield_order(ctx: Ctx, among: set[int] | None) -> list[int]:
    """The permanents (of ``among``, if given) in battlefield order."""
    objects, battlefield = ctx.objects, ctx.zones.get("battlefield", [])
    if among is None or len(among) * 4 >= len(battlefield):
        return list(battlefield) if among is None else [i for i in battlefield if i in among]
    # (a few changed: look at them alone, then put them in battlefield order)
    ids = [i for i in among if i in objects and objects[i].zone == "battlefield"]
    if len(ids) > 1:
        ids.sort(key=list(battlefield).index)
    return ids


_NONE: frozenset = frozenset()


def _arrived(ctx: Ctx, oid: int) -> bool:
    """Whether the permanent ``oid`` came to the battlefield or under a new controller in
    this step: only then, or when an effect that names it began or ended (new types, say),
    can it break the legend or uniqueness rule (704.5j, 704.5k)."""
    old, cur = ctx.base.objects.get(oid), ctx.objects[oid]
    return old is None or old.zone != "battlefield" or old.gen != cur.gen \
        or old.controller != cur.controller


def _governed(ctx: Ctx, oid: int) -> bool:
    """Whether the legend or uniqueness rule could see ``oid``: a legendary permanent or a
    planeswalker (as printed; from 2017-09 planeswalkers are legendary too)."""
    return _printed(ctx, oid, "Legendary") or _printed(ctx, oid, "Planeswalker")


def may_need_sba(o: Obj, edition: str) -> bool:
    """Whether a state-based action could ever look at the permanent ``o``: a token, or a
    card printed with power, loyalty, a creature type or as legendary (704.5d, f-j). One
    that isn't (a plain land) can't be destroyed by them or make one apply by arriving."""
    return o.kind == "token" or _printed_to_watch(edition)[o.name]


class _Printed(dict):
    """Card name -> whether the card is printed with power, loyalty, a creature type or as
    legendary, for one edition, filled as names come up."""

    def __init__(self, edition: str) -> None:
        super().__init__()
        self.edition = edition

    def __missing__(self, name: str) -> bool:
        c = card(name, self.edition)
        self[name] = hit = (c.power is not None or c.loyalty is not None
                            or "Legendary" in c.supertypes or "Creature" in c.types)
        return hit


@card_cache
@cache
def _printed_to_watch(edition: str) -> _Printed:
    return _Printed(edition)


def _chars(ctx: Ctx, oid: int) -> Chars:
    """Characteristics, computed once per round of checks (nothing changes during a round)."""
    c = ctx.sba_chars.get(oid)
    if c is None:
        c = ctx.sba_chars[oid] = chars_of(ctx, oid)
    return c


def _printed(ctx: Ctx, oid: int, word: str) -> bool:
    """Whether the card (or token) is a planeswalker, or legendary, as the edition words it
    (from 2017-09 planeswalkers are legendary). No effect of the kit takes either away or
    gives it (becoming a creature adds only creature types), so its characteristics say
    the same without being worked out."""
    c = card_of(ctx.objects[oid], ctx.edition)
    return word in c.types or word in c.supertypes


def _uniqueness(ctx: Ctx, moving: set[int], choices: list[Work]) -> list:
    """306.4 / 704.5j (2011-09, 2013-07)."""
    mode = ctx.feature("uniqueness")
    if not mode:
        return []
    pws = [i for i in ctx.sba_watch if i not in moving and _printed(ctx, i, "Planeswalker")]
    out: list[tuple[int, str, tuple[str, ...]]] = []
    if mode == "all":
        return [_all_uniqueness(ctx, i, pws) for i in pws
                if any(j != i and _types(ctx, i) & _types(ctx, j) for j in pws)]
    for player in ctx.apnap():  # choices in APNAP order (101.4)
        mine = [i for i in pws if ctx.objects[i].controller == player]
        groups = _groups(mine, lambda a, b: bool(_types(ctx, a) & _types(ctx, b)))
        for g in groups:
            choices.append(Work("keep", {"player": player, "group": tuple(g),
                                         "rule": "uniqueness"}))
    return out


def _all_uniqueness(ctx: Ctx, i: int, pws: list[int]) -> tuple:
    """2011-09's 306.4: ``i`` shares a planeswalker type with another one, so it goes."""
    shared = sorted(_types(ctx, i) & set().union(*(_types(ctx, j) for j in pws if j != i)))
    return (i, f"{ctx.objects[i].name} shares the planeswalker type {', '.join(shared)} with "
            "another planeswalker on the battlefield: all of them are put into their owners' "
            "graveyards", ("pw.uniqueness", "sba.uniqueness"))


def _legend_rule(ctx: Ctx, moving: set[int], choices: list[Work]) -> list:
    mode = ctx.feature("legend_rule")
    legends = [i for i in ctx.sba_watch if i not in moving and _printed(ctx, i, "Legendary")]
    if mode == "all":
        return [(i, f"{ctx.objects[i].name} is one of two or more legendary permanents with "
                 "the same name: all are put into their owners' graveyards", ("sba.legend",))
                for i in legends
                if any(j != i and ctx.objects[j].name == ctx.objects[i].name for j in legends)]
    _legend_choices(ctx, legends, choices)
    return []


def _legend_choices(ctx: Ctx, legends: list[int], choices: list[Work]) -> None:
    """From 2013-07: each controller keeps one of their legends of a name, choosing in
    APNAP order (101.4); those already in a uniqueness choice wait for it."""
    pending = {i for w in choices for i in w.get("group")}
    for player in ctx.apnap():
        mine = [i for i in legends if ctx.objects[i].controller == player and i not in pending]
        for g in _groups(mine, lambda a, b: ctx.objects[a].name == ctx.objects[b].name):
            choices.append(Work("keep", {"player": player, "group": tuple(g), "rule": "legend"}))


def _groups(ids: list[int], related) -> list[list[int]]:
    """Connected groups of two or more objects."""
    groups: list[list[int]] = []
    for i in ids:
        joined = [g for g in groups if any(related(i, j) for j in g)]
        merged = [i] + [x for g in joined for x in g]
        groups = [g for g in groups if g not in joined] + [merged]
    return [sorted(g) for g in groups if len(g) > 1]


@op("keep")
def keep(ctx: Ctx, w: Work) -> None:
    """The controller keeps one; the rest go to their owners' graveyards (704.5j/704.5k)."""
    group = [i for i in w.get("group") if i in ctx.objects
             and ctx.objects[i].zone == "battlefield"]
    if len(group) < 2:
        return
    player, rule = w.get("player"), w.get("rule")
    keys: tuple[str, ...] = (("pw.uniqueness", "sba.uniqueness") if rule == "uniqueness"
                             else ("sba.legend",))
    if rule == "legend" and any(chars_of(ctx, i).is_planeswalker for i in group):
        keys += ("pw.uniqueness_removed",)  # 306.4 from 2017-09: planeswalkers are legendary
    answer = w.get("answer")
    if answer not in group:
        what = ("planeswalkers that share a planeswalker type" if rule == "uniqueness"
                else "legendary permanents with the same name")
        names = ", ".join(ctx.objects[i].name for i in group)
        ask(ctx, w.but(answer=None), player, "keep", group,
            f"{player} controls {what} ({names}): choose one to keep", *keys)
        return
    kept = ctx.objects[answer].name
    for oid in group:
        if oid != answer:
            name = ctx.objects[oid].name
            ctx.move(oid, "graveyard")
            why = "the planeswalker uniqueness rule" if rule == "uniqueness" else "the legend rule"
            ctx.emit("sba", f"{player} keeps {kept}; {name} is put into its owner's graveyard "
                     f"({why})", *keys, auto=True, card=name, obj=oid)
