"""Auras (303.4, the enchant keyword 702.5) and casting spells as though they had flash
(702.8), for Akoum.

- An Aura card has the static ability ``{enchant: WORD}`` (702.5a), WORD a target word of
  permanents; the card loader gives it a spell ability targeting WORD (303.4a), so the
  Aura spell is cast with its target like any spell, and doesn't resolve if that target is
  illegal by then (608.2b). As it resolves it enters attached to its target
  (:func:`attach_on_resolution`, 303.4, 303.2), under its caster's control whoever controls
  the creature (303.4e). The relation is kept on the Aura (:mod:`magictutor.model.attachments`).
- The state-based action (704.5n to 2013-07, 704.5m from 2017-09; 303.4c) puts an Aura
  attached to an illegal permanent, or to nothing (its creature left the battlefield),
  into its owner's graveyard (:func:`aura_moves`). It is looked for only while an Aura is
  on the battlefield (a set look-up of the static ability kinds).
- ``{cast_as_though_flash: [Enchantment]}`` (Akoum) lets every player cast spells of those
  card types any time they could cast an instant (702.8a): :func:`flash_types`.
- ``enchanted_cant_attack_or_block``: the enchanted creature can't attack or block
  (508.1c, 509.1b restrictions): :func:`enchanted_problems`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from magictutor.cards import card
from magictutor.model.attachments import ATTACHED, ENCHANT, attached_to, enchants
from magictutor.model.protocol import GameView
from magictutor.model.query import _card_statics, chars_of, static_types, statics
from magictutor.model.state import Obj
from magictutor.rules.targets import TARGET_WORDS

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx

FLASH = "cast_as_though_flash"
"""The static word: spells of these card types may be cast as though they had flash."""

CANT_ATTACK_OR_BLOCK = "enchanted_cant_attack_or_block"
"""The static word: the creature this Aura enchants can't attack or block."""


def flash_types(s: GameView) -> frozenset[str]:
    """The card types whose spells may be cast as though they had flash now (702.8a)."""
    return static_types(s, FLASH)


def has_flash_now(s: GameView, types: Any) -> bool:
    """Whether a spell of card ``types`` may be cast as though it had flash now."""
    flash = flash_types(s)
    return bool(flash) and not flash.isdisjoint(types)


def card_has_flash_now(s: GameView, name: str) -> bool:
    """Whether the card ``name`` may be cast as though it had flash now (702.8a)."""
    return has_flash_now(s, card(name, s.edition).types)


def enchant_word(o: Obj, edition: str) -> str | None:
    """The target word of the enchant ability of ``o`` (None: it is no Aura)."""
    for k, v in _card_statics(o, edition):
        if k == ENCHANT:
            return v
    return None


def attach(ctx: Ctx, oid: int, target: int) -> None:
    """Note that the Aura ``oid`` (entering now, or set up) is attached to ``target``; the
    static abilities gathered so far are dropped (those about the enchanted permanent are
    bound to what it enchants: :func:`magictutor.model.attachments.bind_enchanted`)."""
    o = ctx.objects[oid]
    ctx.set_obj(oid, info=o.info + ((ATTACHED, (target, ctx.objects[target].gen)),))
    ctx._statics_cache = None


def attach_on_resolution(ctx: Ctx, oid: int, spell: Obj) -> None:
    """The Aura spell ``spell`` (as it was on the stack) resolved and entered as ``oid``:
    it enters attached to its target (303.4, 303.4a), checked legal as it resolved."""
    o = ctx.objects[oid]
    if o.zone != "battlefield" or enchant_word(o, ctx.edition) is None or not spell.targets:
        return
    target = spell.targets[0]
    if not isinstance(target, int):
        return
    aimed = ctx.objects[target]
    attach(ctx, oid, target)
    mine = "" if aimed.controller == o.controller else \
        f" ({o.controller} controls the Aura, {aimed.controller} the creature)"
    ctx.emit("attach", f"{o.name} enters attached to {aimed.name}: it enchants it{mine}",
             "aura.rule", "aura.target", "aura.enchanted", "kw.enchant",
             *(("aura.controller",) if mine else ()), card=o.name, obj=oid)


def _illegal(ctx: Ctx, o: Obj, word: str) -> str:
    """Why the Aura ``o`` may not stay where it is ("" if it may)."""
    where = attached_to(o)
    if where is None:
        return "is attached to nothing"
    other = ctx.objects.get(where[0])
    if other is None or other.gen != where[1] or other.zone != "battlefield":
        return "is attached to nothing: what it enchanted left the battlefield"
    test = TARGET_WORDS[word].test
    if other.id == o.id or test is None or not test(chars_of(ctx, other.id), other,
                                                    o.controller):
        return f"is attached to {other.name}, which it can't enchant (enchant {word})"
    return ""


def aura_moves(ctx: Ctx, moves: list[tuple[int, str, tuple[str, ...]]]
               ) -> list[tuple[int, str, tuple[str, ...]]]:
    """``moves`` and the Auras the state-based action puts into their owners' graveyards
    (704.5n; 704.5m from 2017-09): those attached to an illegal object or to nothing.
    Nothing to do, and nothing looked at, with no Aura on the battlefield."""
    if ENCHANT not in statics(ctx).kinds:
        return moves
    out = list(moves)
    moving = {m[0] for m in moves}
    objects, edition = ctx.objects, ctx.edition
    for oid in ctx.zones.get("battlefield", ()):
        if oid in moving:
            continue
        o = objects[oid]
        word = enchant_word(o, edition)
        why = _illegal(ctx, o, word) if word is not None else ""
        if why:
            out.append((oid, f"{o.name} {why}, and is put into its owner's graveyard",
                        ("sba.aura", "aura.illegal")))
    return out


def enchanted_problems(g: GameView, o: Obj, what: str) -> list[tuple[tuple[str, ...], str]]:
    """Why an Aura stops the creature ``o`` from attacking or blocking (``what``: "attack"
    or "block"); nothing looked at with no such Aura on the battlefield."""
    found = statics(g)
    if CANT_ATTACK_OR_BLOCK not in found.kinds:
        return []
    rule = "turn.declare_attackers" if what == "attack" else "turn.block_restrictions"
    return [((rule, "aura.enchanted"), f"{o.name} is enchanted by an Aura that says it "
             f"can't {what}") for k, v in found if k == CANT_ATTACK_OR_BLOCK and enchants(v, o)]
