"""The planes of Planechase (2009) added this round (309; 311 in ``current``): each plane's
own ability and its chaos ability, by edition.

A plane's abilities work while it is face up (309.4; 311.4 today); "you" is the planar
controller (309.5); a chaos ability triggers on the chaos face (309.7; "whenever chaos ensues",
311.7, in ``current``) and uses the stack, named ``"<plane> chaos"``.
"""

from __future__ import annotations

import pytest
from test_planechase import EDITIONS, PLANE, Table, two

import magictutor as mt
from magictutor.cards import card
from magictutor.model.characteristics import card_of
from magictutor.model.query import chars_of

PLANES_2009 = ("Lethe Lake", "The Fourth Sphere", "The Hippodrome", "Krosa", "Minamo",
               "Academy at Tolaria West", "Sea of Sand", "Goldmeadow", "Tember City",
               "Horizon Boughs", "Undercity Reaches", "The Great Forest", "Celestine Reef",
               "Murasa", "The Aether Flues", "Isle of Vesuva", "Bant",
               "Skybreen", "The Dark Barony", "The Maelstrom")
SACRIFICE = {"2011-09": "701.14", "2013-07": "701.14", "2017-09": "701.15", "current": "701.21"}
DESTROY = {"2011-09": "701.6", "2013-07": "701.6", "2017-09": "701.7", "current": "701.8"}
TOKEN = {"2011-09": "110.5", "2013-07": "110.5", "2017-09": "110.5", "current": "111.1"}


def on(plane: str, edition: str = "2013-07", **kw) -> Table:
    """Alice's turn, precombat main, with ``plane`` face up from Alice's planar deck."""
    return two(edition, planechase={"decks": {"Alice": [plane, "Tazeem"],
                                              "Bob": ["Panopticon", "Fields of Summer"]},
                                    "face up": plane}, **kw)


def cited(t: Table, *numbers: str) -> None:
    for n in numbers:
        assert n in t.cites, f"{n} is cited ({sorted(t.cites)})"


def grave(t: Table, player: str) -> list[str]:
    return [o.name for o in t.state.zone(f"{player}:graveyard")]


@pytest.mark.parametrize("edition", EDITIONS)
def test_309_3_the_2009_planes_are_planes_with_a_planar_type_of_their_edition(edition):
    """205.3n lists every planar type: the 2009 planes' types are in all four editions."""
    from test_editions import CR_DIR

    from magictutor.editions.data import EDITION_INFO

    for name in PLANES_2009:
        c = card(name, edition)
        assert c.types == ("Plane",) and len(c.subtypes) == 1, name
        assert c.abilities_of("chaos"), f"{name} has a chaos ability"
        assert ("chaos ensues" in c.text) == (edition == "current"), name
    if CR_DIR is None:
        pytest.skip("CR texts not found")
    text = (CR_DIR / EDITION_INFO[edition]["source"]).read_text(encoding="utf-8")
    line = next(x for x in text.splitlines() if x.startswith("205.3n"))
    for name in PLANES_2009:
        assert card(name, edition).subtypes[0] in line, name


# --- Lethe Lake ------------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_lethe_lake_upkeep_mills_ten_and_chaos_mills_a_target_ten(edition):
    t = on("Lethe Lake", edition, step="untap", setup={"Alice": {"library": ["Island"] * 15},
                                                       "Bob": {"library": ["Swamp"] * 12}})
    t.advance("draw")
    assert grave(t, "Alice") == ["Island"] * 10  # 309.5: "your" upkeep is the planar controller's
    t.advance("precombat main")
    t.roll("chaos")
    assert t.pending.options == ("Alice", "Bob")
    t.choose("Bob")
    assert t.stack == ["Lethe Lake chaos"]
    t.resolve()
    assert grave(t, "Bob") == ["Swamp"] * 10 and len(t.state.zone("Bob:library")) == 2
    cited(t, f"{PLANE[edition]}.7")


# --- The Fourth Sphere -----------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_fourth_sphere_chaos_zombie_and_upkeep_sacrifices_a_nonblack_creature(edition):
    t = on("The Fourth Sphere", edition,
           setup={"Alice": {"battlefield": ["Grizzly Bears", "Hill Giant"]}})
    t.roll("chaos")
    t.resolve()
    z = t.obj("Zombie")
    c = chars_of(t.state, z.id)
    assert (c.power, c.toughness, c.colors, z.controller) == (2, 2, ("B",), "Alice")
    cited(t, TOKEN[edition])
    t.advance("upkeep", turn=3)
    t.resolve()
    assert t.pending.player == "Alice", "she chooses which nonblack creature goes"
    assert {t.state.objects[i].name for i in t.pending.options} == {"Grizzly Bears",
                                                                    "Hill Giant"}
    t.choose("Hill Giant")
    assert grave(t, "Alice") == ["Hill Giant"] and t.zone("Zombie") == "battlefield"
    cited(t, SACRIFICE[edition])


