"""Keyword abilities the engine carries out itself rather than read in one rule: exalted
(702.81 in 2011-09, 702.82 in 2013-07 and 2017-09, 702.83 today), whose every instance
triggers when a creature its controller controls attacks alone; annihilator N (702.84 in
2011-09, 702.85 in 2013-07 and 2017-09, 702.86 today), which triggers when its creature
attacks: the defending player sacrifices N permanents."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from magictutor.cards.model import AbilityDef
from magictutor.cards.schema import KEYWORDS
from magictutor.model.characteristics import card_of
from magictutor.model.protocol import GameView
from magictutor.model.query import chars_of, statics
from magictutor.rules.triggers import new_trigger

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx

EXALTED = AbilityDef(kind="triggered", trigger="attacks",
                     text="Exalted: the creature attacking alone gets +1/+1 until end of turn.",
                     effects=((("pump", (1, 1)), ("to", "attacker")),))
"""What one instance of exalted does when it resolves."""


def exalted_instances(g: GameView, oid: int) -> int:
    """How many instances of exalted permanent ``oid`` has: its own, and one from each static
    ability that gives it to every creature (each instance triggers separately)."""
    c = chars_of(g, oid)
    if "exalted" not in c.keywords:
        return 0
    own = int("exalted" in card_of(g.objects[oid], g.edition).keywords)
    given = sum(1 for k, v in statics(g) if k == "creatures_have" and "exalted" in v) \
        if c.is_creature else 0
    return max(1, own + given)


def attacks_alone(ctx: Ctx, attacker: int, target: object) -> None:
    """A creature attacks alone (``target``: what it attacks): each instance of exalted among
    the permanents its controller controls triggers (603.2)."""
    you = ctx.objects[attacker].controller
    for oid in list(ctx.zones.get("battlefield", ())):
        o = ctx.objects[oid]
        if o.controller != you:
            continue
        n = exalted_instances(ctx, oid)
        for _ in range(n):
            new_trigger(ctx, o, None, EXALTED, you, name=f"{o.name} exalted",
                        **{"def": EXALTED}, attacker=attacker, defender=target)
        if n:
            ctx.emit("trigger", f"{ctx.objects[attacker].name} attacks alone: {o.name}'s exalted "
                     "triggers", "kw.exalted", auto=True)


ANNIHILATOR_WORDS = frozenset(k for k in KEYWORDS if k.startswith("annihilator "))
"""The annihilator keywords a card may have (``annihilator 1``...)."""


@cache
def _annihilator(n: int) -> AbilityDef:
    return AbilityDef(kind="triggered", trigger="attacks",
                      text=f"Annihilator {n}: the defending player sacrifices {n} "
                           f"permanent{'s' if n > 1 else ''}.",
                      effects=((("sacrifice", n), ("what", "permanent"),
                                ("who", "defending player")),))


def annihilates(kws: frozenset[str]) -> bool:
    """Whether keywords ``kws`` hold an annihilator (a set test, for every attacker)."""
    return not ANNIHILATOR_WORDS.isdisjoint(kws)


def annihilator_triggers(ctx: Ctx, attacker: int, target: object) -> None:
    """A creature with annihilator attacks: each of its annihilator abilities triggers, and
    the defending player (the controller of an attacked planeswalker) will sacrifice that many
    permanents as it resolves."""
    from magictutor.rules.triggers import new_trigger

    o = ctx.objects[attacker]
    for word in sorted(ANNIHILATOR_WORDS & chars_of(ctx, attacker).keywords):
        n, times = int(word.split()[1]), keyword_instances(ctx, attacker, word)
        d = _annihilator(n)
        for _ in range(times):  # (each instance triggers separately: 702.85b)
            new_trigger(ctx, o, None, d, o.controller, name=f"{o.name} annihilator {n}",
                        **{"def": d}, attacker=attacker, defender=target)
        each = f"each of its {times} instances of annihilator {n} triggers" if times > 1 \
            else f"its annihilator {n} triggers"
        ctx.emit("trigger", f"{o.name} attacks: {each}", "kw.annihilator",
                 *(("kw.annihilator_instances",) if times > 1 else ()), auto=True)


def keyword_instances(g: GameView, oid: int, word: str) -> int:
    """How many instances of keyword ``word`` permanent ``oid`` has (a set of keywords keeps
    one): those printed on its card (or token definition), one for each time a static ability
    gives it to every creature, and one for each effect that gives it to this one."""
    c = chars_of(g, oid)
    if word not in c.keywords:
        return 0
    own = list(card_of(g.objects[oid], g.edition).keywords).count(word)
    given = sum(list(v).count(word) for k, v in statics(g) if k == "creatures_have") \
        if c.is_creature else 0
    granted = sum(list(e.get("keywords", ())).count(word) for e in g.effects
                  if e.kind in ("pump", "grant") and oid in e.affected)
    return max(1, own + given + granted)


def lifelink(ctx: Ctx, w: Any, kws: frozenset[str], n: int) -> None:
    """Damage ``w`` has just been dealt, ``n`` of it: from a source with lifelink (``kws``,
    its keywords, last known if it has left: 702.15c), its controller (its owner if it has
    none) gains that much life, whatever the damage was dealt to: a player, a creature or a
    planeswalker (702.15b; 702.14b in 2011-09). Life gained in Two-Headed Giant goes to the
    team's total (810.9)."""
    if n <= 0 or "lifelink" not in kws:
        return
    src = w.get("source")
    o = ctx.objects.get(src) if isinstance(src, int) else None
    who = w.get("controller") or (o.controller if o is not None else None) \
        or (o.owner if o is not None else None)
    if not (isinstance(who, str) and ctx.is_live(who)):
        return
    p = ctx.player(who)
    ctx.set_player(who, life=p.life + n)
    ctx.emit("life", f"{who} gains {n} life: {w.get('source_name')} has lifelink "
             f"({p.life} \u2192 {p.life + n})", "kw.lifelink", player=who)
