"""The effect vocabulary that card data files refer to.

An effect in a card file is a mapping whose first key names the effect, for example
``{damage: 3, to: target}`` or ``{draw: 1, who: each player}``. When a spell or ability
resolves, each effect becomes an ``effect`` instruction (:mod:`magictutor.model.work`) carrying
the spec and what is resolving (``res``: controller, source, targets, X). Handlers
register themselves with :func:`effect`.

Who and what an effect touches (``to``/``who``) is one of the words of :func:`refs`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from magictutor.cards.check import DESTROY_WORDS, numbered_target  # noqa: F401 - re-exported
from magictutor.model.query import chars_of, has_static, may_be_creature_or_pw
from magictutor.model.state import Ref
from magictutor.model.work import Work, ask, op, push
from magictutor.rules.strikes import SOURCE_KEYWORDS, source_lki
from magictutor.rules.teams import is_opponent, you_team
from magictutor.rules.triggers import fire

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx

EFFECTS: dict[str, Callable[[Ctx, Work, dict, dict], None]] = {}


def effect(name: str) -> Callable:
    def deco(fn: Callable) -> Callable:
        EFFECTS[name] = fn
        return fn

    return deco


def effect_name(spec: dict) -> str:
    for key in spec:
        if key in EFFECTS:
            return key
    raise KeyError(f"no known effect in {spec!r}")


@op("effect")
def _run_effect(ctx: Ctx, w: Work) -> None:
    spec = dict(w.get("spec"))
    EFFECTS[effect_name(spec)](ctx, w, spec, w.get("res"))


def effect_works(res: dict, specs: Any) -> list[Work]:
    return [Work("effect", {"spec": s, "res": res}) for s in specs]


# --- words for who and what ----------------------------------------------------------------
def target_at(res: dict, index: int) -> Ref | None:
    ts = res.get("targets", ())
    return ts[index] if index < len(ts) else None


def refs(ctx: Ctx, res: dict, word: Any) -> list[Ref]:
    """Resolve a word of a card file to players and objects: one of :data:`REF_WORDS`, or
    ``target1``, ``target2``, ``target3`` (the first, second, third target; illegal targets
    are skipped), or ``caster`` (for which players: the player the ability recorded as casting
    or rolling, or none). The loader accepts no other word (:mod:`magictutor.cards.check`)."""
    if word is None:
        word = "you"
    if word == "caster":  # (a player word: who cast or rolled, if the ability recorded one)
        who = dict(res.get("info", ())).get("caster")
        return [who] if isinstance(who, str) and ctx.is_live(who) else []
    resolve = REF_WORDS.get(word) if isinstance(word, str) else None
    if resolve is None and isinstance(word, str) and numbered_target(word):
        resolve = _target
    if resolve is None:
        raise ValueError(f"unknown word {word!r} in a card file")
    return resolve(ctx, res, word)


def _target(ctx: Ctx, res: dict, word: str) -> list[Ref]:
    t = target_at(res, (numbered_target(word) or 1) - 1)
    return [] if t is None else [t]


def _target_controller(ctx: Ctx, res: dict, word: str) -> list[Ref]:
    t = target_at(res, 0)
    if isinstance(t, str) and word == "target or its controller":
        return [t]
    return [ctx.objects[t].controller] if isinstance(t, int) and t in ctx.objects else []


def _self(ctx: Ctx, res: dict, word: str) -> list[Ref]:
    s = res.get("source")
    if not isinstance(s, int) or s not in ctx.objects or ctx.objects[s].zone != "battlefield":
        return []
    gen = dict(res.get("info", ())).get("source_gen")
    return [s] if gen is None or ctx.objects[s].gen == gen else []  # 400.7: a new object


def _defender(ctx: Ctx, res: dict, word: str) -> list[Ref]:
    d = dict(res.get("info", ())).get("defender")
    if isinstance(d, int) and word == "defending player":
        return [ctx.objects[d].controller] if d in ctx.objects else []
    return [] if d is None else [d]


def _possible(ctx: Ctx) -> list[int]:
    """The permanents that may be creatures or planeswalkers."""
    objects = ctx.objects
    return [i for i in ctx.zones.get("battlefield", []) if may_be_creature_or_pw(ctx, objects[i])]


def _creatures_of(ctx: Ctx, who: Any) -> list[Ref]:
    return [i for i in _possible(ctx)
            if ctx.objects[i].controller == who and chars_of(ctx, i).is_creature]


def _creatures_target_controls(ctx: Ctx, res: dict, word: str) -> list[Ref]:
    t = target_at(res, 0)
    if isinstance(t, int):  # a targeted planeswalker: the creatures of its controller
        t = ctx.objects[t].controller if t in ctx.objects else None
    return _creatures_of(ctx, t)


def _that_creature(ctx: Ctx, res: dict) -> list[Ref]:
    """The creature a trigger about one creature remembers (the one that entered, or the one
    that dealt damage: Stensia), if it is still that object on the battlefield (400.7)."""
    info = dict(res.get("info", ()))
    key = "creature" if "creature" in info else "entered"
    oid = info.get(key)
    o = ctx.objects.get(oid) if isinstance(oid, int) else None
    if o is None or o.zone != "battlefield" or o.gen != info.get(f"{key}_gen", o.gen):
        return []
    return [o.id]


REF_WORDS: dict[str, Callable[[Any, dict, str], list[Ref]]] = {
    "you": lambda ctx, res, w: you_team(ctx, res),
    "target": _target,
    "target controller": _target_controller,  # the controller of a targeted permanent
    "each target": lambda ctx, res, w: [t for t in res.get("targets", ()) if t is not None],
    "target or its controller": _target_controller,  # a targeted player, or that controller
    "self": _self,  # the source, if it is still the same object on the battlefield
    "defending player": _defender,  # (attack triggers)
    "attacked": _defender,  # the player or planeswalker the creature attacks
    "attacker": lambda ctx, res, w: [a for a in [dict(res.get("info", ())).get("attacker")]
                                     if isinstance(a, int) and a in ctx.objects
                                     and ctx.objects[a].zone == "battlefield"],
    "each player": lambda ctx, res, w: list(ctx.apnap()),
    "each opponent": lambda ctx, res, w: [p for p in ctx.apnap()
                                          if is_opponent(ctx, res["controller"], p)],  # 102.3
    "each other player": lambda ctx, res, w: [p for p in ctx.apnap() if p != res["controller"]],
    "that player": lambda ctx, res, w: [p for p in [dict(res.get("info", ())).get("player")]
                                        if isinstance(p, str)],
    "active player": lambda ctx, res, w: [ctx.active],
    "that creature": lambda ctx, res, w: _that_creature(ctx, res),
    "each creature": lambda ctx, res, w: [i for i in _possible(ctx)
                                          if chars_of(ctx, i).is_creature],
    "each creature you control": lambda ctx, res, w: [
        i for p in you_team(ctx, res, note=False) for i in _creatures_of(ctx, p)],
    "each creature target controls": _creatures_target_controls,
    "each creature with power 4 or greater": lambda ctx, res, w: [
        i for i in _possible(ctx)
        if chars_of(ctx, i).is_creature and (chars_of(ctx, i).power or 0) >= 4],
    "each planeswalker": lambda ctx, res, w: [i for i in _possible(ctx)
                                              if chars_of(ctx, i).is_planeswalker],
    "each creature and each planeswalker": lambda ctx, res, w: [
        i for i in _possible(ctx)
        if chars_of(ctx, i).is_creature or chars_of(ctx, i).is_planeswalker],
    "each player but target controller": lambda ctx, res, w: [
        p for p in ctx.apnap() if p not in _target_controller(ctx, res, "target controller")],
}
"""The words of a card file for who and what an effect touches, each with how it is
resolved (besides ``target1``-``target3``)."""


def _counters_on_source(ctx: Ctx, res: dict, kind: str) -> int:
    s = res.get("source")
    gen = dict(res.get("info", ())).get("source_gen")
    o = ctx.objects.get(s) if s is not None else None
    if o is not None and (gen is None or o.gen == gen):
        return o.counter(kind)
    # gone, or a new object (a plane turned face down): the counters it last had
    return dict(res.get("source_counters", ())).get(kind, 0)


def _lands_of(ctx: Ctx, who: Any) -> int:
    return sum(1 for i in ctx.zones.get("battlefield", ())
               if ctx.objects[i].controller == who and chars_of(ctx, i).is_land)


def _greatest_power(ctx: Ctx, who: Any) -> int:
    return max((chars_of(ctx, i).power or 0 for i in _creatures_of(ctx, who)
                if isinstance(i, int)), default=0)


def _cards_in_hand(ctx: Ctx, res: dict) -> int:
    t = target_at(res, 0)
    who = ctx.objects[t].controller if isinstance(t, int) and t in ctx.objects else t
    return len(ctx.ids(f"{who}:hand")) if isinstance(who, str) else 0


def _mana_value_of_target(ctx: Ctx, res: dict) -> int:
    from magictutor.model.characteristics import card_of
    from magictutor.rules.mana import mana_value

    t = target_at(res, 0)
    if not isinstance(t, int) or t not in ctx.objects or ctx.objects[t].kind == "ability":
        return 0  # (an ability on the stack has no mana cost: 202.3a)
    return mana_value(card_of(ctx.objects[t], ctx.edition).cost)  # (a copy token has one)


AMOUNTS: dict[str, Callable[[Any, dict], int]] = {
    "X": lambda ctx, res: res.get("x") or 0,
    "your life": lambda ctx, res: ctx.player(res["controller"]).life,
    "creatures you control": lambda ctx, res: len(_creatures_of(ctx, res["controller"])),
    "lands you control": lambda ctx, res: _lands_of(ctx, res["controller"]),
    "greatest power you control": lambda ctx, res: _greatest_power(ctx, res["controller"]),
    "cards in target's hand": _cards_in_hand,
    "cards in your hand": lambda ctx, res: len(ctx.ids(f"{res['controller']}:hand")),
    "target's mana value": lambda ctx, res: _mana_value_of_target(ctx, res),
}
"""How each amount word of :data:`magictutor.cards.check.AMOUNT_WORDS` is counted."""


def amount(ctx: Ctx, res: dict, value: Any) -> int:
    """An amount in a card file: a number, ``counters:KIND`` on the source, or a word of
    :data:`magictutor.cards.check.AMOUNT_WORDS`."""
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.startswith("counters:"):
        return _counters_on_source(ctx, res, value[9:])
    count = AMOUNTS.get(value) if isinstance(value, str) else None
    if count is None:
        raise ValueError(f"unknown amount {value!r} in a card file")
    return count(ctx, res)


def src_name(res: dict) -> str:
    return res.get("source_name", "?")


# --- damage and life -----------------------------------------------------------------------
@effect("damage")
def fx_damage(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    n = amount(ctx, res, spec["damage"])
    lki = source_lki(res)  # (its source left the battlefield: 702.2e, 702.79b)
    last_known = {} if lki is None else {SOURCE_KEYWORDS: lki}
    works = [
        Work("damage", {
            "source": res.get("damage_source", res.get("source")), "source_name": src_name(res),
            "controller": res["controller"], "target": t, "amount": n, "combat": False,
            "applied": (), **last_known,
        })
        for t in refs(ctx, res, spec.get("to", "target"))
    ]
    push(ctx, *works)


@effect("gain_life")
def fx_gain_life(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    n = amount(ctx, res, spec["gain_life"])
    for p in refs(ctx, res, spec.get("who", "you")):
        if isinstance(p, str) and ctx.is_live(p):
            ctx.set_player(p, life=ctx.player(p).life + n)
            ctx.emit("life", f"{p} gains {n} life ({src_name(res)})", "life.change", player=p)


@effect("lose_life")
def fx_lose_life(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    n = amount(ctx, res, spec["lose_life"])
    for p in refs(ctx, res, spec.get("who", "target")):
        if isinstance(p, str) and ctx.is_live(p):
            ctx.set_player(p, life=ctx.player(p).life - n)
            ctx.emit("life", f"{p} loses {n} life ({src_name(res)}); life loss is not damage",
                     "life.change", player=p)


@effect("set_life")
def fx_set_life(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    n = amount(ctx, res, spec["set_life"])
    for p in refs(ctx, res, spec.get("who", "target")):
        if isinstance(p, str) and ctx.is_live(p):
            old = ctx.player(p).life
            ctx.set_player(p, life=n)
            ctx.emit("life", f"{p}'s life total becomes {n} (was {old}; {src_name(res)}); "
                     "this is not damage", "life.set", player=p)


@effect("add_mana")
def fx_add_mana(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{add_mana: WUBRG, who: you}``: that mana goes into each player's mana pool (106.4),
    which empties at the end of the step; ``times: counters:charge`` adds it that many times
    (Kilnspire District's {R} for each charge counter)."""
    mana = str(spec["add_mana"]).upper() * amount(ctx, res, spec.get("times", 1))
    if not mana:
        return
    for p in refs(ctx, res, spec.get("who", "you")):
        if isinstance(p, str) and ctx.is_live(p):
            ctx.set_player(p, mana=ctx.player(p).mana + mana)
            ctx.emit("mana", f"{p} adds {''.join('{' + m + '}' for m in mana)} to their mana "
                     f"pool ({src_name(res)})", "mana.pool", player=p)


