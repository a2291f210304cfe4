"""The frozen values a :class:`~magictutor.model.state.GameState` is made of: players, objects
(cards, tokens, abilities on the stack), effects, the choice the game waits for, combat and
the Planechase bookkeeping. Like the state, none of them is ever changed: the engine builds
new ones (:func:`magictutor.model.state.evolve`). :mod:`magictutor.model.state` names them all too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

Ref = str | int
"""A player (its name) or an object (its id)."""

Answer = Ref | tuple[int, ...]
"""One answer a :class:`Choice` lists: a player, an object, a word, or (for a damage
assignment order) the ids of blockers in order."""


@dataclass(frozen=True)
class Player:
    """A player: life total, floating mana and per-turn bookkeeping."""

    name: str
    life: int = 20
    mana: str = ""  # floating mana, one letter per mana: "RRC" (C = colorless)
    lands_played: int = 0
    drew_from_empty: bool = False
    lost: bool = False
    left: bool = False
    rolls: int = 0  # planar die rolls taken as a special action this turn (901.9)
    spells_cast: int = 0  # spells cast this turn (rules/this_turn.py)
    attacked: bool = False  # attacked with creatures this turn (rules/this_turn.py)

    @property
    def in_game(self) -> bool:
        return not (self.lost or self.left)


@dataclass(frozen=True)
class Obj:
    """A card, token, plane, or ability on the stack.

    ``name`` is the card name (for abilities: ``"Jace Beleren +2"``).
    ``kind`` is ``"card"``, ``"token"`` or ``"ability"``.
    """

    id: int
    name: str
    kind: str
    owner: str
    controller: str
    zone: str
    tapped: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    damage: int = 0
    since_turn: int = 0  # turn number it came under its controller's control
    face_up: bool = True
    gen: int = 0  # how many zone changes: a new object each time (400.7)
    # abilities and spells on the stack
    source: int | None = None  # the object an ability came from (None: a sourceless ability)
    ability: int | None = None  # index into the source card's abilities
    targets: tuple[Ref, ...] = ()
    x: int | None = None
    info: tuple[tuple[str, Any], ...] = ()  # extra data: token definition, trigger context ...

    def counter(self, kind: str) -> int:
        for k, n in self.counters:
            if k == kind:
                return n
        return 0

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.info:
            if k == key:
                return v
        return default


@dataclass(frozen=True)
class Effect:
    """A continuous, replacement or prevention effect created by a resolved ability.

    ``kind`` names what it does (``"pump"``, ``"prevent_all"``, ``"prevent_shield"``,
    ``"become_creature"``, ``"no_untap"``, ``"must_attack"``, ...); ``until`` says when it ends
    (``"end of turn"``, ``"planeswalk"``, ``"game"``, ``"next untap"``).
    """

    id: int
    kind: str
    source: int | None
    source_name: str
    controller: str
    affected: tuple[Ref, ...] = ()
    until: str = "end of turn"
    data: tuple[tuple[str, Any], ...] = ()
    turn: int = 0

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.data:
            if k == key:
                return v
        return default


@dataclass(frozen=True)
class Choice:
    """A decision the game waits for. Its only legal actions are its answers.

    ``kind`` is one of ``"redirect"``, ``"keep"``, ``"order"``, ``"target"``, ``"option"``,
    ``"attackers"``, ``"blockers"``, ``"damage_order"``. ``options`` lists the answers (player
    names, object ids or words; for ``"damage_order"``, orders of blocker ids, of which any
    other order of the same blockers is also an answer); ``prompt`` says in plain words what
    is asked and ``rules`` why.
    """

    player: str
    kind: str
    options: tuple[Answer, ...]
    prompt: str
    rules: tuple[str, ...] = ()
    data: tuple[tuple[str, Any], ...] = ()

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.data:
            if k == key:
                return v
        return default


@dataclass(frozen=True)
class Combat:
    """Who attacks what, and who blocks whom, in the current combat phase."""

    attackers: tuple[tuple[int, Ref], ...] = ()  # (creature id, player name or planeswalker id)
    blockers: tuple[tuple[int, int], ...] = ()  # (blocker id, attacker id)
    declared_attackers: bool = False
    declared_blockers: tuple[str, ...] = ()  # defending players who have declared
    assignments: tuple[tuple[int, tuple[tuple[Ref, int], ...]], ...] = ()
    strike: int = 0  # 1: in the first-strike combat damage step; 2: in the second (510.4)
    first_strikers: tuple[int, ...] = ()  # with first or double strike as the first began
    damaged: tuple[tuple[int, int, str], ...] = ()  # (creature id, generation, player) of
    # each creature that dealt combat damage to a player this combat, over both combat damage
    # steps (rules/combat_record.py); it goes with the combat at 511.3
    removed: tuple[tuple[int, str], ...] = ()  # (planeswalker id, its controller then) of
    # each attacked planeswalker removed from combat while it stays on the battlefield (506.4:
    # its controller changed); creatures attacking it attack nothing (506.4c)

    def _targets(self) -> dict[int, Ref]:
        """Attacker id to what it attacks, built once per ``attackers`` tuple (a lookup, so
        that checking each of many blocks stays linear in the number of creatures). It is
        kept in a side table keyed on the very tuple it reads (:data:`_ATTACK_TARGETS`),
        never on the frozen Combat itself."""
        attackers = self.attackers
        hit = _ATTACK_TARGETS.get(id(attackers))
        if hit is None or hit[0] is not attackers:
            if len(_ATTACK_TARGETS) > 256:  # (a few combats at a time: keep it small)
                _ATTACK_TARGETS.clear()
            hit = _ATTACK_TARGETS[id(attackers)] = (attackers, dict(attackers))
        return hit[1]

    def attack_target(self, attacker: int) -> Ref | None:
        return self._targets().get(attacker)

    def blockers_of(self, attacker: int) -> tuple[int, ...]:
        return tuple(b for b, a in self.blockers if a == attacker)

    def is_attacking(self, obj: int) -> bool:
        return obj in self._targets()

    def is_blocking(self, obj: int) -> bool:
        return any(b == obj for b, _ in self.blockers)

    def removed_walker(self, target: Ref | None) -> str | None:
        """Who controlled the attacked planeswalker ``target`` as it was removed from combat
        on a change of control (506.4), or None if it wasn't."""
        for oid, who in self.removed:
            if oid == target:
                return who
        return None


_ATTACK_TARGETS: dict[int, tuple[tuple[tuple[int, Ref], ...], dict[int, Ref]]] = {}
""":meth:`Combat._targets`'s lookups, by the id of the ``attackers`` tuple each was built from
(kept with it, so the id is not reused while the entry lives)."""


@dataclass(frozen=True)
class Planechase:
    """Planechase bookkeeping (901): decks live in zones ``planar:NAME``; face up in ``faceup``."""

    controller: str
    single_deck: bool = False
    faceup_since: tuple[tuple[int, int], ...] = ()  # unused by rules; kept for displays
    phenomenon_done: tuple[int, ...] = ()
