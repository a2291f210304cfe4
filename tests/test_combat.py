"""Combat and planeswalkers (306.6, 506-510, 702): attacking a planeswalker, blocking for it,
a planeswalker that leaves before damage, trample (702.18d in 2011-09, 702.19d in 2013-07 and
2017-09, 702.19f in current), evasion and defender, Gideon Jura as a creature and his
attack requirement (508.1d), and Hellrider's attack trigger. Numbers as the edition names them.
"""

from __future__ import annotations

import pytest
from pwkit import Game

import magictutor as mt
from magictutor.engine.context import Ctx

EDITIONS = mt.EDITIONS
TRAMPLE_PW = {"2011-09": "702.18d", "2013-07": "702.19d", "2017-09": "702.19d",
              "current": "702.19f"}


def attack_game(edition: str = "2013-07", alice: list | None = None, bob: list | None = None,
                players: list | None = None, **kw) -> Game:
    setup = {"Alice": {"battlefield": alice if alice is not None else
                       ["Jace Beleren (loyalty 3)"]},
             "Bob": {"battlefield": bob or ["Grizzly Bears"], "hand": kw.pop("bob_hand", [])}}
    setup.update(kw.pop("more", {}))
    g = Game(players, edition=edition, active="Bob", setup=setup, **kw)
    g.advance("declare attackers")
    return g


# --- 306.6 / 508.1b: what can be attacked ---------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_306_6_creatures_attack_a_planeswalker_and_damage_removes_loyalty(edition):
    g = attack_game(edition, bob=["Hill Giant"])
    g.attack(("Hill Giant", "Jace Beleren"))
    g.advance("end of combat")
    assert g.zone("Jace Beleren") == "graveyard" and g.life("Alice") == 20
    assert {"306.6", "508.1b", "306.8"} <= g.cites


@pytest.mark.parametrize("edition", EDITIONS)
def test_508_1b_cannot_attack_your_own_planeswalker(edition):
    g = attack_game(edition, bob=["Grizzly Bears", "Garruk Wildspeaker"])
    err = g.refuse(mt.DeclareAttackers("Bob", ((g.id("Grizzly Bears"),
                                                 g.id("Garruk Wildspeaker")),)))
    assert {"508.1b", "306.6"} <= set(err.rules)
    assert "is not an opponent or a planeswalker an opponent controls" in str(err)


def test_509_1_only_the_planeswalkers_controller_may_block_for_it_multiplayer_2013():
    g = attack_game(players=["Alice", "Bob", "Carol"],
                    alice=["Jace Beleren (loyalty 3)", "Hill Giant"],
                    more={"Carol": {"battlefield": ["Grizzly Bears"]}})
    g.attack(("Grizzly Bears", "Jace Beleren"))
    g.advance("declare blockers")
    assert g.pending.player == "Alice"  # Carol is not a defending player
    carol_bears = g.id("Grizzly Bears", owner="Carol")
    g.refuse(mt.DeclareBlockers("Carol", ((carol_bears, g.id("Grizzly Bears", owner="Bob")),)))
    g.do(mt.DeclareBlockers("Alice", ((g.id("Hill Giant"), g.id("Grizzly Bears",
                                                                 owner="Bob")),)))
    g.advance("end of combat")
    assert g.loyalty("Jace Beleren") == 3
    assert g.zone("Grizzly Bears", owner="Bob") == "graveyard"


# --- 506.4 / 510.1b: the attacked planeswalker leaves --------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_506_4c_attacker_of_a_removed_planeswalker_deals_no_damage(edition):
    g = attack_game(edition, bob=["Grizzly Bears", "Swamp", "Swamp", "Swamp"],
                    bob_hand=["Hero's Downfall"])
    g.attack(("Grizzly Bears", "Jace Beleren"))
    g.cast("Bob", "Hero's Downfall", "Jace Beleren")
    g.resolve()
    g.advance("end of combat")
    assert g.life("Alice") == 20  # it doesn't turn on the player
    assert "which is gone: it deals no combat damage" in g.log
    assert {"506.4", "506.4c"} <= g.cites


