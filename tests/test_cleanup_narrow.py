"""The state-based actions of cleanup, narrowed (``turn.NARROW_CLEANUP``, 514.3a, 704.3): looked
for only when the step changed something one of them reads since they were last checked, and
only where they could apply; the same answers as the check of every permanent, which the
flag off (or ``MAGICTUTOR_FAST=0``) makes."""

from __future__ import annotations

import pytest

import magictutor as mt
from magictutor.editions import EDITIONS
from magictutor.engine.context import Ctx
from magictutor.engine.shortcuts import _no_shadow, flag
from magictutor.rules import turn


def _end(edition: str = "2013-07") -> tuple[mt.GameState, int]:
    """Bob's end step, Alice to pass last, and Alice's Grizzly Bears."""
    setup = {"Alice": {"battlefield": ["Grizzly Bears"], "library": ["Island"] * 5},
             "Bob": {"battlefield": ["Mountain"], "library": ["Island"] * 5,
                     "hand": ["Island"] * 8}}  # (8 cards: the full path, 514.1)
    s = mt.build_game(["Alice", "Bob"], edition=edition, active="Bob", step="end", turn=3,
                      setup=setup)
    bears = next(i for i in s.zones["battlefield"] if s.objects[i].name == "Grizzly Bears")
    return mt.apply(s, mt.Pass("Bob")).after, bears


def _counting(monkeypatch) -> list[bool]:
    """The ``full`` argument of every check of state-based actions cleanup makes."""
    seen: list[bool] = []
    real = turn.check_sba

    def counted(ctx, full=True):
        seen.append(full)
        return real(ctx, full)

    monkeypatch.setattr(turn, "check_sba", counted)
    return seen


@pytest.mark.parametrize("on", [True, False])
def test_514_3a_nothing_changed_in_cleanup_needs_no_check(on, monkeypatch):
    """A discard to hand size (514.1) changes no permanent: with the shortcut on, cleanup
    performs no check of state-based actions; off, it checks every permanent. The step is the
    same either way."""
    s, _ = _end()
    seen = _counting(monkeypatch)
    with flag("NARROW_CLEANUP", on), _no_shadow():  # (the shadow mode checks in full too)
        step = mt.apply(s, mt.Pass("Alice"))
    assert seen == ([] if on else [True])
    assert step.after.turn == 4 and step.after.step == "upkeep"
    with flag("NARROW_CLEANUP", not on):
        other = mt.apply(s, mt.Pass("Alice"))
    assert other.events == step.events and other.after == step.after


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("on", [True, False])
def test_514_3a_704_5f_damage_removed_narrows_the_check_to_what_changed(edition, on,
                                                                        monkeypatch):
    """Damage removed from the Grizzly Bears (514.2) is a change state-based actions read:
    with the shortcut on, cleanup looks at what changed only (no full check); nothing
    applies, nobody gets priority, the turn ends as with every permanent checked."""
    s, bears = _end(edition)
    ctx = Ctx(s)
    ctx.set_obj(bears, damage=1)
    ctx.settled = True  # (settled with the damage on it: 1 < 2, no state-based action)
    s = ctx.freeze()
    seen = _counting(monkeypatch)
    with flag("NARROW_CLEANUP", on), _no_shadow():  # (the shadow mode checks in full too)
        step = mt.apply(s, mt.Pass("Alice"))
    assert seen == ([False] if on else [True])
    assert step.after.turn == 4 and bears in step.after.zones["battlefield"]
    with flag("NARROW_CLEANUP", not on):
        other = mt.apply(s, mt.Pass("Alice"))
    assert other.events == step.events and other.after == step.after


@pytest.mark.parametrize("on", [True, False])
def test_514_3a_a_state_not_checked_is_checked_in_full_in_cleanup(on):
    """A state frozen mid-step, not settled (its side table says ``unsettled``), whose Grizzly
    Bears have two -1/-1 counters (0 toughness): nothing the step itself changes, but the
    state before was not checked, so cleanup checks every permanent (the narrowed check
    would look at none) and the Bears die there: 704.5f, and Bob gets priority (514.3a)."""
    s, bears = _end()
    ctx = Ctx(s)
    ctx.set_obj(bears, counters=(("-1/-1", 2),))
    s = ctx.freeze()
    assert dict(s.extra).get("unsettled")
    with flag("NARROW_CLEANUP", on):
        after = mt.apply(s, mt.Pass("Alice")).after
    assert after.step == "cleanup" and after.priority == "Bob" and after.turn == 3
    assert bears in after.zones["Alice:graveyard"]
