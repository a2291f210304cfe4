"""Effect words the planes and phenomena of Planechase 2012 need, for the card files.

Each handler gets the effect spec and ``res`` (what is resolving: its controller, source,
targets, and what was recorded when it triggered). "You" is the planar controller (309.5,
310.4). Nothing here imports the engine: these are rules, registered with
:func:`magictutor.rules.effects.effect`.

>>> from magictutor.rules.effects import EFFECTS
>>> all(w in EFFECTS for w in ("reveal_until_creature", "planeswalk_at_counters"))
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from magictutor.cards import card
from magictutor.cards.model import AbilityDef
from magictutor.editions import Edition
from magictutor.model.protocol import GameView
from magictutor.model.query import chars_of, has_static, statics
from magictutor.model.violations import Violation
from magictutor.model.violations import violation as _v
from magictutor.model.work import Work, ask, op, push
from magictutor.rules.damage import replacement
from magictutor.rules.doubling import put_counters
from magictutor.rules.effects import amount, effect, refs, src_name, target_at
from magictutor.rules.teams import same_team
from magictutor.rules.this_turn import attack_after_cast_ban

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx


def _players(ctx: Ctx, res: dict, word: object) -> list[str]:
    return [p for p in refs(ctx, res, word) if isinstance(p, str) and ctx.is_live(p)]


def _bottom_at_random(ctx: Ctx, player: str, ids: list[int]) -> None:
    """Put cards on the bottom of their owner's library in a random order."""
    n = len(ids)
    order = ctx.chance("random order", lambda rng: rng.sample(range(n), n))
    for j in order:
        ctx.move(ids[j], "library")
    if ids:
        ctx.emit("library", f"{player} puts the other {n} revealed card(s) on the bottom of "
                 "their library in a random order", "kw.reveal", player=player)