def test_fourth_sphere_with_only_black_creatures_nothing_is_sacrificed():
    t = on("The Fourth Sphere", step="untap")
    t.advance("draw")
    assert "controls no nonblack creature to sacrifice" in t.log


# --- The Hippodrome --------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_hippodrome_minus_five_and_chaos_destroys_only_a_creature_of_power_0_or_less(edition):
    t = on("The Hippodrome", edition,
           setup={"Alice": {"battlefield": ["Plains"]},
                  "Bob": {"battlefield": ["Serra Angel", "Colossal Dreadmaw"]}})
    angel, dreadmaw = t.id("Serra Angel"), t.id("Colossal Dreadmaw")
    assert chars_of(t.state, angel).power == -1 and chars_of(t.state, dreadmaw).power == 1
    for victim, gone in ((dreadmaw, False), (angel, True)):
        t.roll("chaos")
        t.choose(victim)
        t.resolve()
        t.choose("yes")
        t.resolve_all()
        assert (t.state.objects[victim].zone == "graveyard") is gone
    assert "the condition (target_power_at_most 0) doesn't hold" in t.log
    cited(t, DESTROY[edition], "603.4")


# --- Krosa -----------------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_krosa_every_creature_gets_plus_two_and_chaos_adds_five_mana(edition):
    t = on("Krosa", edition, setup={"Bob": {"battlefield": ["Grizzly Bears"]}})
    c = chars_of(t.state, t.id("Grizzly Bears"))
    assert (c.power, c.toughness) == (4, 4)
    t.roll("chaos")
    t.resolve()
    assert t.state.player("Alice").mana == "WUBRG"
    cited(t, "106.4")


# --- Minamo ----------------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_minamo_the_caster_may_draw_and_chaos_may_bounce_a_blue_permanent(edition):
    t = on("Minamo", edition, setup={"Bob": {"hand": ["Lightning Bolt"],
                                             "battlefield": ["Mountain", "Jace Beleren"]}})
    t.pass_()
    t.do(mt.Cast("Bob", t.id("Lightning Bolt"), ("Alice",)))
    assert t.stack == ["Minamo trigger", "Lightning Bolt"]
    t.resolve()
    assert t.pending.player == "Bob"
    t.choose("yes")
    assert t.hand("Bob") == ["Island"]
    t.resolve_all()
    t.roll("chaos")
    jace = t.id("Jace Beleren")
    assert t.pending is None and t.state.stack[0].targets == (jace,), "the one blue permanent"
    t.resolve()
    t.choose("yes")
    assert t.zone("Jace Beleren") == "hand" and t.obj("Jace Beleren").owner == "Bob"
    cited(t, "400.7")


# --- Academy at Tolaria West -----------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_academy_end_step_draws_seven_only_with_an_empty_hand_603_4(edition):
    t = on("Academy at Tolaria West", edition,
           setup={"Alice": {"hand": ["Forest"], "library": ["Island"] * 20}})
    t.roll("chaos")
    t.resolve()
    assert t.hand("Alice") == [] and grave(t, "Alice") == ["Forest"]
    t.advance("end")
    t.resolve()
    assert len(t.hand("Alice")) == 7
    t.advance("end", turn=3)
    assert "Academy at Tolaria West trigger" not in t.stack, "a hand of cards: no trigger"


# --- Sea of Sand -----------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_sea_of_sand_draws_are_revealed_land_gains_3_nonland_loses_3(edition):
    t = on("Sea of Sand", edition, step="untap",
           setup={"Bob": {"library": ["Shock"] * 5, "battlefield": ["Grizzly Bears"]}})
    t.advance("precombat main", turn=2)  # (the first turn's draw is skipped, 103.7a)
    assert t.life("Bob") == 17, "Bob drew a Shock: a nonland card"
    assert "Bob reveals the card they drew: Shock" in t.log
    t.roll("chaos")  # Bob is the planar controller on his turn (901.6)
    assert t.state.stack[0].targets == (t.id("Grizzly Bears"),), "the only permanent"
    t.resolve()
    assert t.state.zone("Bob:library")[0].name == "Grizzly Bears"
    t.advance("precombat main", turn=3)
    assert t.life("Alice") == 23, "Alice drew an Island: a land card"
    t.advance("precombat main", turn=4)
    assert "Grizzly Bears" in t.hand("Bob") and t.life("Bob") == 14
    cited(t, f"{PLANE[edition]}.7", "400.7")


