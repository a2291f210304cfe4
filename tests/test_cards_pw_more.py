"""Planeswalkers printed from 2008 to 2016, each ability played in the edition the card was
printed under: Elspeth, Knight-Errant (Shards of Alara, 2008: the kit's earliest rules,
2011-09; two +1 abilities and an emblem, 113), Elspeth Tirel (Scars of Mirrodin, 2010:
2011-09), Garruk, Primal Hunter (Magic 2013, July 2012:
2011-09), Elspeth, Sun's Champion (Theros, 2013), Gideon, Ally of Zendikar (Battle for
Zendikar, 2015; two 0 abilities), Nissa, Voice of Zendikar (Oath of the Gatewatch, January
2016) and Chandra, Pyrogenius (Kaladesh, September 2016), these four under 2013-07. Loyalty
costs are paid as the ability is activated (606.4); damage to a player is life lost
(119.3a)."""

from __future__ import annotations

import pytest
from pwkit import Game

from magictutor.cards import card
from magictutor.model.query import chars_of
from magictutor.scenarios.scenario import load_scenario, run_scenario

LIB = ["Plains", "Island", "Swamp", "Mountain", "Forest"] * 2


def pw(name: str, loyalty: int | None, edition: str, alice=(), bob=(), players=("Alice", "Bob"),
       **kw) -> Game:
    perm = f"{name} (loyalty {loyalty})" if loyalty is not None else name
    setup = {p: {"library": list(LIB)} for p in players}
    setup["Alice"]["battlefield"] = [perm, *alice]
    setup["Bob"]["battlefield"] = list(bob)
    setup["Bob"]["hand"] = list(kw.pop("bob_hand", ()))
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


# --- Elspeth, Knight-Errant (Shards of Alara, 2008: the kit's 2011-09 rules) ---------------
def _elspeth_ability(g: Game, index: int, *targets) -> None:
    import magictutor as mt

    g.do(mt.Activate("Alice", g.id("Elspeth, Knight-Errant"), "+1",
                     tuple(g.id(t) for t in targets), ability=index))
    g.resolve()


def test_606_3_elspeth_knight_errant_first_plus_1_makes_a_soldier_2011():
    import magictutor as mt

    g = pw("Elspeth, Knight-Errant", None, "2011-09")
    err = g.refuse(mt.Activate("Alice", g.id("Elspeth, Knight-Errant"), "+1"))
    assert "+1" in str(err)  # two +1 abilities: the index tells them apart
    _elspeth_ability(g, 0)
    soldier = chars_of(g.state, g.id("Soldier"))
    assert (soldier.power, soldier.toughness, soldier.colors) == (1, 1, ("W",))
    assert g.loyalty("Elspeth, Knight-Errant") == 5


def test_606_3_elspeth_knight_errant_second_plus_1_pumps_and_gives_flying_2011():
    g = pw("Elspeth, Knight-Errant", None, "2011-09", alice=["Grizzly Bears"])
    _elspeth_ability(g, 1, "Grizzly Bears")
    bears = chars_of(g.state, g.id("Grizzly Bears"))
    assert (bears.power, bears.toughness, "flying" in bears.keywords) == (5, 5, True)
    assert g.loyalty("Elspeth, Knight-Errant") == 5


def test_700_4_elspeth_knight_errant_emblem_are_indestructible_2011():
    """2011-09: the emblem makes Alice's permanents indestructible (700.4): lethal damage and
    "destroy" leave them, her planeswalkers are not covered, and Bob's permanents neither."""
    g = pw("Elspeth, Knight-Errant", 8, "2011-09", alice=["Grizzly Bears", "Mountain"],
           bob=["Hill Giant"])
    g.activate("Alice", "Elspeth, Knight-Errant", "-8")
    g.resolve()
    assert any(e.kind == "emblem" and "113.2" in e.rules for e in g.events)
    assert g.zone("Elspeth, Knight-Errant") == "graveyard"  # 0 loyalty: no emblem saves it
    assert "indestructible" in chars_of(g.state, g.id("Grizzly Bears")).keywords
    assert "indestructible" in chars_of(g.state, g.id("Mountain", "battlefield")).keywords
    assert "indestructible" not in chars_of(g.state, g.id("Hill Giant")).keywords


