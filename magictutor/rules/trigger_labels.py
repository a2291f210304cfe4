"""The names a player orders their triggers by (603.3b): a repeated name gets a number
(``Hellrider trigger #2``), and a prompt says which source and which attack each is for."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from magictutor.model.state import NAMING_ORDER, Obj

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx


def numberer(ctx: Ctx) -> Callable[[int], str]:
    """A function naming an object ``Hellrider #2`` where its owner has several objects of
    that name, numbered as the notation and the board number them
    (:class:`magictutor.scenarios.names.Namer`). The numbering is worked out once, for all
    the names of one prompt: a game holds hundreds of objects, and a prompt may name dozens
    of triggers."""
    objects = ctx.objects
    order: list[int] = []
    alike: dict[tuple[str, str], list[int]] = {}

    def name(oid: int) -> str:
        o = objects[oid]
        key = (o.owner, o.name.casefold())
        same = alike.get(key)
        if same is None:
            if not order:  # (the naming order, worked out once, when first needed)
                first = [i for i in (ctx.extra.get(NAMING_ORDER) or ()) if i in objects]
                listed = set(first)
                order.extend(first + [i for i in sorted(objects) if i not in listed])
            same = alike[key] = [i for i in order if objects[i].kind != "ability"
                                 and objects[i].owner == key[0]
                                 and objects[i].name.casefold() == key[1]]
        return f"{o.name} #{same.index(oid) + 1}" if len(same) > 1 and oid in same else o.name

    return name


def which_trigger(ctx: Ctx, t: Obj, label: str, name: Callable[[int], str] | None = None
                  ) -> str:
    """``Hellrider trigger #2 (from Hellrider #1, for Hellrider #2 attacking Alice)``: which
    trigger a label names (``name``: a :func:`numberer` of ``ctx``, made here if not given)."""
    bits = []
    if t.source is not None and t.source in ctx.objects:
        name = name or numberer(ctx)
        bits.append(f"from {name(t.source)}")
    if t.get("attacker") in ctx.objects:
        name = name or numberer(ctx)
        bits.append(f"for {name(t.get('attacker'))} attacking "
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