@effect("reveal_until_creature")
def _reveal_until_creature(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Grove of the Dreampods: the player reveals cards from the top of their library until
    a creature card is revealed, puts it onto the battlefield, and puts the rest on the
    bottom in a random order (a library without one: all go back, nothing enters)."""
    from magictutor.rules.stack import enter_battlefield

    for p in _players(ctx, res, spec["reveal_until_creature"]):
        revealed: list[int] = []
        found = None
        for oid in list(ctx.ids(f"{p}:library")):
            revealed.append(oid)
            if chars_of(ctx, oid).is_creature:
                found = oid
                break
        names = ", ".join(ctx.objects[i].name for i in revealed) or "nothing (no library)"
        ctx.emit("reveal", f"{p} reveals {names} ({src_name(res)})", "kw.reveal", player=p)
        if found is None:
            ctx.emit("reveal", f"{p} revealed no creature card: nothing enters",
                     "game.impossible", player=p)
        else:
            enter_battlefield(ctx, found, p, "resolve.instructions")
        _bottom_at_random(ctx, p, [i for i in revealed if i != found])


@effect("planeswalk_at_counters")
def _planeswalk_at_counters(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Aretopolis: ``{planeswalk_at_counters: N, kind: K}`` stands for the plane's state
    trigger (603.8): once the plane has N or more K counters, an ability triggers that makes
    the planar controller planeswalk. Counters change only as the plane's own abilities
    resolve, so looking right after they are added is looking whenever the state changes."""
    from magictutor.rules.triggers import new_trigger

    s = res.get("source")
    o = ctx.objects.get(s) if s is not None else None
    kind, n = spec.get("kind", "charge"), amount(ctx, res, spec["planeswalk_at_counters"])
    if o is None or o.zone != "command" or not o.face_up or o.counter(kind) < n:
        return
    name = f"{o.name} trigger ({n} {kind} counters)"
    if any(t.name == name and t.source == o.id for t in ctx.triggers) or any(
            ctx.objects[i].name == name for i in ctx.zones.get("stack", [])):
        return  # (603.8: it doesn't trigger again while it waits or is on the stack)
    ab = AbilityDef(kind="triggered", text=f"With {n} or more {kind} counters here, planeswalk.",
                    effects=((("planeswalk", True),),))
    new_trigger(ctx, o, None, ab, res["controller"], name=name, **{"def": ab})
    ctx.emit("trigger", f"{o.name} has {o.counter(kind)} {kind} counters: its state trigger "
             "triggers, and the planar controller will planeswalk", "ability.state_trigger",
             obj=o.id)


PERMANENT_TYPES = ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker")


def _from(ctx: Ctx, you: str) -> list[str]:
    """The players still in the game in turn order, starting with ``you``."""
    out, p = [], you
    for _ in range(len(ctx.order)):
        if ctx.is_live(p) and p not in out:
            out.append(p)
        p = ctx.next_player(p)
    return out


@effect("each_may_put_permanent")
def _each_may_put_permanent(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Reality Shaping: starting with you, each player in turn order may choose a permanent
    card in their hand, knowing the earlier choices (101.4, 101.4b); then the chosen cards
    enter the battlefield at the same time, each under its owner's control."""
    picks = dict(w.get("picks", ()))
    if w.get("phase") == "enter":
        _enter_together(ctx, w, picks, res)
        return
    left = list(w.get("left", None) or _from(ctx, res["controller"]))
    answer = w.get("answer")
    if answer is not None and left:
        p = left.pop(0)
        if answer != "none":
            picks[p] = answer
        shown = ctx.objects[answer].name if answer != "none" else "no card"
        ctx.emit("choice", f"{p} chooses {shown} ({src_name(res)})", "game.player_order",
                 player=p)
    while left:
        p = left[0]
        cards = [i for i in ctx.ids(f"{p}:hand") if ctx.is_live(p)
                 and set(chars_of(ctx, i).types) & set(PERMANENT_TYPES)]
        if cards:
            ask(ctx, w.but(left=tuple(left), picks=tuple(picks.items()), answer=None), p,
                "option", [*cards, "none"], f"{p}: put a permanent card from your hand onto "
                f"the battlefield? ({src_name(res)})", "game.player_order")
            return
        ctx.emit("choice", f"{p} has no permanent card in hand ({src_name(res)})", player=p)
        left.pop(0)
    _enter_together(ctx, w.but(picks=tuple(picks.items()), phase="enter", answer=None), picks,
                    res)


def _enter_together(ctx: Ctx, w: Work, picks: dict, res: dict) -> None:
    """The chosen cards enter at once, each under its owner's control (603.6a); an Aura among
    them enchants what its owner chooses among the permanents already there (303.4f)."""
    from magictutor.rules.enter_together import enter_together

    ids = tuple(i for i in picks.values()
                if i in ctx.objects and ctx.objects[i].zone == "hand")
    if ids:
        enter_together(ctx, w, ids, res["controller"], "resolve.instructions",
                       under={i: ctx.objects[i].owner for i in ids})


@effect("morphic_tide")
def _morphic_tide(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """Morphic Tide: each player shuffles every permanent they own into their library (a
    token there ceases to exist, 704.5d) and reveals as many cards from the top as they had
    permanents; the revealed artifact, creature, land and planeswalker cards enter the
    battlefield, then the enchantment cards; the rest go to the bottom in any order."""
    revealed = {p: _shuffle_in_and_reveal(ctx, p, res) for p in ctx.apnap()}
    push(ctx, Work("morphic_enter", {"revealed": tuple((p, tuple(ids))
                                                       for p, ids in revealed.items()),
                                     "controller": res["controller"]}))


def _shuffle_in_and_reveal(ctx: Ctx, p: str, res: dict) -> list[int]:
    """One player's part of Morphic Tide: shuffle in what they own, reveal that many."""
    owned = [i for i in ctx.zones.get("battlefield", []) if ctx.objects[i].owner == p]
    for i in owned:
        ctx.move(i, "library")
    key = f"{p}:library"
    cards = [i for i in ctx.ids(key) if ctx.objects[i].kind != "token"]
    n = len(cards)
    order = ctx.chance("shuffle library", lambda rng: rng.sample(range(n), n))
    shuffled = [cards[j] for j in order]
    ctx.set_zone(key, shuffled + [i for i in ctx.ids(key) if i not in cards])
    shown = shuffled[:len(owned)]
    names = tuple(ctx.objects[i].name for i in shown)
    ctx.emit("shuffle", f"{p} shuffles their {len(owned)} permanent(s) into their library and "
             f"reveals the top {len(shown)}: {', '.join(names) or 'nothing'} ({src_name(res)})",
             "kw.shuffle", "kw.reveal", player=p, revealed=names)
    return shown


@op("morphic_enter")
def _enter_revealed(ctx: Ctx, w: Work) -> None:
    """The revealed permanent cards enter, each under its owner's control: the artifacts,
    creatures, lands and planeswalkers as one event, then the enchantments as another
    (603.6a; an Aura among them chooses among what is there then, 303.4f); the other revealed
    cards then go to the bottom in the order their owner chooses."""
    from magictutor.rules.enter_together import enter_together

    revealed = dict(w.get("revealed", ()))
    for n, group in enumerate(({"Artifact", "Creature", "Land", "Planeswalker"},
                               {"Enchantment"})):
        if n < w.get("group", 0):
            continue
        ids = tuple(i for p in revealed for i in revealed[p] if ctx.objects[i].zone == "library"
                    and set(chars_of(ctx, i).types) & group)
        under = {i: ctx.objects[i].owner for i in ids}
        if ids and not enter_together(ctx, w.but(group=n), ids, w.get("controller"),
                                      "resolve.instructions", under=under):
            return
    for p, ids in revealed.items():
        rest = tuple(i for i in ids if ctx.objects[i].zone == "library")
        if rest:
            push(ctx, Work("bottom_in_order", {"player": p, "ids": rest, "planar": False}))


# --- static abilities read by the rules of combat and of the untap step ----------------------
def combat_limit_problems(ed: Edition, s: GameView, attackers: int = 0, blockers: int = 0,
                          attacks: Any = ()) -> list[Violation]:
    """Astral Arena: no more than one creature can attack, and no more than one can block,
    each combat (508.1c, 509.1b: restrictions checked as attackers or blockers are
    declared). ``blockers`` counts those already declared this combat by other players.
    With the declared ``attacks``, Prahv too (:mod:`magictutor.rules.this_turn`)."""

    kinds = {k for k, _ in statics(s)}
    out: list[Violation] = []
    if attackers > 1 and "max_one_attacker" in kinds:
        out.append(_v(ed, ("turn.attack_restrictions", "plane.abilities"),
                      f"no more than one creature can attack each combat (a plane says so); "
                      f"{attackers} are declared"))
    if blockers > 1 and "max_one_blocker" in kinds:
        out.append(_v(ed, ("turn.block_restrictions", "plane.abilities"),
                      f"no more than one creature can block each combat (a plane says so); "
                      f"that would make {blockers}"))
    if attacks:  # (Prahv: no attack in a turn its planar controller cast a spell)
        out += attack_after_cast_ban(ed, s, attacks)
    return out


def unblockable(g: GameView, attacker: int) -> list[tuple[tuple[str, ...], str]]:
    """Orochi Colony's chaos: the attacker can't be blocked this turn (509.1b)."""
    if any(e.kind == "cant_be_blocked" and attacker in e.affected for e in g.effects):
        return [(("turn.block_restrictions",),
                 f"{g.describe(attacker)} can't be blocked this turn")]
    return []


def untap_replaced(ctx: Ctx, oid: int) -> bool:
    """Edge of Malacol: a creature the planar controller controls (in Two-Headed Giant, the
    planar controller's team: "you" on a plane, 901.12c) that would untap during their untap
    step gets two +1/+1 counters instead (a replacement effect, 614.1). Whether it was
    replaced (then it stays tapped)."""

    pc = ctx.planechase
    if pc is None or "untap_to_counters" not in statics(ctx).kinds:  # (asked for every untap)
        return False
    o = ctx.objects[oid]
    if not same_team(ctx, pc.controller, o.controller) or not chars_of(ctx, oid).is_creature:
        return False
    n = sum(2 for k, _ in statics(ctx) if k == "untap_to_counters")
    if not n:
        return False
    n = put_counters(ctx, oid, "+1/+1", n, replacing=True)
    ctx.emit("untap", f"{o.name} would untap: it gets {n} +1/+1 counters instead and stays "
             "tapped", "replacement.rule", "plane.abilities", "turn.untap", auto=True, obj=oid)
    return True


@effect("add_subtypes")
def _add_subtypes(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{add_subtypes: [Werewolf], to: ...}``: what is named gets those creature types in
    addition to its others until end of turn (layer 4, 613.1d)."""
    subs = tuple(spec.get("add_subtypes") or ())
    ids = [r for r in refs(ctx, res, spec.get("to", "target")) if isinstance(r, int)]
    if not ids or not subs:
        return
    ctx.add_effect("add_subtypes", ctx.objects.get(res.get("source")), res["controller"],
                   affected=tuple(ids), subtypes=subs)
    names = ", ".join(ctx.objects[i].name for i in ids)
    ctx.emit("type", f"{names}: {', '.join(subs)} in addition to its other types until end of "
             f"turn ({src_name(res)})", "continuous.locked_set", "type.retains")


def _find_unless_subtype(ctx: Ctx, w: Any) -> list[tuple[str, str, Any]]:
    """Kessig: combat damage a creature without the named subtype would deal is prevented."""
    if not w.get("combat") or not has_static(ctx, "prevent_combat_damage_unless"):
        return []
    src = w.get("source")
    if not isinstance(src, int) or src not in ctx.objects:
        return []
    c = chars_of(ctx, src)
    return [("the plane's prevention", f"static:unless:{sub}", sub)
            for k, sub in statics(ctx) if k == "prevent_combat_damage_unless"
            and c.is_creature and sub not in c.subtypes]


@replacement("prevent combat damage unless subtype", _find_unless_subtype)
def _prevent_unless_subtype(ctx: Ctx, w: Any, label: str, key: str, sub: Any) -> None:
    """615: the damage is prevented."""
    ctx.emit("prevent", f"{w.get('amount')} combat damage from {w.get('source_name')} to "
             f"{ctx.describe(w.get('target'))} is prevented: it isn't a {sub} ({label})",
             "prevention.rule", "plane.abilities")


@effect("cant_be_blocked")
def _cant_be_blocked(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{cant_be_blocked: target}``: the creatures named can't be blocked this turn (a
    blocking restriction, 509.1b)."""
    ids = [r for r in refs(ctx, res, spec["cant_be_blocked"]) if isinstance(r, int)]
    if not ids:
        return
    ctx.add_effect("cant_be_blocked", ctx.objects.get(res.get("source")), res["controller"],
                   affected=tuple(ids))
    names = ", ".join(ctx.objects[i].name for i in ids)
    ctx.emit("effect", f"{names} can't be blocked this turn ({src_name(res)})",
             "turn.block_restrictions")


# --- a card from a graveyard (Nephalia, The Maelstrom) --------------------------------------
def _grave_pick(ctx: Ctx, res: dict, pick: str, fits: Any) -> tuple[list[int], str]:
    """The card of the controller's graveyard an effect takes: the target, if it is still
    that card there (608.2b: else it was left out as an illegal target), or one chosen at
    random among those that ``fits`` (a card definition test), if any; and how it was
    chosen, for the log."""
    you = res["controller"]
    if pick == "target":
        t = target_at(res, 0)
        o = ctx.objects.get(t) if isinstance(t, int) else None
        ok = o is not None and o.zone == "graveyard" and o.owner == you
        return ([o.id] if ok and o is not None else []), ""
    grave = tuple(i for i in ctx.ids(f"{you}:graveyard")
                  if fits(card(ctx.objects[i].name, ctx.edition)))
    if not grave:
        return [], ""
    return [ctx.chance("graveyard card at random", lambda rng: rng.choice(grave))], \
        " (chosen at random)"


@effect("graveyard_to_hand")
def fx_graveyard_to_hand(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{graveyard_to_hand: target}``: the targeted card of the controller's graveyard goes
    to their hand; ``at random``: a card of that graveyard chosen at random."""
    you = res["controller"]
    picks, how = _grave_pick(ctx, res, spec["graveyard_to_hand"], lambda c: True)
    for oid in picks:
        o = ctx.move(oid, "hand")
        ctx.emit("move", f"{o.name} returns from {you}'s graveyard to their hand{how} "
                 f"({src_name(res)})", "zone.graveyard", "game.new_object", card=o.name,
                 player=you)


@effect("graveyard_to_battlefield")
def fx_graveyard_to_battlefield(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{graveyard_to_battlefield: target}``: the targeted permanent card of the controller's
    graveyard enters the battlefield under their control (``at random``: one chosen at
    random among their permanent cards there)."""
    from magictutor.rules.stack import enter_battlefield

    you = res["controller"]
    picks, how = _grave_pick(ctx, res, spec["graveyard_to_battlefield"],
                             lambda c: c.is_permanent_card)
    for oid in picks:
        name = ctx.objects[oid].name
        ctx.emit("move", f"{name} returns from {you}'s graveyard to the battlefield{how} "
                 f"({src_name(res)})", "zone.graveyard", "game.new_object", card=name,
                 player=you)
        enter_battlefield(ctx, oid, you)


@effect("reveal_top_permanent")
def fx_reveal_top_permanent(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """The Maelstrom: you reveal your top card; a permanent card may enter the battlefield
    (``yes`` / ``no``); a revealed card that doesn't goes to the bottom of your library."""
    from magictutor.rules.stack import enter_battlefield

    you = res["controller"]
    lib = ctx.ids(f"{you}:library")
    if not lib:
        ctx.emit("reveal", f"{you}'s library is empty: nothing to reveal ({src_name(res)})",
                 "kw.reveal", "game.impossible", player=you)
        return
    top = lib[0]
    c = card(ctx.objects[top].name, ctx.edition)
    answer = w.get("answer") if c.is_permanent_card else "no"
    if answer not in ("yes", "no"):
        ctx.emit("reveal", f"{you} reveals {c.name}, a permanent card, from the top of their "
                 f"library ({src_name(res)})", "kw.reveal", player=you)
        ask(ctx, w.but(answer=None), you, "option", ["yes", "no"],
            f"{you}: put {c.name} onto the battlefield? ({src_name(res)})",
            "resolve.choices", "kw.reveal")  # (a choice made as it resolves, 608.2d)
        return
    if answer == "yes":
        enter_battlefield(ctx, top, you)
        return
    ctx.move(top, "library")
    what = f"{you} puts {c.name}" if c.is_permanent_card else \
        f"{you} reveals {c.name}, not a permanent card, and puts it"
    ctx.emit("reveal", f"{what} on the bottom of their library ({src_name(res)})", "kw.reveal",
             player=you)
