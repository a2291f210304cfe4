"""The quick end of a turn (``quick_turn.QUICK_TURN``, :mod:`magictutor.engine.quick_turn`):
the last pass of an end step where nothing happens but the turn-based actions of cleanup,
untap and upkeep (514, 102.1, 502.2, 503) gives the same step as the full path, events and
state alike, and takes the full path whenever something else could happen."""

from __future__ import annotations

import random

import pytest

import magictutor as mt
from magictutor.engine import apply as engine
from magictutor.engine import quick_turn
from magictutor.engine.context import Ctx
from magictutor.engine.shortcuts import flag
from magictutor.rules.delayed import create_delayed

EDITIONS = ("2011-09", "2013-07", "2017-09", "current")


def _both(s: mt.GameState, action: mt.Action) -> tuple[mt.Step, mt.Step]:
    """The step by the quick path and by the full path (only the quick turn off)."""
    with flag("QUICK_TURN", True):
        quick = mt.apply(s, action)
    with flag("QUICK_TURN", False):
        full = mt.apply(mt.GameState(**{f: getattr(s, f) for f in _FIELDS}), action)
    return quick, full


_FIELDS = tuple(mt.GameState.__dataclass_fields__)


def _taken(s: mt.GameState, action: mt.Pass) -> bool:
    """Whether the quick end of a turn takes ``action`` (shortcuts on, as in any run)."""
    with flag("QUICK_TURN", True):
        return quick_turn.end_turn(s, action, engine._settled_step) is not None


def _end(edition: str = "2013-07", **kw) -> mt.GameState:
    """Bob's end step, Alice having passed: Bob's pass ends the turn."""
    setup = kw.pop("setup", {"Alice": {"battlefield": ["Forest (tapped)", "Grizzly Bears"],
                                       "library": ["Island"] * 5},
                             "Bob": {"battlefield": ["Mountain (tapped)"],
                                     "library": ["Island"] * 5}})
    s = mt.build_game(["Alice", "Bob"], edition=edition, active="Bob", step="end", turn=3,
                      setup=setup, **kw)
    return mt.apply(s, mt.Pass("Bob")).after


@pytest.mark.parametrize("edition", EDITIONS)
def test_514_502_2_the_quick_end_of_a_turn_is_the_full_path_s_step(edition):
    s = _end(edition)
    assert _taken(s, mt.Pass("Alice"))
    quick, full = _both(s, mt.Pass("Alice"))
    assert quick.events == full.events and quick.after == full.after
    assert quick.after.step == "upkeep" and quick.after.active == "Alice"
    assert quick.after.turn == 4 and quick.after.priority == "Alice"
    assert not quick.after.objects[quick.after.zones["battlefield"][0]].tapped
    assert [e.text for e in quick.events if e.kind == "untap"] == ["Alice untaps Forest"]


@pytest.mark.parametrize("case", ["damage", "pump", "game effects"])
def test_514_2_514_3a_damage_wears_off_on_the_quick_path_effects_end_on_the_full_one(case):
    """Damage removed in cleanup (514.2), and effects of a kind the turn's edge doesn't read
    kept (a permanent's control, a plane's "planeswalk" effect): the quick path, the full
    path's step. An "until end of turn" effect ending takes the full path, which looks for
    state-based actions in cleanup (514.3a): the effect ends there all the same."""
    alice = {"battlefield": ["Forest (tapped)", "Grizzly Bears"], "library": ["Island"] * 5}
    bob: dict = {"battlefield": ["Mountain (tapped)", {"name": "Grizzly Bears", "damage": 1}],
                 "library": ["Island"] * 5}
    if case == "damage":
        alice["battlefield"] = ["Forest", {"name": "Grizzly Bears", "damage": 1}]
    s = _end(setup={"Alice": alice, "Bob": bob})
    bears = s.zones["battlefield"][1]
    if case != "damage":
        ctx = Ctx(s)
        if case == "pump":
            ctx.add_effect("pump", None, "Bob", affected=(bears,), power=1, toughness=1)
        else:
            ctx.add_effect("control", None, "Alice", affected=(bears,), until="game", obj=bears,
                           gen=0, before="Alice")
            ctx.add_effect("cant_attack_player", None, "Bob", affected=("Bob",),
                           until="planeswalk")
        s = ctx.freeze()
    assert _taken(s, mt.Pass("Alice")) == (case != "pump")
    quick, full = _both(s, mt.Pass("Alice"))
    assert quick.events == full.events and quick.after == full.after
    after = quick.after
    assert after.step == "upkeep" and after.priority == "Alice"
    assert all(not after.objects[i].damage for i in after.zones["battlefield"])
    assert all(e.until != "end of turn" for e in after.effects)
    assert len(after.effects) == (2 if case == "game effects" else 0)


