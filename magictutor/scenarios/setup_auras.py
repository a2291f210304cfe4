"""A scenario's set-up Auras, ``Pacifism (enchanting Hill Giant)``, checked as the file is
loaded, with the line of the entry and the reason: the permanent it names must be on the
battlefield in the setup (told apart as :mod:`magictutor.engine.setup_auras` says), the card
must be an Aura, and its enchant ability must accept that permanent as printed (303.4,
702.5a). The game is built with the same rules (the attachment itself is made there)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from magictutor.engine.setup import parse_permanent
from magictutor.engine.setup_auras import Entries, enchant_problem, find_enchanted, setup_entries
from magictutor.model.state import make_obj


def check_enchanting(c: Any, setup: Mapping[str, Mapping[str, Any]],
                     lines: Mapping[str, list], edition: str) -> None:
    """Refuse a set-up Aura that names no permanent, isn't an Aura, or can't enchant what it
    names (``c`` the loader's checker: its ``fail`` gives the file and line)."""
    parsed = {p: [parse_permanent(e) for e in spec.get("battlefield", ())]
              for p, spec in setup.items()}
    entries = setup_entries(parsed)
    for p, lst in parsed.items() if entries else ():
        for i, attrs in enumerate(lst):
            if "enchanting" in attrs:
                line = lines[p][i] if i < len(lines.get(p, ())) else None
                why = _problem(entries, p, i, attrs, edition)
                if why:
                    raise c.fail(line, why)


def _problem(entries: Entries, p: str, i: int, attrs: dict, edition: str) -> str:
    """Why entry ``i`` of ``p``'s battlefield can't be set up enchanting what it names."""
    try:
        owner, k = find_enchanted(attrs["enchanting"], entries)
    except ValueError as exc:
        return f"{attrs['name']}: {exc}"
    name, controller = entries[owner][k]
    if owner == p and k == i:
        return f"{attrs['name']}: an Aura can't enchant itself"
    target = make_obj(id=0, name=name, kind="card", owner=owner, controller=controller,
                      zone="battlefield")
    why = enchant_problem(attrs["name"], attrs.get("controller", p), None, target, edition)
    return f"{attrs['name']} (enchanting {attrs['enchanting']}): {why}" if why else ""
