"""Nine more planeswalkers, each ability played in the edition of its printing: Sarkhan the
Mad (Rise of the Eldrazi, 2010) and Gideon, Champion of Justice (Gatecrash, February 2013)
under 2011-09; Ashiok, Nightmare Weaver (Theros, 2013), Ugin, the Spirit Dragon (Fate
Reforged, 2015), Chandra, Flamecaller (Oath of the Gatewatch, 2016) and Nissa, Nature's
Artisan (Kaladesh deck, 2016) under 2013-07; Ajani Unyielding (Aether Revolt), Nissa, Steward
of Elements (Amonkhet: loyalty X) and Nicol Bolas, the Deceiver (Hour of Devastation deck),
all of 2017, under 2017-09. Loyalty costs are paid on activation (606.4)."""

from __future__ import annotations

import pytest
from pwkit import Game

from magictutor.cards import card, define_cards, remove_cards
from magictutor.model.query import chars_of
from magictutor.yamlio import DataFileError

LIB = ["Plains", "Island", "Swamp", "Mountain", "Forest"] * 2


def pw(name: str, loyalty: int | None, edition: str, alice=(), bob=(), library=(),
       hand=(), bob_hand=(), bob_library=(), bob_graveyard=()) -> Game:
    perm = f"{name} (loyalty {loyalty})" if loyalty is not None else name
    setup = {
        "Alice": {"battlefield": [perm, *alice], "library": [*library, *LIB],
                  "hand": list(hand)},
        "Bob": {"battlefield": list(bob), "library": [*bob_library, *LIB],
                "hand": list(bob_hand), "graveyard": list(bob_graveyard)},
    }
    return Game(["Alice", "Bob"], edition=edition, setup=setup)


def names(g: Game, zone: str, owner: str | None = None) -> list[str]:
    return sorted(o.name for o in g.state.objects.values()
                  if o.zone == zone and (owner is None or o.owner == owner))


def next_main(g: Game) -> None:
    """On to Alice's next precombat main phase (turn 3)."""
    g.advance("precombat main", turn=g.state.turn + 2)


# --- Sarkhan the Mad (2011-09) --------------------------------------------------------------
def test_306_8_sarkhan_the_mad_0_reveals_and_hurts_himself_2011():
    g = pw("Sarkhan the Mad", None, "2011-09", library=["Hill Giant"])
    g.activate("Alice", "Sarkhan the Mad", "0")
    g.resolve()
    assert "Hill Giant" in g.hand("Alice")
    assert g.loyalty("Sarkhan the Mad") == 3  # 7, less 4 damage (mana value of Hill Giant)
    assert "306.8" in g.cites


def test_701_14_sarkhan_the_mad_minus_2_sacrifice_then_a_dragon_2011():
    g = pw("Sarkhan the Mad", None, "2011-09", bob=["Grizzly Bears"])
    g.activate("Alice", "Sarkhan the Mad", "-2", "Grizzly Bears")
    g.resolve()
    assert g.zone("Grizzly Bears") == "graveyard"
    dragon = g.obj("Dragon")
    assert dragon.controller == "Bob" and "flying" in chars_of(g.state, dragon.id).keywords
    assert "701.14" in g.cites


def test_606_4_sarkhan_the_mad_minus_4_dragons_hit_a_player_2011():
    g = pw("Sarkhan the Mad", 9, "2011-09", alice=["Grizzly Bears"])
    g.activate("Alice", "Sarkhan the Mad", "-2", "Grizzly Bears")
    g.resolve()
    next_main(g)
    g.activate("Alice", "Sarkhan the Mad", "-4", "Bob")
    g.resolve()
    assert g.life("Bob") == 15 and g.loyalty("Sarkhan the Mad") == 3


# --- Gideon, Champion of Justice (2011-09) -------------------------------------------------
def test_606_4_gideon_champion_of_justice_plus_1_counts_their_creatures_2011():
    g = pw("Gideon, Champion of Justice", None, "2011-09", bob=["Grizzly Bears", "Hill Giant"])
    g.activate("Alice", "Gideon, Champion of Justice", "+1", "Bob")
    g.resolve()
    assert g.loyalty("Gideon, Champion of Justice") == 7  # 4 + 1, then 2 more


