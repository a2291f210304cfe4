"""Auras in a set-up: ``Pacifism (enchanting Hill Giant)`` puts Pacifism onto the battlefield
attached to Hill Giant (303.4b: the permanent it is attached to is enchanted), as the game is
built (:func:`magictutor.engine.setup.build_game`) and as a scenario is loaded (checked there
with its file and line, :mod:`magictutor.scenarios.setup_auras`).

The permanent is named as in the rest of the format: its card name, told apart within one
owner by a number (``enchanting Grizzly Bears #2``: the second Grizzly Bears in that owner's
``battlefield`` list) and across owners by ``OWNER's`` (``enchanting Bob's Hill Giant``).
The Aura must be an Aura (303.4, 702.5a) and able to enchant it: its enchant word's test of
the permanent, as for an Aura put onto the battlefield by an effect (303.4f: no targeting).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from magictutor.limits import cut
from magictutor.model.attachments import ATTACHED
from magictutor.model.characteristics import Chars, chars
from magictutor.model.query import chars_of
from magictutor.model.state import make_obj
from magictutor.rules.auras import attach, enchant_word
from magictutor.rules.targets import TARGET_WORDS

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx

_TARGET = re.compile(r"^(?:(?P<owner>[^\s']+)'s\s+)?(?P<name>.+?)(?:\s*#(?P<n>[0-9]{1,9}))?$")

Entries = Mapping[str, Sequence[tuple[str, str]]]
"""Each owner's battlefield entries in order: (card name, controller)."""


def enchanting_name(g: Any, o: Any) -> str:
    """The card name of what the Aura ``o`` is attached to on the battlefield, or ``none``
    (a scenario's ``enchanting`` check)."""
    where = o.get(ATTACHED) if o.info and o.zone == "battlefield" else None
    if where is None:
        return "none"
    other = g.objects.get(where[0])
    if other is None or other.gen != where[1] or other.zone != "battlefield":
        return "none"
    return str(other.name)


def find_enchanted(text: str, entries: Entries) -> tuple[str, int]:
    """The entry ``enchanting TEXT`` names: (owner, index in that owner's list); a
    ValueError saying why it names none, or several."""
    m = _TARGET.match(text.strip())
    if not m:
        raise ValueError(f"enchanting {cut(text)}: name a permanent, like Hill Giant")
    owner, name, n = m.group("owner"), m.group("name").strip(), m.group("n")
    if owner is not None and owner not in entries:
        raise ValueError(f"enchanting {cut(text)}: {cut(owner)} has no permanents in the setup")
    owners = [owner] if owner is not None else list(entries)
    found = [(p, i) for p in owners for i, (nm, _) in enumerate(entries[p]) if nm == name]
    if not found:
        raise ValueError(f"enchanting {cut(text)}: no permanent named {cut(name)} is on the "
                         "battlefield in the setup")
    whose = {p for p, _ in found}
    if len(whose) > 1:
        raise ValueError(f"enchanting {cut(text)}: {cut(name)} could be " + " or ".join(
            f"{p}'s" for p in sorted(whose)) + f"; say whose, like enchanting "
            f"{sorted(whose)[0]}'s {name}")
    if n is not None:
        k = int(n)
        if not 1 <= k <= len(found):
            raise ValueError(f"enchanting {cut(text)}: there is no {cut(name)} #{k} "
                             f"({len(found)} in the setup)")
        return found[k - 1]
    if len(found) > 1:
        raise ValueError(f"enchanting {cut(text)}: there are {len(found)}; tell them apart "
                         f"as {name} #1 to #{len(found)}")
    return found[0]


def enchant_problem(aura: str, aura_controller: str, target: Chars | None, target_obj: Any,
                    edition: str) -> str:
    """Why ``aura`` can't be set up attached to the permanent (\"\" if it can): it isn't
    an Aura, or its enchant word doesn't accept the permanent (303.4, 702.5a)."""
    o = make_obj(id=0, name=aura, kind="card", owner=aura_controller,
                 controller=aura_controller, zone="battlefield")
    word = enchant_word(o, edition)
    if word is None:
        return f"{aura} is not an Aura (an Aura has an enchant ability: 303.4, 702.5a)"
    test = TARGET_WORDS[word].test
    if target is None:
        target = chars(target_obj, edition)
    if test is None or not test(target, target_obj, aura_controller):
        return f"{aura} can't enchant {target_obj.name} (enchant {word}: 702.5a)"
    return ""


def take_enchanting(attrs: str, out: dict[str, Any]) -> str:
    """``attrs`` (a set-up permanent's attributes) without a last ``enchanting NAME``, which
    goes into ``out["enchanting"]`` (a card name may hold commas, so it comes last)."""
    before, _, enchanting = attrs.partition("enchanting ")
    if not enchanting.strip() or (before.strip() and not before.rstrip().endswith(",")):
        return attrs
    out["enchanting"] = enchanting.strip()
    return before.rstrip().rstrip(",")


def setup_entries(parsed: Mapping[str, list[dict]]) -> dict[str, list[tuple[str, str]]]:
    """Each owner's battlefield entries as :data:`Entries` (name, controller); {} when no
    entry is written ``(enchanting ...)``."""
    if not any("enchanting" in a for lst in parsed.values() for a in lst):
        return {}
    return {p: [(a["name"], a.get("controller", p)) for a in lst] for p, lst in parsed.items()}


def attach_setup_auras(ctx: Ctx, names: Sequence[str], setup: Mapping[str, Any],
                       parse: Callable[[str], dict]) -> None:
    """Attach each set-up Aura written ``(enchanting ...)`` to the permanent it names
    (call after every player's permanents are made, before any state-based action;
    ``parse`` reads an entry: :func:`magictutor.engine.setup.parse_permanent`)."""
    parsed = {p: [parse(e) if isinstance(e, str) else dict(e)
                  for e in (setup.get(p, {}).get("battlefield", ()) or ())] for p in names}
    entries = setup_entries(parsed)
    if not entries:
        return
    ids = {p: [i for i in ctx.zones.get("battlefield", ()) if ctx.objects[i].owner == p
               and ctx.objects[i].kind == "card"] for p in names}
    for p in names:
        for attrs, oid in zip(parsed[p], ids[p], strict=True):
            if "enchanting" in attrs:
                _attach(ctx, oid, attrs, entries, ids)


def _attach(ctx: Ctx, oid: int, attrs: dict, entries: Entries, ids: Mapping) -> None:
    from magictutor.errors import SetupError

    aura = ctx.objects[oid]
    try:
        owner, k = find_enchanted(attrs["enchanting"], entries)
    except ValueError as exc:
        raise SetupError(f"{aura.name}: {exc}") from None
    tid = ids[owner][k]
    target = ctx.objects[tid]
    why = "it can't enchant itself" if tid == oid else \
        enchant_problem(aura.name, aura.controller, chars_of(ctx, tid), target, ctx.edition)
    if why:
        raise SetupError(f"{aura.name} (enchanting {cut(attrs['enchanting'])}): {why}")
    attach(ctx, oid, tid)
    ctx.emit("attach", f"{aura.name} is on the battlefield attached to {target.name} (set up)",
             "aura.enchanted", card=aura.name, obj=oid)
