"""Replacement effects that double tokens and counters (614.1a): Selesnya Loft Gardens.

"If an effect would create one or more tokens, it creates twice that many instead" and "if an
effect would put one or more counters on a permanent, it puts twice that many instead" are
static abilities (``double_tokens``, ``double_counters``) read where tokens are created
(:func:`token_count`) and counters put (:func:`put_counters`). Each applies once to an event
(614.5). When several apply, the affected player (the token's controller, the permanent's
controller) would order them (616.1); every kind here doubles, so any order gives the same
number, and the engine says so instead of asking.

What is not an effect is not doubled: a loyalty ability's cost (606.4) puts counters as a
cost; counters a replacement effect puts instead of an event that wasn't an effect (Edge of
Malacol's, instead of an untap) are doubled only where the edition has 614.16 (2017-09 on:
a doubler also sees what another replacement effect makes). A plane is no
permanent, so its own counters (Aretopolis) aren't doubled. A permanent entering with
counters is having counters put on it (121.6; 122.6 today), so a planeswalker's starting
loyalty (306.5b) and devour's counters are doubled.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.editions.data import RULE_NUMBERS
from magictutor.model.characteristics import card_of
from magictutor.model.query import statics

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx

DOUBLE_TOKENS = "double_tokens"
DOUBLE_COUNTERS = "double_counters"


def doublers(ctx: Ctx, kind: str) -> list[str]:
    """The names of the permanents and face-up planes with a static ability of ``kind`` (a
    second one with the same name gets its number, as the affected player names them)."""
    if kind not in statics(ctx).kinds:  # (the static abilities in play say first)
        return []
    found: list[str] = []
    for key in ("battlefield", "faceup"):
        for oid in ctx.zones.get(key, ()):
            o = ctx.objects[oid]
            found += [o.name for _, a in card_of(o, ctx.edition).abilities_of("static")
                      for spec in a.static if kind in dict(spec)]
    out: list[str] = []
    for name in found:
        out.append(name if name not in found[:len(out)] else
                   f"{name} #{found[:len(out)].count(name) + 1}")
    return out


def _doubled(ctx: Ctx, n: int, names: list[str], what: str, chooser: str,
             *keys: str) -> int:
    """``n`` doubled once by each of ``names`` (614.5), saying so; with two or more, the
    affected player's order (616.1) can't change the result."""
    if len(names) > 1:
        ctx.emit("replace", f"{len(names)} replacement effects apply to {what}: {chooser} "
                 f"would choose their order ({', '.join(names)}), but each doubles, so every "
                 "order gives the same number", "replacement.order", "replacement.once",
                 auto=True)
    for name in names:
        ctx.emit("replace", f"{name}: {what}; {n} becomes {2 * n} instead",
                 "replacement.instead", "plane.abilities", *keys, auto=True)
        n *= 2
    return n


def token_count(ctx: Ctx, n: int, player: str, name: str) -> int:
    """How many tokens an effect creates for ``player`` that would create ``n``."""
    names = doublers(ctx, DOUBLE_TOKENS) if n > 0 else []
    if not names:
        return n
    return _doubled(ctx, n, names, f"{player} would create {n} {name} token(s)", player)


def put_counters(ctx: Ctx, oid: int, kind: str, n: int, *,
                 replacing: bool = False) -> int:
    """Put ``n`` ``kind`` counters on permanent ``oid`` as an effect does (or, ``replacing``,
    as a replacement effect does instead of an event that was no effect), doubled by each
    doubler in play; how many were put."""
    o = ctx.objects[oid]
    names = doublers(ctx, DOUBLE_COUNTERS) if n > 0 and o.zone == "battlefield" else []
    if names and replacing and RULE_NUMBERS["replacement.effect_made"][ctx.edition] is None:
        ctx.emit("replace", f"{', '.join(names)} doesn't double the counters on {o.name}: they "
                 "come from a replacement effect, not from an effect (614.16, which would "
                 "double them, came with Ixalan)", "replacement.instead", auto=True)
        names = []
    elif names and replacing:
        ctx.emit("replace", f"The counters a replacement effect puts on {o.name} are doubled "
                 "too", "replacement.effect_made", auto=True)
    if names:
        n = _doubled(ctx, n, names, f"{n} {kind} counter(s) would be put on {o.name}",
                     o.controller, "counters.placed")
    ctx.add_counters(oid, kind, n)
    return n


def cost_not_doubled(ctx: Ctx, oid: int, delta: int) -> None:
    """Say why a doubler leaves the loyalty counters of a + loyalty cost alone: they are put
    on as a cost (606.4), not by an effect."""
    if delta <= 0:
        return
    names = doublers(ctx, DOUBLE_COUNTERS)
    if names:
        ctx.emit("replace", f"{', '.join(names)} doesn't double the {delta} loyalty counter(s) "
                 f"put on {ctx.objects[oid].name}: they are the ability's cost, paid as it is "
                 "activated, and a cost is not an effect", "loyalty.cost", "counters.placed",
                 auto=True)
