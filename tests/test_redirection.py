"""The redirection rule (306.7, 2011-09 to 2017-09) and its removal (current), with the
classic judge questions: declined redirection, own sources, life loss and life setting,
combat damage, prevention and doubling ordered against redirection (616.1), Blightning's
discard, and the same Bolt under all four editions. Rule numbers: 306.7 / 614.9 / 616.1 in
the three older editions; current has no 306.7 rule (only a note that it was removed).
"""

from __future__ import annotations

import pytest
from pwkit import Game

import magictutor as mt
from magictutor.engine.apply import settle
from magictutor.engine.context import Ctx
from magictutor.model.work import Work

EDITIONS = mt.EDITIONS
OLD = ("2011-09", "2013-07", "2017-09")


def bolt_at_alice(edition: str = "2013-07", alice: list | None = None,
                  bob: list | None = None, **kw) -> Game:
    g = Game(edition=edition, active="Bob", setup={
        "Alice": {"battlefield": alice or ["Jace Beleren (loyalty 4)"],
                  "library": ["Plains"] * 3, "hand": kw.pop("alice_hand", [])},
        "Bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"] + (bob or [])}}, **kw)
    return g


# --- the same Bolt under the four editions -------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_306_7_bolt_at_a_player_with_a_planeswalker_in_each_edition(edition):
    g = bolt_at_alice(edition)
    jace = g.id("Jace Beleren")
    if edition in OLD:  # 2013 wording: Bolt can't target a noncreature planeswalker
        err = g.refuse(mt.Cast("Bob", g.id("Lightning Bolt"), (jace,)))
        assert "601.2c" in err.rules and "it needs a creature or player" in str(err)
    g.cast("Bob", "Lightning Bolt", "Alice")
    assert g.pending is None  # nothing is decided when the spell is cast
    g.resolve()
    if edition in OLD:
        assert g.pending.kind == "redirect" and g.pending.player == "Bob"
        assert g.pending.options == (jace, "no") and g.pending.rules == ("306.7", "614.9")
        g.choose(jace)
        assert (g.life("Alice"), g.loyalty("Jace Beleren")) == (20, 1)
    else:  # current: no redirection; Alice takes the damage
        assert g.pending is None
        assert (g.life("Alice"), g.loyalty("Jace Beleren")) == (17, 4)
        assert "306.7" not in g.cites


def test_306_7_removed_current_burn_targets_planeswalkers_directly():
    g = bolt_at_alice("current")
    g.cast("Bob", "Lightning Bolt", "Jace Beleren")  # "any target" (115.4)
    g.resolve()
    assert (g.life("Alice"), g.loyalty("Jace Beleren")) == (20, 1)


@pytest.mark.parametrize("edition", EDITIONS)
def test_lava_axe_targets_a_player_or_in_current_a_planeswalker(edition):
    g = Game(edition=edition, setup={"Alice": {"hand": ["Lava Axe"], "battlefield":
                                               ["Mountain"] * 5},
                                     "Bob": {"battlefield": ["Garruk Wildspeaker"]}})
    axe, garruk = g.id("Lava Axe"), g.id("Garruk Wildspeaker")
    if edition in OLD:
        err = g.refuse(mt.Cast("Alice", axe, (garruk,)))
        assert "it needs a player" in str(err)
        g.cast("Alice", "Lava Axe", "Bob")
        g.resolve()
        g.choose("Garruk Wildspeaker")
    else:
        g.cast("Alice", "Lava Axe", "Garruk Wildspeaker")
        g.resolve()
    assert g.zone("Garruk Wildspeaker") == "graveyard" and g.life("Bob") == 20


# --- what can't be redirected --------------------------------------------------------------------
@pytest.mark.parametrize("edition", OLD)
def test_306_7_redirection_declined(edition):
    g = bolt_at_alice(edition)
    g.cast("Bob", "Lightning Bolt", "Alice")
    g.resolve()
    g.choose("no")
    assert (g.life("Alice"), g.loyalty("Jace Beleren")) == (17, 4)
    assert "Bob chooses not to redirect the damage from Lightning Bolt" in g.log


@pytest.mark.parametrize("edition", OLD)
def test_306_7_own_source_is_never_redirected(edition):
    g = Game(edition=edition, setup={"Alice": {"hand": ["Lightning Bolt"],
                                               "battlefield": ["Mountain", "Jace Beleren"]}})
    g.cast("Alice", "Lightning Bolt", "Alice")
    g.resolve()
    assert g.pending is None and g.life("Alice") == 17 and g.loyalty("Jace Beleren") == 3