def test_506_4c_attacker_of_a_removed_planeswalker_can_still_be_blocked_2013():
    g = attack_game(alice=["Jace Beleren (loyalty 3)", "Hill Giant"],
                    bob=["Grizzly Bears", "Swamp", "Swamp", "Swamp"],
                    bob_hand=["Hero's Downfall"])
    g.attack(("Grizzly Bears", "Jace Beleren"))
    g.cast("Bob", "Hero's Downfall", "Jace Beleren")
    g.resolve()
    g.advance("declare blockers")
    g.block("Alice", ("Hill Giant", "Grizzly Bears"))
    g.advance("end of combat")
    assert g.zone("Grizzly Bears") == "graveyard" and g.obj("Hill Giant").damage == 2


# --- trample -------------------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_702_19_trample_over_a_blocker_into_a_planeswalker_never_to_its_controller(edition):
    g = attack_game(edition, alice=["Jace Beleren (loyalty 3)", "Grizzly Bears"],
                    bob=["Colossal Dreadmaw"])
    g.attack(("Colossal Dreadmaw", "Jace Beleren"))
    g.advance("declare blockers")
    g.block("Alice", ("Grizzly Bears", "Colossal Dreadmaw"))
    maw, bears = g.id("Colossal Dreadmaw"), g.id("Grizzly Bears")
    err = g.refuse(mt.AssignDamage("Bob", maw, ((bears, 2), ("Alice", 4))))
    assert TRAMPLE_PW[edition] in err.rules
    g.advance("end of combat")  # default: lethal to the blocker, the rest to Jace
    assert g.zone("Grizzly Bears") == "graveyard" and g.zone("Jace Beleren") == "graveyard"
    assert g.life("Alice") == 20
    assert "the other 1 damage does nothing more" in g.log


@pytest.mark.parametrize("edition", EDITIONS)
def test_702_19_unblocked_trampler_excess_damage_to_a_planeswalker_is_lost(edition):
    g = attack_game(edition, bob=["Colossal Dreadmaw"])
    g.attack(("Colossal Dreadmaw", "Jace Beleren"))
    g.advance("end of combat")
    assert g.zone("Jace Beleren") == "graveyard" and g.life("Alice") == 20


@pytest.mark.parametrize("edition", EDITIONS)
def test_702_19_trampler_whose_planeswalker_left_assigns_all_to_blockers(edition):
    g = attack_game(edition, alice=["Jace Beleren (loyalty 3)", "Grizzly Bears"],
                    bob=["Colossal Dreadmaw", "Swamp", "Swamp", "Swamp"],
                    bob_hand=["Hero's Downfall"])
    g.attack(("Colossal Dreadmaw", "Jace Beleren"))
    g.advance("declare blockers")
    g.block("Alice", ("Grizzly Bears", "Colossal Dreadmaw"))
    g.cast("Bob", "Hero's Downfall", "Jace Beleren")
    g.resolve()
    g.advance("end of combat")
    assert g.life("Alice") == 20
    assert "Colossal Dreadmaw deals 6 combat damage to Grizzly Bears" in g.log


# --- evasion, vigilance, defender, pump ----------------------------------------------------------
def test_702_9_702_20_serra_angel_flies_over_and_stays_untapped_2013():
    g = attack_game(alice=["Jace Beleren (loyalty 5)", "Grizzly Bears"], bob=["Serra Angel"])
    g.attack(("Serra Angel", "Jace Beleren"))
    assert not g.obj("Serra Angel").tapped  # vigilance
    g.advance("declare blockers")
    assert g.pending is None  # the Bears can't block a flier: nobody could block
    assert "Alice has no creature that could block" in g.log
    g.advance("end of combat")
    assert g.loyalty("Jace Beleren") == 1


