"""Every change of a permanent's controller goes through one function
(:func:`magictutor.rules.gain_control.change_controller`): the permanent is removed from
combat (506.4 in every edition here), an attacked planeswalker stops being attacked while the
creatures attacking it go on attacking nothing (506.4c), and the haste suspend gave a creature
ends once its caster loses control of it (702.60a / 702.61a / 702.62a). These tests reach it
through the paths that don't start a control effect of their own: a control effect ending as
its player leaves the game (800.4a)."""

from __future__ import annotations

import pytest
from test_leaving import run  # (play lines of notation, keep the events)

import magictutor as mt

EDITIONS = mt.EDITIONS




def exchanged(edition: str, alice: list, bob: list, first: str, second: str) -> mt.GameState:
    """Three players, Alice's turn: Cliffside Market's chaos swaps Alice's ``first`` for Bob's
    ``second``."""
    s = mt.build_game(["Alice", "Bob", "Carol"], edition=edition, active="Alice",
                      setup={"Alice": {"battlefield": alice, "library": ["Island"]},
                             "Bob": {"battlefield": bob, "library": ["Island"]},
                             "Carol": {"library": ["Island"]}},
                      planechase={"decks": {"Alice": ["Cliffside Market", "Tazeem"],
                                            "Bob": ["The Eon Fog"], "Carol": ["Naar Isle"]},
                                  "face up": "Cliffside Market"})
    s, _ = run(s, "Alice: roll the planar die: chaos")
    for name in (first, second):
        if s.pending is not None:
            s, _ = run(s, f"{s.pending.player}: choose {name}")
    s, _ = run(s, "all: resolve")
    assert s.pending is None and not s.stack
    return s


def named(s: mt.GameState, name: str) -> mt.Obj:
    return next(o for o in s.objects.values() if o.name == name and o.zone == "battlefield")


@pytest.mark.parametrize("edition", EDITIONS)
def test_506_4c_attacked_planeswalker_changing_controller_is_removed_from_combat(edition):
    """Alice's Bears attack her own Jace, which Bob controls by the exchange. Bob leaves the
    game: Jace goes back to Alice (800.4a), is removed from combat (506.4), and the Bears,
    still attacking, attack nothing and deal no combat damage (506.4c)."""
    s = exchanged(edition, ["Jace Beleren", "Grizzly Bears"], ["Chandra Nalaar"],
                  "Jace Beleren", "Chandra Nalaar")
    assert named(s, "Jace Beleren").controller == "Bob"
    s, _ = run(s, "all: advance to declare attackers",
               "Alice: attack with Grizzly Bears at Jace Beleren")
    step = mt.apply(s, mt.LeaveGame("Bob"))
    s = step.after
    jace, bears = named(s, "Jace Beleren"), named(s, "Grizzly Bears")
    assert jace.controller == "Alice"
    assert s.combat is not None and s.combat.is_attacking(bears.id), "506.4c: still attacking"
    line = next(e for e in step.events if "removed from combat" in e.text)
    assert {"506.4", "506.4c"} <= set(line.rules) and "Jace Beleren" in line.text
    s, events = run(s, "all: advance to end of combat")
    assert named(s, "Jace Beleren").counter("loyalty") == 3, "no combat damage to Jace"
    assert any("deals no combat damage" in e.text for e in events)


@pytest.mark.parametrize("edition", EDITIONS)
def test_506_4_blocking_creature_changing_controller_is_removed_from_combat(edition):
    """Bob blocks Alice's Hill Giant with Alice's own Bears, his by the exchange. Bob
    leaves: the Bears go back to Alice (800.4a) and are removed from combat (506.4), so they
    neither block nor deal or take combat damage."""
    s = exchanged(edition, ["Grizzly Bears", "Hill Giant"], ["Serra Angel"],
                  "Grizzly Bears", "Serra Angel")
    assert named(s, "Grizzly Bears").controller == "Bob"
    s, _ = run(s, "all: advance to declare attackers", "Alice: attack with Hill Giant at Bob",
               "all: advance to declare blockers")
    s, _ = run(s, "Bob: block Hill Giant with Grizzly Bears")
    bears = named(s, "Grizzly Bears")
    assert s.combat is not None and s.combat.is_blocking(bears.id)
    step = mt.apply(s, mt.LeaveGame("Bob"))
    s = step.after
    assert named(s, "Grizzly Bears").controller == "Alice"
    assert s.combat is not None and not s.combat.is_blocking(bears.id)
    assert "506.4" in next(e for e in step.events if "removed from combat" in e.text).rules
    s, _ = run(s, "all: advance to end of combat")
    assert named(s, "Grizzly Bears").damage == 0 and named(s, "Hill Giant").damage == 0


SUSPEND = {"2011-09": "702.60a", "2013-07": "702.61a", "2017-09": "702.61a",
           "current": "702.62a"}


@pytest.mark.parametrize("edition", EDITIONS)
def test_702_61a_suspend_haste_ends_when_its_caster_loses_control(edition):
    """Alice's Bears, cast by suspend, have haste. Bob gains control of them and Alice takes
    them back, the same turn: the haste ended with the first change of control (it lasts
    until its caster loses control), so, having come under Alice's control this turn, the
    Bears can't attack (302.6)."""
    from test_planes_talon import on

    from magictutor.engine.context import Ctx
    from magictutor.rules.gain_control import change_controller

    t = on(edition, ["Grizzly Bears"])
    t.do(mt.Suspend("Alice", t.id("Grizzly Bears")))
    for turn in (3, 5):
        t.advance("upkeep", turn=turn)
        t.resolve_all()
        if t.pending is not None:  # (702.62a: "may" today)
            t.choose("yes")
            t.resolve_all()
    bears = t.id("Grizzly Bears")
    assert t.zone("Grizzly Bears") == "battlefield" and t.state.turn == 5
    assert any(e.kind == "grant" and bears in e.affected for e in t.state.effects)
    ctx = Ctx(t.state)
    change_controller(ctx, bears, "Bob")
    change_controller(ctx, bears, "Alice")
    t.state = ctx.freeze()
    assert not any(e.kind == "grant" and bears in e.affected for e in t.state.effects)
    line = next(e for e in ctx.events if "haste suspend gave it ends" in e.text)
    assert SUSPEND[edition] in line.rules
    t.advance("declare attackers")  # (with haste, Alice would be asked to declare attackers)
    assert t.pending is None and t.state.combat is not None and not t.state.combat.attackers
