"""A state frozen while a choice waits, whose step changed nothing a state-based action reads,
is as checked as the state before it (``engine.NARROW_SBA``, :func:`magictutor.rules.sba_marks.
checked_as_before`): the step that answers the choice checks state-based actions only if it
changes something, and then only where they could apply (704.3). One that changed something
(lethal damage, say) is checked in full after the choice, as before."""

from __future__ import annotations

import magictutor as mt
from magictutor.engine.apply import _settled_step
from magictutor.engine.context import Ctx
from magictutor.engine.shortcuts import flag, shortcuts
from magictutor.model.work import Work, push
from magictutor.rules.sba_marks import CHECKED_AS_BEFORE


def _board() -> mt.GameState:
    return mt.build_game(["Alice", "Bob"], setup={
        "Alice": {"battlefield": ["Jace Beleren", "Grizzly Bears", "Mountain", "Forest"]}})


def _waiting(s: mt.GameState, lethal: bool) -> mt.GameState:
    """A step from ``s`` that taps a Forest (a field no state-based action reads), deals the
    Bears lethal damage if ``lethal``, and stops for Alice's choice of which of Jace and the
    Mountain to keep (the legend rule's instruction, with a group the test picks)."""
    ids = {o.name: o.id for o in s.objects.values() if o.zone == "battlefield"}
    ctx = Ctx(s)
    ctx.set_obj(ids["Forest"], tapped=True)
    if lethal:
        ctx.set_obj(ids["Grizzly Bears"], damage=2)
    push(ctx, Work("keep", {"player": "Alice", "group": (ids["Jace Beleren"], ids["Mountain"]),
                            "rule": "legend"}))
    after = _settled_step(s, mt.Pass("Alice"), ctx).after
    assert after.pending is not None and after.pending.player == "Alice"
    return after


def _keep_jace(s: mt.GameState) -> mt.Step:
    jace = next(o.id for o in s.objects.values() if o.name == "Jace Beleren")
    return mt.apply(s, mt.Choose("Alice", jace))


def test_704_3_a_choice_after_a_step_that_changed_nothing_they_read_is_as_checked():
    with shortcuts(True):
        waiting = _waiting(_board(), lethal=False)
        assert waiting._memo.get(CHECKED_AS_BEFORE) is True
        fast = _keep_jace(waiting)
    with flag("engine.NARROW_SBA", False):
        slow_waiting = _waiting(_board(), lethal=False)
        assert CHECKED_AS_BEFORE not in slow_waiting._memo
        slow = _keep_jace(slow_waiting)
    assert fast.after == slow.after and fast.events == slow.events
    assert [o.name for o in fast.after.graveyard("Alice")] == ["Mountain"]


def test_704_5g_lethal_damage_before_a_choice_destroys_the_creature_after_it():
    with shortcuts(True):
        waiting = _waiting(_board(), lethal=True)
        assert CHECKED_AS_BEFORE not in waiting._memo  # (the step changed a damage)
        after = _keep_jace(waiting).after
    assert sorted(o.name for o in after.graveyard("Alice")) == ["Grizzly Bears", "Mountain"]
    with flag("engine.NARROW_SBA", False):
        assert _keep_jace(_waiting(_board(), lethal=True)).after == after


def test_704_3_the_mark_is_what_lets_the_check_narrow():
    """The mark is a claim: put on a state whose step did change something (as a wrong
    claim would), the step after the choice would not look at the damaged Bears again."""
    with shortcuts(True):
        waiting = _waiting(_board(), lethal=True)
        waiting._memo[CHECKED_AS_BEFORE] = True
        after = _keep_jace(waiting).after
    assert [o.name for o in after.graveyard("Alice")] == ["Mountain"]
