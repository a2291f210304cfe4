"""The planes of Planechase 2012 (309; 311 in ``current``): each plane's static or triggered
ability while it is face up (309.4), and its chaos ability (309.7; "whenever chaos ensues",
311.7, in ``current``), in every edition.
"""

from __future__ import annotations

import pytest
from test_planechase import EDITIONS, PLANE, Table, two

import magictutor as mt
from magictutor.cards import card


def on(plane: str, edition: str = "2013-07", *rest: str, **kw) -> Table:
    """Alice's turn, precombat main, with ``plane`` face up from Alice's planar deck."""
    return two(edition, planechase={"decks": {"Alice": [plane, *rest, "Tazeem"],
                                              "Bob": ["Panopticon", "Fields of Summer"]},
                                    "face up": plane}, **kw)


def counters(t: Table, name: str, **kinds: int) -> None:
    """Give object ``name`` these counters (a lesson's shortcut to a later turn)."""
    from magictutor.engine.context import Ctx

    ctx = Ctx(t.state)
    for kind, n in kinds.items():
        ctx.add_counters(t.id(name), kind, n)
    t.state = ctx.freeze()


def chaos(t: Table) -> None:
    """Alice rolls chaos; the plane's chaos ability goes on the stack and resolves."""
    t.roll("chaos")
    assert t.stack[-1].endswith("chaos"), t.stack
    t.resolve_all()


# --- Gavony ----------------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_gavony_every_creature_has_vigilance_and_chaos_makes_yours_indestructible(edition):
    t = on("Gavony", edition, setup={"Alice": {"battlefield": ["Grizzly Bears"]},
                                     "Bob": {"battlefield": ["Hill Giant"]}})
    assert card("Gavony", edition).subtypes == ("Innistrad",)
    chaos(t)
    assert {PLANE[edition] + ".7", "611.2c"} <= t.cites
    bears, giant = t.id("Grizzly Bears"), t.id("Hill Giant")
    t.advance("declare attackers")
    t.do(mt.DeclareAttackers("Alice", ((bears, "Bob"),)))
    assert not t.state.objects[bears].tapped, "vigilance (702.19/702.20): it doesn't tap"
    t.advance("declare blockers")
    t.do(mt.DeclareBlockers("Bob", ((giant, bears),)))
    t.advance("end")
    assert t.state.objects[bears].zone == "battlefield", "indestructible: lethal damage"
    assert t.state.objects[bears].damage == 3, "it was dealt lethal damage and survived"


def walk_to(plane: str, edition: str, setup: dict | None = None) -> Table:
    """Alice rolls the planeswalker symbol on Tazeem and planeswalks to ``plane``."""
    t = two(edition, planechase={"decks": {"Alice": ["Tazeem", plane, "Panopticon"],
                                           "Bob": ["Fields of Summer", "Agyrem"]}},
            setup=setup)
    t.roll("planeswalk")
    t.resolve()
    assert t.faceup == [plane]
    return t


# --- Grove of the Dreampods ------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_grove_of_the_dreampods_reveals_until_a_creature_on_arrival_upkeep_and_chaos(edition):
    library = ["Island", "Mountain", "Grizzly Bears", "Island", "Hill Giant", "Forest",
               "Serra Angel", "Plains", "Island", "Island"]
    t = walk_to("Grove of the Dreampods", edition, {"Alice": {"library": library}})
    t.resolve_all()  # planeswalking to it: Island, Mountain, then Grizzly Bears
    assert [o.name for o in t.state.battlefield] == ["Grizzly Bears"]
    lib = [o.name for o in t.state.library("Alice")]
    assert lib[:3] == ["Island", "Hill Giant", "Forest"]
    assert sorted(lib[-2:]) == ["Island", "Mountain"], "the others go to the bottom"
    assert ("701.13" in t.cites or "701.14" in t.cites or "701.20" in t.cites)
    t = on("Grove of the Dreampods", edition, setup={"Alice": {"library": library}})
    chaos(t)
    assert [o.name for o in t.state.battlefield] == ["Grizzly Bears"]
    assert PLANE[edition] + ".7" in t.cites


