"""Rule 306 (planeswalkers): casting, types, loyalty, damage and the 0-loyalty rule, in each
edition; and the five planeswalker examples of the scenario format (examples 01-05, all
2013-07), driven through the engine directly. Rule numbers are those of the edition named
in each test (306.x did not move between the four editions; 606.5 became 606.6 in current).
"""

from __future__ import annotations

import pytest
from pwkit import Game

import magictutor as mt
from magictutor.cards import card
from magictutor.engine.context import Ctx
from magictutor.model.query import chars_of
from magictutor.model.state import Obj

EDITIONS = mt.EDITIONS


# --- the scenario examples 01-05 (edition 2013-07) ---------------------------------------------
def test_example_01_loyalty_once_per_turn():
    g = Game(setup={"Alice": {"hand": ["Jace Beleren"], "battlefield": ["Island"] * 3,
                              "library": ["Island", "Island"]},
                    "Bob": {"library": ["Mountain", "Mountain"]}})
    g.cast("Alice", "Jace Beleren")
    assert [o.name for o in g.state.stack] == ["Jace Beleren"]
    g.resolve()
    assert g.zone("Jace Beleren") == "battlefield" and g.loyalty("Jace Beleren") == 3
    g.activate("Alice", "Jace Beleren", "+2")
    assert g.loyalty("Jace Beleren") == 5  # the cost is paid at once
    assert [o.name for o in g.state.stack] == ["Jace Beleren +2"]
    g.resolve()
    err = g.refuse(mt.Activate("Alice", g.id("Jace Beleren"), "-1", ("Alice",)))
    assert "306.5d" in err.rules
    assert g.loyalty("Jace Beleren") == 5
    assert len(g.hand("Alice")) == 1 and len(g.hand("Bob")) == 1


