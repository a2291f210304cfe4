"""Properties of games with planeswalkers (hypothesis), in every edition:

* a refused action never changes the state, and each refusal cites rules that exist in the
  game's edition;
* loyalty counters (and all other counters) are never negative;
* no object is in two zones or in none.

Random games mix legal actions (from :func:`magictutor.legal_actions`) with mutated ones:
loyalty abilities with wrong costs, negative or missing X, foreign permanents, repeated
targets, actions out of turn.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_editions import assert_cites_exist
from test_properties import invariants

import magictutor as mt
from magictutor.engine.serialize import to_jsonable

LIB = ["Plains", "Island", "Swamp", "Mountain", "Forest"] * 3

SITUATIONS = [
    dict(setup={
        "Alice": {"battlefield": ["Jace Beleren", "Chandra Ablaze (loyalty 7)", "Grizzly Bears",
                                  "Mountain", "Mountain", "Swamp", "Swamp", "Swamp"],
                  "hand": ["Lightning Bolt", "Hero's Downfall", "Lava Axe"],
                  "graveyard": ["Shock", "Blightning"], "library": LIB},
        "Bob": {"battlefield": ["Gideon Jura (loyalty 2)", "Hill Giant", "Plains", "Forest"],
                "hand": ["Bandage", "Giant Growth"], "library": LIB}}),
    dict(active="Bob", setup={
        "Alice": {"battlefield": ["Sorin Markov (loyalty 7)", "Liliana Vess", "Wall of Stone"],
                  "hand": ["Shock"], "library": LIB},
        "Bob": {"battlefield": ["Garruk Wildspeaker", "Ajani Vengeant", "Hellrider",
                                "Colossal Dreadmaw", "Furnace of Rath", "Forest", "Mountain"],
                "hand": ["Giant Growth", "Lightning Bolt"], "graveyard": ["Serra Angel"],
                "library": LIB}}),
    dict(players=["Alice", "Bob", "Carol"], setup={
        "Alice": {"battlefield": ["Ajani Goldmane (loyalty 6)", "Serra Angel", "Plains"],
                  "hand": ["Bandage", "Chandra Nalaar"], "library": LIB},
        "Bob": {"battlefield": ["Chandra Nalaar (loyalty 9)", "Mountain"],
                "hand": ["Lightning Bolt"], "library": LIB},
        "Carol": {"battlefield": ["Jace Beleren (loyalty 1)", "Grizzly Bears"],
                  "library": LIB}}),
]


def mutated(state: mt.GameState, k: int) -> mt.Action:
    """A likely-illegal action built from the state's own objects and players."""
    names = state.player_names
    objs = sorted(state.objects)
    who = names[k % len(names)]
    oid = objs[(k // 3) % len(objs)]
    other = objs[(k // 11) % len(objs)]
    tgt = names[(k // 7) % len(names)]
    cost = ["+1", "+2", "0", "-1", "-2", "-3", "-7", "-8", "-X", "+9", "7"][k % 11]
    x = [None, -1, 0, 1, 3, 100][k % 6]
    kinds = [
        mt.Activate(who, oid, cost, (tgt,), x), mt.Activate(who, oid, cost, (), x),
        mt.Activate(who, oid, cost, (other, other), x), mt.Activate(who, oid, cost, (other,)),
        mt.Cast(who, oid, (tgt,), x), mt.Cast(who, oid, (other,)), mt.Pass(who),
        mt.Choose(who, other), mt.Choose(who, "no"), mt.DeclareAttackers(who, ((oid, other),)),
        mt.DeclareBlockers(who, ((oid, other),)), mt.PlayLand(who, oid),
        mt.AssignDamage(who, oid, ((tgt, 2),)),
    ]
    return kinds[k % len(kinds)]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(situation=st.integers(0, len(SITUATIONS) - 1),
       edition=st.sampled_from(mt.EDITIONS),
       choices=st.lists(st.tuples(st.booleans(), st.integers(0, 100_000)), max_size=40))
def test_refusals_change_nothing_and_counters_stay_non_negative(situation, edition, choices):
    spec = dict(SITUATIONS[situation])
    state = mt.build_game(spec.pop("players", ["Alice", "Bob"]), **spec, edition=edition)
    invariants(state)
    for illegal, k in choices:
        if state.game_over:
            break
        if illegal:
            action = mutated(state, k)
            problems = mt.check(state, action)
            if problems:
                before = to_jsonable(state)
                try:
                    mt.apply(state, action)
                except mt.IllegalActionError as err:
                    assert_cites_exist(edition, err.rules)
                    assert all(why for why in err.reasons)
                else:  # pragma: no cover - check said illegal but apply carried it out
                    raise AssertionError(f"{action} was refused by check but applied")
                assert to_jsonable(state) == before
                continue
        actions = mt.legal_actions(state)
        if not actions:
            break
        step = mt.apply(state, actions[k % len(actions)])
        assert_cites_exist(edition, [r for e in step.events for r in e.rules])
        state = step.after
        invariants(state)