def test_702_3_wall_of_stone_cannot_attack_but_blocks_for_a_planeswalker_2013():
    g = Game(active="Bob", setup={"Alice": {"battlefield": ["Jace Beleren", "Wall of Stone"]},
                                  "Bob": {"battlefield": ["Wall of Stone", "Hill Giant"]}})
    g.advance("declare attackers")
    err = g.refuse(mt.DeclareAttackers("Bob", ((g.id("Wall of Stone", owner="Bob"),
                                                 g.id("Jace Beleren")),)))
    assert "702.3" in err.rules and "has defender" in str(err)
    g.attack(("Hill Giant", "Jace Beleren"))
    g.advance("declare blockers")
    g.do(mt.DeclareBlockers("Alice", ((g.id("Wall of Stone", owner="Alice"),
                                       g.id("Hill Giant")),)))
    g.advance("end of combat")
    assert g.loyalty("Jace Beleren") == 3


def test_giant_growth_on_an_attacker_and_excess_damage_to_a_planeswalker_2013():
    g = attack_game(bob=["Grizzly Bears", "Forest"], bob_hand=["Giant Growth"])
    g.attack(("Grizzly Bears", "Jace Beleren"))
    g.cast("Bob", "Giant Growth", "Grizzly Bears")
    g.resolve()
    g.advance("end of combat")
    assert g.zone("Jace Beleren") == "graveyard" and g.life("Alice") == 20
    assert "deals 5 combat damage to Jace Beleren, which loses 3 loyalty counters" in g.log


# --- Gideon Jura ---------------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_gideon_0_becomes_a_creature_that_attacks_and_takes_no_damage(edition):
    g = Game(edition=edition, setup={"Alice": {"battlefield": ["Gideon Jura"]},
                                     "Bob": {"battlefield": ["Hill Giant"]}})
    g.activate("Alice", "Gideon Jura", "0")
    g.resolve()
    g.advance("declare attackers")
    g.attack(("Gideon Jura", "Bob"))
    g.advance("declare blockers")
    g.block("Bob", ("Hill Giant", "Gideon Jura"))
    g.advance("end of combat")
    gideon = g.obj("Gideon Jura")
    assert gideon.counter("loyalty") == 6 and gideon.damage == 0  # all prevented
    assert g.zone("Hill Giant") == "graveyard"
    assert mt.get_edition(edition).rule("prevention.rule") in g.cites


@pytest.mark.parametrize("edition", EDITIONS)
def test_302_6_gideon_cast_this_turn_cannot_attack_as_a_creature(edition):
    g = Game(edition=edition, setup={"Alice": {"hand": ["Gideon Jura"],
                                               "battlefield": ["Plains"] * 5}})
    g.cast("Alice", "Gideon Jura")
    g.resolve()
    g.activate("Alice", "Gideon Jura", "0")
    g.resolve()
    g.advance("declare attackers")
    assert g.pending is None  # no creature could attack, so none is declared
    assert "has no creature that could attack" in g.log