def test_grove_of_the_dreampods_a_library_without_creatures_goes_back_in_random_order():
    t = walk_to("Grove of the Dreampods", "current", {"Alice": {"library": ["Island"] * 4}})
    t.resolve_all()
    assert not t.state.battlefield and len(t.state.library("Alice")) == 4
    assert "revealed no creature card" in t.log


# --- Aretopolis ------------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_aretopolis_scroll_counters_give_life_then_cards(edition):
    t = walk_to("Aretopolis", edition)
    t.resolve_all()
    plane = t.id("Aretopolis")
    assert t.state.objects[plane].counter("scroll") == 1 and t.life("Alice") == 21
    t = on("Aretopolis", edition)
    counters(t, "Aretopolis", scroll=1)
    chaos(t)
    assert t.state.objects[t.id("Aretopolis")].counter("scroll") == 2
    assert len(t.hand("Alice")) == 2, "two scroll counters: two cards"
    assert PLANE[edition] + ".7" in t.cites


@pytest.mark.parametrize("edition", EDITIONS)
def test_aretopolis_state_trigger_at_ten_scroll_counters_planeswalks_603_8(edition):
    t = walk_to("Aretopolis", edition)
    t.resolve_all()
    counters(t, "Aretopolis", scroll=8)  # (the lesson's shortcut: as if eight upkeeps passed)
    t.advance("draw", turn=2)  # Bob's upkeep: Bob is the planar controller (309.5)
    assert t.life("Bob") == 30, "the tenth counter: Bob gains 10"
    assert t.faceup == ["Fields of Summer"], "then the state trigger: Bob planeswalks"
    assert "603.8" in t.cites and "Aretopolis trigger (10 scroll counters)" in t.log


# --- Astral Arena ----------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_astral_arena_one_attacker_one_blocker_508_1c_and_chaos_two_damage_each(edition):
    t = on("Astral Arena", edition, setup={
        "Alice": {"battlefield": ["Grizzly Bears", "Hill Giant"]},
        "Bob": {"battlefield": ["Serra Angel", "Wall of Stone"]}})
    bears, giant = t.id("Grizzly Bears"), t.id("Hill Giant")
    t.advance("declare attackers")
    err = t.refuse(mt.DeclareAttackers("Alice", ((bears, "Bob"), (giant, "Bob"))))
    assert "508.1c" in err.rules and "no more than one creature can attack" in str(err)
    t.do(mt.DeclareAttackers("Alice", ((giant, "Bob"),)))
    t.advance("declare blockers")
    angel, wall = t.id("Serra Angel"), t.id("Wall of Stone")
    err = t.refuse(mt.DeclareBlockers("Bob", ((angel, giant), (wall, giant))))
    assert "509.1b" in err.rules
    t.do(mt.DeclareBlockers("Bob", ((wall, giant),)))
    t = on("Astral Arena", edition, setup={
        "Alice": {"battlefield": ["Grizzly Bears", "Hill Giant"]}})
    chaos(t)
    assert [o.name for o in t.state.battlefield] == ["Hill Giant"]
    assert t.state.objects[t.id("Hill Giant")].damage == 2
    assert PLANE[edition] + ".7" in t.cites


# --- Edge of Malacol -------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_edge_of_malacol_untap_becomes_two_counters_614_1_and_chaos_untaps(edition):
    t = on("Edge of Malacol", edition, step="end", setup={
        "Alice": {"battlefield": ["Grizzly Bears (tapped)", "Island"]},
        "Bob": {"battlefield": ["Hill Giant (tapped)"]}})
    t.advance("upkeep", turn=2)
    giant = t.state.objects[t.id("Hill Giant")]
    assert giant.tapped and giant.counter("+1/+1") == 2, "Bob is now the planar controller"
    assert "614.1" in t.cites
    bears = t.state.objects[t.id("Grizzly Bears")]
    assert bears.tapped and bears.counter("+1/+1") == 0, "not Bob's creature: stays as it was"
    t = on("Edge of Malacol", edition, setup={
        "Alice": {"battlefield": ["Grizzly Bears (tapped)",
                                  "Island (tapped)"]}})
    chaos(t)
    assert not t.state.objects[t.id("Grizzly Bears")].tapped
    assert t.state.objects[t.id("Island", zone="battlefield")].tapped, "only creatures untap"