# --- Goldmeadow ------------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_goldmeadow_a_land_brings_three_goats_and_chaos_one(edition):
    t = on("Goldmeadow", edition, setup={"Alice": {"hand": ["Forest"]}})
    t.do(mt.PlayLand("Alice", t.id("Forest")))
    assert t.stack == ["Goldmeadow trigger"]
    t.resolve()
    goats = [o for o in t.state.zone("battlefield") if o.name == "Goat"]
    assert len(goats) == 3 and all(g.controller == "Alice" for g in goats)
    c = chars_of(t.state, goats[0].id)
    assert (c.power, c.toughness, c.colors) == (0, 1, ("W",))
    t.roll("chaos")
    t.resolve()
    assert sum(o.name == "Goat" for o in t.state.zone("battlefield")) == 4
    cited(t, TOKEN[edition])


# --- Tember City -----------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_tember_city_tapping_a_land_hurts_and_chaos_makes_others_sacrifice(edition):
    t = on("Tember City", edition,
           setup={"Alice": {"hand": ["Shock"], "battlefield": ["Mountain"]},
                  "Bob": {"battlefield": ["Grizzly Bears", "Mountain"]}})
    t.do(mt.Cast("Alice", t.id("Shock"), ("Bob",)))
    assert t.stack == ["Tember City trigger", "Shock"], "it triggers on paying the cost"
    t.resolve()
    assert t.life("Alice") == 19
    t.resolve()
    t.roll("chaos")
    t.resolve()
    assert t.zone("Grizzly Bears") == "graveyard", "Bob's one nonland permanent"
    assert t.zone("Mountain", owner="Bob") == "battlefield"
    cited(t, SACRIFICE[edition], f"{PLANE[edition]}.7")


# --- Horizon Boughs --------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_horizon_boughs_everything_untaps_each_untap_step_and_chaos_fetches_lands(edition):
    t = on("Horizon Boughs", edition,
           setup={"Alice": {"battlefield": ["Mountain (tapped)"],
                            "library": ["Forest", "Plains", "Shock", "Forest", "Island"]}})
    t.roll("chaos")
    t.resolve()
    t.choose("yes")
    assert {t.state.objects[i].name for i in t.pending.options if isinstance(i, int)} == \
        {"Forest", "Plains", "Island"}, "basic land cards only"
    t.choose("Forest")
    t.choose("Plains")
    t.choose("done")
    lands = {o.name: o.tapped for o in t.state.zone("battlefield") if o.controller == "Alice"}
    assert lands == {"Mountain": True, "Forest": True, "Plains": True}
    assert len(t.state.zone("Alice:library")) == 3
    t.advance("upkeep", turn=2)
    assert not any(o.tapped for o in t.state.zone("battlefield")), "in Bob's untap step too"
    cited(t, "502.2" if edition != "current" else "502.3")


# --- Undercity Reaches -----------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_undercity_reaches_combat_damage_to_a_player_may_draw_and_chaos_lifts_hand_size(edition):
    t = on("Undercity Reaches", edition,
           setup={"Alice": {"battlefield": ["Grizzly Bears"], "hand": ["Island"] * 9}})
    t.roll("chaos")
    t.resolve()
    t.advance("declare attackers")
    t.do(mt.DeclareAttackers("Alice", ((t.id("Grizzly Bears"), "Bob"),)))
    t.advance("end of combat")
    assert t.pending.player == "Alice", "the creature's controller decides"
    t.choose("yes")
    assert len(t.hand("Alice")) == 10 and t.life("Bob") == 18
    t.advance("upkeep", turn=2)
    assert len(t.hand("Alice")) == 10, "no maximum hand size: nothing discarded in cleanup"
    cited(t, "402.2")


# --- The Great Forest ------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_great_forest_combat_damage_is_toughness_and_chaos_gives_plus_0_2_trample(edition):
    t = on("The Great Forest", edition,
           setup={"Alice": {"battlefield": ["Grizzly Bears", "Hill Giant"]},
                  "Bob": {"battlefield": ["Wall of Stone"]}})
    t.roll("chaos")
    t.resolve()
    bears = chars_of(t.state, t.id("Grizzly Bears"))
    assert (bears.power, bears.toughness, "trample" in bears.keywords) == (2, 4, True)
    t.advance("declare attackers")
    t.do(mt.DeclareAttackers("Alice", ((t.id("Grizzly Bears"), "Bob"),
                                       (t.id("Hill Giant"), "Bob"))))
    t.advance("declare blockers")
    t.do(mt.DeclareBlockers("Bob", ((t.id("Wall of Stone"), t.id("Hill Giant")),)))
    t.advance("end of combat")
    assert t.life("Bob") == 16, "the Bears deal their toughness, 4"
    assert t.zone("Hill Giant") == "graveyard", "the 0/8 Wall deals 8"
    assert t.obj("Wall of Stone").damage == 5, "the Giant deals its toughness, 5"