def test_306_3_gideon_champion_of_justice_0_power_is_his_loyalty_2011():
    g = pw("Gideon, Champion of Justice", 5, "2011-09")
    g.activate("Alice", "Gideon, Champion of Justice", "0")
    g.resolve()
    c = chars_of(g.state, g.id("Gideon, Champion of Justice"))
    assert (c.power, c.toughness) == (5, 5) and c.is_creature and c.is_planeswalker
    assert "indestructible" in c.keywords
    g.advance("upkeep", turn=2)
    c = chars_of(g.state, g.id("Gideon, Champion of Justice"))
    assert not c.is_creature


def test_406_2_gideon_champion_of_justice_minus_15_exiles_every_other_permanent_2011():
    g = pw("Gideon, Champion of Justice", 15, "2011-09", alice=["Forest"],
           bob=["Hill Giant", "Jace Beleren"])
    g.activate("Alice", "Gideon, Champion of Justice", "-15")
    g.resolve()
    assert names(g, "exile") == ["Forest", "Hill Giant", "Jace Beleren"]
    assert g.zone("Gideon, Champion of Justice") == "graveyard"  # 0 loyalty (704.5i)


# --- Ashiok, Nightmare Weaver (2013-07) ----------------------------------------------------
def test_607_2a_ashiok_plus_2_then_minus_x_puts_an_exiled_creature_into_play():
    g = pw("Ashiok, Nightmare Weaver", None, "2013-07",
           bob_library=["Grizzly Bears", "Hill Giant", "Island"])
    g.activate("Alice", "Ashiok, Nightmare Weaver", "+2", "Bob")
    g.resolve()
    assert names(g, "exile", "Bob") == ["Grizzly Bears", "Hill Giant", "Island"]
    next_main(g)
    g.activate("Alice", "Ashiok, Nightmare Weaver", "-X", x=2)
    g.resolve()
    bears = g.obj("Grizzly Bears")
    assert bears.zone == "battlefield" and bears.controller == "Alice" and bears.owner == "Bob"
    assert g.zone("Hill Giant") == "exile" and "607.2a" in g.cites


def test_607_2a_ashiok_minus_x_sees_only_cards_it_exiled():
    g = pw("Ashiok, Nightmare Weaver", 5, "2013-07")
    g.state = Game(["Alice", "Bob"], edition="2013-07", setup={
        "Alice": {"battlefield": ["Ashiok, Nightmare Weaver (loyalty 5)"], "library": LIB},
        "Bob": {"exile": ["Grizzly Bears"], "library": LIB}}).state
    g.activate("Alice", "Ashiok, Nightmare Weaver", "-X", x=2)
    g.resolve()
    assert g.zone("Grizzly Bears") == "exile"


def test_406_2_ashiok_minus_10_exiles_hands_and_graveyards():
    g = pw("Ashiok, Nightmare Weaver", 10, "2013-07", bob_hand=["Shock", "Forest"],
           bob_graveyard=["Hill Giant"], hand=["Island"])
    g.activate("Alice", "Ashiok, Nightmare Weaver", "-10")
    g.resolve()
    assert names(g, "exile", "Bob") == ["Forest", "Hill Giant", "Shock"]
    assert g.hand("Alice") == ["Island"]


# --- Ugin, the Spirit Dragon (2013-07) -----------------------------------------------------
def test_606_4_ugin_plus_2_three_damage():
    g = pw("Ugin, the Spirit Dragon", None, "2013-07", bob=["Hill Giant"])
    g.activate("Alice", "Ugin, the Spirit Dragon", "+2", "Hill Giant")
    g.resolve()
    assert g.zone("Hill Giant") == "graveyard" and g.loyalty("Ugin, the Spirit Dragon") == 9


