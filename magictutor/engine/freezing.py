"""How the engine's working copy (:class:`magictutor.engine.context.Ctx`) becomes a frozen
:class:`~magictutor.model.state.GameState` again at the end of a step: the fields it changed
are frozen, the ones it left alone are the old state's own, and the answers the old
state worked out that still hold are handed on (:func:`magictutor.engine.memos.hand_on`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from magictutor.engine import memos
from magictutor.engine.memos import hand_on
from magictutor.model.state import GameState, make_state, read_only
from magictutor.rules.sba_marks import waiting

if TYPE_CHECKING:  # pragma: no cover
    from magictutor.engine.context import Ctx

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
    """The freezing half of :class:`~magictutor.engine.context.Ctx`."""

    __slots__ = ()

    def freeze(self) -> GameState:
        """The state this working copy has come to. The new state takes the objects' map as
        it is (a persistent map: the copy's later changes make new ones)."""
        ctx: Ctx = self  # type: ignore[assignment]  # (the mixin is only ever a Ctx)
        base = ctx.base
        players = base.players
        if ctx._players_changed:
            players = tuple(ctx.players[n] for n in ctx.order)
            if same_items(players, base.players):
                players = base.players
        memo: dict[str, Any] = {}
        state = make_state(ctx._fields(players), memo)
        if memos.HAND_ON:
            ctx._hand_on(state, memo)
        return state

    def _fields(self, players: tuple) -> dict[str, Any]:
        """The new state's fields: those the copy changed, frozen; the old state's own for
        those it left alone."""
        ctx: Ctx = self  # type: ignore[assignment]  # (the mixin is only ever a Ctx)
        base = ctx.base
        return {
            "edition": base.edition,
            "players": players,
            "objects": ctx.objects,
            "zones": read_only(ctx._zones_frozen()) if ctx._own_zones else base.zones,
            "turn": ctx.turn,
            "active": ctx.active,
            "step": ctx.step,
            "priority": ctx.priority,
            "passes": ctx.passes,
            "pending": ctx.pending,
            "work": base.work if same_items(ctx.work, base.work) else tuple(ctx.work),
            "effects": base.effects if same_items(ctx.effects, base.effects)
            else tuple(ctx.effects),
            "combat": ctx.combat,
            "triggers": base.triggers if same_items(ctx.triggers, base.triggers)
            else tuple(ctx.triggers),
            "loyalty_used": base.loyalty_used if ctx.loyalty_used == base.loyalty_used
            else frozenset(ctx.loyalty_used),
            "planechase": ctx.planechase,
            "seed": ctx.seed,
            "rng_count": ctx.rng_count,
            "next_id": ctx.next_id,
            "winner": ctx.winner,
            "game_over": ctx.game_over,
            "extra": ctx._extra_frozen(),
        }

    def _hand_on(self, state: GameState, memo: dict[str, Any]) -> None:
        """Give the new state what the old one and this copy worked out that still holds
        (:func:`magictutor.engine.memos.hand_on`)."""
        ctx: Ctx = self  # type: ignore[assignment]  # (the mixin is only ever a Ctx)
        old = ctx.base._memo
        if state.players is ctx.base.players:  # the players looked up by name, as before
            for name in ("_by_name", "_names"):
                if name in old:
                    memo[name] = old[name]
        if "_loyalty_sources" in old:  # (it says which pool it is for)
            memo["_loyalty_sources"] = old["_loyalty_sources"]
        hand_on(ctx, state)
        # What this copy worked out about its permanents still holds if none came or went.
        if ctx._statics_cache is not None:
            memo["_statics_cache"] = ctx._statics_cache
        if ctx._trigger_sources is not None:
            memo["_trigger_sources"] = ctx._trigger_sources
        if not ctx.settled:  # the tokens that left the battlefield since the last check
            memo["_token_exits"] = tuple(ctx.token_exits)

    def _extra_frozen(self) -> tuple[tuple[str, Any], ...]:
        """``extra`` frozen (see :meth:`_extra_out`), the old tuple if nothing changed."""
        ctx: Ctx = self  # type: ignore[assignment]  # (the mixin is only ever a Ctx)
        base = ctx.base.extra
        extra = ctx.extra
        if len(extra) == len(base):
            for k, v in base:
                if extra.get(k, _MISSING) is not v:
                    break
            else:
                if ctx._unsettled() == ("unsettled" in extra):
                    return base
        return tuple(sorted(ctx._extra_out().items()))

    def _extra_out(self) -> dict[str, Any]:
        """``extra`` as frozen: a state changed but not settled says so, so the next step
        checks state-based actions even if it changes nothing itself."""
        ctx: Ctx = self  # type: ignore[assignment]  # (the mixin is only ever a Ctx)
        extra = dict(ctx.extra)
        if ctx._unsettled():
            extra["unsettled"] = True
        else:
            extra.pop("unsettled", None)
        return extra

    def _unsettled(self) -> bool:
        """Whether the state frozen now is marked unsettled: not settled, and changed, or from
        a state not settled itself (one the step began as checked as the state before it,
        :func:`magictutor.rules.sba_marks.checked_as_before`, whose copy starts unchanged, is
        marked all the same: the mark is part of the state, whichever path made it)."""
        ctx: Ctx = self  # type: ignore[assignment]  # (the mixin is only ever a Ctx)
        return not ctx.settled and (ctx.changed or waiting(ctx.base))

    def view(self) -> GameState:
        """A frozen snapshot for read-only queries made in the middle of a step."""
        ctx: Ctx = self  # type: ignore[assignment]  # (the mixin is only ever a Ctx)
        return ctx.freeze()

    def _zones_frozen(self) -> dict[str, tuple[int, ...]]:
        """The zones as a frozen state holds them: tuples (the copy keeps its lists)."""
        ctx: Ctx = self  # type: ignore[assignment]  # (the mixin is only ever a Ctx)
        zones = dict(ctx.zones)
        for key in ctx._listed:
            zones[key] = tuple(zones[key])
        return zones
