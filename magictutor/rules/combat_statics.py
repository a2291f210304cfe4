"""Static abilities of planes that stop creatures from attacking or blocking (508.1c and
509.1b: restrictions checked as attackers or blockers are declared): Celestine Reef (only
flyers attack), Tazeem (creatures can't block) and Hedron Fields of Agadeem
(creatures with power 7 or greater can't attack or block). Each is looked for only while a
static ability of its kind is in play (a set look-up)."""

from __future__ import annotations

from magictutor.model.characteristics import Chars
from magictutor.model.protocol import GameView
from magictutor.model.query import has_static, statics
from magictutor.model.state import Obj
from magictutor.rules.auras import enchanted_problems

Problems = list[tuple[tuple[str, ...], str]]


def _too_big(g: GameView, c: Chars) -> int | None:
    """The least power that can't attack or block under a static ability, if ``c`` has it."""
    if not has_static(g, "power_cant_attack_or_block"):
        return None
    limits = [n for k, n in statics(g) if k == "power_cant_attack_or_block"]
    return min(limits) if c.is_creature and (c.power or 0) >= min(limits) else None


def static_attack_problems(g: GameView, o: Obj, c: Chars) -> Problems:
    """Why a static ability in play stops ``o`` from attacking."""
    out: Problems = []
    if "flying" not in c.keywords and has_static(g, "only_flyers_attack"):
        out.append((("plane.abilities",), f"{o.name} has neither flying nor islandwalk, and "
                    "only such creatures can attack now (Celestine Reef)"))
    big = _too_big(g, c)
    if big is not None:
        out.append((("plane.abilities", "turn.declare_attackers"),
                    f"{o.name} has power {c.power}, and creatures with power {big} or greater "
                    "can't attack now (a plane says so)"))
    return out + enchanted_problems(g, o, "attack")


def static_block_problems(g: GameView, o: Obj, c: Chars) -> Problems:
    """Why a static ability in play stops ``o`` from blocking."""
    out: Problems = []
    if has_static(g, "creatures_cant_block"):
        out.append((("turn.block_restrictions",), "creatures can't block (a plane says so)"))
    big = _too_big(g, c)
    if big is not None:
        out.append((("plane.abilities", "turn.block_restrictions"),
                    f"{o.name} has power {c.power}, and creatures with power {big} or greater "
                    "can't block now (a plane says so)"))
    return out + enchanted_problems(g, o, "block")
