"""A small driver for the planeswalker tests: play a game through :func:`magictutor.apply`,
keep every event, and check that every rule the engine cites exists in the game's edition.

>>> g = Game(["Alice", "Bob"], setup={"Alice": {"battlefield": ["Jace Beleren"]}})
>>> g.loyalty("Jace Beleren")
3
"""

from __future__ import annotations

from typing import Any

from test_editions import assert_cites_exist

import magictutor as mt
from magictutor.engine.serialize import to_jsonable


class Game:
    """A game under test: ``state`` moves on with each accepted action."""

    def __init__(self, players: list[str] | None = None, **kwargs: Any) -> None:
        self.state = mt.build_game(players or ["Alice", "Bob"], **kwargs)
        self.events: list[mt.Event] = []

    # --- looking ----------------------------------------------------------------------
    @property
    def edition(self) -> str:
        return self.state.edition

    def id(self, name: str, zone: str | None = None, owner: str | None = None,
           n: int = 0) -> int:
        """The id of the ``n``-th object called ``name`` (optionally in a zone or owned by)."""
        found = [o.id for o in sorted(self.state.objects.values(), key=lambda o: o.id)
                 if o.name == name and (zone is None or o.zone == zone)
                 and (owner is None or o.owner == owner)]
        assert len(found) > n, f"no {name} (zone {zone}, owner {owner}) in the game"
        return found[n]

    def obj(self, name: str, **kw: Any) -> Any:
        return self.state.objects[self.id(name, **kw)]

    def loyalty(self, name: str, **kw: Any) -> int:
        return self.obj(name, **kw).counter("loyalty")

    def zone(self, name: str, **kw: Any) -> str:
        return self.obj(name, **kw).zone

    def life(self, player: str) -> int:
        return self.state.player(player).life

    def hand(self, player: str) -> list[str]:
        return [o.name for o in self.state.hand(player)]

    @property
    def cites(self) -> set[str]:
        return {r for e in self.events for r in e.rules}

    @property
    def log(self) -> str:
        return "\n".join(e.line() for e in self.events)

    @property
    def pending(self) -> Any:
        return self.state.pending

    # --- acting -----------------------------------------------------------------------
    def do(self, action: mt.Action) -> mt.Step:
        step = mt.apply(self.state, action)
        assert_cites_exist(self.edition, [r for e in step.events for r in e.rules])
        self.events += step.events
        self.state = step.after
        return step

    def refuse(self, action: mt.Action) -> mt.IllegalActionError:
        """The action must be refused, change nothing, and cite rules of this edition."""
        before = to_jsonable(self.state)
        try:
            mt.apply(self.state, action)
        except mt.IllegalActionError as err:
            assert to_jsonable(self.state) == before
            assert_cites_exist(self.edition, err.rules)
            return err
        raise AssertionError(f"{action} was carried out")

    def cast(self, player: str, name: str, *targets: Any, x: int | None = None) -> mt.Step:
        return self.do(mt.Cast(player, self.id(name, zone="hand", owner=player),
                               tuple(self._ref(t) for t in targets), x))

    def activate(self, player: str, name: str, cost: str, *targets: Any,
                 x: int | None = None, **kw: Any) -> mt.Step:
        kw.setdefault("zone", "battlefield")
        return self.do(mt.Activate(player, self.id(name, **kw), cost,
                                   tuple(self._ref(t) for t in targets), x))

    def choose(self, option: Any) -> mt.Step:
        assert self.pending is not None, "nothing to choose"
        return self.do(mt.Choose(self.pending.player, self._ref(option, choice=True)))

    def _ref(self, t: Any, choice: bool = False) -> Any:
        if isinstance(t, int) or t in self.state.player_names:
            return t
        if choice and self.pending is not None and t in self.pending.options:
            return t
        if choice and self.pending is not None:  # a card name among the options
            for o in self.pending.options:
                if isinstance(o, int) and self.state.objects[o].name == t:
                    return o
        return self.id(t, zone="battlefield")

    def pass_(self) -> mt.Step:
        who = self.state.pending.player if self.state.pending else self.state.priority
        return self.do(mt.Pass(who))

    def resolve(self) -> None:
        """Every player passes until the top of the stack has resolved (or a choice waits)."""
        depth = len(self.state.stack)
        assert depth, "the stack is empty"
        while len(self.state.stack) >= depth and self.pending is None:
            self.pass_()

    def resolve_all(self) -> None:
        while self.state.stack and self.pending is None:
            self.resolve()

    def advance(self, step: str, turn: int | None = None) -> None:
        """Players pass until the game reaches ``step`` (of turn ``turn``) or a choice waits.

        On the way, combats are skipped: no attackers (and no blockers) are declared, unless
        the rules require an attack; then it stops there."""
        for _ in range(500):
            if self.state.step == step and (turn is None or self.state.turn == turn):
                return
            p = self.pending
            if p is not None and p.kind in ("attackers", "blockers"):
                kind = mt.DeclareAttackers if p.kind == "attackers" else mt.DeclareBlockers
                if mt.check(self.state, kind(p.player, ())):
                    return
                self.do(kind(p.player, ()))
                continue
            if p is not None:
                return
            self.pass_()
        raise AssertionError(f"never reached {step}")

    def attack(self, *pairs: tuple[str, Any]) -> mt.Step:
        who = self.state.active
        return self.do(mt.DeclareAttackers(who, tuple(
            (self.id(a, zone="battlefield"), self._ref(t)) for a, t in pairs)))

    def block(self, player: str, *pairs: tuple[str, str]) -> mt.Step:
        return self.do(mt.DeclareBlockers(player, tuple(
            (self.id(b, zone="battlefield"), self.id(a, zone="battlefield")) for b, a in pairs)))