@pytest.mark.parametrize("edition", OLD)
def test_306_7_life_loss_is_not_damage(edition):
    g = bolt_at_alice(edition)
    ctx = Ctx(g.state)  # what-if: an effect of Bob's makes Alice lose 3 life
    res = {"controller": "Bob", "source": None, "source_name": "a life-loss effect",
           "targets": ("Alice",), "x": None}
    ctx.work.append(Work("effect", {"spec": (("lose_life", 3), ("who", "target")), "res": res}))
    settle(ctx)
    s = ctx.freeze()
    assert s.pending is None and s.player("Alice").life == 17
    assert s.objects[g.id("Jace Beleren")].counter("loyalty") == 4


@pytest.mark.parametrize("edition", EDITIONS)
def test_306_7_sorin_setting_a_life_total_is_not_damage(edition):
    g = Game(edition=edition, active="Bob", setup={
        "Alice": {"battlefield": ["Jace Beleren (loyalty 4)"]},
        "Bob": {"battlefield": ["Sorin Markov"]}})
    g.activate("Bob", "Sorin Markov", "-3", "Alice")
    g.resolve()
    assert g.pending is None and g.life("Alice") == 10 and g.loyalty("Jace Beleren") == 4
    assert "this is not damage" in g.log


@pytest.mark.parametrize("edition", OLD)
def test_306_7_combat_damage_is_never_redirected(edition):
    g = Game(edition=edition, active="Bob", setup={
        "Alice": {"battlefield": ["Jace Beleren (loyalty 4)"]},
        "Bob": {"battlefield": ["Grizzly Bears"]}})
    g.advance("declare attackers")
    g.attack(("Grizzly Bears", "Alice"))
    g.advance("end of combat")
    assert (g.life("Alice"), g.loyalty("Jace Beleren")) == (18, 4)
    assert "it is combat damage, and only noncombat damage can be redirected" in g.log


# --- ordering with prevention and doubling (616.1) -----------------------------------------------
def bandaged(edition: str = "2013-07") -> Game:
    """Alice (Jace 4, a Bandage shield on herself) is about to be Bolted by Bob."""
    g = bolt_at_alice(edition, alice=["Jace Beleren (loyalty 4)", "Plains"],
                      alice_hand=["Bandage"])
    g.pass_()  # Alice gets priority in Bob's main phase
    g.cast("Alice", "Bandage", "Alice")
    g.resolve()
    g.cast("Bob", "Lightning Bolt", "Alice")
    g.resolve()
    return g


@pytest.mark.parametrize("edition", OLD)
def test_616_1_damaged_player_orders_bandage_first(edition):
    g = bandaged(edition)
    assert g.pending.kind == "order" and g.pending.player == "Alice"  # the affected player
    assert set(g.pending.options) == {"redirection", "Bandage"}
    g.choose("Bandage")
    assert g.pending.kind == "redirect" and g.pending.player == "Bob"
    g.choose("Jace Beleren")
    assert (g.life("Alice"), g.loyalty("Jace Beleren")) == (20, 2)
    assert {"616.1", "615.7", "306.7"} <= g.cites


@pytest.mark.parametrize("edition", OLD)
def test_616_1_redirection_first_leaves_the_bandage_shield(edition):
    g = bandaged(edition)
    g.choose("redirection")
    g.choose("Jace Beleren")
    assert (g.life("Alice"), g.loyalty("Jace Beleren")) == (20, 1)
    shield = [e for e in g.state.effects if e.kind == "prevent_shield"]
    assert shield and shield[0].get("amount") == 1  # nothing was dealt to Alice


def test_616_1_redirection_first_declined_then_bandage_2013():
    g = bandaged()
    g.choose("redirection")
    g.choose("no")
    assert (g.life("Alice"), g.loyalty("Jace Beleren")) == (18, 4)