def test_406_2_ugin_minus_x_exiles_coloured_permanents_of_that_mana_value_or_more():
    g = pw("Ugin, the Spirit Dragon", None, "2013-07", alice=["Forest"],
           bob=["Grizzly Bears", "Hill Giant", "Jace Beleren"])
    g.activate("Alice", "Ugin, the Spirit Dragon", "-X", x=3)
    g.resolve()
    assert names(g, "exile") == ["Hill Giant", "Jace Beleren"]  # mana value 4 and 3, coloured
    assert g.zone("Grizzly Bears") == "battlefield" and "Forest" in names(g, "battlefield")
    assert g.zone("Ugin, the Spirit Dragon") == "battlefield"  # colourless


def test_606_4_ugin_minus_10_life_cards_and_permanents_from_hand():
    g = pw("Ugin, the Spirit Dragon", 10, "2013-07", hand=["Grizzly Bears", "Shock"])
    g.activate("Alice", "Ugin, the Spirit Dragon", "-10")
    g.resolve()
    assert g.life("Alice") == 27 and g.pending is not None
    g.choose("Grizzly Bears")
    g.choose("done")
    assert g.zone("Grizzly Bears") == "battlefield" and "Shock" in g.hand("Alice")
    assert len(g.hand("Alice")) == 8


# --- Chandra, Flamecaller (2013-07) --------------------------------------------------------
def test_603_7_chandra_flamecaller_plus_1_elementals_leave_at_the_end_step():
    g = pw("Chandra, Flamecaller", None, "2013-07")
    g.activate("Alice", "Chandra, Flamecaller", "+1")
    g.resolve()
    elementals = [o for o in g.state.battlefield if o.name == "Elemental"]
    assert len(elementals) == 2 and "haste" in chars_of(g.state, elementals[0].id).keywords
    g.advance("upkeep", turn=2)
    assert not [o for o in g.state.objects.values() if o.name == "Elemental"]
    assert "603.7" in g.cites


def test_606_4_chandra_flamecaller_0_discards_the_hand_and_draws_one_more():
    g = pw("Chandra, Flamecaller", None, "2013-07", hand=["Shock", "Hill Giant"])
    g.activate("Alice", "Chandra, Flamecaller", "0")
    g.resolve()
    assert len(g.hand("Alice")) == 3 and names(g, "graveyard", "Alice") == ["Hill Giant",
                                                                              "Shock"]


def test_606_4_chandra_flamecaller_minus_x_hits_each_creature():
    g = pw("Chandra, Flamecaller", None, "2013-07", alice=["Grizzly Bears"],
           bob=["Hill Giant", "Serra Angel"])
    g.activate("Alice", "Chandra, Flamecaller", "-X", x=3)
    g.resolve()
    assert names(g, "graveyard") == ["Chandra, Flamecaller", "Grizzly Bears", "Hill Giant"] \
        or names(g, "graveyard") == ["Grizzly Bears", "Hill Giant"]
    assert g.zone("Serra Angel") == "battlefield"


# --- Nissa, Nature's Artisan (2013-07) -----------------------------------------------------
def test_606_4_nissa_natures_artisan_plus_3_gains_3():
    g = pw("Nissa, Nature's Artisan", None, "2013-07")
    g.activate("Alice", "Nissa, Nature's Artisan", "+3")
    g.resolve()
    assert g.life("Alice") == 23 and g.loyalty("Nissa, Nature's Artisan") == 8


def test_701_13_nissa_natures_artisan_minus_4_lands_in_play_the_rest_in_hand():
    g = pw("Nissa, Nature's Artisan", None, "2013-07", library=["Forest", "Grizzly Bears"])
    g.activate("Alice", "Nissa, Nature's Artisan", "-4")
    g.resolve()
    assert [o.name for o in g.state.battlefield if o.owner == "Alice"].count("Forest") == 1
    assert g.hand("Alice") == ["Grizzly Bears"]


def test_606_4_nissa_natures_artisan_minus_7_pumps_and_tramples():
    g = pw("Nissa, Nature's Artisan", 7, "2013-07", alice=["Grizzly Bears"])
    g.activate("Alice", "Nissa, Nature's Artisan", "-7")
    g.resolve()
    c = chars_of(g.state, g.id("Grizzly Bears"))
    assert (c.power, c.toughness) == (4, 4) and "trample" in c.keywords