def test_example_02_bolt_redirected():
    g = Game(active="Bob", setup={"Alice": {"battlefield": ["Jace Beleren (loyalty 4)"]},
                                  "Bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
    g.cast("Bob", "Lightning Bolt", "Alice")
    g.resolve()
    assert g.pending.player == "Bob"  # the source's controller decides as the damage is dealt
    assert mt.current_player(g.state) == "Bob"
    g.choose("Jace Beleren")
    assert g.life("Alice") == 20
    assert g.loyalty("Jace Beleren") == 1 and g.zone("Jace Beleren") == "battlefield"
    assert [o.name for o in g.state.graveyard("Bob")] == ["Lightning Bolt"]
    assert {"306.7", "306.8"} <= g.cites


def test_example_03_no_redirect_from_own_source():
    g = Game(setup={"Alice": {"hand": ["Lightning Bolt"],
                              "battlefield": ["Mountain", "Chandra Nalaar"]}})
    g.cast("Alice", "Lightning Bolt", "Alice")
    g.resolve()
    assert g.pending is None
    assert g.life("Alice") == 17 and g.loyalty("Chandra Nalaar") == 6
    assert "its source is controlled by Alice" in g.log


def test_example_04_uniqueness_controller_chooses():
    g = Game(setup={"Alice": {"hand": ["Chandra Ablaze"],
                              "battlefield": ["Chandra Nalaar"] + ["Mountain"] * 6}})
    g.cast("Alice", "Chandra Ablaze")
    g.resolve()
    assert g.pending.player == "Alice"
    g.choose("Chandra Ablaze")
    assert g.zone("Chandra Ablaze") == "battlefield" and g.loyalty("Chandra Ablaze") == 5
    assert g.zone("Chandra Nalaar") == "graveyard"
    assert {"306.4", "704.5j"} <= g.cites


def test_example_05_attack_a_planeswalker():
    g = Game(active="Bob", setup={"Alice": {"battlefield": ["Jace Beleren (loyalty 3)"]},
                                  "Bob": {"battlefield": ["Grizzly Bears"]}})
    g.advance("declare attackers")
    g.attack(("Grizzly Bears", "Jace Beleren"))
    g.advance("declare blockers")
    g.advance("end of combat")
    assert g.loyalty("Jace Beleren") == 1 and g.life("Alice") == 20
    assert {"306.6", "306.8"} <= g.cites


# --- 306.1 / 306.2: casting a planeswalker -------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_306_1_planeswalker_spell_needs_own_main_phase_and_empty_stack(edition):
    g = Game(edition=edition, setup={
        "Alice": {"hand": ["Jace Beleren", "Lightning Bolt"],
                  "battlefield": ["Island", "Island", "Island", "Mountain"]},
        "Bob": {"hand": ["Jace Beleren"], "battlefield": ["Island"] * 3}})
    # Bob: not his turn (and he lacks priority)
    err = g.refuse(mt.Cast("Bob", g.id("Jace Beleren", owner="Bob"), ()))
    assert "306.1" in err.rules and "it is not their turn" in str(err)
    # Alice with a spell on the stack
    g.cast("Alice", "Lightning Bolt", "Bob")
    err = g.refuse(mt.Cast("Alice", g.id("Jace Beleren", owner="Alice"), ()))
    assert "306.1" in err.rules and "the stack is not empty" in str(err)
    g.resolve_all()
    # Alice in the beginning of combat step
    g.advance("beginning of combat")
    err = g.refuse(mt.Cast("Alice", g.id("Jace Beleren", owner="Alice"), ()))
    assert "306.1" in err.rules and "not a main phase" in str(err)


@pytest.mark.parametrize("edition", EDITIONS)
def test_306_2_planeswalker_uses_the_stack_and_enters_under_casters_control(edition):
    g = Game(edition=edition, setup={"Alice": {"hand": ["Garruk Wildspeaker"],
                                               "battlefield": ["Forest"] * 4}})
    g.cast("Alice", "Garruk Wildspeaker")
    assert g.zone("Garruk Wildspeaker") == "stack"  # it can be responded to
    g.resolve()
    o = g.obj("Garruk Wildspeaker")
    assert o.zone == "battlefield" and o.controller == "Alice"
    assert {"306.1", "306.2"} <= g.cites


# --- 306.3: planeswalker types -------------------------------------------------------------------
def test_306_3_types_are_the_words_after_the_dash():
    assert card("Chandra Ablaze").subtypes == ("Chandra",)
    assert card("Chandra Nalaar").type_line == "Planeswalker \u2014 Chandra"
    assert card("Ajani Vengeant").subtypes == card("Ajani Goldmane").subtypes == ("Ajani",)
    assert card("Jace Beleren", "2017-09").type_line == "Legendary Planeswalker \u2014 Jace"


def _dual_walker(state: mt.GameState, controller: str) -> mt.GameState:
    """A what-if: a planeswalker token with two planeswalker types, Ajani and Chandra."""
    ctx = Ctx(state)
    spec = (("name", "Twin Walker"), ("types", ("Planeswalker",)),
            ("subtypes", ("Ajani", "Chandra")), ("loyalty", 3))
    ctx.add_object(Obj(id=ctx.new_id(), name="Twin Walker", kind="token", owner=controller,
                       controller=controller, zone="battlefield", counters=(("loyalty", 3),),
                       info=(("token", spec),)), "battlefield")
    return ctx.freeze()


def test_306_3_a_planeswalker_may_have_several_types_2013():
    g = Game(setup={"Alice": {"battlefield": ["Ajani Goldmane", "Chandra Nalaar"]}})
    g.state = _dual_walker(g.state, "Alice")
    g.pass_()  # state-based actions are checked before Bob receives priority
    # Ajani and Chandra share nothing, but the Twin Walker links both: one group of three
    assert g.pending.kind == "keep" and len(g.pending.options) == 3
    g.choose("Twin Walker")
    assert g.zone("Ajani Goldmane") == g.zone("Chandra Nalaar") == "graveyard"
    assert g.zone("Twin Walker", ) == "battlefield"


# --- 306.5: loyalty ------------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_306_5a_to_c_printed_loyalty_enters_as_counters(edition):
    g = Game(edition=edition, setup={"Alice": {"hand": ["Liliana Vess"],
                                               "battlefield": ["Swamp"] * 5}})
    in_hand = g.id("Liliana Vess")
    assert chars_of(g.state, in_hand).loyalty == 5  # 306.5a: off the battlefield, printed
    g.cast("Alice", "Liliana Vess")
    g.resolve()
    o = g.obj("Liliana Vess")
    assert o.counter("loyalty") == 5 == chars_of(g.state, o.id).loyalty  # 306.5b, 306.5c
    assert {"306.5b", "614.1c"} <= g.cites  # it is a replacement effect


# --- 306.8 / 306.9 / 704.5i ----------------------------------------------------------------------
def test_306_8_damage_removes_loyalty_counters_and_excess_is_lost_current():
    g = Game(edition="current", setup={"Alice": {"battlefield": ["Jace Beleren (loyalty 2)"]},
                                       "Bob": {"hand": ["Lightning Bolt"],
                                               "battlefield": ["Mountain"]}}, active="Bob")
    g.cast("Bob", "Lightning Bolt", "Jace Beleren")  # current: any target
    g.resolve()
    assert g.zone("Jace Beleren") == "graveyard" and g.life("Alice") == 20
    assert "loses 2 loyalty counters (2 \u2192 0); the other 1 damage does nothing more" in g.log
    assert {"306.8", "120.3c", "306.9", "704.5i"} <= g.cites


@pytest.mark.parametrize("edition", EDITIONS)
def test_306_9_704_5i_zero_loyalty_goes_to_owners_graveyard_not_destroyed(edition):
    g = Game(edition=edition, setup={
        "Alice": {"battlefield": ["Jace Beleren (loyalty 1, controller Bob)"]}}, active="Bob")
    g.activate("Bob", "Jace Beleren", "-1", "Bob")  # exactly enough loyalty
    g.pass_()
    assert g.zone("Jace Beleren") == "graveyard"
    assert g.obj("Jace Beleren").owner == "Alice"
    assert g.state.graveyard("Alice")[0].name == "Jace Beleren"  # its owner's graveyard
    line = next(e for e in g.events if "0 loyalty" in e.text)
    assert line.rules == ("306.9", "704.5i") and "destroy" not in line.text


@pytest.mark.parametrize("edition", EDITIONS)
def test_destroying_a_planeswalker_is_not_the_zero_loyalty_rule(edition):
    g = Game(edition=edition, active="Bob",
             setup={"Alice": {"battlefield": ["Gideon Jura"]},
                    "Bob": {"hand": ["Hero's Downfall"], "battlefield": ["Swamp"] * 3}})
    g.cast("Bob", "Hero's Downfall", "Gideon Jura")
    g.resolve()
    assert g.zone("Gideon Jura") == "graveyard"
    ev = next(e for e in g.events if "destroyed" in e.text)
    assert "704.5i" not in ev.rules and mt.get_edition(edition).rule("kw.destroy") in ev.rules
