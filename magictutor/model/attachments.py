"""Which Aura is attached to which permanent (303.4b: the object an Aura is attached to is
"enchanted"), as the state keeps it.

An Aura on the battlefield notes what it enchants in its own ``info`` under :data:`ATTACHED`:
the id and the zone-change count (``gen``, 400.7) of that permanent, so a permanent that
left the battlefield and came back is a new object the Aura is not attached to. The note
is written only as the Aura enters the battlefield (:mod:`magictutor.rules.auras`), and a
move to another zone drops it (:func:`magictutor.model.state.moved_object` keeps no info but
a token's definition), so the relation changes only when a permanent enters or leaves the
battlefield. Every Aura has the static ability ``enchant`` (702.5a), so the memos and the
state-based actions, which look again at everything when a permanent with a static ability
comes or goes, follow the relation without watching it (see
:mod:`magictutor.engine.memos`). Saves keep it with the object's other fields.

The Aura's own static abilities about "the enchanted creature" (:data:`ENCHANTED_KINDS`)
are bound to what it enchants as a state's static abilities are gathered
(:func:`bind_enchanted`): ``(kind, ((id, gen) or None, value))``.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from magictutor.model.state_parts import Obj

ATTACHED = "attached"
"""The key of an Aura's ``info`` naming what it enchants: ``(id, gen)``."""

ENCHANT = "enchant"
"""The static ability kind of the enchant keyword (702.5a): its value is the target word
of what the Aura may target and enchant. Every Aura has it, so ``ENCHANT in
statics(state).kinds`` says whether an Aura is on the battlefield at all."""

ENCHANTED_KINDS = frozenset({"enchanted_gets", "enchanted_has", "enchanted_cant_attack_or_block"})
"""The static ability kinds of an Aura that apply to the permanent it enchants."""


def attached_to(o: Obj) -> tuple[int, int] | None:
    """What the Aura ``o`` is attached to, as ``(id, gen)`` (None: nothing)."""
    return o.get(ATTACHED) if o.info else None


@cache
def _binds(specs: tuple[tuple[str, Any], ...]) -> bool:
    return any(k in ENCHANTED_KINDS for k, _ in specs)


def bind_enchanted(o: Obj, specs: tuple[tuple[str, Any], ...]) -> tuple[tuple[str, Any], ...]:
    """A permanent's static abilities as they apply now: those about the enchanted
    permanent carry what ``o`` is attached to (None, when it is attached to nothing, or is
    no Aura: then they refer to nothing, 303.4i in 2011-09)."""
    if not _binds(specs):
        return specs
    where = attached_to(o)
    return tuple((k, (where, v)) if k in ENCHANTED_KINDS else (k, v) for k, v in specs)


def enchants(data: Any, o: Obj) -> bool:
    """Whether a bound ``enchanted_*`` value (see :func:`bind_enchanted`) is about ``o``."""
    where = data[0]
    return where is not None and where[0] == o.id and where[1] == o.gen \
        and o.zone == "battlefield"


def auras_on(objects: Any, battlefield: Any, o: Obj) -> list[Obj]:
    """The Auras on the battlefield attached to ``o``, in battlefield order."""
    key = (o.id, o.gen)
    out = []
    for i in battlefield:
        a = objects[i]
        if a.info and a.get(ATTACHED) == key:
            out.append(a)
    return out


def attachment_note(objects: Any, o: Obj) -> str:
    """``enchanting Grizzly Bears`` for an Aura attached to a permanent ("" otherwise)."""
    where = attached_to(o)
    if where is None:
        return ""
    other = objects.get(where[0])
    if other is None or other.gen != where[1] or other.zone != "battlefield":
        return "enchanting nothing"
    return f"enchanting {other.name}"