def test_306_8_creature_planeswalker_loses_loyalty_and_gets_damage_2013():
    g = Game(setup={"Alice": {"battlefield": ["Gideon Jura"]},
                    "Bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
    ctx = Ctx(g.state)  # what-if: Gideon is a 6/6 creature without his prevention shield
    ctx.add_effect("become_creature", ctx.objects[g.id("Gideon Jura")], "Alice",
                   affected=(g.id("Gideon Jura"),), power=6, toughness=6)
    g.state = ctx.freeze()
    g.pass_()
    g.cast("Bob", "Lightning Bolt", "Gideon Jura")  # a creature: a legal target in 2013
    g.resolve()
    o = g.obj("Gideon Jura")
    assert (o.counter("loyalty"), o.damage) == (3, 3)
    assert {"306.8", "119.3c", "119.3e"} <= g.cites


@pytest.mark.parametrize("edition", EDITIONS)
def test_508_1d_gideon_plus_2_creatures_must_attack_him_next_turn(edition):
    g = Game(edition=edition, setup={
        "Alice": {"battlefield": ["Gideon Jura"], "library": ["Plains"] * 5},
        "Bob": {"battlefield": ["Grizzly Bears", "Hill Giant", "Wall of Stone"],
                "library": ["Forest"] * 5}})
    g.activate("Alice", "Gideon Jura", "+2", "Bob")
    g.resolve()
    assert g.loyalty("Gideon Jura") == 8
    g.advance("declare attackers", turn=2)
    gideon, bears, giant = g.id("Gideon Jura"), g.id("Grizzly Bears"), g.id("Hill Giant")
    err = g.refuse(mt.DeclareAttackers("Bob", ()))
    assert "508.1d" in err.rules and "must attack Gideon Jura this turn if able" in str(err)
    err = g.refuse(mt.DeclareAttackers("Bob", ((bears, gideon), (giant, "Alice"))))
    assert "Hill Giant must attack Gideon Jura" in str(err)
    assert mt.DeclareAttackers("Bob", ((bears, gideon), (giant, gideon))) in \
        mt.legal_actions(g.state)
    g.attack(("Grizzly Bears", "Gideon Jura"), ("Hill Giant", "Gideon Jura"))  # not the Wall
    g.advance("end of combat")
    assert g.loyalty("Gideon Jura") == 3
    g.advance("declare attackers", turn=4)  # Bob's following turn: free again
    g.do(mt.DeclareAttackers("Bob", ()))


# --- Hellrider: noncombat damage from an attack trigger ------------------------------------------
@pytest.mark.parametrize("edition", ["2011-09", "2013-07", "2017-09"])
def test_hellrider_pings_the_defending_player_and_306_7_may_redirect(edition):
    g = attack_game(edition, alice=["Jace Beleren (loyalty 3)"],
                    bob=["Hellrider", "Grizzly Bears"])
    g.attack(("Hellrider", "Alice"), ("Grizzly Bears", "Jace Beleren"))
    assert [o.name for o in g.state.stack] == ["Hellrider trigger", "Hellrider trigger"]
    g.resolve()
    assert g.pending.kind == "redirect" and g.pending.player == "Bob"  # noncombat damage
    g.choose("Jace Beleren")
    g.resolve()
    g.choose("no")
    assert (g.life("Alice"), g.loyalty("Jace Beleren")) == (19, 2)


def test_hellrider_current_damages_what_each_creature_attacks():
    g = attack_game("current", alice=["Jace Beleren (loyalty 3)"],
                    bob=["Hellrider", "Grizzly Bears"])
    g.attack(("Hellrider", "Alice"), ("Grizzly Bears", "Jace Beleren"))
    # the two triggers do different things here, so Bob orders them (603.3b)
    assert g.pending.rules == ("603.3b",) and "attacking Jace Beleren" in g.pending.prompt
    g.choose("Hellrider trigger #2")
    g.resolve_all()
    assert g.pending is None
    assert (g.life("Alice"), g.loyalty("Jace Beleren")) == (19, 2)
    g.advance("end of combat")
    assert (g.life("Alice"), g.zone("Jace Beleren")) == (16, "graveyard")


def test_508_1_an_attack_declared_after_a_lookup_is_found():
    """What each creature attacks (508.1) is read again after attackers change: a Combat
    evolved from one whose lookup was already built doesn't answer from the old lookup (the
    quiz asked for legal actions before the attack and the attack then dealt no damage)."""
    from magictutor.model.state import Combat, evolve

    before = Combat()
    assert before.attack_target(7) is None  # builds the lookup of no attackers
    after = evolve(before, attackers=((7, "Alice"),), declared_attackers=True)
    assert after.attack_target(7) == "Alice"
    assert before.attack_target(7) is None
