"""Every ability of the teaching card set works: each planeswalker's loyalty abilities, the
spells, and Sorin Markov's player control (712 in 2011-09 and 2013-07, 714 in 2017-09, 723
in current). Unless a test says otherwise the edition is 2013-07.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from pwkit import Game

import magictutor as mt
from magictutor.cards import card, card_names
from magictutor.model.query import chars_of

EDITIONS = mt.EDITIONS
LIB = ["Plains", "Island", "Swamp", "Mountain", "Forest"]


def pw(name: str, loyalty: int | None = None, edition: str = "2013-07", alice=(), bob=(),
       **kw) -> Game:
    perm = f"{name} (loyalty {loyalty})" if loyalty is not None else name
    setup = {"Alice": {"battlefield": [perm, *alice], "library": list(LIB),
                       "hand": kw.pop("alice_hand", [])},
             "Bob": {"battlefield": list(bob), "library": list(LIB),
                     "hand": kw.pop("bob_hand", [])}}
    return Game(edition=edition, setup=setup, **kw)


# --- card data ----------------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_every_card_has_its_text_and_abilities_in_every_edition(edition):
    for name in card_names():
        c = card(name, edition)
        if c.is_planar:
            continue
        assert c.text, name
        for a in c.abilities:
            assert a.kind != "loyalty" or (a.text and a.cost), (name, a)
            if a.kind == "loyalty":
                assert f"{a.cost}: {a.text}" in c.text, (name, a.cost)


def test_burn_wording_by_edition():
    assert card("Lightning Bolt", "2017-09").abilities[0].targets == ("creature or player",)
    assert card("Shock", "current").abilities[0].targets == ("any target",)
    assert card("Sorin Markov", "current").abilities[0].targets == ("any target",)
    assert card("Ajani Vengeant", "current").abilities[1].targets == ("any target",)
    assert card("Chandra Ablaze", "current").abilities[0].targets == ("any target",)
    assert card("Chandra Nalaar", "current").abilities[0].targets == ("player or planeswalker",)
    assert card("Lava Axe", "current").abilities[0].targets == ("player or planeswalker",)
    assert card("Bandage", "current").abilities[0].targets == ("any target",)
    assert card("Hellrider", "2013-07").abilities[0].effects[0][1] == ("to", "defending player")
    assert card("Furnace of Rath", "current").abilities[0].static[0] == \
        (("double_damage", "permanent or player"),)


# --- Jace Beleren ----------------------------------------------------------------------------
def test_jace_beleren_minus_1_and_minus_10():
    g = pw("Jace Beleren", 10, bob_hand=[])
    g.activate("Alice", "Jace Beleren", "-1", "Bob")
    g.resolve()
    assert len(g.hand("Bob")) == 1
    g = pw("Jace Beleren", 10)
    g.activate("Alice", "Jace Beleren", "-10", "Bob")
    g.resolve()
    assert len(g.state.library("Bob")) == 0 and len(g.state.graveyard("Bob")) == 5


# --- Chandra Nalaar (current -8 at a planeswalker) -------------------------------------------
def test_chandra_nalaar_minus_8_at_a_planeswalker_current():
    g = pw("Chandra Nalaar", 8, edition="current",
           bob=["Garruk Wildspeaker", "Grizzly Bears"])
    g.activate("Alice", "Chandra Nalaar", "-8", "Garruk Wildspeaker")
    g.resolve()
    assert g.zone("Garruk Wildspeaker") == g.zone("Grizzly Bears") == "graveyard"
    assert g.life("Bob") == 20


# --- Chandra Ablaze --------------------------------------------------------------------------
def test_chandra_ablaze_plus_1_discarding_red_deals_4():
    g = pw("Chandra Ablaze", alice_hand=["Lightning Bolt", "Island"], bob=["Hill Giant"])
    g.activate("Alice", "Chandra Ablaze", "+1", "Hill Giant")
    g.resolve()
    assert g.pending.kind == "option" and g.pending.player == "Alice"
    g.choose("Lightning Bolt")
    assert g.zone("Hill Giant") == "graveyard" and g.hand("Alice") == ["Island"]


def test_chandra_ablaze_plus_1_discarding_nonred_does_nothing_more():
    g = pw("Chandra Ablaze", alice_hand=["Island"], bob=["Hill Giant"])
    g.activate("Alice", "Chandra Ablaze", "+1", "Hill Giant")
    g.resolve()  # one card: discarded without a question
    assert g.zone("Hill Giant") == "battlefield" and g.hand("Alice") == []
    assert "Island is not red" in g.log


def test_chandra_ablaze_plus_1_with_an_empty_hand():
    g = pw("Chandra Ablaze", bob=["Hill Giant"])
    g.activate("Alice", "Chandra Ablaze", "+1", "Hill Giant")
    g.resolve()
    assert g.loyalty("Chandra Ablaze") == 6 and g.zone("Hill Giant") == "battlefield"


def test_chandra_ablaze_plus_1_at_a_player_is_redirectable_2013():
    g = pw("Chandra Ablaze", alice_hand=["Shock"], bob=["Jace Beleren"])
    g.activate("Alice", "Chandra Ablaze", "+1", "Bob")
    g.resolve()
    assert g.pending.kind == "redirect" and g.pending.player == "Alice"
    g.choose("Jace Beleren")
    assert g.zone("Jace Beleren") == "graveyard" and g.life("Bob") == 20


def test_chandra_ablaze_minus_2_wheel():
    g = pw("Chandra Ablaze", alice_hand=["Shock"], bob_hand=["Island", "Island"])
    g.activate("Alice", "Chandra Ablaze", "-2")
    g.resolve()
    assert len(g.hand("Alice")) == len(g.hand("Bob")) == 3
    assert [o.name for o in g.state.graveyard("Bob")] == ["Island", "Island"]


@pytest.mark.parametrize("edition", EDITIONS)
def test_chandra_ablaze_minus_7_casts_red_spells_from_the_graveyard_free(edition):
    g = Game(edition=edition, setup={
        "Alice": {"battlefield": ["Chandra Ablaze (loyalty 7)"],
                  "graveyard": ["Lightning Bolt", "Lava Axe", "Giant Growth", "Shock"]},
        "Bob": {"battlefield": ["Hill Giant"]}})
    g.activate("Alice", "Chandra Ablaze", "-7")
    assert g.zone("Chandra Ablaze") == "graveyard"  # 0 loyalty: the ability still resolves
    g.resolve()
    opts = g.pending.options
    names = sorted(g.state.objects[o].name for o in opts if isinstance(o, int))
    assert names == ["Lava Axe", "Lightning Bolt", "Shock"] and "done" in opts  # red only
    g.choose("Lava Axe")
    if g.pending.kind == "target":  # current: a player or a planeswalker; here only Bob
        g.choose("Bob")
    g.choose("Lightning Bolt")
    assert g.pending.kind == "target"  # Bolt: Alice, Bob or the Hill Giant
    g.choose("Hill Giant")
    g.choose("done")
    assert [o.name for o in g.state.stack] == ["Lightning Bolt", "Lava Axe"]  # -7 is done
    assert g.state.player("Alice").mana == ""  # nothing was paid
    g.resolve_all()
    assert g.life("Bob") == 15 and g.zone("Hill Giant") == "graveyard"
    assert g.zone("Shock") == "graveyard"
    rules = mt.get_edition(edition)
    assert {rules.rule("cast.during_resolution"), rules.rule("cost.alternative")} <= g.cites


# --- Ajani Goldmane --------------------------------------------------------------------------
def test_ajani_goldmane_plus_1_and_minus_1():
    g = pw("Ajani Goldmane", alice=["Grizzly Bears", "Hill Giant"], bob=["Grizzly Bears"])
    g.activate("Alice", "Ajani Goldmane", "+1")
    g.resolve()
    assert g.life("Alice") == 22
    g = pw("Ajani Goldmane", alice=["Grizzly Bears", "Hill Giant"], bob=["Grizzly Bears"])
    g.activate("Alice", "Ajani Goldmane", "-1")
    g.resolve()
    mine = g.id("Grizzly Bears", owner="Alice")
    c = chars_of(g.state, mine)
    assert (c.power, c.toughness) == (3, 3) and "vigilance" in c.keywords
    bob = chars_of(g.state, g.id("Grizzly Bears", owner="Bob"))
    assert (bob.power, "vigilance" in bob.keywords) == (2, False)
    g.advance("precombat main", turn=2)
    c = chars_of(g.state, mine)
    assert (c.power, "vigilance" in c.keywords) == (3, False)  # the counter stays


def test_ajani_goldmane_minus_6_avatar_tracks_your_life_total():
    g = pw("Ajani Goldmane", 6, bob=["Mountain"], bob_hand=["Lightning Bolt"])
    g.activate("Alice", "Ajani Goldmane", "-6")
    g.resolve()
    avatar = g.id("Avatar")
    assert (chars_of(g.state, avatar).power, chars_of(g.state, avatar).toughness) == (20, 20)
    g.pass_()
    g.cast("Bob", "Lightning Bolt", "Alice")
    g.resolve()
    assert chars_of(g.state, avatar).toughness == 17 == g.life("Alice")


# --- Ajani Vengeant --------------------------------------------------------------------------
def test_ajani_vengeant_plus_1_keeps_a_permanent_tapped_one_untap_step():
    g = pw("Ajani Vengeant", bob=["Mountain (tapped)"])
    g.activate("Alice", "Ajani Vengeant", "+1", "Mountain")
    g.resolve()
    g.advance("upkeep", turn=2)
    assert g.obj("Mountain", zone="battlefield").tapped  # Bob's next untap step
    assert "Mountain doesn't untap" in g.log
    g.advance("upkeep", turn=4)
    assert not g.obj("Mountain", zone="battlefield").tapped


@pytest.mark.parametrize("edition", EDITIONS)
def test_ajani_vengeant_minus_2_and_minus_7(edition):
    g = pw("Ajani Vengeant", 9, edition, bob=["Hill Giant", "Mountain", "Forest"])
    g.activate("Alice", "Ajani Vengeant", "-2", "Hill Giant")
    g.resolve()
    assert g.zone("Hill Giant") == "graveyard" and g.life("Alice") == 23
    g.advance("precombat main", turn=3)
    g.activate("Alice", "Ajani Vengeant", "-7", "Bob")
    g.resolve()
    assert [o.name for o in g.state.graveyard("Bob")] == ["Hill Giant", "Mountain", "Forest"]


# --- Garruk Wildspeaker ----------------------------------------------------------------------
def test_garruk_plus_1_untaps_two_different_lands():
    g = pw("Garruk Wildspeaker", alice=["Forest (tapped)", "Forest (tapped)"])
    f1, f2 = g.id("Forest", "battlefield", n=0), g.id("Forest", "battlefield", n=1)
    err = g.refuse(mt.Activate("Alice", g.id("Garruk Wildspeaker"), "+1", (f1, f1)))
    assert "114.3" in err.rules and "chosen twice" in str(err)
    g.do(mt.Activate("Alice", g.id("Garruk Wildspeaker"), "+1", (f1, f2)))
    g.resolve()
    assert not g.state.objects[f1].tapped and not g.state.objects[f2].tapped


def test_garruk_minus_1_beast_and_minus_4_overrun_fixes_its_set():
    g = pw("Garruk Wildspeaker", 6, alice=["Grizzly Bears"])
    g.activate("Alice", "Garruk Wildspeaker", "-4")
    g.resolve()
    bears = chars_of(g.state, g.id("Grizzly Bears"))
    assert (bears.power, bears.toughness, "trample" in bears.keywords) == (5, 5, True)
    g.advance("precombat main", turn=3)
    g.activate("Alice", "Garruk Wildspeaker", "-1")
    g.resolve()
    beast = chars_of(g.state, g.id("Beast"))
    assert (beast.power, beast.toughness, beast.colors) == (3, 3, ("G",))


def test_611_2c_overrun_does_not_reach_a_creature_made_later():
    g = pw("Garruk Wildspeaker", 6, alice=["Grizzly Bears"])
    g.activate("Alice", "Garruk Wildspeaker", "-4")
    g.resolve()
    g.state = replace(g.state, loyalty_used=frozenset())  # what-if: a second activation
    g.activate("Alice", "Garruk Wildspeaker", "-1")
    g.resolve()
    assert chars_of(g.state, g.id("Beast")).power == 3


# --- Liliana Vess ----------------------------------------------------------------------------
def test_liliana_vess_plus_1_target_player_discards_their_choice():
    g = pw("Liliana Vess", bob_hand=["Island", "Forest"])
    g.activate("Alice", "Liliana Vess", "+1", "Bob")
    g.resolve()
    assert g.pending.player == "Bob"
    g.choose("Forest")
    assert g.hand("Bob") == ["Island"]


def test_liliana_vess_minus_2_tutors_a_card_to_the_top():
    g = pw("Liliana Vess")
    g.activate("Alice", "Liliana Vess", "-2")
    g.resolve()
    assert g.pending.kind == "option"
    g.choose("Forest")
    assert g.state.library("Alice")[0].name == "Forest"
    assert sorted(o.name for o in g.state.library("Alice")) == sorted(LIB)
    assert {"701.15", "701.16"} <= g.cites


def test_liliana_vess_minus_8_returns_every_creature_card_under_your_control():
    g = Game(setup={"Alice": {"battlefield": ["Liliana Vess (loyalty 8)"],
                              "graveyard": ["Grizzly Bears", "Island"]},
                    "Bob": {"graveyard": ["Hill Giant", "Serra Angel", "Lightning Bolt"]}})
    g.activate("Alice", "Liliana Vess", "-8")
    g.resolve()
    mine = sorted(o.name for o in g.state.battlefield if o.controller == "Alice")
    assert mine == ["Grizzly Bears", "Hill Giant", "Serra Angel"]
    assert g.obj("Hill Giant").owner == "Bob"
    assert [o.name for o in g.state.graveyard("Bob")] == ["Lightning Bolt"]


# --- Sorin Markov ----------------------------------------------------------------------------
def test_sorin_markov_plus_2_and_minus_3():
    g = pw("Sorin Markov", bob=["Hill Giant"])
    g.activate("Alice", "Sorin Markov", "+2", "Bob")
    g.resolve()
    assert (g.life("Bob"), g.life("Alice")) == (18, 22)
    g = pw("Sorin Markov")
    err = g.refuse(mt.Activate("Alice", g.id("Sorin Markov"), "-3", ("Alice",)))
    assert "it needs an opponent" in str(err)
    g.activate("Alice", "Sorin Markov", "-3", "Bob")
    g.resolve()
    assert g.life("Bob") == 10


@pytest.mark.parametrize("edition", EDITIONS)
def test_712_sorin_minus_7_controls_a_player_during_their_next_turn(edition):
    g = pw("Sorin Markov", 7, edition, bob=["Jace Beleren"])
    g.activate("Alice", "Sorin Markov", "-7", "Bob")
    g.resolve()
    control = mt.get_edition(edition).rule("player.control")
    assert control in g.cites
    assert mt.current_player(g.state) == "Alice"
    g.advance("precombat main", turn=2)
    assert g.state.active == "Bob" and g.state.priority == "Bob"
    assert mt.current_player(g.state) == "Alice"  # Alice decides for Bob
    assert all(a.player == "Bob" for a in mt.legal_actions(g.state))  # Bob's own actions
    err = g.refuse(mt.Activate("Alice", g.id("Jace Beleren"), "+2"))
    assert "Alice decides for Bob this turn, so Bob's actions and choices are taken in " \
        "Bob's name" in str(err)
    step = g.activate("Bob", "Jace Beleren", "+2")  # Bob's Jace, Bob's resources
    assert "Alice makes this decision for Bob" in str(step)
    assert g.obj("Jace Beleren").controller == "Bob"  # objects keep their controllers
    g.pass_()  # Bob (decided by Alice) passes; Alice has priority for herself
    assert g.state.priority == "Alice" and mt.current_player(g.state) == "Alice"
    g.resolve()
    g.advance("precombat main", turn=3)
    assert not [e for e in g.state.effects if e.kind == "control_player"]  # over
    g.advance("precombat main", turn=4)
    assert mt.current_player(g.state) == "Bob"


def test_712_1a_the_latest_player_controlling_effect_wins():
    g = Game(["Alice", "Bob", "Carol"], setup={
        "Alice": {"battlefield": ["Sorin Markov (loyalty 7)"], "library": list(LIB)},
        "Bob": {"battlefield": ["Sorin Markov (loyalty 7)"], "library": list(LIB)},
        "Carol": {"library": list(LIB)}})
    g.activate("Alice", "Sorin Markov", "-7", "Carol", owner="Alice")
    g.resolve()
    g.advance("precombat main", turn=2)
    g.activate("Bob", "Sorin Markov", "-7", "Carol", owner="Bob")
    g.resolve()
    g.advance("precombat main", turn=3)
    assert mt.current_player(g.state) == "Bob"
    assert "712.1a" in g.cites


def test_712_sorin_controls_the_players_choices_too_2013():
    g = Game(setup={"Alice": {"battlefield": ["Sorin Markov (loyalty 7)"],
                              "library": list(LIB)},
                    "Bob": {"battlefield": ["Grizzly Bears"], "library": list(LIB)}})
    g.activate("Alice", "Sorin Markov", "-7", "Bob")
    g.resolve()
    g.advance("declare attackers", turn=2)
    assert g.pending.player == "Bob" and mt.current_player(g.state) == "Alice"
    step = g.do(mt.DeclareAttackers("Bob", ()))
    assert "Alice makes this decision for Bob" in str(step)


# --- Gideon Jura -2 --------------------------------------------------------------------------
def test_gideon_minus_2_destroys_a_tapped_creature_only():
    g = pw("Gideon Jura", bob=["Hill Giant", "Grizzly Bears (tapped)"])
    err = g.refuse(mt.Activate("Alice", g.id("Gideon Jura"), "-2", (g.id("Hill Giant"),)))
    assert "it needs a tapped creature" in str(err)
    g.activate("Alice", "Gideon Jura", "-2", "Grizzly Bears")
    g.resolve()
    assert g.zone("Grizzly Bears") == "graveyard"


# --- spells ------------------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_shock_bandage_and_hero_s_downfall(edition):
    g = Game(edition=edition, setup={
        "Alice": {"hand": ["Shock", "Bandage"], "battlefield": ["Mountain", "Plains"],
                  "library": list(LIB)},
        "Bob": {"battlefield": ["Grizzly Bears"]}})
    g.cast("Alice", "Bandage", "Grizzly Bears")
    g.resolve()
    assert len(g.hand("Alice")) == 2  # Shock and the card Bandage drew
    g.cast("Alice", "Shock", "Grizzly Bears")
    g.resolve()
    assert g.zone("Grizzly Bears") == "battlefield" and g.obj("Grizzly Bears").damage == 1


def test_400_7_giant_growth_does_not_follow_a_creature_back_from_the_graveyard():
    g = Game(setup={"Alice": {"battlefield": ["Liliana Vess (loyalty 8)", "Grizzly Bears",
                                              "Forest", "Swamp", "Swamp", "Swamp"],
                              "hand": ["Giant Growth", "Hero's Downfall"]}})
    g.cast("Alice", "Giant Growth", "Grizzly Bears")
    g.resolve()
    g.cast("Alice", "Hero's Downfall", "Grizzly Bears")
    g.resolve()
    g.activate("Alice", "Liliana Vess", "-8")  # the Bears come back this same turn
    g.resolve()
    c = chars_of(g.state, g.id("Grizzly Bears"))
    assert (c.power, c.toughness) == (2, 2) and g.obj("Grizzly Bears").controller == "Alice"


def test_704_5g_an_avatar_dies_when_a_life_loss_makes_its_damage_lethal():
    """Ajani Goldmane's Avatar has toughness equal to its controller's life (604.3). Damage
    on it becomes lethal when Alice's life drops, though nothing touches the Avatar itself:
    state-based actions must look at it again (704.5g)."""
    g = Game(setup={"Alice": {"battlefield": ["Ajani Goldmane (loyalty 6)", "Mountain",
                                             "Mountain", "Mountain"],
                              "hand": ["Lightning Bolt", "Shock"], "life": 4,
                              "library": list(LIB)},
                    "Bob": {"library": list(LIB)}})
    g.activate("Alice", "Ajani Goldmane", "-6")
    g.resolve()
    g.cast("Alice", "Lightning Bolt", "Avatar")
    g.resolve()
    avatar = g.id("Avatar")
    assert g.state.objects[avatar].damage == 3 and chars_of(g.state, avatar).toughness == 4
    g.cast("Alice", "Shock", "Alice")
    g.resolve()
    assert g.life("Alice") == 2
    assert avatar not in g.state.zones["battlefield"]  # 2 toughness, 3 damage: destroyed
    assert "has lethal damage marked on it" in g.log


def test_604_3_a_remembered_avatar_follows_its_controller_s_life():
    """604.3: the Avatar's toughness is its controller's life, worked out anew whenever it
    is asked. A state remembers characteristics and hands them on to the next state when
    the step did not touch the object; a life change must still reach the Avatar."""
    g = Game(setup={"Alice": {"battlefield": ["Ajani Goldmane (loyalty 6)", "Mountain",
                                             "Mountain"],
                              "hand": ["Shock"], "life": 9, "library": list(LIB)},
                    "Bob": {"library": list(LIB)}})
    g.activate("Alice", "Ajani Goldmane", "-6")
    g.resolve()
    avatar = g.id("Avatar")
    assert chars_of(g.state, avatar).toughness == 9  # (remembered by this state)
    mt.legal_actions(g.state)  # (as a front end asks: the state remembers more)
    g.cast("Alice", "Shock", "Alice")
    g.resolve()
    assert g.life("Alice") == 7 and chars_of(g.state, avatar).toughness == 7


@pytest.mark.parametrize("edition", mt.EDITIONS)
def test_606_2_only_planeswalker_cards_have_loyalty_abilities(edition):
    """606.2: normally only planeswalkers have loyalty abilities. The engine looks for them
    only among the permanents that may be creatures or planeswalkers, so no other card of
    the kit may have one."""
    for name in card_names():
        c = card(name, edition)
        if c.abilities_of("loyalty"):
            assert "Planeswalker" in c.types, name
