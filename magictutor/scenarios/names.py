"""Naming objects in the text notation and in scenario checks.

A name is a card name, optionally told apart by its owner, ``Jace Beleren (Bob)``, and
within one owner by a number, ``Grizzly Bears #2``, counting in the order the objects
first appear in the scenario file (objects made later, such as tokens, count after
them, in the order they were made). A scenario stores that order in the game state
(``extra["naming order"]``) so the same name means the same object in every step,
notebook and widget; without it, objects count in the order they were made.

A lookup searches *tiers* of objects in turn (for a spell to cast: first the caster's
hand, then anywhere), and takes the first tier where the name fits. Where it fits
several objects that are the same card in the same zone and state (two Shocks in one
hand), any of them will do; otherwise it is an error listing the ways to tell them apart.

>>> from magictutor.engine.setup import build_game
>>> s = build_game(["Alice", "Bob"], setup={
...     "Alice": {"battlefield": ["Grizzly Bears", "Grizzly Bears (tapped)"]},
...     "Bob": {"battlefield": ["Grizzly Bears"]}})
>>> names = Namer(s)
>>> [names.full_label(o) for o in s.battlefield]
['Grizzly Bears #1 (Alice)', 'Grizzly Bears #2 (Alice)', 'Grizzly Bears (Bob)']
>>> names.find("Grizzly Bears #2", [s.battlefield]).tapped
True
>>> names.find("Grizzly Bears", [s.battlefield])
Traceback (most recent call last):
...
magictutor.scenarios.names.NotationError: 'Grizzly Bears' could mean several objects; \
tell them apart as: Grizzly Bears #1 (Alice) (battlefield), Grizzly Bears #2 (Alice) \
(battlefield, tapped), Grizzly Bears (Bob) (battlefield)
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

from magictutor.cards import card_names, suggest
from magictutor.errors import MagictutorError
from magictutor.limits import cut
from magictutor.model.state import NAMING_ORDER, GameState, Obj, Ref  # noqa: F401 - re-exported
from magictutor.rules.cast_from_library import playable_tops

_NAME = re.compile(
    r"^(?P<name>.+?)(?:\s*#(?P<n1>[0-9]{1,9}))?(?:\s*\((?P<owner>[^()]*)\))?"
    r"(?:\s*#(?P<n2>[0-9]{1,9}))?$")


class NotationError(MagictutorError):
    """Text that cannot be read as an action, a name or a check, with the closest valid words.

    This is a *parse* error: a refused but well-formed action raises
    :class:`magictutor.IllegalActionError` instead.

    >>> err = NotationError("unknown card 'Lightning Blot'", ["Lightning Bolt"])
    >>> print(err)
    unknown card 'Lightning Blot'; did you mean 'Lightning Bolt'?
    >>> err.suggestions
    ['Lightning Bolt']
    """

    def __init__(self, reason: str, suggestions: Iterable[str] = ()) -> None:
        self.reason = reason
        self.suggestions = list(suggestions)
        hint = ""
        if self.suggestions:
            hint = "; did you mean " + " or ".join(repr(s) for s in self.suggestions) + "?"
        super().__init__(reason + hint)


def same_state(s: GameState, a: Obj, b: Obj) -> bool:
    """Whether two objects are interchangeable: the same card in the same zone and state.

    >>> from magictutor.engine.setup import build_game
    >>> s = build_game(["Alice", "Bob"], setup={"Alice": {"hand": ["Shock", "Shock"]}})
    >>> x, y = s.hand("Alice")
    >>> same_state(s, x, y)
    True
    """
    return _signature(s, a) == _signature(s, b)


def _signature(s: GameState, o: Obj) -> tuple:
    combat: tuple = ()
    if s.combat is not None:
        combat = (s.combat.attack_target(o.id), s.combat.is_blocking(o.id),
                  s.combat.blockers_of(o.id))
    return (o.name, o.kind, o.owner, o.controller, o.zone, o.face_up, o.tapped, o.counters,
            o.damage, o.since_turn >= s.turn, combat)


class Namer:
    """Labels and lookups for the objects of one game state."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        first = [i for i in (state.get(NAMING_ORDER) or ()) if i in state.objects]
        seen = set(first)
        order = first + [i for i in sorted(state.objects) if i not in seen]
        self.ordinal: dict[int, int] = {}
        self._count: dict[tuple[str, str], int] = {}
        for oid in order:
            o = state.objects[oid]
            if o.kind == "ability":
                continue
            key = (o.owner, o.name.casefold())
            self._count[key] = self._count.get(key, 0) + 1
            self.ordinal[oid] = self._count[key]

    # --- labels ------------------------------------------------------------------------------
    def owners_of(self, name: str) -> set[str]:
        return {owner for owner, n in self._count if n == name.casefold()}

    def full_label(self, o: Obj) -> str:
        """The most specific label: number when the owner has several, owner when needed."""
        label = o.name
        if self._count.get((o.owner, o.name.casefold()), 0) > 1 and o.id in self.ordinal:
            label += f" #{self.ordinal[o.id]}"
        if len(self.owners_of(o.name)) > 1:
            label += f" ({o.owner})"
        return label

    def labels(self, o: Obj) -> list[str]:
        """Labels for ``o`` from the plainest to the most specific."""
        out = [o.name, f"{o.name} ({o.owner})"]
        if o.id in self.ordinal:
            n = self.ordinal[o.id]
            out += [f"{o.name} #{n}", f"{o.name} #{n} ({o.owner})"]
        return out

    def label(self, o: Obj, tiers: Sequence[Iterable[Obj]]) -> str:
        """The plainest label that :meth:`find` reads back as ``o`` (or an object just like it).

        >>> from magictutor.engine.setup import build_game
        >>> s = build_game(["Alice", "Bob"], setup={"Alice": {"hand": ["Shock", "Shock"]},
        ...                                         "Bob": {"hand": ["Shock"]}})
        >>> names = Namer(s)
        >>> names.label(s.hand("Bob")[0], [s.hand("Bob")]), names.label(s.hand("Bob")[0], [
        ...     s.hand("Alice") + s.hand("Bob")])
        ('Shock', 'Shock (Bob)')
        """
        tiers = [t if isinstance(t, list) else list(t) for t in tiers]
        for text in self.labels(o):
            try:
                got = self.find(text, tiers)
            except NotationError:
                continue
            if got.id == o.id or same_state(self.state, got, o):
                return text
        return self.full_label(o)

    def describe(self, o: Obj) -> str:
        """A label with the zone and state, for error messages."""
        bits = [o.zone]
        if o.tapped:
            bits.append("tapped")
        if o.damage:
            bits.append(f"{o.damage} damage")
        for k, n in o.counters:
            bits.append(f"{n} {k}")
        if o.controller != o.owner and o.zone == "battlefield":
            bits.append(f"controlled by {o.controller}")
        return f"{self.full_label(o)} ({', '.join(bits)})"

    # --- lookups ------------------------------------------------------------------------------
    def split(self, text: str) -> tuple[str, str | None, int | None]:
        """Read ``"Grizzly Bears #2 (Bob)"`` into (name, owner, number).

        >>> from magictutor.engine.setup import build_game
        >>> Namer(build_game(["Alice", "Bob"])).split("Grizzly Bears #2 (bob)")
        ('Grizzly Bears', 'Bob', 2)
        """
        m = _NAME.match(text.strip())
        if not m:
            raise NotationError("an empty name")
        name = m.group("name").strip()
        owner = m.group("owner")
        if owner is not None:
            owner = self.player(owner.strip())
        n = m.group("n1") or m.group("n2")
        return name, owner, int(n) if n else None

    def player(self, text: str) -> str:
        """The player called ``text`` (case does not matter), or a :class:`NotationError`."""
        for p in self.state.player_names:
            if p.casefold() == text.strip().casefold():
                return p
        raise NotationError(f"unknown player {cut(text.strip())} (the players are "
                            f"{', '.join(self.state.player_names)})",
                            suggest(text.strip(), self.state.player_names))

    def find(self, text: str, tiers: Sequence[Iterable[Obj]], what: str = "object") -> Obj:
        """The object called ``text`` in the first tier where the name fits."""
        name, owner, n = self.split(text)
        seen: list[Obj] = []
        for tier in tiers:
            objs = tier if isinstance(tier, list) else list(tier)
            seen += objs
            hits = self._hits(objs, name, owner, n)
            if not hits:
                continue
            if all(same_state(self.state, hits[0], h) for h in hits[1:]):
                return min(hits, key=lambda o: o.id)
            ways = ", ".join(self.describe(h) for h in hits)
            raise NotationError(f"{cut(text.strip())} could mean several objects; tell them apart "
                                f"as: {ways}")
        raise self._not_found(name, owner, n, seen, what)

    def _hits(self, objs: list[Obj], name: str, owner: str | None, n: int | None) -> list[Obj]:
        """The objects of one tier that the name, owner and number fit."""
        return [o for o in self._named(objs).get(name.casefold(), ())
                if (owner is None or o.owner == owner)
                and (n is None or self.ordinal.get(o.id) == n)]

    def _not_found(self, name: str, owner: str | None, n: int | None, seen: list[Obj],
                   what: str) -> NotationError:
        """The error for a name no tier holds: an unknown card, or where to look instead."""
        known = {o.name for o in self.state.objects.values()} | set(card_names())
        if not any(k.casefold() == name.casefold() for k in known):
            return NotationError(f"unknown card {cut(name)}", suggest(name, sorted(known)))
        where = sorted({o.name for o in seen})
        extra = f" (there: {', '.join(where)})" if where and len(where) <= 12 else ""
        who = f" owned by {owner}" if owner else ""
        num = f" numbered #{n}" if n else ""
        return NotationError(f"no {what} called {cut(name)}{who}{num}{extra}",
                             suggest(name, where))

    def _named(self, objs: list[Obj]) -> dict[str, list[Obj]]:
        """The objects of one tier by their folded name, worked out once per tier list (a
        panel of buttons names every action against the same few tiers)."""
        cache = self.__dict__.setdefault("_tier_index", {})
        hit = cache.get(id(objs))
        if hit is not None and hit[0] is objs:
            return hit[1]
        index: dict[str, list[Obj]] = {}
        for o in objs:
            index.setdefault(o.name.casefold(), []).append(o)
        cache[id(objs)] = (objs, index)  # (keeps the list alive, so its id stays its own)
        return index


