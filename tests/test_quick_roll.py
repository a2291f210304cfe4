"""The quick roll (``quick_roll.QUICK_ROLL``, :mod:`magictutor.engine.quick_roll`): a free roll of
the planar die showing a blank face, where nothing turns blanks into chaos or waits for a roll
(901.9, 901.9a, 603.2, 704.3; 901.8 and 901.8a in ``2011-09``), gives the same step as the full
path, events, state and chance alike, hands on only answers that still hold, and takes the full
path whenever something else could happen."""

from __future__ import annotations

import random

import pytest
from test_memos import assert_memos_agree

import magictutor as mt
from magictutor.engine import quick_roll
from magictutor.engine.chance import outcome
from magictutor.engine.context import Ctx
from magictutor.engine.shortcuts import flag
from magictutor.engine.simulate import eager_policy
from magictutor.rules.delayed import create_delayed
from magictutor.rules.planechase.die import DIE, face_from

EDITIONS = ("2011-09", "2013-07", "2017-09", "current")

_FIELDS = tuple(mt.GameState.__dataclass_fields__)

_DECKS = {"Alice": ["Tazeem", "Naar Isle"], "Bob": ["Panopticon", "Goldmeadow"]}


def _both(s: mt.GameState, action: mt.Action, chance: tuple = ()) -> tuple[mt.Step, mt.Step]:
    """The step by the quick path and by the full path (only the quick roll off), each from
    the state as it is (its answers warm, as in a game)."""
    with flag("QUICK_ROLL", True):
        quick = mt.apply(s, action, chance)
    with flag("QUICK_ROLL", False):
        full = mt.apply(s, action, chance)
    return quick, full


def _same(quick: mt.Step, full: mt.Step) -> None:
    assert quick.events == full.events and quick.after == full.after
    assert quick.chance == full.chance


def _taken(s: mt.GameState, action: mt.RollPlanarDie, chance: tuple = ()) -> bool:
    return quick_roll.roll_step(s, action, chance, []) is not None


def _main(edition: str = "2013-07", face: str | None = "blank", **pc) -> mt.GameState:
    """Alice's precombat main phase of a Planechase game with two Forests, the seed chosen so
    that her next roll draws ``face`` (any face with None); the answers asked of the state, as
    a game asks them before acting."""
    for seed in range(200):
        s = mt.build_game(["Alice", "Bob"], edition=edition, active="Alice",
                          step="precombat main", turn=3, seed=seed,
                          setup={"Alice": {"battlefield": ["Forest", "Forest"],
                                           "hand": ["Grizzly Bears"],
                                           "library": ["Island"] * 5},
                                 "Bob": {"library": ["Island"] * 5}},
                          planechase={"decks": _DECKS, **pc})
        if face is None or outcome(s.seed, s.rng_count, DIE, face_from) == face:
            mt.legal_actions(s)
            return s
    raise AssertionError(f"no seed draws {face}")  # pragma: no cover


ROLL = mt.RollPlanarDie("Alice")


@pytest.mark.parametrize("edition", EDITIONS)
def test_901_9a_the_quick_blank_roll_is_the_full_path_s_step(edition):
    s = _main(edition)
    assert _taken(s, ROLL)
    quick, full = _both(s, ROLL)
    _same(quick, full)
    after = quick.after
    assert after.player("Alice").rolls == 1 and after.priority == "Alice" and after.passes == ()
    assert after.rng_count == s.rng_count + 1 and quick.chance == ("blank",)
    assert [e.text for e in quick.events] == [
        "Alice rolls the planar die (roll 1 this turn, cost {0}): blank",
        "Blank: nothing happens, and the active player gets priority"]
    assert quick.events[0].rules[0] == ("901.8" if edition == "2011-09" else "901.9")
    assert_memos_agree(after)
    assert any(isinstance(a, mt.RollPlanarDie) for a in mt.legal_actions(after))  # ({1}: paid)
    assert_memos_agree(mt.apply(after, mt.Pass("Alice")).after)


def test_901_9_a_replayed_blank_is_quick_and_the_same():
    """A step replayed with its recorded blank (a save, a timeline) takes the quick path too,
    whatever the seed would draw; two outcomes to replay take the full path."""
    s = _main(face="chaos")
    assert _taken(s, ROLL, ("blank",))
    _same(*_both(s, ROLL, ("blank",)))
    assert not _taken(s, ROLL, ("blank", "blank"))
    _same(*_both(s, ROLL, ("blank", "blank")))


@pytest.mark.parametrize("face", ["chaos", "planeswalk"])
def test_901_9b_901_9c_a_face_that_does_something_takes_the_full_path(face):
    s = _main(face=face)
    assert not _taken(s, ROLL)
    quick, full = _both(s, ROLL)
    _same(quick, full)
    assert quick.chance == (face,)
    assert quick.after.triggers or quick.after.zones.get("stack") or quick.after.work


def test_901_9_a_roll_that_costs_mana_takes_the_full_path():
    """The second roll of a turn costs {1} (901.9): paying taps a land, which the quick path
    does not do."""
    s = _main(**{"rolls this turn": 1})
    assert not _taken(s, ROLL)
    quick, full = _both(s, ROLL)
    _same(quick, full)
    assert sum(o.tapped for o in quick.after.battlefield) == 1