@pytest.mark.parametrize("edition", OLD)
def test_306_7_redirected_to_gideon_creature_is_prevented(edition):
    g = Game(edition=edition, setup={
        "Alice": {"battlefield": ["Gideon Jura"]},
        "Bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]}})
    g.activate("Alice", "Gideon Jura", "0")
    g.resolve()
    g.pass_()  # Bob has priority in Alice's main phase
    g.cast("Bob", "Lightning Bolt", "Alice")
    g.resolve()
    assert g.pending.player == "Bob"  # the source's controller, though it is Alice's turn
    g.choose("Gideon Jura")
    assert (g.life("Alice"), g.loyalty("Gideon Jura")) == (20, 6)
    assert g.obj("Gideon Jura").damage == 0
    assert "615.1" in g.cites


def furnace(edition: str = "2013-07") -> Game:
    g = bolt_at_alice(edition, alice=["Jace Beleren (loyalty 5)"], bob=["Furnace of Rath"])
    g.cast("Bob", "Lightning Bolt", "Alice")
    g.resolve()
    return g


@pytest.mark.parametrize("edition", OLD)
def test_616_1_furnace_first_then_redirect_the_doubled_damage(edition):
    g = furnace(edition)
    assert g.pending.kind == "order" and set(g.pending.options) == {"redirection",
                                                                    "Furnace of Rath"}
    g.choose("Furnace of Rath")
    g.choose("Jace Beleren")
    assert g.zone("Jace Beleren") == "graveyard" and g.life("Alice") == 20  # 6 damage
    assert "3 becomes 6" in g.log


@pytest.mark.parametrize("edition", OLD)
def test_616_1_redirect_first_old_furnace_does_not_double_damage_to_a_planeswalker(edition):
    g = furnace(edition)
    g.choose("redirection")
    g.choose("Jace Beleren")
    assert g.pending is None  # "creature or player": a noncreature planeswalker isn't doubled
    assert (g.life("Alice"), g.loyalty("Jace Beleren")) == (20, 2)
    assert "Furnace of Rath doesn't double the damage to Jace Beleren" in g.log


def test_furnace_current_wording_doubles_damage_to_a_planeswalker():
    g = bolt_at_alice("current", alice=["Jace Beleren (loyalty 5)"], bob=["Furnace of Rath"])
    g.cast("Bob", "Lightning Bolt", "Jace Beleren")
    g.resolve()
    assert g.zone("Jace Beleren") == "graveyard"


# --- other effects of the spell still happen -----------------------------------------------------
@pytest.mark.parametrize("edition", OLD)
def test_306_7_blightning_redirected_still_makes_the_player_discard(edition):
    g = Game(edition=edition, active="Bob", setup={
        "Alice": {"battlefield": ["Jace Beleren (loyalty 4)"], "hand": ["Plains", "Island",
                                                                        "Forest"]},
        "Bob": {"hand": ["Blightning"], "battlefield": ["Swamp", "Mountain", "Mountain"]}})
    g.cast("Bob", "Blightning", "Alice")
    g.resolve()
    g.choose("Jace Beleren")
    assert g.pending.player == "Alice" and g.pending.kind == "option"  # she picks discards
    g.choose("Island")
    g.choose("Forest")
    assert (g.life("Alice"), g.loyalty("Jace Beleren"), g.hand("Alice")) == (20, 1, ["Plains"])


def test_blightning_current_at_a_planeswalker_its_controller_discards():
    g = Game(edition="current", active="Bob", setup={
        "Alice": {"battlefield": ["Jace Beleren (loyalty 4)"], "hand": ["Plains", "Plains"]},
        "Bob": {"hand": ["Blightning"], "battlefield": ["Swamp", "Mountain", "Mountain"]}})
    g.cast("Bob", "Blightning", "Jace Beleren")
    g.resolve()
    assert (g.life("Alice"), g.loyalty("Jace Beleren"), g.hand("Alice")) == (20, 1, [])


# --- who may be chosen ---------------------------------------------------------------------------
def test_306_7_only_the_damaged_players_planeswalkers_multiplayer_2013():
    g = Game(["Alice", "Bob", "Carol"], active="Bob", setup={
        "Alice": {"battlefield": ["Jace Beleren"]},
        "Bob": {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"]},
        "Carol": {"battlefield": ["Garruk Wildspeaker", "Ajani Goldmane"]}})
    g.cast("Bob", "Lightning Bolt", "Carol")
    g.resolve()
    opts = g.pending.options
    assert set(opts) == {g.id("Garruk Wildspeaker"), g.id("Ajani Goldmane"), "no"}
    g.refuse(mt.Choose("Bob", g.id("Jace Beleren")))
    g.refuse(mt.Choose("Carol", "no"))  # the source's controller decides, not the player
    g.choose("Ajani Goldmane")
    assert g.loyalty("Ajani Goldmane") == 1 and g.life("Carol") == 20


@pytest.mark.parametrize("edition", OLD)
def test_306_7_chandra_nalaar_minus_8_player_damage_redirected_creatures_still_hit(edition):
    g = Game(edition=edition, setup={
        "Alice": {"battlefield": ["Chandra Nalaar (loyalty 8)"]},
        "Bob": {"battlefield": ["Jace Beleren", "Grizzly Bears", "Hill Giant"]}})
    g.activate("Alice", "Chandra Nalaar", "-8", "Bob")
    g.resolve()
    g.choose("Jace Beleren")
    assert g.zone("Jace Beleren") == "graveyard" and g.life("Bob") == 20
    assert g.zone("Grizzly Bears") == g.zone("Hill Giant") == "graveyard"