def naming_order(state: GameState, setup: Any, players: Sequence[str]) -> tuple[int, ...]:
    """Object ids in the order a scenario's ``setup`` names them (file order, per owner).

    ``setup`` maps player to zones in the order the file writes them; build_game makes
    the objects zone by zone, so this finds, for each zone as written, the ids it made.

    >>> from magictutor.engine.setup import build_game
    >>> setup = {"Alice": {"battlefield": ["Island"], "hand": ["Island"]}}
    >>> s = build_game(["Alice", "Bob"], setup=setup)
    >>> [s.objects[i].zone for i in naming_order(s, setup, ["Alice", "Bob"])]
    ['battlefield', 'hand']
    """
    out: list[int] = []
    for who in players:
        for zone in (setup or {}).get(who, {}) or {}:
            if zone in ("library", "hand", "graveyard", "exile"):
                out += list(state.zones.get(f"{who}:{zone}", ()))
            elif zone == "battlefield":
                out += [i for i in state.zones.get("battlefield", ())
                        if state.objects[i].owner == who]
    return tuple(out)


class Finder:
    """The objects one player's command looks among, nearest first, and lookups in them.

    >>> from magictutor.engine.setup import build_game
    >>> s = build_game(["Alice", "Bob"], setup={"Alice": {"hand": ["Jace Beleren"]},
    ...                                         "Bob": {"battlefield": ["Jace Beleren"]}})
    >>> Finder(s, "Alice").obj("Jace Beleren", "cast"), Finder(s, "Bob").ref("alice", "cast")
    (1, 'Alice')
    """

    def __init__(self, state: GameState, player: str) -> None:
        self.s, self.p = state, player
        self.names = Namer(state)

    # tiers of objects a command looks among, nearest first
    def everywhere(self) -> list[Obj]:
        return [o for _, o in sorted(self.s.objects.items()) if o.kind != "ability"]

    def mine(self) -> list[Obj]:
        return [o for o in self.s.battlefield if o.controller == self.p]

    def pending_objects(self) -> list[Obj]:
        pend = self.s.pending
        opts = pend.options if pend is not None else ()
        return [self.s.objects[o] for o in opts if isinstance(o, int) and o in self.s.objects]

    def tiers(self, verb: str, role: str = "") -> list[list[Obj]]:
        """The tiers for ``verb`` and ``role``, worked out once per finder."""
        cache = self.__dict__.setdefault("_tier_cache", {})
        key = (verb, role)
        if key not in cache:
            cache[key] = self._tiers(verb, role)
        return cache[key]

    def _tiers(self, verb: str, role: str = "") -> list[list[Obj]]:
        s, bf = self.s, list(self.s.battlefield)
        if role == "target":
            return [bf, list(s.stack), self.everywhere()]
        if verb in ("cast", "play"):  # (then the library tops they may play: Windriddle)
            tops = [s.objects[i] for i in playable_tops(s, self.p)]
            return [list(s.hand(self.p)), tops, self.everywhere()]
        if verb == "unearth":  # (Grixis: a card of the player's graveyard)
            return [list(s.zone(f"{self.p}:graveyard")), self.everywhere()]
        if verb == "suspend":  # (Talon Gates: a card of the player's hand)
            return [list(s.hand(self.p)), self.everywhere()]
        if verb in ("activate", "attack", "block-blocker"):
            return [self.mine(), bf, self.everywhere()]
        combat = s.combat
        if verb in ("block-attacker", "assign-attacker") and combat is not None:
            attacking = [s.objects[a] for a, _ in combat.attackers if a in s.objects]
            if verb == "assign-attacker":
                attacking = [o for o in attacking if o.controller == self.p]
            return [attacking, bf, self.everywhere()]
        if verb in ("redirect", "keep", "choose"):
            return [self.pending_objects(), bf, self.everywhere()]
        return [bf, self.everywhere()]

    def longest_ref(self) -> int:
        """The length of the longest text that can name a player or an object of this game
        (``Grizzly Bears #12 (Alice)``): a longer text names nothing."""
        longest = self.__dict__.get("_longest")
        if longest is None:
            names = [len(p) for p in self.s.player_names]
            objs = [len(o.name) for o in self.s.objects.values()] or [0]
            longest = max(max(names), max(objs) + max(names) + 16, 40)
            self.__dict__["_longest"] = longest
        return longest

    def obj(self, text: str, verb: str, role: str = "", what: str = "object") -> int:
        return self.names.find(text, self.tiers(verb, role), what).id

    def ref(self, text: str, verb: str, role: str = "target") -> Ref:
        for p in self.s.player_names:
            if p.casefold() == text.strip().casefold():
                return p
        return self.obj(text, verb, role)
