"""The names a player orders their triggers by (603.3b): a repeated name gets a number
(``Hellrider trigger #2``), and a prompt says which source and which attack each is for."""

from __future__ import annotations

from typing import TYPE_CHECKING

from magictutor.model.state import NAMING_ORDER, Obj

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx


def _numbered(ctx: Ctx, oid: int) -> str:
    """``Hellrider #2`` where its owner has several objects of that name, numbered as the
    notation and the board number them (:class:`magictutor.scenarios.names.Namer`)."""
    o = ctx.objects[oid]
    first = [i for i in (ctx.extra.get(NAMING_ORDER) or ()) if i in ctx.objects]
    order = first + [i for i in sorted(ctx.objects) if i not in set(first)]
    same = [i for i in order if ctx.objects[i].kind != "ability"
            and ctx.objects[i].owner == o.owner
            and ctx.objects[i].name.casefold() == o.name.casefold()]
    return f"{o.name} #{same.index(oid) + 1}" if len(same) > 1 and oid in same else o.name


def which_trigger(ctx: Ctx, t: Obj, label: str) -> str:
    """``Hellrider trigger #2 (from Hellrider #1, for Hellrider #2 attacking Alice)``: which
    trigger a label names."""
    bits = []
    if t.source is not None and t.source in ctx.objects:
        bits.append(f"from {_numbered(ctx, t.source)}")
    if t.get("attacker") in ctx.objects:
        bits.append(f"for {_numbered(ctx, t.get('attacker'))} attacking "
                    f"{ctx.describe(t.get('defender'))}")
    return f"{label} ({', '.join(bits)})" if bits else label


def trigger_labels(triggers: tuple[Obj, ...]) -> list[str]:
    """Names to choose triggers by; a repeated name gets a number (``Hellrider trigger #2``)."""
    seen: dict[str, int] = {}
    out = []
    for t in triggers:
        seen[t.name] = seen.get(t.name, 0) + 1
        out.append(t.name if seen[t.name] == 1 else f"{t.name} #{seen[t.name]}")
    return out