def _bolt_the_bears(edition: str) -> Game:
    g = pw("Elspeth, Knight-Errant", 9, edition, alice=["Grizzly Bears"],
           bob=["Mountain", "Swamp", "Swamp", "Swamp"],
           bob_hand=["Lightning Bolt", "Hero's Downfall"])
    g.activate("Alice", "Elspeth, Knight-Errant", "-8")
    g.resolve()
    g.advance("precombat main", turn=2)  # Bob's turn
    return g


def test_700_4_lethal_damage_and_destroy_leave_an_indestructible_creature_2011():
    g = _bolt_the_bears("2011-09")
    g.cast("Bob", "Lightning Bolt", "Grizzly Bears")
    g.resolve()
    assert g.zone("Grizzly Bears") == "battlefield" and g.obj("Grizzly Bears").damage == 3
    g.cast("Bob", "Hero's Downfall", "Grizzly Bears")
    g.resolve()
    assert g.zone("Grizzly Bears") == "battlefield"
    assert "700.4" in g.cites


def test_702_12b_the_emblem_s_indestructible_is_a_keyword_from_2013():
    g = _bolt_the_bears("2013-07")
    g.cast("Bob", "Hero's Downfall", "Grizzly Bears")
    g.resolve()
    assert g.zone("Grizzly Bears") == "battlefield" and "702.12b" in g.cites
    assert "have indestructible" in card("Elspeth, Knight-Errant", "2013-07").text
    assert "are indestructible" in card("Elspeth, Knight-Errant", "2011-09").text


@pytest.mark.parametrize("edition", ["2011-09", "2013-07", "2017-09", "current"])
def test_702_12b_the_emblem_plays_the_same_with_shortcuts_on_and_off(edition, monkeypatch):
    """The emblem changes the characteristics of permanents it never touches: every step of
    the game is carried out by the fast path and the plain path and compared (the shadow
    mode), and every legal-actions answer against each candidate's own check."""
    import magictutor as mt
    from magictutor.engine.shadow import shadow_apply, shadow_legal_actions

    def checked(state, action, chance=()):
        shadow_legal_actions(state)
        return shadow_apply(state, action, chance)

    monkeypatch.setattr(mt, "apply", checked)
    g = _bolt_the_bears(edition)
    g.cast("Bob", "Lightning Bolt", "Grizzly Bears")
    g.resolve()
    g.cast("Bob", "Hero's Downfall", "Grizzly Bears")
    g.resolve()
    assert g.zone("Grizzly Bears") == "battlefield"


# --- Elspeth, Sun's Champion (Theros, 2013: 2013-07) ---------------------------------------
def test_606_4_elspeth_sun_s_champion_plus_1_makes_three_soldiers():
    g = pw("Elspeth, Sun's Champion", None, "2013-07")
    g.activate("Alice", "Elspeth, Sun's Champion", "+1")
    g.resolve()
    soldiers = [o for o in g.state.battlefield if o.name == "Soldier"]
    assert len(soldiers) == 3 and g.loyalty("Elspeth, Sun's Champion") == 5


def test_606_4_elspeth_sun_s_champion_minus_3_destroys_power_4_or_greater():
    g = pw("Elspeth, Sun's Champion", None, "2013-07", alice=["Serra Angel"],
           bob=["Colossal Dreadmaw", "Hill Giant"])
    g.activate("Alice", "Elspeth, Sun's Champion", "-3")
    g.resolve()
    assert g.zone("Serra Angel") == g.zone("Colossal Dreadmaw") == "graveyard"
    assert g.zone("Hill Giant") == "battlefield"


def test_113_2_elspeth_sun_s_champion_emblem_pumps_your_creatures_for_good():
    g = pw("Elspeth, Sun's Champion", 7, "2013-07", alice=["Grizzly Bears"], bob=["Hill Giant"])
    g.activate("Alice", "Elspeth, Sun's Champion", "-7")
    g.resolve()
    assert "113.2" in g.cites and g.zone("Elspeth, Sun's Champion") == "graveyard"
    g.advance("precombat main", turn=3)  # the emblem has no end
    bears = chars_of(g.state, g.id("Grizzly Bears"))
    assert (bears.power, bears.toughness, "flying" in bears.keywords) == (4, 4, True)
    giant = chars_of(g.state, g.id("Hill Giant"))
    assert (giant.power, "flying" in giant.keywords) == (3, False)


