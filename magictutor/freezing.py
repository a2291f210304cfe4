"""How the engine's working copy (:class:`magictutor.context.Ctx`) becomes a frozen
:class:`~magictutor.state.GameState` again at the end of a step: the fields it changed
are frozen, the ones it left alone are the old state's own, and the answers the old
state worked out that still hold are handed on (:func:`magictutor.memos.hand_on`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from magictutor import memos
from magictutor.memos import hand_on
from magictutor.state import GameState, make_state, read_only

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.context import Ctx

_MISSING = object()


def same_items(now: Any, before: tuple) -> bool:
    """Whether ``now`` holds the very same items as ``before``, in order."""
    if len(now) != len(before):
        return False
    if not before:  # (the usual case: no work, effects or triggers at all)
        return True
    for a, b in zip(now, before, strict=True):
        if a is not b:
            return False
    return True


class Freezing:
    """The freezing half of :class:`~magictutor.context.Ctx`."""

    __slots__ = ()

    def freeze(self: Ctx) -> GameState:
        """The state this working copy has come to. The new state takes the objects' map as
        it is (a persistent map: the copy's later changes make new ones)."""
        base = self.base
        players = base.players
        if self._players_changed:
            players = tuple(self.players[n] for n in self.order)
            if same_items(players, base.players):
                players = base.players
        memo: dict[str, Any] = {}
        state = make_state(self._fields(players), memo)
        if memos.HAND_ON:
            self._hand_on(state, memo)
        return state

    def _fields(self: Ctx, players: tuple) -> dict[str, Any]:
        """The new state's fields: those the copy changed, frozen; the old state's own for
        those it left alone."""
        base = self.base
        return {
            "edition": base.edition,
            "players": players,
            "objects": self.objects,
            "zones": read_only(self._zones_frozen()) if self._own_zones else base.zones,
            "turn": self.turn,
            "active": self.active,
            "step": self.step,
            "priority": self.priority,
            "passes": self.passes,
            "pending": self.pending,
            "work": base.work if same_items(self.work, base.work) else tuple(self.work),
            "effects": base.effects if same_items(self.effects, base.effects)
            else tuple(self.effects),
            "combat": self.combat,
            "triggers": base.triggers if same_items(self.triggers, base.triggers)
            else tuple(self.triggers),
            "loyalty_used": base.loyalty_used if self.loyalty_used == base.loyalty_used
            else frozenset(self.loyalty_used),
            "planechase": self.planechase,
            "seed": self.seed,
            "rng_count": self.rng_count,
            "next_id": self.next_id,
            "winner": self.winner,
            "game_over": self.game_over,
            "extra": self._extra_frozen(),
        }

    def _hand_on(self: Ctx, state: GameState, memo: dict[str, Any]) -> None:
        """Give the new state what the old one and this copy worked out that still holds
        (:func:`magictutor.memos.hand_on`)."""
        old = self.base._memo
        if state.players is self.base.players:  # the players looked up by name, as before
            for name in ("_by_name", "_names"):
                if name in old:
                    memo[name] = old[name]
        if "_loyalty_sources" in old:  # (it says which pool it is for)
            memo["_loyalty_sources"] = old["_loyalty_sources"]
        hand_on(self, state)
        # What this copy worked out about its permanents still holds if none came or went.
        if self._statics_cache is not None:
            memo["_statics_cache"] = self._statics_cache
        if self._trigger_sources is not None:
            memo["_trigger_sources"] = self._trigger_sources
        if not self.settled:  # the tokens that left the battlefield since the last check
            memo["_token_exits"] = tuple(self.token_exits)

    def _extra_frozen(self: Ctx) -> tuple[tuple[str, Any], ...]:
        """``extra`` frozen (see :meth:`_extra_out`), the old tuple if nothing changed."""
        base = self.base.extra
        extra = self.extra
        if len(extra) == len(base):
            for k, v in base:
                if extra.get(k, _MISSING) is not v:
                    break
            else:
                unsettled = self.changed and not self.settled
                if unsettled == ("unsettled" in extra):
                    return base
        return tuple(sorted(self._extra_out().items()))

    def _extra_out(self: Ctx) -> dict[str, Any]:
        """``extra`` as frozen: a state changed but not settled says so, so the next step
        checks state-based actions even if it changes nothing itself."""
        extra = dict(self.extra)
        if self.changed and not self.settled:
            extra["unsettled"] = True
        else:
            extra.pop("unsettled", None)
        return extra

    def view(self: Ctx) -> GameState:
        """A frozen snapshot for read-only queries made in the middle of a step."""
        return self.freeze()

    def _zones_frozen(self: Ctx) -> dict[str, tuple[int, ...]]:
        """The zones as a frozen state holds them: tuples (the copy keeps its lists)."""
        zones = dict(self.zones)
        for key in self._listed:
            zones[key] = tuple(zones[key])
        return zones