# --- Ajani Unyielding (2017-09) ------------------------------------------------------------
def test_701_14_ajani_unyielding_plus_2_permanents_to_hand_rest_to_the_bottom_2017():
    g = pw("Ajani Unyielding", None, "2017-09", library=["Grizzly Bears", "Forest", "Shock"])
    g.activate("Alice", "Ajani Unyielding", "+2")
    g.resolve()
    assert g.pending is not None  # the order of Forest and Shock on the bottom
    g.choose("Shock")
    lib = [g.state.objects[i].name for i in g.state.zones["Alice:library"]]
    assert g.hand("Alice") == ["Grizzly Bears"] and lib[-2:] == ["Shock", "Forest"]


def test_406_2_ajani_unyielding_minus_2_exile_and_toughness_in_life_2017():
    g = pw("Ajani Unyielding", None, "2017-09", bob=["Hill Giant"])
    g.activate("Alice", "Ajani Unyielding", "-2", "Hill Giant")
    g.resolve()
    assert g.zone("Hill Giant") == "exile" and g.life("Bob") == 23


def test_606_4_ajani_unyielding_minus_9_counters_for_creatures_and_other_walkers_2017():
    g = pw("Ajani Unyielding", 9, "2017-09", alice=["Grizzly Bears", "Jace Beleren"])
    g.activate("Alice", "Ajani Unyielding", "-9")
    g.resolve()
    assert g.obj("Grizzly Bears").counter("+1/+1") == 5
    assert g.loyalty("Jace Beleren") == 8
    assert g.zone("Ajani Unyielding") == "graveyard"  # none on himself: 0 loyalty


# --- Nissa, Steward of Elements (2017-09): loyalty X ----------------------------------------
def cast_nissa(x: int) -> Game:
    g = Game(["Alice", "Bob"], edition="2017-09", setup={
        "Alice": {"hand": ["Nissa, Steward of Elements"], "library": LIB,
                  "battlefield": ["Forest", "Island", "Plains", "Plains"]},
        "Bob": {"library": LIB}})
    g.cast("Alice", "Nissa, Steward of Elements", x=x)
    g.resolve()
    return g


def test_107_3a_nissa_steward_of_elements_enters_with_the_x_she_was_cast_with_2017():
    g = cast_nissa(2)
    assert g.loyalty("Nissa, Steward of Elements") == 2
    assert "107.3a" in g.cites and "306.5b" in g.cites


def test_704_5i_nissa_steward_of_elements_cast_with_x_0_dies_at_once_2017():
    g = cast_nissa(0)
    assert g.zone("Nissa, Steward of Elements") == "graveyard" and "704.5i" in g.cites


def test_107_3_nissa_steward_of_elements_put_into_play_uncast_has_x_0():
    g = pw("Ugin, the Spirit Dragon", 10, "2017-09", hand=["Nissa, Steward of Elements"])
    g.activate("Alice", "Ugin, the Spirit Dragon", "-10")
    g.resolve()
    g.choose("Nissa, Steward of Elements")
    g.choose("done")
    assert g.zone("Nissa, Steward of Elements") == "graveyard"


def test_701_16_nissa_steward_of_elements_plus_2_scries_2_2017():
    g = pw("Nissa, Steward of Elements", 1, "2017-09", library=["Hill Giant", "Grizzly Bears"])
    g.activate("Alice", "Nissa, Steward of Elements", "+2")
    g.resolve()
    g.choose("Hill Giant")
    g.choose("done")
    lib = [g.state.objects[i].name for i in g.state.zones["Alice:library"]]
    assert lib[0] == "Grizzly Bears" and lib[-1] == "Hill Giant"
    assert "701.16" in g.cites and g.loyalty("Nissa, Steward of Elements") == 3


def test_606_4_nissa_steward_of_elements_0_a_cheap_creature_may_enter_2017():
    g = pw("Nissa, Steward of Elements", 2, "2017-09", library=["Grizzly Bears"])
    g.activate("Alice", "Nissa, Steward of Elements", "0")
    g.resolve()
    g.choose("yes")
    assert g.zone("Grizzly Bears") == "battlefield"


