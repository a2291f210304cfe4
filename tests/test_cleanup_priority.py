"""514.3a: players get priority in the cleanup step only when state-based actions were
performed there or triggered abilities wait; then another cleanup step follows.

An "until end of turn" effect ends in cleanup (514.2). When it was what kept a creature with
-1/-1 counters alive, the creature's toughness drops to 0 there and it is put into its
owner's graveyard (704.5f), so the active player gets priority in that cleanup step, and once
all players pass with an empty stack, another cleanup step begins (the same rule numbers in
the four editions).
"""

from __future__ import annotations

import pytest

import magictutor as mt
from magictutor.editions import EDITIONS
from magictutor.engine.context import Ctx


def _end_step(edition: str, counters: int) -> mt.GameState:
    """Bob's end step, Alice to pass last: Alice's Grizzly Bears (2/2) has ``counters`` -1/-1
    counters and +0/+2 until end of turn."""
    setup = {"Alice": {"battlefield": ["Grizzly Bears"], "library": ["Island"] * 5},
             "Bob": {"battlefield": ["Mountain"], "library": ["Island"] * 5}}
    s = mt.build_game(["Alice", "Bob"], edition=edition, active="Bob", step="end", turn=3,
                      setup=setup)
    bears = next(i for i in s.zones["battlefield"] if s.objects[i].name == "Grizzly Bears")
    ctx = Ctx(s)
    ctx.add_effect("pump", None, "Alice", affected=(bears,), power=0, toughness=2)
    ctx.set_obj(bears, counters=(("-1/-1", counters),))  # (as wither leaves them)
    s = mt.apply(ctx.freeze(), mt.Pass("Bob")).after
    assert s.priority == "Alice" and s.step == "end"
    return s


@pytest.mark.parametrize("edition", EDITIONS)
def test_514_3a_a_creature_dying_in_cleanup_gives_the_active_player_priority(edition):
    s = _end_step(edition, counters=2)
    step = mt.apply(s, mt.Pass("Alice"))
    after = step.after
    assert after.step == "cleanup" and after.turn == 3
    assert after.priority == "Bob"  # (the active player: 514.3a)
    assert [after.objects[i].name for i in after.zones["Alice:graveyard"]] == ["Grizzly Bears"]
    assert [after.objects[i].name for i in after.zones["battlefield"]] == ["Mountain"]
    texts = [(e.text, e.rules) for e in step.events]
    assert any("514.3a" in rules for _, rules in texts)
    assert [a for a in mt.legal_actions(after) if isinstance(a, mt.Pass)] == [mt.Pass("Bob")]
    # Both pass with the stack empty: another cleanup step, in which nothing happens, and the
    # turn ends (514.3a).
    s2 = mt.apply(after, mt.Pass("Bob")).after
    assert s2.step == "cleanup" and s2.priority == "Alice"
    last = mt.apply(s2, mt.Pass("Alice"))
    assert last.after.turn == 4 and last.after.active == "Alice"
    assert last.after.step == "upkeep"
    cleanups = [e for e in last.events if e.kind == "step" and "Cleanup" in e.text]
    assert len(cleanups) == 1  # (the second cleanup step of turn 3)
    assert not any("514.3a" in e.rules for e in last.events)


@pytest.mark.parametrize("edition", EDITIONS)
def test_514_3_nothing_happening_in_cleanup_gives_nobody_priority(edition):
    s = _end_step(edition, counters=1)  # (a 1/1 once the +0/+2 ends: it lives)
    after = mt.apply(s, mt.Pass("Alice")).after
    assert after.turn == 4 and after.step == "upkeep" and after.priority == "Alice"
    assert len(after.zones["battlefield"]) == 2