@effect("no_max_hand_for_game")
def fx_no_max_hand_for_game(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """``{no_max_hand_for_game: you}``: those players have no maximum hand size for the rest
    of the game (402.2)."""
    for p in refs(ctx, res, spec["no_max_hand_for_game"]):
        if isinstance(p, str) and ctx.is_live(p):
            ctx.add_effect("no_max_hand", ctx.objects.get(res.get("source")), p, affected=(p,),
                           until="game", text=f"{p} has no maximum hand size")
            ctx.emit("effect", f"{p} has no maximum hand size for the rest of the game "
                     f"({src_name(res)})", "game.hand_size", player=p)


# --- cards ----------------------------------------------------------------------------------
def draw_cards(ctx: Ctx, player: str, n: int, why: str = "", rule: str = "draw.card") -> None:
    """Draw ``n`` cards; drawing from an empty library is remembered for 704.5b."""
    for _ in range(n):
        lib = ctx.ids(f"{player}:library")
        if not lib:
            ctx.set_player(player, drew_from_empty=True)
            ctx.emit("draw", f"{player} has to draw from an empty library", "game.draw_empty",
                     player=player)
            continue
        o = ctx.move(lib[0], "hand")
        ctx.emit("draw", f"{player} draws a card{why}", rule, player=player)
        _after_draw(ctx, player, o.id)


def _after_draw(ctx: Ctx, player: str, oid: int) -> None:
    """A drawn card is revealed while a static ability says so (Sea of Sand); abilities
    that wait for a draw trigger."""
    if has_static(ctx, "reveal_draws"):
        ctx.emit("reveal", f"{player} reveals the card they drew: {ctx.objects[oid].name}",
                 "kw.reveal", player=player, card=ctx.objects[oid].name)
    fire(ctx, "draws", player=player, obj=oid)


@effect("draw")
def fx_draw(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    n = amount(ctx, res, spec["draw"])
    for p in refs(ctx, res, spec.get("who", "you")):
        if isinstance(p, str) and ctx.is_live(p):
            draw_cards(ctx, p, n, f" ({src_name(res)})")


@effect("mill")
def fx_mill(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    n = amount(ctx, res, spec["mill"])
    for p in refs(ctx, res, spec.get("who", "target")):
        if isinstance(p, str) and ctx.is_live(p):
            lib = ctx.ids(f"{p}:library")
            k = min(n, len(lib))
            for oid in list(lib[:k]):
                ctx.move(oid, "graveyard")
            ctx.emit("mill", f"{p} puts the top {k} cards of their library into their graveyard",
                     "kw.mill", player=p)


@effect("discard")
def fx_discard(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    """The player chooses which cards to discard (701.7; 701.8 in 2017-09, 701.9 today), one
    at a time."""
    todo = w.get("todo")
    if todo is None:
        n = amount(ctx, res, spec["discard"])
        todo = [(p, n) for p in refs(ctx, res, spec.get("who", "target"))
                if isinstance(p, str) and ctx.is_live(p)]
    todo = list(todo)
    answer = w.get("answer")
    while todo:
        p, n = todo[0]
        hand = ctx.ids(f"{p}:hand")
        if n <= 0 or not hand:
            todo.pop(0)
            continue
        if answer is None and len(hand) > n and len({ctx.objects[i].name for i in hand}) > 1:
            ask(ctx, Work(w.op, {**w.data, "todo": tuple(todo), "answer": None}), p, "option",
                list(hand), f"{p}: choose a card to discard ({n} to go)", "kw.discard")
            return
        pick = answer if answer in hand else hand[0]
        answer = None
        name = ctx.objects[pick].name
        ctx.move(pick, "graveyard")
        ctx.emit("discard", f"{p} discards {name}", "kw.discard", player=p, card=name)
        todo[0] = (p, n - 1)


@effect("discard_hand")
def fx_discard_hand(ctx: Ctx, w: Work, spec: dict, res: dict) -> None:
    for p in refs(ctx, res, spec.get("discard_hand", "you")):
        if isinstance(p, str) and ctx.is_live(p):
            hand = list(ctx.ids(f"{p}:hand"))
            for oid in hand:
                ctx.move(oid, "graveyard")
            ctx.emit("discard", f"{p} discards their hand ({len(hand)} cards)", "kw.discard",
                     player=p)