def test_606_4_nissa_steward_of_elements_0_not_a_costlier_creature_2017():
    g = pw("Nissa, Steward of Elements", 3, "2017-09", library=["Hill Giant"])
    g.activate("Alice", "Nissa, Steward of Elements", "0")
    g.resolve()
    assert g.pending is None and g.zone("Hill Giant") == "library"


def test_514_2_nissa_steward_of_elements_minus_6_lands_are_5_5_flyers_until_end_of_turn_2017():
    """The -6 (Oracle: "until end of turn"): the lands untap and are 5/5 flying, hasty
    Elemental creatures that are still lands, until the cleanup step ends the effect (514.2)."""
    g = pw("Nissa, Steward of Elements", 7, "2017-09", alice=["Forest (tapped)", "Island"])
    forest, island = g.id("Forest", zone="battlefield"), g.id("Island", zone="battlefield")
    g.activate("Alice", "Nissa, Steward of Elements", "-6", forest, island)
    g.resolve()
    assert not g.state.objects[forest].tapped
    for oid in (forest, island):
        c = chars_of(g.state, oid)
        assert c.is_creature and c.is_land and (c.power, c.toughness) == (5, 5)
        assert {"flying", "haste"} <= set(c.keywords) and "Elemental" in c.subtypes
    next_main(g)
    for oid in (forest, island):
        c = chars_of(g.state, oid)
        assert c.is_land and not c.is_creature and "flying" not in c.keywords


# --- Nicol Bolas, the Deceiver (2017-09) ---------------------------------------------------
def test_701_15_nicol_bolas_deceiver_plus_3_the_opponent_chooses_2017():
    for pick, check in (("discard", lambda g: g.hand("Bob") == []),
                        ("sacrifice", lambda g: g.zone("Grizzly Bears") == "graveyard"),
                        ("lose 3 life", lambda g: g.life("Bob") == 17)):
        g = pw("Nicol Bolas, the Deceiver", None, "2017-09", bob=["Grizzly Bears", "Forest"],
               bob_hand=["Shock"])
        g.activate("Alice", "Nicol Bolas, the Deceiver", "+3")
        g.resolve()
        assert g.pending.player == "Bob"
        g.choose(pick)
        if g.pending is not None:
            g.choose("Shock" if pick == "discard" else "Grizzly Bears")
        assert check(g), pick
        assert "Forest" in names(g, "battlefield", "Bob")  # a land is no choice


def test_606_4_nicol_bolas_deceiver_minus_3_destroys_and_draws_2017():
    g = pw("Nicol Bolas, the Deceiver", None, "2017-09", bob=["Hill Giant"])
    g.activate("Alice", "Nicol Bolas, the Deceiver", "-3", "Hill Giant")
    g.resolve()
    assert g.zone("Hill Giant") == "graveyard" and len(g.hand("Alice")) == 1


def test_606_4_nicol_bolas_deceiver_minus_11_seven_damage_seven_cards_2017():
    g = pw("Nicol Bolas, the Deceiver", 11, "2017-09")
    g.activate("Alice", "Nicol Bolas, the Deceiver", "-11")
    g.resolve()
    assert g.life("Bob") == 13 and len(g.hand("Alice")) == 7


def test_107_3a_a_loyalty_of_x_needs_an_x_in_the_mana_cost():
    walker = {"name": "Test Walker", "cost": "{G}", "types": ["Planeswalker"],
              "loyalty": "X", "abilities": []}
    with pytest.raises(DataFileError, match=r"107\.3a"):
        define_cards([walker], "mine.yaml")
    with pytest.raises(DataFileError, match="whole number"):
        define_cards([{**walker, "loyalty": "seven"}], "mine.yaml")
    assert define_cards([{**walker, "cost": "{X}{G}"}], "mine.yaml") == ("Test Walker",)
    assert (card("Test Walker").loyalty, card("Test Walker").loyalty_x) == (0, True)
    remove_cards(["Test Walker"])