# --- Celestine Reef --------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_celestine_reef_only_flyers_attack_and_chaos_you_cant_lose_until_planeswalking(edition):
    t = on("Celestine Reef", edition,
           setup={"Alice": {"life": 3, "hand": ["Lava Axe"], "battlefield": [
               "Grizzly Bears", "Serra Angel"] + ["Mountain"] * 6}})
    t.roll("chaos")
    t.resolve()
    t.do(mt.Cast("Alice", t.id("Lava Axe"), ("Alice",)))
    t.resolve()
    assert t.life("Alice") == -2 and not t.state.player("Alice").lost, "she can't lose now"
    t.advance("declare attackers")
    err = t.refuse(mt.DeclareAttackers("Alice", ((t.id("Grizzly Bears"), "Bob"),)))
    assert "neither flying nor islandwalk" in str(err)
    t.do(mt.DeclareAttackers("Alice", ((t.id("Serra Angel"), "Bob"),)))
    t.advance("postcombat main")
    assert t.life("Bob") == 16
    t.roll("planeswalk")
    t.resolve_all()  # (2011-09: the plane's own planeswalking ability uses the stack)
    assert t.state.player("Alice").lost, "the effect ended: 0 or less life loses (704.5a)"
    assert "Bob wins" in t.log


# --- Murasa ----------------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_murasa_a_creature_spell_fetches_a_basic_land_and_chaos_animates_a_land(edition):
    t = on("Murasa", edition,
           setup={"Alice": {"hand": ["Grizzly Bears"], "battlefield": ["Forest", "Forest"],
                            "library": ["Mountain", "Shock", "Island"]}})
    t.do(mt.Cast("Alice", t.id("Grizzly Bears"), ()))
    t.resolve()
    assert t.stack == ["Murasa trigger"], "a creature card entered"
    t.resolve()
    assert t.pending.player == "Alice"
    t.choose("yes")
    t.choose("Mountain")
    assert t.zone("Mountain") == "battlefield" and t.obj("Mountain").tapped
    t.roll("chaos")
    t.choose("Mountain")
    t.resolve()
    c = chars_of(t.state, t.id("Mountain"))
    assert (c.power, c.toughness) == (4, 4) and {"Creature", "Land"} <= set(c.types)
    t.advance("upkeep", turn=2)
    assert chars_of(t.state, t.id("Mountain")).is_creature, "no end to it"
    cited(t, "205.1b", "701.15" if edition in ("2011-09", "2013-07") else
          ("701.17" if edition == "2017-09" else "701.23"))


# --- The Aether Flues ------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_aether_flues_upkeep_trades_a_creature_and_chaos_puts_one_from_hand(edition):
    t = on("The Aether Flues", edition, step="untap",
           setup={"Alice": {"battlefield": ["Grizzly Bears"], "hand": ["Serra Angel"],
                            "library": ["Island", "Forest", "Hill Giant", "Island"]}})
    t.advance("upkeep")
    t.resolve()
    t.choose("yes")
    assert t.zone("Grizzly Bears") == "graveyard" and t.zone("Hill Giant") == "battlefield"
    assert sorted(o.name for o in t.state.zone("Alice:library")) == ["Forest", "Island", "Island"]
    t.advance("precombat main")
    t.roll("chaos")
    t.resolve()
    t.choose("yes")
    assert t.zone("Serra Angel") == "battlefield", "put onto the battlefield, not cast"
    assert "Alice casts Serra Angel" not in t.log
    cited(t, SACRIFICE[edition], f"{PLANE[edition]}.7")


# --- Isle of Vesuva --------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_isle_of_vesuva_copies_entering_creatures_and_chaos_destroys_all_of_a_name(edition):
    t = on("Isle of Vesuva", edition,
           setup={"Alice": {"hand": ["Grizzly Bears"], "battlefield": ["Forest", "Forest"]},
                  "Bob": {"battlefield": ["Grizzly Bears", "Serra Angel"]}})
    t.do(mt.Cast("Alice", t.id("Grizzly Bears", zone="hand"), ()))
    t.resolve()
    t.resolve()
    bears = [o for o in t.state.zone("battlefield") if o.name == "Grizzly Bears"]
    assert sorted((o.kind, o.controller) for o in bears) == [
        ("card", "Alice"), ("card", "Bob"), ("token", "Alice")]
    token = next(o for o in bears if o.kind == "token")
    c = chars_of(t.state, token.id)
    assert (c.power, c.toughness, card_of(token, edition).cost) == (2, 2, "{1}{G}"), \
        "a copy has the card's copiable values, its mana cost too"
    t.roll("chaos")
    t.choose(bears[0].id)
    t.resolve()
    assert not any(o.name == "Grizzly Bears" for o in t.state.zone("battlefield"))
    assert t.zone("Serra Angel") == "battlefield"
    cited(t, DESTROY[edition], "706.2" if edition != "current" else "707.2")
