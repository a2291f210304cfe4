"""Loyalty abilities: 306.5d and 606 (606.3 timing and once per turn, 606.4 cost, 606.5 /
606.6 enough counters) in every edition, with each refusal's rules and plain-words reason.
Numbers: 306.5d, 606.3 and 606.4 in all four editions; the "enough counters" rule is 606.5
until 2017-09 and 606.6 in current.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from pwkit import Game

import magictutor as mt
from magictutor.engine.context import Ctx

EDITIONS = mt.EDITIONS
ENOUGH = {"2011-09": "606.5", "2013-07": "606.5", "2017-09": "606.5", "current": "606.6"}


def jace_game(edition: str = "2013-07", loyalty: int = 3, **kw) -> Game:
    setup = {"Alice": {"battlefield": [f"Jace Beleren (loyalty {loyalty})", "Mountain"]
                       + ["Island"] * 3,
                       "hand": ["Jace Beleren", "Lightning Bolt"], "library": ["Island"] * 5},
             "Bob": {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"],
                     "library": ["Mountain"] * 5}}
    return Game(edition=edition, setup=setup, **kw)


@pytest.mark.parametrize("edition", EDITIONS)
def test_306_5d_606_3_one_loyalty_ability_per_permanent_per_turn(edition):
    g = jace_game(edition)
    g.activate("Alice", "Jace Beleren", "+2")
    g.resolve()
    err = g.refuse(mt.Activate("Alice", g.id("Jace Beleren", zone="battlefield"), "-1",
                               ("Alice",)))
    assert {"306.5d", "606.3"} <= set(err.rules)
    assert "Jace Beleren already activated a loyalty ability this turn" in str(err)
    g.advance("precombat main", turn=3)  # Alice's next turn: allowed again
    g.activate("Alice", "Jace Beleren", "-1", "Alice")


@pytest.mark.parametrize("edition", EDITIONS)
def test_606_3_only_the_controller_may_activate(edition):
    g = jace_game(edition, active="Bob")
    err = g.refuse(mt.Activate("Bob", g.id("Jace Beleren", zone="battlefield"), "+2"))
    assert {"306.5d", "606.3"} <= set(err.rules)
    assert "Bob does not control Jace Beleren" in str(err)


@pytest.mark.parametrize("edition", EDITIONS)
def test_606_3_needs_priority_main_phase_own_turn_empty_stack(edition):
    g = jace_game(edition)
    jace = g.id("Jace Beleren", zone="battlefield")
    g.cast("Alice", "Lightning Bolt", "Bob")  # a spell on the stack; Alice keeps priority
    err = g.refuse(mt.Activate("Alice", jace, "+2"))
    assert "the stack is not empty" in str(err) and "606.3" in err.rules
    g.pass_()  # Bob has priority now
    err = g.refuse(mt.Activate("Alice", jace, "+2"))
    assert "Alice does not have priority" in str(err) and "306.5d" in err.rules
    g.resolve_all()
    g.advance("beginning of combat")
    err = g.refuse(mt.Activate("Alice", jace, "+2"))
    assert "not a main phase" in str(err) and {"306.5d", "606.3"} <= set(err.rules)


@pytest.mark.parametrize("edition", EDITIONS)
def test_606_3_not_during_an_opponents_turn(edition):
    g = jace_game(edition, active="Bob")
    g.pass_()  # Alice gets priority during Bob's main phase
    err = g.refuse(mt.Activate("Alice", g.id("Jace Beleren", zone="battlefield"), "+2"))
    assert "it is not their turn" in str(err) and "606.3" in err.rules


def test_606_3_a_change_of_control_does_not_reset_the_count_2013():
    g = jace_game()
    jace = g.id("Jace Beleren", zone="battlefield")
    g.activate("Alice", "Jace Beleren", "+2")
    g.resolve()
    # what-if: Jace changes control to Bob and back to Alice this same turn
    objs = dict(g.state.objects)
    objs[jace] = replace(objs[jace], controller="Alice", since_turn=g.state.turn)
    g.state = replace(g.state, objects=objs)
    err = g.refuse(mt.Activate("Alice", jace, "-1", ("Alice",)))
    assert "606.3" in err.rules and "whoever controls it" in str(err)


def test_606_3_a_new_object_may_activate_again_2013():
    g = jace_game(loyalty=1)
    g.activate("Alice", "Jace Beleren", "-1", "Alice", zone="battlefield")
    g.resolve()
    assert g.state.graveyard("Alice")[0].name == "Jace Beleren"  # 0 loyalty
    # what-if: the same card returns to Alice's hand this turn, and she casts it again
    ctx = Ctx(g.state)
    ctx.move(g.id("Jace Beleren", zone="graveyard"), "hand")
    g.state = ctx.freeze()
    first = [o.id for o in g.state.hand("Alice") if o.name == "Jace Beleren"][0]
    g.do(mt.Cast("Alice", first, ()))
    g.resolve()
    g.activate("Alice", "Jace Beleren", "+2")  # a new object (400.7): allowed
    assert g.loyalty("Jace Beleren", zone="battlefield") == 5


@pytest.mark.parametrize("edition", EDITIONS)
def test_606_4_cost_is_paid_at_once_before_the_ability_resolves(edition):
    g = jace_game(edition, loyalty=3)
    step = g.activate("Alice", "Jace Beleren", "-1", "Bob")
    assert g.loyalty("Jace Beleren", zone="battlefield") == 2
    assert [o.name for o in g.state.stack] == ["Jace Beleren -1"]
    assert {"306.5d", "606.4", "602.2b"} <= {r for e in step.events for r in e.rules}


@pytest.mark.parametrize("edition", EDITIONS)
def test_606_5_minus_cost_needs_that_many_counters(edition):
    g = jace_game(edition, loyalty=9)
    err = g.refuse(mt.Activate("Alice", g.id("Jace Beleren", zone="battlefield"), "-10",
                               ("Bob",)))
    assert ENOUGH[edition] in err.rules and "606.4" in err.rules
    assert "Jace Beleren has 9 loyalty counters and can't pay -10" in str(err)


@pytest.mark.parametrize("edition", EDITIONS)
def test_606_5_exactly_enough_loyalty_for_a_minus_still_resolves(edition):
    g = jace_game(edition, loyalty=1)
    g.activate("Alice", "Jace Beleren", "-1", "Bob", zone="battlefield")
    # the planeswalker dies to the state-based action before the ability resolves ...
    assert g.zone("Jace Beleren", zone="graveyard") == "graveyard"
    assert [o.name for o in g.state.stack] == ["Jace Beleren -1"]
    g.resolve()
    assert len(g.hand("Bob")) == 2  # ... and the ability still resolves
    expected = {"306.9", "704.5i", mt.get_edition(edition).rule("ability.independent")}
    assert expected <= g.cites


@pytest.mark.parametrize("edition", EDITIONS)
def test_606_4_plus_and_zero_costs_are_always_payable(edition):
    g = Game(edition=edition, setup={"Alice": {"battlefield": ["Gideon Jura (loyalty 1)",
                                                               "Jace Beleren (loyalty 1)"]}})
    g.activate("Alice", "Gideon Jura", "0")
    g.resolve()
    assert g.loyalty("Gideon Jura") == 1
    g.activate("Alice", "Jace Beleren", "+2")
    assert g.loyalty("Jace Beleren") == 3


@pytest.mark.parametrize("edition", EDITIONS)
def test_606_4_minus_x_is_chosen_by_the_activator(edition):
    g = Game(edition=edition, setup={"Alice": {"battlefield": ["Chandra Nalaar (loyalty 4)"]},
                                     "Bob": {"battlefield": ["Hill Giant", "Grizzly Bears"]}})
    chandra, giant = g.id("Chandra Nalaar"), g.id("Hill Giant")
    err = g.refuse(mt.Activate("Alice", chandra, "-X", (giant,)))
    assert "say the value of X" in str(err)
    err = g.refuse(mt.Activate("Alice", chandra, "-X", (giant,), 5))
    assert ENOUGH[edition] in err.rules and "can't pay -5" in str(err)
    err = g.refuse(mt.Activate("Alice", chandra, "-X", (giant,), -2))
    assert "606.4" in err.rules and "0 or more" in str(err)
    g.activate("Alice", "Chandra Nalaar", "-X", "Hill Giant", x=4)  # X = all its loyalty
    assert g.zone("Chandra Nalaar") == "graveyard"
    g.resolve()
    assert g.zone("Hill Giant") == "graveyard" and g.zone("Grizzly Bears") == "battlefield"


def test_606_planeswalker_killed_in_response_its_ability_still_resolves_2013():
    g = Game(setup={"Alice": {"battlefield": ["Chandra Nalaar"]},
                    "Bob": {"hand": ["Hero's Downfall"], "battlefield": ["Swamp"] * 3}})
    g.activate("Alice", "Chandra Nalaar", "+1", "Bob")
    g.pass_()  # Bob has priority and responds
    g.cast("Bob", "Hero's Downfall", "Chandra Nalaar")
    g.resolve()
    assert g.zone("Chandra Nalaar") == "graveyard"
    g.resolve()  # Chandra Nalaar +1 resolves without its source
    assert g.life("Bob") == 19
    assert "Chandra Nalaar deals 1 damage to Bob" in g.log


def test_606_unknown_cost_and_missing_permanent_are_clear_refusals():
    g = jace_game()
    err = g.refuse(mt.Activate("Alice", g.id("Jace Beleren", zone="battlefield"), "+7"))
    assert "has no loyalty ability with cost +7 (its costs: +2, -1, -10)" in str(err)
    err = g.refuse(mt.Activate("Alice", g.id("Island", zone="battlefield"), "+2"))
    assert "Island has no loyalty ability" in str(err)
    err = g.refuse(mt.Activate("Alice", 999, "+2"))
    assert "no such permanent" in str(err)
    err = g.refuse(mt.Activate("Alice", g.id("Jace Beleren", zone="battlefield"), "+2", (), 3))
    assert "has no X in its cost" in str(err)


def test_606_refusal_lists_every_broken_rule_at_once_2013():
    g = jace_game(active="Bob", loyalty=1)
    err = g.refuse(mt.Activate("Alice", g.id("Jace Beleren", zone="battlefield"), "-10",
                               ("Bob",)))
    reasons = " | ".join(err.reasons)
    assert "does not have priority" in reasons and "not their turn" in reasons
    assert "can't pay -10" in reasons
    assert {"306.5d", "606.3", "606.5"} <= set(err.rules)