def test_a_forced_blank_takes_the_full_path():
    """A face a lesson chooses is logged as chosen, and draws nothing."""
    s = _main()
    forced = mt.RollPlanarDie("Alice", force="blank")
    assert not _taken(s, forced)
    quick, full = _both(s, forced)
    _same(quick, full)
    assert quick.chance == () and quick.after.rng_count == s.rng_count


def _with(s: mt.GameState, case: str) -> mt.GameState:
    ctx = Ctx(s)
    if case == "blank is chaos":
        ctx.add_effect("blank_is_chaos", None, "Alice", until="planeswalk")
    else:
        create_delayed(ctx, None, "Alice", "roll", "Note: a roll", effects=())
    return ctx.freeze()


@pytest.mark.parametrize("case", ["Stairs to Infinity", "Bob's Stairs", "blank is chaos",
                                  "delayed", "unsettled"])
def test_901_9a_603_2_603_7_704_3_a_blank_roll_takes_the_full_path_when_more_happens(case):
    """Something waits for a roll (Stairs to Infinity face up, whoever controls it; a delayed
    triggered ability), Chaotic Aether's effect makes the blank a chaos roll, or state-based
    actions are not yet checked: the full path, whose state is not the one the quick path
    would build (the claim would be wrong here)."""
    if case == "Stairs to Infinity":
        s = _main(**{"face up": "Stairs to Infinity"})
    elif case == "Bob's Stairs":
        s = _main(decks={"Alice": ["Tazeem"], "Bob": ["Stairs to Infinity"]},
                  **{"face up": "Stairs to Infinity"})
    else:
        s = _main()
        if case == "unsettled":
            s = mt.GameState(**{**{f: getattr(s, f) for f in _FIELDS},
                                "extra": tuple(sorted({**dict(s.extra),
                                                       "unsettled": True}.items()))})
        else:
            s = _with(s, case)
    chance = ("blank",)  # (the face replayed: the seed's own draw would do as well)
    assert not _taken(s, ROLL, chance)
    quick, full = _both(s, ROLL, chance)
    _same(quick, full)
    if case != "unsettled":
        assert full.after != quick_roll._after(s, "Alice") or len(full.events) > 2


def test_805_5a_901_12d_a_team_s_roll_takes_the_full_path():
    names = ["Alice", "Bob", "Carol", "Dave"]
    s = mt.build_game(names, active="Alice", step="precombat main", turn=3,
                      teams=[["Alice", "Bob"], ["Carol", "Dave"]],
                      setup={n: {"library": ["Island"] * 3} for n in names},
                      planechase={"decks": {"Alice": ["Tazeem"], "Carol": ["Naar Isle"]}})
    assert not _taken(s, ROLL, ("blank",))
    _same(*_both(s, ROLL, ("blank",)))


@pytest.mark.parametrize("lands", [0, 1, 2])
def test_901_9_the_roller_s_answer_after_the_roll_keeps_the_next_roll_only_if_paid(lands):
    """After the quick roll, the roller's legal actions under their new key are handed on from
    their answer before it: the next roll costs {1} (901.9), so it stays with an untapped land
    to pay for it and goes without one; every other action is the same, in the same order, as
    an answer from scratch says."""
    s = _main()
    if lands < 2:  # (tap the Forests that can't pay)
        ctx = Ctx(s)
        for oid in [o.id for o in s.battlefield][:2 - lands]:
            ctx.set_obj(oid, tapped=True)
        s = ctx.freeze()
    with flag("QUICK_ROLL", True):  # (every shortcut on: the hand-on is one's own)
        before = mt.legal_actions(s)
        after = mt.apply(s, ROLL).after
        key = after._memo.get("_memo_key")
        assert key is not None and key in after._memo["_legal_cache"]  # (handed on)
        now = mt.legal_actions(after)
    assert (ROLL in now) == (lands > 0)
    assert [a for a in now if a != ROLL] == [a for a in before if a != ROLL]
    assert_memos_agree(after)


def test_the_quick_roll_hands_on_nothing_with_hand_on_off():
    """``memos.HAND_ON`` off: the state after a quick roll remembers nothing of the one
    before (but the card set it was worked out with)."""
    s = _main()
    with flag("HAND_ON", False):  # (the step itself: the shadow mode asks more of the state)
        step = quick_roll.roll_step(s, ROLL, (), [])
    assert step is not None and set(step.after._memo) <= {"_card_set"}
    assert_memos_agree(step.after)


@pytest.mark.parametrize("seed", range(8))
def test_901_random_games_roll_alike_on_both_paths(seed, monkeypatch):
    """Every roll of random and eager Planechase games in the four editions, on both paths,
    with the answers after each compared with answers from scratch; most blanks quick."""
    taken = []
    real = quick_roll.roll_step

    def counted(state, action, chance, control):
        step = real(state, action, chance, control)
        taken.append(step is not None)
        return step

    monkeypatch.setattr("magictutor.engine.apply.roll_step", counted)
    rng = random.Random(seed)
    s = mt.new_game(edition=EDITIONS[seed % 4], seed=seed, planechase=True)
    for i in range(400):
        if s.game_over:
            break
        actions = mt.legal_actions(s)
        action = eager_policy(s, actions, rng) if seed % 2 or i % 3 else rng.choice(actions)
        if isinstance(action, mt.RollPlanarDie):
            quick, full = _both(s, action)
            _same(quick, full)
            assert_memos_agree(quick.after)
        s = mt.apply(s, action).after
    assert any(taken), "the quick path is met, not only refused"
