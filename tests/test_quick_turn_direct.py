"""The quick end of a turn without a working copy (:func:`magictutor.engine.quick_turn._direct`,
part of ``quick_turn.QUICK_TURN``): the same step as the working copy's quick end and as the
full path (events, state, and every answer handed on: :mod:`magictutor.engine.memos_turn`),
and the working copy whenever there is damage to remove (514.2) or a single planar deck
(901.15b)."""

from __future__ import annotations

import random

import pytest

import magictutor as mt
from magictutor.engine import apply as engine
from magictutor.engine import quick_turn
from magictutor.engine.shortcuts import flag, plain_copy, shortcuts
from magictutor.engine.simulate import eager_policy
from magictutor.rules.targets import candidates

EDITIONS = ("2011-09", "2013-07", "2017-09", "current")
_FIELDS = tuple(mt.GameState.__dataclass_fields__)


def _copy(s: mt.GameState) -> mt.GameState:
    """``s`` again, remembering what ``s`` remembers now (its side table copied)."""
    c = mt.GameState(**{f: getattr(s, f) for f in _FIELDS})
    c._memo.clear()
    c._memo.update(s._memo)
    return c


def _by_working_copy(s: mt.GameState, action: mt.Pass, nxt: str, untap: list[int]) -> mt.Step:
    """The quick end of the turn as the working copy carries it out (settled and frozen)."""
    ctx = quick_turn._working_copy(s, action, nxt, untap, [])
    return engine._settled_step(s, action, ctx)


def _end(setup: dict, **kw) -> mt.GameState:
    """Bob's end step, Alice having passed: Bob's pass ends the turn... then Alice's."""
    s = mt.build_game(["Alice", "Bob"], active="Bob", step="end", turn=3, setup=setup, **kw)
    return mt.apply(s, mt.Pass("Bob")).after


@pytest.mark.parametrize("seed", range(8))
def test_514_502_2_the_direct_end_of_a_turn_is_the_working_copy_s_step(seed, monkeypatch):
    """Every quick end of a turn of seeded games (eager and random policies, four editions,
    Planechase) without a working copy gives the working copy's events and state, and hands
    on the very answers its freezing hands on; both with and without permanents to untap."""
    met = {"untap": 0, "none": 0}
    direct = quick_turn._direct

    def compared(s, action, nxt, untap):
        before = _copy(s)
        step = direct(s, action, nxt, untap)
        ref = _by_working_copy(before, action, nxt, untap)
        assert step.events == ref.events and step.after == ref.after
        assert step.after._memo == ref.after._memo
        met["untap" if untap else "none"] += 1
        return step

    monkeypatch.setattr(quick_turn, "_direct", compared)
    rng = random.Random(seed)
    s = mt.new_game(edition=EDITIONS[seed % 4], seed=seed, planechase=True)
    with shortcuts(True):  # (as in any run, MAGICTUTOR_FAST=0 too)
        for _ in range(900):
            if s.game_over or s.turn > 14:
                break
            actions = mt.legal_actions(s)
            action = eager_policy(s, actions, rng) if seed % 2 == 0 else rng.choice(actions)
            s = mt.apply(s, action).after
    assert met["none"] + met["untap"] >= 3, met


def test_514_the_direct_end_is_met_with_and_without_untapping():
    """The random games above meet both kinds: a turn whose new active player untaps
    something and one where nothing is tapped (shown here on a board of each)."""
    for tapped, untaps in (("Forest (tapped)", ["Alice untaps Forest"]), ("Forest", [])):
        s = _end({"Alice": {"battlefield": [tapped], "library": ["Island"] * 5},
                  "Bob": {"battlefield": ["Mountain (tapped)"], "library": ["Island"] * 5}})
        with flag("QUICK_TURN", True):
            step = mt.apply(s, mt.Pass("Alice"))
        with shortcuts(False):
            full = mt.apply(plain_copy(s), mt.Pass("Alice"))
        assert step.events == full.events and step.after == full.after
        assert [e.text for e in step.events if e.kind == "untap"] == untaps


def test_502_2_untapping_drops_what_reads_a_tapped_status():
    """Gideon Jura's -2 ("target tapped creature") was answered on the end step with Alice's
    tapped Grizzly Bears; after the direct end of the turn she has untapped them (502.2),
    so the answer handed on must not name them: the claim would be wrong if the untapped
    creatures' answers were kept."""
    s = _end({"Alice": {"battlefield": ["Forest", "Grizzly Bears (tapped)"],
                        "library": ["Island"] * 5},
              "Bob": {"battlefield": ["Gideon Jura", "Mountain"], "library": ["Island"] * 5}})
    bears = s.zones["battlefield"][1]
    assert candidates(s, "tapped creature", "Bob") == [bears]  # (remembered on ``s``)
    with flag("QUICK_TURN", True):
        after = mt.apply(s, mt.Pass("Alice")).after
    assert "_targets_cache" not in after._memo or all(
        k[0] != "tapped creature" for k in after._memo["_targets_cache"])
    assert candidates(after, "tapped creature", "Bob") == []
    assert candidates(after, "tapped creature", "Bob") == candidates(
        plain_copy(after), "tapped creature", "Bob")


@pytest.mark.parametrize("case", ["damage", "single deck"])
def test_514_2_901_15b_damage_or_a_single_deck_takes_the_working_copy(case, monkeypatch):
    """Damage to remove (514.2: a state-based action is checked after it) or a single planar
    deck (901.15b: the new planar controller owns its cards) decline the direct path: the
    working copy carries the quick end out, as the full path would."""
    def refused(*args):
        raise AssertionError("the direct path must decline this end of a turn")

    monkeypatch.setattr(quick_turn, "_direct", refused)
    alice: dict = {"battlefield": ["Forest (tapped)", "Grizzly Bears"], "library": ["Island"] * 5}
    bob: dict = {"battlefield": ["Mountain (tapped)"], "library": ["Island"] * 5}
    kw: dict = {}
    if case == "damage":
        alice["battlefield"] = ["Forest", {"name": "Grizzly Bears", "damage": 1}]
    else:
        kw["planechase"] = {"single deck": ["Tazeem", "Panopticon", "The Fourth Sphere"]}
    s = _end({"Alice": alice, "Bob": bob}, **kw)
    if case == "single deck":
        assert s.planechase.single_deck
    with flag("QUICK_TURN", True):
        step = quick_turn.end_turn(s, mt.Pass("Alice"), engine._settled_step)
    assert step is not None
    with shortcuts(False):
        full = mt.apply(plain_copy(s), mt.Pass("Alice"))
    assert step.events == full.events and step.after == full.after