# --- Gideon, Ally of Zendikar (Battle for Zendikar, 2015: 2013-07) -------------------------
def _gideon(g: Game, index: int) -> None:
    import magictutor as mt

    g.do(mt.Activate("Alice", g.id("Gideon, Ally of Zendikar"), "0" if index else "+1",
                     ability=index))
    g.resolve()


def test_606_4_gideon_ally_of_zendikar_plus_1_an_indestructible_5_5_taking_no_damage():
    g = pw("Gideon, Ally of Zendikar", None, "2013-07", bob=["Mountain"],
           bob_hand=["Lightning Bolt"])
    _gideon(g, 0)
    g.do(mt_pass("Alice"))
    g.cast("Bob", "Lightning Bolt", "Gideon, Ally of Zendikar")
    g.resolve()
    gid = chars_of(g.state, g.id("Gideon, Ally of Zendikar"))
    assert (gid.power, gid.toughness, gid.is_creature, gid.is_planeswalker) == (5, 5, True, True)
    assert "indestructible" in gid.keywords and "Ally" in gid.subtypes
    assert g.loyalty("Gideon, Ally of Zendikar") == 5  # the bolt's 3 damage was prevented
    assert g.obj("Gideon, Ally of Zendikar").damage == 0


def mt_pass(player: str):
    import magictutor as mt

    return mt.Pass(player)


def test_606_3_gideon_ally_of_zendikar_two_0_abilities_knight_and_emblem():
    import magictutor as mt

    g = pw("Gideon, Ally of Zendikar", None, "2013-07", alice=["Grizzly Bears"])
    err = g.refuse(mt.Activate("Alice", g.id("Gideon, Ally of Zendikar"), "0"))
    assert "606.3" in err.rules or "0" in str(err)
    _gideon(g, 1)
    knight = chars_of(g.state, g.id("Knight Ally"))
    assert (knight.power, knight.toughness, knight.colors) == (2, 2, ("W",))
    g.advance("precombat main", turn=3)
    _gideon(g, 2)
    bears = chars_of(g.state, g.id("Grizzly Bears"))
    knight = chars_of(g.state, g.id("Knight Ally"))
    assert (bears.power, bears.toughness, knight.power) == (3, 3, 3)
    assert g.loyalty("Gideon, Ally of Zendikar") == 4


# --- Elspeth Tirel (Scars of Mirrodin, 2010: the kit's 2011-09 rules) ----------------------
def test_606_4_elspeth_tirel_plus_2_life_for_each_creature_you_control_2011():
    g = pw("Elspeth Tirel", None, "2011-09", alice=["Grizzly Bears", "Hill Giant"],
           bob=["Serra Angel"])
    g.activate("Alice", "Elspeth Tirel", "+2")
    g.resolve()
    assert g.life("Alice") == 22 and g.loyalty("Elspeth Tirel") == 6


def test_606_4_elspeth_tirel_minus_2_three_soldiers_2011():
    g = pw("Elspeth Tirel", None, "2011-09")
    g.activate("Alice", "Elspeth Tirel", "-2")
    g.resolve()
    assert len([o for o in g.state.battlefield if o.name == "Soldier"]) == 3


def test_701_6_elspeth_tirel_minus_5_spares_herself_lands_and_tokens_2011():
    g = pw("Elspeth Tirel", 8, "2011-09", alice=["Grizzly Bears", "Plains"],
           bob=["Jace Beleren", "Hill Giant", "Forest"])
    g.activate("Alice", "Elspeth Tirel", "-2")
    g.resolve()
    g.advance("precombat main", turn=3)
    g.activate("Alice", "Elspeth Tirel", "-5")
    g.resolve()
    gone = [g.zone(n) for n in ("Grizzly Bears", "Jace Beleren", "Hill Giant")]
    assert gone == ["graveyard"] * 3
    assert g.zone("Elspeth Tirel") == "battlefield" and g.loyalty("Elspeth Tirel") == 1
    on = [o.name for o in g.state.battlefield]
    assert "Plains" in on and "Forest" in on
    assert len([o for o in g.state.battlefield if o.name == "Soldier"]) == 3
