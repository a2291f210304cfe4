"""Properties of the engine that must hold in every game (hypothesis walks random games):

* a refused action never changes the state (the house plan's "one door for change");
* replaying a saved timeline gives an equal state;
* no object is ever in two zones or in none (400.1: every object is in exactly one zone);
* counters are never negative (122.1: counters are added and removed, never below zero).
"""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import magictutor as mt
from magictutor.engine.serialize import to_jsonable
from magictutor.engine.shortcuts import flag, shortcuts
from magictutor.engine.timeline import Timeline

SITUATIONS = [
    dict(players=["Alice", "Bob"], active="Bob",
         setup={"Alice": {"battlefield": ["Jace Beleren", "Grizzly Bears", "Forest", "Forest"],
                          "hand": ["Lightning Bolt", "Shock"], "library": ["Island"] * 5},
                "Bob": {"battlefield": ["Chandra Nalaar", "Mountain", "Mountain", "Grizzly Bears"],
                        "hand": ["Lightning Bolt", "Shock", "Chandra Ablaze"],
                        "library": ["Mountain"] * 5}}),
    dict(players=["Alice", "Bob", "Carol"],
         setup={"Alice": {"battlefield": ["Island", "Island", "Island"], "hand": ["Jace Beleren"],
                          "library": ["Island"] * 4},
                "Bob": {"battlefield": ["Jace Beleren (loyalty 1)"], "library": ["Island"] * 4},
                "Carol": {"battlefield": ["Grizzly Bears"], "library": ["Island"] * 4}},
         planechase={"decks": {"Alice": ["Panopticon", "Tazeem"],
                               "Bob": ["Fields of Summer", "The Eon Fog"],
                               "Carol": ["Panopticon", "Tazeem"]}}),
]


def mutated(state: mt.GameState, k: int) -> mt.Action:
    """A likely-illegal action built from the state's own objects and players."""
    names = state.player_names
    objs = sorted(state.objects)
    who = names[k % len(names)]
    oid = objs[k % len(objs)] if objs else 1
    tgt = names[(k // 7) % len(names)]
    kinds = [mt.Pass(who), mt.Cast(who, oid, (tgt,)), mt.Activate(who, oid, "-1", (tgt,)),
             mt.Activate(who, oid, "+2"), mt.PlayLand(who, oid), mt.RollPlanarDie(who),
             mt.Choose(who, "no"), mt.DeclareAttackers(who, ((oid, tgt),)),
             mt.DeclareBlockers(who, ((oid, oid),))]
    return kinds[k % len(kinds)]


def invariants(state: mt.GameState) -> None:
    seen: dict[int, str] = {}
    for key, ids in state.zones.items():
        for i in ids:
            assert i not in seen, f"object {i} is in {seen[i]} and {key}"
            seen[i] = key
    assert set(seen) == set(state.objects), "an object is in no zone, or a zone lists a ghost"
    for o in state.objects.values():
        assert all(n >= 0 for _, n in o.counters), f"{o.name} has negative counters"


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(situation=st.integers(0, len(SITUATIONS) - 1),
       choices=st.lists(st.tuples(st.booleans(), st.integers(0, 10_000)), max_size=30))
def test_random_games_keep_the_invariants(situation, choices):
    s = mt.build_game(**SITUATIONS[situation])
    t = Timeline(s)
    invariants(t.state)
    for illegal, k in choices:
        state = t.state
        if state.game_over:
            break
        if illegal:
            action = mutated(state, k)
            if mt.check(state, action):
                before = json.dumps(to_jsonable(state))
                try:
                    mt.apply(state, action)
                except mt.IllegalActionError:
                    pass
                else:  # pragma: no cover - a check said illegal but apply carried it out
                    raise AssertionError(f"{action} was refused by check but applied")
                assert json.dumps(to_jsonable(state)) == before
                continue
        actions = mt.legal_actions(state)
        if not actions:
            break
        t.apply(actions[k % len(actions)])
        invariants(t.state)
    loaded = Timeline.from_json(t.to_json())
    assert loaded.state == t.state


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(situation=st.integers(0, len(SITUATIONS) - 1),
       choices=st.lists(st.integers(0, 10_000), max_size=25))
def test_legal_actions_shortcuts_change_nothing(situation, choices):
    """legal_actions skips hopeless groups of candidates; it must list exactly the
    candidates that check() accepts."""
    from magictutor.engine.legal import enumerate_actions

    s = mt.build_game(**SITUATIONS[situation])
    for k in choices:
        if s.game_over:
            break
        fast = mt.legal_actions(s)
        slow = [a for a in enumerate_actions(s) if not mt.check(s, a)]
        assert fast == slow
        s = mt.apply(s, fast[k % len(fast)]).after


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(situation=st.integers(0, len(SITUATIONS) - 1),
       choices=st.lists(st.integers(0, 10_000), max_size=30))
def test_skipping_state_based_actions_after_idle_steps_changes_nothing(situation, choices):
    """704.3: state-based actions are checked whenever a player would receive priority. The
    engine skips the check after a step that changed no object, player or effect (the last
    check still holds); the outcome must be the same as checking every time."""

    s = mt.build_game(**SITUATIONS[situation])
    for k in choices:
        if s.game_over:
            break
        acts = mt.legal_actions(s)
        action = acts[k % len(acts)]
        with shortcuts(True):
            fast = mt.apply(s, action).after
        with flag("engine.NARROW_SBA", False):
            slow = mt.apply(s, action).after
        assert fast == slow
        s = fast


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(situation=st.integers(0, len(SITUATIONS) - 1),
       choices=st.lists(st.integers(0, 10_000), max_size=40))
def test_quick_passes_change_nothing(situation, choices):
    """116.3d: a pass that leaves some live player still to pass only hands priority on. The
    engine then builds the new state without a working copy; the step (events, state,
    recorded chance) must be the one the full path gives."""

    s = mt.build_game(**SITUATIONS[situation])
    for k in choices:
        if s.game_over:
            break
        acts = mt.legal_actions(s)
        action = acts[k % len(acts)]
        with shortcuts(True):
            quick = mt.apply(s, action)
        with flag("engine.QUICK_PASS", False):
            full = mt.apply(s, action)
        assert (quick.events, quick.after, quick.chance) == (full.events, full.after, full.chance)
        s = quick.after


def test_a_quick_pass_made_for_a_controlled_player_logs_who_decided():
    """712.5: while Alice controls Bob (Sorin Markov's -7), Bob's pass is decided by Alice and
    the log says so; the quick pass logs exactly what the full path logs."""
    from pwkit import Game

    from magictutor.engine import apply as engine

    library = ["Island"] * 10
    g = Game(setup={"Alice": {"battlefield": ["Sorin Markov (loyalty 7)"], "library": library},
                    "Bob": {"library": library}})
    g.activate("Alice", "Sorin Markov", "-7", "Bob")
    g.resolve()
    g.advance("precombat main", turn=2)
    s = g.state
    assert s.priority == "Bob" and mt.current_player(s) == "Alice"
    with shortcuts(True):
        quick = mt.apply(s, mt.Pass("Bob"))
    with flag("engine.QUICK_PASS", False):
        full = mt.apply(s, mt.Pass("Bob"))
    assert engine._quick_move(s, mt.Pass("Bob")) is not None  # the quick path was taken
    assert [e.kind for e in quick.events] == ["control", "pass"]
    assert (quick.events, quick.after) == (full.events, full.after)