# --- The Zephyr Maze -------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_zephyr_maze_flyers_plus_two_others_minus_two_and_chaos_grants_flying(edition):
    from magictutor.model.query import chars_of

    t = on("The Zephyr Maze", edition, setup={"Alice": {"battlefield": ["Grizzly Bears"]},
                                              "Bob": {"battlefield": ["Serra Angel"]}})
    bears, angel = t.id("Grizzly Bears"), t.id("Serra Angel")

    def pt(oid: int) -> tuple:
        return chars_of(t.state, oid).power, chars_of(t.state, oid).toughness

    assert pt(angel) == (6, 4) and pt(bears) == (0, 2)
    t.roll("chaos")
    t.choose(bears)
    t.resolve_all()
    assert pt(bears) == (4, 2) and "flying" in chars_of(t.state, bears).keywords
    assert PLANE[edition] + ".7" in t.cites


# --- Kessig ----------------------------------------------------------------------------------
def _fight(t: Table) -> None:
    """Alice's Grizzly Bears attacks Bob, who blocks with nothing; to the end of combat."""
    t.advance("declare attackers")
    t.do(mt.DeclareAttackers("Alice", ((t.id("Grizzly Bears"), "Bob"),)))
    t.advance("end of combat")


@pytest.mark.parametrize("edition", EDITIONS)
def test_kessig_prevents_non_werewolf_combat_damage_615_and_chaos_makes_werewolves(edition):
    from magictutor.model.query import chars_of

    t = on("Kessig", edition, setup={"Alice": {"battlefield": ["Grizzly Bears"]}})
    _fight(t)
    assert t.life("Bob") == 20 and "615.1" in t.cites and "isn't a Werewolf" in t.log
    t = on("Kessig", edition, setup={"Alice": {"battlefield": ["Grizzly Bears"]}})
    chaos(t)
    c = chars_of(t.state, t.id("Grizzly Bears"))
    assert (c.power, c.toughness) == (4, 4) and "trample" in c.keywords
    assert c.subtypes == ("Bear", "Werewolf") and "205.1b" in t.cites
    _fight(t)
    assert t.life("Bob") == 16, "a Werewolf now: its combat damage is dealt"
    t.advance("upkeep", turn=2)
    assert "Werewolf" not in chars_of(t.state, t.id("Grizzly Bears")).subtypes


# --- Orochi Colony ---------------------------------------------------------------------------
@pytest.mark.parametrize("edition", EDITIONS)
def test_orochi_colony_combat_damage_finds_a_basic_land_and_chaos_makes_unblockable(edition):
    t = on("Orochi Colony", edition, setup={
        "Alice": {"battlefield": ["Grizzly Bears"], "library": ["Island", "Forest", "Shock"]},
        "Bob": {"battlefield": ["Hill Giant"]}})
    bears, giant = t.id("Grizzly Bears"), t.id("Hill Giant")
    t.roll("chaos")
    t.choose(bears)
    t.resolve_all()
    assert PLANE[edition] + ".7" in t.cites
    t.advance("declare attackers")
    t.do(mt.DeclareAttackers("Alice", ((bears, "Bob"),)))
    from magictutor.rules.combat import block_problems

    why = block_problems(t.state, giant, bears, "Bob")
    assert (("turn.block_restrictions",), "Grizzly Bears can't be blocked this turn") in why
    t.advance("end of combat")
    assert "Bob has no creature that could block" in t.log
    assert t.life("Bob") == 18
    t.resolve()  # the trigger: Alice may search
    t.choose("yes")
    t.choose(t.id("Forest"))
    t.resolve_all()
    forest = t.state.objects[t.id("Forest")]
    assert forest.zone == "battlefield" and forest.tapped
    assert sorted(o.name for o in t.state.library("Alice")) == ["Island", "Shock"]


def test_orochi_colony_only_your_own_creatures_603_2():
    """The trigger waits for a creature the planar controller controls ("yours")."""
    from magictutor.engine.context import Ctx
    from magictutor.rules.triggers import condition_met

    t = on("Orochi Colony")
    a = card("Orochi Colony", "2013-07").abilities[0]
    ctx = Ctx(t.state)
    event = "combat damage to player"
    assert condition_met(ctx, a, event, {"player": "Alice"}, "Alice")
    assert not condition_met(ctx, a, event, {"player": "Bob"}, "Alice")
