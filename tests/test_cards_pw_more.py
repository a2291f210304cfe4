"""Planeswalkers printed from 2012 to 2016, each ability played in the edition the card was
printed under: Garruk, Primal Hunter (Magic 2013, July 2012: the 2011-09 rules), Nissa, Voice
of Zendikar (Oath of the Gatewatch, January 2016: 2013-07) and Chandra, Pyrogenius (Kaladesh,
September 2016: 2013-07). Loyalty costs are paid as the ability is activated (606.4); damage to
a player is life lost (119.3a)."""

from __future__ import annotations

from pwkit import Game

from magictutor.query import chars_of
from magictutor.scenario import load_scenario, run_scenario

LIB = ["Plains", "Island", "Swamp", "Mountain", "Forest"] * 2


def pw(name: str, loyalty: int | None, edition: str, alice=(), bob=(), players=("Alice", "Bob"),
       **kw) -> Game:
    perm = f"{name} (loyalty {loyalty})" if loyalty is not None else name
    setup = {p: {"library": list(LIB)} for p in players}
    setup["Alice"]["battlefield"] = [perm, *alice]
    setup["Bob"]["battlefield"] = list(bob)
    return Game(list(players), edition=edition, setup=setup, **kw)


# --- Garruk, Primal Hunter (2011-09) --------------------------------------------------------
def test_606_4_garruk_primal_hunter_plus_1_makes_a_3_3_beast_2011():
    g = pw("Garruk, Primal Hunter", None, "2011-09")
    g.activate("Alice", "Garruk, Primal Hunter", "+1")
    assert g.loyalty("Garruk, Primal Hunter") == 4
    g.resolve()
    beast = chars_of(g.state, g.id("Beast"))
    assert (beast.power, beast.toughness, beast.colors, beast.subtypes) == (3, 3, ("G",),
                                                                           ("Beast",))


def test_606_4_garruk_primal_hunter_minus_3_draws_the_greatest_power_2011():
    g = pw("Garruk, Primal Hunter", 3, "2011-09", alice=["Hill Giant", "Grizzly Bears"],
           bob=["Hill Giant"])
    g.activate("Alice", "Garruk, Primal Hunter", "-3")
    g.resolve()
    assert len(g.hand("Alice")) == 3  # Hill Giant's power; Bob's creatures don't count
    assert g.zone("Garruk, Primal Hunter") == "graveyard"  # 0 loyalty (704.5i in 2011-09)


def test_606_4_garruk_primal_hunter_minus_6_a_wurm_for_each_land_you_control_2011():
    g = pw("Garruk, Primal Hunter", 7, "2011-09", alice=["Forest", "Forest", "Mountain"],
           bob=["Forest", "Forest"])
    g.activate("Alice", "Garruk, Primal Hunter", "-6")
    g.resolve()
    wurms = [o for o in g.state.battlefield if o.name == "Wurm"]
    assert len(wurms) == 3 and {o.controller for o in wurms} == {"Alice"}
    assert chars_of(g.state, wurms[0].id).power == 6


# --- Nissa, Voice of Zendikar (2013-07) ----------------------------------------------------
def test_606_4_nissa_voice_of_zendikar_plus_1_makes_a_0_1_plant():
    g = pw("Nissa, Voice of Zendikar", None, "2013-07")
    g.activate("Alice", "Nissa, Voice of Zendikar", "+1")
    g.resolve()
    plant = chars_of(g.state, g.id("Plant"))
    assert (plant.power, plant.toughness) == (0, 1)
    assert g.loyalty("Nissa, Voice of Zendikar") == 4


def test_606_4_nissa_voice_of_zendikar_minus_2_counters_on_your_creatures_only():
    g = pw("Nissa, Voice of Zendikar", None, "2013-07", alice=["Grizzly Bears"],
           bob=["Hill Giant"])
    g.activate("Alice", "Nissa, Voice of Zendikar", "-2")
    g.resolve()
    assert g.obj("Grizzly Bears").counter("+1/+1") == 1
    assert chars_of(g.state, g.id("Grizzly Bears")).power == 3
    assert g.obj("Hill Giant").counter("+1/+1") == 0


def test_606_4_nissa_voice_of_zendikar_minus_7_counts_your_lands():
    g = pw("Nissa, Voice of Zendikar", 7, "2013-07",
           alice=["Forest", "Forest", "Forest", "Plains"], bob=["Island"])
    g.activate("Alice", "Nissa, Voice of Zendikar", "-7")
    g.resolve()
    assert g.life("Alice") == 24 and len(g.hand("Alice")) == 4


# --- Chandra, Pyrogenius (2013-07) ---------------------------------------------------------
def test_606_4_chandra_pyrogenius_plus_2_hits_each_opponent():
    g = pw("Chandra, Pyrogenius", None, "2013-07", players=("Alice", "Bob", "Carol"))
    g.activate("Alice", "Chandra, Pyrogenius", "+2")
    g.resolve()
    assert (g.life("Alice"), g.life("Bob"), g.life("Carol")) == (20, 18, 18)
    assert g.loyalty("Chandra, Pyrogenius") == 7


def test_306_7_chandra_pyrogenius_plus_2_may_be_redirected_to_a_planeswalker():
    result = run_scenario(load_scenario("""
title: Chandra, Pyrogenius's +2 sent to Bob's Jace
players: [Alice, Bob]
setup:
  Alice: {battlefield: ["Chandra, Pyrogenius"]}
  Bob: {battlefield: [Jace Beleren]}
steps:
  - "Alice: activate Chandra, Pyrogenius +2"
  - "all: resolve"
  - "Alice: redirect to Jace Beleren"
expect:
  Bob: {life: 20}
  Jace Beleren: {loyalty: 1}
  log cites: [306.7]
"""))
    assert result.passed, result.summary()


def test_606_4_chandra_pyrogenius_minus_3_kills_a_3_3():
    g = pw("Chandra, Pyrogenius", None, "2013-07", bob=["Hill Giant"])
    g.activate("Alice", "Chandra, Pyrogenius", "-3", "Hill Giant")
    g.resolve()
    assert g.zone("Hill Giant") == "graveyard" and g.loyalty("Chandra, Pyrogenius") == 2


def test_606_4_chandra_pyrogenius_minus_10_the_player_and_their_creatures():
    g = pw("Chandra, Pyrogenius", 10, "2013-07", alice=["Grizzly Bears"],
           bob=["Hill Giant", "Grizzly Bears"])
    g.activate("Alice", "Chandra, Pyrogenius", "-10", "Bob")
    g.resolve()
    assert g.life("Bob") == 14
    assert g.zone("Hill Giant") == "graveyard"
    assert g.zone("Grizzly Bears", owner="Bob") == "graveyard"
    assert g.zone("Grizzly Bears", owner="Alice") == "battlefield"


def test_chandra_pyrogenius_minus_10_at_a_planeswalker_current():
    """Today's wording: the -10 may target a planeswalker, and hits its controller's
    creatures."""
    g = pw("Chandra, Pyrogenius", 10, "current", bob=["Jace Beleren", "Hill Giant"])
    g.activate("Alice", "Chandra, Pyrogenius", "-10", "Jace Beleren")
    g.resolve()
    assert g.zone("Jace Beleren") == g.zone("Hill Giant") == "graveyard"
    assert g.life("Bob") == 20