@pytest.mark.parametrize("case", ["hand", "control player", "no untap", "delayed",
                                  "unknown kind", "untap static", "extra turn"])
def test_514_1_712_1_502_2_500_7_the_turn_takes_the_full_path_when_more_happens(case):
    """Cards to discard (514.1), an effect a turn's beginning starts or ends or that controls
    a player (712.1, 712.5), one that keeps a permanent tapped (502.2), a delayed trigger
    (603.7), an effect of a kind nobody has declared blind to the turn's edge, a static
    ability that changes the untap step (502.2), an extra turn (500.7)."""
    alice = {"battlefield": ["Forest (tapped)", "Grizzly Bears"], "library": ["Island"] * 5}
    bob: dict = {"battlefield": ["Mountain (tapped)"], "library": ["Island"] * 5}
    if case == "hand":
        bob["hand"] = ["Island"] * 8
    s = _end(setup={"Alice": alice, "Bob": bob})
    forest = s.zones["battlefield"][0]
    if case in ("control player", "no untap", "delayed", "unknown kind"):
        ctx = Ctx(s)
        if case == "control player":
            ctx.add_effect("control_player", None, "Bob", affected=("Alice",),
                           until="their next turn", player="Alice", turn=None)
        if case == "no untap":
            ctx.add_effect("no_untap", None, "Bob", affected=(forest,), until="next untap")
        if case == "delayed":
            create_delayed(ctx, None, "Bob", "step", "Bob notes the upkeep", effects=(),
                           step="upkeep")
        if case == "unknown kind":
            ctx.add_effect("not_yet_looked_at", None, "Bob", until="game")
        s = ctx.freeze()
    if case == "untap static":
        s = _end(setup={"Alice": alice, "Bob": bob},
                 planechase={"decks": {"Bob": ["Edge of Malacol", "Tazeem"],
                                       "Alice": ["Tazeem", "Panopticon"]},
                             "face up": "Edge of Malacol"})
    if case == "extra turn":
        s = _with_extra(s, {"extra turns": ("Bob",)})
    assert not _taken(s, mt.Pass("Alice"))
    quick, full = _both(s, mt.Pass("Alice"))
    assert quick.events == full.events and quick.after == full.after


def _with_extra(s: mt.GameState, more: dict) -> mt.GameState:
    return mt.GameState(**{**{f: getattr(s, f) for f in _FIELDS},
                           "extra": tuple(sorted({**dict(s.extra), **more}.items()))})


def test_309_5_the_new_active_player_becomes_planar_controller_on_the_quick_path():
    s = _end(planechase={"decks": {"Bob": ["Tazeem", "The Fourth Sphere"],
                                   "Alice": ["Panopticon", "Fields of Summer"]},
                         "face up": "Tazeem"})
    assert s.planechase.controller == "Bob"
    assert _taken(s, mt.Pass("Alice"))
    quick, full = _both(s, mt.Pass("Alice"))
    assert quick.events == full.events and quick.after == full.after
    assert quick.after.planechase.controller == "Alice"


@pytest.mark.parametrize("seed", range(6))
def test_514_random_games_end_their_turns_alike_on_both_paths(seed, monkeypatch):
    """Every end of turn of random Planechase games, on both paths; some of them quick."""
    taken = []

    def counted(state: mt.GameState, action: mt.Pass, settled) -> mt.Step | None:
        step = quick_turn.end_turn(state, action, settled)
        taken.append(step is not None)
        return step

    monkeypatch.setattr(engine, "end_turn", counted)
    rng = random.Random(seed)
    s = mt.new_game(edition=EDITIONS[seed % 4], seed=seed, planechase=True)
    for _ in range(600):
        if s.game_over:
            break
        action = rng.choice(mt.legal_actions(s))
        if s.step == "end" and isinstance(action, mt.Pass):
            quick, full = _both(s, action)
            assert quick.events == full.events and quick.after == full.after
        s = mt.apply(s, action).after
    assert any(taken), "the quick path is met, not only refused"
