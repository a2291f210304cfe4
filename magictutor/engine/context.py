"""The engine's private working copy of a game state.

:func:`magictutor.apply` copies the immutable :class:`~magictutor.model.state.GameState` into a
:class:`Ctx`, lets the rules modules change the copy freely, and freezes it into a new
state. The input state is never touched, so a refused or failed action changes nothing.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from immutables import Map

from magictutor.editions import get_edition, rule_numbers
from magictutor.engine.chance import Chance
from magictutor.engine.freezing import Freezing, same_items
from magictutor.model.characteristics import card_of
from magictutor.model.events import Event, make_event
from magictutor.model.query import _card_statics
from magictutor.model.state import (
    Choice,
    Combat,
    Effect,
    GameState,
    Obj,
    Player,
    Ref,
    evolve,
    moved_object,
)
from magictutor.rules.sba import may_need_sba
from magictutor.rules.sba_marks import checked
from magictutor.rules.teams import opponents, share_life  # (102.3, 810.9)
from magictutor.rules.triggers import card_to_graveyard
from magictutor.rules.unearth import unearth_replacement
from magictutor.rules.zone_triggers import permanent_leaves

_SBA_BLIND = frozenset({"tapped", "targets", "x", "info"})
"""Object fields no state-based action looks at (704.5): changing only these (tapping a land,
choosing a spell's targets) can't make one apply."""

_COMMAND_SBA_BLIND = frozenset({"controller", "owner"})
"""Who controls or owns a card in the command zone (the planar controller, 901.6) matters to
no state-based action (the one about phenomena, 704.5x, asks only whether one is face up
with nothing of it waiting on the stack) and to no memo a state keeps: triggered abilities
read the planar controller when they trigger."""

_SBA_BLIND_PLAYER = frozenset({"mana", "lands_played", "rolls", "spells_cast", "attacked"
                               })
"""Player fields no state-based action looks at (704.5a-c look at life, drawing from an empty
library and poison)."""


class Ctx(Freezing, Chance):
    """A mutable game in the middle of a step. Only engine code uses it."""

    __slots__ = (
        "base",
        "ed",
        "edition",
        "players",
        "_players_changed",
        "order",
        "objects",
        "zones",
        "_own_zones",
        "_listed",
        "turn",
        "active",
        "step",
        "priority",
        "passes",
        "pending",
        "work",
        "effects",
        "combat",
        "triggers",
        "loyalty_used",
        "planechase",
        "next_id",
        "winner",
        "game_over",
        "extra",
        "events",
        "_statics_cache",
        "_trigger_sources",
        "sba_chars",
        "sba_watch",
        "changed",
        "settled",
        "token_exits",
        "touched",
        "last_known",
    )

    def __init__(self, state: GameState, chance: Iterable[Any] = ()) -> None:
        self.base = state
        self.edition: str = state.edition  # (never changes within a game)
        self.ed = get_edition(state.edition)
        self.players: dict[str, Player] = {p.name: p for p in state.players}
        self._players_changed = False  # set_player() is the only writer
        self.order: tuple[str, ...] = state.player_names
        # The objects are the state's persistent map; each change makes a new map sharing
        # the rest (set_obj, add_object, move, cease). The zones stay the frozen state's own
        # until the step changes one (then the mapping is copied, and ids() makes the
        # changed zone a list): steps change few.
        self.objects: Map = state.objects  # type: ignore[assignment]  # (always a Map)
        self.zones: dict[str, Any] = state.zones  # type: ignore[assignment]
        self._own_zones = False
        self._listed: list[str] = []  # the zones ids() turned into lists, to freeze again
        self.turn = state.turn
        self.active = state.active
        self.step = state.step
        self.priority = state.priority
        self.passes = state.passes
        self.pending: Choice | None = state.pending
        self.work: list[Any] = list(state.work)
        self.effects: list[Effect] = list(state.effects)
        self.combat: Combat | None = state.combat
        self.triggers: list[Obj] = list(state.triggers)
        self.loyalty_used = set(state.loyalty_used)
        self.planechase = state.planechase
        self.seed = state.seed
        self.rng_count = state.rng_count
        self.next_id = state.next_id
        self.winner = state.winner
        self.game_over = state.game_over
        self.extra: dict[str, Any] = dict(state.extra)
        self.events: list[Event] = []
        self.chance_in = list(chance)
        self.chance_out: list[Any] = []
        # The state's static abilities hold for the copy until a permanent comes or goes.
        memo = state._memo
        self._statics_cache: list | None = memo.get("_statics_cache")
        self._trigger_sources: tuple | None = memo.get("_trigger_sources")
        self.sba_chars: dict[int, Any] = {}  # characteristics during one round of 704 checks
        self.sba_watch: list[int] = []  # permanents a state-based action could touch
        # Whether anything a state-based action looks at may have changed since they were
        # last checked: a settled state (nothing waiting or half done) had them checked to
        # the end (704.3), so a step that changes no object, player or effect needn't.
        self.changed = not checked(state)  # (or as checked as the state before: sba_marks)
        self.settled = False  # set by engine.settle() once the rules have nothing left to do
        # Tokens outside the battlefield cease to exist at the next check (704.5d). A settled
        # state has had that check, so only an unsettled one can hold such tokens; the
        # engine's unsettled states say which (see freeze), any other is searched.
        known = memo.get("_token_exits") if self.changed else ()
        self.token_exits: list[int] = list(known) if known is not None else [
            i for i, o in sorted(state.objects.items())
            if o.kind == "token" and o.zone != "battlefield"]
        self.touched: set[int] = set()  # objects this step replaced, moved or removed
        self.last_known: dict[int, tuple[str, int]] = {}  # (controller, power) as it left

    # --- rules and events ----------------------------------------------------------------
    def rules(self, *keys: str) -> tuple[str, ...]:
        """The rule numbers of ``keys`` in this game's edition, skipping rules it lacks."""
        return rule_numbers(self.ed.name, keys)

    def emit(self, kind: str, text: str, *keys: str, auto: bool = False, **data: Any) -> Event:
        ev = make_event(kind, text, rule_numbers(self.edition, keys), auto,
                        tuple(sorted(data.items())) if len(data) > 1 else tuple(data.items()))
        self.events.append(ev)
        return ev

    @staticmethod
    def event(state: GameState, kind: str, text: str, *keys: str, auto: bool = False,
              **data: Any) -> Event:
        """The event :meth:`emit` would log in a step starting from ``state``, for a step
        carried out without a working copy (see :func:`magictutor.engine.apply.apply`)."""
        return make_event(kind, text, rule_numbers(state.edition, keys), auto,
                          tuple(sorted(data.items())) if len(data) > 1 else tuple(data.items()))

    def get(self, key: str, default: Any = None) -> Any:
        return self.extra.get(key, default)

    def feature(self, name: str) -> Any:
        return self.ed.feature(name)

    # --- players -------------------------------------------------------------------------
    def player(self, name: str) -> Player:
        return self.players[name]

    def set_player(self, name: str, **changes: Any) -> Player:
        self._players_changed = True
        if not _SBA_BLIND_PLAYER.issuperset(changes):
            self.changed = True
        old = self.players[name]
        p = self.players[name] = evolve(old, **changes)
        if "life" in changes and self.extra.get("teams"):  # (810.9: one shared life total)
            share_life(self, name, p.life - old.life)
        return p

    @property
    def player_order(self) -> tuple[str, ...]:
        return self.order

    def is_live(self, name: str) -> bool:
        p = self.players.get(name)
        return p is not None and p.in_game

    @property
    def live(self) -> tuple[str, ...]:
        return tuple(n for n in self.order if self.players[n].in_game)

    def next_player(self, name: str) -> str:
        i = self.order.index(name)
        for k in range(1, len(self.order) + 1):
            cand = self.order[(i + k) % len(self.order)]
            if self.players[cand].in_game:
                return cand
        return name

    def apnap(self) -> list[str]:
        """Live players in turn order starting with the active player (101.4)."""
        out, p = [], self.active
        if not self.players[p].in_game:
            p = self.next_player(p)
        for _ in range(len(self.order)):
            if self.players[p].in_game and p not in out:
                out.append(p)
            p = self.next_player(p)
        return out

    opponents = opponents  # (102.3: the live players not on their team)

    # --- objects and zones ---------------------------------------------------------------
    def obj(self, oid: int) -> Obj:
        return self.objects[oid]

    def set_obj(self, oid: int, **changes: Any) -> Obj:
        old = self.objects[oid]
        if "name" in changes or "kind" in changes:  # (the memos read cards: engine.memos)
            raise ValueError("an object's card never changes in place (400.7: a new object)")
        if old.zone != "command" or not _COMMAND_SBA_BLIND.issuperset(changes):
            self.touched.add(oid)  # (not just a new planar controller, that no memo reads)
            if not _SBA_BLIND.issuperset(changes):
                self.changed = True
        o = evolve(old, **changes)
        self.objects = self.objects.set(oid, o)
        return o

    def new_id(self) -> int:
        i = self.next_id
        self.next_id += 1
        return i

    def zone_key(self, o: Obj) -> str:
        if o.zone in ("battlefield", "stack"):
            return o.zone
        if o.zone == "command":
            if o.kind == "emblem":
                return "command"  # (query.EMBLEMS: emblems are never planar cards)
            return "faceup" if o.face_up else f"planar:{o.owner}"
        return f"{o.owner}:{o.zone}"

    def ids(self, key: str) -> list[int]:
        """The zone ``key`` as a list this step may change."""
        if not self._own_zones:
            self.zones = dict(self.zones)
            self._own_zones = True
        v = self.zones.get(key)
        if type(v) is not list:
            v = self.zones[key] = [] if v is None else list(v)
            self._listed.append(key)
        return v

    def set_zone(self, key: str, ids: list[int]) -> None:
        """Replace the order of zone ``key`` (a shuffle, a card put on top)."""
        self.ids(key)[:] = ids

    @property
    def battlefield(self) -> list[Obj]:
        return [self.objects[i] for i in self.zones.get("battlefield", ())]

    def _zone_change(self, o: Obj, key: str, leaving: bool = False) -> None:
        """Note that ``o`` enters or leaves zone ``key``. Only permanents a state-based action
        can look at (see :func:`~magictutor.rules.sba.may_need_sba`) or with a static
        ability, planar cards, tokens and what leaves the stack (a phenomenon's ability,
        704.5x) matter to state-based actions (704.5), and only permanents and planar cards
        to the static and triggered abilities in play: a card drawn, cast or discarded, or a
        plain land played, changes neither."""
        if key in ("battlefield", "faceup"):  # (a plain land changes neither list)
            edition = self.edition
            statics = _card_statics(o, edition)
            if statics:
                self._statics_cache = None
            if card_of(o, edition).abilities_of("triggered"):
                self._trigger_sources = None
            if key == "faceup" or statics or may_need_sba(o, edition):
                self.changed = True  # (a plain land coming or going can't make one apply)
        elif key.startswith("planar:") or o.kind == "token" or (leaving and key == "stack"):
            self.changed = True

    def same_effects(self) -> bool:
        """Whether the effects are still those the step began with."""
        return same_items(self.effects, self.base.effects)

    def statics_came_or_went(self) -> bool:
        """Whether a permanent with a static ability entered or left the battlefield."""
        edition = self.edition
        return any(_card_statics(o, edition) for o, _ in self.came_or_went())

    def came_or_went(self) -> list[tuple[Obj, bool]]:
        """The permanents that entered (True) or left (False) the battlefield in this step,
        each as it is on the battlefield."""
        before, now = self.base.objects, self.objects
        out: list[tuple[Obj, bool]] = []
        for i in self.touched:
            old, cur = before.get(i), now.get(i)
            if old is not None and old.zone == "battlefield":
                if cur is None or cur.zone != "battlefield":
                    out.append((old, False))
            elif cur is not None and cur.zone == "battlefield":
                out.append((cur, True))
        return out

    def add_object(self, o: Obj, key: str, top: bool = True) -> Obj:
        self._zone_change(o, key)
        self.touched.add(o.id)
        self.objects = self.objects.set(o.id, o)
        lst = self.ids(key)
        if top:
            lst.append(o.id)
        else:
            lst.insert(0, o.id)
        return o

    def remove_object(self, oid: int) -> Obj:
        self.touched.add(oid)
        o = self.objects[oid]
        if o.zone == "battlefield":
            permanent_leaves(self, o)  # (leaves-the-battlefield triggers look back, 603.10a)
        key = self.zone_key(o)
        self._zone_change(o, key, leaving=True)
        if oid in self.zones.get(key, ()):
            self.ids(key).remove(oid)
        return o

    def move(self, oid: int, zone: str, *, to_start: bool = False, controller: str | None = None,
             face_up: bool | None = None, tapped: bool = False) -> Obj:
        """Move an object to another zone. It becomes a new object (400.7): counters,
        damage and tapped status are gone, its loyalty-ability history is forgotten, and
        effects that applied to it (a pump, a prevention shield) no longer do.

        Zone lists run in order of arrival; a library's top card is its first entry, so
        putting a card on top of a library uses ``to_start=True``."""
        o = self.remove_object(oid)
        if o.info and o.zone == "battlefield" and zone != "battlefield":
            zone = unearth_replacement(self, o, zone)  # (unearth: exiled instead, 702.83a)
        self.loyalty_used.discard(oid)
        if any(oid in e.affected for e in self.effects):  # they applied to the old object
            self.effects = [e if oid not in e.affected else
                            evolve(e, affected=tuple(r for r in e.affected if r != oid))
                            for e in self.effects
                            if e.affected != (oid,)]
        moved = moved_object(o, zone, self.turn, controller, face_up, tapped)
        if o.kind == "token" and zone != "battlefield":
            self.token_exits.append(oid)  # 704.5d at the next check
        self.objects = self.objects.set(oid, moved)
        key = self.zone_key(moved)
        self._zone_change(moved, key)
        lst = self.ids(key)
        if to_start:
            lst.insert(0, oid)
        else:
            lst.append(oid)
        card_to_graveyard(self, moved)  # (a card put into a graveyard: The Dark Barony)
        return moved

    def cease(self, oid: int) -> None:
        """The object stops existing (abilities after resolving, tokens off the battlefield)."""
        self.remove_object(oid)
        self.objects = self.objects.delete(oid)
        self.loyalty_used.discard(oid)

    # --- counters --------------------------------------------------------------------------
    def add_counters(self, oid: int, kind: str, n: int) -> Obj:
        o = self.objects[oid]
        counts = dict(o.counters)
        counts[kind] = max(0, counts.get(kind, 0) + n)
        return self.set_obj(oid, counters=tuple(sorted((k, v) for k, v in counts.items() if v)))

    # --- effects ---------------------------------------------------------------------------
    def add_effect(self, kind: str, source: Obj | None, controller: str, *,
                   affected: tuple[Ref, ...] = (), until: str = "end of turn",
                   **data: Any) -> Effect:
        eff = Effect(
            id=self.new_id(), kind=kind, source=source.id if source else None,
            source_name=source.name if source else "the game", controller=controller,
            affected=affected, until=until, data=tuple(sorted(data.items())), turn=self.turn,
        )
        self.effects.append(eff)
        return eff

    def describe(self, ref: Ref) -> str:
        if isinstance(ref, str):
            return ref
        o = self.objects.get(ref)
        return o.name if o else f"object {ref}"
